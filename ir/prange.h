/* Reductions of prange loops (LANGUAGE.md §6.5): which of the values a
 * prange loop carries from one iteration to the next the thread pool can
 * split between its workers. One analysis, used by the lowering
 * (codegen/parallel.c) and by -Wprange-serial (ir/warn_ir.c), so that the
 * warning and the code cannot disagree. */
#ifndef ARRC_PRANGE_H
#define ARRC_PRANGE_H

#include "ir.h"

/* The kinds of reduction: their identities and how partials combine. */
enum {
  PRANGE_NONE = 0,
  PRANGE_ADD = '+', /* s += x, s -= x, s = s + x, s = x + s, s = s - x: partials from 0, added */
  PRANGE_MUL = '*', /* s *= x: partials from 1, multiplied */
  PRANGE_MIN = 'm', /* s = min(s, x): partials from the initial value */
  PRANGE_MAX = 'M', /* s = max(s, x) */
};

/* The reduction that phi p of a prange loop's header carries, given the
 * loop's body blocks (those reached from the header's branch into the body
 * without passing the header), or PRANGE_NONE when the loop cannot split
 * it. The value may be updated under conditions, in inner loops and on
 * several paths back to the header (continue), as long as every update is
 * of one kind, applies to the running value once, and nothing else in the
 * body reads that value. */
int prange_reduction(const Instr *p, Block *const *body, int nbody);

#endif
