/* runtime/list.c (lists and sys.argv), runtime/start.c (program start and
 * end) and runtime/error.c (the run-time error line, checked allocation). */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_values.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ---- lists ------------------------------------------------------------- */

Test(rt_list, append_grows_and_keeps_values) {
  arrc_list *l = arrc_list_new(sizeof(int64_t), ARRC_ELEM_PLAIN, 0);
  cr_expect_eq(l->refcount, 1);
  cr_expect_eq(l->len, 0);
  for (int64_t i = 0; i < 1000; i++)
    arrc_list_append(l, &i);
  cr_expect_eq(l->len, 1000);
  cr_expect_geq(l->cap, 1000);
  for (int64_t i = 0; i < 1000; i++)
    cr_expect_eq(*(int64_t *)arrc_list_at(l, i, &rt_test_loc), i);
  cr_expect_eq(*(int64_t *)arrc_list_at(l, -1, &rt_test_loc), 999);
  cr_expect_eq(*(int64_t *)arrc_list_at(l, -1000, &rt_test_loc), 0);
  arrc_list_decref(l);
}

Test(rt_list, new_with_length_is_zeroed) {
  arrc_list *l = arrc_list_new(sizeof(double), ARRC_ELEM_PLAIN, 10);
  cr_expect_eq(l->len, 10);
  for (int64_t i = 0; i < 10; i++)
    cr_expect_eq(*(double *)arrc_list_at(l, i, NULL), 0.0);
  double v = 2.5;
  arrc_list_append(l, &v);
  cr_expect_eq(*(double *)arrc_list_at(l, 10, NULL), 2.5);
  arrc_list_decref(l);
  /* A new list of arrays holds NULLs, which releasing it skips. */
  arrc_list *arrays = arrc_list_new(sizeof(arrc_array *), ARRC_ELEM_ARRAY, 3);
  arrc_list_decref(arrays);
  arrc_list_decref(NULL);
}

/* Elements of other sizes than 8 bytes: complex numbers, bools. */
Test(rt_list, item_sizes) {
  arrc_list *c = arrc_list_new(16, ARRC_ELEM_PLAIN, 0);
  arrc_list *b = arrc_list_new(1, ARRC_ELEM_PLAIN, 0);
  for (int i = 0; i < 20; i++) {
    double z[2] = {i, -i};
    uint8_t t = i % 3 == 0;
    arrc_list_append(c, z);
    arrc_list_append(b, &t);
  }
  const double *z = arrc_list_at(c, 7, NULL);
  cr_expect(z[0] == 7 && z[1] == -7);
  cr_expect_eq(*(uint8_t *)arrc_list_at(b, 9, NULL), 1);
  cr_expect_eq(*(uint8_t *)arrc_list_at(b, 10, NULL), 0);
  arrc_list_decref(c);
  arrc_list_decref(b);
}

Test(rt_list, pop) {
  arrc_list *l = arrc_list_new(sizeof(int64_t), ARRC_ELEM_PLAIN, 0);
  for (int64_t i = 0; i < 5; i++)
    arrc_list_append(l, &i);
  int64_t v;
  arrc_list_pop(l, -1, &v, &rt_test_loc); /* l.pop() */
  cr_expect_eq(v, 4);
  arrc_list_pop(l, 0, &v, &rt_test_loc);
  cr_expect_eq(v, 0);
  arrc_list_pop(l, -2, &v, &rt_test_loc);
  cr_expect_eq(v, 2);
  cr_expect_eq(l->len, 2);
  cr_expect_eq(*(int64_t *)arrc_list_at(l, 0, NULL), 1);
  cr_expect_eq(*(int64_t *)arrc_list_at(l, 1, NULL), 3);
  arrc_list_decref(l);
}

typedef struct {
  int64_t len, index;
  int op; /* 0: at, 1: pop */
} ListCase;

static void list_case(const void *arg) {
  const ListCase *c = arg;
  arrc_list *l = arrc_list_new(sizeof(int64_t), ARRC_ELEM_PLAIN, c->len);
  int64_t v;
  if (c->op == 0)
    arrc_list_at(l, c->index, &rt_test_loc);
  else
    arrc_list_pop(l, c->index, &v, &rt_test_loc);
}

