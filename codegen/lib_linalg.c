/* Linear algebra: np.dot and the `@` products (cg_matmul in
 * elementwise.c), np.vdot, outer, kron, trace, roots, a.dot, np.matmul and
 * np.linalg. Each is one call of the runtime (runtime/linalg.c, on LAPACK,
 * and runtime/linalg_basic.c), which returns float64 or complex128
 * results; the lowering casts them to the type inference gave (float32 or
 * complex64 for single-precision inputs) and builds the tuples. */
#include "lower.h"

#include "rt_linalg.h"
#include "type_linalg.h"

LLVMValueRef lower_dot(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_matmul(cg, call, arg_instr(call, 0), arg_instr(call, 1));
}

static LLVMValueRef jit_flag(Cg *cg) { return LLVMConstInt(cg->i32, cg_in_jit(cg) ? 1 : 0, false); }

static LLVMValueRef i32c(Cg *cg, int v) { return LLVMConstInt(cg->i32, (unsigned long long)(unsigned)v, true); }

static LLVMValueRef arg_array(Cg *cg, const Instr *call, int k) { return cg_value(cg, arg_instr(call, k)); }

/* The array the runtime made, of float64 or complex128 elements (real:
 * it holds real parts), as an array of elem: cast when they differ. */
static LLVMValueRef fit(Cg *cg, LLVMValueRef r, bool complex_result, const Type *elem, SrcLoc loc) {
  const Type *have = complex_result ? ty_complex128 : ty_float64;
  if (elem == have)
    return r;
  LLVMValueRef c = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                              (LLVMValueRef[]){r, i32c(cg, cg_dtype_code(elem)), cg_loc(cg, loc)});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
  return c;
}

/* The number in a 0-d array the runtime made, as type t; the array is
 * released. */
static LLVMValueRef scalar_of(Cg *cg, LLVMValueRef r, bool complex_result, const Type *t, SrcLoc loc) {
  LLVMValueRef c = fit(cg, r, complex_result, t, loc);
  LLVMValueRef v = cg_load_elem(cg, t, cg_array_data(cg, c));
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &c);
  return v;
}

static bool is_cx(const Instr *a) { return a->type->kind == TY_ARRAY && a->type->elem->kind == TY_COMPLEX; }

static const Type *elem_of(const Type *t) { return t->kind == TY_ARRAY ? t->elem : t; }

/* A tuple of the call's type from its parts. */
static LLVMValueRef tuple_of(Cg *cg, const Instr *call, int n, LLVMValueRef *parts) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
  for (int k = 0; k < n; k++)
    r = LLVMBuildInsertValue(cg->b, r, parts[k], (unsigned)k, "");
  return r;
}

/* A number argument as float64, or dflt when absent or None. */
static LLVMValueRef f64_arg(Cg *cg, const Instr *call, int k, double dflt) {
  if (nargs(call) <= k || arg_instr(call, k)->type->kind == TY_NONE)
    return LLVMConstReal(cg->f64, dflt);
  return arg_as(cg, call, k, ty_float64);
}

/* ord= of norm and p= of cond: the ARRC_NORM_* kind (numbers: decided by
 * the runtime from the value) and the number. */
static void order_arg(Cg *cg, const Instr *call, int k, LLVMValueRef *kind, LLVMValueRef *p) {
  *p = LLVMConstReal(cg->f64, 0);
  if (nargs(call) <= k || arg_instr(call, k)->type->kind == TY_NONE) {
    *kind = i32c(cg, ARRC_NORM_DEFAULT);
    return;
  }
  const char *s = la_const_str(arg_instr(call, k));
  if (s) {
    *kind = i32c(cg, s[0] == 'n' ? ARRC_NORM_NUC : ARRC_NORM_FRO);
    return;
  }
  *kind = i32c(cg, ARRC_NORM_NUMBER);
  *p = arg_as(cg, call, k, ty_float64);
}

/* Two arrays converted to elem (which also makes them C-contiguous),
 * released after the call the caller makes. */
