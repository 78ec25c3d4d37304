/* NumPy's joining, splitting and shape functions (runtime/shapes.c), and
 * the matrix creators (runtime/shapes_make.c): np.concatenate and the stack
 * family, np.split and np.array_split, transposes, broadcasting, np.eye,
 * np.diag, np.tri and its relatives, np.vander, np.repeat, np.delete, and
 * linspace's and logspace's full forms. Generated code calls these with
 * the element kind of the result decided at compile time; messages are
 * NumPy 1.24's word for word. */
#ifndef ARRC_RT_SHAPES_H
#define ARRC_RT_SHAPES_H

#include "arrc_rt.h"

/* The way arrays are joined by arrc_shapes_join. */
enum {
  ARRC_JOIN_CONCATENATE, /* along axis (NumPy's axis=None: flatten is set) */
  ARRC_JOIN_STACK,       /* along a new axis */
  ARRC_JOIN_VSTACK,
  ARRC_JOIN_HSTACK,
  ARRC_JOIN_DSTACK,
  ARRC_JOIN_COLUMN_STACK
};

/* Joins the n arrays of arrs as `how` says, into a new array of dtype;
 * flatten: concatenate's axis=None (every array raveled first).
 *
 * Here and below, jit asks for the messages of Numba's jitted versions,
 * where they differ from NumPy's ("np.concatenate(): axis out of
 * bounds"). */
arrc_array *arrc_shapes_join(int32_t how, int64_t n, arrc_array *const *arrs, int64_t axis, int32_t flatten,
                             int32_t dtype, int32_t jit, const arrc_loc *loc);

/* np.split (equal: the sections must divide the axis) and np.array_split:
 * into sections parts when nidx < 0, else at the nidx indices idx; a list
 * of views. */
arrc_list *arrc_shapes_split(arrc_array *a, int64_t sections, const int64_t *idx, int64_t nidx, int64_t axis,
                             int32_t equal, int32_t jit, const arrc_loc *loc);

/* The view with the axes of a permuted: axes[k] is the source axis of the
 * view's axis k; naxes 0 reverses them (np.transpose(a)). */
arrc_array *arrc_shapes_transpose(arrc_array *a, int64_t naxes, const int64_t *axes, int32_t jit, const arrc_loc *loc);
arrc_array *arrc_shapes_swapaxes(arrc_array *a, int64_t a1, int64_t a2, int32_t jit, const arrc_loc *loc);
/* np.expand_dims with naxes axes of the result, and np.atleast_Nd (n 1, 2
 * or 3): views. */
arrc_array *arrc_shapes_expand_dims(arrc_array *a, int64_t naxes, const int64_t *axes, int32_t jit,
                                    const arrc_loc *loc);
arrc_array *arrc_shapes_atleast(arrc_array *a, int32_t n, const arrc_loc *loc);

/* np.broadcast_to(a, shape): a read-only view in NumPy, a view here. */
arrc_array *arrc_shapes_broadcast_to(arrc_array *a, int32_t ndim, const int64_t *shape, int32_t jit,
                                     const arrc_loc *loc);
/* The broadcast shape of n shapes (ndims[k] entries at shapes[k]) into
 * out, of ndim entries (the largest of ndims). */
void arrc_shapes_broadcast_shape(int64_t n, const int32_t *ndims, const int64_t *const *shapes, int32_t ndim,
                                 int64_t *out, int32_t jit, const arrc_loc *loc);
/* np.broadcast_arrays: a list of views of the n arrays, all of one shape. */
arrc_list *arrc_shapes_broadcast_arrays(int64_t n, arrc_array *const *arrs, int32_t jit, const arrc_loc *loc);

/* np.repeat of the flattened a (axis < 0 with none set) or along axis:
 * nrep counts at reps (one count repeats every element). */
arrc_array *arrc_shapes_repeat(arrc_array *a, int64_t nrep, const int64_t *reps, int64_t axis, int32_t has_axis,
                               int32_t jit, const arrc_loc *loc);
