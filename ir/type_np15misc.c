/* Typing rules of issue 15's last pieces: the array method a.clip, which
 * is np.clip(a, min, max) with the array as the receiver (lowered by
 * codegen/lib_np15misc.c as that call), and np.printoptions, the context
 * manager of `with np.printoptions(precision=3):` in host code. */
#include <string.h>

#include "type_np15misc.h"
#include "type_npio.h"

/* The value np.printoptions(...) gives: a builtin value of its own name,
 * which only a with statement takes (the runtime keeps the saved
 * options). */
static const char printoptions_context[] = "numpy.printoptions context";

const Type *t_np_printoptions(CallInfo *c) {
  const Type *checked = t_np_set_printoptions(c);
  if (checked != ty_none)
    return checked;
  return type_builtin(BI_NP_PRINTOPTIONS, printoptions_context);
}

bool type_is_printoptions_context(const Type *t) {
  return t && t->kind == TY_BUILTIN && t->id == BI_NP_PRINTOPTIONS && t->label &&
         strcmp(t->label, printoptions_context) == 0;
}

const Type *t_array_clip(CallInfo *c) {
  const Type *a = c->receiver->type;
  if (a->elem->kind == TY_COMPLEX && !func_is_host(c->where))
    return call_error(c, "a.clip() of complex numbers is not available in jitted code: Numba 0.56 has no ordering "
                      "of complex numbers for it; clip in host code");
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
