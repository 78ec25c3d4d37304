/* Numbers of different kinds meeting where Python keeps each one's type
 * (ir/type_mixed_numbers.c): the checks that make these compile-time
 * errors in host code rather than silent differences. Each returns NULL
 * when all is well, else ty_error after reporting. */
#ifndef ARRC_TYPE_MIXED_NUMBERS_H
#define ARRC_TYPE_MIXED_NUMBERS_H

#include "infer.h"

/* A list display whose elements unified to elem though some are of
 * another kind ([1, 2.5]), in host code. */
const Type *mixed_list_display_check(Infer *I, const Instr *display, const Type *elem);
/* What jitted code does with a number of a wider kind stored into a
 * container (Numba 0.56): converts it (lst[i] = 2.5 into a list of ints
 * truncates), retypes the list from it (an append), or refuses it (a
 * dict's item). */
typedef enum { JIT_CONVERTS, JIT_RETYPES, JIT_REFUSES } JitStore;
/* Storing a number of type value into container, whose elements (a
 * dict's values) are of type elem; what: "cannot append", "cannot
 * insert", "cannot store". */
const Type *mixed_store_check(Infer *I, SrcLoc loc, const Type *value, const Type *container, const Type *elem,
                              const char *what, JitStore jit);
/* A dict or set display whose keys, values or elements (operands first,
 * first + stride, ...; what: "dict values") unified to elem though some
 * are of another kind, in host code. */
const Type *mixed_dict_set_display_check(Infer *I, const Instr *display, int first, int stride, const Type *elem,
                                         const char *what);
/* max() or min() (name) of numbers of different kinds, with result type
 * result, in host code. */
const Type *mixed_minmax_check(Infer *I, SrcLoc loc, const char *name, int n, const Type *const *types,
                               const Type *result);

#endif
