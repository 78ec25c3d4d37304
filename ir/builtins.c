/* The typing of builtins (LANGUAGE.md §6, §7): one row per function, keyed
 * by its canonical path ("numpy.zeros", "builtins.len", "array.sum"), with
 * where it may be used. Adding a builtin is adding a row here and its
 * lowering. */
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "type_mixed_numbers.h"
#include "type_np15misc.h"
#include "builtins_list.h"
#include "formatting.h"
#include "builtins_stdlib.h"
#include "type_linalg.h"
#include "builtins_file.h"
#include "type_sortsearch.h"
#include "infer.h"
#include "infer_dict.h"
#include "infer_index.h"
#include "infer_str.h"
#include "iterable.h"
#include "infer_type.h"
#include "namedtuple.h"
#include "type_shapes.h"
#include "type_stats.h"
#include "type_stencil.h"
#include "exports.h"
#include "type_ufuncs.h"
#include "type_random.h"
#include "type_generator.h"
#include "type_npio.h"
#include "type_npz.h"
#include "type_png.h"
#include "type_mpi.h"
#include "type_mpi_p2p.h"
#include "type_mpi_coll.h"
#include "type_mpi_njit.h"
#include "infer_load.h"
#include "type_views.h"
#include "type_kapi.h"
#include "type_cudahost.h"
#include "type_warp.h"
#include "type_mpi_obj.h"

typedef const Type *(*TypingFn)(CallInfo *c);

/* A builtin's parameters, in the notation of Python's signatures, names
 * separated by spaces:
 *   name            a parameter that may be given by position or by keyword
 *   name=default    the same, with the default (None, True, False, a
 *                   number, or a string in single quotes without spaces
 *                   or escapes: comments='#') that fills it when a later one is given by
 *                   keyword and it is not: uniform(size=3) is
 *                   uniform(0.0, 1.0, 3)
 *   /               the parameters before it are positional-only
 *   *               the parameters after it are keyword-only and stay
 *                   keywords (print's sep=, arange's dtype=)
 *   !name           a parameter the function has in Python or NumPy that
 *                   arrc does not support yet (np.zeros(order=...))
 *   **              any other keyword is taken too, and stays a keyword
 *                   (str.format(name=...))
 * NULL: the function takes no keyword arguments. Keywords given for
 * positional parameters become positional arguments before typing, so the
 * typing functions and the code generator see them by position. */
typedef struct {
  int where;
  int min_args, max_args;   /* positional arguments; ANY_NUMBER: no upper bound */
  TypingFn type;
  const char *params;
} BuiltinRow;

/* The max_args (in ir/builtins.def) of functions that, as in Python, take
 * any number of positional arguments (print, min, max, zip). */
enum { ANY_NUMBER = 1000 };

const Type *call_error(CallInfo *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  StrBuf sb = {0};
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  const Type *t = infer_error(c->I, c->call->loc, "%s", sb.data);
  sb_free(&sb);
  return t;
}


/* The name of a builtin in messages that follow Python's and NumPy's
 * ("zeros() needs ..."): the path without builtins. or numpy. */
static const char *short_name(BuiltinId id) {
  const char *path = builtin_path(id);
  switch (builtin_namespace(id)) {
  case NS_PYTHON: return path + strlen("builtins.");
  case NS_NUMPY: case NS_NUMPY_RANDOM: return path + strlen("numpy.");
  default: return path;
  }
}

/* The float type math functions compute in: float32 stays float32, other
 * numbers become float64 (Numba's rule). */
static const Type *math_float(const Type *t) { return t == ty_float32 ? ty_float32 : ty_float64; }

static const Type *kw_type(CallInfo *c, const char *name, const Instr **value) {
  for (int k = 0; k < c->nkw; k++) {
    if (strcmp(c->kwnames[k], name) == 0) {
      if (value)
        *value = c->kwargs[k];
      return c->kwtypes[k];
    }
  }
  return NULL;
}

static const char *display_name(CallInfo *c);

/* ---- Python builtins --------------------------------------------------- */

static const Type *t_print(CallInfo *c) {
  if (c->gpu)
    return t_kernel_print(c);
  for (int k = 0; k < c->nargs; k++) {
    const char *why = class_value_unprintable(c->types[k], func_is_host(c->where));
    if (why)
      return infer_error(c->I, infer_arg_loc(c->call, k), "print() cannot show this value: %s", why);
  }
  const Type *bad = t_print_file(c);
  return bad ? bad : ty_none;
}

static const Type *t_len(CallInfo *c) {
  const Type *t = c->types[0];
  if (t->kind == TY_ARRAY || t->kind == TY_LIST || t->kind == TY_TUPLE || t->kind == TY_RANGE ||
      t->kind == TY_STR || t->kind == TY_DICT || t->kind == TY_SET || t->kind == TY_NPZ ||
      (t->kind == TY_CUDA_OBJECT && t->id == CUDA_OBJ_DEVICE_LIST))
    return ty_int64;
  if (t->kind == TY_OPTIONAL)
    return call_error(c, "object of type %s has no len(): the value may be None here (comm.gather() and "
                      "comm.reduce() give None off the root); test it first: `if x is not None:`", t->name);
  return call_error(c, "object of type %s has no len()", t->name);
}

static const Type *t_range(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (!type_is_int(c->types[k]) && c->types[k] != ty_bool)
      return call_error(c, "range() arguments must be integers, not %s", c->types[k]->name);
  return ty_range;
}

static const Type *t_abs(CallInfo *c) {
  const Type *t = c->types[0];
  if (t->kind == TY_COMPLEX)
    return t->bits == 64 ? ty_float32 : ty_float64;
  /* abs(True) is int8 in Numba (measured). */
  if (t->kind == TY_BOOL)
    return ty_int8;
  if (type_is_number(t))
    return t;
  if (t->kind == TY_ARRAY)
    return type_array(t->elem->kind == TY_COMPLEX ? type_float(t->elem->bits / 2) : t->elem, t->ndim, 'C');
  return call_error(c, "bad operand type for abs(): %s", t->name);
}

