/* Helpers that generated code calls for Python's value semantics where an
 * inline sequence would be long: slice bounds, range lengths, and whole-
 * array reductions (a.sum(), np.max(a), ...). Declared in rt_values.h. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrc_rt.h"
#include "rt_gpu.h"
#include "rt_pool.h"
#include "rt_values.h"
#include "rt_dict.h"

int64_t arrc_slice_indices(int64_t len, int64_t lo, int64_t hi, int64_t step, int32_t absent, int64_t *start,
                           const arrc_loc *loc) {
  if (absent & ARRC_SLICE_NO_STEP)
    step = 1;
  if (step == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "slice step cannot be zero");
  /* Python's slice.indices(len): defaults by the step's direction, then
   * negative bounds counted from the end and clamped to the dimension. */
  if (absent & ARRC_SLICE_NO_LO) {
    lo = step > 0 ? 0 : len - 1;
  } else {
    if (lo < 0)
      lo += len;
    if (lo < 0)
      lo = step > 0 ? 0 : -1;
    if (lo >= len)
      lo = step > 0 ? len : len - 1;
  }
  if (absent & ARRC_SLICE_NO_HI) {
    hi = step > 0 ? len : -1;
  } else {
    if (hi < 0)
      hi += len;
    if (hi < 0)
      hi = step > 0 ? 0 : -1;
    if (hi >= len)
      hi = step > 0 ? len : len - 1;
  }
  *start = lo;
  if (step > 0)
    return hi > lo ? (hi - lo + step - 1) / step : 0;
  return lo > hi ? (lo - hi - step - 1) / -step : 0;
}

int64_t arrc_range_len(int64_t start, int64_t stop, int64_t step) {
  if (step > 0)
    return stop > start ? (stop - start + step - 1) / step : 0;
  return start > stop ? (start - stop - step - 1) / -step : 0;
}

/* Calls visit(element address) for every element of a in C order. */
#define FOR_EACH_ELEMENT(a, p, body)                                              \
  do {                                                                            \
    int64_t idx_[32] = {0};                                                       \
    int nd_ = (a)->ndim;                                                          \
    if ((a)->size == 0)                                                           \
      break;                                                                      \
    for (;;) {                                                                    \
      const char *p = (a)->data;                                                  \
      for (int k_ = 0; k_ < nd_; k_++)                                            \
        p += idx_[k_] * ARRC_STRIDES(a)[k_];                                      \
      body;                                                                       \
      int k_ = nd_ - 1;                                                           \
      while (k_ >= 0 && ++idx_[k_] == ARRC_SHAPE(a)[k_])                          \
        idx_[k_--] = 0;                                                           \
      if (k_ < 0)                                                                 \
        break;                                                                    \
    }                                                                             \
  } while (0)

static double elem_f64(int dtype, const char *p) {
  switch (dtype) {
  case ARRC_BOOL: return *(const uint8_t *)p;
  case ARRC_INT8: return *(const int8_t *)p;
  case ARRC_INT16: return *(const int16_t *)p;
  case ARRC_INT32: return *(const int32_t *)p;
  case ARRC_INT64: return (double)*(const int64_t *)p;
  case ARRC_UINT8: return *(const uint8_t *)p;
  case ARRC_UINT16: return *(const uint16_t *)p;
  case ARRC_UINT32: return *(const uint32_t *)p;
  case ARRC_UINT64: return (double)*(const uint64_t *)p;
  case ARRC_FLOAT32: return *(const float *)p;
  default: return *(const double *)p;
  }
}

static int64_t elem_i64(int dtype, const char *p) {
  switch (dtype) {
  case ARRC_BOOL: return *(const uint8_t *)p;
  case ARRC_INT8: return *(const int8_t *)p;
  case ARRC_INT16: return *(const int16_t *)p;
  case ARRC_INT32: return *(const int32_t *)p;
  case ARRC_UINT8: return *(const uint8_t *)p;
  case ARRC_UINT16: return *(const uint16_t *)p;
  case ARRC_UINT32: return *(const uint32_t *)p;
  case ARRC_FLOAT32: return (int64_t)*(const float *)p;
  case ARRC_FLOAT64: return (int64_t)*(const double *)p;
  default: return *(const int64_t *)p;
  }
}

static void check_nonempty(const arrc_array *a, int op, const arrc_loc *loc) {
  static const char *const names[] = {"sum", "prod", "minimum", "maximum", "mean", "argmin", "argmax"};
  if (a->size == 0 && (op == ARRC_REDUCE_MIN || op == ARRC_REDUCE_MAX))
    arrc_raise(ARRC_VALUE_ERROR, loc, "zero-size array to reduction operation %s which has no identity",
               names[op]);
  if (a->size == 0 && (op == ARRC_REDUCE_ARGMIN || op == ARRC_REDUCE_ARGMAX))
    arrc_raise(ARRC_VALUE_ERROR, loc, "attempt to get %s of an empty sequence", names[op]);
}

/* One step of a float product in the array's own type: NumPy's
 * multiply.reduce and Numba's np.prod multiply float32 arrays in float32,
 * one element after the other. The double product of two float32 values
 * is exact, so rounding it once to float32 is float32's multiplication. */
static double product_in_dtype(int dtype, double acc, double x) {
  double p = acc * x;
  return dtype == ARRC_FLOAT32 ? (double)(float)p : p;
}

