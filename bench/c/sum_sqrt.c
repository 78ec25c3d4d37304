/* C version of bench/sum_sqrt.arr: the sum of sqrt over 10 million float64
 * values from np.random.seed(2024); np.random.rand(N), summed in order (no
 * -ffast-math, so the float64 reduction stays sequential, as in Numba without
 * fastmath=True). sum_sqrt_expr is Numba's np.sum(np.sqrt(a)): a temporary
 * array of the roots, then the same sequential sum. */
#include <math.h>
#include "bench.h"

static double sum_sqrt(int64_t n, const double *a)
{
    double s = 0.0;
    for (int64_t i = 0; i < n; i++)
        s += sqrt(a[i]);
    return s;
}

static double sum_sqrt_expr(int64_t n, const double *a)
{
    double *tmp = malloc((size_t)n * sizeof *tmp);
    for (int64_t i = 0; i < n; i++)
        tmp[i] = sqrt(a[i]);
    double s = 0.0;
    for (int64_t i = 0; i < n; i++)
        s += tmp[i];
    free(tmp);
    return s;
}

int main(int argc, char **argv)
{
    enum { N = 10000000 };
    int R = bench_repeats(argc, argv, 11);
    double *t = malloc((size_t)R * sizeof *t);
    double *te = malloc((size_t)R * sizeof *te);
    double *a = malloc(sizeof(double) * N);
    mt19937 rng;
    mt_seed(&rng, 2024);
    for (int i = 0; i < N; i++) a[i] = mt_double(&rng);

    double s = sum_sqrt(N, a);                       /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        s = sum_sqrt(N, a);
        t[r] = bench_now() - t0;
    }
    double e = sum_sqrt_expr(N, a);                  /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        e = sum_sqrt_expr(N, a);
        te[r] = bench_now() - t0;
    }
    printf("BENCH sum_sqrt seconds=%.6f\n", bench_median(t, R));
    printf("BENCH sum_sqrt_expr seconds=%.6f\n", bench_median(te, R));
    printf("CHECK sum_sqrt loop=%.17g expr=%.17g\n", s, e);
    return 0;
}
