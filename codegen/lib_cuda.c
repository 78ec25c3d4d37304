/* The CUDA API (LANGUAGE.md §7): the builtins of GPU code and the host's
 * memory, stream and event calls.
 *
 * Kernels, device functions and jitted functions called from them (Funcs
 * with gpu set) take a hidden first parameter on the CPU: the arrc_thread
 * record of the GPU thread they run as (runtime/rt_gpu.h). cuda.threadIdx
 * and its siblings read it (PTX reads the special registers);
 * cuda.syncthreads() hands control to the other threads of the block
 * (runtime/simt.c); shared arrays live in the block's shared memory at
 * offsets fixed here for the whole module. The atomics are in
 * lib_kapi.c. */
#include <stdio.h>
#include <string.h>

#include "infer.h"
#include "lower.h"

/* ---- the thread context ------------------------------------------------- */

/* Field k (0..2) of one of the int32[3] groups of arrc_thread, as int64. */
static LLVMValueRef thread_field(Cg *cg, int group, int k) {
  if (cg->ptx) {
    static const char *const regs[] = {"tid", "ctaid", "ntid", "nctaid"};
    char name[64];
    snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s.%c", regs[group], 'x' + k);
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
    LLVMValueRef v = LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, NULL, 0, "");
    return LLVMBuildSExt(cg->b, v, cg->i64, "");
  }
  static const size_t groups[] = {offsetof(arrc_thread, tid), offsetof(arrc_thread, bid), offsetof(arrc_thread, bdim),
                                  offsetof(arrc_thread, gdim)};
  int64_t offset = (int64_t)(groups[group] + sizeof(int32_t) * (size_t)k);
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, offset)}, 1, "");
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->i32, p, "");
  return LLVMBuildSExt(cg->b, v, cg->i64, "");
}

enum { TID = 0, BID = 1, BDIM = 2, GDIM = 3 };

/* The thread's block's shared memory (CPU path of kernels). */
static LLVMValueRef thread_shared(Cg *cg) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_thread, shared))}, 1, "");
  return LLVMBuildLoad2(cg->b, cg->ptr, p, "");
}

static LLVMValueRef gpu_intrinsic(Cg *cg, const char *name, int n, LLVMValueRef *args) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, args, (unsigned)n, "");
}

/* GPU values are read in GPU code only: a kernel, a device function, or
 * a jitted function compiled for them, which has the thread record. */
static bool in_gpu_code(Cg *cg, const Instr *global) {
  if (cg->thread || cg->ptx)
    return true;
  cg_unsupported(cg, global->loc, "reading the global '%s' here is not supported by the code generator yet",
                 global->imm.sym->name);
  return false;
}

/* cuda.threadIdx.x and its siblings: field k of group g of the thread
 * record, rows in the order of ir/builtins.def (x, y, z of threadIdx,
 * blockIdx, blockDim, gridDim). */
LLVMValueRef lower_thread_index(Cg *cg, const Instr *global, BuiltinId id) {
  if (!in_gpu_code(cg, global))
    return LLVMGetUndef(cg_type(cg, global->type));
  int k = (int)(id - BI_CUDA_THREADIDX_X);
  return cg_convert(cg, thread_field(cg, k / 3, k % 3), ty_int64, global->type);
}

LLVMValueRef lower_warpsize(Cg *cg, const Instr *global, BuiltinId id) {
  (void)id;
  if (!in_gpu_code(cg, global))
    return LLVMGetUndef(cg_type(cg, global->type));
  return cg_convert(cg, cg_i64(cg, 32), ty_int64, global->type);
}

/* cuda.laneid: the special register on the GPU; on the CPU, the thread's
 * linear index in its block, modulo 32. */
LLVMValueRef lower_laneid_gpu(Cg *cg, const Instr *global, BuiltinId id) {
  (void)id;
  return cg_convert(cg, LLVMBuildSExt(cg->b, gpu_intrinsic(cg, "llvm.nvvm.read.ptx.sreg.laneid", 0, NULL), cg->i64, ""),
                    ty_int64, global->type);
}

