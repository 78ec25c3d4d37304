/* Typed IR -> LLVM IR, for the CPU and (with cg->ptx) the GPU: program
 * functions, the entry code as main(), conversions, tuples, optionals,
 * control flow and the edges that carry references. Operators are in
 * operators.c, arrays, indexing and iteration are in array.c, calls of
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
#include "lower.h"
#include "debuginfo.h"
#include "infer.h"
#include "scope.h"
#include "namedtuple.h"

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
  int64_t chars = 0;
  for (size_t k = 0; k < len; k++)
    chars += ((unsigned char)s[k] & 0xc0) != 0x80;
  LLVMValueRef fields[] = {cg_i64(cg, INT64_MAX / 2), cg_i64(cg, (int64_t)len), cg_i64(cg, chars), cg_i64(cg, 0), bytes};
  LLVMValueRef init = LLVMConstStructInContext(cg->ctx, fields, 5, false);
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
  case TY_MPI: return cg->i64;
  case TY_FLOAT: return t->bits == 32 ? cg->f32 : cg->f64;
  case TY_COMPLEX: {
    LLVMTypeRef part = t->bits == 64 ? cg->f32 : cg->f64;
    return LLVMStructTypeInContext(cg->ctx, (LLVMTypeRef[]){part, part}, 2, false);
  }
  case TY_STR: case TY_ARRAY: case TY_LIST: case TY_STREAM: case TY_EVENT: case TY_DICT: case TY_SET: case TY_FILE: case TY_INSTANCE:
  case TY_GENERATOR: case TY_NPZ: case TY_POINTER:
    return cg->ptr;
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
  case TY_DICT: return ARRC_ELEM_DICT;
  case TY_SET: return ARRC_ELEM_SET;
  case TY_INSTANCE: case TY_NPZ: return ARRC_ELEM_OBJECT;
  default: return ARRC_ELEM_PLAIN;
  }
}

void cg_refcount(Cg *cg, LLVMValueRef v, const Type *t, bool retain) {
  /* Nothing in GPU code is reference counted, and the GPU module could
   * not call the runtime (a device function returning an array view). */
  if (cg->ptx)
    return;
  switch (t->kind) {
  case TY_ARRAY: case TY_LIST: case TY_STR: case TY_DICT: case TY_SET: case TY_INSTANCE: case TY_NPZ:
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
  case IR_CALL: case IR_FORMAT: case IR_FSTRING: case IR_LIST: case IR_DICT: case IR_SET: case IR_BINARY: case IR_CONST_STR:
  case IR_GLOBAL: case IR_UNDEF: case IR_MAP: case IR_UNARY: case IR_COMPARE: case IR_NEW:
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
  case IR_EXC_VALUE: return true;  /* str(e) and repr(e) are new strings */
  case IR_TRY_RESTORE: return true; /* it takes over its slot's reference (exceptions.c) */
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
int cg_elem_fields(Cg *cg, const Type *t, unsigned offset, LLVMValueRef *out, int n) {
  LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
  switch (t->kind) {
  case TY_ARRAY: case TY_LIST: case TY_STR: case TY_DICT: case TY_SET: case TY_INSTANCE: case TY_NPZ:
    if (out) {
      LLVMValueRef field[2] = {LLVMConstInt(cg->i32, offset, false), LLVMConstInt(cg->i32, (unsigned)elem_kind(t), false)};
      out[n] = LLVMConstStructInContext(cg->ctx, field, 2, false);
    }
    return n + 1;
  case TY_OPTIONAL:
    return cg_elem_fields(cg, t->elem, offset + (unsigned)LLVMOffsetOfElement(dl, cg_type(cg, t), 1), out, n);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      n = cg_elem_fields(cg, t->elems[k], offset + (unsigned)LLVMOffsetOfElement(dl, cg_type(cg, t), (unsigned)k), out,
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
    int n = cg_elem_fields(cg, lt->elem, 0, NULL, 0);
    LLVMValueRef *fields = xmalloc((size_t)n * sizeof *fields);
    cg_elem_fields(cg, lt->elem, 0, fields, 0);
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

/* ---- instructions ------------------------------------------------------ */

static LLVMBasicBlockRef bb(Cg *cg, const Block *b) { return ptrmap_get(&cg->blocks, b); }

LLVMValueRef cg_function(Cg *cg, const Func *f) { return ptrmap_get(&cg->funcs, f); }

static LLVMValueRef build_call(Cg *cg, const Instr *i) {
  const Instr *callee = i->ops.v[0];
  callee = ir_resolve(callee);
  const Type *ct = callee->type;
  if (ct->kind == TY_CLASS && !i->callee)
    return cg_constructed(cg, i);
  if ((ct->kind == TY_FUNCTION || ct->kind == TY_CLASS) && i->callee) {
    LLVMValueRef fn = i->callee == cg->f && cg->self_callee ? cg->self_callee : ptrmap_get(&cg->funcs, i->callee);
    if (!fn) {
      cg_unsupported(cg, i->loc, "calling '%s' here is not supported by the code generator yet", i->callee->name);
      return LLVMGetUndef(cg_type(cg, i->type));
    }
    if (i->callee->kind == FUNC_UFUNC && i->type->kind == TY_ARRAY)
      return cg_elementwise(cg, i, BI_NONE);
    if (i->callee->gufunc)
      return cg_gufunc_call(cg, i, fn);
    if (i->callee->cuda_reduce)
      return cg_cuda_reduce(cg, i);
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
    LLVMValueRef depth = cg_counts_call(cg, f) ? cg_recursion_enter(cg, i->loc) : NULL;
    cg_mark_jit_enter(cg, f);
    LLVMValueRef r = LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(fn), fn, args, (unsigned)n, "");
    free(args);
    cg_mark_jit_leave(cg, f);
    if (depth)
      cg_recursion_leave(cg, depth);
    if (warns)
      cg_fp_warn(cg, i->loc, f->name, f->name, f->name);
    if (ct->kind == TY_CLASS)
      return cg_constructed(cg, i);
    return f->ret_type && cg_type_is_data(f->ret_type) ? cg_convert(cg, r, f->ret_type, i->type) : NULL;
  }
  if (ct->kind == TY_BUILTIN && ct->id == -1 && i->callee)
    return cg_launch(cg, i);
  if (ct->kind == TY_BUILTIN)
    return cg_builtin_call(cg, i, (BuiltinId)ct->id);
  if (ct->kind == TY_EXCEPTION) {
    /* An exception value is its message; SystemExit's status is its
     * text, which the runtime reads back (runtime/error.c). */
    const Instr *arg = i->ops.len > 1 ? ir_resolve(i->ops.v[1]) : NULL;
    if (arg && arg->type->kind == TY_NONE)
      return cg_const_str(cg, "None", 4);
    if (arg && type_is_int(arg->type)) {
      LLVMValueRef text = cg_text_new(cg);
      cg_put_value(cg, text, cg_value(cg, arg), arg->type, false);
      LLVMValueRef s = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
      cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
      return s;
    }
    if (arg)
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
  case TY_DICT: return "dict";
  case TY_SET: return "set";
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
  case IR_GETITER: snprintf(msg, cap, "'NoneType' object is not iterable"); return;
  case IR_CALL: {
    const Type *ct = ir_resolve(u->ops.v[0])->type;
    if (ct && ct->kind == TY_BUILTIN && ct->id == (int)BI_LEN)
      snprintf(msg, cap, "object of type 'NoneType' has no len()");
    else
      snprintf(msg, cap, "'NoneType' object is not iterable");
    return;
  }
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
  for (int k = 0; k < n; k++) {
    cg_refcount(cg, cg_value(cg, dead[k]), dead[k]->type, false);
    cg_try_disown(cg, dead[k]);
  }
}

/* The LLVM block that the edge from IR block `b` (its code ends in LLVM
 * block `from`) to `s` enters: s itself, or a block of its own that hands
 * the values to s's phis (retained, or moved when they die on this edge)
 * and releases what dies on the edge. `second` picks the second of two
 * edges from b to s. */
/* The iterator that the edge b -> s advances in GPU code: s is a for
 * loop's header (it holds the loop's ITER_VALID) and b is not the block
 * that made the iterator and enters the loop, so b -> s is a back edge
 * (cg_iter_advance). NULL for every other edge and in host code. */
static Iter *advanced_on_edge(Cg *cg, const Block *b, const Block *s) {
  if (!cg->ptx)
    return NULL;
  for (const Instr *v = s->first; v; v = v->next)
    if (v->op == IR_ITER_VALID) {
      const Instr *made = ir_resolve(v->ops.v[0]);
      return made->block == b ? NULL : ptrmap_get(&cg->iters, made);
    }
  return NULL;
}

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
  Iter *advanced = advanced_on_edge(cg, b, s);
  if (!phis && ndying == 0 && !advanced)
    return bb(cg, s);
  const Instr **dying = arena_alloc(cg->m->arena, (size_t)(ndying + 1) * sizeof *dying);
  rc_edge_deaths(cg->rc, b, s, dying);
  LLVMBasicBlockRef e = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "edge");
  LLVMPositionBuilderAtEnd(cg->b, e);
  if (advanced)
    cg_iter_advance(cg, advanced);
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
        if (moved >= 0) {
          cg_try_disown(cg, dying[moved]);
          dying[moved] = dying[--ndying];
        }
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
  for (int j = 0; j < ndying; j++) {
    cg_refcount(cg, cg_value(cg, dying[j]), dying[j]->type, false);
    cg_try_disown(cg, dying[j]);
  }
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

/* A kernel's array parameter idx on the GPU: the whole header goes by
 * value in the parameter space (ARRC_PARAM_ARRAY_VALUE), a .param the
 * kernel reads with ld.param, so that no header is loaded from global
 * memory. The parameter is still a pointer to a header, so the code using
 * it is that of every array: NVPTX turns its loads into ld.param. */
static void header_by_value(Cg *cg, LLVMValueRef fn, unsigned idx, int ndim) {
  static unsigned byval_kind, align_kind;
  if (!byval_kind) {
    byval_kind = LLVMGetEnumAttributeKindForName("byval", 5);
    align_kind = LLVMGetEnumAttributeKindForName("align", 5);
  }
  unsigned words = (unsigned)((offsetof(arrc_array, dims) + 2 * sizeof(int64_t) * (uint64_t)ndim) / sizeof(int64_t));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateTypeAttribute(cg->ctx, byval_kind, LLVMArrayType(cg->i64, words)));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(cg->ctx, align_kind, 8));
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
      v = cg_list_inplace(cg, i->imm.op, x, ir_resolve(i->ops.v[1]));
      break;
    }
    v = cg_build_binary(cg, i);
    break;
  }
  case IR_UNARY: v = cg_build_unary(cg, i); break;
  case IR_COMPARE: v = cg_build_compare(cg, i); break;
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
  case IR_GETATTR: {
    if (namedtuple_of(ir_resolve(i->ops.v[0])->type)) {
      v = cg_namedtuple_getattr(cg, i);
      break;
    }
    /* A class's __name__ is its name, as for functions (cg_getattr). */
    const Type *ot = ir_resolve(i->ops.v[0])->type;
    if (ot->kind == TY_CUDA_OBJECT) {
      v = cg_cudahost_getattr(cg, i);
      break;
    }
    if (ot->kind == TY_MPI) {
      v = cg_mpi_getattr(cg, i);
      break;
    }
    bool class_name = ot->kind == TY_CLASS && strcmp(i->imm.str.s, "__name__") == 0;
    v = class_of(ot) && !class_name ? cg_class_getattr(cg, i) : cg_getattr(cg, i);
    break;
  }
  case IR_SETATTR: cg_setattr(cg, i); break;
  case IR_NEW: v = cg_new_instance(cg, i); break;
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
  case IR_DICT: case IR_SET: v = cg_dict_display(cg, i); break;
  case IR_DELITEM:
    if (type_strip_optional(ir_resolve(i->ops.v[0])->type)->kind == TY_LIST)
      cg_list_delete(cg, ir_resolve(i->ops.v[0]), ir_resolve(i->ops.v[1]), i->loc);
    else
      cg_dict_delitem(cg, i);
    break;
  case IR_SLICE: v = LLVMConstInt(cg->i8, 0, false); break;
  case IR_MAP:
    /* A map summed as it is made has no value of its own. */
    v = ptrmap_get(&cg->virtuals, i) ? LLVMGetUndef(cg->ptr) : cg_map(cg, i);
    break;
  case IR_UNPACK: {
    const Instr *x = i->ops.v[0];
    x = ir_resolve(x);
    /* The first target checks the length of a list or an array, whose
     * number of items is known only when it runs. */
    if (i->imm.i == 0 && (x->type->kind == TY_LIST || x->type->kind == TY_ARRAY) && !cg->f->gpu) {
      LLVMValueRef seq = cg_value(cg, x);
      LLVMValueRef len = x->type->kind == TY_LIST ? cg_list_len(cg, seq) : cg_array_dim(cg, seq, 0);
      cg_call_rt(cg, "arrc_unpack_check", cg->void_, 4,
                 (LLVMValueRef[]){len, cg_i64(cg, i->n), LLVMConstInt(cg->i1, !cg_in_jit(cg), false),
                                  cg_loc(cg, i->loc)});
    }
    if (x->type->kind == TY_TUPLE) {
      v = LLVMBuildExtractValue(cg->b, cg_value(cg, x), (unsigned)i->imm.i, "");
    } else if (x->type->kind == TY_ARRAY && x->type->ndim == 1) {
      LLVMValueRef a = cg_value(cg, x);
      LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg_array_data(cg, a),
                                     (LLVMValueRef[]){LLVMBuildMul(cg->b, cg_i64(cg, i->imm.i), cg_array_stride(cg, a, 1, 0), "")}, 1, "");
      v = cg_load_array_elem(cg, x->type, x->type->elem, p, i->loc);
    } else if (x->type->kind == TY_ARRAY) {
      v = cg_array_row(cg, x->type, cg_value(cg, x), cg_i64(cg, i->imm.i));
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
      cg_raise_here(cg, (arrc_error_kind)kind, i->loc, cg_str_data(cg, msg), cg_str_len(cg, msg));
    } else {
      cg_raise_here(cg, (arrc_error_kind)kind, i->loc, LLVMConstNull(cg->ptr), cg_i64(cg, -1));
    }
    break;
  }
  case IR_TRY_ENTER: case IR_TRY_LEAVE: case IR_EXC_MATCH: case IR_EXC_VALUE: case IR_EXC_END:
  case IR_RERAISE: case IR_WITH_EXIT: case IR_GLOBAL_LOAD: case IR_GLOBAL_STORE: case IR_TRY_RESTORE:
  case IR_TRY_SAVE:
    v = cg_exception_op(cg, i);
    break;
  case IR_UNREACHABLE: LLVMBuildUnreachable(cg->b); break;
  case IR_OP_COUNT: break;
  }
  if (v && i->type && i->type->kind == TY_ARRAY && LLVMIsACallInst(v))
    mark_array_header(cg, v, LLVMAttributeReturnIndex, i->type->ndim);
  if (v)
    set_value(cg, i, v);
  if (i->op != IR_PHI)
    cg_debug_assign(cg, i, v);
  /* A value read out of another takes a reference of its own. */
  if (v && i->op != IR_PHI && rc_tracked(cg->rc, i) && !new_reference(i))
    cg_refcount(cg, v, i->type, true);
  if (v && i->op != IR_PHI)
    cg_try_own(cg, i, v);
  /* try.enter releases what dies there itself, before setjmp, which
   * returns twice (exceptions.c). */
  if (!(ir_op_flags(i->op) & IRF_TERMINATOR) && i->op != IR_TRY_ENTER)
    release_deaths(cg, i);
}