static const Type *t_minmax(CallInfo *c) {
  const Type *key = kw_type(c, "key", NULL), *dflt = kw_type(c, "default", NULL);
  if ((key || dflt) && !func_is_host(c->where))
    return call_error(c, "%s() with key= or default= is only available in host code: Numba's %s() takes neither",
               short_name(c->id), short_name(c->id));
  /* One iterable other than a list, an array or a tuple is walked into a
   * list first (lib_iterable.c): it is typed as that list. */
  if (c->nargs == 1 && c->types[0]->kind != TY_ARRAY && c->types[0]->kind != TY_LIST &&
      type_iterable_elem(c->types[0]))
    c->types[0] = type_list(type_iterable_elem(c->types[0]));
  if ((key || dflt) && (c->nargs != 1 || c->types[0]->kind != TY_LIST))
    return call_error(c, "%s() with key= or default= needs an iterable", short_name(c->id));
  if (key && key->kind != TY_LIST && key->kind != TY_NONE)
    return call_error(c, "'%s' object is not callable", key->name);
  if (c->nargs == 1 && c->types[0]->kind == TY_LIST && c->types[0]->elem) {
    const Type *e = c->types[0]->elem, *ordered = key && key->kind == TY_LIST ? key->elem : e;
    if (!type_is_orderable(ordered))
      return call_error(c, "%s() of %s is not supported by arrc: it compares numbers, strings and tuples and lists of them",
                 short_name(c->id), ordered->name);
    if (dflt && dflt != e && !(type_is_number(dflt) && type_is_number(e) && type_unify(e, dflt) == e))
      return call_error(c, "%s() needs a default of the type of the elements (%s), not %s", short_name(c->id), e->name,
                 dflt->name);
    return e;
  }
  if (c->nargs == 1) {
    const Type *t = c->types[0];
    if (t->kind == TY_ARRAY || t->kind == TY_LIST)
      return t->elem;
    if (t->kind == TY_TUPLE && t->n > 0) {
      const Type *u = t->elems[0];
      for (int k = 1; k < t->n && u; k++)
        u = type_unify(u, t->elems[k]);
      const Type *mixed = u ? mixed_minmax_check(c->I, c->call->loc, short_name(c->id), t->n, t->elems, u) : NULL;
      if (u)
        return mixed ? mixed : u;
    }
    return call_error(c, "%s() of one argument needs an array, a list or a tuple, not %s",
               short_name(c->id), t->name);
  }
  /* min("b", "a"), max((1, 2), (1, 3)): values Python orders, of one type. */
  bool same = true;
  for (int k = 1; k < c->nargs; k++)
    same = same && c->types[k] == c->types[0];
  if (same && !type_is_number(c->types[0]) && type_is_orderable(c->types[0]) && !c->gpu)
    return c->types[0];
  const Type *u = NULL;
  for (int k = 0; k < c->nargs; k++) {
    if (!type_is_number(c->types[k]))
      return call_error(c, "%s() needs numbers, not %s", short_name(c->id), c->types[k]->name);
    u = type_unify(u, c->types[k]);
  }
  const Type *mixed = mixed_minmax_check(c->I, c->call->loc, short_name(c->id), c->nargs, c->types, u);
  return mixed ? mixed : u;
}

static const Type *t_round(CallInfo *c) {
  const Type *t = c->types[0];
  if (!type_is_number(t) || t->kind == TY_COMPLEX)
    return call_error(c, "round() needs a real number, not %s", t->name);
  if (c->nargs == 1)
    return ty_int64;
  if (!type_is_int(c->types[1]))
    return call_error(c, "round()'s number of digits must be an integer, not %s", c->types[1]->name);
  /* Python's round(int, n) is an int; Numba's a float. */
  if (func_is_host(c->where) && (type_is_int(t) || t->kind == TY_BOOL))
    return ty_int64;
  return t->kind == TY_FLOAT ? t : ty_float64;
}

static const Type *t_int(CallInfo *c) {
  if (c->nargs == 0)
    return ty_int64;
  if (c->nargs == 2)
    return str_int_with_base_type(c);
  const Type *t = c->types[0];
  /* int() of an integer keeps its type in jitted code (measured); in host
   * code it makes a Python int of a NumPy scalar, -int(np.uint32(5)) is -5. */
  if (t->kind == TY_INT)
    return func_is_host(c->where) ? ty_int64 : t;
  if ((type_is_number(t) && t->kind != TY_COMPLEX) || t->kind == TY_STR)
    return ty_int64;
  return call_error(c, "int() cannot convert %s", t->name);
}

static const Type *t_float(CallInfo *c) {
  if (c->nargs == 0)
    return ty_float64;
  const Type *t = c->types[0];
  /* Numba keeps a float32 a float32; in host code float() makes a Python
   * float, which is a float64. */
  if (t == ty_float32 && (c->where == FUNC_JIT || c->where == FUNC_UFUNC || c->gpu))
    return t;
  if ((type_is_number(t) && t->kind != TY_COMPLEX) || t->kind == TY_STR)
    return ty_float64;
  return call_error(c, "float() cannot convert %s", t->name);
}

static const Type *t_bool(CallInfo *c) {
  if (c->nargs > 0 && c->types[0]->kind == TY_ARRAY && c->gpu)
    return call_error(c, "the truth value of an array is not available in GPU code; test an element or "
               "a.shape instead");
  return ty_bool;
}

static const Type *t_complex(CallInfo *c) {
  bool narrow = true;
  for (int k = 0; k < c->nargs; k++) {
    if (!type_is_number(c->types[k]))
      return call_error(c, "complex() needs numbers, not %s", c->types[k]->name);
    narrow &= c->types[k] == ty_float32 || c->types[k] == ty_complex64;
  }
  return narrow ? ty_complex64 : ty_complex128;
}

/* The builtin sum() starts from the int 0, so float32 elements give a
 * float64 sum (measured), unlike np.sum. */
static const Type *t_sum(CallInfo *c) {
  const Type *t = c->types[0];
  const Type *start = c->nargs > 1 ? c->types[1] : ty_int64;
  if (start->kind == TY_STR)
    return call_error(c, "sum() can't sum strings [use ''.join(seq) instead]");
  if (!type_is_number(start) || start->kind == TY_COMPLEX)
    return call_error(c, "sum() of arrc takes a start that is a real number, not %s", start->name);
  if (start->kind == TY_BOOL)
    start = ty_int64;
  if (t->kind == TY_RANGE)
    return type_arith_result(ty_int64, start);
  if (t->kind == TY_ARRAY && t->ndim != 1)
    return call_error(c, "sum() of a %dd array adds its rows, which arrc does not: use a.sum(axis=0)", t->ndim);
  /* Any other iterable sums as the list of its elements (lib_iterable.c). */
  const Type *walked = type_iterable_elem(t);
  if (walked == ty_str)
    return call_error(c, "unsupported operand type(s) for +: 'int' and 'str'");
  if (t->kind != TY_ARRAY && t->kind != TY_LIST && walked && !func_is_host(c->where) && t->kind != TY_TUPLE)
    return call_error(c, "sum() of %s is only available in host code: Numba's sum() takes a list, a tuple, a range or an "
               "array", t->name);
  if (t->kind != TY_ARRAY && walked && (type_is_number(walked) || walked->kind == TY_BOOL))
    t = type_list(walked);
  if (t->kind == TY_ARRAY || t->kind == TY_LIST) {
    const Type *e = t->elem;
    if (c->nargs > 1 && type_is_float(start))
      return type_arith_result(start, e->kind == TY_BOOL ? ty_int64 : e);
    if (e->kind == TY_BOOL || type_is_int(e))
      return e->kind == TY_INT && !e->is_signed ? ty_uint64 : ty_int64;
    return type_arith_result(ty_int64, e);
  }
  return call_error(c, "sum() needs an array, a list or a range, not %s", t->name);
}

static const Type *t_enumerate(CallInfo *c) {
  const Type *t = c->types[0];
  const Type *e = type_iterable_elem(t);
  if (!e)
    return call_error(c, "enumerate() needs an iterable, not %s", t->name);
  if (c->nargs > 1 && !type_is_int(c->types[1]))
    return call_error(c, "enumerate() needs an integer start, not %s", c->types[1]->name);
  const Type *pair[2] = {ty_int64, e};
  return type_iter(t, type_tuple(2, pair));
}

