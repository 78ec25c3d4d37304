/* Parallel execution inside the runtime: the thread pool (pool.c), the
 * internals that the CPU path of kernels (simt.c) and the CUDA driver path
 * (cuda.c) share.
 *
 * The pool also serves prange loops (LANGUAGE.md §6.5), so generated code
 * may call arrc_pool_for and arrc_pool_threads; the rest is for the runtime
 * itself and its unit tests. */
#ifndef ARRC_RT_POOL_H
#define ARRC_RT_POOL_H

#include "rt_gpu.h"

/* ---- the thread pool (pool.c) ------------------------------------------- */

/* The body of a parallel loop: runs iterations [lo, hi) as worker `worker`
 * (0 <= worker < arrc_pool_threads()). Two bodies never run at the same time
 * with the same worker number, so per-worker scratch space and partial
 * reductions can be indexed by it. */
typedef void (*arrc_pool_body)(void *ctx, int64_t lo, int64_t hi, int worker);

/* A larger pool would only add threads that wait for each other. */
#define ARRC_POOL_MAX_WORKERS 1024

/* The number of workers: ARRC_NUM_THREADS, else NUMBA_NUM_THREADS, else
 * the number of online CPUs (arrc_threads_from_env says which and how bad
 * values are treated). A bad value is a ValueError, read at the first call.
 * The calling thread counts as worker 0. */
int arrc_pool_threads(void);

/* The number of online CPUs (at least 1): numba.config.NUMBA_DEFAULT_NUM_THREADS. */
int arrc_pool_default_threads(void);

/* What the environment asks of the pool (threads.c), read without side
 * effects, so that `arrc --sysinfo` shows the number the pool will use. */
typedef struct {
  int threads;          /* the pool's size when error is empty */
  const char *source;   /* "ARRC_NUM_THREADS" or "NUMBA_NUM_THREADS"; NULL: the CPU count */
  const char *value;    /* the variable's text, when one is set */
  char error[160];      /* the ValueError's message, or "" */
  char warning[160];    /* a RuntimeWarning to print (Numba's, for an unparsable
                         * NUMBA_NUM_THREADS), or "" */
} arrc_thread_setting;
void arrc_threads_from_env(arrc_thread_setting *s);

/* Numba's threading functions (numba.get_num_threads, set_num_threads,
 * get_thread_id). set_num_threads(n) makes later loops use workers
 * 0 .. n-1 only, n from 1 to arrc_pool_threads() (else Numba's
 * ValueError); the setting is the process's, where Numba keeps one per
 * calling thread, which differs only for a program that sets it inside a
 * parallel loop. get_thread_id is the worker number inside a loop body and
 * 0 outside. */
int64_t arrc_numba_get_num_threads(void);
void arrc_numba_set_num_threads(int64_t n, const arrc_loc *loc);
int64_t arrc_numba_get_thread_id(void);

/* Runs [0, n) in parallel and returns when every iteration has run.
 * Iterations are split statically: worker w gets the w-th of
 * arrc_pool_threads() contiguous, near-equal slices, and body is called at
 * most once per worker (never with an empty slice). The split depends only
 * on n and the number of workers, so partial results combined in worker
 * order give the same answer on every run, as prange reductions need. A
 * call made from inside a body runs the whole range at once on the calling
 * worker. The workers start at the first call. */
void arrc_pool_for(int64_t n, arrc_pool_body body, void *ctx);

/* The same with dynamic scheduling: workers take chunks of `grain`
 * iterations (at least 1) from a shared counter until none is left, which
 * balances uneven work such as the blocks of a kernel. body may be called
 * several times per worker. */
void arrc_pool_for_dynamic(int64_t n, int64_t grain, arrc_pool_body body, void *ctx);

/* Whether a parallel loop is running now. Exit handlers use it: a run-time
 * error raised inside a body ends the program while other workers may still
 * be running, and then nothing they use may be freed. */
bool arrc_pool_busy(void);

/* Stops and joins the workers and frees what the pool holds; the next
 * arrc_pool_for starts them again. Registered with atexit when the workers
 * start, so that programs end with no thread left (valgrind stays clean).
 * Does nothing while a loop is running. */
void arrc_pool_stop(void);

/* ---- launches (simt.c, cuda.c) ------------------------------------------- */

/* The limits of every launch, on the CPU as on the GPU, are
 * ARRC_MAX_THREADS_PER_BLOCK and ARRC_MAX_SHARED_BYTES of arrc_abi.h. */

/* The GPU path of arrc_launch (cuda.c), called once the configuration has
 * passed the checks of simt.c: copies host arrays in, launches, waits, and
 * copies them back. */
void arrc_cuda_launch(const arrc_kernel *k, const int64_t grid[3], const int64_t block[3],
                      int64_t dynamic_shared, void *stream, void **args, const arrc_loc *loc);

/* Runs a checked launch on the CPU (simt.c): arrc_launch's CPU path, and
 * what the tests' emulating CUDA driver runs a launch with (cuda.c gives
 * it to the driver when the driver exports fakecudaRegisterKernel). */
void arrc_simt_run(const arrc_kernel *k, const int64_t grid[3], const int64_t block[3], int64_t dynamic_shared,
                   void **args);

/* Whether GPU code runs on the GPU. The same as arrc_gpu_in_use, except
 * that ARRC_DEVICE=gpu with no usable GPU is a CudaError at loc (the
 * message says why no GPU can be used) instead of false. Every GPU
 * operation calls this first. */
bool arrc_gpu_required(const arrc_loc *loc);

/* Releases everything cuda.c holds: cached device memory, modules, streams,
 * events and the primary context. Registered with atexit at the first GPU
 * operation; safe to call more than once. */
void arrc_gpu_shutdown(void);

/* For the unit tests, which have no GPU: replaces dlopen("libcuda.so.1")
 * and dlsym by lookup, which returns each driver function by its versioned
 * name (NULL when it has none), so that a fake driver can stand in for the
 * real one. Takes effect when called before the first GPU operation. */
void arrc_cuda_set_driver(void *(*lookup)(const char *name));

#endif
