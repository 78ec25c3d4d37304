/* Outer-loop vectorization of jitted functions (docs/architecture.md,
 * "Outer loops").
 *
 * The i-j-k matrix product of the tutorials keeps a float sum per (i, j)
 * over k. LLVM's loop vectorizer only vectorizes innermost loops, and the k
 * loop is a sequential float reduction over a column of B, so it stays
 * scalar; GCC instead vectorizes the j loop: eight sums at once, each
 * still added in k order, so the result is bit for bit the same. LLVM can
 * do the same through its VPlan-native path, but only for an outer loop
 * marked with llvm.loop.vectorize.enable, which asserts that the
 * iterations are independent: LLVM checks the loop's shape, not its memory
 * accesses. This file decides where that assertion holds and makes it
 * hold at run time:
 *
 *   - a candidate is a `for j in range(...)` loop with j >= 0, one latch,
 *     no other exit, at least one inner range loop, and only arithmetic,
 *     comparisons, element reads and element writes in its body (nothing
 *     that calls out, allocates or raises);
 *   - every array it touches is a parameter of the function, and every
 *     access to an array it writes has j as the last index and loop-
 *     invariant values as the others, so different iterations touch
 *     different elements of it;
 *   - the function is emitted twice, with the mark and without, and its
 *     entry calls the marked copy only when each written array's memory
 *     is disjoint from every other array the loops touch
 *     (arrc_arrays_disjoint), as GCC versions its loop. */
#include <string.h>

#include "cg.h"

enum { MAX_OUTER_LOOPS = 8, MAX_OUTER_ARRAYS = 16 };

typedef struct {
  const Block *header;   /* the block with the loop's iter.valid */
  const Block *latch;    /* the one body block that jumps back to it */
} OuterLoop;

struct OuterPlan {
  OuterLoop loops[MAX_OUTER_LOOPS];
  int nloops;
  /* Over all marked loops: the parameters written, and all touched. */
  const Instr *written[MAX_OUTER_ARRAYS], *touched[MAX_OUTER_ARRAYS];
  int nwritten, ntouched;
};

static const Instr *fwd(const Instr *i) {
  i = ir_resolve(i);
  return i;
}

static bool is_range_call(const Instr *c) {
  c = fwd(c);
  if (c->op != IR_CALL)
    return false;
  BuiltinId called = ir_called_builtin(c);
  return (called == BI_RANGE || called == BI_NB_PRANGE) && c->nkw == 0;
}

/* The range loop whose iter.valid ends block h, or NULL. */
static const Instr *range_getiter(const Block *h) {
  const Instr *br = h->last, *v = br ? br->prev : NULL;
  if (!br || br->op != IR_BRANCH || !v || v->op != IR_ITER_VALID || fwd(br->ops.v[0]) != v)
    return NULL;
  const Instr *g = fwd(v->ops.v[0]);
  return g->op == IR_GETITER && is_range_call(g->ops.v[0]) ? g : NULL;
}

static bool const_nonneg(const Instr *x, bool positive) {
  x = fwd(x);
  return x->op == IR_CONST_INT && (positive ? x->imm.i > 0 : x->imm.i >= 0);
}

/* range(stop), range(a, stop) or range(a, stop, s) with constants a >= 0
 * and s > 0: every value is >= 0, so an index never counts from the end. */
static bool range_nonnegative(const Instr *g) {
  const Instr *r = fwd(g->ops.v[0]);
  int n = r->ops.len - 1;
  if (n == 1)
    return true;
  return (n == 2 || n == 3) && const_nonneg(r->ops.v[1], false) && (n == 2 || const_nonneg(r->ops.v[3], true));
}

/* The blocks of a loop, as a set indexed by block id. */
typedef struct {
  bool *in;
  int nblocks;
} BlockSet;

static bool set_has(const BlockSet *s, const Block *b) { return b->id < s->nblocks && s->in[b->id]; }

static void reach_forward(const Block *b, const Block *stop, BlockSet *s) {
  if (b == stop || set_has(s, b))
    return;
  s->in[b->id] = true;
  const Instr *t = b->last;
  if (t && (t->op == IR_JUMP || t->op == IR_BRANCH))
    for (int k = 0; k < (t->op == IR_JUMP ? 1 : 2); k++)
      reach_forward(t->target[k], stop, s);
}

