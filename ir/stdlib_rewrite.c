/* itertools.product, combinations, combinations_with_replacement and
 * permutations, rewritten into list comprehensions over indices or
 * elements, which list the tuples in itertools' order:
 *
 *   product(A, B)            [(x0, x1) for x0 in A for x1 in B]
 *   product(A, repeat=2)     [(x0, x1) for x0 in A for x1 in A]
 *   combinations(P, 2)       [(x0, x1) for i0, x0 in enumerate(P)
 *                                      for i1, x1 in enumerate(P) if i1 > i0]
 *   ..._with_replacement     the same with i1 >= i0
 *   permutations(P, 2)       the same with i1 != i0
 *
 * Positions grow lexicographically in each, which is the order the
 * itertools documentation gives; any iterable a for loop takes (a range,
 * an array) is a pool. The inner loops visit every position and skip
 * those the condition rejects, n**r steps for the C(n, r) tuples. The tuple size must be known when the
 * program compiles: r and repeat are integer literals, and permutations
 * without r needs a pool written as a list or tuple display. */
#include "stdlib_rewrite.h"

#include <stdio.h>
#include <string.h>

#include "util.h"

bool itertools_rewritten(BuiltinId id) {
  return id == BI_ITERTOOLS_PRODUCT || id == BI_ITERTOOLS_COMBINATIONS ||
         id == BI_ITERTOOLS_COMBINATIONS_WITH_REPLACEMENT || id == BI_ITERTOOLS_PERMUTATIONS ||
         id == BI_ITERTOOLS_ISLICE || id == BI_ITERTOOLS_REPEAT;
}

typedef struct {
  Arena *a;
  StrTab *names;
  SrcLoc loc;
} Maker;

static const char *intern(Maker *m, const char *s) { return strtab_intern(m->names, s, strlen(s)); }

static Node *name(Maker *m, const char *id) {
  Node *n = ast_new(m->a, AST_NAME, m->loc);
  n->name.id = intern(m, id);
  return n;
}

/* A variable of the comprehension: kind 'x' or 'i', number k. */
static Node *var(Maker *m, char kind, int k) {
  char buf[32];
  snprintf(buf, sizeof buf, "itertools.%c%d", kind, k);
  return name(m, buf);
}

static Node *integer(Maker *m, int64_t v) {
  Node *n = ast_new(m->a, AST_INT, m->loc);
  n->num.ival = (uint64_t)v;
  return n;
}

static Node *call(Maker *m, const char *fn, Node *x, Node *y) {
  Node *c = ast_new(m->a, AST_CALL, m->loc);
  c->call.func = name(m, fn);
  ast_append(m->a, &c->call.args, x);
  if (y)
    ast_append(m->a, &c->call.args, y);
  return c;
}

static Node *compare(Maker *m, AstOp op, Node *x, Node *y) { return ast_compare(m->a, m->loc, op, x, y); }

static Node *generator(Maker *m, Node *target, Node *iter) {
  Node *g = ast_new(m->a, AST_COMPFOR, m->loc);
  g->gen.target = target;
  g->gen.iter = iter;
  return g;
}

/* The literal value of keyword `kw` of the call, or of positional
 * argument `pos`: 1 when it is a literal, 0 when absent, -1 otherwise. */
static int literal_arg(const Node *c, const char *kw, int pos, int64_t *v) {
  const Node *x = pos < c->call.args.len ? c->call.args.v[pos] : NULL;
  for (int k = 0; k < c->call.keywords.len; k++)
    if (c->call.keywords.v[k]->kw.arg && strcmp(c->call.keywords.v[k]->kw.arg, kw) == 0)
      x = c->call.keywords.v[k]->kw.value;
  if (!x)
    return 0;
  if (x->kind == AST_INT) {
    *v = (int64_t)x->num.ival;
    return 1;
  }
  if (x->kind == AST_UNARY && x->unary.op == OP_NEG && x->unary.operand->kind == AST_INT) {
    *v = -(int64_t)x->unary.operand->num.ival;
    return 1;
  }
  return -1;
}

enum { MAX_TUPLE = 16 };

