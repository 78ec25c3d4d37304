/* `arrc test` (testrun.h, docs/testing.md): reads its command line, finds
 * every prog.arr under the paths it is given, runs them N at a time, each
 * in a worker process (testcase.c), prints each result whole and in sorted
 * order as soon as the ones before it are done, then the summary line, and
 * writes the JUnit report. Compiled programs are kept in a cache folder per
 * compiler, keyed by a hash of each program, so a rerun of unchanged
 * programs compiles nothing. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "testrun.h"

enum {
  DEFAULT_TIMEOUT_S = 60,
  ORACLE_TIMEOUT_S = 300,  /* Numba compiles at run time: the oracle is slow */
  KEEP_COMPILERS = 3,      /* the cache folders of so many compilers stay */
  STALE_CACHE_S = 600,     /* and older ones go once unused that long */
};

static void usage(FILE *out) {
  fputs("usage: arrc test [options] PATH...\n"
        "\n"
        "Compiles and runs every prog.arr under the PATHs (files or folders, searched\n"
        "recursively) and compares what it does with its expected files:\n"
        "  prog.out      standard output, byte for byte (without it: skipped)\n"
        "  prog.status   exit status (absent: 0)      prog.args   arguments\n"
        "  prog.in       standard input               prog.files/ files it must write\n"
        "  prog.err      the run-time error its stderr must report\n"
        "  prog.flags    arrc options to compile with\n"
        "  prog.skip     skip it (first line: why)    prog.cpuonly  skip it when ARRC_DEVICE=gpu\n"
        "\n"
        "options:\n"
        "  -j N            run N programs at once (default: the number of CPUs)\n"
        "  --timeout S     seconds each run may take (default 60; 300 with --oracle)\n"
        "  --junit FILE    also write a JUnit XML report to FILE\n"
        "  --oracle CMD    write the expected files instead, by running each program\n"
        "                  under CMD (e.g. python3, with Numba installed)\n"
        "  --cache DIR     keep compiled programs in DIR (default $XDG_CACHE_HOME/arrc/test;\n"
        "                  none: keep none)\n"
        "  --strict        fail a program without prog.out, or whose compilation prints\n"
        "  --keep          keep the temporary folders and print where they are\n"
        "  -v              say whether each program was compiled or found in the cache\n"
        "\n"
        "exit status: 0 nothing failed, 1 a program failed, 2 bad command line.\n"
        "See arrc(1) and docs/testing.md.\n",
        out);
}

ARRC_NORETURN static void bad_usage(const char *fmt, const char *arg) {
  fprintf(stderr, "arrc: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nTry 'arrc test --help' for the options.\n");
  exit(2);
}

/* "--name VALUE" or "--name=VALUE" (or "-jN" for a short name): the value,
 * or NULL when argv[*i] is not this option. */
static const char *option_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (strncmp(a, name, n) != 0)
    return NULL;
  if (a[n] == '=' && name[1] == '-')
    return a + n + 1;
  if (a[n] && name[1] != '-')
    return a + n;
  if (a[n])
    return NULL;
  if (++*i == argc)
    bad_usage("%s needs a value after it", name);
  return argv[*i];
}

static int positive(const char *text, const char *option) {
  char *end;
  long v = strtol(text, &end, 10);
  if (end == text || *end || v <= 0 || v > 1000000) {
    fprintf(stderr, "arrc: error: bad value '%s' for %s (expected a positive number)\n", text, option);
    fprintf(stderr, "Try 'arrc test --help' for the options.\n");
    exit(2);
  }
  return (int)v;
}

static char **split_words(const char *text) {
  char *copy = strdup(text);
  char **words = xmalloc(sizeof *words);
  int n = 0;
  for (char *w = strtok(copy, " \t"); w; w = strtok(NULL, " \t")) {
    words = xrealloc(words, (size_t)(n + 2) * sizeof *words);
    words[n++] = strdup(w);
  }
  words[n] = NULL;
  free(copy);
  return words;
}

