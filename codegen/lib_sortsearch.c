/* NumPy's sorting, searching and counting (the rows of ir/type_sortsearch.c):
 * each lowering hands the arrays to one dtype-generic function of
 * runtime/sortsearch.c and, where NumPy returns a tuple, packs the arrays
 * the runtime filled in. What differs between host code and jitted code
 * (NumPy's algorithms and Numba's) is a flag of the call. */
#include "lower.h"
#include "rt_sortsearch.h"
#include "type_sortsearch.h"

static LLVMValueRef i32(Cg *cg, int v) { return LLVMConstInt(cg->i32, (unsigned long long)(unsigned)v, false); }
static LLVMValueRef i1(Cg *cg, bool v) { return LLVMConstInt(cg->i1, v, false); }

/* The array a method is called on, or the first argument. */
static const Instr *array_of(const Instr *call) {
  const Instr *r = receiver(call);
  return r ? r : arg_instr(call, 0);
}

/* Packs n arrays into the call's tuple type. */
static LLVMValueRef pack(Cg *cg, const Instr *call, int n, LLVMValueRef *v) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
  for (int k = 0; k < n; k++)
    r = LLVMBuildInsertValue(cg->b, r, v[k], (unsigned)k, "");
  return r;
}

/* np.sort, np.argsort, a.sort(), a.argsort(). */
LLVMValueRef lower_np_sort(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = array_of(call);
  int axispos = receiver(call) ? 0 : 1;
  const Instr *axis = nargs(call) > axispos ? arg_instr(call, axispos) : NULL;
  LLVMValueRef axis_v = cg_i64(cg, -1);
  int flags = sortsearch_kind(kwarg(call, "kind"), cg_in_jit(cg));
  if (axis && axis->type->kind == TY_NONE)
    flags |= ARRC_SORT_FLAT;
  else if (axis)
    axis_v = cg_convert(cg, cg_value(cg, axis), axis->type, ty_int64);
  LLVMValueRef args[4] = {cg_value(cg, a), axis_v, i32(cg, flags), cg_loc(cg, call->loc)};
  switch (id) {
  case BI_ARRAY_SORT:
    cg_call_rt(cg, "arrc_sort_inplace", cg->void_, 4, args);
    return NULL;
  case BI_NP_ARGSORT: case BI_ARRAY_ARGSORT:
    return cg_call_rt(cg, "arrc_argsort", cg->ptr, 4, args);
  default:
    return cg_call_rt(cg, "arrc_sort_copy", cg->ptr, 4, args);
  }
}

/* np.partition(a, kth). */
LLVMValueRef lower_np_partition(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef args[4] = {cg_value(cg, arg_instr(call, 0)), arg_as(cg, call, 1, ty_int64), i1(cg, cg_in_jit(cg)),
                          cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_partition", cg->ptr, 4, args);
}

/* The element type both sides of a search compare in: NumPy's common
 * type, where a scalar takes a float array's own type (value-based
 * casting) and integers compare exactly as int64. */
static const Type *search_type(const Type *a, const Type *v) {
  const Type *ve = v->kind == TY_ARRAY ? v->elem : v;
  bool af = type_is_float(a), vf = type_is_float(ve);
  if (!af && !vf)
    return a == ty_uint64 && ve == ty_uint64 ? ty_uint64 : ty_int64;
  if (a == ty_float32 && (v->kind != TY_ARRAY || !vf || ve == ty_float32) &&
      (vf || v->kind != TY_ARRAY || ve->bits <= 16))
    return ty_float32;
  return ty_float64;
}

/* v as an array: a scalar becomes a 1-element array of type t. */
static LLVMValueRef as_array(Cg *cg, const Instr *v, const Type *t, SrcLoc loc) {
  if (v->type->kind == TY_ARRAY)
    return cg_value(cg, v);
  LLVMValueRef one = cg_i64(cg, 1);
  LLVMValueRef arr = cg_array_new(cg, type_array(t, 1, 'C'), &one, false, loc);
  LLVMValueRef x = cg_convert(cg, cg_value(cg, v), v->type, t);
  LLVMBuildStore(cg->b, x, cg_array_data(cg, arr));
  return arr;
}

static LLVMValueRef first_i64(Cg *cg, LLVMValueRef arr) {
  LLVMValueRef x = LLVMBuildLoad2(cg->b, cg->i64, cg_array_data(cg, arr), "");
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &arr);
  return x;
}

