/* Random numbers beyond the fixed ABI of arrc_rt.h (random.c).
 *
 * There are two kinds of generator, both MT19937:
 *
 *   - The host generator, one for the whole program, used by host code for
 *     np.random.* and for the random module. It follows NumPy 1.24's legacy
 *     RandomState, so that after np.random.seed(s) its numbers are
 *     bit-identical to NumPy's. The functions in arrc_rt.h (arrc_random_*)
 *     and the arrc_random_* functions below draw from it.
 *
 *   - The jitted generators (arrc_jit_random_*), which follow Numba 0.56.
 *     Numba keeps two states per thread, one for the random module and one
 *     for np.random, and seeds each only from a seed call made in jitted
 *     code; arrc does the same. Each thread (so each worker of a parallel
 *     loop) has its own pair, seeded from system entropy until jitted code
 *     seeds it.
 *
 * The fill functions write the elements of an array in C order, drawing one
 * value per element exactly as the scalar function does, which is how both
 * NumPy and Numba fill arrays given a size. They accept any strided array;
 * float draws go to float64 or float32 arrays, integer draws to any integer
 * dtype (truncating, as NumPy's dtype= does) or float64.
 */
#ifndef ARRC_RT_RANDOM_H
#define ARRC_RT_RANDOM_H

#include "arrc_rt.h"

/* ---- host code: NumPy's legacy RandomState ------------------------------ */

/* np.random.uniform(lo, hi) with NumPy's check: a range hi - lo that is not
 * finite is an OverflowError "Range exceeds valid bounds". arrc_random_uniform
 * is this with no location. */
double arrc_random_uniform_at(double lo, double hi, const arrc_loc *loc);
/* np.random.normal(mean, sd) with NumPy's check: sd < 0 is a ValueError
 * "scale < 0". arrc_random_normal is this with no location. */
double arrc_random_normal_at(double mean, double sd, const arrc_loc *loc);
/* np.random.standard_normal(), np.random.randn(). */
double arrc_random_standard_normal(void);

/* NumPy-generator counterparts of random.gauss (arrc_random_gauss in
 * arrc_rt.h), random.uniform and random.randint; the random module no
 * longer uses them (it has its own generator, below), the unit tests do. */
/* random.uniform(a, b) = a + (b - a) * random(), with no check (Python's). */
double arrc_random_py_uniform(double a, double b);
/* random.randint(a, b): b included; NumPy's masked algorithm over the range
 * b - a. a > b is a ValueError with Python's message. */
int64_t arrc_random_py_randint(int64_t a, int64_t b, const arrc_loc *loc);

/* random.randrange in jitted code, with Numba 0.56's arithmetic (see
 * random.c); randrange(stop) is (0, stop, 1). */
int64_t arrc_jit_random_py_randrange(int64_t start, int64_t stop, int64_t step, const arrc_loc *loc);

/* ---- host code: the random module, CPython 3.11's Random ----------------- */

/* A generator of its own, apart from NumPy's, so that random.seed leaves
 * np.random's stream alone, as in Python. The algorithms are CPython's, so
 * the numbers are bit-identical to Python's after the same seed. */
/* random.seed(a): init_by_array over the 32-bit words of |a|; clears the
 * cached gauss value. */
void arrc_pyrandom_seed(int64_t a);
/* random.seed(x) for a float x, given hash(x). */
void arrc_pyrandom_seed_hash(int64_t hash);
/* random.seed() / random.seed(None): from the system's entropy. */
void arrc_pyrandom_seed_entropy(void);
double arrc_pyrandom_random(void);
/* getrandbits(k), 0 <= k <= 63 (a larger k does not fit arrc's int64: an
 * OverflowError; a negative one is Python's ValueError). */
