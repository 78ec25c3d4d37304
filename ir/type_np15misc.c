/* Typing rules of issue 15's last pieces: the array method a.clip, which
 * is np.clip(a, min, max) with the array as the receiver (lowered by
 * codegen/lib_np15misc.c as that call). */
#include "type_np15misc.h"

const Type *t_array_clip(CallInfo *c) {
  const Type *a = c->receiver->type;
  if (a->elem->kind == TY_COMPLEX)
    return call_error(c, "a.clip() of complex numbers is not supported by arrc yet");
  const Instr *promoted[3] = {c->receiver};
  int n = 1;
  bool bounded = false;
  for (int k = 0; k < c->nargs; k++) {
    const Type *t = c->types[k];
    if (t->kind == TY_NONE)
      continue;
    if (!type_is_number(t) && !(t->kind == TY_ARRAY && type_is_number(t->elem)))
      return call_error(c, "a.clip()'s bounds are numbers, arrays or None, not %s", t->name);
    bounded = true;
    promoted[n++] = c->args[k];
  }
  /* NumPy 1.24: "One of max or min must be given" (a ValueError when it
   * runs; known here already). */
  if (!bounded)
    return call_error(c, "One of max or min must be given: a.clip() needs a bound other than None");
  const Type *np = func_is_host(c->where) ? infer_numpy_result_type(n, promoted) : NULL;
  int ndim = a->ndim;
  for (int k = 0; k < c->nargs; k++)
    if (c->types[k]->kind == TY_ARRAY && c->types[k]->ndim > ndim)
      ndim = c->types[k]->ndim;
  return type_array(np ? np : a->elem, ndim, 'C');
}
