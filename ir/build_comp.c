/* Generator expressions, lambdas, key functions, map and filter, and the
 * builtins that consume an iterable, made into the IR that build.c already
 * makes for list comprehensions and calls (see build_comp.h).
 *
 * arrc has no generator or function objects at run time. What programs do
 * with them is consume them at once, and that is what is built here:
 *   - a generator expression is built as the list comprehension with the
 *     same clauses (host code only: Numba compiles no generator
 *     expressions), which every consumer accepts;
 *   - sorted, list, reversed, any and all get a new list of the iterable's
 *     elements ([v for v in it]), which they may sort or reverse in place;
 *   - a key function becomes a list of keys, computed in a comprehension
 *     over the elements and passed as key=, so that the runtime sorts (or
 *     finds the min or max) by keys of a type it compares;
 *   - map(f, xs, ys) is [f(x, y) for x, y in zip(xs, ys)], filter(f, xs)
 *     [x for x in xs if f(x)]: eager, which a program that iterates over
 *     them once cannot tell;
 *   - a lambda is inlined where it is called: its parameters are bound to
 *     the arguments' values and its body built in place, so it reads the
 *     variables of the function around it as they are at the call, which is
 *     Python's rule for closures. A lambda assigned to a name is inlined
 *     wherever the name is called or passed as a key.
 * Hidden variables (the list being sorted, a comprehension's element) have
 * names no program can write (".elems"), bound with build.c's renames. */
#include <string.h>

#include "build_comp.h"

/* How deep lambdas may inline into each other: deeper is a recursive
 * lambda, which inlining cannot build. */
enum { MAX_LAMBDA_DEPTH = 64 };

static int lambda_depth;

static Instr *undef(Builder *b, SrcLoc loc) { return build_emit(b, IR_UNDEF, loc, 0, NULL); }

static Node *name_node(Builder *b, const char *name, SrcLoc loc) {
  Node *n = ast_new(build_comp_arena(b), AST_NAME, loc);
  n->name.id = build_comp_name(b, name);
  return n;
}

static Node *call_node(Builder *b, const Node *func, Node *const *args, int nargs, SrcLoc loc) {
  Node *n = ast_new(build_comp_arena(b), AST_CALL, loc);
  n->call.func = (Node *)func;
  for (int k = 0; k < nargs; k++)
    ast_append(build_comp_arena(b), &n->call.args, args[k]);
  return n;
}

/* [elt for target in iter if cond] (cond may be NULL). */
static Node *listcomp_node(Builder *b, Node *elt, Node *target, const Node *iter, Node *cond, SrcLoc loc) {
  Arena *a = build_comp_arena(b);
  Node *gen = ast_new(a, AST_COMPFOR, loc);
  gen->gen.target = target;
  gen->gen.iter = (Node *)iter;
  if (cond)
    ast_append(a, &gen->gen.ifs, cond);
  Node *comp = ast_new(a, AST_LISTCOMP, loc);
  comp->comp.elt = elt;
  ast_append(a, &comp->comp.gens, gen);
  return comp;
}

/* A new list of it's elements: [v for v in it], or the comprehension a
 * generator expression describes. */
static Instr *materialize(Builder *b, const Node *it) {
  if (it->kind == AST_GENEXP)
    return build_comp_genexp(b, it);
  if (it->kind == AST_LISTCOMP)
    return build_expr(b, it);
  return build_expr(b, listcomp_node(b, name_node(b, ".v", it->loc), name_node(b, ".v", it->loc), it, NULL,
                                          it->loc));
}

/* The keys [key(v) for v in elems], where elems names a hidden variable. */
static Instr *keys_of(Builder *b, const Node *key, const char *elems, SrcLoc loc) {
  Node *v = name_node(b, ".k", loc);
  Node *elt = call_node(b, key, &v, 1, key->loc);
  return build_expr(b, listcomp_node(b, elt, name_node(b, ".k", loc), name_node(b, elems, loc), NULL, loc));
}

static const Node *keyword(const Node *call, const char *name) {
  for (int k = 0; k < call->call.keywords.len; k++) {
    const Node *kw = call->call.keywords.v[k];
    if (kw->kw.arg && strcmp(kw->kw.arg, name) == 0)
      return kw->kw.value;
  }
  return NULL;
}

