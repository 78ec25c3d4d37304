/* The analyses behind arrc's named warnings (src/warnings.def): on the
 * syntax tree, before anything is rewritten (warn_ast.c), and on the typed,
 * fused IR that the back end compiles (warn_ir.c). Each reports through
 * diag_warn, which decides from the -W options whether it is printed. */
#ifndef ARRC_WARN_H
#define ARRC_WARN_H

#include "ir.h"
#include "warnings.h"

/* -Wunused-variable, -Wunused-parameter, -Wshadow-builtin,
 * -Wunreachable-code: on the module as parsed. */
void warn_check_syntax(Diag *d, const Node *module);
/* -Wprange-serial, -Wprange-not-parallel, -Wfloat64-in-float32-kernel,
 * -Whost-array-to-kernel: on every specialization of the typed module. */
void warn_check_module(Module *m);

#endif
