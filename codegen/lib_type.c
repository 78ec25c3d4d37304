/* type(x) and the text of classes and builtins as values (ir/infer_type.c
 * decides both when the program compiles). */
#include "infer_type.h"
#include "lower.h"

/* type(x): the class is the call's type, which holds no data; the
 * argument was computed already, for its effects. np.ndarray(...) is
 * refused by its typing rule and never reaches here. */
LLVMValueRef lower_type(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return LLVMConstNull(cg_type(cg, call->type));
}

bool cg_put_class_value(Cg *cg, LLVMValueRef text, const Type *t) {
  /* In jitted code Numba prints its own name of a number class (int64). */
  if (t->kind == TY_DTYPE && cg_in_jit(cg))
    return false;
  char buf[160];
  const char *s = class_value_text(t, buf, sizeof buf);
  if (!s)
    return false;
  cg_text_put_const(cg, text, s);
  return true;
}
