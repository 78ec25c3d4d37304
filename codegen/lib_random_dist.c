/* Lowerings of np.random's distributions and sampling functions (issue 15's
 * random part): each is one call of the runtime (runtime/random_dist.c,
 * random_choice.c), which draws from host code's NumPy generator or this
 * thread's Numba generator as the function compiled says. */
#include "lib_random.h"
#include "lower.h"
#include "rt_random_dist.h"
#include "type_random.h"

static bool in_jit(Cg *cg) { return cg->f->kind == FUNC_JIT || cg->f->kind == FUNC_UFUNC; }

static const Instr *given_arg(const Instr *call, int k) {
  if (k >= nargs(call))
    return NULL;
  const Instr *a = arg_instr(call, k);
  return a->type->kind == TY_NONE ? NULL : a;
}

/* The default of a distribution's parameter k where NumPy has one: scale
 * and sigma 1, loc and mean 0, lam 1. */
static double param_default(int dist, int k) {
  switch (dist) {
  case ARRC_DIST_EXPONENTIAL: case ARRC_DIST_RAYLEIGH: case ARRC_DIST_POISSON: return 1.0;
  case ARRC_DIST_GAMMA: return k == 1 ? 1.0 : 0.0;
  case ARRC_DIST_GUMBEL: case ARRC_DIST_LAPLACE: case ARRC_DIST_LOGISTIC: case ARRC_DIST_LOGNORMAL:
    return k == 1 ? 1.0 : 0.0;
  default: return 0.0;
  }
}

static int dist_nparams(int dist) {
  static const int n[ARRC_DIST_COUNT] = {
#define DIST_N(N, name, k, d) [ARRC_DIST_##N] = k,
      ARRC_RANDOM_DISTS(DIST_N)
#undef DIST_N
  };
  return n[dist];
}

/* The dimensions of size= into an alloca'd block; returns their number, or
 * -1 for None (the block then NULL). */
int random_shape_block(Cg *cg, const Instr *size, LLVMValueRef *block) {
  if (!size || size->type->kind == TY_NONE) {
    *block = LLVMConstNull(cg->ptr);
    return -1;
  }
  LLVMValueRef dims[32];
  int nd = cg_shape_dims(cg, size, dims);
  *block = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(nd ? nd : 1)), "shape");
  for (int k = 0; k < nd; k++)
    LLVMBuildStore(cg->b, dims[k], LLVMBuildGEP2(cg->b, cg->i64, *block, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  return nd;
}

LLVMValueRef lower_random_dist(Cg *cg, const Instr *call, BuiltinId id) {
  int dist = random_dist_of(id);
  int np = dist_nparams(dist);
  bool jit = in_jit(cg);
  LLVMValueRef args[7];
  args[0] = LLVMConstInt(cg->i32, (unsigned long long)dist, false);
  args[1] = LLVMConstInt(cg->i1, jit, false);
  for (int k = 0; k < 3; k++) {
    const Instr *a = k < np ? given_arg(call, k) : NULL;
    args[2 + k] = a ? cg_convert(cg, cg_value(cg, a), a->type, ty_float64)
                    : LLVMConstReal(cg->f64, param_default(dist, k));
  }
  args[5] = cg_loc(cg, call->loc);
  const Type *t = call->type;
  if (t->kind != TY_ARRAY) {
    if (t == ty_int64)
      return cg_call_rt(cg, "arrc_random_dist_i", cg->i64, 6, args);
    return cg_call_rt(cg, "arrc_random_dist_f", cg->f64, 6, args);
  }
  LLVMValueRef dims[32];
  cg_shape_dims(cg, given_arg(call, np), dims);
  LLVMValueRef a = cg_array_new(cg, t, dims, false, call->loc);
  LLVMValueRef fill[7] = {a, args[0], args[1], args[2], args[3], args[4], args[5]};
  cg_call_rt(cg, "arrc_random_dist_fill", cg->void_, 7, fill);
  return a;
}

/* A 1-D array of elem made from a list of numbers (NumPy's np.asarray of
 * the list), to release with random_release_temp. */
static LLVMValueRef list_as_array(Cg *cg, const Instr *list, const Type *elem) {
  const Type *lt = list->type, *at = type_array(elem, 1, 'C');
  LLVMValueRef v = cg_value(cg, list);
  LLVMValueRef a = cg_array_new(cg, at, (LLVMValueRef[]){cg_list_len(cg, v)}, false, list->loc);
  LLVMValueRef data = cg_array_data(cg, a);
  Loop l = cg_loop_begin(cg, cg_list_len(cg, v));
  LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, lt->elem), cg_list_elem_ptr(cg, v, l.i, list->loc), "");
  LLVMBuildStore(cg->b, cg_convert(cg, x, lt->elem, elem), LLVMBuildGEP2(cg->b, cg_type(cg, elem), data, &l.i, 1, ""));
  cg_loop_end(cg, &l);
  return a;
}

