/* The methods of NumPy's ufunc objects in host code (typed by
 * ir/type_ufuncs.c): np.add.reduce(a, axis), np.add.accumulate(a),
 * np.multiply.outer(a, b) and np.add.at(a, indices, b). The reductions
 * that np.sum, np.prod, np.max, np.min, np.any and np.all compute go to
 * the same runtime functions (NumPy's pairwise float sums included); the
 * other ufuncs run their element (cg_map_step, as in an elementwise loop)
 * in a loop here. */
#include <stdio.h>

#include "lower.h"
#include "type_ufuncs.h"

/* The ufunc whose method is called: np.add of np.add.reduce(...). */
static BuiltinId called_ufunc(const Instr *call) {
  const Instr *r = receiver(call);
  return r && r->type->kind == TY_BUILTIN ? (BuiltinId)r->type->id : BI_NONE;
}

static int elem_size(const Type *t) { return t->kind == TY_BOOL ? 1 : t->bits / 8; }

/* The address of element k of contiguous data of element type t. */
static LLVMValueRef elem_ptr(Cg *cg, const Type *t, LLVMValueRef data, LLVMValueRef k) {
  LLVMValueRef off = LLVMBuildMul(cg->b, k, cg_i64(cg, elem_size(t)), "");
  return LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, "");
}

static void store_elem(Cg *cg, const Type *t, LLVMValueRef v, LLVMValueRef p) {
  if (t->kind == TY_BOOL)
    v = LLVMBuildZExt(cg->b, v, cg->i8, "");
  LLVMBuildStore(cg->b, v, p);
}

/* f(x, y) as one element of f's loop, with result type rt. */
static LLVMValueRef apply2(Cg *cg, BuiltinId f, const Type *rt, LLVMValueRef x, const Type *xt, LLVMValueRef y,
                           const Type *yt, SrcLoc loc) {
  MapStep st = {0};
  st.op = IR_CALL;
  st.fn = f;
  st.type = rt;
  st.loc = loc;
  st.nargs = 2;
  st.args[0] = 0;
  st.args[1] = 1;
  unsigned saved = cg->map_scalars;
  cg->map_scalars = 0;
  LLVMValueRef r = cg_map_step(cg, &st, (LLVMValueRef[]){x, y}, (const Type *[]){xt, yt});
  cg->map_scalars = saved;
  return r;
}

/* A C-contiguous copy of array value v of type t. */
static LLVMValueRef contiguous(Cg *cg, LLVMValueRef v, SrcLoc loc) {
  return cg_call_rt(cg, "arrc_array_copy", cg->ptr, 2, (LLVMValueRef[]){v, cg_loc(cg, loc)});
}

static void release(Cg *cg, LLVMValueRef a) { cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a); }

/* The value of a reduction of an empty array by a ufunc with an identity,
 * else NULL (NumPy raises). */
static LLVMValueRef identity(Cg *cg, BuiltinId f, const Type *t) {
  switch (f) {
  case BI_NP_BITWISE_OR: case BI_NP_BITWISE_XOR: case BI_NP_LOGICAL_XOR:
    return LLVMConstNull(cg_type(cg, t));
  case BI_NP_BITWISE_AND:
    return LLVMConstAllOnes(cg_type(cg, t));
  default:
    return NULL;
  }
}

