/* itertools as list comprehensions (ir/itertools.c): the IR builder turns
 * a call of itertools.product, combinations, combinations_with_replacement
 * or permutations into the comprehension that lists the same tuples in the
 * same order, over the pools it has stored in variables first (Python
 * reads each pool once). The result is a list, which for loops, len() and
 * indexing use as they would use the iterator. */
#ifndef ARRC_ITERTOOLS_H
#define ARRC_ITERTOOLS_H

#include "ast.h"
#include "library.h"

/* Whether id is one of the itertools rows the builder rewrites. */
bool itertools_rewritten(BuiltinId id);

/* The comprehension for `call` (a call of builtin id) whose positional
 * arguments are stored in the variables named pools[k]; NULL with *error
 * set when arrc cannot rewrite it (an r that is not a literal). */
Node *itertools_comprehension(Arena *a, StrTab *names, BuiltinId id, const Node *call, const char *const *pools,
                              const char **error);

#endif
