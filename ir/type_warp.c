/* The typing rules of the CUDA warp, vote and bit intrinsics
 * (type_warp.h). Each follows the signatures Numba 0.56 declares in
 * numba/cuda/cudadecl.py: a mask is an int32 (a literal such as
 * 0xffffffff converts to it), a shuffled or matched value one of int32,
 * int64, float32 and float64 (a narrower integer or bool is shuffled as
 * int32, a uint32 as int64, as Numba's overload resolution converts
 * them), a predicate anything with a truth value that is a number. */
#include "type_warp.h"

/* "cuda.shfl_sync()" for messages. */
static const char *name(const CallInfo *c) {
  return arena_printf(infer_arena(c->I), "%s()", builtin_display_name(c->id));
}

static bool need_int(CallInfo *c, int k, const char *what) {
  const Type *t = c->types[k];
  if (type_is_int(t) || t->kind == TY_BOOL)
    return true;
  call_error(c, "%s needs an integer %s, not %s", name(c), what, t->name);
  return false;
}

const Type *warp_exchanged_type(const Type *t) {
  if (t == ty_float32 || t == ty_float64)
    return t;
  if (t->kind == TY_BOOL)
    return ty_int32;
  if (!type_is_int(t))
    return NULL;
  if (t->bits == 64 || t == ty_uint32)
    return ty_int64;
  return ty_int32;
}

/* shfl_sync(mask, value, src_lane), shfl_up_sync(mask, value, delta),
 * shfl_down_sync and shfl_xor_sync(mask, value, lane_mask). */
const Type *t_warp_shfl(CallInfo *c) {
  if (!need_int(c, 0, "mask") || !need_int(c, 2, "lane argument"))
    return ty_error;
  const Type *t = warp_exchanged_type(c->types[1]);
  if (!t)
    return call_error(c, "%s shuffles an integer or a float, not %s", name(c), c->types[1]->name);
  return t;
}

/* all_sync, any_sync and eq_sync(mask, predicate) are bool, ballot_sync
 * an int32 with a bit per lane. */
const Type *t_warp_vote(CallInfo *c) {
  if (!need_int(c, 0, "mask"))
    return ty_error;
  if (!type_is_number(c->types[1]) || type_is_complex(c->types[1]))
    return call_error(c, "%s needs a predicate that is a bool or a number, not %s", name(c), c->types[1]->name);
  return c->id == BI_CUDA_BALLOT_SYNC ? ty_int32 : ty_bool;
}

/* match_any_sync(mask, value) is the int32 mask of the lanes with the same
 * value; match_all_sync(mask, value) the tuple (mask, all equal). */
const Type *t_warp_match(CallInfo *c) {
  if (!need_int(c, 0, "mask"))
    return ty_error;
  if (!warp_exchanged_type(c->types[1]))
    return call_error(c, "%s compares an integer or a float, not %s", name(c), c->types[1]->name);
  if (c->id == BI_CUDA_MATCH_ANY_SYNC)
    return ty_int32;
  return type_tuple(2, (const Type *[]){ty_int32, ty_bool});
}

/* activemask() and lanemask_lt(): uint32 masks. */
const Type *t_warp_mask(CallInfo *c) {
  (void)c;
  return ty_uint32;
}

/* syncwarp() or syncwarp(mask). */
const Type *t_warp_syncwarp(CallInfo *c) {
  if (c->nargs == 1 && !need_int(c, 0, "mask"))
    return ty_error;
  return ty_void;
}

/* syncthreads_count, syncthreads_and and syncthreads_or(predicate): int32. */
const Type *t_warp_syncthreads_vote(CallInfo *c) {
  if (!need_int(c, 0, "predicate"))
    return ty_error;
  return ty_int32;
}

/* popc and clz keep the integer's type; ffs is uint32; brev is uint64 for
 * a 64-bit integer, else uint32 (Numba declares brev for uint32 and
 * uint64 only, and converts other integers to them). */
const Type *t_warp_bits(CallInfo *c) {
  const Type *t = c->types[0];
  if (!type_is_int(t))
    return call_error(c, "%s needs an integer, not %s", name(c), t->name);
  switch (c->id) {
  case BI_CUDA_FFS: return ty_uint32;
  case BI_CUDA_BREV: return t->bits == 64 ? ty_uint64 : ty_uint32;
  default: return t;
  }
}

/* cbrt(x): float32 for a float32 (or an integer of 16 bits or fewer), else float64. */
const Type *t_warp_cbrt(CallInfo *c) {
  const Type *t = c->types[0];
  if (!type_is_float(t) && !type_is_int(t))
    return call_error(c, "%s needs a float, not %s", name(c), t->name);
  return t == ty_float32 || (type_is_int(t) && t->bits <= 16) ? ty_float32 : ty_float64;
}

/* selp(test, a, b): a and b of one type among those PTX's selp has. */
const Type *t_warp_selp(CallInfo *c) {
  const Type *a = c->types[1], *b = c->types[2];
  if (!type_is_number(c->types[0]) || type_is_complex(c->types[0]))
    return call_error(c, "%s needs a test that is a bool or a number, not %s", name(c), c->types[0]->name);
  bool supported = type_is_float(a) ? a->bits >= 32 : type_is_int(a) && a->bits >= 16;
  if (a != b || !supported)
    return call_error(c, "%s needs two values of one type among float64, float32 and the integers of 16 to 64 "
                         "bits, not %s and %s", name(c), a->name, b->name);
  return a;
}

/* fma(a, b, c): float32 when every argument converts to float32 safely and
 * one is float32, else float64 (Numba's float32 and float64 signatures). */
const Type *t_warp_fma(CallInfo *c) {
  bool f32 = false;
  for (int k = 0; k < 3; k++) {
    const Type *t = c->types[k];
    if (!type_is_float(t) && !type_is_int(t) && t->kind != TY_BOOL)
      return call_error(c, "%s needs numbers, not %s", name(c), t->name);
    f32 |= t == ty_float32;
  }
  for (int k = 0; k < 3; k++) {
    const Type *t = c->types[k];
    if (t == ty_float64 || (type_is_int(t) && t->bits > 16))
      f32 = false;
  }
  return f32 ? ty_float32 : ty_float64;
}

/* nanosleep(ns): ns a uint32 number of nanoseconds. */
const Type *t_warp_nanosleep(CallInfo *c) {
  if (!need_int(c, 0, "number of nanoseconds"))
    return ty_error;
  return ty_void;
}
