/* Strings: reference-counted byte strings (UTF-8 text), and int() /
 * float() parsing with Python's rules and messages. Their repr is in
 * print.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_except.h"

static arrc_str *str_alloc(int64_t len) {
  size_t n = sizeof(arrc_str) + (size_t)len + 1;
  arrc_str *r = arrc_obj_alloc(n, false);
  if (!r)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", n);
  return r;
}

arrc_str *arrc_str_new(const char *s, int64_t len) {
  arrc_str *r = str_alloc(len);
  r->refcount = 1;
  r->len = len;
  if (len > 0)
    memcpy(r->data, s, (size_t)len);
  r->data[len] = '\0';
  r->chars = arrc_utf8_count(r->data, len);
  r->cursor = 0;
  return r;
}

int64_t arrc_utf8_count(const char *s, int64_t len) {
  int64_t n = 0;
  for (int64_t k = 0; k < len; k++)
    n += ((unsigned char)s[k] & 0xc0) != 0x80;
  return n;
}

size_t arrc_utf8_prefix_bytes(const char *s, size_t n, size_t k) {
  size_t i = 0;
  while (i < n && k > 0) {
    i++;
    while (i < n && ((unsigned char)s[i] & 0xc0) == 0x80)
      i++;
    k--;
  }
  return i;
}

void arrc_str_decref(arrc_str *s) {
  if (s && __atomic_sub_fetch(&s->refcount, 1, __ATOMIC_ACQ_REL) == 0)
    arrc_obj_free(s);
}

arrc_str *arrc_str_concat(const arrc_str *a, const arrc_str *b) {
  arrc_str *r = str_alloc(a->len + b->len);
  r->refcount = 1;
  r->len = a->len + b->len;
  memcpy(r->data, a->data, (size_t)a->len);
  memcpy(r->data + a->len, b->data, (size_t)b->len);
  r->data[r->len] = '\0';
  r->chars = a->chars + b->chars;
  r->cursor = 0;
  return r;
}

bool arrc_str_eq(const arrc_str *a, const arrc_str *b) {
  return a->len == b->len && memcmp(a->data, b->data, (size_t)a->len) == 0;
}

/* ---- int() and float() ------------------------------------------------ */

/* The length of the UTF-8 encoded whitespace character at s (at most n
 * bytes), or 0. Python strips ASCII whitespace and the Unicode spaces
 * below; the ASCII separators \x1c to \x1f are whitespace to str.strip()
 * but not to int() and float(). */
