/* Typing of the distributions of np.random.default_rng's Generator (issue
 * 15, rng part): normal, standard_normal, exponential,
 * standard_exponential (NumPy's ziggurat), gamma and the others that
 * runtime/generator_dist.c draws as NumPy 1.24 does. Parameters are
 * numbers (NumPy's broadcasting of array parameters is not built); size=
 * is None, an int or a tuple of ints; dtype= picks float64 or float32
 * where NumPy has it. Numba 0.56 has only random() on a Generator, so
 * these are errors in jitted code. */
#include "type_generator.h"

#include <math.h>
#include <string.h>

#include "rt_generator_dist.h"
#include "type_random.h"
#include "util.h"

#define D3(a, b, c) {a, b, c}

static const GeneratorRow rows[BI_COUNT] = {
    [BI_NP_RANDOM_GENERATOR_NORMAL] = {ARRC_GEN_NORMAL, 2, D3(0.0, 1.0, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_STANDARD_NORMAL] = {ARRC_GEN_STANDARD_NORMAL, 0, D3(0, 0, 0), 0, 1, -1},
    [BI_NP_RANDOM_GENERATOR_EXPONENTIAL] = {ARRC_GEN_EXPONENTIAL, 1, D3(1.0, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_STANDARD_EXPONENTIAL] = {ARRC_GEN_STANDARD_EXPONENTIAL, 0, D3(0, 0, 0), 0, 1, 2},
    [BI_NP_RANDOM_GENERATOR_GAMMA] = {ARRC_GEN_GAMMA, 2, D3(NAN, 1.0, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_STANDARD_GAMMA] = {ARRC_GEN_STANDARD_GAMMA, 1, D3(NAN, 0, 0), 1, 2, -1},
    [BI_NP_RANDOM_GENERATOR_BETA] = {ARRC_GEN_BETA, 2, D3(NAN, NAN, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_CHISQUARE] = {ARRC_GEN_CHISQUARE, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_F] = {ARRC_GEN_F, 2, D3(NAN, NAN, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_LOGNORMAL] = {ARRC_GEN_LOGNORMAL, 2, D3(0.0, 1.0, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_LAPLACE] = {ARRC_GEN_LAPLACE, 2, D3(0.0, 1.0, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_GUMBEL] = {ARRC_GEN_GUMBEL, 2, D3(0.0, 1.0, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_LOGISTIC] = {ARRC_GEN_LOGISTIC, 2, D3(0.0, 1.0, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_RAYLEIGH] = {ARRC_GEN_RAYLEIGH, 1, D3(1.0, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_WEIBULL] = {ARRC_GEN_WEIBULL, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_PARETO] = {ARRC_GEN_PARETO, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_POWER] = {ARRC_GEN_POWER, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_STANDARD_CAUCHY] = {ARRC_GEN_STANDARD_CAUCHY, 0, D3(0, 0, 0), 0, -1, -1},
    [BI_NP_RANDOM_GENERATOR_STANDARD_T] = {ARRC_GEN_STANDARD_T, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_TRIANGULAR] = {ARRC_GEN_TRIANGULAR, 3, D3(NAN, NAN, NAN), 3, -1, -1},
    [BI_NP_RANDOM_GENERATOR_POISSON] = {ARRC_GEN_POISSON, 1, D3(1.0, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_GEOMETRIC] = {ARRC_GEN_GEOMETRIC, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_BINOMIAL] = {ARRC_GEN_BINOMIAL, 2, D3(NAN, NAN, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_NEGATIVE_BINOMIAL] = {ARRC_GEN_NEGATIVE_BINOMIAL, 2, D3(NAN, NAN, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_WALD] = {ARRC_GEN_WALD, 2, D3(NAN, NAN, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_VONMISES] = {ARRC_GEN_VONMISES, 2, D3(NAN, NAN, 0), 2, -1, -1},
    [BI_NP_RANDOM_GENERATOR_ZIPF] = {ARRC_GEN_ZIPF, 1, D3(NAN, 0, 0), 1, -1, -1},
    [BI_NP_RANDOM_GENERATOR_LOGSERIES] = {ARRC_GEN_LOGSERIES, 1, D3(NAN, 0, 0), 1, -1, -1},
};

/* Whether each distribution gives integers or float32 numbers. */
static const bool discrete[ARRC_GEN_COUNT] = {
#define GEN_DISCRETE(N, k, d, f) [ARRC_GEN_##N] = d,
    ARRC_GENERATOR_DISTS(GEN_DISCRETE)
#undef GEN_DISCRETE
};

/* Every row has its dtype_pos -1 or positive: 0 marks the ids left out. */
const GeneratorRow *generator_row(BuiltinId id) {
  if (id <= BI_NONE || id >= BI_COUNT || rows[id].dtype_pos == 0)
    return NULL;
  return &rows[id];
}

static bool is_inv(const Instr *method) {
  method = ir_resolve(method);
  return method && method->op == IR_CONST_STR && strcmp(method->imm.str.s, "zig") != 0;
}

int generator_dist_for(const GeneratorRow *row, const Type *dtype, const Instr *method) {
  bool f32 = dtype == ty_float32;
  switch (row->dist) {
  case ARRC_GEN_STANDARD_NORMAL:
    return f32 ? ARRC_GEN_STANDARD_NORMAL_F32 : ARRC_GEN_STANDARD_NORMAL;
  case ARRC_GEN_STANDARD_EXPONENTIAL:
    if (is_inv(method))
      return f32 ? ARRC_GEN_STANDARD_EXPONENTIAL_INV_F32 : ARRC_GEN_STANDARD_EXPONENTIAL_INV;
    return f32 ? ARRC_GEN_STANDARD_EXPONENTIAL_F32 : ARRC_GEN_STANDARD_EXPONENTIAL;
  case ARRC_GEN_STANDARD_GAMMA:
    return f32 ? ARRC_GEN_STANDARD_GAMMA_F32 : ARRC_GEN_STANDARD_GAMMA;
  default:
    return row->dist;
  }
}

static bool is_none(const Type *t) { return !t || t->kind == TY_NONE; }

static const Type *arg_type(CallInfo *c, int k) { return k >= 0 && k < c->nargs ? c->types[k] : NULL; }


static bool refused_in_jit(CallInfo *c) {
  if (c->where != FUNC_JIT && c->where != FUNC_UFUNC)
    return false;
  call_error(c, "%s() is not supported in jitted code: Numba 0.56 has only random() on a Generator "
                "(draw in host code and pass the numbers in)", builtin_display_name(c->id));
  return true;
}

/* multinomial(n, pvals, size) as np.random.multinomial in host code: an int
 * n, a 1-D array or list of probabilities. */
const Type *t_generator_multinomial(CallInfo *c) {
  if (refused_in_jit(c))
    return ty_error;
  return t_random_multinomial(c);
}

const Type *t_generator_dist(CallInfo *c) {
  const GeneratorRow *row = generator_row(c->id);
  const char *name = builtin_display_name(c->id);
  if (refused_in_jit(c))
    return ty_error;
  int array_ndim = 0; /* the largest rank of a parameter given as an array */
  for (int k = 0; k < row->nparams && k < c->nargs; k++) {
    const Type *t = c->types[k];
    if (t->kind == TY_ARRAY) {
      if (!type_is_int(t->elem) && !type_is_float(t->elem) && t->elem->kind != TY_BOOL)
        return call_error(c, "%s() needs numbers as its parameters, not %s", name, t->name);
      if (row->dist == ARRC_GEN_BINOMIAL && k == 0 && !type_is_int(t->elem) && t->elem->kind != TY_BOOL)
        return call_error(c, "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'",
                          t->elem->name);
      array_ndim = t->ndim > array_ndim ? t->ndim : array_ndim;
      continue;
    }
    if (t->kind == TY_LIST || t->kind == TY_TUPLE)
      return call_error(c, "%s() with parameters given as a list or tuple is not supported by arrc; "
                           "pass np.array(...) of them", name);
    if (!type_is_int(t) && !type_is_float(t) && t->kind != TY_BOOL)
      return call_error(c, "%s() needs numbers as its parameters, not %s", name, t->name);
  }
  const Type *elem = ty_float64;
  const Type *dt = arg_type(c, row->dtype_pos);
  if (!is_none(dt)) {
    if (dt->kind != TY_DTYPE || dt->n)
      return call_error(c, "dtype must be a NumPy type such as np.float32, not %s", dt->name);
    if (dt->elem != ty_float64 && dt->elem != ty_float32)
      return call_error(c, "Unsupported dtype dtype('%s') for %s", dt->elem->name,
                        strrchr(name, '.') ? strrchr(name, '.') + 1 : name);
    elem = dt->elem;
  }
  const Type *m = arg_type(c, row->method_pos);
  if (!is_none(m)) {
    const Instr *mi = ir_resolve(c->args[row->method_pos]);
    if (m->kind != TY_STR || mi->op != IR_CONST_STR)
      return call_error(c, "%s()'s method= must be the string 'zig' or 'inv'", name);
  }
  if (discrete[row->dist])
    elem = ty_int64;
  int nd = random_size_ndim(c, arg_type(c, row->size_pos));
  if (nd < 0)
    return ty_error;
  if (array_ndim) {
    if (elem == ty_float32)
      return call_error(c, "%s() with dtype=np.float32 and an array parameter is not supported by arrc", name);
    /* Arrays broadcast against each other, or against size= when given. */
    return type_array(elem, is_none(arg_type(c, row->size_pos)) ? array_ndim : nd, 'C');
  }
  /* Without size=, NumPy returns a Python float, a float32 draw too. */
  if (nd == 0)
    return elem == ty_int64 ? ty_int64 : ty_float64;
  return type_array(elem, nd, 'C');
}
