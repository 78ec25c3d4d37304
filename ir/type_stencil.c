/* The typing of the helpers that the code written for a @stencil calls
 * (ir/stencil.c): numba._stencil_empty(shape, cval, kernel, args...) is a
 * C-contiguous array of zeros of the shape, of the type the kernel returns
 * for these arguments (and int64 positions); numba._stencil_cval(cval,
 * kernel, args...) only checks. Both give Numba's errors for a kernel that
 * does not return a scalar and for a cval that does not convert to what it
 * returns. Their lowerings are in codegen/lib_stencil.c. */
#include "type_stencil.h"

#include "scope.h"

const Type *t_stencil_result(CallInfo *c) {
  int at = c->id == BI_NB_STENCIL_EMPTY ? 2 : 1;
  const Type *kt = c->types[at];
  if (kt->kind != TY_FUNCTION)
    return call_error(c, "internal error: %s() needs the stencil's kernel", c->path);
  const Symbol *kernel = kt->func;
  int given = c->nargs - at - 1;
  int n = kernel->node->def.params.len;
  const Type **args = arena_alloc(infer_arena(c->I), (size_t)(n + 1) * sizeof *args);
  for (int k = 0; k < n; k++)
    args[k] = k < given ? c->types[at + 1 + k] : ty_int64;
  const Type *r = infer_function_result(c->I, c->call, kernel, n, args);
  if (!r)
    return ty_pending;
  if (r == ty_error)
    return r;
  if (r->kind == TY_ARRAY)
    return call_error(c, "Stencil kernel must return a scalar and not a numpy array.");
  if (!type_is_scalar(r))
    return call_error(c, "Stencil kernel must return a scalar, not %s", r->name);
  const Type *cval = c->types[at - 1];
  if (cval != ty_none && (!type_is_scalar(cval) || (cval->kind == TY_COMPLEX && r->kind != TY_COMPLEX)))
    return call_error(c, "cval type does not match stencil return type.");
  if (c->id == BI_NB_STENCIL_CVAL)
    return ty_none;
  const Type *shape = c->types[0];
  return type_array(r, shape->kind == TY_TUPLE ? shape->n : 1, 'C');
}
