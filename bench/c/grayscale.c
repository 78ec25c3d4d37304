/* C version of bench/grayscale.arr: a float32 (3000, 4000, 3) picture with the
 * same generated values, converted to a newly allocated, zeroed float64 image
 * on every call (as np.zeros inside the jitted function), float32 channels
 * widened to float64 as Numba does for 0.299 * rgb[i, j, 0]. */
#include "bench.h"
#include <string.h>

static double *rgb_to_grayscale(const float *rgb, int64_t h, int64_t w)
{
    double *g = malloc(sizeof(double) * (size_t)(h * w));
    if (!g) { perror("malloc"); exit(1); }
    memset(g, 0, sizeof(double) * (size_t)(h * w));
    for (int64_t i = 0; i < h; i++)
        for (int64_t j = 0; j < w; j++) {
            const float *p = rgb + (i * w + j) * 3;
            g[i * w + j] = 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
        }
    return g;
}

int main(int argc, char **argv)
{
    enum { H = 3000, W = 4000 };
    int R = bench_repeats(argc, argv, 11);
    double *t = malloc((size_t)R * sizeof *t);
    float *rgb = malloc(sizeof(float) * H * W * 3);
    for (int64_t i = 0; i < H; i++)
        for (int64_t j = 0; j < W; j++)
            for (int64_t c = 0; c < 3; c++)
                rgb[(i * W + j) * 3 + c] = (float)((double)((i * 131 + j * 71 + c * 37) % 256) / 255.0);

    double *g = rgb_to_grayscale(rgb, H, W);         /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        double *g2 = rgb_to_grayscale(rgb, H, W);
        free(g);                                     /* the old array dies at rebinding */
        g = g2;
        t[r] = bench_now() - t0;
    }
    double s = 0.0;
    for (int64_t i = 0; i < (int64_t)H * W; i++)
        s += g[i];
    printf("BENCH grayscale seconds=%.6f\n", bench_median(t, R));
    printf("CHECK grayscale sum=%.17g g00=%.17g gmid=%.17g\n", s, g[0], g[1500 * W + 2000]);
    return 0;
}
