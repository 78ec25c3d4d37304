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
#include <stdio.h>
#include <string.h>

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

/* ---- cooperative groups ------------------------------------------------- */

int32_t cg_kernel_features(const Func *f, PtrMap *seen) {
  if (ptrmap_get(seen, f))
    return 0;
  ptrmap_put(seen, f, (void *)f);
  int32_t bits = 0;
  for (const Block *b = f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next) {
      if (i->op != IR_CALL)
        continue;
      if (i->callee) {
        bits |= cg_kernel_features(i->callee, seen);
        continue;
      }
      BuiltinId id = ir_called_builtin(i);
      bits |= id == BI_GRID_SYNC ? ARRC_KERNEL_GRID_SYNC : id == BI_PRINT ? ARRC_KERNEL_PRINTS : 0;
    }
  return bits;
}

/* cuda.cg.this_grid(): the grid group has no run-time data. */
LLVMValueRef lower_this_grid(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  return LLVMConstInt(cg->i8, 0, false);
}

/* grid.sync() on the CPU: the grid's threads are fibers of one worker
 * (runtime/simt.c), and this one waits for all the others. */
LLVMValueRef lower_grid_sync_cpu(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  cg_call_rt(cg, "arrc_simt_grid_sync", cg->void_, 1, &cg->thread);
  return NULL;
}

static LLVMValueRef sreg(Cg *cg, const char *name) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0);
  return LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), f, NULL, 0, "");
}

/* A volatile load of a barrier word: ld.volatile, never cached or hoisted
 * out of the waiting loop. */
static LLVMValueRef volatile_load_i32(Cg *cg, LLVMValueRef p) {
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->i32, p, "");
  LLVMSetVolatile(v, true);
  LLVMSetAlignment(v, 4);
  return v;
}

/* __threadfence(): membar.gl (NVPTX selects no LLVM fence instruction). */
static void gpu_fence(Cg *cg) {
  static const char name[] = "llvm.nvvm.membar.gl";
  unsigned id = LLVMLookupIntrinsicID(name, sizeof name - 1);
  LLVMBuildCall2(cg->b, LLVMIntrinsicGetType(cg->ctx, id, NULL, 0), LLVMGetIntrinsicDeclaration(cg->mod, id, NULL, 0),
                 NULL, 0, "");
}

/* The GPU's grid barrier, made once per module: the function
 * arrc.grid_sync over a counter and a generation in global memory, as
 * CUDA's cooperative groups build it. The block meets at bar.sync; its
 * first thread reads the generation, fences, and counts its block in; the
 * last block to arrive resets the count and advances the generation, for
 * which the others' first threads wait; then the block meets again. The
 * cooperative launch guarantees that all blocks are resident, so the
 * waiting cannot starve the others. */
