/* NumPy's elementwise math on complex numbers (LANGUAGE.md §6.5): np.sqrt,
 * np.exp, np.log, np.log10, the trigonometric and hyperbolic functions and
 * their inverses, and np.abs, of a complex scalar or of each element of a
 * complex array. NumPy computes them with the C library's complex
 * functions in the data's precision, Numba with its cmath (CPython's
 * algorithms); the runtime has both (arrc_np_complex_ufunc, cmath.c), and
 * the code calls the one of the code it is in: NumPy's in host code,
 * Numba's in jitted code. */
#include "lower.h"
#include "rt_stdlib.h"

/* The runtime's code of each function that has a complex form, plus one
 * (0: none). */
static const int8_t complex_fns[BI_COUNT] = {
    [BI_NP_SQRT] = ARRC_CMATH_SQRT + 1,   [BI_NP_EXP] = ARRC_CMATH_EXP + 1,   [BI_NP_LOG] = ARRC_CMATH_LOG + 1,
    [BI_NP_LOG10] = ARRC_CMATH_LOG10 + 1, [BI_NP_SIN] = ARRC_CMATH_SIN + 1,   [BI_NP_COS] = ARRC_CMATH_COS + 1,
    [BI_NP_TAN] = ARRC_CMATH_TAN + 1,     [BI_NP_SINH] = ARRC_CMATH_SINH + 1, [BI_NP_COSH] = ARRC_CMATH_COSH + 1,
    [BI_NP_TANH] = ARRC_CMATH_TANH + 1,   [BI_NP_ARCSIN] = ARRC_CMATH_ASIN + 1,
    [BI_NP_ARCCOS] = ARRC_CMATH_ACOS + 1, [BI_NP_ARCTAN] = ARRC_CMATH_ATAN + 1,
};

bool cg_complex_ufunc_known(BuiltinId fn) {
  return complex_fns[fn] != 0 || fn == BI_NP_ABS || fn == BI_ABS || fn == BI_NP_FABS;
}

LLVMValueRef cg_complex_ufunc(Cg *cg, BuiltinId fn, LLVMValueRef z, const Type *zt, const Type *rt) {
  LLVMBuilderRef b = cg->b;
  const Type *part = type_float(zt->bits / 2);
  LLVMValueRef re = LLVMBuildExtractValue(b, z, 0, ""), im = LLVMBuildExtractValue(b, z, 1, "");
  if (!complex_fns[fn]) {
    /* np.abs: the hypotenuse, in the parts' precision. */
    LLVMValueRef r = part->bits == 32 ? cg_call_rt(cg, "hypotf", cg->f32, 2, (LLVMValueRef[]){re, im})
                                      : cg_call_rt(cg, "hypot", cg->f64, 2, (LLVMValueRef[]){re, im});
    return cg_convert(cg, r, part, rt);
  }
  int32_t mode = cg_in_jit(cg) ? ARRC_NP_COMPLEX_NUMBA
                 : part->bits == 32 ? ARRC_NP_COMPLEX_NUMPY64 : ARRC_NP_COMPLEX_NUMPY128;
  LLVMTypeRef at = LLVMArrayType(cg->f64, 2);
  LLVMValueRef out = cg_alloca(cg, at, "npcomplex");
  cg_call_rt(cg, "arrc_np_complex_ufunc", cg->void_, 5,
             (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)(complex_fns[fn] - 1), false),
                              cg_convert(cg, re, part, ty_float64), cg_convert(cg, im, part, ty_float64),
                              LLVMConstInt(cg->i32, (unsigned)mode, false), out});
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, zt));
  for (int k = 0; k < 2; k++) {
    LLVMValueRef slot = LLVMBuildGEP2(b, at, out, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    r = LLVMBuildInsertValue(b, r, cg_convert(cg, LLVMBuildLoad2(b, cg->f64, slot, ""), ty_float64, part),
                             (unsigned)k, "");
  }
  return cg_convert(cg, r, zt, rt);
}
