/* Where generated code releases references: liveness of the values that
 * hold arrays, lists and strings.
 *
 * Every such value owns one reference from its definition (an operation
 * that makes a new object) or is retained there (a value read out of
 * another: a tuple's element, a list's item). A phi owns the value it
 * receives: the edge that brings the value retains it, or moves it when the
 * value dies on that edge. Each value is released where it dies: after its
 * last use in a block, or on an edge where it is live at the end of the
 * block but not at the start of the successor. Loops that only carry
 * values around then make no runtime calls, and memory is returned as soon
 * as the last use of an object has run.
 *
 * The analysis is the classic one over blocks (Appel, "Modern Compiler
 * Implementation", ch. 10) on dense bit sets of the tracked values only;
 * uses are "effective" uses: an iterator keeps its iterable alive, a view
 * that is never made (emit.c's virtual views) keeps its base alive, a
 * NARROW (an optional known not to be None) is its optional, and an
 * exception value (E(msg)) is its message. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"

typedef struct DeathList {
  int n;
  const Instr *v[];
} DeathList;

struct RcInfo {
  int ntracked, nwords, nblocks;
  PtrMap index;            /* tracked instr -> its index + 1 */
  const Instr **byindex;
  uint64_t *live_in, *live_out; /* nblocks rows of nwords */
  PtrMap deaths;           /* instr -> DeathList: values that die just after it */
};

static const Instr *fwd(const Instr *i) {
  i = ir_resolve(i);
  return i;
}

bool rc_managed(const Type *t) {
  switch (t->kind) {
  case TY_ARRAY: case TY_LIST: case TY_STR: case TY_DICT: case TY_SET: case TY_INSTANCE: case TY_NPZ: return true;
  case TY_OPTIONAL: return rc_managed(t->elem);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (rc_managed(t->elems[k]))
        return true;
    return false;
  default: return false;
  }
}

static int index_of(const RcInfo *rc, const Instr *i) {
  return (int)(intptr_t)ptrmap_get(&rc->index, i) - 1;
}

/* GPU code makes no objects (LANGUAGE.md §7.1): its arrays are parameters
 * and shared or local arrays, whose headers are never freed, so nothing in
 * it is counted. */
static bool tracked(const Cg *cg, const Instr *i) {
  return !cg->f->gpu && i->type && rc_managed(i->type) && i->op != IR_PARAM && i->op != IR_NARROW &&
         !ptrmap_get(&cg->virtuals, i);
}

/* The tracked values an operand stands for. */
static void add_use(const Cg *cg, const RcInfo *rc, const Instr *o, int *out, int *n, int max) {
  o = fwd(o);
  int k = index_of(rc, o);
  if (k >= 0) {
    for (int j = 0; j < *n; j++)
      if (out[j] == k)
        return;
    if (*n < max)
      out[(*n)++] = k;
    return;
  }
  if (o->op == IR_NARROW) {
    /* A narrowed variable is its optional's value under another type. */
    add_use(cg, rc, o->ops.v[0], out, n, max);
    return;
  }
  if (o->op == IR_CALL && o->type && o->type->kind == TY_EXCEPTION && o->ops.len > 1) {
    /* An exception value is its message (emit.c): the raise reads the
     * message, which must live until then. */
    add_use(cg, rc, o->ops.v[1], out, n, max);
    return;
  }
  if (o->op == IR_GETATTR && o->type &&
      (o->type->kind == TY_BUILTIN || o->type->kind == TY_FUNCTION || o->type->kind == TY_ITER)) {
    /* A method (a.reshape, lst.append): the call uses the receiver; a.flat uses a. */
    add_use(cg, rc, o->ops.v[0], out, n, max);
    return;
  }
  if (ptrmap_get(&cg->virtuals, o) || o->op == IR_GETITER || (o->op == IR_CALL && o->type->kind == TY_ITER)) {
    /* A virtual view reads its base; an iterator walks its iterable (and
     * enumerate/zip their arguments, d.items() its dict, the receiver of
     * the method that is the callee). */
    int last = o->op == IR_GETITEM ? 1 : o->ops.len;
    int first = 0;
    for (int j = first; j < last; j++)
      add_use(cg, rc, o->ops.v[j], out, n, max);
  }
}

