/* Calls of builtins on the host: printing and f-strings (into the
 * runtime's text buffers), Python builtins, math (LLVM intrinsics where
 * LLVM has them, so loops vectorize: TOOLCHAIN.md §7 item 18), NumPy
 * creation functions and array methods, lists, time and sys.
 *
 * Each builtin is a row: its path as inference names it and the function
 * that lowers it. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cpu.h"

static const Instr *arg_instr(const Instr *call, int k) {
  const Instr *a = call->ops.v[1 + k];
  a = ir_resolve(a);
  return a;
}

static int nargs(const Instr *call) { return call->ops.len - 1 - call->nkw; }

static const Instr *kwarg(const Instr *call, const char *name) {
  for (int k = 0; k < call->nkw; k++)
    if (strcmp(call->kwnames[k], name) == 0) {
      const Instr *a = call->ops.v[call->ops.len - call->nkw + k];
      a = ir_resolve(a);
      return a;
    }
  return NULL;
}

static LLVMValueRef arg_as(Cg *cg, const Instr *call, int k, const Type *t) {
  const Instr *a = arg_instr(call, k);
  return cg_convert(cg, cg_value(cg, a), a->type, t);
}

static const Instr *receiver(const Instr *call) {
  const Instr *c = call->ops.v[0];
  c = ir_resolve(c);
  if (c->op != IR_GETATTR)
    return NULL;
  const Instr *r = c->ops.v[0];
  r = ir_resolve(r);
  return r;
}

/* ---- text ----------------------------------------------------------------- */

static LLVMValueRef text_new(Cg *cg) {
  LLVMValueRef t = cg_alloca(cg, cg->text, "text");
  LLVMBuildStore(cg->b, LLVMConstNull(cg->text), t);
  return t;
}

/* The text as a new string; the buffer is freed. */
static LLVMValueRef text_take(Cg *cg, LLVMValueRef text) {
  LLVMValueRef s = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  return s;
}

static void put_str_const(Cg *cg, LLVMValueRef text, const char *s) {
  LLVMValueRef str = cg_const_str(cg, s, strlen(s));
  cg_call_rt(cg, "arrc_text_put", cg->void_, 3, (LLVMValueRef[]){text, cg_str_data(cg, str), cg_i64(cg, (int64_t)strlen(s))});
}

Loop cg_loop_begin(Cg *cg, LLVMValueRef n) {
  Loop l;
  l.slot = cg_alloca(cg, cg->i64, "i");
  LLVMBuildStore(cg->b, cg_i64(cg, 0), l.slot);
  l.head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "loop");
  l.body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "body");
  l.done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "done");
  LLVMBuildBr(cg->b, l.head);
  LLVMPositionBuilderAtEnd(cg->b, l.head);
  l.i = LLVMBuildLoad2(cg->b, cg->i64, l.slot, "");
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, l.i, n, ""), l.body, l.done);
  LLVMPositionBuilderAtEnd(cg->b, l.body);
  return l;
}

void cg_loop_end(Cg *cg, Loop *l) {
  LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, l->i, cg_i64(cg, 1), ""), l->slot);
  LLVMBuildBr(cg->b, l->head);
  LLVMPositionBuilderAtEnd(cg->b, l->done);
}

void cg_put_value(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t, bool repr) {
  /* Numba prints what it boxes: a float32 or complex64 in jitted CPU code
   * becomes a Python float or complex, widened (6.199999809265137 for
   * np.float32(6.2)). Host code and the simulator's kernels print NumPy's
   * scalars, float32's own shortest digits. */
  if ((t == ty_float32 || t == ty_complex64) && cg_in_jit(cg) && !cg->f->gpu && !cg->ptx) {
    const Type *wide = t == ty_float32 ? ty_float64 : ty_complex128;
    v = cg_convert(cg, v, t, wide);
    t = wide;
  }
  switch (t->kind) {
  case TY_BOOL:
    cg_call_rt(cg, "arrc_text_put_bool", cg->void_, 2, (LLVMValueRef[]){text, v});
    return;
  case TY_INT:
    if (t->is_signed || t->bits < 64)
      cg_call_rt(cg, "arrc_text_put_i64", cg->void_, 2, (LLVMValueRef[]){text, cg_convert(cg, v, t, ty_int64)});
    else
      cg_call_rt(cg, "arrc_text_put_u64", cg->void_, 2, (LLVMValueRef[]){text, v});
    return;
  case TY_FLOAT:
    cg_call_rt(cg, t->bits == 32 ? "arrc_text_put_f32" : "arrc_text_put_f64", cg->void_, 2, (LLVMValueRef[]){text, v});
    return;
  case TY_COMPLEX:
    cg_call_rt(cg, t->bits == 64 ? "arrc_text_put_c64" : "arrc_text_put_c128", cg->void_, 3,
               (LLVMValueRef[]){text, LLVMBuildExtractValue(cg->b, v, 0, ""), LLVMBuildExtractValue(cg->b, v, 1, "")});
    return;
  case TY_NONE:
    cg_call_rt(cg, "arrc_text_put_none", cg->void_, 1, &text);
    return;
  case TY_STR:
    cg_call_rt(cg, repr ? "arrc_text_put_str_repr" : "arrc_text_put_str", cg->void_, 2, (LLVMValueRef[]){text, v});
    return;
  case TY_ARRAY:
    cg_call_rt(cg, repr ? "arrc_text_put_array_repr" : "arrc_text_put_array", cg->void_, 2, (LLVMValueRef[]){text, v});
    return;
  case TY_TUPLE:
    put_str_const(cg, text, "(");
    for (int k = 0; k < t->n; k++) {
      if (k)
        put_str_const(cg, text, ", ");
      cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], true);
    }
    put_str_const(cg, text, t->n == 1 ? ",)" : ")");
    return;
  case TY_OPTIONAL: {
    LLVMValueRef present = LLVMBuildExtractValue(cg->b, v, 0, "");
    LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "some");
    LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "none");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
    LLVMBuildCondBr(cg->b, present, yes, no);
    LLVMPositionBuilderAtEnd(cg->b, yes);
    cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elem, repr);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, no);
    cg_call_rt(cg, "arrc_text_put_none", cg->void_, 1, &text);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return;
  }
  case TY_LIST: {
    put_str_const(cg, text, "[");
    if (t->elem) {
      Loop l = cg_loop_begin(cg, cg_list_len(cg, v));
      LLVMBasicBlockRef sep = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "sep");
      LLVMBasicBlockRef item = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "item");
      LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, l.i, cg_i64(cg, 0), ""), sep, item);
      LLVMPositionBuilderAtEnd(cg->b, sep);
      put_str_const(cg, text, ", ");
      LLVMBuildBr(cg->b, item);
      LLVMPositionBuilderAtEnd(cg->b, item);
      LLVMValueRef p = cg_list_elem_ptr(cg, v, l.i, (SrcLoc){0});
      cg_put_value(cg, text, LLVMBuildLoad2(cg->b, cg_type(cg, t->elem), p, ""), t->elem, true);
      cg_loop_end(cg, &l);
    }
    put_str_const(cg, text, "]");
    return;
  }
  case TY_RANGE:
    put_str_const(cg, text, "range(");
    cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, 0, ""), ty_int64, false);
    put_str_const(cg, text, ", ");
    cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, 1, ""), ty_int64, false);
    put_str_const(cg, text, ")");
    return;
  case TY_DTYPE:
    put_str_const(cg, text, t->elem->kind == TY_BOOL ? "bool" : t->elem->name);
    return;
  default:
    put_str_const(cg, text, t->name);
    return;
  }
}

