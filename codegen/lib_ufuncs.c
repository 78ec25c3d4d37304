/* NumPy's ufuncs (np.add ... np.spacing, typed by ir/type_ufuncs.c) and
 * np.around. A ufunc on arrays is a step of an elementwise loop (a MAP,
 * codegen/elementwise.c, which calls cg_ufunc_step), on numbers the same
 * element computed once. Either way the element is computed in the types
 * of the ufunc's loop that typing chose: the operands are converted to
 * the loop's input types, the operation is NumPy's (no exceptions:
 * integer division by zero gives 0), and the result has the loop's output
 * type. Elements that need an algorithm (gcd, lcm, logaddexp, spacing)
 * call runtime/ufuncs.c. */
#include <math.h>
#include <stdio.h>

#include "lib_np15misc.h"
#include "lower.h"
#include "type_ufuncs.h"

static LLVMValueRef libm(Cg *cg, const char *name, const Type *ft, int n, LLVMValueRef *args) {
  char fname[32];
  snprintf(fname, sizeof fname, "%s%s", name, ft == ty_float32 ? "f" : "");
  return cg_call_rt(cg, fname, cg_type(cg, ft), n, args);
}

static LLVMValueRef real_const(Cg *cg, const Type *t, double v) { return LLVMConstReal(cg_type(cg, t), v); }

static LLVMValueRef int_const(Cg *cg, const Type *t, int64_t v) {
  return LLVMConstInt(cg_type(cg, t), (unsigned long long)v, t->kind == TY_INT && t->is_signed);
}

/* NumPy's truth of an element (logical_and and friends): nonzero, a NaN
 * counting as true. */
static LLVMValueRef truth(Cg *cg, LLVMValueRef v, const Type *t) {
  LLVMBuilderRef B = cg->b;
  if (t->kind == TY_BOOL)
    return v;
  if (t->kind == TY_INT)
    return LLVMBuildICmp(B, LLVMIntNE, v, LLVMConstNull(LLVMTypeOf(v)), "");
  if (t->kind == TY_FLOAT)
    return LLVMBuildFCmp(B, LLVMRealUNE, v, LLVMConstNull(LLVMTypeOf(v)), "");
  LLVMValueRef re = LLVMBuildExtractValue(B, v, 0, ""), im = LLVMBuildExtractValue(B, v, 1, "");
  return LLVMBuildOr(B, LLVMBuildFCmp(B, LLVMRealUNE, re, LLVMConstNull(LLVMTypeOf(re)), ""),
                     LLVMBuildFCmp(B, LLVMRealUNE, im, LLVMConstNull(LLVMTypeOf(im)), ""), "");
}

/* fmax and fmin: a NaN loses to a number (NumPy: in1 >= in2 || isnan(in2)
 * ? in1 : in2); integers and booleans as max and min. */
static LLVMValueRef fmax_fmin(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, bool is_max) {
  if (t->kind == TY_COMPLEX)
    return cg_complex_minmax(cg, a, b, is_max, true);
  if (!type_is_float(t))
    return cg_numpy_maximum(cg, t, a, b, is_max);
  LLVMBuilderRef B = cg->b;
  LLVMValueRef keep_a = LLVMBuildFCmp(B, is_max ? LLVMRealOGE : LLVMRealOLE, a, b, "");
  keep_a = LLVMBuildOr(B, keep_a, LLVMBuildFCmp(B, LLVMRealUNO, b, b, ""), "");
  return LLVMBuildSelect(B, keep_a, a, b, "");
}

/* NumPy's shifts: a shift by the width or more gives 0 (-1 for a negative
 * number shifted right), never C's undefined behaviour. */
static LLVMValueRef shift(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, bool left) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef width = int_const(cg, t, t->bits);
  LLVMValueRef in_range = LLVMBuildICmp(B, LLVMIntULT, b, width, "");
  LLVMValueRef amount = LLVMBuildSelect(B, in_range, b, LLVMConstNull(LLVMTypeOf(b)), "");
  LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a));
  if (left)
    return LLVMBuildSelect(B, in_range, LLVMBuildShl(B, a, amount, ""), zero, "");
  if (!t->is_signed)
    return LLVMBuildSelect(B, in_range, LLVMBuildLShr(B, a, amount, ""), zero, "");
  LLVMValueRef fill = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, a, zero, ""), LLVMConstAllOnes(LLVMTypeOf(a)),
                                      zero, "");
  return LLVMBuildSelect(B, in_range, LLVMBuildAShr(B, a, amount, ""), fill, "");
}

