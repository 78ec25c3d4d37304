/* NumPy's joining, splitting and shape functions: np.concatenate and the
 * stack family, np.split and np.array_split, transposes, np.expand_dims,
 * np.atleast_Nd, broadcasting, np.repeat, np.delete. Messages follow
 * NumPy 1.24 word for word (numpy/core/src/multiarray/multiarraymodule.c,
 * shape_base.py, function_base.py), since programs are expected to fail as
 * their Python originals do.
 *
 * Most results are views: a header over the source's memory made by
 * arrc_array_view, which holds a reference to the array owning it. Joins
 * copy each source into a view of the result, so that arrc_array_assign's
 * conversion (and its dtype table) does the element work for every dtype. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_shapes.h"
#include "rt_values.h"

/* NumPy's check_and_adjust_axis: a negative axis counts from the end. */
static int32_t norm_axis(int64_t axis, int32_t ndim, const arrc_loc *loc) {
  if (axis < -(int64_t)ndim || axis >= ndim)
    arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)axis,
               (int)ndim);
  return (int32_t)(axis < 0 ? axis + ndim : axis);
}

/* The same with NumPy's prefix naming the argument ("axis2: axis 2 is out
 * of bounds ..."). */
static int32_t norm_axis_named(int64_t axis, int32_t ndim, const char *name, const arrc_loc *loc) {
  if (axis < -(int64_t)ndim || axis >= ndim)
    arrc_raise(ARRC_AXIS_ERROR, loc, "%s: axis %lld is out of bounds for array of dimension %d", name,
               (long long)axis, (int)ndim);
  return (int32_t)(axis < 0 ? axis + ndim : axis);
}

/* A view of a with the given shape and strides over the same data. */
static arrc_array *view_as(arrc_array *a, char *data, int32_t ndim, const int64_t *shape, const int64_t *strides) {
  return arrc_array_view(a, data, ndim, shape, strides);
}

/* The view of a with a new axis of length 1 inserted at position at. */
static arrc_array *insert_axis(arrc_array *a, int32_t at) {
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  int32_t nd = 0;
  for (int32_t i = 0; i <= a->ndim; i++) {
    if (i == at) {
      shape[nd] = 1;
      strides[nd++] = 0;
    }
    if (i < a->ndim) {
      shape[nd] = ARRC_SHAPE(a)[i];
      strides[nd++] = ARRC_STRIDES(a)[i];
    }
  }
  return view_as(a, a->data, nd, shape, strides);
}

/* ---- joining -------------------------------------------------------------- */

/* NumPy's PyArray_ConcatenateArrays and, for axis=None,
 * PyArray_ConcatenateFlattenedArrays. */
