/* The results of a warp operation for a group of lanes that have all
 * arrived (rt_warp.h): what the PTX instructions Numba emits compute.
 *
 * Shuffles follow shfl.sync with the clamp values Numba passes (0x1f for
 * idx, down and bfly; 0 for up), so the whole warp is one segment and
 * only the low five bits of the lane argument count:
 *
 *   idx:  source lane b
 *   up:   lane - b, or the lane itself when that is below 0
 *   down: lane + b, or the lane itself when that is above 31
 *   bfly: lane ^ b
 *
 * The source lane must be in the group; where it is not, CUDA leaves the
 * value undefined and here the lane gets its own value. */
#include "rt_warp.h"

static uint64_t shuffle(arrc_warp_lane *const lanes[32], uint32_t group, int lane) {
  const arrc_warp_lane *me = lanes[lane];
  int b = me->arg & 31;
  int src;
  switch (me->op) {
  case ARRC_WARP_SHFL_IDX: src = b; break;
  case ARRC_WARP_SHFL_UP: src = lane - b >= 0 ? lane - b : lane; break;
  case ARRC_WARP_SHFL_DOWN: src = lane + b <= 31 ? lane + b : lane; break;
  default: src = lane ^ b; break;
  }
  return group >> src & 1 ? lanes[src]->value : me->value;
}

void arrc_warp_exchange(arrc_warp_lane *const lanes[32], uint32_t group) {
  uint32_t ballot = 0;
  for (int k = 0; k < 32; k++)
    if (group >> k & 1 && lanes[k]->value)
      ballot |= 1u << k;
  for (int k = 0; k < 32; k++) {
    if (!(group >> k & 1))
      continue;
    arrc_warp_lane *me = lanes[k];
    uint64_t r = 0;
    switch (me->op) {
    case ARRC_WARP_SHFL_IDX:
    case ARRC_WARP_SHFL_UP:
    case ARRC_WARP_SHFL_DOWN:
    case ARRC_WARP_SHFL_XOR: r = shuffle(lanes, group, k); break;
    case ARRC_WARP_ALL: r = ballot == group; break;
    case ARRC_WARP_ANY: r = ballot != 0; break;
    case ARRC_WARP_EQ: r = ballot == 0 || ballot == group; break;
    case ARRC_WARP_BALLOT: r = ballot; break;
    case ARRC_WARP_MATCH_ANY:
    case ARRC_WARP_MATCH_ALL: {
      uint32_t same = 0;
      for (int j = 0; j < 32; j++)
        if (group >> j & 1 && lanes[j]->value == me->value)
          same |= 1u << j;
      if (me->op == ARRC_WARP_MATCH_ANY)
        r = same;
      else
        r = same == group ? (uint64_t)group | 1ull << 32 : 0;
      break;
    }
    case ARRC_WARP_ACTIVEMASK: r = group; break;
    default: break;
    }
    me->result = r;
  }
}
