/* Python's other two ways of formatting text, over arguments that the
 * generated code describes as arrc_fmt_arg records: printf-style '%' on a
 * str (PyUnicode_Format in Objects/unicodeobject.c) and str.format
 * (Objects/stringlib/unicode_format.h), with format(value, spec) of any
 * value, which both f-strings and str.format use for a field.
 *
 * The parsers are those of format_spec.h, which the compiler runs on
 * constant format strings to report their errors before the program runs;
 * here they run on every string, constant or not, so a format string made
 * at run time behaves the same. Widths count characters (code points), as
 * Python's strings do. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_rt.h"
#include "format_spec.h"
#include "rt_print.h"

/* ---- the arguments --------------------------------------------------------- */

static double arg_double(const arrc_fmt_arg *a) {
  double d;
  memcpy(&d, &a->bits, sizeof d);
  return d;
}

static double arg_imag(const arrc_fmt_arg *a) {
  double d;
  memcpy(&d, &a->imag_bits, sizeof d);
  return d;
}

/* Python's name of the argument's type, as messages give it. */
static const char *arg_type_name(const arrc_fmt_arg *a) {
  switch (a->kind) {
  case ARRC_FMT_BOOL: return "bool";
  case ARRC_FMT_INT: case ARRC_FMT_UINT: return "int";
  case ARRC_FMT_FLOAT: return "float";
  case ARRC_FMT_FLOAT32: return "numpy.float32";
  case ARRC_FMT_COMPLEX: return "complex";
  case ARRC_FMT_COMPLEX64: return "numpy.complex64";
  case ARRC_FMT_STR: return "str";
  default: return a->type_name ? a->type_name : "object";
  }
}

static bool arg_is_int(const arrc_fmt_arg *a) {
  return a->kind == ARRC_FMT_BOOL || a->kind == ARRC_FMT_INT || a->kind == ARRC_FMT_UINT;
}

/* An int argument as its sign and magnitude. */
static void arg_int(const arrc_fmt_arg *a, bool *negative, uint64_t *mag) {
  *negative = a->kind != ARRC_FMT_UINT && a->bits < 0;
  *mag = *negative ? 0 - (uint64_t)a->bits : (uint64_t)a->bits;
}


/* ascii(x): repr(x) with every non-ASCII character escaped. */
static void put_ascii(arrc_text *t, const char *s, size_t n) {
  for (size_t i = 0; i < n;) {
    uint32_t c;
    i += utf8_length((const unsigned char *)s + i, n - i, &c);
    char esc[16];
    if (c < 0x80)
      arrc_text_putc(t, (char)c);
    else {
      snprintf(esc, sizeof esc, c < 0x100 ? "\\x%02x" : c < 0x10000 ? "\\u%04x" : "\\U%08x", (unsigned)c);
      arrc_text_puts(t, esc);
    }
  }
}

/* str(x), repr(x) or ascii(x) of an argument (conv 's', 'r' or 'a'). */
static void put_arg(arrc_text *t, const arrc_fmt_arg *a, uint32_t conv) {
  if (conv == 'a') {
    arrc_text r = {0};
    put_arg(&r, a, 'r');
    put_ascii(t, r.data, r.len);
    arrc_text_free(&r);
    return;
  }
  bool repr = conv == 'r';
  switch (a->kind) {
  case ARRC_FMT_BOOL: arrc_text_put_bool(t, a->bits != 0); break;
  case ARRC_FMT_INT: arrc_text_put_i64(t, a->bits); break;
  case ARRC_FMT_UINT: arrc_text_put_u64(t, (uint64_t)a->bits); break;
  case ARRC_FMT_FLOAT: arrc_text_put_f64(t, arg_double(a)); break;
  case ARRC_FMT_FLOAT32: arrc_text_put_f32(t, (float)arg_double(a)); break;
  case ARRC_FMT_COMPLEX: arrc_text_put_c128(t, arg_double(a), arg_imag(a)); break;
  case ARRC_FMT_COMPLEX64: arrc_text_put_c64(t, (float)arg_double(a), (float)arg_imag(a)); break;
  case ARRC_FMT_STR:
    if (repr)
      arrc_text_put_str_repr(t, a->str);
    else
      arrc_text_put_str(t, a->str);
    break;
  default: arrc_text_put_str(t, repr ? a->repr : a->str); break;
  }
}

