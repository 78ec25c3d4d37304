/* The state of type inference, shared by its files (private to ir/):
 * infer.c (the driver: specializations, the fixpoint over a function,
 * reporting), infer_call.c (calls of program functions and ufuncs),
 * infer_ops.c (the typing of operations), consteval.c (constant
 * expressions) and prune.c (Numba's pruning by type). builtins.c sees only infer.h. */
#ifndef ARRC_INFER_STATE_H
#define ARRC_INFER_STATE_H

#include "infer.h"

/* How a program function is compiled: its definition, kind, and an
 * explicit signature if it has one. */
typedef struct {
  const Node *def;
  FuncKind kind;
  const Node *decorator;  /* the decorator (or decorator call) that gave the kind */
  bool has_sig;
  Signature sig;
  Signature *sigs;        /* a ufunc's signature list */
  int nsigs;
  bool gpu_target;        /* @vectorize(..., target='cuda') */
  bool parallel;          /* @njit(parallel=True), @vectorize(..., target='parallel') */
  bool fastmath;          /* fastmath=True */
  bool boundscheck;       /* boundscheck=True */
  bool numpy_errors;      /* error_model='numpy' */
  int max_registers;      /* @cuda.jit(max_registers=N), 0 when not given */
  bool lineinfo;          /* @cuda.jit(lineinfo=True) */
  const struct StencilDecl *stencil; /* @stencil: the functions written for it (ir/stencil.h) */
  bool jitable;           /* @register_jitable: a host function, compiled as a
                           * jitted one where jitted or GPU code calls it */
  bool objmode;           /* the host function of a `with objmode()` block,
                           * which its jitted function calls */
  bool generated;         /* @generated_jit: each call's types choose the body */
  bool chooser;           /* @generated_jit or @overload: the body chooses an
                           * implementation while compiling and is not itself
                           * compiled */
  const struct Gufunc *gufunc; /* @guvectorize: its layout (ir/infer_gufunc.c) */
  bool cuda_reduce;       /* @cuda.reduce: called, it reduces an array (type_cudahost.c) */
  bool cfunc;             /* @cfunc(sig): a jitted function exported to C (ir/exports.c) */
} FuncInfo;

/* infer_generated.c: the @overload def that chooses f's implementations
 * for compiled callers, or NULL; the implementation a chooser (a
 * @generated_jit or @overload def) picks for the argument types of call,
 * bound as a function of the scope, or NULL after an error (or while an
 * argument's type is unknown). */
const Node *infer_overload_of(Infer *I, const Symbol *f);
const Symbol *infer_generated_impl(Infer *I, const Instr *call, const Node *chooser, const char *what);

typedef struct InfoCache {
  const Symbol *sym;
  FuncInfo info;
  bool ok;
  struct InfoCache *next;
} InfoCache;

typedef struct Spec {
  const Symbol *sym;
  FuncInfo info;
  bool gpu;              /* compiled for the GPU (a jit function called from a kernel) */
  int nargs;
  const Type **args;
  Func *func;
  bool in_progress;      /* being typed: a call of it is recursive */
  bool reported;         /* its reporting pass ran: the program uses it */
  const Type *last_ret;  /* the result type after the previous pass, for recursive calls */
  const Instr *ret_from; /* the return that gave the result type its first value in this pass */
  bool ret_error;        /* a return of this pass returns a value that had an error */
  bool *reachable;       /* by block id: reached from the entry (code after a return is not) */
  /* parallel=True with prange(n) loops (unsigned_prange): typed first with
   * int64 indices, as Numba types the function, then with uint64 ones, as
   * Numba types each loop body again, the variables carried across a loop
   * (the phis of its header) keeping their first types. */
  bool prange_signed;    /* the first typing is under way */
  bool prange_pinned;    /* prange_pins holds the carried variables' types */
  PtrMap prange_pins;
  /* By parameter: the type that an empty container passed there takes from
   * this specialization's use of it (acc.append(1)); NULL where none. */
  const Type **param_settled;
  struct Spec *next;
} Spec;

typedef struct Template {
  const Node *def;
  FuncKind kind;
  Func *func;
  struct Template *next;
} Template;

struct Infer {
  Module *m;
  Arena *a;
  Diag *d;
  bool report;           /* the reporting pass */
  Spec *specs;
  Template *templates;
  InfoCache *infos;
  PtrMap global_types;   /* a global variable assigned no literal -> the type stored (infer_try.c) */
  PtrMap annotations;    /* annotation node -> its type, read once so errors print once */
  PtrMap big_constants;  /* source positions of constant expressions reported as too big */
  struct ClassState *classes; /* the program's classes (infer_class.c) */
  Spec *cur;             /* the specialization being typed */
  int depth;
};

/* The operations of try statements (infer_try.c). */
const Type *exception_op_type(Infer *I, const Instr *i);

/* Library mode (exports.c): the specializations of the functions C code
 * calls, made once the entry code is typed. */
void infer_exports(Infer *I, Spec *entry);

