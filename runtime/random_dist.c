/* The distributions of np.random (LANGUAGE.md §6.8), in two families.
 *
 * Host code follows NumPy 1.24's legacy RandomState: the algorithms of
 * numpy/random/src/legacy/legacy-distributions.c and of distributions.c
 * where the legacy file calls them (Poisson, the binomial's inversion and
 * BTPE, Zipf, the triangular, Laplace, Gumbel and logistic), with the
 * parameter checks of mtrand.pyx and _common.pyx made once, before any
 * draw, with NumPy's messages.
 *
 * Jitted code follows Numba 0.56 (numba/cpython/randomimpl.py and
 * numba/_random.c), which reimplements most distributions with CPython's
 * algorithms (gammavariate, betavariate, vonmisesvariate) or simpler ones
 * (the binomial's BINV only), checks inside each draw, and raises its own
 * messages ("binomial(): p outside of [0, 1]").
 *
 * Both draw from MT19937 doubles and the cached polar Gaussian of random.c.
 * Every expression keeps the order and the roundings of the C or Python it
 * follows, so that the draws are bit-identical; nothing is fused into an
 * fma (see random.c). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_random.h"
#include "rt_random_dist.h"

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

#define PI 3.14159265358979323846

typedef struct {
  double a, b, c;
} params;

_Noreturn static void value_error(const arrc_loc *loc, const char *msg) {
  arrc_raise(ARRC_VALUE_ERROR, loc, "%s", msg);
}

/* ---- shared pieces ---------------------------------------------------------- */

/* The log-gamma of SPECFUN (Zhang and Jin) that NumPy and Numba both use. */
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
  double xp = 2 * PI;
  double gl0 = a[9];
  for (int k = 8; k >= 0; k--) {
    gl0 *= x2;
    gl0 += a[k];
  }
  double gl = gl0 / x0 + 0.5 * log(xp) + (x0 - 0.5) * log(x0) - x0;
  if (x <= 7.0) {
    for (int64_t k = 1; k <= n; k++) {
      gl -= log(x0 - 1.0);
      x0 -= 1.0;
    }
  }
  return gl;
}

/* Poisson by multiplication (small lam) as NumPy counts it. */
static int64_t poisson_mult(arrc_mt *s, double lam) {
  double enlam = exp(-lam), prod = 1.0;
  int64_t x = 0;
  for (;;) {
    prod *= arrc_mt_double(s);
    if (prod > enlam)
      x += 1;
    else
      return x;
  }
}

/* Hoermann's transformed rejection (PTRS) for lam >= 10, in NumPy's and
 * Numba's identical code. */