double arrc_array_reduce_f64(const arrc_array *a, int32_t op, const arrc_loc *loc) {
  check_nonempty(a, op, loc);
  double acc = op == ARRC_REDUCE_PROD ? 1.0 : 0.0;
  int64_t n = 0, best = 0;
  double bestv = 0;
  FOR_EACH_ELEMENT(a, p, {
    double x = elem_f64(a->dtype, p);
    switch (op) {
    case ARRC_REDUCE_SUM: case ARRC_REDUCE_MEAN: acc += x; break;
    case ARRC_REDUCE_PROD: acc = product_in_dtype(a->dtype, acc, x); break;
    case ARRC_REDUCE_MIN: case ARRC_REDUCE_ARGMIN:
      /* NumPy propagates NaN: the first NaN wins. */
      if (n == 0 || (!isnan(bestv) && (x < bestv || isnan(x)))) { bestv = x; best = n; }
      break;
    case ARRC_REDUCE_MAX: case ARRC_REDUCE_ARGMAX:
      if (n == 0 || (!isnan(bestv) && (x > bestv || isnan(x)))) { bestv = x; best = n; }
      break;
    case ARRC_REDUCE_ALL: if (x == 0) acc += 1; break;
    case ARRC_REDUCE_ANY: if (x != 0) acc += 1; break;
    }
    n++;
  });
  switch (op) {
  case ARRC_REDUCE_MEAN: return n ? acc / (double)n : NAN;
  case ARRC_REDUCE_MIN: case ARRC_REDUCE_MAX: return bestv;
  case ARRC_REDUCE_ARGMIN: case ARRC_REDUCE_ARGMAX: return (double)best;
  case ARRC_REDUCE_ALL: return acc == 0;
  case ARRC_REDUCE_ANY: return acc != 0;
  default: return acc;
  }
}

int64_t arrc_array_reduce_i64(const arrc_array *a, int32_t op, const arrc_loc *loc) {
  if (a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_FLOAT64) {
    double r = arrc_array_reduce_f64(a, op, loc);
    return (int64_t)r;
  }
  check_nonempty(a, op, loc);
  int64_t acc = op == ARRC_REDUCE_PROD ? 1 : 0, n = 0, best = 0, bestv = 0;
  FOR_EACH_ELEMENT(a, p, {
    int64_t x = elem_i64(a->dtype, p);
    switch (op) {
    case ARRC_REDUCE_SUM: case ARRC_REDUCE_MEAN: acc += x; break;
    case ARRC_REDUCE_PROD: acc *= x; break;
    case ARRC_REDUCE_MIN: case ARRC_REDUCE_ARGMIN: if (n == 0 || x < bestv) { bestv = x; best = n; } break;
    case ARRC_REDUCE_MAX: case ARRC_REDUCE_ARGMAX: if (n == 0 || x > bestv) { bestv = x; best = n; } break;
    case ARRC_REDUCE_ALL: if (x == 0) acc += 1; break;
    case ARRC_REDUCE_ANY: if (x != 0) acc += 1; break;
    }
    n++;
  });
  switch (op) {
  case ARRC_REDUCE_MIN: case ARRC_REDUCE_MAX: return bestv;
  case ARRC_REDUCE_ARGMIN: case ARRC_REDUCE_ARGMAX: return best;
  case ARRC_REDUCE_ALL: return acc == 0;
  case ARRC_REDUCE_ANY: return acc != 0;
  default: return acc;
  }
}

bool arrc_array_truth(const arrc_array *a, const arrc_loc *loc) {
  /* NumPy 1.24 warns that an empty array's truth will become an error,
   * and gives False. */
  if (a->size == 0)
    return false;
  if (a->size > 1)
    arrc_raise(ARRC_VALUE_ERROR, loc, "The truth value of an array with more than one element is "
               "ambiguous. Use a.any() or a.all()");
  const char *p = a->data;
  switch (a->dtype) {
  case ARRC_FLOAT32: return *(const float *)p != 0;
  case ARRC_FLOAT64: return *(const double *)p != 0;
  case ARRC_COMPLEX64: return ((const float *)p)[0] != 0 || ((const float *)p)[1] != 0;
  case ARRC_COMPLEX128: return ((const double *)p)[0] != 0 || ((const double *)p)[1] != 0;
  default: return elem_i64(a->dtype, p) != 0;
  }
}

void arrc_retain(void *obj) {
  arrc_incref(obj);
}

void arrc_release(void *obj, int32_t kind) {
  if (!obj)
    return;
  switch (kind) {
  case ARRC_ELEM_ARRAY: arrc_array_decref(obj); break;
  case ARRC_ELEM_LIST: arrc_list_decref(obj); break;
  case ARRC_ELEM_STR: arrc_str_decref(obj); break;
  case ARRC_ELEM_DICT: case ARRC_ELEM_SET: arrc_dict_decref(obj); break;
  case ARRC_ELEM_OBJECT: arrc_object_decref(obj); break;
  default: break;
  }
}

arrc_list *arrc_list_slice(const arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent,
                           const arrc_loc *loc) {
  int64_t start;
  int64_t n = arrc_slice_indices(l->len, lo, hi, step, absent, &start, loc);
  if (absent & ARRC_SLICE_NO_STEP)
    step = 1;
  arrc_list *r = arrc_list_new_like(l);
  for (int64_t k = 0; k < n; k++)
    arrc_list_append(r, l->data + (start + k * step) * l->itemsize);
  return r;
}

/* ---- broadcasting, axis reductions, matrix products ----------------------- */

