/* GPU code compiled for the host, and the host side of launches.
 *
 * Kernels, device functions and jitted functions called from them (Funcs
 * with gpu set) take a hidden first parameter: the arrc_thread record of
 * the GPU thread they run as (runtime/rt_gpu.h). cuda.threadIdx and its
 * siblings read it; cuda.syncthreads() hands control to the other threads
 * of the block (runtime/simt.c); shared arrays live in the block's shared
 * memory at offsets fixed here for the whole module; atomics are LLVM
 * atomic instructions. Each kernel also gets a trampoline with the uniform
 * signature the runtime calls, and a constant arrc_kernel record that a
 * launch passes to arrc_launch. */
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "infer.h"

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
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, group * 12 + k * 4)}, 1, "");
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->i32, p, "");
  return LLVMBuildSExt(cg->b, v, cg->i64, "");
}

enum { TID = 0, BID = 1, BDIM = 2, GDIM = 3 };

static LLVMValueRef gpu_intrinsic(Cg *cg, const char *name, int n, LLVMValueRef *args) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, args, (unsigned)n, "");
}

/* numba.cuda.threadIdx.x and the like (GLOBAL instructions). */
LLVMValueRef cg_gpu_global(Cg *cg, const char *path, const Type *t) {
  static const char *const groups[] = {"numba.cuda.threadIdx.", "numba.cuda.blockIdx.", "numba.cuda.blockDim.",
                                       "numba.cuda.gridDim."};
  if (!cg->thread && !cg->ptx)
    return NULL;
  for (int g = 0; g < 4; g++) {
    size_t n = strlen(groups[g]);
    if (strncmp(path, groups[g], n) == 0 && path[n] >= 'x' && path[n] <= 'z' && !path[n + 1])
      return cg_convert(cg, thread_field(cg, g, path[n] - 'x'), ty_int64, t);
  }
  if (strcmp(path, "numba.cuda.warpsize") == 0)
    return cg_convert(cg, cg_i64(cg, 32), ty_int64, t);
  if (strcmp(path, "numba.cuda.laneid") == 0 && cg->ptx)
    return cg_convert(cg, LLVMBuildSExt(cg->b, gpu_intrinsic(cg, "llvm.nvvm.read.ptx.sreg.laneid", 0, NULL), cg->i64, ""),
                      ty_int64, t);
  if (strcmp(path, "numba.cuda.laneid") == 0) {
    /* The lane: the thread's linear index in its block, modulo 32. */
    LLVMValueRef x = thread_field(cg, TID, 0), y = thread_field(cg, TID, 1), z = thread_field(cg, TID, 2);
    LLVMValueRef bx = thread_field(cg, BDIM, 0), by = thread_field(cg, BDIM, 1);
    LLVMValueRef lin = LLVMBuildAdd(cg->b, x, LLVMBuildMul(cg->b, bx, LLVMBuildAdd(cg->b, y, LLVMBuildMul(cg->b, by, z, ""), ""), ""), "");
    return cg_convert(cg, LLVMBuildSRem(cg->b, lin, cg_i64(cg, 32), ""), ty_int64, t);
  }
  return NULL;
}

/* cuda.grid(n) and cuda.gridsize(n). */
static LLVMValueRef grid(Cg *cg, const Instr *call, bool size) {
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

static LLVMValueRef shared_or_local_array(Cg *cg, const Instr *call, bool shared) {
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
    LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->ptr,
                                       LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, 48)}, 1, ""), "");
    data = LLVMBuildGEP2(cg->b, cg->i8, base, (LLVMValueRef[]){cg_i64(cg, off)}, 1, "");
  } else {
    data = cg_alloca(cg, LLVMArrayType(et, (unsigned)(count ? count : 1)), "local");
  }
  return stack_header(cg, t, data, shape);
}

/* ---- atomics ---------------------------------------------------------- */

