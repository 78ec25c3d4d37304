/* Typed IR -> LLVM IR, for the CPU and (with cg->ptx) the GPU: program
 * functions, the entry code as main(), numbers and their operators,
 * conversions, tuples, optionals, control flow and the edges that carry
 * references. Arrays, indexing and iteration are in array.c, calls of
 * builtins go through library.c to the lowerings of lib_*.c, where
 * references die is refcount.c.
 *
 * Values map one to one: each IR instruction becomes the LLVM value that
 * computes it. Phis are created empty when their block is entered and get
 * their incoming values once every edge is built. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "cg.h"
#include "infer.h"
#include "scope.h"

/* ---- small helpers ---------------------------------------------------- */

void cg_unsupported(Cg *cg, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_report(cg->d, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  cg->failed = true;
}

/* Jitted code reports some errors in Numba's words rather than Python's;
 * the oracle runs it under Numba. */
bool cg_in_jit(const Cg *cg) { return cg->f->kind == FUNC_JIT || cg->f->kind == FUNC_UFUNC; }

LLVMValueRef cg_i64(Cg *cg, int64_t v) { return LLVMConstInt(cg->i64, (unsigned long long)v, true); }

LLVMValueRef cg_alloca(Cg *cg, LLVMTypeRef t, const char *name) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
  LLVMValueRef first = LLVMGetFirstInstruction(cg->alloca_bb);
  if (first)
    LLVMPositionBuilderBefore(b, first);
  else
    LLVMPositionBuilderAtEnd(b, cg->alloca_bb);
  LLVMValueRef a = LLVMBuildAlloca(b, t, name);
  LLVMDisposeBuilder(b);
  return a;
}

/* The runtime is C: a bool argument must arrive zero-extended, as the
 * x86-64 and AArch64 ABIs require of the caller. Without zeroext LLVM
 * leaves the register's upper bits as they happen to be, and the C side,
 * which reads the whole byte, sees true for a false i1. */
LLVMValueRef cg_call_rt(Cg *cg, const char *name, LLVMTypeRef ret, int n, LLVMValueRef *args) {
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
  LLVMTypeRef ft;
  unsigned zeroext_kind = LLVMGetEnumAttributeKindForName("zeroext", 7);
  if (!fn) {
    LLVMTypeRef params[16];
    for (int k = 0; k < n; k++)
      params[k] = LLVMTypeOf(args[k]);
    ft = LLVMFunctionType(ret, params, (unsigned)n, false);
    fn = LLVMAddFunction(cg->mod, name, ft);
    for (int k = 0; k < n; k++)
      if (params[k] == cg->i1)
        LLVMAddAttributeAtIndex(fn, (unsigned)k + 1, LLVMCreateEnumAttribute(cg->ctx, zeroext_kind, 0));
  } else {
    ft = LLVMGlobalGetValueType(fn);
  }
  LLVMValueRef call = LLVMBuildCall2(cg->b, ft, fn, args, (unsigned)n, "");
  for (int k = 0; k < n; k++)
    if (LLVMTypeOf(args[k]) == cg->i1)
      LLVMAddCallSiteAttribute(call, (unsigned)k + 1, LLVMCreateEnumAttribute(cg->ctx, zeroext_kind, 0));
  return call;
}

/* A pointer to a constant arrc_loc {file, line, col}, one per location. */
LLVMValueRef cg_loc(Cg *cg, SrcLoc loc) {
  for (int k = 0; k < cg->nlocs; k++)
    if (cg->locs[k].line == loc.line && cg->locs[k].col == loc.col)
      return cg->locs[k].gv;
  static LLVMValueRef file;
  LLVMValueRef fname = LLVMGetNamedGlobal(cg->mod, "arrc.file");
  if (!fname) {
    const char *path = cg->m->src->path;
    LLVMValueRef s = LLVMConstStringInContext(cg->ctx, path, (unsigned)strlen(path), false);
    fname = LLVMAddGlobal(cg->mod, LLVMTypeOf(s), "arrc.file");
    LLVMSetInitializer(fname, s);
    LLVMSetGlobalConstant(fname, true);
    LLVMSetLinkage(fname, LLVMPrivateLinkage);
  }
  file = fname;
  LLVMTypeRef lt = LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){cg->ptr, cg->i32, cg->i32}, 3, false);
  LLVMValueRef init = LLVMConstNamedStruct(
      lt, (LLVMValueRef[]){file, LLVMConstInt(cg->i32, (unsigned)loc.line, false),
                           LLVMConstInt(cg->i32, (unsigned)loc.col, false)}, 3);
  LLVMValueRef gv = LLVMAddGlobal(cg->mod, lt, "arrc.loc");
  LLVMSetInitializer(gv, init);
  LLVMSetGlobalConstant(gv, true);
  LLVMSetLinkage(gv, LLVMPrivateLinkage);
  if (cg->nlocs == cg->cap_locs) {
    cg->cap_locs = cg->cap_locs ? cg->cap_locs * 2 : 64;
    cg->locs = realloc(cg->locs, (size_t)cg->cap_locs * sizeof *cg->locs);
  }
  cg->locs[cg->nlocs].line = loc.line;
  cg->locs[cg->nlocs].col = loc.col;
  cg->locs[cg->nlocs++].gv = gv;
  return gv;
}

LLVMValueRef cg_const_str(Cg *cg, const char *s, size_t len) {
  LLVMValueRef bytes = LLVMConstStringInContext(cg->ctx, s, (unsigned)len, false);
  /* A reference count no program reaches: constants are never freed. */
  LLVMValueRef fields[] = {cg_i64(cg, INT64_MAX / 2), cg_i64(cg, (int64_t)len), bytes};
  LLVMValueRef init = LLVMConstStructInContext(cg->ctx, fields, 3, false);
  LLVMValueRef gv = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "arrc.str");
  LLVMSetInitializer(gv, init);
  LLVMSetLinkage(gv, LLVMPrivateLinkage);
  LLVMSetAlignment(gv, 8);
  return gv;
}

/* ---- types ------------------------------------------------------------ */

LLVMTypeRef cg_type(Cg *cg, const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return cg->i1;
  case TY_INT: return LLVMIntTypeInContext(cg->ctx, (unsigned)t->bits);
  case TY_FLOAT: return t->bits == 32 ? cg->f32 : cg->f64;
  case TY_COMPLEX: {
    LLVMTypeRef part = t->bits == 64 ? cg->f32 : cg->f64;
    return LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){part, part}, 2, false);
  }
  case TY_STR: case TY_ARRAY: case TY_LIST: case TY_STREAM: case TY_EVENT: return cg->ptr;
  case TY_TUPLE: {
    LLVMTypeRef *fields = xmalloc((size_t)(t->n + 1) * sizeof *fields);
    for (int k = 0; k < t->n; k++)
      fields[k] = cg_type(cg, t->elems[k]);
    LLVMTypeRef st = LLVMStructTypeInContext(cg->ctx, fields, (unsigned)t->n, false);
    free(fields);
    return st;
  }
  case TY_OPTIONAL:
    return LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){cg->i1, cg_type(cg, t->elem)}, 2, false);
  case TY_RANGE:
    return LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){cg->i64, cg->i64, cg->i64}, 3, false);
  case TY_VOID: return cg->void_;
  default: return cg->i8; /* None, functions, builtins, dtypes, slices: no run-time data */
  }
}

/* The runtime's arrc_dtype of a scalar type (float64 for anything else). */
int cg_dtype_code(const Type *s) {
  static const arrc_dtype signed_ints[] = {ARRC_INT8, ARRC_INT16, ARRC_INT32, ARRC_INT64};
  static const arrc_dtype unsigned_ints[] = {ARRC_UINT8, ARRC_UINT16, ARRC_UINT32, ARRC_UINT64};
  switch (s->kind) {
  case TY_BOOL: return ARRC_BOOL;
  case TY_INT: {
    int k = s->bits == 8 ? 0 : s->bits == 16 ? 1 : s->bits == 32 ? 2 : 3;
    return s->is_signed ? signed_ints[k] : unsigned_ints[k];
  }
  case TY_FLOAT: return s->bits == 32 ? ARRC_FLOAT32 : ARRC_FLOAT64;
  case TY_COMPLEX: return s->bits == 64 ? ARRC_COMPLEX64 : ARRC_COMPLEX128;
  default: return ARRC_FLOAT64;
  }
}

/* ---- reference counts ------------------------------------------------------
 *
 * Where references are retained and released is decided by refcount.c
 * (liveness of the values that hold arrays, lists and strings); this part
 * emits the calls. */


/* What releasing a value of type t drops, and what a list of such values
 * holds (the runtime's arrc_elem_kind). */
static arrc_elem_kind elem_kind(const Type *t) {
  switch (t->kind) {
  case TY_ARRAY: return ARRC_ELEM_ARRAY;
  case TY_LIST: return ARRC_ELEM_LIST;
  case TY_STR: return ARRC_ELEM_STR;
  default: return ARRC_ELEM_PLAIN;
  }
}

void cg_refcount(Cg *cg, LLVMValueRef v, const Type *t, bool retain) {
  /* Nothing in GPU code is reference counted, and the GPU module could
   * not call the runtime (a device function returning an array view). */
  if (cg->ptx)
    return;
  switch (t->kind) {
  case TY_ARRAY: case TY_LIST: case TY_STR:
    if (retain)
      cg_call_rt(cg, "arrc_retain", cg->void_, 1, &v);
    else
      cg_call_rt(cg, "arrc_release", cg->void_, 2, (LLVMValueRef[]){v, LLVMConstInt(cg->i32, elem_kind(t), false)});
    return;
  case TY_OPTIONAL:
    /* A None's payload is null, which both calls accept. */
    cg_refcount(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elem, retain);
    return;
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (rc_managed(t->elems[k]))
        cg_refcount(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], retain);
    return;
  default: return;
  }
}

/* Whether an instruction's result is a new reference (else it is read out
 * of another value and must be retained). */
static bool new_reference(const Instr *i) {
  switch (i->op) {
  case IR_CALL: case IR_FORMAT: case IR_FSTRING: case IR_LIST: case IR_BINARY: case IR_CONST_STR:
  case IR_GLOBAL: case IR_UNDEF: case IR_MAP: case IR_UNARY: case IR_COMPARE:
    return true;
  case IR_GETITEM: {
    /* An array's element or view is new; a list's slice is a new list,
     * while its item (a list in a list of lists) is read out of it. */
    const Instr *o = i->ops.v[0], *ix = i->ops.v[1];
    o = ir_resolve(o);
    ix = ir_resolve(ix);
    return o->type->kind == TY_ARRAY || (o->type->kind == TY_LIST && ix->type->kind == TY_SLICE);
  }
  case IR_GETATTR: return true;
  case IR_ITER_NEXT: return true;  /* cg_iter_next retains what it reads out */
  default: return false;
  }
}

/* ---- values ----------------------------------------------------------- */

LLVMValueRef cg_value(Cg *cg, const Instr *i) {
  i = ir_resolve(i);
  LLVMValueRef v = ptrmap_get(&cg->values, i);
  if (!v) {
    /* Values without run-time data (a function, a builtin, None) are
     * never defined; any use gets a placeholder. */
    return LLVMGetUndef(i->type ? cg_type(cg, i->type) : cg->i8);
  }
  return v;
}

static void set_value(Cg *cg, const Instr *i, LLVMValueRef v) { ptrmap_put(&cg->values, i, v); }

/* ---- conversions ------------------------------------------------------ */

/* llvm.fptosi.sat / llvm.fptoui.sat: defined for every input (NaN is 0),
 * unlike fptosi, which gives poison out of range. */
static LLVMValueRef float_to_int_sat(Cg *cg, LLVMValueRef v, LLVMTypeRef tt, bool is_signed) {
  const char *name = is_signed ? "llvm.fptosi.sat" : "llvm.fptoui.sat";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMTypeRef types[2] = {tt, LLVMTypeOf(v)};
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, types, 2);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, types, 2), fn, &v, 1, "");
}

/* cvttsd2si: the value, or the "integer indefinite" INT_MIN of the width
 * for NaN and anything outside its range. */
static LLVMValueRef float_to_signed_x86(Cg *cg, LLVMValueRef v, unsigned bits) {
  LLVMBuilderRef b = cg->b;
  LLVMTypeRef tt = LLVMIntTypeInContext(cg->ctx, bits);
  double lim = ldexp(1.0, (int)bits - 1);
  LLVMValueRef lo = LLVMConstReal(LLVMTypeOf(v), -lim), hi = LLVMConstReal(LLVMTypeOf(v), lim);
  LLVMValueRef in = LLVMBuildAnd(b, LLVMBuildFCmp(b, LLVMRealOGE, v, lo, ""), LLVMBuildFCmp(b, LLVMRealOLT, v, hi, ""), "");
  LLVMValueRef min = LLVMConstInt(tt, 1ull << (bits - 1), false);
  return LLVMBuildSelect(b, in, float_to_int_sat(cg, v, tt, true), min, "");
}

/* A float converted to an integer type. C and LLVM leave a value out of
 * the target's range undefined (LLVM folds it to poison, and a program then
 * does anything), so the conversion is defined here as the hardware Numba
 * and NumPy run on does it: x86-64's cvttsd2si, which gives INT_MIN of 32
 * or 64 bits for NaN and out-of-range values, narrower types truncating
 * the 32-bit result and uint64 going through int64 as compilers lower it
 * (-1.0 is 2**64 - 1). The GPU's cvt saturates, as Numba CUDA's does. */
static LLVMValueRef float_to_int(Cg *cg, LLVMValueRef v, const Type *to) {
  LLVMBuilderRef b = cg->b;
  LLVMTypeRef tt = cg_type(cg, to);
  if (cg->ptx)
    return float_to_int_sat(cg, v, tt, to->is_signed);
  if (to->bits < 32 || (to->bits == 32 && to->is_signed))
    return LLVMBuildTrunc(b, float_to_signed_x86(cg, v, 32), tt, "");
  if (to->bits == 32 || to->is_signed)
    return LLVMBuildTruncOrBitCast(b, float_to_signed_x86(cg, v, 64), tt, "");
  LLVMValueRef two63 = LLVMConstReal(LLVMTypeOf(v), ldexp(1.0, 63));
  LLVMValueRef big = LLVMBuildFCmp(b, LLVMRealOGE, v, two63, "");
  LLVMValueRef low = float_to_signed_x86(cg, v, 64);
  LLVMValueRef high = LLVMBuildXor(b, float_to_signed_x86(cg, LLVMBuildFSub(b, v, two63, ""), 64),
                                   LLVMConstInt(tt, 1ull << 63, false), "");
  return LLVMBuildSelect(b, big, high, low, "");
}

