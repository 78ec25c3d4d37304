/* Random numbers (LANGUAGE.md §6.8).
 *
 * Host code draws from one MT19937 generator with the algorithms of NumPy
 * 1.24's legacy RandomState; jitted code draws from Numba 0.56's generators,
 * which are MT19937 too but are separate states (one for the random module,
 * one for np.random, per thread) and differ from NumPy in randint. The
 * algorithms were checked against numpy/random/src (mt19937.c,
 * distributions.c, legacy-distributions.c, _bounded_integers.pyx) and
 * numba/_random.c and numba/cpython/randomimpl.py; the unit tests compare
 * the numbers bit for bit with what those libraries produce.
 *
 * What the two share:
 *   - Seeding with an integer is MT19937's init_genrand. NumPy's legacy
 *     np.random.seed(int) calls mt19937_seed (init_genrand on the 32-bit
 *     seed), not init_by_array as the newer seeding does; Numba's seed calls
 *     numba_rnd_init, which is init_genrand too. A seed also drops the cached
 *     Gaussian.
 *   - A double in [0, 1) takes two 32-bit words, a = w1 >> 5 and
 *     b = w2 >> 6, and is (a * 2^26 + b) / 2^53.
 *   - The normal distribution is the polar Box-Muller method: it makes two
 *     values, returns the second (f * x2) and keeps the first (f * x1) for
 *     the next call; normal(m, s) is m + s * gauss.
 *
 * Where they differ is randint; see np_bounded and numba_randrange below.
 */
#include "rt_random.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/random.h>
#endif

/* Bit-identical results need a * b + c to round twice, as NumPy's and
 * Numba's code does, never to be fused into one fma where the target has
 * one. Clang fuses within an expression unless told not to; GCC does not in
 * ISO C mode (-std=c11) but does in GNU mode, so both are told. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

/* ---- MT19937 -------------------------------------------------------------- */

enum { MT_N = ARRC_MT_N, MT_M = 397 };
#define MT_MATRIX_A 0x9908b0dfU
#define MT_UPPER_MASK 0x80000000U
#define MT_LOWER_MASK 0x7fffffffU

typedef arrc_mt mt_state;

/* init_genrand of the reference implementation (Knuth's multiplier). */
static void mt_init_genrand(mt_state *s, uint32_t seed) {
  s->mt[0] = seed;
  for (uint32_t i = 1; i < MT_N; i++)
    s->mt[i] = 1812433253U * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + i;
  s->left = 0;
  s->has_gauss = false;
  s->gauss = 0.0;
  s->initialized = true;
}

/* init_by_array of the reference implementation. Only used to seed from
 * system entropy, as Numba does for a state no seed call has touched. */
static void mt_init_by_array(mt_state *s, const uint32_t *key, size_t len) {
  uint32_t *mt = s->mt;
  mt_init_genrand(s, 19650218U);
  size_t i = 1, j = 0;
  for (size_t k = MT_N > len ? MT_N : len; k; k--) {
    mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
    i++;
    j++;
    if (i >= MT_N) {
      mt[0] = mt[MT_N - 1];
      i = 1;
    }
    if (j >= len)
      j = 0;
  }
  for (size_t k = MT_N - 1; k; k--) {
    mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
    i++;
    if (i >= MT_N) {
      mt[0] = mt[MT_N - 1];
      i = 1;
    }
  }
  mt[0] = 0x80000000U; /* the most significant bit set keeps the state non-zero */
  s->left = 0;
  s->has_gauss = false;
  s->gauss = 0.0;
  s->initialized = true;
}

/* n 32-bit words of the system's entropy (getrandom), or without it a
 * splitmix64 stream from the time, the process id and an address, which
 * still gives distinct processes distinct streams. */
void arrc_random_entropy(uint32_t *words, size_t n) {
  size_t got = 0, bytes = n * sizeof *words;
#if defined(__linux__)
  while (got < bytes) {
    ssize_t r = getrandom((char *)words + got, bytes - got, 0);
    if (r <= 0)
      break;
    got += (size_t)r;
  }
#endif
  if (got < bytes) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t x = (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^
                 ((uint64_t)getpid() << 32) ^ (uint64_t)(uintptr_t)words;
    for (size_t i = 0; i < n; i++) {
      x += 0x9e3779b97f4a7c15u;
      uint64_t z = x;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
      words[i] = (uint32_t)(z ^ (z >> 31));
    }
  }
}

/* Seeds a state that no seed call reached, from the system's entropy, as
 * NumPy and Numba do: the numbers are then not reproducible, as in Python. */
static void mt_init_from_entropy(mt_state *s) {
  uint32_t key[MT_N];
  arrc_random_entropy(key, MT_N);
  mt_init_by_array(s, key, MT_N);
}

/* Makes the next 624 words (the generation step, "twist"). */
static void mt_refill(mt_state *s) {
  uint32_t *mt = s->mt, y;
  int i;
  for (i = 0; i < MT_N - MT_M; i++) {
    y = (mt[i] & MT_UPPER_MASK) | (mt[i + 1] & MT_LOWER_MASK);
    mt[i] = mt[i + MT_M] ^ (y >> 1) ^ (-(y & 1U) & MT_MATRIX_A);
  }
  for (; i < MT_N - 1; i++) {
    y = (mt[i] & MT_UPPER_MASK) | (mt[i + 1] & MT_LOWER_MASK);
    mt[i] = mt[i + (MT_M - MT_N)] ^ (y >> 1) ^ (-(y & 1U) & MT_MATRIX_A);
  }
  y = (mt[MT_N - 1] & MT_UPPER_MASK) | (mt[0] & MT_LOWER_MASK);
  mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ (-(y & 1U) & MT_MATRIX_A);
  s->left = MT_N;
}

/* Seeds a state never seeded, then makes the next words: the path of a
 * draw that finds no word left. */
static void mt_renew(mt_state *s) {
  if (!s->initialized)
    mt_init_from_entropy(s);
  mt_refill(s);
}