static int space_len(const unsigned char *s, int64_t n) {
  if (n >= 1 && (s[0] == ' ' || (s[0] >= '\t' && s[0] <= '\r')))
    return 1;
  if (n >= 2 && s[0] == 0xc2 && (s[1] == 0x85 || s[1] == 0xa0))
    return 2; /* U+0085, U+00A0 */
  if (n >= 3) {
    unsigned cp = (unsigned)(s[0] & 0x0f) << 12 | (unsigned)(s[1] & 0x3f) << 6 | (s[2] & 0x3f);
    if ((s[0] & 0xf0) == 0xe0 && (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80 &&
        (cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202f || cp == 0x205f || cp == 0x3000))
      return 3;
  }
  return 0;
}

/* Narrows [*b, *e) to the text without surrounding whitespace. */
static void strip(const char **b, const char **e) {
  int k;
  while (*b < *e && (k = space_len((const unsigned char *)*b, *e - *b)) > 0)
    *b += k;
  for (;;) {
    /* A whitespace character that ends at *e starts one to three bytes
     * before it. */
    int64_t left = *e - *b;
    for (k = 1; k <= 3 && k <= left; k++)
      if (space_len((const unsigned char *)*e - k, k) == k)
        break;
    if (k > 3 || k > left)
      return;
    *e -= k;
  }
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Scans a run of digits with single underscores between them (Python's
 * "digitpart"), copying the digits to out when out is not NULL. Returns
 * the end of the run, or NULL when there is no digit at p or an
 * underscore is misplaced. */
static const char *digit_part(const char *p, const char *e, char **out) {
  if (p >= e || !is_digit(*p))
    return NULL;
  while (p < e) {
    if (is_digit(*p)) {
      if (out)
        *(*out)++ = *p;
      p++;
    } else if (*p == '_' && p + 1 < e && is_digit(p[1])) {
      p++;
    } else {
      break;
    }
  }
  return p;
}

/* The message is built in memory of its own, which the raise frees once
 * it has copied it: a try statement may catch the error (except.c). */
static _Noreturn void bad_literal(const arrc_str *s, const char *what, const arrc_loc *loc) {
  char *r = arrc_rt_repr(s->data, s->len);
  size_t n = strlen(what) + strlen(r);
  char *msg = arrc_malloc(n + 1, loc);
  snprintf(msg, n + 1, "%s%s", what, r);
  free(r);
  arrc_raise_owned(ARRC_VALUE_ERROR, loc, msg);
}

int64_t arrc_str_to_i64(const arrc_str *s, const arrc_loc *loc) {
  const char *b = s->data, *e = s->data + s->len;
  strip(&b, &e);
  bool neg = false;
  if (b < e && (*b == '+' || *b == '-'))
    neg = *b++ == '-';
  char *digits = arrc_malloc((size_t)(e - b) + 1, loc), *d = digits;
  if (digit_part(b, e, &d) != e) {
    free(digits);
    bad_literal(s, "invalid literal for int() with base 10: ", loc);
  }
  /* Accumulates the magnitude as unsigned so that -2**63 fits. */
  uint64_t v = 0, limit = neg ? (UINT64_C(1) << 63) : (UINT64_C(1) << 63) - 1;
  bool overflow = false;
  for (const char *p = digits; p < d && !overflow; p++) {
    unsigned digit = (unsigned)(*p - '0');
    if (v > (limit - digit) / 10)
      overflow = true;
    else
      v = v * 10 + digit;
  }
  int64_t ndigits = d - digits;
  free(digits);
  /* Python 3.11 refuses to convert more than 4300 digits, whatever their
   * value, before it would find that the number does not fit. */
  if (ndigits > 4300)
    arrc_raise(ARRC_VALUE_ERROR, loc,
               "Exceeds the limit (4300 digits) for integer string conversion: value has %lld "
               "digits; use sys.set_int_max_str_digits() to increase the limit",
               (long long)ndigits);
  if (overflow)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "Python int too large to convert to C long");
  return neg ? (int64_t)(0 - v) : (int64_t)v;
}

/* Case-insensitive comparison of [p, e) with a lower-case word. */
static bool word_is(const char *p, const char *e, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(e - p) != n)
    return false;
  for (size_t i = 0; i < n; i++)
    if ((p[i] | 0x20) != word[i])
      return false;
  return true;
}

/* Python's float() grammar: an optional sign, then "inf", "infinity" or
 * "nan" in any case, or digits with an optional fraction and exponent,
 * underscores allowed between digits. The syntax is checked here, the
 * digits without underscores go to strtod, which rounds correctly and
 * would otherwise also accept hexadecimal and "nan(...)". */
double arrc_str_to_f64(const arrc_str *s, const arrc_loc *loc) {
  const char *b = s->data, *e = s->data + s->len;
  strip(&b, &e);
  const char *p = b;
  bool neg = false;
  if (p < e && (*p == '+' || *p == '-'))
    neg = *p++ == '-';
  if (word_is(p, e, "inf") || word_is(p, e, "infinity"))
    return neg ? -INFINITY : INFINITY;
  if (word_is(p, e, "nan"))
    return neg ? -NAN : NAN;
  char *text = arrc_malloc((size_t)(e - b) + 2, loc), *t = text;
  if (neg)
    *t++ = '-';
  const char *q = digit_part(p, e, &t);
  bool ok;
  if (q) {
    if (q < e && *q == '.') {
      *t++ = *q++;
      const char *f = digit_part(q, e, &t);
      if (f)
        q = f;
    }
    ok = true;
  } else if (p < e && *p == '.') {
    *t++ = '.';
    q = digit_part(p + 1, e, &t);
    ok = q != NULL;
  } else {
    ok = false;
  }
  if (ok && q < e && (*q == 'e' || *q == 'E')) {
    *t++ = *q++;
    if (q < e && (*q == '+' || *q == '-'))
      *t++ = *q++;
    q = digit_part(q, e, &t);
    ok = q != NULL;
  }
  if (!ok || q != e) {
    free(text);
    bad_literal(s, "could not convert string to float: ", loc);
  }
  *t = '\0';
  double v = strtod(text, NULL);
  free(text);
  return v;
}
