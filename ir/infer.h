/* Type inference, shared between its files (infer.c, the driver;
 * infer_call.c, infer_ops.c, consteval.c and prune.c, which also share the private
 * infer_state.h) and builtins.c (the typing rules of the library's rows,
 * ir/builtins.def). */
#ifndef ARRC_INFER_H
#define ARRC_INFER_H

#include "ir.h"
#include "library.h"
#include "scope.h"

typedef struct Infer Infer;

/* What a builtin's typing function sees of a call. Types are never NULL:
 * a call is typed only once all its operands are. */
typedef struct {
  Infer *I;
  const Instr *call;
  BuiltinId id;            /* the builtin called */
  const char *path;        /* its path, for messages: "numpy.zeros", "array.sum" */
  const Instr *receiver;   /* a method's object (a.sum()), else NULL */
  int nargs;
  const Instr *const *args;
  const Type **types;
  int nkw;
  const char *const *kwnames;
  const Instr *const *kwargs;
  const Type **kwtypes;
  FuncKind where;          /* the kind of function the call is in */
  bool gpu;                /* the call is in code compiled for the GPU */
} CallInfo;

/* The dtype= argument of a call (or the positional one at index k) as an
 * element type, or dflt when there is none or it is None (NumPy's
 * default); NULL after reporting an argument that is not a dtype
 * (builtins.c). */
const Type *dtype_arg(CallInfo *c, int k, const Type *dflt);

/* Reports an error at the call (printf's format) and returns ty_error,
 * for typing rules (builtins.c). */
const Type *call_error(CallInfo *c, const char *fmt, ...) ARRC_PRINTF(2, 3);

/* The type an erroneous value gets, so that one error does not cascade. */
extern const Type *const ty_error;
/* What a builtin's typing rule returns when it must wait for another value
 * to be typed (an unannotated np.load): the call stays untyped this pass. */
extern const Type *const ty_pending;

/* Reports an error at loc, but only in the reporting pass that follows the
 * fixpoint (so each error is printed once), and returns ty_error. */
const Type *infer_error(Infer *I, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);

/* The type a type expression denotes (nb.float64[:, :], "int32", np.float32),
 * or NULL after reporting why it is not one. */
const Type *infer_type_from_ast(Infer *I, const Node *e);
/* The same for a variable's annotation, read once however often asked. */
const Type *infer_annotation_type(Infer *I, const Node *ann);

/* The result type of calling the builtin c->id, or NULL when it is not a
 * builtin function (builtins.c). */
const Type *builtin_call_type(CallInfo *c);
/* Checks the keyword arguments of a call of a builtin against its
 * parameters and makes those of positional parameters positional (with the
 * defaults of any left out before them): np.zeros(shape=3, dtype=t) becomes
 * np.zeros(3, t). False after an error (reported in the reporting pass). */
bool builtin_order_arguments(Infer *I, Instr *call, BuiltinId id);
/* The type of a builtin used as a value (math.pi, cuda.threadIdx.x,
 * np.float32), or NULL when it can only be called. */
const Type *builtin_value_type(Infer *I, const Symbol *sym, SrcLoc loc, bool gpu);
/* An attribute of a value: a.shape, d.size, z.real; methods (a.sum) get
 * type_builtin with the method's path, e.g. "array.sum". */
const Type *attribute_type(Infer *I, const Instr *at, const Type *obj, const char *attr);

/* The arena of the module being typed. */
Arena *infer_arena(Infer *I);
/* The kind of the function being typed (FUNC_ENTRY for the entry code). */
FuncKind infer_func_kind(Infer *I);
/* Where argument k (0: the first after the callee) of a call is written,
 * or the call's place when that is not known. */
SrcLoc infer_arg_loc(const Instr *call, int k);

/* The constant integer a value stands for, when it is one: an integer
 * constant expression, evaluated with Python's semantics. The status also
 * tells a value that does not fit in 64 bits from one that is not
 * constant (or is left to run time, like 1 // 0). */
typedef enum { CONST_NO, CONST_OK, CONST_OVERFLOW } ConstStatus;
ConstStatus infer_const_int_status(const Instr *i, int64_t *value);
bool infer_const_int(const Instr *i, int64_t *value);
/* Whether i is an operator expression made only of number literals
 * written inside it: one that Python's compiler folds into a constant
 * before Numba sees it (((-0.2) + 12345.678) ** 3 reaches Numba as the
 * value CPython's pow computed). */
bool infer_python_folds(const Instr *i);
/* The value of a constant number (an integer constant expression, float
 * and complex literals and + - * / of them), as NumPy's value-based
 * casting reads it. */
bool infer_const_number(const Instr *i, NumValue *v);
/* Host code: the element type NumPy 1.24 computes an operation on these
 * operands in, each scalar standing for the dtype value-based casting
 * gives it beside the arrays (np.result_type); NULL if one is not a
 * number or an array of numbers. */
const Type *infer_numpy_result_type(int n, const Instr *const *ops);
/* Jitted code: the element type Numba computes the operator's ufunc on
 * these element types in (the first of its loops every operand converts to
 * safely); b is NULL for a unary operator, and the result NULL when no loop
 * fits. np.maximum and np.minimum have the loops of OP_ADD. */
const Type *infer_ufunc_loop(AstOp op, const Type *a, const Type *b);
/* A SLICE with constant bounds over n elements (a tuple): its length, first
 * index and step as Python's slice.indices gives them; -1 when a bound is
 * not constant, -2 for a zero step. */
int64_t infer_static_slice(const Instr *slice, int64_t n, int64_t *start, int64_t *step);

/* What typing rules that follow a value into the functions it is passed
 * to (an unannotated np.load) see: the function being typed, and the
 * program function a call calls, directly or as a kernel launch, with the
 * parameter types of its explicit signature (NULL without one) and its
 * untyped IR. infer_call_target is false for calls of anything else
 * (builtins, ufuncs). */
typedef struct {
  const Type *const *sig_args;
  int nsig;
  const Func *ir;
} InferTarget;
const Func *infer_current_func(Infer *I);

/* The result type of the program function sym for these argument types,
 * its specialization found or made as a call's is (a stencil's output
 * type, ir/type_stencil.c); NULL while a recursive result is unknown. */
const Type *infer_function_result(Infer *I, const Instr *at, const Symbol *sym, int n, const Type **args);
bool infer_call_target(Infer *I, const Instr *call, InferTarget *out);

#endif
