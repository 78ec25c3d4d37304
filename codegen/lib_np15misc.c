/* Lowerings of issue 15's last pieces: the array method a.clip, lowered as
 * the call np.clip(a, min, max) it stands for (a missing bound is None,
 * an open side). */
#include "lower.h"

LLVMValueRef lower_array_clip(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  static Instr none_bound = {.op = IR_CONST_NONE};
  none_bound.type = ty_none;
  Instr *ops[4] = {call->ops.v[0], (Instr *)receiver(call), &none_bound, &none_bound};
  for (int k = 0; k < nargs(call) && k < 2; k++)
    ops[2 + k] = (Instr *)arg_instr(call, k);
  Instr as_function = *call;
  as_function.ops = (InstrList){.v = ops, .len = 4, .cap = 4};
  as_function.nkw = 0;
  as_function.kwnames = NULL;
  return lower_ufunc(cg, &as_function, BI_NP_CLIP);
}
