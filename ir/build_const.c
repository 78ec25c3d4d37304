/* Conditions decided before typing (build.c asks build_constant_truth
 * for the condition of each if statement, while loop and conditional
 * expression). */
#include <string.h>

#include "build.h"
#include "build_try.h"

/*
 * Numba prunes the branches whose condition is a constant before it types a
 * function (numba.core.analysis.dead_branch_prune): a branch on a literal or
 * a global constant, or on a comparison of two of them. CPython has already
 * folded constant operators (-1, 2 * 3, not True) and compiled `not` and
 * `and`/`or` in a condition as jumps, so `not (4.0 < 9.75)` and
 * `DEBUG and x > 0` are pruned too, operand by operand. The dead arm is then
 * never typed: `(a % b) if DEBUG else b` has b's type when DEBUG is False,
 * and a variable assigned only in the dead arm takes no type from it. arrc
 * does the same in all code: the condition has no effects, so building only
 * the arm that runs is exact in host code too. */

typedef enum { CV_UNKNOWN, CV_INT, CV_FLOAT, CV_NONE, CV_STR } ConstKind;

typedef struct {
  ConstKind kind;
  int64_t i;
  double f;
  const char *s;
  size_t len;
} ConstValue;

static const ConstValue unknown_value = {CV_UNKNOWN, 0, 0, NULL, 0};

static bool is_number(const ConstValue *v) { return v->kind == CV_INT || v->kind == CV_FLOAT; }

static double as_double(const ConstValue *v) { return v->kind == CV_INT ? (double)v->i : v->f; }

/* + - * of two constant numbers, as Python computes them; an integer result
 * beyond int64 is left unknown. */
static ConstValue fold_arithmetic(AstOp op, ConstValue x, ConstValue y) {
  ConstValue r = unknown_value;
  if (!is_number(&x) || !is_number(&y) || (op != OP_ADD && op != OP_SUB && op != OP_MUL))
    return r;
  if (x.kind == CV_INT && y.kind == CV_INT) {
    bool overflow = op == OP_ADD ? __builtin_add_overflow(x.i, y.i, &r.i)
                  : op == OP_SUB ? __builtin_sub_overflow(x.i, y.i, &r.i)
                                 : __builtin_mul_overflow(x.i, y.i, &r.i);
    r.kind = overflow ? CV_UNKNOWN : CV_INT;
    return r;
  }
  double a = as_double(&x), c = as_double(&y);
  r.kind = CV_FLOAT;
  r.f = op == OP_ADD ? a + c : op == OP_SUB ? a - c : a * c;
  return r;
}

/* Where constant_value looks: an operand of a condition in the function
 * (literals, global constants, and in jitted code a local variable whose
 * only assignment gives it a constant); an operand of an operator there
 * (only literals, which CPython folds: -1, 2 * 3, but not -LIMIT); or the
 * expression of a global constant (module-level names, evaluated whole, as
 * Numba sees a global's value). */
typedef enum { IN_FUNCTION, IN_FOLDED, IN_GLOBAL } ConstPlace;


static ConstValue constant_value(const Builder *b, const Node *e, ConstPlace place, int depth) {
  ConstValue v = unknown_value;
  if (depth > 32)
    return v;
  ConstPlace inner = place == IN_GLOBAL ? IN_GLOBAL : IN_FOLDED;
  switch (e->kind) {
  case AST_INT:
    if (e->num.ival <= INT64_MAX) {
      v.kind = CV_INT;
      v.i = (int64_t)e->num.ival;
    }
    return v;
  case AST_FLOAT: v.kind = CV_FLOAT; v.f = e->num.fval; return v;
  case AST_TRUE: case AST_FALSE: v.kind = CV_INT; v.i = e->kind == AST_TRUE; return v;
  case AST_NONE: v.kind = CV_NONE; return v;
  case AST_STR: v.kind = CV_STR; v.s = e->str.s; v.len = e->str.len; return v;
  case AST_UNARY: {
    ConstValue x = constant_value(b, e->unary.operand, inner, depth + 1);
    if (e->unary.op == OP_POS && is_number(&x))
      return x;
    if (e->unary.op == OP_NEG && x.kind == CV_INT && x.i != INT64_MIN) {
      x.i = -x.i;
      return x;
    }
    if (e->unary.op == OP_NEG && x.kind == CV_FLOAT) {
      x.f = -x.f;
      return x;
    }
    return v;
  }
  case AST_BINOP:
    return fold_arithmetic(e->bin.op, constant_value(b, e->bin.lhs, inner, depth + 1),
                           constant_value(b, e->bin.rhs, inner, depth + 1));
  case AST_NAME: {
    if (place == IN_FOLDED)
      return v;
    const char *name = e->name.id;
    if (place == IN_FUNCTION) {
      /* The entry code may read a name before the statement that assigns
       * it runs (a NameError), so none of its names is a constant here. */
      if (b->f->kind == FUNC_ENTRY || build_renamed(b, name) != name)
        return v;
      if (build_is_local(b, name)) {
        /* Numba follows a variable to its definition when it has only one;
         * host code keeps Python's rules (a read before the assignment
         * raises). */
        const Node *def = build_single_definition(b, name);
        if (func_is_host(b->f->kind) || !def)
          return v;
        return constant_value(b, def, IN_FUNCTION, depth + 1);
      }
    }
    /* A variable that functions declare global changes. */
    if (global_is_cell((Builder *)b, name))
      return v;
    const Symbol *sym = scope_lookup(b->m->scope, name);
    return sym && sym->kind == SYM_CONSTANT ? constant_value(b, sym->value, IN_GLOBAL, depth + 1) : v;
  }
  default: return v;
  }
}

