/* Run-time errors (LANGUAGE.md §9.2) and checked allocation.
 *
 * An error ends the program the way an uncaught Python exception does:
 * whatever the program printed so far reaches standard output first, then
 * one line names the place, the exception kind and the message, and the
 * exit status is 1. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt_dict.h"
#include "rt_core.h"
#include "rt_except.h"

/* The names come from the one table of exceptions (arrc_abi.h) that the
 * compiler also uses. */
const char *arrc_error_kind_name(arrc_error_kind kind) { return arrc_exception_name(kind); }

int arrc_rt_error_rank = -1;
void (*arrc_rt_error_abort)(int status);

void arrc_rt_error_exit(int status) {
  if (arrc_rt_error_abort) {
    fflush(stderr);
    arrc_rt_error_abort(status);
  }
  exit(status);
}

/* The error line is composed whole and written with one write(2):
 * standard error is unbuffered, so separate pieces would be separate
 * writes, and under mpirun the lines of ranks that fail at once would
 * interleave mid-line. Standard output is flushed first so that the
 * program's output and the error appear in the order they happened when
 * both go to one terminal or file; whether that worked is returned, to be
 * reported after the error. */
static int put_error_line(arrc_error_kind kind, const arrc_loc *loc, const char *body, int64_t len) {
  int flushed = arrc_rt_output_flush();
  char head[1024];
  int n = 0;
  if (loc && loc->file)
    n = snprintf(head, sizeof head, "%s:%d:%d: ", loc->file, (int)loc->line, (int)loc->col);
  if (n < 0 || n >= (int)sizeof head)
    n = 0;
  if (arrc_rt_error_rank >= 0)
    n += snprintf(head + n, sizeof head - (size_t)n, "runtime error on rank %d: %s", arrc_rt_error_rank,
                  arrc_error_kind_name(kind));
  else
    n += snprintf(head + n, sizeof head - (size_t)n, "runtime error: %s", arrc_error_kind_name(kind));
  if (n >= (int)sizeof head)
    n = (int)sizeof head - 1;
  size_t body_len = body && len > 0 ? (size_t)len : 0;
  size_t total = (size_t)n + (body_len ? 2 + body_len : 0) + 1;
  char *line = malloc(total);
  if (!line) {
    fprintf(stderr, "%.*s%s%.*s\n", n, head, body_len ? ": " : "", (int)body_len, body ? body : "");
    return flushed;
  }
  memcpy(line, head, (size_t)n);
  size_t at = (size_t)n;
  if (body_len) {
    memcpy(line + at, ": ", 2);
    memcpy(line + at + 2, body, body_len);
    at += 2 + body_len;
  }
  line[at++] = '\n';
  fflush(stderr);
  for (size_t done = 0; done < at;) {
    ssize_t w = write(STDERR_FILENO, line + done, at - done);
    if (w <= 0)
      break;
    done += (size_t)w;
  }
  free(line);
  return flushed;
}

/* The message is formatted first, since whether it is empty decides the
 * shape of the line. */
void arrc_raise(arrc_error_kind kind, const arrc_loc *loc, const char *fmt, ...) {
  char small[1024], *msg = small;
  int len = 0;
  if (fmt) {
    va_list ap;
    va_start(ap, fmt);
    len = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (len >= (int)sizeof small && (msg = malloc((size_t)len + 1)) != NULL) {
      va_start(ap, fmt);
      vsnprintf(msg, (size_t)len + 1, fmt, ap);
      va_end(ap);
    } else if (len >= (int)sizeof small) {
      msg = small;
      len = (int)sizeof small - 1;
    }
  }
  arrc_raise_str(kind, loc, msg, len < 0 ? 0 : len);
}

/* An uncaught SystemExit ends the program as Python's does: with no
 * argument or None, status 0; with an int, that status (its low byte);
 * with anything else, that text on standard error and status 1. No error
 * line: it is how programs ask to stop. */
static _Noreturn void system_exit(const char *msg, int64_t len) {
  int status = 0;
  if (msg && len > 0 && !(len == 4 && memcmp(msg, "None", 4) == 0)) {
    char *end;
    char text[32];
    snprintf(text, sizeof text, "%.*s", (int)(len < 31 ? len : 31), msg);
    long code = strtol(text, &end, 10);
    if (len < 31 && *end == '\0' && end != text) {
      status = (int)(code & 0xff);
    } else {
      arrc_rt_output_flush();
      fwrite(msg, 1, (size_t)len, stderr);
      fputc('\n', stderr);
      status = 1;
    }
  }
  int st = arrc_rt_output_finish(status);
  arrc_rt_argv_release();
  exit(st);
}

void arrc_raise_str(arrc_error_kind kind, const arrc_loc *loc, const char *msg, int64_t len) {
  /* Inside a try statement the exception goes to its handlers (except.c). */
  arrc_exc_throw(kind, loc, msg, len);
  if (kind == ARRC_SYSTEM_EXIT)
    system_exit(msg, len);
  /* Python shows str() of the exception: its one argument, nothing for
   * an empty one, except that a KeyError shows repr() of it, so that
   * KeyError("") still shows ''. */
  int unflushed;
  if (msg && len >= 0 && (arrc_exception_flags(kind) & ARRC_EXC_REPR_ARG)) {
    char *quoted = arrc_rt_repr(msg, len);
    unflushed = put_error_line(kind, loc, quoted, (int64_t)strlen(quoted));
    free(quoted);
  } else {
    unflushed = put_error_line(kind, loc, msg, len);
  }
  /* Python reports the exception, then the output it could not write at
   * exit, and exits with 120. Nothing is buffered now, so the last flush
   * only repeats a failure the first one saw. */
  arrc_rt_error_exit(unflushed ? arrc_rt_output_report(unflushed) : 1);
}

/* A KeyError whose argument is already written as repr() shows it (a
 * missing dict key: KeyError: 'x', KeyError: (1, 2)). */
void arrc_raise_key_error(const arrc_loc *loc, const char *repr, int64_t len) {
  arrc_exc_throw_repr(ARRC_KEY_ERROR, loc, repr, len);
  int unflushed = put_error_line(ARRC_KEY_ERROR, loc, repr, len);
  arrc_rt_error_exit(unflushed ? arrc_rt_output_report(unflushed) : 1);
}

/* A request of zero bytes still gets a unique pointer, so that callers
 * never have to tell "nothing allocated" from "allocation failed". */
static _Noreturn void out_of_memory(size_t n, const arrc_loc *loc) {
  arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes", n);
}

void *arrc_malloc(size_t n, const arrc_loc *loc) {
  void *p = malloc(n ? n : 1);
  if (!p)
    out_of_memory(n, loc);
  return p;
}

void *arrc_calloc(size_t n, const arrc_loc *loc) {
  void *p = calloc(n ? n : 1, 1);
  if (!p)
    out_of_memory(n, loc);
  return p;
}

void *arrc_realloc(void *p, size_t n, const arrc_loc *loc) {
  void *q = realloc(p, n ? n : 1);
  if (!q)
    out_of_memory(n, loc);
  return q;
}
