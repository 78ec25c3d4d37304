/* runtime/pool.c (the thread pool) and runtime/simt.c (kernels on the
 * CPU): every thread of every block runs once, shared memory is per block
 * and zeroed, syncthreads is honoured, blocks run in parallel, and launch
 * configurations the device cannot run are ValueErrors with exact
 * messages.
 *
 * The kernels are written by hand in C with the signature the code
 * generator gives the CPU version of a kernel. Each test runs in its own
 * process (Criterion's default), so the environment variables set at its
 * start (ARRC_DEVICE=cpu, ARRC_NUM_THREADS) are read fresh. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>

#include "rt_pool.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Kernels here have no PTX, so they must run on the CPU even where a GPU
 * exists; four workers make blocks run in parallel on any machine. */
static void cpu_four_workers(void) {
  setenv("ARRC_DEVICE", "cpu", 1);
  setenv("ARRC_NUM_THREADS", "4", 1);
}

TestSuite(rt_simt, .init = cpu_four_workers);
TestSuite(rt_pool, .init = cpu_four_workers);

static arrc_array *zeros_i64(int64_t n) {
  return arrc_array_new(ARRC_INT64, 1, &n, true, &rt_test_loc);
}

static arrc_array *zeros_f64(int64_t n) {
  return arrc_array_new(ARRC_FLOAT64, 1, &n, true, &rt_test_loc);
}

static int64_t *i64(arrc_array *a) {
  return (int64_t *)a->data;
}

static double *f64(arrc_array *a) {
  return (double *)a->data;
}

static arrc_array *arg_array(void **args, int i) {
  return *(arrc_array **)args[i];
}

static void launch(const arrc_kernel *k, int64_t gx, int64_t gy, int64_t gz, int64_t bx, int64_t by,
                   int64_t bz, int64_t dynamic_shared, void **args) {
  int64_t grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
  arrc_launch(k, grid, block, dynamic_shared, NULL, args, &rt_test_loc);
}

/* The block's number in the grid and the thread's in the block, x fastest,
 * as CUDA numbers them. */
static int64_t block_number(const arrc_thread *t) {
  return ((int64_t)t->bid[2] * t->gdim[1] + t->bid[1]) * t->gdim[0] + t->bid[0];
}

static int64_t block_threads(const arrc_thread *t) {
  return (int64_t)t->bdim[0] * t->bdim[1] * t->bdim[2];
}

static int64_t thread_number(const arrc_thread *t) {
  return ((int64_t)t->tid[2] * t->bdim[1] + t->tid[1]) * t->bdim[0] + t->tid[0];
}

static int64_t global_number(const arrc_thread *t) {
  return block_number(t) * block_threads(t) + thread_number(t);
}

static void atomic_inc(int64_t *p) {
  __atomic_fetch_add(p, 1, __ATOMIC_RELAXED);
}

/* ---- every thread runs exactly once ---------------------------------------- */

static const int32_t two_arrays[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY};
static const int32_t sizes8[] = {8, 8, 8, 8};

/* A kernel record as the code generator makes one, with no PTX. */
#define KERNEL(NAME, FN, BARRIER, NPARAMS, KINDS, SHARED)                                            \
  {.name = NAME, .cpu = FN, .uses_barrier = BARRIER, .nparams = NPARAMS, .param_kind = KINDS,      \
   .param_size = sizes8, .shared_bytes = SHARED, .static_shared_bytes = SHARED}

/* count(counts, errors): counts[global thread number] += 1; a thread whose
 * indices are outside the launch, or whose shared memory is misaligned,
 * counts an error instead. */
static void count_kernel(arrc_thread *t, void **args) {
  bool ok = (uintptr_t)t->shared % 16 == 0 && t->shared != NULL;
  for (int d = 0; d < 3; d++)
    ok = ok && t->tid[d] >= 0 && t->tid[d] < t->bdim[d] && t->bid[d] >= 0 && t->bid[d] < t->gdim[d];
  atomic_inc(ok ? i64(arg_array(args, 0)) + global_number(t) : i64(arg_array(args, 1)));
}

/* The same with barriers between, so that the threads run as fibers. */
static void count_barrier_kernel(arrc_thread *t, void **args) {
  arrc_simt_barrier(t);
  count_kernel(t, args);
  arrc_simt_barrier(t);
  arrc_simt_barrier(t);
}