static inline uint32_t mt_next32(mt_state *s) {
  if (s->left <= 0)
    mt_renew(s);
  uint32_t y = s->mt[MT_N - s->left--];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  y ^= y >> 18;
  return y;
}

/* NumPy's next_uint64 for MT19937: the first word is the high half. */
static uint64_t mt_next64(mt_state *s) {
  uint64_t hi = mt_next32(s);
  return hi << 32 | mt_next32(s);
}

static double mt_next_double(mt_state *s) {
  uint32_t a = mt_next32(s) >> 5, b = mt_next32(s) >> 6;
  return ((double)a * 67108864.0 + (double)b) / 9007199254740992.0;
}

/* The polar Box-Muller method with one value cached, identical in NumPy's
 * legacy_gauss and Numba's _gauss_impl. The products and sums are separate
 * statements so that no compiler fuses them (see FP_CONTRACT above). */
static double mt_gauss(mt_state *s) {
  if (s->has_gauss) {
    double g = s->gauss;
    s->has_gauss = false;
    s->gauss = 0.0;
    return g;
  }
  double x1, x2, r2;
  do {
    x1 = 2.0 * mt_next_double(s) - 1.0;
    x2 = 2.0 * mt_next_double(s) - 1.0;
    double xx = x1 * x1, yy = x2 * x2;
    r2 = xx + yy;
  } while (r2 >= 1.0 || r2 == 0.0);
  double f = sqrt(-2.0 * log(r2) / r2);
  s->gauss = f * x1;
  s->has_gauss = true;
  return f * x2;
}

/* lo + width * u, rounded after the product and after the sum, as both
 * libraries compute uniform and normal. */
static double scale_shift(double lo, double width, double u) {
  double t = width * u;
  return lo + t;
}

/* ---- NumPy's bounded integers (masked rejection) --------------------------- */

/* The smallest 2^k - 1 that is >= max (NumPy's gen_mask). */
static uint64_t gen_mask(uint64_t max) {
  uint64_t mask = max;
  mask |= mask >> 1;
  mask |= mask >> 2;
  mask |= mask >> 4;
  mask |= mask >> 8;
  mask |= mask >> 16;
  mask |= mask >> 32;
  return mask;
}

/* A value in [0, rng] by NumPy's random_bounded_uint64_fill with
 * use_masked = true, which legacy RandomState.randint always uses for its
 * backward-compatible streams. A range that fits in 32 bits draws one 32-bit
 * word per try (the full 32-bit range takes the word as it is); a wider range
 * draws a 64-bit value (two words, high first) per try; a range of zero draws
 * nothing. A try whose masked value exceeds rng is thrown away. */
static uint64_t np_bounded(mt_state *s, uint64_t rng) {
  if (rng == 0)
    return 0;
  if (rng <= 0xFFFFFFFFu) {
    if (rng == 0xFFFFFFFFu)
      return mt_next32(s);
    uint32_t mask = (uint32_t)gen_mask(rng), v;
    do
      v = mt_next32(s) & mask;
    while (v > rng);
    return v;
  }
  if (rng == UINT64_MAX)
    return mt_next64(s);
  uint64_t mask = gen_mask(rng), v;
  do
    v = mt_next64(s) & mask;
  while (v > rng);
  return v;
}

/* lo + v in two's complement: the sum is in range for the callers, but its
 * parts may not be, so it is done in unsigned arithmetic (which wraps) and
 * converted back (GCC and Clang define the conversion as modular). */
static int64_t add_offset(int64_t lo, uint64_t v) { return (int64_t)((uint64_t)lo + v); }

/* ---- Numba's randrange -------------------------------------------------- */

/* Numba 0.56's _randrange_impl for a step of 1 and int64 bounds, shared by
 * np.random.randint (numpy = true) and random.randint / randrange (numpy =
 * false). n = stop - start wraps as LLVM's sub does; n <= 0 is an error. For
 * np.random, n == 1 draws nothing, and otherwise nbits is the bit length of
 * n - 1 and each try takes the low nbits of a word (for more than 32 bits,
 * the high part from the first word and the low 32 bits from the second). For
 * the random module, nbits is the bit length of n itself (as CPython's
 * _randbelow), each try takes the top nbits of a word, and for more than 32
 * bits the low 32 bits come first and the high part second (as CPython's
 * getrandbits). Tries of n or more are thrown away. */
