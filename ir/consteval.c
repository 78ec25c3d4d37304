/* Constant expressions, evaluated as Python evaluates them: integer
 * expressions exactly (with the overflow Numba reports where the result
 * leaves 64 bits), the expressions CPython's compiler folds before Numba
 * sees them, and constant slices of tuples. */
#include <math.h>
#include <string.h>

#include "infer_state.h"

/* Integer constant expressions are evaluated exactly, as Python's
 * unbounded ints would, in 128 bits: an intermediate value may leave the
 * 64-bit range as long as the result comes back to it (-(1 << 63),
 * 2 ** 64 // 4). */
typedef __int128 WideInt;

#define WIDE_MAX ((WideInt)(((unsigned __int128)1 << 127) - 1))
#define WIDE_MIN (-WIDE_MAX - 1)

/* Python's a op b on integers: CONST_OK with *r, CONST_OVERFLOW when the
 * value does not fit in 128 bits, CONST_NO for what is left to run time
 * (a division by zero, a negative shift or exponent). */
static ConstStatus fold_int_binary(AstOp op, WideInt a, WideInt b, WideInt *r) {
  switch (op) {
  case OP_ADD: return __builtin_add_overflow(a, b, r) ? CONST_OVERFLOW : CONST_OK;
  case OP_SUB: return __builtin_sub_overflow(a, b, r) ? CONST_OVERFLOW : CONST_OK;
  case OP_MUL: return __builtin_mul_overflow(a, b, r) ? CONST_OVERFLOW : CONST_OK;
  case OP_FLOORDIV:
  case OP_MOD: {
    if (b == 0)
      return CONST_NO;
    if (a == WIDE_MIN && b == -1)
      return CONST_OVERFLOW;
    WideInt q = a / b, m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) {
      q -= 1;
      m += b;
    }
    *r = op == OP_FLOORDIV ? q : m;
    return CONST_OK;
  }
  case OP_POW: {
    if (b < 0)
      return CONST_NO;
    if (a == 0 || a == 1 || b == 0) {
      *r = b == 0 ? 1 : a;
      return CONST_OK;
    }
    if (a == -1) {
      *r = b % 2 == 0 ? 1 : -1;
      return CONST_OK;
    }
    if (b > 127)
      return CONST_OVERFLOW;
    WideInt x = 1;
    for (; b > 0; b--)
      if (__builtin_mul_overflow(x, a, &x))
        return CONST_OVERFLOW;
    *r = x;
    return CONST_OK;
  }
  case OP_LSHIFT:
    if (b < 0)
      return CONST_NO;
    if (a == 0) {
      *r = 0;
      return CONST_OK;
    }
    if (b >= 127 || a > (WIDE_MAX >> b) || a < (WIDE_MIN >> b))
      return CONST_OVERFLOW;
    *r = a * ((WideInt)1 << b);
    return CONST_OK;
  case OP_RSHIFT:
    if (b < 0)
      return CONST_NO;
    *r = b >= 127 ? (a < 0 ? -1 : 0) : a >> b;
    return CONST_OK;
  case OP_BITAND: *r = a & b; return CONST_OK;
  case OP_BITOR: *r = a | b; return CONST_OK;
  case OP_BITXOR: *r = a ^ b; return CONST_OK;
  default: return CONST_NO;
  }
}

static bool loc_within(SrcLoc in, SrcLoc outer) {
  bool starts = in.line > outer.line || (in.line == outer.line && in.col >= outer.col);
  bool ends = in.end_line < outer.end_line || (in.end_line == outer.end_line && in.end_col <= outer.end_col);
  return starts && ends;
}

/* The value of an integer constant expression: literals, and operators on
 * them (a global constant is inlined as its expression, so BLOCK + 2 and
 * a.shape[2 + 3] fold here). With span, only the literals written inside
 * it count: the expressions Python's compiler folds itself, before Numba
 * sees them. */
static ConstStatus const_wide(const Instr *i, const SrcLoc *span, WideInt *value) {
  i = ir_resolve(i);
  if (i->type && !type_is_int(i->type) && i->type->kind != TY_BOOL)
    return CONST_NO;
  if (span && !loc_within(i->loc, *span))
    return CONST_NO;
  if (i->op == IR_CONST_INT || i->op == IR_CONST_BOOL) {
    *value = i->op == IR_CONST_INT && i->n ? (WideInt)(uint64_t)i->imm.i : (WideInt)i->imm.i;
    return CONST_OK;
  }
  WideInt a, b;
  ConstStatus sa, sb;
  if (i->op == IR_UNARY) {
    if ((sa = const_wide(i->ops.v[0], span, &a)) != CONST_OK)
      return sa;
    switch (i->imm.op) {
    case OP_NEG:
      if (a == WIDE_MIN)
        return CONST_OVERFLOW;
      *value = -a;
      return CONST_OK;
    case OP_POS: *value = a; return CONST_OK;
    case OP_INVERT: *value = ~a; return CONST_OK;
    default: return CONST_NO;
    }
  }
  if (i->op == IR_BINARY) {
    sa = const_wide(i->ops.v[0], span, &a);
    sb = const_wide(i->ops.v[1], span, &b);
    if (sa == CONST_NO || sb == CONST_NO)
      return CONST_NO;
    if (sa == CONST_OVERFLOW || sb == CONST_OVERFLOW)
      return CONST_OVERFLOW;
    return fold_int_binary(i->imm.op, a, b, value);
  }
  return CONST_NO;
}

ConstStatus infer_const_int_status(const Instr *i, int64_t *value) {
  WideInt w;
  ConstStatus st = const_wide(i, NULL, &w);
  if (st != CONST_OK)
    return st;
  if (w < INT64_MIN || w > INT64_MAX)
    return CONST_OVERFLOW;
  *value = (int64_t)w;
  return CONST_OK;
}

