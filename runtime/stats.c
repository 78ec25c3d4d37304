/* NumPy's statistics of arrays (np.var, std, median, percentile,
 * quantile, the nan-ignoring reductions, np.ptp), in host code as NumPy
 * 1.24 computes them and in jitted code as Numba 0.56 does. Where the
 * algorithm decides the bits of a result, it is theirs:
 *
 *   - NumPy's sums are pairwise (numpy/core/src/umath/loops_utils.h) in
 *     buffers of 8192 elements when the reduced axis is the innermost in
 *     memory, else one element after the other; float32 arrays add in
 *     float32, integer arrays in float64 (var's dtype='f8').
 *   - np.var is two passes (numpy/core/_methods.py: the mean, then the sum
 *     of squared deviations), with the divisions in the dtypes NumPy's
 *     scalar and array rules give (a float32 scalar over an intp divides in
 *     float64).
 *   - np.percentile/quantile is "linear": virtual index (n-1)*q, the two
 *     order statistics around it, and _lerp's two formulas (a + d*t below
 *     t = 0.5, b - d*(1-t) from it), indices past the end included.
 *   - Numba's versions are its loops (numba/np/arraymath.py): one-by-one
 *     sums, its quickselect for median, its rank formula for percentiles.
 *
 * Every op works on one line of numbers at a time: the whole array in C
 * order, or each line along the axis, copied into a contiguous buffer of
 * float (float32 arrays) or double (the others). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_rt.h"
#include "rt_stats.h"
#include "rt_values.h"

/* ---- reading elements ------------------------------------------------------ */

static double load_f64(int32_t dtype, const char *p) {
  switch (dtype) {
  case ARRC_BOOL: case ARRC_UINT8: return *(const uint8_t *)p;
  case ARRC_INT8: return *(const int8_t *)p;
  case ARRC_INT16: return *(const int16_t *)p;
  case ARRC_UINT16: return *(const uint16_t *)p;
  case ARRC_INT32: return *(const int32_t *)p;
  case ARRC_UINT32: return *(const uint32_t *)p;
  case ARRC_INT64: return (double)*(const int64_t *)p;
  case ARRC_UINT64: return (double)*(const uint64_t *)p;
  case ARRC_FLOAT32: return *(const float *)p;
  default: return *(const double *)p;
  }
}

static int64_t load_i64(int32_t dtype, const char *p) {
  switch (dtype) {
  case ARRC_BOOL: case ARRC_UINT8: return *(const uint8_t *)p;
  case ARRC_INT8: return *(const int8_t *)p;
  case ARRC_INT16: return *(const int16_t *)p;
  case ARRC_UINT16: return *(const uint16_t *)p;
  case ARRC_INT32: return *(const int32_t *)p;
  case ARRC_UINT32: return *(const uint32_t *)p;
  default: return *(const int64_t *)p;
  }
}

/* ---- sums ---------------------------------------------------------------- */

/* NumPy's pairwise sum of p[0:n] (values.c). */
static double pairwise_f64(const double *p, int64_t n) { return arrc_pairwise_f64(p, n); }
static float pairwise_f32(const float *p, int64_t n) { return arrc_pairwise_f32(p, n); }

/* How NumPy's reduction adds a line of n numbers: from 0, each segment of
 * seg elements (a line of the array in memory; n when it is contiguous)
 * in buffers of 8192 pairwise sums, or one by one when the reduced axis
 * is not the innermost (pairwise false). */
#define NUMPY_SUM(NAME, T, PW)                                                     \
  static T NAME(const T *p, int64_t n, int64_t seg, bool pairwise) {               \
    T s = 0;                                                                       \
    if (!pairwise) {                                                               \
      for (int64_t i = 0; i < n; i++)                                              \
        s += p[i];                                                                 \
      return s;                                                                    \
    }                                                                              \
    for (int64_t l = 0; l < n; l += seg)                                           \
      for (int64_t c = 0; c < seg && l + c < n; c += 8192)                         \
        s += PW(p + l + c, seg - c < 8192 ? seg - c : 8192);                       \
    return s;                                                                      \
  }
NUMPY_SUM(numpy_sum_f64, double, pairwise_f64)
NUMPY_SUM(numpy_sum_f32, float, pairwise_f32)

/* The same sums of the squared deviations (x - m)**2, each computed as
 * NumPy computes its temporary array's elements, without the array. */
#define PAIRWISE_SQDEV(NAME, T)                                                    \
  static T NAME(const T *p, int64_t n, T m) {                                      \
    if (n < 8) {                                                                   \
      T res = 0;                                                                   \
      for (int64_t i = 0; i < n; i++) {                                            \
        T d = p[i] - m;                                                            \
        res += d * d;                                                              \
      }                                                                            \
      return res;                                                                  \
    }                                                                              \
    if (n <= 128) {                                                                \
      T r[8];                                                                      \
      for (int k = 0; k < 8; k++) {                                                \
        T d = p[k] - m;                                                            \
        r[k] = d * d;                                                              \
      }                                                                            \
      int64_t i;                                                                   \
      for (i = 8; i < n - (n % 8); i += 8)                                         \
        for (int k = 0; k < 8; k++) {                                              \
          T d = p[i + k] - m;                                                      \
          r[k] += d * d;                                                           \
        }                                                                          \
      T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));   \
      for (; i < n; i++) {                                                         \
        T d = p[i] - m;                                                            \
        res += d * d;                                                              \
      }                                                                            \
      return res;                                                                  \
    }                                                                              \
    int64_t n2 = n / 2;                                                            \
    n2 -= n2 % 8;                                                                  \
    return NAME(p, n2, m) + NAME(p + n2, n - n2, m);                               \
  }
PAIRWISE_SQDEV(pairwise_sqdev_f64, double)
PAIRWISE_SQDEV(pairwise_sqdev_f32, float)

