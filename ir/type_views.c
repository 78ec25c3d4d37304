/* The typing rules of NumPy's reordering views (np.flip, rot90, roll,
 * take, take_along_axis, select, as_strided), the small array methods and
 * attributes (fill, item, itemset, view, conj; strides, itemsize,
 * nbytes, flags), the window functions and the elementwise predicates.
 *
 * Host code takes the arguments NumPy 1.24 takes (axis=, k=, axes=);
 * jitted code those Numba 0.56 takes, and an argument Numba rejects is an
 * error that says so. Views are typed with layout 'A' (any strides), as
 * Numba types them; functions that copy make C-ordered arrays. */
#include "type_views.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "namedtuple.h"

static const Type *err(CallInfo *c, const char *fmt, ...) ARRC_PRINTF(2, 3);
static const Type *err(CallInfo *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return infer_error(c->I, c->call->loc, "%s", buf);
}

static const char *name(CallInfo *c) { return builtin_display_name(c->id); }

static bool in_jit(CallInfo *c) { return !func_is_host(c->where); }

/* The array a function or method works on: the receiver, or argument 0. */
static const Type *subject(CallInfo *c) { return c->receiver ? c->receiver->type : c->types[0]; }

/* Argument k counted after the array (the receiver or argument 0), or NULL
 * when it is not given. None counts as not given when none_absent. */
static const Type *after_array(CallInfo *c, int k, bool none_absent) {
  int pos = c->receiver ? k : k + 1;
  if (pos >= c->nargs)
    return NULL;
  const Type *t = c->types[pos];
  return none_absent && t->kind == TY_NONE ? NULL : t;
}

static bool is_int_like(const Type *t) { return t->kind == TY_INT || t->kind == TY_BOOL; }

static const Type *need_array(CallInfo *c) {
  const Type *a = subject(c);
  return a->kind == TY_ARRAY && !a->device ? a : err(c, "%s() needs an array, not %s", name(c), a->name);
}

/* An argument Numba's jitted code does not take. */
static const Type *jit_rejects(CallInfo *c, const char *what, const char *takes) {
  return err(c, "%s() in jitted code takes %s: Numba supports no %s for it; use it in host code", name(c), takes,
             what);
}

/* ---- views ------------------------------------------------------------------- */

const Type *t_views_flip(CallInfo *c) {
  const Type *a = need_array(c);
  if (a->kind != TY_ARRAY)
    return a;
  if (c->id == BI_NP_FLIP) {
    const Type *axis = after_array(c, 0, false);
    if (axis && in_jit(c))
      return jit_rejects(c, "axis", "the array alone");
    if (axis && axis->kind != TY_NONE && !is_int_like(axis))
      return err(c, "%s()'s axis must be an integer or None, not %s", name(c), axis->name);
  }
  int least = c->id == BI_NP_FLIPLR ? 2 : 1;
  if (c->id != BI_NP_FLIP && in_jit(c) && a->ndim < least)
    return err(c, "%s() needs an array of at least %d dimensions in jitted code, not %s (NumPy's ValueError "
               "'Input must be >= %d-d.' is a typing error in Numba)", name(c), least, a->name, least);
  return type_array(a->elem, a->ndim, 'A');
}

const Type *t_views_rot90(CallInfo *c) {
  const Type *a = need_array(c);
  if (a->kind != TY_ARRAY)
    return a;
  const Type *k = after_array(c, 0, false), *axes = after_array(c, 1, false);
  if (k && !is_int_like(k))
    return err(c, "%s()'s k must be an integer, not %s", name(c), k->name);
  if (axes && in_jit(c))
    return jit_rejects(c, "axes", "the array and k");
  if (axes && (axes->kind != TY_TUPLE || axes->n != 2 || !is_int_like(axes->elems[0]) || !is_int_like(axes->elems[1])))
    return err(c, "%s()'s axes must be a tuple of two integers, not %s", name(c), axes->name);
  if (in_jit(c) && a->ndim < 2)
    return err(c, "%s() needs an array of at least 2 dimensions in jitted code, not %s", name(c), a->name);
  return type_array(a->elem, a->ndim, 'A');
}

