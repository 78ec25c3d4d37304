/* The lowerings of NumPy's creation, joining, splitting and shape
 * functions (the "shapes" rows of ir/builtins.def, typed by
 * ir/type_shapes.c). Each is a call of runtime/shapes.c or
 * runtime/shapes_make.c, which work on any dtype through the array's
 * descriptor; generated code only gathers the arguments: arrays of a tuple
 * or a list into a buffer of pointers, integers of an int, a tuple, a list
 * or an array into a buffer of int64, and numbers and lists of numbers
 * into new arrays. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "lower.h"
#include "rt_shapes.h"

static LLVMValueRef i32c(Cg *cg, int64_t v) { return LLVMConstInt(cg->i32, (unsigned long long)v, true); }

static LLVMValueRef dtype_code(Cg *cg, const Type *scalar) { return i32c(cg, cg_dtype_code(scalar)); }

static LLVMValueRef loc_of(Cg *cg, const Instr *call) { return cg_loc(cg, call->loc); }

/* The runtime's jit argument: Numba's messages in jitted code. */
static LLVMValueRef jit_flag(Cg *cg) { return i32c(cg, cg_in_jit(cg)); }

/* Whether positional argument k is missing or None. */
static bool absent(const Instr *call, int k) { return k >= nargs(call) || arg_instr(call, k)->type->kind == TY_NONE; }

/* Argument k as an int64, or dflt when absent. */
static LLVMValueRef int_arg(Cg *cg, const Instr *call, int k, int64_t dflt) {
  return absent(call, k) ? cg_i64(cg, dflt) : arg_as(cg, call, k, ty_int64);
}

/* The data pointer of a list (its elements, stored by value). */
static LLVMValueRef list_data(Cg *cg, LLVMValueRef l) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, l, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_list, data))}, 1, "");
  return LLVMBuildLoad2(cg->b, cg->ptr, p, "");
}

/* The arrays of a tuple or a list of arrays: their number into *n and a
 * pointer to a buffer of their pointers (borrowed references). */
static LLVMValueRef arrays_of(Cg *cg, const Instr *seq, LLVMValueRef *n) {
  LLVMValueRef v = cg_value(cg, seq);
  if (seq->type->kind == TY_LIST) {
    *n = cg_list_len(cg, v);
    return list_data(cg, v);
  }
  int count = seq->type->n;
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)(count ? count : 1)), "arrays");
  for (int k = 0; k < count; k++)
    LLVMBuildStore(cg->b, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""),
                   LLVMBuildGEP2(cg->b, cg->ptr, buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  *n = cg_i64(cg, count);
  return buf;
}

/* The same for separate values (np.broadcast_arrays(a, b)). */
static LLVMValueRef arrays_of_args(Cg *cg, const Instr *call, int from, LLVMValueRef *n) {
  int count = nargs(call) - from;
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)(count > 0 ? count : 1)), "arrays");
  for (int k = 0; k < count; k++)
    LLVMBuildStore(cg->b, cg_value(cg, arg_instr(call, from + k)),
                   LLVMBuildGEP2(cg->b, cg->ptr, buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  *n = cg_i64(cg, count);
  return buf;
}

/* Integers gathered into a buffer of int64: an int, a tuple of ints, a
 * list of int64 (its own elements), or an integer array (a converted
 * copy, into *tmp, which the caller releases). */
typedef struct {
  LLVMValueRef n, ptr, tmp;
} Ints;

static LLVMValueRef ints_buffer(Cg *cg, int count) {
  return cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(count > 0 ? count : 1)), "ints");
}

