/* Whole-array operations (LANGUAGE.md §6.4): operators and NumPy functions
 * applied element by element with broadcasting, reductions along an axis,
 * and matrix products.
 *
 * An elementwise operation allocates its result in C order and walks the
 * broadcast shape with one loop per dimension (the rank is known when
 * compiling); each operand array is read through its broadcast strides (0
 * along dimensions it repeats), a scalar operand is used as it is. The
 * element operation is the scalar one with NumPy's rules: no exceptions
 * (integer division by zero gives 0, float division inf or nan); in host
 * code the loop reports NumPy's RuntimeWarnings from the floating-point
 * status flags (runtime/warn.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lib_np15misc.h"
#include "cg.h"
#include "type_ufuncs.h"

/* One operand of an elementwise operation. */
typedef struct {
  const Instr *instr;
  const Type *type;          /* its type; for arrays the element type is elem */
  bool array;
  LLVMValueRef value;        /* a scalar's value, an array's data pointer */
  LLVMValueRef strides;      /* array: alloca of its broadcast strides */
  LLVMValueRef offset;       /* array: alloca of the current byte offset per loop level */
  LLVMValueRef source;       /* array: the array read (a copy when it overlaps the target), or NULL */
} Operand;

static const Type *elem_type(const Operand *o) { return o->array ? o->type->elem : o->type; }

static LLVMValueRef load_at(Cg *cg, const Operand *o, LLVMValueRef off) {
  if (!o->array)
    return o->value;
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, o->value, &off, 1, "");
  return cg_load_elem(cg, o->type->elem, p);
}

static const Type *common(const Type *a, const Type *b) {
  a = type_strip_optional(a);
  b = type_strip_optional(b);
  if (a == b)
    return a;
  const Type *r = type_arith_result(a, b);
  return r ? r : ty_float64;
}

/* NumPy's maximum and minimum: a NaN in either wins (the first when both
 * are). Of two equal values (-0.0 and 0.0) NumPy 1.24 returns the second
 * operand, as its loops compute `a < b ? a : b`, while Numba's compare
 * with <= and return the first; code run by the Python interpreter (host
 * code, and GPU code in the simulator) gets NumPy's. */
LLVMValueRef cg_numpy_maximum(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef b, bool is_max) {
  if (t->kind == TY_COMPLEX)
    return cg_complex_minmax(cg, a, b, is_max, false);
  if (type_is_float(t)) {
    bool numpy = func_is_host(cg->f->kind) || cg->f->gpu;
    LLVMRealPredicate p = is_max ? (numpy ? LLVMRealOGT : LLVMRealOGE) : (numpy ? LLVMRealOLT : LLVMRealOLE);
    LLVMValueRef pick = LLVMBuildFCmp(cg->b, p, a, b, "");
    LLVMValueRef r = LLVMBuildSelect(cg->b, pick, a, b, "");
    r = LLVMBuildSelect(cg->b, LLVMBuildFCmp(cg->b, LLVMRealUNO, b, b, ""), b, r, "");
    return LLVMBuildSelect(cg->b, LLVMBuildFCmp(cg->b, LLVMRealUNO, a, a, ""), a, r, "");
  }
  bool sg = t->kind == TY_INT && t->is_signed;
  LLVMIntPredicate p = is_max ? (sg ? LLVMIntSGE : LLVMIntUGE) : (sg ? LLVMIntSLE : LLVMIntULE);
  return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, p, a, b, ""), a, b, "");
}

/* Whether value k of the loop being built is a scalar operand. */
static bool scalar_arg(const Cg *cg, const MapStep *st, int k) {
  return st->args[k] < 32 && (cg->map_scalars >> st->args[k] & 1);
}

/* The value of a constant scalar operand, as NumPy's value-based casting
 * reads it; false for a value known only at run time. */
static bool constant_value(LLVMValueRef v, const Type *t, NumValue *out) {
  *out = (NumValue){0};
  if (LLVMIsAConstantInt(v)) {
    out->i = t->kind == TY_INT && !t->is_signed ? (int64_t)LLVMConstIntGetZExtValue(v) : LLVMConstIntGetSExtValue(v);
    out->re = (double)out->i;
  } else if (LLVMIsAConstantFP(v)) {
    LLVMBool lost;
    out->re = LLVMConstRealGetDouble(v, &lost);
  } else if (t->kind == TY_COMPLEX && LLVMIsAConstantStruct(v) && LLVMIsAConstantFP(LLVMGetOperand(v, 0)) &&
             LLVMIsAConstantFP(LLVMGetOperand(v, 1))) {
    LLVMBool lost;
    out->re = LLVMConstRealGetDouble(LLVMGetOperand(v, 0), &lost);
    out->im = LLVMConstRealGetDouble(LLVMGetOperand(v, 1), &lost);
  } else {
    return false;
  }
  return out->known = true;
}

/* The type NumPy computes a host-code step in: each scalar operand stands
 * for the dtype value-based casting gives it beside the other operand
 * (float32 data == 0.1 compares in float32), then np.promote_types. */
static const Type *numpy_step_type(Cg *cg, const MapStep *st, LLVMValueRef *x, const Type **xt) {
  const Type *e[2] = {type_strip_optional(xt[0]), type_strip_optional(xt[1])};
  for (int k = 0; k < 2; k++)
    if (scalar_arg(cg, st, k) && !scalar_arg(cg, st, 1 - k)) {
      NumValue v;
      const Type *d = type_strip_optional(xt[1 - k]);
      if (constant_value(x[k], e[k], &v)) {
        e[k] = type_numpy_scalar(d, e[k], &v);
      } else if (st->op == IR_COMPARE) {
        /* A comparison with a value known only at run time: integers
         * compare exactly in a wide type, as NumPy's widened dtype does;
         * a float64 beside float32 data compares rounded to float32, as it
         * does for every value that fits float32. */
        if (e[k]->kind == TY_INT || e[k]->kind == TY_BOOL)
          return common(xt[0], xt[1]);
        e[k] = type_numpy_scalar(d, e[k], NULL);
      } else {
        e[k] = type_numpy_scalar(d, e[k], NULL);
      }
    }
  const Type *t = type_numpy_promote(e[0], e[1]);
  return t ? t : common(xt[0], xt[1]);
}

