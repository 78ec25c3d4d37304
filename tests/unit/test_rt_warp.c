/* Warp operations on the CPU (runtime/simt.c): the results
 * arrc_warp_exchange computes for a group of lanes, and the rendezvous of
 * the lanes of a warp as kernels written here in C meet it through
 * arrc_simt_run: shuffles, votes and matches within one warp while another
 * warp of the block waits at a barrier, partial warps, lanes that exited,
 * and syncthreads_count. */
#include <criterion/criterion.h>
#include <string.h>

#include "rt_gpu.h"
#include "rt_pool.h"
#include "rt_warp.h"

static arrc_warp_lane lanes[32];
static arrc_warp_lane *ptrs[32];

static void fill(int op, int arg, uint32_t mask) {
  memset(lanes, 0, sizeof lanes);
  for (int k = 0; k < 32; k++) {
    lanes[k] = (arrc_warp_lane){.op = op, .mask = mask, .arg = arg, .value = (uint64_t)(100 + k)};
    ptrs[k] = &lanes[k];
  }
}

Test(rt_warp, shuffles_follow_shfl_sync) {
  fill(ARRC_WARP_SHFL_DOWN, 3, 0xffffffffu);
  arrc_warp_exchange(ptrs, 0xffffffffu);
  cr_expect_eq(lanes[0].result, 103);
  cr_expect_eq(lanes[28].result, 131);
  cr_expect_eq(lanes[29].result, 129, "past lane 31: the lane's own value");
  fill(ARRC_WARP_SHFL_UP, 33, 0xffffffffu);
  arrc_warp_exchange(ptrs, 0xffffffffu);
  cr_expect_eq(lanes[0].result, 100, "delta 33 is delta 1; lane 0 keeps its value");
  cr_expect_eq(lanes[5].result, 104);
  fill(ARRC_WARP_SHFL_IDX, 35, 0xffffffffu);
  arrc_warp_exchange(ptrs, 0xffffffffu);
  cr_expect_eq(lanes[17].result, 103, "the source lane counts modulo 32");
  fill(ARRC_WARP_SHFL_XOR, 1, 0xffffffffu);
  arrc_warp_exchange(ptrs, 0x0000ffffu);
  cr_expect_eq(lanes[6].result, 107);
  cr_expect_eq(lanes[15].result, 114);
  fill(ARRC_WARP_SHFL_DOWN, 8, 0x0000ffffu);
  arrc_warp_exchange(ptrs, 0x0000ffffu);
  cr_expect_eq(lanes[7].result, 115);
  cr_expect_eq(lanes[8].result, 108, "a source outside the group: the lane's own value");
}

Test(rt_warp, votes_and_matches) {
  fill(ARRC_WARP_BALLOT, 0, 0xffu);
  for (int k = 0; k < 8; k++)
    lanes[k].value = k % 3 == 0;
  arrc_warp_exchange(ptrs, 0xffu);
  cr_expect_eq(lanes[2].result, 0x49);
  for (int op = ARRC_WARP_ALL; op <= ARRC_WARP_EQ; op++) {
    for (int k = 0; k < 8; k++)
      lanes[k].op = op;
    arrc_warp_exchange(ptrs, 0xffu);
    cr_expect_eq(lanes[0].result, op == ARRC_WARP_ANY, "op %d", op);
  }
  fill(ARRC_WARP_MATCH_ANY, 0, 0xffffffffu);
  for (int k = 0; k < 32; k++)
    lanes[k].value = (uint64_t)(k % 4) << 40;
  arrc_warp_exchange(ptrs, 0xffffffffu);
  cr_expect_eq(lanes[5].result, 0x22222222u);
  for (int k = 0; k < 32; k++)
    lanes[k].op = ARRC_WARP_MATCH_ALL;
  arrc_warp_exchange(ptrs, 0xffffffffu);
  cr_expect_eq(lanes[5].result, 0);
  for (int k = 0; k < 32; k++)
    lanes[k].value = 7;
  arrc_warp_exchange(ptrs, 0x00ffffffu);
  cr_expect_eq(lanes[5].result, 0x00ffffffu | 1ull << 32);
}

/* One kernel's results: a slot per thread. */
static int64_t results[1024];

static int64_t linear(const arrc_thread *t) { return t->tid[0] + (int64_t)t->bdim[0] * t->tid[1]; }

