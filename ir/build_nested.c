/* Nested functions and closures: a def inside a def is lifted to the top
 * level as a function of its own (bound in the scope as "outer.inner",
 * a name no program can write), with one more parameter for each variable
 * of the enclosing function it reads; each call `inner(a)` in the
 * enclosing function becomes `outer.inner(a, x=x, y=y)`, passing those
 * variables' values at the call, which is what a closure reads when it
 * is called. A nested function used other than by a call (returned,
 * stored, passed as a key) and `nonlocal` are not supported: both need a
 * function value that carries its variables. The lifted function takes
 * its decorators from the enclosing one, so a def inside an @njit
 * function is jitted (Numba inlines such inner functions). */
#include <stdio.h>
#include <string.h>

#include "build_try.h"
#include "scope.h"

typedef struct Nested {
  struct Nested *next;
  const char *name;        /* the def's name in the enclosing function */
  const char *lifted;      /* its name in the scope */
  const Node *def;         /* the lifted def */
  const char **free;       /* the enclosing function's variables it reads */
  int nfree;
} Nested;

struct NestedFns {
  Nested *list;
};

/* ---- the names a def reads and assigns ------------------------------------ */

typedef struct {
  Arena *a;
  const char **v;
  int len, cap;
} Names;

static void add(Names *n, const char *name) {
  for (int k = 0; k < n->len; k++)
    if (n->v[k] == name)
      return;
  n->v = arena_reserve(n->a, n->v, n->len, &n->cap, sizeof *n->v);
  n->v[n->len++] = name;
}

static bool has(const Names *n, const char *name) {
  for (int k = 0; k < n->len; k++)
    if (n->v[k] == name)
      return true;
  return false;
}

static void walk(const Node *e, Names *read, Names *assigned);

static void walk_list(const NodeList *l, Names *read, Names *assigned) {
  for (int k = 0; k < l->len; k++)
    walk(l->v[k], read, assigned);
}

static void walk_target(const Node *t, Names *read, Names *assigned) {
  if (!t)
    return;
  if (t->kind == AST_NAME)
    add(assigned, t->name.id);
  else if (t->kind == AST_TUPLE || t->kind == AST_LIST)
    for (int k = 0; k < t->seq.elts.len; k++)
      walk_target(t->seq.elts.v[k], read, assigned);
  else if (t->kind == AST_STARRED)
    walk_target(t->wrap.value, read, assigned);
  else
    walk(t, read, assigned);
}

/* Every node kind that holds others; names read go to `read`, names bound
 * to `assigned` (a comprehension's variables count as bound). */