/* NumPy writes shapes in these messages without spaces: (2,3). */
static void tight_shape(char *buf, size_t cap, int32_t nd, const int64_t *shape) {
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int32_t k = 0; k < nd && n < cap; k++)
    n += (size_t)snprintf(buf + n, cap - n, k ? ",%lld" : "%lld", (long long)shape[k]);
  if (n < cap)
    snprintf(buf + n, cap - n, nd == 1 ? ",)" : ")");
}

/* The broadcast shape of n arrays, in nd >= every rank dimensions; false
 * when they do not broadcast. */
static bool broadcast(int32_t n, const arrc_array *const *arrays, int32_t nd, int64_t *shape) {
  for (int32_t d = 0; d < nd; d++)
    shape[d] = 1;
  for (int32_t k = 0; k < n; k++) {
    const arrc_array *a = arrays[k];
    for (int32_t j = 0; j < a->ndim; j++) {
      int32_t d = nd - a->ndim + j;
      int64_t s = ARRC_SHAPE(a)[j];
      if (shape[d] == 1)
        shape[d] = s;
      else if (s != 1 && s != shape[d])
        return false;
    }
  }
  return true;
}

static _Noreturn void not_broadcastable(int32_t n, const arrc_array *const *arrays, const arrc_loc *loc) {
  char text[1024];
  size_t len = 0;
  text[0] = 0;
  for (int32_t q = 0; q < n && len + 2 < sizeof text; q++) {
    tight_shape(text + len, sizeof text - len - 1, arrays[q]->ndim, ARRC_SHAPE(arrays[q]));
    len = strlen(text);
    text[len++] = ' ';
    text[len] = 0;
  }
  arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together with shapes %s", text);
}

void arrc_broadcast_shape(int32_t n, const arrc_array *const *arrays, int32_t nd, int64_t *shape,
                          const arrc_loc *loc) {
  if (!broadcast(n, arrays, nd, shape))
    not_broadcastable(n, arrays, loc);
}

void arrc_broadcast_into(const arrc_array *out, int32_t n, const arrc_array *const *arrays, int64_t *shape,
                         const arrc_loc *loc) {
  int32_t nd = out->ndim;
  for (int32_t k = 0; k < n; k++)
    if (arrays[k]->ndim > nd)
      nd = arrays[k]->ndim;
  int64_t full[64];
  if (nd > 64 || !broadcast(n, arrays, nd, full))
    not_broadcastable(n, arrays, loc);
  /* The output takes part in broadcasting: its shape must be the result. */
  const arrc_array *with_out[65];
  for (int32_t k = 0; k < n; k++)
    with_out[k] = arrays[k];
  with_out[n] = out;
  bool ok = broadcast(n + 1, with_out, nd, full) && nd == out->ndim;
  for (int32_t d = 0; ok && d < nd; d++)
    ok = full[d] == ARRC_SHAPE(out)[d];
  if (!ok) {
    broadcast(n, arrays, nd, full);
    char so[256], sb[256];
    tight_shape(so, sizeof so, out->ndim, ARRC_SHAPE(out));
    tight_shape(sb, sizeof sb, nd, full);
    arrc_raise(ARRC_VALUE_ERROR, loc, "non-broadcastable output operand with shape %s doesn't match the broadcast "
               "shape %s", so, sb);
  }
  for (int32_t d = 0; d < out->ndim; d++)
    shape[d] = ARRC_SHAPE(out)[d];
}

void arrc_broadcast_strides(const arrc_array *a, int32_t nd, const int64_t *shape, int64_t *strides) {
  for (int32_t d = 0; d < nd; d++) {
    int32_t j = d - (nd - a->ndim);
    strides[d] = j < 0 || ARRC_SHAPE(a)[j] == 1 ? 0 : ARRC_STRIDES(a)[j];
  }
  (void)shape;
}

static void set_elem(arrc_array *r, int64_t flat, double f, int64_t i, bool use_int) {
  if (use_int)
    arrc_array_set_i64(r, flat, i);
  else
    arrc_array_set_f64(r, flat, f);
}

static double line_sum(const arrc_array *a, const char *p, int64_t n, int64_t stride, bool numpy_order);

