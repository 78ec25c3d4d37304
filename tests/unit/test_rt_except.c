/* runtime/except.c (try frames, matching by Python's class tree, str and
 * repr of a caught exception, re-raising) and runtime/file.c (text files
 * and their errors). The setjmp a try statement makes is written out here
 * as generated code does it. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_except.h"
#include "rt_file.h"
#include "rt_stdlib.h"

#include <setjmp.h>
#include <sys/socket.h>
#include <stdint.h>

/* A try frame as generated code reserves it. */
typedef struct {
  _Alignas(16) unsigned char bytes[ARRC_TRY_FRAME_BYTES];
} Frame;

static void expect_str(arrc_str *s, const char *want) {
  cr_expect_str_eq(s->data, want);
  cr_expect_eq(s->len, (int64_t)strlen(want));
  arrc_str_decref(s);
}

Test(rt_except, raise_jumps_to_the_frame_and_is_matched_by_its_classes) {
  Frame f;
  volatile int arrived = 0;
  arrc_try_push(&f);
  if (setjmp(*(jmp_buf *)&f) == 0) {
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, &rt_test_loc, "division by zero");
    cr_assert_fail("arrc_raise returned");
  } else {
    arrived = 1;
  }
  cr_expect_eq(arrived, 1);
  cr_expect_eq(arrc_exc_current_kind(), ARRC_ZERO_DIVISION_ERROR);
  cr_expect(arrc_exc_matches(ARRC_ZERO_DIVISION_ERROR));
  cr_expect(arrc_exc_matches(ARRC_ARITHMETIC_ERROR));
  cr_expect(arrc_exc_matches(ARRC_EXCEPTION));
  cr_expect(!arrc_exc_matches(ARRC_LOOKUP_ERROR));
  cr_expect(!arrc_exc_matches(ARRC_VALUE_ERROR));
  expect_str(arrc_exc_str(), "division by zero");
  expect_str(arrc_exc_repr(), "ZeroDivisionError('division by zero')");
  arrc_exc_end();
  cr_expect_eq(arrc_exc_current_kind(), -1);
}

Test(rt_except, class_tree) {
  cr_expect_eq(arrc_exception_base(ARRC_KEY_ERROR), ARRC_LOOKUP_ERROR);
  cr_expect_eq(arrc_exception_base(ARRC_INDEX_ERROR), ARRC_LOOKUP_ERROR);
  cr_expect_eq(arrc_exception_base(ARRC_FILE_NOT_FOUND_ERROR), ARRC_OS_ERROR);
  cr_expect_eq(arrc_exception_base(ARRC_BROKEN_PIPE_ERROR), ARRC_CONNECTION_ERROR);
  cr_expect_eq(arrc_exception_base(ARRC_UNBOUND_LOCAL_ERROR), ARRC_NAME_ERROR);
  cr_expect_eq(arrc_exception_base(ARRC_VALUE_ERROR), ARRC_EXCEPTION);
  cr_expect_eq(arrc_exception_base(ARRC_EXCEPTION), -1);
}

/* KeyError shows repr() of its argument in str(); no argument shows ''. */
Test(rt_except, key_errors_and_exceptions_without_arguments) {
  Frame f;
  arrc_try_push(&f);
  if (setjmp(*(jmp_buf *)&f) == 0)
    arrc_raise_str(ARRC_KEY_ERROR, NULL, "k", 1);
  expect_str(arrc_exc_str(), "'k'");
  expect_str(arrc_exc_repr(), "KeyError('k')");
  cr_expect(arrc_exc_matches(ARRC_LOOKUP_ERROR));
  arrc_exc_end();
  arrc_try_push(&f);
  if (setjmp(*(jmp_buf *)&f) == 0)
    arrc_raise_str(ARRC_RUNTIME_ERROR, NULL, NULL, -1);
  expect_str(arrc_exc_str(), "");
  expect_str(arrc_exc_repr(), "RuntimeError()");
  arrc_exc_end();
}

