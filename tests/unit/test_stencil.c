/* @stencil (ir/stencil.c): a kernel becomes a jitted kernel taking the
 * position and wrappers that allocate the output with
 * numba._stencil_empty and loop over the interior, the outer loop a prange
 * only in the wrapper a parallel=True caller gets; and the kernel's errors
 * are Numba's messages at the place they are about. */
#include <criterion/criterion.h>
#include <string.h>

#include "harness.h"
#include "ir.h"
#include "parser.h"

static Harness h;
static StrBuf printed;

/* Parses, types and prints the program; false when it had errors. */
static bool compile(const char *text) {
  harness_init(&h, text);
  memset(&printed, 0, sizeof printed);
  sb_puts(&printed, "");
  StrTab *names = strtab_new(h.arena);
  Node *module = parse_source(h.arena, &h.diag, h.src, names);
  if (h.diag.errors)
    return false;
  types_init();
  Module *m = ir_module_new(h.arena, &h.diag, h.src, names, module);
  bool ok = ir_infer_module(m) && ir_verify_module(m, &h.diag) == 0;
  if (ok)
    ir_print_module(&printed, m);
  types_free();
  return ok;
}

static void done(void) {
  sb_free(&printed);
  harness_free(&h);
}

static int count(const char *haystack, const char *needle) {
  int n = 0;
  for (const char *p = strstr(haystack, needle); p; p = strstr(p + 1, needle))
    n++;
  return n;
}

Test(stencil, wrappers_loop_over_the_interior_and_only_parallel_callers_get_a_prange) {
  bool ok = compile("import numpy as np\n"
                    "from numba import stencil, njit\n"
                    "@stencil(cval=1.0)\n"
                    "def k(a):\n"
                    "    return a[-1, 0] + a[1, 1]\n"
                    "@njit(parallel=True)\n"
                    "def p(a):\n"
                    "    return k(a)\n"
                    "print(k(np.ones((3, 3))), p(np.ones((3, 3))))\n");
  cr_assert(ok, "%s", h.messages.data);
  cr_expect_eq(count(printed.data, "stencil.index1: int64) -> float64 [jit]"), 1, "%s", printed.data);
  cr_expect_eq(count(printed.data, "= global @numba._stencil_empty"), 2);
  cr_expect_eq(count(printed.data, "= global @numba.prange"), 1);
  done();
}

Test(stencil, a_variable_offset_needs_a_neighborhood) {
  bool ok = compile("import numpy as np\n"
                    "from numba import stencil\n"
                    "@stencil\n"
                    "def k(a, w):\n"
                    "    return a[w]\n"
                    "print(k(np.ones(4), 1))\n");
  cr_expect(!ok);
  cr_expect(strstr(h.messages.data, "t.arr:5:14: error: stencil kernel index is not constant, 'neighborhood' "
                                    "option required") != NULL, "%s", h.messages.data);
  done();
}

Test(stencil, the_first_argument_fixes_the_rank) {
  bool ok = compile("import numpy as np\n"
                    "from numba import stencil\n"
                    "@stencil(neighborhood=((-1, 1),))\n"
                    "def k(a):\n"
                    "    return a[0]\n"
                    "print(k(np.ones((2, 2))))\n");
  cr_expect(!ok);
  cr_expect(strstr(h.messages.data, "1 dimensional neighborhood specified for 2 dimensional input array") != NULL,
            "%s", h.messages.data);
  done();
}
