/* Parallel loops (LANGUAGE.md §6.5): in a function with parallel=True, the
 * body of an outermost `for i in prange(...)` loop is outlined into a
 * function of the runtime's pool (arrc_prange_for: each worker runs a
 * contiguous slice of the iterations), and the loop becomes a call.
 *
 * Values the body uses from outside travel in an environment record, by
 * value (arrays by reference, as Numba shares them). Scalar reductions are
 * recognized in the loop header's phis (ir/prange.c): `acc += x`, `acc -= x`,
 * `acc *= x`, `m = min(m, x)` and `max`, also under conditions, in inner
 * loops and past a continue: each worker accumulates its own partial,
 * starting from the operation's identity (min and max start from the
 * initial value), and the partials are combined in worker order after the
 * loop, so a fixed number of threads gives the same result every run. A
 * loop this cannot handle (a break, another value carried around the loop)
 * runs sequentially, as written. */
#include <string.h>

#include "cg.h"
#include "debuginfo.h"
#include "prange.h"

typedef struct {
  const Instr *phi;        /* in the header */
  const Instr *init;       /* from the preheader */
  int op;                  /* PRANGE_ADD, PRANGE_MUL, PRANGE_MIN, PRANGE_MAX (ir/prange.h) */
  LLVMValueRef partials;   /* main function: the array of per-worker partials */
  LLVMValueRef acc, cont;  /* outlined function: the header's and latch's phis */
} Reduction;

struct ParLoop {
  const Instr *getiter;    /* the prange loop's GETITER */
  const Instr *range;      /* the prange(...) value */
  const Instr *next;       /* its ITER_NEXT in the body */
  Block *header, *exit;
  Block **body;            /* the loop's blocks */
  int nbody;
  int header_pred;         /* the preheader's index among the header's predecessors */
  Reduction red[16];
  int nred;
  const Instr **free;      /* values used by the body, defined outside it */
  int nfree;
  LLVMBasicBlockRef cont_bb;
};

static const Instr *fwd(const Instr *i) {
  i = ir_resolve(i);
  return i;
}

static bool in_body(const ParLoop *pl, const Block *b) {
  for (int k = 0; k < pl->nbody; k++)
    if (pl->body[k] == b)
      return true;
  return false;
}

static void add_free(Cg *cg, ParLoop *pl, const Instr *o) {
  o = fwd(o);
  if (in_body(pl, o->block))
    return;
  for (int k = 0; k < pl->nred; k++)
    if (pl->red[k].phi == o)
      return;
  if (o == pl->getiter)
    return;
  for (int k = 0; k < pl->nfree; k++)
    if (pl->free[k] == o)
      return;
  pl->free[pl->nfree++] = o;
  /* A view the body indexes without making (a virtual view) reads its
   * base and its indices. */
  if (ptrmap_get(&cg->virtuals, o))
    for (int k = 0; k < o->ops.len; k++)
      add_free(cg, pl, o->ops.v[k]);
}

/* The prange loop whose GETITER is g, when it can run in parallel.
 * -Wprange-serial (ir/warn_ir.c) follows these conditions to say why a
 * loop runs sequentially; tests/warnings/prange.arr checks they agree. */
