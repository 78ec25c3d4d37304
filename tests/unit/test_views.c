/* runtime/views.c: flips, rotations, roll, take, take_along_axis, select,
 * view, flags, item and the window functions. Expected values and
 * messages are NumPy 1.24's, measured with /usr/bin/python3; the
 * expression used sits next to each. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_views.h"

#include <math.h>
#include <stdint.h>

/* A float64 array holding 0, 1, 2, ... in C order. */
static arrc_array *iota(int32_t ndim, const int64_t *shape) {
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, ndim, shape, true, &rt_test_loc);
  for (int64_t i = 0; i < a->size; i++)
    arrc_array_set_f64(a, i, (double)i);
  return a;
}

static void expect_values(const arrc_array *a, const double *want, int64_t n) {
  cr_expect_eq(a->size, n);
  for (int64_t i = 0; i < n && i < a->size; i++)
    cr_expect_eq(arrc_array_get_f64(a, i), want[i], "element %lld: %g, expected %g", (long long)i,
                 arrc_array_get_f64(a, i), want[i]);
}

static void expect_layout(const arrc_array *a, const int64_t *shape, const int64_t *strides) {
  for (int32_t k = 0; k < a->ndim; k++) {
    cr_expect_eq(ARRC_SHAPE(a)[k], shape[k], "shape[%d]", k);
    cr_expect_eq(ARRC_STRIDES(a)[k], strides[k], "strides[%d]", k);
  }
}

Test(views, flip_shares_memory) {
  int64_t shape[] = {2, 3};
  arrc_array *a = iota(2, shape);
  /* np.flip(a): [[5,4,3],[2,1,0]], strides (-24, -8). */
  arrc_array *f = arrc_views_flip(a, 0, true, &rt_test_loc);
  static const double all[] = {5, 4, 3, 2, 1, 0};
  expect_values(f, all, 6);
  expect_layout(f, shape, (int64_t[]){-24, -8});
  arrc_array_set_f64(f, 0, 100);
  cr_expect_eq(arrc_array_get_f64(a, 5), 100);
  arrc_array_decref(f);
  /* np.flip(a, -1) */
  f = arrc_views_flip(a, -1, false, &rt_test_loc);
  static const double lr[] = {2, 1, 0, 100, 4, 3};
  expect_values(f, lr, 6);
  arrc_array_decref(f);
  arrc_array_decref(a);
}

Test(views, rot90) {
  int64_t shape[] = {2, 3};
  arrc_array *a = iota(2, shape);
  /* np.rot90(a): [[2,5],[1,4],[0,3]]; k=3 and k=-1: [[3,0],[4,1],[5,2]]. */
  static const double one[] = {2, 5, 1, 4, 0, 3}, three[] = {3, 0, 4, 1, 5, 2}, two[] = {5, 4, 3, 2, 1, 0};
  arrc_array *r = arrc_views_rot90(a, 1, 0, 1, &rt_test_loc);
  expect_values(r, one, 6);
  expect_layout(r, (int64_t[]){3, 2}, (int64_t[]){-8, 24});
  arrc_array_decref(r);
  r = arrc_views_rot90(a, -1, 0, 1, &rt_test_loc);
  expect_values(r, three, 6);
  arrc_array_decref(r);
  r = arrc_views_rot90(a, 1, 1, 0, &rt_test_loc);
  expect_values(r, three, 6);
  arrc_array_decref(r);
  r = arrc_views_rot90(a, 6, 0, 1, &rt_test_loc);
  expect_values(r, two, 6);
  arrc_array_decref(r);
  arrc_array_decref(a);
}

Test(views, roll) {
  int64_t shape[] = {2, 3};
  arrc_array *a = iota(2, shape);
  /* np.roll(a, 1); np.roll(a, -1, axis=1); np.roll(a, 7, axis=0) */
  static const double flat[] = {5, 0, 1, 2, 3, 4}, cols[] = {1, 2, 0, 4, 5, 3}, rows[] = {3, 4, 5, 0, 1, 2};
  arrc_array *r = arrc_views_roll(a, 1, 0, false, &rt_test_loc);
  expect_values(r, flat, 6);
  arrc_array_decref(r);
  r = arrc_views_roll(a, -1, 1, true, &rt_test_loc);
  expect_values(r, cols, 6);
  arrc_array_decref(r);
  r = arrc_views_roll(a, 7, 0, true, &rt_test_loc);
  expect_values(r, rows, 6);
  arrc_array_decref(r);
  arrc_array_decref(a);
}

