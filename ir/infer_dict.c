/* The typing of dicts and sets, as Numba types them: a dict has one key
 * type and one value type (DictType[unicode_type,int64]), each the
 * unification of what is stored (int64 and float64 keys give float64
 * keys), and a set one element type. An empty {} or set() takes its types
 * from the first use that stores into it (d[k] = v, d.setdefault(k, v),
 * d.update(e), s.add(x), s.update(xs)), as an empty list does from its
 * first append; until then uses of it wait. */
#include <string.h>

#include "type_mixed_numbers.h"
#include "infer_dict.h"
#include "iterable.h"
#include "infer_state.h"

bool type_hashable(const Type *t) {
  if (t->kind == TY_BOOL || t->kind == TY_INT || t->kind == TY_FLOAT || t->kind == TY_STR)
    return true;
  if (t->kind != TY_TUPLE)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!type_hashable(t->elems[k]))
      return false;
  return true;
}

bool dict_pending(const Type *t) {
  if (!t)
    return false;
  switch (t->kind) {
  case TY_LIST: return !t->elem || dict_pending(t->elem);
  case TY_SET: return !t->elem;
  case TY_DICT: return !t->elem || dict_pending(t->value);
  default: return false;
  }
}

/* The name Python gives a type in "unhashable type: 'list'". */
static const char *python_name(const Type *t) {
  switch (t->kind) {
  case TY_LIST: return "list";
  case TY_DICT: return "dict";
  case TY_SET: return "set";
  case TY_ARRAY: return "numpy.ndarray";
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (!type_hashable(t->elems[k]))
        return python_name(t->elems[k]);
    return "tuple";
  default: return t->name;
  }
}

static const Type *unhashable(Infer *I, SrcLoc loc, const Type *t) {
  return infer_error(I, loc, "unhashable type: '%s' (dict keys and set elements are numbers, strings and "
                     "tuples of them)", python_name(t));
}

/* The empty {} or set() a value comes from, through phis and narrowing. */
static Instr *empty_origin(Instr *v) {
  for (int guard = 0; v && guard < 64; guard++) {
    if ((v->op == IR_DICT || v->op == IR_SET) && v->ops.len == 0)
      return v;
    if (v->op == IR_CALL && v->ops.len == 1 && v->ops.v[0]->type && v->ops.v[0]->type->kind == TY_BUILTIN &&
        (v->ops.v[0]->type->id == BI_DICT || v->ops.v[0]->type->id == BI_SET))
      return v;
    if (v->op == IR_NARROW) {
      v = v->ops.v[0];
      continue;
    }
    if (v->op != IR_PHI || v->ops.len == 0)
      return NULL;
    Instr *next = NULL;
    for (int k = 0; k < v->ops.len; k++)
      if (v->ops.v[k] != v && v->ops.v[k]->op != IR_UNDEF)
        next = v->ops.v[k];
    v = next;
  }
  return NULL;
}

/* A dict whose values are empty lists not typed yet (d[k] = []): its
 * types may be recorded, and the lists typed by a later d[k].append(x). */
static bool list_values_pending(const Type *t) {
  return t->kind == TY_DICT && t->elem && t->value->kind == TY_LIST && !t->value->elem;
}

/* Gives the empty dict or set that v comes from the type t, once t is
 * complete (or waits only for the type of its list values). */
static void settle(Infer *I, const Instr *v, const Type *t) {
  Instr *origin = empty_origin((Instr *)v);
  if (origin && (!dict_pending(t) || list_values_pending(t)) && origin->type && dict_pending(origin->type) &&
      origin->type != t)
    origin->type = t;
  else if (!origin && I)
    infer_settle_empty(I, (Instr *)v, t);
}

