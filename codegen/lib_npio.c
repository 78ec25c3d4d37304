/* The lowerings of NumPy's print options and text files (LANGUAGE.md
 * §6.7): np.set_printoptions, np.savetxt and np.loadtxt, calls of the
 * runtime (runtime/print.c, runtime/npio.c). */
#include "lower.h"

/* An option argument as the runtime takes it: the marker for None or an
 * argument not given, else the value converted to t. */
static LLVMValueRef option(Cg *cg, const Instr *call, int k, const Type *t) {
  if (k >= nargs(call) || arg_instr(call, k)->type->kind == TY_NONE) {
    if (t == ty_float64)
      return LLVMConstReal(cg->f64, (double)ARRC_PRINT_OPTION_UNCHANGED);
    return cg_i64(cg, ARRC_PRINT_OPTION_UNCHANGED);
  }
  return arg_as(cg, call, k, t);
}

LLVMValueRef lower_set_printoptions(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef args[6] = {option(cg, call, 0, ty_int64), option(cg, call, 1, ty_float64),
                          option(cg, call, 2, ty_int64), option(cg, call, 3, ty_int64),
                          option(cg, call, 4, ty_int64), cg_loc(cg, call->loc)};
  cg_call_rt(cg, "arrc_np_set_printoptions", cg->void_, 6, args);
  return NULL;
}
