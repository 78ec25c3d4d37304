/* runtime/argparse.c: parse_args() against a parser description as
 * ir/argparse.c writes it (fields and records separated by the ABI's
 * separators). The goldens argparse_* compare whole programs with Python;
 * these check the parser's rules one at a time. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_values.h"

#include <stdint.h>
#include <string.h>

extern int arrc_rt_argc;
extern char **arrc_rt_argv;

/* A parser with --size (int, default 10), -q/--quiet (a flag), --rate
 * (float, default None) and a positional name. */
#define F "\037"
#define R "\036"
static const char spec[] = "prog" F "a test" F ""
    R "--size" F "size" F "i" F "store" F "10" F "10" F "" F "" F "" F "0" F "0"
    R "-q --quiet" F "quiet" F "b" F "store_true" F "" F "False" F "" F "" F "" F "0" F "0"
    R "--rate" F "rate" F "f" F "store" F ARRC_ARGPARSE_NONE F "None" F "" F "" F "" F "0" F "0"
    R "" F "name" F "s" F "store" F ARRC_ARGPARSE_NONE F "None" F "" F "" F "" F "0" F "0";

static arrc_list *parse(int argc, char **argv) {
  arrc_rt_argc = argc;
  arrc_rt_argv = argv;
  return arrc_argparse_parse(spec, (int64_t)sizeof spec - 1, &rt_test_loc);
}

static const char *item(arrc_list *l, int64_t k) { return (*(arrc_str **)arrc_list_at(l, k, NULL))->data; }

Test(rt_argparse, given_values_and_defaults) {
  char *argv[] = {"./prog", "--size=42", "bob", "-q", NULL};
  arrc_list *l = parse(4, argv);
  cr_expect_eq(l->len, 4);
  cr_expect_str_eq(item(l, 0), "42");
  cr_expect_str_eq(item(l, 1), "1");
  cr_expect_str_eq(item(l, 2), ARRC_ARGPARSE_NONE);
  cr_expect_str_eq(item(l, 3), "bob");
  arrc_list_decref(l);
}

Test(rt_argparse, unique_prefixes_and_negative_numbers) {
  char *argv[] = {"./prog", "--si", "-5", "--ra", "-.5", "alice", NULL};
  arrc_list *l = parse(6, argv);
  cr_expect_str_eq(item(l, 0), "-5");
  cr_expect_str_eq(item(l, 1), "");
  cr_expect_str_eq(item(l, 2), "-.5");
  cr_expect_str_eq(item(l, 3), "alice");
  arrc_list_decref(l);
}

Test(rt_argparse, bad_int_exits_2, .exit_code = 2, .init = cr_redirect_stderr) {
  char *argv[] = {"./prog", "--size", "ten", "bob", NULL};
  parse(4, argv);
}

Test(rt_argparse, missing_positional_exits_2, .exit_code = 2, .init = cr_redirect_stderr) {
  char *argv[] = {"./prog", "--size", "3", NULL};
  parse(3, argv);
}

Test(rt_argparse, option_without_its_value_exits_2, .exit_code = 2, .init = cr_redirect_stderr) {
  char *argv[] = {"./prog", "bob", "--size", NULL};
  parse(3, argv);
}

Test(rt_argparse, help_exits_0, .exit_code = 0, .init = cr_redirect_stdout) {
  char *argv[] = {"./prog", "-h", NULL};
  parse(2, argv);
  cr_assert_fail("--help returned");
}
