/* The typing rules of NumPy's creation, joining, splitting and shape
 * functions (the "shapes" rows of ir/builtins.def): np.concatenate and the
 * stack family, np.split, np.eye, np.diag, np.tri and its relatives,
 * np.vander, np.repeat, np.reshape, transposes, np.expand_dims,
 * np.atleast_Nd, np.append, np.delete, broadcasting, np.asarray and its
 * variants, np.shape, np.isscalar, and linspace's and logspace's full
 * forms. The number of dimensions of each result is decided here from
 * the argument types, as Numba decides it; lengths are checked when the
 * program runs (codegen/lib_shapes.c, runtime/shapes.c). */
#include <stdarg.h>
#include <string.h>

#include "type_shapes.h"
#include "type_ufuncs.h"

/* The function's name in messages: np.concatenate, a.repeat. */
static const char *fname(CallInfo *c) {
  const char *dot = strrchr(c->path, '.');
  return dot ? dot + 1 : c->path;
}

static bool in_jit(CallInfo *c) { return !func_is_host(c->where); }

static bool is_int(const Type *t) { return type_is_int(t) || t == ty_bool; }

static const Type *arg(CallInfo *c, int k) { return k < c->nargs ? c->types[k] : NULL; }

static bool absent(CallInfo *c, int k) { return k >= c->nargs || c->types[k]->kind == TY_NONE; }

/* ---- dtypes given as strings ------------------------------------------------- */

const Type *shapes_dtype_from_string(const char *s) { return numpy_dtype_named(s); }

/* Python's int, float, bool and complex as dtypes: NumPy's int64, float64,
 * bool and complex128. */
const Type *shapes_dtype_of_class(const Type *t) {
  if (t->kind != TY_BUILTIN)
    return NULL;
  switch (t->id) {
  case BI_INT: return ty_int64;
  case BI_FLOAT: return ty_float64;
  case BI_BOOL: return ty_bool;
  case BI_COMPLEX: return ty_complex128;
  default: return NULL;
  }
}

/* The dtype= keyword or positional argument k: its scalar type, dflt when
 * absent or None, NULL after reporting a bad one. */
static const Type *dtype_of(CallInfo *c, int k, const Type *dflt) {
  const Type *t = NULL;
  const Instr *v = NULL;
  for (int j = 0; j < c->nkw; j++)
    if (strcmp(c->kwnames[j], "dtype") == 0) {
      t = c->kwtypes[j];
      v = c->kwargs[j];
    }
  if (!t && k >= 0 && k < c->nargs) {
    t = c->types[k];
    v = c->args[k];
  }
  if (!t || t->kind == TY_NONE)
    return dflt;
  if (t->kind == TY_DTYPE)
    return t->elem;
  const Type *cls = shapes_dtype_of_class(t);
  if (cls)
    return cls;
  v = v ? ir_resolve((Instr *)v) : NULL;
  if (v && v->op == IR_CONST_STR) {
    const Type *s = shapes_dtype_from_string(v->imm.str.s);
    if (s)
      return s;
    call_error(c, "data type '%s' not understood", v->imm.str.s);
    return NULL;
  }
  call_error(c, "dtype must be a NumPy type such as np.float32, not %s", t->name);
  return NULL;
}

/* Whether the dtype= keyword or positional argument k is a string, which
 * Numba's eye(), arange() and asarray() do not take in jitted code. */
bool shapes_dtype_is_string(CallInfo *c, int k) {
  const Instr *v = NULL;
  for (int j = 0; j < c->nkw; j++)
    if (strcmp(c->kwnames[j], "dtype") == 0)
      v = c->kwargs[j];
  if (!v && k >= 0 && k < c->nargs)
    v = c->args[k];
  return v && ir_resolve((Instr *)v)->op == IR_CONST_STR;
}

/* The dtype argument of a function whose Numba version takes no string
 * there (or, jit_dtype false, no dtype at all). */