const Type *t_views_roll(CallInfo *c) {
  const Type *a = need_array(c);
  if (a->kind != TY_ARRAY)
    return a;
  const Type *shift = c->types[1], *axis = after_array(c, 1, false);
  if (!is_int_like(shift))
    return err(c, "%s()'s shift must be an integer, not %s", name(c), shift->name);
  if (axis && in_jit(c))
    return jit_rejects(c, "axis", "the array and the shift");
  if (axis && axis->kind != TY_NONE && !is_int_like(axis))
    return err(c, "%s()'s axis must be an integer or None, not %s", name(c), axis->name);
  return type_array(a->elem, a->ndim, 'C');
}

const Type *t_views_take(CallInfo *c) {
  const Type *a = need_array(c);
  if (a->kind != TY_ARRAY)
    return a;
  const Type *ind = after_array(c, 0, false), *axis = after_array(c, 1, true);
  if (axis && in_jit(c))
    return jit_rejects(c, "axis", c->receiver ? "the indices alone" : "the array and the indices");
  if (axis && !is_int_like(axis))
    return err(c, "%s()'s axis must be an integer or None, not %s", name(c), axis->name);
  int rest = axis ? a->ndim - 1 : 0;
  if (is_int_like(ind))
    return rest ? type_array(a->elem, rest, 'C') : a->elem;
  if (ind->kind == TY_ARRAY && is_int_like(ind->elem) && rest + ind->ndim <= 4)
    return type_array(a->elem, rest + ind->ndim, 'C');
  if (ind->kind == TY_LIST && ind->elem && is_int_like(ind->elem) && rest < 4)
    return type_array(a->elem, rest + 1, 'C');
  return err(c, "%s()'s indices must be an integer or an array of integers, not %s", name(c), ind->name);
}

const Type *t_views_take_along_axis(CallInfo *c) {
  const Type *a = need_array(c), *ind = c->types[1], *axis = c->types[2];
  if (a->kind != TY_ARRAY)
    return a;
  if (ind->kind != TY_ARRAY || !is_int_like(ind->elem))
    return err(c, "%s()'s indices must be an array of integers, not %s", name(c), ind->name);
  if (axis->kind != TY_NONE && !is_int_like(axis))
    return err(c, "%s()'s axis must be an integer or None, not %s", name(c), axis->name);
  int64_t value;
  if (in_jit(c) && axis->kind != TY_NONE && !infer_const_int(c->args[2], &value))
    return err(c, "%s()'s axis must be a constant in jitted code (Numba needs a literal value)", name(c));
  return type_array(a->elem, axis->kind == TY_NONE ? 1 : a->ndim, 'C');
}

/* The arrays of a list or a tuple of arrays of one type, or NULL. */
static const Type *array_items(const Type *t) {
  if (t->kind == TY_LIST)
    return t->elem && t->elem->kind == TY_ARRAY ? t->elem : NULL;
  if (t->kind != TY_TUPLE || t->n == 0 || t->elems[0]->kind != TY_ARRAY)
    return NULL;
  for (int k = 1; k < t->n; k++)
    if (t->elems[k] != t->elems[0])
      return NULL;
  return t->elems[0];
}

