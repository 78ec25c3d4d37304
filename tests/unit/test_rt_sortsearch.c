/* runtime/sortsearch.c: the orders argsort leaves equal keys in (NumPy
 * 1.24's introsort and heapsort, Numba's quicksort), NaNs sorted last,
 * sorting along an axis, searchsorted, unique with its counts, histogram
 * edges and counts, and the messages of bad arguments. Expected values are
 * NumPy's and Numba's, measured with /usr/bin/python3. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_sortsearch.h"

#include <math.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static arrc_array *ints(const int64_t *v, int64_t n) {
  arrc_array *a = arrc_array_new(ARRC_INT64, 1, &n, false, &rt_test_loc);
  memcpy(a->data, v, (size_t)n * sizeof *v);
  return a;
}

static arrc_array *doubles(const double *v, int64_t n) {
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, false, &rt_test_loc);
  memcpy(a->data, v, (size_t)n * sizeof *v);
  return a;
}

static void expect_ints(const arrc_array *a, const int64_t *want, size_t n) {
  cr_assert_eq(a->size, (int64_t)n);
  for (size_t i = 0; i < n; i++)
    cr_expect_eq(((const int64_t *)a->data)[i], want[i], "element %zu: %lld, want %lld", i,
                 (long long)((const int64_t *)a->data)[i], (long long)want[i]);
}

static const int64_t scores[] = {72, 95, 88, 95, 60, 72, 88, 100, 45, 72, 88, 95, 60, 72, 81, 99, 72, 88};

Test(rt_sortsearch, argsort_ties_in_numpy_and_numba_order) {
  arrc_array *a = ints(scores, COUNT(scores));
  /* np.argsort(scores), kind='heapsort', kind='stable'; Numba's quicksort. */
  static const int64_t quick[] = {8, 12, 4, 13, 9, 16, 0, 5, 14, 10, 2, 6, 17, 3, 11, 1, 15, 7};
  static const int64_t heap[] = {8, 4, 12, 9, 13, 5, 16, 0, 14, 6, 2, 10, 17, 11, 3, 1, 15, 7};
  static const int64_t stable[] = {8, 4, 12, 0, 5, 9, 13, 16, 14, 2, 6, 10, 17, 1, 3, 11, 15, 7};
  static const int64_t numba[] = {8, 12, 4, 16, 13, 9, 0, 5, 14, 17, 10, 2, 6, 11, 3, 1, 15, 7};
  const struct {
    int kind;
    const int64_t *want;
  } cases[] = {{ARRC_SORT_QUICK, quick}, {ARRC_SORT_HEAP, heap}, {ARRC_SORT_STABLE, stable},
               {ARRC_SORT_NB_QUICK, numba}, {ARRC_SORT_NB_MERGE, stable}};
  for (size_t k = 0; k < COUNT(cases); k++) {
    arrc_array *r = arrc_argsort(a, -1, cases[k].kind, &rt_test_loc);
    expect_ints(r, cases[k].want, COUNT(scores));
    arrc_array_decref(r);
  }
  arrc_array_decref(a);
}

Test(rt_sortsearch, nan_sorts_last) {
  const double v[] = {2.5, NAN, -1.0, INFINITY, 3.0, -INFINITY, NAN, 1.0};
  arrc_array *a = doubles(v, COUNT(v));
  arrc_array *s = arrc_sort_copy(a, 0, ARRC_SORT_QUICK, &rt_test_loc);
  const double want[] = {-INFINITY, -1.0, 1.0, 2.5, 3.0, INFINITY};
  for (size_t i = 0; i < COUNT(want); i++)
    cr_expect_eq(((double *)s->data)[i], want[i]);
  cr_expect(isnan(((double *)s->data)[6]) && isnan(((double *)s->data)[7]));
  arrc_array_decref(s);
  arrc_array_decref(a);
}

Test(rt_sortsearch, sort_along_axis_zero) {
  /* np.sort([[3, 1], [2, 0], [1, 5]], axis=0) */
  int64_t shape[2] = {3, 2};
  arrc_array *a = arrc_array_new(ARRC_INT64, 2, shape, false, &rt_test_loc);
  const int64_t v[] = {3, 1, 2, 0, 1, 5}, want[] = {1, 0, 2, 1, 3, 5};
  memcpy(a->data, v, sizeof v);
  arrc_sort_inplace(a, 0, ARRC_SORT_QUICK, &rt_test_loc);
  expect_ints(a, want, COUNT(want));
  arrc_array_decref(a);
}