Test(rt_list, index_errors) {
  /* [0]*len; x[index] / x.pop(index) in Python 3.11 */
  static const struct {
    ListCase c;
    const char *msg;
  } rows[] = {
      {{3, 3, 0}, "IndexError: list index out of range"},
      {{3, -4, 0}, "IndexError: list index out of range"},
      {{0, 0, 0}, "IndexError: list index out of range"},
      {{0, -1, 1}, "IndexError: pop from empty list"},
      {{0, 5, 1}, "IndexError: pop from empty list"},
      {{1, 5, 1}, "IndexError: pop index out of range"},
      {{1, -2, 1}, "IndexError: pop index out of range"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(list_case, &rows[i].c, rows[i].msg);
}

/* Appending takes a reference; releasing the list drops it; popping moves
 * the list's reference to the caller. */
Test(rt_list, managed_arrays) {
  int64_t n = 4;
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, true, NULL);
  arrc_array *b = arrc_array_new(ARRC_INT32, 1, &n, true, NULL);
  arrc_list *l = arrc_list_new(sizeof(arrc_array *), ARRC_ELEM_ARRAY, 0);
  arrc_list_append(l, &a);
  arrc_list_append(l, &b);
  arrc_list_append(l, &a);
  cr_expect_eq(a->refcount, 3);
  cr_expect_eq(b->refcount, 2);
  arrc_array *out;
  arrc_list_pop(l, 1, &out, NULL);
  cr_expect_eq(out, b);
  cr_expect_eq(b->refcount, 2);
  arrc_array_decref(out);
  arrc_array_decref(a);
  arrc_array_decref(b);
  cr_expect_eq(a->refcount, 2);
  arrc_list_decref(l); /* frees a */
}

/* Elements that hold several references (a tuple of an array, a number
 * and a string; an optional array): the field table says where they are;
 * appending and slicing retain each, dropping the list releases each, and
 * null ones (None) are skipped. */
Test(rt_list, managed_fields_of_tuples_and_optionals) {
  typedef struct {
    arrc_array *a;
    double x;
    arrc_str *s;
  } row;
  static const arrc_elem_field row_fields[] = {{offsetof(row, a), ARRC_ELEM_ARRAY},
                                               {offsetof(row, s), ARRC_ELEM_STR}};
  int64_t n = 3;
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, true, NULL);
  arrc_str *s = arrc_str_new("label", 5);
  arrc_list *l = arrc_list_new_fields(sizeof(row), 2, row_fields);
  cr_expect_eq(l->elem_kind, ARRC_ELEM_FIELDS);
  row r = {a, 1.5, s};
  arrc_list_append(l, &r);
  arrc_list_append(l, &r);
  cr_expect_eq(a->refcount, 3);
  cr_expect_eq(s->refcount, 3);
  arrc_list *tail = arrc_list_slice(l, 1, 0, 1, 2 | 4, NULL);
  cr_expect_eq(tail->len, 1);
  cr_expect_eq(tail->nfields, 2);
  cr_expect_eq(a->refcount, 4);
  cr_expect_eq(((row *)arrc_list_at(tail, 0, NULL))->x, 1.5);
  arrc_list_decref(l);
  cr_expect_eq(a->refcount, 2);
  cr_expect_eq(s->refcount, 2);

  typedef struct {
    bool present;
    arrc_array *a;
  } maybe;
  static const arrc_elem_field maybe_fields[] = {{offsetof(maybe, a), ARRC_ELEM_ARRAY}};
  arrc_list *m = arrc_list_new_fields(sizeof(maybe), 1, maybe_fields);
  maybe none = {false, NULL}, some = {true, a};
  arrc_list_append(m, &none);
  arrc_list_append(m, &some);
  cr_expect_eq(a->refcount, 3);
  arrc_list_decref(m);
  arrc_list_decref(tail);
  cr_expect_eq(a->refcount, 1);
  cr_expect_eq(s->refcount, 1);
  arrc_array_decref(a);
  arrc_str_decref(s);
}

