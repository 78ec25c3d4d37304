/* The typing of operations: arithmetic and comparisons with Numba's and
 * NumPy's promotion rules (value-based casting in host code), truth,
 * unary operators, subscripts and unpacking. */
#include <math.h>
#include <string.h>

#include "type_mixed_numbers.h"
#include "type_tuple_ops.h"
#include "infer_dict.h"
#include "infer_index.h"
#include "infer_state.h"
#include "type_cudahost.h"
#include "infer_str.h"
#include "iterable.h"
#include "infer_type.h"
#include "type_npz.h"
#include "type_mpi.h"

static const Type *elementwise(const Type *a, const Type *b, const Type *elem) {
  int nd = 0;
  if (a->kind == TY_ARRAY)
    nd = a->ndim;
  if (b && b->kind == TY_ARRAY && b->ndim > nd)
    nd = b->ndim;
  return type_array(elem, nd, 'C');
}

static const Type *scalar_of(const Type *t) { return t->kind == TY_ARRAY ? t->elem : t; }

/* Numba types an operation on arrays as NumPy's ufunc: it takes the first
 * of the ufunc's loops (float16 and long double skipped) that every operand
 * converts to safely, except that when the operands mix integers and
 * floats, an integer converts to any float (numba.np.numpy_support,
 * ufunc_find_matching_loop). b is NULL for a unary operation. */
const Type *infer_ufunc_loop(AstOp op, const Type *a, const Type *b) {
  const Type *all[] = {ty_bool, ty_int8, ty_uint8, ty_int16, ty_uint16, ty_int32, ty_uint32,
                       ty_int64, ty_uint64, ty_float32, ty_float64, ty_complex64, ty_complex128};
  int first = 0, last = 12;
  switch (op) {
  case OP_ADD: case OP_MUL: break;
  case OP_SUB: case OP_POW: case OP_NEG: case OP_POS: first = 1; break;
  case OP_FLOORDIV: case OP_MOD: first = 1; last = 10; break;
  case OP_DIV: first = 9; break;
  case OP_BITAND: case OP_BITOR: case OP_BITXOR: case OP_INVERT: last = 8; break;
  case OP_LSHIFT: case OP_RSHIFT: first = 1; last = 8; break;
  default: break;
  }
  bool ints = a->kind <= TY_INT || (b && b->kind <= TY_INT);
  bool floats = a->kind >= TY_FLOAT || (b && b->kind >= TY_FLOAT);
  bool mixed = ints && floats;
  for (int k = first; k <= last; k++) {
    const Type *loop = all[k];
    bool ok = true;
    const Type *ops[2] = {a, b};
    for (int j = 0; j < 2 && ok; j++) {
      const Type *t = ops[j];
      if (!t)
        continue;
      ok = t == loop || type_can_convert_safely(t, loop) ||
           (mixed && t->kind <= TY_INT && loop->kind >= TY_FLOAT);
    }
    if (ok)
      return loop;
  }
  return NULL;
}

/* The value of a constant number: an integer constant expression, or
 * literals and + - * / of them computed as Python does (a global constant
 * is inlined as its expression). */
