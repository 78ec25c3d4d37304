/* Random numbers (LANGUAGE.md §6.6): numpy.random and the random module.
 * Host code draws from NumPy's legacy generator and Python's Mersenne
 * Twister, jitted code from Numba's (runtime/random.c). */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "lower.h"

/* Argument pos, or the keyword name, or NULL. */
static const Instr *argument(const Instr *call, int pos, const char *name) {
  if (pos < nargs(call))
    return arg_instr(call, pos);
  return name ? kwarg(call, name) : NULL;
}

static LLVMValueRef value_as(Cg *cg, const Instr *a, const Type *t, double dflt) {
  if (!a || a->type->kind == TY_NONE)
    return type_is_float(t) ? LLVMConstReal(cg_type(cg, t), dflt) : LLVMConstInt(cg_type(cg, t), (unsigned long long)(int64_t)dflt, true);
  return cg_convert(cg, cg_value(cg, a), a->type, t);
}

/* A tuple or a number as a block of doubles for the broadcasting uniform. */
static LLVMValueRef doubles(Cg *cg, const Instr *a, int64_t *n) {
  int count = a->type->kind == TY_TUPLE ? a->type->n : 1;
  LLVMValueRef block = cg_alloca(cg, LLVMArrayType(cg->f64, (unsigned)count), "bounds");
  LLVMValueRef v = cg_value(cg, a);
  for (int k = 0; k < count; k++) {
    LLVMValueRef x = a->type->kind == TY_TUPLE
                         ? cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), a->type->elems[k], ty_float64)
                         : cg_convert(cg, v, a->type, ty_float64);
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, cg->f64, block, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  *n = count;
  return block;
}

/* True when argument k is given and is not None. */
static bool given(const Instr *call, int k) {
  const Instr *a = argument(call, k, NULL);
  return a && a->type->kind != TY_NONE;
}

/* One float argument, or its default when left out or None. */
static LLVMValueRef float_arg(Cg *cg, const Instr *call, int k, double dflt) {
  return value_as(cg, argument(call, k, NULL), ty_float64, dflt);
}

/* The random module in host code: CPython's generator, apart from NumPy's
 * (runtime/random.c, arrc_pyrandom_*). */