LLVMValueRef lower_np_searchsorted(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0), *v = arg_instr(call, 1);
  bool right = false;
  if (nargs(call) > 2) {
    const Instr *s = arg_instr(call, 2);
    right = s->op == IR_CONST_STR && s->imm.str.s[0] == 'r';
  }
  const Type *t = search_type(a->type->elem, v->type);
  LLVMValueRef varr = as_array(cg, v, t, call->loc);
  LLVMValueRef args[5] = {cg_value(cg, a), varr, i32(cg, cg_dtype_code(t)), i1(cg, right), cg_loc(cg, call->loc)};
  LLVMValueRef r = cg_call_rt(cg, "arrc_searchsorted", cg->ptr, 5, args);
  if (v->type->kind == TY_ARRAY)
    return r;
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &varr);
  return first_i64(cg, r);
}

LLVMValueRef lower_np_digitize(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef right = nargs(call) > 2 ? arg_as(cg, call, 2, ty_bool) : i1(cg, false);
  LLVMValueRef args[5] = {cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)), right,
                          i1(cg, cg_in_jit(cg)), cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_digitize", cg->ptr, 5, args);
}

LLVMValueRef lower_np_unique(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  int flags = cg_in_jit(cg) ? ARRC_UNIQUE_JIT : 0;
  static const int asked[3] = {ARRC_UNIQUE_INDEX, ARRC_UNIQUE_INVERSE, ARRC_UNIQUE_COUNTS};
  for (int k = 1; k < nargs(call) && k < 4; k++) {
    const Instr *f = arg_instr(call, k);
    if ((f->op == IR_CONST_BOOL || f->op == IR_CONST_INT) && f->imm.i)
      flags |= asked[k - 1];
  }
  LLVMValueRef out = cg_alloca(cg, LLVMArrayType(cg->ptr, 3), "unique_out");
  LLVMValueRef args[4] = {cg_value(cg, arg_instr(call, 0)), i32(cg, flags), out, cg_loc(cg, call->loc)};
  LLVMValueRef vals = cg_call_rt(cg, "arrc_unique", cg->ptr, 4, args);
  if (call->type->kind != TY_TUPLE)
    return vals;
  LLVMValueRef parts[4] = {vals};
  int n = 1;
  for (int k = 0; k < 3; k++) {
    if (!(flags & asked[k]))
      continue;
    LLVMValueRef at = LLVMBuildGEP2(cg->b, cg->ptr, out, (LLVMValueRef[]){cg_i64(cg, k)}, 1, "");
    parts[n++] = LLVMBuildLoad2(cg->b, cg->ptr, at, "");
  }
  return pack(cg, call, n, parts);
}

LLVMValueRef lower_np_intersect1d(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type->elem;
  LLVMValueRef loc = cg_loc(cg, call->loc);
  LLVMValueRef ab[2];
  for (int k = 0; k < 2; k++) {
    const Instr *x = arg_instr(call, k);
    ab[k] = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                       (LLVMValueRef[]){cg_value(cg, x), i32(cg, cg_dtype_code(t)), loc});
  }
  LLVMValueRef r = cg_call_rt(cg, "arrc_intersect1d", cg->ptr, 3, (LLVMValueRef[]){ab[0], ab[1], loc});
  for (int k = 0; k < 2; k++)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &ab[k]);
  return r;
}

/* np.nonzero, a.nonzero(), np.argwhere, np.flatnonzero. */
LLVMValueRef lower_np_nonzero(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = array_of(call);
  LLVMValueRef av = cg_value(cg, a), loc = cg_loc(cg, call->loc);
  if (id == BI_NP_ARGWHERE)
    return cg_call_rt(cg, "arrc_argwhere", cg->ptr, 2, (LLVMValueRef[]){av, loc});
  if (id == BI_NP_FLATNONZERO)
    return cg_call_rt(cg, "arrc_flatnonzero", cg->ptr, 2, (LLVMValueRef[]){av, loc});
  int n = call->type->n;
  LLVMValueRef out = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)n), "nonzero_out");
  cg_call_rt(cg, "arrc_nonzero", cg->void_, 3, (LLVMValueRef[]){av, out, loc});
  LLVMValueRef parts[TYPE_MAX_NDIM];
  for (int k = 0; k < n; k++) {
    LLVMValueRef at = LLVMBuildGEP2(cg->b, cg->ptr, out, (LLVMValueRef[]){cg_i64(cg, k)}, 1, "");
    parts[k] = LLVMBuildLoad2(cg->b, cg->ptr, at, "");
  }
  return pack(cg, call, n, parts);
}