/* Host code: a scalar known only at run time stands for the array's dtype
 * (type_numpy_scalar); where NumPy would widen the result for its value,
 * the program stops rather than compute in the narrower type. */
static void check_scalar_fits(Cg *cg, LLVMValueRef v, const Type *s, const Type *d, SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  LLVMValueRef bad;
  if (s->kind == TY_INT) {
    bool u = !s->is_signed;
    int64_t lo, hi;
    if (d->kind == TY_INT && d->is_signed) {
      lo = d->bits == 64 ? INT64_MIN : -((int64_t)1 << (d->bits - 1));
      hi = d->bits == 64 ? INT64_MAX : ((int64_t)1 << (d->bits - 1)) - 1;
    } else if (d->kind == TY_INT) {
      lo = 0;
      hi = d->bits == 64 ? INT64_MAX : ((int64_t)1 << d->bits) - 1;
    } else {
      lo = -32768, hi = 65535; /* beside float32 and complex64 */
    }
    LLVMValueRef w = cg_convert(cg, v, s, u ? ty_uint64 : ty_int64);
    if (u) /* compared as unsigned: never below 0 */
      bad = LLVMBuildICmp(B, LLVMIntUGT, w, cg_i64(cg, hi), "");
    else
      bad = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntSLT, w, cg_i64(cg, lo), ""),
                        LLVMBuildICmp(B, LLVMIntSGT, w, cg_i64(cg, hi), ""), "");
  } else {
    /* A float64 beside float32 or complex64 data: NumPy keeps float32 for
     * non-finite values and those within (-3.4e38, 3.4e38). */
    LLVMValueRef parts[2];
    int n = 1;
    if (s->kind == TY_COMPLEX) {
      parts[0] = LLVMBuildExtractValue(B, v, 0, "");
      parts[1] = LLVMBuildExtractValue(B, v, 1, "");
      n = 2;
    } else {
      parts[0] = v;
    }
    bad = LLVMConstInt(cg->i1, 0, false);
    for (int k = 0; k < n; k++) {
      LLVMValueRef a = cg_intrinsic(cg, "llvm.fabs", cg->f64, 1, &parts[k]);
      bad = LLVMBuildOr(B, bad, LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOGE, a, LLVMConstReal(cg->f64, 3.4e38), ""),
                                             LLVMBuildFCmp(B, LLVMRealONE, a, LLVMConstReal(cg->f64, INFINITY), ""), ""), "");
    }
  }
  char msg[320];
  snprintf(msg, sizeof msg,
           "the scalar's value does not fit %s, so NumPy 1.24 would give this operation a wider dtype "
           "(value-based casting), while arrc chose %s when compiling; convert the array with astype() first",
           d->name, d->name);
  cg_raise_if(cg, bad, ARRC_VALUE_ERROR, msg, loc);
}

/* Every scalar operand of the loop's operators known only at run time,
 * checked once before the loop. */
static void check_scalars(Cg *cg, const MapProgram *p, const Operand *ops, int n) {
  for (int s = 0; s < p->nsteps; s++) {
    const MapStep *st = &p->steps[s];
    /* NumPy functions whose arguments promote together: each scalar
     * beside the result's type. */
    bool call = st->op == IR_CALL && (st->fn == BI_NP_MAXIMUM || st->fn == BI_NP_MINIMUM || st->fn == BI_NP_POWER ||
                                      st->fn == BI_NP_WHERE || st->fn == BI_NP_CLIP);
    if (call) {
      for (int k = st->fn == BI_NP_WHERE ? 1 : 0; k < st->nargs; k++) {
        int a = st->args[k];
        if (a >= n || ops[a].array || LLVMIsAConstant(ops[a].value))
          continue;
        const Type *sv = type_strip_optional(ops[a].type);
        if (!type_numpy_always_fits(sv, st->type))
          check_scalar_fits(cg, ops[a].value, sv, st->type, st->loc);
      }
      continue;
    }
    if ((st->op != IR_BINARY && st->op != IR_INPLACE) || st->nargs != 2)
      continue;
    /* Written back into integers, a sum, difference, product or bitwise
     * operation wraps to the same bits in any integer type; only a negative
     * value beside unsigned data matters, for which NumPy's signed result
     * cannot be cast back (same_kind). */
    bool wraps = st->op == IR_INPLACE && st->type->kind == TY_INT &&
                 (st->aop == OP_ADD || st->aop == OP_SUB || st->aop == OP_MUL || st->aop == OP_BITAND ||
                  st->aop == OP_BITOR || st->aop == OP_BITXOR);
    for (int k = 0; k < 2; k++) {
      int a = st->args[k], other = st->args[1 - k];
      if (a >= n || ops[a].array || (other < n && !ops[other].array))
        continue;
      const Type *sv = type_strip_optional(ops[a].type);
      const Type *d = other < n ? elem_type(&ops[other]) : p->steps[other - n].type;
      if (LLVMIsAConstant(ops[a].value) || type_numpy_always_fits(sv, d))
        continue;
      if (!wraps) {
        check_scalar_fits(cg, ops[a].value, sv, d, st->loc);
      } else if (d->kind == TY_INT && !d->is_signed && sv->kind == TY_INT && sv->is_signed) {
        char msg[200];
        snprintf(msg, sizeof msg, "Cannot cast ufunc output to dtype('%s') with casting rule 'same_kind': a negative "
                 "scalar makes NumPy's result signed", d->name);
        cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntSLT, cg_convert(cg, ops[a].value, sv, ty_int64), cg_i64(cg, 0), ""),
                    ARRC_VALUE_ERROR, msg, st->loc);
      }
    }
  }
}

