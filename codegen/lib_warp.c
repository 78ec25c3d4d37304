/* Lowerings of the CUDA warp, vote and bit intrinsics (rows typed by
 * ir/type_warp.c).
 *
 * On the GPU each is the instruction Numba 0.56 emits (numba/cuda/
 * cudaimpl.py): shfl.sync with Numba's clamp values, vote.sync,
 * match.sync, activemask, %lanemask_lt, bar.warp.sync, bar.red, popc,
 * clz, brev, libdevice's cbrt, selp and nanosleep.
 *
 * On the CPU a warp operation is a rendezvous of the lanes of the warp
 * (runtime/simt.c, rt_warp.h): the thread calls arrc_simt_warp with what
 * it brings and gets its result once the lanes of its mask have arrived,
 * so a kernel that has one runs its threads as fibers, as one with
 * syncthreads does. The bit functions are the same LLVM intrinsics on
 * both targets. */
#include <stdio.h>

#include "infer.h"
#include "lower.h"
#include "rt_warp.h"
#include "type_warp.h"

static LLVMValueRef nvvm(Cg *cg, const char *name, int n, LLVMValueRef *args) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, args, (unsigned)n, "");
}

/* An integer intrinsic overloaded on type t (llvm.ctpop and the like),
 * which NVPTX selects itself: cg_intrinsic would make a libdevice call of
 * it on the GPU. */
static LLVMValueRef int_intrinsic(Cg *cg, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->mod, id, &t, 1);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, &t, 1), fn, args, (unsigned)n, "");
}

/* One PTX instruction with an optional 32-bit result and operand. */
static LLVMValueRef ptx_asm(Cg *cg, const char *text, const char *constraints, LLVMValueRef operand) {
  LLVMTypeRef ret = operand ? cg->void_ : cg->i32;
  LLVMTypeRef fty = LLVMFunctionType(ret, operand ? (LLVMTypeRef[]){cg->i32} : NULL, operand ? 1 : 0, false);
  LLVMValueRef fn = LLVMGetInlineAsm(fty, text, strlen(text), constraints, strlen(constraints), true, false,
                                     LLVMInlineAsmDialectATT, false);
  return LLVMBuildCall2(cg->b, fty, fn, operand ? &operand : NULL, operand ? 1 : 0, "");
}

/* The thread's linear index in its block, x fastest (CPU: from the
 * thread record). */
static LLVMValueRef linear_tid(Cg *cg) {
  LLVMValueRef f[5];
  static const size_t offsets[5] = {offsetof(arrc_thread, tid), offsetof(arrc_thread, tid) + 4,
                                    offsetof(arrc_thread, tid) + 8, offsetof(arrc_thread, bdim),
                                    offsetof(arrc_thread, bdim) + 4};
  for (int k = 0; k < 5; k++) {
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, cg->thread, (LLVMValueRef[]){cg_i64(cg, (int64_t)offsets[k])}, 1, "");
    f[k] = LLVMBuildSExt(cg->b, LLVMBuildLoad2(cg->b, cg->i32, p, ""), cg->i64, "");
  }
  LLVMValueRef yz = LLVMBuildAdd(cg->b, f[1], LLVMBuildMul(cg->b, f[4], f[2], ""), "");
  return LLVMBuildAdd(cg->b, f[0], LLVMBuildMul(cg->b, f[3], yz, ""), "");
}

/* The value's bits as an integer of its width (int32 or int64 after
 * warp_exchanged_type), and back. */
static LLVMValueRef to_bits(Cg *cg, LLVMValueRef v, const Type *t) {
  return t->kind == TY_FLOAT ? LLVMBuildBitCast(cg->b, v, LLVMIntTypeInContext(cg->ctx, (unsigned)t->bits), "") : v;
}

static LLVMValueRef from_bits(Cg *cg, LLVMValueRef v, const Type *t) {
  return t->kind == TY_FLOAT ? LLVMBuildBitCast(cg->b, v, cg_type(cg, t), "") : v;
}