static void put_int(Cg *cg, LLVMValueRef buf, int k, LLVMValueRef v) {
  LLVMBuildStore(cg->b, v, LLVMBuildGEP2(cg->b, cg->i64, buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
}

static Ints ints_of(Cg *cg, const Instr *x, SrcLoc loc) {
  Ints r = {0};
  const Type *t = x->type;
  LLVMValueRef v = cg_value(cg, x);
  if (t->kind == TY_TUPLE) {
    r.ptr = ints_buffer(cg, t->n);
    for (int k = 0; k < t->n; k++)
      put_int(cg, r.ptr, k, cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], ty_int64));
    r.n = cg_i64(cg, t->n);
  } else if (t->kind == TY_LIST && t->elem == ty_int64) {
    r.n = cg_list_len(cg, v);
    r.ptr = list_data(cg, v);
  } else if (t->kind == TY_LIST) {
    r.n = cg_list_len(cg, v);
    r.tmp = cg_call_rt(cg, "arrc_shapes_from_memory", cg->ptr, 5,
                       (LLVMValueRef[]){list_data(cg, v), r.n, dtype_code(cg, t->elem), dtype_code(cg, ty_int64),
                                        cg_loc(cg, loc)});
    r.ptr = cg_array_data(cg, r.tmp);
  } else if (t->kind == TY_ARRAY) {
    r.tmp = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                       (LLVMValueRef[]){v, dtype_code(cg, ty_int64), cg_loc(cg, loc)});
    r.n = cg_array_size(cg, r.tmp);
    r.ptr = cg_array_data(cg, r.tmp);
  } else {
    r.ptr = ints_buffer(cg, 1);
    put_int(cg, r.ptr, 0, cg_convert(cg, v, t, ty_int64));
    r.n = cg_i64(cg, 1);
  }
  return r;
}

static void ints_done(Cg *cg, Ints *r) {
  if (r->tmp)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r->tmp);
}

/* A value as an array of dtype dt (its own dtype when dt is NULL): an
 * array as it is (*owned false), a number, a tuple of numbers or a list
 * (of lists) of numbers as a new 1-D (2-D) array (*owned true). */
static LLVMValueRef as_array(Cg *cg, const Instr *x, const Type *dt, bool *owned, SrcLoc loc) {
  const Type *t = x->type;
  LLVMValueRef v = cg_value(cg, x);
  *owned = true;
  if (t->kind == TY_ARRAY) {
    if (!dt || dt == t->elem) {
      *owned = false;
      return v;
    }
    return cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){v, dtype_code(cg, dt), cg_loc(cg, loc)});
  }
  if (t->kind == TY_LIST && t->elem && t->elem->kind == TY_LIST)
    return cg_call_rt(cg, "arrc_shapes_from_rows", cg->ptr, 4,
                      (LLVMValueRef[]){v, dtype_code(cg, t->elem->elem), dtype_code(cg, dt ? dt : t->elem->elem),
                                       cg_loc(cg, loc)});
  if (t->kind == TY_LIST)
    return cg_call_rt(cg, "arrc_shapes_from_memory", cg->ptr, 5,
                      (LLVMValueRef[]){list_data(cg, v), cg_list_len(cg, v), dtype_code(cg, t->elem),
                                       dtype_code(cg, dt ? dt : t->elem), cg_loc(cg, loc)});
  /* A number or a tuple of numbers: each stored as complex128, float64 or
   * int64, whichever holds it, and converted by the runtime. */
  int count = t->kind == TY_TUPLE ? t->n : 1;
  const Type *wide = ty_int64, *own = t;
  for (int k = 0; k < count; k++) {
    const Type *e = t->kind == TY_TUPLE ? t->elems[k] : t;
    if (type_is_complex(e))
      wide = ty_complex128;
    else if (type_is_float(e) && wide != ty_complex128)
      wide = ty_float64;
    if (k == 0)
      own = e;
    else
      own = type_numpy_promote(own, e);
  }
  own = own->kind == TY_INT && own->is_signed ? ty_int64 : own;
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg_type(cg, wide), (unsigned)(count ? count : 1)), "values");
  for (int k = 0; k < count; k++) {
    const Type *e = t->kind == TY_TUPLE ? t->elems[k] : t;
    LLVMValueRef ev = t->kind == TY_TUPLE ? LLVMBuildExtractValue(cg->b, v, (unsigned)k, "") : v;
    LLVMBuildStore(cg->b, cg_convert(cg, ev, e, wide),
                   LLVMBuildGEP2(cg->b, cg_type(cg, wide), buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  return cg_call_rt(cg, "arrc_shapes_from_memory", cg->ptr, 5,
                    (LLVMValueRef[]){buf, cg_i64(cg, count), dtype_code(cg, wide), dtype_code(cg, dt ? dt : own),
                                     cg_loc(cg, loc)});
}

static void release_if(Cg *cg, LLVMValueRef a, bool owned) {
  if (owned)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
}

/* A tuple value of the call's type from its fields. */
static LLVMValueRef tuple_of(Cg *cg, const Type *t, LLVMValueRef *fields) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, t));
  for (int k = 0; k < t->n; k++)
    r = LLVMBuildInsertValue(cg->b, r, fields[k], (unsigned)k, "");
  return r;
}