/* format(value, spec) after the conversion of a field: a number or a
 * string by its own __format__; a NumPy float32 as the float of its value
 * (its __format__ converts it); any other object by object.__format__,
 * which takes only the empty spec. */
bool arrc_format_arg_checked(arrc_text *t, const arrc_fmt_arg *a, const char *spec, size_t spec_len, uint32_t conv,
                             arrc_format_error *err) {
  if (conv) {
    if (conv != 'r' && conv != 's' && conv != 'a')
      return format_bad_conversion(conv, err);
    arrc_text s = {0};
    put_arg(&s, a, conv);
    bool ok = arrc_format_text_checked(t, s.data ? s.data : "", s.len, spec, spec_len, err);
    arrc_text_free(&s);
    return ok;
  }
  switch (a->kind) {
  case ARRC_FMT_BOOL: return arrc_format_bool_checked(t, a->bits != 0, spec, spec_len, err);
  case ARRC_FMT_INT: return arrc_format_i64_checked(t, a->bits, spec, spec_len, err);
  case ARRC_FMT_UINT: return arrc_format_u64_checked(t, (uint64_t)a->bits, spec, spec_len, err);
  case ARRC_FMT_FLOAT: case ARRC_FMT_FLOAT32: return arrc_format_f64_checked(t, arg_double(a), spec, spec_len, err);
  case ARRC_FMT_COMPLEX: case ARRC_FMT_COMPLEX64:
    return arrc_format_complex_checked(t, arg_double(a), arg_imag(a), spec, spec_len, err);
  case ARRC_FMT_STR: return arrc_format_str_checked(t, a->str, spec, spec_len, err);
  default:
    if (spec_len == 0) {
      arrc_text_put_str(t, a->str);
      return true;
    }
    return format_fail(err, ARRC_TYPE_ERROR, "unsupported format string passed to %s.__format__", arg_type_name(a));
  }
}

void arrc_text_format_arg(arrc_text *t, const arrc_fmt_arg *arg, const arrc_str *spec, int64_t conv,
                          const arrc_loc *loc) {
  arrc_format_error err;
  if (!arrc_format_arg_checked(t, arg, spec ? spec->data : "", spec ? (size_t)spec->len : 0, (uint32_t)conv, &err))
    arrc_raise(err.kind, loc, "%s", err.message);
}

/* ---- '%' formatting ------------------------------------------------------------ */

/* The text of an integer conversion (d i u o x X): _PyUnicode_FormatLong,
 * the sign, the "0x" of '#', and at least prec digits. */
static void put_percent_int(arrc_text *t, uint32_t conv, int flags, int64_t prec, bool negative, const char *digits,
                            size_t n) {
  if (negative)
    arrc_text_putc(t, '-');
  if ((flags & PCT_ALT) && (conv == 'o' || conv == 'x' || conv == 'X')) {
    arrc_text_putc(t, '0');
    arrc_text_putc(t, (char)conv);
  }
  if (prec > (int64_t)n)
    arrc_text_repeat(t, "0", 1, (size_t)(prec - (int64_t)n));
  arrc_text_put(t, digits, n);
}

static void put_percent_magnitude(arrc_text *t, uint32_t conv, int flags, int64_t prec, bool negative,
                                  uint64_t mag) {
  unsigned base = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
  const char *digit_chars = conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  char buf[72];
  size_t n = sizeof buf;
  do {
    buf[--n] = digit_chars[mag % base];
    mag /= base;
  } while (mag);
  put_percent_int(t, conv, flags, prec, negative, buf + n, sizeof buf - n);
}

/* mainformatlong: an int, or for d i u the int() of a float. */
static bool percent_integer(arrc_text *t, uint32_t conv, int flags, int64_t prec, const arrc_fmt_arg *a,
                            arrc_format_error *err) {
  if (arg_is_int(a)) {
    bool negative;
    uint64_t mag;
    arg_int(a, &negative, &mag);
    put_percent_magnitude(t, conv, flags, prec, negative, mag);
    return true;
  }
  if ((a->kind != ARRC_FMT_FLOAT && a->kind != ARRC_FMT_FLOAT32) || percent_classify(conv) != PCT_INT)
    return percent_wrong_type(conv, arg_type_name(a), err);
  double v = arg_double(a);
  if (isnan(v))
    return format_fail(err, ARRC_VALUE_ERROR, "cannot convert float NaN to integer");
  if (isinf(v))
    return format_fail(err, ARRC_OVERFLOW_ERROR, "cannot convert float infinity to integer");
  double whole = trunc(v);
  if (fabs(whole) < 0x1p63) {
    put_percent_magnitude(t, conv, flags, prec, whole < 0, (uint64_t)fabs(whole));
    return true;
  }
  /* A float of 2^63 or more is an integer, whose digits printf gives
   * exactly. */
  char digits[400];
  int n = snprintf(digits, sizeof digits, "%.0f", fabs(whole));
  put_percent_int(t, conv, flags, prec, whole < 0, digits, (size_t)n);
  return true;
}

