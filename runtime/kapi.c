/* The runtime of the CUDA kernel API of issue 16's kernel part (rt_kapi.h):
 * numba.cuda.random.init_xoroshiro128p_states, and numba.cuda.libdevice on
 * the CPU path. libdevice: what NVIDIA's
 * libdevice computes, for the functions the C library lacks under their
 * libdevice names. The bit and integer functions give libdevice's exact
 * results; the rounding-mode arithmetic and conversions run under the
 * mode asked (fesetround), with CUDA's saturating float-to-integer
 * conversions (NaN gives 0); the special functions (erfinv, erfcinv,
 * erfcx, normcdfinv, sinpi, cospi) are computed to within a few ulps of
 * the exact value, as libdevice's are. */
#include <fenv.h>
#include <stdbool.h>
#include <math.h>
#include <string.h>

#include "rt_gpu.h"
#include "rt_kapi.h"
#include "rt_random.h"

/* ---- integers ------------------------------------------------------------ */

int32_t arrc_ld_abs(int32_t x) { return x < 0 ? (int32_t)(0u - (uint32_t)x) : x; }
int64_t arrc_ld_llabs(int64_t x) { return x < 0 ? (int64_t)(0u - (uint64_t)x) : x; }
int32_t arrc_ld_max(int32_t x, int32_t y) { return x > y ? x : y; }
int32_t arrc_ld_min(int32_t x, int32_t y) { return x < y ? x : y; }
int32_t arrc_ld_umax(int32_t x, int32_t y) { return (uint32_t)x > (uint32_t)y ? x : y; }
int32_t arrc_ld_umin(int32_t x, int32_t y) { return (uint32_t)x < (uint32_t)y ? x : y; }
int64_t arrc_ld_llmax(int64_t x, int64_t y) { return x > y ? x : y; }
int64_t arrc_ld_llmin(int64_t x, int64_t y) { return x < y ? x : y; }
int64_t arrc_ld_ullmax(int64_t x, int64_t y) { return (uint64_t)x > (uint64_t)y ? x : y; }
int64_t arrc_ld_ullmin(int64_t x, int64_t y) { return (uint64_t)x < (uint64_t)y ? x : y; }

int32_t arrc_ld_brev(int32_t x) {
  uint32_t v = (uint32_t)x, r = 0;
  for (int k = 0; k < 32; k++, v >>= 1)
    r = r << 1 | (v & 1);
  return (int32_t)r;
}

int64_t arrc_ld_brevll(int64_t x) {
  uint64_t v = (uint64_t)x, r = 0;
  for (int k = 0; k < 64; k++, v >>= 1)
    r = r << 1 | (v & 1);
  return (int64_t)r;
}

/* Byte k of the result is byte (s >> 4k) & 7 of the eight bytes y:x. */
int32_t arrc_ld_byte_perm(int32_t x, int32_t y, int32_t s) {
  uint64_t bytes = (uint64_t)(uint32_t)y << 32 | (uint32_t)x;
  uint32_t r = 0;
  for (int k = 0; k < 4; k++)
    r |= (uint32_t)(bytes >> (8 * ((uint32_t)s >> (4 * k) & 7)) & 0xff) << (8 * k);
  return (int32_t)r;
}

int32_t arrc_ld_clz(int32_t x) { return x ? __builtin_clz((uint32_t)x) : 32; }
int32_t arrc_ld_clzll(int64_t x) { return x ? __builtin_clzll((uint64_t)x) : 64; }
int32_t arrc_ld_ffs(int32_t x) { return __builtin_ffs(x); }
int32_t arrc_ld_ffsll(int64_t x) { return __builtin_ffsll(x); }
int32_t arrc_ld_popc(int32_t x) { return __builtin_popcount((uint32_t)x); }
int32_t arrc_ld_popcll(int64_t x) { return __builtin_popcountll((uint64_t)x); }

/* Halving adds without overflow: (x + y) >> 1, rounded up by the r forms. */
int32_t arrc_ld_hadd(int32_t x, int32_t y) { return (int32_t)(((int64_t)x + y) >> 1); }
int32_t arrc_ld_rhadd(int32_t x, int32_t y) { return (int32_t)(((int64_t)x + y + 1) >> 1); }
int32_t arrc_ld_uhadd(int32_t x, int32_t y) { return (int32_t)(((uint64_t)(uint32_t)x + (uint32_t)y) >> 1); }
int32_t arrc_ld_urhadd(int32_t x, int32_t y) {
  return (int32_t)(((uint64_t)(uint32_t)x + (uint32_t)y + 1) >> 1);
}

