/* The math module (LANGUAGE.md §6.2) and the scalar math NumPy's
 * functions share with it: LLVM intrinsics where LLVM has them, so loops
 * vectorize (TOOLCHAIN.md §7 item 18), the C library's functions on the
 * CPU and libdevice's on the GPU otherwise; the float constants. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lower.h"

/* A call of the C library's float32 function `fname` that LLVM may not
 * constant-fold: LLVM folds sinhf, expf, ... of a constant by computing in
 * double and rounding, which is correctly rounded, while the C library's
 * float32 functions that NumPy and Numba call at run time may be one ulp
 * away (glibc's sinhf(-1.77f)). With nobuiltin on the call the value is
 * the C library's whether or not the argument is known at compile time. */
static LLVMValueRef libm_call_unfolded(Cg *cg, const char *fname, LLVMTypeRef t, int n, LLVMValueRef *args) {
  LLVMValueRef call = cg_call_rt(cg, fname, t, n, args);
  static unsigned nobuiltin_kind;
  if (!nobuiltin_kind)
    nobuiltin_kind = LLVMGetEnumAttributeKindForName("nobuiltin", 9);
  LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->ctx, nobuiltin_kind, 0));
  return call;
}

/* How each math function is computed: an LLVM intrinsic where one exists
 * (the optimizer knows them and the vectorizer can widen them), else the C
 * library's function (libdevice's __nv_ one on the GPU). float32 math in
 * CPU code whose result is not exact calls the C library's float32
 * function (f32_libm: what Numba's llvm.exp.f32 becomes on x86), unfolded;
 * sqrt, fabs, floor and the like are exact and stay intrinsics. */
static const struct {
  const char *intrinsic, *libm, *f32_libm;
} math_impl[MATH_COUNT] = {
    [MATH_SQRT] = {"llvm.sqrt", NULL, NULL},       [MATH_EXP] = {"llvm.exp", NULL, "expf"},
    [MATH_LOG] = {"llvm.log", NULL, "logf"},       [MATH_LOG2] = {"llvm.log2", NULL, "log2f"},
    [MATH_LOG10] = {"llvm.log10", NULL, "log10f"}, [MATH_SIN] = {"llvm.sin", NULL, "sinf"},
    [MATH_COS] = {"llvm.cos", NULL, "cosf"},       [MATH_FABS] = {"llvm.fabs", NULL, NULL},
    [MATH_FLOOR] = {"llvm.floor", NULL, NULL},     [MATH_CEIL] = {"llvm.ceil", NULL, NULL},
    [MATH_TRUNC] = {"llvm.trunc", NULL, NULL},     [MATH_COPYSIGN] = {"llvm.copysign", NULL, NULL},
    [MATH_POW] = {"llvm.pow", NULL, "powf"},       [MATH_FMA] = {"llvm.fma", NULL, NULL},
    [MATH_TAN] = {NULL, "tan", NULL},              [MATH_ASIN] = {NULL, "asin", NULL},
    [MATH_ACOS] = {NULL, "acos", NULL},            [MATH_ATAN] = {NULL, "atan", NULL},
    [MATH_SINH] = {NULL, "sinh", NULL},            [MATH_COSH] = {NULL, "cosh", NULL},
    [MATH_TANH] = {NULL, "tanh", NULL},            [MATH_ASINH] = {NULL, "asinh", NULL},
    [MATH_ACOSH] = {NULL, "acosh", NULL},          [MATH_ATANH] = {NULL, "atanh", NULL},
    [MATH_ERF] = {NULL, "erf", NULL},              [MATH_ERFC] = {NULL, "erfc", NULL},
    [MATH_GAMMA] = {NULL, "tgamma", NULL},         [MATH_LGAMMA] = {NULL, "lgamma", NULL},
    [MATH_EXPM1] = {NULL, "expm1", NULL},          [MATH_LOG1P] = {NULL, "log1p", NULL},
    [MATH_ATAN2] = {NULL, "atan2", NULL},          [MATH_HYPOT] = {NULL, "hypot", NULL},
    [MATH_FMOD] = {NULL, "fmod", NULL},
};