static const arrc_kernel count_k = KERNEL("count", count_kernel, 0, 2, two_arrays, 0);
static const arrc_kernel count_barrier_k = KERNEL("count_barrier", count_barrier_kernel, 1, 2, two_arrays, 0);

static const int64_t shapes[][6] = {
    {1, 1, 1, 1, 1, 1},    {7, 1, 1, 33, 1, 1},  {1000, 1, 1, 1, 1, 1}, {1, 1, 1, 1024, 1, 1},
    {3, 5, 1, 4, 3, 1},    {2, 3, 4, 5, 2, 3},   {1, 1, 7, 1, 1, 64},   {5, 1, 1, 1, 1, 3},
    {2, 2, 2, 32, 32, 1},  {13, 1, 1, 100, 1, 1}, {1, 9, 1, 1, 9, 1},
};

static void expect_each_once(const arrc_kernel *k) {
  for (size_t s = 0; s < COUNT(shapes); s++) {
    const int64_t *g = shapes[s];
    int64_t n = g[0] * g[1] * g[2] * g[3] * g[4] * g[5];
    arrc_array *counts = zeros_i64(n), *errors = zeros_i64(1);
    void *args[] = {&counts, &errors};
    launch(k, g[0], g[1], g[2], g[3], g[4], g[5], 0, args);
    int64_t wrong = 0;
    for (int64_t i = 0; i < n; i++)
      wrong += i64(counts)[i] != 1;
    cr_expect_eq(wrong, 0, "%s grid (%lld, %lld, %lld) block (%lld, %lld, %lld): %lld threads ran other "
                 "than once", k->name, (long long)g[0], (long long)g[1], (long long)g[2], (long long)g[3],
                 (long long)g[4], (long long)g[5], (long long)wrong);
    cr_expect_eq(i64(errors)[0], 0, "%s: %lld threads with bad indices", k->name, (long long)i64(errors)[0]);
    arrc_array_decref(counts);
    arrc_array_decref(errors);
  }
}

Test(rt_simt, every_thread_once_loop) {
  expect_each_once(&count_k);
}

Test(rt_simt, every_thread_once_fibers) {
  expect_each_once(&count_barrier_k);
}

Test(rt_simt, every_thread_once_one_worker) {
  setenv("ARRC_NUM_THREADS", "1", 1);
  expect_each_once(&count_k);
  expect_each_once(&count_barrier_k);
}

/* order(next, seen): each block records its threads in the order they
 * start; CUDA's numbering puts x fastest, then y, then z. */
static void order_kernel(arrc_thread *t, void **args) {
  int64_t b = block_number(t);
  int64_t at = __atomic_fetch_add(i64(arg_array(args, 0)) + b, 1, __ATOMIC_RELAXED);
  i64(arg_array(args, 1))[b * block_threads(t) + at] = thread_number(t);
}

static void order_barrier_kernel(arrc_thread *t, void **args) {
  order_kernel(t, args);
  arrc_simt_barrier(t);
}

static const arrc_kernel order_k = KERNEL("order", order_kernel, 0, 2, two_arrays, 0);
static const arrc_kernel order_barrier_k = KERNEL("order", order_barrier_kernel, 1, 2, two_arrays, 0);

Test(rt_simt, threads_in_cuda_order) {
  const arrc_kernel *ks[] = {&order_k, &order_barrier_k};
  for (size_t i = 0; i < COUNT(ks); i++) {
    arrc_array *next = zeros_i64(6), *seen = zeros_i64(6 * 60);
    void *args[] = {&next, &seen};
    launch(ks[i], 3, 2, 1, 5, 4, 3, 0, args);
    for (int64_t j = 0; j < 6 * 60; j++)
      cr_expect_eq(i64(seen)[j], j % 60, "kernel %zu, slot %lld: thread %lld", i, (long long)j,
                   (long long)i64(seen)[j]);
    arrc_array_decref(next);
    arrc_array_decref(seen);
  }
}

/* ---- shared memory -------------------------------------------------------------- */

static const int32_t shared_kinds[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY, ARRC_PARAM_SCALAR};

