/* Shared helpers of the C benchmarks: a monotonic clock, the median of the
 * repeats, the repeat count from argv[1], and MT19937 with NumPy's legacy
 * RandomState seeding and random_sample(), so that C draws the same numbers
 * as np.random.seed(s); np.random.rand(...) / np.random.uniform(...). */
#ifndef BENCH_H
#define BENCH_H

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L   /* clock_gettime under -std=c11 */
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static inline double bench_median(double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, bench_cmp);
    return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2.0;
}

static inline int bench_repeats(int argc, char **argv, int dflt)
{
    int r = argc > 1 ? atoi(argv[1]) : dflt;
    return r > 0 ? r : dflt;
}

/* MT19937 (Matsumoto & Nishimura), as in NumPy's legacy RandomState. */
typedef struct { uint32_t mt[624]; int mti; } mt19937;

static inline void mt_seed(mt19937 *s, uint32_t seed)   /* np.random.seed(int) */
{
    s->mt[0] = seed;
    for (int i = 1; i < 624; i++)
        s->mt[i] = 1812433253u * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + (uint32_t)i;
    s->mti = 624;
}

static inline uint32_t mt_next32(mt19937 *s)
{
    if (s->mti >= 624) {
        for (int k = 0; k < 624; k++) {
            uint32_t y = (s->mt[k] & 0x80000000u) | (s->mt[(k + 1) % 624] & 0x7fffffffu);
            s->mt[k] = s->mt[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
        }
        s->mti = 0;
    }
    uint32_t y = s->mt[s->mti++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

static inline double mt_double(mt19937 *s)              /* random_sample() */
{
    uint32_t a = mt_next32(s) >> 5, b = mt_next32(s) >> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
}

#endif