static LLVMValueRef atomic(Cg *cg, const Instr *call, const char *op) {
  const Instr *a = call->ops.v[1], *ix = call->ops.v[2], *v = call->ops.v[3];
  a = ir_resolve(a);
  ix = ir_resolve(ix);
  v = ir_resolve(v);
  const Type *et = a->type->elem;
  LLVMValueRef val = cg_convert(cg, cg_value(cg, v), v->type, et);
  bool fl = type_is_float(et);
  if (strcmp(op, "compare_and_swap") == 0) {
    /* compare_and_swap(ary, old, val) works on ary[0], as Numba's does. */
    LLVMValueRef p = cg_array_data(cg, cg_value(cg, a));
    LLVMValueRef old = cg_convert(cg, cg_value(cg, ix), ix->type, et);
    LLVMValueRef r = LLVMBuildAtomicCmpXchg(cg->b, p, old, val, LLVMAtomicOrderingSequentiallyConsistent,
                                            LLVMAtomicOrderingSequentiallyConsistent, false);
    return LLVMBuildExtractValue(cg->b, r, 0, "");
  }
  LLVMValueRef p = cg_element_ptr(cg, a->type, cg_value(cg, a), ix, call->loc);
  LLVMAtomicRMWBinOp bop;
  if (strcmp(op, "add") == 0)
    bop = fl ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd;
  else if (strcmp(op, "sub") == 0)
    bop = fl ? LLVMAtomicRMWBinOpFSub : LLVMAtomicRMWBinOpSub;
  else if (strcmp(op, "max") == 0)
    bop = fl ? LLVMAtomicRMWBinOpFMax : et->is_signed ? LLVMAtomicRMWBinOpMax : LLVMAtomicRMWBinOpUMax;
  else if (strcmp(op, "min") == 0)
    bop = fl ? LLVMAtomicRMWBinOpFMin : et->is_signed ? LLVMAtomicRMWBinOpMin : LLVMAtomicRMWBinOpUMin;
  else
    bop = LLVMAtomicRMWBinOpXchg;
  return LLVMBuildAtomicRMW(cg->b, bop, p, val, LLVMAtomicOrderingSequentiallyConsistent, false);
}

/* ---- warp shuffles and votes --------------------------------------------- */

/* The thread's linear index in its block (x fastest, as CUDA numbers lanes). */
static LLVMValueRef linear_tid(Cg *cg) {
  LLVMValueRef x = thread_field(cg, TID, 0), y = thread_field(cg, TID, 1), z = thread_field(cg, TID, 2);
  LLVMValueRef bx = thread_field(cg, BDIM, 0), by = thread_field(cg, BDIM, 1);
  return LLVMBuildAdd(cg->b, x, LLVMBuildMul(cg->b, bx, LLVMBuildAdd(cg->b, y, LLVMBuildMul(cg->b, by, z, ""), ""), ""), "");
}

static LLVMValueRef block_size(Cg *cg) {
  return LLVMBuildMul(cg->b, LLVMBuildMul(cg->b, thread_field(cg, BDIM, 0), thread_field(cg, BDIM, 1), ""),
                      thread_field(cg, BDIM, 2), "");
}

/* On the CPU, lanes exchange values through a scratch area of the block's
 * shared memory (one 8-byte slot per thread) between two barriers; the
 * kernel's threads then run as fibers. */
static LLVMValueRef scratch_slot(Cg *cg, LLVMValueRef lin) {
  if (cg->scratch_offset < 0) {
    cg->scratch_offset = (cg->shared_bytes + 15) / 16 * 16;
    cg->shared_bytes = cg->scratch_offset + 1024 * 8;
  }
  LLVMValueRef base = LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, 48)}, 1, ""), "");
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, base, (LLVMValueRef[]){cg_i64(cg, cg->scratch_offset)}, 1, "");
  return LLVMBuildGEP2(cg->b, cg->i64, p, &lin, 1, "");
}

static void cpu_barrier(Cg *cg) {
  cg->uses_barrier = cg->uses_barrier_any = true;
  cg_call_rt(cg, "arrc_simt_barrier", cg->void_, 1, &cg->thread);
}

/* The value's bits as an integer of its width, and back. */
static LLVMValueRef to_bits(Cg *cg, LLVMValueRef v, const Type *t) {
  if (t->kind == TY_BOOL)
    return LLVMBuildZExt(cg->b, v, cg->i32, "");
  LLVMTypeRef it = LLVMIntTypeInContext(cg->ctx, (unsigned)(t->bits < 32 ? 32 : t->bits));
  if (t->kind == TY_FLOAT)
    return LLVMBuildBitCast(cg->b, v, it, "");
  return t->bits < 32 ? LLVMBuildSExt(cg->b, v, it, "") : v;
}

static LLVMValueRef from_bits(Cg *cg, LLVMValueRef v, const Type *t) {
  if (t->kind == TY_BOOL)
    return LLVMBuildTrunc(cg->b, v, cg->i1, "");
  if (t->kind == TY_FLOAT)
    return LLVMBuildBitCast(cg->b, v, cg_type(cg, t), "");
  return t->bits < 32 ? LLVMBuildTrunc(cg->b, v, cg_type(cg, t), "") : v;
}