static arrc_array *concatenate(int64_t n, arrc_array *const *arrs, int64_t axis, bool flatten, arrc_dtype dtype,
                               bool jit, const arrc_loc *loc) {
  if (n <= 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "need at least one array to concatenate");
  if (flatten) {
    int64_t total = 0;
    for (int64_t k = 0; k < n; k++)
      total += arrs[k]->size;
    arrc_array *r = arrc_array_new(dtype, 1, &total, false, loc);
    int64_t at = 0;
    for (int64_t k = 0; k < n; k++) {
      arrc_array *flat = arrc_array_ravel(arrs[k], loc);
      int64_t len = flat->size;
      arrc_array *dst = view_as(r, r->data + at * r->itemsize, 1, &len, &r->itemsize);
      arrc_array_assign(dst, flat, loc);
      arrc_array_decref(dst);
      arrc_array_decref(flat);
      at += len;
    }
    return r;
  }
  int32_t ndim = arrs[0]->ndim;
  if (ndim == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "zero-dimensional arrays cannot be concatenated");
  if (jit && (axis < -(int64_t)ndim || axis >= ndim))
    arrc_raise(ARRC_INDEX_ERROR, loc, "np.concatenate(): axis out of bounds");
  int32_t ax = norm_axis(axis, ndim, loc);
  int64_t shape[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(arrs[0]), (size_t)ndim * sizeof *shape);
  for (int64_t k = 1; k < n; k++) {
    const arrc_array *b = arrs[k];
    if (b->ndim != ndim)
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "all the input arrays must have same number of dimensions, but the array at index 0 has %d "
                 "dimension(s) and the array at index %lld has %d dimension(s)",
                 (int)ndim, (long long)k, (int)b->ndim);
    for (int32_t d = 0; d < ndim; d++) {
      if (d == ax)
        shape[d] += ARRC_SHAPE(b)[d];
      else if (shape[d] != ARRC_SHAPE(b)[d] && jit)
        arrc_raise(ARRC_VALUE_ERROR, loc, "np.concatenate(): input sizes over dimension %d do not match", (int)d);
      else if (shape[d] != ARRC_SHAPE(b)[d])
        arrc_raise(ARRC_VALUE_ERROR, loc,
                   "all the input array dimensions except for the concatenation axis must match exactly, but "
                   "along dimension %d, the array at index 0 has size %lld and the array at index %lld has size "
                   "%lld",
                   (int)d, (long long)shape[d], (long long)k, (long long)ARRC_SHAPE(b)[d]);
    }
  }
  arrc_array *r = arrc_array_new(dtype, ndim, shape, false, loc);
  int64_t at = 0;
  for (int64_t k = 0; k < n; k++) {
    const arrc_array *b = arrs[k];
    arrc_array *dst = view_as(r, r->data + at * ARRC_STRIDES(r)[ax], ndim, ARRC_SHAPE(b), ARRC_STRIDES(r));
    arrc_array_assign(dst, b, loc);
    arrc_array_decref(dst);
    at += ARRC_SHAPE(b)[ax];
  }
  return r;
}

/* The view each stacking function joins in place of a: NumPy's
 * atleast_1d, atleast_2d, atleast_3d, or column_stack's column. */
static arrc_array *stack_operand(int32_t how, arrc_array *a, const arrc_loc *loc) {
  switch (how) {
  case ARRC_JOIN_VSTACK: return arrc_shapes_atleast(a, 2, loc);
  case ARRC_JOIN_HSTACK: return arrc_shapes_atleast(a, 1, loc);
  case ARRC_JOIN_DSTACK: return arrc_shapes_atleast(a, 3, loc);
  case ARRC_JOIN_COLUMN_STACK:
    if (a->ndim == 0) {
      arrc_array *one = insert_axis(a, 0), *two = insert_axis(one, 0);
      arrc_array_decref(one);
      return two;
    }
    if (a->ndim == 1)
      return insert_axis(a, 1);
    break;
  default: break;
  }
  arrc_incref(a);
  return a;
}

/* Numba's jitted vstack and dstack of 1-D arrays, and its stack, check
 * the shapes as its np.stack does. */
static void stack_shapes(int32_t how, int64_t n, arrc_array *const *arrs, arrc_array **ops, bool jit,
                         const arrc_loc *loc) {
  bool all_1d = true;
  for (int64_t k = 0; k < n; k++)
    all_1d = all_1d && arrs[k]->ndim == 1;
  bool as_stack = how == ARRC_JOIN_STACK || (jit && all_1d && (how == ARRC_JOIN_VSTACK || how == ARRC_JOIN_DSTACK));
  for (int64_t k = 1; k < n && as_stack; k++) {
    bool same = arrs[k]->ndim == arrs[0]->ndim;
    for (int32_t d = 0; same && d < arrs[0]->ndim; d++)
      same = ARRC_SHAPE(arrs[k])[d] == ARRC_SHAPE(arrs[0])[d];
    if (!same) {
      free(ops);
      arrc_raise(ARRC_VALUE_ERROR, loc, jit ? "np.stack(): all input arrays must have the same shape"
                                            : "all input arrays must have the same shape");
    }
  }
}

