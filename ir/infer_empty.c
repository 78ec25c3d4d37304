/* The typing of empty containers whose types come from elsewhere than an
 * append in the same function (LANGUAGE.md §6.3).
 *
 * An empty [], {} or set() takes its types from the first use that stores
 * into it (infer.c, infer_dict.c). This file carries that type across
 * functions and, at the end, gives a default to the containers that nothing
 * stores into:
 * - a pending container passed to a function: the callee's specialization
 *   for the pending argument records what its parameter received
 *   (acc.append(i) in the callee), and the caller's empty container takes
 *   that type; the caller then calls a specialization for the typed list;
 * - a pending container returned by a function (x = []; return x) and
 *   extended by the caller: the callee's empty container takes the type,
 *   and the callee is typed again;
 * - a branch of a phi ([] if c else [1, 2]): the other branches' type;
 * - a container nothing stores into in host code (print([]), for x in
 *   []:, sum([]), "".join([])): its content is never seen, so any type
 *   does (Numba rejects these in jitted code, and so does arrc); it gets
 *   int64 elements (str beside a str.join, which needs strings), as
 *   Python's sum([]) is the int 0. */
#include "infer_dict.h"
#include "infer_state.h"


/* Whether a container of the pending type may take t: t is complete, or
 * (d.setdefault(k, [])) a dict whose keys are known where they were not. */
static bool kinds_match(const Type *pending, const Type *t) {
  if (!pending || !t || pending->kind != t->kind || !dict_pending(pending))
    return false;
  return !dict_pending(t) || (t->kind == TY_DICT && t->elem && !pending->elem);
}

static bool is_builtin_call(const Instr *v, BuiltinId id) {
  const Type *ct = v->op == IR_CALL ? v->ops.v[0]->type : NULL;
  return ct && ct->kind == TY_BUILTIN && ct->id == (int)id;
}

/* The specialization that a call of a program function calls. */
static Spec *spec_of(Infer *I, const Func *f) {
  for (Spec *s = I->specs; s && f; s = s->next)
    if (s->func == f)
      return s;
  return NULL;
}

static bool is_empty_constructor(const Instr *v) {
  const Type *ct = v->op == IR_CALL && v->ops.len == 1 ? v->ops.v[0]->type : NULL;
  return ct && ct->kind == TY_BUILTIN && (ct->id == BI_DICT || ct->id == BI_SET || ct->id == BI_LIST);
}

static void settle_value(Infer *I, Instr *v, const Type *t, int depth);

/* A call whose result is an empty container of its callee: the callee's
 * returned containers take t, and the callee is typed again so that its
 * result type (and so the call's) has them. */
static void settle_call_result(Infer *I, Instr *call, const Type *t, int depth) {
  Spec *s = spec_of(I, call->callee);
  if (!s || s->in_progress)
    return;
  Spec *saved = I->cur;
  I->cur = s;
  for (Block *b = s->func->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next)
      if (i->op == IR_RETURN && i->ops.len == 1)
        settle_value(I, i->ops.v[0], t, depth + 1);
  I->cur = saved;
  infer_quiet(I, s);
  empty_args_settle(I, call);
}

/* Gives the empty container that v comes from (through phis, narrowing,
 * parameters and calls) the type t. */
static void settle_value(Infer *I, Instr *v, const Type *t, int depth) {
  v = ir_resolve(v);
  if (depth > 32 || !kinds_match(v->type, t))
    return;
  switch (v->op) {
  case IR_NARROW: settle_value(I, v->ops.v[0], t, depth + 1); return;
  case IR_PHI:
    for (int k = 0; k < v->ops.len; k++)
      if (v->ops.v[k] != v && v->ops.v[k]->op != IR_UNDEF)
        settle_value(I, v->ops.v[k], t, depth + 1);
    return;
  case IR_LIST: case IR_DICT: case IR_SET:
    if (v->ops.len == 0)
      v->type = t;
    return;
  case IR_PARAM: {
    Spec *s = I->cur;
    if (!s || v->imm.i >= s->nargs)
      return;
    if (!s->param_settled)
      s->param_settled = arena_alloc(I->a, (size_t)(s->nargs + 1) * sizeof *s->param_settled);
    if (!s->param_settled[v->imm.i])
      s->param_settled[v->imm.i] = t;
    return;
  }
  case IR_GETITEM: {
    /* d[k].append(x) where d's values are lists not typed yet. */
    const Type *d = v->ops.v[0]->type;
    if (d && d->kind == TY_DICT && d->elem)
      settle_value(I, v->ops.v[0], type_dict_like(d, d->elem, t), depth + 1);
    return;
  }
  case IR_CALL:
    if (is_builtin_call(v, BI_DICT_SETDEFAULT) && v->ops.v[0]->op == IR_GETATTR) {
      const Type *d = v->ops.v[0]->ops.v[0]->type;
      if (d && d->kind == TY_DICT && d->elem)
        settle_value(I, v->ops.v[0]->ops.v[0], type_dict_like(d, d->elem, t), depth + 1);
    } else if (is_empty_constructor(v))
      v->type = t;
    else if (v->ops.v[0]->type && v->ops.v[0]->type->kind == TY_FUNCTION)
      settle_call_result(I, v, t, depth);
    return;
  default: return;
  }
}

