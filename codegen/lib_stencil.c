/* The lowerings of the helpers that the code written for a @stencil calls
 * (ir/stencil.c, typed by ir/type_stencil.c): the output array, zeros of
 * the kernel's result type, and the check of cval, which leaves nothing to
 * run. */
#include "lower.h"

LLVMValueRef lower_stencil_empty(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef dims[TYPE_MAX_NDIM];
  cg_shape_dims(cg, arg_instr(call, 0), dims);
  return cg_array_new(cg, call->type, dims, true, call->loc);
}

LLVMValueRef lower_stencil_cval(Cg *cg, const Instr *call, BuiltinId id) {
  (void)cg, (void)call, (void)id;
  return NULL;
}