/* The empty list [] a value comes from, through phis. */
static Instr *empty_list(Instr *v) {
  for (int guard = 0; v && guard < 64; guard++) {
    if (v->op == IR_LIST)
      return v->ops.len == 0 ? v : NULL;
    if (v->op != IR_PHI || v->ops.len == 0)
      return NULL;
    Instr *next = NULL;
    for (int k = 0; k < v->ops.len; k++)
      if (v->ops.v[k] != v && v->ops.v[k]->op != IR_UNDEF)
        next = v->ops.v[k];
    v = next;
  }
  return NULL;
}

/* An empty list stored as a value of a dict whose values are typed lists
 * takes their type; true when it did (the store waits a pass). */
static bool type_empty_list(const Instr *v, const Type *value) {
  if (!v->type || v->type->kind != TY_LIST || v->type->elem || value->kind != TY_LIST || !value->elem)
    return false;
  Instr *origin = empty_list((Instr *)v);
  if (origin)
    origin->type = value;
  return origin != NULL;
}

void dict_list_value_settles(const Instr *receiver, const Type *elem) {
  const Instr *r = ir_resolve(receiver), *d = NULL;
  if (r->op == IR_GETITEM)
    d = r->ops.v[0];
  else if (r->op == IR_CALL && ir_resolve(r->ops.v[0])->op == IR_GETATTR && ir_resolve(r->ops.v[0])->type &&
           ir_resolve(r->ops.v[0])->type->kind == TY_BUILTIN && ir_resolve(r->ops.v[0])->type->id == BI_DICT_SETDEFAULT)
    d = ir_resolve(r->ops.v[0])->ops.v[0];
  if (!d || !d->type || !list_values_pending(type_strip_optional(d->type)))
    return;
  const Type *dt = type_strip_optional(d->type);
  settle(NULL, d, type_dict_like(dt, dt->elem, type_list(elem)));
}

/* What unifies for a key or element: Numba's rule for numbers, else equal
 * types. */
static const Type *unify_all(Infer *I, Instr *i, int first, int step, const char *what) {
  const Type *t = NULL;
  for (int k = first; k < i->ops.len; k += step) {
    const Type *e = i->ops.v[k]->type;
    if (!e || dict_pending(e))
      return NULL;
    if (e == ty_error)
      return ty_error;
    const Type *u = type_unify(t, e);
    if (!u || (u->kind == TY_OPTIONAL && t))
      return infer_error(I, i->ops.v[k]->loc, "%s must have one type: %s and %s cannot be unified", what, t->name,
                         e->name);
    t = u;
  }
  return t;
}

/* GPU code has no dicts or sets (Numba CUDA has none). */
static const Type *not_on_gpu(Infer *I, const Instr *i) {
  return infer_error(I, i->loc, "%s are not available in GPU code", i->op == IR_DICT ? "dicts" : "sets");
}

/* The argument of a typed container's constructor for the parameter
 * params[k], given by position or by keyword; NULL when it is missing. */
static const Node *constructor_arg(const Node *call, const char *const *params, int k) {
  if (k < call->call.args.len)
    return call->call.args.v[k];
  for (int j = 0; j < call->call.keywords.len; j++) {
    const Node *kw = call->call.keywords.v[j];
    if (kw->kw.arg && strcmp(kw->kw.arg, params[k]) == 0)
      return kw->kw.value;
  }
  return NULL;
}

