/* Ufuncs of target='cuda' on the GPU (LANGUAGE.md §5.2).
 *
 * A fused MAP that calls a cuda-target ufunc gets a kernel of its own in the
 * GPU module: a grid-stride loop over the elements that computes the MAP's
 * program, with the ufunc's scalar function compiled for the GPU. The host
 * code launches it through arrc_launch (which copies host arrays to the
 * device and back) when a GPU is in use and the arrays are C-contiguous with
 * the result's shape; otherwise, and on machines without a GPU, the MAP runs
 * as the CPU loop of elementwise.c. Both flavours number these MAPs the same
 * way, in the order of the module's functions, blocks and instructions. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cg.h"

static bool gpu_map(const Instr *i) {
  if (i->op != IR_MAP || !i->map)
    return false;
  for (int k = 0; k < i->map->nsteps; k++)
    if (i->map->steps[k].callee && i->map->steps[k].callee->gpu)
      return true;
  return false;
}

int cg_host_instr_index(const Module *m, const Instr *target, bool (*pred)(const Instr *)) {
  int n = 0;
  for (const Func *f = m->funcs; f; f = f->next_in_module)
    for (const Block *b = f->gpu ? NULL : f->entry; b; b = b->next_in_func)
      for (const Instr *i = b->first; i; i = i->next)
        if (pred(i)) {
          if (!target || i == target)
            return n;
          n++;
        }
  return -1;
}

/* The number of MAP i among the module's GPU maps, or -1. */
static int map_index(const Module *m, const Instr *target) { return cg_host_instr_index(m, target, gpu_map); }

bool cg_has_gpu_maps(const Module *m) { return cg_host_instr_index(m, NULL, gpu_map) >= 0; }

static LLVMTypeRef input_type(Cg *cg, const Instr *in) {
  return in->type->kind == TY_ARRAY ? cg->ptr : cg_type(cg, in->type);
}

static const Instr *input(const Instr *i, int k) {
  const Instr *o = i->ops.v[k];
  o = ir_resolve(o);
  return o;
}

/* The x value of a special register of the thread: tid, ctaid, ntid or
 * nctaid in PTX; on the CPU, the same field of the arrc_thread record the
 * CPU twin gets (tid, bid, bdim, gdim). */
static LLVMValueRef sreg(Cg *cg, int group) {
  if (!cg->ptx) {
    static const size_t fields[] = {offsetof(arrc_thread, tid), offsetof(arrc_thread, bid),
                                    offsetof(arrc_thread, bdim), offsetof(arrc_thread, gdim)};
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, (int64_t)fields[group])}, 1, "");
    return LLVMBuildZExt(cg->b, LLVMBuildLoad2(cg->b, cg->i32, p, ""), cg->i64, "");
  }
  static const char *const names[] = {"llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.ctaid.x",
                                      "llvm.nvvm.read.ptx.sreg.ntid.x", "llvm.nvvm.read.ptx.sreg.nctaid.x"};
  const char *name = names[group];
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
  LLVMValueRef v = LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, NULL, 0, "");
  return LLVMBuildZExt(cg->b, v, cg->i64, "");
}

enum { SREG_TID, SREG_CTAID, SREG_NTID, SREG_NCTAID };

/* ---- grid-stride kernels ---------------------------------------------------- */