int64_t arrc_pyrandom_getrandbits(int64_t k, const arrc_loc *loc);
/* _randbelow(n) for n > 0 (0 for n <= 0, which no caller passes). */
int64_t arrc_pyrandom_randbelow(int64_t n);
/* choice's index into a sequence of n: an IndexError when n is 0. */
int64_t arrc_pyrandom_choice_index(int64_t n, const arrc_loc *loc);
/* randrange(start) when has_stop is false, else randrange(start, stop,
 * step), with Python's ValueErrors. */
int64_t arrc_pyrandom_randrange(int64_t start, int64_t stop, int64_t step, bool has_stop,
                                const arrc_loc *loc);
int64_t arrc_pyrandom_randint(int64_t a, int64_t b, const arrc_loc *loc);
double arrc_pyrandom_uniform(double a, double b);
double arrc_pyrandom_gauss(double mu, double sigma);
double arrc_pyrandom_normalvariate(double mu, double sigma);
double arrc_pyrandom_lognormvariate(double mu, double sigma);
/* A zero parameter is Python's ZeroDivisionError "float division by zero". */
double arrc_pyrandom_expovariate(double lambd, const arrc_loc *loc);
double arrc_pyrandom_paretovariate(double alpha, const arrc_loc *loc);
double arrc_pyrandom_weibullvariate(double alpha, double beta, const arrc_loc *loc);
/* triangular(low, high, mode); has_mode false is mode=None. */
double arrc_pyrandom_triangular(double low, double high, double mode, bool has_mode);
/* sample's checks and choice of algorithm: 1 for the pool. */
int64_t arrc_pyrandom_sample_uses_pool(int64_t n, int64_t k, const arrc_loc *loc);
/* choices' checks of the weights and of their total (returned). */
void arrc_pyrandom_check_weights(int64_t nweights, int64_t n, const arrc_loc *loc);
double arrc_pyrandom_weights_total(double total, const arrc_loc *loc);

/* np.random.random(size) / np.random.rand(d0, ...) */
void arrc_random_fill_random(arrc_array *a);
/* np.random.uniform(lo, hi, size) */
void arrc_random_fill_uniform(arrc_array *a, double lo, double hi, const arrc_loc *loc);
/* np.random.normal(mean, sd, size) */
void arrc_random_fill_normal(arrc_array *a, double mean, double sd, const arrc_loc *loc);
/* np.random.standard_normal(size) / np.random.randn(d0, ...) */
void arrc_random_fill_standard_normal(arrc_array *a);
/* np.random.randint(lo, hi, size), hi excluded */
void arrc_random_fill_randint(arrc_array *a, int64_t lo, int64_t hi, const arrc_loc *loc);

/* np.random.uniform(low, high, size) with bounds that are not numbers: low
 * and high are C-contiguous float64 blocks of the given ranks and shapes (a
 * tuple is rank 1, a number rank 0). They broadcast against each other and
 * against the shape of out, which is the size, as NumPy does; element k of
 * out (in C order) is low + (high - low) * random() with the bounds that
 * broadcast to it. The errors are NumPy's: bounds that do not broadcast
 * together, a size they do not broadcast to, a range that is not finite. */
void arrc_random_fill_uniform_bcast(arrc_array *out, const double *low, int32_t low_ndim,
                                    const int64_t *low_shape, const double *high,
                                    int32_t high_ndim, const int64_t *high_shape,
                                    const arrc_loc *loc);
/* The common case np.random.uniform((l0, l1), (h0, h1), (n, 2)): low and
 * high are tuples of nlow and nhigh numbers, so rank 1. */
void arrc_random_fill_uniform_tuple(arrc_array *out, const double *low, int64_t nlow,
                                    const double *high, int64_t nhigh, const arrc_loc *loc);
/* The same with bounds given as arrays of any numeric dtype and layout. */
void arrc_random_fill_uniform_arrays(arrc_array *out, const arrc_array *low,
                                     const arrc_array *high, const arrc_loc *loc);

/* ---- jitted code: Numba's generators ------------------------------------- */

/* The random module's state. random.seed takes a uint32 in Numba (a larger
 * seed wraps). */
