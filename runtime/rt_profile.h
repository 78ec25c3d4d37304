/* ARRC_PROFILE (profile.c): one table, printed at exit, of where a program
 * spent its time in the places that arrc parallelizes or offloads:
 * kernels (each launch, on the GPU timed with CUDA events, on the CPU
 * path by the wall clock), ufunc calls from host code (@vectorize and
 * @guvectorize), prange loops (by source location), and copies between
 * host and device (by direction, with bytes and bandwidth).
 *
 * The reporters are called by the runtime (simt.c, cuda.c, gufunc.c,
 * the prange entry of pool.c) and by generated code (ufunc calls, which
 * are loops inlined into the caller). Every one of them is guarded by
 * arrc_profile_on(), which costs a load and a predictable branch once
 * the flag is read: generated code tests arrc_profile_flag itself, which
 * arrc_init sets at the program's start, so an unprofiled run calls
 * nothing. docs/profiling.md shows the table. */
#ifndef ARRC_RT_PROFILE_H
#define ARRC_RT_PROFILE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "arrc_rt.h"
#include "rt_pool.h"

/* 1: profiling, 0: not, -1: ARRC_PROFILE not read yet. Generated code
 * loads it directly (a program's start reads the variable); anything
 * that may run first calls arrc_profile_on. */
extern int arrc_profile_flag;

/* Reads ARRC_PROFILE (unset, empty or 0: off; 1: the table to standard
 * error; anything else: the path of a file to write it to), sets the
 * flag and returns it. Called by arrc_init and by the first
 * arrc_profile_on of a program that did not start through it. */
bool arrc_profile_read_env(void);

static inline bool arrc_profile_on(void) {
  int flag = __atomic_load_n(&arrc_profile_flag, __ATOMIC_RELAXED);
  if (__builtin_expect(flag < 0, 0))
    return arrc_profile_read_env();
  return flag != 0;
}

/* The clock every row is timed with, in seconds (arrc_perf_counter). */
double arrc_profile_clock(void);

/* One launch of kernel `name` that ran for `seconds` (GPU: between two
 * CUDA events around it; CPU path: wall time). */
void arrc_profile_kernel(const char *name, double seconds);

/* One call from host code of the ufunc `name` over `elements` elements,
 * which began at `start` (arrc_profile_clock); the time is taken now.
 * Generated code calls it after the ufunc's loop when the flag is set. */
void arrc_profile_ufunc(const char *name, double start, int64_t elements);

/* One run of the prange loop at loc (its `for` statement) that took
 * `seconds`. */
void arrc_profile_prange(const arrc_loc *loc, double seconds);

/* The prange entry of generated code: arrc_pool_for, timed when
 * profiling, as the loop at loc. */
void arrc_prange_for(int64_t n, arrc_pool_body body, void *ctx, const arrc_loc *loc);

/* One copy of `bytes` bytes between host and device that took `seconds`. */
typedef enum { ARRC_COPY_TO_DEVICE, ARRC_COPY_TO_HOST } arrc_copy_direction;
void arrc_profile_copy(arrc_copy_direction direction, int64_t bytes, double seconds);

/* ---- for the exit handler and the unit tests ---------------------------- */

/* Writes the table to out under a header naming the device (as
 * arrc_gpu_profile_device says), the rows sorted by total time, longest
 * first, and empties it. Writes nothing when no row was recorded. */
void arrc_profile_write(FILE *out);

/* Turns profiling on or off and empties the table without printing it. */
void arrc_profile_set(bool on);

/* The device GPU code ran on, for the table's header (cuda.c): true with
 * its name and compute capability in buf when it was a GPU. Loads no
 * driver: a program that never ran GPU code reports the CPU. */
bool arrc_gpu_profile_device(char *buf, size_t cap);

#endif
