/* The typing rules of list methods and of the builtins that consume
 * iterables (sorted, reversed, any, all, list); see ir/builtins_list.h.
 * ir/build_comp.c has already turned the iterable of sorted, reversed,
 * list, any and all into a new list, and a key function into a list of
 * keys (the `key` argument these rules see), so the rules here type lists. */
#include <string.h>

#include "builtins_list.h"
#include "type_mixed_numbers.h"
#include "infer_type.h"
#include "iterable.h"

static const Type *kw(const CallInfo *c, const char *name) {
  for (int k = 0; k < c->nkw; k++)
    if (strcmp(c->kwnames[k], name) == 0)
      return c->kwtypes[k];
  return NULL;
}

bool type_is_orderable(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: case TY_INT: case TY_FLOAT: case TY_STR: return true;
  case TY_LIST: return t->elem && type_is_orderable(t->elem);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (!type_is_orderable(t->elems[k]))
        return false;
    return true;
  default: return false;
  }
}

/* Whether x can be looked for with == among elements of type e: the
 * same class of value (a number among numbers). */
static bool comparable(const Type *e, const Type *x) {
  if (type_is_number(e) && e->kind != TY_COMPLEX)
    return type_is_number(x) && x->kind != TY_COMPLEX;
  if (e->kind == TY_TUPLE || e->kind == TY_LIST)
    return x == e && type_is_orderable(e);
  return e->kind == TY_STR && x->kind == TY_STR;
}

const Type *t_list_append(CallInfo *c) {
  const Type *l = c->receiver->type;
  if (!type_can_convert(c->types[0], l->elem))
    return infer_error(c->I, c->call->loc, "cannot append %s to %s", c->types[0]->name, l->name);
  const Type *mixed = mixed_store_check(c->I, c->call->loc, c->types[0], l, l->elem, "cannot append", JIT_RETYPES);
  return mixed ? mixed : ty_none;
}

const Type *t_list_pop(CallInfo *c) {
  if (c->nargs && !type_is_int(c->types[0]) && c->types[0] != ty_bool)
    return infer_error(c->I, c->call->loc, "'%s' object cannot be interpreted as an integer", c->types[0]->name);
  return c->receiver->type->elem;
}

const Type *t_list_extend(CallInfo *c) {
  const Type *l = c->receiver->type, *o = c->types[0];
  /* Any other iterable extends as the list of its elements
   * (codegen/lib_iterable.c). */
  if (o->kind != TY_LIST && type_iterable_elem(o))
    o = type_list(type_iterable_elem(o));
  if (o->kind != TY_LIST || !o->elem || !type_can_convert(o->elem, l->elem) ||
      (o->elem != l->elem && !type_is_number(l->elem)))
    return infer_error(c->I, c->call->loc, "cannot extend %s with %s", l->name, o->name);
  const Type *mixed = mixed_store_check(c->I, c->call->loc, o->elem, l, l->elem, "cannot extend with", JIT_RETYPES);
  return mixed ? mixed : ty_none;
}

const Type *t_list_insert(CallInfo *c) {
  const Type *l = c->receiver->type;
  if (!type_is_int(c->types[0]) && c->types[0] != ty_bool)
    return infer_error(c->I, c->call->loc, "'%s' object cannot be interpreted as an integer", c->types[0]->name);
  if (!type_can_convert(c->types[1], l->elem))
    return infer_error(c->I, c->call->loc, "cannot insert %s into %s", c->types[1]->name, l->name);
  const Type *mixed = mixed_store_check(c->I, c->call->loc, c->types[1], l, l->elem, "cannot insert", JIT_RETYPES);
  return mixed ? mixed : ty_none;
}

/* remove(x), index(x[, start[, stop]]), count(x). */
const Type *t_list_search(CallInfo *c) {
  const Type *l = c->receiver->type;
  if (!comparable(l->elem, c->types[0]))
    return infer_error(c->I, c->call->loc, "%s() of %s in %s is not supported by arrc: it compares numbers, strings "
                       "and tuples and lists of them with ==", c->path + strlen("list."), c->types[0]->name, l->name);
  for (int k = 1; k < c->nargs; k++)
    if (!type_is_int(c->types[k]))
      return infer_error(c->I, c->call->loc, "slice indices must be integers, not %s", c->types[k]->name);
  return c->id == BI_LIST_REMOVE ? ty_none : ty_int64;
}

