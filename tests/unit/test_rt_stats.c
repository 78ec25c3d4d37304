/* runtime/stats.c and stats_more.c: NumPy's statistics. The expected
 * numbers were printed by /usr/bin/python3 with NumPy 1.24.2 (repr of the
 * expression in each comment), so equality is exact. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <math.h>

#include "rt_stats.h"

static arrc_array *f64_array(const double *v, int64_t n) {
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, false, &rt_test_loc);
  memcpy(a->data, v, (size_t)n * sizeof *v);
  return a;
}

/* One number of a statistic over the whole array in host code. */
static double stat(const arrc_array *a, int op, int flags, double ddof, double q) {
  arrc_array *r = arrc_stats_reduce(a, op, flags, 0, ddof, NULL, q, ARRC_FLOAT64, &rt_test_loc);
  double v = *(double *)r->data;
  arrc_array_decref(r);
  return v;
}

static const double readings[] = {21.5, 22.25, 19.75, 23.0, 24.5, 18.0, 21.0, 22.75, 20.5, -3.25, 25.125, 21.5};

Test(rt_stats, var_std_median_percentile) {
  arrc_array *a = f64_array(readings, 12);
  /* np.var(a) == 51.4638671875, np.std(a, ddof=1) == 7.492823270849368 */
  cr_expect_eq(stat(a, ARRC_STATS_VAR, 0, 0, 0), 51.4638671875);
  cr_expect_eq(stat(a, ARRC_STATS_STD, 0, 1, 0), 7.492823270849368);
  /* np.median(a) == 21.5, np.percentile(a, 90) == 24.35 */
  cr_expect_eq(stat(a, ARRC_STATS_MEDIAN, 0, 0, 0), 21.5);
  cr_expect_eq(stat(a, ARRC_STATS_QUANTILE, ARRC_STATS_PERCENT, 0, 90), 24.35);
  /* np.quantile(a, 1.0) == 25.125: the index past the end, gamma 12 */
  cr_expect_eq(stat(a, ARRC_STATS_QUANTILE, 0, 0, 1.0), 25.125);
  arrc_array_decref(a);
}

Test(rt_stats, nan_aware) {
  const double v[] = {1.0, NAN, 3.5, -2.0, NAN, 8.25};
  arrc_array *a = f64_array(v, 6);
  /* np.nanmean(a) == 2.6875, np.nanmax(a) == 8.25, np.nanmedian(a) == 2.25 */
  cr_expect_eq(stat(a, ARRC_STATS_NANMEAN, 0, 0, 0), 2.6875);
  cr_expect_eq(stat(a, ARRC_STATS_NANMAX, 0, 0, 0), 8.25);
  cr_expect_eq(stat(a, ARRC_STATS_NANMEDIAN, 0, 0, 0), 2.25);
  /* np.median(a) is nan: a NaN is there */
  cr_expect(isnan(stat(a, ARRC_STATS_MEDIAN, 0, 0, 0)));
  arrc_array_decref(a);
}

static void bad_percentile(const void *arg) {
  (void)arg;
  arrc_array *a = f64_array(readings, 12);
  stat(a, ARRC_STATS_QUANTILE, ARRC_STATS_PERCENT, 0, 101);
}

Test(rt_stats, percentile_range) {
  rt_expect_error(bad_percentile, NULL, "ValueError: Percentiles must be in the range [0, 100]");
}

Test(rt_stats, interp_and_convolve) {
  const double xp[] = {0.0, 10.0, 20.0, 40.0}, fp[] = {100.0, 80.0, 75.0, 20.0}, x[] = {-5.0, 15.0, 25.0, 50.0};
  arrc_array *ax = f64_array(x, 4), *axp = f64_array(xp, 4), *afp = f64_array(fp, 4);
  arrc_array *r = arrc_stats_interp(ax, axp, afp, 0, 0, 0, 0, &rt_test_loc);
  /* np.interp(x, xp, fp) == [100.0, 77.5, 61.25, 20.0] */
  const double want[] = {100.0, 77.5, 61.25, 20.0};
  for (int i = 0; i < 4; i++)
    cr_expect_eq(((double *)r->data)[i], want[i]);
  arrc_array_decref(r);
  /* np.convolve([0, 10, 20, 40], [0.25, 0.5, 0.25], 'same') == [2.5, 10.0, 22.5, 25.0] */
  const double box[] = {0.25, 0.5, 0.25}, same[] = {2.5, 10.0, 22.5, 25.0};
  arrc_array *k = f64_array(box, 3);
  r = arrc_stats_correlate(axp, k, 1, 1, ARRC_FLOAT64, &rt_test_loc);
  cr_assert_eq(r->size, 4);
  for (int i = 0; i < 4; i++)
    cr_expect_eq(((double *)r->data)[i], same[i]);
  arrc_array_decref(r);
  arrc_array_decref(k);
  arrc_array_decref(ax);
  arrc_array_decref(axp);
  arrc_array_decref(afp);
}