#define NUMPY_SQDEV_SUM(NAME, T, PW)                                               \
  static T NAME(const T *p, int64_t n, int64_t seg, bool pairwise, T m) {          \
    T s = 0;                                                                       \
    if (!pairwise) {                                                               \
      for (int64_t i = 0; i < n; i++) {                                            \
        T d = p[i] - m;                                                            \
        s += d * d;                                                                \
      }                                                                            \
      return s;                                                                    \
    }                                                                              \
    for (int64_t l = 0; l < n; l += seg)                                           \
      for (int64_t c = 0; c < seg && l + c < n; c += 8192)                         \
        s += PW(p + l + c, seg - c < 8192 ? seg - c : 8192, m);                    \
    return s;                                                                      \
  }
NUMPY_SQDEV_SUM(numpy_sqdev_sum_f64, double, pairwise_sqdev_f64)
NUMPY_SQDEV_SUM(numpy_sqdev_sum_f32, float, pairwise_sqdev_f32)

/* ---- selection -------------------------------------------------------------- */

/* Rearranges x[lo:hi) so that x[k] is the element a sort would put there,
 * smaller ones before it and larger ones after (no NaN among them): a
 * quickselect with a median-of-three pivot, insertion sort on short
 * ranges. */
#define SELECT(NAME, T)                                                            \
  static void NAME(T *x, int64_t lo, int64_t hi, int64_t k) {                      \
    while (hi - lo > 16) {                                                         \
      int64_t mid = lo + (hi - lo) / 2, last = hi - 1;                             \
      T t;                                                                         \
      if (x[mid] < x[lo]) { t = x[mid]; x[mid] = x[lo]; x[lo] = t; }               \
      if (x[last] < x[mid]) { t = x[last]; x[last] = x[mid]; x[mid] = t; }         \
      if (x[mid] < x[lo]) { t = x[mid]; x[mid] = x[lo]; x[lo] = t; }               \
      T pivot = x[mid];                                                            \
      int64_t i = lo, j = last;                                                    \
      while (i <= j) {                                                             \
        while (x[i] < pivot) i++;                                                  \
        while (pivot < x[j]) j--;                                                  \
        if (i <= j) { t = x[i]; x[i] = x[j]; x[j] = t; i++; j--; }                 \
      }                                                                            \
      if (k <= j) hi = j + 1;                                                      \
      else if (k >= i) lo = i;                                                     \
      else return;                                                                 \
    }                                                                              \
    for (int64_t i = lo + 1; i < hi; i++) {                                        \
      T v = x[i];                                                                  \
      int64_t j = i;                                                               \
      for (; j > lo && v < x[j - 1]; j--)                                          \
        x[j] = x[j - 1];                                                           \
      x[j] = v;                                                                    \
    }                                                                              \
  }
SELECT(select_f32, float)

/* Numba's quickselect (arraymath.py _partition, _select, _select_two),
 * step for step: median in jitted code returns what it finds, NaN
 * included. Works on doubles; float32 values convert exactly. */
static int64_t numba_partition(double *A, int64_t low, int64_t high) {
  int64_t mid = (low + high) >> 1;
  double t;
  if (A[mid] < A[low]) { t = A[low]; A[low] = A[mid]; A[mid] = t; }
  if (A[high] < A[mid]) { t = A[high]; A[high] = A[mid]; A[mid] = t; }
  if (A[mid] < A[low]) { t = A[low]; A[low] = A[mid]; A[mid] = t; }
  double pivot = A[mid];
  A[mid] = A[high];
  A[high] = pivot;
  int64_t i = low, j = high - 1;
  for (;;) {
    while (i < high && A[i] < pivot)
      i++;
    while (j >= low && pivot < A[j])
      j--;
    if (i >= j)
      break;
    t = A[i]; A[i] = A[j]; A[j] = t;
    i++;
    j--;
  }
  t = A[i]; A[i] = A[high]; A[high] = t;
  return i;
}

static double numba_select(double *A, int64_t k, int64_t low, int64_t high) {
  int64_t i = numba_partition(A, low, high);
  while (i != k) {
    if (i < k)
      low = i + 1;
    else
      high = i - 1;
    i = numba_partition(A, low, high);
  }
  return A[k];
}

static void numba_select_two(double *A, int64_t k, int64_t low, int64_t high, double *a, double *b) {
  for (;;) {
    int64_t i = numba_partition(A, low, high);
    if (i < k) {
      low = i + 1;
    } else if (i > k + 1) {
      high = i - 1;
    } else if (i == k) {
      numba_select(A, k + 1, i + 1, high);
      break;
    } else {
      numba_select(A, k, low, i - 1);
      break;
    }
  }
  *a = A[k];
  *b = A[k + 1];
}

/* Double lines select with the quickselect ported from Numba (above),
 * which measured faster than SELECT's on 10^6 numbers; either finds the
 * same values. */
static void select_numba_f64(double *x, int64_t lo, int64_t hi, int64_t k) {
  if (hi - lo > 1)
    numba_select(x, k, lo, hi - 1);
}

/* Numba's _median_inner: the middle element, or the mean of the middle two
 * added in the array's type (float32 for float32 arrays, int64 for
 * integers) and halved in float64. */
static double numba_median(double *x, int64_t n, int32_t dtype) {
  int64_t half = n >> 1;
  if (n & 1)
    return numba_select(x, half, 0, n - 1);
  double a, b;
  numba_select_two(x, half - 1, 0, n - 1, &a, &b);
  if (dtype == ARRC_FLOAT32)
    return (double)((float)a + (float)b) / 2;
  if (dtype != ARRC_FLOAT64)
    return (double)((int64_t)a + (int64_t)b) / 2;
  return (a + b) / 2;
}

/* ---- one line ---------------------------------------------------------------- */

/* What an op needs besides its line. */
typedef struct {
  int32_t op, flags, dtype;
  double ddof;
  const double *q;     /* the quantiles, as given */
  int64_t nq;
  int64_t seg;         /* NUMPY_SUM's segment */
  bool pairwise;       /* NUMPY_SUM's order */
  void *scratch;       /* n elements of the line's type */
  const arrc_loc *loc;
} LineOp;

