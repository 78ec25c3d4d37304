/* The typing rules of NumPy's ufuncs (np.add ... np.spacing, the rows of
 * ir/ufunc_loops.h) and of np.around.
 *
 * A ufunc call runs one of the ufunc's inner loops, and the loop decides
 * the types: NumPy takes the first loop, in the order of `ufunc.types`,
 * that every operand converts to safely (np.can_cast), so np.add of int32
 * and float32 runs 'dd->d' and int/int true_divide 'dd->d'. Host code
 * follows NumPy 1.24: a Python scalar beside arrays stands for the dtype
 * value-based casting gives it (uint8 data + 3 stays uint8). Jitted code
 * follows Numba 0.56, which searches the same loops with the operands' own
 * types, except that where integers and floats are mixed an integer
 * converts to any float (int64 data + float32 data runs 'ff->f'). */
#include <string.h>

#include "type_ufuncs.h"

/* The loops of each ufunc row, generated from NumPy. */
static const struct {
  int nin, nout;
  const char *loops;
} ufunc_table[BI_COUNT] = {
#include "ufunc_loops.h"
};

bool ufunc_has_loops(BuiltinId id) { return id > BI_NONE && id < BI_COUNT && ufunc_table[id].nin > 0; }

/* The scalar type of one of NumPy's type codes. */
static const Type *code_type(char c) {
  switch (c) {
  case '?': return ty_bool;
  case 'b': return ty_int8;
  case 'B': return ty_uint8;
  case 'h': return ty_int16;
  case 'H': return ty_uint16;
  case 'i': return ty_int32;
  case 'I': return ty_uint32;
  case 'l': case 'q': return ty_int64;
  case 'L': case 'Q': return ty_uint64;
  case 'f': return ty_float32;
  case 'd': return ty_float64;
  case 'F': return ty_complex64;
  case 'D': return ty_complex128;
  default: return NULL;
  }
}

/* The smallest float of NumPy's safe casts from an integer type: float32
 * holds (u)int8 and (u)int16 exactly (NumPy says float16 for 8 bits, a
 * type arrc does not have), float64 the wider ones. */
static int int_float_bits(const Type *t) { return t->bits <= 16 ? 32 : 64; }

bool ufunc_can_cast_safely(const Type *from, const Type *to) {
  if (from == to || from->kind == TY_BOOL)
    return true;
  switch (from->kind) {
  case TY_INT:
    if (to->kind == TY_INT) {
      if (from->is_signed)
        return to->is_signed && to->bits >= from->bits;
      return to->is_signed ? to->bits > from->bits : to->bits >= from->bits;
    }
    if (to->kind == TY_FLOAT)
      return to->bits >= int_float_bits(from);
    if (to->kind == TY_COMPLEX)
      return to->bits / 2 >= int_float_bits(from);
    return false;
  case TY_FLOAT:
    return (to->kind == TY_FLOAT && to->bits >= from->bits) || (to->kind == TY_COMPLEX && to->bits / 2 >= from->bits);
  case TY_COMPLEX:
    return to->kind == TY_COMPLEX && to->bits >= from->bits;
  default:
    return false;
  }
}

/* NumPy's same_kind casting: safe casts, and casts within a kind or to a
 * higher one of bool, integers, floats, complex numbers. */
static bool can_cast_same_kind(const Type *from, const Type *to) {
  return ufunc_can_cast_safely(from, to) || type_numpy_kind(from) <= type_numpy_kind(to) ||
         (from->kind == TY_INT && to->kind == TY_INT);
}

/* Reads the loop that starts at *p into loop and moves *p past it. */
static bool next_loop(const char **p, int nin, UfuncLoop *loop) {
  const char *s = *p;
  while (*s == ' ')
    s++;
  if (!*s)
    return false;
  loop->nin = nin;
  loop->nout = 0;
  for (int k = 0; k < nin; k++)
    loop->in[k] = code_type(*s++);
  s++; /* ':' */
  while (*s && *s != ' ' && loop->nout < 2)
    loop->out[loop->nout++] = code_type(*s++);
  *p = s;
  return true;
}