static int cpu_count(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

/* ---- finding the programs --------------------------------------------- */

typedef struct {
  char **paths;
  int len, cap;
} PathList;

static void add_path(PathList *l, char *path) {
  if (l->len == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 64;
    l->paths = xrealloc(l->paths, (size_t)l->cap * sizeof *l->paths);
  }
  l->paths[l->len++] = path;
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Every .arr file under dir, but not in hidden folders or in the prog.files/
 * folders of expected files. */
static void find_programs(const char *dir, PathList *out) {
  struct dirent **entries;
  int n = scandir(dir, &entries, NULL, alphasort);
  for (int k = 0; k < n; k++) {
    const char *name = entries[k]->d_name;
    if (name[0] != '.') {
      StrBuf path = {0};
      sb_printf(&path, "%s%s%s", dir, ends_with(dir, "/") ? "" : "/", name);
      struct stat st;
      if (stat(path.data, &st) == 0 && S_ISDIR(st.st_mode) && !ends_with(name, ".files")) {
        find_programs(path.data, out);
        sb_free(&path);
      } else if (S_ISREG(st.st_mode) && ends_with(name, ".arr")) {
        add_path(out, path.data);
      } else {
        sb_free(&path);
      }
    }
    free(entries[k]);
  }
  if (n >= 0)
    free(entries);
}

static int compare_paths(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "./x/prog.arr" is shown, and compiled, as "x/prog.arr". */
static char *tidy(char *path) {
  while (path[0] == '.' && path[1] == '/' && path[2]) {
    memmove(path, path + 2, strlen(path + 2) + 1);
    while (path[0] == '/' && path[1])
      memmove(path, path + 1, strlen(path));
  }
  return path;
}

/* ---- the cache -------------------------------------------------------- */

/* The folder that holds the cache of every compiler: --cache DIR, else
 * $ARRC_CACHE_DIR/test (where arrc keeps cubins too), $XDG_CACHE_HOME/arrc/test
 * or ~/.cache/arrc/test; NULL for none. */
static char *cache_root(const char *option) {
  const char *env = getenv("ARRC_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  StrBuf dir = {0};
  if (option)
    sb_puts(&dir, strcmp(option, "none") == 0 ? "" : option);
  else if (env && *env)
    sb_printf(&dir, "%s", strcmp(env, "none") == 0 ? "" : env), sb_puts(&dir, dir.len ? "/test" : "");
  else if (xdg && *xdg)
    sb_printf(&dir, "%s/arrc/test", xdg);
  else if (home && *home)
    sb_printf(&dir, "%s/.cache/arrc/test", home);
  if (!dir.len) {
    sb_free(&dir);
    return NULL;
  }
  return dir.data;
}

static void hash_stat(uint64_t h[2], const char *path) {
  struct stat st;
  test_hash(h, path, strlen(path) + 1);
  if (stat(path, &st) == 0) {
    long long fields[] = {(long long)st.st_dev, (long long)st.st_ino, (long long)st.st_size,
                          (long long)st.st_mtim.tv_sec, (long long)st.st_mtim.tv_nsec};
    test_hash(h, fields, sizeof fields);
  }
}

/* The compiler's identity: its version, its executable and the runtime
 * library programs link with (each by path, size and time, which a rebuild
 * changes), and the environment the compiler's linking reads. */
static void compiler_identity(const char *self, char hex[33]) {
  uint64_t h[2] = {0xcbf29ce484222325ULL, 0x84222325cbf29ce4ULL};
  static const char version[] = "arrc " ARRC_VERSION;
  test_hash(h, version, sizeof version);
  hash_stat(h, self);
  const char *runtime = getenv("ARRC_RUNTIME");
  StrBuf rt = {0};
  if (runtime && *runtime) {
    sb_puts(&rt, runtime);
  } else {
    const char *slash = strrchr(self, '/');
    int dir = slash ? (int)(slash - self) : 0;
    sb_printf(&rt, "%.*s/libarrc_rt.a", dir, self);
    if (access(rt.data, R_OK) != 0) {
      rt.len = 0;
      sb_printf(&rt, "%.*s/../lib/arrc/libarrc_rt.a", dir, self);
    }
  }
  hash_stat(h, rt.data);
  sb_free(&rt);
  static const char *const vars[] = {"CC", "ARRC_LDFLAGS", "ARRC_PTXAS", "CUDA_HOME", "CUDA_PATH"};
  for (size_t k = 0; k < sizeof vars / sizeof *vars; k++) {
    const char *v = getenv(vars[k]);
    StrBuf kv = {0};
    sb_printf(&kv, "%s=%s", vars[k], v ? v : "");
    test_hash(h, kv.data, kv.len + 1);
    sb_free(&kv);
  }
  snprintf(hex, 33, "%016llx%016llx", (unsigned long long)h[0], (unsigned long long)h[1]);
}

static bool is_identity(const char *name) {
  size_t n = strlen(name);
  return n == 32 && strspn(name, "0123456789abcdef") == n;
}

typedef struct {
  char *path;
  time_t used;
} CacheDir;

static int newest_first(const void *a, const void *b) {
  time_t x = ((const CacheDir *)a)->used, y = ((const CacheDir *)b)->used;
  return x < y ? 1 : x > y ? -1 : 0;
}

/* The folders of compilers no longer used go: all but the KEEP_COMPILERS
 * used last, unless one was used in the last minutes (a run of another
 * compiler may be using it). */
static void prune_cache(const char *root) {
  DIR *d = opendir(root);
  if (!d)
    return;
  CacheDir *dirs = NULL;
  int n = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!is_identity(e->d_name))
      continue;
    StrBuf path = {0};
    sb_printf(&path, "%s/%s", root, e->d_name);
    struct stat st;
    if (stat(path.data, &st) == 0 && S_ISDIR(st.st_mode)) {
      dirs = xrealloc(dirs, (size_t)(n + 1) * sizeof *dirs);
      dirs[n++] = (CacheDir){path.data, st.st_mtim.tv_sec};
    } else {
      sb_free(&path);
    }
  }
  closedir(d);
  qsort(dirs, (size_t)n, sizeof *dirs, newest_first);
  time_t now = time(NULL);
  for (int k = 0; k < n; k++) {
    if (k >= KEEP_COMPILERS && now - dirs[k].used > STALE_CACHE_S)
      remove_tree(dirs[k].path);
    free(dirs[k].path);
  }
  free(dirs);
}

/* This compiler's cache folder, made and marked as used; NULL for none. */
static char *open_cache(const char *option, const char *self) {
  char *root = cache_root(option);
  if (!root)
    return NULL;
  char id[33];
  compiler_identity(self, id);
  StrBuf dir = {0};
  sb_printf(&dir, "%s/%s", root, id);
  make_dirs(dir.data);
  struct stat st;
  if (stat(dir.data, &st) != 0 || !S_ISDIR(st.st_mode) || access(dir.data, W_OK) != 0) {
    fprintf(stderr, "arrc: warning: cannot use the cache folder '%s'; compiling every program\n", dir.data);
    sb_free(&dir);
    free(root);
    return NULL;
  }
  utimensat(AT_FDCWD, dir.data, NULL, 0);
  prune_cache(root);
  free(root);
  return dir.data;
}

/* ---- running and reporting -------------------------------------------- */

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig) { interrupted = sig; }

/* A worker's result file: the outcome letter, the seconds, the message and
 * the note, one line each, then the details. */
static void save_result(const TestCase *tc, const char *path) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return;
  fprintf(f, "%c\n%.6f\n", "PFS"[tc->outcome], tc->seconds);
  for (const char *s = tc->message ? tc->message : ""; *s; s++)
    fputc(*s == '\n' ? ' ' : *s, f);
  fputc('\n', f);
  fprintf(f, "%s\n%s", tc->note ? tc->note : "", tc->details ? tc->details : "");
  fclose(f);
}