void arrc_jit_random_py_seed(uint32_t seed);
double arrc_jit_random_py_random(void);
double arrc_jit_random_py_uniform(double a, double b);
/* random.randint(a, b), b included; a > b is a ValueError "empty range for
 * randrange()". */
int64_t arrc_jit_random_py_randint(int64_t a, int64_t b, const arrc_loc *loc);
/* random.gauss(mu, sigma) and random.normalvariate */
double arrc_jit_random_py_gauss(double mu, double sigma);

/* np.random's state. */
void arrc_jit_random_np_seed(uint32_t seed);
/* np.random.random(), rand(), random_sample() */
double arrc_jit_random_np_random(void);
double arrc_jit_random_np_uniform(double lo, double hi);
/* np.random.randint(lo, hi), hi excluded; lo >= hi is a ValueError "empty
 * range for randrange()". */
int64_t arrc_jit_random_np_randint(int64_t lo, int64_t hi, const arrc_loc *loc);
/* np.random.normal(mean, sd); Numba makes no check of sd. */
double arrc_jit_random_np_normal(double mean, double sd);
/* np.random.standard_normal(), np.random.randn() */
double arrc_jit_random_np_standard_normal(void);

/* The size= forms in jitted code (Numba fills the array in C order with the
 * scalar function; an empty randint range is an error only when the array
 * has elements, as in Numba). */
void arrc_jit_random_np_fill_random(arrc_array *a);
void arrc_jit_random_np_fill_uniform(arrc_array *a, double lo, double hi);
void arrc_jit_random_np_fill_normal(arrc_array *a, double mean, double sd);
void arrc_jit_random_np_fill_standard_normal(arrc_array *a);
void arrc_jit_random_np_fill_randint(arrc_array *a, int64_t lo, int64_t hi, const arrc_loc *loc);

/* ---- the generators by themselves, for random_dist.c --------------------- */

/* One MT19937 state with its cached Gaussian (arrc_mt, in arrc_abi.h):
 * host code's (NumPy's legacy RandomState) or, with jit, this thread's
 * np.random state of Numba. */
arrc_mt *arrc_random_mt(bool jit);
/* This thread's state of Numba's np.random generator (ARRC_JIT_NP) or of
 * its random module one (ARRC_JIT_PY), made on first use; jitted code
 * fetches it once per function and draws from it inline. */
arrc_mt *arrc_jit_random_state(int32_t which);
uint32_t arrc_mt_next32(arrc_mt *s);
/* Two words, the first the high half (NumPy's next_uint64). */
uint64_t arrc_mt_next64(arrc_mt *s);
/* A double in [0, 1) from two words (53 bits). */
double arrc_mt_double(arrc_mt *s);
/* The polar Box-Muller normal with its cached second value. */
double arrc_mt_gauss(arrc_mt *s);
/* A value in [0, max] by masked rejection (NumPy's random_interval). */
uint64_t arrc_mt_interval(arrc_mt *s, uint64_t max);
/* Numba's np.random.randint(lo, hi). */
int64_t arrc_mt_numba_randint(arrc_mt *s, int64_t lo, int64_t hi, const arrc_loc *loc);

/* ---- the distributions (random_dist.c, random_choice.c) ------------------ */

/* One draw of distribution dist (rt_random_dist.h) with parameters a, b, c
 * (the unused ones 0), from host code's generator or, with jit, this
 * thread's Numba np.random state, with that family's checks and messages. */
double arrc_random_dist_f(int32_t dist, bool jit, double a, double b, double c, const arrc_loc *loc);
int64_t arrc_random_dist_i(int32_t dist, bool jit, double a, double b, double c, const arrc_loc *loc);
/* The size= form: out, a new C-contiguous int64 or float64 array, filled in
 * order; host code checks the parameters once even when out is empty. */
void arrc_random_dist_fill(arrc_array *out, int32_t dist, bool jit, double a, double b, double c,
                           const arrc_loc *loc);