static int64_t numba_randrange(mt_state *s, int64_t start, int64_t stop, bool numpy,
                               const arrc_loc *loc) {
  int64_t n = (int64_t)((uint64_t)stop - (uint64_t)start);
  if (n <= 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange()");
  if (numpy && n == 1)
    return start;
  uint64_t top = numpy ? (uint64_t)n - 1 : (uint64_t)n;
  int nbits = 64 - __builtin_clzll(top);
  int64_t r;
  do {
    uint64_t v;
    if (nbits <= 32) {
      uint32_t y = mt_next32(s);
      v = numpy ? (y & (0xFFFFFFFFu >> (32 - nbits))) : (y >> (32 - nbits));
    } else if (numpy) {
      uint64_t hi = mt_next32(s) & (0xFFFFFFFFu >> (64 - nbits));
      uint64_t lo = mt_next32(s);
      v = hi << 32 | lo;
    } else {
      uint64_t lo = mt_next32(s);
      uint64_t hi = mt_next32(s) >> (64 - nbits);
      v = hi << 32 | lo;
    }
    r = (int64_t)v;
  } while (r >= n);
  return add_offset(start, (uint64_t)r);
}

/* ---- walking arrays in C order -------------------------------------------- */

/* NumPy's limit on dimensions (NPY_MAXDIMS in 1.24). */
enum { MAX_DIMS = 32 };

/* An odometer over the elements of a strided array in C order. */
typedef struct {
  const arrc_array *a;
  int64_t left;             /* elements not yet visited */
  char *p;                  /* the next element */
  int64_t idx[MAX_DIMS];
} cwalk;

static void cwalk_init(cwalk *w, const arrc_array *a) {
  if (a->ndim > MAX_DIMS)
    arrc_raise(ARRC_VALUE_ERROR, NULL, "maximum supported dimension for an ndarray is %d, found %d",
               MAX_DIMS, (int)a->ndim);
  w->a = a;
  w->left = a->size;
  w->p = a->data;
  memset(w->idx, 0, sizeof w->idx);
}

/* The next element's address, or NULL after the last. */
static char *cwalk_next(cwalk *w) {
  if (w->left <= 0)
    return NULL;
  char *cur = w->p;
  if (--w->left > 0) {
    const int64_t *shape = ARRC_SHAPE(w->a), *strides = ARRC_STRIDES(w->a);
    for (int32_t d = w->a->ndim - 1; d >= 0; d--) {
      w->p += strides[d];
      if (++w->idx[d] < shape[d])
        break;
      w->p -= strides[d] * shape[d];
      w->idx[d] = 0;
    }
  }
  return cur;
}

_Noreturn static void bad_dtype(const arrc_array *a, const char *what) {
  arrc_raise(ARRC_TYPE_ERROR, NULL, "cannot store %s in an array of dtype %s", what,
             arrc_dtype_name((arrc_dtype)a->dtype));
}

static void check_float_dtype(const arrc_array *a) {
  if (a->dtype != ARRC_FLOAT64 && a->dtype != ARRC_FLOAT32)
    bad_dtype(a, "random floats");
}

static void store_f(const arrc_array *a, char *p, double v) {
  if (a->dtype == ARRC_FLOAT64) {
    memcpy(p, &v, sizeof v);
  } else {
    float f = (float)v;
    memcpy(p, &f, sizeof f);
  }
}

static void check_int_dtype(const arrc_array *a) {
  switch ((arrc_dtype)a->dtype) {
  case ARRC_INT8: case ARRC_INT16: case ARRC_INT32: case ARRC_INT64:
  case ARRC_UINT8: case ARRC_UINT16: case ARRC_UINT32: case ARRC_UINT64:
  case ARRC_FLOAT64:
    return;
  default:
    bad_dtype(a, "random integers");
  }
}

/* Stores an integer draw, truncated to the element's width. */
static void store_i(const arrc_array *a, char *p, int64_t v) {
  switch ((arrc_dtype)a->dtype) {
  case ARRC_INT8: case ARRC_UINT8: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
  case ARRC_INT16: case ARRC_UINT16: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
  case ARRC_INT32: case ARRC_UINT32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
  case ARRC_FLOAT64: { double x = (double)v; memcpy(p, &x, 8); break; }
  default: memcpy(p, &v, 8); break;
  }
}

/* An element of any numeric dtype as a double (for bounds given as arrays). */
static double load_f(const arrc_array *a, const char *p) {
  switch ((arrc_dtype)a->dtype) {
  case ARRC_BOOL: return *(const uint8_t *)p != 0;
  case ARRC_INT8: { int8_t x; memcpy(&x, p, 1); return x; }
  case ARRC_INT16: { int16_t x; memcpy(&x, p, 2); return x; }
  case ARRC_INT32: { int32_t x; memcpy(&x, p, 4); return x; }
  case ARRC_INT64: { int64_t x; memcpy(&x, p, 8); return (double)x; }
  case ARRC_UINT8: return *(const uint8_t *)p;
  case ARRC_UINT16: { uint16_t x; memcpy(&x, p, 2); return x; }
  case ARRC_UINT32: { uint32_t x; memcpy(&x, p, 4); return x; }
  case ARRC_UINT64: { uint64_t x; memcpy(&x, p, 8); return (double)x; }
  case ARRC_FLOAT32: case ARRC_COMPLEX64: { float x; memcpy(&x, p, 4); return x; }
  default: { double x; memcpy(&x, p, 8); return x; }  /* float64, complex128's real part */
  }
}

/* ---- the host generator: NumPy's legacy RandomState ----------------------- */

/* Host code runs on one thread (parallel loops are jitted code), so the
 * host generator needs no lock. */
static mt_state host;

void arrc_random_seed(uint32_t seed) { mt_init_genrand(&host, seed); }

double arrc_random_random(void) { return mt_next_double(&host); }

/* NumPy checks the range once, before any draw, in Python code of
 * RandomState.uniform. */
static void check_range(double lo, double hi, const arrc_loc *loc) {
  if (!isfinite(hi - lo))
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "Range exceeds valid bounds");
}

double arrc_random_uniform_at(double lo, double hi, const arrc_loc *loc) {
  check_range(lo, hi, loc);
  return scale_shift(lo, hi - lo, mt_next_double(&host));
}

double arrc_random_uniform(double lo, double hi) { return arrc_random_uniform_at(lo, hi, NULL); }

double arrc_random_py_uniform(double a, double b) {
  return scale_shift(a, b - a, mt_next_double(&host));
}

/* NumPy's randint: hi is excluded, so the range is hi - 1 - lo, computed in
 * uint64 so that the whole int64 span works. */
int64_t arrc_random_randint(int64_t lo, int64_t hi_exclusive, const arrc_loc *loc) {
  if (lo >= hi_exclusive)
    arrc_raise(ARRC_VALUE_ERROR, loc, "low >= high");
  return add_offset(lo, np_bounded(&host, (uint64_t)hi_exclusive - 1 - (uint64_t)lo));
}

/* random.randint(a, b) in host code. Python's own algorithm (_randbelow
 * with getrandbits) would need Python's generator; §6.8 puts the random
 * module on the NumPy generator, so this is NumPy's masked randint over
 * [a, b], which also handles b = INT64_MAX, where b + 1 would overflow. */
