/* NumPy's reordering views, small array methods and window functions:
 * the declarations and their contracts are in rt_views.h. Messages are
 * NumPy 1.24's and Numba 0.56's, measured with /usr/bin/python3. */
#include "rt_views.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_values.h"

/* ---- helpers ------------------------------------------------------------- */

static _Noreturn void axis_error(int64_t axis, int32_t ndim, const arrc_loc *loc) {
  arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)axis,
             (int)ndim);
}

/* NumPy's normalize_axis_index. */
static int32_t normalize_axis(int64_t axis, int32_t ndim, const arrc_loc *loc) {
  if (axis < -(int64_t)ndim || axis >= ndim)
    axis_error(axis, ndim, loc);
  return (int32_t)(axis < 0 ? axis + ndim : axis);
}

/* A view of a with its own shape and strides, at data. */
static arrc_array *view_of(arrc_array *a, char *data, int32_t ndim, const int64_t *shape, const int64_t *strides) {
  return arrc_array_view(a, data, ndim, shape, strides);
}

/* Reverses axis k of the view described by data, shape and strides. */
static void reverse_axis(char **data, const int64_t *shape, int64_t *strides, int32_t k) {
  if (shape[k] > 0)
    *data += (shape[k] - 1) * strides[k];
  strides[k] = -strides[k];
}

/* Python's a % n for n > 0. */
static int64_t py_mod(int64_t a, int64_t n) {
  int64_t r = a % n;
  return r < 0 ? r + n : r;
}

/* One element of any integer or bool dtype, as int64. */
static int64_t int_at(const arrc_array *ind, const char *p) {
  int64_t v;
  arrc_rt_convert(ARRC_INT64, &v, (arrc_dtype)ind->dtype, p);
  return v;
}

/* ---- flips and rotations ----------------------------------------------------- */

arrc_array *arrc_views_flip(arrc_array *a, int64_t axis, bool all, const arrc_loc *loc) {
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(a), (size_t)a->ndim * sizeof(int64_t));
  memcpy(strides, ARRC_STRIDES(a), (size_t)a->ndim * sizeof(int64_t));
  char *data = a->data;
  if (all) {
    for (int32_t k = 0; k < a->ndim; k++)
      reverse_axis(&data, shape, strides, k);
  } else {
    reverse_axis(&data, shape, strides, normalize_axis(axis, a->ndim, loc));
  }
  return view_of(a, data, a->ndim, shape, strides);
}

arrc_array *arrc_views_flip_side(arrc_array *a, bool lr, const arrc_loc *loc) {
  if (a->ndim < (lr ? 2 : 1))
    arrc_raise(ARRC_VALUE_ERROR, loc, "Input must be >= %d-d.", lr ? 2 : 1);
  return arrc_views_flip(a, lr ? 1 : 0, false, loc);
}

/* NumPy's rot90: k % 4 quarter turns in the plane of axes ax0 and ax1,
 * from ax0 towards ax1: a flip of one axis and a swap of the two. */
arrc_array *arrc_views_rot90(arrc_array *a, int64_t k, int64_t ax0, int64_t ax1, const arrc_loc *loc) {
  int32_t nd = a->ndim;
  if (ax0 == ax1 || ax0 - ax1 == nd || ax1 - ax0 == nd)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Axes must be different.");
  if (ax0 >= nd || ax0 < -(int64_t)nd || ax1 >= nd || ax1 < -(int64_t)nd)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Axes=(%lld, %lld) out of range for array of ndim=%d.", (long long)ax0,
               (long long)ax1, (int)nd);
  int32_t i = (int32_t)(ax0 < 0 ? ax0 + nd : ax0), j = (int32_t)(ax1 < 0 ? ax1 + nd : ax1);
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(a), (size_t)nd * sizeof(int64_t));
  memcpy(strides, ARRC_STRIDES(a), (size_t)nd * sizeof(int64_t));
  char *data = a->data;
  switch (py_mod(k, 4)) {
  case 0:
    break;
  case 2:
    reverse_axis(&data, shape, strides, i);
    reverse_axis(&data, shape, strides, j);
    break;
  default: {
    /* k == 1: transpose(flip(m, j)); k == 3: flip(transpose(m), j). */
    bool one = py_mod(k, 4) == 1;
    if (one)
      reverse_axis(&data, shape, strides, j);
    int64_t t = shape[i];
    shape[i] = shape[j];
    shape[j] = t;
    t = strides[i];
    strides[i] = strides[j];
    strides[j] = t;
    if (!one)
      reverse_axis(&data, shape, strides, j);
    break;
  }
  }
  return view_of(a, data, nd, shape, strides);
}

