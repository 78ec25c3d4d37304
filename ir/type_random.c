/* Typing rules of np.random's distributions and sampling functions. Host
 * code follows NumPy 1.24's RandomState, jitted code Numba 0.56, which
 * takes a narrower set of arguments (no p= for choice, both parameters of
 * gumbel, an integer n for binomial and negative_binomial). */
#include "type_random.h"

#include <stdarg.h>
#include <string.h>

#include "rt_random_dist.h"
#include "util.h"

typedef struct {
  int dist;       /* ARRC_DIST_* + 1; 0 for rows that are no distribution */
  int nparams;
  bool discrete;
} DistRow;

static const DistRow dist_rows[BI_COUNT] = {
#define DIST_ROW(N, n, k, d) [BI_NP_RANDOM_##N] = {ARRC_DIST_##N + 1, k, d},
    ARRC_RANDOM_DISTS(DIST_ROW)
#undef DIST_ROW
};

int random_dist_of(BuiltinId id) { return id > BI_NONE && id < BI_COUNT ? dist_rows[id].dist - 1 : -1; }

static bool jitted(CallInfo *c) { return c->where == FUNC_JIT || c->where == FUNC_UFUNC; }

/* The type of argument k, or NULL when left out. */
static const Type *arg(CallInfo *c, int k) { return k < c->nargs ? c->types[k] : NULL; }

static bool is_none(const Type *t) { return !t || t->kind == TY_NONE; }

int random_size_ndim(CallInfo *c, const Type *t) {
  if (is_none(t))
    return 0;
  if (type_is_int(t))
    return 1;
  if (t->kind == TY_TUPLE && t->n >= 1 && t->n <= 4) {
    for (int k = 0; k < t->n; k++)
      if (!type_is_int(t->elems[k]))
        goto bad;
    return t->n;
  }
bad:
  call_error(c, "size must be None, an int or a tuple of 1 to 4 ints, not %s", t->name);
  return -1;
}

/* A list of ints or floats (what NumPy makes a 1-D array of). */
static bool numeric_list(const Type *t) {
  return t->kind == TY_LIST && t->elem && (type_is_int(t->elem) || type_is_float(t->elem));
}

static const Type *scalar_or_array(CallInfo *c, const Type *elem, const Type *size) {
  int nd = random_size_ndim(c, size);
  if (nd < 0)
    return ty_error;
  return nd == 0 ? elem : type_array(elem, nd, 'C');
}

/* True when argument k is a default that inference filled in because a
 * later parameter came by keyword (builtin_order_arguments gives it the
 * call's own location). */
static bool filled_default(CallInfo *c, int k) {
  SrcLoc a = c->args[k]->loc, call = c->call->loc;
  return a.line == call.line && a.col == call.col && a.end_line == call.end_line && a.end_col == call.end_col;
}

const Type *t_random_dist(CallInfo *c) {
  const DistRow *row = &dist_rows[c->id];
  const char *name = builtin_display_name(c->id);
  for (int k = 0; k < row->nparams && k < c->nargs; k++) {
    const Type *t = c->types[k];
    if (t->kind == TY_ARRAY || t->kind == TY_LIST || t->kind == TY_TUPLE)
      return call_error(c, "%s() with array parameters (broadcast against each other) is not supported by arrc; "
                 "draw in a loop, one call per element", name);
    if (!type_is_int(t) && !type_is_float(t) && t->kind != TY_BOOL)
      return call_error(c, "%s() needs numbers as its parameters, not %s", name, t->name);
  }
  if (jitted(c)) {
    int id = row->dist - 1;
    /* Numba's typing has no defaults for gumbel; integer parameters (binomial's n)
     * given as floats are truncated there as in NumPy. */
    if (id == ARRC_DIST_GUMBEL && c->nargs < 2)
      return call_error(c, "%s() needs both loc and scale in jitted code (Numba has no defaults for them)", name);
    /* Numba's size= forms take every parameter: exponential(size=3) has
     * no implementation there, exponential(1.0, 3) has. */
    if (!is_none(arg(c, row->nparams)))
      for (int k = 0; k < row->nparams; k++)
        if (k >= c->nargs || filled_default(c, k))
          return call_error(c, "%s() with size= is not allowed in jitted code without all %d of its parameters "
                     "(Numba has no defaults there); pass them all", name, row->nparams);
  }
  return scalar_or_array(c, row->discrete ? ty_int64 : ty_float64, arg(c, row->nparams));
}

/* choice(a, size=None, replace=True, p=None) */
const Type *t_random_choice(CallInfo *c) {
  const Type *a = c->types[0];
  const Type *elem;
  if (type_is_int(a))
    elem = ty_int64;
  else if (numeric_list(a) && !jitted(c))
    elem = a->elem; /* NumPy's np.array of the list */
  else if (a->kind == TY_ARRAY && (a->ndim == 1 || !jitted(c)))
    elem = a->elem; /* NumPy's ValueError for more dimensions comes at run time */
  else if (a->kind == TY_ARRAY)
    return call_error(c, "np.random.choice() draws from a 1-D array in jitted code, not %s", a->name);
  else
    return call_error(c, "np.random.choice() needs an int or a 1-D array as its population, not %s", a->name);
  const Type *p = arg(c, 3);
  if (!is_none(p)) {
    if (jitted(c))
      return call_error(c, "np.random.choice()'s p= is not allowed in jitted code (Numba's choice takes a, size and "
                 "replace); draw in host code or build the cumulative sum yourself");
    if (!(p->kind == TY_ARRAY && p->ndim == 1 && (type_is_float(p->elem) || type_is_int(p->elem))) && !numeric_list(p))
      return call_error(c, "np.random.choice()'s p= must be a 1-D array of probabilities, not %s", p->name);
  }
  const Type *r = arg(c, 2);
  if (!is_none(r) && r->kind != TY_BOOL && !type_is_int(r))
    return call_error(c, "np.random.choice()'s replace= must be a bool, not %s", r->name);
  return scalar_or_array(c, elem, arg(c, 1));
}