/* NumPy's array ** scalar in host code (fast_scalar_power): a float array
 * to the power 0.5 is np.sqrt, 2 np.square, -1 np.reciprocal; other
 * exponents call pow. The exponent is the same for every element, so the
 * choice leaves the loop. np.sqrt differs from pow for -0.0 and -inf. */
static LLVMValueRef scalar_power(Cg *cg, const Type *t, LLVMValueRef a, LLVMValueRef e) {
  LLVMBuilderRef B = cg->b;
  LLVMTypeRef ft = cg_type(cg, t);
  LLVMValueRef r = cg_intrinsic(cg, "llvm.pow", ft, 2, (LLVMValueRef[]){a, e});
  LLVMValueRef is_half = LLVMBuildFCmp(B, LLVMRealOEQ, e, LLVMConstReal(ft, 0.5), "");
  LLVMValueRef is_two = LLVMBuildFCmp(B, LLVMRealOEQ, e, LLVMConstReal(ft, 2), "");
  LLVMValueRef is_minus_one = LLVMBuildFCmp(B, LLVMRealOEQ, e, LLVMConstReal(ft, -1), "");
  r = LLVMBuildSelect(B, is_minus_one, LLVMBuildFDiv(B, LLVMConstReal(ft, 1), a, ""), r, "");
  r = LLVMBuildSelect(B, is_two, LLVMBuildFMul(B, a, a, ""), r, "");
  return LLVMBuildSelect(B, is_half, cg_intrinsic(cg, "llvm.sqrt", ft, 1, &a), r, "");
}

/* Every step of program p, whose first n values (its operands' elements)
 * are in vals and types; each step's value and type go after them. */
void cg_map_steps(Cg *cg, const MapProgram *p, int n, LLVMValueRef *vals, const Type **types) {
  for (int s = 0; s < p->nsteps; s++) {
    LLVMValueRef x[MAP_MAX_INPUTS];
    const Type *xt[MAP_MAX_INPUTS];
    for (int k = 0; k < p->steps[s].nargs; k++) {
      x[k] = vals[p->steps[s].args[k]];
      xt[k] = types[p->steps[s].args[k]];
    }
    vals[n + s] = cg_map_step(cg, &p->steps[s], x, xt);
    types[n + s] = p->steps[s].type;
  }
}

/* The value of one step of a MAP, given its arguments' values and types,
 * as the step's element type. */
LLVMValueRef cg_map_step(Cg *cg, const MapStep *st, LLVMValueRef *x, const Type **xt) {
  const Type *rt = st->type;
  BuiltinId fn = st->fn;
  int n = st->nargs;
  switch (st->op) {
  case IR_BINARY: case IR_INPLACE: {
    const Type *t = st->op != IR_INPLACE ? rt : cg_host_warnings(cg) ? numpy_step_type(cg, st, x, xt)
                                                                      : common(xt[0], xt[1]);
    if (st->aop == OP_DIV && !type_is_float(t) && t->kind != TY_COMPLEX)
      t = ty_float64;
    bool saved = cg->numpy_errors;
    cg->numpy_errors = true;
    LLVMValueRef a = cg_convert(cg, x[0], xt[0], t), b = cg_convert(cg, x[1], xt[1], t);
    LLVMValueRef r = st->aop == OP_POW && type_is_float(t) && cg_host_warnings(cg) && st->args[1] < 32 &&
                             (cg->map_scalars >> st->args[1] & 1)
                         ? scalar_power(cg, t, a, b)
                         : cg_binary_op(cg, st->aop, t, a, b, st->loc);
    cg->numpy_errors = saved;
    return cg_convert(cg, r, t, rt);
  }
  case IR_UNARY: {
    LLVMValueRef v = cg_convert(cg, x[0], xt[0], rt);
    if (st->aop == OP_NEG && rt->kind == TY_COMPLEX) {
      for (unsigned k = 0; k < 2; k++)
        v = LLVMBuildInsertValue(cg->b, v, LLVMBuildFNeg(cg->b, LLVMBuildExtractValue(cg->b, v, k, ""), ""), k, "");
      return v;
    }
    if (st->aop == OP_NEG)
      return type_is_float(rt) ? LLVMBuildFNeg(cg->b, v, "") : LLVMBuildNeg(cg->b, v, "");
    if (st->aop == OP_NOT)
      return LLVMBuildNot(cg->b, cg_convert(cg, x[0], xt[0], ty_bool), "");
    if (st->aop == OP_INVERT)
      return LLVMBuildNot(cg->b, v, "");
    return v;
  }
  case IR_COMPARE: {
    const Type *t = cg_host_warnings(cg) ? numpy_step_type(cg, st, x, xt) : common(xt[0], xt[1]);
    return cg_compare_op(cg, st->aop, t, cg_convert(cg, x[0], xt[0], t), cg_convert(cg, x[1], xt[1], t));
  }
  default: break;
  }
  /* A ufunc: its scalar function, specialized for the loop's types. */
  if (st->callee) {
    const Func *f = st->callee;
    LLVMValueRef fn_value = cg_function(cg, f);
    LLVMValueRef args[MAP_MAX_INPUTS + 1];
    int na = 0;
    if (f->gpu && !cg->ptx)
      args[na++] = LLVMConstNull(cg->ptr); /* a cuda-target ufunc run here needs no thread */
    for (int k = 0; k < n && k < f->nparams; k++)
      args[na++] = cg_convert(cg, x[k], xt[k], f->param_types[k]);
    LLVMValueRef r = LLVMBuildCall2(cg->b, LLVMGlobalGetValueType(fn_value), fn_value, args, (unsigned)na, "");
    return cg_convert(cg, r, f->ret_type, rt);
  }
  /* NumPy functions. */
  if (ufunc_has_loops(fn))
    return cg_ufunc_step(cg, st, x, xt);
  if (fn == BI_NP_WHERE) {
    LLVMValueRef c = cg_convert(cg, x[0], xt[0], ty_bool);
    return LLVMBuildSelect(cg->b, c, cg_convert(cg, x[1], xt[1], rt), cg_convert(cg, x[2], xt[2], rt), "");
  }
  if (fn == BI_NP_MAXIMUM || fn == BI_NP_MINIMUM)
    return cg_numpy_maximum(cg, rt, cg_convert(cg, x[0], xt[0], rt), cg_convert(cg, x[1], xt[1], rt),
                            fn == BI_NP_MAXIMUM);
  if (fn == BI_NP_CLIP) {
    /* A bound of None leaves that side open. */
    LLVMValueRef v = cg_convert(cg, x[0], xt[0], rt);
    if (xt[1]->kind != TY_NONE)
      v = cg_numpy_maximum(cg, rt, v, cg_convert(cg, x[1], xt[1], rt), true);
    if (xt[2]->kind != TY_NONE)
      v = cg_numpy_maximum(cg, rt, v, cg_convert(cg, x[2], xt[2], rt), false);
    return v;
  }
  if (fn == BI_NP_ISNAN)
    return cg_float_class(cg, FLOAT_IS_NAN, x[0], xt[0]);
  if ((fn == BI_NP_ABS || fn == BI_ABS) && !type_is_float(rt)) {
    LLVMValueRef v = cg_convert(cg, x[0], xt[0], rt);
    if (rt->kind == TY_INT && !rt->is_signed)
      return v;
    return LLVMBuildSelect(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, v, LLVMConstNull(LLVMTypeOf(v)), ""),
                           LLVMBuildNeg(cg->b, v, ""), v, "");
  }
  if (fn == BI_NP_POWER && !type_is_float(rt))
    return cg_binary_op(cg, OP_POW, rt, cg_convert(cg, x[0], xt[0], rt), cg_convert(cg, x[1], xt[1], rt), st->loc);
  /* Complex numbers have functions of their own. */
  if (n == 1 && xt[0]->kind == TY_COMPLEX && cg_complex_ufunc_known(fn))
    return cg_complex_ufunc(cg, fn, x[0], xt[0], rt);
  /* Float functions compute in the result's float type. */
  const Type *ft = type_is_float(rt) ? rt : ty_float64;
  LLVMValueRef args[3];
  for (int k = 0; k < n && k < 3; k++)
    args[k] = cg_convert(cg, x[k], xt[k], ft);
  LLVMValueRef r = cg_math(cg, cg_math_fn(fn), ft, n, args);
  if (!r) {
    cg_unsupported(cg, st->loc, "np.%s on arrays is not supported by the code generator yet", builtin_short_name(fn));
    return LLVMGetUndef(cg_type(cg, rt));
  }
  return cg_convert(cg, r, ft, rt);
}