/* The operation of each row that lower_warp_op lowers (rt_warp.h). */
static int warp_op(BuiltinId id) {
  switch (id) {
  case BI_CUDA_SHFL_SYNC: return ARRC_WARP_SHFL_IDX;
  case BI_CUDA_SHFL_UP_SYNC: return ARRC_WARP_SHFL_UP;
  case BI_CUDA_SHFL_DOWN_SYNC: return ARRC_WARP_SHFL_DOWN;
  case BI_CUDA_SHFL_XOR_SYNC: return ARRC_WARP_SHFL_XOR;
  case BI_CUDA_ALL_SYNC: return ARRC_WARP_ALL;
  case BI_CUDA_ANY_SYNC: return ARRC_WARP_ANY;
  case BI_CUDA_EQ_SYNC: return ARRC_WARP_EQ;
  case BI_CUDA_BALLOT_SYNC: return ARRC_WARP_BALLOT;
  case BI_CUDA_MATCH_ANY_SYNC: return ARRC_WARP_MATCH_ANY;
  case BI_CUDA_MATCH_ALL_SYNC: return ARRC_WARP_MATCH_ALL;
  case BI_CUDA_ACTIVEMASK: return ARRC_WARP_ACTIVEMASK;
  default: return ARRC_WARP_SYNC;
  }
}

/* shfl.sync of a 32-bit value, with Numba's clamp: 0 for up (the lanes
 * below delta keep their value), 0x1f for the others (one segment of 32). */
static LLVMValueRef ptx_shuffle(Cg *cg, int op, LLVMValueRef mask, LLVMValueRef bits, LLVMValueRef b) {
  static const char *const names[] = {"llvm.nvvm.shfl.sync.idx.i32", "llvm.nvvm.shfl.sync.up.i32",
                                      "llvm.nvvm.shfl.sync.down.i32", "llvm.nvvm.shfl.sync.bfly.i32"};
  LLVMValueRef clamp = LLVMConstInt(cg->i32, op == ARRC_WARP_SHFL_UP ? 0 : 0x1f, false);
  return nvvm(cg, names[op], 4, (LLVMValueRef[]){mask, bits, b, clamp});
}

/* The GPU's instruction for a warp operation; value is the value's bits
 * (shuffles, matches) or the predicate (votes). */
static LLVMValueRef gpu_warp_op(Cg *cg, int op, LLVMValueRef mask, LLVMValueRef value, LLVMValueRef arg) {
  switch (op) {
  case ARRC_WARP_SHFL_IDX:
  case ARRC_WARP_SHFL_UP:
  case ARRC_WARP_SHFL_DOWN:
  case ARRC_WARP_SHFL_XOR: {
    if (LLVMTypeOf(value) == cg->i32)
      return ptx_shuffle(cg, op, mask, value, arg);
    /* 64 bits: the two halves shuffled alike, as Numba does. */
    LLVMValueRef lo = LLVMBuildTrunc(cg->b, value, cg->i32, "");
    LLVMValueRef hi = LLVMBuildTrunc(cg->b, LLVMBuildLShr(cg->b, value, cg_i64(cg, 32), ""), cg->i32, "");
    lo = LLVMBuildZExt(cg->b, ptx_shuffle(cg, op, mask, lo, arg), cg->i64, "");
    hi = LLVMBuildZExt(cg->b, ptx_shuffle(cg, op, mask, hi, arg), cg->i64, "");
    return LLVMBuildOr(cg->b, lo, LLVMBuildShl(cg->b, hi, cg_i64(cg, 32), ""), "");
  }
  case ARRC_WARP_ALL: return nvvm(cg, "llvm.nvvm.vote.all.sync", 2, (LLVMValueRef[]){mask, value});
  case ARRC_WARP_ANY: return nvvm(cg, "llvm.nvvm.vote.any.sync", 2, (LLVMValueRef[]){mask, value});
  case ARRC_WARP_EQ: return nvvm(cg, "llvm.nvvm.vote.uni.sync", 2, (LLVMValueRef[]){mask, value});
  case ARRC_WARP_BALLOT: return nvvm(cg, "llvm.nvvm.vote.ballot.sync", 2, (LLVMValueRef[]){mask, value});
  case ARRC_WARP_MATCH_ANY:
    return nvvm(cg, LLVMTypeOf(value) == cg->i32 ? "llvm.nvvm.match.any.sync.i32" : "llvm.nvvm.match.any.sync.i64", 2,
                (LLVMValueRef[]){mask, value});
  case ARRC_WARP_MATCH_ALL:
    return nvvm(cg, LLVMTypeOf(value) == cg->i32 ? "llvm.nvvm.match.all.sync.i32p" : "llvm.nvvm.match.all.sync.i64p",
                2, (LLVMValueRef[]){mask, value});
  case ARRC_WARP_ACTIVEMASK: return ptx_asm(cg, "activemask.b32 $0;", "=r", NULL);
  default: nvvm(cg, "llvm.nvvm.bar.warp.sync", 1, &mask); return NULL;
  }
}

