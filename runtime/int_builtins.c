/* pow(base, exp, mod) and round(x, ndigits) of Python's ints, for the
 * 64-bit ints arrc has. */
#include "rt_core.h"

/* x mod m in [0, |m|). */
static int64_t reduce(int64_t x, int64_t m) {
  __int128 r = (__int128)x % m;
  if (r < 0)
    r += m < 0 ? -(__int128)m : m;
  return (int64_t)r;
}

/* The inverse of a modulo m (m > 0) by the extended Euclidean algorithm,
 * or -1 when gcd(a, m) is not 1. */
static int64_t inverse(int64_t a, int64_t m) {
  __int128 t = 0, new_t = 1, r = m, new_r = a;
  while (new_r) {
    __int128 q = r / new_r, tmp = t - q * new_t;
    t = new_t;
    new_t = tmp;
    tmp = r - q * new_r;
    r = new_r;
    new_r = tmp;
  }
  if (r != 1)
    return -1;
  return (int64_t)(t < 0 ? t + m : t);
}

int64_t arrc_pow_mod(int64_t base, int64_t exp, int64_t mod, const arrc_loc *loc) {
  if (mod == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "pow() 3rd argument cannot be 0");
  /* Python computes with |mod| and gives the result mod's sign. */
  int64_t m = mod < 0 ? -mod : mod;
  int64_t b = reduce(base, m);
  if (exp < 0) {
    b = m == 1 ? 0 : inverse(b, m);
    if (b < 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "base is not invertible for the given modulus");
    exp = -exp;
  }
  __int128 r = 1 % m, x = b;
  for (uint64_t e = (uint64_t)exp; e; e >>= 1) {
    if (e & 1)
      r = r * x % m;
    x = x * x % m;
  }
  int64_t result = (int64_t)r;
  return mod < 0 && result ? result - m : result;
}

/* round(x, ndigits) of an int: x itself for ndigits >= 0, else rounded to
 * a multiple of 10**-ndigits, halves to the even multiple. */
int64_t arrc_round_i64(int64_t x, int64_t ndigits) {
  if (ndigits >= 0)
    return x;
  if (ndigits < -18)
    return 0;
  __int128 p = 1;
  for (int64_t k = 0; k < -ndigits; k++)
    p *= 10;
  __int128 q = x / p, r = x % p;
  if (r < 0) {
    r += p;
    q -= 1;
  }
  if (2 * r > p || (2 * r == p && (q & 1)))
    q += 1;
  return (int64_t)(q * p);
}
