/* One program of `arrc test` (testrun.h): compiled (or found in the cache),
 * run in an empty folder with a time limit, and checked against its
 * expected files; or, under --oracle, run under the reference
 * implementation to write those files. This runs in a worker process of its
 * own, so it may block, and a crash of it is reported as the program's
 * failure, not the run's. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <regex.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "testrun.h"
#include "textdiff.h"

/* How much of each text a failure shows. */
enum { DIFF_LINES = 80, COMPILE_LINES = 40, STDERR_LINES = 10, KILL_GRACE_S = 2, COMPILE_LIMIT_S = 300 };

/* ---- processes -------------------------------------------------------- */

/* The process group of the command running now: a signal that ends the
 * worker ends it too, since it is not in the worker's group. */
static volatile sig_atomic_t running_group;

/* The files a compilation into the cache is writing, removed when a signal
 * ends the worker, so the cache keeps no half-written file. */
static char partial_exe[PATH_MAX], partial_log[PATH_MAX];

static void on_signal(int sig) {
  if (running_group > 0)
    kill(-running_group, SIGKILL);
  if (partial_exe[0])
    unlink(partial_exe);
  if (partial_log[0])
    unlink(partial_log);
  _exit(128 + sig);
}

typedef struct {
  const char *file;        /* what to execute: a path, or a name looked up in PATH */
  char **argv;             /* its arguments, argv[0] included */
  const char *cwd;
  const char *in;          /* standard input, or NULL for /dev/null */
  const char *out, *err;   /* standard output and error; the same path: one file */
  const char *const *env;  /* NAME=VALUE to add, NULL-terminated, or NULL */
  int limit;               /* seconds */
} Command;

typedef struct {
  int status;              /* the exit status, or 128 + the signal that killed it */
  bool timed_out;
} CommandResult;

static void redirect(const char *path, int fd, int flags) {
  int f = open(path, flags, 0644);
  if (f < 0 || dup2(f, fd) < 0) {
    fprintf(stderr, "arrc: error: cannot open '%s': %s\n", path, strerror(errno));
    _exit(127);
  }
  close(f);
}

static double seconds_since(const struct timespec *t0) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/* Runs a command in a process group of its own, so that at its time limit
 * the whole group is ended (SIGTERM, then SIGKILL after a grace period),
 * children of the program included; what the program left running when it
 * exited is ended too. */
static CommandResult run_command(const Command *c) {
  CommandResult r = {0, false};
  sigset_t chld, old;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, &old);
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    sigprocmask(SIG_SETMASK, &old, NULL);
    r.status = 127;
    return r;
  }
  if (pid == 0) {
    setpgid(0, 0);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    sigprocmask(SIG_SETMASK, &old, NULL);
    /* The files first: their paths may be relative to the folder of
     * arrc test, not to the program's. */
    redirect(c->out, 1, O_WRONLY | O_CREAT | O_TRUNC);
    if (strcmp(c->out, c->err) == 0)
      dup2(1, 2);
    else
      redirect(c->err, 2, O_WRONLY | O_CREAT | O_TRUNC);
    redirect(c->in ? c->in : "/dev/null", 0, O_RDONLY);
    if (c->cwd && chdir(c->cwd) != 0) {
      fprintf(stderr, "arrc: error: cannot enter '%s': %s\n", c->cwd, strerror(errno));
      _exit(127);
    }
    for (const char *const *e = c->env; e && *e; e++)
      putenv((char *)*e);
    execvp(c->file, c->argv);
    fprintf(stderr, "arrc: error: cannot run '%s': %s\n", c->file, strerror(errno));
    _exit(127);
  }
  setpgid(pid, pid);
  running_group = pid;
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  double limit = c->limit;
  int st = 0;
  for (;;) {
    pid_t w = waitpid(pid, &st, WNOHANG);
    if (w == pid || (w < 0 && errno != EINTR))
      break;
    double left = limit - seconds_since(&start);
    if (left <= 0) {
      if (!r.timed_out) {
        r.timed_out = true;
        kill(-pid, SIGTERM);
        limit += KILL_GRACE_S;
      } else {
        kill(-pid, SIGKILL);
        while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
          ;
        break;
      }
      continue;
    }
    struct timespec wait = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9)};
    sigtimedwait(&chld, NULL, &wait);
  }
  kill(-pid, SIGKILL);
  running_group = 0;
  sigprocmask(SIG_SETMASK, &old, NULL);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 1;
  return r;
}