Test(rt_list, managed_strings_and_nested_lists) {
  arrc_list *outer = arrc_list_new(sizeof(arrc_list *), ARRC_ELEM_LIST, 0);
  for (int i = 0; i < 3; i++) {
    arrc_list *inner = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
    for (int j = 0; j <= i; j++) {
      char text[16];
      snprintf(text, sizeof text, "s%d%d", i, j);
      arrc_str *s = arrc_str_new(text, (int64_t)strlen(text));
      arrc_list_append(inner, &s);
      arrc_str_decref(s);
    }
    arrc_list_append(outer, &inner);
    cr_expect_eq(inner->refcount, 2);
    arrc_list_decref(inner);
  }
  arrc_list *second = *(arrc_list **)arrc_list_at(outer, 2, NULL);
  arrc_str *s = *(arrc_str **)arrc_list_at(second, 1, NULL);
  cr_expect_str_eq(s->data, "s21");
  arrc_incref(second); /* kept beyond the outer list */
  arrc_list_decref(outer);
  cr_expect_eq(second->refcount, 1);
  cr_expect_str_eq((*(arrc_str **)arrc_list_at(second, 2, NULL))->data, "s22");
  arrc_list_decref(second);
}

/* ---- sys.argv and program start and end -------------------------------- */

Test(rt_start, argv) {
  char *argv[] = {"./prog", "12", "3.5", "", NULL};
  arrc_init(4, argv);
  arrc_list *l = arrc_sys_argv();
  cr_expect_eq(l->len, 4);
  cr_expect_eq(l->elem_kind, ARRC_ELEM_STR);
  cr_expect_eq(l->itemsize, (int64_t)sizeof(arrc_str *));
  arrc_str *s1 = *(arrc_str **)arrc_list_at(l, 1, NULL);
  cr_expect_eq(arrc_str_to_i64(s1, NULL), 12);
  cr_expect_eq(arrc_str_to_f64(*(arrc_str **)arrc_list_at(l, 2, NULL), NULL), 3.5);
  cr_expect_eq((*(arrc_str **)arrc_list_at(l, 3, NULL))->len, 0);
  /* One list for the run: a change is seen by the next use. */
  arrc_str *extra = arrc_str_new("x", 1);
  arrc_list_append(l, &extra);
  arrc_str_decref(extra);
  arrc_list *again = arrc_sys_argv();
  cr_expect_eq(again, l);
  cr_expect_eq(again->len, 5);
  arrc_list_decref(again);
  arrc_list_decref(l);
  cr_expect_eq(arrc_exit(), 0);
  /* After arrc_exit released it, a new list is built (and released). */
  l = arrc_sys_argv();
  cr_expect_eq(l->len, 4);
  arrc_list_decref(l);
  arrc_rt_argv_release();
}

/* Prints s through the runtime's buffer, which only a flush empties. */
static void print_buffered(const char *s) {
  arrc_text t = {0};
  arrc_text_put(&t, s, strlen(s));
  arrc_text_write_stdout(&t, NULL);
  arrc_text_free(&t);
}

static void sys_exit_case(const void *arg) {
  dup2(2, 1); /* standard output joins the captured standard error */
  print_buffered("buffered");
  arrc_sys_exit(*(const int64_t *)arg);
}

Test(rt_start, sys_exit_flushes_and_keeps_the_low_byte) {
  /* sys.exit(n) gives the status n & 0xff, as Python's exit() does. */
  static const int64_t codes[][2] = {{0, 0}, {3, 3}, {255, 255}, {256, 0}, {-1, 255}, {INT64_C(1) << 40, 0}};
  for (size_t i = 0; i < COUNT(codes); i++) {
    char out[256];
    cr_expect_eq(rt_run_child(sys_exit_case, &codes[i][0], out, sizeof out), codes[i][1]);
    cr_expect_str_eq(out, "buffered");
  }
}

/* ---- errors -------------------------------------------------------------- */