static const Type *jit_dtype(CallInfo *c, int k, const Type *dflt, bool jit_dtype_ok) {
  bool given = !absent(c, k);
  for (int j = 0; j < c->nkw; j++)
    given = given || strcmp(c->kwnames[j], "dtype") == 0;
  if (in_jit(c) && given && !jit_dtype_ok)
    return call_error(c, "%s()'s dtype is not allowed in jitted code: Numba's %s() takes no dtype", fname(c), fname(c)),
           NULL;
  if (in_jit(c) && shapes_dtype_is_string(c, k))
    return call_error(c, "%s()'s dtype given as a string is not allowed in jitted code: Numba's %s() takes a NumPy type "
                "such as np.float32 there",
                fname(c), fname(c)),
           NULL;
  return dtype_of(c, k, dflt);
}

/* The constant bool argument k (a default when absent); -1 when it is not
 * a constant. */
static int const_bool(CallInfo *c, int k, int dflt) {
  if (k >= c->nargs)
    return dflt;
  const Instr *v = ir_resolve((Instr *)c->args[k]);
  if (v->op == IR_CONST_BOOL || v->op == IR_CONST_INT)
    return v->imm.i != 0;
  return -1;
}

/* ---- joining ------------------------------------------------------------------ */

/* The arrays of a tuple or a list of arrays, into elems (at most max);
 * their number, or -1 when t is not such a sequence. */
static int array_sequence(const Type *t, const Type **elems, int max) {
  if (t->kind == TY_LIST && t->elem && t->elem->kind == TY_ARRAY) {
    elems[0] = t->elem;
    return 1;
  }
  if (t->kind != TY_TUPLE || t->n > max)
    return -1;
  for (int k = 0; k < t->n; k++) {
    if (t->elems[k]->kind != TY_ARRAY)
      return -1;
    elems[k] = t->elems[k];
  }
  return t->n;
}

enum { MAX_JOINED = 256 };

/* np.concatenate, np.stack, np.vstack, np.hstack, np.dstack,
 * np.column_stack: the dtype NumPy's promotion gives the arrays together;
 * the dimensions of the joined arrays after each function's atleast_Nd. */
const Type *t_shapes_join(CallInfo *c) {
  const Type *elems[MAX_JOINED];
  int n = array_sequence(c->types[0], elems, MAX_JOINED);
  if (n < 0 || (in_jit(c) && c->types[0]->kind == TY_LIST))
    return call_error(c, "%s() needs a tuple %sof arrays, not %s", fname(c), in_jit(c) ? "" : "or a list ",
                c->types[0]->name);
  if (n == 0)
    return call_error(c, "%s() needs at least one array", fname(c));
  const Type *dt = NULL;
  int nd = 0;
  for (int k = 0; k < n; k++) {
    dt = dt ? type_numpy_promote(dt, elems[k]->elem) : elems[k]->elem;
    int d = elems[k]->ndim;
    switch (c->id) {
    case BI_NP_VSTACK: case BI_NP_COLUMN_STACK: d = d < 2 ? 2 : d; break;
    case BI_NP_HSTACK: d = d < 1 ? 1 : d; break;
    case BI_NP_DSTACK: d = d < 3 ? 3 : d; break;
    default: break;
    }
    if (k > 0 && d != nd && (in_jit(c) || c->id == BI_NP_STACK))
      return call_error(c, "%s(): all the input arrays must have the same number of dimensions", fname(c));
    nd = d > nd ? d : nd;
  }
  if (c->id == BI_NP_STACK)
    nd++;
  if (c->id == BI_NP_CONCATENATE && c->nargs > 1 && c->types[1]->kind == TY_NONE)
    nd = 1;
  else if (c->nargs > 1 && !is_int(c->types[1]))
    return call_error(c, "%s()'s axis must be an integer, not %s", fname(c), c->types[1]->name);
  if (nd == 0)
    return call_error(c, "zero-dimensional arrays cannot be concatenated");
  if (nd > 4)
    return call_error(c, "%s() would make an array of %d dimensions; arrc's arrays have at most 4", fname(c), nd);
  return type_array(dt, nd, 'C');
}