/* The CPU's rendezvous (runtime/simt.c): the 64-bit result. */
static LLVMValueRef cpu_warp_op(Cg *cg, int op, LLVMValueRef mask, LLVMValueRef value, LLVMValueRef arg) {
  cg->uses_barrier = cg->uses_barrier_any = true;
  LLVMValueRef wide = value ? value : cg_i64(cg, 0);
  if (LLVMTypeOf(wide) != cg->i64)
    wide = LLVMBuildZExt(cg->b, wide, cg->i64, "");
  return cg_call_rt(cg, "arrc_simt_warp", cg->i64, 5,
                    (LLVMValueRef[]){cg->thread, LLVMConstInt(cg->i32, (unsigned)op, false), mask, wide,
                                     arg ? arg : LLVMConstInt(cg->i32, 0, false)});
}

/* Every warp operation: shuffles, votes, matches, activemask, syncwarp. */
LLVMValueRef lower_warp_op(Cg *cg, const Instr *call, BuiltinId id) {
  int op = warp_op(id);
  LLVMValueRef mask = nargs(call) > 0 ? arg_as(cg, call, 0, ty_uint32) : LLVMConstInt(cg->i32, 0xffffffffu, false);
  LLVMValueRef value = NULL, arg = NULL;
  const Type *vt = NULL;
  bool shuffle = op <= ARRC_WARP_SHFL_XOR;
  if (shuffle || op == ARRC_WARP_MATCH_ANY || op == ARRC_WARP_MATCH_ALL) {
    vt = warp_exchanged_type(arg_instr(call, 1)->type);
    value = to_bits(cg, arg_as(cg, call, 1, vt), vt);
    if (shuffle)
      arg = arg_as(cg, call, 2, ty_int32);
  } else if (op >= ARRC_WARP_ALL && op <= ARRC_WARP_BALLOT) {
    const Instr *p = arg_instr(call, 1);
    value = cg_truth(cg, cg_value(cg, p), p->type, call->loc);
  }
  if (cg->ptx) {
    LLVMValueRef r = gpu_warp_op(cg, op, mask, value, arg);
    if (shuffle)
      return from_bits(cg, r, vt);
    if (op != ARRC_WARP_MATCH_ALL)
      return r;
    LLVMValueRef tup = LLVMGetUndef(cg_type(cg, call->type));
    tup = LLVMBuildInsertValue(cg->b, tup, LLVMBuildExtractValue(cg->b, r, 0, ""), 0, "");
    return LLVMBuildInsertValue(cg->b, tup, LLVMBuildExtractValue(cg->b, r, 1, ""), 1, "");
  }
  LLVMValueRef r = cpu_warp_op(cg, op, mask, value, arg);
  switch (op) {
  case ARRC_WARP_SYNC: return NULL;
  case ARRC_WARP_ALL:
  case ARRC_WARP_ANY:
  case ARRC_WARP_EQ: return LLVMBuildTrunc(cg->b, r, cg->i1, "");
  case ARRC_WARP_MATCH_ALL: {
    LLVMValueRef tup = LLVMGetUndef(cg_type(cg, call->type));
    tup = LLVMBuildInsertValue(cg->b, tup, LLVMBuildTrunc(cg->b, r, cg->i32, ""), 0, "");
    LLVMValueRef all = LLVMBuildTrunc(cg->b, LLVMBuildLShr(cg->b, r, cg_i64(cg, 32), ""), cg->i1, "");
    return LLVMBuildInsertValue(cg->b, tup, all, 1, "");
  }
  default:
    if (shuffle)
      return from_bits(cg, LLVMTypeOf(value) == cg->i64 ? r : LLVMBuildTrunc(cg->b, r, cg->i32, ""), vt);
    return LLVMBuildTrunc(cg->b, r, cg->i32, "");
  }
}

/* cuda.lanemask_lt(): the lanes below this one. */
LLVMValueRef lower_lanemask_lt(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  if (cg->ptx)
    return ptx_asm(cg, "mov.u32 $0, %lanemask_lt;", "=r", NULL);
  LLVMValueRef lane = LLVMBuildTrunc(cg->b, LLVMBuildSRem(cg->b, linear_tid(cg), cg_i64(cg, 32), ""), cg->i32, "");
  LLVMValueRef bit = LLVMBuildShl(cg->b, LLVMConstInt(cg->i32, 1, false), lane, "");
  return LLVMBuildSub(cg->b, bit, LLVMConstInt(cg->i32, 1, false), "");
}

/* cuda.syncthreads_count(p), syncthreads_and(p), syncthreads_or(p): a
 * barrier that counts the threads whose int32 predicate is non-zero. */
