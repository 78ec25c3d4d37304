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

#endif
