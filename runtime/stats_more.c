/* NumPy's differences, interpolation, convolution and comparisons of
 * arrays: np.diff, np.interp, np.convolve and np.correlate, np.isclose,
 * np.allclose and np.array_equal, np.average with weights and np.trapz, as
 * NumPy 1.24 computes them (numpy/lib/function_base.py,
 * numpy/core/src/multiarray/compiled_base.c) and, in jitted code, as
 * Numba 0.56 does where it differs. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_rt.h"
#include "rt_core.h"
#include "rt_stats.h"
#include "rt_values.h"

static bool is_float(int32_t dtype) { return dtype == ARRC_FLOAT32 || dtype == ARRC_FLOAT64; }

/* ---- np.diff ---------------------------------------------------------------- */

/* One difference along axis k of the C-contiguous array c: a new array
 * with one element fewer along it, in c's dtype (integers wrap around,
 * bools differ where they are unequal, as NumPy's not_equal). */
static arrc_array *diff_once(const arrc_array *c, int32_t k, const arrc_loc *loc) {
  int32_t nd = c->ndim;
  int64_t shape[64] = {0};
  for (int32_t d = 0; d < nd; d++)
    shape[d] = ARRC_SHAPE(c)[d];
  int64_t n = shape[k];
  shape[k] = n > 0 ? n - 1 : 0;
  arrc_array *r = arrc_array_new((arrc_dtype)c->dtype, nd, shape, false, loc);
  int64_t outer = 1, inner = 1;
  for (int32_t d = 0; d < nd; d++) {
    if (d < k)
      outer *= shape[d];
    else if (d > k)
      inner *= shape[d];
  }
  int64_t m = shape[k];
  for (int64_t o = 0; o < outer; o++)
    for (int64_t j = 0; j < m; j++)
      for (int64_t i = 0; i < inner; i++) {
        int64_t from = (o * n + j) * inner + i, to = (o * m + j) * inner + i;
        if (c->dtype == ARRC_BOOL)
          r->data[to] = c->data[from + inner] != c->data[from];
        else if (is_float(c->dtype))
          arrc_array_set_f64(r, to, arrc_array_get_f64(c, from + inner) - arrc_array_get_f64(c, from));
        else
          arrc_array_set_i64(r, to, (int64_t)((uint64_t)arrc_array_get_i64(c, from + inner) -
                                              (uint64_t)arrc_array_get_i64(c, from)));
      }
  return r;
}

arrc_array *arrc_stats_diff(const arrc_array *a, int64_t n, int64_t axis, int32_t jit, const arrc_loc *loc) {
  int32_t nd = a->ndim;
  if (n < 0) {
    if (jit)
      arrc_raise(ARRC_VALUE_ERROR, loc, "diff(): order must be non-negative");
    arrc_raise(ARRC_VALUE_ERROR, loc, "order must be non-negative but got %lld", (long long)n);
  }
  int64_t written = axis;
  if (axis < 0)
    axis += nd;
  if (axis < 0 || axis >= nd)
    arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)written, (int)nd);
  arrc_array *c = arrc_array_copy(a, loc);
  for (int64_t k = 0; k < n && ARRC_SHAPE(c)[axis] > 0; k++) {
    arrc_array *next = diff_once(c, (int32_t)axis, loc);
    arrc_array_decref(c);
    c = next;
  }
  return c;
}

/* ---- np.interp --------------------------------------------------------------- */

/* The largest j with xp[j] <= x, -1 below xp[0], n above xp[n-1]
 * (compiled_base.c's binary_search_with_guess finds the same). */
static int64_t interval(double x, const double *xp, int64_t n) {
  if (x > xp[n - 1])
    return n;
  if (x < xp[0])
    return -1;
  int64_t lo = 0, hi = n;
  while (hi - lo > 1) {
    int64_t mid = lo + (hi - lo) / 2;
    if (xp[mid] <= x)
      lo = mid;
    else
      hi = mid;
  }
  return lo;
}

static double *as_doubles(const arrc_array *a) {
  double *d = malloc((size_t)(a->size > 0 ? a->size : 1) * sizeof *d);
  for (int64_t i = 0; i < a->size; i++)
    d[i] = arrc_array_get_f64(a, i);
  return d;
}