/* ---- roll ------------------------------------------------------------------ */

/* Copies src's elements into dst (both views of the same shape). */
static void copy_view(arrc_array *dst, arrc_array *src, const arrc_loc *loc) {
  arrc_array_assign(dst, src, loc);
  arrc_array_decref(dst);
  arrc_array_decref(src);
}

/* NumPy's roll along one axis: the last `offset` elements move to the front. */
static void roll_axis(arrc_array *out, arrc_array *in, int64_t shift, int32_t axis, const arrc_loc *loc) {
  int64_t n = ARRC_SHAPE(in)[axis];
  int64_t offset = n ? py_mod(shift, n) : 0;
  int32_t nd = in->ndim;
  int64_t shape[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(in), (size_t)nd * sizeof(int64_t));
  /* out[offset:] = in[:n-offset]; out[:offset] = in[n-offset:] */
  int64_t istride = ARRC_STRIDES(in)[axis], ostride = ARRC_STRIDES(out)[axis];
  shape[axis] = n - offset;
  copy_view(view_of(out, out->data + offset * ostride, nd, shape, ARRC_STRIDES(out)),
            view_of(in, in->data, nd, shape, ARRC_STRIDES(in)), loc);
  shape[axis] = offset;
  copy_view(view_of(out, out->data, nd, shape, ARRC_STRIDES(out)),
            view_of(in, in->data + (n - offset) * istride, nd, shape, ARRC_STRIDES(in)), loc);
}

arrc_array *arrc_views_roll(const arrc_array *a, int64_t shift, int64_t axis, bool has_axis, const arrc_loc *loc) {
  arrc_array *out = arrc_array_new((arrc_dtype)a->dtype, a->ndim, ARRC_SHAPE(a), false, loc);
  if (has_axis) {
    roll_axis(out, (arrc_array *)a, shift, normalize_axis(axis, a->ndim, loc), loc);
    return out;
  }
  /* The flattened roll: out.flat[(i + shift) % n] = a.flat[i]. */
  int64_t n = a->size;
  if (n == 0)
    return out;
  char *flat = malloc((size_t)(n * a->itemsize));
  if (!flat)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %lld bytes", (long long)(n * a->itemsize));
  arrc_rt_copy_to_contiguous(flat, a);
  int64_t offset = py_mod(shift, n), size = a->itemsize;
  memcpy(out->data + offset * size, flat, (size_t)((n - offset) * size));
  memcpy(out->data, flat + (n - offset) * size, (size_t)(offset * size));
  free(flat);
  return out;
}

/* ---- take ------------------------------------------------------------------ */

static _Noreturn void take_out_of_bounds(int64_t i, int32_t axis, int64_t n, int32_t style, const arrc_loc *loc) {
  if (style == ARRC_VIEWS_NUMBA)
    arrc_raise(ARRC_INDEX_ERROR, loc, "Index out of bounds");
  arrc_index_error(i, axis, n, loc);
  __builtin_unreachable();
}

/* An index along a dimension of n elements, negative counting from the end. */
static int64_t checked_index(int64_t i, int32_t axis, int64_t n, int32_t style, const arrc_loc *loc) {
  if (i < -n || i >= n)
    take_out_of_bounds(i, axis, n, style, loc);
  return i < 0 ? i + n : i;
}

char *arrc_views_take_elem(const arrc_array *a, int64_t i, int32_t style, const arrc_loc *loc) {
  if (a->size == 0 && style == ARRC_VIEWS_NUMPY)
    arrc_raise(ARRC_INDEX_ERROR, loc, "cannot do a non-empty take from an empty axes.");
  return arrc_rt_elem(a, checked_index(i, 0, a->size, style, loc));
}