/* The array an argument stands for: an array as it is, a list converted
 * (*temp set, for random_release_temp after the call), NULL for None or absent. */
LLVMValueRef random_array_arg(Cg *cg, const Instr *a, const Type *list_elem, LLVMValueRef *temp) {
  *temp = NULL;
  if (!a || a->type->kind == TY_NONE)
    return LLVMConstNull(cg->ptr);
  if (a->type->kind == TY_LIST)
    return *temp = list_as_array(cg, a, list_elem ? list_elem : a->type->elem);
  return cg_value(cg, a);
}

void random_release_temp(Cg *cg, LLVMValueRef temp, const Type *elem) {
  if (temp)
    cg_refcount(cg, temp, type_array(elem, 1, 'C'), false);
}


/* choice(a, size, replace, p[, shuffle]) of np.random or, with g, of a
 * Generator: the population a (an int, an array or a list of numbers) and
 * p (an array or a list) go to the runtime as arrays. */
static LLVMValueRef lower_any_choice(Cg *cg, const Instr *call, LLVMValueRef g, bool jit, LLVMValueRef loc) {
  const Instr *a = arg_instr(call, 0);
  bool is_seq = a->type->kind == TY_ARRAY || a->type->kind == TY_LIST;
  LLVMValueRef atemp, ptemp;
  LLVMValueRef av = is_seq ? random_array_arg(cg, a, NULL, &atemp) : LLVMConstNull(cg->ptr);
  if (!is_seq)
    atemp = NULL;
  LLVMValueRef n = is_seq ? cg_i64(cg, 0) : cg_convert(cg, cg_value(cg, a), a->type, ty_int64);
  const Instr *rep = given_arg(call, 2), *shuf = g ? given_arg(call, 4) : NULL;
  LLVMValueRef replace = rep ? cg_truth(cg, cg_value(cg, rep), rep->type, call->loc) : LLVMConstInt(cg->i1, 1, false);
  LLVMValueRef shuffle = shuf ? cg_truth(cg, cg_value(cg, shuf), shuf->type, call->loc) : LLVMConstInt(cg->i1, 1, false);
  LLVMValueRef p = random_array_arg(cg, given_arg(call, 3), ty_float64, &ptemp);
  LLVMValueRef jv = LLVMConstInt(cg->i1, jit, false);
  const Type *t = call->type, *ae = is_seq ? a->type->elem : ty_int64;
  LLVMValueRef r;
  if (t->kind != TY_ARRAY) {
    LLVMValueRef idx = g ? cg_call_rt(cg, "arrc_generator_choice_index", cg->i64, 7, (LLVMValueRef[]){g, av, n, replace, p, shuffle, loc})
                         : cg_call_rt(cg, "arrc_random_choice_index", cg->i64, 6, (LLVMValueRef[]){av, n, replace, p, jv, loc});
    if (!is_seq) {
      r = idx;
    } else {
      LLVMValueRef off = LLVMBuildMul(cg->b, idx, cg_array_stride(cg, av, 1, 0), "");
      r = cg_load_elem(cg, t, LLVMBuildGEP2(cg->b, cg->i8, cg_array_data(cg, av), &off, 1, ""));
    }
  } else {
    LLVMValueRef shape;
    LLVMValueRef nd = LLVMConstInt(cg->i32, (unsigned long long)random_shape_block(cg, given_arg(call, 1), &shape), true);
    r = g ? cg_call_rt(cg, "arrc_generator_choice", cg->ptr, 9, (LLVMValueRef[]){g, av, n, nd, shape, replace, p, shuffle, loc})
          : cg_call_rt(cg, "arrc_random_choice", cg->ptr, 8, (LLVMValueRef[]){av, n, nd, shape, replace, p, jv, loc});
  }
  random_release_temp(cg, atemp, ae);
  random_release_temp(cg, ptemp, ty_float64);
  return r;
}