void infer_settle_empty(Infer *I, Instr *v, const Type *t) { settle_value(I, v, t, 0); }

/* Numba cannot pass an empty list from the interpreter to a jitted
 * function ("ValueError: cannot compute fingerprint of empty list"): such
 * a list stays untyped, and is reported. */
static bool host_to_jit(Infer *I, const Spec *callee) {
  return I->cur && func_is_host(I->cur->info.kind) && !func_is_host(callee->info.kind);
}

void empty_args_settle(Infer *I, Instr *call) {
  Spec *s = spec_of(I, call->callee);
  if (!s || !s->param_settled || host_to_jit(I, s))
    return;
  for (int k = 0; k < s->nargs && 1 + k < call->ops.len; k++)
    if (s->param_settled[k])
      settle_value(I, call->ops.v[1 + k], s->param_settled[k], 0);
}

/* The type a container of the pending type t gets when nothing stores
 * into it: leaf where a type is missing. */
static const Type *default_type(const Type *t, const Type *leaf) {
  switch (t->kind) {
  case TY_LIST: return type_list_like(t, t->elem ? default_type(t->elem, leaf) : leaf);
  case TY_SET: return t->elem ? t : type_set(leaf);
  case TY_DICT:
    if (!t->elem)
      return type_dict_like(t, leaf, leaf);
    return type_dict_like(t, t->elem, default_type(t->value, leaf));
  default: return t;
  }
}

/* Whether v reaches a return, through phis: the function's caller decides
 * its type then. */
static bool returned(const Instr *v, int depth) {
  for (int k = 0; k < v->users.len && depth < 16; k++) {
    const Instr *u = v->users.v[k];
    if (u->op == IR_RETURN || ((u->op == IR_PHI || u->op == IR_NARROW) && u != v && returned(u, depth + 1)))
      return true;
  }
  return false;
}

/* The methods that store into a container: a container that is their
 * receiver takes its types from what they store, once that is typed. */
static const BuiltinId storing_methods[] = {BI_LIST_APPEND, BI_LIST_INSERT, BI_LIST_EXTEND, BI_SET_ADD,
                                            BI_SET_UPDATE, BI_DICT_UPDATE, BI_DICT_SETDEFAULT};

/* Whether something stores into v (through phis): its type comes from
 * there, after the stored value has its default. */
static bool stored_into(const Instr *v, int depth) {
  for (int k = 0; k < v->users.len && depth < 16; k++) {
    const Instr *u = v->users.v[k];
    if ((u->op == IR_PHI || u->op == IR_NARROW) && u != v && stored_into(u, depth + 1))
      return true;
    if (u->op == IR_SETITEM && u->ops.v[0] == v)
      return true;
    const Type *t = u->op == IR_GETATTR ? u->type : NULL;
    for (size_t m = 0; t && t->kind == TY_BUILTIN && m < sizeof storing_methods / sizeof *storing_methods; m++)
      if (t->id == (int)storing_methods[m])
        return true;
  }
  return false;
}

/* Whether v is passed to a jitted function (through phis). */
static bool passed_to_jit(Infer *I, const Instr *v, int depth) {
  for (int k = 0; k < v->users.len && depth < 16; k++) {
    const Instr *u = v->users.v[k];
    if ((u->op == IR_PHI || u->op == IR_NARROW) && u != v && passed_to_jit(I, u, depth + 1))
      return true;
    const Spec *callee = u->op == IR_CALL ? spec_of(I, u->callee) : NULL;
    if (callee && !func_is_host(callee->info.kind))
      return true;
  }
  return false;
}

