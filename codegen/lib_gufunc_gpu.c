/* Gufuncs of target='cuda' on the GPU (issue 16).
 *
 * Each host-code call of a cuda-target gufunc gets a kernel of its own in
 * the GPU module, arrc_gu_N(operands..., loop_shape, total): a grid-stride
 * loop over the flattened loop dimensions whose every index finds each
 * operand's core (through the operand's device header: its loop strides,
 * 0 along a broadcast dimension), makes a view header of it on the thread's
 * stack and calls the kernel function compiled for the GPU. The host runs
 * the runtime's gufunc loop (runtime/gufunc.c), which checks the operands,
 * makes the outputs and, when a GPU is in use, calls the launcher made here
 * instead of its CPU loop; arrc_launch copies host arrays in and back. The
 * kernel's CPU twin, which the tests' emulating driver runs, is the same
 * code in the host module. Both modules number the calls the same way, in
 * the order of the module's functions, blocks and instructions. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cg.h"
#include "gufunc.h"

static bool gpu_gufunc_call(const Instr *i) {
  return i->op == IR_CALL && i->callee && i->callee->gufunc && i->callee->gufunc->cuda;
}

/* The number of call i among the module's GPU gufunc calls, or -1. */
static int call_index(const Module *m, const Instr *target) {
  return cg_host_instr_index(m, target, gpu_gufunc_call);
}

bool cg_has_gpu_gufuncs(const Module *m) { return cg_host_instr_index(m, NULL, gpu_gufunc_call) >= 0; }

/* The static shape of a call: each operand's number of dimensions as the
 * runtime hands it over (a scalar input is a 0-d array, a result made
 * there has the loop's and its core's), and the loop's. */
typedef struct {
  int nops, loop_ndim;
  int ndim[GUFUNC_MAX_OPERANDS];
} CallShape;

static CallShape call_shape(const Instr *i) {
  const Gufunc *g = i->callee->gufunc;
  CallShape s = {.nops = g->nin + g->nout};
  for (int k = 0; k < g->nin; k++) {
    const Type *t = i->ops.v[1 + k]->type;
    s.ndim[k] = t->kind == TY_ARRAY ? t->ndim : 0;
  }
  for (int j = 0; j < g->nout; j++) {
    /* An output given or made has the loop's and its core's dimensions. */
    int element;
    const Instr *o = gufunc_output_operand(i, g->nin, j, &element);
    const Type *r = o ? (element >= 0 ? o->type->elems[element] : o->type) : g->nout > 1 ? i->type->elems[j] : i->type;
    s.ndim[g->nin + j] = r->kind == TY_ARRAY ? r->ndim : 0;
  }
  for (int k = 0; k < s.nops; k++)
    if (s.ndim[k] - g->core_ndim[k] > s.loop_ndim)
      s.loop_ndim = s.ndim[k] - g->core_ndim[k];
  return s;
}

static LLVMValueRef at(Cg *cg, LLVMValueRef header, size_t offset) {
  return LLVMBuildGEP2(cg->b, cg->i8, header, (LLVMValueRef[]){cg_i64(cg, (int64_t)offset)}, 1, "");
}

/* Entry k of a header's shape-then-strides table. */
static LLVMValueRef dim(Cg *cg, LLVMValueRef header, int k) {
  return LLVMBuildLoad2(cg->b, cg->i64, at(cg, header, offsetof(arrc_array, dims) + 8 * (size_t)k), "");
}

/* The argument of kernel parameter k at the loop index: a view header of
 * the operand's core made in `view`, or, for a scalar parameter, the
 * element itself. */
