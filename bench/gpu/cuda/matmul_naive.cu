/* CUDA C version of bench/gpu/matmul_naive.arr: the tutorial's
 * matrix_multiplication_cuda, one thread per element of C from the 2-D grid
 * index (x gives the row, as cuda.grid(2) does), 16x16 blocks, on N x N
 * float32 matrices (N = 2048) drawn as np.random.seed(2022);
 * np.random.rand(N, N).astype(np.float32) draws them. The sum starts as a
 * double, as the tutorial's `tmp = 0.`: each float32 product is converted
 * and added in float64.
 * Build: nvcc -O3 -arch=sm_90 -o m bench/gpu/cuda/matmul_naive.cu; run: ./m [R] [N] */
#include "gbench.h"

__global__ void matrix_multiplication_cuda(const float *A, const float *B, float *C,
                                           int64_t rows, int64_t cols, int64_t inner)
{
    int64_t row = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    int64_t col = (int64_t)blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols) {
        double tmp = 0.;
        for (int64_t k = 0; k < inner; k++)
            tmp += A[row * inner + k] * B[k * cols + col];
        C[row * cols + col] = (float)tmp;
    }
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 11);
    int64_t N = gbench_size(argc, argv, 2048);
    size_t bytes = (size_t)(N * N) * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)calloc((size_t)(N * N), sizeof(float));
    mt19937 rng;
    mt_seed(&rng, 2022);
    for (int64_t i = 0; i < N * N; i++) A[i] = (float)mt_double(&rng);
    for (int64_t i = 0; i < N * N; i++) B[i] = (float)mt_double(&rng);

    dim3 block(16, 16), grid((unsigned)((N + 15) / 16), (unsigned)((N + 15) / 16));

    /* the kernel alone, on device arrays */
    float *dA, *dB, *dC;
    CK(cudaMalloc(&dA, bytes));
    CK(cudaMalloc(&dB, bytes));
    CK(cudaMalloc(&dC, bytes));
    CK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    double kernel_s, launch_s;
    gbench_time_kernel(R, [&] { matrix_multiplication_cuda<<<grid, block>>>(dA, dB, dC, N, N, N); },
                       &kernel_s, &launch_s);
    CK(cudaFree(dA));
    CK(cudaFree(dB));
    CK(cudaFree(dC));

    /* the whole work: transfers in, device allocation, launch, transfer out */
    double total_s = gbench_time_total(R, [&] {
        float *a, *b, *c;
        CK(cudaMalloc(&a, bytes));
        CK(cudaMemcpy(a, A, bytes, cudaMemcpyHostToDevice));
        CK(cudaMalloc(&b, bytes));
        CK(cudaMemcpy(b, B, bytes, cudaMemcpyHostToDevice));
        CK(cudaMalloc(&c, bytes));
        matrix_multiplication_cuda<<<grid, block>>>(a, b, c, N, N, N);
        CK(cudaGetLastError());
        CK(cudaMemcpy(C, c, bytes, cudaMemcpyDeviceToHost));
        CK(cudaFree(a));
        CK(cudaFree(b));
        CK(cudaFree(c));
    });

    double s = 0.0, w = 0.0;
    for (int64_t i = 0; i < N; i++)
        for (int64_t j = 0; j < N; j++) {
            s += C[i * N + j];
            w += (double)C[i * N + j] * (double)((i * 7 + j * 13) % 17 + 1);
        }
    printf("BENCH matmul_naive kernel_s=%.7f launch_s=%.7f total_s=%.7f\n", kernel_s, launch_s, total_s);
    printf("CHECK matmul_naive n=%lld sum=%.6g wsum=%.6g c00=%.6g cnn=%.6g\n", (long long)N, s, w,
           (double)C[0], (double)C[N * N - 1]);
    free(A);
    free(B);
    free(C);
    return 0;
}
