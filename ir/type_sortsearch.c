/* The typing rules of NumPy's sorting, searching and counting functions
 * (type_sortsearch.h). Host code takes NumPy 1.24's arguments; jitted
 * code takes what Numba 0.56 takes, and a rule names what Numba refuses
 * as not allowed there. Arrays of complex numbers are refused: their
 * order (real part, then imaginary part) is not built yet. */
#include <stdio.h>
#include <string.h>

#include "rt_sortsearch.h"
#include "type_sortsearch.h"

static bool is_host(const CallInfo *c) { return func_is_host(c->where); }

/* "np.sort()" or "array.sort()" for messages. */
static const char *name(const CallInfo *c) {
  return arena_printf(infer_arena(c->I), "%s()", builtin_display_name(c->id));
}

static const Type *kwtype(const CallInfo *c, const char *kw, const Instr **value) {
  for (int k = 0; k < c->nkw; k++)
    if (strcmp(c->kwnames[k], kw) == 0) {
      if (value)
        *value = c->kwargs[k];
      return c->kwtypes[k];
    }
  return NULL;
}

/* The array argument (a method's object, else the first argument). */
static const Type *array_arg(const CallInfo *c) { return c->receiver ? c->receiver->type : c->types[0]; }

/* An array of real numbers (bool, ints, floats), or the error why not. */
static bool real_array(CallInfo *c, const Type *a, const char *what) {
  if (a->kind != TY_ARRAY) {
    call_error(c, "%s needs an array%s, not %s", name(c), what, a->name);
    return false;
  }
  if (a->elem->kind == TY_COMPLEX) {
    call_error(c, "%s of an array of %s is not supported by arrc yet", name(c), a->elem->name);
    return false;
  }
  return true;
}

static bool is_const_none(const Instr *i) { return i && ir_resolve((Instr *)i)->op == IR_CONST_NONE; }

static const Instr *const_str(const Instr *i) {
  i = i ? ir_resolve((Instr *)i) : NULL;
  return i && i->op == IR_CONST_STR ? i : NULL;
}

int sortsearch_kind(const Instr *kind, bool jit) {
  if (!kind || is_const_none(kind))
    return jit ? ARRC_SORT_NB_QUICK : ARRC_SORT_QUICK;
  const Instr *s = const_str(kind);
  if (!s || !s->imm.str.len)
    return -1;
  if (jit)
    return strcmp(s->imm.str.s, "quicksort") == 0   ? ARRC_SORT_NB_QUICK
           : strcmp(s->imm.str.s, "mergesort") == 0 ? ARRC_SORT_NB_MERGE
                                                     : -1;
  /* NumPy reads the first letter only (PyArray_SortkindConverter). */
  switch (s->imm.str.s[0]) {
  case 'q': case 'Q': return ARRC_SORT_QUICK;
  case 'h': case 'H': return ARRC_SORT_HEAP;
  case 'm': case 'M': case 's': case 'S': return ARRC_SORT_STABLE;
  default: return -1;
  }
}

/* np.sort(a, axis=-1, kind=None), np.argsort, a.sort(), a.argsort(). */
const Type *t_np_sort(CallInfo *c) {
  const Type *a = array_arg(c);
  if (!real_array(c, a, ""))
    return ty_error;
  bool method = c->receiver != NULL;
  bool argsort = c->id == BI_NP_ARGSORT || c->id == BI_ARRAY_ARGSORT;
  int axispos = method ? 0 : 1;
  const Instr *axis = axispos < c->nargs ? c->args[axispos] : NULL;
  const Type *axis_t = axis ? c->types[axispos] : NULL;
  const Instr *kind = NULL;
  kwtype(c, "kind", &kind);
  if (!is_host(c)) {
    if (axis)
      return call_error(c, "%s with an axis is not allowed in jitted code: Numba's %s sorts %s", name(c), name(c),
                  argsort ? "a 1-D array" : "along the last axis");
    if (kind && !argsort)
      return call_error(c, "%s with kind= is not allowed in jitted code: Numba's %s takes %s", name(c), name(c),
                  method ? "no arguments" : "the array alone");
    if (argsort && a->ndim != 1)
      return call_error(c, "%s of a %d-D array is not allowed in jitted code: Numba's argsort takes 1-D arrays",
                  name(c), a->ndim);
  }
  if (kind && sortsearch_kind(kind, !is_host(c)) < 0)
    return call_error(c, is_host(c) ? "%s's kind must be a constant string, one of 'quicksort', 'mergesort', "
                                "'heapsort' or 'stable'"
                              : "%s's kind must be a constant 'quicksort' or 'mergesort' in jitted code",
                name(c));
  bool flat = axis_t && axis_t->kind == TY_NONE;
  if (axis_t && !flat && !type_is_int(axis_t))
    return call_error(c, "%s's axis must be an integer or None, not %s", name(c), axis_t->name);
  if (flat && c->id == BI_ARRAY_SORT)
    return call_error(c, "array.sort()'s axis must be an integer, not None");
  if (c->id == BI_ARRAY_SORT)
    return ty_none;
  return type_array(argsort ? ty_int64 : a->elem, flat ? 1 : a->ndim, 'C');
}

