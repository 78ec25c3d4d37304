/* The distributions of np.random (random_dist.c), by number: the code
 * generator passes the number of the one a call draws from. One list, so
 * that the compiler's table and the runtime's agree.
 *
 *   X(NAME, name, nparams, discrete)
 *
 * nparams is how many numbers the distribution takes (at most three, given
 * as doubles); discrete ones give int64 draws, the others float64. */
#ifndef ARRC_RT_RANDOM_DIST_H
#define ARRC_RT_RANDOM_DIST_H

#define ARRC_RANDOM_DISTS(X)                     \
  X(BETA, beta, 2, 0)                            \
  X(BINOMIAL, binomial, 2, 1)                    \
  X(CHISQUARE, chisquare, 1, 0)                  \
  X(EXPONENTIAL, exponential, 1, 0)              \
  X(F, f, 2, 0)                                  \
  X(GAMMA, gamma, 2, 0)                          \
  X(GEOMETRIC, geometric, 1, 1)                  \
  X(GUMBEL, gumbel, 2, 0)                        \
  X(HYPERGEOMETRIC, hypergeometric, 3, 1)        \
  X(LAPLACE, laplace, 2, 0)                      \
  X(LOGISTIC, logistic, 2, 0)                    \
  X(LOGNORMAL, lognormal, 2, 0)                  \
  X(LOGSERIES, logseries, 1, 1)                  \
  X(NEGATIVE_BINOMIAL, negative_binomial, 2, 1)  \
  X(NONCENTRAL_CHISQUARE, noncentral_chisquare, 2, 0) \
  X(PARETO, pareto, 1, 0)                        \
  X(POISSON, poisson, 1, 1)                      \
  X(POWER, power, 1, 0)                          \
  X(RAYLEIGH, rayleigh, 1, 0)                    \
  X(STANDARD_CAUCHY, standard_cauchy, 0, 0)      \
  X(STANDARD_EXPONENTIAL, standard_exponential, 0, 0) \
  X(STANDARD_GAMMA, standard_gamma, 1, 0)        \
  X(STANDARD_NORMAL, standard_normal, 0, 0)      \
  X(STANDARD_T, standard_t, 1, 0)                \
  X(TRIANGULAR, triangular, 3, 0)                \
  X(VONMISES, vonmises, 2, 0)                    \
  X(WALD, wald, 2, 0)                            \
  X(WEIBULL, weibull, 1, 0)                      \
  X(ZIPF, zipf, 1, 1)

enum {
#define ARRC_DIST_ENUM(N, n, k, d) ARRC_DIST_##N,
  ARRC_RANDOM_DISTS(ARRC_DIST_ENUM)
#undef ARRC_DIST_ENUM
  ARRC_DIST_COUNT
};

#endif
