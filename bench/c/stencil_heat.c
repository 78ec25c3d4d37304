/* C version of bench/stencil_heat.arr: 20 steps of the 5-point heat
 * stencil on a 4000 x 4000 row-major float64 grid, each step writing a
 * freshly allocated zeroed grid whose border stays 0 (what Numba's stencil
 * returns), the interior rows split over OpenMP threads (compile with
 * -fopenmp; bench/run.sh does), and once serial. The arithmetic is the
 * kernel's, in Python's order, so both give Numba's results bit for bit. */
#include "bench.h"

enum { N = 4000, STEPS = 20 };

static void step_rows(int64_t lo, int64_t hi, const double *restrict u, double *restrict v)
{
    const int64_t n = N;
    for (int64_t i = lo; i < hi; i++)
        for (int64_t j = 1; j < n - 1; j++) {
            const double *c = u + i * n + j;
            v[i * n + j] = c[0] + 0.1 * (c[-n] + c[n] + c[-1] + c[1] - 4.0 * c[0]);
        }
}

static double *diffuse(const double *u0, int parallel)
{
    const double *u = u0;
    double *v = NULL;
    for (int s = 0; s < STEPS; s++) {
        v = calloc((size_t)N * N, sizeof(double));
        if (parallel) {
            #pragma omp parallel for schedule(static)
            for (int64_t i = 1; i < N - 1; i++)
                step_rows(i, i + 1, u, v);
        } else {
            step_rows(1, N - 1, u, v);
        }
        if (u != u0)
            free((void *)u);
        u = v;
    }
    return v;
}

static double checksum(const double *u)
{
    double s = 0.0;
    for (int64_t i = 0; i < (int64_t)N * N; i++)
        s += u[i];
    return s;
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 5);
    double *t = malloc((size_t)R * sizeof *t);
    double *ts = malloc((size_t)R * sizeof *ts);
    double *u0 = malloc(sizeof(double) * N * N);
    for (int64_t i = 0; i < N; i++)
        for (int64_t j = 0; j < N; j++)
            u0[i * N + j] = (double)((i * 131 + j * 71) % 256) / 255.0;

    double *out = diffuse(u0, 1);                 /* warm-up (starts the thread pool) */
    for (int r = 0; r < R; r++) {
        free(out);
        double t0 = bench_now();
        out = diffuse(u0, 1);
        t[r] = bench_now() - t0;
    }
    double *out_serial = diffuse(u0, 0);          /* warm-up */
    for (int r = 0; r < R; r++) {
        free(out_serial);
        double t0 = bench_now();
        out_serial = diffuse(u0, 0);
        ts[r] = bench_now() - t0;
    }
    printf("BENCH stencil_heat seconds=%.6f\n", bench_median(t, R));
    printf("BENCH stencil_heat_serial seconds=%.6f\n", bench_median(ts, R));
    printf("CHECK stencil_heat sum=%.17g mid=%.17g serial_sum=%.17g\n", checksum(out),
           out[(int64_t)(N / 2) * N + N / 2], checksum(out_serial));
    return 0;
}
