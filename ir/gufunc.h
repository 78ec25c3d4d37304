/* @guvectorize (issue 16): a generalized ufunc's layout, read from the
 * decorator by ir/infer_gufunc.c, carried on the kernel's specialization
 * (Func.gufunc) to the code generator (codegen/lib_gufunc.c), whose call
 * hands it to the runtime's loop (runtime/gufunc.c). */
#ifndef ARRC_GUFUNC_H
#define ARRC_GUFUNC_H

#include <stdbool.h>

/* NumPy's NPY_MAXARGS operands; arrc's arrays have at most 32 dimensions,
 * and a core is part of them. */
enum { GUFUNC_MAX_OPERANDS = 32, GUFUNC_MAX_CORE = 32, GUFUNC_MAX_NAMES = 64 };

typedef struct Gufunc {
  const char *name;        /* the function's name, NumPy's ufunc name */
  const char *signature;   /* the layout without white space: '(n),(n)->()', as NumPy prints it */
  int nin, nout;
  int core_ndim[GUFUNC_MAX_OPERANDS];               /* per operand, inputs first */
  int core_dims[GUFUNC_MAX_OPERANDS][GUFUNC_MAX_CORE]; /* each core dimension's name, an index into names */
  int nnames;
  const char *names[GUFUNC_MAX_NAMES];
  bool parallel;           /* target='parallel': the loop runs on the thread pool */
  bool cuda;               /* target='cuda': the kernel has GPU semantics */
  bool dynamic;            /* a layout without signatures: loops made for the calls' types */
} Gufunc;

/* Where output j of a call of a gufunc with nin inputs comes from: the
 * call's operand (a positional argument, or out=), *element being the
 * index in an out= tuple (-1 for the operand itself); NULL where the call
 * gives none. */
struct Instr;
const struct Instr *gufunc_output_operand(const struct Instr *call, int nin, int j, int *element);

#endif
