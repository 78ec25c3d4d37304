/* NumPy's ufuncs and dtypes as values: the loop search of ir/type_ufuncs.c
 * (the loops NumPy 1.24 and Numba 0.56 choose, measured with the oracle),
 * the dtype spellings of ir/type_dtypes.c, and the element algorithms of
 * runtime/ufuncs.c against NumPy's results. */
#include <criterion/criterion.h>
#include <math.h>

#include "rt_ufuncs.h"
#include "type_ufuncs.h"

static void setup(void) { types_init(); }
static void teardown(void) { types_free(); }

TestSuite(ufuncs, .init = setup, .fini = teardown);

/* The output type of ufunc id's loop for operands a and b. */
static const Type *loop_out(BuiltinId id, const Type *a, const Type *b, bool numba) {
  const Type *in[2] = {a, b};
  UfuncLoop lp;
  return ufunc_find_loop(id, in, numba, &lp) ? lp.out[0] : NULL;
}

Test(ufuncs, loop_search_follows_numpy_and_numba) {
  /* np.add(int32, float32): NumPy float64, Numba float32. */
  cr_expect_eq(loop_out(BI_NP_ADD, ty_int32, ty_float32, false), ty_float64);
  cr_expect_eq(loop_out(BI_NP_ADD, ty_int32, ty_float32, true), ty_float32);
  cr_expect_eq(loop_out(BI_NP_ADD, ty_bool, ty_bool, false), ty_bool);
  cr_expect_eq(loop_out(BI_NP_ADD, ty_int8, ty_uint8, false), ty_int16);
  cr_expect_eq(loop_out(BI_NP_ADD, ty_int64, ty_uint64, false), ty_float64);
  cr_expect_eq(loop_out(BI_NP_SUBTRACT, ty_bool, ty_bool, true), ty_int8);
  cr_expect_eq(loop_out(BI_NP_LESS, ty_int64, ty_float64, false), ty_bool);
  cr_expect_eq(loop_out(BI_NP_LDEXP, ty_float32, ty_int64, false), ty_float32);
  cr_expect_eq(loop_out(BI_NP_EXP2, ty_int16, NULL, false), ty_float32);
  cr_expect_eq(loop_out(BI_NP_EXP2, ty_int32, NULL, false), ty_float64);
  cr_expect_null(loop_out(BI_NP_GCD, ty_float64, ty_float64, false));
  cr_expect_null(loop_out(BI_NP_LEFT_SHIFT, ty_uint64, ty_int64, false));
  cr_expect(ufunc_can_cast_safely(ty_uint32, ty_int64));
  cr_expect(!ufunc_can_cast_safely(ty_uint64, ty_int64));
  cr_expect(!ufunc_can_cast_safely(ty_int64, ty_float32));
}

Test(ufuncs, dtype_spellings) {
  cr_expect_eq(numpy_dtype_named("float32"), ty_float32);
  cr_expect_eq(numpy_dtype_named("f8"), ty_float64);
  cr_expect_eq(numpy_dtype_named("d"), ty_float64);
  cr_expect_eq(numpy_dtype_named("<i4"), ty_int32);
  cr_expect_eq(numpy_dtype_named("|b1"), ty_bool);
  cr_expect_eq(numpy_dtype_named("?"), ty_bool);
  cr_expect_eq(numpy_dtype_named("L"), ty_uint64);
  cr_expect_null(numpy_dtype_named("floot32"));
  cr_expect_null(numpy_dtype_named("e"));
  char buf[16];
  cr_expect_str_eq(dtype_attribute_string(ty_int64, "char", buf, sizeof buf), "l");
  cr_expect_str_eq(dtype_attribute_string(ty_uint8, "str", buf, sizeof buf), "|u1");
  cr_expect_str_eq(dtype_attribute_string(ty_complex128, "str", buf, sizeof buf), "<c16");
  cr_expect_str_eq(dtype_attribute_string(ty_bool, "name", buf, sizeof buf), "bool");
  cr_expect_eq(dtype_attribute_int(ty_complex64, "itemsize"), 8);
}

Test(ufuncs, integer_algorithms) {
  cr_expect_eq(arrc_np_gcd(-12, 18), 6);
  cr_expect_eq(arrc_np_gcd(0, 0), 0);
  cr_expect_eq(arrc_np_lcm(4, -6), 12);
  cr_expect_eq(arrc_np_lcm(0, 5), 0);
  cr_expect_eq(arrc_np_gcd_u64(UINT64_MAX, 3), 3);
}

Test(ufuncs, float_algorithms) {
  /* np.logaddexp(1000, 1000) is 1000 + log(2), with no overflow. */
  cr_expect_eq(arrc_np_logaddexp(1000.0, 1000.0), 1000.6931471805599);
  cr_expect_eq(arrc_np_logaddexp(-INFINITY, 0.0), 0.0);
  cr_expect(isnan(arrc_np_logaddexp(NAN, 1.0)));
  cr_expect_eq(arrc_np_logaddexp2(3.0, 3.0), 4.0);
  cr_expect_eq(arrc_np_spacing(1.0), 2.220446049250313e-16);
  cr_expect_eq(arrc_np_spacing(-1.0), -2.220446049250313e-16);
  cr_expect_eq(arrc_np_spacing(-0.0), 5e-324);
  cr_expect(isnan(arrc_np_spacing(INFINITY)));
  cr_expect_eq(arrc_np_spacingf(1.0f), 1.1920929e-07f);
  /* np.around: half to even after the product. */
  cr_expect_eq(arrc_np_round_double(2.5, 0), 2.0);
  cr_expect_eq(arrc_np_round_double(1234.5678, -2), 1200.0);
  cr_expect_eq(arrc_np_round_double(2.675, 2), 2.68);
  cr_expect_eq(arrc_numba_round(2.675, 2), 2.68);
  cr_expect_eq(arrc_numba_round(INFINITY, 2), INFINITY);
}
