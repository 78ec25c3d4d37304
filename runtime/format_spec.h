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
typedef enum { FORMAT_INT, FORMAT_BOOL, FORMAT_FLOAT, FORMAT_STR } format_kind;

static inline const char *format_kind_name(format_kind k) {
  static const char *const names[] = {"int", "bool", "float", "str"};
  return names[k];
}

/* Whether a type code formats an int as an integer (b c d o x X n) rather
 * than as the float of its value (e E f F g G %). */
static inline bool format_is_integer_type(uint32_t type) {
  return type == 'b' || type == 'c' || type == 'd' || type == 'o' || type == 'x' || type == 'X' || type == 'n';
}

/* Parses spec for a value of kind k and makes the checks CPython makes
 * before it looks at the value (format_long_internal,
 * format_float_internal, format_string_internal), in their order. Only
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

#endif
