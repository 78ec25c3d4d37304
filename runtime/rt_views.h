/* NumPy's reordering views, small array methods and window functions
 * (runtime/views.c): np.flip, fliplr, flipud, rot90, roll, take,
 * take_along_axis, select, as_strided; a.view, a.flags, a.item, a.itemset,
 * a.conj; bartlett, blackman, hamming, hanning, kaiser and sinc. Every
 * function takes any dtype: arrays carry theirs, and elements move as bytes
 * or through the runtime's conversion. Views share the memory of the array
 * they come from, as NumPy's do; the others return new C-ordered arrays. */
#ifndef ARRC_RT_VIEWS_H
#define ARRC_RT_VIEWS_H

#include "arrc_rt.h"

/* np.flip(a) (all true: every axis) or np.flip(a, axis); a bad axis is
 * NumPy's AxisError. */
arrc_array *arrc_views_flip(arrc_array *a, int64_t axis, bool all, const arrc_loc *loc);
/* np.fliplr(a) (lr true) and np.flipud(a): ValueError below 2 and 1
 * dimensions. */
arrc_array *arrc_views_flip_side(arrc_array *a, bool lr, const arrc_loc *loc);
/* np.rot90(a, k, axes=(ax0, ax1)): a view, NumPy's ValueErrors for bad axes. */
arrc_array *arrc_views_rot90(arrc_array *a, int64_t k, int64_t ax0, int64_t ax1, const arrc_loc *loc);
/* np.roll(a, shift) (has_axis false: over the flattened array) or along axis. */
arrc_array *arrc_views_roll(const arrc_array *a, int64_t shift, int64_t axis, bool has_axis,
                            const arrc_loc *loc);
/* How an index out of range is reported: NumPy's message (host code) or
 * Numba's "Index out of bounds" (jitted code). */
enum { ARRC_VIEWS_NUMPY = 0, ARRC_VIEWS_NUMBA = 1 };
/* The address of np.take(a, i): the element at flat index i (negative
 * counts from the end). */
char *arrc_views_take_elem(const arrc_array *a, int64_t i, int32_t style, const arrc_loc *loc);
/* np.take(a, ind) (has_axis false: flat indices) or np.take(a, ind, axis);
 * ind holds integers of any dtype. ind NULL with scalar_index: one integer
 * index along the axis, which removes that axis. */
arrc_array *arrc_views_take(const arrc_array *a, const arrc_array *ind, int64_t scalar_index, int64_t axis,
                            bool has_axis, int32_t style, const arrc_loc *loc);
/* A list of integers of dtype as an array (np.take's indices). */
arrc_array *arrc_views_index_list(const arrc_list *l, arrc_dtype dtype, const arrc_loc *loc);
/* np.take_along_axis(a, ind, axis) (has_axis false: axis=None). */
arrc_array *arrc_views_take_along_axis(const arrc_array *a, const arrc_array *ind, int64_t axis, bool has_axis,
                                       const arrc_loc *loc);
/* np.select(conds, choices, default): n conditions and nchoices choices
 * (ValueError when they differ); the
 * default is one element of the result's dtype at dflt. jit_shape: shape
 * the result as choices[0] (Numba) rather than broadcasting every operand
 * (NumPy). */
arrc_array *arrc_views_select(int64_t n, arrc_array *const *conds, int64_t nchoices, arrc_array *const *choices,
                              arrc_dtype dtype, const void *dflt, bool jit_shape, const arrc_loc *loc);
/* np.lib.stride_tricks.as_strided(a, shape, strides): no checks, as NumPy. */
arrc_array *arrc_views_as_strided(arrc_array *a, int32_t ndim, const int64_t *shape, const int64_t *strides);
/* a.view(dtype): the same bytes as another dtype (NumPy's checks and messages). */
arrc_array *arrc_views_view(arrc_array *a, arrc_dtype dtype, const arrc_loc *loc);
/* The same in jitted code: then Numba's _change_dtype, which fails with
 * "new type not compatible with array" where Numba's layout is A. */
arrc_array *arrc_views_view_jit(arrc_array *a, arrc_dtype dtype, const arrc_loc *loc);
/* a.flags as bits: */
enum {
  ARRC_FLAG_C_CONTIGUOUS = 1,
  ARRC_FLAG_F_CONTIGUOUS = 2,
  ARRC_FLAG_OWNDATA = 4,
  ARRC_FLAG_WRITEABLE = 8,
  ARRC_FLAG_ALIGNED = 16,
};
/* numba: the contiguity as Numba's jitted code computes it (ones and zeros
 * in dimensions count differently from NumPy's rule). */
int32_t arrc_views_flags(const arrc_array *a, bool numba);
/* The address of a.item(...) or of a.itemset's element: n == 0 for the
 * one element of a size-1 array, else n indices (one: a flat index).
 * set: itemset's messages; numba: Numba's. */
char *arrc_views_item(const arrc_array *a, int32_t n, const int64_t *index, bool set, bool numba,
                      const arrc_loc *loc);
/* a.fill(v): item holds one element of a's dtype. */
void arrc_views_fill(arrc_array *a, const void *item);
/* a.conj() and a.conjugate(): a copy, imaginary parts negated. */
arrc_array *arrc_views_conj(const arrc_array *a, const arrc_loc *loc);
/* Window functions. */
enum { ARRC_WINDOW_BARTLETT, ARRC_WINDOW_BLACKMAN, ARRC_WINDOW_HAMMING, ARRC_WINDOW_HANNING, ARRC_WINDOW_KAISER };
arrc_array *arrc_views_window(int32_t kind, int64_t m, double beta, const arrc_loc *loc);
/* np.sinc of one float64, and of an array (float32 stays float32; other
 * dtypes give float64). numba: float32 elements are computed in float64
 * and rounded, as Numba's loop does. */
double arrc_views_sinc(double x);
float arrc_views_sinc_f32(float x);
arrc_array *arrc_views_sinc_array(const arrc_array *a, bool numba, const arrc_loc *loc);
/* np.isposinf, isneginf, iscomplex, isreal of an array: a new bool array. */
enum { ARRC_PRED_POSINF, ARRC_PRED_NEGINF, ARRC_PRED_COMPLEX, ARRC_PRED_REAL };
arrc_array *arrc_views_predicate(const arrc_array *a, int32_t kind, const arrc_loc *loc);

#endif