arrc_array *arrc_shapes_join(int32_t how, int64_t n, arrc_array *const *arrs, int64_t axis, int32_t flatten,
                             int32_t dtype, int32_t jit, const arrc_loc *loc) {
  if (how == ARRC_JOIN_CONCATENATE)
    return concatenate(n, arrs, axis, flatten, (arrc_dtype)dtype, jit, loc);
  if (n <= 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, how == ARRC_JOIN_STACK ? "need at least one array to stack"
                                                             : "need at least one array to concatenate");
  arrc_array **ops = malloc((size_t)n * sizeof *ops);
  if (!ops)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %lld bytes", (long long)(n * (int64_t)sizeof *ops));
  stack_shapes(how, n, arrs, ops, jit, loc);
  if (how == ARRC_JOIN_STACK) {
    if (jit && (axis < -(int64_t)arrs[0]->ndim - 1 || axis > arrs[0]->ndim)) {
      free(ops);
      arrc_raise(ARRC_INDEX_ERROR, loc, "np.stack(): axis out of bounds");
    }
    int32_t ax = norm_axis(axis, arrs[0]->ndim + 1, loc);
    for (int64_t k = 0; k < n; k++)
      ops[k] = insert_axis(arrs[k], ax);
    axis = ax;
  } else {
    for (int64_t k = 0; k < n; k++)
      ops[k] = stack_operand(how, arrs[k], loc);
    axis = how == ARRC_JOIN_VSTACK ? 0 : how == ARRC_JOIN_DSTACK ? 2 : how == ARRC_JOIN_HSTACK && ops[0]->ndim == 1 ? 0 : 1;
  }
  arrc_array *r = concatenate(n, ops, axis, false, (arrc_dtype)dtype, jit, loc);
  for (int64_t k = 0; k < n; k++)
    arrc_array_decref(ops[k]);
  free(ops);
  return r;
}

/* ---- splitting -------------------------------------------------------------- */

/* Python's clamping of a slice bound st of a sequence of length len. */
static int64_t clamp_bound(int64_t st, int64_t len) {
  if (st < 0) {
    st += len;
    if (st < 0)
      st = 0;
  }
  return st > len ? len : st;
}

/* NumPy's array_split: the part between div points st and end of the
 * axis is the view a[..., st:end, ...] (Python's slice, clamped). */
arrc_list *arrc_shapes_split(arrc_array *a, int64_t sections, const int64_t *idx, int64_t nidx, int64_t axis,
                             int32_t equal, int32_t jit, const arrc_loc *loc) {
  int32_t ax = norm_axis(axis, a->ndim, loc);
  int64_t len = ARRC_SHAPE(a)[ax], nparts = nidx >= 0 ? nidx + 1 : sections;
  if (nidx < 0) {
    if ((equal || jit) && sections == 0)
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, jit ? "integer divmod by zero" : "integer division or modulo by zero");
    if (equal && len % sections)
      arrc_raise(ARRC_VALUE_ERROR, loc, "array split does not result in an equal division");
    if (sections <= 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "number sections must be larger than 0.");
  }
  arrc_list *parts = arrc_list_new(sizeof(arrc_array *), ARRC_ELEM_ARRAY, 0);
  int64_t each = nidx < 0 ? len / sections : 0, extras = nidx < 0 ? len % sections : 0;
  int64_t start = 0;
  for (int64_t p = 0; p < nparts; p++) {
    int64_t st, end;
    if (nidx < 0) {
      st = start;
      end = st + each + (p < extras);
      start = end;
    } else {
      st = p == 0 ? 0 : idx[p - 1];
      end = p == nidx ? len : idx[p];
    }
    st = clamp_bound(st, len);
    end = clamp_bound(end, len);
    int64_t shape[ARRC_MAX_NDIM];
    memcpy(shape, ARRC_SHAPE(a), (size_t)a->ndim * sizeof *shape);
    shape[ax] = end > st ? end - st : 0;
    arrc_array *v = view_as(a, a->data + (shape[ax] ? st : 0) * ARRC_STRIDES(a)[ax], a->ndim, shape,
                            ARRC_STRIDES(a));
    arrc_list_append(parts, &v);
    arrc_array_decref(v);
  }
  return parts;
}

/* ---- axes ---------------------------------------------------------------------- */

