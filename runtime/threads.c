/* The size of the thread pool, as the environment sets it: ARRC_NUM_THREADS,
 * then Numba's NUMBA_NUM_THREADS, then the number of online CPUs.
 *
 * This file is pure: it reads the environment and returns an answer with
 * the message to print, if any, and never raises or prints itself. So the
 * pool (pool.c) and `arrc --sysinfo` (src/sysinfo.c, which links this file
 * into the compiler) agree on the number by construction: one reader, two
 * callers. The pool turns an error into a ValueError and prints a
 * warning; sysinfo shows both as text.
 *
 * The rules follow each variable's origin:
 *   ARRC_NUM_THREADS is arrc's own and strict: anything but a whole number
 *   from 1 to ARRC_POOL_MAX_WORKERS is a ValueError naming it.
 *   NUMBA_NUM_THREADS behaves as under Numba 0.56.4 (numba/core/config.py
 *   and numba/np/ufunc/parallel.py): text that int() cannot parse is a
 *   RuntimeWarning ("environ NUMBA_NUM_THREADS defined but failed to parse
 *   'abc'") and the CPU count is used; a number below 1 is Numba's
 *   ValueError "Number of threads specified must be > 0."; a number above
 *   arrc's limit, which Numba would start as threads, is a ValueError
 *   naming the limit rather than a silently smaller pool.
 * An empty variable counts as unset, so `ARRC_NUM_THREADS= prog` defers to
 * NUMBA_NUM_THREADS. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt_pool.h"

int arrc_pool_default_threads(void) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  return cpus < 1 ? 1 : cpus > ARRC_POOL_MAX_WORKERS ? ARRC_POOL_MAX_WORKERS : (int)cpus;
}

/* Python's int(text) for the texts that matter here: optional spaces, a
 * sign, digits with single underscores between them, optional spaces.
 * False when int() would raise; a value beyond long saturates. */
static bool python_int(const char *text, long *value) {
  const char *p = text;
  while (isspace((unsigned char)*p))
    p++;
  bool negative = *p == '-';
  if (*p == '+' || *p == '-')
    p++;
  if (!isdigit((unsigned char)*p))
    return false;
  long v = 0;
  for (;;) {
    if (isdigit((unsigned char)*p)) {
      v = v > (__LONG_MAX__ - 9) / 10 ? __LONG_MAX__ : v * 10 + (*p - '0');
      p++;
    } else if (*p == '_' && isdigit((unsigned char)p[1])) {
      p++;
    } else {
      break;
    }
  }
  while (isspace((unsigned char)*p))
    p++;
  *value = negative ? -v : v;
  return *p == '\0';
}

void arrc_threads_from_env(arrc_thread_setting *s) {
  memset(s, 0, sizeof *s);
  s->threads = arrc_pool_default_threads();
  const char *arrc = getenv("ARRC_NUM_THREADS"), *numba = getenv("NUMBA_NUM_THREADS");
  if (arrc && *arrc) {
    s->source = "ARRC_NUM_THREADS";
    s->value = arrc;
    char *end;
    errno = 0;
    long v = strtol(arrc, &end, 10);
    if (errno == 0 && *end == '\0' && v >= 1 && v <= ARRC_POOL_MAX_WORKERS)
      s->threads = (int)v;
    else
      snprintf(s->error, sizeof s->error, "ARRC_NUM_THREADS must be a whole number from 1 to %d, not '%s'",
               ARRC_POOL_MAX_WORKERS, arrc);
    return;
  }
  if (!numba || !*numba)
    return;
  s->source = "NUMBA_NUM_THREADS";
  s->value = numba;
  long v;
  if (!python_int(numba, &v)) {
    /* Numba warns and keeps its default, the CPU count. */
    snprintf(s->warning, sizeof s->warning, "environ NUMBA_NUM_THREADS defined but failed to parse '%s'", numba);
    s->source = NULL;
  } else if (v < 1) {
    snprintf(s->error, sizeof s->error, "Number of threads specified must be > 0.");
  } else if (v > ARRC_POOL_MAX_WORKERS) {
    snprintf(s->error, sizeof s->error, "NUMBA_NUM_THREADS must be at most %d, arrc's limit, not '%s'",
             ARRC_POOL_MAX_WORKERS, numba);
  } else {
    s->threads = (int)v;
  }
}