Test(rt_sortsearch, searchsorted_sides) {
  const double s[] = {1.0, 3.5, 3.5, 7.25, 9.0}, q[] = {3.5, 0.0, 10.0};
  arrc_array *a = doubles(s, COUNT(s)), *v = doubles(q, COUNT(q));
  arrc_array *l = arrc_searchsorted(a, v, ARRC_FLOAT64, false, &rt_test_loc);
  arrc_array *r = arrc_searchsorted(a, v, ARRC_FLOAT64, true, &rt_test_loc);
  expect_ints(l, (const int64_t[]){1, 0, 5}, 3);
  expect_ints(r, (const int64_t[]){3, 0, 5}, 3);
  arrc_array_decref(l);
  arrc_array_decref(r);
  arrc_array_decref(a);
  arrc_array_decref(v);
}

Test(rt_sortsearch, unique_with_counts_and_inverse) {
  /* np.unique([3, 1, 3, 2, 1, 3], return_index=True, return_inverse=True, return_counts=True) */
  const int64_t v[] = {3, 1, 3, 2, 1, 3};
  arrc_array *a = ints(v, COUNT(v)), *out[3] = {0};
  arrc_array *u = arrc_unique(a, ARRC_UNIQUE_INDEX | ARRC_UNIQUE_INVERSE | ARRC_UNIQUE_COUNTS, out, &rt_test_loc);
  expect_ints(u, (const int64_t[]){1, 2, 3}, 3);
  expect_ints(out[0], (const int64_t[]){1, 3, 0}, 3);
  expect_ints(out[1], (const int64_t[]){2, 0, 2, 1, 0, 2}, 6);
  expect_ints(out[2], (const int64_t[]){2, 1, 3}, 3);
  for (int k = 0; k < 3; k++)
    arrc_array_decref(out[k]);
  arrc_array_decref(u);
  arrc_array_decref(a);
}

Test(rt_sortsearch, histogram_float32_edges) {
  /* np.histogram(np.array([0.1, 0.2, 0.7], dtype=np.float32), 3, (0.0, 1.0)) */
  int64_t n = 3;
  arrc_array *a = arrc_array_new(ARRC_FLOAT32, 1, &n, false, &rt_test_loc), *edges = NULL;
  ((float *)a->data)[0] = 0.1f;
  ((float *)a->data)[1] = 0.2f;
  ((float *)a->data)[2] = 0.7f;
  arrc_array *h = arrc_histogram(a, 3, NULL, true, 0.0, 1.0, false, false, &edges, &rt_test_loc);
  expect_ints(h, (const int64_t[]){2, 0, 1}, 3);
  cr_expect_eq(edges->dtype, ARRC_FLOAT32);
  cr_expect_eq(((float *)edges->data)[1], (float)(1.0 / 3.0));
  arrc_array_decref(h);
  arrc_array_decref(edges);
  arrc_array_decref(a);
}

static void bincount_negative(const void *arg) {
  (void)arg;
  arrc_array *a = ints((const int64_t[]){3, -1}, 2);
  arrc_bincount(a, NULL, 0, false, &rt_test_loc);
}

static void histogram_zero_bins(const void *arg) {
  (void)arg;
  arrc_array *a = doubles((const double[]){1.0}, 1), *e;
  arrc_histogram(a, 0, NULL, false, 0, 0, false, false, &e, &rt_test_loc);
}

static void digitize_not_monotonic(const void *arg) {
  (void)arg;
  arrc_array *x = doubles((const double[]){1.0}, 1), *b = doubles((const double[]){1.0, 3.0, 2.0}, 3);
  arrc_digitize(x, b, false, false, &rt_test_loc);
}

Test(rt_sortsearch, messages) {
  rt_expect_error(bincount_negative, NULL, "ValueError: 'list' argument must have no negative elements");
  rt_expect_error(histogram_zero_bins, NULL, "ValueError: `bins` must be positive, when an integer");
  rt_expect_error(digitize_not_monotonic, NULL, "ValueError: bins must be monotonically increasing or decreasing");
}