arrc_array *arrc_stats_interp(const arrc_array *x, const arrc_array *xp, const arrc_array *fp, double left,
                              double right, int32_t has_left, int32_t has_right, const arrc_loc *loc) {
  int64_t n = xp->size;
  if (fp->size != n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "fp and xp are not of the same length.");
  if (n == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "array of sample points is empty");
  double *dx = as_doubles(xp), *dy = as_doubles(fp);
  double lval = has_left ? left : dy[0], rval = has_right ? right : dy[n - 1];
  arrc_array *r = arrc_array_new(ARRC_FLOAT64, x->ndim, ARRC_SHAPE(x), false, loc);
  double *out = (double *)r->data;
  for (int64_t i = 0; i < x->size; i++) {
    double v = arrc_array_get_f64(x, i);
    if (n == 1) {
      out[i] = v < dx[0] ? lval : v > dx[0] ? rval : dy[0];
      continue;
    }
    if (isnan(v)) {
      out[i] = v;
      continue;
    }
    int64_t j = interval(v, dx, n);
    if (j == -1) {
      out[i] = lval;
    } else if (j == n) {
      out[i] = rval;
    } else if (j == n - 1 || dx[j] == v) {
      out[i] = dy[j];
    } else {
      /* NumPy's formula; where it gives NaN, from the other end, then
       * the common value of a flat segment. */
      double slope = (dy[j + 1] - dy[j]) / (dx[j + 1] - dx[j]);
      out[i] = slope * (v - dx[j]) + dy[j];
      if (isnan(out[i])) {
        out[i] = slope * (v - dx[j + 1]) + dy[j + 1];
        if (isnan(out[i]) && dy[j] == dy[j + 1])
          out[i] = dy[j];
      }
    }
  }
  free(dx);
  free(dy);
  return r;
}

/* ---- np.correlate, np.convolve ------------------------------------------------ */

/* NumPy's _pyarray_correlate on two 1-D arrays with len(a) >= len(v): the
 * dot products of v with the windows of a, the windows cut at the ends
 * for the modes 'same' (1) and 'full' (2), in the result's dtype (integers
 * in int64 and wrapped, floats in double and rounded). */
static void correlate_core(const arrc_array *a, const arrc_array *v, int32_t mode, arrc_array *r) {
  int64_t n1 = a->size, n2 = v->size;
  int64_t n_left = mode == 2 ? n2 - 1 : mode == 1 ? n2 / 2 : 0;
  int64_t n_right = mode == 2 ? n2 - 1 : mode == 1 ? n2 - n2 / 2 - 1 : 0;
  bool fl = is_float(r->dtype);
  int64_t out = 0, start1 = 0, start2 = n_left, n = n2 - n_left;
  int64_t steps = n_left + (n1 - n2 + 1) + n_right;
  for (int64_t s = 0; s < steps; s++) {
    double fs = 0;
    int64_t is = 0;
    for (int64_t k = 0; k < n; k++) {
      if (fl)
        fs += arrc_array_get_f64(a, start1 + k) * arrc_array_get_f64(v, start2 + k);
      else
        is = (int64_t)((uint64_t)is + (uint64_t)arrc_array_get_i64(a, start1 + k) *
                                          (uint64_t)arrc_array_get_i64(v, start2 + k));
    }
    if (fl)
      arrc_array_set_f64(r, out++, fs);
    else
      arrc_array_set_i64(r, out++, is);
    if (s < n_left) {
      n++;
      start2--;
    } else if (s >= n_left + (n1 - n2)) {
      n--;
      start1++;
    } else {
      start1++;
    }
  }
}

static arrc_array *reversed_copy(const arrc_array *v, const arrc_loc *loc) {
  arrc_array *c = arrc_array_new((arrc_dtype)v->dtype, 1, &v->size, false, loc);
  for (int64_t i = 0; i < v->size; i++)
    memcpy(c->data + i * c->itemsize, arrc_rt_elem(v, v->size - 1 - i), (size_t)c->itemsize);
  return c;
}