int64_t arrc_random_py_randint(int64_t a, int64_t b, const arrc_loc *loc) {
  if (a > b) {
    /* Python's message: (start, stop, width) with stop = b + 1 and
     * width = stop - start <= 0; both fit in int64 because a > b, and the
     * width's magnitude a - b - 1 fits in uint64. */
    uint64_t mag = (uint64_t)a - (uint64_t)b - 1;
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange() (%lld, %lld, %s%llu)",
               (long long)a, (long long)b + 1, mag ? "-" : "", (unsigned long long)mag);
  }
  return add_offset(a, np_bounded(&host, (uint64_t)b - (uint64_t)a));
}

static void check_scale(double sd, const arrc_loc *loc) {
  if (sd < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "scale < 0");
}

double arrc_random_normal_at(double mean, double sd, const arrc_loc *loc) {
  check_scale(sd, loc);
  return scale_shift(mean, sd, mt_gauss(&host));
}

double arrc_random_normal(double mean, double sd) { return arrc_random_normal_at(mean, sd, NULL); }

double arrc_random_standard_normal(void) { return mt_gauss(&host); }

/* random.gauss(mu, sigma) in host code. Python's random.gauss is a
 * different algorithm (Kinderman-Monahan with its own cache) on Python's
 * generator; since §6.8 makes host code draw from the NumPy generator, the
 * natural counterpart there is np.random.normal, which shares the cached
 * value with np.random.normal and randn. Python makes no check of sigma. */
double arrc_random_gauss(double mean, double sd) { return scale_shift(mean, sd, mt_gauss(&host)); }

void arrc_random_fill_random(arrc_array *a) {
  check_float_dtype(a);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, mt_next_double(&host));
}

void arrc_random_fill_uniform(arrc_array *a, double lo, double hi, const arrc_loc *loc) {
  check_float_dtype(a);
  check_range(lo, hi, loc);
  double width = hi - lo;
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, scale_shift(lo, width, mt_next_double(&host)));
}

void arrc_random_fill_normal(arrc_array *a, double mean, double sd, const arrc_loc *loc) {
  check_float_dtype(a);
  check_scale(sd, loc);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, scale_shift(mean, sd, mt_gauss(&host)));
}

void arrc_random_fill_standard_normal(arrc_array *a) {
  check_float_dtype(a);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, mt_gauss(&host));
}

/* NumPy checks the bounds before drawing, so an empty range is an error
 * even for an empty array. */
void arrc_random_fill_randint(arrc_array *a, int64_t lo, int64_t hi, const arrc_loc *loc) {
  check_int_dtype(a);
  if (lo >= hi)
    arrc_raise(ARRC_VALUE_ERROR, loc, "low >= high");
  uint64_t rng = (uint64_t)hi - 1 - (uint64_t)lo;
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_i(a, p, add_offset(lo, np_bounded(&host, rng)));
}

/* ---- np.random.uniform with broadcast bounds ------------------------------- */

/* A shape as Python prints a tuple, "(4, 3)", "(2,)", "()", or, with
 * compact set, as NumPy's ufunc errors print it, "(4,3)". */
static void format_shape(char *buf, size_t cap, int32_t ndim, const int64_t *shape, bool compact) {
  size_t n = 0;
  n += (size_t)snprintf(buf + n, cap - n, "(");
  for (int32_t i = 0; i < ndim && n < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, "%s%lld", i == 0 ? "" : compact ? "," : ", ",
                          (long long)shape[i]);
  if (n < cap)
    snprintf(buf + n, cap - n, ndim == 1 ? ",)" : ")");
}

enum { SHAPE_TEXT = 32 * 24 + 8 };

/* One operand of a broadcast: a C-contiguous block of doubles. */
typedef struct {
  const double *data;
  int32_t ndim;
  const int64_t *shape;
  int64_t cstride[MAX_DIMS];  /* element strides, 0 along dimensions of length 1 */
} operand;

static void operand_init(operand *o, const double *data, int32_t ndim, const int64_t *shape,
                         const arrc_loc *loc) {
  if (ndim > MAX_DIMS || ndim < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d",
               MAX_DIMS, (int)ndim);
  o->data = data;
  o->ndim = ndim;
  o->shape = shape;
  int64_t step = 1;
  for (int32_t j = ndim - 1; j >= 0; j--) {
    o->cstride[j] = shape[j] == 1 ? 0 : step;
    step *= shape[j];
  }
}

/* The element of o that broadcasts to the multi-index idx of an nd-dimensional
 * result (o's dimensions align with the last ones of the result). */
static double operand_at(const operand *o, int32_t nd, const int64_t *idx) {
  int64_t off = 0;
  for (int32_t j = 0; j < o->ndim; j++)
    off += idx[j + nd - o->ndim] * o->cstride[j];
  return o->data[off];
}

/* Advances a C-order multi-index over shape; false after the last. */
static bool next_index(int32_t nd, const int64_t *shape, int64_t *idx) {
  for (int32_t d = nd - 1; d >= 0; d--) {
    if (++idx[d] < shape[d])
      return true;
    idx[d] = 0;
  }
  return false;
}

static int64_t shape_size(int32_t nd, const int64_t *shape) {
  int64_t n = 1;
  for (int32_t d = 0; d < nd; d++)
    n *= shape[d];
  return n;
}