/* ---- joining and splitting -------------------------------------------------------- */

LLVMValueRef lower_shapes_join(Cg *cg, const Instr *call, BuiltinId id) {
  int how = id == BI_NP_STACK         ? ARRC_JOIN_STACK
            : id == BI_NP_VSTACK      ? ARRC_JOIN_VSTACK
            : id == BI_NP_HSTACK      ? ARRC_JOIN_HSTACK
            : id == BI_NP_DSTACK      ? ARRC_JOIN_DSTACK
            : id == BI_NP_COLUMN_STACK ? ARRC_JOIN_COLUMN_STACK
                                      : ARRC_JOIN_CONCATENATE;
  bool flatten = id == BI_NP_CONCATENATE && nargs(call) > 1 && arg_instr(call, 1)->type->kind == TY_NONE;
  LLVMValueRef n, arrs = arrays_of(cg, arg_instr(call, 0), &n);
  return cg_call_rt(cg, "arrc_shapes_join", cg->ptr, 8,
                    (LLVMValueRef[]){i32c(cg, how), n, arrs, int_arg(cg, call, 1, 0), i32c(cg, flatten),
                                     dtype_code(cg, call->type->elem), jit_flag(cg), loc_of(cg, call)});
}

LLVMValueRef lower_shapes_split(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef a = cg_value(cg, arg_instr(call, 0));
  const Instr *s = arg_instr(call, 1);
  LLVMValueRef equal = i32c(cg, id == BI_NP_SPLIT), axis = int_arg(cg, call, 2, 0);
  if (type_is_int(s->type) || s->type == ty_bool)
    return cg_call_rt(cg, "arrc_shapes_split", cg->ptr, 8,
                      (LLVMValueRef[]){a, arg_as(cg, call, 1, ty_int64), LLVMConstNull(cg->ptr), cg_i64(cg, -1), axis,
                                       equal, jit_flag(cg), loc_of(cg, call)});
  Ints ix = ints_of(cg, s, call->loc);
  LLVMValueRef r = cg_call_rt(cg, "arrc_shapes_split", cg->ptr, 8,
                              (LLVMValueRef[]){a, cg_i64(cg, 0), ix.ptr, ix.n, axis, equal, jit_flag(cg), loc_of(cg, call)});
  ints_done(cg, &ix);
  return r;
}

/* ---- matrices -------------------------------------------------------------------------- */

LLVMValueRef lower_shapes_eye(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef n = arg_as(cg, call, 0, ty_int64), dt = dtype_code(cg, call->type->elem);
  if (id == BI_NP_IDENTITY)
    return cg_call_rt(cg, "arrc_shapes_eye", cg->ptr, 5,
                      (LLVMValueRef[]){n, cg_i64(cg, -1), cg_i64(cg, 0), dt, loc_of(cg, call)});
  return cg_call_rt(cg, id == BI_NP_TRI ? "arrc_shapes_tri" : "arrc_shapes_eye", cg->ptr, 5,
                    (LLVMValueRef[]){n, int_arg(cg, call, 1, -1), int_arg(cg, call, 2, 0), dt, loc_of(cg, call)});
}

/* np.diag, np.tril, np.triu and np.vander: an array and an integer. */
LLVMValueRef lower_shapes_diag(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef a = cg_value(cg, arg_instr(call, 0));
  if (id == BI_NP_DIAG)
    return cg_call_rt(cg, "arrc_shapes_diag", cg->ptr, 3, (LLVMValueRef[]){a, int_arg(cg, call, 1, 0), loc_of(cg, call)});
  if (id == BI_NP_VANDER) {
    LLVMValueRef inc = absent(call, 2) ? i32c(cg, 0)
                                       : LLVMBuildZExt(cg->b, arg_as(cg, call, 2, ty_bool), cg->i32, "");
    return cg_call_rt(cg, "arrc_shapes_vander", cg->ptr, 5,
                      (LLVMValueRef[]){a, int_arg(cg, call, 1, -1), inc, dtype_code(cg, call->type->elem),
                                       loc_of(cg, call)});
  }
  return cg_call_rt(cg, "arrc_shapes_trilu", cg->ptr, 4,
                    (LLVMValueRef[]){a, int_arg(cg, call, 1, 0), i32c(cg, id == BI_NP_TRIU), loc_of(cg, call)});
}

