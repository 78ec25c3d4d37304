/* Numba's @stencil (ir/stencil.c): a kernel written with relative indexing
 * (a[-1, 0] + a[1, 0]) becomes two functions written as syntax, a jitted
 * kernel that takes the position as extra parameters and a jitted wrapper
 * that allocates the output, fills its border with cval and loops over
 * the interior (a prange loop when the caller is @njit(parallel=True)).
 * Private to ir/. */
#ifndef ARRC_STENCIL_H
#define ARRC_STENCIL_H

#include "infer_state.h"

/* What the decorator of a @stencil function made: the wrappers, and the
 * number of dimensions its relative indices (or neighborhood=) have. */
typedef struct StencilDecl {
  bool failed;              /* an error was reported: calls of it are errors too */
  int ndim;
  int nparams;              /* the kernel's parameters */
  bool neighborhood_given;  /* neighborhood= was given (its error message differs) */
  /* The wrappers, by [parallel][with out=]: for a caller with
   * parallel=True the outer loop is a prange; one takes out=, the other
   * allocates the output. */
  const Node *wrappers[2][2];
} StencilDecl;

/* Reads @stencil, @stencil(...) or stencil(...)(f) of fi->def: checks
 * Numba's options and the kernel, reporting its errors once, and makes
 * fi the serial wrapper's, a jitted function, with fi->stencil set. */
void stencil_read_decorator(Infer *I, const Node *dec, FuncInfo *fi);

/* At a call of a stencil: checks the first argument against the kernel's
 * dimensions and picks the wrapper for the caller (the parallel one in a
 * parallel=True function). 1 when the call goes on, 0 after an error, -1
 * while the first argument is not typed yet. */
int stencil_choose(Infer *I, Instr *call, FuncInfo *fi);

#endif