/* cuda.shfl_down_sync(mask, value, delta) and shfl_xor_sync: the value of
 * lane + delta (lane ^ delta); a lane with no such partner keeps its own. */
static LLVMValueRef shuffle(Cg *cg, const Instr *call, bool xor) {
  const Instr *m = call->ops.v[1], *v = call->ops.v[2], *d = call->ops.v[3];
  m = ir_resolve(m);
  v = ir_resolve(v);
  d = ir_resolve(d);
  const Type *t = call->type;
  LLVMValueRef bits = to_bits(cg, cg_convert(cg, cg_value(cg, v), v->type, t), t);
  if (cg->ptx) {
    LLVMValueRef mask = cg_convert(cg, cg_value(cg, m), m->type, ty_uint32);
    LLVMValueRef delta = cg_convert(cg, cg_value(cg, d), d->type, ty_int32);
    const char *name = xor ? "llvm.nvvm.shfl.sync.bfly.i32" : "llvm.nvvm.shfl.sync.down.i32";
    LLVMValueRef clamp = LLVMConstInt(cg->i32, 0x1f, false);
    if (LLVMTypeOf(bits) == cg->i32)
      return from_bits(cg, gpu_intrinsic(cg, name, 4, (LLVMValueRef[]){mask, bits, delta, clamp}), t);
    /* 64 bits: the two halves shuffled alike. */
    LLVMValueRef lo = LLVMBuildTrunc(cg->b, bits, cg->i32, "");
    LLVMValueRef hi = LLVMBuildTrunc(cg->b, LLVMBuildLShr(cg->b, bits, LLVMConstInt(cg->i64, 32, false), ""), cg->i32, "");
    lo = gpu_intrinsic(cg, name, 4, (LLVMValueRef[]){mask, lo, delta, clamp});
    hi = gpu_intrinsic(cg, name, 4, (LLVMValueRef[]){mask, hi, delta, clamp});
    LLVMValueRef r = LLVMBuildOr(cg->b, LLVMBuildZExt(cg->b, lo, cg->i64, ""),
                                 LLVMBuildShl(cg->b, LLVMBuildZExt(cg->b, hi, cg->i64, ""), LLVMConstInt(cg->i64, 32, false), ""), "");
    return from_bits(cg, r, t);
  }
  LLVMValueRef lin = linear_tid(cg);
  LLVMValueRef lane = LLVMBuildSRem(cg->b, lin, cg_i64(cg, 32), "");
  LLVMValueRef base = LLVMBuildSub(cg->b, lin, lane, "");
  LLVMValueRef delta = cg_convert(cg, cg_value(cg, d), d->type, ty_int64);
  LLVMValueRef src_lane = xor ? LLVMBuildXor(cg->b, lane, delta, "") : LLVMBuildAdd(cg->b, lane, delta, "");
  LLVMValueRef src = LLVMBuildAdd(cg->b, base, src_lane, "");
  LLVMValueRef valid = LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntULT, src_lane, cg_i64(cg, 32), ""),
                                    LLVMBuildICmp(cg->b, LLVMIntSLT, src, block_size(cg), ""), "");
  src = LLVMBuildSelect(cg->b, valid, src, lin, "");
  LLVMValueRef wide = LLVMBuildZExt(cg->b, bits, cg->i64, "");
  if (LLVMTypeOf(bits) == cg->i64)
    wide = bits;
  LLVMBuildStore(cg->b, wide, scratch_slot(cg, lin));
  cpu_barrier(cg);
  LLVMValueRef got = LLVMBuildLoad2(cg->b, cg->i64, scratch_slot(cg, src), "");
  cpu_barrier(cg);
  if (LLVMTypeOf(bits) != cg->i64)
    got = LLVMBuildTrunc(cg->b, got, LLVMTypeOf(bits), "");
  return from_bits(cg, got, t);
}