/* np.fmod: C's remainder (the sign of the dividend); 0 for a zero divisor,
 * as NumPy's integer loop gives. Numba 0.56 takes the remainder of signed
 * integers as unsigned ones (np.fmod(-7, 2) is 1 there), which jitted
 * code does too. */
static LLVMValueRef fmod_op(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->b;
  if (type_is_float(t))
    return LLVMBuildFRem(B, a, b, "");
  LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a));
  LLVMValueRef bad = LLVMBuildICmp(B, LLVMIntEQ, b, zero, "");
  if (cg_in_jit(cg)) {
    LLVMValueRef r = LLVMBuildURem(B, a, LLVMBuildSelect(B, bad, int_const(cg, t, 1), b, ""), "");
    return LLVMBuildSelect(B, bad, zero, r, "");
  }
  if (t->is_signed) /* INT_MIN % -1 traps; the result is 0 */
    bad = LLVMBuildOr(B, bad, LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstAllOnes(LLVMTypeOf(b)), ""), "");
  LLVMValueRef safe = LLVMBuildSelect(B, bad, int_const(cg, t, 1), b, "");
  LLVMValueRef r = t->is_signed ? LLVMBuildSRem(B, a, safe, "") : LLVMBuildURem(B, a, safe, "");
  return LLVMBuildSelect(B, bad, zero, r, "");
}

/* gcd and lcm in 64 bits (runtime/ufuncs.c), back to t. */
static LLVMValueRef gcd_lcm(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, bool lcm) {
  bool u = t->kind == TY_INT && !t->is_signed;
  const Type *w = u ? ty_uint64 : ty_int64;
  LLVMValueRef args[2] = {cg_convert(cg, a, t, w), cg_convert(cg, b, t, w)};
  const char *name = lcm ? (u ? "arrc_np_lcm_u64" : "arrc_np_lcm") : (u ? "arrc_np_gcd_u64" : "arrc_np_gcd");
  return cg_convert(cg, cg_call_rt(cg, name, cg->i64, 2, args), w, t);
}

/* np.sign: -1, 0 or 1 of the operand's type; a NaN stays NaN. */
static LLVMValueRef sign_op(Cg *cg, const Type *t, LLVMValueRef a) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a));
  if (type_is_float(t)) {
    LLVMValueRef r = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOEQ, a, zero, ""), zero, a, "");
    r = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOLT, a, zero, ""), real_const(cg, t, -1), r, "");
    return LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOGT, a, zero, ""), real_const(cg, t, 1), r, "");
  }
  bool sg = t->kind == TY_INT && t->is_signed;
  LLVMValueRef r = LLVMBuildSelect(B, LLVMBuildICmp(B, sg ? LLVMIntSGT : LLVMIntUGT, a, zero, ""), int_const(cg, t, 1),
                                   zero, "");
  if (sg)
    r = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, a, zero, ""), int_const(cg, t, -1), r, "");
  return r;
}

/* ldexp(x, n) with the exponent clamped to C's int, as NumPy's int64 loop
 * does before calling ldexp. */
static LLVMValueRef ldexp_op(Cg *cg, const Type *t, LLVMValueRef x, const Type *nt, LLVMValueRef n) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef w = cg_convert(cg, n, nt, ty_int64);
  w = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSGT, w, cg_i64(cg, INT32_MAX), ""), cg_i64(cg, INT32_MAX), w, "");
  w = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, w, cg_i64(cg, INT32_MIN), ""), cg_i64(cg, INT32_MIN), w, "");
  LLVMValueRef args[2] = {x, LLVMBuildTrunc(B, w, cg->i32, "")};
  return libm(cg, "ldexp", t, 2, args);
}

/* deg2rad and rad2deg: one product by pi/180 or 180/pi. NumPy's float32
 * loops compute the constant in float32 (180.0f / NPY_PIf), Numba's
 * round the float64 one. */
static LLVMValueRef angle(Cg *cg, const Type *t, LLVMValueRef a, bool to_radians) {
  double k = to_radians ? 3.14159265358979323846 / 180.0 : 180.0 / 3.14159265358979323846;
  if (t == ty_float32) {
    float pif = (float)3.14159265358979323846;
    k = cg_in_jit(cg) ? (double)(float)k : (double)(to_radians ? pif / 180.0f : 180.0f / pif);
  }
  return LLVMBuildFMul(cg->b, a, real_const(cg, t, k), "");
}