static LLVMValueRef lower_py_random_host(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  switch (id) {
  case BI_RANDOM_SEED:
    if (!given(call, 0)) {
      cg_call_rt(cg, "arrc_pyrandom_seed_entropy", cg->void_, 0, NULL);
    } else {
      /* CPython seeds with an int as it is and with any other hashable
       * number by its hash(); a str or bytes seed goes through SHA-512,
       * which arrc does not do. */
      const Instr *a = argument(call, 0, NULL);
      LLVMValueRef s;
      if (type_is_float(a->type)) {
        LLVMValueRef x = arg_as(cg, call, 0, ty_float64);
        s = cg_call_rt(cg, "arrc_hash_f64", cg->i64, 1, &x);
        cg_call_rt(cg, "arrc_pyrandom_seed_hash", cg->void_, 1, &s);
        return NULL;
      } else if (type_is_int(a->type) || a->type->kind == TY_BOOL) {
        s = arg_as(cg, call, 0, ty_int64);
      } else {
        cg_unsupported(cg, a->loc, "random.seed() of a %s is not supported by arrc; seed with an integer", a->type->name);
        return NULL;
      }
      cg_call_rt(cg, "arrc_pyrandom_seed", cg->void_, 1, &s);
    }
    return NULL;
  case BI_RANDOM_RANDOM:
    return cg_call_rt(cg, "arrc_pyrandom_random", cg->f64, 0, NULL);
  case BI_RANDOM_UNIFORM:
  case BI_RANDOM_GAUSS:
  case BI_RANDOM_NORMALVARIATE:
  case BI_RANDOM_LOGNORMVARIATE: {
    char name[64];
    snprintf(name, sizeof name, "arrc_pyrandom_%s", builtin_short_name(id));
    return cg_call_rt(cg, name, cg->f64, 2,
                      (LLVMValueRef[]){float_arg(cg, call, 0, 0.0), float_arg(cg, call, 1, 1.0)});
  }
  case BI_RANDOM_EXPOVARIATE:
  case BI_RANDOM_PARETOVARIATE: {
    char name[64];
    snprintf(name, sizeof name, "arrc_pyrandom_%s", builtin_short_name(id));
    return cg_call_rt(cg, name, cg->f64, 2, (LLVMValueRef[]){float_arg(cg, call, 0, 1.0), loc});
  }
  case BI_RANDOM_WEIBULLVARIATE:
    return cg_call_rt(cg, "arrc_pyrandom_weibullvariate", cg->f64, 3,
                      (LLVMValueRef[]){float_arg(cg, call, 0, 1.0), float_arg(cg, call, 1, 1.0), loc});
  case BI_RANDOM_TRIANGULAR:
    return cg_call_rt(cg, "arrc_pyrandom_triangular", cg->f64, 4,
                      (LLVMValueRef[]){float_arg(cg, call, 0, 0.0), float_arg(cg, call, 1, 1.0),
                                       float_arg(cg, call, 2, 0.5), LLVMConstInt(cg->i1, given(call, 2), false)});
  case BI_RANDOM_RANDINT:
    return cg_call_rt(cg, "arrc_pyrandom_randint", cg->i64, 3,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64), loc});
  case BI_RANDOM_RANDRANGE:
    return cg_call_rt(cg, "arrc_pyrandom_randrange", cg->i64, 5,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64),
                                       value_as(cg, argument(call, 1, NULL), ty_int64, 0),
                                       value_as(cg, argument(call, 2, NULL), ty_int64, 1),
                                       LLVMConstInt(cg->i1, given(call, 1), false), loc});
  case BI_RANDOM_GETRANDBITS:
    return cg_call_rt(cg, "arrc_pyrandom_getrandbits", cg->i64, 2,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), loc});
  case BI_RANDOM_RANDBELOW:
    return cg_call_rt(cg, "arrc_pyrandom_randbelow", cg->i64, 1,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64)});
  case BI_RANDOM_CHOICE_INDEX:
    return cg_call_rt(cg, "arrc_pyrandom_choice_index", cg->i64, 2,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), loc});
  case BI_RANDOM_SAMPLE_USES_POOL:
    return cg_call_rt(cg, "arrc_pyrandom_sample_uses_pool", cg->i64, 3,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64), loc});
  case BI_RANDOM_CHECK_WEIGHTS:
    cg_call_rt(cg, "arrc_pyrandom_check_weights", cg->void_, 3,
               (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64), loc});
    return NULL;
  case BI_RANDOM_WEIGHTS_TOTAL:
    return cg_call_rt(cg, "arrc_pyrandom_weights_total", cg->f64, 2,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), loc});
  default:
    cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
    return LLVMGetUndef(cg_type(cg, call->type));
  }
}

/* This thread's state of one of Numba's generators (arrc_mt), fetched
 * once per function, in its entry block, as Numba fetches it: the pointer
 * stays in a register and the count of words left with it, where loading
 * them again after each draw's store would put a store-to-load round trip
 * on every draw. A function runs on one thread, so one fetch serves it
 * (an outlined prange body is a function of its own, run by each
 * worker). */
static LLVMValueRef jit_state(Cg *cg, int which) {
  static const char keys[2];
  LLVMValueRef s = ptrmap_get(&cg->values, &keys[which]);
  if (s)
    return s;
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->b);
  LLVMValueRef term = LLVMGetBasicBlockTerminator(cg->alloca_bb);
  if (term)
    LLVMPositionBuilderBefore(cg->b, term);
  else
    LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  s = cg_call_rt(cg, "arrc_jit_random_state", cg->ptr, 1, (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)which, false)});
  LLVMPositionBuilderAtEnd(cg->b, here);
  ptrmap_put(&cg->values, &keys[which], s);
  return s;
}

/* MT19937's tempering of one word. */
static LLVMValueRef temper(Cg *cg, LLVMValueRef y) {
  LLVMBuilderRef b = cg->b;
  LLVMValueRef k;
  y = LLVMBuildXor(b, y, LLVMBuildLShr(b, y, LLVMConstInt(cg->i32, 11, false), ""), "");
  k = LLVMBuildAnd(b, LLVMBuildShl(b, y, LLVMConstInt(cg->i32, 7, false), ""), LLVMConstInt(cg->i32, 0x9d2c5680U, false), "");
  y = LLVMBuildXor(b, y, k, "");
  k = LLVMBuildAnd(b, LLVMBuildShl(b, y, LLVMConstInt(cg->i32, 15, false), ""), LLVMConstInt(cg->i32, 0xefc60000U, false), "");
  y = LLVMBuildXor(b, y, k, "");
  return LLVMBuildXor(b, y, LLVMBuildLShr(b, y, LLVMConstInt(cg->i32, 18, false), ""), "");
}