/* A call of callee with the given arguments and the call node's keywords,
 * key= replaced by keys when keys is not NULL. */
static Instr *emit_call(Builder *b, Instr *callee, const Node *call, Instr *const *args, int nargs, Instr *keys) {
  Arena *a = build_comp_arena(b);
  int nkw = call->call.keywords.len, n = 1 + nargs + nkw;
  Instr **ops = arena_alloc(a, (size_t)n * sizeof *ops);
  SrcLoc *locs = arena_alloc(a, (size_t)n * sizeof *locs);
  const char **kw = arena_alloc(a, (size_t)(nkw + 1) * sizeof *kw);
  ops[0] = callee;
  for (int k = 0; k < nargs; k++) {
    ops[1 + k] = args[k];
    locs[k] = k < call->call.args.len ? call->call.args.v[k]->loc : call->loc;
  }
  for (int k = 0; k < nkw; k++) {
    const Node *arg = call->call.keywords.v[k];
    kw[k] = arg->kw.arg;
    bool is_key = keys && arg->kw.arg && strcmp(arg->kw.arg, "key") == 0;
    ops[1 + nargs + k] = is_key ? keys : build_expr(b, arg->kw.value);
    locs[nargs + k] = arg->kw.value->loc;
  }
  Instr *i = build_emit(b, IR_CALL, call->loc, n, ops);
  i->kwnames = kw;
  i->nkw = nkw;
  i->arglocs = locs;
  return i;
}

static Instr *inline_lambda(Builder *b, const Node *lambda, const Node *call) {
  const NodeList *params = &lambda->lambda.params;
  const NodeList *args = &call->call.args;
  Diag *d = build_comp_diag(b);
  if (call->call.keywords.len) {
    diag_error(d, call->loc, "keyword arguments to a lambda are not supported by arrc");
    return undef(b, call->loc);
  }
  int required = 0;
  for (int k = 0; k < params->len; k++) {
    const Node *p = params->v[k];
    if (p->param.kind != PARAM_PLAIN) {
      diag_error(d, p->loc, "a lambda's '*' parameters are not supported by arrc");
      return undef(b, call->loc);
    }
    required += !p->param.def;
  }
  if (args->len < required || args->len > params->len) {
    diag_error(d, call->loc, "<lambda>() takes %d positional argument%s but %d were given", params->len,
               params->len == 1 ? "" : "s", args->len);
    return undef(b, call->loc);
  }
  if (lambda_depth >= MAX_LAMBDA_DEPTH) {
    diag_error(d, call->loc, "a lambda that calls itself is not supported by arrc: lambdas are inlined where "
               "they are called");
    return undef(b, call->loc);
  }
  /* The arguments (and defaults) are evaluated before the parameters are
   * bound, so an argument that names a parameter reads the caller's
   * variable. */
  Instr **values = arena_alloc(build_comp_arena(b), (size_t)(params->len + 1) * sizeof *values);
  for (int k = 0; k < params->len; k++)
    values[k] = build_expr(b, k < args->len ? args->v[k] : params->v[k]->param.def);
  int mark = build_comp_renames_mark(b);
  for (int k = 0; k < params->len; k++)
    build_comp_bind(b, params->v[k]->param.name, values[k]);
  lambda_depth++;
  Instr *r = build_expr(b, lambda->lambda.body);
  lambda_depth--;
  build_comp_renames_reset(b, mark);
  return r;
}

/* f(...) where f is a lambda, or a name a lambda was assigned to. */
static const Node *called_lambda(const Builder *b, const Node *f) {
  if (f->kind == AST_LAMBDA)
    return f;
  if (f->kind == AST_NAME)
    return build_comp_lambda_of(b, f->name.id);
  return NULL;
}

static bool is_none(const Node *n) { return !n || n->kind == AST_NONE; }

/* sorted(it, key=, reverse=): a new list of it's elements, sorted in place
 * by their keys. */
static Instr *build_sorted(Builder *b, const Symbol *sym, const Node *call) {
  Instr *elems = materialize(b, call->call.args.v[0]);
  const Node *key = keyword(call, "key");
  Instr *keys = NULL;
  int mark = build_comp_renames_mark(b);
  if (!is_none(key)) {
    build_comp_bind(b, build_comp_name(b, ".elems"), elems);
    keys = keys_of(b, key, ".elems", call->loc);
  }
  Instr *r = emit_call(b, build_comp_global(b, sym, call->loc), call, &elems, 1, keys);
  build_comp_renames_reset(b, mark);
  return r;
}

