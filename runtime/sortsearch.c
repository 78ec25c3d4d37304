/* Sorting, searching and counting of arrays (rt_sortsearch.h): np.sort,
 * argsort, partition, searchsorted, digitize, unique, intersect1d,
 * nonzero and its kin, bincount and histogram, for every real dtype.
 *
 * The algorithms are written once per element type: sortsearch_impl.h is
 * included for each C type with its order, and the functions here walk
 * the lines of an array of any layout, hand each line to the typed code
 * as contiguous memory, and put the result back. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_sortsearch.h"

#define QS_STACK 128
#define SMALL_QUICKSORT 15
#define NB_SMALL_QUICKSORT 15
#define NB_MAX_STACK 100

/* The index of the highest set bit of n (NumPy's npy_get_msb). */
static int top_bit(int64_t n) {
  int depth = 0;
  for (uint64_t u = (uint64_t)n; u >>= 1;)
    depth++;
  return depth;
}

#define INT_LESS(a, b) ((a) < (b))
/* NumPy's order of floats: NaN after every number (npysort_common.h). */
#define FLOAT_LESS(a, b) ((a) < (b) || ((b) != (b) && (a) == (a)))
/* Numba 0.56's lt_floats. */
#define NB_FLOAT_LESS(a, b) ((b) != (b) || (a) < (b))

#define NPY_LESS INT_LESS
#define NB_LESS INT_LESS
#define IS_FLOAT 0
#define T uint8_t
#define SUF b
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T int8_t
#define SUF i8
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T int16_t
#define SUF i16
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T int32_t
#define SUF i32
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T int64_t
#define SUF i64
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T uint8_t
#define SUF u8
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T uint16_t
#define SUF u16
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T uint32_t
#define SUF u32
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T uint64_t
#define SUF u64
#include "sortsearch_impl.h"
#undef T
#undef SUF
#undef NPY_LESS
#undef NB_LESS
#undef IS_FLOAT
#define NPY_LESS FLOAT_LESS
#define NB_LESS NB_FLOAT_LESS
#define IS_FLOAT 1
#define T float
#define SUF f32
#include "sortsearch_impl.h"
#undef T
#undef SUF
#define T double
#define SUF f64
#include "sortsearch_impl.h"
#undef T
#undef SUF
#undef NPY_LESS
#undef NB_LESS

/* X(dtype code, suffix, C type) of the dtypes the sorts take. */
#define SORT_TYPES(X)                                                                              \
  X(ARRC_BOOL, b, uint8_t) X(ARRC_INT8, i8, int8_t) X(ARRC_INT16, i16, int16_t)                    \
  X(ARRC_INT32, i32, int32_t) X(ARRC_INT64, i64, int64_t) X(ARRC_UINT8, u8, uint8_t)               \
  X(ARRC_UINT16, u16, uint16_t) X(ARRC_UINT32, u32, uint32_t) X(ARRC_UINT64, u64, uint64_t)       \
  X(ARRC_FLOAT32, f32, float) X(ARRC_FLOAT64, f64, double)

static _Noreturn void unsupported_dtype(int32_t dtype, const arrc_loc *loc) {
  arrc_raise(ARRC_TYPE_ERROR, loc, "cannot sort an array of %s", arrc_dtype_name((arrc_dtype)dtype));
}

static void sort_line(int32_t dtype, void *v, int64_t n, int kind, void *ws, const arrc_loc *loc) {
  switch (dtype) {
#define X(code, suf, type) case code: sort_line_##suf(v, n, kind, ws); return;
    SORT_TYPES(X)
#undef X
  default: unsupported_dtype(dtype, loc);
  }
}

static void argsort_line(int32_t dtype, const void *v, int64_t *idx, int64_t n, int kind, int64_t *ws,
                         const arrc_loc *loc) {
  switch (dtype) {
#define X(code, suf, type) case code: argsort_line_##suf(v, idx, n, kind, ws); return;
    SORT_TYPES(X)
#undef X
  default: unsupported_dtype(dtype, loc);
  }
}

/* ---- walking the lines of an array --------------------------------------- */

static void *checked_alloc(size_t n, const arrc_loc *loc) {
  void *p = malloc(n ? n : 1);
  if (!p)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes", n);
  return p;
}

/* The axis counted from 0, or NumPy's AxisError. */
static int normalize_axis(int64_t axis, int32_t ndim, const arrc_loc *loc) {
  int64_t k = axis < 0 ? axis + ndim : axis;
  if (k < 0 || k >= ndim)
    arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)axis,
               (int)ndim);
  return (int)k;
}

/* The lines of an array along one axis: the address of the first element
 * of each line, in C order of the other dimensions. */
