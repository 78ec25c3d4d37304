/* np.random.default_rng(seed): NumPy 1.24's Generator over PCG64, seeded by
 * its SeedSequence (LANGUAGE.md §6.8), bit-identical to NumPy's.
 *
 * SeedSequence (numpy/random/bit_generator.pyx) turns the seed's 32-bit
 * words into a pool of four words with its hashmix/mix functions, then
 * draws the state words from the pool; PCG64 (numpy/random/src/pcg64)
 * takes four 64-bit words as its 128-bit initial state and increment and
 * steps an LCG, each output the XSL-RR of the new state. Its 32-bit draws
 * use both halves of a 64-bit output, the low half first.
 *
 * The methods follow _generator.pyx: random is 53 bits of a draw over
 * 2^53; integers is Lemire's multiply-and-reject (not RandomState's masked
 * rejection), on 32-bit draws where the range fits them; choice without
 * replacement is Floyd's algorithm with a hash set, then a shuffle. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_random.h"

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

typedef unsigned __int128 u128;

struct arrc_generator {
  u128 state, inc;
  bool has_uint32; /* the high half of the last 64-bit draw waits in uinteger */
  uint32_t uinteger;
  arrc_generator *next;
};

/* Every Generator made, which lives as long as the program (a Generator has
 * no reference count; they are few), so that none counts as leaked. */
static arrc_generator *all_generators;

_Noreturn static void value_error(const arrc_loc *loc, const char *msg) {
  arrc_raise(ARRC_VALUE_ERROR, loc, "%s", msg);
}

/* ---- SeedSequence ---------------------------------------------------------- */

enum { POOL_SIZE = 4 };
#define INIT_A 0x43b0d7e5u
#define MULT_A 0x931e8875u
#define INIT_B 0x8b51f9ddu
#define MULT_B 0x58f38dedu
#define MIX_MULT_L 0xca01f9ddu
#define MIX_MULT_R 0x4973f715u

static uint32_t hashmix(uint32_t value, uint32_t *hash_const) {
  value ^= *hash_const;
  *hash_const *= MULT_A;
  value *= *hash_const;
  value ^= value >> 16;
  return value;
}

static uint32_t mix(uint32_t x, uint32_t y) {
  uint32_t r = MIX_MULT_L * x - MIX_MULT_R * y;
  r ^= r >> 16;
  return r;
}

/* The pool SeedSequence makes from entropy words. */
static void seed_pool(const uint32_t *entropy, int n, uint32_t pool[POOL_SIZE]) {
  uint32_t hash_const = INIT_A;
  for (int i = 0; i < POOL_SIZE; i++)
    pool[i] = hashmix(i < n ? entropy[i] : 0, &hash_const);
  for (int src = 0; src < POOL_SIZE; src++)
    for (int dst = 0; dst < POOL_SIZE; dst++)
      if (src != dst)
        pool[dst] = mix(pool[dst], hashmix(pool[src], &hash_const));
  for (int src = POOL_SIZE; src < n; src++)
    for (int dst = 0; dst < POOL_SIZE; dst++)
      pool[dst] = mix(pool[dst], hashmix(entropy[src], &hash_const));
}

/* generate_state(n64, uint64): 2 * n64 words cycled from the pool, paired
 * little-endian into 64-bit words. */
static void generate_state(const uint32_t pool[POOL_SIZE], int n64, uint64_t *out) {
  uint32_t hash_const = INIT_B;
  for (int i = 0; i < 2 * n64; i++) {
    uint32_t v = pool[i % POOL_SIZE];
    v ^= hash_const;
    hash_const *= MULT_B;
    v *= hash_const;
    v ^= v >> 16;
    if (i % 2 == 0)
      out[i / 2] = v;
    else
      out[i / 2] |= (uint64_t)v << 32;
  }
}

/* ---- PCG64 ------------------------------------------------------------------ */

static const u128 PCG_MULT = ((u128)2549297995355413924ULL << 64) | 4865540595714422341ULL;

static void pcg_step(arrc_generator *g) { g->state = g->state * PCG_MULT + g->inc; }

static uint64_t pcg_next64(arrc_generator *g) {
  pcg_step(g);
  uint64_t hi = (uint64_t)(g->state >> 64), lo = (uint64_t)g->state;
  unsigned rot = (unsigned)(hi >> 58);
  uint64_t x = hi ^ lo;
  return (x >> rot) | (x << ((64 - rot) & 63));
}