/* reduce of a ufunc the runtime's reductions know. */
static LLVMValueRef known_reduce(Cg *cg, const Instr *call, ReduceOp op, LLVMValueRef a, const Type *at) {
  const Type *t = call->type;
  const Instr *axis = nargs(call) > 1 ? arg_instr(call, 1) : NULL;
  if (axis && axis->type->kind == TY_NONE)
    axis = NULL;
  LLVMValueRef opcode = LLVMConstInt(cg->i32, (unsigned)op, false);
  if (t->kind == TY_ARRAY) {
    unsigned mode = (unsigned)op | ARRC_REDUCE_NUMPY_ORDER;
    LLVMValueRef k = axis ? cg_convert(cg, cg_value(cg, axis), axis->type, ty_int64) : cg_i64(cg, 0);
    return cg_call_rt(cg, "arrc_array_reduce_axis", cg->ptr, 5,
                      (LLVMValueRef[]){a, LLVMConstInt(cg->i32, mode, false), k,
                                       LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                                       cg_loc(cg, call->loc)});
  }
  if (t->kind == TY_BOOL || type_is_int(t))
    return cg_convert(cg, cg_call_rt(cg, "arrc_array_reduce_i64", cg->i64, 3, (LLVMValueRef[]){a, opcode, cg_loc(cg, call->loc)}),
                      ty_int64, t);
  if (type_is_float(t) && op == REDUCE_SUM) {
    LLVMValueRef r = cg_call_rt(cg, "arrc_array_float_sum", cg->f64, 2, (LLVMValueRef[]){a, LLVMConstInt(cg->i32, ARRC_SUM_NUMPY, false)});
    return cg_convert(cg, cg_convert(cg, r, ty_float64, at->elem), at->elem, t);
  }
  if (type_is_float(t))
    return cg_convert(cg, cg_call_rt(cg, "arrc_array_reduce_f64", cg->f64, 3, (LLVMValueRef[]){a, opcode, cg_loc(cg, call->loc)}),
                      ty_float64, t);
  cg_unsupported(cg, call->loc, "reduce() of %s is not supported by the code generator yet", at->name);
  return LLVMGetUndef(cg_type(cg, t));
}

/* reduce of any other binary ufunc over the flattened array: the first
 * element, then f(acc, x) for each next one. */
static LLVMValueRef generic_reduce(Cg *cg, const Instr *call, BuiltinId f, LLVMValueRef a, const Type *at) {
  LLVMBuilderRef B = cg->b;
  const Type *t = call->type, *e = at->elem;
  LLVMValueRef c = contiguous(cg, a, call->loc), data = cg_array_data(cg, c), n = cg_array_size(cg, c);
  LLVMValueRef acc = cg_alloca(cg, cg_type(cg, t), "acc");
  LLVMValueRef empty = LLVMBuildICmp(B, LLVMIntEQ, n, cg_i64(cg, 0), "");
  LLVMValueRef id = identity(cg, f, t);
  if (id) {
    LLVMBuildStore(B, id, acc);
  } else {
    char msg[120];
    snprintf(msg, sizeof msg, "zero-size array to reduction operation %s which has no identity", builtin_short_name(f));
    cg_raise_if(cg, empty, ARRC_VALUE_ERROR, msg, call->loc);
  }
  LLVMBasicBlockRef some = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "reduce"),
                    done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "reduced");
  LLVMBuildCondBr(B, empty, done, some);
  LLVMPositionBuilderAtEnd(B, some);
  LLVMBuildStore(B, cg_convert(cg, cg_load_elem(cg, e, data), e, t), acc);
  Loop l = cg_loop_begin(cg, LLVMBuildSub(B, n, cg_i64(cg, 1), ""));
  LLVMValueRef x = cg_load_elem(cg, e, elem_ptr(cg, e, data, LLVMBuildAdd(B, l.i, cg_i64(cg, 1), "")));
  LLVMBuildStore(B, apply2(cg, f, t, LLVMBuildLoad2(B, cg_type(cg, t), acc, ""), t, x, e, call->loc), acc);
  cg_loop_end(cg, &l);
  LLVMBuildBr(B, done);
  LLVMPositionBuilderAtEnd(B, done);
  release(cg, c);
  return LLVMBuildLoad2(B, cg_type(cg, t), acc, "");
}

/* accumulate: a copy of the array in the result's dtype, each element
 * replaced by f(previous result, element). */
static LLVMValueRef accumulate(Cg *cg, const Instr *call, BuiltinId f, LLVMValueRef a, const Type *at) {
  LLVMBuilderRef B = cg->b;
  const Type *t = call->type->elem;
  LLVMValueRef c = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                              (LLVMValueRef[]){a, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t), false), cg_loc(cg, call->loc)});
  (void)at;
  LLVMValueRef data = cg_array_data(cg, c), n = cg_array_size(cg, c);
  LLVMValueRef has = LLVMBuildICmp(B, LLVMIntSGT, n, cg_i64(cg, 1), "");
  LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "accumulate"),
                    done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "accumulated");
  LLVMBuildCondBr(B, has, run, done);
  LLVMPositionBuilderAtEnd(B, run);
  Loop l = cg_loop_begin(cg, LLVMBuildSub(B, n, cg_i64(cg, 1), ""));
  LLVMValueRef prev = cg_load_elem(cg, t, elem_ptr(cg, t, data, l.i));
  LLVMValueRef p = elem_ptr(cg, t, data, LLVMBuildAdd(B, l.i, cg_i64(cg, 1), ""));
  store_elem(cg, t, apply2(cg, f, t, prev, t, cg_load_elem(cg, t, p), t, call->loc), p);
  cg_loop_end(cg, &l);
  LLVMBuildBr(B, done);
  LLVMPositionBuilderAtEnd(B, done);
  return c;
}