/* ---- files ------------------------------------------------------------ */

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The file's text, or an empty text when it cannot be read. */
static char *slurp(const char *path, size_t *len) {
  char *text = read_file(path, len);
  if (!text) {
    text = xmalloc(1);
    text[0] = 0;
    *len = 0;
  }
  return text;
}

/* The first line of a file, without its newline; NULL when it is absent. */
static char *first_line(const char *path) {
  if (!is_file(path))
    return NULL;
  size_t len;
  char *text = slurp(path, &len);
  text[strcspn(text, "\n")] = 0;
  return text;
}

static bool write_bytes(const char *path, const char *data, size_t len) {
  StrBuf tmp = {0};
  sb_printf(&tmp, "%s.tmp%ld", path, (long)getpid());
  FILE *f = fopen(tmp.data, "wb");
  bool ok = f && fwrite(data, 1, len, f) == len;
  ok = (f && fclose(f) == 0) && ok;
  ok = ok && rename(tmp.data, path) == 0;
  if (!ok) {
    unlink(tmp.data);
  }
  sb_free(&tmp);
  return ok;
}

void make_dirs(const char *path) {
  char *p = strdup(path);
  for (char *s = strchr(p + 1, '/'); s; s = strchr(s + 1, '/')) {
    *s = 0;
    mkdir(p, 0755);
    *s = '/';
  }
  mkdir(p, 0755);
  free(p);
}

bool remove_tree(const char *path) {
  struct stat st;
  if (lstat(path, &st) != 0)
    return errno == ENOENT;
  if (!S_ISDIR(st.st_mode))
    return unlink(path) == 0;
  DIR *d = opendir(path);
  if (d) {
    StrBuf sub = {0};
    for (struct dirent *e; (e = readdir(d));) {
      if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
        continue;
      sub.len = 0;
      sb_printf(&sub, "%s/%s", path, e->d_name);
      remove_tree(sub.data);
    }
    sb_free(&sub);
    closedir(d);
  }
  return rmdir(path) == 0;
}

/* The regular files under root (rel: the path below it so far), in sorted
 * order, as paths relative to root. */
static void list_files(const char *root, const char *rel, char ***files, int *n) {
  StrBuf dir = {0};
  sb_printf(&dir, "%s%s%s", root, *rel ? "/" : "", rel);
  struct dirent **entries;
  int count = scandir(dir.data, &entries, NULL, alphasort);
  for (int k = 0; k < count; k++) {
    const char *name = entries[k]->d_name;
    if (strcmp(name, ".") != 0 && strcmp(name, "..") != 0) {
      StrBuf sub = {0}, full = {0};
      sb_printf(&sub, "%s%s%s", rel, *rel ? "/" : "", name);
      sb_printf(&full, "%s/%s", root, sub.data);
      if (is_dir(full.data)) {
        list_files(root, sub.data, files, n);
        sb_free(&sub);
      } else if (is_file(full.data)) {
        *files = xrealloc(*files, (size_t)(*n + 1) * sizeof **files);
        (*files)[(*n)++] = sub.data;
      } else {
        sb_free(&sub);
      }
      sb_free(&full);
    }
    free(entries[k]);
  }
  if (count >= 0)
    free(entries);
  sb_free(&dir);
}

static void free_list(char **files, int n) {
  for (int k = 0; k < n; k++)
    free(files[k]);
  free(files);
}

/* The white-space separated words of a file (no quoting, as the project's
 * own .args and .flags files), NULL-terminated; none when it is absent. */
static char **read_words(const char *path, int *count) {
  size_t len;
  char *text = is_file(path) ? slurp(path, &len) : NULL;
  char **words = xmalloc(sizeof *words);
  int n = 0;
  for (char *w = text ? strtok(text, " \t\r\n\v\f") : NULL; w; w = strtok(NULL, " \t\r\n\v\f")) {
    words = xrealloc(words, (size_t)(n + 2) * sizeof *words);
    words[n++] = strdup(w);
  }
  words[n] = NULL;
  free(text);
  *count = n;
  return words;
}

