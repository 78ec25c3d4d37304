/* runtime/shapes.c and shapes_make.c: joins with promotion, splits into
 * views, transposes, broadcasting, repeat, delete and the matrix creators.
 * Expected values and messages are NumPy 1.24's, measured with
 * /usr/bin/python3; the expression used sits next to each. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_shapes.h"

#include <math.h>
#include <stdint.h>

/* A 1-D or 2-D array of dtype t holding 0, 1, 2, ... in C order. */
static arrc_array *iota(arrc_dtype t, int32_t ndim, const int64_t *shape) {
  arrc_array *a = arrc_array_new(t, ndim, shape, true, &rt_test_loc);
  for (int64_t i = 0; i < a->size; i++)
    arrc_array_set_i64(a, i, i);
  return a;
}

static void expect_values(const arrc_array *a, const double *want, int64_t n) {
  cr_expect_eq(a->size, n);
  for (int64_t i = 0; i < n && i < a->size; i++)
    cr_expect_eq(arrc_array_get_f64(a, i), want[i], "element %lld: %g, expected %g", (long long)i,
                 arrc_array_get_f64(a, i), want[i]);
}

Test(rt_shapes, concatenate_promotes_and_joins_along_an_axis) {
  /* np.concatenate((np.arange(4).reshape(2, 2), np.arange(2, dtype=np.float32).reshape(2, 1)), axis=1) */
  int64_t s1[2] = {2, 2}, s2[2] = {2, 1};
  arrc_array *a = iota(ARRC_INT64, 2, s1), *b = iota(ARRC_FLOAT32, 2, s2);
  arrc_array *arrs[2] = {a, b};
  arrc_array *r = arrc_shapes_join(ARRC_JOIN_CONCATENATE, 2, arrs, -1, 0, ARRC_FLOAT64, 0, &rt_test_loc);
  cr_expect_eq(r->dtype, ARRC_FLOAT64);
  cr_expect_eq(ARRC_SHAPE(r)[0], 2);
  cr_expect_eq(ARRC_SHAPE(r)[1], 3);
  expect_values(r, (double[]){0, 1, 0, 2, 3, 1}, 6);
  arrc_array_decref(r);
  /* np.stack((x, x), axis=1) and np.column_stack of 1-D arrays. */
  int64_t n = 3;
  arrc_array *x = iota(ARRC_INT32, 1, &n);
  arrc_array *xs[2] = {x, x};
  r = arrc_shapes_join(ARRC_JOIN_STACK, 2, xs, 1, 0, ARRC_INT32, 0, &rt_test_loc);
  expect_values(r, (double[]){0, 0, 1, 1, 2, 2}, 6);
  arrc_array_decref(r);
  r = arrc_shapes_join(ARRC_JOIN_VSTACK, 2, xs, 0, 0, ARRC_INT32, 0, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(r)[0], 2);
  expect_values(r, (double[]){0, 1, 2, 0, 1, 2}, 6);
  arrc_array_decref(r);
  arrc_array_decref(x);
  arrc_array_decref(a);
  arrc_array_decref(b);
}

static void concat_mismatch(const void *arg) {
  (void)arg;
  int64_t s1[2] = {2, 2}, s2[2] = {3, 3};
  arrc_array *arrs[2] = {iota(ARRC_FLOAT64, 2, s1), iota(ARRC_FLOAT64, 2, s2)};
  arrc_shapes_join(ARRC_JOIN_CONCATENATE, 2, arrs, 1, 0, ARRC_FLOAT64, 0, &rt_test_loc);
}

static void concat_mismatch_jit(const void *arg) {
  (void)arg;
  int64_t s1[2] = {2, 2}, s2[2] = {3, 3};
  arrc_array *arrs[2] = {iota(ARRC_FLOAT64, 2, s1), iota(ARRC_FLOAT64, 2, s2)};
  arrc_shapes_join(ARRC_JOIN_CONCATENATE, 2, arrs, 1, 0, ARRC_FLOAT64, 1, &rt_test_loc);
}