static LLVMValueRef grid_sync_function(Cg *cg) {
  static const char name[] = "arrc.grid_sync";
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
  if (fn)
    return fn;
  LLVMTypeRef fty = LLVMFunctionType(cg->void_, NULL, 0, false);
  fn = LLVMAddFunction(cg->mod, name, fty);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMTypeRef words = LLVMArrayType(cg->i32, 2);
  LLVMValueRef state = LLVMAddGlobalInAddressSpace(cg->mod, words, "arrc.grid_barrier", 1);
  LLVMSetInitializer(state, LLVMConstNull(words));
  LLVMSetLinkage(state, LLVMInternalLinkage);
  LLVMSetAlignment(state, 8);

  LLVMBuilderRef saved = cg->b;
  cg->b = LLVMCreateBuilderInContext(cg->ctx);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(cg->ctx, fn, "entry");
  LLVMBasicBlockRef leader = LLVMAppendBasicBlockInContext(cg->ctx, fn, "leader");
  LLVMBasicBlockRef last = LLVMAppendBasicBlockInContext(cg->ctx, fn, "last");
  LLVMBasicBlockRef wait = LLVMAppendBasicBlockInContext(cg->ctx, fn, "wait");
  LLVMBasicBlockRef tail = LLVMAppendBasicBlockInContext(cg->ctx, fn, "tail");
  LLVMPositionBuilderAtEnd(cg->b, entry);
  unsigned bar = LLVMLookupIntrinsicID("llvm.nvvm.barrier0", strlen("llvm.nvvm.barrier0"));
  LLVMValueRef barrier = LLVMGetIntrinsicDeclaration(cg->mod, bar, NULL, 0);
  LLVMTypeRef barrier_type = LLVMIntrinsicGetType(cg->ctx, bar, NULL, 0);
  LLVMBuildCall2(cg->b, barrier_type, barrier, NULL, 0, "");
  LLVMValueRef tids = LLVMBuildOr(cg->b, sreg(cg, "llvm.nvvm.read.ptx.sreg.tid.x"),
                                  LLVMBuildOr(cg->b, sreg(cg, "llvm.nvvm.read.ptx.sreg.tid.y"),
                                              sreg(cg, "llvm.nvvm.read.ptx.sreg.tid.z"), ""), "");
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, tids, LLVMConstInt(cg->i32, 0, false), ""), leader, tail);

  LLVMPositionBuilderAtEnd(cg->b, leader);
  LLVMValueRef count = LLVMBuildGEP2(cg->b, words, state, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, 0)}, 2, "");
  LLVMValueRef generation = LLVMBuildGEP2(cg->b, words, state, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, 1)}, 2, "");
  LLVMValueRef blocks = LLVMBuildMul(cg->b, sreg(cg, "llvm.nvvm.read.ptx.sreg.nctaid.x"),
                                     LLVMBuildMul(cg->b, sreg(cg, "llvm.nvvm.read.ptx.sreg.nctaid.y"),
                                                  sreg(cg, "llvm.nvvm.read.ptx.sreg.nctaid.z"), ""), "");
  LLVMValueRef gen = volatile_load_i32(cg, generation);
  gpu_fence(cg);
  LLVMValueRef arrived = LLVMBuildAtomicRMW(cg->b, LLVMAtomicRMWBinOpAdd, count, LLVMConstInt(cg->i32, 1, false),
                                            LLVMAtomicOrderingMonotonic, false);
  LLVMValueRef is_last = LLVMBuildICmp(cg->b, LLVMIntEQ, arrived,
                                       LLVMBuildSub(cg->b, blocks, LLVMConstInt(cg->i32, 1, false), ""), "");
  LLVMBuildCondBr(cg->b, is_last, last, wait);

  LLVMPositionBuilderAtEnd(cg->b, last);
  LLVMBuildAtomicRMW(cg->b, LLVMAtomicRMWBinOpXchg, count, LLVMConstInt(cg->i32, 0, false),
                     LLVMAtomicOrderingMonotonic, false);
  gpu_fence(cg);
  LLVMBuildAtomicRMW(cg->b, LLVMAtomicRMWBinOpAdd, generation, LLVMConstInt(cg->i32, 1, false),
                     LLVMAtomicOrderingMonotonic, false);
  LLVMBuildBr(cg->b, tail);

  LLVMPositionBuilderAtEnd(cg->b, wait);
  LLVMValueRef now = volatile_load_i32(cg, generation);
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntEQ, now, gen, ""), wait, tail);

  LLVMPositionBuilderAtEnd(cg->b, tail);
  gpu_fence(cg);
  LLVMBuildCall2(cg->b, barrier_type, barrier, NULL, 0, "");
  LLVMBuildRetVoid(cg->b);
  LLVMDisposeBuilder(cg->b);
  cg->b = saved;
  return fn;
}

LLVMValueRef lower_grid_sync_gpu(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call, (void)id;
  LLVMBuildCall2(cg->b, LLVMFunctionType(cg->void_, NULL, 0, false), grid_sync_function(cg), NULL, 0, "");
  return NULL;
}

/* ---- constant memory ------------------------------------------------------ */

/* Appends the constant leaves of a nested TUPLE, in C order, as values of
 * the LLVM type et; false when one is not a constant number. */