/* A second exception raised while the first is handled (inside an inner
 * try) leaves the first in place; re-raising moves it to the outer frame. */
Test(rt_except, nested_frames_and_reraise) {
  Frame outer, inner;
  volatile int stage = 0;
  arrc_try_push(&outer);
  if (setjmp(*(jmp_buf *)&outer) == 0) {
    arrc_try_push(&inner);
    if (setjmp(*(jmp_buf *)&inner) == 0)
      arrc_raise(ARRC_VALUE_ERROR, NULL, "first");
    stage = 1;
    cr_expect_eq(arrc_exc_current_kind(), ARRC_VALUE_ERROR);
    arrc_exc_reraise();
  }
  cr_expect_eq(stage, 1);
  cr_expect_eq(arrc_exc_current_kind(), ARRC_VALUE_ERROR);
  expect_str(arrc_exc_str(), "first");
  arrc_exc_end();
  cr_expect_eq(arrc_exc_current_kind(), -1);
}

/* An exception raised inside a handler drops the handled one when it
 * leaves for an outer frame. */
Test(rt_except, raise_in_a_handler_drops_the_handled_exception) {
  Frame outer, inner;
  arrc_try_push(&outer);
  if (setjmp(*(jmp_buf *)&outer) == 0) {
    arrc_try_push(&inner);
    if (setjmp(*(jmp_buf *)&inner) == 0)
      arrc_raise(ARRC_INDEX_ERROR, NULL, "inner");
    arrc_raise(ARRC_TYPE_ERROR, NULL, "from the handler");
  }
  cr_expect_eq(arrc_exc_current_kind(), ARRC_TYPE_ERROR);
  arrc_exc_end();
  cr_expect_eq(arrc_exc_current_kind(), -1);
}

static void uncaught_reraise(const void *arg) {
  (void)arg;
  Frame f;
  arrc_try_push(&f);
  if (setjmp(*(jmp_buf *)&f) == 0)
    arrc_raise(ARRC_VALUE_ERROR, &rt_test_loc, "nobody catches %s", "this");
  arrc_exc_reraise();
}

Test(rt_except, uncaught_after_a_handler_reports_the_first_raise) {
  rt_expect_error(uncaught_reraise, NULL, "ValueError: nobody catches this");
}

static void popped_frame(const void *arg) {
  (void)arg;
  Frame f;
  arrc_try_push(&f);
  arrc_try_pop();
  arrc_raise(ARRC_KEY_ERROR, &rt_test_loc, "x");
}

Test(rt_except, a_left_frame_catches_nothing) {
  rt_expect_error(popped_frame, NULL, "KeyError: 'x'");
}

/* Under mpirun the ranks' standard errors meet in one stream, so each
 * error line must reach it in one write, or the lines of ranks failing at
 * once interleave mid-line. A SOCK_SEQPACKET socket as standard error
 * keeps every write a message of its own: the first read must return the
 * whole line. */
static void raise_long_value_error(const void *arg) {
  (void)arg;
  arrc_raise(ARRC_VALUE_ERROR, &rt_test_loc, "%s", "a message long enough to be worth splitting");
}

Test(rt_except, the_error_line_is_one_write) {
  int sv[2];
  cr_assert_eq(socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv), 0);
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    close(sv[0]);
    dup2(sv[1], 2);
    close(sv[1]);
    on_exit(rt_child_exit, NULL);
    raise_long_value_error(NULL);
    _exit(0);
  }
  close(sv[1]);
  int status = 0;
  waitpid(pid, &status, 0);
  char got[512];
  ssize_t n = read(sv[0], got, sizeof got - 1);
  close(sv[0]);
  cr_assert_gt(n, 0);
  got[n] = '\0';
  cr_expect_str_eq(got, RT_PREFIX "ValueError: a message long enough to be worth splitting\n");
  cr_expect_eq(WEXITSTATUS(status), 1);
}

/* ---- files ---------------------------------------------------------------- */