static void walk(const Node *e, Names *read, Names *assigned) {
  if (!e)
    return;
  switch (e->kind) {
  case AST_NAME: add(read, e->name.id); break;
  case AST_FSTRING: walk_list(&e->fstring.parts, read, assigned); break;
  case AST_FIELD: walk(e->field.value, read, assigned); walk(e->field.spec, read, assigned); break;
  case AST_BINOP: case AST_BOOLOP: walk(e->bin.lhs, read, assigned); walk(e->bin.rhs, read, assigned); break;
  case AST_UNARY: walk(e->unary.operand, read, assigned); break;
  case AST_COMPARE: walk_list(&e->cmp.operands, read, assigned); break;
  case AST_IFEXP:
    walk(e->ifexp.cond, read, assigned);
    walk(e->ifexp.then, read, assigned);
    walk(e->ifexp.els, read, assigned);
    break;
  case AST_CALL:
    walk(e->call.func, read, assigned);
    walk_list(&e->call.args, read, assigned);
    walk_list(&e->call.keywords, read, assigned);
    break;
  case AST_KEYWORD: walk(e->kw.value, read, assigned); break;
  case AST_ATTR: walk(e->attr.value, read, assigned); break;
  case AST_SUBSCRIPT: walk(e->sub.value, read, assigned); walk(e->sub.index, read, assigned); break;
  case AST_SLICE:
    walk(e->slice.lo, read, assigned);
    walk(e->slice.hi, read, assigned);
    walk(e->slice.step, read, assigned);
    break;
  case AST_TUPLE: case AST_LIST: case AST_SET: walk_list(&e->seq.elts, read, assigned); break;
  case AST_DICT: walk_list(&e->dict.keys, read, assigned); walk_list(&e->dict.values, read, assigned); break;
  case AST_LISTCOMP: case AST_SETCOMP: case AST_DICTCOMP: case AST_GENEXP:
    walk_list(&e->comp.gens, read, assigned);
    walk(e->comp.elt, read, assigned);
    walk(e->comp.value, read, assigned);
    break;
  case AST_COMPFOR:
    walk_target(e->gen.target, read, assigned);
    walk(e->gen.iter, read, assigned);
    walk_list(&e->gen.ifs, read, assigned);
    break;
  case AST_YIELD: case AST_YIELDFROM: case AST_AWAIT: case AST_STARRED: case AST_EXPR_STMT: case AST_RETURN:
    walk(e->wrap.value, read, assigned);
    break;
  case AST_NAMEDEXPR: walk_target(e->walrus.target, read, assigned); walk(e->walrus.value, read, assigned); break;
  case AST_ASSIGN:
    for (int k = 0; k < e->assign.targets.len; k++)
      walk_target(e->assign.targets.v[k], read, assigned);
    walk(e->assign.value, read, assigned);
    break;
  case AST_AUGASSIGN:
    walk(e->aug.target, read, assigned);
    walk_target(e->aug.target, read, assigned);
    walk(e->aug.value, read, assigned);
    break;
  case AST_ANNASSIGN: walk_target(e->ann.target, read, assigned); walk(e->ann.value, read, assigned); break;
  case AST_IF: case AST_WHILE:
    walk(e->cond.cond, read, assigned);
    walk_list(&e->cond.body, read, assigned);
    walk_list(&e->cond.orelse, read, assigned);
    break;
  case AST_FOR:
    walk_target(e->loop.target, read, assigned);
    walk(e->loop.iter, read, assigned);
    walk_list(&e->loop.body, read, assigned);
    walk_list(&e->loop.orelse, read, assigned);
    break;
  case AST_ASSERT: walk(e->assert_.test, read, assigned); walk(e->assert_.msg, read, assigned); break;
  case AST_RAISE: walk(e->raise.exc, read, assigned); walk(e->raise.cause, read, assigned); break;
  case AST_DEL: walk_list(&e->seq.elts, read, assigned); break;
  case AST_TRY:
    walk_list(&e->try_.body, read, assigned);
    walk_list(&e->try_.handlers, read, assigned);
    walk_list(&e->try_.orelse, read, assigned);
    walk_list(&e->try_.finalbody, read, assigned);
    break;
  case AST_EXCEPT:
    walk(e->handler.type, read, assigned);
    if (e->handler.name)
      add(assigned, e->handler.name);
    walk_list(&e->handler.body, read, assigned);
    break;
  case AST_WITH:
    for (int k = 0; k < e->with.items.len; k++) {
      walk(e->with.items.v[k]->item.expr, read, assigned);
      walk_target(e->with.items.v[k]->item.var, read, assigned);
    }
    walk_list(&e->with.body, read, assigned);
    break;
  case AST_FUNCDEF:
    /* A def inside binds its name; what it reads, it reads from here. */
    add(assigned, e->def.name);
    walk_list(&e->def.body, read, assigned);
    break;
  default: break;
  }
}

/* ---- lifting ---------------------------------------------------------------- */

static struct NestedFns *fns(Builder *b) {
  struct NestedFns **n = builder_nested(b);
  if (!*n) {
    *n = arena_alloc(builder_arena(b), sizeof **n);
    memset(*n, 0, sizeof **n);
  }
  return *n;
}

static const Nested *find(Builder *b, const char *name) {
  for (const Nested *n = fns(b)->list; n; n = n->next)
    if (n->name == name)
      return n;
  return NULL;
}

/* The lifted defs of the module being compiled, each with the nested
 * functions it sees (its earlier siblings and itself): the builder of a
 * lifted def starts from them, so that inner functions call each other
 * and themselves. Reset when another module is built. */
typedef struct Lifted {
  struct Lifted *next;
  const Node *def;
  Nested *sees;
} Lifted;

static Lifted *lifted_defs;
static const Module *lifted_module;

void build_nested_start(Builder *b, const Node *def) {
  if (builder_module(b) != lifted_module) {
    lifted_defs = NULL;
    lifted_module = builder_module(b);
  }
  for (const Lifted *l = lifted_defs; l; l = l->next)
    if (l->def == def) {
      fns(b)->list = l->sees;
      return;
    }
}

