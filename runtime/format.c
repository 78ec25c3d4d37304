/* format(x, spec) for f-string fields (LANGUAGE.md §6.6): Python 3.11's
 * format-spec mini-language for int, float, bool and str, with its error
 * messages.
 *
 * The steps follow CPython's Python/formatter_unicode.c: the spec is parsed
 * into fill, alignment, sign, 'z', '#', '0', width, grouping, precision and
 * type; a number becomes a sign, a prefix ("0x"), a run of integer digits
 * and a remainder (fraction, exponent, '%'); then the digits are grouped
 * (zero-padded from the left when the fill is '0' with '=' alignment) and
 * the field is padded to the width. Widths count characters (code points),
 * not bytes, as Python's strings do.
 *
 * Float digits with a precision come from the C library's printf, which
 * rounds correctly (glibc converts exactly, ties to even) as Python's own
 * dtoa does; the shortest digits of a spec without precision come from the
 * digit generator in print.c. */
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_rt.h"
#include "rt_print.h"

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

static bool fail(arrc_format_error *err, arrc_error_kind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(arrc_format_error *err, arrc_error_kind kind, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  err->kind = kind;
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  return false;
}

/* Python names a type character in messages as itself when it is a
 * visible ASCII character, else by its hexadecimal code. */
static void describe_char(char *buf, size_t cap, uint32_t c) {
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

static size_t utf8_length(const unsigned char *s, size_t n, uint32_t *cp) {
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

static void split_spec(spec_chars *sc, const char *spec, size_t len) {
  sc->cp = malloc((len + 1) * sizeof *sc->cp);
  sc->offset = malloc((len + 1) * sizeof *sc->offset);
  if (!sc->cp || !sc->offset)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", (len + 1) * sizeof *sc->cp);
  sc->n = 0;
  for (size_t i = 0; i < len;) {
    sc->offset[sc->n] = (int)i;
    i += utf8_length((const unsigned char *)spec + i, len - i, &sc->cp[sc->n]);
    sc->n++;
  }
  sc->offset[sc->n] = (int)len;
}

static void free_spec_chars(spec_chars *sc) {
  free(sc->cp);
  free(sc->offset);
}

static bool is_align(uint32_t c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

/* get_integer: the digits at *pos; -1 when they overflow Py_ssize_t. */
static int read_integer(const spec_chars *sc, size_t *pos, int64_t *out) {
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
static bool parse_spec(format_spec *f, const char *spec, size_t spec_len, uint32_t default_type,
                       uint32_t default_align, const char *type_name, arrc_format_error *err) {
  spec_chars sc;
  split_spec(&sc, spec, spec_len);
  memset(f, 0, sizeof *f);
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
    fail(err, ARRC_VALUE_ERROR, "Too many decimal digits in format string");
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
      fail(err, ARRC_VALUE_ERROR, "Cannot specify both ',' and '_'.");
      goto done;
    }
    f->separator = '_';
    pos++;
  }
  if (pos < n && sc.cp[pos] == ',' && f->separator == '_') {
    fail(err, ARRC_VALUE_ERROR, "Cannot specify both ',' and '_'.");
    goto done;
  }
  if (pos < n && sc.cp[pos] == '.') {
    pos++;
    digits = read_integer(&sc, &pos, &number);
    if (digits < 0) {
      fail(err, ARRC_VALUE_ERROR, "Too many decimal digits in format string");
      goto done;
    }
    if (digits == 0) {
      fail(err, ARRC_VALUE_ERROR, "Format specifier missing precision");
      goto done;
    }
    f->precision = number;
  }
  if (n - pos > 1) {
    fail(err, ARRC_VALUE_ERROR, "Invalid format specifier '%.*s' for object of type '%s'", (int)spec_len,
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
      fail(err, ARRC_VALUE_ERROR, "Cannot specify '%c' with %s.", f->separator, what);
      goto done;
    }
    }
  }
  ok = true;
done:
  free_spec_chars(&sc);
  return ok;
}

static bool unknown_type(arrc_format_error *err, uint32_t type, const char *type_name) {
  char what[16];
  describe_char(what, sizeof what, type);
  return fail(err, ARRC_VALUE_ERROR, "Unknown format code %s for object of type '%s'", what, type_name);
}

/* ---- laying out a number --------------------------------------------------- */

/* The digits, zero-padded on the left to at least min_width characters
 * when that is positive, with a separator between groups:
 * _PyUnicode_InsertThousandsGrouping, which builds from the right and
 * never lets a separator lead. */
static void group_digits(arrc_text *out, const char *digits, size_t n, int64_t min_width, char sep,
                         int group) {
  if (min_width < 0)
    min_width = 0;
  arrc_text rev = {0};
  int64_t remaining = (int64_t)n;
  size_t at = n;
  bool use_sep = false;
  for (;;) {
    int64_t len = remaining > min_width ? remaining : min_width;
    if (len < 1)
      len = 1;
    if (sep && len > group)
      len = group;
    int64_t zeros = len > remaining ? len - remaining : 0;
    int64_t chars = remaining < len ? remaining : len;
    if (use_sep)
      arrc_text_putc(&rev, sep);
    for (int64_t i = 0; i < chars; i++)
      arrc_text_putc(&rev, digits[--at]);
    arrc_text_repeat(&rev, "0", 1, (size_t)zeros);
    use_sep = true;
    remaining -= chars;
    min_width -= len;
    if (!sep || (remaining <= 0 && min_width <= 0))
      break;
    min_width--;
  }
  for (size_t i = rev.len; i > 0; i--)
    arrc_text_putc(out, rev.data[i - 1]);
  arrc_text_free(&rev);
}

/* calc_number_widths and fill_number: [padding][sign][prefix][padding]
 * digits remainder [padding], with the padding where the alignment puts
 * it. negative says the number had a minus sign, which the spec's sign
 * option keeps or adds to. */
static void put_number(arrc_text *t, const format_spec *f, bool negative, const char *prefix,
                       const char *digits, size_t n_digits, const char *rem, size_t rem_bytes,
                       size_t rem_chars) {
  char sign = 0;
  if (negative)
    sign = '-';
  else if (f->sign == '+' || f->sign == ' ')
    sign = (char)f->sign;
  size_t n_prefix = strlen(prefix);
  int64_t non_digits = (sign ? 1 : 0) + (int64_t)n_prefix + (int64_t)rem_chars;
  int64_t min_width = f->fill_char == '0' && f->align == '=' ? f->width - non_digits : 0;

  arrc_text grouped = {0};
  if (n_digits > 0)
    group_digits(&grouped, digits, n_digits, min_width, f->separator, f->group);
  int64_t padding = f->width - (non_digits + (int64_t)grouped.len);
  int64_t left = 0, middle = 0, right = 0;
  if (padding > 0) {
    switch (f->align) {
    case '<': right = padding; break;
    case '^': left = padding / 2; right = padding - left; break;
    case '=': middle = padding; break;
    default: left = padding; break;
    }
  }
  arrc_text_repeat(t, f->fill, (size_t)f->fill_len, (size_t)left);
  if (sign)
    arrc_text_putc(t, sign);
  arrc_text_puts(t, prefix);
  arrc_text_repeat(t, f->fill, (size_t)f->fill_len, (size_t)middle);
  arrc_text_put(t, grouped.data, grouped.len);
  arrc_text_put(t, rem, rem_bytes);
  arrc_text_repeat(t, f->fill, (size_t)f->fill_len, (size_t)right);
  arrc_text_free(&grouped);
}

/* A number's text without its sign: its leading digits are grouped, the
 * rest (point, fraction, exponent, '%', or all of "inf") is copied. */
static void put_number_text(arrc_text *t, const format_spec *f, bool negative, const char *prefix,
                            const char *text, size_t len) {
  size_t n_digits = 0;
  while (n_digits < len && text[n_digits] >= '0' && text[n_digits] <= '9')
    n_digits++;
  put_number(t, f, negative, prefix, text, n_digits, text + n_digits, len - n_digits, len - n_digits);
}

/* ---- integers --------------------------------------------------------------- */

static size_t utf8_encode(char *out, uint32_t c) {
  if (c < 0x80) {
    out[0] = (char)c;
    return 1;
  }
  if (c < 0x800) {
    out[0] = (char)(0xc0 | c >> 6);
    out[1] = (char)(0x80 | (c & 0x3f));
    return 2;
  }
  if (c < 0x10000) {
    out[0] = (char)(0xe0 | c >> 12);
    out[1] = (char)(0x80 | (c >> 6 & 0x3f));
    out[2] = (char)(0x80 | (c & 0x3f));
    return 3;
  }
  out[0] = (char)(0xf0 | c >> 18);
  out[1] = (char)(0x80 | (c >> 12 & 0x3f));
  out[2] = (char)(0x80 | (c >> 6 & 0x3f));
  out[3] = (char)(0x80 | (c & 0x3f));
  return 4;
}

static bool format_float_parsed(arrc_text *t, double v, const format_spec *f, arrc_format_error *err);

/* format_long_internal, for the integer types b c d o x X n. */
/* An integer given as its sign and magnitude, so that every int64 and
 * uint64 value has one. */
static bool format_integer(arrc_text *t, bool negative, uint64_t mag, const format_spec *f,
                           arrc_format_error *err) {
  if (f->precision != -1)
    return fail(err, ARRC_VALUE_ERROR, "Precision not allowed in integer format specifier");
  if (f->no_neg_0)
    return fail(err, ARRC_VALUE_ERROR, "Negative zero coercion (z) not allowed in integer format specifier");
  if (f->type == 'c') {
    if (f->sign)
      return fail(err, ARRC_VALUE_ERROR, "Sign not allowed with integer format specifier 'c'");
    if (f->alternate)
      return fail(err, ARRC_VALUE_ERROR, "Alternate form (#) not allowed with integer format specifier 'c'");
    if (negative || mag > 0x10ffff)
      return fail(err, ARRC_OVERFLOW_ERROR, "%%c arg not in range(0x110000)");
    char ch[4];
    size_t n = utf8_encode(ch, (uint32_t)mag);
    put_number(t, f, false, "", "", 0, ch, n, 1);
    return true;
  }
  unsigned base = 10;
  const char *prefix = "", *digit_chars = "0123456789abcdef";
  switch (f->type) {
  case 'b': base = 2, prefix = "0b"; break;
  case 'o': base = 8, prefix = "0o"; break;
  case 'x': base = 16, prefix = "0x"; break;
  case 'X': base = 16, prefix = "0X", digit_chars = "0123456789ABCDEF"; break;
  default: break;
  }
  char buf[72];
  size_t n = sizeof buf;
  do {
    buf[--n] = digit_chars[mag % base];
    mag /= base;
  } while (mag);
  put_number(t, f, negative, f->alternate ? prefix : "", buf + n, sizeof buf - n, "", 0, 0);
  return true;
}

static bool format_int_like(arrc_text *t, bool negative, uint64_t mag, const char *spec, size_t spec_len,
                            const char *type_name, arrc_format_error *err) {
  format_spec f;
  if (!parse_spec(&f, spec, spec_len, 'd', '>', type_name, err))
    return false;
  switch (f.type) {
  case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
    return format_integer(t, negative, mag, &f, err);
  case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
    /* Python converts the int to a float (correctly rounded, as the C
     * conversion is) and formats that. */
    return format_float_parsed(t, negative ? -(double)mag : (double)mag, &f, err);
  default:
    return unknown_type(err, f.type, type_name);
  }
}

bool arrc_format_i64_checked(arrc_text *t, int64_t v, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_i64(t, v);
    return true;
  }
  return format_int_like(t, v < 0, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, spec, spec_len, "int", err);
}

/* A NumPy uint64 formats as the Python int of its value. */
bool arrc_format_u64_checked(arrc_text *t, uint64_t v, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_u64(t, v);
    return true;
  }
  return format_int_like(t, false, v, spec, spec_len, "int", err);
}