Test(rt_shapes, concatenate_errors) {
  /* np.concatenate((np.ones((2, 2)), np.ones((3, 3))), axis=1) */
  rt_expect_error(concat_mismatch, NULL,
                  "ValueError: all the input array dimensions except for the concatenation axis must match "
                  "exactly, but along dimension 0, the array at index 0 has size 2 and the array at index 1 "
                  "has size 3");
  rt_expect_error(concat_mismatch_jit, NULL, "ValueError: np.concatenate(): input sizes over dimension 0 do not match");
}

Test(rt_shapes, array_split_makes_views) {
  /* np.array_split(np.arange(10), 3): sizes 4, 3, 3. */
  int64_t n = 10;
  arrc_array *a = iota(ARRC_INT64, 1, &n);
  arrc_list *parts = arrc_shapes_split(a, 3, NULL, -1, 0, 0, 0, &rt_test_loc);
  cr_assert_eq(parts->len, 3);
  arrc_array **p = (arrc_array **)(void *)parts->data;
  cr_expect_eq(p[0]->size, 4);
  cr_expect_eq(p[1]->size, 3);
  expect_values(p[2], (double[]){7, 8, 9}, 3);
  cr_expect_eq(p[1]->data, a->data + 4 * 8);
  arrc_list_decref(parts);
  /* np.split(np.arange(10), [2, -3, 20]): [0 1], [2..6], [7 8 9], []. */
  int64_t idx[3] = {2, -3, 20};
  parts = arrc_shapes_split(a, 0, idx, 3, 0, 1, 0, &rt_test_loc);
  cr_assert_eq(parts->len, 4);
  p = (arrc_array **)(void *)parts->data;
  cr_expect_eq(p[1]->size, 5);
  cr_expect_eq(p[3]->size, 0);
  arrc_list_decref(parts);
  arrc_array_decref(a);
}

Test(rt_shapes, transpose_and_axes) {
  int64_t s[3] = {2, 3, 4};
  arrc_array *a = iota(ARRC_FLOAT64, 3, s);
  int64_t axes[3] = {2, 0, -2};
  arrc_array *t = arrc_shapes_transpose(a, 3, axes, 0, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(t)[0], 4);
  cr_expect_eq(ARRC_SHAPE(t)[2], 3);
  cr_expect_eq(ARRC_STRIDES(t)[0], 8);
  arrc_array_decref(t);
  int64_t ex[2] = {0, -1};
  arrc_array *e = arrc_shapes_expand_dims(a, 2, ex, 0, &rt_test_loc);
  cr_expect_eq(e->ndim, 5);
  cr_expect_eq(ARRC_SHAPE(e)[0], 1);
  cr_expect_eq(ARRC_SHAPE(e)[4], 1);
  arrc_array_decref(e);
  int64_t n = 3;
  arrc_array *v = iota(ARRC_FLOAT64, 1, &n);
  arrc_array *d3 = arrc_shapes_atleast(v, 3, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(d3)[0], 1);
  cr_expect_eq(ARRC_SHAPE(d3)[1], 3);
  cr_expect_eq(ARRC_SHAPE(d3)[2], 1);
  arrc_array_decref(d3);
  arrc_array_decref(v);
  arrc_array_decref(a);
}

Test(rt_shapes, broadcast_shapes_names_the_arguments) {
  /* np.broadcast_shapes((2, 1), (3,)) is (2, 3). */
  int64_t s1[2] = {2, 1}, s2[1] = {3}, out[2];
  const int64_t *shapes[2] = {s1, s2};
  int32_t ndims[2] = {2, 1};
  arrc_shapes_broadcast_shape(2, ndims, shapes, 2, out, 0, &rt_test_loc);
  cr_expect_eq(out[0], 2);
  cr_expect_eq(out[1], 3);
}

