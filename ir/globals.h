/* Which top-level names the program changes in place (globals.c): item
 * and attribute assignments, `del a[i]`, and mutating methods (append,
 * sort, fill, ...) anywhere in the module, its functions included. */
#ifndef ARRC_GLOBALS_H
#define ARRC_GLOBALS_H

#include "ast.h"
#include "util.h"

/* Adds each such name (interned) to changed, as key and value. */
void globals_changed_in_place(const Node *module, PtrMap *changed);

#endif