bool infer_const_number(const Instr *i, NumValue *v) {
  i = ir_resolve(i);
  *v = (NumValue){0};
  if (!i->type || !type_is_number(i->type))
    return false;
  /* A NumPy scalar made from a constant (np.int8(-1), np.float32(0.5)) is
   * a constant too: value-based casting reads its value. */
  if (i->op == IR_CALL && i->ops.len == 2 && i->ops.v[0]->type && i->ops.v[0]->type->kind == TY_DTYPE &&
      !i->ops.v[0]->type->n) {
    NumValue a;
    if (!infer_const_number(i->ops.v[1], &a) || a.im != 0)
      return false;
    const Type *t = i->type;
    if (t->kind == TY_INT) {
      if (!type_is_int(i->ops.v[1]->type))
        return false;
      unsigned shift = 64u - (unsigned)t->bits;
      uint64_t u = ((uint64_t)a.i << shift) >> shift;
      v->i = t->is_signed && t->bits < 64 ? (int64_t)(u << shift) >> shift : (int64_t)u;
      if (!t->is_signed && t->bits == 64 && v->i < 0)
        return false;
      v->re = (double)v->i;
    } else if (t->kind == TY_FLOAT) {
      v->re = t == ty_float32 ? (double)(float)a.re : a.re;
    } else {
      return false;
    }
    return v->known = true;
  }
  if (type_is_int(i->type) || i->type->kind == TY_BOOL) {
    v->known = infer_const_int(i, &v->i);
    v->re = (double)v->i;
    return v->known;
  }
  if (i->op == IR_CONST_FLOAT || i->op == IR_CONST_COMPLEX) {
    v->re = i->op == IR_CONST_FLOAT ? i->imm.f[0] : 0.0;
    v->im = i->op == IR_CONST_COMPLEX ? i->imm.f[1] : 0.0;
    return v->known = true;
  }
  NumValue a, b;
  if (i->op == IR_UNARY && infer_const_number(i->ops.v[0], &a) && (i->imm.op == OP_NEG || i->imm.op == OP_POS)) {
    *v = a;
    if (i->imm.op == OP_NEG)
      v->re = -a.re, v->im = -a.im;
    return true;
  }
  if (i->op != IR_BINARY || !infer_const_number(i->ops.v[0], &a) || !infer_const_number(i->ops.v[1], &b))
    return false;
  v->known = true;
  switch (i->imm.op) {
  case OP_ADD: v->re = a.re + b.re, v->im = a.im + b.im; return true;
  case OP_SUB: v->re = a.re - b.re, v->im = a.im - b.im; return true;
  case OP_MUL: v->re = a.re * b.re - a.im * b.im, v->im = a.re * b.im + a.im * b.re; return true;
  case OP_DIV:
    if (a.im != 0 || b.im != 0 || b.re == 0)
      return v->known = false;
    v->re = a.re / b.re;
    return true;
  default: return v->known = false;
  }
}

static int same_kind_order(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 0;
  case TY_INT: return t->is_signed ? 2 : 1;
  case TY_FLOAT: return 3;
  default: return 4;
  }
}

const Type *infer_numpy_result_type(int n, const Instr *const *ops) {
  /* The arrays' promoted element type first: it is what each scalar is
   * measured against. */
  const Type *arrays = NULL, *scalars = NULL;
  for (int k = 0; k < n; k++) {
    const Type *t = ops[k]->type;
    if (t->kind == TY_OPTIONAL)
      t = t->elem;
    if (t->kind == TY_ARRAY)
      arrays = arrays ? type_numpy_promote(arrays, t->elem) : t->elem;
    else if (!type_is_number(t))
      return NULL;
  }
  if (!arrays)
    return NULL;
  /* A negative integer makes the others count as signed too (NumPy's
   * "small unsigned" rule: result_type(uint8 array, -1, 300) is int16). */
  const Type *measure = arrays;
  for (int k = 0; k < n; k++) {
    NumValue v;
    if (ops[k]->type->kind == TY_INT && infer_const_number(ops[k], &v) && v.i < 0 && arrays->kind == TY_INT)
      measure = type_int(arrays->bits, true);
  }
  for (int k = 0; k < n; k++) {
    const Type *t = ops[k]->type;
    if (t->kind == TY_OPTIONAL)
      t = t->elem;
    if (t->kind == TY_ARRAY)
      continue;
    NumValue v;
    const Type *s = infer_const_number(ops[k], &v) ? type_numpy_scalar(measure, t, &v) : type_numpy_scalar(arrays, t, NULL);
    scalars = scalars ? type_numpy_promote(scalars, s) : s;
  }
  return scalars ? type_numpy_promote(arrays, scalars) : arrays;
}

/* NumPy's ufunc for an operator, as its messages name it. */
static const char *numpy_ufunc_name(AstOp op) {
  switch (op) {
  case OP_ADD: return "add";
  case OP_SUB: return "subtract";
  case OP_MUL: return "multiply";
  case OP_DIV: return "true_divide";
  case OP_FLOORDIV: return "floor_divide";
  case OP_MOD: return "remainder";
  case OP_POW: return "power";
  case OP_LSHIFT: return "left_shift";
  case OP_RSHIFT: return "right_shift";
  case OP_BITAND: return "bitwise_and";
  case OP_BITOR: return "bitwise_or";
  case OP_BITXOR: return "bitwise_xor";
  default: return ast_op_name(op);
  }
}

/* An operator on arrays in host code, with NumPy 1.24's rules: each scalar
 * operand stands for the dtype value-based casting gives it (a uint8 image
 * times 2 stays uint8; float32 data times 0.5 stays float32), the operands
 * promote with np.promote_types, and the operator's loops decide the rest:
 * true division of integers is float64, //, % and ** of booleans int8. */