arrc_array *arrc_stats_correlate(const arrc_array *a, const arrc_array *v, int32_t mode, int32_t convolve,
                                 int32_t out_dtype, const arrc_loc *loc) {
  if (convolve && a->size == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "a cannot be empty");
  if (v->size == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "v cannot be empty");
  if (a->size == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "a cannot be empty");
  /* convolve(a, v) is correlate(a, v[::-1]) with the longer one first;
   * correlate with a shorter a swaps them and reverses the result. */
  const arrc_array *x = a, *y = v;
  bool inverted = false;
  if (x->size < y->size) {
    x = v;
    y = a;
    inverted = !convolve;
  }
  arrc_array *ya = convolve ? reversed_copy(y, loc) : NULL;
  if (ya)
    y = ya;
  int64_t n1 = x->size, n2 = y->size;
  int64_t len = mode == 2 ? n1 + n2 - 1 : mode == 1 ? n1 : n1 - n2 + 1;
  arrc_array *r = arrc_array_new((arrc_dtype)out_dtype, 1, &len, false, loc);
  correlate_core(x, y, mode, r);
  if (ya)
    arrc_array_decref(ya);
  if (inverted) {
    arrc_array *rev = reversed_copy(r, loc);
    arrc_array_decref(r);
    r = rev;
  }
  return r;
}

/* ---- np.isclose, np.allclose, np.array_equal ------------------------------------ */

/* NumPy's isclose of one pair: |x - y| <= atol + rtol * |y| for finite
 * numbers, equality otherwise, NaNs equal only with equal_nan; in float32
 * when both arrays are float32 (NumPy's casting with Python floats). */
static bool close_pair(double x, double y, double rtol, double atol, bool equal_nan, bool f32) {
  if (isfinite(x) && isfinite(y)) {
    if (f32)
      return fabsf((float)x - (float)y) <= (float)atol + (float)rtol * fabsf((float)y);
    return fabs(x - y) <= atol + rtol * fabs(y);
  }
  if (equal_nan && isnan(x) && isnan(y))
    return true;
  return x == y;
}

/* Numba's _allclose_scalars: the same test in float64 and with > instead
 * of <=. */
static bool numba_close_pair(double x, double y, double rtol, double atol, bool equal_nan) {
  bool xn = isnan(x), yn = isnan(y);
  if (xn != yn)
    return false;
  if (xn && yn)
    return equal_nan;
  if (isinf(x) || isinf(y))
    return x == y;
  return !(fabs(x - y) > atol + rtol * fabs(y * 1.0));
}

arrc_array *arrc_stats_isclose(const arrc_array *a, const arrc_array *b, double rtol, double atol, int32_t flags,
                               const arrc_loc *loc) {
  bool equal_nan = (flags & 1) != 0, jit = (flags & 2) != 0;
  int32_t nd = a->ndim > b->ndim ? a->ndim : b->ndim;
  int64_t shape[64], sa[64], sb[64];
  const arrc_array *both[2] = {a, b};
  arrc_broadcast_shape(2, both, nd, shape, loc);
  arrc_broadcast_strides(a, nd, shape, sa);
  arrc_broadcast_strides(b, nd, shape, sb);
  arrc_array *r = arrc_array_new(ARRC_BOOL, nd, shape, false, loc);
  bool f32 = a->dtype == ARRC_FLOAT32 && b->dtype == ARRC_FLOAT32;
  int64_t idx[64] = {0};
  for (int64_t i = 0; i < r->size; i++) {
    const char *pa = a->data, *pb = b->data;
    for (int32_t d = 0; d < nd; d++) {
      pa += idx[d] * sa[d];
      pb += idx[d] * sb[d];
    }
    double xv, yv;
    arrc_rt_convert(ARRC_FLOAT64, &xv, (arrc_dtype)a->dtype, pa);
    arrc_rt_convert(ARRC_FLOAT64, &yv, (arrc_dtype)b->dtype, pb);
    r->data[i] = jit ? numba_close_pair(xv, yv, rtol, atol, equal_nan) : close_pair(xv, yv, rtol, atol, equal_nan, f32);
    for (int32_t d = nd - 1; d >= 0 && ++idx[d] == shape[d]; d--)
      idx[d] = 0;
  }
  return r;
}

