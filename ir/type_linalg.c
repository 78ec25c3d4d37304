/* The typing of linear algebra: np.vdot, outer, kron, trace, a.dot and
 * the functions of np.linalg (their lowerings: codegen/lib_linalg.c).
 *
 * NumPy computes np.linalg in double precision and returns float32 or
 * complex64 only when every input is single precision; integer inputs
 * give float64. Numba types the same results but takes only float and
 * complex arrays of two dimensions, which jitted code checks here with
 * Numba's words. */
#include "type_linalg.h"

#include <string.h>

#include "library.h"

static bool in_jit(const CallInfo *c) { return !func_is_host(c->where); }

/* "solve" of numpy.linalg.solve, for Numba's messages. */
static const char *la_name(const CallInfo *c) { return strrchr(builtin_path(c->id), '.') + 1; }

const char *la_const_str(const Instr *arg) {
  arg = ir_resolve(arg);
  return arg->op == IR_CONST_STR ? arg->imm.str.s : NULL;
}

/* The element type of NumPy's result for inputs of element types e and f
 * (f NULL for one input): float64 or complex128, single precision when
 * every input is. */
static const Type *result_elem(const Type *e, const Type *f) {
  bool cx = e->kind == TY_COMPLEX || (f && f->kind == TY_COMPLEX);
  bool single = (e == ty_float32 || e == ty_complex64) && (!f || f == ty_float32 || f == ty_complex64);
  return cx ? (single ? ty_complex64 : ty_complex128) : (single ? ty_float32 : ty_float64);
}

static const Type *real_of(const Type *e) { return e->kind == TY_COMPLEX ? type_float(e->bits / 2) : e; }

/* Checks a matrix argument: an array of at most two dimensions (NumPy's
 * stacks of matrices are not supported); in jitted code Numba's rules: two
 * dimensions (one where one_d) and a float or complex dtype. */
static bool check_matrix(CallInfo *c, const Type *t, bool one_d) {
  const char *name = la_name(c);
  const char *prefix = builtin_path(c->id)[6] == 'l' ? "np.linalg" : "np";
  if (t->kind != TY_ARRAY) {
    call_error(c, "%s.%s() only supported for array types, not %s", prefix, name, t->name);
    return false;
  }
  if (t->ndim > 2) {
    call_error(c, "%s.%s() supports arrays of 1 or 2 dimensions in arrc, not stacks of matrices (%d dimensions)",
           prefix, name, t->ndim);
    return false;
  }
  if (!in_jit(c))
    return true;
  if (t->ndim != 2 && !(one_d && t->ndim == 1)) {
    call_error(c, one_d ? "%s.%s() only supported on 1 and 2-D arrays" : "%s.%s() only supported on 2-D arrays.",
           prefix, name);
    return false;
  }
  if (t->elem->kind != TY_FLOAT && t->elem->kind != TY_COMPLEX) {
    call_error(c, "%s.%s() only supported on float and complex arrays.", prefix, name);
    return false;
  }
  return true;
}

static bool homogeneous(CallInfo *c, const Type *a, const Type *b) {
  if (in_jit(c) && a->elem != b->elem) {
    call_error(c, "np.linalg.%s() only supports inputs that have homogeneous dtypes.", la_name(c));
    return false;
  }
  return true;
}

/* ---- products ------------------------------------------------------------------ */

static const Type *product_type(CallInfo *c, const Type *a, const Type *b) {
  if (a->kind != TY_ARRAY || b->kind != TY_ARRAY || a->ndim > 2 || b->ndim > 2 || a->ndim < 1 || b->ndim < 1)
    return call_error(c, "%s() needs two arrays of 1 or 2 dimensions, not %s and %s", builtin_display_name(c->id),
                  a->name, b->name);
  /* Host code promotes as NumPy's arrays do (int32 @ int32 is int32). */
  const Type *e = in_jit(c) ? type_arith_result(a->elem, b->elem) : type_numpy_promote(a->elem, b->elem);
  int nd = a->ndim + b->ndim - 2;
  return nd == 0 ? e : type_array(e, nd, 'C');
}

