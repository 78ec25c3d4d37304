/* Warnings found on the typed IR (warn.h), where the types and the loops
 * that the back end compiles are known:
 *
 *   - prange-serial: a prange loop of a parallel=True function that the
 *     back end runs sequentially, with the reason. The conditions are those
 *     of codegen/parallel.c, which outlines a loop for the thread pool only
 *     when its body stays inside the loop (no return, raise or break), the
 *     loop header holds only the test, and every value carried from one
 *     iteration to the next is a reduction it can split (ir/prange.c, the
 *     one analysis both use); a prange nested in another runs inside the
 *     outer one's workers. A change of the loop's shape there must be
 *     mirrored here (tests/warnings/prange.arr holds a case of each and
 *     counts the loops outlined).
 *   - prange-not-parallel: prange in a function without parallel=True (or
 *     in GPU code), where Numba, as arrc, runs it as range.
 *   - float64-in-float32-kernel: in a kernel, device function or ufunc whose
 *     floating-point parameters are all float32, an operation that promotes
 *     a float32 operand to float64 (x * 2.0, x + i with i an int64): on
 *     GPUs float64 arithmetic runs at a fraction of float32's speed.
 *   - host-array-to-kernel: a NumPy (host) array passed to a kernel launch
 *     is copied to the device before and back after every launch, as
 *     Numba's NumbaPerformanceWarning says ("Host array used in CUDA kernel
 *     will incur copy overhead to/from device").
 *
 * A function has a specialization per argument types; a warning about one
 * source position is printed once. */
#include <string.h>

#include "prange.h"
#include "warn.h"

typedef struct {
  Module *m;
  Diag *d;
  struct Reported { WarnId id; int line, col; } *reported;
  int nreported, cap;
} WarnIr;

/* Whether (id, loc) was reported already; records it when not. */
static bool seen(WarnIr *w, WarnId id, SrcLoc loc) {
  for (int k = 0; k < w->nreported; k++)
    if (w->reported[k].id == id && w->reported[k].line == loc.line && w->reported[k].col == loc.col)
      return true;
  w->reported = arena_reserve(w->m->arena, w->reported, w->nreported, &w->cap, sizeof *w->reported);
  w->reported[w->nreported++] = (struct Reported){id, loc.line, loc.col};
  return false;
}

/* --- prange loops -------------------------------------------------------- */

typedef struct {
  Block *header, *exit;
  Block **body;
  int nbody;
} Loop;

static bool in_loop(const Loop *l, const Block *b) {
  for (int k = 0; k < l->nbody; k++)
    if (l->body[k] == b)
      return true;
  return false;
}

/* Why the prange loop of GETITER g runs sequentially in a parallel=True
 * function, or NULL when it runs on the thread pool. *loop receives its
 * blocks, for the nesting test. */