static void converted_pair(Cg *cg, const Instr *call, const Instr *a, const Instr *b, const Type *elem,
                           LLVMValueRef *ca, LLVMValueRef *cb) {
  LLVMValueRef code = i32c(cg, cg_dtype_code(elem)), loc = cg_loc(cg, call->loc);
  *ca = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, a), code, loc});
  *cb = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, b), code, loc});
}

static void release2(Cg *cg, LLVMValueRef a, LLVMValueRef b) {
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &b);
}

static LLVMValueRef lower_products(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc), ca, cb, r;
  const Type *e = elem_of(call->type);
  switch (id) {
  case BI_ARRAY_DOT:
    return cg_matmul(cg, call, receiver(call), arg_instr(call, 0));
  case BI_NP_MATMUL:
    return cg_matmul(cg, call, arg_instr(call, 0), arg_instr(call, 1));
  case BI_NP_VDOT:
    converted_pair(cg, call, arg_instr(call, 0), arg_instr(call, 1), e, &ca, &cb);
    r = cg_call_rt(cg, "arrc_linalg_vdot", cg->ptr, 3, (LLVMValueRef[]){ca, cb, loc});
    release2(cg, ca, cb);
    {
      LLVMValueRef v = cg_load_elem(cg, e, cg_array_data(cg, r));
      cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
      return v;
    }
  case BI_NP_CROSS:
    return cg_call_rt(cg, "arrc_np_cross", cg->ptr, 4,
                      (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)),
                                       LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false), loc});
  case BI_NP_OUTER: case BI_NP_KRON:
    converted_pair(cg, call, arg_instr(call, 0), arg_instr(call, 1), e, &ca, &cb);
    r = cg_call_rt(cg, id == BI_NP_OUTER ? "arrc_linalg_outer" : "arrc_linalg_kron", cg->ptr, 3,
                   (LLVMValueRef[]){ca, cb, loc});
    release2(cg, ca, cb);
    return r;
  case BI_NP_TRACE: {
    LLVMValueRef off = nargs(call) > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
    r = cg_call_rt(cg, "arrc_linalg_trace", cg->ptr, 5,
                   (LLVMValueRef[]){arg_array(cg, call, 0), off, i32c(cg, cg_dtype_code(e)), jit_flag(cg), loc});
    LLVMValueRef v = cg_load_elem(cg, e, cg_array_data(cg, r));
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
    return v;
  }
  default:
    return NULL;
  }
}

