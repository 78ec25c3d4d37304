/* The lexer (re2c). See lexer.h for what it produces. The scanner proper is
 * the re2c block in scan_token; around it, C code keeps the state Python's
 * tokenizer keeps: the indentation stack, open brackets, and the f-string
 * modes. */
#include "lexer.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "parser.h"

/*!re2c
  re2c:define:YYCTYPE = "unsigned char";
  re2c:define:YYCURSOR = "lx->cur";
  re2c:define:YYLIMIT = "lx->lim";
  re2c:define:YYMARKER = "lx->mark";
  re2c:define:YYCTXMARKER = "lx->ctxmark";
  re2c:yyfill:enable = 0;
  re2c:eof = 0;

  id_start = [a-zA-Z_];
  id_cont  = [a-zA-Z0-9_];
  digit    = [0-9];
  digpart  = digit ("_"? digit)*;
  decint   = [1-9] ("_"? digit)* | "0" ("_"? "0")*;
  badint   = "0" ("_"? "0")* ("_"? [1-9]) ("_"? digit)*;
  hexint   = "0" [xX] ("_"? [0-9a-fA-F])+;
  octint   = "0" [oO] ("_"? [0-7])+;
  binint   = "0" [bB] ("_"? [01])+;
  exponent = [eE] [+-]? digpart;
  pointflt = digpart? "." digpart | digpart ".";
  floatnum = pointflt exponent? | digpart exponent;
  imagnum  = (floatnum | digpart) [jJ];
  strpfx   = [rRuUbBfF] | [rR][bBfF] | [bBfF][rR];
*/

void lexer_init(Lexer *lx, Arena *a, Diag *d, const Source *src, StrTab *names) {
  memset(lx, 0, sizeof *lx);
  lx->arena = a;
  lx->diag = d;
  lx->src = src;
  lx->names = names;
  lx->cur = (const unsigned char *)src->text;
  lx->lim = lx->cur + src->len;
  lx->line_ptr = lx->cur;
  lx->line = 1;
  lx->at_bol = true;
  lx->nindent = 1; /* indent8[0] == indent1[0] == 0: the module level */
  lx->error_line = -1;
}

static int col_of(const Lexer *lx, const unsigned char *p) { return (int)(p - lx->line_ptr) + 1; }

static SrcLoc loc_here(const Lexer *lx, const unsigned char *p) {
  int c = col_of(lx, p);
  return (SrcLoc){lx->line, c, lx->line, c};
}

/* Notes a newline consumed at p (the '\n' itself). */
static void newline_at(Lexer *lx, const unsigned char *p) {
  lx->line++;
  lx->line_ptr = p + 1;
}