static Node *product(Maker *m, const Node *c, const char *const *pools, const char **error) {
  int64_t repeat = 1;
  if (literal_arg(c, "repeat", 1000, &repeat) < 0 || repeat < 0) {
    *error = "itertools.product() needs repeat= as a non-negative integer literal in arrc";
    return NULL;
  }
  int npools = c->call.args.len;
  if (npools * repeat > MAX_TUPLE) {
    *error = "itertools.product() makes tuples of at most 16 elements in arrc";
    return NULL;
  }
  Node *comp = ast_new(m->a, AST_LISTCOMP, m->loc);
  Node *elt = ast_new(m->a, AST_TUPLE, m->loc);
  int k = 0;
  for (int64_t r = 0; r < repeat; r++)
    for (int p = 0; p < npools; p++, k++) {
      ast_append(m->a, &elt->seq.elts, var(m, 'x', k));
      ast_append(m->a, &comp->comp.gens, generator(m, var(m, 'x', k), name(m, pools[p])));
    }
  if (k == 0) {
    /* product() is one empty tuple. */
    ast_append(m->a, &comp->comp.gens, generator(m, var(m, 'x', 0), call(m, "range", integer(m, 1), NULL)));
  }
  comp->comp.elt = elt;
  return comp;
}

/* combinations, combinations_with_replacement and permutations of r
 * elements of pool 0, by indices. */
static Node *selections(Maker *m, BuiltinId id, const Node *c, const char *const *pools, const char **error) {
  const char *what = id == BI_ITERTOOLS_PERMUTATIONS ? "permutations" : id == BI_ITERTOOLS_COMBINATIONS
                                                                            ? "combinations"
                                                                            : "combinations_with_replacement";
  int64_t r = 0;
  int given = literal_arg(c, "r", 1, &r);
  if (given == 0 && id == BI_ITERTOOLS_PERMUTATIONS) {
    const Node *pool = c->call.args.len ? c->call.args.v[0] : NULL;
    if (pool && (pool->kind == AST_LIST || pool->kind == AST_TUPLE)) {
      r = pool->seq.elts.len;
      given = 1;
    }
  }
  if (given != 1 || r < 0 || r > MAX_TUPLE || c->call.args.len < 1) {
    char *msg = arena_alloc(m->a, 160);
    snprintf(msg, 160, "itertools.%s() needs r as an integer literal from 0 to %d in arrc (the tuples' size is "
             "part of their type)", what, MAX_TUPLE);
    *error = msg;
    return NULL;
  }
  Node *comp = ast_new(m->a, AST_LISTCOMP, m->loc);
  Node *elt = ast_new(m->a, AST_TUPLE, m->loc);
  for (int k = 0; k < r; k++) {
    ast_append(m->a, &elt->seq.elts, var(m, 'x', k));
    Node *target = ast_new(m->a, AST_TUPLE, m->loc);
    ast_append(m->a, &target->seq.elts, var(m, 'i', k));
    ast_append(m->a, &target->seq.elts, var(m, 'x', k));
    Node *g = generator(m, target, call(m, "enumerate", name(m, pools[0]), NULL));
    if (k > 0 && id == BI_ITERTOOLS_COMBINATIONS)
      ast_append(m->a, &g->gen.ifs, compare(m, OP_GT, var(m, 'i', k), var(m, 'i', k - 1)));
    else if (k > 0 && id == BI_ITERTOOLS_COMBINATIONS_WITH_REPLACEMENT)
      ast_append(m->a, &g->gen.ifs, compare(m, OP_GE, var(m, 'i', k), var(m, 'i', k - 1)));
    for (int j = 0; j < k && id == BI_ITERTOOLS_PERMUTATIONS; j++)
      ast_append(m->a, &g->gen.ifs, compare(m, OP_NE, var(m, 'i', k), var(m, 'i', j)));
    ast_append(m->a, &comp->comp.gens, g);
  }
  if (r == 0)
    ast_append(m->a, &comp->comp.gens, generator(m, var(m, 'i', 0), call(m, "range", integer(m, 1), NULL)));
  comp->comp.elt = elt;
  return comp;
}

/* islice(xs, stop), islice(xs, start, stop[, step]):
 *   [x for i, x in enumerate(xs) if start <= i < stop and (i - start) % step == 0]
 * which reads the whole of xs (a finite pool: arrc has no endless ones).
 * repeat(x, n): [x for _ in range(n)]. */
