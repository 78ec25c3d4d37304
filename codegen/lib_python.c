/* Python's builtins (LANGUAGE.md §6.1): print, len, range, abs, min, max,
 * round, the conversions, sum, pow, divmod; the methods of lists and
 * complex numbers; time and sys. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "iterable.h"
#include "lower.h"
#include "cg_str.h"
#include "infer_type.h"

static void put_sep(Cg *cg, LLVMValueRef text, const Instr *sep) {
  if (sep && sep->type->kind == TY_STR)
    cg_put_value(cg, text, cg_value(cg, sep), ty_str, false);
  else
    cg_text_put_const(cg, text, " ");
}

/* The elements of the list of print(*xs), each after a separator where
 * something comes before it. */
static void put_spread(Cg *cg, LLVMValueRef text, const Instr *xs, const Instr *sep, bool after_args) {
  LLVMValueRef v = cg_value(cg, xs);
  const Type *et = xs->type->elem;
  Loop l = cg_loop_begin(cg, cg_list_len(cg, v));
  LLVMBasicBlockRef put = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "sep");
  LLVMBasicBlockRef item = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "item");
  LLVMValueRef first = LLVMBuildICmp(cg->b, LLVMIntEQ, l.i, cg_i64(cg, 0), "");
  LLVMBuildCondBr(cg->b, after_args ? LLVMConstInt(cg->i1, 0, false) : first, item, put);
  LLVMPositionBuilderAtEnd(cg->b, put);
  put_sep(cg, text, sep);
  LLVMBuildBr(cg->b, item);
  LLVMPositionBuilderAtEnd(cg->b, item);
  LLVMValueRef p = cg_list_elem_ptr(cg, v, l.i, (SrcLoc){0});
  cg_put_value(cg, text, LLVMBuildLoad2(cg->b, cg_type(cg, et), p, ""), et, false);
  cg_loop_end(cg, &l);
}

LLVMValueRef lower_print(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef text = cg_text_new(cg);
  const Instr *sep = kwarg(call, "sep"), *end = kwarg(call, "end");
  /* print(*xs) of a list: the argument at call->n - 1 (varargs.c). */
  int spread = call->n > 0 ? call->n - 1 : -1;
  for (int k = 0; k < nargs(call); k++) {
    const Instr *a = arg_instr(call, k);
    if (k == spread) {
      put_spread(cg, text, a, sep, k > 0);
      continue;
    }
    if (k == spread + 1 && spread == 0) {
      /* After the elements of a list that comes first: a separator when
       * it had any. */
      LLVMBasicBlockRef put = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "sep");
      LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
      LLVMValueRef len = cg_list_len(cg, cg_value(cg, arg_instr(call, 0)));
      LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, len, cg_i64(cg, 0), ""), put, done);
      LLVMPositionBuilderAtEnd(cg->b, put);
      put_sep(cg, text, sep);
      LLVMBuildBr(cg->b, done);
      LLVMPositionBuilderAtEnd(cg->b, done);
    } else if (k) {
      put_sep(cg, text, sep);
    }
    cg_put_value(cg, text, cg_value(cg, a), a->type, false);
  }
  if (end && end->type->kind == TY_STR)
    cg_put_value(cg, text, cg_value(cg, end), ty_str, false);
  else
    cg_text_put_const(cg, text, "\n");
  /* file=sys.stderr writes there (lib_stdlib.c), flush=True flushes. */
  cg_print_write(cg, call, text);
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  return NULL;
}


/* The length of range(start, stop, step), arrc_range_len's formula inline
 * for GPU code, which cannot call the runtime. range() has refused a zero
 * step before this; the division gets a nonzero one all the same, since
 * LLVM's sdiv by zero is undefined. */
