/* The typing rules of the CUDA host API of issue 16 (LANGUAGE.md §7.3):
 * kernel.forall and kernel.specialize, @cuda.reduce, the methods of device
 * arrays, streams and events added to the first ones (lib_cuda.c), the
 * allocators of host memory the device may use (pinned, mapped, managed),
 * and the device objects: cuda.gpus, cuda.get_current_device() and their
 * attributes. */
#include <string.h>

#include "infer_state.h"
#include "type_cudahost.h"

/* The device attributes a program may read, the ones of Numba's Device
 * that are numbers (CUDA's CU_DEVICE_ATTRIBUTE_ names, runtime/cudahost.c
 * knows their numbers in this order) and id; each is a row "device.X". */
static const char *const device_int_attributes[] = {
    "MAX_THREADS_PER_BLOCK", "MAX_BLOCK_DIM_X", "MAX_BLOCK_DIM_Y", "MAX_BLOCK_DIM_Z", "MAX_GRID_DIM_X",
    "MAX_GRID_DIM_Y", "MAX_GRID_DIM_Z", "MAX_SHARED_MEMORY_PER_BLOCK", "WARP_SIZE", "MULTIPROCESSOR_COUNT",
    "id", NULL};

static const Type *method_row(Infer *I, const char *kind, const char *attr) {
  BuiltinId id = builtin_lookup(arena_printf(infer_arena(I), "%s.%s", kind, attr));
  return id != BI_NONE && builtin_kind(id) == BK_FUNC ? type_builtin((int)id, builtin_path(id)) : NULL;
}

const Type *v_cuda_compute_capability(void) { return type_tuple(2, (const Type *[]){ty_int64, ty_int64}); }

static const Type *device_type(void) { return type_cuda_object(CUDA_OBJ_DEVICE, "Device"); }

const Type *cudahost_attribute_type(Infer *I, const Type *obj, const char *attr) {
  switch (obj->kind) {
  case TY_FUNCTION: {
    FuncInfo fi;
    if ((strcmp(attr, "forall") == 0 || strcmp(attr, "specialize") == 0) && function_info(I, obj->func, &fi) &&
        fi.kind == FUNC_KERNEL)
      return method_row(I, "kernel", attr);
    return NULL;
  }
  case TY_ARRAY:
    if (obj->device && (strcmp(attr, "copy_to_device") == 0 || strcmp(attr, "split") == 0 ||
                        strcmp(attr, "is_c_contiguous") == 0))
      return method_row(I, "array", attr);
    return NULL;
  case TY_STREAM:
    return strcmp(attr, "auto_synchronize") == 0 ? method_row(I, "stream", attr) : NULL;
  case TY_EVENT:
    return strcmp(attr, "wait") == 0 ? method_row(I, "event", attr) : NULL;
  case TY_CUDA_OBJECT:
    if (obj->id != CUDA_OBJ_DEVICE || cudahost_device_attribute(attr) < -2 ||
        builtin_lookup(arena_printf(infer_arena(I), "device.%s", attr)) == BI_NONE)
      return NULL;
    if (strcmp(attr, "name") == 0)
      return ty_str;
    if (strcmp(attr, "compute_capability") == 0)
      return v_cuda_compute_capability();
    return ty_int64;
  default:
    return NULL;
  }
}

/* The device attribute a getattr names: its index in device_int_attributes,
 * or -1 for name and -2 for compute_capability (lib_cudahost.c). */
int cudahost_device_attribute(const char *attr) {
  if (strcmp(attr, "name") == 0)
    return -1;
  if (strcmp(attr, "compute_capability") == 0)
    return -2;
  for (int k = 0; device_int_attributes[k]; k++)
    if (strcmp(attr, device_int_attributes[k]) == 0)
      return k;
  return -3;
}

/* ---- kernels ------------------------------------------------------------ */

/* kernel.forall(ntasks, tpb=0, stream=0, sharedmem=0): what it returns is
 * launched by the call that follows (cudahost_forall_launch_type). */
const Type *t_kernel_forall(CallInfo *c) {
  static const char *const names[] = {"ntasks", "tpb", "stream", "sharedmem"};
  for (int k = 0; k < c->nargs; k++) {
    bool ok = k == 2 ? c->types[k] == ty_stream || type_is_int(c->types[k]) : type_is_int(c->types[k]);
    if (!ok)
      return call_error(c, "forall() takes an int %s%s, not %s", names[k], k == 2 ? " or a cuda.stream()" : "",
                        c->types[k]->name);
  }
  return type_builtin(-1, "kernel launch");
}

/* kernel.specialize(*args) is the kernel: arrc specializes every kernel
 * for the types of each launch's arguments. */
const Type *t_kernel_specialize(CallInfo *c) { return c->receiver->type; }