static char *take_line(char **p) {
  char *s = *p, *eol = strchr(s, '\n');
  if (!eol)
    eol = s + strlen(s);
  char *line = strndup(s, (size_t)(eol - s));
  *p = *eol ? eol + 1 : eol;
  return line;
}

static void load_result(TestCase *tc, const char *path, int status) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text || len < 2) {
    tc->outcome = TEST_FAIL;
    StrBuf msg = {0};
    if (WIFSIGNALED(status))
      sb_printf(&msg, "the worker testing it was killed by signal %d (%s)", WTERMSIG(status),
                strsignal(WTERMSIG(status)));
    else
      sb_printf(&msg, "the worker testing it ended without a result (exit %d)", WEXITSTATUS(status));
    tc->message = msg.data;
    tc->details = xmalloc(msg.len + 3);
    snprintf(tc->details, msg.len + 3, " %s\n", msg.data);
    free(text);
    return;
  }
  char *p = text;
  char *kind = take_line(&p), *secs = take_line(&p);
  tc->outcome = kind[0] == 'P' ? TEST_PASS : kind[0] == 'S' ? TEST_SKIP : TEST_FAIL;
  tc->seconds = strtod(secs, NULL);
  tc->message = take_line(&p);
  tc->note = take_line(&p);
  tc->details = strdup(p);
  free(kind);
  free(secs);
  free(text);
}