static LLVMValueRef core_argument(Cg *cg, const Func *f, const CallShape *s, int k, LLVMValueRef header,
                                  const LLVMValueRef *index, LLVMValueRef view) {
  const Gufunc *g = f->gufunc;
  int nd = s->ndim[k], core = g->core_ndim[k], loop = nd - core;
  LLVMValueRef off = cg_i64(cg, 0);
  for (int a = 0; a < loop; a++) {
    LLVMValueRef size = dim(cg, header, a), stride = dim(cg, header, nd + a);
    LLVMValueRef step = LLVMBuildMul(cg->b, index[a + s->loop_ndim - loop], stride, "");
    step = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, size, cg_i64(cg, 1), ""), cg_i64(cg, 0), step, "");
    off = LLVMBuildAdd(cg->b, off, step, "");
  }
  LLVMValueRef data = LLVMBuildLoad2(cg->b, cg->ptr, at(cg, header, offsetof(arrc_array, data)), "");
  data = LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, "");
  const Type *t = f->param_types[k];
  if (t->kind != TY_ARRAY)
    return cg_load_elem(cg, t, data);
  int vnd = t->ndim;
  LLVMValueRef itemsize = LLVMBuildLoad2(cg->b, cg->i64, at(cg, header, offsetof(arrc_array, itemsize)), "");
  LLVMBuildStore(cg->b, cg_i64(cg, 1), at(cg, view, offsetof(arrc_array, refcount)));
  LLVMBuildStore(cg->b, LLVMConstNull(cg->ptr), at(cg, view, offsetof(arrc_array, owner)));
  LLVMBuildStore(cg->b, data, at(cg, view, offsetof(arrc_array, data)));
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i32, (unsigned)vnd, false), at(cg, view, offsetof(arrc_array, ndim)));
  LLVMBuildStore(cg->b, LLVMBuildLoad2(cg->b, cg->i32, at(cg, header, offsetof(arrc_array, dtype)), ""),
                 at(cg, view, offsetof(arrc_array, dtype)));
  LLVMBuildStore(cg->b, itemsize, at(cg, view, offsetof(arrc_array, itemsize)));
  LLVMValueRef size = cg_i64(cg, 1);
  for (int c = 0; c < vnd; c++) {
    /* A '()' operand the kernel takes as a one-element array. */
    LLVMValueRef extent = vnd == core ? dim(cg, header, loop + c) : cg_i64(cg, 1);
    LLVMValueRef stride = vnd == core ? dim(cg, header, nd + loop + c) : itemsize;
    LLVMBuildStore(cg->b, extent, at(cg, view, offsetof(arrc_array, dims) + 8 * (size_t)c));
    LLVMBuildStore(cg->b, stride, at(cg, view, offsetof(arrc_array, dims) + 8 * (size_t)(vnd + c)));
    size = LLVMBuildMul(cg->b, size, extent, "");
  }
  LLVMBuildStore(cg->b, size, at(cg, view, offsetof(arrc_array, size)));
  return view;
}

/* The kernel of call i: arrc_gu_N in the GPU module, or its CPU twin
 * arrc_gu_N.cpu(arrc_thread *t, void **args) in the host module. */
static LLVMValueRef gufunc_kernel(Cg *cg, const Instr *i, int index) {
  const Func *f = i->callee;
  CallShape s = call_shape(i);
  int nparams = s.nops + 2;
  LLVMTypeRef params[GUFUNC_MAX_OPERANDS + 2];
  for (int k = 0; k <= s.nops; k++)
    params[k] = cg->ptr;
  params[s.nops + 1] = cg->i64;
  char name[64];
  snprintf(name, sizeof name, cg->ptx ? "arrc_gu_%d" : "arrc_gu_%d.cpu", index);
  GridLoop g;
  LLVMValueRef *param = cg_grid_loop_begin(cg, &g, name, params, nparams);
  LLVMValueRef views[GUFUNC_MAX_OPERANDS];
  for (int k = 0; k < s.nops; k++) {
    const Type *t = f->param_types[k];
    int vnd = t->kind == TY_ARRAY && t->ndim > 0 ? t->ndim : 1;
    views[k] = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(sizeof(arrc_array) / 8 + 2 * (size_t)vnd)), "view");
  }
  LLVMValueRef shape = LLVMBuildLoad2(cg->b, cg->ptr, at(cg, param[s.nops], offsetof(arrc_array, data)), "");
  LLVMValueRef idx = cg_grid_loop_enter(cg, &g, param[s.nops + 1]);
  /* The loop index of each loop dimension, the last varying fastest. */
  LLVMValueRef loop_index[32];
  LLVMValueRef rest = idx;
  for (int d = s.loop_ndim - 1; d >= 0; d--) {
    LLVMValueRef n = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""), "");
    loop_index[d] = LLVMBuildURem(cg->b, rest, n, "");
    rest = LLVMBuildUDiv(cg->b, rest, n, "");
  }
  LLVMValueRef kernel = cg_function(cg, f);
  LLVMValueRef args[GUFUNC_MAX_OPERANDS + 1];
  int na = 0;
  if (!cg->ptx)
    args[na++] = cg->thread;
  for (int k = 0; k < s.nops; k++)
    if (cg_type_is_data(f->param_types[k]))
      args[na++] = core_argument(cg, f, &s, k, param[k], loop_index, views[k]);
  LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(kernel), kernel, args, (unsigned)na, "");
  return cg_grid_loop_end(cg, &g);
}

/* Compiles `build` as if in a device function (GPU semantics: no
 * exceptions), as the steps of cuda-target ufuncs are. */