/* The low 32 bits of the product of the low 24 bits (signed for mul24). */
int32_t arrc_ld_mul24(int32_t x, int32_t y) {
  int64_t a = (int64_t)((uint64_t)(uint32_t)x << 40) >> 40, b = (int64_t)((uint64_t)(uint32_t)y << 40) >> 40;
  return (int32_t)(uint32_t)(uint64_t)(a * b);
}
int32_t arrc_ld_umul24(int32_t x, int32_t y) {
  return (int32_t)(uint32_t)(((uint64_t)x & 0xffffff) * ((uint64_t)y & 0xffffff));
}
int32_t arrc_ld_mulhi(int32_t x, int32_t y) { return (int32_t)(((int64_t)x * y) >> 32); }
int32_t arrc_ld_umulhi(int32_t x, int32_t y) {
  return (int32_t)(uint32_t)(((uint64_t)(uint32_t)x * (uint32_t)y) >> 32);
}
int64_t arrc_ld_mul64hi(int64_t x, int64_t y) { return (int64_t)(((__int128)x * y) >> 64); }
int64_t arrc_ld_umul64hi(int64_t x, int64_t y) {
  return (int64_t)(uint64_t)(((unsigned __int128)(uint64_t)x * (uint64_t)y) >> 64);
}
int32_t arrc_ld_sad(int32_t x, int32_t y, int32_t z) {
  int64_t d = (int64_t)x - y;
  return (int32_t)((uint32_t)z + (uint32_t)(d < 0 ? -d : d));
}
int32_t arrc_ld_usad(int32_t x, int32_t y, int32_t z) {
  uint32_t a = (uint32_t)x, b = (uint32_t)y;
  return (int32_t)((uint32_t)z + (a > b ? a - b : b - a));
}

/* ---- arithmetic in a rounding mode --------------------------------------- */

static const int fe_modes[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};

/* Runs the statement with the rounding mode set; its operands and result
 * are volatile, so that the operation is done between the two calls and
 * never folded at compile time. */
#define IN_MODE(mode, stmt)                  \
  do {                                       \
    int saved_mode = fegetround();           \
    fesetround(fe_modes[(mode) & 3]);        \
    stmt;                                    \
    fesetround(saved_mode);                  \
  } while (0)

#define BINARY(NAME, T, OP)                            \
  T NAME(T x, T y, int32_t mode) {                     \
    volatile T a = x, b = y, r;                        \
    IN_MODE(mode, r = a OP b);                         \
    return r;                                          \
  }
BINARY(arrc_ld_dadd, double, +)
BINARY(arrc_ld_dmul, double, *)
BINARY(arrc_ld_ddiv, double, /)
BINARY(arrc_ld_fadd, float, +)
BINARY(arrc_ld_fsub, float, -)
BINARY(arrc_ld_fmul, float, *)
BINARY(arrc_ld_fdiv, float, /)

double arrc_ld_drcp(double x, int32_t mode) { return arrc_ld_ddiv(1.0, x, mode); }
float arrc_ld_frcp(float x, int32_t mode) { return arrc_ld_fdiv(1.0f, x, mode); }

double arrc_ld_dsqrt(double x, int32_t mode) {
  volatile double a = x, r;
  IN_MODE(mode, r = sqrt(a));
  return r;
}

float arrc_ld_fsqrt(float x, int32_t mode) {
  volatile float a = x, r;
  IN_MODE(mode, r = sqrtf(a));
  return r;
}

double arrc_ld_fma(double x, double y, double z, int32_t mode) {
  volatile double a = x, b = y, c = z, r;
  IN_MODE(mode, r = fma(a, b, c));
  return r;
}

float arrc_ld_fmaf(float x, float y, float z, int32_t mode) {
  volatile float a = x, b = y, c = z, r;
  IN_MODE(mode, r = fmaf(a, b, c));
  return r;
}

float arrc_ld_frsqrt_rn(float x) { return (float)(1.0 / sqrt(x)); }
float arrc_ld_fast_fdividef(float x, float y) { return x / y; }