static int64_t poisson_ptrs(arrc_mt *s, double lam) {
  double slam = sqrt(lam), loglam = log(lam);
  double b = 0.931 + 2.53 * slam;
  double a = -0.059 + 0.02483 * b;
  double invalpha = 1.1239 + 1.1328 / (b - 3.4);
  double vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    double u = arrc_mt_double(s) - 0.5;
    double v = arrc_mt_double(s);
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

static int64_t np_poisson(arrc_mt *s, double lam) {
  if (lam >= 10)
    return poisson_ptrs(s, lam);
  if (lam == 0)
    return 0;
  return poisson_mult(s, lam);
}

/* ---- host code: NumPy's legacy distributions ------------------------------- */

static double lg_std_exp(arrc_mt *s) { return -log(1.0 - arrc_mt_double(s)); }

static double lg_std_gamma(arrc_mt *s, double shape) {
  if (shape == 1.0)
    return lg_std_exp(s);
  if (shape == 0.0)
    return 0.0;
  if (shape < 1.0) {
    for (;;) {
      double u = arrc_mt_double(s);
      double v = lg_std_exp(s);
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
      x = arrc_mt_gauss(s);
      v = 1.0 + c * x;
    } while (v <= 0.0);
    v = v * v * v;
    double u = arrc_mt_double(s);
    if (u < 1.0 - 0.0331 * (x * x) * (x * x))
      return b * v;
    if (log(u) < 0.5 * x * x + b * (1. - v + log(v)))
      return b * v;
  }
}

static double lg_chisquare(arrc_mt *s, double df) { return 2.0 * lg_std_gamma(s, df / 2.0); }

static double lg_beta(arrc_mt *s, double a, double b) {
  if (a <= 1.0 && b <= 1.0) {
    /* Johnk's algorithm */
    for (;;) {
      double u = arrc_mt_double(s), v = arrc_mt_double(s);
      double x = pow(u, 1.0 / a), y = pow(v, 1.0 / b);
      if ((x + y) <= 1.0) {
        if (x + y > 0)
          return x / (x + y);
        double logx = log(u) / a, logy = log(v) / b;
        double logm = logx > logy ? logx : logy;
        logx -= logm;
        logy -= logm;
        return exp(logx - log(exp(logx) + exp(logy)));
      }
    }
  }
  double ga = lg_std_gamma(s, a);
  double gb = lg_std_gamma(s, b);
  return ga / (ga + gb);
}

/* The binomial's two algorithms as NumPy's distributions.c has them; the
 * values NumPy caches between calls depend only on (n, p), so they are
 * computed afresh here, which gives the same numbers. */
static int64_t binomial_inversion(arrc_mt *s, int64_t n, double p) {
  double q = 1.0 - p;
  double qn = exp((double)n * log(q));
  double np = (double)n * p;
  double bound_d = np + 10.0 * sqrt(np * q + 1);
  int64_t bound = (int64_t)((double)n < bound_d ? (double)n : bound_d);
  int64_t x = 0;
  double px = qn;
  double u = arrc_mt_double(s);
  while (u > px) {
    x++;
    if (x > bound) {
      x = 0;
      px = qn;
      u = arrc_mt_double(s);
    } else {
      u -= px;
      px = ((double)(n - x + 1) * p * px) / ((double)x * q);
    }
  }
  return x;
}

static double btpe_tail(double v) {
  double v2 = v * v;
  return (13680. - (462. - (132. - (99. - 140. / v2) / v2) / v2) / v2) / v / 166320.;
}

static int64_t binomial_btpe(arrc_mt *s, int64_t n, double p) {
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
  int64_t y;
  for (;;) {
    double nrq = (double)n * r * q;
    double u = arrc_mt_double(s) * p4;
    double v = arrc_mt_double(s);
    if (u <= p1) {
      y = (int64_t)floor(xm - p1 * v + u);
      break;
    }
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
    if (!(k > 20 && (double)k < (nrq / 2.0 - 1))) {
      double sr = r / q;
      double aa = sr * (double)(n + 1);
      double f = 1.0;
      if (m < y) {
        for (int64_t i = m + 1; i <= y; i++)
          f *= (aa / (double)i - sr);
      } else if (m > y) {
        for (int64_t i = y + 1; i <= m; i++)
          f /= (aa / (double)i - sr);
      }
      if (v > f)
        continue;
      break;
    }
    double kd = (double)k;
    double rho = (kd / nrq) * ((kd * (kd / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
    double t = -kd * kd / (2 * nrq);
    double big_a = log(v);
    if (big_a < (t - rho))
      break;
    if (big_a > (t + rho))
      continue;
    double x1 = (double)(y + 1), f1 = (double)(m + 1), z = (double)(n + 1 - m), w = (double)(n - y + 1);
    double bound = xm * log(f1 / x1) + ((double)(n - m) + 0.5) * log(z / w) + (double)(y - m) * log(w * r / (x1 * q));
    bound = bound + btpe_tail(f1);
    bound = bound + btpe_tail(z);
    bound = bound + btpe_tail(x1);
    bound = bound + btpe_tail(w);
    if (big_a > bound)
      continue;
    break;
  }
  if (p > 0.5)
    y = n - y;
  return y;
}

/* legacy_random_binomial: no shortcut for n == 0 or p == 0 (those still
 * draw once), unlike random_binomial below. */
static int64_t lg_binomial(arrc_mt *s, double p, int64_t n) {
  if (p <= 0.5)
    return p * (double)n <= 30.0 ? binomial_inversion(s, n, p) : binomial_btpe(s, n, p);
  double q = 1.0 - p;
  return n - (q * (double)n <= 30.0 ? binomial_inversion(s, n, q) : binomial_btpe(s, n, q));
}

/* random_binomial, which multinomial calls. */
static int64_t np_binomial(arrc_mt *s, double p, int64_t n) {
  if (n == 0 || p == 0.0)
    return 0;
  return lg_binomial(s, p, n);
}

static int64_t hypergeometric_hyp(arrc_mt *s, int64_t good, int64_t bad, int64_t sample) {
  int64_t d1 = bad + good - sample;
  double d2 = (double)(bad < good ? bad : good);
  double y = d2;
  int64_t k = sample;
  while (y > 0.0) {
    double u = arrc_mt_double(s);
    y -= (double)(int64_t)floor(u + y / (double)(d1 + k));
    k--;
    if (k == 0)
      break;
  }
  int64_t z = (int64_t)(d2 - y);
  if (good > bad)
    z = sample - z;
  return z;
}

static int64_t hypergeometric_hrua(arrc_mt *s, int64_t good, int64_t bad, int64_t sample) {
  const double d1c = 1.7155277699214135, d2c = 0.8989161620588988;
  int64_t mingb = good < bad ? good : bad, maxgb = good > bad ? good : bad;
  int64_t popsize = good + bad;
  int64_t m = sample < popsize - sample ? sample : popsize - sample;
  double d4 = ((double)mingb) / (double)popsize;
  double d5 = 1.0 - d4;
  double d6 = (double)m * d4 + 0.5;
  double d7 = sqrt((double)(popsize - m) * (double)sample * d4 * d5 / (double)(popsize - 1) + 0.5);
  double d8 = d1c * d7 + d2c;
  int64_t d9 = (int64_t)floor((double)(m + 1) * (double)(mingb + 1) / (double)(popsize + 2));
  double d10 = (loggam((double)(d9 + 1)) + loggam((double)(mingb - d9 + 1)) + loggam((double)(m - d9 + 1)) +
                loggam((double)(maxgb - m + d9 + 1)));
  double lim = (double)(m < mingb ? m : mingb) + 1.0, fl = floor(d6 + 16 * d7);
  double d11 = lim < fl ? lim : fl;
  int64_t z;
  for (;;) {
    double x = arrc_mt_double(s);
    double y = arrc_mt_double(s);
    double w = d6 + d8 * (y - 0.5) / x;
    if (w < 0.0 || w >= d11)
      continue;
    z = (int64_t)floor(w);
    double t = d10 - (loggam((double)(z + 1)) + loggam((double)(mingb - z + 1)) + loggam((double)(m - z + 1)) +
                      loggam((double)(maxgb - m + z + 1)));
    if ((x * (4.0 - x) - 3.0) <= t)
      break;
    if (x * (x - t) >= 1)
      continue;
    if (2.0 * log(x) <= t)
      break;
  }
  if (good > bad)
    z = m - z;
  if (m < sample)
    z = good - z;
  return z;
}

static int64_t lg_hypergeometric(arrc_mt *s, int64_t good, int64_t bad, int64_t sample) {
  if (sample > 10)
    return hypergeometric_hrua(s, good, bad, sample);
  if (sample > 0)
    return hypergeometric_hyp(s, good, bad, sample);
  return 0;
}

static int64_t lg_logseries(arrc_mt *s, double p) {
  double r = log(1.0 - p);
  for (;;) {
    double v = arrc_mt_double(s);
    if (v >= p)
      return 1;
    double u = arrc_mt_double(s);
    double q = 1.0 - exp(r * u);
    if (v <= q * q) {
      int64_t result = (int64_t)floor(1 + log(v) / log(q));
      if (result < 1 || v == 0.0)
        continue;
      return result;
    }
    if (v >= q)
      return 1;
    return 2;
  }
}

static int64_t lg_geometric(arrc_mt *s, double p) {
  if (p >= 0.333333333333333333333333) {
    double sum = p, prod = p, q = 1.0 - p;
    int64_t x = 1;
    double u = arrc_mt_double(s);
    while (u > sum) {
      prod *= q;
      sum += prod;
      x++;
    }
    return x;
  }
  return (int64_t)ceil(log1p(-arrc_mt_double(s)) / log(1 - p));
}

static int64_t np_zipf(arrc_mt *s, double a) {
  double am1 = a - 1.0;
  double b = pow(2.0, am1);
  for (;;) {
    double u = 1.0 - arrc_mt_double(s);
    double v = arrc_mt_double(s);
    double x = floor(pow(u, -1.0 / am1));
    /* NumPy truncates to what a C long holds. */
    if (x > (double)INT64_MAX || x < 1.0)
      continue;
    double t = pow(1.0 + 1.0 / x, am1);
    if (v * x * (t - 1.0) / (b - 1.0) <= t / b)
      return (int64_t)x;
  }
}

static double lg_vonmises(arrc_mt *s, double mu, double kappa) {
  if (isnan(kappa))
    return NAN;
  if (kappa < 1e-8)
    return PI * (2 * arrc_mt_double(s) - 1);
  double sv;
  if (kappa < 1e-5) {
    sv = (1. / kappa + kappa);
  } else {
    double r = 1 + sqrt(1 + 4 * kappa * kappa);
    double rho = (r - sqrt(2 * r)) / (2 * kappa);
    sv = (1 + rho * rho) / (2 * rho);
  }
  double w;
  for (;;) {
    double u = arrc_mt_double(s);
    double z = cos(PI * u);
    w = (1 + sv * z) / (sv + z);
    double y = kappa * (sv - w);
    double v = arrc_mt_double(s);
    if ((y * (2 - y) - v >= 0) || (log(y / v) + 1 - y >= 0))
      break;
  }
  double u = arrc_mt_double(s);
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

static double lg_triangular(arrc_mt *s, double left, double mode, double right) {
  double base = right - left;
  double leftbase = mode - left;
  double ratio = leftbase / base;
  double leftprod = leftbase * base;
  double rightprod = (right - mode) * base;
  double u = arrc_mt_double(s);
  if (u <= ratio)
    return left + sqrt(u * leftprod);
  return right - sqrt((1.0 - u) * rightprod);
}

static double lg_wald(arrc_mt *s, double mean, double scale) {
  double mu_2l = mean / (2 * scale);
  double y = arrc_mt_gauss(s);
  y = mean * y * y;
  double x = mean + mu_2l * (y - sqrt(4 * scale * y + y * y));
  double u = arrc_mt_double(s);
  if (u <= mean / (mean + x))
    return x;
  return mean * mean / x;
}

static double lg_noncentral_chisquare(arrc_mt *s, double df, double nonc) {
  if (nonc == 0)
    return lg_chisquare(s, df);
  if (1 < df) {
    double chi2 = lg_chisquare(s, df - 1);
    double n = arrc_mt_gauss(s) + sqrt(nonc);
    return chi2 + n * n;
  }
  int64_t i = np_poisson(s, nonc / 2.0);
  double out = lg_chisquare(s, df + 2 * (double)i);
  return isnan(nonc) ? NAN : out;
}

/* One draw of host code's distribution d. */
static double host_draw(int d, arrc_mt *s, params p, int64_t *iv) {
  switch (d) {
  case ARRC_DIST_BETA: return lg_beta(s, p.a, p.b);
  case ARRC_DIST_BINOMIAL: return (double)(*iv = lg_binomial(s, p.b, (int64_t)p.a));
  case ARRC_DIST_CHISQUARE: return lg_chisquare(s, p.a);
  case ARRC_DIST_EXPONENTIAL: return p.a * lg_std_exp(s);
  case ARRC_DIST_F: {
    double num = lg_chisquare(s, p.a) * p.b;
    return num / (lg_chisquare(s, p.b) * p.a);
  }
  case ARRC_DIST_GAMMA: return p.b * lg_std_gamma(s, p.a);
  case ARRC_DIST_GEOMETRIC: return (double)(*iv = lg_geometric(s, p.a));
  case ARRC_DIST_GUMBEL:
    for (;;) {
      double u = 1.0 - arrc_mt_double(s);
      if (u < 1.0)
        return p.a - p.b * log(-log(u));
    }
  case ARRC_DIST_HYPERGEOMETRIC:
    return (double)(*iv = lg_hypergeometric(s, (int64_t)p.a, (int64_t)p.b, (int64_t)p.c));
  case ARRC_DIST_LAPLACE:
    for (;;) {
      double u = arrc_mt_double(s);
      if (u >= 0.5)
        return p.a - p.b * log(2.0 - u - u);
      if (u > 0.0)
        return p.a + p.b * log(u + u);
    }
  case ARRC_DIST_LOGISTIC:
    for (;;) {
      double u = arrc_mt_double(s);
      if (u > 0.0)
        return p.a + p.b * log(u / (1.0 - u));
    }
  case ARRC_DIST_LOGNORMAL: return exp(p.a + p.b * arrc_mt_gauss(s));
  case ARRC_DIST_LOGSERIES: return (double)(*iv = lg_logseries(s, p.a));
  case ARRC_DIST_NEGATIVE_BINOMIAL: {
    double y = ((1 - p.b) / p.b) * lg_std_gamma(s, p.a);
    return (double)(*iv = np_poisson(s, y));
  }
  case ARRC_DIST_NONCENTRAL_CHISQUARE: return lg_noncentral_chisquare(s, p.a, p.b);
  case ARRC_DIST_PARETO: return exp(lg_std_exp(s) / p.a) - 1;
  case ARRC_DIST_POISSON: return (double)(*iv = np_poisson(s, p.a));
  case ARRC_DIST_POWER: return pow(1 - exp(-lg_std_exp(s)), 1. / p.a);
  case ARRC_DIST_RAYLEIGH: return p.a * sqrt(-2.0 * log1p(-arrc_mt_double(s)));
  case ARRC_DIST_STANDARD_CAUCHY: {
    double num = arrc_mt_gauss(s);
    return num / arrc_mt_gauss(s);
  }
  case ARRC_DIST_STANDARD_EXPONENTIAL: return lg_std_exp(s);
  case ARRC_DIST_STANDARD_GAMMA: return lg_std_gamma(s, p.a);
  case ARRC_DIST_STANDARD_NORMAL: return arrc_mt_gauss(s);
  case ARRC_DIST_STANDARD_T: {
    double num = arrc_mt_gauss(s);
    double denom = lg_std_gamma(s, p.a / 2);
    return sqrt(p.a / 2) * num / sqrt(denom);
  }
  case ARRC_DIST_TRIANGULAR: return lg_triangular(s, p.a, p.b, p.c);
  case ARRC_DIST_VONMISES: return lg_vonmises(s, p.a, p.b);
  case ARRC_DIST_WALD: return lg_wald(s, p.a, p.b);
  case ARRC_DIST_WEIBULL: return p.a == 0.0 ? 0.0 : pow(lg_std_exp(s), 1. / p.a);
  case ARRC_DIST_ZIPF: return (double)(*iv = np_zipf(s, p.a));
  default: return NAN;
  }
}

/* _common.pyx's check_constraint, by kind, with its messages. */
enum { C_NONE, C_NON_NEGATIVE, C_POSITIVE, C_BOUNDED_0_1, C_BOUNDED_GT_0_1, C_BOUNDED_LT_0_1, C_GT_1, C_GTE_1, C_POISSON };

static void check_constraint(double v, const char *name, int kind, const arrc_loc *loc) {
  const char *fmt = NULL;
  switch (kind) {
  case C_NON_NEGATIVE: if (!isnan(v) && signbit(v)) fmt = "%s < 0"; break;
  case C_POSITIVE: if (v <= 0) fmt = "%s <= 0"; break;
  case C_BOUNDED_0_1: if (!(v >= 0) || !(v <= 1)) fmt = "%1$s < 0, %1$s > 1 or %1$s is NaN"; break;
  case C_BOUNDED_GT_0_1: if (!(v > 0) || !(v <= 1)) fmt = "%1$s <= 0, %1$s > 1 or %1$s contains NaNs"; break;
  case C_BOUNDED_LT_0_1: if (!(v >= 0) || !(v < 1)) fmt = "%1$s < 0, %1$s >= 1 or %1$s is NaN"; break;
  case C_GT_1: if (!(v > 1)) fmt = "%1$s <= 1 or %1$s is NaN"; break;
  case C_GTE_1: if (!(v >= 1)) fmt = "%1$s < 1 or %1$s is NaN"; break;
  case C_POISSON: {
    /* LEGACY_POISSON_LAM_MAX: the largest long less ten of its square
     * roots, as a double. */
    double lam_max = (double)INT64_MAX - sqrt((double)INT64_MAX) * 10;
    if (!(v >= 0))
      fmt = "%1$s < 0 or %1$s is NaN";
    else if (!(v <= lam_max))
      fmt = "%s value too large";
    break;
  }
  default: break;
  }
  if (fmt)
    arrc_raise(ARRC_VALUE_ERROR, loc, fmt, name);
}

typedef struct {
  const char *name[3];
  int kind[3];
} host_checks;

/* What mtrand.pyx checks of each distribution's parameters, in its order. */
static const host_checks checks[ARRC_DIST_COUNT] = {
    [ARRC_DIST_BETA] = {{"a", "b"}, {C_POSITIVE, C_POSITIVE}},
    [ARRC_DIST_BINOMIAL] = {{"n", "p"}, {C_NONE, C_BOUNDED_0_1}},
    [ARRC_DIST_CHISQUARE] = {{"df"}, {C_POSITIVE}},
    [ARRC_DIST_EXPONENTIAL] = {{"scale"}, {C_NON_NEGATIVE}},
    [ARRC_DIST_F] = {{"dfnum", "dfden"}, {C_POSITIVE, C_POSITIVE}},
    [ARRC_DIST_GAMMA] = {{"shape", "scale"}, {C_NON_NEGATIVE, C_NON_NEGATIVE}},
    [ARRC_DIST_GEOMETRIC] = {{"p"}, {C_BOUNDED_GT_0_1}},
    [ARRC_DIST_GUMBEL] = {{"loc", "scale"}, {C_NONE, C_NON_NEGATIVE}},
    [ARRC_DIST_HYPERGEOMETRIC] = {{"ngood", "nbad", "nsample"}, {C_NON_NEGATIVE, C_NON_NEGATIVE, C_GTE_1}},
    [ARRC_DIST_LAPLACE] = {{"loc", "scale"}, {C_NONE, C_NON_NEGATIVE}},
    [ARRC_DIST_LOGISTIC] = {{"loc", "scale"}, {C_NONE, C_NON_NEGATIVE}},
    [ARRC_DIST_LOGNORMAL] = {{"mean", "sigma"}, {C_NONE, C_NON_NEGATIVE}},
    [ARRC_DIST_LOGSERIES] = {{"p"}, {C_BOUNDED_LT_0_1}},
    [ARRC_DIST_NEGATIVE_BINOMIAL] = {{"n", "p"}, {C_POSITIVE, C_BOUNDED_0_1}},
    [ARRC_DIST_NONCENTRAL_CHISQUARE] = {{"df", "nonc"}, {C_POSITIVE, C_NON_NEGATIVE}},
    [ARRC_DIST_PARETO] = {{"a"}, {C_POSITIVE}},
    [ARRC_DIST_POISSON] = {{"lam"}, {C_POISSON}},
    [ARRC_DIST_POWER] = {{"a"}, {C_POSITIVE}},
    [ARRC_DIST_RAYLEIGH] = {{"scale"}, {C_NON_NEGATIVE}},
    [ARRC_DIST_STANDARD_GAMMA] = {{"shape"}, {C_NON_NEGATIVE}},
    [ARRC_DIST_STANDARD_T] = {{"df"}, {C_POSITIVE}},
    [ARRC_DIST_VONMISES] = {{"mu", "kappa"}, {C_NONE, C_NON_NEGATIVE}},
    [ARRC_DIST_WALD] = {{"mean", "scale"}, {C_POSITIVE, C_POSITIVE}},
    [ARRC_DIST_WEIBULL] = {{"a"}, {C_NON_NEGATIVE}},
    [ARRC_DIST_ZIPF] = {{"a"}, {C_GT_1}},
};

static void host_check(int d, params p, const arrc_loc *loc) {
  if (d == ARRC_DIST_TRIANGULAR) {
    if (p.a > p.b)
      value_error(loc, "left > mode");
    if (p.b > p.c)
      value_error(loc, "mode > right");
    if (p.a == p.c)
      value_error(loc, "left == right");
    return;
  }
  if (d == ARRC_DIST_HYPERGEOMETRIC && p.a + p.b < p.c)
    value_error(loc, "ngood + nbad < nsample");
  /* binomial checks p before n. */
  if (d == ARRC_DIST_BINOMIAL) {
    check_constraint(p.b, "p", C_BOUNDED_0_1, loc);
    check_constraint(p.a, "n", C_NON_NEGATIVE, loc);
    return;
  }
  const double v[3] = {p.a, p.b, p.c};
  for (int k = 0; k < 3; k++)
    if (checks[d].kind[k] != C_NONE)
      check_constraint(v[k], checks[d].name[k], checks[d].kind[k], loc);
}

/* ---- jitted code: Numba's distributions ------------------------------------- */

/* CPython's gammavariate, as Numba compiles it (Python 3.8 or later). */
static double nb_gamma(arrc_mt *s, double alpha, double beta, const arrc_loc *loc) {
  if (alpha <= 0.0 || beta <= 0.0)
    value_error(loc, "gammavariate: alpha and beta must be > 0.0");
  if (alpha > 1.0) {
    const double log4 = log(4.0), sg_magicconst = 1.0 + log(4.5);
    double ainv = sqrt(2.0 * alpha - 1.0);
    double bbb = alpha - log4;
    double ccc = alpha + ainv;
    for (;;) {
      double u1 = arrc_mt_double(s);
      if (!(1e-7 < u1 && u1 < .9999999))
        continue;
      double u2 = 1.0 - arrc_mt_double(s);
      double v = log(u1 / (1.0 - u1)) / ainv;
      double x = alpha * exp(v);
      double z = u1 * u1 * u2;
      double r = bbb + ccc * v - x;
      if (r + sg_magicconst - 4.5 * z >= 0.0 || r >= log(z))
        return x * beta;
    }
  }
  if (alpha == 1.0)
    return -log(1.0 - arrc_mt_double(s)) * beta;
  double x;
  for (;;) {
    double u = arrc_mt_double(s);
    double b = (M_E + alpha) / M_E;
    double p = b * u;
    if (p <= 1.0)
      x = pow(p, 1.0 / alpha);
    else
      x = -log((b - p) / alpha);
    double u1 = arrc_mt_double(s);
    if (p > 1.0) {
      if (u1 <= pow(x, alpha - 1.0))
        break;
    } else if (u1 <= exp(-x)) {
      break;
    }
  }
  return x * beta;
}

static double nb_chisquare(arrc_mt *s, double df, const arrc_loc *loc) {
  return 2.0 * nb_gamma(s, df / 2.0, 1.0, loc);
}

/* Numba's float ** int: squaring for exponents up to 0x10000, else pow. */
static double nb_int_power(double a, int64_t b) {
  bool invert = b < 0;
  uint64_t e = invert ? 0 - (uint64_t)b : (uint64_t)b;
  if (e > 0x10000)
    return pow(a, (double)b);
  double r = 1.0;
  while (e != 0) {
    if (e & 1)
      r *= a;
    e >>= 1;
    a *= a;
  }
  return invert ? 1.0 / r : r;
}

/* Numba's binomial: NumPy's BINV for every n and p, splitting n when q^n
 * underflows. */
static int64_t nb_binomial(arrc_mt *s, int64_t n, double p, const arrc_loc *loc) {
  if (n < 0)
    value_error(loc, "binomial(): n <= 0");
  if (!(0.0 <= p && p <= 1.0))
    value_error(loc, "binomial(): p outside of [0, 1]");
  if (p == 0.0)
    return 0;
  if (p == 1.0)
    return n;
  bool flipped = p > 0.5;
  if (flipped)
    p = 1.0 - p;
  double q = 1.0 - p;
  int64_t niters = 1;
  double qn = nb_int_power(q, n);
  while (qn <= 1e-308) {
    niters <<= 2;
    n >>= 2;
    qn = nb_int_power(q, n);
  }
  double np = (double)n * p;
  double b2 = np + 10.0 * sqrt(np * q + 1);
  double bound = (double)n < b2 ? (double)n : b2;
  int64_t total = 0;
  while (niters > 0) {
    int64_t x = 0;
    double u = arrc_mt_double(s);
    double px = qn;
    while ((double)x <= bound) {
      if (u <= px) {
        total += flipped ? n - x : x;
        niters -= 1;
        break;
      }
      u -= px;
      x += 1;
      px = ((double)(n - x + 1) * p * px) / ((double)x * q);
    }
  }
  return total;
}

static int64_t nb_poisson(arrc_mt *s, double lam, const arrc_loc *loc) {
  if (lam >= 10.0)
    return poisson_ptrs(s, lam);
  if (lam < 0.0)
    value_error(loc, "poisson(): lambda < 0");
  if (lam == 0.0)
    return 0;
  double enlam = exp(-lam), prod = 1.0;
  int64_t x = 0;
  for (;;) {
    prod *= arrc_mt_double(s);
    if (prod <= enlam)
      return x;
    x += 1;
  }
}

/* Python's float modulo (the sign of the divisor). */
static double py_fmod(double x, double y) {
  double m = fmod(x, y);
  if (m != 0.0) {
    if ((y < 0) != (m < 0))
      m += y;
  } else {
    m = copysign(0.0, y);
  }
  return m;
}

static double nb_vonmises(arrc_mt *s, double mu, double kappa) {
  const double twopi = 2.0 * PI;
  if (kappa <= 1e-6)
    return twopi * arrc_mt_double(s);
  double sv = 0.5 / kappa;
  double r = sv + sqrt(1.0 + sv * sv);
  double z;
  for (;;) {
    double u1 = arrc_mt_double(s);
    z = cos(PI * u1);
    double d = z / (r + z);
    double u2 = arrc_mt_double(s);
    if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d))
      break;
  }
  double q = 1.0 / r;
  double f = (q + z) / (1.0 + q * z);
  double u3 = arrc_mt_double(s);
  return u3 > 0.5 ? py_fmod(mu + acos(f), twopi) : py_fmod(mu - acos(f), twopi);
}

static int64_t nb_geometric(arrc_mt *s, double p, const arrc_loc *loc) {
  if (p <= 0.0 || p > 1.0)
    value_error(loc, "geometric(): p outside of (0, 1]");
  double q = 1.0 - p;
  if (p >= 0.333333333333333333333333) {
    int64_t x = 1;
    double sum = p, prod = p;
    double u = arrc_mt_double(s);
    while (u > sum) {
      prod *= q;
      sum += prod;
      x += 1;
    }
    return x;
  }
  return (int64_t)ceil(log(1.0 - arrc_mt_double(s)) / log(q));
}

static int64_t nb_hypergeometric(arrc_mt *s, int64_t ngood, int64_t nbad, int64_t nsamples) {
  int64_t d1 = nbad + ngood - nsamples;
  double d2 = (double)(nbad < ngood ? nbad : ngood);
  double y = d2;
  int64_t k = nsamples;
  while (y > 0.0 && k > 0) {
    double u = arrc_mt_double(s);
    y -= (double)(int64_t)floor(u + y / (double)(d1 + k));
    k -= 1;
  }
  int64_t z = (int64_t)(d2 - y);
  return ngood > nbad ? nsamples - z : z;
}

static int64_t nb_logseries(arrc_mt *s, double p, const arrc_loc *loc) {
  if (p <= 0.0 || p > 1.0)
    value_error(loc, "logseries(): p outside of (0, 1]");
  double r = log(1.0 - p);
  double v = arrc_mt_double(s);
  if (v >= p)
    return 1;
  double u = arrc_mt_double(s);
  double q = 1.0 - exp(r * u);
  if (v <= q * q)
    return (int64_t)(1.0 + log(v) / log(q));
  if (v >= q)
    return 1;
  return 2;
}

static int64_t nb_zipf(arrc_mt *s, double a, const arrc_loc *loc) {
  if (a <= 1.0)
    value_error(loc, "zipf(): a <= 1");
  double am1 = a - 1.0;
  double b = pow(2.0, am1);
  for (;;) {
    double u = 1.0 - arrc_mt_double(s);
    double v = arrc_mt_double(s);
    int64_t x = (int64_t)floor(pow(u, -1.0 / am1));
    double t = pow(1.0 + 1.0 / (double)x, am1);
    if (x >= 1 && v * (double)x * (t - 1.0) / (b - 1.0) <= (t / b))
      return x;
  }
}

static double nb_noncentral_chisquare(arrc_mt *s, double df, double nonc, const arrc_loc *loc) {
  if (isnan(nonc))
    return NAN;
  if (1 < df) {
    double chi2 = nb_chisquare(s, df - 1, loc);
    double n = arrc_mt_gauss(s) + sqrt(nonc);
    return chi2 + n * n;
  }
  int64_t i = nb_poisson(s, nonc / 2.0, loc);
  return nb_chisquare(s, df + 2 * (double)i, loc);
}

/* One draw of Numba's distribution d, with the checks Numba makes in it. */
static double jit_draw(int d, arrc_mt *s, params p, const arrc_loc *loc, int64_t *iv) {
  switch (d) {
  case ARRC_DIST_BETA: {
    double y = nb_gamma(s, p.a, 1., loc);
    if (y == 0.0)
      return 0.0;
    return y / (y + nb_gamma(s, p.b, 1., loc));
  }
  case ARRC_DIST_BINOMIAL: return (double)(*iv = nb_binomial(s, (int64_t)p.a, p.b, loc));
  case ARRC_DIST_CHISQUARE: return nb_chisquare(s, p.a, loc);
  case ARRC_DIST_EXPONENTIAL: return -log(1.0 - arrc_mt_double(s)) * p.a;
  case ARRC_DIST_F: {
    double num = nb_chisquare(s, p.a, loc) * p.b;
    return num / (nb_chisquare(s, p.b, loc) * p.a);
  }
  case ARRC_DIST_GAMMA: return nb_gamma(s, p.a, p.b, loc);
  case ARRC_DIST_GEOMETRIC: return (double)(*iv = nb_geometric(s, p.a, loc));
  case ARRC_DIST_GUMBEL: {
    double u = 1.0 - arrc_mt_double(s);
    return p.a - p.b * log(-log(u));
  }
  case ARRC_DIST_HYPERGEOMETRIC: return (double)(*iv = nb_hypergeometric(s, (int64_t)p.a, (int64_t)p.b, (int64_t)p.c));
  case ARRC_DIST_LAPLACE: {
    double u = arrc_mt_double(s);
    if (u < 0.5)
      return p.a + p.b * log(u + u);
    return p.a - p.b * log(2.0 - u - u);
  }
  case ARRC_DIST_LOGISTIC: {
    double u = arrc_mt_double(s);
    return p.a + p.b * log(u / (1.0 - u));
  }
  case ARRC_DIST_LOGNORMAL: return exp(p.a + p.b * arrc_mt_gauss(s));
  case ARRC_DIST_LOGSERIES: return (double)(*iv = nb_logseries(s, p.a, loc));
  case ARRC_DIST_NEGATIVE_BINOMIAL: {
    if ((int64_t)p.a <= 0)
      value_error(loc, "negative_binomial(): n <= 0");
    if (p.b < 0.0 || p.b > 1.0)
      value_error(loc, "negative_binomial(): p outside of [0, 1]");
    double y = nb_gamma(s, (double)(int64_t)p.a, (1.0 - p.b) / p.b, loc);
    return (double)(*iv = nb_poisson(s, y, loc));
  }
  case ARRC_DIST_NONCENTRAL_CHISQUARE: return nb_noncentral_chisquare(s, p.a, p.b, loc);
  case ARRC_DIST_PARETO: {
    double u = 1.0 - arrc_mt_double(s);
    return 1.0 / pow(u, 1.0 / p.a) - 1;
  }
  case ARRC_DIST_POISSON: return (double)(*iv = nb_poisson(s, p.a, loc));
  case ARRC_DIST_POWER:
    if (p.a <= 0.0)
      value_error(loc, "power(): a <= 0");
    return pow(1 - exp(-(-log(1.0 - arrc_mt_double(s)))), 1. / p.a);
  case ARRC_DIST_RAYLEIGH:
    if (p.a <= 0.0)
      value_error(loc, "rayleigh(): mode <= 0");
    return p.a * sqrt(-2.0 * log(1.0 - arrc_mt_double(s)));
  case ARRC_DIST_STANDARD_CAUCHY: {
    double num = arrc_mt_gauss(s);
    return num / arrc_mt_gauss(s);
  }
  case ARRC_DIST_STANDARD_EXPONENTIAL: return -log(1.0 - arrc_mt_double(s));
  case ARRC_DIST_STANDARD_GAMMA: return nb_gamma(s, p.a, 1.0, loc);
  case ARRC_DIST_STANDARD_NORMAL: return arrc_mt_gauss(s);
  case ARRC_DIST_STANDARD_T: {
    double n = arrc_mt_gauss(s);
    double g = nb_gamma(s, p.a / 2.0, 1.0, loc);
    return sqrt(p.a / 2.0) * n / sqrt(g);
  }
  case ARRC_DIST_TRIANGULAR: {
    /* np.random.triangular(left, mode, right) */
    double u = arrc_mt_double(s), low = p.a, mode = p.b, high = p.c;
    if (high == low)
      return low;
    double c = (mode - low) / (high - low);
    if (u > c) {
      u = 1.0 - u;
      c = 1.0 - c;
      double t = low;
      low = high;
      high = t;
    }
    return low + (high - low) * sqrt(u * c);
  }
  case ARRC_DIST_VONMISES: return nb_vonmises(s, p.a, p.b);
  case ARRC_DIST_WALD: {
    double mean = p.a, scale = p.b;
    if (mean <= 0.0)
      value_error(loc, "wald(): mean <= 0");
    if (scale <= 0.0)
      value_error(loc, "wald(): scale <= 0");
    double mu_2l = mean / (2.0 * scale);
    double y = arrc_mt_gauss(s);
    y = mean * y * y;
    double x = mean + mu_2l * (y - sqrt(4 * scale * y + y * y));
    double u = arrc_mt_double(s);
    if (u <= mean / (mean + x))
      return x;
    return mean * mean / x;
  }
  case ARRC_DIST_WEIBULL: {
    double u = 1.0 - arrc_mt_double(s);
    return pow(-log(u), 1.0 / p.a);
  }
  case ARRC_DIST_ZIPF: return (double)(*iv = nb_zipf(s, p.a, loc));
  default: return NAN;
  }
}

/* Numba checks noncentral_chisquare's parameters once per call, before
 * any draw; every other distribution checks inside its draws. */
static void jit_check(int d, params p, const arrc_loc *loc) {
  if (d == ARRC_DIST_NONCENTRAL_CHISQUARE) {
    if (p.a <= 0)
      value_error(loc, "df <= 0");
    if (p.b < 0)
      value_error(loc, "nonc < 0");
  }
}

/* ---- the entry points --------------------------------------------------------- */

/* A draw: a discrete one's exact value goes to *iv as well, since a double
 * holds no more than 53 bits. */
static double draw(int32_t d, bool jit, params p, const arrc_loc *loc, int64_t *iv) {
  arrc_mt *s = arrc_random_mt(jit);
  return jit ? jit_draw(d, s, p, loc, iv) : host_draw(d, s, p, iv);
}

static void check(int32_t d, bool jit, params p, const arrc_loc *loc) {
  if (jit)
    jit_check(d, p, loc);
  else
    host_check(d, p, loc);
}

double arrc_random_dist_f(int32_t dist, bool jit, double a, double b, double c, const arrc_loc *loc) {
  params p = {a, b, c};
  check(dist, jit, p, loc);
  int64_t iv = 0;
  return draw(dist, jit, p, loc, &iv);
}

int64_t arrc_random_dist_i(int32_t dist, bool jit, double a, double b, double c, const arrc_loc *loc) {
  params p = {a, b, c};
  check(dist, jit, p, loc);
  int64_t iv = 0;
  draw(dist, jit, p, loc, &iv);
  return iv;
}

/* Fills a new C-contiguous array of int64 or float64 (the typing rule makes
 * no other) in order, one draw per element. */
void arrc_random_dist_fill(arrc_array *out, int32_t dist, bool jit, double a, double b, double c,
                           const arrc_loc *loc) {
  params p = {a, b, c};
  check(dist, jit, p, loc);
  int64_t n = out->size, iv = 0;
  if (out->dtype == ARRC_INT64) {
    int64_t *data = (int64_t *)out->data;
    for (int64_t i = 0; i < n; i++) {
      draw(dist, jit, p, loc, &iv);
      data[i] = iv;
    }
  } else {
    double *data = (double *)out->data;
    for (int64_t i = 0; i < n; i++)
      data[i] = draw(dist, jit, p, loc, &iv);
  }
}

/* For dirichlet and multinomial (random_choice.c): one standard gamma draw
 * and one binomial draw as each family's dirichlet and multinomial make
 * them (NumPy's multinomial calls random_binomial, with its shortcuts). */
double arrc_random_dist_gamma1(bool jit, double shape, const arrc_loc *loc) {
  arrc_mt *s = arrc_random_mt(jit);
  return jit ? nb_gamma(s, shape, 1, loc) : lg_std_gamma(s, shape);
}

int64_t arrc_random_dist_binomial(bool jit, int64_t n, double p, const arrc_loc *loc) {
  arrc_mt *s = arrc_random_mt(jit);
  return jit ? nb_binomial(s, n, p, loc) : np_binomial(s, p, n);
}
