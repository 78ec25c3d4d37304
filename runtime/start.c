/* Program start and end: what the generated main() calls first and last. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "rt_core.h"

int arrc_rt_argc;
char **arrc_rt_argv;

/* Output to a pipe or file goes out in large blocks, as Python's does; a
 * terminal keeps the C library's line buffering so that output appears as
 * it is printed. */
void arrc_init(int argc, char **argv) {
  arrc_rt_argc = argc;
  arrc_rt_argv = argv;
  if (!isatty(STDOUT_FILENO))
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
}

/* Python exits with status 120 when it cannot flush standard output at
 * exit (a full disk, a closed pipe), rather than losing output silently;
 * arrc does the same. */
int arrc_exit(void) {
  int status = fflush(stdout) != 0 || ferror(stdout) ? 120 : 0;
  arrc_rt_argv_release();
  return status;
}

/* The status is reduced to the byte that the operating system keeps, as
 * Python's sys.exit(n) does through exit(). */
void arrc_sys_exit(int64_t status) {
  fflush(stdout);
  arrc_rt_argv_release();
  exit((int)(status & 0xff));
}