static LLVMValueRef range_len(Cg *cg, LLVMValueRef start, LLVMValueRef stop, LLVMValueRef step) {
  if (!cg->f->gpu && !cg->ptx)
    return cg_call_rt(cg, "arrc_range_len", cg->i64, 3, (LLVMValueRef[]){start, stop, step});
  LLVMBuilderRef B = cg->b;
  LLVMValueRef zero = cg_i64(cg, 0), one = cg_i64(cg, 1);
  LLVMValueRef up = LLVMBuildICmp(B, LLVMIntSGT, step, zero, "");
  LLVMValueRef span = LLVMBuildSelect(B, up, LLVMBuildSub(B, stop, start, ""), LLVMBuildSub(B, start, stop, ""), "");
  LLVMValueRef by = LLVMBuildSelect(B, up, step, LLVMBuildNeg(B, step, ""), "");
  by = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, by, zero, ""), one, by, "");
  LLVMValueRef n = LLVMBuildSDiv(B, LLVMBuildSub(B, LLVMBuildAdd(B, span, by, ""), one, ""), by, "");
  LLVMValueRef empty = LLVMBuildSelect(B, up, LLVMBuildICmp(B, LLVMIntSLE, stop, start, ""),
                                       LLVMBuildICmp(B, LLVMIntSLE, start, stop, ""), "");
  return LLVMBuildSelect(B, empty, zero, n, "");
}

LLVMValueRef lower_len(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, a);
  switch (a->type->kind) {
  case TY_ARRAY: return a->type->ndim ? cg_array_dim(cg, v, 0) : cg_i64(cg, 0);
  case TY_LIST: return cg_list_len(cg, v);
  case TY_DICT: case TY_SET: return cg_dict_len(cg, v);
  case TY_STR: return cg_str_chars(cg, v);
  case TY_NPZ: return cg_npz_len(cg, v);
  case TY_TUPLE: return cg_i64(cg, a->type->n);
  case TY_CUDA_OBJECT: return cg_cudahost_len(cg);
  case TY_RANGE: {
    LLVMValueRef r[] = {LLVMBuildExtractValue(cg->b, v, 0, ""), LLVMBuildExtractValue(cg->b, v, 1, ""),
                        LLVMBuildExtractValue(cg->b, v, 2, "")};
    return range_len(cg, r[0], r[1], r[2]);
  }
  default:
    cg_unsupported(cg, call->loc, "len() of %s is not supported by the code generator yet", a->type->name);
    return cg_i64(cg, 0);
  }
}

LLVMValueRef lower_range(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  int n = nargs(call);
  LLVMValueRef start = cg_i64(cg, 0), stop, step = cg_i64(cg, 1);
  if (n == 1) {
    stop = arg_as(cg, call, 0, ty_int64);
  } else {
    start = arg_as(cg, call, 0, ty_int64);
    stop = arg_as(cg, call, 1, ty_int64);
    if (n == 3) {
      step = arg_as(cg, call, 2, ty_int64);
      cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, step, cg_i64(cg, 0), ""), ARRC_VALUE_ERROR, "range() arg 3 must not be zero",
                  call->loc);
    }
  }
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, ty_range));
  r = LLVMBuildInsertValue(cg->b, r, start, 0, "");
  r = LLVMBuildInsertValue(cg->b, r, stop, 1, "");
  return LLVMBuildInsertValue(cg->b, r, step, 2, "");
}

static LLVMValueRef scalar_abs(Cg *cg, const Instr *call) {
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, a);
  if (a->type->kind == TY_FLOAT)
    return cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  if (a->type->kind == TY_COMPLEX) {
    const Type *p = a->type->bits == 64 ? ty_float32 : ty_float64;
    LLVMValueRef args[] = {cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 0, ""), p, ty_float64),
                           cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), p, ty_float64)};
    return cg_convert(cg, cg_math(cg, MATH_HYPOT, ty_float64, 2, args), ty_float64, call->type);
  }
  v = cg_convert(cg, v, a->type, call->type);
  if (call->type->kind == TY_INT && !call->type->is_signed)
    return v;
  LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, v, LLVMConstNull(LLVMTypeOf(v)), "");
  return LLVMBuildSelect(cg->b, neg, LLVMBuildNeg(cg->b, v, ""), v, "");
}

/* min/max of numbers as Python computes them: the first of the arguments
 * that no later one beats (NaN comparisons are false). */
