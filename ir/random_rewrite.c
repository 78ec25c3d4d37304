/* random.choice, shuffle, sample and choices in host code, rewritten into
 * the Python of CPython 3.11's Lib/random.py, which arrc compiles for any
 * sequence a program indexes (lists, tuples, strings, ranges, arrays):
 *
 *   choice(seq)        seq[_choice_index(len(seq))]
 *   shuffle(x)         for i in range(len(x) - 1, 0, -1):
 *                          j = _randbelow(i + 1); swap x[i] and x[j]
 *   sample(pop, k)     the pool algorithm or the set algorithm, picked by
 *                      _sample_uses_pool(n, k) as Lib/random.py picks them
 *   choices(pop, ...)  pop[int(random() * n)] without weights, else a
 *                      bisection (bisect_right) of the cumulative weights
 *
 * The draws therefore come in Python's order from Python's generator
 * (runtime/random.c), and the results are Python's. The hidden helpers are
 * rows of ir/builtins.def (random._randbelow and the like); the builder
 * binds them under names a program cannot write (random.below and so on). */
#include "random_rewrite.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  Arena *a;
  StrTab *names;
  SrcLoc loc;
  int unique;
  const char *const *range;  /* a population written range(...): its start, stop, step */
} Maker;

static const char *intern(Maker *m, const char *s) { return strtab_intern(m->names, s, strlen(s)); }

static Node *name(Maker *m, const char *id) {
  Node *n = ast_new(m->a, AST_NAME, m->loc);
  n->name.id = intern(m, id);
  return n;
}

/* A variable of the rewrite, unique to this call. */
static Node *var(Maker *m, const char *what) {
  char buf[64];
  snprintf(buf, sizeof buf, "random.%s.%d", what, m->unique);
  return name(m, buf);
}

static Node *integer(Maker *m, int64_t v) {
  Node *n = ast_new(m->a, AST_INT, m->loc);
  n->num.ival = (uint64_t)v;
  return n;
}

/* -v as Python writes it, a negation of a positive literal. */
static Node *negative(Maker *m, int64_t v) {
  Node *n = ast_new(m->a, AST_UNARY, m->loc);
  n->unary.op = OP_NEG;
  n->unary.operand = integer(m, v);
  return n;
}

static Node *floating(Maker *m, double v) {
  Node *n = ast_new(m->a, AST_FLOAT, m->loc);
  n->num.fval = v;
  n->num.text = "0.0";
  return n;
}

static Node *call(Maker *m, const char *fn, Node *x, Node *y) {
  Node *c = ast_new(m->a, AST_CALL, m->loc);
  c->call.func = name(m, fn);
  if (x)
    ast_append(m->a, &c->call.args, x);
  if (y)
    ast_append(m->a, &c->call.args, y);
  return c;
}

static Node *method(Maker *m, Node *obj, const char *meth, Node *x) {
  Node *attr = ast_new(m->a, AST_ATTR, m->loc);
  attr->attr.value = obj;
  attr->attr.attr = intern(m, meth);
  Node *c = ast_new(m->a, AST_CALL, m->loc);
  c->call.func = attr;
  ast_append(m->a, &c->call.args, x);
  return c;
}

static Node *binop(Maker *m, AstOp op, Node *x, Node *y) { return ast_binop(m->a, m->loc, op, x, y); }

static Node *compare(Maker *m, AstOp op, Node *x, Node *y) { return ast_compare(m->a, m->loc, op, x, y); }

static Node *item(Maker *m, Node *seq, Node *index) { return ast_subscript(m->a, m->loc, seq, index); }

/* range(start, stop, step) again, from the variables that hold them. */
static Node *range_of(Maker *m) {
  Node *r = call(m, "range", name(m, m->range[0]), name(m, m->range[1]));
  ast_append(m->a, &r->call.args, name(m, m->range[2]));
  return r;
}

/* len(pop); for a range, the length of the range. */
static Node *pop_len(Maker *m, const char *pop) {
  return call(m, "len", m->range ? range_of(m) : name(m, pop), NULL);
}

/* pop[index]; for a range, start + step * index, its item (ranges are not
 * indexed in arrc, and this is what indexing one computes). */
