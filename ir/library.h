/* The library's builtins as ids (ir/builtins.def): the one lookup from a
 * dotted path to its id, and what the rest of the compiler asks of a row.
 * Nothing outside library.c compares builtin names as strings: the IR
 * carries ids (Symbol.builtin, the id of TY_BUILTIN types). */
#ifndef ARRC_LIBRARY_H
#define ARRC_LIBRARY_H

#include <stdbool.h>
#include <stdio.h>

#include "arrc_abi.h"

typedef enum {
  BI_NONE,
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) BI_##id,
#define VALUE(id, path, where, typing, cpu, gpu) BI_##id,
#define DTYPE(id, path) BI_##id,
#define NAME(id, path) BI_##id,
#include "builtins.def"
  BI_COUNT
} BuiltinId;

/* Where a builtin may be used (the where column). */
enum {
  NOWHERE = 0,  /* a name Python has whose use arrc rejects, with the reason */
  HOST = 1,     /* entry code and host functions */
  JIT = 2,      /* @jit functions and ufuncs */
  GPU = 4,      /* kernels and device functions */
  ANY = HOST | JIT | GPU,
  CPU = HOST | JIT,
  ELEMWISE = 8, /* applies element by element to arrays: fused into MAP loops (ir/fuse.c) */
  LISTS = 16    /* NumPy's array_like first argument: in host code a list or a tuple of numbers
                 * there is np.asarray of it (ir/infer.c); NumPy's ufuncs take them everywhere */
};

typedef enum { BK_FUNC, BK_VALUE, BK_DTYPE, BK_NAME } BuiltinKind;

/* The namespace a builtin belongs to, from its path. */
typedef enum {
  NS_PYTHON,       /* builtins. */
  NS_MATH,
  NS_NUMPY,
  NS_NUMPY_RANDOM,
  NS_RANDOM,
  NS_NUMBA,
  NS_CUDA,
  NS_STDLIB,       /* time, sys */
  NS_ARRAY,        /* array.: methods of arrays */
  NS_MPI,          /* mpi4py.MPI (host code) and numba_mpi (@jit code): issue 18 */
  NS_METHOD        /* list., complex., event., stream.: methods of other values */
} BuiltinNamespace;

/* Prints the user's reference of the library as Markdown (reference.c). */
void builtin_print_reference(FILE *out);

/* The reductions of NumPy's functions and array methods (np.sum, a.max()):
 * the runtime's reduction codes, from the table of runtime/arrc_abi.h. */
typedef enum {
#define REDUCE_OP(code, name) REDUCE_##code = ARRC_REDUCE_##code,
  ARRC_REDUCTIONS(REDUCE_OP)
#undef REDUCE_OP
  REDUCE_NONE = ARRC_REDUCE_COUNT
} ReduceOp;

/* The id of a known dotted path ("numpy.zeros", "array.sum"), or BI_NONE. */
BuiltinId builtin_lookup(const char *path);
const char *builtin_path(BuiltinId id);
/* The last part of the path: "zeros", "sum", "x" of cuda.threadIdx.x. */
const char *builtin_short_name(BuiltinId id);
BuiltinKind builtin_kind(BuiltinId id);
int builtin_where(BuiltinId id);
bool builtin_is_elementwise(BuiltinId id);
BuiltinNamespace builtin_namespace(BuiltinId id);
/* The ALIAS rows of ir/builtins.def: other names of rows, which
 * builtin_lookup resolves to their row. */
int builtin_alias_count(void);
const char *builtin_alias_path(int k);
BuiltinId builtin_alias_target(int k);
const char *builtin_alias_display(int k);  /* as users write it: np.random.ranf */
/* What users write: "np.zeros", "print", "cuda.grid" (methods keep their path). */
const char *builtin_display_name(BuiltinId id);
/* The paths of the rows in order, for scope.c's namespace membership and
 * the reference (arrc --list-builtins). */
int builtin_count(void);
/* The reduction np.sum, a.sum() and the like compute; REDUCE_NONE for
 * other builtins. */
ReduceOp builtin_reduction(BuiltinId id);

#endif