static LLVMValueRef as_device(Cg *cg, const Instr *i, int index) {
  Func device = {0};
  device.gpu = true;
  device.kind = FUNC_DEVICE;
  Func *saved_f = cg->f;
  cg->f = &device;
  LLVMValueRef fn = gufunc_kernel(cg, i, index);
  cg->f = saved_f;
  return fn;
}

void cg_gpu_gufunc_kernels(Cg *cg, Module *m) {
  int index = 0;
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    if (f->gpu)
      continue;
    for (Block *b = f->entry; b; b = b->next_in_func)
      for (Instr *i = b->first; i; i = i->next)
        if (gpu_gufunc_call(i))
          as_device(cg, i, index++);
  }
}

/* void arrc_gu_N.launch(arrc_array **ops, arrc_array *loop_shape,
 * int64_t total, const arrc_loc *loc): launches the call's kernel with
 * enough blocks of 256 threads for every loop index (at most 65535, the
 * grid-stride loop covering the rest). */
static LLVMValueRef launcher(Cg *cg, const Instr *i, int index) {
  char name[64];
  snprintf(name, sizeof name, "arrc_gu_%d.launch", index);
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
  if (fn)
    return fn;
  CallShape s = call_shape(i);
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->b);
  LLVMMetadataRef saved_loc = LLVMGetCurrentDebugLocation2(cg->b);
  LLVMSetCurrentDebugLocation2(cg->b, NULL);
  LLVMValueRef twin = as_device(cg, i, index);
  fn = LLVMAddFunction(cg->mod, name, LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr, cg->ptr, cg->i64, cg->ptr}, 4, false));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMValueRef saved_fn = cg->fn;
  LLVMBasicBlockRef saved_alloca = cg->alloca_bb;
  LLVMMetadataRef saved_scope = cg->di_scope;
  cg->di_scope = NULL;
  cg->fn = fn;
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "allocas");
  LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(cg->ctx, fn, "start");
  LLVMPositionBuilderAtEnd(cg->b, start);
  int nparams = s.nops + 2;
  LLVMValueRef kinds[GUFUNC_MAX_OPERANDS + 2], sizes[GUFUNC_MAX_OPERANDS + 2];
  LLVMValueRef args = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)nparams), "guargs");
  for (int k = 0; k < nparams; k++) {
    bool array = k <= s.nops;
    LLVMValueRef v = k < s.nops ? LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, cg->ptr, LLVMGetParam(fn, 0), (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), "")
                     : LLVMGetParam(fn, (unsigned)(k - s.nops + 1));
    kinds[k] = LLVMConstInt(cg->i32, array ? ARRC_PARAM_ARRAY : ARRC_PARAM_SCALAR, false);
    sizes[k] = LLVMConstInt(cg->i32, 8, false);
    LLVMValueRef slot = cg_alloca(cg, array ? cg->ptr : cg->i64, "guarg");
    LLVMBuildStore(cg->b, v, slot);
    LLVMBuildStore(cg->b, slot, LLVMBuildGEP2(cg->b, cg->ptr, args, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  char kname[64];
  snprintf(kname, sizeof kname, "arrc_gu_%d", index);
  LLVMValueRef rec = cg_named_map_record(cg, kname, nparams, kinds, sizes, twin);
  LLVMValueRef grid = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "grid"), block = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "block");
  LLVMValueRef total = LLVMGetParam(fn, 2);
  LLVMValueRef blocks = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, total, cg_i64(cg, 255), ""), cg_i64(cg, 256), "");
  blocks = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, blocks, cg_i64(cg, 65535), ""), cg_i64(cg, 65535), blocks, "");
  for (int d = 0; d < 3; d++) {
    LLVMBuildStore(cg->b, d == 0 ? blocks : cg_i64(cg, 1), LLVMBuildGEP2(cg->b, cg->i64, grid, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
    LLVMBuildStore(cg->b, cg_i64(cg, d == 0 ? 256 : 1), LLVMBuildGEP2(cg->b, cg->i64, block, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
  }
  cg_call_rt(cg, "arrc_launch", cg->void_, 7,
             (LLVMValueRef[]){rec, grid, block, cg_i64(cg, 0), LLVMConstNull(cg->ptr), args, LLVMGetParam(fn, 3)});
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

LLVMValueRef cg_gpu_gufunc_launcher(Cg *cg, const Instr *i) {
  if (!gpu_gufunc_call(i) || cg->ptx || !cg->gpu_code || !cg->gpu_code->ptx)
    return LLVMConstNull(cg->ptr);
  return launcher(cg, i, call_index(cg->m, i));
}
