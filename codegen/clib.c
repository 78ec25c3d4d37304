/* Library mode (arrc -c, --shared; docs/library.md): the C entry points
 * of the exported functions (ir/exports.h) and the header that declares
 * them.
 *
 * An export NAME gets two functions. NAME itself, with C linkage and the
 * C types of its signature, stores its arguments in a record and runs
 * NAME.arrc_thunk on it under a try frame of its own (arrc_exc_catch), so
 * that an exception comes back to it: it then reports it
 * (arrc_lib_failed) and returns zero. The thunk turns the C arguments
 * into the program's values (an arrc_ndarray becomes a runtime header over
 * the caller's memory, arrc_lib_array_in), calls the specialization, or for
 * a kernel launches it through arrc_launch as `k[grid, block](...)` does
 * (on the GPU when there is one, host arrays copied in and back, else on
 * the CPU), and stores the result in the record. The module has no main:
 * the top-level code of the program does not run. */
#include <string.h>

#include "arrc_lib.h"
#include "exports.h"
#include "lower.h"

/* The entry points pass a launch's grid and block as the [3 x i64] that
 * arrc_launch reads, and name element types by the runtime's codes. */
_Static_assert(sizeof(arrc_dim3) == 3 * sizeof(int64_t), "arrc_dim3 is three int64");
_Static_assert(ARRC_T_FLOAT32 == (int)ARRC_FLOAT32 && ARRC_T_INT8 == (int)ARRC_INT8 &&
                   ARRC_T_COMPLEX128 == (int)ARRC_COMPLEX128,
               "arrc_lib.h's element codes are arrc_abi.h's");

/* The C parameter or result type of t: bool crosses as a byte (C's bool),
 * an array as a pointer to an arrc_ndarray, numbers as themselves. */
static LLVMTypeRef c_type(Cg *cg, const Type *t) {
  if (t->kind == TY_ARRAY || t->kind == TY_POINTER)
    return cg->ptr;
  if (t->kind == TY_BOOL)
    return cg->i8;
  if (t == ty_none || t == ty_void)
    return cg->void_;
  /* The C ABI passes a structure of two floats in one vector register, as
   * clang's <2 x float>; one of two doubles in two registers, which LLVM
   * does for the {double, double} of the program's complex128 itself. */
  if (t->kind == TY_COMPLEX && t->bits == 64)
    return LLVMVectorType(cg->f32, 2);
  return cg_type(cg, t);
}

/* A complex64 between the C ABI's <2 x float> and the program's
 * {float, float}, either way. */
static LLVMValueRef complex64_from_c(Cg *cg, LLVMValueRef v) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, ty_complex64));
  for (unsigned k = 0; k < 2; k++)
    r = LLVMBuildInsertValue(cg->b, r, LLVMBuildExtractElement(cg->b, v, LLVMConstInt(cg->i32, k, false), ""), k, "");
  return r;
}

static LLVMValueRef complex64_to_c(Cg *cg, LLVMValueRef v) {
  LLVMValueRef r = LLVMGetUndef(LLVMVectorType(cg->f32, 2));
  for (unsigned k = 0; k < 2; k++)
    r = LLVMBuildInsertElement(cg->b, r, LLVMBuildExtractValue(cg->b, v, k, ""), LLVMConstInt(cg->i32, k, false), "");
  return r;
}

/* The C spelling of t in the header. */
static const char *c_spelling(Arena *a, const Type *t, bool result) {
  if (t->kind == TY_ARRAY)
    return result ? "arrc_ndarray *" : "const arrc_ndarray *";
  if (t == ty_none || t == ty_void)
    return "void";
  if (t->kind == TY_POINTER)
    return t->elem ? arena_printf(a, "%s *", c_spelling(a, t->elem, false)) : "void *";
  switch (t->kind) {
  case TY_BOOL: return "bool";
  case TY_COMPLEX: return t->bits == 64 ? "arrc_complex64" : "arrc_complex128";
  case TY_FLOAT: return t->bits == 32 ? "float" : "double";
  case TY_INT: return arena_printf(a, "%sint%d_t", t->is_signed ? "" : "u", t->bits);
  default: return "void";
  }
}

/* C's callers widen integers narrower than 32 bits, and clang's code
 * relies on the callee widening its result: the attributes say which way. */
static void add_extension(Cg *cg, LLVMValueRef fn, unsigned index, const Type *t) {
  if (t->kind != TY_BOOL && !(t->kind == TY_INT && t->bits < 32))
    return;
  const char *kind = t->kind == TY_INT && t->is_signed ? "signext" : "zeroext";
  LLVMAddAttributeAtIndex(fn, index, LLVMCreateEnumAttribute(cg->ctx, LLVMGetEnumAttributeKindForName(kind, 7), 0));
}