Test(rt_error, kind_names) {
  static const char *const names[] = {
      "ZeroDivisionError", "IndexError", "ValueError",    "MemoryError",   "AssertionError",
      "FileNotFoundError", "OSError",    "CudaError",     "TypeError",     "RuntimeError",
      "KeyError",          "OverflowError", "NotImplementedError", "Exception", "BrokenPipeError",
      "RecursionError",    "NameError", "UnboundLocalError", "ArithmeticError", "FloatingPointError",
      "LookupError", "AttributeError", "BufferError", "EOFError", "ImportError", "ModuleNotFoundError",
      "PermissionError", "TimeoutError", "ConnectionError", "IsADirectoryError", "NotADirectoryError",
      "FileExistsError", "ReferenceError", "SystemError", "UnicodeError", "StopIteration", "SyntaxError",
      "numpy.AxisError",
      "io.UnsupportedOperation", "numpy.linalg.LinAlgError", "zipfile.BadZipFile", "zlib.error", "mpi4py.MPI.Exception", "SystemExit"};
  cr_assert_eq(COUNT(names), ARRC_ERROR_KIND_COUNT);
  for (int i = 0; i < ARRC_ERROR_KIND_COUNT; i++)
    cr_expect_str_eq(arrc_error_kind_name((arrc_error_kind)i), names[i]);
}

static void raise_after_output(const void *arg) {
  (void)arg;
  dup2(2, 1);
  print_buffered("printed first\n");
  arrc_raise(ARRC_VALUE_ERROR, &rt_test_loc, "bad %s %d", "value", 42);
}

static void raise_empty(const void *arg) {
  (void)arg;
  arrc_raise(ARRC_ASSERTION_ERROR, &rt_test_loc, "%s", "");
}

static void raise_no_loc(const void *arg) {
  (void)arg;
  arrc_raise(ARRC_KEY_ERROR, NULL, "k");
}

static void raise_str(const void *arg) {
  (void)arg;
  arrc_raise_str(ARRC_EXCEPTION, &rt_test_loc, "custom message and more", 14);
}

static void raise_str_empty(const void *arg) {
  (void)arg;
  arrc_raise_str(ARRC_ASSERTION_ERROR, &rt_test_loc, "", 0);
}

/* KeyError shows repr() of its argument, as Python's KeyError.__str__:
 * an empty argument still shows '', and no argument shows nothing. */
static void raise_key_empty(const void *arg) {
  (void)arg;
  arrc_raise_str(ARRC_KEY_ERROR, &rt_test_loc, "", 0);
}

static void raise_key_no_argument(const void *arg) {
  (void)arg;
  arrc_raise_str(ARRC_KEY_ERROR, &rt_test_loc, NULL, -1);
}

Test(rt_error, message_line) {
  char out[512];
  cr_expect_eq(rt_run_child(raise_after_output, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, "printed first\n" RT_PREFIX "ValueError: bad value 42\n");
  cr_expect_eq(rt_run_child(raise_empty, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, RT_PREFIX "AssertionError\n");
  cr_expect_eq(rt_run_child(raise_no_loc, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, "runtime error: KeyError: 'k'\n");
  rt_expect_error(raise_str, NULL, "Exception: custom message");
  rt_expect_error(raise_str_empty, NULL, "AssertionError");
  cr_expect_eq(rt_run_child(raise_key_empty, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, RT_PREFIX "KeyError: ''\n");
  cr_expect_eq(rt_run_child(raise_key_no_argument, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, RT_PREFIX "KeyError\n");
}

Test(rt_error, allocation) {
  char *p = arrc_malloc(0, NULL);
  cr_expect_not_null(p);
  p = arrc_realloc(p, 100, NULL);
  memset(p, 1, 100);
  free(p);
  unsigned char *z = arrc_calloc(64, NULL);
  for (int i = 0; i < 64; i++)
    cr_expect_eq(z[i], 0);
  free(z);
}

#ifndef HAVE_ASAN
static void malloc_huge(const void *arg) {
  (void)arg;
  arrc_malloc((size_t)1 << 62, &rt_test_loc);
}

static void calloc_huge(const void *arg) {
  (void)arg;
  arrc_calloc((size_t)1 << 62, &rt_test_loc);
}

Test(rt_error, allocation_failure) {
  rt_expect_error(malloc_huge, NULL, "MemoryError: cannot allocate 4611686018427387904 bytes");
  rt_expect_error(calloc_huge, NULL, "MemoryError: cannot allocate 4611686018427387904 bytes");
}
#endif
