/* The lowerings of NumPy's statistics (np.var, std, median, percentile,
 * quantile, the nan-ignoring reductions, np.ptp): each is one call of
 * the runtime (runtime/stats.c), which returns an array; a scalar result
 * is read from its 0-d array, which is then dropped. On integer arrays the
 * nan-ignoring sums, products and extremes are the plain reductions. */
#include "lower.h"
#include "type_stats.h"

/* A new float64 array of a list of numbers (q given as a list). */
static LLVMValueRef list_as_array(Cg *cg, const Instr *list, SrcLoc loc) {
  const Type *et = list->type->elem;
  LLVMValueRef v = cg_value(cg, list);
  LLVMValueRef n = cg_list_len(cg, v);
  LLVMValueRef a = cg_array_new(cg, type_array(ty_float64, 1, 'C'), &n, false, loc);
  LLVMValueRef data = cg_array_data(cg, a);
  Loop l = cg_loop_begin(cg, n);
  LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, et), cg_list_elem_ptr(cg, v, l.i, loc), "");
  LLVMBuildStore(cg->b, cg_convert(cg, x, et, ty_float64), LLVMBuildGEP2(cg->b, cg->f64, data, &l.i, 1, ""));
  cg_loop_end(cg, &l);
  return a;
}

/* The argument at position pos after the array, or NULL when absent or
 * None. */
static const Instr *stat_arg(const Instr *call, int pos) {
  int k = pos < 0 ? -1 : pos + (receiver(call) ? 0 : 1);
  if (k < 0 || k >= nargs(call))
    return NULL;
  const Instr *v = arg_instr(call, k);
  return v->type->kind == TY_NONE ? NULL : v;
}

/* The plain reduction an integer array's nan-ignoring one is. */
static BuiltinId plain_reduction(int op) {
  switch (op) {
  case ARRC_STATS_NANSUM: return BI_NP_SUM;
  case ARRC_STATS_NANPROD: return BI_NP_PROD;
  case ARRC_STATS_NANMAX: return BI_NP_MAX;
  case ARRC_STATS_NANMIN: return BI_NP_MIN;
  default: return BI_NONE;
  }
}

/* Reads a scalar result out of the runtime's 0-d array and drops it. */
static LLVMValueRef scalar_of(Cg *cg, LLVMValueRef r, const Type *t) {
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, t), cg_array_data(cg, r), "");
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
  return v;
}

LLVMValueRef lower_stats(Cg *cg, const Instr *call, BuiltinId id) {
  const StatsParams *p = stats_params(id);
  const Instr *recv = receiver(call);
  const Instr *a = recv ? recv : arg_instr(call, 0);
  if (!p || a->type->kind != TY_ARRAY) {
    cg_unsupported(cg, call->loc, "'%s' is not supported by the code generator yet", builtin_path(id));
    return lower_failed(cg, call);
  }
  const Type *e = a->type->elem;
  BuiltinId plain = plain_reduction(p->op);
  if (e->kind != TY_FLOAT && plain != BI_NONE)
    return lower_reduce(cg, call, plain);
  int flags = cg_in_jit(cg) ? ARRC_STATS_JIT : 0;
  if (p->percent)
    flags |= ARRC_STATS_PERCENT;
  const Instr *axis = stat_arg(call, p->axis), *ddof = stat_arg(call, p->ddof), *q = stat_arg(call, p->q);
  const Instr *keepdims = stat_arg(call, p->keepdims);
  LLVMValueRef axis_v = cg_i64(cg, 0), ddof_v = LLVMConstReal(cg->f64, 0), qscalar = LLVMConstReal(cg->f64, 0);
  LLVMValueRef qarray = LLVMConstNull(cg->ptr);
  bool qlist = false;
  if (axis) {
    flags |= ARRC_STATS_AXIS;
    axis_v = cg_convert(cg, cg_value(cg, axis), axis->type, ty_int64);
  }
  if (keepdims && ir_resolve(keepdims)->op == IR_CONST_BOOL && ir_resolve(keepdims)->imm.i)
    flags |= ARRC_STATS_KEEPDIMS;
  if (ddof)
    ddof_v = cg_convert(cg, cg_value(cg, ddof), ddof->type, ty_float64);
  if (q && q->type->kind == TY_LIST) {
    qarray = list_as_array(cg, q, call->loc);
    qlist = true;
    flags |= ARRC_STATS_QARRAY;
  } else if (q && q->type->kind == TY_ARRAY) {
    qarray = cg_value(cg, q);
    flags |= ARRC_STATS_QARRAY;
  } else if (q) {
    qscalar = cg_convert(cg, cg_value(cg, q), q->type, ty_float64);
  }
  const Type *t = call->type->kind == TY_ARRAY ? call->type->elem : call->type;
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_reduce", cg->ptr, 9,
                              (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, (unsigned)p->op, false),
                                               LLVMConstInt(cg->i32, (unsigned)flags, false), axis_v, ddof_v, qarray,
                                               qscalar, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t), false),
                                               cg_loc(cg, call->loc)});
  if (qlist)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &qarray);
  return call->type->kind == TY_ARRAY ? r : scalar_of(cg, r, t);
}