typedef struct {
  const char *fail, *pass, *skip, *del, *add, *hunk, *head, *reset;
} Palette;

static const Palette plain = {"", "", "", "", "", "", "", ""};
static const Palette colors = {"\033[1;31m", "\033[32m", "\033[33m", "\033[31m",
                               "\033[32m",   "\033[36m", "\033[1m",  "\033[0m"};

static void print_case(const TestConfig *cfg, const TestCase *tc) {
  const Palette *c = cfg->color ? &colors : &plain;
  switch (tc->outcome) {
  case TEST_PASS:
    printf("%sok%s %s%s%s\n", c->pass, c->reset, tc->path, *tc->message ? ": " : "", tc->message);
    break;
  case TEST_SKIP:
    printf("%sSKIP%s %s: %s\n", c->skip, c->reset, tc->path, tc->message);
    break;
  case TEST_FAIL:
    printf("%sFAIL%s %s\n", c->fail, c->reset, tc->path);
    break;
  }
  if (cfg->verbose && tc->note && *tc->note)
    printf("     %s\n", tc->note);
  if (tc->outcome != TEST_FAIL)
    return;
  for (const char *line = tc->details; *line;) {
    size_t len = strcspn(line, "\n");
    const char *color = "";
    if (line[0] == 'd' && len > 1) {
      bool header = len > 3 && (strncmp(line + 1, "---", 3) == 0 || strncmp(line + 1, "+++", 3) == 0);
      color = header ? c->head : line[1] == '-' ? c->del : line[1] == '+' ? c->add : line[1] == '@' ? c->hunk : "";
    }
    printf("     %s%.*s%s\n", color, (int)(len > 0 ? len - 1 : 0), line + (len > 0), *color ? c->reset : "");
    line += len + (line[len] == '\n');
  }
}

void details_plain(StrBuf *out, const char *details) {
  for (const char *line = details ? details : ""; *line;) {
    size_t len = strcspn(line, "\n");
    if (len > 0)
      sb_putn(out, line + 1, len - 1);
    sb_putc(out, '\n');
    line += len + (line[len] == '\n');
  }
}

/* Runs the cases, at most cfg->jobs at once, printing each result once all
 * those before it are printed. Returns false when interrupted. */