const Type *cudahost_forall_launch_type(Infer *I, Instr *call) {
  const Instr *forall = call->ops.v[0];
  const Instr *getattr = forall->ops.v[0];
  const Type *kt = getattr->ops.v[0]->type;
  if (I->cur->gpu)
    return infer_error(I, call->loc, "kernels cannot be launched from GPU code");
  if (I->cur->info.kind == FUNC_JIT)
    return infer_error(I, call->loc, "kernels can only be launched from host code, not from "
                       "jitted function '%s'", I->cur->func->name);
  const Type *r = call_function(I, call, kt->func, true);
  return r ? (r == ty_error ? r : ty_void) : NULL;
}

/* ---- @cuda.reduce --------------------------------------------------------- */

/* sum_reduce(arr, size=None, res=None, init=0, stream=0): the binary
 * function's operand types in pair (the running value's, an element's);
 * the call's type, the running value's, or None when res= is given. */
const Type *cudahost_reduce_operands(Infer *I, Instr *call, const Symbol *sym, const Type **pair) {
  static const char *const params[] = {"arr", "size", "res", "init", "stream", NULL};
  int npos = call->ops.len - 1 - call->nkw;
  const Type *given[5] = {0};
  if (npos > 5)
    return infer_error(I, call->loc, "reduction '%s' takes at most 5 arguments (arr, size, res, init, stream), "
                       "not %d", sym->name, npos);
  for (int k = 0; k < npos; k++)
    given[k] = call->ops.v[1 + k]->type;
  for (int k = 0; k < call->nkw; k++) {
    int j = 0;
    while (params[j] && strcmp(params[j], call->kwnames[k]) != 0)
      j++;
    if (!params[j])
      return infer_error(I, call->loc, "reduction '%s' got an unexpected keyword argument '%s'", sym->name,
                         call->kwnames[k]);
    given[j] = call->ops.v[1 + npos + k]->type;
  }
  for (int k = 0; k < 5; k++) {
    if (given[k] == NULL && k == 0)
      return infer_error(I, call->loc, "reduction '%s' missing required argument 'arr'", sym->name);
    if (given[k] && given[k] == ty_error)
      return ty_error;
  }
  const Type *a = given[0];
  if (a->kind != TY_ARRAY || !type_is_number(a->elem))
    return infer_error(I, call->loc, "reduction '%s' needs an array of numbers, not %s", sym->name, a->name);
  if (a->ndim != 1)
    return infer_error(I, call->loc, "only support 1D array (reduction '%s' of %s)", sym->name, a->name);
  if (given[1] && given[1]->kind != TY_NONE && !type_is_int(given[1]))
    return infer_error(I, call->loc, "reduction '%s' takes an int size=, not %s", sym->name, given[1]->name);
  if (given[2] && given[2]->kind != TY_NONE && (given[2]->kind != TY_ARRAY || given[2]->elem != a->elem))
    return infer_error(I, call->loc, "reduction '%s' writes res= into an array of %s, not %s", sym->name,
                       a->elem->name, given[2]->name);
  if (given[3] && !type_is_number(given[3]))
    return infer_error(I, call->loc, "reduction '%s' takes a number init=, not %s", sym->name, given[3]->name);
  if (given[4] && given[4] != ty_stream && !type_is_int(given[4]))
    return infer_error(I, call->loc, "reduction '%s' takes a cuda.stream() stream=, not %s", sym->name,
                       given[4]->name);
  /* The simulator folds with functools.reduce from init, a Python int
   * unless given: NumPy's scalar arithmetic then promotes the running
   * value with the elements (0 + float32 is float64), which is the type
   * the reduction accumulates and returns. */
  const Type *acc = type_numpy_promote(given[3] ? given[3] : ty_int64, a->elem);
  pair[0] = acc;
  pair[1] = a->elem;
  return given[2] && given[2]->kind != TY_NONE ? ty_none : acc;
}

/* ---- device arrays -------------------------------------------------------- */

/* d.copy_to_device(ary, stream=0): ary an array (host or device) of d's dtype. */
const Type *t_copy_to_device(CallInfo *c) {
  const Type *d = c->receiver->type, *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "copy_to_device() needs an array, not %s", a->name);
  if (a->elem != d->elem)
    return call_error(c, "incompatible dtype: %s vs. %s", d->elem->name, a->elem->name);
  return ty_none;
}

/* d.split(section, stream=0): a list of device arrays of section elements,
 * the last one shorter. */
const Type *t_device_split(CallInfo *c) {
  const Type *d = c->receiver->type;
  if (d->ndim != 1)
    return call_error(c, "split() only supports 1D arrays, not %s", d->name);
  if (!type_is_int(c->types[0]))
    return call_error(c, "split() takes an int section, not %s", c->types[0]->name);
  return type_list(type_device_array(d->elem, 1, 'C'));
}

const Type *t_cuda_bool(CallInfo *c) {
  (void)c;
  return ty_bool;
}

const Type *t_cuda_none(CallInfo *c) {
  (void)c;
  return ty_none;
}