bool infer_const_int(const Instr *i, int64_t *value) { return infer_const_int_status(i, value) == CONST_OK; }

static bool folded_within(const Instr *i, const SrcLoc *span) {
  i = ir_resolve(i);
  if (!loc_within(i->loc, *span))
    return false;
  switch (i->op) {
  case IR_CONST_INT: case IR_CONST_FLOAT: case IR_CONST_COMPLEX: case IR_CONST_BOOL: return true;
  case IR_UNARY: return i->imm.op != OP_NOT && folded_within(i->ops.v[0], span);
  case IR_BINARY: return folded_within(i->ops.v[0], span) && folded_within(i->ops.v[1], span);
  default: return false;
  }
}

bool infer_python_folds(const Instr *i) {
  i = ir_resolve(i);
  return (i->op == IR_BINARY || i->op == IR_UNARY) && folded_within(i, &i->loc);
}

/* Writes w in decimal into buf (room for 41 characters and the NUL). */
static const char *wide_str(WideInt w, char *buf) {
  char digits[48];
  int n = 0;
  unsigned __int128 u = w < 0 ? (unsigned __int128)0 - (unsigned __int128)w : (unsigned __int128)w;
  do {
    digits[n++] = (char)('0' + (int)(u % 10));
    u /= 10;
  } while (u);
  char *p = buf;
  if (w < 0)
    *p++ = '-';
  while (n)
    *p++ = digits[--n];
  *p = '\0';
  return buf;
}

/* An integer constant expression whose value does not fit in 64 bits is an
 * error where it is used (Python's value would be a bigger int), unless it
 * is part of a larger constant expression, which decides. */
const Type *check_int_constant(Infer *I, const Instr *i, const Type *t) {
  if (!I->report || !t || !type_is_int(t) || (i->op != IR_BINARY && i->op != IR_UNARY))
    return t;
  /* Jitted code computes in 64 bits and wraps, as Numba does, except in
   * an expression of literals alone: Python folds that to its big value
   * before Numba sees it. Host code's variables are Python ints. */
  FuncKind kind = I->cur ? I->cur->info.kind : FUNC_ENTRY;
  bool host = func_is_host(kind);
  WideInt w;
  ConstStatus st = const_wide(i, host ? NULL : &i->loc, &w);
  if (st == CONST_NO || (st == CONST_OK && w >= INT64_MIN && w <= INT64_MAX))
    return t;
  for (int k = 0; k < i->users.len; k++) {
    const Instr *u = i->users.v[k];
    WideInt uw;
    if ((u->op == IR_BINARY || u->op == IR_UNARY) && const_wide(u, host ? NULL : &u->loc, &uw) != CONST_NO)
      return t;
  }
  /* A global constant is inlined at each use: report it once. */
  const void *where = (const void *)(((uintptr_t)i->loc.line << 20) | (uintptr_t)i->loc.col);
  if (ptrmap_get(&I->big_constants, where))
    return ty_error;
  ptrmap_put(&I->big_constants, where, (void *)where);
  char value[48];
  if (st == CONST_OK)
    return infer_error(I, i->loc, "the value of this integer constant expression, %s, does not fit in int64",
                       wide_str(w, value));
  return infer_error(I, i->loc, "this integer constant expression does not fit in int64 (arrc evaluates "
                     "constant expressions exactly while their parts fit in 128 bits)");
}

/* Whether a ** b on integers gives a float: Python's int ** int is a float
 * for a negative exponent. Host code knows it for any constant exponent;
 * jitted code only where Python's compiler folds the whole expression
 * (10 ** -2 is 0.01 before Numba sees it; n ** -2 is Numba's integer
 * power). */
bool int_power_is_float(Infer *I, const Instr *i) {
  int64_t e;
  FuncKind k = I->cur ? I->cur->info.kind : FUNC_ENTRY;
  if (i->op != IR_BINARY && i->op != IR_INPLACE)
    return false;
  if (func_is_host(k))
    return infer_const_int(i->ops.v[1], &e) && e < 0;
  WideInt a, b;
  return i->op == IR_BINARY && const_wide(i->ops.v[0], &i->loc, &a) == CONST_OK &&
         const_wide(i->ops.v[1], &i->loc, &b) == CONST_OK && b < 0;
}

int64_t infer_static_slice(const Instr *slice, int64_t n, int64_t *start, int64_t *step) {
  int64_t b[3];
  bool have[3];
  for (int j = 0; j < 3; j++) {
    const Instr *p = slice->ops.len > j ? slice->ops.v[j] : NULL;
    p = ir_resolve(p);
    have[j] = p && p->type && p->type->kind != TY_NONE;
    if (have[j] && !infer_const_int(p, &b[j]))
      return -1;
  }
  int64_t st = have[2] ? b[2] : 1;
  if (st == 0)
    return -2;
  /* Python's slice.indices(n). */
  int64_t lo = have[0] ? b[0] : (st > 0 ? 0 : n - 1), hi = have[1] ? b[1] : (st > 0 ? n : -1 - n);
  if (lo < 0)
    lo += n;
  if (hi < 0)
    hi += n;
  if (lo < 0)
    lo = st > 0 ? 0 : -1;
  if (hi < 0)
    hi = st > 0 ? 0 : -1;
  if (lo >= n)
    lo = st > 0 ? n : n - 1;
  if (hi > n)
    hi = n;
  *start = lo;
  *step = st;
  if (st > 0)
    return hi > lo ? (hi - lo + st - 1) / st : 0;
  return lo > hi ? (lo - hi - st - 1) / -st : 0;
}

