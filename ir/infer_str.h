/* The typing of str (infer_str.c): the rules of the "str.*" rows and of
 * the builtins str, repr, ord, chr, hex, oct, bin (ir/builtins.def), and
 * the operators on strings, which infer_ops.c and infer.c ask first. */
#ifndef ARRC_INFER_STR_H
#define ARRC_INFER_STR_H

#include "infer.h"

const Type *str_method_type(CallInfo *c);
const Type *str_conversion_type(CallInfo *c);
const Type *str_repr_type(CallInfo *c);
const Type *str_ord_type(CallInfo *c);
const Type *str_chr_type(CallInfo *c);
const Type *str_int_base_type(CallInfo *c);
const Type *str_int_with_base_type(CallInfo *c);

/* The type of a op b, a compare and x[i] where strings are involved, or
 * NULL when the operation is not one on strings (the caller goes on). */
const Type *str_binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);
const Type *str_compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);
const Type *str_getitem_type(Infer *I, const Instr *i, const Type *idx);

#endif
