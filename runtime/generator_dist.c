/* The distributions of np.random.default_rng's Generator (LANGUAGE.md
 * §6.8): NumPy 1.24's numpy/random/src/distributions/distributions.c over
 * PCG64 (random_generator.c), bit-identical to NumPy's draws.
 *
 * Unlike the legacy RandomState (random_dist.c), a Generator draws normals
 * and exponentials with the ziggurat method of Marsaglia and Tsang: one
 * 64-bit (or, for float32, 32-bit) draw picks one of 256 layers and a point
 * in it, accepted at once about 99% of the time; the layers' tables come
 * from scripts/gen_ziggurat.py, which the build runs (build/gen/). Gamma,
 * beta, chi-square, Student's t and Cauchy draw from these normals and
 * exponentials; the others invert a uniform double. The parameters are
 * checked once, before any draw, with _common.pyx's messages ("scale < 0").
 * Every expression keeps the order and roundings of NumPy's C; nothing is
 * fused into an fma. */
#include <math.h>
#include <stdlib.h>

#include "rt_core.h"
#include "rt_generator_dist.h"
#include "rt_random.h"
#include "rt_values.h"
#include "ziggurat_tables.h"

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

typedef arrc_generator G;

static uint64_t next64(G *g) { return arrc_generator_next64(g); }
static uint32_t next32(G *g) { return arrc_generator_next32(g); }
static double next_double(G *g) { return arrc_generator_random(g); }
static float next_float(G *g) { return arrc_generator_random_f32(g); }

/* ---- the ziggurat: normals and exponentials ------------------------------------ */

static double standard_normal(G *g) {
  for (;;) {
    uint64_t r = next64(g);
    int idx = (int)(r & 0xff);
    r >>= 8;
    int sign = (int)(r & 0x1);
    uint64_t rabs = (r >> 1) & 0x000fffffffffffffULL;
    double x = (double)rabs * zig_nor_w64[idx];
    if (sign & 0x1)
      x = -x;
    if (rabs < zig_nor_k64[idx])
      return x;
    if (idx == 0) {
      /* The tail beyond r, by Marsaglia's exponential rejection. */
      for (;;) {
        double xx = -ZIG_NOR_INV_R * log1p(-next_double(g));
        double yy = -log1p(-next_double(g));
        if (yy + yy > xx * xx)
          return ((rabs >> 8) & 0x1) ? -(ZIG_NOR_R + xx) : ZIG_NOR_R + xx;
      }
    }
    if (((zig_nor_f64[idx - 1] - zig_nor_f64[idx]) * next_double(g) + zig_nor_f64[idx]) < exp(-0.5 * x * x))
      return x;
  }
}

static float standard_normal_f(G *g) {
  for (;;) {
    uint32_t r = next32(g);
    int idx = (int)(r & 0xff);
    int sign = (int)((r >> 8) & 0x1);
    uint32_t rabs = (r >> 9) & 0x0007fffffu;
    float x = (float)rabs * zig_nor_w32[idx];
    if (sign & 0x1)
      x = -x;
    if (rabs < zig_nor_k32[idx])
      return x;
    if (idx == 0) {
      for (;;) {
        float xx = -ZIG_NOR_INV_R_F * log1pf(-next_float(g));
        float yy = -log1pf(-next_float(g));
        if (yy + yy > xx * xx)
          return ((rabs >> 8) & 0x1) ? -(ZIG_NOR_R_F + xx) : ZIG_NOR_R_F + xx;
      }
    }
    /* NumPy compares against the double exp here. */
    if (((zig_nor_f32[idx - 1] - zig_nor_f32[idx]) * next_float(g) + zig_nor_f32[idx]) < exp(-0.5 * x * x))
      return x;
  }
}

static double standard_exponential(G *g) {
  for (;;) {
    uint64_t ri = next64(g) >> 3;
    uint8_t idx = (uint8_t)(ri & 0xff);
    ri >>= 8;
    double x = (double)ri * zig_exp_w64[idx];
    if (ri < zig_exp_k64[idx])
      return x;
    if (idx == 0)
      return ZIG_EXP_R - log1p(-next_double(g));
    if ((zig_exp_f64[idx - 1] - zig_exp_f64[idx]) * next_double(g) + zig_exp_f64[idx] < exp(-x))
      return x;
  }
}

static float standard_exponential_f(G *g) {
  for (;;) {
    uint32_t ri = next32(g) >> 1;
    uint8_t idx = (uint8_t)(ri & 0xff);
    ri >>= 8;
    float x = (float)ri * zig_exp_w32[idx];
    if (ri < zig_exp_k32[idx])
      return x;
    if (idx == 0)
      return ZIG_EXP_R_F - log1pf(-next_float(g));
    if ((zig_exp_f32[idx - 1] - zig_exp_f32[idx]) * next_float(g) + zig_exp_f32[idx] < expf(-x))
      return x;
  }
}

/* ---- what draws from them ------------------------------------------------------------ */

static double standard_gamma(G *g, double shape) {
  if (shape == 1.0)
    return standard_exponential(g);
  if (shape == 0.0)
    return 0.0;
  if (shape < 1.0) {
    for (;;) {
      double u = next_double(g);
      double v = standard_exponential(g);
      if (u <= 1.0 - shape) {
        double x = pow(u, 1. / shape);
        if (x <= v)
          return x;
      } else {
        double y = -log((1 - u) / shape);
        double x = pow(1.0 - shape + shape * y, 1. / shape);
        if (x <= (v + y))
          return x;
      }
    }
  }
  double b = shape - 1. / 3.;
  double c = 1. / sqrt(9 * b);
  for (;;) {
    double x, v;
    do {
      x = standard_normal(g);
      v = 1.0 + c * x;
    } while (v <= 0.0);
    v = v * v * v;
    double u = next_double(g);
    if (u < 1.0 - 0.0331 * (x * x) * (x * x))
      return b * v;
    if (log(u) < 0.5 * x * x + b * (1. - v + log(v)))
      return b * v;
  }
}