Test(views, take) {
  int64_t shape[] = {2, 3}, n = 3;
  arrc_array *a = iota(2, shape);
  arrc_array *ind = arrc_array_new(ARRC_INT32, 1, &n, false, &rt_test_loc);
  arrc_array_set_i64(ind, 0, 2);
  arrc_array_set_i64(ind, 1, -1);
  arrc_array_set_i64(ind, 2, 0);
  /* np.take(a, [2, -1, 0]): [2, 5, 0]; np.take(a, [2, -1, 0], axis=1): [[2,2,0],[5,5,3]] */
  static const double flat[] = {2, 5, 0}, axis1[] = {2, 2, 0, 5, 5, 3};
  arrc_array *t = arrc_views_take(a, ind, 0, 0, false, ARRC_VIEWS_NUMPY, &rt_test_loc);
  expect_values(t, flat, 3);
  arrc_array_decref(t);
  t = arrc_views_take(a, ind, 0, 1, true, ARRC_VIEWS_NUMPY, &rt_test_loc);
  expect_values(t, axis1, 6);
  arrc_array_decref(t);
  /* np.take(a, 1, axis=1): [1, 4] */
  static const double col[] = {1, 4};
  t = arrc_views_take(a, NULL, 1, 1, true, ARRC_VIEWS_NUMPY, &rt_test_loc);
  expect_values(t, col, 2);
  arrc_array_decref(t);
  double v;
  memcpy(&v, arrc_views_take_elem(a, -2, ARRC_VIEWS_NUMPY, &rt_test_loc), sizeof v);
  cr_expect_eq(v, 4);
  arrc_array_decref(ind);
  arrc_array_decref(a);
}

static void take_past_end(const void *style) {
  int64_t n = 6;
  arrc_array *a = iota(1, &n);
  arrc_views_take_elem(a, 6, *(const int32_t *)style, &rt_test_loc);
}

static void take_from_empty(const void *unused) {
  (void)unused;
  int64_t n = 0;
  arrc_views_take_elem(iota(1, &n), 0, ARRC_VIEWS_NUMPY, &rt_test_loc);
}

Test(views, take_errors) {
  static const int32_t numpy = ARRC_VIEWS_NUMPY, numba = ARRC_VIEWS_NUMBA;
  rt_expect_error(take_past_end, &numpy, "IndexError: index 6 is out of bounds for axis 0 with size 6");
  rt_expect_error(take_past_end, &numba, "IndexError: Index out of bounds");
  rt_expect_error(take_from_empty, NULL, "IndexError: cannot do a non-empty take from an empty axes.");
}

Test(views, view_changes_the_last_axis) {
  int64_t shape[] = {2, 3};
  arrc_array *a = iota(2, shape);
  /* a.view(np.int32).shape == (2, 6); a.view(np.uint8).strides == (24, 1) */
  arrc_array *v = arrc_views_view(a, ARRC_INT32, &rt_test_loc);
  expect_layout(v, (int64_t[]){2, 6}, (int64_t[]){24, 4});
  cr_expect_eq(v->itemsize, 4);
  arrc_array_decref(v);
  v = arrc_views_view(a, ARRC_INT64, &rt_test_loc);
  int64_t bits;
  memcpy(&bits, arrc_rt_elem(v, 1), sizeof bits);
  cr_expect_eq(bits, 4607182418800017408LL); /* np.float64(1.0).view(np.int64) */
  arrc_array_decref(v);
  arrc_array_decref(a);
}

static void view_bad_size(const void *unused) {
  (void)unused;
  int64_t n = 3;
  arrc_array *f = arrc_array_new(ARRC_FLOAT32, 1, &n, true, &rt_test_loc);
  arrc_views_view(f, ARRC_FLOAT64, &rt_test_loc);
}

static void view_not_contiguous(const void *unused) {
  (void)unused;
  int64_t shape[] = {2, 3};
  arrc_views_view(arrc_array_transpose(iota(2, shape)), ARRC_INT32, &rt_test_loc);
}

Test(views, view_errors) {
  rt_expect_error(view_bad_size, NULL,
                  "ValueError: When changing to a larger dtype, its size must be a divisor of the total size in "
                  "bytes of the last axis of the array.");
  rt_expect_error(view_not_contiguous, NULL,
                  "ValueError: To change to a dtype of a different size, the last axis must be contiguous");
}