LLVMValueRef cg_convert(Cg *cg, LLVMValueRef v, const Type *from, const Type *to) {
  if (from == to)
    return v;
  LLVMBuilderRef b = cg->b;
  if (to->kind == TY_OPTIONAL) {
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, to));
    if (from->kind == TY_NONE) {
      r = LLVMConstNull(cg_type(cg, to));
      return r;
    }
    if (from->kind == TY_OPTIONAL) {
      LLVMValueRef flag = LLVMBuildExtractValue(b, v, 0, "");
      LLVMValueRef x = cg_convert(cg, LLVMBuildExtractValue(b, v, 1, ""), from->elem, to->elem);
      r = LLVMBuildInsertValue(b, r, flag, 0, "");
      return LLVMBuildInsertValue(b, r, x, 1, "");
    }
    r = LLVMBuildInsertValue(b, r, LLVMConstInt(cg->i1, 1, false), 0, "");
    return LLVMBuildInsertValue(b, r, cg_convert(cg, v, from, to->elem), 1, "");
  }
  if (from->kind == TY_OPTIONAL)
    return cg_convert(cg, LLVMBuildExtractValue(b, v, 1, ""), from->elem, to);
  if (to->kind == TY_BOOL) {
    if (from->kind == TY_INT)
      return LLVMBuildICmp(b, LLVMIntNE, v, LLVMConstInt(LLVMTypeOf(v), 0, false), "");
    if (from->kind == TY_FLOAT)
      return LLVMBuildFCmp(b, LLVMRealUNE, v, LLVMConstReal(LLVMTypeOf(v), 0), "");
  }
  if (to->kind == TY_INT) {
    LLVMTypeRef tt = cg_type(cg, to);
    if (from->kind == TY_BOOL)
      return LLVMBuildZExt(b, v, tt, "");
    if (from->kind == TY_INT)
      return from->is_signed ? LLVMBuildSExtOrBitCast(b, LLVMBuildTruncOrBitCast(b, v, from->bits > to->bits ? tt : LLVMTypeOf(v), ""), tt, "")
                             : LLVMBuildZExtOrBitCast(b, LLVMBuildTruncOrBitCast(b, v, from->bits > to->bits ? tt : LLVMTypeOf(v), ""), tt, "");
    if (from->kind == TY_FLOAT)
      return float_to_int(cg, v, to);
  }
  if (to->kind == TY_FLOAT) {
    LLVMTypeRef tt = cg_type(cg, to);
    if (from->kind == TY_BOOL)
      return LLVMBuildUIToFP(b, v, tt, "");
    if (from->kind == TY_INT)
      return from->is_signed ? LLVMBuildSIToFP(b, v, tt, "") : LLVMBuildUIToFP(b, v, tt, "");
    if (from->kind == TY_FLOAT)
      return LLVMBuildFPCast(b, v, tt, "");
  }
  if (to->kind == TY_COMPLEX) {
    const Type *part = to->bits == 64 ? ty_float32 : ty_float64;
    LLVMValueRef re, im;
    if (from->kind == TY_COMPLEX) {
      const Type *fp = from->bits == 64 ? ty_float32 : ty_float64;
      re = cg_convert(cg, LLVMBuildExtractValue(b, v, 0, ""), fp, part);
      im = cg_convert(cg, LLVMBuildExtractValue(b, v, 1, ""), fp, part);
    } else {
      re = cg_convert(cg, v, from, part);
      im = LLVMConstReal(cg_type(cg, part), 0);
    }
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, to));
    r = LLVMBuildInsertValue(b, r, re, 0, "");
    return LLVMBuildInsertValue(b, r, im, 1, "");
  }
  if (from->kind == TY_TUPLE && to->kind == TY_TUPLE && from->n == to->n) {
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, to));
    for (int k = 0; k < to->n; k++)
      r = LLVMBuildInsertValue(
          b, r, cg_convert(cg, LLVMBuildExtractValue(b, v, (unsigned)k, ""), from->elems[k], to->elems[k]),
          (unsigned)k, "");
    return r;
  }
  if (LLVMTypeOf(v) == cg_type(cg, to))
    return v;
  return LLVMGetUndef(cg_type(cg, to));
}

/* ---- lists and strings ------------------------------------------------ */

LLVMValueRef cg_list_len(Cg *cg, LLVMValueRef l) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, l, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_list, len))}, 1, "");
  return LLVMBuildLoad2(cg->b, cg->i64, p, "");
}

LLVMValueRef cg_list_elem_ptr(Cg *cg, LLVMValueRef l, LLVMValueRef idx, SrcLoc loc) {
  return cg_call_rt(cg, "arrc_list_at", cg->ptr, 3, (LLVMValueRef[]){l, idx, cg_loc(cg, loc)});
}


/* The references inside a value of type t stored at byte `offset`: one
 * {offset, kind} pair each, as arrc_elem_field, stored from out[n] on when
 * out is not NULL. Returns n plus their number. */
static int elem_fields(Cg *cg, const Type *t, unsigned offset, LLVMValueRef *out, int n) {
  LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
  switch (t->kind) {
  case TY_ARRAY: case TY_LIST: case TY_STR:
    if (out) {
      LLVMValueRef field[2] = {LLVMConstInt(cg->i32, offset, false), LLVMConstInt(cg->i32, (unsigned)elem_kind(t), false)};
      out[n] = LLVMConstStructInContext(cg->ctx, field, 2, false);
    }
    return n + 1;
  case TY_OPTIONAL:
    return elem_fields(cg, t->elem, offset + (unsigned)LLVMOffsetOfElement(dl, cg_type(cg, t), 1), out, n);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      n = elem_fields(cg, t->elems[k], offset + (unsigned)LLVMOffsetOfElement(dl, cg_type(cg, t), (unsigned)k), out,
                      n);
    return n;
  default: return n;
  }
}

LLVMValueRef cg_list_new(Cg *cg, const Type *lt) {
  LLVMTypeRef et = lt->elem ? cg_type(cg, lt->elem) : cg->i8;
  LLVMValueRef size = LLVMSizeOf(et);
  if (lt->elem && (lt->elem->kind == TY_TUPLE || lt->elem->kind == TY_OPTIONAL) && rc_managed(lt->elem)) {
    /* Tuples and optionals holding arrays, lists or strings: the list
     * retains and releases each of them through a table of their places. */
    int n = elem_fields(cg, lt->elem, 0, NULL, 0);
    LLVMValueRef *fields = xmalloc((size_t)n * sizeof *fields);
    elem_fields(cg, lt->elem, 0, fields, 0);
    LLVMTypeRef ft = LLVMTypeOf(fields[0]);
    LLVMValueRef init = LLVMConstArray2(ft, fields, (uint64_t)n);
    free(fields);
    LLVMValueRef table = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "arrc.fields");
    LLVMSetInitializer(table, init);
    LLVMSetGlobalConstant(table, true);
    LLVMSetLinkage(table, LLVMPrivateLinkage);
    return cg_call_rt(cg, "arrc_list_new_fields", cg->ptr, 3,
                      (LLVMValueRef[]){size, LLVMConstInt(cg->i32, (unsigned)n, false), table});
  }
  return cg_call_rt(cg, "arrc_list_new", cg->ptr, 3,
                    (LLVMValueRef[]){size, LLVMConstInt(cg->i32, lt->elem ? elem_kind(lt->elem) : ARRC_ELEM_PLAIN, false),
                                     cg_i64(cg, 0)});
}

void cg_list_append(Cg *cg, LLVMValueRef l, const Type *lt, LLVMValueRef v) {
  LLVMValueRef slot = cg_alloca(cg, LLVMTypeOf(v), "elem");
  (void)lt;
  LLVMBuildStore(cg->b, v, slot);
  cg_call_rt(cg, "arrc_list_append", cg->void_, 2, (LLVMValueRef[]){l, slot});
}

LLVMValueRef cg_str_len(Cg *cg, LLVMValueRef s) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, s, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_str, len))}, 1, "");
  return LLVMBuildLoad2(cg->b, cg->i64, p, "");
}

LLVMValueRef cg_str_data(Cg *cg, LLVMValueRef s) {
  return LLVMBuildGEP2(cg->b, cg->i8, s, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_str, data))}, 1, "");
}

/* ---- operators --------------------------------------------------------- */

bool cg_host_warnings(const Cg *cg) { return !cg_in_jit(cg) && !cg->f->gpu && !cg->ptx; }

void cg_fp_clear(Cg *cg) { cg_call_rt(cg, "arrc_fp_clear", cg->void_, 0, NULL); }

/* A C string constant, or a null pointer for NULL. */
static LLVMValueRef c_string(Cg *cg, const char *s, size_t len) {
  if (!s)
    return LLVMConstNull(cg->ptr);
  LLVMValueRef bytes = LLVMConstStringInContext(cg->ctx, s, (unsigned)len, false);
  LLVMValueRef gv = LLVMAddGlobal(cg->mod, LLVMTypeOf(bytes), "arrc.cstr");
  LLVMSetInitializer(gv, bytes);
  LLVMSetGlobalConstant(gv, true);
  LLVMSetLinkage(gv, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(gv, LLVMGlobalUnnamedAddr);
  return gv;
}

/* The source line, stripped, for Python's warning. */
static LLVMValueRef warning_line(Cg *cg, SrcLoc loc) {
  /* The warning shows the source line stripped, as Python's does. */
  const Source *src = cg->m->src;
  const char *line = "";
  size_t len = 0;
  if (loc.line >= 1 && loc.line <= src->nlines) {
    line = src->text + src->line_starts[loc.line - 1];
    const char *end = line;
    while (*end && *end != '\n')
      end++;
    while (line < end && (*line == ' ' || *line == '\t'))
      line++;
    while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
      end--;
    len = (size_t)(end - line);
  }
  return c_string(cg, line, len);
}

static LLVMValueRef op_name(Cg *cg, const char *s) { return c_string(cg, s, s ? strlen(s) : 0); }

void cg_fp_warn(Cg *cg, SrcLoc loc, const char *divide_op, const char *overflow_op, const char *invalid_op) {
  if (!divide_op && !overflow_op && !invalid_op)
    return;
  LLVMValueRef args[] = {cg_loc(cg, loc), op_name(cg, divide_op), op_name(cg, overflow_op), op_name(cg, invalid_op),
                         warning_line(cg, loc)};
  cg_call_rt(cg, "arrc_fp_warn", cg->void_, 5, args);
}

/* NumPy's warnings for a scalar division a op b by zero in host code, from
 * the operands (NumPy's scalar loops: x / 0 divides by zero unless x is 0,
 * inf or nan, 0 / 0 is invalid; x // 0 is invalid for 0 and nan; x % 0 is
 * invalid; an integer divisor of 0 divides by zero). */
static void scalar_division_warnings(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc,
                                     const char *name) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef divide, invalid;
  if (type_is_float(t)) {
    LLVMValueRef zero = LLVMConstReal(LLVMTypeOf(b), 0);
    LLVMValueRef b0 = LLVMBuildFCmp(B, LLVMRealOEQ, b, zero, "");
    LLVMValueRef a0 = LLVMBuildFCmp(B, LLVMRealOEQ, a, zero, "");
    LLVMValueRef anan = LLVMBuildFCmp(B, LLVMRealUNO, a, a, "");
    LLVMValueRef ainf = LLVMBuildFCmp(B, LLVMRealOEQ, cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(a), 1, &a),
                                      LLVMConstReal(LLVMTypeOf(a), INFINITY), "");
    LLVMValueRef zero_or_nan = LLVMBuildOr(B, a0, anan, "");
    if (op == OP_DIV) {
      divide = LLVMBuildAnd(B, b0, LLVMBuildNot(B, LLVMBuildOr(B, zero_or_nan, ainf, ""), ""), "");
      invalid = LLVMBuildAnd(B, b0, a0, "");
    } else if (op == OP_FLOORDIV) {
      divide = LLVMBuildAnd(B, b0, LLVMBuildNot(B, zero_or_nan, ""), "");
      invalid = LLVMBuildAnd(B, b0, zero_or_nan, "");
    } else {
      divide = LLVMConstInt(cg->i1, 0, false);
      invalid = LLVMBuildAnd(B, b0, LLVMBuildNot(B, anan, ""), "");
    }
  } else if (t->kind == TY_INT) {
    divide = LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstInt(LLVMTypeOf(b), 0, false), "");
    invalid = LLVMConstInt(cg->i1, 0, false);
  } else {
    return;
  }
  LLVMValueRef flags = LLVMBuildOr(B, LLVMBuildSelect(B, divide, LLVMConstInt(cg->i32, ARRC_FP_DIVIDE_BY_ZERO, false), LLVMConstInt(cg->i32, 0, false), ""),
                                   LLVMBuildSelect(B, invalid, LLVMConstInt(cg->i32, ARRC_FP_INVALID, false), LLVMConstInt(cg->i32, 0, false), ""), "");
  LLVMBasicBlockRef warn = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "warn");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "warned");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntNE, flags, LLVMConstInt(cg->i32, 0, false), ""), warn, done);
  LLVMPositionBuilderAtEnd(B, warn);
  LLVMValueRef args[] = {flags, cg_loc(cg, loc), op_name(cg, name), op_name(cg, NULL), op_name(cg, name), warning_line(cg, loc)};
  cg_call_rt(cg, "arrc_fp_warn_flags", cg->void_, 6, args);
  LLVMBuildBr(B, done);
  LLVMPositionBuilderAtEnd(B, done);
}


/* Raises exception `kind` with the message data[0:len] at loc, where the
 * builder is; the block ends there. The GPU cannot report an exception:
 * there the thread ends, as in Numba CUDA without debug=True, whose kernel
 * wrapper drops the error status a raise returns (PTX's exit; the CPU path
 * of kernels raises, as Numba's simulator does). */
static void raise_here(Cg *cg, arrc_error_kind kind, SrcLoc loc, LLVMValueRef data, LLVMValueRef len) {
  if (cg->ptx) {
    LLVMTypeRef fty = LLVMFunctionType(cg->void_, NULL, 0, false);
    LLVMValueRef exit_thread = LLVMGetInlineAsm(fty, "exit;", 5, "", 0, true, false, LLVMInlineAsmDialectATT, false);
    LLVMBuildCall2(cg->b, fty, exit_thread, NULL, 0, "");
  } else {
    cg_call_rt(cg, "arrc_raise_str", cg->void_, 4,
               (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)kind, false), cg_loc(cg, loc), data, len});
  }
  LLVMBuildUnreachable(cg->b);
}

void cg_raise_if(Cg *cg, LLVMValueRef cond, arrc_error_kind kind, const char *msg, SrcLoc loc) {
  LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "raise");
  LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ok");
  LLVMBuildCondBr(cg->b, cond, fail, ok);
  LLVMPositionBuilderAtEnd(cg->b, fail);
  LLVMValueRef s = cg_const_str(cg, msg, strlen(msg));
  raise_here(cg, kind, loc, cg_str_data(cg, s), cg_i64(cg, (int64_t)strlen(msg)));
  LLVMPositionBuilderAtEnd(cg->b, ok);
}

static LLVMValueRef intrinsic(Cg *cg, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args) {
  /* NVPTX lowers only some math intrinsics itself; the others are
   * libdevice functions (TOOLCHAIN.md §7 item 4). */
  static const char *const native[] = {"llvm.sqrt", "llvm.fabs", "llvm.floor", "llvm.ceil", "llvm.trunc",
                                       "llvm.fma", "llvm.copysign", "llvm.minnum", "llvm.maxnum", "llvm.rint"};
  if (cg->ptx && strncmp(name, "llvm.", 5) == 0) {
    bool ok = false;
    for (size_t k = 0; k < sizeof native / sizeof *native; k++)
      ok |= strcmp(native[k], name) == 0;
    if (!ok) {
      char nv[64];
      snprintf(nv, sizeof nv, "__nv_%s%s", name + 5, t == cg->f32 ? "f" : "");
      return cg_call_rt(cg, nv, t, n, args);
    }
  }
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, &t, 1);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, &t, 1), fn, args, (unsigned)n, "");
}

LLVMValueRef cg_intrinsic(Cg *cg, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args) {
  return intrinsic(cg, name, t, n, args);
}