void build_nested_def(Builder *b, const Node *def) {
  const Func *outer = builder_func(b);
  Arena *a = builder_arena(b);
  if (def->def.is_async || (def->def.decorators.len && !def->def.is_objmode)) {
    diag_error(builder_diag(b), def->loc, "a nested def with decorators is not supported by arrc; define "
               "'%s' at the top level of the program", def->def.name);
    return;
  }
  Names read = {a, NULL, 0, 0}, assigned = {a, NULL, 0, 0};
  for (int k = 0; k < def->def.params.len; k++)
    add(&assigned, def->def.params.v[k]->param.name);
  walk_list(&def->def.body, &read, &assigned);
  /* A call of a sibling passes the sibling's variables: this def needs
   * them too. */
  for (int k = 0; k < read.len; k++) {
    const Nested *sibling = has(&assigned, read.v[k]) ? NULL : find(b, read.v[k]);
    for (int j = 0; sibling && j < sibling->nfree; j++)
      add(&read, sibling->free[j]);
  }
  Nested *n = arena_alloc(a, sizeof *n);
  memset(n, 0, sizeof *n);
  n->name = def->def.name;
  n->free = arena_alloc(a, (size_t)(read.len + 1) * sizeof *n->free);
  for (int k = 0; k < read.len; k++)
    if (!has(&assigned, read.v[k]) && builder_is_local(b, read.v[k]))
      n->free[n->nfree++] = read.v[k];
  /* The lifted def: the same body, the free variables as parameters after
   * the def's own, the enclosing function's decorators. */
  Node *lifted = arena_alloc(a, sizeof *lifted);
  *lifted = *def;
  memset(&lifted->def.params, 0, sizeof lifted->def.params);
  for (int k = 0; k < def->def.params.len; k++)
    ast_append(a, &lifted->def.params, def->def.params.v[k]);
  for (int k = 0; k < n->nfree; k++) {
    Node *p = ast_new(a, AST_PARAM, def->loc);
    p->param.name = n->free[k];
    p->param.kind = PARAM_PLAIN;
    ast_append(a, &lifted->def.params, p);
  }
  /* An objmode block's function is a host function, whatever encloses it. */
  if (outer->def && outer->def->kind == AST_FUNCDEF && !def->def.is_objmode)
    lifted->def.decorators = outer->def->def.decorators;
  char text[512];
  snprintf(text, sizeof text, "%s.%s", outer->name, def->def.name);
  n->lifted = builder_intern(b, text);
  lifted->def.name = n->lifted;
  n->def = lifted;
  scope_bind_function(builder_module(b)->scope, n->lifted, lifted);
  n->next = fns(b)->list;
  fns(b)->list = n;
  build_nested_start(b, NULL);
  Lifted *l = arena_alloc(a, sizeof *l);
  l->def = lifted;
  l->sees = n;
  l->next = lifted_defs;
  lifted_defs = l;
}

Instr *build_nested_call(Builder *b, const Node *call) {
  const Node *fn = call->call.func;
  const Nested *n = fn->kind == AST_NAME && !builder_is_local(b, fn->name.id) ? find(b, fn->name.id) : NULL;
  if (!n)
    return NULL;
  Arena *a = builder_arena(b);
  Node *rewritten = arena_alloc(a, sizeof *rewritten);
  *rewritten = *call;
  Node *callee = ast_new(a, AST_NAME, fn->loc);
  callee->name.id = n->lifted;
  rewritten->call.func = callee;
  memset(&rewritten->call.args, 0, sizeof rewritten->call.args);
  for (int k = 0; k < call->call.args.len; k++)
    ast_append(a, &rewritten->call.args, call->call.args.v[k]);
  /* By keyword: the call may give the def's own parameters by keyword. */
  memset(&rewritten->call.keywords, 0, sizeof rewritten->call.keywords);
  for (int k = 0; k < call->call.keywords.len; k++)
    ast_append(a, &rewritten->call.keywords, call->call.keywords.v[k]);
  for (int k = 0; k < n->nfree; k++) {
    Node *v = ast_new(a, AST_NAME, call->loc);
    v->name.id = n->free[k];
    Node *kw = ast_new(a, AST_KEYWORD, call->loc);
    kw->kw.arg = n->free[k];
    kw->kw.value = v;
    ast_append(a, &rewritten->call.keywords, kw);
  }
  return builder_expression(b, rewritten);
}

bool build_nested_name(Builder *b, const Node *e) {
  if (builder_is_local(b, e->name.id) || !find(b, e->name.id))
    return false;
  diag_error(builder_diag(b), e->loc, "nested function '%s' can only be called in arrc, not used as a value "
             "(a closure value is not supported)", e->name.id);
  return true;
}

