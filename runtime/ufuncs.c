/* NumPy's ufuncs whose element is a small algorithm rather than one
 * instruction (gcd, lcm, logaddexp, logaddexp2, spacing), as NumPy 1.24's
 * npy_math computes them, and np.around of arrays. Generated code does the
 * others inline (codegen/lib_ufuncs.c). */
#include <math.h>
#include <string.h>

#include "rt_ufuncs.h"

uint64_t arrc_np_gcd_u64(uint64_t a, uint64_t b) {
  while (a != 0) {
    uint64_t c = a;
    a = b % a;
    b = c;
  }
  return b;
}

int64_t arrc_np_gcd(int64_t a, int64_t b) {
  uint64_t ua = a < 0 ? 0 - (uint64_t)a : (uint64_t)a, ub = b < 0 ? 0 - (uint64_t)b : (uint64_t)b;
  return (int64_t)arrc_np_gcd_u64(ua, ub);
}

int64_t arrc_np_lcm(int64_t a, int64_t b) {
  int64_t g = arrc_np_gcd(a, b);
  if (g == 0)
    return 0;
  /* a / g * b wraps as NumPy's does. */
  int64_t r = (int64_t)((uint64_t)(a / g) * (uint64_t)b);
  return r < 0 ? (int64_t)(0 - (uint64_t)r) : r;
}

uint64_t arrc_np_lcm_u64(uint64_t a, uint64_t b) {
  uint64_t g = arrc_np_gcd_u64(a, b);
  return g == 0 ? 0 : a / g * b;
}

static const double LOGE2 = 0.693147180559945309417232121458176568;
static const double LOG2E = 1.442695040888963407359924681001892137;

double arrc_np_logaddexp(double x, double y) {
  if (x == y)
    return x + LOGE2;
  double d = x - y;
  if (d > 0)
    return x + log1p(exp(-d));
  if (d <= 0)
    return y + log1p(exp(d));
  return d; /* a NaN */
}

float arrc_np_logaddexpf(float x, float y) {
  if (x == y)
    return x + (float)LOGE2;
  float d = x - y;
  if (d > 0)
    return x + log1pf(expf(-d));
  if (d <= 0)
    return y + log1pf(expf(d));
  return d;
}

double arrc_np_logaddexp2(double x, double y) {
  if (x == y)
    return x + 1;
  double d = x - y;
  if (d > 0)
    return x + LOG2E * log1p(exp2(-d));
  if (d <= 0)
    return y + LOG2E * log1p(exp2(d));
  return d;
}

float arrc_np_logaddexp2f(float x, float y) {
  if (x == y)
    return x + 1;
  float d = x - y;
  if (d > 0)
    return x + (float)LOG2E * log1pf(exp2f(-d));
  if (d <= 0)
    return y + (float)LOG2E * log1pf(exp2f(d));
  return d;
}

/* NumPy steps the bits of x away from zero; a zero of either sign steps
 * to the smallest positive subnormal. */
double arrc_np_spacing(double x) {
  if (isinf(x))
    return NAN;
  if (x == 0)
    return nextafter(0.0, 1.0);
  return nextafter(x, copysign(INFINITY, x)) - x;
}

float arrc_np_spacingf(float x) {
  if (isinf(x))
    return NAN;
  if (x == 0)
    return nextafterf(0.0f, 1.0f);
  return nextafterf(x, copysignf(INFINITY, x)) - x;
}

/* 10**n as NumPy's power_of_ten makes it: repeated products. */
static double power_of_ten(int64_t n) {
  static const double small[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};
  double r = 1;
  if (n < 10)
    return small[n];
  for (int64_t k = 0; k < n; k++)
    r *= 10.0;
  return r;
}

double arrc_np_round_double(double x, int64_t decimals) {
  if (decimals >= 0) {
    double f = power_of_ten(decimals);
    return rint(x * f) / f;
  }
  double f = power_of_ten(-decimals);
  return rint(x / f) * f;
}

static float round_float(float x, int64_t decimals) {
  float f = (float)power_of_ten(decimals >= 0 ? decimals : -decimals);
  return decimals >= 0 ? rintf(x * f) / f : rintf(x / f) * f;
}

/* Numba's round_ndigits: float64 with two factors past 1e22, and x itself
 * where the product overflows. */
