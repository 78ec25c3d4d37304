/* runtime/warn.c: NumPy's RuntimeWarnings from the floating-point status
 * flags, printed once per source line and text as Python's default
 * warnings filter does (the texts are NumPy 1.24's). */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <fenv.h>

static const arrc_loc line5 = {"t.arr", 5, 9}, line6 = {"t.arr", 6, 1};

/* volatile keeps the compiler from folding the operations that raise the
 * flags. */
static volatile double zero = 0.0, one = 1.0, huge = 1e308, sink;

Test(rt_warn, each_flag_once_per_line_and_text, .init = cr_redirect_stderr) {
  for (int k = 0; k < 3; k++) {
    arrc_fp_clear();
    sink = one / zero;
    sink = zero / zero;
    arrc_fp_warn(&line5, "divide", "multiply", "divide", "q = a / b");
  }
  arrc_fp_clear();
  sink = huge * 10.0;
  arrc_fp_warn(&line5, "divide", "multiply", "divide", "q = a / b");
  /* Another line warns again; an operation without a name stays silent. */
  arrc_fp_clear();
  sink = one / zero;
  arrc_fp_warn(&line6, "log", NULL, NULL, "");
  arrc_fp_clear();
  sink = zero / zero;
  arrc_fp_warn(&line6, "log", NULL, NULL, "");
  fflush(stderr);
  cr_assert_stderr_eq_str("t.arr:5: RuntimeWarning: divide by zero encountered in divide\n"
                          "  q = a / b\n"
                          "t.arr:5: RuntimeWarning: invalid value encountered in divide\n"
                          "  q = a / b\n"
                          "t.arr:5: RuntimeWarning: overflow encountered in multiply\n"
                          "  q = a / b\n"
                          "t.arr:6: RuntimeWarning: divide by zero encountered in log\n");
}

/* Integer loops raise the flag by hand; flags raised before the clear do
 * not count. */
Test(rt_warn, integer_division_and_clear, .init = cr_redirect_stderr) {
  sink = one / zero;
  arrc_fp_clear();
  arrc_fp_warn(&line5, "floor_divide", NULL, NULL, "x");
  arrc_fp_divide_by_zero();
  arrc_fp_warn(&line6, "floor_divide", NULL, NULL, "y = i // j");
  fflush(stderr);
  cr_assert_stderr_eq_str("t.arr:6: RuntimeWarning: divide by zero encountered in floor_divide\n"
                          "  y = i // j\n");
}