/* shared(out, errors, bytes): the first thread of a block finds all `bytes`
 * of shared memory zero; every thread adds one to a counter there; the last
 * stores the count and scribbles over the whole area, so that a block that
 * reused it unzeroed, or shared it with another, would see the wrong
 * count. */
static void shared_kernel(arrc_thread *t, void **args) {
  int64_t bytes = *(int64_t *)args[2];
  int64_t *counter = (int64_t *)t->shared;
  if (thread_number(t) == 0)
    for (int64_t i = 0; i < bytes; i++)
      if (t->shared[i] != 0) {
        atomic_inc(i64(arg_array(args, 1)));
        break;
      }
  ++*counter;
  if (thread_number(t) == block_threads(t) - 1) {
    i64(arg_array(args, 0))[block_number(t)] = *counter;
    memset(t->shared, 0xab, (size_t)bytes);
  }
}

static void shared_barrier_kernel(arrc_thread *t, void **args) {
  arrc_simt_barrier(t);
  shared_kernel(t, args);
}

static const arrc_kernel shared_k = KERNEL("shared", shared_kernel, 0, 3, shared_kinds, 40);
static const arrc_kernel shared_barrier_k = KERNEL("shared", shared_barrier_kernel, 1, 3, shared_kinds, 40);

Test(rt_simt, shared_memory_per_block_and_zeroed) {
  const arrc_kernel *ks[] = {&shared_k, &shared_barrier_k};
  for (size_t i = 0; i < COUNT(ks); i++) {
    int64_t blocks = 300, dynamic = 100, bytes = 40 + dynamic;
    arrc_array *out = zeros_i64(blocks), *errors = zeros_i64(1);
    void *args[] = {&out, &errors, &bytes};
    launch(ks[i], 10, 30, 1, 8, 2, 1, dynamic, args);
    for (int64_t b = 0; b < blocks; b++)
      cr_expect_eq(i64(out)[b], 16, "kernel %zu block %lld counted %lld", i, (long long)b,
                   (long long)i64(out)[b]);
    cr_expect_eq(i64(errors)[0], 0, "kernel %zu: %lld blocks found shared memory not zeroed", i,
                 (long long)i64(errors)[0]);
    arrc_array_decref(out);
    arrc_array_decref(errors);
  }
}

/* ---- syncthreads ------------------------------------------------------------------ */

static const int32_t reduce_kinds[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY, ARRC_PARAM_SCALAR};

/* reduce(x, out, n): the classic tree reduction in shared memory, with a
 * syncthreads after each of its log2(blockDim) rounds. */
static void reduce_kernel(arrc_thread *t, void **args) {
  arrc_array *x = arg_array(args, 0), *out = arg_array(args, 1);
  int64_t n = *(int64_t *)args[2];
  double *s = (double *)t->shared;
  int tid = t->tid[0];
  int64_t i = (int64_t)t->bid[0] * t->bdim[0] + tid;
  s[tid] = i < n ? f64(x)[i] : 0.0;
  arrc_simt_barrier(t);
  for (int stride = t->bdim[0] / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    arrc_simt_barrier(t);
  }
  if (tid == 0)
    f64(out)[t->bid[0]] = s[0];
}

static const arrc_kernel reduce_k = KERNEL("reduce", reduce_kernel, 1, 3, reduce_kinds, 256 * 8);

Test(rt_simt, block_reduction) {
  int64_t n = 10000, blocks = (n + 255) / 256;
  arrc_array *x = zeros_f64(n), *out = zeros_f64(blocks);
  for (int64_t i = 0; i < n; i++)
    f64(x)[i] = (double)i;
  void *args[] = {&x, &out, &n};
  launch(&reduce_k, blocks, 1, 1, 256, 1, 1, 0, args);
  for (int64_t b = 0; b < blocks; b++) {
    int64_t lo = b * 256, hi = lo + 256 < n ? lo + 256 : n;
    double want = (double)(hi - 1 + lo) * (double)(hi - lo) / 2;
    cr_expect_eq(f64(out)[b], want, "block %lld: %g, expected %g", (long long)b, f64(out)[b], want);
  }
  arrc_array_decref(x);
  arrc_array_decref(out);
}

/* reverse(x, out): each block reverses its part of x through shared
 * memory; without the barrier, early threads would read slots not yet
 * written. */