/* np.delete(a, obj, axis): the nidx indices idx, or when nidx < 0 the
 * slice start:stop:step (absent bits as arrc's slices: 1 start, 2 stop,
 * 4 step); flags: ARRC_DELETE_AXIS when axis is given, ARRC_DELETE_ONE
 * when obj is one integer (its message names the axis), ARRC_DELETE_JIT
 * for Numba's behaviour. */
enum { ARRC_DELETE_AXIS = 1, ARRC_DELETE_ONE = 2, ARRC_DELETE_JIT = 4 };
arrc_array *arrc_shapes_delete(arrc_array *a, int64_t nidx, const int64_t *idx, int64_t start, int64_t stop,
                               int64_t step, int32_t absent, int64_t axis, int32_t flags, const arrc_loc *loc);
/* np.asarray_chkfinite's check: NumPy's ValueError when a holds an
 * infinity or a NaN. */
void arrc_shapes_chkfinite(const arrc_array *a, const arrc_loc *loc);
/* np.asfortranarray: a copy with Fortran-order strides. */
arrc_array *arrc_shapes_fortran(const arrc_array *a, const arrc_loc *loc);

/* ---- matrices (shapes_make.c) ----------------------------------------- */

/* np.eye(n, m, k) of dtype. */
arrc_array *arrc_shapes_eye(int64_t n, int64_t m, int64_t k, int32_t dtype, const arrc_loc *loc);
/* np.diag(v, k): a square matrix of a 1-D v, the diagonal of a 2-D one. */
arrc_array *arrc_shapes_diag(arrc_array *v, int64_t k, const arrc_loc *loc);
/* np.tri(n, m, k) of dtype. */
arrc_array *arrc_shapes_tri(int64_t n, int64_t m, int64_t k, int32_t dtype, const arrc_loc *loc);
/* np.tril(a, k) (upper 0) and np.triu(a, k) (upper 1). */
arrc_array *arrc_shapes_trilu(arrc_array *a, int64_t k, int32_t upper, const arrc_loc *loc);
/* np.tril_indices(n, k, m) (upper 0) and np.triu_indices: the row and the
 * column indices, written to rows and cols. */
void arrc_shapes_trilu_indices(int64_t n, int64_t k, int64_t m, int32_t upper, arrc_array **rows, arrc_array **cols,
                               const arrc_loc *loc);
/* np.vander(x, n, increasing) of dtype; n < 0: len(x). */
arrc_array *arrc_shapes_vander(arrc_array *x, int64_t n, int32_t increasing, int32_t dtype, const arrc_loc *loc);
/* np.fill_diagonal(a, val, wrap), val an array (a number as a one-element one). */
void arrc_shapes_fill_diagonal(arrc_array *a, arrc_array *val, int32_t wrap, const arrc_loc *loc);
/* np.linspace(start, stop, num, endpoint) as float64, its step into *step
 * (floor: rounded down, as NumPy does before converting to an integer
 * dtype); np.logspace's exponents are the same numbers. */
arrc_array *arrc_shapes_linspace(double start, double stop, int64_t num, int32_t endpoint, int32_t floor,
                                 double *step, const arrc_loc *loc);
/* np.logspace(start, stop, num, endpoint, base) as float64. */
arrc_array *arrc_shapes_logspace(double start, double stop, int64_t num, int32_t endpoint, double base,
                                 const arrc_loc *loc);
/* A new 1-D array of dtype dst from n elements of dtype src at p (a
 * list's elements, a tuple's or a scalar stored by generated code). */
arrc_array *arrc_shapes_from_memory(const void *p, int64_t n, int32_t src, int32_t dst, const arrc_loc *loc);
/* A new 2-D array of dtype dst from a list of lists of elements of dtype
 * src, all of one length (NumPy makes no object arrays here). */
arrc_array *arrc_shapes_from_rows(const arrc_list *rows, int32_t src, int32_t dst, const arrc_loc *loc);
/* np.cross(a, b) of 3-vectors (1-D arrays of 3, or rows of 2-D (n, 3)
 * arrays, broadcast), as an array of dtype. */
arrc_array *arrc_np_cross(const arrc_array *a, const arrc_array *b, int32_t dtype, const arrc_loc *loc);

#endif