arrc_array *arrc_array_reduce_axis(const arrc_array *a, int32_t op, int64_t axis, arrc_dtype out_dtype,
                                   const arrc_loc *loc) {
  /* ARRC_REDUCE_NUMPY_ORDER: host code, whose float sums along the last
   * axis follow NumPy's pairwise order. */
  bool numpy_order = (op & ARRC_REDUCE_NUMPY_ORDER) != 0;
  op &= ~ARRC_REDUCE_NUMPY_ORDER;
  int32_t nd = a->ndim;
  int64_t written = axis;
  if (axis < 0)
    axis += nd;
  /* NumPy names the axis as written; Numba's jitted np.sum does not. */
  if ((axis < 0 || axis >= nd) && numpy_order)
    arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)written,
               (int)nd);
  if (axis < 0 || axis >= nd)
    arrc_raise(ARRC_VALUE_ERROR, loc, "axis is out of bounds for array");
  int64_t shape[32] = {0}, n = ARRC_SHAPE(a)[axis];
  int32_t rnd = 0;
  for (int32_t d = 0; d < nd; d++)
    if (d != axis)
      shape[rnd++] = ARRC_SHAPE(a)[d];
  if (n == 0 && (op == ARRC_REDUCE_MIN || op == ARRC_REDUCE_MAX || op == ARRC_REDUCE_ARGMIN || op == ARRC_REDUCE_ARGMAX))
    arrc_raise(ARRC_VALUE_ERROR, loc, "zero-size array to reduction operation %s which has no identity",
               op == ARRC_REDUCE_MIN || op == ARRC_REDUCE_ARGMIN ? "minimum" : "maximum");
  arrc_array *r = arrc_array_new(out_dtype, rnd, shape, false, loc);
  bool ints = out_dtype != ARRC_FLOAT32 && out_dtype != ARRC_FLOAT64;
  /* NumPy walks memory in order: a line is summed pairwise only when the
   * reduced axis has the smallest stride, else line after line. */
  bool innermost = true;
  for (int32_t d = 0; d < nd; d++)
    if (d != axis && ARRC_SHAPE(a)[d] > 1 && llabs(ARRC_STRIDES(a)[d]) < llabs(ARRC_STRIDES(a)[axis]))
      innermost = false;
  bool src_float = a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_FLOAT64;
  /* Walks the result in C order; for each place, the line along `axis`. */
  int64_t idx[32] = {0};
  for (int64_t flat = 0; flat < r->size; flat++) {
    const char *base = a->data;
    for (int32_t d = 0, q = 0; d < nd; d++)
      if (d != axis)
        base += idx[q++] * ARRC_STRIDES(a)[d];
    double facc = op == ARRC_REDUCE_PROD ? 1 : 0;
    int64_t iacc = op == ARRC_REDUCE_PROD ? 1 : 0, best = 0;
    if (src_float && (op == ARRC_REDUCE_SUM || op == ARRC_REDUCE_MEAN)) {
      /* Float sums in the array's own type, NumPy's pairwise order along
       * the last axis in host code, else one by one. */
      facc = line_sum(a, base, n, ARRC_STRIDES(a)[axis], numpy_order && innermost);
      if (op == ARRC_REDUCE_MEAN)
        facc = a->dtype == ARRC_FLOAT32 ? (double)((float)facc / (float)n) : facc / (double)n;
      set_elem(r, flat, facc, 0, false);
      for (int32_t q = rnd - 1; q >= 0 && ++idx[q] == shape[q]; q--)
        idx[q] = 0;
      continue;
    }
    for (int64_t k = 0; k < n; k++) {
      const char *p = base + k * ARRC_STRIDES(a)[axis];
      double x = src_float ? (a->dtype == ARRC_FLOAT32 ? *(const float *)p : *(const double *)p) : 0;
      int64_t xi = 0;
      if (!src_float) {
        switch (a->dtype) {
        case ARRC_BOOL: case ARRC_UINT8: xi = *(const uint8_t *)p; break;
        case ARRC_INT8: xi = *(const int8_t *)p; break;
        case ARRC_INT16: xi = *(const int16_t *)p; break;
        case ARRC_UINT16: xi = *(const uint16_t *)p; break;
        case ARRC_INT32: xi = *(const int32_t *)p; break;
        case ARRC_UINT32: xi = *(const uint32_t *)p; break;
        default: xi = *(const int64_t *)p; break;
        }
        x = (double)xi;
      }
      switch (op) {
      case ARRC_REDUCE_SUM: case ARRC_REDUCE_MEAN: facc += x; iacc += xi; break;
      case ARRC_REDUCE_PROD: facc = product_in_dtype(a->dtype, facc, x); iacc *= xi; break;
      case ARRC_REDUCE_MIN: case ARRC_REDUCE_ARGMIN:
        if (k == 0 || (src_float ? (!isnan(facc) && (x < facc || isnan(x))) : xi < iacc)) { facc = x; iacc = xi; best = k; }
        break;
      case ARRC_REDUCE_MAX: case ARRC_REDUCE_ARGMAX:
        if (k == 0 || (src_float ? (!isnan(facc) && (x > facc || isnan(x))) : xi > iacc)) { facc = x; iacc = xi; best = k; }
        break;
      case ARRC_REDUCE_ALL: if (k == 0) iacc = 1; if (x == 0) iacc = 0; break;
      case ARRC_REDUCE_ANY: if (x != 0) iacc = 1; break;
      }
    }
    if (op == ARRC_REDUCE_ALL && n == 0)
      iacc = 1;
    if (op == ARRC_REDUCE_MEAN)
      set_elem(r, flat, n ? facc / (double)n : NAN, 0, false);
    else if (op == ARRC_REDUCE_ARGMIN || op == ARRC_REDUCE_ARGMAX)
      set_elem(r, flat, 0, best, true);
    else if (op == ARRC_REDUCE_ALL || op == ARRC_REDUCE_ANY)
      set_elem(r, flat, 0, iacc, true);
    else
      set_elem(r, flat, facc, iacc, ints && !src_float);
    for (int32_t q = rnd - 1; q >= 0 && ++idx[q] == shape[q]; q--)
      idx[q] = 0;
  }
  return r;
}

/* a @ b for 1-D and 2-D arrays of one float or integer dtype (the code
 * generator converts first): the i-k-j order walks b and the result row by
 * row, which the compiler vectorizes. */