/* The operands of an elementwise instruction: BINARY/UNARY/COMPARE's
 * operands, or a call's arguments (the callee is operand 0). */
static int operands(const Instr *i, const Instr **out) {
  int first = i->op == IR_CALL ? 1 : 0, last = i->op == IR_CALL ? i->ops.len - i->nkw : i->ops.len;
  int n = 0;
  for (int k = first; k < last && n < MAP_MAX_INPUTS; k++) {
    const Instr *o = i->ops.v[k];
    o = ir_resolve(o);
    out[n++] = o;
  }
  return n;
}

/* The loops of a MAP: everything its element needs. */
typedef struct {
  const Instr *i;
  int n;
  const Operand *ops;
  const Operand *res;
  const MapProgram *p;
  const Type *rt;
  int nd;
  LLVMValueRef *dims;
  const Type *sum_type;
  LLVMValueRef sum_slot;
} Loops;

/* One loop per dimension, the outermost over [first, last); each level
 * carries a byte offset per array. */
static void emit_loops(Cg *cg, const Loops *ls, LLVMValueRef first, LLVMValueRef last) {
  const Instr *i = ls->i;
  int n = ls->n, nd = ls->nd;
  const Operand *ops = ls->ops, *res = ls->res;
  const MapProgram *p = ls->p;
  const Type *rt = ls->rt, *sum_type = ls->sum_type;
  LLVMValueRef *dims = ls->dims, sum_slot = ls->sum_slot;
  if (nd == 0) {
    first = cg_i64(cg, 0);
    last = cg_i64(cg, 1);
  }
  /* One loop per dimension; each level carries a byte offset per array. */
  LLVMValueRef off[MAP_MAX_INPUTS + 1];
  const Operand *all[MAP_MAX_INPUTS + 1];
  int nall = 0;
  for (int k = 0; k < n; k++)
    if (ops[k].array)
      all[nall++] = &ops[k];
  all[nall++] = res;
  for (int a = 0; a < nall; a++)
    off[a] = cg_i64(cg, 0);
  LLVMBasicBlockRef heads[32], dones[32];
  LLVMValueRef counters[32], offslots[32][MAP_MAX_INPUTS + 1];
  for (int d = 0; d < nd; d++) {
    /* The outermost loop runs [first, last): all of it, or a worker's
     * share; the offsets start at `first`. */
    counters[d] = cg_alloca(cg, cg->i64, "i");
    LLVMBuildStore(cg->b, d == 0 ? first : cg_i64(cg, 0), counters[d]);
    for (int a = 0; a < nall; a++) {
      offslots[d][a] = cg_alloca(cg, cg->i64, "off");
      LLVMValueRef start = off[a];
      if (d == 0) {
        LLVMValueRef st = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildGEP2(cg->b, cg->i64, all[a]->strides, (LLVMValueRef[]){cg_i64(cg, 0)}, 1, ""), "");
        start = LLVMBuildMul(cg->b, first, st, "");
      }
      LLVMBuildStore(cg->b, start, offslots[d][a]);
    }
    heads[d] = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "map.loop");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "map.body");
    dones[d] = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "map.done");
    LLVMBuildBr(cg->b, heads[d]);
    LLVMPositionBuilderAtEnd(cg->b, heads[d]);
    LLVMValueRef iv = LLVMBuildLoad2(cg->b, cg->i64, counters[d], "");
    LLVMBuildCondBr(cg->b, LLVMBuildICmp(cg->b, LLVMIntSLT, iv, d == 0 ? last : dims[d], ""), body, dones[d]);
    LLVMPositionBuilderAtEnd(cg->b, body);
    for (int a = 0; a < nall; a++)
      off[a] = LLVMBuildLoad2(cg->b, cg->i64, offslots[d][a], "");
  }
  /* The element: the inputs, then each step in turn. */
  LLVMValueRef vals[MAP_MAX_INPUTS + MAP_MAX_STEPS];
  const Type *types[MAP_MAX_INPUTS + MAP_MAX_STEPS];
  unsigned scalars = 0;
  for (int k = 0, a = 0; k < n; k++) {
    vals[k] = ops[k].array ? load_at(cg, &ops[k], off[a++]) : ops[k].value;
    types[k] = elem_type(&ops[k]);
    if (!ops[k].array)
      scalars |= 1u << k;
  }
  cg->map_scalars = scalars;
  cg_map_steps(cg, p, n, vals, types);
  cg->map_scalars = 0;
  LLVMValueRef v = cg_convert(cg, vals[n + p->nsteps - 1], types[n + p->nsteps - 1], rt->elem);
  if (sum_slot) {
    LLVMValueRef x = cg_convert(cg, v, rt->elem, sum_type);
    LLVMValueRef acc = LLVMBuildLoad2(cg->b, cg_type(cg, sum_type), sum_slot, "");
    LLVMBuildStore(cg->b, cg_binary_op(cg, OP_ADD, sum_type, acc, x, i->loc), sum_slot);
  } else {
    LLVMValueRef rp = LLVMBuildGEP2(cg->b, cg->i8, res->value, &off[nall - 1], 1, "");
    if (rt->elem->kind == TY_BOOL)
      LLVMBuildStore(cg->b, LLVMBuildZExt(cg->b, v, cg->i8, ""), rp);
    else
      LLVMBuildStore(cg->b, v, rp);
  }
  /* Advance, innermost first. */
  for (int d = nd - 1; d >= 0; d--) {
    LLVMValueRef iv = LLVMBuildLoad2(cg->b, cg->i64, counters[d], "");
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, iv, cg_i64(cg, 1), ""), counters[d]);
    for (int a = 0; a < nall; a++) {
      LLVMValueRef st = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildGEP2(cg->b, cg->i64, all[a]->strides, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""), "");
      LLVMValueRef cur = LLVMBuildLoad2(cg->b, cg->i64, offslots[d][a], "");
      LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, cur, st, ""), offslots[d][a]);
    }
    LLVMBuildBr(cg->b, heads[d]);
    LLVMPositionBuilderAtEnd(cg->b, dones[d]);
  }
}