void arrc_random_fill_uniform_bcast(arrc_array *out, const double *low, int32_t low_ndim,
                                    const int64_t *low_shape, const double *high,
                                    int32_t high_ndim, const int64_t *high_shape,
                                    const arrc_loc *loc) {
  check_float_dtype(out);
  operand lo, hi;
  operand_init(&lo, low, low_ndim, low_shape, loc);
  operand_init(&hi, high, high_ndim, high_shape, loc);
  char s1[SHAPE_TEXT], s2[SHAPE_TEXT];

  /* NumPy first computes the range as np.subtract(high, low), whose
   * broadcasting error names high's shape first, in the ufunc style. */
  int32_t rnd = low_ndim > high_ndim ? low_ndim : high_ndim;
  int64_t rshape[MAX_DIMS];
  for (int32_t d = 0; d < rnd; d++) {
    int32_t jl = d + low_ndim - rnd, jh = d + high_ndim - rnd;
    int64_t a = jh >= 0 ? high_shape[jh] : 1, b = jl >= 0 ? low_shape[jl] : 1;
    if (a != b && a != 1 && b != 1) {
      format_shape(s1, sizeof s1, high_ndim, high_shape, true);
      format_shape(s2, sizeof s2, low_ndim, low_shape, true);
      arrc_raise(ARRC_VALUE_ERROR, loc, "operands could not be broadcast together with shapes %s %s ",
                 s1, s2);
    }
    rshape[d] = a == 1 ? b : a;
  }

  /* Then it requires every range to be finite, before drawing. */
  int64_t idx[MAX_DIMS] = {0};
  if (shape_size(rnd, rshape) > 0) {
    do
      check_range(operand_at(&lo, rnd, idx), operand_at(&hi, rnd, idx), loc);
    while (next_index(rnd, rshape, idx));
  }

  /* Then it broadcasts (out, low, range) as one multi-iterator, whose error
   * names the operand that set the conflicting length (0 is out, 1 low, 2
   * the range) and the one that disagreed, in the tuple style. */
  const int32_t nds[3] = {out->ndim, low_ndim, rnd};
  const int64_t *shapes[3] = {ARRC_SHAPE(out), low_shape, rshape};
  int32_t nd = out->ndim;
  for (int k = 1; k < 3; k++)
    if (nds[k] > nd)
      nd = nds[k];
  if (nd > MAX_DIMS)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d",
               MAX_DIMS, (int)nd);
  int64_t bshape[MAX_DIMS];
  for (int32_t d = 0; d < nd; d++) {
    int src = 0;
    bshape[d] = 1;
    for (int k = 0; k < 3; k++) {
      int32_t j = d + nds[k] - nd;
      if (j < 0 || shapes[k][j] == 1)
        continue;
      if (bshape[d] == 1) {
        bshape[d] = shapes[k][j];
        src = k;
      } else if (bshape[d] != shapes[k][j]) {
        format_shape(s1, sizeof s1, nds[src], shapes[src], false);
        format_shape(s2, sizeof s2, nds[k], shapes[k], false);
        arrc_raise(ARRC_VALUE_ERROR, loc,
                   "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is "
                   "between arg %d with shape %s and arg %d with shape %s.",
                   src, s1, k, s2);
      }
    }
  }

  /* The broadcast shape must be the size itself. */
  bool same = nd == out->ndim;
  for (int32_t d = 0; same && d < nd; d++)
    same = bshape[d] == ARRC_SHAPE(out)[d];
  if (!same) {
    format_shape(s1, sizeof s1, out->ndim, ARRC_SHAPE(out), false);
    format_shape(s2, sizeof s2, nd, bshape, false);
    arrc_raise(ARRC_VALUE_ERROR, loc,
               "Output size %s is not compatible with broadcast dimensions of inputs %s.", s1, s2);
  }

  /* Each element is low + (high - low) * random(), in out's C order. */
  memset(idx, 0, sizeof idx);
  cwalk w;
  cwalk_init(&w, out);
  for (char *p; (p = cwalk_next(&w));) {
    double l = operand_at(&lo, nd, idx), h = operand_at(&hi, nd, idx);
    store_f(out, p, scale_shift(l, h - l, mt_next_double(&host)));
    next_index(nd, ARRC_SHAPE(out), idx);
  }
}

void arrc_random_fill_uniform_tuple(arrc_array *out, const double *low, int64_t nlow,
                                    const double *high, int64_t nhigh, const arrc_loc *loc) {
  arrc_random_fill_uniform_bcast(out, low, 1, &nlow, high, 1, &nhigh, loc);
}

/* A C-contiguous float64 copy of any numeric array (a malloc'd block the
 * caller frees). */
static double *contiguous_doubles(const arrc_array *a, const arrc_loc *loc) {
  size_t n = a->size > 0 ? (size_t)a->size : 1;
  double *d = arrc_malloc(n * sizeof *d, loc);
  cwalk w;
  cwalk_init(&w, a);
  size_t k = 0;
  for (const char *p; (p = cwalk_next(&w));)
    d[k++] = load_f(a, p);
  return d;
}

void arrc_random_fill_uniform_arrays(arrc_array *out, const arrc_array *low,
                                     const arrc_array *high, const arrc_loc *loc) {
  double *l = contiguous_doubles(low, loc), *h = contiguous_doubles(high, loc);
  arrc_random_fill_uniform_bcast(out, l, low->ndim, ARRC_SHAPE(low), h, high->ndim,
                                 ARRC_SHAPE(high), loc);
  free(l);
  free(h);
}

/* ---- the random module in host code: CPython's Random ------------------- */

/* CPython keeps the random module's generator apart from NumPy's, so
 * random.seed never moves np.random's stream, and host code does the same
 * with a second state. Its algorithms are CPython 3.11's, from
 * Modules/_randommodule.c (seeding, random, getrandbits) and Lib/random.py
 * (everything built on them), so that the numbers are bit-identical to
 * Python's. Host code runs on one thread, so it needs no lock either. */
static mt_state pyhost;
static bool pyhost_has_gauss_next;  /* Random.gauss_next is not None */
static double pyhost_gauss_next;

/* random.seed(a) for an integer: init_by_array over the 32-bit words of
 * |a|, least significant first, one word 0 for a = 0, as random_seed does.
 * The magnitude of INT64_MIN fits in uint64. */
static void pyhost_seed_words(uint64_t n) {
  uint32_t key[2] = {(uint32_t)n, (uint32_t)(n >> 32)};
  mt_init_by_array(&pyhost, key, key[1] ? 2 : 1);
  pyhost_has_gauss_next = false;
}

void arrc_pyrandom_seed(int64_t a) { pyhost_seed_words(a < 0 ? 0 - (uint64_t)a : (uint64_t)a); }

/* random.seed(x) for a float: CPython seeds with hash(x) read as an
 * unsigned size_t, so a negative hash is 2**64 + hash, not its magnitude. */
