/* The distributions of np.random.default_rng's Generator
 * (runtime/generator_dist.c), by number: the code generator passes the
 * number of the one a call draws from. One list, so that the compiler's
 * table and the runtime's agree.
 *
 *   X(NAME, nparams, discrete, f32)
 *
 * nparams is how many numbers the method takes (at most three, given as
 * doubles); discrete ones give int64 draws, f32 ones float32 draws (the
 * dtype=np.float32 forms), the others float64. */
#ifndef ARRC_RT_GENERATOR_DIST_H
#define ARRC_RT_GENERATOR_DIST_H

#define ARRC_GENERATOR_DISTS(X)            \
  X(NORMAL, 2, 0, 0)                       \
  X(STANDARD_NORMAL, 0, 0, 0)              \
  X(STANDARD_NORMAL_F32, 0, 0, 1)          \
  X(EXPONENTIAL, 1, 0, 0)                  \
  X(STANDARD_EXPONENTIAL, 0, 0, 0)         \
  X(STANDARD_EXPONENTIAL_F32, 0, 0, 1)     \
  X(STANDARD_EXPONENTIAL_INV, 0, 0, 0)     \
  X(STANDARD_EXPONENTIAL_INV_F32, 0, 0, 1) \
  X(GAMMA, 2, 0, 0)                        \
  X(STANDARD_GAMMA, 1, 0, 0)               \
  X(STANDARD_GAMMA_F32, 1, 0, 1)           \
  X(BETA, 2, 0, 0)                         \
  X(CHISQUARE, 1, 0, 0)                    \
  X(F, 2, 0, 0)                            \
  X(LOGNORMAL, 2, 0, 0)                    \
  X(LAPLACE, 2, 0, 0)                      \
  X(GUMBEL, 2, 0, 0)                       \
  X(LOGISTIC, 2, 0, 0)                     \
  X(RAYLEIGH, 1, 0, 0)                     \
  X(WEIBULL, 1, 0, 0)                      \
  X(PARETO, 1, 0, 0)                       \
  X(POWER, 1, 0, 0)                        \
  X(STANDARD_CAUCHY, 0, 0, 0)              \
  X(STANDARD_T, 1, 0, 0)                   \
  X(TRIANGULAR, 3, 0, 0)                   \
  X(POISSON, 1, 1, 0)                      \
  X(GEOMETRIC, 1, 1, 0)                    \
  X(BINOMIAL, 2, 1, 0)                     \
  X(NEGATIVE_BINOMIAL, 2, 1, 0)            \
  X(WALD, 2, 0, 0)                         \
  X(VONMISES, 2, 0, 0)                     \
  X(ZIPF, 1, 1, 0)                         \
  X(LOGSERIES, 1, 1, 0)

enum {
#define ARRC_GEN_DIST_ENUM(N, k, d, f) ARRC_GEN_##N,
  ARRC_GENERATOR_DISTS(ARRC_GEN_DIST_ENUM)
#undef ARRC_GEN_DIST_ENUM
  ARRC_GEN_COUNT
};

#endif