LLVMValueRef lower_minmax(Cg *cg, const Instr *call, BuiltinId id) {
  bool is_max = id == BI_MAX;
  const Type *t = call->type;
  int n = nargs(call);
  /* A 1-D array and a list are read in place; other iterables (a range
   * too) are walked into a list first. */
  if (n == 1 && arg_instr(call, 0)->type->kind != TY_ARRAY && arg_instr(call, 0)->type->kind != TY_LIST)
    return cg_lower_via_list(cg, call, id, lower_minmax);
  if (n == 1 && arg_instr(call, 0)->type->kind == TY_LIST &&
      (kwarg(call, "key") || kwarg(call, "default") || !type_is_number(arg_instr(call, 0)->type->elem)))
    return cg_list_min_max(cg, call, is_max);
  if (n == 1) {
    const Instr *a = arg_instr(call, 0);
    const Type *at = a->type;
    LLVMValueRef v = cg_value(cg, a);
    bool list = at->kind == TY_LIST;
    LLVMValueRef len = list ? cg_list_len(cg, v) : at->kind == TY_ARRAY ? cg_array_size(cg, v) : NULL;
    if (!len || (at->kind == TY_ARRAY && at->ndim != 1) || !type_is_number(at->elem)) {
      cg_unsupported(cg, call->loc, "%s() of %s is not supported by the code generator yet", is_max ? "max" : "min", at->name);
      return LLVMGetUndef(cg_type(cg, t));
    }
    cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, len, cg_i64(cg, 0), ""), ARRC_VALUE_ERROR,
                is_max ? "max() arg is an empty sequence" : "min() arg is an empty sequence", call->loc);
    LLVMValueRef best = cg_alloca(cg, cg_type(cg, at->elem), "best");
    LLVMValueRef data = list ? NULL : cg_array_data(cg, v);
    LLVMValueRef stride = list ? NULL : cg_array_stride(cg, v, 1, 0);
    LLVMTypeRef et = cg_type(cg, at->elem);
    #define ELEM(idx) (list ? LLVMBuildLoad2(cg->b, et, cg_list_elem_ptr(cg, v, idx, call->loc), "") \
                            : LLVMBuildLoad2(cg->b, et, LLVMBuildGEP2(cg->b, cg->i8, data, (LLVMValueRef[]){LLVMBuildMul(cg->b, idx, stride, "")}, 1, ""), ""))
    LLVMBuildStore(cg->b, ELEM(cg_i64(cg, 0)), best);
    Loop l = cg_loop_begin(cg, len);
    LLVMValueRef x = ELEM(l.i);
    #undef ELEM
    LLVMValueRef cur = LLVMBuildLoad2(cg->b, et, best, "");
    LLVMValueRef better;
    if (at->elem->kind == TY_FLOAT)
      better = LLVMBuildFCmp(cg->b, is_max ? LLVMRealOGT : LLVMRealOLT, x, cur, "");
    else
      better = LLVMBuildICmp(cg->b, is_max ? (at->elem->is_signed ? LLVMIntSGT : LLVMIntUGT) : (at->elem->is_signed ? LLVMIntSLT : LLVMIntULT), x, cur, "");
    LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, better, x, cur, ""), best);
    cg_loop_end(cg, &l);
    return cg_convert(cg, LLVMBuildLoad2(cg->b, et, best, ""), at->elem, t);
  }
  if (!type_is_number(t))
    return cg_min_max_values(cg, call, is_max);
  if (!type_is_number(t)) {
    cg_unsupported(cg, call->loc, "%s() of %s is not supported by the code generator yet", is_max ? "max" : "min", t->name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  LLVMValueRef best = arg_as(cg, call, 0, t);
  for (int k = 1; k < n; k++) {
    LLVMValueRef x = arg_as(cg, call, k, t);
    LLVMValueRef better;
    if (t->kind == TY_FLOAT)
      better = LLVMBuildFCmp(cg->b, is_max ? LLVMRealOGT : LLVMRealOLT, x, best, "");
    else if (t->kind == TY_BOOL)
      better = LLVMBuildICmp(cg->b, is_max ? LLVMIntUGT : LLVMIntULT, x, best, "");
    else
      better = LLVMBuildICmp(cg->b, is_max ? (t->is_signed ? LLVMIntSGT : LLVMIntUGT) : (t->is_signed ? LLVMIntSLT : LLVMIntULT), x, best, "");
    best = LLVMBuildSelect(cg->b, better, x, best, "");
  }
  return best;
}

/* A float or a uint64 made a Python int in host code (int(x), round(x),
 * math.floor): NaN and infinities raise as in Python, and a value beyond 64
 * bits, where Python's int would grow, raises OverflowError instead of
 * wrapping.
 * Jitted code converts as Numba does (cg_convert). */
LLVMValueRef cg_python_int(Cg *cg, LLVMValueRef v, const Type *ft, const Type *t, SrcLoc loc) {
  if (cg_host_warnings(cg) && type_is_float(ft) && type_is_int(t)) {
    LLVMBuilderRef b = cg->b;
    LLVMTypeRef vt = LLVMTypeOf(v);
    cg_raise_if(cg, LLVMBuildFCmp(b, LLVMRealUNO, v, v, ""), ARRC_VALUE_ERROR, "cannot convert float NaN to integer",
                loc);
    LLVMValueRef inf = cg_intrinsic(cg, "llvm.fabs", vt, 1, &v);
    cg_raise_if(cg, LLVMBuildFCmp(b, LLVMRealOEQ, inf, LLVMConstReal(vt, HUGE_VAL), ""), ARRC_OVERFLOW_ERROR,
                "cannot convert float infinity to integer", loc);
    LLVMValueRef lo = LLVMConstReal(vt, -0x1p63), hi = LLVMConstReal(vt, 0x1p63);
    LLVMValueRef out = LLVMBuildOr(b, LLVMBuildFCmp(b, LLVMRealOLT, v, lo, ""), LLVMBuildFCmp(b, LLVMRealOGE, v, hi, ""), "");
    cg_raise_if(cg, out, ARRC_OVERFLOW_ERROR, "int too large: arrc's ints are 64-bit", loc);
  }
  /* A uint64 of 2**63 or more would be a bigger Python int. */
  if (cg_host_warnings(cg) && ft == ty_uint64 && t == ty_int64)
    cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntSLT, v, LLVMConstInt(LLVMTypeOf(v), 0, false), ""), ARRC_OVERFLOW_ERROR,
                "int too large: arrc's ints are 64-bit", loc);
  return cg_convert(cg, v, ft, t);
}

