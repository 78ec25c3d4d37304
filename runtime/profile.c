/* ARRC_PROFILE: the table of kernels, ufunc calls, prange loops and
 * host-device copies that a program prints at exit (rt_profile.h says who
 * reports what; docs/profiling.md shows the table).
 *
 * Rows are kept in a list in order of first appearance, keyed by their
 * kind and name: a kernel's or ufunc's name, a prange loop's FILE:LINE, a
 * copy's direction (a program has tens of rows, so a linear search costs
 * nothing next to what is timed). At exit the rows are sorted
 * by total time, longest first (rows of equal time keep their order), and
 * written after the program's own output has been flushed, so the table
 * never lands in the middle of it. Reports come from any thread (a cuda
 * ufunc called inside a prange loop launches from the pool's workers),
 * so one lock guards the list. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_profile.h"

int arrc_profile_flag = -1;

typedef enum { ROW_KERNEL, ROW_UFUNC, ROW_PRANGE, ROW_COPY, ROW_KINDS } RowKind;

/* The first column, per kind. */
static const char *const kind_names[ROW_KINDS] = {"kernel", "ufunc", "prange", "copy"};

/* The names of the copy rows, per direction. */
static const char *const direction_names[] = {"host to device", "device to host"};

typedef struct Row {
  RowKind kind;
  char name[96];
  int64_t count;
  double seconds;
  int64_t elements;  /* ufunc rows */
  int64_t bytes;     /* copy rows */
  struct Row *next;
} Row;

static struct {
  pthread_mutex_t lock;
  bool registered;   /* the exit handler */
  char path[1024];   /* ARRC_PROFILE=FILE; "" for standard error */
  int threads;       /* the pool's size, read while a bad value can still be reported */
  Row *rows;         /* in order of first appearance */
  Row **tail;
} prof = {.lock = PTHREAD_MUTEX_INITIALIZER, .tail = &prof.rows};

bool arrc_profile_read_env(void) {
  const char *env = getenv("ARRC_PROFILE");
  bool on = env && *env && strcmp(env, "0") != 0;
  if (on && strcmp(env, "1") != 0)
    snprintf(prof.path, sizeof prof.path, "%s", env);
  __atomic_store_n(&arrc_profile_flag, on ? 1 : 0, __ATOMIC_RELAXED);
  return on;
}

void arrc_profile_set(bool on) {
  pthread_mutex_lock(&prof.lock);
  while (prof.rows) {
    Row *r = prof.rows;
    prof.rows = r->next;
    free(r);
  }
  prof.tail = &prof.rows;
  prof.path[0] = '\0';
  pthread_mutex_unlock(&prof.lock);
  __atomic_store_n(&arrc_profile_flag, on ? 1 : 0, __ATOMIC_RELAXED);
}

double arrc_profile_clock(void) { return arrc_perf_counter(); }

static void write_at_exit(void) {
  arrc_rt_output_flush();
  FILE *out = stderr;
  if (prof.path[0] && !(out = fopen(prof.path, "w"))) {
    fprintf(stderr, "ARRC_PROFILE: cannot write '%s'; the table follows here\n", prof.path);
    out = stderr;
  }
  arrc_profile_write(out);
  if (out != stderr)
    fclose(out);
}

/* The row of (kind, name), made when it is new; called with the lock
 * held. NULL when memory ran out: the report is then dropped rather than
 * ending the program. */
static Row *row_for(RowKind kind, const char *name) {
  Row *r = prof.rows;
  while (r && !(r->kind == kind && strcmp(r->name, name) == 0))
    r = r->next;
  if (r || !(r = calloc(1, sizeof *r)))
    return r;
  r->kind = kind;
  snprintf(r->name, sizeof r->name, "%s", name);
  *prof.tail = r;
  prof.tail = &r->next;
  return r;
}

/* Adds one report to its row; the first report of a program registers
 * the exit handler. */
static void add(RowKind kind, const char *name, double seconds, int64_t elements, int64_t bytes) {
  /* Read now: at exit a bad ARRC_NUM_THREADS could no longer be reported. */
  int threads = arrc_pool_threads();
  pthread_mutex_lock(&prof.lock);
  if (!prof.registered) {
    prof.registered = true;
    prof.threads = threads;
    atexit(write_at_exit);
  }
  Row *r = row_for(kind, name);
  if (r) {
    r->count++;
    r->seconds += seconds;
    r->elements += elements;
    r->bytes += bytes;
  }
  pthread_mutex_unlock(&prof.lock);
}