/* cuda.ballot_sync(mask, predicate): bit k set when lane k's predicate holds. */
static LLVMValueRef ballot(Cg *cg, const Instr *call) {
  const Instr *m = call->ops.v[1], *p = call->ops.v[2];
  m = ir_resolve(m);
  p = ir_resolve(p);
  LLVMValueRef pred = cg_convert(cg, cg_value(cg, p), p->type, ty_bool);
  if (cg->ptx)
    return gpu_intrinsic(cg, "llvm.nvvm.vote.ballot.sync", 2,
                         (LLVMValueRef[]){cg_convert(cg, cg_value(cg, m), m->type, ty_uint32), pred});
  LLVMValueRef lin = linear_tid(cg);
  LLVMValueRef base = LLVMBuildSub(cg->b, lin, LLVMBuildSRem(cg->b, lin, cg_i64(cg, 32), ""), "");
  LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, pred, cg->i64, ""), scratch_slot(cg, lin));
  cpu_barrier(cg);
  LLVMValueRef n = block_size(cg), acc = LLVMConstInt(cg->i32, 0, false);
  for (int k = 0; k < 32; k++) {
    LLVMValueRef idx = LLVMBuildAdd(cg->b, base, cg_i64(cg, k), "");
    LLVMValueRef in = LLVMBuildICmp(cg->b, LLVMIntSLT, idx, n, "");
    LLVMValueRef safe = LLVMBuildSelect(cg->b, in, idx, lin, "");
    LLVMValueRef bit = LLVMBuildAnd(cg->b, in, LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildLoad2(cg->b, cg->i64, scratch_slot(cg, safe), ""),
                                                             cg_i64(cg, 0), ""), "");
    acc = LLVMBuildOr(cg->b, acc, LLVMBuildShl(cg->b, LLVMBuildZExt(cg->b, bit, cg->i32, ""), LLVMConstInt(cg->i32, (unsigned)k, false), ""), "");
  }
  cpu_barrier(cg);
  return acc;
}

/* ---- numba.cuda.random ------------------------------------------------------ */

/* The next uint64 of generator idx of the states array, advancing it
 * (xoroshiro128+, as numba.cuda.random's xoroshiro128p_next). */
static LLVMValueRef xoro_next(Cg *cg, LLVMValueRef states, LLVMValueRef idx) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg_array_data(cg, states),
                                 (LLVMValueRef[]){LLVMBuildMul(cg->b, idx, cg_i64(cg, 16), "")}, 1, "");
  LLVMValueRef p1 = LLVMBuildGEP2(cg->b, cg->i8, p, (LLVMValueRef[]){cg_i64(cg, 8)}, 1, "");
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

static LLVMValueRef rng_draw(Cg *cg, const Instr *call, const char *name) {
  const Instr *s = call->ops.v[1], *ix = call->ops.v[2];
  s = ir_resolve(s);
  ix = ir_resolve(ix);
  LLVMValueRef states = cg_value(cg, s), idx = cg_convert(cg, cg_value(cg, ix), ix->type, ty_int64);
  bool f32 = strstr(name, "float32") != NULL;
  if (strstr(name, "uniform"))
    return unit_float(cg, xoro_next(cg, states, idx), f32);
  /* Box-Muller from two float32 uniforms (both normal functions use
   * float32 uniforms, as Numba's do); the second value is dropped. */
  LLVMValueRef u1 = unit_float(cg, xoro_next(cg, states, idx), true);
  LLVMValueRef u2 = unit_float(cg, xoro_next(cg, states, idx), true);
  const Type *ft = f32 ? ty_float32 : ty_float64;
  LLVMTypeRef t = cg_type(cg, ft);
  u1 = cg_convert(cg, u1, ty_float32, ft);
  u2 = cg_convert(cg, u2, ty_float32, ft);
  LLVMValueRef lg = cg_math(cg, "log", ft, 1, &u1);
  LLVMValueRef rad = LLVMBuildFMul(cg->b, LLVMConstReal(t, -2.0), lg, "");
  LLVMValueRef root = cg_math(cg, "sqrt", ft, 1, &rad);
  LLVMValueRef ang = LLVMBuildFMul(cg->b, LLVMConstReal(t, 2 * 3.14159265358979323846), u2, "");
  LLVMValueRef c = cg_math(cg, "cos", ft, 1, &ang);
  return LLVMBuildFMul(cg->b, root, c, "");
}

/* ---- builtins of GPU code ------------------------------------------------- */