static bool jit(const LineOp *o) { return (o->flags & ARRC_STATS_JIT) != 0; }

/* NumPy's quantile q of x[0:n] (partitioned in place), linear: the
 * indices and gamma of numpy/lib/function_base.py _get_indexes and
 * _get_gamma; then _lerp in float64, the difference of a float32 line's
 * two values in float32 (their own dtype) as NumPy's casting does. */
#define NUMPY_QUANTILE(NAME, T, SELECT)                                                         \
  static double NAME(T *x, int64_t n, double q) {                                  \
    double vi = (double)(n - 1) * q;                                                            \
    double fprev = floor(vi);                                                                   \
    int64_t prev = (int64_t)fprev, next = prev + 1;                                             \
    if (vi >= (double)(n - 1))                                                                  \
      prev = next = -1;                                                                         \
    if (vi < 0)                                                                                 \
      prev = next = 0;                                                                          \
    double gamma = vi - (double)prev;                                                           \
    int64_t ip = prev < 0 ? prev + n : prev, in = next < 0 ? next + n : next;                   \
    SELECT(x, 0, n, ip);                                                                        \
    if (in != ip)                                                                               \
      SELECT(x, ip + 1, n, in);                                                                 \
    T a = x[ip], b = x[in];                                                                     \
    T diff = b - a;                                                                             \
    if (sizeof(T) == sizeof(float))                                                             \
      return gamma >= 0.5 ? (double)b - (double)diff * (1 - gamma) : (double)a + (double)diff * gamma; \
    return gamma >= 0.5 ? (double)(b - diff * (T)(1 - gamma)) : (double)(a + diff * (T)gamma);  \
  }
NUMPY_QUANTILE(numpy_quantile_f64, double, select_numba_f64)
NUMPY_QUANTILE(numpy_quantile_f32, float, select_f32)

/* Numba's _collect_percentiles_inner for one percentile p of x[0:n] (no
 * NaN, n >= 2). */
static double numba_percentile(double *x, int64_t n, double p) {
  bool finite = true;
  if (p == 100 || p == 0)
    for (int64_t i = 0; i < n; i++)
      finite &= isfinite(x[i]) != 0;
  if (p == 100) {
    double v = x[0];
    for (int64_t i = 1; i < n; i++)
      v = x[i] > v ? x[i] : v;
    return !finite && !isfinite(v) ? NAN : v;
  }
  if (p == 0) {
    double v = x[0];
    int64_t pos = 0, neg = 0;
    for (int64_t i = 0; i < n; i++) {
      v = x[i] < v ? x[i] : v;
      pos += x[i] == INFINITY;
      neg += x[i] == -INFINITY;
    }
    if (!finite) {
      int64_t nfinite = n - (neg + pos);
      if (nfinite == 0 || (pos == 1 && n == 2) || neg > 1 || (nfinite == 1 && pos > 1 && neg != 1))
        v = NAN;
    }
    return v;
  }
  double rank = 1 + (double)(n - 1) * (p / 100.0);
  double f = floor(rank), m = rank - f;
  double lower, upper;
  numba_select_two(x, (int64_t)(f - 1), 0, n - 1, &lower, &upper);
  return lower * (1 - m) + upper * m;
}

/* NumPy's var of a float64 (or integer, as float64) line, and of a float32
 * one: the mean in T divided by n as T, the squared deviations summed in
 * T, divided by max(n - ddof, 0): in float64 for the whole array (NumPy
 * divides a T scalar by an intp scalar), in T along an axis (an array by
 * a scalar). */
#define NUMPY_VAR(NAME, T, SUM, SQDEV)                                             \
  static double NAME(const T *x, int64_t n, const LineOp *o, bool nan_aware) {     \
    T *d = o->scratch;                                                             \
    int64_t cnt = n;                                                               \
    T mean;                                                                        \
    if (nan_aware) {                                                               \
      cnt = 0;                                                                     \
      for (int64_t i = 0; i < n; i++) {                                            \
        bool bad = isnan(x[i]);                                                    \
        d[i] = bad ? 0 : x[i];                                                     \
        cnt += !bad;                                                               \
      }                                                                            \
      mean = (T)((double)SUM(d, n, o->seg, o->pairwise) / (double)cnt);            \
      for (int64_t i = 0; i < n; i++) {                                            \
        T v = isnan(x[i]) ? 0 : x[i] - mean;                                       \
        d[i] = v * v;                                                              \
      }                                                                            \
    } else {                                                                       \
      mean = SUM(x, n, o->seg, o->pairwise) / (T)n;                                \
    }                                                                              \
    T ssd = nan_aware ? SUM(d, n, o->seg, o->pairwise) : SQDEV(x, n, o->seg, o->pairwise, mean); \
    double dof = (double)cnt - o->ddof;                                            \
    if (nan_aware)                                                                 \
      return dof <= 0 ? NAN : (double)(T)((double)ssd / dof);                      \
    if (dof < 0)                                                                   \
      dof = 0;                                                                     \
    if (o->flags & ARRC_STATS_AXIS)                                                \
      return (double)(ssd / (T)dof);                                               \
    return (double)(T)((double)ssd / dof);                                         \
  }
NUMPY_VAR(numpy_var_f64, double, numpy_sum_f64, numpy_sqdev_sum_f64)
NUMPY_VAR(numpy_var_f32, float, numpy_sum_f32, numpy_sqdev_sum_f32)

/* Numba's var and nanvar: the mean in the array's type (float64 for
 * integers; nanmean's always in float64), divided by the count in
 * float64, then the squared deviations added one by one in float64. */
