/* Python's arithmetic where C's differs: floor division and modulo, integer
 * powers, round(), and the clocks of the time module. The messages are
 * CPython 3.11's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rt_core.h"

/* ---- floor division and modulo ----------------------------------------- */

/* C truncates toward zero; Python floors, so the quotient is one less and
 * the remainder takes the divisor's sign whenever the remainder is not zero
 * and the operands' signs differ. INT64_MIN // -1 wraps to INT64_MIN, the
 * 64-bit result of Numba's integer arithmetic, instead of trapping. */
int64_t arrc_floordiv_i64(int64_t a, int64_t b, const arrc_loc *loc) {
  if (b == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "integer division or modulo by zero");
  if (b == -1)
    return (int64_t)(0 - (uint64_t)a);
  int64_t q = a / b;
  if (a % b != 0 && (a < 0) != (b < 0))
    q--;
  return q;
}

int64_t arrc_mod_i64(int64_t a, int64_t b, const arrc_loc *loc) {
  if (b == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "integer modulo by zero");
  if (b == -1)
    return 0;
  int64_t r = a % b;
  if (r != 0 && (r < 0) != (b < 0))
    r += b;
  return r;
}

/* CPython's float_floor_div (_float_div_mod): the quotient comes from the
 * exact remainder of fmod and is snapped to an integral value, and a zero
 * quotient keeps the sign of the true quotient. */
double arrc_floordiv_f64(double a, double b, const arrc_loc *loc) {
  if (b == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "float floor division by zero");
  double mod = fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0))
    div -= 1.0;
  double floordiv;
  if (div != 0) {
    floordiv = floor(div);
    if (div - floordiv > 0.5)
      floordiv += 1.0;
  } else {
    floordiv = copysign(0.0, a / b);
  }
  return floordiv;
}

/* CPython's float_rem: the remainder takes the divisor's sign, and a zero
 * remainder is a zero of the divisor's sign. */
double arrc_mod_f64(double a, double b, const arrc_loc *loc) {
  if (b == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "float modulo");
  double mod = fmod(a, b);
  if (mod != 0) {
    if ((b < 0) != (mod < 0))
      mod += b;
  } else {
    mod = copysign(0.0, b);
  }
  return mod;
}

/* ---- powers ------------------------------------------------------------ */

/* a ** b on 64-bit integers, by squaring and multiplying with wrapping
 * products, in four flavours for a negative exponent (mode):
 *   ARRC_POW_NUMBA        Numba's default model: 1 / a**-b truncated, that is
 *                         0 unless a is 1 or -1, and ZeroDivisionError for a
 *                         zero base;
 *   ARRC_POW_NUMBA_QUIET  Numba's NumPy model (ufuncs, array expressions,
 *                         error_model='numpy'): the same, but 0 ** -n is
 *                         INT64_MIN;
 *   ARRC_POW_PYTHON       host code: Python's result is a float, which an
 *                         integer operation cannot give, so it is an error;
 *   ARRC_POW_NUMPY        NumPy's integer arrays: ValueError.
 * Numba's power returns through a float64 (its Python implementation's
 * `1.0 / r if invert else r` unifies to float), so its result is the
 * wrapped power rounded to 53 bits (3 ** 39 is 4052555153018976256), and
 * it hands an exponent above 0x10000 to math.pow; the conversion back
 * gives 0x8000000000000000 on x86 whenever the float is out of range.
 * Host code's powers are exact and wrap like every other integer
 * operation (LANGUAGE.md §3.1). */
int64_t arrc_pow_i64(int64_t a, int64_t b, int32_t mode, const arrc_loc *loc) {
  bool numba = mode == ARRC_POW_NUMBA || mode == ARRC_POW_NUMBA_QUIET;
  if (b < 0) {
    switch (mode) {
    case ARRC_POW_PYTHON:
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "%lld ** %lld: Python's result is a float, but arrc gives an integer power an int "
                 "unless the exponent is a constant; write float(a) ** n",
                 (long long)a, (long long)b);
    case ARRC_POW_NUMPY:
      arrc_raise(ARRC_VALUE_ERROR, loc, "Integers to negative integer powers are not allowed.");
    default:
      break;
    }
    if (a == 0) {
      if (mode == ARRC_POW_NUMBA_QUIET)
        return INT64_MIN;
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "0 cannot be raised to a negative power");
    }
    if (a == 1)
      return 1;
    if (a == -1)
      return b % 2 == 0 ? 1 : -1;
    return 0;
  }
  double through_float;
  if (numba && b > 0x10000) {
    through_float = pow((double)a, (double)b);
  } else {
    uint64_t result = 1, base = (uint64_t)a, e = (uint64_t)b;
    while (e) {
      if (e & 1)
        result *= base;
      base *= base;
      e >>= 1;
    }
    if (!numba)
      return (int64_t)result;
    through_float = (double)(int64_t)result;
  }
  return through_float >= -0x1p63 && through_float < 0x1p63 ? (int64_t)through_float : INT64_MIN;
}

