/* The IR: typed SSA (DESIGN.md §3). A module holds functions; a function
 * holds blocks; a block holds instructions and ends in exactly one
 * terminator. Values are the instructions themselves; values cross block
 * edges through PHI instructions at the start of a block, one operand per
 * predecessor. Every instruction has an opcode from ops.h, a result type
 * (NULL until inference), operands and a source location.
 *
 * All IR memory comes from the module's arena. */
#ifndef ARRC_IR_H
#define ARRC_IR_H

#include "ast.h"
#include "library.h"
#include "types.h"

enum { IRF_PURE = 1, IRF_EFFECT = 2, IRF_TERMINATOR = 4 };

typedef enum {
#define IR_OP(name, text, nops, flags) IR_##name,
#include "ops.h"
#undef IR_OP
  IR_OP_COUNT
} Opcode;

typedef struct Instr Instr;
typedef struct Block Block;
typedef struct MapProgram MapProgram;
typedef struct Func Func;
typedef struct Module Module;
struct Symbol;

/* A local variable that an instruction's value is assigned to (x = v, a
 * loop's target, a parameter), so that -g can show it in a debugger
 * (codegen/debuginfo.c). A value may be assigned to several. */
typedef struct VarName {
  const char *name;
  struct VarName *next;
} VarName;

/* A growable array of instructions (operands, users). */
typedef struct {
  Instr **v;
  int len, cap;
} InstrList;

/* The guards of a loop over a tuple parameter (build_unroll.c), which
 * prune.c decides from the parameter's type in each specialization: the
 * parameter is a tuple; it has element k (`k < len(t)`); it is longer than
 * the copies of the body. */
typedef enum { GUARD_NONE, GUARD_IS_TUPLE, GUARD_HAS_ELEMENT, GUARD_TOO_LONG } UnrollGuard;

/* Instr.n of an empty LIST or DICT that is a numba.typed.List or
 * numba.typed.Dict. */
enum { IR_TYPED_CONTAINER = 2 };

struct Instr {
  Opcode op;
  int id;               /* value number, printed as %id */
  const Type *type;     /* result type; ty_void for none; NULL before inference */
  SrcLoc loc;
  Block *block;
  Instr *prev, *next;   /* in the block */
  InstrList ops;        /* operands */
  InstrList users;      /* instructions that use this one (a user may repeat) */
  union {
    int64_t i;          /* CONST_INT CONST_BOOL PARAM UNPACK(index) */
    double f[2];        /* CONST_FLOAT CONST_COMPLEX */
    AstOp op;           /* BINARY UNARY COMPARE */
    const struct Symbol *sym; /* GLOBAL */
    struct { const char *s; size_t len; } str; /* CONST_STR GETATTR */
  } imm;
  int n;                /* UNPACK: the number of targets; PARAM: 1 when the body never assigns it;
                         * SET: 1 for a set comprehension's;
                         * CONST_INT: 1 for a literal above int64's range (imm.i holds its 64
                         * bits), which Numba types uint64; CALL: 1 + the position of its
                         * `*xs` argument until inference spreads it, -1 once the arguments
                         * of a function with `*args` are packed (varargs.c); COMPARE: an
                         * UnrollGuard */
  const char **kwnames; /* CALL: names of the last nkw operands */
  int nkw;
  const SrcLoc *arglocs; /* CALL: where operand k + 1 is written in the call, for
                          * errors about one argument; NULL when unknown */
  const Node *annotation; /* CALL, GETITEM: the annotation of the variable it is assigned to
                           * (a: nb.float64[:, :] = np.load(p)), which states
                           * the type of a value only known at run time;
                           * LIST DICT of a typed container: the call
                           * List.empty_list(t) or Dict.empty(k, v) that
                           * names its types */
  Func *callee;         /* CALL of a program function: the specialization it calls */
  const MapProgram *map; /* MAP: the elementwise program */
  Block *target[2];     /* JUMP BRANCH */
  const char *var;      /* the source variable a PHI or UNDEF stands for */
  VarName *assigned;    /* the variables assigned this value (build.c), for -g */
  Instr *forward;       /* set when this instruction was replaced by another */
};