double arrc_numba_round(double x, int64_t decimals) {
  if (isinf(x) || isnan(x))
    return x;
  if (decimals >= 0) {
    double pow1 = decimals > 22 ? pow(10.0, (double)(decimals - 22)) : pow(10.0, (double)decimals);
    double pow2 = decimals > 22 ? 1e22 : 1.0;
    double y = (x * pow1) * pow2;
    if (isinf(y))
      return x;
    return (rint(y) / pow2) / pow1;
  }
  double pow1 = pow(10.0, (double)-decimals);
  return rint(x / pow1) * pow1;
}

/* Integers: unchanged for decimals >= 0, else rounded through float64 and
 * converted back, as NumPy's true_divide, rint, multiply into the integer
 * array do. */
#define ROUND_INTS(T)                                                   \
  do {                                                                  \
    T *p = (T *)c->data;                                                \
    for (int64_t k = 0; decimals < 0 && k < c->size; k++)               \
      p[k] = (T)(numpy ? arrc_np_round_double((double)p[k], decimals)   \
                       : arrc_numba_round((double)p[k], decimals));          \
  } while (0)

arrc_array *arrc_np_around(const arrc_array *a, int64_t decimals, bool numpy, const arrc_loc *loc) {
  arrc_array *c = arrc_array_copy(a, loc);
  switch ((arrc_dtype)c->dtype) {
  case ARRC_FLOAT64: {
    double *p = (double *)c->data;
    for (int64_t k = 0; k < c->size; k++)
      p[k] = numpy ? arrc_np_round_double(p[k], decimals) : arrc_numba_round(p[k], decimals);
    break;
  }
  case ARRC_FLOAT32: {
    float *p = (float *)c->data;
    for (int64_t k = 0; k < c->size; k++)
      p[k] = numpy ? round_float(p[k], decimals) : (float)arrc_numba_round(p[k], decimals);
    break;
  }
  case ARRC_INT8: ROUND_INTS(int8_t); break;
  case ARRC_INT16: ROUND_INTS(int16_t); break;
  case ARRC_INT32: ROUND_INTS(int32_t); break;
  case ARRC_INT64: ROUND_INTS(int64_t); break;
  case ARRC_UINT8: ROUND_INTS(uint8_t); break;
  case ARRC_UINT16: ROUND_INTS(uint16_t); break;
  case ARRC_UINT32: ROUND_INTS(uint32_t); break;
  case ARRC_UINT64: ROUND_INTS(uint64_t); break;
  default: break;
  }
  return c;
}

arrc_array *arrc_np_around_into(const arrc_array *a, int64_t decimals, arrc_array *out, bool numpy,
                                const arrc_loc *loc) {
  if (out->size != a->size || out->ndim != a->ndim || memcmp(ARRC_SHAPE(out), ARRC_SHAPE(a), (size_t)a->ndim * 8))
    arrc_raise(ARRC_VALUE_ERROR, loc, "non-broadcastable output operand with shape of another size than the input");
  if (!arrc_array_is_c_contiguous(out))
    arrc_raise(ARRC_VALUE_ERROR, loc, "np.around into an out array that is not C-contiguous is not supported by arrc");
  arrc_array *r = arrc_np_around(a, decimals, numpy, loc);
  arrc_array *conv = r->dtype == out->dtype ? r : arrc_array_astype(r, (arrc_dtype)out->dtype, loc);
  memmove(out->data, conv->data, (size_t)(out->size * out->itemsize));
  if (conv != r)
    arrc_array_decref(conv);
  arrc_array_decref(r);
  return out;
}

void arrc_np_copy_where(arrc_array *out, const arrc_array *r, const arrc_array *mask, const arrc_loc *loc) {
  if (r->size != out->size || mask->size != out->size)
    arrc_raise(ARRC_VALUE_ERROR, loc, "where= of another shape than out= is not supported by arrc");
  if (!arrc_array_is_c_contiguous(out))
    arrc_raise(ARRC_VALUE_ERROR, loc, "out= that is not C-contiguous is not supported by arrc with where=");
  arrc_array *m = arrc_array_copy(mask, loc);
  int64_t n = out->itemsize;
  for (int64_t k = 0; k < out->size; k++)
    if (m->data[k])
      memcpy(out->data + k * n, r->data + k * n, (size_t)n);
  arrc_array_decref(m);
}