arrc_array *arrc_views_take(const arrc_array *a, const arrc_array *ind, int64_t scalar_index, int64_t axis,
                            bool has_axis, int32_t style, const arrc_loc *loc) {
  /* Without an axis, take works on the flattened array. */
  arrc_array *src = (arrc_array *)a;
  bool flat = !has_axis && a->ndim != 1;
  if (flat)
    src = arrc_array_ravel(src, loc);
  int32_t ax = has_axis ? normalize_axis(axis, src->ndim, loc) : 0;
  int32_t ind_nd = ind ? ind->ndim : 0;
  int32_t nd = src->ndim - 1 + ind_nd;
  if (nd > ARRC_MAX_NDIM)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d",
               ARRC_MAX_NDIM, (int)nd);
  int64_t n = ARRC_SHAPE(src)[ax];
  int64_t shape[ARRC_MAX_NDIM];
  int32_t d = 0;
  for (int32_t k = 0; k < ax; k++)
    shape[d++] = ARRC_SHAPE(src)[k];
  for (int32_t k = 0; k < ind_nd; k++)
    shape[d++] = ARRC_SHAPE(ind)[k];
  for (int32_t k = ax + 1; k < src->ndim; k++)
    shape[d++] = ARRC_SHAPE(src)[k];
  arrc_array *out = arrc_array_new((arrc_dtype)src->dtype, nd, shape, false, loc);
  int64_t count = ind ? ind->size : 1;
  if (n == 0 && count > 0 && style == ARRC_VIEWS_NUMPY)
    arrc_raise(ARRC_INDEX_ERROR, loc, "cannot do a non-empty take from an empty axes.");
  /* Each index picks a slab of src (its axis removed), which goes to the
   * slab of out at that index's position. */
  int64_t slab_shape[ARRC_MAX_NDIM], src_str[ARRC_MAX_NDIM], out_str[ARRC_MAX_NDIM];
  int32_t sd = 0;
  for (int32_t k = 0; k < src->ndim; k++) {
    if (k == ax)
      continue;
    slab_shape[sd] = ARRC_SHAPE(src)[k];
    src_str[sd] = ARRC_STRIDES(src)[k];
    out_str[sd] = ARRC_STRIDES(out)[k < ax ? k : k - 1 + ind_nd];
    sd++;
  }
  for (int64_t t = 0; t < count; t++) {
    int64_t i = ind ? int_at(ind, arrc_rt_elem(ind, t)) : scalar_index;
    i = checked_index(i, ax, n, style, loc);
    char *op = out->data;
    if (ind_nd) {
      /* The position of index t in out: its multi-index over ind's shape. */
      int64_t rest = t;
      for (int32_t k = ind_nd - 1; k >= 0; k--) {
        op += rest % ARRC_SHAPE(ind)[k] * ARRC_STRIDES(out)[ax + k];
        rest /= ARRC_SHAPE(ind)[k];
      }
    }
    const char *sp = src->data + i * ARRC_STRIDES(src)[ax];
    if (sd == 0)
      memcpy(op, sp, (size_t)src->itemsize);
    else
      copy_view(view_of(out, op, sd, slab_shape, out_str), view_of(src, (char *)sp, sd, slab_shape, src_str), loc);
  }
  if (flat)
    arrc_array_decref(src);
  return out;
}

arrc_array *arrc_views_take_along_axis(const arrc_array *a, const arrc_array *ind, int64_t axis, bool has_axis,
                                       const arrc_loc *loc) {
  arrc_array *src = (arrc_array *)a;
  if (!has_axis) {
    if (ind->ndim != 1)
      arrc_raise(ARRC_VALUE_ERROR, loc, "when axis=None, `indices` must have a single dimension.");
    src = arrc_array_ravel(src, loc);
  }
  if (ind->ndim != src->ndim)
    arrc_raise(ARRC_VALUE_ERROR, loc, "`indices` and `arr` must have the same number of dimensions");
  int32_t nd = src->ndim, ax = has_axis ? normalize_axis(axis, nd, loc) : 0;
  /* Every axis but ax broadcasts between src and ind; along ax the result
   * has ind's length. */
  int64_t shape[ARRC_MAX_NDIM], sstr[ARRC_MAX_NDIM], istr[ARRC_MAX_NDIM];
  for (int32_t k = 0; k < nd; k++) {
    int64_t s = ARRC_SHAPE(src)[k], i = ARRC_SHAPE(ind)[k];
    if (k == ax) {
      shape[k] = i;
    } else if (s == i || i == 1 || s == 1) {
      shape[k] = s == 1 ? i : s;
    } else {
      char b1[ARRC_SHAPE_STR_MAX], b2[ARRC_SHAPE_STR_MAX];
      int64_t fs[ARRC_MAX_NDIM], fi[ARRC_MAX_NDIM];
      for (int32_t q = 0; q < nd; q++) {
        fs[q] = q == ax ? 1 : ARRC_SHAPE(src)[q];
        fi[q] = ARRC_SHAPE(ind)[q];
      }
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "shape mismatch: indexing arrays could not be broadcast together with shapes %s %s ",
                 arrc_rt_shape_str(b1, sizeof b1, nd, fi), arrc_rt_shape_str(b2, sizeof b2, nd, fs));
    }
    sstr[k] = ARRC_SHAPE(src)[k] == 1 && k != ax ? 0 : ARRC_STRIDES(src)[k];
    istr[k] = ARRC_SHAPE(ind)[k] == 1 ? 0 : ARRC_STRIDES(ind)[k];
  }
  arrc_array *out = arrc_array_new((arrc_dtype)src->dtype, nd, shape, false, loc);
  int64_t n = ARRC_SHAPE(src)[ax];
  int64_t size = src->itemsize;
  for (int64_t t = 0; t < out->size; t++) {
    const char *ip = ind->data, *sp = src->data;
    int64_t rest = t;
    int64_t pos[ARRC_MAX_NDIM];
    for (int32_t k = nd - 1; k >= 0; k--) {
      pos[k] = rest % shape[k];
      rest /= shape[k];
      ip += pos[k] * istr[k];
      if (k != ax)
        sp += pos[k] * sstr[k];
    }
    int64_t i = int_at(ind, ip);
    if (i < -n || i >= n)
      arrc_index_error(i, ax, n, loc);
    sp += (i < 0 ? i + n : i) * ARRC_STRIDES(src)[ax];
    memcpy(out->data + t * size, sp, (size_t)size);
  }
  if (!has_axis)
    arrc_array_decref(src);
  return out;
}

