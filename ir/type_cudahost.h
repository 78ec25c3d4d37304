/* The CUDA host API of issue 16 (ir/type_cudahost.c): kernel.forall and
 * kernel.specialize, @cuda.reduce reduction objects, the methods of device
 * arrays, streams and events beyond the first ones, and the device objects
 * (cuda.gpus, cuda.get_current_device()). The rows are in ir/builtins.def,
 * the lowerings in codegen/lib_cudahost.c, the runtime in runtime/cudahost.c. */
#ifndef ARRC_TYPE_CUDAHOST_H
#define ARRC_TYPE_CUDAHOST_H

#include "infer.h"

/* What a TY_CUDA_OBJECT is (its id): a device (cuda.gpus[0],
 * cuda.get_current_device(), also a context: with cuda.gpus[0]:), the
 * device list (cuda.gpus, cuda.list_devices()), or a context with nothing
 * to do at its end (with cuda.pinned(a):). None has run-time data. */
enum { CUDA_OBJ_DEVICE = 1, CUDA_OBJ_DEVICE_LIST, CUDA_OBJ_CONTEXT };

/* kernel.forall(n)(args): the launch (infer.c's call_type). */
const Type *cudahost_forall_launch_type(Infer *I, Instr *call);
/* A call of a @cuda.reduce function: the binary function's operand types
 * in pair and the call's type (infer_call.c). */
const Type *cudahost_reduce_operands(Infer *I, Instr *call, const Symbol *sym, const Type **pair);
/* cuda.gpus[k] (infer_ops.c's getitem_type). */
const Type *cudahost_getitem_type(Infer *I, const Instr *i);
/* The device attribute attr: an index for the runtime (lib_cudahost.c). */
int cudahost_device_attribute(const char *attr);

/* The attribute attr of obj when it is one of this part's (a kernel's
 * forall, a device array's copy_to_device, a device's name); NULL when it
 * is not, for attribute_type to go on. */
const Type *cudahost_attribute_type(Infer *I, const Type *obj, const char *attr);

const Type *t_kernel_forall(CallInfo *c);
const Type *t_kernel_specialize(CallInfo *c);
const Type *t_copy_to_device(CallInfo *c);
const Type *t_device_split(CallInfo *c);
const Type *t_cuda_bool(CallInfo *c);
const Type *t_to_device_any(CallInfo *c);
const Type *t_host_array_like(CallInfo *c);
const Type *t_host_array_shape(CallInfo *c);
const Type *t_cuda_context(CallInfo *c);
const Type *t_cuda_none(CallInfo *c);
const Type *t_cuda_stream(CallInfo *c);
const Type *t_cuda_device(CallInfo *c);
const Type *t_cuda_device_list(CallInfo *c);
const Type *t_as_cuda_array(CallInfo *c);
const Type *v_cuda_gpus(void);
const Type *v_cuda_compute_capability(void);
const Type *t_cuda_mapped(CallInfo *c);
/* Whether a with statement may take v: a stream (auto_synchronize), a
 * CUDA context, or the device array of cuda.mapped(a) (infer_try.c). */
bool cudahost_is_context(const Instr *v);

#endif