/* choice, permutation, shuffle, dirichlet, multinomial. */
LLVMValueRef lower_random_sample(Cg *cg, const Instr *call, BuiltinId id) {
  bool jit = in_jit(cg);
  LLVMValueRef loc = cg_loc(cg, call->loc);
  LLVMValueRef jv = LLVMConstInt(cg->i1, jit, false);
  const Instr *x = arg_instr(call, 0);
  switch (id) {
  case BI_NP_RANDOM_CHOICE:
    return lower_any_choice(cg, call, NULL, jit, loc);
  case BI_NP_RANDOM_SHUFFLE:
    cg_call_rt(cg, "arrc_random_shuffle", cg->void_, 3, (LLVMValueRef[]){cg_value(cg, x), jv, loc});
    return NULL;
  case BI_NP_RANDOM_PERMUTATION: {
    bool is_array = x->type->kind == TY_ARRAY;
    LLVMValueRef xv = is_array ? cg_value(cg, x) : LLVMConstNull(cg->ptr);
    LLVMValueRef n = is_array ? cg_i64(cg, 0) : cg_convert(cg, cg_value(cg, x), x->type, ty_int64);
    return cg_call_rt(cg, "arrc_random_permutation", cg->ptr, 4, (LLVMValueRef[]){xv, n, jv, loc});
  }
  case BI_NP_RANDOM_DIRICHLET: {
    LLVMValueRef shape;
    int nd = random_shape_block(cg, given_arg(call, 1), &shape);
    LLVMValueRef temp, alpha = random_array_arg(cg, x, ty_float64, &temp);
    LLVMValueRef r = cg_call_rt(cg, "arrc_random_dirichlet", cg->ptr, 5,
                                (LLVMValueRef[]){alpha, LLVMConstInt(cg->i32, (unsigned long long)nd, true), shape, jv, loc});
    random_release_temp(cg, temp, ty_float64);
    return r;
  }
  case BI_NP_RANDOM_MULTINOMIAL: {
    LLVMValueRef shape;
    int nd = random_shape_block(cg, given_arg(call, 2), &shape);
    LLVMValueRef n = cg_convert(cg, cg_value(cg, x), x->type, ty_int64);
    LLVMValueRef temp, pvals = random_array_arg(cg, arg_instr(call, 1), ty_float64, &temp);
    LLVMValueRef r = cg_call_rt(cg, "arrc_random_multinomial", cg->ptr, 6,
                                (LLVMValueRef[]){n, pvals, LLVMConstInt(cg->i32, (unsigned long long)nd, true), shape, jv, loc});
    random_release_temp(cg, temp, ty_float64);
    return r;
  }
  default:
    cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
    return lower_failed(cg, call);
  }
}

/* ---- np.random.default_rng and its Generator's methods --------------------------- */

