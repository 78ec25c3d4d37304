/* CUDA C version of bench/gpu/mandelbrot.arr: the tutorial's mandel as a
 * __device__ function working in complex128 (written out as doubles, Numba's
 * complex product formula, as bench/c/mandelbrot.c) and the grid-stride
 * create_fractal_kernel, on a 4096 x 6144 uint8 image, iters = 50, 32x8
 * blocks and a (W / 128) x (H / 32) grid. Types follow the Numba program: the
 * corners are float32, (xmax - xmin) is a float32 difference divided in
 * float64, each pixel's coordinate is computed in float64 and converted to
 * float32 at the call of mandel (its signature).
 * Build: nvcc -O3 -arch=sm_90 -o m bench/gpu/cuda/mandelbrot.cu; run: ./m [R] [HEIGHT] */
#include "gbench.h"

__device__ uint32_t mandel(float x, float y, uint32_t max_iters)
{
    double cr = x, ci = y, zr = 0.0, zi = 0.0;
    for (uint32_t i = 0; i < max_iters; i++) {
        double r = zr * zr - zi * zi, im = zr * zi + zi * zr;
        zr = r + cr;
        zi = im + ci;
        if (zr * zr + zi * zi >= 4)
            return i;
    }
    return max_iters;
}

__global__ void create_fractal_kernel(float xmin, float xmax, float ymin, float ymax,
                                      uint8_t *image, int64_t height, int64_t width, uint32_t iters)
{
    double pixel_size_x = (double)(xmax - xmin) / (double)width;
    double pixel_size_y = (double)(ymax - ymin) / (double)height;

    int64_t startX = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    int64_t startY = (int64_t)blockIdx.y * blockDim.y + threadIdx.y;
    int64_t gridX = (int64_t)gridDim.x * blockDim.x;   /* stride in x */
    int64_t gridY = (int64_t)gridDim.y * blockDim.y;   /* stride in y */

    for (int64_t x = startX; x < width; x += gridX) {
        double real = xmin + x * pixel_size_x;
        for (int64_t y = startY; y < height; y += gridY) {
            double imag = ymin + y * pixel_size_y;
            uint32_t color = mandel((float)real, (float)imag, iters);
            image[y * width + x] = (uint8_t)color;
        }
    }
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 11);
    int64_t H = gbench_size(argc, argv, 4096), W = H * 3 / 2;
    size_t bytes = (size_t)(H * W);
    uint8_t *gimage = (uint8_t *)calloc(bytes, 1);
    dim3 block(32, 8);
    dim3 grid((unsigned)(W / 128 > 1 ? W / 128 : 1), (unsigned)(H / 32 > 1 ? H / 32 : 1));
    float xmin = -2.0f, xmax = 1.0f, ymin = -1.0f, ymax = 1.0f;
    uint32_t iters = 50;

    /* the kernel alone, on a device array */
    uint8_t *d;
    CK(cudaMalloc(&d, bytes));
    CK(cudaMemcpy(d, gimage, bytes, cudaMemcpyHostToDevice));
    double kernel_s, launch_s;
    gbench_time_kernel(R, [&] { create_fractal_kernel<<<grid, block>>>(xmin, xmax, ymin, ymax, d, H, W, iters); },
                       &kernel_s, &launch_s);
    CK(cudaFree(d));

    /* the whole work, as the tutorial times it: to the device, launch, back */
    double total_s = gbench_time_total(R, [&] {
        uint8_t *di;
        CK(cudaMalloc(&di, bytes));
        CK(cudaMemcpy(di, gimage, bytes, cudaMemcpyHostToDevice));
        create_fractal_kernel<<<grid, block>>>(xmin, xmax, ymin, ymax, di, H, W, iters);
        CK(cudaGetLastError());
        CK(cudaMemcpy(gimage, di, bytes, cudaMemcpyDeviceToHost));
        CK(cudaFree(di));
    });

    long long s = 0, w = 0, inside = 0;
    for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
            long long v = gimage[y * W + x];
            s += v;
            w += v * ((y * 7 + x * 13) % 17 + 1);
            inside += v == 50;
        }
    printf("BENCH mandelbrot kernel_s=%.7f launch_s=%.7f total_s=%.7f\n", kernel_s, launch_s, total_s);
    printf("CHECK mandelbrot h=%lld w=%lld sum=%lld wsum=%lld inside=%lld center=%d\n", (long long)H,
           (long long)W, s, w, inside, gimage[(H / 2) * W + W / 2]);
    free(gimage);
    return 0;
}