LLVMValueRef lower_np_count_nonzero(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  const Instr *axis = nargs(call) > 1 ? arg_instr(call, 1) : NULL;
  LLVMValueRef av = cg_value(cg, a);
  if (!axis || axis->type->kind == TY_NONE)
    return cg_call_rt(cg, "arrc_count_nonzero", cg->i64, 1, &av);
  LLVMValueRef r = cg_call_rt(cg, "arrc_count_nonzero_axis", cg->ptr, 3,
                              (LLVMValueRef[]){av, arg_as(cg, call, 1, ty_int64), cg_loc(cg, call->loc)});
  return call->type->kind == TY_ARRAY ? r : first_i64(cg, r);
}

LLVMValueRef lower_np_extract(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef args[4] = {cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)), i1(cg, cg_in_jit(cg)),
                          cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_extract", cg->ptr, 4, args);
}

LLVMValueRef lower_np_bincount(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *w = nargs(call) > 1 ? arg_instr(call, 1) : NULL;
  LLVMValueRef wv = w && w->type->kind == TY_ARRAY ? cg_value(cg, w) : LLVMConstNull(cg->ptr);
  LLVMValueRef minlength = nargs(call) > 2 ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, 0);
  LLVMValueRef args[5] = {cg_value(cg, arg_instr(call, 0)), wv, minlength, i1(cg, cg_in_jit(cg)),
                          cg_loc(cg, call->loc)};
  return cg_call_rt(cg, "arrc_bincount", cg->ptr, 5, args);
}

LLVMValueRef lower_np_histogram(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *bins = nargs(call) > 1 ? arg_instr(call, 1) : NULL;
  const Instr *range = nargs(call) > 2 ? arg_instr(call, 2) : NULL;
  bool density = false;
  if (nargs(call) > 3) {
    const Instr *d = arg_instr(call, 3);
    density = (d->op == IR_CONST_BOOL || d->op == IR_CONST_INT) && d->imm.i;
  }
  LLVMValueRef nbins = cg_i64(cg, 10), edges = LLVMConstNull(cg->ptr);
  if (bins && bins->type->kind == TY_ARRAY)
    edges = cg_value(cg, bins);
  else if (bins)
    nbins = arg_as(cg, call, 1, ty_int64);
  LLVMValueRef lo = LLVMConstReal(cg->f64, 0), hi = LLVMConstReal(cg->f64, 0);
  bool has_range = range && range->type->kind == TY_TUPLE;
  if (has_range) {
    LLVMValueRef r = cg_value(cg, range);
    lo = cg_convert(cg, LLVMBuildExtractValue(cg->b, r, 0, ""), range->type->elems[0], ty_float64);
    hi = cg_convert(cg, LLVMBuildExtractValue(cg->b, r, 1, ""), range->type->elems[1], ty_float64);
  }
  LLVMValueRef out = cg_alloca(cg, cg->ptr, "hist_edges");
  LLVMValueRef args[10] = {cg_value(cg, arg_instr(call, 0)), nbins, edges, i1(cg, has_range), lo, hi,
                           i1(cg, density), i1(cg, cg_in_jit(cg)), out, cg_loc(cg, call->loc)};
  LLVMValueRef counts = cg_call_rt(cg, "arrc_histogram", cg->ptr, 10, args);
  LLVMValueRef parts[2] = {counts, LLVMBuildLoad2(cg->b, cg->ptr, out, "")};
  return pack(cg, call, 2, parts);
}

/* x in a: x compared in the type an == between them uses. */
LLVMValueRef cg_array_contains(Cg *cg, const Instr *a, const Instr *x, SrcLoc loc) {
  const Type *t = search_type(a->type->elem, x->type);
  LLVMValueRef xa = as_array(cg, x, t, loc);
  LLVMValueRef r = cg_call_rt(cg, "arrc_array_contains", cg->i1, 2, (LLVMValueRef[]){cg_value(cg, a), xa});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &xa);
  return r;
}

/* a.__contains__(x), as x in a. */
LLVMValueRef lower_array_contains(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_array_contains(cg, receiver(call), arg_instr(call, 0), call->loc);
}
