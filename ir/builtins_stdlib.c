/* Typing of the standard library around kernels: time, timeit, sys, os and
 * os.path. Python runs these modules in host code; Numba 0.56 compiles none
 * of them, so their rows in ir/builtins.def are HOST only. Paths and other
 * strings are str values (arrc_str at run time). */
#include "builtins_stdlib.h"

#include <string.h>

static bool is_int_like(const Type *t) { return t->kind == TY_INT || t->kind == TY_BOOL; }

/* The name Python's messages give a value's type. */
static const char *py_name(const Type *t) {
  switch (t->kind) {
  case TY_STR: return "str";
  case TY_INT: return "int";
  case TY_FLOAT: return "float";
  case TY_BOOL: return "bool";
  case TY_COMPLEX: return "complex";
  case TY_NONE: return "NoneType";
  case TY_LIST: return "list";
  case TY_TUPLE: return "tuple";
  default: return t->name;
  }
}

/* A path argument: Python takes str (and bytes and path-like objects, which
 * arrc lacks). */
static bool need_str(CallInfo *c, int k) {
  if (c->types[k]->kind == TY_STR)
    return true;
  infer_error(c->I, infer_arg_loc(c->call, k), "%s() argument must be str, not %s",
              builtin_display_name(c->id), py_name(c->types[k]));
  return false;
}

const Type *t_str(CallInfo *c) {
  (void)c;
  return ty_str;
}

const Type *v_int64(void) { return ty_int64; }

/* time.sleep(secs): a number of seconds, an int or a float. */
const Type *t_time_sleep(CallInfo *c) {
  const Type *t = c->types[0];
  if (!is_int_like(t) && t->kind != TY_FLOAT)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "'%s' object cannot be interpreted as an integer or float",
                       py_name(t));
  return ty_none;
}

/* sys.exit(), sys.exit(n), sys.exit(None), sys.exit("message"). */
const Type *t_sys_exit(CallInfo *c) {
  if (c->nargs == 0)
    return ty_none;
  const Type *t = c->types[0];
  if (!is_int_like(t) && t->kind != TY_STR && t->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 0),
                       "sys.exit() takes an int, a str or None in arrc, not %s", py_name(t));
  return ty_none;
}

const Type *t_sys_recursionlimit(CallInfo *c) {
  if (!is_int_like(c->types[0]))
    return infer_error(c->I, infer_arg_loc(c->call, 0), "'%s' object cannot be interpreted as an integer",
                       py_name(c->types[0]));
  return ty_none;
}

/* numba.set_num_threads(n) takes an int (Numba: "The number of threads
 * specified must be an integer"). */
const Type *t_set_num_threads(CallInfo *c) {
  if (!is_int_like(c->types[0]))
    return infer_error(c->I, infer_arg_loc(c->call, 0), "The number of threads specified must be an integer, not %s",
                       py_name(c->types[0]));
  return ty_none;
}

/* sys.stdout.write(s) returns the number of characters written. */
const Type *t_stream_write(CallInfo *c) {
  if (c->types[0]->kind != TY_STR)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "write() argument must be str, not %s", py_name(c->types[0]));
  return ty_int64;
}

/* os.getenv(key[, default]) and os.environ.get: the value, or the default,
 * None when there is none (an optional str). A default of another type is
 * a value of a type arrc cannot unify with str. */
const Type *t_os_getenv(CallInfo *c) {
  if (!need_str(c, 0))
    return ty_error;
  if (c->nargs < 2 || c->types[1]->kind == TY_NONE)
    return type_optional(ty_str);
  if (c->types[1]->kind != TY_STR)
    return infer_error(c->I, infer_arg_loc(c->call, 1),
                       "%s() with a default of type %s: arrc needs a str default (or None)",
                       builtin_display_name(c->id), py_name(c->types[1]));
  return ty_str;
}

