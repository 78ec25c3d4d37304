/* The math module (LANGUAGE.md §6.2) and the scalar math NumPy's
 * functions share with it: LLVM intrinsics where LLVM has them, so loops
 * vectorize (TOOLCHAIN.md §7 item 18), the C library's functions on the
 * CPU and libdevice's on the GPU otherwise; the float constants. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lower.h"

/* math.NAME: an LLVM intrinsic where one exists (the optimizer knows them
 * and the vectorizer can widen them), else the C library function. */
/* The math function `name` (math.sqrt, np.arctan2, ...) on values of the
 * float type ft: an LLVM intrinsic where one exists (the optimizer knows
 * them and the vectorizer can widen them), else the C library function
 * (libdevice's on the GPU). NULL for a name it does not know. */
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

LLVMValueRef cg_math(Cg *cg, const char *name, const Type *ft, int n, LLVMValueRef *args) {
  /* float32 math in CPU code whose result is not exact: the C library's
   * function (what Numba's llvm.exp.f32 and its sinhf become on x86),
   * unfolded. sqrt, fabs, floor and the like are exact and stay
   * intrinsics. */
  static const struct { const char *name, *libm; } inexact_f32[] = {
      {"exp", "expf"}, {"log", "logf"}, {"log2", "log2f"}, {"log10", "log10f"}, {"sin", "sinf"},
      {"cos", "cosf"}, {"pow", "powf"}, {"power", "powf"},
  };
  if (ft == ty_float32 && !cg->ptx)
    for (size_t k = 0; k < sizeof inexact_f32 / sizeof *inexact_f32; k++)
      if (strcmp(inexact_f32[k].name, name) == 0)
        return libm_call_unfolded(cg, inexact_f32[k].libm, cg->f32, n, args);
  static const struct { const char *name, *intrinsic; } intr[] = {
      {"sqrt", "llvm.sqrt"}, {"exp", "llvm.exp"}, {"log", "llvm.log"}, {"log2", "llvm.log2"},
      {"log10", "llvm.log10"}, {"sin", "llvm.sin"}, {"cos", "llvm.cos"}, {"fabs", "llvm.fabs"},
      {"abs", "llvm.fabs"}, {"floor", "llvm.floor"}, {"ceil", "llvm.ceil"}, {"trunc", "llvm.trunc"},
      {"copysign", "llvm.copysign"}, {"pow", "llvm.pow"}, {"power", "llvm.pow"}, {"fma", "llvm.fma"},
  };
  static const struct { const char *name, *libm; } lib[] = {
      {"tan", "tan"}, {"asin", "asin"}, {"acos", "acos"}, {"atan", "atan"}, {"arcsin", "asin"},
      {"arccos", "acos"}, {"arctan", "atan"}, {"sinh", "sinh"}, {"cosh", "cosh"}, {"tanh", "tanh"},
      {"asinh", "asinh"}, {"acosh", "acosh"}, {"atanh", "atanh"}, {"erf", "erf"}, {"erfc", "erfc"},
      {"gamma", "tgamma"}, {"lgamma", "lgamma"}, {"expm1", "expm1"}, {"log1p", "log1p"},
      {"atan2", "atan2"}, {"arctan2", "atan2"}, {"hypot", "hypot"}, {"fmod", "fmod"},
  };
  for (size_t k = 0; k < sizeof intr / sizeof *intr; k++)
    if (strcmp(intr[k].name, name) == 0)
      return cg_intrinsic(cg, intr[k].intrinsic, cg_type(cg, ft), n, args);
  for (size_t k = 0; k < sizeof lib / sizeof *lib; k++)
    if (strcmp(lib[k].name, name) == 0) {
      char fname[32];
      /* On the GPU the C library is libdevice (__nv_tanh, __nv_tanhf). */
      snprintf(fname, sizeof fname, "%s%s%s", cg->ptx ? "__nv_" : "", lib[k].libm, ft == ty_float32 ? "f" : "");
      if (ft == ty_float32 && !cg->ptx)
        return libm_call_unfolded(cg, fname, cg->f32, n, args);
      return cg_call_rt(cg, fname, cg_type(cg, ft), n, args);
    }
  if (strcmp(name, "degrees") == 0 || strcmp(name, "radians") == 0) {
    double k = name[0] == 'd' ? 180.0 / 3.14159265358979323846 : 3.14159265358979323846 / 180.0;
    return LLVMBuildFMul(cg->b, args[0], LLVMConstReal(cg_type(cg, ft), k), "");
  }
  return NULL;
}

/* math.isnan, isinf, isfinite of a number. */
LLVMValueRef cg_float_class(Cg *cg, const char *name, LLVMValueRef v, const Type *t) {
  if (!type_is_float(t))
    return LLVMConstInt(cg->i1, name[2] == 'f', false);
  if (name[2] == 'n')
    return LLVMBuildFCmp(cg->b, LLVMRealUNO, v, v, "");
  LLVMValueRef av = cg_intrinsic(cg, "llvm.fabs", LLVMTypeOf(v), 1, &v);
  LLVMValueRef inf = LLVMConstReal(LLVMTypeOf(v), 1.0 / 0.0);
  return LLVMBuildFCmp(cg->b, name[2] == 'i' ? LLVMRealOEQ : LLVMRealOLT, av, inf, "");
}

LLVMValueRef lower_math(Cg *cg, const Instr *call, BuiltinId id) {
  const char *name = builtin_short_name(id);
  const Type *t = call->type;
  int n = nargs(call);
  if (id == BI_MATH_ISNAN || id == BI_MATH_ISINF || id == BI_MATH_ISFINITE || id == BI_NP_ISNAN) {
    const Instr *a = arg_instr(call, 0);
    return cg_float_class(cg, name, cg_value(cg, a), a->type);
  }
  /* floor, ceil and trunc of a float give an int in Python's math module. */
  const Type *ft = type_is_float(t) ? t : (call->ops.len > 1 && arg_instr(call, 0)->type == ty_float32 ? ty_float32 : ty_float64);
  if (!type_is_float(t) && type_is_int(t) && type_is_int(arg_instr(call, 0)->type))
    return arg_as(cg, call, 0, t);
  LLVMValueRef args[3];
  for (int k = 0; k < n && k < 3; k++)
    args[k] = arg_as(cg, call, k, ft);
  LLVMValueRef r = cg_math(cg, name, ft, n, args);
  if (!r) {
    cg_unsupported(cg, call->loc, "math.%s is not supported by the code generator yet", name);
    return LLVMGetUndef(cg_type(cg, t));
  }
  /* math.sqrt(-1) and math.log(0) raise ValueError in Python; Numba's
   * jitted code returns nan and -inf, as arrc does. */
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