arrc_array *arrc_matmul(const arrc_array *a, const arrc_array *b, const arrc_loc *loc) {
  int64_t m = a->ndim == 2 ? ARRC_SHAPE(a)[0] : 1, k = ARRC_SHAPE(a)[a->ndim - 1];
  int64_t kb = ARRC_SHAPE(b)[0], n = b->ndim == 2 ? ARRC_SHAPE(b)[1] : 1;
  if (k != kb) {
    arrc_raise(ARRC_VALUE_ERROR, loc, "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
               "signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)", (long long)kb, (long long)k);
  }
  int64_t shape[2];
  int32_t rnd = 0;
  if (a->ndim == 2)
    shape[rnd++] = m;
  if (b->ndim == 2)
    shape[rnd++] = n;
  arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, rnd, shape, true, loc);
  if (!arrc_array_is_c_contiguous(a) || !arrc_array_is_c_contiguous(b)) {
    /* The code generator passes C-contiguous copies; anything else is
     * multiplied element by element through the converting accessors. */
    for (int64_t i = 0; i < m; i++)
      for (int64_t p = 0; p < k; p++)
        for (int64_t j = 0; j < n; j++)
          arrc_array_set_f64(r, i * n + j, arrc_array_get_f64(r, i * n + j) +
                                               arrc_array_get_f64(a, i * k + p) * arrc_array_get_f64(b, p * n + j));
    return r;
  }
  /* Blocked i-k-j loops: a block of rows of the result stays in cache
   * while a block of b's rows streams through it, and the innermost loop
   * runs along rows of b and of the result, which vectorizes. Each result
   * element still adds its products in the order of k. */
#define MATMUL(T)                                                                        \
  do {                                                                                   \
    T *R = (T *)r->data;                                                                 \
    const T *A = (const T *)a->data, *B = (const T *)b->data;                            \
    for (int64_t i0 = 0; i0 < m; i0 += 64)                                               \
      for (int64_t k0 = 0; k0 < k; k0 += 256)                                            \
        for (int64_t j0 = 0; j0 < n; j0 += 512) {                                        \
          int64_t i1 = i0 + 64 < m ? i0 + 64 : m, k1 = k0 + 256 < k ? k0 + 256 : k;     \
          int64_t j1 = j0 + 512 < n ? j0 + 512 : n;                                      \
          for (int64_t i = i0; i < i1; i++)                                              \
            for (int64_t p = k0; p < k1; p++) {                                          \
              T av = A[i * k + p];                                                       \
              const T *brow = B + p * n;                                                 \
              T *rrow = R + i * n;                                                       \
              for (int64_t j = j0; j < j1; j++)                                          \
                rrow[j] += av * brow[j];                                                 \
            }                                                                            \
        }                                                                                \
  } while (0)
  switch (a->dtype) {
  case ARRC_FLOAT64: MATMUL(double); break;
  case ARRC_FLOAT32: MATMUL(float); break;
  case ARRC_INT64: MATMUL(int64_t); break;
  case ARRC_INT32: MATMUL(int32_t); break;
  case ARRC_UINT64: MATMUL(uint64_t); break;
  default:
    for (int64_t i = 0; i < m; i++)
      for (int64_t p = 0; p < k; p++)
        for (int64_t j = 0; j < n; j++)
          arrc_array_set_i64(r, i * n + j, arrc_array_get_i64(r, i * n + j) +
                                               arrc_array_get_i64(a, i * k + p) * arrc_array_get_i64(b, p * n + j));
    break;
  }
#undef MATMUL
  return r;
}

/* The bytes [lo, hi) that a's elements span. */
static void extent(const arrc_array *a, const char **lo, const char **hi) {
  const char *l = a->data, *h = a->data;
  for (int32_t d = 0; d < a->ndim; d++) {
    int64_t span = (ARRC_SHAPE(a)[d] - 1) * ARRC_STRIDES(a)[d];
    if (ARRC_SHAPE(a)[d] == 0)
      span = 0;
    if (span < 0)
      l += span;
    else
      h += span;
  }
  *lo = l;
  *hi = h + a->itemsize;
}

arrc_array *arrc_array_unaliased(arrc_array *src, const arrc_array *dst, const arrc_loc *loc) {
  const char *slo, *shi, *dlo, *dhi;
  extent(src, &slo, &shi);
  extent(dst, &dlo, &dhi);
  if (src->size == 0 || dst->size == 0 || shi <= dlo || dhi <= slo) {
    arrc_retain(src);
    return src;
  }
  return arrc_array_copy(src, loc);
}

/* ---- float sums in NumPy's and Numba's orders ----------------------------- */

/* The pairwise sum below for contiguous elements, in the same order: the
 * same 8 accumulators over a block, which the C compiler can keep in
 * vector registers once the stride is known to be one element. */
#define PAIRWISE_CONTIGUOUS(NAME, T)                                                  \
  static T NAME(const T *p, int64_t n) {                                              \
    if (n < 8) {                                                                      \
      T res = 0;                                                                      \
      for (int64_t i = 0; i < n; i++)                                                 \
        res += p[i];                                                                  \
      return res;                                                                     \
    }                                                                                 \
    if (n <= 128) {                                                                   \
      T r[8];                                                                         \
      for (int k = 0; k < 8; k++)                                                     \
        r[k] = p[k];                                                                  \
      int64_t i;                                                                      \
      for (i = 8; i < n - (n % 8); i += 8)                                            \
        for (int k = 0; k < 8; k++)                                                   \
          r[k] += p[i + k];                                                           \
      T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));      \
      for (; i < n; i++)                                                              \
        res += p[i];                                                                  \
      return res;                                                                     \
    }                                                                                 \
    int64_t n2 = n / 2;                                                               \
    n2 -= n2 % 8;                                                                     \
    return NAME(p, n2) + NAME(p + n2, n - n2);                                        \
  }