static const Type *numpy_array_binary(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  const Type *ea = scalar_of(a), *eb = scalar_of(b);
  NumValue v;
  if (a->kind != TY_ARRAY)
    ea = type_numpy_scalar(eb, ea, infer_const_number(i->ops.v[0], &v) ? &v : NULL);
  if (b->kind != TY_ARRAY)
    eb = type_numpy_scalar(ea, eb, infer_const_number(i->ops.v[1], &v) ? &v : NULL);
  const Type *t = type_numpy_promote(ea, eb);
  if (!t)
    return NULL;
  switch (op) {
  case OP_DIV:
    return t->kind <= TY_INT ? ty_float64 : t;
  case OP_FLOORDIV: case OP_MOD:
    if (t->kind == TY_COMPLEX)
      return infer_error(I, i->loc, "'%s' is not defined for complex numbers", ast_op_name(op));
    return t->kind == TY_BOOL ? ty_int8 : t;
  case OP_POW: case OP_LSHIFT: case OP_RSHIFT:
    return t->kind == TY_BOOL ? ty_int8 : t;
  case OP_SUB:
    if (t->kind == TY_BOOL)
      return infer_error(I, i->loc, "numpy boolean subtract, the `-` operator, is not supported, use the "
                         "bitwise_xor, the `^` operator, or the logical_xor function instead.");
    return t;
  default:
    return t;
  }
}

/* A number only NumPy has: Python's are int (int64), float (float64),
 * complex (complex128) and bool. */
static bool numpy_only_number(const Type *t) {
  return t == ty_float32 || t == ty_complex64 || (t->kind == TY_INT && t != ty_int64);
}

/* An empty list literal beside a list whose element type is known
 * (xs == [], xs + [], s[:2] = []) takes that list's type, as an append
 * would give it. */
static const Type *adopt_empty_list(const Instr *operand, const Type *t, const Type *other) {
  if (t->kind != TY_LIST || t->elem || other->kind != TY_LIST || !other->elem)
    return t;
  Instr *o = (Instr *)ir_resolve(operand);
  if (o->op != IR_LIST || o->ops.len)
    return t;
  o->type = other;
  return other;
}

