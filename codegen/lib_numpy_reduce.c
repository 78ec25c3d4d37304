/* NumPy's reductions and statistics (LANGUAGE.md §6.4): np.sum, prod,
 * min, max, mean, argmin, argmax, all, any, as functions and as array
 * methods, over the whole array or along an axis; and the running sums
 * and products np.cumsum and np.cumprod. */
#include <stdio.h>
#include <string.h>

#include "lower.h"
#include "type_stats.h"

/* The sum, mean or product of a complex array: the runtime computes it
 * in the array's precision into two doubles; a mean divides each part by
 * the count, as NumPy and Numba do. */
static LLVMValueRef complex_reduce(Cg *cg, const Instr *call, const Instr *a, LLVMValueRef v, ReduceOp op) {
  const Type *et = a->type->elem, *part = type_float(et->bits / 2);
  int32_t code = (op == REDUCE_PROD ? ARRC_REDUCE_PROD : ARRC_REDUCE_SUM) |
                 (op != REDUCE_PROD && !cg_in_jit(cg) ? ARRC_REDUCE_NUMPY_ORDER : 0);
  LLVMValueRef out = cg_alloca(cg, LLVMArrayType(cg->f64, 2), "csum");
  cg_call_rt(cg, "arrc_array_complex_reduce", cg->void_, 3,
             (LLVMValueRef[]){v, LLVMConstInt(cg->i32, (unsigned)code, false), out});
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, et));
  for (int k = 0; k < 2; k++) {
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg->f64, LLVMBuildGEP2(cg->b, cg->f64, out, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), "");
    x = cg_convert(cg, x, ty_float64, part);
    if (op == REDUCE_MEAN)
      x = LLVMBuildFDiv(cg->b, x, cg_convert(cg, cg_array_size(cg, v), ty_int64, part), "");
    r = LLVMBuildInsertValue(cg->b, r, x, (unsigned)k, "");
  }
  return cg_convert(cg, r, et, call->type);
}

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
     * in host code, one by one in jitted code (as Numba), whose iteration
     * follows the type's layout: memory order for a Fortran-order array. */
    int order_kind = !cg_in_jit(cg) ? ARRC_SUM_NUMPY : a->type->layout == 'F' ? ARRC_SUM_FORTRAN : ARRC_SUM_C;
    LLVMValueRef order = LLVMConstInt(cg->i32, (unsigned)order_kind, false);
    LLVMValueRef r = cg_call_rt(cg, "arrc_array_float_sum", cg->f64, 2, (LLVMValueRef[]){v, order});
    const Type *et = a->type->elem;
    r = cg_convert(cg, r, ty_float64, et);
    if (op == REDUCE_MEAN) {
      LLVMValueRef n = cg_convert(cg, cg_array_size(cg, v), ty_int64, et);
      r = LLVMBuildFDiv(cg->b, r, n, "");
    }
    return cg_convert(cg, r, et, t);
  }
  if (t->kind == TY_COMPLEX && a->type->elem->kind == TY_COMPLEX &&
      (op == REDUCE_SUM || op == REDUCE_MEAN || op == REDUCE_PROD))
    return complex_reduce(cg, call, a, v, op);
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
  if (reduce_has_options(nargs(call), recv != NULL, call->nkw))
    return lower_reduce_options(cg, call, id);
  if (recv && recv->type->kind == TY_ARRAY)
    return reduce(cg, call, recv, id);
  if (!recv && nargs(call) >= 1 && arg_instr(call, 0)->type->kind == TY_ARRAY && call->type &&
      (type_is_number(call->type) || call->type->kind == TY_ARRAY))
    return reduce(cg, call, arg_instr(call, 0), id);
  cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
  return lower_failed(cg, call);
}

/* ---- running sums and products ---------------------------------------- */

/* The element k of a C-contiguous array's data of element type t. */
static LLVMValueRef element_at(Cg *cg, const Type *t, LLVMValueRef data, LLVMValueRef k) {
  return LLVMBuildGEP2(cg->b, cg_type(cg, t), data, &k, 1, "");
}

/* Raises NumPy's error for an axis outside a's nd dimensions (as
 * ValueError: NumPy's AxisError is one) and returns the axis counted from
 * the first dimension. */
static LLVMValueRef checked_axis(Cg *cg, LLVMValueRef axis, int nd, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef k = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, axis, cg_i64(cg, 0), ""),
                                   LLVMBuildAdd(B, axis, cg_i64(cg, nd), ""), axis, "");
  LLVMValueRef bad = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntSLT, k, cg_i64(cg, 0), ""),
                                 LLVMBuildICmp(B, LLVMIntSGE, k, cg_i64(cg, nd), ""), "");
  LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "bad_axis");
  LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "axis_ok");
  LLVMBuildCondBr(B, bad, fail, ok);
  LLVMPositionBuilderAtEnd(B, fail);
  /* The message holds the axis as written, so it is made at run time. */
  char tail[80];
  snprintf(tail, sizeof tail, " is out of bounds for array of dimension %d", nd);
  LLVMValueRef text = cg_text_new(cg);
  cg_text_put_const(cg, text, "axis ");
  cg_call_rt(cg, "arrc_text_put_i64", cg->void_, 2, (LLVMValueRef[]){text, axis});
  cg_text_put_const(cg, text, tail);
  LLVMValueRef msg = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_raise_str", cg->void_, 4,
             (LLVMValueRef[]){LLVMConstInt(cg->i32, ARRC_AXIS_ERROR, false), cg_loc(cg, loc), cg_str_data(cg, msg),
                              cg_str_len(cg, msg)});
  LLVMBuildUnreachable(B);
  LLVMPositionBuilderAtEnd(B, ok);
  return k;
}