static void reverse_kernel(arrc_thread *t, void **args) {
  int64_t *s = (int64_t *)t->shared;
  int tid = t->tid[0], n = t->bdim[0];
  int64_t base = (int64_t)t->bid[0] * n;
  s[tid] = i64(arg_array(args, 0))[base + tid];
  arrc_simt_barrier(t);
  i64(arg_array(args, 1))[base + tid] = s[n - 1 - tid];
}

static const arrc_kernel reverse_k = KERNEL("reverse", reverse_kernel, 1, 2, two_arrays, 64 * 8);

Test(rt_simt, reversal_through_shared_memory) {
  int64_t blocks = 37, n = 64 * blocks;
  arrc_array *x = zeros_i64(n), *out = zeros_i64(n);
  for (int64_t i = 0; i < n; i++)
    i64(x)[i] = i * 7 + 3;
  void *args[] = {&x, &out};
  launch(&reverse_k, blocks, 1, 1, 64, 1, 1, 0, args);
  for (int64_t b = 0; b < blocks; b++)
    for (int64_t j = 0; j < 64; j++)
      cr_expect_eq(i64(out)[b * 64 + j], i64(x)[b * 64 + 63 - j]);
  arrc_array_decref(x);
  arrc_array_decref(out);
}

/* rounds(out): ten rounds of "add your right neighbour's value", each
 * with a barrier between reading and writing and another after. */
static void rounds_kernel(arrc_thread *t, void **args) {
  int64_t *s = (int64_t *)t->shared;
  int tid = t->tid[0], n = t->bdim[0];
  s[tid] = tid;
  arrc_simt_barrier(t);
  for (int r = 0; r < 10; r++) {
    int64_t right = s[(tid + 1) % n];
    arrc_simt_barrier(t);
    s[tid] += right;
    arrc_simt_barrier(t);
  }
  i64(arg_array(args, 0))[(int64_t)t->bid[0] * n + tid] = s[tid];
}

static const int32_t one_array[] = {ARRC_PARAM_ARRAY};
static const arrc_kernel rounds_k = KERNEL("rounds", rounds_kernel, 1, 1, one_array, 128 * 8);

Test(rt_simt, many_barrier_rounds) {
  enum { N = 100 };
  int64_t want[N], next[N];
  for (int i = 0; i < N; i++)
    want[i] = i;
  for (int r = 0; r < 10; r++) {
    for (int i = 0; i < N; i++)
      next[i] = want[i] + want[(i + 1) % N];
    memcpy(want, next, sizeof want);
  }
  arrc_array *out = zeros_i64(3 * N);
  void *args[] = {&out};
  launch(&rounds_k, 3, 1, 1, N, 1, 1, 0, args);
  for (int b = 0; b < 3; b++)
    for (int i = 0; i < N; i++)
      cr_expect_eq(i64(out)[b * N + i], want[i], "block %d thread %d", b, i);
  arrc_array_decref(out);
}

/* early(out): odd threads return at once while the even ones meet at two
 * barriers and then read what their even neighbours wrote. */
static void early_kernel(arrc_thread *t, void **args) {
  int64_t *s = (int64_t *)t->shared;
  int tid = t->tid[0], n = t->bdim[0];
  if (tid % 2)
    return;
  s[tid] = 100 + tid;
  arrc_simt_barrier(t);
  arrc_simt_barrier(t);
  i64(arg_array(args, 0))[(int64_t)t->bid[0] * n + tid] = s[(tid + 2) % n];
}

static const arrc_kernel early_k = KERNEL("early", early_kernel, 1, 1, one_array, 64 * 8);

Test(rt_simt, threads_returning_before_a_barrier) {
  arrc_array *out = zeros_i64(4 * 64);
  void *args[] = {&out};
  launch(&early_k, 4, 1, 1, 64, 1, 1, 0, args);
  for (int b = 0; b < 4; b++)
    for (int i = 0; i < 64; i++)
      cr_expect_eq(i64(out)[b * 64 + i], i % 2 ? 0 : 100 + (i + 2) % 64, "block %d thread %d", b, i);
  arrc_array_decref(out);
}

/* stack(errors): each fiber keeps 32 KiB of its own on its stack across
 * barriers, which would be overwritten if fibers shared stacks. */