static ParLoop *analyze(Cg *cg, Func *f, const Instr *g) {
  const Instr *src = fwd(g->ops.v[0]);
  if (ir_called_builtin(src) != BI_NB_PRANGE)
    return NULL;
  /* The header: where the iterator is tested. */
  const Instr *valid = NULL, *next = NULL;
  for (int k = 0; k < g->users.len; k++) {
    if (g->users.v[k]->op == IR_ITER_VALID)
      valid = g->users.v[k];
    if (g->users.v[k]->op == IR_ITER_NEXT)
      next = g->users.v[k];
  }
  if (!valid || !next)
    return NULL;
  Block *h = valid->block;
  Instr *br = ir_terminator(h);
  if (!br || br->op != IR_BRANCH)
    return NULL;
  ParLoop *pl = arena_alloc(cg->m->arena, sizeof *pl);
  memset(pl, 0, sizeof *pl);
  pl->getiter = g;
  pl->range = src;
  pl->next = next;
  pl->header = h;
  pl->exit = br->target[1];
  /* The body: the blocks reached from the branch's true side without
   * passing the header. */
  pl->body = arena_alloc(cg->m->arena, (size_t)(f->nblocks + 1) * sizeof *pl->body);
  Block **stack = arena_alloc(cg->m->arena, (size_t)(f->nblocks + 1) * sizeof *stack);
  int sp = 0;
  stack[sp++] = br->target[0];
  while (sp) {
    Block *b = stack[--sp];
    if (b == h || in_body(pl, b))
      continue;
    if (pl->nbody == f->nblocks)
      return NULL;
    pl->body[pl->nbody++] = b;
    Instr *t = ir_terminator(b);
    if (!t || t->op == IR_RETURN || t->op == IR_RAISE)
      return NULL; /* the body leaves the function: sequential */
    for (int k = 0; k < 2; k++)
      if (t->target[k] && t->target[k] != h)
        stack[sp++] = t->target[k];
  }
  for (int k = 0; k < pl->nbody; k++)
    if (pl->body[k] == pl->exit)
      return NULL; /* a break */
  /* The next value must be taken in the body, the header holds only phis,
   * the test and the branch. */
  if (!in_body(pl, next->block))
    return NULL;
  for (int k = 0; k < h->npreds; k++)
    if (!in_body(pl, h->preds[k]))
      pl->header_pred = k;
  for (Instr *i = h->first; i; i = i->next) {
    if (i->op == IR_PHI) {
      if (pl->nred == 16)
        return NULL;
      Reduction *r = &pl->red[pl->nred];
      r->phi = i;
      for (int k = 0; k < h->npreds; k++)
        if (!in_body(pl, h->preds[k]))
          r->init = fwd(i->ops.v[k]);
      r->op = prange_reduction(i, pl->body, pl->nbody);
      if (!r->init || r->op == PRANGE_NONE)
        return NULL;
      pl->nred++;
    } else if (i != valid && i != br && i->op != IR_TRUTH) {
      return NULL;
    }
  }
  /* What the body uses from outside. */
  int cap = 0;
  for (int k = 0; k < pl->nbody; k++)
    for (Instr *i = pl->body[k]->first; i; i = i->next)
      cap += i->ops.len;
  pl->free = arena_alloc(cg->m->arena, (size_t)(2 * cap + 1) * sizeof *pl->free);
  for (int k = 0; k < pl->nbody; k++)
    for (Instr *i = pl->body[k]->first; i; i = i->next)
      for (int j = 0; j < i->ops.len; j++)
        if (i != next)
          add_free(cg, pl, i->ops.v[j]);
  return pl;
}

void cg_parallel_analyze(Cg *cg, Func *f) {
  ptrmap_init(&cg->par_loops, cg->m->arena);
  if (!f->parallel || f->gpu || cg->ptx)
    return;
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next) {
      if (i->op != IR_GETITER)
        continue;
      ParLoop *pl = analyze(cg, f, i);
      /* Nested prange loops run inside the outer one's workers, as loops. */
      if (pl) {
        bool nested = false;
        for (Block *o = f->entry; o && !nested; o = o->next_in_func) {
          ParLoop *outer = ptrmap_get(&cg->par_loops, o);
          nested = outer && in_body(outer, pl->header);
        }
        if (!nested)
          ptrmap_put(&cg->par_loops, pl->header, pl);
      }
    }
}

ParLoop *cg_parallel_loop(Cg *cg, const Block *header) { return ptrmap_get(&cg->par_loops, header); }

/* ---- the outlined body ---------------------------------------------------- */

static LLVMValueRef identity(Cg *cg, const Reduction *r, LLVMValueRef init) {
  LLVMTypeRef t = cg_type(cg, r->phi->type);
  if (r->op == PRANGE_MIN || r->op == PRANGE_MAX)
    return init;
  if (type_is_float(r->phi->type))
    return LLVMConstReal(t, r->op == PRANGE_ADD ? 0 : 1);
  return LLVMConstInt(t, r->op == PRANGE_ADD ? 0 : 1, false);
}

