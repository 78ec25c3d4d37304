/* The lowerings of the CUDA host API of issue 16 (ir/type_cudahost.c types
 * them; runtime/cudahost.c runs them): kernel.forall launches, @cuda.reduce
 * reductions, device array methods, the allocators of host memory for the
 * device, streams, events and the device objects. Each is a runtime call,
 * the reduction a loop over the array that calls the binary function. */
#include "lower.h"
#include "type_cudahost.h"

LLVMValueRef lower_cudahost_nothing(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return lower_failed(cg, call);
}

/* kernel.forall(ntasks, tpb=0, stream=0, sharedmem=0)(args): call is the
 * launch, its callee the forall call. */
LLVMValueRef cg_forall_launch(Cg *cg, const Instr *call, LLVMValueRef args) {
  const Instr *forall = ir_resolve(call->ops.v[0]);
  LLVMValueRef v[4] = {cg_i64(cg, 0), cg_i64(cg, 0), LLVMConstNull(cg->ptr), cg_i64(cg, 0)};
  for (int k = 0; k < nargs(forall); k++) {
    const Instr *a = arg_instr(forall, k);
    if (k == 2)
      v[k] = a->type == ty_stream ? cg_value(cg, a) : LLVMConstNull(cg->ptr);
    else
      v[k] = cg_convert(cg, cg_value(cg, a), a->type, ty_int64);
  }
  cg_call_rt(cg, "arrc_launch_forall", cg->void_, 7,
             (LLVMValueRef[]){cg_kernel_record(cg, call->callee), v[0], v[1], v[2], v[3], args, cg_loc(cg, call->loc)});
  return NULL;
}

/* ---- @cuda.reduce --------------------------------------------------------- */

/* The argument of a reduction named name (at position pos when given so). */
static const Instr *reduce_arg(const Instr *call, int pos, const char *name) {
  if (pos < nargs(call))
    return arg_instr(call, pos);
  const Instr *a = kwarg(call, name);
  return a && a->type->kind != TY_NONE ? a : NULL;
}

/* sum_reduce(arr, size=None, res=None, init=0): a left fold of the binary
 * function from init over the elements, in the type NumPy's scalars give
 * the running value, as the simulator's functools.reduce computes it (a
 * GPU's tree of partial results in the array's dtype would round floats
 * differently). The elements come to the host first on the GPU path. */
LLVMValueRef cg_cuda_reduce(Cg *cg, const Instr *call) {
  const Func *f = call->callee;
  LLVMValueRef fn = cg_function(cg, f);
  const Instr *arr = reduce_arg(call, 0, "arr"), *size = reduce_arg(call, 1, "size"),
              *res = reduce_arg(call, 2, "res"), *init = reduce_arg(call, 3, "init");
  const Type *elem = arr->type->elem, *acct = f->param_types[0];
  LLVMTypeRef et = cg_type(cg, elem), st = elem->kind == TY_BOOL ? cg->i8 : et, at = cg_type(cg, acct);
  LLVMValueRef loc = cg_loc(cg, call->loc);
  LLVMValueRef h = cg_call_rt(cg, "arrc_copy_to_host", cg->ptr, 4,
                              (LLVMValueRef[]){cg_value(cg, arr), LLVMConstNull(cg->ptr), LLVMConstNull(cg->ptr), loc});
  LLVMValueRef n = cg_array_dim(cg, h, 0);
  if (size) {
    LLVMValueRef s = cg_convert(cg, cg_value(cg, size), size->type, ty_int64);
    LLVMValueRef smaller = LLVMBuildAnd(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, s, cg_i64(cg, 0), ""),
                                        LLVMBuildICmp(cg->b, LLVMIntSLT, s, n, ""), "");
    n = LLVMBuildSelect(cg->b, smaller, s, n, "");
  }
  LLVMValueRef acc = cg_alloca(cg, at, "acc");
  LLVMBuildStore(cg->b, init ? cg_convert(cg, cg_value(cg, init), init->type, acct) : cg_convert(cg, cg_i64(cg, 0), ty_int64, acct), acc);
  LLVMValueRef data = cg_array_data(cg, h);
  Loop l = cg_loop_begin(cg, n);
  LLVMValueRef x = LLVMBuildLoad2(cg->b, st, LLVMBuildGEP2(cg->b, st, data, &l.i, 1, ""), "");
  if (elem->kind == TY_BOOL)
    x = LLVMBuildTrunc(cg->b, x, cg->i1, "");
  LLVMValueRef args[2] = {LLVMBuildLoad2(cg->b, at, acc, ""), cg_convert(cg, x, elem, f->param_types[1])};
  cg_mark_jit_enter(cg, f);
  LLVMValueRef r = LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(fn), fn, args, 2, "");
  cg_mark_jit_leave(cg, f);
  LLVMBuildStore(cg->b, cg_convert(cg, r, f->ret_type, acct), acc);
  cg_loop_end(cg, &l);
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &h);
  LLVMValueRef result = LLVMBuildLoad2(cg->b, at, acc, "");
  if (!res)
    return result;
  /* res[0] = result in res's dtype, into device memory when res is a
   * device array. */
  const Type *rt = res->type->elem;
  LLVMTypeRef rst = rt->kind == TY_BOOL ? cg->i8 : cg_type(cg, rt);
  LLVMValueRef v = cg_convert(cg, result, acct, rt);
  LLVMValueRef slot = cg_alloca(cg, rst, "res");
  LLVMBuildStore(cg->b, rt->kind == TY_BOOL ? LLVMBuildZExt(cg->b, v, cg->i8, "") : v, slot);
  LLVMValueRef rdata = cg_array_data(cg, cg_value(cg, res));
  cg_call_rt(cg, res->type->device ? "arrc_device_write" : "arrc_device_write_host", cg->void_, 4,
             (LLVMValueRef[]){rdata, slot, LLVMSizeOf(rst), loc});
  return NULL;
}

