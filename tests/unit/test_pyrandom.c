/* The random module's host generator (runtime/random.c, arrc_pyrandom_*)
 * against numbers CPython 3.11 printed for the same seeds, bit for bit:
 *
 *   import random; random.seed(42); random.random().hex() ...
 *
 * (one expression per test below), and its separation from NumPy's. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "rt_random.h"

static void expect_bits(double got, double want, const char *what, int k) {
  cr_expect(memcmp(&got, &want, sizeof got) == 0, "%s %d: got %a, want %a", what, k, got, want);
}

Test(pyrandom, random_seed_42) {
  static const double want[] = {0x1.4762f307200c5p-1, 0x1.99c6b5eeb2060p-6, 0x1.19a1491f589dcp-2};
  arrc_pyrandom_seed(42);
  for (int k = 0; k < 3; k++)
    expect_bits(arrc_pyrandom_random(), want[k], "random", k);
}

Test(pyrandom, randint_seed_42) {
  static const int64_t want[] = {82, 15, 4, 95, 36, 32, 29, 18};
  arrc_pyrandom_seed(42);
  for (int k = 0; k < 8; k++)
    cr_expect_eq(arrc_pyrandom_randint(1, 100, NULL), want[k], "randint %d", k);
}

Test(pyrandom, getrandbits_seed_42) {
  static const int64_t ks[] = {1, 8, 32, 33, 63};
  static const int64_t want[] = {1, 28, 107420369, 3184935163, 2058755736454904720};
  arrc_pyrandom_seed(42);
  for (int k = 0; k < 5; k++)
    cr_expect_eq(arrc_pyrandom_getrandbits(ks[k], NULL), want[k], "getrandbits(%lld)", (long long)ks[k]);
}

/* gauss keeps the second value of each pair: three calls draw four words. */
Test(pyrandom, gauss_seed_42) {
  static const double want[] = {-0x1.2718d4a9a8111p-3, -0x1.621b486646b7cp-3, -0x1.c7f3240f58c66p-4};
  arrc_pyrandom_seed(42);
  for (int k = 0; k < 3; k++)
    expect_bits(arrc_pyrandom_gauss(0.0, 1.0), want[k], "gauss", k);
}

Test(pyrandom, randrange_seed_42) {
  static const int64_t want[] = {70, 7, 0, 77, 28};
  arrc_pyrandom_seed(42);
  for (int k = 0; k < 5; k++)
    cr_expect_eq(arrc_pyrandom_randrange(0, 100, 7, true, NULL), want[k], "randrange %d", k);
  cr_expect_eq(arrc_pyrandom_randrange(INT64_MIN, INT64_MAX, 1, true, NULL), -5105860564996768880);
}

Test(pyrandom, other_distributions_seed_42) {
  arrc_pyrandom_seed(42);
  expect_bits(arrc_pyrandom_normalvariate(0.0, 1.0), 0x1.f66da833dc5a5p-3, "normalvariate", 0);
  expect_bits(arrc_pyrandom_expovariate(2.0, NULL), 0x1.4957d1933bfdep-3, "expovariate", 0);
  expect_bits(arrc_pyrandom_triangular(0.0, 1.0, 0.3, true), 0x1.08fbaa69ff346p-2, "triangular", 0);
}

/* Seeds use the magnitude's 32-bit words: -42 seeds as 42 does, and a seed
 * of more than 32 bits takes two words. */
Test(pyrandom, seeds) {
  arrc_pyrandom_seed(-42);
  expect_bits(arrc_pyrandom_random(), 0x1.4762f307200c5p-1, "seed(-42)", 0);
  arrc_pyrandom_seed(((int64_t)1 << 40) + 5);
  expect_bits(arrc_pyrandom_random(), 0x1.023e2261153dcp-1, "seed(2**40 + 5)", 0);
  arrc_pyrandom_seed(0);
  expect_bits(arrc_pyrandom_random(), 0x1.b0580f98a7dbep-1, "seed(0)", 0);
}

/* shuffle's draws: _randbelow(i + 1) for i from n - 1 down to 1. */
Test(pyrandom, shuffle_seed_42) {
  static const int64_t want[] = {7, 3, 2, 8, 5, 6, 9, 4, 0, 1};
  int64_t x[10];
  for (int k = 0; k < 10; k++)
    x[k] = k;
  arrc_pyrandom_seed(42);
  for (int i = 9; i > 0; i--) {
    int64_t j = arrc_pyrandom_randbelow(i + 1), t = x[i];
    x[i] = x[j];
    x[j] = t;
  }
  for (int k = 0; k < 10; k++)
    cr_expect_eq(x[k], want[k], "shuffle item %d", k);
}

/* random.seed leaves NumPy's generator where it was. */
Test(pyrandom, separate_from_numpy) {
  arrc_random_seed(7);
  double first = arrc_random_random();
  arrc_random_seed(7);
  arrc_pyrandom_seed(1);
  arrc_pyrandom_random();
  expect_bits(arrc_random_random(), first, "np.random after random.seed", 0);
}