static LLVMValueRef field_ptr(Cg *cg, LLVMTypeRef rec_type, LLVMValueRef rec, int k) {
  return LLVMBuildStructGEP2(cg->b, rec_type, rec, (unsigned)k, "");
}

/* The record an entry point passes to its thunk: the C arguments (for a
 * kernel first the grid and the block, pointers to three int64 each),
 * then the result. */
static LLVMTypeRef record_type(Cg *cg, const Export *e) {
  int extra = e->kind == EXPORT_KERNEL ? 2 : 0;
  LLVMTypeRef *fields = arena_alloc(cg->m->arena, (size_t)(e->nargs + extra + 1) * sizeof *fields);
  int n = 0;
  for (int k = 0; k < extra; k++)
    fields[n++] = cg->ptr;
  for (int k = 0; k < e->nargs; k++)
    fields[n++] = c_type(cg, e->args[k]);
  LLVMTypeRef ret = c_type(cg, e->ret);
  fields[n++] = ret == cg->void_ ? cg->i8 : ret;
  return LLVMStructTypeInContext(cg->ctx, fields, (unsigned)n, false);
}

/* The thunk: from the record to the call (or launch) and back. */
static LLVMValueRef build_thunk(Cg *cg, const Export *e, LLVMTypeRef rec_type, LLVMValueRef name_str) {
  Func *f = e->func;
  const char *tname = arena_printf(cg->m->arena, "%s.arrc_thunk", e->name);
  LLVMValueRef fn = LLVMAddFunction(cg->mod, tname, LLVMFunctionType(cg->void_, &cg->ptr, 1, false));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMPositionBuilderAtEnd(cg->b, LLVMAppendBasicBlockInContext(cg->ctx, fn, ""));
  LLVMValueRef rec = LLVMGetParam(fn, 0);
  int first = e->kind == EXPORT_KERNEL ? 2 : 0;
  LLVMValueRef *vals = arena_alloc(cg->m->arena, (size_t)(e->nargs + 1) * sizeof *vals);
  LLVMValueRef *headers = arena_alloc(cg->m->arena, (size_t)(e->nargs + 1) * sizeof *headers);
  for (int k = 0; k < e->nargs; k++) {
    const Type *t = e->args[k];
    LLVMValueRef v = LLVMBuildLoad2(cg->b, c_type(cg, t), field_ptr(cg, rec_type, rec, first + k), "");
    headers[k] = NULL;
    if (t->kind == TY_ARRAY) {
      v = cg_call_rt(cg, "arrc_lib_array_in", cg->ptr, 6,
                     (LLVMValueRef[]){v, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                                      LLVMConstInt(cg->i32, (unsigned)t->ndim, false),
                                      LLVMConstInt(cg->i32, t->layout == 'C', false),
                                      LLVMConstInt(cg->i32, (unsigned)k + 1, false), name_str});
      headers[k] = v;
    } else if (t->kind == TY_BOOL) {
      v = LLVMBuildICmp(cg->b, LLVMIntNE, v, LLVMConstInt(cg->i8, 0, false), "");
    } else if (t == ty_complex64) {
      v = complex64_from_c(cg, v);
    }
    vals[k] = cg_convert(cg, v, t, f->param_types[k]);
  }
  LLVMValueRef result = NULL;
  if (e->kind == EXPORT_KERNEL) {
    /* As cg_launch passes a launch's arguments: a slot per parameter
     * holding its value, and the table of the slots. */
    LLVMValueRef args = LLVMBuildAlloca(cg->b, LLVMArrayType(cg->ptr, (unsigned)(e->nargs ? e->nargs : 1)), "args");
    for (int k = 0; k < e->nargs; k++) {
      LLVMValueRef slot = LLVMBuildAlloca(cg->b, cg_type(cg, f->param_types[k]), "arg");
      LLVMBuildStore(cg->b, vals[k], slot);
      LLVMBuildStore(cg->b, slot, LLVMBuildGEP2(cg->b, cg->ptr, args, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
    }
    LLVMValueRef grid = LLVMBuildLoad2(cg->b, cg->ptr, field_ptr(cg, rec_type, rec, 0), "");
    LLVMValueRef block = LLVMBuildLoad2(cg->b, cg->ptr, field_ptr(cg, rec_type, rec, 1), "");
    cg_call_rt(cg, "arrc_launch", cg->void_, 7,
               (LLVMValueRef[]){cg_kernel_record(cg, f), grid, block, cg_i64(cg, 0), LLVMConstNull(cg->ptr), args,
                                cg_loc(cg, e->loc)});
  } else {
    LLVMValueRef inner = ptrmap_get(&cg->funcs, f);
    cg_mark_jit_enter(cg, f);
    result = LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(inner), inner, vals, (unsigned)e->nargs, "");
    cg_mark_jit_leave(cg, f);
  }
  for (int k = 0; k < e->nargs; k++)
    if (headers[k])
      cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &headers[k]);
  LLVMValueRef out = field_ptr(cg, rec_type, rec, first + e->nargs);
  if (result && e->ret->kind == TY_ARRAY)
    LLVMBuildStore(cg->b, cg_call_rt(cg, "arrc_lib_array_out", cg->ptr, 1, &result), out);
  else if (result && e->ret->kind == TY_BOOL)
    LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, cg_convert(cg, result, f->ret_type, ty_bool), cg->i8, ""), out);
  else if (result && e->ret == ty_complex64)
    LLVMBuildStore(cg->b, complex64_to_c(cg, cg_convert(cg, result, f->ret_type, e->ret)), out);
  else if (result && cg_type_is_data(e->ret) && e->ret != ty_none)
    LLVMBuildStore(cg->b, cg_convert(cg, result, f->ret_type, e->ret), out);
  LLVMBuildRetVoid(cg->b);
  return fn;
}