double arrc_random_dist_gamma1(bool jit, double shape, const arrc_loc *loc);
int64_t arrc_random_dist_binomial(bool jit, int64_t n, double p, const arrc_loc *loc);

/* shuffle(x) in place along the first axis; permutation(n) when x is NULL,
 * else permutation(x), a new array. */
void arrc_random_shuffle(arrc_array *x, bool jit, const arrc_loc *loc);
arrc_array *arrc_random_permutation(const arrc_array *x, int64_t n, bool jit, const arrc_loc *loc);
/* choice(a, size, replace, p): a is the 1-D array to draw from, or NULL
 * for an int population of n; p is NULL or a 1-D float64 array. With
 * ndim < 0 (size=None), the one index drawn; else a new array of shape. */
int64_t arrc_random_choice_index(const arrc_array *a, int64_t n, bool replace, const arrc_array *p, bool jit,
                                 const arrc_loc *loc);
arrc_array *arrc_random_choice(const arrc_array *a, int64_t n, int32_t ndim, const int64_t *shape, bool replace,
                               const arrc_array *p, bool jit, const arrc_loc *loc);
/* dirichlet(alpha, size) and multinomial(n, pvals, size): ndim < 0 for
 * size=None; the result has one axis more than size, of len(alpha). */
arrc_array *arrc_random_dirichlet(const arrc_array *alpha, int32_t ndim, const int64_t *shape, bool jit,
                                  const arrc_loc *loc);
arrc_array *arrc_random_multinomial(int64_t n, const arrc_array *pvals, int32_t ndim, const int64_t *shape,
                                    bool jit, const arrc_loc *loc);

/* ---- np.random.default_rng's Generator (random_generator.c) -------------- */

/* A source of random bits as NumPy's bitgen_t has them: the legacy MT19937
 * (host code's RandomState) or a Generator's PCG64. */
typedef struct arrc_bitsrc {
  void *state;
  uint32_t (*next32)(void *state);
  uint64_t (*next64)(void *state);
  double (*next_double)(void *state);
} arrc_bitsrc;
/* Host code's RandomState as a source. */
arrc_bitsrc arrc_random_legacy_source(void);
/* NumPy's random_interval(max): masked rejection, 32-bit words for a max
 * that fits them. */
uint64_t arrc_bitsrc_interval(const arrc_bitsrc *src, uint64_t max);
/* Fisher-Yates along the first axis with random_interval, as RandomState
 * and Generator shuffle. */
void arrc_bitsrc_shuffle(arrc_array *x, const arrc_bitsrc *src);
/* NumPy's kahan_sum, cumulative-distribution search and the weighted draws
 * without replacement that choice shares between RandomState and
 * Generator (random_choice.c); generator picks Generator's messages. */
arrc_array *arrc_choice_checked_p(const arrc_array *p, int64_t pop, bool generator, const arrc_loc *loc);
arrc_array *arrc_choice_checks(int64_t pop, int64_t count, bool replace, const arrc_array *p, bool generator,
                               const arrc_loc *loc);
void arrc_choice_weighted(const arrc_bitsrc *src, const double *p, int64_t pop, int64_t count, bool replace,
                          int64_t *idx);

typedef struct arrc_generator arrc_generator;
/* default_rng(seed): SeedSequence(seed) seeds PCG64; has_seed false for
 * None (system entropy). A negative seed is NumPy's ValueError. */