LLVMValueRef lower_laneid_cpu(Cg *cg, const Instr *global, BuiltinId id) {
  (void)id;
  const Type *t = global->type;
  if (!in_gpu_code(cg, global))
    return LLVMGetUndef(cg_type(cg, t));
  LLVMValueRef x = thread_field(cg, TID, 0), y = thread_field(cg, TID, 1), z = thread_field(cg, TID, 2);
  LLVMValueRef bx = thread_field(cg, BDIM, 0), by = thread_field(cg, BDIM, 1);
  LLVMValueRef lin = LLVMBuildAdd(cg->b, x, LLVMBuildMul(cg->b, bx, LLVMBuildAdd(cg->b, y, LLVMBuildMul(cg->b, by, z, ""), ""), ""), "");
  return cg_convert(cg, LLVMBuildSRem(cg->b, lin, cg_i64(cg, 32), ""), ty_int64, t);
}

/* cuda.grid(n) and cuda.gridsize(n). */
LLVMValueRef lower_grid(Cg *cg, const Instr *call, BuiltinId id) {
  bool size = id == BI_CUDA_GRIDSIZE;
  const Type *t = call->type;
  int n = t->kind == TY_TUPLE ? t->n : 1;
  LLVMValueRef r = t->kind == TY_TUPLE ? LLVMGetUndef(cg_type(cg, t)) : NULL;
  for (int k = 0; k < n; k++) {
    LLVMValueRef v = size ? LLVMBuildMul(cg->b, thread_field(cg, BDIM, k), thread_field(cg, GDIM, k), "")
                          : LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, thread_field(cg, BID, k), thread_field(cg, BDIM, k), ""),
                                         thread_field(cg, TID, k), "");
    if (!r)
      return cg_convert(cg, v, ty_int64, t);
    r = LLVMBuildInsertValue(cg->b, r, cg_convert(cg, v, ty_int64, t->elems[k]), (unsigned)k, "");
  }
  return r;
}

/* ---- shared and local arrays -------------------------------------------- */

static LLVMValueRef stack_header(Cg *cg, const Type *t, LLVMValueRef data, const int64_t *shape);

LLVMValueRef cg_stack_array_header(Cg *cg, const Type *t, LLVMValueRef data, const int64_t *shape) {
  return stack_header(cg, t, data, shape);
}

/* An array header on the stack over data, immortal (never freed), C order. */
static LLVMValueRef stack_header(Cg *cg, const Type *t, LLVMValueRef data, const int64_t *shape) {
  int nd = t->ndim;
  LLVMValueRef h = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(6 + 2 * nd)), "hdr");
  int64_t itemsize = LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), cg_type(cg, t->elem));
  if (t->elem->kind == TY_BOOL)
    itemsize = 1;
  int64_t size = 1;
  for (int k = 0; k < nd; k++)
    size *= shape[k];
  #define AT(off) LLVMBuildGEP2(cg->b, cg->i8, h, (LLVMValueRef[]){cg_i64(cg, off)}, 1, "")
  LLVMBuildStore(cg->b, cg_i64(cg, INT64_MAX / 2), AT(0));
  LLVMBuildStore(cg->b, LLVMConstNull(cg->ptr), AT(8));
  LLVMBuildStore(cg->b, data, AT(16));
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i32, (unsigned)nd, false), AT(24));
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false), AT(28));
  LLVMBuildStore(cg->b, cg_i64(cg, itemsize), AT(32));
  LLVMBuildStore(cg->b, cg_i64(cg, size), AT(40));
  int64_t stride = itemsize;
  for (int k = nd - 1; k >= 0; k--) {
    LLVMBuildStore(cg->b, cg_i64(cg, shape[k]), AT(48 + 8 * k));
    LLVMBuildStore(cg->b, cg_i64(cg, stride), AT(48 + 8 * (nd + k)));
    stride *= shape[k];
  }
  #undef AT
  return h;
}

/* The constant shape of cuda.shared.array / cuda.local.array (inference
 * checked that it is constant). */
static int constant_shape(const Instr *call, int64_t *shape) {
  const Instr *s = call->nkw && strcmp(call->kwnames[0], "shape") == 0 ? call->ops.v[call->ops.len - call->nkw]
                   : call->ops.v[1];
  for (int k = 0; k < call->nkw; k++)
    if (strcmp(call->kwnames[k], "shape") == 0)
      s = call->ops.v[call->ops.len - call->nkw + k];
  s = ir_resolve(s);
  if (s->op == IR_TUPLE) {
    for (int k = 0; k < s->ops.len && k < 32; k++)
      if (!infer_const_int(s->ops.v[k], &shape[k]))
        return -1;
    return s->ops.len;
  }
  return infer_const_int(s, &shape[0]) ? 1 : -1;
}