/* Numba's round(x, ndigits) in jitted code and in CUDA kernels
 * (round_impl_binary in numba/cpython/builtins.py, round_to_impl in
 * numba/cuda/cudaimpl.py: CPython's fallback double_round), inline; GPU
 * code could not call the runtime's exact decimal rounding anyway. x is
 * scaled by a power of ten made by square and multiply (Numba's float **
 * int), rounded half to even, and scaled back; x itself where it or the
 * scaled value is not finite. */
static LLVMValueRef numba_round_ndigits(Cg *cg, LLVMValueRef x, LLVMValueRef nd) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef d = cg->f64;
  LLVMValueRef not_negative = LLVMBuildICmp(B, LLVMIntSGE, nd, cg_i64(cg, 0), "");
  LLVMValueRef beyond_22 = LLVMBuildICmp(B, LLVMIntSGT, nd, cg_i64(cg, 22), "");
  /* pow1 * pow2 is 10 ** ndigits, split so that neither overflows. */
  LLVMValueRef e = LLVMBuildSelect(B, beyond_22, LLVMBuildSub(B, nd, cg_i64(cg, 22), ""),
                                   LLVMBuildSelect(B, not_negative, nd, LLVMBuildNeg(B, nd, ""), ""), "");
  LLVMValueRef pow1 = cg_float_int_power(cg, ty_float64, LLVMConstReal(d, 10.0), e);
  LLVMValueRef pow2 = LLVMBuildSelect(B, beyond_22, LLVMConstReal(d, 1e22), LLVMConstReal(d, 1.0), "");
  LLVMValueRef y = LLVMBuildSelect(B, not_negative, LLVMBuildFMul(B, LLVMBuildFMul(B, x, pow1, ""), pow2, ""),
                                   LLVMBuildFDiv(B, x, pow1, ""), "");
  LLVMValueRef z = cg_intrinsic(cg, "llvm.rint", d, 1, &y);
  LLVMValueRef gap = LLVMBuildFSub(B, y, z, "");
  gap = cg_intrinsic(cg, "llvm.fabs", d, 1, &gap);
  LLVMValueRef half_y = LLVMBuildFDiv(B, y, LLVMConstReal(d, 2.0), "");
  LLVMValueRef even = LLVMBuildFMul(B, LLVMConstReal(d, 2.0), cg_intrinsic(cg, "llvm.rint", d, 1, &half_y), "");
  z = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOEQ, gap, LLVMConstReal(d, 0.5), ""), even, z, "");
  LLVMValueRef scaled_back = LLVMBuildSelect(B, not_negative, LLVMBuildFDiv(B, LLVMBuildFDiv(B, z, pow2, ""), pow1, ""),
                                             LLVMBuildFMul(B, z, pow1, ""), "");
  LLVMValueRef keep = LLVMBuildOr(B, LLVMBuildNot(B, cg_float_class(cg, FLOAT_IS_FINITE, x, ty_float64), ""),
                                  LLVMBuildAnd(B, not_negative, cg_float_class(cg, FLOAT_IS_INF, y, ty_float64), ""), "");
  return LLVMBuildSelect(B, keep, x, scaled_back, "");
}