typedef struct {
  int32_t ndim, axis;
  const int64_t *shape, *strides;
  int64_t index[ARRC_MAX_NDIM];
  char *base;
  int64_t left;
} Lines;

static Lines lines_of(const arrc_array *a, int axis) {
  Lines l = {.ndim = a->ndim, .axis = axis, .shape = ARRC_SHAPE(a), .strides = ARRC_STRIDES(a), .base = a->data};
  int64_t len = a->ndim ? l.shape[axis] : 1;
  l.left = len ? a->size / len : 0;
  for (int d = 0; d < a->ndim; d++)
    if (d != axis && l.shape[d] == 0)
      l.left = 0;
  return l;
}

/* The next line's first element, or NULL after the last. */
static char *next_line(Lines *l) {
  if (l->left-- <= 0)
    return NULL;
  char *p = l->base;
  /* Advance the odometer for the line after this one. */
  for (int d = l->ndim - 1; d >= 0; d--) {
    if (d == l->axis)
      continue;
    if (++l->index[d] < l->shape[d]) {
      l->base += l->strides[d];
      return p;
    }
    l->base -= l->strides[d] * (l->shape[d] - 1);
    l->index[d] = 0;
  }
  return p;
}

static void gather(char *dst, const char *src, int64_t stride, int64_t n, int64_t size) {
  for (int64_t i = 0; i < n; i++)
    memcpy(dst + i * size, src + i * stride, (size_t)size);
}

static void scatter(char *dst, int64_t stride, const char *src, int64_t n, int64_t size) {
  for (int64_t i = 0; i < n; i++)
    memcpy(dst + i * stride, src + i * size, (size_t)size);
}

/* Sorts a's lines along axis in place (or selects element kth of each). */
static void sort_lines_kth(arrc_array *a, int axis, int kind, int64_t kth, const arrc_loc *loc) {
  int64_t n = a->ndim ? ARRC_SHAPE(a)[axis] : a->size;
  int64_t stride = a->ndim ? ARRC_STRIDES(a)[axis] : a->itemsize, size = a->itemsize;
  if (n < 2)
    return;
  bool contiguous = stride == size;
  char *buf = contiguous ? NULL : checked_alloc((size_t)(n * size), loc);
  void *ws = checked_alloc((size_t)((n / 2 + 1) * size + 8), loc);
  if (kind == ARRC_SELECT_NPY || kind == ARRC_SELECT_NB)
    *(int64_t *)ws = kth;
  Lines l = lines_of(a, axis);
  for (char *p; (p = next_line(&l));) {
    if (contiguous) {
      sort_line(a->dtype, p, n, kind, ws, loc);
      continue;
    }
    gather(buf, p, stride, n, size);
    sort_line(a->dtype, buf, n, kind, ws, loc);
    scatter(p, stride, buf, n, size);
  }
  free(buf);
  free(ws);
}

static void sort_lines(arrc_array *a, int axis, int kind, const arrc_loc *loc) {
  sort_lines_kth(a, axis, kind, 0, loc);
}

/* A C-ordered copy of a, flattened when flat. */
static arrc_array *c_copy(const arrc_array *a, bool flat, const arrc_loc *loc) {
  if (!flat)
    return arrc_array_copy(a, loc);
  int64_t n = a->size;
  arrc_array *c = arrc_array_new((arrc_dtype)a->dtype, 1, &n, false, loc);
  arrc_rt_copy_to_contiguous(c->data, a);
  return c;
}

arrc_array *arrc_sort_copy(const arrc_array *a, int64_t axis, int32_t flags, const arrc_loc *loc) {
  bool flat = (flags & ARRC_SORT_FLAT) || a->ndim == 0;
  int k = flat ? 0 : normalize_axis(axis, a->ndim, loc);
  arrc_array *c = c_copy(a, flat, loc);
  sort_lines(c, k, flags & ARRC_SORT_KIND_MASK, loc);
  return c;
}

void arrc_sort_inplace(arrc_array *a, int64_t axis, int32_t flags, const arrc_loc *loc) {
  if (a->ndim == 0)
    arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension 0", (long long)axis);
  sort_lines(a, normalize_axis(axis, a->ndim, loc), flags & ARRC_SORT_KIND_MASK, loc);
}