const Type *binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  const char *sym = ast_op_name(op);
  if (op == OP_ADD && i->ops.len == 2) {
    a = adopt_empty_list(i->ops.v[0], a, b);
    b = adopt_empty_list(i->ops.v[1], b, a);
  }
  if (op == OP_MOD && a->kind == TY_STR)
    return infer_percent_type(I, i, b);
  const Type *set = set_binary_type(I, i, op, a, b);
  if (set)
    return set == ty_pending ? NULL : set;
  if (a->kind == TY_ARRAY || b->kind == TY_ARRAY) {
    if (op == OP_MATMUL) {
      /* np.dot's rule: 1-D·1-D is a scalar, 2-D·1-D a vector, 2-D·2-D a matrix. */
      if (a->kind != TY_ARRAY || b->kind != TY_ARRAY || a->ndim > 2 || b->ndim > 2)
        return infer_error(I, i->loc, "'@' needs two arrays of 1 or 2 dimensions, not %s and %s",
                           a->name, b->name);
      /* Host code promotes as NumPy's arrays do (int32 @ int32 is int32). */
      const Type *e = func_is_host(I->cur ? I->cur->info.kind : FUNC_ENTRY) ? type_numpy_promote(a->elem, b->elem)
                                                                            : type_arith_result(a->elem, b->elem);
      int nd = a->ndim + b->ndim - 2;
      return nd == 0 ? e : type_array(e, nd, 'C');
    }
    if ((a->kind == TY_ARRAY && a->device) || (b->kind == TY_ARRAY && b->device))
      return infer_error(I, i->loc, "device arrays support no arithmetic on the host; copy them "
                         "back with copy_to_host()");
    const Type *e = binary_type(I, i, op, scalar_of(a), scalar_of(b));
    if (e == ty_error)
      return e;
    FuncKind k = I->cur ? I->cur->info.kind : FUNC_ENTRY;
    if (func_is_host(k)) {
      const Type *t = numpy_array_binary(I, i, op, a, b);
      if (t == ty_error)
        return t;
      if (t) {
        /* a op= b writes into a with NumPy's same_kind casting: to the
         * same kind or a lower one of bool, unsigned, signed, float,
         * complex (int16 into uint8 is refused, uint16 into int8 not). */
        if (i->op == IR_INPLACE && a->kind == TY_ARRAY && same_kind_order(t) > same_kind_order(a->elem))
          return infer_error(I, i->loc, "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with "
                             "casting rule 'same_kind'", numpy_ufunc_name(op), t->name, a->elem->name);
        return elementwise(a, b, t);
      }
    }
    const Type *loop = infer_ufunc_loop(op, scalar_of(a), scalar_of(b));
    return elementwise(a, b, loop ? loop : e);
  }
  if (type_is_number(a) && type_is_number(b)) {
    bool ints = a->kind <= TY_INT && b->kind <= TY_INT;
    /* Host code: NumPy promotes uint64 with a signed integer (a Python int
     * among them) to float64, where Numba gives int64. */
    FuncKind where = I->cur ? I->cur->info.kind : FUNC_ENTRY;
    bool host = func_is_host(where);
    if (host && ints && (op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_FLOORDIV || op == OP_MOD || op == OP_POW) &&
        ((a == ty_uint64 && b->kind == TY_INT && b->is_signed) || (b == ty_uint64 && a->kind == TY_INT && a->is_signed)))
      return ty_float64;
    /* Host code: an operator on a NumPy scalar of a type Python has no
     * numbers of (int8 ... uint64, float32, complex64) takes NumPy's
     * promotion of the two types, a Python int counting as int64 and a
     * float as float64: np.int8(86) + np.int8(92) is int8 and wraps to -78,
     * np.float32(3) / np.float32(2) is float32, np.int8(3) ** 2 is int64.
     * Jitted code keeps Numba's rules (int8 + int8 is int64 there). */
    if (host && op != OP_MATMUL && (numpy_only_number(a) || numpy_only_number(b))) {
      const Type *t = type_numpy_promote(a, b);
      if (op == OP_DIV && t->kind <= TY_INT)
        return ty_float64;
      if ((op == OP_FLOORDIV || op == OP_MOD) && t->kind == TY_COMPLEX)
        return infer_error(I, i->loc, "'%s' is not defined for complex numbers", sym);
      bool bitwise = op == OP_LSHIFT || op == OP_RSHIFT || op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR;
      if (bitwise && !ints)
        return infer_error(I, i->loc, "'%s' needs integers, not %s and %s", sym, a->name, b->name);
      /* uint64 with a signed integer promotes to float64, which NumPy's
       * bitwise ufuncs refuse. */
      if (bitwise && t->kind != TY_INT && t->kind != TY_BOOL)
        return infer_error(I, i->loc, "ufunc '%s' not supported for %s and %s (NumPy promotes them to %s); "
                           "convert one operand, e.g. np.uint64(n) or int(x)", numpy_ufunc_name(op), a->name,
                           b->name, t->name);
      return t;
    }
    switch (op) {
    case OP_DIV:
      if (ints)
        return ty_float64;
      return type_arith_result(a, b);
    case OP_POW:
      if (ints)
        return int_power_is_float(I, i) ? ty_float64 : type_arith_result(a, b);
      if (a == ty_float32 && b->kind <= TY_INT)
        return ty_float32;
      return type_arith_result(a, b);
    case OP_FLOORDIV: case OP_MOD:
      if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX)
        return infer_error(I, i->loc, "'%s' is not defined for complex numbers", sym);
      return type_arith_result(a, b);
    case OP_LSHIFT: case OP_RSHIFT: case OP_BITAND: case OP_BITOR: case OP_BITXOR:
      if (!ints)
        return infer_error(I, i->loc, "'%s' needs integers, not %s and %s", sym, a->name, b->name);
      if (a->kind == TY_BOOL && b->kind == TY_BOOL && op != OP_LSHIFT && op != OP_RSHIFT)
        return ty_bool;
      /* A shift keeps the signedness of the value shifted (measured). */
      if (op == OP_LSHIFT || op == OP_RSHIFT)
        return a->kind == TY_INT && !a->is_signed ? ty_uint64 : ty_int64;
      return type_arith_result(a, b);
    case OP_MATMUL:
      return infer_error(I, i->loc, "'@' needs arrays, not %s and %s", a->name, b->name);
    default:
      return type_arith_result(a, b);
    }
  }
  const Type *on_str = str_binary_type(I, i, op, a, b);
  if (on_str)
    return on_str;
  if (op == OP_ADD && a->kind == TY_TUPLE && b->kind == TY_TUPLE) {
    const Type **elems = arena_alloc(I->a, (size_t)(a->n + b->n + 1) * sizeof *elems);
    memcpy(elems, a->elems, (size_t)a->n * sizeof *elems);
    memcpy(elems + a->n, b->elems, (size_t)b->n * sizeof *elems);
    return type_tuple(a->n + b->n, elems);
  }
  if (op == OP_ADD && a->kind == TY_LIST && a == b)
    return a;
  const Type *repeated = tuple_repeat_type(I, i, op, a, b);
  if (repeated)
    return repeated;
  if (op == OP_MUL && ((a->kind == TY_LIST && (type_is_int(b) || b == ty_bool)) ||
                       (b->kind == TY_LIST && (type_is_int(a) || a == ty_bool))))
    return a->kind == TY_LIST ? a : b;
  return infer_error(I, i->loc, "unsupported operand types for '%s': %s and %s", sym, a->name,
                     b->name);
}