/* outer: result[i..., j...] = f(a[i...], b[j...]) over C-contiguous
 * copies, the result's shape a.shape + b.shape. */
static LLVMValueRef outer(Cg *cg, const Instr *call, BuiltinId f) {
  LLVMBuilderRef B = cg->b;
  const Instr *ai = arg_instr(call, 0), *bi = arg_instr(call, 1);
  const Type *t = call->type;
  const Type *at = type_strip_optional(ai->type), *bt = type_strip_optional(bi->type);
  const Type *ea = at->kind == TY_ARRAY ? at->elem : at, *eb = bt->kind == TY_ARRAY ? bt->elem : bt;
  LLVMValueRef av = cg_convert(cg, cg_value(cg, ai), ai->type, at), bv = cg_convert(cg, cg_value(cg, bi), bi->type, bt);
  if (t->kind != TY_ARRAY)
    return apply2(cg, f, t, av, ea, bv, eb, call->loc);
  LLVMValueRef dims[8];
  int nd = 0;
  LLVMValueRef ca = NULL, cb = NULL, na = cg_i64(cg, 1), nb = cg_i64(cg, 1);
  if (at->kind == TY_ARRAY) {
    ca = contiguous(cg, av, call->loc);
    for (int k = 0; k < at->ndim; k++)
      dims[nd++] = cg_array_dim(cg, ca, k);
    na = cg_array_size(cg, ca);
  }
  if (bt->kind == TY_ARRAY) {
    cb = contiguous(cg, bv, call->loc);
    for (int k = 0; k < bt->ndim; k++)
      dims[nd++] = cg_array_dim(cg, cb, k);
    nb = cg_array_size(cg, cb);
  }
  LLVMValueRef r = cg_array_new(cg, t, dims, false, call->loc), out = cg_array_data(cg, r);
  Loop li = cg_loop_begin(cg, na);
  LLVMValueRef x = ca ? cg_load_elem(cg, ea, elem_ptr(cg, ea, cg_array_data(cg, ca), li.i)) : av;
  Loop lj = cg_loop_begin(cg, nb);
  LLVMValueRef y = cb ? cg_load_elem(cg, eb, elem_ptr(cg, eb, cg_array_data(cg, cb), lj.i)) : bv;
  LLVMValueRef k = LLVMBuildAdd(B, LLVMBuildMul(B, li.i, nb, ""), lj.i, "");
  store_elem(cg, t->elem, apply2(cg, f, t->elem, x, ea, y, eb, call->loc), elem_ptr(cg, t->elem, out, k));
  cg_loop_end(cg, &lj);
  cg_loop_end(cg, &li);
  if (ca)
    release(cg, ca);
  if (cb)
    release(cg, cb);
  return r;
}

/* at: a[i] = f(a[i], b) for each index, unbuffered (a repeated index
 * applies f again), in place. */
