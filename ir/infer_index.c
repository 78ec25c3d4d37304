/* Typing of advanced indexing and of the iterators over an array's
 * positions.
 *
 * A subscript with an integer or boolean array, a list, or `...` is
 * indexed by the runtime (runtime/index.c); its type follows NumPy in host
 * code and Numba 0.56 in jitted code, whose getitem accepts one 1-D
 * integer or boolean array combined with basic indices, none of them an
 * integer before the array (Numba counts such an integer as a second
 * advanced index, as NumPy does). */
#include "infer_index.h"

#include "infer_state.h"
#include "iterable.h"

const Type *v_ellipsis(void) { return type_builtin(BI_ELLIPSIS, "ellipsis"); }

bool type_is_ellipsis(const Type *t) { return t->kind == TY_BUILTIN && t->id == BI_ELLIPSIS; }

static const Type *entry(const Type *idx, int k) { return idx->kind == TY_TUPLE ? idx->elems[k] : idx; }
static int entries(const Type *idx) { return idx->kind == TY_TUPLE ? idx->n : 1; }
static bool is_int_scalar(const Type *t) { return type_is_int(t) || t->kind == TY_BOOL; }

bool index_needs_runtime(const Type *idx) {
  for (int k = 0; k < entries(idx); k++) {
    const Type *t = entry(idx, k);
    if (t->kind == TY_ARRAY || t->kind == TY_LIST || type_is_ellipsis(t))
      return true;
  }
  return false;
}

static const char *const invalid_index =
    "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are "
    "valid indices";

/* Numba's layout of a view made with `...` (arraydecl.py): a C array stays
 * C when the indices before the ellipsis are integers but the last, which
 * may be a slice without a step, and none follow it. */
static char view_layout(const Type *obj, const Type *idx, int consumed) {
  if (obj->layout != 'C')
    return 'A';
  int n = entries(idx), ellipsis = -1;
  for (int k = 0; k < n; k++) {
    if (type_is_ellipsis(entry(idx, k)))
      ellipsis = k;
    if (entry(idx, k)->kind == TY_NONE)
      return 'A';
  }
  bool all = consumed == obj->ndim || ellipsis < 0;
  if (!all && ellipsis < n - 1)
    return 'A'; /* indices after the ellipsis */
  int left = all ? n : ellipsis;
  for (int k = 0; k < left; k++) {
    const Type *t = entry(idx, k);
    if (type_is_ellipsis(t) || is_int_scalar(t))
      continue;
    if (k == left - 1 && t->kind == TY_SLICE && t->n == 2)
      continue;
    return 'A';
  }
  return 'C';
}

const Type *index_advanced_type(Infer *I, const Instr *at, const Type *obj, const Type *idx) {
  bool host = func_is_host(infer_func_kind(I));
  FuncKind kind = infer_func_kind(I);
  if (I->cur->gpu || kind == FUNC_KERNEL || kind == FUNC_DEVICE)
    return infer_error(I, at->loc, "indexing with an array, a list or '...' is not supported in GPU code");
  if (obj->device)
    return infer_error(I, at->loc, "indexing a device array with an array, a list or '...' is not supported; "
                       "copy it to the host first");
  int n = entries(idx), consumed = 0, kept = 0, ellipses = 0, arrays = 0, ints = 0, bnd = 0;
  for (int k = 0; k < n; k++) {
    const Type *t = entry(idx, k);
    if (type_is_ellipsis(t)) {
      if (++ellipses > 1)
        return infer_error(I, at->loc, "an index can only have a single ellipsis ('...')");
    } else if (t->kind == TY_SLICE) {
      consumed++;
      kept++;
    } else if (t->kind == TY_NONE) {
      kept++;
    } else if (is_int_scalar(t)) {
      consumed++;
      ints++;
    } else if (t->kind == TY_ARRAY || t->kind == TY_LIST) {
      const Type *e = t->elem;
      /* A list of lists (host code) is a 2-D index array. */
      int list_nd = t->kind == TY_LIST && e && e->kind == TY_LIST ? 2 : 1;
      if (list_nd == 2)
        e = e->elem;
      if (t->kind == TY_LIST && (!e || !is_int_scalar(e)))
        return infer_error(I, at->loc, "%s", invalid_index);
      if (t->kind == TY_ARRAY && !is_int_scalar(e))
        return infer_error(I, at->loc, "arrays used as indices must be of integer (or boolean) type, not %s",
                           t->name);
      if (!host && t->kind == TY_LIST)
        return infer_error(I, at->loc, "indexing an array with a list is not allowed in jitted code: Numba "
                           "supports a 1-D integer or boolean array (np.array(list) makes one)");
      int nd = t->kind == TY_LIST ? list_nd : t->ndim;
      if (!host && nd != 1)
        return infer_error(I, at->loc, "an index array of %d dimensions is not allowed in jitted code: Numba "
                           "supports one 1-D integer or boolean array", nd);
      if (!host && (arrays > 0 || ints > 0))
        return infer_error(I, at->loc, "Numba allows only one advanced index in jitted code: one 1-D integer "
                           "or boolean array, with no other array and no integer before it");
      arrays++;
      if (e->kind == TY_BOOL) {
        consumed += nd;
        bnd = bnd > 1 ? bnd : 1;
      } else {
        consumed++;
        bnd = bnd > nd ? bnd : nd;
      }
    } else {
      return infer_error(I, at->loc, "%s, not %s", invalid_index, t->name);
    }
  }
  if (consumed > obj->ndim)
    return infer_error(I, at->loc, "too many indices for array: %s is %d-dimensional, but %d were indexed",
                       obj->name, obj->ndim, consumed);
  int rest = obj->ndim - consumed;
  if (arrays == 0) {
    /* `...` with basic indices: a view. NumPy and Numba give a 0-d array
     * where every dimension is indexed away; arrc gives the element. */
    int nd = kept + rest;
    if (nd == 0)
      return obj->elem;
    return type_array(obj->elem, nd, view_layout(obj, idx, consumed));
  }
  /* The arrays' broadcast dimensions replace theirs; in host code the
   * integers broadcast with them and add none, in jitted code the one
   * array keeps one. */
  int nd = kept + rest + (host ? bnd : 1);
  if (nd > TYPE_MAX_NDIM)
    return infer_error(I, at->loc, "indexing %s gives %d dimensions, more than NumPy's %d", obj->name, nd,
                       TYPE_MAX_NDIM);
  return type_array(obj->elem, nd, 'C');
}

