/* np.array_equal where either array is complex: NumPy compares the
 * elements as complex numbers (the other array's promoted to complex), and
 * with equal_nan=True an element that is nan in either part matches
 * another such element (np.isnan of a complex number). */
#include <math.h>

#include "rt_core.h"
#include "rt_complex_compare.h"

/* Element flat of a, as a complex number (real arrays give imaginary 0). */
static void element(const arrc_array *a, int64_t flat, double *re, double *im) {
  const char *p = arrc_rt_elem(a, flat);
  switch ((arrc_dtype)a->dtype) {
  case ARRC_COMPLEX128:
    *re = ((const double *)p)[0];
    *im = ((const double *)p)[1];
    return;
  case ARRC_COMPLEX64:
    *re = ((const float *)p)[0];
    *im = ((const float *)p)[1];
    return;
  default:
    *re = arrc_array_get_f64(a, flat);
    *im = 0;
    return;
  }
}

int8_t arrc_array_equal_complex(const arrc_array *a, const arrc_array *b, int32_t equal_nan) {
  if (a->ndim != b->ndim)
    return 0;
  for (int32_t d = 0; d < a->ndim; d++)
    if (ARRC_SHAPE(a)[d] != ARRC_SHAPE(b)[d])
      return 0;
  for (int64_t i = 0; i < a->size; i++) {
    double xr, xi, yr, yi;
    element(a, i, &xr, &xi);
    element(b, i, &yr, &yi);
    bool x_nan = isnan(xr) || isnan(xi), y_nan = isnan(yr) || isnan(yi);
    if (equal_nan && (x_nan || y_nan)) {
      if (x_nan != y_nan)
        return 0;
      continue;
    }
    if (!(xr == yr && xi == yi))
      return 0;
  }
  return 1;
}
