/* The cmath module: CPython 3.11's algorithms (Modules/cmathmodule.c) for
 * host code, and Numba 0.56's where they differ (numba/cpython/cmathimpl.py:
 * its square root is NumPy's npy_csqrt, its log is log|z| + i arg z) for
 * jitted code, so that each prints what its original prints. Arguments and
 * results are two doubles; each function returns 0, or ARRC_CMATH_DOMAIN /
 * ARRC_CMATH_RANGE where CPython sets errno (host code raises Python's
 * ValueError or OverflowError for them; Numba ignores them). Values with an
 * infinite or NaN part follow the plain formulas, not CPython's tables of
 * special values. */
#include <complex.h>
#include <float.h>
#include <math.h>

#include "rt_core.h"
#include "rt_stdlib.h"

#define LARGE_DOUBLE (DBL_MAX / 4.)
#define SQRT_LARGE_DOUBLE 6.7039039649712985e+153 /* sqrt(LARGE_DOUBLE) */
#define SQRT_DBL_MIN 1.4916681462400413e-154      /* sqrt(DBL_MIN) */
#define LOG_LARGE_DOUBLE 708.3964185322641        /* log(LARGE_DOUBLE) */
#define LN2 0.6931471805599453094
#define LN10 2.302585092994045684
#define SCALE_UP 53
#define SCALE_DOWN (-27)

typedef struct {
  double re, im;
} cx;

static cx c_sqrt_python(cx z) {
  cx r;
  if (z.re == 0. && z.im == 0.)
    return (cx){0., z.im};
  double ax = fabs(z.re), ay = fabs(z.im), s;
  if (ax < DBL_MIN && ay < DBL_MIN) {
    ax = ldexp(ax, SCALE_UP);
    s = ldexp(sqrt(ax + hypot(ax, ldexp(ay, SCALE_UP))), SCALE_DOWN);
  } else {
    ax /= 8.;
    s = 2. * sqrt(ax + hypot(ax, ay / 8.));
  }
  double d = ay / (2. * s);
  if (z.re >= 0.) {
    r.re = s;
    r.im = copysign(d, z.im);
  } else {
    r.re = d;
    r.im = copysign(s, z.im);
  }
  return r;
}

/* NumPy's npy_csqrt, which Numba compiles. */
static cx c_sqrt_numba(cx z) {
  const double thres = DBL_MAX / (1. + 1.414213562373095048801688724209698079);
  double a = z.re, b = z.im;
  if ((a == 0. && b == 0.) || isinf(b))
    return (cx){fabs(b), b};
  if (isnan(a))
    return (cx){a, a};
  if (isinf(a))
    return a < 0. ? (cx){fabs(b - b), copysign(a, b)} : (cx){a, copysign(b - b, b)};
  bool scale = fabs(a) >= thres || fabs(b) >= thres;
  if (scale) {
    a *= 0.25;
    b *= 0.25;
  }
  double re, im;
  if (a >= 0) {
    double t = sqrt((a + hypot(a, b)) * 0.5);
    re = t;
    im = b / (2 * t);
  } else {
    double t = sqrt((-a + hypot(a, b)) * 0.5);
    re = fabs(b) / (2 * t);
    im = copysign(t, b);
  }
  return scale ? (cx){re * 2, im} : (cx){re, im};
}

static cx c_sqrt(cx z, bool numba) { return numba ? c_sqrt_numba(z) : c_sqrt_python(z); }

