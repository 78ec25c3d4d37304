/* NumPy's matrix creators (np.eye, np.diag, np.tri, np.tril, np.triu,
 * their index functions, np.vander, np.fill_diagonal) and the full forms
 * of np.linspace and np.logspace, after numpy/lib/twodim_base.py and
 * numpy/core/function_base.py of NumPy 1.24. Elements move through
 * arrc_rt_convert, so one function serves every dtype. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rt_core.h"
#include "rt_shapes.h"

/* Stores the number one (or zero) converted to a's dtype at p. */
static void put_int(const arrc_array *a, char *p, int64_t v) {
  arrc_rt_convert((arrc_dtype)a->dtype, p, ARRC_INT64, &v);
}

/* The address of a[i, j] of a 2-D array. */
static char *at2(const arrc_array *a, int64_t i, int64_t j) {
  return a->data + i * ARRC_STRIDES(a)[0] + j * ARRC_STRIDES(a)[1];
}

arrc_array *arrc_shapes_eye(int64_t n, int64_t m, int64_t k, int32_t dtype, const arrc_loc *loc) {
  int64_t shape[2] = {n, m < 0 ? n : m};
  arrc_array *r = arrc_array_new((arrc_dtype)dtype, 2, shape, true, loc);
  for (int64_t i = 0; i < shape[0]; i++)
    if (i + k >= 0 && i + k < shape[1])
      put_int(r, at2(r, i, i + k), 1);
  return r;
}

/* The length of the k-th diagonal of a rows x cols matrix. */
static int64_t diag_len(int64_t rows, int64_t cols, int64_t k) {
  int64_t n = k >= 0 ? (rows < cols - k ? rows : cols - k) : (rows + k < cols ? rows + k : cols);
  return n > 0 ? n : 0;
}

arrc_array *arrc_shapes_diag(arrc_array *v, int64_t k, const arrc_loc *loc) {
  if (v->ndim == 1) {
    int64_t len = ARRC_SHAPE(v)[0], n = len + (k < 0 ? -k : k);
    int64_t shape[2] = {n, n};
    arrc_array *r = arrc_array_new((arrc_dtype)v->dtype, 2, shape, true, loc);
    for (int64_t j = 0; j < len; j++)
      memcpy(k >= 0 ? at2(r, j, j + k) : at2(r, j - k, j), v->data + j * ARRC_STRIDES(v)[0], (size_t)v->itemsize);
    return r;
  }
  if (v->ndim != 2)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Input must be 1- or 2-d.");
  int64_t n = diag_len(ARRC_SHAPE(v)[0], ARRC_SHAPE(v)[1], k);
  arrc_array *r = arrc_array_new((arrc_dtype)v->dtype, 1, &n, false, loc);
  for (int64_t j = 0; j < n; j++)
    memcpy(r->data + j * r->itemsize, k >= 0 ? at2(v, j, j + k) : at2(v, j - k, j), (size_t)v->itemsize);
  return r;
}

/* tri[i, j] is one where j <= i + k (np.greater_equal.outer). */
arrc_array *arrc_shapes_tri(int64_t n, int64_t m, int64_t k, int32_t dtype, const arrc_loc *loc) {
  int64_t shape[2] = {n, m < 0 ? n : m};
  arrc_array *r = arrc_array_new((arrc_dtype)dtype, 2, shape, true, loc);
  for (int64_t i = 0; i < shape[0]; i++)
    for (int64_t j = 0; j < shape[1] && j <= i + k; j++)
      put_int(r, at2(r, i, j), 1);
  return r;
}

/* np.tril keeps a[..., i, j] where j <= i + k and np.triu where j >= i + k,
 * over the last two axes; a 1-D array is the row of every row of a square
 * result, as NumPy's where() broadcasts it. */
arrc_array *arrc_shapes_trilu(arrc_array *a, int64_t k, int32_t upper, const arrc_loc *loc) {
  int32_t nd = a->ndim < 2 ? 2 : a->ndim;
  int64_t shape[ARRC_MAX_NDIM];
  if (a->ndim < 2) {
    shape[0] = shape[1] = a->ndim ? ARRC_SHAPE(a)[0] : 1;
  } else {
    memcpy(shape, ARRC_SHAPE(a), (size_t)nd * sizeof *shape);
  }
  arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, nd, shape, true, loc);
  int64_t rows = shape[nd - 2], cols = shape[nd - 1], plane = rows * cols;
  for (int64_t flat = 0; flat < r->size; flat++) {
    int64_t i = flat % plane / cols, j = flat % cols;
    bool keep = upper ? j >= i + k : j <= i + k;
    if (!keep)
      continue;
    const char *src = a->ndim < 2 ? a->data + (a->ndim ? j * ARRC_STRIDES(a)[0] : 0) : arrc_rt_elem(a, flat);
    memcpy(r->data + flat * r->itemsize, src, (size_t)r->itemsize);
  }
  return r;
}

