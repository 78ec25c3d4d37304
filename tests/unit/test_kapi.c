/* The CPU path of the kernel API of issue 16's kernel part: a cooperative
 * grid (a kernel record with ARRC_KERNEL_GRID_SYNC) runs every thread of
 * the grid at once, so that no thread passes arrc_simt_grid_sync before
 * all threads of the grid reach it, block barriers still hold within a
 * block, each block keeps its own shared memory, and a grid larger than
 * ARRC_MAX_COOPERATIVE_THREADS is a ValueError. The kernels are written
 * by hand in C with the signature of a kernel's CPU version. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "rt_kapi.h"
#include "rt_pool.h"

static void cpu_four_workers(void) {
  setenv("ARRC_DEVICE", "cpu", 1);
  setenv("ARRC_NUM_THREADS", "4", 1);
}

TestSuite(kapi_grid, .init = cpu_four_workers);

static const int32_t two_arrays[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY};
static const int32_t sizes8[] = {8, 8};

static int64_t *i64_of(void **args, int k) {
  return (int64_t *)(*(arrc_array **)args[k])->data;
}

static int64_t global_id(const arrc_thread *t) {
  int64_t block = ((int64_t)t->bid[2] * t->gdim[1] + t->bid[1]) * t->gdim[0] + t->bid[0];
  int64_t in_block = ((int64_t)t->tid[2] * t->bdim[1] + t->tid[1]) * t->bdim[0] + t->tid[0];
  return block * t->bdim[0] * t->bdim[1] * t->bdim[2] + in_block;
}

/* Three rounds: every thread writes its slot, the grid syncs, and every
 * thread checks that it sees what every other thread of the grid wrote in
 * that round; between the rounds a block barrier and the block's shared
 * memory (the block's number, which another block must not see). */
static void rounds_kernel(arrc_thread *t, void **args) {
  int64_t *slots = i64_of(args, 0), *errors = i64_of(args, 1);
  int64_t n = (int64_t)t->gdim[0] * t->gdim[1] * t->gdim[2] * t->bdim[0] * t->bdim[1] * t->bdim[2];
  int64_t me = global_id(t);
  int64_t *shared = (int64_t *)t->shared;
  int64_t block = ((int64_t)t->bid[2] * t->gdim[1] + t->bid[1]) * t->gdim[0] + t->bid[0];
  for (int64_t round = 1; round <= 3; round++) {
    slots[me] = round * 1000000 + me;
    if (t->tid[0] == 0 && t->tid[1] == 0 && t->tid[2] == 0)
      shared[0] = block + round;
    arrc_simt_barrier(t);
    arrc_simt_grid_sync(t);
    for (int64_t j = 0; j < n; j++)
      if (slots[j] != round * 1000000 + j)
        __atomic_fetch_add(errors, 1, __ATOMIC_RELAXED);
    if (shared[0] != block + round)
      __atomic_fetch_add(errors, 1, __ATOMIC_RELAXED);
    arrc_simt_grid_sync(t);
  }
}

static const arrc_kernel rounds_k = {.name = "rounds", .cpu = rounds_kernel,
                                     .uses_barrier = ARRC_KERNEL_BARRIER | ARRC_KERNEL_GRID_SYNC, .nparams = 2,
                                     .param_kind = two_arrays, .param_size = sizes8, .shared_bytes = 16,
                                     .static_shared_bytes = 16};

Test(kapi_grid, every_thread_waits_for_the_whole_grid) {
  static const int64_t shapes[][6] = {
      {1, 1, 1, 1, 1, 1}, {7, 1, 1, 33, 1, 1}, {3, 2, 1, 4, 2, 2}, {64, 1, 1, 1, 1, 1}, {2, 1, 1, 1024, 1, 1},
  };
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
    const int64_t *g = shapes[s];
    int64_t n = g[0] * g[1] * g[2] * g[3] * g[4] * g[5], one = 1;
    arrc_array *slots = arrc_array_new(ARRC_INT64, 1, &n, true, &rt_test_loc);
    arrc_array *errors = arrc_array_new(ARRC_INT64, 1, &one, true, &rt_test_loc);
    void *args[] = {&slots, &errors};
    arrc_launch(&rounds_k, g, g + 3, 0, NULL, args, &rt_test_loc);
    cr_expect_eq(((int64_t *)errors->data)[0], 0, "shape %zu: %lld errors", s,
                 (long long)((int64_t *)errors->data)[0]);
    arrc_array_decref(slots);
    arrc_array_decref(errors);
  }
}

static void launch_too_large(const void *arg) {
  (void)arg;
  int64_t n = 1, one = 1;
  arrc_array *slots = arrc_array_new(ARRC_INT64, 1, &n, true, &rt_test_loc);
  arrc_array *errors = arrc_array_new(ARRC_INT64, 1, &one, true, &rt_test_loc);
  void *args[] = {&slots, &errors};
  arrc_launch(&rounds_k, (int64_t[]){65, 1, 1}, (int64_t[]){1024, 1, 1}, 0, NULL, args, &rt_test_loc);
}

Test(kapi_grid, too_large_a_cooperative_grid) {
  rt_expect_error(launch_too_large, NULL,
                  "ValueError: kernel 'rounds' launched with grid (65, 1, 1) and block (1024, 1, 1): the kernel "
                  "calls grid.sync(), so all 66560 threads of its grid must run at once, and the CPU path runs "
                  "at most 65536");
}

/* ---- runtime/kapi.c: the CPU path of numba.cuda.libdevice --------------- */