static double numba_var(const LineOp *o, const double *x, int64_t n, bool nan_aware) {
  bool f32 = o->dtype == ARRC_FLOAT32 && !nan_aware;
  int64_t cnt = 0;
  double c = 0, ssd = 0, m;
  if (nan_aware) {
    for (int64_t i = 0; i < n; i++)
      if (!isnan(x[i])) {
        c += x[i];
        cnt++;
      }
    m = c / (double)cnt;
    for (int64_t i = 0; i < n; i++)
      if (!isnan(x[i])) {
        double v = x[i] - m;
        ssd += v * v;
      }
    return ssd / (double)cnt;
  }
  if (n == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, o->loc, "division by zero");
  if (f32) {
    float c32 = 0;
    for (int64_t i = 0; i < n; i++)
      c32 += (float)x[i];
    float m32 = (float)((double)c32 / (double)n);
    for (int64_t i = 0; i < n; i++) {
      float v = (float)x[i] - m32;
      ssd += (double)(v * v);
    }
    return ssd / (double)n;
  }
  for (int64_t i = 0; i < n; i++)
    c += x[i];
  m = c / (double)n;
  for (int64_t i = 0; i < n; i++) {
    double v = x[i] - m;
    ssd += v * v;
  }
  return ssd / (double)n;
}

static _Noreturn void empty_reduction(const LineOp *o, const char *numpy_op) {
  if (jit(o))
    arrc_raise(ARRC_VALUE_ERROR, o->loc, o->op == ARRC_STATS_PTP ? "zero-size array reduction not possible"
                                                                  : "zero-size array to reduction operation not possible");
  arrc_raise(ARRC_VALUE_ERROR, o->loc, "zero-size array to reduction operation %s which has no identity", numpy_op);
}

/* NumPy's median of a line of T (partitioned in place): NaN when one is
 * there, else the middle element or the mean of the middle two (added from
 * 0 in T, halved). np.median takes the mean of the middle element too,
 * whose sum starts at 0.0, so a median is never -0.0. */
#define NUMPY_MEDIAN(NAME, T, SELECT)                                               \
  static double NAME(T *x, int64_t n) {                                             \
    if (n == 0)                                                                     \
      return NAN;                                                                   \
    for (int64_t i = 0; i < n; i++)                                                 \
      if (isnan(x[i]))                                                              \
        return NAN;                                                                 \
    int64_t h = n / 2;                                                              \
    SELECT(x, 0, n, h);                                                             \
    T s = 0;                                                                        \
    if (n % 2) {                                                                    \
      s += x[h];                                                                    \
      return (double)s;                                                             \
    }                                                                               \
    T lo = x[0];                                                                    \
    for (int64_t i = 1; i < h; i++)                                                 \
      lo = x[i] > lo ? x[i] : lo;                                                   \
    s += lo;                                                                        \
    s += x[h];                                                                      \
    return (double)(s / 2);                                                         \
  }
NUMPY_MEDIAN(numpy_median_f64, double, select_numba_f64)
NUMPY_MEDIAN(numpy_median_f32, float, select_f32)

/* x[0:n] without its NaNs, in place; returns how many are left. */
#define DROP_NAN(NAME, T)                                 \
  static int64_t NAME(T *x, int64_t n) {                  \
    int64_t m = 0;                                        \
    for (int64_t i = 0; i < n; i++)                       \
      if (!isnan(x[i]))                                   \
        x[m++] = x[i];                                    \
    return m;                                             \
  }
DROP_NAN(drop_nan_f64, double)
DROP_NAN(drop_nan_f32, float)

/* x[0:n] without its NaNs as NumPy's nanmedian removes them: the m NaNs
 * before the last m places are overwritten, in order, by the numbers among
 * those last m places, and the first n - m places are kept. The order
 * decides which of equal numbers (0.0 and -0.0) the median's selection
 * returns. Returns n - m. */
#define DROP_NAN_NUMPY(NAME, T)                                                         \
  static int64_t NAME(T *x, int64_t n) {                                                \
    int64_t m = 0;                                                                      \
    for (int64_t i = 0; i < n; i++)                                                     \
      m += isnan(x[i]) != 0;                                                            \
    int64_t head = n - m, j = head;                                                     \
    for (int64_t i = 0; i < head; i++) {                                                \
      if (!isnan(x[i]))                                                                 \
        continue;                                                                       \
      while (j < n && isnan(x[j]))                                                      \
        j++;                                                                            \
      if (j == n)                                                                       \
        break;                                                                          \
      x[i] = x[j++];                                                                    \
    }                                                                                   \
    return head;                                                                        \
  }
DROP_NAN_NUMPY(drop_nan_numpy_f64, double)
DROP_NAN_NUMPY(drop_nan_numpy_f32, float)

/* The extremes and the nan-ignoring sums and products of a line of
 * doubles; float32 lines go through the T-typed versions. */