PAIRWISE_CONTIGUOUS(pairwise_f64_contiguous, double)
PAIRWISE_CONTIGUOUS(pairwise_f32_contiguous, float)

double arrc_pairwise_f64(const double *p, int64_t n) { return pairwise_f64_contiguous(p, n); }
float arrc_pairwise_f32(const float *p, int64_t n) { return pairwise_f32_contiguous(p, n); }

/* NumPy adds float arrays pairwise (numpy/core/src/umath/loops_utils.h):
 * fewer than 8 elements one by one; up to 128 in eight interleaved partial
 * sums combined as ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)), then the rest one by
 * one; more, as the sum of two halves (the first a multiple of 8). In the
 * element type: float32 arrays add in float32. */
#define PAIRWISE(NAME, T)                                                           \
  static T NAME(const char *p, int64_t n, int64_t stride) {                       \
    if (stride == (int64_t)sizeof(T) && n > 8)                                    \
      return NAME##_contiguous((const T *)p, n);                                  \
    if (n < 8) {                                                                  \
      T res = 0;                                                                  \
      for (int64_t i = 0; i < n; i++)                                             \
        res += *(const T *)(p + i * stride);                                      \
      return res;                                                                 \
    }                                                                             \
    if (n <= 128) {                                                               \
      T r[8];                                                                     \
      for (int k = 0; k < 8; k++)                                                 \
        r[k] = *(const T *)(p + k * stride);                                      \
      int64_t i;                                                                  \
      for (i = 8; i < n - (n % 8); i += 8)                                        \
        for (int k = 0; k < 8; k++)                                               \
          r[k] += *(const T *)(p + (i + k) * stride);                             \
      T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));  \
      for (; i < n; i++)                                                          \
        res += *(const T *)(p + i * stride);                                      \
      return res;                                                                 \
    }                                                                             \
    int64_t n2 = n / 2;                                                           \
    n2 -= n2 % 8;                                                                 \
    return NAME(p, n2, stride) + NAME(p + n2 * stride, n - n2, stride);           \
  }
PAIRWISE(pairwise_f64, double)
PAIRWISE(pairwise_f32, float)

/* The order in which NumPy's reduction iterator visits the elements of a
 * whole-array float sum: the axes longer than 1, stably sorted from the
 * largest absolute stride to the smallest (strides keep their sign: a
 * reduction does not reverse axes), adjacent axes merged where one stride
 * steps over the other's whole extent. Fills shape[]/strides[] outermost
 * first and returns their number (0 for a single element). */
static int32_t numpy_reduce_order(const arrc_array *a, int64_t *shape, int64_t *strides) {
  int32_t n = 0;
  for (int32_t d = 0; d < a->ndim; d++) {
    if (ARRC_SHAPE(a)[d] == 1)
      continue;
    int64_t sh = ARRC_SHAPE(a)[d], st = ARRC_STRIDES(a)[d];
    int32_t k = n++;
    while (k > 0 && llabs(strides[k - 1]) < llabs(st)) {
      shape[k] = shape[k - 1];
      strides[k] = strides[k - 1];
      k--;
    }
    shape[k] = sh;
    strides[k] = st;
  }
  int32_t m = 0;
  for (int32_t k = 0; k < n; k++) {
    if (m > 0 && strides[m - 1] == strides[k] * shape[k]) {
      shape[m - 1] *= shape[k];
      strides[m - 1] = strides[k];
    } else {
      shape[m] = shape[k];
      strides[m] = strides[k];
      m++;
    }
  }
  return m;
}

/* A whole-array float sum in the array's own type.
 * numpy_order (host code): NumPy's add.reduce. Its iterator visits the
 * elements in numpy_reduce_order; an array that is one strided line there
 * is read in place, any other is copied into a buffer of 8192 elements at
 * a time. Each buffer (or 8192-element piece of the line) is summed
 * pairwise and added to a total that starts at 0.
 * Otherwise (jitted code): Numba adds the elements one by one, in C order,
 * or in memory order for an array typed Fortran-order (ARRC_SUM_FORTRAN). */