/* print(*args, sep=' ', end='\n'): the whole line is formatted first and
 * written at once. */
static LLVMValueRef lower_print(Cg *cg, const Instr *call) {
  LLVMValueRef text = text_new(cg);
  const Instr *sep = kwarg(call, "sep"), *end = kwarg(call, "end");
  for (int k = 0; k < nargs(call); k++) {
    if (k) {
      if (sep && sep->type->kind == TY_STR)
        cg_put_value(cg, text, cg_value(cg, sep), ty_str, false);
      else
        put_str_const(cg, text, " ");
    }
    const Instr *a = arg_instr(call, k);
    cg_put_value(cg, text, cg_value(cg, a), a->type, false);
  }
  if (end && end->type->kind == TY_STR)
    cg_put_value(cg, text, cg_value(cg, end), ty_str, false);
  else
    put_str_const(cg, text, "\n");
  cg_call_rt(cg, "arrc_text_write_stdout", cg->void_, 2, (LLVMValueRef[]){text, cg_loc(cg, call->loc)});
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  return NULL;
}

/* format(value, spec) of an f-string field. With no spec, a value formats
 * as str() does, except that a float32 is widened to float64 first
 * (Python's format of a NumPy float32 scalar). */
LLVMValueRef cg_format(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0];
  x = ir_resolve(x);
  const Instr *spec = i->ops.len > 1 ? i->ops.v[1] : NULL;
  spec = ir_resolve(spec);
  LLVMValueRef text = text_new(cg);
  LLVMValueRef v = cg_value(cg, x);
  const Type *t = x->type;
  if (t == ty_float32) {
    v = cg_convert(cg, v, t, ty_float64);
    t = ty_float64;
  }
  bool repr = i->imm.i == 'r' || i->imm.i == 'a';
  if (!spec) {
    cg_put_value(cg, text, v, t, repr);
  } else {
    LLVMValueRef s = cg_value(cg, spec);
    LLVMValueRef sd = cg_str_data(cg, s), sl = cg_str_len(cg, s), loc = cg_loc(cg, i->loc);
    if (i->imm.i) {
      /* {x!r:>10} and {x!s:>10}: the repr or str is formatted as a string
       * ({True!s:>6} is '  True', where {True:>6} formats the int 1). */
      LLVMValueRef inner = text_new(cg);
      cg_put_value(cg, inner, v, t, repr);
      LLVMValueRef str = text_take(cg, inner);
      cg_call_rt(cg, "arrc_text_format_str", cg->void_, 5, (LLVMValueRef[]){text, str, sd, sl, loc});
      cg_call_rt(cg, "arrc_str_decref", cg->void_, 1, &str);
    } else if (t->kind == TY_BOOL) {
      cg_call_rt(cg, "arrc_text_format_bool", cg->void_, 5, (LLVMValueRef[]){text, v, sd, sl, loc});
    } else if (t == ty_uint64) {
      cg_call_rt(cg, "arrc_text_format_u64", cg->void_, 5, (LLVMValueRef[]){text, v, sd, sl, loc});
    } else if (t->kind == TY_INT) {
      cg_call_rt(cg, "arrc_text_format_i64", cg->void_, 5,
                 (LLVMValueRef[]){text, cg_convert(cg, v, t, ty_int64), sd, sl, loc});
    } else if (t->kind == TY_FLOAT) {
      cg_call_rt(cg, "arrc_text_format_f64", cg->void_, 5, (LLVMValueRef[]){text, v, sd, sl, loc});
    } else if (t->kind == TY_STR) {
      cg_call_rt(cg, "arrc_text_format_str", cg->void_, 5, (LLVMValueRef[]){text, v, sd, sl, loc});
    } else {
      LLVMValueRef inner = text_new(cg);
      cg_put_value(cg, inner, v, t, false);
      LLVMValueRef str = text_take(cg, inner);
      cg_call_rt(cg, "arrc_text_format_str", cg->void_, 5, (LLVMValueRef[]){text, str, sd, sl, loc});
      cg_call_rt(cg, "arrc_str_decref", cg->void_, 1, &str);
    }
  }
  return text_take(cg, text);
}

LLVMValueRef cg_fstring(Cg *cg, const Instr *i) {
  LLVMValueRef text = text_new(cg);
  for (int k = 0; k < i->ops.len; k++) {
    const Instr *x = i->ops.v[k];
    x = ir_resolve(x);
    cg_put_value(cg, text, cg_value(cg, x), x->type, false);
  }
  return text_take(cg, text);
}

/* ---- Python builtins ---------------------------------------------------- */

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

static LLVMValueRef lower_len(Cg *cg, const Instr *call) {
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, a);
  switch (a->type->kind) {
  case TY_ARRAY: return a->type->ndim ? cg_array_dim(cg, v, 0) : cg_i64(cg, 0);
  case TY_LIST: return cg_list_len(cg, v);
  case TY_STR: return cg_str_len(cg, v);
  case TY_TUPLE: return cg_i64(cg, a->type->n);
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

static LLVMValueRef lower_range(Cg *cg, const Instr *call) {
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

static LLVMValueRef lower_abs(Cg *cg, const Instr *call) {
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, a);
  if (a->type->kind == TY_FLOAT)
    return cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  if (a->type->kind == TY_COMPLEX) {
    const Type *p = a->type->bits == 64 ? ty_float32 : ty_float64;
    LLVMValueRef args[] = {cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 0, ""), p, ty_float64),
                           cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), p, ty_float64)};
    return cg_convert(cg, cg_math(cg, "hypot", ty_float64, 2, args), ty_float64, call->type);
  }
  v = cg_convert(cg, v, a->type, call->type);
  if (call->type->kind == TY_INT && !call->type->is_signed)
    return v;
  LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, v, LLVMConstNull(LLVMTypeOf(v)), "");
  return LLVMBuildSelect(cg->b, neg, LLVMBuildNeg(cg->b, v, ""), v, "");
}