void arrc_pyrandom_seed_hash(int64_t hash) { pyhost_seed_words((uint64_t)hash); }

/* random.seed() or random.seed(None): from the system's entropy. */
void arrc_pyrandom_seed_entropy(void) {
  mt_init_from_entropy(&pyhost);
  pyhost_has_gauss_next = false;
}

double arrc_pyrandom_random(void) { return mt_next_double(&pyhost); }

/* getrandbits(k): k <= 32 takes the top k bits of one word; more takes
 * whole words, least significant first, the last one shifted down to the
 * bits left. Python's ints have no limit; arrc's are int64, so k stops at 63
 * where the result would not fit. */
int64_t arrc_pyrandom_getrandbits(int64_t k, const arrc_loc *loc) {
  if (k < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "number of bits must be non-negative");
  if (k > 63)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "getrandbits(%lld) does not fit in an int64", (long long)k);
  if (k == 0)
    return 0;
  if (k <= 32)
    return (int64_t)(mt_next32(&pyhost) >> (32 - k));
  uint64_t lo = mt_next32(&pyhost);
  uint64_t hi = mt_next32(&pyhost) >> (64 - k);
  return (int64_t)(hi << 32 | lo);
}

/* _randbelow_with_getrandbits(n), n > 0: k = n.bit_length() bits per try,
 * tries of n or more thrown away. */
static uint64_t py_randbelow(uint64_t n) {
  int k = 64 - __builtin_clzll(n);
  uint64_t r;
  do {
    if (k <= 32) {
      r = mt_next32(&pyhost) >> (32 - k);
    } else {
      uint64_t lo = mt_next32(&pyhost);
      r = (uint64_t)(mt_next32(&pyhost) >> (64 - k)) << 32 | lo;
    }
  } while (r >= n);
  return r;
}

int64_t arrc_pyrandom_randbelow(int64_t n) { return n > 0 ? (int64_t)py_randbelow((uint64_t)n) : 0; }

/* random.choice's index: an empty sequence is Python's IndexError. */
int64_t arrc_pyrandom_choice_index(int64_t n, const arrc_loc *loc) {
  if (n <= 0)
    arrc_raise(ARRC_INDEX_ERROR, loc, "Cannot choose from an empty sequence");
  return (int64_t)py_randbelow((uint64_t)n);
}

/* randrange(start, stop, step) with Python's checks and messages. has_stop
 * false is randrange(start). The width is computed in wrapping arithmetic
 * as an unsigned count when it is positive, so that the full int64 span
 * works as it does with Python's unbounded ints. */
int64_t arrc_pyrandom_randrange(int64_t start, int64_t stop, int64_t step, bool has_stop,
                                const arrc_loc *loc) {
  if (!has_stop) {
    if (start > 0)
      return (int64_t)py_randbelow((uint64_t)start);
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange()");
  }
  if (step == 1) {
    if (stop > start)
      return add_offset(start, py_randbelow((uint64_t)stop - (uint64_t)start));
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange() (%lld, %lld, %lld)",
               (long long)start, (long long)stop, (long long)(stop - start));
  }
  if (step == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "zero step for randrange()");
  /* n = ceil(width / step) for either sign of step, in __int128 so that
   * width + step cannot overflow. */
  __int128 width = (__int128)stop - start, n;
  if (step > 0)
    n = (width + step - 1) / step - ((width + step - 1) % step < 0 ? 1 : 0);
  else
    n = (width + step + 1) / step - (((width + step + 1) % step) > 0 ? 1 : 0);
  if (n <= 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange()");
  return (int64_t)((__int128)start + (__int128)step * (__int128)py_randbelow((uint64_t)n));
}

/* randint(a, b) is randrange(a, b + 1); b + 1 is computed without
 * overflow, since b = INT64_MAX is a valid bound in Python. */
int64_t arrc_pyrandom_randint(int64_t a, int64_t b, const arrc_loc *loc) {
  if (a > b) {
    uint64_t mag = (uint64_t)a - (uint64_t)b - 1;
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange() (%lld, %lld, %s%llu)",
               (long long)a, (long long)b + 1, mag ? "-" : "", (unsigned long long)mag);
  }
  uint64_t width = (uint64_t)b - (uint64_t)a + 1;
  if (width != 0)
    return add_offset(a, py_randbelow(width));
  /* The whole int64 span, 2**64 values: Python draws getrandbits(65),
   * three words, until the 65th bit is clear. */
  for (;;) {
    uint64_t lo = mt_next32(&pyhost), hi = mt_next32(&pyhost);
    if ((mt_next32(&pyhost) >> 31) == 0)
      return add_offset(a, hi << 32 | lo);
  }
}

double arrc_pyrandom_uniform(double a, double b) { return scale_shift(a, b - a, mt_next_double(&pyhost)); }

/* gauss: Box-Muller with angle and radius, the second value kept in
 * gauss_next (which seed clears); mu + z * sigma. */
double arrc_pyrandom_gauss(double mu, double sigma) {
  double z;
  if (pyhost_has_gauss_next) {
    z = pyhost_gauss_next;
    pyhost_has_gauss_next = false;
  } else {
    double x2pi = mt_next_double(&pyhost) * (2.0 * M_PI);
    double g2rad = sqrt(-2.0 * log(1.0 - mt_next_double(&pyhost)));
    z = cos(x2pi) * g2rad;
    pyhost_gauss_next = sin(x2pi) * g2rad;
    pyhost_has_gauss_next = true;
  }
  return scale_shift(mu, sigma, z);
}

/* normalvariate: Kinderman and Monahan's ratio of uniforms. */
double arrc_pyrandom_normalvariate(double mu, double sigma) {
  const double nv_magicconst = 4 * exp(-0.5) / sqrt(2.0);
  double z;
  for (;;) {
    double u1 = mt_next_double(&pyhost);
    double u2 = 1.0 - mt_next_double(&pyhost);
    z = nv_magicconst * (u1 - 0.5) / u2;
    double zz = z * z / 4.0;
    if (zz <= -log(u2))
      break;
  }
  return scale_shift(mu, sigma, z);
}