static bool run_all(const TestConfig *cfg, TestCase *cases, int n) {
  size_t count = n > 0 ? (size_t)n : 0;
  pid_t *workers = calloc(count + 1, sizeof *workers);
  bool *done = calloc(count + 1, 1);
  int next = 0, running = 0, printed = 0;
  StrBuf path = {0};
  while ((next < n || running > 0) && !interrupted) {
    while (next < n && running < cfg->jobs && !interrupted) {
      fflush(NULL);
      pid_t pid = fork();
      if (pid == 0) {
        StrBuf work = {0}, result = {0};
        sb_printf(&work, "%s/%d", cfg->scratch, next);
        sb_printf(&result, "%s/%d.result", cfg->scratch, next);
        testcase_run(cfg, &cases[next], work.data);
        save_result(&cases[next], result.data);
        _exit(0);
      }
      if (pid < 0) {
        fprintf(stderr, "arrc: error: cannot start a worker: %s\n", strerror(errno));
        if (running == 0)
          exit(1);
        break;
      }
      workers[next++] = pid;
      running++;
    }
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0)
      continue;
    for (int k = 0; k < next; k++) {
      if (workers[k] != pid)
        continue;
      workers[k] = 0;
      running--;
      path.len = 0;
      sb_printf(&path, "%s/%d.result", cfg->scratch, k);
      load_result(&cases[k], path.data, status);
      done[k] = true;
    }
    for (; printed < n && done[printed]; printed++)
      print_case(cfg, &cases[printed]);
    fflush(stdout);
  }
  if (interrupted) {
    for (int k = 0; k < next; k++)
      if (workers[k] > 0)
        kill(workers[k], SIGTERM);
    while (wait(NULL) > 0 || errno == EINTR)
      ;
  }
  sb_free(&path);
  free(workers);
  free(done);
  return !interrupted;
}

static int report(const TestConfig *cfg, const TestCase *cases, int n, struct timespec t0, struct timespec t1);

