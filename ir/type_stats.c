/* The typing rules of NumPy's statistics (np.var, std, median,
 * percentile, quantile, the nan-ignoring reductions, np.ptp): the dtype
 * and shape NumPy 1.24 gives in host code, with its axis=, ddof=,
 * keepdims= and method=, and the ones Numba 0.56 gives in jitted code,
 * where Numba takes the array alone (and q for the quantiles). */
#include <string.h>

#include "arrc_abi.h"
#include "type_stats.h"

typedef struct {
  BuiltinId id;
  StatsParams p;
} StatsRow;

/* Positions after the array: q, axis, dtype, ddof, keepdims (the rows'
 * params in ir/builtins.def, less the parameters arrc does not take). */
static const StatsRow rows[] = {
  {BI_NP_VAR, {ARRC_STATS_VAR, -1, 0, 1, 2, 3, false}},
  {BI_NP_STD, {ARRC_STATS_STD, -1, 0, 1, 2, 3, false}},
  {BI_ARRAY_VAR, {ARRC_STATS_VAR, -1, 0, 1, 2, 3, false}},
  {BI_ARRAY_STD, {ARRC_STATS_STD, -1, 0, 1, 2, 3, false}},
  {BI_NP_NANVAR, {ARRC_STATS_NANVAR, -1, 0, 1, 2, 3, false}},
  {BI_NP_NANSTD, {ARRC_STATS_NANSTD, -1, 0, 1, 2, 3, false}},
  {BI_NP_MEDIAN, {ARRC_STATS_MEDIAN, -1, 0, -1, -1, 1, false}},
  {BI_NP_NANMEDIAN, {ARRC_STATS_NANMEDIAN, -1, 0, -1, -1, 1, false}},
  {BI_NP_PERCENTILE, {ARRC_STATS_QUANTILE, 0, 1, -1, -1, 2, true}},
  {BI_NP_QUANTILE, {ARRC_STATS_QUANTILE, 0, 1, -1, -1, 2, false}},
  {BI_NP_NANPERCENTILE, {ARRC_STATS_NANQUANTILE, 0, 1, -1, -1, 2, true}},
  {BI_NP_NANQUANTILE, {ARRC_STATS_NANQUANTILE, 0, 1, -1, -1, 2, false}},
  {BI_NP_NANMEAN, {ARRC_STATS_NANMEAN, -1, 0, 1, -1, 2, false}},
  {BI_NP_NANSUM, {ARRC_STATS_NANSUM, -1, 0, 1, -1, 2, false}},
  {BI_NP_NANPROD, {ARRC_STATS_NANPROD, -1, 0, 1, -1, 2, false}},
  {BI_NP_NANMAX, {ARRC_STATS_NANMAX, -1, 0, -1, -1, 1, false}},
  {BI_NP_NANMIN, {ARRC_STATS_NANMIN, -1, 0, -1, -1, 1, false}},
  {BI_NP_PTP, {ARRC_STATS_PTP, -1, 0, -1, -1, 1, false}},
  {BI_ARRAY_PTP, {ARRC_STATS_PTP, -1, 0, -1, -1, 1, false}},
};

const StatsParams *stats_params(BuiltinId id) {
  for (size_t k = 0; k < sizeof rows / sizeof *rows; k++)
    if (rows[k].id == id)
      return &rows[k].p;
  return NULL;
}

static const char *name(CallInfo *c) { return builtin_display_name(c->id); }

/* The argument at position pos after the array, or NULL when it is absent
 * or None. */
static const Instr *given(CallInfo *c, int pos, const Type **type) {
  int k = pos < 0 ? -1 : pos + (c->receiver ? 0 : 1);
  if (k < 0 || k >= c->nargs || c->types[k]->kind == TY_NONE)
    return NULL;
  if (type)
    *type = c->types[k];
  return c->args[k];
}

/* The element type of NumPy's float results: float32 stays float32,
 * everything else becomes float64. */