static uint32_t pcg_next32(arrc_generator *g) {
  if (g->has_uint32) {
    g->has_uint32 = false;
    return g->uinteger;
  }
  uint64_t next = pcg_next64(g);
  g->has_uint32 = true;
  g->uinteger = (uint32_t)(next >> 32);
  return (uint32_t)(next & 0xffffffffu);
}

static double pcg_next_double(arrc_generator *g) { return (double)(pcg_next64(g) >> 11) * (1.0 / 9007199254740992.0); }

static uint32_t src_next32(void *s) { return pcg_next32(s); }
static uint64_t src_next64(void *s) { return pcg_next64(s); }
static double src_next_double(void *s) { return pcg_next_double(s); }

static arrc_bitsrc source(arrc_generator *g) { return (arrc_bitsrc){g, src_next32, src_next64, src_next_double}; }

void arrc_seed_sequence_state(uint64_t seed, uint64_t out[4]) {
  uint32_t entropy[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)}, pool[POOL_SIZE];
  seed_pool(entropy, entropy[1] ? 2 : 1, pool);
  generate_state(pool, 4, out);
}

uint64_t arrc_generator_next64(arrc_generator *g) { return pcg_next64(g); }

uint32_t arrc_generator_next32(arrc_generator *g) { return pcg_next32(g); }

arrc_generator *arrc_generator_new(int64_t seed, bool has_seed, const arrc_loc *loc) {
  uint32_t entropy[POOL_SIZE];
  int n;
  if (has_seed) {
    if (seed < 0)
      value_error(loc, "expected non-negative integer");
    /* The seed's 32-bit words, least significant first; 0 is one word. */
    uint64_t v = (uint64_t)seed;
    entropy[0] = (uint32_t)v;
    entropy[1] = (uint32_t)(v >> 32);
    n = entropy[1] ? 2 : 1;
  } else {
    /* SeedSequence() takes 128 bits of system entropy. */
    n = POOL_SIZE;
    arrc_random_entropy(entropy, POOL_SIZE);
  }
  uint32_t pool[POOL_SIZE];
  seed_pool(entropy, n, pool);
  uint64_t words[4];
  generate_state(pool, 4, words);
  arrc_generator *g = calloc(1, sizeof *g);
  if (!g)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "out of memory");
  u128 initstate = ((u128)words[0] << 64) | words[1], initseq = ((u128)words[2] << 64) | words[3];
  g->next = all_generators;
  all_generators = g;
  g->state = 0;
  g->inc = (initseq << 1) | 1;
  pcg_step(g);
  g->state += initstate;
  pcg_step(g);
  return g;
}

/* ---- random, uniform ---------------------------------------------------------- */

double arrc_generator_random(arrc_generator *g) { return pcg_next_double(g); }

float arrc_generator_random_f32(arrc_generator *g) { return (float)(pcg_next32(g) >> 8) * (1.0f / 16777216.0f); }

void arrc_generator_fill_random(arrc_generator *g, arrc_array *out) {
  int64_t n = out->size;
  if (out->dtype == ARRC_FLOAT32) {
    float *d = (float *)out->data;
    for (int64_t i = 0; i < n; i++)
      d[i] = arrc_generator_random_f32(g);
  } else {
    double *d = (double *)out->data;
    for (int64_t i = 0; i < n; i++)
      d[i] = pcg_next_double(g);
  }
}

static double uniform_range(double low, double high, const arrc_loc *loc) {
  double range = high - low;
  if (!isfinite(range))
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "high - low range exceeds valid bounds");
  if (!isnan(range) && signbit(range))
    value_error(loc, "high - low < 0");
  return range;
}

double arrc_generator_uniform(arrc_generator *g, double low, double high, const arrc_loc *loc) {
  double range = uniform_range(low, high, loc);
  return low + range * pcg_next_double(g);
}

void arrc_generator_fill_uniform(arrc_generator *g, arrc_array *out, double low, double high, const arrc_loc *loc) {
  double range = uniform_range(low, high, loc);
  double *d = (double *)out->data;
  for (int64_t i = 0; i < out->size; i++)
    d[i] = low + range * pcg_next_double(g);
}

/* ---- integers ------------------------------------------------------------------- */

