/* The loop of a generalized ufunc (runtime/gufunc.c), called by the code
 * that codegen/lib_gufunc.c generates for a @guvectorize call. */
#ifndef ARRC_RT_GUFUNC_H
#define ARRC_RT_GUFUNC_H

#include "arrc_rt.h"

/* The generated trampoline: calls the kernel with one view per operand. */
typedef void (*arrc_gufunc_body)(arrc_array **views);

/* The generated launcher of a cuda-target gufunc's kernel: the operands,
 * the loop shape as an int64 array, the number of loop indices. */
typedef void (*arrc_gufunc_launch)(arrc_array **ops, arrc_array *loop_shape, int64_t total, const arrc_loc *loc);

/* Runs gufunc `name` (layout text sig, layout table code as gufunc.c
 * describes it) over ops: the inputs, in the loop's dtypes, then the
 * outputs, NULL where the call gave none (then made here, of dtypes[k]).
 * Raises NumPy's ValueErrors for operands whose core dimensions do not
 * agree or whose loop dimensions do not broadcast. parallel: the loop
 * runs on the thread pool. launch (or NULL): where a GPU is in use, the
 * loop runs as launch's kernel instead. */
void arrc_gufunc_run(const char *name, const char *sig, const int32_t *code, arrc_array **ops,
                     const int32_t *dtypes, arrc_gufunc_body body, int32_t parallel, arrc_gufunc_launch launch,
                     const arrc_loc *loc);

#endif