static const Type *float_of(const Type *e) { return e == ty_float32 ? ty_float32 : ty_float64; }

/* The sums' accumulation type (np.sum's): bool and signed integers in
 * int64, unsigned ones in uint64, floats in their own. */
static const Type *sum_type(const Type *e) {
  return e->kind == TY_BOOL || (e->kind == TY_INT && e->is_signed) ? ty_int64 : e->kind == TY_INT ? ty_uint64 : e;
}

/* The element type of op's result over elements e. */
static const Type *result_elem(CallInfo *c, int op, const Type *e) {
  bool host = func_is_host(c->where), fl = e->kind == TY_FLOAT;
  switch (op) {
  case ARRC_STATS_VAR: case ARRC_STATS_STD:
    return float_of(e);
  case ARRC_STATS_MEDIAN: case ARRC_STATS_NANMEAN: case ARRC_STATS_NANVAR: case ARRC_STATS_NANSTD:
  case ARRC_STATS_NANMEDIAN:
    return host ? float_of(e) : ty_float64;
  case ARRC_STATS_QUANTILE: case ARRC_STATS_NANQUANTILE:
    /* Float64 even for float32 arrays: NumPy's interpolation weights are
     * float64 arrays or scalars, which promote. */
    return ty_float64;
  case ARRC_STATS_NANSUM: case ARRC_STATS_NANPROD:
    return fl ? e : host ? sum_type(e) : ty_int64;
  case ARRC_STATS_NANMAX: case ARRC_STATS_NANMIN:
    return e;
  case ARRC_STATS_PTP:
    if (host)
      return e;
    /* Numba's max - min: int64 for signed integers, and its unification
     * with the NaN branch makes floats and unsigned integers float64. */
    return e->kind == TY_INT && e->is_signed ? ty_int64 : ty_float64;
  default:
    return ty_float64;
  }
}

static bool const_bool(const Instr *v, bool *out) {
  v = ir_resolve(v);
  if (v->op != IR_CONST_BOOL)
    return false;
  *out = v->imm.i != 0;
  return true;
}