bool ufunc_find_loop(BuiltinId id, const Type *const *in, bool numba, UfuncLoop *loop) {
  if (!ufunc_has_loops(id))
    return false;
  int nin = ufunc_table[id].nin;
  bool ints = false, floats = false;
  for (int k = 0; k < nin; k++) {
    ints |= in[k]->kind == TY_INT;
    floats |= in[k]->kind == TY_FLOAT || in[k]->kind == TY_COMPLEX;
  }
  bool mixed = numba && ints && floats;
  for (const char *p = ufunc_table[id].loops; next_loop(&p, nin, loop);) {
    bool ok = true;
    for (int k = 0; k < nin && ok; k++)
      ok = ufunc_can_cast_safely(in[k], loop->in[k]) ||
           (mixed && in[k]->kind == TY_INT && (loop->in[k]->kind == TY_FLOAT || loop->in[k]->kind == TY_COMPLEX));
    if (ok)
      return true;
  }
  return false;
}

bool ufunc_loop_for_output(BuiltinId id, const Type *const *in, const Type *out, UfuncLoop *loop) {
  if (!ufunc_has_loops(id))
    return false;
  int nin = ufunc_table[id].nin;
  for (const char *p = ufunc_table[id].loops; next_loop(&p, nin, loop);) {
    bool ok = loop->out[0] == out;
    for (int k = 0; k < nin && ok; k++)
      ok = can_cast_same_kind(in[k], loop->in[k]);
    if (ok)
      return true;
  }
  return false;
}

/* The name NumPy's messages give a ufunc (np.true_divide is "divide"). */
static const char *ufunc_name(BuiltinId id) { return id == BI_NP_TRUE_DIVIDE ? "divide" : builtin_short_name(id); }

/* The ufuncs whose complex loops arrc computes; the others refuse complex
 * operands when compiling. */
static bool complex_loop_supported(BuiltinId id) {
  switch (id) {
  case BI_NP_ADD: case BI_NP_SUBTRACT: case BI_NP_MULTIPLY: case BI_NP_TRUE_DIVIDE: case BI_NP_NEGATIVE:
  case BI_NP_CONJUGATE: case BI_NP_SQUARE: case BI_NP_EQUAL: case BI_NP_NOT_EQUAL: case BI_NP_ISFINITE:
  case BI_NP_ISINF: case BI_NP_LOGICAL_NOT: case BI_NP_LOGICAL_AND: case BI_NP_LOGICAL_OR: case BI_NP_LOGICAL_XOR:
  case BI_NP_FMAX: case BI_NP_FMIN:
    return true;
  default:
    return false;
  }
}

static const Type *scalar_of(const Type *t) {
  t = type_strip_optional(t);
  return t->kind == TY_ARRAY ? t->elem : t;
}

/* The types host code searches the loops with: beside arrays, each Python
 * or NumPy scalar stands for the dtype value-based casting gives it. */
static void numpy_operand_types(CallInfo *c, int nin, const Type **in) {
  const Type *arrays = NULL;
  for (int k = 0; k < nin; k++) {
    const Type *t = type_strip_optional(c->types[k]);
    in[k] = scalar_of(t);
    if (t->kind == TY_ARRAY)
      arrays = arrays ? type_numpy_promote(arrays, t->elem) : t->elem;
  }
  if (!arrays)
    return;
  for (int k = 0; k < nin; k++) {
    if (type_strip_optional(c->types[k])->kind == TY_ARRAY)
      continue;
    NumValue v;
    bool known = infer_const_number(c->args[k], &v);
    in[k] = type_numpy_scalar(arrays, in[k], known ? &v : NULL);
  }
}

static const Type *keyword_type(CallInfo *c, const char *name, const Instr **value) {
  for (int k = 0; k < c->nkw; k++)
    if (strcmp(c->kwnames[k], name) == 0) {
      if (value)
        *value = c->kwargs[k];
      return c->kwtypes[k];
    }
  return NULL;
}

