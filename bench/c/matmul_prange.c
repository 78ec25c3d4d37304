/* C version of bench/matmul_prange.arr: the i-j-k triple loop over row-major
 * float64 matrices filled like np.random.seed(2022); np.random.rand(N, N),
 * once with the outer loop split over OpenMP threads (compile with -fopenmp;
 * bench/run.sh does) and once serial. The inner loops are sequential in both,
 * so both give Numba's results bit for bit. The size is a compile-time
 * constant in both (as in bench/c/matmul.c, where the call is inlined with
 * N = 512): gcc vectorizes the j loop then (see bench/RESULTS.md, matmul). */
#include "bench.h"

enum { N = 512 };

/* rows [lo, hi) of C. Not inlined into the OpenMP-outlined function, and with
 * restrict (the three matrices are distinct allocations, which gcc proves by
 * itself for the serial loop inlined into main): otherwise gcc does not
 * vectorize the j loop there, and one thread ran 4.5x slower than serial. */
__attribute__((noinline))
static void matmul_rows(int64_t lo, int64_t hi, const double *restrict A,
                        const double *restrict B, double *restrict C)
{
    const int64_t n = N;
    for (int64_t i = lo; i < hi; i++)
        for (int64_t j = 0; j < n; j++) {
            double tmp = 0.;
            for (int64_t k = 0; k < n; k++)
                tmp += A[i * n + k] * B[k * n + j];
            C[i * n + j] = tmp;
        }
}

static void matmul_parallel(const double *A, const double *B, double *C)
{
    /* the outer loop split in equal contiguous blocks, one per thread */
    #pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < N; i++)
        matmul_rows(i, i + 1, A, B, C);
}

static void matmul_serial(const double *A, const double *B, double *C)
{
    const int64_t n = N;
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < n; j++) {
            double tmp = 0.;
            for (int64_t k = 0; k < n; k++)
                tmp += A[i * n + k] * B[k * n + j];
            C[i * n + j] = tmp;
        }
}

static double checksum(int64_t n, const double *C)
{
    double s = 0.0;
    for (int64_t i = 0; i < n * n; i++)
        s += C[i];
    return s;
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 5);
    double *t = malloc((size_t)R * sizeof *t);
    double *ts = malloc((size_t)R * sizeof *ts);
    double *A = malloc(sizeof(double) * N * N), *B = malloc(sizeof(double) * N * N);
    double *C = calloc((size_t)N * N, sizeof(double));
    double *D = calloc((size_t)N * N, sizeof(double));
    mt19937 rng;
    mt_seed(&rng, 2022);
    for (int i = 0; i < N * N; i++) A[i] = mt_double(&rng);
    for (int i = 0; i < N * N; i++) B[i] = mt_double(&rng);

    matmul_parallel(A, B, C);                     /* warm-up (starts the thread pool) */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        matmul_parallel(A, B, C);
        t[r] = bench_now() - t0;
    }
    matmul_serial(A, B, D);                       /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        matmul_serial(A, B, D);
        ts[r] = bench_now() - t0;
    }
    printf("BENCH matmul_prange seconds=%.6f\n", bench_median(t, R));
    printf("BENCH matmul_prange_serial seconds=%.6f\n", bench_median(ts, R));
    printf("CHECK matmul_prange sum=%.17g c00=%.17g cnn=%.17g serial_sum=%.17g\n",
           checksum(N, C), C[0], C[N * N - 1], checksum(N, D));
    return 0;
}
