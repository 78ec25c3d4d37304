/* np.array of lists nested three or four deep (np.array([[[1, 2], [3, 4]],
 * [[5, 6], [7, 8]]])): the shape is read from the first list at each
 * level, every list is checked against it (NumPy refuses ragged lists:
 * its object arrays are not in arrc), and the innermost lists, whose
 * numbers lie side by side as in an array, are copied in C order. The
 * numbers then take the result's dtype (np.array(..., dtype=) or the
 * promoted one) in one conversion. np.array of one or two levels is
 * generated inline (codegen/lib_numpy_create.c). */
#include <string.h>

#include "rt_core.h"
#include "rt_nested_lists.h"

enum { MAX_LEVELS = 4 };

static const arrc_list *item(const arrc_list *l, int64_t k) { return ((const arrc_list *const *)l->data)[k]; }

/* NumPy 1.24's message, with the dimensions found up to the ragged one. */
_Noreturn static void ragged(const int64_t *shape, int32_t level, const arrc_loc *loc) {
  char dims[ARRC_SHAPE_STR_MAX];
  arrc_raise(ARRC_VALUE_ERROR, loc,
             "setting an array element with a sequence. The requested array has an inhomogeneous shape after %d "
             "dimensions. The detected shape was %s + inhomogeneous part.",
             (int)level, arrc_rt_tuple_str(dims, sizeof dims, level, shape));
}

/* Checks that list l at level (0: the outermost) has the lengths of shape
 * all the way down, and copies its numbers to *at. */
static void copy_level(const arrc_list *l, int32_t level, int32_t ndim, const int64_t *shape, char **at,
                       const arrc_loc *loc) {
  if (l->len != shape[level])
    ragged(shape, level, loc);
  if (level == ndim - 1) {
    size_t n = (size_t)(l->len * l->itemsize);
    if (n)
      memcpy(*at, l->data, n);
    *at += n;
    return;
  }
  for (int64_t k = 0; k < l->len; k++)
    copy_level(item(l, k), level + 1, ndim, shape, at, loc);
}

arrc_array *arrc_np_array_nested_lists(const arrc_list *l, int32_t ndim, int32_t leaf, int32_t out,
                                       const arrc_loc *loc) {
  int64_t shape[MAX_LEVELS] = {0};
  const arrc_list *first = l;
  for (int32_t level = 0; level < ndim && level < MAX_LEVELS; level++) {
    shape[level] = first->len;
    if (first->len == 0)
      break; /* the dimensions below an empty list are 0 */
    if (level < ndim - 1)
      first = item(first, 0);
  }
  arrc_array *a = arrc_array_new((arrc_dtype)leaf, ndim, shape, false, loc);
  char *at = a->data;
  if (shape[0] > 0)
    copy_level(l, 0, ndim, shape, &at, loc);
  if (leaf == out)
    return a;
  arrc_array *converted = arrc_array_astype(a, (arrc_dtype)out, loc);
  arrc_array_decref(a);
  return converted;
}
