/* Makefile dependency rules, as gcc writes them: -MD and -MMD (the same
 * for arrc, which reads no system headers), -MF, -MT, -MQ, -MP, and -M and
 * -MM, which print the rule instead of compiling. Names are escaped for
 * make: a space as '\ ', '$' as '$$', '#' as '\#'. */
#ifndef ARRC_DEPFILE_H
#define ARRC_DEPFILE_H

#include <stdbool.h>

#include "util.h"

typedef struct {
  bool write;        /* -MD, -MMD or -MF: write a rule beside the output */
  bool print_only;   /* -M, -MM: write the rule instead of compiling */
  bool phony;        /* -MP: an empty rule for each prerequisite but the input */
  const char *path;  /* -MF PATH */
  StrBuf targets;    /* -MT and -MQ, in order, separated by spaces */
} DepOptions;

/* Consumes the dependency option at argv[*i] (and its argument, advancing
 * *i) and returns true; false when argv[*i] is none of them. A missing
 * argument is a command-line error (gcc's message, status 2). */
bool depfile_option(DepOptions *d, int argc, char **argv, int *i);

/* Writes the rule for input: its targets are -MT/-MQ's, else target
 * (escaped). It goes to -MF's path, else to rule_path when not NULL (-M
 * with -o), else to target with its extension replaced by .d (-MD), and
 * to standard output for -M without either. Returns 0, or 1 after an
 * error message. */
int depfile_write(const DepOptions *d, const char *input, const char *target, const char *rule_path);

/* -M's default target: input's base name without its extension, followed
 * by what --emit=kind makes ("prog" for an executable, "prog.o" for an
 * object, "prog.s" for assembly). malloc'd. */
char *depfile_default_target(const char *input, const char *kind);

#endif