LLVMValueRef cg_gpu_builtin(Cg *cg, const Instr *call, const char *path, bool *handled) {
  *handled = true;
  const char *name = path + strlen("numba.cuda.");
  if (cg->thread || cg->ptx) {
    if (strcmp(name, "grid") == 0 || strcmp(name, "gridsize") == 0)
      return grid(cg, call, name[4] == 's');
    if (strcmp(name, "syncthreads") == 0) {
      cg->uses_barrier = true;
      cg->uses_barrier_any = true;
      if (cg->ptx)
        gpu_intrinsic(cg, "llvm.nvvm.barrier0", 0, NULL);
      else
        cg_call_rt(cg, "arrc_simt_barrier", cg->void_, 1, &cg->thread);
      return NULL;
    }
    if (strcmp(name, "syncwarp") == 0) {
      /* On the CPU the threads of a block never run ahead of each other
       * within a warp's step; on the GPU it is bar.warp.sync. */
      if (cg->ptx)
        gpu_intrinsic(cg, "llvm.nvvm.bar.warp.sync", 1, (LLVMValueRef[]){LLVMConstInt(cg->i32, 0xffffffffu, false)});
      return NULL;
    }
    if (strcmp(name, "threadfence") == 0) {
      LLVMBuildFence(cg->b, LLVMAtomicOrderingSequentiallyConsistent, false, "");
      return NULL;
    }
    if (strcmp(name, "shared.array") == 0 || strcmp(name, "local.array") == 0)
      return shared_or_local_array(cg, call, name[0] == 's');
    if (strncmp(name, "atomic.", 7) == 0)
      return atomic(cg, call, name + 7);
    if (strcmp(name, "const.array_like") == 0)
      return cg_value(cg, call->ops.v[1]);
    if (strcmp(name, "shfl_down_sync") == 0 || strcmp(name, "shfl_xor_sync") == 0)
      return shuffle(cg, call, name[5] == 'x');
    if (strcmp(name, "ballot_sync") == 0)
      return ballot(cg, call);
    if (strncmp(name, "random.xoroshiro128p_", 21) == 0)
      return rng_draw(cg, call, name);
  }
  LLVMValueRef loc = cg_loc(cg, call->loc);
  int n = call->ops.len - 1 - call->nkw;
  const Instr *a0 = n > 0 ? call->ops.v[1] : NULL;
  a0 = ir_resolve(a0);
  if (strcmp(name, "is_available") == 0)
    return LLVMBuildICmp(cg->b, LLVMIntNE, cg_call_rt(cg, "arrc_gpu_in_use", cg->i8, 0, NULL), LLVMConstInt(cg->i8, 0, false), "");
  if (strcmp(name, "to_device") == 0)
    return cg_call_rt(cg, "arrc_to_device", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, a0), LLVMConstNull(cg->ptr), loc});
  if (strcmp(name, "device_array") == 0 || strcmp(name, "device_array_like") == 0) {
    const Type *t = call->type;
    LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "dshape");
    for (int k = 0; k < t->ndim; k++) {
      LLVMValueRef d;
      if (name[12] == '_')
        d = cg_array_dim(cg, cg_value(cg, a0), k);
      else if (a0->type->kind == TY_TUPLE)
        d = cg_convert(cg, LLVMBuildExtractValue(cg->b, cg_value(cg, a0), (unsigned)k, ""), a0->type->elems[k], ty_int64);
      else
        d = cg_convert(cg, cg_value(cg, a0), a0->type, ty_int64);
      LLVMBuildStore(cg->b, d, LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
    }
    return cg_call_rt(cg, "arrc_device_array", cg->ptr, 4,
                      (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                                       LLVMConstInt(cg->i32, (unsigned)t->ndim, false), shape, loc});
  }
  if (strcmp(name, "random.create_xoroshiro128p_states") == 0) {
    /* Made on the host as Numba's CPU initializer does, then copied to the
     * device (on the CPU path the copy is the array itself). */
    const Instr *vals[3] = {NULL, NULL, NULL};
    static const char *const names[] = {"n", "seed", "subsequence_start"};
    for (int k = 0; k < 3; k++) {
      vals[k] = k < n ? call->ops.v[1 + k] : NULL;
      for (int j = 0; j < call->nkw && !vals[k]; j++)
        if (strcmp(call->kwnames[j], names[k]) == 0)
          vals[k] = call->ops.v[call->ops.len - call->nkw + j];
    }
    LLVMValueRef args[4];
    for (int k = 0; k < 3; k++) {
      const Instr *v = vals[k];
      v = ir_resolve(v);
      args[k] = v ? cg_convert(cg, cg_value(cg, v), v->type, ty_int64) : cg_i64(cg, 0);
    }
    args[3] = loc;
    LLVMValueRef host = cg_call_rt(cg, "arrc_xoroshiro_states", cg->ptr, 4, args);
    LLVMValueRef dev = cg_call_rt(cg, "arrc_to_device", cg->ptr, 3, (LLVMValueRef[]){host, LLVMConstNull(cg->ptr), loc});
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &host);
    return dev;
  }
  if (strcmp(name, "synchronize") == 0) {
    cg_call_rt(cg, "arrc_synchronize", cg->void_, 1, &loc);
    return NULL;
  }
  if (strcmp(name, "stream") == 0)
    return cg_call_rt(cg, "arrc_stream_new", cg->ptr, 1, &loc);
  if (strcmp(name, "event") == 0)
    return cg_call_rt(cg, "arrc_event_new", cg->ptr, 1, &loc);
  if (strcmp(name, "event_elapsed_time") == 0) {
    const Instr *a1 = call->ops.v[2];
    a1 = ir_resolve(a1);
    return cg_call_rt(cg, "arrc_event_elapsed_time", cg->f64, 3, (LLVMValueRef[]){cg_value(cg, a0), cg_value(cg, a1), loc});
  }
  *handled = false;
  return NULL;
}

