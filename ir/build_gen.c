/* Generators, as Numba compiles the common case: a generator function
 * consumed by a for loop,
 *
 *   def fib(n):                  for x in fib(10):
 *       a, b = 0, 1                  print(x)
 *       for _ in range(n):
 *           yield a
 *           a, b = b, a + b
 *
 * is inlined into the loop: the generator's body is built in place, its
 * parameters bound to the arguments and its variables renamed (as a
 * comprehension's are), and each `yield v` becomes `x = v` followed by
 * the loop's body, whose `continue` resumes after the yield and whose
 * `break` leaves the loop. The end of the generator, or a return in it,
 * ends the loop as exhaustion does (its else clause runs). So there is no
 * generator object: list(gen()), next() and a generator passed around
 * are not supported, nor a yield inside a try statement or an expression. */
#include <stdio.h>
#include <string.h>

#include "build_try.h"
#include "scope.h"

struct GenState {
  struct GenState *outer;
  int base;                     /* the renames in force around the loop */
  const char **from, **to;      /* the generator's variables and their new names */
  int nnames;
  const Node *target;
  const NodeList *body;
  Block *exit, *done;
};

/* Whether a statement list yields (directly, or in nested blocks), and
 * whether a yield is somewhere arrc cannot inline it. */
static bool yields(const NodeList *body, const Node **bad);

static bool stmt_yields(const Node *s, const Node **bad, bool in_try) {
  switch (s->kind) {
  case AST_EXPR_STMT:
    if (s->wrap.value->kind == AST_YIELD) {
      if (in_try && !*bad)
        *bad = s;
      return true;
    }
    if (s->wrap.value->kind == AST_YIELDFROM)
      return true;
    return false;
  case AST_ASSIGN:
    return s->assign.value->kind == AST_YIELD;
  case AST_IF: case AST_WHILE: {
    bool a = yields(&s->cond.body, bad), c = yields(&s->cond.orelse, bad);
    return a || c;
  }
  case AST_FOR: {
    bool a = yields(&s->loop.body, bad), c = yields(&s->loop.orelse, bad);
    return a || c;
  }
  case AST_TRY: case AST_WITH: {
    const NodeList *lists[3] = {s->kind == AST_TRY ? &s->try_.body : &s->with.body,
                                s->kind == AST_TRY ? &s->try_.orelse : NULL,
                                s->kind == AST_TRY ? &s->try_.finalbody : NULL};
    bool any = false;
    for (int k = 0; k < 3; k++)
      if (lists[k])
        for (int j = 0; j < lists[k]->len; j++)
          any |= stmt_yields(lists[k]->v[j], bad, true);
    if (s->kind == AST_TRY)
      for (int k = 0; k < s->try_.handlers.len; k++)
        for (int j = 0; j < s->try_.handlers.v[k]->handler.body.len; j++)
          any |= stmt_yields(s->try_.handlers.v[k]->handler.body.v[j], bad, true);
    return any;
  }
  default: return false;
  }
}

static bool yields(const NodeList *body, const Node **bad) {
  bool any = false;
  for (int k = 0; k < body->len; k++)
    any |= stmt_yields(body->v[k], bad, false);
  return any;
}

bool is_generator_def(const Node *def) {
  const Node *bad = NULL;
  return def->kind == AST_FUNCDEF && yields(&def->def.body, &bad);
}

Instr *build_generator_call(Builder *b, const Node *call) {
  if (call->call.func->kind != AST_NAME || builder_is_local(b, call->call.func->name.id))
    return NULL;
  const Symbol *sym = scope_lookup(builder_module(b)->scope, call->call.func->name.id);
  if (!sym || sym->kind != SYM_FUNCTION || !sym->node || !is_generator_def(sym->node))
    return NULL;
  diag_error(builder_diag(b), call->loc, "generator '%s' can only be the iterable of a for loop in arrc "
             "(for x in %s(...)), which it is inlined into; there are no generator objects",
             sym->node->def.name, sym->node->def.name);
  return builder_emit(b, IR_UNDEF, call->loc, 0, NULL);
}