/* min/max of numbers as Python computes them: the first of the arguments
 * that no later one beats (NaN comparisons are false). */
static LLVMValueRef lower_minmax(Cg *cg, const Instr *call, bool is_max) {
  const Type *t = call->type;
  int n = nargs(call);
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
static LLVMValueRef python_int(Cg *cg, LLVMValueRef v, const Type *ft, const Type *t, SrcLoc loc) {
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
  LLVMValueRef keep = LLVMBuildOr(B, LLVMBuildNot(B, cg_float_class(cg, "isfinite", x, ty_float64), ""),
                                  LLVMBuildAnd(B, not_negative, cg_float_class(cg, "isinf", y, ty_float64), ""), "");
  return LLVMBuildSelect(B, keep, x, scaled_back, "");
}

static LLVMValueRef lower_round(Cg *cg, const Instr *call) {
  const Instr *a = arg_instr(call, 0);
  if (type_is_int(a->type) || a->type->kind == TY_BOOL)
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
  return python_int(cg, r, ty_float64, call->type, call->loc);
}

/* int(x), float(x), bool(x), complex(re, im). */
static LLVMValueRef lower_conversion(Cg *cg, const Instr *call) {
  const Type *t = call->type;
  if (nargs(call) == 0)
    return LLVMConstNull(cg_type(cg, t));
  const Instr *a = arg_instr(call, 0);
  if (t->kind == TY_BOOL)
    return cg_truth(cg, cg_value(cg, a), a->type, call->loc);
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
  return python_int(cg, cg_value(cg, a), a->type, t, call->loc);
}

/* sum(list or 1-D array), with Python's start of 0. */
static LLVMValueRef lower_sum(Cg *cg, const Instr *call) {
  const Instr *a = arg_instr(call, 0);
  const Type *at = a->type, *t = call->type;
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

/* ---- math ---------------------------------------------------------------- */

/* math.NAME: an LLVM intrinsic where one exists (the optimizer knows them
 * and the vectorizer can widen them), else the C library function. */
/* The math function `name` (math.sqrt, np.arctan2, ...) on values of the
 * float type ft: an LLVM intrinsic where one exists (the optimizer knows
 * them and the vectorizer can widen them), else the C library function
 * (libdevice's on the GPU). NULL for a name it does not know. */
/* A call of the C library's float32 function `fname` that LLVM may not
 * constant-fold: LLVM folds sinhf, expf, ... of a constant by computing in
 * double and rounding, which is correctly rounded, while the C library's
 * float32 functions that NumPy and Numba call at run time may be one ulp
 * away (glibc's sinhf(-1.77f)). With nobuiltin on the call the value is
 * the C library's whether or not the argument is known at compile time. */
static LLVMValueRef libm_call_unfolded(Cg *cg, const char *fname, LLVMTypeRef t, int n, LLVMValueRef *args) {
  LLVMValueRef call = cg_call_rt(cg, fname, t, n, args);
  static unsigned nobuiltin_kind;
  if (!nobuiltin_kind)
    nobuiltin_kind = LLVMGetEnumAttributeKindForName("nobuiltin", 9);
  LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->ctx, nobuiltin_kind, 0));
  return call;
}

LLVMValueRef cg_math(Cg *cg, const char *name, const Type *ft, int n, LLVMValueRef *args) {
  /* float32 math in CPU code whose result is not exact: the C library's
   * function (what Numba's llvm.exp.f32 and its sinhf become on x86),
   * unfolded. sqrt, fabs, floor and the like are exact and stay
   * intrinsics. */
  static const struct { const char *name, *libm; } inexact_f32[] = {
      {"exp", "expf"}, {"log", "logf"}, {"log2", "log2f"}, {"log10", "log10f"}, {"sin", "sinf"},
      {"cos", "cosf"}, {"pow", "powf"}, {"power", "powf"},
  };
  if (ft == ty_float32 && !cg->ptx)
    for (size_t k = 0; k < sizeof inexact_f32 / sizeof *inexact_f32; k++)
      if (strcmp(inexact_f32[k].name, name) == 0)
        return libm_call_unfolded(cg, inexact_f32[k].libm, cg->f32, n, args);
  static const struct { const char *name, *intrinsic; } intr[] = {
      {"sqrt", "llvm.sqrt"}, {"exp", "llvm.exp"}, {"log", "llvm.log"}, {"log2", "llvm.log2"},
      {"log10", "llvm.log10"}, {"sin", "llvm.sin"}, {"cos", "llvm.cos"}, {"fabs", "llvm.fabs"},
      {"abs", "llvm.fabs"}, {"floor", "llvm.floor"}, {"ceil", "llvm.ceil"}, {"trunc", "llvm.trunc"},
      {"copysign", "llvm.copysign"}, {"pow", "llvm.pow"}, {"power", "llvm.pow"}, {"fma", "llvm.fma"},
  };
  static const struct { const char *name, *libm; } lib[] = {
      {"tan", "tan"}, {"asin", "asin"}, {"acos", "acos"}, {"atan", "atan"}, {"arcsin", "asin"},
      {"arccos", "acos"}, {"arctan", "atan"}, {"sinh", "sinh"}, {"cosh", "cosh"}, {"tanh", "tanh"},
      {"asinh", "asinh"}, {"acosh", "acosh"}, {"atanh", "atanh"}, {"erf", "erf"}, {"erfc", "erfc"},
      {"gamma", "tgamma"}, {"lgamma", "lgamma"}, {"expm1", "expm1"}, {"log1p", "log1p"},
      {"atan2", "atan2"}, {"arctan2", "atan2"}, {"hypot", "hypot"}, {"fmod", "fmod"},
  };
  for (size_t k = 0; k < sizeof intr / sizeof *intr; k++)
    if (strcmp(intr[k].name, name) == 0)
      return cg_intrinsic(cg, intr[k].intrinsic, cg_type(cg, ft), n, args);
  for (size_t k = 0; k < sizeof lib / sizeof *lib; k++)
    if (strcmp(lib[k].name, name) == 0) {
      char fname[32];
      /* On the GPU the C library is libdevice (__nv_tanh, __nv_tanhf). */
      snprintf(fname, sizeof fname, "%s%s%s", cg->ptx ? "__nv_" : "", lib[k].libm, ft == ty_float32 ? "f" : "");
      if (ft == ty_float32 && !cg->ptx)
        return libm_call_unfolded(cg, fname, cg->f32, n, args);
      return cg_call_rt(cg, fname, cg_type(cg, ft), n, args);
    }
  if (strcmp(name, "degrees") == 0 || strcmp(name, "radians") == 0) {
    double k = name[0] == 'd' ? 180.0 / 3.14159265358979323846 : 3.14159265358979323846 / 180.0;
    return LLVMBuildFMul(cg->b, args[0], LLVMConstReal(cg_type(cg, ft), k), "");
  }
  return NULL;
}