static LLVMValueRef complex_negate(Cg *cg, LLVMValueRef v, bool real_too) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef im = LLVMBuildFNeg(B, LLVMBuildExtractValue(B, v, 1, ""), "");
  v = LLVMBuildInsertValue(B, v, im, 1, "");
  if (real_too)
    v = LLVMBuildInsertValue(B, v, LLVMBuildFNeg(B, LLVMBuildExtractValue(B, v, 0, ""), ""), 0, "");
  return v;
}

static LLVMValueRef signbit_op(Cg *cg, const Type *t, LLVMValueRef a) {
  LLVMTypeRef it = t == ty_float32 ? cg->i32 : cg->i64;
  return LLVMBuildICmp(cg->b, LLVMIntSLT, LLVMBuildBitCast(cg->b, a, it, ""), LLVMConstNull(it), "");
}

static LLVMValueRef float_class(Cg *cg, const Type *t, LLVMValueRef a, bool finite) {
  FloatClass c = finite ? FLOAT_IS_FINITE : FLOAT_IS_INF;
  if (t->kind != TY_COMPLEX)
    return cg_float_class(cg, c, a, t);
  const Type *pt = type_float(t->bits / 2);
  LLVMValueRef re = cg_float_class(cg, c, LLVMBuildExtractValue(cg->b, a, 0, ""), pt);
  LLVMValueRef im = cg_float_class(cg, c, LLVMBuildExtractValue(cg->b, a, 1, ""), pt);
  return finite ? LLVMBuildAnd(cg->b, re, im, "") : LLVMBuildOr(cg->b, re, im, "");
}

/* Numba's float remainder loop (np_real_mod_impl): LLVM's frem, plus the
 * divisor where a nonzero remainder's sign differs from the divisor's. A
 * zero remainder is +0.0 whatever the signs (-0.0 + 0.0), where NumPy's
 * takes the divisor's sign (np.remainder(1.0, -1.0) is -0.0 in NumPy, 0.0
 * in Numba). */
static LLVMValueRef numba_float_remainder(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef zero = real_const(cg, t, 0);
  LLVMValueRef res = LLVMBuildFRem(B, a, b, "");
  LLVMValueRef nonzero = LLVMBuildFCmp(B, LLVMRealONE, res, zero, "");
  LLVMValueRef signs_differ = LLVMBuildXor(B, LLVMBuildFCmp(B, LLVMRealOLT, b, zero, ""),
                                           LLVMBuildFCmp(B, LLVMRealOLT, res, zero, ""), "");
  LLVMValueRef fix = LLVMBuildSelect(B, LLVMBuildAnd(B, nonzero, signs_differ, ""), b, zero, "");
  return LLVMBuildFAdd(B, res, fix, "");
}

/* Numba's floor_divide and divmod loops: floor(a / b) for floats (inf // 2
 * is inf there, nan in NumPy); for signed integers the lowest value // -1
 * is 0 in every width (np_int_sdiv_impl), where NumPy's wraps to the lowest
 * value. */
static LLVMValueRef numba_floor_divide(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  if (type_is_float(t))
    return cg_intrinsic(cg, "llvm.floor", cg_type(cg, t), 1, (LLVMValueRef[]){LLVMBuildFDiv(B, a, b, "")});
  LLVMValueRef q = cg_binary_op(cg, OP_FLOORDIV, t, a, b, loc);
  if (t->kind != TY_INT || !t->is_signed)
    return q;
  LLVMTypeRef it = LLVMTypeOf(a);
  LLVMValueRef lowest = LLVMConstInt(it, 1ULL << (t->bits - 1), false);
  LLVMValueRef overflow = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntEQ, a, lowest, ""),
                                       LLVMBuildICmp(B, LLVMIntEQ, b, LLVMConstAllOnes(it), ""), "");
  return LLVMBuildSelect(B, overflow, LLVMConstNull(it), q, "");
}

/* One element of ufunc fn, its operands a[] already of the loop's input
 * types; output k of the loop (divmod has two). */