Test(kapi_libdevice, bits_and_integers) {
  cr_expect_eq(arrc_ld_brev(1), INT32_MIN);
  cr_expect_eq(arrc_ld_brevll(1), INT64_MIN);
  cr_expect_eq(arrc_ld_clz(0), 32);
  cr_expect_eq(arrc_ld_clzll(1), 63);
  cr_expect_eq(arrc_ld_ffs(0), 0);
  cr_expect_eq(arrc_ld_ffs(8), 4);
  cr_expect_eq(arrc_ld_popc(-1), 32);
  cr_expect_eq(arrc_ld_byte_perm(0x33221100, 0x77665544, 0x0123), 0x00112233);
  cr_expect_eq(arrc_ld_byte_perm(0x33221100, 0x77665544, 0x7654), 0x77665544);
  cr_expect_eq(arrc_ld_abs(INT32_MIN), INT32_MIN);
  cr_expect_eq(arrc_ld_umax(-1, 7), -1);
  cr_expect_eq(arrc_ld_umin(-1, 7), 7);
  cr_expect_eq(arrc_ld_hadd(INT32_MAX, INT32_MAX), INT32_MAX);
  cr_expect_eq(arrc_ld_rhadd(1, 2), 2);
  cr_expect_eq(arrc_ld_mulhi(INT32_MIN, 2), -1);
  cr_expect_eq(arrc_ld_umulhi(-1, -1), -2);
  cr_expect_eq(arrc_ld_mul24(0x00ffffff, 2), -2);
  cr_expect_eq(arrc_ld_sad(3, 10, 100), 107);
  cr_expect_eq(arrc_ld_umul64hi(-1, 2), 1);
}

Test(kapi_libdevice, rounding_modes_and_conversions) {
  cr_expect(arrc_ld_dadd(1.0, 1e-20, ARRC_ROUND_UP) > 1.0);
  cr_expect(arrc_ld_dadd(1.0, 1e-20, ARRC_ROUND_DOWN) == 1.0);
  cr_expect(arrc_ld_ddiv(1.0, 3.0, ARRC_ROUND_UP) > arrc_ld_ddiv(1.0, 3.0, ARRC_ROUND_DOWN));
  cr_expect(arrc_ld_fdiv(1.0f, 3.0f, ARRC_ROUND_ZERO) == arrc_ld_fdiv(1.0f, 3.0f, ARRC_ROUND_DOWN));
  cr_expect_eq(arrc_ld_double2int(2.5, ARRC_ROUND_NEAREST), 2);
  cr_expect_eq(arrc_ld_double2int(-2.5, ARRC_ROUND_DOWN), -3);
  cr_expect_eq(arrc_ld_double2int(1e10, ARRC_ROUND_ZERO), INT32_MAX);
  cr_expect_eq(arrc_ld_double2int(NAN, ARRC_ROUND_ZERO), 0);
  cr_expect_eq(arrc_ld_double2uint(-5.0, ARRC_ROUND_ZERO), 0);
  cr_expect_eq((uint64_t)arrc_ld_double2ull(1e30, ARRC_ROUND_ZERO), UINT64_MAX);
  cr_expect_eq(arrc_ld_float2half_rn(1.0f), 0x3c00);
  cr_expect_eq(arrc_ld_float2half_rn(65520.0f), 0x7c00);
  cr_expect_eq(arrc_ld_float2half_rn(-2.0f), (int16_t)0xc000);
  cr_expect_eq(arrc_ld_half2float(0x3555), 0.333251953125f);
  cr_expect_eq(arrc_ld_half2float(1), 5.9604644775390625e-08f);
  cr_expect(arrc_ld_int2float(16777217, ARRC_ROUND_UP) == 16777218.0f);
  cr_expect(arrc_ld_int2float(16777217, ARRC_ROUND_DOWN) == 16777216.0f);
  cr_expect_eq(arrc_ld_hiloint2double(arrc_ld_double2hiint(-1.5), arrc_ld_double2loint(-1.5)), -1.5);
}

Test(kapi_libdevice, special_functions) {
  cr_expect_eq(arrc_ld_sinpi(1.0), 0.0);
  cr_expect_eq(arrc_ld_sinpi(0.5), 1.0);
  cr_expect_eq(arrc_ld_cospi(1.0), -1.0);
  cr_expect_eq(arrc_ld_cospi(0.5), 0.0);
  for (double y = -0.99; y < 1.0; y += 0.0725)
    cr_expect(fabs(erf(arrc_ld_erfinv(y)) - y) < 1e-15, "erfinv(%g)", y);
  for (double y = 1e-300; y < 2.0; y = y < 1e-3 ? y * 1e10 : y + 0.125)
    cr_expect(fabs(erfc(arrc_ld_erfcinv(y)) - y) <= 1e-13 * y, "erfcinv(%g)", y);
  cr_expect(fabs(arrc_ld_normcdfinv(0.975) - 1.959963984540054) < 1e-14);
  /* The asymptotic series takes over at 25 without a jump. */
  cr_expect(fabs(arrc_ld_erfcx(25.0) / (exp(625.0) * erfc(25.0)) - 1) < 1e-12);
  cr_expect(fabs(arrc_ld_erfcx(1.0) - 0.42758357615580705) < 1e-15);
  cr_expect_eq(arrc_ld_saturatef(NAN), 0.0f);
  cr_expect_eq(arrc_ld_saturatef(2.0f), 1.0f);
}