static bool reaches(const Block *b, const Block *h, const BlockSet *body, bool *seen) {
  const Instr *t = b->last;
  if (!t || (t->op != IR_JUMP && t->op != IR_BRANCH))
    return false;
  if (seen[b->id])
    return true;
  seen[b->id] = true;
  for (int k = 0; k < (t->op == IR_JUMP ? 1 : 2); k++) {
    const Block *s = t->target[k];
    if (s != h && (!set_has(body, s) || !reaches(s, h, body, seen)))
      return false;
  }
  return true;
}

static bool invariant(const Instr *x, const BlockSet *body) {
  x = fwd(x);
  return !set_has(body, x->block) || x->op == IR_CONST_INT;
}

static bool is_number(const Type *t) { return t && (t->kind == TY_INT || t->kind == TY_FLOAT || t->kind == TY_BOOL); }

static bool add_once(const Instr **set, int *n, const Instr *x) {
  for (int k = 0; k < *n; k++)
    if (set[k] == x)
      return true;
  if (*n == MAX_OUTER_ARRAYS)
    return false;
  set[(*n)++] = x;
  return true;
}

/* Whether an access of array parameter arr at index ix is of one element,
 * and, when the loop writes arr, at [invariant..., j]. */
static bool access_ok(const Instr *arr, const Instr *ix, const Instr *j, bool written, const BlockSet *body) {
  const Type *t = fwd(arr)->type;
  const Instr *x = fwd(ix);
  const Instr *last;
  if (t->ndim == 1) {
    if (x->type->kind != TY_INT)
      return false;
    last = x;
  } else {
    if (x->op != IR_TUPLE || x->ops.len != t->ndim)
      return false;
    for (int k = 0; k < x->ops.len; k++) {
      if (fwd(x->ops.v[k])->type->kind != TY_INT)
        return false;
      if (written && k < x->ops.len - 1 && !invariant(x->ops.v[k], body))
        return false;
    }
    last = x->ops.v[x->ops.len - 1];
  }
  return !written || fwd(last) == j;
}

static bool array_param(const Instr *a) {
  a = fwd(a);
  return a->op == IR_PARAM && a->type && a->type->kind == TY_ARRAY && is_number(a->type->elem);
}

/* Whether one instruction of the body may run for several j at once. */
static bool body_instr_ok(const Instr *i) {
  switch (i->op) {
  case IR_CONST_INT:
  case IR_CONST_FLOAT:
  case IR_CONST_BOOL:
  case IR_GLOBAL:
  case IR_JUMP:
  case IR_BRANCH:
  case IR_ITER_VALID:
  case IR_ITER_NEXT:
    return true;
  case IR_PHI:
  case IR_CAST:
  case IR_TRUTH:
    return is_number(i->type);
  case IR_TUPLE:
    for (int k = 0; k < i->ops.len; k++)
      if (fwd(i->ops.v[k])->type->kind != TY_INT)
        return false;
    return true;
  case IR_BINARY:
  case IR_INPLACE:
    /* No division or modulo: they raise ZeroDivisionError. */
    return is_number(i->type) && is_number(fwd(i->ops.v[0])->type) && is_number(fwd(i->ops.v[1])->type) &&
           (i->imm.op == OP_ADD || i->imm.op == OP_SUB || i->imm.op == OP_MUL);
  case IR_UNARY:
    return is_number(i->type) && (i->imm.op == OP_NEG || i->imm.op == OP_POS);
  case IR_COMPARE:
    return is_number(fwd(i->ops.v[0])->type) && is_number(fwd(i->ops.v[1])->type) && i->imm.op >= OP_LT &&
           i->imm.op <= OP_NE;
  case IR_CALL:
    return is_range_call(i) && is_number(fwd(i->ops.v[1])->type);
  case IR_GETITER:
    return is_range_call(i->ops.v[0]);
  case IR_GETATTR:
    /* a.shape, a.size, a.ndim of a parameter: header fields. */
    return array_param(i->ops.v[0]) && (i->type->kind == TY_TUPLE || i->type->kind == TY_INT);
  case IR_GETITEM:
    if (fwd(i->ops.v[0])->type->kind == TY_TUPLE)
      return i->type->kind == TY_INT && fwd(i->ops.v[1])->type->kind == TY_INT;
    return is_number(i->type) && array_param(i->ops.v[0]);
  case IR_SETITEM:
    return array_param(i->ops.v[0]) && is_number(fwd(i->ops.v[2])->type);
  default:
    return false;
  }
}