struct Block {
  int id;
  Func *func;
  Instr *first, *last;
  Block **preds;
  int npreds, cap_preds;
  bool sealed;          /* all predecessors known (SSA construction) */
  bool filled;          /* no more instructions will be appended */
  Block *handler;       /* inside a try statement: the block its exceptions go to (build_try.c) */
  Block *next_in_func;
};

typedef enum {
  FUNC_ENTRY,   /* the module's top-level statements */
  FUNC_HOST,    /* a def without decorator */
  FUNC_JIT,     /* @jit, @njit */
  FUNC_UFUNC,   /* @vectorize */
  FUNC_KERNEL,  /* @cuda.jit */
  FUNC_DEVICE   /* @cuda.jit(device=True) */
} FuncKind;

/* The instruction that stands for i now: i itself, or the last of the
 * instructions that replaced it (Instr.forward); NULL stays NULL. The macro
 * keeps the constness of its argument. */
static inline Instr *ir_resolve_mutable(Instr *i) {
  while (i && i->forward)
    i = i->forward;
  return i;
}
#define ir_resolve(i)                                                                    \
  _Generic((i), const Instr *: (const Instr *)ir_resolve_mutable((Instr *)(i)),          \
           default: ir_resolve_mutable((Instr *)(i)))

/* Host code: the top level and undecorated functions, which are Python. */
static inline bool func_is_host(FuncKind k) { return k == FUNC_ENTRY || k == FUNC_HOST; }

struct Func {
  const char *name;
  FuncKind kind;
  bool gpu;               /* compiled as GPU code: a kernel, a device function, or a
                           * jitted function called from them */
  bool parallel;          /* parallel=True: prange loops run on the thread pool */
  bool fastmath;          /* fastmath=True */
  bool boundscheck;       /* boundscheck=True: array indices are checked */
  bool numpy_errors;      /* error_model='numpy': division by zero gives inf, nan or 0 */
  int max_registers;      /* @cuda.jit(max_registers=N): the kernel's .maxnreg (0: none) */
  bool lineinfo;          /* @cuda.jit(lineinfo=True): source lines in the PTX */
  const struct Gufunc *gufunc; /* @guvectorize's kernel: the layout its calls loop over (ir/gufunc.h) */
  bool cuda_reduce;       /* @cuda.reduce: its calls reduce an array (codegen/lib_cudahost.c) */
  const Node *def;        /* FUNCDEF, or the MODULE for the entry code */
  Module *module;
  int nparams;
  const char **param_names;
  const Type **param_types; /* this specialization's argument types (NULL until known) */
  const Type *ret_type;
  Block *entry, *blocks_tail;
  int nblocks;
  int next_value_id;
  Func *next_in_module;
};

struct Module {
  Arena *arena;
  Diag *diag;
  const Source *src;
  StrTab *names;
  const Node *ast;
  Func *funcs, *funcs_tail;
  struct Scope *scope;
  bool library;           /* arrc -c: the exports are the program (ir/exports.h) */
  struct Export *exports; /* the functions C code calls, in source order */
};

/* The most inputs a MAP has: NumPy's NPY_MAXARGS allows a ufunc 32
 * operands, its result included, so a @vectorize function has at most 31
 * parameters (infer.c says so otherwise); NumPy functions and fused
 * expressions take fewer. The most steps: fuse.c stops growing a MAP there. */
enum { MAP_MAX_INPUTS = 31, MAP_MAX_STEPS = 32 };

/* One step of a MAP: an operator, a NumPy function or a ufunc applied to
 * earlier values. Values are numbered: the MAP's operands first ($0 ...),
 * then the steps in order; the last step is the element. */
