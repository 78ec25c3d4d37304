/* print() and str() of arrc values (LANGUAGE.md §8): the text buffer that
 * print() and f-strings fill, Python 3.11's repr of numbers and strings, and
 * str(ndarray) with NumPy 1.24's default print options.
 *
 * Floats become decimal digits through an exact big-integer form of the
 * Dragon4 algorithm in the variant NumPy uses (free-format shortest digits,
 * with optional limits on the number of digits). One generator serves both
 * Python's shortest round-trip repr and NumPy's array layouts, which cut
 * the digits at a precision or extend them to a minimum count; both then
 * come out digit for digit as those programs print them. The layout code
 * follows numpy/core/arrayprint.py (FloatingFormat, _formatArray) and the
 * positional and scientific writers of NumPy's dragon4.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_rt.h"
#include "rt_core.h"
#include "rt_gpu.h"
#include "rt_print.h"
#include "unicode_printable.h"

/* ---- the text buffer --------------------------------------------------- */

/* Makes room for extra more bytes, growing geometrically so that building
 * a long text costs linear time. */
static void text_reserve(arrc_text *t, size_t extra) {
  if (extra <= t->cap - t->len)
    return;
  if (extra > SIZE_MAX / 2 - t->len)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", extra);
  size_t cap = t->cap ? t->cap : 64;
  while (cap - t->len < extra)
    cap *= 2;
  char *p = realloc(t->data, cap);
  if (!p)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", cap);
  t->data = p;
  t->cap = cap;
}

void arrc_text_put(arrc_text *t, const char *s, size_t n) {
  if (n == 0)
    return;
  text_reserve(t, n);
  memcpy(t->data + t->len, s, n);
  t->len += n;
}

void arrc_text_putc(arrc_text *t, char c) {
  text_reserve(t, 1);
  t->data[t->len++] = c;
}

void arrc_text_puts(arrc_text *t, const char *s) { arrc_text_put(t, s, strlen(s)); }

void arrc_text_repeat(arrc_text *t, const char *c, size_t c_bytes, size_t n) {
  if (n == 0 || c_bytes == 0)
    return;
  if (n > SIZE_MAX / 2 / c_bytes)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", SIZE_MAX / 2);
  text_reserve(t, n * c_bytes);
  for (size_t i = 0; i < n; i++) {
    memcpy(t->data + t->len, c, c_bytes);
    t->len += c_bytes;
  }
}

void arrc_text_free(arrc_text *t) {
  free(t->data);
  t->data = NULL;
  t->len = t->cap = 0;
}

arrc_str *arrc_text_take_str(arrc_text *t) {
  arrc_str *s = arrc_obj_alloc(sizeof *s + t->len + 1, false);
  if (!s)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", sizeof *s + t->len + 1);
  s->refcount = 1;
  s->len = (int64_t)t->len;
  if (t->len)
    memcpy(s->data, t->data, t->len);
  s->data[t->len] = '\0';
  s->chars = arrc_utf8_count(s->data, s->len);
  s->cursor = 0;
  t->len = 0;
  return s;
}

/* ---- integers, bools, None, strings ------------------------------------ */

void arrc_text_put_u64(arrc_text *t, uint64_t v) {
  char buf[24];
  int n = sizeof buf;
  do {
    buf[--n] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  arrc_text_put(t, buf + n, sizeof buf - (size_t)n);
}

void arrc_text_put_i64(arrc_text *t, int64_t v) {
  if (v < 0) {
    arrc_text_putc(t, '-');
    /* Negating in unsigned arithmetic keeps INT64_MIN exact. */
    arrc_text_put_u64(t, 0 - (uint64_t)v);
  } else {
    arrc_text_put_u64(t, (uint64_t)v);
  }
}

void arrc_text_put_bool(arrc_text *t, bool v) { arrc_text_puts(t, v ? "True" : "False"); }

void arrc_text_put_none(arrc_text *t) { arrc_text_puts(t, "None"); }

void arrc_text_put_str(arrc_text *t, const arrc_str *s) {
  if (s)
    arrc_text_put(t, s->data, (size_t)s->len);
}

/* Whether repr() shows the code point c (above U+007F) as it is: a binary
 * search of the generated table of those it escapes. */
static bool is_printable(uint32_t c) {
  size_t lo = 0, hi = sizeof unicode_unprintable / sizeof unicode_unprintable[0];
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (c < unicode_unprintable[mid][0])
      hi = mid;
    else if (c > unicode_unprintable[mid][1])
      lo = mid + 1;
    else
      return false;
  }
  return true;
}

/* Decodes the UTF-8 sequence at s (n bytes left) into *cp and returns its
 * length, or 0 for a byte that starts no valid sequence. */