const Type *typed_container_type(Infer *I, const Instr *i) {
  bool list = i->op == IR_LIST;
  const Node *call = i->annotation;
  if (!call)
    return list ? type_typed_list(NULL) : type_typed_dict(NULL, NULL);
  static const char *const list_params[] = {"item_type", "allocated"};
  static const char *const dict_params[] = {"key_type", "value_type", "n_keys"};
  const char *const *params = list ? list_params : dict_params;
  int ntypes = list ? 1 : 2, nparams = list ? 2 : 3;
  const char *name = list ? "List.empty_list" : "Dict.empty";
  if (call->call.args.len > nparams)
    return infer_error(I, call->loc, "%s() takes at most %d arguments", name, nparams);
  for (int j = 0; j < call->call.keywords.len; j++) {
    const Node *kw = call->call.keywords.v[j];
    bool known = false;
    for (int k = 0; k < nparams; k++)
      known |= kw->kw.arg && strcmp(kw->kw.arg, params[k]) == 0;
    if (!known)
      return infer_error(I, kw->loc, "%s() got an unexpected keyword argument '%s'", name,
                         kw->kw.arg ? kw->kw.arg : "**");
  }
  const Type *types[2] = {NULL, NULL};
  for (int k = 0; k < ntypes; k++) {
    const Node *arg = constructor_arg(call, params, k);
    if (!arg)
      return infer_error(I, call->loc, "%s() missing required argument '%s'", name, params[k]);
    if (!(types[k] = infer_annotation_type(I, arg)))
      return ty_error;
  }
  if (list)
    return type_typed_list(types[0]);
  if (!type_hashable(types[0]))
    return unhashable(I, constructor_arg(call, params, 0)->loc, types[0]);
  return type_typed_dict(types[0], types[1]);
}

const Type *dict_literal_type(Infer *I, Instr *i) {
  if (I->cur->gpu)
    return not_on_gpu(I, i);
  if (i->ops.len == 0)
    return i->n == IR_TYPED_CONTAINER && (!i->type || i->type == ty_error) ? typed_container_type(I, i)
           : i->type                                                     ? i->type
                                                                         : type_dict(NULL, NULL);
  const Type *k = unify_all(I, i, 0, 2, "dict keys"), *v = unify_all(I, i, 1, 2, "dict values");
  if (!k || !v)
    return NULL;
  if (k == ty_error || v == ty_error)
    return ty_error;
  if (!type_hashable(k))
    return unhashable(I, i->ops.v[0]->loc, k);
  const Type *mixed = mixed_dict_set_display_check(I, i, 0, 2, k, "dict keys");
  if (!mixed)
    mixed = mixed_dict_set_display_check(I, i, 1, 2, v, "dict values");
  return mixed ? mixed : type_dict(k, v);
}

const Type *set_literal_type(Infer *I, Instr *i) {
  if (I->cur->gpu)
    return not_on_gpu(I, i);
  if (i->n && !func_is_host(I->cur->info.kind))
    return infer_error(I, i->loc, "set comprehensions are not supported in jitted code (Numba 0.56 has no "
                       "SET_ADD); add the elements to a set() in a loop");
  if (i->ops.len == 0)
    return i->type ? i->type : type_set(NULL);
  const Type *e = unify_all(I, i, 0, 1, "set elements");
  if (!e || e == ty_error)
    return e;
  if (!type_hashable(e))
    return unhashable(I, i->ops.v[0]->loc, e);
  const Type *mixed = mixed_dict_set_display_check(I, i, 0, 1, e, "set elements");
  return mixed ? mixed : type_set(e);
}

/* A key or element of type t used with a dict or set whose keys are of
 * type key: numbers convert (1 in a set of floats), others must match. */
static bool key_fits(const Type *t, const Type *key) {
  if (type_is_number(t) && type_is_number(key))
    return t->kind != TY_COMPLEX && key->kind != TY_COMPLEX;
  return type_can_convert(t, key);
}

const Type *dict_getitem_type(Infer *I, const Instr *i, const Type *obj, const Type *key) {
  if (!obj->elem)
    return NULL;
  if (!key_fits(key, obj->elem))
    return infer_error(I, i->loc, "%s cannot be a key of %s", key->name, obj->name);
  return obj->value;
}

const Type *dict_setitem_type(Infer *I, const Instr *i) {
  const Type *obj = type_strip_optional(i->ops.v[0]->type), *key = i->ops.v[1]->type, *val = i->ops.v[2]->type;
  if (!obj->elem) {
    if (!type_hashable(key))
      return unhashable(I, i->ops.v[1]->loc, key);
    settle(I, i->ops.v[0], type_dict_like(obj, key, val));
    return NULL;
  }
  if (!key_fits(key, obj->elem))
    return infer_error(I, i->loc, "%s cannot be a key of %s", key->name, obj->name);
  if (type_empty_list(i->ops.v[2], obj->value))
    return NULL;
  if (!type_can_convert(val, obj->value))
    return infer_error(I, i->loc, "cannot store %s in %s", val->name, obj->name);
  const Type *mixed = mixed_store_check(I, i->loc, val, obj, obj->value, "cannot store", JIT_REFUSES);
  return mixed ? mixed : ty_void;
}