LLVMValueRef lower_round(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  if ((type_is_int(a->type) || a->type->kind == TY_BOOL) && nargs(call) > 1 && type_is_int(call->type))
    return cg_call_rt(cg, "arrc_round_i64", cg->i64, 2,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64)});
  if ((type_is_int(a->type) || a->type->kind == TY_BOOL) && (nargs(call) == 1 || cg->f->gpu || cg->ptx))
    return cg_convert(cg, cg_value(cg, a), a->type, call->type);
  if (cg->f->gpu || cg->ptx) {
    /* Numba CUDA: round(x) is llrint (half to even) of x as a float64. */
    LLVMValueRef x = arg_as(cg, call, 0, ty_float64);
    if (nargs(call) > 1)
      return cg_convert(cg, numba_round_ndigits(cg, x, arg_as(cg, call, 1, ty_int64)), ty_float64, call->type);
    return cg_convert(cg, cg_intrinsic(cg, "llvm.rint", cg->f64, 1, &x), ty_float64, call->type);
  }
  /* Numba's jitted round(x, ndigits) is the same scaling algorithm
   * (round_impl_binary in numba/cpython/builtins.py), not Python's
   * correctly rounded one: round(-80.45, 1) is -80.4 there, -80.5 in
   * Python. */
  if (cg_in_jit(cg) && nargs(call) > 1)
    return cg_convert(cg, numba_round_ndigits(cg, arg_as(cg, call, 0, ty_float64), arg_as(cg, call, 1, ty_int64)),
                      ty_float64, call->type);
  LLVMValueRef nd = nargs(call) > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
  LLVMValueRef r = cg_call_rt(cg, "arrc_round_f64", cg->f64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), nd});
  return cg_python_int(cg, r, ty_float64, call->type, call->loc);
}

/* int(x), float(x), bool(x), complex(re, im). */
LLVMValueRef lower_conversion(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type;
  if (nargs(call) == 0)
    return LLVMConstNull(cg_type(cg, t));
  const Instr *a = arg_instr(call, 0);
  if (t->kind == TY_BOOL)
    return cg_truth(cg, cg_value(cg, a), a->type, call->loc);
  if (a->type->kind == TY_STR && nargs(call) == 2)
    return cg_convert(cg, cg_str_to_int_base(cg, call), ty_int64, t);
  if (a->type->kind == TY_STR) {
    LLVMValueRef args[] = {cg_value(cg, a), cg_loc(cg, call->loc)};
    if (type_is_int(t))
      return cg_convert(cg, cg_call_rt(cg, "arrc_str_to_i64", cg->i64, 2, args), ty_int64, t);
    return cg_convert(cg, cg_call_rt(cg, "arrc_str_to_f64", cg->f64, 2, args), ty_float64, t);
  }
  if (t->kind == TY_COMPLEX && nargs(call) == 2) {
    const Type *p = t->bits == 64 ? ty_float32 : ty_float64;
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, t));
    r = LLVMBuildInsertValue(cg->b, r, arg_as(cg, call, 0, p), 0, "");
    return LLVMBuildInsertValue(cg->b, r, arg_as(cg, call, 1, p), 1, "");
  }
  return cg_python_int(cg, cg_value(cg, a), a->type, t, call->loc);
}

