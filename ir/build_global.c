/* Module-level variables that functions write: `global x` in a host
 * function makes x one variable in memory for the whole program, read and
 * written by the top-level code and by every host function through
 * global.load and global.store, instead of an SSA value of the top level.
 *
 * A variable that host functions only read, and that is not a constant
 * (assigned more than once, or not to a constant expression: rank =
 * comm.Get_rank(); up = rank - 1; if up < 0: up = MPI.PROC_NULL), is such
 * a variable too, as in Python, where a function reads a global's value
 * when it runs. Its type is that of the values the top level stores
 * (infer_try.c), which must all have one type.
 *
 * Each such variable has one type, that of the literal the top level
 * assigns it first (counter = 0, scale = 1.0, verbose = False, mode =
 * "fast"); Python lets a variable change type, arrc asks for one
 * (infer_try.c says so at a store of another type). Jitted and GPU code
 * may not declare them and may not read them: Numba freezes the globals a
 * function reads when it compiles it, which a variable that changes
 * cannot be. */
#include <string.h>

#include "build_try.h"
#include "scope.h"

struct GlobalCells {
  PtrMap names;      /* name -> the literal the top level first assigns it (or the name node) */
};

static void collect_declarations(Arena *a, struct GlobalCells *g, const NodeList *body);

static void collect_statement(Arena *a, struct GlobalCells *g, const Node *s) {
  switch (s->kind) {
  case AST_GLOBAL:
    for (int k = 0; k < s->seq.elts.len; k++)
      if (!ptrmap_get(&g->names, s->seq.elts.v[k]->name.id))
        ptrmap_put(&g->names, s->seq.elts.v[k]->name.id, s->seq.elts.v[k]);
    break;
  case AST_IF: case AST_WHILE:
    collect_declarations(a, g, &s->cond.body);
    collect_declarations(a, g, &s->cond.orelse);
    break;
  case AST_FOR:
    collect_declarations(a, g, &s->loop.body);
    collect_declarations(a, g, &s->loop.orelse);
    break;
  case AST_TRY:
    collect_declarations(a, g, &s->try_.body);
    for (int k = 0; k < s->try_.handlers.len; k++)
      collect_declarations(a, g, &s->try_.handlers.v[k]->handler.body);
    collect_declarations(a, g, &s->try_.orelse);
    collect_declarations(a, g, &s->try_.finalbody);
    break;
  case AST_WITH: collect_declarations(a, g, &s->with.body); break;
  default: break;
  }
}

static void collect_declarations(Arena *a, struct GlobalCells *g, const NodeList *body) {
  for (int k = 0; k < body->len; k++)
    collect_statement(a, g, body->v[k]);
}

/* Whether e is a literal a global variable may start from. */
static bool is_literal(const Node *e) {
  switch (e->kind) {
  case AST_INT: case AST_FLOAT: case AST_STR: case AST_TRUE: case AST_FALSE: case AST_IMAG: return true;
  case AST_UNARY: return (e->unary.op == OP_NEG || e->unary.op == OP_POS) && e->unary.operand->kind != AST_UNARY &&
                         is_literal(e->unary.operand);
  default: return false;
  }
}

typedef struct {
  Builder *b;
  PtrMap *names;  /* the cells found so far */
  PtrMap bound;   /* the function's own names: Python makes a name assigned anywhere in it local */
} ReadScan;

static void bind_target(ReadScan *r, const Node *t) {
  if (!t)
    return;
  switch (t->kind) {
  case AST_NAME: ptrmap_put(&r->bound, t->name.id, (void *)t); break;
  case AST_TUPLE: case AST_LIST:
    for (int k = 0; k < t->seq.elts.len; k++)
      bind_target(r, t->seq.elts.v[k]);
    break;
  case AST_STARRED: bind_target(r, t->wrap.value); break;
  default: break;
  }
}

/* The names a function binds: assignment and loop targets, with and
 * except names, nested definitions, imports and parameters (of lambdas
 * and comprehensions too, which only keeps such a name out of the cells). */
