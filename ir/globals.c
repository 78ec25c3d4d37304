/* Which top-level names the program changes in place.
 *
 * A global constant (§1.2) is a name assigned once, to a constant
 * expression, and every function that reads it builds the expression
 * itself: Numba freezes a global's value when it compiles a function, and
 * arrc compiles ahead of time. For a number, a string or a tuple that is
 * Python's meaning too. A list or an array (`W = np.array([0.25, 0.5,
 * 0.25])`, `PRIMES = [2, 3, 5, 7]`) is one object in Python, which code
 * may change in place (`W[0] = 1.0`, `PRIMES.append(11)`, `W.fill(0)`):
 * a function reading a copy would not see the change. So a name that some
 * statement of the program changes in place is not a constant (scope.c),
 * and a function reading it gets the error that says so. */
#include <string.h>

#include "build.h"
#include "globals.h"

/* Methods of lists and arrays that change the object they are called on. */
static const char *const mutating_methods[] = {
    "append", "extend", "insert", "pop",    "remove", "sort",  "reverse", "clear",
    "fill",   "put",    "itemset", "resize", "setfield", "setflags", "byteswap", NULL};

static bool is_mutating_method(const char *name) {
  for (int k = 0; mutating_methods[k]; k++)
    if (strcmp(mutating_methods[k], name) == 0)
      return true;
  return false;
}

/* The name at the root of `a[i]`, `a[i][j]`, `a.attr[i]`: the object that
 * an item assignment changes. */
static const char *root_name(const Node *e) {
  while (e->kind == AST_SUBSCRIPT || e->kind == AST_ATTR)
    e = e->kind == AST_SUBSCRIPT ? e->sub.value : e->attr.value;
  return e->kind == AST_NAME ? e->name.id : NULL;
}

static void mark(PtrMap *changed, const char *name) {
  if (name)
    ptrmap_put(changed, name, (void *)name);
}

/* An assignment target: only item and attribute targets change an object;
 * a plain name rebinds it (scope.c counts those). */
static void mark_target(PtrMap *changed, const Node *t) {
  switch (t->kind) {
  case AST_SUBSCRIPT: case AST_ATTR: mark(changed, root_name(t)); break;
  case AST_TUPLE: case AST_LIST:
    for (int k = 0; k < t->seq.elts.len; k++)
      mark_target(changed, t->seq.elts.v[k]);
    break;
  case AST_STARRED: mark_target(changed, t->wrap.value); break;
  default: break;
  }
}

static void walk_expr(PtrMap *changed, const Node *e);

static void walk_list(PtrMap *changed, const NodeList *xs) {
  for (int k = 0; k < xs->len; k++)
    if (xs->v[k])
      walk_expr(changed, xs->v[k]);
}

/* Expressions: a call of a mutating method on a name changes it. */
static void walk_expr(PtrMap *changed, const Node *e) {
  if (!e)
    return;
  switch (e->kind) {
  case AST_CALL:
    if (e->call.func->kind == AST_ATTR && is_mutating_method(e->call.func->attr.attr))
      mark(changed, root_name(e->call.func->attr.value));
    walk_expr(changed, e->call.func);
    walk_list(changed, &e->call.args);
    walk_list(changed, &e->call.keywords);
    break;
  case AST_KEYWORD: case AST_STARRED: walk_expr(changed, e->kind == AST_KEYWORD ? e->kw.value : e->wrap.value); break;
  case AST_BINOP: case AST_BOOLOP: walk_expr(changed, e->bin.lhs); walk_expr(changed, e->bin.rhs); break;
  case AST_UNARY: walk_expr(changed, e->unary.operand); break;
  case AST_COMPARE: walk_list(changed, &e->cmp.operands); break;
  case AST_IFEXP:
    walk_expr(changed, e->ifexp.cond);
    walk_expr(changed, e->ifexp.then);
    walk_expr(changed, e->ifexp.els);
    break;
  case AST_ATTR: walk_expr(changed, e->attr.value); break;
  case AST_SUBSCRIPT: walk_expr(changed, e->sub.value); walk_expr(changed, e->sub.index); break;
  case AST_TUPLE: case AST_LIST: case AST_SET: walk_list(changed, &e->seq.elts); break;
  case AST_LISTCOMP: case AST_SETCOMP: case AST_GENEXP: case AST_DICTCOMP:
    walk_expr(changed, e->comp.elt);
    walk_expr(changed, e->comp.value);
    for (int k = 0; k < e->comp.gens.len; k++) {
      const Node *g = e->comp.gens.v[k];
      walk_expr(changed, g->gen.iter);
      walk_list(changed, &g->gen.ifs);
    }
    break;
  case AST_FSTRING: walk_list(changed, &e->fstring.parts); break;
  case AST_FIELD: walk_expr(changed, e->field.value); walk_expr(changed, e->field.spec); break;
  default: break;
  }
}