static void stack_kernel(arrc_thread *t, void **args) {
  volatile unsigned char buf[32 * 1024];
  unsigned char mark = (unsigned char)(thread_number(t) * 13 + 1);
  for (size_t i = 0; i < sizeof buf; i++)
    buf[i] = mark;
  arrc_simt_barrier(t);
  arrc_simt_barrier(t);
  for (size_t i = 0; i < sizeof buf; i++)
    if (buf[i] != mark) {
      atomic_inc(i64(arg_array(args, 0)));
      break;
    }
}

static const arrc_kernel stack_k = KERNEL("stack", stack_kernel, 1, 1, one_array, 0);

Test(rt_simt, each_fiber_has_its_own_stack) {
  arrc_array *errors = zeros_i64(1);
  void *args[] = {&errors};
  launch(&stack_k, 8, 1, 1, 16, 4, 1, 0, args);
  cr_expect_eq(i64(errors)[0], 0);
  arrc_array_decref(errors);
}

#ifndef HAVE_ASAN
/* overflow(): 128 KiB on a stack of 64 KiB, written from the top down as
 * a growing stack is, so that the first write below the stack hits the
 * guard page under it. */
static void overflow_kernel(arrc_thread *t, void **args) {
  (void)args;
  volatile unsigned char buf[128 * 1024];
  for (size_t i = sizeof buf; i-- > 0;)
    buf[i] = 1;
  arrc_simt_barrier(t);
}

static const arrc_kernel overflow_k = KERNEL("overflow", overflow_kernel, 1, 0, NULL, 0);

static void overflow_case(const void *arg) {
  (void)arg;
  setenv("ARRC_NUM_THREADS", "1", 1);
  launch(&overflow_k, 1, 1, 1, 4, 1, 1, 0, NULL);
}

#endif

/* A fiber that overflows its stack stops the program with a segmentation
 * fault rather than overwrite another fiber's stack. AddressSanitizer
 * builds give fibers larger stacks and report faults themselves. */
Test(rt_simt, stack_overflow_hits_the_guard_page) {
#ifdef HAVE_ASAN
  cr_skip_test("stacks are larger under AddressSanitizer");
#else
  char out[4096];
  cr_expect_eq(rt_run_child(overflow_case, NULL, out, sizeof out), 128 + SIGSEGV, "%s", out);
#endif
}

/* A barrier in a kernel that was not marked as using barriers (or with one
 * thread per block) has nothing to wait for and returns. */
Test(rt_simt, barrier_without_fibers) {
  static const arrc_kernel unmarked = KERNEL("count_barrier", count_barrier_kernel, 0, 2, two_arrays, 0);
  arrc_array *counts = zeros_i64(12), *errors = zeros_i64(1);
  void *args[] = {&counts, &errors};
  launch(&unmarked, 3, 1, 1, 4, 1, 1, 0, args);
  launch(&count_barrier_k, 1, 1, 1, 1, 1, 1, 0, args);
  for (int i = 0; i < 12; i++)
    cr_expect_eq(i64(counts)[i], i == 0 ? 2 : 1);
  arrc_array_decref(counts);
  arrc_array_decref(errors);
}

/* ---- blocks in parallel ------------------------------------------------------------ */

/* atomic(sum, fsum, workers): every thread adds its number to an integer
 * and (with a compare-and-swap loop, as cuda.atomic.add on a float does) to
 * a float; the first thread of each block notes which thread ran it. Block
 * 0 waits (up to 10 s) until some block has run on another thread: the
 * pool must hand the other blocks to other workers meanwhile. */
static _Atomic uint64_t block0_thread, blocks_elsewhere;