static void build_export(Cg *cg, const Export *e) {
  if (LLVMGetNamedFunction(cg->mod, e->name) || LLVMGetNamedGlobal(cg->mod, e->name)) {
    diag_error(cg->d, e->loc, "cannot export '%s': the name is taken by a function of the runtime or of C's "
               "libraries; rename the function", e->name);
    cg->failed = true;
    return;
  }
  bool kernel = e->kind == EXPORT_KERNEL;
  int extra = kernel ? 2 : 0;
  LLVMTypeRef *params = arena_alloc(cg->m->arena, (size_t)(e->nargs + extra + 1) * sizeof *params);
  for (int k = 0; k < extra; k++)
    params[k] = cg->ptr;
  for (int k = 0; k < e->nargs; k++)
    params[extra + k] = c_type(cg, e->args[k]);
  LLVMTypeRef ret = kernel ? cg->i32 : c_type(cg, e->ret);
  LLVMValueRef fn = LLVMAddFunction(cg->mod, e->name, LLVMFunctionType(ret, params, (unsigned)(e->nargs + extra), false));
  /* arrc_dim3 is passed by value: in memory, as the C ABI passes a
   * structure of three int64. */
  LLVMTypeRef dim3 = LLVMArrayType(cg->i64, 3);
  for (int k = 0; k < extra; k++)
    LLVMAddAttributeAtIndex(fn, (unsigned)k + 1,
                            LLVMCreateTypeAttribute(cg->ctx, LLVMGetEnumAttributeKindForName("byval", 5), dim3));
  for (int k = 0; k < e->nargs; k++)
    add_extension(cg, fn, (unsigned)(extra + k + 1), e->args[k]);
  if (!kernel)
    add_extension(cg, fn, LLVMAttributeReturnIndex, e->ret);

  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(cg->ctx, fn, "");
  LLVMPositionBuilderAtEnd(cg->b, entry);
  LLVMValueRef name_str = LLVMBuildGlobalStringPtr(cg->b, e->name, "arrc.export.name");
  LLVMTypeRef rec_type = record_type(cg, e);
  LLVMValueRef thunk = build_thunk(cg, e, rec_type, name_str);
  LLVMPositionBuilderAtEnd(cg->b, entry);
  LLVMValueRef rec = LLVMBuildAlloca(cg->b, rec_type, "args");
  for (int k = 0; k < e->nargs + extra; k++)
    LLVMBuildStore(cg->b, LLVMGetParam(fn, (unsigned)k), field_ptr(cg, rec_type, rec, k));
  LLVMValueRef exc = cg_call_rt(cg, "arrc_exc_catch", cg->ptr, 2, (LLVMValueRef[]){thunk, rec});
  LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg->ctx, fn, "ok");
  LLVMBasicBlockRef failed = LLVMAppendBasicBlockInContext(cg->ctx, fn, "failed");
  LLVMBuildCondBr(cg->b, LLVMBuildIsNull(cg->b, exc, ""), ok, failed);

  LLVMPositionBuilderAtEnd(cg->b, ok);
  cg_call_rt(cg, "arrc_lib_done", cg->void_, 0, NULL);
  if (kernel)
    LLVMBuildRet(cg->b, LLVMConstInt(cg->i32, 0, false));
  else if (ret == cg->void_)
    LLVMBuildRetVoid(cg->b);
  else
    LLVMBuildRet(cg->b, LLVMBuildLoad2(cg->b, ret, field_ptr(cg, rec_type, rec, extra + e->nargs), ""));

  LLVMPositionBuilderAtEnd(cg->b, failed);
  cg_call_rt(cg, "arrc_lib_failed", cg->void_, 2, (LLVMValueRef[]){exc, name_str});
  if (kernel)
    LLVMBuildRet(cg->b, LLVMConstInt(cg->i32, (unsigned long long)-1, true));
  else if (ret == cg->void_)
    LLVMBuildRetVoid(cg->b);
  else
    LLVMBuildRet(cg->b, LLVMConstNull(ret));
}