/* ---- objmode blocks ------------------------------------------------------- */

static Node *name_node(Arena *a, const char *id, SrcLoc loc) {
  Node *n = ast_new(a, AST_NAME, loc);
  n->name.id = id;
  return n;
}

bool build_objmode(Builder *b, const Node *s) {
  if (s->with.items.len != 1)
    return false;
  const Node *item = s->with.items.v[0], *e = item->item.expr;
  const Node *callee = e->kind == AST_CALL ? e->call.func : e;
  const Symbol *sym = scope_static_symbol(builder_module(b)->scope, callee);
  if (!sym || sym->kind != SYM_BUILTIN || sym->builtin != BI_NB_OBJMODE)
    return false;
  Diag *d = builder_diag(b);
  if (item->item.var) {
    diag_error(d, item->item.var->loc, "'with objmode(...) as name' is not supported; objmode gives no value");
    return true;
  }
  if (e->kind == AST_CALL && e->call.args.len) {
    diag_error(d, e->call.args.v[0]->loc, "objmode() takes the output variables and their types as keyword "
               "arguments (objmode(y='float64'))");
    return true;
  }
  FuncKind kind = builder_func(b)->kind;
  if (kind == FUNC_KERNEL || kind == FUNC_DEVICE || kind == FUNC_UFUNC) {
    diag_error(d, s->loc, "objmode blocks are only available in @jit/@njit functions, not in %s",
               kind == FUNC_UFUNC ? "@vectorize functions" : "GPU code");
    return true;
  }
  /* Python runs the block as it stands; so does host code. */
  if (func_is_host(kind)) {
    builder_statements(b, &s->with.body);
    return true;
  }
  Arena *a = builder_arena(b);
  int nout = e->kind == AST_CALL ? e->call.keywords.len : 0;
  for (int k = 0; k < nout; k++) {
    const Node *kw = e->call.keywords.v[k];
    if (!kw->kw.arg) {
      diag_error(d, kw->loc, "objmode() takes keyword arguments, not '**'");
      return true;
    }
    if (kw->kw.value->kind != AST_STR && !scope_is_type_expr(builder_module(b)->scope, kw->kw.value) &&
        !scope_static_symbol(builder_module(b)->scope, kw->kw.value)) {
      diag_error(d, kw->kw.value->loc, "the type of objmode's output '%s' is written as a string such as "
                 "'float64' or 'int64[:]', or as a Numba type", kw->kw.arg);
      return true;
    }
  }
  /* def objmode@LINE(<the variables it reads>): body; return outputs */
  char text[64];
  snprintf(text, sizeof text, "objmode@%d", s->loc.line);
  Node *def = ast_new(a, AST_FUNCDEF, s->loc);
  def->def.name = builder_intern(b, text);
  def->def.is_objmode = true;
  for (int k = 0; k < s->with.body.len; k++)
    ast_append(a, &def->def.body, s->with.body.v[k]);
  Node *result = NULL;
  if (nout == 1) {
    result = name_node(a, e->call.keywords.v[0]->kw.arg, s->loc);
  } else if (nout > 1) {
    result = ast_new(a, AST_TUPLE, s->loc);
    for (int k = 0; k < nout; k++)
      ast_append(a, &result->seq.elts, name_node(a, e->call.keywords.v[k]->kw.arg, s->loc));
  }
  if (result) {
    /* The declared types, one per output, which inference checks. */
    Node *declared = ast_new(a, AST_TUPLE, s->loc);
    for (int k = 0; k < nout; k++)
      ast_append(a, &declared->seq.elts, e->call.keywords.v[k]->kw.value);
    def->def.returns = declared;
    Node *ret = ast_new(a, AST_RETURN, s->loc);
    ret->wrap.value = result;
    ast_append(a, &def->def.body, ret);
  }
  build_nested_def(b, def);
  Node *call = ast_new(a, AST_CALL, s->loc);
  call->call.func = name_node(a, def->def.name, s->loc);
  Instr *v = build_nested_call(b, call);
  if (v && result) {
    Node *target = result;
    if (result->kind == AST_TUPLE) {
      target = ast_new(a, AST_TUPLE, s->loc);
      target->seq.elts = result->seq.elts;
    }
    builder_assign(b, target, v);
  }
  return true;
}