/* Python's float ** float (CPython's float_pow): the C library's pow,
 * except that 0.0 ** -y is a ZeroDivisionError, a finite result out of
 * range an OverflowError, and a negative number to a fractional power,
 * which Python makes a complex number, an error here (arrc types the
 * result as a float). */
double arrc_pow_f64_py(double x, double y, const arrc_loc *loc) {
  if (y == 0)
    return 1.0;
  if (isfinite(x) && isfinite(y)) {
    if (x == 0 && y < 0)
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "0.0 cannot be raised to a negative power");
    if (x < 0 && y != floor(y))
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "negative number %.17g raised to the fractional power %.17g: Python's result is a complex "
                 "number, but arrc's float ** float is a float",
                 x, y);
    double r = pow(x, y);
    if (isinf(r))
      arrc_raise(ARRC_OVERFLOW_ERROR, loc, "(34, 'Numerical result out of range')");
    return r;
  }
  return pow(x, y);
}

/* ---- round ------------------------------------------------------------- */

/* Rounds |x|, given as its exact decimal digits with the decimal point
 * after the first point of them, to a multiple of 10**k (k >= 1) with
 * ties to even, and converts the result back with its sign. */
static double round_decimal(const char *digits, int point, int k, bool neg) {
  /* The kept digits are digits[0 .. cut); the first dropped one decides,
   * then whether any later one is nonzero, then the parity of the last
   * kept digit. With cut < 0, |x| < 10**(k-1) and the result is zero. */
  int cut = point - k;
  int ndig = (int)strlen(digits);
  char buf[400];
  int n = 0;
  for (int i = 0; i < cut && i < ndig; i++)
    buf[n++] = digits[i];
  bool up = false;
  if (cut >= 0 && cut < ndig) {
    char first = digits[cut];
    bool rest = false;
    for (int i = cut + 1; i < ndig; i++)
      rest = rest || digits[i] != '0';
    up = first > '5' || (first == '5' && (rest || (n > 0 && (buf[n - 1] - '0') % 2 == 1)));
  }
  if (up) {
    int i = n - 1;
    while (i >= 0 && buf[i] == '9')
      buf[i--] = '0';
    if (i >= 0) {
      buf[i]++;
    } else {
      memmove(buf + 1, buf, (size_t)n);
      buf[0] = '1';
      n++;
    }
  }
  if (n == 0)
    buf[n++] = '0';
  snprintf(buf + n, sizeof buf - (size_t)n, "e%d", k);
  double v = strtod(buf, NULL);
  return neg ? -v : v;
}

/* round(x, n) is CPython's float.__round__: nonfinite values and n above
 * 323 give x, n below -308 a zero of x's sign. For n >= 0 the C library's
 * correctly rounded "%.*f" (ties to even on the exact binary value, like
 * CPython's dtoa in mode 3) and strtod give the same result. For n < 0,
 * the exact integer part is rounded at the 10**-n digit by hand. */
double arrc_round_f64(double x, int64_t ndigits) {
  if (!isfinite(x) || ndigits > 323)
    return x;
  if (ndigits < -308)
    return 0.0 * x;
  double r;
  if (ndigits >= 0) {
    char buf[700];
    snprintf(buf, sizeof buf, "%.*f", (int)ndigits, x);
    r = strtod(buf, NULL);
  } else {
    /* |x| >= 2**53 has no fraction and |x| < 2**53 at most 52 fraction
     * digits, so "%.52f" is exact. The fraction matters for ties only. */
    char buf[400], digits[400];
    snprintf(buf, sizeof buf, "%.52f", fabs(x));
    char *dot = strchr(buf, '.');
    int point = (int)(dot - buf), n = 0;
    for (char *p = buf; *p; p++)
      if (*p != '.')
        digits[n++] = *p;
    digits[n] = '\0';
    r = round_decimal(digits, point, (int)-ndigits, signbit(x) != 0);
  }
  if (isinf(r))
    arrc_raise(ARRC_OVERFLOW_ERROR, NULL, "rounded value too large to represent");
  return r;
}

/* ---- time -------------------------------------------------------------- */

double arrc_time(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Python's perf_counter is CLOCK_MONOTONIC on Linux. */
double arrc_perf_counter(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