LLVMValueRef lower_la(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef r = lower_products(cg, call, id);
  if (r)
    return r;
  LLVMValueRef loc = cg_loc(cg, call->loc), jit = jit_flag(cg);
  const Instr *a = arg_instr(call, 0);
  bool cx = is_cx(a) || (nargs(call) > 1 && arg_instr(call, 1)->type->kind == TY_ARRAY && is_cx(arg_instr(call, 1)) &&
                         (id == BI_NP_LINALG_SOLVE || id == BI_NP_LINALG_LSTSQ));
  LLVMValueRef av = cg_value(cg, a);
  SrcLoc sl = call->loc;
  const Type *t = call->type;
  switch (id) {
  case BI_NP_LINALG_SOLVE:
    r = cg_call_rt(cg, "arrc_la_solve", cg->ptr, 4, (LLVMValueRef[]){av, arg_array(cg, call, 1), jit, loc});
    return fit(cg, r, cx, t->elem, sl);
  case BI_NP_LINALG_INV: case BI_NP_LINALG_CHOLESKY:
    r = cg_call_rt(cg, id == BI_NP_LINALG_INV ? "arrc_la_inv" : "arrc_la_cholesky", cg->ptr, 3,
                   (LLVMValueRef[]){av, jit, loc});
    return fit(cg, r, cx, t->elem, sl);
  case BI_NP_LINALG_DET:
    r = cg_call_rt(cg, "arrc_la_det", cg->ptr, 3, (LLVMValueRef[]){av, jit, loc});
    return scalar_of(cg, r, cx, t, sl);
  case BI_NP_LINALG_SLOGDET: {
    LLVMValueRef out = cg_alloca(cg, cg->ptr, "logdet");
    r = cg_call_rt(cg, "arrc_la_slogdet", cg->ptr, 4, (LLVMValueRef[]){av, out, jit, loc});
    LLVMValueRef parts[2] = {scalar_of(cg, r, cx, t->elems[0], sl),
                             scalar_of(cg, LLVMBuildLoad2(cg->b, cg->ptr, out, ""), false, t->elems[1], sl)};
    return tuple_of(cg, call, 2, parts);
  }
  case BI_NP_LINALG_EIG: case BI_NP_LINALG_EIGVALS: {
    bool vec = id == BI_NP_LINALG_EIG;
    LLVMValueRef out = cg_alloca(cg, cg->ptr, "v");
    r = cg_call_rt(cg, "arrc_la_eig", cg->ptr, 4,
                   (LLVMValueRef[]){av, vec ? out : LLVMConstNull(cg->ptr), jit, loc});
    if (!vec)
      return fit(cg, r, cx, t->elem, sl);
    LLVMValueRef parts[2] = {fit(cg, r, cx, t->elems[0]->elem, sl),
                             fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, out, ""), cx, t->elems[1]->elem, sl)};
    return tuple_of(cg, call, 2, parts);
  }
  case BI_NP_LINALG_EIGH: case BI_NP_LINALG_EIGVALSH: {
    bool vec = id == BI_NP_LINALG_EIGH;
    const char *uplo = nargs(call) > 1 ? la_const_str(arg_instr(call, 1)) : NULL;
    LLVMValueRef out = cg_alloca(cg, cg->ptr, "v");
    r = cg_call_rt(cg, "arrc_la_eigh", cg->ptr, 5,
                   (LLVMValueRef[]){av, vec ? out : LLVMConstNull(cg->ptr), i32c(cg, uplo && uplo[0] == 'U'), jit, loc});
    if (!vec)
      return fit(cg, r, false, t->elem, sl);
    LLVMValueRef parts[2] = {fit(cg, r, false, t->elems[0]->elem, sl),
                             fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, out, ""), cx, t->elems[1]->elem, sl)};
    return tuple_of(cg, call, 2, parts);
  }
  case BI_NP_LINALG_SVD: {
    bool uv = t->kind == TY_TUPLE;
    LLVMValueRef full = nargs(call) > 1 ? LLVMBuildZExt(cg->b, arg_as(cg, call, 1, ty_bool), cg->i32, "") : i32c(cg, 1);
    LLVMValueRef u = cg_alloca(cg, cg->ptr, "u"), vh = cg_alloca(cg, cg->ptr, "vh");
    r = cg_call_rt(cg, "arrc_la_svd", cg->ptr, 6,
                   (LLVMValueRef[]){av, uv ? u : LLVMConstNull(cg->ptr), uv ? vh : LLVMConstNull(cg->ptr), full, jit,
                                    loc});
    if (!uv)
      return fit(cg, r, false, t->elem, sl);
    LLVMValueRef parts[3] = {fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, u, ""), cx, t->elems[0]->elem, sl),
                             fit(cg, r, false, t->elems[1]->elem, sl),
                             fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, vh, ""), cx, t->elems[2]->elem, sl)};
    return tuple_of(cg, call, 3, parts);
  }
  case BI_NP_LINALG_QR: {
    const char *mode = nargs(call) > 1 ? la_const_str(arg_instr(call, 1)) : "reduced";
    bool only_r = strcmp(mode, "r") == 0;
    LLVMValueRef rr = cg_alloca(cg, cg->ptr, "r");
    r = cg_call_rt(cg, "arrc_la_qr", cg->ptr, 5,
                   (LLVMValueRef[]){av, only_r ? LLVMConstNull(cg->ptr) : rr, i32c(cg, strcmp(mode, "complete") == 0),
                                    jit, loc});
    if (only_r)
      return fit(cg, r, cx, t->elem, sl);
    LLVMValueRef parts[2] = {fit(cg, r, cx, t->elems[0]->elem, sl),
                             fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, rr, ""), cx, t->elems[1]->elem, sl)};
    return tuple_of(cg, call, 2, parts);
  }
  case BI_NP_LINALG_LSTSQ: {
    /* rcond: NumPy's default "warn" means -1 (LAPACK's machine precision);
     * None means eps * max(m, n). */
    bool none = nargs(call) > 2 && arg_instr(call, 2)->type->kind == TY_NONE;
    LLVMValueRef rcond = f64_arg(cg, call, 2, -1);
    LLVMValueRef res = cg_alloca(cg, cg->ptr, "resid"), rank = cg_alloca(cg, cg->i64, "rank"),
                 s = cg_alloca(cg, cg->ptr, "s");
    r = cg_call_rt(cg, "arrc_la_lstsq", cg->ptr, 9,
                   (LLVMValueRef[]){av, arg_array(cg, call, 1), rcond, i32c(cg, none), res, rank, s, jit, loc});
    LLVMValueRef parts[4] = {fit(cg, r, cx, t->elems[0]->elem, sl),
                             fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, res, ""), false, t->elems[1]->elem, sl),
                             LLVMBuildLoad2(cg->b, cg->i64, rank, ""),
                             fit(cg, LLVMBuildLoad2(cg->b, cg->ptr, s, ""), false, t->elems[3]->elem, sl)};
    return tuple_of(cg, call, 4, parts);
  }
  case BI_NP_LINALG_PINV:
    r = cg_call_rt(cg, "arrc_la_pinv", cg->ptr, 4, (LLVMValueRef[]){av, f64_arg(cg, call, 1, 1e-15), jit, loc});
    return fit(cg, r, cx, t->elem, sl);
  case BI_NP_LINALG_NORM: case BI_NP_LINALG_COND: {
    LLVMValueRef kind, p;
    order_arg(cg, call, 1, &kind, &p);
    if (id == BI_NP_LINALG_COND) {
      r = cg_call_rt(cg, "arrc_la_cond", cg->ptr, 5, (LLVMValueRef[]){av, kind, p, jit, loc});
      if (t->kind == TY_COMPLEX)
        r = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                       (LLVMValueRef[]){r, i32c(cg, cg_dtype_code(ty_complex128)), loc});
      return scalar_of(cg, r, t->kind == TY_COMPLEX, t, sl);
    }
    bool axis = nargs(call) > 2 && arg_instr(call, 2)->type->kind != TY_NONE;
    LLVMValueRef ax = axis ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, -1);
    if (axis)
      ax = cg_call_rt(cg, "arrc_linalg_axis", cg->i64, 3,
                      (LLVMValueRef[]){ax, i32c(cg, a->type->ndim), loc});
    r = cg_call_rt(cg, "arrc_la_norm", cg->ptr, 6, (LLVMValueRef[]){av, kind, p, ax, jit, loc});
    if (t->kind == TY_ARRAY)
      return fit(cg, r, false, t->elem, sl);
    return scalar_of(cg, r, false, t, sl);
  }
  case BI_NP_LINALG_MATRIX_RANK: {
    bool none = nargs(call) < 2 || arg_instr(call, 1)->type->kind == TY_NONE;
    return cg_call_rt(cg, "arrc_la_matrix_rank", cg->i64, 5,
                      (LLVMValueRef[]){av, f64_arg(cg, call, 1, -1), i32c(cg, none), jit, loc});
  }
  case BI_NP_LINALG_MATRIX_POWER: {
    LLVMValueRef c = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                                (LLVMValueRef[]){av, i32c(cg, cg_dtype_code(t->elem)), loc});
    r = cg_call_rt(cg, "arrc_la_matrix_power", cg->ptr, 4, (LLVMValueRef[]){c, arg_as(cg, call, 1, ty_int64), jit, loc});
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &c);
    return r;
  }
  case BI_NP_ROOTS:
    return fit(cg, cg_call_rt(cg, "arrc_la_roots", cg->ptr, 2, (LLVMValueRef[]){av, loc}), cx, t->elem, sl);
  default:
    return lower_failed(cg, call);
  }
}