static int uses_of(const Cg *cg, const RcInfo *rc, const Instr *i, int *out, int max) {
  int n = 0;
  if (i->op == IR_PHI)
    return 0;
  /* A handler's view of a variable uses none of its values: they reach
   * it through a slot that owns a reference (codegen/exceptions.c). */
  if (i->op == IR_TRY_RESTORE)
    return 0;
  /* try.enter stores the values at entry in those slots. */
  if (i->op == IR_TRY_ENTER && i->next && i->next->op == IR_BRANCH) {
    for (const Instr *r = i->next->target[1]->first; r && (r->op == IR_TRY_RESTORE || r->op == IR_TRY_SAVE);
         r = r->next)
      if (r->op == IR_TRY_RESTORE)
        add_use(cg, rc, r->ops.v[0], out, &n, max);
    return n;
  }
  for (int k = 0; k < i->ops.len; k++)
    add_use(cg, rc, i->ops.v[k], out, &n, max);
  return n;
}

static uint64_t *row(uint64_t *sets, const RcInfo *rc, int block) { return sets + (size_t)block * (size_t)rc->nwords; }
static bool has(const uint64_t *s, int k) { return (s[k / 64] >> (k % 64)) & 1; }
static void set(uint64_t *s, int k) { s[k / 64] |= 1ull << (k % 64); }
static void clear(uint64_t *s, int k) { s[k / 64] &= ~(1ull << (k % 64)); }

static void add_death(Cg *cg, RcInfo *rc, const Instr *at, const Instr *v) {
  DeathList *d = ptrmap_get(&rc->deaths, at);
  int n = d ? d->n : 0;
  DeathList *nd = arena_alloc(cg->m->arena, sizeof *nd + (size_t)(n + 1) * sizeof(Instr *));
  nd->n = n + 1;
  if (n)
    memcpy(nd->v, d->v, (size_t)n * sizeof(Instr *));
  nd->v[n] = v;
  ptrmap_put(&rc->deaths, at, nd);
}

/* The operand of phi p that comes from predecessor number k. */
static const Instr *phi_operand(const Instr *p, int k) { return p->ops.v[k]; }