/* NumPy's warnings for a loop: for each watched flag (divide by zero,
 * overflow, invalid value), the first step whose NumPy loop can raise it
 * names the operation; a flag no step can raise is not reported. */
enum { FP_DIVIDE = 1, FP_OVERFLOW = 2, FP_INVALID = 4, FP_ALL = 7 };

static const char *step_ufunc(const MapStep *st, int *flags) {
  static const struct {
    AstOp op;
    const char *name;
    int flags;
  } operators[] = {
      {OP_ADD, "add", FP_OVERFLOW | FP_INVALID},      {OP_SUB, "subtract", FP_OVERFLOW | FP_INVALID},
      {OP_MUL, "multiply", FP_OVERFLOW | FP_INVALID}, {OP_DIV, "divide", FP_ALL},
      {OP_FLOORDIV, "floor_divide", FP_ALL},          {OP_MOD, "remainder", FP_ALL},
      {OP_POW, "power", FP_ALL},
  };
  static const struct {
    BuiltinId fn;
    int flags;
  } functions[] = {
      {BI_NP_SQRT, FP_INVALID}, {BI_NP_LOG, FP_DIVIDE | FP_INVALID}, {BI_NP_LOG10, FP_DIVIDE | FP_INVALID},
      {BI_NP_EXP, FP_OVERFLOW}, {BI_NP_SINH, FP_OVERFLOW}, {BI_NP_COSH, FP_OVERFLOW},
      {BI_NP_SIN, FP_INVALID},  {BI_NP_COS, FP_INVALID},  {BI_NP_TAN, FP_INVALID},
      {BI_NP_ARCSIN, FP_INVALID}, {BI_NP_ARCCOS, FP_INVALID}, {BI_NP_POWER, FP_ALL},
  };
  *flags = 0;
  if (st->op == IR_BINARY || st->op == IR_INPLACE) {
    for (size_t k = 0; k < sizeof operators / sizeof *operators; k++)
      if (operators[k].op == st->aop) {
        *flags = operators[k].flags;
        return operators[k].name;
      }
    return NULL;
  }
  if (st->callee) {
    *flags = FP_ALL;
    return st->callee->name;
  }
  for (size_t k = 0; k < sizeof functions / sizeof *functions; k++)
    if (functions[k].fn == st->fn) {
      *flags = functions[k].flags;
      return builtin_short_name(st->fn);
    }
  return NULL;
}

