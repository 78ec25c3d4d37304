/* Unit tests of the warning categories and their options (src/warnings.c)
 * and of the syntax-tree warnings (ir/warn_ast.c): which options win, the
 * gcc-style message with its [-Wname], and the analyses on small programs. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <string.h>

#include "harness.h"
#include "parser.h"
#include "warn.h"

static WarnFlags flags(const char *const *args, int n) {
  WarnFlags w;
  warn_flags_init(&w);
  for (int k = 0; k < n; k++)
    cr_assert(warn_flags_parse(&w, args[k]), "%s is a -W option", args[k]);
  return w;
}

static bool enabled(const WarnFlags *w, WarnId id) {
  Diag d;
  diag_init(&d, NULL, NULL);
  d.wflags = w;
  return warn_enabled(&d, id);
}

Test(warn_flags, defaults_only_the_option_warning) {
  WarnFlags w = flags(NULL, 0);
  cr_assert(enabled(&w, W_UNKNOWN_WARNING_OPTION));
  cr_assert(!enabled(&w, W_UNUSED_VARIABLE));
  cr_assert(!enabled(&w, W_PRANGE_SERIAL));
}

Test(warn_flags, named_setting_wins_over_group_in_any_order) {
  const char *a[] = {"-Wno-unused-variable", "-Wall"};
  WarnFlags w = flags(a, 2);
  cr_assert(!enabled(&w, W_UNUSED_VARIABLE));
  cr_assert(enabled(&w, W_SHADOW_BUILTIN));
  cr_assert(!enabled(&w, W_UNUSED_PARAMETER), "unused-parameter is -Wextra only");
  const char *b[] = {"-Wextra", "-Wunused-variable", "-Wno-unused-variable"};
  WarnFlags w2 = flags(b, 3);
  cr_assert(!enabled(&w2, W_UNUSED_VARIABLE), "the last named setting wins");
  cr_assert(enabled(&w2, W_UNUSED_PARAMETER));
}

Test(warn_flags, not_a_w_option_is_left_to_the_caller) {
  WarnFlags w;
  warn_flags_init(&w);
  cr_assert(!warn_flags_parse(&w, "-w"));
  cr_assert(!warn_flags_parse(&w, "-O2"));
  cr_assert(!warn_flags_parse(&w, "-Wl,-rpath"), "gcc's -Wl, passes options to the linker");
  cr_assert(warn_flags_parse(&w, "-Wbogus"));
  cr_assert_eq(w.nunknown, 1);
}

/* Reports one warning under the given options and returns what was printed. */
static char *report(const char *const *args, int n, bool nowarn) {
  Harness h;
  harness_init(&h, "x = 1\n");
  WarnFlags w = flags(args, n);
  h.diag.wflags = &w;
  h.diag.nowarn = nowarn;
  diag_warn(&h.diag, W_UNREACHABLE_CODE, (SrcLoc){1, 1, 1, 1}, "code will never be executed");
  char *out = strdup(h.messages.data);
  harness_free(&h);
  return out;
}

Test(warn_report, gcc_style_message_and_levels) {
  const char *wall[] = {"-Wall"};
  char *s = report(wall, 1, false);
  cr_assert(strstr(s, "t.arr:1:1: warning: code will never be executed [-Wunreachable-code]\n"), "%s", s);
  cr_assert(strstr(s, "    1 | x = 1\n"), "%s", s);
  free(s);
  const char *werror[] = {"-Wall", "-Werror"};
  s = report(werror, 2, false);
  cr_assert(strstr(s, "t.arr:1:1: error: code will never be executed [-Werror=unreachable-code]\n"), "%s", s);
  free(s);
  const char *noerr[] = {"-Wall", "-Werror", "-Wno-error=unreachable-code"};
  s = report(noerr, 3, false);
  cr_assert(strstr(s, ": warning: "), "%s", s);
  free(s);
  s = report(werror, 2, true);
  cr_assert_str_eq(s, "", "-w prints nothing, errors made from warnings included");
  free(s);
  s = report(NULL, 0, false);
  cr_assert_str_eq(s, "", "unreachable-code is off by default");
  free(s);
}

/* The -Wall warnings of a program, as printed. */
static char *syntax_warnings(const char *text) {
  Harness h;
  harness_init(&h, text);
  const char *args[] = {"-Wall", "-Wextra"};
  WarnFlags w = flags(args, 2);
  h.diag.wflags = &w;
  Node *m = parse_source(h.arena, &h.diag, h.src, strtab_new(h.arena));
  cr_assert_eq(h.diag.errors, 0, "%s", h.messages.data);
  warn_check_syntax(&h.diag, m);
  char *out = strdup(h.messages.data);
  harness_free(&h);
  return out;
}

Test(warn_syntax, unused_names_and_exemptions) {
  char *s = syntax_warnings("def f(a, b, _c, self):\n"
                           "    x = a\n"
                           "    y = 1\n"
                           "    p, q = 1, 2\n"
                           "    n = 0\n"
                           "    n += 1\n"
                           "    def g():\n"
                           "        return x\n"
                           "    return g\n");
  cr_assert(strstr(s, "t.arr:1:10: warning: unused parameter 'b' [-Wunused-parameter]"), "%s", s);
  cr_assert(strstr(s, "t.arr:3:5: warning: local variable 'y' is assigned to but never used"), "%s", s);
  cr_assert(!strstr(s, "'x'") && !strstr(s, "'p'") && !strstr(s, "'n'") && !strstr(s, "'_c'") && !strstr(s, "'self'"),
            "%s", s);
  free(s);
}

Test(warn_syntax, shadowed_builtins_once_per_scope) {
  char *s = syntax_warnings("def f(list):\n"
                           "    sum = 0\n"
                           "    sum = 1\n"
                           "    return sum + len(list)\n");
  cr_assert(strstr(s, "t.arr:1:7: warning: parameter 'list' shadows a Python builtin [-Wshadow-builtin]"), "%s", s);
  cr_assert(strstr(s, "t.arr:2:5: warning: variable 'sum' shadows a Python builtin"), "%s", s);
  cr_assert(!strstr(s, "t.arr:3:"), "%s", s);
  free(s);
}

Test(warn_syntax, unreachable_after_exits) {
  char *s = syntax_warnings("def f(x):\n"
                           "    if x:\n"
                           "        return 1\n"
                           "    else:\n"
                           "        return 2\n"
                           "    x = 3\n"
                           "    return x\n");
  cr_assert(strstr(s, "t.arr:6:5: warning: code will never be executed: it follows an if statement"), "%s", s);
  cr_assert(!strstr(s, "t.arr:7:"), "one warning per block: %s", s);
  free(s);
}