static const Type *t_zip(CallInfo *c) {
  const Type **elems = arena_alloc(infer_arena(c->I), (size_t)(c->nargs + 1) * sizeof *elems);
  for (int k = 0; k < c->nargs; k++) {
    const Type *t = c->types[k];
    elems[k] = type_iterable_elem(t);
    if (!elems[k])
      return call_error(c, "zip() needs iterables, not %s", t->name);
  }
  return type_iter(c->types[0], type_tuple(c->nargs, elems));
}

static const Type *t_pow(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (!type_is_number(a) || !type_is_number(b))
    return call_error(c, "pow() needs numbers, not %s and %s", a->name, b->name);
  if (c->nargs == 3) {
    if (!func_is_host(c->where))
      return call_error(c, "pow() with a modulus is only available in host code: Numba's pow() takes two arguments");
    if (a->kind > TY_INT || b->kind > TY_INT || c->types[2]->kind > TY_INT)
      return call_error(c, "pow() 3rd argument not allowed unless all arguments are integers");
    return ty_int64;
  }
  if (a->kind <= TY_INT && b->kind <= TY_INT) {
    /* Python's pow(int, negative int) is a float: host code knows it for
     * a constant exponent (a call is never folded, so jitted code keeps
     * Numba's integer power). */
    int64_t e;
    bool host = func_is_host(c->where);
    return host && infer_const_int(c->args[1], &e) && e < 0 ? ty_float64 : ty_int64;
  }
  if (a == ty_float32 && b->kind <= TY_INT)
    return ty_float32;
  return type_arith_result(a, b);
}

static const Type *t_divmod(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  const Type *t = type_arith_result(a, b);
  /* Numba's divmod has one signature per machine integer and float type and
   * picks float64 for a uint64 with a signed integer (no integer type holds
   * both); NumPy promotes them to float64 as well. // and % alone keep
   * Numba's integer rule. */
  if (t && a->kind == TY_INT && b->kind == TY_INT &&
      ((a == ty_uint64 && b->is_signed) || (b == ty_uint64 && a->is_signed)))
    t = ty_float64;
  if (!t || t->kind == TY_COMPLEX)
    return call_error(c, "divmod() needs real numbers, not %s and %s", c->types[0]->name, c->types[1]->name);
  const Type *pair[2] = {t, t};
  return type_tuple(2, pair);
}

/* ---- math ----------------------------------------------------------------- */

static const Type *need_real(CallInfo *c, const Type *t) {
  if (!type_is_number(t) || t->kind == TY_COMPLEX) {
    call_error(c, "%s() needs a real number, not %s", c->path, t->name);
    return NULL;
  }
  return t;
}

/* Host code is Python: its math module converts every argument to a
 * Python float and returns one (math.sin(np.float32(0.5)) is float64). */

static const Type *t_math1(CallInfo *c) {
  if (!need_real(c, c->types[0]))
    return ty_error;
  return func_is_host(c->where) ? ty_float64 : math_float(c->types[0]);
}

/* Whether Numba converts t to float32 safely: float32 itself, bool and
 * integers of 16 bits or fewer (exactly representable). */
static bool float32_safe(const Type *t) {
  return t == ty_float32 || t->kind == TY_BOOL || (t->kind == TY_INT && t->bits <= 16);
}

/* Numba's math.atan2 and math.hypot have float32 and float64 signatures
 * (and int64 ones that give float64); its overload resolution prefers
 * float32 for a float32 beside a value that converts to float32 safely
 * (math.hypot(np.float32(x), np.int16(31)) is float32), float64 else. */
static const Type *t_math2(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  if (!need_real(c, a) || !need_real(c, b))
    return ty_error;
  if (func_is_host(c->where))
    return ty_float64;
  return (a == ty_float32 || b == ty_float32) && float32_safe(a) && float32_safe(b) ? ty_float32 : ty_float64;
}

/* math.floor and math.ceil give int64, uint64 for unsigned integers. */
static const Type *t_math_int(CallInfo *c) {
  const Type *t = c->types[0];
  if (!need_real(c, t))
    return ty_error;
  return t->kind == TY_INT && !t->is_signed ? ty_uint64 : ty_int64;
}

static const Type *t_math_pred(CallInfo *c) { return need_real(c, c->types[0]) ? ty_bool : ty_error; }

/* ---- numpy -------------------------------------------------------------- */

const Type *dtype_arg(CallInfo *c, int k, const Type *dflt) {
  const Type *t = kw_type(c, "dtype", NULL);
  if (!t && k < c->nargs)
    t = c->types[k];
  if (!t || t->kind == TY_NONE)
    return dflt;
  if (t->kind == TY_DTYPE)
    return t->elem;
  /* Python's number types stand for NumPy's default ones (dtype=int). */
  if (t->kind == TY_BUILTIN && (t->id == BI_INT || t->id == BI_FLOAT || t->id == BI_BOOL || t->id == BI_COMPLEX))
    return t->id == BI_INT ? ty_int64 : t->id == BI_FLOAT ? ty_float64 : t->id == BI_BOOL ? ty_bool : ty_complex128;
  const Instr *v = NULL;
  kw_type(c, "dtype", &v);
  if (!v && k < c->nargs)
    v = c->args[k];
  if (v && v->op == IR_CONST_STR) {
    const Type *s = numpy_dtype_named(v->imm.str.s);
    if (s)
      return s;
    call_error(c, "data type '%s' not understood", v->imm.str.s);
    return NULL;
  }
  call_error(c, "dtype must be a NumPy type such as np.float32, not %s", t->name);
  return NULL;
}

/* The number of dimensions of a shape argument: an int or a tuple of ints. */
static int shape_ndim(CallInfo *c, const Type *t) {
  if (type_is_int(t))
    return 1;
  if (t->kind == TY_TUPLE && t->n >= 1 && t->n <= 4) {
    for (int k = 0; k < t->n; k++)
      if (!type_is_int(t->elems[k]))
        goto bad;
    return t->n;
  }
bad:
  call_error(c, "a shape must be an int or a tuple of 1 to 4 ints, not %s", t->name);
  return 0;
}

/* The order of np.zeros, np.ones, np.empty and np.full (argument k): 'C'
 * or 'F', a constant string, in host code (Numba's take the shape and the
 * dtype only); 0 after reporting an error. One dimension is both. */
static char alloc_order(CallInfo *c, int k) {
  if (c->nargs <= k || c->types[k]->kind == TY_NONE)
    return 'C';
  const char *f = short_name(c->id);
  if (!func_is_host(c->where) || c->gpu) {
    call_error(c, "%s()'s order is not allowed in jitted code: Numba's %s() takes the shape and the dtype", f, f);
    return 0;
  }
  const Instr *o = ir_resolve(c->args[k]);
  if (o->op != IR_CONST_STR) {
    call_error(c, "%s()'s order must be a constant string, 'C' or 'F', not %s", f, c->types[k]->name);
    return 0;
  }
  /* NumPy takes the letters in either case. */
  char letter = o->imm.str.len == 1 ? (char)toupper((unsigned char)o->imm.str.s[0]) : 0;
  if (letter == 'C' || letter == 'F')
    return letter;
  if (letter == 'A' || letter == 'K')
    call_error(c, "%s(): only 'C' or 'F' order is permitted", f);
  else
    call_error(c, "%s(): order must be one of 'C', 'F', 'A', or 'K' (got '%.*s')", f, (int)o->imm.str.len, o->imm.str.s);
  return 0;
}