/* The element type and depth of nested lists and tuples of numbers, as
 * np.array reads them. */
static const Type *nested_leaf(const Type *t, int *nd) {
  *nd = 0;
  while ((t->kind == TY_LIST || (t->kind == TY_TUPLE && t->n > 0)) && *nd < 4) {
    if (t->kind == TY_TUPLE) {
      for (int k = 1; k < t->n; k++)
        if (t->elems[k] != t->elems[0])
          return NULL;
      t = t->elems[0];
    } else {
      t = t->elem;
    }
    (*nd)++;
  }
  return t && type_is_number(t) ? t : NULL;
}

/* cuda.to_device(obj, stream=0): an array, or what np.array makes of a
 * list or a tuple of numbers or of a scalar. */
const Type *t_to_device_any(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind == TY_ARRAY)
    return type_device_array(a->elem, a->ndim, 'C');
  /* A NumPy scalar is a 0-d array, as np.array makes of it. */
  if (type_is_number(a))
    return type_device_array(a, 0, 'C');
  int nd;
  const Type *leaf = nested_leaf(a, &nd);
  if (!leaf || nd == 0)
    return call_error(c, "to_device() needs an array, or a list or tuple of numbers, not %s", a->name);
  return type_device_array(leaf, nd, 'C');
}

/* cuda.pinned_array_like(ary), mapped_array_like(ary): a host array of
 * ary's shape and dtype. */
const Type *t_host_array_like(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", builtin_display_name(c->id), a->name);
  return type_array(a->elem, a->ndim, 'C');
}

/* cuda.mapped_array(shape, dtype=np.float_), managed_array: host arrays
 * that the device reaches too. */
const Type *t_host_array_shape(CallInfo *c) {
  const Type *t = c->types[0];
  int nd = type_is_int(t) ? 1 : t->kind == TY_TUPLE && t->n >= 1 && t->n <= 4 ? t->n : 0;
  for (int k = 0; t->kind == TY_TUPLE && k < t->n; k++)
    if (!type_is_int(t->elems[k]))
      nd = 0;
  if (!nd)
    return call_error(c, "a shape must be an int or a tuple of 1 to 4 ints, not %s", t->name);
  const Type *dt = dtype_arg(c, 1, ty_float64);
  return dt ? type_array(dt, nd, 'C') : ty_error;
}

/* with cuda.pinned(a, ...): a context with nothing to do. */
const Type *t_cuda_context(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (c->types[k]->kind != TY_ARRAY)
      return call_error(c, "pinned() takes arrays, not %s", c->types[k]->name);
  return type_cuda_object(CUDA_OBJ_CONTEXT, "pinned");
}

/* cuda.default_stream() and stream.auto_synchronize(), whose with
 * statement synchronizes the stream at its end. */
const Type *t_cuda_stream(CallInfo *c) {
  (void)c;
  return ty_stream;
}

const Type *t_cuda_device(CallInfo *c) {
  if (c->nargs > 0 && !type_is_int(c->types[0]))
    return call_error(c, "select_device() takes a device number, not %s", c->types[0]->name);
  return device_type();
}

const Type *t_cuda_device_list(CallInfo *c) {
  (void)c;
  return type_cuda_object(CUDA_OBJ_DEVICE_LIST, "DeviceList");
}

/* cuda.as_cuda_array(obj): a device array (one that has
 * __cuda_array_interface__) as it is. */
const Type *t_as_cuda_array(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || !a->device)
    return call_error(c, "*obj* doesn't implement the cuda array interface. (%s)", a->name);
  return a;
}

/* The device list's items and length (cuda.gpus[0], len(cuda.gpus)). */
const Type *cudahost_getitem_type(Infer *I, const Instr *i) {
  const Type *idx = i->ops.v[1]->type;
  if (!type_is_int(idx))
    return infer_error(I, i->loc, "tuple indices must be integers or slices, not %s", idx->name);
  return device_type();
}

const Type *v_cuda_gpus(void) { return type_cuda_object(CUDA_OBJ_DEVICE_LIST, "DeviceList"); }

/* with cuda.mapped(a) as d: d is a device array of a's elements that
 * kernels write through; at the end of the statement a holds them. */
const Type *t_cuda_mapped(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || a->device)
    return call_error(c, "mapped() maps a host array, not %s", a->name);
  return type_device_array(a->elem, a->ndim, 'C');
}

bool cudahost_is_context(const Instr *v) {
  const Type *t = v->type;
  if (t == ty_stream || (t->kind == TY_CUDA_OBJECT && t->id != CUDA_OBJ_DEVICE_LIST))
    return true;
  if (v->op != IR_CALL || t->kind != TY_ARRAY)
    return false;
  const Type *callee = v->ops.v[0]->type;
  return callee && callee->kind == TY_BUILTIN && callee->id == BI_CUDA_MAPPED;
}