double arrc_pyrandom_lognormvariate(double mu, double sigma) {
  return exp(arrc_pyrandom_normalvariate(mu, sigma));
}

static void check_divisor(double d, const arrc_loc *loc) {
  if (d == 0.0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "float division by zero");
}

double arrc_pyrandom_expovariate(double lambd, const arrc_loc *loc) {
  double u = mt_next_double(&pyhost);
  check_divisor(lambd, loc);
  return -log(1.0 - u) / lambd;
}

double arrc_pyrandom_paretovariate(double alpha, const arrc_loc *loc) {
  double u = 1.0 - mt_next_double(&pyhost);
  check_divisor(alpha, loc);
  return pow(u, -1.0 / alpha);
}

double arrc_pyrandom_weibullvariate(double alpha, double beta, const arrc_loc *loc) {
  double u = 1.0 - mt_next_double(&pyhost);
  check_divisor(beta, loc);
  double t = alpha * pow(-log(u), 1.0 / beta);
  return t;
}

/* triangular(low, high, mode); has_mode false is mode=None (c = 0.5). A
 * zero-width range returns low, as Python's ZeroDivisionError branch does. */
double arrc_pyrandom_triangular(double low, double high, double mode, bool has_mode) {
  double u = mt_next_double(&pyhost);
  double c;
  if (!has_mode)
    c = 0.5;
  else if (high - low == 0.0)
    return low;
  else
    c = (mode - low) / (high - low);
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    double t = low;
    low = high;
    high = t;
  }
  double uc = u * c;
  return scale_shift(low, high - low, sqrt(uc));
}

/* random.sample's choice of algorithm (its checks first): a pool of the n
 * items when a list of n is smaller than a set of k, whose table size
 * Lib/random.py estimates as 21 + 4 ** ceil(log(3k, 4)) for k > 5. */
int64_t arrc_pyrandom_sample_uses_pool(int64_t n, int64_t k, const arrc_loc *loc) {
  if (k < 0 || k > n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Sample larger than population or is negative");
  double setsize = 21;
  if (k > 5)
    setsize += pow(4.0, ceil(log((double)(k * 3)) / log(4.0)));
  return (double)n <= setsize;
}

/* random.choices' checks of the cumulative weights, in Python's order. */
void arrc_pyrandom_check_weights(int64_t nweights, int64_t n, const arrc_loc *loc) {
  if (nweights != n)
    arrc_raise(ARRC_VALUE_ERROR, loc, "The number of weights does not match the population");
}

double arrc_pyrandom_weights_total(double total, const arrc_loc *loc) {
  if (total <= 0.0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Total of weights must be greater than zero");
  if (!isfinite(total))
    arrc_raise(ARRC_VALUE_ERROR, loc, "Total of weights must be finite");
  return total;
}

/* ---- the jitted generators: Numba's -------------------------------------- */

/* Numba's states are thread-local (numba_py_random_state and
 * numba_np_random_state in _random.c) and seeded from entropy on first use,
 * so each thread of a parallel loop has its own streams. */
/* The states live on the heap, one pair per thread, behind thread-local
 * pointers: a library arrc --shared made must load with dlopen, and glibc
 * has only about 1.6 KB of static TLS to give such a library, less than
 * one state. Until a thread first draws, its pointers point at a shared
 * state with no words left; the first use makes the thread's own pair
 * (freed when the thread ends). */
static const mt_state unseeded;
static _Thread_local mt_state *jit_np_state = (mt_state *)&unseeded, *jit_py_state = (mt_state *)&unseeded;

typedef struct {
  mt_state np, py;
} jit_states;

static pthread_key_t jit_states_key;
static pthread_once_t jit_states_once = PTHREAD_ONCE_INIT;

static void free_jit_states(void *states) {
  jit_np_state = jit_py_state = (mt_state *)&unseeded;
  free(states);
}

static void make_jit_states_key(void) { pthread_key_create(&jit_states_key, free_jit_states); }

/* This thread's state behind *slot, made (zero, so unseeded) on first use. */
static mt_state *jit_state(mt_state **slot) {
  if (*slot == &unseeded) {
    jit_states *pair = arrc_calloc(sizeof *pair, NULL);
    pthread_once(&jit_states_once, make_jit_states_key);
    pthread_setspecific(jit_states_key, pair);
    jit_np_state = &pair->np;
    jit_py_state = &pair->py;
  }
  return *slot;
}

void arrc_jit_random_py_seed(uint32_t seed) { mt_init_genrand(jit_state(&jit_py_state), seed); }

double arrc_jit_random_py_random(void) { return mt_next_double(jit_state(&jit_py_state)); }

double arrc_jit_random_py_uniform(double a, double b) {
  return scale_shift(a, b - a, mt_next_double(jit_state(&jit_py_state)));
}

/* Numba's random.randint(a, b) is randrange(a, b + 1), the addition
 * wrapping as in LLVM, so b = INT64_MAX is an empty range there too. */
int64_t arrc_jit_random_py_randint(int64_t a, int64_t b, const arrc_loc *loc) {
  return numba_randrange(jit_state(&jit_py_state), a, (int64_t)((uint64_t)b + 1), false, loc);
}

/* Numba 0.56's random.randrange(start, stop, step): n = stop - start, then
 * for step < 0 (n + step + 1) / step and for step > 1 (n + step - 1) /
 * step, in wrapping arithmetic with truncating division (a step of 0 is no
 * error there: every draw is start); n <= 0 is its ValueError; the result is
 * start + r * step for r drawn below n as randint draws. */
int64_t arrc_jit_random_py_randrange(int64_t start, int64_t stop, int64_t step, const arrc_loc *loc) {
  int64_t n = (int64_t)((uint64_t)stop - (uint64_t)start);
  if (step < 0 || step > 1) {
    int64_t w = (int64_t)((uint64_t)n + (uint64_t)step + (step < 0 ? 1u : (uint64_t)-1));
    n = (w == INT64_MIN && step == -1) ? w : w / step;
  }
  if (n <= 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty range for randrange()");
  int64_t r = numba_randrange(jit_state(&jit_py_state), 0, n, false, loc);
  return (int64_t)((uint64_t)start + (uint64_t)r * (uint64_t)step);
}

double arrc_jit_random_py_gauss(double mu, double sigma) {
  return scale_shift(mu, sigma, mt_gauss(jit_state(&jit_py_state)));
}

void arrc_jit_random_np_seed(uint32_t seed) { mt_init_genrand(jit_state(&jit_np_state), seed); }

double arrc_jit_random_np_random(void) { return mt_next_double(jit_state(&jit_np_state)); }

double arrc_jit_random_np_uniform(double lo, double hi) {
  return scale_shift(lo, hi - lo, mt_next_double(jit_state(&jit_np_state)));
}

int64_t arrc_jit_random_np_randint(int64_t lo, int64_t hi, const arrc_loc *loc) {
  return numba_randrange(jit_state(&jit_np_state), lo, hi, true, loc);
}

double arrc_jit_random_np_normal(double mean, double sd) {
  return scale_shift(mean, sd, mt_gauss(jit_state(&jit_np_state)));
}

double arrc_jit_random_np_standard_normal(void) { return mt_gauss(jit_state(&jit_np_state)); }

void arrc_jit_random_np_fill_random(arrc_array *a) {
  check_float_dtype(a);
  mt_state *s = jit_state(&jit_np_state);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, mt_next_double(s));
}

void arrc_jit_random_np_fill_uniform(arrc_array *a, double lo, double hi) {
  check_float_dtype(a);
  mt_state *s = jit_state(&jit_np_state);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, scale_shift(lo, hi - lo, mt_next_double(s)));
}

void arrc_jit_random_np_fill_normal(arrc_array *a, double mean, double sd) {
  check_float_dtype(a);
  mt_state *s = jit_state(&jit_np_state);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, scale_shift(mean, sd, mt_gauss(s)));
}