const Type *delitem_type(Infer *I, const Instr *i) {
  const Type *obj = type_strip_optional(i->ops.v[0]->type), *key = i->ops.v[1]->type;
  /* del l[i] and del l[lo:hi:step] (codegen/lib_list.c). */
  if (obj->kind == TY_LIST) {
    if (key->kind != TY_SLICE && !type_is_int(key) && key != ty_bool)
      return infer_error(I, i->loc, "list indices must be integers or slices, not %s", key->name);
    return ty_void;
  }
  if (obj->kind != TY_DICT)
    return infer_error(I, i->loc, "'del' of an item of %s is not supported by arrc (only of a dict's or a list's)",
                       obj->name);
  if (!obj->elem)
    return NULL;
  if (!key_fits(key, obj->elem))
    return infer_error(I, i->loc, "%s cannot be a key of %s", key->name, obj->name);
  return ty_void;
}

/* d.keys() as a value: the call that makes it. */
static bool is_keys_view(const Instr *v) {
  v = ir_resolve(v);
  const Instr *callee = v->op == IR_CALL ? ir_resolve(v->ops.v[0]) : NULL;
  return callee && callee->type && callee->type->kind == TY_BUILTIN && callee->type->id == BI_DICT_KEYS;
}

const Type *dict_compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  bool contains = op == OP_IN || op == OP_NOTIN;
  /* k in d.keys() is k in d. */
  if (contains && b->kind == TY_ITER && is_keys_view(i->ops.v[1]))
    b = b->iterable;
  if (contains) {
    if (b->kind != TY_DICT && b->kind != TY_SET)
      return NULL;
    if (!b->elem)
      return ty_pending;
    if (!key_fits(a, b->elem))
      return infer_error(I, i->loc, "%s cannot be a key of %s", a->name, b->name);
    return ty_bool;
  }
  if (a->kind != TY_DICT && a->kind != TY_SET && b->kind != TY_DICT && b->kind != TY_SET)
    return NULL;
  if (op == OP_IS || op == OP_ISNOT)
    return ty_bool;
  if (dict_pending(a) || dict_pending(b))
    return ty_pending;
  if (a != b)
    return infer_error(I, i->loc, "cannot compare %s and %s", a->name, b->name);
  if (a->kind == TY_DICT && op != OP_EQ && op != OP_NE)
    return infer_error(I, i->loc, "dicts cannot be ordered with '%s'", ast_op_name(op));
  return ty_bool;
}

const Type *set_binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  if (a->kind != TY_SET && b->kind != TY_SET)
    return NULL;
  if (op != OP_BITOR && op != OP_BITAND && op != OP_SUB && op != OP_BITXOR)
    return infer_error(I, i->loc, "unsupported operand types for '%s': %s and %s", ast_op_name(op), a->name, b->name);
  if (dict_pending(a) || dict_pending(b))
    return ty_pending;
  if (a != b)
    return infer_error(I, i->loc, "set operators need two sets of one element type, not %s and %s", a->name,
                       b->name);
  return a;
}

const Type *dict_iter_elem(const Type *t) { return t->elem; }

/* The element type of what set(xs), s.update(xs) and dict(pairs) walk:
 * any iterable (ir/iterable.c). */
static const Type *iterable_elem(const Type *t) { return type_iterable_elem(t); }

/* An error about a use of an empty dict or set that never got its types:
 * the empty one takes the error, so that it is not also reported as
 * untyped. */
