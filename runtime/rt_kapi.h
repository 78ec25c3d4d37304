/* The host side of the CUDA kernel API of issue 16's kernel part
 * (kapi.c), called by the code codegen/lib_kapi.c makes. */
#ifndef ARRC_RT_KAPI_H
#define ARRC_RT_KAPI_H

#include "arrc_rt.h"

/* init_xoroshiro128p_states(states, seed, subsequence_start): states, a
 * 1-D (device) array of generator states, seeded as
 * create_xoroshiro128p_states(len(states), seed, subsequence_start) seeds
 * a new one. */
void arrc_xoroshiro_init_states(arrc_array *states, int64_t seed, int64_t subsequence_start, const arrc_loc *loc);

#endif