static const Type *t_np_alloc(CallInfo *c) {
  int nd = shape_ndim(c, c->types[0]);
  const Type *dt = dtype_arg(c, 1, ty_float64);
  char order = alloc_order(c, 2);
  return nd && dt && order ? type_array(dt, nd, order == 'F' && nd >= 2 ? 'F' : 'C') : ty_error;
}

static const Type *t_np_full(CallInfo *c) {
  int nd = shape_ndim(c, c->types[0]);
  const Type *v = c->types[1];
  const Type *dt = dtype_arg(c, 2, v == ty_bool || type_is_number(v) ? (v->kind == TY_INT ? ty_int64 : v) : NULL);
  char order = alloc_order(c, 3);
  return nd && dt && order ? type_array(dt, nd, order == 'F' && nd >= 2 ? 'F' : 'C') : ty_error;
}

static const Type *t_np_like(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", short_name(c->id), a->name);
  int valuepos = c->id == BI_NP_FULL_LIKE ? 2 : 1;
  const Type *dt = dtype_arg(c, valuepos, a->elem);
  return dt ? type_array(dt, a->ndim, 'C') : ty_error;
}

static const Type *t_np_arange(CallInfo *c) {
  const Type *t = NULL;
  for (int k = 0; k < c->nargs; k++) {
    if (!type_is_number(c->types[k]) || c->types[k]->kind == TY_COMPLEX)
      return call_error(c, "arange() needs real numbers, not %s", c->types[k]->name);
    t = type_unify(t, c->types[k]->kind <= TY_INT ? ty_int64 : c->types[k]);
  }
  if (!func_is_host(c->where) && shapes_dtype_is_string(c, 99))
    return call_error(c, "arange()'s dtype given as a string is not allowed in jitted code: Numba's arange() takes a "
               "NumPy type such as np.float32 there");
  const Type *dt = dtype_arg(c, 99, t);
  return dt ? type_array(dt, 1, 'C') : ty_error;
}

/* np.array of a list (of lists) or of a tuple: the element type and the
 * nesting depth give the array type. */
static const Type *t_np_array(CallInfo *c) {
  const Type *t = c->types[0];
  int nd = 0;
  if (t->kind == TY_TUPLE && t->n > 0) {
    t = type_tuple_leaf(t, &nd);
    if (!t)
      return call_error(c, "np.array() of %s: arrc needs numbers, or tuples of one length of them",
                        c->types[0]->name);
  }
  while ((t->kind == TY_LIST || (t->kind == TY_TUPLE && t->n > 0)) && nd < 4) {
    t = t->kind == TY_LIST ? t->elem : t->elems[0];
    nd++;
  }
  if (c->types[0]->kind == TY_ARRAY) {
    t = c->types[0]->elem;
    nd = c->types[0]->ndim;
  }
  if (nd == 0 || !type_is_number(t))
    return call_error(c, "np.array() needs a list, a tuple or an array of numbers, not %s", c->types[0]->name);
  const Type *dt = dtype_arg(c, 1, t);
  return dt ? type_array(dt, nd, 'C') : ty_error;
}

static const Type *t_np_copy(CallInfo *c) {
  const Type *a = c->receiver ? c->receiver->type : c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "copy() needs an array, not %s", a->name);
  return type_array(a->elem, a->ndim, 'C');
}

/* np.sqrt and friends, on a number or elementwise on an array. */
/* NumPy's TypeError for a ufunc without a loop for its operands (floor
 * of complex numbers), reported when compiling. */
static const Type *numpy_no_loop(CallInfo *c) {
  return call_error(c, "ufunc '%s' not supported for the input types, and the inputs could not be safely coerced to any "
             "supported types according to the casting rule ''safe''", short_name(c->id));
}

static const Type *t_np_ufunc1(CallInfo *c) {
  const Type *t = c->types[0];
  const Type *e = t->kind == TY_ARRAY ? t->elem : t;
  if (!type_is_number(e))
    return call_error(c, "%s() needs numbers or arrays, not %s", short_name(c->id), t->name);
  bool abs = c->id == BI_NP_ABS;
  if (e->kind == TY_COMPLEX && (c->id == BI_NP_FLOOR || c->id == BI_NP_CEIL || c->id == BI_NP_FABS))
    return numpy_no_loop(c);
  const Type *r;
  if (abs && e->kind == TY_COMPLEX)
    r = type_float(e->bits / 2);
  else if (abs || c->id == BI_NP_FLOOR || c->id == BI_NP_CEIL)
    r = e->kind <= TY_INT && abs ? (e->kind == TY_BOOL ? ty_bool : e) : (e->kind <= TY_INT ? ty_float64 : e);
  else if (c->id == BI_NP_ISNAN)
    r = ty_bool;
  else
    r = e->kind == TY_FLOAT || e->kind == TY_COMPLEX ? e : (e->kind == TY_INT && e->bits <= 16 ? ty_float32 : ty_float64);
  return t->kind == TY_ARRAY ? type_array(r, t->ndim, 'C') : r;
}

static const Type *t_np_ufunc2(CallInfo *c) {
  const Type *a = c->types[0], *b = c->types[1];
  const Type *ea = a->kind == TY_ARRAY ? a->elem : a, *eb = b->kind == TY_ARRAY ? b->elem : b;
  if (!type_is_number(ea) || !type_is_number(eb))
    return call_error(c, "%s() needs numbers or arrays, not %s and %s", short_name(c->id), a->name, b->name);
  bool minmax = c->id == BI_NP_MAXIMUM || c->id == BI_NP_MINIMUM;
  if ((ea->kind == TY_COMPLEX || eb->kind == TY_COMPLEX) && c->id == BI_NP_ARCTAN2)
    return numpy_no_loop(c);
  const Type *r = type_arith_result(ea, eb);
  /* Host code: NumPy's value-based casting (np.maximum(image, 100) stays
   * uint8), and np.promote_types for scalars alone (np.minimum of two
   * np.int16 is an np.int16); jitted code: Numba's rule, which for
   * np.maximum and np.minimum is their first ufunc loop the operands
   * convert to safely (int16 arrays stay int16, bool arrays bool). */
  if (func_is_host(c->where)) {
    const Type *np = infer_numpy_result_type(2, c->args);
    if (!np && minmax)
      np = type_numpy_promote(ea, eb);
    if (np)
      r = np->kind == TY_BOOL && c->id == BI_NP_POWER ? ty_int8 : np;
  } else if (minmax) {
    const Type *loop = infer_ufunc_loop(OP_ADD, ea, eb);
    if (loop)
      r = loop;
  }
  if (c->id == BI_NP_ARCTAN2 && r->kind <= TY_INT)
    r = ty_float64;
  int nd = a->kind == TY_ARRAY ? a->ndim : 0;
  if (b->kind == TY_ARRAY && b->ndim > nd)
    nd = b->ndim;
  return nd ? type_array(r, nd, 'C') : r;
}