int8_t arrc_stats_array_equal(const arrc_array *a, const arrc_array *b, int32_t equal_nan) {
  if (a->ndim != b->ndim)
    return 0;
  for (int32_t d = 0; d < a->ndim; d++)
    if (ARRC_SHAPE(a)[d] != ARRC_SHAPE(b)[d])
      return 0;
  bool fl = is_float(a->dtype) || is_float(b->dtype);
  for (int64_t i = 0; i < a->size; i++) {
    if (fl) {
      double x = arrc_array_get_f64(a, i), y = arrc_array_get_f64(b, i);
      if (!(x == y || (equal_nan && isnan(x) && isnan(y))))
        return 0;
    } else if (arrc_array_get_i64(a, i) != arrc_array_get_i64(b, i)) {
      return 0;
    }
  }
  return 1;
}

/* ---- np.average with weights, np.trapz, np.ediff1d ------------------------------ */

/* NumPy's pairwise sum of numbers in memory order, in buffers of 8192 as
 * its reductions add them (values.c's pairwise sum per buffer). */
#define BUFFERED_SUM(NAME, T, PAIRWISE)                       \
  static T NAME(const T *p, int64_t n) {                      \
    T s = 0;                                                  \
    for (int64_t c = 0; c < n; c += 8192)                     \
      s += PAIRWISE(p + c, n - c < 8192 ? n - c : 8192);      \
    return s;                                                 \
  }
BUFFERED_SUM(sum_f64_buffered, double, arrc_pairwise_f64)
BUFFERED_SUM(sum_f32_buffered, float, arrc_pairwise_f32)

/* np.average(a, weights=w) over the whole array: the sum of a*w over the
 * sum of w, both pairwise in the result's type (NumPy) or one by one
 * (Numba), float32 when both are float32, else float64. */
double arrc_stats_average(const arrc_array *a, const arrc_array *w, int32_t jit, const arrc_loc *loc) {
  bool same = a->ndim == w->ndim;
  for (int32_t d = 0; same && d < a->ndim; d++)
    same = ARRC_SHAPE(a)[d] == ARRC_SHAPE(w)[d];
  if (!same) {
    if (jit)
      arrc_raise(ARRC_TYPE_ERROR, loc, "Numba does not support average when shapes of a and weights differ.");
    arrc_raise(ARRC_TYPE_ERROR, loc, "Axis must be specified when shapes of a and weights differ.");
  }
  int64_t n = a->size;
  bool f32 = a->dtype == ARRC_FLOAT32 && w->dtype == ARRC_FLOAT32;
  double result;
  if (f32) {
    float *p = malloc((size_t)(n > 0 ? n : 1) * 2 * sizeof *p), *q = p + n;
    for (int64_t i = 0; i < n; i++) {
      q[i] = (float)arrc_array_get_f64(w, i);
      p[i] = (float)arrc_array_get_f64(a, i) * q[i];
    }
    float scl = 0, tot = 0;
    if (jit) {
      for (int64_t i = 0; i < n; i++) {
        scl += q[i];
        tot += p[i];
      }
    } else {
      scl = sum_f32_buffered(q, n);
      tot = sum_f32_buffered(p, n);
    }
    free(p);
    if (scl == 0)
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, jit ? "Weights sum to zero, can't be normalized."
                                                    : "Weights sum to zero, can't be normalized");
    result = jit ? (double)tot / (double)scl : (double)(tot / scl);
  } else {
    double *p = malloc((size_t)(n > 0 ? n : 1) * 2 * sizeof *p), *q = p + n;
    for (int64_t i = 0; i < n; i++) {
      q[i] = arrc_array_get_f64(w, i);
      p[i] = arrc_array_get_f64(a, i) * q[i];
    }
    double scl = 0, tot = 0;
    if (jit) {
      for (int64_t i = 0; i < n; i++) {
        scl += q[i];
        tot += p[i];
      }
    } else {
      scl = sum_f64_buffered(q, n);
      tot = sum_f64_buffered(p, n);
    }
    free(p);
    if (scl == 0)
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, jit ? "Weights sum to zero, can't be normalized."
                                                    : "Weights sum to zero, can't be normalized");
    result = tot / scl;
  }
  return result;
}

/* np.trapz(y, x, dx) of 1-D arrays: NumPy sums (d * (y[1:] + y[:-1])) / 2.0
 * pairwise, in float32 when y (and x) are float32; Numba sums
 * d * ((y[1:] + y[:-1]) / 2.0) one by one in float64. x NULL: the spacing
 * dx. */
