/* Indexing beyond the views generated code makes itself (runtime/index.c):
 * subscripts that hold an integer or boolean array, a list, or `...`.
 * Generated code lays the subscript out as an array of arrc_index records,
 * one per entry as written, and the runtime follows NumPy's rules (host
 * code) or Numba's (jitted code, ARRC_INDEX_JIT). */
#ifndef ARRC_RT_INDEX_H
#define ARRC_RT_INDEX_H

#include "arrc_rt.h"

/* What one entry of a subscript is. */
enum {
  ARRC_IX_INT = 0,      /* a: the integer */
  ARRC_IX_SLICE = 1,    /* a, b, c: lo, hi, step; absent: ARRC_SLICE_NO_* */
  ARRC_IX_NEWAXIS = 2,  /* None / np.newaxis */
  ARRC_IX_ELLIPSIS = 3, /* ... */
  ARRC_IX_ARRAY = 4,    /* obj: an arrc_array of integers or bools */
  ARRC_IX_LIST = 5      /* obj: an arrc_list of numbers (b = 1) or of lists of them (b = 2);
                         * absent: the numbers' arrc_dtype */
};

/* Six 8-byte words, so that generated code fills it as an array of i64. */
typedef struct arrc_index {
  int64_t kind;
  int64_t a, b, c;
  int64_t absent;
  void *obj;
} arrc_index;

/* Flags: the rules of jitted code (Numba's): integers are basic indices,
 * a boolean mask may be shorter than its axis, messages are Numba's; and,
 * for arrc_index_set, the values are a temporary it releases. */
enum { ARRC_INDEX_JIT = 1, ARRC_INDEX_OWN_VALUES = 2 };

/* a[index]: a view when the subscript has no array (a[..., 0]), else a new
 * C-contiguous array (NumPy's advanced indexing). */
arrc_array *arrc_index_get(arrc_array *a, int32_t n, const arrc_index *ix, int32_t flags, const arrc_loc *loc);

/* a[index] = value: values an array (converted to a's dtype and broadcast
 * to the indexed shape) or NULL, then scalar points to one element of a's
 * dtype. */
void arrc_index_set(arrc_array *a, int32_t n, const arrc_index *ix, int32_t flags, const arrc_array *values,
                    const void *scalar, const arrc_loc *loc);

/* A list of numbers of the given dtype (as the list stores them) as a new
 * 1-D array: the values of a[idx] = [1, 2]. */
arrc_array *arrc_index_list_values(const arrc_list *l, int32_t dtype, const arrc_loc *loc);

/* The address of a.flat[i] (C order; negative counts from the end). */
char *arrc_flat_elem(arrc_array *a, int64_t i, int32_t flags, const arrc_loc *loc);

/* a.flat = values (repeated over a in C order) or, values NULL, the one
 * element of a's dtype at scalar. */
void arrc_flat_assign(arrc_array *a, const arrc_array *values, const void *scalar, const arrc_loc *loc);

#endif
