/* try statements, bare raise and what they need of the IR builder:
 * build_try.c builds them with the functions build.c exports here. */
#ifndef ARRC_BUILD_TRY_H
#define ARRC_BUILD_TRY_H

#include "ir.h"

typedef struct Builder Builder;
struct TryState;

/* try: ... except ...: ... else: ... finally: ... */
void build_try(Builder *b, const Node *s);
/* with open(...) as f: ... (files only: the value's close() runs on the
 * way out, as a finally clause would run it). */
void build_with(Builder *b, const Node *s);
/* raise without an exception: the one being handled, again. */
void build_reraise(Builder *b, const Node *s);
/* Before a break or continue (loop_depth: the loops around it) or a
 * return (0): leaves the try statements and handlers between it and its
 * target, running their finally clauses. May end the block (a finally
 * that returns). */
void build_try_unwind(Builder *b, int loop_depth);
/* str(e) and repr(e) of the exception an `except ... as e` handler binds; NULL for
 * any other call. */
Instr *build_exception_call(Builder *b, const Node *call);

/* From build.c. */
Block *builder_new_block(Builder *b);
void builder_seal(Builder *b, Block *blk);
Block *builder_current(const Builder *b);
void builder_set_current(Builder *b, Block *blk);
Instr *builder_emit(Builder *b, Opcode op, SrcLoc loc, int nops, Instr *const *ops);
void builder_jump(Builder *b, Block *to, SrcLoc loc);
void builder_branch(Builder *b, Instr *cond, Block *t, Block *f, SrcLoc loc);
void builder_statements(Builder *b, const NodeList *body);
Instr *builder_expression(Builder *b, const Node *e);
void builder_assign_local(Builder *b, const char *name, Instr *v);
void builder_assign(Builder *b, const Node *target, Instr *v);
bool builder_is_local(const Builder *b, const char *name);
int builder_loop_depth(const Builder *b);
struct TryState **builder_tries(Builder *b);
Arena *builder_arena(const Builder *b);
Diag *builder_diag(const Builder *b);
const Func *builder_func(const Builder *b);

#endif