/* Methods of device arrays, streams and events (d.copy_to_host(), ...). */
LLVMValueRef cg_gpu_method(Cg *cg, const Instr *call, const char *path, const Instr *recv, bool *handled) {
  *handled = true;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  int n = call->ops.len - 1 - call->nkw;
  const Instr *a0 = n > 0 ? call->ops.v[1] : NULL;
  a0 = ir_resolve(a0);
  if (strcmp(path, "array.copy_to_host") == 0)
    return cg_call_rt(cg, "arrc_copy_to_host", cg->ptr, 4,
                      (LLVMValueRef[]){cg_value(cg, recv), a0 ? cg_value(cg, a0) : LLVMConstNull(cg->ptr),
                                       LLVMConstNull(cg->ptr), loc});
  if (strcmp(path, "event.record") == 0) {
    cg_call_rt(cg, "arrc_event_record", cg->void_, 3,
               (LLVMValueRef[]){cg_value(cg, recv), a0 ? cg_value(cg, a0) : LLVMConstNull(cg->ptr), loc});
    return NULL;
  }
  if (strcmp(path, "event.elapsed_time") == 0)
    return cg_call_rt(cg, "arrc_event_elapsed_time", cg->f64, 3, (LLVMValueRef[]){cg_value(cg, recv), cg_value(cg, a0), loc});
  if (strcmp(path, "event.synchronize") == 0) {
    cg_call_rt(cg, "arrc_event_synchronize", cg->void_, 2, (LLVMValueRef[]){cg_value(cg, recv), loc});
    return NULL;
  }
  if (strcmp(path, "stream.synchronize") == 0) {
    cg_call_rt(cg, "arrc_stream_synchronize", cg->void_, 2, (LLVMValueRef[]){cg_value(cg, recv), loc});
    return NULL;
  }
  *handled = false;
  return NULL;
}

/* ---- kernels: trampolines, records, launches ------------------------------ */

/* void NAME.cpu(arrc_thread *t, void **args): loads each argument from
 * the pointer the runtime passes and calls the kernel. */
static LLVMValueRef trampoline(Cg *cg, const Func *k, LLVMValueRef fn) {
  size_t len;
  const char *name = arena_printf(cg->m->arena, "%s.cpu", LLVMGetValueName2(fn, &len));
  LLVMValueRef t = LLVMAddFunction(cg->mod, name, LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr, cg->ptr}, 2, false));
  LLVMSetLinkage(t, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, t, ""));
  LLVMValueRef *args = arena_alloc(cg->m->arena, (size_t)(k->nparams + 1) * sizeof *args);
  unsigned n = 0;
  args[n++] = LLVMGetParam(t, 0);
  for (int j = 0; j < k->nparams; j++) {
    if (!cg_type_is_data(k->param_types[j]))
      continue;
    LLVMValueRef slot = LLVMBuildLoad2(b, cg->ptr, LLVMBuildGEP2(b, cg->ptr, LLVMGetParam(t, 1), (LLVMValueRef[]){cg_i64(cg, j)}, 1, ""), "");
    args[n++] = LLVMBuildLoad2(b, cg_type(cg, k->param_types[j]), slot, "");
  }
  LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, n, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  return t;
}