arrc_array *arrc_partition(const arrc_array *a, int64_t kth, bool jit, const arrc_loc *loc) {
  if (a->ndim == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Cannot partition a 0-d array");
  int64_t n = ARRC_SHAPE(a)[a->ndim - 1];
  arrc_array *c = arrc_array_copy(a, loc);
  /* NumPy and Numba return an empty array before they look at kth;
   * Numba refuses kth = -n, which NumPy takes. */
  if (c->size == 0)
    return c;
  int64_t k = kth < 0 ? kth + n : kth;
  if (jit && (kth >= n || -kth >= n))
    arrc_raise(ARRC_VALUE_ERROR, loc, "kth out of bounds");
  if (k < 0 || k >= n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "kth(=%lld) out of bounds (%lld)", (long long)kth, (long long)n);
  sort_lines_kth(c, a->ndim - 1, jit ? ARRC_SELECT_NB : ARRC_SELECT_NPY, k, loc);
  return c;
}

arrc_array *arrc_argsort(const arrc_array *a, int64_t axis, int32_t flags, const arrc_loc *loc) {
  bool flat = (flags & ARRC_SORT_FLAT) || a->ndim == 0;
  int k = flat ? 0 : normalize_axis(axis, a->ndim, loc);
  int kind = flags & ARRC_SORT_KIND_MASK;
  /* A flattened array is sorted as a C-ordered copy. */
  arrc_array *src = flat ? c_copy(a, true, loc) : NULL;
  const arrc_array *v = src ? src : a;
  arrc_array *r = arrc_array_new(ARRC_INT64, v->ndim, ARRC_SHAPE(v), false, loc);
  int64_t n = v->ndim ? ARRC_SHAPE(v)[k] : 1;
  int64_t size = v->itemsize, stride = ARRC_STRIDES(v)[k], rstride = ARRC_STRIDES(r)[k];
  char *buf = checked_alloc((size_t)(n * size), loc);
  int64_t *idx = checked_alloc((size_t)n * sizeof(int64_t), loc);
  int64_t *ws = checked_alloc((size_t)(n / 2 + 1) * sizeof(int64_t), loc);
  Lines lv = lines_of(v, k), lr = lines_of(r, k);
  for (char *p, *q; (p = next_line(&lv)) && (q = next_line(&lr));) {
    gather(buf, p, stride, n, size);
    argsort_line(v->dtype, buf, idx, n, kind, ws, loc);
    scatter(q, rstride, (const char *)idx, n, sizeof(int64_t));
  }
  free(buf);
  free(idx);
  free(ws);
  arrc_array_decref(src);
  return r;
}

/* ---- elements of any dtype ---------------------------------------------- */

static bool float_dtype(int32_t dt) { return dt == ARRC_FLOAT32 || dt == ARRC_FLOAT64; }

static double load_f64(const char *p, int32_t dt) {
  double x;
  arrc_rt_convert(ARRC_FLOAT64, &x, (arrc_dtype)dt, p);
  return x;
}

static int64_t load_i64(const char *p, int32_t dt) {
  int64_t x;
  arrc_rt_convert(ARRC_INT64, &x, (arrc_dtype)dt, p);
  return x;
}

/* Whether an element is not zero (NaN is not; -0.0 is zero). */
static bool nonzero_at(const char *p, int32_t dt) {
  switch (dt) {
  case ARRC_FLOAT32: return *(const float *)p != 0;
  case ARRC_FLOAT64: return *(const double *)p != 0;
  case ARRC_COMPLEX64: return ((const float *)p)[0] != 0 || ((const float *)p)[1] != 0;
  case ARRC_COMPLEX128: return ((const double *)p)[0] != 0 || ((const double *)p)[1] != 0;
  default:
    for (int64_t k = 0; k < arrc_dtype_size((arrc_dtype)dt); k++)
      if (p[k])
        return true;
    return false;
  }
}

/* Whether two elements of one dtype are equal; NaNs equal each other only
 * when nan_equal (NumPy's unique since 1.24). */
static bool equal_at(const char *p, const char *q, int32_t dt, bool nan_equal) {
  if (float_dtype(dt)) {
    double x = load_f64(p, dt), y = load_f64(q, dt);
    return x == y || (nan_equal && x != x && y != y);
  }
  return memcmp(p, q, (size_t)arrc_dtype_size((arrc_dtype)dt)) == 0;
}

static arrc_array *new_1d(arrc_dtype dt, int64_t n, const arrc_loc *loc) {
  return arrc_array_new(dt, 1, &n, false, loc);
}

/* A C-ordered copy of a flattened, in dtype dt. */
static arrc_array *flat_as(const arrc_array *a, arrc_dtype dt, const arrc_loc *loc) {
  arrc_array *c = arrc_array_astype(a, dt, loc);
  if (c->ndim == 1)
    return c;
  arrc_array *f = new_1d(dt, c->size, loc);
  memcpy(f->data, c->data, (size_t)(c->size * c->itemsize));
  arrc_array_decref(c);
  return f;
}

/* ---- searching ------------------------------------------------------------ */

static int64_t bisect_typed(int32_t dt, const char *a, int64_t n, const char *x, bool right) {
  switch (dt) {
#define X(code, suf, type) case code: return bisect_##suf((const type *)a, n, *(const type *)x, right);
    SORT_TYPES(X)
#undef X
  default: return 0;
  }
}

arrc_array *arrc_searchsorted(const arrc_array *a, const arrc_array *v, int32_t dtype, bool right,
                              const arrc_loc *loc) {
  /* The sorted array is searched in place when it already is contiguous
   * in the dtype: copying it would cost more than the searches. */
  bool direct = a->dtype == dtype && (a->size < 2 || ARRC_STRIDES(a)[0] == a->itemsize);
  arrc_array *ac = direct ? NULL : arrc_array_astype(a, (arrc_dtype)dtype, loc);
  arrc_array *vc = arrc_array_astype(v, (arrc_dtype)dtype, loc);
  const char *adata = direct ? a->data : ac->data;
  arrc_array *r = arrc_array_new(ARRC_INT64, v->ndim, ARRC_SHAPE(v), false, loc);
  int64_t *out = (int64_t *)r->data;
  switch (dtype) {
#define X(code, suf, type)                                                                            \
  case code: search_many_##suf((const type *)adata, a->size, (const type *)vc->data, vc->size, right, out); break;
    SORT_TYPES(X)
#undef X
  default: break;
  }
  arrc_array_decref(ac);
  arrc_array_decref(vc);
  return r;
}

/* NumPy's check_array_monotonic: 1 increasing, -1 decreasing, 0 neither. */
static int monotonicity(const double *b, int64_t n) {
  if (n == 0)
    return 1;
  double last = b[0];
  int64_t i = 1;
  while (i < n && b[i] == last)
    i++;
  if (i == n)
    return 1;
  double next = b[i];
  if (last < next) {
    for (i += 1; i < n; i++) {
      last = next;
      next = b[i];
      if (last > next)
        return 0;
    }
    return 1;
  }
  for (i += 1; i < n; i++) {
    last = next;
    next = b[i];
    if (last < next)
      return 0;
  }
  return -1;
}

arrc_array *arrc_digitize(const arrc_array *x, const arrc_array *bins, bool right, bool jit, const arrc_loc *loc) {
  (void)jit;
  arrc_array *xc = arrc_array_astype(x, ARRC_FLOAT64, loc), *bc = flat_as(bins, ARRC_FLOAT64, loc);
  double *b = (double *)bc->data;
  int64_t n = bc->size;
  int mono = monotonicity(b, n);
  if (mono == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "bins must be monotonically increasing or decreasing");
  /* NumPy searches the reversed bins of a decreasing sequence. */
  if (mono < 0)
    for (int64_t i = 0, j = n - 1; i < j; i++, j--) {
      double t = b[i];
      b[i] = b[j];
      b[j] = t;
    }
  arrc_array *r = arrc_array_new(ARRC_INT64, x->ndim, ARRC_SHAPE(x), false, loc);
  int64_t *out = (int64_t *)r->data;
  for (int64_t i = 0; i < xc->size; i++) {
    int64_t k = bisect_f64(b, n, ((const double *)xc->data)[i], !right);
    out[i] = mono < 0 ? n - k : k;
  }
  arrc_array_decref(xc);
  arrc_array_decref(bc);
  return r;
}

/* ---- unique values -------------------------------------------------------- */

arrc_array *arrc_unique(const arrc_array *a, int32_t flags, arrc_array **out, const arrc_loc *loc) {
  bool jit = flags & ARRC_UNIQUE_JIT;
  arrc_dtype dt = (arrc_dtype)a->dtype;
  int64_t n = a->size, size = a->itemsize;
  arrc_array *flat = flat_as(a, dt, loc);
  /* NumPy sorts the values themselves unless it needs where they came
   * from, which a stable argsort gives (the first of equal values). */
  bool need_order = flags & (ARRC_UNIQUE_INDEX | ARRC_UNIQUE_INVERSE);
  int64_t *perm = NULL;
  char *sorted;
  arrc_array *holder = NULL;
  if (need_order) {
    arrc_array *order = arrc_argsort(flat, 0, ARRC_SORT_STABLE, loc);
    perm = (int64_t *)order->data;
    holder = order;
    sorted = checked_alloc((size_t)(n * size), loc);
    for (int64_t i = 0; i < n; i++)
      memcpy(sorted + i * size, flat->data + perm[i] * size, (size_t)size);
  } else {
    sort_lines(flat, 0, jit ? ARRC_SORT_NB_QUICK : ARRC_SORT_QUICK, loc);
    sorted = flat->data;
  }
  /* The start of each run of equal values. */
  int64_t *starts = checked_alloc((size_t)(n + 1) * sizeof(int64_t), loc);
  int64_t m = 0;
  for (int64_t i = 0; i < n; i++)
    if (i == 0 || !equal_at(sorted + (i - 1) * size, sorted + i * size, dt, !jit))
      starts[m++] = i;
  starts[m] = n;
  arrc_array *vals = new_1d(dt, m, loc);
  for (int64_t k = 0; k < m; k++)
    memcpy(vals->data + k * size, sorted + starts[k] * size, (size_t)size);
  if (flags & ARRC_UNIQUE_INDEX) {
    out[0] = new_1d(ARRC_INT64, m, loc);
    for (int64_t k = 0; k < m; k++)
      ((int64_t *)out[0]->data)[k] = perm[starts[k]];
  }
  if (flags & ARRC_UNIQUE_INVERSE) {
    out[1] = new_1d(ARRC_INT64, n, loc);
    for (int64_t k = 0; k < m; k++)
      for (int64_t i = starts[k]; i < starts[k + 1]; i++)
        ((int64_t *)out[1]->data)[perm[i]] = k;
  }
  if (flags & ARRC_UNIQUE_COUNTS) {
    out[2] = new_1d(ARRC_INT64, m, loc);
    for (int64_t k = 0; k < m; k++)
      ((int64_t *)out[2]->data)[k] = starts[k + 1] - starts[k];
  }
  free(starts);
  if (need_order)
    free(sorted);
  arrc_array_decref(holder);
  arrc_array_decref(flat);
  return vals;
}

/* NumPy's intersect1d: the unique values of each, merged; equal
 * neighbours are the common values (NaN equals nothing there). */
arrc_array *arrc_intersect1d(const arrc_array *a, const arrc_array *b, const arrc_loc *loc) {
  arrc_array *ua = arrc_unique(a, 0, NULL, loc), *ub = arrc_unique(b, 0, NULL, loc);
  int32_t dt = ua->dtype;
  int64_t size = ua->itemsize, i = 0, j = 0, m = 0;
  arrc_array *r = new_1d((arrc_dtype)dt, ua->size < ub->size ? ua->size : ub->size, loc);
  while (i < ua->size && j < ub->size) {
    const char *p = ua->data + i * size, *q = ub->data + j * size;
    if (equal_at(p, q, dt, false)) {
      memcpy(r->data + m++ * size, p, (size_t)size);
      i++;
      j++;
    } else if (bisect_typed(dt, p, 1, q, false) == 1) {
      /* p < q in NumPy's order: p is before q. */
      i++;
    } else {
      j++;
    }
  }
  /* The result is a fresh 1-D array: its length can be cut in place. */
  r->size = m;
  ARRC_SHAPE(r)[0] = m;
  arrc_array_decref(ua);
  arrc_array_decref(ub);
  return r;
}

/* ---- nonzero elements ----------------------------------------------------- */

/* The flat C-order indices of the nonzero elements of a, and their number. */
static int64_t *nonzero_flat(const arrc_array *a, int64_t *count, const arrc_loc *loc) {
  arrc_array *c = arrc_array_copy(a, loc);
  int64_t *idx = checked_alloc((size_t)c->size * sizeof(int64_t), loc), m = 0;
  for (int64_t i = 0; i < c->size; i++)
    if (nonzero_at(c->data + i * c->itemsize, c->dtype))
      idx[m++] = i;
  arrc_array_decref(c);
  *count = m;
  return idx;
}

void arrc_nonzero(const arrc_array *a, arrc_array **out, const arrc_loc *loc) {
  int64_t m;
  int64_t *idx = nonzero_flat(a, &m, loc);
  int nd = a->ndim ? a->ndim : 1;
  for (int d = 0; d < nd; d++)
    out[d] = new_1d(ARRC_INT64, m, loc);
  for (int64_t k = 0; k < m; k++) {
    int64_t rest = idx[k];
    for (int d = a->ndim - 1; d >= 0; d--) {
      int64_t len = ARRC_SHAPE(a)[d];
      ((int64_t *)out[d]->data)[k] = rest % len;
      rest /= len;
    }
    if (a->ndim == 0)
      ((int64_t *)out[0]->data)[k] = 0;
  }
  free(idx);
}

arrc_array *arrc_argwhere(const arrc_array *a, const arrc_loc *loc) {
  int64_t m;
  int64_t *idx = nonzero_flat(a, &m, loc);
  int64_t shape[2] = {m, a->ndim};
  arrc_array *r = arrc_array_new(ARRC_INT64, 2, shape, false, loc);
  int64_t *o = (int64_t *)r->data;
  for (int64_t k = 0; k < m; k++) {
    int64_t rest = idx[k];
    for (int d = a->ndim - 1; d >= 0; d--) {
      o[k * a->ndim + d] = rest % ARRC_SHAPE(a)[d];
      rest /= ARRC_SHAPE(a)[d];
    }
  }
  free(idx);
  return r;
}

arrc_array *arrc_flatnonzero(const arrc_array *a, const arrc_loc *loc) {
  int64_t m;
  int64_t *idx = nonzero_flat(a, &m, loc);
  arrc_array *r = new_1d(ARRC_INT64, m, loc);
  memcpy(r->data, idx, (size_t)m * sizeof(int64_t));
  free(idx);
  return r;
}

int64_t arrc_count_nonzero(const arrc_array *a) {
  int64_t m = 0;
  for (int64_t i = 0; i < a->size; i++)
    m += nonzero_at(arrc_rt_elem(a, i), a->dtype);
  return m;
}

arrc_array *arrc_count_nonzero_axis(const arrc_array *a, int64_t axis, const arrc_loc *loc) {
  int k = normalize_axis(axis, a->ndim, loc);
  int64_t shape[ARRC_MAX_NDIM], outer = 1, inner = 1, len = ARRC_SHAPE(a)[k];
  for (int d = 0, j = 0; d < a->ndim; d++) {
    if (d < k)
      outer *= ARRC_SHAPE(a)[d];
    if (d > k)
      inner *= ARRC_SHAPE(a)[d];
    if (d != k)
      shape[j++] = ARRC_SHAPE(a)[d];
  }
  int32_t nd = a->ndim > 1 ? a->ndim - 1 : 1;
  if (a->ndim == 1)
    shape[0] = 1;
  arrc_array *r = arrc_array_new(ARRC_INT64, nd, shape, true, loc);
  arrc_array *c = arrc_array_copy(a, loc);
  int64_t *o = (int64_t *)r->data;
  for (int64_t p = 0; p < outer; p++)
    for (int64_t j = 0; j < len; j++)
      for (int64_t i = 0; i < inner; i++)
        o[p * inner + i] += nonzero_at(c->data + ((p * len + j) * inner + i) * c->itemsize, c->dtype);
  arrc_array_decref(c);
  return r;
}

arrc_array *arrc_extract(const arrc_array *cond, const arrc_array *arr, bool jit, const arrc_loc *loc) {
  arrc_array *c = arrc_array_copy(cond, loc), *v = arrc_array_copy(arr, loc);
  if (jit && v->size == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Cannot extract from an empty array");
  int64_t m = 0;
  for (int64_t i = 0; i < c->size; i++) {
    if (!nonzero_at(c->data + i * c->itemsize, c->dtype))
      continue;
    if (i >= v->size) {
      if (jit)
        arrc_raise(ARRC_VALUE_ERROR, loc, "condition shape inconsistent with arr shape");
      arrc_raise(ARRC_INDEX_ERROR, loc, "index %lld is out of bounds for axis 0 with size %lld", (long long)i,
                 (long long)v->size);
    }
    m++;
  }
  arrc_array *r = new_1d((arrc_dtype)v->dtype, m, loc);
  for (int64_t i = 0, k = 0; i < c->size; i++)
    if (nonzero_at(c->data + i * c->itemsize, c->dtype))
      memcpy(r->data + k++ * v->itemsize, v->data + i * v->itemsize, (size_t)v->itemsize);
  arrc_array_decref(c);
  arrc_array_decref(v);
  return r;
}

bool arrc_array_contains(const arrc_array *a, const arrc_array *x) {
  int32_t dt = x->dtype;
  for (int64_t i = 0; i < a->size; i++) {
    const char *p = arrc_rt_elem(a, i);
    if (float_dtype(dt) ? load_f64(p, a->dtype) == load_f64(x->data, dt)
                        : load_i64(p, a->dtype) == load_i64(x->data, dt))
      return true;
  }
  return false;
}

/* ---- counting ------------------------------------------------------------- */

arrc_array *arrc_bincount(const arrc_array *x, const arrc_array *weights, int64_t minlength, bool jit,
                          const arrc_loc *loc) {
  arrc_array *xc = arrc_array_astype(x, ARRC_INT64, loc);
  const int64_t *v = (const int64_t *)xc->data;
  int64_t n = xc->size;
  if (jit && weights && weights->size != n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "bincount(): weights and list don't have the same length");
  if (minlength < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "'minlength' must not be negative");
  int64_t top = -1;
  for (int64_t i = 0; i < n; i++) {
    /* Numba checks every element but the first. */
    if (v[i] < 0 && (!jit || i > 0))
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 jit ? "bincount(): first argument must be non-negative"
                     : "'list' argument must have no negative elements");
    if (v[i] > top)
      top = v[i];
  }
  if (jit && n > 0)
    top = top > v[0] ? top : v[0];
  if (!jit && weights && n > 0 && weights->size != n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "The weights and list don't have the same length.");
  int64_t len = top + 1 > minlength ? top + 1 : minlength;
  arrc_array *r = new_1d(weights ? ARRC_FLOAT64 : ARRC_INT64, len, loc);
  memset(r->data, 0, (size_t)(len * r->itemsize));
  arrc_array *w = weights ? arrc_array_astype(weights, ARRC_FLOAT64, loc) : NULL;
  for (int64_t i = 0; i < n; i++) {
    int64_t k = v[i] < 0 ? v[i] + len : v[i];
    if (w)
      ((double *)r->data)[k] += ((const double *)w->data)[i];
    else
      ((int64_t *)r->data)[k]++;
  }
  arrc_array_decref(w);
  arrc_array_decref(xc);
  return r;
}

/* Python's repr of a float, for NumPy's messages about ranges. */
static void float_repr(char *buf, size_t cap, double v) {
  if (v != v) {
    snprintf(buf, cap, "nan");
    return;
  }
  if (isinf(v)) {
    snprintf(buf, cap, v < 0 ? "-inf" : "inf");
    return;
  }
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, cap, "%.*g", prec, v);
    if (strtod(buf, NULL) == v)
      break;
  }
  if (!strpbrk(buf, ".en"))
    strncat(buf, ".0", cap - strlen(buf) - 1);
}