LLVMValueRef *cg_grid_loop_begin(Cg *cg, GridLoop *g, const char *name, LLVMTypeRef *params, int nparams) {
  LLVMValueRef fn;
  if (cg->ptx) {
    fn = LLVMAddFunction(cg->mod, name, LLVMFunctionType(cg->void_, params, (unsigned)nparams, false));
    LLVMSetFunctionCallConv(fn, LLVMPTXKernelCallConv);
    LLVMMetadataRef md[3] = {LLVMValueAsMetadata(fn), LLVMMDStringInContext2(cg->ctx, "kernel", 6),
                             LLVMValueAsMetadata(LLVMConstInt(cg->i32, 1, false))};
    LLVMAddNamedMetadataOperand(cg->mod, "nvvm.annotations", LLVMMetadataAsValue(cg->ctx, LLVMMDNodeInContext2(cg->ctx, md, 3)));
  } else {
    fn = LLVMAddFunction(cg->mod, name, LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr, cg->ptr}, 2, false));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
  }
  *g = (GridLoop){.fn = fn, .saved_fn = cg->fn, .saved_thread = cg->thread, .saved_alloca = cg->alloca_bb};
  cg->fn = fn;
  cg->thread = cg->ptx ? NULL : LLVMGetParam(fn, 0);
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "allocas");
  g->start = LLVMAppendBasicBlockInContext(cg->ctx, fn, "start");
  g->head = LLVMAppendBasicBlockInContext(cg->ctx, fn, "head");
  g->body = LLVMAppendBasicBlockInContext(cg->ctx, fn, "body");
  g->done = LLVMAppendBasicBlockInContext(cg->ctx, fn, "done");
  LLVMPositionBuilderAtEnd(cg->b, g->start);
  /* The parameters: the kernel's own, or loaded through args. */
  g->param = arena_alloc(cg->m->arena, (size_t)(nparams + 1) * sizeof *g->param);
  for (int k = 0; k < nparams; k++)
    g->param[k] = cg->ptx ? LLVMGetParam(fn, (unsigned)k)
                          : LLVMBuildLoad2(cg->b, params[k],
                                           LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, cg->ptr, LLVMGetParam(fn, 1), (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), ""),
                                           "");
  return g->param;
}

LLVMValueRef cg_grid_loop_enter(Cg *cg, GridLoop *g, LLVMValueRef total) {
  g->first = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, sreg(cg, SREG_CTAID), sreg(cg, SREG_NTID), ""),
                          sreg(cg, SREG_TID), "");
  g->stride = LLVMBuildMul(cg->b, sreg(cg, SREG_NCTAID), sreg(cg, SREG_NTID), "");
  LLVMBuildBr(cg->b, g->head);
  LLVMPositionBuilderAtEnd(cg->b, g->head);
  g->idx = LLVMBuildPhi(cg->b, cg->i64, "idx");
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, g->idx, total, ""), g->body, g->done);
  LLVMPositionBuilderAtEnd(cg->b, g->body);
  return g->idx;
}

LLVMValueRef cg_grid_loop_end(Cg *cg, GridLoop *g) {
  LLVMValueRef next = LLVMBuildAdd(cg->b, g->idx, g->stride, "");
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(cg->b);
  LLVMBuildBr(cg->b, g->head);
  LLVMAddIncoming(g->idx, &g->first, &g->start, 1);
  LLVMAddIncoming(g->idx, &next, &latch, 1);
  LLVMPositionBuilderAtEnd(cg->b, g->done);
  LLVMBuildRetVoid(cg->b);
  LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  LLVMBuildBr(cg->b, g->start);
  cg->fn = g->saved_fn;
  cg->thread = g->saved_thread;
  cg->alloca_bb = g->saved_alloca;
  return g->fn;
}

/* The GPU module: kernel arrc_map_N(inputs..., out, n) for one MAP. In the
 * host module, its CPU twin arrc_map_N.cpu(arrc_thread *t, void **args),
 * the trampoline form of every kernel's CPU version (kernels.c), which
 * the tests' emulating CUDA driver runs (tests/fakecuda). */