static bool table_values(Cg *cg, const Instr *e, const Type *elem, LLVMTypeRef et, LLVMValueRef *out, int *n) {
  e = ir_resolve(e);
  if (e->type->kind == TY_TUPLE) {
    if (e->op != IR_TUPLE)
      return false;
    for (int k = 0; k < e->ops.len; k++)
      if (!table_values(cg, e->ops.v[k], elem, et, out, n))
        return false;
    return true;
  }
  NumValue v;
  if (!infer_const_number(e, &v) || !v.known)
    return false;
  bool from_float = e->type->kind == TY_FLOAT;
  if (elem->kind == TY_FLOAT)
    out[(*n)++] = LLVMConstReal(et, from_float ? v.re : elem->bits == 32 ? (double)(float)v.i : (double)v.i);
  else if (elem->kind == TY_BOOL)
    out[(*n)++] = LLVMConstInt(et, from_float ? v.re != 0 : v.i != 0, false);
  else
    out[(*n)++] = LLVMConstInt(et, (unsigned long long)(from_float ? (int64_t)v.re : v.i), elem->is_signed);
  return true;
}

/* cuda.const.array_like: an array argument as it is; a global constant
 * table (ir/build_kapi.c) as constant data, in the GPU's constant memory
 * (.const, address space 4) on the GPU, a read-only global on the CPU,
 * under an immortal array header. */
LLVMValueRef lower_const_table(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *table = arg_instr(call, 0);
  if (table->type->kind == TY_ARRAY)
    return cg_value(cg, table);
  const Type *t = call->type;
  int64_t shape[TYPE_MAX_NDIM], count = 1;
  const Type *level = table->type;
  for (int k = 0; k < t->ndim; k++, level = level->elems[0]) {
    shape[k] = level->n;
    count *= level->n;
  }
  LLVMTypeRef et = t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem);
  LLVMValueRef *values = arena_alloc(cg->m->arena, (size_t)count * sizeof *values);
  int n = 0;
  if (!table_values(cg, table, t->elem, et, values, &n) || n != count) {
    cg_unsupported(cg, call->loc, "cuda.const.array_like() of elements that are not constant numbers is not "
                   "supported by the code generator yet");
    return LLVMGetUndef(cg->ptr);
  }
  LLVMTypeRef at = LLVMArrayType(et, (unsigned)count);
  LLVMValueRef g = cg->ptx ? LLVMAddGlobalInAddressSpace(cg->mod, at, "arrc.const", 4) : LLVMAddGlobal(cg->mod, at, "arrc.const");
  LLVMSetInitializer(g, LLVMConstArray(et, values, (unsigned)count));
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetAlignment(g, 16);
  LLVMValueRef data = cg->ptx ? LLVMBuildAddrSpaceCast(cg->b, g, cg->ptr, "") : g;
  return cg_stack_array_header(cg, t, data, shape);
}

/* ---- numba.cuda.libdevice --------------------------------------------------- */

static LLVMTypeRef libdevice_llvm_type(Cg *cg, char code) {
  return code == 'v' ? cg->void_ : cg_type(cg, kapi_libdevice_type(code));
}

/* libdevice.NAME(args): a call of libdevice's __nv_NAME on the GPU, and on
 * the CPU of the C library's function or runtime/kapi.c's (with the
 * rounding mode as a last argument); the values stored through pointers
 * come back in the call's tuple. */
/* The integer-to-float conversions that round toward zero, as the PTX
 * instruction itself: LLVM 19's NVPTX instcombine rewrites libdevice's
 * llvm.nvvm.i2f.rz (and ui2f, ll2f, ull2f, ll2d, ull2d) into sitofp or
 * uitofp, which round to nearest, so calling __nv_int2float_rz gave
 * int2float_rn's result on a GPU. NULL for every other function. */