/* np.nancumsum and np.nancumprod: np.cumsum and np.cumprod on integers,
 * the runtime's NaN-skipping accumulation on floats. */
LLVMValueRef lower_stats_cumulative(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = arg_instr(call, 0);
  bool prod = id == BI_NP_NANCUMPROD;
  if (a->type->elem->kind != TY_FLOAT)
    return lower_cumulative(cg, call, prod ? BI_NP_CUMPROD : BI_NP_CUMSUM);
  const Instr *axis = nargs(call) > 1 && arg_instr(call, 1)->type->kind != TY_NONE ? arg_instr(call, 1) : NULL;
  int flags = cg_in_jit(cg) ? ARRC_STATS_JIT : 0;
  LLVMValueRef axis_v = cg_i64(cg, 0);
  if (axis) {
    flags |= ARRC_STATS_AXIS;
    axis_v = cg_convert(cg, cg_value(cg, axis), axis->type, ty_int64);
  }
  return cg_call_rt(cg, "arrc_stats_nancumulative", cg->ptr, 5,
                    (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, prod, false),
                                     LLVMConstInt(cg->i32, (unsigned)flags, false), axis_v, cg_loc(cg, call->loc)});
}

/* ---- differences, interpolation, convolution, comparisons -------------------- */

/* A value as an array for the runtime: an array as it is; a list of
 * numbers or a number as a new float64 array (one element for a number),
 * which *owned says to drop. */
static LLVMValueRef as_array(Cg *cg, const Instr *v, SrcLoc loc, bool *owned) {
  *owned = v->type->kind != TY_ARRAY;
  if (v->type->kind == TY_ARRAY)
    return cg_value(cg, v);
  if (v->type->kind == TY_LIST)
    return list_as_array(cg, v, loc);
  LLVMValueRef one = cg_i64(cg, 1);
  LLVMValueRef a = cg_array_new(cg, type_array(ty_float64, 1, 'C'), &one, false, loc);
  LLVMBuildStore(cg->b, cg_convert(cg, cg_value(cg, v), v->type, ty_float64), cg_array_data(cg, a));
  return a;
}

static void drop_if(Cg *cg, LLVMValueRef a, bool owned) {
  if (owned)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
}

LLVMValueRef lower_stats_diff(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef n = nargs(call) > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 1);
  LLVMValueRef axis = nargs(call) > 2 ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, -1);
  return cg_call_rt(cg, "arrc_stats_diff", cg->ptr, 5,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), n, axis,
                                     LLVMConstInt(cg->i32, cg_in_jit(cg), false), cg_loc(cg, call->loc)});
}