void arrc_shapes_trilu_indices(int64_t n, int64_t k, int64_t m, int32_t upper, arrc_array **rows, arrc_array **cols,
                               const arrc_loc *loc) {
  if (m < 0)
    m = n;
  int64_t count = 0;
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < m; j++)
      count += upper ? j >= i + k : j <= i + k;
  arrc_array *r = arrc_array_new(ARRC_INT64, 1, &count, false, loc);
  arrc_array *c = arrc_array_new(ARRC_INT64, 1, &count, false, loc);
  int64_t *rp = (int64_t *)r->data, *cp = (int64_t *)c->data, at = 0;
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < m; j++)
      if (upper ? j >= i + k : j <= i + k) {
        rp[at] = i;
        cp[at++] = j;
      }
  *rows = r;
  *cols = c;
}

/* NumPy's vander: column 0 of the increasing matrix is ones, column 1 is
 * x, and each further column is the one before times x (multiply's
 * accumulate), all in the result's dtype. */
arrc_array *arrc_shapes_vander(arrc_array *x, int64_t n, int32_t increasing, int32_t dtype, const arrc_loc *loc) {
  if (x->ndim != 1)
    arrc_raise(ARRC_VALUE_ERROR, loc, "x must be a one-dimensional array or sequence.");
  int64_t len = ARRC_SHAPE(x)[0];
  int64_t shape[2] = {len, n < 0 ? len : n};
  arrc_array *r = arrc_array_new((arrc_dtype)dtype, 2, shape, false, loc);
  bool fl = dtype == ARRC_FLOAT64 || dtype == ARRC_FLOAT32, cx = dtype == ARRC_COMPLEX128 || dtype == ARRC_COMPLEX64;
  for (int64_t i = 0; i < len; i++) {
    const char *xp = x->data + i * ARRC_STRIDES(x)[0];
    if (cx) {
      double xv[2], acc[2] = {1, 0};
      arrc_rt_convert(ARRC_COMPLEX128, xv, (arrc_dtype)x->dtype, xp);
      for (int64_t p = 0; p < shape[1]; p++) {
        if (p > 0) {
          double re = acc[0] * xv[0] - acc[1] * xv[1], im = acc[0] * xv[1] + acc[1] * xv[0];
          acc[0] = p == 1 ? xv[0] : re;
          acc[1] = p == 1 ? xv[1] : im;
        }
        int64_t col = increasing ? p : shape[1] - 1 - p;
        arrc_rt_convert((arrc_dtype)dtype, at2(r, i, col), ARRC_COMPLEX128, acc);
      }
    } else if (fl) {
      double xv, acc = 1;
      arrc_rt_convert(ARRC_FLOAT64, &xv, (arrc_dtype)x->dtype, xp);
      for (int64_t p = 0; p < shape[1]; p++) {
        acc = p == 0 ? 1 : p == 1 ? xv : acc * xv;
        int64_t col = increasing ? p : shape[1] - 1 - p;
        arrc_rt_convert((arrc_dtype)dtype, at2(r, i, col), ARRC_FLOAT64, &acc);
      }
    } else {
      int64_t xv, acc = 1;
      arrc_rt_convert(ARRC_INT64, &xv, (arrc_dtype)x->dtype, xp);
      for (int64_t p = 0; p < shape[1]; p++) {
        acc = p == 0 ? 1 : p == 1 ? xv : (int64_t)((uint64_t)acc * (uint64_t)xv);
        int64_t col = increasing ? p : shape[1] - 1 - p;
        arrc_rt_convert((arrc_dtype)dtype, at2(r, i, col), ARRC_INT64, &acc);
      }
    }
  }
  return r;
}

/* a.flat[:end:step] = val, with step one more than the sum of the
 * cumulative products of the leading dimensions and end the square of
 * the columns unless wrap; val's elements repeat cyclically. */
