/* runtime/number.c and the number parsing of runtime/str.c against what
 * CPython 3.11 computes: the tables in rt_number_cases.h come from
 * gen_rt_number_cases.py run with /usr/bin/python3. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "rt_number_cases.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Equal as Python sees floats in these tables: the same value with the
 * same sign of zero, or both NaN. */
static bool same_double(double got, double want) {
  if (isnan(want))
    return isnan(got);
  return got == want && signbit(got) == signbit(want);
}

Test(rt_number, int_floordiv_mod) {
  for (size_t i = 0; i < COUNT(int_divmod_cases); i++) {
    int64_t a = int_divmod_cases[i].a, b = int_divmod_cases[i].b;
    cr_expect_eq(arrc_floordiv_i64(a, b, &rt_test_loc), int_divmod_cases[i].q, "%lld // %lld",
                 (long long)a, (long long)b);
    cr_expect_eq(arrc_mod_i64(a, b, &rt_test_loc), int_divmod_cases[i].r, "%lld %% %lld",
                 (long long)a, (long long)b);
  }
}

/* Python's result 2**63 does not fit; the 64-bit result wraps as Numba's. */
Test(rt_number, int_floordiv_overflow_wraps) {
  cr_expect_eq(arrc_floordiv_i64(INT64_MIN, -1, NULL), INT64_MIN);
  cr_expect_eq(arrc_mod_i64(INT64_MIN, -1, NULL), 0);
}

static void floordiv_i64_zero(const void *arg) {
  (void)arg;
  arrc_floordiv_i64(1, 0, &rt_test_loc);
}
static void mod_i64_zero(const void *arg) {
  (void)arg;
  arrc_mod_i64(1, 0, &rt_test_loc);
}
static void floordiv_f64_zero(const void *arg) {
  (void)arg;
  arrc_floordiv_f64(1.0, -0.0, &rt_test_loc);
}
static void mod_f64_zero(const void *arg) {
  (void)arg;
  arrc_mod_f64(1.0, 0.0, &rt_test_loc);
}

Test(rt_number, division_by_zero_messages) {
  rt_expect_error(floordiv_i64_zero, NULL, int_floordiv_zero);
  rt_expect_error(mod_i64_zero, NULL, int_mod_zero);
  rt_expect_error(floordiv_f64_zero, NULL, float_floordiv_zero);
  rt_expect_error(mod_f64_zero, NULL, float_mod_zero);
}

/* The same, through Criterion's own check of the exit status. */
Test(rt_number, division_by_zero_exits_1, .exit_code = 1, .init = cr_redirect_stderr) {
  arrc_floordiv_i64(5, 0, &rt_test_loc);
}

Test(rt_number, float_floordiv_mod) {
  for (size_t i = 0; i < COUNT(float_divmod_cases); i++) {
    double a = float_divmod_cases[i].a, b = float_divmod_cases[i].b;
    double q = arrc_floordiv_f64(a, b, NULL), r = arrc_mod_f64(a, b, NULL);
    cr_expect(same_double(q, float_divmod_cases[i].q), "%a // %a: %a, Python %a", a, b, q,
              float_divmod_cases[i].q);
    cr_expect(same_double(r, float_divmod_cases[i].r), "%a %% %a: %a, Python %a", a, b, r,
              float_divmod_cases[i].r);
  }
}

Test(rt_number, int_pow) {
  for (size_t i = 0; i < COUNT(pow_cases); i++) {
    cr_expect_eq(arrc_pow_i64(pow_cases[i].a, pow_cases[i].b, ARRC_POW_PYTHON, NULL), pow_cases[i].p, "%lld ** %lld",
                 (long long)pow_cases[i].a, (long long)pow_cases[i].b);
    cr_expect_eq(arrc_pow_i64(pow_cases[i].a, pow_cases[i].b, ARRC_POW_NUMPY, NULL), pow_cases[i].p);
  }
}

/* Numba's integer power returns through a float64 and computes exponents
 * beyond 0x10000 with math.pow (values printed by Numba 0.56). */
Test(rt_number, int_pow_numba) {
  cr_expect_eq(arrc_pow_i64(3, 39, ARRC_POW_NUMBA, NULL), INT64_C(4052555153018976256));
  cr_expect_eq(arrc_pow_i64(3, 35, ARRC_POW_NUMBA, NULL), INT64_C(50031545098999704));
  cr_expect_eq(arrc_pow_i64(7, 22, ARRC_POW_NUMBA_QUIET, NULL), INT64_C(3909821048582988288));
  cr_expect_eq(arrc_pow_i64(-3, 39, ARRC_POW_NUMBA, NULL), -INT64_C(4052555153018976256));
  cr_expect_eq(arrc_pow_i64(2, 70000, ARRC_POW_NUMBA, NULL), INT64_MIN);
  cr_expect_eq(arrc_pow_i64(-1, 70001, ARRC_POW_NUMBA, NULL), -1);
  cr_expect_eq(arrc_pow_i64(0, -1, ARRC_POW_NUMBA_QUIET, NULL), INT64_MIN);
  cr_expect_eq(arrc_pow_i64(2, 70000, ARRC_POW_PYTHON, NULL), 0);
}

/* A negative exponent follows Numba's integer power: the truncated
 * reciprocal. */
Test(rt_number, int_pow_negative_exponent) {
  cr_expect_eq(arrc_pow_i64(2, -1, ARRC_POW_NUMBA, NULL), 0);
  cr_expect_eq(arrc_pow_i64(-7, -3, ARRC_POW_NUMBA, NULL), 0);
  cr_expect_eq(arrc_pow_i64(1, -5, ARRC_POW_NUMBA, NULL), 1);
  cr_expect_eq(arrc_pow_i64(-1, -5, ARRC_POW_NUMBA, NULL), -1);
  cr_expect_eq(arrc_pow_i64(-1, -4, ARRC_POW_NUMBA, NULL), 1);
}

