/* The math module beyond the float functions of LANGUAGE.md §6.2: Python's
 * domain and range errors in host code, log with a base, the functions on
 * integers (gcd, lcm, factorial, comb, perm, isqrt), frexp, ldexp, modf,
 * isclose and the newer float functions. The integer functions and isclose
 * are in the runtime (runtime/mathlib.c). */
#include <math.h>

#include "lower.h"
#include "rt_stdlib.h"

/* ---- domain and range errors ----------------------------------------------- */

static LLVMValueRef is_nan(Cg *cg, LLVMValueRef v) { return LLVMBuildFCmp(cg->b, LLVMRealUNO, v, v, ""); }

static LLVMValueRef is_inf(Cg *cg, LLVMValueRef v) {
  LLVMValueRef a = cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  return LLVMBuildFCmp(cg->b, LLVMRealOEQ, a, LLVMConstReal(LLVMTypeOf(v), HUGE_VAL), "");
}

static LLVMValueRef is_finite(Cg *cg, LLVMValueRef v) {
  LLVMValueRef a = cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  return LLVMBuildFCmp(cg->b, LLVMRealOLT, a, LLVMConstReal(LLVMTypeOf(v), HUGE_VAL), "");
}

static void domain_error_if(Cg *cg, LLVMValueRef cond, SrcLoc loc) {
  cg_raise_if(cg, cond, ARRC_VALUE_ERROR, "math domain error", loc);
}

static void range_error_if(Cg *cg, LLVMValueRef cond, SrcLoc loc) {
  cg_raise_if(cg, cond, ARRC_OVERFLOW_ERROR, "math range error", loc);
}

/* What CPython's math module raises when a function of finite (or
 * non-NaN) arguments gives an infinity: OverflowError for the functions
 * that grow past the largest float, ValueError for poles (log(0),
 * atanh(1)); gamma and lgamma have both. */
typedef enum { ON_INF_DOMAIN, ON_INF_RANGE, ON_INF_POLE_AT_NONPOSITIVE_INTEGERS, ON_INF_UNCHECKED } OnInf;

static bool checked(BuiltinId id, OnInf *on_inf) {
  switch (id) {
  case BI_MATH_EXP: case BI_MATH_EXPM1: case BI_MATH_COSH: case BI_MATH_SINH: case BI_MATH_EXP2:
    *on_inf = ON_INF_RANGE;
    return true;
  case BI_MATH_GAMMA: case BI_MATH_LGAMMA: *on_inf = ON_INF_POLE_AT_NONPOSITIVE_INTEGERS; return true;
  case BI_MATH_SQRT: case BI_MATH_LOG: case BI_MATH_LOG1P: case BI_MATH_LOG2: case BI_MATH_LOG10:
  case BI_MATH_SIN: case BI_MATH_COS: case BI_MATH_TAN: case BI_MATH_ASIN: case BI_MATH_ACOS:
  case BI_MATH_ATAN: case BI_MATH_TANH: case BI_MATH_ASINH: case BI_MATH_ACOSH: case BI_MATH_ATANH:
  case BI_MATH_FMOD: case BI_MATH_REMAINDER:
    *on_inf = ON_INF_DOMAIN;
    return true;
  case BI_MATH_POW: *on_inf = ON_INF_UNCHECKED; return true;
  default: return false;
  }
}

void cg_math_check_domain(Cg *cg, BuiltinId id, int n, LLVMValueRef *args, LLVMValueRef r, SrcLoc loc) {
  OnInf on_inf;
  if (!checked(id, &on_inf))
    return;
  LLVMBuilderRef b = cg->b;
  LLVMValueRef any_nan = is_nan(cg, args[0]), all_finite = is_finite(cg, args[0]);
  for (int k = 1; k < n; k++) {
    any_nan = LLVMBuildOr(b, any_nan, is_nan(cg, args[k]), "");
    all_finite = LLVMBuildAnd(b, all_finite, is_finite(cg, args[k]), "");
  }
  domain_error_if(cg, LLVMBuildAnd(b, is_nan(cg, r), LLVMBuildNot(b, any_nan, ""), ""), loc);
  LLVMValueRef inf = LLVMBuildAnd(b, is_inf(cg, r), all_finite, "");
  LLVMValueRef zero = LLVMConstReal(LLVMTypeOf(args[0]), 0.0);
  switch (on_inf) {
  case ON_INF_DOMAIN: domain_error_if(cg, inf, loc); break;
  case ON_INF_RANGE: range_error_if(cg, inf, loc); break;
  case ON_INF_POLE_AT_NONPOSITIVE_INTEGERS: {
    LLVMValueRef x = args[0];
    LLVMValueRef integral = LLVMBuildFCmp(b, LLVMRealOEQ, cg_intrinsic(cg, "llvm.floor", LLVMTypeOf(x), 1, &x), x, "");
    LLVMValueRef pole = LLVMBuildAnd(b, integral, LLVMBuildFCmp(b, LLVMRealOLE, x, zero, ""), "");
    domain_error_if(cg, LLVMBuildAnd(b, inf, pole, ""), loc);
    range_error_if(cg, inf, loc);
    break;
  }
  case ON_INF_UNCHECKED: {
    /* pow(0, negative) is a pole, a finite power too large an overflow. */
    LLVMValueRef at_zero = LLVMBuildFCmp(b, LLVMRealOEQ, args[0], zero, "");
    domain_error_if(cg, LLVMBuildAnd(b, inf, at_zero, ""), loc);
    range_error_if(cg, inf, loc);
    break;
  }
  }
}