/* np.split and np.array_split: a list of views of the array. */
const Type *t_shapes_split(CallInfo *c) {
  const Type *a = c->types[0], *s = c->types[1];
  if (a->kind != TY_ARRAY || a->ndim == 0)
    return call_error(c, "%s() needs an array of at least one dimension, not %s", fname(c), a->name);
  bool ok = is_int(s) || (s->kind == TY_LIST && s->elem && is_int(s->elem)) ||
            (s->kind == TY_ARRAY && s->ndim == 1 && is_int(s->elem));
  if (s->kind == TY_TUPLE) {
    ok = true;
    for (int k = 0; k < s->n; k++)
      ok = ok && is_int(s->elems[k]);
  }
  if (!ok)
    return call_error(c, "%s()'s indices_or_sections must be an integer or a sequence of integers, not %s", fname(c),
                s->name);
  if (!absent(c, 2) && !is_int(c->types[2]))
    return call_error(c, "%s()'s axis must be an integer, not %s", fname(c), c->types[2]->name);
  return type_list(type_array(a->elem, a->ndim, 'A'));
}

/* ---- matrices -------------------------------------------------------------------- */

/* Arrays of a rank these functions refuse are NumPy's ValueError when the
 * program runs in host code (runtime/shapes_make.c), a compile-time error
 * in jitted code as in Numba. */

/* np.eye(N, M, k, dtype), np.identity(n, dtype), np.tri(N, M, k, dtype). */
const Type *t_shapes_eye(CallInfo *c) {
  int dtpos = c->id == BI_NP_IDENTITY ? 1 : 3;
  for (int k = 0; k < c->nargs && k < dtpos; k++)
    if (!is_int(c->types[k]) && !(k == 1 && c->types[k]->kind == TY_NONE))
      return call_error(c, "%s()'s %s must be an integer, not %s", fname(c), k == 0 ? "N" : k == 1 ? "M" : "k",
                  c->types[k]->name);
  /* Numba's identity() takes a string, its eye() does not, its tri() no
   * dtype at all. */
  const Type *dt = c->id == BI_NP_IDENTITY ? dtype_of(c, dtpos, ty_float64)
                                           : jit_dtype(c, dtpos, ty_float64, c->id != BI_NP_TRI);
  return dt ? type_array(dt, 2, 'C') : ty_error;
}

const Type *t_shapes_diag(CallInfo *c) {
  const Type *v = c->types[0];
  if (v->kind != TY_ARRAY || ((v->ndim != 1 && v->ndim != 2) && in_jit(c)))
    return call_error(c, "Input must be 1- or 2-d.");
  if (!absent(c, 1) && !is_int(c->types[1]))
    return call_error(c, "diag()'s k must be an integer, not %s", c->types[1]->name);
  return type_array(v->elem, v->ndim == 1 ? 2 : 1, 'C');
}