/* NumPy's linspace(first, last, n + 1) in float64, then in the edges'
 * dtype; float32 ends (single) make the step in float32 as NumPy's 0-d
 * arithmetic does. */
static arrc_array *bin_edges(double first, double last, int64_t nbins, bool single, bool jit, const arrc_loc *loc) {
  int64_t num = nbins + 1;
  arrc_array *e = new_1d(single && !jit ? ARRC_FLOAT32 : ARRC_FLOAT64, num, loc);
  double delta = single && !jit ? (double)((float)last - (float)first) : last - first;
  double step = single && !jit ? (double)(float)(delta / (double)nbins) : delta / (double)nbins;
  for (int64_t i = 0; i < num; i++) {
    double y = step == 0 ? (double)i / (double)nbins * delta + first : (double)i * step + first;
    if (i == num - 1)
      y = last;
    if (e->dtype == ARRC_FLOAT32)
      ((float *)e->data)[i] = (float)y;
    else
      ((double *)e->data)[i] = y;
  }
  return e;
}

/* edges[k + 1] - edges[k] in the edges' dtype (NumPy's np.diff), as a double. */
static double edge_width(const arrc_array *e, int64_t k) {
  const char *p = arrc_rt_elem(e, k), *q = arrc_rt_elem(e, k + 1);
  if (e->dtype == ARRC_FLOAT32)
    return (double)(*(const float *)q - *(const float *)p);
  if (float_dtype(e->dtype))
    return load_f64(q, e->dtype) - load_f64(p, e->dtype);
  return (double)(load_i64(q, e->dtype) - load_i64(p, e->dtype));
}