static int utf8_decode(const unsigned char *s, size_t n, uint32_t *cp) {
  int len;
  uint32_t c = s[0], min;
  if (c < 0x80) {
    *cp = c;
    return 1;
  } else if (c >= 0xc2 && c < 0xe0) {
    len = 2, c &= 0x1f, min = 0x80;
  } else if (c >= 0xe0 && c < 0xf0) {
    len = 3, c &= 0x0f, min = 0x800;
  } else if (c >= 0xf0 && c < 0xf5) {
    len = 4, c &= 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if ((size_t)len > n)
    return 0;
  for (int i = 1; i < len; i++) {
    if ((s[i] & 0xc0) != 0x80)
      return 0;
    c = c << 6 | (s[i] & 0x3f);
  }
  if (c < min || c > 0x10ffff)
    return 0;
  *cp = c;
  return len;
}

/* Python's repr() of a str of n bytes of UTF-8, the one implementation
 * that printing, f-strings ({s!r}) and error messages share: single quotes
 * unless the text has a single quote and no double quote; backslash
 * escapes for the quote, the backslash, \t \n \r, and \xNN, \uNNNN or
 * \UNNNNNNNN for every other character str.isprintable() rejects. A
 * surrogate encoded in the bytes (as a string literal "\ud800" is) shows
 * as itself; a byte that is not valid UTF-8 shows as the lone surrogate
 * Python's surrogateescape decoding makes of it ('\udc80'), which is how
 * such bytes look in sys.argv under Python. */
static void put_repr(arrc_text *t, const unsigned char *p, size_t n) {
  bool squote = memchr(p, '\'', n) != NULL, dquote = memchr(p, '"', n) != NULL;
  char quote = squote && !dquote ? '"' : '\'';
  char esc[16];
  arrc_text_putc(t, quote);
  for (size_t i = 0; i < n;) {
    uint32_t c;
    int len = utf8_decode(p + i, n - i, &c);
    if (len == 0) {
      snprintf(esc, sizeof esc, "\\udc%02x", p[i]);
      arrc_text_puts(t, esc);
      i++;
      continue;
    }
    if (c == (uint32_t)quote || c == '\\') {
      arrc_text_putc(t, '\\');
      arrc_text_putc(t, (char)c);
    } else if (c == '\t') {
      arrc_text_puts(t, "\\t");
    } else if (c == '\n') {
      arrc_text_puts(t, "\\n");
    } else if (c == '\r') {
      arrc_text_puts(t, "\\r");
    } else if (c < 0x20 || c == 0x7f || (c > 0x7f && !is_printable(c))) {
      snprintf(esc, sizeof esc, c <= 0xff ? "\\x%02x" : c <= 0xffff ? "\\u%04x" : "\\U%08x", (unsigned)c);
      arrc_text_puts(t, esc);
    } else {
      arrc_text_put(t, (const char *)p + i, (size_t)len);
    }
    i += (size_t)len;
  }
  arrc_text_putc(t, quote);
}

void arrc_text_put_str_repr(arrc_text *t, const arrc_str *s) {
  if (s)
    put_repr(t, (const unsigned char *)s->data, (size_t)s->len);
  else
    put_repr(t, (const unsigned char *)"", 0);
}

char *arrc_rt_repr(const char *s, int64_t len) {
  arrc_text t = {0};
  put_repr(&t, (const unsigned char *)s, (size_t)len);
  arrc_text_putc(&t, '\0');
  return t.data;
}

/* ---- big integers for exact digit generation ----------------------------- */

/* Every intermediate of a float64 stays below 2^1090: the scale is at
 * most about 2^1080 (the smallest subnormal's 2^1076, or 4 * 10^309 for
 * the largest float, times 10), and the loop keeps all else below 21
 * times the scale. So 40 words of 32 bits suffice. */
enum { BIG_WORDS = 40 };

typedef struct {
  int len;                 /* words in use, the top one nonzero; 0 for zero */
  uint32_t w[BIG_WORDS];   /* least significant first */
} big;

static void big_trim(big *b) {
  while (b->len > 0 && b->w[b->len - 1] == 0)
    b->len--;
}

static void big_set(big *b, uint64_t v) {
  b->w[0] = (uint32_t)v;
  b->w[1] = (uint32_t)(v >> 32);
  b->len = 2;
  big_trim(b);
}

static void big_set_pow2(big *b, int n) {
  memset(b->w, 0, sizeof(uint32_t) * (size_t)(n / 32 + 1));
  b->w[n / 32] = 1u << (n % 32);
  b->len = n / 32 + 1;
}

static void big_shift_left(big *b, int n) {
  if (b->len == 0 || n == 0)
    return;
  int words = n / 32, bits = n % 32;
  uint32_t out[BIG_WORDS] = {0};
  for (int i = 0; i < b->len; i++) {
    uint64_t x = (uint64_t)b->w[i] << bits;
    out[i + words] |= (uint32_t)x;
    if (i + words + 1 < BIG_WORDS)
      out[i + words + 1] |= (uint32_t)(x >> 32);
  }
  b->len = b->len + words + 1 < BIG_WORDS ? b->len + words + 1 : BIG_WORDS;
  memcpy(b->w, out, sizeof(uint32_t) * (size_t)b->len);
  big_trim(b);
}

static void big_mul_small(big *b, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < b->len; i++) {
    uint64_t x = (uint64_t)b->w[i] * m + carry;
    b->w[i] = (uint32_t)x;
    carry = x >> 32;
  }
  if (carry)
    b->w[b->len++] = (uint32_t)carry;
}

static void big_mul_pow10(big *b, int n) {
  static const uint32_t pow10[10] = {1,      10,      100,      1000,      10000,
                                     100000, 1000000, 10000000, 100000000, 1000000000};
  while (n > 0) {
    int step = n > 9 ? 9 : n;
    big_mul_small(b, pow10[step]);
    n -= step;
  }
}

/* dst = a + b; dst may be a. */
static void big_add(big *dst, const big *a, const big *b) {
  int n = a->len > b->len ? a->len : b->len;
  uint64_t carry = 0;
  for (int i = 0; i < n; i++) {
    uint64_t x = carry + (i < a->len ? a->w[i] : 0) + (i < b->len ? b->w[i] : 0);
    dst->w[i] = (uint32_t)x;
    carry = x >> 32;
  }
  dst->len = n;
  if (carry)
    dst->w[dst->len++] = 1;
}

/* a -= b, where a >= b. */
static void big_sub(big *a, const big *b) {
  int64_t borrow = 0;
  for (int i = 0; i < a->len; i++) {
    int64_t x = (int64_t)a->w[i] - (i < b->len ? b->w[i] : 0) - borrow;
    borrow = x < 0;
    a->w[i] = (uint32_t)(x + (borrow << 32));
  }
  big_trim(a);
}

