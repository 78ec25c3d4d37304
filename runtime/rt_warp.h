/* Warp-level operations of kernels run on the CPU (the warp rendezvous
 * of runtime/simt.c): cuda.shfl_sync and its siblings, the
 * votes, match_any_sync and match_all_sync, activemask and syncwarp.
 *
 * On the CPU the threads of a block are fibers (simt.c). A thread that
 * reaches one of these operations leaves what it brings (its value, its
 * mask, the operation and its argument) in its lane record and waits. The
 * operation completes for a group of waiting lanes of one warp, the
 * lanes that passed the same mask, once every lane that mask names has
 * either arrived or exited (lanes past the end of a partial warp do not
 * exist); then arrc_warp_exchange computes every lane's result at once,
 * as the lanes of a GPU warp exchange values in one step. activemask(),
 * which does not synchronize, groups the lanes that reached it once no
 * other lane of the warp is running. When no thread
 * of the block can go on (lanes named by a mask wait at a syncthreads or
 * at an operation with another mask, which CUDA leaves undefined), each
 * group completes with the lanes it has.
 *
 * Within a group every lane reads the others' values as the PTX
 * instructions define (shfl.sync with Numba's clamp values, vote.sync,
 * match.sync). A lane that would read from a lane outside the group (an
 * inactive or missing lane: undefined in CUDA) gets its own value back. */
#ifndef ARRC_RT_WARP_H
#define ARRC_RT_WARP_H

#include <stdint.h>

#include "arrc_abi.h"

/* The operations, as the code generator passes them. */
enum {
  ARRC_WARP_SHFL_IDX = 0,    /* shfl_sync(mask, value, src_lane) */
  ARRC_WARP_SHFL_UP = 1,     /* shfl_up_sync(mask, value, delta) */
  ARRC_WARP_SHFL_DOWN = 2,   /* shfl_down_sync(mask, value, delta) */
  ARRC_WARP_SHFL_XOR = 3,    /* shfl_xor_sync(mask, value, lane_mask) */
  ARRC_WARP_ALL = 4,         /* all_sync(mask, predicate): 1 or 0 */
  ARRC_WARP_ANY = 5,         /* any_sync */
  ARRC_WARP_EQ = 6,          /* eq_sync */
  ARRC_WARP_BALLOT = 7,      /* ballot_sync: the lanes whose predicate holds */
  ARRC_WARP_MATCH_ANY = 8,   /* match_any_sync: the lanes with an equal value */
  ARRC_WARP_MATCH_ALL = 9,   /* match_all_sync: the group's mask with bit 32 set when all are equal, else 0 */
  ARRC_WARP_ACTIVEMASK = 10, /* activemask(): the group's lanes */
  ARRC_WARP_SYNC = 11,       /* syncwarp(mask): nothing */
};

/* What one lane brings to a warp operation and what it gets back. value
 * holds the bits of the lane's value (zero-extended to 64 bits), or its
 * predicate as 0 or 1. */
typedef struct arrc_warp_lane {
  int32_t op;
  uint32_t mask;
  int32_t arg;      /* the source lane, delta or lane mask of a shuffle */
  uint64_t value;
  uint64_t result;
} arrc_warp_lane;

/* Sets the result of every lane k of group (bit k set) from lanes[k]
 * (lanes[k] may be NULL outside the group). */
void arrc_warp_exchange(arrc_warp_lane *const lanes[32], uint32_t group);

/* A warp operation of GPU thread t (generated code calls this): returns
 * its result once the lanes of its group have all arrived (simt.c). */
uint64_t arrc_simt_warp(arrc_thread *t, int32_t op, uint32_t mask, uint64_t value, int32_t arg);

/* cuda.syncthreads_count(predicate), syncthreads_and and syncthreads_or:
 * a barrier of the block that also counts the threads whose predicate is
 * non-zero; returns that count in the low 32 bits and the number of
 * threads that reached the barrier in the high 32 bits (simt.c). */
uint64_t arrc_simt_barrier_count(arrc_thread *t, int32_t predicate);

#endif