/* The bytes of the static shared array a cuda.shared.array call makes
 * (0 for the dynamic one, shape 0), as the GPU lays it out: 16-byte
 * aligned. What a kernel's launch limit counts (kernels.c). */
int64_t cg_shared_array_bytes(Cg *cg, const Instr *call) {
  const Type *t = call->type;
  int64_t shape[32];
  if (!t || t->kind != TY_ARRAY || constant_shape(call, shape) != t->ndim)
    return 0;
  int64_t count = 1;
  for (int k = 0; k < t->ndim; k++)
    count *= shape[k];
  LLVMTypeRef et = t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem);
  return (count * (int64_t)LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), et) + 15) / 16 * 16;
}

/* cuda.shared.array(0, dtype): the launch's dynamic shared memory (its
 * fourth configuration value), as many whole elements as fit, as Numba
 * makes it. Every such array of a kernel is the same memory, in CUDA and
 * in Numba's simulator alike. On the GPU it is one `.extern .shared`
 * array of the module, sized by %dynamic_smem_size (Numba reads the same
 * register); on the CPU the thread record has the area and its size. */
static LLVMValueRef dynamic_shared_array(Cg *cg, const Type *t, LLVMTypeRef et) {
  LLVMValueRef data, bytes;
  if (cg->ptx) {
    static const char name[] = "arrc_dynamic_shared";
    LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
    if (!g) {
      g = LLVMAddGlobalInAddressSpace(cg->mod, LLVMArrayType(cg->i8, 0), name, 3);
      LLVMSetLinkage(g, LLVMExternalLinkage);
      LLVMSetAlignment(g, 16);
    }
    data = LLVMBuildAddrSpaceCast(cg->b, g, cg->ptr, "");
    LLVMTypeRef fty = LLVMFunctionType(cg->i32, NULL, 0, false);
    static const char asm_text[] = "mov.u32 $0, %dynamic_smem_size;";
    LLVMValueRef size_reg = LLVMGetInlineAsm(fty, asm_text, sizeof asm_text - 1, "=r", 2, false, false,
                                             LLVMInlineAsmDialectATT, false);
    bytes = LLVMBuildZExt(cg->b, LLVMBuildCall2(cg->b, fty, size_reg, NULL, 0, ""), cg->i64, "");
  } else {
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread,
                                   (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_thread, dynamic_shared))}, 1, "");
    data = LLVMBuildLoad2(cg->b, cg->ptr, p, "");
    p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread,
                      (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_thread, dynamic_shared_bytes))}, 1, "");
    bytes = LLVMBuildLoad2(cg->b, cg->i64, p, "");
  }
  int64_t itemsize = (int64_t)LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), et);
  LLVMValueRef h = stack_header(cg, t, data, (int64_t[]){0});
  LLVMValueRef n = LLVMBuildUDiv(cg->b, bytes, cg_i64(cg, itemsize), "");
  LLVMBuildStore(cg->b, n, LLVMBuildGEP2(cg->b, cg->i8, h, (LLVMValueRef[]){cg_i64(cg, 40)}, 1, ""));
  LLVMBuildStore(cg->b, n, LLVMBuildGEP2(cg->b, cg->i8, h, (LLVMValueRef[]){cg_i64(cg, 48)}, 1, ""));
  return h;
}

LLVMValueRef lower_cuda_array(Cg *cg, const Instr *call, BuiltinId id) {
  bool shared = id == BI_CUDA_SHARED_ARRAY;
  const Type *t = call->type;
  int64_t shape[32];
  if (constant_shape(call, shape) != t->ndim) {
    cg_unsupported(cg, call->loc, "this array shape is not supported by the code generator yet");
    return LLVMGetUndef(cg->ptr);
  }
  int64_t count = 1;
  for (int k = 0; k < t->ndim; k++)
    count *= shape[k];
  LLVMTypeRef et = t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem);
  int64_t bytes = count * (int64_t)LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), et);
  if (shared && count == 0 && t->ndim == 1)
    return dynamic_shared_array(cg, t, et);
  LLVMValueRef data;
  if (shared && cg->ptx) {
    /* On the GPU each call site is a global in the shared address space. */
    LLVMValueRef g = LLVMAddGlobalInAddressSpace(cg->mod, LLVMArrayType(cg->i8, (unsigned)(bytes ? bytes : 1)), "shared", 3);
    LLVMSetInitializer(g, LLVMGetUndef(LLVMGlobalGetValueType(g)));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetAlignment(g, 16);
    data = LLVMBuildAddrSpaceCast(cg->b, g, cg->ptr, "");
  } else if (shared) {
    /* Each call site has its own place in the block's shared memory,
     * 16-byte aligned; every kernel reserves room for all of them. */
    int64_t off = (cg->shared_bytes + 15) / 16 * 16;
    cg->shared_bytes = off + bytes;
    LLVMValueRef base = thread_shared(cg);
    data = LLVMBuildGEP2(cg->b, cg->i8, base, (LLVMValueRef[]){cg_i64(cg, off)}, 1, "");
  } else {
    data = cg_alloca(cg, LLVMArrayType(et, (unsigned)(count ? count : 1)), "local");
  }
  return stack_header(cg, t, data, shape);
}