/* random_bounded_uint64 without masking: a value in [0, rng]. */
static uint64_t bounded(arrc_generator *g, uint64_t rng) {
  if (rng == 0)
    return 0;
  if (rng <= 0xFFFFFFFFu) {
    if (rng == 0xFFFFFFFFu)
      return pcg_next32(g);
    uint32_t rng_excl = (uint32_t)rng + 1;
    uint64_t m = (uint64_t)pcg_next32(g) * rng_excl;
    uint32_t leftover = (uint32_t)m;
    if (leftover < rng_excl) {
      uint32_t threshold = (UINT32_MAX - (uint32_t)rng) % rng_excl;
      while (leftover < threshold) {
        m = (uint64_t)pcg_next32(g) * rng_excl;
        leftover = (uint32_t)m;
      }
    }
    return m >> 32;
  }
  if (rng == UINT64_MAX)
    return pcg_next64(g);
  uint64_t rng_excl = rng + 1;
  u128 m = (u128)pcg_next64(g) * rng_excl;
  uint64_t leftover = (uint64_t)m;
  if (leftover < rng_excl) {
    uint64_t threshold = (UINT64_MAX - rng) % rng_excl;
    while (leftover < threshold) {
      m = (u128)pcg_next64(g) * rng_excl;
      leftover = (uint64_t)m;
    }
  }
  return (uint64_t)(m >> 64);
}

/* The inclusive range of integers(low, high, endpoint), with NumPy's error. */
static uint64_t integer_range(int64_t low, int64_t high, bool endpoint, const arrc_loc *loc) {
  if (!endpoint) {
    if (high == INT64_MIN || low > high - 1)
      arrc_raise(ARRC_VALUE_ERROR, loc, low == 0 ? "high <= 0" : "low >= high");
    high -= 1;
  } else if (low > high) {
    arrc_raise(ARRC_VALUE_ERROR, loc, low == 0 ? "high < 0" : "low > high");
  }
  return (uint64_t)high - (uint64_t)low;
}

int64_t arrc_generator_integers(arrc_generator *g, int64_t low, int64_t high, bool endpoint, const arrc_loc *loc) {
  uint64_t rng = integer_range(low, high, endpoint, loc);
  return (int64_t)((uint64_t)low + bounded(g, rng));
}

/* An empty size= makes an empty array before the bounds are looked at. */
void arrc_generator_fill_integers(arrc_generator *g, arrc_array *out, int64_t low, int64_t high, bool endpoint,
                                  const arrc_loc *loc) {
  if (out->size == 0)
    return;
  uint64_t rng = integer_range(low, high, endpoint, loc);
  int64_t *d = (int64_t *)out->data;
  for (int64_t i = 0; i < out->size; i++)
    d[i] = (int64_t)((uint64_t)low + bounded(g, rng));
}

/* ---- shuffle, permutation, choice ---------------------------------------------------- */

void arrc_generator_shuffle(arrc_generator *g, arrc_array *x) {
  arrc_bitsrc src = source(g);
  arrc_bitsrc_shuffle(x, &src);
}

arrc_array *arrc_generator_permutation(arrc_generator *g, const arrc_array *x, int64_t n, const arrc_loc *loc) {
  arrc_array *r;
  if (x) {
    r = arrc_array_copy(x, loc);
  } else {
    int64_t len = n > 0 ? n : 0;
    r = arrc_array_new(ARRC_INT64, 1, &len, false, loc);
    for (int64_t i = 0; i < len; i++)
      ((int64_t *)r->data)[i] = i;
  }
  arrc_generator_shuffle(g, r);
  return r;
}

/* _shuffle_int: swaps from n - 1 down to first. */
static void shuffle_int(arrc_generator *g, int64_t n, int64_t first, int64_t *data) {
  for (int64_t i = n - 1; i >= first; i--) {
    int64_t j = (int64_t)bounded(g, (uint64_t)i);
    int64_t t = data[j];
    data[j] = data[i];
    data[i] = t;
  }
}

static uint64_t mask_of(uint64_t v) {
  v |= v >> 1;
  v |= v >> 2;
  v |= v >> 4;
  v |= v >> 8;
  v |= v >> 16;
  v |= v >> 32;
  return v;
}

/* count distinct indices below pop without weights: a partial shuffle of
 * the whole range for a large population and sample, else Floyd's
 * algorithm with an open-addressed hash set, then (with shuffle) a shuffle
 * of the result. */