const Type *compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  /* GPU code has no strings at run time (Numba CUDA refuses them); a
   * comparison of constant strings is decided before typing. */
  if (I->cur->gpu && (a->kind == TY_STR || b->kind == TY_STR))
    return infer_error(I, i->loc, "strings are not available in GPU code; compare them in host code "
                       "and pass a number or a flag to the kernel");
  const Type *on_class = class_compare_type(I, i, op, a, b);
  if (on_class)
    return on_class;
  const Type *with_dict = dict_compare_type(I, i, op, a, b);
  if (with_dict)
    return with_dict == ty_pending ? NULL : with_dict;
  if (op == OP_IS || op == OP_ISNOT)
    return ty_bool;
  if (i->ops.len == 2) {
    a = adopt_empty_list(i->ops.v[0], a, b);
    b = adopt_empty_list(i->ops.v[1], b, a);
  }
  const Type *on_str = str_compare_type(I, i, op, a, b);
  if (on_str)
    return on_str;
  if (op == OP_IN || op == OP_NOTIN) {
    if (b->kind == TY_TUPLE || b->kind == TY_RANGE || b->kind == TY_LIST ||
        (b->kind == TY_ARRAY && type_is_number(a)))
      return ty_bool;
    /* Any other iterable of numbers or strings is walked
     * (codegen/lib_iterable.c): a dict's values, an iterator. */
    const Type *e = type_iterable_elem(b);
    if (e && ((type_is_number(e) && type_is_number(a)) || (e == ty_str && a == ty_str))) {
      if (!func_is_host(infer_func_kind(I)))
        return infer_error(I, i->loc, "'in' on %s is only available in host code: Numba's 'in' takes a tuple, a "
                           "list, a range, an array, a set, a dict or a string", b->name);
      return ty_bool;
    }
    return infer_error(I, i->loc, "'in' needs a tuple, a list, a range or an array on its right, "
                       "not %s", b->name);
  }
  if (a->kind == TY_ARRAY || b->kind == TY_ARRAY)
    return elementwise(a, b, ty_bool);
  if (type_is_number(a) && type_is_number(b)) {
    if ((a->kind == TY_COMPLEX || b->kind == TY_COMPLEX) && op != OP_EQ && op != OP_NE)
      return infer_error(I, i->loc, "complex numbers cannot be ordered with '%s'", ast_op_name(op));
    return ty_bool;
  }
  /* mpi4py's objects compare by the MPI handle they hold, as mpi4py's
   * do: equal or not, never ordered. A Status compares its contents in
   * mpi4py, which arrc's handle does not stand for. */
  if (a->kind == TY_MPI && b->kind == TY_MPI) {
    if (op != OP_EQ && op != OP_NE)
      return infer_error(I, i->loc, "'%s' is not supported between instances of '%s' and '%s' (mpi4py's objects "
                         "compare with == and != only)", ast_op_name(op), a->name, b->name);
    if (a->id == MPI_OBJ_STATUS || b->id == MPI_OBJ_STATUS)
      return infer_error(I, i->loc, "comparing MPI.Status objects is not supported; compare their fields "
                         "(Get_source(), Get_tag(), Get_count())");
    return ty_bool;
  }
  if (a == b || a->kind == TY_NONE || b->kind == TY_NONE || (a->kind == TY_OPTIONAL || b->kind == TY_OPTIONAL))
    return ty_bool;
  /* Tuples (named or not) compare element by element, as Python does. */
  if (a->kind == TY_TUPLE && b->kind == TY_TUPLE)
    return ty_bool;
  /* a.dtype == np.float64: NumPy compares a dtype with a scalar type (or
   * two dtypes) by the type they stand for. */
  if ((op == OP_EQ || op == OP_NE) && a->kind == TY_DTYPE && b->kind == TY_DTYPE) {
    if (!func_is_host(infer_func_kind(I)))
      return infer_error(I, i->loc, "Numba cannot compare %s with %s in jitted code; compare them in host code",
                         a->name, b->name);
    return ty_bool;
  }
  /* A string never equals a number, in Python and in Numba (an unrolled
   * loop compares each element with a literal). */
  if ((op == OP_EQ || op == OP_NE) && ((a->kind == TY_STR && type_is_number(b)) || (b->kind == TY_STR && type_is_number(a))))
    return ty_bool;
  return infer_error(I, i->loc, "cannot compare %s with %s", a->name, b->name);
}