static LLVMValueRef fast(Cg *cg, LLVMValueRef v) {
  if ((cg->opt->fastmath || cg->f->fastmath) && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    LLVMSetFastMathFlags(v, LLVMFastMathAll);
  else if (cg->ptx && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    /* On the GPU a * b + c may become one fma, as with nvcc (§13). */
    LLVMSetFastMathFlags(v, LLVMFastMathAllowContract);
  return v;
}

static LLVMValueRef complex_parts_op(Cg *cg, AstOp op, const Type *ct, LLVMValueRef a, LLVMValueRef b, SrcLoc loc);

/* Division by zero follows NumPy's model (inf and nan, an integer 0, no
 * exception) in GPU code, in ufuncs, in functions compiled with
 * error_model='numpy', and in elementwise operations on arrays; elsewhere
 * it raises ZeroDivisionError, as Python and Numba's default model do. */
static bool numpy_errors(const Cg *cg) {
  return cg->numpy_errors || cg->f->gpu || cg->f->kind == FUNC_UFUNC || cg->f->numpy_errors;
}

/* Host code's elementwise operations report NumPy's RuntimeWarnings from
 * the floating-point status flags (runtime/warn.c); an integer division by
 * zero sets the flag by hand, as NumPy's integer loops do. */
static bool sets_fp_flags(const Cg *cg) {
  return cg->numpy_errors && !cg_in_jit(cg) && !cg->f->gpu && !cg->ptx;
}

static void raise_divbyzero_flag_if(Cg *cg, LLVMValueRef cond) {
  LLVMBasicBlockRef set = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "divzero");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "divzero.done");
  LLVMBuildCondBr(cg->b, cond, set, done);
  LLVMPositionBuilderAtEnd(cg->b, set);
  cg_call_rt(cg, "arrc_fp_divide_by_zero", cg->void_, 0, NULL);
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, done);
}

/* Numba CUDA's int64 ** int64 (int_power_impl in numba/cpython/numbers.py
 * under the CUDA target's numpy error model), inline: GPU code cannot call
 * the runtime, and the CPU path of kernels computes the same thing so that
 * both agree. It is arrc_pow_i64's ARRC_POW_NUMBA_QUIET mode: a negative
 * exponent gives 0 unless the base is 1 or -1, and a zero base gives the
 * smallest int64 (Numba's int(inf)); an exponent above 0x10000 goes
 * through pow, anything else through square and multiply, and the result
 * passes through a float64 as Numba's does (the smallest int64 where that
 * leaves the int64 range). */
static LLVMValueRef gpu_int_power(Cg *cg, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef zero = cg_i64(cg, 0), one = cg_i64(cg, 1), smallest = cg_i64(cg, INT64_MIN);
  LLVMBasicBlockRef negative = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.negative");
  LLVMBasicBlockRef positive = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.positive");
  LLVMBasicBlockRef big = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.pow");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.loop");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.done");
  LLVMBasicBlockRef to_int = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.toint");
  LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "ipow.join");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntSLT, b, zero, ""), negative, positive);

  LLVMPositionBuilderAtEnd(B, negative);
  LLVMValueRef odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, b, one, ""), zero, "");
  LLVMValueRef of_minus_one = LLVMBuildSelect(B, odd, cg_i64(cg, -1), one, "");
  LLVMValueRef r_negative =
      LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, zero, ""), smallest,
                      LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, one, ""), one,
                                      LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a, cg_i64(cg, -1), ""),
                                                      of_minus_one, zero, ""),
                                      ""),
                      "");
  LLVMBuildBr(B, join);

  LLVMPositionBuilderAtEnd(B, positive);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntSGT, b, cg_i64(cg, 0x10000), ""), big, head);
  LLVMPositionBuilderAtEnd(B, big);
  LLVMValueRef pow_args[] = {LLVMBuildSIToFP(B, a, cg->f64, ""), LLVMBuildSIToFP(B, b, cg->f64, "")};
  LLVMValueRef via_pow = intrinsic(cg, "llvm.pow", cg->f64, 2, pow_args);
  LLVMBasicBlockRef big_end = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, to_int);

  LLVMPositionBuilderAtEnd(B, head);
  LLVMValueRef r = LLVMBuildPhi(B, cg->i64, "r"), v = LLVMBuildPhi(B, cg->i64, "v"), k = LLVMBuildPhi(B, cg->i64, "k");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntNE, k, zero, ""), body, done);
  LLVMPositionBuilderAtEnd(B, body);
  LLVMValueRef k_odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, k, one, ""), zero, "");
  LLVMValueRef r2 = LLVMBuildSelect(B, k_odd, LLVMBuildMul(B, r, v, ""), r, "");
  LLVMValueRef v2 = LLVMBuildMul(B, v, v, "");
  LLVMValueRef k2 = LLVMBuildLShr(B, k, one, "");
  LLVMBuildBr(B, head);
  LLVMAddIncoming(r, (LLVMValueRef[]){one, r2}, (LLVMBasicBlockRef[]){positive, body}, 2);
  LLVMAddIncoming(v, (LLVMValueRef[]){a, v2}, (LLVMBasicBlockRef[]){positive, body}, 2);
  LLVMAddIncoming(k, (LLVMValueRef[]){b, k2}, (LLVMBasicBlockRef[]){positive, body}, 2);
  LLVMPositionBuilderAtEnd(B, done);
  LLVMValueRef via_loop = LLVMBuildSIToFP(B, r, cg->f64, "");
  LLVMBuildBr(B, to_int);

  LLVMPositionBuilderAtEnd(B, to_int);
  LLVMValueRef f = LLVMBuildPhi(B, cg->f64, "ipow.float");
  LLVMAddIncoming(f, (LLVMValueRef[]){via_pow, via_loop}, (LLVMBasicBlockRef[]){big_end, done}, 2);
  LLVMValueRef fits = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOGE, f, LLVMConstReal(cg->f64, -0x1p63), ""),
                                   LLVMBuildFCmp(B, LLVMRealOLT, f, LLVMConstReal(cg->f64, 0x1p63), ""), "");
  LLVMValueRef r_positive = LLVMBuildSelect(B, fits, LLVMBuildFPToSI(B, f, cg->i64, ""), smallest, "");
  LLVMBuildBr(B, join);

  LLVMPositionBuilderAtEnd(B, join);
  LLVMValueRef res = LLVMBuildPhi(B, cg->i64, "ipow");
  LLVMAddIncoming(res, (LLVMValueRef[]){r_negative, r_positive}, (LLVMBasicBlockRef[]){negative, to_int}, 2);
  return res;
}

/* Integer a ** b of type t: the runtime's square and multiply, with what a
 * negative exponent gives in this context (runtime/number.c); GPU code's
 * inline copy of it. */
static LLVMValueRef int_power(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  if (cg->f->gpu || cg->ptx)
    return cg_convert(cg, gpu_int_power(cg, cg_convert(cg, a, t, ty_int64), cg_convert(cg, b, t, ty_int64)), ty_int64,
                      t);
  int mode = cg_host_warnings(cg) ? (cg->numpy_errors ? ARRC_POW_NUMPY : ARRC_POW_PYTHON)
             : numpy_errors(cg)   ? ARRC_POW_NUMBA_QUIET
                                  : ARRC_POW_NUMBA;
  LLVMValueRef args[] = {cg_convert(cg, a, t, ty_int64), cg_convert(cg, b, t, ty_int64),
                         LLVMConstInt(cg->i32, (unsigned)mode, false), cg_loc(cg, loc)};
  return cg_convert(cg, cg_call_rt(cg, "arrc_pow_i64", cg->i64, 4, args), ty_int64, t);
}

/* Numba's float ** integer in jitted code (int_power_impl and, for a
 * literal exponent, static_power_impl in numba/cpython/numbers.py): square
 * and multiply in the float's own type, then 1 / r for a negative
 * exponent; beyond 0x10000 it calls pow in float64. The result differs
 * from pow's in the last digits, so it is computed the same way. A
 * constant exponent unrolls into its multiplications. */
static LLVMValueRef float_int_power(Cg *cg, const Type *t, LLVMValueRef x, LLVMValueRef n, bool is_unsigned) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef ft = cg_type(cg, t);
  LLVMValueRef one = LLVMConstReal(ft, 1);
  LLVMValueRef via_pow_args[2];
  if (LLVMIsAConstantInt(n)) {
    long long e = is_unsigned ? (long long)LLVMConstIntGetZExtValue(n) : LLVMConstIntGetSExtValue(n);
    unsigned long long m = e < 0 ? 0ULL - (unsigned long long)e : (unsigned long long)e;
    if (!is_unsigned || LLVMConstIntGetZExtValue(n) <= 0x10000) {
      if (m <= 0x10000) {
        LLVMValueRef r = one, v = x;
        for (; m; m >>= 1) {
          if (m & 1)
            r = fast(cg, LLVMBuildFMul(B, r, v, ""));
          if (m > 1)
            v = fast(cg, LLVMBuildFMul(B, v, v, ""));
        }
        return e < 0 ? fast(cg, LLVMBuildFDiv(B, one, r, "")) : r;
      }
    }
    via_pow_args[0] = cg_convert(cg, x, t, ty_float64);
    via_pow_args[1] = is_unsigned ? LLVMBuildUIToFP(B, n, cg->f64, "") : LLVMBuildSIToFP(B, n, cg->f64, "");
    return cg_convert(cg, intrinsic(cg, "llvm.pow", cg->f64, 2, via_pow_args), ty_float64, t);
  }
  /* A variable exponent: the loop, or pow beyond the cutoff. */
  LLVMValueRef negative = is_unsigned ? LLVMConstInt(cg->i1, 0, false)
                                      : LLVMBuildICmp(B, LLVMIntSLT, n, cg_i64(cg, 0), "");
  LLVMValueRef m = LLVMBuildSelect(B, negative, LLVMBuildNeg(B, n, ""), n, "");
  LLVMBasicBlockRef big = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.pow");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.loop");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.done");
  LLVMBasicBlockRef join = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "powi.join");
  LLVMBasicBlockRef entry = LLVMGetInsertBlock(B);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntUGT, m, cg_i64(cg, 0x10000), ""), big, head);
  LLVMPositionBuilderAtEnd(B, big);
  via_pow_args[0] = cg_convert(cg, x, t, ty_float64);
  via_pow_args[1] = is_unsigned ? LLVMBuildUIToFP(B, n, cg->f64, "") : LLVMBuildSIToFP(B, n, cg->f64, "");
  LLVMValueRef p = cg_convert(cg, intrinsic(cg, "llvm.pow", cg->f64, 2, via_pow_args), ty_float64, t);
  LLVMBasicBlockRef big_end = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, join);
  /* head: r, v, k as phis; the body multiplies when k's low bit is set. */
  LLVMPositionBuilderAtEnd(B, head);
  LLVMValueRef r = LLVMBuildPhi(B, ft, "r"), v = LLVMBuildPhi(B, ft, "v"), k = LLVMBuildPhi(B, cg->i64, "k");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntNE, k, cg_i64(cg, 0), ""), body, done);
  LLVMPositionBuilderAtEnd(B, body);
  LLVMValueRef odd = LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, k, cg_i64(cg, 1), ""), cg_i64(cg, 0), "");
  LLVMValueRef r2 = LLVMBuildSelect(B, odd, fast(cg, LLVMBuildFMul(B, r, v, "")), r, "");
  LLVMValueRef v2 = fast(cg, LLVMBuildFMul(B, v, v, ""));
  LLVMValueRef k2 = LLVMBuildLShr(B, k, cg_i64(cg, 1), "");
  LLVMBuildBr(B, head);
  LLVMAddIncoming(r, (LLVMValueRef[]){one, r2}, (LLVMBasicBlockRef[]){entry, body}, 2);
  LLVMAddIncoming(v, (LLVMValueRef[]){x, v2}, (LLVMBasicBlockRef[]){entry, body}, 2);
  LLVMAddIncoming(k, (LLVMValueRef[]){m, k2}, (LLVMBasicBlockRef[]){entry, body}, 2);
  LLVMPositionBuilderAtEnd(B, done);
  LLVMValueRef q = LLVMBuildSelect(B, negative, fast(cg, LLVMBuildFDiv(B, one, r, "")), r, "");
  LLVMBuildBr(B, join);
  LLVMPositionBuilderAtEnd(B, join);
  LLVMValueRef res = LLVMBuildPhi(B, ft, "powi");
  LLVMAddIncoming(res, (LLVMValueRef[]){p, q}, (LLVMBasicBlockRef[]){big_end, done}, 2);
  return res;
}

LLVMValueRef cg_float_int_power(Cg *cg, const Type *t, LLVMValueRef x, LLVMValueRef n) {
  return float_int_power(cg, t, x, n, false);
}

/* a << b and a >> b, never LLVM's poison for a count outside the width.
 * Jitted CPU code gives what Numba's code shows on x86: a variable count
 * is taken modulo the width, a constant one outside it gives 0. Elsewhere
 * the shift is exact and wraps like other integer operations: a count of
 * the width or more shifts every bit out (0, or -1 for a negative value
 * shifted right), as NumPy's loops do, which also treat a negative count
 * so; host code's Python numbers raise ValueError for it, as Python does. */
static LLVMValueRef shift(Cg *cg, AstOp op, bool sg, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef it = LLVMTypeOf(a);
  unsigned width = LLVMGetIntTypeWidth(it);
  LLVMValueRef zero = LLVMConstInt(it, 0, false);
  if (cg_in_jit(cg) && !cg->f->gpu && !cg->ptx) {
    if (LLVMIsAConstantInt(b)) {
      unsigned long long n = LLVMConstIntGetZExtValue(b);
      if (n >= width)
        return zero;
    } else {
      b = LLVMBuildAnd(B, b, LLVMConstInt(it, width - 1, false), "");
    }
    return op == OP_LSHIFT ? LLVMBuildShl(B, a, b, "") : sg ? LLVMBuildAShr(B, a, b, "") : LLVMBuildLShr(B, a, b, "");
  }
  if (sg && cg_host_warnings(cg) && !cg->numpy_errors)
    cg_raise_if(cg, LLVMBuildICmp(B, LLVMIntSLT, b, zero, ""), ARRC_VALUE_ERROR, "negative shift count", loc);
  LLVMValueRef out = LLVMBuildICmp(B, LLVMIntUGE, b, LLVMConstInt(it, width, false), "");
  LLVMValueRef count = LLVMBuildSelect(B, out, zero, b, "");
  if (op == OP_LSHIFT)
    return LLVMBuildSelect(B, out, zero, LLVMBuildShl(B, a, count, ""), "");
  LLVMValueRef shifted = sg ? LLVMBuildAShr(B, a, count, "") : LLVMBuildLShr(B, a, count, "");
  LLVMValueRef all_out = sg ? LLVMBuildAShr(B, a, LLVMConstInt(it, width - 1, false), "") : zero;
  return LLVMBuildSelect(B, out, all_out, shifted, "");
}

/* CPython's float_floor_div and float_rem (runtime/number.c's
 * arrc_floordiv_f64 and arrc_mod_f64) inline on float64 values, for GPU
 * code, which cannot call the runtime; the CPU path of kernels uses it
 * too, so that both give the same numbers. The remainder takes the
 * divisor's sign and a zero remainder is a zero of the divisor's sign; the
 * quotient is rounded to the nearest integer of (a - fmod(a, b)) / b, and
 * a zero quotient takes the sign of a / b. fmod is the C library's (on the
 * GPU libdevice's), exact where NVPTX's frem is a - trunc(a / b) * b. */
