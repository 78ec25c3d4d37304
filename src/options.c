/* Suggestions for mistyped options (options.h). */
#include "options.h"

#include <stdlib.h>
#include <string.h>

/* Every option arrc takes, as typed; a name ending in '=' takes its value
 * after the '='. Options added to the driver are added here, so that a
 * near miss of one is suggested. */
static const char *const known_options[] = {
    "-o",          "--emit=",     "-O0",       "-O1",       "-O2",      "-O3",       "-g",
    "-march=",     "-MD",         "-MMD",      "-MF",       "-MT",      "-MQ",       "-MP",
    "-M",          "-MM",         "--gpu-arch=", "--list-gpu-archs", "--boundscheck", "--fastmath",
    "-Werror",     "-Wall",       "-Wextra",   "-w",        "-v",       "--list-builtins", "--version", "--help",
};

/* The Damerau-Levenshtein distance (with transpositions) of a[0..n) and
 * b[0..m), as gcc's spellcheck computes it. */
static size_t edit_distance(const char *a, size_t n, const char *b, size_t m) {
  size_t *rows = malloc(3 * (m + 1) * sizeof *rows);
  size_t *before = rows, *prev = rows + m + 1, *cur = rows + 2 * (m + 1);
  for (size_t j = 0; j <= m; j++)
    prev[j] = j;
  for (size_t i = 1; i <= n; i++) {
    cur[0] = i;
    for (size_t j = 1; j <= m; j++) {
      size_t cost = a[i - 1] != b[j - 1];
      size_t best = prev[j - 1] + cost;
      if (prev[j] + 1 < best)
        best = prev[j] + 1;
      if (cur[j - 1] + 1 < best)
        best = cur[j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && before[j - 2] + 1 < best)
        best = before[j - 2] + 1;
      cur[j] = best;
    }
    size_t *t = before;
    before = prev;
    prev = cur;
    cur = t;
  }
  size_t d = prev[m];
  free(rows);
  return d;
}

/* gcc's get_edit_distance_cutoff: about a third of the longer name. */
static size_t cutoff(size_t a, size_t b) {
  size_t longer = a > b ? a : b, shorter = a > b ? b : a;
  if (longer <= 1)
    return 0;
  if (longer - shorter <= 1)
    return longer / 3 > 1 ? longer / 3 : 1;
  return (longer + 2) / 3;
}

const char *options_suggest(const char *arg, char *buf, size_t cap) {
  /* "--emitt=obj" is compared up to and with its '=', and the suggestion
   * keeps the value: "--emit=obj". As in gcc, names are compared without
   * their first '-', so that "-j" is too far from "-o" to suggest it. */
  if (arg[0] != '-')
    return NULL;
  const char *eq = strchr(arg, '=');
  size_t n = (eq ? (size_t)(eq - arg) + 1 : strlen(arg)) - 1;
  const char *best = NULL;
  size_t best_distance = (size_t)-1;
  for (size_t k = 0; k < sizeof known_options / sizeof *known_options; k++) {
    const char *name = known_options[k];
    size_t m = strlen(name);
    if ((eq != NULL) != (name[m - 1] == '='))
      continue;
    size_t d = edit_distance(arg + 1, n, name + 1, m - 1);
    if (d <= cutoff(n, m - 1) && d < best_distance) {
      best = name;
      best_distance = d;
    }
  }
  if (!best || best_distance == 0)
    return NULL;
  snprintf(buf, cap, "%s%s", best, eq ? eq + 1 : "");
  return buf;
}

void options_unrecognized(const char *arg) {
  char buf[256];
  const char *hint = options_suggest(arg, buf, sizeof buf);
  if (hint)
    fprintf(stderr, "arrc: error: unrecognized command-line option '%s'; did you mean '%s'?\n", arg, hint);
  else
    fprintf(stderr, "arrc: error: unrecognized command-line option '%s'\n", arg);
  fprintf(stderr, "Try 'arrc --help' for the options.\n");
  exit(2);
}
