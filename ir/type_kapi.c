/* Typing rules of the CUDA kernel API (issue 16, the kernel part): the
 * cuda.atomic operations as Numba 0.56's cudadecl.py types them. */
#include "type_kapi.h"

#include <string.h>

#include "util.h"

/* The element types an atomic row accepts, as Numba's typing templates
 * list them (cudadecl.py): all six of add, sub, max, min, nanmax and
 * nanmin; the four integers of the bitwise operations, exch and
 * compare_and_swap; only the unsigned ones of inc and dec. */
enum { DT_FLOATS = 1, DT_SIGNED = 2, DT_UNSIGNED = 4, DT_INTS = DT_SIGNED | DT_UNSIGNED, DT_ALL = 7 };

typedef struct {
  KapiAtomic op;
  int dtypes;
} AtomicRow;

static const AtomicRow atomic_rows[BI_COUNT] = {
    [BI_CUDA_ATOMIC_ADD] = {KAPI_ATOMIC_ADD, DT_ALL},
    [BI_CUDA_ATOMIC_SUB] = {KAPI_ATOMIC_SUB, DT_ALL},
    [BI_CUDA_ATOMIC_AND] = {KAPI_ATOMIC_AND, DT_INTS},
    [BI_CUDA_ATOMIC_OR] = {KAPI_ATOMIC_OR, DT_INTS},
    [BI_CUDA_ATOMIC_XOR] = {KAPI_ATOMIC_XOR, DT_INTS},
    [BI_CUDA_ATOMIC_INC] = {KAPI_ATOMIC_INC, DT_UNSIGNED},
    [BI_CUDA_ATOMIC_DEC] = {KAPI_ATOMIC_DEC, DT_UNSIGNED},
    [BI_CUDA_ATOMIC_EXCH] = {KAPI_ATOMIC_EXCH, DT_INTS},
    [BI_CUDA_ATOMIC_MAX] = {KAPI_ATOMIC_MAX, DT_ALL},
    [BI_CUDA_ATOMIC_MIN] = {KAPI_ATOMIC_MIN, DT_ALL},
    [BI_CUDA_ATOMIC_NANMAX] = {KAPI_ATOMIC_NANMAX, DT_ALL},
    [BI_CUDA_ATOMIC_NANMIN] = {KAPI_ATOMIC_NANMIN, DT_ALL},
    [BI_CUDA_ATOMIC_COMPARE_AND_SWAP] = {KAPI_ATOMIC_CAS_FIRST, DT_INTS},
};

KapiAtomic kapi_atomic_op(BuiltinId id) {
  return id > BI_NONE && id < BI_COUNT ? atomic_rows[id].op : KAPI_ATOMIC_NONE;
}

static const char *accepted_words(int dtypes) {
  switch (dtypes) {
  case DT_UNSIGNED: return "uint32 or uint64";
  case DT_INTS: return "int32, uint32, int64 or uint64";
  default: return "int32, uint32, int64, uint64, float32 or float64";
  }
}

static bool element_accepted(const Type *t, int dtypes) {
  if (t->kind == TY_FLOAT)
    return (dtypes & DT_FLOATS) != 0;
  if (t->kind != TY_INT || (t->bits != 32 && t->bits != 64))
    return false;
  return (dtypes & (t->is_signed ? DT_SIGNED : DT_UNSIGNED)) != 0;
}

/* The numba.cuda.X path of a row as the program writes it: cuda.atomic.add. */
static const char *short_path(const CallInfo *c) {
  const char *p = c->path;
  return strncmp(p, "numba.", 6) == 0 ? p + 6 : p;
}

static bool integer_value(const Type *t) { return t->kind == TY_INT || t->kind == TY_BOOL; }

/* cuda.atomic.OP(ary, idx, val): the element's old value, of ary's dtype.
 * idx is an integer for a 1-D array and a tuple of ndim integers for more
 * dimensions; val converts to the dtype. compare_and_swap(ary, old, val)
 * works on ary[0] of a 1-D integer array. */