arrc_array *arrc_views_index_list(const arrc_list *l, arrc_dtype dtype, const arrc_loc *loc) {
  int64_t n = l->len;
  arrc_array *a = arrc_array_new(dtype, 1, &n, false, loc);
  if (n)
    memcpy(a->data, l->data, (size_t)(n * a->itemsize));
  return a;
}

/* ---- select ------------------------------------------------------------------ */

arrc_array *arrc_views_select(int64_t n, arrc_array *const *conds, int64_t nchoices, arrc_array *const *choices,
                              arrc_dtype dtype, const void *dflt, bool jit_shape, const arrc_loc *loc) {
  if (n != nchoices)
    arrc_raise(ARRC_VALUE_ERROR, loc, "list of cases must be same length as list of conditions");
  if (n == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "select with an empty condition list is not possible");
  int32_t nd = 0;
  int64_t shape[ARRC_MAX_NDIM];
  if (jit_shape) {
    nd = choices[0]->ndim;
    memcpy(shape, ARRC_SHAPE(choices[0]), (size_t)nd * sizeof(int64_t));
  } else {
    for (int64_t k = 0; k < n; k++) {
      if (conds[k]->ndim > nd)
        nd = conds[k]->ndim;
      if (choices[k]->ndim > nd)
        nd = choices[k]->ndim;
    }
    const arrc_array *all[2 * 64];
    int32_t count = 0;
    for (int64_t k = 0; k < n && count < 127; k++) {
      all[count++] = choices[k];
      all[count++] = conds[k];
    }
    arrc_broadcast_shape(count, all, nd, shape, loc);
  }
  arrc_array *out = arrc_array_new(dtype, nd, shape, false, loc);
  arrc_array *d = arrc_array_new(dtype, 0, NULL, false, loc);
  memcpy(d->data, dflt, (size_t)d->itemsize);
  arrc_array_assign(out, d, loc);
  arrc_array_decref(d);
  /* The first condition that holds wins: later choices are written first. */
  int64_t size = out->itemsize;
  char item[16];
  for (int64_t k = n - 1; k >= 0; k--) {
    arrc_array *cond = conds[k], *choice = choices[k];
    int64_t cstr[ARRC_MAX_NDIM], hstr[ARRC_MAX_NDIM];
    for (int32_t q = 0; q < nd; q++) {
      int32_t cq = q - (nd - cond->ndim), hq = q - (nd - choice->ndim);
      cstr[q] = cq < 0 || ARRC_SHAPE(cond)[cq] == 1 ? 0 : ARRC_STRIDES(cond)[cq];
      hstr[q] = hq < 0 || ARRC_SHAPE(choice)[hq] == 1 ? 0 : ARRC_STRIDES(choice)[hq];
    }
    for (int64_t t = 0; t < out->size; t++) {
      const char *cp = cond->data, *hp = choice->data;
      int64_t rest = t;
      for (int32_t q = nd - 1; q >= 0; q--) {
        int64_t p = rest % shape[q];
        rest /= shape[q];
        cp += p * cstr[q];
        hp += p * hstr[q];
      }
      if (*cp) {
        arrc_rt_convert(dtype, item, (arrc_dtype)choice->dtype, hp);
        memcpy(out->data + t * size, item, (size_t)size);
      }
    }
  }
  return out;
}

