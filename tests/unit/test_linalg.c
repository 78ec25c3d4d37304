/* runtime/linalg.c and linalg_basic.c: np.dot's product through gemm, the
 * LAPACK-backed solve, det and eigh, the products that need no LAPACK,
 * and NumPy's messages. Expected values are NumPy 1.24's on the same
 * reference LAPACK, measured with /usr/bin/python3; the expression sits
 * next to each. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_linalg.h"
#include "rt_values.h"

#include <complex.h>
#include <math.h>

static arrc_array *matrix(int64_t m, int64_t n, const double *v) {
  int64_t shape[2] = {m, n};
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 2, shape, false, &rt_test_loc);
  for (int64_t i = 0; i < m * n; i++)
    arrc_array_set_f64(a, i, v[i]);
  return a;
}

static arrc_array *vector(int64_t n, const double *v) {
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, false, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    arrc_array_set_f64(a, i, v[i]);
  return a;
}

static const double sym3[9] = {4, 1, 2, 1, 3, 0.5, 2, 0.5, 5};

Test(linalg, matmul_of_floats_and_complex) {
  /* np.array([[1.5,-2,.25],[3,.5,-1]]) @ np.array([[2,1],[-1,.5],[4,-3]]) */
  arrc_array *a = matrix(2, 3, (double[]){1.5, -2, 0.25, 3, 0.5, -1});
  arrc_array *b = matrix(3, 2, (double[]){2, 1, -1, 0.5, 4, -3});
  arrc_array *r = arrc_la_matmul(a, b, 1, 0, &rt_test_loc);
  double want[4] = {6.0, -0.25, 1.5, 6.25};
  cr_assert_eq(r->ndim, 2);
  for (int i = 0; i < 4; i++)
    cr_expect_eq(arrc_array_get_f64(r, i), want[i]);
  arrc_array *ca = arrc_array_astype(a, ARRC_COMPLEX128, &rt_test_loc);
  arrc_array *cb = arrc_array_astype(b, ARRC_COMPLEX128, &rt_test_loc);
  for (int64_t i = 0; i < cb->size; i++)
    ((double _Complex *)cb->data)[i] *= I;
  arrc_array *cr = arrc_la_matmul(ca, cb, 0, 0, &rt_test_loc);
  for (int i = 0; i < 4; i++) {
    cr_expect_eq(creal(((double _Complex *)cr->data)[i]), 0.0);
    cr_expect_eq(cimag(((double _Complex *)cr->data)[i]), want[i]);
  }
  arrc_array_decref(a);
  arrc_array_decref(b);
  arrc_array_decref(r);
  arrc_array_decref(ca);
  arrc_array_decref(cb);
  arrc_array_decref(cr);
}

Test(linalg, solve_det_eigh_match_numpy) {
  arrc_array *a = matrix(3, 3, sym3);
  arrc_array *b = vector(3, (double[]){1, 2, 3});
  /* np.linalg.solve(a, b) */
  arrc_array *x = arrc_la_solve(a, b, 0, &rt_test_loc);
  cr_expect_eq(arrc_array_get_f64(x, 0), -0.2215909090909091);
  cr_expect_eq(arrc_array_get_f64(x, 1), 0.6363636363636364);
  cr_expect_eq(arrc_array_get_f64(x, 2), 0.625);
  /* np.linalg.det(a): sign * exp(sum of logs), so not exactly 44. */
  arrc_array *d = arrc_la_det(a, 0, &rt_test_loc);
  cr_expect_eq(*(double *)d->data, 44.000000000000014);
  /* np.linalg.eigvalsh(a)[-1] */
  arrc_array *w = arrc_la_eigh(a, NULL, 0, 0, &rt_test_loc);
  cr_expect(fabs(arrc_array_get_f64(w, 2) - 6.831254430698204) < 1e-14);
  arrc_array_decref(a);
  arrc_array_decref(b);
  arrc_array_decref(x);
  arrc_array_decref(d);
  arrc_array_decref(w);
}

Test(linalg, outer_kron_trace) {
  arrc_array *u = vector(2, (double[]){1, -2}), *v = vector(3, (double[]){0.5, 1, 2});
  arrc_array *o = arrc_linalg_outer(u, v, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(o)[0], 2);
  cr_expect_eq(ARRC_SHAPE(o)[1], 3);
  cr_expect_eq(arrc_array_get_f64(o, 5), -4.0);
  arrc_array *k = arrc_linalg_kron(u, v, &rt_test_loc);
  cr_expect_eq(k->size, 6);
  cr_expect_eq(arrc_array_get_f64(k, 3), -1.0);
  arrc_array *a = matrix(3, 3, sym3);
  arrc_array *t = arrc_linalg_trace(a, 1, ARRC_FLOAT64, 0, &rt_test_loc);
  cr_expect_eq(*(double *)t->data, 1.5);
  arrc_array *t2 = arrc_linalg_trace(a, 7, ARRC_FLOAT64, 0, &rt_test_loc);
  cr_expect_eq(*(double *)t2->data, 0.0);
  arrc_array_decref(u);
  arrc_array_decref(v);
  arrc_array_decref(o);
  arrc_array_decref(k);
  arrc_array_decref(a);
  arrc_array_decref(t);
  arrc_array_decref(t2);
}

static void inverse_of_singular(const void *arg) {
  (void)arg;
  arrc_la_inv(matrix(2, 2, (double[]){1, 2, 2, 4}), 0, &rt_test_loc);
}

static void inverse_of_singular_jit(const void *arg) {
  (void)arg;
  arrc_la_inv(matrix(2, 2, (double[]){1, 2, 2, 4}), 1, &rt_test_loc);
}

static void dot_mismatch(const void *arg) {
  (void)arg;
  arrc_array *a = matrix(2, 3, (double[]){1, 2, 3, 4, 5, 6});
  arrc_la_matmul(a, a, 1, 0, &rt_test_loc);
}

static void cholesky_indefinite(const void *arg) {
  (void)arg;
  arrc_la_cholesky(matrix(2, 2, (double[]){1, 2, 2, 1}), 0, &rt_test_loc);
}

static void det_of_vector(const void *arg) {
  (void)arg;
  arrc_la_det(vector(2, (double[]){1, 2}), 0, &rt_test_loc);
}

Test(linalg, numpy_messages) {
  rt_expect_error(inverse_of_singular, NULL, "numpy.linalg.LinAlgError: Singular matrix");
  rt_expect_error(inverse_of_singular_jit, NULL,
                  "numpy.linalg.LinAlgError: Matrix is singular to machine precision.");
  rt_expect_error(dot_mismatch, NULL,
                  "ValueError: shapes (2,3) and (2,3) not aligned: 3 (dim 1) != 2 (dim 0)");
  rt_expect_error(cholesky_indefinite, NULL, "numpy.linalg.LinAlgError: Matrix is not positive definite");
  rt_expect_error(det_of_vector, NULL,
                  "numpy.linalg.LinAlgError: 1-dimensional array given. Array must be at least "
                            "two-dimensional");
}