/* math.isnan, isinf, isfinite of a number. */
LLVMValueRef cg_float_class(Cg *cg, const char *name, LLVMValueRef v, const Type *t) {
  if (!type_is_float(t))
    return LLVMConstInt(cg->i1, name[2] == 'f', false);
  if (name[2] == 'n')
    return LLVMBuildFCmp(cg->b, LLVMRealUNO, v, v, "");
  LLVMValueRef av = cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  LLVMValueRef inf = LLVMConstReal(LLVMTypeOf(v), 1.0 / 0.0);
  return LLVMBuildFCmp(cg->b, name[2] == 'i' ? LLVMRealOEQ : LLVMRealOLT, av, inf, "");
}

static LLVMValueRef lower_math(Cg *cg, const Instr *call, const char *name) {
  const Type *t = call->type;
  int n = nargs(call);
  if (strcmp(name, "isnan") == 0 || strcmp(name, "isinf") == 0 || strcmp(name, "isfinite") == 0) {
    const Instr *a = arg_instr(call, 0);
    return cg_float_class(cg, name, cg_value(cg, a), a->type);
  }
  /* floor, ceil and trunc of a float give an int in Python's math module. */
  const Type *ft = type_is_float(t) ? t : (call->ops.len > 1 && arg_instr(call, 0)->type == ty_float32 ? ty_float32 : ty_float64);
  if (!type_is_float(t) && type_is_int(t) && type_is_int(arg_instr(call, 0)->type))
    return arg_as(cg, call, 0, t);
  LLVMValueRef args[3];
  for (int k = 0; k < n && k < 3; k++)
    args[k] = arg_as(cg, call, k, ft);
  LLVMValueRef r = cg_math(cg, name, ft, n, args);
  if (!r) {
    cg_unsupported(cg, call->loc, "math.%s is not supported by the code generator yet", name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  /* math.sqrt(-1) and math.log(0) raise ValueError in Python; Numba's
   * jitted code returns nan and -inf, as arrc does. */
  return python_int(cg, r, ft, t, call->loc);
}

/* ---- NumPy ------------------------------------------------------------- */

/* The dimensions of a shape argument: an int or a tuple of ints. */
static int shape_dims(Cg *cg, const Instr *shape, LLVMValueRef *dims) {
  if (shape->type->kind == TY_TUPLE) {
    LLVMValueRef v = cg_value(cg, shape);
    for (int k = 0; k < shape->type->n; k++)
      dims[k] = cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), shape->type->elems[k], ty_int64);
    return shape->type->n;
  }
  dims[0] = cg_convert(cg, cg_value(cg, shape), shape->type, ty_int64);
  return 1;
}

static void fill(Cg *cg, LLVMValueRef a, const Type *elem, LLVMValueRef v, const Type *vt) {
  if (type_is_complex(elem)) {
    LLVMValueRef c = cg_convert(cg, v, vt, ty_complex128);
    cg_call_rt(cg, "arrc_array_fill_c128", cg->void_, 3,
               (LLVMValueRef[]){a, LLVMBuildExtractValue(cg->b, c, 0, ""), LLVMBuildExtractValue(cg->b, c, 1, "")});
  } else if (type_is_float(elem)) {
    cg_call_rt(cg, "arrc_array_fill_f64", cg->void_, 2,
               (LLVMValueRef[]){a, cg_convert(cg, cg_convert(cg, v, vt, elem), elem, ty_float64)});
  } else {
    cg_call_rt(cg, "arrc_array_fill_i64", cg->void_, 2, (LLVMValueRef[]){a, cg_convert(cg, cg_convert(cg, v, vt, elem), elem, ty_int64)});
  }
}

static LLVMValueRef lower_alloc(Cg *cg, const Instr *call, const char *name) {
  const Type *t = call->type;
  LLVMValueRef dims[32];
  bool like = strstr(name, "_like") != NULL;
  if (like) {
    const Instr *src = arg_instr(call, 0);
    LLVMValueRef a = cg_value(cg, src);
    for (int k = 0; k < t->ndim; k++)
      dims[k] = cg_array_dim(cg, a, k);
  } else {
    shape_dims(cg, arg_instr(call, 0), dims);
  }
  bool zero = strncmp(name, "zeros", 5) == 0;
  LLVMValueRef a = cg_array_new(cg, t, dims, zero || strncmp(name, "empty", 5) == 0, call->loc);
  if (strncmp(name, "ones", 4) == 0)
    fill(cg, a, t->elem, cg_i64(cg, 1), ty_int64);
  else if (strncmp(name, "full", 4) == 0) {
    const Instr *v = nargs(call) > 1 ? arg_instr(call, 1) : kwarg(call, "fill_value");
    fill(cg, a, t->elem, cg_value(cg, v), v->type);
  }
  return a;
}

static LLVMValueRef lower_arange(Cg *cg, const Instr *call) {
  const Type *t = call->type;
  int n = nargs(call);
  bool fl = type_is_float(t->elem);
  const Type *ct = fl ? ty_float64 : ty_int64;
  LLVMValueRef start = LLVMConstNull(cg_type(cg, ct)), stop, step = fl ? LLVMConstReal(cg->f64, 1) : cg_i64(cg, 1);
  if (n == 1) {
    stop = arg_as(cg, call, 0, ct);
  } else {
    start = arg_as(cg, call, 0, ct);
    stop = arg_as(cg, call, 1, ct);
    if (n > 2)
      step = arg_as(cg, call, 2, ct);
  }
  LLVMValueRef a = cg_call_rt(cg, fl ? "arrc_array_arange_f64" : "arrc_array_arange_i64", cg->ptr, 4,
                              (LLVMValueRef[]){start, stop, step, cg_loc(cg, call->loc)});
  if (t->elem != ct) {
    LLVMValueRef b = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                                (LLVMValueRef[]){a, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false), cg_loc(cg, call->loc)});
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
    return b;
  }
  return a;
}