static double edge_at(const arrc_array *e, int64_t i) {
  return e->dtype == ARRC_FLOAT32 ? (double)((const float *)e->data)[i] : ((const double *)e->data)[i];
}

/* NumPy's uniform bins (histograms.py): the index from the scaled
 * distance to the first edge, corrected by one against the edges. */
static void count_uniform(const double *xs, int64_t size, bool single, double first, double last, int64_t nbins,
                          const arrc_array *edges, int64_t *n) {
  double denom = last - first;
  for (int64_t i = 0; i < size; i++) {
    double x = xs[i];
    if (single ? !((float)x >= (float)first && (float)x <= (float)last) : !(x >= first && x <= last))
      continue;
    int64_t k;
    if (single) {
      float f = (float)((float)((float)x - (float)first) / (float)denom) * (float)nbins;
      k = (int64_t)f;
    } else {
      k = (int64_t)((x - first) / denom * (double)nbins);
    }
    if (k == nbins)
      k--;
    if (x < edge_at(edges, k))
      k--;
    if (x >= edge_at(edges, k + 1) && k != nbins - 1)
      k++;
    n[k]++;
  }
}

/* Numba's uniform bins: floor((v - min) * bins / (max - min)). */
static void count_uniform_numba(const double *xs, int64_t size, bool single, double lo, double hi, int64_t nbins,
                                int64_t *n) {
  if (!(hi > lo))
    return;
  double ratio = (double)nbins / (hi - lo);
  for (int64_t i = 0; i < size; i++) {
    double v = xs[i];
    double d = single ? (double)((float)v - (float)lo) : v - lo;
    /* floor() matters only below 0, which is not counted: a truncation
     * of what is counted gives the same bin without a libm call. */
    double b = d * ratio;
    if (b >= 0 && b < (double)nbins)
      n[(int64_t)b]++;
    else if (v == hi)
      n[nbins - 1]++;
  }
}

