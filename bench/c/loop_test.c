/* C version of bench/loop_test.arr: result += i * j * 0.1, with i * j an int64
 * product converted to double, summed in order (no -ffast-math, so gcc keeps
 * the sequential float64 reduction, as Numba does without fastmath=True). */
#include "bench.h"

static double loop_test(int64_t n)
{
    double result = 0.0;
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < n; j++)
            result += (double)(i * j) * 0.1;
    return result;
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 11);
    double *t = malloc((size_t)R * sizeof *t);
    /* volatile: keep gcc from evaluating the whole loop nest at compile time
     * (Numba compiles the constant bounds in; neither can fold 1e8 float adds) */
    volatile int64_t n = 10000;
    double res = loop_test(n);                       /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        res = loop_test(n);
        t[r] = bench_now() - t0;
    }
    printf("BENCH loop_test seconds=%.6f\n", bench_median(t, R));
    printf("CHECK loop_test result=%.17g\n", res);
    return 0;
}
