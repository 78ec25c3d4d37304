/* NumPy's elementwise math (LANGUAGE.md §6.5): the ufuncs np.sqrt ...
 * np.clip and np.where, on arrays (an elementwise loop, codegen/elementwise.c)
 * and on numbers (the scalar math of lib_math.c). */
#include <stdio.h>
#include <string.h>

#include "lower.h"

LLVMValueRef lower_ufunc(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  const Type *at = nargs(call) == 1 ? arg_instr(call, 0)->type : NULL;
  if (at && at->kind == TY_COMPLEX && cg_complex_ufunc_known(id))
    return cg_complex_ufunc(cg, id, cg_value(cg, arg_instr(call, 0)), at, t);
  if (id == BI_NP_ABS && t->kind != TY_ARRAY)
    return lower_abs(cg, call, id);
  if (id == BI_NP_WHERE && nargs(call) == 1)
    return lower_np_nonzero(cg, call, id);
  if (t->kind == TY_ARRAY && nargs(call) >= 1) {
    bool any_array = false;
    for (int j = 0; j < nargs(call); j++)
      any_array |= arg_instr(call, j)->type->kind == TY_ARRAY;
    if (any_array)
      return cg_elementwise(cg, call, id);
  }
  if ((id == BI_NP_MAXIMUM || id == BI_NP_MINIMUM) && type_is_number(t))
    return cg_numpy_maximum(cg, t, arg_as(cg, call, 0, t), arg_as(cg, call, 1, t), id == BI_NP_MAXIMUM);
  if (id == BI_NP_CLIP && type_is_number(t)) {
    /* np.clip of a number: the maximum with the lower bound, then the
     * minimum with the upper one; a bound of None leaves its side open. */
    LLVMValueRef v = arg_as(cg, call, 0, t);
    for (int k = 1; k < 3 && k < nargs(call); k++)
      if (arg_instr(call, k)->type->kind != TY_NONE)
        v = cg_numpy_maximum(cg, t, v, arg_as(cg, call, k, t), k == 1);
    return v;
  }
  if (type_is_number(t) && nargs(call) >= 1 && type_is_number(arg_instr(call, 0)->type))
    return lower_math(cg, call, id);
  cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
  return lower_failed(cg, call);
}