typedef struct {
  Opcode op;              /* BINARY UNARY COMPARE CALL */
  AstOp aop;              /* BINARY UNARY COMPARE */
  BuiltinId fn;           /* CALL of a NumPy function or abs(): its builtin; BI_NONE otherwise */
  Func *callee;           /* CALL of a ufunc: its scalar function */
  const Type *type;       /* the element type the step produces */
  SrcLoc loc;
  int nargs;
  int args[MAP_MAX_INPUTS];
} MapStep;

struct MapProgram {
  int nsteps;
  MapStep steps[];
};

/* Fuses elementwise array operations into MAP instructions (fuse.c). */
void ir_fuse_module(Module *m);

/* Construction (ir.c). */
/* Resolves argparse's parsers, whose arguments are constants, while
 * compiling: a pass on the syntax tree before the IR is built (argparse.c). */
void argparse_desugar(Arena *a, Diag *d, StrTab *names, Node *module);
Module *ir_module_new(Arena *a, Diag *d, const Source *src, StrTab *names, const Node *ast);
Func *ir_func_new(Module *m, const char *name, FuncKind kind, const Node *def);
Block *ir_block_new(Func *f);
void ir_block_add_pred(Block *b, Block *pred);
/* Appends to b (before its terminator is set). */
Instr *ir_append(Block *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops);
/* Inserts a PHI at the start of b, with no operands yet. */
Instr *ir_insert_phi(Block *b, SrcLoc loc);
/* Inserts a new instruction just before `at`, in at's block. */
Instr *ir_insert_before(Instr *at, Opcode op, SrcLoc loc, int nops, Instr *const *ops);
void ir_add_operand(Instr *i, Instr *op);
void ir_clear_operands(Instr *i);
void ir_set_operand(Instr *i, int k, Instr *op);
/* Replaces every use of `from` by `to`, then removes `from` from its block. */
void ir_replace_and_remove(Instr *from, Instr *to);
void ir_remove(Instr *i);
/* Notes that v is assigned to the variable name (once per name). */
void ir_note_assigned(Instr *v, const char *name);
Instr *ir_terminator(const Block *b);
/* The function's blocks in an order where every block comes after the
 * blocks that dominate it (reverse postorder), then the unreachable ones in
 * list order; OUT has room for f->nblocks. The list order, the order of
 * construction, does not have that property: a loop's exit block is made
 * before its body, and `while True:` reaches it only from a break inside
 * the body. Returns the number of blocks. */
int ir_dominator_order(const Func *f, Block **out);

const char *ir_op_name(Opcode op);
int ir_op_arity(Opcode op);   /* -1: variable */
unsigned ir_op_flags(Opcode op);
const char *ir_func_kind_name(FuncKind k);

/* AST -> untyped SSA (build.c): the entry code and each function. */
Func *ir_build_entry(Module *m);
Func *ir_build_function(Module *m, const Node *def, FuncKind kind);

/* Whole-program type inference from the entry code (infer.c): resolves the
 * module's names, builds the entry code and every specialization it
 * reaches (ir_build_*), and types them. False on errors. */
bool ir_infer_module(Module *m);

/* The textual form (print.c). */
void ir_print_func(StrBuf *out, const Func *f);
void ir_print_module(StrBuf *out, const Module *m);

/* Structural checks (verify.c): one terminator per block, at the end;
 * operand counts; phis first with one operand per predecessor; every use
 * dominated by its definition; and, once typed, operand and result types.
 * Problems go to d as internal errors naming the function, block and value.
 * Returns the number of problems. */
int ir_verify_func(const Func *f, Diag *d);
int ir_verify_module(const Module *m, Diag *d);

/* The builtin a CALL calls (np.sum, min, ...) once types are known, or
 * BI_NONE. */
BuiltinId ir_called_builtin(const Instr *call);

#endif