/* os.makedirs(name, mode=0o777, exist_ok=False), os.mkdir(path, mode). */
const Type *t_os_makedirs(CallInfo *c) {
  if (!need_str(c, 0))
    return ty_error;
  if (c->nargs > 1 && !is_int_like(c->types[1]))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "'%s' object cannot be interpreted as an integer",
                       py_name(c->types[1]));
  if (c->nargs > 2 && !type_is_number(c->types[2]) && c->types[2]->kind != TY_NONE)
    return infer_error(c->I, infer_arg_loc(c->call, 2), "exist_ok must be a bool, not %s", py_name(c->types[2]));
  return ty_none;
}

const Type *t_os_path_none(CallInfo *c) { return need_str(c, 0) ? ty_none : ty_error; }

const Type *t_os_listdir(CallInfo *c) {
  if (c->nargs > 0 && c->types[0]->kind != TY_NONE && !need_str(c, 0))
    return ty_error;
  return type_list(ty_str);
}

/* os.path.join(a, *p): strings only. */
const Type *t_os_path_join(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (c->types[k]->kind != TY_STR)
      return infer_error(c->I, infer_arg_loc(c->call, k),
                         "join() argument must be str, bytes, or os.PathLike object, not '%s'", py_name(c->types[k]));
  return ty_str;
}

const Type *t_os_path_bool(CallInfo *c) { return need_str(c, 0) ? ty_bool : ty_error; }
const Type *t_os_path_str(CallInfo *c) { return need_str(c, 0) ? ty_str : ty_error; }
const Type *t_os_path_int(CallInfo *c) { return need_str(c, 0) ? ty_int64 : ty_error; }

/* os.path.splitext and os.path.split: two strings. */
const Type *t_os_path_pair(CallInfo *c) {
  if (!need_str(c, 0))
    return ty_error;
  const Type *two[2] = {ty_str, ty_str};
  return type_tuple(2, two);
}

const Type *t_print_file(CallInfo *c) {
  for (int k = 0; k < c->nkw; k++) {
    bool file = strcmp(c->kwnames[k], "file") == 0;
    if ((file || strcmp(c->kwnames[k], "flush") == 0) && !func_is_host(c->where))
      return infer_error(c->I, c->call->loc, "print(%s=...) is not supported by Numba in jitted code",
                         c->kwnames[k]);
    if (!file)
      continue;
    const Type *t = c->kwtypes[k];
    bool stream = t->kind == TY_BUILTIN && (t->id == BI_SYS_STDOUT || t->id == BI_SYS_STDERR);
    if (!stream && t->kind != TY_NONE)
      return infer_error(c->I, c->call->loc, "print(file=...) takes sys.stdout or sys.stderr in arrc, not %s",
                         py_name(t));
  }
  return NULL;
}

/* ---- math beyond LANGUAGE.md §6.2 ------------------------------------------ */

static bool need_number(CallInfo *c, int k, bool integer) {
  const Type *t = c->types[k];
  if (is_int_like(t) || (!integer && t->kind == TY_FLOAT))
    return true;
  if (integer)
    infer_error(c->I, infer_arg_loc(c->call, k), "'%s' object cannot be interpreted as an integer", py_name(t));
  else
    infer_error(c->I, infer_arg_loc(c->call, k), "must be real number, not %s", py_name(t));
  return false;
}

/* The float type a math function computes in: Python's float in host
 * code; float32 stays float32 in jitted code (Numba's rule). */
static const Type *float_of(CallInfo *c, const Type *t) {
  return !func_is_host(c->where) && t == ty_float32 ? ty_float32 : ty_float64;
}

/* math.log(x) and math.log(x, base); Numba 0.56 has no base in jitted code. */
const Type *t_math_log(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (!need_number(c, k, false))
      return ty_error;
  if (c->nargs == 2 && !func_is_host(c->where))
    return infer_error(c->I, c->call->loc, "math.log() with a base is not supported by Numba in jitted code; "
                       "divide by math.log(base)");
  return float_of(c, c->types[0]);
}