static const char *round_toward_zero_cvt(BuiltinId id, const char **constraints) {
  static const struct {
    BuiltinId id;
    const char *cvt, *constraints;
  } table[] = {
      {BI_LD_INT2FLOAT_RZ, "cvt.rz.f32.s32 $0, $1;", "=f,r"},
      {BI_LD_UINT2FLOAT_RZ, "cvt.rz.f32.u32 $0, $1;", "=f,r"},
      {BI_LD_LL2FLOAT_RZ, "cvt.rz.f32.s64 $0, $1;", "=f,l"},
      {BI_LD_ULL2FLOAT_RZ, "cvt.rz.f32.u64 $0, $1;", "=f,l"},
      {BI_LD_LL2DOUBLE_RZ, "cvt.rz.f64.s64 $0, $1;", "=d,l"},
      {BI_LD_ULL2DOUBLE_RZ, "cvt.rz.f64.u64 $0, $1;", "=d,l"},
  };
  for (size_t k = 0; k < sizeof table / sizeof table[0]; k++)
    if (table[k].id == id) {
      *constraints = table[k].constraints;
      return table[k].cvt;
    }
  return NULL;
}

LLVMValueRef lower_libdevice(Cg *cg, const Instr *call, BuiltinId id) {
  const LibdeviceRow *row = kapi_libdevice_row(id);
  const char *constraints = NULL, *cvt = cg->ptx ? round_toward_zero_cvt(id, &constraints) : NULL;
  if (cvt) {
    const Instr *a = arg_instr(call, 0);
    const Type *in = kapi_libdevice_type(row->params[0]);
    LLVMValueRef x = cg_convert(cg, cg_value(cg, a), a->type, in);
    LLVMTypeRef ret = libdevice_llvm_type(cg, row->ret), param = cg_type(cg, in);
    LLVMTypeRef fty = LLVMFunctionType(ret, &param, 1, false);
    LLVMValueRef fn = LLVMGetInlineAsm(fty, (char *)cvt, strlen(cvt), (char *)constraints, strlen(constraints),
                                       false, false, LLVMInlineAsmDialectATT, false);
    return LLVMBuildCall2(cg->b, fty, fn, &x, 1, "");
  }
  LLVMTypeRef params[8];
  LLVMValueRef args[8], outs[4];
  const Type *out_types[4];
  int np = 0, nouts = 0, arg = 0;
  for (const char *p = row->params; *p; p++) {
    const Type *t = kapi_libdevice_type(*p);
    if (p[1] == '*') {
      out_types[nouts] = t;
      outs[nouts] = cg_alloca(cg, cg_type(cg, t), "ld.out");
      params[np] = cg->ptr;
      args[np++] = outs[nouts++];
      p++;
      continue;
    }
    const Instr *a = arg_instr(call, arg++);
    params[np] = cg_type(cg, t);
    args[np++] = cg_convert(cg, cg_value(cg, a), a->type, t);
  }
  if (!cg->ptx && row->mode >= 0) {
    params[np] = cg->i32;
    args[np++] = LLVMConstInt(cg->i32, (unsigned)row->mode, false);
  }
  char name[64];
  snprintf(name, sizeof name, "%s%s", cg->ptx ? "__nv_" : "", cg->ptx ? row->name : row->cpu);
  LLVMTypeRef fty = LLVMFunctionType(libdevice_llvm_type(cg, row->ret), params, (unsigned)np, false);
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, name);
  if (!fn)
    fn = LLVMAddFunction(cg->mod, name, fty);
  LLVMValueRef r = LLVMBuildCall2(cg->b, fty, fn, args, (unsigned)np, "");
  if (!nouts)
    return r;
  LLVMValueRef tuple = LLVMGetUndef(cg_type(cg, call->type));
  unsigned k = 0;
  if (row->ret != 'v')
    tuple = LLVMBuildInsertValue(cg->b, tuple, r, k++, "");
  for (int j = 0; j < nouts; j++)
    tuple = LLVMBuildInsertValue(cg->b, tuple, LLVMBuildLoad2(cg->b, cg_type(cg, out_types[j]), outs[j], ""), k++, "");
  return tuple;
}

/* ---- print --------------------------------------------------------------- */

/* print(args) on the GPU, as Numba CUDA lowers it: one vprintf of a format
 * of "%lld" (signed integers, as int64), "%llu" (unsigned, as uint64), "%f"
 * (floats, as double) and the string literals themselves, separated by
 * spaces and ended by a newline, with the values in a record on the
 * stack. The CPU path prints as the simulator does (lower_print). */
