/* C version of bench/matmul.arr: the same i-j-k triple loop over row-major
 * float64 matrices filled like np.random.seed(2022); np.random.rand(N, N). */
#include "bench.h"

static void matrix_multiplication(int64_t n, const double *A, const double *B, double *C)
{
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < n; j++) {
            double tmp = 0.;
            for (int64_t k = 0; k < n; k++)
                tmp += A[i * n + k] * B[k * n + j];
            C[i * n + j] = tmp;
        }
}

int main(int argc, char **argv)
{
    enum { N = 512 };
    int R = bench_repeats(argc, argv, 5);
    double *t = malloc((size_t)R * sizeof *t);
    double *A = malloc(sizeof(double) * N * N), *B = malloc(sizeof(double) * N * N);
    double *C = calloc((size_t)N * N, sizeof(double));
    mt19937 rng;
    mt_seed(&rng, 2022);
    for (int i = 0; i < N * N; i++) A[i] = mt_double(&rng);
    for (int i = 0; i < N * N; i++) B[i] = mt_double(&rng);

    matrix_multiplication(N, A, B, C);               /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        matrix_multiplication(N, A, B, C);
        t[r] = bench_now() - t0;
    }
    double s = 0.0;
    for (int i = 0; i < N * N; i++)
        s += C[i];
    printf("BENCH matmul seconds=%.6f\n", bench_median(t, R));
    printf("CHECK matmul sum=%.17g c00=%.17g cnn=%.17g\n", s, C[0], C[N * N - 1]);
    return 0;
}