/* The kernel's name in the program: its PTX entry less the "arrc_N_"
 * that codegen_kernel_entry_name puts before it, so that the
 * specializations of one kernel share its row. */
static const char *program_name(const char *entry) {
  if (strncmp(entry, "arrc_", 5) != 0)
    return entry;
  const char *p = entry + 5;
  while (*p >= '0' && *p <= '9')
    p++;
  return p > entry + 5 && *p == '_' && p[1] ? p + 1 : entry;
}

void arrc_profile_kernel(const char *name, double seconds) {
  if (arrc_profile_on())
    add(ROW_KERNEL, program_name(name), seconds, 0, 0);
}

void arrc_profile_ufunc(const char *name, double start, int64_t elements) {
  if (arrc_profile_on())
    add(ROW_UFUNC, name, arrc_perf_counter() - start, elements, 0);
}

void arrc_profile_prange(const arrc_loc *loc, double seconds) {
  if (!arrc_profile_on())
    return;
  const char *file = loc && loc->file ? loc->file : "?";
  const char *slash = strrchr(file, '/');
  char name[96];
  snprintf(name, sizeof name, "%s:%d", slash ? slash + 1 : file, loc ? (int)loc->line : 0);
  add(ROW_PRANGE, name, seconds, 0, 0);
}

void arrc_profile_copy(arrc_copy_direction direction, int64_t bytes, double seconds) {
  if (arrc_profile_on())
    add(ROW_COPY, direction_names[direction], seconds, 0, bytes);
}

void arrc_prange_for(int64_t n, arrc_pool_body body, void *ctx, const arrc_loc *loc) {
  if (!arrc_profile_on()) {
    arrc_pool_for(n, body, ctx);
    return;
  }
  double start = arrc_perf_counter();
  arrc_pool_for(n, body, ctx);
  arrc_profile_prange(loc, arrc_perf_counter() - start);
}

/* Longest first; equal times keep the order of first appearance, which
 * the index breaks ties with. */
typedef struct {
  Row *row;
  size_t index;
} Sorted;

static int by_time(const void *a, const void *b) {
  const Sorted *x = a, *y = b;
  if (x->row->seconds != y->row->seconds)
    return x->row->seconds > y->row->seconds ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

void arrc_profile_write(FILE *out) {
  pthread_mutex_lock(&prof.lock);
  size_t n = 0;
  for (Row *r = prof.rows; r; r = r->next)
    n++;
  /* No rows, no table; no memory for sorting, none either. */
  Sorted *sorted = n ? calloc(n, sizeof *sorted) : NULL;
  if (!sorted) {
    pthread_mutex_unlock(&prof.lock);
    return;
  }
  size_t k = 0;
  for (Row *r = prof.rows; r; r = r->next, k++)
    sorted[k] = (Sorted){r, k};
  qsort(sorted, n, sizeof *sorted, by_time);
  char gpu_name[400];
  if (arrc_gpu_profile_device(gpu_name, sizeof gpu_name))
    fprintf(out, "ARRC_PROFILE: GPU code ran on the GPU (%s); CPU code on %d threads\n", gpu_name, prof.threads);
  else
    fprintf(out, "ARRC_PROFILE: GPU code ran on the CPU; CPU code on %d threads\n", prof.threads);
  fprintf(out, "%-7s %-32s %9s %12s %12s %14s %14s %9s\n", "kind", "name", "count", "total ms", "mean ms",
          "elements", "bytes", "GB/s");
  for (k = 0; k < n; k++) {
    const Row *r = sorted[k].row;
    char elements[32] = "-", bytes[32] = "-", rate[32] = "-";
    if (r->kind == ROW_UFUNC)
      snprintf(elements, sizeof elements, "%lld", (long long)r->elements);
    if (r->kind == ROW_COPY) {
      snprintf(bytes, sizeof bytes, "%lld", (long long)r->bytes);
      if (r->seconds > 0)
        snprintf(rate, sizeof rate, "%.3f", (double)r->bytes / r->seconds / 1e9);
    }
    fprintf(out, "%-7s %-32s %9lld %12.3f %12.3f %14s %14s %9s\n", kind_names[r->kind], r->name,
            (long long)r->count, r->seconds * 1e3, r->seconds * 1e3 / (double)r->count, elements, bytes, rate);
  }
  free(sorted);
  while (prof.rows) {
    Row *r = prof.rows;
    prof.rows = r->next;
    free(r);
  }
  prof.tail = &prof.rows;
  pthread_mutex_unlock(&prof.lock);
  fflush(out);
}