static LLVMValueRef gpu_float_floordiv_mod(Cg *cg, AstOp op, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef d = cg->f64;
  LLVMValueRef zero = LLVMConstReal(d, 0), one = LLVMConstReal(d, 1);
  LLVMValueRef mod = cg_math(cg, MATH_FMOD, ty_float64, 2, (LLVMValueRef[]){a, b});
  /* C's mod != 0, true for a nan. */
  LLVMValueRef mod_nonzero = LLVMBuildFCmp(B, LLVMRealUNE, mod, zero, "");
  LLVMValueRef signs_differ = LLVMBuildXor(B, LLVMBuildFCmp(B, LLVMRealOLT, b, zero, ""),
                                           LLVMBuildFCmp(B, LLVMRealOLT, mod, zero, ""), "");
  LLVMValueRef adjust = LLVMBuildAnd(B, mod_nonzero, signs_differ, "");
  if (op == OP_MOD) {
    LLVMValueRef signed_zero = intrinsic(cg, "llvm.copysign", d, 2, (LLVMValueRef[]){zero, b});
    LLVMValueRef adjusted = LLVMBuildSelect(B, adjust, LLVMBuildFAdd(B, mod, b, ""), mod, "");
    return LLVMBuildSelect(B, mod_nonzero, adjusted, signed_zero, "");
  }
  LLVMValueRef div = LLVMBuildFDiv(B, LLVMBuildFSub(B, a, mod, ""), b, "");
  div = LLVMBuildSelect(B, adjust, LLVMBuildFSub(B, div, one, ""), div, "");
  LLVMValueRef floor = intrinsic(cg, "llvm.floor", d, 1, &div);
  LLVMValueRef round_up = LLVMBuildFCmp(B, LLVMRealOGT, LLVMBuildFSub(B, div, floor, ""), LLVMConstReal(d, 0.5), "");
  LLVMValueRef nearest = LLVMBuildSelect(B, round_up, LLVMBuildFAdd(B, floor, one, ""), floor, "");
  LLVMValueRef zero_quotient = intrinsic(cg, "llvm.copysign", d, 2, (LLVMValueRef[]){zero, LLVMBuildFDiv(B, a, b, "")});
  return LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealUNE, div, zero, ""), nearest, zero_quotient, "");
}

/* The operation type of a binary operator on numbers: what both operands
 * are converted to before it (Numba's rules, from inference). */
static LLVMValueRef numeric_binary(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  if (t->kind == TY_COMPLEX)
    return complex_parts_op(cg, op, t, a, b, loc);
  bool fl = t->kind == TY_FLOAT;
  bool sg = t->kind == TY_INT ? t->is_signed : true;
  if (t->kind == TY_BOOL) {
    switch (op) {
    case OP_BITAND: return LLVMBuildAnd(B, a, b, "");
    case OP_BITOR: return LLVMBuildOr(B, a, b, "");
    case OP_BITXOR: return LLVMBuildXor(B, a, b, "");
    default: break;
    }
  }
  switch (op) {
  case OP_ADD: return fl ? fast(cg, LLVMBuildFAdd(B, a, b, "")) : LLVMBuildAdd(B, a, b, "");
  case OP_SUB: return fl ? fast(cg, LLVMBuildFSub(B, a, b, "")) : LLVMBuildSub(B, a, b, "");
  case OP_MUL: return fl ? fast(cg, LLVMBuildFMul(B, a, b, "")) : LLVMBuildMul(B, a, b, "");
  case OP_DIV:
    if (!cg->opt->fastmath && !cg->f->fastmath && !numpy_errors(cg))
      cg_raise_if(cg, LLVMBuildFCmp(B, LLVMRealOEQ, b, LLVMConstReal(LLVMTypeOf(b), 0), ""), ARRC_ZERO_DIVISION_ERROR,
               cg_in_jit(cg) || cg->int_division ? "division by zero" : "float division by zero", loc);
    return fast(cg, LLVMBuildFDiv(B, a, b, ""));
  case OP_FLOORDIV:
  case OP_MOD:
    if (fl && (cg->f->gpu || cg->ptx)) {
      LLVMValueRef a64 = cg_convert(cg, a, t, ty_float64), b64 = cg_convert(cg, b, t, ty_float64);
      LLVMValueRef r = gpu_float_floordiv_mod(cg, op, a64, b64);
      /* A zero divisor: a / b for //, and for % fmod's nan, as in NumPy. */
      if (op == OP_FLOORDIV)
        r = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOEQ, b64, LLVMConstReal(cg->f64, 0), ""),
                            LLVMBuildFDiv(B, a64, b64, ""), r, "");
      return cg_convert(cg, r, ty_float64, t);
    }
    if (fl) {
      LLVMValueRef zero = LLVMConstReal(LLVMTypeOf(b), 0);
      LLVMValueRef is0 = LLVMBuildFCmp(B, LLVMRealOEQ, b, zero, "");
      bool quiet = numpy_errors(cg);
      if (quiet) {
        /* NumPy: a / b for //, fmod's nan for %; the runtime's Python
         * rule gets a divisor it accepts. */
        LLVMValueRef safe = LLVMBuildSelect(B, is0, LLVMConstReal(LLVMTypeOf(b), 1), b, "");
        LLVMValueRef args[] = {cg_convert(cg, a, t, ty_float64), cg_convert(cg, safe, t, ty_float64), cg_loc(cg, loc)};
        LLVMValueRef r = cg_call_rt(cg, op == OP_MOD ? "arrc_mod_f64" : "arrc_floordiv_f64", cg->f64, 3, args);
        LLVMValueRef at_zero = op == OP_MOD ? LLVMBuildFRem(B, a, b, "") : LLVMBuildFDiv(B, a, b, "");
        return LLVMBuildSelect(B, is0, at_zero, cg_convert(cg, r, ty_float64, t), "");
      }
      if (cg_in_jit(cg))
        cg_raise_if(cg, is0, ARRC_ZERO_DIVISION_ERROR, op == OP_MOD ? "modulo by zero" : "division by zero", loc);
      LLVMValueRef args[] = {cg_convert(cg, a, t, ty_float64), cg_convert(cg, b, t, ty_float64), cg_loc(cg, loc)};
      LLVMValueRef r = cg_call_rt(cg, op == OP_MOD ? "arrc_mod_f64" : "arrc_floordiv_f64", cg->f64, 3, args);
      return cg_convert(cg, r, ty_float64, t);
    } else {
      LLVMValueRef zero = LLVMConstInt(LLVMTypeOf(b), 0, false);
      LLVMValueRef is0 = LLVMBuildICmp(B, LLVMIntEQ, b, zero, "");
      bool quiet = numpy_errors(cg);
      if (quiet) {
        /* NumPy's model: an integer division by zero gives 0; the
         * division itself then runs with a divisor of 1. */
        if (sets_fp_flags(cg))
          raise_divbyzero_flag_if(cg, is0);
        b = LLVMBuildSelect(B, is0, LLVMConstInt(LLVMTypeOf(b), 1, false), b, "");
      } else {
        cg_raise_if(cg, is0, ARRC_ZERO_DIVISION_ERROR,
                    op == OP_MOD ? "integer modulo by zero"
                    : cg_in_jit(cg) ? "integer division by zero" : "integer division or modulo by zero", loc);
      }
      LLVMValueRef r;
      if (!sg) {
        r = op == OP_MOD ? LLVMBuildURem(B, a, b, "") : LLVMBuildUDiv(B, a, b, "");
      } else {
        /* Python rounds the quotient toward minus infinity; the remainder
         * takes the divisor's sign. INT64_MIN // -1 wraps, as in Numba. */
        LLVMValueRef minus1 = LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstAllOnes(LLVMTypeOf(b)), "");
        LLVMValueRef safe_b = LLVMBuildSelect(B, minus1, LLVMConstInt(LLVMTypeOf(b), 1, false), b, "");
        LLVMValueRef q = LLVMBuildSDiv(B, a, safe_b, "");
        LLVMValueRef rem = LLVMBuildSRem(B, a, safe_b, "");
        LLVMValueRef adjust = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntNE, rem, zero, ""),
                                           LLVMBuildICmp(B, LLVMIntSLT, LLVMBuildXor(B, rem, b, ""), zero, ""), "");
        if (op == OP_MOD) {
          r = LLVMBuildSelect(B, minus1, zero, LLVMBuildSelect(B, adjust, LLVMBuildAdd(B, rem, b, ""), rem, ""), "");
        } else {
          LLVMValueRef qq = LLVMBuildSelect(B, adjust, LLVMBuildSub(B, q, LLVMConstInt(LLVMTypeOf(q), 1, false), ""), q, "");
          r = LLVMBuildSelect(B, minus1, LLVMBuildNeg(B, a, ""), qq, "");
        }
      }
      return quiet ? LLVMBuildSelect(B, is0, zero, r, "") : r;
    }
  case OP_POW:
    if (fl)
      return cg_math(cg, MATH_POW, t, 2, (LLVMValueRef[]){a, b});
    return int_power(cg, t, a, b, loc);
  case OP_LSHIFT: case OP_RSHIFT: return shift(cg, op, sg, a, b, loc);
  case OP_BITAND: return LLVMBuildAnd(B, a, b, "");
  case OP_BITOR: return LLVMBuildOr(B, a, b, "");
  case OP_BITXOR: return LLVMBuildXor(B, a, b, "");
  default: return NULL;
  }
}

static LLVMValueRef complex_make(Cg *cg, const Type *ct, LLVMValueRef re, LLVMValueRef im) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, ct));
  r = LLVMBuildInsertValue(cg->b, r, re, 0, "");
  return LLVMBuildInsertValue(cg->b, r, im, 1, "");
}

static LLVMValueRef complex_parts_op(Cg *cg, AstOp op, const Type *ct, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef ar = LLVMBuildExtractValue(B, a, 0, ""), ai = LLVMBuildExtractValue(B, a, 1, "");
  LLVMValueRef br = LLVMBuildExtractValue(B, b, 0, ""), bi = LLVMBuildExtractValue(B, b, 1, "");
  switch (op) {
  case OP_ADD: return complex_make(cg, ct, LLVMBuildFAdd(B, ar, br, ""), LLVMBuildFAdd(B, ai, bi, ""));
  case OP_SUB: return complex_make(cg, ct, LLVMBuildFSub(B, ar, br, ""), LLVMBuildFSub(B, ai, bi, ""));
  case OP_MUL:
    return complex_make(cg, ct, LLVMBuildFSub(B, LLVMBuildFMul(B, ar, br, ""), LLVMBuildFMul(B, ai, bi, ""), ""),
                        LLVMBuildFAdd(B, LLVMBuildFMul(B, ar, bi, ""), LLVMBuildFMul(B, ai, br, ""), ""));
  case OP_DIV: {
    /* Smith's algorithm, which scales by the larger part of the divisor so
     * that no product overflows: CPython's and Numba's form divides by the
     * scaled denominator, NumPy's loops multiply by its reciprocal. A zero
     * divisor raises, except where NumPy's model holds; NumPy's loops then
     * divide each part by the zero. */
    bool numpy_loop = numpy_errors(cg) && !cg_in_jit(cg);
    LLVMTypeRef ft = LLVMTypeOf(br);
    LLVMValueRef zero = LLVMConstReal(ft, 0);
    LLVMValueRef abr = intrinsic(cg, "llvm.fabs", ft, 1, &br), abi = intrinsic(cg, "llvm.fabs", ft, 1, &bi);
    LLVMValueRef is0 = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOEQ, br, zero, ""), LLVMBuildFCmp(B, LLVMRealOEQ, bi, zero, ""), "");
    if (!numpy_loop && !cg->f->gpu)
      cg_raise_if(cg, is0, ARRC_ZERO_DIVISION_ERROR, "complex division by zero", loc);
    /* by_real: |b.real| >= |b.imag|; the other branch swaps the roles of
     * the parts (a NaN divisor takes it and gives NaN either way). */
    LLVMValueRef by_real = LLVMBuildFCmp(B, LLVMRealOGE, abr, abi, "");
    LLVMValueRef big = LLVMBuildSelect(B, by_real, br, bi, ""), small = LLVMBuildSelect(B, by_real, bi, br, "");
    LLVMValueRef p = LLVMBuildSelect(B, by_real, ar, ai, ""), q = LLVMBuildSelect(B, by_real, ai, ar, "");
    LLVMValueRef ratio = LLVMBuildFDiv(B, small, big, "");
    LLVMValueRef denom = LLVMBuildFAdd(B, big, LLVMBuildFMul(B, small, ratio, ""), "");
    LLVMValueRef re = LLVMBuildFAdd(B, p, LLVMBuildFMul(B, q, ratio, ""), "");
    LLVMValueRef im = LLVMBuildSelect(B, by_real, LLVMBuildFSub(B, q, LLVMBuildFMul(B, p, ratio, ""), ""),
                                      LLVMBuildFSub(B, LLVMBuildFMul(B, p, ratio, ""), q, ""), "");
    if (numpy_loop || cg->f->gpu) {
      LLVMValueRef scale = LLVMBuildFDiv(B, LLVMConstReal(ft, 1), denom, "");
      re = LLVMBuildSelect(B, is0, LLVMBuildFDiv(B, ar, abr, ""), LLVMBuildFMul(B, re, scale, ""), "");
      im = LLVMBuildSelect(B, is0, LLVMBuildFDiv(B, ai, abr, ""), LLVMBuildFMul(B, im, scale, ""), "");
    } else {
      re = LLVMBuildFDiv(B, re, denom, "");
      im = LLVMBuildFDiv(B, im, denom, "");
    }
    return complex_make(cg, ct, re, im);
  }
  default: return NULL;
  }
}

static LLVMValueRef compare_numbers(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  if (t->kind == TY_FLOAT) {
    LLVMRealPredicate p = op == OP_EQ ? LLVMRealOEQ : op == OP_NE ? LLVMRealUNE : op == OP_LT ? LLVMRealOLT
                        : op == OP_LE ? LLVMRealOLE : op == OP_GT ? LLVMRealOGT : LLVMRealOGE;
    return LLVMBuildFCmp(cg->b, p, a, b, "");
  }
  if (t->kind == TY_COMPLEX) {
    LLVMValueRef re = LLVMBuildFCmp(cg->b, LLVMRealOEQ, LLVMBuildExtractValue(cg->b, a, 0, ""),
                                    LLVMBuildExtractValue(cg->b, b, 0, ""), "");
    LLVMValueRef im = LLVMBuildFCmp(cg->b, LLVMRealOEQ, LLVMBuildExtractValue(cg->b, a, 1, ""),
                                    LLVMBuildExtractValue(cg->b, b, 1, ""), "");
    LLVMValueRef eq = LLVMBuildAnd(cg->b, re, im, "");
    return op == OP_NE ? LLVMBuildNot(cg->b, eq, "") : eq;
  }
  bool sg = t->kind == TY_INT && t->is_signed;
  LLVMIntPredicate p = op == OP_EQ ? LLVMIntEQ : op == OP_NE ? LLVMIntNE
                     : op == OP_LT ? (sg ? LLVMIntSLT : LLVMIntULT) : op == OP_LE ? (sg ? LLVMIntSLE : LLVMIntULE)
                     : op == OP_GT ? (sg ? LLVMIntSGT : LLVMIntUGT) : (sg ? LLVMIntSGE : LLVMIntUGE);
  return LLVMBuildICmp(cg->b, p, a, b, "");
}

static const Type *strip_optional(const Type *t) { return t->kind == TY_OPTIONAL ? t->elem : t; }

