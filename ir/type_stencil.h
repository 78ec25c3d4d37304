/* The typing rule of the helpers that the code written for a @stencil
 * calls (ir/type_stencil.c; the code is written by ir/stencil.c):
 * numba._stencil_empty, the output array, of the kernel's result type, and
 * numba._stencil_cval, the check of cval against that type. */
#ifndef ARRC_TYPE_STENCIL_H
#define ARRC_TYPE_STENCIL_H

#include "infer.h"

const Type *t_stencil_result(CallInfo *c);

#endif