void arrc_shapes_fill_diagonal(arrc_array *a, arrc_array *val, int32_t wrap, const arrc_loc *loc) {
  if (a->ndim < 2)
    arrc_raise(ARRC_VALUE_ERROR, loc, "array must be at least 2-d");
  int64_t step = 1, end = a->size;
  if (a->ndim == 2) {
    step = ARRC_SHAPE(a)[1] + 1;
    if (!wrap && ARRC_SHAPE(a)[1] * ARRC_SHAPE(a)[1] < end)
      end = ARRC_SHAPE(a)[1] * ARRC_SHAPE(a)[1];
  } else {
    int64_t prod = 1;
    for (int32_t i = 0; i < a->ndim; i++)
      if (ARRC_SHAPE(a)[i] != ARRC_SHAPE(a)[0])
        arrc_raise(ARRC_VALUE_ERROR, loc, "All dimensions of input must be of equal length");
    for (int32_t i = 0; i + 1 < a->ndim; i++) {
      prod *= ARRC_SHAPE(a)[i];
      step += prod;
    }
  }
  if (val->size == 0)
    return;
  for (int64_t flat = 0, v = 0; flat < end; flat += step, v = (v + 1) % val->size)
    arrc_rt_convert((arrc_dtype)a->dtype, arrc_rt_elem(a, flat), (arrc_dtype)val->dtype, arrc_rt_elem(val, v));
}

/* NumPy's linspace for real scalars: y = i * step + start, or, where the
 * step underflows to zero, i / div * delta + start; the last element is
 * stop itself when endpoint holds. Without points to divide by (div 0)
 * the step is NaN and y = i * delta + start. */
arrc_array *arrc_shapes_linspace(double start, double stop, int64_t num, int32_t endpoint, int32_t floor_it,
                                 double *step, const arrc_loc *loc) {
  if (num < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Number of samples, %lld, must be non-negative.", (long long)num);
  int64_t div = endpoint ? num - 1 : num;
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &num, false, loc);
  double *p = (double *)a->data, delta = stop - start;
  if (div > 0) {
    double s = delta / (double)div;
    for (int64_t i = 0; i < num; i++)
      p[i] = (s == 0 ? (double)i / (double)div * delta : (double)i * s) + start;
    *step = s;
  } else {
    for (int64_t i = 0; i < num; i++)
      p[i] = (double)i * delta + start;
    *step = NAN;
  }
  if (endpoint && num > 1)
    p[num - 1] = stop;
  for (int64_t i = 0; floor_it && i < num; i++)
    p[i] = floor(p[i]);
  return a;
}

arrc_array *arrc_shapes_logspace(double start, double stop, int64_t num, int32_t endpoint, double base,
                                 const arrc_loc *loc) {
  double step;
  arrc_array *a = arrc_shapes_linspace(start, stop, num, endpoint, 0, &step, loc);
  double *p = (double *)a->data;
  for (int64_t i = 0; i < num; i++)
    p[i] = pow(base, p[i]);
  return a;
}

arrc_array *arrc_shapes_from_memory(const void *p, int64_t n, int32_t src, int32_t dst, const arrc_loc *loc) {
  arrc_array *a = arrc_array_new((arrc_dtype)dst, 1, &n, false, loc);
  int64_t size = arrc_dtype_size((arrc_dtype)src);
  for (int64_t i = 0; i < n; i++)
    arrc_rt_convert((arrc_dtype)dst, a->data + i * a->itemsize, (arrc_dtype)src, (const char *)p + i * size);
  return a;
}

arrc_array *arrc_shapes_from_rows(const arrc_list *rows, int32_t src, int32_t dst, const arrc_loc *loc) {
  int64_t shape[2] = {rows->len, 0};
  const arrc_list *const *row = (const arrc_list *const *)(const void *)rows->data;
  if (rows->len > 0)
    shape[1] = row[0]->len;
  for (int64_t i = 1; i < rows->len; i++)
    if (row[i]->len != shape[1])
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "setting an array element with a sequence. The requested array has an inhomogeneous shape after "
                 "1 dimensions. The detected shape was (%lld,) + inhomogeneous part.",
                 (long long)rows->len);
  arrc_array *a = arrc_array_new((arrc_dtype)dst, 2, shape, false, loc);
  int64_t size = arrc_dtype_size((arrc_dtype)src);
  for (int64_t i = 0; i < shape[0]; i++)
    for (int64_t j = 0; j < shape[1]; j++)
      arrc_rt_convert((arrc_dtype)dst, a->data + (i * shape[1] + j) * a->itemsize, (arrc_dtype)src,
                      row[i]->data + j * size);
  return a;
}