/* math.log(x) as the other functions; math.log(x, base) as Python:
 * log(x) / log(base), each argument checked, a base of 1 dividing by 0. */
LLVMValueRef lower_math_log(Cg *cg, const Instr *call, BuiltinId id) {
  if (nargs(call) == 1)
    return lower_math(cg, call, id);
  LLVMValueRef x = arg_as(cg, call, 0, ty_float64), base = arg_as(cg, call, 1, ty_float64);
  LLVMValueRef lx = cg_math(cg, MATH_LOG, ty_float64, 1, &x), lb = cg_math(cg, MATH_LOG, ty_float64, 1, &base);
  cg_math_check_domain(cg, id, 1, &x, lx, call->loc);
  cg_math_check_domain(cg, id, 1, &base, lb, call->loc);
  cg_raise_if(cg, LLVMBuildFCmp(cg->b, LLVMRealOEQ, lb, LLVMConstReal(cg->f64, 0.0), ""), ARRC_ZERO_DIVISION_ERROR,
              "float division by zero", call->loc);
  return LLVMBuildFDiv(cg->b, lx, lb, "");
}

/* ---- integers ----------------------------------------------------------------- */

LLVMValueRef lower_math_integer(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  int n = nargs(call);
  switch (id) {
  case BI_MATH_GCD: case BI_MATH_LCM: {
    /* gcd() is 0 and lcm() 1; one argument gives its magnitude. */
    bool gcd = id == BI_MATH_GCD;
    LLVMValueRef acc = cg_i64(cg, gcd ? 0 : 1);
    for (int k = 0; k < n; k++) {
      LLVMValueRef a = arg_as(cg, call, k, ty_int64);
      acc = gcd ? cg_call_rt(cg, "arrc_math_gcd", cg->i64, 2, (LLVMValueRef[]){acc, a})
                : cg_call_rt(cg, "arrc_math_lcm", cg->i64, 3, (LLVMValueRef[]){acc, a, loc});
    }
    return acc;
  }
  case BI_MATH_FACTORIAL:
    return cg_call_rt(cg, "arrc_math_factorial", cg->i64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), loc});
  case BI_MATH_ISQRT:
    return cg_call_rt(cg, "arrc_math_isqrt", cg->i64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), loc});
  case BI_MATH_COMB:
    return cg_call_rt(cg, "arrc_math_comb", cg->i64, 3,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), arg_as(cg, call, 1, ty_int64), loc});
  default: {
    bool has_k = n > 1 && arg_instr(call, 1)->type->kind != TY_NONE;
    LLVMValueRef k = has_k ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
    return cg_call_rt(cg, "arrc_math_perm", cg->i64, 4,
                      (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), k, LLVMConstInt(cg->i1, has_k, false), loc});
  }
  }
}

/* ---- frexp, ldexp, modf, isclose, and the newer float functions ---------------- */

/* A tuple value of the call's type from its two fields. */
static LLVMValueRef pair(Cg *cg, const Instr *call, LLVMValueRef a, LLVMValueRef b) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
  r = LLVMBuildInsertValue(cg->b, r, a, 0, "");
  return LLVMBuildInsertValue(cg->b, r, b, 1, "");
}