static LLVMValueRef const_string_global(Cg *cg, const char *s, const char *name) {
  LLVMValueRef init = LLVMConstStringInContext(cg->ctx, s, (unsigned)strlen(s), false);
  LLVMValueRef g = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* The arrc_kernel record of kernel k (made once, filled in by
 * cg_gpu_finish_kernels when all code, and so all shared memory, is known). */
LLVMValueRef cg_kernel_record(Cg *cg, const Func *k) {
  LLVMValueRef rec = ptrmap_get(&cg->kernel_records, k);
  if (!rec) {
    rec = LLVMAddGlobal(cg->mod, cg->kernel_type, "arrc.kernel");
    LLVMSetLinkage(rec, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(rec, true);
    ptrmap_put(&cg->kernel_records, k, rec);
  }
  return rec;
}

void cg_gpu_finish_kernels(Cg *cg, Module *m) {
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    LLVMValueRef rec = ptrmap_get(&cg->kernel_records, f);
    LLVMValueRef fn = ptrmap_get(&cg->funcs, f);
    if (!rec || !fn)
      continue;
    int np = f->nparams;
    const LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
    LLVMValueRef *kv = arena_alloc(cg->m->arena, (size_t)(np + 1) * sizeof *kv);
    LLVMValueRef *sv = arena_alloc(cg->m->arena, (size_t)(np + 1) * sizeof *sv);
    for (int j = 0; j < np; j++) {
      const Type *t = f->param_types[j];
      int32_t size = cg_type_is_data(t) ? (int32_t)LLVMABISizeOfType(dl, cg_type(cg, t)) : 0;
      kv[j] = LLVMConstInt(cg->i32, t->kind == TY_ARRAY, false);
      sv[j] = LLVMConstInt(cg->i32, (unsigned)size, false);
    }
    LLVMValueRef ka = LLVMAddGlobal(cg->mod, LLVMArrayType(cg->i32, (unsigned)np), "arrc.kernel.kinds");
    LLVMSetInitializer(ka, LLVMConstArray(cg->i32, kv, (unsigned)np));
    LLVMValueRef sa = LLVMAddGlobal(cg->mod, LLVMArrayType(cg->i32, (unsigned)np), "arrc.kernel.sizes");
    LLVMSetInitializer(sa, LLVMConstArray(cg->i32, sv, (unsigned)np));
    LLVMSetLinkage(ka, LLVMPrivateLinkage);
    LLVMSetLinkage(sa, LLVMPrivateLinkage);
    const char *ptx = cg->gpu_code ? cg->gpu_code->ptx : NULL;
    size_t entry_cap = strlen(f->name) + 32;
    char *entry = arena_alloc(cg->m->arena, entry_cap);
    codegen_kernel_entry_name(m, f, entry, entry_cap);
    if (ptx && !cg->ptx_global)
      cg->ptx_global = const_string_global(cg, ptx, "arrc.ptx");
    size_t cubin_size = ptx && cg->gpu_code->cubin ? cg->gpu_code->cubin_size : 0;
    if (cubin_size && !cg->cubin_global) {
      LLVMValueRef init = LLVMConstStringInContext(cg->ctx, cg->gpu_code->cubin, (unsigned)cubin_size, true);
      cg->cubin_global = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "arrc.cubin");
      LLVMSetInitializer(cg->cubin_global, init);
      LLVMSetGlobalConstant(cg->cubin_global, true);
      LLVMSetLinkage(cg->cubin_global, LLVMPrivateLinkage);
      LLVMSetAlignment(cg->cubin_global, 16);
    }
    LLVMValueRef fields[] = {
        const_string_global(cg, entry, "arrc.kernel.name"),
        trampoline(cg, f, fn),
        LLVMConstInt(cg->i32, cg->uses_barrier_any, false),
        LLVMConstInt(cg->i32, (unsigned)np, false),
        ka,
        sa,
        cg_i64(cg, cg->shared_bytes),
        ptx ? cg->ptx_global : LLVMConstNull(cg->ptr),
        ptx ? const_string_global(cg, cg->opt->gpu_arch ? cg->opt->gpu_arch : "sm_75", "arrc.kernel.arch")
            : LLVMConstNull(cg->ptr),
        cubin_size ? cg->cubin_global : LLVMConstNull(cg->ptr),
        cg_i64(cg, (int64_t)cubin_size),
    };
    LLVMSetInitializer(rec, LLVMConstNamedStruct(cg->kernel_type, fields, 11));
  }
}