static LLVMValueRef map_kernel(Cg *cg, const Instr *i, int index) {
  int n = i->ops.len;
  LLVMTypeRef params[MAP_MAX_INPUTS + 2];
  for (int k = 0; k < n && k < MAP_MAX_INPUTS; k++)
    params[k] = input_type(cg, input(i, k));
  params[n] = cg->ptr;
  params[n + 1] = cg->i64;
  char name[64];
  snprintf(name, sizeof name, cg->ptx ? "arrc_map_%d" : "arrc_map_%d.cpu", index);
  GridLoop g;
  LLVMValueRef *param = cg_grid_loop_begin(cg, &g, name, params, n + 2);
  /* Element pointers of the inputs and the result (C-contiguous, as the
   * host checked before launching). */
  LLVMValueRef data[MAP_MAX_INPUTS + 1];
  for (int k = 0; k <= n; k++) {
    bool array = k == n || input(i, k)->type->kind == TY_ARRAY;
    data[k] = array ? cg_array_data(cg, param[k]) : NULL;
  }
  LLVMValueRef idx = cg_grid_loop_enter(cg, &g, param[n + 1]);
  LLVMValueRef vals[MAP_MAX_INPUTS + MAP_MAX_STEPS];
  const Type *types[MAP_MAX_INPUTS + MAP_MAX_STEPS];
  for (int k = 0; k < n; k++) {
    const Instr *in = input(i, k);
    if (in->type->kind == TY_ARRAY) {
      LLVMTypeRef et = in->type->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, in->type->elem);
      vals[k] = cg_load_elem(cg, in->type->elem, LLVMBuildGEP2(cg->b, et, data[k], &idx, 1, ""));
      types[k] = in->type->elem;
    } else {
      vals[k] = param[k];
      types[k] = in->type;
    }
  }
  const MapProgram *p = i->map;
  cg_map_steps(cg, p, n, vals, types);
  const Type *rt = i->type->elem;
  LLVMValueRef v = cg_convert(cg, vals[n + p->nsteps - 1], types[n + p->nsteps - 1], rt);
  LLVMTypeRef rtt = rt->kind == TY_BOOL ? cg->i8 : cg_type(cg, rt);
  LLVMBuildStore(cg->b, rt->kind == TY_BOOL ? LLVMBuildZExt(cg->b, v, cg->i8, "") : v,
                 LLVMBuildGEP2(cg->b, rtt, data[n], &idx, 1, ""));
  return cg_grid_loop_end(cg, &g);
}

/* The CPU twin of the kernel of MAP i, made once, in the host module, as
 * the GPU module's kernels are: with GPU semantics (no exceptions). The
 * builder comes back to where the host code was, with its debug location. */
static LLVMValueRef map_cpu_twin(Cg *cg, const Instr *i, int index) {
  char name[64];
  snprintf(name, sizeof name, "arrc_map_%d.cpu", index);
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
  if (fn)
    return fn;
  LLVMBasicBlockRef saved_bb = LLVMGetInsertBlock(cg->b);
  LLVMMetadataRef saved_loc = LLVMGetCurrentDebugLocation2(cg->b);
  LLVMSetCurrentDebugLocation2(cg->b, NULL);
  Func device = {0};
  device.gpu = true;
  device.kind = FUNC_DEVICE;
  Func *saved_f = cg->f;
  cg->f = &device;
  fn = map_kernel(cg, i, index);
  cg->f = saved_f;
  LLVMPositionBuilderAtEnd(cg->b, saved_bb);
  LLVMSetCurrentDebugLocation2(cg->b, saved_loc);
  return fn;
}

void cg_gpu_map_kernels(Cg *cg, Module *m) {
  /* The steps run with GPU semantics (no exceptions): as if in a device
   * function. */
  Func device = {0};
  device.gpu = true;
  device.kind = FUNC_DEVICE;
  Func *saved_f = cg->f;
  cg->f = &device;
  int index = 0;
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    if (f->gpu)
      continue;
    for (Block *b = f->entry; b; b = b->next_in_func)
      for (Instr *i = b->first; i; i = i->next)
        if (gpu_map(i))
          map_kernel(cg, i, index++);
  }
  cg->f = saved_f;
}

/* The host: launch the MAP's kernel when a GPU is in use and the arrays fit
 * it; `cpu` is where the CPU loop goes otherwise, `after` where both end.
 * Returns false when the MAP has no kernel. */
