/* The typing of NumPy's print options and text files (LANGUAGE.md §6.7):
 * np.set_printoptions, np.savetxt and np.loadtxt, in host code only, as
 * in Numba 0.56, which has none of them in nopython mode. */
#include "type_npio.h"

/* np.set_printoptions(precision, threshold, edgeitems, linewidth,
 * suppress): each argument None (unchanged) or a number; NumPy refuses a
 * precision that is not an integer and a threshold that is not a number
 * with a TypeError, which arrc reports when compiling. */
const Type *t_np_set_printoptions(CallInfo *c) {
  static const char *const names[] = {"precision", "threshold", "edgeitems", "linewidth", "suppress"};
  for (int k = 0; k < c->nargs && k < 5; k++) {
    const Type *t = c->types[k];
    if (t->kind == TY_NONE)
      continue;
    bool ok = k == 1 ? type_is_number(t) && t->kind != TY_COMPLEX : type_is_int(t) || t->kind == TY_BOOL;
    if (!ok) {
      if (k == 0)
        return infer_error(c->I, c->call->loc, "precision must be an integer");
      if (k == 1)
        return infer_error(c->I, c->call->loc, "threshold must be numeric");
      return infer_error(c->I, c->call->loc, "set_printoptions(): %s must be an integer, not %s", names[k],
                         t->name);
    }
  }
  return ty_none;
}