const Type *t_kernel_atomic(CallInfo *c) {
  const AtomicRow *row = &atomic_rows[c->id];
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() works on an element of an array, not on %s",
                       short_path(c), a->name);
  if (!element_accepted(a->elem, row->dtypes))
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() works on arrays of %s (as in Numba), not of %s",
                       short_path(c), accepted_words(row->dtypes), a->elem->name);
  if (row->op == KAPI_ATOMIC_CAS_FIRST) {
    if (a->ndim != 1)
      return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() works on the first element of a 1-D array (as in "
                         "Numba), not of a %d-D one", short_path(c), a->ndim);
    for (int k = 1; k < 3; k++)
      if (!integer_value(c->types[k]))
        return infer_error(c->I, infer_arg_loc(c->call, k), "%s() compares and stores integers, not %s",
                           short_path(c), c->types[k]->name);
    return a->elem;
  }
  const Type *ix = c->types[1];
  if (a->ndim == 1 && !integer_value(ix))
    return infer_error(c->I, infer_arg_loc(c->call, 1), "%s() needs an integer index into a 1-D array, not %s",
                       short_path(c), ix->name);
  if (a->ndim > 1) {
    if (ix->kind != TY_TUPLE || ix->n != a->ndim)
      return infer_error(c->I, infer_arg_loc(c->call, 1), "%s() needs a tuple of %d integers to index a %d-D "
                         "array, not %s", short_path(c), a->ndim, a->ndim, ix->name);
    for (int k = 0; k < ix->n; k++)
      if (!integer_value(ix->elems[k]))
        return infer_error(c->I, infer_arg_loc(c->call, 1), "%s() needs integer indices, not %s", short_path(c),
                           ix->elems[k]->name);
  }
  const Type *v = c->types[2];
  if (!(v->kind == TY_INT || v->kind == TY_BOOL || v->kind == TY_FLOAT))
    return infer_error(c->I, infer_arg_loc(c->call, 2), "%s() needs a number to combine with the element, not %s",
                       short_path(c), v->name);
  return a->elem;
}

/* cuda.cg.this_grid(): the grid group, a value with no run-time data. */
const Type *t_this_grid(CallInfo *c) {
  (void)c;
  return ty_grid_group;
}

/* grid.sync(): a statement here (Numba types its result as an int32 that
 * is always 0; the simulator returns None). */
const Type *t_grid_sync(CallInfo *c) {
  (void)c;
  return ty_void;
}

/* The shape of a nested tuple of numbers that is a rectangular table:
 * its depth, or 0 when it is not one. */
static int table_shape(const Type *t, int depth, int64_t *shape, bool *floats, bool *ints) {
  if (t->kind != TY_TUPLE) {
    if (t->kind == TY_FLOAT)
      *floats = true;
    else if (t->kind == TY_INT)
      *ints = true;
    else if (t->kind != TY_BOOL)
      return 0;
    return depth;
  }
  if (depth >= TYPE_MAX_NDIM || t->n == 0)
    return 0;
  if (shape[depth] < 0)
    shape[depth] = t->n;
  else if (shape[depth] != t->n)
    return 0;
  int nd = 0;
  for (int k = 0; k < t->n; k++) {
    int d = table_shape(t->elems[k], depth + 1, shape, floats, ints);
    if (!d || (nd && d != nd))
      return 0;
    nd = d;
  }
  return nd;
}

/* cuda.const.array_like(ary): ary itself when it is an array (a kernel's
 * argument, as Numba's simulator takes it), or, for a global constant
 * np.array of a literal, which ir/build_kapi.c passes as its elements in
 * nested tuples and its dtype, an array of the literal's shape and of the
 * dtype NumPy gives it. */
const Type *t_const_table(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind == TY_ARRAY && c->nargs == 1)
    return a;
  int64_t shape[TYPE_MAX_NDIM];
  for (int k = 0; k < TYPE_MAX_NDIM; k++)
    shape[k] = -1;
  bool floats = false, ints = false;
  int nd = a->kind == TY_TUPLE ? table_shape(a, 0, shape, &floats, &ints) : 0;
  if (!nd)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() needs an array: a global constant np.array of "
                       "numbers written out in the program, or an array argument, not %s", short_path(c), a->name);
  const Type *dt = floats ? ty_float64 : ints ? ty_int64 : ty_bool;
  if (c->nargs == 2 && !(dt = dtype_arg(c, 1, dt)))
    return ty_error;
  if (dt->kind != TY_INT && dt->kind != TY_FLOAT && dt->kind != TY_BOOL)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() makes constant arrays of numbers, not of %s",
                       short_path(c), dt->name);
  return type_array(dt, nd, 'C');
}