static LLVMValueRef combine(Cg *cg, const Reduction *r, LLVMValueRef a, LLVMValueRef b) {
  const Type *t = r->phi->type;
  if (r->op == PRANGE_ADD || r->op == PRANGE_MUL)
    return cg_binary_op(cg, r->op == PRANGE_ADD ? OP_ADD : OP_MUL, t, a, b, r->phi->loc);
  bool max = r->op == PRANGE_MAX;
  LLVMValueRef better = type_is_float(t) ? LLVMBuildFCmp(cg->b, max ? LLVMRealOGT : LLVMRealOLT, b, a, "")
                                         : LLVMBuildICmp(cg->b, max ? (t->is_signed ? LLVMIntSGT : LLVMIntUGT)
                                                                           : (t->is_signed ? LLVMIntSLT : LLVMIntULT),
                                                         b, a, "");
  return LLVMBuildSelect(cg->b, better, b, a, "");
}

/* The edge from a latch of the outlined body to the loop's header: the
 * reductions' new values go to the continue block's phis. */
LLVMBasicBlockRef cg_parallel_latch(Cg *cg, const Block *b, int pred) {
  ParLoop *pl = cg->par;
  LLVMBasicBlockRef e = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "latch");
  LLVMPositionBuilderAtEnd(cg->b, e);
  int ndying = rc_edge_deaths(cg->rc, b, pl->header, NULL);
  const Instr **dying = arena_alloc(cg->m->arena, (size_t)(ndying + 1) * sizeof *dying);
  rc_edge_deaths(cg->rc, b, pl->header, dying);
  for (int j = 0; j < ndying; j++)
    cg_refcount(cg, cg_value(cg, dying[j]), dying[j]->type, false);
  for (int k = 0; k < pl->nred; k++) {
    const Instr *x = fwd(pl->red[k].phi->ops.v[pred]);
    LLVMValueRef v = cg_convert(cg, cg_value(cg, x), x->type, pl->red[k].phi->type);
    LLVMAddIncoming(pl->red[k].cont, &v, &e, 1);
  }
  LLVMBuildBr(cg->b, pl->cont_bb);
  return e;
}