/* formatchar: an int code point or a one-character str. */
static bool percent_char(arrc_text *t, const arrc_fmt_arg *a, arrc_format_error *err) {
  if (a->kind == ARRC_FMT_STR) {
    const arrc_str *s = a->str;
    if (s && s->len > 0 && arrc_utf8_count(s->data, s->len) == 1) {
      arrc_text_put(t, s->data, (size_t)s->len);
      return true;
    }
    return format_fail(err, ARRC_TYPE_ERROR, "%%c requires int or char");
  }
  if (!arg_is_int(a))
    return format_fail(err, ARRC_TYPE_ERROR, "%%c requires int or char");
  bool negative;
  uint64_t mag;
  arg_int(a, &negative, &mag);
  if (negative || mag > 0x10ffff)
    return format_fail(err, ARRC_OVERFLOW_ERROR, "%%c arg not in range(0x110000)");
  char ch[4];
  uint32_t c = (uint32_t)mag;
  size_t n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  if (n == 1)
    ch[0] = (char)c;
  else {
    for (size_t k = n - 1; k > 0; k--, c >>= 6)
      ch[k] = (char)(0x80 | (c & 0x3f));
    ch[0] = (char)((n == 2 ? 0xc0 : n == 3 ? 0xe0 : 0xf0) | c);
  }
  arrc_text_put(t, ch, n);
  return true;
}

/* unicode_format_arg_output: the converted text padded to the width. A
 * number's sign (and the "0x" of '#') stays in front of zero padding. */
static void percent_output(arrc_text *out, uint32_t conv, int flags, int64_t width, const char *body, size_t blen,
                           bool numeric) {
  size_t at = 0;
  int64_t len = arrc_utf8_count(body, (int64_t)blen);
  char fill = numeric && (flags & PCT_ZERO) ? '0' : ' ';
  char sign = 0;
  if (numeric) {
    if (blen > 0 && (body[0] == '-' || body[0] == '+')) {
      sign = body[0];
      at = 1;
      len--;
    } else if (flags & PCT_SIGN) {
      sign = '+';
    } else if (flags & PCT_BLANK) {
      sign = ' ';
    }
  }
  if (width < len)
    width = len;
  if (sign) {
    if (fill != ' ')
      arrc_text_putc(out, sign);
    if (width > len)
      width--;
  }
  bool prefix = numeric && (flags & PCT_ALT) && (conv == 'x' || conv == 'X' || conv == 'o');
  if (prefix) {
    if (fill != ' ') {
      arrc_text_put(out, body + at, 2);
      at += 2;
    }
    width -= 2;
    if (width < 0)
      width = 0;
    len -= 2;
  }
  if (width > len && !(flags & PCT_LJUST)) {
    arrc_text_repeat(out, &fill, 1, (size_t)(width - len));
    width = len;
  }
  if (fill == ' ') {
    if (sign)
      arrc_text_putc(out, sign);
    if (prefix) {
      arrc_text_put(out, body + at, 2);
      at += 2;
    }
  }
  arrc_text_put(out, body + at, blen - at);
  if (width > len)
    arrc_text_repeat(out, " ", 1, (size_t)(width - len));
}