const Type *index_advanced_assign_type(Infer *I, const Instr *at, const Type *obj, const Type *value) {
  const Type *v = value->kind == TY_ARRAY || value->kind == TY_LIST ? value->elem : value;
  if (!v || !type_is_scalar(v) || (type_is_complex(v) && !type_is_complex(obj->elem)))
    return infer_error(I, at->loc, "cannot store %s in an array of %s", value->name, obj->elem->name);
  return ty_void;
}

/* ---- a.flat ----------------------------------------------------------------- */

const Type *index_flat_type(const Type *array) { return type_flat_iter(array); }

bool type_is_flat(const Type *t) { return t->kind == TY_ITER && t->n == 1 && t->iterable->kind == TY_ARRAY; }

/* a.flat[i]: the element at flat C-order position i (negative counts from
 * the end); slices and arrays of positions are not supported. */
const Type *index_flat_item_type(Infer *I, const Instr *at, const Type *flat, const Type *idx) {
  if (!is_int_scalar(idx))
    return infer_error(I, at->loc, "a.flat can only be indexed with an integer here, not %s", idx->name);
  if (I->cur->gpu)
    return infer_error(I, at->loc, "a.flat is not supported in GPU code");
  return flat->elem;
}

/* a.flat = v fills a (host code: NumPy's flatiter assignment; Numba has
 * no such assignment). */
const Type *index_flat_assign_type(Infer *I, const Instr *at, const Type *array, const Type *value) {
  if (!func_is_host(infer_func_kind(I)))
    return infer_error(I, at->loc, "assigning to a.flat is not allowed in jitted code (Numba cannot lower it); "
                       "a[...] = v sets every element");
  const Type *v = value->kind == TY_ARRAY ? value->elem : value;
  if (!type_is_scalar(v))
    return infer_error(I, at->loc, "cannot assign %s to %s.flat", value->name, array->name);
  return ty_void;
}

/* ---- np.ndindex, np.ndenumerate, np.nditer ------------------------------------ */

/* np.ndindex(shape) or np.ndindex(d0, d1, ...): tuples of int64, one per
 * position of the shape in C order. */
const Type *t_np_ndindex(CallInfo *c) {
  int n = c->nargs;
  const Type *const *dims = c->types;
  if (n == 1 && c->types[0]->kind == TY_TUPLE) {
    n = c->types[0]->n;
    dims = c->types[0]->elems;
  }
  for (int k = 0; k < n; k++)
    if (!type_is_int(dims[k]))
      return infer_error(c->I, c->call->loc, "np.ndindex() takes integer dimensions, not %s", dims[k]->name);
  const Type **elems = arena_alloc(infer_arena(c->I), (size_t)(n + 1) * sizeof *elems);
  for (int k = 0; k < n; k++)
    elems[k] = ty_int64;
  const Type *t = type_tuple(n, elems);
  return type_iter(t, t);
}

/* np.ndenumerate(a): (index tuple, element) pairs in C order. */
const Type *t_np_ndenumerate(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, c->call->loc, "np.ndenumerate() needs an array, not %s", a->name);
  const Type *elems[TYPE_MAX_NDIM];
  for (int k = 0; k < a->ndim; k++)
    elems[k] = ty_int64;
  const Type *pair[2] = {type_tuple(a->ndim, elems), a->elem};
  return type_iter(a, type_tuple(2, pair));
}

/* np.nditer(a): NumPy yields each element as a 0-d array, which prints as
 * the element; arrc yields the element itself (docs/language.md). */
const Type *t_np_nditer(CallInfo *c) {
  const Type *a = c->types[0];
  if (a->kind != TY_ARRAY)
    return infer_error(c->I, c->call->loc, "np.nditer() needs an array here, not %s", a->name);
  return type_iter(type_tuple(1, &a), a->elem);
}