#define SIMPLE_OPS(NAME, T, SUM)                                                                    \
  static double NAME(T *x, int64_t n, const LineOp *o) {                                            \
    bool max = o->op == ARRC_STATS_NANMAX;                                                          \
    switch (o->op) {                                                                                \
    case ARRC_STATS_NANSUM: {                                                                       \
      T s = 0;                                                                                      \
      if (jit(o)) {                                                                                 \
        for (int64_t i = 0; i < n; i++)                                                             \
          if (!isnan(x[i]))                                                                         \
            s += x[i];                                                                              \
        return s;                                                                                   \
      }                                                                                             \
      for (int64_t i = 0; i < n; i++)                                                               \
        x[i] = isnan(x[i]) ? 0 : x[i];                                                              \
      return SUM(x, n, o->seg, o->pairwise);                                                        \
    }                                                                                               \
    case ARRC_STATS_NANPROD: {                                                                      \
      T s = 1;                                                                                      \
      for (int64_t i = 0; i < n; i++)                                                               \
        if (!isnan(x[i]))                                                                           \
          s *= x[i];                                                                                \
      return s;                                                                                     \
    }                                                                                               \
    case ARRC_STATS_NANMAX: case ARRC_STATS_NANMIN: {                                               \
      if (n == 0)                                                                                   \
        empty_reduction(o, max ? "fmax" : "fmin");                                                  \
      T v = x[0];                                                                                   \
      for (int64_t i = 1; i < n; i++) {                                                             \
        if (isnan(x[i]))                                                                            \
          continue;                                                                                 \
        if (jit(o) ? !(max ? v > x[i] : v < x[i]) : (isnan(v) || (max ? x[i] > v : x[i] < v)))      \
          v = x[i];                                                                                 \
      }                                                                                             \
      return v;                                                                                     \
    }                                                                                               \
    case ARRC_STATS_PTP: {                                                                          \
      if (n == 0)                                                                                   \
        empty_reduction(o, "maximum");                                                              \
      T lo = x[0], hi = x[0];                                                                       \
      for (int64_t i = 0; i < n; i++) {                                                             \
        if (isnan(x[i]))                                                                            \
          return NAN;                                                                               \
        lo = x[i] < lo ? x[i] : lo;                                                                 \
        hi = x[i] > hi ? x[i] : hi;                                                                 \
      }                                                                                             \
      return (double)(T)(hi - lo);                                                                  \
    }                                                                                               \
    case ARRC_STATS_MEAN: case ARRC_STATS_NANMEAN: {                                                \
      int64_t cnt = 0;                                                                              \
      for (int64_t i = 0; i < n; i++) {                                                             \
        cnt += !isnan(x[i]);                                                                        \
        x[i] = isnan(x[i]) && o->op == ARRC_STATS_NANMEAN ? 0 : x[i];                               \
      }                                                                                             \
      if (o->op == ARRC_STATS_MEAN)                                                                 \
        cnt = n;                                                                                    \
      T s = SUM(x, n, o->seg, o->pairwise);                                                         \
      if (o->op == ARRC_STATS_MEAN && (o->flags & ARRC_STATS_AXIS))                                 \
        return (double)(s / (T)cnt);                                                                \
      return (double)(T)((double)s / (double)cnt);                                                  \
    }                                                                                               \
    default:                                                                                        \
      return NAN;                                                                                   \
    }                                                                                               \
  }
SIMPLE_OPS(simple_f64, double, numpy_sum_f64)
SIMPLE_OPS(simple_f32, float, numpy_sum_f32)

/* Numba's nanmean: a float64 sum of the numbers one by one over their
 * count (NaN when there are none). */
static double numba_nanmean(const double *x, int64_t n) {
  double c = 0;
  int64_t cnt = 0;
  for (int64_t i = 0; i < n; i++)
    if (!isnan(x[i])) {
      c += x[i];
      cnt++;
    }
  return c / (double)cnt;
}

static bool float_dtype(int32_t dtype) { return dtype == ARRC_FLOAT32 || dtype == ARRC_FLOAT64; }

/* The quantiles of one line of doubles in Numba's way, into out[0:nq]. */
static void numba_quantiles(const LineOp *o, double *x, int64_t n, double *out) {
  bool skip = o->op == ARRC_STATS_NANQUANTILE, any_nan = false;
  for (int64_t i = 0; i < n; i++)
    any_nan |= isnan(x[i]) != 0;
  if (skip)
    n = drop_nan_f64(x, n);
  bool none = (skip && n == 0) || (!skip && any_nan) || (n == 1 && !isfinite(x[0])) || n == 0;
  for (int64_t k = 0; k < o->nq; k++) {
    double p = o->flags & ARRC_STATS_PERCENT ? o->q[k] : o->q[k] * 100.0;
    out[k] = none ? NAN : n == 1 ? x[0] : numba_percentile(x, n, p);
  }
}

/* Computes op over the line x[0:n] (a buffer of float for float32 arrays,
 * else of double) into out[0:nq] (one value unless quantiles). */
