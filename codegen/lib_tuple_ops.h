/* Tuple concatenation and repetition (codegen/lib_tuple_ops.c). */
#ifndef ARRC_LIB_TUPLE_OPS_H
#define ARRC_LIB_TUPLE_OPS_H

#include "cg.h"

/* x + y of two tuples, or x * y of a tuple and an integer known when
 * compiling, as i (an IR_BINARY or IR_INPLACE) types it. */
LLVMValueRef cg_tuple_binary(Cg *cg, const Instr *i, const Instr *x, const Instr *y);

#endif
