/* Building the IR of CUDA kernel API calls that need the program's text
 * (ir/build_kapi.c). Private to ir/. */
#ifndef ARRC_BUILD_KAPI_H
#define ARRC_BUILD_KAPI_H

#include "build.h"

/* The call e of callee (NULL: not a builtin) when it is one this file
 * builds: cuda.const.array_like(NAME) in GPU code, NAME a global constant
 * np.array of a literal, becomes a call with the literal's elements as
 * nested tuples and the dtype. NULL for every other call. */
Instr *build_kapi_call(Builder *b, const Node *e, const Symbol *callee);

#endif