static void at(Cg *cg, const Instr *call, BuiltinId f) {
  LLVMBuilderRef B = cg->b;
  const Instr *ai = arg_instr(call, 0), *ii = arg_instr(call, 1), *bi = arg_instr(call, 2);
  const Type *at = type_strip_optional(ai->type), *it = type_strip_optional(ii->type);
  const Type *bt = type_strip_optional(bi->type), *e = at->elem;
  LLVMValueRef a = cg_convert(cg, cg_value(cg, ai), ai->type, at);
  LLVMValueRef iv = cg_convert(cg, cg_value(cg, ii), ii->type, it), bv = cg_convert(cg, cg_value(cg, bi), bi->type, bt);
  LLVMValueRef ci = NULL, cb = NULL, n = cg_i64(cg, 1);
  if (it->kind == TY_ARRAY) {
    ci = contiguous(cg, iv, call->loc);
    n = cg_array_size(cg, ci);
  }
  if (bt->kind == TY_ARRAY) {
    cb = contiguous(cg, bv, call->loc);
    LLVMValueRef m = cg_array_size(cg, cb);
    LLVMValueRef bad = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntNE, m, n, ""),
                                    LLVMBuildICmp(B, LLVMIntNE, m, cg_i64(cg, 1), ""), "");
    cg_raise_if(cg, bad, ARRC_VALUE_ERROR, "shape mismatch: value array could not be broadcast to indexing result",
                call->loc);
  }
  LLVMValueRef len = cg_array_dim(cg, a, 0), stride = cg_array_stride(cg, a, 1, 0), data = cg_array_data(cg, a);
  Loop l = cg_loop_begin(cg, n);
  const Type *ie = it->kind == TY_ARRAY ? it->elem : it;
  LLVMValueRef i = ci ? cg_load_elem(cg, ie, elem_ptr(cg, ie, cg_array_data(cg, ci), l.i)) : iv;
  i = cg_convert(cg, i, ie, ty_int64);
  LLVMValueRef wrapped = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, i, cg_i64(cg, 0), ""), LLVMBuildAdd(B, i, len, ""), i, "");
  LLVMValueRef oob = LLVMBuildICmp(B, LLVMIntUGE, wrapped, len, "");
  LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "at_oob"),
                    ok = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "at_ok");
  LLVMBuildCondBr(B, oob, fail, ok);
  LLVMPositionBuilderAtEnd(B, fail);
  LLVMValueRef text = cg_text_new(cg);
  cg_text_put_const(cg, text, "index ");
  cg_call_rt(cg, "arrc_text_put_i64", cg->void_, 2, (LLVMValueRef[]){text, i});
  cg_text_put_const(cg, text, " is out of bounds for axis 0 with size ");
  cg_call_rt(cg, "arrc_text_put_i64", cg->void_, 2, (LLVMValueRef[]){text, len});
  LLVMValueRef msg = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_raise_str", cg->void_, 4,
             (LLVMValueRef[]){LLVMConstInt(cg->i32, ARRC_INDEX_ERROR, false), cg_loc(cg, call->loc), cg_str_data(cg, msg),
                              cg_str_len(cg, msg)});
  LLVMBuildUnreachable(B);
  LLVMPositionBuilderAtEnd(B, ok);
  const Type *be = bt->kind == TY_ARRAY ? bt->elem : bt;
  LLVMValueRef v = bv;
  if (cb) {
    LLVMValueRef one = LLVMBuildICmp(B, LLVMIntEQ, cg_array_size(cg, cb), cg_i64(cg, 1), "");
    LLVMValueRef k = LLVMBuildSelect(B, one, cg_i64(cg, 0), l.i, "");
    v = cg_load_elem(cg, be, elem_ptr(cg, be, cg_array_data(cg, cb), k));
  }
  LLVMValueRef off = LLVMBuildMul(B, wrapped, stride, "");
  LLVMValueRef p = LLVMBuildGEP2(B, cg->i8, data, &off, 1, "");
  store_elem(cg, e, apply2(cg, f, e, cg_load_elem(cg, e, p), e, v, be, call->loc), p);
  cg_loop_end(cg, &l);
  if (ci)
    release(cg, ci);
  if (cb)
    release(cg, cb);
}

LLVMValueRef lower_ufunc_method(Cg *cg, const Instr *call, BuiltinId id) {
  BuiltinId f = called_ufunc(call);
  if (id == BI_UFUNC_OUTER)
    return outer(cg, call, f);
  if (id == BI_UFUNC_AT) {
    at(cg, call, f);
    return NULL;
  }
  const Instr *ai = arg_instr(call, 0);
  const Type *at_ = type_strip_optional(ai->type);
  LLVMValueRef a = cg_convert(cg, cg_value(cg, ai), ai->type, at_);
  if (id == BI_UFUNC_ACCUMULATE)
    return accumulate(cg, call, f, a, at_);
  ReduceOp op = ufunc_reduction(f);
  if (op != REDUCE_NONE)
    return known_reduce(cg, call, op, a, at_);
  return generic_reduce(cg, call, f, a, at_);
}