double arrc_stats_trapz(const arrc_array *y, const arrc_array *x, double dx, int32_t jit, const arrc_loc *loc) {
  int64_t n = y->size;
  if (x && x->size != n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together with shapes (%lld,) (%lld,)",
               (long long)(x->size > 0 ? x->size - 1 : 0), (long long)(n > 0 ? n - 1 : 0));
  int64_t m = n > 0 ? n - 1 : 0;
  bool f32 = !jit && y->dtype == ARRC_FLOAT32 && (!x || x->dtype == ARRC_FLOAT32);
  bool yint = !is_float(y->dtype);
  double total = 0;
  float *t32 = f32 ? malloc((size_t)(m > 0 ? m : 1) * sizeof *t32) : NULL;
  double *t64 = f32 ? NULL : malloc((size_t)(m > 0 ? m : 1) * sizeof *t64);
  for (int64_t i = 0; i < m; i++) {
    double d = x ? (is_float(x->dtype) ? arrc_array_get_f64(x, i + 1) - arrc_array_get_f64(x, i)
                                       : (double)(arrc_array_get_i64(x, i + 1) - arrc_array_get_i64(x, i)))
                 : dx;
    double s = yint ? (double)(arrc_array_get_i64(y, i + 1) + arrc_array_get_i64(y, i))
                    : arrc_array_get_f64(y, i + 1) + arrc_array_get_f64(y, i);
    if (y->dtype == ARRC_FLOAT32)
      s = (float)s;
    if (f32)
      t32[i] = ((float)d * (float)s) / 2.0f;
    else if (jit)
      total += d * (s / 2.0);
    else
      t64[i] = (d * s) / 2.0;
  }
  if (f32)
    total = sum_f32_buffered(t32, m);
  else if (!jit)
    total = sum_f64_buffered(t64, m);
  free(t32);
  free(t64);
  return total;
}

/* np.ediff1d(a, to_end, to_begin): to_begin, the differences of the
 * flattened a, to_end (each NULL when absent), in a's dtype. */
arrc_array *arrc_stats_ediff1d(const arrc_array *a, const arrc_array *to_end, const arrc_array *to_begin,
                               const arrc_loc *loc) {
  int64_t nb = to_begin ? to_begin->size : 0, ne = to_end ? to_end->size : 0, n = a->size;
  int64_t nd = n > 0 ? n - 1 : 0, len = nb + nd + ne;
  arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, 1, &len, false, loc);
  bool fl = is_float(a->dtype);
  for (int64_t i = 0; i < nb; i++)
    arrc_array_set_f64(r, i, arrc_array_get_f64(to_begin, i));
  for (int64_t i = 0; i < nd; i++) {
    if (fl)
      arrc_array_set_f64(r, nb + i, arrc_array_get_f64(a, i + 1) - arrc_array_get_f64(a, i));
    else
      arrc_array_set_i64(r, nb + i, (int64_t)((uint64_t)arrc_array_get_i64(a, i + 1) - (uint64_t)arrc_array_get_i64(a, i)));
  }
  for (int64_t i = 0; i < ne; i++)
    arrc_array_set_f64(r, nb + nd + i, arrc_array_get_f64(to_end, i));
  return r;
}

/* ---- np.cov, np.corrcoef ------------------------------------------------------ */

/* The variables of m (and y) as rows of a new k-by-n float64 matrix:
 * a 1-D array is one variable; a 2-D one has a variable per row, or per
 * column when rowvar is false (NumPy transposes unless it has one row). */
static int64_t add_rows(double *X, int64_t row, const arrc_array *m, bool rowvar, int64_t n) {
  if (m->ndim == 1) {
    for (int64_t j = 0; j < n; j++)
      X[row * n + j] = arrc_array_get_f64(m, j);
    return row + 1;
  }
  int64_t r = ARRC_SHAPE(m)[0], c = ARRC_SHAPE(m)[1];
  bool transpose = !rowvar && r != 1;
  int64_t vars = transpose ? c : r;
  for (int64_t v = 0; v < vars; v++)
    for (int64_t j = 0; j < n; j++)
      X[(row + v) * n + j] = arrc_array_get_f64(m, transpose ? j * c + v : v * c + j);
  return row + vars;
}