LLVMValueRef lower_shapes_trilu_indices(Cg *cg, const Instr *call, BuiltinId id) {
  bool upper = id == BI_NP_TRIU_INDICES || id == BI_NP_TRIU_INDICES_FROM;
  LLVMValueRef n, k, m;
  if (id == BI_NP_TRIL_INDICES_FROM || id == BI_NP_TRIU_INDICES_FROM) {
    const Instr *arr = arg_instr(call, 0);
    if (arr->type->ndim != 2) {
      cg_raise_if(cg, LLVMConstInt(cg->i1, 1, false), ARRC_VALUE_ERROR, "input array must be 2-d", call->loc);
      return lower_failed(cg, call);
    }
    LLVMValueRef a = cg_value(cg, arr);
    n = cg_array_dim(cg, a, 0);
    m = cg_array_dim(cg, a, 1);
    k = int_arg(cg, call, 1, 0);
  } else {
    n = arg_as(cg, call, 0, ty_int64);
    k = int_arg(cg, call, 1, 0);
    m = absent(call, 2) ? n : arg_as(cg, call, 2, ty_int64);
  }
  LLVMValueRef out = cg_alloca(cg, LLVMArrayType(cg->ptr, 2), "indices");
  LLVMValueRef second = LLVMBuildGEP2(cg->b, cg->ptr, out, (LLVMValueRef[]){cg_i64(cg, 1)}, 1, "");
  cg_call_rt(cg, "arrc_shapes_trilu_indices", cg->void_, 7,
             (LLVMValueRef[]){n, k, m, i32c(cg, upper), out, second, loc_of(cg, call)});
  LLVMValueRef fields[2] = {LLVMBuildLoad2(cg->b, cg->ptr, out, ""), LLVMBuildLoad2(cg->b, cg->ptr, second, "")};
  return tuple_of(cg, call->type, fields);
}

LLVMValueRef lower_shapes_fill_diagonal(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  bool owned;
  LLVMValueRef val = as_array(cg, arg_instr(call, 1), NULL, &owned, call->loc);
  LLVMValueRef wrap = absent(call, 2) ? i32c(cg, 0) : LLVMBuildZExt(cg->b, arg_as(cg, call, 2, ty_bool), cg->i32, "");
  cg_call_rt(cg, "arrc_shapes_fill_diagonal", cg->void_, 4, (LLVMValueRef[]){cg_value(cg, a), val, wrap, loc_of(cg, call)});
  release_if(cg, val, owned);
  return NULL;
}

/* ---- shapes ---------------------------------------------------------------------------------- */

LLVMValueRef lower_shapes_repeat(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = id == BI_ARRAY_REPEAT ? receiver(call) : arg_instr(call, 0);
  int k = id == BI_ARRAY_REPEAT ? 0 : 1;
  bool owned;
  LLVMValueRef a = as_array(cg, recv, call->type->elem, &owned, call->loc);
  Ints reps = ints_of(cg, arg_instr(call, k), call->loc);
  bool has_axis = !absent(call, k + 1);
  LLVMValueRef r = cg_call_rt(cg, "arrc_shapes_repeat", cg->ptr, 7,
                              (LLVMValueRef[]){a, reps.n, reps.ptr, int_arg(cg, call, k + 1, 0), i32c(cg, has_axis),
                                               jit_flag(cg), loc_of(cg, call)});
  ints_done(cg, &reps);
  release_if(cg, a, owned);
  return r;
}

LLVMValueRef lower_shapes_reshape(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef dims[32];
  int n = cg_shape_dims(cg, arg_instr(call, 1), dims);
  LLVMValueRef shape = ints_buffer(cg, n);
  for (int k = 0; k < n; k++)
    put_int(cg, shape, k, dims[k]);
  return cg_call_rt(cg, cg_in_jit(cg) ? "arrc_array_reshape_jit" : "arrc_array_reshape", cg->ptr, 4,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), i32c(cg, n), shape, loc_of(cg, call)});
}

/* np.ravel(a) is a view where a.ravel() is (lib_numpy_create.c's rule);
 * a.flatten() always copies. */
LLVMValueRef lower_shapes_ravel(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = id == BI_ARRAY_FLATTEN ? receiver(call) : arg_instr(call, 0);
  bool view = id == BI_NP_RAVEL && (!cg_in_jit(cg) || a->type->layout == 'C');
  return cg_call_rt(cg, view ? "arrc_array_ravel" : "arrc_array_flatten", cg->ptr, 2,
                    (LLVMValueRef[]){cg_value(cg, a), loc_of(cg, call)});
}