/* bool inherits int.__format__: str() for an empty spec, the integer
 * otherwise (f"{True:>5}" is "    1"). */
bool arrc_format_bool_checked(arrc_text *t, bool v, const char *spec, size_t spec_len,
                              arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_bool(t, v);
    return true;
  }
  return format_int_like(t, false, v ? 1 : 0, spec, spec_len, "bool", err);
}

/* ---- floats -------------------------------------------------------------------- */

/* printf into a text, sized first, as a precision may ask for any number
 * of digits. */
static void put_printf(arrc_text *t, const char *fmt, int precision, double v) {
  int n = snprintf(NULL, 0, fmt, precision, v);
  char small[128];
  char *buf = n < (int)sizeof small ? small : malloc((size_t)n + 1);
  if (!buf)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", (size_t)n + 1);
  snprintf(buf, (size_t)n + 1, fmt, precision, v);
  arrc_text_put(t, buf, (size_t)n);
  if (buf != small)
    free(buf);
}

/* The layout of format_float_short (Python/pystrtod.c) for the modes
 * printf does not match: 'r', the shortest digits ("1.0", "1e+16"), and
 * 'g'. Python's 'g' keeps the digits of the rounded value even when the
 * rounding carries into a new power of ten (format(99.995, '#.2g') is
 * "1.0e+02", where glibc's "%#.2g" gives "1.e+02"), and a spec with a
 * precision but no type is 'g' with at least one digit after the point
 * (add_dot_0). digits are n significant digits without trailing zeros;
 * the value is 0.digits * 10^decpt. */