LLVMValueRef cg_math(Cg *cg, MathFn fn, const Type *ft, int n, LLVMValueRef *args) {
  if (fn == MATH_DEGREES || fn == MATH_RADIANS) {
    double k = fn == MATH_DEGREES ? 180.0 / 3.14159265358979323846 : 3.14159265358979323846 / 180.0;
    return LLVMBuildFMul(cg->b, args[0], LLVMConstReal(cg_type(cg, ft), k), "");
  }
  if (fn == MATH_NONE)
    return NULL;
  if (ft == ty_float32 && !cg->ptx && math_impl[fn].f32_libm)
    return libm_call_unfolded(cg, math_impl[fn].f32_libm, cg->f32, n, args);
  if (math_impl[fn].intrinsic)
    return cg_intrinsic(cg, math_impl[fn].intrinsic, cg_type(cg, ft), n, args);
  char fname[32];
  snprintf(fname, sizeof fname, "%s%s%s", cg->ptx ? "__nv_" : "", math_impl[fn].libm, ft == ty_float32 ? "f" : "");
  if (ft == ty_float32 && !cg->ptx)
    return libm_call_unfolded(cg, fname, cg->f32, n, args);
  return cg_call_rt(cg, fname, cg_type(cg, ft), n, args);
}

MathFn cg_math_fn(BuiltinId id) {
  static const MathFn of[BI_COUNT] = {
      [BI_MATH_SQRT] = MATH_SQRT,   [BI_NP_SQRT] = MATH_SQRT,       [BI_MATH_EXP] = MATH_EXP,
      [BI_NP_EXP] = MATH_EXP,       [BI_MATH_EXPM1] = MATH_EXPM1,   [BI_MATH_LOG] = MATH_LOG,
      [BI_NP_LOG] = MATH_LOG,       [BI_MATH_LOG1P] = MATH_LOG1P,   [BI_MATH_LOG2] = MATH_LOG2,
      [BI_MATH_LOG10] = MATH_LOG10, [BI_NP_LOG10] = MATH_LOG10,     [BI_MATH_SIN] = MATH_SIN,
      [BI_NP_SIN] = MATH_SIN,       [BI_MATH_COS] = MATH_COS,       [BI_NP_COS] = MATH_COS,
      [BI_MATH_TAN] = MATH_TAN,     [BI_NP_TAN] = MATH_TAN,         [BI_MATH_ASIN] = MATH_ASIN,
      [BI_NP_ARCSIN] = MATH_ASIN,   [BI_MATH_ACOS] = MATH_ACOS,     [BI_NP_ARCCOS] = MATH_ACOS,
      [BI_MATH_ATAN] = MATH_ATAN,   [BI_NP_ARCTAN] = MATH_ATAN,     [BI_MATH_SINH] = MATH_SINH,
      [BI_NP_SINH] = MATH_SINH,     [BI_MATH_COSH] = MATH_COSH,     [BI_NP_COSH] = MATH_COSH,
      [BI_MATH_TANH] = MATH_TANH,   [BI_NP_TANH] = MATH_TANH,       [BI_MATH_ASINH] = MATH_ASINH,
      [BI_MATH_ACOSH] = MATH_ACOSH, [BI_MATH_ATANH] = MATH_ATANH,   [BI_MATH_FABS] = MATH_FABS,
      [BI_NP_FABS] = MATH_FABS,     [BI_NP_ABS] = MATH_FABS,        [BI_ABS] = MATH_FABS,
      [BI_MATH_ERF] = MATH_ERF,     [BI_MATH_ERFC] = MATH_ERFC,     [BI_MATH_GAMMA] = MATH_GAMMA,
      [BI_MATH_LGAMMA] = MATH_LGAMMA, [BI_MATH_DEGREES] = MATH_DEGREES, [BI_MATH_RADIANS] = MATH_RADIANS,
      [BI_MATH_ATAN2] = MATH_ATAN2, [BI_NP_ARCTAN2] = MATH_ATAN2,   [BI_MATH_HYPOT] = MATH_HYPOT,
      [BI_MATH_COPYSIGN] = MATH_COPYSIGN, [BI_MATH_FMOD] = MATH_FMOD, [BI_MATH_POW] = MATH_POW,
      [BI_NP_POWER] = MATH_POW,     [BI_MATH_FLOOR] = MATH_FLOOR,   [BI_NP_FLOOR] = MATH_FLOOR,
      [BI_MATH_CEIL] = MATH_CEIL,   [BI_NP_CEIL] = MATH_CEIL,       [BI_MATH_TRUNC] = MATH_TRUNC,
      [BI_CUDA_FMA] = MATH_FMA,
  };
  return of[id];
}