/* The views that move or add axes: transposes, np.swapaxes,
 * np.expand_dims and np.atleast_Nd. */
LLVMValueRef lower_shapes_transpose(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *src = id == BI_ARRAY_TRANSPOSE ? receiver(call) : arg_instr(call, 0);
  LLVMValueRef a = cg_value(cg, src), loc = loc_of(cg, call);
  switch (id) {
  case BI_NP_SWAPAXES:
    return cg_call_rt(cg, "arrc_shapes_swapaxes", cg->ptr, 5,
                      (LLVMValueRef[]){a, arg_as(cg, call, 1, ty_int64), arg_as(cg, call, 2, ty_int64), jit_flag(cg),
                                       loc});
  case BI_NP_ATLEAST_1D: case BI_NP_ATLEAST_2D: case BI_NP_ATLEAST_3D:
    return cg_call_rt(cg, "arrc_shapes_atleast", cg->ptr, 3,
                      (LLVMValueRef[]){a, i32c(cg, id == BI_NP_ATLEAST_1D ? 1 : id == BI_NP_ATLEAST_2D ? 2 : 3), loc});
  case BI_NP_EXPAND_DIMS: {
    Ints ax = ints_of(cg, arg_instr(call, 1), call->loc);
    LLVMValueRef r =
        cg_call_rt(cg, "arrc_shapes_expand_dims", cg->ptr, 5, (LLVMValueRef[]){a, ax.n, ax.ptr, jit_flag(cg), loc});
    ints_done(cg, &ax);
    return r;
  }
  default: break;
  }
  /* The axes: none (reversed), one tuple or list, or integers one by one. */
  int from = id == BI_ARRAY_TRANSPOSE ? 0 : 1;
  Ints ax = {cg_i64(cg, 0), LLVMConstNull(cg->ptr), NULL};
  if (nargs(call) == from + 1 && !absent(call, from) && !type_is_int(arg_instr(call, from)->type)) {
    ax = ints_of(cg, arg_instr(call, from), call->loc);
  } else if (nargs(call) > from && !absent(call, from)) {
    int count = nargs(call) - from;
    ax.ptr = ints_buffer(cg, count);
    for (int k = 0; k < count; k++)
      put_int(cg, ax.ptr, k, arg_as(cg, call, from + k, ty_int64));
    ax.n = cg_i64(cg, count);
  }
  LLVMValueRef r =
      cg_call_rt(cg, "arrc_shapes_transpose", cg->ptr, 5, (LLVMValueRef[]){a, ax.n, ax.ptr, jit_flag(cg), loc});
  ints_done(cg, &ax);
  return r;
}

/* np.append(arr, values, axis): concatenate of the two, raveled without
 * an axis; values that are not an array become one first. */
LLVMValueRef lower_shapes_append(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  bool owned;
  LLVMValueRef vals = as_array(cg, arg_instr(call, 1), NULL, &owned, call->loc);
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg->ptr, 2), "arrays");
  LLVMBuildStore(cg->b, cg_value(cg, arg_instr(call, 0)), buf);
  LLVMBuildStore(cg->b, vals, LLVMBuildGEP2(cg->b, cg->ptr, buf, (LLVMValueRef[]){cg_i64(cg, 1)}, 1, ""));
  bool has_axis = !absent(call, 2);
  LLVMValueRef r = cg_call_rt(cg, "arrc_shapes_join", cg->ptr, 8,
                              (LLVMValueRef[]){i32c(cg, ARRC_JOIN_CONCATENATE), cg_i64(cg, 2), buf,
                                               int_arg(cg, call, 2, 0), i32c(cg, !has_axis),
                                               dtype_code(cg, call->type->elem), jit_flag(cg), loc_of(cg, call)});
  release_if(cg, vals, owned);
  return r;
}