/* np.tril and np.triu: a 1-D array makes a square matrix. */
const Type *t_shapes_trilu(CallInfo *c) {
  const Type *m = c->types[0];
  if (m->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", fname(c), m->name);
  if (!absent(c, 1) && !is_int(c->types[1]))
    return call_error(c, "%s()'s k must be an integer, not %s", fname(c), c->types[1]->name);
  return type_array(m->elem, m->ndim < 2 ? 2 : m->ndim, 'C');
}

/* The row and column indices: a pair of int64 arrays. */
const Type *t_shapes_trilu_indices(CallInfo *c) {
  bool from = c->id == BI_NP_TRIL_INDICES_FROM || c->id == BI_NP_TRIU_INDICES_FROM;
  if (from && (c->types[0]->kind != TY_ARRAY || (c->types[0]->ndim != 2 && in_jit(c))))
    return call_error(c, "input array must be 2-d");
  for (int k = from ? 1 : 0; k < c->nargs; k++)
    if (!is_int(c->types[k]) && !(k == 2 && c->types[k]->kind == TY_NONE))
      return call_error(c, "%s()'s arguments must be integers, not %s", fname(c), c->types[k]->name);
  const Type *ix = type_array(ty_int64, 1, 'C');
  return type_tuple(2, (const Type *[]){ix, ix});
}

/* np.vander: the dtype NumPy promotes x's with int to. */
const Type *t_shapes_vander(CallInfo *c) {
  const Type *x = c->types[0];
  if (x->kind != TY_ARRAY || (x->ndim != 1 && in_jit(c)))
    return call_error(c, "x must be a one-dimensional array or sequence.");
  if (!absent(c, 1) && !is_int(c->types[1]))
    return call_error(c, "vander()'s N must be an integer, not %s", c->types[1]->name);
  return type_array(type_numpy_promote(x->elem, ty_int64), 2, 'C');
}

const Type *t_shapes_fill_diagonal(CallInfo *c) {
  const Type *a = c->types[0], *v = c->types[1];
  if (a->kind != TY_ARRAY)
    return call_error(c, "fill_diagonal() needs an array, not %s", a->name);
  if (!type_is_number(v) && !(v->kind == TY_ARRAY) && !(v->kind == TY_LIST && v->elem && type_is_number(v->elem)))
    return call_error(c, "fill_diagonal()'s val must be a number or an array, not %s", v->name);
  return ty_none;
}

/* ---- shapes ------------------------------------------------------------------------ */

/* The receiver of a method or the first argument of the function. */
static const Type *subject(CallInfo *c) { return c->receiver ? c->receiver->type : c->types[0]; }

/* The first argument after the subject. */
static int first(CallInfo *c) { return c->receiver ? 0 : 1; }

const Type *t_shapes_repeat(CallInfo *c) {
  const Type *a = subject(c);
  int k = first(c);
  const Type *r = arg(c, k);
  if (a->kind != TY_ARRAY && !type_is_number(a))
    return call_error(c, "repeat() needs an array, not %s", a->name);
  if (!r || !(is_int(r) || (r->kind == TY_ARRAY && r->ndim <= 1 && is_int(r->elem)) ||
              (r->kind == TY_LIST && r->elem && is_int(r->elem))))
    return call_error(c, "repeat()'s repeats must be an integer or integers, not %s", r ? r->name : "nothing");
  bool axis = !absent(c, k + 1);
  if (axis && in_jit(c))
    return call_error(c, "repeat()'s axis= is not allowed in jitted code: Numba's repeat() takes no axis");
  if (axis && !is_int(c->types[k + 1]))
    return call_error(c, "repeat()'s axis must be an integer, not %s", c->types[k + 1]->name);
  const Type *e = a->kind == TY_ARRAY ? a->elem : a->kind == TY_INT ? ty_int64 : a;
  return type_array(e, axis && a->kind == TY_ARRAY ? a->ndim : 1, 'C');
}

/* np.reshape(a, newshape): the method's rule, as a function. */
const Type *t_shapes_reshape(CallInfo *c) {
  const Type *a = c->types[0], *s = c->types[1];
  if (a->kind != TY_ARRAY)
    return call_error(c, "reshape() needs an array, not %s", a->name);
  if (in_jit(c) && a->layout == 'A')
    return call_error(c, "reshape() supports contiguous array only (%s is not known to be contiguous in jitted code; "
                "reshape a copy: np.reshape(a.copy(), ...))", a->name);
  int nd = is_int(s) ? 1 : s->kind == TY_TUPLE ? s->n : -1;
  for (int k = 0; s->kind == TY_TUPLE && k < s->n; k++)
    if (!is_int(s->elems[k]))
      nd = -1;
  if (nd < 0 || nd > 4)
    return call_error(c, "a shape must be an int or a tuple of 1 to 4 ints, not %s", s->name);
  return type_array(a->elem, nd, a->layout == 'C' ? 'C' : 'A');
}

/* np.ravel(a) and a.flatten(). */
const Type *t_shapes_ravel(CallInfo *c) {
  const Type *a = subject(c);
  if (a->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", fname(c), a->name);
  return type_array(a->elem, 1, 'C');
}

/* The number of axes an axes argument lists: the ints of a tuple, or of
 * the arguments from k; -1 when they are not ints. */
static int axes_count(CallInfo *c, int k) {
  if (k < c->nargs && c->types[k]->kind == TY_TUPLE) {
    for (int j = 0; j < c->types[k]->n; j++)
      if (!is_int(c->types[k]->elems[j]))
        return -1;
    return c->types[k]->n;
  }
  if (k < c->nargs && c->types[k]->kind == TY_LIST)
    return c->types[k]->elem && is_int(c->types[k]->elem) ? 0 : -1;
  int n = 0;
  for (int j = k; j < c->nargs; j++, n++)
    if (!is_int(c->types[j]))
      return c->types[j]->kind == TY_NONE && c->nargs == k + 1 ? 0 : -1;
  return n;
}

/* np.transpose(a, axes) and a.transpose(*axes): a 2-D C array reversed
 * is Fortran-ordered, as Numba types a.T. */
const Type *t_shapes_transpose(CallInfo *c) {
  const Type *a = subject(c);
  if (a->kind != TY_ARRAY)
    return call_error(c, "transpose() needs an array, not %s", a->name);
  int n = axes_count(c, first(c));
  if (n < 0)
    return call_error(c, "transpose()'s axes must be integers");
  if (n == 0 || (a->ndim == 2 && n == 2)) {
    if (a->ndim <= 1)
      return a;
    return type_array(a->elem, a->ndim, a->layout == 'C' && n == 0 ? 'F' : a->layout == 'F' && n == 0 ? 'C' : 'A');
  }
  return type_array(a->elem, a->ndim, 'A');
}

const Type *t_shapes_swapaxes(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "swapaxes() needs an array, not %s", a->name);
  if (!is_int(c->types[1]) || !is_int(c->types[2]))
    return call_error(c, "swapaxes()'s axes must be integers");
  return type_array(a->elem, a->ndim, 'A');
}

const Type *t_shapes_expand_dims(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "expand_dims() needs an array, not %s", a->name);
  int n = axes_count(c, 1);
  if (n <= 0 || (in_jit(c) && !is_int(c->types[1])))
    return call_error(c, in_jit(c) ? "expand_dims()'s axis must be an integer in jitted code"
                             : "expand_dims()'s axis must be an integer or a tuple of integers");
  if (a->ndim + n > 4)
    return call_error(c, "expand_dims() would make an array of %d dimensions; arrc's arrays have at most 4", a->ndim + n);
  return type_array(a->elem, a->ndim + n, 'A');
}