/* The truth of an array is checked at run time (NumPy's rule) on the CPU;
 * GPU code has no exceptions to report the ambiguous case with. */
const Type *truth_type(Infer *I, const Instr *i, const Type *a) {
  if (a->kind == TY_ARRAY && I->cur->gpu)
    return infer_error(I, i->loc, "the truth value of an array is not available in GPU code; "
                       "test an element or a.shape instead");
  return ty_bool;
}

static bool numpy_only_number(const Type *t);

/* Host code: whether a bool value is NumPy's np.bool_ rather than Python's
 * bool, which arrc's types do not tell apart. ~ differs: ~np.True_ is
 * np.False_, ~True is -2. A value is NumPy's when it comes from NumPy: an
 * element of an array, np.bool_(x), a NumPy function or array method, a
 * comparison of a NumPy scalar (one of these, or of a type Python has no
 * numbers of), or &, |,
 * ^ and ~ of such a value; a variable is when every definition is. Anything
 * else (literals, comparisons of Python numbers, the results of program
 * functions, which Numba boxes as Python bools) is Python's. */
/* NumPy's functions and array methods return NumPy scalars. */
static bool builtin_returns_numpy_scalar(const Type *callee) {
  if (callee->id <= BI_NONE)
    return false;
  BuiltinNamespace ns = builtin_namespace((BuiltinId)callee->id);
  return ns == NS_NUMPY || ns == NS_NUMPY_RANDOM || ns == NS_ARRAY;
}

static bool numpy_scalar(const Instr *v) {
  v = ir_resolve(v);
  if (!v->type || !type_is_number(v->type))
    return false;
  if (numpy_only_number(v->type))
    return true;
  const Type *callee = v->op == IR_CALL ? v->ops.v[0]->type : NULL;
  if (v->op == IR_GETITEM)
    return v->ops.v[0]->type && v->ops.v[0]->type->kind == TY_ARRAY;
  return callee && (callee->kind == TY_DTYPE ||
                    (callee->kind == TY_BUILTIN && builtin_returns_numpy_scalar(callee)));
}

static bool numpy_bool(const Instr *v, int depth) {
  v = ir_resolve(v);
  if (depth > 16 || v->type != ty_bool)
    return false;
  switch (v->op) {
  case IR_GETITEM: {
    const Type *obj = v->ops.v[0]->type;
    return obj && obj->kind == TY_ARRAY;
  }
  case IR_CALL: {
    const Type *callee = v->ops.v[0]->type;
    if (!callee)
      return false;
    if (callee->kind == TY_DTYPE)
      return true;
    return callee->kind == TY_BUILTIN && builtin_returns_numpy_scalar(callee);
  }
  case IR_COMPARE:
    return numpy_scalar(v->ops.v[0]) || numpy_scalar(v->ops.v[1]);
  case IR_BINARY:
    return numpy_bool(v->ops.v[0], depth + 1) || numpy_bool(v->ops.v[1], depth + 1);
  case IR_UNARY:
    return v->imm.op == OP_INVERT && numpy_bool(v->ops.v[0], depth + 1);
  case IR_PHI:
    for (int k = 0; k < v->ops.len; k++)
      if (v->ops.v[k] != v && !numpy_bool(v->ops.v[k], depth + 1))
        return false;
    return v->ops.len > 0;
  default:
    return false;
  }
}