static void line_op(const LineOp *o, void *buf, int64_t n, double *out) {
  bool f32 = o->dtype == ARRC_FLOAT32, fl = float_dtype(o->dtype);
  double *x = buf;
  float *x32 = buf;
  int32_t op = o->op;
  /* On integers the nan-ignoring forms are the plain ones (NumPy and
   * Numba alike). */
  if (!fl) {
    if (op == ARRC_STATS_NANVAR) op = ARRC_STATS_VAR;
    if (op == ARRC_STATS_NANSTD) op = ARRC_STATS_STD;
    if (op == ARRC_STATS_NANMEDIAN) op = ARRC_STATS_MEDIAN;
    if (op == ARRC_STATS_NANQUANTILE && !jit(o)) op = ARRC_STATS_QUANTILE;
    if (op == ARRC_STATS_NANMEAN && !jit(o)) op = ARRC_STATS_MEAN;
  }
  if (jit(o)) {
    /* Numba's loops see float32 elements as exact doubles. */
    if (f32)
      for (int64_t i = n - 1; i >= 0; i--)
        x[i] = x32[i];
    switch (op) {
    case ARRC_STATS_VAR: case ARRC_STATS_STD: case ARRC_STATS_NANVAR: case ARRC_STATS_NANSTD: {
      bool nan_aware = op == ARRC_STATS_NANVAR || op == ARRC_STATS_NANSTD;
      double v = numba_var(o, x, n, nan_aware);
      /* var returns the array's type (float32 stays float32); std is
       * var() ** 0.5 in float64. */
      if (f32 && !nan_aware)
        v = (float)v;
      *out = op == ARRC_STATS_STD || op == ARRC_STATS_NANSTD ? pow(v, 0.5) : v;
      return;
    }
    case ARRC_STATS_MEDIAN:
      *out = numba_median(x, n, o->dtype);
      return;
    case ARRC_STATS_NANMEDIAN:
      n = drop_nan_f64(x, n);
      *out = n == 0 ? NAN : numba_median(x, n, o->dtype);
      return;
    case ARRC_STATS_QUANTILE: case ARRC_STATS_NANQUANTILE:
      numba_quantiles(o, x, n, out);
      return;
    case ARRC_STATS_NANMEAN:
      *out = numba_nanmean(x, n);
      return;
    case ARRC_STATS_MEAN: {
      /* Numba's mean: a sum one by one in the result's type over the size,
       * divided in float64. */
      double c = 0;
      float c32 = 0;
      for (int64_t i = 0; i < n; i++) {
        c += x[i];
        c32 += (float)x[i];
      }
      if (n == 0)
        arrc_raise(ARRC_ZERO_DIVISION_ERROR, o->loc, "division by zero");
      *out = f32 ? (double)(float)((double)c32 / (double)n) : c / (double)n;
      return;
    }
    case ARRC_STATS_PTP:
      if (n == 0)
        empty_reduction(o, "maximum");
      for (int64_t i = 0; i < n; i++)
        if (isnan(x[i])) {
          *out = NAN;
          return;
        }
      break;
    default:
      break;
    }
    if (f32) {
      for (int64_t i = 0; i < n; i++)
        x32[i] = (float)x[i];
      *out = simple_f32(x32, n, o);
    } else {
      *out = simple_f64(x, n, o);
    }
    return;
  }
  switch (op) {
  case ARRC_STATS_VAR: case ARRC_STATS_STD: case ARRC_STATS_NANVAR: case ARRC_STATS_NANSTD: {
    bool nan_aware = op == ARRC_STATS_NANVAR || op == ARRC_STATS_NANSTD;
    double v = f32 ? numpy_var_f32(x32, n, o, nan_aware) : numpy_var_f64(x, n, o, nan_aware);
    bool root = op == ARRC_STATS_STD || op == ARRC_STATS_NANSTD;
    *out = !root ? v : f32 ? (double)sqrtf((float)v) : sqrt(v);
    return;
  }
  case ARRC_STATS_MEDIAN:
    *out = f32 ? numpy_median_f32(x32, n) : numpy_median_f64(x, n);
    return;
  case ARRC_STATS_NANMEDIAN:
    *out = f32 ? numpy_median_f32(x32, drop_nan_numpy_f32(x32, n)) : numpy_median_f64(x, drop_nan_numpy_f64(x, n));
    return;
  case ARRC_STATS_QUANTILE: case ARRC_STATS_NANQUANTILE: {
    bool any_nan = false;
    for (int64_t i = 0; i < n && fl; i++)
      any_nan |= f32 ? isnan(x32[i]) != 0 : isnan(x[i]) != 0;
    if (op == ARRC_STATS_NANQUANTILE) {
      n = f32 ? drop_nan_f32(x32, n) : drop_nan_f64(x, n);
      any_nan = n == 0;
    } else if (n == 0) {
      arrc_raise(ARRC_INDEX_ERROR, o->loc, "cannot do a non-empty take from an empty axes.");
    }
    for (int64_t k = 0; k < o->nq; k++) {
      double q = o->flags & ARRC_STATS_PERCENT ? o->q[k] / 100 : o->q[k];
      out[k] = any_nan ? NAN : f32 ? numpy_quantile_f32(x32, n, q) : numpy_quantile_f64(x, n, q);
    }
    return;
  }
  default:
    *out = f32 ? simple_f32(x32, n, o) : simple_f64(x, n, o);
    return;
  }
}

/* ---- the array -------------------------------------------------------------- */

static void check_quantiles(const LineOp *o) {
  bool pct = (o->flags & ARRC_STATS_PERCENT) != 0;
  for (int64_t k = 0; k < o->nq; k++) {
    double q = pct ? o->q[k] / 100 : o->q[k];
    if (!(q >= 0 && q <= 1)) {
      if (pct)
        arrc_raise(ARRC_VALUE_ERROR, o->loc, "Percentiles must be in the range [0, 100]");
      arrc_raise(ARRC_VALUE_ERROR, o->loc, "Quantiles must be in the range [0, 1]");
    }
  }
}

/* Copies the n elements from p (stride bytes apart) into buf as float
 * (float32 arrays) or double. */
static void gather(const arrc_array *a, const char *p, int64_t n, int64_t stride, void *buf) {
  if (a->dtype == ARRC_FLOAT32) {
    float *f = buf;
    for (int64_t i = 0; i < n; i++)
      f[i] = *(const float *)(p + i * stride);
  } else if (a->dtype == ARRC_FLOAT64) {
    double *d = buf;
    if (stride == 8)
      memcpy(d, p, (size_t)n * 8);
    else
      for (int64_t i = 0; i < n; i++)
        d[i] = *(const double *)(p + i * stride);
  } else {
    double *d = buf;
    for (int64_t i = 0; i < n; i++)
      d[i] = load_f64(a->dtype, p + i * stride);
  }
}

/* The whole array in C order into buf; returns the length of its lines in
 * memory (NUMPY_SUM's segment). */
static int64_t gather_all(const arrc_array *a, void *buf) {
  int32_t nd = a->ndim;
  if (nd == 0 || arrc_array_is_c_contiguous(a)) {
    gather(a, a->data, a->size, a->itemsize, buf);
    return a->size > 0 ? a->size : 1;
  }
  int64_t line = ARRC_SHAPE(a)[nd - 1], stride = ARRC_STRIDES(a)[nd - 1];
  if (line == 0)
    return 1;
  int64_t idx[64] = {0}, lines = a->size / line;
  size_t esize = a->dtype == ARRC_FLOAT32 ? 4 : 8;
  for (int64_t l = 0; l < lines; l++) {
    const char *p = a->data;
    for (int32_t d = 0; d < nd - 1; d++)
      p += idx[d] * ARRC_STRIDES(a)[d];
    gather(a, p, line, stride, (char *)buf + (size_t)(l * line) * esize);
    for (int32_t d = nd - 2; d >= 0 && ++idx[d] == ARRC_SHAPE(a)[d]; d--)
      idx[d] = 0;
  }
  return line;
}

/* np.ptp of an integer line in the array's own integers (NumPy wraps
 * around as max - min does in the dtype; Numba in int64). */
static int64_t int_ptp(const LineOp *o, const arrc_array *a, const char *p, int64_t n, int64_t stride) {
  if (n == 0)
    empty_reduction(o, "maximum");
  bool u64 = a->dtype == ARRC_UINT64;
  int64_t lo = load_i64(a->dtype, p), hi = lo;
  for (int64_t i = 1; i < n; i++) {
    int64_t v = load_i64(a->dtype, p + i * stride);
    if (u64 ? (uint64_t)v < (uint64_t)lo : v < lo) lo = v;
    if (u64 ? (uint64_t)v > (uint64_t)hi : v > hi) hi = v;
  }
  return (int64_t)((uint64_t)hi - (uint64_t)lo);
}

