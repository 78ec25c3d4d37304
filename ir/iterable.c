/* The element types of arrc's iterables (see iterable.h). */
#include "iterable.h"

const Type *type_iterable_elem(const Type *t) {
  if (!t)
    return NULL;
  switch (t->kind) {
  case TY_LIST: case TY_SET: case TY_DICT: case TY_ITER: return t->elem;
  case TY_RANGE: return ty_int64;
  case TY_STR: case TY_FILE: case TY_NPZ: return ty_str;
  case TY_ARRAY: return t->ndim == 1 ? t->elem : type_array(t->elem, t->ndim - 1, t->layout);
  case TY_TUPLE: {
    /* A heterogeneous tuple has no one element type: Python walks it, but
     * a consumer typed once cannot (Numba: "Invalid use of getiter"). */
    const Type *u = t->n ? t->elems[0] : NULL;
    for (int k = 1; k < t->n && u; k++)
      u = t->elems[k] == u ? u : NULL;
    return u;
  }
  default: return NULL;
  }
}

bool type_is_indexed_iterable(const Type *t) {
  return t->kind == TY_LIST || t->kind == TY_RANGE || (t->kind == TY_ARRAY && t->ndim == 1);
}