/* void body(env *, int64 lo, int64 hi, int worker) */
static LLVMValueRef outline(Cg *cg, ParLoop *pl, LLVMTypeRef env_type) {
  size_t len;
  const char *name = arena_printf(cg->m->arena, "%s.prange", LLVMGetValueName2(cg->fn, &len));
  LLVMValueRef fn = LLVMAddFunction(cg->mod, name,
                                    LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr, cg->i64, cg->i64, cg->i32}, 4, false));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  /* The function being built becomes the outlined one for a while. */
  LLVMValueRef saved_fn = cg->fn;
  PtrMap saved_values = cg->values, saved_blocks = cg->blocks, saved_iters = cg->iters;
  PtrMap saved_phi_in = cg->phi_in, saved_phi_nodes = cg->phi_nodes;
  LLVMBasicBlockRef saved_alloca = cg->alloca_bb;
  LLVMMetadataRef saved_scope = cg->di_scope;
  cg->fn = fn;
  cg->par = pl;
  ptrmap_init(&cg->values, cg->m->arena);
  ptrmap_init(&cg->blocks, cg->m->arena);
  ptrmap_init(&cg->iters, cg->m->arena);
  ptrmap_init(&cg->phi_in, cg->m->arena);
  ptrmap_init(&cg->phi_nodes, cg->m->arena);
  if (cg->di) {
    /* The body is named after its function ("f.prange", without the
     * index of the specialization); its line is that of the header's test,
     * not of its phis (the line of a read of their variable). */
    const Instr *at = pl->header->first;
    while (at->next && at->op == IR_PHI)
      at = at->next;
    cg_debug_function_begin(cg, NULL, arena_printf(cg->m->arena, "%s.prange", cg->f->name), at->loc.line);
  }
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "allocas");
  LLVMBasicBlockRef setup = LLVMAppendBasicBlockInContext(cg->ctx, fn, "setup");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, fn, "head");
  pl->cont_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "cont");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, fn, "done");
  for (int k = 0; k < pl->nbody; k++)
    ptrmap_put(&cg->blocks, pl->body[k], LLVMAppendBasicBlockInContext(cg->ctx, fn, ""));
  LLVMValueRef env = LLVMGetParam(fn, 0), lo = LLVMGetParam(fn, 1), hi = LLVMGetParam(fn, 2);
  /* Setup: the free values from the environment. */
  LLVMPositionBuilderAtEnd(cg->b, setup);
  int field = 0;
  for (int k = 0; k < pl->nfree; k++) {
    const Instr *o = pl->free[k];
    if (!o->type || !cg_type_is_data(o->type))
      continue;
    LLVMValueRef p = LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, "");
    ptrmap_put(&cg->values, o, LLVMBuildLoad2(cg->b, cg_type(cg, o->type), p, ""));
  }
  LLVMValueRef start = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""), "");
  LLVMValueRef step = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""), "");
  LLVMValueRef inits[16];
  for (int k = 0; k < pl->nred; k++) {
    pl->red[k].partials = LLVMBuildLoad2(cg->b, cg->ptr, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""), "");
    LLVMValueRef init = LLVMBuildLoad2(cg->b, cg_type(cg, pl->red[k].phi->type),
                                       LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""), "");
    inits[k] = identity(cg, &pl->red[k], init);
  }
  LLVMBuildBr(cg->b, head);
  /* Head: k from lo to hi; the reductions' running values. */
  LLVMPositionBuilderAtEnd(cg->b, head);
  LLVMValueRef kphi = LLVMBuildPhi(cg->b, cg->i64, "k");
  for (int k = 0; k < pl->nred; k++) {
    pl->red[k].acc = LLVMBuildPhi(cg->b, cg_type(cg, pl->red[k].phi->type), "acc");
    LLVMAddIncoming(pl->red[k].acc, &inits[k], &setup, 1);
    ptrmap_put(&cg->values, pl->red[k].phi, pl->red[k].acc);
  }
  LLVMAddIncoming(kphi, &lo, &setup, 1);
  LLVMValueRef iv = LLVMBuildAdd(cg->b, start, LLVMBuildMul(cg->b, kphi, step, ""), "i");
  LLVMValueRef next = cg_convert(cg, iv, ty_int64, pl->next->type);
  ptrmap_put(&cg->values, pl->next, next);
  cg_debug_assign(cg, pl->next, next);
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, kphi, hi, ""), ptrmap_get(&cg->blocks, pl->body[0]), done);
  /* Cont: the next iteration. */
  LLVMPositionBuilderAtEnd(cg->b, pl->cont_bb);
  for (int k = 0; k < pl->nred; k++)
    pl->red[k].cont = LLVMBuildPhi(cg->b, cg_type(cg, pl->red[k].phi->type), "next");
  LLVMValueRef k1 = LLVMBuildAdd(cg->b, kphi, cg_i64(cg, 1), "");
  LLVMBuildBr(cg->b, head);
  LLVMAddIncoming(kphi, &k1, &pl->cont_bb, 1);
  for (int k = 0; k < pl->nred; k++)
    LLVMAddIncoming(pl->red[k].acc, &pl->red[k].cont, &pl->cont_bb, 1);
  /* The body's blocks, as the original function builds them. */
  for (int k = 0; k < pl->nbody; k++)
    cg_build_block(cg, pl->body[k]);
  cg_fix_phis(cg, pl->body, pl->nbody);
  /* Done: this worker's partials. */
  LLVMPositionBuilderAtEnd(cg->b, done);
  LLVMValueRef worker = LLVMBuildSExt(cg->b, LLVMGetParam(fn, 3), cg->i64, "");
  for (int k = 0; k < pl->nred; k++) {
    LLVMTypeRef t = cg_type(cg, pl->red[k].phi->type);
    LLVMBuildStore(cg->b, pl->red[k].acc, LLVMBuildGEP2(cg->b, t, pl->red[k].partials, &worker, 1, ""));
  }
  LLVMBuildRetVoid(cg->b);
  LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  LLVMBuildBr(cg->b, setup);
  /* Back to the enclosing function. */
  cg->fn = saved_fn;
  cg->values = saved_values;
  cg->blocks = saved_blocks;
  cg->iters = saved_iters;
  cg->phi_in = saved_phi_in;
  cg->phi_nodes = saved_phi_nodes;
  cg->alloca_bb = saved_alloca;
  cg->di_scope = saved_scope;
  cg->par = NULL;
  if (cg->di)
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
  return fn;
}

/* In the enclosing function, at the loop's header (after its phis): the
 * environment, the call of the pool and the combined reductions; the
 * caller then jumps to the loop's exit. */
