/* C version of bench/gaussian_pdf.arr: the float32 ufunc
 * exp(-0.5 * ((x - mean) / sigma)**2) / (sigma * SQRT_2PI) over 10 million
 * float32 values from np.random.seed(1); np.random.uniform(-3, 3, N).astype(float32),
 * with Numba's types: (x - mean) / sigma and its square in float32 (**2 is a
 * multiplication), -0.5 * that in float64, exp in float64, the denominator in
 * float32, the quotient in float64, rounded to float32. Each call allocates
 * its result, as the ufunc does. */
#include <math.h>
#include "bench.h"

static float *gaussian_pdf(int64_t n, const float *x, float mean, float sigma, float sqrt_2pi)
{
    float *y = malloc((size_t)n * sizeof *y);
    for (int64_t i = 0; i < n; i++) {
        float d = (x[i] - mean) / sigma;
        float sq = d * d;
        double e = exp(-0.5 * (double)sq);
        float den = sigma * sqrt_2pi;
        y[i] = (float)(e / (double)den);
    }
    return y;
}

int main(int argc, char **argv)
{
    enum { N = 10000000 };
    int R = bench_repeats(argc, argv, 11);
    double *t = malloc((size_t)R * sizeof *t);
    float *x = malloc(sizeof(float) * N);
    mt19937 rng;
    mt_seed(&rng, 1);
    for (int i = 0; i < N; i++) x[i] = (float)(-3.0 + 6.0 * mt_double(&rng));
    const float sqrt_2pi = (float)sqrt(2 * M_PI);   /* np.float32((2*math.pi)**0.5) */
    volatile float mean_v = 0.0f, sigma_v = 1.0f;   /* run-time values, as for the ufunc */
    float mean = mean_v, sigma = sigma_v;

    float *y = gaussian_pdf(N, x, mean, sigma, sqrt_2pi);   /* warm-up */
    for (int r = 0; r < R; r++) {
        free(y);
        double t0 = bench_now();
        y = gaussian_pdf(N, x, mean, sigma, sqrt_2pi);
        t[r] = bench_now() - t0;
    }
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += y[i];
    printf("BENCH gaussian_pdf seconds=%.6f\n", bench_median(t, R));
    printf("CHECK gaussian_pdf sum=%.17g y0=%.9g ylast=%.9g\n", s, (double)y[0], (double)y[N - 1]);
    return 0;
}
