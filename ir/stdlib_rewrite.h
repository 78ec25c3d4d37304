/* Standard-library calls that the IR builder rewrites into Python it
 * already compiles (ir/stdlib_rewrite.c).
 *
 * itertools as list comprehensions: the IR builder turns
 * a call of itertools.product, combinations, combinations_with_replacement
 * or permutations into the comprehension that lists the same tuples in the
 * same order, over the pools it has stored in variables first (Python
 * reads each pool once). The result is a list, which for loops, len() and
 * indexing use as they would use the iterator. */
#ifndef ARRC_STDLIB_REWRITE_H
#define ARRC_STDLIB_REWRITE_H

#include "ast.h"
#include "library.h"

/* Whether id is one of the itertools rows the builder rewrites. */
bool itertools_rewritten(BuiltinId id);

/* The comprehension for `call` (a call of builtin id) whose positional
 * arguments are stored in the variables named pools[k]; NULL with *error
 * set when arrc cannot rewrite it (an r that is not a literal). */
Node *itertools_comprehension(Arena *a, StrTab *names, BuiltinId id, const Node *call, const char *const *pools,
                              const char **error);

/* functools.reduce(f, xs[, init]), math.prod(xs, start=1) and
 * itertools.accumulate(xs[, f], initial=None) as loops: statements to
 * build, after which the variable *result holds the value (for
 * accumulate, a list). args[k] names the variable holding positional
 * argument k; kw_initial / kw_start the one holding that keyword, or
 * NULL. unique makes the statements' own names unique. NULL with *error
 * set when the call cannot be rewritten. */
bool loop_rewritten(BuiltinId id);
NodeList *loop_statements(Arena *a, StrTab *names, BuiltinId id, const Node *call, const char *const *args,
                          const char *kw_value, int unique, const char **result, const char **error);

#endif
