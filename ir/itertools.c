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
#include "itertools.h"

#include <stdio.h>
#include <string.h>

#include "util.h"

bool itertools_rewritten(BuiltinId id) {
  return id == BI_ITERTOOLS_PRODUCT || id == BI_ITERTOOLS_COMBINATIONS ||
         id == BI_ITERTOOLS_COMBINATIONS_WITH_REPLACEMENT || id == BI_ITERTOOLS_PERMUTATIONS;
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

static Node *compare(Maker *m, AstOp op, Node *x, Node *y) {
  Node *n = ast_new(m->a, AST_COMPARE, m->loc);
  ast_append(m->a, &n->cmp.operands, x);
  ast_append(m->a, &n->cmp.operands, y);
  n->cmp.ops = arena_alloc(m->a, sizeof *n->cmp.ops);
  n->cmp.ops[0] = op;
  return n;
}

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

Node *itertools_comprehension(Arena *a, StrTab *names, BuiltinId id, const Node *c, const char *const *pools,
                              const char **error) {
  Maker m = {a, names, c->loc};
  if (id == BI_ITERTOOLS_PRODUCT)
    return product(&m, c, pools, error);
  return selections(&m, id, c, pools, error);
}