arrc_array *arrc_shapes_transpose(arrc_array *a, int64_t naxes, const int64_t *axes, int32_t jit, const arrc_loc *loc) {
  int32_t nd = a->ndim;
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  if (naxes == 0)
    return arrc_array_transpose(a);
  if (naxes != nd)
    arrc_raise(ARRC_VALUE_ERROR, loc, "axes don't match array");
  int32_t seen[ARRC_MAX_NDIM];
  for (int32_t i = 0; i < nd; i++)
    seen[i] = -1;
  for (int32_t i = 0; i < nd; i++) {
    if (jit && (axes[i] < -(int64_t)nd || axes[i] >= nd))
      arrc_raise(ARRC_VALUE_ERROR, loc, "axis is out of bounds for array of given dimension");
    int32_t ax = norm_axis(axes[i], nd, loc);
    if (seen[ax] != -1)
      arrc_raise(ARRC_VALUE_ERROR, loc, "repeated axis in transpose");
    seen[ax] = i;
    shape[i] = ARRC_SHAPE(a)[ax];
    strides[i] = ARRC_STRIDES(a)[ax];
  }
  return view_as(a, a->data, nd, shape, strides);
}

arrc_array *arrc_shapes_swapaxes(arrc_array *a, int64_t a1, int64_t a2, int32_t jit, const arrc_loc *loc) {
  if (jit && (a1 < -(int64_t)a->ndim || a1 >= a->ndim))
    arrc_raise(ARRC_VALUE_ERROR, loc, "The second argument \"axis1\" is out of bounds for array of given dimension");
  if (jit && (a2 < -(int64_t)a->ndim || a2 >= a->ndim))
    arrc_raise(ARRC_VALUE_ERROR, loc, "The third argument \"axis2\" is out of bounds for array of given dimension");
  int32_t nd = a->ndim, x = norm_axis_named(a1, nd, "axis1", loc), y = norm_axis_named(a2, nd, "axis2", loc);
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(a), (size_t)nd * sizeof *shape);
  memcpy(strides, ARRC_STRIDES(a), (size_t)nd * sizeof *strides);
  shape[x] = ARRC_SHAPE(a)[y];
  shape[y] = ARRC_SHAPE(a)[x];
  strides[x] = ARRC_STRIDES(a)[y];
  strides[y] = ARRC_STRIDES(a)[x];
  return view_as(a, a->data, nd, shape, strides);
}

/* NumPy's expand_dims: normalize_axis_tuple over the result's dimensions,
 * then a dimension of 1 at each of those axes. */
arrc_array *arrc_shapes_expand_dims(arrc_array *a, int64_t naxes, const int64_t *axes, int32_t jit,
                                    const arrc_loc *loc) {
  int32_t out = a->ndim + (int32_t)naxes;
  bool is_new[ARRC_MAX_NDIM + 1] = {0};
  if (out > ARRC_MAX_NDIM)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d", ARRC_MAX_NDIM,
               (int)out);
  for (int64_t k = 0; k < naxes; k++) {
    if (jit && (axes[k] < -(int64_t)out || axes[k] >= out))
      arrc_raise(ARRC_INDEX_ERROR, loc, "np.expand_dims(): axis out of bounds");
    int32_t ax = norm_axis(axes[k], out, loc);
    if (is_new[ax])
      arrc_raise(ARRC_VALUE_ERROR, loc, "repeated axis");
    is_new[ax] = true;
  }
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  int32_t src = 0;
  for (int32_t i = 0; i < out; i++) {
    if (is_new[i]) {
      shape[i] = 1;
      strides[i] = 0;
    } else {
      shape[i] = ARRC_SHAPE(a)[src];
      strides[i] = ARRC_STRIDES(a)[src++];
    }
  }
  return view_as(a, a->data, out, shape, strides);
}

/* atleast_2d puts a 1-D array's axis last ((1, N)); atleast_3d puts it in
 * the middle ((1, N, 1)) and a 2-D array's first ((M, N, 1)). */
arrc_array *arrc_shapes_atleast(arrc_array *a, int32_t n, const arrc_loc *loc) {
  (void)loc;
  if (a->ndim >= n) {
    arrc_incref(a);
    return a;
  }
  int64_t shape[3] = {1, 1, 1}, strides[3] = {0, 0, 0};
  int32_t at = n == 3 && a->ndim == 2 ? 0 : n == 3 ? 1 : n - a->ndim;
  for (int32_t i = 0; i < a->ndim; i++) {
    shape[at + i] = ARRC_SHAPE(a)[i];
    strides[at + i] = ARRC_STRIDES(a)[i];
  }
  return view_as(a, a->data, n, shape, strides);
}

