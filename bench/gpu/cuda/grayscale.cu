/* CUDA C version of bench/gpu/grayscale.arr: the tutorial's
 * rgb_to_grayscale_cuda, one thread per pixel (x of the grid gives the row,
 * as cuda.grid(2) does; 16x16 blocks, bounds-checked), float32 RGB in, the
 * weighted sum in float64 (the constants are doubles), float32 gray out, on a
 * 4000 x 3000 (width x height) picture made by bench/grayscale.arr's formula.
 * Build: nvcc -O3 -arch=sm_90 -o g bench/gpu/cuda/grayscale.cu; run: ./g [R] [HEIGHT] */
#include "gbench.h"

__global__ void rgb_to_grayscale_cuda(const float *rgb, float *grayscale, int64_t height, int64_t width)
{
    int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    int64_t j = (int64_t)blockIdx.y * blockDim.y + threadIdx.y;
    if (i < height && j < width) {
        const float *p = rgb + (i * width + j) * 3;
        grayscale[i * width + j] = (float)(0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]);
    }
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 11);
    int64_t H = gbench_size(argc, argv, 3000), W = H * 4 / 3;
    size_t in_bytes = (size_t)(H * W * 3) * sizeof(float), out_bytes = (size_t)(H * W) * sizeof(float);
    float *img = (float *)malloc(in_bytes), *gray = (float *)calloc((size_t)(H * W), sizeof(float));
    for (int64_t i = 0; i < H; i++)          /* replaces imread: k/255 as float32 */
        for (int64_t j = 0; j < W; j++)
            for (int64_t c = 0; c < 3; c++)
                img[(i * W + j) * 3 + c] = (float)(((i * 131 + j * 71 + c * 37) % 256) / 255.0);

    dim3 block(16, 16), grid((unsigned)((H + 15) / 16), (unsigned)((W + 15) / 16));

    /* the kernel alone, on device arrays */
    float *d_img, *d_gray;
    CK(cudaMalloc(&d_img, in_bytes));
    CK(cudaMalloc(&d_gray, out_bytes));
    CK(cudaMemcpy(d_img, img, in_bytes, cudaMemcpyHostToDevice));
    double kernel_s, launch_s;
    gbench_time_kernel(R, [&] { rgb_to_grayscale_cuda<<<grid, block>>>(d_img, d_gray, H, W); },
                       &kernel_s, &launch_s);
    CK(cudaFree(d_img));
    CK(cudaFree(d_gray));

    /* the whole work: transfer in, device allocation, launch, transfer out */
    double total_s = gbench_time_total(R, [&] {
        float *di, *dg;
        CK(cudaMalloc(&di, in_bytes));
        CK(cudaMemcpy(di, img, in_bytes, cudaMemcpyHostToDevice));
        CK(cudaMalloc(&dg, out_bytes));
        rgb_to_grayscale_cuda<<<grid, block>>>(di, dg, H, W);
        CK(cudaGetLastError());
        CK(cudaMemcpy(gray, dg, out_bytes, cudaMemcpyDeviceToHost));
        CK(cudaFree(di));
        CK(cudaFree(dg));
    });

    double s = 0.0, w = 0.0;
    for (int64_t i = 0; i < H; i++)
        for (int64_t j = 0; j < W; j++) {
            s += gray[i * W + j];
            w += (double)gray[i * W + j] * (double)((i * 7 + j * 13) % 17 + 1);
        }
    printf("BENCH grayscale kernel_s=%.7f launch_s=%.7f total_s=%.7f\n", kernel_s, launch_s, total_s);
    printf("CHECK grayscale h=%lld w=%lld sum=%.12g wsum=%.12g g00=%.9g gmid=%.9g\n", (long long)H, (long long)W,
           s, w, (double)gray[0], (double)gray[(H / 2) * W + W / 2]);
    free(img);
    free(gray);
    return 0;
}
