/* The lexer: Python 3 tokens (LANGUAGE.md §2) with line:col, INDENT and
 * DEDENT from leading whitespace, implicit joining inside brackets, `\`
 * continuation, and f-strings split into literal parts and expressions.
 *
 * Token kinds are Bison's (build/gen/parser.h), so the parser needs no
 * translation table. Errors are reported through Diag; the lexer then
 * returns TK_YYerror, which makes the parser recover at the next statement
 * without printing a second message. */
#ifndef ARRC_LEXER_H
#define ARRC_LEXER_H

#include "diag.h"

typedef struct {
  int kind;          /* a Bison token code, or a character for one-char tokens */
  SrcLoc loc;
  const char *text;  /* NAME: interned; STRING, BYTES, FSTRING_MIDDLE: decoded
                        bytes (NUL-terminated, may hold NULs); numbers: source */
  size_t len;
  uint64_t ival;     /* INTEGER value; AUGASSIGN: the AstOp; FIELD_CONV: 'r' 's' 'a' */
  double fval;       /* FLOATNUM and IMAGNUM value */
} Token;

/* CPython's own limits, so that arrc refuses exactly the programs python3
 * refuses: 200 nested brackets (MAXLEVEL in its tokenizer), and an
 * indentation stack of 100 entries (MAXINDENT), the module level included,
 * so at most 99 levels of indented blocks. */
enum { LEX_MAX_DEPTH = 200, LEX_MAX_INDENT = 100 };

/* Inside an f-string the lexer works in modes: the literal text of the
 * string, an expression field `{...}`, or a field's format spec. */
typedef enum { FMODE_LITERAL, FMODE_FIELD, FMODE_SPEC } FMode;

typedef struct {
  FMode mode;
  unsigned char quote;  /* LITERAL: the quote character */
  bool triple, raw;     /* LITERAL */
  int depth;            /* FIELD: bracket depth when the field opened */
  const unsigned char *text; /* FIELD: the source just after its '{' (for f"{x=}") */
  SrcLoc start;         /* where the f-string or field began */
} FState;

typedef struct Lexer {
  Arena *arena;
  Diag *diag;
  const Source *src;
  StrTab *names;
  const unsigned char *cur, *lim, *mark, *ctxmark, *tok;
  const unsigned char *line_ptr;  /* start of the current physical line */
  int line;

  /* Indentation: widths with tabs to multiples of 8 and of 1 (Python's rule
   * for "inconsistent use of tabs and spaces"). */
  int indent8[LEX_MAX_INDENT], indent1[LEX_MAX_INDENT];
  int nindent;
  int pending_dedents;
  const char *pending_error;  /* an indentation error to report after the DEDENTs */
  SrcLoc pending_error_loc;
  bool at_bol;          /* at the beginning of a logical line */
  bool line_has_tokens; /* a token other than INDENT/DEDENT since the last NEWLINE */
  bool eof_done;

  struct { unsigned char ch; SrcLoc loc; } brackets[LEX_MAX_DEPTH];
  int nbrackets;
  FState fstack[LEX_MAX_DEPTH];
  int nf;

  /* For the parser's messages: the last two tokens returned, and the first
   * token of the current and of the previous logical line. */
  Token last, prev;
  int line_first_kind, prev_line_first_kind;
  SrcLoc line_first_loc, prev_line_first_loc;
  bool tok_first_on_line;  /* the last token returned began its logical line */
  int error_line;          /* one lexical error per line is reported */
} Lexer;

void lexer_init(Lexer *lx, Arena *a, Diag *d, const Source *src, StrTab *names);
/* Fills *t with the next token and returns its kind; TK_YYEOF (0) at the end. */
int lexer_next(Lexer *lx, Token *t);

/* Lexes the whole input, writing one line per token (--emit=tokens). */
void lexer_dump_tokens(Lexer *lx, StrBuf *out);

/* A token kind's name for dumps and messages: "'if'", "name", "'('". */
const char *token_kind_name(int kind);
/* A token as a message shows it: "name 'x'", "'if'", "end of line". */
const char *token_describe(Arena *a, const Token *t);

#endif
