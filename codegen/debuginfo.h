/* Debug information (debuginfo.c): -g gives the host module DWARF with
 * a subprogram per function, a line and column per instruction, and the
 * program's local variables and parameters with their types, so that gdb
 * can break on a source line and print them; -g, -lineinfo and
 * @cuda.jit(lineinfo=True) give the GPU module line tables only, which
 * NVPTX prints as .file and .loc directives. */
#ifndef ARRC_DEBUGINFO_H
#define ARRC_DEBUGINFO_H

#include "cg.h"

/* Starts the debug information of the module being built, when the
 * options (or a kernel's lineinfo=True) ask for it: sets cg->di,
 * cg->di_file and the compile unit. */
void cg_debug_module_begin(Cg *cg, bool ptx_flavour);
/* Finishes it (after every function is built). */
void cg_debug_module_end(Cg *cg);
/* A subprogram named `name` at `line` for cg->fn: sets cg->di_scope and
 * the builder's location. f is the function whose parameters and
 * variables it describes (NULL: none, as for main and outlined loops). */
void cg_debug_function_begin(Cg *cg, const Func *f, const char *name, int line);
/* The parameters of cg->f, stored at the function's start (cg->alloca_bb)
 * into the slots the debugger reads them from. */
void cg_debug_parameters(Cg *cg);
/* After the value v of instruction i is built: the local variables that
 * i is assigned to take v. Nothing without full debug information. */
void cg_debug_assign(Cg *cg, const Instr *i, LLVMValueRef v);
/* The same for the phis of block b, once they are built, at the line of
 * the block's first other instruction (a phi's line is that of a read of
 * its variable, which may come later in the loop). */
void cg_debug_phis(Cg *cg, const Block *b);

#endif