LLVMValueRef cg_float_class(Cg *cg, FloatClass c, LLVMValueRef v, const Type *t) {
  if (!type_is_float(t))
    return LLVMConstInt(cg->i1, c == FLOAT_IS_FINITE, false);
  if (c == FLOAT_IS_NAN)
    return LLVMBuildFCmp(cg->b, LLVMRealUNO, v, v, "");
  LLVMValueRef av = cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  LLVMValueRef inf = LLVMConstReal(LLVMTypeOf(v), 1.0 / 0.0);
  return LLVMBuildFCmp(cg->b, c == FLOAT_IS_INF ? LLVMRealOEQ : LLVMRealOLT, av, inf, "");
}

LLVMValueRef lower_math(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  int n = nargs(call);
  if (id == BI_MATH_ISNAN || id == BI_MATH_ISINF || id == BI_MATH_ISFINITE || id == BI_NP_ISNAN) {
    const Instr *a = arg_instr(call, 0);
    FloatClass c = id == BI_MATH_ISINF ? FLOAT_IS_INF : id == BI_MATH_ISFINITE ? FLOAT_IS_FINITE : FLOAT_IS_NAN;
    return cg_float_class(cg, c, cg_value(cg, a), a->type);
  }
  /* floor, ceil and trunc of a float give an int in Python's math module. */
  const Type *ft = type_is_float(t) ? t : (call->ops.len > 1 && arg_instr(call, 0)->type == ty_float32 ? ty_float32 : ty_float64);
  if (!type_is_float(t) && type_is_int(t) && type_is_int(arg_instr(call, 0)->type))
    return arg_as(cg, call, 0, t);
  LLVMValueRef args[3];
  for (int k = 0; k < n && k < 3; k++)
    args[k] = arg_as(cg, call, k, ft);
  LLVMValueRef r = cg_math(cg, cg_math_fn(id), ft, n, args);
  if (!r) {
    cg_unsupported(cg, call->loc, "math.%s is not supported by the code generator yet", builtin_short_name(id));
    return LLVMGetUndef(cg_type(cg, t));
  }
  /* math.sqrt(-1) and math.log(0) raise ValueError in Python, and so does
   * host code (lib_math_more.c); Numba's jitted code returns nan and -inf,
   * as arrc's does. */
  if (cg_host_warnings(cg))
    cg_math_check_domain(cg, id, n, args, r, call->loc);
  return cg_python_int(cg, r, ft, t, call->loc);
}

/* math.isnan, isinf and isfinite. */
LLVMValueRef lower_float_class(Cg *cg, const Instr *call, BuiltinId id) { return lower_math(cg, call, id); }

/* cuda.fma(a, b, c): one rounding, as the GPU's fma instruction. */
LLVMValueRef lower_fma(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type;
  return cg_intrinsic(cg, "llvm.fma", cg_type(cg, t), 3,
                      (LLVMValueRef[]){arg_as(cg, call, 0, t), arg_as(cg, call, 1, t), arg_as(cg, call, 2, t)});
}

/* math.pi, np.inf and the other float constants. */
LLVMValueRef lower_float_constant(Cg *cg, const Instr *global, BuiltinId id) {
  double v;
  switch (id) {
  case BI_MATH_PI: case BI_NP_PI: v = 3.141592653589793; break;
  case BI_MATH_E: case BI_NP_E: v = 2.718281828459045; break;
  case BI_MATH_TAU: v = 6.283185307179586; break;
  case BI_MATH_INF: case BI_NP_INF: v = HUGE_VAL; break;
  default: v = NAN; break;
  }
  return LLVMConstReal(cg_type(cg, global->type), v);
}

/* np.newaxis and other values without run-time data. */
LLVMValueRef lower_nothing(Cg *cg, const Instr *global, BuiltinId id) {
  (void)id;
  return LLVMGetUndef(cg_type(cg, global->type));
}
