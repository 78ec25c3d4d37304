/* What the builder knows of local variables beyond their values: that a
 * test showed one not to be None (narrowing optionals, while building),
 * and that some path reads one without assigning it (a pass over the
 * function once it is built). */
#include "build.h"

/* ---- narrowing optionals ---------------------------------------------------------
 *
 * Where a test shows that a local variable is not None (`x is not None`,
 * `x is None` on its false edge, through `not`, `and` and `or`), the
 * successor block that only that edge enters reads the variable through a
 * NARROW: an optional's value, typed as the value's type, so that
 * `if idx is None: return -1` lets `idx * 10` follow. `if x:` does not
 * narrow: it mostly tests flags, counts and lists, whose NARROWs would only
 * add phis (an optional there stands for its value anyway). */

/* Adds to names[] the local variables known not to be None when cond
 * evaluates to `outcome`. */
static int not_none_when(const Builder *b, const Node *cond, bool outcome, const char **names, int n, int max) {
  switch (cond->kind) {
  case AST_UNARY:
    return cond->unary.op == OP_NOT ? not_none_when(b, cond->unary.operand, !outcome, names, n, max) : n;
  case AST_BOOLOP:
    /* Both operands of a true `and` were true; both of a false `or` false. */
    if ((cond->bin.op == OP_AND) == outcome) {
      n = not_none_when(b, cond->bin.lhs, outcome, names, n, max);
      n = not_none_when(b, cond->bin.rhs, outcome, names, n, max);
    }
    return n;
  case AST_COMPARE: {
    if (cond->cmp.operands.len != 2)
      return n;
    AstOp op = cond->cmp.ops[0];
    const Node *x = cond->cmp.operands.v[0], *y = cond->cmp.operands.v[1];
    if (x->kind == AST_NONE) {
      const Node *t = x;
      x = y;
      y = t;
    }
    if (y->kind != AST_NONE || x->kind != AST_NAME || n == max)
      return n;
    bool true_if_none = op == OP_IS || op == OP_EQ;
    if (!true_if_none && op != OP_ISNOT && op != OP_NE)
      return n;
    const char *name = build_renamed(b, x->name.id);
    if (true_if_none != outcome && (name != x->name.id || build_is_local(b, name)))
      names[n++] = name;
    return n;
  }
  default: return n;
  }
}

/* Called when `blk`, just sealed, is entered only from the edge where
 * cond evaluated to `outcome`, before anything is built in it. */
void build_narrow_in(Builder *b, Block *blk, const Node *cond, bool outcome) {
  const char *names[8];
  int n = not_none_when(b, cond, outcome, names, 0, 8);
  if (n == 0 || blk->npreds != 1)
    return;
  Block *saved = b->cur;
  b->cur = blk;
  for (int k = 0; k < n; k++) {
    Instr *v = build_read_var(b, blk, names[k], cond->loc);
    Instr *narrow = build_emit(b, IR_NARROW, cond->loc, 1, &v);
    narrow->var = names[k];
    build_write_var(b, blk, names[k], narrow);
  }
  b->cur = saved;
}

/* ---- reads of variables that may be unassigned ------------------------------------
 *
 * A phi that receives an UNDEF, directly or through other phis, stands for
 * a variable that some path reaches without assigning it. Each such phi
 * gets a parallel bool phi, "assigned": false from the UNDEF edges, true
 * from the others. The checks that build_name put after each read become
 * checks of that flag (Python raises UnboundLocalError, or NameError at the
 * top level); the others are dropped. A read that no path assigns reads the
 * UNDEF itself, which inference reports as an error. When every path that
 * reaches a read has assigned the variable, the flag is a constant true
 * after LLVM's simplifications and the check costs nothing. */
static bool is_unassigned(const Instr *v) { return v->op == IR_UNDEF && v->var; }

void build_check_unassigned_reads(Func *f, Arena *a) {
  PtrMap flag;               /* maybe-unassigned phi -> its flag phi */
  ptrmap_init(&flag, a);
  Instr *yes = NULL, *no = NULL;
  for (bool changed = true; changed;) {
    changed = false;
    for (Block *blk = f->entry; blk; blk = blk->next_in_func)
      for (Instr *p = blk->first; p && p->op == IR_PHI; p = p->next) {
        if (ptrmap_get(&flag, p))
          continue;
        bool maybe = false;
        for (int k = 0; k < p->ops.len && !maybe; k++) {
          Instr *o = ir_resolve(p->ops.v[k]);
          maybe = is_unassigned(o) || ptrmap_get(&flag, o);
        }
        if (!maybe)
          continue;
        if (!yes) {
          /* The flags' constants, after the entry block's UNDEFs. */
          Instr *at = f->entry->first;
          while (at->op == IR_PHI || at->op == IR_UNDEF)
            at = at->next;
          yes = ir_insert_before(at, IR_CONST_BOOL, p->loc, 0, NULL);
          yes->imm.i = 1;
          no = ir_insert_before(at, IR_CONST_BOOL, p->loc, 0, NULL);
        }
        ptrmap_put(&flag, p, ir_insert_phi(blk, p->loc));
        changed = true;
      }
  }
  for (Block *blk = f->entry; blk; blk = blk->next_in_func)
    for (Instr *p = blk->first; p && p->op == IR_PHI; p = p->next) {
      Instr *fp = ptrmap_get(&flag, p);
      if (!fp)
        continue;
      for (int k = 0; k < p->ops.len; k++) {
        Instr *o = ir_resolve(p->ops.v[k]), *of = ptrmap_get(&flag, o);
        ir_add_operand(fp, is_unassigned(o) ? no : of ? of : yes);
      }
    }
  for (Block *blk = f->entry; blk; blk = blk->next_in_func)
    for (Instr *i = blk->first, *next; i; i = next) {
      next = i->next;
      if (i->op != IR_CHECK_BOUND)
        continue;
      Instr *fp = ptrmap_get(&flag, ir_resolve(i->ops.v[0]));
      if (fp)
        ir_set_operand(i, 0, fp);
      else
        ir_remove(i);
    }
}