/* sum(list or 1-D array), with Python's start of 0. */
LLVMValueRef lower_sum(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = arg_instr(call, 0);
  const Type *at = a->type, *t = call->type;
  if (!type_is_indexed_iterable(at) || (at->kind == TY_RANGE && !type_is_int(t)))
    return cg_lower_via_list(cg, call, id, lower_sum);
  if (at->kind == TY_RANGE && type_is_int(t)) {
    LLVMValueRef r = cg_value(cg, a);
    LLVMValueRef start = LLVMBuildExtractValue(cg->b, r, 0, ""), step = LLVMBuildExtractValue(cg->b, r, 2, "");
    LLVMValueRef n = cg_call_rt(cg, "arrc_range_len", cg->i64, 3,
                                (LLVMValueRef[]){start, LLVMBuildExtractValue(cg->b, r, 1, ""), step});
    LLVMValueRef acc = cg_alloca(cg, cg->i64, "sum");
    LLVMBuildStore(cg->b, nargs(call) > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0), acc);
    Loop l = cg_loop_begin(cg, n);
    LLVMValueRef x = LLVMBuildAdd(cg->b, start, LLVMBuildMul(cg->b, l.i, step, ""), "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, LLVMBuildLoad2(cg->b, cg->i64, acc, ""), x, ""), acc);
    cg_loop_end(cg, &l);
    return cg_convert(cg, LLVMBuildLoad2(cg->b, cg->i64, acc, ""), ty_int64, t);
  }
  if (!(at->kind == TY_LIST || (at->kind == TY_ARRAY && at->ndim == 1)) || !type_is_number(t) || t->kind == TY_COMPLEX) {
    cg_unsupported(cg, call->loc, "sum() of %s is not supported by the code generator yet", at->name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  LLVMValueRef v = cg_value(cg, a);
  bool list = at->kind == TY_LIST;
  LLVMValueRef len = list ? cg_list_len(cg, v) : cg_array_size(cg, v);
  LLVMValueRef acc = cg_alloca(cg, cg_type(cg, t), "sum");
  LLVMBuildStore(cg->b, nargs(call) > 1 ? arg_as(cg, call, 1, t) : LLVMConstNull(cg_type(cg, t)), acc);
  LLVMValueRef data = list ? NULL : cg_array_data(cg, v), stride = list ? NULL : cg_array_stride(cg, v, 1, 0);
  LLVMTypeRef et = at->elem->kind == TY_BOOL && !list ? cg->i8 : cg_type(cg, at->elem);
  Loop l = cg_loop_begin(cg, len);
  LLVMValueRef x = list ? LLVMBuildLoad2(cg->b, et, cg_list_elem_ptr(cg, v, l.i, call->loc), "")
                        : LLVMBuildLoad2(cg->b, et, LLVMBuildGEP2(cg->b, cg->i8, data, (LLVMValueRef[]){LLVMBuildMul(cg->b, l.i, stride, "")}, 1, ""), "");
  if (et == cg->i8 && at->elem->kind == TY_BOOL)
    x = LLVMBuildTrunc(cg->b, x, cg->i1, "");
  x = cg_convert(cg, x, at->elem, t);
  LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg_type(cg, t), acc, "");
  LLVMBuildStore(cg->b, t->kind == TY_FLOAT ? LLVMBuildFAdd(cg->b, cur, x, "") : LLVMBuildAdd(cg->b, cur, x, ""), acc);
  cg_loop_end(cg, &l);
  return LLVMBuildLoad2(cg->b, cg_type(cg, t), acc, "");
}


/* abs() of a number; of an array, elementwise as np.abs. */
LLVMValueRef lower_abs(Cg *cg, const Instr *call, BuiltinId id) {
  if (call->type->kind == TY_ARRAY)
    return lower_ufunc(cg, call, id);
  return scalar_abs(cg, call);
}

/* enumerate() and zip() are only iterated: the loop reads their operands
 * (cg_iter_make), so the value itself is a placeholder. */
LLVMValueRef lower_iterator_marker(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  return LLVMConstInt(cg->i8, 0, false);
}

LLVMValueRef lower_pow(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *x = arg_instr(call, 0), *y = arg_instr(call, 1);
  if (nargs(call) == 3)
    return cg_call_rt(cg, "arrc_pow_mod", cg->i64, 4,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64),
                                       arg_as(cg, call, 2, ty_int64), cg_loc(cg, call->loc)});
  return cg_power(cg, call->type, cg_value(cg, x), x->type, cg_value(cg, y), y->type, call->loc);
}

