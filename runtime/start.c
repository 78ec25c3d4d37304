/* Program start and end: what the generated main() calls first and last. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "rt_core.h"
#include "rt_profile.h"

int arrc_rt_argc;
char **arrc_rt_argv;

/* Output goes through the runtime's buffer (output.c); faults are reported
 * before the program dies (signal.c). */
void arrc_init(int argc, char **argv) {
  arrc_rt_argc = argc;
  arrc_rt_argv = argv;
  arrc_rt_output_init();
  arrc_rt_signals_init();
  /* Generated code tests the flag without calling anything (rt_profile.h). */
  arrc_profile_read_env();
}

/* Python exits with status 120 when it cannot flush standard output at
 * exit (a full disk, a closed pipe), rather than losing output silently;
 * arrc does the same. */
int arrc_exit(void) {
  int status = arrc_rt_output_finish(0);
  arrc_rt_argv_release();
  return status;
}

/* The status is reduced to the byte that the operating system keeps, as
 * Python's sys.exit(n) does through exit(). */
void arrc_sys_exit(int64_t status) {
  int st = arrc_rt_output_finish((int)(status & 0xff));
  arrc_rt_argv_release();
  exit(st);
}