/* unicode_format_arg_format and _output: one conversion of argument a. */
static bool percent_convert(arrc_text *out, const percent_directive *d, int flags, int64_t width, int64_t prec,
                            const arrc_fmt_arg *a, arrc_format_error *err) {
  arrc_text body = {0};
  bool ok = true, numeric = false;
  switch (percent_classify(d->conv)) {
  case PCT_TEXT:
    put_arg(&body, a, d->conv);
    if (prec >= 0)
      body.len = arrc_utf8_prefix_bytes(body.data, body.len, (size_t)prec);
    break;
  case PCT_INT: case PCT_INT_INDEX:
    ok = percent_integer(&body, d->conv, flags, prec, a, err);
    numeric = true;
    break;
  case PCT_FLOAT:
    if (arg_is_int(a)) {
      bool negative;
      uint64_t mag;
      arg_int(a, &negative, &mag);
      arrc_format_float_printf(&body, negative ? -(double)mag : (double)mag, d->conv, prec < 0 ? 6 : (int)prec,
                               flags & PCT_ALT);
    } else if (a->kind == ARRC_FMT_FLOAT || a->kind == ARRC_FMT_FLOAT32) {
      arrc_format_float_printf(&body, arg_double(a), d->conv, prec < 0 ? 6 : (int)prec, flags & PCT_ALT);
    } else {
      ok = percent_wrong_type(d->conv, arg_type_name(a), err);
    }
    numeric = true;
    break;
  case PCT_CHAR:
    ok = percent_char(&body, a, err);
    break;
  case PCT_BAD:
    ok = percent_unsupported(d, err);
    break;
  }
  if (ok)
    percent_output(out, d->conv, flags, width, body.data ? body.data : "", body.len, numeric);
  arrc_text_free(&body);
  return ok;
}

/* A '*' width or precision: the next argument, an int. */
static bool percent_star(const arrc_fmt_arg *args, int64_t nargs, int64_t *next, int64_t *value,
                         arrc_format_error *err) {
  if (*next >= nargs)
    return format_fail(err, ARRC_TYPE_ERROR, "not enough arguments for format string");
  const arrc_fmt_arg *a = &args[(*next)++];
  if (!arg_is_int(a))
    return format_fail(err, ARRC_TYPE_ERROR, "* wants int");
  *value = a->bits;
  return true;
}

bool arrc_percent_checked(arrc_text *t, const char *fmt, size_t len, const arrc_fmt_arg *args, int64_t nargs,
                          bool mapping, arrc_format_error *err) {
  size_t pos = 0, chars = 0, start = t->len;
  int64_t next = 0;
  while (pos < len) {
    if (fmt[pos] != '%') {
      const char *pct = memchr(fmt + pos, '%', len - pos);
      size_t end = pct ? (size_t)(pct - fmt) : len;
      arrc_text_put(t, fmt + pos, end - pos);
      chars += (size_t)arrc_utf8_count(fmt + pos, (int64_t)(end - pos));
      pos = end;
      continue;
    }
    percent_directive d;
    if (!percent_parse(fmt, len, pos, chars, &d, err))
      goto failed;
    chars += (size_t)arrc_utf8_count(fmt + pos, (int64_t)(d.end - pos));
    pos = d.end;
    if (d.escaped_percent) {
      arrc_text_putc(t, '%');
      continue;
    }
    int flags = d.flags;
    int64_t width = d.width, prec = d.prec;
    if (d.width_star) {
      if (!percent_star(args, nargs, &next, &width, err))
        goto failed;
      if (width < 0) {
        flags |= PCT_LJUST;
        width = -width;
      }
    }
    if (d.prec_star) {
      if (!percent_star(args, nargs, &next, &prec, err))
        goto failed;
      if (prec < 0)
        prec = 0;
    }
    if (next >= nargs) {
      format_fail(err, ARRC_TYPE_ERROR, "not enough arguments for format string");
      goto failed;
    }
    if (!percent_convert(t, &d, flags, width, prec, &args[next++], err))
      goto failed;
  }
  if (next < nargs && !mapping) {
    format_fail(err, ARRC_TYPE_ERROR, "not all arguments converted during string formatting");
    goto failed;
  }
  return true;
failed:
  t->len = start;
  return false;
}

arrc_str *arrc_str_percent(const arrc_str *fmt, const arrc_fmt_arg *args, int64_t nargs, bool mapping,
                           const arrc_loc *loc) {
  arrc_text t = {0};
  arrc_format_error err;
  if (!arrc_percent_checked(&t, fmt ? fmt->data : "", fmt ? (size_t)fmt->len : 0, args, nargs, mapping, &err)) {
    arrc_text_free(&t);
    arrc_raise(err.kind, loc, "%s", err.message);
  }
  arrc_str *s = arrc_text_take_str(&t);
  arrc_text_free(&t);
  return s;
}

/* ---- str.format ------------------------------------------------------------------ */