static int32_t numpy_contiguity(const arrc_array *a);

/* ---- as_strided and view ----------------------------------------------------- */

arrc_array *arrc_views_as_strided(arrc_array *a, int32_t ndim, const int64_t *shape, const int64_t *strides) {
  return view_of(a, a->data, ndim, shape, strides);
}

/* Numba's _change_dtype (numba/np/arrayobj.py), after NumPy's checks: the
 * layout Numba's type has (from NumPy's flags for an array host code
 * passes; layout A taken as C or F when its innermost or outermost stride
 * is one item) decides which axis changes, and layout A fails. */
static void numba_change_dtype(const arrc_array *a, int64_t newsize, int64_t *shape, int64_t *strides,
                               const arrc_loc *loc) {
  int32_t nd = a->ndim, flags = numpy_contiguity(a);
  int64_t oldsize = a->itemsize;
  char layout = (flags & ARRC_FLAG_C_CONTIGUOUS) ? 'C' : (flags & ARRC_FLAG_F_CONTIGUOUS) ? 'F' : 'A';
  if (layout == 'A' && nd > 0)
    layout = ARRC_STRIDES(a)[nd - 1] == oldsize ? 'C' : ARRC_STRIDES(a)[0] == oldsize ? 'F' : 'A';
  if (layout == 'A' || nd == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "new type not compatible with array");
  int32_t i = layout == 'C' ? nd - 1 : 0;
  memcpy(shape, ARRC_SHAPE(a), (size_t)nd * sizeof(int64_t));
  memcpy(strides, ARRC_STRIDES(a), (size_t)nd * sizeof(int64_t));
  if (newsize < oldsize) {
    shape[i] *= oldsize / newsize;
  } else {
    if (shape[i] * oldsize % newsize != 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "new type not compatible with array");
    shape[i] = shape[i] * oldsize / newsize;
  }
  strides[i] = newsize;
}

static arrc_array *view_as(arrc_array *a, arrc_dtype dtype, bool numba, const arrc_loc *loc);

arrc_array *arrc_views_view(arrc_array *a, arrc_dtype dtype, const arrc_loc *loc) {
  return view_as(a, dtype, false, loc);
}

arrc_array *arrc_views_view_jit(arrc_array *a, arrc_dtype dtype, const arrc_loc *loc) {
  return view_as(a, dtype, true, loc);
}

static arrc_array *view_as(arrc_array *a, arrc_dtype dtype, bool numba, const arrc_loc *loc) {
  int64_t newsize = arrc_dtype_size(dtype), oldsize = a->itemsize;
  int32_t nd = a->ndim;
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  memcpy(shape, ARRC_SHAPE(a), (size_t)nd * sizeof(int64_t));
  memcpy(strides, ARRC_STRIDES(a), (size_t)nd * sizeof(int64_t));
  if (newsize != oldsize) {
    /* NumPy's array_descr_set: only the last axis changes length. */
    if (nd == 0)
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "Changing the dtype of a 0d array is only supported if the itemsize is unchanged");
    int32_t last = nd - 1;
    if (shape[last] != 1 && a->size != 0 && strides[last] != oldsize)
      arrc_raise(ARRC_VALUE_ERROR, loc, "To change to a dtype of a different size, the last axis must be contiguous");
    if (newsize < oldsize) {
      if (oldsize % newsize != 0)
        arrc_raise(ARRC_VALUE_ERROR, loc,
                   "When changing to a smaller dtype, its size must be a divisor of the size of original dtype");
      shape[last] *= oldsize / newsize;
    } else {
      if (shape[last] * oldsize % newsize != 0)
        arrc_raise(ARRC_VALUE_ERROR, loc,
                   "When changing to a larger dtype, its size must be a divisor of the total size in bytes of "
                   "the last axis of the array.");
      shape[last] = shape[last] * oldsize / newsize;
    }
    strides[last] = newsize;
    if (numba)
      numba_change_dtype(a, newsize, shape, strides, loc);
  }
  arrc_array *v = view_of(a, a->data, nd, shape, strides);
  v->dtype = (int32_t)dtype;
  v->itemsize = newsize;
  return v;
}

