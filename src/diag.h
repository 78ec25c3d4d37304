/* Diagnostics (LANGUAGE.md §9.1): "file:line:col: error: message", the source
 * line, a caret or a ~~~ range under it, then notes. */
#ifndef ARRC_DIAG_H
#define ARRC_DIAG_H

#include "util.h"

/* A source range; lines and columns count from 1, columns in bytes. The end
 * is the position of the last character (inclusive), or 0 when unknown. */
typedef struct {
  int line, col;
  int end_line, end_col;
} SrcLoc;

/* A source file held in memory, NUL-terminated, with its line starts. */
typedef struct {
  const char *path;
  const char *text;
  size_t len;
  size_t *line_starts;
  int nlines;
} Source;

Source *source_new(Arena *a, const char *path, const char *text, size_t len);
/* The text of line n without its newline; *len receives its length. */
const char *source_line(const Source *s, int n, size_t *len);

/* DIAG_INTERNAL is a bug of the compiler found by one of its own checks (the
 * IR verifier): it counts as an error, and arrc then exits with status 70
 * and asks for a report instead of blaming the program. */
typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_INTERNAL } DiagLevel;

typedef struct {
  const Source *src;
  FILE *out;        /* where messages go, unless capture is set */
  StrBuf *capture;  /* tests and the fuzzer collect messages here */
  int errors, warnings;
  int internal_errors; /* of errors, those that are compiler bugs */
  int max_errors;   /* stop reporting (not counting) after this many */
  bool werror;      /* -Werror: warnings count as errors */
  bool nowarn;      /* -w: warnings are not printed */
  const struct WarnFlags *wflags; /* the -W options (src/warnings.h); NULL: the defaults */
} Diag;

void diag_init(Diag *d, const Source *src, FILE *out);
void diag_error(Diag *d, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
void diag_warning(Diag *d, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
void diag_note(Diag *d, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
void diag_internal(Diag *d, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(3, 4);
void diag_report(Diag *d, DiagLevel level, SrcLoc loc, const char *fmt, va_list ap);
/* diag_report with " [option]" after the message: the -W option that a
 * warning of a named category (src/warnings.h) comes from. */
void diag_report_option(Diag *d, DiagLevel level, SrcLoc loc, const char *option, const char *fmt,
                        va_list ap);

#endif