arrc_generator *arrc_generator_new(int64_t seed, bool has_seed, const arrc_loc *loc);
/* SeedSequence(seed).generate_state(4, np.uint64), PCG64's seeding words. */
void arrc_seed_sequence_state(uint64_t seed, uint64_t out[4]);
/* PCG64's next 64-bit output (BitGenerator.random_raw()). */
uint64_t arrc_generator_next64(arrc_generator *g);
/* Its next 32-bit output: the low half of a 64-bit one, then the high half. */
uint32_t arrc_generator_next32(arrc_generator *g);
/* rng.random(): a double in [0, 1) from 53 bits; float32 from 24. */
double arrc_generator_random(arrc_generator *g);
float arrc_generator_random_f32(arrc_generator *g);
void arrc_generator_fill_random(arrc_generator *g, arrc_array *out);
/* rng.integers(low, high, endpoint=): Lemire's bounded integers. */
int64_t arrc_generator_integers(arrc_generator *g, int64_t low, int64_t high, bool endpoint, const arrc_loc *loc);
void arrc_generator_fill_integers(arrc_generator *g, arrc_array *out, int64_t low, int64_t high, bool endpoint,
                                  const arrc_loc *loc);
/* rng.uniform(low, high). */
double arrc_generator_uniform(arrc_generator *g, double low, double high, const arrc_loc *loc);
void arrc_generator_fill_uniform(arrc_generator *g, arrc_array *out, double low, double high, const arrc_loc *loc);
/* rng.shuffle(x), rng.permutation(x or n), rng.choice(...) as the legacy
 * functions above take them. */
void arrc_generator_shuffle(arrc_generator *g, arrc_array *x);
arrc_array *arrc_generator_permutation(arrc_generator *g, const arrc_array *x, int64_t n, const arrc_loc *loc);
int64_t arrc_generator_choice_index(arrc_generator *g, const arrc_array *a, int64_t n, bool replace,
                                    const arrc_array *p, bool shuffle, const arrc_loc *loc);
arrc_array *arrc_generator_choice(arrc_generator *g, const arrc_array *a, int64_t n, int32_t ndim,
                                  const int64_t *shape, bool replace, const arrc_array *p, bool shuffle,
                                  const arrc_loc *loc);
/* The distributions of rt_generator_dist.h (generator_dist.c): one draw
 * (a float32 one widened), one integer draw, or out (int64, float32 or
 * float64, new and contiguous) filled; parameters a, b, c (unused ones 0)
 * checked first with NumPy's messages, even when out is empty. */
double arrc_generator_dist(arrc_generator *g, int32_t dist, double a, double b, double c, const arrc_loc *loc);
int64_t arrc_generator_dist_i(arrc_generator *g, int32_t dist, double a, double b, const arrc_loc *loc);
void arrc_generator_dist_fill(arrc_generator *g, arrc_array *out, int32_t dist, double a, double b, double c,
                              const arrc_loc *loc);
/* The same with parameters given as arrays (pa, pb, pc; NULL where the
 * number a, b or c is given), broadcast against each other and, with
 * size_ndim >= 0, against size: a new int64 or float64 array of their
 * broadcast shape or of size, filled in C order, NumPy's checks (array
 * forms of the messages) and broadcasting errors first. */
/* rng.multinomial(n, pvals, size): ndim < 0 for size=None; the result has
 * one axis more than size, of len(pvals), which is 1-D here. */
arrc_array *arrc_generator_multinomial(arrc_generator *g, int64_t n, const arrc_array *pvals, int32_t ndim,
                                       const int64_t *shape, const arrc_loc *loc);
arrc_array *arrc_generator_dist_arrays(arrc_generator *g, int32_t dist, const arrc_array *pa, const arrc_array *pb,
                                       const arrc_array *pc, double a, double b, double c, int32_t size_ndim,
                                       const int64_t *size, const arrc_loc *loc);

/* numba.cuda.random.create_xoroshiro128p_states(n, seed, subsequence_start):
 * n generator states of 16 bytes (two uint64), seeded and spaced 2**64
 * draws apart as Numba does; a host array (the code generator copies it to
 * the device). */
arrc_array *arrc_xoroshiro_states(int64_t n, uint64_t seed, uint64_t subsequence_start, const arrc_loc *loc);

/* n words of the system's entropy for an unseeded generator (random.c). */
void arrc_random_entropy(uint32_t *words, size_t n);

#endif