/* min and max with key= or default=, or of a generator expression: of a
 * list of the iterable's elements (or of the arguments), by their keys. */
static Instr *build_min_max(Builder *b, const Symbol *sym, const Node *call) {
  const NodeList *args = &call->call.args;
  const Node *key = keyword(call, "key");
  bool generator = args->len == 1 && args->v[0]->kind == AST_GENEXP;
  if (is_none(key) && !keyword(call, "default") && !generator)
    return NULL;
  Instr *elems;
  if (args->len == 1) {
    elems = materialize(b, args->v[0]);
  } else {
    Node *list = ast_new(build_comp_arena(b), AST_LIST, call->loc);
    list->seq.elts = *args;
    elems = build_expr(b, list);
  }
  int mark = build_comp_renames_mark(b);
  Instr *keys = NULL;
  if (!is_none(key)) {
    build_comp_bind(b, build_comp_name(b, ".elems"), elems);
    keys = keys_of(b, key, ".elems", call->loc);
  }
  Instr *r = emit_call(b, build_comp_global(b, sym, call->loc), call, &elems, 1, keys);
  build_comp_renames_reset(b, mark);
  return r;
}

/* map(f, xs, ...) and filter(f, xs) as list comprehensions. */
static Instr *build_map_filter(Builder *b, bool is_map, const Node *call) {
  const NodeList *args = &call->call.args;
  Diag *d = build_comp_diag(b);
  if (call->call.keywords.len || args->len < 2 || (!is_map && args->len != 2)) {
    diag_error(d, call->loc, is_map ? "map() takes a function and at least one iterable"
                                    : "filter() takes a function (or None) and one iterable");
    return undef(b, call->loc);
  }
  const Node *f = args->v[0];
  SrcLoc loc = call->loc;
  if (!is_map) {
    Node *x = name_node(b, ".f", loc);
    Node *cond = is_none(f) ? x : call_node(b, f, &x, 1, f->loc);
    return build_expr(b, listcomp_node(b, name_node(b, ".f", loc), name_node(b, ".f", loc), args->v[1], cond,
                                            loc));
  }
  int n = args->len - 1;
  if (n == 1) {
    Node *x = name_node(b, ".m", loc);
    return build_expr(b, listcomp_node(b, call_node(b, f, &x, 1, f->loc), name_node(b, ".m", loc), args->v[1],
                                            NULL, loc));
  }
  Arena *a = build_comp_arena(b);
  Node **xs = arena_alloc(a, (size_t)n * sizeof *xs);
  Node *target = ast_new(a, AST_TUPLE, loc);
  for (int k = 0; k < n; k++) {
    xs[k] = name_node(b, arena_printf(a, ".m%d", k), loc);
    ast_append(a, &target->seq.elts, name_node(b, arena_printf(a, ".m%d", k), loc));
  }
  Node *zip = call_node(b, name_node(b, "zip", loc), args->v + 1, n, loc);
  return build_expr(b, listcomp_node(b, call_node(b, f, xs, n, f->loc), target, zip, NULL, loc));
}

/* The iterators that Python cannot reverse, by the builtin that makes them
 * (reversed() needs a sequence: a len() and an index). */
static const char *irreversible_kind(const Builder *b, const Node *it) {
  if (it->kind == AST_GENEXP)
    return "'generator' object";
  if (it->kind == AST_SET || it->kind == AST_SETCOMP)
    return "'set' object";
  if (it->kind != AST_CALL || it->call.func->kind != AST_NAME)
    return NULL;
  const Symbol *sym = build_comp_builtin(b, it->call.func->name.id);
  switch (sym ? sym->builtin : BI_NONE) {
  case BI_MAP: return "'map' object";
  case BI_FILTER: return "'filter' object";
  case BI_ZIP: return "'zip' object";
  case BI_ENUMERATE: return "'enumerate' object";
  case BI_ITER: return "an iterator";
  case BI_SET: return "'set' object";
  default: return NULL;
  }
}

/* reversed(seq): a new list of seq's elements, reversed in place. The
 * sequence itself goes along as a second argument, so that its typing rule
 * refuses what Python cannot reverse (a set, a file) by its type. */