double arrc_array_float_sum(const arrc_array *a, int32_t order) {
  enum { BUFFER = 8192 };
  bool f32 = a->dtype == ARRC_FLOAT32, numpy_order = order == ARRC_SUM_NUMPY;
  if (a->size == 0)
    return 0;
  int64_t shape[32], strides[32], idx[32] = {0};
  int32_t nd;
  if (numpy_order) {
    nd = numpy_reduce_order(a, shape, strides);
  } else {
    nd = a->ndim;
    for (int32_t d = 0; d < nd; d++) {
      int32_t from = order == ARRC_SUM_FORTRAN ? nd - 1 - d : d;
      shape[d] = ARRC_SHAPE(a)[from];
      strides[d] = ARRC_STRIDES(a)[from];
    }
  }
  if (!numpy_order) {
    double total = 0;
    float total32 = 0;
    for (int64_t i = 0; i < a->size; i++) {
      const char *p = a->data;
      for (int32_t d = 0; d < nd; d++)
        p += idx[d] * strides[d];
      if (f32)
        total32 += *(const float *)p;
      else
        total += *(const double *)p;
      for (int32_t d = nd - 1; d >= 0 && ++idx[d] == shape[d]; d--)
        idx[d] = 0;
    }
    return f32 ? (double)total32 : total;
  }
  if (nd <= 1) {
    int64_t stride = nd == 0 ? a->itemsize : strides[0];
    double total = 0;
    float total32 = 0;
    for (int64_t c = 0; c < a->size; c += BUFFER) {
      int64_t n = a->size - c < BUFFER ? a->size - c : BUFFER;
      if (f32)
        total32 += pairwise_f32(a->data + c * stride, n, stride);
      else
        total += pairwise_f64(a->data + c * stride, n, stride);
    }
    return f32 ? (double)total32 : total;
  }
  char *buffer = arrc_malloc((size_t)BUFFER * (size_t)a->itemsize, NULL);
  double total = 0;
  float total32 = 0;
  int64_t filled = 0;
  for (int64_t i = 0; i < a->size; i++) {
    const char *p = a->data;
    for (int32_t d = 0; d < nd; d++)
      p += idx[d] * strides[d];
    memcpy(buffer + filled * a->itemsize, p, (size_t)a->itemsize);
    if (++filled == BUFFER || i == a->size - 1) {
      if (f32)
        total32 += pairwise_f32(buffer, filled, (int64_t)sizeof(float));
      else
        total += pairwise_f64(buffer, filled, (int64_t)sizeof(double));
      filled = 0;
    }
    for (int32_t d = nd - 1; d >= 0 && ++idx[d] == shape[d]; d--)
      idx[d] = 0;
  }
  free(buffer);
  return f32 ? (double)total32 : total;
}

/* NumPy's pairwise sum of complex numbers (loops_utils.h.src): n counts
 * the parts (twice the elements) and stride is half an element's, so
 * that p + i * stride for an even i is element i / 2; the real and
 * imaginary parts are added in the order of the real pairwise sum, with
 * the 8 accumulators of a block taking four elements. */
#define PAIRWISE_COMPLEX(NAME, T)                                                 \
  static void NAME(T *rr, T *ri, const char *p, int64_t n, int64_t stride) {     \
    if (n < 8) {                                                                  \
      *rr = 0;                                                                    \
      *ri = 0;                                                                    \
      for (int64_t i = 0; i < n; i += 2) {                                        \
        *rr += *(const T *)(p + i * stride);                                      \
        *ri += *(const T *)(p + i * stride + sizeof(T));                          \
      }                                                                           \
      return;                                                                     \
    }                                                                             \
    if (n <= 128) {                                                               \
      T r[8];                                                                     \
      for (int k = 0; k < 8; k += 2) {                                            \
        r[k] = *(const T *)(p + k * stride);                                      \
        r[k + 1] = *(const T *)(p + k * stride + sizeof(T));                      \
      }                                                                           \
      int64_t i;                                                                  \
      for (i = 8; i < n - (n % 8); i += 8)                                        \
        for (int k = 0; k < 8; k += 2) {                                          \
          r[k] += *(const T *)(p + (i + k) * stride);                             \
          r[k + 1] += *(const T *)(p + (i + k) * stride + sizeof(T));             \
        }                                                                         \
      *rr = (r[0] + r[2]) + (r[4] + r[6]);                                        \
      *ri = (r[1] + r[3]) + (r[5] + r[7]);                                        \
      for (; i < n; i += 2) {                                                     \
        *rr += *(const T *)(p + i * stride);                                      \
        *ri += *(const T *)(p + i * stride + sizeof(T));                          \
      }                                                                           \
      return;                                                                     \
    }                                                                             \
    T rr1, ri1, rr2, ri2;                                                         \
    int64_t n2 = n / 2;                                                           \
    n2 -= n2 % 8;                                                                 \
    NAME(&rr1, &ri1, p, n2, stride);                                              \
    NAME(&rr2, &ri2, p + n2 * stride, n - n2, stride);                            \
    *rr = rr1 + rr2;                                                              \
    *ri = ri1 + ri2;                                                              \
  }
PAIRWISE_COMPLEX(pairwise_c128, double)
PAIRWISE_COMPLEX(pairwise_c64, float)

/* The sum or the product of a complex array's elements, in out[0] (real)
 * and out[1] (imaginary). Sums follow NumPy's pairwise order in host code
 * (in buffers of 8192 elements per line, as arrc_array_float_sum) and go
 * one by one in jitted code, as Numba's; products always go one by one.
 * A complex64 array computes in float32. */
