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
const Type *t_libdevice(CallInfo *c);
/* print() in GPU code (builtins.c's t_print hands it over). */
const Type *t_kernel_print(CallInfo *c);
const Type *t_rng_init(CallInfo *c);

/* A numba.cuda.libdevice row (ir/libdevice_table.h, which
 * scripts/gen_libdevice.py writes): the libdevice name without __nv_, the
 * result's type code and the parameters' (f float32, d float64, h int16,
 * i int32, l int64, v none; a '*' after a code marks a pointer the
 * function stores a result through), the C function of the CPU path and
 * the rounding mode appended to its arguments there (-1: none). */
typedef struct {
  const char *name;
  char ret;
  const char *params;
  const char *cpu;
  int mode;
} LibdeviceRow;

/* The libdevice row of id, or NULL for other builtins. */
const LibdeviceRow *kapi_libdevice_row(BuiltinId id);
/* The type of a code of LibdeviceRow. */
const Type *kapi_libdevice_type(char code);

#endif