const Type *t_la_dot_method(CallInfo *c) { return product_type(c, c->receiver->type, c->types[0]); }

/* np.dot(a, b) and np.matmul(a, b). */
const Type *t_la_matmul(CallInfo *c) { return product_type(c, c->types[0], c->types[1]); }

const Type *t_la_vdot(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (a->kind != TY_ARRAY || b->kind != TY_ARRAY)
    return call_error(c, "vdot() needs two arrays, not %s and %s", a->name, b->name);
  if (in_jit(c) && (a->ndim != 1 || b->ndim != 1))
    return call_error(c, "np.vdot() only supported on 1-D arrays");
  return type_arith_result(a->elem, b->elem);
}

const Type *t_la_outer(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (a->kind != TY_ARRAY || b->kind != TY_ARRAY)
    return call_error(c, "outer() needs two arrays, not %s and %s", a->name, b->name);
  return type_array(type_arith_result(a->elem, b->elem), 2, 'C');
}

/* np.cross(a, b) of 3-vectors: 1-D arrays of 3 or 2-D arrays of rows of
 * 3 (checked when it runs), real numbers of NumPy's common type. */
const Type *t_la_cross(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (a->kind != TY_ARRAY || b->kind != TY_ARRAY || a->ndim > 2 || b->ndim > 2)
    return call_error(c, "cross() needs two arrays of 1 or 2 dimensions in arrc, not %s and %s", a->name, b->name);
  if (a->elem->kind == TY_COMPLEX || b->elem->kind == TY_COMPLEX)
    return call_error(c, "np.cross() of complex arrays is not supported by arrc yet");
  if (a->elem->kind == TY_BOOL && b->elem->kind == TY_BOOL)
    return call_error(c, "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                  "operator, or the logical_xor function instead.");
  return type_array(type_numpy_promote(a->elem, b->elem), a->ndim > b->ndim ? a->ndim : b->ndim, 'C');
}

const Type *t_la_kron(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (a->kind != TY_ARRAY || b->kind != TY_ARRAY || a->ndim > 2 || b->ndim > 2)
    return call_error(c, "kron() needs two arrays of 1 or 2 dimensions, not %s and %s", a->name, b->name);
  return type_array(type_arith_result(a->elem, b->elem), a->ndim > b->ndim ? a->ndim : b->ndim, 'C');
}

const Type *t_la_trace(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || a->ndim != 2)
    return call_error(c, "trace() needs an array of 2 dimensions in arrc, not %s", a->name);
  if (c->nargs > 1 && in_jit(c))
    return call_error(c, "np.trace() takes only the array in jitted code (Numba's rule)");
  if (c->nargs > 1 && !type_is_int(c->types[1]) && c->types[1] != ty_bool)
    return call_error(c, "trace()'s offset must be an integer, not %s", c->types[1]->name);
  const Type *e = a->elem;
  /* The sum's accumulator: small integers widen, as np.sum's do. */
  if (e->kind == TY_BOOL || (e->kind == TY_INT && e->is_signed))
    return ty_int64;
  if (e->kind == TY_INT)
    return ty_uint64;
  return e;
}

/* ---- np.linalg ------------------------------------------------------------------- */

/* inv, cholesky, matrix_power's base: one matrix, a matrix back. */
const Type *t_la_square(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  return type_array(result_elem(a->elem, NULL), 2, 'C');
}

const Type *t_la_solve(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (!check_matrix(c, a, false) || !check_matrix(c, b, true) || !homogeneous(c, a, b))
    return ty_error;
  return type_array(result_elem(a->elem, b->elem), b->ndim, 'C');
}

const Type *t_la_det(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  return result_elem(a->elem, NULL);
}

const Type *t_la_slogdet(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  const Type *e = result_elem(a->elem, NULL);
  const Type *parts[2] = {e, real_of(e)};
  return type_tuple(2, parts);
}

/* eig and eigvals: the eigenvalues (and vectors) in the input's domain,
 * as Numba returns them (see docs/language.md for NumPy's difference). */
