/* Text: the runtime's text buffers that print() and f-strings fill
 * (str() and repr() of every value, format specs), and counted loops. */
#include <stdio.h>
#include <string.h>

#include "lower.h"

LLVMValueRef cg_text_new(Cg *cg) {
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

void cg_text_put_const(Cg *cg, LLVMValueRef text, const char *s) {
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
  if (cg_put_class_value(cg, text, t))
    return;
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
    if (t->func) {
      cg_put_namedtuple(cg, text, v, t);
      return;
    }
    cg_text_put_const(cg, text, "(");
    for (int k = 0; k < t->n; k++) {
      if (k)
        cg_text_put_const(cg, text, ", ");
      cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], true);
    }
    cg_text_put_const(cg, text, t->n == 1 ? ",)" : ")");
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
    if (repr && t->typed) { /* Numba's repr of a typed list: ListType[int64]([1, 2]) */
      cg_text_put_const(cg, text, t->name);
      cg_text_put_const(cg, text, "(");
      cg_put_value(cg, text, v, t, false);
      cg_text_put_const(cg, text, ")");
      return;
    }
    cg_text_put_const(cg, text, "[");
    if (t->elem) {
      Loop l = cg_loop_begin(cg, cg_list_len(cg, v));
      LLVMBasicBlockRef sep = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "sep");
      LLVMBasicBlockRef item = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "item");
      LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, l.i, cg_i64(cg, 0), ""), sep, item);
      LLVMPositionBuilderAtEnd(cg->b, sep);
      cg_text_put_const(cg, text, ", ");
      LLVMBuildBr(cg->b, item);
      LLVMPositionBuilderAtEnd(cg->b, item);
      LLVMValueRef p = cg_list_elem_ptr(cg, v, l.i, (SrcLoc){0});
      /* A numba.typed.List prints its elements with str(): [a, b]. */
      cg_put_value(cg, text, LLVMBuildLoad2(cg->b, cg_type(cg, t->elem), p, ""), t->elem, !t->typed);
      cg_loop_end(cg, &l);
    }
    cg_text_put_const(cg, text, "]");
    return;
  }
  case TY_RANGE:
    cg_text_put_const(cg, text, "range(");
    cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, 0, ""), ty_int64, false);
    cg_text_put_const(cg, text, ", ");
    cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, 1, ""), ty_int64, false);
    {
      /* The step shows only when it is not 1: range(1, 10, 2). */
      LLVMValueRef step = LLVMBuildExtractValue(cg->b, v, 2, "");
      LLVMBasicBlockRef put = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "step");
      LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
      LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, step, cg_i64(cg, 1), ""), put, done);
      LLVMPositionBuilderAtEnd(cg->b, put);
      cg_text_put_const(cg, text, ", ");
      cg_put_value(cg, text, step, ty_int64, false);
      LLVMBuildBr(cg->b, done);
      LLVMPositionBuilderAtEnd(cg->b, done);
    }
    cg_text_put_const(cg, text, ")");
    return;
  case TY_DTYPE:
    if (repr && t->n) { /* a dtype object: dtype('float64') */
      cg_text_put_const(cg, text, "dtype('");
      cg_text_put_const(cg, text, t->elem->kind == TY_BOOL ? "bool" : t->elem->name);
      cg_text_put_const(cg, text, "')");
      return;
    }
    cg_text_put_const(cg, text, t->elem->kind == TY_BOOL ? "bool" : t->elem->name);
    return;
  case TY_DICT: case TY_SET:
    if (repr && t->typed) { /* DictType[int64,float64]<iv=None>({1: 2.5}) */
      cg_text_put_const(cg, text, t->name);
      cg_text_put_const(cg, text, "<iv=None>(");
      cg_put_dict(cg, text, v, t);
      cg_text_put_const(cg, text, ")");
      return;
    }
    cg_put_dict(cg, text, v, t);
    return;
  default:
    cg_text_put_const(cg, text, t->name);
    return;
  }
}

/* format(value, spec) of an f-string field after its conversion. With no
 * spec and no conversion, a value formats as str() does, except that a
 * float32 or complex64 is widened to float64 or complex128 first (Python's
 * format of a NumPy scalar); a conversion (!r, !s, !a) formats the value's repr, str or
 * ascii text as a string ({True!s:>6} is '  True', where {True:>6}
 * formats the int 1), which the runtime makes from the value itself. */
LLVMValueRef cg_format(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0];
  x = ir_resolve(x);
  const Instr *spec = i->ops.len > 1 ? i->ops.v[1] : NULL;
  spec = ir_resolve(spec);
  LLVMValueRef text = cg_text_new(cg);
  LLVMValueRef v = cg_value(cg, x);
  const Type *t = x->type;
  int conv = (int)i->imm.i;
  if (conv) {
    cg_format_value(cg, text, v, t, spec ? cg_value(cg, spec) : NULL, conv, i->loc);
    return text_take(cg, text);
  }
  if (t == ty_float32 || t == ty_complex64) {
    const Type *wide = t == ty_float32 ? ty_float64 : ty_complex128;
    v = cg_convert(cg, v, t, wide);
    t = wide;
  }
  if (!spec) {
    cg_put_value(cg, text, v, t, false);
  } else {
    LLVMValueRef s = cg_value(cg, spec);
    LLVMValueRef sd = cg_str_data(cg, s), sl = cg_str_len(cg, s), loc = cg_loc(cg, i->loc);
    if (t->kind == TY_BOOL) {
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
      /* Any other value: object.__format__, which takes only the empty
       * spec (a TypeError otherwise), or an optional's value. */
      cg_format_value(cg, text, v, t, s, 0, i->loc);
    }
  }
  return text_take(cg, text);
}

LLVMValueRef cg_fstring(Cg *cg, const Instr *i) {
  LLVMValueRef text = cg_text_new(cg);
  for (int k = 0; k < i->ops.len; k++) {
    const Instr *x = i->ops.v[k];
    x = ir_resolve(x);
    cg_put_value(cg, text, cg_value(cg, x), x->type, false);
  }
  return text_take(cg, text);
}