const Type *t_ufunc(CallInfo *c) {
  BuiltinId id = c->id;
  int nin = ufunc_table[id].nin, nd = 0;
  for (int k = 0; k < nin; k++) {
    const Type *t = type_strip_optional(c->types[k]);
    if (!type_is_number(scalar_of(t)))
      return infer_error(c->I, infer_arg_loc(c->call, k), "ufunc '%s' takes numbers or arrays of numbers in arrc, "
                         "not %s", ufunc_name(id), t->name);
    if (t->kind == TY_ARRAY && t->ndim > nd)
      nd = t->ndim;
  }
  bool host = func_is_host(c->where);
  const Type *in[2] = {NULL, NULL};
  if (host) {
    numpy_operand_types(c, nin, in);
    bool all_bool = true;
    for (int k = 0; k < nin; k++)
      all_bool &= in[k] == ty_bool;
    if (all_bool && id == BI_NP_SUBTRACT)
      return infer_error(c->I, c->call->loc, "numpy boolean subtract, the `-` operator, is not supported, use the "
                         "bitwise_xor, the `^` operator, or the logical_xor function instead.");
    if (all_bool && id == BI_NP_NEGATIVE)
      return infer_error(c->I, c->call->loc, "The numpy boolean negative, the `-` operator, is not supported, use "
                         "the `~` operator or the logical_not function instead.");
  } else {
    for (int k = 0; k < nin; k++)
      in[k] = scalar_of(c->types[k]);
  }
  UfuncLoop loop;
  bool found = ufunc_find_loop(id, in, !host, &loop);
  /* NumPy divides integers and booleans in float64 (its true-division
   * type resolver), not in the first float loop they fit. */
  if (host && id == BI_NP_TRUE_DIVIDE && in[0]->kind <= TY_INT && in[1]->kind <= TY_INT)
    loop.in[0] = loop.in[1] = loop.out[0] = ty_float64;
  /* np.sign, np.gcd and np.lcm resolve their loops by the operands' own
   * types in NumPy: no booleans, no floats for gcd and lcm. */
  if (host && (id == BI_NP_SIGN || id == BI_NP_GCD || id == BI_NP_LCM)) {
    bool exact = found;
    for (int k = 0; k < nin; k++)
      exact &= in[k]->kind != TY_BOOL;
    if (!exact) {
      StrBuf sb = {0};
      for (int k = 0; k < nin; k++) {
        const Type *e = scalar_of(c->types[k]);
        sb_printf(&sb, "%s<class 'numpy.dtype[%s]'>", k ? ", " : "", e == ty_bool ? "bool_" : e->name);
      }
      const Type *r = infer_error(c->I, c->call->loc, "ufunc '%s' did not contain a loop with signature matching "
                                  "types %s%s%s -> None", ufunc_name(id), nin > 1 ? "(" : "", sb.data,
                                  nin > 1 ? ")" : "");
      sb_free(&sb);
      return r;
    }
  }
  if (!found)
    return infer_error(c->I, c->call->loc, "ufunc '%s' not supported for the input types, and the inputs could not "
                       "be safely coerced to any supported types according to the casting rule ''safe''",
                       ufunc_name(id));
  for (int k = 0; k < nin; k++)
    if (loop.in[k]->kind == TY_COMPLEX && !complex_loop_supported(id))
      return infer_error(c->I, c->call->loc, "np.%s of complex numbers is not supported by arrc yet",
                         builtin_short_name(id));
  const Instr *outv = NULL;
  const Type *out = keyword_type(c, "out", &outv);
  if (out && !host)
    return infer_error(c->I, c->call->loc, "out= on a ufunc is not supported in jitted code (Numba 0.56 takes "
                       "no keyword arguments there; pass out as the last positional argument)");
  if (!out && c->nargs > nin)
    out = c->types[nin];
  const Type *where = keyword_type(c, "where", NULL);
  if (where) {
    if (!host)
      return infer_error(c->I, c->call->loc, "where= on a ufunc is not supported in jitted code (Numba 0.56 takes "
                         "no keyword arguments there)");
    if (!out || out->kind != TY_ARRAY)
      return infer_error(c->I, c->call->loc, "where= without out= leaves the other elements of the result "
                         "uninitialized; arrc needs out= with it");
    if (type_strip_optional(where)->kind != TY_ARRAY || type_strip_optional(where)->elem != ty_bool)
      return infer_error(c->I, c->call->loc, "where= must be a boolean array in arrc, not %s", where->name);
  }
  if (out && out->kind != TY_NONE) {
    if (out->kind != TY_ARRAY || nd == 0 || loop.nout != 1)
      return infer_error(c->I, c->call->loc, "out= of np.%s must be an array, with array operands", builtin_short_name(id));
    if (!can_cast_same_kind(loop.out[0], out->elem))
      return infer_error(c->I, c->call->loc, "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with "
                         "casting rule 'same_kind'", ufunc_name(id), loop.out[0]->name, out->elem->name);
    return out;
  }
  const Type *res[2];
  for (int k = 0; k < loop.nout; k++)
    res[k] = nd ? type_array(loop.out[k], nd, 'C') : loop.out[k];
  return loop.nout == 1 ? res[0] : type_tuple(loop.nout, res);
}

