/* Lowerings of the CUDA kernel API of issue 16's kernel part (typing rules
 * in ir/type_kapi.c): the cuda.atomic operations.
 *
 * An atomic is one LLVM atomic instruction where LLVM has Numba's
 * operation (add, sub, the bitwise ones, exch, integer max and min, inc
 * and dec as uinc_wrap and udec_wrap, which are CUDA's atomicInc and
 * atomicDec), and otherwise the compare-and-swap loop Numba's own
 * implementation uses (numba/cuda/cudadrv/nvvm.py), so that floats follow
 * Numba's NaN rules rather than LLVM's fmax: max and min leave the element
 * alone when it or the value is NaN, nanmax and nanmin replace a NaN
 * element and ignore a NaN value. The same instructions serve both paths:
 * on the CPU they are the processor's atomics, which the blocks that run
 * at once on several workers need; on the GPU NVPTX makes them atom.*. */
#include "lower.h"
#include "type_kapi.h"

static const LLVMAtomicOrdering ORDER = LLVMAtomicOrderingSequentiallyConsistent;

/* The element pointer an atomic works on and its value operand, converted
 * to the element type. */
static LLVMValueRef atomic_target(Cg *cg, const Instr *call, const Type **elem, LLVMValueRef *val) {
  const Instr *a = arg_instr(call, 0), *ix = arg_instr(call, 1), *v = arg_instr(call, 2);
  *elem = a->type->elem;
  *val = cg_convert(cg, cg_value(cg, v), v->type, *elem);
  return cg_element_ptr(cg, a->type, cg_value(cg, a), ix, call->loc);
}

/* Numba's float max, min, nanmax and nanmin: a compare-and-swap loop on
 * the element's bits, which returns the value first loaded. */
static LLVMValueRef float_minmax(Cg *cg, KapiAtomic op, const Type *et, LLVMValueRef p, LLVMValueRef val) {
  LLVMTypeRef ft = cg_type(cg, et), it = LLVMIntTypeInContext(cg->ctx, (unsigned)et->bits);
  LLVMBasicBlockRef entry = LLVMGetInsertBlock(cg->b);
  LLVMBasicBlockRef check = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "atomic.check");
  LLVMBasicBlockRef attempt = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "atomic.attempt");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "atomic.done");
  LLVMValueRef first = LLVMBuildLoad2(cg->b, ft, p, "");
  LLVMSetOrdering(first, LLVMAtomicOrderingMonotonic);
  LLVMSetAlignment(first, (unsigned)et->bits / 8);
  bool nan_aware = op == KAPI_ATOMIC_NANMAX || op == KAPI_ATOMIC_NANMIN;
  /* max and min stop when either is NaN, nanmax and nanmin when val is. */
  LLVMValueRef stop = LLVMBuildFCmp(cg->b, LLVMRealUNO, val, nan_aware ? val : first, "");
  LLVMBuildCondBr(cg->b, stop, done, check);

  LLVMPositionBuilderAtEnd(cg->b, check);
  LLVMValueRef cur = LLVMBuildPhi(cg->b, ft, "");
  bool is_max = op == KAPI_ATOMIC_MAX || op == KAPI_ATOMIC_NANMAX;
  /* Swap while the element is below val (max) or above it (min); the
   * nan-aware forms also while the element is NaN (unordered compares). */
  LLVMRealPredicate pred = is_max ? (nan_aware ? LLVMRealULT : LLVMRealOLT) : (nan_aware ? LLVMRealUGT : LLVMRealOGT);
  LLVMBuildCondBr(cg->b, LLVMBuildFCmp(cg->b, pred, cur, val, ""), attempt, done);

  LLVMPositionBuilderAtEnd(cg->b, attempt);
  LLVMValueRef pair = LLVMBuildAtomicCmpXchg(cg->b, p, LLVMBuildBitCast(cg->b, cur, it, ""),
                                             LLVMBuildBitCast(cg->b, val, it, ""), ORDER, ORDER, false);
  LLVMValueRef seen = LLVMBuildBitCast(cg->b, LLVMBuildExtractValue(cg->b, pair, 0, ""), ft, "");
  LLVMBuildBr(cg->b, check);
  LLVMAddIncoming(cur, (LLVMValueRef[]){first, seen}, (LLVMBasicBlockRef[]){entry, attempt}, 2);

  LLVMPositionBuilderAtEnd(cg->b, done);
  return first;
}

static LLVMAtomicRMWBinOp integer_op(KapiAtomic op, bool is_signed) {
  switch (op) {
  case KAPI_ATOMIC_ADD: return LLVMAtomicRMWBinOpAdd;
  case KAPI_ATOMIC_SUB: return LLVMAtomicRMWBinOpSub;
  case KAPI_ATOMIC_AND: return LLVMAtomicRMWBinOpAnd;
  case KAPI_ATOMIC_OR: return LLVMAtomicRMWBinOpOr;
  case KAPI_ATOMIC_XOR: return LLVMAtomicRMWBinOpXor;
  case KAPI_ATOMIC_INC: return LLVMAtomicRMWBinOpUIncWrap;
  case KAPI_ATOMIC_DEC: return LLVMAtomicRMWBinOpUDecWrap;
  case KAPI_ATOMIC_MAX: case KAPI_ATOMIC_NANMAX: return is_signed ? LLVMAtomicRMWBinOpMax : LLVMAtomicRMWBinOpUMax;
  case KAPI_ATOMIC_MIN: case KAPI_ATOMIC_NANMIN: return is_signed ? LLVMAtomicRMWBinOpMin : LLVMAtomicRMWBinOpUMin;
  default: return LLVMAtomicRMWBinOpXchg;
  }
}

/* cuda.atomic.OP(ary, idx, val) -> the element's old value. */
LLVMValueRef lower_kernel_atomic(Cg *cg, const Instr *call, BuiltinId id) {
  KapiAtomic op = kapi_atomic_op(id);
  if (op == KAPI_ATOMIC_CAS_FIRST) {
    /* compare_and_swap(ary, old, val) works on ary[0], as Numba's does. */
    const Instr *a = arg_instr(call, 0), *old = arg_instr(call, 1), *v = arg_instr(call, 2);
    const Type *et = a->type->elem;
    LLVMValueRef p = cg_array_data(cg, cg_value(cg, a));
    LLVMValueRef pair = LLVMBuildAtomicCmpXchg(cg->b, p, cg_convert(cg, cg_value(cg, old), old->type, et),
                                               cg_convert(cg, cg_value(cg, v), v->type, et), ORDER, ORDER, false);
    return LLVMBuildExtractValue(cg->b, pair, 0, "");
  }
  const Type *et;
  LLVMValueRef val, p = atomic_target(cg, call, &et, &val);
  if (et->kind == TY_FLOAT) {
    if (op == KAPI_ATOMIC_ADD || op == KAPI_ATOMIC_SUB)
      return LLVMBuildAtomicRMW(cg->b, op == KAPI_ATOMIC_ADD ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpFSub, p, val,
                                ORDER, false);
    return float_minmax(cg, op, et, p, val);
  }
  return LLVMBuildAtomicRMW(cg->b, integer_op(op, et->is_signed), p, val, ORDER, false);
}