/* A buffer of at least n bytes that stays allocated for the next
 * statistic of the thread: a fresh 8 MB buffer per call of np.median on a
 * million numbers would cost more in page faults than the work. */
static void *cached(int which, size_t n, const arrc_loc *loc) {
  static _Thread_local void *bufs[4];
  static _Thread_local size_t sizes[4];
  if (sizes[which] < n) {
    free(bufs[which]);
    bufs[which] = malloc(n);
    sizes[which] = bufs[which] ? n : 0;
    if (!bufs[which])
      arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes for a statistic", n);
  }
  return bufs[which];
}

static void store(arrc_array *r, int64_t flat, double v, int64_t iv, bool use_int) {
  if (use_int)
    arrc_array_set_i64(r, flat, iv);
  else
    arrc_array_set_f64(r, flat, v);
}

/* The errors an op raises on an empty line, raised before anything is
 * allocated (an error caught by the program must leak nothing). */
static void refuse_empty(const LineOp *o) {
  bool fl = float_dtype(o->dtype);
  switch (o->op) {
  case ARRC_STATS_NANMAX: case ARRC_STATS_NANMIN:
    if (fl)
      empty_reduction(o, o->op == ARRC_STATS_NANMAX ? "fmax" : "fmin");
    break;
  case ARRC_STATS_PTP:
    empty_reduction(o, "maximum");
  case ARRC_STATS_VAR: case ARRC_STATS_STD: case ARRC_STATS_MEAN:
    if (jit(o))
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, o->loc, "division by zero");
    break;
  case ARRC_STATS_QUANTILE:
    if (!jit(o))
      arrc_raise(ARRC_INDEX_ERROR, o->loc, "cannot do a non-empty take from an empty axes.");
    break;
  default:
    break;
  }
}

arrc_array *arrc_stats_reduce(const arrc_array *a, int32_t op, int32_t flags, int64_t axis, double ddof,
                              const arrc_array *q, double qscalar, int32_t out_dtype, const arrc_loc *loc) {
  LineOp o = {.op = op, .flags = flags, .dtype = a->dtype, .ddof = ddof, .loc = loc};
  bool quantile = op == ARRC_STATS_QUANTILE || op == ARRC_STATS_NANQUANTILE;
  double *qs = NULL;
  o.nq = 1;
  o.q = &qscalar;
  if (quantile && (flags & ARRC_STATS_QARRAY)) {
    o.nq = q->size;
    qs = cached(3, (size_t)(o.nq > 0 ? o.nq : 1) * sizeof *qs, loc);
    for (int64_t k = 0; k < o.nq; k++)
      qs[k] = arrc_array_get_f64(q, k);
    o.q = qs;
  }
  if (quantile)
    check_quantiles(&o);
  int32_t nd = a->ndim;
  bool along = (flags & ARRC_STATS_AXIS) != 0;
  if (along) {
    int64_t written = axis;
    if (axis < 0)
      axis += nd;
    if (axis < 0 || axis >= nd)
      arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)written,
                 (int)nd);
  }
  /* The result: the quantiles' dimension, then the dimensions kept. */
  int64_t shape[72];
  int32_t rnd = 0;
  if (quantile && (flags & ARRC_STATS_QARRAY))
    shape[rnd++] = o.nq;
  int32_t outer_at = rnd;
  for (int32_t d = 0; d < nd; d++) {
    if (along ? d != axis : false)
      shape[rnd++] = ARRC_SHAPE(a)[d];
    else if (flags & ARRC_STATS_KEEPDIMS)
      shape[rnd++] = 1;
  }
  int64_t n = along ? ARRC_SHAPE(a)[axis] : a->size;
  if (n == 0)
    refuse_empty(&o);
  arrc_array *r = arrc_array_new((arrc_dtype)out_dtype, rnd, shape, false, loc);
  int64_t outer = 1;
  for (int32_t d = outer_at; d < rnd; d++)
    outer *= shape[d];
  size_t esize = a->dtype == ARRC_FLOAT32 && !(flags & ARRC_STATS_JIT) ? 4 : 8;
  void *buf = cached(0, (size_t)(n > 0 ? n : 1) * esize, loc);
  bool nan_var = op == ARRC_STATS_NANVAR || op == ARRC_STATS_NANSTD;
  o.scratch = nan_var ? cached(1, (size_t)(n > 0 ? n : 1) * esize, loc) : NULL;
  double *res = cached(2, (size_t)o.nq * sizeof *res, loc);
  bool int_result = out_dtype != ARRC_FLOAT32 && out_dtype != ARRC_FLOAT64;
  bool int_ptp_line = op == ARRC_STATS_PTP && !float_dtype(a->dtype);
  /* A float32 line in jitted code is read as doubles: the buffer holds
   * floats first, widened in place by line_op. */
  if (!along) {
    if (int_ptp_line) {
      arrc_array *c = arrc_array_copy(a, loc);
      int64_t v = int_ptp(&o, c, c->data, c->size, c->itemsize);
      arrc_array_decref(c);
      store(r, 0, (double)v, v, int_result);
    } else {
      o.pairwise = true;
      bool jit_f64 = (flags & ARRC_STATS_JIT) && a->dtype == ARRC_FLOAT64;
      bool read_only = (op == ARRC_STATS_VAR || op == ARRC_STATS_STD) && arrc_array_is_c_contiguous(a) &&
                       (jit_f64 || (!(flags & ARRC_STATS_JIT) && float_dtype(a->dtype)));
      if (read_only) {
        /* var reads the array twice and changes nothing: no copy (in
         * jitted code only of float64, which needs no widening). */
        o.seg = n > 0 ? n : 1;
        line_op(&o, a->data, n, res);
      } else {
        o.seg = gather_all(a, buf);
        line_op(&o, buf, n, res);
      }
      for (int64_t k = 0; k < o.nq; k++)
        store(r, k, res[k], (int64_t)res[k], int_result);
    }
  } else {
    /* NumPy adds pairwise only along the axis of the smallest stride. */
    o.pairwise = true;
    for (int32_t d = 0; d < nd; d++)
      if (d != axis && ARRC_SHAPE(a)[d] > 1 && llabs(ARRC_STRIDES(a)[d]) < llabs(ARRC_STRIDES(a)[axis]))
        o.pairwise = false;
    o.seg = n > 0 ? n : 1;
    int64_t idx[64] = {0}, stride = ARRC_STRIDES(a)[axis];
    for (int64_t flat = 0; flat < outer; flat++) {
      const char *p = a->data;
      for (int32_t d = 0, j = 0; d < nd; d++)
        if (d != axis)
          p += idx[j++] * ARRC_STRIDES(a)[d];
      if (int_ptp_line) {
        int64_t v = int_ptp(&o, a, p, n, stride);
        store(r, flat, (double)v, v, int_result);
      } else {
        gather(a, p, n, stride, buf);
        line_op(&o, buf, n, res);
        for (int64_t k = 0; k < o.nq; k++)
          store(r, k * outer + flat, res[k], (int64_t)res[k], int_result);
      }
      for (int32_t j = nd - 2; j >= 0 && ++idx[j] == ARRC_SHAPE(a)[j < axis ? j : j + 1]; j--)
        idx[j] = 0;
    }
  }
  return r;
}