LLVMValueRef lower_frexp(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *mt = call->type->elems[0], *et = call->type->elems[1];
  LLVMValueRef e = cg_alloca(cg, cg->i64, "exponent");
  LLVMValueRef m = cg_call_rt(cg, "arrc_math_frexp", cg->f64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), e});
  return pair(cg, call, cg_convert(cg, m, ty_float64, mt),
              cg_convert(cg, LLVMBuildLoad2(cg->b, cg->i64, e, ""), ty_int64, et));
}

LLVMValueRef lower_ldexp(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef x = arg_as(cg, call, 0, ty_float64);
  LLVMValueRef r = cg_call_rt(cg, "arrc_math_ldexp", cg->f64, 2, (LLVMValueRef[]){x, arg_as(cg, call, 1, ty_int64)});
  if (cg_host_warnings(cg))
    range_error_if(cg, LLVMBuildAnd(cg->b, is_inf(cg, r), is_finite(cg, x), ""), call->loc);
  return cg_convert(cg, r, ty_float64, call->type);
}

LLVMValueRef lower_modf(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef ip = cg_alloca(cg, cg->f64, "integral");
  LLVMValueRef frac = cg_call_rt(cg, "modf", cg->f64, 2, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), ip});
  return pair(cg, call, frac, LLVMBuildLoad2(cg->b, cg->f64, ip, ""));
}

static LLVMValueRef kw_float(Cg *cg, const Instr *call, const char *name, double dflt) {
  const Instr *v = kwarg(call, name);
  return v ? cg_convert(cg, cg_value(cg, v), v->type, ty_float64) : LLVMConstReal(cg->f64, dflt);
}

LLVMValueRef lower_isclose(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef r = cg_call_rt(cg, "arrc_math_isclose", cg->i8, 5,
                              (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), arg_as(cg, call, 1, ty_float64),
                                               kw_float(cg, call, "rel_tol", 1e-9), kw_float(cg, call, "abs_tol", 0.0),
                                               cg_loc(cg, call->loc)});
  return LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstInt(cg->i8, 0, false), "");
}

/* remainder, nextafter, exp2, cbrt and ulp: the C library's functions
 * (IEEE remainder and nextafter are exact; Python calls exp2 and cbrt),
 * with Python's errors. */
LLVMValueRef lower_math_more(Cg *cg, const Instr *call, BuiltinId id) {
  static const char *const fns[BI_COUNT] = {
      [BI_MATH_REMAINDER] = "remainder", [BI_MATH_NEXTAFTER] = "nextafter", [BI_MATH_EXP2] = "exp2",
      [BI_MATH_CBRT] = "cbrt",           [BI_MATH_ULP] = "arrc_math_ulp",
  };
  int n = nargs(call);
  LLVMValueRef args[2];
  for (int k = 0; k < n && k < 2; k++)
    args[k] = arg_as(cg, call, k, ty_float64);
  LLVMValueRef r = cg_call_rt(cg, fns[id], cg->f64, n, args);
  cg_math_check_domain(cg, id, n, args, r, call->loc);
  return r;
}

/* ---- cmath ---------------------------------------------------------------------- */

static const int32_t cmath_fns[BI_COUNT] = {
    [BI_CMATH_SQRT] = ARRC_CMATH_SQRT,   [BI_CMATH_EXP] = ARRC_CMATH_EXP,     [BI_CMATH_LOG] = ARRC_CMATH_LOG,
    [BI_CMATH_LOG10] = ARRC_CMATH_LOG10, [BI_CMATH_SIN] = ARRC_CMATH_SIN,     [BI_CMATH_COS] = ARRC_CMATH_COS,
    [BI_CMATH_TAN] = ARRC_CMATH_TAN,     [BI_CMATH_SINH] = ARRC_CMATH_SINH,   [BI_CMATH_COSH] = ARRC_CMATH_COSH,
    [BI_CMATH_TANH] = ARRC_CMATH_TANH,   [BI_CMATH_ASIN] = ARRC_CMATH_ASIN,   [BI_CMATH_ACOS] = ARRC_CMATH_ACOS,
    [BI_CMATH_ATAN] = ARRC_CMATH_ATAN,   [BI_CMATH_ASINH] = ARRC_CMATH_ASINH, [BI_CMATH_ACOSH] = ARRC_CMATH_ACOSH,
    [BI_CMATH_ATANH] = ARRC_CMATH_ATANH, [BI_CMATH_POLAR] = ARRC_CMATH_POLAR, [BI_CMATH_RECT] = ARRC_CMATH_RECT,
};

