/* The typing of arrays read from files (infer_load.c). */
#ifndef ARRC_INFER_LOAD_H
#define ARRC_INFER_LOAD_H

#include "infer.h"

const Type *t_np_save(CallInfo *c);
const Type *t_np_load(CallInfo *c);

/* The type of the array call c returns, from what the program does with
 * it: an annotation-free read of a file. The element type is elem, or
 * (NULL) the one the uses state, else float64; the rank is the one the
 * uses state exactly (a signature, h, w = a.shape), else the most axes
 * they need, else default_rank; with at_least_default, never less than
 * default_rank unless stated exactly. ty_pending while another value the
 * variable may hold is not typed yet. */
const Type *array_type_from_uses(CallInfo *c, const Type *elem, int default_rank, bool at_least_default);
/* The same for any value v read from a file (an NpzFile's d['x']). */
const Type *array_type_of_uses(Infer *I, const Instr *v, const Type *elem, int default_rank, bool at_least_default);

#endif
