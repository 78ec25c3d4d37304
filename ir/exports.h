/* Library mode (arrc -c, --shared): the functions of a program that C code
 * calls. docs/library.md is the users' guide; codegen/clib.c makes their C
 * entry points and header.
 *
 * Exported are the functions decorated @cfunc(sig) (always compiled, as
 * Numba compiles them when it reads the decorator), and in library mode
 * the @njit / @jit functions and @cuda.jit kernels that carry an explicit
 * signature. Each export is one specialization: the function compiled for
 * its signature's types. */
#ifndef ARRC_EXPORTS_H
#define ARRC_EXPORTS_H

#include "infer.h"

typedef enum {
  EXPORT_CFUNC,   /* @cfunc(sig) */
  EXPORT_JIT,     /* @njit(sig), @jit(sig) */
  EXPORT_KERNEL,  /* @cuda.jit(sig): a C function that launches it */
} ExportKind;

typedef struct Export {
  const char *name;       /* the Python name, which is the C name */
  ExportKind kind;
  Func *func;             /* the specialization for the signature */
  int nargs;
  const Type **args;      /* the signature's parameter types */
  const Type *ret;        /* its result type (ty_none or ty_void: none) */
  SrcLoc loc;             /* the def */
  struct Export *next;
} Export;

/* carray(ptr, shape[, dtype]) and farray (builtins.def): an array over the
 * memory a C pointer parameter points to. */
const Type *t_carray(CallInfo *c);

/* cfunc.ctypes: the C function as ctypes calls it, which compiled code
 * calls as the function itself (the function's type); NULL for other
 * attributes. */
const Type *export_attribute_type(Infer *I, const Type *obj, const char *attr);

/* Whether t can cross the C boundary as a parameter (a number or an
 * array of numbers) or as a result (those, or nothing). */
bool export_param_type_ok(const Type *t);
bool export_result_type_ok(const Type *t);

#endif