const Type *unary_type(Infer *I, const Instr *i, AstOp op, const Type *a) {
  if (op == OP_NOT && a->kind == TY_ARRAY && !I->cur->gpu &&
      (I->cur->info.kind == FUNC_JIT || I->cur->info.kind == FUNC_UFUNC))
    return infer_error(I, i->loc, "'not' of an array is not supported in jitted code (Numba has no "
                       "implementation of not_(%s)); use a.size == 0, a.any() or a.all()", a->name);
  if (op == OP_NOT)
    return truth_type(I, i, a);
  if (a->kind == TY_ARRAY) {
    const Type *e = unary_type(I, i, op, a->elem);
    const Type *loop = e == ty_error ? NULL : infer_ufunc_loop(op, a->elem, NULL);
    return e == ty_error ? e : type_array(loop ? loop : e, a->ndim, 'C');
  }
  if (!type_is_number(a))
    return infer_error(I, i->loc, "unsupported operand type for unary '%s': %s",
                       op == OP_NEG ? "-" : op == OP_POS ? "+" : "~", a->name);
  if (op == OP_INVERT && a->kind > TY_INT)
    return infer_error(I, i->loc, "'~' needs an integer, not %s", a->name);
  /* Host code: NumPy keeps the type of a scalar Python has no numbers of
   * (-np.uint8(7) is np.uint8(249)); Numba widens to 64 bits. */
  if (a->kind == TY_INT && numpy_only_number(a) && func_is_host(I->cur->info.kind))
    return a;
  /* Python's ~True is -2 (a bool is an int); Numba's ~ of a bool, like
   * NumPy's of np.bool_, is logical not. */
  if (op == OP_INVERT && a->kind == TY_BOOL && func_is_host(I->cur->info.kind) && !numpy_bool(i->ops.v[0], 0))
    return ty_int64;
  if (op == OP_INVERT)
    return a->kind == TY_BOOL ? ty_bool : type_arith_result(a, a);
  return a->kind <= TY_INT ? type_arith_result(a, a) : a;
}

/* a[i], a[i, j], a[1:5], t[0], lst[i], kernel[grid, block]. */
/* An optional object stands for its value (uses_value_of). */
const Type *getitem_type(Infer *I, const Instr *i) {
  const Type *obj = type_strip_optional(i->ops.v[0]->type), *idx = i->ops.v[1]->type;
  const Instr *index = i->ops.v[1];
  if (obj->kind == TY_FUNCTION) {
    FuncInfo fi;
    if (function_info(I, obj->func, &fi) && fi.kind == FUNC_KERNEL)
      return type_builtin(-1, "kernel launch");
    return infer_error(I, i->loc, "'%s' is not a kernel: only @cuda.jit kernels take a launch "
                       "configuration", ((const Symbol *)obj->func)->name);
  }
  if (obj->kind == TY_DICT)
    return dict_getitem_type(I, i, obj, idx);
  if (obj->kind == TY_CUDA_OBJECT && obj->id == CUDA_OBJ_DEVICE_LIST)
    return cudahost_getitem_type(I, i);
  if (obj->kind == TY_NPZ)
    return npz_getitem_type(I, i);
  if (obj->kind == TY_TUPLE) {
    int64_t k;
    if (idx->kind == TY_SLICE) {
      /* t[a:b:c] with constant bounds: a tuple of those elements. */
      int64_t start, step;
      int64_t m = infer_static_slice(index, obj->n, &start, &step);
      if (m == -1)
        return infer_error(I, i->loc, "a tuple can only be sliced with constant bounds");
      if (m == -2)
        return infer_error(I, i->loc, "slice step cannot be zero");
      const Type **elems = arena_alloc(I->m->arena, (size_t)(m + 1) * sizeof *elems);
      for (int64_t j = 0; j < m; j++)
        elems[j] = obj->elems[start + j * step];
      return type_tuple((int)m, elems);
    }
    if (!infer_const_int(index, &k)) {
      /* A tuple of one type may be indexed by a variable (Numba's UniTuple). */
      bool uniform = obj->n > 0 && (type_is_int(idx) || idx->kind == TY_BOOL);
      for (int j = 1; j < obj->n && uniform; j++)
        uniform = obj->elems[j] == obj->elems[0];
      if (uniform)
        return obj->elems[0];
      return infer_error(I, i->loc, "a tuple of different types can only be indexed with a constant integer");
    }
    int64_t at = k < 0 ? k + obj->n : k;
    if (at < 0 || at >= obj->n)
      return infer_error(I, i->loc, "tuple index %lld out of range for %s", (long long)k, obj->name);
    return obj->elems[at];
  }
  if (obj->kind == TY_LIST) {
    if (idx->kind == TY_SLICE)
      return obj;
    if (!type_is_int(idx) && idx->kind != TY_BOOL)
      return infer_error(I, i->loc, "list indices must be integers, not %s", idx->name);
    return obj->elem;
  }
  if (obj->kind == TY_STR)
    return str_getitem_type(I, i, idx);
  if (type_is_flat(obj))
    return index_flat_item_type(I, i, obj, idx);
  if (obj->kind == TY_ARRAY && index_needs_runtime(idx))
    return index_advanced_type(I, i, obj, idx);
  if (obj->kind != TY_ARRAY)
    return infer_error(I, i->loc, "%s cannot be indexed", obj->name);
  /* Count the integer and slice indices; fewer than ndim leaves a view. */
  int n = idx->kind == TY_TUPLE ? idx->n : 1;
  int slices = 0, newaxes = 0;
  for (int k = 0; k < n; k++) {
    const Type *t = idx->kind == TY_TUPLE ? idx->elems[k] : idx;
    if (t->kind == TY_SLICE)
      slices++;
    else if (t->kind == TY_NONE)
      newaxes++;
    else if (!type_is_int(t) && t->kind != TY_BOOL)
      return infer_error(I, i->loc, "array indices must be integers or slices, not %s", t->name);
  }
  int ints = n - slices - newaxes;
  if (ints + slices > obj->ndim)
    return infer_error(I, i->loc, "too many indices for array: %s is %d-dimensional, but %d were indexed",
                       obj->name, obj->ndim, ints + slices);
  int nd = obj->ndim - ints + newaxes;
  if (nd == 0)
    return obj->elem;
  /* Numba's rule: a C array stays C when every index but the last is an
   * integer and the last is an integer or a slice without a step. */
  bool contiguous = obj->layout == 'C' && newaxes == 0;
  for (int k = 0; k < n && contiguous; k++) {
    const Type *t = idx->kind == TY_TUPLE ? idx->elems[k] : idx;
    contiguous = type_is_int(t) || t->kind == TY_BOOL || (k == n - 1 && t->kind == TY_SLICE && t->n == 2);
  }
  const Type *t = type_array(obj->elem, nd, contiguous ? 'C' : 'A');
  return obj->device ? type_device_array(obj->elem, nd, t->layout) : t;
}