/* np.array(list) of numbers, or of lists of numbers (2-D); np.array(a)
 * copies. */
static LLVMValueRef lower_np_array(Cg *cg, const Instr *call) {
  const Instr *src = arg_instr(call, 0);
  const Type *t = call->type, *st = src->type;
  LLVMValueRef v = cg_value(cg, src);
  LLVMValueRef code = LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false);
  if (st->kind == TY_ARRAY) {
    if (st->elem == t->elem)
      return cg_call_rt(cg, "arrc_array_copy", cg->ptr, 2, (LLVMValueRef[]){v, cg_loc(cg, call->loc)});
    return cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){v, code, cg_loc(cg, call->loc)});
  }
  if (st->kind == TY_LIST && st->elem && type_is_number(st->elem)) {
    LLVMValueRef a = cg_array_new(cg, t, (LLVMValueRef[]){cg_list_len(cg, v)}, false, call->loc);
    LLVMValueRef data = cg_array_data(cg, a);
    Loop l = cg_loop_begin(cg, cg_list_len(cg, v));
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, st->elem), cg_list_elem_ptr(cg, v, l.i, call->loc), "");
    x = cg_convert(cg, x, st->elem, t->elem);
    if (t->elem->kind == TY_BOOL)
      x = LLVMBuildZExt(cg->b, x, cg->i8, "");
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem), data, &l.i, 1, ""));
    cg_loop_end(cg, &l);
    return a;
  }
  if (st->kind == TY_LIST && st->elem && st->elem->kind == TY_LIST && st->elem->elem && type_is_number(st->elem->elem)) {
    /* Rows of equal length (NumPy would make an object array otherwise). */
    LLVMValueRef rows = cg_list_len(cg, v);
    LLVMValueRef first = LLVMBuildLoad2(cg->b, cg->ptr, cg_list_elem_ptr(cg, v, cg_i64(cg, 0), call->loc), "");
    LLVMValueRef cols = cg_list_len(cg, first);
    LLVMValueRef a = cg_array_new(cg, t, (LLVMValueRef[]){rows, cols}, false, call->loc);
    LLVMValueRef data = cg_array_data(cg, a);
    Loop outer = cg_loop_begin(cg, rows);
    LLVMValueRef row = LLVMBuildLoad2(cg->b, cg->ptr, cg_list_elem_ptr(cg, v, outer.i, call->loc), "");
    Loop inner = cg_loop_begin(cg, cols);
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, st->elem->elem), cg_list_elem_ptr(cg, row, inner.i, call->loc), "");
    x = cg_convert(cg, x, st->elem->elem, t->elem);
    if (t->elem->kind == TY_BOOL)
      x = LLVMBuildZExt(cg->b, x, cg->i8, "");
    LLVMValueRef idx = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, outer.i, cols, ""), inner.i, "");
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem), data, &idx, 1, ""));
    cg_loop_end(cg, &inner);
    cg_loop_end(cg, &outer);
    return a;
  }
  cg_unsupported(cg, call->loc, "np.array() of %s is not supported by the code generator yet", st->name);
  return LLVMGetUndef(cg->ptr);
}

/* Reductions of a whole array: the runtime walks any layout. */
static LLVMValueRef lower_reduce(Cg *cg, const Instr *call, const Instr *a, const char *op) {
  if (a->op == IR_MAP && ptrmap_get(&cg->virtuals, a))
    return cg_map_sum(cg, a, call->type);
  /* The runtime's code of the reduction, from the table of arrc_abi.h. */
  int code = arrc_reduction_lookup(op);
  /* axis= comes after the array (inference made it positional); None is
   * the whole array. */
  int axispos = receiver(call) ? 0 : 1;
  const Instr *axis = nargs(call) == axispos + 1 ? arg_instr(call, axispos) : NULL;
  if (axis && axis->type->kind == TY_NONE)
    axis = NULL;
  if (axis && call->type->kind == TY_ARRAY && code >= 0)
    return cg_reduce_axis(cg, call, a, axis, code);
  if (axis || call->nkw || a->type->kind != TY_ARRAY || code < 0) {
    cg_unsupported(cg, call->loc, "%s() with these arguments is not supported by the code generator yet", op);
    return LLVMGetUndef(cg_type(cg, call->type));
  }
  const Type *t = call->type;
  LLVMValueRef v = cg_value(cg, a);
  char name[64];
  LLVMValueRef opcode = LLVMConstInt(cg->i32, (unsigned)code, false);
  if (t->kind == TY_BOOL || type_is_int(t)) {
    snprintf(name, sizeof name, "arrc_array_reduce_i64");
    LLVMValueRef r = cg_call_rt(cg, name, cg->i64, 3, (LLVMValueRef[]){v, opcode, cg_loc(cg, call->loc)});
    return cg_convert(cg, r, ty_int64, t);
  }
  if (type_is_float(t) && type_is_float(a->type->elem) && (strcmp(op, "sum") == 0 || strcmp(op, "mean") == 0)) {
    /* Float sums in the array's own type and order: NumPy's pairwise order
     * in host code, one by one in jitted code (as Numba). */
    LLVMValueRef order = LLVMConstInt(cg->i32, !cg_in_jit(cg), false);
    LLVMValueRef r = cg_call_rt(cg, "arrc_array_float_sum", cg->f64, 2, (LLVMValueRef[]){v, order});
    const Type *et = a->type->elem;
    r = cg_convert(cg, r, ty_float64, et);
    if (op[0] == 'm') {
      LLVMValueRef n = cg_convert(cg, cg_array_size(cg, v), ty_int64, et);
      r = LLVMBuildFDiv(cg->b, r, n, "");
    }
    return cg_convert(cg, r, et, t);
  }
  if (type_is_float(t)) {
    LLVMValueRef r = cg_call_rt(cg, "arrc_array_reduce_f64", cg->f64, 3, (LLVMValueRef[]){v, opcode, cg_loc(cg, call->loc)});
    return cg_convert(cg, r, ty_float64, t);
  }
  cg_unsupported(cg, call->loc, "%s() of %s is not supported by the code generator yet", op, a->type->name);
  return LLVMGetUndef(cg_type(cg, t));
}