static const Type *poison(const CallInfo *c, const Type *e) {
  Instr *origin = empty_origin((Instr *)c->receiver);
  if (origin && e == ty_error)
    origin->type = ty_error;
  return e;
}

const Type *dict_call_waits(const CallInfo *c) {
  const Type *t = c->receiver->type;
  if (t->kind == TY_DICT && t->elem && c->id == BI_DICT_SETDEFAULT && c->nargs == 2) {
    /* d.setdefault(k, []).append(x): the lists' type comes from the
     * append, then the [] takes it. */
    if (list_values_pending(t))
      return t->value;
    if (type_empty_list(c->args[1], t->value))
      return ty_pending;
  }
  if ((t->kind != TY_DICT && t->kind != TY_SET) || t->elem)
    return NULL;
  const Type *fixed = NULL;
  bool host = func_is_host(c->where);
  if ((c->id == BI_SET_ADD || c->id == BI_DICT_SETDEFAULT) && !type_hashable(c->types[0]))
    return poison(c, unhashable(c->I, infer_arg_loc(c->call, 0), c->types[0]));
  if ((c->id == BI_DICT_GET || c->id == BI_DICT_POP) && !host)
    return infer_error(c->I, c->call->loc, "%s() on an empty dict whose types are not known yet cannot be typed "
                       "in jitted code (Numba's rule); store into the dict first",
                       c->id == BI_DICT_GET ? "get" : "pop");
  switch (c->id) {
  case BI_SET_ADD: fixed = type_set(c->types[0]); break;
  case BI_SET_UPDATE: {
    const Type *e = iterable_elem(c->types[0]);
    fixed = e && type_hashable(e) ? type_set(e) : NULL;
    break;
  }
  case BI_DICT_SETDEFAULT:
    fixed = c->nargs == 2 && type_hashable(c->types[0]) ? type_dict(c->types[0], c->types[1]) : NULL;
    break;
  case BI_DICT_UPDATE: fixed = c->types[0]->kind == TY_DICT ? c->types[0] : NULL; break;
  case BI_DICT_GET: case BI_DICT_POP:
    /* counts[w] = counts.get(w, 0) + 1 on an empty dict in host code: the
     * default gives the value type (a later store of another type is an
     * error). Numba cannot type it in jitted code. */
    fixed = c->nargs == 2 && type_hashable(c->types[0]) && c->types[1]->kind != TY_NONE
                ? type_dict(c->types[0], c->types[1])
                : NULL;
    break;
  default: break;
  }
  if (fixed)
    settle(c->I, c->receiver, fixed);
  return ty_pending;
}

/* ---- builtins --------------------------------------------------------------- */

static const Type *err(CallInfo *c, const char *msg, const Type *t) {
  return infer_error(c->I, c->call->loc, msg, t->name);
}

const Type *t_dict_new(CallInfo *c) {
  if (c->nargs == 0)
    return c->call->type && c->call->type->kind == TY_DICT ? c->call->type : type_dict(NULL, NULL);
  if (c->types[0]->kind == TY_DICT)
    return c->types[0];
  /* dict(pairs): any iterable of (key, value) tuples (zip, enumerate,
   * d.items(), a list of pairs). */
  const Type *pair = iterable_elem(c->types[0]);
  if (pair && pair->kind == TY_TUPLE && pair->n == 2) {
    if (!func_is_host(c->where))
      return err(c, "dict() of %s is only available in host code: Numba's dict() takes no arguments", c->types[0]);
    if (!type_hashable(pair->elems[0]))
      return unhashable(c->I, c->call->loc, pair->elems[0]);
    return type_dict(pair->elems[0], pair->elems[1]);
  }
  return err(c, "dict() needs a dict or an iterable of (key, value) pairs, not %s", c->types[0]);
}

const Type *t_set_new(CallInfo *c) {
  if (c->nargs == 0)
    return c->call->type && c->call->type->kind == TY_SET ? c->call->type : type_set(NULL);
  const Type *e = iterable_elem(c->types[0]);
  if (!e)
    return err(c, "set() needs a list, tuple, range, set, dict or 1-d array, not %s", c->types[0]);
  if (!type_hashable(e))
    return unhashable(c->I, c->call->loc, e);
  return type_set(e);
}

