/* Named warning categories (src/warnings.def) and the -W options that
 * choose them, as gcc's: -Wall, -Wextra, -WNAME, -Wno-NAME, -Werror,
 * -Werror=NAME, -Wno-error=NAME, and -w in Diag.nowarn. A warning is printed
 * gcc-style, with its option at the end of the message:
 *
 *   prog.arr:12:5: warning: prange loop runs sequentially: ... [-Wprange-serial]
 *
 * and as "error: ... [-Werror=prange-serial]" when it is made an error. */
#ifndef ARRC_WARNINGS_H
#define ARRC_WARNINGS_H

#include "diag.h"

typedef enum {
#define WARNING(id, name, on, wall, wextra, text) W_##id,
#include "warnings.def"
#undef WARNING
  W_COUNT
} WarnId;

/* What the command line said. Settings named one by one (-WNAME, -Wno-NAME,
 * -Werror=NAME) win over the groups (-Wall, -Wextra, -Werror) whatever
 * their order, as in gcc; among themselves the last one wins. */
typedef struct WarnFlags {
  bool all, extra, werror;
  signed char enabled[W_COUNT];   /* -1: not named; 0: -Wno-NAME; 1: -WNAME or -Werror=NAME */
  signed char as_error[W_COUNT];  /* -1: not named; 0: -Wno-error=NAME; 1: -Werror=NAME */
  const char *unknown[16];        /* -W options that name no warning, reported later */
  int nunknown;
} WarnFlags;

void warn_flags_init(WarnFlags *w);
/* Takes one command-line argument that starts with -W. An unknown name is
 * kept for warn_report_unknown; returns false when the argument is not a
 * warning option at all (-O2, or -Wl,... which gcc passes to the linker):
 * it is then the caller's. */
bool warn_flags_parse(WarnFlags *w, const char *arg);
/* Prints "arrc: warning: unknown warning option '-Wfoo'; did you mean
 * '-Wbar'? [-Wunknown-warning-option]" for each unknown -W option, as
 * clang does; returns how many of them were errors (-Werror). */
int warn_report_unknown(const WarnFlags *w, bool nowarn, FILE *out);
/* --help=warnings: every category, its default and its group. */
void warn_print_help(FILE *out);

/* Whether warning id is printed under d's options (d->wflags; the defaults
 * when NULL), so that an analysis can skip work nobody asked for. */
bool warn_enabled(const Diag *d, WarnId id);
/* Reports warning id at loc when it is enabled: a warning, or an error
 * under -Werror / -Werror=NAME; nothing under -w. */
void diag_warn(Diag *d, WarnId id, SrcLoc loc, const char *fmt, ...) ARRC_PRINTF(4, 5);
const char *warn_name(WarnId id);

#endif
