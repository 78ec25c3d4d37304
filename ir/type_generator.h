/* Typing of np.random.default_rng's Generator distributions
 * (ir/type_generator.c); ir/builtins.c includes this header before its
 * tables, which name the rule, and codegen/lib_generator.c reads the rows. */
#ifndef ARRC_TYPE_GENERATOR_H
#define ARRC_TYPE_GENERATOR_H

#include "infer.h"

/* What a Generator method's row draws: the runtime's distribution
 * (rt_generator_dist.h), how many numbers it takes first, their defaults
 * (NAN where the parameter is required), and where its size=, dtype= and
 * method= arguments are (-1: none). */
typedef struct {
  int dist;
  int nparams;
  double defaults[3];
  int size_pos, dtype_pos, method_pos;
} GeneratorRow;

/* The row of builtin id, or NULL when it is no Generator distribution. */
const GeneratorRow *generator_row(BuiltinId id);
/* The distribution a call draws from: row->dist, or its float32 or
 * inverse-method form for dtype=np.float32 and method='inv'. */
int generator_dist_for(const GeneratorRow *row, const Type *dtype, const Instr *method);

const Type *t_generator_dist(CallInfo *c);
const Type *t_generator_multinomial(CallInfo *c);

#endif