static void put_short_float(arrc_text *t, const char *digits, int n, int decpt, char mode, int precision,
                            bool add_dot_0, bool alternate, char exp_char) {
  bool use_exp;
  int end = n, exp = 0;
  if (mode == 'g') {
    use_exp = decpt <= -4 || decpt > (add_dot_0 ? precision - 1 : precision);
    if (alternate)
      end = precision;
  } else {
    use_exp = decpt <= -4 || decpt > 16;
  }
  if (use_exp) {
    exp = decpt - 1;
    decpt = 1;
  }
  if (!use_exp && add_dot_0 && end < decpt + 1)
    end = decpt + 1;
  else if (end < decpt)
    end = decpt;
  size_t start = t->len;
  if (decpt <= 0) {
    arrc_text_puts(t, "0.");
    arrc_text_repeat(t, "0", 1, (size_t)-decpt);
  }
  if (decpt > 0 && decpt <= n) {
    arrc_text_put(t, digits, (size_t)decpt);
    arrc_text_putc(t, '.');
    arrc_text_put(t, digits + decpt, (size_t)(n - decpt));
  } else {
    arrc_text_put(t, digits, (size_t)n);
  }
  if (n < decpt) {
    arrc_text_repeat(t, "0", 1, (size_t)(decpt - n));
    arrc_text_putc(t, '.');
    arrc_text_repeat(t, "0", 1, (size_t)(end - decpt));
  } else if (end > n) {
    arrc_text_repeat(t, "0", 1, (size_t)(end - n));
  }
  if (t->len > start && t->data[t->len - 1] == '.' && !alternate)
    t->len--;
  if (use_exp) {
    char buf[16];
    snprintf(buf, sizeof buf, "%c%+.02d", exp_char, exp);
    arrc_text_puts(t, buf);
  }
}