static float standard_gamma_f(G *g, float shape) {
  if (shape == 1.0f)
    return standard_exponential_f(g);
  if (shape == 0.0f)
    return 0.0f;
  if (shape < 1.0f) {
    for (;;) {
      float u = next_float(g);
      float v = standard_exponential_f(g);
      if (u <= 1.0f - shape) {
        float x = powf(u, 1.0f / shape);
        if (x <= v)
          return x;
      } else {
        float y = -logf((1.0f - u) / shape);
        float x = powf(1.0f - shape + shape * y, 1.0f / shape);
        if (x <= (v + y))
          return x;
      }
    }
  }
  float b = shape - 1.0f / 3.0f;
  float c = 1.0f / sqrtf(9.0f * b);
  for (;;) {
    float x, v;
    do {
      x = standard_normal_f(g);
      v = 1.0f + c * x;
    } while (v <= 0.0f);
    v = v * v * v;
    float u = next_float(g);
    if (u < 1.0f - 0.0331f * (x * x) * (x * x))
      return b * v;
    if (logf(u) < 0.5f * x * x + b * (1.0f - v + logf(v)))
      return b * v;
  }
}

static double beta(G *g, double a, double b) {
  if (a <= 1.0 && b <= 1.0) {
    /* Johnk's algorithm. */
    for (;;) {
      double u = next_double(g), v = next_double(g);
      double x = pow(u, 1.0 / a), y = pow(v, 1.0 / b);
      double xpy = x + y;
      if (xpy <= 1.0 && xpy > 0.0) {
        if (x + y > 0)
          return x / xpy;
        double logx = log(u) / a, logy = log(v) / b;
        double logm = logx > logy ? logx : logy;
        logx -= logm;
        logy -= logm;
        return exp(logx - log(exp(logx) + exp(logy)));
      }
    }
  }
  double ga = standard_gamma(g, a);
  double gb = standard_gamma(g, b);
  return ga / (ga + gb);
}

static double chisquare(G *g, double df) { return 2.0 * standard_gamma(g, df / 2.0); }

static double laplace(G *g, double loc, double scale) {
  for (;;) {
    double u = next_double(g);
    if (u >= 0.5)
      return loc - scale * log(2.0 - u - u);
    if (u > 0.0)
      return loc + scale * log(u + u);
  }
}

static double gumbel(G *g, double loc, double scale) {
  for (;;) {
    double u = 1.0 - next_double(g);
    if (u < 1.0)
      return loc - scale * log(-log(u));
  }
}

static double logistic(G *g, double loc, double scale) {
  for (;;) {
    double u = next_double(g);
    if (u > 0.0)
      return loc + scale * log(u / (1.0 - u));
  }
}

static double triangular(G *g, double left, double mode, double right) {
  double base = right - left;
  double leftbase = mode - left;
  double ratio = leftbase / base;
  double leftprod = leftbase * base;
  double rightprod = (right - mode) * base;
  double u = next_double(g);
  if (u <= ratio)
    return left + sqrt(u * leftprod);
  return right - sqrt((1.0 - u) * rightprod);
}

/* The SPECFUN log-gamma (random_loggam) for Poisson's rejection. */
static double loggam(double x) {
  static const double a[10] = {8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04,
                               -5.952380952380952e-04, 8.417508417508418e-04, -1.917526917526918e-03,
                               6.410256410256410e-03, -2.955065359477124e-02, 1.796443723688307e-01,
                               -1.39243221690590e+00};
  double x0 = x;
  int64_t n = 0;
  if (x == 1.0 || x == 2.0)
    return 0.0;
  if (x <= 7.0) {
    n = (int64_t)(7 - x);
    x0 = x + (double)n;
  }
  double x2 = 1.0 / (x0 * x0);
  double xp = 2 * 3.14159265358979323846;
  double gl0 = a[9];
  for (int k = 8; k >= 0; k--) {
    gl0 *= x2;
    gl0 += a[k];
  }
  double gl = gl0 / x0 + 0.5 * log(xp) + (x0 - 0.5) * log(x0) - x0;
  if (x <= 7.0)
    for (int64_t k = 1; k <= n; k++) {
      gl -= log(x0 - 1.0);
      x0 -= 1.0;
    }
  return gl;
}

static int64_t poisson(G *g, double lam) {
  if (lam == 0)
    return 0;
  if (lam < 10) {
    /* Multiplication of uniforms. */
    double enlam = exp(-lam), prod = 1.0;
    int64_t x = 0;
    for (;;) {
      prod *= next_double(g);
      if (prod > enlam)
        x += 1;
      else
        return x;
    }
  }
  /* Hoermann's transformed rejection (PTRS). */
  double slam = sqrt(lam), loglam = log(lam);
  double b = 0.931 + 2.53 * slam;
  double a = -0.059 + 0.02483 * b;
  double invalpha = 1.1239 + 1.1328 / (b - 3.4);
  double vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    double u = next_double(g) - 0.5;
    double v = next_double(g);
    double us = 0.5 - fabs(u);
    int64_t k = (int64_t)floor((2 * a / us + b) * u + lam + 0.43);
    if (us >= 0.07 && v <= vr)
      return k;
    if (k < 0 || (us < 0.013 && v > us))
      continue;
    if ((log(v) + log(invalpha) - log(a / (us * us) + b)) <= (-lam + (double)k * loglam - loggam((double)k + 1)))
      return k;
  }
}