/* np.partition(a, kth): a copy with element kth of each last-axis line
 * where sorting would put it. */
const Type *t_np_partition(CallInfo *c) {
  const Type *a = c->types[0];
  if (!real_array(c, a, ""))
    return ty_error;
  if (!type_is_int(c->types[1]) && c->types[1] != ty_bool)
    return call_error(c, "np.partition()'s kth must be an integer, not %s", c->types[1]->name);
  return type_array(a->elem, a->ndim, 'C');
}

/* np.searchsorted(a, v, side='left'): positions in the 1-D a. */
const Type *t_np_searchsorted(CallInfo *c) {
  const Type *a = c->types[0], *v = c->types[1];
  if (!real_array(c, a, ""))
    return ty_error;
  if (a->ndim != 1)
    return call_error(c, "np.searchsorted() needs a 1-D array, not a %d-D one: object too deep for desired array",
                a->ndim);
  if (!(v->kind == TY_ARRAY ? v->elem : v) || !type_is_number(v->kind == TY_ARRAY ? v->elem : v) ||
      (v->kind == TY_ARRAY ? v->elem : v)->kind == TY_COMPLEX)
    return call_error(c, "np.searchsorted()'s v must be a real number or an array of them, not %s", v->name);
  if (c->nargs > 2) {
    const Instr *s = const_str(c->args[2]);
    if (!s || (strcmp(s->imm.str.s, "left") != 0 && strcmp(s->imm.str.s, "right") != 0))
      return call_error(c, "np.searchsorted()'s side must be a constant 'left' or 'right'");
  }
  return v->kind == TY_ARRAY ? type_array(ty_int64, v->ndim, 'C') : ty_int64;
}

/* np.digitize(x, bins, right=False). */
const Type *t_np_digitize(CallInfo *c) {
  const Type *x = c->types[0], *bins = c->types[1];
  if (x->kind == TY_ARRAY && x->elem->kind == TY_COMPLEX)
    return call_error(c, "np.digitize(): x may not be complex");
  if (!real_array(c, x, " of values") || !real_array(c, bins, " of bins"))
    return ty_error;
  if (bins->ndim != 1)
    return call_error(c, "np.digitize()'s bins must be a 1-D array, not a %d-D one", bins->ndim);
  if (c->nargs > 2 && c->types[2] != ty_bool)
    return call_error(c, "np.digitize()'s right must be a bool, not %s", c->types[2]->name);
  return type_array(ty_int64, x->ndim, 'C');
}

/* A constant bool argument, false when absent; -1 when not constant. */
static int const_flag(const Instr *i) {
  if (!i || is_const_none(i))
    return 0;
  i = ir_resolve((Instr *)i);
  return i->op == IR_CONST_BOOL || i->op == IR_CONST_INT ? i->imm.i != 0 : -1;
}

/* np.unique(ar, return_index, return_inverse, return_counts, axis=None):
 * the values, then each array asked for, as NumPy's tuple. */
const Type *t_np_unique(CallInfo *c) {
  const Type *a = c->types[0];
  if (!real_array(c, a, ""))
    return ty_error;
  if (!is_host(c) && c->nargs > 1)
    return call_error(c, "np.unique() with more than the array is not allowed in jitted code: Numba's np.unique takes "
                   "the array alone");
  const Type *elems[4] = {type_array(a->elem, 1, 'C')};
  int n = 1;
  for (int k = 1; k < c->nargs && k < 4; k++) {
    int f = const_flag(c->args[k]);
    if (f < 0)
      return call_error(c, "np.unique()'s return flags must be constant True or False");
    if (f)
      elems[n++] = type_array(ty_int64, 1, 'C');
  }
  if (c->nargs > 4 && !is_const_none(c->args[4]))
    return call_error(c, "np.unique() with an axis is not supported by arrc yet");
  return n == 1 ? elems[0] : type_tuple(n, elems);
}

/* np.intersect1d(ar1, ar2): the sorted common values. */
const Type *t_np_intersect1d(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (!real_array(c, a, "") || !real_array(c, b, ""))
    return ty_error;
  const Type *e = type_arith_result(a->elem, b->elem);
  if (a->elem == b->elem)
    e = a->elem;
  return type_array(e, 1, 'C');
}

/* np.nonzero(a), a.nonzero(), np.where(a), np.argwhere(a),
 * np.flatnonzero(a). */
const Type *t_np_nonzero(CallInfo *c) {
  const Type *a = array_arg(c);
  if (a->kind != TY_ARRAY || !type_is_number(a->elem))
    return call_error(c, "%s needs an array, not %s", name(c), a->name);
  if (c->id == BI_NP_ARGWHERE)
    return type_array(ty_int64, 2, 'C');
  if (c->id == BI_NP_FLATNONZERO)
    return type_array(ty_int64, 1, 'C');
  const Type *elems[TYPE_MAX_NDIM];
  int nd = a->ndim ? a->ndim : 1;
  for (int k = 0; k < nd; k++)
    elems[k] = type_array(ty_int64, 1, 'C');
  return type_tuple(nd, elems);
}