/* The digits of |v| correctly rounded to p significant digits, trailing
 * zeros dropped, as Python's dtoa mode 2 gives them; returns their count
 * and stores the decimal point position. A double has at most 767
 * significant digits, so cap (at least that) holds every nonzero one. */
static int rounded_digits(double a, int p, char *digits, int cap, int *decpt) {
  arrc_text e = {0};
  put_printf(&e, "%.*e", p - 1, a);
  arrc_text_putc(&e, '\0');
  int n = 0;
  size_t i = 0;
  for (; i < e.len && e.data[i] != 'e'; i++)
    if (e.data[i] != '.' && n < cap)
      digits[n++] = e.data[i];
  *decpt = atoi(e.data + i + 1) + 1;
  arrc_text_free(&e);
  while (n > 1 && digits[n - 1] == '0')
    n--;
  return n;
}

/* Whether a formatted magnitude rounds to zero: every digit before any
 * exponent is 0. */
static bool shows_zero(const char *s, size_t n) {
  for (size_t i = 0; i < n && s[i] != 'e' && s[i] != 'E'; i++)
    if (s[i] >= '1' && s[i] <= '9')
      return false;
  return true;
}

/* format_float_internal, for the types e E f F g G n % and none. */
static bool format_float_parsed(arrc_text *t, double v, const format_spec *f, arrc_format_error *err) {
  if (f->precision > INT_MAX)
    return fail(err, ARRC_VALUE_ERROR, "precision too big");
  uint32_t type = f->type;
  int precision = (int)f->precision;
  bool add_pct = false, upper = type == 'E' || type == 'F' || type == 'G';
  if (type == '%') {
    type = 'f';
    v *= 100;
    add_pct = true;
  }
  if (type == 'n')
    type = 'g';
  if (precision < 0)
    precision = type == 0 ? 0 : 6;

  arrc_text body = {0};
  bool negative = signbit(v) && !isnan(v);
  double a = fabs(v);
  if (isnan(v) || isinf(v)) {
    arrc_text_puts(&body, isnan(v) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf"));
  } else if (type == 0 && f->precision < 0) {
    char digits[40];
    int decpt, n = arrc_float_digits(a, false, ARRC_CUTOFF_NONE, -1, -1, digits, (int)sizeof digits, &decpt);
    put_short_float(&body, digits, n, decpt + 1, 'r', 0, true, f->alternate, 'e');
  } else if (type == 0 || type == 'g' || type == 'G') {
    char digits[800];
    int p = precision == 0 ? 1 : precision, decpt;
    int n = rounded_digits(a, p, digits, (int)sizeof digits, &decpt);
    put_short_float(&body, digits, n, decpt, 'g', p, type == 0, f->alternate, type == 'G' ? 'E' : 'e');
  } else {
    char fmt[8];
    snprintf(fmt, sizeof fmt, "%%%s.*%c", f->alternate ? "#" : "", (char)type);
    put_printf(&body, fmt, precision, a);
  }
  if (negative && f->no_neg_0 && !isinf(v) && shows_zero(body.data, body.len))
    negative = false;
  if (add_pct)
    arrc_text_putc(&body, '%');
  put_number_text(t, f, negative, "", body.data, body.len);
  arrc_text_free(&body);
  return true;
}

bool arrc_format_f64_checked(arrc_text *t, double v, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_f64(t, v);
    return true;
  }
  format_spec f;
  if (!parse_spec(&f, spec, spec_len, 0, '>', "float", err))
    return false;
  switch (f.type) {
  case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
    return format_float_parsed(t, v, &f, err);
  default:
    return unknown_type(err, f.type, "float");
  }
}