const Type *t_hash(CallInfo *c) {
  if (!type_hashable(c->types[0]))
    return unhashable(c->I, c->call->loc, c->types[0]);
  return ty_int64;
}

/* What d.get(k, default) and d.pop(k, default) give: the value type and
 * the default's unified (None makes it optional). */
static const Type *with_default(CallInfo *c, const Type *v) {
  if (c->nargs < 2)
    return c->id == BI_DICT_GET ? type_optional(v) : v;
  const Type *u = type_unify(v, c->types[1]);
  if (!u)
    return infer_error(c->I, c->call->loc, "the default %s and the values %s cannot be unified", c->types[1]->name,
                       v->name);
  return u;
}

const Type *t_dict_method(CallInfo *c) {
  const Type *d = c->receiver->type, *k = d->elem, *v = d->value;
  if (c->nargs > 0 && c->id != BI_DICT_UPDATE && !key_fits(c->types[0], k))
    return infer_error(c->I, c->call->loc, "%s cannot be a key of %s", c->types[0]->name, d->name);
  switch (c->id) {
  case BI_DICT_GET: case BI_DICT_POP: return with_default(c, v);
  case BI_DICT_SETDEFAULT:
    if (c->nargs < 2)
      return infer_error(c->I, c->call->loc, "setdefault(key) without a default stores None, which %s cannot hold",
                         d->name);
    if (type_empty_list(c->args[1], v))
      return ty_pending;
    if (!type_can_convert(c->types[1], v))
      return infer_error(c->I, c->call->loc, "cannot store %s in %s", c->types[1]->name, d->name);
    return v;
  case BI_DICT_POPITEM: return type_tuple(2, (const Type *[]){k, v});
  case BI_DICT_UPDATE:
    if (c->types[0] != d)
      return infer_error(c->I, c->call->loc, "update() needs a dict of the same type, %s, not %s", d->name,
                         c->types[0]->name);
    return ty_none;
  case BI_DICT_CLEAR: return ty_none;
  case BI_DICT_COPY: return d;
  case BI_DICT_KEYS: return type_iter(d, k);
  case BI_DICT_VALUES: return type_iter(d, v);
  case BI_DICT_ITEMS: return type_iter(d, type_tuple(2, (const Type *[]){k, v}));
  default: return NULL;
  }
}

const Type *t_set_method(CallInfo *c) {
  const Type *s = c->receiver->type, *e = s->elem;
  switch (c->id) {
  case BI_SET_ADD: case BI_SET_DISCARD: case BI_SET_REMOVE:
    if (!key_fits(c->types[0], e))
      return infer_error(c->I, c->call->loc, "%s cannot be an element of %s", c->types[0]->name, s->name);
    return ty_none;
  case BI_SET_POP: return e;
  case BI_SET_CLEAR: return ty_none;
  case BI_SET_COPY: return s;
  case BI_SET_UPDATE: {
    const Type *x = iterable_elem(c->types[0]);
    if (!x || !key_fits(x, e))
      return infer_error(c->I, c->call->loc, "update() needs a set, list, tuple or range of %s, not %s", e->name,
                         c->types[0]->name);
    return ty_none;
  }
  default:
    break;
  }
  if (c->types[0] != s)
    return infer_error(c->I, c->call->loc, "%s() needs a set of the same type, %s, not %s",
                       strrchr(c->path, '.') + 1, s->name, c->types[0]->name);
  switch (c->id) {
  case BI_SET_UNION: case BI_SET_INTERSECTION: case BI_SET_DIFFERENCE: case BI_SET_SYMMETRIC_DIFFERENCE: return s;
  case BI_SET_ISSUBSET: case BI_SET_ISSUPERSET: case BI_SET_ISDISJOINT: return ty_bool;
  default: return ty_none;
  }
}