/* The driver (infer.c). */
void infer_function(Infer *I, Spec *s);
/* Types a specialization again until nothing changes, reporting nothing. */
void infer_quiet(Infer *I, Spec *s);
void infer_report(Infer *I, Spec *s);
/* A note under the error just reported, in the reporting pass. */
void infer_note(Infer *I, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
/* How the program function sym is compiled (its decorator and signature),
 * read once; false after an error. */
bool function_info(Infer *I, const Symbol *sym, FuncInfo *fi);

/* Builds the default value e of a parameter before the call `before`;
 * NULL after an error (defaults.c). */
Instr *infer_default_value(Infer *I, Instr *before, const Node *e);

/* `*args` and `f(*xs)` (varargs.c): the position of def's *args
 * parameter, or -1; spreading a tuple given as `*xs` into arguments (false
 * after an error); packing a call's extra positional arguments into the
 * tuple its callee's *args parameter receives. */
int infer_varargs_position(const Node *def);
bool infer_spread_starred(Infer *I, Instr *call);
bool infer_pack_varargs(Infer *I, Instr *call, const Node *def, int va);

/* Which blocks of f its entry reaches; and, once typed, the unreachable
 * blocks reduced to `unreachable` (infer.c). */
bool *reachable_blocks(Infer *I, const Func *f);
void drop_dead_code(Arena *a, Func *f, const bool *reachable);
/* Removes the branches of `x is None` tests that the types decide, as
 * Numba prunes them (prune.c). */
void infer_prune_none_tests(Infer *I, Func *f);

/* Calls of program functions and ufuncs, direct or as a kernel launch
 * (infer_call.c). */
const Type *call_function(Infer *I, Instr *call, const Symbol *sym, bool launch);
/* For ir/infer_gufunc.c: a specialization made or found (infer_call.c's
 * specialize), and NumPy's choice of a loop for a call's operands. */
const Type *infer_specialize(Infer *I, const Instr *call, const Symbol *sym, const FuncInfo *fi, bool gpu, int n,
                             const Type **args);
bool infer_numpy_loop_accepts(Instr *call, int n, const Type **elems, const Type **loop);
/* @guvectorize (ir/infer_gufunc.c): the decorator's layout and targets,
 * and a call of the gufunc. */
void gufunc_read_decorator(Infer *I, const Node *dec, FuncInfo *fi);
const Type *gufunc_call(Infer *I, Instr *call, const Symbol *sym, const FuncInfo *fi);

/* The typing of operations (infer_ops.c). */
const Type *binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);
const Type *compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b);
const Type *truth_type(Infer *I, const Instr *i, const Type *a);
const Type *unary_type(Infer *I, const Instr *i, AstOp op, const Type *a);
const Type *getitem_type(Infer *I, const Instr *i);
const Type *setitem_type(Infer *I, Instr *i);
/* Whether t is what arrc takes for NumPy's array_like: a list or a tuple
 * of numbers or bools, or a list of such lists (infer.c). */
bool infer_is_list_of_numbers(const Type *t);
/* np.asarray(value), inserted and typed before `before`; NULL after an
 * error (infer.c). */
Instr *infer_as_array(Infer *I, Instr *before, Instr *value);
const Type *unpack_type(Infer *I, const Instr *i);

/* Classes (infer_class.c, ir/class.h). Each returns whether it dealt with
 * the instruction; the type, or NULL while pending, goes to *out. */
bool class_function_info(Infer *I, const Symbol *sym, FuncInfo *fi);
const Type *class_symbol_type(Infer *I, const Instr *i);
const Type *class_new_type(Infer *I, const Instr *i);
const Type *class_getattr_type(Infer *I, Instr *i, const Type *obj);
const Type *class_setattr_type(Infer *I, Instr *i);
bool class_call_type(Infer *I, Instr *call, const Type **out);
/* f"{obj}" of an instance: formats what __str__ (or __repr__) returns. */
void class_format_operand(Infer *I, Instr *i);
/* An operator with an instance operand: a call of its special method
 * (a + b is a.__add__(b), or b.__radd__(a)). */
bool class_operator_type(Infer *I, Instr *i, const Type **out);
/* The empty list `[]` that was assigned to the field that GETATTR v reads
 * (self.items = [] in __init__), whose type a later append decides; NULL
 * for anything else. */
Instr *class_field_list_origin(const Instr *v);

/* Empty containers typed across functions and by default (infer_empty.c):
 * the empty container v comes from takes the type t (through phis,
 * parameters and calls); a call's pending arguments take what the callee
 * recorded for its parameters; after the whole program is typed, the
 * containers nothing stores into get a default type. */
void infer_settle_empty(Infer *I, Instr *v, const Type *t);
void empty_args_settle(Infer *I, Instr *call);
void infer_default_empty(Infer *I, Spec *entry);

/* Constant expressions (consteval.c). */
/* An integer constant expression whose value does not fit in 64 bits is an
 * error where it is used, unless a larger constant expression decides;
 * otherwise t. */
const Type *check_int_constant(Infer *I, const Instr *i, const Type *t);
/* Whether a ** b on integers gives a float (a negative exponent known when
 * compiling). */
bool int_power_is_float(Infer *I, const Instr *i);

/* String formatting (infer_format.c): '%' with a str on the left (right:
 * the right operand's type), an f-string field (IR_FORMAT) and an
 * f-string (IR_FSTRING). */
const Type *infer_percent_type(Infer *I, const Instr *i, const Type *right);
const Type *infer_format_field_type(Infer *I, const Instr *i);
const Type *infer_fstring_type(Infer *I, const Instr *i);
/* "%(name)s" % d with a constant format and a dict of str keys: i becomes
 * "%s" % (d["name"],) (infer_mapping.c); false when it is not one. */
bool infer_percent_mapping(Infer *I, Instr *i, const Type *right);

#endif
