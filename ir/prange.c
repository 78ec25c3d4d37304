/* Which values carried around a prange loop are reductions (prange.h).
 *
 * The running value starts as the header's phi p. Following its users
 * through the body gives the values it flows into: phis (a join after an
 * if, an inner loop's header) and updates op(v, x), where v is the running
 * value and x is not. The loop can split p when every use of those values
 * in the body is one of these, every update is of one kind, every phi
 * among them joins only such values (a branch that resets the value
 * breaks the chain), and every edge back to the header carries one of
 * them. Then each worker can run its iterations from the kind's identity
 * and the partials combine afterwards: every path through an iteration
 * applies the operation to the running value with values it does not
 * read. */
#include <string.h>

#include "prange.h"

typedef struct {
  const Instr **v;
  int n, cap;
} Chain;

static bool in_blocks(Block *const *body, int nbody, const Block *b) {
  for (int k = 0; k < nbody; k++)
    if (body[k] == b)
      return true;
  return false;
}

static bool in_chain(const Chain *c, const Instr *i) {
  for (int k = 0; k < c->n; k++)
    if (c->v[k] == i)
      return true;
  return false;
}

/* The kind of update u makes of running value v, or PRANGE_NONE when u is
 * not an update of it. */
static int update_kind(const Instr *u, const Instr *v) {
  if (u->op == IR_BINARY || u->op == IR_INPLACE) {
    const Instr *a = ir_resolve(u->ops.v[0]), *b = ir_resolve(u->ops.v[1]);
    switch (u->imm.op) {
    case OP_ADD: return a == v || b == v ? PRANGE_ADD : PRANGE_NONE;
    case OP_SUB: return a == v && b != v ? PRANGE_ADD : PRANGE_NONE;
    case OP_MUL: return a == v || b == v ? PRANGE_MUL : PRANGE_NONE;
    default: return PRANGE_NONE;
    }
  }
  BuiltinId called = ir_called_builtin(u);
  if ((called == BI_MIN || called == BI_MAX) && u->ops.len == 3 &&
      (ir_resolve(u->ops.v[1]) == v || ir_resolve(u->ops.v[2]) == v))
    return called == BI_MIN ? PRANGE_MIN : PRANGE_MAX;
  return PRANGE_NONE;
}

int prange_reduction(const Instr *p, Block *const *body, int nbody) {
  if (!type_is_number(p->type) || p->type->kind == TY_COMPLEX)
    return PRANGE_NONE;
  Arena *a = p->block->func->module->arena;
  Chain c = {0};
  c.v = arena_reserve(a, c.v, c.n, &c.cap, sizeof *c.v);
  c.v[c.n++] = p;
  int kind = PRANGE_NONE;
  for (int at = 0; at < c.n; at++) {
    const Instr *v = c.v[at];
    for (int k = 0; k < v->users.len; k++) {
      const Instr *u = v->users.v[k];
      if (u == p || in_chain(&c, u))
        continue;
      if (!in_blocks(body, nbody, u->block)) {
        /* After the loop only the header's phi stands for the result. */
        if (v == p && u->block != p->block)
          continue;
        return PRANGE_NONE;
      }
      if (u->op != IR_PHI) {
        int k2 = update_kind(u, v);
        if (k2 == PRANGE_NONE || (kind != PRANGE_NONE && k2 != kind))
          return PRANGE_NONE;
        kind = k2;
      }
      c.v = arena_reserve(a, c.v, c.n, &c.cap, sizeof *c.v);
      c.v[c.n++] = u;
    }
  }
  /* An update reads the running value once (not s = s + s), and a phi
   * joins running values only (not a reset to 0 on one branch). */
  for (int k = 1; k < c.n; k++) {
    const Instr *i = c.v[k];
    int from_chain = 0;
    for (int j = 0; j < i->ops.len; j++)
      from_chain += in_chain(&c, ir_resolve(i->ops.v[j]));
    if (i->op == IR_PHI ? from_chain != i->ops.len : from_chain != 1)
      return PRANGE_NONE;
  }
  /* Every edge from the body back to the header carries a running value. */
  const Block *h = p->block;
  for (int k = 0; k < h->npreds && k < p->ops.len; k++)
    if (in_blocks(body, nbody, h->preds[k]) && !in_chain(&c, ir_resolve(p->ops.v[k])))
      return PRANGE_NONE;
  return kind;
}