const Type *t_stats(CallInfo *c) {
  const StatsParams *p = stats_params(c->id);
  const Type *a = c->receiver ? c->receiver->type : c->types[0];
  if (!p)
    return infer_error(c->I, c->call->loc, "%s() has no typing rule", name(c));
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, c->call->loc, "%s() needs an array, not %s", name(c), a->name);
  const Type *e = a->elem;
  if (e->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "%s() of complex arrays is not supported by arrc yet", name(c));
  if (p->op == ARRC_STATS_PTP && e->kind == TY_BOOL)
    return infer_error(c->I, c->call->loc, func_is_host(c->where)
                       ? "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                         "operator, or the logical_xor function instead (%s() of a bool array)"
                       : "%s() of a bool array: Boolean dtype is unsupported (as per NumPy)", name(c));
  /* NumPy interpolates percentiles by subtracting neighbours, which bool
   * arrays refuse. */
  if ((p->op == ARRC_STATS_QUANTILE || p->op == ARRC_STATS_NANQUANTILE) && e->kind == TY_BOOL &&
      func_is_host(c->where))
    return infer_error(c->I, c->call->loc, "numpy boolean subtract, the `-` operator, is not supported, use the "
                       "bitwise_xor, the `^` operator, or the logical_xor function instead (%s() of a bool array)",
                       name(c));
  int base = c->receiver ? 0 : 1;
  int nfixed = base + (p->q >= 0 ? 1 : 0);
  if (!func_is_host(c->where) && (c->nargs > nfixed || c->nkw > 0))
    return infer_error(c->I, c->call->loc, "%s() in jitted code takes %s: Numba supports no other argument for it; "
                       "use axis=, ddof=, keepdims= or method= in host code", name(c),
                       p->q >= 0 ? "the array and q" : c->receiver ? "no arguments" : "the array alone");
  bool qarray = false;
  const Type *qt = NULL;
  if (p->q >= 0) {
    if (!given(c, p->q, &qt))
      return infer_error(c->I, c->call->loc, "%s() needs q", name(c));
    if (qt->kind == TY_LIST)
      qt = qt->elem;
    else if (qt->kind == TY_ARRAY && qt->ndim == 1)
      qt = qt->elem, qarray = true;
    qarray |= c->types[base + p->q]->kind == TY_LIST;
    if (!qt || !type_is_number(qt) || qt->kind == TY_COMPLEX)
      return infer_error(c->I, c->call->loc, "%s()'s q must be a number, a list of numbers or a 1-D array, not %s",
                         name(c), c->types[base + p->q]->name);
  }
  const Type *axis = NULL;
  if (given(c, p->axis, &axis) && !type_is_int(axis))
    return infer_error(c->I, c->call->loc, "%s()'s axis must be an integer, not %s (arrc takes one axis)", name(c),
                       axis->name);
  bool keepdims = false;
  const Instr *kd = given(c, p->keepdims, NULL);
  if (kd && !const_bool(kd, &keepdims))
    return infer_error(c->I, c->call->loc, "%s()'s keepdims must be the constant True or False", name(c));
  const Type *ddof = NULL;
  if (given(c, p->ddof, &ddof) && !(type_is_int(ddof) || ddof->kind == TY_FLOAT || ddof->kind == TY_BOOL))
    return infer_error(c->I, c->call->loc, "%s()'s ddof must be a number, not %s", name(c), ddof->name);
  const Type *r = result_elem(c, p->op, e);
  const Type *dt = NULL;
  if (given(c, p->dtype, &dt)) {
    if (dt->kind != TY_DTYPE || dt->elem != r)
      return infer_error(c->I, c->call->loc, "%s() with dtype= other than %s (its default here) is not supported "
                         "by arrc yet", name(c), r->name);
  }
  const Instr *method = NULL;
  for (int k = 0; k < c->nkw; k++)
    if (strcmp(c->kwnames[k], "method") == 0)
      method = ir_resolve(c->kwargs[k]);
  if (method && !(method->op == IR_CONST_STR && strcmp(method->imm.str.s, "linear") == 0))
    return infer_error(c->I, c->call->loc, "%s() with a method other than 'linear' is not supported by arrc yet",
                       name(c));
  int nd = keepdims ? a->ndim : axis ? a->ndim - 1 : 0;
  nd += qarray;
  return nd ? type_array(r, nd, 'C') : r;
}

/* np.nancumsum and np.nancumprod: np.cumsum's and np.cumprod's types;
 * Numba takes the array alone. */
const Type *t_stats_cumulative(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, c->call->loc, "%s() needs an array, not %s", name(c), a->name);
  if (a->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "%s() of complex arrays is not supported by arrc yet", name(c));
  if (!func_is_host(c->where) && (c->nargs > 1 || c->nkw > 0))
    return infer_error(c->I, c->call->loc, "%s() in jitted code takes the array alone: Numba supports no axis "
                       "for it; accumulate along an axis in host code", name(c));
  const Type *axis = c->nargs > 1 && c->types[1]->kind != TY_NONE ? c->types[1] : NULL;
  if (axis && !type_is_int(axis))
    return infer_error(c->I, c->call->loc, "%s()'s axis must be an integer, not %s", name(c), axis->name);
  const Type *r = sum_type(a->elem);
  if (c->nargs > 2 && c->types[2]->kind != TY_NONE && !(c->types[2]->kind == TY_DTYPE && c->types[2]->elem == r))
    return infer_error(c->I, c->call->loc, "%s() with dtype= other than %s (its default here) is not supported "
                       "by arrc yet", name(c), r->name);
  return type_array(r, axis ? a->ndim : 1, 'C');
}

/* ---- differences, interpolation, convolution, comparisons -------------------- */

/* A 1-D sequence of numbers: an array or a list (lists become float64
 * arrays when lowered, or keep their integers for convolve). */