/* np.around(a, decimals=0, out=None), np.round and np.round_: a number
 * or an array of the same type. Numba 0.56 rounds an array only into an
 * out array given as the third argument. */
const Type *t_np_around(CallInfo *c) {
  const Type *a = type_strip_optional(c->types[0]);
  const Type *e = scalar_of(a);
  if (!type_is_number(e) || e->kind == TY_COMPLEX)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "np.around() takes real numbers or arrays of them in arrc, "
                       "not %s", a->name);
  if (c->nargs > 1 && !type_is_int(c->types[1]))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "np.around()'s decimals must be an integer, not %s",
                       c->types[1]->name);
  const Type *out = c->nargs > 2 ? c->types[2] : NULL;
  if (out && out->kind == TY_NONE)
    out = NULL;
  if (out) {
    if (out->kind != TY_ARRAY || a->kind != TY_ARRAY || out->ndim != a->ndim)
      return infer_error(c->I, infer_arg_loc(c->call, 2), "np.around()'s out must be an array of the shape of a, "
                         "not %s", out->name);
    return out;
  }
  if (a->kind == TY_ARRAY && !func_is_host(c->where))
    return infer_error(c->I, c->call->loc, "np.around() of an array needs its out array in jitted code: Numba "
                       "0.56 supports np.around(a, decimals, out) there");
  if (e == ty_bool)
    return infer_error(c->I, c->call->loc, "Cannot cast ufunc 'divide' output from dtype('float64') to "
                       "dtype('bool') with casting rule 'same_kind'");
  return a->kind == TY_ARRAY ? type_array(e, a->ndim, 'C') : e;
}

/* ---- methods of ufunc objects (host code) ------------------------------ */

bool builtin_is_ufunc(BuiltinId id) {
  switch (id) {
  case BI_NP_MAXIMUM: case BI_NP_MINIMUM: case BI_NP_POWER: case BI_NP_ARCTAN2:
    return true;
  default:
    return ufunc_has_loops(id);
  }
}

/* The ufunc a method belongs to: np.add of np.add.reduce. */
static BuiltinId method_ufunc(CallInfo *c) {
  const Type *r = c->receiver ? c->receiver->type : NULL;
  return r && r->kind == TY_BUILTIN ? (BuiltinId)r->id : BI_NONE;
}

int ufunc_nin(BuiltinId id) {
  switch (id) {
  case BI_NP_MAXIMUM: case BI_NP_MINIMUM: case BI_NP_POWER: case BI_NP_ARCTAN2:
    return 2;
  case BI_NP_SQRT: case BI_NP_EXP: case BI_NP_LOG: case BI_NP_LOG10: case BI_NP_SIN: case BI_NP_COS:
  case BI_NP_TAN: case BI_NP_ARCSIN: case BI_NP_ARCCOS: case BI_NP_ARCTAN: case BI_NP_SINH: case BI_NP_COSH:
  case BI_NP_TANH: case BI_NP_ABS: case BI_NP_FABS: case BI_NP_FLOOR: case BI_NP_CEIL: case BI_NP_ISNAN:
    return 1;
  default:
    return ufunc_has_loops(id) ? ufunc_table[id].nin : 0;
  }
}

ReduceOp ufunc_reduction(BuiltinId id) {
  switch (id) {
  case BI_NP_ADD: return REDUCE_SUM;
  case BI_NP_MULTIPLY: return REDUCE_PROD;
  case BI_NP_MAXIMUM: return REDUCE_MAX;
  case BI_NP_MINIMUM: return REDUCE_MIN;
  case BI_NP_LOGICAL_OR: return REDUCE_ANY;
  case BI_NP_LOGICAL_AND: return REDUCE_ALL;
  default: return REDUCE_NONE;
  }
}

/* The element type of a binary ufunc's loop for elements a and b, with
 * NumPy's rules (the methods run in host code only). */
static const Type *binary_loop_type(CallInfo *c, BuiltinId f, const Type *a, const Type *b) {
  if (!ufunc_has_loops(f)) {
    /* np.maximum, np.minimum, np.power, np.arctan2: NumPy's promotion. */
    const Type *t = type_numpy_promote(a, b);
    if (t && f == BI_NP_ARCTAN2 && t->kind <= TY_INT)
      t = ty_float64;
    return t ? t : ty_error;
  }
  const Type *in[2] = {a, b};
  UfuncLoop loop;
  if (!ufunc_find_loop(f, in, false, &loop) || loop.nout != 1)
    return infer_error(c->I, c->call->loc, "ufunc '%s' not supported for the input types, and the inputs could not "
                       "be safely coerced to any supported types according to the casting rule ''safe''",
                       ufunc_name(f));
  return loop.out[0];
}