static LLVMValueRef ufunc_element(Cg *cg, BuiltinId fn, const UfuncLoop *lp, LLVMValueRef *a, int k, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  const Type *t = lp->in[0];
  bool is_bool = t->kind == TY_BOOL;
  switch (fn) {
  case BI_NP_ADD: return is_bool ? LLVMBuildOr(B, a[0], a[1], "") : cg_binary_op(cg, OP_ADD, t, a[0], a[1], loc);
  case BI_NP_SUBTRACT: return cg_binary_op(cg, OP_SUB, t, a[0], a[1], loc);
  case BI_NP_MULTIPLY: return is_bool ? LLVMBuildAnd(B, a[0], a[1], "") : cg_binary_op(cg, OP_MUL, t, a[0], a[1], loc);
  case BI_NP_TRUE_DIVIDE: return cg_binary_op(cg, OP_DIV, t, a[0], a[1], loc);
  case BI_NP_FLOOR_DIVIDE:
  case BI_NP_REMAINDER:
  case BI_NP_DIVMOD: {
    bool quotient = fn == BI_NP_FLOOR_DIVIDE || (fn == BI_NP_DIVMOD && k == 0);
    if (cg_in_jit(cg) && quotient)
      return numba_floor_divide(cg, t, a[0], a[1], loc);
    if (cg_in_jit(cg) && type_is_float(t))
      return numba_float_remainder(cg, t, a[0], a[1]);
    return cg_binary_op(cg, quotient ? OP_FLOORDIV : OP_MOD, t, a[0], a[1], loc);
  }
  case BI_NP_FMOD: return fmod_op(cg, t, a[0], a[1]);
  case BI_NP_FLOAT_POWER:
    if (t->kind == TY_COMPLEX)
      return cg_binary_op(cg, OP_POW, t, a[0], a[1], loc);
    return cg_math(cg, MATH_POW, t, 2, a);
  case BI_NP_NEGATIVE:
    if (t->kind == TY_COMPLEX)
      return complex_negate(cg, a[0], true);
    return type_is_float(t) ? LLVMBuildFNeg(B, a[0], "") : LLVMBuildNeg(B, a[0], "");
  case BI_NP_CONJUGATE: return t->kind == TY_COMPLEX ? complex_negate(cg, a[0], false) : a[0];
  case BI_NP_SQUARE: return cg_binary_op(cg, OP_MUL, t, a[0], a[0], loc);
  case BI_NP_RECIPROCAL:
    if (type_is_float(t))
      return LLVMBuildFDiv(B, real_const(cg, t, 1), a[0], "");
    if (t->kind == TY_COMPLEX) {
      LLVMValueRef one = cg_convert(cg, LLVMConstReal(cg->f64, 1), ty_float64, t);
      return cg_binary_op(cg, OP_DIV, t, one, a[0], loc);
    } else {
      /* 1 / x truncated; x = 0 gives 0 here (NumPy's C cast of inf). */
      LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a[0]));
      LLVMValueRef is0 = LLVMBuildICmp(B, LLVMIntEQ, a[0], zero, "");
      LLVMValueRef d = LLVMBuildSelect(B, is0, int_const(cg, t, 1), a[0], "");
      LLVMValueRef q = t->kind == TY_INT && t->is_signed ? LLVMBuildSDiv(B, int_const(cg, t, 1), d, "")
                                                         : LLVMBuildUDiv(B, int_const(cg, t, 1), d, "");
      return LLVMBuildSelect(B, is0, zero, q, "");
    }
  case BI_NP_RINT: return cg_intrinsic(cg, "llvm.rint", cg_type(cg, t), 1, a);
  case BI_NP_TRUNC: return cg_intrinsic(cg, "llvm.trunc", cg_type(cg, t), 1, a);
  case BI_NP_SIGN: return sign_op(cg, t, a[0]);
  case BI_NP_EXP2: return libm(cg, "exp2", t, 1, a);
  case BI_NP_CBRT: return libm(cg, "cbrt", t, 1, a);
  case BI_NP_NEXTAFTER: return libm(cg, "nextafter", t, 2, a);
  case BI_NP_LOG2: return cg_math(cg, MATH_LOG2, t, 1, a);
  case BI_NP_EXPM1: return cg_math(cg, MATH_EXPM1, t, 1, a);
  case BI_NP_LOG1P: return cg_math(cg, MATH_LOG1P, t, 1, a);
  case BI_NP_ARCSINH: return cg_math(cg, MATH_ASINH, t, 1, a);
  case BI_NP_ARCCOSH: return cg_math(cg, MATH_ACOSH, t, 1, a);
  case BI_NP_ARCTANH: return cg_math(cg, MATH_ATANH, t, 1, a);
  case BI_NP_HYPOT: return cg_math(cg, MATH_HYPOT, t, 2, a);
  case BI_NP_COPYSIGN: return cg_math(cg, MATH_COPYSIGN, t, 2, a);
  case BI_NP_SPACING: return cg_call_rt(cg, t == ty_float32 ? "arrc_np_spacingf" : "arrc_np_spacing", cg_type(cg, t), 1, a);
  case BI_NP_LOGADDEXP:
    return cg_call_rt(cg, t == ty_float32 ? "arrc_np_logaddexpf" : "arrc_np_logaddexp", cg_type(cg, t), 2, a);
  case BI_NP_LOGADDEXP2:
    return cg_call_rt(cg, t == ty_float32 ? "arrc_np_logaddexp2f" : "arrc_np_logaddexp2", cg_type(cg, t), 2, a);
  case BI_NP_GCD: return gcd_lcm(cg, t, a[0], a[1], false);
  case BI_NP_LCM: return gcd_lcm(cg, t, a[0], a[1], true);
  case BI_NP_DEG2RAD: case BI_NP_RADIANS: return angle(cg, t, a[0], true);
  case BI_NP_RAD2DEG: case BI_NP_DEGREES: return angle(cg, t, a[0], false);
  case BI_NP_BITWISE_AND: return LLVMBuildAnd(B, a[0], a[1], "");
  case BI_NP_BITWISE_OR: return LLVMBuildOr(B, a[0], a[1], "");
  case BI_NP_BITWISE_XOR: return LLVMBuildXor(B, a[0], a[1], "");
  case BI_NP_INVERT: return LLVMBuildNot(B, a[0], "");
  case BI_NP_LEFT_SHIFT: return shift(cg, t, a[0], a[1], true);
  case BI_NP_RIGHT_SHIFT: return shift(cg, t, a[0], a[1], false);
  case BI_NP_GREATER: return cg_compare_op(cg, OP_GT, t, a[0], a[1]);
  case BI_NP_GREATER_EQUAL: return cg_compare_op(cg, OP_GE, t, a[0], a[1]);
  case BI_NP_LESS: return cg_compare_op(cg, OP_LT, t, a[0], a[1]);
  case BI_NP_LESS_EQUAL: return cg_compare_op(cg, OP_LE, t, a[0], a[1]);
  case BI_NP_NOT_EQUAL: return cg_compare_op(cg, OP_NE, t, a[0], a[1]);
  case BI_NP_EQUAL: return cg_compare_op(cg, OP_EQ, t, a[0], a[1]);
  case BI_NP_LOGICAL_AND: return LLVMBuildAnd(B, truth(cg, a[0], t), truth(cg, a[1], t), "");
  case BI_NP_LOGICAL_OR: return LLVMBuildOr(B, truth(cg, a[0], t), truth(cg, a[1], t), "");
  case BI_NP_LOGICAL_XOR: return LLVMBuildXor(B, truth(cg, a[0], t), truth(cg, a[1], t), "");
  case BI_NP_LOGICAL_NOT: return LLVMBuildNot(B, truth(cg, a[0], t), "");
  case BI_NP_FMAX: return fmax_fmin(cg, t, a[0], a[1], true);
  case BI_NP_FMIN: return fmax_fmin(cg, t, a[0], a[1], false);
  case BI_NP_ISFINITE: return float_class(cg, t, a[0], true);
  case BI_NP_ISINF: return float_class(cg, t, a[0], false);
  case BI_NP_SIGNBIT: return signbit_op(cg, t, a[0]);
  case BI_NP_LDEXP: return ldexp_op(cg, t, a[0], lp->in[1], a[1]);
  default: break;
  }
  cg_unsupported(cg, loc, "np.%s is not supported by the code generator yet", builtin_short_name(fn));
  return LLVMGetUndef(cg_type(cg, lp->out[k]));
}