LLVMValueRef lower_generator(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  const Type *t = call->type;
  if (id == BI_NP_RANDOM_DEFAULT_RNG) {
    const Instr *s = given_arg(call, 0);
    LLVMValueRef seed = s ? cg_convert(cg, cg_value(cg, s), s->type, ty_int64) : cg_i64(cg, 0);
    return cg_call_rt(cg, "arrc_generator_new", cg->ptr, 3, (LLVMValueRef[]){seed, LLVMConstInt(cg->i1, s != NULL, false), loc});
  }
  LLVMValueRef g = cg_value(cg, receiver(call));
  LLVMValueRef out = NULL;
  if (t->kind == TY_ARRAY && id != BI_NP_RANDOM_GENERATOR_CHOICE && id != BI_NP_RANDOM_GENERATOR_PERMUTATION) {
    LLVMValueRef dims[32];
    int size_pos = id == BI_NP_RANDOM_GENERATOR_RANDOM ? 0 : 2;
    cg_shape_dims(cg, given_arg(call, size_pos), dims);
    out = cg_array_new(cg, t, dims, false, call->loc);
  }
  switch (id) {
  case BI_NP_RANDOM_GENERATOR_RANDOM:
    if (out) {
      cg_call_rt(cg, "arrc_generator_fill_random", cg->void_, 2, (LLVMValueRef[]){g, out});
      return out;
    }
    const Instr *dt = given_arg(call, 1);
    if (t == ty_float32 || (dt && dt->type->kind == TY_DTYPE && dt->type->elem == ty_float32)) {
      LLVMValueRef f = cg_call_rt(cg, "arrc_generator_random_f32", cg->f32, 1, &g);
      return cg_convert(cg, f, ty_float32, t);
    }
    return cg_call_rt(cg, "arrc_generator_random", cg->f64, 1, &g);
  case BI_NP_RANDOM_GENERATOR_INTEGERS: {
    const Instr *lo = given_arg(call, 0), *hi = given_arg(call, 1), *ep = given_arg(call, 4);
    LLVMValueRef low = cg_convert(cg, cg_value(cg, lo), lo->type, ty_int64), high;
    if (hi) {
      high = cg_convert(cg, cg_value(cg, hi), hi->type, ty_int64);
    } else {
      high = low;
      low = cg_i64(cg, 0);
    }
    LLVMValueRef endpoint = ep ? cg_truth(cg, cg_value(cg, ep), ep->type, call->loc) : LLVMConstInt(cg->i1, 0, false);
    if (out) {
      cg_call_rt(cg, "arrc_generator_fill_integers", cg->void_, 6, (LLVMValueRef[]){g, out, low, high, endpoint, loc});
      return out;
    }
    return cg_call_rt(cg, "arrc_generator_integers", cg->i64, 5, (LLVMValueRef[]){g, low, high, endpoint, loc});
  }
  case BI_NP_RANDOM_GENERATOR_UNIFORM: {
    const Instr *lo = given_arg(call, 0), *hi = given_arg(call, 1);
    LLVMValueRef low = lo ? cg_convert(cg, cg_value(cg, lo), lo->type, ty_float64) : LLVMConstReal(cg->f64, 0.0);
    LLVMValueRef high = hi ? cg_convert(cg, cg_value(cg, hi), hi->type, ty_float64) : LLVMConstReal(cg->f64, 1.0);
    if (out) {
      cg_call_rt(cg, "arrc_generator_fill_uniform", cg->void_, 5, (LLVMValueRef[]){g, out, low, high, loc});
      return out;
    }
    return cg_call_rt(cg, "arrc_generator_uniform", cg->f64, 4, (LLVMValueRef[]){g, low, high, loc});
  }
  case BI_NP_RANDOM_GENERATOR_CHOICE:
    return lower_any_choice(cg, call, g, false, loc);
  case BI_NP_RANDOM_GENERATOR_SHUFFLE:
    cg_call_rt(cg, "arrc_generator_shuffle", cg->void_, 2, (LLVMValueRef[]){g, cg_value(cg, arg_instr(call, 0))});
    return NULL;
  case BI_NP_RANDOM_GENERATOR_PERMUTATION: {
    const Instr *x = arg_instr(call, 0);
    bool is_array = x->type->kind == TY_ARRAY;
    LLVMValueRef xv = is_array ? cg_value(cg, x) : LLVMConstNull(cg->ptr);
    LLVMValueRef n = is_array ? cg_i64(cg, 0) : cg_convert(cg, cg_value(cg, x), x->type, ty_int64);
    return cg_call_rt(cg, "arrc_generator_permutation", cg->ptr, 4, (LLVMValueRef[]){g, xv, n, loc});
  }
  default:
    cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
    return lower_failed(cg, call);
  }
}
