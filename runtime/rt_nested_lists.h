/* np.array of lists nested three or four deep (runtime/nested_lists.c). */
#ifndef ARRC_RT_NESTED_LISTS_H
#define ARRC_RT_NESTED_LISTS_H

#include <stdint.h>

#include "arrc_rt.h"

/* A new array of dtype out from list l of lists nested ndim deep (3 or 4),
 * whose innermost lists hold numbers of dtype leaf by value; NumPy's
 * ValueError when the lists are ragged. */
arrc_array *arrc_np_array_nested_lists(const arrc_list *l, int32_t ndim, int32_t leaf, int32_t out,
                                       const arrc_loc *loc);

#endif