/* The generator function a for loop's iterable calls, or NULL. */
static const Node *generator_def(Builder *b, const Node *iter) {
  if (iter->kind != AST_CALL || iter->call.func->kind != AST_NAME || builder_is_local(b, iter->call.func->name.id))
    return NULL;
  const Symbol *sym = scope_lookup(builder_module(b)->scope, iter->call.func->name.id);
  if (!sym || sym->kind != SYM_FUNCTION || !sym->node || sym->node->kind != AST_FUNCDEF)
    return NULL;
  const Node *bad = NULL;
  return yields(&sym->node->def.body, &bad) ? sym->node : NULL;
}

/* The names a generator binds: its parameters and what its body assigns. */
static void add_name(Builder *b, struct GenState *g, const char *name, int *cap) {
  for (int k = 0; k < g->nnames; k++)
    if (g->from[k] == name)
      return;
  if (g->nnames == *cap) {
    int ncap = *cap ? *cap * 2 : 8;
    const char **from = arena_alloc(builder_arena(b), (size_t)ncap * sizeof *from);
    const char **to = arena_alloc(builder_arena(b), (size_t)ncap * sizeof *to);
    if (g->nnames) {
      memcpy(from, g->from, (size_t)g->nnames * sizeof *from);
      memcpy(to, g->to, (size_t)g->nnames * sizeof *to);
    }
    g->from = from;
    g->to = to;
    *cap = ncap;
  }
  static int serial;
  char text[512];
  snprintf(text, sizeof text, "%s.gen%d", name, ++serial);
  g->from[g->nnames] = name;
  g->to[g->nnames++] = builder_intern(b, text);
}

static void add_target(Builder *b, struct GenState *g, const Node *t, int *cap) {
  if (!t)
    return;
  if (t->kind == AST_NAME)
    add_name(b, g, t->name.id, cap);
  else if (t->kind == AST_TUPLE || t->kind == AST_LIST)
    for (int k = 0; k < t->seq.elts.len; k++)
      add_target(b, g, t->seq.elts.v[k], cap);
  else if (t->kind == AST_STARRED)
    add_target(b, g, t->wrap.value, cap);
}

static void add_assigned(Builder *b, struct GenState *g, const NodeList *body, int *cap) {
  for (int k = 0; k < body->len; k++) {
    const Node *s = body->v[k];
    switch (s->kind) {
    case AST_ASSIGN:
      for (int t = 0; t < s->assign.targets.len; t++)
        add_target(b, g, s->assign.targets.v[t], cap);
      break;
    case AST_AUGASSIGN: add_target(b, g, s->aug.target, cap); break;
    case AST_ANNASSIGN: add_target(b, g, s->ann.target, cap); break;
    case AST_FOR:
      add_target(b, g, s->loop.target, cap);
      add_assigned(b, g, &s->loop.body, cap);
      add_assigned(b, g, &s->loop.orelse, cap);
      break;
    case AST_IF: case AST_WHILE:
      add_assigned(b, g, &s->cond.body, cap);
      add_assigned(b, g, &s->cond.orelse, cap);
      break;
    case AST_WITH:
      for (int t = 0; t < s->with.items.len; t++)
        add_target(b, g, s->with.items.v[t]->item.var, cap);
      add_assigned(b, g, &s->with.body, cap);
      break;
    case AST_TRY:
      add_assigned(b, g, &s->try_.body, cap);
      for (int t = 0; t < s->try_.handlers.len; t++) {
        if (s->try_.handlers.v[t]->handler.name)
          add_name(b, g, s->try_.handlers.v[t]->handler.name, cap);
        add_assigned(b, g, &s->try_.handlers.v[t]->handler.body, cap);
      }
      add_assigned(b, g, &s->try_.orelse, cap);
      add_assigned(b, g, &s->try_.finalbody, cap);
      break;
    default: break;
    }
  }
}

static void push_renames(Builder *b, const struct GenState *g) {
  for (int k = 0; k < g->nnames; k++)
    builder_push_rename(b, g->from[k], g->to[k]);
}