/* ---- broadcasting ------------------------------------------------------------ */

static void shape_error(int64_t i, int32_t ndi, const int64_t *si, int64_t j, int32_t ndj, const int64_t *sj,
                        bool jit, const arrc_loc *loc) {
  if (jit)
    arrc_raise(ARRC_VALUE_ERROR, loc, "shape mismatch: objects cannot be broadcast to a single shape");
  char bi[ARRC_SHAPE_STR_MAX], bj[ARRC_SHAPE_STR_MAX];
  arrc_raise(ARRC_VALUE_ERROR, loc,
             "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg %lld with "
             "shape %s and arg %lld with shape %s.",
             (long long)i, arrc_rt_tuple_str(bi, sizeof bi, ndi, si), (long long)j,
             arrc_rt_tuple_str(bj, sizeof bj, ndj, sj));
}

/* NumPy's PyArray_Broadcast: each result dimension is the one of the
 * first operand whose length is not 1 there; a later operand that
 * disagrees is reported against it. */
void arrc_shapes_broadcast_shape(int64_t n, const int32_t *ndims, const int64_t *const *shapes, int32_t ndim,
                                 int64_t *out, int32_t jit, const arrc_loc *loc) {
  for (int32_t d = 0; d < ndim; d++) {
    out[d] = 1;
    int64_t from = -1;
    for (int64_t k = 0; k < n; k++) {
      int32_t j = d - (ndim - ndims[k]);
      if (j < 0)
        continue;
      int64_t len = shapes[k][j];
      if (len == 1)
        continue;
      if (out[d] == 1) {
        out[d] = len;
        from = k;
      } else if (len != out[d]) {
        shape_error(from, ndims[from], shapes[from], k, ndims[k], shapes[k], jit, loc);
      }
    }
  }
}

arrc_array *arrc_shapes_broadcast_to(arrc_array *a, int32_t ndim, const int64_t *shape, int32_t jit,
                                     const arrc_loc *loc) {
  if (ndim == 0 && a->ndim > 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "cannot broadcast a non-scalar to a scalar array");
  for (int32_t i = 0; i < ndim; i++)
    if (shape[i] < 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "all elements of broadcast shape must be non-negative");
  int64_t strides[ARRC_MAX_NDIM];
  int32_t off = ndim - a->ndim;
  bool ok = off >= 0;
  for (int32_t i = 0; i < ndim && ok; i++) {
    int32_t j = i - off;
    if (j < 0) {
      strides[i] = 0;
    } else if (ARRC_SHAPE(a)[j] == shape[i]) {
      strides[i] = ARRC_STRIDES(a)[j];
    } else if (ARRC_SHAPE(a)[j] == 1) {
      strides[i] = 0;
    } else {
      ok = false;
    }
  }
  if (!ok && jit)
    arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together with remapped shapes");
  if (!ok) {
    char from[ARRC_SHAPE_STR_MAX], to[ARRC_SHAPE_STR_MAX];
    arrc_rt_shape_str(from, sizeof from, a->ndim, ARRC_SHAPE(a));
    arrc_rt_shape_str(to, sizeof to, ndim, shape);
    /* nditer's message names the operand's shape, its remapped shape (none
     * here, shown as nothing), and the requested shape. */
    arrc_raise(ARRC_VALUE_ERROR, loc,
               "operands could not be broadcast together with remapped shapes [original->remapped]: %s  and "
               "requested shape %s",
               from, to);
  }
  return view_as(a, a->data, ndim, shape, strides);
}