static Node *islice_or_repeat(Maker *m, BuiltinId id, const Node *c, const char *const *pools, const char **error) {
  int n = c->call.args.len;
  Node *comp = ast_new(m->a, AST_LISTCOMP, m->loc);
  if (id == BI_ITERTOOLS_REPEAT) {
    if (n != 2) {
      *error = "itertools.repeat() needs a count in arrc: its lists are finite";
      return NULL;
    }
    comp->comp.elt = name(m, pools[0]);
    ast_append(m->a, &comp->comp.gens, generator(m, var(m, 'i', 0), call(m, "range", name(m, pools[1]), NULL)));
    return comp;
  }
  if (n < 2 || n > 4) {
    *error = "itertools.islice() takes an iterable, and a stop or a start, a stop and a step";
    return NULL;
  }
  Node *i = var(m, 'i', 0), *x = var(m, 'x', 0);
  Node *target = ast_new(m->a, AST_TUPLE, m->loc);
  ast_append(m->a, &target->seq.elts, i);
  ast_append(m->a, &target->seq.elts, x);
  Node *g = generator(m, target, call(m, "enumerate", name(m, pools[0]), NULL));
  Node *start = n > 2 ? name(m, pools[1]) : integer(m, 0);
  Node *stop = name(m, pools[n > 2 ? 2 : 1]);
  ast_append(m->a, &g->gen.ifs, compare(m, OP_GE, i, start));
  ast_append(m->a, &g->gen.ifs, compare(m, OP_LT, i, stop));
  if (n == 4) {
    Node *offset = ast_new(m->a, AST_BINOP, m->loc);
    offset->bin.op = OP_SUB;
    offset->bin.lhs = i;
    offset->bin.rhs = start;
    Node *mod = ast_new(m->a, AST_BINOP, m->loc);
    mod->bin.op = OP_MOD;
    mod->bin.lhs = offset;
    mod->bin.rhs = name(m, pools[3]);
    ast_append(m->a, &g->gen.ifs, compare(m, OP_EQ, mod, integer(m, 0)));
  }
  comp->comp.elt = x;
  ast_append(m->a, &comp->comp.gens, g);
  return comp;
}

Node *itertools_comprehension(Arena *a, StrTab *names, BuiltinId id, const Node *c, const char *const *pools,
                              const char **error) {
  Maker m = {a, names, c->loc};
  if (id == BI_ITERTOOLS_PRODUCT)
    return product(&m, c, pools, error);
  if (id == BI_ITERTOOLS_ISLICE || id == BI_ITERTOOLS_REPEAT)
    return islice_or_repeat(&m, id, c, pools, error);
  return selections(&m, id, c, pools, error);
}

/* ---- functools.reduce, math.prod, itertools.accumulate ------------------------ */

static Node *uname(Maker *m, const char *what, int unique) {
  char buf[64];
  snprintf(buf, sizeof buf, "%s.%d", what, unique);
  return name(m, buf);
}

static Node *assign(Maker *m, Node *target, Node *value) {
  Node *s = ast_new(m->a, AST_ASSIGN, m->loc);
  ast_append(m->a, &s->assign.targets, target);
  s->assign.value = value;
  return s;
}

static Node *expr_stmt(Maker *m, Node *value) {
  Node *s = ast_new(m->a, AST_EXPR_STMT, m->loc);
  s->wrap.value = value;
  return s;
}

bool loop_rewritten(BuiltinId id) {
  return id == BI_FUNCTOOLS_REDUCE || id == BI_MATH_PROD || id == BI_ITERTOOLS_ACCUMULATE ||
         id == BI_ITERTOOLS_CHAIN;
}

/* chain(A, B, ...): a list, and a loop appending the elements of each. */
static NodeList *chain(Maker *m, const Node *c, const char *const *args, int unique, const char **result) {
  NodeList *out = arena_alloc(m->a, sizeof *out);
  Node *results = uname(m, "functools.list", unique), *x = uname(m, "functools.x", unique);
  ast_append(m->a, out, assign(m, results, ast_new(m->a, AST_LIST, m->loc)));
  for (int k = 0; k < c->call.args.len; k++) {
    Node *attr = ast_new(m->a, AST_ATTR, m->loc);
    attr->attr.value = results;
    attr->attr.attr = intern(m, "append");
    Node *append = ast_new(m->a, AST_CALL, m->loc);
    append->call.func = attr;
    ast_append(m->a, &append->call.args, x);
    Node *loop = ast_new(m->a, AST_FOR, m->loc);
    loop->loop.target = x;
    loop->loop.iter = name(m, args[k]);
    ast_append(m->a, &loop->loop.body, expr_stmt(m, append));
    ast_append(m->a, out, loop);
  }
  *result = results->name.id;
  return out;
}

static Node *pair_target(Maker *m, Node *x, Node *y) {
  Node *t = ast_new(m->a, AST_TUPLE, m->loc);
  ast_append(m->a, &t->seq.elts, x);
  ast_append(m->a, &t->seq.elts, y);
  return t;
}

static Node *str_node(Maker *m, const char *s) {
  Node *n = ast_new(m->a, AST_STR, m->loc);
  n->str.s = s;
  n->str.len = strlen(s);
  return n;
}