static void scan_bindings(Node **slot, void *ctx) {
  ReadScan *r = ctx;
  Node *n = *slot;
  switch (n->kind) {
  case AST_ASSIGN:
    for (int k = 0; k < n->assign.targets.len; k++)
      bind_target(r, n->assign.targets.v[k]);
    break;
  case AST_AUGASSIGN: bind_target(r, n->aug.target); break;
  case AST_ANNASSIGN: bind_target(r, n->ann.target); break;
  case AST_FOR: bind_target(r, n->loop.target); break;
  case AST_COMPFOR: bind_target(r, n->gen.target); break;
  case AST_WITHITEM: bind_target(r, n->item.var); break;
  case AST_NAMEDEXPR: bind_target(r, n->walrus.target); break;
  case AST_EXCEPT:
    if (n->handler.name)
      ptrmap_put(&r->bound, n->handler.name, n);
    break;
  case AST_PARAM: ptrmap_put(&r->bound, n->param.name, n); break;
  case AST_FUNCDEF: ptrmap_put(&r->bound, n->def.name, n); break;
  case AST_CLASSDEF: ptrmap_put(&r->bound, n->cls.name, n); break;
  case AST_ALIAS: ptrmap_put(&r->bound, n->alias.asname ? n->alias.asname : n->alias.name, n); break;
  default: break;
  }
  ast_visit_children(n, scan_bindings, ctx);
}

/* The names a host function reads and does not bind that are the top
 * level's non-constant variables. */
static void scan_reads(Node **slot, void *ctx) {
  ReadScan *r = ctx;
  Node *n = *slot;
  if (n->kind == AST_NAME) {
    const Symbol *sym = scope_lookup(builder_module(r->b)->scope, n->name.id);
    if (sym && sym->kind == SYM_VARIABLE && !ptrmap_get(&r->bound, n->name.id) && !ptrmap_get(r->names, n->name.id))
      ptrmap_put(r->names, n->name.id, n);
    return;
  }
  ast_visit_children(n, scan_reads, ctx);
}

static struct GlobalCells *cells(Builder *b) {
  struct GlobalCells **g = builder_globals(b);
  if (*g)
    return *g;
  Arena *a = builder_arena(b);
  *g = arena_alloc(a, sizeof **g);
  memset(*g, 0, sizeof **g);
  ptrmap_init(&(*g)->names, a);
  /* The declarations in the program's functions (top-level defs). */
  const NodeList *top = &builder_module(b)->ast->module.body;
  for (int k = 0; k < top->len; k++)
    if (top->v[k]->kind == AST_FUNCDEF)
      collect_declarations(a, *g, &top->v[k]->def.body);
  /* The top level's variables that host functions (undecorated defs)
   * read. */
  for (int k = 0; k < top->len; k++) {
    Node *def = top->v[k];
    if (def->kind != AST_FUNCDEF || def->def.decorators.len)
      continue;
    ReadScan scan = {b, &(*g)->names, {0}};
    ptrmap_init(&scan.bound, a);
    for (int p = 0; p < def->def.params.len; p++)
      scan_bindings(&def->def.params.v[p], &scan);
    for (int s = 0; s < def->def.body.len; s++)
      scan_bindings(&def->def.body.v[s], &scan);
    for (int s = 0; s < def->def.body.len; s++)
      scan_reads(&def->def.body.v[s], &scan);
  }
  /* Each one's first top-level literal assignment gives its type; one
   * assigned no literal gets the type of what the top level stores. */
  for (int k = 0; k < top->len; k++) {
    const Node *s = top->v[k];
    if (s->kind != AST_ASSIGN)
      continue;
    for (int t = 0; t < s->assign.targets.len; t++) {
      const Node *target = s->assign.targets.v[t];
      const Node *seen = target->kind == AST_NAME ? ptrmap_get(&(*g)->names, target->name.id) : NULL;
      if (seen && seen->kind == AST_NAME && is_literal(s->assign.value))
        ptrmap_put(&(*g)->names, target->name.id, (void *)s->assign.value);
    }
  }
  return *g;
}

bool global_is_cell(Builder *b, const char *name) { return ptrmap_get(&cells(b)->names, name) != NULL; }

/* The type code global.load and global.store carry in imm.i (infer_try.c
 * reads it): that of the first literal; GLOBAL_INFERRED, the type of the
 * values stored, when there is none (the node is then the name). */
static int type_code(const Node *lit) {
  if (lit->kind == AST_NAME)
    return GLOBAL_INFERRED;
  while (lit->kind == AST_UNARY)
    lit = lit->unary.operand;
  switch (lit->kind) {
  case AST_INT: return GLOBAL_INT;
  case AST_FLOAT: return GLOBAL_FLOAT;
  case AST_TRUE: case AST_FALSE: return GLOBAL_BOOL;
  case AST_STR: return GLOBAL_STR;
  case AST_IMAG: return GLOBAL_COMPLEX;
  default: return 0;
  }
}

static Instr *global_op(Builder *b, Opcode op, const char *name, Instr *value, SrcLoc loc) {
  const Node *first = ptrmap_get(&cells(b)->names, name);
  Instr *i = builder_emit(b, op, loc, value ? 1 : 0, &value);
  i->var = name;
  i->imm.i = type_code(first);
  return i;
}