static void warn_after_loop(Cg *cg, const Instr *i, const MapProgram *p) {
  const char *blame[3] = {NULL, NULL, NULL};
  for (int s = 0; s < p->nsteps; s++) {
    int flags;
    const char *name = step_ufunc(&p->steps[s], &flags);
    for (int f = 0; f < 3; f++)
      if (!blame[f] && (flags & (1 << f)))
        blame[f] = name;
  }
  cg_fp_warn(cg, i->loc, blame[0], blame[1], blame[2]);
}

/* A MAP calls a ufunc of target='parallel': its loop runs on the pool. */
static bool parallel_map(const MapProgram *p) {
  for (int k = 0; k < p->nsteps; k++)
    if (p->steps[k].callee && p->steps[k].callee->parallel)
      return true;
  return false;
}

/* The outermost dimension split among the pool's workers: the loops go
 * into a function of the pool that finds what they use in an environment
 * record (data pointers, strides, scalars, the shape). */
static void run_parallel(Cg *cg, const Loops *ls) {
  LLVMTypeRef fields[2 * MAP_MAX_INPUTS + 2 + 32];
  int nf = 0;
  for (int k = 0; k < ls->n; k++) {
    fields[nf++] = LLVMTypeOf(ls->ops[k].value);
    fields[nf++] = cg->ptr;
  }
  fields[nf++] = cg->ptr;
  fields[nf++] = cg->ptr;
  for (int d = 0; d < ls->nd; d++)
    fields[nf++] = cg->i64;
  LLVMTypeRef env_type = LLVMStructTypeInContext(cg->ctx, fields, (unsigned)nf, false);
  LLVMValueRef env = cg_alloca(cg, env_type, "mapenv");
  int f = 0;
  #define FIELD(v) LLVMBuildStore(cg->b, (v), LLVMBuildStructGEP2(cg->b, env_type, env, (unsigned)f++, ""))
  for (int k = 0; k < ls->n; k++) {
    FIELD(ls->ops[k].value);
    FIELD(ls->ops[k].array ? ls->ops[k].strides : LLVMConstNull(cg->ptr));
  }
  FIELD(ls->res->value);
  FIELD(ls->res->strides);
  for (int d = 0; d < ls->nd; d++)
    FIELD(ls->dims[d]);
  #undef FIELD
  size_t len;
  const char *name = arena_printf(cg->m->arena, "%s.map", LLVMGetValueName2(cg->fn, &len));
  LLVMValueRef fn = LLVMAddFunction(cg->mod, name,
                                    LLVMFunctionType(cg->void_, (LLVMTypeRef[]){cg->ptr, cg->i64, cg->i64, cg->i32}, 4, false));
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->b);
  LLVMValueRef saved_fn = cg->fn;
  LLVMBasicBlockRef saved_alloca = cg->alloca_bb;
  LLVMMetadataRef saved_scope = cg->di_scope;
  if (cg->di)
    LLVMSetCurrentDebugLocation2(cg->b, NULL);
  cg->di_scope = NULL;
  cg->fn = fn;
  cg->alloca_bb = LLVMAppendBasicBlockInContext(cg->ctx, fn, "allocas");
  LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(cg->ctx, fn, "start");
  LLVMPositionBuilderAtEnd(cg->b, start);
  LLVMValueRef e = LLVMGetParam(fn, 0);
  Operand ops[MAP_MAX_INPUTS];
  Operand res = *ls->res;
  LLVMValueRef dims[32];
  f = 0;
  #define LOAD(t) LLVMBuildLoad2(cg->b, (t), LLVMBuildStructGEP2(cg->b, env_type, e, (unsigned)f++, ""), "")
  for (int k = 0; k < ls->n; k++) {
    ops[k] = ls->ops[k];
    ops[k].value = LOAD(fields[2 * k]);
    ops[k].strides = LOAD(cg->ptr);
  }
  res.value = LOAD(cg->ptr);
  res.strides = LOAD(cg->ptr);
  for (int d = 0; d < ls->nd; d++)
    dims[d] = LOAD(cg->i64);
  #undef LOAD
  Loops inner = *ls;
  inner.ops = ops;
  inner.res = &res;
  inner.dims = dims;
  emit_loops(cg, &inner, LLVMGetParam(fn, 1), LLVMGetParam(fn, 2));
  LLVMBuildRetVoid(cg->b);
  LLVMPositionBuilderAtEnd(cg->b, cg->alloca_bb);
  LLVMBuildBr(cg->b, start);
  cg->fn = saved_fn;
  cg->alloca_bb = saved_alloca;
  cg->di_scope = saved_scope;
  LLVMPositionBuilderAtEnd(cg->b, here);
  if (cg->di && cg->di_scope)
    LLVMSetCurrentDebugLocation2(cg->b, LLVMDIBuilderCreateDebugLocation(cg->ctx, (unsigned)ls->i->loc.line,
                                                                         (unsigned)ls->i->loc.col, cg->di_scope, NULL));
  cg_call_rt(cg, "arrc_pool_for", cg->void_, 3, (LLVMValueRef[]){ls->dims[0], fn, env});
}

/* The loop of an elementwise operation: n inputs, the program p, the
 * result of type rt (or, in place, the first input; or out=). */
/* The @vectorize function a MAP of host code calls (the first, when
 * fusion joined several), which ARRC_PROFILE reports the call as; NULL
 * when there is none or the code is not host code. */
static const char *profiled_ufunc(const Cg *cg, const MapProgram *p) {
  if (!cg_profile_wanted(cg))
    return NULL;
  for (int k = 0; k < p->nsteps; k++)
    if (p->steps[k].callee && p->steps[k].callee->kind == FUNC_UFUNC)
      return p->steps[k].callee->name;
  return NULL;
}

