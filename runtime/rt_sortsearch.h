/* Sorting, searching and counting of arrays (runtime/sortsearch.c): what
 * codegen/lib_sortsearch.c calls for np.sort, argsort, searchsorted,
 * unique, nonzero, bincount, digitize, histogram and their kin. */
#ifndef ARRC_RT_SORTSEARCH_H
#define ARRC_RT_SORTSEARCH_H

#include "rt_core.h"

/* The kinds of sort: NumPy's (host code) and Numba's (jitted code). Or'ed
 * with ARRC_SORT_FLAT: sort the array flattened (axis=None). */
enum {
  ARRC_SORT_QUICK = 0,   /* NumPy's default introsort */
  ARRC_SORT_STABLE = 1,  /* 'mergesort' and 'stable' */
  ARRC_SORT_HEAP = 2,    /* NumPy's heapsort */
  ARRC_SORT_NB_QUICK = 3,/* Numba's quicksort */
  ARRC_SORT_NB_MERGE = 4,/* Numba's mergesort */
  ARRC_SELECT_NPY = 5,   /* np.partition: NumPy's introselect */
  ARRC_SELECT_NB = 6,    /* np.partition: Numba's selection */
  ARRC_SORT_KIND_MASK = 0xff,
  ARRC_SORT_FLAT = 0x100,
};

/* A sorted C-ordered copy of a along axis (negative counts from the end;
 * NumPy's AxisError outside), or of a flattened. */
arrc_array *arrc_sort_copy(const arrc_array *a, int64_t axis, int32_t flags, const arrc_loc *loc);
/* a.sort(): a sorted in place along axis. */
void arrc_sort_inplace(arrc_array *a, int64_t axis, int32_t flags, const arrc_loc *loc);
/* The int64 indices that sort a along axis (or flattened). */
arrc_array *arrc_argsort(const arrc_array *a, int64_t axis, int32_t flags, const arrc_loc *loc);

/* np.partition(a, kth) along the last axis: NumPy's introselect in host
 * code, Numba's selection in jitted code. */
arrc_array *arrc_partition(const arrc_array *a, int64_t kth, bool jit, const arrc_loc *loc);

/* np.searchsorted(a, v, side): the int64 positions (shape of v) in the
 * 1-D a, both compared as dtype. */
arrc_array *arrc_searchsorted(const arrc_array *a, const arrc_array *v, int32_t dtype, bool right,
                              const arrc_loc *loc);
/* np.digitize(x, bins, right). */
arrc_array *arrc_digitize(const arrc_array *x, const arrc_array *bins, bool right, bool jit,
                          const arrc_loc *loc);

/* What np.unique returns besides the values. */
enum { ARRC_UNIQUE_INDEX = 1, ARRC_UNIQUE_INVERSE = 2, ARRC_UNIQUE_COUNTS = 4, ARRC_UNIQUE_JIT = 8 };
/* np.unique(a): the sorted distinct values of a flattened; out[0..2] get
 * the index, inverse and counts arrays asked for by flags. */
arrc_array *arrc_unique(const arrc_array *a, int32_t flags, arrc_array **out, const arrc_loc *loc);
/* np.intersect1d(a, b): the sorted values in both. */
arrc_array *arrc_intersect1d(const arrc_array *a, const arrc_array *b, const arrc_loc *loc);

/* np.nonzero(a): out[0..ndim) get one int64 index array per dimension (a
 * 0-d array counts as 1-D). */
void arrc_nonzero(const arrc_array *a, arrc_array **out, const arrc_loc *loc);
/* np.argwhere(a): the (count, ndim) int64 indices of the nonzero elements. */
arrc_array *arrc_argwhere(const arrc_array *a, const arrc_loc *loc);
/* np.flatnonzero(a): the flat C-order indices of the nonzero elements. */
arrc_array *arrc_flatnonzero(const arrc_array *a, const arrc_loc *loc);
/* np.count_nonzero(a) and along an axis (int64 counts). */
int64_t arrc_count_nonzero(const arrc_array *a);
arrc_array *arrc_count_nonzero_axis(const arrc_array *a, int64_t axis, const arrc_loc *loc);
/* np.extract(condition, arr). */
arrc_array *arrc_extract(const arrc_array *cond, const arrc_array *arr, bool jit, const arrc_loc *loc);
/* x in a: whether some element of a equals x (given as a 1-element array
 * of the comparison's dtype). */
bool arrc_array_contains(const arrc_array *a, const arrc_array *x);

/* np.bincount(x, weights, minlength): weights may be NULL. */
arrc_array *arrc_bincount(const arrc_array *x, const arrc_array *weights, int64_t minlength, bool jit,
                          const arrc_loc *loc);
/* np.histogram(a, bins, range): with an int number of bins (edges NULL)
 * or an array of edges. out_edges gets the edges. has_range: lo and hi
 * were given. density: NumPy's density=True (float64 result). */
arrc_array *arrc_histogram(const arrc_array *a, int64_t nbins, const arrc_array *edges, bool has_range,
                           double lo, double hi, bool density, bool jit, arrc_array **out_edges,
                           const arrc_loc *loc);

#endif
