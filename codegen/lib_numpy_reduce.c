/* NumPy's reductions and statistics (LANGUAGE.md §6.4): np.sum, prod,
 * min, max, mean, argmin, argmax, all, any, as functions and as array
 * methods, over the whole array or along an axis. */
#include <stdio.h>
#include <string.h>

#include "lower.h"

/* Reductions of a whole array: the runtime walks any layout. */
static LLVMValueRef reduce(Cg *cg, const Instr *call, const Instr *a, BuiltinId id) {
  ReduceOp op = builtin_reduction(id);
  if (a->op == IR_MAP && ptrmap_get(&cg->virtuals, a))
    return cg_map_sum(cg, a, call->type);
  /* axis= comes after the array (inference made it positional); None is
   * the whole array. */
  int axispos = receiver(call) ? 0 : 1;
  const Instr *axis = nargs(call) == axispos + 1 ? arg_instr(call, axispos) : NULL;
  if (axis && axis->type->kind == TY_NONE)
    axis = NULL;
  if (axis && call->type->kind == TY_ARRAY)
    return cg_reduce_axis(cg, call, a, axis, (int)op);
  if (axis || call->nkw || a->type->kind != TY_ARRAY) {
    cg_unsupported(cg, call->loc, "%s() with these arguments is not supported by the code generator yet",
                   builtin_short_name(id));
    return LLVMGetUndef(cg_type(cg, call->type));
  }
  const Type *t = call->type;
  LLVMValueRef v = cg_value(cg, a);
  char name[64];
  LLVMValueRef opcode = LLVMConstInt(cg->i32, (unsigned)op, false);
  if (t->kind == TY_BOOL || type_is_int(t)) {
    snprintf(name, sizeof name, "arrc_array_reduce_i64");
    LLVMValueRef r = cg_call_rt(cg, name, cg->i64, 3, (LLVMValueRef[]){v, opcode, cg_loc(cg, call->loc)});
    return cg_convert(cg, r, ty_int64, t);
  }
  if (type_is_float(t) && type_is_float(a->type->elem) && (op == REDUCE_SUM || op == REDUCE_MEAN)) {
    /* Float sums in the array's own type and order: NumPy's pairwise order
     * in host code, one by one in jitted code (as Numba). */
    LLVMValueRef order = LLVMConstInt(cg->i32, !cg_in_jit(cg), false);
    LLVMValueRef r = cg_call_rt(cg, "arrc_array_float_sum", cg->f64, 2, (LLVMValueRef[]){v, order});
    const Type *et = a->type->elem;
    r = cg_convert(cg, r, ty_float64, et);
    if (op == REDUCE_MEAN) {
      LLVMValueRef n = cg_convert(cg, cg_array_size(cg, v), ty_int64, et);
      r = LLVMBuildFDiv(cg->b, r, n, "");
    }
    return cg_convert(cg, r, et, t);
  }
  if (type_is_float(t)) {
    LLVMValueRef r = cg_call_rt(cg, "arrc_array_reduce_f64", cg->f64, 3, (LLVMValueRef[]){v, opcode, cg_loc(cg, call->loc)});
    return cg_convert(cg, r, ty_float64, t);
  }
  cg_unsupported(cg, call->loc, "%s() of %s is not supported by the code generator yet", builtin_short_name(id),
                 a->type->name);
  return LLVMGetUndef(cg_type(cg, t));
}


/* np.sum(a) and the other reductions as functions, and as methods
 * (a.sum()). */
LLVMValueRef lower_reduce(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = receiver(call);
  if (recv && recv->type->kind == TY_ARRAY)
    return reduce(cg, call, recv, id);
  if (!recv && nargs(call) >= 1 && arg_instr(call, 0)->type->kind == TY_ARRAY && call->type &&
      (type_is_number(call->type) || call->type->kind == TY_ARRAY))
    return reduce(cg, call, arg_instr(call, 0), id);
  cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
  return lower_failed(cg, call);
}