/* kernel[grid, block, stream, shared](args) on the host. */
LLVMValueRef cg_launch(Cg *cg, const Instr *call) {
  const Func *k = call->callee;
  const Instr *sub = call->ops.v[0];
  sub = ir_resolve(sub);
  const Instr *cfg = sub->ops.v[1];
  cfg = ir_resolve(cfg);
  /* The configuration: (grid, block[, stream[, dynamic shared bytes]]). */
  LLVMValueRef dims[2][3];
  LLVMValueRef cv = cg_value(cg, cfg);
  const Type *ct = cfg->type;
  LLVMValueRef stream = LLVMConstNull(cg->ptr), dyn = cg_i64(cg, 0);
  for (int part = 0; part < ct->n; part++) {
    const Type *pt = ct->elems[part];
    LLVMValueRef pv = LLVMBuildExtractValue(cg->b, cv, (unsigned)part, "");
    if (part < 2) {
      for (int d = 0; d < 3; d++)
        dims[part][d] = cg_i64(cg, 1);
      if (pt->kind == TY_TUPLE) {
        for (int d = 0; d < pt->n && d < 3; d++)
          dims[part][d] = cg_convert(cg, LLVMBuildExtractValue(cg->b, pv, (unsigned)d, ""), pt->elems[d], ty_int64);
      } else {
        dims[part][0] = cg_convert(cg, pv, pt, ty_int64);
      }
    } else if (part == 2 && pt->kind == TY_STREAM) {
      stream = pv;
    } else if (part == 3) {
      dyn = cg_convert(cg, pv, pt, ty_int64);
    }
  }
  LLVMValueRef g = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "grid"), bl = cg_alloca(cg, LLVMArrayType(cg->i64, 3), "block");
  for (int d = 0; d < 3; d++) {
    LLVMBuildStore(cg->b, dims[0][d], LLVMBuildGEP2(cg->b, cg->i64, g, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
    LLVMBuildStore(cg->b, dims[1][d], LLVMBuildGEP2(cg->b, cg->i64, bl, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
  }
  int np = k->nparams;
  LLVMValueRef args = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)(np ? np : 1)), "args");
  for (int j = 0; j < np && j + 1 < call->ops.len; j++) {
    const Instr *a = call->ops.v[1 + j];
    a = ir_resolve(a);
    const Type *pt = k->param_types[j];
    LLVMValueRef slot = LLVMConstNull(cg->ptr);
    if (cg_type_is_data(pt)) {
      slot = cg_alloca(cg, cg_type(cg, pt), "arg");
      LLVMBuildStore(cg->b, cg_convert(cg, cg_value(cg, a), a->type, pt), slot);
    }
    LLVMBuildStore(cg->b, slot, LLVMBuildGEP2(cg->b, cg->ptr, args, (LLVMValueRef[]){cg_i64(cg, j)}, 1, ""));
  }
  cg_call_rt(cg, "arrc_launch", cg->void_, 7,
             (LLVMValueRef[]){cg_kernel_record(cg, k), g, bl, dyn, stream, args, cg_loc(cg, call->loc)});
  return NULL;
}

/* The arrc_kernel record of the kernel of a cuda-target ufunc's MAP
 * (cpu_gpumap.c): it runs only on the GPU, so it has no CPU version. */
LLVMValueRef cg_map_record(Cg *cg, int index, int nparams, LLVMValueRef *kinds, LLVMValueRef *sizes) {
  char name[64];
  snprintf(name, sizeof name, "arrc_map_%d", index);
  const GpuCode *code = cg->gpu_code;
  if (!cg->ptx_global)
    cg->ptx_global = const_string_global(cg, code->ptx, "arrc.ptx");
  LLVMValueRef ka = LLVMAddGlobal(cg->mod, LLVMArrayType(cg->i32, (unsigned)nparams), "arrc.map.kinds");
  LLVMSetInitializer(ka, LLVMConstArray(cg->i32, kinds, (unsigned)nparams));
  LLVMValueRef sa = LLVMAddGlobal(cg->mod, LLVMArrayType(cg->i32, (unsigned)nparams), "arrc.map.sizes");
  LLVMSetInitializer(sa, LLVMConstArray(cg->i32, sizes, (unsigned)nparams));
  LLVMSetLinkage(ka, LLVMPrivateLinkage);
  LLVMSetLinkage(sa, LLVMPrivateLinkage);
  LLVMValueRef fields[] = {
      const_string_global(cg, name, "arrc.map.name"),
      LLVMConstNull(cg->ptr),
      LLVMConstInt(cg->i32, 0, false),
      LLVMConstInt(cg->i32, (unsigned)nparams, false),
      ka,
      sa,
      cg_i64(cg, 0),
      cg->ptx_global,
      const_string_global(cg, cg->opt->gpu_arch ? cg->opt->gpu_arch : "sm_75", "arrc.map.arch"),
      LLVMConstNull(cg->ptr),
      cg_i64(cg, 0),
  };
  LLVMValueRef rec = LLVMAddGlobal(cg->mod, cg->kernel_type, "arrc.map");
  LLVMSetLinkage(rec, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(rec, true);
  LLVMSetInitializer(rec, LLVMConstNamedStruct(cg->kernel_type, fields, 11));
  return rec;
}