/* ---- device arrays -------------------------------------------------------- */

LLVMValueRef lower_copy_to_device(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_call_rt(cg, "arrc_copy_to_device", cg->void_, 3,
             (LLVMValueRef[]){cg_value(cg, receiver(call)), cg_value(cg, arg_instr(call, 0)), cg_loc(cg, call->loc)});
  return NULL;
}

LLVMValueRef lower_device_split(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef list = cg_list_new(cg, call->type);
  cg_call_rt(cg, "arrc_device_split", cg->void_, 4,
             (LLVMValueRef[]){cg_value(cg, receiver(call)), arg_as(cg, call, 0, ty_int64), list, cg_loc(cg, call->loc)});
  return list;
}

LLVMValueRef lower_is_c_contiguous(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef a = cg_value(cg, receiver(call));
  return cg_call_rt(cg, "arrc_array_is_c_contiguous", cg->i1, 1, &a);
}

/* pinned_array_like, mapped_array(_like), managed_array: host arrays, set
 * to zero (Numba leaves them uninitialized), that kernels reach as any
 * host array. */
LLVMValueRef lower_host_array_for_device(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  const Instr *a0 = arg_instr(call, 0);
  LLVMValueRef dims[TYPE_MAX_NDIM];
  LLVMValueRef v = cg_value(cg, a0);
  bool like = id == BI_CUDA_PINNED_ARRAY_LIKE || id == BI_CUDA_MAPPED_ARRAY_LIKE;
  for (int k = 0; k < t->ndim; k++) {
    if (like)
      dims[k] = cg_array_dim(cg, v, k);
    else if (a0->type->kind == TY_TUPLE)
      dims[k] = cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), a0->type->elems[k], ty_int64);
    else
      dims[k] = cg_convert(cg, v, a0->type, ty_int64);
  }
  return cg_array_new(cg, t, dims, true, call->loc);
}

LLVMValueRef lower_is_cuda_array(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = arg_instr(call, 0)->type;
  return LLVMConstInt(cg->i1, t->kind == TY_ARRAY && t->device, false);
}

LLVMValueRef lower_as_cuda_array(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, a);
  cg_refcount(cg, v, a->type, true);
  return v;
}

/* ---- streams and events ---------------------------------------------------- */

/* The default stream is the null stream of the runtime's calls. */
LLVMValueRef lower_default_stream(Cg *cg, const Instr *call, BuiltinId id) {
  (void)call;
  (void)id;
  return LLVMConstNull(cg->ptr);
}

/* with s.auto_synchronize(): the stream itself, which the with statement
 * synchronizes at its end (cg_cudahost_with_exit). */
