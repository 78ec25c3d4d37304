/* The typing of np.save and np.load (LANGUAGE.md §6.7), and the search
 * through a program's uses of an array read from a file, which np.load and
 * np.loadtxt share: a file's dtype and rank are known only when it is
 * read, while arrc types every value when it compiles. */
#include <string.h>

#include "infer_load.h"
#include "library.h"
#include "type_npz.h"

/* np.save(path, array): a .npy file (§6.7). */
const Type *t_np_save(CallInfo *c) {
  if (c->types[0] != ty_str || c->types[1]->kind != TY_ARRAY || c->types[1]->device)
    return infer_error(c->I, c->call->loc, "np.save() needs a path string and an array, not %s and %s", c->types[0]->name,
               c->types[1]->name);
  return ty_none;
}

/* ---- np.load without an annotation ------------------------------------ */

/* A .npy file's dtype and rank are only known when it is read, while arrc
 * types every value when it compiles. Without an annotation the type comes
 * from the program (LANGUAGE.md §6.7, docs/language.md): the array the same
 * code last saved to the same constant path (else the one type other
 * functions save there), else the explicit signature of a function the
 * array is passed to or another value of the same variable, else float64
 * with the rank its uses need. The loader checks the file against that
 * type when it runs. */

static const Instr *unforward(const Instr *i) {
  i = ir_resolve(i);
  return i;
}

static bool same_const_str(const Instr *a, const Instr *b) {
  return a->op == IR_CONST_STR && b->op == IR_CONST_STR && a->imm.str.len == b->imm.str.len &&
         memcmp(a->imm.str.s, b->imm.str.s, a->imm.str.len) == 0;
}

static bool calls_builtin(const Instr *call, BuiltinId id) {
  const Instr *f = unforward(call->ops.v[0]);
  return f->op == IR_GLOBAL && f->imm.sym->kind == SYM_BUILTIN && f->imm.sym->builtin == id;
}

/* The array an np.save to the same constant path wrote last, earlier in
 * the function than the load; NULL when there is none. */
static const Instr *saved_before(const Func *f, const Instr *load, const Instr *path) {
  const Instr *found = NULL;
  for (const Block *b = f->entry; b; b = b->next_in_func) {
    for (const Instr *i = b->first; i; i = i->next) {
      if (i == load)
        return found;
      if (i->op == IR_CALL && i->ops.len == 3 && i->nkw == 0 && calls_builtin(i, BI_NP_SAVE) &&
          same_const_str(unforward(i->ops.v[1]), path))
        found = unforward(i->ops.v[2]);
    }
  }
  return found;
}

/* What the uses of a loaded array say about its type. A value met on the
 * way may be a part of the array (a row, a[i]): its offset is the number
 * of axes its indices took, which the array has on top of the part's. */
typedef struct {
  Infer *I;
  int min_rank;          /* the most axes the uses need */
  int exact_rank;        /* from h, w = a.shape, a signature or another value of
                          * the variable; 0 when none */
  const Type *exact_elem;/* from a signature or another value of the variable */
  bool pending;          /* another value of the variable is not typed yet */
  const Instr *seen[256];
  int nseen;
} LoadUses;

static void follow(LoadUses *u, const Instr *v, int offset, int depth);

/* Whether x is computed from v (a = a.astype(np.float32) in a loop makes
 * a phi of the load and a value computed from it, whose type says nothing
 * about the file). A search that grows too long answers yes. */
static bool derived_from(const Instr *x, const Instr *v) {
  const Instr *stack[256], *seen[256];
  int nstack = 0, nseen = 0;
  stack[nstack++] = x;
  while (nstack > 0) {
    const Instr *i = unforward(stack[--nstack]);
    if (i == v)
      return true;
    bool old = false;
    for (int k = 0; k < nseen && !old; k++)
      old = seen[k] == i;
    if (old)
      continue;
    if (nseen == 256 || nstack + i->ops.len > 256)
      return true;
    seen[nseen++] = i;
    for (int k = 0; k < i->ops.len; k++)
      stack[nstack++] = i->ops.v[k];
  }
  return false;
}

static void need_axes(LoadUses *u, int n) {
  if (n > u->min_rank)
    u->min_rank = n;
}