/* The element of fn for operands x[] of types xt[], as output k of the
 * loop, converted to type rt. */
static LLVMValueRef apply(Cg *cg, BuiltinId fn, const UfuncLoop *lp, LLVMValueRef *x, const Type **xt, int k,
                          const Type *rt, SrcLoc loc) {
  LLVMValueRef a[2];
  for (int j = 0; j < lp->nin; j++)
    a[j] = cg_convert(cg, x[j], xt[j], lp->in[j]);
  bool saved = cg->numpy_errors;
  cg->numpy_errors = true;
  LLVMValueRef r = ufunc_element(cg, fn, lp, a, k, loc);
  cg->numpy_errors = saved;
  return cg_convert(cg, r, lp->out[k], rt);
}

/* The value of a constant scalar operand, as value-based casting reads it. */
static bool constant_number(LLVMValueRef v, const Type *t, NumValue *out) {
  *out = (NumValue){0};
  if (LLVMIsAConstantInt(v)) {
    out->i = t->kind == TY_INT && !t->is_signed ? (int64_t)LLVMConstIntGetZExtValue(v) : LLVMConstIntGetSExtValue(v);
    out->re = (double)out->i;
  } else if (LLVMIsAConstantFP(v)) {
    LLVMBool lost;
    out->re = LLVMConstRealGetDouble(v, &lost);
  } else {
    return false;
  }
  return out->known = true;
}