/* np.random.random() and random.random() in jitted code: two words of the
 * thread's Mersenne Twister made into a double of 53 bits, inline, as
 * Numba inlines its draw: a call per draw costs as much as the draw. The
 * runtime's draw (slow, the same numbers) runs only when fewer than two
 * words are left; it makes the next words, and seeds a state that was
 * never seeded, whose count of words left is 0. */
static LLVMValueRef inline_jit_random(Cg *cg, int state, const char *slow) {
  LLVMValueRef s = jit_state(cg, state);
  LLVMValueRef leftp = LLVMBuildGEP2(cg->b, cg->i8, s, (LLVMValueRef[]){cg_i64(cg, (int64_t)offsetof(arrc_mt, left))}, 1, "");
  LLVMValueRef left = LLVMBuildLoad2(cg->b, cg->i32, leftp, "mt.left");
  LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "mt.fast");
  LLVMBasicBlockRef renew = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "mt.renew");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "mt.done");
  LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSGE, left, LLVMConstInt(cg->i32, 2, false), ""), fast, renew);

  LLVMPositionBuilderAtEnd(cg->b, fast);
  LLVMValueRef at = LLVMBuildZExt(cg->b, LLVMBuildSub(cg->b, LLVMConstInt(cg->i32, ARRC_MT_N, false), left, ""), cg->i64, "");
  LLVMValueRef p0 = LLVMBuildGEP2(cg->b, cg->i32, s, &at, 1, "");
  LLVMValueRef p1 = LLVMBuildGEP2(cg->b, cg->i32, p0, (LLVMValueRef[]){cg_i64(cg, 1)}, 1, "");
  LLVMValueRef w0 = LLVMBuildLoad2(cg->b, cg->i32, p0, ""), w1 = LLVMBuildLoad2(cg->b, cg->i32, p1, "");
  LLVMBuildStore(cg->b, LLVMBuildSub(cg->b, left, LLVMConstInt(cg->i32, 2, false), ""), leftp);
  LLVMValueRef hi = LLVMBuildLShr(cg->b, temper(cg, w0), LLVMConstInt(cg->i32, 5, false), "");
  LLVMValueRef lo = LLVMBuildLShr(cg->b, temper(cg, w1), LLVMConstInt(cg->i32, 6, false), "");
  /* (hi * 2**26 + lo) / 2**53: every step is exact, as in the runtime. */
  LLVMValueRef sum = LLVMBuildFAdd(cg->b,
                                   LLVMBuildFMul(cg->b, LLVMBuildUIToFP(cg->b, hi, cg->f64, ""), LLVMConstReal(cg->f64, 67108864.0), ""),
                                   LLVMBuildUIToFP(cg->b, lo, cg->f64, ""), "");
  LLVMValueRef drawn = LLVMBuildFDiv(cg->b, sum, LLVMConstReal(cg->f64, 9007199254740992.0), "");
  LLVMBuildBr(cg->b, done);

  LLVMPositionBuilderAtEnd(cg->b, renew);
  LLVMValueRef renewed = cg_call_rt(cg, slow, cg->f64, 0, NULL);
  LLVMBasicBlockRef renew_end = LLVMGetInsertBlock(cg->b);
  LLVMBuildBr(cg->b, done);

  LLVMPositionBuilderAtEnd(cg->b, done);
  LLVMValueRef r = LLVMBuildPhi(cg->b, cg->f64, "random");
  LLVMAddIncoming(r, (LLVMValueRef[]){drawn, renewed}, (LLVMBasicBlockRef[]){fast, renew_end}, 2);
  return r;
}

/* uniform(lo, hi) is lo + (hi - lo) * random(), in Numba's order; separate
 * operations, never fused, as the runtime's scale_shift. */
