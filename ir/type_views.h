/* The typing rules of NumPy's reordering views, small array methods and
 * attributes, window functions and elementwise predicates (the rows of
 * ir/builtins.def marked "views"), in ir/type_views.c. ir/builtins.c
 * includes this header before its tables, which name the rules. */
#ifndef ARRC_TYPE_VIEWS_H
#define ARRC_TYPE_VIEWS_H

#include "infer.h"

/* np.flip, np.fliplr, np.flipud. */
const Type *t_views_flip(CallInfo *c);
const Type *t_views_rot90(CallInfo *c);
const Type *t_views_roll(CallInfo *c);
/* np.take and a.take. */
const Type *t_views_take(CallInfo *c);
const Type *t_views_take_along_axis(CallInfo *c);
const Type *t_views_select(CallInfo *c);
const Type *t_views_as_strided(CallInfo *c);
/* a.fill, a.item, a.itemset, a.view, a.conj, a.conjugate. */
const Type *t_views_method(CallInfo *c);
/* np.bartlett, blackman, hamming, hanning, kaiser. */
const Type *t_views_window(CallInfo *c);
const Type *t_views_sinc(CallInfo *c);
/* np.iscomplex, isreal, iscomplexobj, isrealobj, isneginf, isposinf. */
const Type *t_views_predicate(CallInfo *c);

/* The array attributes strides, itemsize, nbytes and flags: their type, or
 * NULL when attr is not one of them. */
const Type *views_attribute_type(Infer *I, const Instr *at, const Type *array, const char *attr);
/* The class of the flags object (host code: NumPy's flags; jitted code:
 * Numba's, with the three contiguity attributes alone). */
struct NamedTupleClass;
extern const struct NamedTupleClass views_flags_class, views_jit_flags_class;

#endif
