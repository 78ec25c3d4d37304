/* The IR verifier, run after every pass under `make check`: block structure
 * (one terminator, at the end; phis first, one operand per predecessor; edges
 * that agree with the predecessor lists), operand counts from ops.h, SSA
 * dominance (every use is dominated by its definition), and, once the
 * function is typed, the types the later phases rely on. */
#include <string.h>

#include "ir.h"

typedef struct {
  const Func *f;
  Diag *d;
  int problems;
  int nblocks;
  const Block **blocks;  /* by id */
  int *idom;             /* immediate dominator's id; -1: unreachable */
  int *rpo_index;        /* position in reverse postorder */
} Verifier;

static void problem(Verifier *v, const Instr *at, const char *fmt, ...) ARRC_PRINTF(3, 4);
static void problem(Verifier *v, const Instr *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  StrBuf sb = {0};
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  SrcLoc loc = at ? at->loc : (SrcLoc){0};
  if (at)
    diag_internal(v->d, loc, "IR of '%s' is broken at b%d, %%%d (%s): %s", v->f->name,
                  at->block ? at->block->id : -1, at->id, ir_op_name(at->op), sb.data);
  else
    diag_internal(v->d, loc, "IR of '%s' is broken: %s", v->f->name, sb.data);
  sb_free(&sb);
  v->problems++;
}

static int successors(const Block *b, const Block *out[2]) {
  const Instr *t = ir_terminator(b);
  if (!t)
    return 0;
  if (t->op == IR_JUMP) {
    out[0] = t->target[0];
    return 1;
  }
  if (t->op == IR_BRANCH) {
    out[0] = t->target[0];
    out[1] = t->target[1];
    return 2;
  }
  return 0;
}

static int count_pred(const Block *b, const Block *p) {
  int n = 0;
  for (int k = 0; k < b->npreds; k++)
    n += b->preds[k] == p;
  return n;
}

static void check_blocks(Verifier *v) {
  for (const Block *b = v->f->entry; b; b = b->next_in_func) {
    if (!b->last) {
      problem(v, NULL, "block b%d is empty: it has no terminator", b->id);
      continue;
    }
    bool seen_other = false;
    for (const Instr *i = b->first; i; i = i->next) {
      if (i->block != b)
        problem(v, i, "the instruction's block is b%d, but it is listed in b%d",
                i->block ? i->block->id : -1, b->id);
      if (i->next && i->next->prev != i)
        problem(v, i, "the instruction list is not doubly linked");
      bool term = ir_op_flags(i->op) & IRF_TERMINATOR;
      if (term && i != b->last)
        problem(v, i, "a terminator in the middle of block b%d", b->id);
      if (!term && i == b->last)
        problem(v, i, "block b%d does not end in a terminator", b->id);
      if (i->op == IR_PHI || i->op == IR_UNDEF) {
        if (seen_other)
          problem(v, i, "a phi after other instructions");
        if (i->op == IR_PHI && i->ops.len != b->npreds)
          problem(v, i, "a phi with %d operands in a block with %d predecessors", i->ops.len,
                  b->npreds);
      } else {
        seen_other = true;
      }
      int arity = ir_op_arity(i->op);
      if (arity >= 0 && i->ops.len != arity)
        problem(v, i, "%d operands, expected %d", i->ops.len, arity);
      if (i->op == IR_RETURN && i->ops.len > 1)
        problem(v, i, "return with %d operands", i->ops.len);
      for (int k = 0; k < i->ops.len; k++)
        if (!i->ops.v[k] || !i->ops.v[k]->block)
          problem(v, i, "operand %d is a removed instruction", k);
    }
    const Block *succ[2];
    int n = successors(b, succ);
    for (int k = 0; k < n; k++) {
      int edges = (n == 2 && succ[0] == succ[1]) ? 2 : 1;
      if (count_pred(succ[k], b) != edges)
        problem(v, b->last, "b%d jumps to b%d, which does not list it as a predecessor", b->id,
                succ[k]->id);
    }
    for (int k = 0; k < b->npreds; k++) {
      const Block *p = b->preds[k];
      const Block *ps[2];
      int pn = successors(p, ps);
      if (!(pn > 0 && ps[0] == b) && !(pn > 1 && ps[1] == b))
        problem(v, NULL, "b%d lists b%d as a predecessor, but b%d does not jump to it", b->id,
                p->id, p->id);
    }
  }
}

/* Dominators by Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
 * Algorithm": iterate idom over reverse postorder until nothing changes. */
static void postorder(Verifier *v, const Block *b, bool *seen, const Block **order, int *n) {
  seen[b->id] = true;
  const Block *succ[2];
  int k = successors(b, succ);
  for (int i = 0; i < k; i++)
    if (!seen[succ[i]->id])
      postorder(v, succ[i], seen, order, n);
  order[(*n)++] = b;
}

static int intersect(const Verifier *v, int a, int b) {
  while (a != b) {
    while (v->rpo_index[a] > v->rpo_index[b])
      a = v->idom[a];
    while (v->rpo_index[b] > v->rpo_index[a])
      b = v->idom[b];
  }
  return a;
}

