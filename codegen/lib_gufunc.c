/* A call of a @guvectorize function from host code (issue 16): the
 * operands go to the runtime's gufunc loop (runtime/gufunc.c) in the
 * dtypes of the loop that type inference chose (ir/infer_gufunc.c), with
 * a trampoline that calls the compiled kernel with one view per operand.
 *
 * Inputs of another dtype than the loop's are converted first (NumPy
 * casts them as its buffered iterator does); a scalar becomes a 0-d array
 * of the loop's dtype. The result is the output the runtime made (a
 * number when it has no dimensions, as NumPy returns), or out. */
#include <string.h>

#include "cg.h"
#include "gufunc.h"

static const Type *loop_type(const Type *t) { return t->kind == TY_ARRAY ? t->elem : t; }

static void store_elem(Cg *cg, const Type *t, LLVMValueRef v, LLVMValueRef p) {
  if (t->kind == TY_BOOL)
    v = LLVMBuildZExt(cg->b, v, cg->i8, "");
  LLVMBuildStore(cg->b, v, p);
}

/* The layout table of runtime/gufunc.c for kernel f: nin, nout, the
 * number of names, then per operand its core ndim, its view's ndim and
 * its core dimensions. */
static LLVMValueRef layout_table(Cg *cg, const Func *f) {
  const Gufunc *g = f->gufunc;
  LLVMValueRef vals[3 + GUFUNC_MAX_OPERANDS * (2 + GUFUNC_MAX_CORE)];
  int n = 0;
  vals[n++] = LLVMConstInt(cg->i32, (unsigned)g->nin, false);
  vals[n++] = LLVMConstInt(cg->i32, (unsigned)g->nout, false);
  vals[n++] = LLVMConstInt(cg->i32, (unsigned)g->nnames, false);
  for (int k = 0; k < g->nin + g->nout; k++) {
    const Type *t = f->param_types[k];
    vals[n++] = LLVMConstInt(cg->i32, (unsigned)g->core_ndim[k], false);
    vals[n++] = LLVMConstInt(cg->i32, t->kind == TY_ARRAY ? (unsigned)t->ndim : 0, false);
    for (int c = 0; c < g->core_ndim[k]; c++)
      vals[n++] = LLVMConstInt(cg->i32, (unsigned)g->core_dims[k][c], false);
  }
  LLVMValueRef init = LLVMConstArray(cg->i32, vals, (unsigned)n);
  LLVMValueRef global = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "arrc.gufunc.layout");
  LLVMSetInitializer(global, init);
  LLVMSetGlobalConstant(global, true);
  LLVMSetLinkage(global, LLVMPrivateLinkage);
  return global;
}

/* void KERNEL.gu(arrc_array **views): the kernel called with the views,
 * a scalar parameter read from its 0-d view. Made once per kernel. */
static LLVMValueRef trampoline(Cg *cg, const Func *f, LLVMValueRef kernel) {
  size_t len;
  const char *name = arena_printf(cg->m->arena, "%s.gu", LLVMGetValueName2(kernel, &len));
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
  if (fn)
    return fn;
  fn = LLVMAddFunction(cg->mod, name, LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr}, 1, false));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->b);
  LLVMMetadataRef saved_loc = LLVMGetCurrentDebugLocation2(cg->b);
  LLVMValueRef saved_fn = cg->fn;
  LLVMBasicBlockRef saved_alloca = cg->alloca_bb;
  LLVMMetadataRef saved_scope = cg->di_scope;
  LLVMSetCurrentDebugLocation2(cg->b, NULL);
  cg->di_scope = NULL;
  cg->fn = fn;
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "allocas");
  LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(cg->ctx, fn, "start");
  LLVMPositionBuilderAtEnd(cg->b, start);
  LLVMValueRef views = LLVMGetParam(fn, 0);
  LLVMValueRef args[GUFUNC_MAX_OPERANDS + 1];
  int n = 0;
  if (f->gpu)
    args[n++] = LLVMConstNull(cg->ptr); /* a cuda-target kernel run here needs no thread */
  for (int k = 0; k < f->nparams; k++) {
    const Type *t = f->param_types[k];
    if (!cg_type_is_data(t))
      continue;
    LLVMValueRef view = LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, cg->ptr, views, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), "");
    args[n++] = t->kind == TY_ARRAY ? view : cg_load_elem(cg, t, cg_array_data(cg, view));
  }
  LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(kernel), kernel, args, (unsigned)n, "");
  LLVMBuildRetVoid(cg->b);
  LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  LLVMBuildBr(cg->b, start);
  cg->fn = saved_fn;
  cg->alloca_bb = saved_alloca;
  cg->di_scope = saved_scope;
  LLVMPositionBuilderAtEnd(cg->b, here);
  LLVMSetCurrentDebugLocation2(cg->b, saved_loc);
  return fn;
}

