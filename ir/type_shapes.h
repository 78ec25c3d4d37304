/* The typing rules of NumPy's creation, joining, splitting and shape
 * functions (ir/type_shapes.c); the rows that name them are the "shapes"
 * block of ir/builtins.def. */
#ifndef ARRC_TYPE_SHAPES_H
#define ARRC_TYPE_SHAPES_H

#include "infer.h"

/* A dtype given as a string, in NumPy's spellings: names ("float32"),
 * array-protocol codes with an optional byte-order mark ("f8", "<i4",
 * "=u2", "|b1") and one-character codes ("d", "f", "i", "l", "?");
 * NULL for a string that is none of those. */
const Type *shapes_dtype_from_string(const char *s);
/* Python's int, float, bool or complex given as a dtype: NumPy's type for
 * it (int64, float64, bool, complex128); NULL for any other type. */
const Type *shapes_dtype_of_class(const Type *t);
/* Whether the call's dtype= (or its positional argument k) is a string. */
bool shapes_dtype_is_string(CallInfo *c, int k);

const Type *t_shapes_join(CallInfo *c);
const Type *t_shapes_split(CallInfo *c);
const Type *t_shapes_eye(CallInfo *c);
const Type *t_shapes_diag(CallInfo *c);
const Type *t_shapes_trilu(CallInfo *c);
const Type *t_shapes_trilu_indices(CallInfo *c);
const Type *t_shapes_vander(CallInfo *c);
const Type *t_shapes_fill_diagonal(CallInfo *c);
const Type *t_shapes_repeat(CallInfo *c);
const Type *t_shapes_reshape(CallInfo *c);
const Type *t_shapes_ravel(CallInfo *c);
const Type *t_shapes_transpose(CallInfo *c);
const Type *t_shapes_swapaxes(CallInfo *c);
const Type *t_shapes_expand_dims(CallInfo *c);
const Type *t_shapes_atleast(CallInfo *c);
const Type *t_shapes_append(CallInfo *c);
const Type *t_shapes_delete(CallInfo *c);
const Type *t_shapes_broadcast_to(CallInfo *c);
const Type *t_shapes_broadcast_arrays(CallInfo *c);
const Type *t_shapes_broadcast_shapes(CallInfo *c);
const Type *t_shapes_asarray(CallInfo *c);
const Type *t_shapes_shape(CallInfo *c);
const Type *t_shapes_isscalar(CallInfo *c);
const Type *t_shapes_linspace(CallInfo *c);
const Type *t_shapes_logspace(CallInfo *c);

#endif