/* The step acc = f(acc, x), or acc = acc OP x when f is NULL. */
static Node *step(Maker *m, Node *acc, const char *f, AstOp op, Node *x) {
  Node *value;
  if (f) {
    value = ast_new(m->a, AST_CALL, m->loc);
    value->call.func = name(m, f);
    ast_append(m->a, &value->call.args, acc);
    ast_append(m->a, &value->call.args, x);
  } else {
    value = ast_new(m->a, AST_BINOP, m->loc);
    value->bin.op = op;
    value->bin.lhs = acc;
    value->bin.rhs = x;
  }
  return value;
}

NodeList *loop_statements(Arena *a, StrTab *names, BuiltinId id, const Node *c, const char *const *args,
                          const char *kw_value, int unique, const char **result, const char **error) {
  Maker mk = {a, names, c->loc}, *m = &mk;
  if (id == BI_ITERTOOLS_CHAIN)
    return chain(m, c, args, unique, result);
  NodeList *out = arena_alloc(a, sizeof *out);
  int n = c->call.args.len;
  const char *f = NULL, *xs = NULL, *init = NULL;
  AstOp op = OP_ADD;
  switch (id) {
  case BI_FUNCTOOLS_REDUCE:
    if (n < 2 || n > 3) {
      *error = "reduce() takes a function, an iterable and an optional initial value";
      return NULL;
    }
    f = args[0];
    xs = args[1];
    init = n == 3 ? args[2] : NULL;
    break;
  case BI_MATH_PROD:
    xs = args[0];
    init = kw_value;
    op = OP_MUL;
    break;
  default: /* accumulate(xs, f=None, *, initial=None) */
    xs = args[0];
    f = n > 1 ? args[1] : NULL;
    init = kw_value;
    break;
  }
  Node *acc = uname(m, "functools.acc", unique), *x = uname(m, "functools.x", unique);
  Node *i = uname(m, "functools.i", unique);
  bool list = id == BI_ITERTOOLS_ACCUMULATE;
  Node *results = uname(m, "functools.list", unique);
  /* accumulate appends each running value to a list. */
  Node *append = NULL;
  if (list) {
    ast_append(a, out, assign(m, results, ast_new(a, AST_LIST, m->loc)));
    Node *attr = ast_new(a, AST_ATTR, m->loc);
    attr->attr.value = results;
    attr->attr.attr = intern(m, "append");
    append = ast_new(a, AST_CALL, m->loc);
    append->call.func = attr;
    ast_append(a, &append->call.args, acc);
  }
  if (id == BI_MATH_PROD && !init) {
    ast_append(a, out, assign(m, acc, integer(m, 1)));
    init = "";
  }
  Node *loop = ast_new(a, AST_FOR, m->loc);
  if (init) {
    /* acc = init; for x in xs: acc = f(acc, x) */
    if (*init)
      ast_append(a, out, assign(m, acc, name(m, init)));
    if (list)
      ast_append(a, out, expr_stmt(m, append));
    loop->loop.target = x;
    loop->loop.iter = name(m, xs);
    ast_append(a, &loop->loop.body, assign(m, acc, step(m, acc, f, op, x)));
  } else {
    /* for i, x in enumerate(xs): acc = x if i == 0 else f(acc, x) */
    loop->loop.target = pair_target(m, i, x);
    loop->loop.iter = call(m, "enumerate", name(m, xs), NULL);
    Node *first = ast_new(a, AST_IF, m->loc);
    first->cond.cond = compare(m, OP_EQ, i, integer(m, 0));
    ast_append(a, &first->cond.body, assign(m, acc, x));
    ast_append(a, &first->cond.orelse, assign(m, acc, step(m, acc, f, op, x)));
    ast_append(a, &loop->loop.body, first);
    if (!list) {
      /* reduce() of nothing without an initial value is Python's TypeError. */
      Node *empty = ast_new(a, AST_IF, m->loc);
      empty->cond.cond = compare(m, OP_EQ, call(m, "len", name(m, xs), NULL), integer(m, 0));
      Node *raise = ast_new(a, AST_RAISE, m->loc);
      raise->raise.exc = call(m, "TypeError", str_node(m, "reduce() of empty iterable with no initial value"), NULL);
      ast_append(a, &empty->cond.body, raise);
      ast_append(a, out, empty);
    }
  }
  if (list)
    ast_append(a, &loop->loop.body, expr_stmt(m, append));
  ast_append(a, out, loop);
  *result = list ? results->name.id : acc->name.id;
  return out;
}