arrc_array *arrc_histogram(const arrc_array *a, int64_t nbins, const arrc_array *edges, bool has_range, double lo,
                           double hi, bool density, bool jit, arrc_array **out_edges, const arrc_loc *loc) {
  int64_t *n;
  arrc_array *counts;
  /* The values once as contiguous float64 (exact for float32), and
   * whether NumPy computes in float32. */
  bool direct = a->dtype == ARRC_FLOAT64 && arrc_array_is_c_contiguous(a);
  arrc_array *af = direct ? (arrc_array *)a : arrc_array_astype(a, ARRC_FLOAT64, loc);
  const double *xs = (const double *)af->data;
  int64_t size = af->size;
  bool single = a->dtype == ARRC_FLOAT32;
  if (edges) {
    arrc_array *e = flat_as(edges, ARRC_FLOAT64, loc);
    const double *b = (const double *)e->data;
    int64_t m = e->size - 1;
    for (int64_t i = 0; i < m; i++)
      if (jit ? !(b[i] <= b[i + 1]) : b[i] > b[i + 1])
        arrc_raise(ARRC_VALUE_ERROR, loc,
                   jit ? "histogram(): bins must increase monotonically"
                       : "`bins` must increase monotonically, when an array");
    counts = new_1d(ARRC_INT64, m > 0 ? m : 0, loc);
    n = (int64_t *)counts->data;
    memset(n, 0, (size_t)(counts->size * 8));
    for (int64_t i = 0; m > 0 && i < size; i++) {
      double x = xs[i];
      if (!(x >= b[0] && x <= b[m]))
        continue;
      /* The last bin holds its right edge; the others do not. */
      int64_t k = x == b[m] ? m - 1 : bisect_f64(b, m + 1, x, true) - 1;
      while (k > 0 && b[k] == b[k + 1] && x == b[m])
        k--;
      n[k]++;
    }
    arrc_array_decref(e);
    arrc_incref((void *)edges);
    *out_edges = (arrc_array *)edges;
  } else {
    if (nbins < 1)
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 jit ? "histogram(): `bins` should be a positive integer" : "`bins` must be positive, when an integer");
    double first = lo, last = hi;
    if (has_range) {
      if (first > last || (jit && !(first <= last)))
        arrc_raise(ARRC_VALUE_ERROR, loc,
                   jit ? "histogram(): max must be larger than min in range parameter"
                       : "max must be larger than min in range parameter.");
    } else if (a->size == 0) {
      first = jit ? INFINITY : 0;
      last = jit ? -INFINITY : 1;
    } else {
      first = INFINITY;
      last = -INFINITY;
      bool nan = false;
      for (int64_t i = 0; i < size; i++) {
        double x = xs[i];
        nan |= x != x;
        if (x < first) first = x;
        if (x > last) last = x;
      }
      if (nan && !jit)
        first = last = NAN;
    }
    char f1[40], f2[40];
    if (!jit && !(isfinite(first) && isfinite(last))) {
      float_repr(f1, sizeof f1, first);
      float_repr(f2, sizeof f2, last);
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s range of [%s, %s] is not finite", has_range ? "supplied" : "autodetected",
                 f1, f2);
    }
    if (!jit && first == last) {
      first -= 0.5;
      last += 0.5;
    }
    counts = new_1d(ARRC_INT64, nbins, loc);
    n = (int64_t *)counts->data;
    memset(n, 0, (size_t)(nbins * 8));
    if (jit && !has_range && a->size == 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "histogram(): max must be larger than min in range parameter");
    *out_edges = bin_edges(first, last, nbins, single, jit, loc);
    if (jit)
      count_uniform_numba(xs, size, single, first, last, nbins, n);
    else
      count_uniform(xs, size, single, first, last, nbins, *out_edges, n);
  }
  if (!direct)
    arrc_array_decref(af);
  if (!density)
    return counts;
  /* density: n / diff(edges) / n.sum(), in float64. */
  int64_t m = counts->size, total = 0;
  for (int64_t k = 0; k < m; k++)
    total += n[k];
  arrc_array *d = new_1d(ARRC_FLOAT64, m, loc);
  for (int64_t k = 0; k < m; k++)
    ((double *)d->data)[k] = (double)n[k] / edge_width(*out_edges, k) / (double)total;
  arrc_array_decref(counts);
  return d;
}