static cx c_log(cx z, bool numba, int *err) {
  if (numba)
    return (cx){log(hypot(z.re, z.im)), atan2(z.im, z.re)};
  cx r;
  double ax = fabs(z.re), ay = fabs(z.im);
  if (ax > LARGE_DOUBLE || ay > LARGE_DOUBLE) {
    r.re = log(hypot(ax / 2., ay / 2.)) + LN2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax > 0. || ay > 0.) {
      r.re = log(hypot(ldexp(ax, DBL_MANT_DIG), ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * LN2;
    } else {
      *err = ARRC_CMATH_DOMAIN;
      return (cx){-HUGE_VAL, atan2(z.im, z.re)};
    }
  } else {
    double h = hypot(ax, ay);
    if (0.71 <= h && h <= 1.73) {
      double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      r.re = log1p((am - 1) * (am + 1) + an * an) / 2.;
    } else {
      r.re = log(h);
    }
  }
  r.im = atan2(z.im, z.re);
  return r;
}

static bool finite2(cx z) { return isfinite(z.re) && isfinite(z.im); }

static cx c_exp(cx z, int *err) {
  cx r;
  if (z.re > LOG_LARGE_DOUBLE) {
    double l = exp(z.re - 1.);
    r = (cx){l * cos(z.im) * M_E, l * sin(z.im) * M_E};
  } else {
    double l = exp(z.re);
    r = (cx){l * cos(z.im), l * sin(z.im)};
  }
  if (finite2(z) && !finite2(r))
    *err = ARRC_CMATH_RANGE;
  return r;
}

static cx c_sinh(cx z, int *err) {
  cx r;
  if (fabs(z.re) > LOG_LARGE_DOUBLE) {
    double x1 = z.re - copysign(1., z.re);
    r = (cx){cos(z.im) * sinh(x1) * M_E, sin(z.im) * cosh(x1) * M_E};
  } else {
    r = (cx){cos(z.im) * sinh(z.re), sin(z.im) * cosh(z.re)};
  }
  if (finite2(z) && !finite2(r))
    *err = ARRC_CMATH_RANGE;
  return r;
}

static cx c_cosh(cx z, int *err) {
  cx r;
  if (fabs(z.re) > LOG_LARGE_DOUBLE) {
    double x1 = z.re - copysign(1., z.re);
    r = (cx){cos(z.im) * cosh(x1) * M_E, sin(z.im) * sinh(x1) * M_E};
  } else {
    r = (cx){cos(z.im) * cosh(z.re), sin(z.im) * sinh(z.re)};
  }
  if (finite2(z) && !finite2(r))
    *err = ARRC_CMATH_RANGE;
  return r;
}

static cx c_tanh(cx z) {
  if (fabs(z.re) > LOG_LARGE_DOUBLE)
    return (cx){copysign(1., z.re), 4. * sin(z.im) * cos(z.im) * exp(-2. * fabs(z.re))};
  double tx = tanh(z.re), ty = tan(z.im), cx_ = 1. / cosh(z.re), txty = tx * ty;
  double denom = 1. + txty * txty;
  return (cx){tx * (1. + ty * ty) / denom, ((ty / denom) * cx_) * cx_};
}

static cx c_asinh(cx z, bool numba) {
  if (fabs(z.re) > LARGE_DOUBLE || fabs(z.im) > LARGE_DOUBLE) {
    double l = log(hypot(z.re / 2., z.im / 2.)) + LN2 * 2.;
    double re = z.im >= 0. || numba ? copysign(l, z.re) : -copysign(l, -z.re);
    return (cx){re, atan2(z.im, fabs(z.re))};
  }
  cx s1 = c_sqrt((cx){1. + z.im, -z.re}, numba), s2 = c_sqrt((cx){1. - z.im, z.re}, numba);
  return (cx){asinh(s1.re * s2.im - s2.re * s1.im), atan2(z.im, s1.re * s2.re - s1.im * s2.im)};
}

static cx c_acos(cx z, bool numba) {
  if (fabs(z.re) > LARGE_DOUBLE || fabs(z.im) > LARGE_DOUBLE) {
    double l = log(hypot(z.re / 2., z.im / 2.)) + LN2 * 2.;
    return (cx){atan2(fabs(z.im), z.re), z.re < 0 ? -copysign(l, z.im) : copysign(l, -z.im)};
  }
  cx s1 = c_sqrt((cx){1. - z.re, -z.im}, numba), s2 = c_sqrt((cx){1. + z.re, z.im}, numba);
  return (cx){2. * atan2(s1.re, s2.re), asinh(s2.re * s1.im - s2.im * s1.re)};
}

static cx c_acosh(cx z, bool numba) {
  if (fabs(z.re) > LARGE_DOUBLE || fabs(z.im) > LARGE_DOUBLE)
    return (cx){log(hypot(z.re / 2., z.im / 2.)) + LN2 * 2., atan2(z.im, z.re)};
  cx s1 = c_sqrt((cx){z.re - 1., z.im}, numba), s2 = c_sqrt((cx){z.re + 1., z.im}, numba);
  return (cx){asinh(s1.re * s2.re + s1.im * s2.im), 2. * atan2(s1.im, s2.re)};
}

static cx c_atanh(cx z, int *err) {
  if (z.re < 0.) {
    cx r = c_atanh((cx){-z.re, -z.im}, err);
    return (cx){-r.re, -r.im};
  }
  double ay = fabs(z.im);
  if (z.re > SQRT_LARGE_DOUBLE || ay > SQRT_LARGE_DOUBLE) {
    double h = hypot(z.re / 2., z.im / 2.);
    return (cx){z.re / 4. / h / h, -copysign(M_PI / 2., -z.im)};
  }
  if (z.re == 1. && ay < SQRT_DBL_MIN) {
    if (ay == 0.) {
      *err = ARRC_CMATH_DOMAIN;
      return (cx){HUGE_VAL, z.im};
    }
    return (cx){-log(sqrt(ay) / sqrt(hypot(ay, 2.))), copysign(atan2(2., -ay) / 2, z.im)};
  }
  return (cx){log1p(4. * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.,
              -atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.};
}

/* -i f(iz), how sin, tan, asin and atan come from the hyperbolic ones. */
static cx rotate_in(cx z) { return (cx){-z.im, z.re}; }
static cx rotate_out(cx s) { return (cx){s.im, -s.re}; }

/* Python's complex division (_Py_c_quot), for log with a base. */
static cx c_quot(cx a, cx b, int *err) {
  double abs_br = fabs(b.re), abs_bi = fabs(b.im);
  if (abs_br >= abs_bi) {
    if (abs_br == 0.0) {
      *err = ARRC_CMATH_DOMAIN; /* CPython: EDOM, a ValueError */
      return (cx){0., 0.};
    }
    double ratio = b.im / b.re, denom = b.re + b.im * ratio;
    return (cx){(a.re + a.im * ratio) / denom, (a.im - a.re * ratio) / denom};
  }
  if (abs_bi >= abs_br) {
    double ratio = b.re / b.im, denom = b.re * ratio + b.im;
    return (cx){(a.re * ratio + a.im) / denom, (a.im * ratio - a.re) / denom};
  }
  return (cx){NAN, NAN};
}

int32_t arrc_cmath(int32_t fn, double re, double im, double re2, double im2, bool numba, double *out) {
  int err = 0;
  cx z = {re, im}, r;
  switch (fn) {
  case ARRC_CMATH_SQRT: r = c_sqrt(z, numba); break;
  case ARRC_CMATH_EXP: r = c_exp(z, &err); break;
  case ARRC_CMATH_LOG: r = c_log(z, numba, &err); break;
  case ARRC_CMATH_LOG_BASE: {
    int err2 = 0;
    cx a = c_log(z, numba, &err), b = c_log((cx){re2, im2}, numba, &err2);
    err = err ? err : err2;
    int qerr = 0;
    r = c_quot(a, b, &qerr);
    if (!err)
      err = qerr;
    break;
  }
  case ARRC_CMATH_LOG10:
    r = c_log(z, numba, &err);
    r = (cx){r.re / LN10, r.im / LN10};
    break;
  case ARRC_CMATH_SIN: r = rotate_out(c_sinh(rotate_in(z), &err)); break;
  case ARRC_CMATH_COS: r = c_cosh(rotate_in(z), &err); break;
  case ARRC_CMATH_TAN: r = rotate_out(c_tanh(rotate_in(z))); break;
  case ARRC_CMATH_SINH: r = c_sinh(z, &err); break;
  case ARRC_CMATH_COSH: r = c_cosh(z, &err); break;
  case ARRC_CMATH_TANH: r = c_tanh(z); break;
  case ARRC_CMATH_ASIN: r = rotate_out(c_asinh(rotate_in(z), numba)); break;
  case ARRC_CMATH_ACOS: r = c_acos(z, numba); break;
  case ARRC_CMATH_ATAN: r = rotate_out(c_atanh(rotate_in(z), &err)); break;
  case ARRC_CMATH_ASINH: r = c_asinh(z, numba); break;
  case ARRC_CMATH_ACOSH: r = c_acosh(z, numba); break;
  case ARRC_CMATH_ATANH: r = c_atanh(z, &err); break;
  case ARRC_CMATH_POLAR: r = (cx){hypot(re, im), atan2(im, re)}; break;
  default: /* ARRC_CMATH_RECT: re is r, im is phi */
    r = im == 0.0 ? (cx){re, re * im} : (cx){re * cos(im), re * sin(im)};
    break;
  }
  out[0] = r.re;
  out[1] = r.im;
  return err;
}

/* NumPy's complex ufuncs (np.sqrt(z), np.exp(z), ...) call the C library's
 * complex functions, in the array's precision (npymath's npy_csqrt is
 * csqrt where the platform has it, as glibc does); np.log10 is np.log
 * times log10(e). Numba's compute as its cmath does, which is CPython's
 * algorithm (arrc_cmath with numba set), in double precision. */
void arrc_np_complex_ufunc(int32_t fn, double re, double im, int32_t mode, double *out) {
  if (mode == ARRC_NP_COMPLEX_NUMBA) {
    if (fn == ARRC_CMATH_LOG10) {
      arrc_cmath(ARRC_CMATH_LOG, re, im, 0, 0, true, out);
      out[0] *= 0.434294481903251827651128918916605082;
      out[1] *= 0.434294481903251827651128918916605082;
      return;
    }
    arrc_cmath(fn, re, im, 0, 0, true, out);
    return;
  }
  if (mode == ARRC_NP_COMPLEX_NUMPY64) {
    float complex z = CMPLXF((float)re, (float)im), r;
    switch (fn) {
    case ARRC_CMATH_SQRT: r = csqrtf(z); break;
    case ARRC_CMATH_EXP: r = cexpf(z); break;
    case ARRC_CMATH_LOG: r = clogf(z); break;
    case ARRC_CMATH_LOG10:
      r = clogf(z);
      r = CMPLXF(crealf(r) * 0.434294481903251827651128918916605082f, cimagf(r) * 0.434294481903251827651128918916605082f);
      break;
    case ARRC_CMATH_SIN: r = csinf(z); break;
    case ARRC_CMATH_COS: r = ccosf(z); break;
    case ARRC_CMATH_TAN: r = ctanf(z); break;
    case ARRC_CMATH_SINH: r = csinhf(z); break;
    case ARRC_CMATH_COSH: r = ccoshf(z); break;
    case ARRC_CMATH_TANH: r = ctanhf(z); break;
    case ARRC_CMATH_ASIN: r = casinf(z); break;
    case ARRC_CMATH_ACOS: r = cacosf(z); break;
    case ARRC_CMATH_ATAN: r = catanf(z); break;
    case ARRC_CMATH_ASINH: r = casinhf(z); break;
    case ARRC_CMATH_ACOSH: r = cacoshf(z); break;
    default: r = catanhf(z); break;
    }
    out[0] = crealf(r);
    out[1] = cimagf(r);
    return;
  }
  double complex z = CMPLX(re, im), r;
  switch (fn) {
  case ARRC_CMATH_SQRT: r = csqrt(z); break;
  case ARRC_CMATH_EXP: r = cexp(z); break;
  case ARRC_CMATH_LOG: r = clog(z); break;
  case ARRC_CMATH_LOG10:
    r = clog(z);
    r = CMPLX(creal(r) * 0.434294481903251827651128918916605082, cimag(r) * 0.434294481903251827651128918916605082);
    break;
  case ARRC_CMATH_SIN: r = csin(z); break;
  case ARRC_CMATH_COS: r = ccos(z); break;
  case ARRC_CMATH_TAN: r = ctan(z); break;
  case ARRC_CMATH_SINH: r = csinh(z); break;
  case ARRC_CMATH_COSH: r = ccosh(z); break;
  case ARRC_CMATH_TANH: r = ctanh(z); break;
  case ARRC_CMATH_ASIN: r = casin(z); break;
  case ARRC_CMATH_ACOS: r = cacos(z); break;
  case ARRC_CMATH_ATAN: r = catan(z); break;
  case ARRC_CMATH_ASINH: r = casinh(z); break;
  case ARRC_CMATH_ACOSH: r = cacosh(z); break;
  default: r = catanh(z); break;
  }
  out[0] = creal(r);
  out[1] = cimag(r);
}

/* ---- complex powers -------------------------------------------------------- */

static cx c_prod(cx a, cx b) { return (cx){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }

/* CPython's _Py_c_pow: the general power through polar form; EDOM for
 * zero to a negative or complex power. */
static cx py_c_pow(cx a, cx b, int *edom) {
  if (b.re == 0. && b.im == 0.)
    return (cx){1., 0.};
  if (a.re == 0. && a.im == 0.) {
    if (b.im != 0. || b.re < 0.)
      *edom = 1;
    return (cx){0., 0.};
  }
  double vabs = hypot(a.re, a.im), len = pow(vabs, b.re), at = atan2(a.im, a.re), phase = at * b.re;
  if (b.im != 0.0) {
    len /= exp(at * b.im);
    phase += b.im * log(vabs);
  }
  return (cx){len * cos(phase), len * sin(phase)};
}

/* CPython's c_powu: x to a positive integer power by repeated squaring. */
static cx py_c_powu(cx x, long n) {
  cx r = {1., 0.}, p = x;
  for (long mask = 1; mask > 0 && n >= mask; mask <<= 1) {
    if (n & mask)
      r = c_prod(r, p);
    p = c_prod(p, p);
  }
  return r;
}

/* NumPy's npy_cpow for one precision: small integer powers by
 * multiplication (exactly as npymath orders them), others by the C
 * library's cpow. */
#define NUMPY_CPOW(NAME, T, CT, CPOW, MAKE)                                                 \
  static void NAME(T ar, T ai, T br, T bi, double *out) {                                   \
    T rr, ri;                                                                               \
    int64_t n;                                                                              \
    if (br == 0 && bi == 0) {                                                               \
      rr = 1, ri = 0;                                                                       \
    } else if (ar == 0 && ai == 0) {                                                        \
      if (br > 0 && bi == 0)                                                                \
        rr = 0, ri = 0;                                                                     \
      else                                                                                  \
        rr = NAN, ri = NAN;                                                                 \
    } else if (bi == 0 && br > -100 && br < 100 && (T)(n = (int64_t)br) == br) {            \
      T pr = ar, pi = ai, qr = 1, qi = 0;                                                   \
      if (n == 1) {                                                                         \
        qr = ar, qi = ai;                                                                   \
      } else if (n == 2) {                                                                  \
        qr = ar * ar - ai * ai, qi = ar * ai + ai * ar;                                     \
      } else if (n == 3) {                                                                  \
        T sr = ar * ar - ai * ai, si = ar * ai + ai * ar;                                   \
        qr = ar * sr - ai * si, qi = ar * si + ai * sr;                                     \
      } else {                                                                              \
        int64_t m = n < 0 ? -n : n;                                                         \
        for (int64_t mask = 1;; mask <<= 1) {                                               \
          if (m & mask) {                                                                   \
            T t = qr * pr - qi * pi;                                                        \
            qi = qr * pi + qi * pr;                                                         \
            qr = t;                                                                         \
          }                                                                                 \
          if (m < mask << 1)                                                                \
            break;                                                                          \
          T t = pr * pr - pi * pi;                                                          \
          pi = pr * pi + pi * pr;                                                           \
          pr = t;                                                                           \
        }                                                                                   \
      }                                                                                     \
      if (br < 0) {                                                                         \
        /* npymath's cdiv of 1 by the power (n is then below 1) */                          \
        T abr = fabs(qr), abi = fabs(qi);                                                   \
        if (abr >= abi) {                                                                   \
          if (abr == 0 && abi == 0) {                                                       \
            rr = (T)1 / abr, ri = (T)0 / abi;                                               \
          } else {                                                                          \
            T rat = qi / qr, scl = (T)1 / (qr + qi * rat);                                  \
            rr = (1 + 0 * rat) * scl, ri = (0 - 1 * rat) * scl;                             \
          }                                                                                 \
        } else {                                                                            \
          T rat = qr / qi, scl = (T)1 / (qi + qr * rat);                                    \
          rr = (1 * rat + 0) * scl, ri = (0 * rat - 1) * scl;                               \
        }                                                                                   \
      } else {                                                                              \
        rr = qr, ri = qi;                                                                   \
      }                                                                                     \
    } else {                                                                                \
      CT r = CPOW(MAKE(ar, ai), MAKE(br, bi));                                              \
      rr = (T)creal(r), ri = (T)cimag(r);                                                   \
    }                                                                                       \
    out[0] = rr;                                                                            \
    out[1] = ri;                                                                            \
  }
NUMPY_CPOW(numpy_cpow128, double, double complex, cpow, CMPLX)
NUMPY_CPOW(numpy_cpow64, float, float complex, cpowf, CMPLXF)

void arrc_complex_pow(double ar, double ai, double br, double bi, int32_t mode, const arrc_loc *loc, double *out) {
  cx a = {ar, ai}, b = {br, bi}, r;
  int edom = 0;
  switch (mode) {
  case ARRC_NP_COMPLEX_NUMPY128: numpy_cpow128(ar, ai, br, bi, out); return;
  case ARRC_NP_COMPLEX_NUMPY64: numpy_cpow64((float)ar, (float)ai, (float)br, (float)bi, out); return;
  case ARRC_NP_COMPLEX_NUMBA:
    /* Numba squares by one multiplication and calls CPython's _Py_c_pow
     * otherwise, with NaN where CPython raises. */
    if (br == 2 && bi == 0) {
      r = c_prod(a, a);
    } else {
      r = py_c_pow(a, b, &edom);
      if (edom)
        r = (cx){NAN, NAN};
    }
    break;
  default: /* ARRC_COMPLEX_POW_PYTHON: complex_pow of CPython 3.11 */
    if (bi == 0.0 && br == floor(br) && fabs(br) <= 100.0) {
      long n = (long)br;
      r = n > 0 ? py_c_powu(a, n) : c_quot((cx){1., 0.}, py_c_powu(a, -n), &edom);
    } else {
      r = py_c_pow(a, b, &edom);
    }
    if (edom)
      arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "0.0 to a negative or complex power");
    if (isinf(r.re) || isinf(r.im))
      arrc_raise(ARRC_OVERFLOW_ERROR, loc, "complex exponentiation");
    break;
  }
  out[0] = r.re;
  out[1] = r.im;
}