static LLVMValueRef run(Cg *cg, const Instr *i, int n, const Instr **in, const MapProgram *p, const Type *sum_type,
                        LLVMValueRef sum_slot) {
  const char *ufunc = profiled_ufunc(cg, p);
  CgProfile profile = ufunc ? cg_profile_begin(cg) : (CgProfile){0};
  bool inplace = i->op == IR_INPLACE;
  const Type *rt = inplace ? in[0]->type : i->type;
  int nd = rt->ndim;
  Operand ops[MAP_MAX_INPUTS] = {{0}};
  LLVMValueRef arrays = cg_alloca(cg, LLVMArrayType(cg->ptr, MAP_MAX_INPUTS), "operands");
  int narrays = 0;
  for (int k = 0; k < n; k++) {
    ops[k].instr = in[k];
    ops[k].type = in[k]->type;
    ops[k].array = in[k]->type->kind == TY_ARRAY;
    ops[k].value = cg_value(cg, in[k]);
    if (ops[k].array)
      LLVMBuildStore(cg->b, ops[k].value, LLVMBuildGEP2(cg->b, cg->ptr, arrays, (LLVMValueRef[]){cg_i64(cg, narrays++)}, 1, ""));
    else if (ops[k].type->kind == TY_OPTIONAL)
      ops[k].value = cg_convert(cg, ops[k].value, ops[k].type, ops[k].type->elem), ops[k].type = ops[k].type->elem;
  }
  /* The target of an in-place operation or of out=: its shape is the
   * loop's; else the inputs' broadcast shape. */
  const Instr *out = NULL;
  for (int k = 0; i->op == IR_CALL && k < i->nkw; k++)
    if (strcmp(i->kwnames[k], "out") == 0) {
      out = i->ops.v[i->ops.len - i->nkw + k];
      out = ir_resolve(out);
    }
  if (out)
    rt = out->type;
  nd = rt->ndim;
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 64), "bshape");
  LLVMValueRef result = NULL;
  Operand res = {0};
  if (out || inplace) {
    result = cg_value(cg, out ? out : in[0]);
    cg_call_rt(cg, "arrc_broadcast_into", cg->void_, 5,
               (LLVMValueRef[]){result, LLVMConstInt(cg->i32, (unsigned)narrays, false), arrays, shape, cg_loc(cg, i->loc)});
  } else {
    cg_call_rt(cg, "arrc_broadcast_shape", cg->void_, 5,
               (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)narrays, false), arrays, LLVMConstInt(cg->i32, (unsigned)nd, false),
                                shape, cg_loc(cg, i->loc)});
  }
  LLVMValueRef dims[32];
  for (int d = 0; d < nd; d++)
    dims[d] = LLVMBuildLoad2(cg->b, cg->i64, LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""), "");
  if (!out && !inplace && !sum_slot)
    result = cg_array_new(cg, rt, dims, false, i->loc);
  res.type = rt;
  res.array = true;
  res.value = sum_slot ? LLVMConstNull(cg->ptr) : cg_array_data(cg, result);
  /* An input that overlaps the array written in place is copied first,
   * as NumPy does, so that elements written are not read again. */
  LLVMValueRef copies[MAP_MAX_INPUTS];
  int ncopies = 0;
  if (inplace || out)
    for (int k = inplace ? 1 : 0; k < n; k++)
      if (ops[k].array) {
        LLVMValueRef c = cg_call_rt(cg, "arrc_array_unaliased", cg->ptr, 3,
                                    (LLVMValueRef[]){cg_value(cg, in[k]), result, cg_loc(cg, i->loc)});
        copies[ncopies++] = c;
        ops[k].source = c;
      }
  /* Strides: the operands' broadcast strides, the result's own. */
  for (int k = 0; k < n; k++)
    if (ops[k].array) {
      ops[k].strides = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(nd ? nd : 1)), "bstrides");
      LLVMValueRef arr = ops[k].source ? ops[k].source : cg_value(cg, in[k]);
      cg_call_rt(cg, "arrc_broadcast_strides", cg->void_, 4,
                 (LLVMValueRef[]){arr, LLVMConstInt(cg->i32, (unsigned)nd, false), shape, ops[k].strides});
      ops[k].value = cg_array_data(cg, arr);
    }
  res.strides = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(nd ? nd : 1)), "rstrides");
  if (sum_slot) {
    /* A sum made in the loop: no array, the result's offsets unused. */
    for (int d = 0; d < nd; d++)
      LLVMBuildStore(cg->b, cg_i64(cg, 0), LLVMBuildGEP2(cg->b, cg->i64, res.strides, (LLVMValueRef[]){cg_i64(cg, d)}, 1, ""));
  } else {
    cg_call_rt(cg, "arrc_broadcast_strides", cg->void_, 4,
               (LLVMValueRef[]){result, LLVMConstInt(cg->i32, (unsigned)nd, false), shape, res.strides});
  }

  Loops ls = {0};
  ls.i = i;
  ls.n = n;
  ls.ops = ops;
  ls.res = &res;
  ls.p = p;
  ls.rt = rt;
  ls.nd = nd;
  ls.dims = dims;
  ls.sum_type = sum_type;
  ls.sum_slot = sum_slot;
  bool warns = cg_host_warnings(cg);
  if (warns) {
    check_scalars(cg, p, ops, n);
    cg_fp_clear(cg);
  }
  LLVMBasicBlockRef cpu = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "cpumap");
  LLVMBasicBlockRef after = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "mapped");
  if (sum_slot || cg->ptx || !cg_gpu_map_launch(cg, i, result, dims, nd, cpu, after))
    LLVMBuildBr(cg->b, cpu);
  LLVMPositionBuilderAtEnd(cg->b, cpu);
  if (nd >= 1 && !sum_slot && parallel_map(p))
    run_parallel(cg, &ls);
  else
    emit_loops(cg, &ls, cg_i64(cg, 0), dims[0]);
  LLVMBuildBr(cg->b, after);
  LLVMPositionBuilderAtEnd(cg->b, after);
  if (warns)
    warn_after_loop(cg, i, p);
  for (int k = 0; k < ncopies; k++)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &copies[k]);
  if (out)
    cg_refcount(cg, result, rt, true); /* the call's value is out itself, one more reference */
  if (ufunc)
    cg_profile_ufunc_end(cg, &profile, ufunc, dims, nd);
  return inplace ? NULL : result;
}

