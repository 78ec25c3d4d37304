/* C version of bench/closest_pair.arr: the O(N^2) scan over all pairs of the
 * same 8100 points (np.random.seed(8100); np.random.uniform((-1,-1), (1,1),
 * (8100,2)) is -1 + 2 * random_sample() per element, in C order); the two
 * points are returned as indices (-1 plays the tutorial's None). */
#include "bench.h"
#include <math.h>

typedef struct { int64_t i1, i2; double d; } result;

static result closest(const double *p, int64_t n)
{
    double min_distance2 = 999999.;
    int64_t m1 = -1, m2 = -1;
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = i + 1; j < n; j++) {
            double dx = p[2 * i] - p[2 * j], dy = p[2 * i + 1] - p[2 * j + 1];
            double distance2 = dx * dx + dy * dy;
            if (distance2 < min_distance2) {
                min_distance2 = distance2;
                m1 = i;
                m2 = j;
            }
        }
    return (result){m1, m2, sqrt(min_distance2)};
}

int main(int argc, char **argv)
{
    enum { N = 8100 };
    int R = bench_repeats(argc, argv, 11);
    double *t = malloc((size_t)R * sizeof *t);
    double *p = malloc(sizeof(double) * N * 2);
    mt19937 rng;
    mt_seed(&rng, 8100);
    for (int i = 0; i < 2 * N; i++)
        p[i] = -1.0 + 2.0 * mt_double(&rng);

    result res = closest(p, N);                      /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        res = closest(p, N);
        t[r] = bench_now() - t0;
    }
    printf("BENCH closest_pair seconds=%.6f\n", bench_median(t, R));
    printf("CHECK closest_pair d=%.17g p1=(%.17g, %.17g) p2=(%.17g, %.17g)\n", res.d,
           p[2 * res.i1], p[2 * res.i1 + 1], p[2 * res.i2], p[2 * res.i2 + 1]);
    return 0;
}