/* The value of a comparison op from how its operands order (all three
 * false for a NaN, which makes only != hold); -1 for other operators. */
static int comparison_holds(AstOp op, bool lt, bool eq, bool gt) {
  switch (op) {
  case OP_LT: return lt;
  case OP_LE: return lt || eq;
  case OP_GT: return gt;
  case OP_GE: return gt || eq;
  case OP_EQ: return eq;
  case OP_NE: return !eq;
  default: return -1;
  }
}

/* x OP y of two constants: 1 true, 0 false, -1 not known. */
static int compare_constants(AstOp op, const ConstValue *x, const ConstValue *y) {
  if (x->kind == CV_UNKNOWN || y->kind == CV_UNKNOWN)
    return -1;
  bool none = x->kind == CV_NONE || y->kind == CV_NONE;
  if (none && (op == OP_IS || op == OP_EQ))
    return x->kind == y->kind;
  if (none && (op == OP_ISNOT || op == OP_NE))
    return x->kind != y->kind;
  if (x->kind == CV_STR && y->kind == CV_STR && (op == OP_EQ || op == OP_NE)) {
    bool same = x->len == y->len && memcmp(x->s, y->s, x->len) == 0;
    return same == (op == OP_EQ);
  }
  if (!is_number(x) || !is_number(y))
    return -1;
  if (x->kind == CV_INT && y->kind == CV_INT)
    return comparison_holds(op, x->i < y->i, x->i == y->i, x->i > y->i);
  double a = as_double(x), c = as_double(y);
  return comparison_holds(op, a < c, a == c, a > c);
}

/* Whether a condition is known before typing: 1 always true, 0 always
 * false, -1 decided at run time. */
int build_constant_truth(const Builder *b, const Node *cond) {
  switch (cond->kind) {
  case AST_UNARY:
    if (cond->unary.op == OP_NOT) {
      int t = build_constant_truth(b, cond->unary.operand);
      return t < 0 ? -1 : !t;
    }
    break;
  case AST_BOOLOP: {
    /* A false `and` operand (a true `or` one) decides; a true one (false)
     * leaves the decision to the other operand. */
    bool is_and = cond->bin.op == OP_AND;
    int lhs = build_constant_truth(b, cond->bin.lhs);
    if (lhs < 0)
      return -1;
    return lhs != is_and ? lhs : build_constant_truth(b, cond->bin.rhs);
  }
  case AST_COMPARE: {
    /* a < b < c: each comparison is a branch of its own; a false one
     * decides the chain. */
    const NodeList *xs = &cond->cmp.operands;
    ConstValue lhs = constant_value(b, xs->v[0], IN_FUNCTION, 0);
    for (int k = 0; k + 1 < xs->len; k++) {
      ConstValue rhs = constant_value(b, xs->v[k + 1], IN_FUNCTION, 0);
      int t = compare_constants(cond->cmp.ops[k], &lhs, &rhs);
      if (t != 1)
        return t;
      lhs = rhs;
    }
    return 1;
  }
  default: break;
  }
  ConstValue v = constant_value(b, cond, IN_FUNCTION, 0);
  switch (v.kind) {
  case CV_INT: return v.i != 0;
  case CV_FLOAT: return v.f != 0;
  case CV_NONE: return 0;
  case CV_STR: return v.len != 0;
  default: return -1;
  }
}