/* An operation no fusion has made a MAP of (in place, or with out=): a
 * program of one step. */
LLVMValueRef cg_elementwise(Cg *cg, const Instr *i, BuiltinId fn) {
  const Instr *in[MAP_MAX_INPUTS];
  int n = operands(i, in);
  MapProgram *p = arena_alloc(cg->m->arena, sizeof *p + sizeof(MapStep));
  memset(p, 0, sizeof *p + sizeof(MapStep));
  p->nsteps = 1;
  MapStep *st = &p->steps[0];
  st->op = i->op;
  st->aop = i->imm.op;
  st->fn = fn;
  st->callee = i->op == IR_CALL ? i->callee : NULL;
  st->type = i->op == IR_INPLACE ? i->ops.v[0]->type->elem : i->type->elem;
  st->loc = i->loc;
  st->nargs = n;
  for (int k = 0; k < n; k++)
    st->args[k] = k;
  return run(cg, i, n, in, p, NULL, NULL);
}

LLVMValueRef cg_map(Cg *cg, const Instr *i) {
  const Instr *in[MAP_MAX_INPUTS];
  int n = 0;
  for (int k = 0; k < i->ops.len && n < MAP_MAX_INPUTS; k++) {
    const Instr *o = i->ops.v[k];
    o = ir_resolve(o);
    in[n++] = o;
  }
  return run(cg, i, n, in, i->map, NULL, NULL);
}

static bool is_sum_call(const Instr *u, const Instr *arg) {
  if (u->op != IR_CALL || u->nkw)
    return false;
  const Instr *c = ir_resolve(u->ops.v[0]);
  BuiltinId called = ir_called_builtin(u);
  if (called == BI_NP_SUM)
    return u->ops.len == 2 && u->ops.v[1] == arg;
  /* a.sum(): the callee is getattr .sum of the array. */
  return called == BI_ARRAY_SUM && u->ops.len == 1 && c->op == IR_GETATTR && c->ops.v[0] == arg;
}

const Instr *cg_map_sum_user(const Instr *map) {
  if (map->users.len != 1 || !type_is_number(map->type->elem) || map->type->elem->kind == TY_COMPLEX)
    return NULL;
  const Instr *u = map->users.v[0];
  if (is_sum_call(u, map))
    return u;
  /* a.sum(): the map's one user is the getattr, whose user is the call. */
  if (u->op == IR_GETATTR && u->users.len == 1 && is_sum_call(u->users.v[0], map))
    return u->users.v[0];
  return NULL;
}

LLVMValueRef cg_map_sum(Cg *cg, const Instr *map, const Type *t) {
  const Instr *in[MAP_MAX_INPUTS];
  int n = 0;
  for (int k = 0; k < map->ops.len && n < MAP_MAX_INPUTS; k++) {
    const Instr *o = map->ops.v[k];
    o = ir_resolve(o);
    in[n++] = o;
  }
  LLVMValueRef slot = cg_alloca(cg, cg_type(cg, t), "sum");
  LLVMBuildStore(cg->b, LLVMConstNull(cg_type(cg, t)), slot);
  run(cg, map, n, in, map->map, t, slot);
  return LLVMBuildLoad2(cg->b, cg_type(cg, t), slot, "");
}

/* a.sum(axis=k), np.max(a, axis=k), ...: a new array; without axis the
 * whole-array reductions of lib_numpy_reduce.c apply. */
LLVMValueRef cg_reduce_axis(Cg *cg, const Instr *call, const Instr *a, const Instr *axis, int op) {
  /* Host code's float sums follow NumPy's order. */
  unsigned mode = (unsigned)op | (cg_in_jit(cg) ? 0 : ARRC_REDUCE_NUMPY_ORDER);
  return cg_call_rt(cg, "arrc_array_reduce_axis", cg->ptr, 5,
                    (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, mode, false),
                                     cg_convert(cg, cg_value(cg, axis), axis->type, ty_int64),
                                     LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
                                     cg_loc(cg, call->loc)});
}

/* a @ b and np.dot(a, b): both converted to the result's dtype (which also
 * makes them C-contiguous), then the runtime's product. */
LLVMValueRef cg_matmul(Cg *cg, const Instr *i, const Instr *a, const Instr *b) {
  const Type *et = i->type->kind == TY_ARRAY ? i->type->elem : i->type;
  LLVMValueRef code = LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(et), false);
  LLVMValueRef loc = cg_loc(cg, i->loc);
  LLVMValueRef ca = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, a), code, loc});
  LLVMValueRef cb = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, b), code, loc});
  /* Floats and complex numbers through BLAS's ?gemm, as NumPy multiplies
   * them (runtime/linalg.c); np.dot (a call) and `@` word a shape
   * mismatch differently. */
  LLVMValueRef r = et->kind == TY_FLOAT || et->kind == TY_COMPLEX
                       ? cg_call_rt(cg, "arrc_la_matmul", cg->ptr, 5,
                                    (LLVMValueRef[]){ca, cb, LLVMConstInt(cg->i32, i->op == IR_CALL, false),
                                                     LLVMConstInt(cg->i32, cg_in_jit(cg), false), loc})
                       : cg_call_rt(cg, "arrc_matmul", cg->ptr, 3, (LLVMValueRef[]){ca, cb, loc});
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &ca);
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &cb);
  if (i->type->kind != TY_ARRAY) {
    /* 1-D · 1-D: a 0-d result, read out as the number. */
    LLVMValueRef v = cg_load_elem(cg, et, cg_array_data(cg, r));
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
    return v;
  }
  return r;
}
