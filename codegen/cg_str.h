/* Strings in the code generator (lib_str.c): what emit.c, operators.c,
 * array.c and lib_python.c hand over to it. */
#ifndef ARRC_CG_STR_H
#define ARRC_CG_STR_H

#include "cg.h"

/* len(s): the code points of string s. */
LLVMValueRef cg_str_chars(Cg *cg, LLVMValueRef s);
/* x + y and x * y where one is a string (inference allowed the pair). */
LLVMValueRef cg_str_binary(Cg *cg, const Instr *i, const Instr *x, const Instr *y);
/* x op y for strings, and x in y where y is a string. */
LLVMValueRef cg_str_compare(Cg *cg, const Instr *i, const Instr *x, const Instr *y);
/* o[ix]: a character or a slice. */
LLVMValueRef cg_str_getitem(Cg *cg, const Instr *i, const Instr *o, const Instr *ix);
/* for ch in s: pos (in pos_slot) is a byte offset into s. */
LLVMValueRef cg_str_iter_valid(Cg *cg, LLVMValueRef s, LLVMValueRef pos);
LLVMValueRef cg_str_iter_next(Cg *cg, LLVMValueRef s, LLVMValueRef pos_slot);
/* int(s, base). */
LLVMValueRef cg_str_to_int_base(Cg *cg, const Instr *call);

#endif