/* ---- strings ---------------------------------------------------------------------- */

/* The number of characters (code points) of UTF-8 text. */
static size_t count_chars(const char *s, size_t n) {
  size_t chars = 0;
  for (size_t i = 0; i < n; i++)
    chars += ((unsigned char)s[i] & 0xc0) != 0x80;
  return chars;
}

/* The byte length of the first k characters. */
static size_t prefix_bytes(const char *s, size_t n, size_t k) {
  size_t i = 0;
  while (i < n && k > 0) {
    i++;
    while (i < n && ((unsigned char)s[i] & 0xc0) == 0x80)
      i++;
    k--;
  }
  return i;
}

/* format_string_internal. */
bool arrc_format_str_checked(arrc_text *t, const arrc_str *s, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  const char *data = s ? s->data : "";
  size_t len = s ? (size_t)s->len : 0;
  if (spec_len == 0) {
    arrc_text_put(t, data, len);
    return true;
  }
  format_spec f;
  if (!parse_spec(&f, spec, spec_len, 's', '<', "str", err))
    return false;
  if (f.type != 's')
    return unknown_type(err, f.type, "str");
  if (f.sign == ' ')
    return fail(err, ARRC_VALUE_ERROR, "Space not allowed in string format specifier");
  if (f.sign)
    return fail(err, ARRC_VALUE_ERROR, "Sign not allowed in string format specifier");
  if (f.no_neg_0)
    return fail(err, ARRC_VALUE_ERROR, "Negative zero coercion (z) not allowed in string format specifier");
  if (f.alternate)
    return fail(err, ARRC_VALUE_ERROR, "Alternate form (#) not allowed in string format specifier");
  if (f.align == '=')
    return fail(err, ARRC_VALUE_ERROR, "'=' alignment not allowed in string format specifier");
  size_t chars = count_chars(data, len);
  if (f.precision >= 0 && (int64_t)chars > f.precision) {
    len = prefix_bytes(data, len, (size_t)f.precision);
    chars = (size_t)f.precision;
  }
  int64_t total = f.width > (int64_t)chars ? f.width : (int64_t)chars;
  int64_t left = f.align == '>' ? total - (int64_t)chars : f.align == '^' ? (total - (int64_t)chars) / 2 : 0;
  int64_t right = total - (int64_t)chars - left;
  arrc_text_repeat(t, f.fill, (size_t)f.fill_len, (size_t)left);
  arrc_text_put(t, data, len);
  arrc_text_repeat(t, f.fill, (size_t)f.fill_len, (size_t)right);
  return true;
}