LLVMValueRef lower_syncthreads_vote(Cg *cg, const Instr *call, BuiltinId id) {
  cg->uses_barrier = cg->uses_barrier_any = true;
  LLVMValueRef pred = arg_as(cg, call, 0, ty_int32);
  if (cg->ptx) {
    const char *name = id == BI_CUDA_SYNCTHREADS_COUNT ? "llvm.nvvm.barrier0.popc"
                       : id == BI_CUDA_SYNCTHREADS_AND ? "llvm.nvvm.barrier0.and"
                                                       : "llvm.nvvm.barrier0.or";
    return nvvm(cg, name, 1, &pred);
  }
  LLVMValueRef r = cg_call_rt(cg, "arrc_simt_barrier_count", cg->i64, 2, (LLVMValueRef[]){cg->thread, pred});
  LLVMValueRef count = LLVMBuildTrunc(cg->b, r, cg->i32, "");
  LLVMValueRef reached = LLVMBuildTrunc(cg->b, LLVMBuildLShr(cg->b, r, cg_i64(cg, 32), ""), cg->i32, "");
  if (id == BI_CUDA_SYNCTHREADS_COUNT)
    return count;
  LLVMValueRef test = id == BI_CUDA_SYNCTHREADS_AND ? LLVMBuildICmp(cg->b, LLVMIntEQ, count, reached, "")
                                                    : LLVMBuildICmp(cg->b, LLVMIntNE, count, LLVMConstInt(cg->i32, 0, false), "");
  return LLVMBuildZExt(cg->b, test, cg->i32, "");
}

/* cuda.popc, clz, brev and ffs: LLVM's bit intrinsics (NVPTX selects
 * popc, clz and brev), on both targets. ffs is 1 + the trailing zeros,
 * 0 for 0, as libdevice's __nv_ffs and __nv_ffsll. */
LLVMValueRef lower_bit_op(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *at = arg_instr(call, 0)->type, *t = call->type;
  LLVMValueRef x = arg_as(cg, call, 0, at);
  LLVMValueRef no = LLVMConstInt(cg->i1, 0, false);
  switch (id) {
  case BI_CUDA_POPC: return int_intrinsic(cg, "llvm.ctpop", cg_type(cg, t), 1, &x);
  case BI_CUDA_CLZ: return int_intrinsic(cg, "llvm.ctlz", cg_type(cg, t), 2, (LLVMValueRef[]){x, no});
  case BI_CUDA_BREV:
    x = cg_convert(cg, x, at, t);
    return int_intrinsic(cg, "llvm.bitreverse", cg_type(cg, t), 1, &x);
  default: {
    if (at->bits < 32) {
      at = ty_int32;
      x = arg_as(cg, call, 0, at);
    }
    LLVMTypeRef xt = LLVMTypeOf(x);
    LLVMValueRef tz = int_intrinsic(cg, "llvm.cttz", xt, 2, (LLVMValueRef[]){x, LLVMConstInt(cg->i1, 1, false)});
    LLVMValueRef pos = LLVMBuildAdd(cg->b, tz, LLVMConstInt(xt, 1, false), "");
    LLVMValueRef zero = LLVMBuildICmp(cg->b, LLVMIntEQ, x, LLVMConstInt(xt, 0, false), "");
    pos = LLVMBuildSelect(cg->b, zero, LLVMConstInt(xt, 0, false), pos, "");
    return xt == cg->i32 ? pos : LLVMBuildTrunc(cg->b, pos, cg->i32, "");
  }
  }
}

/* cuda.cbrt(x): the C library's cbrt on the CPU, libdevice's on the GPU. */
LLVMValueRef lower_cuda_cbrt(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type;
  bool f32 = t == ty_float32;
  const char *name = cg->ptx ? (f32 ? "__nv_cbrtf" : "__nv_cbrt") : (f32 ? "cbrtf" : "cbrt");
  LLVMValueRef x = arg_as(cg, call, 0, t);
  return cg_call_rt(cg, name, cg_type(cg, t), 1, &x);
}

/* cuda.selp(test, a, b): a when test holds, else b. */
LLVMValueRef lower_selp(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *test = arg_instr(call, 0);
  LLVMValueRef cond = cg_truth(cg, cg_value(cg, test), test->type, call->loc);
  return LLVMBuildSelect(cg->b, cond, arg_as(cg, call, 1, call->type), arg_as(cg, call, 2, call->type), "");
}

/* cuda.nanosleep(ns): the GPU's nanosleep; on the CPU the block's threads
 * share one core, so sleeping would only delay the others: nothing. */
LLVMValueRef lower_nanosleep(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef ns = arg_as(cg, call, 0, ty_uint32);
  if (cg->ptx)
    ptx_asm(cg, "nanosleep.u32 $0;", "r", ns);
  return NULL;
}