const Type *t_views_select(CallInfo *c) {
  const Type *conds = array_items(c->types[0]), *choices = array_items(c->types[1]);
  const Type *dflt = c->nargs > 2 ? c->types[2] : ty_int64;
  if (!conds || conds->elem != ty_bool)
    return err(c, "%s()'s condlist must be a list or tuple of boolean arrays, not %s", name(c), c->types[0]->name);
  if (!choices)
    return err(c, "%s()'s choicelist must be a list or tuple of arrays of one type, not %s", name(c),
               c->types[1]->name);
  if (!type_is_number(dflt))
    return err(c, "%s()'s default must be a number, not %s", name(c), dflt->name);
  const Type *e = choices->elem, *r;
  if (in_jit(c)) {
    if (conds->ndim != choices->ndim)
      return err(c, "%s(): condlist and choicelist elements must have the same number of dimensions", name(c));
    /* Numba: default * np.ones(shape, dtype), then np.where. */
    const Type *prod = infer_ufunc_loop(OP_MUL, dflt, e);
    r = prod ? type_unify(prod, e) : NULL;
    if (!r)
      return err(c, "%s() cannot combine a default of %s with choices of %s", name(c), dflt->name, e->name);
    return type_array(r, choices->ndim, 'C');
  }
  /* NumPy: np.result_type(choices' dtype, np.asarray(default)), where a
   * default of another kind (a float beside integers, an integer beside
   * booleans) makes the result that kind's default type. */
  r = e;
  if (dflt->kind == TY_COMPLEX && e->kind != TY_COMPLEX)
    r = ty_complex128;
  else if (dflt->kind == TY_FLOAT && e->kind != TY_FLOAT && e->kind != TY_COMPLEX)
    r = ty_float64;
  else if (dflt->kind == TY_INT && e->kind == TY_BOOL)
    r = ty_int64;
  int nd = conds->ndim > choices->ndim ? conds->ndim : choices->ndim;
  return type_array(r, nd, 'C');
}

const Type *t_views_as_strided(CallInfo *c) {
  const Type *a = need_array(c);
  if (a->kind != TY_ARRAY)
    return a;
  const Type *shape = c->nargs > 1 ? c->types[1] : NULL, *strides = c->nargs > 2 ? c->types[2] : NULL;
  if (!strides || strides->kind == TY_NONE)
    return err(c, "%s() needs its strides argument in arrc (as in Numba's jitted code)", name(c));
  if (!shape || shape->kind == TY_NONE)
    shape = NULL;
  int nd = shape ? (shape->kind == TY_TUPLE ? shape->n : 1) : a->ndim;
  int ns = strides->kind == TY_TUPLE ? strides->n : 1;
  const Type *bad = NULL;
  if (shape && shape->kind == TY_TUPLE) {
    for (int k = 0; k < shape->n; k++)
      if (!is_int_like(shape->elems[k]))
        bad = shape;
  } else if (shape && !is_int_like(shape)) {
    bad = shape;
  }
  if (strides->kind == TY_TUPLE) {
    for (int k = 0; k < strides->n; k++)
      if (!is_int_like(strides->elems[k]))
        bad = strides;
  } else if (!is_int_like(strides)) {
    bad = strides;
  }
  if (bad)
    return err(c, "%s()'s shape and strides must be tuples of integers, not %s", name(c), bad->name);
  if (nd != ns)
    return err(c, "%s(): mismatch in length of strides and shape", name(c));
  if (nd < 1 || nd > 4)
    return err(c, "%s() makes arrays of 1 to 4 dimensions in arrc, not %d", name(c), nd);
  return type_array(a->elem, nd, 'A');
}

/* ---- methods ----------------------------------------------------------------- */

/* a.item() in host code is a Python number; in jitted code the element. */
static const Type *python_scalar(const Type *e) {
  switch (e->kind) {
  case TY_BOOL: return ty_bool;
  case TY_INT: return e == ty_uint64 ? ty_uint64 : ty_int64;
  case TY_FLOAT: return ty_float64;
  default: return ty_complex128;
  }
}