/* ---- flags --------------------------------------------------------------------- */

/* NumPy's _UpdateContiguousFlags: dimensions of one element are skipped,
 * and an empty array is both C and Fortran contiguous. */
static int32_t numpy_contiguity(const arrc_array *a) {
  int32_t nd = a->ndim;
  const int64_t *shape = ARRC_SHAPE(a), *strides = ARRC_STRIDES(a);
  for (int32_t i = 0; i < nd; i++)
    if (shape[i] == 0)
      return ARRC_FLAG_C_CONTIGUOUS | ARRC_FLAG_F_CONTIGUOUS;
  int32_t flags = 0;
  int64_t sd = a->itemsize;
  bool c = true, f = true;
  for (int32_t i = nd - 1; i >= 0; i--) {
    if (shape[i] != 1) {
      if (strides[i] != sd)
        c = false;
      sd *= shape[i];
    }
  }
  sd = a->itemsize;
  for (int32_t i = 0; i < nd; i++) {
    if (shape[i] != 1) {
      if (strides[i] != sd)
        f = false;
      sd *= shape[i];
    }
  }
  if (c)
    flags |= ARRC_FLAG_C_CONTIGUOUS;
  if (f)
    flags |= ARRC_FLAG_F_CONTIGUOUS;
  return flags;
}

/* Numba's is_contiguous (numba/np/arrayobj.py): inner dimensions of one or
 * no element are skipped, then the strides must chain from the innermost
 * remaining dimension out to the first dimension longer than one; rev
 * walks the axes in Fortran order. */