arrc_list *arrc_shapes_broadcast_arrays(int64_t n, arrc_array *const *arrs, int32_t jit, const arrc_loc *loc) {
  int32_t ndim = 0;
  int32_t *ndims = malloc((size_t)(n ? n : 1) * sizeof *ndims);
  const int64_t **shapes = malloc((size_t)(n ? n : 1) * sizeof *shapes);
  if (!ndims || !shapes)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate memory for broadcast_arrays");
  for (int64_t k = 0; k < n; k++) {
    ndims[k] = arrs[k]->ndim;
    shapes[k] = ARRC_SHAPE(arrs[k]);
    if (ndims[k] > ndim)
      ndim = ndims[k];
  }
  int64_t shape[ARRC_MAX_NDIM];
  arrc_shapes_broadcast_shape(n, ndims, shapes, ndim, shape, jit, loc);
  free(ndims);
  free(shapes);
  arrc_list *r = arrc_list_new(sizeof(arrc_array *), ARRC_ELEM_ARRAY, 0);
  for (int64_t k = 0; k < n; k++) {
    arrc_array *v = arrc_shapes_broadcast_to(arrs[k], ndim, shape, jit, loc);
    arrc_list_append(r, &v);
    arrc_array_decref(v);
  }
  return r;
}

/* ---- repeat and delete ---------------------------------------------------------- */

/* NumPy's PyArray_Repeat: the counts broadcast against the axis (one count
 * for all), each must be non-negative; the result copies each slab of the
 * axis count times. */
arrc_array *arrc_shapes_repeat(arrc_array *a, int64_t nrep, const int64_t *reps, int64_t axis, int32_t has_axis,
                               int32_t jit, const arrc_loc *loc) {
  arrc_array *src = has_axis ? (arrc_incref(a), a) : arrc_array_ravel(a, loc);
  int32_t ax = has_axis ? norm_axis(axis, src->ndim, loc) : 0;
  int64_t len = src->ndim ? ARRC_SHAPE(src)[ax] : 1;
  if (nrep != 1 && nrep != len && jit) {
    arrc_array_decref(src);
    arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together");
  }
  if (nrep != 1 && nrep != len) {
    arrc_array_decref(src);
    arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together with shape (%lld,) (%lld,)",
               (long long)len, (long long)nrep);
  }
  int64_t total = 0;
  for (int64_t k = 0; k < nrep; k++) {
    if (reps[k] < 0) {
      arrc_array_decref(src);
      arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions are not allowed");
    }
  }
  for (int64_t k = 0; k < len; k++)
    total += reps[nrep == 1 ? 0 : k];
  int64_t shape[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(src), (size_t)src->ndim * sizeof *shape);
  shape[ax] = total;
  arrc_array *r = arrc_array_new((arrc_dtype)src->dtype, src->ndim, shape, false, loc);
  int64_t at = 0;
  int64_t slab[ARRC_MAX_NDIM];
  memcpy(slab, ARRC_SHAPE(src), (size_t)src->ndim * sizeof *slab);
  slab[ax] = 1;
  for (int64_t k = 0; k < len; k++) {
    arrc_array *from = view_as(src, src->data + k * ARRC_STRIDES(src)[ax], src->ndim, slab, ARRC_STRIDES(src));
    int64_t count = reps[nrep == 1 ? 0 : k];
    for (int64_t c = 0; c < count; c++, at++) {
      arrc_array *to = view_as(r, r->data + at * ARRC_STRIDES(r)[ax], r->ndim, slab, ARRC_STRIDES(r));
      arrc_array_assign(to, from, loc);
      arrc_array_decref(to);
    }
    arrc_array_decref(from);
  }
  arrc_array_decref(src);
  return r;
}

/* NumPy 1.24's np.delete: the slabs of the axis that obj does not name, in
 * order; one integer is checked against the axis, a list against the
 * length as fancy indexing does (its message names axis 0). */
