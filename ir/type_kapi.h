/* The typing rules of the CUDA kernel API of issue 16's kernel part
 * (ir/type_kapi.c): every cuda.atomic operation, cuda.cg.this_grid() and
 * its sync(), numba.cuda.libdevice's functions, print() in kernels and
 * cuda.random.init_xoroshiro128p_states. Their rows are in
 * ir/builtins.def, their lowerings in codegen/lib_kapi.c. */
#ifndef ARRC_TYPE_KAPI_H
#define ARRC_TYPE_KAPI_H

#include "infer.h"

/* What a cuda.atomic row does to its element. */
typedef enum {
  KAPI_ATOMIC_NONE,
  KAPI_ATOMIC_ADD,
  KAPI_ATOMIC_SUB,
  KAPI_ATOMIC_AND,
  KAPI_ATOMIC_OR,
  KAPI_ATOMIC_XOR,
  KAPI_ATOMIC_INC,
  KAPI_ATOMIC_DEC,
  KAPI_ATOMIC_EXCH,
  KAPI_ATOMIC_MAX,
  KAPI_ATOMIC_MIN,
  KAPI_ATOMIC_NANMAX,
  KAPI_ATOMIC_NANMIN,
  KAPI_ATOMIC_CAS_FIRST,   /* compare_and_swap(ary, old, val): ary[0] */
} KapiAtomic;

/* The operation of an atomic row; KAPI_ATOMIC_NONE for other rows. */
KapiAtomic kapi_atomic_op(BuiltinId id);

const Type *t_kernel_atomic(CallInfo *c);
const Type *t_this_grid(CallInfo *c);
const Type *t_grid_sync(CallInfo *c);
const Type *t_const_table(CallInfo *c);

#endif
