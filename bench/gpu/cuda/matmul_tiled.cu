/* CUDA C version of bench/gpu/matmul_tiled.arr: the tutorial's
 * matrix_multiplication_cuda_fast, TPB x TPB float32 tiles in shared memory
 * with __syncthreads(), TPB = 16, on N x N float32 matrices (N = 2048, a
 * multiple of TPB) drawn as np.random.seed(2022); np.random.rand(N, N)
 * .astype(np.float32) draws them. Written as the tutorial's kernel is: x from
 * the grid's x index is the row, the early return tests `and`, the sum is a
 * double (`tmp = 0.`).
 * Build: nvcc -O3 -arch=sm_90 -o m bench/gpu/cuda/matmul_tiled.cu; run: ./m [R] [N] */
#include "gbench.h"

#define TPB 16

__global__ void matrix_multiplication_cuda_fast(const float *A, const float *B, float *C,
                                                int64_t rows, int64_t cols, int64_t inner)
{
    __shared__ float sA[TPB][TPB];
    __shared__ float sB[TPB][TPB];

    int64_t x = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    int64_t y = (int64_t)blockIdx.y * blockDim.y + threadIdx.y;

    int64_t tx = threadIdx.x;
    int64_t ty = threadIdx.y;
    int64_t bpg = gridDim.x;    /* blocks per grid */

    if (x >= rows && y >= cols)
        return;

    double tmp = 0.;
    for (int64_t i = 0; i < bpg; i++) {
        sA[tx][ty] = A[x * inner + (ty + i * TPB)];
        sB[tx][ty] = B[(tx + i * TPB) * cols + y];
        __syncthreads();
        for (int j = 0; j < TPB; j++)
            tmp += sA[tx][j] * sB[j][ty];
        __syncthreads();
    }
    C[x * cols + y] = (float)tmp;
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 11);
    int64_t N = gbench_size(argc, argv, 2048);
    if (N % TPB != 0) {
        printf("matmul_tiled: N = %lld is not a multiple of %d\n", (long long)N, TPB);
        return 2;
    }
    size_t bytes = (size_t)(N * N) * sizeof(float);
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)calloc((size_t)(N * N), sizeof(float));
    mt19937 rng;
    mt_seed(&rng, 2022);
    for (int64_t i = 0; i < N * N; i++) A[i] = (float)mt_double(&rng);
    for (int64_t i = 0; i < N * N; i++) B[i] = (float)mt_double(&rng);

    dim3 block(TPB, TPB), grid((unsigned)(N / TPB), (unsigned)(N / TPB));

    /* the kernel alone, on device arrays */
    float *dA, *dB, *dC;
    CK(cudaMalloc(&dA, bytes));
    CK(cudaMalloc(&dB, bytes));
    CK(cudaMalloc(&dC, bytes));
    CK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    double kernel_s, launch_s;
    gbench_time_kernel(R, [&] { matrix_multiplication_cuda_fast<<<grid, block>>>(dA, dB, dC, N, N, N); },
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
        matrix_multiplication_cuda_fast<<<grid, block>>>(a, b, c, N, N, N);
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
    printf("BENCH matmul_tiled kernel_s=%.7f launch_s=%.7f total_s=%.7f\n", kernel_s, launch_s, total_s);
    printf("CHECK matmul_tiled n=%lld sum=%.6g wsum=%.6g c00=%.6g cnn=%.6g\n", (long long)N, s, w,
           (double)C[0], (double)C[N * N - 1]);
    free(A);
    free(B);
    free(C);
    return 0;
}