bool cg_type_is_data(const Type *t) {
  switch (t->kind) {
  case TY_VOID: case TY_NONE: case TY_FUNCTION: case TY_BUILTIN: case TY_DTYPE: case TY_EXCEPTION:
  case TY_SLICE: case TY_ITER: case TY_CLASS:
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
    /* @cuda.jit(max_registers=N): NVPTX prints it as .maxnreg N. */
    if (f->max_registers > 0) {
      LLVMMetadataRef nreg[3] = {LLVMValueAsMetadata(fn), LLVMMDStringInContext2(cg->ctx, "maxnreg", 7),
                                 LLVMValueAsMetadata(LLVMConstInt(cg->i32, (unsigned)f->max_registers, false))};
      LLVMAddNamedMetadataOperand(cg->mod, "nvvm.annotations",
                                  LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, nreg, 3)));
    }
  }
  unsigned k = f->gpu && !cg->ptx ? 1 : 0;
  for (int j = 0; j < f->nparams; j++)
    if (f->param_types[j] && cg_type_is_data(f->param_types[j])) {
      if (f->param_types[j]->kind == TY_ARRAY) {
        mark_array_header(cg, fn, k + 1, f->param_types[j]->ndim);
        if (cg->ptx && f->kind == FUNC_KERNEL)
          header_by_value(cg, fn, k + 1, f->param_types[j]->ndim);
      }
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
  for (Instr *p = b->first; p && p->op == IR_PHI; p = p->next) {
    cg_try_own(cg, p, cg_value(cg, p));
    release_deaths(cg, p);
  }
  cg_debug_phis(cg, b);
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
    cg_debug_function_begin(cg, f, f->kind == FUNC_ENTRY ? "<module>" : f->name, line);
  } else {
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
  }
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "allocas");
  cg_debug_parameters(cg);
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
    cg->fn = fn;
    cg_debug_function_begin(cg, NULL, "main", 1);
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
  /* The target's data layout is set before any code is made: the sizes
   * and field offsets the code generator computes (list items, the
   * references inside tuples, kernel parameters) must be the ones the
   * back end lays the data out with, not LLVM's default layout (which
   * aligns int64 to 4 bytes). */
  if (ptx_flavour)
    codegen_ptx_target(cg.mod);
  else
    codegen_host_target(cg.mod, opt->cpu);
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
  ptrmap_init(&cg.funcs, m->arena);
  ptrmap_init(&cg.kernel_records, m->arena);
  cg.kernel_type = LLVMStructTypeInContext(
      ctx, (LLVMTypeRef[]){cg.ptr, cg.ptr, cg.i32, cg.i32, cg.ptr, cg.ptr, cg.i64, cg.ptr, cg.ptr, cg.ptr, cg.i64, cg.ptr, cg.i64, cg.ptr, cg.i64},
      15, false);

  cg_debug_module_begin(&cg, ptx_flavour);
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
      for (int c = 0; c < RECURSIVE_COPIES; c++) {
        cg_mark_recursive(&cg, f, copies[c]);
        build_function(&cg, f, copies[c], copies[(c + 1) % RECURSIVE_COPIES]);
      }
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
      cg_mark_recursive(&cg, f, fn);
      build_function(&cg, f, fn, NULL);
    }
    /* A kernel that only reads some of its arrays gets a second entry,
     * NAME_nc, whose loads of their elements go through the non-coherent
     * cache; the launch picks it when no written array overlaps them. */
    uint64_t readonly = ptx_flavour && f->kind == FUNC_KERNEL ? cg_kernel_readonly_params(f) : 0;
    if (readonly) {
      size_t len;
      const char *name = LLVMGetValueName2(fn, &len);
      const char *nc_name = arena_printf(m->arena, "%.*s_nc", (int)len, name);
      LLVMValueRef nc = declare_function(&cg, f, index);
      LLVMSetValueName2(nc, nc_name, strlen(nc_name));
      cg.nc_params = readonly;
      build_function(&cg, f, nc, NULL);
      cg.nc_params = 0;
    }
  }
  if (ptx_flavour) {
    cg_gpu_map_kernels(&cg, m);
    cg_gpu_gufunc_kernels(&cg, m);
  }
  if (!ptx_flavour) {
    cg_library_exports(&cg, m);
    cg_gpu_finish_kernels(&cg, m);
    /* Library mode: the top-level code does not run (docs/library.md). */
    if (entry && !m->library)
      build_main(&cg, entry);
  }
  cg_debug_module_end(&cg);
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
  bool any = cg_has_gpu_maps(m) || cg_has_gpu_gufuncs(m);
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