void cg_parallel_emit(Cg *cg, ParLoop *pl) {
  /* The environment: free values, then start and step, then for each
   * reduction its partials and its initial value. */
  LLVMTypeRef *fields = arena_alloc(cg->m->arena, (size_t)(pl->nfree + 2 + 2 * pl->nred) * sizeof *fields);
  int nf = 0;
  for (int k = 0; k < pl->nfree; k++)
    if (pl->free[k]->type && cg_type_is_data(pl->free[k]->type))
      fields[nf++] = cg_type(cg, pl->free[k]->type);
  fields[nf++] = cg->i64;
  fields[nf++] = cg->i64;
  for (int k = 0; k < pl->nred; k++) {
    fields[nf++] = cg->ptr;
    fields[nf++] = cg_type(cg, pl->red[k].phi->type);
  }
  LLVMTypeRef env_type = LLVMStructTypeInContext(cg->ctx, fields, (unsigned)nf, false);
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->b);
  LLVMValueRef body = outline(cg, pl, env_type);
  LLVMPositionBuilderAtEnd(cg->b, here);

  LLVMValueRef env = cg_alloca(cg, env_type, "env");
  int field = 0;
  for (int k = 0; k < pl->nfree; k++) {
    const Instr *o = pl->free[k];
    if (!o->type || !cg_type_is_data(o->type))
      continue;
    LLVMBuildStore(cg->b, cg_value(cg, o), LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""));
  }
  LLVMValueRef r = cg_value(cg, pl->range);
  LLVMValueRef start = LLVMBuildExtractValue(cg->b, r, 0, ""), stop = LLVMBuildExtractValue(cg->b, r, 1, "");
  LLVMValueRef step = LLVMBuildExtractValue(cg->b, r, 2, "");
  LLVMBuildStore(cg->b, start, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""));
  LLVMBuildStore(cg->b, step, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""));
  LLVMValueRef nthreads = LLVMBuildSExt(cg->b, cg_call_rt(cg, "arrc_pool_threads", cg->i32, 0, NULL), cg->i64, "");
  for (int k = 0; k < pl->nred; k++) {
    Reduction *red = &pl->red[k];
    LLVMTypeRef t = cg_type(cg, red->phi->type);
    LLVMValueRef init = cg_convert(cg, cg_value(cg, red->init), red->init->type, red->phi->type);
    /* Every worker's partial starts as the identity: a worker given no
     * iterations leaves it so. */
    red->partials = LLVMBuildArrayAlloca(cg->b, t, nthreads, "partials");
    Loop fill = cg_loop_begin(cg, nthreads);
    LLVMBuildStore(cg->b, identity(cg, red, init), LLVMBuildGEP2(cg->b, t, red->partials, &fill.i, 1, ""));
    cg_loop_end(cg, &fill);
    LLVMBuildStore(cg->b, red->partials, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""));
    LLVMBuildStore(cg->b, init, LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)field++, ""));
  }
  LLVMValueRef n = cg_call_rt(cg, "arrc_range_len", cg->i64, 3, (LLVMValueRef[]){start, stop, step});
  /* arrc_prange_for is arrc_pool_for, timed for ARRC_PROFILE as the loop
   * at the prange's location. */
  cg_call_rt(cg, "arrc_prange_for", cg->void_, 4, (LLVMValueRef[]){n, body, env, cg_loc(cg, pl->getiter->loc)});
  /* The partials, combined in worker order into the initial value. */
  for (int k = 0; k < pl->nred; k++) {
    Reduction *red = &pl->red[k];
    LLVMTypeRef t = cg_type(cg, red->phi->type);
    LLVMValueRef accslot = cg_alloca(cg, t, "total");
    LLVMBuildStore(cg->b, cg_convert(cg, cg_value(cg, red->init), red->init->type, red->phi->type), accslot);
    Loop each = cg_loop_begin(cg, nthreads);
    LLVMValueRef part = LLVMBuildLoad2(cg->b, t, LLVMBuildGEP2(cg->b, t, red->partials, &each.i, 1, ""), "");
    LLVMBuildStore(cg->b, combine(cg, red, LLVMBuildLoad2(cg->b, t, accslot, ""), part), accslot);
    cg_loop_end(cg, &each);
    /* After the loop, the header's phi stands for the result. */
    ptrmap_put(&cg->values, red->phi, LLVMBuildLoad2(cg->b, t, accslot, ""));
  }
}

Block *cg_parallel_header(const ParLoop *pl) { return pl->header; }
Block *cg_parallel_exit(const ParLoop *pl) { return pl->exit; }