/* ---- the ABI: raising on a bad spec ------------------------------------------------ */

void arrc_text_format_i64(arrc_text *t, int64_t v, const char *spec, int64_t spec_len, const arrc_loc *loc) {
  arrc_format_error err;
  if (!arrc_format_i64_checked(t, v, spec, (size_t)spec_len, &err))
    arrc_raise(err.kind, loc, "%s", err.message);
}

void arrc_text_format_u64(arrc_text *t, uint64_t v, const char *spec, int64_t spec_len, const arrc_loc *loc) {
  arrc_format_error err;
  if (!arrc_format_u64_checked(t, v, spec, (size_t)spec_len, &err))
    arrc_raise(err.kind, loc, "%s", err.message);
}

void arrc_text_format_f64(arrc_text *t, double v, const char *spec, int64_t spec_len, const arrc_loc *loc) {
  arrc_format_error err;
  if (!arrc_format_f64_checked(t, v, spec, (size_t)spec_len, &err))
    arrc_raise(err.kind, loc, "%s", err.message);
}

void arrc_text_format_bool(arrc_text *t, bool v, const char *spec, int64_t spec_len, const arrc_loc *loc) {
  arrc_format_error err;
  if (!arrc_format_bool_checked(t, v, spec, (size_t)spec_len, &err))
    arrc_raise(err.kind, loc, "%s", err.message);
}

void arrc_text_format_str(arrc_text *t, const arrc_str *s, const char *spec, int64_t spec_len,
                          const arrc_loc *loc) {
  arrc_format_error err;
  if (!arrc_format_str_checked(t, s, spec, (size_t)spec_len, &err))
    arrc_raise(err.kind, loc, "%s", err.message);
}
