/* Statistics of arrays for generated code (runtime/stats.c, stats_more.c):
 * NumPy's np.var, std, median, percentile and quantile, the nan-ignoring
 * reductions and np.ptp, and the 1-D helpers np.diff, interp, convolve,
 * correlate, trapz, cov, isclose/allclose, array_equal. */
#ifndef ARRC_RT_STATS_H
#define ARRC_RT_STATS_H

#include "arrc_rt.h"
#include "rt_values.h"

/* Statistic op (an ARRC_STATS_* of arrc_abi.h) of a, over the whole array or
 * along axis (flags ARRC_STATS_AXIS), as NumPy computes it in host code or
 * as Numba does (ARRC_STATS_JIT). ddof is var's and std's; q the quantiles:
 * an array (ARRC_STATS_QARRAY, whose dimension comes first in the result)
 * or the number qscalar. The result is a new array of out_dtype; a 0-d one
 * for a scalar result, which the code generator reads and drops. */
arrc_array *arrc_stats_reduce(const arrc_array *a, int32_t op, int32_t flags, int64_t axis, double ddof,
                              const arrc_array *q, double qscalar, int32_t out_dtype, const arrc_loc *loc);
/* np.nancumsum (prod 0) and np.nancumprod of a float array: NaN counts as
 * 0 or 1; flattened without ARRC_STATS_AXIS; ARRC_STATS_JIT: Numba's loop. */
arrc_array *arrc_stats_nancumulative(const arrc_array *a, int32_t prod, int32_t flags, int64_t axis,
                                     const arrc_loc *loc);
/* np.diff(a, n, axis): the n-th differences along axis in a's dtype; jit:
 * Numba's message for a negative n. */
arrc_array *arrc_stats_diff(const arrc_array *a, int64_t n, int64_t axis, int32_t jit, const arrc_loc *loc);
/* np.interp(x, xp, fp, left, right) as float64, x's shape (a 0-d array
 * for a number). */
arrc_array *arrc_stats_interp(const arrc_array *x, const arrc_array *xp, const arrc_array *fp, double left,
                              double right, int32_t has_left, int32_t has_right, const arrc_loc *loc);
/* np.correlate (convolve 0) and np.convolve of 1-D arrays; mode 0 valid,
 * 1 same, 2 full; the result in out_dtype. */
arrc_array *arrc_stats_correlate(const arrc_array *a, const arrc_array *v, int32_t mode, int32_t convolve,
                                 int32_t out_dtype, const arrc_loc *loc);
/* np.isclose(a, b) broadcast, as a bool array; flags: 1 equal_nan, 2
 * Numba's test (np.allclose in jitted code). */
arrc_array *arrc_stats_isclose(const arrc_array *a, const arrc_array *b, double rtol, double atol, int32_t flags,
                               const arrc_loc *loc);
/* np.array_equal(a, b): the same shape and equal elements. */
int8_t arrc_stats_array_equal(const arrc_array *a, const arrc_array *b, int32_t equal_nan);
/* np.average(a, weights=w) of the whole array (same shapes). */
double arrc_stats_average(const arrc_array *a, const arrc_array *w, int32_t jit, const arrc_loc *loc);
/* np.trapz(y, x) or np.trapz(y, dx=dx) (x NULL) of 1-D arrays. */
double arrc_stats_trapz(const arrc_array *y, const arrc_array *x, double dx, int32_t jit, const arrc_loc *loc);
/* np.ediff1d(a, to_end, to_begin): either may be NULL. */
arrc_array *arrc_stats_ediff1d(const arrc_array *a, const arrc_array *to_end, const arrc_array *to_begin,
                               const arrc_loc *loc);
/* np.sum and the other ARRC_REDUCE_* reductions of a whole array or along
 * axis (ARRC_STATS_AXIS), kept as an array of a's rank with
 * ARRC_STATS_KEEPDIMS; NumPy's order unless ARRC_STATS_JIT. */
arrc_array *arrc_stats_plain_reduce(const arrc_array *a, int32_t op, int32_t flags, int64_t axis, int32_t out_dtype,
                                    const arrc_loc *loc);
/* np.cov(m, y, rowvar, bias, ddof) (ddof < 0: the default) and
 * np.corrcoef(x, y, rowvar) of 1-D or 2-D arrays (y may be NULL): a k-by-k
 * float64 matrix; jit: Numba's order of operations. */
arrc_array *arrc_stats_cov(const arrc_array *m, const arrc_array *y, int32_t rowvar, int32_t bias, double ddof,
                           int32_t jit, const arrc_loc *loc);
arrc_array *arrc_stats_corrcoef(const arrc_array *x, const arrc_array *y, int32_t rowvar, int32_t jit,
                                const arrc_loc *loc);

#endif