static Instr *build_reversed(Builder *b, const Symbol *sym, const Node *call) {
  const NodeList *args = &call->call.args;
  Diag *d = build_comp_diag(b);
  if (args->len != 1 || call->call.keywords.len) {
    diag_error(d, call->loc, "reversed() takes exactly one argument (%d given)",
               args->len + call->call.keywords.len);
    return undef(b, call->loc);
  }
  const char *kind = irreversible_kind(b, args->v[0]);
  if (kind) {
    diag_error(d, args->v[0]->loc, "%s is not reversible", kind);
    return undef(b, call->loc);
  }
  Instr *seq = build_expr(b, args->v[0]);
  int mark = build_comp_renames_mark(b);
  build_comp_bind(b, build_comp_name(b, ".reversing"), seq);
  Instr *ops[2] = {materialize(b, name_node(b, ".reversing", call->loc)), seq};
  build_comp_renames_reset(b, mark);
  return emit_call(b, build_comp_global(b, sym, call->loc), call, ops, 2, NULL);
}

/* lst.sort(key=f, reverse=r): the keys of lst's elements, then the sort. */
static Instr *build_sort_method(Builder *b, const Node *call) {
  const Node *attr = call->call.func;
  Instr *obj = build_expr(b, attr->attr.value);
  int mark = build_comp_renames_mark(b);
  build_comp_bind(b, build_comp_name(b, ".sorting"), obj);
  Instr *keys = keys_of(b, keyword(call, "key"), ".sorting", call->loc);
  build_comp_renames_reset(b, mark);
  Instr *method = build_emit(b, IR_GETATTR, attr->loc, 1, &obj);
  method->imm.str.s = "sort";
  method->imm.str.len = 4;
  return emit_call(b, method, call, NULL, 0, keys);
}

Instr *build_typed_container(Builder *b, const Node *call, BuiltinId id) {
  if (id != BI_NB_TYPED_LIST && id != BI_NB_TYPED_LIST_EMPTY_LIST && id != BI_NB_TYPED_DICT &&
      id != BI_NB_TYPED_DICT_EMPTY)
    return NULL;
  const NodeList *args = &call->call.args;
  bool list = id == BI_NB_TYPED_LIST || id == BI_NB_TYPED_LIST_EMPTY_LIST;
  if (id == BI_NB_TYPED_LIST && (args->len > 1 || call->call.keywords.len)) {
    diag_error(build_comp_diag(b), call->loc, "numba.typed.List() takes at most one argument, an iterable");
    return undef(b, call->loc);
  }
  if (id == BI_NB_TYPED_DICT && (args->len || call->call.keywords.len)) {
    diag_error(build_comp_diag(b), call->loc, "numba.typed.Dict() takes no arguments; use "
               "Dict.empty(key_type, value_type) to give its types");
    return undef(b, call->loc);
  }
  Instr *made = id == BI_NB_TYPED_LIST && args->len == 1 ? materialize(b, args->v[0])
                                                          : build_emit(b, list ? IR_LIST : IR_DICT, call->loc, 0, NULL);
  if (made->op == (list ? IR_LIST : IR_DICT)) {
    made->n = IR_TYPED_CONTAINER;
    if (id == BI_NB_TYPED_LIST_EMPTY_LIST || id == BI_NB_TYPED_DICT_EMPTY)
      made->annotation = call;
  }
  return made;
}