/* np.sum(a) and a.sum(): a reduction to a scalar, or with axis= to an
 * array of one dimension less. */
static const Type *t_reduce(CallInfo *c) {
  if (reduce_has_options(c->nargs, c->receiver != NULL, c->nkw))
    return t_reduce_options(c);
  const Type *a = c->receiver ? c->receiver->type : c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", short_name(c->id), a->name);
  /* axis= is the argument after the array: a.sum(1), np.sum(a, 1). */
  int axispos = c->receiver ? 0 : 1;
  const Type *axis = axispos < c->nargs ? c->types[axispos] : NULL;
  if (axis && axis->kind == TY_NONE)
    axis = NULL;
  if (axis && !type_is_int(axis))
    return call_error(c, "%s()'s axis must be an integer, not %s", short_name(c->id), axis->name);
  const Type *e = a->elem, *r = e;
  switch (builtin_reduction(c->id)) {
  case REDUCE_SUM: case REDUCE_PROD:
    r = e->kind == TY_BOOL || (e->kind == TY_INT && e->is_signed) ? ty_int64
      : e->kind == TY_INT ? ty_uint64 : e;
    break;
  case REDUCE_MEAN:
    r = e->kind <= TY_INT ? ty_float64 : e;
    break;
  case REDUCE_ARGMIN: case REDUCE_ARGMAX:
    r = ty_int64;
    break;
  case REDUCE_ALL: case REDUCE_ANY:
    r = ty_bool;
    break;
  case REDUCE_MIN: case REDUCE_MAX: case REDUCE_NONE:
    break;
  }
  if (axis)
    return a->ndim == 1 ? r : type_array(r, a->ndim - 1, 'C');
  return r;
}

/* np.cumsum(a), np.cumprod(a) and the methods a.cumsum(), a.cumprod():
 * running sums and products in np.sum's accumulation type (bool and
 * signed integers in int64, unsigned ones in uint64, floats and complex
 * in their own type), flattened to one dimension without an axis and of
 * a's shape along one. Numba 0.56 implements them for the array alone
 * (measured: it rejects an axis, positional or keyword, even None), so
 * jitted code gets the axis in host code only. */
static const Type *t_cumulative(CallInfo *c) {
  const Type *a = c->receiver ? c->receiver->type : c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", display_name(c), a->name);
  int axispos = c->receiver ? 0 : 1;
  const Type *axis = axispos < c->nargs ? c->types[axispos] : NULL;
  if (axis && !func_is_host(c->where))
    return call_error(c, "%s() in jitted code takes %s: Numba supports no axis for it; accumulate along "
               "an axis in host code, or with a loop", display_name(c),
               c->receiver ? "no arguments" : "the array alone");
  if (axis && axis->kind == TY_NONE)
    axis = NULL;
  if (axis && !type_is_int(axis))
    return call_error(c, "%s()'s axis must be an integer, not %s", display_name(c), axis->name);
  const Type *e = a->elem;
  const Type *r = e->kind == TY_BOOL || (e->kind == TY_INT && e->is_signed) ? ty_int64
                  : e->kind == TY_INT ? ty_uint64 : e;
  return type_array(r, axis ? a->ndim : 1, 'C');
}

static const Type *t_np_where(CallInfo *c) {
  /* np.where(condition) alone is np.nonzero (ir/type_sortsearch.c). */
  if (c->nargs == 1)
    return t_np_nonzero(c);
  if (c->nargs == 2)
    return call_error(c, "either both or neither of x and y should be given");
  const Type *x = c->types[1], *y = c->types[2];
  const Type *e = type_unify(x->kind == TY_ARRAY ? x->elem : x, y->kind == TY_ARRAY ? y->elem : y);
  const Type *np = func_is_host(c->where) ? infer_numpy_result_type(2, c->args + 1) : NULL;
  if (np && e)
    e = np;
  const Type *cond = c->types[0];
  int nd = cond->kind == TY_ARRAY ? cond->ndim : 0;
  if (x->kind == TY_ARRAY && x->ndim > nd) nd = x->ndim;
  if (y->kind == TY_ARRAY && y->ndim > nd) nd = y->ndim;
  return e && nd && type_is_scalar(e) ? type_array(e, nd, 'C')
                                       : call_error(c, "where() needs arrays or numbers of one element type");
}

static const Type *t_np_clip(CallInfo *c) {
  const Type *a = c->types[0];
  if ((a->kind == TY_ARRAY ? a->elem : a)->kind == TY_COMPLEX && !func_is_host(c->where))
    return call_error(c, "np.clip() of complex numbers is not available in jitted code: Numba 0.56 has no ordering "
                      "of complex numbers for it (No definition for lowering gt(complex128, complex128)); clip in "
                      "host code");
  const Type *np = func_is_host(c->where) ? infer_numpy_result_type(3, c->args) : NULL;
  if (a->kind != TY_ARRAY)
    return a;
  return type_array(np ? np : a->elem, a->ndim, 'C');
}

/* ---- methods ---------------------------------------------------------------- */

static const Type *t_astype(CallInfo *c) {
  const Type *a = c->receiver->type;
  const Type *dt = dtype_arg(c, 0, NULL);
  return dt ? type_array(dt, a->ndim, 'C') : ty_error;
}

static const Type *t_reshape(CallInfo *c) {
  const Type *a = c->receiver->type;
  /* Numba reshapes only arrays its types know to be contiguous (layout C
   * or F, the latter at run time only when the strides allow a view); a
   * slice with a step or of a leading axis is layout A there. */
  if ((c->where == FUNC_JIT || c->where == FUNC_UFUNC) && !c->gpu && a->kind == TY_ARRAY && a->layout == 'A')
    return call_error(c, "reshape() supports contiguous array only (%s is not known to be contiguous in jitted code; "
               "reshape a copy: a.copy().reshape(...))", a->name);
  int nd = c->nargs == 1 ? shape_ndim(c, c->types[0]) : c->nargs;
  /* Of an array not known to be C-contiguous the result may be a view
   * with the source's strides (NumPy's no-copy reshape), so its layout is
   * A: a C layout would make indexing assume C strides. */
  char layout = a->kind == TY_ARRAY && a->layout != 'C' ? 'A' : 'C';
  return nd ? type_array(a->elem, nd, layout) : ty_error;
}

static const Type *t_ravel(CallInfo *c) { return type_array(c->receiver->type->elem, 1, 'C'); }

static const Type *t_conjugate(CallInfo *c) { return c->receiver->type; }

/* ---- time, sys, random ----------------------------------------------------- */

static const Type *t_float64(CallInfo *c) { (void)c; return ty_float64; }
static const Type *t_none(CallInfo *c) { (void)c; return ty_none; }

/* The argument is the parser's description that ir/argparse.c made; the
 * result has one string per argument. */