/* ---- reports ---------------------------------------------------------- */

/* A result being built: the first problem becomes the message. */
typedef struct {
  StrBuf details;
  char *message;
} Report;

static void problem(Report *r, const char *fmt, ...) ARRC_PRINTF(2, 3);
static void problem(Report *r, const char *fmt, ...) {
  StrBuf line = {0};
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&line, fmt, ap);
  va_end(ap);
  if (!r->message) {
    r->message = strdup(line.data);
    size_t n = strlen(r->message);
    if (n > 0 && r->message[n - 1] == ':')
      r->message[n - 1] = 0;
  }
  sb_printf(&r->details, " %s\n", line.data);
  sb_free(&line);
}

/* Lines of text under a problem, indented, tagged (' ' text, 'd' diff);
 * at most max of them, the first or (from_end) the last ones. */
static void quote(Report *r, char tag, const char *text, size_t len, int max, bool from_end) {
  int lines = 0;
  for (size_t k = 0; k < len; k++)
    lines += text[k] == '\n' || k + 1 == len;
  int skip = from_end && lines > max ? lines - max : 0;
  if (skip > 0)
    sb_printf(&r->details, " %s(%d lines before these)\n", tag == 'd' ? "" : "  ", skip);
  int line = 0;
  size_t start = 0;
  for (size_t k = 0; k < len; k++) {
    if (text[k] != '\n' && k + 1 < len)
      continue;
    size_t end = text[k] == '\n' ? k : k + 1;
    if (line >= skip && line - skip < max) {
      sb_putc(&r->details, tag);
      if (tag != 'd')
        sb_puts(&r->details, "  ");
      sb_putn(&r->details, text + start, end - start);
      sb_putc(&r->details, '\n');
    }
    line++;
    start = k + 1;
  }
  if (!from_end && lines > max)
    sb_printf(&r->details, "   (%d more lines)\n", lines - max);
}