LLVMValueRef lower_shapes_delete(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef a = cg_value(cg, arg_instr(call, 0));
  const Instr *obj = arg_instr(call, 1);
  int flags = (absent(call, 2) ? 0 : ARRC_DELETE_AXIS) | (cg_in_jit(cg) ? ARRC_DELETE_JIT : 0);
  LLVMValueRef axis = int_arg(cg, call, 2, 0), zero = cg_i64(cg, 0);
  if (obj->type->kind == TY_SLICE && obj->op == IR_SLICE) {
    LLVMValueRef parts[3];
    int32_t missing = cg_slice_parts(cg, obj, parts);
    return cg_call_rt(cg, "arrc_shapes_delete", cg->ptr, 10,
                      (LLVMValueRef[]){a, cg_i64(cg, -1), LLVMConstNull(cg->ptr), parts[0], parts[1], parts[2],
                                       i32c(cg, missing), axis, i32c(cg, flags), loc_of(cg, call)});
  }
  if (obj->type->kind == TY_SLICE) {
    cg_unsupported(cg, call->loc, "np.delete() of a slice held in a variable is not supported: write the slice in the call");
    return lower_failed(cg, call);
  }
  if (type_is_int(obj->type) || obj->type == ty_bool)
    flags |= ARRC_DELETE_ONE;
  Ints ix = ints_of(cg, obj, call->loc);
  LLVMValueRef r = cg_call_rt(cg, "arrc_shapes_delete", cg->ptr, 10,
                              (LLVMValueRef[]){a, ix.n, ix.ptr, zero, zero, zero, i32c(cg, 0), axis, i32c(cg, flags),
                                               loc_of(cg, call)});
  ints_done(cg, &ix);
  return r;
}

/* ---- broadcasting ------------------------------------------------------------------------------ */