int testrun_main(int argc, char **argv) {
  TestConfig cfg = {0};
  cfg.timeout = -1;
  cfg.jobs = cpu_count();
  const char *cache_option = NULL, *value;
  PathList inputs = {0};
  bool only_paths = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (only_paths || a[0] != '-' || !a[1]) {
      add_path(&inputs, strdup(a));
    } else if (strcmp(a, "--") == 0) {
      only_paths = true;
    } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout);
      return 0;
    } else if ((value = option_value(argc, argv, &i, "-j")) || (value = option_value(argc, argv, &i, "--jobs"))) {
      cfg.jobs = positive(value, "-j");
    } else if ((value = option_value(argc, argv, &i, "--timeout"))) {
      cfg.timeout = positive(value, "--timeout");
    } else if ((value = option_value(argc, argv, &i, "--junit"))) {
      cfg.junit = value;
    } else if ((value = option_value(argc, argv, &i, "--oracle"))) {
      cfg.oracle = split_words(value);
      if (!cfg.oracle[0])
        bad_usage("%s", "--oracle needs a command (e.g. --oracle python3)");
    } else if ((value = option_value(argc, argv, &i, "--cache"))) {
      cache_option = value;
    } else if (strcmp(a, "--strict") == 0) {
      cfg.strict = true;
    } else if (strcmp(a, "--keep") == 0) {
      cfg.keep = true;
    } else if (strcmp(a, "-v") == 0) {
      cfg.verbose = true;
    } else {
      bad_usage("unknown option '%s' of arrc test", a);
    }
  }
  if (inputs.len == 0)
    bad_usage("%s", "arrc test needs a PATH: a program, or a folder of programs");
  if (cfg.timeout < 0)
    cfg.timeout = cfg.oracle ? ORACLE_TIMEOUT_S : DEFAULT_TIMEOUT_S;

  PathList programs = {0};
  for (int k = 0; k < inputs.len; k++) {
    struct stat st;
    if (stat(inputs.paths[k], &st) != 0) {
      fprintf(stderr, "arrc: error: cannot test '%s': %s\n", inputs.paths[k], strerror(errno));
      exit(2);
    }
    if (S_ISDIR(st.st_mode))
      find_programs(inputs.paths[k], &programs);
    else if (ends_with(inputs.paths[k], ".arr"))
      add_path(&programs, strdup(inputs.paths[k]));
    else
      bad_usage("'%s' is not a program (a .arr file) or a folder", inputs.paths[k]);
  }
  for (int k = 0; k < programs.len; k++)
    tidy(programs.paths[k]);
  qsort(programs.paths, (size_t)programs.len, sizeof *programs.paths, compare_paths);
  int n = 0;
  for (int k = 0; k < programs.len; k++) {
    if (n == 0 || strcmp(programs.paths[k], programs.paths[n - 1]) != 0)
      programs.paths[n++] = programs.paths[k];
    else
      free(programs.paths[k]);
  }
  if (n == 0) {
    fprintf(stderr, "arrc: error: no programs (.arr files) found under the paths given\n");
    exit(1);
  }

  char self[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
  if (len <= 0) {
    fprintf(stderr, "arrc: error: cannot find the arrc executable (/proc/self/exe): %s\n", strerror(errno));
    exit(1);
  }
  self[len] = 0;
  cfg.self = self;
  if (!cfg.oracle)
    cfg.cache = open_cache(cache_option, self);
  const char *tmpdir = getenv("TMPDIR");
  StrBuf scratch = {0};
  sb_printf(&scratch, "%s/arrc-test.XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
  if (!mkdtemp(scratch.data)) {
    fprintf(stderr, "arrc: error: cannot create a temporary folder '%s': %s\n", scratch.data, strerror(errno));
    exit(1);
  }
  cfg.scratch = scratch.data;
  if (cfg.keep)
    fprintf(stderr, "arrc test: keeping the temporary folder %s\n", cfg.scratch);
  const char *no_color = getenv("NO_COLOR");
  cfg.color = isatty(1) && !(no_color && *no_color);

  struct sigaction sa = {0};
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  signal(SIGCHLD, SIG_DFL);

  TestCase *cases = calloc((size_t)n, sizeof *cases);
  for (int k = 0; k < n; k++)
    cases[k].path = programs.paths[k];
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  bool finished = run_all(&cfg, cases, n);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  if (!cfg.keep)
    remove_tree(cfg.scratch);
  int status = 0;
  if (!finished) {
    fprintf(stderr, "arrc test: interrupted\n");
    status = 128 + interrupted;
  } else {
    status = report(&cfg, cases, n, t0, t1);
  }
  for (int k = 0; k < n; k++) {
    free(cases[k].path);
    free(cases[k].message);
    free(cases[k].note);
    free(cases[k].details);
  }
  free(cases);
  free(programs.paths);
  for (int k = 0; k < inputs.len; k++)
    free(inputs.paths[k]);
  free(inputs.paths);
  for (char **w = cfg.oracle; w && *w; w++)
    free(*w);
  free(cfg.oracle);
  free(cfg.cache);
  sb_free(&scratch);
  return status;
}

/* The summary line and the JUnit report; returns the exit status. */
static int report(const TestConfig *cfg, const TestCase *cases, int n, struct timespec t0, struct timespec t1) {
  int count[3] = {0, 0, 0};
  for (int k = 0; k < n; k++)
    count[cases[k].outcome]++;
  if (cfg->oracle)
    printf("%d written, %d failed\n", count[TEST_PASS], count[TEST_FAIL]);
  else
    printf("%d passed, %d failed, %d skipped\n", count[TEST_PASS], count[TEST_FAIL], count[TEST_SKIP]);
  fflush(stdout);
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  if (cfg->junit && !junit_write(cfg->junit, cases, n, seconds))
    return 1;
  return count[TEST_FAIL] > 0;
}