/* ---- numba.cuda.random ------------------------------------------------------ */

/* The next uint64 of generator idx of the states array, advancing it
 * (xoroshiro128+, as numba.cuda.random's xoroshiro128p_next). */
static LLVMValueRef xoro_next(Cg *cg, LLVMValueRef states, LLVMValueRef idx) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg_array_data(cg, states),
                                 (LLVMValueRef[]){LLVMBuildMul(cg->b, idx, cg_i64(cg, sizeof(arrc_xoroshiro_state)), "")}, 1, "");
  LLVMValueRef p1 =
      LLVMBuildGEP2(cg->b, cg->i8, p, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_xoroshiro_state, s1))}, 1, "");
  LLVMValueRef s0 = LLVMBuildLoad2(cg->b, cg->i64, p, ""), s1 = LLVMBuildLoad2(cg->b, cg->i64, p1, "");
  LLVMValueRef r = LLVMBuildAdd(cg->b, s0, s1, "");
  s1 = LLVMBuildXor(cg->b, s1, s0, "");
  #define ROTL(x, k) LLVMBuildOr(cg->b, LLVMBuildShl(cg->b, x, LLVMConstInt(cg->i64, k, false), ""), \
                                 LLVMBuildLShr(cg->b, x, LLVMConstInt(cg->i64, 64 - (k), false), ""), "")
  LLVMValueRef n0 = LLVMBuildXor(cg->b, LLVMBuildXor(cg->b, ROTL(s0, 55), s1, ""),
                                 LLVMBuildShl(cg->b, s1, LLVMConstInt(cg->i64, 14, false), ""), "");
  LLVMValueRef n1 = ROTL(s1, 36);
  #undef ROTL
  LLVMBuildStore(cg->b, n0, p);
  LLVMBuildStore(cg->b, n1, p1);
  return r;
}

/* A float64 in [0, 1) from the top 53 bits; float32 is that rounded. */
static LLVMValueRef unit_float(Cg *cg, LLVMValueRef bits, bool f32) {
  LLVMValueRef v = LLVMBuildUIToFP(cg->b, LLVMBuildLShr(cg->b, bits, LLVMConstInt(cg->i64, 11, false), ""), cg->f64, "");
  v = LLVMBuildFMul(cg->b, v, LLVMConstReal(cg->f64, 1.0 / 9007199254740992.0), "");
  return f32 ? LLVMBuildFPTrunc(cg->b, v, cg->f32, "") : v;
}

LLVMValueRef lower_rng_draw(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *s = call->ops.v[1], *ix = call->ops.v[2];
  s = ir_resolve(s);
  ix = ir_resolve(ix);
  LLVMValueRef states = cg_value(cg, s), idx = cg_convert(cg, cg_value(cg, ix), ix->type, ty_int64);
  bool f32 = id == BI_CUDA_RANDOM_XOROSHIRO128P_UNIFORM_FLOAT32 || id == BI_CUDA_RANDOM_XOROSHIRO128P_NORMAL_FLOAT32;
  if (id == BI_CUDA_RANDOM_XOROSHIRO128P_UNIFORM_FLOAT32 || id == BI_CUDA_RANDOM_XOROSHIRO128P_UNIFORM_FLOAT64)
    return unit_float(cg, xoro_next(cg, states, idx), f32);
  /* Box-Muller from two float32 uniforms (both normal functions use
   * float32 uniforms, as Numba's do); the second value is dropped. */
  LLVMValueRef u1 = unit_float(cg, xoro_next(cg, states, idx), true);
  LLVMValueRef u2 = unit_float(cg, xoro_next(cg, states, idx), true);
  const Type *ft = f32 ? ty_float32 : ty_float64;
  LLVMTypeRef t = cg_type(cg, ft);
  u1 = cg_convert(cg, u1, ty_float32, ft);
  u2 = cg_convert(cg, u2, ty_float32, ft);
  LLVMValueRef lg = cg_math(cg, MATH_LOG, ft, 1, &u1);
  LLVMValueRef rad = LLVMBuildFMul(cg->b, LLVMConstReal(t, -2.0), lg, "");
  LLVMValueRef root = cg_math(cg, MATH_SQRT, ft, 1, &rad);
  LLVMValueRef ang = LLVMBuildFMul(cg->b, LLVMConstReal(t, 2 * 3.14159265358979323846), u2, "");
  LLVMValueRef c = cg_math(cg, MATH_COS, ft, 1, &ang);
  return LLVMBuildFMul(cg->b, root, c, "");
}