/* gcd, lcm, factorial, comb, perm and isqrt take and give integers;
 * Numba's math.gcd takes exactly two. perm's k may be None. */
const Type *t_math_integers(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++) {
    if (c->id == BI_MATH_PERM && k == 1 && c->types[k]->kind == TY_NONE)
      continue;
    if (!need_number(c, k, true))
      return ty_error;
  }
  if (c->id == BI_MATH_GCD && !func_is_host(c->where) && c->nargs != 2)
    return infer_error(c->I, c->call->loc, "math.gcd() takes 2 arguments in jitted code (Numba), %d given",
                       c->nargs);
  return ty_int64;
}

/* frexp(x) is (mantissa, exponent): Numba's exponent is a C int. */
const Type *t_math_frexp(CallInfo *c) {
  if (!need_number(c, 0, false))
    return ty_error;
  const Type *two[2] = {float_of(c, c->types[0]), func_is_host(c->where) ? ty_int64 : ty_int32};
  return type_tuple(2, two);
}

const Type *t_math_ldexp(CallInfo *c) {
  if (!need_number(c, 0, false) || !need_number(c, 1, true))
    return ty_error;
  return float_of(c, c->types[0]);
}

const Type *t_math_modf(CallInfo *c) {
  if (!need_number(c, 0, false))
    return ty_error;
  const Type *two[2] = {ty_float64, ty_float64};
  return type_tuple(2, two);
}

const Type *t_math_isclose(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (!need_number(c, k, false))
      return ty_error;
  for (int k = 0; k < c->nkw; k++)
    if (!is_int_like(c->kwtypes[k]) && c->kwtypes[k]->kind != TY_FLOAT)
      return infer_error(c->I, c->call->loc, "must be real number, not %s", py_name(c->kwtypes[k]));
  return ty_bool;
}

/* Float functions of real numbers in host code (remainder, exp2, ...). */
const Type *t_math_real(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (!need_number(c, k, false))
      return ty_error;
  return ty_float64;
}

/* ---- cmath ------------------------------------------------------------------ */

const Type *v_complex128(void) { return ty_complex128; }

static bool need_complex(CallInfo *c, int k) {
  if (type_is_number(c->types[k]))
    return true;
  infer_error(c->I, infer_arg_loc(c->call, k), "must be real number, not %s", py_name(c->types[k]));
  return false;
}

/* complex128, or complex64 for a complex64 argument in jitted code (Numba
 * computes in the argument's type). */
const Type *t_cmath1(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (!need_complex(c, k))
      return ty_error;
  return !func_is_host(c->where) && c->types[0] == ty_complex64 ? ty_complex64 : ty_complex128;
}

const Type *t_cmath_phase(CallInfo *c) { return need_complex(c, 0) ? ty_float64 : ty_error; }

const Type *t_cmath_polar(CallInfo *c) {
  if (!need_complex(c, 0))
    return ty_error;
  const Type *two[2] = {ty_float64, ty_float64};
  return type_tuple(2, two);
}

const Type *t_cmath_rect(CallInfo *c) {
  return need_number(c, 0, false) && need_number(c, 1, false) ? ty_complex128 : ty_error;
}

const Type *t_cmath_pred(CallInfo *c) { return need_complex(c, 0) ? ty_bool : ty_error; }

/* ---- itertools -------------------------------------------------------------- */

const Type *t_itertools(CallInfo *c) {
  return infer_error(c->I, c->call->loc, "%s() must be called by its name in arrc, not through a variable",
                     builtin_display_name(c->id));
}

/* math.fsum: the builder passes the values as a list of float64
 * (build.c), which is what this rule sees. */
const Type *t_math_fsum(CallInfo *c) {
  if (c->types[0] != type_list(ty_float64))
    return infer_error(c->I, c->call->loc, "math.fsum() needs an iterable of numbers, not %s", c->types[0]->name);
  return ty_float64;
}
