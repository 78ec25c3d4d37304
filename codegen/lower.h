/* What the lowerings of the library's builtins share (the files
 * codegen/lib_*.c, one per namespace, and codegen/library.c, which
 * dispatches a call by its builtin id through the tables made from
 * ir/builtins.def).
 *
 * A lowering has one signature for every row: it gets the CALL (or, for a
 * value, the GLOBAL) instruction and the row's id, and returns the call's
 * LLVM value (NULL for None). Rows that share a lowering tell their
 * builtins apart by id. */
#ifndef ARRC_LOWER_H
#define ARRC_LOWER_H

#include <string.h>

#include "cg.h"
#include "library.h"

typedef LLVMValueRef (*LowerFn)(Cg *cg, const Instr *call, BuiltinId id);

/* Lowers call with its first argument, an iterable other than a list, a
 * 1-D array or a range, walked into a new list first (lib_iterable.c). */
LLVMValueRef cg_lower_via_list(Cg *cg, const Instr *call, BuiltinId id, LowerFn lower);

/* Every lowering the list names, declared once from it; `none` is the
 * placeholder of a target the row does not allow (codegen/library.c). */
#define none cg_lower_none
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) \
  LLVMValueRef cpu(Cg *cg, const Instr *call, BuiltinId bid);   \
  LLVMValueRef gpu(Cg *cg, const Instr *call, BuiltinId bid);
#define VALUE(id, path, where, typing, cpu, gpu)              \
  LLVMValueRef cpu(Cg *cg, const Instr *call, BuiltinId bid); \
  LLVMValueRef gpu(Cg *cg, const Instr *call, BuiltinId bid);
#include "builtins.def"
#undef none

/* An array header of type t on the stack over data, immortal (never
 * freed), C order, of the given shape (lib_cuda.c). */
LLVMValueRef cg_stack_array_header(Cg *cg, const Type *t, LLVMValueRef data, const int64_t *shape);

/* Argument k of a call (0: the first after the callee). */
static inline const Instr *arg_instr(const Instr *call, int k) { return ir_resolve(call->ops.v[1 + k]); }

/* The number of positional arguments. */
static inline int nargs(const Instr *call) { return call->ops.len - 1 - call->nkw; }

/* The keyword argument `name`, or NULL. Keywords of positional parameters
 * were made positional by inference (builtin_order_arguments); those left
 * are keyword-only (print's sep=). */
static inline const Instr *kwarg(const Instr *call, const char *name) {
  for (int k = 0; k < call->nkw; k++)
    if (strcmp(call->kwnames[k], name) == 0)
      return ir_resolve(call->ops.v[call->ops.len - call->nkw + k]);
  return NULL;
}

static inline LLVMValueRef arg_as(Cg *cg, const Instr *call, int k, const Type *t) {
  const Instr *a = arg_instr(call, k);
  return cg_convert(cg, cg_value(cg, a), a->type, t);
}

/* A method's object (a of a.sum()), or NULL for a function call. */
static inline const Instr *receiver(const Instr *call) {
  const Instr *c = ir_resolve(call->ops.v[0]);
  return c->op == IR_GETATTR ? ir_resolve(c->ops.v[0]) : NULL;
}

/* The undefined value of the call's type, after an error. */
static inline LLVMValueRef lower_failed(Cg *cg, const Instr *call) {
  return call->type && cg_type_is_data(call->type) ? LLVMGetUndef(cg_type(cg, call->type)) : NULL;
}

/* Shared between the lowerings. */
/* np.sum and the other reductions given dtype= or keepdims= (lib_stats.c). */
LLVMValueRef lower_reduce_options(Cg *cg, const Instr *call, BuiltinId id);
/* The dimensions of a shape argument, an int or a tuple of ints, into dims;
 * returns their number (lib_numpy_create.c). */
int cg_shape_dims(Cg *cg, const Instr *shape, LLVMValueRef *dims);
/* A float or a uint64 made a Python int in host code (lib_python.c). */
LLVMValueRef cg_python_int(Cg *cg, LLVMValueRef v, const Type *ft, const Type *t, SrcLoc loc);
/* Python's ValueError ("math domain error") and OverflowError ("math range
 * error") for the result r of math function id of args, in host code
 * (lib_math_more.c); nothing for functions that raise neither. */
void cg_math_check_domain(Cg *cg, BuiltinId id, int n, LLVMValueRef *args, LLVMValueRef r, SrcLoc loc);
/* Writes print()'s text where its file= says, flushing for flush=True
 * (lib_stdlib.c). */
void cg_print_write(Cg *cg, const Instr *call, LLVMValueRef text);
/* A new text buffer, and a constant string appended to one (text.c). */
LLVMValueRef cg_text_new(Cg *cg);
void cg_text_put_const(Cg *cg, LLVMValueRef text, const char *s);
/* The text of a class, builtin function or ufunc as a value (codegen/lib_type.c):
 * false when t is not one that prints so. */
bool cg_put_class_value(Cg *cg, LLVMValueRef text, const Type *t);

#endif