/* np.count_nonzero(a, axis=None): an int, or counts along an axis. */
const Type *t_np_count_nonzero(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || !type_is_number(a->elem))
    return call_error(c, "np.count_nonzero() needs an array, not %s", a->name);
  if (c->nargs < 2 || c->types[1]->kind == TY_NONE)
    return ty_int64;
  if (!is_host(c))
    return call_error(c, "np.count_nonzero() with an axis is not supported in jitted code by arrc yet");
  if (!type_is_int(c->types[1]))
    return call_error(c, "np.count_nonzero()'s axis must be an integer or None, not %s", c->types[1]->name);
  return a->ndim == 1 ? ty_int64 : type_array(ty_int64, a->ndim - 1, 'C');
}

/* np.extract(condition, arr). */
const Type *t_np_extract(CallInfo *c) {
  const Type *cond = c->types[0], *a = c->types[1];
  if (cond->kind != TY_ARRAY || a->kind != TY_ARRAY || !type_is_number(cond->elem))
    return call_error(c, "np.extract() needs two arrays, not %s and %s", cond->name, a->name);
  return type_array(a->elem, 1, 'C');
}

/* np.bincount(x, weights=None, minlength=0). */
const Type *t_np_bincount(CallInfo *c) {
  const Type *x = c->types[0];
  if (x->kind != TY_ARRAY)
    return call_error(c, "np.bincount() needs an array, not %s", x->name);
  if (x->ndim != 1)
    return call_error(c, "np.bincount() needs a 1-D array: object too deep for desired array");
  if (!(x->elem->kind == TY_BOOL || (type_is_int(x->elem) && (x->elem->is_signed || x->elem->bits < 64))))
    return call_error(c, "np.bincount(): Cannot cast array data from dtype('%s') to dtype('int64') according to the "
                   "rule 'safe'", x->elem->name);
  if (!is_host(c) && x->elem->kind == TY_BOOL)
    return call_error(c, "np.bincount() of a bool array is not allowed in jitted code: Numba's takes integers");
  const Type *w = c->nargs > 1 ? c->types[1] : NULL;
  if (w && w->kind == TY_NONE)
    w = NULL;
  if (w && (w->kind != TY_ARRAY || w->ndim != 1 || !type_is_number(w->elem) || w->elem->kind == TY_COMPLEX))
    return call_error(c, "np.bincount()'s weights must be a 1-D array of real numbers, not %s", w->name);
  if (c->nargs > 2 && !type_is_int(c->types[2]))
    return call_error(c, "np.bincount()'s minlength must be an integer, not %s", c->types[2]->name);
  return type_array(w ? ty_float64 : ty_int64, 1, 'C');
}

/* np.histogram(a, bins=10, range=None, density=None): (counts, edges). */
const Type *t_np_histogram(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || !type_is_number(a->elem))
    return call_error(c, "np.histogram() needs an array, not %s", a->name);
  if (a->elem->kind == TY_COMPLEX)
    return call_error(c, "np.histogram() of %s is not supported by arrc: NumPy drops the imaginary parts with a "
                   "ComplexWarning", a->elem->name);
  const Type *bins = c->nargs > 1 ? c->types[1] : ty_int64;
  const Type *edges;
  if (bins->kind == TY_ARRAY) {
    if (bins->ndim != 1 || bins->elem->kind == TY_COMPLEX)
      return call_error(c, "np.histogram()'s bins must be an int or a 1-D array: `bins` must be 1d, when an array");
    edges = bins->elem;
  } else if (type_is_int(bins)) {
    edges = a->elem == ty_float32 ? ty_float32 : ty_float64;
  } else {
    return call_error(c, "np.histogram()'s bins must be an int or a 1-D array, not %s", bins->name);
  }
  if (c->nargs > 2) {
    const Type *r = c->types[2];
    if (r->kind != TY_NONE &&
        (r->kind != TY_TUPLE || r->n != 2 || !type_is_number(r->elems[0]) || !type_is_number(r->elems[1])))
      return call_error(c, "np.histogram()'s range must be a tuple of two numbers, not %s", r->name);
  }
  bool density = false;
  if (c->nargs > 3) {
    if (!is_host(c))
      return call_error(c, "np.histogram() with density= is not allowed in jitted code: Numba's takes the first 3 "
                     "arguments");
    int f = const_flag(c->args[3]);
    if (f < 0)
      return call_error(c, "np.histogram()'s density must be a constant True, False or None");
    density = f;
  }
  if (!is_host(c) && bins->kind == TY_INT)
    edges = ty_float64;
  const Type *two[2] = {type_array(density ? ty_float64 : ty_int64, 1, 'C'), type_array(edges, 1, 'C')};
  return type_tuple(2, two);
}

/* a.__contains__(x). */
const Type *t_array_contains(CallInfo *c) {
  if (!type_is_number(c->types[0]))
    return call_error(c, "array.__contains__() needs a number, not %s", c->types[0]->name);
  return ty_bool;
}
