/* C version of bench/mandelbrot.arr. Types follow the Numba program: the
 * coordinates are float32, (xmax - xmin) is a float32 difference divided by an
 * int64 in float64, each pixel's coordinate is computed in float64 and
 * converted to float32 at the call of mandel (its signature), and mandel works
 * in complex128, written out as doubles (Numba's complex product formula). */
#include "bench.h"

static uint32_t mandel(float x, float y, uint32_t max_iters)
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

static void create_fractal(float xmin, float xmax, float ymin, float ymax,
                           uint8_t *image, int64_t height, int64_t width, int64_t iters)
{
    double pixel_size_x = (double)(float)(xmax - xmin) / (double)width;
    double pixel_size_y = (double)(float)(ymax - ymin) / (double)height;
    for (int64_t x = 0; x < width; x++) {
        double real = xmin + x * pixel_size_x;
        for (int64_t y = 0; y < height; y++) {
            double imag = ymin + y * pixel_size_y;
            uint32_t color = mandel((float)real, (float)imag, (uint32_t)iters);
            image[y * width + x] = (uint8_t)color;
        }
    }
}

int main(int argc, char **argv)
{
    enum { H = 1024, W = 1536 };
    int R = bench_repeats(argc, argv, 11);
    double *t = malloc((size_t)R * sizeof *t);
    uint8_t *img = calloc((size_t)H * W, 1);
    float xmin = -2.0f, xmax = 1.0f, ymin = -1.0f, ymax = 1.0f;

    create_fractal(xmin, xmax, ymin, ymax, img, H, W, 50);    /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        create_fractal(xmin, xmax, ymin, ymax, img, H, W, 50);
        t[r] = bench_now() - t0;
    }
    int64_t s = 0;
    for (int i = 0; i < H * W; i++)
        s += img[i];
    printf("BENCH mandelbrot seconds=%.6f\n", bench_median(t, R));
    printf("CHECK mandelbrot sum=%lld center=%d corner=%d\n",
           (long long)s, img[512 * W + 768], img[0]);
    return 0;
}
