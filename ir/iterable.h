/* What every iterable of arrc yields when a builtin or method walks it
 * (sum, min, max, set, str.join, list.extend, set.update, enumerate, zip,
 * dict of pairs), ir/iterable.c. The code generator walks them all the
 * same way (codegen/array.c, cg_iter_make), so a consumer needs only the
 * element type to accept any of them. */
#ifndef ARRC_ITERABLE_H
#define ARRC_ITERABLE_H

#include "types.h"

/* The type of the elements that iterating over t gives: a list's, set's
 * or iterator's elements, a dict's keys, a range's ints, a string's
 * characters, a file's lines, a 1-D array's elements or an N-D array's
 * rows, a tuple's elements when they share one type. NULL when t is not
 * iterable or its element type is not known yet (an empty list). */
const Type *type_iterable_elem(const Type *t);

/* Whether a consumer that has a fast path for t (a list, an array or a
 * range, read by index) should walk it directly rather than through the
 * generic iteration. */
bool type_is_indexed_iterable(const Type *t);

#endif