static const Type *numbers_1d(CallInfo *c, int k, const char *what) {
  const Type *t = c->types[k];
  if (t->kind == TY_ARRAY && t->ndim == 1 && type_is_number(t->elem) && t->elem->kind != TY_COMPLEX)
    return t->elem;
  if (t->kind == TY_LIST && t->elem && type_is_number(t->elem) && t->elem->kind != TY_COMPLEX)
    return t->elem;
  infer_error(c->I, c->call->loc, "%s()'s %s must be a 1-D array or a list of real numbers, not %s", name(c), what,
              t->name);
  return NULL;
}

/* np.diff(a, n=1, axis=-1): a's dtype and rank; Numba takes a and n. */
const Type *t_stats_diff(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || !type_is_number(a->elem) || a->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "diff() needs an array of real numbers, not %s", a->name);
  if (!func_is_host(c->where) && c->nargs > 2)
    return infer_error(c->I, c->call->loc, "diff() in jitted code takes the array and n: Numba supports no axis "
                       "for it; use axis= in host code");
  if (c->nargs > 1 && !type_is_int(c->types[1]))
    return infer_error(c->I, c->call->loc, "diff()'s n must be an integer, not %s", c->types[1]->name);
  if (c->nargs > 2 && !type_is_int(c->types[2]))
    return infer_error(c->I, c->call->loc, "diff()'s axis must be an integer, not %s", c->types[2]->name);
  return type_array(a->elem, a->ndim, 'C');
}

/* np.interp(x, xp, fp, left=None, right=None): float64, x's shape;
 * Numba takes the first three. */
const Type *t_stats_interp(CallInfo *c) {
  if (!func_is_host(c->where) && (c->nargs > 3 || c->nkw))
    return infer_error(c->I, c->call->loc, "interp() in jitted code takes x, xp and fp: Numba supports no left, "
                       "right or period; use them in host code");
  if (!numbers_1d(c, 1, "xp") || !numbers_1d(c, 2, "fp"))
    return ty_error;
  for (int k = 3; k < c->nargs; k++)
    if (c->types[k]->kind != TY_NONE && (!type_is_number(c->types[k]) || c->types[k]->kind == TY_COMPLEX))
      return infer_error(c->I, c->call->loc, "interp()'s %s must be a real number, not %s", k == 3 ? "left" : "right",
                         c->types[k]->name);
  const Type *x = c->types[0];
  if (x->kind == TY_ARRAY && type_is_number(x->elem) && x->elem->kind != TY_COMPLEX)
    return type_array(ty_float64, x->ndim, 'C');
  if (type_is_number(x) && x->kind != TY_COMPLEX)
    return ty_float64;
  return infer_error(c->I, c->call->loc, "interp()'s x must be a real number or an array, not %s", x->name);
}

/* The mode of np.convolve and np.correlate: 0 valid, 1 same, 2 full, or
 * -1 when it is not one of those constant strings. */
int stats_correlate_mode(const Instr *mode, int dflt) {
  if (!mode)
    return dflt;
  mode = ir_resolve(mode);
  if (mode->op != IR_CONST_STR)
    return -1;
  static const char *const names[] = {"valid", "same", "full"};
  for (int k = 0; k < 3; k++)
    if (strcmp(mode->imm.str.s, names[k]) == 0)
      return k;
  return -1;
}

/* np.convolve(a, v, mode='full') and np.correlate(a, v, mode='valid') of
 * 1-D arrays: the dtype the two promote to; Numba takes a and v. */
const Type *t_stats_correlate(CallInfo *c) {
  const Type *ea = numbers_1d(c, 0, "a"), *ev = ea ? numbers_1d(c, 1, "v") : NULL;
  if (!ev)
    return ty_error;
  if (ea->kind == TY_BOOL || ev->kind == TY_BOOL)
    return infer_error(c->I, c->call->loc, "%s() of bool arrays is not supported by arrc yet", name(c));
  if (!func_is_host(c->where) && (c->nargs > 2 || c->nkw))
    return infer_error(c->I, c->call->loc, "%s() in jitted code takes a and v: Numba supports no mode; use mode= "
                       "in host code", name(c));
  if (c->nargs > 2 && stats_correlate_mode(c->args[2], 0) < 0)
    return infer_error(c->I, c->call->loc, "%s()'s mode must be the constant 'valid', 'same' or 'full'", name(c));
  const Type *r = type_numpy_promote(ea, ev);
  return type_array(r ? r : ty_float64, 1, 'C');
}