/* ---- synchronization -------------------------------------------------------- */

/* cuda.syncthreads(): on the CPU the block's threads are coroutines
 * (runtime/simt.c) and the barrier hands control to the next one; on the
 * GPU it is bar.sync 0. */
LLVMValueRef lower_syncthreads_cpu(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  cg->uses_barrier = true;
  cg->uses_barrier_any = true;
  cg_call_rt(cg, "arrc_simt_barrier", cg->void_, 1, &cg->thread);
  return NULL;
}

LLVMValueRef lower_syncthreads_gpu(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  cg->uses_barrier = true;
  cg->uses_barrier_any = true;
  gpu_intrinsic(cg, "llvm.nvvm.barrier0", 0, NULL);
  return NULL;
}

/* cuda.threadfence(), threadfence_block() and threadfence_system(): on
 * the CPU the block's threads share one address space and one core at a
 * time, and the grid's blocks run on the pool's threads, so a sequentially
 * consistent fence orders their memory operations at every scope; on the
 * GPU they are membar.gl, membar.cta and membar.sys, the nvvm intrinsics
 * Numba calls (the NVPTX back end cannot select LLVM's own fence). */
LLVMValueRef lower_threadfence_cpu(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  LLVMBuildFence(cg->b, LLVMAtomicOrderingSequentiallyConsistent, false, "");
  return NULL;
}

LLVMValueRef lower_threadfence_gpu(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call;
  const char *membar = id == BI_CUDA_THREADFENCE_BLOCK    ? "llvm.nvvm.membar.cta"
                       : id == BI_CUDA_THREADFENCE_SYSTEM ? "llvm.nvvm.membar.sys"
                                                          : "llvm.nvvm.membar.gl";
  gpu_intrinsic(cg, membar, 0, NULL);
  return NULL;
}

/* ---- the host API: devices, memory, streams, events ------------------------- */

/* True on both paths: a GPU runs the kernels, or the CPU does as Numba's
 * CUDA simulator does, whose is_available() is True (issue 16). */
LLVMValueRef lower_is_available(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  return LLVMConstInt(cg->i1, 1, false);
}

LLVMValueRef lower_to_device(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *obj = arg_instr(call, 0);
  if (obj->type->kind != TY_ARRAY) {
    /* A scalar, a list or a tuple: the array np.array makes of it, copied. */
    LLVMValueRef h;
    if (type_is_number(obj->type)) {
      const Type *et = obj->type;
      h = cg_array_new(cg, type_array(et, 0, 'C'), NULL, false, call->loc);
      LLVMValueRef x = cg_value(cg, obj);
      if (et->kind == TY_BOOL)
        x = LLVMBuildZExt(cg->b, x, cg->i8, "");
      LLVMBuildStore(cg->b, x, cg_array_data(cg, h));
    } else {
      h = lower_np_array(cg, call, BI_NP_ARRAY);
    }
    LLVMValueRef d = cg_call_rt(cg, "arrc_to_device", cg->ptr, 3, (LLVMValueRef[]){h, LLVMConstNull(cg->ptr), cg_loc(cg, call->loc)});
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &h);
    return d;
  }
  return cg_call_rt(cg, "arrc_to_device", cg->ptr, 3,
                    (LLVMValueRef[]){cg_value(cg, obj), LLVMConstNull(cg->ptr), cg_loc(cg, call->loc)});
}