/* The argument a field names: get_field_object. */
static const arrc_fmt_arg *field_arg(const char *name, size_t name_len, const format_field_name *fn,
                                     const arrc_fmt_arg *args, int64_t nargs, const char *const *kwnames, int64_t nkw,
                                     arrc_format_error *err) {
  /* A field with an index or attribute ({0[1]}, {p.real}) of a constant
   * format string: the generated code passed its value under its key. */
  if (fn->has_rest) {
    char key[256];
    size_t n = format_chain_key(key, sizeof key, name, fn, name_len);
    for (int64_t k = 0; k < nkw && n < sizeof key; k++)
      if (strcmp(kwnames[k], key) == 0)
        return &args[nargs + k];
    format_fail(err, ARRC_NOT_IMPLEMENTED_ERROR,
                "an index or attribute in a replacement field of a format string made at run time is not "
                "supported by arrc");
    return NULL;
  }
  if (fn->index >= 0) {
    if (fn->index >= nargs) {
      format_fail(err, ARRC_INDEX_ERROR, "Replacement index %lld out of range for positional args tuple",
                  (long long)fn->index);
      return NULL;
    }
    return &args[fn->index];
  }
  for (int64_t k = 0; k < nkw; k++)
    if (strlen(kwnames[k]) == fn->first_len && memcmp(kwnames[k], name, fn->first_len) == 0)
      return &args[nargs + k];
  /* The message is the key; the KeyError shows its repr when raised. */
  format_fail(err, ARRC_KEY_ERROR, "%.*s", (int)fn->first_len, name);
  return NULL;
}

/* build_string: the fields of s, recursing into specs with nested fields
 * (depth 2 allows one level, as Python's does). */
static bool format_fields(arrc_text *t, const char *s, size_t len, const arrc_fmt_arg *args, int64_t nargs,
                          const char *const *kwnames, int64_t nkw, format_numbering *numbering, int depth,
                          arrc_format_error *err) {
  if (depth <= 0)
    return format_fail(err, ARRC_VALUE_ERROR, "Max string recursion exceeded");
  size_t pos = 0;
  for (;;) {
    format_piece f;
    bool done;
    if (!format_next_piece(s, len, &pos, &f, &done, err))
      return false;
    if (done)
      return true;
    arrc_text_put(t, s + f.lit_start, f.lit_len);
    if (!f.has_field)
      continue;
    format_field_name fn;
    if (!format_split_name(s + f.name_start, f.name_len, &fn, err) || !format_number_field(numbering, &fn, err))
      return false;
    const arrc_fmt_arg *a = field_arg(s + f.name_start, f.name_len, &fn, args, nargs, kwnames, nkw, err);
    if (!a)
      return false;
    if (f.conv && f.conv != 'r' && f.conv != 's' && f.conv != 'a')
      return format_bad_conversion(f.conv, err);
    arrc_text spec = {0};
    bool ok = true;
    if (f.spec_has_fields)
      ok = format_fields(&spec, s + f.spec_start, f.spec_len, args, nargs, kwnames, nkw, numbering, depth - 1, err);
    else
      arrc_text_put(&spec, s + f.spec_start, f.spec_len);
    ok = ok && arrc_format_arg_checked(t, a, spec.data ? spec.data : "", spec.len, f.conv, err);
    arrc_text_free(&spec);
    if (!ok)
      return false;
  }
}

bool arrc_str_format_checked(arrc_text *t, const char *fmt, size_t len, const arrc_fmt_arg *args, int64_t nargs,
                             const char *const *kwnames, int64_t nkw, arrc_format_error *err) {
  size_t start = t->len;
  format_numbering numbering = {0, 0};
  if (format_fields(t, fmt, len, args, nargs, kwnames, nkw, &numbering, 2, err))
    return true;
  t->len = start;
  return false;
}

arrc_str *arrc_str_format(const arrc_str *fmt, const arrc_fmt_arg *args, int64_t nargs, const char *const *kwnames,
                          int64_t nkw, const arrc_loc *loc) {
  arrc_text t = {0};
  arrc_format_error err;
  if (!arrc_str_format_checked(&t, fmt ? fmt->data : "", fmt ? (size_t)fmt->len : 0, args, nargs, kwnames, nkw,
                               &err)) {
    arrc_text_free(&t);
    arrc_raise(err.kind, loc, "%s", err.message);
  }
  arrc_str *s = arrc_text_take_str(&t);
  arrc_text_free(&t);
  return s;
}