/* ---- np.cross ----------------------------------------------------------------- */

/* The cross products of 3-vectors, as NumPy's numeric.py computes them in
 * the result's type: cp0 = a1*b2 - a2*b1, cp1 = a2*b0 - a0*b2,
 * cp2 = a0*b1 - a1*b0. */
#define CROSS(NAME, T, GET, SET)                                                             \
  static void NAME(const arrc_array *a, const arrc_array *b, arrc_array *r, int64_t rows) {  \
    int64_t ra = a->ndim == 2 ? ARRC_SHAPE(a)[0] : 1, rb = b->ndim == 2 ? ARRC_SHAPE(b)[0] : 1; \
    for (int64_t i = 0; i < rows; i++) {                                                     \
      int64_t ia = (ra == 1 ? 0 : i) * 3, ib = (rb == 1 ? 0 : i) * 3;                        \
      T a0 = (T)GET(a, ia), a1 = (T)GET(a, ia + 1), a2 = (T)GET(a, ia + 2);                  \
      T b0 = (T)GET(b, ib), b1 = (T)GET(b, ib + 1), b2 = (T)GET(b, ib + 2);                  \
      T p, q;                                                                                \
      p = a1 * b2, q = a2 * b1;                                                              \
      SET(r, i * 3, p - q);                                                                  \
      p = a2 * b0, q = a0 * b2;                                                              \
      SET(r, i * 3 + 1, p - q);                                                              \
      p = a0 * b1, q = a1 * b0;                                                              \
      SET(r, i * 3 + 2, p - q);                                                              \
    }                                                                                        \
  }
CROSS(cross_f64, double, arrc_array_get_f64, arrc_array_set_f64)
CROSS(cross_f32, float, arrc_array_get_f64, arrc_array_set_f64)
CROSS(cross_i64, int64_t, arrc_array_get_i64, arrc_array_set_i64)

/* The shape of the vectors' leading axes, which NumPy broadcasts. */
static void shape_text(char *buf, size_t cap, const arrc_array *a) {
  if (a->ndim == 1)
    snprintf(buf, cap, "()");
  else
    snprintf(buf, cap, "(%lld,)", (long long)ARRC_SHAPE(a)[0]);
}

arrc_array *arrc_np_cross(const arrc_array *a, const arrc_array *b, int32_t dtype, const arrc_loc *loc) {
  int64_t na = ARRC_SHAPE(a)[a->ndim - 1], nb = ARRC_SHAPE(b)[b->ndim - 1];
  if ((na != 2 && na != 3) || (nb != 2 && nb != 3))
    arrc_raise(ARRC_VALUE_ERROR, loc, "incompatible dimensions for cross product\n(dimension must be 2 or 3)");
  if (na != 3 || nb != 3)
    arrc_raise(ARRC_NOT_IMPLEMENTED_ERROR, loc, "np.cross() of 2-element vectors is not supported by arrc yet");
  int64_t ra = a->ndim == 2 ? ARRC_SHAPE(a)[0] : 1, rb = b->ndim == 2 ? ARRC_SHAPE(b)[0] : 1;
  if (ra != rb && ra != 1 && rb != 1) {
    char sa[48], sb[48];
    shape_text(sa, sizeof sa, a);
    shape_text(sb, sizeof sb, b);
    arrc_raise(ARRC_VALUE_ERROR, loc, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is "
               "between arg 0 with shape %s and arg 1 with shape %s.", sa, sb);
  }
  int64_t rows = ra > rb ? ra : rb;
  int32_t ndim = a->ndim > b->ndim ? a->ndim : b->ndim;
  int64_t shape[2] = {ndim == 2 ? rows : 3, 3};
  arrc_array *r = arrc_array_new((arrc_dtype)dtype, ndim, shape, false, loc);
  if (dtype == ARRC_FLOAT64)
    cross_f64(a, b, r, rows);
  else if (dtype == ARRC_FLOAT32)
    cross_f32(a, b, r, rows);
  else
    cross_i64(a, b, r, rows);
  return r;
}
