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
#include "format_spec.h"
#include "rt_print.h"

/* The parsed spec (format_spec), its parser and its checks are in
 * format_spec.h, which the compiler shares to check constant specs. */

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

/* format_long_internal, for the integer types b c d o x X n, with a spec
 * format_spec_parse_for has checked. An integer is given as its sign and
 * magnitude, so that every int64 and uint64 value has one. */
static bool format_integer(arrc_text *t, bool negative, uint64_t mag, const format_spec *f,
                           arrc_format_error *err) {
  if (f->type == 'c') {
    if (negative || mag > 0x10ffff)
      return format_fail(err, ARRC_OVERFLOW_ERROR, "%%c arg not in range(0x110000)");
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
                            format_kind kind, arrc_format_error *err) {
  format_spec f;
  if (!format_spec_parse_for(&f, spec, spec_len, kind, err))
    return false;
  if (format_is_integer_type(f.type))
    return format_integer(t, negative, mag, &f, err);
  /* Python converts the int to a float (correctly rounded, as the C
   * conversion is) and formats that. */
  return format_float_parsed(t, negative ? -(double)mag : (double)mag, &f, err);
}

bool arrc_format_i64_checked(arrc_text *t, int64_t v, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_i64(t, v);
    return true;
  }
  return format_int_like(t, v < 0, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, spec, spec_len, FORMAT_INT, err);
}

/* A NumPy uint64 formats as the Python int of its value. */
bool arrc_format_u64_checked(arrc_text *t, uint64_t v, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_u64(t, v);
    return true;
  }
  return format_int_like(t, false, v, spec, spec_len, FORMAT_INT, err);
}

/* bool inherits int.__format__: str() for an empty spec, the integer
 * otherwise (f"{True:>5}" is "    1"). */
bool arrc_format_bool_checked(arrc_text *t, bool v, const char *spec, size_t spec_len,
                              arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_bool(t, v);
    return true;
  }
  return format_int_like(t, false, v ? 1 : 0, spec, spec_len, FORMAT_BOOL, err);
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
    return format_fail(err, ARRC_VALUE_ERROR, "precision too big");
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
    precision = type == 0 || type == 'r' ? 0 : 6;

  arrc_text body = {0};
  bool negative = signbit(v) && !isnan(v);
  double a = fabs(v);
  if (isnan(v) || isinf(v)) {
    arrc_text_puts(&body, isnan(v) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf"));
  } else if ((type == 0 && f->precision < 0) || type == 'r') {
    char digits[40];
    int decpt, n = arrc_float_digits(a, false, ARRC_CUTOFF_NONE, -1, -1, digits, (int)sizeof digits, &decpt);
    put_short_float(&body, digits, n, decpt + 1, 'r', 0, type == 0, f->alternate, 'e');
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

void arrc_format_float_printf(arrc_text *t, double v, uint32_t type, int precision, bool alternate) {
  format_spec f;
  memset(&f, 0, sizeof f);
  f.fill[0] = ' ';
  f.fill_len = 1;
  f.fill_char = ' ';
  f.align = '>';
  f.width = -1;
  f.group = 3;
  f.precision = precision;
  f.type = type;
  f.alternate = alternate;
  arrc_format_error err;
  format_float_parsed(t, v, &f, &err);
}

bool arrc_format_f64_checked(arrc_text *t, double v, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_f64(t, v);
    return true;
  }
  format_spec f;
  if (!format_spec_parse_for(&f, spec, spec_len, FORMAT_FLOAT, err))
    return false;
  return format_float_parsed(t, v, &f, err);
}

/* format_complex_internal: each part formatted as a float of the same
 * spec without the width, the imaginary one with a sign, then the whole
 * padded. With no type the parts take repr's digits without ".0" and the
 * whole is in parentheses, unless the real part is +0.0, which is left out
 * (format(3j, '') is "3j"). */
bool arrc_format_complex_checked(arrc_text *t, double re, double im, const char *spec, size_t spec_len,
                                 arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put_c128(t, re, im);
    return true;
  }
  format_spec f;
  if (!format_spec_parse_for(&f, spec, spec_len, FORMAT_COMPLEX, err))
    return false;
  bool skip_re = false, add_parens = false;
  format_spec part = f;
  part.width = -1;
  part.align = '<';
  if (part.type == 0) {
    part.type = 'r';
    if (re == 0.0 && !signbit(re))
      skip_re = true;
    else
      add_parens = true;
  }
  if (part.type == 'n')
    part.type = 'g';
  if (part.precision >= 0 && part.type == 'r')
    part.type = 'g';
  arrc_text body = {0};
  if (add_parens)
    arrc_text_putc(&body, '(');
  if (!skip_re) {
    format_float_parsed(&body, re, &part, err);
    part.sign = '+';
  }
  format_float_parsed(&body, im, &part, err);
  arrc_text_putc(&body, 'j');
  if (add_parens)
    arrc_text_putc(&body, ')');
  int64_t chars = (int64_t)body.len;
  int64_t padding = f.width > chars ? f.width - chars : 0;
  int64_t left = f.align == '<' ? 0 : f.align == '^' ? padding / 2 : padding;
  arrc_text_repeat(t, f.fill, (size_t)f.fill_len, (size_t)left);
  arrc_text_put(t, body.data, body.len);
  arrc_text_repeat(t, f.fill, (size_t)f.fill_len, (size_t)(padding - left));
  arrc_text_free(&body);
  return true;
}

/* ---- strings ---------------------------------------------------------------------- */


/* format_string_internal, for len bytes of UTF-8 text. */
bool arrc_format_text_checked(arrc_text *t, const char *data, size_t len, const char *spec, size_t spec_len,
                              arrc_format_error *err) {
  if (spec_len == 0) {
    arrc_text_put(t, data, len);
    return true;
  }
  format_spec f;
  if (!format_spec_parse_for(&f, spec, spec_len, FORMAT_STR, err))
    return false;
  size_t chars = (size_t)arrc_utf8_count(data, (int64_t)len);
  if (f.precision >= 0 && (int64_t)chars > f.precision) {
    len = arrc_utf8_prefix_bytes(data, len, (size_t)f.precision);
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

bool arrc_format_str_checked(arrc_text *t, const arrc_str *s, const char *spec, size_t spec_len,
                             arrc_format_error *err) {
  return arrc_format_text_checked(t, s ? s->data : "", s ? (size_t)s->len : 0, spec, spec_len, err);
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
