/* The typing rules of NumPy's sorting, searching and counting functions
 * (ir/type_sortsearch.c): np.sort, argsort, partition, searchsorted,
 * digitize, unique, intersect1d, nonzero, argwhere, flatnonzero,
 * count_nonzero, extract, bincount, histogram and the array methods among
 * them. ir/builtins.c includes this header before its tables. */
#ifndef ARRC_TYPE_SORTSEARCH_H
#define ARRC_TYPE_SORTSEARCH_H

#include "infer.h"

const Type *t_np_sort(CallInfo *c);
const Type *t_np_partition(CallInfo *c);
const Type *t_np_searchsorted(CallInfo *c);
const Type *t_np_digitize(CallInfo *c);
const Type *t_np_unique(CallInfo *c);
const Type *t_np_intersect1d(CallInfo *c);
const Type *t_np_nonzero(CallInfo *c);
const Type *t_np_count_nonzero(CallInfo *c);
const Type *t_np_extract(CallInfo *c);
const Type *t_np_bincount(CallInfo *c);
const Type *t_np_histogram(CallInfo *c);
const Type *t_array_contains(CallInfo *c);

/* The sort kind a constant kind= names (ARRC_SORT_* of
 * runtime/rt_sortsearch.h), or -1 when it names none; NULL is the
 * default. jit: the kinds of Numba's jitted code. */
int sortsearch_kind(const Instr *kind, bool jit);

#endif