static const Type *t_parse_args(CallInfo *c) {
  if (c->types[0] != ty_str)
    return call_error(c, "parse_args() is read while compiling; use it as 'args = parser.parse_args()'");
  return type_list(ty_str);
}
static const Type *t_int64(CallInfo *c) { (void)c; return ty_int64; }

static const Type *t_random_array(CallInfo *c) {
  BuiltinId id = c->id;
  const Type *elem = id == BI_NP_RANDOM_RANDINT ? ty_int64 : ty_float64;
  /* rand(d0, d1, ...) and randn take dimensions; the others take size=. */
  if (id == BI_NP_RANDOM_RAND || id == BI_NP_RANDOM_RANDN)
    return c->nargs == 0 ? elem : type_array(elem, c->nargs, 'C');
  int sizepos = id == BI_NP_RANDOM_RANDOM ? 0
                : id == BI_NP_RANDOM_RANDINT || id == BI_NP_RANDOM_UNIFORM || id == BI_NP_RANDOM_NORMAL ? 2 : 99;
  const Type *size = kw_type(c, "size", NULL);
  if (!size && sizepos < c->nargs)
    size = c->types[sizepos];
  if (!size || size->kind == TY_NONE)
    return elem;
  int nd = shape_ndim(c, size);
  return nd ? type_array(elem, nd, 'C') : ty_error;
}

/* ---- cuda -------------------------------------------------------------------- */

static const Type *t_cuda_grid(CallInfo *c) {
  int64_t n;
  if (!infer_const_int(c->args[0], &n) || n < 1 || n > 3)
    return call_error(c, "%s() needs a constant 1, 2 or 3", short_name(c->id));
  if (n == 1)
    return ty_int64;
  const Type *elems[3] = {ty_int64, ty_int64, ty_int64};
  return type_tuple((int)n, elems);
}

static const Type *t_void(CallInfo *c) { (void)c; return ty_void; }

/* cuda.shared.array(shape, dtype) and cuda.local.array: the shape must be
 * a compile-time constant (§7.1). */
static const Type *t_cuda_array(CallInfo *c) {
  const Instr *shape = c->nargs > 0 ? c->args[0] : NULL;
  if (!shape)
    return call_error(c, "%s() needs a shape", c->path);
  int nd = 0;
  int64_t v;
  if (infer_const_int(shape, &v)) {
    nd = 1;
  } else if (shape->op == IR_TUPLE) {
    nd = shape->ops.len;
    for (int k = 0; k < nd; k++)
      if (!infer_const_int(shape->ops.v[k], &v))
        nd = -1;
  } else {
    nd = -1;
  }
  if (nd <= 0)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "'%s' needs a constant shape: an integer literal, a "
                       "global constant like TPB = 16, or a tuple of these", c->path);
  if (nd > TYPE_MAX_NDIM)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "'%s' makes arrays of at most %d dimensions (NumPy's "
                       "limit), not %d", c->path, TYPE_MAX_NDIM, nd);
  const Type *dt = dtype_arg(c, 1, NULL);
  return dt ? type_array(dt, nd, 'C') : ty_error;
}

static const Type *t_device_array(CallInfo *c) {
  int nd = shape_ndim(c, c->types[0]);
  const Type *dt = dtype_arg(c, 1, ty_float64);
  return nd && dt ? type_device_array(dt, nd, 'C') : ty_error;
}

static const Type *t_device_array_like(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "device_array_like() needs an array, not %s", a->name);
  return type_device_array(a->elem, a->ndim, 'C');
}

static const Type *t_copy_to_host(CallInfo *c) {
  const Type *a = c->receiver->type;
  return type_array(a->elem, a->ndim, 'C');
}

/* create_xoroshiro128p_states(n, seed, subsequence_start=0, stream=0): a
 * device array of n generator states, one per thread (§6.8). */
static const Type *t_rng_states(CallInfo *c) {
  static const char *const names[] = {"n", "seed", "subsequence_start", "stream", NULL};
  for (int k = 0; names[k]; k++) {
    const Type *t = k < c->nargs ? c->types[k] : kw_type(c, names[k], NULL);
    if (k < c->nargs && kw_type(c, names[k], NULL))
      return call_error(c, "create_xoroshiro128p_states() got multiple values for '%s'", names[k]);
    if (!t && k < 2)
      return call_error(c, "create_xoroshiro128p_states() needs '%s'", names[k]);
    if (t && k < 3 && !type_is_int(t))
      return call_error(c, "create_xoroshiro128p_states() needs an integer '%s', not %s", names[k], t->name);
    if (t && k == 3 && t->kind != TY_STREAM)
      return call_error(c, "create_xoroshiro128p_states() takes a cuda.stream(), not %s", t->name);
  }
  return type_device_array(ty_rng_state, 1, 'C');
}

/* xoroshiro128p_uniform_float32(states, i) and its siblings: one draw from
 * generator i, which advances it. */
static const Type *t_rng_draw(CallInfo *c) {
  const Type *s = c->types[0];
  if (s->kind != TY_ARRAY || s->elem != ty_rng_state || s->ndim != 1)
    return call_error(c, "%s() needs the states from create_xoroshiro128p_states(), not %s",
               display_name(c), s->name);
  if (!type_is_int(c->types[1]))
    return call_error(c, "%s() needs an integer index, not %s", display_name(c), c->types[1]->name);
  return c->id == BI_CUDA_RANDOM_XOROSHIRO128P_UNIFORM_FLOAT32 || c->id == BI_CUDA_RANDOM_XOROSHIRO128P_NORMAL_FLOAT32
             ? ty_float32 : ty_float64;
}

/* cuda.const.array_like(a): a constant copy of a global array, same type. */
static const Type *t_stream(CallInfo *c) { (void)c; return ty_stream; }
static const Type *t_event(CallInfo *c) { (void)c; return ty_event; }

/* NumPy's ufuncs take their operands by position only. */
#define UFUNC1 "x / !out !where !casting !order !dtype !subok"
#define UFUNC2 "x1 x2 / !out !where !casting !order !dtype !subok"

/* The typing columns of ir/builtins.def's function rows, indexed by id. */
static const BuiltinRow rows[BI_COUNT] = {
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) [BI_##id] = {where, min, max, typing, params},
#include "builtins.def"
};

static const char *display_name(CallInfo *c) { return builtin_display_name(c->id); }

/* One parameter of a row's params (see BuiltinRow). */
typedef struct {
  const char *name;
  int len;
  const char *dflt;    /* the default's text, or NULL */
  int dlen;
  int position;        /* the index of a positional parameter, else -1 */
  bool positional_only, keyword_only, unsupported;
} Param;

enum { MAX_PARAMS = 32 };