/* np.atleast_1d, atleast_2d, atleast_3d of one array. */
const Type *t_shapes_atleast(CallInfo *c) {
  int want = c->id == BI_NP_ATLEAST_1D ? 1 : c->id == BI_NP_ATLEAST_2D ? 2 : 3;
  if (c->nargs != 1)
    return call_error(c, "%s() of several arrays is not supported by arrc: call it once for each", fname(c));
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return call_error(c, "%s() needs an array, not %s", fname(c), a->name);
  return a->ndim >= want ? a : type_array(a->elem, want, 'A');
}

/* The dtype a value has as NumPy's asarray makes it: an array's, a list's
 * elements', a Python int's int64. */
static const Type *values_dtype(const Type *v) {
  while (v && (v->kind == TY_LIST || v->kind == TY_ARRAY))
    v = v->elem;
  return v && type_is_number(v) ? v : NULL;
}

const Type *t_shapes_append(CallInfo *c) {
  const Type *a = c->types[0], *v = c->types[1];
  if (a->kind != TY_ARRAY)
    return call_error(c, "append() needs an array, not %s", a->name);
  const Type *ve = values_dtype(v);
  if (!ve || (v->kind == TY_LIST && v->elem && v->elem->kind != TY_LIST && !type_is_number(v->elem)))
    return call_error(c, "append()'s values must be numbers, a list of numbers or an array, not %s", v->name);
  bool axis = !absent(c, 2);
  if (axis && !is_int(c->types[2]))
    return call_error(c, "append()'s axis must be an integer, not %s", c->types[2]->name);
  if (axis && !(v->kind == TY_ARRAY && v->ndim == a->ndim) && !(v->kind == TY_LIST && a->ndim == 2))
    return call_error(c, "append() along an axis needs values of the array's %d dimensions, not %s", a->ndim, v->name);
  return type_array(type_numpy_promote(a->elem, ve), axis ? a->ndim : 1, 'C');
}