/* np.isclose (host code: Numba 0.56 has none), np.allclose, and
 * np.array_equal. */
const Type *t_stats_isclose(CallInfo *c) {
  for (int k = 0; k < 2; k++) {
    const Type *t = c->types[k];
    const Type *e = t->kind == TY_ARRAY ? t->elem : t;
    if (!type_is_number(e) || (e->kind == TY_COMPLEX && c->id != BI_NP_ARRAY_EQUAL))
      return infer_error(c->I, c->call->loc, "%s() needs arrays or numbers, not %s", name(c), t->name);
  }
  for (int k = 2; k < c->nargs && k < 4; k++)
    if (!type_is_number(c->types[k]) || c->types[k]->kind == TY_COMPLEX)
      return infer_error(c->I, c->call->loc, "%s()'s %s must be a number, not %s", name(c), k == 2 ? "rtol" : "atol",
                         c->types[k]->name);
  if (c->nargs > 4 && c->types[4] != ty_bool)
    return infer_error(c->I, c->call->loc, "%s()'s equal_nan must be a bool, not %s", name(c), c->types[4]->name);
  if (!func_is_host(c->where) && c->id == BI_NP_ARRAY_EQUAL && c->nargs > 2)
    return infer_error(c->I, c->call->loc, "array_equal() in jitted code takes two arrays: Numba supports no "
                       "equal_nan; use it in host code");
  /* Numba 0.56 rejects allclose's own defaults (its typing wants rtol
   * and atol floats and equal_nan a bool, and sees them as omitted). */
  if (!func_is_host(c->where) && c->id == BI_NP_ALLCLOSE &&
      (c->nargs < 5 || c->types[2]->kind != TY_FLOAT || c->types[3]->kind != TY_FLOAT))
    return infer_error(c->I, c->call->loc, "allclose() in jitted code needs rtol, atol and equal_nan given "
                       "(allclose(a, b, 1e-05, 1e-08, False)): Numba 0.56 rejects its own defaults");
  if (c->id == BI_NP_ALLCLOSE || c->id == BI_NP_ARRAY_EQUAL)
    return ty_bool;
  int nd = 0;
  for (int k = 0; k < 2; k++)
    if (c->types[k]->kind == TY_ARRAY && c->types[k]->ndim > nd)
      nd = c->types[k]->ndim;
  return nd ? type_array(ty_bool, nd, 'C') : ty_bool;
}

/* np.average(a, axis=None, weights=None): np.mean's type without weights
 * (float32 stays float32, the rest float64), a number with weights
 * (float32 when both are float32); Numba takes no axis. */
const Type *t_stats_average(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || !type_is_number(a->elem) || a->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "average() needs an array of real numbers, not %s", a->name);
  const Type *axis = c->nargs > 1 && c->types[1]->kind != TY_NONE ? c->types[1] : NULL;
  const Type *w = c->nargs > 2 && c->types[2]->kind != TY_NONE ? c->types[2] : NULL;
  if (axis && !func_is_host(c->where))
    return infer_error(c->I, c->call->loc, "average() in jitted code takes no axis: Numba does not support average "
                       "with axis; use it in host code");
  if (axis && !type_is_int(axis))
    return infer_error(c->I, c->call->loc, "average()'s axis must be an integer, not %s", axis->name);
  if (!w)
    return axis && a->ndim > 1 ? type_array(float_of(a->elem), a->ndim - 1, 'C') : float_of(a->elem);
  if (w->kind != TY_ARRAY || !type_is_number(w->elem) || w->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "average()'s weights must be an array of real numbers, not %s", w->name);
  if (axis)
    return infer_error(c->I, c->call->loc, "average() with both axis= and weights= is not supported by arrc yet");
  return a->elem == ty_float32 && w->elem == ty_float32 ? ty_float32 : ty_float64;
}