/* The ordering of a sort's keys: the elements' own, or those of the key
 * list ir/build_comp.c made from key=. */
static const Type *check_order(CallInfo *c, const Type *list) {
  const Type *key = kw(c, "key");
  const Type *ordered = key && key->kind == TY_LIST ? key->elem : list->elem;
  if (key && key->kind != TY_LIST && key->kind != TY_NONE)
    return infer_error(c->I, c->call->loc, "'%s' object is not callable", key->name);
  if (ordered && !type_is_orderable(ordered))
    return infer_error(c->I, c->call->loc, "sorting %s values is not supported by arrc: it sorts numbers, "
                       "strings and tuples and lists of them", ordered->name);
  const Type *rev = kw(c, "reverse");
  if (rev && rev->kind != TY_BOOL && !type_is_int(rev))
    return infer_error(c->I, c->call->loc, "'%s' object cannot be interpreted as an integer", rev->name);
  return ty_none;
}

const Type *t_list_sort(CallInfo *c) { return check_order(c, c->receiver->type); }

const Type *t_list_in_place(CallInfo *c) {
  (void)c;
  return ty_none;
}

const Type *t_list_copy(CallInfo *c) { return c->receiver->type; }

const Type *t_sorted(CallInfo *c) {
  const Type *l = c->types[0];
  if (l->kind != TY_LIST)
    return infer_error(c->I, c->call->loc, "sorted() needs an iterable, not %s", l->name);
  const Type *r = check_order(c, l);
  return r == ty_error ? r : l;
}

const Type *t_any_all(CallInfo *c) {
  if (c->types[0]->kind != TY_LIST)
    return infer_error(c->I, c->call->loc, "%s() needs an iterable, not %s", c->path + strlen("builtins."),
                       c->types[0]->name);
  return ty_bool;
}

/* list(x), reversed(x): build_comp.c made the new list already. */
/* Calls of numba.typed.List and Dict are rewritten while the IR is built
 * (build_typed_container); a call that reaches typing calls one through a
 * variable, which arrc does not follow. */
const Type *t_typed_container(CallInfo *c) {
  return call_error(c, "%s must be called by its name (List(), List.empty_list(t), Dict.empty(k, v)), not "
                    "through a variable", c->path);
}

const Type *t_list_of(CallInfo *c) {
  /* reversed(seq) gets the list of seq's elements and seq itself
   * (build_comp.c): seq must be a sequence, as in Python. */
  if (c->id == BI_REVERSED && c->nargs == 2) {
    const Type *seq = c->types[1];
    const char *name = seq->kind == TY_SET ? "'set' object"
                     : seq->kind == TY_FILE ? "'_io.TextIOWrapper' object"
                     : seq->kind == TY_ITER && seq->iterable && seq->iterable->kind != TY_DICT ? "an iterator"
                     : NULL;
    if (name)
      return infer_error(c->I, c->call->loc, "%s is not reversible", name);
  }
  if (c->types[0]->kind != TY_LIST)
    return infer_error(c->I, c->call->loc, "%s() needs an iterable, not %s", c->path + strlen("builtins."),
                       c->types[0]->name);
  return c->types[0];
}

/* del l[i], del l[lo:hi:step] (build_comp.c makes them l.__delitem__(i)). */
const Type *t_list_delitem(CallInfo *c) {
  const Type *i = c->types[0];
  if (i->kind != TY_SLICE && !type_is_int(i) && i != ty_bool)
    return infer_error(c->I, c->call->loc, "list indices must be integers or slices, not %s", i->name);
  return ty_none;
}

/* build_comp.c builds every call of map and filter as a comprehension; a
 * call that reaches typing used them otherwise. */
const Type *t_map_filter(CallInfo *c) {
  return infer_error(c->I, c->call->loc, "%s() is compiled where it is called with a function and iterables",
                     c->path + strlen("builtins."));
}