/* The loop typing chose for operands of element types xt[] (scalar[k]:
 * operand k is a scalar beside arrays), whose first output is rt. */
static void find_loop(Cg *cg, BuiltinId fn, int n, LLVMValueRef *x, const Type **xt, const bool *scalar,
                      const Type *rt, UfuncLoop *lp) {
  bool host = func_is_host(cg->f->kind);
  const Type *in[2], *arrays = NULL;
  for (int k = 0; k < n; k++) {
    in[k] = type_strip_optional(xt[k]);
    if (!scalar[k])
      arrays = arrays ? type_numpy_promote(arrays, in[k]) : in[k];
  }
  for (int k = 0; host && arrays && k < n; k++) {
    NumValue v;
    if (scalar[k])
      in[k] = type_numpy_scalar(arrays, in[k], constant_number(x[k], in[k], &v) ? &v : NULL);
  }
  if (ufunc_find_loop(fn, in, !host, lp) && (lp->out[0] == rt || fn == BI_NP_DIVMOD))
    return;
  if (ufunc_loop_for_output(fn, in, rt, lp))
    return;
  /* Not reached for calls typing accepted; compute in the result's type. */
  lp->nin = n;
  lp->nout = 1;
  lp->in[0] = lp->in[1] = lp->out[0] = lp->out[1] = rt;
}

LLVMValueRef cg_ufunc_step(Cg *cg, const MapStep *st, LLVMValueRef *x, const Type **xt) {
  bool scalar[2] = {false, false};
  for (int k = 0; k < st->nargs && k < 2; k++)
    scalar[k] = st->args[k] < 32 && (cg->map_scalars >> st->args[k] & 1);
  UfuncLoop lp;
  find_loop(cg, st->fn, st->nargs, x, xt, scalar, st->type, &lp);
  int which = st->fn == BI_NP_DIVMOD && st->type != lp.out[0] ? 1 : 0;
  return apply(cg, st->fn, &lp, x, xt, which, st->type, st->loc);
}

/* divmod of arrays: the floor_divide and remainder loops, one array each. */
static LLVMValueRef divmod_arrays(Cg *cg, const Instr *call) {
  const Type *tt = call->type;
  Instr part = *call;
  LLVMValueRef tv = LLVMGetUndef(cg_type(cg, tt));
  BuiltinId parts[2] = {BI_NP_FLOOR_DIVIDE, BI_NP_REMAINDER};
  for (int k = 0; k < 2; k++) {
    part.type = tt->elems[k];
    tv = LLVMBuildInsertValue(cg->b, tv, cg_elementwise(cg, &part, parts[k]), (unsigned)k, "");
  }
  return tv;
}

/* where= with out=: the whole result computed into a new array in out's
 * dtype, then copied into out where the mask is true (the runtime). */
static LLVMValueRef masked(Cg *cg, const Instr *call, BuiltinId id, const Instr *where) {
  const Instr *out = kwarg(call, "out");
  Instr whole = *call;
  whole.ops.len = call->ops.len - call->nkw;
  whole.nkw = 0;
  whole.type = out->type->layout == 'C' ? out->type : type_array(out->type->elem, out->type->ndim, 'C');
  LLVMValueRef r = cg_elementwise(cg, &whole, id);
  LLVMValueRef o = cg_value(cg, out);
  cg_call_rt(cg, "arrc_np_copy_where", cg->void_, 4,
             (LLVMValueRef[]){o, r, cg_convert(cg, cg_value(cg, where), where->type, type_strip_optional(where->type)),
                              cg_loc(cg, call->loc)});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
  cg_refcount(cg, o, out->type, true); /* the call's value is out itself, one more reference */
  return o;
}