static void atomic_kernel(arrc_thread *t, void **args) {
  int64_t i = global_number(t);
  __atomic_fetch_add(i64(arg_array(args, 0)), i, __ATOMIC_RELAXED);
  double *f = f64(arg_array(args, 1));
  double old, sum;
  __atomic_load(f, &old, __ATOMIC_RELAXED);
  do
    sum = old + (double)i;
  while (!__atomic_compare_exchange(f, &old, &sum, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  if (thread_number(t) != 0)
    return;
  uint64_t self = (uint64_t)pthread_self();
  i64(arg_array(args, 2))[block_number(t)] = (int64_t)self;
  if (block_number(t) == 0) {
    block0_thread = self;
    double give_up = arrc_perf_counter() + 10;
    while (blocks_elsewhere == 0 && arrc_perf_counter() < give_up)
      sched_yield();
  } else if (self != block0_thread) {
    blocks_elsewhere++;
  }
}

static const int32_t three_arrays[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY};
static const arrc_kernel atomic_k = KERNEL("atomic", atomic_kernel, 0, 3, three_arrays, 0);

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

Test(rt_simt, atomics_from_blocks_in_parallel) {
  int64_t blocks = 500, n = blocks * 128;
  arrc_array *sum = zeros_i64(1), *fsum = zeros_f64(1), *workers = zeros_i64(blocks);
  void *args[] = {&sum, &fsum, &workers};
  launch(&atomic_k, blocks, 1, 1, 128, 1, 1, 0, args);
  cr_expect_eq(i64(sum)[0], n * (n - 1) / 2);
  cr_expect_eq(f64(fsum)[0], (double)(n * (n - 1) / 2));
  qsort(workers->data, (size_t)blocks, sizeof(int64_t), cmp_i64);
  int distinct = 1;
  for (int64_t b = 1; b < blocks; b++)
    distinct += i64(workers)[b] != i64(workers)[b - 1];
  cr_expect_geq(distinct, 2, "all blocks ran on one thread");
  cr_expect_leq(distinct, 4);
  arrc_array_decref(sum);
  arrc_array_decref(fsum);
  arrc_array_decref(workers);
}

/* ---- launch configurations ----------------------------------------------------------- */

typedef struct {
  int64_t grid[3], block[3], dynamic;
  int64_t shared;
} Config;

static void launch_config(const void *arg) {
  const Config *c = arg;
  arrc_kernel k = count_k;
  k.name = "scale";
  k.shared_bytes = c->shared;
  k.static_shared_bytes = c->shared;
  int64_t n = 1;
  for (int d = 0; d < 3; d++)
    n *= c->grid[d] > 0 && c->block[d] > 0 && c->grid[d] < 100000 && c->block[d] < 100000
             ? c->grid[d] * c->block[d]
             : 1;
  arrc_array *counts = zeros_i64(n), *errors = zeros_i64(1);
  void *args[] = {&counts, &errors};
  arrc_launch(&k, c->grid, c->block, c->dynamic, NULL, args, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    if (i64(counts)[i] != 1)
      exit(3);
}

/* The limit counts the kernel's own static shared memory, not the CPU's
 * block memory, which holds the shared arrays of every kernel of the
 * module and the lanes' exchange area. */
Test(rt_simt, shared_memory_limit_counts_the_kernels_own_arrays) {
  arrc_kernel k = count_k;
  k.shared_bytes = 80 * 1024;
  k.static_shared_bytes = 16 * 1024;
  int64_t n = 4 * 32;
  arrc_array *counts = zeros_i64(n), *errors = zeros_i64(1);
  void *args[] = {&counts, &errors};
  arrc_launch(&k, (int64_t[]){4, 1, 1}, (int64_t[]){32, 1, 1}, 32 * 1024, NULL, args, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    cr_expect_eq(i64(counts)[i], 1);
  cr_expect_eq(i64(errors)[0], 0);
  arrc_array_decref(counts);
  arrc_array_decref(errors);
}

Test(rt_simt, launch_configuration_errors) {
  static const struct {
    Config c;
    const char *msg;
  } rows[] = {
      {{{0, 1, 1}, {256, 1, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (0, 1, 1) and block (256, 1, 1): every dimension "
       "must be at least 1"},
      {{{4, 1, 1}, {16, 0, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (4, 1, 1) and block (16, 0, 1): every dimension "
       "must be at least 1"},
      {{{-3, 1, 1}, {16, 1, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (-3, 1, 1) and block (16, 1, 1): every dimension "
       "must be at least 1"},
      {{{1, 1, 1}, {1024, 2, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (1, 1, 1) and block (1024, 2, 1): 2048 threads per "
       "block, more than the limit of 1024"},
      {{{1, 1, 1}, {2048, 1, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (1, 1, 1) and block (2048, 1, 1): a block can be at "
       "most (1024, 1024, 64)"},
      {{{1, 1, 1}, {1, 1, 65}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (1, 1, 1) and block (1, 1, 65): a block can be at "
       "most (1024, 1024, 64)"},
      {{{1, 65536, 1}, {32, 1, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (1, 65536, 1) and block (32, 1, 1): a grid can be "
       "at most (2147483647, 65535, 65535)"},
      {{{2147483648, 1, 1}, {32, 1, 1}, 0, 0},
       "ValueError: kernel 'scale' launched with grid (2147483648, 1, 1) and block (32, 1, 1): a grid can "
       "be at most (2147483647, 65535, 65535)"},
      {{{1, 1, 1}, {32, 1, 1}, -1, 0},
       "ValueError: kernel 'scale' launched with grid (1, 1, 1) and block (32, 1, 1): the dynamic shared "
       "memory size -1 is negative"},
      {{{8, 1, 1}, {32, 1, 1}, 10000, 40000},
       "ValueError: kernel 'scale' launched with grid (8, 1, 1) and block (32, 1, 1): 50000 bytes of "
       "shared memory per block (40000 static + 10000 dynamic), more than the limit of 49152 bytes"},
      {{{8, 1, 1}, {32, 1, 1}, 49153, 0},
       "ValueError: kernel 'scale' launched with grid (8, 1, 1) and block (32, 1, 1): 49153 bytes of "
       "shared memory per block (0 static + 49153 dynamic), more than the limit of 49152 bytes"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(launch_config, &rows[i].c, rows[i].msg);
}

/* The limits themselves are allowed. */
Test(rt_simt, launch_at_the_limits) {
  static const Config ok[] = {
      {{1, 1, 1}, {1024, 1, 1}, 0, 0}, {{1, 1, 1}, {1, 1024, 1}, 0, 0},
      {{1, 1, 1}, {1, 16, 64}, 0, 0},  {{2, 1, 1}, {32, 1, 1}, 49152 - 100, 100},
      {{1, 65535, 1}, {1, 1, 1}, 0, 0},
  };
  for (size_t i = 0; i < COUNT(ok); i++) {
    char out[4096];
    cr_expect_eq(rt_run_child(launch_config, &ok[i], out, sizeof out), 0, "config %zu: %s", i, out);
  }
}

/* ---- the pool ------------------------------------------------------------------------- */

typedef struct {
  pthread_mutex_t lock;
  int calls;
  int64_t lo[64], hi[64];
  int worker[64];
  _Atomic int64_t *hits;
} Record;

static void record_body(void *ctx, int64_t lo, int64_t hi, int worker) {
  Record *r = ctx;
  pthread_mutex_lock(&r->lock);
  if (r->calls < 64) {
    r->lo[r->calls] = lo;
    r->hi[r->calls] = hi;
    r->worker[r->calls] = worker;
  }
  r->calls++;
  pthread_mutex_unlock(&r->lock);
  if (r->hits)
    for (int64_t i = lo; i < hi; i++)
      r->hits[i]++;
}

Test(rt_pool, static_slices_one_per_worker) {
  cr_expect_eq(arrc_pool_threads(), 4);
  Record r = {.lock = PTHREAD_MUTEX_INITIALIZER};
  arrc_pool_for(10, record_body, &r);
  cr_assert_eq(r.calls, 4);
  static const int64_t lo[] = {0, 3, 6, 8}, hi[] = {3, 6, 8, 10};
  for (int c = 0; c < 4; c++) {
    int w = r.worker[c];
    cr_assert(w >= 0 && w < 4);
    cr_expect_eq(r.lo[c], lo[w], "worker %d got [%lld, %lld)", w, (long long)r.lo[c], (long long)r.hi[c]);
    cr_expect_eq(r.hi[c], hi[w]);
  }
  /* Fewer iterations than workers: no empty slices. */
  Record s = {.lock = PTHREAD_MUTEX_INITIALIZER};
  arrc_pool_for(2, record_body, &s);
  cr_expect_eq(s.calls, 2);
  Record none = {.lock = PTHREAD_MUTEX_INITIALIZER};
  arrc_pool_for(0, record_body, &none);
  arrc_pool_for(-5, record_body, &none);
  cr_expect_eq(none.calls, 0);
}

Test(rt_pool, dynamic_chunks_cover_the_range_once) {
  enum { N = 100003 };
  static _Atomic int64_t hits[N];
  Record r = {.lock = PTHREAD_MUTEX_INITIALIZER, .hits = hits};
  arrc_pool_for_dynamic(N, 7, record_body, &r);
  int64_t wrong = 0;
  for (int64_t i = 0; i < N; i++)
    wrong += hits[i] != 1;
  cr_expect_eq(wrong, 0);
  cr_expect_eq(r.calls, (N + 6) / 7);
  for (int c = 0; c < 64 && c < r.calls; c++) {
    cr_expect(r.worker[c] >= 0 && r.worker[c] < 4);
    cr_expect(r.hi[c] - r.lo[c] <= 7 && r.hi[c] > r.lo[c]);
  }
}

/* A loop inside a body runs on the calling worker alone. */
static void outer_body(void *ctx, int64_t lo, int64_t hi, int worker) {
  (void)lo;
  (void)hi;
  Record *inner = (Record *)ctx + 1 + worker;
  arrc_pool_for(5, record_body, inner);
  inner->worker[1] = worker;
}

Test(rt_pool, nested_loop_runs_inline) {
  Record r[5];
  for (int i = 0; i < 5; i++)
    r[i] = (Record){.lock = PTHREAD_MUTEX_INITIALIZER};
  arrc_pool_for(4, outer_body, r);
  for (int w = 0; w < 4; w++) {
    cr_expect_eq(r[1 + w].calls, 1);
    cr_expect_eq(r[1 + w].lo[0], 0);
    cr_expect_eq(r[1 + w].hi[0], 5);
    cr_expect_eq(r[1 + w].worker[0], w);
  }
}

Test(rt_pool, one_worker_runs_on_the_caller) {
  setenv("ARRC_NUM_THREADS", "1", 1);
  cr_expect_eq(arrc_pool_threads(), 1);
  Record r = {.lock = PTHREAD_MUTEX_INITIALIZER};
  arrc_pool_for(1000, record_body, &r);
  arrc_pool_for_dynamic(1000, 10, record_body, &r);
  cr_expect_eq(r.calls, 101);
  cr_expect_eq(r.lo[0], 0);
  cr_expect_eq(r.hi[0], 1000);
  cr_expect_eq(r.worker[0], 0);
}

Test(rt_pool, default_is_the_number_of_cpus) {
  unsetenv("ARRC_NUM_THREADS");
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  cr_expect_eq(arrc_pool_threads(), cpus < 1 ? 1 : cpus > 1024 ? 1024 : cpus);
}

static void bad_threads(const void *arg) {
  setenv("ARRC_NUM_THREADS", arg, 1);
  arrc_pool_threads();
}

Test(rt_pool, bad_thread_counts) {
  static const char *const bad[] = {"0", "-2", "abc", "4x", "1025", " "};
  for (size_t i = 0; i < COUNT(bad); i++) {
    char out[4096], want[256];
    snprintf(want, sizeof want,
             "runtime error: ValueError: ARRC_NUM_THREADS must be a whole number from 1 to 1024, not '%s'\n",
             bad[i]);
    cr_expect_eq(rt_run_child(bad_threads, bad[i], out, sizeof out), 1);
    cr_expect_str_eq(out, want);
  }
}

Test(rt_pool, stop_and_start_again) {
  for (int round = 0; round < 3; round++) {
    Record r = {.lock = PTHREAD_MUTEX_INITIALIZER};
    arrc_pool_for(100, record_body, &r);
    cr_expect_eq(r.calls, 4);
    arrc_pool_stop();
    arrc_pool_stop();
  }
  cr_expect_not(arrc_pool_busy());
}

/* A child forked after the workers started has none of them: it must
 * start its own rather than wait for threads it does not have. */
static void launch_in_child(const void *arg) {
  (void)arg;
  arrc_array *counts = zeros_i64(64 * 16), *errors = zeros_i64(1);
  void *args[] = {&counts, &errors};
  launch(&count_barrier_k, 64, 1, 1, 16, 1, 1, 0, args);
  for (int i = 0; i < 64 * 16; i++)
    if (i64(counts)[i] != 1)
      exit(3);
  exit(0);
}

Test(rt_pool, fork_after_start) {
  Record r = {.lock = PTHREAD_MUTEX_INITIALIZER};
  arrc_pool_for(100, record_body, &r);
  char out[4096];
  cr_expect_eq(rt_run_child(launch_in_child, NULL, out, sizeof out), 0, "%s", out);
}
