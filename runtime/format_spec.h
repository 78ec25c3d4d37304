/* The format-spec mini-language's parser (Python/formatter_unicode.c's
 * parse_internal_render_format_spec) and the checks of a parsed spec that
 * do not depend on the value, shared by the runtime (format.c), which
 * formats with them, and the compiler (ir/infer_format.c), which reports a
 * bad constant spec before the program runs. Everything here is static
 * inline and needs only the C library, so that both sides include it
 * without linking each other. */
#ifndef ARRC_FORMAT_SPEC_H
#define ARRC_FORMAT_SPEC_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_abi.h"

/* The exception a bad spec raises, with Python's message. */
typedef struct {
  arrc_error_kind kind;
  char message[256];
} arrc_format_error;

/* A parsed spec: InternalFormatSpec. */
typedef struct {
  char fill[4];          /* the fill character's UTF-8 bytes */
  int fill_len;
  uint32_t fill_char;
  uint32_t align;        /* '<', '>', '^' or '=' */
  uint32_t sign;         /* 0, '+', '-' or ' ' */
  bool no_neg_0;         /* 'z' */
  bool alternate;        /* '#' */
  int64_t width;         /* -1 when not given */
  char separator;        /* 0, ',' or '_' */
  int group;             /* digits per group: 3, or 4 for '_' in b, o, x, X */
  int64_t precision;     /* -1 when not given */
  uint32_t type;         /* 0 when not given (floats only) */
} format_spec;

