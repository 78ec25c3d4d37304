/* runtime/npio.c: np.savetxt and np.loadtxt. The expected texts and
 * messages are NumPy 1.24's (checked with /usr/bin/python3), except the
 * one for a file whose rows give another rank than the program's, which
 * NumPy cannot have (it has no rank when it compiles). */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <stdlib.h>

static char dir[64];

static void make_dir(void) {
  snprintf(dir, sizeof dir, "/tmp/arrc-npio-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void) {
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(rt_npio, .init = make_dir, .fini = remove_dir);

static arrc_str *str(const char *s) { return arrc_str_new(s, (int64_t)strlen(s)); }

static arrc_str *path_in_dir(const char *name) {
  char p[256];
  snprintf(p, sizeof p, "%s/%s", dir, name);
  return str(p);
}

static void write_text(const arrc_str *path, const char *text) {
  FILE *f = fopen(path->data, "w");
  cr_assert_not_null(f);
  fputs(text, f);
  fclose(f);
}

static char *read_text(const arrc_str *path) {
  static char buf[4096];
  FILE *f = fopen(path->data, "r");
  cr_assert_not_null(f);
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  buf[n] = '\0';
  fclose(f);
  return buf;
}

static double f64_at(const arrc_array *a, int64_t i) {
  double x;
  memcpy(&x, arrc_rt_elem(a, i), sizeof x);
  return x;
}

static void savetxt(const arrc_str *path, const arrc_array *a, const char *fmt, const char *delimiter,
                    const char *header) {
  arrc_str *f = str(fmt), *d = str(delimiter), *nl = str("\n"), *h = str(header), *empty = str(""),
           *c = str("# ");
  arrc_np_savetxt(path, a, f, NULL, d, nl, h, empty, c, &rt_test_loc);
  arrc_str_decref(f), arrc_str_decref(d), arrc_str_decref(nl), arrc_str_decref(h);
  arrc_str_decref(empty), arrc_str_decref(c);
}

static arrc_array *loadtxt(const arrc_str *path, arrc_dtype t, int32_t ndim, const char *delimiter) {
  arrc_str *comments = str("#"), *d = delimiter ? str(delimiter) : NULL;
  arrc_array *a = arrc_np_loadtxt(path, t, ndim, comments, d, 0, NULL, 0, -1, 0, false, &rt_test_loc);
  arrc_str_decref(comments);
  if (d)
    arrc_str_decref(d);
  return a;
}

Test(rt_npio, savetxt_formats_rows_as_numpy_does) {
  int64_t shape[2] = {2, 3};
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 2, shape, true, NULL);
  double values[6] = {1.5, 2.25, -3.0, 4.0, 5.125, 6e-5};
  memcpy(a->data, values, sizeof values);
  arrc_str *p = path_in_dir("a.txt");
  savetxt(p, a, "%.18e", " ", "");
  cr_expect_str_eq(read_text(p), "1.500000000000000000e+00 2.250000000000000000e+00 -3.000000000000000000e+00\n"
                                 "4.000000000000000000e+00 5.125000000000000000e+00 6.000000000000000152e-05\n");
  savetxt(p, a, "%.3f", ",", "x,y,z\nsecond");
  cr_expect_str_eq(read_text(p), "# x,y,z\n# second\n1.500,2.250,-3.000\n4.000,5.125,0.000\n");
  arrc_array_decref(a);
  arrc_str_decref(p);
}

Test(rt_npio, loadtxt_reads_back_what_savetxt_wrote) {
  int64_t shape[2] = {3, 2};
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 2, shape, true, NULL);
  for (int64_t i = 0; i < a->size; i++) {
    double x = (double)i / 7.0 - 0.3;
    memcpy(a->data + 8 * i, &x, sizeof x);
  }
  arrc_str *p = path_in_dir("round.csv");
  savetxt(p, a, "%.18e", ",", "first,second");
  arrc_array *b = loadtxt(p, ARRC_FLOAT64, 2, ",");
  cr_assert_eq(b->ndim, 2);
  cr_expect_eq(ARRC_SHAPE(b)[0], 3);
  cr_expect_eq(ARRC_SHAPE(b)[1], 2);
  for (int64_t i = 0; i < a->size; i++)
    cr_expect_eq(f64_at(b, i), f64_at(a, i), "element %lld", (long long)i);
  arrc_array_decref(a);
  arrc_array_decref(b);
  arrc_str_decref(p);
}

Test(rt_npio, loadtxt_skips_comments_blank_lines_and_parses_ints) {
  arrc_str *p = path_in_dir("ints.txt");
  write_text(p, "# header\n 1  2\n\n3\t4 # note\n-5 1.9\n");
  arrc_array *a = loadtxt(p, ARRC_INT32, 2, NULL);
  int32_t want[6] = {1, 2, 3, 4, -5, 1};
  cr_assert_eq(a->size, 6);
  cr_expect_eq(memcmp(a->data, want, sizeof want), 0);
  arrc_array_decref(a);
  arrc_str_decref(p);
}

typedef struct {
  const char *text, *delimiter;
  int32_t ndim;
} load_case;

static void load_fails(const void *arg) {
  const load_case *c = arg;
  arrc_str *p = path_in_dir("bad.txt");
  write_text(p, c->text);
  loadtxt(p, ARRC_FLOAT64, c->ndim, c->delimiter);
}

Test(rt_npio, loadtxt_errors_are_numpys) {
  load_case ragged = {"1,2,3\n4,5\n", ",", 2};
  rt_expect_error(load_fails, &ragged,
                  "ValueError: the number of columns changed from 3 to 2 at row 2; use `usecols` to select a "
                  "subset and avoid this error");
  load_case word = {"1 2\n3 x\n", NULL, 2};
  rt_expect_error(load_fails, &word, "ValueError: could not convert string 'x' to float64 at row 1, column 2.");
  load_case hex = {"0x10\n", NULL, 1};
  rt_expect_error(load_fails, &hex, "ValueError: could not convert string '0x10' to float64 at row 0, column 1.");
}

Test(rt_npio, loadtxt_names_the_rank_numpy_would_give) {
  char want[512];
  snprintf(want, sizeof want,
           "ValueError: np.loadtxt(): %s/bad.txt holds 3 rows of 1 column, which NumPy returns as a 1-D array, "
           "but the program uses a 2-D array (to load this file, annotate the variable: 'a: numba.float64[:] = "
           "np.loadtxt(...)', or pass ndmin=2)",
           dir);
  load_case column = {"1\n2\n3\n", NULL, 2};
  rt_expect_error(load_fails, &column, want);
}

static void missing(const void *arg) {
  (void)arg;
  arrc_str *p = str("/nonexistent/arrc.txt");
  loadtxt(p, ARRC_FLOAT64, 2, NULL);
}

Test(rt_npio, loadtxt_of_a_missing_file) {
  rt_expect_error(missing, NULL, "FileNotFoundError: /nonexistent/arrc.txt not found.");
}