LLVMValueRef lower_auto_synchronize(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_value(cg, receiver(call));
}

LLVMValueRef lower_event_wait(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef stream = nargs(call) > 0 && arg_instr(call, 0)->type == ty_stream ? cg_value(cg, arg_instr(call, 0))
                                                                                : LLVMConstNull(cg->ptr);
  cg_call_rt(cg, "arrc_event_wait", cg->void_, 3, (LLVMValueRef[]){cg_value(cg, receiver(call)), stream, cg_loc(cg, call->loc)});
  return NULL;
}

/* The end of a with statement: a stream of auto_synchronize() is
 * synchronized, the device array of cuda.mapped(a) copied back to a. */
void cg_cudahost_with_exit(Cg *cg, const Instr *i) {
  const Instr *v = ir_resolve(i->ops.v[0]);
  if (v->type == ty_stream)
    cg_call_rt(cg, "arrc_stream_synchronize", cg->void_, 2, (LLVMValueRef[]){cg_value(cg, v), cg_loc(cg, i->loc)});
  else if (v->type->kind == TY_ARRAY)
    cg_call_rt(cg, "arrc_cuda_unmap", cg->void_, 2, (LLVMValueRef[]){cg_value(cg, v), cg_loc(cg, i->loc)});
}

LLVMValueRef lower_cuda_mapped(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_call_rt(cg, "arrc_cuda_mapped", cg->ptr, 2, (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_loc(cg, call->loc)});
}

/* ---- devices ---------------------------------------------------------------- */

LLVMValueRef lower_cuda_device(Cg *cg, const Instr *call, BuiltinId id) {
  if (id == BI_CUDA_SELECT_DEVICE)
    cg_call_rt(cg, "arrc_cudahost_select_device", cg->void_, 2,
               (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), cg_loc(cg, call->loc)});
  return lower_failed(cg, call);
}

LLVMValueRef lower_cudahost_runtime(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  switch (id) {
  case BI_CUDA_DETECT: return cg_call_rt(cg, "arrc_cudahost_detect", cg->i1, 1, &loc);
  case BI_CUDA_CLOSE: cg_call_rt(cg, "arrc_cudahost_close", cg->void_, 1, &loc); break;
  default:
    cg_call_rt(cg, "arrc_cudahost_profile", cg->void_, 2,
               (LLVMValueRef[]){LLVMConstInt(cg->i1, id == BI_CUDA_PROFILE_START, false), loc});
    break;
  }
  return lower_failed(cg, call);
}

/* device.name, device.compute_capability, device.WARP_SIZE, ... */
LLVMValueRef cg_cudahost_getattr(Cg *cg, const Instr *i) {
  LLVMValueRef loc = cg_loc(cg, i->loc);
  int which = cudahost_device_attribute(i->imm.str.s);
  if (which == -1)
    return cg_call_rt(cg, "arrc_cudahost_device_name", cg->ptr, 0, NULL);
  if (which == -2) {
    LLVMValueRef t = LLVMGetUndef(cg_type(cg, i->type));
    for (int k = 0; k < 2; k++) {
      LLVMValueRef c = cg_call_rt(cg, "arrc_cudahost_compute_capability", cg->i64, 2,
                                  (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)k, false), loc});
      t = LLVMBuildInsertValue(cg->b, t, c, (unsigned)k, "");
    }
    return t;
  }
  return cg_call_rt(cg, "arrc_cudahost_device_attribute", cg->i64, 2,
                    (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)which, false), loc});
}

/* The rows of the device attributes: lowered as the getattr they are. */
LLVMValueRef lower_device_attribute(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_cudahost_getattr(cg, call);
}

/* cuda.gpus[k]: checks that device k exists; the device has no data. */
LLVMValueRef cg_cudahost_getitem(Cg *cg, const Instr *i) {
  const Instr *ix = ir_resolve(i->ops.v[1]);
  cg_call_rt(cg, "arrc_cudahost_device_index", cg->void_, 2,
             (LLVMValueRef[]){cg_convert(cg, cg_value(cg, ix), ix->type, ty_int64), cg_loc(cg, i->loc)});
  return LLVMGetUndef(cg_type(cg, i->type));
}

LLVMValueRef cg_cudahost_len(Cg *cg) { return cg_call_rt(cg, "arrc_cudahost_device_count", cg->i64, 0, NULL); }