static const Type *item_indices(CallInfo *c, const Type *a, int first, int n) {
  /* One tuple of integers stands for its elements: a.item((1, 2)). */
  const Type *t = n == 1 ? c->types[first] : NULL;
  if (t && t->kind == TY_TUPLE) {
    for (int k = 0; k < t->n; k++)
      if (!is_int_like(t->elems[k]))
        return err(c, "%s()'s indices must be integers, not %s", name(c), t->name);
    if (t->n != 1 && t->n != a->ndim)
      return err(c, "%s(): incorrect number of indices for array (%d for a %dd array)", name(c), t->n, a->ndim);
    return NULL;
  }
  for (int k = first; k < first + n; k++)
    if (!is_int_like(c->types[k]))
      return err(c, "%s()'s indices must be integers, not %s", name(c), c->types[k]->name);
  if (n > 1 && n != a->ndim)
    return err(c, "%s(): incorrect number of indices for array (%d for a %dd array)", name(c), n, a->ndim);
  return NULL;
}

const Type *t_views_method(CallInfo *c) {
  const Type *a = need_array(c);
  if (a->kind != TY_ARRAY)
    return a;
  const Type *bad;
  switch (c->id) {
  case BI_ARRAY_FILL:
    if (!type_is_number(c->types[0]))
      return err(c, "%s() needs a number, not %s", name(c), c->types[0]->name);
    if (c->types[0]->kind == TY_COMPLEX && a->elem->kind != TY_COMPLEX)
      return err(c, "%s(): a complex value cannot fill an array of %s", name(c), a->elem->name);
    return ty_none;
  case BI_ARRAY_ITEM:
    if (c->nargs && in_jit(c))
      return jit_rejects(c, "index", "no arguments");
    if ((bad = item_indices(c, a, 0, c->nargs)))
      return bad;
    return in_jit(c) ? a->elem : python_scalar(a->elem);
  case BI_ARRAY_TOLIST: {
    /* A 0-d array's tolist() is its scalar; arrc has no 0-d arrays. */
    const Type *t = python_scalar(a->elem);
    for (int k = 0; k < a->ndim; k++)
      t = type_list(t);
    return t;
  }
  case BI_ARRAY_ITEMSET: {
    if (c->nargs > 1 && in_jit(c))
      return jit_rejects(c, "index", "the value alone");
    const Type *v = c->types[c->nargs - 1];
    if (!type_is_number(v))
      return err(c, "%s() needs a number, not %s", name(c), v->name);
    if (v->kind == TY_COMPLEX && a->elem->kind != TY_COMPLEX)
      return err(c, "%s(): a complex value cannot be stored in an array of %s", name(c), a->elem->name);
    if ((bad = item_indices(c, a, 0, c->nargs - 1)))
      return bad;
    return ty_none;
  }
  case BI_ARRAY_VIEW: {
    const Type *d = c->types[0];
    if (d->kind != TY_DTYPE || !d->elem || !type_is_scalar(d->elem))
      return err(c, "%s() needs a NumPy scalar type such as np.int64, not %s", name(c), d->name);
    int oldsize = a->elem->kind == TY_BOOL ? 1 : a->elem->bits / 8;
    int newsize = d->elem->kind == TY_BOOL ? 1 : d->elem->bits / 8;
    char layout = oldsize == newsize || a->layout == 'C' ? a->layout : 'A';
    return type_array(d->elem, a->ndim, layout);
  }
  case BI_ARRAY_CONJ: case BI_ARRAY_CONJUGATE:
    return type_array(a->elem, a->ndim, 'C');
  default:
    return err(c, "%s() is not typed by the views rules", name(c));
  }
}

/* ---- window functions and predicates -------------------------------------------- */

const Type *t_views_window(CallInfo *c) {
  if (!is_int_like(c->types[0]))
    return err(c, "%s()'s M must be an integer, not %s", name(c), c->types[0]->name);
  if (c->id == BI_NP_KAISER && !is_int_like(c->types[1]) && c->types[1]->kind != TY_FLOAT)
    return err(c, "%s()'s beta must be an integer or float, not %s", name(c), c->types[1]->name);
  return type_array(ty_float64, 1, 'C');
}