static const Type *compare_type(const Type *a, const Type *b) {
  a = strip_optional(a);
  b = strip_optional(b);
  if (a == b)
    return a;
  if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX)
    return ty_complex128;
  if (a->kind == TY_FLOAT || b->kind == TY_FLOAT)
    return ty_float64;
  /* A signed integer with a uint64 compares as float64 in Numba (its
   * unification of the two) and in NumPy, so -10 < 2**63 holds; a bool
   * counts as unsigned there. */
  bool a_unsigned = a->kind == TY_BOOL || (a->kind == TY_INT && !a->is_signed);
  bool b_unsigned = b->kind == TY_BOOL || (b->kind == TY_INT && !b->is_signed);
  if (a_unsigned && b_unsigned)
    return ty_uint64;
  if ((a == ty_uint64 && !b_unsigned) || (b == ty_uint64 && !a_unsigned))
    return ty_float64;
  return ty_int64;
}

/* The values == compares here: numbers (bool included) with numbers,
 * strings with strings, tuples element by element, None with None. Two
 * values of different classes are never equal; 0 is a type this code
 * cannot compare (an array, whose == is elementwise). */
static int equality_class(const Type *t) {
  if (type_is_number(t))
    return 1;
  switch (t->kind) {
  case TY_STR: return 2;
  case TY_TUPLE: return 3;
  case TY_NONE: return 4;
  default: return 0;
  }
}

/* e == x for one element of a container, or NULL when the code generator
 * cannot compare the two types. */
static LLVMValueRef element_equals(Cg *cg, const Type *et, LLVMValueRef e, const Type *xt, LLVMValueRef x) {
  int ce = equality_class(et), cx = equality_class(xt);
  if (ce == 0 || cx == 0)
    return NULL;
  if (ce != cx || (ce == 3 && et->n != xt->n))
    return LLVMConstInt(cg->i1, 0, false);
  switch (ce) {
  case 1: {
    const Type *t = compare_type(et, xt);
    return compare_numbers(cg, OP_EQ, t, cg_convert(cg, e, et, t), cg_convert(cg, x, xt, t));
  }
  case 2:
    return LLVMBuildICmp(cg->b, LLVMIntNE, cg_call_rt(cg, "arrc_str_eq", cg->i8, 2, (LLVMValueRef[]){e, x}),
                         LLVMConstInt(cg->i8, 0, false), "");
  case 3: {
    LLVMValueRef all = LLVMConstInt(cg->i1, 1, false);
    for (int k = 0; k < et->n; k++) {
      LLVMValueRef eq = element_equals(cg, et->elems[k], LLVMBuildExtractValue(cg->b, e, (unsigned)k, ""),
                                       xt->elems[k], LLVMBuildExtractValue(cg->b, x, (unsigned)k, ""));
      if (!eq)
        return NULL;
      all = LLVMBuildAnd(cg->b, all, eq, "");
    }
    return all;
  }
  default:
    return LLVMConstInt(cg->i1, 1, false);
  }
}

/* x in container: tuples and lists of numbers or strings compare each
 * element with ==; a range checks bounds and step. */
static LLVMValueRef contains(Cg *cg, const Instr *c, const Instr *x, SrcLoc loc) {
  const Type *ct = c->type, *xt = x->type;
  LLVMValueRef cv = cg_value(cg, c), xv = cg_value(cg, x);
  if (ct->kind == TY_TUPLE) {
    LLVMValueRef r = LLVMConstInt(cg->i1, 0, false);
    for (int k = 0; k < ct->n; k++) {
      LLVMValueRef eq = element_equals(cg, ct->elems[k], LLVMBuildExtractValue(cg->b, cv, (unsigned)k, ""), xt, xv);
      if (!eq) {
        cg_unsupported(cg, loc, "'in' comparing %s with %s is not supported by the code generator yet",
                       ct->elems[k]->name, xt->name);
        return r;
      }
      r = LLVMBuildOr(cg->b, r, eq, "");
    }
    return r;
  }
  if (ct->kind == TY_RANGE && type_is_int(xt)) {
    LLVMValueRef v = cg_convert(cg, xv, xt, ty_int64);
    LLVMValueRef start = LLVMBuildExtractValue(cg->b, cv, 0, ""), stop = LLVMBuildExtractValue(cg->b, cv, 1, "");
    LLVMValueRef step = LLVMBuildExtractValue(cg->b, cv, 2, "");
    LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, step, cg_i64(cg, 0), "");
    LLVMValueRef inside = LLVMBuildSelect(
        cg->b, up,
        LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, v, start, ""), LLVMBuildICmp(cg->b, LLVMIntSLT, v, stop, ""), ""),
        LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLE, v, start, ""), LLVMBuildICmp(cg->b, LLVMIntSGT, v, stop, ""), ""), "");
    LLVMValueRef on_step = LLVMBuildICmp(cg->b, LLVMIntEQ, LLVMBuildSRem(cg->b, LLVMBuildSub(cg->b, v, start, ""), step, ""),
                                         cg_i64(cg, 0), "");
    return LLVMBuildAnd(cg->b, inside, on_step, "");
  }
  if (ct->kind == TY_LIST && ct->elem &&
      ((type_is_number(ct->elem) && type_is_number(xt)) || (ct->elem->kind == TY_STR && xt->kind == TY_STR))) {
    LLVMValueRef found = cg_alloca(cg, cg->i1, "found");
    LLVMBuildStore(cg->b, LLVMConstInt(cg->i1, 0, false), found);
    LLVMValueRef n = cg_list_len(cg, cv);
    LLVMValueRef slot = cg_alloca(cg, cg->i64, "k");
    LLVMBuildStore(cg->b, cg_i64(cg, 0), slot);
    LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.head");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.body");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.done");
    LLVMBuildBr(cg->b, head);
    LLVMPositionBuilderAtEnd(cg->b, head);
    LLVMValueRef k = LLVMBuildLoad2(cg->b, cg->i64, slot, "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, k, n, ""), body, done);
    LLVMPositionBuilderAtEnd(cg->b, body);
    LLVMValueRef e = LLVMBuildLoad2(cg->b, cg_type(cg, ct->elem), cg_list_elem_ptr(cg, cv, k, loc), "");
    LLVMValueRef eq = element_equals(cg, ct->elem, e, xt, xv);
    LLVMBuildStore(cg->b, eq, found);
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, k, cg_i64(cg, 1), ""), slot);
    LLVMBuildCondBr(cg->b, eq, done, head);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return LLVMBuildLoad2(cg->b, cg->i1, found, "");
  }
  cg_unsupported(cg, loc, "'in' on %s is not supported by the code generator yet", ct->name);
  return LLVMConstInt(cg->i1, 0, false);
}

static LLVMValueRef build_compare(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0], *y = i->ops.v[1];
  x = ir_resolve(x);
  y = ir_resolve(y);
  AstOp op = i->imm.op;
  LLVMValueRef a = cg_value(cg, x), b = cg_value(cg, y);
  if (op == OP_IS || op == OP_ISNOT) {
    LLVMValueRef r;
    const Type *tx = x->type, *ty = y->type;
    if (tx->kind == TY_NONE && ty->kind == TY_NONE)
      r = LLVMConstInt(cg->i1, 1, false);
    else if (tx->kind == TY_OPTIONAL && ty->kind == TY_NONE)
      r = LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, a, 0, ""), "");
    else if (ty->kind == TY_OPTIONAL && tx->kind == TY_NONE)
      r = LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, b, 0, ""), "");
    else if (tx->kind == TY_NONE || ty->kind == TY_NONE)
      r = LLVMConstInt(cg->i1, 0, false);
    else if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind && LLVMTypeOf(a) == LLVMTypeOf(b))
      r = LLVMBuildICmp(cg->b, LLVMIntEQ, a, b, "");
    else
      r = compare_numbers(cg, OP_EQ, compare_type(tx, ty), cg_convert(cg, a, tx, compare_type(tx, ty)),
                          cg_convert(cg, b, ty, compare_type(tx, ty)));
    return op == OP_ISNOT ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if (x->type->kind == TY_STR && y->type->kind == TY_STR && (op == OP_EQ || op == OP_NE)) {
    LLVMValueRef r = cg_call_rt(cg, "arrc_str_eq", cg->i8, 2, (LLVMValueRef[]){a, b});
    r = LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstInt(cg->i8, 0, false), "");
    return op == OP_NE ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if ((x->type->kind == TY_NONE) != (y->type->kind == TY_NONE) && (op == OP_EQ || op == OP_NE)) {
    const Instr *o = x->type->kind == TY_NONE ? y : x;
    LLVMValueRef r = o->type->kind == TY_OPTIONAL
                         ? LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, cg_value(cg, o), 0, ""), "")
                         : LLVMConstInt(cg->i1, 0, false);
    return op == OP_NE ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if ((x->type->kind == TY_ARRAY || y->type->kind == TY_ARRAY) && op != OP_IN && op != OP_NOTIN && op != OP_IS &&
      op != OP_ISNOT)
    return cg_elementwise(cg, i, BI_NONE);
  if (op == OP_IN || op == OP_NOTIN) {
    LLVMValueRef r = contains(cg, y, x, i->loc);
    return op == OP_NOTIN ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if (!type_is_number(strip_optional(x->type)) || !type_is_number(strip_optional(y->type))) {
    cg_unsupported(cg, i->loc, "comparing %s with %s is not supported by the code generator yet",
                   x->type->name, y->type->name);
    return LLVMConstInt(cg->i1, 0, false);
  }
  const Type *t = compare_type(x->type, y->type);
  LLVMValueRef r = compare_numbers(cg, op, t, cg_convert(cg, a, x->type, t), cg_convert(cg, b, y->type, t));
  if ((op == OP_EQ || op == OP_NE) && (x->type->kind == TY_OPTIONAL || y->type->kind == TY_OPTIONAL)) {
    /* Host code compares optionals as Python does: None equals only None.
     * (Inference converted them to their values everywhere else.) */
    LLVMValueRef one = LLVMConstInt(cg->i1, 1, false);
    LLVMValueRef px = x->type->kind == TY_OPTIONAL ? LLVMBuildExtractValue(cg->b, a, 0, "") : one;
    LLVMValueRef py = y->type->kind == TY_OPTIONAL ? LLVMBuildExtractValue(cg->b, b, 0, "") : one;
    LLVMValueRef both = LLVMBuildAnd(cg->b, px, py, "");
    LLVMValueRef none = LLVMBuildNot(cg->b, LLVMBuildOr(cg->b, px, py, ""), "");
    LLVMValueRef values_eq = op == OP_EQ ? r : LLVMBuildNot(cg->b, r, "");
    LLVMValueRef eq = LLVMBuildOr(cg->b, none, LLVMBuildAnd(cg->b, both, values_eq, ""), "");
    r = op == OP_EQ ? eq : LLVMBuildNot(cg->b, eq, "");
  }
  return r;
}

/* Python's bool(v). An array's truth is NumPy's, checked at run time:
 * its one element's, False when it is empty, else a ValueError. */
LLVMValueRef cg_truth(Cg *cg, LLVMValueRef v, const Type *t, SrcLoc loc) {
  switch (t->kind) {
  case TY_BOOL: return v;
  case TY_INT: case TY_FLOAT: return cg_convert(cg, v, t, ty_bool);
  case TY_COMPLEX: {
    const Type *p = t->bits == 64 ? ty_float32 : ty_float64;
    return LLVMBuildOr(cg->b, cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 0, ""), p, ty_bool),
                       cg_convert(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), p, ty_bool), "");
  }
  case TY_OPTIONAL: {
    /* A None is false; otherwise the value's own truth. */
    LLVMValueRef present = LLVMBuildExtractValue(cg->b, v, 0, "");
    LLVMValueRef inner = cg_truth(cg, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elem, loc);
    return LLVMBuildAnd(cg->b, present, inner, "");
  }
  case TY_NONE: return LLVMConstInt(cg->i1, 0, false);
  case TY_LIST: return LLVMBuildICmp(cg->b, LLVMIntNE, cg_list_len(cg, v), cg_i64(cg, 0), "");
  case TY_STR: return LLVMBuildICmp(cg->b, LLVMIntNE, cg_str_len(cg, v), cg_i64(cg, 0), "");
  case TY_TUPLE: return LLVMConstInt(cg->i1, t->n != 0, false);
  case TY_ARRAY:
    return LLVMBuildICmp(cg->b, LLVMIntNE,
                         cg_call_rt(cg, "arrc_array_truth", cg->i8, 2, (LLVMValueRef[]){v, cg_loc(cg, loc)}),
                         LLVMConstInt(cg->i8, 0, false), "");
  default: return LLVMConstInt(cg->i1, 1, false);
  }
}

LLVMValueRef cg_binary_op(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  return numeric_binary(cg, op, t, a, b, loc);
}

LLVMValueRef cg_compare_op(Cg *cg, AstOp op, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  return compare_numbers(cg, op, t, a, b);
}

/* a ** b on numbers of types at and bt, with result type t: Numba's
 * square and multiply for float ** integer in jitted code and in ufuncs
 * (target='cuda' ones too: Numba's CUDA target lowers ** with the same
 * implementation), Python's float_pow for host code's floats, pow
 * elsewhere (kernels and their device functions, whose oracle is the
 * simulator's Python, and float32 NumPy scalars), the runtime for
 * integers. */
LLVMValueRef cg_power(Cg *cg, const Type *t, LLVMValueRef a, const Type *at, LLVMValueRef b, const Type *bt,
                      SrcLoc loc) {
  const Type *exponent = strip_optional(bt);
  a = cg_convert(cg, a, at, t);
  bool numba_power = cg_in_jit(cg) && (cg->f->kind == FUNC_UFUNC || (!cg->f->gpu && !cg->ptx));
  if (type_is_float(t) && numba_power &&
      (type_is_int(exponent) || exponent->kind == TY_BOOL)) {
    bool is_unsigned = exponent->kind == TY_INT && !exponent->is_signed && exponent->bits == 64;
    return float_int_power(cg, t, a, cg_convert(cg, b, bt, is_unsigned ? ty_uint64 : ty_int64), is_unsigned);
  }
  b = cg_convert(cg, b, bt, t);
  if (t == ty_float64 && cg_host_warnings(cg) && !cg->numpy_errors)
    return cg_call_rt(cg, "arrc_pow_f64_py", cg->f64, 3, (LLVMValueRef[]){a, b, cg_loc(cg, loc)});
  return numeric_binary(cg, OP_POW, t, a, b, loc);
}

/* An integer constant expression has Python's value, computed exactly by
 * inference (2 ** 64 // 4 is 2 ** 62, though 2 ** 64 wraps at run time).
 * In jitted code that holds only for the expressions of literals alone,
 * which Python folds before Numba sees them; through variables Numba's
 * 64-bit operations wrap (v = 1 << 62; (v * 4) // 4 is 0), and LLVM folds
 * them so. */
static LLVMValueRef folded_int(Cg *cg, const Instr *i) {
  int64_t v;
  if (!type_is_int(i->type) || !infer_const_int(i, &v))
    return NULL;
  bool host = func_is_host(cg->f->kind);
  if (!host && !infer_python_folds(i))
    return NULL;
  return LLVMConstInt(cg_type(cg, i->type), (unsigned long long)v, true);
}

/* Whether CPython's compiler folds the float power a ** b of constants:
 * it leaves to run time the ones that raise (0.0 ** -1 and overflows). */