Instr *build_global_load(Builder *b, const char *name, SrcLoc loc) {
  return global_op(b, IR_GLOBAL_LOAD, name, NULL, loc);
}

void build_global_store(Builder *b, const char *name, Instr *value, SrcLoc loc) {
  global_op(b, IR_GLOBAL_STORE, name, value, loc);
}

/* `global x, y`: in jitted and GPU code, Numba's refusal; in host code
 * each name needs a top-level assignment, which gives its type. */
void build_global_statement(Builder *b, const Node *s) {
  const Func *f = builder_func(b);
  if (!func_is_host(f->kind)) {
    diag_error(builder_diag(b), s->loc, "'global' declarations are only supported in host code: Numba freezes "
                                        "the globals of a jitted function when it compiles it");
    return;
  }
  for (int k = 0; k < s->seq.elts.len; k++) {
    const Node *n = s->seq.elts.v[k];
    const Symbol *sym = scope_lookup(builder_module(b)->scope, n->name.id);
    bool assigned = sym && (sym->kind == SYM_VARIABLE || sym->kind == SYM_CONSTANT);
    if (f->kind == FUNC_HOST && !assigned)
      diag_error(builder_diag(b), n->loc,
                 "arrc needs '%s' assigned at the top level of the program before functions declare it "
                 "global (its type comes from that value)",
                 n->name.id);
  }
}

/* Variables of the top level that functions declare global live in memory
 * (build_global.c): they are not SSA locals of the top level, nor of a
 * function that declares them. */
static void forget_declared(Builder *b, const NodeList *body) {
  for (int i = 0; i < body->len; i++) {
    const Node *s = body->v[i];
    switch (s->kind) {
    case AST_GLOBAL:
      for (int k = 0; k < s->seq.elts.len; k++)
        builder_forget_local(b, s->seq.elts.v[k]->name.id);
      break;
    case AST_IF: case AST_WHILE:
      forget_declared(b, &s->cond.body);
      forget_declared(b, &s->cond.orelse);
      break;
    case AST_FOR:
      forget_declared(b, &s->loop.body);
      forget_declared(b, &s->loop.orelse);
      break;
    case AST_TRY:
      forget_declared(b, &s->try_.body);
      for (int k = 0; k < s->try_.handlers.len; k++)
        forget_declared(b, &s->try_.handlers.v[k]->handler.body);
      forget_declared(b, &s->try_.orelse);
      forget_declared(b, &s->try_.finalbody);
      break;
    case AST_WITH: forget_declared(b, &s->with.body); break;
    default: break;
    }
  }
}

void global_forget_locals(Builder *b, const NodeList *body) {
  if (builder_func(b)->kind != FUNC_ENTRY) {
    forget_declared(b, body);
    return;
  }
  const PtrMap *names = &cells(b)->names;
  for (size_t k = 0; k < names->cap; k++)
    if (names->keys[k] && names->values[k])
      builder_forget_local(b, names->keys[k]);
}

/* del x: the name is unbound again (a read before the next assignment is
 * an UnboundLocalError, as in Python), and its value is released where
 * it was last used, as before. `del` of items and slices is the lists'
 * (not in arrc yet); of a global variable, not supported. */
static void del_target(Builder *b, const Node *t) {
  if (t->kind == AST_TUPLE || t->kind == AST_LIST) {
    for (int k = 0; k < t->seq.elts.len; k++)
      del_target(b, t->seq.elts.v[k]);
    return;
  }
  if (t->kind == AST_SUBSCRIPT) {
    /* del d[k]: the item goes (dicts; other containers are refused when
     * typed). */
    Instr *ops[2] = {builder_expression(b, t->sub.value), builder_expression(b, t->sub.index)};
    builder_emit(b, IR_DELITEM, t->loc, 2, ops);
    return;
  }
  const char *name = t->kind == AST_NAME ? builder_renamed(b, t->name.id) : NULL;
  if (name && (name != t->name.id || builder_is_local(b, name))) {
    builder_expression(b, t);
    builder_assign_local(b, name, builder_unbound(b, name, t->loc));
    return;
  }
  diag_error(builder_diag(b), t->loc, "%s not supported by arrc",
             t->kind == AST_NAME ? "'del' of a global name is" : "'del' of items and attributes is");
}

void build_del(Builder *b, const Node *s) {
  for (int k = 0; k < s->seq.elts.len && builder_current(b); k++)
    del_target(b, s->seq.elts.v[k]);
}