LLVMValueRef lower_shapes_broadcast(Cg *cg, const Instr *call, BuiltinId id) {
  if (id == BI_NP_BROADCAST_TO) {
    LLVMValueRef dims[32];
    int n = cg_shape_dims(cg, arg_instr(call, 1), dims);
    LLVMValueRef shape = ints_buffer(cg, n);
    for (int k = 0; k < n; k++)
      put_int(cg, shape, k, dims[k]);
    return cg_call_rt(cg, "arrc_shapes_broadcast_to", cg->ptr, 5,
                      (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), i32c(cg, n), shape, jit_flag(cg),
                                       loc_of(cg, call)});
  }
  if (id == BI_NP_BROADCAST_ARRAYS) {
    LLVMValueRef n, arrs = arrays_of_args(cg, call, 0, &n);
    return cg_call_rt(cg, "arrc_shapes_broadcast_arrays", cg->ptr, 4,
                      (LLVMValueRef[]){n, arrs, jit_flag(cg), loc_of(cg, call)});
  }
  /* np.broadcast_shapes: each shape into its own buffer. */
  int count = nargs(call), nd = call->type->n;
  LLVMValueRef ndims = cg_alloca(cg, LLVMArrayType(cg->i32, (unsigned)(count ? count : 1)), "ndims");
  LLVMValueRef shapes = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)(count ? count : 1)), "shapes");
  for (int k = 0; k < count; k++) {
    LLVMValueRef dims[32];
    int n = cg_shape_dims(cg, arg_instr(call, k), dims);
    LLVMValueRef buf = ints_buffer(cg, n);
    for (int j = 0; j < n; j++)
      put_int(cg, buf, j, dims[j]);
    LLVMBuildStore(cg->b, i32c(cg, n), LLVMBuildGEP2(cg->b, cg->i32, ndims, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
    LLVMBuildStore(cg->b, buf, LLVMBuildGEP2(cg->b, cg->ptr, shapes, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  LLVMValueRef out = ints_buffer(cg, nd);
  cg_call_rt(cg, "arrc_shapes_broadcast_shape", cg->void_, 7,
             (LLVMValueRef[]){cg_i64(cg, count), ndims, shapes, i32c(cg, nd), out, jit_flag(cg), loc_of(cg, call)});
  LLVMValueRef fields[32];
  for (int k = 0; k < nd && k < 32; k++)
    fields[k] = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildGEP2(cg->b, cg->i64, out, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), "");
  return tuple_of(cg, call->type, fields);
}

/* ---- conversions ---------------------------------------------------------------------------------- */

/* np.asarray and its variants: an array of the dtype asked for is returned
 * itself (a new reference), as NumPy returns it. */
LLVMValueRef lower_shapes_asarray(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *src = arg_instr(call, 0);
  bool owned;
  LLVMValueRef a = as_array(cg, src, call->type->elem, &owned, call->loc);
  if (src->type->kind == TY_LIST && src->type->elem && src->type->elem->kind == TY_LIST && call->type->ndim > 2)
    cg_unsupported(cg, call->loc, "%s() of lists nested more than twice is not supported yet", builtin_path(id));
  if (id == BI_NP_ASARRAY_CHKFINITE)
    cg_call_rt(cg, "arrc_shapes_chkfinite", cg->void_, 2, (LLVMValueRef[]){a, loc_of(cg, call)});
  if (id == BI_NP_ASFORTRANARRAY) {
    LLVMValueRef f = cg_call_rt(cg, "arrc_shapes_fortran", cg->ptr, 2, (LLVMValueRef[]){a, loc_of(cg, call)});
    release_if(cg, a, owned);
    return f;
  }
  if (!owned)
    cg_refcount(cg, a, call->type, true);
  return a;
}

/* np.shape (a tuple of the dimensions) and np.isscalar (decided by the
 * type: numbers and strings are scalars). */
LLVMValueRef lower_shapes_shape(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *x = arg_instr(call, 0);
  const Type *t = x->type;
  if (id == BI_NP_ISSCALAR)
    return LLVMConstInt(cg->i1, type_is_number(t) || t->kind == TY_STR, false);
  LLVMValueRef v = cg_value(cg, x), fields[32];
  int nd = call->type->n;
  if (t->kind == TY_ARRAY) {
    for (int k = 0; k < nd; k++)
      fields[k] = cg_array_dim(cg, v, k);
  } else if (t->kind == TY_TUPLE) {
    fields[0] = cg_i64(cg, t->n);
  } else if (t->kind == TY_LIST) {
    for (int k = 0; k < nd; k++) {
      fields[k] = cg_list_len(cg, v);
      if (k + 1 < nd)
        v = LLVMBuildLoad2(cg->b, cg->ptr, cg_list_elem_ptr(cg, v, cg_i64(cg, 0), call->loc), "");
    }
  }
  return tuple_of(cg, call->type, fields);
}

/* ---- linspace and logspace ---------------------------------------------------------------------------- */

static LLVMValueRef bool_arg(Cg *cg, const Instr *call, int k, bool dflt) {
  return absent(call, k) ? i32c(cg, dflt) : LLVMBuildZExt(cg->b, arg_as(cg, call, k, ty_bool), cg->i32, "");
}

/* The float64 result converted to the call's dtype. */
static LLVMValueRef to_dtype(Cg *cg, LLVMValueRef a, const Type *elem, SrcLoc loc) {
  if (elem == ty_float64)
    return a;
  LLVMValueRef b = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){a, dtype_code(cg, elem), cg_loc(cg, loc)});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
  return b;
}

LLVMValueRef lower_shapes_linspace(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type->kind == TY_TUPLE ? call->type->elems[0] : call->type;
  LLVMValueRef start = arg_as(cg, call, 0, ty_float64), stop = arg_as(cg, call, 1, ty_float64);
  LLVMValueRef num = int_arg(cg, call, 2, 50);
  /* The three-argument form, in jitted code too, is the function arrc
   * always had (arrc_array_linspace: the same numbers). */
  if (nargs(call) <= 3 && t->elem == ty_float64)
    return cg_call_rt(cg, "arrc_array_linspace", cg->ptr, 4, (LLVMValueRef[]){start, stop, num, loc_of(cg, call)});
  LLVMValueRef step = cg_alloca(cg, cg->f64, "step");
  LLVMValueRef a = cg_call_rt(cg, "arrc_shapes_linspace", cg->ptr, 7,
                              (LLVMValueRef[]){start, stop, num, bool_arg(cg, call, 3, true),
                                               i32c(cg, type_is_int(t->elem)), step,
                                               loc_of(cg, call)});
  a = to_dtype(cg, a, t->elem, call->loc);
  if (call->type->kind != TY_TUPLE)
    return a;
  LLVMValueRef fields[2] = {a, LLVMBuildLoad2(cg->b, cg->f64, step, "")};
  return tuple_of(cg, call->type, fields);
}

LLVMValueRef lower_shapes_logspace(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef base = absent(call, 4) ? LLVMConstReal(cg->f64, 10.0) : arg_as(cg, call, 4, ty_float64);
  LLVMValueRef a = cg_call_rt(cg, "arrc_shapes_logspace", cg->ptr, 6,
                              (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64), arg_as(cg, call, 1, ty_float64),
                                               int_arg(cg, call, 2, 50), bool_arg(cg, call, 3, true), base,
                                               loc_of(cg, call)});
  return to_dtype(cg, a, call->type->elem, call->loc);
}
