/* Value helpers for generated code (values.c). */
#ifndef ARRC_RT_VALUES_H
#define ARRC_RT_VALUES_H

#include "arrc_rt.h"

/* Python's slice.indices for a dimension of len elements: returns the
 * slice's length and stores its first index in *start. absent, an or of
 * ARRC_SLICE_NO_* (arrc_abi.h), says which bounds were not written. A zero step is a
 * ValueError. */
int64_t arrc_slice_indices(int64_t len, int64_t lo, int64_t hi, int64_t step, int32_t absent, int64_t *start,
                           const arrc_loc *loc);
/* lst[lo:hi:step]: a new list (absent as for arrc_slice_indices). */
arrc_list *arrc_list_slice(const arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent,
                           const arrc_loc *loc);
/* len(range(start, stop, step)). */
int64_t arrc_range_len(int64_t start, int64_t stop, int64_t step);

/* Whole-array reductions, any layout; the code generator passes the op,
 * an ARRC_REDUCE_* of arrc_abi.h. */
double arrc_array_reduce_f64(const arrc_array *a, int32_t op, const arrc_loc *loc);
/* bool(a), `if a:`, `not a` (NumPy's rule): the truth of a's one element;
 * False when a is empty; a ValueError when it has more than one. */
bool arrc_array_truth(const arrc_array *a, const arrc_loc *loc);
int64_t arrc_array_reduce_i64(const arrc_array *a, int32_t op, const arrc_loc *loc);

/* The shape n arrays broadcast to, in nd dimensions (NumPy's rule); a
 * ValueError listing the shapes when they do not. */
void arrc_broadcast_shape(int32_t n, const arrc_array *const *arrays, int32_t nd, int64_t *shape,
                          const arrc_loc *loc);
/* For an in-place operation or out=: checks that the n inputs broadcast to
 * out's shape (NumPy's "non-broadcastable output operand" otherwise) and
 * stores that shape. */
void arrc_broadcast_into(const arrc_array *out, int32_t n, const arrc_array *const *arrays, int64_t *shape,
                         const arrc_loc *loc);
/* The byte strides that walk a over the broadcast shape (0 along
 * dimensions a repeats). */
void arrc_broadcast_strides(const arrc_array *a, int32_t nd, const int64_t *shape, int64_t *strides);
/* a.sum(axis=k) and the other reductions along one axis: a new array of
 * out_dtype; op may have ARRC_REDUCE_NUMPY_ORDER set. */
arrc_array *arrc_array_reduce_axis(const arrc_array *a, int32_t op, int64_t axis, arrc_dtype out_dtype,
                                   const arrc_loc *loc);
/* a @ b, np.dot(a, b) for 1-D and 2-D arrays of the same dtype. */
arrc_array *arrc_matmul(const arrc_array *a, const arrc_array *b, const arrc_loc *loc);

/* The sum of a float32 or float64 array in its own type: pairwise as NumPy
 * adds (numpy_order) or one by one as Numba's jitted code does. */
double arrc_array_float_sum(const arrc_array *a, int32_t order);
/* NumPy's pairwise sum of n contiguous float64 or float32 numbers (one
 * buffer of its reductions; loops_utils.h's pairwise_sum). */
double arrc_pairwise_f64(const double *p, int64_t n);
float arrc_pairwise_f32(const float *p, int64_t n);
/* The sum (op ARRC_REDUCE_SUM, with ARRC_REDUCE_NUMPY_ORDER for NumPy's
 * pairwise order) or product (ARRC_REDUCE_PROD) of a complex array, as
 * out[0] + out[1]j. */
void arrc_array_complex_reduce(const arrc_array *a, int32_t op, double *out);

/* src, or a copy of it when its elements share memory with dst's (an
 * in-place operation reading a view of its own target, as NumPy copies);
 * a new reference either way. */
arrc_array *arrc_array_unaliased(arrc_array *src, const arrc_array *dst, const arrc_loc *loc);

/* Whether a cuda-target ufunc runs on the GPU: one is in use, and the
 * arrays are C-contiguous with the result's shape. */
int8_t arrc_gpu_map_fits(const arrc_array *result, int32_t n, const arrc_array *const *arrays, const arrc_loc *loc);

/* Whether the bytes the elements of a and b occupy are disjoint (an empty
 * array overlaps nothing): a function whose outer loops are vectorized
 * checks its arrays with this first (codegen/outer_loops.c). */
int8_t arrc_arrays_disjoint(const arrc_array *a, const arrc_array *b);

/* Reference counting for generated code: both accept NULL (a value not
 * made yet). kind is an arrc_elem_kind. */
void arrc_retain(void *obj);
void arrc_release(void *obj, int32_t kind);

/* a, b = seq of a list or an array with len items for n targets: a
 * ValueError unless len is n, with Python's message or (Numba's) none. */
void arrc_unpack_check(int64_t len, int64_t n, bool python_message, const arrc_loc *loc);

#endif
