/* C version of bench/primes.arr: the tutorial's trial division up to num/2,
 * appending to a growable array (the list), int64 arithmetic as in Numba. */
#include "bench.h"

typedef struct { int64_t *v; int64_t n, cap; } list;

static void append(list *l, int64_t x)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 8;
        l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
        if (!l->v) { perror("realloc"); exit(1); }
    }
    l->v[l->n++] = x;
}

static list find_all_primes_cpu(int64_t upper)
{
    list l = {0};
    for (int64_t num = 0; num < upper; num++) {
        int prime = 1;
        for (int64_t i = 2; i < num / 2 + 1; i++) {
            if (num % i == 0) {
                prime = 0;
                break;
            }
        }
        if (prime)
            append(&l, num);
    }
    return l;
}

int main(int argc, char **argv)
{
    int R = bench_repeats(argc, argv, 5);
    double *t = malloc((size_t)R * sizeof *t);
    list p = find_all_primes_cpu(100000);           /* warm-up */
    for (int r = 0; r < R; r++) {
        free(p.v);
        double t0 = bench_now();
        p = find_all_primes_cpu(100000);
        t[r] = bench_now() - t0;
    }
    int64_t sum = 0;
    for (int64_t i = 0; i < p.n; i++)
        sum += p.v[i];
    printf("BENCH primes seconds=%.6f\n", bench_median(t, R));
    printf("CHECK primes count=%lld sum=%lld last=%lld\n",
           (long long)p.n, (long long)sum, (long long)p.v[p.n - 1]);
    free(p.v);
    free(t);
    return 0;
}