/* ---- conversions ---------------------------------------------------------- */

float arrc_ld_double2float(double x, int32_t mode) {
  volatile double a = x;
  volatile float r;
  IN_MODE(mode, r = (float)a);
  return r;
}

/* x rounded to an integer in the mode, as a double. */
static double round_in_mode(double x, int32_t mode) {
  switch (mode & 3) {
  case ARRC_ROUND_ZERO: return trunc(x);
  case ARRC_ROUND_UP: return ceil(x);
  case ARRC_ROUND_DOWN: return floor(x);
  default: return nearbyint(x);
  }
}

/* CUDA's conversions saturate at the integer type's bounds; NaN gives 0. */
static int64_t saturate_signed(double r, double lo, double hi, int64_t lo_value, int64_t hi_value) {
  if (isnan(r))
    return 0;
  if (r <= lo)
    return lo_value;
  if (r >= hi)
    return hi_value;
  return (int64_t)r;
}

static uint64_t saturate_unsigned(double r, double hi, uint64_t hi_value) {
  if (isnan(r) || r <= 0)
    return 0;
  if (r >= hi)
    return hi_value;
  return (uint64_t)r;
}

int32_t arrc_ld_double2int(double x, int32_t mode) {
  return (int32_t)saturate_signed(round_in_mode(x, mode), -2147483648.0, 2147483647.0, INT32_MIN, INT32_MAX);
}
int32_t arrc_ld_double2uint(double x, int32_t mode) {
  return (int32_t)(uint32_t)saturate_unsigned(round_in_mode(x, mode), 4294967295.0, UINT32_MAX);
}
int64_t arrc_ld_double2ll(double x, int32_t mode) {
  return saturate_signed(round_in_mode(x, mode), -9223372036854775808.0, 9223372036854775808.0, INT64_MIN, INT64_MAX);
}
int64_t arrc_ld_double2ull(double x, int32_t mode) {
  return (int64_t)saturate_unsigned(round_in_mode(x, mode), 18446744073709551616.0, UINT64_MAX);
}
int32_t arrc_ld_float2int(float x, int32_t mode) { return arrc_ld_double2int(x, mode); }
int32_t arrc_ld_float2uint(float x, int32_t mode) { return arrc_ld_double2uint(x, mode); }
int64_t arrc_ld_float2ll(float x, int32_t mode) { return arrc_ld_double2ll(x, mode); }
int64_t arrc_ld_float2ull(float x, int32_t mode) { return arrc_ld_double2ull(x, mode); }

#define CONVERT(NAME, FROM, TO)                  \
  TO NAME(FROM x, int32_t mode) {                \
    volatile FROM a = x;                         \
    volatile TO r;                               \
    IN_MODE(mode, r = (TO)a);                    \
    return r;                                    \
  }
CONVERT(arrc_ld_int2float, int32_t, float)
CONVERT(arrc_ld_ll2float, int64_t, float)
CONVERT(arrc_ld_ll2double, int64_t, double)

float arrc_ld_uint2float(int32_t x, int32_t mode) {
  volatile uint32_t a = (uint32_t)x;
  volatile float r;
  IN_MODE(mode, r = (float)a);
  return r;
}

float arrc_ld_ull2float(int64_t x, int32_t mode) {
  volatile uint64_t a = (uint64_t)x;
  volatile float r;
  IN_MODE(mode, r = (float)a);
  return r;
}

double arrc_ld_ull2double(int64_t x, int32_t mode) {
  volatile uint64_t a = (uint64_t)x;
  volatile double r;
  IN_MODE(mode, r = (double)a);
  return r;
}

double arrc_ld_int2double_rn(int32_t x) { return (double)x; }
double arrc_ld_uint2double_rn(int32_t x) { return (double)(uint32_t)x; }