static Node *pop_item(Maker *m, const char *pop, Node *index) {
  if (!m->range)
    return item(m, name(m, pop), index);
  return binop(m, OP_ADD, name(m, m->range[0]), binop(m, OP_MUL, name(m, m->range[2]), index));
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

/* `for target in range(lo, hi[, step])`, its body to be filled. */
static Node *range_loop(Maker *m, Node *target, Node *lo, Node *hi, Node *step) {
  Node *r = call(m, "range", lo, hi);
  if (step)
    ast_append(m->a, &r->call.args, step);
  Node *loop = ast_new(m->a, AST_FOR, m->loc);
  loop->loop.target = target;
  loop->loop.iter = r;
  return loop;
}

static Node *if_stmt(Maker *m, Node *cond) {
  Node *s = ast_new(m->a, AST_IF, m->loc);
  s->cond.cond = cond;
  return s;
}

bool random_rewritten(BuiltinId id) {
  return id == BI_RANDOM_CHOICE || id == BI_RANDOM_SHUFFLE || id == BI_RANDOM_SAMPLE ||
         id == BI_RANDOM_CHOICES;
}

/* shuffle(x): for i in reversed(range(1, len(x))), j = _randbelow(i + 1),
 * x[i] and x[j] exchanged through a temporary. */
static void shuffle(Maker *m, NodeList *out, const char *x) {
  Node *i = var(m, "i"), *j = var(m, "j"), *t = var(m, "t");
  Node *loop = range_loop(m, i, binop(m, OP_SUB, call(m, "len", name(m, x), NULL), integer(m, 1)),
                          integer(m, 0), negative(m, 1));
  NodeList *body = &loop->loop.body;
  ast_append(m->a, body, assign(m, j, call(m, RANDOM_REWRITE_BELOW, binop(m, OP_ADD, i, integer(m, 1)), NULL)));
  ast_append(m->a, body, assign(m, t, item(m, name(m, x), i)));
  ast_append(m->a, body, assign(m, item(m, name(m, x), i), item(m, name(m, x), j)));
  ast_append(m->a, body, assign(m, item(m, name(m, x), j), t));
  ast_append(m->a, out, loop);
  ast_append(m->a, out, assign(m, var(m, "result"), ast_new(m->a, AST_NONE, m->loc)));
}

/* sample(pop, k): Lib/random.py's two algorithms, chosen as it chooses. */
static void sample(Maker *m, NodeList *out, const char *pop, const char *k) {
  Node *n = var(m, "n"), *res = var(m, "result"), *i = var(m, "i"), *j = var(m, "j");
  Node *pool = var(m, "pool"), *selected = var(m, "selected");
  ast_append(m->a, out, assign(m, n, pop_len(m, pop)));
  ast_append(m->a, out, assign(m, res, ast_new(m->a, AST_LIST, m->loc)));
  Node *pick = if_stmt(m, call(m, RANDOM_REWRITE_USES_POOL, n, name(m, k)));
  ast_append(m->a, out, pick);
  /* pool = list(pop); each pick moves the last unpicked item into the hole. */
  ast_append(m->a, &pick->cond.body, assign(m, pool, call(m, "list", m->range ? range_of(m) : name(m, pop), NULL)));
  Node *loop = range_loop(m, i, name(m, k), NULL, NULL);
  NodeList *body = &loop->loop.body;
  ast_append(m->a, body, assign(m, j, call(m, RANDOM_REWRITE_BELOW, binop(m, OP_SUB, n, i), NULL)));
  ast_append(m->a, body, expr_stmt(m, method(m, res, "append", item(m, pool, j))));
  ast_append(m->a, body, assign(m, item(m, pool, j),
                                item(m, pool, binop(m, OP_SUB, binop(m, OP_SUB, n, i), integer(m, 1)))));
  ast_append(m->a, &pick->cond.body, loop);
  /* Otherwise draws of the whole range, again while already selected. */
  ast_append(m->a, &pick->cond.orelse, assign(m, selected, call(m, "set", NULL, NULL)));
  loop = range_loop(m, i, name(m, k), NULL, NULL);
  body = &loop->loop.body;
  ast_append(m->a, body, assign(m, j, call(m, RANDOM_REWRITE_BELOW, n, NULL)));
  Node *again = ast_new(m->a, AST_WHILE, m->loc);
  again->cond.cond = compare(m, OP_IN, j, selected);
  ast_append(m->a, &again->cond.body, assign(m, j, call(m, RANDOM_REWRITE_BELOW, n, NULL)));
  ast_append(m->a, body, again);
  ast_append(m->a, body, expr_stmt(m, method(m, selected, "add", j)));
  ast_append(m->a, body, expr_stmt(m, method(m, res, "append", pop_item(m, pop, j))));
  ast_append(m->a, &pick->cond.orelse, loop);
}

/* choices(pop, weights, cum_weights=, k=): without weights each pick is
 * pop[floor(random() * n)]; with them, the cumulative weights (running
 * sums in the weights' own type, as itertools.accumulate makes them) are
 * bisected to the right of random() * total over [0, n - 1]. */
static void choices(Maker *m, NodeList *out, const char *pop, const char *weights, const char *cum_weights,
                    const char *k) {
  Node *n = var(m, "n"), *res = var(m, "result"), *i = var(m, "i");
  ast_append(m->a, out, assign(m, n, pop_len(m, pop)));
  ast_append(m->a, out, assign(m, res, ast_new(m->a, AST_LIST, m->loc)));
  Node *kk = k ? name(m, k) : integer(m, 1);
  if (!weights && !cum_weights) {
    Node *nf = var(m, "nf");
    ast_append(m->a, out, assign(m, nf, binop(m, OP_ADD, n, floating(m, 0.0))));
    Node *loop = range_loop(m, i, kk, NULL, NULL);
    Node *at = call(m, "int", binop(m, OP_MUL, call(m, RANDOM_REWRITE_RANDOM, NULL, NULL), nf), NULL);
    ast_append(m->a, &loop->loop.body, expr_stmt(m, method(m, res, "append", pop_item(m, pop, at))));
    ast_append(m->a, out, loop);
    return;
  }
  Node *cum = var(m, "cum");
  if (weights) {
    Node *acc = var(m, "acc"), *w = var(m, "w");
    ast_append(m->a, out, assign(m, cum, ast_new(m->a, AST_LIST, m->loc)));
    Node *loop = range_loop(m, i, call(m, "len", name(m, weights), NULL), NULL, NULL);
    Node *first = if_stmt(m, compare(m, OP_EQ, i, integer(m, 0)));
    ast_append(m->a, &loop->loop.body, assign(m, w, item(m, name(m, weights), i)));
    ast_append(m->a, &first->cond.body, assign(m, acc, w));
    ast_append(m->a, &first->cond.orelse, assign(m, acc, binop(m, OP_ADD, acc, w)));
    ast_append(m->a, &loop->loop.body, first);
    ast_append(m->a, &loop->loop.body, expr_stmt(m, method(m, cum, "append", acc)));
    ast_append(m->a, out, loop);
  } else {
    ast_append(m->a, out, assign(m, cum, name(m, cum_weights)));
  }
  ast_append(m->a, out, expr_stmt(m, call(m, RANDOM_REWRITE_CHECK_WEIGHTS, call(m, "len", cum, NULL), n)));
  Node *total = var(m, "total"), *x = var(m, "x"), *lo = var(m, "lo"), *hi = var(m, "hi"), *mid = var(m, "mid");
  ast_append(m->a, out, assign(m, total, call(m, RANDOM_REWRITE_TOTAL,
                                              binop(m, OP_ADD, item(m, cum, negative(m, 1)), floating(m, 0.0)),
                                              NULL)));
  Node *loop = range_loop(m, i, kk, NULL, NULL);
  NodeList *body = &loop->loop.body;
  ast_append(m->a, body, assign(m, x, binop(m, OP_MUL, call(m, RANDOM_REWRITE_RANDOM, NULL, NULL), total)));
  ast_append(m->a, body, assign(m, lo, integer(m, 0)));
  ast_append(m->a, body, assign(m, hi, binop(m, OP_SUB, n, integer(m, 1))));
  Node *bisect = ast_new(m->a, AST_WHILE, m->loc);
  bisect->cond.cond = compare(m, OP_LT, lo, hi);
  ast_append(m->a, &bisect->cond.body, assign(m, mid, binop(m, OP_FLOORDIV, binop(m, OP_ADD, lo, hi), integer(m, 2))));
  Node *side = if_stmt(m, compare(m, OP_LT, x, item(m, cum, mid)));
  ast_append(m->a, &side->cond.body, assign(m, hi, mid));
  ast_append(m->a, &side->cond.orelse, assign(m, lo, binop(m, OP_ADD, mid, integer(m, 1))));
  ast_append(m->a, &bisect->cond.body, side);
  ast_append(m->a, body, bisect);
  ast_append(m->a, body, expr_stmt(m, method(m, res, "append", pop_item(m, pop, lo))));
  ast_append(m->a, out, loop);
}

NodeList *random_statements(Arena *a, StrTab *names, BuiltinId id, const Node *c, const RandomArgs *args,
                            int unique, const char **result, const char **error) {
  Maker mk = {a, names, c->loc, unique, args->range[0] ? args->range : NULL}, *m = &mk;
  NodeList *out = arena_alloc(a, sizeof *out);
  *result = var(m, "result")->name.id;
  switch (id) {
  case BI_RANDOM_CHOICE:
    if (!args->population) {
      *error = "choice() takes one sequence";
      return NULL;
    }
    ast_append(a, out, assign(m, var(m, "result"),
                              pop_item(m, args->population,
                                       call(m, RANDOM_REWRITE_CHOICE_INDEX, pop_len(m, args->population), NULL))));
    return out;
  case BI_RANDOM_SHUFFLE:
    if (!args->population || m->range) {
      *error = "shuffle() takes one list";
      return NULL;
    }
    shuffle(m, out, args->population);
    return out;
  case BI_RANDOM_SAMPLE:
    if (!args->population || !args->k) {
      *error = "sample() missing required argument 'k'";
      return NULL;
    }
    sample(m, out, args->population, args->k);
    return out;
  default:
    if (!args->population) {
      *error = "choices() takes a population";
      return NULL;
    }
    if (args->weights && args->cum_weights) {
      *error = "Cannot specify both weights and cumulative weights";
      return NULL;
    }
    choices(m, out, args->population, args->weights, args->cum_weights, args->k);
    return out;
  }
}
