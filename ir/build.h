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

typedef struct {
  Module *m;
  Func *f;
  Arena *a;
  Diag *d;
  Block *cur;            /* NULL after a terminator: the code that follows is unreachable */
  VarMap vars;
  PendingPhi *pending;
  int npending, cap_pending;
  PtrMap locals;         /* names assigned in the function */
  PtrMap single_definitions; /* local name -> the value of its only plain assignment */
  Loop *loops;           /* the loops around the statement being built, innermost last */
  int nloops, cap_loops;
  Rename *renames;       /* comprehension variables in scope, innermost last */
  int nrenames, cap_renames;
  int ncomps;
  bool in_constant;      /* building a global constant's expression */
  PtrMap hoisted;        /* global constant (a list or an array) -> its value in the entry block */
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

/* `for` loops unrolled while they are built (build_unroll.c): false leaves
 * the loop to build.c. */
bool build_unrolled_for(Builder *b, const Node *s);
/* A global constant that makes a list or an array, built once per call of
 * the function, in its entry block (globals.c). */
Instr *build_hoisted_constant(Builder *b, const Symbol *sym, SrcLoc at);

#endif