LLVMValueRef cg_gufunc_call(Cg *cg, const Instr *i, LLVMValueRef kernel) {
  const Func *f = i->callee;
  const Gufunc *g = f->gufunc;
  int nops = g->nin + g->nout;
  LLVMValueRef loc = cg_loc(cg, i->loc);
  LLVMValueRef ops = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)nops), "guops");
  LLVMValueRef dtypes[GUFUNC_MAX_OPERANDS], temps[GUFUNC_MAX_OPERANDS];
  int ntemps = 0;
  for (int k = 0; k < nops; k++)
    dtypes[k] = LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(loop_type(f->param_types[k])), false);
  for (int k = 0; k < g->nin; k++) {
    const Instr *a = ir_resolve(i->ops.v[1 + k]);
    const Type *lt = loop_type(f->param_types[k]);
    LLVMValueRef v;
    if (a->type->kind == TY_ARRAY) {
      v = cg_value(cg, a);
      if (a->type->elem != lt)
        v = temps[ntemps++] = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){v, dtypes[k], loc});
    } else {
      v = temps[ntemps++] = cg_call_rt(cg, "arrc_array_new", cg->ptr, 5,
                                       (LLVMValueRef[]){dtypes[k], LLVMConstInt(cg->i32, 0, false), LLVMConstNull(cg->ptr),
                                                        LLVMConstInt(cg->i1, 0, false), loc});
      store_elem(cg, lt, cg_convert(cg, cg_value(cg, a), a->type, lt), cg_array_data(cg, v));
    }
    LLVMBuildStore(cg->b, v, LLVMBuildGEP2(cg->b, cg->ptr, ops, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  /* The outputs given (an array, or an element of an out= tuple), NULL
   * where the runtime makes one. */
  LLVMValueRef outs[GUFUNC_MAX_OPERANDS];
  const Type *out_types[GUFUNC_MAX_OPERANDS];
  for (int j = 0; j < g->nout; j++) {
    int element;
    const Instr *o = gufunc_output_operand(i, g->nin, j, &element);
    o = o ? ir_resolve(o) : NULL;
    outs[j] = NULL;
    if (o) {
      outs[j] = cg_value(cg, o);
      out_types[j] = element >= 0 ? o->type->elems[element] : o->type;
      if (element >= 0)
        outs[j] = LLVMBuildExtractValue(cg->b, outs[j], (unsigned)element, "");
    }
    LLVMBuildStore(cg->b, outs[j] ? outs[j] : LLVMConstNull(cg->ptr),
                   LLVMBuildGEP2(cg->b, cg->ptr, ops, (LLVMValueRef[]){cg_i64(cg, g->nin + j)}, 1, ""));
  }
  LLVMValueRef dtype_init = LLVMConstArray(cg->i32, dtypes, (unsigned)nops);
  LLVMValueRef dtype_table = LLVMAddGlobal(cg->mod, LLVMTypeOf(dtype_init), "arrc.gufunc.dtypes");
  LLVMSetInitializer(dtype_table, dtype_init);
  LLVMSetGlobalConstant(dtype_table, true);
  LLVMSetLinkage(dtype_table, LLVMPrivateLinkage);
  cg_call_rt(cg, "arrc_gufunc_run", cg->void_, 9,
             (LLVMValueRef[]){LLVMBuildGlobalStringPtr(cg->b, g->name, "gufunc.name"),
                              LLVMBuildGlobalStringPtr(cg->b, g->signature, "gufunc.sig"), layout_table(cg, f), ops,
                              dtype_table, trampoline(cg, f, kernel), LLVMConstInt(cg->i32, g->parallel, false),
                              cg_gpu_gufunc_launcher(cg, i), loc});
  for (int k = 0; k < ntemps; k++)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &temps[k]);
  /* Each result: an output given, one more reference to it; or the one
   * the runtime made, read out as a number when it has no dimensions.
   * Several make a tuple. */
  LLVMValueRef result = g->nout > 1 ? LLVMGetUndef(cg_type(cg, i->type)) : NULL;
  for (int j = 0; j < g->nout; j++) {
    const Type *rt = g->nout > 1 ? i->type->elems[j] : i->type;
    LLVMValueRef v;
    if (outs[j]) {
      cg_refcount(cg, outs[j], out_types[j], true);
      v = outs[j];
    } else {
      v = LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, cg->ptr, ops, (LLVMValueRef[]){cg_i64(cg, g->nin + j)}, 1, ""), "");
      if (rt->kind != TY_ARRAY) {
        LLVMValueRef array = v;
        v = cg_load_elem(cg, rt, cg_array_data(cg, array));
        cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &array);
      }
    }
    if (g->nout == 1)
      return v;
    result = LLVMBuildInsertValue(cg->b, result, v, (unsigned)j, "");
  }
  return result;
}