/* Checks loop h of f, adding its arrays to the plan when it qualifies. */
static bool check_loop(Arena *a, const Func *f, const Block *h, const Instr *g, OuterPlan *plan) {
  const Instr *j = NULL;
  const Block *entry = h->last->target[0];
  for (const Instr *i = entry->first; i && !j; i = i->next)
    if (i->op == IR_ITER_NEXT && fwd(i->ops.v[0]) == g)
      j = i;
  if (!j || !range_nonnegative(g) || (h->first && h->first->op == IR_PHI))
    return false;
  BlockSet body = {arena_alloc(a, (size_t)f->nblocks + 1), f->nblocks + 1};
  memset(body.in, 0, (size_t)body.nblocks);
  reach_forward(entry, h, &body);
  bool *seen = arena_alloc(a, (size_t)body.nblocks);
  memset(seen, 0, (size_t)body.nblocks);
  /* Every body block leads back to the header: no break or return. */
  if (!reaches(entry, h, &body, seen))
    return false;
  const Block *latch = NULL;
  int inner = 0;
  for (int k = 0; k < h->npreds; k++)
    if (set_has(&body, h->preds[k])) {
      if (latch || h->preds[k]->last->op != IR_JUMP)
        return false;
      latch = h->preds[k];
    }
  const Instr *written[MAX_OUTER_ARRAYS], *touched[MAX_OUTER_ARRAYS];
  int nw = 0, nt = 0;
  for (const Block *b = f->entry; b; b = b->next_in_func) {
    if (!set_has(&body, b))
      continue;
    if (range_getiter(b))
      inner++;
    for (const Instr *i = b->first; i; i = i->next) {
      if (!body_instr_ok(i))
        return false;
      if (i->op == IR_ITER_VALID || i->op == IR_ITER_NEXT) {
        const Instr *it = fwd(i->ops.v[0]);
        if (it->op != IR_GETITER || !is_range_call(it->ops.v[0]))
          return false;
      }
      if (i->op == IR_GETITEM && fwd(i->ops.v[0])->type->kind == TY_TUPLE)
        continue;
      if ((i->op == IR_GETITEM || i->op == IR_SETITEM) && !add_once(touched, &nt, fwd(i->ops.v[0])))
        return false;
      if (i->op == IR_SETITEM && !add_once(written, &nw, fwd(i->ops.v[0])))
        return false;
    }
  }
  if (inner == 0 || !latch)
    return false;
  for (const Block *b = f->entry; b; b = b->next_in_func) {
    if (!set_has(&body, b))
      continue;
    for (const Instr *i = b->first; i; i = i->next) {
      if ((i->op != IR_GETITEM && i->op != IR_SETITEM) || fwd(i->ops.v[0])->type->kind == TY_TUPLE)
        continue;
      bool w = false;
      for (int k = 0; k < nw; k++)
        w |= written[k] == fwd(i->ops.v[0]);
      if (!access_ok(i->ops.v[0], i->ops.v[1], j, w, &body))
        return false;
    }
  }
  if (nw == 0 || plan->nloops == MAX_OUTER_LOOPS)
    return false;
  for (int k = 0; k < nw; k++)
    if (!add_once(plan->written, &plan->nwritten, written[k]))
      return false;
  for (int k = 0; k < nt; k++)
    if (!add_once(plan->touched, &plan->ntouched, touched[k]))
      return false;
  plan->loops[plan->nloops++] = (OuterLoop){h, latch};
  return true;
}

OuterPlan *cg_outer_plan(Cg *cg, const Func *f) {
  if (cg->opt->opt_level < 2 || cg_checks_bounds(cg, f) || f->gpu || f->kind != FUNC_JIT)
    return NULL;
  OuterPlan *plan = arena_alloc(cg->m->arena, sizeof *plan);
  memset(plan, 0, sizeof *plan);
  for (const Block *h = f->entry; h; h = h->next_in_func) {
    const Instr *g = range_getiter(h);
    if (g) {
      OuterPlan trial = *plan;
      if (check_loop(cg->m->arena, f, h, g, &trial))
        *plan = trial;
    }
  }
  return plan->nloops ? plan : NULL;
}