static arrc_str *str(const char *s) { return arrc_str_new(s, (int64_t)strlen(s)); }

Test(rt_file, write_then_read_back) {
  char path[] = "/tmp/arrc-test-file-XXXXXX";
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  close(fd);
  arrc_str *p = str(path), *w = str("w"), *text = str("h\xc3\xa9llo\nsecond\nthird");
  arrc_file *f = arrc_file_open(p, w, &rt_test_loc);
  cr_expect_eq(arrc_file_write(f, text, &rt_test_loc), 18);
  arrc_file_close(f);
  f = arrc_file_open(p, NULL, &rt_test_loc);
  expect_str(arrc_file_read(f, 2, &rt_test_loc), "h\xc3\xa9");
  expect_str(arrc_file_readline(f, &rt_test_loc), "llo\n");
  cr_expect(arrc_file_has_line(f, &rt_test_loc));
  expect_str(arrc_file_next_line(f), "second\n");
  arrc_list *rest = arrc_file_readlines(f, &rt_test_loc);
  cr_expect_eq(rest->len, 1);
  cr_expect_str_eq((*(arrc_str **)rest->data)->data, "third");
  arrc_list_decref(rest);
  cr_expect(!arrc_file_has_line(f, &rt_test_loc));
  expect_str(arrc_file_read(f, -1, &rt_test_loc), "");
  arrc_file_close(f);
  unlink(path);
  arrc_str_decref(p);
  arrc_str_decref(w);
  arrc_str_decref(text);
}

static void open_missing(const void *arg) {
  (void)arg;
  arrc_file_open(str("/nonexistent/arrc/x.txt"), NULL, &rt_test_loc);
}

static void open_bad_mode(const void *arg) {
  arrc_file_open(str("/tmp"), str(arg), &rt_test_loc);
}

static void read_closed(const void *arg) {
  (void)arg;
  arrc_file *f = arrc_file_open(str("/dev/null"), NULL, &rt_test_loc);
  arrc_file_close(f);
  arrc_file_read(f, -1, &rt_test_loc);
}

static void write_read_only(const void *arg) {
  (void)arg;
  arrc_file *f = arrc_file_open(str("/dev/null"), NULL, &rt_test_loc);
  arrc_file_write(f, str("x"), &rt_test_loc);
}

Test(rt_file, errors_are_pythons) {
  rt_expect_error(open_missing, NULL,
                  "FileNotFoundError: [Errno 2] No such file or directory: '/nonexistent/arrc/x.txt'");
  rt_expect_error(open_bad_mode, "rr", "ValueError: invalid mode: 'rr'");
  rt_expect_error(open_bad_mode, "rw", "ValueError: must have exactly one of create/read/write/append mode");
  rt_expect_error(open_bad_mode, "r", "IsADirectoryError: [Errno 21] Is a directory: '/tmp'");
  rt_expect_error(read_closed, NULL, "ValueError: I/O operation on closed file.");
  rt_expect_error(write_read_only, NULL, "io.UnsupportedOperation: not writable");
}

/* A RecursionError raised past the limit (codegen/recursion.c counts the
 * calls of recursive host functions) is caught like any exception, and the
 * try frame puts the depth back to what it was at the try, as the calls
 * the exception left would have on returning. */
Test(rt_except, recursion_error_restores_the_depth_at_the_try) {
  Frame f;
  arrc_recursion_depth = 3;
  arrc_try_push(&f);
  if (setjmp(*(jmp_buf *)&f) == 0) {
    arrc_recursion_depth = arrc_recursion_limit;
    arrc_recursion_error(&rt_test_loc);
  }
  cr_expect_eq(arrc_exc_current_kind(), ARRC_RECURSION_ERROR);
  expect_str(arrc_exc_str(), "maximum recursion depth exceeded");
  cr_expect(arrc_exc_matches(ARRC_RUNTIME_ERROR));
  arrc_exc_end();
  cr_expect_eq(arrc_recursion_depth, 3);
  arrc_recursion_depth = 0;
}