bool cg_gpu_map_launch(Cg *cg, const Instr *i, LLVMValueRef result, LLVMValueRef *dims, int nd,
                       LLVMBasicBlockRef cpu, LLVMBasicBlockRef after) {
  if (!gpu_map(i) || !cg->gpu_code || !cg->gpu_code->ptx)
    return false;
  int index = map_index(cg->m, i), n = i->ops.len;
  /* The arrays: C-contiguous, and the result's shape. */
  LLVMValueRef arrays = cg_alloca(cg, LLVMArrayType(cg->ptr, MAP_MAX_INPUTS), "gpuarrays");
  int na = 0;
  for (int k = 0; k < n; k++)
    if (input(i, k)->type->kind == TY_ARRAY)
      LLVMBuildStore(cg->b, cg_value(cg, input(i, k)), LLVMBuildGEP2(cg->b, cg->ptr, arrays, (LLVMValueRef[]){cg_i64(cg, na++)}, 1, ""));
  LLVMValueRef fits = cg_call_rt(cg, "arrc_gpu_map_fits", cg->i8, 4,
                                 (LLVMValueRef[]){result, LLVMConstInt(cg->i32, (unsigned)na, false), arrays,
                                                  cg_loc(cg, i->loc)});
  LLVMBasicBlockRef gpu = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "gpumap");
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntNE, fits, LLVMConstInt(cg->i8, 0, false), ""), gpu, cpu);
  LLVMPositionBuilderAtEnd(cg->b, gpu);
  LLVMValueRef total = cg_i64(cg, 1);
  for (int d = 0; d < nd; d++)
    total = LLVMBuildMul(cg->b, total, dims[d], "");
  /* The record: inputs, the result, the element count. */
  LLVMValueRef kinds[MAP_MAX_INPUTS + 2], sizes[MAP_MAX_INPUTS + 2];
  LLVMValueRef args = cg_alloca(cg, LLVMArrayType(cg->ptr, MAP_MAX_INPUTS + 2), "mapargs");
  for (int k = 0; k < n + 2; k++) {
    const Instr *in = k < n ? input(i, k) : NULL;
    bool array = k == n || (in && in->type->kind == TY_ARRAY);
    LLVMTypeRef t = k == n + 1 ? cg->i64 : array ? cg->ptr : cg_type(cg, in->type);
    kinds[k] = LLVMConstInt(cg->i32, array ? ARRC_PARAM_ARRAY : ARRC_PARAM_SCALAR, false);
    sizes[k] = LLVMConstInt(cg->i32, (unsigned)LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), t), false);
    LLVMValueRef slot = cg_alloca(cg, t, "maparg");
    LLVMBuildStore(cg->b, k == n ? result : k == n + 1 ? total : cg_value(cg, in), slot);
    LLVMBuildStore(cg->b, slot, LLVMBuildGEP2(cg->b, cg->ptr, args, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  LLVMValueRef rec = cg_map_record(cg, index, n + 2, kinds, sizes, map_cpu_twin(cg, i, index));
  LLVMValueRef grid = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "grid"), block = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "block");
  /* Enough blocks of 256 threads for every element, at most 65535: the
   * kernel's grid-stride loop covers the rest. */
  LLVMValueRef blocks = LLVMBuildSDiv(cg->b, LLVMBuildAdd(cg->b, total, cg_i64(cg, 255), ""), cg_i64(cg, 256), "");
  blocks = LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGT, blocks, cg_i64(cg, 65535), ""), cg_i64(cg, 65535), blocks, "");
  for (int d = 0; d < 3; d++) {
    LLVMBuildStore(cg->b, d == 0 ? blocks : cg_i64(cg, 1), LLVMBuildGEP2(cg->b, cg->i64, grid, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
    LLVMBuildStore(cg->b, cg_i64(cg, d == 0 ? 256 : 1), LLVMBuildGEP2(cg->b, cg->i64, block, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
  }
  cg_call_rt(cg, "arrc_launch", cg->void_, 7,
             (LLVMValueRef[]){rec, grid, block, cg_i64(cg, 0), LLVMConstNull(cg->ptr), args, cg_loc(cg, i->loc)});
  LLVMBuildBr(cg->b, after);
  return true;
}