const Type *t_views_sinc(CallInfo *c) {
  const Type *t = c->types[0], *e = t->kind == TY_ARRAY ? t->elem : t;
  if (!type_is_number(e) || e->kind == TY_COMPLEX)
    return err(c, "%s() needs real numbers or arrays of them, not %s", name(c), t->name);
  if (in_jit(c) && e->kind != TY_FLOAT)
    return err(c, "%s() in jitted code needs floats or arrays of floats, not %s (Numba has no integer sinc)",
               name(c), t->name);
  if (t->kind == TY_ARRAY)
    return type_array(e == ty_float32 ? ty_float32 : ty_float64, t->ndim, 'C');
  return e == ty_float32 && !in_jit(c) ? ty_float32 : ty_float64;
}

const Type *t_views_predicate(CallInfo *c) {
  const Type *t = c->types[0], *e = t->kind == TY_ARRAY ? t->elem : t;
  if (!type_is_number(e))
    return err(c, "%s() needs numbers or arrays of numbers, not %s", name(c), t->name);
  if (c->id == BI_NP_ISCOMPLEXOBJ || c->id == BI_NP_ISREALOBJ)
    return ty_bool;
  if ((c->id == BI_NP_ISCOMPLEX || c->id == BI_NP_ISREAL) && e->kind == TY_BOOL && in_jit(c))
    return err(c, "%s() of booleans is not supported by Numba in jitted code (it cannot access .imag of an "
               "array of bool); use it in host code", name(c));
  if ((c->id == BI_NP_ISPOSINF || c->id == BI_NP_ISNEGINF) && e->kind == TY_COMPLEX)
    return err(c, "%s(): This operation is not supported for %s values because it would be ambiguous.", name(c),
               e->name);
  return t->kind == TY_ARRAY ? type_array(ty_bool, t->ndim, 'C') : ty_bool;
}

/* ---- attributes ------------------------------------------------------------------ */

static const char *const host_flag_fields[] = {"c_contiguous", "f_contiguous", "owndata", "writeable",
                                               "aligned",      "writebackifcopy", "contiguous"};
static const char *const jit_flag_fields[] = {"c_contiguous", "f_contiguous", "contiguous"};

const NamedTupleClass views_flags_class = {"flags", 7, (const char **)host_flag_fields, NULL};
const NamedTupleClass views_jit_flags_class = {"ArrayFlags", 3, (const char **)jit_flag_fields, NULL};

const Type *views_attribute_type(Infer *I, const Instr *at, const Type *array, const char *attr) {
  bool host = func_is_host(infer_func_kind(I));
  if (strcmp(attr, "strides") == 0) {
    const Type *elems[TYPE_MAX_NDIM];
    for (int k = 0; k < array->ndim; k++)
      elems[k] = ty_int64;
    return type_tuple(array->ndim, elems);
  }
  if (strcmp(attr, "itemsize") == 0)
    return ty_int64;
  FuncKind kind = infer_func_kind(I);
  bool gpu = kind == FUNC_KERNEL || kind == FUNC_DEVICE;
  if (gpu && (strcmp(attr, "nbytes") == 0 || strcmp(attr, "flags") == 0))
    return infer_error(I, at->loc, "a.%s is not available in GPU code (kernels and device functions)", attr);
  if (strcmp(attr, "nbytes") == 0)
    return host ? ty_int64
                : infer_error(I, at->loc, "'nbytes' of an array is not supported by Numba in jitted code (Unknown "
                              "attribute 'nbytes' of type %s); use a.size * a.itemsize", array->name);
  if (strcmp(attr, "flags") == 0) {
    const Type *bools[7] = {ty_bool, ty_bool, ty_bool, ty_bool, ty_bool, ty_bool, ty_bool};
    const NamedTupleClass *cls = host ? &views_flags_class : &views_jit_flags_class;
    return type_named_tuple(cls, cls->nfields, bools);
  }
  return NULL;
}
