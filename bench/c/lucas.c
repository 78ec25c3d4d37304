/* C version of bench/lucas.arr: the same doubly recursive function on int64. */
#include "bench.h"

static int64_t lucas(int64_t n)
{
    if (n == 0)
        return 2;
    else if (n == 1)
        return 1;
    else
        return lucas(n - 1) + lucas(n - 2);
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 5);
    double *t = malloc((size_t)R * sizeof *t);
    /* volatile: the argument is not a compile-time constant, as in the
     * Python program, so gcc cannot fold or specialize the call */
    volatile int64_t n = 40;
    int64_t res = lucas(n);                          /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        res = lucas(n);
        t[r] = bench_now() - t0;
    }
    printf("BENCH lucas seconds=%.6f\n", bench_median(t, R));
    printf("CHECK lucas L40=%lld\n", (long long)res);
    return 0;
}
