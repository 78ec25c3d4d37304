/* Lowerings of the distributions of np.random.default_rng's Generator
 * (issue 15, rng part): each is one call of runtime/generator_dist.c, a
 * draw or, with size=, a new array filled in order. */
#include "lib_random.h"
#include "lower.h"
#include "rt_generator_dist.h"
#include "type_generator.h"

static const Instr *given_arg(const Instr *call, int k) {
  if (k < 0 || k >= nargs(call))
    return NULL;
  const Instr *a = arg_instr(call, k);
  return a->type->kind == TY_NONE ? NULL : a;
}

/* Parameters given as arrays: the runtime broadcasts them (against size=
 * when given, passed as a block of its dimensions) and makes the array. */
static LLVMValueRef lower_with_arrays(Cg *cg, const Instr *call, const GeneratorRow *row, LLVMValueRef g,
                                      LLVMValueRef dist, const LLVMValueRef *arrays, const LLVMValueRef *p,
                                      LLVMValueRef loc) {
  const Instr *size = given_arg(call, row->size_pos);
  LLVMValueRef block = LLVMConstNull(cg->ptr);
  int nd = -1;
  if (size) {
    LLVMValueRef dims[32];
    nd = cg_shape_dims(cg, size, dims);
    block = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(nd ? nd : 1)), "size");
    for (int k = 0; k < nd; k++)
      LLVMBuildStore(cg->b, dims[k], LLVMBuildGEP2(cg->b, cg->i64, block, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  LLVMValueRef args[11] = {g, dist, arrays[0], arrays[1], arrays[2], p[0], p[1], p[2],
                           LLVMConstInt(cg->i32, (unsigned long long)nd, true), block, loc};
  return cg_call_rt(cg, "arrc_generator_dist_arrays", cg->ptr, 11, args);
}

LLVMValueRef lower_generator_dist(Cg *cg, const Instr *call, BuiltinId id) {
  const GeneratorRow *row = generator_row(id);
  const Instr *dt = given_arg(call, row->dtype_pos);
  int dist = generator_dist_for(row, dt ? dt->type->elem : ty_float64, given_arg(call, row->method_pos));
  LLVMValueRef g = cg_value(cg, receiver(call));
  LLVMValueRef p[3], arrays[3];
  bool any_array = false;
  for (int k = 0; k < 3; k++) {
    const Instr *a = k < row->nparams ? given_arg(call, k) : NULL;
    arrays[k] = LLVMConstNull(cg->ptr);
    if (a && a->type->kind == TY_ARRAY) {
      arrays[k] = cg_value(cg, a);
      p[k] = LLVMConstReal(cg->f64, 0.0);
      any_array = true;
      continue;
    }
    p[k] = a ? cg_convert(cg, cg_value(cg, a), a->type, ty_float64)
             : LLVMConstReal(cg->f64, k < row->nparams ? row->defaults[k] : 0.0);
  }
  LLVMValueRef d = LLVMConstInt(cg->i32, (unsigned long long)dist, false);
  LLVMValueRef loc = cg_loc(cg, call->loc);
  const Type *t = call->type;
  if (any_array)
    return lower_with_arrays(cg, call, row, g, d, arrays, p, loc);
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

/* multinomial(n, pvals, size): pvals a list or a 1-D array. */
LLVMValueRef lower_generator_multinomial(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef g = cg_value(cg, receiver(call));
  const Instr *n = arg_instr(call, 0);
  LLVMValueRef shape;
  int nd = random_shape_block(cg, given_arg(call, 2), &shape);
  LLVMValueRef temp, pvals = random_array_arg(cg, arg_instr(call, 1), ty_float64, &temp);
  LLVMValueRef r = cg_call_rt(cg, "arrc_generator_multinomial", cg->ptr, 6,
                              (LLVMValueRef[]){g, cg_convert(cg, cg_value(cg, n), n->type, ty_int64), pvals,
                                               LLVMConstInt(cg->i32, (unsigned long long)nd, true), shape,
                                               cg_loc(cg, call->loc)});
  random_release_temp(cg, temp, ty_float64);
  return r;
}