/* cuda.device_array(shape, dtype) and cuda.device_array_like(a). */
LLVMValueRef lower_device_array(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  const Instr *a0 = arg_instr(call, 0);
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "dshape");
  for (int k = 0; k < t->ndim; k++) {
    LLVMValueRef d;
    if (id == BI_CUDA_DEVICE_ARRAY_LIKE)
      d = cg_array_dim(cg, cg_value(cg, a0), k);
    else if (a0->type->kind == TY_TUPLE)
      d = cg_convert(cg, LLVMBuildExtractValue(cg->b, cg_value(cg, a0), (unsigned)k, ""), a0->type->elems[k], ty_int64);
    else
      d = cg_convert(cg, cg_value(cg, a0), a0->type, ty_int64);
    LLVMBuildStore(cg->b, d, LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  return cg_call_rt(cg, "arrc_device_array", cg->ptr, 4,
                    (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                                     LLVMConstInt(cg->i32, (unsigned)t->ndim, false), shape, cg_loc(cg, call->loc)});
}

/* Made on the host as Numba's CPU initializer does, then copied to the
 * device (on the CPU path the copy is the array itself). The subsequence
 * start may still be a keyword here: it has a default. */
LLVMValueRef lower_rng_states(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  LLVMValueRef args[4];
  for (int k = 0; k < 3; k++) {
    const Instr *v = k < nargs(call) ? arg_instr(call, k) : k == 2 ? kwarg(call, "subsequence_start") : NULL;
    args[k] = v ? cg_convert(cg, cg_value(cg, v), v->type, ty_int64) : cg_i64(cg, 0);
  }
  args[3] = loc;
  LLVMValueRef host = cg_call_rt(cg, "arrc_xoroshiro_states", cg->ptr, 4, args);
  LLVMValueRef dev = cg_call_rt(cg, "arrc_to_device", cg->ptr, 3, (LLVMValueRef[]){host, LLVMConstNull(cg->ptr), loc});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &host);
  return dev;
}

LLVMValueRef lower_synchronize(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  cg_call_rt(cg, "arrc_synchronize", cg->void_, 1, &loc);
  return NULL;
}

LLVMValueRef lower_stream(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  return cg_call_rt(cg, "arrc_stream_new", cg->ptr, 1, &loc);
}

LLVMValueRef lower_event(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  return cg_call_rt(cg, "arrc_event_new", cg->ptr, 1, &loc);
}

/* cuda.event_elapsed_time(e1, e2) and e1.elapsed_time(e2). */
LLVMValueRef lower_event_elapsed_time(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *first = id == BI_EVENT_ELAPSED_TIME ? receiver(call) : arg_instr(call, 0);
  const Instr *second = arg_instr(call, id == BI_EVENT_ELAPSED_TIME ? 0 : 1);
  return cg_call_rt(cg, "arrc_event_elapsed_time", cg->f64, 3,
                    (LLVMValueRef[]){cg_value(cg, first), cg_value(cg, second), cg_loc(cg, call->loc)});
}

/* The optional first argument of a method (d.copy_to_host(ary),
 * e.record(stream)), or a null pointer. */
static LLVMValueRef optional_arg(Cg *cg, const Instr *call) {
  return nargs(call) > 0 ? cg_value(cg, arg_instr(call, 0)) : LLVMConstNull(cg->ptr);
}

LLVMValueRef lower_copy_to_host(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_call_rt(cg, "arrc_copy_to_host", cg->ptr, 4,
                    (LLVMValueRef[]){cg_value(cg, receiver(call)), optional_arg(cg, call), LLVMConstNull(cg->ptr),
                                     cg_loc(cg, call->loc)});
}

LLVMValueRef lower_event_record(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_call_rt(cg, "arrc_event_record", cg->void_, 3,
             (LLVMValueRef[]){cg_value(cg, receiver(call)), optional_arg(cg, call), cg_loc(cg, call->loc)});
  return NULL;
}

LLVMValueRef lower_event_synchronize(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_call_rt(cg, "arrc_event_synchronize", cg->void_, 2, (LLVMValueRef[]){cg_value(cg, receiver(call)), cg_loc(cg, call->loc)});
  return NULL;
}

LLVMValueRef lower_stream_synchronize(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_call_rt(cg, "arrc_stream_synchronize", cg->void_, 2, (LLVMValueRef[]){cg_value(cg, receiver(call)), cg_loc(cg, call->loc)});
  return NULL;
}
