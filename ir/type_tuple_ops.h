/* Tuple repetition (ir/type_tuple_ops.c, lowered by codegen/lib_tuple_ops.c). */
#ifndef ARRC_TYPE_TUPLE_OPS_H
#define ARRC_TYPE_TUPLE_OPS_H

#include "infer.h"

/* The type of t * n or n * t (i, an IR_BINARY or IR_INPLACE of op): a
 * tuple of the elements repeated, in host code, where n must be known
 * when compiling; an error in jitted code (Numba 0.56 has no such
 * operator); NULL when the operands are not a tuple and an integer. */
const Type *tuple_repeat_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);

#endif