bool build_generator_loop(Builder *b, const Node *target, const Node *iter, const NodeList *body,
                          const NodeList *orelse, SrcLoc loc) {
  const Node *def = generator_def(b, iter);
  if (!def)
    return false;
  const Node *bad = NULL;
  yields(&def->def.body, &bad);
  if (bad) {
    diag_error(builder_diag(b), bad->loc, "'yield' inside a try or with statement is not supported by arrc");
    return true;
  }
  const NodeList *params = &def->def.params, *args = &iter->call.args;
  bool plain = iter->call.keywords.len == 0 && args->len == params->len;
  for (int k = 0; k < params->len && plain; k++)
    plain = params->v[k]->param.kind == PARAM_PLAIN;
  for (int k = 0; k < args->len && plain; k++)
    plain = args->v[k]->kind != AST_STARRED;
  if (!plain) {
    diag_error(builder_diag(b), iter->loc, "generator '%s' takes %d positional arguments here (arrc inlines "
               "generators into the loop and needs each parameter given by position)", def->def.name,
               params->len);
    return true;
  }
  /* The arguments are evaluated where the loop is, before the renames. */
  Instr **values = arena_alloc(builder_arena(b), (size_t)(args->len + 1) * sizeof *values);
  for (int k = 0; k < args->len; k++)
    values[k] = builder_expression(b, args->v[k]);
  struct GenState *g = arena_alloc(builder_arena(b), sizeof *g);
  memset(g, 0, sizeof *g);
  int cap = 0;
  for (int k = 0; k < params->len; k++)
    add_name(b, g, params->v[k]->param.name, &cap);
  add_assigned(b, g, &def->def.body, &cap);
  g->base = builder_rename_depth(b);
  g->target = target;
  g->body = body;
  g->exit = builder_new_block(b);
  g->done = builder_new_block(b);
  g->outer = *builder_gen(b);
  push_renames(b, g);
  for (int k = 0; k < params->len; k++)
    builder_assign_local(b, g->to[k], values[k]);
  *builder_gen(b) = g;
  builder_statements(b, &def->def.body);
  builder_jump(b, g->done, loc);
  *builder_gen(b) = g->outer;
  builder_set_rename_depth(b, g->base);
  builder_seal(b, g->done);
  builder_set_current(b, g->done->npreds ? g->done : NULL);
  if (orelse && builder_current(b))
    builder_statements(b, orelse);
  builder_jump(b, g->exit, loc);
  builder_seal(b, g->exit);
  builder_set_current(b, g->exit->npreds ? g->exit : NULL);
  return true;
}

void build_yield(Builder *b, const Node *y) {
  struct GenState *g = *builder_gen(b);
  if (!g) {
    diag_error(builder_diag(b), y->loc, "generators ('yield') are supported by arrc only as the iterable "
                                        "of a for loop (for x in gen(...))");
    return;
  }
  Instr *v = y->wrap.value ? builder_expression(b, y->wrap.value) : builder_emit(b, IR_CONST_NONE, y->loc, 0, NULL);
  if (!builder_current(b))
    return;
  /* The loop's body, in the loop's own scope. */
  Block *resume = builder_new_block(b);
  builder_set_rename_depth(b, g->base);
  *builder_gen(b) = g->outer;
  builder_assign(b, g->target, v);
  builder_push_loop(b, resume, g->exit);
  builder_statements(b, g->body);
  builder_pop_loop(b);
  builder_jump(b, resume, y->loc);
  *builder_gen(b) = g;
  /* The body may have pushed renames of its own over the generator's. */
  builder_set_rename_depth(b, g->base);
  push_renames(b, g);
  builder_seal(b, resume);
  builder_set_current(b, resume->npreds ? resume : NULL);
}

bool build_generator_return(Builder *b, const Node *s) {
  struct GenState *g = *builder_gen(b);
  if (!g)
    return false;
  if (s->wrap.value)
    builder_expression(b, s->wrap.value);
  builder_jump(b, g->done, s->loc);
  return true;
}