static int64_t geometric(G *g, double p) {
  if (p >= 0.333333333333333333333333) {
    double u = next_double(g);
    int64_t x = 1;
    double sum = p, prod = p, q = 1.0 - p;
    while (u > sum) {
      prod *= q;
      sum += prod;
      x++;
    }
    return x;
  }
  return (int64_t)ceil(-standard_exponential(g) / log1p(-p));
}

/* The binomial's inversion for small n * p. NumPy caches the values that
 * depend only on (n, p) between calls; computing them afresh gives the
 * same numbers (random_dist.c has the same two algorithms over the legacy
 * MT19937). */
static int64_t binomial_inversion(G *g, int64_t n, double p) {
  double q = 1.0 - p;
  double qn = exp((double)n * log(q));
  double np = (double)n * p;
  double bound_d = np + 10.0 * sqrt(np * q + 1);
  int64_t bound = (int64_t)((double)n < bound_d ? (double)n : bound_d);
  int64_t x = 0;
  double px = qn;
  double u = next_double(g);
  while (u > px) {
    x++;
    if (x > bound) {
      x = 0;
      px = qn;
      u = next_double(g);
    } else {
      u -= px;
      px = ((double)(n - x + 1) * p * px) / ((double)x * q);
    }
  }
  return x;
}

/* BTPE's accepted y (NumPy's Step60). */
static int64_t btpe_result(int64_t n, double p, int64_t y) { return p > 0.5 ? n - y : y; }