static LLVMValueRef inline_jit_uniform(Cg *cg, int state, const char *slow, LLVMValueRef lo, LLVMValueRef hi) {
  LLVMValueRef u = inline_jit_random(cg, state, slow);
  LLVMValueRef width = LLVMBuildFSub(cg->b, hi, lo, "");
  return LLVMBuildFAdd(cg->b, lo, LLVMBuildFMul(cg->b, width, u, ""), "");
}

/* np.random.* and random.*: host code draws from NumPy's legacy generator
 * for np.random and from CPython's for the random module, jitted code from
 * Numba's (runtime/random.c). */
LLVMValueRef lower_random(Cg *cg, const Instr *call, BuiltinId id) {
  bool jit = cg->f->kind == FUNC_JIT || cg->f->kind == FUNC_UFUNC;
  bool np = builtin_namespace(id) == NS_NUMPY_RANDOM;
  const char *op = builtin_short_name(id);
  const Type *t = call->type;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  char name[96];
  if (!np && !jit)
    return lower_py_random_host(cg, call, id);
  if (id == BI_RANDOM_SEED && !given(call, 0)) {
    /* Numba 0.56 types random.seed only with an integer. */
    cg_unsupported(cg, call->loc, "random.seed() without a seed is not supported by Numba in jitted code; pass an integer");
    return NULL;
  }
  if ((id == BI_NP_RANDOM_SEED || id == BI_RANDOM_SEED)) {
    LLVMValueRef s = LLVMBuildTrunc(cg->b, arg_as(cg, call, 0, ty_int64), cg->i32, "");
    snprintf(name, sizeof name, "%s", !jit ? "arrc_random_seed" : np ? "arrc_jit_random_np_seed" : "arrc_jit_random_py_seed");
    cg_call_rt(cg, name, cg->void_, 1, &s);
    return NULL;
  }
  if (!np) {
    const char *prefix = jit ? "arrc_jit_random_py_" : "arrc_random_";
    if ((id == BI_NP_RANDOM_RANDOM || id == BI_RANDOM_RANDOM))
      return inline_jit_random(cg, ARRC_JIT_PY, "arrc_jit_random_py_random");
    if (id == BI_RANDOM_UNIFORM)
      return inline_jit_uniform(cg, ARRC_JIT_PY, "arrc_jit_random_py_random", float_arg(cg, call, 0, 0.0),
                                float_arg(cg, call, 1, 1.0));
    if ((id == BI_NP_RANDOM_UNIFORM || id == BI_RANDOM_UNIFORM) || (id == BI_RANDOM_GAUSS)) {
      snprintf(name, sizeof name, "%s%s", jit ? prefix : op[0] == 'u' ? "arrc_random_py_" : "arrc_random_", op);
      return cg_call_rt(cg, name, cg->f64, 2, (LLVMValueRef[]){float_arg(cg, call, 0, 0.0), float_arg(cg, call, 1, 1.0)});
    }
    if (id == BI_RANDOM_RANDRANGE) {
      /* Only jitted code reaches here: randrange(stop) or (start, stop[, step]). */
      bool two = given(call, 1);
      LLVMValueRef first = arg_as(cg, call, 0, ty_int64);
      return cg_call_rt(cg, "arrc_jit_random_py_randrange", cg->i64, 4,
                        (LLVMValueRef[]){two ? first : cg_i64(cg, 0), two ? arg_as(cg, call, 1, ty_int64) : first,
                                         value_as(cg, argument(call, 2, NULL), ty_int64, 1), loc});
    }
    if ((id == BI_NP_RANDOM_RANDINT || id == BI_RANDOM_RANDINT)) {
      snprintf(name, sizeof name, "%srandint", jit ? prefix : "arrc_random_py_");
      return cg_call_rt(cg, name, cg->i64, 3, (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64), loc});
    }
  }
  const char *host = jit ? "arrc_jit_random_np_" : "arrc_random_";
  bool array = t->kind == TY_ARRAY;
  LLVMValueRef a = NULL;
  if (array) {
    LLVMValueRef dims[32];
    if ((id == BI_NP_RANDOM_RAND) || (id == BI_NP_RANDOM_RANDN)) {
      for (int k = 0; k < nargs(call); k++)
        dims[k] = arg_as(cg, call, k, ty_int64);
    } else {
      int size_pos = (id == BI_NP_RANDOM_RANDOM || id == BI_RANDOM_RANDOM) ? 0 : 2;
      cg_shape_dims(cg, argument(call, size_pos, "size"), dims);
    }
    a = cg_array_new(cg, t, dims, false, call->loc);
  }
  if ((id == BI_NP_RANDOM_RAND) || (id == BI_NP_RANDOM_RANDOM || id == BI_RANDOM_RANDOM)) {
    if (!array && jit)
      return inline_jit_random(cg, ARRC_JIT_NP, "arrc_jit_random_np_random");
    if (!array)
      return cg_call_rt(cg, "arrc_random_random", cg->f64, 0, NULL);
    snprintf(name, sizeof name, "%sfill_random", jit ? host : "arrc_random_");
    cg_call_rt(cg, name, cg->void_, 1, &a);
    return a;
  }
  if ((id == BI_NP_RANDOM_RANDN)) {
    snprintf(name, sizeof name, "%s%s", jit ? host : "arrc_random_", array ? "fill_standard_normal" : "standard_normal");
    if (!array)
      return cg_call_rt(cg, name, cg->f64, 0, NULL);
    cg_call_rt(cg, name, cg->void_, 1, &a);
    return a;
  }
  if ((id == BI_NP_RANDOM_UNIFORM || id == BI_RANDOM_UNIFORM) || (id == BI_NP_RANDOM_NORMAL)) {
    bool uni = op[0] == 'u';
    const Instr *lo = argument(call, 0, uni ? "low" : "loc"), *hi = argument(call, 1, uni ? "high" : "scale");
    if ((lo && lo->type->kind == TY_TUPLE) || (hi && hi->type->kind == TY_TUPLE)) {
      if (!uni || !array || jit || !lo || !hi) {
        cg_unsupported(cg, call->loc, "np.random.%s() with tuple bounds is not supported by the code generator yet", op);
        return LLVMGetUndef(cg_type(cg, t));
      }
      int64_t nlo, nhi;
      LLVMValueRef lb = doubles(cg, lo, &nlo), hb = doubles(cg, hi, &nhi);
      cg_call_rt(cg, "arrc_random_fill_uniform_tuple", cg->void_, 6,
                 (LLVMValueRef[]){a, lb, cg_i64(cg, nlo), hb, cg_i64(cg, nhi), loc});
      return a;
    }
    LLVMValueRef x = value_as(cg, lo, ty_float64, 0), y = value_as(cg, hi, ty_float64, 1);
    if (!array) {
      if (jit && uni)
        return inline_jit_uniform(cg, ARRC_JIT_NP, "arrc_jit_random_np_random", x, y);
      if (jit)
        snprintf(name, sizeof name, "arrc_jit_random_np_%s", op);
      else
        snprintf(name, sizeof name, "arrc_random_%s_at", op);
      return jit ? cg_call_rt(cg, name, cg->f64, 2, (LLVMValueRef[]){x, y})
                 : cg_call_rt(cg, name, cg->f64, 3, (LLVMValueRef[]){x, y, loc});
    }
    snprintf(name, sizeof name, "%sfill_%s", host, op);
    if (jit)
      cg_call_rt(cg, name, cg->void_, 3, (LLVMValueRef[]){a, x, y});
    else
      cg_call_rt(cg, name, cg->void_, 4, (LLVMValueRef[]){a, x, y, loc});
    return a;
  }
  if ((id == BI_NP_RANDOM_RANDINT || id == BI_RANDOM_RANDINT)) {
    const Instr *lo = argument(call, 0, "low"), *hi = argument(call, 1, "high");
    LLVMValueRef x = value_as(cg, lo, ty_int64, 0), y;
    if (!hi || hi->type->kind == TY_NONE) {
      y = x;
      x = cg_i64(cg, 0);
    } else {
      y = value_as(cg, hi, ty_int64, 0);
    }
    if (!array) {
      snprintf(name, sizeof name, "%srandint", jit ? host : "arrc_random_");
      return cg_convert(cg, cg_call_rt(cg, name, cg->i64, 3, (LLVMValueRef[]){x, y, loc}), ty_int64, t);
    }
    snprintf(name, sizeof name, "%sfill_randint", host);
    cg_call_rt(cg, name, cg->void_, 4, (LLVMValueRef[]){a, x, y, loc});
    return a;
  }
  cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
  return LLVMGetUndef(cg_type(cg, t));
}

