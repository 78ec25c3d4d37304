/* runtime/signal.c: a stack overflow becomes RecursionError, another fault
 * keeps the program's output and ends with the signal. Without a compiled
 * program there is no function table, so the messages have no location
 * and name no function; tests/cli.sh and the golden test
 * runtime_recursion_host check those with compiled programs. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <pthread.h>

static void print_line(const char *s) {
  arrc_text t = {0};
  arrc_text_put(&t, s, strlen(s));
  arrc_text_write_stdout(&t, NULL);
  arrc_text_free(&t);
}

/* Recursion the compiler cannot turn into a loop: each frame keeps an
 * array that the next call reads. */
static volatile bool never;

__attribute__((noinline)) static int64_t deep(volatile int64_t *up, int64_t n) {
  volatile int64_t here[16];
  if (never)
    return 0;
  for (int i = 0; i < 16; i++)
    here[i] = up[i] + n;
  return deep(here, n + 1) + here[n & 15];
}

static void overflow_case(const void *arg) {
  (void)arg;
  dup2(2, 1);
  arrc_rt_output_init();
  arrc_rt_signals_init();
  print_line("before\n");
  static volatile int64_t start[16];
  deep(start, 0);
}

Test(rt_signal, stack_overflow_is_a_recursion_error) {
  char out[512];
  cr_expect_eq(rt_run_child(overflow_case, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, "before\nruntime error: RecursionError: maximum recursion depth exceeded\n");
}

static void *overflow_thread(void *arg) {
  (void)arg;
  arrc_rt_thread_start();
  static volatile int64_t start[16];
  deep(start, 0);
  return NULL;
}

static void overflow_in_thread_case(const void *arg) {
  (void)arg;
  dup2(2, 1);
  arrc_rt_output_init();
  arrc_rt_signals_init();
  print_line("before\n");
  pthread_t t;
  pthread_create(&t, NULL, overflow_thread, NULL);
  pthread_join(t, NULL);
}

Test(rt_signal, stack_overflow_in_a_worker_thread) {
  char out[512];
  cr_expect_eq(rt_run_child(overflow_in_thread_case, NULL, out, sizeof out), 1);
  cr_expect_str_eq(out, "before\nruntime error: RecursionError: maximum recursion depth exceeded\n");
}

static void wild_pointer_case(const void *arg) {
  (void)arg;
  dup2(2, 1);
  arrc_rt_output_init();
  arrc_rt_signals_init();
  print_line("kept\n");
  static volatile uintptr_t wild = 16;
  *(volatile int64_t *)wild = 1;
}

Test(rt_signal, a_fault_keeps_the_output_and_the_signal) {
  char out[1024];
  cr_expect_eq(rt_run_child(wild_pointer_case, NULL, out, sizeof out), 128 + SIGSEGV);
  static const char want[] = "kept\nruntime error: internal error: Segmentation fault\nnote: ";
  cr_expect(strncmp(out, want, strlen(want)) == 0, "got: %s", out);
  cr_expect(strstr(out, "--boundscheck") != NULL, "got: %s", out);
}

static void abort_case(const void *arg) {
  (void)arg;
  dup2(2, 1);
  arrc_rt_output_init();
  arrc_rt_signals_init();
  print_line("kept\n");
  abort();
}

Test(rt_signal, abort_keeps_the_output) {
  char out[512];
  cr_expect_eq(rt_run_child(abort_case, NULL, out, sizeof out), 128 + SIGABRT);
  cr_expect_str_eq(out, "kept\nruntime error: internal error: Aborted\n");
}

/* SIGINT and SIGTERM: what was buffered is written first, then the process
 * ends by the signal, as python3 does (SIGINT says KeyboardInterrupt). */
static void interrupted_case(const void *arg) {
  dup2(2, 1);
  /* A program starts with the signal's default action; a test runner
   * started in the background by a shell without job control has SIGINT
   * ignored, which the runtime would rightly keep (below). */
  signal(*(const int *)arg, SIG_DFL);
  arrc_rt_output_init();
  arrc_rt_signals_init();
  print_line("buffered\n");
  raise(*(const int *)arg);
  print_line("not reached\n");
  arrc_rt_output_flush();
}

Test(rt_signal, sigint_writes_the_output_and_says_keyboard_interrupt) {
  char out[512];
  static const int sig = SIGINT;
  cr_expect_eq(rt_run_child(interrupted_case, &sig, out, sizeof out), 128 + SIGINT);
  cr_expect_str_eq(out, "buffered\nruntime error: KeyboardInterrupt\n");
}

Test(rt_signal, sigterm_writes_the_output_silently) {
  char out[512];
  static const int sig = SIGTERM;
  cr_expect_eq(rt_run_child(interrupted_case, &sig, out, sizeof out), 128 + SIGTERM);
  cr_expect_str_eq(out, "buffered\n");
}

/* A SIGINT ignored when the program starts stays ignored. */
static void ignored_case(const void *arg) {
  (void)arg;
  dup2(2, 1);
  signal(SIGINT, SIG_IGN);
  arrc_rt_output_init();
  arrc_rt_signals_init();
  print_line("before\n");
  raise(SIGINT);
  print_line("after\n");
  arrc_rt_output_flush();
}

Test(rt_signal, an_ignored_sigint_stays_ignored) {
  char out[512];
  cr_expect_eq(rt_run_child(ignored_case, NULL, out, sizeof out), 0);
  cr_expect_str_eq(out, "before\nafter\n");
}