static void walk_body(PtrMap *changed, const NodeList *body) {
  for (int k = 0; k < body->len; k++) {
    const Node *s = body->v[k];
    switch (s->kind) {
    case AST_EXPR_STMT: case AST_RETURN: walk_expr(changed, s->wrap.value); break;
    case AST_ASSIGN:
      for (int t = 0; t < s->assign.targets.len; t++)
        mark_target(changed, s->assign.targets.v[t]);
      walk_expr(changed, s->assign.value);
      break;
    case AST_AUGASSIGN: mark_target(changed, s->aug.target); walk_expr(changed, s->aug.value); break;
    case AST_ANNASSIGN: mark_target(changed, s->ann.target); walk_expr(changed, s->ann.value); break;
    case AST_DEL:
      for (int t = 0; t < s->seq.elts.len; t++)
        mark_target(changed, s->seq.elts.v[t]);
      break;
    case AST_IF: case AST_WHILE:
      walk_expr(changed, s->cond.cond);
      walk_body(changed, &s->cond.body);
      walk_body(changed, &s->cond.orelse);
      break;
    case AST_FOR:
      walk_expr(changed, s->loop.iter);
      walk_body(changed, &s->loop.body);
      walk_body(changed, &s->loop.orelse);
      break;
    case AST_FUNCDEF: walk_body(changed, &s->def.body); break;
    case AST_CLASSDEF: walk_body(changed, &s->cls.body); break;
    case AST_WITH: walk_body(changed, &s->with.body); break;
    case AST_TRY:
      walk_body(changed, &s->try_.body);
      for (int h = 0; h < s->try_.handlers.len; h++)
        walk_body(changed, &s->try_.handlers.v[h]->handler.body);
      walk_body(changed, &s->try_.orelse);
      walk_body(changed, &s->try_.finalbody);
      break;
    case AST_ASSERT: walk_expr(changed, s->assert_.test); break;
    default: break;
    }
  }
}

void globals_changed_in_place(const Node *module, PtrMap *changed) {
  walk_body(changed, &module->module.body);
}

/* A global constant that makes an object (a list, an array) is built once
 * per call of the function, in its entry block, as Numba freezes a global
 * array once: a read inside a loop does not make a new array each time.
 * Constant expressions have no branches, so the instructions built in a
 * scratch block move to the end of the entry block as they are. */
Instr *build_hoisted_constant(Builder *b, const Symbol *sym, SrcLoc at) {
  Instr *v = ptrmap_get(&b->hoisted, sym);
  if (v)
    return v;
  /* GPU code builds the expression where it is read, as before: a scalar
   * (np.float32(2.5)) folds there, and an array is refused by its call. */
  if (b->f->kind == FUNC_KERNEL || b->f->kind == FUNC_DEVICE) {
    bool saved = b->in_constant;
    b->in_constant = true;
    v = build_expr(b, sym->value);
    b->in_constant = saved;
    return v;
  }
  /* Numba compiles a global array into the code, but has no constant
   * form of a reflected list. */
  if (sym->value->kind == AST_LIST && !func_is_host(b->f->kind)) {
    diag_error(b->d, at, "the global list '%s' cannot be read in jitted code: Numba treats "
               "globals as compile-time constants and cannot compile a reflected list as a constant; "
               "make it a tuple or an array", sym->name);
    diag_note(b->d, sym->loc, "'%s' is assigned here", sym->name);
    return build_emit(b, IR_UNDEF, at, 0, NULL);
  }
  Block *resume = b->cur, *scratch = build_new_block(b), *entry = b->f->entry;
  bool saved = b->in_constant;
  b->cur = scratch;
  b->in_constant = true;
  v = build_expr(b, sym->value);
  b->in_constant = saved;
  Instr *term = ir_terminator(entry);
  while (scratch->first) {
    Instr *i = scratch->first;
    scratch->first = i->next;
    i->block = entry;
    i->next = term;
    i->prev = term ? term->prev : entry->last;
    if (i->prev)
      i->prev->next = i;
    else
      entry->first = i;
    if (term)
      term->prev = i;
    else
      entry->last = i;
  }
  scratch->last = NULL;
  b->cur = resume;
  ptrmap_put(&b->hoisted, sym, v);
  return v;
}
