/* Shared helpers of the CUDA C versions of the GPU benchmarks: bench/c/bench.h
 * (monotonic clock, median, repeat count from argv[1], MT19937 with NumPy's
 * legacy seeding), a size from argv[2], CUDA error checks, and the kernel
 * timer used by every program. */
#ifndef GBENCH_H
#define GBENCH_H

#include "../../c/bench.h"
#include <cuda_runtime.h>

#define CK(call) gbench_check((call), #call, __FILE__, __LINE__)

static inline void gbench_check(cudaError_t err, const char *what, const char *file, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "%s:%d: CUDA error %s (%s) in %s\n", file, line,
                cudaGetErrorName(err), cudaGetErrorString(err), what);
        exit(1);
    }
}

/* argv[2], the problem size, or dflt */
static inline long gbench_size(int argc, char **argv, long dflt)
{
    long n = argc > 2 ? atol(argv[2]) : dflt;
    return n > 0 ? n : dflt;
}

/* Times R launches made by launch(arg) after one warm-up launch: the GPU time
 * of each from cudaEvents recorded around it, and the host time of the launch
 * followed by cudaDeviceSynchronize(). Stores the two medians. */
template <typename F>
static void gbench_time_kernel(int R, F launch, double *kernel_s, double *launch_s)
{
    double *tk = (double *)malloc((size_t)R * sizeof *tk);
    double *tl = (double *)malloc((size_t)R * sizeof *tl);
    cudaEvent_t start, end;
    CK(cudaEventCreate(&start));
    CK(cudaEventCreate(&end));
    launch();                                  /* warm-up */
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        CK(cudaEventRecord(start, 0));
        launch();
        CK(cudaEventRecord(end, 0));
        CK(cudaDeviceSynchronize());
        tl[r] = bench_now() - t0;
        CK(cudaGetLastError());
        float ms = 0.0f;
        CK(cudaEventElapsedTime(&ms, start, end));
        tk[r] = ms / 1000.0;
    }
    CK(cudaEventDestroy(start));
    CK(cudaEventDestroy(end));
    *kernel_s = bench_median(tk, R);
    *launch_s = bench_median(tl, R);
    free(tk);
    free(tl);
}

/* Times R calls of work() (the whole work, transfers included) after one
 * warm-up call, on the host clock; returns the median. */
template <typename F>
static double gbench_time_total(int R, F work)
{
    double *t = (double *)malloc((size_t)R * sizeof *t);
    work();                                    /* warm-up */
    for (int r = 0; r < R; r++) {
        double t0 = bench_now();
        work();
        t[r] = bench_now() - t0;
    }
    double m = bench_median(t, R);
    free(t);
    return m;
}

#endif