static int64_t variables(const arrc_array *m, bool rowvar, int64_t *n) {
  if (m->ndim == 1) {
    *n = m->size;
    return 1;
  }
  int64_t r = ARRC_SHAPE(m)[0], c = ARRC_SHAPE(m)[1];
  bool transpose = !rowvar && r != 1;
  *n = transpose ? r : c;
  return transpose ? c : r;
}

/* NumPy's cov (numpy/lib/function_base.py) and Numba's: the rows'
 * means (pairwise sums in NumPy, one by one in Numba), the centred rows'
 * dot products, times 1 / (n - ddof). ddof < 0: the default (0 with
 * bias, else 1). The result is k by k (1 by 1 for one variable). */
arrc_array *arrc_stats_cov(const arrc_array *m, const arrc_array *y, int32_t rowvar, int32_t bias, double ddof,
                           int32_t jit, const arrc_loc *loc) {
  int64_t n, ny = 0;
  int64_t k = variables(m, rowvar, &n);
  if (y) {
    k += variables(y, rowvar, &ny);
    if (ny != n)
      arrc_raise(ARRC_VALUE_ERROR, loc, "all the input array dimensions except for the concatenation axis must match "
                 "exactly, but along dimension 1, the array at index 0 has size %lld and the array at index 1 has "
                 "size %lld", (long long)n, (long long)ny);
  }
  double *X = malloc((size_t)(k * n > 0 ? k * n : 1) * sizeof *X);
  int64_t row = add_rows(X, 0, m, rowvar != 0, n);
  if (y)
    add_rows(X, row, y, rowvar != 0, n);
  if (ddof < 0)
    ddof = bias ? 0 : 1;
  double fact = (double)n - ddof;
  if (fact <= 0)
    fact = 0;
  for (int64_t i = 0; i < k; i++) {
    double s = 0;
    if (jit)
      for (int64_t j = 0; j < n; j++)
        s += X[i * n + j];
    else
      s = sum_f64_buffered(X + i * n, n);
    double avg = s / (double)n;
    for (int64_t j = 0; j < n; j++)
      X[i * n + j] -= avg;
  }
  int64_t shape[2] = {k, k};
  arrc_array *r = arrc_array_new(ARRC_FLOAT64, 2, shape, false, loc);
  double *c = (double *)r->data, scale = 1.0 / fact;
  for (int64_t i = 0; i < k; i++)
    for (int64_t j = 0; j < k; j++) {
      double s = 0;
      for (int64_t q = 0; q < n; q++)
        s += X[i * n + q] * X[j * n + q];
      c[i * k + j] = s * scale;
    }
  free(X);
  return r;
}

/* np.corrcoef: the covariances over the products of the deviations,
 * divided by row then column (NumPy) or in Numba's loop order, clipped
 * to [-1, 1]; one variable: c / c. */
arrc_array *arrc_stats_corrcoef(const arrc_array *x, const arrc_array *y, int32_t rowvar, int32_t jit,
                                const arrc_loc *loc) {
  arrc_array *r = arrc_stats_cov(x, y, rowvar, 0, -1, jit, loc);
  int64_t k = ARRC_SHAPE(r)[0];
  double *c = (double *)r->data;
  if (k == 1 && !y && x->ndim == 1) {
    c[0] = c[0] / c[0];
    return r;
  }
  double *sd = malloc((size_t)(k > 0 ? k : 1) * sizeof *sd);
  for (int64_t i = 0; i < k; i++)
    sd[i] = sqrt(c[i * k + i]);
  if (jit) {
    for (int64_t i = 0; i < k; i++) {
      for (int64_t j = 0; j < k; j++)
        c[i * k + j] /= sd[j];
      for (int64_t j = 0; j < k; j++)
        c[j * k + i] /= sd[j];
    }
  } else {
    for (int64_t i = 0; i < k; i++)
      for (int64_t j = 0; j < k; j++)
        c[i * k + j] = c[i * k + j] / sd[i] / sd[j];
  }
  for (int64_t i = 0; i < k * k; i++)
    c[i] = c[i] > 1 ? 1 : c[i] < -1 ? -1 : c[i];
  free(sd);
  return r;
}