Instr *build_comp_call(Builder *b, const Node *call) {
  const Node *f = call->call.func;
  const NodeList *args = &call->call.args;
  for (int k = 0; k < args->len; k++)
    if (args->v[k]->kind == AST_STARRED)
      return NULL;
  const Node *lambda = called_lambda(b, f);
  if (lambda)
    return inline_lambda(b, lambda, call);
  if (f->kind == AST_ATTR && strcmp(f->attr.attr, "sort") == 0 && !is_none(keyword(call, "key")) && args->len == 0)
    return build_sort_method(b, call);
  const Symbol *sym = f->kind == AST_NAME ? build_comp_builtin(b, f->name.id) : NULL;
  if (!sym)
    return NULL;
  switch (sym->builtin) {
  case BI_MAP: case BI_FILTER: return build_map_filter(b, sym->builtin == BI_MAP, call);
  case BI_MIN: case BI_MAX: return build_min_max(b, sym, call);
  case BI_SORTED:
    return args->len == 1 ? build_sorted(b, sym, call) : NULL;
  case BI_REVERSED: return build_reversed(b, sym, call);
  case BI_LIST: case BI_ANY: case BI_ALL: case BI_ITER:
    if (args->len != 1 || call->call.keywords.len)
      return NULL;
    {
      Instr *elems = materialize(b, args->v[0]);
      return emit_call(b, build_comp_global(b, sym, call->loc), call, &elems, 1, NULL);
    }
  case BI_SUM:
    if (args->len < 1 || args->v[0]->kind != AST_GENEXP)
      return NULL;
    {
      Instr *ops[2] = {build_comp_genexp(b, args->v[0]), NULL};
      if (args->len > 1)
        ops[1] = build_expr(b, args->v[1]);
      return emit_call(b, build_comp_global(b, sym, call->loc), call, ops, args->len > 1 ? 2 : 1, NULL);
    }
  default: return NULL;
  }
}

Instr *build_comp_genexp(Builder *b, const Node *e) {
  if (!func_is_host(build_comp_func_kind(b))) {
    diag_error(build_comp_diag(b), e->loc, "generator expressions are only available in host code: Numba compiles "
               "none in jitted functions; use a list comprehension");
    return undef(b, e->loc);
  }
  Node *comp = ast_new(build_comp_arena(b), AST_LISTCOMP, e->loc);
  comp->comp = e->comp;
  return build_expr(b, comp);
}

Instr *build_comp_lambda_value(Builder *b, const Node *e) {
  diag_error(build_comp_diag(b), e->loc, "arrc compiles a lambda where it is called: call it, assign it to a name "
             "and call that, or pass it as key= or to map() or filter()");
  return undef(b, e->loc);
}

/* Whether e is a call of the builtin iter. */
static bool is_iter_call(const Builder *b, const Node *e) {
  if (e->kind != AST_CALL || e->call.func->kind != AST_NAME)
    return false;
  const Symbol *sym = build_comp_builtin(b, e->call.func->name.id);
  return sym && sym->builtin == BI_ITER;
}

bool build_comp_bind_lambda(Builder *b, const Node *assign) {
  const Node *v = assign->assign.value;
  for (int k = 0; k < assign->assign.targets.len; k++) {
    const Node *t = assign->assign.targets.v[k];
    if (t->kind == AST_NAME)
      build_comp_set_iterator(b, t->name.id, is_iter_call(b, v) ? v : NULL);
  }
  if (v->kind != AST_LAMBDA || assign->assign.targets.len != 1 || assign->assign.targets.v[0]->kind != AST_NAME)
    return false;
  build_comp_set_lambda(b, assign->assign.targets.v[0]->name.id, v);
  return true;
}

bool build_comp_for_iterator(Builder *b, const Node *s) {
  const Node *it = s->loop.iter;
  if (it->kind != AST_NAME || !build_comp_is_iterator(b, it->name.id))
    return false;
  Arena *a = build_comp_arena(b);
  Node *take = ast_new(a, AST_ASSIGN, s->loc);
  ast_append(a, &take->assign.targets, s->loop.target);
  take->assign.value = call_node(b, name_node(b, "next", it->loc), (Node *const[]){(Node *)it}, 1, it->loc);
  Node *loop = ast_new(a, AST_WHILE, s->loc);
  loop->cond.cond = (Node *)it;
  ast_append(a, &loop->cond.body, take);
  for (int k = 0; k < s->loop.body.len; k++)
    ast_append(a, &loop->cond.body, s->loop.body.v[k]);
  loop->cond.orelse = s->loop.orelse;
  build_comp_stmt(b, loop);
  return true;
}

void build_comp_consumed(Builder *b, const Node *e) {
  for (int g = 0; g < e->comp.gens.len; g++) {
    const Node *it = e->comp.gens.v[g]->gen.iter;
    if (it->kind != AST_NAME || !build_comp_is_iterator(b, it->name.id))
      continue;
    Instr *obj = build_expr(b, it);
    Instr *method = build_emit(b, IR_GETATTR, it->loc, 1, &obj);
    method->imm.str.s = "clear";
    method->imm.str.len = strlen("clear");
    build_emit(b, IR_CALL, it->loc, 1, &method);
  }
}