LLVMValueRef lower_stats_interp(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  bool own[3];
  LLVMValueRef arrays[3];
  for (int k = 0; k < 3; k++)
    arrays[k] = as_array(cg, arg_instr(call, k), call->loc, &own[k]);
  LLVMValueRef bounds[2] = {LLVMConstReal(cg->f64, 0), LLVMConstReal(cg->f64, 0)};
  LLVMValueRef has[2] = {LLVMConstInt(cg->i32, 0, false), LLVMConstInt(cg->i32, 0, false)};
  for (int k = 0; k < 2; k++) {
    if (nargs(call) > 3 + k && arg_instr(call, 3 + k)->type->kind != TY_NONE) {
      bounds[k] = arg_as(cg, call, 3 + k, ty_float64);
      has[k] = LLVMConstInt(cg->i32, 1, false);
    }
  }
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_interp", cg->ptr, 8,
                              (LLVMValueRef[]){arrays[0], arrays[1], arrays[2], bounds[0], bounds[1], has[0], has[1],
                                               cg_loc(cg, call->loc)});
  for (int k = 0; k < 3; k++)
    drop_if(cg, arrays[k], own[k]);
  return call->type->kind == TY_ARRAY ? r : scalar_of(cg, r, ty_float64);
}

LLVMValueRef lower_stats_correlate(Cg *cg, const Instr *call, BuiltinId id) {
  bool convolve = id == BI_NP_CONVOLVE, own_a, own_v;
  int mode = stats_correlate_mode(nargs(call) > 2 ? arg_instr(call, 2) : NULL, convolve ? 2 : 0);
  LLVMValueRef a = as_array(cg, arg_instr(call, 0), call->loc, &own_a);
  LLVMValueRef v = as_array(cg, arg_instr(call, 1), call->loc, &own_v);
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_correlate", cg->ptr, 6,
                              (LLVMValueRef[]){a, v, LLVMConstInt(cg->i32, (unsigned)mode, false),
                                               LLVMConstInt(cg->i32, convolve, false),
                                               LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
                                               cg_loc(cg, call->loc)});
  drop_if(cg, a, own_a);
  drop_if(cg, v, own_v);
  return r;
}

/* np.isclose, np.allclose (any of isclose's elements false is False) and
 * np.array_equal. */
LLVMValueRef lower_stats_isclose(Cg *cg, const Instr *call, BuiltinId id) {
  bool own_a, own_b;
  LLVMValueRef a = as_array(cg, arg_instr(call, 0), call->loc, &own_a);
  LLVMValueRef b = as_array(cg, arg_instr(call, 1), call->loc, &own_b);
  LLVMValueRef r;
  if (id == BI_NP_ARRAY_EQUAL) {
    LLVMValueRef equal_nan = nargs(call) > 2 ? cg_convert(cg, cg_value(cg, arg_instr(call, 2)), ty_bool, ty_int64)
                                             : cg_i64(cg, 0);
    bool complex_args = arg_instr(call, 0)->type->kind == TY_COMPLEX || arg_instr(call, 1)->type->kind == TY_COMPLEX ||
                        (arg_instr(call, 0)->type->kind == TY_ARRAY && arg_instr(call, 0)->type->elem->kind == TY_COMPLEX) ||
                        (arg_instr(call, 1)->type->kind == TY_ARRAY && arg_instr(call, 1)->type->elem->kind == TY_COMPLEX);
    r = cg_call_rt(cg, complex_args ? "arrc_array_equal_complex" : "arrc_stats_array_equal", cg->i8, 3,
                   (LLVMValueRef[]){a, b, LLVMBuildTrunc(cg->b, equal_nan, cg->i32, "")});
    r = LLVMBuildICmp(cg->b, LLVMIntNE, r, LLVMConstInt(cg->i8, 0, false), "");
  } else {
    LLVMValueRef rtol = nargs(call) > 2 ? arg_as(cg, call, 2, ty_float64) : LLVMConstReal(cg->f64, 1e-05);
    LLVMValueRef atol = nargs(call) > 3 ? arg_as(cg, call, 3, ty_float64) : LLVMConstReal(cg->f64, 1e-08);
    LLVMValueRef flags = nargs(call) > 4 ? LLVMBuildZExt(cg->b, cg_value(cg, arg_instr(call, 4)), cg->i32, "")
                                         : LLVMConstInt(cg->i32, 0, false);
    if (cg_in_jit(cg))
      flags = LLVMBuildOr(cg->b, flags, LLVMConstInt(cg->i32, 2, false), "");
    r = cg_call_rt(cg, "arrc_stats_isclose", cg->ptr, 6, (LLVMValueRef[]){a, b, rtol, atol, flags, cg_loc(cg, call->loc)});
    if (id == BI_NP_ALLCLOSE) {
      LLVMValueRef all = cg_call_rt(cg, "arrc_array_reduce_i64", cg->i64, 3,
                                    (LLVMValueRef[]){r, LLVMConstInt(cg->i32, ARRC_REDUCE_ALL, false),
                                                     cg_loc(cg, call->loc)});
      cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
      r = LLVMBuildICmp(cg->b, LLVMIntNE, all, cg_i64(cg, 0), "");
    } else if (call->type->kind != TY_ARRAY) {
      r = scalar_of(cg, r, ty_bool);
    }
  }
  drop_if(cg, a, own_a);
  drop_if(cg, b, own_b);
  return r;
}

