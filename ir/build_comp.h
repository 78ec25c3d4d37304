/* What ir/build.c and ir/build_comp.c share: build_comp.c turns generator
 * expressions, lambdas, key functions and the builtins that consume
 * iterables (sorted, list, reversed, any, all, sum, min, max, map, filter)
 * and del of subscripts into the IR build.c makes for comprehensions,
 * calls and method calls; build.c lends it its primitives. */
#ifndef ARRC_BUILD_COMP_H
#define ARRC_BUILD_COMP_H

#include "build.h"

/* build_comp.c, called by build.c. */
/* A call build_comp.c builds itself (a lambda called, a builtin given a
 * generator expression or a key function, map, filter), or NULL. */
Instr *build_comp_call(Builder *b, const Node *call);
/* numba.typed.List and Dict: List() and Dict() are empty displays marked
 * IR_TYPED_CONTAINER, List(iterable) the comprehension
 * [x for x in iterable] so marked, List.empty_list(t) and Dict.empty(k, v)
 * empty displays whose annotation is the call that names their types
 * (typed_container_type in infer_dict.c reads it). NULL for other
 * builtins. */
Instr *build_typed_container(Builder *b, const Node *call, BuiltinId id);
/* (elt for x in it ...): host code builds the list [elt for x in it ...];
 * Numba compiles no generator expressions, so jitted code may not. */
Instr *build_comp_genexp(Builder *b, const Node *e);
/* A lambda where it is not called nor a key function: an error. */
Instr *build_comp_lambda_value(Builder *b, const Node *e);
/* name = lambda ...: remembered, so that calls of name inline the lambda;
 * false for other assignments (of which name = iter(...) is noted). */
bool build_comp_bind_lambda(Builder *b, const Node *assign);
/* for x in it, where it holds an iterator from iter(): built as
 * `while it: x = next(it); ...`, which consumes it as Python's loop does
 * (a break leaves the rest). False for other loops. */
bool build_comp_for_iterator(Builder *b, const Node *for_stmt);
/* After a list comprehension: the iterators it walked are used up. */
void build_comp_consumed(Builder *b, const Node *listcomp);

/* build.c, lent to build_comp.c beside the primitives of build.h. */
Instr *build_comp_global(Builder *b, const Symbol *sym, SrcLoc loc);
/* Binds name to v for the code built until the renames are reset to a
 * mark taken before: lambda parameters and hidden temporaries. */
void build_comp_bind(Builder *b, const char *name, Instr *v);
int build_comp_renames_mark(const Builder *b);
void build_comp_renames_reset(Builder *b, int mark);
const char *build_comp_name(Builder *b, const char *name);
/* The builtin a name means here (not a local variable), or NULL. */
const Symbol *build_comp_builtin(const Builder *b, const char *name);
const Node *build_comp_lambda_of(const Builder *b, const char *name);
void build_comp_set_lambda(Builder *b, const char *name, const Node *lambda);
/* Local names that hold an iterator made by iter(), so that loops over
 * them consume it (NULL clears the mark). */
bool build_comp_is_iterator(const Builder *b, const char *name);
void build_comp_set_iterator(Builder *b, const char *name, const Node *iter_call);
void build_comp_stmt(Builder *b, const Node *s);
Arena *build_comp_arena(const Builder *b);
Diag *build_comp_diag(const Builder *b);
FuncKind build_comp_func_kind(const Builder *b);

#endif