static void compute_dominators(Verifier *v, Arena *a) {
  int n = v->nblocks;
  v->blocks = arena_alloc(a, (size_t)n * sizeof *v->blocks);
  v->idom = arena_alloc(a, (size_t)n * sizeof *v->idom);
  v->rpo_index = arena_alloc(a, (size_t)n * sizeof *v->rpo_index);
  bool *seen = arena_alloc(a, (size_t)n);
  const Block **order = arena_alloc(a, (size_t)n * sizeof *order);
  for (const Block *b = v->f->entry; b; b = b->next_in_func)
    v->blocks[b->id] = b;
  for (int i = 0; i < n; i++)
    v->idom[i] = -1;
  int count = 0;
  postorder(v, v->f->entry, seen, order, &count);
  for (int i = 0; i < count; i++)
    v->rpo_index[order[i]->id] = count - 1 - i;
  int entry = v->f->entry->id;
  v->idom[entry] = entry;
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = count - 1; i >= 0; i--) {
      const Block *b = order[i];
      if (b->id == entry)
        continue;
      int new_idom = -1;
      for (int k = 0; k < b->npreds; k++) {
        int p = b->preds[k]->id;
        if (v->idom[p] < 0)
          continue;
        new_idom = new_idom < 0 ? p : intersect(v, p, new_idom);
      }
      if (new_idom != v->idom[b->id]) {
        v->idom[b->id] = new_idom;
        changed = true;
      }
    }
  }
}

static bool block_dominates(const Verifier *v, int a, int b) {
  for (;;) {
    if (a == b)
      return true;
    int up = v->idom[b];
    if (up == b || up < 0)
      return false;
    b = up;
  }
}

static bool instr_dominates(const Verifier *v, const Instr *def, const Instr *use) {
  if (def->block != use->block)
    return block_dominates(v, def->block->id, use->block->id);
  for (const Instr *i = def->next; i; i = i->next)
    if (i == use)
      return true;
  return false;
}

static void check_dominance(Verifier *v) {
  for (const Block *b = v->f->entry; b; b = b->next_in_func) {
    if (v->idom[b->id] < 0)
      continue; /* unreachable: dominance says nothing */
    for (const Instr *i = b->first; i; i = i->next) {
      for (int k = 0; k < i->ops.len; k++) {
        const Instr *def = i->ops.v[k];
        if (!def || !def->block || def->block->func != v->f) {
          problem(v, i, "operand %d belongs to another function", k);
          continue;
        }
        bool ok;
        if (i->op == IR_TRY_RESTORE && k > 0) {
          /* Saved where they are made (build_try.c), read back in memory. */
          ok = true;
        } else if (i->op == IR_PHI) {
          /* A phi's operand k must be available at the end of predecessor k. */
          const Block *p = k < b->npreds ? b->preds[k] : NULL;
          ok = p && (v->idom[p->id] < 0 || block_dominates(v, def->block->id, p->id));
        } else {
          ok = v->idom[def->block->id] >= 0 && instr_dominates(v, def, i);
        }
        if (!ok)
          problem(v, i, "operand %%%d is not defined on every path to this use", def->id);
      }
    }
  }
}

/* Once inference has run, every value has a type, and the control-flow
 * operations get the types codegen assumes. */
static void check_types(Verifier *v) {
  if (!v->f->param_types)
    return;
  for (const Block *b = v->f->entry; b; b = b->next_in_func) {
    for (const Instr *i = b->first; i; i = i->next) {
      if (!i->type) {
        problem(v, i, "no type after inference");
        continue;
      }
      if (i->op == IR_BRANCH && i->ops.len == 1 && i->ops.v[0]->type != ty_bool)
        problem(v, i, "branch condition of type %s, expected bool",
                i->ops.v[0]->type ? i->ops.v[0]->type->name : "?");
      if ((i->op == IR_TRUTH || i->op == IR_ITER_VALID) && i->type != ty_bool)
        problem(v, i, "result of type %s, expected bool", i->type->name);
      if (i->op == IR_COMPARE && i->type != ty_bool &&
          !(i->type->kind == TY_ARRAY && i->type->elem == ty_bool))
        problem(v, i, "result of type %s, expected bool or an array of bool", i->type->name);
      /* An undefined operand stands for "not assigned on this path". */
      if (i->op == IR_PHI)
        for (int k = 0; k < i->ops.len; k++)
          if (i->ops.v[k]->type != i->type && i->ops.v[k]->op != IR_UNDEF)
            problem(v, i, "phi of type %s has operand %%%d of type %s", i->type->name,
                    i->ops.v[k]->id, i->ops.v[k]->type ? i->ops.v[k]->type->name : "?");
      if (i->op == IR_RETURN && v->f->ret_type) {
        const Type *t = i->ops.len ? i->ops.v[0]->type : ty_none;
        if (t != v->f->ret_type && !(i->ops.len == 0 && v->f->ret_type == ty_void))
          problem(v, i, "returns %s from a function whose result is %s", t ? t->name : "?",
                  v->f->ret_type->name);
      }
    }
  }
}

int ir_verify_func(const Func *f, Diag *d) {
  Verifier v = {0};
  v.f = f;
  v.d = d;
  v.nblocks = f->nblocks;
  if (!f->entry) {
    problem(&v, NULL, "no entry block");
    return v.problems;
  }
  Arena *a = arena_new();
  check_blocks(&v);
  if (v.problems == 0) {
    compute_dominators(&v, a);
    check_dominance(&v);
    check_types(&v);
  }
  arena_free(a);
  return v.problems;
}

int ir_verify_module(const Module *m, Diag *d) {
  int n = 0;
  for (const Func *f = m->funcs; f; f = f->next_in_module)
    n += ir_verify_func(f, d);
  return n;
}