Test(views, flags) {
  int64_t shape[] = {3, 4};
  arrc_array *a = iota(2, shape);
  int32_t c = ARRC_FLAG_C_CONTIGUOUS, f = ARRC_FLAG_F_CONTIGUOUS;
  cr_expect_eq(arrc_views_flags(a, false) & (c | f | ARRC_FLAG_OWNDATA), c | ARRC_FLAG_OWNDATA);
  arrc_array *t = arrc_array_transpose(a);
  cr_expect_eq(arrc_views_flags(t, false) & (c | f | ARRC_FLAG_OWNDATA), f);
  /* a[:1, ::2]: shape (1, 2), strides (32, 16): neither contiguity. */
  arrc_array *s = arrc_array_view(a, a->data, 2, (int64_t[]){1, 2}, (int64_t[]){32, 16});
  cr_expect_eq(arrc_views_flags(s, false) & (c | f), 0);
  cr_expect_eq(arrc_views_flags(s, true) & (c | f), 0);
  /* a[:, :1]: shape (3, 1), strides (32, 8): F contiguous for NumPy only
   * when 32 == 8 * 1, so neither; a row a[1:2]: both. */
  arrc_array *row = arrc_array_view(a, a->data + 32, 2, (int64_t[]){1, 4}, (int64_t[]){32, 8});
  cr_expect_eq(arrc_views_flags(row, false) & (c | f), c | f);
  cr_expect_eq(arrc_views_flags(row, true) & (c | f), c | f);
  arrc_array_decref(row);
  arrc_array_decref(s);
  arrc_array_decref(t);
  arrc_array_decref(a);
}

Test(views, windows) {
  /* np.bartlett(5), np.hanning(5), np.blackman(1), np.hamming(0).size */
  static const double bartlett[] = {0, 0.5, 1, 0.5, 0}, hanning[] = {0, 0.5, 1, 0.5, 0}, one[] = {1};
  arrc_array *w = arrc_views_window(ARRC_WINDOW_BARTLETT, 5, 0, &rt_test_loc);
  expect_values(w, bartlett, 5);
  arrc_array_decref(w);
  w = arrc_views_window(ARRC_WINDOW_HANNING, 5, 0, &rt_test_loc);
  expect_values(w, hanning, 5);
  arrc_array_decref(w);
  w = arrc_views_window(ARRC_WINDOW_BLACKMAN, 1, 0, &rt_test_loc);
  expect_values(w, one, 1);
  arrc_array_decref(w);
  w = arrc_views_window(ARRC_WINDOW_HAMMING, -4, 0, &rt_test_loc);
  cr_expect_eq(w->size, 0);
  arrc_array_decref(w);
  /* np.kaiser(5, 0) is all ones; the middle of np.kaiser(5, 14) is 1. */
  w = arrc_views_window(ARRC_WINDOW_KAISER, 5, 14, &rt_test_loc);
  cr_expect_eq(arrc_array_get_f64(w, 2), 1.0);
  cr_expect(fabs(arrc_array_get_f64(w, 0) - 7.72686684e-06) < 1e-13);
  arrc_array_decref(w);
  cr_expect_eq(arrc_views_sinc(0), 1.0);
  cr_expect_eq(arrc_views_sinc(0.5), 0.6366197723675814);
}

Test(views, select_first_condition_wins) {
  int64_t n = 4;
  arrc_array *x = iota(1, &n);
  arrc_array *c1 = arrc_array_new(ARRC_BOOL, 1, &n, true, &rt_test_loc);
  arrc_array *c2 = arrc_array_new(ARRC_BOOL, 1, &n, true, &rt_test_loc);
  c1->data[3] = 1;
  c2->data[2] = c2->data[3] = 1;
  arrc_array *y = arrc_array_copy(x, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    arrc_array_set_f64(y, i, 10.0 * (double)i);
  /* np.select([x > 2, x > 1], [x, 10 * x], -1.0): [-1, -1, 20, 3] */
  arrc_array *conds[] = {c1, c2}, *choices[] = {x, y};
  double dflt = -1;
  arrc_array *r = arrc_views_select(2, conds, 2, choices, ARRC_FLOAT64, &dflt, false, &rt_test_loc);
  static const double want[] = {-1, -1, 20, 3};
  expect_values(r, want, 4);
  arrc_array_decref(r);
  arrc_array_decref(y);
  arrc_array_decref(c2);
  arrc_array_decref(c1);
  arrc_array_decref(x);
}
