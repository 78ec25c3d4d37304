/* Lowerings of the distributions of np.random.default_rng's Generator
 * (issue 15, rng part): each is one call of runtime/generator_dist.c, a
 * draw or, with size=, a new array filled in order. */
#include "lower.h"
#include "rt_generator_dist.h"
#include "type_generator.h"

static const Instr *given_arg(const Instr *call, int k) {
  if (k < 0 || k >= nargs(call))
    return NULL;
  const Instr *a = arg_instr(call, k);
  return a->type->kind == TY_NONE ? NULL : a;
}

LLVMValueRef lower_generator_dist(Cg *cg, const Instr *call, BuiltinId id) {
  const GeneratorRow *row = generator_row(id);
  const Instr *dt = given_arg(call, row->dtype_pos);
  int dist = generator_dist_for(row, dt ? dt->type->elem : ty_float64, given_arg(call, row->method_pos));
  LLVMValueRef g = cg_value(cg, receiver(call));
  LLVMValueRef p[3];
  for (int k = 0; k < 3; k++) {
    const Instr *a = k < row->nparams ? given_arg(call, k) : NULL;
    p[k] = a ? cg_convert(cg, cg_value(cg, a), a->type, ty_float64)
             : LLVMConstReal(cg->f64, k < row->nparams ? row->defaults[k] : 0.0);
  }
  LLVMValueRef d = LLVMConstInt(cg->i32, (unsigned long long)dist, false);
  LLVMValueRef loc = cg_loc(cg, call->loc);
  const Type *t = call->type;
  if (t->kind != TY_ARRAY) {
    if (t == ty_int64)
      return cg_call_rt(cg, "arrc_generator_dist_i", cg->i64, 5, (LLVMValueRef[]){g, d, p[0], p[1], loc});
    return cg_call_rt(cg, "arrc_generator_dist", cg->f64, 6, (LLVMValueRef[]){g, d, p[0], p[1], p[2], loc});
  }
  LLVMValueRef dims[32];
  cg_shape_dims(cg, given_arg(call, row->size_pos), dims);
  LLVMValueRef out = cg_array_new(cg, t, dims, false, call->loc);
  cg_call_rt(cg, "arrc_generator_dist_fill", cg->void_, 7, (LLVMValueRef[]){g, out, d, p[0], p[1], p[2], loc});
  return out;
}
