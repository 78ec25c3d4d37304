/* NumPy's floating-point warnings in host code.
 *
 * NumPy clears the processor's floating-point status flags before a ufunc
 * loop and reads them after it; with its default error state (np.seterr:
 * divide, over and invalid 'warn', under 'ignore') each flag raised becomes
 * a RuntimeWarning such as "divide by zero encountered in divide". Python's
 * default warnings filter prints a warning the first time its text is
 * issued from a source line, as
 *
 *     prog.arr:5: RuntimeWarning: divide by zero encountered in divide
 *       print(a / b)
 *
 * Compiled host code does the same around each elementwise loop: the loops
 * compute with the hardware's IEEE arithmetic, which raises the flags, and
 * an integer division by zero raises the divide-by-zero flag by hand, as
 * NumPy's integer loops do. Jitted code never warns, as under Numba. */
#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"

#define WATCHED (FE_DIVBYZERO | FE_OVERFLOW | FE_INVALID)

void arrc_fp_clear(void) { feclearexcept(WATCHED); }

void arrc_fp_divide_by_zero(void) { feraiseexcept(FE_DIVBYZERO); }

/* The warnings printed so far, by line and text, as Python's
 * __warningregistry__ keeps them. */
typedef struct {
  int32_t line;
  const char *what;
  const char *op;
} Issued;

static Issued *issued;
static size_t nissued, cap_issued;

static bool issued_before(int32_t line, const char *what, const char *op) {
  for (size_t k = 0; k < nissued; k++)
    if (issued[k].line == line && issued[k].what == what && strcmp(issued[k].op, op) == 0)
      return true;
  if (nissued == cap_issued) {
    size_t cap = cap_issued ? 2 * cap_issued : 16;
    Issued *grown = realloc(issued, cap * sizeof *grown);
    if (!grown)
      return false; /* the warning prints again rather than failing */
    issued = grown;
    cap_issued = cap;
  }
  issued[nissued++] = (Issued){line, what, op};
  return false;
}

static void warn(const arrc_loc *loc, const char *what, const char *op, const char *line) {
  int32_t lineno = loc ? loc->line : 0;
  if (issued_before(lineno, what, op))
    return;
  /* Standard output is not flushed first: Python writes the warning at
   * once and leaves buffered output in its buffer (a terminal is
   * line-buffered, so it already shows both in order). */
  fprintf(stderr, "%s:%d: RuntimeWarning: %s encountered in %s\n", loc && loc->file ? loc->file : "?",
          (int)lineno, what, op);
  if (line && *line)
    fprintf(stderr, "  %s\n", line);
}

/* NumPy's order: divide, overflow, (underflow,) invalid. An operation name
 * is NULL where no operation of the loop can raise that flag as NumPy
 * computes it, so that a flag only the compiled code raises (a vectorized
 * comparison of a NaN) stays silent. */
void arrc_fp_warn_flags(int32_t flags, const arrc_loc *loc, const char *divide_op, const char *overflow_op,
                        const char *invalid_op, const char *line) {
  if ((flags & ARRC_FP_DIVIDE_BY_ZERO) && divide_op)
    warn(loc, "divide by zero", divide_op, line);
  if ((flags & ARRC_FP_OVERFLOW) && overflow_op)
    warn(loc, "overflow", overflow_op, line);
  if ((flags & ARRC_FP_INVALID) && invalid_op)
    warn(loc, "invalid value", invalid_op, line);
}

void arrc_fp_warn(const arrc_loc *loc, const char *divide_op, const char *overflow_op, const char *invalid_op,
                  const char *line) {
  int raised = fetestexcept(WATCHED);
  if (!raised)
    return;
  int32_t flags = ((raised & FE_DIVBYZERO) ? ARRC_FP_DIVIDE_BY_ZERO : 0) | ((raised & FE_OVERFLOW) ? ARRC_FP_OVERFLOW : 0) |
                  ((raised & FE_INVALID) ? ARRC_FP_INVALID : 0);
  arrc_fp_warn_flags(flags, loc, divide_op, overflow_op, invalid_op, line);
  feclearexcept(WATCHED);
}
