/* Helpers that generated code calls for Python's value semantics where an
 * inline sequence would be long: slice bounds, range lengths, and whole-
 * array reductions (a.sum(), np.max(a), ...). Declared in rt_values.h. */
#include <math.h>
#include <stdlib.h>

#include "arrc_rt.h"
#include "rt_values.h"

int64_t arrc_slice_indices(int64_t len, int64_t lo, int64_t hi, int64_t step, int32_t absent, int64_t *start,
                           const arrc_loc *loc) {
  if (absent & 4)
    step = 1;
  if (step == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "slice step cannot be zero");
  /* Python's slice.indices(len): defaults by the step's direction, then
   * negative bounds counted from the end and clamped to the dimension. */
  if (absent & 1) {
    lo = step > 0 ? 0 : len - 1;
  } else {
    if (lo < 0)
      lo += len;
    if (lo < 0)
      lo = step > 0 ? 0 : -1;
    if (lo >= len)
      lo = step > 0 ? len : len - 1;
  }
  if (absent & 2) {
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

double arrc_array_reduce_f64(const arrc_array *a, int32_t op, const arrc_loc *loc) {
  check_nonempty(a, op, loc);
  double acc = op == ARRC_REDUCE_PROD ? 1.0 : 0.0;
  int64_t n = 0, best = 0;
  double bestv = 0;
  FOR_EACH_ELEMENT(a, p, {
    double x = elem_f64(a->dtype, p);
    switch (op) {
    case ARRC_REDUCE_SUM: case ARRC_REDUCE_MEAN: acc += x; break;
    case ARRC_REDUCE_PROD: acc *= x; break;
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

void arrc_retain(void *obj) {
  if (obj)
    ++*(int64_t *)obj;
}

void arrc_release(void *obj, int32_t kind) {
  if (!obj)
    return;
  switch (kind) {
  case ARRC_ELEM_ARRAY: arrc_array_decref(obj); break;
  case ARRC_ELEM_LIST: arrc_list_decref(obj); break;
  case ARRC_ELEM_STR: arrc_str_decref(obj); break;
  default: break;
  }
}

arrc_list *arrc_list_slice(const arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent,
                           const arrc_loc *loc) {
  int64_t start;
  int64_t n = arrc_slice_indices(l->len, lo, hi, step, absent, &start, loc);
  if (absent & 4)
    step = 1;
  arrc_list *r = arrc_list_new(l->itemsize, (arrc_elem_kind)l->elem_kind, 0);
  for (int64_t k = 0; k < n; k++)
    arrc_list_append(r, l->data + (start + k * step) * l->itemsize);
  return r;
}