static void lex_error(Lexer *lx, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
static void lex_error(Lexer *lx, SrcLoc loc, const char *fmt, ...) {
  if (loc.line == lx->error_line)
    return;
  lx->error_line = loc.line;
  va_list ap;
  va_start(ap, fmt);
  diag_report(lx->diag, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
}

static void skip_to_eol(Lexer *lx) {
  while (lx->cur < lx->lim && *lx->cur != '\n')
    lx->cur++;
}

static void describe_char(char *buf, size_t n, const unsigned char *p, const unsigned char *lim) {
  unsigned c = *p;
  if (c >= 0x21 && c < 0x7f) {
    snprintf(buf, n, "'%c'", c);
    return;
  }
  /* Decode one UTF-8 sequence to name the code point. */
  unsigned cp = c, len = 1;
  if (c >= 0xC2 && c <= 0xDF) cp = c & 0x1F, len = 2;
  else if (c >= 0xE0 && c <= 0xEF) cp = c & 0x0F, len = 3;
  else if (c >= 0xF0 && c <= 0xF4) cp = c & 0x07, len = 4;
  if (len > 1 && p + len <= lim) {
    bool ok = true;
    for (unsigned i = 1; i < len; i++) {
      if ((p[i] & 0xC0) != 0x80) ok = false;
      cp = (cp << 6) | (p[i] & 0x3F);
    }
    if (ok) {
      snprintf(buf, n, "'%.*s' (U+%04X)", (int)len, (const char *)p, cp);
      return;
    }
  }
  snprintf(buf, n, "byte 0x%02X", c);
}

/* ---- strings ---------------------------------------------------------- */

static void put_utf8(StrBuf *sb, unsigned cp) {
  if (cp < 0x80) {
    sb_putc(sb, (char)cp);
  } else if (cp < 0x800) {
    sb_putc(sb, (char)(0xC0 | (cp >> 6)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    sb_putc(sb, (char)(0xE0 | (cp >> 12)));
    sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3F)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
  } else {
    sb_putc(sb, (char)(0xF0 | (cp >> 18)));
    sb_putc(sb, (char)(0x80 | ((cp >> 12) & 0x3F)));
    sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3F)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
  }
}

static int hexval(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Decodes one backslash escape at lx->cur (just after the backslash) into sb.
 * Unknown escapes stay as written, as Python keeps them. */
static bool decode_escape(Lexer *lx, StrBuf *sb, bool bytes) {
  const unsigned char *esc = lx->cur - 1;
  unsigned char c = *lx->cur++;
  switch (c) {
  case '\n': newline_at(lx, lx->cur - 1); return true;
  case '\\': sb_putc(sb, '\\'); return true;
  case '\'': sb_putc(sb, '\''); return true;
  case '"': sb_putc(sb, '"'); return true;
  case 'a': sb_putc(sb, '\a'); return true;
  case 'b': sb_putc(sb, '\b'); return true;
  case 'f': sb_putc(sb, '\f'); return true;
  case 'n': sb_putc(sb, '\n'); return true;
  case 'r': sb_putc(sb, '\r'); return true;
  case 't': sb_putc(sb, '\t'); return true;
  case 'v': sb_putc(sb, '\v'); return true;
  case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
    unsigned v = c - '0';
    for (int i = 0; i < 2 && *lx->cur >= '0' && *lx->cur <= '7' && lx->cur < lx->lim; i++)
      v = v * 8 + (unsigned)(*lx->cur++ - '0');
    if (bytes) sb_putc(sb, (char)(v & 0xFF));
    else put_utf8(sb, v);
    return true;
  }
  case 'x': case 'u': case 'U': {
    int n = c == 'x' ? 2 : c == 'u' ? 4 : 8;
    if (bytes && c != 'x')
      break;
    unsigned v = 0;
    for (int i = 0; i < n; i++) {
      int h = lx->cur < lx->lim ? hexval(*lx->cur) : -1;
      if (h < 0) {
        lex_error(lx, (SrcLoc){lx->line, col_of(lx, esc), lx->line, col_of(lx, lx->cur)},
                  "truncated \\%c escape: expected %d hex digits", c, n);
        return false;
      }
      v = v * 16 + (unsigned)h;
      lx->cur++;
    }
    if (v > 0x10FFFF) {
      lex_error(lx, loc_here(lx, esc), "escape \\%c names no Unicode character", c);
      return false;
    }
    if (bytes) sb_putc(sb, (char)v);
    else put_utf8(sb, v);
    return true;
  }
  default:
    break;
  }
  sb_putc(sb, '\\');
  lx->cur--;
  return true;
}

/* Scans a string body up to its closing quote. For f-strings (fstring set)
 * it stops before a '{' or '}' that is not doubled and returns 1; at the
 * closing quote it returns 0; on an error it returns -1. */
static int scan_string_body(Lexer *lx, StrBuf *sb, unsigned char quote, bool triple, bool raw,
                            bool bytes, bool fstring, SrcLoc start) {
  for (;;) {
    if (lx->cur >= lx->lim) {
      lex_error(lx, start, "unterminated %s%s literal (detected at line %d)",
                triple ? "triple-quoted " : "", fstring ? "f-string" : "string", lx->line);
      return -1;
    }
    unsigned char c = *lx->cur;
    if (c == quote) {
      if (!triple) {
        lx->cur++;
        return 0;
      }
      if (lx->lim - lx->cur >= 3 && lx->cur[1] == quote && lx->cur[2] == quote) {
        lx->cur += 3;
        return 0;
      }
      sb_putc(sb, (char)c);
      lx->cur++;
      continue;
    }
    if (c == '\n') {
      if (!triple) {
        lex_error(lx, start, "unterminated %s literal (detected at line %d)",
                  fstring ? "f-string" : "string", lx->line);
        return -1;
      }
      sb_putc(sb, '\n');
      newline_at(lx, lx->cur);
      lx->cur++;
      continue;
    }
    if (c == '\r' && lx->cur + 1 < lx->lim && lx->cur[1] == '\n') {
      lx->cur++;
      continue;
    }
    if (fstring && (c == '{' || c == '}')) {
      if (lx->cur + 1 < lx->lim && lx->cur[1] == c) {
        sb_putc(sb, (char)c);
        lx->cur += 2;
        continue;
      }
      return 1;
    }
    if (c == '\\') {
      lx->cur++;
      if (lx->cur >= lx->lim)
        continue;
      if (raw) {
        /* A raw string keeps the backslash but still cannot end at an
         * escaped quote. */
        sb_putc(sb, '\\');
        if (*lx->cur == '\n') {
          sb_putc(sb, '\n');
          newline_at(lx, lx->cur);
          lx->cur++;
        } else if (*lx->cur == quote || *lx->cur == '\\') {
          sb_putc(sb, (char)*lx->cur++);
        }
        continue;
      }
      if (!decode_escape(lx, sb, bytes))
        return -1;
      continue;
    }
    if (bytes && c >= 0x80) {
      lex_error(lx, loc_here(lx, lx->cur), "bytes can only contain ASCII literal characters");
      return -1;
    }
    sb_putc(sb, (char)c);
    lx->cur++;
  }
}

static void set_text(Lexer *lx, Token *t, StrBuf *sb) {
  t->len = sb->len;
  t->text = arena_strndup(lx->arena, sb->data ? sb->data : "", sb->len);
  sb_free(sb);
}

/* Finishes a token that began at lx->tok on line start_line. */
static void finish_loc(Lexer *lx, Token *t, int start_line, int start_col) {
  t->loc.line = start_line;
  t->loc.col = start_col;
  t->loc.end_line = lx->line;
  t->loc.end_col = col_of(lx, lx->cur) - 1;
  if (t->loc.end_line == t->loc.line && t->loc.end_col < t->loc.col)
    t->loc.end_col = t->loc.col;
}

static FState *ftop(Lexer *lx) { return lx->nf ? &lx->fstack[lx->nf - 1] : NULL; }

/* The innermost f-string literal state (the string a field belongs to). */
static FState *fstring_of(Lexer *lx) {
  for (int i = lx->nf - 1; i >= 0; i--)
    if (lx->fstack[i].mode == FMODE_LITERAL)
      return &lx->fstack[i];
  return NULL;
}

static void fpush(Lexer *lx, FState st) {
  if (lx->nf < LEX_MAX_DEPTH)
    lx->fstack[lx->nf++] = st;
}

/* After an error inside a line, drops the rest of it with any open brackets
 * and f-strings, so the NEWLINE that follows ends the statement and the
 * parser's recovery starts cleanly at the next one. */
static int abandon_line(Lexer *lx) {
  lx->nf = 0;
  lx->nbrackets = 0;
  skip_to_eol(lx);
  return TK_YYerror;
}

/* A string literal whose prefix and opening quote run from lx->tok to lx->cur. */
static int lex_string(Lexer *lx, Token *t) {
  bool raw = false, bytes = false, fstr = false;
  const unsigned char *p = lx->tok;
  for (; *p != '\'' && *p != '"'; p++) {
    unsigned char c = (unsigned char)(*p | 0x20);
    raw |= c == 'r';
    bytes |= c == 'b';
    fstr |= c == 'f';
  }
  unsigned char quote = *p;
  bool triple = lx->lim - lx->cur >= 2 && lx->cur[0] == quote && lx->cur[1] == quote;
  if (triple)
    lx->cur += 2;
  int line = lx->line, col = col_of(lx, lx->tok);
  SrcLoc start = {line, col, line, col_of(lx, lx->cur) - 1};

  /* Inside an f-string field, reusing the enclosing quote ends that string. */
  FState *outer = fstring_of(lx);
  if (outer && ftop(lx)->mode == FMODE_FIELD && quote == outer->quote && (!outer->triple || triple)) {
    lex_error(lx, loc_here(lx, lx->tok), "f-string: expecting '}' before the closing quote");
    return abandon_line(lx);
  }
  if (fstr) {
    fpush(lx, (FState){FMODE_LITERAL, quote, triple, raw, lx->nbrackets, NULL, start});
    t->loc = start;
    return TK_FSTRING_START;
  }
  StrBuf sb = {0};
  int r = scan_string_body(lx, &sb, quote, triple, raw, bytes, false, start);
  if (r < 0) {
    sb_free(&sb);
    return abandon_line(lx);
  }
  set_text(lx, t, &sb);
  finish_loc(lx, t, line, col);
  return bytes ? TK_BYTES : TK_STRING;
}

/* In f-string literal text or a format spec: the next literal part, a
 * field's opening '{', the end of the spec, or the end of the string. */
static int lex_fstring_text(Lexer *lx, Token *t) {
  FState *st = ftop(lx);
  FState *str = fstring_of(lx);
  lx->tok = lx->cur;
  int line = lx->line, col = col_of(lx, lx->cur);
  StrBuf sb = {0};
  int r = scan_string_body(lx, &sb, str->quote, str->triple, str->raw, false, true, str->start);
  if (r < 0) {
    sb_free(&sb);
    return abandon_line(lx);
  }
  if (sb.len > 0) {
    /* Give back the quote or brace that ended the text; it is the next token. */
    if (r == 0)
      lx->cur -= str->triple ? 3 : 1;
    set_text(lx, t, &sb);
    finish_loc(lx, t, line, col);
    return TK_FSTRING_MIDDLE;
  }
  sb_free(&sb);
  if (r == 0) {
    if (st->mode == FMODE_SPEC) {
      lex_error(lx, loc_here(lx, lx->cur - 1), "f-string: expecting '}' to end the field");
      return abandon_line(lx);
    }
    lx->nf--;
    finish_loc(lx, t, line, col);
    return TK_FSTRING_END;
  }
  unsigned char c = *lx->cur++;
  t->loc = loc_here(lx, lx->cur - 1);
  if (c == '{') {
    fpush(lx, (FState){FMODE_FIELD, 0, false, false, lx->nbrackets, lx->cur, t->loc});
    return TK_FIELD_START;
  }
  if (st->mode == FMODE_SPEC) {
    lx->nf--;
    return TK_FIELD_END;
  }
  lex_error(lx, t->loc, "f-string: single '}' is not allowed (write '}}' for a literal brace)");
  return abandon_line(lx);
}

/* ---- numbers ---------------------------------------------------------- */

static char *digits_without_underscores(Lexer *lx, const unsigned char *s, const unsigned char *e) {
  char *buf = arena_alloc(lx->arena, (size_t)(e - s) + 1);
  size_t n = 0;
  for (; s < e; s++)
    if (*s != '_')
      buf[n++] = (char)*s;
  buf[n] = '\0';
  return buf;
}

static int lex_integer(Lexer *lx, Token *t, int base, int prefix) {
  const char *d = digits_without_underscores(lx, lx->tok + prefix, lx->cur);
  uint64_t v = 0;
  bool overflow = false;
  for (; *d; d++) {
    uint64_t digit = (uint64_t)hexval((unsigned char)*d);
    if (v > (UINT64_MAX - digit) / (uint64_t)base)
      overflow = true;
    v = v * (uint64_t)base + digit;
  }
  t->ival = v;
  t->text = arena_strndup(lx->arena, (const char *)lx->tok, (size_t)(lx->cur - lx->tok));
  if (overflow) {
    lex_error(lx, t->loc, "integer literal %s does not fit in 64 bits", t->text);
    return TK_YYerror;
  }
  return TK_INTEGER;
}

static int lex_float(Lexer *lx, Token *t, bool imag) {
  const unsigned char *end = imag ? lx->cur - 1 : lx->cur;
  const char *d = digits_without_underscores(lx, lx->tok, end);
  errno = 0;
  t->fval = strtod(d, NULL);
  t->text = arena_strndup(lx->arena, (const char *)lx->tok, (size_t)(lx->cur - lx->tok));
  return imag ? TK_IMAGNUM : TK_FLOATNUM;
}

/* A number directly followed by a letter ("1abc", "0x1g") is one bad token. */
static bool isalnum_ascii(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool number_runs_on(Lexer *lx, Token *t) {
  if (lx->cur < lx->lim && (isalnum_ascii(*lx->cur) || *lx->cur == '_')) {
    const unsigned char *e = lx->cur;
    while (e < lx->lim && (isalnum_ascii(*e) || *e == '_'))
      e++;
    t->loc.end_col = col_of(lx, e) - 1;
    lex_error(lx, t->loc, "invalid number literal '%.*s'", (int)(e - lx->tok), (const char *)lx->tok);
    lx->cur = e;
    return true;
  }
  return false;
}

/* ---- keywords --------------------------------------------------------- */

static const struct { const char *word; int kind; } keywords[] = {
    {"False", TK_FALSE}, {"None", TK_NONE}, {"True", TK_TRUE}, {"and", TK_AND},
    {"as", TK_AS}, {"assert", TK_ASSERT}, {"async", TK_ASYNC}, {"await", TK_AWAIT},
    {"break", TK_BREAK}, {"class", TK_CLASS}, {"continue", TK_CONTINUE}, {"def", TK_DEF},
    {"del", TK_DEL}, {"elif", TK_ELIF}, {"else", TK_ELSE}, {"except", TK_EXCEPT},
    {"finally", TK_FINALLY}, {"for", TK_FOR}, {"from", TK_FROM}, {"global", TK_GLOBAL},
    {"if", TK_IF}, {"import", TK_IMPORT}, {"in", TK_IN}, {"is", TK_IS},
    {"lambda", TK_LAMBDA}, {"nonlocal", TK_NONLOCAL}, {"not", TK_NOT}, {"or", TK_OR},
    {"pass", TK_PASS}, {"raise", TK_RAISE}, {"return", TK_RETURN}, {"try", TK_TRY},
    {"while", TK_WHILE}, {"with", TK_WITH}, {"yield", TK_YIELD},
};

static int keyword_or_name(Lexer *lx, Token *t) {
  size_t len = (size_t)(lx->cur - lx->tok);
  for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
    if (strlen(keywords[i].word) == len && memcmp(keywords[i].word, lx->tok, len) == 0)
      return keywords[i].kind;
  t->text = strtab_intern(lx->names, (const char *)lx->tok, len);
  t->len = len;
  return TK_NAME;
}

/* ---- brackets --------------------------------------------------------- */

static int open_bracket(Lexer *lx, Token *t, unsigned char c) {
  if (lx->nbrackets == LEX_MAX_DEPTH) {
    lex_error(lx, t->loc, "too many nested brackets (the limit is %d)", LEX_MAX_DEPTH);
    return TK_YYerror;
  }
  lx->brackets[lx->nbrackets].ch = c;
  lx->brackets[lx->nbrackets].loc = t->loc;
  lx->nbrackets++;
  return c;
}

static int close_bracket(Lexer *lx, Token *t, unsigned char c) {
  static const char open_of[128] = {[')'] = '(', [']'] = '[', ['}'] = '{'};
  FState *st = ftop(lx);
  int floor = st && st->mode == FMODE_FIELD ? st->depth : 0;
  if (st && st->mode == FMODE_FIELD && lx->nbrackets == floor) {
    if (c == '}') {
      lx->nf--;
      return TK_FIELD_END;
    }
    lex_error(lx, t->loc, "f-string: unmatched '%c'", c);
    return abandon_line(lx);
  }
  if (lx->nbrackets <= floor) {
    lex_error(lx, t->loc, "unmatched '%c'", c);
    return TK_YYerror;
  }
  unsigned char open = lx->brackets[lx->nbrackets - 1].ch;
  if (open != open_of[c]) {
    SrcLoc oloc = lx->brackets[lx->nbrackets - 1].loc;
    lex_error(lx, t->loc, "closing '%c' does not match the opening '%c' on line %d", c, open,
              oloc.line);
    return TK_YYerror;
  }
  lx->nbrackets--;
  return c;
}

/* ---- indentation ------------------------------------------------------ */

/* At the start of a logical line: measures the indentation and queues
 * INDENT/DEDENT. Returns a token kind to emit now, or -1 for none. Blank and
 * comment-only lines are skipped without tokens. */
static int indentation(Lexer *lx, Token *t) {
  for (;;) {
    int w8 = 0, w1 = 0;
    const unsigned char *p = lx->cur;
    for (; p < lx->lim; p++) {
      if (*p == ' ') w8++, w1++;
      else if (*p == '\t') w8 = (w8 / 8 + 1) * 8, w1++;
      else if (*p == '\f') w8 = w1 = 0;
      else break;
    }
    if (p < lx->lim && *p == '\r' && p + 1 < lx->lim && p[1] == '\n')
      p++;
    if (p < lx->lim && (*p == '\n' || *p == '#')) {
      while (p < lx->lim && *p != '\n')
        p++;
      if (p < lx->lim) {
        newline_at(lx, p);
        lx->cur = p + 1;
        continue;
      }
      lx->cur = p;
      return -1;
    }
    lx->cur = p;
    if (p >= lx->lim)
      return -1;
    lx->at_bol = false;
    t->loc = loc_here(lx, p);
    int top8 = lx->indent8[lx->nindent - 1], top1 = lx->indent1[lx->nindent - 1];
    if (w8 == top8) {
      if (w1 != top1) {
        lex_error(lx, t->loc, "inconsistent use of tabs and spaces in indentation");
        return TK_YYerror;
      }
      return -1;
    }
    if (w8 > top8) {
      if (w1 <= top1) {
        lex_error(lx, t->loc, "inconsistent use of tabs and spaces in indentation");
        return TK_YYerror;
      }
      if (lx->nindent == LEX_MAX_INDENT) {
        lex_error(lx, t->loc, "too many levels of indentation (the limit is %d, as in CPython)", LEX_MAX_INDENT - 1);
        return TK_YYerror;
      }
      lx->indent8[lx->nindent] = w8;
      lx->indent1[lx->nindent] = w1;
      lx->nindent++;
      return TK_INDENT;
    }
    while (lx->nindent > 1 && lx->indent8[lx->nindent - 1] > w8) {
      lx->nindent--;
      lx->pending_dedents++;
    }
    /* On a bad dedent, the DEDENTs that close the blocks it does leave come
     * first and the error after them, so the parser's recovery skips only
     * this line and the block structure stays intact. */
    if (lx->indent8[lx->nindent - 1] != w8) {
      lx->pending_error = "unindent does not match any outer indentation level";
      lx->pending_error_loc = t->loc;
    } else if (lx->indent1[lx->nindent - 1] != w1) {
      lx->pending_error = "inconsistent use of tabs and spaces in indentation";
      lx->pending_error_loc = t->loc;
    }
    lx->pending_dedents--;
    return TK_DEDENT;
  }
}

/* At the end of the input: close what is open, a final NEWLINE, the DEDENTs. */
static int end_of_input(Lexer *lx, Token *t) {
  t->loc = loc_here(lx, lx->cur);
  if (lx->nf > 0) {
    FState *str = fstring_of(lx);
    lex_error(lx, str ? str->start : t->loc, "unterminated f-string literal (detected at line %d)",
              lx->line);
    lx->nf = 0;
    lx->nbrackets = 0;
    return TK_YYerror;
  }
  if (lx->nbrackets > 0) {
    SrcLoc open = lx->brackets[0].loc;
    lex_error(lx, open, "'%c' was never closed", lx->brackets[0].ch);
    lx->nbrackets = 0;
    return TK_YYerror;
  }
  if (lx->line_has_tokens) {
    lx->line_has_tokens = false;
    lx->at_bol = true;
    return TK_NEWLINE;
  }
  if (lx->nindent > 1) {
    lx->nindent--;
    return TK_DEDENT;
  }
  lx->eof_done = true;
  return TK_YYEOF;
}

/* ---- the scanner ------------------------------------------------------ */

static int scan_token(Lexer *lx, Token *t) {
  for (;;) {
    lx->tok = lx->cur;
    t->loc = loc_here(lx, lx->cur);
    FState *fs = ftop(lx);
    bool in_field = fs && fs->mode == FMODE_FIELD && lx->nbrackets == fs->depth;
    /*!re2c
      $ { return end_of_input(lx, t); }

      [ \t\f]+ { continue; }
      "#" [^\n]* { continue; }
      "\r"? "\n" {
        if (fs && !fstring_of(lx)->triple) {
          /* Leave the newline to end the line, so recovery stops there. */
          lex_error(lx, fstring_of(lx)->start, "unterminated f-string literal (detected at line %d)",
                    lx->line);
          lx->nf = 0;
          lx->nbrackets = 0;
          lx->cur = lx->tok;
          return TK_YYerror;
        }
        newline_at(lx, lx->cur - 1);
        if (lx->nbrackets > 0 || fs)
          continue;
        lx->at_bol = true;
        if (!lx->line_has_tokens)
          continue;
        lx->line_has_tokens = false;
        t->loc.end_col = t->loc.col;
        return TK_NEWLINE;
      }
      "\\" "\r"? "\n" { newline_at(lx, lx->cur - 1); continue; }
      "\\" {
        lex_error(lx, t->loc, "unexpected character after line continuation character");
        return abandon_line(lx);
      }

      strpfx? ['"] { return lex_string(lx, t); }

      id_start id_cont* { return keyword_or_name(lx, t); }

      decint { return number_runs_on(lx, t) ? TK_YYerror : lex_integer(lx, t, 10, 0); }
      hexint { return number_runs_on(lx, t) ? TK_YYerror : lex_integer(lx, t, 16, 2); }
      octint { return number_runs_on(lx, t) ? TK_YYerror : lex_integer(lx, t, 8, 2); }
      binint { return number_runs_on(lx, t) ? TK_YYerror : lex_integer(lx, t, 2, 2); }
      floatnum { return number_runs_on(lx, t) ? TK_YYerror : lex_float(lx, t, false); }
      imagnum { return number_runs_on(lx, t) ? TK_YYerror : lex_float(lx, t, true); }
      badint {
        lex_error(lx, t->loc, "leading zeros in decimal integer literals are not permitted; "
                              "use an 0o prefix for octal integers");
        return TK_YYerror;
      }
      "0" [xXoObB] {
        lex_error(lx, t->loc, "invalid number literal: no digits after '%.*s'", 2,
                  (const char *)lx->tok);
        return TK_YYerror;
      }

      "+="  { t->ival = OP_ADD; return TK_AUGASSIGN; }
      "-="  { t->ival = OP_SUB; return TK_AUGASSIGN; }
      "*="  { t->ival = OP_MUL; return TK_AUGASSIGN; }
      "/="  { t->ival = OP_DIV; return TK_AUGASSIGN; }
      "//=" { t->ival = OP_FLOORDIV; return TK_AUGASSIGN; }
      "%="  { t->ival = OP_MOD; return TK_AUGASSIGN; }
      "**=" { t->ival = OP_POW; return TK_AUGASSIGN; }
      "@="  { t->ival = OP_MATMUL; return TK_AUGASSIGN; }
      "<<=" { t->ival = OP_LSHIFT; return TK_AUGASSIGN; }
      ">>=" { t->ival = OP_RSHIFT; return TK_AUGASSIGN; }
      "&="  { t->ival = OP_BITAND; return TK_AUGASSIGN; }
      "|="  { t->ival = OP_BITOR; return TK_AUGASSIGN; }
      "^="  { t->ival = OP_BITXOR; return TK_AUGASSIGN; }
      "**"  { return TK_POW; }
      "//"  { return TK_FLOORDIV; }
      "<<"  { return TK_LSHIFT; }
      ">>"  { return TK_RSHIFT; }
      "<="  { return TK_LE; }
      ">="  { return TK_GE; }
      "=="  { return TK_EQ; }
      "!="  { return TK_NE; }
      "->"  { return TK_ARROW; }
      "..." { return TK_ELLIPSIS; }
      ":="  {
        /* f"{n:=+8}": at the top level of a field a colon starts the
         * spec (a walrus there needs parentheses, as in Python). */
        if (in_field) {
          lx->cur = lx->tok + 1;
          ftop(lx)->mode = FMODE_SPEC;
          return TK_FIELD_SPEC;
        }
        return TK_COLONEQ;
      }
      "!" id_cont+ {
        if (in_field) {
          t->ival = lx->tok[1];
          if (lx->cur - lx->tok != 2 || !strchr("rsa", lx->tok[1])) {
            lex_error(lx, t->loc, "f-string: invalid conversion '%.*s' (expected !r, !s or !a)",
                      (int)(lx->cur - lx->tok), (const char *)lx->tok);
            return abandon_line(lx);
          }
          return TK_FIELD_CONV;
        }
        lx->cur = lx->tok + 1;
        lex_error(lx, t->loc, "'!' is not an operator in Python; use 'not' or '!='");
        return TK_YYerror;
      }
      "!" {
        lex_error(lx, t->loc, "'!' is not an operator in Python; use 'not' or '!='");
        return TK_YYerror;
      }
      "=" [ \t]* / ([}:] | "!" [^=]) {
        /* f"{x=}" and f"{x = :.2f}": the text of the field up to here is
         * printed before the value. */
        if (in_field) {
          t->text = arena_strndup(lx->arena, (const char *)fs->text, (size_t)(lx->cur - fs->text));
          t->len = (size_t)(lx->cur - fs->text);
          return TK_FIELD_DEBUG;
        }
        lx->cur = lx->tok + 1;
        return '=';
      }
      ":" {
        if (in_field) {
          FState *f = ftop(lx);
          f->mode = FMODE_SPEC;
          return TK_FIELD_SPEC;
        }
        return ':';
      }
      [([{] { return open_bracket(lx, t, lx->tok[0]); }
      [)\]}] { return close_bracket(lx, t, lx->tok[0]); }
      [-+*/%@&|^~<>=.,;] { return lx->tok[0]; }

      * {
        char what[48];
        describe_char(what, sizeof what, lx->tok, lx->lim);
        lex_error(lx, t->loc, "invalid character %s in the program", what);
        /* Skip a whole UTF-8 sequence, not just its first byte. */
        while (lx->cur < lx->lim && (*lx->cur & 0xC0) == 0x80)
          lx->cur++;
        return TK_YYerror;
      }
    */
  }
}

int lexer_next(Lexer *lx, Token *t) {
  memset(t, 0, sizeof *t);
  int kind = -1;
  if (lx->eof_done) {
    t->loc = loc_here(lx, lx->cur);
    return TK_YYEOF;
  }
  if (lx->pending_dedents > 0) {
    lx->pending_dedents--;
    t->loc = loc_here(lx, lx->cur);
    kind = TK_DEDENT;
  } else if (lx->pending_error) {
    lex_error(lx, lx->pending_error_loc, "%s", lx->pending_error);
    lx->pending_error = NULL;
    t->loc = lx->pending_error_loc;
    kind = TK_YYerror;
  } else if (lx->nf > 0 && ftop(lx)->mode != FMODE_FIELD) {
    kind = lex_fstring_text(lx, t);
  } else if (lx->at_bol && lx->nbrackets == 0) {
    kind = indentation(lx, t);
  }
  if (kind < 0) {
    int line = lx->line;
    kind = scan_token(lx, t);
    /* re2c actions set only the start; a one-line token ends where the
     * cursor stopped (strings and numbers set their own end). */
    if (t->loc.end_col == t->loc.col && kind != TK_NEWLINE && lx->line == line &&
        lx->cur > lx->tok + 1)
      finish_loc(lx, t, t->loc.line, t->loc.col);
  }
  t->kind = kind;
  bool layout = kind == TK_INDENT || kind == TK_DEDENT || kind == TK_NEWLINE || kind == TK_YYEOF;
  lx->tok_first_on_line = false;
  if (!layout && kind != TK_YYerror) {
    if (!lx->line_has_tokens) {
      lx->prev_line_first_kind = lx->line_first_kind;
      lx->prev_line_first_loc = lx->line_first_loc;
      lx->line_first_kind = kind;
      lx->line_first_loc = t->loc;
      lx->tok_first_on_line = true;
    }
    lx->line_has_tokens = true;
  }
  if (kind == TK_YYerror)
    lx->line_has_tokens = true;
  lx->prev = lx->last;
  lx->last = *t;
  return kind;
}

const char *token_describe(Arena *a, const Token *t) {
  switch (t->kind) {
  case TK_NAME: return arena_printf(a, "name '%s'", t->text);
  case TK_INTEGER:
  case TK_FLOATNUM:
  case TK_IMAGNUM: return arena_printf(a, "number %s", t->text);
  case TK_STRING: return "string literal";
  case TK_BYTES: return "bytes literal";
  case TK_AUGASSIGN: return arena_printf(a, "'%s='", ast_op_name((AstOp)t->ival));
  default: return token_kind_name(t->kind);
  }
}

/* The --emit=tokens dump: one token a line, "LINE:COL KIND [VALUE]". */
void lexer_dump_tokens(Lexer *lx, StrBuf *out) {
  Token t;
  for (;;) {
    int kind = lexer_next(lx, &t);
    sb_printf(out, "%d:%d ", t.loc.line, t.loc.col);
    switch (kind) {
    case TK_NAME: sb_printf(out, "NAME %s", t.text); break;
    case TK_INTEGER: sb_printf(out, "INT %s", t.text); break;
    case TK_FLOATNUM: sb_printf(out, "FLOAT %s", t.text); break;
    case TK_IMAGNUM: sb_printf(out, "IMAG %s", t.text); break;
    case TK_STRING: sb_puts(out, "STRING "); sb_put_quoted(out, t.text, t.len); break;
    case TK_BYTES: sb_puts(out, "BYTES "); sb_put_quoted(out, t.text, t.len); break;
    case TK_FSTRING_START: sb_puts(out, "FSTRING_START"); break;
    case TK_FSTRING_MIDDLE: sb_puts(out, "FSTRING_MIDDLE "); sb_put_quoted(out, t.text, t.len); break;
    case TK_FSTRING_END: sb_puts(out, "FSTRING_END"); break;
    case TK_FIELD_START: sb_puts(out, "FIELD_START"); break;
    case TK_FIELD_END: sb_puts(out, "FIELD_END"); break;
    case TK_FIELD_CONV: sb_printf(out, "FIELD_CONV !%c", (int)t.ival); break;
    case TK_FIELD_SPEC: sb_puts(out, "FIELD_SPEC"); break;
    case TK_FIELD_DEBUG: sb_puts(out, "FIELD_DEBUG "); sb_put_quoted(out, t.text, t.len); break;
    case TK_AUGASSIGN: sb_printf(out, "'%s='", ast_op_name((AstOp)t.ival)); break;
    case TK_NEWLINE: sb_puts(out, "NEWLINE"); break;
    case TK_INDENT: sb_puts(out, "INDENT"); break;
    case TK_DEDENT: sb_puts(out, "DEDENT"); break;
    case TK_YYEOF: sb_puts(out, "EOF"); break;
    case TK_YYerror: sb_puts(out, "ERROR"); break;
    default: sb_puts(out, token_kind_name(kind)); break;
    }
    sb_putc(out, '\n');
    if (kind == TK_YYEOF)
      return;
  }
}