static const char *serial_reason(Arena *a, Func *f, const Instr *g, Loop *loop, char *buf, size_t size) {
  const Instr *valid = NULL, *next = NULL;
  for (int k = 0; k < g->users.len; k++) {
    if (g->users.v[k]->op == IR_ITER_VALID)
      valid = g->users.v[k];
    if (g->users.v[k]->op == IR_ITER_NEXT)
      next = g->users.v[k];
  }
  const char *shape = "arrc cannot outline this loop's shape for the thread pool";
  if (!valid || !next)
    return shape;
  Block *h = valid->block;
  Instr *br = ir_terminator(h);
  if (!br || br->op != IR_BRANCH)
    return shape;
  loop->header = h;
  loop->exit = br->target[1];
  loop->body = arena_alloc(a, (size_t)(f->nblocks + 1) * sizeof *loop->body);
  Block **stack = arena_alloc(a, (size_t)(2 * f->nblocks + 2) * sizeof *stack);
  int sp = 0;
  /* The code after the loop: what the exit reaches without passing the
   * header. The lowering walks on past a break into it and gives up where
   * it returns; the break is the reason to name. */
  int maxid = 0;
  for (Block *b = f->entry; b; b = b->next_in_func)
    maxid = b->id > maxid ? b->id : maxid;
  bool *after = arena_alloc(a, (size_t)(maxid + 1) * sizeof *after);
  stack[sp++] = loop->exit;
  while (sp) {
    Block *b = stack[--sp];
    if (b == h || after[b->id])
      continue;
    after[b->id] = true;
    Instr *t = ir_terminator(b);
    for (int k = 0; t && k < 2; k++)
      if (t->target[k] && sp < 2 * f->nblocks)
        stack[sp++] = t->target[k];
  }
  stack[sp++] = br->target[0];
  const char *leaves = NULL;
  bool breaks = false;
  while (sp) {
    Block *b = stack[--sp];
    if (after[b->id])
      breaks = true;
    if (b == h || after[b->id] || in_loop(loop, b) || loop->nbody == f->nblocks)
      continue;
    loop->body[loop->nbody++] = b;
    Instr *t = ir_terminator(b);
    if (!t)
      return shape;
    if (t->op == IR_RETURN)
      leaves = "its body returns from the function";
    else if (t->op == IR_RAISE && !leaves)
      leaves = "its body can raise an exception (raise or assert), which leaves the loop";
    for (int k = 0; k < 2; k++)
      if (t->target[k] && t->target[k] != h && sp < 2 * f->nblocks)
        stack[sp++] = t->target[k];
  }
  if (breaks)
    return "its body has a break";
  if (leaves)
    return leaves;
  if (!in_loop(loop, next->block))
    return shape;
  int nred = 0;
  for (Instr *i = h->first; i; i = i->next) {
    if (i->op != IR_PHI) {
      if (i != valid && i != br && i->op != IR_TRUTH)
        return shape;
      continue;
    }
    const char *var = i->var ? i->var : "a value";
    if (++nred > 16)
      return "it carries more than 16 reductions from one iteration to the next";
    if (prange_reduction(i, loop->body, loop->nbody) == PRANGE_NONE) {
      snprintf(buf, size,
               "'%s' is carried from one iteration to the next and is not a reduction arrc can split "
               "(updates of one kind: s += x, s -= x, s *= x, s = min(s, x) or s = max(s, x), on any path, "
               "with s read by nothing else in the loop)",
               var);
      return buf;
    }
  }
  return NULL;
}

static void check_pranges(WarnIr *w, Func *f) {
  enum { MAX_PAR = 64 };
  Loop parallel[MAX_PAR];
  int npar = 0;
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next) {
      if (i->op != IR_GETITER || ir_called_builtin(ir_resolve(i->ops.v[0])) != BI_NB_PRANGE)
        continue;
      if (!f->parallel || f->gpu) {
        if (!seen(w, W_PRANGE_NOT_PARALLEL, i->loc))
          diag_warn(w->d, W_PRANGE_NOT_PARALLEL, i->loc, "prange loop runs sequentially: %s",
                    f->gpu ? "prange in GPU code is range"
                           : func_is_host(f->kind) ? "prange outside a jitted function is range"
                                                   : "the function is not compiled with parallel=True");
        continue;
      }
      char buf[256];
      Loop loop = {0};
      const char *why = serial_reason(w->m->arena, f, i, &loop, buf, sizeof buf);
      /* The blocks come in construction order, outer loops first. */
      for (int k = 0; k < npar && !why; k++)
        if (in_loop(&parallel[k], loop.header))
          why = "it is nested in another prange loop, whose workers each run it as a loop";
      if (!why && npar < MAX_PAR)
        parallel[npar++] = loop;
      if (why && !seen(w, W_PRANGE_SERIAL, i->loc))
        diag_warn(w->d, W_PRANGE_SERIAL, i->loc, "prange loop runs sequentially: %s", why);
    }
}

/* --- float64 arithmetic in float32 code ---------------------------------- */

static const Type *float_of(const Type *t) {
  if (t && t->kind == TY_ARRAY)
    t = t->elem;
  return t && (t->kind == TY_FLOAT || t->kind == TY_COMPLEX) ? t : NULL;
}

/* A kernel, device function or ufunc whose floating-point parameters (or
 * their arrays' elements) are float32, at least one of them. */
static bool float32_code(const Func *f) {
  if (f->kind != FUNC_KERNEL && f->kind != FUNC_DEVICE && f->kind != FUNC_UFUNC && !f->gpu)
    return false;
  if (!f->param_types)
    return false;
  int n32 = 0;
  for (int k = 0; k < f->nparams; k++) {
    const Type *t = float_of(f->param_types[k]);
    if (!t)
      continue;
    if (t != ty_float32 && t != ty_complex64)
      return false;
    n32++;
  }
  return n32 > 0;
}