static LLVMValueRef lower_reshape(Cg *cg, const Instr *call, const Instr *a) {
  LLVMValueRef dims[32];
  int n = 0;
  if (nargs(call) == 1) {
    n = shape_dims(cg, arg_instr(call, 0), dims);
  } else {
    for (int k = 0; k < nargs(call) && k < 32; k++)
      dims[n++] = arg_as(cg, call, k, ty_int64);
  }
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "rshape");
  for (int k = 0; k < n; k++)
    LLVMBuildStore(cg->b, dims[k], LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  /* Host code reshapes as NumPy (a view, or a copy when the strides allow
   * no view); jitted code as Numba (a view, or NotImplementedError). */
  return cg_call_rt(cg, cg_in_jit(cg) ? "arrc_array_reshape_jit" : "arrc_array_reshape", cg->ptr, 4,
                    (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, (unsigned)n, false), shape, cg_loc(cg, call->loc)});
}

/* ---- random numbers ------------------------------------------------------ */

/* Argument pos, or the keyword name, or NULL. */
static const Instr *argument(const Instr *call, int pos, const char *name) {
  if (pos < nargs(call))
    return arg_instr(call, pos);
  return name ? kwarg(call, name) : NULL;
}

static LLVMValueRef value_as(Cg *cg, const Instr *a, const Type *t, double dflt) {
  if (!a || a->type->kind == TY_NONE)
    return type_is_float(t) ? LLVMConstReal(cg_type(cg, t), dflt) : LLVMConstInt(cg_type(cg, t), (unsigned long long)(int64_t)dflt, true);
  return cg_convert(cg, cg_value(cg, a), a->type, t);
}

/* A tuple or a number as a block of doubles for the broadcasting uniform. */
static LLVMValueRef doubles(Cg *cg, const Instr *a, int64_t *n) {
  int count = a->type->kind == TY_TUPLE ? a->type->n : 1;
  LLVMValueRef block = cg_alloca(cg, LLVMArrayType(cg->f64, (unsigned)count), "bounds");
  LLVMValueRef v = cg_value(cg, a);
  for (int k = 0; k < count; k++) {
    LLVMValueRef x = a->type->kind == TY_TUPLE
                         ? cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), a->type->elems[k], ty_float64)
                         : cg_convert(cg, v, a->type, ty_float64);
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, cg->f64, block, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  *n = count;
  return block;
}

/* np.random.* and random.*: host code draws from NumPy's legacy generator,
 * jitted code from Numba's (runtime/random.c). */
static LLVMValueRef lower_random(Cg *cg, const Instr *call, const char *path) {
  bool jit = cg->f->kind == FUNC_JIT || cg->f->kind == FUNC_UFUNC;
  bool np = strncmp(path, "numpy.random.", 13) == 0;
  const char *op = strrchr(path, '.') + 1;
  const Type *t = call->type;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  char name[96];
  if (strcmp(op, "seed") == 0) {
    LLVMValueRef s = LLVMBuildTrunc(cg->b, arg_as(cg, call, 0, ty_int64), cg->i32, "");
    snprintf(name, sizeof name, "%s", !jit ? "arrc_random_seed" : np ? "arrc_jit_random_np_seed" : "arrc_jit_random_py_seed");
    cg_call_rt(cg, name, cg->void_, 1, &s);
    return NULL;
  }
  if (!np) {
    const char *prefix = jit ? "arrc_jit_random_py_" : "arrc_random_";
    if (strcmp(op, "random") == 0) {
      snprintf(name, sizeof name, "%srandom", prefix);
      return cg_call_rt(cg, name, cg->f64, 0, NULL);
    }
    if (strcmp(op, "uniform") == 0 || strcmp(op, "gauss") == 0) {
      snprintf(name, sizeof name, "%s%s", jit ? prefix : op[0] == 'u' ? "arrc_random_py_" : "arrc_random_", op);
      return cg_call_rt(cg, name, cg->f64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), arg_as(cg, call, 1, ty_float64)});
    }
    if (strcmp(op, "randint") == 0) {
      snprintf(name, sizeof name, "%srandint", jit ? prefix : "arrc_random_py_");
      return cg_call_rt(cg, name, cg->i64, 3, (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64), loc});
    }
  }
  const char *host = jit ? "arrc_jit_random_np_" : "arrc_random_";
  bool array = t->kind == TY_ARRAY;
  LLVMValueRef a = NULL;
  if (array) {
    LLVMValueRef dims[32];
    if (strcmp(op, "rand") == 0 || strcmp(op, "randn") == 0) {
      for (int k = 0; k < nargs(call); k++)
        dims[k] = arg_as(cg, call, k, ty_int64);
    } else {
      int size_pos = strcmp(op, "random") == 0 ? 0 : 2;
      shape_dims(cg, argument(call, size_pos, "size"), dims);
    }
    a = cg_array_new(cg, t, dims, false, call->loc);
  }
  if (strcmp(op, "rand") == 0 || strcmp(op, "random") == 0) {
    if (!array) {
      snprintf(name, sizeof name, jit ? "arrc_jit_random_np_random" : "arrc_random_random");
      return cg_call_rt(cg, name, cg->f64, 0, NULL);
    }
    snprintf(name, sizeof name, "%sfill_random", jit ? host : "arrc_random_");
    cg_call_rt(cg, name, cg->void_, 1, &a);
    return a;
  }
  if (strcmp(op, "randn") == 0) {
    snprintf(name, sizeof name, "%s%s", jit ? host : "arrc_random_", array ? "fill_standard_normal" : "standard_normal");
    if (!array)
      return cg_call_rt(cg, name, cg->f64, 0, NULL);
    cg_call_rt(cg, name, cg->void_, 1, &a);
    return a;
  }
  if (strcmp(op, "uniform") == 0 || strcmp(op, "normal") == 0) {
    bool uni = op[0] == 'u';
    const Instr *lo = argument(call, 0, uni ? "low" : "loc"), *hi = argument(call, 1, uni ? "high" : "scale");
    if ((lo && lo->type->kind == TY_TUPLE) || (hi && hi->type->kind == TY_TUPLE)) {
      if (!uni || !array || jit || !lo || !hi) {
        cg_unsupported(cg, call->loc, "np.random.%s() with tuple bounds is not supported by the code generator yet", op);
        return LLVMGetUndef(cg_type(cg, t));
      }
      int64_t nlo, nhi;
      LLVMValueRef lb = doubles(cg, lo, &nlo), hb = doubles(cg, hi, &nhi);
      cg_call_rt(cg, "arrc_random_fill_uniform_tuple", cg->void_, 6,
                 (LLVMValueRef[]){a, lb, cg_i64(cg, nlo), hb, cg_i64(cg, nhi), loc});
      return a;
    }
    LLVMValueRef x = value_as(cg, lo, ty_float64, 0), y = value_as(cg, hi, ty_float64, 1);
    if (!array) {
      if (jit)
        snprintf(name, sizeof name, "arrc_jit_random_np_%s", op);
      else
        snprintf(name, sizeof name, "arrc_random_%s_at", op);
      return jit ? cg_call_rt(cg, name, cg->f64, 2, (LLVMValueRef[]){x, y})
                 : cg_call_rt(cg, name, cg->f64, 3, (LLVMValueRef[]){x, y, loc});
    }
    snprintf(name, sizeof name, "%sfill_%s", host, op);
    if (jit)
      cg_call_rt(cg, name, cg->void_, 3, (LLVMValueRef[]){a, x, y});
    else
      cg_call_rt(cg, name, cg->void_, 4, (LLVMValueRef[]){a, x, y, loc});
    return a;
  }
  if (strcmp(op, "randint") == 0) {
    const Instr *lo = argument(call, 0, "low"), *hi = argument(call, 1, "high");
    LLVMValueRef x = value_as(cg, lo, ty_int64, 0), y;
    if (!hi || hi->type->kind == TY_NONE) {
      y = x;
      x = cg_i64(cg, 0);
    } else {
      y = value_as(cg, hi, ty_int64, 0);
    }
    if (!array) {
      snprintf(name, sizeof name, "%srandint", jit ? host : "arrc_random_");
      return cg_convert(cg, cg_call_rt(cg, name, cg->i64, 3, (LLVMValueRef[]){x, y, loc}), ty_int64, t);
    }
    snprintf(name, sizeof name, "%sfill_randint", host);
    cg_call_rt(cg, name, cg->void_, 4, (LLVMValueRef[]){a, x, y, loc});
    return a;
  }
  cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", path);
  return LLVMGetUndef(cg_type(cg, t));
}

