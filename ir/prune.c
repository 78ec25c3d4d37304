/* Numba's pruning by type, which infer.c runs on each specialization.
 *
 * Numba decides `p is None`, `p is not None`, `p == None` and `p != None`
 * before typing when the parameter p is None in this specialization (an
 * argument None, or an omitted default None) and the body never assigns it
 * (numba.core.analysis.dead_branch_prune, prune_by_type): the arm that does
 * not run is dropped, never typed, so `if b is None: return a` before
 * `return a + b` compiles. The comparison is with None, with another such
 * parameter, or with a literal (never equal to None). Both arms are built
 * (the arms depend on the argument types); this removes one per
 * specialization, as Numba does. The guards of a loop over a tuple
 * parameter (build_unroll.c) are decided here too, from the parameter's
 * type: its length keeps the copies of the body that run. */
#include "infer_state.h"

/* The parameter that X stands for when the body never assigns it: the
 * PARAM itself, or (in a loop, after a narrowing test) a phi or NARROW of
 * the variable, which can only join copies of it. */
static const Instr *unassigned_param(const Func *f, const Instr *x) {
  if (x->op != IR_PARAM && !((x->op == IR_PHI || x->op == IR_NARROW) && x->var))
    return NULL;
  for (const Instr *p = f->entry->first; p; p = p->next)
    if (p->op == IR_PARAM && p->n && (p == x || (x->op != IR_PARAM && p->var == x->var)))
      return p;
  return NULL;
}

/* 1: the comparison is true, 0: false, -1: not decided before typing. */
static int none_test_outcome(const Func *f, const Instr *c) {
  if (c->op == IR_TRUTH)
    c = c->ops.v[0];
  if (c->op != IR_COMPARE)
    return -1;
  AstOp op = c->imm.op;
  bool equal_test = op == OP_IS || op == OP_EQ;
  if (!equal_test && op != OP_ISNOT && op != OP_NE)
    return -1;
  int nones = 0, literals = 0;
  bool has_param = false;
  for (int k = 0; k < 2; k++) {
    const Instr *x = c->ops.v[k], *p = unassigned_param(f, x);
    if (p && f->param_types[p->imm.i] == ty_none) {
      nones++;
      has_param = true;
    } else if (x->op == IR_CONST_NONE) {
      nones++;
    } else if (x->op == IR_CONST_INT || x->op == IR_CONST_FLOAT || x->op == IR_CONST_BOOL ||
               x->op == IR_CONST_STR) {
      literals++;
    }
  }
  /* At least one side must be a None parameter: `None is None` alone is
   * CPython's to fold. */
  if (!has_param || nones + literals != 2)
    return -1;
  return (nones == 2) == equal_test;
}

/* The guards of a loop over a tuple parameter (build_unroll.c), from the
 * parameter's type: 1 true, 0 false, -1 not a guard. */
static int unroll_guard_outcome(const Func *f, const Instr *c) {
  if (c->op != IR_COMPARE || c->n == GUARD_NONE)
    return -1;
  const Instr *len = ir_resolve((Instr *)c->ops.v[1]), *k = c->ops.v[0];
  const Instr *p = len->op == IR_CALL && len->ops.len == 2 ? unassigned_param(f, ir_resolve(len->ops.v[1])) : NULL;
  if (!p || k->op != IR_CONST_INT)
    return -1;
  const Type *t = f->param_types[p->imm.i];
  switch ((UnrollGuard)c->n) {
  case GUARD_IS_TUPLE: return t->kind == TY_TUPLE;
  case GUARD_HAS_ELEMENT: case GUARD_TOO_LONG: return t->kind == TY_TUPLE ? k->imm.i < t->n : -1;
  default: return -1;
  }
}

static void remove_pred(Arena *a, Block *b, const Block *pred) {
  for (int k = 0; k < b->npreds; k++) {
    if (b->preds[k] != pred)
      continue;
    for (Instr *phi = b->first; phi && phi->op == IR_PHI; phi = phi->next) {
      if (k >= phi->ops.len)
        continue;
      int n = phi->ops.len;
      Instr **saved = arena_alloc(a, (size_t)(n + 1) * sizeof *saved);
      memcpy(saved, phi->ops.v, (size_t)n * sizeof *saved);
      ir_clear_operands(phi);
      for (int j = 0; j < n; j++)
        if (j != k)
          ir_add_operand(phi, saved[j]);
    }
    memmove(&b->preds[k], &b->preds[k + 1], (size_t)(b->npreds - k - 1) * sizeof *b->preds);
    b->npreds--;
    return;
  }
}

void infer_prune_none_tests(Infer *I, Func *f) {
  bool pruned = false;
  for (Block *b = f->entry; b; b = b->next_in_func) {
    Instr *t = ir_terminator(b);
    if (!t || t->op != IR_BRANCH || t->target[0] == t->target[1])
      continue;
    int outcome = none_test_outcome(f, t->ops.v[0]);
    if (outcome < 0)
      outcome = unroll_guard_outcome(f, t->ops.v[0]);
    if (outcome < 0)
      continue;
    Block *taken = t->target[outcome ? 0 : 1], *dead = t->target[outcome ? 1 : 0];
    remove_pred(I->a, dead, b);
    ir_clear_operands(t);
    t->op = IR_JUMP;
    t->target[0] = taken;
    t->target[1] = NULL;
    pruned = true;
  }
  if (pruned)
    drop_dead_code(I->a, f, reachable_blocks(I, f));
}
