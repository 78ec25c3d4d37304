/* The state of building a function's untyped SSA (build.c), shared with
 * the files that build parts of it: build_unroll.c (loops unrolled while
 * they are built) and globals.c (global constants built once per call).
 * Private to ir/. */
#ifndef ARRC_BUILD_H
#define ARRC_BUILD_H

#include "ir.h"
#include "scope.h"

/* ---- the variable map: (block, name) -> current definition ------------- */

typedef struct {
  const Block *block;
  const char *name;
  Instr *value;
} VarEntry;

typedef struct VarMap {
  VarEntry *slots;
  size_t cap, count;
} VarMap;

/* An incomplete phi waiting for its block to be sealed. */
typedef struct {
  Block *block;
  const char *name;
  Instr *phi;
} PendingPhi;

/* A comprehension's loop variables are renamed so they do not leak. */
typedef struct {
  const char *from, *to;
} Rename;

typedef struct {
  Block *continue_to, *break_to;
} Loop;

typedef struct Builder {
  Module *m;
  Func *f;
  Arena *a;
  Diag *d;
  Block *cur;            /* NULL after a terminator: the code that follows is unreachable */
  VarMap vars;
  PendingPhi *pending;
  int npending, cap_pending;
  PtrMap locals;         /* names assigned in the function */
  PtrMap imports;        /* names the function's own imports bind -> Symbol */
  PtrMap single_definitions; /* local name -> the value of its only plain assignment */
  Loop *loops;           /* the loops around the statement being built, innermost last */
  int nloops, cap_loops;
  Rename *renames;       /* comprehension variables in scope, innermost last */
  int nrenames, cap_renames;
  int ncomps;
  bool in_constant;      /* building a global constant's expression */
  PtrMap hoisted;        /* global constant (a list or an array) -> its value in the entry block */
  struct TryState *tries; /* the try statements and handlers around the statement (build_try.c) */
  struct GlobalCells *globals; /* the variables functions declare global (build_global.c) */
  struct GenState *gen;  /* the generator being inlined into a for loop (build_gen.c) */
  struct NestedFns *nested; /* the defs inside this function, lifted (build_nested.c) */
  PtrMap lambdas;        /* local name -> the lambda last assigned to it (build_comp.c) */
  PtrMap iterators;      /* local name -> its iter() call while it holds an iterator (build_comp.c) */
} Builder;

/* Appends an instruction to the current block. */
Instr *build_emit(Builder *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops);
Block *build_new_block(Builder *b);
/* All of blk's predecessors are known: its incomplete phis are completed. */
void build_seal(Builder *b, Block *blk);
/* Ends the current block with a jump to `to` (nothing after a terminator). */
void build_jump(Builder *b, Block *to, SrcLoc loc);
/* Enters a loop: continue goes to header, break to exit; leave it with
 * b->nloops--. */
void build_push_loop(Builder *b, Block *header, Block *exit);
bool build_is_local(const Builder *b, const char *name);
/* The name a comprehension variable is renamed to, else name itself. */
const char *build_renamed(const Builder *b, const char *name);
/* The expression of a local's one plain assignment (`name = value`), or
 * NULL when it has another or several. */
const Node *build_single_definition(const Builder *b, const char *name);
Instr *build_expr(Builder *b, const Node *e);
void build_block(Builder *b, const NodeList *body);
void build_assign(Builder *b, const Node *target, Instr *value);
/* The for statement s as a plain loop over iter (s's own or another). */
void build_plain_for(Builder *b, const Node *s, const Node *iter);

/* Library calls rewritten into statements (build_rewrite.c). */
Instr *build_itertools(Builder *b, const Node *e, BuiltinId id);
Instr *build_loop_rewrite(Builder *b, const Node *e, BuiltinId id);
Instr *build_random_rewrite(Builder *b, const Node *e, BuiltinId id);
/* [float(x) for x in xs], the values math.fsum adds. */
const Node *build_fsum_values(Builder *b, const Node *xs);

/* What build_rewrite.c builds with: build.c's own helpers. */
void build_not_supported(Builder *b, const Node *n, const char *what);
/* A new local variable name holding v in the current block. */
void build_define(Builder *b, const char *name, Instr *v);
void build_collect_locals(Builder *b, const NodeList *body);
Instr *build_comprehension(Builder *b, const Node *comp);
Instr *build_read_name(Builder *b, const Node *name);
const Symbol *build_static_symbol(Builder *b, const Node *e);
Instr *build_const_int(Builder *b, int64_t v, SrcLoc loc);

/* Reads the variables that cond being `outcome` shows not to be None in
 * blk, just sealed and entered only from that edge, through NARROWs
 * (build_vars.c). */
void build_narrow_in(Builder *b, Block *blk, const Node *cond, bool outcome);
Instr *build_read_var(Builder *b, Block *blk, const char *name, SrcLoc loc);
void build_write_var(Builder *b, Block *blk, const char *name, Instr *v);

/* Turns the checks build_name puts after reads of a variable that some
 * path leaves unassigned into checks of an "assigned" flag, and drops the
 * others (build_vars.c). */
void build_check_unassigned_reads(Func *f, Arena *a);

/* Whether a condition is known before typing (build_const.c): 1 always
 * true, 0 always false, -1 decided at run time. */
int build_constant_truth(const Builder *b, const Node *cond);

/* `for` loops unrolled while they are built (build_unroll.c): false leaves
 * the loop to build.c. */
bool build_unrolled_for(Builder *b, const Node *s);
/* A global constant that makes a list or an array, built once per call of
 * the function, in its entry block (globals.c). */
Instr *build_hoisted_constant(Builder *b, const Symbol *sym, SrcLoc at);

#endif