static void pow_zero_negative(const void *arg) {
  (void)arg;
  arrc_pow_i64(0, -1, ARRC_POW_NUMBA, NULL);
}

static void pow_python_negative(const void *arg) {
  (void)arg;
  arrc_pow_i64(2, -1, ARRC_POW_PYTHON, &rt_test_loc);
}
static void pow_numpy_negative(const void *arg) {
  (void)arg;
  arrc_pow_i64(2, -1, ARRC_POW_NUMPY, &rt_test_loc);
}

Test(rt_number, int_pow_negative_in_host_code) {
  char out[512];
  cr_expect_eq(rt_run_child(pow_python_negative, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, RT_PREFIX "ValueError: 2 ** -1: Python's result is a float, but arrc gives an integer "
                        "power an int unless the exponent is a constant; write float(a) ** n\n");
  cr_expect_eq(rt_run_child(pow_numpy_negative, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, RT_PREFIX "ValueError: Integers to negative integer powers are not allowed.\n");
}

Test(rt_number, int_pow_zero_to_negative) {
  char out[512];
  cr_expect_eq(rt_run_child(pow_zero_negative, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, "runtime error: ZeroDivisionError: 0 cannot be raised to a negative power\n");
}

Test(rt_number, round) {
  for (size_t i = 0; i < COUNT(round_cases); i++) {
    double r = arrc_round_f64(round_cases[i].x, round_cases[i].n);
    cr_expect(same_double(r, round_cases[i].r), "round(%a, %lld): %a, Python %a", round_cases[i].x,
              (long long)round_cases[i].n, r, round_cases[i].r);
  }
}

static void round_overflow_case(const void *arg) {
  (void)arg;
  arrc_round_f64(1.7e308, -308);
}

Test(rt_number, round_overflow) {
  char out[512], want[512];
  snprintf(want, sizeof want, "runtime error: %s\n", round_overflow);
  cr_expect_eq(rt_run_child(round_overflow_case, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, want);
}

/* Runs the parse of one table row in a child, where a bad literal ends
 * the process. */
static void parse_int_row(const void *arg) {
  size_t i = *(const size_t *)arg;
  arrc_str *s = arrc_str_new(int_parse_cases[i].s, int_parse_cases[i].len);
  arrc_str_to_i64(s, &rt_test_loc);
}

static void parse_float_row(const void *arg) {
  size_t i = *(const size_t *)arg;
  arrc_str *s = arrc_str_new(float_parse_cases[i].s, float_parse_cases[i].len);
  arrc_str_to_f64(s, &rt_test_loc);
}

Test(rt_number, str_to_int) {
  for (size_t i = 0; i < COUNT(int_parse_cases); i++) {
    if (int_parse_cases[i].err) {
      rt_expect_error(parse_int_row, &i, int_parse_cases[i].err);
      continue;
    }
    arrc_str *s = arrc_str_new(int_parse_cases[i].s, int_parse_cases[i].len);
    cr_expect_eq(arrc_str_to_i64(s, &rt_test_loc), int_parse_cases[i].v, "int(%s)", s->data);
    arrc_str_decref(s);
  }
}

Test(rt_number, str_to_float) {
  for (size_t i = 0; i < COUNT(float_parse_cases); i++) {
    if (float_parse_cases[i].err) {
      rt_expect_error(parse_float_row, &i, float_parse_cases[i].err);
      continue;
    }
    arrc_str *s = arrc_str_new(float_parse_cases[i].s, float_parse_cases[i].len);
    double v = arrc_str_to_f64(s, &rt_test_loc);
    cr_expect(same_double(v, float_parse_cases[i].v) || (isnan(v) && isnan(float_parse_cases[i].v)),
              "float(%s): %a, Python %a", s->data, v, float_parse_cases[i].v);
    arrc_str_decref(s);
  }
}

Test(rt_number, clocks) {
  double t = arrc_time();
  cr_expect_gt(t, 1.6e9); /* after 2020 */
  cr_expect_lt(fabs(t - (double)time(NULL)), 2.0);
  double a = arrc_perf_counter(), b = arrc_perf_counter();
  cr_expect_geq(b, a);
}

/* ---- strings (runtime/str.c) ------------------------------------------- */

Test(rt_str, repr) {
  for (size_t i = 0; i < COUNT(repr_cases); i++) {
    char *r = arrc_rt_repr(repr_cases[i].s, repr_cases[i].len);
    cr_expect_str_eq(r, repr_cases[i].repr);
    free(r);
  }
}

Test(rt_str, new_concat_eq) {
  arrc_str *a = arrc_str_new("ab", 2), *b = arrc_str_new("c\0d", 3), *e = arrc_str_new(NULL, 0);
  arrc_str *ab = arrc_str_concat(a, b);
  cr_expect_eq(ab->len, 5);
  cr_expect_eq(memcmp(ab->data, "abc\0d", 6), 0); /* NUL-terminated after len bytes */
  cr_expect_eq(ab->refcount, 1);
  arrc_str *ab2 = arrc_str_concat(ab, e);
  cr_expect(arrc_str_eq(ab, ab2));
  cr_expect_not(arrc_str_eq(a, b));
  cr_expect_eq(e->data[0], '\0');
  arrc_incref(ab2);
  arrc_str_decref(ab2);
  cr_expect_eq(ab2->refcount, 1);
  arrc_str *all[] = {a, b, e, ab, ab2};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_str_decref(all[i]);
  arrc_str_decref(NULL);
}
