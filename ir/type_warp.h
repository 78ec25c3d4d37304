/* The typing rules of the CUDA warp, vote and bit intrinsics
 * (ir/type_warp.c): cuda.shfl_sync and its siblings, all_sync, any_sync,
 * eq_sync, ballot_sync, match_any_sync, match_all_sync, activemask,
 * lanemask_lt, syncthreads_count/and/or, popc, brev, clz, ffs, cbrt,
 * selp, fma and nanosleep, with the signatures of Numba 0.56's
 * numba/cuda/cudadecl.py. Their rows are in ir/builtins.def, their
 * lowerings in codegen/lib_warp.c. */
#ifndef ARRC_TYPE_WARP_H
#define ARRC_TYPE_WARP_H

#include "infer.h"

/* The type Numba shuffles or matches a value of type t as (int32, int64,
 * float32 or float64), or NULL when it cannot. */
const Type *warp_exchanged_type(const Type *t);

const Type *t_warp_shfl(CallInfo *c);
const Type *t_warp_vote(CallInfo *c);
const Type *t_warp_match(CallInfo *c);
const Type *t_warp_mask(CallInfo *c);
const Type *t_warp_syncwarp(CallInfo *c);
const Type *t_warp_syncthreads_vote(CallInfo *c);
const Type *t_warp_bits(CallInfo *c);
const Type *t_warp_cbrt(CallInfo *c);
const Type *t_warp_selp(CallInfo *c);
const Type *t_warp_fma(CallInfo *c);
const Type *t_warp_nanosleep(CallInfo *c);

#endif