/* A type that a part of the array at offset must have. */
static void exact_type(LoadUses *u, const Type *t, int offset) {
  if (t->kind != TY_ARRAY || u->exact_elem)
    return;
  u->exact_elem = t->elem;
  if (!u->exact_rank)
    u->exact_rank = t->ndim + offset;
}

/* The axes a subscript uses (each integer or slice index, not None), and
 * those it removes (the integer ones). */
static int subscript_axes(const Instr *index, int *removed) {
  index = unforward(index);
  int n = index->op == IR_TUPLE ? index->ops.len : 1, axes = 0;
  *removed = 0;
  for (int k = 0; k < n; k++) {
    const Instr *e = index->op == IR_TUPLE ? unforward(index->ops.v[k]) : index;
    axes += e->op != IR_CONST_NONE;
    *removed += e->op != IR_CONST_NONE && e->op != IR_SLICE;
  }
  return axes;
}

/* a.shape: unpacked into n names, the array has n axes; a.shape[k] needs
 * k + 1 of them (or -k for a negative k). */
static void follow_shape(LoadUses *u, const Instr *shape, int offset) {
  for (int k = 0; k < shape->users.len; k++) {
    const Instr *use = shape->users.v[k];
    int64_t axis;
    if (use->op == IR_UNPACK && unforward(use->ops.v[0]) == shape && !u->exact_rank)
      u->exact_rank = offset + use->n;
    else if (use->op == IR_GETITEM && unforward(use->ops.v[0]) == shape && infer_const_int(use->ops.v[1], &axis) &&
             axis > -32 && axis < 32)
      need_axes(u, offset + (axis < 0 ? (int)-axis : (int)axis + 1));
  }
}

/* The value passed as argument k of a call of a program function: the
 * signature's type, or the parameter's uses in the function's IR. */
static void follow_argument(LoadUses *u, const Instr *call, int k, int offset, int depth) {
  InferTarget target;
  if (!infer_call_target(u->I, call, &target))
    return;
  int npos = call->ops.len - 1 - call->nkw, param = -1;
  if (k < npos) {
    param = k;
  } else {
    const char *name = call->kwnames[k - npos];
    for (int p = 0; p < target.ir->nparams; p++)
      if (strcmp(target.ir->param_names[p], name) == 0)
        param = p;
  }
  if (param < 0)
    return;
  if (target.sig_args) {
    if (param < target.nsig)
      exact_type(u, target.sig_args[param], offset);
    return;
  }
  for (const Block *b = target.ir->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next)
      if (i->op == IR_PARAM && i->imm.i == param)
        follow(u, i, offset, depth + 1);
}

static void follow(LoadUses *u, const Instr *v, int offset, int depth) {
  if (depth > 8 || u->nseen == (int)(sizeof u->seen / sizeof *u->seen))
    return;
  for (int k = 0; k < u->nseen; k++)
    if (u->seen[k] == v)
      return;
  u->seen[u->nseen++] = v;
  for (int k = 0; k < v->users.len; k++) {
    const Instr *use = v->users.v[k];
    bool object = use->ops.len > 0 && unforward(use->ops.v[0]) == v;
    int removed;
    switch (use->op) {
    case IR_PHI:
      /* a = np.load(p) if exists else np.zeros((n, n)): the other values
       * the variable may hold have the type to load. */
      for (int j = 0; j < use->ops.len; j++) {
        const Instr *other = unforward(use->ops.v[j]);
        if (other == v || other->op == IR_UNDEF || derived_from(other, v) || derived_from(other, use))
          continue;
        if (other->type)
          exact_type(u, other->type, offset);
        else
          u->pending = true;
      }
      follow(u, use, offset, depth);
      break;
    case IR_GETITEM:
      if (object) {
        need_axes(u, offset + subscript_axes(use->ops.v[1], &removed));
        follow(u, use, offset + removed, depth);
      }
      break;
    case IR_SETITEM:
      if (object)
        need_axes(u, offset + subscript_axes(use->ops.v[1], &removed));
      break;
    case IR_GETITER:
      /* for row in a: the rows have one axis less. */
      need_axes(u, offset + 1);
      for (int j = 0; j < use->users.len; j++)
        if (use->users.v[j]->op == IR_ITER_NEXT)
          follow(u, use->users.v[j], offset + 1, depth);
      break;
    case IR_UNPACK:
      need_axes(u, offset + 1);
      break;
    case IR_GETATTR:
      if (object && strcmp(use->imm.str.s, "shape") == 0)
        follow_shape(u, use, offset);
      else if (object && strcmp(use->imm.str.s, "copy") == 0)
        for (int j = 0; j < use->users.len; j++)
          if (use->users.v[j]->op == IR_CALL)
            follow(u, use->users.v[j], offset, depth);
      break;
    case IR_CALL:
      /* cuda.to_device(a) and np.copy(a) keep the type; arguments of a
       * program function are followed into it. */
      if (calls_builtin(use, BI_CUDA_TO_DEVICE) || calls_builtin(use, BI_NP_COPY)) {
        follow(u, use, offset, depth);
        break;
      }
      for (int j = 1; j < use->ops.len; j++)
        if (unforward(use->ops.v[j]) == v)
          follow_argument(u, use, j - 1, offset, depth);
      break;
    default:
      break;
    }
  }
}