bool isinstance_needs_origin(const Type *v, const Type *cls) {
  if (cls->kind == TY_TUPLE) {
    for (int k = 0; k < cls->n; k++)
      if (isinstance_needs_origin(v, cls->elems[k]))
        return true;
    return false;
  }
  return (v == ty_int64 || v->kind == TY_BOOL) && cls->kind == TY_BUILTIN && (cls->id == BI_INT || cls->id == BI_BOOL);
}

int isinstance_of(const Type *v, const Type *cls, bool host, bool numpy_scalar) {
  if (cls->kind == TY_TUPLE) {
    int any = 0;
    for (int k = 0; k < cls->n; k++) {
      int r = isinstance_of(v, cls->elems[k], host, numpy_scalar);
      if (r < 0)
        return r;
      any |= r;
    }
    return any;
  }
  if (cls->kind != TY_BUILTIN)
    return -1;
  switch (cls->id) {
  /* Python's int is arrc's int64 (other widths are NumPy scalars in host
   * code, which are not ints); Numba's isinstance takes every integer
   * type, and a bool is an int in Python. */
  case BI_INT:
    if (host)
      return (v == ty_int64 || v->kind == TY_BOOL) && !numpy_scalar;
    return v->kind == TY_INT;
  case BI_FLOAT: return v == ty_float64;
  case BI_COMPLEX: return v == ty_complex128;
  case BI_BOOL: return v->kind == TY_BOOL && !(host && numpy_scalar);
  case BI_LIST: return v->kind == TY_LIST;
  case BI_TUPLE: return v->kind == TY_TUPLE;
  /* Numba 0.56 has no np.ndarray in jitted code. */
  case BI_NP_NDARRAY: return host ? v->kind == TY_ARRAY : -1;
  default: return -1;
  }
}

const Type *t_isinstance(CallInfo *c) {
  const Type *v = c->types[0];
  if (!func_is_host(c->where) && v->kind == TY_BOOL)
    return infer_error(c->I, c->call->loc, "isinstance() does not support variables of type \"bool\" in jitted "
                       "code (Numba's rule)");
  bool host = func_is_host(c->where), numpy_scalar = false;
  if (host && isinstance_needs_origin(v, c->types[1])) {
    const char *why;
    int o = host_number_is_numpy(c->args[0], &why);
    if (o < 0)
      return infer_error(c->I, c->call->loc, "isinstance() of this %s cannot be decided when the program compiles: "
                         "Python's int and numpy.int64 (bool and numpy.bool_) have one type in arrc, and here %s",
                         v->name, why);
    numpy_scalar = o == 1;
  }
  if (isinstance_of(v, c->types[1], host, numpy_scalar) < 0)
    return infer_error(c->I, c->call->loc, "isinstance() of arrc tests the classes int, float, complex, bool, list "
                       "and tuple (or a tuple of them), not %s", c->types[1]->name);
  return ty_bool;
}

/* tuple(t) of a tuple: a tuple's length is part of its type, so that of a
 * list (known only when the program runs) cannot make one. */
const Type *t_tuple(CallInfo *c) {
  const Type *t = c->types[0];
  if (t->kind != TY_TUPLE)
    return infer_error(c->I, c->call->loc, "tuple() of %s is not supported by arrc: a tuple's length is part of "
                       "its type; write the tuple's elements", t->name);
  return t;
}

/* next(it[, default]): iter() made it a list of the elements still to
 * come (build_comp.c). */
const Type *t_next(CallInfo *c) {
  const Type *it = c->types[0];
  if (it->kind != TY_LIST)
    return infer_error(c->I, c->call->loc, "next() of arrc takes an iterator made by iter(), not %s", it->name);
  if (c->nargs > 1 && !func_is_host(c->where))
    return infer_error(c->I, c->call->loc, "next() with a default is only available in host code: Numba's next() "
                       "takes one argument");
  if (c->nargs > 1 && c->types[1] != it->elem &&
      !(type_is_number(c->types[1]) && type_is_number(it->elem) && type_unify(it->elem, c->types[1]) == it->elem))
    return infer_error(c->I, c->call->loc, "next() needs a default of the type of the elements (%s), not %s",
                       it->elem->name, c->types[1]->name);
  return it->elem;
}