static bool numba_contiguous(const arrc_array *a, bool rev) {
  int32_t nd = a->ndim;
  int64_t dims[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  for (int32_t i = 0; i < nd; i++) {
    dims[i] = ARRC_SHAPE(a)[rev ? nd - 1 - i : i];
    strides[i] = ARRC_STRIDES(a)[rev ? nd - 1 - i : i];
  }
  int32_t inner = nd - 1;
  while (inner > -1 && dims[inner] <= 1)
    inner--;
  if (inner < 0)
    return true;
  if (a->itemsize != strides[inner])
    return false;
  int32_t outer = 0;
  while (outer < inner && dims[outer] <= 1)
    outer++;
  for (int32_t ax = inner; ax > outer; ax--)
    if (strides[ax] * dims[ax] != strides[ax - 1])
      return false;
  return true;
}

int32_t arrc_views_flags(const arrc_array *a, bool numba) {
  int32_t flags = ARRC_FLAG_WRITEABLE | ARRC_FLAG_ALIGNED;
  if (!a->owner)
    flags |= ARRC_FLAG_OWNDATA;
  if (!numba)
    return flags | numpy_contiguity(a);
  /* Numba types an array host code passes by NumPy's flags (layout C when
   * NumPy says C contiguous) and then answers from the type; an array of
   * layout A it checks with its own rule. */
  int32_t numpy = numpy_contiguity(a);
  bool layout_c = numpy & ARRC_FLAG_C_CONTIGUOUS, layout_f = !layout_c && (numpy & ARRC_FLAG_F_CONTIGUOUS);
  if (layout_c || numba_contiguous(a, false))
    flags |= ARRC_FLAG_C_CONTIGUOUS;
  if (layout_f || numba_contiguous(a, true))
    flags |= ARRC_FLAG_F_CONTIGUOUS;
  return flags;
}

/* ---- item, itemset, conj --------------------------------------------------------- */

char *arrc_views_item(const arrc_array *a, int32_t n, const int64_t *index, bool set, bool numba,
                      const arrc_loc *loc) {
  if (n == 0) {
    if (a->size != 1) {
      if (numba)
        arrc_raise(ARRC_VALUE_ERROR, loc, "%s", set ? "itemset(): can only write to an array of size 1"
                                                    : "item(): can only convert an array of size 1 to a Python scalar");
      arrc_raise(ARRC_VALUE_ERROR, loc, "can only convert an array of size 1 to a Python scalar");
    }
    return a->data;
  }
  if (n == 1) {
    int64_t i = index[0];
    if (i < -a->size || i >= a->size)
      arrc_raise(ARRC_INDEX_ERROR, loc, "index %lld is out of bounds for size %lld", (long long)i,
                 (long long)a->size);
    return arrc_rt_elem(a, i < 0 ? i + a->size : i);
  }
  if (n != a->ndim)
    arrc_raise(ARRC_VALUE_ERROR, loc, "incorrect number of indices for array");
  char *p = a->data;
  for (int32_t k = 0; k < n; k++) {
    int64_t len = ARRC_SHAPE(a)[k], i = index[k];
    if (i < -len || i >= len)
      arrc_index_error(i, k, len, loc);
    p += (i < 0 ? i + len : i) * ARRC_STRIDES(a)[k];
  }
  return p;
}

void arrc_views_fill(arrc_array *a, const void *item) {
  if (a->size == 0)
    return;
  arrc_array *one = arrc_array_new((arrc_dtype)a->dtype, 0, NULL, false, NULL);
  memcpy(one->data, item, (size_t)a->itemsize);
  arrc_array_assign(a, one, NULL);
  arrc_array_decref(one);
}

arrc_array *arrc_views_conj(const arrc_array *a, const arrc_loc *loc) {
  arrc_array *c = arrc_array_copy(a, loc);
  if (c->dtype == ARRC_COMPLEX128) {
    double *p = (double *)(void *)c->data;
    for (int64_t i = 0; i < c->size; i++)
      p[2 * i + 1] = -p[2 * i + 1];
  } else if (c->dtype == ARRC_COMPLEX64) {
    float *p = (float *)(void *)c->data;
    for (int64_t i = 0; i < c->size; i++)
      p[2 * i + 1] = -p[2 * i + 1];
  }
  return c;
}

/* ---- window functions -------------------------------------------------------------- */

/* The Chebyshev coefficients of NumPy's i0 (numpy/lib/function_base.py),
 * from the Cephes library: for |x| <= 8, then for |x| > 8. */
static const double i0_a[] = {
    -4.41534164647933937950E-18, 3.33079451882223809783E-17,  -2.43127984654795469359E-16,
    1.71539128555513303061E-15,  -1.16853328779934516808E-14, 7.67618549860493561688E-14,
    -4.85644678311192946090E-13, 2.95505266312963983461E-12,  -1.72682629144155570723E-11,
    9.67580903537323691224E-11,  -5.18979560163526290666E-10, 2.65982372468238665035E-9,
    -1.30002500998624804212E-8,  6.04699502254191894932E-8,   -2.67079385394061173391E-7,
    1.11738753912010371815E-6,   -4.41673835845875056359E-6,  1.64484480707288970893E-5,
    -5.75419501008210370398E-5,  1.88502885095841655729E-4,   -5.76375574538582365885E-4,
    1.63947561694133579842E-3,   -4.32430999505057594430E-3,  1.05464603945949983183E-2,
    -2.37374148058994688156E-2,  4.93052842396707084878E-2,   -9.49010970480476444210E-2,
    1.71620901522208775349E-1,   -3.04682672343198398683E-1,  6.76795274409476084995E-1,
};
static const double i0_b[] = {
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
    3.46122286769746109310E-17,  -2.82762398051658348494E-16, -3.42548561967721913462E-16,
    1.77256013305652638360E-15,  3.81168066935262242075E-15,  -9.55484669882830764870E-15,
    -4.15056934728722208663E-14, 1.54008621752140982691E-14,  3.85277838274214270114E-13,
    7.18012445138366623367E-13,  -1.79417853150680611778E-12, -1.32158118404477131188E-11,
    -3.14991652796324136454E-11, 1.18891471078464383424E-11,  4.94060238822496958910E-10,
    3.39623202570838634515E-9,   2.26666899049817806459E-8,   2.04891858946906374183E-7,
    2.89137052083475648297E-6,   6.88975834691682398426E-5,   3.36911647825569408990E-3,
    8.04490411014108831608E-1,
};

static double chbevl(double x, const double *vals, size_t n) {
  double b0 = vals[0], b1 = 0.0, b2 = 0.0;
  for (size_t i = 1; i < n; i++) {
    b2 = b1;
    b1 = b0;
    b0 = x * b1 - b2 + vals[i];
  }
  return 0.5 * (b0 - b2);
}

/* NumPy's i0 (and Numba's _i0, the same operations). */
static double bessel_i0(double x) {
  x = fabs(x);
  if (x <= 8.0)
    return exp(x) * chbevl(x / 2.0 - 2, i0_a, sizeof i0_a / sizeof *i0_a);
  return exp(x) * chbevl(32.0 / x - 2.0, i0_b, sizeof i0_b / sizeof *i0_b) / sqrt(x);
}

arrc_array *arrc_views_window(int32_t kind, int64_t m, double beta, const arrc_loc *loc) {
  int64_t n = m < 0 ? 0 : m;
  arrc_array *w = arrc_array_new(ARRC_FLOAT64, 1, &n, false, loc);
  double *p = (double *)(void *)w->data;
  if (m == 1 && kind != ARRC_WINDOW_KAISER) {
    p[0] = 1.0;
    return w;
  }
  if (kind == ARRC_WINDOW_KAISER) {
    if (m == 1) {
      p[0] = 1.0;
      return w;
    }
    /* i0(beta * sqrt(1 - ((n - alpha) / alpha)**2.0)) / i0(float(beta)) */
    double alpha = (double)(m - 1) / 2.0, den = bessel_i0(beta);
    for (int64_t i = 0; i < n; i++) {
      double r = ((double)i - alpha) / alpha;
      p[i] = bessel_i0(beta * sqrt(1 - r * r)) / den;
    }
    return w;
  }
  /* n = arange(1-M, M, 2); the cosines of pi*n/(M-1). */
  double den = (double)(m - 1);
  for (int64_t i = 0; i < n; i++) {
    double k = (double)(1 - m + 2 * i);
    switch (kind) {
    case ARRC_WINDOW_BARTLETT:
      p[i] = k <= 0 ? 1 + k / den : 1 - k / den;
      break;
    case ARRC_WINDOW_BLACKMAN:
      p[i] = 0.42 + 0.5 * cos(M_PI * k / den) + 0.08 * cos(2.0 * M_PI * k / den);
      break;
    case ARRC_WINDOW_HAMMING:
      p[i] = 0.54 + 0.46 * cos(M_PI * k / den);
      break;
    default:
      p[i] = 0.5 + 0.5 * cos(M_PI * k / den);
      break;
    }
  }
  return w;
}

double arrc_views_sinc(double x) {
  double y = M_PI * (x == 0 ? 1.0e-20 : x);
  return sin(y) / y;
}

float arrc_views_sinc_f32(float x) {
  float y = (float)M_PI * (x == 0 ? 1.0e-20f : x);
  return sinf(y) / y;
}

arrc_array *arrc_views_sinc_array(const arrc_array *a, bool numba, const arrc_loc *loc) {
  bool f32 = a->dtype == ARRC_FLOAT32;
  arrc_array *out = arrc_array_new(f32 ? ARRC_FLOAT32 : ARRC_FLOAT64, a->ndim, ARRC_SHAPE(a), false, loc);
  for (int64_t i = 0; i < a->size; i++) {
    double x;
    arrc_rt_convert(ARRC_FLOAT64, &x, (arrc_dtype)a->dtype, arrc_rt_elem(a, i));
    if (!f32) {
      ((double *)(void *)out->data)[i] = arrc_views_sinc(x);
    } else if (numba) {
      ((float *)(void *)out->data)[i] = (float)arrc_views_sinc(x);
    } else {
      /* NumPy computes in float32: pi * where(x == 0, 1e-20, x), then sin(y) / y. */
      ((float *)(void *)out->data)[i] = arrc_views_sinc_f32((float)x);
    }
  }
  return out;
}

arrc_array *arrc_views_predicate(const arrc_array *a, int32_t kind, const arrc_loc *loc) {
  arrc_array *out = arrc_array_new(ARRC_BOOL, a->ndim, ARRC_SHAPE(a), false, loc);
  for (int64_t i = 0; i < a->size; i++) {
    const char *p = arrc_rt_elem(a, i);
    bool r;
    if (kind == ARRC_PRED_COMPLEX || kind == ARRC_PRED_REAL) {
      double im = 0;
      if (a->dtype == ARRC_COMPLEX128)
        memcpy(&im, p + 8, 8);
      else if (a->dtype == ARRC_COMPLEX64) {
        float f;
        memcpy(&f, p + 4, 4);
        im = f;
      }
      r = (im != 0) == (kind == ARRC_PRED_COMPLEX);
    } else {
      double x;
      arrc_rt_convert(ARRC_FLOAT64, &x, (arrc_dtype)a->dtype, p);
      r = isinf(x) && (signbit(x) != 0) == (kind == ARRC_PRED_NEGINF);
    }
    out->data[i] = (char)r;
  }
  return out;
}
