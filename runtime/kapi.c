/* The host side of the CUDA kernel API of issue 16's kernel part:
 * numba.cuda.random.init_xoroshiro128p_states, which re-seeds an existing
 * array of generator states in place. */
#include "rt_gpu.h"
#include "rt_kapi.h"
#include "rt_random.h"

/* As Numba does, the states are made on the host (SplitMix64 for the
 * first, 2**64 steps apart for the others, the first advanced by
 * subsequence_start such jumps), as arrc_xoroshiro_states's (n, 2) array
 * of uint64 words, and copied over the device array's. */
void arrc_xoroshiro_init_states(arrc_array *states, int64_t seed, int64_t subsequence_start, const arrc_loc *loc) {
  int64_t n = states->dims[0];
  arrc_array *host = arrc_xoroshiro_states(n, (uint64_t)seed, (uint64_t)subsequence_start, loc);
  if (n > 0)
    arrc_device_write(states->data, host->data, host->size * host->itemsize, loc);
  arrc_array_decref(host);
}