LLVMValueRef lower_np_ufunc(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  if (nargs(call) > ufunc_nin(id)) {
    /* np.add(a, b, out): the loop of out= (its operand is already last
     * among the positional ones, before any keyword). */
    Instr with_out = *call;
    const char **names = arena_alloc(cg->m->arena, (size_t)(call->nkw + 1) * sizeof *names);
    names[0] = "out";
    for (int k = 0; k < call->nkw; k++)
      names[k + 1] = call->kwnames[k];
    with_out.kwnames = names;
    with_out.nkw = call->nkw + 1;
    return lower_np_ufunc(cg, &with_out, id);
  }
  const Instr *where = kwarg(call, "where");
  if (where && t->kind == TY_ARRAY)
    return masked(cg, call, id, where);
  if (t->kind == TY_ARRAY)
    return cg_elementwise(cg, call, id);
  if (t->kind == TY_TUPLE && t->elems[0]->kind == TY_ARRAY)
    return divmod_arrays(cg, call);
  int n = nargs(call);
  LLVMValueRef x[2];
  const Type *xt[2];
  bool scalar[2] = {false, false};
  for (int k = 0; k < n && k < 2; k++) {
    const Instr *a = arg_instr(call, k);
    x[k] = cg_value(cg, a);
    xt[k] = a->type;
  }
  const Type *rt = t->kind == TY_TUPLE ? t->elems[0] : t;
  UfuncLoop lp;
  find_loop(cg, id, n, x, xt, scalar, rt, &lp);
  if (t->kind != TY_TUPLE)
    return apply(cg, id, &lp, x, xt, 0, t, call->loc);
  LLVMValueRef tv = LLVMGetUndef(cg_type(cg, t));
  for (int k = 0; k < 2; k++)
    tv = LLVMBuildInsertValue(cg->b, tv, apply(cg, id, &lp, x, xt, k, t->elems[k], call->loc), (unsigned)k, "");
  return tv;
}

/* np.around(a, decimals=0, out=None): NumPy's algorithm in host code,
 * Numba's in jitted code (runtime/ufuncs.c); an array goes to the runtime
 * whole, a number is rounded here. */
LLVMValueRef lower_np_around(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef decimals = nargs(call) > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
  LLVMValueRef numpy = LLVMConstInt(cg->i1, !cg_in_jit(cg), false);
  const Type *at = type_strip_optional(a->type);
  if (at->kind == TY_ARRAY) {
    LLVMValueRef av = cg_convert(cg, cg_value(cg, a), a->type, at);
    const Instr *out = nargs(call) > 2 ? arg_instr(call, 2) : NULL;
    if (out && out->type->kind == TY_ARRAY) {
      LLVMValueRef o = cg_value(cg, out);
      cg_call_rt(cg, "arrc_np_around_into", cg->ptr, 5, (LLVMValueRef[]){av, decimals, o, numpy, cg_loc(cg, call->loc)});
      cg_refcount(cg, o, out->type, true); /* the call's value is out itself, one more reference */
      return o;
    }
    return cg_call_rt(cg, "arrc_np_around", cg->ptr, 4, (LLVMValueRef[]){av, decimals, numpy, cg_loc(cg, call->loc)});
  }
  /* A number: integers through float64 (only negative decimals change
   * them), floats in float64 as NumPy's 0-d arithmetic with a Python float
   * and Numba's round_ndigits both compute. */
  LLVMValueRef v = cg_convert(cg, cg_value(cg, a), a->type, ty_float64);
  LLVMValueRef r = cg_call_rt(cg, cg_in_jit(cg) ? "arrc_numba_round" : "arrc_np_round_double", cg->f64, 2,
                              (LLVMValueRef[]){v, decimals});
  if (at->kind == TY_INT) {
    LLVMValueRef keep = LLVMBuildICmp(cg->b, LLVMIntSGE, decimals, cg_i64(cg, 0), "");
    return LLVMBuildSelect(cg->b, keep, cg_convert(cg, cg_value(cg, a), a->type, call->type),
                           cg_convert(cg, r, ty_float64, call->type), "");
  }
  return cg_convert(cg, r, ty_float64, call->type);
}