/* Warp 0 sums its lanes by shuffles while warp 1 waits at a barrier (warp
 * operations must not open it, nor wait for it). */
static void divergent_kernel(arrc_thread *t, void **args) {
  (void)args;
  int64_t i = linear(t);
  if (i < 32) {
    uint64_t v = (uint64_t)i;
    for (int d = 16; d >= 1; d /= 2)
      v += arrc_simt_warp(t, ARRC_WARP_SHFL_DOWN, 0xffffffffu, v, d);
    results[i] = (int64_t)v;
  }
  arrc_simt_barrier(t);
  if (i >= 32)
    results[i] = results[0];
}

static const arrc_kernel divergent_k = {.name = "divergent", .cpu = divergent_kernel, .uses_barrier = 1};

static void run(const arrc_kernel *k, int64_t threads) {
  memset(results, 0, sizeof results);
  arrc_simt_run(k, (int64_t[]){1, 1, 1}, (int64_t[]){threads, 1, 1}, 0, NULL);
}

Test(rt_warp, a_warp_operation_waits_for_its_warp_only) {
  run(&divergent_k, 64);
  cr_expect_eq(results[0], 496);
  cr_expect_eq(results[63], 496, "the barrier opened after warp 0's sum");
}

/* Ballots of the full mask in a partial warp and after lanes exited. */
static void ballot_kernel(arrc_thread *t, void **args) {
  (void)args;
  int64_t i = linear(t);
  if (i % 32 >= 20)
    return;
  results[i] = (int64_t)arrc_simt_warp(t, ARRC_WARP_BALLOT, 0xffffffffu, (uint64_t)(i % 2), 0);
  results[i] |= (int64_t)arrc_simt_warp(t, ARRC_WARP_ACTIVEMASK, 0xffffffffu, 0, 0) << 32;
}

static const arrc_kernel ballot_k = {.name = "ballot", .cpu = ballot_kernel, .uses_barrier = 1};

Test(rt_warp, exited_and_missing_lanes_do_not_hold_a_warp) {
  run(&ballot_k, 40);
  cr_expect_eq(results[0], 0x000fffff000aaaaaLL);
  cr_expect_eq(results[33], 0x000000ff000000aaLL, "lanes 0-7 of the second warp; 8-19 missing");
}

/* syncthreads_count over a block of 50 threads, after 10 returned. */
static void count_kernel(arrc_thread *t, void **args) {
  (void)args;
  int64_t i = linear(t);
  if (i >= 40)
    return;
  uint64_t r = arrc_simt_barrier_count(t, i % 4 == 0);
  results[i] = (int64_t)r;
}

static const arrc_kernel count_k = {.name = "count", .cpu = count_kernel, .uses_barrier = 1};

Test(rt_warp, syncthreads_count_counts_the_threads_at_the_barrier) {
  run(&count_k, 50);
  cr_expect_eq(results[0], 10 | 40LL << 32);
  cr_expect_eq(results[39], 10 | 40LL << 32);
}

/* A block of one thread runs without fibers: the lane is alone. */
Test(rt_warp, one_thread_block) {
  run(&ballot_k, 1);
  cr_expect_eq(results[0], 0x0000000100000000LL);
}

/* activemask() in a branch names the lanes that took it, while the others
 * wait at a shuffle that the branch's lanes then join. */
static void branch_kernel(arrc_thread *t, void **args) {
  (void)args;
  int64_t i = linear(t);
  uint64_t m = 0;
  if (i % 3 == 0)
    m = arrc_simt_warp(t, ARRC_WARP_ACTIVEMASK, 0xffffffffu, 0, 0);
  uint64_t v = arrc_simt_warp(t, ARRC_WARP_SHFL_DOWN, 0xffffffffu, (uint64_t)i, 1);
  results[i] = (int64_t)(m << 8 | v);
}

static const arrc_kernel branch_k = {.name = "branch", .cpu = branch_kernel, .uses_barrier = 1};

Test(rt_warp, activemask_in_a_branch) {
  run(&branch_k, 32);
  cr_expect_eq(results[0], (int64_t)(0x49249249ull << 8 | 1));
  cr_expect_eq(results[1], 2);
  cr_expect_eq(results[30], (int64_t)(0x49249249ull << 8 | 31));
  cr_expect_eq(results[31], 31);
}
