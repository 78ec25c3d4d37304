/* NumPy's ufuncs whose element needs more than a few instructions
 * (runtime/ufuncs.c): generated code calls these per element, with
 * NumPy's algorithms, and np.around of arrays. */
#ifndef ARRC_RT_UFUNCS_H
#define ARRC_RT_UFUNCS_H

#include "arrc_rt.h"

/* np.gcd and np.lcm of integers widened to 64 bits (npy_gcd, npy_lcm). */
int64_t arrc_np_gcd(int64_t a, int64_t b);
uint64_t arrc_np_gcd_u64(uint64_t a, uint64_t b);
int64_t arrc_np_lcm(int64_t a, int64_t b);
uint64_t arrc_np_lcm_u64(uint64_t a, uint64_t b);
/* np.logaddexp and np.logaddexp2 (npy_logaddexp: x == y first, so that
 * equal infinities give no NaN). */
double arrc_np_logaddexp(double x, double y);
float arrc_np_logaddexpf(float x, float y);
double arrc_np_logaddexp2(double x, double y);
float arrc_np_logaddexp2f(float x, float y);
/* np.spacing: the distance to the next float away from zero. */
double arrc_np_spacing(double x);
float arrc_np_spacingf(float x);
/* np.around of a number: NumPy's multiply, rint, divide by 10**decimals
 * (and the reverse for negative decimals), in float64. */
double arrc_np_round_double(double x, int64_t decimals);
/* Numba's round_ndigits: float64, with two factors past 1e22, and x itself
 * where the product overflows. */
double arrc_numba_round(double x, int64_t decimals);
/* np.around(a, decimals): a new C-contiguous array of a's dtype. numpy
 * true: NumPy's algorithm in the array's own float type (host code);
 * false: Numba's, in float64. */
arrc_array *arrc_np_around(const arrc_array *a, int64_t decimals, bool numpy, const arrc_loc *loc);
/* np.around(a, decimals, out): the rounded values written into out, which
 * has a's shape; returns out. */
arrc_array *arrc_np_around_into(const arrc_array *a, int64_t decimals, arrc_array *out, bool numpy,
                                const arrc_loc *loc);
/* A ufunc's where=: the elements of r (a new array of out's dtype and
 * size) where the boolean mask is true, copied into out. */
void arrc_np_copy_where(arrc_array *out, const arrc_array *r, const arrc_array *mask, const arrc_loc *loc);

#endif