static int parse_params(const char *spec, Param *ps) {
  int n = 0, positions = 0;
  bool keyword_only = false;
  for (const char *p = spec; p && *p && n < MAX_PARAMS;) {
    while (*p == ' ')
      p++;
    const char *end = p;
    while (*end && *end != ' ')
      end++;
    if (end == p)
      break;
    if (*p == '/' && end == p + 1) {
      for (int k = 0; k < n; k++)
        ps[k].positional_only = true;
    } else if (*p == '*' && end == p + 1) {
      keyword_only = true;
    } else {
      Param *q = &ps[n++];
      memset(q, 0, sizeof *q);
      q->unsupported = *p == '!';
      q->name = p + q->unsupported;
      const char *eq = memchr(q->name, '=', (size_t)(end - q->name));
      q->len = (int)((eq ? eq : end) - q->name);
      if (eq) {
        q->dflt = eq + 1;
        q->dlen = (int)(end - eq - 1);
      }
      q->keyword_only = keyword_only;
      q->position = !keyword_only && !q->unsupported ? positions++ : -1;
    }
    p = end;
  }
  return n;
}

/* The constant a parameter's default stands for, typed at once: the call
 * it fills is being typed. */
static Instr *default_value(Infer *I, Instr *call, const Param *p) {
  char text[32];
  snprintf(text, sizeof text, "%.*s", p->dlen, p->dflt);
  Instr *c;
  if (text[0] == '\'') {
    size_t len = strlen(text) - 2;
    char *s = arena_alloc(infer_arena(I), len + 1);
    memcpy(s, text + 1, len);
    s[len] = '\0';
    c = ir_insert_before(call, IR_CONST_STR, call->loc, 0, NULL);
    c->imm.str.s = s;
    c->imm.str.len = len;
    c->type = ty_str;
  } else if (strcmp(text, "None") == 0) {
    c = ir_insert_before(call, IR_CONST_NONE, call->loc, 0, NULL);
    c->type = ty_none;
  } else if (strcmp(text, "True") == 0 || strcmp(text, "False") == 0) {
    c = ir_insert_before(call, IR_CONST_BOOL, call->loc, 0, NULL);
    c->imm.i = text[0] == 'T';
    c->type = ty_bool;
  } else if (strchr(text, '.')) {
    c = ir_insert_before(call, IR_CONST_FLOAT, call->loc, 0, NULL);
    c->imm.f[0] = strtod(text, NULL);
    c->type = ty_float64;
  } else {
    c = ir_insert_before(call, IR_CONST_INT, call->loc, 0, NULL);
    c->imm.i = strtoll(text, NULL, 10);
    c->type = ty_int64;
  }
  return c;
}

bool builtin_order_arguments(Infer *I, Instr *call, BuiltinId id) {
  if (call->nkw == 0 || builtin_kind(id) != BK_FUNC)
    return true;
  const BuiltinRow *row = &rows[id];
  const char *name = builtin_display_name(id);
  Param ps[MAX_PARAMS];
  int nparams = parse_params(row->params, ps);
  bool any_keyword = false;
  for (int k = 0; k < nparams; k++)
    any_keyword |= !ps[k].positional_only;
  int npos = call->ops.len - 1 - call->nkw;
  Instr *slots[MAX_PARAMS] = {0};
  SrcLoc slot_locs[MAX_PARAMS];
  int nslots = npos;
  Instr **kept = arena_alloc(infer_arena(I), (size_t)call->nkw * sizeof *kept);
  const char **kept_names = arena_alloc(infer_arena(I), (size_t)call->nkw * sizeof *kept_names);
  SrcLoc *kept_locs = arena_alloc(infer_arena(I), (size_t)call->nkw * sizeof *kept_locs);
  int nkept = 0;
  for (int k = 0; k < call->nkw; k++) {
    const char *kw = call->kwnames[k];
    Instr *value = call->ops.v[1 + npos + k];
    const Param *p = NULL;
    for (int j = 0; j < nparams && !p; j++)
      if ((int)strlen(kw) == ps[j].len && strncmp(ps[j].name, kw, (size_t)ps[j].len) == 0)
        p = &ps[j];
    if (!any_keyword) {
      infer_error(I, call->loc, "%s() takes no keyword arguments", name);
      return false;
    }
    if (!p) {
      for (int j = 0; j < nparams && !p; j++)
        if (ps[j].len == 2 && strncmp(ps[j].name, "**", 2) == 0)
          p = &ps[j];
    }
    if (!p) {
      infer_error(I, call->loc, "%s() got an unexpected keyword argument '%s'", name, kw);
      return false;
    }
    if (p->unsupported) {
      infer_error(I, call->loc, "the argument '%s' of %s() is not supported by arrc yet", kw, name);
      return false;
    }
    if (p->positional_only) {
      infer_error(I, call->loc, "%s() got some positional-only arguments passed as keyword "
                  "arguments: '%s'", name, kw);
      return false;
    }
    if (p->keyword_only) {
      kept_names[nkept] = kw;
      kept_locs[nkept] = infer_arg_loc(call, npos + k);
      kept[nkept++] = value;
      continue;
    }
    if (p->position < npos || slots[p->position]) {
      infer_error(I, call->loc, "%s() got multiple values for argument '%s'", name, kw);
      return false;
    }
    slots[p->position] = value;
    slot_locs[p->position] = infer_arg_loc(call, npos + k);
    if (p->position >= nslots)
      nslots = p->position + 1;
  }
  if (nkept == call->nkw)
    return true;
  /* A parameter left out before one given by keyword takes its default. */
  for (int q = npos; q < nslots; q++) {
    if (slots[q])
      continue;
    const Param *p = NULL;
    for (int j = 0; j < nparams && !p; j++)
      if (ps[j].position == q)
        p = &ps[j];
    if (!p || !p->dflt) {
      infer_error(I, call->loc, "%s() missing required argument '%.*s'", name, p ? p->len : 1,
                  p ? p->name : "?");
      return false;
    }
    slots[q] = default_value(I, call, p);
    slot_locs[q] = call->loc;
  }
  Instr *callee = call->ops.v[0];
  Instr **positional = arena_alloc(infer_arena(I), (size_t)(npos + 1) * sizeof *positional);
  SrcLoc *locs = arena_alloc(infer_arena(I), (size_t)(nslots + nkept) * sizeof *locs);
  for (int k = 0; k < npos; k++)
    positional[k] = call->ops.v[1 + k];
  for (int k = 0; k < nslots; k++)
    locs[k] = k < npos ? infer_arg_loc(call, k) : slot_locs[k];
  for (int k = 0; k < nkept; k++)
    locs[nslots + k] = kept_locs[k];
  ir_clear_operands(call);
  ir_add_operand(call, callee);
  for (int k = 0; k < nslots; k++)
    ir_add_operand(call, k < npos ? positional[k] : slots[k]);
  for (int k = 0; k < nkept; k++)
    ir_add_operand(call, kept[k]);
  call->kwnames = kept_names;
  call->nkw = nkept;
  call->arglocs = locs;
  return true;
}