static const char *operation_text(const Instr *i, char *buf, size_t size) {
  if (i->op == IR_CALL) {
    const Type *t = ir_resolve(i->ops.v[0])->type;
    snprintf(buf, size, "the call of %s", t && t->label ? t->label : t && t->name ? t->name : "a function");
  } else {
    snprintf(buf, size, "'%s'", ast_op_name(i->imm.op));
  }
  return buf;
}

static void check_float64(WarnIr *w, const Func *f) {
  if (!float32_code(f))
    return;
  /* The float64 values computed from a promotion: an operation on one of
   * them is a consequence of the promotion reported already, not another. */
  PtrMap promoted;
  ptrmap_init(&promoted, w->m->arena);
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next) {
      if (i->op != IR_BINARY && i->op != IR_INPLACE && i->op != IR_UNARY && i->op != IR_CALL)
        continue;
      if (i->type != ty_float64 && i->type != ty_complex128)
        continue;
      const Instr *narrow = NULL, *wide = NULL;
      bool follows = false;
      for (int k = i->op == IR_CALL ? 1 : 0; k < i->ops.len; k++) {
        const Instr *o = ir_resolve(i->ops.v[k]);
        if (o->type == ty_float32 || o->type == ty_complex64)
          narrow = o;
        else
          wide = o;
        follows = follows || ptrmap_get(&promoted, o);
      }
      if (narrow || follows)
        ptrmap_put(&promoted, i, i);
      if (!narrow || follows || seen(w, W_FLOAT64_IN_FLOAT32_KERNEL, i->loc))
        continue;
      char op[96];
      const char *by = !wide ? "" : wide->op == IR_CONST_FLOAT ? " by a float64 constant (write np.float32(...))"
                                   : type_is_int(wide->type) ? " by an integer operand"
                                                             : " by a float64 operand";
      diag_warn(w->d, W_FLOAT64_IN_FLOAT32_KERNEL, i->loc,
                "%s computes in float64 in float32 %s '%s': a float32 operand is promoted%s",
                operation_text(i, op, sizeof op), f->kind == FUNC_UFUNC ? "ufunc" : "GPU code", f->name, by);
    }
}

/* --- host arrays passed to kernels --------------------------------------- */

static void check_launches(WarnIr *w, const Func *f) {
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next) {
      if (i->op != IR_CALL || !i->callee || i->callee->kind != FUNC_KERNEL || i->ops.len == 0)
        continue;
      const Type *t = ir_resolve(i->ops.v[0])->type;
      if (!t || t->kind != TY_BUILTIN || t->id != -1)
        continue;
      for (int k = 1; k < i->ops.len; k++) {
        const Type *at = ir_resolve(i->ops.v[k])->type;
        if (!at || at->kind != TY_ARRAY || at->device)
          continue;
        SrcLoc loc = i->arglocs && i->arglocs[k - 1].line > 0 ? i->arglocs[k - 1] : i->loc;
        if (!seen(w, W_HOST_ARRAY_TO_KERNEL, loc))
          diag_warn(w->d, W_HOST_ARRAY_TO_KERNEL, loc,
                    "host array passed to kernel '%s' is copied to the device and back at every launch "
                    "(cuda.to_device copies it once)",
                    i->callee->name);
      }
    }
}

void warn_check_module(Module *m) {
  WarnIr w = {.m = m, .d = m->diag};
  bool prange = warn_enabled(m->diag, W_PRANGE_SERIAL) || warn_enabled(m->diag, W_PRANGE_NOT_PARALLEL);
  bool float64 = warn_enabled(m->diag, W_FLOAT64_IN_FLOAT32_KERNEL);
  bool launches = warn_enabled(m->diag, W_HOST_ARRAY_TO_KERNEL);
  for (Func *f = m->funcs; f; f = f->next_in_module) {
    if (prange)
      check_pranges(&w, f);
    if (float64)
      check_float64(&w, f);
    if (launches)
      check_launches(&w, f);
  }
}