static bool python_folds_power(LLVMValueRef a, LLVMValueRef b) {
  if (!LLVMIsAConstantFP(a) || !LLVMIsAConstantFP(b))
    return false;
  LLVMBool lost;
  double x = LLVMConstRealGetDouble(a, &lost), y = LLVMConstRealGetDouble(b, &lost);
  return !(x == 0 && y < 0) && (isfinite(pow(x, y)) || !isfinite(x) || !isfinite(y));
}

/* Types only NumPy scalars have in host code. */
static bool numpy_only(const Type *t) {
  return t == ty_float32 || t == ty_complex64 || (t->kind == TY_INT && t != ty_int64);
}

static LLVMValueRef build_binary(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0], *y = i->ops.v[1];
  x = ir_resolve(x);
  y = ir_resolve(y);
  const Type *t = i->type;
  LLVMValueRef folded = folded_int(cg, i);
  if (folded)
    return folded;
  if (x->type->kind == TY_ARRAY || y->type->kind == TY_ARRAY) {
    if (i->imm.op == OP_MATMUL)
      return cg_matmul(cg, i, x, y);
    return cg_elementwise(cg, i, BI_NONE);
  }
  if (x->type->kind == TY_STR && y->type->kind == TY_STR && i->imm.op == OP_ADD)
    return cg_call_rt(cg, "arrc_str_concat", cg->ptr, 2, (LLVMValueRef[]){cg_value(cg, x), cg_value(cg, y)});
  if (!type_is_number(t) || !type_is_number(strip_optional(x->type)) || !type_is_number(strip_optional(y->type))) {
    cg_unsupported(cg, i->loc, "'%s' on %s and %s is not supported by the code generator yet",
                   ast_op_name(i->imm.op), x->type->name, y->type->name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  /* The operation's type: the result's, except that comparisons-like
   * boolean results do not occur here and / computes in the result's
   * float type. Shifts keep the left operand's type. */
  const Type *opt = t;
  LLVMValueRef a = cg_convert(cg, cg_value(cg, x), x->type, opt);
  LLVMValueRef b = cg_convert(cg, cg_value(cg, y), y->type, opt);
  /* Python says "division by zero" for int / int, "float division by zero"
   * when a float is involved. */
  cg->int_division = !type_is_float(strip_optional(x->type)) && !type_is_float(strip_optional(y->type));
  /* In host code a float32, complex64 or fixed-width integer scalar is a
   * NumPy scalar (Python has no such numbers): its division by zero gives
   * inf, nan or 0 with NumPy's warning instead of raising. */
  AstOp op = i->imm.op;
  const Type *xt = strip_optional(x->type), *yt = strip_optional(y->type);
  bool numpy_scalar = cg_host_warnings(cg) && (op == OP_DIV || op == OP_FLOORDIV || op == OP_MOD) &&
                      (numpy_only(xt) || numpy_only(yt));
  if (numpy_scalar) {
    const char *name = op == OP_DIV ? (xt == yt ? "scalar divide" : "divide")
                     : op == OP_FLOORDIV ? (xt == yt ? "scalar floor_divide" : "floor_divide")
                                         : (xt == yt ? "scalar remainder" : "remainder");
    scalar_division_warnings(cg, op, opt, a, b, i->loc, name);
    cg->numpy_errors = true;
  }
  /* Numba's float ** int by multiplications is for the expressions it
   * sees; one Python folded arrives as CPython's pow of the constants. */
  bool folded_float_power = op == OP_POW && type_is_float(opt) && cg_in_jit(cg) && infer_python_folds(i) &&
                            python_folds_power(a, b);
  LLVMValueRef r = op == OP_POW && !folded_float_power
                       ? cg_power(cg, opt, cg_value(cg, x), x->type, cg_value(cg, y), y->type, i->loc)
                       : numeric_binary(cg, op, opt, a, b, i->loc);
  cg->int_division = false;
  cg->numpy_errors = false;
  if (!r) {
    cg_unsupported(cg, i->loc, "'%s' on %s is not supported by the code generator yet", ast_op_name(i->imm.op),
                   t->name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  return r;
}

static LLVMValueRef build_unary(Cg *cg, const Instr *i) {
  const Instr *x = i->ops.v[0];
  x = ir_resolve(x);
  LLVMValueRef folded = folded_int(cg, i);
  if (folded)
    return folded;
  if (x->type->kind == TY_ARRAY && i->imm.op != OP_NOT)
    return cg_elementwise(cg, i, BI_NONE);
  LLVMValueRef v = cg_value(cg, x);
  /* Numba negates and inverts an integer narrower than 64 bits in its own
   * width and only then widens the result to the 64-bit type of the same
   * signedness: -np.uint8(7) is 249 and -np.int8(-128) stays -128. */
  if ((i->imm.op == OP_NEG || i->imm.op == OP_INVERT) && x->type->kind == TY_INT && i->type->kind == TY_INT &&
      x->type->bits < i->type->bits) {
    LLVMValueRef narrow = i->imm.op == OP_NEG ? LLVMBuildNeg(cg->b, v, "") : LLVMBuildNot(cg->b, v, "");
    return cg_convert(cg, narrow, x->type, i->type);
  }
  switch (i->imm.op) {
  case OP_NOT: return LLVMBuildNot(cg->b, cg_truth(cg, v, x->type, i->loc), "");
  case OP_POS: return cg_convert(cg, v, x->type, i->type);
  case OP_NEG: {
    v = cg_convert(cg, v, x->type, i->type);
    if (i->type->kind == TY_FLOAT)
      return LLVMBuildFNeg(cg->b, v, "");
    if (i->type->kind == TY_COMPLEX)
      return complex_make(cg, i->type, LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, 0, ""), ""),
                          LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, 1, ""), ""));
    return LLVMBuildNeg(cg->b, v, "");
  }
  case OP_INVERT: return LLVMBuildNot(cg->b, cg_convert(cg, v, x->type, i->type), "");
  default:
    cg_unsupported(cg, i->loc, "unary '%s' is not supported by the code generator yet", ast_op_name(i->imm.op));
    return LLVMGetUndef(cg_type(cg, i->type));
  }
}

/* ---- instructions ------------------------------------------------------ */

static LLVMBasicBlockRef bb(Cg *cg, const Block *b) { return ptrmap_get(&cg->blocks, b); }

LLVMValueRef cg_function(Cg *cg, const Func *f) { return ptrmap_get(&cg->funcs, f); }

static LLVMValueRef build_call(Cg *cg, const Instr *i) {
  const Instr *callee = i->ops.v[0];
  callee = ir_resolve(callee);
  const Type *ct = callee->type;
  if (ct->kind == TY_FUNCTION && i->callee) {
    LLVMValueRef fn = i->callee == cg->f && cg->self_callee ? cg->self_callee : ptrmap_get(&cg->funcs, i->callee);
    if (!fn) {
      cg_unsupported(cg, i->loc, "calling '%s' here is not supported by the code generator yet", i->callee->name);
      return LLVMGetUndef(cg_type(cg, i->type));
    }
    if (i->callee->kind == FUNC_UFUNC && i->type->kind == TY_ARRAY)
      return cg_elementwise(cg, i, BI_NONE);
    const Func *f = i->callee;
    LLVMValueRef *args = xmalloc((size_t)(i->ops.len + 1) * sizeof *args);
    int n = 0;
    if (f->gpu && !cg->ptx)
      args[n++] = cg->thread ? cg->thread : LLVMConstNull(cg->ptr);
    for (int k = 1; k < i->ops.len; k++) {
      const Instr *a = i->ops.v[k];
      a = ir_resolve(a);
      if (!f->param_types[k - 1] || !cg_type_is_data(f->param_types[k - 1]))
        continue;
      args[n++] = cg_convert(cg, cg_value(cg, a), a->type, f->param_types[k - 1]);
    }
    /* A ufunc called on numbers from host code warns as NumPy's loop does. */
    bool warns = f->kind == FUNC_UFUNC && cg_host_warnings(cg);
    if (warns)
      cg_fp_clear(cg);
    cg_mark_jit_enter(cg, f);
    LLVMValueRef r = LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(fn), fn, args, (unsigned)n, "");
    free(args);
    cg_mark_jit_leave(cg, f);
    if (warns)
      cg_fp_warn(cg, i->loc, f->name, f->name, f->name);
    return f->ret_type && cg_type_is_data(f->ret_type) ? cg_convert(cg, r, f->ret_type, i->type) : NULL;
  }
  if (ct->kind == TY_BUILTIN && ct->id == -1 && i->callee)
    return cg_launch(cg, i);
  if (ct->kind == TY_BUILTIN)
    return cg_builtin_call(cg, i, (BuiltinId)ct->id);
  if (ct->kind == TY_EXCEPTION) {
    /* An exception value is its message. */
    if (i->ops.len > 1)
      return cg_value(cg, i->ops.v[1]);
    return cg_const_str(cg, "", 0);
  }
  if (ct->kind == TY_DTYPE) {
    const Instr *a = i->ops.len > 1 ? i->ops.v[1] : NULL;
    a = ir_resolve(a);
    if (!a)
      return LLVMConstNull(cg_type(cg, i->type));
    if (a->type->kind == TY_STR) {
      LLVMValueRef v = type_is_int(i->type)
                           ? cg_call_rt(cg, "arrc_str_to_i64", cg->i64, 2, (LLVMValueRef[]){cg_value(cg, a), cg_loc(cg, i->loc)})
                           : cg_call_rt(cg, "arrc_str_to_f64", cg->f64, 2, (LLVMValueRef[]){cg_value(cg, a), cg_loc(cg, i->loc)});
      return cg_convert(cg, v, type_is_int(i->type) ? ty_int64 : ty_float64, i->type);
    }
    return cg_convert(cg, cg_value(cg, a), a->type, i->type);
  }
  cg_unsupported(cg, i->loc, "calling %s is not supported by the code generator yet", ct->name);
  return LLVMGetUndef(cg_type(cg, i->type));
}

/* The name Python gives a value's type in its error messages. */
static const char *python_type_name(const Type *t) {
  static char buf[64];
  switch (t->kind) {
  case TY_NONE: return "NoneType";
  case TY_OPTIONAL: return python_type_name(t->elem);
  case TY_BOOL: return "bool";
  case TY_INT: if (t->bits == 64 && t->is_signed) return "int"; break;
  case TY_FLOAT: if (t->bits == 64) return "float"; break;
  case TY_COMPLEX: if (t->bits == 128) return "complex"; break;
  case TY_ARRAY: return "numpy.ndarray";
  case TY_STR: return "str";
  case TY_LIST: return "list";
  case TY_TUPLE: return "tuple";
  default: return t->name;
  }
  snprintf(buf, sizeof buf, "numpy.%s", t->name);
  return buf;
}

/* The TypeError of a CAST from an optional that holds None: Numba's words
 * in jitted code; in host code, Python's for the operator that uses it. */
static void none_message(Cg *cg, const Instr *cast, char *msg, size_t cap) {
  const Instr *x = cast->ops.v[0];
  x = ir_resolve(x);
  const Instr *u = cast->users.len ? cast->users.v[0] : NULL;
  bool host = func_is_host(cg->f->kind);
  if (!host || !u) {
    snprintf(msg, cap, "expected %s, got None", x->type->elem->name);
    return;
  }
  switch (u->op) {
  case IR_GETATTR: snprintf(msg, cap, "'NoneType' object has no attribute '%s'", u->imm.str.s); return;
  case IR_GETITEM: snprintf(msg, cap, "'NoneType' object is not subscriptable"); return;
  case IR_SETITEM: snprintf(msg, cap, "'NoneType' object does not support item assignment"); return;
  case IR_UNPACK: snprintf(msg, cap, "cannot unpack non-iterable NoneType object"); return;
  case IR_BINARY: case IR_INPLACE: case IR_UNARY: case IR_COMPARE: break;
  default: snprintf(msg, cap, "expected %s, got None", x->type->elem->name); return;
  }
  const char *sym = ast_op_name(u->imm.op);
  if (u->op == IR_UNARY) {
    const char *unary = u->imm.op == OP_NEG ? "-" : u->imm.op == OP_POS ? "+" : "~";
    snprintf(msg, cap, "bad operand type for unary %s: 'NoneType'", unary);
    return;
  }
  const char *names[2];
  for (int k = 0; k < 2; k++) {
    const Instr *o = u->ops.v[k];
    o = ir_resolve(o);
    names[k] = o == cast ? "NoneType" : python_type_name(o->op == IR_CAST ? o->ops.v[0]->type : o->type);
  }
  /* python_type_name may reuse its buffer: copy the first name. */
  char first[64];
  snprintf(first, sizeof first, "%s", names[0]);
  if (u->op == IR_COMPARE)
    snprintf(msg, cap, "'%s' not supported between instances of '%s' and '%s'", sym, first, names[1]);
  else
    snprintf(msg, cap, "unsupported operand type(s) for %s%s: '%s' and '%s'", sym, u->op == IR_INPLACE ? "=" : "",
             first, names[1]);
}

/* Releases the values whose last use is i (or i itself, when it is never
 * used). */
static void release_deaths(Cg *cg, const Instr *i) {
  const Instr *const *dead;
  int n = rc_deaths(cg->rc, i, &dead);
  for (int k = 0; k < n; k++)
    cg_refcount(cg, cg_value(cg, dead[k]), dead[k]->type, false);
}

/* The LLVM block that the edge from IR block `b` (its code ends in LLVM
 * block `from`) to `s` enters: s itself, or a block of its own that hands
 * the values to s's phis (retained, or moved when they die on this edge)
 * and releases what dies on the edge. `second` picks the second of two
 * edges from b to s. */
static LLVMBasicBlockRef edge(Cg *cg, const Block *b, LLVMBasicBlockRef from, const Block *s, bool second) {
  int k = -1;
  for (int j = 0, seen = 0; j < s->npreds; j++)
    if (s->preds[j] == b && seen++ == (int)second) {
      k = j;
      break;
    }
  /* In an outlined parallel body, the jump back to the loop's header. */
  if (cg->par && s == cg_parallel_header(cg->par))
    return cg_parallel_latch(cg, b, k);
  int ndying = rc_edge_deaths(cg->rc, b, s, NULL);
  bool phis = s->first && s->first->op == IR_PHI;
  if (!phis && ndying == 0)
    return bb(cg, s);
  const Instr **dying = arena_alloc(cg->m->arena, (size_t)(ndying + 1) * sizeof *dying);
  rc_edge_deaths(cg->rc, b, s, dying);
  LLVMBasicBlockRef e = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "edge");
  LLVMPositionBuilderAtEnd(cg->b, e);
  for (const Instr *p = s->first; k >= 0 && p && p->op == IR_PHI; p = p->next) {
    const Instr *x = p->ops.v[k];
    x = ir_resolve(x);
    LLVMValueRef val;
    if (x->op == IR_UNDEF) {
      /* A variable not assigned on this edge: a counted value is null, so
       * that releasing it later does nothing, and nothing is retained. */
      val = rc_managed(p->type) ? LLVMConstNull(cg_type(cg, p->type)) : LLVMGetUndef(cg_type(cg, p->type));
    } else {
      val = cg_convert(cg, cg_value(cg, x), x->type, p->type);
      if (rc_managed(p->type) && !cg->f->gpu) {
        /* A narrowed optional's reference is the optional's. */
        const Instr *owner = x;
        while (owner->op == IR_NARROW)
          for (owner = owner->ops.v[0]; owner->forward;)
            owner = owner->forward;
        int moved = -1;
        for (int j = 0; j < ndying && moved < 0; j++)
          if (dying[j] == owner)
            moved = j;
        if (moved >= 0)
          dying[moved] = dying[--ndying];
        else
          cg_refcount(cg, val, p->type, true);
      }
    }
    PhiIn *in = ptrmap_get(&cg->phi_in, p);
    if (!in) {
      in = arena_alloc(cg->m->arena, sizeof *in + (size_t)s->npreds * sizeof in->arc[0]);
      memset(in, 0, sizeof *in + (size_t)s->npreds * sizeof in->arc[0]);
      ptrmap_put(&cg->phi_in, p, in);
    }
    in->arc[k].value = val;
    in->arc[k].block = e;
  }
  for (int j = 0; j < ndying; j++)
    cg_refcount(cg, cg_value(cg, dying[j]), dying[j]->type, false);
  LLVMBuildBr(cg->b, bb(cg, s));
  (void)from;
  return e;
}

