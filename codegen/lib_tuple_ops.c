/* Tuple concatenation (t1 + t2, in host and jitted code) and repetition
 * (t * n with n known when compiling, host code only: ir/type_tuple_ops.c).
 * A tuple is a struct of its elements, so both are element moves decided
 * when compiling: element k of the result is element k of the first
 * operand, or k - n of the second for a concatenation, or k mod n of the
 * tuple repeated. */
#include "cg.h"
#include "lib_tuple_ops.h"

LLVMValueRef cg_tuple_binary(Cg *cg, const Instr *i, const Instr *x, const Instr *y) {
  const Type *t = i->type;
  bool concat = x->type->kind == TY_TUPLE && y->type->kind == TY_TUPLE;
  const Instr *src = concat || x->type->kind == TY_TUPLE ? x : y;
  LLVMValueRef first = cg_value(cg, src), second = concat ? cg_value(cg, y) : NULL;
  int n = src->type->n;
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, t));
  for (int k = 0; k < t->n; k++) {
    LLVMValueRef e = concat ? (k < n ? LLVMBuildExtractValue(cg->b, first, (unsigned)k, "")
                                     : LLVMBuildExtractValue(cg->b, second, (unsigned)(k - n), ""))
                            : LLVMBuildExtractValue(cg->b, first, (unsigned)(k % n), "");
    r = LLVMBuildInsertValue(cg->b, r, e, (unsigned)k, "");
  }
  /* A binary operator's result is a new value that owns its references
   * (emit.c's new_reference): each array, list or string it holds is
   * retained once more. An in-place one is retained by the emitter. */
  if (i->op == IR_BINARY)
    cg_refcount(cg, r, t, true);
  return r;
}
