/* Shared by the runtime's unit tests: runs code that is expected to end the
 * process with a run-time error in a child process and checks the exact
 * line it printed and its exit status, since those messages are part of
 * the language (LANGUAGE.md §9.2). Include it first, after defining
 * _GNU_SOURCE, since it needs fork(), pipe() and on_exit(). */
#ifndef ARRC_TEST_RT_EXPECT_H
#define ARRC_TEST_RT_EXPECT_H

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rt_core.h"

/* AddressSanitizer aborts on an impossible allocation instead of letting
 * it fail, so the MemoryError tests run only without it. */
#if defined(__SANITIZE_ADDRESS__)
#define HAVE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HAVE_ASAN 1
#endif
#endif

/* The location every test passes, and the prefix of its messages. */
static const arrc_loc rt_test_loc = {"t.arr", 3, 7};
#define RT_PREFIX "t.arr:3:7: runtime error: "

/* Ends the child as soon as exit() is called, with the status given,
 * before the exit handlers of the test framework and of LeakSanitizer
 * inherited from the parent run: they belong to the parent, and the leak
 * check of a forked child of a threaded process only reports noise. The
 * runtime flushes standard output itself before it exits. */
static void rt_child_exit(int status, void *arg) {
  (void)arg;
  fflush(NULL);
  _exit(status);
}

/* Runs fn(arg) in a child whose standard error goes to a pipe; returns the
 * child's exit status (or 128 + the signal that ended it) and leaves what
 * it wrote, NUL-terminated, in out. The child leaves with _exit(0) if fn
 * returns, so nothing of the parent's state is flushed twice. */
static inline int rt_run_child(void (*fn)(const void *), const void *arg, char *out, size_t cap) {
  int fds[2];
  if (pipe(fds) != 0)
    return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    close(fds[1]);
    on_exit(rt_child_exit, NULL);
    fn(arg);
    fflush(NULL);
    _exit(0);
  }
  close(fds[1]);
  size_t n = 0;
  ssize_t got;
  while ((got = read(fds[0], out + n, cap - 1 - n)) > 0)
    n += (size_t)got;
  out[n] = '\0';
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Expects fn(arg) to exit with status 1 after printing exactly
 * RT_PREFIX want "\n" to standard error. */
static inline void rt_expect_error(void (*fn)(const void *), const void *arg, const char *want) {
  char got[4096], line[4096];
  int status = rt_run_child(fn, arg, got, sizeof got);
  snprintf(line, sizeof line, RT_PREFIX "%s\n", want);
  cr_expect_eq(status, 1, "exit status %d for \"%s\"", status, want);
  cr_expect_str_eq(got, line);
}

#endif