const Type *t_ufunc_method(CallInfo *c) {
  BuiltinId f = method_ufunc(c);
  const char *name = builtin_short_name(c->id);
  if (ufunc_nin(f) != 2)
    return infer_error(c->I, c->call->loc, "%s only supported for binary functions", name);
  const Type *a = type_strip_optional(c->types[0]);
  if (c->id == BI_UFUNC_OUTER) {
    const Type *b = type_strip_optional(c->types[1]);
    const Type *r = binary_loop_type(c, f, scalar_of(a), scalar_of(b));
    int nd = (a->kind == TY_ARRAY ? a->ndim : 0) + (b->kind == TY_ARRAY ? b->ndim : 0);
    if (r == ty_error)
      return r;
    if (nd > 4)
      return infer_error(c->I, c->call->loc, "outer() of arrays of %d dimensions in all: arrc's arrays have at most 4", nd);
    return nd ? type_array(r, nd, 'C') : r;
  }
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() takes an array in arrc, not %s", name, a->name);
  if (c->id == BI_UFUNC_AT) {
    if (c->nargs < 3)
      return infer_error(c->I, c->call->loc, "at() of a binary ufunc needs the values: np.%s.at(a, indices, b)",
                         builtin_short_name(f));
    const Type *idx = type_strip_optional(c->types[1]), *b = type_strip_optional(c->types[2]);
    if (a->ndim != 1 || !(type_is_int(idx) || (idx->kind == TY_ARRAY && idx->ndim == 1 && type_is_int(idx->elem))))
      return infer_error(c->I, c->call->loc, "at() takes a 1-D array and an integer or a 1-D integer array of "
                         "indices in arrc");
    if (!type_is_number(scalar_of(b)) || (b->kind == TY_ARRAY && b->ndim != 1))
      return infer_error(c->I, infer_arg_loc(c->call, 2), "at()'s values must be a number or a 1-D array in arrc");
    return binary_loop_type(c, f, a->elem, scalar_of(b)) == ty_error ? ty_error : ty_none;
  }
  const Type *axis = c->nargs > 1 ? c->types[1] : NULL;
  bool whole = axis && axis->kind == TY_NONE;
  if (axis && !whole && !type_is_int(axis))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "%s()'s axis must be an integer or None, not %s", name,
                       axis->name);
  const Type *e = a->elem;
  if (c->id == BI_UFUNC_ACCUMULATE) {
    if (a->ndim != 1)
      return infer_error(c->I, c->call->loc, "accumulate() of arrays of %d dimensions is not supported by arrc yet",
                         a->ndim);
    /* add and multiply accumulate small integers in int64 (uint64), as
     * their reduce does. */
    ReduceOp op = ufunc_reduction(f);
    const Type *r = (op == REDUCE_SUM || op == REDUCE_PROD) && e->kind <= TY_INT
                        ? (e->kind == TY_BOOL || e->is_signed ? ty_int64 : ty_uint64)
                        : binary_loop_type(c, f, e, e);
    return r == ty_error ? r : type_array(r, 1, 'C');
  }
  /* reduce: np.sum's types for add and multiply (small integers widen). */
  ReduceOp op = ufunc_reduction(f);
  const Type *r;
  if (op == REDUCE_SUM || op == REDUCE_PROD)
    r = e->kind == TY_BOOL || (e->kind == TY_INT && e->is_signed) ? ty_int64 : e->kind == TY_INT ? ty_uint64 : e;
  else if (op == REDUCE_ANY || op == REDUCE_ALL)
    r = ty_bool;
  else if (op != REDUCE_NONE)
    r = e;
  else if (a->ndim != 1 && !whole)
    return infer_error(c->I, c->call->loc, "np.%s.reduce along an axis of a %d-D array is not supported by arrc "
                       "yet", builtin_short_name(f), a->ndim);
  else
    r = binary_loop_type(c, f, e, e);
  if (r == ty_error)
    return r;
  return whole || a->ndim == 1 ? r : type_array(r, a->ndim - 1, 'C');
}