/* The number of values of s with an error after its typing. */
static int error_count(const Spec *s) {
  int n = 0;
  for (const Block *b = s->func->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next)
      n += i->type == ty_error;
  return n;
}

static bool is_empty_origin(const Instr *i) {
  return ((i->op == IR_LIST || i->op == IR_DICT || i->op == IR_SET) && i->ops.len == 0) || is_empty_constructor(i);
}

/* The types of s's empty containers, saved before a trial default (which
 * settles others through appends) so that a failed trial can be undone. */
static const Type **save_origins(Infer *I, const Spec *s) {
  int n = 0;
  for (const Block *b = s->func->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next)
      n += is_empty_origin(i);
  const Type **saved = arena_alloc(I->a, (size_t)(n + 1) * sizeof *saved);
  n = 0;
  for (const Block *b = s->func->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next)
      if (is_empty_origin(i))
        saved[n++] = i->type;
  return saved;
}

static void restore_origins(const Spec *s, const Type **saved) {
  int n = 0;
  for (Block *b = s->func->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next)
      if (is_empty_origin(i))
        i->type = saved[n++];
}

/* Whether v is the argument of a str.join (its elements must be str). */
static bool joined(const Instr *v) {
  for (int k = 0; k < v->users.len; k++)
    if (is_builtin_call(v->users.v[k], BI_STR_JOIN))
      return true;
  return false;
}

/* Gives a default to each empty container of s that nothing typed; true
 * when one changed. */
static bool default_roots(Infer *I, Spec *s) {
  bool any = false;
  /* Numba types no container that nothing stores into (print([]) in
   * @njit code fails there): only host code, which is Python, has them. */
  if (!func_is_host(s->info.kind))
    return false;
  Spec *saved = I->cur;
  I->cur = s;
  for (Block *b = s->func->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next) {
      bool root = ((i->op == IR_LIST || i->op == IR_DICT || i->op == IR_SET) && i->ops.len == 0) ||
                  is_empty_constructor(i) ||
                  (i->op == IR_CALL && i->ops.v[0]->type && i->ops.v[0]->type->kind == TY_FUNCTION);
      if (!root || !i->type || i->type == ty_error || !dict_pending(i->type) || returned(i, 0))
        continue;
      Spec *callee = i->op == IR_CALL && !is_empty_constructor(i) ? spec_of(I, i->callee) : NULL;
      if (callee && !func_is_host(callee->info.kind))
        continue;
      if (stored_into(i, 0) || passed_to_jit(I, i, 0))
        continue;
      const Type *pending = i->type, *t = default_type(pending, joined(i) ? ty_str : ty_int64);
      const Type **origins = save_origins(I, s);
      settle_value(I, i, t, 0);
      if (i->op == IR_CALL && !is_empty_constructor(i)) {
        any = true;
        continue;
      }
      if (i->type != t)
        continue;
      any = true;
      /* for name in []: name.upper(), min([], default=-1.5): the loop
       * never runs, but its body must type; int64 elements, else str or
       * float64 ones, whichever gives no new error. */
      const Type *others[] = {ty_str, ty_float64};
      int before = error_count(s);
      infer_quiet(I, s);
      for (size_t k = 0; k < sizeof others / sizeof *others && error_count(s) > before; k++) {
        restore_origins(s, origins);
        i->type = default_type(pending, others[k]);
        infer_quiet(I, s);
      }
      if (error_count(s) > before) {
        restore_origins(s, origins);
        i->type = t;
        infer_quiet(I, s);
      }
    }
  I->cur = saved;
  return any;
}

void infer_default_empty(Infer *I, Spec *entry) {
  for (int round = 0; round < 4; round++) {
    bool any = default_roots(I, entry);
    Spec *head = I->specs;
    for (Spec *s = head; s; s = s->next)
      any |= default_roots(I, s);
    if (!any)
      return;
    /* Callees are made after their callers: the newest are typed first. */
    for (Spec *s = head; s; s = s->next)
      if (!s->in_progress)
        infer_quiet(I, s);
    infer_quiet(I, entry);
  }
}