/* Tells LLVM that an array header can be read (its size is known): with
 * !invariant.load, its fields are then hoisted out of loops even where
 * the loop body reads them only conditionally. idx is a parameter's index
 * plus one, or LLVMAttributeReturnIndex. */
static void mark_array_header(Cg *cg, LLVMValueRef fn_or_call, unsigned idx, int ndim) {
  static unsigned deref_kind, nonnull_kind;
  if (!deref_kind) {
    deref_kind = LLVMGetEnumAttributeKindForName("dereferenceable", 15);
    nonnull_kind = LLVMGetEnumAttributeKindForName("nonnull", 7);
  }
  uint64_t header_bytes = offsetof(arrc_array, dims) + 2 * sizeof(int64_t) * (uint64_t)ndim;
  LLVMAttributeRef deref = LLVMCreateEnumAttribute(cg->ctx, deref_kind, header_bytes);
  LLVMAttributeRef nonnull = LLVMCreateEnumAttribute(cg->ctx, nonnull_kind, 0);
  if (LLVMIsACallInst(fn_or_call)) {
    LLVMAddCallSiteAttribute(fn_or_call, idx, deref);
    LLVMAddCallSiteAttribute(fn_or_call, idx, nonnull);
  } else {
    LLVMAddAttributeAtIndex(fn_or_call, idx, deref);
    LLVMAddAttributeAtIndex(fn_or_call, idx, nonnull);
  }
}

static void build_instr(Cg *cg, const Instr *i) {
  LLVMValueRef v = NULL;
  if (cg->di_scope && i->loc.line > 0)
    LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)i->loc.line,
                                                                        (unsigned)i->loc.col, cg->di_scope, NULL));
  switch (i->op) {
  case IR_CONST_INT: v = LLVMConstInt(cg_type(cg, i->type), (unsigned long long)i->imm.i, true); break;
  case IR_CONST_BOOL: v = LLVMConstInt(cg->i1, i->imm.i != 0, false); break;
  case IR_CONST_FLOAT: v = LLVMConstReal(cg_type(cg, i->type), i->imm.f[0]); break;
  case IR_CONST_COMPLEX: {
    LLVMTypeRef pt = i->type->bits == 64 ? cg->f32 : cg->f64;
    v = LLVMConstStructInContext(cg->ctx, (LLVMValueRef[]){LLVMConstReal(pt, i->imm.f[0]), LLVMConstReal(pt, i->imm.f[1])}, 2, false);
    break;
  }
  case IR_CONST_NONE: v = LLVMConstInt(cg->i8, 0, false); break;
  case IR_CONST_STR: v = cg_const_str(cg, i->imm.str.s, i->imm.str.len); break;
  case IR_GLOBAL:
    if (i->imm.sym && i->imm.sym->kind == SYM_BUILTIN && builtin_kind(i->imm.sym->builtin) == BK_VALUE)
      v = cg_builtin_value(cg, i);
    else if (cg_type_is_data(i->type))
      cg_unsupported(cg, i->loc, "reading the global '%s' here is not supported by the code generator yet",
                     i->imm.sym ? i->imm.sym->name : "?");
    break;
  case IR_PARAM: {
    /* Parameters without run-time data take no LLVM parameter. */
    unsigned k = cg->f->gpu && !cg->ptx ? 1 : 0;
    for (int j = 0; j < i->imm.i; j++)
      k += cg_type_is_data(cg->f->param_types[j]);
    v = cg_type_is_data(i->type) ? LLVMGetParam(cg->fn, k) : LLVMGetUndef(cg_type(cg, i->type));
    break;
  }
  case IR_UNDEF:
    /* Null, not undef: a slot may release it. */
    v = rc_managed(i->type) ? LLVMConstNull(cg_type(cg, i->type)) : LLVMGetUndef(cg_type(cg, i->type));
    break;
  case IR_PHI:
    v = LLVMBuildPhi(cg->b, cg_type(cg, i->type), "");
    ptrmap_put(&cg->phi_nodes, i, v);
    break;
  case IR_BINARY: case IR_INPLACE: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    if (i->op == IR_INPLACE && x->type->kind == TY_ARRAY) {
      /* a += b writes into a; the value of the statement is a itself. */
      if (i->imm.op == OP_MATMUL) {
        cg_unsupported(cg, i->loc, "'@=' is not supported by the code generator yet");
        v = cg_value(cg, x);
        break;
      }
      cg_elementwise(cg, i, BI_NONE);
      v = cg_value(cg, x);
      break;
    }
    if (i->op == IR_INPLACE && x->type->kind == TY_LIST) {
      cg_unsupported(cg, i->loc, "in-place operators on lists are not supported by the code generator yet");
      v = cg_value(cg, x);
      break;
    }
    v = build_binary(cg, i);
    break;
  }
  case IR_UNARY: v = build_unary(cg, i); break;
  case IR_COMPARE: v = build_compare(cg, i); break;
  case IR_TRUTH: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    v = cg_truth(cg, cg_value(cg, x), x->type, i->loc);
    break;
  }
  case IR_CAST: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    if (x->type->kind == TY_OPTIONAL && i->type->kind != TY_OPTIONAL && !cg->f->gpu) {
      /* An optional converts to its value's type (a signature's result or
       * parameter, an operand) as in Numba: None raises TypeError. */
      char msg[256];
      none_message(cg, i, msg, sizeof msg);
      cg_raise_if(cg, LLVMBuildNot(cg->b, LLVMBuildExtractValue(cg->b, cg_value(cg, x), 0, ""), ""),
                  ARRC_TYPE_ERROR, msg, i->loc);
    }
    v = cg_convert(cg, cg_value(cg, x), x->type, i->type);
    break;
  }
  case IR_CHECK_BOUND: {
    /* GPU code raises nothing (it follows NumPy's error model). */
    if (cg->f->gpu)
      break;
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    char msg[256];
    bool top = cg->f->kind == FUNC_ENTRY;
    if (top)
      snprintf(msg, sizeof msg, "name '%s' is not defined", i->var);
    else
      snprintf(msg, sizeof msg, "cannot access local variable '%s' where it is not associated with a value", i->var);
    cg_raise_if(cg, LLVMBuildNot(cg->b, cg_value(cg, x), ""), top ? ARRC_NAME_ERROR : ARRC_UNBOUND_LOCAL_ERROR,
                msg, i->loc);
    break;
  }
  case IR_NARROW: {
    /* The test that led here checked the flag; the value shares the
     * optional's reference (refcount.c counts its uses as the optional's). */
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    v = x->type->kind == TY_OPTIONAL ? LLVMBuildExtractValue(cg->b, cg_value(cg, x), 1, "") : cg_value(cg, x);
    break;
  }
  case IR_CALL: v = build_call(cg, i); break;
  case IR_GETATTR: v = cg_getattr(cg, i); break;
  case IR_GETITEM: v = cg_getitem(cg, i); break;
  case IR_SETITEM: cg_setitem(cg, i); break;
  case IR_TUPLE: {
    v = LLVMGetUndef(cg_type(cg, i->type));
    if (i->type->kind == TY_TUPLE)
      for (int k = 0; k < i->ops.len; k++) {
        const Instr *e = i->ops.v[k];
        e = ir_resolve(e);
        v = LLVMBuildInsertValue(cg->b, v, cg_convert(cg, cg_value(cg, e), e->type, i->type->elems[k]), (unsigned)k, "");
      }
    break;
  }
  case IR_LIST: {
    v = cg_list_new(cg, i->type);
    for (int k = 0; k < i->ops.len; k++) {
      const Instr *e = i->ops.v[k];
      e = ir_resolve(e);
      cg_list_append(cg, v, i->type, cg_convert(cg, cg_value(cg, e), e->type, i->type->elem));
    }
    break;
  }
  case IR_SLICE: v = LLVMConstInt(cg->i8, 0, false); break;
  case IR_MAP:
    /* A map summed as it is made has no value of its own. */
    v = ptrmap_get(&cg->virtuals, i) ? LLVMGetUndef(cg->ptr) : cg_map(cg, i);
    break;
  case IR_UNPACK: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    if (x->type->kind == TY_TUPLE) {
      v = LLVMBuildExtractValue(cg->b, cg_value(cg, x), (unsigned)i->imm.i, "");
    } else if (x->type->kind == TY_ARRAY && x->type->ndim == 1) {
      LLVMValueRef a = cg_value(cg, x);
      LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg_array_data(cg, a),
                                     (LLVMValueRef[]){LLVMBuildMul(cg->b, cg_i64(cg, i->imm.i), cg_array_stride(cg, a, 1, 0), "")}, 1, "");
      v = cg_load_elem(cg, x->type->elem, p);
    } else if (x->type->kind == TY_LIST) {
      v = LLVMBuildLoad2(cg->b, cg_type(cg, i->type), cg_list_elem_ptr(cg, cg_value(cg, x), cg_i64(cg, i->imm.i), i->loc), "");
    } else {
      cg_unsupported(cg, i->loc, "unpacking %s is not supported by the code generator yet", x->type->name);
      v = LLVMGetUndef(cg_type(cg, i->type));
    }
    break;
  }
  case IR_FORMAT: v = cg_format(cg, i); break;
  case IR_FSTRING: v = cg_fstring(cg, i); break;
  case IR_GETITER: {
    Iter *it = cg_iter_make(cg, i->ops.v[0], i->loc);
    ptrmap_put(&cg->iters, i, it);
    v = LLVMConstInt(cg->i8, 0, false);
    break;
  }
  case IR_ITER_VALID: case IR_ITER_NEXT: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    Iter *it = ptrmap_get(&cg->iters, x);
    if (!it) {
      cg_unsupported(cg, i->loc, "this iteration is not supported by the code generator yet");
      v = LLVMGetUndef(cg_type(cg, i->type));
    } else {
      v = i->op == IR_ITER_VALID ? cg_iter_valid(cg, it) : cg_iter_next(cg, it, i->type, i->loc);
    }
    break;
  }
  case IR_JUMP: {
    release_deaths(cg, i);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef to = edge(cg, i->block, from, i->target[0], 0);
    LLVMPositionBuilderAtEnd(cg->b, from);
    LLVMBuildBr(cg->b, to);
    if (cg->outer)
      cg_outer_mark_latch(cg, i->block, from, to);
    break;
  }
  case IR_BRANCH: {
    const Instr *c = i->ops.v[0];
    c = ir_resolve(c);
    LLVMValueRef cond = cg_truth(cg, cg_value(cg, c), c->type, i->loc);
    release_deaths(cg, i);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef t = edge(cg, i->block, from, i->target[0], 0);
    LLVMBasicBlockRef e = edge(cg, i->block, from, i->target[1], i->target[1] == i->target[0]);
    LLVMPositionBuilderAtEnd(cg->b, from);
    LLVMBuildCondBr(cg->b, cond, t, e);
    break;
  }
  case IR_RETURN: {
    const Type *rt = cg->f->ret_type;
    if (i->ops.len && rt && cg_type_is_data(rt)) {
      const Instr *x = i->ops.v[0];
      x = ir_resolve(x);
      LLVMValueRef r = cg_convert(cg, cg_value(cg, x), x->type, rt);
      cg_refcount(cg, r, rt, true);
      release_deaths(cg, i);
      LLVMBuildRet(cg->b, r);
    } else if (rt && cg_type_is_data(rt)) {
      release_deaths(cg, i);
      LLVMBuildRet(cg->b, LLVMConstNull(cg_type(cg, rt)));
    } else {
      release_deaths(cg, i);
      LLVMBuildRetVoid(cg->b);
    }
    break;
  }
  case IR_RAISE: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    const char *name = x->type->kind == TY_EXCEPTION ? x->type->label : NULL;
    if (!name && x->op == IR_CALL) {
      const Instr *c = x->ops.v[0];
      c = ir_resolve(c);
      name = c->type->label;
    }
    /* The exception's class by its name in the one table of arrc_abi.h,
     * which also made the name known (ir/scope.c). */
    int kind = name ? arrc_exception_lookup(name, strlen(name)) : -1;
    if (kind < 0)
      kind = ARRC_EXCEPTION;
    /* raise E(msg): msg; raise E and raise E(): no argument (length -1),
     * which the runtime tells from an empty one (KeyError('') shows ''). */
    if (x->op == IR_CALL && x->ops.len > 1) {
      LLVMValueRef msg = cg_value(cg, x);
      raise_here(cg, (arrc_error_kind)kind, i->loc, cg_str_data(cg, msg), cg_str_len(cg, msg));
    } else {
      raise_here(cg, (arrc_error_kind)kind, i->loc, LLVMConstNull(cg->ptr), cg_i64(cg, -1));
    }
    break;
  }
  case IR_UNREACHABLE: LLVMBuildUnreachable(cg->b); break;
  case IR_OP_COUNT: break;
  }
  if (v && i->type && i->type->kind == TY_ARRAY && LLVMIsACallInst(v))
    mark_array_header(cg, v, LLVMAttributeReturnIndex, i->type->ndim);
  if (v)
    set_value(cg, i, v);
  /* A value read out of another takes a reference of its own. */
  if (v && i->op != IR_PHI && rc_tracked(cg->rc, i) && !new_reference(i))
    cg_refcount(cg, v, i->type, true);
  if (!(ir_op_flags(i->op) & IRF_TERMINATOR))
    release_deaths(cg, i);
}

bool cg_type_is_data(const Type *t) {
  switch (t->kind) {
  case TY_VOID: case TY_NONE: case TY_FUNCTION: case TY_BUILTIN: case TY_DTYPE: case TY_EXCEPTION:
  case TY_SLICE: case TY_ITER:
    return false;
  default:
    return true;
  }
}

/* ---- functions ----------------------------------------------------------- */