const Type *t_la_eig(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  const Type *e = result_elem(a->elem, NULL);
  if (c->id == BI_NP_LINALG_EIGVALS)
    return type_array(e, 1, 'C');
  const Type *parts[2] = {type_array(e, 1, 'C'), type_array(e, 2, 'C')};
  return type_tuple(2, parts);
}

const Type *t_la_eigh(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  if (c->nargs > 1) {
    const char *uplo = la_const_str(c->args[1]);
    if (in_jit(c))
      return call_error(c, "np.linalg.%s() takes only the array in jitted code (Numba's rule)", la_name(c));
    if (!uplo || (strcmp(uplo, "L") != 0 && strcmp(uplo, "U") != 0))
      return call_error(c, "UPLO argument must be 'L' or 'U' (a constant string in arrc)");
  }
  const Type *e = result_elem(a->elem, NULL);
  const Type *w = type_array(real_of(e), 1, 'C');
  if (c->id == BI_NP_LINALG_EIGVALSH)
    return w;
  const Type *parts[2] = {w, type_array(e, 2, 'C')};
  return type_tuple(2, parts);
}

/* A constant bool argument k (full_matrices=, compute_uv=), else dflt;
 * -1 after an error. */
static int const_flag(CallInfo *c, int k, int dflt) {
  if (c->nargs <= k)
    return dflt;
  const Instr *v = ir_resolve(c->args[k]);
  if (v->op == IR_CONST_BOOL || v->op == IR_CONST_INT)
    return v->imm.i != 0;
  if (k == 1 && type_is_number(c->types[k]))
    return 2;  /* full_matrices as a value: decided at run time */
  call_error(c, "svd()'s compute_uv must be a constant True or False in arrc (it decides what svd returns)");
  return -1;
}

const Type *t_la_svd(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  int full = const_flag(c, 1, 1), uv = const_flag(c, 2, 1);
  if (full < 0 || uv < 0)
    return ty_error;
  if (in_jit(c) && c->nargs > 2)
    return call_error(c, "np.linalg.svd() takes only a and full_matrices in jitted code (Numba's rule)");
  const Type *e = result_elem(a->elem, NULL);
  const Type *s = type_array(real_of(e), 1, 'C');
  if (!uv)
    return s;
  const Type *parts[3] = {type_array(e, 2, 'C'), s, type_array(e, 2, 'C')};
  return type_tuple(3, parts);
}

const Type *t_la_qr(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  const char *mode = "reduced";
  if (c->nargs > 1) {
    if (in_jit(c))
      return call_error(c, "np.linalg.qr() takes only the array in jitted code (Numba's rule)");
    mode = la_const_str(c->args[1]);
    if (!mode || (strcmp(mode, "reduced") != 0 && strcmp(mode, "complete") != 0 && strcmp(mode, "r") != 0))
      return call_error(c, "qr()'s mode must be the constant 'reduced', 'complete' or 'r' in arrc");
  }
  const Type *m = type_array(result_elem(a->elem, NULL), 2, 'C');
  if (strcmp(mode, "r") == 0)
    return m;
  const Type *parts[2] = {m, m};
  return type_tuple(2, parts);
}

const Type *t_la_lstsq(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (!check_matrix(c, a, false) || !check_matrix(c, b, true) || !homogeneous(c, a, b))
    return ty_error;
  if (c->nargs > 2 && c->types[2]->kind != TY_NONE && !type_is_number(c->types[2]))
    return call_error(c, "lstsq()'s rcond must be a number or None, not %s", c->types[2]->name);
  const Type *e = result_elem(a->elem, b->elem);
  const Type *r = type_array(real_of(e), 1, 'C');
  const Type *parts[4] = {type_array(e, b->ndim, 'C'), r, ty_int64, r};
  return type_tuple(4, parts);
}

const Type *t_la_pinv(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  if (c->nargs > 1 && !type_is_number(c->types[1]))
    return call_error(c, "pinv()'s rcond must be a number, not %s", c->types[1]->name);
  return type_array(result_elem(a->elem, NULL), 2, 'C');
}

