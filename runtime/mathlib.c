/* The math module's functions on integers and the float functions that
 * are more than one C library call, as CPython 3.11's mathmodule.c
 * computes them. Python's integers are unbounded; a result that does not
 * fit in int64 is arrc's OverflowError. */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_stdlib.h"

#define TOO_LARGE "int too large: arrc's ints are 64-bit"

static uint64_t magnitude(int64_t a) { return a < 0 ? 0 - (uint64_t)a : (uint64_t)a; }

int64_t arrc_math_gcd(int64_t a, int64_t b) {
  uint64_t x = magnitude(a), y = magnitude(b);
  while (y) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return (int64_t)x;
}

int64_t arrc_math_lcm(int64_t a, int64_t b, const arrc_loc *loc) {
  if (a == 0 || b == 0)
    return 0;
  uint64_t g = (uint64_t)arrc_math_gcd(a, b);
  __int128 r = (__int128)(magnitude(a) / g) * magnitude(b);
  if (r > INT64_MAX)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, TOO_LARGE);
  return (int64_t)r;
}

int64_t arrc_math_factorial(int64_t n, const arrc_loc *loc) {
  if (n < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "factorial() not defined for negative values");
  if (n > 20)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, TOO_LARGE);
  int64_t r = 1;
  for (int64_t i = 2; i <= n; i++)
    r *= i;
  return r;
}

static void check_nk(int64_t n, int64_t k, const arrc_loc *loc) {
  if (n < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "n must be a non-negative integer");
  if (k < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "k must be a non-negative integer");
}

/* C(n, k) = C(n, k - 1) * (n - k + i) / i step by step: each quotient is
 * exact, and the running value only grows, so the first one beyond int64
 * means the result is. */
int64_t arrc_math_comb(int64_t n, int64_t k, const arrc_loc *loc) {
  check_nk(n, k, loc);
  if (k > n)
    return 0;
  if (k > n - k)
    k = n - k;
  __int128 r = 1;
  for (int64_t i = 1; i <= k; i++) {
    r = r * (n - k + i) / i;
    if (r > INT64_MAX)
      arrc_raise(ARRC_OVERFLOW_ERROR, loc, TOO_LARGE);
  }
  return (int64_t)r;
}

int64_t arrc_math_perm(int64_t n, int64_t k, bool has_k, const arrc_loc *loc) {
  if (!has_k)
    return arrc_math_factorial(n, loc);
  check_nk(n, k, loc);
  if (k > n)
    return 0;
  __int128 r = 1;
  for (int64_t i = n - k + 1; i <= n; i++) {
    r *= i;
    if (r > INT64_MAX)
      arrc_raise(ARRC_OVERFLOW_ERROR, loc, TOO_LARGE);
  }
  return (int64_t)r;
}

/* The floor of the square root, corrected from the float estimate. */
int64_t arrc_math_isqrt(int64_t n, const arrc_loc *loc) {
  if (n < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "isqrt() argument must be nonnegative");
  __int128 r = (__int128)sqrt((double)n);
  while (r * r > n)
    r--;
  while ((r + 1) * (r + 1) <= n)
    r++;
  return (int64_t)r;
}

/* Python's frexp of 0, an infinity or a NaN is (x, 0). */
double arrc_math_frexp(double x, int64_t *e) {
  if (x == 0 || !isfinite(x)) {
    *e = 0;
    return x;
  }
  int ie;
  double m = frexp(x, &ie);
  *e = ie;
  return m;
}

double arrc_math_ldexp(double x, int64_t e) {
  if (e > INT_MAX)
    e = INT_MAX;
  if (e < INT_MIN)
    e = INT_MIN;
  return ldexp(x, (int)e);
}

bool arrc_math_isclose(double a, double b, double rel_tol, double abs_tol, const arrc_loc *loc) {
  if (rel_tol < 0.0 || abs_tol < 0.0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "tolerances must be non-negative");
  if (a == b)
    return true;
  if (isinf(a) || isinf(b))
    return false;
  double diff = fabs(b - a);
  return diff <= fabs(rel_tol * b) || diff <= fabs(rel_tol * a) || diff <= abs_tol;
}

/* math.ulp: the distance to the next float away from zero; the largest
 * float's is the distance to the one below it. */
double arrc_math_ulp(double x) {
  if (isnan(x))
    return x;
  x = fabs(x);
  if (isinf(x))
    return x;
  double up = nextafter(x, INFINITY);
  if (isinf(up))
    return x - nextafter(x, -INFINITY);
  return up - x;
}

/* math.fsum: CPython's exact summation (Shewchuk's partials, with its
 * handling of infinities, NaNs and intermediate overflow) of a list of
 * float64. */
double arrc_math_fsum(const arrc_list *l, const arrc_loc *loc) {
  const double *xs = (const double *)l->data;
  int64_t n = 0, cap = 32;
  double stack[32], *p = stack;
  double special_sum = 0.0, inf_sum = 0.0;
  for (int64_t k = 0; k < l->len; k++) {
    double x = xs[k], xsave = x;
    int64_t i = 0;
    for (int64_t j = 0; j < n; j++) {
      double y = p[j];
      if (fabs(x) < fabs(y)) {
        double t = x;
        x = y;
        y = t;
      }
      double hi = x + y, yr = hi - x, lo = y - yr;
      if (lo != 0.0)
        p[i++] = lo;
      x = hi;
    }
    n = i;
    if (x != 0.0) {
      if (!isfinite(x)) {
        if (isfinite(xsave))
          arrc_raise(ARRC_OVERFLOW_ERROR, loc, "intermediate overflow in fsum");
        if (isinf(xsave))
          inf_sum += xsave;
        special_sum += xsave;
        n = 0;
      } else {
        if (n == cap) {
          double *q = arrc_malloc(sizeof(double) * (size_t)cap * 2, loc);
          memcpy(q, p, sizeof(double) * (size_t)n);
          if (p != stack)
            free(p);
          p = q;
          cap *= 2;
        }
        p[n++] = x;
      }
    }
  }
  double hi = 0.0;
  if (special_sum != 0.0) {
    if (p != stack)
      free(p);
    if (isnan(inf_sum))
      arrc_raise(ARRC_VALUE_ERROR, loc, "-inf + inf in fsum");
    return special_sum;
  }
  if (n > 0) {
    double lo = 0.0;
    hi = p[--n];
    while (n > 0) {
      double x = hi, y = p[--n];
      hi = x + y;
      double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0)
        break;
    }
    if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
      double y = lo * 2.0, x = hi + y, yr = x - hi;
      if (y == yr)
        hi = x;
    }
  }
  if (p != stack)
    free(p);
  return hi;
}