/* np.trapz(y, x=None, dx=1.0) of a 1-D y: a number, float32 for float32
 * samples in host code (NumPy keeps it), float64 in jitted code. */
const Type *t_stats_trapz(CallInfo *c) {
  const Type *y = c->types[0];
  if (y->kind != TY_ARRAY || y->ndim != 1 || !type_is_number(y->elem) || y->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "trapz() needs a 1-D array of real numbers, not %s (arrc integrates "
                       "1-D samples)", y->name);
  const Type *x = c->nargs > 1 && c->types[1]->kind != TY_NONE ? c->types[1] : NULL;
  if (x && (x->kind != TY_ARRAY || x->ndim != 1 || !type_is_number(x->elem) || x->elem->kind == TY_COMPLEX))
    return infer_error(c->I, c->call->loc, "trapz()'s x must be a 1-D array of real numbers, not %s", x->name);
  if (c->nargs > 2 && (!type_is_number(c->types[2]) || c->types[2]->kind == TY_COMPLEX))
    return infer_error(c->I, c->call->loc, "trapz()'s dx must be a real number, not %s", c->types[2]->name);
  bool f32 = y->elem == ty_float32 && (!x || x->elem == ty_float32);
  return f32 && func_is_host(c->where) ? ty_float32 : ty_float64;
}

/* np.ediff1d(ary, to_end=None, to_begin=None): ary's dtype, 1-D; Numba
 * and NumPy reject bool arrays. */
const Type *t_stats_ediff1d(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || !type_is_number(a->elem) || a->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "ediff1d() needs an array of real numbers, not %s", a->name);
  if (a->elem->kind == TY_BOOL)
    return infer_error(c->I, c->call->loc, "ediff1d() of a bool array: numpy boolean subtract, the `-` operator, "
                       "is not supported");
  for (int k = 1; k < c->nargs; k++) {
    const Type *t = c->types[k];
    bool ok = t->kind == TY_NONE || (type_is_number(t) && t->kind != TY_COMPLEX) ||
              ((t->kind == TY_ARRAY || t->kind == TY_LIST) && t->elem && type_is_number(t->elem) &&
               t->elem->kind != TY_COMPLEX);
    if (!ok)
      return infer_error(c->I, c->call->loc, "ediff1d()'s %s must be a number, a list or an array, not %s",
                         k == 1 ? "to_end" : "to_begin", t->name);
  }
  return type_array(a->elem, 1, 'C');
}

/* ---- dtype= and keepdims= of np.sum and the other reductions ---------------- */

/* Where dtype= and keepdims= are (after the array): sum, prod and mean
 * have (axis, dtype, keepdims), min, max, all and any (axis, keepdims),
 * argmin and argmax (axis) and a keyword-only keepdims. */
static bool reduce_has_dtype(ReduceOp op) { return op == REDUCE_SUM || op == REDUCE_PROD || op == REDUCE_MEAN; }

const Instr *reduce_keepdims_arg(const Instr *const *args, int nargs, const char *const *kwnames,
                                 const Instr *const *kwargs, int nkw, bool method, ReduceOp op) {
  for (int k = 0; k < nkw; k++)
    if (strcmp(kwnames[k], "keepdims") == 0)
      return kwargs[k];
  int pos = (method ? 0 : 1) + (reduce_has_dtype(op) ? 2 : 1);
  return pos < nargs ? args[pos] : NULL;
}