/* After the jump at the end of latch block b was built, from LLVM block
 * `from` to `to`: marks the branch that enters the header. */
void cg_outer_mark_latch(Cg *cg, const Block *b, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  const OuterPlan *plan = cg->outer;
  for (int k = 0; plan && k < plan->nloops; k++) {
    /* A parallel loop's body is outlined: its jump back goes to the pool's
     * loop, which is not marked. */
    if (plan->loops[k].latch != b || (cg->par && plan->loops[k].header == cg_parallel_header(cg->par)))
      continue;
    /* The jump may pass through an edge block of its own. */
    bool direct = to == (LLVMBasicBlockRef)ptrmap_get(&cg->blocks, plan->loops[k].header);
    LLVMValueRef br = LLVMGetBasicBlockTerminator(direct ? from : to);
    LLVMContextRef ctx = cg->ctx;
    LLVMMetadataRef enable[2] = {LLVMMDStringInContext2(ctx, "llvm.loop.vectorize.enable", 26),
                                 LLVMValueAsMetadata(LLVMConstInt(cg->i1, 1, false))};
    LLVMMetadataRef self = LLVMTemporaryMDNode(ctx, NULL, 0);
    LLVMMetadataRef ops[2] = {self, LLVMMDNodeInContext2(ctx, enable, 2)};
    LLVMMetadataRef id = LLVMMDNodeInContext2(ctx, ops, 2);
    LLVMMetadataReplaceAllUsesWith(self, id);
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(ctx, "llvm.loop", 9), LLVMMetadataAsValue(ctx, id));
  }
}

/* The body of the function's entry: the marked copy when the arrays the
 * loops write are disjoint from every other array they touch, else the
 * plain one. */
void cg_outer_dispatch(Cg *cg, const Func *f, const OuterPlan *plan, LLVMValueRef fn, LLVMValueRef marked,
                       LLVMValueRef plain) {
  LLVMPositionBuilderAtEnd(cg->b, LLVMAppendBasicBlockInContext(cg->ctx, fn, ""));
  LLVMSetCurrentDebugLocation2(cg->b, NULL);
  /* The LLVM parameter of each IR parameter. */
  int *llvm_param = arena_alloc(cg->m->arena, (size_t)(f->nparams + 1) * sizeof *llvm_param);
  for (int k = 0, n = 0; k < f->nparams; k++)
    llvm_param[k] = f->param_types[k] && cg_type_is_data(f->param_types[k]) ? n++ : -1;
  LLVMValueRef ok = LLVMConstInt(cg->i1, 1, false);
  for (int w = 0; w < plan->nwritten; w++)
    for (int t = 0; t < plan->ntouched; t++) {
      const Instr *x = plan->written[w], *y = plan->touched[t];
      if (x == y)
        continue;
      LLVMValueRef args[2] = {LLVMGetParam(fn, (unsigned)llvm_param[x->imm.i]),
                              LLVMGetParam(fn, (unsigned)llvm_param[y->imm.i])};
      LLVMValueRef d = cg_call_rt(cg, "arrc_arrays_disjoint", cg->i8, 2, args);
      ok = LLVMBuildAnd(cg->b, ok, LLVMBuildICmp(cg->b, LLVMIntNE, d, LLVMConstInt(cg->i8, 0, false), ""), "");
    }
  unsigned n = LLVMCountParams(fn);
  LLVMValueRef *args = arena_alloc(cg->m->arena, (size_t)(n + 1) * sizeof *args);
  for (unsigned k = 0; k < n; k++)
    args[k] = LLVMGetParam(fn, k);
  LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
  bool returns = LLVMGetReturnType(ft) != cg->void_;
  LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(cg->ctx, fn, "disjoint");
  LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(cg->ctx, fn, "overlapping");
  LLVMBuildCondBr(cg->b, ok, yes, no);
  LLVMValueRef targets[2] = {marked, plain};
  LLVMBasicBlockRef blocks[2] = {yes, no};
  for (int k = 0; k < 2; k++) {
    LLVMPositionBuilderAtEnd(cg->b, blocks[k]);
    LLVMValueRef r = LLVMBuildCall2(cg->b, ft, targets[k], args, n, "");
    if (returns)
      LLVMBuildRet(cg->b, r);
    else
      LLVMBuildRetVoid(cg->b);
  }
}