/* np.average: np.mean's runtime without weights, the weighted sums with. */
LLVMValueRef lower_stats_average(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = arg_instr(call, 0);
  const Instr *axis = nargs(call) > 1 && arg_instr(call, 1)->type->kind != TY_NONE ? arg_instr(call, 1) : NULL;
  const Instr *w = nargs(call) > 2 && arg_instr(call, 2)->type->kind != TY_NONE ? arg_instr(call, 2) : NULL;
  LLVMValueRef jit = LLVMConstInt(cg->i32, cg_in_jit(cg), false), loc = cg_loc(cg, call->loc);
  if (w) {
    LLVMValueRef r = cg_call_rt(cg, "arrc_stats_average", cg->f64, 4,
                                (LLVMValueRef[]){cg_value(cg, a), cg_value(cg, w), jit, loc});
    return cg_convert(cg, r, ty_float64, call->type);
  }
  int flags = (cg_in_jit(cg) ? ARRC_STATS_JIT : 0) | (axis ? ARRC_STATS_AXIS : 0);
  LLVMValueRef axis_v = axis ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
  const Type *t = call->type->kind == TY_ARRAY ? call->type->elem : call->type;
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_reduce", cg->ptr, 9,
                              (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, ARRC_STATS_MEAN, false),
                                               LLVMConstInt(cg->i32, (unsigned)flags, false), axis_v,
                                               LLVMConstReal(cg->f64, 0), LLVMConstNull(cg->ptr),
                                               LLVMConstReal(cg->f64, 0),
                                               LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t), false), loc});
  return call->type->kind == TY_ARRAY ? r : scalar_of(cg, r, t);
}

LLVMValueRef lower_stats_trapz(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *x = nargs(call) > 1 && arg_instr(call, 1)->type->kind != TY_NONE ? arg_instr(call, 1) : NULL;
  LLVMValueRef dx = nargs(call) > 2 ? arg_as(cg, call, 2, ty_float64) : LLVMConstReal(cg->f64, 1.0);
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_trapz", cg->f64, 5,
                              (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), x ? cg_value(cg, x) : LLVMConstNull(cg->ptr),
                                               dx, LLVMConstInt(cg->i32, cg_in_jit(cg), false),
                                               cg_loc(cg, call->loc)});
  return cg_convert(cg, r, ty_float64, call->type);
}

LLVMValueRef lower_stats_ediff1d(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef ends[2] = {LLVMConstNull(cg->ptr), LLVMConstNull(cg->ptr)};
  bool own[2] = {false, false};
  for (int k = 0; k < 2; k++)
    if (nargs(call) > 1 + k && arg_instr(call, 1 + k)->type->kind != TY_NONE)
      ends[k] = as_array(cg, arg_instr(call, 1 + k), call->loc, &own[k]);
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_ediff1d", cg->ptr, 4,
                              (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), ends[0], ends[1],
                                               cg_loc(cg, call->loc)});
  for (int k = 0; k < 2; k++)
    drop_if(cg, ends[k], own[k]);
  return r;
}

/* np.sum and the other reductions given dtype= or keepdims=: the array
 * converted to the dtype first, then the runtime's reduction, kept as an
 * array of the array's rank for keepdims=True. */