/* ---- numba.cuda.libdevice --------------------------------------------------- */

static const LibdeviceRow libdevice_rows[BI_COUNT] = {
#include "libdevice_table.h"
};

const LibdeviceRow *kapi_libdevice_row(BuiltinId id) {
  return id > BI_NONE && id < BI_COUNT && libdevice_rows[id].name ? &libdevice_rows[id] : NULL;
}

const Type *kapi_libdevice_type(char code) {
  switch (code) {
  case 'f': return ty_float32;
  case 'd': return ty_float64;
  case 'h': return ty_int16;
  case 'i': return ty_int32;
  case 'l': return ty_int64;
  default: return ty_void;
  }
}

/* libdevice.NAME(args): Numba's one signature for it. The arguments
 * convert to the parameters' types; the values a function stores through
 * pointers come back after its result in a tuple (sincos gives (sin, cos),
 * frexp (mantissa, exponent)). */
const Type *t_libdevice(CallInfo *c) {
  const LibdeviceRow *row = kapi_libdevice_row(c->id);
  const Type *elems[4];
  int n = 0, arg = 0;
  if (row->ret != 'v')
    elems[n++] = kapi_libdevice_type(row->ret);
  for (const char *p = row->params; *p; p++) {
    if (p[1] == '*') {
      elems[n++] = kapi_libdevice_type(*p);
      p++;
      continue;
    }
    const Type *t = c->types[arg];
    if (t->kind != TY_INT && t->kind != TY_FLOAT && t->kind != TY_BOOL)
      return infer_error(c->I, infer_arg_loc(c->call, arg), "%s() takes %s arguments, not %s", short_path(c),
                         kapi_libdevice_type(*p)->name, t->name);
    arg++;
  }
  return n == 1 ? elems[0] : type_tuple(n, elems);
}

/* print(args) in GPU code: Numba CUDA's print, which shows integers,
 * floats and string literals, at most 32 of them, separated by spaces,
 * and takes no keyword arguments. */
const Type *t_kernel_print(CallInfo *c) {
  if (c->nkw)
    return infer_error(c->I, c->call->loc, "print() in GPU code takes no keyword arguments (Numba CUDA's print "
                       "has no '%s=')", c->kwnames[0]);
  if (c->nargs > 32)
    return infer_error(c->I, c->call->loc, "print() in GPU code shows at most 32 values, as Numba CUDA's, not %d",
                       c->nargs);
  for (int k = 0; k < c->nargs; k++) {
    const Type *t = c->types[k];
    bool literal = t->kind == TY_STR && ir_resolve(c->args[k])->op == IR_CONST_STR;
    if (t->kind != TY_INT && t->kind != TY_FLOAT && !literal)
      return infer_error(c->I, infer_arg_loc(c->call, k), "print() in GPU code shows integers, floats and string "
                         "literals (as Numba CUDA's), not %s", t->name);
  }
  return ty_none;
}

/* init_xoroshiro128p_states(states, seed, subsequence_start=0, stream=0):
 * re-seeds the states that create_xoroshiro128p_states made, in place. */
const Type *t_rng_init(CallInfo *c) {
  const Type *s = c->types[0];
  if (s->kind != TY_ARRAY || s->elem != ty_rng_state || s->ndim != 1)
    return infer_error(c->I, infer_arg_loc(c->call, 0), "%s() needs the states from "
                       "create_xoroshiro128p_states(), not %s", short_path(c), s->name);
  for (int k = 1; k < c->nargs && k < 3; k++)
    if (c->types[k]->kind != TY_INT && c->types[k]->kind != TY_BOOL)
      return infer_error(c->I, infer_arg_loc(c->call, k), "%s() needs an integer %s, not %s", short_path(c),
                         k == 1 ? "seed" : "subsequence_start", c->types[k]->name);
  if (c->nargs == 4 && c->types[3]->kind != TY_STREAM && c->types[3]->kind != TY_INT)
    return infer_error(c->I, infer_arg_loc(c->call, 3), "%s() takes a cuda.stream(), not %s", short_path(c),
                       c->types[3]->name);
  return ty_none;
}