RcInfo *rc_analyze(Cg *cg, Func *f) {
  RcInfo *rc = arena_alloc(cg->m->arena, sizeof *rc);
  memset(rc, 0, sizeof *rc);
  ptrmap_init(&rc->index, cg->m->arena);
  ptrmap_init(&rc->deaths, cg->m->arena);
  int maxblock = 0;
  for (Block *b = f->entry; b; b = b->next_in_func) {
    if (b->id + 1 > maxblock)
      maxblock = b->id + 1;
    for (Instr *i = b->first; i; i = i->next)
      if (tracked(cg, i))
        rc->ntracked++;
  }
  rc->nblocks = maxblock;
  rc->byindex = arena_alloc(cg->m->arena, (size_t)(rc->ntracked + 1) * sizeof *rc->byindex);
  int next = 0;
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next)
      if (tracked(cg, i)) {
        rc->byindex[next] = i;
        ptrmap_put(&rc->index, i, (void *)(intptr_t)(next + 1));
        next++;
      }
  rc->nwords = (rc->ntracked + 63) / 64;
  if (rc->ntracked == 0)
    return rc;
  size_t words = (size_t)maxblock * (size_t)rc->nwords;
  rc->live_in = arena_alloc(cg->m->arena, words * sizeof(uint64_t));
  rc->live_out = arena_alloc(cg->m->arena, words * sizeof(uint64_t));
  memset(rc->live_in, 0, words * sizeof(uint64_t));
  memset(rc->live_out, 0, words * sizeof(uint64_t));
  uint64_t *use = arena_alloc(cg->m->arena, words * sizeof(uint64_t));
  uint64_t *def = arena_alloc(cg->m->arena, words * sizeof(uint64_t));
  memset(use, 0, words * sizeof(uint64_t));
  memset(def, 0, words * sizeof(uint64_t));
  int *uses = malloc((size_t)(rc->ntracked + 1) * sizeof *uses);

  /* Upward-exposed uses and definitions of each block. */
  for (Block *b = f->entry; b; b = b->next_in_func) {
    uint64_t *u = row(use, rc, b->id), *d = row(def, rc, b->id);
    for (Instr *i = b->first; i; i = i->next) {
      int n = uses_of(cg, rc, i, uses, rc->ntracked);
      for (int k = 0; k < n; k++)
        if (!has(d, uses[k]))
          set(u, uses[k]);
      int k = index_of(rc, i);
      if (k >= 0)
        set(d, k);
    }
  }

  /* Block count times over, at most: liveness converges quickly when
   * blocks are visited backwards. */
  Block **order = malloc((size_t)(maxblock + 1) * sizeof *order);
  int nb = 0;
  for (Block *b = f->entry; b; b = b->next_in_func)
    order[nb++] = b;
  uint64_t *tmp = malloc((size_t)rc->nwords * sizeof *tmp);
  for (bool changed = true; changed;) {
    changed = false;
    for (int x = nb - 1; x >= 0; x--) {
      Block *b = order[x];
      Instr *term = ir_terminator(b);
      memset(tmp, 0, (size_t)rc->nwords * sizeof *tmp);
      for (int t = 0; term && t < 2; t++) {
        Block *s = term->target[t];
        if (!s || (t == 1 && term->target[1] == term->target[0]))
          continue;
        const uint64_t *in = row(rc->live_in, rc, s->id);
        for (int w = 0; w < rc->nwords; w++)
          tmp[w] |= in[w];
        for (int k = 0; k < s->npreds; k++) {
          if (s->preds[k] != b)
            continue;
          for (Instr *p = s->first; p && p->op == IR_PHI; p = p->next) {
            int n = 0;
            add_use(cg, rc, phi_operand(p, k), uses, &n, rc->ntracked);
            for (int j = 0; j < n; j++)
              set(tmp, uses[j]);
          }
        }
      }
      /* An exception may leave a block inside a try statement at any
       * point for the statement's handlers, so what they use stays live
       * throughout the block (build_try.c sets the handler). */
      if (b->handler) {
        const uint64_t *hin = row(rc->live_in, rc, b->handler->id);
        for (int w = 0; w < rc->nwords; w++)
          tmp[w] |= hin[w];
        /* An exception comes back on the edge from the try.enter block to
         * the handlers, which releases what is live at the end of that
         * block and dead in the handlers: those values must still be
         * owned when it comes, so they stay live through the body. */
        if (b->handler->npreds == 1) {
          const uint64_t *eout = row(rc->live_out, rc, b->handler->preds[0]->id);
          for (int w = 0; w < rc->nwords; w++)
            tmp[w] |= eout[w];
        }
      }
      uint64_t *out = row(rc->live_out, rc, b->id), *in = row(rc->live_in, rc, b->id);
      const uint64_t *u = row(use, rc, b->id), *d = row(def, rc, b->id);
      for (int w = 0; w < rc->nwords; w++) {
        uint64_t nin = u[w] | (tmp[w] & ~d[w]);
        if (tmp[w] != out[w] || nin != in[w])
          changed = true;
        out[w] = tmp[w];
        in[w] = nin;
      }
    }
  }

  /* Deaths inside blocks: walking backwards from the live-out set, a use
   * of a value not yet live is its last; a definition not live is dead. */
  for (Block *b = f->entry; b; b = b->next_in_func) {
    memcpy(tmp, row(rc->live_out, rc, b->id), (size_t)rc->nwords * sizeof *tmp);
    Instr *last = b->last;
    for (Instr *i = last; i && i->op != IR_PHI; i = i->prev) {
      int n = uses_of(cg, rc, i, uses, rc->ntracked);
      for (int k = 0; k < n; k++)
        if (!has(tmp, uses[k])) {
          add_death(cg, rc, i, rc->byindex[uses[k]]);
          set(tmp, uses[k]);
        }
      int k = index_of(rc, i);
      if (k >= 0) {
        if (!has(tmp, k))
          add_death(cg, rc, i, i);
        clear(tmp, k);
      }
    }
    for (Instr *p = b->first; p && p->op == IR_PHI; p = p->next) {
      int k = index_of(rc, p);
      if (k >= 0 && !has(tmp, k))
        add_death(cg, rc, p, p);
    }
  }
  free(order);
  free(tmp);
  free(uses);
  return rc;
}

bool rc_tracked(const RcInfo *rc, const Instr *i) { return index_of(rc, i) >= 0; }

int rc_deaths(const RcInfo *rc, const Instr *i, const Instr *const **out) {
  DeathList *d = ptrmap_get(&rc->deaths, i);
  *out = d ? d->v : NULL;
  return d ? d->n : 0;
}

int rc_edge_deaths(const RcInfo *rc, const Block *from, const Block *to, const Instr **out) {
  if (rc->ntracked == 0)
    return 0;
  const uint64_t *o = rc->live_out + (size_t)from->id * (size_t)rc->nwords;
  const uint64_t *in = rc->live_in + (size_t)to->id * (size_t)rc->nwords;
  int n = 0;
  for (int k = 0; k < rc->ntracked; k++)
    if (has(o, k) && !has(in, k)) {
      if (out)
        out[n] = rc->byindex[k];
      n++;
    }
  return n;
}