/* ---- np.nancumsum, np.nancumprod of floats ---------------------------------- */

/* Running sums (prod false) or products along each line of n elements
 * inner apart, in T: NumPy's accumulate keeps each line's first element;
 * Numba's loop (whole array only) starts from 0 or 1, so that its running
 * sum of -0.0 is 0.0. */
#define ACCUMULATE(NAME, T)                                                                      \
  static void NAME(T *p, int64_t outer, int64_t n, int64_t inner, bool prod, bool from_identity) { \
    for (int64_t o = 0; o < outer; o++)                                                          \
      for (int64_t i = 0; i < inner; i++) {                                                      \
        T *line = p + o * n * inner + i;                                                         \
        T acc = prod ? 1 : 0;                                                                    \
        for (int64_t j = 0; j < n; j++) {                                                        \
          T v = isnan(line[j * inner]) ? (T)(prod ? 1 : 0) : line[j * inner];                    \
          acc = j == 0 && !from_identity ? v : prod ? acc * v : acc + v;                         \
          line[j * inner] = acc;                                                                 \
        }                                                                                        \
      }                                                                                          \
  }
ACCUMULATE(accumulate_f64, double)
ACCUMULATE(accumulate_f32, float)

arrc_array *arrc_stats_nancumulative(const arrc_array *a, int32_t prod, int32_t flags, int64_t axis,
                                     const arrc_loc *loc) {
  int32_t nd = a->ndim;
  bool along = (flags & ARRC_STATS_AXIS) != 0;
  if (along) {
    int64_t written = axis;
    if (axis < 0)
      axis += nd;
    if (axis < 0 || axis >= nd)
      arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)written,
                 (int)nd);
  }
  arrc_array *c = arrc_array_copy(a, loc);
  int64_t outer = 1, n = c->size, inner = 1;
  if (along) {
    n = ARRC_SHAPE(c)[axis];
    for (int32_t d = 0; d < nd; d++) {
      if (d < axis)
        outer *= ARRC_SHAPE(c)[d];
      else if (d > axis)
        inner *= ARRC_SHAPE(c)[d];
    }
  }
  bool from_identity = (flags & ARRC_STATS_JIT) != 0;
  if (c->size > 0) {
    if (c->dtype == ARRC_FLOAT32)
      accumulate_f32((float *)c->data, outer, n, inner, prod != 0, from_identity);
    else
      accumulate_f64((double *)c->data, outer, n, inner, prod != 0, from_identity);
  }
  if (along || nd == 1)
    return c;
  int64_t size = c->size;
  arrc_array *flat = arrc_array_reshape(c, 1, &size, loc);
  arrc_array_decref(c);
  return flat;
}

/* ---- np.sum and the other reductions with dtype= or keepdims= --------------- */

arrc_array *arrc_stats_plain_reduce(const arrc_array *a, int32_t op, int32_t flags, int64_t axis, int32_t out_dtype,
                                    const arrc_loc *loc) {
  int32_t order = flags & ARRC_STATS_JIT ? 0 : ARRC_REDUCE_NUMPY_ORDER, nd = a->ndim;
  arrc_array *r;
  if (flags & ARRC_STATS_AXIS) {
    r = arrc_array_reduce_axis(a, op | order, axis, (arrc_dtype)out_dtype, loc);
  } else {
    /* The error of an empty array is raised before the copy is made. */
    if (a->size == 0 && (op == ARRC_REDUCE_MIN || op == ARRC_REDUCE_MAX || op == ARRC_REDUCE_ARGMIN ||
                         op == ARRC_REDUCE_ARGMAX))
      arrc_raise(ARRC_VALUE_ERROR, loc, "zero-size array to reduction operation %s which has no identity",
                 op == ARRC_REDUCE_MIN || op == ARRC_REDUCE_ARGMIN ? "minimum" : "maximum");
    arrc_array *flat = arrc_array_flatten(a, loc);
    r = arrc_array_reduce_axis(flat, op | order, 0, (arrc_dtype)out_dtype, loc);
    arrc_array_decref(flat);
  }
  if (!(flags & ARRC_STATS_KEEPDIMS))
    return r;
  int64_t shape[64];
  if (axis < 0)
    axis += nd;
  for (int32_t d = 0; d < nd; d++)
    shape[d] = (flags & ARRC_STATS_AXIS) && d != axis ? ARRC_SHAPE(a)[d] : 1;
  arrc_array *kept = arrc_array_reshape(r, nd, shape, loc);
  arrc_array_decref(r);
  return kept;
}