LLVMValueRef lower_divmod(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type->elems[0];
  LLVMValueRef a = arg_as(cg, call, 0, t), b = arg_as(cg, call, 1, t);
  /* divmod of a NumPy scalar in host code is NumPy's: a zero divisor gives
   * inf, nan or 0 instead of raising (as the operators do, operators.c). */
  bool saved = cg->numpy_errors;
  if (cg_host_warnings(cg))
    for (int k = 0; k < 2; k++) {
      const Instr *x = arg_instr(call, k);
      const Type *xt = type_strip_optional(x->type);
      cg->numpy_errors |= (xt->kind == TY_INT && (xt->bits < 64 || !xt->is_signed)) || xt == ty_float32 ||
                          host_number_is_numpy(x, NULL) == 1;
    }
  LLVMValueRef q = cg_binary_op(cg, OP_FLOORDIV, t, a, b, call->loc), r = cg_binary_op(cg, OP_MOD, t, a, b, call->loc);
  cg->numpy_errors = saved;
  LLVMValueRef tv = LLVMGetUndef(cg_type(cg, call->type));
  tv = LLVMBuildInsertValue(cg->b, tv, q, 0, "");
  return LLVMBuildInsertValue(cg->b, tv, r, 1, "");
}

/* ---- methods of lists and complex numbers ----------------------------------- */

LLVMValueRef lower_list_append(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *recv = receiver(call), *x = arg_instr(call, 0);
  cg_list_append(cg, cg_value(cg, recv), recv->type, cg_convert(cg, cg_value(cg, x), x->type, recv->type->elem));
  return NULL;
}

LLVMValueRef lower_list_pop(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *recv = receiver(call);
  LLVMValueRef out = cg_alloca(cg, cg_type(cg, call->type), "popped");
  LLVMValueRef idx = nargs(call) ? arg_as(cg, call, 0, ty_int64) : cg_i64(cg, -1);
  cg_call_rt(cg, "arrc_list_pop", cg->void_, 4, (LLVMValueRef[]){cg_value(cg, recv), idx, out, cg_loc(cg, call->loc)});
  return LLVMBuildLoad2(cg->b, cg_type(cg, call->type), out, "");
}

LLVMValueRef lower_conjugate(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef v = cg_value(cg, receiver(call));
  return LLVMBuildInsertValue(cg->b, v, LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, 1, ""), ""), 1, "");
}

/* ---- time and sys ------------------------------------------------------------ */

/* sys.argv: a list of the program's arguments. */
LLVMValueRef lower_argv(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global, (void)id;
  return cg_call_rt(cg, "arrc_sys_argv", cg->ptr, 0, NULL);
}

/* parser.parse_args(): the runtime parses sys.argv against the parser's
 * description, a string constant (ir/argparse.c). */
LLVMValueRef lower_parse_args(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef spec = cg_value(cg, arg_instr(call, 0));
  return cg_call_rt(cg, "arrc_argparse_parse", cg->ptr, 3,
                    (LLVMValueRef[]){cg_str_data(cg, spec), cg_str_len(cg, spec), cg_loc(cg, call->loc)});
}

/* __name__ is "__main__": a compiled program is always the main module. */
LLVMValueRef lower_main_name(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global, (void)id;
  return cg_const_str(cg, "__main__", 8);
}