LLVMValueRef lower_kernel_print(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  int n = nargs(call);
  char *fmt = arena_alloc(cg->m->arena, 16);
  size_t len = 0, cap = 16;
  LLVMTypeRef fields[32];
  LLVMValueRef values[32];
  int nv = 0;
  for (int k = 0; k < n; k++) {
    const Instr *a = arg_instr(call, k);
    const char *piece;
    size_t plen;
    char *escaped = NULL;
    if (a->type->kind == TY_STR) {
      /* A literal: its text, with % doubled for printf. */
      escaped = arena_alloc(cg->m->arena, 2 * a->imm.str.len + 1);
      size_t e = 0;
      for (size_t j = 0; j < a->imm.str.len; j++) {
        if (a->imm.str.s[j] == '%')
          escaped[e++] = '%';
        escaped[e++] = a->imm.str.s[j];
      }
      escaped[e] = '\0';
      piece = escaped;
      plen = e;
    } else if (a->type->kind == TY_FLOAT) {
      piece = "%f";
      plen = 2;
      fields[nv] = cg->f64;
      values[nv++] = cg_convert(cg, cg_value(cg, a), a->type, ty_float64);
    } else {
      bool is_unsigned = a->type->kind == TY_INT && !a->type->is_signed;
      piece = is_unsigned ? "%llu" : "%lld";
      plen = 4;
      fields[nv] = cg->i64;
      values[nv++] = cg_convert(cg, cg_value(cg, a), a->type, is_unsigned ? ty_uint64 : ty_int64);
    }
    while (len + plen + 3 > cap) {
      char *bigger = arena_alloc(cg->m->arena, cap * 2);
      memcpy(bigger, fmt, len);
      fmt = bigger;
      cap *= 2;
    }
    if (k)
      fmt[len++] = ' ';
    memcpy(fmt + len, piece, plen);
    len += plen;
  }
  fmt[len++] = '\n';
  fmt[len] = '\0';
  LLVMValueRef text = LLVMConstStringInContext(cg->ctx, fmt, (unsigned)len, false);
  LLVMValueRef g = LLVMAddGlobalInAddressSpace(cg->mod, LLVMTypeOf(text), "arrc.printf", 4);
  LLVMSetInitializer(g, text);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMValueRef record = LLVMConstNull(cg->ptr);
  if (nv) {
    LLVMTypeRef st = LLVMStructTypeInContext(cg->ctx, fields, (unsigned)nv, false);
    record = cg_alloca(cg, st, "printf.args");
    for (int j = 0; j < nv; j++)
      LLVMBuildStore(cg->b, values[j], LLVMBuildStructGEP2(cg->b, st, record, (unsigned)j, ""));
  }
  LLVMTypeRef fty = LLVMFunctionType(cg->i32, (LLVMTypeRef[]){cg->ptr, cg->ptr}, 2, false);
  LLVMValueRef vprintf = LLVMGetNamedFunction(cg->mod, "vprintf");
  if (!vprintf)
    vprintf = LLVMAddFunction(cg->mod, "vprintf", fty);
  LLVMBuildCall2(cg->b, fty, vprintf, (LLVMValueRef[]){LLVMBuildAddrSpaceCast(cg->b, g, cg->ptr, ""), record}, 2, "");
  return NULL;
}

/* ---- numba.cuda.random ------------------------------------------------------ */

/* init_xoroshiro128p_states(states, seed, subsequence_start, stream): the
 * runtime seeds the states on the host and copies them over (the copy is
 * synchronous, so the stream does not matter). */
LLVMValueRef lower_rng_init(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef args[4];
  args[0] = cg_value(cg, arg_instr(call, 0));
  for (int k = 1; k < 3; k++) {
    const Instr *v = k < nargs(call) ? arg_instr(call, k) : NULL;
    args[k] = v ? cg_convert(cg, cg_value(cg, v), v->type, ty_int64) : cg_i64(cg, 0);
  }
  args[3] = cg_loc(cg, call->loc);
  cg_call_rt(cg, "arrc_xoroshiro_init_states", cg->void_, 4, args);
  return NULL;
}