/* ---- the table ------------------------------------------------------------ */

LLVMValueRef cg_builtin_call(Cg *cg, const Instr *call, const char *path) {
  const Instr *recv = receiver(call);
  bool handled;
  if (strncmp(path, "numba.cuda.", 11) == 0 && strcmp(path, "numba.cuda.pinned_array") != 0 &&
      strcmp(path, "numba.cuda.fma") != 0) {
    LLVMValueRef r = cg_gpu_builtin(cg, call, path, &handled);
    if (handled)
      return r;
  }
  if (recv && (strncmp(path, "event.", 6) == 0 || strncmp(path, "stream.", 7) == 0 ||
               strcmp(path, "array.copy_to_host") == 0)) {
    LLVMValueRef r = cg_gpu_method(cg, call, path, recv, &handled);
    if (handled)
      return r;
  }
  if (strcmp(path, "numba.cuda.fma") == 0) {
    const Type *t = call->type;
    return cg_intrinsic(cg, "llvm.fma", cg_type(cg, t), 3,
                        (LLVMValueRef[]){arg_as(cg, call, 0, t), arg_as(cg, call, 1, t), arg_as(cg, call, 2, t)});
  }
  if (strcmp(path, "builtins.print") == 0)
    return lower_print(cg, call);
  if (strcmp(path, "builtins.len") == 0)
    return lower_len(cg, call);
  if (strcmp(path, "builtins.range") == 0 || strcmp(path, "numba.prange") == 0)
    return lower_range(cg, call);
  if ((strcmp(path, "builtins.abs") == 0 || strcmp(path, "numpy.abs") == 0) && call->type->kind != TY_ARRAY)
    return lower_abs(cg, call);
  if (strcmp(path, "builtins.min") == 0 || strcmp(path, "builtins.max") == 0)
    return lower_minmax(cg, call, path[10] == 'a');
  if (strcmp(path, "builtins.round") == 0)
    return lower_round(cg, call);
  if (strcmp(path, "builtins.int") == 0 || strcmp(path, "builtins.float") == 0 || strcmp(path, "builtins.bool") == 0 ||
      strcmp(path, "builtins.complex") == 0)
    return lower_conversion(cg, call);
  if (strcmp(path, "builtins.sum") == 0)
    return lower_sum(cg, call);
  if (strcmp(path, "builtins.enumerate") == 0 || strcmp(path, "builtins.zip") == 0)
    return LLVMConstInt(cg->i8, 0, false);
  if (strcmp(path, "builtins.pow") == 0 && nargs(call) == 2) {
    const Instr *x = arg_instr(call, 0), *y = arg_instr(call, 1);
    return cg_power(cg, call->type, cg_value(cg, x), x->type, cg_value(cg, y), y->type, call->loc);
  }
  if (strcmp(path, "numpy.dot") == 0)
    return cg_matmul(cg, call, arg_instr(call, 0), arg_instr(call, 1));
  if ((strncmp(path, "numpy.", 6) == 0 || strcmp(path, "builtins.abs") == 0) && call->type &&
      call->type->kind == TY_ARRAY && strncmp(path, "numpy.random.", 13) != 0 && nargs(call) >= 1) {
    static const char *const elementwise[] = {
        "sqrt", "exp", "log", "log10", "sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh",
        "abs", "fabs", "floor", "ceil", "isnan", "arctan2", "power", "maximum", "minimum", "where", "clip", NULL};
    const char *fn = path[0] == 'b' ? "abs" : path + 6;
    for (int k = 0; elementwise[k]; k++)
      if (strcmp(elementwise[k], fn) == 0) {
        bool any_array = false;
        for (int j = 0; j < nargs(call); j++)
          any_array |= arg_instr(call, j)->type->kind == TY_ARRAY;
        if (any_array)
          return cg_elementwise(cg, call, fn);
      }
  }
  if (strncmp(path, "numpy.random.", 13) == 0 || strncmp(path, "random.", 7) == 0)
    return lower_random(cg, call, path);
  if (strcmp(path, "builtins.divmod") == 0) {
    const Type *t = call->type->elems[0];
    LLVMValueRef a = arg_as(cg, call, 0, t), b = arg_as(cg, call, 1, t);
    LLVMValueRef q = cg_binary_op(cg, OP_FLOORDIV, t, a, b, call->loc), r = cg_binary_op(cg, OP_MOD, t, a, b, call->loc);
    LLVMValueRef tv = LLVMGetUndef(cg_type(cg, call->type));
    tv = LLVMBuildInsertValue(cg->b, tv, q, 0, "");
    return LLVMBuildInsertValue(cg->b, tv, r, 1, "");
  }
  if (strncmp(path, "math.", 5) == 0 && call->type && type_is_number(call->type))
    return lower_math(cg, call, path + 5);
  if ((strcmp(path, "numpy.maximum") == 0 || strcmp(path, "numpy.minimum") == 0) && call->type &&
      type_is_number(call->type))
    return cg_numpy_maximum(cg, call->type, arg_as(cg, call, 0, call->type), arg_as(cg, call, 1, call->type),
                            path[7] == 'a');
  if (strncmp(path, "numpy.", 6) == 0 && call->type && type_is_number(call->type) && nargs(call) >= 1 &&
      type_is_number(arg_instr(call, 0)->type) && strncmp(path, "numpy.random", 12) != 0 &&
      strcmp(path, "numpy.sum") != 0)
    return lower_math(cg, call, path + 6);
  if (strcmp(path, "numpy.zeros") == 0 || strcmp(path, "numpy.ones") == 0 || strcmp(path, "numpy.empty") == 0 ||
      strcmp(path, "numpy.full") == 0 || strcmp(path, "numpy.zeros_like") == 0 || strcmp(path, "numpy.ones_like") == 0 ||
      strcmp(path, "numpy.empty_like") == 0 || strcmp(path, "numpy.full_like") == 0 ||
      strcmp(path, "numba.cuda.pinned_array") == 0)
    return lower_alloc(cg, call, path + (path[0] == 'n' && path[1] == 'u' && path[2] == 'm' && path[3] == 'p' ? 6 : 11));
  if (strcmp(path, "numpy.arange") == 0)
    return lower_arange(cg, call);
  if (strcmp(path, "numpy.linspace") == 0) {
    LLVMValueRef num = nargs(call) > 2 ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, 50);
    return cg_call_rt(cg, "arrc_array_linspace", cg->ptr, 4,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), arg_as(cg, call, 1, ty_float64), num, cg_loc(cg, call->loc)});
  }
  if (strcmp(path, "numpy.array") == 0)
    return lower_np_array(cg, call);
  if (strcmp(path, "numpy.copy") == 0 || (strcmp(path, "array.copy") == 0 && recv))
    return cg_call_rt(cg, "arrc_array_copy", cg->ptr, 2,
                      (LLVMValueRef[]){cg_value(cg, recv ? recv : arg_instr(call, 0)), cg_loc(cg, call->loc)});
  if (strcmp(path, "array.astype") == 0 && recv)
    return cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                      (LLVMValueRef[]){cg_value(cg, recv), LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
                                       cg_loc(cg, call->loc)});
  if (strcmp(path, "array.reshape") == 0 && recv)
    return lower_reshape(cg, call, recv);
  /* a.ravel() is a view of a C-contiguous array: in host code as NumPy
   * decides at run time, in jitted code when Numba's type of a says C
   * layout (a copy otherwise, even of an array that happens to be
   * contiguous). */
  if (strcmp(path, "array.ravel") == 0 && recv) {
    bool view = !cg_in_jit(cg) || recv->type->layout == 'C';
    return cg_call_rt(cg, view ? "arrc_array_ravel" : "arrc_array_flatten", cg->ptr, 2,
                      (LLVMValueRef[]){cg_value(cg, recv), cg_loc(cg, call->loc)});
  }
  if (strncmp(path, "array.", 6) == 0 && recv && recv->type->kind == TY_ARRAY)
    return lower_reduce(cg, call, recv, path + 6);
  if (strncmp(path, "numpy.", 6) == 0 && nargs(call) >= 1 && arg_instr(call, 0)->type->kind == TY_ARRAY &&
      call->type && (type_is_number(call->type) || call->type->kind == TY_ARRAY))
    return lower_reduce(cg, call, arg_instr(call, 0), path + 6);
  if (strcmp(path, "list.append") == 0 && recv) {
    const Instr *x = arg_instr(call, 0);
    cg_list_append(cg, cg_value(cg, recv), recv->type, cg_convert(cg, cg_value(cg, x), x->type, recv->type->elem));
    return NULL;
  }
  if (strcmp(path, "list.pop") == 0 && recv) {
    LLVMValueRef out = cg_alloca(cg, cg_type(cg, call->type), "popped");
    LLVMValueRef idx = nargs(call) ? arg_as(cg, call, 0, ty_int64) : cg_i64(cg, -1);
    cg_call_rt(cg, "arrc_list_pop", cg->void_, 4, (LLVMValueRef[]){cg_value(cg, recv), idx, out, cg_loc(cg, call->loc)});
    return LLVMBuildLoad2(cg->b, cg_type(cg, call->type), out, "");
  }
  if (strcmp(path, "complex.conjugate") == 0 && recv) {
    LLVMValueRef v = cg_value(cg, recv);
    return LLVMBuildInsertValue(cg->b, v, LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, 1, ""), ""), 1, "");
  }
  if (strcmp(path, "numpy.save") == 0) {
    cg_call_rt(cg, "arrc_npy_save", cg->void_, 3,
               (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)), cg_loc(cg, call->loc)});
    return NULL;
  }
  if (strcmp(path, "numpy.load") == 0)
    return cg_call_rt(cg, "arrc_npy_load", cg->ptr, 5,
                      (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)),
                                       LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
                                       LLVMConstInt(cg->i32, (unsigned)call->type->ndim, false),
                                       LLVMConstInt(cg->i1, call->annotation == NULL, false), cg_loc(cg, call->loc)});
  if (strcmp(path, "time.time") == 0)
    return cg_call_rt(cg, "arrc_time", cg->f64, 0, NULL);
  if (strcmp(path, "time.perf_counter") == 0)
    return cg_call_rt(cg, "arrc_perf_counter", cg->f64, 0, NULL);
  if (strcmp(path, "sys.exit") == 0) {
    LLVMValueRef code = nargs(call) ? arg_as(cg, call, 0, ty_int64) : cg_i64(cg, 0);
    cg_call_rt(cg, "arrc_sys_exit", cg->void_, 1, &code);
    return NULL;
  }
  cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", path);
  return call->type && cg_type_is_data(call->type) ? LLVMGetUndef(cg_type(cg, call->type)) : NULL;
}