const Type *t_reduce_options(CallInfo *c) {
  ReduceOp op = builtin_reduction(c->id);
  const Type *a = c->receiver ? c->receiver->type : c->types[0];
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, c->call->loc, "%s() needs an array, not %s", name(c), a->name);
  int base = c->receiver ? 0 : 1;
  const Type *axis = base < c->nargs && c->types[base]->kind != TY_NONE ? c->types[base] : NULL;
  if (axis && !type_is_int(axis))
    return infer_error(c->I, c->call->loc, "%s()'s axis must be an integer, not %s (arrc takes one axis)", name(c),
                       axis->name);
  const Type *dt = reduce_has_dtype(op) && base + 1 < c->nargs && c->types[base + 1]->kind != TY_NONE
                       ? c->types[base + 1] : NULL;
  if (dt && (dt->kind != TY_DTYPE || dt->elem->kind == TY_COMPLEX))
    return infer_error(c->I, c->call->loc, "%s()'s dtype must be a real NumPy type such as np.float64, not %s",
                       name(c), dt->name);
  const Instr *kd = reduce_keepdims_arg(c->args, c->nargs, c->kwnames, c->kwargs, c->nkw, c->receiver != NULL, op);
  bool keepdims = false;
  if (kd && ir_resolve(kd)->op != IR_CONST_NONE && !const_bool(kd, &keepdims))
    return infer_error(c->I, c->call->loc, "%s()'s keepdims must be the constant True or False", name(c));
  /* Numba's sum takes dtype=; no reduction takes keepdims there. */
  if (!func_is_host(c->where) && (kd || (dt && op != REDUCE_SUM)))
    return infer_error(c->I, c->call->loc, "%s() in jitted code takes %s: Numba supports no %s for it; use it in "
                       "host code", name(c), op == REDUCE_SUM ? "axis= and dtype=" : "axis=",
                       kd ? "keepdims" : "dtype");
  const Type *e = a->elem, *r = e;
  switch (op) {
  case REDUCE_SUM: case REDUCE_PROD: r = dt ? dt->elem : sum_type(e); break;
  case REDUCE_MEAN: r = dt ? dt->elem : e->kind <= TY_INT ? ty_float64 : e; break;
  case REDUCE_ARGMIN: case REDUCE_ARGMAX: r = ty_int64; break;
  case REDUCE_ALL: case REDUCE_ANY: r = ty_bool; break;
  default: break;
  }
  if (e->kind == TY_COMPLEX || r->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "%s() of complex numbers with dtype= or keepdims= is not supported by "
                       "arrc yet", name(c));
  int nd = keepdims ? a->ndim : axis ? a->ndim - 1 : 0;
  return nd ? type_array(r, nd, 'C') : r;
}

/* np.cov(m, y=None, rowvar=True, bias=False, ddof=None) and
 * np.corrcoef(x, y=None, rowvar=True) of 1-D or 2-D real arrays: a
 * float64 number for one 1-D array (NumPy's 0-d result), else a 2-D
 * matrix. */
const Type *t_stats_cov(CallInfo *c) {
  for (int k = 0; k < 2 && k < c->nargs; k++) {
    const Type *t = c->types[k];
    if (k == 1 && t->kind == TY_NONE)
      continue;
    if (t->kind != TY_ARRAY || t->ndim > 2 || !type_is_number(t->elem) || t->elem->kind == TY_COMPLEX)
      return infer_error(c->I, c->call->loc, "%s() needs 1-D or 2-D arrays of real numbers, not %s", name(c),
                         t->name);
  }
  for (int k = 2; k < c->nargs && k < 4; k++)
    if (c->types[k] != ty_bool)
      return infer_error(c->I, c->call->loc, "%s()'s %s must be a bool, not %s", name(c), k == 2 ? "rowvar" : "bias",
                         c->types[k]->name);
  if (c->nargs > 4 && c->types[4]->kind != TY_NONE && !type_is_int(c->types[4]))
    return infer_error(c->I, c->call->loc, "%s()'s ddof must be an integer, not %s", name(c), c->types[4]->name);
  bool one = c->types[0]->ndim == 1 && (c->nargs < 2 || c->types[1]->kind == TY_NONE);
  return one ? ty_float64 : type_array(ty_float64, 2, 'C');
}