const Type *t_shapes_delete(CallInfo *c) {
  const Type *a = c->types[0], *o = c->types[1];
  if (a->kind != TY_ARRAY)
    return call_error(c, "delete() needs an array, not %s", a->name);
  bool ok = is_int(o) || o->kind == TY_SLICE || (o->kind == TY_LIST && o->elem && type_is_int(o->elem)) ||
            (o->kind == TY_ARRAY && o->ndim == 1 && type_is_int(o->elem));
  if (o->kind == TY_TUPLE) {
    ok = true;
    for (int k = 0; k < o->n; k++)
      ok = ok && type_is_int(o->elems[k]);
  }
  if (!ok)
    return call_error(c, "delete()'s obj must be an integer, a slice or integers, not %s", o->name);
  bool axis = !absent(c, 2);
  if (axis && in_jit(c))
    return call_error(c, "delete()'s axis= is not allowed in jitted code: Numba's delete() takes 2 arguments");
  if (axis && !is_int(c->types[2]))
    return call_error(c, "delete()'s axis must be an integer, not %s", c->types[2]->name);
  return type_array(a->elem, axis ? a->ndim : 1, 'C');
}

/* ---- broadcasting ------------------------------------------------------------------- */

/* The entries of a shape argument (an int or a tuple of ints), or -1. */
static int shape_len(const Type *s) {
  if (is_int(s))
    return 1;
  if (s->kind != TY_TUPLE)
    return -1;
  for (int k = 0; k < s->n; k++)
    if (!is_int(s->elems[k]))
      return -1;
  return s->n;
}

const Type *t_shapes_broadcast_to(CallInfo *c) {
  const Type *a = c->types[0];
  int nd = shape_len(c->types[1]);
  if (a->kind != TY_ARRAY)
    return call_error(c, "broadcast_to() needs an array, not %s", a->name);
  if (nd < 0 || nd > 4)
    return call_error(c, "broadcast_to()'s shape must be an int or a tuple of up to 4 ints, not %s", c->types[1]->name);
  return type_array(a->elem, nd, 'A');
}

const Type *t_shapes_broadcast_arrays(CallInfo *c) {
  int nd = 0;
  for (int k = 0; k < c->nargs; k++) {
    const Type *t = c->types[k];
    if (t->kind != TY_ARRAY)
      return call_error(c, "broadcast_arrays() needs arrays, not %s", t->name);
    if (t->elem != c->types[0]->elem)
      return call_error(c, "broadcast_arrays() of arrays of different dtypes (%s, %s) is not supported by arrc: its "
                  "result is a list, whose elements have one type",
                  c->types[0]->elem->name, t->elem->name);
    nd = t->ndim > nd ? t->ndim : nd;
  }
  if (c->nargs == 0)
    return call_error(c, "broadcast_arrays() needs at least one array");
  return type_list(type_array(c->types[0]->elem, nd, 'A'));
}

const Type *t_shapes_broadcast_shapes(CallInfo *c) {
  int nd = 0;
  for (int k = 0; k < c->nargs; k++) {
    int n = shape_len(c->types[k]);
    if (n < 0)
      return call_error(c, "broadcast_shapes() needs shapes (ints or tuples of ints), not %s", c->types[k]->name);
    nd = n > nd ? n : nd;
  }
  const Type *elems[32];
  for (int k = 0; k < nd && k < 32; k++)
    elems[k] = ty_int64;
  return type_tuple(nd, elems);
}

/* ---- conversions ----------------------------------------------------------------------- */

/* np.asarray, np.asfarray, np.asarray_chkfinite, np.asfortranarray of an
 * array (itself when its dtype is kept), a list (of lists) or a tuple of
 * numbers. */
