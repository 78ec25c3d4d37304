/* arrc --sysinfo (sysinfo.c): a report of the compiler, the processor,
 * the OS, the thread pool's size, the CUDA toolkit and driver and the
 * GPUs, in the format of `numba -s`. */
#ifndef ARRC_SYSINFO_H
#define ARRC_SYSINFO_H

#include <stdio.h>

/* Prints the report to out; argv0 is how arrc was run (to find its
 * runtime library). Returns the exit status: 0, or 1 when out cannot be
 * written. Finding no CUDA toolkit, driver or GPU is a normal answer. */
int sysinfo_print(FILE *out, const char *argv0);

#endif
