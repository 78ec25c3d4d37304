/* The standard library around kernels: the math and cmath names of Numba
 * 0.56's "Supported Python features" page are rows allowed in jitted and
 * host code, Python's other math functions are rows of host code; and the
 * runtime's os.path and integer math give CPython's results. */
#include <criterion/criterion.h>
#include <string.h>

#include "library.h"
#include "rt_stdlib.h"

/* Numba 0.56's math and cmath (numba/core/typing/mathdecl.py and
 * cmathdecl.py), constants included. */
static const char *const numba_math[] = {
    "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "ceil", "copysign", "cos", "cosh", "degrees",
    "erf", "erfc", "exp", "expm1", "fabs", "floor", "frexp", "gamma", "gcd", "hypot", "isfinite", "isinf",
    "isnan", "ldexp", "lgamma", "log", "log10", "log1p", "pow", "radians", "sin", "sinh", "sqrt", "tan", "tanh",
    "trunc", "pi", "e", "tau", "inf", "nan", NULL};
static const char *const numba_cmath[] = {
    "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "isfinite", "isinf", "isnan", "log",
    "log10", "phase", "polar", "rect", "sin", "sinh", "sqrt", "tan", "tanh", "pi", "e", "tau", "inf", "nan", NULL};
/* Python 3.11's other math functions, which host code has. */
static const char *const python_math[] = {
    "comb", "dist", "exp2", "cbrt", "factorial", "fmod", "fsum", "isclose", "isqrt", "lcm", "log2", "modf",
    "nextafter", "perm", "prod", "remainder", "ulp", NULL};

static void expect_rows(const char *module, const char *const *names, int where, const char *const *missing_ok) {
  char path[64];
  for (int k = 0; names[k]; k++) {
    bool skip = false;
    for (int j = 0; missing_ok && missing_ok[j]; j++)
      skip |= strcmp(missing_ok[j], names[k]) == 0;
    if (skip)
      continue;
    snprintf(path, sizeof path, "%s.%s", module, names[k]);
    BuiltinId id = builtin_lookup(path);
    cr_expect_neq(id, BI_NONE, "%s has no row in ir/builtins.def", path);
    if (id != BI_NONE)
      cr_expect_eq(builtin_where(id) & where, where, "%s is not allowed everywhere it should be", path);
  }
}

Test(stdlib, numba_math_and_cmath_compile_in_jitted_and_host_code) {
  expect_rows("math", numba_math, HOST | JIT, NULL);
  expect_rows("cmath", numba_cmath, HOST | JIT, NULL);
}

/* math.dist takes two points of any length, which arrc's tuples of fixed
 * size do not express yet. */
static const char *const not_yet[] = {"dist", NULL};

Test(stdlib, python_math_compiles_in_host_code) { expect_rows("math", python_math, HOST, not_yet); }

static arrc_str *S(const char *s) { return arrc_str_new(s, (int64_t)strlen(s)); }

static void expect_str(arrc_str *got, const char *want) {
  cr_expect_str_eq(got->data, want);
  arrc_str_decref(got);
}

Test(stdlib, posixpath_normpath) {
  static const char *const cases[][2] = {
      {"", "."},    {"/", "/"},       {"//", "//"},     {"///", "/"},     {"a/./b", "a/b"},
      {"a/../..", ".."}, {"/../x", "/x"}, {"a//b/", "a/b"}, {"./", "."}, {"../a/../b", "../b"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
    arrc_str *p = S(cases[k][0]);
    expect_str(arrc_os_path_normpath(p), cases[k][1]);
    arrc_str_decref(p);
  }
}

Test(stdlib, posixpath_join_split_splitext) {
  arrc_str *parts[3] = {S("a"), S("/b"), S("c")};
  expect_str(arrc_os_path_join(3, parts), "/b/c");
  expect_str(arrc_os_path_join(1, parts), "a");
  arrc_str *out[2];
  arrc_str *p = S("dir/.hidden");
  arrc_os_path_splitext(p, out);
  expect_str(out[0], "dir/.hidden");
  expect_str(out[1], "");
  arrc_os_path_split(p, out);
  expect_str(out[0], "dir");
  expect_str(out[1], ".hidden");
  arrc_str_decref(p);
  for (int k = 0; k < 3; k++)
    arrc_str_decref(parts[k]);
}

Test(stdlib, integer_math) {
  cr_expect_eq(arrc_math_gcd(-12, 18), 6);
  cr_expect_eq(arrc_math_gcd(0, 0), 0);
  cr_expect_eq(arrc_math_gcd(INT64_MIN + 1, 0), INT64_MAX);
  cr_expect_eq(arrc_math_lcm(4, -6, NULL), 12);
  cr_expect_eq(arrc_math_factorial(20, NULL), 2432902008176640000);
  cr_expect_eq(arrc_math_comb(66, 33, NULL), 7219428434016265740);
  cr_expect_eq(arrc_math_comb(5, 7, NULL), 0);
  cr_expect_eq(arrc_math_perm(5, 2, true, NULL), 20);
  cr_expect_eq(arrc_math_isqrt(INT64_MAX, NULL), 3037000499);
  cr_expect_eq(arrc_math_isqrt(15, NULL), 3);
  cr_expect_eq(arrc_math_isqrt(16, NULL), 4);
}