static int big_cmp(const big *a, const big *b) {
  if (a->len != b->len)
    return a->len < b->len ? -1 : 1;
  for (int i = a->len - 1; i >= 0; i--)
    if (a->w[i] != b->w[i])
      return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

/* ---- decimal digits of floats --------------------------------------------- */

/* A finite float as mantissa * 2^exponent. unequal_gaps is set for the
 * powers of two above the smallest normal number, whose neighbor below
 * is half as far away as the one above. */
typedef struct {
  uint64_t mantissa;
  int exponent;
  bool unequal_gaps;
} float_parts;

static float_parts split_float(double v, bool is_f32) {
  float_parts f;
  if (is_f32) {
    float x = (float)v;
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    uint32_t frac = bits & 0x7fffff, ex = (bits >> 23) & 0xff;
    f.mantissa = ex ? frac | 0x800000u : frac;
    f.exponent = ex ? (int)ex - 150 : -149;
    f.unequal_gaps = ex > 1 && frac == 0;
  } else {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    uint64_t frac = bits & 0xfffffffffffffull, ex = (bits >> 52) & 0x7ff;
    f.mantissa = ex ? frac | 0x10000000000000ull : frac;
    f.exponent = ex ? (int)ex - 1075 : -1074;
    f.unequal_gaps = ex > 1 && frac == 0;
  }
  return f;
}

static int bit_length(uint64_t v) {
  int n = 0;
  while (v) {
    n++;
    v >>= 1;
  }
  return n;
}

/* What the digit loops share: their limits and, at the end, the last
 * digit and whether it stays (down) or rounds up. */
typedef struct {
  bool even;             /* the ends of the rounding interval read back as v */
  int cut_min, cut_max;  /* the powers of ten of the last digit required, allowed */
  int digit;
  bool down;
} digit_loop;

/* The loop over big integers. r / s is the value scaled into [0.1, 1);
 * low and high are the half-gaps to the neighbors, in r's units. Stores
 * the digits before the last and returns their number. Once a margin
 * passes 2s every comparison with it has a fixed outcome, so margins are
 * clamped there: a long run of required digits never outgrows BIG_WORDS. */
static int digits_big(big *r, const big *s, big *low, big *high, int k, digit_loop *d, char *digits) {
  big limit, tmp;
  big_add(&limit, s, s);
  int n = 0, place = k;
  bool can_round_down, can_round_up;
  for (;;) {
    place--;
    big_mul_small(r, 10);
    big_mul_small(low, 10);
    big_mul_small(high, 10);
    if (big_cmp(low, &limit) > 0)
      *low = limit;
    if (big_cmp(high, &limit) > 0)
      *high = limit;
    d->digit = 0;
    while (big_cmp(r, s) >= 0) {
      big_sub(r, s);
      d->digit++;
    }
    /* Whether truncating here, or rounding the digit up, already gives a
     * value that reads back as v. */
    int c = big_cmp(r, low);
    can_round_down = d->even ? c <= 0 : c < 0;
    big_add(&tmp, r, high);
    c = big_cmp(&tmp, s);
    can_round_up = d->even ? c >= 0 : c > 0;
    if (((can_round_down || can_round_up) && place <= d->cut_min) || place == d->cut_max)
      break;
    digits[n++] = (char)('0' + d->digit);
  }
  /* When both directions (or neither) would do, round to the nearer one,
   * ties to an even digit. */
  d->down = can_round_down;
  if (can_round_down == can_round_up) {
    big_add(&tmp, r, r);
    int c = big_cmp(&tmp, s);
    d->down = c < 0 || (c == 0 && d->digit % 2 == 0);
  }
  return n;
}

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 u128;

/* The same loop in native 128-bit arithmetic, for the common case of a
 * scale below 2^123 (values from about 1e-20 to 1e20), where everything
 * stays below 21s. It is several times faster than the big integers. */
static int digits_u128(u128 r, u128 s, u128 low, u128 high, int k, digit_loop *d, char *digits) {
  u128 limit = 2 * s;
  int n = 0, place = k;
  bool can_round_down, can_round_up;
  for (;;) {
    place--;
    r *= 10;
    low = low * 10 > limit ? limit : low * 10;
    high = high * 10 > limit ? limit : high * 10;
    d->digit = 0;
    while (r >= s) {
      r -= s;
      d->digit++;
    }
    can_round_down = d->even ? r <= low : r < low;
    can_round_up = d->even ? r + high >= s : r + high > s;
    if (((can_round_down || can_round_up) && place <= d->cut_min) || place == d->cut_max)
      break;
    digits[n++] = (char)('0' + d->digit);
  }
  d->down = can_round_down;
  if (can_round_down == can_round_up)
    d->down = 2 * r < s || (2 * r == s && d->digit % 2 == 0);
  return n;
}

static u128 big_to_u128(const big *b) {
  u128 v = 0;
  for (int i = b->len - 1; i >= 0; i--)
    v = v << 32 | b->w[i];
  return v;
}
#endif

int arrc_float_digits(double v, bool is_f32, arrc_cutoff mode, int max_digits, int min_digits,
                      char *digits, int cap, int *exp10) {
  float_parts f = split_float(v, is_f32);
  if (f.mantissa == 0) {
    digits[0] = '0';
    *exp10 = 0;
    return 1;
  }
  /* The value is r / s. The values that read back as this float lie
   * between r - low and r + high (in the same units), the ends included
   * when the mantissa is even, since round-half-even reading then rounds
   * them to it. Scaling everything by 2 (or 4 with unequal gaps) keeps the
   * half-gaps integral. */
  int extra = f.unequal_gaps ? 1 : 0;
  big r, s, low, high;
  big_set(&r, f.mantissa);
  if (f.exponent >= 0) {
    big_shift_left(&r, f.exponent + 1 + extra);
    big_set(&s, 2u << extra);
    big_set_pow2(&low, f.exponent);
    big_set_pow2(&high, f.exponent + extra);
  } else {
    big_shift_left(&r, 1 + extra);
    big_set_pow2(&s, -f.exponent + 1 + extra);
    big_set(&low, 1);
    big_set(&high, 1u << extra);
  }

  /* k is the power of ten just above the value: 10^(k-1) <= v < 10^k. The
   * estimate from the binary exponent is exact or one too small. NumPy
   * lets a fraction cutoff above the first digit pull the first digit
   * position up to the cutoff, where the value then rounds to 0 or to one
   * unit; the estimate already tells when (the value is below 10^(k+1)),
   * and deciding it before scaling keeps the numbers small. */
  int k = (int)floor((bit_length(f.mantissa) - 1 + f.exponent) * 0.30102999566398120) + 1;
  bool pulled_up = mode == ARRC_CUTOFF_FRACTION && max_digits >= 0 && k <= -max_digits;
  if (pulled_up)
    k = -max_digits + 1;
  if (k >= 0) {
    big_mul_pow10(&s, k);
  } else {
    big_mul_pow10(&r, -k);
    big_mul_pow10(&low, -k);
    big_mul_pow10(&high, -k);
  }
  while (!pulled_up && big_cmp(&r, &s) >= 0) {
    big_mul_small(&s, 10);
    k++;
  }

  /* The powers of ten of the last digit allowed and of the last digit
   * required; never more digits than the buffer holds. */
  digit_loop d = {(f.mantissa & 1) == 0, k, k - cap, 0, false};
  if (max_digits >= 0) {
    int want = mode == ARRC_CUTOFF_FRACTION ? -max_digits : k - max_digits;
    if (want > d.cut_max)
      d.cut_max = want;
  }
  if (min_digits >= 0) {
    int want = mode == ARRC_CUTOFF_FRACTION ? -min_digits : k - min_digits;
    if (want < d.cut_min)
      d.cut_min = want;
  }

  int n;
#ifdef __SIZEOF_INT128__
  if (s.len < 4 || (s.len == 4 && s.w[3] < 1u << 27))
    n = digits_u128(big_to_u128(&r), big_to_u128(&s), big_to_u128(&low), big_to_u128(&high), k, &d, digits);
  else
#endif
    n = digits_big(&r, &s, &low, &high, k, &d, digits);

  if (d.down) {
    digits[n++] = (char)('0' + d.digit);
  } else if (d.digit < 9) {
    digits[n++] = (char)('0' + d.digit + 1);
  } else {
    while (n > 0 && digits[n - 1] == '9')
      n--;
    if (n == 0) {
      digits[n++] = '1';
      k++;
    } else {
      digits[n - 1]++;
    }
  }
  *exp10 = k - 1;
  return n;
}

/* ---- NumPy's positional and scientific float writers ----------------------- */

/* What happens to trailing zeros, as NumPy's trim modes say: KEEP ('k')
 * keeps them, ZEROS ('.') drops them but keeps the point ("1."), ONE_ZERO
 * leaves one ("1.0"), DPT_ZEROS drops the point too ("1"). */
typedef enum { TRIM_KEEP, TRIM_ZEROS, TRIM_ONE_ZERO, TRIM_DPT_ZEROS } trim_mode;

typedef struct {
  bool is_f32;
  bool plus;           /* a '+' before values that are not negative */
  int precision;       /* the most digits (after the point, or after the first in
                        * scientific notation); -1 for no limit */
  int min_digits;      /* the fewest, counted the same way; -1 for none */
  trim_mode trim;
  int pad_left;        /* characters before the point, padded with spaces; -1: none */
  int pad_right;       /* characters after the point, padded with spaces; -1: none */
  int exp_digits;      /* the fewest exponent digits; -1 for two */
  bool exact;          /* the exact value's digits up to precision (Dragon4's
                        * unique=False, floatmode='fixed'), not the shortest */
} np_float_opts;

/* The digits of |v| (finite) with unique=False: the exact binary value
 * rounded to max_digits (counted as mode says), ties to even, as glibc's
 * printf rounds them; trailing zeros stay. Returns their number and the
 * power of ten of the first digit in *exp10. */
static int exact_digits(double v, arrc_cutoff mode, int max_digits, char *digits, int cap, int *exp10) {
  char buf[800];
  if (mode == ARRC_CUTOFF_TOTAL) {
    snprintf(buf, sizeof buf, "%.*e", max_digits - 1, fabs(v));
    int n = 0;
    for (const char *p = buf; *p != 'e'; p++)
      if (*p != '.' && n < cap)
        digits[n++] = *p;
    *exp10 = atoi(strchr(buf, 'e') + 1);
    return n;
  }
  snprintf(buf, sizeof buf, "%.*f", max_digits, fabs(v));
  /* Every digit printf wrote, leading and trailing zeros too (Dragon4
   * writes 0.0 as "0.0000" at precision 4): the first is the one before
   * the point, a power of ten below the count of digits there. */
  const char *point = strchr(buf, '.');
  int n = 0;
  for (const char *p = buf; *p; p++)
    if (*p != '.' && n < cap)
      digits[n++] = *p;
  *exp10 = (int)(point ? point - buf : (long)strlen(buf)) - 1;
  return n;
}

static int float_digits(double v, const np_float_opts *o, arrc_cutoff mode, int max_digits, int min_digits,
                        char *d, int cap, int *e) {
  if (o->exact && max_digits >= 0)
    return exact_digits(v, mode, max_digits, d, cap, e);
  return arrc_float_digits(v, o->is_f32, mode, max_digits, min_digits, d, cap, e);
}

/* A bounded writer for one formatted number; the callers' buffers are
 * sized for the longest layout they ask for. */
typedef struct {
  char *p;
  int len, cap;
} word_buf;

static void wb_put(word_buf *b, char c) {
  if (b->len < b->cap - 1)
    b->p[b->len++] = c;
}

static void wb_repeat(word_buf *b, char c, int n) {
  for (int i = 0; i < n; i++)
    wb_put(b, c);
}

static void wb_digits(word_buf *b, const char *d, int n) {
  for (int i = 0; i < n; i++)
    wb_put(b, d[i]);
}

static int wb_end(word_buf *b) {
  b->p[b->len] = '\0';
  return b->len;
}

static int put_sign(word_buf *b, double v, bool plus) {
  if (signbit(v)) {
    wb_put(b, '-');
    return 1;
  }
  if (plus) {
    wb_put(b, '+');
    return 1;
  }
  return 0;
}

/* format_float_positional: ddd.ddd, for a finite v. */
static int np_positional(char *out, int cap, double v, const np_float_opts *o) {
  char d[400];
  int e, n = float_digits(v, o, ARRC_CUTOFF_FRACTION, o->precision, o->min_digits, d, (int)sizeof d, &e);
  word_buf b = {out, 0, cap};
  int has_sign = put_sign(&b, v, o->plus), whole, frac = 0;
  if (e >= 0) {
    whole = e + 1;
    if (n <= whole) {
      wb_digits(&b, d, n);
      wb_repeat(&b, '0', whole - n);
    } else {
      wb_digits(&b, d, whole);
      wb_put(&b, '.');
      wb_digits(&b, d + whole, n - whole);
      frac = n - whole;
    }
  } else {
    whole = 1;
    wb_put(&b, '0');
    wb_put(&b, '.');
    wb_repeat(&b, '0', -(e + 1));
    wb_digits(&b, d, n);
    frac = n - (e + 1);
  }
  if (o->trim != TRIM_DPT_ZEROS && frac == 0)
    wb_put(&b, '.');
  if (o->trim == TRIM_ONE_ZERO && frac == 0) {
    wb_put(&b, '0');
    frac++;
  } else if (o->trim == TRIM_KEEP && o->min_digits > frac) {
    wb_repeat(&b, '0', o->min_digits - frac);
    frac = o->min_digits;
  }
  if (o->trim != TRIM_KEEP && frac > 0) {
    while (b.p[b.len - 1] == '0') {
      b.len--;
      frac--;
    }
    if (b.p[b.len - 1] == '.') {
      if (o->trim == TRIM_ONE_ZERO) {
        wb_put(&b, '0');
        frac++;
      } else if (o->trim == TRIM_DPT_ZEROS) {
        b.len--;
      }
    }
  }
  if (o->pad_right >= frac) {
    if (o->trim == TRIM_DPT_ZEROS && frac == 0)
      wb_put(&b, ' ');
    wb_repeat(&b, ' ', o->pad_right - frac);
  }
  int shift = o->pad_left - (whole + has_sign);
  if (shift > 0 && b.len + shift < cap) {
    memmove(b.p + shift, b.p, (size_t)b.len);
    memset(b.p, ' ', (size_t)shift);
    b.len += shift;
  }
  return wb_end(&b);
}

/* format_float_scientific: d.ddde+XX, for a finite v. */
static int np_scientific(char *out, int cap, double v, const np_float_opts *o) {
  char d[400];
  int e, n = float_digits(v, o, ARRC_CUTOFF_TOTAL, o->precision < 0 ? -1 : o->precision + 1,
                          o->min_digits < 0 ? -1 : o->min_digits + 1, d, (int)sizeof d, &e);
  word_buf b = {out, 0, cap};
  int sign_chars = signbit(v) || o->plus ? 1 : 0;
  wb_repeat(&b, ' ', o->pad_left - (1 + sign_chars));
  put_sign(&b, v, o->plus);
  wb_put(&b, d[0]);
  int frac = n - 1;
  if (frac > 0) {
    wb_put(&b, '.');
    wb_digits(&b, d + 1, frac);
  }
  if (o->trim != TRIM_DPT_ZEROS && frac == 0)
    wb_put(&b, '.');
  if (o->trim == TRIM_ONE_ZERO && frac == 0) {
    wb_put(&b, '0');
    frac++;
  } else if (o->trim == TRIM_KEEP && o->min_digits > frac) {
    wb_repeat(&b, '0', o->min_digits - frac);
    frac = o->min_digits;
  }
  if (o->trim != TRIM_KEEP && frac > 0) {
    while (b.p[b.len - 1] == '0')
      b.len--;
    if (o->trim == TRIM_ONE_ZERO && b.p[b.len - 1] == '.')
      wb_put(&b, '0');
  }
  int want = o->exp_digits < 0 ? 2 : o->exp_digits > 5 ? 5 : o->exp_digits;
  char exp[16];
  snprintf(exp, sizeof exp, "e%c%0*d", e < 0 ? '-' : '+', want, e < 0 ? -e : e);
  for (const char *p = exp; *p; p++)
    wb_put(&b, *p);
  return wb_end(&b);
}

/* str() of a NumPy float scalar, which for float64 is also Python's
 * repr(): positional between 1e-4 and 1e16 (with "1.0" for whole numbers),
 * else scientific ("1e+16"). Python decides by the decimal exponent of
 * the shortest digits, NumPy by the value; the two agree for every
 * float64, as the double nearest 1e-4 lies above it and 1e16 is exact.
 * The parts of complex numbers drop the ".0" (trim_whole). */
static void put_real(arrc_text *t, double v, bool is_f32, bool plus, bool trim_whole) {
  if (isnan(v)) {
    arrc_text_puts(t, plus ? "+nan" : "nan");
    return;
  }
  if (isinf(v)) {
    arrc_text_puts(t, v < 0 ? "-inf" : plus ? "+inf" : "inf");
    return;
  }
  char buf[64];
  double a = fabs(v);
  np_float_opts o = {is_f32, plus, -1, -1, TRIM_DPT_ZEROS, -1, -1, -1, false};
  int n;
  if (a == 0 || (a >= 1e-4 && a < 1e16)) {
    o.trim = trim_whole ? TRIM_DPT_ZEROS : TRIM_ONE_ZERO;
    n = np_positional(buf, (int)sizeof buf, v, &o);
  } else {
    n = np_scientific(buf, (int)sizeof buf, v, &o);
  }
  arrc_text_put(t, buf, (size_t)n);
}

void arrc_text_put_f64(arrc_text *t, double v) { put_real(t, v, false, false, false); }

void arrc_text_put_f32(arrc_text *t, float v) { put_real(t, v, true, false, false); }

/* Python's repr(complex) and NumPy's str() of complex scalars: "2j" when
 * the real part is +0, else "(re+imj)", parts without a ".0". */
static void put_complex(arrc_text *t, double re, double im, bool is_f32) {
  if (re == 0 && !signbit(re)) {
    put_real(t, im, is_f32, false, true);
    arrc_text_putc(t, 'j');
    return;
  }
  arrc_text_putc(t, '(');
  put_real(t, re, is_f32, false, true);
  put_real(t, im, is_f32, true, true);
  arrc_text_puts(t, "j)");
}

void arrc_text_put_c128(arrc_text *t, double re, double im) { put_complex(t, re, im, false); }

void arrc_text_put_c64(arrc_text *t, float re, float im) { put_complex(t, re, im, true); }

/* ---- str(ndarray) ------------------------------------------------------------ */

/* NumPy's print options, which np.set_printoptions changes for the rest
 * of the run: the line width, the element count past which an array is
 * summarized, the items shown at each end of a summarized axis, the most
 * fractional digits of a float, and whether small floats stay out of
 * scientific notation; the sign shown before values that are not
 * negative ('-' none, '+', or ' ' a space), how many fractional digits
 * floats get (floatmode), and the words for NaN and infinity. NumPy
 * accepts a negative precision when it is set and refuses it when a float
 * array is printed; so does arrc. */
typedef enum { FLOATMODE_MAXPREC, FLOATMODE_FIXED, FLOATMODE_UNIQUE, FLOATMODE_MAXPREC_EQUAL } float_mode;

enum { PRINT_WORD_CAP = 64 };

static struct print_options {
  int64_t line_width;
  double threshold;
  int64_t edge_items;
  int64_t precision;
  bool suppress;
  const arrc_loc *precision_set_at;
  char sign;
  float_mode floatmode;
  char nanstr[PRINT_WORD_CAP], infstr[PRINT_WORD_CAP];
} print_options = {75, 1000, 3, 8, false, NULL, '-', FLOATMODE_MAXPREC, "nan", "inf"};

/* NumPy's names of the float modes, in the order of float_mode. */
static const char *const float_mode_names[] = {"maxprec", "fixed", "unique", "maxprec_equal"};

static bool str_equals(const arrc_str *s, const char *text) {
  return (size_t)s->len == strlen(text) && memcmp(s->data, text, (size_t)s->len) == 0;
}

void arrc_np_check_printoptions(const arrc_str *sign, const arrc_str *floatmode, const arrc_loc *loc) {
  if (sign && !str_equals(sign, "-") && !str_equals(sign, "+") && !str_equals(sign, " "))
    arrc_raise(ARRC_VALUE_ERROR, loc, "sign option must be one of ' ', '+', or '-'");
  bool known = !floatmode;
  for (int k = 0; k < 4 && !known; k++)
    known = str_equals(floatmode, float_mode_names[k]);
  if (!known)
    arrc_raise(ARRC_VALUE_ERROR, loc, "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", "
                                      "\"maxprec_equal\"");
}

static void set_word(char *dst, const arrc_str *word, const char *option, const arrc_loc *loc) {
  if (word->len >= PRINT_WORD_CAP)
    arrc_raise(ARRC_VALUE_ERROR, loc, "%s of more than %d bytes is not supported by arrc", option,
               PRINT_WORD_CAP - 1);
  memcpy(dst, word->data, (size_t)word->len + 1);
}

void arrc_np_set_printoptions_text(const arrc_str *nanstr, const arrc_str *infstr, const arrc_str *sign,
                                   const arrc_str *floatmode, const arrc_loc *loc) {
  arrc_np_check_printoptions(sign, floatmode, loc);
  if (nanstr)
    set_word(print_options.nanstr, nanstr, "nanstr", loc);
  if (infstr)
    set_word(print_options.infstr, infstr, "infstr", loc);
  if (sign)
    print_options.sign = sign->data[0];
  for (int k = 0; floatmode && k < 4; k++)
    if (str_equals(floatmode, float_mode_names[k]))
      print_options.floatmode = (float_mode)k;
}

void arrc_np_set_printoptions(int64_t precision, double threshold, int64_t edge_items, int64_t line_width,
                              int64_t suppress, const arrc_loc *loc) {
  static const char nan_threshold[] = "threshold must be non-NAN, try sys.maxsize for untruncated representation";
  if (threshold != threshold)
    arrc_raise_str(ARRC_VALUE_ERROR, loc, nan_threshold, (int64_t)strlen(nan_threshold));
  if (precision != ARRC_PRINT_OPTION_UNCHANGED) {
    print_options.precision = precision;
    print_options.precision_set_at = loc;
  }
  if (threshold != (double)ARRC_PRINT_OPTION_UNCHANGED)
    print_options.threshold = threshold;
  if (edge_items != ARRC_PRINT_OPTION_UNCHANGED)
    print_options.edge_items = edge_items;
  if (line_width != ARRC_PRINT_OPTION_UNCHANGED)
    print_options.line_width = line_width;
  if (suppress != ARRC_PRINT_OPTION_UNCHANGED)
    print_options.suppress = suppress != 0;
}

/* The options each `with np.printoptions(...)` block that is running
 * found when it began, innermost last: its end restores them (NumPy's
 * context manager calls set_printoptions with the saved options). */
static struct {
  struct print_options *v;
  int len, cap;
} saved_print_options;

void arrc_np_printoptions_enter(int64_t precision, double threshold, int64_t edge_items, int64_t line_width,
                                int64_t suppress, const arrc_loc *loc) {
  /* Options NumPy refuses raise before anything is saved. */
  if (threshold != threshold)
    arrc_np_set_printoptions(precision, threshold, edge_items, line_width, suppress, loc);
  if (saved_print_options.len == saved_print_options.cap) {
    int cap = saved_print_options.cap ? 2 * saved_print_options.cap : 8;
    void *v = realloc(saved_print_options.v, (size_t)cap * sizeof *saved_print_options.v);
    if (!v)
      arrc_raise(ARRC_MEMORY_ERROR, loc, "out of memory");
    saved_print_options.v = v;
    saved_print_options.cap = cap;
  }
  saved_print_options.v[saved_print_options.len++] = print_options;
  arrc_np_set_printoptions(precision, threshold, edge_items, line_width, suppress, loc);
}

void arrc_np_printoptions_exit(void) {
  if (saved_print_options.len > 0)
    print_options = saved_print_options.v[--saved_print_options.len];
}

/* The longest element word: a complex of two padded floats, each up to
 * the 330 characters of a tiny value written positionally (floatmode
 * "unique" with suppress=True). */
enum { WORD_CAP = 1024 };

/* FloatingFormat: one layout shared by all the floats of an array (or all
 * real parts, or all imaginary parts, of a complex array), derived from
 * the values shown. */
typedef struct {
  bool is_f32, plus, space;  /* sign '+', sign ' ' */
  bool any_finite, any_nonzero, any_nonfinite, any_neg_inf, any_signbit;
  double max_abs, min_abs;  /* of the finite nonzero values */
  bool exp_format;
  int pad_left, pad_right, precision, exp_size;
  /* How the values are written after measuring (FloatingFormat's
   * precision, min_digits, trim and unique). */
  int write_precision, min_digits;
  trim_mode trim;
} float_layout;

/* The real parts follow the sign option; the imaginary ones always show
 * theirs (NumPy's ComplexFloatingFormat gives them sign='+'). */
static void layout_init(float_layout *l, bool is_f32, bool imag) {
  memset(l, 0, sizeof *l);
  l->is_f32 = is_f32;
  l->plus = imag || print_options.sign == '+';
  l->space = !imag && print_options.sign == ' ';
  l->exp_size = -1;
}

/* FloatingFormat's precision for the first pass: none for 'unique'. */
static int mode_precision(void) {
  return print_options.floatmode == FLOATMODE_UNIQUE ? -1 : (int)print_options.precision;
}

static void layout_observe(float_layout *l, double v) {
  if (!isfinite(v)) {
    l->any_nonfinite = true;
    l->any_neg_inf |= isinf(v) && v < 0;
    return;
  }
  l->any_finite = true;
  l->any_signbit |= signbit(v) != 0;
  if (v == 0)
    return;
  double a = fabs(v);
  if (!l->any_nonzero || a > l->max_abs)
    l->max_abs = a;
  if (!l->any_nonzero || a < l->min_abs)
    l->min_abs = a;
  l->any_nonzero = true;
}

/* NumPy switches to scientific notation when the largest magnitude is 1e8
 * or more, or (unless small values are suppressed) the smallest is below
 * 1e-4 or their ratio above 1000. The ratio
 * is computed in the array's own precision, as NumPy divides its float32
 * scalars in float32; the limits compare as float64. */
static void layout_choose_notation(float_layout *l) {
  if (!l->any_nonzero)
    return;
  double ratio = l->is_f32 ? (double)((float)l->max_abs / (float)l->min_abs) : l->max_abs / l->min_abs;
  l->exp_format = l->max_abs >= 1e8 || (!print_options.suppress && (l->min_abs < 1e-4 || ratio > 1000.0));
}

/* The first pass of FloatingFormat.fillFormat: the widths of the parts of
 * each finite value printed with the unique digits up to the precision. */
static void layout_measure(float_layout *l, double v) {
  if (!isfinite(v))
    return;
  char buf[WORD_CAP];
  bool fixed = print_options.floatmode == FLOATMODE_FIXED;
  np_float_opts o = {l->is_f32, l->plus, mode_precision(), -1, fixed ? TRIM_KEEP : TRIM_ZEROS, -1, -1, -1, fixed};
  int n = l->exp_format ? np_scientific(buf, (int)sizeof buf, v, &o)
                        : np_positional(buf, (int)sizeof buf, v, &o);
  const char *dot = strchr(buf, '.'), *e = strchr(buf, 'e');
  int int_len = (int)(dot - buf);
  if (int_len > l->pad_left)
    l->pad_left = int_len;
  if (l->exp_format) {
    int frac = (int)(e - dot - 1), exp_len = n - (int)(e - buf) - 2;
    if (frac > l->precision)
      l->precision = frac;
    if (exp_len > l->exp_size)
      l->exp_size = exp_len;
  } else {
    int frac = n - int_len - 1;
    if (frac > l->pad_right)
      l->pad_right = frac;
  }
}

/* The rest of fillFormat: how the values are written in each float
 * mode, room for the exponent, for the sign ' ', and for nanstr and
 * infstr. */
static void layout_finish(float_layout *l) {
  float_mode mode = print_options.floatmode;
  l->write_precision = mode_precision();
  l->min_digits = 0;
  l->trim = TRIM_ZEROS;
  if (!l->any_finite) {
    l->pad_left = l->pad_right = 0;
    l->exp_format = false;
  } else if (l->exp_format) {
    l->pad_right = l->exp_size + 2 + l->precision;
    l->write_precision = l->min_digits = l->precision;
    l->trim = TRIM_KEEP;
  } else if (mode == FLOATMODE_FIXED || mode == FLOATMODE_MAXPREC_EQUAL) {
    l->write_precision = l->min_digits = l->pad_right;
    l->trim = TRIM_KEEP;
  }
  if (l->space && !l->any_signbit)
    l->pad_left++;
  if (l->any_nonfinite) {
    int offset = l->pad_right + 1;
    int nan_len = (int)strlen(print_options.nanstr);
    int inf_len = (int)strlen(print_options.infstr) + (l->plus || l->space || l->any_neg_inf ? 1 : 0);
    if (nan_len - offset > l->pad_left)
      l->pad_left = nan_len - offset;
    if (inf_len - offset > l->pad_left)
      l->pad_left = inf_len - offset;
  }
}

static int layout_format(const float_layout *l, double v, char *out, int cap) {
  if (!isfinite(v)) {
    const char *sign = isnan(v) ? (l->plus ? "+" : "") : v < 0 ? "-" : l->plus ? "+" : "";
    const char *word = isnan(v) ? print_options.nanstr : print_options.infstr;
    int pad = l->pad_left + l->pad_right + 1 - (int)(strlen(sign) + strlen(word));
    return snprintf(out, (size_t)cap, "%*s%s%s", pad > 0 ? pad : 0, "", sign, word);
  }
  bool fixed = print_options.floatmode == FLOATMODE_FIXED;
  if (l->exp_format) {
    np_float_opts o = {l->is_f32, l->plus, l->write_precision, l->min_digits, l->trim,
                       l->pad_left, -1, l->exp_size, fixed};
    return np_scientific(out, cap, v, &o);
  }
  np_float_opts o = {l->is_f32, l->plus, l->write_precision, l->min_digits, l->trim, l->pad_left, l->pad_right, -1,
                     fixed};
  return np_positional(out, cap, v, &o);
}

/* The formatter of one array: its dtype's layout state. */
typedef struct {
  const arrc_array *a;
  bool summarize;
  float_layout re, im;
  bool is_unsigned;
  int64_t imin, imax;     /* signed ints shown */
  uint64_t umin, umax;    /* unsigned ints shown */
  bool seen;
  int int_width;
} array_format;

static bool dtype_is_float(int dt) { return dt == ARRC_FLOAT32 || dt == ARRC_FLOAT64; }
static bool dtype_is_complex(int dt) { return dt == ARRC_COMPLEX64 || dt == ARRC_COMPLEX128; }

static double read_real(int dt, const char *p, int part) {
  if (dt == ARRC_FLOAT32 || dt == ARRC_COMPLEX64) {
    float x;
    memcpy(&x, p + part * (int)sizeof x, sizeof x);
    return x;
  }
  double x;
  memcpy(&x, p + part * (int)sizeof x, sizeof x);
  return x;
}

static int64_t read_signed(int dt, const char *p) {
  switch (dt) {
  case ARRC_INT8: { int8_t x; memcpy(&x, p, sizeof x); return x; }
  case ARRC_INT16: { int16_t x; memcpy(&x, p, sizeof x); return x; }
  case ARRC_INT32: { int32_t x; memcpy(&x, p, sizeof x); return x; }
  default: { int64_t x; memcpy(&x, p, sizeof x); return x; }
  }
}

static uint64_t read_unsigned(int dt, const char *p) {
  switch (dt) {
  case ARRC_BOOL:
  case ARRC_UINT8: { uint8_t x; memcpy(&x, p, sizeof x); return x; }
  case ARRC_UINT16: { uint16_t x; memcpy(&x, p, sizeof x); return x; }
  case ARRC_UINT32: { uint32_t x; memcpy(&x, p, sizeof x); return x; }
  default: { uint64_t x; memcpy(&x, p, sizeof x); return x; }
  }
}

/* Which pass over the shown elements a visit makes. */
typedef enum { PASS_OBSERVE, PASS_MEASURE } format_pass;

static void visit_element(array_format *f, format_pass pass, const char *p) {
  int dt = f->a->dtype;
  if (dtype_is_float(dt) || dtype_is_complex(dt)) {
    double re = read_real(dt, p, 0);
    if (pass == PASS_OBSERVE)
      layout_observe(&f->re, re);
    else
      layout_measure(&f->re, re);
    if (dtype_is_complex(dt)) {
      double im = read_real(dt, p, 1);
      if (pass == PASS_OBSERVE)
        layout_observe(&f->im, im);
      else
        layout_measure(&f->im, im);
    }
  } else if (dt != ARRC_BOOL && pass == PASS_OBSERVE) {
    if (f->is_unsigned) {
      uint64_t x = read_unsigned(dt, p);
      f->umin = !f->seen || x < f->umin ? x : f->umin;
      f->umax = !f->seen || x > f->umax ? x : f->umax;
    } else {
      int64_t x = read_signed(dt, p);
      f->imin = !f->seen || x < f->imin ? x : f->imin;
      f->imax = !f->seen || x > f->imax ? x : f->imax;
    }
    f->seen = true;
  }
}

/* The number of items an axis shows (with summarization, three at each
 * end and a "..." between) and the index of the j-th; -1 for the "...". */
static int64_t shown_count(const array_format *f, int64_t n) {
  int64_t edge = print_options.edge_items;
  return f->summarize && n > 2 * edge ? 2 * edge + 1 : n;
}

static int64_t shown_index(const array_format *f, int64_t n, int64_t j) {
  int64_t edge = print_options.edge_items;
  if (!(f->summarize && n > 2 * edge) || j < edge)
    return j;
  return j == edge ? -1 : n - (2 * edge + 1 - j);
}

/* Visits the elements the printed text shows, which are the ones NumPy's
 * formatters size themselves on (_leading_trailing). */
static void visit_shown(array_format *f, format_pass pass, int axis, const char *p) {
  const arrc_array *a = f->a;
  if (axis == a->ndim) {
    visit_element(f, pass, p);
    return;
  }
  int64_t n = ARRC_SHAPE(a)[axis], m = shown_count(f, n);
  for (int64_t j = 0; j < m; j++) {
    int64_t i = shown_index(f, n, j);
    if (i >= 0)
      visit_shown(f, pass, axis + 1, p + i * ARRC_STRIDES(a)[axis]);
  }
}

static int decimal_length(uint64_t v, bool negative) {
  int n = negative ? 2 : 1;
  while (v >= 10) {
    v /= 10;
    n++;
  }
  return n;
}

static void prepare_format(array_format *f) {
  int dt = f->a->dtype;
  if ((dtype_is_float(dt) || dtype_is_complex(dt)) && print_options.precision < 0) {
    static const char negative[] = "precision must be >= 0";
    arrc_raise_str(ARRC_VALUE_ERROR, print_options.precision_set_at, negative, (int64_t)strlen(negative));
  }
  layout_init(&f->re, dt == ARRC_FLOAT32 || dt == ARRC_COMPLEX64, false);
  layout_init(&f->im, dt == ARRC_COMPLEX64, true);
  f->is_unsigned = dt >= ARRC_UINT8 && dt <= ARRC_UINT64;
  visit_shown(f, PASS_OBSERVE, 0, f->a->data);
  if (dtype_is_float(dt) || dtype_is_complex(dt)) {
    layout_choose_notation(&f->re);
    layout_choose_notation(&f->im);
    visit_shown(f, PASS_MEASURE, 0, f->a->data);
    layout_finish(&f->re);
    layout_finish(&f->im);
  } else if (f->is_unsigned) {
    int a = decimal_length(f->umax, false), b = decimal_length(f->umin, false);
    f->int_width = a > b ? a : b;
  } else {
    int a = decimal_length(f->imax < 0 ? 0 - (uint64_t)f->imax : (uint64_t)f->imax, f->imax < 0);
    int b = decimal_length(f->imin < 0 ? 0 - (uint64_t)f->imin : (uint64_t)f->imin, f->imin < 0);
    f->int_width = a > b ? a : b;
  }
}

static int format_element(const array_format *f, const char *p, char *out) {
  int dt = f->a->dtype;
  if (dt == ARRC_BOOL)
    return snprintf(out, WORD_CAP, "%s", read_unsigned(dt, p) ? " True" : "False");
  if (dtype_is_float(dt))
    return layout_format(&f->re, read_real(dt, p, 0), out, WORD_CAP);
  if (dtype_is_complex(dt)) {
    int n = layout_format(&f->re, read_real(dt, p, 0), out, WORD_CAP);
    char im[WORD_CAP];
    int m = layout_format(&f->im, read_real(dt, p, 1), im, WORD_CAP);
    /* The 'j' goes before the padding that follows the imaginary digits. */
    int end = m;
    while (end > 0 && im[end - 1] == ' ')
      end--;
    return snprintf(out + n, (size_t)(WORD_CAP - n), "%.*sj%s", end, im, im + end) + n;
  }
  if (f->is_unsigned)
    return snprintf(out, WORD_CAP, "%*llu", f->int_width, (unsigned long long)read_unsigned(dt, p));
  return snprintf(out, WORD_CAP, "%*lld", f->int_width, (long long)read_signed(dt, p));
}

/* What differs between str(ndarray) and repr(ndarray) in the layout of
 * the brackets: the separator between elements ("[1 2]" or "[1, 2]"),
 * the columns before the first '[' ("array(" in a repr, which also
 * indents the lines that follow) and the line width (a repr keeps one
 * column for the ')' or ',' after the last ']'). */
typedef struct {
  const char *sep;
  size_t sep_len;
  size_t indent;
  size_t width;
} array_style;

static array_style str_style(void) { return (array_style){" ", 1, 0, (size_t)print_options.line_width}; }
static array_style repr_style(void) { return (array_style){", ", 2, 6, (size_t)print_options.line_width - 1}; }

/* _extendLine: starts a new line, indented by hang, when the word would
 * pass the width, unless the line holds nothing but its indent. */
static void extend_line(arrc_text *t, size_t *line_len, const char *word, size_t n, size_t width,
                        size_t hang) {
  if (*line_len + n > width && *line_len > hang) {
    while (t->len > 0 && t->data[t->len - 1] == ' ')
      t->len--;
    arrc_text_putc(t, '\n');
    arrc_text_repeat(t, " ", 1, hang);
    *line_len = hang;
  }
  arrc_text_put(t, word, n);
  *line_len += n;
}

/* _formatArray's recursion. At depth axis the hanging indent is the
 * style's indent plus axis + 1 spaces (one per '[' before it) and the
 * width shrinks by one per ']' that may follow. The first line's indent
 * is not written, as NumPy replaces it with the '['. Rows of higher axes
 * end with the separator's non-blank part and a newline per axis left. */
static void print_axis(const array_format *f, const array_style *st, arrc_text *t, int axis, const char *p) {
  const arrc_array *a = f->a;
  int64_t n = ARRC_SHAPE(a)[axis], m = shown_count(f, n), stride = ARRC_STRIDES(a)[axis];
  size_t hang = st->indent + (size_t)axis + 1, width = st->width - (size_t)axis;
  arrc_text_putc(t, '[');
  if (axis == a->ndim - 1) {
    size_t line_len = hang;
    char word[WORD_CAP];
    for (int64_t j = 0; j < m; j++) {
      int64_t i = shown_index(f, n, j);
      if (i < 0) {
        extend_line(t, &line_len, "...", 3, width - 1, hang);
      } else {
        int len = format_element(f, p + i * stride, word);
        extend_line(t, &line_len, word, (size_t)len, width - 1, hang);
      }
      if (j < m - 1) {
        arrc_text_put(t, st->sep, st->sep_len);
        line_len += st->sep_len;
      }
    }
  } else {
    size_t sep_mark = st->sep_len;
    while (sep_mark > 0 && st->sep[sep_mark - 1] == ' ')
      sep_mark--;
    for (int64_t j = 0; j < m; j++) {
      int64_t i = shown_index(f, n, j);
      if (j > 0)
        arrc_text_repeat(t, " ", 1, hang);
      if (i < 0)
        arrc_text_puts(t, "...");
      else
        print_axis(f, st, t, axis + 1, p + i * stride);
      if (j < m - 1) {
        arrc_text_put(t, st->sep, sep_mark);
        arrc_text_repeat(t, "\n", 1, (size_t)(a->ndim - axis - 1));
      }
    }
  }
  arrc_text_putc(t, ']');
}

/* A 0-d array prints as its scalar would. */
static void put_scalar_element(arrc_text *t, int dt, const char *p) {
  switch (dt) {
  case ARRC_BOOL: arrc_text_put_bool(t, read_unsigned(dt, p) != 0); break;
  case ARRC_INT8: case ARRC_INT16: case ARRC_INT32: case ARRC_INT64:
    arrc_text_put_i64(t, read_signed(dt, p));
    break;
  case ARRC_FLOAT32: arrc_text_put_f32(t, (float)read_real(dt, p, 0)); break;
  case ARRC_FLOAT64: arrc_text_put_f64(t, read_real(dt, p, 0)); break;
  case ARRC_COMPLEX64: arrc_text_put_c64(t, (float)read_real(dt, p, 0), (float)read_real(dt, p, 1)); break;
  case ARRC_COMPLEX128: arrc_text_put_c128(t, read_real(dt, p, 0), read_real(dt, p, 1)); break;
  default: arrc_text_put_u64(t, read_unsigned(dt, p)); break;
  }
}

/* A device array on the GPU path is printed from a copy on the host, as
 * Numba's simulator prints one (the oracle's behaviour). */
static arrc_array *host_copy_of_device(const arrc_array *a) {
  return (a->dtype & ARRC_DEVICE_DATA) ? arrc_copy_to_host(a, NULL, NULL, NULL) : NULL;
}

void arrc_text_put_array(arrc_text *t, const arrc_array *a) {
  arrc_array *host = host_copy_of_device(a);
  if (host) {
    arrc_text_put_array(t, host);
    arrc_array_decref(host);
    return;
  }
  if (a->ndim == 0) {
    put_scalar_element(t, a->dtype, a->data);
    return;
  }
  /* NumPy prints every array without elements as "[]", whatever its shape. */
  if (a->size == 0) {
    arrc_text_puts(t, "[]");
    return;
  }
  array_format f;
  memset(&f, 0, sizeof f);
  f.a = a;
  f.summarize = (double)a->size > print_options.threshold;
  prepare_format(&f);
  array_style st = str_style();
  print_axis(&f, &st, t, 0, a->data);
}

/* The dtypes a repr leaves implied: NumPy's _typelessdata on a 64-bit
 * Linux (int_, float_, complex_ and bool_). */
static bool dtype_is_implied(int dt) {
  return dt == ARRC_BOOL || dt == ARRC_INT64 || dt == ARRC_FLOAT64 || dt == ARRC_COMPLEX128;
}

/* repr(ndarray), NumPy's array_repr with the default print options: the
 * elements laid out as str() lays them out, with ", " between them and
 * the lines indented under "array(", then ", dtype=..." for the dtypes a
 * repr does not imply or for an empty array, on a line of its own when it
 * would pass the line width. A 0-d array shows its one element formatted
 * as an array element ("array(3.)"), and an empty array other than of
 * shape (0,) its shape. */
void arrc_text_put_array_repr(arrc_text *t, const arrc_array *a) {
  arrc_array *host = host_copy_of_device(a);
  if (host) {
    arrc_text_put_array_repr(t, host);
    arrc_array_decref(host);
    return;
  }
  size_t start = t->len;
  arrc_text_puts(t, "array(");
  if (a->size == 0) {
    arrc_text_puts(t, "[]");
    if (a->ndim != 1) {
      arrc_text_puts(t, ", shape=(");
      for (int k = 0; k < a->ndim; k++) {
        if (k)
          arrc_text_puts(t, ", ");
        arrc_text_put_i64(t, ARRC_SHAPE(a)[k]);
      }
      arrc_text_putc(t, ')');
    }
  } else {
    array_format f;
    memset(&f, 0, sizeof f);
    f.a = a;
    f.summarize = (double)a->size > print_options.threshold;
    prepare_format(&f);
    if (a->ndim == 0) {
      char word[WORD_CAP];
      int len = format_element(&f, a->data, word);
      /* A 0-d bool has no room kept for a sign: "True", not " True". */
      const char *w = word;
      while (a->dtype == ARRC_BOOL && *w == ' ')
        w++, len--;
      arrc_text_put(t, w, (size_t)len);
    } else {
      array_style st = repr_style();
      print_axis(&f, &st, t, 0, a->data);
    }
  }
  if (dtype_is_implied(a->dtype) && a->size > 0) {
    arrc_text_putc(t, ')');
    return;
  }
  arrc_text_putc(t, ',');
  size_t line_start = start;
  for (size_t k = start; k < t->len; k++)
    if (t->data[k] == '\n')
      line_start = k + 1;
  const char *name = arrc_dtype_name(a->dtype);
  size_t dtype_len = strlen("dtype=)") + strlen(name);
  if (t->len - line_start + dtype_len + 1 > (size_t)print_options.line_width) {
    arrc_text_putc(t, '\n');
    arrc_text_repeat(t, " ", 1, repr_style().indent);
  } else {
    arrc_text_putc(t, ' ');
  }
  arrc_text_puts(t, "dtype=");
  arrc_text_puts(t, name);
  arrc_text_putc(t, ')');
}