const Type *builtin_call_type(CallInfo *c) {
  if (builtin_kind(c->id) != BK_FUNC)
    return NULL;
  const BuiltinRow *row = &rows[c->id];
  const char *name = display_name(c);
  /* A name arrc rejects: its typing rule says why. */
  if (row->where == NOWHERE)
    return row->type(c);
  if (c->gpu && !(row->where & GPU))
    return call_error(c, "'%s' is not available in GPU code (kernels and device functions); GPU code "
               "may use scalar arithmetic, math, arrays passed as arguments and the cuda API", name);
  if (!c->gpu && !(row->where & (c->where == FUNC_JIT || c->where == FUNC_UFUNC ? JIT : HOST)))
    return call_error(c, "'%s' is only available in %s", name,
               row->where == GPU ? "GPU code (kernels and device functions)" : "host code, not in jitted functions");
  if (c->nargs < row->min_args || (c->nargs > row->max_args && row->max_args != ANY_NUMBER)) {
    if (row->min_args == row->max_args)
      return call_error(c, "%s() takes %d argument%s but %d were given", name, row->min_args,
                 row->min_args == 1 ? "" : "s", c->nargs);
    return call_error(c, "%s() takes %d to %d arguments but %d were given", name, row->min_args,
               row->max_args, c->nargs);
  }
  const Type *r = row->type(c);
  if (r)
    return r;
  /* A typing rule that found no result type (sum of a list of None). */
  StrBuf sb = {0};
  for (int k = 0; k < c->nargs; k++)
    sb_printf(&sb, "%s%s", k ? ", " : "", c->types[k]->name);
  r = call_error(c, "%s() does not accept (%s)", name, sb.data ? sb.data : "");
  sb_free(&sb);
  return r;
}

/* ---- values ---------------------------------------------------------------- */

typedef const Type *(*ValueTypingFn)(void);

static const Type *v_float64(void) { return ty_float64; }
static const Type *v_none(void) { return ty_none; }
static const Type *v_str(void) { return ty_str; }
static const Type *v_argv(void) { return type_list(ty_str); }
static const Type *v_cuda_index(void) { return ty_int32; }

static const ValueTypingFn value_types[BI_COUNT] = {
#define VALUE(id, path, where, typing, cpu, gpu) [BI_##id] = typing,
#include "builtins.def"
};

const Type *builtin_value_type(Infer *I, const Symbol *sym, SrcLoc loc, bool gpu) {
  BuiltinId id = sym->builtin;
  /* The exception classes are the builtins' names without a row. */
  if (id == BI_NONE)
    return type_exception(arrc_exception_lookup(sym->path, strlen(sym->path)) >= 0 ? sym->path
                                                                                  : strrchr(sym->path, '.') + 1);
  switch (builtin_kind(id)) {
  case BK_VALUE:
    if (!gpu && !(builtin_where(id) & CPU))
      return infer_error(I, loc, "'%s' is only available in GPU code (kernels and device functions)",
                         builtin_display_name(id));
    if (gpu && !(builtin_where(id) & GPU))
      return infer_error(I, loc, "'%s' is not available in GPU code (kernels and device functions)",
                         builtin_display_name(id));
    return value_types[id]();
  case BK_DTYPE:
    return type_dtype(type_scalar_of_path(builtin_path(id)));
  case BK_FUNC: case BK_NAME:
    break;
  }
  return NULL;
}

/* A method of a value: the row of "kind.attr" (array.sum, list.append). */
static const Type *method(Infer *I, const char *kind, const char *attr) {
  BuiltinId id = builtin_lookup(arena_printf(infer_arena(I), "%s.%s", kind, attr));
  return id != BI_NONE && builtin_kind(id) == BK_FUNC ? type_builtin((int)id, builtin_path(id)) : NULL;
}

const Type *attribute_type(Infer *I, const Instr *at, const Type *obj, const char *attr) {
  const Type *m; /* a method: the row of "kind.attr" */
  if ((m = cudahost_attribute_type(I, obj, attr)))
    return m;
  if ((m = export_attribute_type(I, obj, attr)))
    return m;
  switch (obj->kind) {
  case TY_ARRAY:
    if (strcmp(attr, "shape") == 0) {
      const Type *elems[4] = {ty_int64, ty_int64, ty_int64, ty_int64};
      return type_tuple(obj->ndim, elems);
    }
    if (strcmp(attr, "size") == 0 || strcmp(attr, "ndim") == 0)
      return ty_int64;
    if (strcmp(attr, "dtype") == 0)
      return type_dtype_object(obj->elem);
    if (strcmp(attr, "flat") == 0)
      return index_flat_type(obj);
    if ((m = views_attribute_type(I, at, obj, attr)))
      return m;
    /* The transpose of a C array is in Fortran order, and the reverse. */
    if (strcmp(attr, "T") == 0)
      return obj->ndim == 1 ? obj
             : type_array(obj->elem, obj->ndim, obj->layout == 'C' ? 'F' : obj->layout == 'F' ? 'C' : 'A');
    if ((strcmp(attr, "real") == 0 || strcmp(attr, "imag") == 0))
      return type_array(obj->elem->kind == TY_COMPLEX ? type_float(obj->elem->bits / 2) : obj->elem,
                        obj->ndim, 'A');
    /* Device arrays have one method, host arrays the others. */
    if ((strcmp(attr, "copy_to_host") == 0) == obj->device) {
      if ((m = method(I, "array", attr)))
        return m;
    }
    break;
  case TY_LIST:
    if ((m = method(I, "list", attr)))
      return m;
    break;
  case TY_STR:
    if ((m = method(I, "str", attr)))
      return m;
    break;
  case TY_DICT:
    if ((m = method(I, "dict", attr)))
      return m;
    break;
  case TY_SET:
    if ((m = method(I, "set", attr)))
      return m;
    break;
  case TY_COMPLEX:
    if (strcmp(attr, "real") == 0 || strcmp(attr, "imag") == 0)
      return type_float(obj->bits / 2);
    if ((m = method(I, "complex", attr)))
      return m;
    break;
  case TY_INT: case TY_FLOAT: case TY_BOOL:
    if (strcmp(attr, "real") == 0 || strcmp(attr, "imag") == 0)
      return obj;
    break;
  case TY_FUNCTION: case TY_BUILTIN: case TY_DTYPE:
    if ((m = dtype_attribute_type(I, obj, attr, at->loc)))
      return m;
    if (obj->kind == TY_BUILTIN && builtin_is_ufunc((BuiltinId)obj->id) && (m = method(I, "ufunc", attr)))
      return m;
    /* Python's functions and classes name themselves (f.__name__,
     * np.float32.__name__); Numba's jitted code knows no such attribute. */
    if (strcmp(attr, "__name__") == 0 && func_is_host(infer_func_kind(I)) && !(obj->kind == TY_DTYPE && obj->n))
      return ty_str;
    break;
  case TY_EVENT:
    if ((m = method(I, "event", attr)))
      return m;
    break;
  case TY_STREAM:
    if ((m = method(I, "stream", attr)))
      return m;
    break;
  case TY_FILE:
    if ((m = method(I, "file", attr)))
      return m;
    break;
  case TY_GENERATOR:
    if ((m = method(I, "numpy.random.Generator", attr)))
      return m;
    break;
  case TY_GRID_GROUP:
    if ((m = method(I, "grid", attr)))
      return m;
    break;
  case TY_NPZ:
    return npz_attribute_type(I, at, attr);
  case TY_MPI:
    if ((m = mpi_attribute_type(I, obj, attr)))
      return m;
    break;
  default:
    break;
  }
  return infer_error(I, at->loc, "%s has no attribute '%s'", obj->name, attr);
}