/* The real and imaginary parts of argument k as doubles. */
static void complex_parts(Cg *cg, const Instr *call, int k, LLVMValueRef *re, LLVMValueRef *im) {
  const Instr *a = arg_instr(call, k);
  LLVMValueRef z = cg_convert(cg, cg_value(cg, a), a->type, ty_complex128);
  *re = LLVMBuildExtractValue(cg->b, z, 0, "");
  *im = LLVMBuildExtractValue(cg->b, z, 1, "");
}

LLVMValueRef lower_cmath(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMBuilderRef b = cg->b;
  LLVMValueRef re, im, re2 = LLVMConstReal(cg->f64, 0.0), im2 = re2;
  if (id == BI_CMATH_RECT) {
    re = arg_as(cg, call, 0, ty_float64);
    im = arg_as(cg, call, 1, ty_float64);
  } else {
    complex_parts(cg, call, 0, &re, &im);
  }
  switch (id) {
  case BI_CMATH_ISNAN: return LLVMBuildOr(b, is_nan(cg, re), is_nan(cg, im), "");
  case BI_CMATH_ISINF: return LLVMBuildOr(b, is_inf(cg, re), is_inf(cg, im), "");
  case BI_CMATH_ISFINITE: return LLVMBuildAnd(b, is_finite(cg, re), is_finite(cg, im), "");
  case BI_CMATH_PHASE: return cg_call_rt(cg, "atan2", cg->f64, 2, (LLVMValueRef[]){im, re});
  default: break;
  }
  int32_t fn = cmath_fns[id];
  if (id == BI_CMATH_LOG && nargs(call) == 2) {
    fn = ARRC_CMATH_LOG_BASE;
    complex_parts(cg, call, 1, &re2, &im2);
  }
  LLVMTypeRef at = LLVMArrayType(cg->f64, 2);
  LLVMValueRef out = cg_alloca(cg, at, "cmath");
  bool host = cg_host_warnings(cg);
  LLVMValueRef err = cg_call_rt(cg, "arrc_cmath", cg->i32, 7,
                                (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned long long)fn, false), re, im, re2, im2,
                                                 LLVMConstInt(cg->i1, !host, false), out});
  if (host) {
    cg_raise_if(cg, LLVMBuildICmp(b, LLVMIntEQ, err, LLVMConstInt(cg->i32, ARRC_CMATH_DOMAIN, false), ""),
                ARRC_VALUE_ERROR, "math domain error", call->loc);
    cg_raise_if(cg, LLVMBuildICmp(b, LLVMIntEQ, err, LLVMConstInt(cg->i32, ARRC_CMATH_RANGE, false), ""),
                ARRC_OVERFLOW_ERROR, "math range error", call->loc);
  }
  LLVMValueRef parts[2];
  for (int k = 0; k < 2; k++) {
    LLVMValueRef slot = LLVMBuildGEP2(b, at, out, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    parts[k] = LLVMBuildLoad2(b, cg->f64, slot, "");
  }
  /* polar is a tuple of two floats, the others complex numbers. */
  const Type *whole = id == BI_CMATH_POLAR ? call->type : ty_complex128;
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, whole));
  r = LLVMBuildInsertValue(b, r, parts[0], 0, "");
  r = LLVMBuildInsertValue(b, r, parts[1], 1, "");
  return cg_convert(cg, r, whole, call->type);
}

LLVMValueRef lower_cmath_constant(Cg *cg, const Instr *global, BuiltinId id) {
  (void)global;
  switch (id) {
  case BI_CMATH_PI: return LLVMConstReal(cg->f64, 3.141592653589793);
  case BI_CMATH_E: return LLVMConstReal(cg->f64, 2.718281828459045);
  case BI_CMATH_TAU: return LLVMConstReal(cg->f64, 6.283185307179586);
  case BI_CMATH_INF: return LLVMConstReal(cg->f64, HUGE_VAL);
  case BI_CMATH_NAN: return LLVMConstReal(cg->f64, NAN);
  default: {
    LLVMValueRef parts[2] = {LLVMConstReal(cg->f64, 0.0), LLVMConstReal(cg->f64, id == BI_CMATH_INFJ ? HUGE_VAL : NAN)};
    return LLVMConstStructInContext(cg->ctx, parts, 2, false);
  }
  }
}

LLVMValueRef lower_fsum(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_call_rt(cg, "arrc_math_fsum", cg->f64, 2,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_loc(cg, call->loc)});
}
