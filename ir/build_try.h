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
/* A value the builder gives a variable (build.c's write_var): inside a
 * try body, recorded for the handlers' try.restore. */
void build_try_note_write(Builder *b, const char *name, Instr *v);
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

/* Variables that functions declare global (build_global.c). */
bool global_is_cell(Builder *b, const char *name);
Instr *build_global_load(Builder *b, const char *name, SrcLoc loc);
void build_global_store(Builder *b, const char *name, Instr *value, SrcLoc loc);
void build_global_statement(Builder *b, const Node *s);
/* Variables that are global cells are not SSA locals of the top level,
 * nor of a function that declares them (called after the locals are
 * collected). */
void global_forget_locals(Builder *b, const NodeList *body);
/* del x, y (build_global.c): the names are unbound again. */
void build_del(Builder *b, const Node *s);
/* The types global.load and global.store carry in imm.i: that of the
 * literal the top level first assigns (0: none, an error reported). */
enum { GLOBAL_INT = 1, GLOBAL_FLOAT, GLOBAL_BOOL, GLOBAL_STR, GLOBAL_COMPLEX,
       GLOBAL_INFERRED /* a variable host functions only read: the type of the top level's stores */ };
static inline const Type *global_cell_type(int64_t code) {
  switch (code) {
  case GLOBAL_INT: return ty_int64;
  case GLOBAL_FLOAT: return ty_float64;
  case GLOBAL_BOOL: return ty_bool;
  case GLOBAL_STR: return ty_str;
  case GLOBAL_COMPLEX: return ty_complex128;
  default: return NULL;
  }
}

/* Generators inlined into the for loops that consume them (build_gen.c).
 * build_generator_loop: false when iter is not a call of a generator. */
bool build_generator_loop(Builder *b, const Node *target, const Node *iter, const NodeList *body,
                          const NodeList *orelse, SrcLoc loc);
void build_yield(Builder *b, const Node *y);
/* Whether def is a generator function (its body yields); such a def is
 * built only where a for loop inlines it. */
bool is_generator_def(const Node *def);
/* A call of a generator outside a for loop's iterable: an error. NULL for
 * any other call. */
Instr *build_generator_call(Builder *b, const Node *call);
/* A return inside an inlined generator ends the loop; false elsewhere. */
bool build_generator_return(Builder *b, const Node *s);

/* Nested defs, lifted to the top level (build_nested.c): the def
 * statement, a call of it (NULL for other calls), and a use of its name
 * other than a call (an error; false for other names). */
void build_nested_def(Builder *b, const Node *def);
/* A new function's builder: a lifted def sees its siblings. */
void build_nested_start(Builder *b, const Node *def);
Instr *build_nested_call(Builder *b, const Node *call);
bool build_nested_name(Builder *b, const Node *e);
/* `with objmode(y='float64'):` in jitted code: the block becomes a host
 * function lifted as a nested def (its outputs returned), called where the
 * block was; in host code the block is built as it stands. False for
 * other with statements. */
bool build_objmode(Builder *b, const Node *with);

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
Instr *builder_read_local(Builder *b, const char *name, SrcLoc loc);
/* The value of a variable that is not assigned (an UNDEF), and a name
 * as a generator's or comprehension's renaming makes it. */
Instr *builder_unbound(Builder *b, const char *name, SrcLoc loc);
const char *builder_renamed(const Builder *b, const char *name);
void builder_assign(Builder *b, const Node *target, Instr *v);
bool builder_is_local(const Builder *b, const char *name);
int builder_loop_depth(const Builder *b);
struct TryState **builder_tries(Builder *b);
struct GlobalCells **builder_globals(Builder *b);
const Module *builder_module(const Builder *b);
void builder_forget_local(Builder *b, const char *name);
struct GenState **builder_gen(Builder *b);
struct NestedFns **builder_nested(Builder *b);
int builder_rename_depth(const Builder *b);
void builder_set_rename_depth(Builder *b, int depth);
void builder_push_rename(Builder *b, const char *from, const char *to);
const char *builder_intern(Builder *b, const char *text);
void builder_push_loop(Builder *b, Block *continue_to, Block *break_to);
void builder_pop_loop(Builder *b);
Arena *builder_arena(const Builder *b);
Diag *builder_diag(const Builder *b);
const Func *builder_func(const Builder *b);

#endif