LLVMValueRef lower_reduce_options(Cg *cg, const Instr *call, BuiltinId id) {
  ReduceOp op = builtin_reduction(id);
  const Instr *recv = receiver(call);
  const Instr *a = recv ? recv : arg_instr(call, 0);
  int base = recv ? 0 : 1;
  const Instr *axis = base < nargs(call) && arg_instr(call, base)->type->kind != TY_NONE ? arg_instr(call, base) : NULL;
  bool has_dtype = op == REDUCE_SUM || op == REDUCE_PROD || op == REDUCE_MEAN;
  const Instr *dt = has_dtype && base + 1 < nargs(call) && arg_instr(call, base + 1)->type->kind == TY_DTYPE
                        ? arg_instr(call, base + 1) : NULL;
  const Instr *kd = kwarg(call, "keepdims");
  if (!kd && base + (has_dtype ? 2 : 1) < nargs(call))
    kd = arg_instr(call, base + (has_dtype ? 2 : 1));
  int flags = cg_in_jit(cg) ? ARRC_STATS_JIT : 0;
  if (axis)
    flags |= ARRC_STATS_AXIS;
  if (kd && kd->op == IR_CONST_BOOL && kd->imm.i)
    flags |= ARRC_STATS_KEEPDIMS;
  const Type *t = call->type->kind == TY_ARRAY ? call->type->elem : call->type;
  LLVMValueRef loc = cg_loc(cg, call->loc), v = cg_value(cg, a);
  bool converted = dt && dt->type->elem != a->type->elem;
  if (converted)
    v = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                   (LLVMValueRef[]){v, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(dt->type->elem), false), loc});
  LLVMValueRef r = cg_call_rt(cg, "arrc_stats_plain_reduce", cg->ptr, 6,
                              (LLVMValueRef[]){v, LLVMConstInt(cg->i32, (unsigned)op, false),
                                               LLVMConstInt(cg->i32, (unsigned)flags, false),
                                               axis ? arg_as(cg, call, base, ty_int64) : cg_i64(cg, 0),
                                               LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t), false), loc});
  drop_if(cg, v, converted);
  if (call->type->kind == TY_ARRAY)
    return r;
  if (t->kind == TY_BOOL) {
    LLVMValueRef byte = LLVMBuildLoad2(cg->b, cg->i8, cg_array_data(cg, r), "");
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
    return LLVMBuildICmp(cg->b, LLVMIntNE, byte, LLVMConstInt(cg->i8, 0, false), "");
  }
  return scalar_of(cg, r, t);
}

/* np.cov and np.corrcoef: the runtime's k-by-k matrix, or its one element
 * for a single 1-D variable. */
LLVMValueRef lower_stats_cov(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *y = nargs(call) > 1 && arg_instr(call, 1)->type->kind != TY_NONE ? arg_instr(call, 1) : NULL;
  LLVMValueRef rowvar = nargs(call) > 2 ? LLVMBuildZExt(cg->b, cg_value(cg, arg_instr(call, 2)), cg->i32, "")
                                        : LLVMConstInt(cg->i32, 1, false);
  LLVMValueRef jit = LLVMConstInt(cg->i32, cg_in_jit(cg), false), loc = cg_loc(cg, call->loc);
  LLVMValueRef m = cg_value(cg, arg_instr(call, 0)), yv = y ? cg_value(cg, y) : LLVMConstNull(cg->ptr);
  LLVMValueRef r;
  if (id == BI_NP_COV) {
    LLVMValueRef bias = nargs(call) > 3 ? LLVMBuildZExt(cg->b, cg_value(cg, arg_instr(call, 3)), cg->i32, "")
                                        : LLVMConstInt(cg->i32, 0, false);
    LLVMValueRef ddof = nargs(call) > 4 && arg_instr(call, 4)->type->kind != TY_NONE ? arg_as(cg, call, 4, ty_float64)
                                                                                     : LLVMConstReal(cg->f64, -1);
    r = cg_call_rt(cg, "arrc_stats_cov", cg->ptr, 7, (LLVMValueRef[]){m, yv, rowvar, bias, ddof, jit, loc});
  } else {
    r = cg_call_rt(cg, "arrc_stats_corrcoef", cg->ptr, 5, (LLVMValueRef[]){m, yv, rowvar, jit, loc});
  }
  return call->type->kind == TY_ARRAY ? r : scalar_of(cg, r, ty_float64);
}