static const char *basename_of(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* ---- hashing (the cache's keys) --------------------------------------- */

/* Two FNV-1a lanes with different offsets, 128 bits in all: enough that
 * two different programs never share a cached binary by chance. */
void test_hash(uint64_t h[2], const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t k = 0; k < n; k++) {
    h[0] = (h[0] ^ p[k]) * 0x100000001b3ULL;
    h[1] = (h[1] ^ p[k]) * 0x100000001b3ULL;
    h[1] ^= h[1] >> 29;
  }
}

/* ---- compiling -------------------------------------------------------- */

/* Compiles the program, or finds it compiled in the cache; returns the
 * executable's path, or NULL (with the problem reported) when it does not
 * compile. The cache key is the program's path (its run-time errors name
 * it), its flags and its text; the cache folder is this compiler's own. */
static char *compile(const TestConfig *cfg, const TestCase *tc, const char *base, const char *work, Report *r,
                     char **note) {
  int nflags;
  StrBuf flags_path = {0};
  sb_printf(&flags_path, "%s.flags", base);
  char **flags = read_words(flags_path.data, &nflags);
  sb_free(&flags_path);
  size_t src_len;
  char *src = slurp(tc->path, &src_len);
  uint64_t h[2] = {0xcbf29ce484222325ULL, 0x84222325cbf29ce4ULL};
  test_hash(h, tc->path, strlen(tc->path) + 1);
  test_hash(h, &nflags, sizeof nflags);
  for (int k = 0; k < nflags; k++)
    test_hash(h, flags[k], strlen(flags[k]) + 1);
  test_hash(h, src, src_len);
  free(src);

  StrBuf exe = {0}, log = {0}, out = {0}, log_out = {0};
  if (cfg->cache)
    sb_printf(&exe, "%s/%016llx%016llx", cfg->cache, (unsigned long long)h[0], (unsigned long long)h[1]);
  else
    sb_printf(&exe, "%s/prog", work);
  sb_printf(&log, "%s.log", exe.data);
  bool cached = cfg->cache && access(exe.data, X_OK) == 0;
  struct timespec t0;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  bool ok = true;
  if (!cached) {
    sb_printf(&out, "%s.tmp%ld", exe.data, (long)getpid());
    sb_printf(&log_out, "%s.tmp%ld", log.data, (long)getpid());
    char **argv = xmalloc((size_t)(nflags + 5) * sizeof *argv);
    int n = 0;
    argv[n++] = cfg->self;
    for (int k = 0; k < nflags; k++)
      argv[n++] = flags[k];
    argv[n++] = tc->path;
    argv[n++] = "-o";
    argv[n++] = out.data;
    argv[n] = NULL;
    int limit = cfg->timeout > COMPILE_LIMIT_S ? cfg->timeout : COMPILE_LIMIT_S;
    Command c = {cfg->self, argv, NULL, NULL, log_out.data, log_out.data, NULL, limit};
    snprintf(partial_exe, sizeof partial_exe, "%s", out.data);
    snprintf(partial_log, sizeof partial_log, "%s", log_out.data);
    CommandResult res = run_command(&c);
    free(argv);
    size_t len;
    char *text = slurp(log_out.data, &len);
    ok = !res.timed_out && res.status == 0 && access(out.data, X_OK) == 0;
    if (!ok) {
      StrBuf cmd = {0};
      sb_puts(&cmd, "arrc");
      for (int k = 0; k < nflags; k++)
        sb_printf(&cmd, " %s", flags[k]);
      if (res.timed_out)
        problem(r, "compiling timed out after %d s (arrc%s %s)", limit, cmd.data + 4, tc->path);
      else
        problem(r, "%s %s failed (exit %d):", cmd.data, tc->path, res.status);
      quote(r, ' ', text, len, COMPILE_LINES, false);
      sb_free(&cmd);
      unlink(out.data);
      unlink(log_out.data);
    } else if (rename(log_out.data, log.data) != 0 || rename(out.data, exe.data) != 0) {
      problem(r, "cannot write '%s': %s", exe.data, strerror(errno));
      ok = false;
    }
    partial_exe[0] = partial_log[0] = 0;
    free(text);
    StrBuf n_text = {0};
    sb_printf(&n_text, "compiled in %.2f s", seconds_since(&t0));
    *note = n_text.data;
  } else {
    StrBuf n_text = {0};
    sb_printf(&n_text, "cached: %s", exe.data);
    *note = n_text.data;
  }
  if (ok && cfg->strict) {
    size_t len;
    char *text = slurp(log.data, &len);
    if (len > 0) {
      problem(r, "arrc printed on stderr while compiling:");
      quote(r, ' ', text, len, STDERR_LINES, false);
    }
    free(text);
  }
  for (int k = 0; k < nflags; k++)
    free(flags[k]);
  free(flags);
  sb_free(&log);
  sb_free(&out);
  sb_free(&log_out);
  if (!ok) {
    sb_free(&exe);
    return NULL;
  }
  return exe.data;
}

/* ---- checking --------------------------------------------------------- */

static bool skip_digits(const char **p) {
  const char *s = *p;
  while (**p >= '0' && **p <= '9')
    (*p)++;
  return *p > s;
}

/* Whether stderr has a line "...NAME.arr:LINE:COL: runtime error: " followed
 * by want (LANGUAGE.md §9.2), NAME.arr at the start or after a slash. */
static bool has_runtime_error(const char *text, const char *file, const char *want) {
  size_t flen = strlen(file);
  for (const char *line = text; *line;) {
    const char *eol = strchr(line, '\n');
    size_t len = eol ? (size_t)(eol - line) : strlen(line);
    for (const char *at = line; (at = memmem(at, len - (size_t)(at - line), file, flen)); at++) {
      if (at != line && at[-1] != '/')
        continue;
      const char *p = at + flen;
      static const char tag[] = ": runtime error: ";
      if (*p++ == ':' && skip_digits(&p) && *p++ == ':' && skip_digits(&p) && strncmp(p, tag, sizeof tag - 1) == 0) {
        p += sizeof tag - 1;
        size_t wlen = strlen(want);
        if ((size_t)(line + len - p) >= wlen && strncmp(p, want, wlen) == 0)
          return true;
      }
    }
    line += len + (eol != NULL);
  }
  return false;
}

/* Whether data is text that a line diff shows well (no NUL byte). */
static bool is_text(const char *data, size_t len) { return memchr(data, 0, len) == NULL; }

static void check_files(Report *r, const char *base, const char *run) {
  StrBuf dir = {0};
  sb_printf(&dir, "%s.files", base);
  if (!is_dir(dir.data)) {
    sb_free(&dir);
    return;
  }
  char **files = NULL;
  int n = 0;
  list_files(dir.data, "", &files, &n);
  const char *shown = basename_of(dir.data);
  for (int k = 0; k < n; k++) {
    StrBuf want_path = {0}, got_path = {0};
    sb_printf(&want_path, "%s/%s", dir.data, files[k]);
    sb_printf(&got_path, "%s/%s", run, files[k]);
    if (!is_file(got_path.data)) {
      problem(r, "missing file %s (expected as in %s/)", files[k], shown);
    } else {
      size_t wl, gl;
      char *want = slurp(want_path.data, &wl), *got = slurp(got_path.data, &gl);
      if (wl != gl || memcmp(want, got, wl) != 0) {
        if (is_text(want, wl) && is_text(got, gl)) {
          problem(r, "file %s differs from %s/%s:", files[k], shown, files[k]);
          StrBuf label = {0}, diff = {0};
          sb_printf(&label, "%s/%s (expected)", shown, files[k]);
          text_diff(&diff, want, wl, label.data, got, gl, files[k], 3, DIFF_LINES);
          quote(r, 'd', diff.data, diff.len, DIFF_LINES + 1, false);
          sb_free(&label);
          sb_free(&diff);
        } else {
          problem(r, "file %s differs from %s/%s (binary: %zu bytes, expected %zu)", files[k], shown, files[k], gl,
                  wl);
        }
      }
      free(want);
      free(got);
    }
    sb_free(&want_path);
    sb_free(&got_path);
  }
  free_list(files, n);
  sb_free(&dir);
}

/* The expected exit status: NAME.status, else 0; -1 when it is not a number. */
static int expected_status(const char *base) {
  StrBuf path = {0};
  sb_printf(&path, "%s.status", base);
  char *line = first_line(path.data);
  sb_free(&path);
  if (!line)
    return 0;
  char *end;
  long v = strtol(line, &end, 10);
  while (*end == ' ' || *end == '\t' || *end == '\r')
    end++;
  int status = end == line || *end || v < 0 || v > 255 ? -1 : (int)v;
  free(line);
  return status;
}

/* One run of a test program (under the compiled executable or the oracle):
 * the empty folder it runs in, where its output goes, its standard input
 * and its command line, the program's absolute path followed by
 * prog.args's words after the given command prefix. */
typedef struct {
  StrBuf run, out, err, in;
  char **args, **argv, *abs;
  int nargs;
} ProgramRun;

static void program_run_prepare(ProgramRun *p, const TestCase *tc, const char *base, const char *work,
                                char *const *prefix, int nprefix) {
  memset(p, 0, sizeof *p);
  sb_printf(&p->run, "%s/run", work);
  sb_printf(&p->out, "%s/stdout", work);
  sb_printf(&p->err, "%s/stderr", work);
  sb_printf(&p->in, "%s.in", base);
  StrBuf args_path = {0};
  sb_printf(&args_path, "%s.args", base);
  mkdir(p->run.data, 0700);
  p->args = read_words(args_path.data, &p->nargs);
  sb_free(&args_path);
  p->argv = xmalloc((size_t)(nprefix + p->nargs + 2) * sizeof *p->argv);
  p->abs = realpath(tc->path, NULL);
  if (nprefix)
    memcpy(p->argv, prefix, (size_t)nprefix * sizeof *p->argv);
  p->argv[nprefix] = p->abs ? p->abs : tc->path;
  for (int k = 0; k < p->nargs; k++)
    p->argv[nprefix + 1 + k] = p->args[k];
  p->argv[nprefix + 1 + p->nargs] = NULL;
}

/* The standard input file, when prog.in exists. */
static const char *program_run_stdin(const ProgramRun *p) { return is_file(p->in.data) ? p->in.data : NULL; }

static void program_run_free(ProgramRun *p) {
  free(p->abs);
  free(p->argv);
  for (int k = 0; k < p->nargs; k++)
    free(p->args[k]);
  free(p->args);
  sb_free(&p->run);
  sb_free(&p->out);
  sb_free(&p->err);
  sb_free(&p->in);
}

static void run_and_check(const TestConfig *cfg, const TestCase *tc, const char *base, const char *exe,
                          const char *work, Report *r) {
  int want = expected_status(base);
  if (want < 0) {
    problem(r, "%s.status is not an exit status (a number from 0 to 255)", basename_of(base));
    return;
  }
  ProgramRun p;
  program_run_prepare(&p, tc, base, work, NULL, 0);
  StrBuf expected = {0};
  sb_printf(&expected, "%s.out", base);
  Command c = {exe, p.argv, p.run.data, program_run_stdin(&p), p.out.data, p.err.data, NULL, cfg->timeout};
  CommandResult res = run_command(&c);

  if (res.timed_out)
    problem(r, "timed out after %d s", cfg->timeout);
  else if (res.status != want && res.status > 128 && res.status < 128 + NSIG)
    problem(r, "killed by signal %d (%s), expected exit status %d", res.status - 128, strsignal(res.status - 128),
            want);
  else if (res.status != want)
    problem(r, "exit status %d, expected %d", res.status, want);

  size_t wl, gl, el;
  char *want_text = slurp(expected.data, &wl), *got = slurp(p.out.data, &gl), *err_text = slurp(p.err.data, &el);
  StrBuf diff = {0}, label = {0};
  sb_printf(&label, "%s (expected)", basename_of(expected.data));
  if (text_diff(&diff, want_text, wl, label.data, got, gl, "stdout (actual)", 3, DIFF_LINES) > 0) {
    problem(r, "stdout differs from %s:", basename_of(expected.data));
    quote(r, 'd', diff.data, diff.len, DIFF_LINES + 1, false);
  }
  bool stderr_shown = false;
  StrBuf err_path = {0};
  sb_printf(&err_path, "%s.err", base);
  char *want_err = first_line(err_path.data);
  if (want_err && !has_runtime_error(err_text, basename_of(tc->path), want_err)) {
    problem(r, "stderr lacks \"%s:LINE:COL: runtime error: %s\"; it was:", basename_of(tc->path), want_err);
    quote(r, ' ', err_text, el, STDERR_LINES, true);
    stderr_shown = true;
  }
  check_files(r, base, p.run.data);
  if (r->message && el > 0 && !stderr_shown) {
    problem(r, "stderr:");
    quote(r, ' ', err_text, el, STDERR_LINES, true);
  }
  free(want_err);
  free(want_text);
  free(got);
  free(err_text);
  sb_free(&diff);
  sb_free(&label);
  sb_free(&err_path);
  sb_free(&expected);
  program_run_free(&p);
}

/* ---- the oracle ------------------------------------------------------- */

/* The last line of a Python traceback in stderr ("KIND: message"), or NULL
 * when the program did not die of one. */
static char *traceback_last(const char *text) {
  if (!strstr(text, "Traceback (most recent call last):"))
    return NULL;
  const char *last = NULL;
  size_t last_len = 0;
  for (const char *line = text; *line;) {
    size_t len = strcspn(line, "\n");
    bool blank = true;
    for (size_t k = 0; k < len; k++)
      blank = blank && strchr(" \t\r\v\f", line[k]) != NULL;
    if (!blank)
      last = line, last_len = len;
    line += len + (line[len] == '\n');
  }
  return last ? strndup(last, last_len) : NULL;
}

/* Whether a traceback's last line is a builtin or NumPy exception, which a
 * compiled program raises too; anything else (numba.core.errors.TypingError)
 * means the reference implementation refused the program. */
static bool builtin_exception(const char *line) {
  regex_t re;
  if (regcomp(&re,
              "^(numpy\\.(linalg\\.)?)?([A-Z][A-Za-z]*(Error|Exception)|StopIteration)(: .*)?$",
              REG_EXTENDED | REG_NOSUB) != 0)
    return true;
  bool ok = regexec(&re, line, 0, NULL, 0) == 0;
  regfree(&re);
  return ok;
}

/* Replaces NAME.SUFFIX with data, or removes it when data is NULL; true when
 * that changed it. */
static bool replace_file(const char *base, const char *suffix, const char *data, size_t len, bool *failed) {
  StrBuf path = {0};
  sb_printf(&path, "%s%s", base, suffix);
  size_t old_len = 0;
  char *old = read_file(path.data, &old_len);
  bool changed = data ? !old || old_len != len || memcmp(old, data, len) != 0 : old != NULL;
  if (changed && data && !write_bytes(path.data, data, len))
    *failed = true;
  else if (changed && !data)
    unlink(path.data);
  free(old);
  sb_free(&path);
  return changed;
}

/* NAME.files/ becomes what the run left in its folder: the old one goes;
 * no new one when the program wrote no file. Returns the number of files. */
static int replace_files_dir(const char *base, const char *run, bool *changed, bool *failed) {
  StrBuf dir = {0};
  sb_printf(&dir, "%s.files", base);
  char **old = NULL, **now = NULL;
  int n_old = 0, n_now = 0;
  if (is_dir(dir.data))
    list_files(dir.data, "", &old, &n_old);
  list_files(run, "", &now, &n_now);
  *changed = n_old != n_now;
  for (int k = 0; k < n_now && !*changed; k++) {
    StrBuf a = {0}, b = {0};
    sb_printf(&a, "%s/%s", dir.data, now[k]);
    sb_printf(&b, "%s/%s", run, now[k]);
    size_t la, lb;
    char *ta = slurp(a.data, &la), *tb = slurp(b.data, &lb);
    *changed = strcmp(old[k], now[k]) != 0 || la != lb || memcmp(ta, tb, la) != 0;
    free(ta);
    free(tb);
    sb_free(&a);
    sb_free(&b);
  }
  if (*changed) {
    remove_tree(dir.data);
    for (int k = 0; k < n_now; k++) {
      StrBuf from = {0}, to = {0};
      sb_printf(&from, "%s/%s", run, now[k]);
      sb_printf(&to, "%s/%s", dir.data, now[k]);
      char *slash = strrchr(to.data, '/');
      *slash = 0;
      make_dirs(to.data);
      *slash = '/';
      size_t len;
      char *data = slurp(from.data, &len);
      if (!write_bytes(to.data, data, len))
        *failed = true;
      free(data);
      sb_free(&from);
      sb_free(&to);
    }
  }
  free_list(old, n_old);
  free_list(now, n_now);
  sb_free(&dir);
  return n_now;
}

/* Runs the program under the oracle command and writes what it did as the
 * expected files: NAME.out, NAME.status (only when not 0), NAME.err (the
 * traceback's last line, when it died of an exception) and NAME.files/. */
static void oracle_run(const TestConfig *cfg, TestCase *tc, const char *base, const char *work, Report *r) {
  size_t src_len;
  char *src = slurp(tc->path, &src_len);
  /* GPU kernels run on Numba's CUDA simulator, as tests/oracle.sh runs them. */
  static const char *const env_cpu[] = {"PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1",
                                        NULL};
  static const char *const env_cuda[] = {"PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1",
                                         "NUMBA_ENABLE_CUDASIM=1", NULL};
  bool cuda = strstr(src, "cuda") != NULL;
  free(src);
  int ncmd = 0;
  while (cfg->oracle[ncmd])
    ncmd++;
  ProgramRun p;
  program_run_prepare(&p, tc, base, work, cfg->oracle, ncmd);
  Command c = {p.argv[0], p.argv, p.run.data, program_run_stdin(&p), p.out.data, p.err.data,
               cuda ? env_cuda : env_cpu, cfg->timeout};
  CommandResult res = run_command(&c);
  size_t ol, el;
  char *got = slurp(p.out.data, &ol), *err_text = slurp(p.err.data, &el);
  char *last = res.status != 0 ? traceback_last(err_text) : NULL;
  if (res.timed_out) {
    problem(r, "the oracle run timed out after %d s; nothing written", cfg->timeout);
  } else if (res.status == 127 || res.status > 128) {
    problem(r, "the oracle (%s) could not run or was killed (status %d); nothing written", cfg->oracle[0],
            res.status);
  } else if (last && !builtin_exception(last)) {
    problem(r, "the program died of something other than a builtin or NumPy exception (a Numba compile "
               "error?); nothing written:");
  }
  if (r->message) {
    quote(r, ' ', err_text, el, 12, true);
  } else {
    bool failed = false, changed = false, files_changed = false;
    char status[16];
    snprintf(status, sizeof status, "%d\n", res.status);
    changed |= replace_file(base, ".out", got, ol, &failed);
    changed |= replace_file(base, ".status", res.status ? status : NULL, strlen(status), &failed);
    StrBuf err_line = {0};
    if (last)
      sb_printf(&err_line, "%s\n", last);
    changed |= replace_file(base, ".err", last ? err_line.data : NULL, err_line.len, &failed);
    sb_free(&err_line);
    int nfiles = replace_files_dir(base, p.run.data, &files_changed, &failed);
    changed |= files_changed;
    if (failed) {
      problem(r, "cannot write the expected files of %s: %s", tc->path, strerror(errno));
    } else {
      int lines = 0;
      for (size_t k = 0; k < ol; k++)
        lines += got[k] == '\n';
      StrBuf msg = {0};
      sb_printf(&msg, "%d line%s, status %d", lines, lines == 1 ? "" : "s", res.status);
      if (last)
        sb_printf(&msg, ", raises %s", last);
      if (nfiles)
        sb_printf(&msg, ", %d file%s", nfiles, nfiles == 1 ? "" : "s");
      sb_printf(&msg, " (%s)", changed ? "changed" : "unchanged");
      tc->message = msg.data;
    }
  }
  free(last);
  free(got);
  free(err_text);
  program_run_free(&p);
}

/* ---- one test case ---------------------------------------------------- */

/* Why the program is not run, or NULL: NAME.skip's first line; on a GPU
 * (ARRC_DEVICE=gpu), NAME.cpuonly's. */
static char *skip_reason(const char *base) {
  StrBuf path = {0};
  sb_printf(&path, "%s.skip", base);
  char *why = first_line(path.data);
  const char *device = getenv("ARRC_DEVICE");
  if (!why && device && strcmp(device, "gpu") == 0) {
    path.len = 0;
    sb_printf(&path, "%s.cpuonly", base);
    char *cpu = first_line(path.data);
    if (cpu) {
      StrBuf msg = {0};
      sb_printf(&msg, "on a GPU: %s", cpu);
      free(cpu);
      why = msg.data;
    }
  }
  sb_free(&path);
  return why;
}

void testcase_run(const TestConfig *cfg, TestCase *tc, const char *work) {
  struct timespec t0;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  signal(SIGINT, on_signal);
  signal(SIGTERM, on_signal);
  mkdir(work, 0700);
  size_t n = strlen(tc->path);
  char *base = strndup(tc->path, n >= 4 && strcmp(tc->path + n - 4, ".arr") == 0 ? n - 4 : n);
  Report r = {{0}, NULL};
  tc->outcome = TEST_FAIL;
  StrBuf out_path = {0};
  sb_printf(&out_path, "%s.out", base);
  char *why = NULL;
  if (cfg->oracle) {
    oracle_run(cfg, tc, base, work, &r);
  } else if ((why = skip_reason(base))) {
    tc->outcome = TEST_SKIP;
    tc->message = why;
  } else if (!is_file(out_path.data) && !cfg->strict) {
    tc->outcome = TEST_SKIP;
    tc->message = strdup("no expected output; make one with --oracle");
  } else if (!is_file(out_path.data)) {
    problem(&r, "no expected output %s; make one with --oracle", basename_of(out_path.data));
  } else {
    char *exe = compile(cfg, tc, base, work, &r, &tc->note);
    if (exe)
      run_and_check(cfg, tc, base, exe, work, &r);
    free(exe);
  }
  if (tc->outcome != TEST_SKIP) {
    tc->outcome = r.message ? TEST_FAIL : TEST_PASS;
    if (r.message)
      tc->message = r.message;
  }
  tc->details = r.details.data;
  tc->seconds = seconds_since(&t0);
  if (!cfg->keep)
    remove_tree(work);
  sb_free(&out_path);
  free(base);
}