static LLVMValueRef declare_function(Cg *cg, Func *f, int index) {
  LLVMTypeRef *params = xmalloc((size_t)(f->nparams + 1) * sizeof *params);
  unsigned n = 0;
  /* GPU code on the CPU runs as one thread of a launch: its context comes
   * first. On the GPU the hardware holds it. */
  if (f->gpu && !cg->ptx)
    params[n++] = cg->ptr;
  for (int k = 0; k < f->nparams; k++)
    if (f->param_types[k] && cg_type_is_data(f->param_types[k]))
      params[n++] = cg_type(cg, f->param_types[k]);
  LLVMTypeRef ret = f->ret_type && cg_type_is_data(f->ret_type) ? cg_type(cg, f->ret_type) : cg->void_;
  /* Whole names, however long: functable.c finds the source function of
   * each LLVM function by its name. */
  const char *name;
  if (f->kind == FUNC_ENTRY) {
    name = "arrc.main";
  } else if (cg->ptx && f->kind == FUNC_KERNEL) {
    size_t cap = strlen(f->name) + 32;
    char *entry = arena_alloc(cg->m->arena, cap);
    codegen_kernel_entry_name(cg->m, f, entry, cap);
    name = entry;
  } else {
    name = arena_printf(cg->m->arena, "%s%s%d", f->name, cg->ptx ? "_" : ".", index);
  }
  LLVMValueRef fn = LLVMAddFunction(cg->mod, name, LLVMFunctionType(ret, params, n, false));
  free(params);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  if (cg->ptx && f->kind == FUNC_KERNEL) {
    /* A kernel is marked both ways LLVM 19 accepts (TOOLCHAIN.md §1.2). */
    LLVMSetLinkage(fn, LLVMExternalLinkage);
    LLVMSetFunctionCallConv(fn, LLVMPTXKernelCallConv);
    LLVMMetadataRef ops[3] = {LLVMValueAsMetadata(fn), LLVMMDStringInContext2(cg->ctx, "kernel", 6),
                              LLVMValueAsMetadata(LLVMConstInt(cg->i32, 1, false))};
    LLVMAddNamedMetadataOperand(cg->mod, "nvvm.annotations",
                                LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, ops, 3)));
  }
  unsigned k = f->gpu && !cg->ptx ? 1 : 0;
  for (int j = 0; j < f->nparams; j++)
    if (f->param_types[j] && cg_type_is_data(f->param_types[j])) {
      if (f->param_types[j]->kind == TY_ARRAY)
        mark_array_header(cg, fn, k + 1, f->param_types[j]->ndim);
      k++;
    }
  return fn;
}

void cg_build_block(Cg *cg, Block *b) {
  LLVMPositionBuilderAtEnd(cg->b, bb(cg, b));
  Instr *i = b->first;
  for (; i && i->op == IR_PHI; i = i->next)
    build_instr(cg, i);
  /* A phi that is never used is released after all phis. */
  for (Instr *p = b->first; p && p->op == IR_PHI; p = p->next)
    release_deaths(cg, p);
  /* The header of a parallel loop: the loop runs on the pool, then the
   * code goes on at the loop's exit. */
  ParLoop *pl = cg->par ? NULL : cg_parallel_loop(cg, b);
  if (pl) {
    cg_parallel_emit(cg, pl);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->b);
    LLVMBasicBlockRef to = edge(cg, b, from, cg_parallel_exit(pl), 0);
    LLVMPositionBuilderAtEnd(cg->b, from);
    LLVMBuildBr(cg->b, to);
    return;
  }
  for (; i; i = i->next) {
    /* Values bound beforehand (an outlined body's iteration variable). */
    if (cg->par && ptrmap_get(&cg->values, i))
      continue;
    build_instr(cg, i);
  }
}

/* Phi operands, now that every edge exists. An edge that was never built
 * (its predecessor is unreachable code) adds nothing. */
void cg_fix_phis(Cg *cg, Block **blocks, int n) {
  for (int j = 0; j < n; j++) {
    Block *b = blocks[j];
    for (Instr *i = b->first; i && i->op == IR_PHI; i = i->next) {
      LLVMValueRef phi = ptrmap_get(&cg->phi_nodes, i);
      PhiIn *in = ptrmap_get(&cg->phi_in, i);
      for (int k = 0; phi && k < b->npreds; k++) {
        if (!in || !in->arc[k].block)
          continue;
        LLVMAddIncoming(phi, &in->arc[k].value, &in->arc[k].block, 1);
      }
    }
  }
}

/* Another LLVM function for f, named after fn: "NAME.suffix". */
static LLVMValueRef declare_copy(Cg *cg, Func *f, int index, LLVMValueRef fn, const char *suffix) {
  LLVMValueRef copy = declare_function(cg, f, index);
  size_t len;
  const char *name = LLVMGetValueName2(fn, &len);
  const char *copy_name = arena_printf(cg->m->arena, "%.*s.%s", (int)len, name, suffix);
  LLVMSetValueName2(copy, copy_name, strlen(copy_name));
  return copy;
}

/* Self-recursive functions: how many copies, and up to what size (in IR
 * instructions; larger bodies exceed LLVM's inlining threshold anyway). */
enum { RECURSIVE_COPIES = 4, RECURSIVE_COPY_LIMIT = 150 };

static int instruction_count(const Func *f) {
  int n = 0;
  for (const Block *b = f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next)
      n++;
  return n;
}

static bool calls_itself(const Func *f) {
  for (const Block *b = f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next)
      if (i->op == IR_CALL && i->callee == f)
        return true;
  return false;
}

static void build_function(Cg *cg, Func *f, LLVMValueRef fn, LLVMValueRef self_callee) {
  cg->f = f;
  cg->fn = fn;
  cg->self_callee = self_callee;
  ptrmap_init(&cg->phi_in, cg->m->arena);
  ptrmap_init(&cg->phi_nodes, cg->m->arena);
  cg->par = NULL;
  cg->thread = f->gpu && !cg->ptx ? LLVMGetParam(cg->fn, 0) : NULL;
  cg->uses_barrier = false;
  ptrmap_init(&cg->values, cg->m->arena);
  ptrmap_init(&cg->blocks, cg->m->arena);
  ptrmap_init(&cg->iters, cg->m->arena);
  ptrmap_init(&cg->virtuals, cg->m->arena);
  cg_mark_virtual_views(cg, f);
  cg->rc = rc_analyze(cg, f);
  cg->di_scope = NULL;
  if (cg->di) {
    /* -g: a subprogram per function, a line and column per instruction. */
    int line = f->def && f->def->kind == AST_FUNCDEF ? f->def->loc.line : 1;
    const char *name = f->kind == FUNC_ENTRY ? "<module>" : f->name;
    size_t len;
    const char *linkage = LLVMGetValueName2(cg->fn, &len);
    LLVMMetadataRef type = LLVMDIBuilderCreateSubroutineType(cg->di, cg->di_file, NULL, 0, LLVMDIFlagZero);
    cg->di_scope = LLVMDIBuilderCreateFunction(cg->di, cg->di_file, name, strlen(name), linkage, len, cg->di_file,
                                               (unsigned)line, type, true, true, (unsigned)line, LLVMDIFlagZero,
                                               cg->opt->opt_level > 0);
    LLVMSetSubprogram(cg->fn, cg->di_scope);
    LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)line, 1, cg->di_scope, NULL));
  } else {
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
  }
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "allocas");
  for (Block *b = f->entry; b; b = b->next_in_func)
    ptrmap_put(&cg->blocks, b, LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, ""));
  /* Blocks in an order where each block's dominators come first, so that
   * every value is built before its uses outside phis (a use of a value
   * not built yet would read an undefined placeholder). */
  cg_parallel_analyze(cg, f);
  Block **all = arena_alloc(cg->m->arena, (size_t)(f->nblocks + 1) * sizeof *all);
  int n = ir_dominator_order(f, all);
  for (int k = 0; k < n; k++)
    cg_build_block(cg, all[k]);
  cg_fix_phis(cg, all, n);
  LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  LLVMBuildBr(cg->b, bb(cg, f->entry));
}

/* main(argc, argv): the runtime starts, the entry code runs, the runtime
 * flushes and returns the exit status. */
static void build_main(Cg *cg, LLVMValueRef entry) {
  LLVMTypeRef params[] = {cg->i32, cg->ptr};
  LLVMValueRef fn = LLVMAddFunction(cg->mod, "main", LLVMFunctionType(cg->i32, params, 2, false));
  LLVMPositionBuilderAtEnd(cg->b, LLVMAppendBasicBlockInContext(cg->ctx, fn, ""));
  if (cg->di) {
    /* main gets a subprogram too, so that the entry code inlined into it
     * keeps its lines. */
    LLVMMetadataRef type = LLVMDIBuilderCreateSubroutineType(cg->di, cg->di_file, NULL, 0, LLVMDIFlagZero);
    LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(cg->di, cg->di_file, "main", 4, "main", 4, cg->di_file, 1, type,
                                                     false, true, 1, LLVMDIFlagZero, cg->opt->opt_level > 0);
    LLVMSetSubprogram(fn, sp);
    LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, 1, 1, sp, NULL));
  }
  cg_call_rt(cg, "arrc_init", cg->void_, 2, (LLVMValueRef[]){LLVMGetParam(fn, 0), LLVMGetParam(fn, 1)});
  LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(entry), entry, NULL, 0, "");
  LLVMBuildRet(cg->b, cg_call_rt(cg, "arrc_exit", cg->i32, 0, NULL));
}

/* The module of one flavour: the host (every function, the CPU versions of
 * GPU code, main and the kernel records, with ptx embedded) or the GPU
 * (only GPU code, for NVPTX). */
static LLVMModuleRef build_module(LLVMContextRef ctx, Module *m, const CodegenOptions *opt, bool ptx_flavour,
                                  const GpuCode *gpu) {
  Cg cg = {0};
  cg.ctx = ctx;
  cg.m = m;
  cg.d = m->diag;
  cg.opt = opt;
  cg.ptx = ptx_flavour;
  cg.gpu_code = gpu;
  cg.mod = LLVMModuleCreateWithNameInContext(m->src->path, ctx);
  cg.b = LLVMCreateBuilderInContext(ctx);
  cg.i1 = LLVMInt1TypeInContext(ctx);
  cg.i8 = LLVMInt8TypeInContext(ctx);
  cg.i32 = LLVMInt32TypeInContext(ctx);
  cg.i64 = LLVMInt64TypeInContext(ctx);
  cg.f32 = LLVMFloatTypeInContext(ctx);
  cg.f64 = LLVMDoubleTypeInContext(ctx);
  cg.ptr = LLVMPointerTypeInContext(ctx, 0);
  cg.void_ = LLVMVoidTypeInContext(ctx);
  cg.text = LLVMStructTypeInContext(ctx, (LLVMTypeRef[]){cg.ptr, cg.i64, cg.i64}, 3, false);
  cg.invariant_kind = LLVMGetMDKindIDInContext(ctx, "invariant.load", 14);
  cg.scratch_offset = -1;
  ptrmap_init(&cg.funcs, m->arena);
  ptrmap_init(&cg.kernel_records, m->arena);
  cg.kernel_type = LLVMStructTypeInContext(
      ctx, (LLVMTypeRef[]){cg.ptr, cg.ptr, cg.i32, cg.i32, cg.ptr, cg.ptr, cg.i64, cg.ptr, cg.ptr, cg.ptr, cg.i64}, 11, false);

  if (opt->debug_info && !ptx_flavour) {
    const char *path = m->src->path, *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t dirlen = slash ? (size_t)(slash - path) : 1;
    cg.di = LLVMCreateDIBuilder(cg.mod);
    cg.di_file = LLVMDIBuilderCreateFile(cg.di, base, strlen(base), slash ? path : ".", dirlen);
    LLVMDIBuilderCreateCompileUnit(cg.di, LLVMDWARFSourceLanguagePython, cg.di_file, "arrc " ARRC_VERSION,
                                   5 + strlen(ARRC_VERSION), opt->opt_level > 0, "", 0, 0, "", 0,
                                   LLVMDWARFEmissionLineTablesOnly, 0, false, false, "", 0, "", 0);
    LLVMAddModuleFlag(cg.mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                      LLVMValueAsMetadata(LLVMConstInt(cg.i32, LLVMDebugMetadataVersion(), false)));
    LLVMAddModuleFlag(cg.mod, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
                      LLVMValueAsMetadata(LLVMConstInt(cg.i32, 5, false)));
  }
  /* A function's index is its place among all functions, in both
   * flavours, so that a kernel's PTX entry has the same name in both. */
  int index = 0;
  LLVMValueRef entry = NULL;
  for (Func *f = m->funcs; f; f = f->next_in_module, index++) {
    if (ptx_flavour && !f->gpu)
      continue;
    LLVMValueRef fn = declare_function(&cg, f, index);
    ptrmap_put(&cg.funcs, f, fn);
    if (f->kind == FUNC_ENTRY)
      entry = fn;
  }
  index = 0;
  for (Func *f = m->funcs; f; f = f->next_in_module, index++) {
    LLVMValueRef fn = ptrmap_get(&cg.funcs, f);
    OuterPlan *plan;
    if (!fn)
      continue;
    /* A small function that calls itself is emitted as a ring of copies,
     * each calling the next: LLVM never inlines a function into itself,
     * but it inlines the next copy, so three levels of the recursion
     * become one body (GCC's recursive inlining; lucas(40) runs 8x
     * faster). Copies that are inlined everywhere are deleted. */
    if (opt->opt_level >= 2 && !f->gpu && !f->parallel && (f->kind == FUNC_JIT || f->kind == FUNC_HOST) &&
        calls_itself(f) && instruction_count(f) <= RECURSIVE_COPY_LIMIT) {
      LLVMValueRef copies[RECURSIVE_COPIES] = {fn};
      for (int c = 1; c < RECURSIVE_COPIES; c++) {
        char suffix[16];
        snprintf(suffix, sizeof suffix, "self%d", c);
        copies[c] = declare_copy(&cg, f, index, fn, suffix);
      }
      for (int c = 0; c < RECURSIVE_COPIES; c++)
        build_function(&cg, f, copies[c], copies[(c + 1) % RECURSIVE_COPIES]);
    } else if ((plan = cg_outer_plan(&cg, f))) {
      /* Outer loops to vectorize: a marked and a plain copy behind an
       * entry that checks the arrays (outer_loops.c). */
      LLVMValueRef copies[2] = {declare_copy(&cg, f, index, fn, "vector"), declare_copy(&cg, f, index, fn, "plain")};
      cg.outer = plan;
      build_function(&cg, f, copies[0], NULL);
      cg.outer = NULL;
      build_function(&cg, f, copies[1], NULL);
      cg_outer_dispatch(&cg, f, plan, fn, copies[0], copies[1]);
    } else {
      build_function(&cg, f, fn, NULL);
    }
  }
  if (ptx_flavour)
    cg_gpu_map_kernels(&cg, m);
  if (!ptx_flavour) {
    cg_gpu_finish_kernels(&cg, m);
    if (entry)
      build_main(&cg, entry);
  }
  if (cg.di) {
    LLVMDIBuilderFinalize(cg.di);
    LLVMDisposeDIBuilder(cg.di);
  }
  LLVMDisposeBuilder(cg.b);
  free(cg.locs);

  if (cg.failed) {
    LLVMDisposeModule(cg.mod);
    return NULL;
  }
  return cg.mod;
}

LLVMModuleRef codegen_cpu_module(LLVMContextRef ctx, Module *m, const CodegenOptions *opt, const GpuCode *gpu) {
  return build_module(ctx, m, opt, false, gpu);
}

LLVMModuleRef codegen_gpu_module(LLVMContextRef ctx, Module *m, const CodegenOptions *opt) {
  bool any = cg_has_gpu_maps(m);
  for (Func *f = m->funcs; f; f = f->next_in_module)
    any |= f->kind == FUNC_KERNEL;
  return any ? build_module(ctx, m, opt, true, NULL) : NULL;
}

bool codegen_kernel_entry_name(const Module *m, const Func *k, char *buf, size_t cap) {
  int index = 0;
  for (const Func *f = m->funcs; f && f != k; f = f->next_in_module)
    index++;
  /* PTX identifiers: letters, digits, _ and $. */
  size_t n = (size_t)snprintf(buf, cap, "arrc_%d_", index);
  for (const char *c = k->name; *c && n + 1 < cap; c++)
    buf[n++] = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ? *c : '_';
  buf[n] = 0;
  return n + 1 < cap;
}