#define COMPLEX_REDUCE(NAME, T, PAIRWISE)                                                       \
  static void NAME(const arrc_array *a, bool product, bool numpy_order, double *out) {          \
    T tr = product ? 1 : 0, ti = 0;                                                             \
    int32_t nd = a->ndim;                                                                       \
    bool contiguous = arrc_array_is_c_contiguous(a);                                            \
    int64_t line = contiguous || nd == 0 ? a->size : ARRC_SHAPE(a)[nd - 1];                     \
    int64_t stride = contiguous || nd == 0 ? a->itemsize : ARRC_STRIDES(a)[nd - 1];             \
    int64_t lines = line ? a->size / line : 0;                                                  \
    int64_t idx[32] = {0};                                                                      \
    for (int64_t l = 0; l < lines; l++) {                                                       \
      const char *p = a->data;                                                                  \
      if (!contiguous)                                                                          \
        for (int32_t d = 0; d < nd - 1; d++)                                                    \
          p += idx[d] * ARRC_STRIDES(a)[d];                                                     \
      if (product) {                                                                            \
        for (int64_t i = 0; i < line; i++) {                                                    \
          T xr = *(const T *)(p + i * stride), xi = *(const T *)(p + i * stride + sizeof(T));   \
          T r = tr * xr - ti * xi;                                                              \
          ti = tr * xi + ti * xr;                                                               \
          tr = r;                                                                               \
        }                                                                                       \
      } else if (numpy_order) {                                                                 \
        T sr = 0, si = 0;                                                                       \
        for (int64_t c = 0; c < line; c += 8192) {                                              \
          T br, bi;                                                                             \
          PAIRWISE(&br, &bi, p + c * stride, 2 * (line - c < 8192 ? line - c : 8192), stride / 2); \
          sr += br;                                                                             \
          si += bi;                                                                             \
        }                                                                                       \
        tr = l == 0 ? sr : tr + sr;                                                             \
        ti = l == 0 ? si : ti + si;                                                             \
      } else {                                                                                  \
        for (int64_t i = 0; i < line; i++) {                                                    \
          tr += *(const T *)(p + i * stride);                                                   \
          ti += *(const T *)(p + i * stride + sizeof(T));                                       \
        }                                                                                       \
      }                                                                                         \
      for (int32_t d = nd - 2; d >= 0 && ++idx[d] == ARRC_SHAPE(a)[d]; d--)                     \
        idx[d] = 0;                                                                             \
    }                                                                                           \
    out[0] = tr;                                                                                \
    out[1] = ti;                                                                                \
  }
COMPLEX_REDUCE(reduce_c128, double, pairwise_c128)
COMPLEX_REDUCE(reduce_c64, float, pairwise_c64)

void arrc_array_complex_reduce(const arrc_array *a, int32_t op, double *out) {
  bool product = (op & 0xff) == ARRC_REDUCE_PROD, numpy_order = (op & ARRC_REDUCE_NUMPY_ORDER) != 0;
  if (a->dtype == ARRC_COMPLEX64)
    reduce_c64(a, product, numpy_order, out);
  else
    reduce_c128(a, product, numpy_order, out);
}

static double line_sum(const arrc_array *a, const char *p, int64_t n, int64_t stride, bool numpy_order) {
  if (a->dtype == ARRC_FLOAT32) {
    float s = 0;
    if (numpy_order)
      for (int64_t c = 0; c < n; c += 8192)
        s += pairwise_f32(p + c * stride, n - c < 8192 ? n - c : 8192, stride);
    else
      for (int64_t i = 0; i < n; i++)
        s += *(const float *)(p + i * stride);
    return s;
  }
  double s = 0;
  if (numpy_order)
    for (int64_t c = 0; c < n; c += 8192)
      s += pairwise_f64(p + c * stride, n - c < 8192 ? n - c : 8192, stride);
  else
    for (int64_t i = 0; i < n; i++)
      s += *(const double *)(p + i * stride);
  return s;
}

/* A cuda-target ufunc's kernel handles C-contiguous arrays of the result's
 * shape; anything else runs on the CPU. So does an empty result: it has
 * nothing to compute, and a launch needs at least one block. */
int8_t arrc_gpu_map_fits(const arrc_array *result, int32_t n, const arrc_array *const *arrays, const arrc_loc *loc) {
  /* ARRC_DEVICE=gpu without a GPU is an error here as for kernels. */
  if (!arrc_gpu_required(loc) || !arrc_array_is_c_contiguous(result) || result->size == 0)
    return 0;
  for (int32_t k = 0; k < n; k++) {
    const arrc_array *a = arrays[k];
    if (a->ndim != result->ndim || !arrc_array_is_c_contiguous(a))
      return 0;
    for (int32_t d = 0; d < a->ndim; d++)
      if (ARRC_SHAPE(a)[d] != ARRC_SHAPE(result)[d])
        return 0;
  }
  return 1;
}

/* The first and one-past-last byte that a's elements occupy. */
static void byte_extent(const arrc_array *a, uintptr_t *lo, uintptr_t *hi) {
  intptr_t first = 0, last = 0;
  for (int32_t d = 0; d < a->ndim; d++) {
    intptr_t span = (intptr_t)(ARRC_SHAPE(a)[d] - 1) * (intptr_t)ARRC_STRIDES(a)[d];
    if (span < 0)
      first += span;
    else
      last += span;
  }
  *lo = (uintptr_t)a->data + (uintptr_t)first;
  *hi = (uintptr_t)a->data + (uintptr_t)last + (uintptr_t)a->itemsize;
}

int8_t arrc_arrays_disjoint(const arrc_array *a, const arrc_array *b) {
  if (a->size == 0 || b->size == 0)
    return 1;
  uintptr_t alo, ahi, blo, bhi;
  byte_extent(a, &alo, &ahi);
  byte_extent(b, &blo, &bhi);
  return ahi <= blo || bhi <= alo;
}

/* a, b = seq for a list or an array of len items: Python's ValueError
 * when len is not the n targets; Numba's has no message. */
void arrc_unpack_check(int64_t len, int64_t n, bool python_message, const arrc_loc *loc) {
  if (len == n)
    return;
  if (!python_message)
    arrc_raise_str(ARRC_VALUE_ERROR, loc, "", 0);
  if (len > n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "too many values to unpack (expected %lld)", (long long)n);
  arrc_raise(ARRC_VALUE_ERROR, loc, "not enough values to unpack (expected %lld, got %lld)", (long long)n,
             (long long)len);
}