void cg_library_exports(Cg *cg, Module *m) {
  /* The entry points are called from C, host code as far as the marks of
   * jitted code (functable.c) are concerned. */
  static Func c_caller = {.name = "<C>", .kind = FUNC_HOST};
  /* A program's cfuncs are compiled, but only a library has entry points. */
  if (!m->library)
    return;
  Func *saved = cg->f;
  cg->f = &c_caller;
  LLVMSetCurrentDebugLocation2(cg->b, NULL);
  for (const Export *e = m->exports; e; e = e->next)
    if (ptrmap_get(&cg->funcs, e->func))
      build_export(cg, e);
  cg->f = saved;
}

/* ---- the header --------------------------------------------------------------- */

/* The declarations every header repeats (runtime/arrc_lib.h, made into a
 * string by the Makefile), guarded so that several headers and
 * <arrc/arrc_lib.h> may be included together. */
static const char arrc_lib_h[] =
#include "arrc_lib_h.inc"
    ;

/* An identifier for the include guard: PROG_H from prog.h. */
static void guard_name(StrBuf *sb, const char *path) {
  const char *slash = strrchr(path, '/');
  for (const char *c = slash ? slash + 1 : path; *c; c++) {
    char u = *c >= 'a' && *c <= 'z' ? (char)(*c - 'a' + 'A') : *c;
    sb_printf(sb, "%c", (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ? u : '_');
  }
}

void codegen_library_header(const Module *m, const char *header_path, const char *libs, StrBuf *out) {
  StrBuf guard = {0};
  sb_puts(&guard, "ARRC_");
  guard_name(&guard, header_path);
  sb_printf(out, "/* %s: the C interface of %s, written by arrc %s (arrc -c --header).\n"
                 " * Link with the object and the runtime:\n"
                 " *   cc prog.c OBJECT.o $(pkg-config --libs arrc)%s\n"
                 " * or with the shared library arrc --shared made. docs/library.md is the guide. */\n",
            header_path, m->src->path, ARRC_VERSION, libs);
  sb_printf(out, "#ifndef %s\n#define %s\n\n", guard.data, guard.data);
  sb_puts(out, arrc_lib_h);
  sb_puts(out, "\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
  for (const Export *e = m->exports; e; e = e->next) {
    const char *what = e->kind == EXPORT_CFUNC    ? "@cfunc"
                       : e->kind == EXPORT_KERNEL ? "@cuda.jit kernel, launched on grid x block; 0, or -1 after an exception"
                                                  : "@njit";
    sb_printf(out, "/* %s:%d: %s */\n", m->src->path, e->loc.line, what);
    sb_printf(out, "%s%s%s(", e->kind == EXPORT_KERNEL ? "int" : c_spelling(m->arena, e->ret, true),
              e->ret->kind == TY_ARRAY && e->kind != EXPORT_KERNEL ? "" : " ", e->name);
    const NodeList *ps = &e->func->def->def.params;
    if (e->kind == EXPORT_KERNEL)
      sb_printf(out, "arrc_dim3 grid, arrc_dim3 block%s", e->nargs ? ", " : "");
    for (int k = 0; k < e->nargs; k++) {
      const char *t = c_spelling(m->arena, e->args[k], false);
      sb_printf(out, "%s%s%s%s", k ? ", " : "", t, t[strlen(t) - 1] == '*' ? "" : " ",
                k < ps->len ? ps->v[k]->param.name : "arg");
    }
    if (e->nargs == 0 && e->kind != EXPORT_KERNEL)
      sb_puts(out, "void");
    sb_puts(out, ");\n\n");
  }
  sb_printf(out, "#ifdef __cplusplus\n}\n#endif\n\n#endif /* %s */\n", guard.data);
  sb_free(&guard);
}

/* ---- carray and farray ----------------------------------------------------- */

LLVMValueRef lower_carray(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  LLVMValueRef dims[TYPE_MAX_NDIM];
  int n = cg_shape_dims(cg, arg_instr(call, 1), dims);
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)n), "shape");
  for (int k = 0; k < n; k++)
    LLVMBuildStore(cg->b, dims[k], LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  LLVMValueRef args[] = {cg_value(cg, arg_instr(call, 0)), LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                         LLVMConstInt(cg->i32, (unsigned)n, false), shape,
                         LLVMConstInt(cg->i32, id == BI_NB_FARRAY, false), cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_carray", cg->ptr, 6, args);
}