/* IEEE binary16 from binary32, rounded to nearest even; and back. */
int16_t arrc_ld_float2half_rn(float x) {
  uint32_t f;
  memcpy(&f, &x, 4);
  uint32_t sign = f >> 16 & 0x8000, exp = f >> 23 & 0xff, man = f & 0x7fffff;
  if (exp == 0xff)
    return (int16_t)(sign | 0x7c00 | (man ? 0x200 : 0));
  int e = (int)exp - 127 + 15;
  if (e >= 31)
    return (int16_t)(sign | 0x7c00);
  uint32_t m = man | 0x800000; /* 24 bits */
  int shift = e <= 0 ? 14 - e : 13;
  if (shift > 24)
    return (int16_t)sign;
  uint32_t h = m >> shift, rest = m & ((1u << shift) - 1), half = 1u << (shift - 1);
  if (rest > half || (rest == half && (h & 1)))
    h++;
  /* h holds the implicit bit for normal numbers; adding the exponent
   * carries a rounding overflow into it, up to infinity. */
  uint32_t bits = e <= 0 ? h : ((uint32_t)(e - 1) << 10) + h;
  return (int16_t)(sign | bits);
}

float arrc_ld_half2float(int16_t x) {
  uint32_t h = (uint16_t)x, sign = (h & 0x8000) << 16, exp = h >> 10 & 0x1f, man = h & 0x3ff, f;
  if (exp == 0x1f) {
    f = sign | 0x7f800000 | man << 13;
  } else if (exp == 0) {
    float v = ldexpf((float)man, -24);
    return sign ? -v : v;
  } else {
    f = sign | (exp + 112) << 23 | man << 13;
  }
  float r;
  memcpy(&r, &f, 4);
  return r;
}

/* ---- bits ------------------------------------------------------------------ */

int64_t arrc_ld_double_as_longlong(double x) {
  int64_t r;
  memcpy(&r, &x, 8);
  return r;
}
double arrc_ld_longlong_as_double(int64_t x) {
  double r;
  memcpy(&r, &x, 8);
  return r;
}
int32_t arrc_ld_float_as_int(float x) {
  int32_t r;
  memcpy(&r, &x, 4);
  return r;
}
float arrc_ld_int_as_float(int32_t x) {
  float r;
  memcpy(&r, &x, 4);
  return r;
}
int32_t arrc_ld_double2hiint(double x) { return (int32_t)(arrc_ld_double_as_longlong(x) >> 32); }
int32_t arrc_ld_double2loint(double x) { return (int32_t)(uint32_t)arrc_ld_double_as_longlong(x); }
double arrc_ld_hiloint2double(int32_t hi, int32_t lo) {
  return arrc_ld_longlong_as_double((int64_t)((uint64_t)(uint32_t)hi << 32 | (uint32_t)lo));
}

int32_t arrc_ld_isfinited(double x) { return isfinite(x) != 0; }
int32_t arrc_ld_finitef(float x) { return isfinite(x) != 0; }
int32_t arrc_ld_isinfd(double x) { return isinf(x) != 0; }
int32_t arrc_ld_isinff(float x) { return isinf(x) != 0; }
int32_t arrc_ld_isnand(double x) { return isnan(x) != 0; }
int32_t arrc_ld_isnanf(float x) { return isnan(x) != 0; }
int32_t arrc_ld_signbitd(double x) { return signbit(x) != 0; }
int32_t arrc_ld_signbitf(float x) { return signbit(x) != 0; }

/* ---- special functions ------------------------------------------------------ */

/* sin(pi x) and cos(pi x) after reducing x exactly to [-1, 1], exact at
 * the multiples of 1/2 as libdevice is. */
double arrc_ld_sinpi(double x) {
  if (!isfinite(x))
    return NAN;
  double t = remainder(x, 2.0);
  if (t == 0 || fabs(t) == 1)
    return copysign(0.0, x);
  if (fabs(t) == 0.5)
    return copysign(1.0, t);
  return sin(M_PI * t);
}

double arrc_ld_cospi(double x) {
  if (!isfinite(x))
    return NAN;
  double t = fabs(remainder(x, 2.0));
  if (t == 0.5)
    return 0.0;
  if (t == 0)
    return 1.0;
  if (t == 1)
    return -1.0;
  return cos(M_PI * t);
}

float arrc_ld_sinpif(float x) { return (float)arrc_ld_sinpi(x); }
float arrc_ld_cospif(float x) { return (float)arrc_ld_cospi(x); }

void arrc_ld_sincospi(double x, double *s, double *c) {
  *s = arrc_ld_sinpi(x);
  *c = arrc_ld_cospi(x);
}

void arrc_ld_sincospif(float x, float *s, float *c) {
  *s = arrc_ld_sinpif(x);
  *c = arrc_ld_cospif(x);
}