/* ord= of norm and p= of cond: None, a number, or (host code) 'fro' or
 * 'nuc'. */
static bool check_ord(CallInfo *c, int k) {
  if (c->nargs <= k || c->types[k]->kind == TY_NONE || type_is_number(c->types[k]))
    return true;
  const char *s = la_const_str(c->args[k]);
  if (c->types[k] == ty_str && in_jit(c)) {
    call_error(c, "np.linalg.%s() takes no string order in jitted code (Numba's rule)", la_name(c));
    return false;
  }
  if (!s || (strcmp(s, "fro") != 0 && strcmp(s, "nuc") != 0 && strcmp(s, "f") != 0)) {
    call_error(c, "%s()'s order must be None, a number, 'fro' or 'nuc' (a constant)", la_name(c));
    return false;
  }
  return true;
}

const Type *t_la_norm(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY || a->ndim > 2)
    return call_error(c, "norm() needs an array of 1 or 2 dimensions in arrc, not %s", a->name);
  if (in_jit(c) && a->elem->kind != TY_FLOAT && a->elem->kind != TY_COMPLEX)
    return call_error(c, "np.linalg.norm() only supported on float and complex arrays.");
  if (!check_ord(c, 1))
    return ty_error;
  const Type *e = real_of(result_elem(a->elem, NULL));
  if (c->nargs > 2 && c->types[2]->kind != TY_NONE) {
    if (in_jit(c))
      return call_error(c, "np.linalg.norm() takes no axis in jitted code (Numba's rule)");
    if (!type_is_int(c->types[2]))
      return call_error(c, "norm()'s axis must be an integer in arrc, not %s", c->types[2]->name);
    return a->ndim == 1 ? e : type_array(e, 1, 'C');
  }
  return e;
}

/* Whether cond's p is None or a constant 2 or -2 (the orders NumPy
 * computes from singular values). */
static bool singular_order(CallInfo *c) {
  if (c->nargs < 2 || c->types[1]->kind == TY_NONE)
    return true;
  const Instr *p = ir_resolve(c->args[1]);
  /* -2: the minus of the constant 2. */
  if (p->op == IR_UNARY && p->ops.len == 1)
    p = ir_resolve(p->ops.v[0]);
  if (p->op == IR_CONST_INT)
    return p->imm.i == 2 || p->imm.i == -2;
  if (p->op == IR_CONST_FLOAT)
    return p->imm.f[0] == 2 || p->imm.f[0] == -2;
  return p->op != IR_CONST_STR && p->op != IR_GLOBAL && p->op != IR_UNARY;
}

const Type *t_la_cond(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false) || !check_ord(c, 1))
    return ty_error;
  const Type *e = result_elem(a->elem, NULL);
  /* NumPy casts the other orders' product to the input's type: complex
   * for complex matrices. */
  return !in_jit(c) && e->kind == TY_COMPLEX && !singular_order(c) ? e : real_of(e);
}

const Type *t_la_matrix_rank(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, true))
    return ty_error;
  if (c->nargs > 1 && c->types[1]->kind != TY_NONE && !type_is_number(c->types[1]))
    return call_error(c, "matrix_rank()'s tol must be a number or None, not %s", c->types[1]->name);
  return ty_int64;
}

const Type *t_la_matrix_power(CallInfo *c) {
  const Type *a = c->types[0];
  if (!check_matrix(c, a, false))
    return ty_error;
  if (!type_is_int(c->types[1]))
    return call_error(c, "matrix_power()'s exponent must be an integer, not %s", c->types[1]->name);
  return type_array(a->elem, 2, 'C');
}

const Type *t_la_roots(CallInfo *c) {
  const Type *p = c->types[0];
  if (p->kind != TY_ARRAY || p->ndim != 1)
    return call_error(c, "roots() needs a 1-D array of coefficients in arrc, not %s", p->name);
  /* Numba's rule, in host code too: the roots in the coefficients'
   * domain (docs/language.md). */
  return type_array(result_elem(p->elem, NULL), 1, 'C');
}
