/* Python's hash() of the values that may be dict keys and set elements,
 * with CPython 3.11's values (Python/pyhash.c, Objects/longobject.c,
 * Objects/tupleobject.c), since a set's printed order follows them.
 * Strings are the exception: Python seeds their hash at random in each
 * process, so no program can rely on it; arrc uses FNV-1a. */
#include <math.h>
#include <string.h>

#include "rt_dict.h"

/* Integers hash to their value modulo the Mersenne prime 2**61 - 1, with
 * the sign kept, and -1 (the C API's error value) becomes -2. */
#define HASH_BITS 61
#define HASH_MODULUS (((uint64_t)1 << HASH_BITS) - 1)
#define HASH_INF 314159

int64_t arrc_hash_u64(uint64_t x) {
  return (int64_t)(x % HASH_MODULUS);
}

int64_t arrc_hash_i64(int64_t x) {
  uint64_t m = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
  int64_t h = (int64_t)(m % HASH_MODULUS);
  if (x < 0)
    h = -h;
  return h == -1 ? -2 : h;
}

/* _Py_HashDouble: the float's value as a rational, reduced modulo the
 * prime, so that hash(2.0) == hash(2). A NaN hashes to 0 here (Python 3.11
 * hashes each NaN object by its address). */
int64_t arrc_hash_f64(double v) {
  if (!isfinite(v))
    return isinf(v) ? (v > 0 ? HASH_INF : -HASH_INF) : 0;
  int e;
  double m = frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  uint64_t x = 0;
  while (m) {
    x = ((x << 28) & HASH_MODULUS) | x >> (HASH_BITS - 28);
    m *= 268435456.0; /* 2**28 */
    e -= 28;
    uint64_t y = (uint64_t)m;
    m -= (double)y;
    x += y;
    if (x >= HASH_MODULUS)
      x -= HASH_MODULUS;
  }
  e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
  x = ((x << e) & HASH_MODULUS) | x >> (HASH_BITS - e);
  int64_t h = (int64_t)x * sign;
  return h == -1 ? -2 : h;
}

int64_t arrc_hash_str(const arrc_str *s) {
  uint64_t h = 14695981039346656037ull;
  for (int64_t i = 0; i < s->len; i++)
    h = (h ^ (unsigned char)s->data[i]) * 1099511628211ull;
  int64_t r = (int64_t)(h >> 1);
  return r == -1 ? -2 : r;
}

/* tuplehash of CPython 3.8 and later: xxHash's round over the elements'
 * hashes, then the length. */
#define XXPRIME_1 11400714785074694791ull
#define XXPRIME_2 14029467366897019727ull
#define XXPRIME_5 2870177450012600261ull

uint64_t arrc_hash_tuple_start(void) { return XXPRIME_5; }

uint64_t arrc_hash_tuple_lane(uint64_t acc, int64_t lane) {
  acc += (uint64_t)lane * XXPRIME_2;
  acc = (acc << 31) | (acc >> 33);
  return acc * XXPRIME_1;
}

int64_t arrc_hash_tuple_end(uint64_t acc, int64_t n) {
  acc += (uint64_t)n ^ (XXPRIME_5 ^ 3527539ull);
  return acc == (uint64_t)-1 ? 1546275796 : (int64_t)acc;
}
