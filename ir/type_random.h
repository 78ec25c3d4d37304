/* Typing rules of np.random's distributions, choice, shuffle, permutation,
 * dirichlet and multinomial, and of np.random.default_rng's Generator
 * (ir/type_random.c); ir/builtins.c includes this header before its
 * tables, which name the rules. */
#ifndef ARRC_TYPE_RANDOM_H
#define ARRC_TYPE_RANDOM_H

#include "infer.h"

const Type *t_random_dist(CallInfo *c);
const Type *t_random_choice(CallInfo *c);
const Type *t_random_permutation(CallInfo *c);
const Type *t_random_shuffle(CallInfo *c);
const Type *t_random_dirichlet(CallInfo *c);
const Type *t_random_multinomial(CallInfo *c);
const Type *t_default_rng(CallInfo *c);
const Type *t_generator_method(CallInfo *c);

/* The distribution (rt_random_dist.h's number) a row draws from, or -1. */
int random_dist_of(BuiltinId id);

/* The dimensions of a random function's size=: 0 for None, else 1 to 4
 * (an int or a tuple of ints), -1 after an error it reported. Shared by
 * np.random's functions and the Generator's methods. */
int random_size_ndim(CallInfo *c, const Type *t);

#endif