/* The type of the arrays other functions of the program save to the
 * same constant path, when they are typed and all of one type; NULL
 * otherwise. */
static const Type *saved_elsewhere(const Func *here, const Instr *path) {
  const Type *found = NULL;
  for (const Func *f = here->module->funcs; f; f = f->next_in_module) {
    if (f == here)
      continue;
    for (const Block *b = f->entry; b; b = b->next_in_func) {
      for (const Instr *i = b->first; i; i = i->next) {
        if (i->op != IR_CALL || i->ops.len != 3 || i->nkw != 0 || !calls_builtin(i, BI_NP_SAVE) ||
            !same_const_str(unforward(i->ops.v[1]), path))
          continue;
        const Type *t = unforward(i->ops.v[2])->type;
        if (!t || t->kind != TY_ARRAY)
          continue;
        t = type_array(t->elem, t->ndim, 'C');
        if (found && found != t)
          return NULL;
        found = t;
      }
    }
  }
  return found;
}

const Type *array_type_from_uses(CallInfo *c, const Type *elem, int default_rank, bool at_least_default) {
  return array_type_of_uses(c->I, c->call, elem, default_rank, at_least_default);
}

const Type *array_type_of_uses(Infer *I, const Instr *v, const Type *elem, int default_rank, bool at_least_default) {
  LoadUses u;
  memset(&u, 0, sizeof u);
  u.I = I;
  follow(&u, v, 0, 0);
  /* Guessing now could give a type that changes once the other value is
   * typed, and the variable's phi would first fail to unify. */
  if (u.pending)
    return ty_pending;
  int rank = u.exact_rank ? u.exact_rank : u.min_rank > 0 ? u.min_rank : default_rank;
  if (!u.exact_rank && at_least_default && rank < default_rank)
    rank = default_rank;
  if (!elem)
    elem = u.exact_elem ? u.exact_elem : ty_float64;
  return type_array(elem, rank, 'C');
}

static const Type *load_type_from_program(CallInfo *c) {
  const Instr *path = unforward(c->args[0]);
  const Func *here = infer_current_func(c->I);
  if (path->op == IR_CONST_STR) {
    const Instr *saved = saved_before(here, c->call, path);
    if (saved && (!saved->type || saved->type == ty_error))
      return saved->type ? saved->type : ty_pending;
    if (saved && saved->type->kind == TY_ARRAY)
      return type_array(saved->type->elem, saved->type->ndim, 'C');
    const Type *t = saved ? NULL : saved_elsewhere(here, path);
    if (t)
      return t;
  }
  return array_type_from_uses(c, NULL, 1, false);
}

/* np.load(path): an annotation on the variable states the array's type;
 * without one, the program's uses of the array decide it (above). Loading
 * a file that holds anything else is a run-time error naming both. */
const Type *t_np_load(CallInfo *c) {
  if (c->types[0] != ty_str)
    return infer_error(c->I, c->call->loc, "np.load() needs a path string, not %s", c->types[0]->name);
  if (!c->call->annotation && npz_load_wanted(c))
    return ty_npz;
  if (!c->call->annotation)
    return load_type_from_program(c);
  const Type *t = infer_annotation_type(c->I, c->call->annotation);
  if (!t)
    return ty_error;
  if (t->kind != TY_ARRAY)
    return infer_error(c->I, c->call->loc, "np.load() returns an array, but the annotation says %s", t->name);
  return type_array(t->elem, t->ndim, 'C');
}

