/* The spellings of arrc's options, for gcc's message about one it does
 * not know: "unrecognized command-line option '--foo'; did you mean
 * '--boundscheck'?". */
#ifndef ARRC_OPTIONS_H
#define ARRC_OPTIONS_H

#include "util.h"

/* Prints the message for arg, with the nearest known option when one is
 * near enough (gcc's edit-distance cutoff), and exits with status 2. */
ARRC_NORETURN void options_unrecognized(const char *arg);

/* The known option nearest to arg, or NULL; what the message suggests. */
const char *options_suggest(const char *arg, char *buf, size_t cap);

#endif
