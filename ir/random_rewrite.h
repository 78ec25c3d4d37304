/* random.choice, shuffle, sample and choices in host code as the Python of
 * CPython's Lib/random.py (ir/random_rewrite.c). */
#ifndef ARRC_RANDOM_REWRITE_H
#define ARRC_RANDOM_REWRITE_H

#include "ast.h"
#include "library.h"

/* The names the rewritten statements call the hidden helpers by; the
 * builder binds each to its row, and no program can write a name with a
 * dot, so none is shadowed. */
#define RANDOM_REWRITE_BELOW "random.below"            /* random._randbelow */
#define RANDOM_REWRITE_CHOICE_INDEX "random.pick"      /* random._choice_index */
#define RANDOM_REWRITE_USES_POOL "random.uses_pool"    /* random._sample_uses_pool */
#define RANDOM_REWRITE_CHECK_WEIGHTS "random.weights"  /* random._check_weights */
#define RANDOM_REWRITE_TOTAL "random.total"            /* random._weights_total */
#define RANDOM_REWRITE_RANDOM "random.uniform01"       /* random.random */

/* The variables holding the call's arguments, NULL for those not given
 * (or given as None). */
typedef struct {
  const char *population;  /* seq of choice, x of shuffle */
  const char *k;
  const char *weights, *cum_weights;
  /* A population written as range(...) in the call: the variables holding
   * its start, stop and step (population then names the stop). */
  const char *range[3];
} RandomArgs;

/* Whether id is one of the rows the builder rewrites. */
bool random_rewritten(BuiltinId id);

/* The statements for `call`, after which the variable *result holds its
 * value; unique makes their names unique. NULL with *error set when the
 * call cannot be rewritten. */
NodeList *random_statements(Arena *a, StrTab *names, BuiltinId id, const Node *call, const RandomArgs *args,
                            int unique, const char **result, const char **error);

#endif
