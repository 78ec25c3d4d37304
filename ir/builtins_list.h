/* The typing rules of list methods and of the builtins that consume
 * iterables (sorted, reversed, any, all, list), ir/builtins_list.c; the
 * rows that name them are in ir/builtins.def. */
#ifndef ARRC_BUILTINS_LIST_H
#define ARRC_BUILTINS_LIST_H

#include "infer.h"

const Type *t_list_append(CallInfo *c);
const Type *t_list_pop(CallInfo *c);
const Type *t_list_extend(CallInfo *c);
const Type *t_list_insert(CallInfo *c);
const Type *t_list_search(CallInfo *c);
const Type *t_list_sort(CallInfo *c);
const Type *t_list_in_place(CallInfo *c);
const Type *t_list_copy(CallInfo *c);
const Type *t_sorted(CallInfo *c);
const Type *t_any_all(CallInfo *c);
const Type *t_list_of(CallInfo *c);
const Type *t_typed_container(CallInfo *c);
const Type *t_list_delitem(CallInfo *c);
const Type *t_map_filter(CallInfo *c);
const Type *t_isinstance(CallInfo *c);
const Type *t_tuple(CallInfo *c);
const Type *t_next(CallInfo *c);

/* isinstance(v, cls) decided from the types, as arrc's values have one
 * static type: 1 or 0, or -1 when cls is not a class arrc can test
 * (int, float, complex, bool, list, tuple, or a tuple of them).
 * numpy_scalar: in host code, v is a NumPy scalar (an int64 array's
 * element is numpy.int64, which is not an int; numpy.float64 is a float). */
int isinstance_of(const Type *v, const Type *cls, bool host, bool numpy_scalar);
/* Whether isinstance(v, cls) in host code depends on v being a NumPy
 * scalar: v is an int64 or a bool and cls names int or bool. */
bool isinstance_needs_origin(const Type *v, const Type *cls);

/* Whether values of type t have the order Python's < gives them and the
 * runtime's order tables describe: numbers other than complex, strings,
 * and tuples and lists of those. */
bool type_is_orderable(const Type *t);

#endif
