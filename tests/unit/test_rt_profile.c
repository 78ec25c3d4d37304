/* runtime/profile.c: the ARRC_PROFILE table (rows by kind and name,
 * sorted by total time, the columns each kind fills, the header), and
 * runtime/threads.c: how ARRC_NUM_THREADS and NUMBA_NUM_THREADS set the
 * pool's size. Criterion runs each test in a process of its own, so the
 * table and the pool's size start empty every time. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include "rt_profile.h"

/* The table as text; profiling stays on. */
static char *table(void) {
  char *text = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&text, &n);
  cr_assert(f != NULL);
  arrc_profile_write(f);
  fclose(f);
  return text;
}

static void three_threads(void) {
  setenv("ARRC_NUM_THREADS", "3", 1);
  arrc_profile_set(true);
}

/* The line of the table whose first two words are kind and name. */
static const char *row(const char *text, const char *kind, const char *name) {
  char want[128];
  snprintf(want, sizeof want, "\n%-7s %-32s ", kind, name);
  const char *at = strstr(text, want);
  return at ? at + 1 : NULL;
}

Test(rt_profile, rows_sorted_by_total_time, .init = three_threads) {
  static const arrc_loc loop = {"dir/prog.arr", 12, 5};
  arrc_profile_kernel("arrc_3_saxpy", 0.002);
  arrc_profile_kernel("arrc_7_saxpy", 0.004); /* another specialization: the same row */
  arrc_profile_prange(&loop, 0.010);
  arrc_profile_prange(&loop, 0.020);
  arrc_profile_copy(ARRC_COPY_TO_DEVICE, 4000, 0.000001);
  arrc_profile_copy(ARRC_COPY_TO_DEVICE, 4000, 0.000003);
  arrc_profile_copy(ARRC_COPY_TO_HOST, 100, 0.0);
  arrc_profile_ufunc("add3", arrc_profile_clock(), 1000);
  char *text = table();
  cr_assert(strncmp(text, "ARRC_PROFILE: GPU code ran on the CPU; CPU code on 3 threads\n", 61) == 0, "%s", text);
  cr_assert(strstr(text, "kind    name ") != NULL, "%s", text);
  const char *prange = row(text, "prange", "prog.arr:12"), *kernel = row(text, "kernel", "saxpy");
  const char *to_device = row(text, "copy", "host to device"), *to_host = row(text, "copy", "device to host");
  const char *ufunc = row(text, "ufunc", "add3");
  cr_assert(prange && kernel && to_device && to_host && ufunc, "%s", text);
  /* 30 ms, then 6 ms; the copies and the ufunc took next to nothing. */
  cr_assert(prange < kernel && kernel < to_device, "%s", text);
  int count;
  double total, mean;
  cr_assert_eq(sscanf(prange + 48, "%d %lf %lf", &count, &total, &mean), 3, "%s", prange);
  cr_assert_eq(count, 2);
  cr_assert_float_eq(total, 30.0, 1e-9);
  cr_assert_float_eq(mean, 15.0, 1e-9);
  cr_assert_eq(sscanf(kernel + 48, "%d %lf", &count, &total), 2);
  cr_assert_eq(count, 2);
  cr_assert_float_eq(total, 6.0, 1e-9);
  /* Copies fill bytes and GB/s (8000 bytes in 4 us: 2 GB/s); ufuncs the
   * elements; others neither. */
  long long bytes;
  double rate;
  char elements[32];
  cr_assert_eq(sscanf(to_device + 48, "%d %lf %lf %31s %lld %lf", &count, &total, &mean, elements, &bytes, &rate), 6,
               "%s", to_device);
  cr_assert_eq(count, 2);
  cr_assert_str_eq(elements, "-");
  cr_assert_eq(bytes, 8000);
  cr_assert_float_eq(rate, 2.0, 1e-6);
  cr_assert(strstr(to_host, " 100         -\n") != NULL, "a copy of no time has no rate: %s", to_host);
  long long n;
  char dash[8];
  cr_assert_eq(sscanf(ufunc + 48, "%d %lf %lf %lld %7s", &count, &total, &mean, &n, dash), 5, "%s", ufunc);
  cr_assert_eq(n, 1000);
  cr_assert_str_eq(dash, "-");
  free(text);
  /* Writing empties the table. */
  text = table();
  cr_assert_str_eq(text, "");
  free(text);
}

Test(rt_profile, nothing_recorded_when_off) {
  arrc_profile_set(false);
  arrc_profile_kernel("k", 1.0);
  arrc_profile_copy(ARRC_COPY_TO_HOST, 8, 1.0);
  arrc_profile_ufunc("u", 0.0, 1);
  char *text = table();
  cr_assert_str_eq(text, "");
  free(text);
}