static void floyd(arrc_generator *g, int64_t pop, int64_t count, bool shuffle, int64_t *idx) {
  int64_t cutoff = shuffle ? 50 : 20;
  if (pop > 10000 && count > pop / cutoff) {
    int64_t *all = malloc((size_t)pop * sizeof *all);
    for (int64_t i = 0; i < pop; i++)
      all[i] = i;
    shuffle_int(g, pop, pop - count > 1 ? pop - count : 1, all);
    memcpy(idx, all + (pop - count), (size_t)count * sizeof *idx);
    free(all);
    return;
  }
  uint64_t set_size = (uint64_t)(1.2 * (double)count);
  uint64_t mask = mask_of(set_size);
  set_size = 1 + mask;
  uint64_t *set = malloc((size_t)set_size * sizeof *set);
  memset(set, 0xff, (size_t)set_size * sizeof *set);
  for (int64_t j = pop - count; j < pop; j++) {
    uint64_t val = bounded(g, (uint64_t)j);
    uint64_t loc = val & mask;
    while (set[loc] != UINT64_MAX && set[loc] != val)
      loc = (loc + 1) & mask;
    if (set[loc] == UINT64_MAX) {
      set[loc] = val;
      idx[j - pop + count] = (int64_t)val;
    } else {
      loc = (uint64_t)j & mask;
      while (set[loc] != UINT64_MAX)
        loc = (loc + 1) & mask;
      set[loc] = (uint64_t)j;
      idx[j - pop + count] = j;
    }
  }
  free(set);
  if (shuffle)
    shuffle_int(g, count, 1, idx);
}

/* The draws of choice, its arguments checked (pa: p's values or NULL). */
static void gen_choice(arrc_generator *g, int64_t pop, int64_t count, bool replace, const arrc_array *pa,
                       bool shuffle, int64_t *idx) {
  arrc_bitsrc src = source(g);
  if (pa)
    arrc_choice_weighted(&src, (const double *)pa->data, pop, count, replace, idx);
  else if (replace)
    for (int64_t i = 0; i < count; i++)
      idx[i] = (int64_t)bounded(g, (uint64_t)(pop - 1));
  else
    floyd(g, pop, count, shuffle, idx);
}

static int64_t population(const arrc_array *a, int64_t n, int64_t count, const arrc_loc *loc) {
  if (!a) {
    if (n <= 0 && count != 0)
      value_error(loc, "a must be a positive integer unless no samples are taken");
    return n;
  }
  if (a->size == 0 && count != 0)
    value_error(loc, "a cannot be empty unless no samples are taken");
  if (a->ndim != 1)
    value_error(loc, "choice() of an array of more than one dimension is not supported by arrc; choose row indices");
  return a->size;
}

int64_t arrc_generator_choice_index(arrc_generator *g, const arrc_array *a, int64_t n, bool replace,
                                    const arrc_array *p, bool shuffle, const arrc_loc *loc) {
  int64_t idx = 0, pop = population(a, n, 1, loc);
  arrc_array *pa = arrc_choice_checks(pop, 1, replace, p, true, loc);
  gen_choice(g, pop, 1, replace, pa, shuffle, &idx);
  if (pa)
    arrc_array_decref(pa);
  return idx;
}

arrc_array *arrc_generator_choice(arrc_generator *g, const arrc_array *a, int64_t n, int32_t ndim,
                                  const int64_t *shape, bool replace, const arrc_array *p, bool shuffle,
                                  const arrc_loc *loc) {
  int64_t count = 1;
  for (int32_t d = 0; d < ndim; d++) {
    if (shape[d] < 0)
      value_error(loc, "negative dimensions are not allowed");
    count *= shape[d];
  }
  int64_t pop = population(a, n, count, loc);
  arrc_array *pa = arrc_choice_checks(pop, count, replace, p, true, loc);
  int64_t *idx = malloc((size_t)(count > 0 ? count : 1) * sizeof *idx);
  gen_choice(g, pop, count, replace, pa, shuffle, idx);
  if (pa)
    arrc_array_decref(pa);
  arrc_array *r = arrc_array_new(a ? (arrc_dtype)a->dtype : ARRC_INT64, ndim, shape, false, loc);
  if (!a) {
    memcpy(r->data, idx, (size_t)count * sizeof *idx);
  } else {
    int64_t st = ARRC_STRIDES(a)[0];
    for (int64_t i = 0; i < count; i++)
      memcpy(r->data + i * r->itemsize, a->data + idx[i] * st, (size_t)r->itemsize);
  }
  free(idx);
  return r;
}
