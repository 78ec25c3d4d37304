/* runtime/output.c: standard output flushed as Python flushes sys.stdout,
 * and the errors of writing it (a full device, a closed pipe). The exact
 * messages are Python 3.11's, checked by hand against `python3 prog.py >
 * /dev/full` without PYTHONUNBUFFERED. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <fcntl.h>

#define FULL_MESSAGE "[Errno 28] No space left on device"
#define IGNORED "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n"

static void print_n(size_t n) {
  arrc_text t = {0};
  for (size_t i = 0; i + 1 < n; i++)
    arrc_text_put(&t, "x", 1);
  arrc_text_put(&t, "\n", 1);
  arrc_text_write_stdout(&t, &rt_test_loc);
  arrc_text_free(&t);
}

static void to_dev_full(void) {
  int fd = open("/dev/full", O_WRONLY);
  cr_assert_geq(fd, 0);
  dup2(fd, 1);
  close(fd);
  arrc_rt_output_init();
}

/* A print of n bytes, then the end of the program. */
static void full_case(const void *arg) {
  to_dev_full();
  print_n(*(const size_t *)arg);
  _exit(arrc_exit());
}

Test(rt_output, small_output_fails_at_exit) {
  /* Less than Python's 8192-byte chunk stays buffered until the end. */
  static const size_t sizes[] = {1, 100, 8191};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    char out[512];
    cr_expect_eq(rt_run_child(full_case, &sizes[i], out, sizeof out), 120);
    cr_expect_str_eq(out, IGNORED "OSError: " FULL_MESSAGE "\n");
  }
}

Test(rt_output, a_full_chunk_fails_at_the_print) {
  static const size_t sizes[] = {8192, 100000};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    rt_expect_error(full_case, &sizes[i], "OSError: " FULL_MESSAGE);
}

static void many_prints(const void *arg) {
  (void)arg;
  to_dev_full();
  for (int i = 0; i < 1000; i++)
    print_n(10);
  _exit(arrc_exit());
}

Test(rt_output, many_small_prints_fail_once_the_chunk_is_full) {
  rt_expect_error(many_prints, NULL, "OSError: " FULL_MESSAGE);
}

static void closed_pipe(const void *arg) {
  int fds[2];
  cr_assert_eq(pipe(fds), 0);
  close(fds[0]);
  dup2(fds[1], 1);
  close(fds[1]);
  arrc_rt_output_init(); /* SIGPIPE ignored, as Python does */
  print_n(*(const size_t *)arg);
  _exit(arrc_exit());
}

Test(rt_output, a_closed_pipe_is_a_broken_pipe_error) {
  static const size_t big = 10000, small = 10;
  rt_expect_error(closed_pipe, &big, "BrokenPipeError: [Errno 32] Broken pipe");
  char out[512];
  cr_expect_eq(rt_run_child(closed_pipe, &small, out, sizeof out), 120);
  cr_expect_str_eq(out, IGNORED "BrokenPipeError: [Errno 32] Broken pipe\n");
}

/* An exception with output that cannot be written: Python prints the
 * exception, then the failed flush, and exits with 120. */
static void raise_unflushed(const void *arg) {
  (void)arg;
  to_dev_full();
  print_n(20);
  arrc_raise(ARRC_VALUE_ERROR, &rt_test_loc, "bad");
}

static void sys_exit_unflushed(const void *arg) {
  (void)arg;
  to_dev_full();
  print_n(20);
  arrc_sys_exit(3);
}

Test(rt_output, every_exit_reports_a_failed_flush) {
  char out[512];
  cr_expect_eq(rt_run_child(raise_unflushed, NULL, out, sizeof out), 120);
  cr_expect_str_eq(out, RT_PREFIX "ValueError: bad\n" IGNORED "OSError: " FULL_MESSAGE "\n");
  cr_expect_eq(rt_run_child(sys_exit_unflushed, NULL, out, sizeof out), 120);
  cr_expect_str_eq(out, IGNORED "OSError: " FULL_MESSAGE "\n");
}

/* What was printed reaches the file on every way out. */
static void print_then(const void *arg) {
  dup2(2, 1);
  print_n(4);
  switch (*(const int *)arg) {
  case 0:
    _exit(arrc_exit());
  case 1:
    arrc_sys_exit(5);
  default:
    arrc_raise(ARRC_ASSERTION_ERROR, &rt_test_loc, "%s", "");
  }
}

Test(rt_output, every_exit_flushes) {
  static const int ways[] = {0, 1, 2};
  static const int status[] = {0, 5, 1};
  static const char *const text[] = {"xxx\n", "xxx\n", "xxx\n" RT_PREFIX "AssertionError\n"};
  for (int i = 0; i < 3; i++) {
    char out[512];
    cr_expect_eq(rt_run_child(print_then, &ways[i], out, sizeof out), status[i]);
    cr_expect_str_eq(out, text[i]);
  }
}
