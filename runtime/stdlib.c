/* The standard library around kernels: time's clocks, sys.exit with a
 * message, the standard streams, and os and os.path with the algorithms of
 * CPython's posixpath.py, so that results match Python's byte for byte.
 * Strings are UTF-8; every separator these functions look for is ASCII, so
 * they work on bytes. */
#include <dirent.h>
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "rt_core.h"
#include "rt_stdlib.h"

/* ---- time ---------------------------------------------------------------- */

static const clockid_t clock_ids[] = {
    [ARRC_CLOCK_REALTIME] = CLOCK_REALTIME,
    [ARRC_CLOCK_MONOTONIC] = CLOCK_MONOTONIC,
    [ARRC_CLOCK_PROCESS] = CLOCK_PROCESS_CPUTIME_ID,
};

int64_t arrc_clock_ns(int32_t clock) {
  struct timespec ts;
  clock_gettime(clock_ids[clock], &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

double arrc_clock_seconds(int32_t clock) {
  struct timespec ts;
  clock_gettime(clock_ids[clock], &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void arrc_sleep(double secs, const arrc_loc *loc) {
  if (secs != secs)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Invalid value NaN (not a number)");
  if (secs < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "sleep length must be non-negative");
  struct timespec ts = {(time_t)secs, (long)((secs - (double)(time_t)secs) * 1e9)};
  while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
    ;
}

/* ---- sys ------------------------------------------------------------------ */

void arrc_sys_exit_str(const arrc_str *msg) {
  int st = arrc_rt_output_finish(1);
  fwrite(msg->data, 1, (size_t)msg->len, stderr);
  fputc('\n', stderr);
  fflush(stderr);
  arrc_rt_argv_release();
  exit(st);
}

/* Python's recursion limit, and how deep the calls of recursive host
 * functions are nested in this thread (codegen/recursion.c counts them;
 * the module's frame is the 0th). Recursion in jitted code is bounded by
 * the stack (signal.c) instead. */
int64_t arrc_recursion_limit = 1000;
_Thread_local int64_t arrc_recursion_depth;

void arrc_sys_setrecursionlimit(int64_t n, const arrc_loc *loc) {
  if (n < 1)
    arrc_raise(ARRC_VALUE_ERROR, loc, "recursion limit must be greater or equal than 1");
  arrc_recursion_limit = n;
}

int64_t arrc_sys_getrecursionlimit(void) { return arrc_recursion_limit; }

/* A call that would go past the limit; the depth stays that of the caller,
 * for a try statement around it. */
_Noreturn void arrc_recursion_error(const arrc_loc *loc) {
  arrc_raise(ARRC_RECURSION_ERROR, loc, "maximum recursion depth exceeded");
}

/* numba.config.DISABLE_JIT: NUMBA_DISABLE_JIT as an int, 0 when unset or
 * not a number (Numba warns and takes its default then). */
int64_t arrc_numba_config_disable_jit(void) {
  const char *env = getenv("NUMBA_DISABLE_JIT");
  char *end;
  long long v = env && *env ? strtoll(env, &end, 10) : 0;
  return env && *env && *end == '\0' ? v : 0;
}

int64_t arrc_stream_write(int32_t fd, const arrc_str *s, const arrc_loc *loc) {
  if (fd == 1) {
    arrc_text t = {0};
    arrc_text_put(&t, s->data, (size_t)s->len);
    arrc_text_write_stdout(&t, loc);
    arrc_text_free(&t);
  } else {
    fwrite(s->data, 1, (size_t)s->len, stderr);
    fflush(stderr);
  }
  return s->chars;
}

void arrc_stream_flush(int32_t fd, bool flush, const arrc_loc *loc) {
  if (!flush || fd != 1)
    return;
  int err = arrc_rt_output_flush();
  if (err)
    arrc_raise(err == EPIPE ? ARRC_BROKEN_PIPE_ERROR : ARRC_OS_ERROR, loc, "[Errno %d] %s", err, strerror(err));
}

/* Python's standard error is line buffered; its text goes out at once. */
void arrc_text_write_stderr(arrc_text *t, const arrc_loc *loc) {
  (void)loc;
  fwrite(t->data, 1, t->len, stderr);
  fflush(stderr);
  t->len = 0;
}

/* ---- os ------------------------------------------------------------------- */

static arrc_str *new_str(const char *s, size_t n) { return arrc_str_new(s, (int64_t)n); }

/* Raises the OSError subclass Python raises for errno err on path:
 * "[Errno 2] No such file or directory: 'data.txt'". */
_Noreturn static void raise_os(int err, const arrc_str *path, const arrc_loc *loc) {
  arrc_error_kind kind;
  switch (err) {
  case ENOENT: kind = ARRC_FILE_NOT_FOUND_ERROR; break;
  case EEXIST: kind = ARRC_FILE_EXISTS_ERROR; break;
  case EACCES: case EPERM: kind = ARRC_PERMISSION_ERROR; break;
  case EISDIR: kind = ARRC_IS_A_DIRECTORY_ERROR; break;
  case ENOTDIR: kind = ARRC_NOT_A_DIRECTORY_ERROR; break;
  default: kind = ARRC_OS_ERROR; break;
  }
  arrc_text t = {0};
  char head[128];
  snprintf(head, sizeof head, "[Errno %d] %s: ", err, strerror(err));
  arrc_text_put(&t, head, strlen(head));
  arrc_text_put_str_repr(&t, path);
  arrc_raise_str(kind, loc, t.data, (int64_t)t.len);
}

arrc_str *arrc_os_getcwd(const arrc_loc *loc) {
  char buf[4096];
  if (!getcwd(buf, sizeof buf))
    arrc_raise(ARRC_OS_ERROR, loc, "[Errno %d] %s", errno, strerror(errno));
  return new_str(buf, strlen(buf));
}

int64_t arrc_os_cpu_count(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n;
}

arrc_str *arrc_os_getenv(const arrc_str *key) {
  const char *v = getenv(key->data);
  return v ? new_str(v, strlen(v)) : NULL;
}

arrc_str *arrc_os_environ_item(const arrc_str *key, const arrc_loc *loc) {
  arrc_str *v = arrc_os_getenv(key);
  if (!v)
    arrc_raise_str(ARRC_KEY_ERROR, loc, key->data, key->len);
  return v;
}

bool arrc_os_environ_contains(const arrc_str *key) { return getenv(key->data) != NULL; }

static bool is_dir(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

void arrc_os_mkdir(const arrc_str *path, int64_t mode, const arrc_loc *loc) {
  if (mkdir(path->data, (mode_t)mode) != 0)
    raise_os(errno, path, loc);
}

/* os.makedirs: the missing parents first (os.path.split's head), then the
 * directory; an existing one is an error unless exist_ok. */
void arrc_os_makedirs(const arrc_str *path, int64_t mode, bool exist_ok, const arrc_loc *loc) {
  arrc_str *parts[2];
  arrc_os_path_split(path, parts);
  arrc_str *head = parts[0], *tail = parts[1];
  if (tail->len == 0) {
    /* "a/b/": the parent of "a/b". */
    arrc_str_decref(tail);
    arrc_os_path_split(head, parts);
    arrc_str_decref(head);
    head = parts[0];
    tail = parts[1];
  }
  /* Python makes the parents with the same exist_ok and ignores a
   * FileExistsError from them (another process made one meanwhile). */
  if (head->len && tail->len && !arrc_os_path_exists(head))
    arrc_os_makedirs(head, mode, true, loc);
  arrc_str_decref(head);
  arrc_str_decref(tail);
  if (mkdir(path->data, (mode_t)mode) != 0) {
    int err = errno;
    if (!exist_ok || !is_dir(path->data))
      raise_os(err, path, loc);
  }
}

void arrc_os_remove(const arrc_str *path, const arrc_loc *loc) {
  if (unlink(path->data) != 0)
    raise_os(errno, path, loc);
}

arrc_list *arrc_os_listdir(const arrc_str *path, const arrc_loc *loc) {
  /* os.listdir() lists the current directory, which errors name as '.'. */
  DIR *d = opendir(path ? path->data : ".");
  if (!d) {
    int err = errno;
    raise_os(err, path ? path : new_str(".", 1), loc);
  }
  arrc_list *l = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    arrc_str *s = new_str(e->d_name, strlen(e->d_name));
    arrc_list_append(l, &s);
    arrc_str_decref(s);
  }
  closedir(d);
  return l;
}

/* ---- os.path -------------------------------------------------------------- */

static arrc_text text_of(const char *s, size_t n) {
  arrc_text t = {0};
  arrc_text_put(&t, s, n);
  return t;
}

/* The text as a new string; the buffer is freed. */
static arrc_str *take(arrc_text *t) {
  arrc_str *r = arrc_text_take_str(t);
  arrc_text_free(t);
  return r;
}

/* posixpath.join: an absolute part starts over; a separator goes between
 * parts unless the path so far is empty or ends with one. */
arrc_str *arrc_os_path_join(int64_t n, arrc_str *const *parts) {
  arrc_text t = text_of(parts[0]->data, (size_t)parts[0]->len);
  for (int64_t k = 1; k < n; k++) {
    const arrc_str *b = parts[k];
    if (b->len && b->data[0] == '/')
      t.len = 0;
    else if (t.len && t.data[t.len - 1] != '/')
      arrc_text_put(&t, "/", 1);
    arrc_text_put(&t, b->data, (size_t)b->len);
  }
  return take(&t);
}

bool arrc_os_path_exists(const arrc_str *p) {
  struct stat st;
  return stat(p->data, &st) == 0;
}

bool arrc_os_path_isfile(const arrc_str *p) {
  struct stat st;
  return stat(p->data, &st) == 0 && S_ISREG(st.st_mode);
}

bool arrc_os_path_isdir(const arrc_str *p) { return is_dir(p->data); }

bool arrc_os_path_isabs(const arrc_str *p) { return p->len > 0 && p->data[0] == '/'; }

static int64_t last_slash(const arrc_str *p) {
  for (int64_t i = p->len - 1; i >= 0; i--)
    if (p->data[i] == '/')
      return i;
  return -1;
}

/* posixpath.split: head and tail around the last slash; the head loses its
 * trailing slashes unless it is all slashes. */
void arrc_os_path_split(const arrc_str *p, arrc_str **out) {
  int64_t i = last_slash(p) + 1, h = i;
  bool all_slashes = true;
  for (int64_t k = 0; k < i; k++)
    all_slashes &= p->data[k] == '/';
  if (h && !all_slashes)
    while (h > 0 && p->data[h - 1] == '/')
      h--;
  out[0] = new_str(p->data, (size_t)h);
  out[1] = new_str(p->data + i, (size_t)(p->len - i));
}

arrc_str *arrc_os_path_basename(const arrc_str *p) {
  int64_t i = last_slash(p) + 1;
  return new_str(p->data + i, (size_t)(p->len - i));
}

arrc_str *arrc_os_path_dirname(const arrc_str *p) {
  arrc_str *parts[2];
  arrc_os_path_split(p, parts);
  arrc_str_decref(parts[1]);
  return parts[0];
}

/* genericpath._splitext: the extension starts at the last dot after the
 * last slash, unless only dots come before it in the file name (".bashrc"
 * has none). */
void arrc_os_path_splitext(const arrc_str *p, arrc_str **out) {
  int64_t sep = last_slash(p), dot = -1;
  for (int64_t i = p->len - 1; i >= 0; i--)
    if (p->data[i] == '.') {
      dot = i;
      break;
    }
  if (dot > sep) {
    for (int64_t i = sep + 1; i < dot; i++) {
      if (p->data[i] != '.') {
        out[0] = new_str(p->data, (size_t)dot);
        out[1] = new_str(p->data + dot, (size_t)(p->len - dot));
        return;
      }
    }
  }
  out[0] = new_str(p->data, (size_t)p->len);
  out[1] = new_str("", 0);
}

/* posixpath.normpath: drops empty and "." components and folds ".." into
 * the component before it; two leading slashes (not three) are kept. */
arrc_str *arrc_os_path_normpath(const arrc_str *p) {
  if (p->len == 0)
    return new_str(".", 1);
  int initial = p->data[0] == '/';
  if (initial && p->len > 1 && p->data[1] == '/' && !(p->len > 2 && p->data[2] == '/'))
    initial = 2;
  /* Components are kept as (start, length) pairs into p. */
  int64_t *starts = arrc_malloc(sizeof(int64_t) * (size_t)(p->len + 1), NULL);
  int64_t *lens = arrc_malloc(sizeof(int64_t) * (size_t)(p->len + 1), NULL);
  int64_t n = 0;
  for (int64_t i = 0; i <= p->len;) {
    int64_t j = i;
    while (j < p->len && p->data[j] != '/')
      j++;
    int64_t len = j - i;
    const char *c = p->data + i;
    bool dotdot = len == 2 && c[0] == '.' && c[1] == '.';
    if (len == 0 || (len == 1 && c[0] == '.')) {
      /* skipped */
    } else if (!dotdot || (!initial && n == 0) ||
               (n > 0 && lens[n - 1] == 2 && p->data[starts[n - 1]] == '.' && p->data[starts[n - 1] + 1] == '.')) {
      starts[n] = i;
      lens[n++] = len;
    } else if (n > 0) {
      n--;
    }
    i = j + 1;
  }
  arrc_text t = {0};
  for (int k = 0; k < initial; k++)
    arrc_text_put(&t, "/", 1);
  for (int64_t k = 0; k < n; k++) {
    if (k)
      arrc_text_put(&t, "/", 1);
    arrc_text_put(&t, p->data + starts[k], (size_t)lens[k]);
  }
  free(starts);
  free(lens);
  if (t.len == 0)
    arrc_text_put(&t, ".", 1);
  return take(&t);
}

arrc_str *arrc_os_path_abspath(const arrc_str *p, const arrc_loc *loc) {
  if (arrc_os_path_isabs(p))
    return arrc_os_path_normpath(p);
  arrc_str *cwd = arrc_os_getcwd(loc);
  arrc_str *parts[2] = {cwd, (arrc_str *)p};
  arrc_str *joined = arrc_os_path_join(2, parts);
  arrc_str *r = arrc_os_path_normpath(joined);
  arrc_str_decref(cwd);
  arrc_str_decref(joined);
  return r;
}

/* posixpath.expanduser for "~" and "~/...": $HOME, else the password
 * database; "~user" looks the user up; anything else is unchanged. */
arrc_str *arrc_os_path_expanduser(const arrc_str *p) {
  if (p->len == 0 || p->data[0] != '~')
    return new_str(p->data, (size_t)p->len);
  int64_t i = 1;
  while (i < p->len && p->data[i] != '/')
    i++;
  const char *home = NULL;
  if (i == 1) {
    home = getenv("HOME");
    if (!home) {
      struct passwd *pw = getpwuid(getuid());
      home = pw ? pw->pw_dir : NULL;
    }
  } else {
    char name[256];
    size_t n = (size_t)(i - 1) < sizeof name - 1 ? (size_t)(i - 1) : sizeof name - 1;
    memcpy(name, p->data + 1, n);
    name[n] = '\0';
    struct passwd *pw = getpwnam(name);
    home = pw ? pw->pw_dir : NULL;
  }
  if (!home)
    return new_str(p->data, (size_t)p->len);
  size_t hl = strlen(home);
  while (hl > 0 && home[hl - 1] == '/')
    hl--;
  arrc_text t = text_of(home, hl);
  arrc_text_put(&t, p->data + i, (size_t)(p->len - i));
  if (t.len == 0)
    arrc_text_put(&t, "/", 1);
  return take(&t);
}

int64_t arrc_os_path_getsize(const arrc_str *p, const arrc_loc *loc) {
  struct stat st;
  if (stat(p->data, &st) != 0)
    raise_os(errno, p, loc);
  return st.st_size;
}