Test(rt_profile, environment_sets_the_flag) {
  unsetenv("ARRC_PROFILE");
  cr_assert(!arrc_profile_read_env());
  cr_assert_eq(arrc_profile_flag, 0);
  setenv("ARRC_PROFILE", "0", 1);
  cr_assert(!arrc_profile_read_env());
  setenv("ARRC_PROFILE", "1", 1);
  cr_assert(arrc_profile_read_env());
  cr_assert_eq(arrc_profile_flag, 1);
  cr_assert(arrc_profile_on());
}

static void count_range(void *ctx, int64_t lo, int64_t hi, int worker) {
  (void)worker;
  __atomic_fetch_add((int64_t *)ctx, hi - lo, __ATOMIC_RELAXED);
}

Test(rt_profile, prange_for_runs_the_loop_and_reports_it, .init = three_threads) {
  static const arrc_loc loop = {"p.arr", 7, 1};
  int64_t done = 0;
  arrc_prange_for(100, count_range, &done, &loop);
  arrc_prange_for(50, count_range, &done, &loop);
  cr_assert_eq(done, 150);
  char *text = table();
  const char *r = row(text, "prange", "p.arr:7");
  cr_assert(r != NULL, "%s", text);
  int count;
  cr_assert_eq(sscanf(r + 48, "%d", &count), 1);
  cr_assert_eq(count, 2);
  free(text);
  arrc_profile_set(false);
  arrc_prange_for(10, count_range, &done, &loop);
  cr_assert_eq(done, 160);
  text = table();
  cr_assert_str_eq(text, "");
  free(text);
}

/* ---- threads.c ------------------------------------------------------------- */

static void clean_env(void) {
  unsetenv("ARRC_NUM_THREADS");
  unsetenv("NUMBA_NUM_THREADS");
}

Test(rt_threads, cpu_count_by_default, .init = clean_env) {
  arrc_thread_setting s;
  arrc_threads_from_env(&s);
  cr_assert_eq(s.threads, arrc_pool_default_threads());
  cr_assert_null(s.source);
  cr_assert_str_eq(s.error, "");
}

Test(rt_threads, arrc_wins_over_numba, .init = clean_env) {
  arrc_thread_setting s;
  setenv("NUMBA_NUM_THREADS", "5", 1);
  arrc_threads_from_env(&s);
  cr_assert_eq(s.threads, 5);
  cr_assert_str_eq(s.source, "NUMBA_NUM_THREADS");
  setenv("ARRC_NUM_THREADS", "3", 1);
  arrc_threads_from_env(&s);
  cr_assert_eq(s.threads, 3);
  cr_assert_str_eq(s.source, "ARRC_NUM_THREADS");
  /* Empty is unset. */
  setenv("ARRC_NUM_THREADS", "", 1);
  arrc_threads_from_env(&s);
  cr_assert_eq(s.threads, 5);
}

Test(rt_threads, bad_values, .init = clean_env) {
  static const struct {
    const char *var, *value, *error, *warning;
    int threads; /* when neither */
  } cases[] = {
      {"ARRC_NUM_THREADS", "0", "ARRC_NUM_THREADS must be a whole number from 1 to 1024, not '0'", "", 0},
      {"ARRC_NUM_THREADS", "2x", "ARRC_NUM_THREADS must be a whole number from 1 to 1024, not '2x'", "", 0},
      {"ARRC_NUM_THREADS", "1025", "ARRC_NUM_THREADS must be a whole number from 1 to 1024, not '1025'", "", 0},
      {"NUMBA_NUM_THREADS", "0", "Number of threads specified must be > 0.", "", 0},
      {"NUMBA_NUM_THREADS", "-2", "Number of threads specified must be > 0.", "", 0},
      {"NUMBA_NUM_THREADS", "5000", "NUMBA_NUM_THREADS must be at most 1024, arrc's limit, not '5000'", "", 0},
      {"NUMBA_NUM_THREADS", "abc", "", "environ NUMBA_NUM_THREADS defined but failed to parse 'abc'", -1},
      /* Python's int() takes spaces, a sign and underscores. */
      {"NUMBA_NUM_THREADS", " +1_0 ", "", "", 10},
  };
  for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
    clean_env();
    setenv(cases[k].var, cases[k].value, 1);
    arrc_thread_setting s;
    arrc_threads_from_env(&s);
    cr_assert_str_eq(s.error, cases[k].error, "%s=%s", cases[k].var, cases[k].value);
    cr_assert_str_eq(s.warning, cases[k].warning, "%s=%s", cases[k].var, cases[k].value);
    if (cases[k].threads)
      cr_assert_eq(s.threads, cases[k].threads < 0 ? arrc_pool_default_threads() : cases[k].threads, "%s=%s",
                   cases[k].var, cases[k].value);
  }
}
