/* Named warning categories and their command-line options (warnings.h).
 * The categories are the rows of warnings.def; this file reads the -W
 * options into a WarnFlags, decides for each report whether it is printed
 * and at what level, and lists the categories for --help=warnings. */
#include "warnings.h"

#include <stdarg.h>
#include <string.h>

typedef struct {
  const char *name;
  bool on, wall, wextra;
  const char *text;
} WarnInfo;

static const WarnInfo warn_table[W_COUNT] = {
#define WARNING(id, name, on, wall, wextra, text) {name, on, wall, wextra, text},
#include "warnings.def"
#undef WARNING
};

/* The groups -W takes besides the categories' names; "error" alone is
 * -Werror. Each may be negated with no-, as gcc allows. */
typedef enum { GROUP_ALL, GROUP_EXTRA, GROUP_ERROR, GROUP_COUNT } WarnGroup;
static const char *const group_names[GROUP_COUNT] = {"all", "extra", "error"};

const char *warn_name(WarnId id) { return warn_table[id].name; }

void warn_flags_init(WarnFlags *w) {
  memset(w, 0, sizeof *w);
  memset(w->enabled, -1, sizeof w->enabled);
  memset(w->as_error, -1, sizeof w->as_error);
}

static int find_category(const char *name) {
  for (int k = 0; k < W_COUNT; k++)
    if (strcmp(warn_table[k].name, name) == 0)
      return k;
  return -1;
}

static void add_unknown(WarnFlags *w, const char *arg) {
  if (w->nunknown < (int)(sizeof w->unknown / sizeof *w->unknown))
    w->unknown[w->nunknown++] = arg;
}

bool warn_flags_parse(WarnFlags *w, const char *arg) {
  /* -Wl,..., -Wa,..., -Wp,... pass options to other tools in gcc; arrc has
   * none of them, and says so as of any option it does not know. */
  if (strncmp(arg, "-W", 2) != 0 || strchr(arg, ','))
    return false;
  const char *name = arg + 2;
  bool negated = strncmp(name, "no-", 3) == 0;
  if (negated)
    name += 3;
  /* -Werror=NAME and -Wno-error=NAME: one category's level. */
  if (strncmp(name, "error=", 6) == 0) {
    int k = find_category(name + 6);
    if (k < 0) {
      add_unknown(w, arg);
    } else {
      w->as_error[k] = !negated;
      if (!negated)
        w->enabled[k] = 1;
    }
    return true;
  }
  for (int g = 0; g < GROUP_COUNT; g++) {
    if (strcmp(name, group_names[g]) != 0)
      continue;
    bool *flag = g == GROUP_ALL ? &w->all : g == GROUP_EXTRA ? &w->extra : &w->werror;
    *flag = !negated;
    return true;
  }
  int k = find_category(name);
  if (k < 0)
    add_unknown(w, arg);
  else
    w->enabled[k] = !negated;
  return true;
}

/* Levenshtein distance, for the suggestion after an unknown name. */
static int edit_distance(const char *a, const char *b) {
  size_t n = strlen(b);
  int row[64];
  if (n >= sizeof row / sizeof *row)
    return 1 << 20;
  for (size_t j = 0; j <= n; j++)
    row[j] = (int)j;
  for (size_t i = 1; a[i - 1]; i++) {
    int diag = row[0];
    row[0] = (int)i;
    for (size_t j = 1; j <= n; j++) {
      int up = row[j];
      int best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best)
        best = up + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[n];
}

/* The known name closest to `name`, when it is close enough to be a typo:
 * at most a third of its letters differ, as clang's suggestions go. */
static const char *closest_name(const char *name) {
  const char *best = NULL;
  int best_d = (int)strlen(name) / 3 + 1;
  for (int k = 0; k < W_COUNT + GROUP_COUNT; k++) {
    const char *cand = k < W_COUNT ? warn_table[k].name : group_names[k - W_COUNT];
    int d = edit_distance(name, cand);
    if (d < best_d) {
      best_d = d;
      best = cand;
    }
  }
  return best;
}

static bool is_error(const WarnFlags *w, WarnId id) {
  if (!w)
    return false;
  return w->as_error[id] >= 0 ? w->as_error[id] == 1 : w->werror;
}

static bool flags_enable(const WarnFlags *w, WarnId id) {
  const WarnInfo *info = &warn_table[id];
  if (!w)
    return info->on;
  if (w->enabled[id] >= 0)
    return w->enabled[id] == 1;
  return info->on || (w->all && info->wall) || (w->extra && info->wextra);
}

int warn_report_unknown(const WarnFlags *w, bool nowarn, FILE *out) {
  if (nowarn || !flags_enable(w, W_UNKNOWN_WARNING_OPTION))
    return 0;
  bool err = is_error(w, W_UNKNOWN_WARNING_OPTION);
  for (int k = 0; k < w->nunknown; k++) {
    const char *arg = w->unknown[k];
    /* The name without -W, no- and error=, for the suggestion, which
     * keeps the prefix the user wrote. */
    const char *name = arg + 2;
    size_t prefix = 2;
    if (strncmp(name, "no-", 3) == 0)
      name += 3, prefix += 3;
    if (strncmp(name, "error=", 6) == 0)
      name += 6, prefix += 6;
    const char *near = closest_name(name);
    fprintf(out, "arrc: %s: unknown warning option '%s'", err ? "error" : "warning", arg);
    if (near)
      fprintf(out, "; did you mean '%.*s%s'?", (int)prefix, arg, near);
    if (err)
      fprintf(out, " [-Werror=%s]\n", warn_table[W_UNKNOWN_WARNING_OPTION].name);
    else
      fprintf(out, " [-W%s]\n", warn_table[W_UNKNOWN_WARNING_OPTION].name);
  }
  return err ? w->nunknown : 0;
}

void warn_print_help(FILE *out) {
  fputs("The following options control arrc's warnings (docs/warnings.md):\n"
        "  -Wall                       turn on the warnings marked [-Wall] below\n"
        "  -Wextra                     turn on those marked [-Wextra] too\n"
        "  -WNAME, -Wno-NAME           turn warning NAME on or off\n"
        "  -Werror, -Werror=NAME       make every warning, or NAME, an error\n"
        "  -Wno-error=NAME             keep NAME a warning under -Werror\n"
        "  -w                          print no warnings\n"
        "\n",
        out);
  for (int k = 0; k < W_COUNT; k++) {
    const WarnInfo *info = &warn_table[k];
    const char *when = info->on ? "[default]" : info->wall ? "[-Wall]" : info->wextra ? "[-Wextra]" : "";
    fprintf(out, "  -W%-26s %s %s\n", info->name, info->text, when);
  }
}

bool warn_enabled(const Diag *d, WarnId id) { return !d->nowarn && flags_enable(d->wflags, id); }

void diag_warn(Diag *d, WarnId id, SrcLoc loc, const char *fmt, ...) {
  if (!warn_enabled(d, id))
    return;
  bool err = is_error(d->wflags, id);
  char option[80];
  snprintf(option, sizeof option, "%s%s", err ? "-Werror=" : "-W", warn_table[id].name);
  va_list ap;
  va_start(ap, fmt);
  diag_report_option(d, err ? DIAG_ERROR : DIAG_WARNING, loc, option, fmt, ap);
  va_end(ap);
}