arrc_array *arrc_shapes_delete(arrc_array *a, int64_t nidx, const int64_t *idx, int64_t start, int64_t stop,
                               int64_t step, int32_t absent, int64_t axis, int32_t flags, const arrc_loc *loc) {
  bool has_axis = flags & ARRC_DELETE_AXIS;
  arrc_array *src = has_axis || a->ndim == 1 ? (arrc_incref(a), a) : arrc_array_ravel(a, loc);
  int32_t ax = has_axis ? norm_axis(axis, src->ndim, loc) : src->ndim - 1;
  int64_t len = ARRC_SHAPE(src)[ax];
  bool *drop = calloc((size_t)(len ? len : 1), sizeof *drop);
  if (!drop)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate memory for delete");
  if (nidx < 0) {
    int64_t first = 0, count = arrc_slice_indices(len, start, stop, step, absent, &first, loc);
    if (absent & ARRC_SLICE_NO_STEP)
      step = 1;
    for (int64_t c = 0, i = first; c < count; c++, i += step)
      drop[i] = true;
  } else {
    for (int64_t k = 0; k < nidx; k++) {
      int64_t i = idx[k];
      if ((i < -len || i >= len) && (flags & ARRC_DELETE_JIT) && (flags & ARRC_DELETE_ONE)) {
        free(drop);
        arrc_raise(ARRC_INDEX_ERROR, loc, "obj must be less than the len(arr)");
      }
      /* Numba's delete() of several indices leaves those out of range alone. */
      if ((i < -len || i >= len) && (flags & ARRC_DELETE_JIT))
        continue;
      if (i < -len || i >= len) {
        free(drop);
        arrc_raise(ARRC_INDEX_ERROR, loc, "index %lld is out of bounds for axis %d with size %lld", (long long)i,
                   flags & ARRC_DELETE_ONE ? (int)ax : 0, (long long)len);
      }
      drop[i < 0 ? i + len : i] = true;
    }
  }
  int64_t kept = 0;
  for (int64_t i = 0; i < len; i++)
    kept += !drop[i];
  int64_t shape[ARRC_MAX_NDIM], slab[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(src), (size_t)src->ndim * sizeof *shape);
  memcpy(slab, ARRC_SHAPE(src), (size_t)src->ndim * sizeof *slab);
  shape[ax] = kept;
  slab[ax] = 1;
  arrc_array *r = arrc_array_new((arrc_dtype)src->dtype, src->ndim, shape, false, loc);
  int64_t at = 0;
  for (int64_t i = 0; i < len; i++) {
    if (drop[i])
      continue;
    arrc_array *from = view_as(src, src->data + i * ARRC_STRIDES(src)[ax], src->ndim, slab, ARRC_STRIDES(src));
    arrc_array *to = view_as(r, r->data + at++ * ARRC_STRIDES(r)[ax], r->ndim, slab, ARRC_STRIDES(r));
    arrc_array_assign(to, from, loc);
    arrc_array_decref(to);
    arrc_array_decref(from);
  }
  free(drop);
  arrc_array_decref(src);
  return r;
}

/* ---- conversions ----------------------------------------------------------------- */

void arrc_shapes_chkfinite(const arrc_array *a, const arrc_loc *loc) {
  bool cplx = a->dtype == ARRC_COMPLEX64 || a->dtype == ARRC_COMPLEX128;
  if (a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_FLOAT64 || cplx) {
    for (int64_t i = 0; i < a->size; i++) {
      double v = arrc_array_get_f64(a, i), im = 0;
      if (cplx) {
        char buf[16];
        double parts[2];
        arrc_rt_convert(ARRC_COMPLEX128, buf, (arrc_dtype)a->dtype, arrc_rt_elem(a, i));
        memcpy(parts, buf, sizeof parts);
        v = parts[0];
        im = parts[1];
      }
      if (!isfinite(v) || !isfinite(im))
        arrc_raise(ARRC_VALUE_ERROR, loc, "array must not contain infs or NaNs");
    }
  }
}

arrc_array *arrc_shapes_fortran(const arrc_array *a, const arrc_loc *loc) {
  arrc_array *c = arrc_array_copy(a, loc);
  if (a->ndim < 2)
    return c;
  /* The Fortran-order array is the C-order copy of the transpose, seen
   * transposed back. */
  arrc_array *t = arrc_array_transpose(c);
  arrc_array *f = arrc_array_copy(t, loc);
  arrc_array *r = arrc_array_transpose(f);
  arrc_array_decref(t);
  arrc_array_decref(f);
  arrc_array_decref(c);
  return r;
}