const Type *t_shapes_asarray(CallInfo *c) {
  const Type *a = c->types[0], *e = a;
  int nd = 0;
  if (a->kind == TY_ARRAY) {
    e = a->elem;
    nd = a->ndim;
  } else if (a->kind == TY_TUPLE && a->n > 0) {
    /* Every element of a tuple takes part: (3, 1, 2.5) is float64. */
    e = type_tuple_leaf(a, &nd);
  } else {
    while ((e->kind == TY_LIST || (e->kind == TY_TUPLE && e->n > 0)) && nd < 4) {
      e = e->kind == TY_LIST ? e->elem : e->elems[0];
      nd++;
    }
  }
  if (nd == 0 || !e || !type_is_number(e))
    return call_error(c, "%s() needs an array, or a list or a tuple of numbers, not %s", fname(c), a->name);
  if (c->id == BI_NP_ASFORTRANARRAY) {
    if (c->nargs > 1 && in_jit(c))
      return call_error(c, "asfortranarray()'s dtype is not allowed in jitted code: Numba's takes only the array");
    const Type *dt = dtype_of(c, 1, e);
    return dt ? type_array(dt, nd, nd >= 2 ? 'F' : 'C') : ty_error;
  }
  const Type *dflt = e;
  if (in_jit(c) && shapes_dtype_is_string(c, 1))
    return call_error(c, "%s()'s dtype given as a string is not allowed in jitted code: Numba's %s() takes a NumPy type "
                "such as np.float32 there",
                fname(c), fname(c));
  /* asfarray's dtype defaults to float64, and one that is not a float or
   * a complex type becomes float64 too (NumPy 1.24). */
  if (c->id == BI_NP_ASFARRAY)
    dflt = ty_float64;
  const Type *dt = dtype_of(c, 1, dflt);
  if (!dt)
    return ty_error;
  if (c->id == BI_NP_ASFARRAY && !type_is_float(dt) && !type_is_complex(dt))
    dt = ty_float64;
  if (a->kind == TY_ARRAY && dt == a->elem)
    return a;
  return type_array(dt, nd, 'C');
}

/* np.shape: a tuple of the dimensions; a scalar's is (), a list's its
 * length (and its first element's, and so on, for lists of lists). */
const Type *t_shapes_shape(CallInfo *c) {
  const Type *a = c->types[0];
  int nd = 0;
  if (a->kind == TY_ARRAY)
    nd = a->ndim;
  else if (a->kind == TY_LIST)
    for (const Type *e = a; e && e->kind == TY_LIST; e = e->elem)
      nd++;
  else if (a->kind == TY_TUPLE)
    nd = 1;
  else if (!type_is_number(a))
    return call_error(c, "shape() needs an array, a list or a number, not %s", a->name);
  const Type *elems[8];
  for (int k = 0; k < nd && k < 8; k++)
    elems[k] = ty_int64;
  return type_tuple(nd, elems);
}

const Type *t_shapes_isscalar(CallInfo *c) {
  (void)c;
  return ty_bool;
}

/* ---- linspace and logspace ------------------------------------------------------------- */

static const Type *real_args(CallInfo *c, int n) {
  for (int k = 0; k < n && k < c->nargs; k++)
    if (!type_is_number(c->types[k]) || type_is_complex(c->types[k]))
      return call_error(c, "%s() needs real numbers, not %s", fname(c), c->types[k]->name);
  return NULL;
}

/* linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None):
 * Numba takes only the first three. */
const Type *t_shapes_linspace(CallInfo *c) {
  if (real_args(c, 2))
    return ty_error;
  if (c->nargs > 2 && !is_int(c->types[2]))
    return call_error(c, "'%s' object cannot be interpreted as an integer", c->types[2]->name);
  if (in_jit(c) && (c->nargs > 3 || c->nkw))
    return call_error(c, "linspace()'s endpoint=, retstep= and dtype= are not allowed in jitted code: Numba's "
                "linspace() takes only start, stop and num");
  const Type *dt = dtype_of(c, 5, ty_float64);
  if (!dt)
    return ty_error;
  int retstep = const_bool(c, 4, 0);
  if (retstep < 0)
    return call_error(c, "linspace()'s retstep must be True or False written in the call");
  const Type *a = type_array(dt, 1, 'C');
  return retstep ? type_tuple(2, (const Type *[]){a, ty_float64}) : a;
}

/* logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None). */
const Type *t_shapes_logspace(CallInfo *c) {
  if (real_args(c, 2) || (c->nargs > 4 && real_args(c, 5)))
    return ty_error;
  if (c->nargs > 2 && !is_int(c->types[2]))
    return call_error(c, "'%s' object cannot be interpreted as an integer", c->types[2]->name);
  if (in_jit(c) && (c->nargs > 3 || c->nkw))
    return call_error(c, "logspace()'s endpoint=, base= and dtype= are not allowed in jitted code: Numba's "
                "logspace() takes only start, stop and num");
  const Type *dt = dtype_of(c, 5, ty_float64);
  return dt ? type_array(dt, 1, 'C') : ty_error;
}
