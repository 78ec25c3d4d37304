/* C version of bench/guvectorize.arr: a moving average with a window of 100
 * over 10^7 float64 values, and the 2000 x 2000 Euclidean distances between
 * two sets of 3-d points, with the inputs of np.random.seed(1) drawn in the
 * same order (random_sample(N), then the two (2000, 3) point sets). Each
 * call allocates its result, as the gufunc call does; guvectorize_out
 * writes the moving average into a preallocated array. */
#include <math.h>
#include "bench.h"

static void move_mean_into(int64_t n, const double *a, int64_t window, double *out)
{
    double asum = 0.0;
    int64_t count = 0;
    for (int64_t i = 0; i < window; i++) {
        asum += a[i];
        count += 1;
        out[i] = asum / (double)count;
    }
    for (int64_t i = window; i < n; i++) {
        asum += a[i] - a[i - window];
        out[i] = asum / (double)count;
    }
}

static double *move_mean(int64_t n, const double *a, int64_t window)
{
    double *out = malloc((size_t)n * sizeof *out);
    move_mean_into(n, a, window, out);
    return out;
}

static double *pairwise(int64_t m, int64_t n, int64_t k, const double *a, const double *b)
{
    double *d = malloc((size_t)(m * n) * sizeof *d);
    for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++) {
            double s = 0.0;
            for (int64_t t = 0; t < k; t++) {
                double diff = a[i * k + t] - b[j * k + t];
                s += diff * diff;
            }
            d[i * n + j] = sqrt(s);
        }
    return d;
}

static double checksum(const double *y, int64_t n)
{
    double s = 0.0;
    for (int64_t i = 0; i < n; i++)
        s += y[i];
    return s;
}

int main(int argc, char **argv)
{
    enum { N = 10000000, P = 2000 };
    int R = bench_repeats(argc, argv, 5);
    double *t = malloc((size_t)R * sizeof *t), *pt = malloc((size_t)R * sizeof *pt), *ot = malloc((size_t)R * sizeof *ot);
    double *signal = malloc(sizeof(double) * N);
    double *pa = malloc(sizeof(double) * P * 3), *pb = malloc(sizeof(double) * P * 3);
    mt19937 rng;
    mt_seed(&rng, 1);
    for (int i = 0; i < N; i++) signal[i] = mt_double(&rng);
    for (int i = 0; i < P * 3; i++) pa[i] = mt_double(&rng);
    for (int i = 0; i < P * 3; i++) pb[i] = mt_double(&rng);
    volatile int64_t window_v = 100;
    int64_t window = window_v;

    double *y = move_mean(N, signal, window);   /* warm-up */
    for (int r = 0; r < R; r++) {
        free(y);
        double t0 = bench_now();
        y = move_mean(N, signal, window);
        t[r] = bench_now() - t0;
    }
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        move_mean_into(N, signal, window, y);
        ot[r] = bench_now() - t0;
    }
    double *d = pairwise(P, P, 3, pa, pb);
    for (int r = 0; r < R; r++) {
        free(d);
        double t0 = bench_now();
        d = pairwise(P, P, 3, pa, pb);
        pt[r] = bench_now() - t0;
    }
    printf("BENCH guvectorize seconds=%.6f\n", bench_median(t, R));
    printf("BENCH guvectorize_pairwise seconds=%.6f\n", bench_median(pt, R));
    printf("BENCH guvectorize_out seconds=%.6f\n", bench_median(ot, R));
    printf("CHECK guvectorize mean=%.17g dist=%.17g\n", checksum(y, N), checksum(d, (int64_t)P * P));
    return 0;
}