Test(rt_shapes, repeat_and_delete) {
  /* np.repeat(np.arange(3), [1, 0, 2]) and np.delete(np.arange(6), [0, -1]) */
  int64_t n = 3, m = 6;
  arrc_array *a = iota(ARRC_INT16, 1, &n), *b = iota(ARRC_INT64, 1, &m);
  int64_t reps[3] = {1, 0, 2};
  arrc_array *r = arrc_shapes_repeat(a, 3, reps, 0, 0, 0, &rt_test_loc);
  cr_expect_eq(r->dtype, ARRC_INT16);
  expect_values(r, (double[]){0, 2, 2}, 3);
  arrc_array_decref(r);
  int64_t idx[2] = {0, -1};
  r = arrc_shapes_delete(b, 2, idx, 0, 0, 0, 0, 0, 0, &rt_test_loc);
  expect_values(r, (double[]){1, 2, 3, 4}, 4);
  arrc_array_decref(r);
  arrc_array_decref(a);
  arrc_array_decref(b);
}

Test(rt_shapes, matrices) {
  /* np.eye(2, 3, k=1, dtype=np.int32) */
  arrc_array *e = arrc_shapes_eye(2, 3, 1, ARRC_INT32, &rt_test_loc);
  expect_values(e, (double[]){0, 1, 0, 0, 0, 1}, 6);
  arrc_array_decref(e);
  /* np.tri(3, 2, k=-1) */
  arrc_array *t = arrc_shapes_tri(3, 2, -1, ARRC_FLOAT64, &rt_test_loc);
  expect_values(t, (double[]){0, 0, 1, 0, 1, 1}, 6);
  arrc_array_decref(t);
  /* np.vander(np.array([2, 3]), 3) is [[4 2 1] [9 3 1]]. */
  int64_t n = 2;
  arrc_array *x = arrc_array_new(ARRC_INT64, 1, &n, true, &rt_test_loc);
  arrc_array_set_i64(x, 0, 2);
  arrc_array_set_i64(x, 1, 3);
  arrc_array *v = arrc_shapes_vander(x, 3, 0, ARRC_INT64, &rt_test_loc);
  expect_values(v, (double[]){4, 2, 1, 9, 3, 1}, 6);
  arrc_array_decref(v);
  /* np.diag(np.array([2, 3]), k=-1) */
  arrc_array *d = arrc_shapes_diag(x, -1, &rt_test_loc);
  expect_values(d, (double[]){0, 0, 0, 2, 0, 0, 0, 3, 0}, 9);
  arrc_array_decref(d);
  arrc_array_decref(x);
  /* np.triu_indices(3, 1) */
  arrc_array *rows, *cols;
  arrc_shapes_trilu_indices(3, 1, 3, 1, &rows, &cols, &rt_test_loc);
  expect_values(rows, (double[]){0, 0, 1}, 3);
  expect_values(cols, (double[]){1, 2, 2}, 3);
  arrc_array_decref(rows);
  arrc_array_decref(cols);
}

Test(rt_shapes, linspace_without_endpoint) {
  /* np.linspace(0, 1, 4, endpoint=False, retstep=True) */
  double step = 0;
  arrc_array *a = arrc_shapes_linspace(0, 1, 4, 0, 0, &step, &rt_test_loc);
  expect_values(a, (double[]){0, 0.25, 0.5, 0.75}, 4);
  cr_expect_eq(step, 0.25);
  arrc_array_decref(a);
  /* np.linspace(5, 6, 1, retstep=True)[1] is nan. */
  a = arrc_shapes_linspace(5, 6, 1, 1, 0, &step, &rt_test_loc);
  cr_expect(isnan(step));
  arrc_array_decref(a);
  /* np.logspace(0, 3, 4, base=2.0) */
  a = arrc_shapes_logspace(0, 3, 4, 1, 2.0, &rt_test_loc);
  expect_values(a, (double[]){1, 2, 4, 8}, 4);
  arrc_array_decref(a);
}