void arrc_jit_random_np_fill_standard_normal(arrc_array *a) {
  check_float_dtype(a);
  mt_state *s = jit_state(&jit_np_state);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_f(a, p, mt_gauss(s));
}

void arrc_jit_random_np_fill_randint(arrc_array *a, int64_t lo, int64_t hi, const arrc_loc *loc) {
  check_int_dtype(a);
  mt_state *s = jit_state(&jit_np_state);
  cwalk w;
  cwalk_init(&w, a);
  for (char *p; (p = cwalk_next(&w));)
    store_i(a, p, numba_randrange(s, lo, hi, true, loc));
}

/* ---- the generators for the distributions of random_dist.c -------------- */

arrc_mt *arrc_random_mt(bool jit) { return jit ? jit_state(&jit_np_state) : &host; }
arrc_mt *arrc_jit_random_state(int32_t which) {
  return jit_state(which == ARRC_JIT_PY ? &jit_py_state : &jit_np_state);
}
uint32_t arrc_mt_next32(arrc_mt *s) { return mt_next32(s); }
uint64_t arrc_mt_next64(arrc_mt *s) { return mt_next64(s); }
double arrc_mt_double(arrc_mt *s) { return mt_next_double(s); }
double arrc_mt_gauss(arrc_mt *s) { return mt_gauss(s); }
/* NumPy's random_interval(max) is the masked draw np_bounded makes. */
uint64_t arrc_mt_interval(arrc_mt *s, uint64_t max) { return np_bounded(s, max); }
int64_t arrc_mt_numba_randint(arrc_mt *s, int64_t lo, int64_t hi, const arrc_loc *loc) {
  return numba_randrange(s, lo, hi, true, loc);
}

/* ---- numba.cuda.random: xoroshiro128+ as Numba seeds and jumps it --------- */

static uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t xoro_next(uint64_t *s) {
  uint64_t s0 = s[0], s1 = s[1], r = s0 + s1;
  s1 ^= s0;
  s[0] = rotl64(s0, 55) ^ s1 ^ (s1 << 14);
  s[1] = rotl64(s1, 36);
  return r;
}

/* Advances a generator by 2**64 draws (xoroshiro128+'s jump polynomial). */
static void xoro_jump(uint64_t *s) {
  static const uint64_t jump[2] = {0xbeac0467eba5facbull, 0xd86b048b86aa9922ull};
  uint64_t s0 = 0, s1 = 0;
  for (int i = 0; i < 2; i++)
    for (int b = 0; b < 64; b++) {
      if (jump[i] & (1ull << b)) {
        s0 ^= s[0];
        s1 ^= s[1];
      }
      xoro_next(s);
    }
  s[0] = s0;
  s[1] = s1;
}

arrc_array *arrc_xoroshiro_states(int64_t n, uint64_t seed, uint64_t subsequence_start, const arrc_loc *loc) {
  if (n < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions are not allowed");
  /* Each state is two uint64 words (arrc_xoroshiro_state, s0 then s1):
   * an (n, 2) array, whose first dimension and stride are what the 1-D
   * states type of the program reads; generated code only uses its data
   * pointer. */
  int64_t shape[2] = {n, 2};
  arrc_array *a = arrc_array_new(ARRC_UINT64, 2, shape, true, loc);
  uint64_t *s = (uint64_t *)a->data;
  if (n >= 1) {
    /* SplitMix64 of the seed, as both words of the first state. */
    uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z = z ^ (z >> 31);
    s[0] = s[1] = z;
    for (uint64_t k = 0; k < subsequence_start; k++)
      xoro_jump(s);
    for (int64_t i = 1; i < n; i++) {
      s[2 * i] = s[2 * i - 2];
      s[2 * i + 1] = s[2 * i - 1];
      xoro_jump(s + 2 * i);
    }
  }
  return a;
}