const Type *setitem_type(Infer *I, Instr *i) {
  const Type *obj = type_strip_optional(i->ops.v[0]->type), *val = i->ops.v[2]->type;
  if (obj->kind == TY_LIST && !obj->elem)
    return NULL;
  if (obj->kind == TY_DICT)
    return dict_setitem_type(I, i);
  if (obj->kind == TY_LIST && i->ops.v[1]->type->kind == TY_SLICE) {
    val = adopt_empty_list(i->ops.v[2], val, obj);
    if (val->kind != TY_LIST || (val->elem && val->elem != obj->elem))
      return infer_error(I, i->loc, "can only assign a list of %s to a slice of %s", obj->elem->name, obj->name);
    return ty_void;
  }
  if (obj->kind == TY_LIST) {
    if (!type_can_convert(val, obj->elem))
      return infer_error(I, i->loc, "cannot store %s in %s", val->name, obj->name);
    const Type *mixed = mixed_store_check(I, i->loc, val, obj, obj->elem, "cannot store", JIT_CONVERTS);
    return mixed ? mixed : ty_void;
  }
  if (type_is_flat(obj))
    obj = obj->iterable; /* a.flat[i] = v: getitem_type checks i */
  else if (obj->kind != TY_ARRAY)
    return infer_error(I, i->loc, "%s does not support item assignment", obj->name);
  const Type *target = getitem_type(I, i);
  if (target == ty_error)
    return target;
  /* a[1:3] = [5.5, 6.5], m[0] = (1, 2, 3): a list or a tuple of numbers
   * stored into a part of an array is the array NumPy (and Numba) make of
   * it. */
  if (target->kind == TY_ARRAY && infer_is_list_of_numbers(val)) {
    Instr *conv = infer_as_array(I, i, i->ops.v[2]);
    if (!conv)
      return ty_error;
    ir_set_operand(i, 2, conv);
    val = conv->type;
  }
  if (index_needs_runtime(i->ops.v[1]->type))
    return index_advanced_assign_type(I, i, obj, val);
  if (!type_can_convert(scalar_of(val), obj->elem) && !(val->kind == TY_ARRAY && val->elem == obj->elem))
    return infer_error(I, i->loc, "cannot store %s in an array of %s", val->name, obj->elem->name);
  return ty_void;
}

const Type *unpack_type(Infer *I, const Instr *i) {
  const Type *t = type_strip_optional(i->ops.v[0]->type);
  if (t->kind == TY_TUPLE) {
    if (t->n != i->n)
      return i->imm.i == 0 ? infer_error(I, i->loc, "cannot unpack %d values into %d targets", t->n, i->n)
                           : ty_error;
    return t->elems[i->imm.i];
  }
  if (t->kind == TY_ARRAY)
    return t->ndim == 1 ? t->elem : type_array(t->elem, t->ndim - 1, t->layout);
  if (t->kind == TY_LIST)
    return t->elem;
  return infer_error(I, i->loc, "cannot unpack %s", t->name);
}