static const double two_over_sqrt_pi = 1.1283791670955126;

/* The inverse of erf: Winitzki's approximation, then Newton's steps on
 * erf, which converge to the double nearest the root. */
double arrc_ld_erfinv(double y) {
  if (isnan(y) || y < -1 || y > 1)
    return NAN;
  if (y == 1 || y == -1)
    return copysign(INFINITY, y);
  if (y == 0)
    return y;
  double a = 0.147, l = log1p(-y * y), t = 2 / (M_PI * a) + l / 2;
  double x = copysign(sqrt(sqrt(t * t - l / a) - t), y);
  for (int k = 0; k < 4; k++)
    x -= (erf(x) - y) / (two_over_sqrt_pi * exp(-x * x));
  return x;
}

/* The inverse of erfc, by Newton's steps on erfc, started from erfinv for
 * moderate arguments and from the tail's asymptote for tiny ones. */
double arrc_ld_erfcinv(double y) {
  if (isnan(y) || y < 0 || y > 2)
    return NAN;
  if (y == 0)
    return INFINITY;
  if (y == 2)
    return -INFINITY;
  if (y > 1e-3 && y < 2 - 1e-3)
    return arrc_ld_erfinv(1 - y);
  bool lower = y > 1;
  double p = lower ? 2 - y : y;
  double x = sqrt(-log(p * sqrt(M_PI) * sqrt(-log(p))));
  for (int k = 0; k < 8; k++) {
    double d = exp(-x * x);
    if (d == 0)
      break;
    x += (erfc(x) - p) / (two_over_sqrt_pi * d);
  }
  return lower ? -x : x;
}

/* exp(x^2) erfc(x), by the asymptotic series where erfc underflows. */
double arrc_ld_erfcx(double x) {
  if (x < 25)
    return exp(x * x) * erfc(x);
  /* sum of (-1)^n (2n-1)!! / (2x^2)^n; ten terms reach double precision
   * from x = 25 on. */
  double sum = 0, term = 1;
  for (int n = 0; n < 10; n++) {
    sum += term;
    term *= -(2 * n + 1) / (2 * x * x);
  }
  return sum / (x * sqrt(M_PI));
}

double arrc_ld_normcdf(double x) { return 0.5 * erfc(-x / M_SQRT2); }
double arrc_ld_normcdfinv(double p) { return -M_SQRT2 * arrc_ld_erfcinv(2 * p); }
float arrc_ld_erfinvf(float y) { return (float)arrc_ld_erfinv(y); }
float arrc_ld_erfcinvf(float y) { return (float)arrc_ld_erfcinv(y); }
float arrc_ld_erfcxf(float x) { return (float)arrc_ld_erfcx(x); }
float arrc_ld_normcdff(float x) { return (float)arrc_ld_normcdf(x); }
float arrc_ld_normcdfinvf(float p) { return (float)arrc_ld_normcdfinv(p); }

double arrc_ld_rcbrt(double x) { return 1 / cbrt(x); }
float arrc_ld_rcbrtf(float x) { return (float)(1 / cbrt(x)); }
double arrc_ld_rsqrt(double x) { return 1 / sqrt(x); }
float arrc_ld_rsqrtf(float x) { return (float)(1 / sqrt(x)); }

float arrc_ld_saturatef(float x) {
  if (!(x > 0))
    return 0;
  return x > 1 ? 1 : x;
}

double arrc_ld_powi(double x, int32_t n) { return pow(x, (double)n); }
float arrc_ld_powif(float x, int32_t n) { return powf(x, (float)n); }

/* ---- numba.cuda.random ------------------------------------------------------ */

/* As Numba does, the states are made on the host (SplitMix64 for the
 * first, 2**64 steps apart for the others, the first advanced by
 * subsequence_start such jumps), as arrc_xoroshiro_states's (n, 2) array
 * of uint64 words, and copied over the device array's. */
void arrc_xoroshiro_init_states(arrc_array *states, int64_t seed, int64_t subsequence_start, const arrc_loc *loc) {
  int64_t n = states->dims[0];
  arrc_array *host = arrc_xoroshiro_states(n, (uint64_t)seed, (uint64_t)subsequence_start, loc);
  if (n > 0)
    arrc_device_write(states->data, host->data, host->size * host->itemsize, loc);
  arrc_array_decref(host);
}