const Type *t_random_permutation(CallInfo *c) {
  const Type *x = c->types[0];
  if (type_is_int(x))
    return type_array(ty_int64, 1, 'C');
  if (x->kind == TY_ARRAY && x->ndim >= 1)
    return type_array(x->elem, x->ndim, 'C');
  return call_error(c, "np.random.permutation() needs an int or an array, not %s", x->name);
}

const Type *t_random_shuffle(CallInfo *c) {
  const Type *x = c->types[0];
  if (x->kind != TY_ARRAY || x->ndim < 1)
    return call_error(c, "np.random.shuffle() shuffles an array in place, not %s", x->name);
  return ty_none;
}

static bool numeric_1d(const Type *t) {
  return (t->kind == TY_ARRAY && t->ndim == 1 && (type_is_float(t->elem) || type_is_int(t->elem))) || numeric_list(t);
}

static const Type *with_last_axis(CallInfo *c, const Type *elem, const Type *size) {
  int nd = random_size_ndim(c, size);
  return nd < 0 ? ty_error : type_array(elem, nd + 1, 'C');
}

const Type *t_random_dirichlet(CallInfo *c) {
  if (!numeric_1d(c->types[0]))
    return call_error(c, "np.random.dirichlet()'s alpha must be a 1-D array or a list of numbers, not %s", c->types[0]->name);
  return with_last_axis(c, ty_float64, arg(c, 1));
}

const Type *t_random_multinomial(CallInfo *c) {
  if (!type_is_int(c->types[0]) && !type_is_float(c->types[0]) && c->types[0]->kind != TY_BOOL)
    return call_error(c, "np.random.multinomial()'s n must be an integer, not %s", c->types[0]->name);
  if (!numeric_1d(c->types[1]))
    return call_error(c, "np.random.multinomial()'s pvals must be a 1-D array or a list of numbers, not %s", c->types[1]->name);
  return with_last_axis(c, ty_int64, arg(c, 2));
}

/* ---- np.random.default_rng's Generator ----------------------------------------- */

const Type *t_default_rng(CallInfo *c) {
  const Type *s = arg(c, 0);
  if (!is_none(s) && !type_is_int(s) && s->kind != TY_BOOL)
    return call_error(c, "np.random.default_rng() takes an integer seed or None here, not %s "
               "(SeedSequence, BitGenerator and array seeds are not supported by arrc yet)", s->name);
  return ty_generator;
}

/* A dtype= given as np.float32 / np.int64 (a class value), or dflt. */
static const Type *dtype_of(CallInfo *c, int k, const Type *dflt) {
  const Type *t = arg(c, k);
  if (is_none(t))
    return dflt;
  if (t->kind == TY_DTYPE && !t->n)
    return t->elem;
  call_error(c, "dtype must be a NumPy type such as np.float32, not %s", t->name);
  return NULL;
}

const Type *t_generator_method(CallInfo *c) {
  const char *name = builtin_display_name(c->id);
  switch (c->id) {
  case BI_NP_RANDOM_GENERATOR_RANDOM: {
    const Type *dt = dtype_of(c, 1, ty_float64);
    if (!dt)
      return ty_error;
    if (dt != ty_float64 && dt != ty_float32)
      return call_error(c, "Unsupported dtype %s for random", dt->name);
    /* NumPy returns a float32 draw without size= as a Python float;
     * Numba keeps it a float32. */
    if (is_none(arg(c, 0)) && !jitted(c))
      return ty_float64;
    return scalar_or_array(c, dt, arg(c, 0));
  }
  case BI_NP_RANDOM_GENERATOR_INTEGERS: {
    const Type *dt = dtype_of(c, 3, ty_int64);
    if (!dt)
      return ty_error;
    if (dt != ty_int64)
      return call_error(c, "%s() makes int64 numbers in arrc; dtype=%s is not supported yet", name, dt->name);
    for (int k = 0; k < 2 && k < c->nargs; k++)
      if (!is_none(c->types[k]) && !type_is_int(c->types[k]) && c->types[k]->kind != TY_BOOL)
        return call_error(c, "%s() needs integer bounds, not %s", name, c->types[k]->name);
    return scalar_or_array(c, ty_int64, arg(c, 2));
  }
  case BI_NP_RANDOM_GENERATOR_UNIFORM:
    for (int k = 0; k < 2 && k < c->nargs; k++)
      if (!type_is_int(c->types[k]) && !type_is_float(c->types[k]) && c->types[k]->kind != TY_BOOL)
        return call_error(c, "%s() with array bounds is not supported by arrc; draw in a loop", name);
    return scalar_or_array(c, ty_float64, arg(c, 2));
  case BI_NP_RANDOM_GENERATOR_CHOICE:
    return t_random_choice(c);
  case BI_NP_RANDOM_GENERATOR_SHUFFLE:
    return t_random_shuffle(c);
  case BI_NP_RANDOM_GENERATOR_PERMUTATION:
    return t_random_permutation(c);
  default:
    return call_error(c, "%s() is not supported by arrc yet", name);
  }
}