/* The running values of the flattened array data[0:n] of type t, in
 * place: Numba's loop in jitted code, which starts from 0 or 1 (so that a
 * running sum of -0.0 is 0.0 there), NumPy's accumulate in host code,
 * which keeps the first element as it is. */
static void accumulate_flat(Cg *cg, const Type *t, AstOp op, LLVMValueRef data, LLVMValueRef n, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef acc = cg_alloca(cg, cg_type(cg, t), "acc");
  LLVMBuildStore(B, cg_convert(cg, cg_i64(cg, op == OP_MUL), ty_int64, t), acc);
  Loop l = cg_loop_begin(cg, n);
  LLVMValueRef p = element_at(cg, t, data, l.i);
  LLVMValueRef x = LLVMBuildLoad2(B, cg_type(cg, t), p, "");
  LLVMValueRef v = cg_binary_op(cg, op, t, LLVMBuildLoad2(B, cg_type(cg, t), acc, ""), x, loc);
  if (!cg_in_jit(cg))
    v = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, l.i, cg_i64(cg, 0), ""), x, v, "");
  LLVMBuildStore(B, v, p);
  LLVMBuildStore(B, v, acc);
  cg_loop_end(cg, &l);
}

/* The running values along axis k of the C-contiguous array c (nd
 * dimensions, data of type t), in place, line by line as NumPy's
 * accumulate: each element after the first of its line becomes the one
 * before it op itself. The lines are the elements of the dimensions
 * before k (outer) and after it (inner). */
static void accumulate_axis(Cg *cg, const Type *t, AstOp op, LLVMValueRef c, int nd, LLVMValueRef k, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef outer = cg_i64(cg, 1), inner = cg_i64(cg, 1), len = cg_i64(cg, 1);
  for (int d = 0; d < nd; d++) {
    LLVMValueRef dim = cg_array_dim(cg, c, d), kd = cg_i64(cg, d);
    LLVMValueRef one = cg_i64(cg, 1);
    outer = LLVMBuildMul(B, outer, LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, kd, k, ""), dim, one, ""), "");
    inner = LLVMBuildMul(B, inner, LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSGT, kd, k, ""), dim, one, ""), "");
    len = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, kd, k, ""), dim, len, "");
  }
  LLVMValueRef data = cg_array_data(cg, c);
  LLVMTypeRef et = cg_type(cg, t);
  /* An empty line has no first element: nothing to do. */
  LLVMValueRef steps = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSGT, len, cg_i64(cg, 0), ""),
                                       LLVMBuildSub(B, len, cg_i64(cg, 1), ""), cg_i64(cg, 0), "");
  Loop lo = cg_loop_begin(cg, outer);
  Loop lj = cg_loop_begin(cg, steps);
  LLVMValueRef row = LLVMBuildMul(B, LLVMBuildAdd(B, LLVMBuildMul(B, lo.i, len, ""),
                                                  LLVMBuildAdd(B, lj.i, cg_i64(cg, 1), ""), ""), inner, "");
  Loop li = cg_loop_begin(cg, inner);
  LLVMValueRef at = LLVMBuildAdd(B, row, li.i, "");
  LLVMValueRef p = element_at(cg, t, data, at);
  LLVMValueRef prev = element_at(cg, t, data, LLVMBuildSub(B, at, inner, ""));
  LLVMValueRef v = cg_binary_op(cg, op, t, LLVMBuildLoad2(B, et, prev, ""), LLVMBuildLoad2(B, et, p, ""), loc);
  LLVMBuildStore(B, v, p);
  cg_loop_end(cg, &li);
  cg_loop_end(cg, &lj);
  cg_loop_end(cg, &lo);
}

/* np.cumsum(a) and np.cumprod(a), with axis= in host code, and the
 * methods a.cumsum(), a.cumprod(): a C-contiguous copy of a in the
 * result's dtype (the runtime's astype, which walks any layout in C
 * order), whose elements become the running values in place; without an
 * axis the copy is then seen as one dimension. */
LLVMValueRef lower_cumulative(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = receiver(call);
  const Instr *a = recv ? recv : arg_instr(call, 0);
  int axispos = recv ? 0 : 1;
  const Instr *axis = nargs(call) > axispos ? arg_instr(call, axispos) : NULL;
  if (axis && axis->type->kind == TY_NONE)
    axis = NULL;
  AstOp op = id == BI_NP_CUMPROD || id == BI_ARRAY_CUMPROD ? OP_MUL : OP_ADD;
  const Type *t = call->type->elem;
  int nd = a->type->ndim;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  /* The axis is checked before anything is allocated. */
  LLVMValueRef k = axis ? checked_axis(cg, cg_convert(cg, cg_value(cg, axis), axis->type, ty_int64), nd, call->loc)
                        : NULL;
  LLVMValueRef c = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                              (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t), false),
                                               loc});
  /* NumPy warns of a float overflow or an invalid value "in accumulate". */
  bool warn = cg_host_warnings(cg) && (t->kind == TY_FLOAT || t->kind == TY_COMPLEX);
  if (warn)
    cg_fp_clear(cg);
  if (k)
    accumulate_axis(cg, t, op, c, nd, k, call->loc);
  else
    accumulate_flat(cg, t, op, cg_array_data(cg, c), cg_array_size(cg, c), call->loc);
  if (warn)
    cg_fp_warn(cg, call->loc, NULL, "accumulate", "accumulate");
  if (k || nd == 1)
    return c;
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 1), "shape");
  LLVMBuildStore(cg->b, cg_array_size(cg, c), shape);
  LLVMValueRef flat = cg_call_rt(cg, "arrc_array_reshape", cg->ptr, 4,
                                 (LLVMValueRef[]){c, LLVMConstInt(cg->i32, 1, false), shape, loc});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &c);
  return flat;
}