/* Kachitvichyanukul and Schmeiser's BTPE, in NumPy's steps. */
static int64_t binomial_btpe(G *g, int64_t n, double p) {
  double r = p < 1.0 - p ? p : 1.0 - p;
  double q = 1.0 - r;
  double fm = (double)n * r + r;
  int64_t m = (int64_t)floor(fm);
  double p1 = floor(2.195 * sqrt((double)n * r * q) - 4.6 * q) + 0.5;
  double xm = (double)m + 0.5;
  double xl = xm - p1;
  double xr = xm + p1;
  double c = 0.134 + 20.5 / (15.3 + (double)m);
  double a = (fm - xl) / (fm - xl * r);
  double laml = a * (1.0 + a / 2.0);
  a = (xr - fm) / (xr * q);
  double lamr = a * (1.0 + a / 2.0);
  double p2 = p1 * (1.0 + 2.0 * c);
  double p3 = p2 + c / laml;
  double p4 = p3 + c / lamr;
  for (;;) {
    double nrq = (double)n * r * q;
    double u = next_double(g) * p4;
    double v = next_double(g);
    int64_t y;
    if (u <= p1)
      return btpe_result(n, p, (int64_t)floor(xm - p1 * v + u));
    if (u <= p2) {
      double x = xl + (u - p1) / c;
      v = v * c + 1.0 - fabs((double)m - x + 0.5) / p1;
      if (v > 1.0)
        continue;
      y = (int64_t)floor(x);
    } else if (u <= p3) {
      y = (int64_t)floor(xl + log(v) / laml);
      if (y < 0 || v == 0.0)
        continue;
      v = v * (u - p2) * laml;
    } else {
      y = (int64_t)floor(xr - log(v) / lamr);
      if (y > n || v == 0.0)
        continue;
      v = v * (u - p3) * lamr;
    }
    int64_t k = llabs(y - m);
    if (!(k > 20 && (double)k < nrq / 2.0 - 1)) {
      /* Explicit evaluation of the density ratio. */
      double s = r / q;
      a = s * (double)(n + 1);
      double f = 1.0;
      if (m < y)
        for (int64_t i = m + 1; i <= y; i++)
          f *= (a / (double)i - s);
      else if (m > y)
        for (int64_t i = y + 1; i <= m; i++)
          f /= (a / (double)i - s);
      if (v > f)
        continue;
      return btpe_result(n, p, y);
    }
    /* Squeezing with Stirling's formula. */
    double kd = (double)k;
    double rho = (kd / nrq) * ((kd * (kd / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
    double t = -kd * kd / (2 * nrq);
    double aa = log(v);
    if (aa < (t - rho))
      return btpe_result(n, p, y);
    if (aa > (t + rho))
      continue;
    double x1 = (double)(y + 1), f1 = (double)(m + 1), z = (double)(n + 1 - m), w = (double)(n - y + 1);
    double x2 = x1 * x1, f2 = f1 * f1, z2 = z * z, w2 = w * w;
    if (aa > (xm * log(f1 / x1) + ((double)(n - m) + 0.5) * log(z / w) + (double)(y - m) * log(w * r / (x1 * q)) +
              (13680. - (462. - (132. - (99. - 140. / f2) / f2) / f2) / f2) / f1 / 166320. +
              (13680. - (462. - (132. - (99. - 140. / z2) / z2) / z2) / z2) / z / 166320. +
              (13680. - (462. - (132. - (99. - 140. / x2) / x2) / x2) / x2) / x1 / 166320. +
              (13680. - (462. - (132. - (99. - 140. / w2) / w2) / w2) / w2) / w / 166320.))
      continue;
    return btpe_result(n, p, y);
  }
}

static int64_t binomial(G *g, int64_t n, double p) {
  if (n == 0 || p == 0.0f)
    return 0;
  if (p <= 0.5)
    return p * (double)n <= 30.0 ? binomial_inversion(g, n, p) : binomial_btpe(g, n, p);
  double q = 1.0 - p;
  return q * (double)n <= 30.0 ? n - binomial_inversion(g, n, q) : n - binomial_btpe(g, n, q);
}

#define PI 3.14159265358979323846

static double wald(G *g, double mean, double scale) {
  double mu_2l = mean / (2 * scale);
  double y = standard_normal(g);
  y = mean * y * y;
  double x = mean + mu_2l * (y - sqrt(4 * scale * y + y * y));
  double u = next_double(g);
  return u <= mean / (mean + x) ? x : mean * mean / x;
}

static double vonmises(G *g, double mu, double kappa) {
  if (isnan(kappa))
    return NAN;
  /* A uniform angle for very small kappa. */
  if (kappa < 1e-8)
    return PI * (2 * next_double(g) - 1);
  double s;
  if (kappa < 1e-5) {
    s = (1. / kappa + kappa);
  } else if (kappa <= 1e6) {
    double r = 1 + sqrt(1 + 4 * kappa * kappa);
    double rho = (r - sqrt(2 * r)) / (2 * kappa);
    s = (1 + rho * rho) / (2 * rho);
  } else {
    /* A wrapped normal for very large kappa. */
    double result = mu + sqrt(1. / kappa) * standard_normal(g);
    if (result < -PI)
      result += 2 * PI;
    if (result > PI)
      result -= 2 * PI;
    return result;
  }
  double w;
  for (;;) {
    double u = next_double(g);
    double z = cos(PI * u);
    w = (1 + s * z) / (s + z);
    double y = kappa * (s - w);
    double v = next_double(g);
    if ((y * (2 - y) - v >= 0) || (log(y / v) + 1 - y >= 0))
      break;
  }
  double u = next_double(g);
  double result = acos(w);
  if (u < 0.5)
    result = -result;
  result += mu;
  bool neg = result < 0;
  double mod = fabs(result);
  mod = (fmod(mod + PI, 2 * PI) - PI);
  if (neg)
    mod *= -1;
  return mod;
}

static int64_t zipf(G *g, double a) {
  double am1 = a - 1.0;
  double b = pow(2.0, am1);
  for (;;) {
    double u = 1.0 - next_double(g);
    double v = next_double(g);
    double x = floor(pow(u, -1.0 / am1));
    /* Draws past int64 are rejected: Zipf truncated to int64. */
    if (x > (double)INT64_MAX || x < 1.0)
      continue;
    double t = pow(1.0 + 1.0 / x, am1);
    if (v * x * (t - 1.0) / (b - 1.0) <= t / b)
      return (int64_t)x;
  }
}

static int64_t logseries(G *g, double p) {
  double r = log1p(-p);
  for (;;) {
    double v = next_double(g);
    if (v >= p)
      return 1;
    double u = next_double(g);
    double q = -expm1(r * u);
    if (v <= q * q) {
      int64_t result = (int64_t)floor(1 + log(v) / log(q));
      if (result < 1 || v == 0.0)
        continue;
      return result;
    }
    return v >= q ? 1 : 2;
  }
}

/* ---- parameters ------------------------------------------------------------------------ */

/* _common.pyx's constraints, with their messages. */
typedef enum {
  NONE,
  NON_NEGATIVE,
  POSITIVE,
  POSITIVE_NOT_NAN,
  BOUNDED_0_1,
  BOUNDED_GT_0_1,
  BOUNDED_LT_0_1,
  GT_1,
  POISSON_LAM
} Constraint;

typedef struct {
  const char *name;
  Constraint cons;
} Param;

static const Param params[ARRC_GEN_COUNT][3] = {
    [ARRC_GEN_NORMAL] = {{"loc", NONE}, {"scale", NON_NEGATIVE}},
    [ARRC_GEN_EXPONENTIAL] = {{"scale", NON_NEGATIVE}},
    [ARRC_GEN_GAMMA] = {{"shape", NON_NEGATIVE}, {"scale", NON_NEGATIVE}},
    [ARRC_GEN_STANDARD_GAMMA] = {{"shape", NON_NEGATIVE}},
    [ARRC_GEN_STANDARD_GAMMA_F32] = {{"shape", NON_NEGATIVE}},
    [ARRC_GEN_BETA] = {{"a", POSITIVE}, {"b", POSITIVE}},
    [ARRC_GEN_CHISQUARE] = {{"df", POSITIVE}},
    [ARRC_GEN_F] = {{"dfnum", POSITIVE}, {"dfden", POSITIVE}},
    [ARRC_GEN_LOGNORMAL] = {{"mean", NONE}, {"sigma", NON_NEGATIVE}},
    [ARRC_GEN_LAPLACE] = {{"loc", NONE}, {"scale", NON_NEGATIVE}},
    [ARRC_GEN_GUMBEL] = {{"loc", NONE}, {"scale", NON_NEGATIVE}},
    [ARRC_GEN_LOGISTIC] = {{"loc", NONE}, {"scale", NON_NEGATIVE}},
    [ARRC_GEN_RAYLEIGH] = {{"scale", NON_NEGATIVE}},
    [ARRC_GEN_WEIBULL] = {{"a", NON_NEGATIVE}},
    [ARRC_GEN_PARETO] = {{"a", POSITIVE}},
    [ARRC_GEN_POWER] = {{"a", POSITIVE}},
    [ARRC_GEN_STANDARD_T] = {{"df", POSITIVE}},
    [ARRC_GEN_POISSON] = {{"lam", POISSON_LAM}},
    [ARRC_GEN_GEOMETRIC] = {{"p", BOUNDED_GT_0_1}},
    /* binomial checks p before n. */
    [ARRC_GEN_BINOMIAL] = {{"n", NON_NEGATIVE}, {"p", BOUNDED_0_1}},
    [ARRC_GEN_NEGATIVE_BINOMIAL] = {{"n", POSITIVE_NOT_NAN}, {"p", BOUNDED_GT_0_1}},
    [ARRC_GEN_WALD] = {{"mean", POSITIVE}, {"scale", POSITIVE}},
    [ARRC_GEN_VONMISES] = {{"mu", NONE}, {"kappa", NON_NEGATIVE}},
    [ARRC_GEN_ZIPF] = {{"a", GT_1}},
    [ARRC_GEN_LOGSERIES] = {{"p", BOUNDED_LT_0_1}},
};

/* np.iinfo('int64').max - np.sqrt(np.iinfo('int64').max) * 10 */
#define POISSON_LAM_MAX (9223372036854775807.0 - 30370004999.760838)

static void check_param(double v, const Param *p, const arrc_loc *loc) {
  switch (p->cons) {
  case NONE:
    return;
  case NON_NEGATIVE:
    if (!isnan(v) && signbit(v))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0", p->name);
    return;
  case POSITIVE:
  case POSITIVE_NOT_NAN:
    if (p->cons == POSITIVE_NOT_NAN && isnan(v))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s must not be NaN", p->name);
    if (v <= 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s <= 0", p->name);
    return;
  case BOUNDED_0_1:
    if (!(v >= 0) || !(v <= 1))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0, %s > 1 or %s is NaN", p->name, p->name, p->name);
    return;
  case BOUNDED_GT_0_1:
    if (!(v > 0) || !(v <= 1))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s <= 0, %s > 1 or %s contains NaNs", p->name, p->name, p->name);
    return;
  case BOUNDED_LT_0_1:
    if (!(v >= 0) || !(v < 1))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0, %s >= 1 or %s is NaN", p->name, p->name, p->name);
    return;
  case GT_1:
    if (!(v > 1))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s <= 1 or %s is NaN", p->name, p->name);
    return;
  case POISSON_LAM:
    if (!(v >= 0))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0 or %s is NaN", p->name, p->name);
    if (!(v <= POISSON_LAM_MAX))
      arrc_raise(ARRC_VALUE_ERROR, loc, "%s value too large", p->name);
    return;
  }
}

static void check(int32_t dist, double a, double b, double c, const arrc_loc *loc) {
  if (dist == ARRC_GEN_TRIANGULAR) {
    if (a > b)
      arrc_raise(ARRC_VALUE_ERROR, loc, "left > mode");
    if (b > c)
      arrc_raise(ARRC_VALUE_ERROR, loc, "mode > right");
    if (a == c)
      arrc_raise(ARRC_VALUE_ERROR, loc, "left == right");
    return;
  }
  const double v[3] = {a, b, c};
  if (dist == ARRC_GEN_BINOMIAL) {
    /* n arrives as a number; NumPy truncates it to an integer. */
    check_param(b, &params[dist][1], loc);
    check_param((double)(int64_t)a, &params[dist][0], loc);
    return;
  }
  for (int k = 0; k < 3; k++)
    if (params[dist][k].name)
      check_param(v[k], &params[dist][k], loc);
  if (dist == ARRC_GEN_NEGATIVE_BINOMIAL && (1 - b) / b * (a + 10 * sqrt(a)) > POISSON_LAM_MAX)
    arrc_raise(ARRC_VALUE_ERROR, loc, "n too large or p too small, see Generator.negative_binomial Notes");
}

/* One draw, its parameters checked; float32 draws widened. */
static double draw(G *g, int32_t dist, double a, double b, double c) {
  switch (dist) {
  case ARRC_GEN_NORMAL: return a + b * standard_normal(g);
  case ARRC_GEN_STANDARD_NORMAL: return standard_normal(g);
  case ARRC_GEN_STANDARD_NORMAL_F32: return standard_normal_f(g);
  case ARRC_GEN_EXPONENTIAL: return a * standard_exponential(g);
  case ARRC_GEN_STANDARD_EXPONENTIAL: return standard_exponential(g);
  case ARRC_GEN_STANDARD_EXPONENTIAL_F32: return standard_exponential_f(g);
  case ARRC_GEN_STANDARD_EXPONENTIAL_INV: return -log1p(-next_double(g));
  /* NumPy's float32 inverse method takes the double log1p of a float. */
  case ARRC_GEN_STANDARD_EXPONENTIAL_INV_F32: return (float)-log1p(-(double)next_float(g));
  case ARRC_GEN_GAMMA: return b * standard_gamma(g, a);
  case ARRC_GEN_STANDARD_GAMMA: return standard_gamma(g, a);
  case ARRC_GEN_STANDARD_GAMMA_F32: return standard_gamma_f(g, (float)a);
  case ARRC_GEN_BETA: return beta(g, a, b);
  case ARRC_GEN_CHISQUARE: return chisquare(g, a);
  case ARRC_GEN_F: return (chisquare(g, a) * b) / (chisquare(g, b) * a);
  case ARRC_GEN_LOGNORMAL: return exp(a + b * standard_normal(g));
  case ARRC_GEN_LAPLACE: return laplace(g, a, b);
  case ARRC_GEN_GUMBEL: return gumbel(g, a, b);
  case ARRC_GEN_LOGISTIC: return logistic(g, a, b);
  case ARRC_GEN_RAYLEIGH: return a * sqrt(2.0 * standard_exponential(g));
  case ARRC_GEN_WEIBULL: return a == 0.0 ? 0.0 : pow(standard_exponential(g), 1. / a);
  case ARRC_GEN_PARETO: return expm1(standard_exponential(g) / a);
  case ARRC_GEN_POWER: return pow(-expm1(-standard_exponential(g)), 1. / a);
  case ARRC_GEN_STANDARD_CAUCHY: {
    double num = standard_normal(g);
    return num / standard_normal(g);
  }
  case ARRC_GEN_STANDARD_T: {
    double num = standard_normal(g);
    double denom = standard_gamma(g, a / 2);
    return sqrt(a / 2) * num / sqrt(denom);
  }
  case ARRC_GEN_TRIANGULAR: return triangular(g, a, b, c);
  case ARRC_GEN_WALD: return wald(g, a, b);
  case ARRC_GEN_VONMISES: return vonmises(g, a, b);
  default: return 0.0;
  }
}

static int64_t draw_int(G *g, int32_t dist, double a, double b) {
  switch (dist) {
  case ARRC_GEN_POISSON: return poisson(g, a);
  case ARRC_GEN_GEOMETRIC: return geometric(g, a);
  case ARRC_GEN_BINOMIAL: return binomial(g, (int64_t)a, b);
  case ARRC_GEN_ZIPF: return zipf(g, a);
  case ARRC_GEN_LOGSERIES: return logseries(g, a);
  /* random_negative_binomial: a Poisson of a gamma's draw. */
  default: return poisson(g, (1 - b) / b * standard_gamma(g, a));
  }
}

double arrc_generator_dist(G *g, int32_t dist, double a, double b, double c, const arrc_loc *loc) {
  check(dist, a, b, c, loc);
  return draw(g, dist, a, b, c);
}

int64_t arrc_generator_dist_i(G *g, int32_t dist, double a, double b, const arrc_loc *loc) {
  check(dist, a, b, 0, loc);
  return draw_int(g, dist, a, b);
}

void arrc_generator_dist_fill(G *g, arrc_array *out, int32_t dist, double a, double b, double c,
                              const arrc_loc *loc) {
  check(dist, a, b, c, loc);
  int64_t n = out->size;
  if (out->dtype == ARRC_INT64) {
    int64_t *d = (int64_t *)out->data;
    for (int64_t i = 0; i < n; i++)
      d[i] = draw_int(g, dist, a, b);
  } else if (out->dtype == ARRC_FLOAT32) {
    float *d = (float *)out->data;
    for (int64_t i = 0; i < n; i++)
      d[i] = (float)draw(g, dist, a, b, c);
  } else {
    double *d = (double *)out->data;
    for (int64_t i = 0; i < n; i++)
      d[i] = draw(g, dist, a, b, c);
  }
}

/* ---- parameters given as arrays ---------------------------------------------------- */

static const int nparams_of[ARRC_GEN_COUNT] = {
#define GEN_NPARAMS(N, k, d, f) [ARRC_GEN_##N] = k,
    ARRC_GENERATOR_DISTS(GEN_NPARAMS)
#undef GEN_NPARAMS
};

static const bool discrete[ARRC_GEN_COUNT] = {
#define GEN_DISCRETE(N, k, d, f) [ARRC_GEN_##N] = d,
    ARRC_GENERATOR_DISTS(GEN_DISCRETE)
#undef GEN_DISCRETE
};

/* A walk in C order over a broadcast shape, with each parameter's byte
 * offset (stride 0 along the dimensions it repeats). */
typedef struct {
  int32_t nd, n;
  const int64_t *shape;
  int64_t idx[ARRC_MAX_NDIM];
  int64_t strides[3][ARRC_MAX_NDIM];
  int64_t off[3];
} Walk;

static void walk_init(Walk *w, int32_t n, arrc_array *const *p, int32_t nd, const int64_t *shape) {
  w->nd = nd;
  w->n = n;
  w->shape = shape;
  for (int32_t d = 0; d < nd; d++)
    w->idx[d] = 0;
  for (int32_t k = 0; k < n; k++) {
    arrc_broadcast_strides(p[k], nd, shape, w->strides[k]);
    w->off[k] = 0;
  }
}

static double walk_value(const Walk *w, arrc_array *const *p, int k) {
  return *(const double *)(p[k]->data + w->off[k]);
}

static void walk_next(Walk *w) {
  for (int32_t d = w->nd - 1; d >= 0; d--) {
    for (int32_t k = 0; k < w->n; k++)
      w->off[k] += w->strides[k][d];
    if (++w->idx[d] < w->shape[d])
      return;
    for (int32_t k = 0; k < w->n; k++)
      w->off[k] -= w->strides[k][d] * w->shape[d];
    w->idx[d] = 0;
  }
}

/* The broadcast shape of n arrays into shape (nd dimensions, the largest
 * rank), or NumPy's message of np.broadcast for the first pair that does
 * not fit. */
static int32_t broadcast_shape(int32_t n, arrc_array *const *p, int64_t *shape, const arrc_loc *loc) {
  int32_t nd = 0;
  for (int32_t k = 0; k < n; k++)
    nd = p[k]->ndim > nd ? p[k]->ndim : nd;
  for (int32_t d = 0; d < nd; d++)
    shape[d] = 1;
  for (int32_t k = 0; k < n; k++)
    for (int32_t d = 0; d < p[k]->ndim; d++) {
      int64_t *s = &shape[nd - p[k]->ndim + d], v = ARRC_SHAPE(p[k])[d];
      if (*s == 1) {
        *s = v;
      } else if (v != 1 && v != *s) {
        for (int32_t j = 0; j < k; j++) {
          int64_t one[ARRC_MAX_NDIM];
          int32_t jd = p[j]->ndim > p[k]->ndim ? p[j]->ndim : p[k]->ndim;
          const arrc_array *pair[2] = {p[j], p[k]};
          bool fits = true;
          for (int32_t e = 0; e < jd; e++)
            one[e] = 1;
          for (int q = 0; q < 2; q++)
            for (int32_t e = 0; e < pair[q]->ndim; e++) {
              int64_t *t = &one[jd - pair[q]->ndim + e], u = ARRC_SHAPE(pair[q])[e];
              if (*t == 1)
                *t = u;
              else if (u != 1 && u != *t)
                fits = false;
            }
          if (!fits) {
            char a[ARRC_SHAPE_STR_MAX], b[ARRC_SHAPE_STR_MAX];
            arrc_raise(ARRC_VALUE_ERROR, loc,
                       "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg %d "
                       "with shape %s and arg %d with shape %s.",
                       (int)j, arrc_rt_tuple_str(a, sizeof a, p[j]->ndim, ARRC_SHAPE(p[j])), (int)k,
                       arrc_rt_tuple_str(b, sizeof b, p[k]->ndim, ARRC_SHAPE(p[k])));
          }
        }
      }
    }
  return nd;
}

/* check_array_constraint: every element, with the messages NumPy gives
 * when a parameter is an array (NaNs "contained"). */
static void check_array_param(const arrc_array *a, const Param *p, const arrc_loc *loc) {
  const double *v = (const double *)a->data;
  for (int pass = 0; pass < (p->cons == POISSON_LAM ? 2 : 1); pass++)
    for (int64_t i = 0; i < a->size; i++) {
      double x = v[i];
      switch (p->cons) {
      case BOUNDED_0_1:
        if (!(x >= 0) || !(x <= 1))
          arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0, %s > 1 or %s contains NaNs", p->name, p->name, p->name);
        break;
      case BOUNDED_LT_0_1:
        if (!(x >= 0) || !(x < 1))
          arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0, %s >= 1 or %s contains NaNs", p->name, p->name, p->name);
        break;
      case GT_1:
        if (!(x > 1))
          arrc_raise(ARRC_VALUE_ERROR, loc, "%s <= 1 or %s contains NaNs", p->name, p->name);
        break;
      case POISSON_LAM:
        /* All of lam is checked against the maximum before the sign. */
        if (pass == 0 && !(x <= POISSON_LAM_MAX))
          arrc_raise(ARRC_VALUE_ERROR, loc, "%s value too large", p->name);
        if (pass == 1 && !(x >= 0))
          arrc_raise(ARRC_VALUE_ERROR, loc, "%s < 0 or %s contains NaNs", p->name, p->name);
        break;
      default:
        check_param(x, p, loc);
      }
    }
}

/* The triangular's three checks, each over every broadcast triple. */
static void check_triangular(arrc_array *const *p, const arrc_loc *loc) {
  int64_t shape[ARRC_MAX_NDIM];
  int32_t nd = broadcast_shape(3, p, shape, loc);
  int64_t count = 1;
  for (int32_t d = 0; d < nd; d++)
    count *= shape[d];
  static const char *const msg[3] = {"left > mode", "mode > right", "left == right"};
  for (int rule = 0; rule < 3; rule++) {
    Walk w;
    walk_init(&w, 3, p, nd, shape);
    for (int64_t i = 0; i < count; i++, walk_next(&w)) {
      double l = walk_value(&w, p, 0), m = walk_value(&w, p, 1), r = walk_value(&w, p, 2);
      if ((rule == 0 && l > m) || (rule == 1 && m > r) || (rule == 2 && l == r))
        arrc_raise(ARRC_VALUE_ERROR, loc, "%s", msg[rule]);
    }
  }
}

arrc_array *arrc_generator_dist_arrays(G *g, int32_t dist, const arrc_array *pa, const arrc_array *pb,
                                       const arrc_array *pc, double a, double b, double c, int32_t size_ndim,
                                       const int64_t *size, const arrc_loc *loc) {
  int32_t np = nparams_of[dist];
  const arrc_array *given[3] = {pa, pb, pc};
  const double scalar[3] = {a, b, c};
  arrc_array *p[3] = {NULL, NULL, NULL};
  for (int32_t k = 0; k < np; k++) {
    if (given[k]) {
      p[k] = arrc_array_astype(given[k], ARRC_FLOAT64, loc);
    } else {
      p[k] = arrc_array_new(ARRC_FLOAT64, 0, NULL, false, loc);
      *(double *)p[k]->data = scalar[k];
    }
  }
  /* NumPy's order: each parameter's constraint (binomial's p before n). */
  if (dist == ARRC_GEN_TRIANGULAR) {
    check_triangular(p, loc);
  } else if (dist == ARRC_GEN_BINOMIAL) {
    check_array_param(p[1], &params[dist][1], loc);
    check_array_param(p[0], &params[dist][0], loc);
  } else {
    for (int32_t k = 0; k < np; k++)
      if (params[dist][k].name && params[dist][k].cons != NONE)
        check_array_param(p[k], &params[dist][k], loc);
  }
  if (dist == ARRC_GEN_NEGATIVE_BINOMIAL) {
    int64_t bs[ARRC_MAX_NDIM];
    int32_t bnd = broadcast_shape(2, p, bs, loc);
    int64_t count = 1;
    for (int32_t d = 0; d < bnd; d++)
      count *= bs[d];
    Walk w;
    walk_init(&w, 2, p, bnd, bs);
    for (int64_t i = 0; i < count; i++, walk_next(&w)) {
      double n = walk_value(&w, p, 0), q = walk_value(&w, p, 1);
      if ((1 - q) / q * (n + 10 * sqrt(n)) > POISSON_LAM_MAX)
        arrc_raise(ARRC_VALUE_ERROR, loc, "n too large or p too small, see Generator.negative_binomial Notes");
    }
  }
  int64_t shape[ARRC_MAX_NDIM];
  int32_t nd;
  if (size_ndim < 0) {
    nd = broadcast_shape(np, p, shape, loc);
  } else {
    nd = size_ndim;
    for (int32_t d = 0; d < nd; d++) {
      if (size[d] < 0)
        arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions are not allowed");
      shape[d] = size[d];
    }
  }
  arrc_dtype dtype = discrete[dist] ? ARRC_INT64 : ARRC_FLOAT64;
  arrc_array *out = arrc_array_new(dtype, nd, shape, false, loc);
  if (size_ndim >= 0) {
    /* np.broadcast(out, *params) must work and give out's shape. */
    arrc_array *all[4] = {out, p[0], p[1], p[2]};
    int64_t full[ARRC_MAX_NDIM];
    int32_t fnd = broadcast_shape(np + 1, all, full, loc);
    bool same = fnd == nd;
    for (int32_t d = 0; same && d < nd; d++)
      same = full[d] == shape[d];
    if (!same) {
      char s[ARRC_SHAPE_STR_MAX], f[ARRC_SHAPE_STR_MAX];
      arrc_raise(ARRC_VALUE_ERROR, loc, "Output size %s is not compatible with broadcast dimensions of inputs %s.",
                 arrc_rt_tuple_str(s, sizeof s, nd, shape), arrc_rt_tuple_str(f, sizeof f, fnd, full));
    }
  }
  Walk w;
  walk_init(&w, np, p, nd, shape);
  for (int64_t i = 0; i < out->size; i++, walk_next(&w)) {
    double v[3] = {0, 0, 0};
    for (int32_t k = 0; k < np; k++)
      v[k] = walk_value(&w, p, k);
    if (dtype == ARRC_INT64)
      ((int64_t *)out->data)[i] = draw_int(g, dist, v[0], v[1]);
    else
      ((double *)out->data)[i] = draw(g, dist, v[0], v[1], v[2]);
  }
  for (int32_t k = 0; k < np; k++)
    arrc_array_decref(p[k]);
  return out;
}

/* ---- multinomial ----------------------------------------------------------------------- */

/* _common.pyx's kahan_sum of n doubles; n = 0 gives the first. */
static double kahan_sum(const double *d, int64_t n) {
  double sum = d[0], c = 0.0;
  for (int64_t i = 1; i < n; i++) {
    double y = d[i] - c;
    double t = sum + y;
    c = (t - sum) - y;
    sum = t;
  }
  return sum;
}

/* random_multinomial: binomials of the remaining count, the last category
 * taking what is left. */
static void multinomial_draw(G *g, int64_t n, int64_t *out, const double *p, int64_t d) {
  double remaining_p = 1.0;
  int64_t dn = n;
  for (int64_t j = 0; j < d - 1; j++) {
    out[j] = binomial(g, dn, p[j] / remaining_p);
    dn = dn - out[j];
    if (dn <= 0)
      break;
    remaining_p -= p[j];
  }
  if (dn > 0)
    out[d - 1] = dn;
}

arrc_array *arrc_generator_multinomial(G *g, int64_t n, const arrc_array *pvals, int32_t ndim, const int64_t *shape,
                                       const arrc_loc *loc) {
  int64_t d = pvals->ndim >= 1 ? ARRC_SHAPE(pvals)[pvals->ndim - 1] : 0;
  if (d == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc,
               "pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.");
  arrc_array *p = arrc_array_astype(pvals, ARRC_FLOAT64, loc);
  static const Param pv = {"pvals", BOUNDED_0_1};
  check_array_param(p, &pv, loc);
  const double *pix = (const double *)p->data;
  if (kahan_sum(pix, d - 1) > (1.0 + 1e-12)) {
    /* NumPy explains a float32 (or other non-float64) pvals whose own sum
     * looks valid: the check is made after the cast. */
    double own = 0;
    for (int64_t j = 0; j < d; j++)
      own += pix[j];
    if (pvals->dtype == ARRC_FLOAT32 && own < 1.0001)
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "sum(pvals[:-1].astype(np.float64)) > 1.0. The pvals array is cast to 64-bit floating point prior "
                 "to checking the sum. Precision changes when casting may cause problems even if the sum of the "
                 "original pvals is valid.");
    arrc_raise(ARRC_VALUE_ERROR, loc, "sum(pvals[:-1]) > 1.0");
  }
  int64_t full[ARRC_MAX_NDIM + 1];
  int32_t nd = ndim < 0 ? 0 : ndim;
  for (int32_t k = 0; k < nd; k++) {
    if (shape[k] < 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions are not allowed");
    full[k] = shape[k];
  }
  full[nd] = d;
  arrc_array *out = arrc_array_new(ARRC_INT64, nd + 1, full, true, loc);
  if (n < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "n < 0");
  int64_t *mnix = (int64_t *)out->data;
  for (int64_t off = 0; off < out->size; off += d)
    multinomial_draw(g, n, mnix + off, pix, d);
  arrc_array_decref(p);
  return out;
}