static inline bool format_fail(arrc_format_error *err, arrc_error_kind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static inline bool format_fail(arrc_format_error *err, arrc_error_kind kind, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  err->kind = kind;
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  return false;
}

/* Python names a type character in messages as itself when it is a
 * visible ASCII character, else by its hexadecimal code. */
static inline void describe_char(char *buf, size_t cap, uint32_t c) {
  if (c > 32 && c < 128)
    snprintf(buf, cap, "'%c'", (char)c);
  else
    snprintf(buf, cap, "'\\x%x'", (unsigned)c);
}

/* The spec as code points, so that "the second character" and "one
 * character left" mean what they mean to Python. A byte that is not valid
 * UTF-8 counts as one character. */
typedef struct {
  uint32_t *cp;
  int *offset;           /* byte offset of each code point, and the total at [n] */
  size_t n;
} spec_chars;

static inline size_t utf8_length(const unsigned char *s, size_t n, uint32_t *cp) {
  uint32_t c = s[0];
  size_t len = c < 0x80                ? 1
               : c >= 0xc2 && c < 0xe0 ? 2
               : c >= 0xe0 && c < 0xf0 ? 3
               : c >= 0xf0 && c < 0xf5 ? 4
                                       : 0;
  if (len == 0 || len > n) {
    *cp = c;
    return 1;
  }
  uint32_t v = len == 1 ? c : c & (0xff >> (len + 1));
  for (size_t i = 1; i < len; i++) {
    if ((s[i] & 0xc0) != 0x80) {
      *cp = c;
      return 1;
    }
    v = v << 6 | (s[i] & 0x3f);
  }
  *cp = v;
  return len;
}

static inline bool split_spec(spec_chars *sc, const char *spec, size_t len) {
  sc->cp = malloc((len + 1) * sizeof *sc->cp);
  sc->offset = malloc((len + 1) * sizeof *sc->offset);
  sc->n = 0;
  if (!sc->cp || !sc->offset) {
    free(sc->cp);
    free(sc->offset);
    sc->cp = NULL;
    sc->offset = NULL;
    return false;
  }
  for (size_t i = 0; i < len;) {
    sc->offset[sc->n] = (int)i;
    i += utf8_length((const unsigned char *)spec + i, len - i, &sc->cp[sc->n]);
    sc->n++;
  }
  sc->offset[sc->n] = (int)len;
  return true;
}

static inline void free_spec_chars(spec_chars *sc) {
  free(sc->cp);
  free(sc->offset);
}

static inline bool is_align(uint32_t c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

/* get_integer: the digits at *pos; -1 when they overflow Py_ssize_t. */
static inline int read_integer(const spec_chars *sc, size_t *pos, int64_t *out) {
  int64_t acc = 0;
  int count = 0;
  while (*pos < sc->n && sc->cp[*pos] >= '0' && sc->cp[*pos] <= '9') {
    int64_t d = sc->cp[*pos] - '0';
    if (acc > (INT64_MAX - d) / 10)
      return -1;
    acc = acc * 10 + d;
    (*pos)++;
    count++;
  }
  *out = acc;
  return count;
}

/* parse_internal_render_format_spec. */
static inline bool parse_spec(format_spec *f, const char *spec, size_t spec_len, uint32_t default_type,
                       uint32_t default_align, const char *type_name, arrc_format_error *err) {
  spec_chars sc;
  memset(f, 0, sizeof *f);
  if (!split_spec(&sc, spec, spec_len))
    return format_fail(err, ARRC_MEMORY_ERROR, "cannot allocate %zu bytes", (spec_len + 1) * sizeof *sc.cp);
  f->fill[0] = ' ';
  f->fill_len = 1;
  f->fill_char = ' ';
  f->align = default_align;
  f->width = -1;
  f->precision = -1;
  f->type = default_type;
  f->group = 3;
  bool ok = false, fill_given = false, align_given = false;
  size_t pos = 0, n = sc.n;
  int64_t number;
  int digits;

  if (n >= 2 && is_align(sc.cp[1])) {
    f->align = sc.cp[1];
    f->fill_char = sc.cp[0];
    f->fill_len = sc.offset[1];
    memcpy(f->fill, spec, (size_t)f->fill_len);
    fill_given = align_given = true;
    pos = 2;
  } else if (n >= 1 && is_align(sc.cp[0])) {
    f->align = sc.cp[0];
    align_given = true;
    pos = 1;
  }
  if (pos < n && (sc.cp[pos] == '+' || sc.cp[pos] == '-' || sc.cp[pos] == ' '))
    f->sign = sc.cp[pos++];
  if (pos < n && sc.cp[pos] == 'z') {
    f->no_neg_0 = true;
    pos++;
  }
  if (pos < n && sc.cp[pos] == '#') {
    f->alternate = true;
    pos++;
  }
  /* A '0' before the width means zero padding after the sign, unless a
   * fill or an alignment was given. */
  if (!fill_given && pos < n && sc.cp[pos] == '0') {
    f->fill[0] = '0';
    f->fill_char = '0';
    if (!align_given && default_align == '>')
      f->align = '=';
    pos++;
  }
  digits = read_integer(&sc, &pos, &number);
  if (digits < 0) {
    format_fail(err, ARRC_VALUE_ERROR, "Too many decimal digits in format string");
    goto done;
  }
  if (digits > 0)
    f->width = number;
  if (pos < n && sc.cp[pos] == ',') {
    f->separator = ',';
    pos++;
  }
  if (pos < n && sc.cp[pos] == '_') {
    if (f->separator) {
      format_fail(err, ARRC_VALUE_ERROR, "Cannot specify both ',' and '_'.");
      goto done;
    }
    f->separator = '_';
    pos++;
  }
  if (pos < n && sc.cp[pos] == ',' && f->separator == '_') {
    format_fail(err, ARRC_VALUE_ERROR, "Cannot specify both ',' and '_'.");
    goto done;
  }
  if (pos < n && sc.cp[pos] == '.') {
    pos++;
    digits = read_integer(&sc, &pos, &number);
    if (digits < 0) {
      format_fail(err, ARRC_VALUE_ERROR, "Too many decimal digits in format string");
      goto done;
    }
    if (digits == 0) {
      format_fail(err, ARRC_VALUE_ERROR, "Format specifier missing precision");
      goto done;
    }
    f->precision = number;
  }
  if (n - pos > 1) {
    format_fail(err, ARRC_VALUE_ERROR, "Invalid format specifier '%.*s' for object of type '%s'", (int)spec_len,
         spec, type_name);
    goto done;
  }
  if (n - pos == 1)
    f->type = sc.cp[pos];

  if (f->separator) {
    switch (f->type) {
    case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
      break;
    case 'b': case 'o': case 'x': case 'X':
      /* Underscores group binary, octal and hexadecimal digits by four. */
      if (f->separator == '_') {
        f->group = 4;
        break;
      }
      /* fall through */
    default: {
      char what[16];
      describe_char(what, sizeof what, f->type);
      format_fail(err, ARRC_VALUE_ERROR, "Cannot specify '%c' with %s.", f->separator, what);
      goto done;
    }
    }
  }
  ok = true;
done:
  free_spec_chars(&sc);
  return ok;
}

static inline bool unknown_type(arrc_format_error *err, uint32_t type, const char *type_name) {
  char what[16];
  describe_char(what, sizeof what, type);
  return format_fail(err, ARRC_VALUE_ERROR, "Unknown format code %s for object of type '%s'", what, type_name);
}


/* The kinds of values whose format specs are checked: what __format__ the
 * value has (a bool has int's, with its own name in messages). */
typedef enum { FORMAT_INT, FORMAT_BOOL, FORMAT_FLOAT, FORMAT_COMPLEX, FORMAT_STR } format_kind;

static inline const char *format_kind_name(format_kind k) {
  static const char *const names[] = {"int", "bool", "float", "complex", "str"};
  return names[k];
}

/* Whether a type code formats an int as an integer (b c d o x X n) rather
 * than as the float of its value (e E f F g G %). */
static inline bool format_is_integer_type(uint32_t type) {
  return type == 'b' || type == 'c' || type == 'd' || type == 'o' || type == 'x' || type == 'X' || type == 'n';
}

/* Parses spec for a value of kind k and makes the checks CPython makes
 * before it looks at the value (format_long_internal,
 * format_float_internal, format_complex_internal, format_string_internal),
 * in their order. Only
 * %c's range is left, which depends on the value. */
static inline bool format_spec_parse_for(format_spec *f, const char *spec, size_t spec_len, format_kind k,
                                         arrc_format_error *err) {
  const char *name = format_kind_name(k);
  switch (k) {
  case FORMAT_INT: case FORMAT_BOOL:
    if (!parse_spec(f, spec, spec_len, 'd', '>', name, err))
      return false;
    if (format_is_integer_type(f->type)) {
      if (f->precision != -1)
        return format_fail(err, ARRC_VALUE_ERROR, "Precision not allowed in integer format specifier");
      if (f->no_neg_0)
        return format_fail(err, ARRC_VALUE_ERROR,
                           "Negative zero coercion (z) not allowed in integer format specifier");
      if (f->type == 'c' && f->sign)
        return format_fail(err, ARRC_VALUE_ERROR, "Sign not allowed with integer format specifier 'c'");
      if (f->type == 'c' && f->alternate)
        return format_fail(err, ARRC_VALUE_ERROR,
                           "Alternate form (#) not allowed with integer format specifier 'c'");
      return true;
    }
    switch (f->type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
      break;
    default:
      return unknown_type(err, f->type, name);
    }
    break;
  case FORMAT_FLOAT:
    if (!parse_spec(f, spec, spec_len, 0, '>', name, err))
      return false;
    switch (f->type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
      break;
    default:
      return unknown_type(err, f->type, name);
    }
    break;
  case FORMAT_COMPLEX:
    if (!parse_spec(f, spec, spec_len, 0, '>', name, err))
      return false;
    switch (f->type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n':
      break;
    default:
      return unknown_type(err, f->type, name);
    }
    if (f->precision > INT32_MAX)
      return format_fail(err, ARRC_VALUE_ERROR, "precision too big");
    if (f->fill_char == '0')
      return format_fail(err, ARRC_VALUE_ERROR, "Zero padding is not allowed in complex format specifier");
    if (f->align == '=')
      return format_fail(err, ARRC_VALUE_ERROR, "'=' alignment flag is not allowed in complex format specifier");
    return true;
  case FORMAT_STR:
    if (!parse_spec(f, spec, spec_len, 's', '<', name, err))
      return false;
    if (f->type != 's')
      return unknown_type(err, f->type, name);
    if (f->sign == ' ')
      return format_fail(err, ARRC_VALUE_ERROR, "Space not allowed in string format specifier");
    if (f->sign)
      return format_fail(err, ARRC_VALUE_ERROR, "Sign not allowed in string format specifier");
    if (f->no_neg_0)
      return format_fail(err, ARRC_VALUE_ERROR,
                         "Negative zero coercion (z) not allowed in string format specifier");
    if (f->alternate)
      return format_fail(err, ARRC_VALUE_ERROR, "Alternate form (#) not allowed in string format specifier");
    if (f->align == '=')
      return format_fail(err, ARRC_VALUE_ERROR, "'=' alignment not allowed in string format specifier");
    return true;
  }
  /* A float's precision must fit an int (format_float_internal). */
  if (f->precision > INT32_MAX)
    return format_fail(err, ARRC_VALUE_ERROR, "precision too big");
  return true;
}

/* ---- printf-style directives: str % args (PyUnicode_Format) ------------ */

/* The conversion flags of a '%' directive. */
enum { PCT_LJUST = 1, PCT_SIGN = 2, PCT_BLANK = 4, PCT_ALT = 8, PCT_ZERO = 16 };

/* One directive: "%%" (conv '%', nothing else read), or flags, width,
 * precision and a conversion character. A width or precision of '*' is
 * taken from the next argument. */
typedef struct {
  int flags;
  bool width_star, prec_star;
  int64_t width, prec;   /* -1 when not given */
  uint32_t conv;         /* the conversion character (a code point) */
  bool escaped_percent;  /* "%%" */
  size_t end;            /* the byte after the directive */
  size_t conv_index;     /* the conversion character's index in characters */
} percent_directive;

/* Reads the directive whose '%' is fmt[pos], the character at index
 * char_pos: unicode_format_arg_parse. A mapping key "%(name)s" is reported
 * as Python reports it without a mapping: a constant format string with a
 * dict was rewritten into one without keys (ir/infer_mapping.c). */
static inline bool percent_parse(const char *fmt, size_t len, size_t pos, size_t char_pos, percent_directive *d,
                                 arrc_format_error *err) {
  memset(d, 0, sizeof *d);
  d->width = d->prec = -1;
  size_t p = pos + 1;
  if (p < len && fmt[p] == '%') {
    d->escaped_percent = true;
    d->conv = '%';
    d->end = p + 1;
    return true;
  }
  if (p < len && fmt[p] == '(')
    return format_fail(err, ARRC_TYPE_ERROR, "format requires a mapping");
  for (; p < len; p++) {
    int flag = fmt[p] == '-' ? PCT_LJUST : fmt[p] == '+' ? PCT_SIGN : fmt[p] == ' ' ? PCT_BLANK
               : fmt[p] == '#' ? PCT_ALT : fmt[p] == '0' ? PCT_ZERO : 0;
    if (!flag)
      break;
    d->flags |= flag;
  }
  if (p < len && fmt[p] == '*') {
    d->width_star = true;
    p++;
  } else if (p < len && fmt[p] >= '0' && fmt[p] <= '9') {
    d->width = 0;
    for (; p < len && fmt[p] >= '0' && fmt[p] <= '9'; p++) {
      if (d->width > (INT64_MAX - (fmt[p] - '0')) / 10)
        return format_fail(err, ARRC_VALUE_ERROR, "width too big");
      d->width = d->width * 10 + (fmt[p] - '0');
    }
  }
  if (p < len && fmt[p] == '.') {
    d->prec = 0;
    p++;
    if (p < len && fmt[p] == '*') {
      d->prec_star = true;
      p++;
    } else {
      for (; p < len && fmt[p] >= '0' && fmt[p] <= '9'; p++) {
        if (d->prec > (INT64_MAX - (fmt[p] - '0')) / 10)
          return format_fail(err, ARRC_VALUE_ERROR, "precision too big");
        d->prec = d->prec * 10 + (fmt[p] - '0');
      }
    }
  }
  /* Python ignores C's length modifiers: "%ld" is "%d". */
  if (p < len && (fmt[p] == 'h' || fmt[p] == 'l' || fmt[p] == 'L'))
    p++;
  if (p >= len)
    return format_fail(err, ARRC_VALUE_ERROR, "incomplete format");
  d->conv_index = char_pos + (p - pos);
  d->end = p + utf8_length((const unsigned char *)fmt + p, len - p, &d->conv);
  return true;
}

/* The ValueError of a conversion character Python does not have. */
static inline bool percent_unsupported(const percent_directive *d, arrc_format_error *err) {
  return format_fail(err, ARRC_VALUE_ERROR, "unsupported format character '%c' (0x%x) at index %zu",
                     d->conv >= 31 && d->conv <= 126 ? (char)d->conv : '?', (unsigned)d->conv, d->conv_index);
}

/* What a '%' conversion does with its argument. */
typedef enum { PCT_TEXT, PCT_INT, PCT_INT_INDEX, PCT_FLOAT, PCT_CHAR, PCT_BAD } percent_class;

static inline percent_class percent_classify(uint32_t conv) {
  switch (conv) {
  case 's': case 'r': case 'a': return PCT_TEXT;
  case 'd': case 'i': case 'u': return PCT_INT;
  case 'o': case 'x': case 'X': return PCT_INT_INDEX;
  case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': return PCT_FLOAT;
  case 'c': return PCT_CHAR;
  default: return PCT_BAD;
  }
}

/* The TypeError of a conversion given a value of a type it does not take
 * (mainformatlong's wrongtype, formatfloat's and formatchar's). */
static inline bool percent_wrong_type(uint32_t conv, const char *type_name, arrc_format_error *err) {
  switch (percent_classify(conv)) {
  case PCT_INT:
    return format_fail(err, ARRC_TYPE_ERROR, "%%%c format: a real number is required, not %s", (char)conv, type_name);
  case PCT_INT_INDEX:
    return format_fail(err, ARRC_TYPE_ERROR, "%%%c format: an integer is required, not %s", (char)conv, type_name);
  case PCT_FLOAT:
    return format_fail(err, ARRC_TYPE_ERROR, "must be real number, not %s", type_name);
  default:
    return format_fail(err, ARRC_TYPE_ERROR, "%%c requires int or char");
  }
}

/* ---- str.format's replacement fields (Objects/stringlib/unicode_format.h) */

/* One step of MarkupIterator_next: the literal text up to the next field
 * (with "{{" and "}}" as one brace each: the literal ends after the first
 * brace of the pair), and the field after it, if any. */
typedef struct {
  size_t lit_start, lit_len;
  bool has_field;
  size_t name_start, name_len;
  uint32_t conv;               /* 0, or the character after '!' */
  size_t spec_start, spec_len;
  bool spec_has_fields;        /* the spec holds nested fields ({:{w}}) */
} format_piece;

/* parse_field: the field whose text starts at *pos, after its '{'. */
static inline bool format_parse_field(const char *s, size_t len, size_t *pos, format_piece *f,
                                      arrc_format_error *err) {
  size_t p = *pos;
  char c = 0;
  f->name_start = p;
  while (p < len) {
    c = s[p++];
    if (c == '{')
      return format_fail(err, ARRC_VALUE_ERROR, "unexpected '{' in field name");
    if (c == '[') {
      while (p < len && s[p] != ']')
        p++;
      continue;
    }
    if (c == '}' || c == ':' || c == '!')
      break;
  }
  f->name_len = p - 1 - f->name_start;
  if (p >= len && c != '}' && c != ':' && c != '!')
    return format_fail(err, ARRC_VALUE_ERROR, "expected '}' before end of string");
  if (c == '!' || c == ':') {
    if (c == '!') {
      if (p >= len)
        return format_fail(err, ARRC_VALUE_ERROR, "end of string while looking for conversion specifier");
      p += utf8_length((const unsigned char *)s + p, len - p, &f->conv);
      if (p < len) {
        c = s[p++];
        if (c == '}') {
          f->spec_start = p;
          *pos = p;
          return true;
        }
        if (c != ':')
          return format_fail(err, ARRC_VALUE_ERROR, "expected ':' after conversion specifier");
      }
    }
    f->spec_start = p;
    int depth = 1;
    while (p < len) {
      c = s[p++];
      if (c == '{') {
        f->spec_has_fields = true;
        depth++;
      } else if (c == '}' && --depth == 0) {
        f->spec_len = p - 1 - f->spec_start;
        *pos = p;
        return true;
      }
    }
    return format_fail(err, ARRC_VALUE_ERROR, "unmatched '{' in format spec");
  }
  if (c != '}')
    return format_fail(err, ARRC_VALUE_ERROR, "expected '}' before end of string");
  *pos = p;
  return true;
}

/* MarkupIterator_next: false with *err on a malformed string; *done when
 * the string is used up. */
static inline bool format_next_piece(const char *s, size_t len, size_t *pos, format_piece *f, bool *done,
                                     arrc_format_error *err) {
  memset(f, 0, sizeof *f);
  *done = *pos >= len;
  if (*done)
    return true;
  size_t start = *pos, p = *pos;
  char c = 0;
  bool markup = false;
  while (p < len) {
    c = s[p++];
    if (c == '{' || c == '}') {
      markup = true;
      break;
    }
  }
  bool at_end = p >= len;
  size_t n = p - start;
  if (c == '}' && (at_end || s[p] != '}'))
    return format_fail(err, ARRC_VALUE_ERROR, "Single '}' encountered in format string");
  if (at_end && c == '{')
    return format_fail(err, ARRC_VALUE_ERROR, "Single '{' encountered in format string");
  if (!at_end && markup) {
    if (s[p] == c) {
      p++;
      markup = false;
    } else {
      n--;
    }
  }
  f->lit_start = start;
  f->lit_len = n;
  *pos = p;
  if (!markup)
    return true;
  f->has_field = true;
  return format_parse_field(s, len, pos, f, err);
}

/* A field's name: empty (the next automatic number), a number, or a
 * keyword; anything after the first '.' or '[' is an attribute or index. */
typedef struct {
  bool automatic;
  int64_t index;         /* -1: a keyword */
  size_t first_len;      /* the bytes of the name before any '.' or '[' */
  bool has_rest;         /* an attribute or index follows */
} format_field_name;

static inline bool format_split_name(const char *name, size_t len, format_field_name *out, arrc_format_error *err) {
  size_t n = 0;
  while (n < len && name[n] != '.' && name[n] != '[')
    n++;
  out->first_len = n;
  out->has_rest = n < len;
  out->automatic = n == 0;
  out->index = -1;
  if (n == 0)
    return true;
  int64_t v = 0;
  for (size_t k = 0; k < n; k++) {
    if (name[k] < '0' || name[k] > '9')
      return true;
    if (v > (INT64_MAX - (name[k] - '0')) / 10)
      return format_fail(err, ARRC_VALUE_ERROR, "Too many decimal digits in format string");
    v = v * 10 + (name[k] - '0');
  }
  out->index = v;
  return true;
}

/* One step of the rest of a field's name (FieldNameIterator_next): an
 * attribute ".name" or an index "[key]", whose key is a number when it is
 * all digits (get_integer), else a string. */
typedef struct {
  bool is_attr;
  size_t start, len;     /* the name or key, in the rest */
  int64_t index;         /* the key's number, or -1 */
} format_name_step;

static inline bool format_next_step(const char *rest, size_t len, size_t *pos, format_name_step *st, bool *done,
                                    arrc_format_error *err) {
  memset(st, 0, sizeof *st);
  *done = *pos >= len;
  if (*done)
    return true;
  char c = rest[(*pos)++];
  if (c != '.' && c != '[')
    return format_fail(err, ARRC_VALUE_ERROR, "Only '.' or '[' may follow ']' in format field specifier");
  st->is_attr = c == '.';
  st->start = *pos;
  if (st->is_attr) {
    while (*pos < len && rest[*pos] != '.' && rest[*pos] != '[')
      (*pos)++;
    st->len = *pos - st->start;
  } else {
    while (*pos < len && rest[*pos] != ']')
      (*pos)++;
    if (*pos >= len)
      return format_fail(err, ARRC_VALUE_ERROR, "Missing ']' in format string");
    st->len = (*pos)++ - st->start;
  }
  if (st->len == 0)
    return format_fail(err, ARRC_VALUE_ERROR, "Empty attribute in format string");
  st->index = -1;
  if (!st->is_attr) {
    int64_t v = 0;
    size_t k = 0;
    for (; k < st->len && rest[st->start + k] >= '0' && rest[st->start + k] <= '9'; k++) {
      if (v > (INT64_MAX - (rest[st->start + k] - '0')) / 10)
        return format_fail(err, ARRC_VALUE_ERROR, "Too many decimal digits in format string");
      v = v * 10 + (rest[st->start + k] - '0');
    }
    if (k == st->len)
      st->index = v;
  }
  return true;
}

/* The key by which the runtime finds the value of a field with an index or
 * attribute, which the generated code computes and passes as a keyword
 * argument of this name: the argument's number or keyword, then the rest
 * ("0[1]", "p.real"). Such names cannot be a program's keywords. */
static inline size_t format_chain_key(char *buf, size_t cap, const char *name, const format_field_name *fn,
                                      size_t name_len) {
  if (fn->index >= 0)
    return (size_t)snprintf(buf, cap, "%lld%.*s", (long long)fn->index, (int)(name_len - fn->first_len),
                            name + fn->first_len);
  return (size_t)snprintf(buf, cap, "%.*s", (int)name_len, name);
}

/* The automatic numbering of fields ({} {}) and the manual one ({0} {1})
 * cannot be mixed in one call (AutoNumber). */
typedef struct {
  int state;             /* 0 not yet known, 1 automatic, 2 manual */
  int64_t next;
} format_numbering;

static inline bool format_number_field(format_numbering *a, format_field_name *n, arrc_format_error *err) {
  if (n->automatic) {
    if (a->state == 2)
      return format_fail(err, ARRC_VALUE_ERROR,
                         "cannot switch from manual field specification to automatic field numbering");
    a->state = 1;
    n->index = a->next++;
  } else if (n->index >= 0) {
    if (a->state == 1)
      return format_fail(err, ARRC_VALUE_ERROR,
                         "cannot switch from automatic field numbering to manual field specification");
    a->state = 2;
  }
  return true;
}

/* The ValueError of a conversion other than !r, !s and !a. */
static inline bool format_bad_conversion(uint32_t conv, arrc_format_error *err) {
  if (conv > 32 && conv < 127)
    return format_fail(err, ARRC_VALUE_ERROR, "Unknown conversion specifier %c", (char)conv);
  return format_fail(err, ARRC_VALUE_ERROR, "Unknown conversion specifier \\x%x", (unsigned)conv);
}

#endif
