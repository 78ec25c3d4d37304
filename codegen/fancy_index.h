/* Code for advanced indexing and the iterators over an array's positions
 * (codegen/fancy_index.c): what array.c, class.c and emit.c hand over. */
#ifndef ARRC_FANCY_INDEX_H
#define ARRC_FANCY_INDEX_H

#include "cg.h"

/* a[index] and a[index] = v where the index holds an array, a list or
 * `...` (index_needs_runtime): the runtime's arrc_index_get and _set. */
LLVMValueRef cg_fancy_getitem(Cg *cg, const Instr *i);
void cg_fancy_setitem(Cg *cg, const Instr *i);

/* a.flat[i], a.flat[i] = v and a.flat = v. */
LLVMValueRef cg_flat_getitem(Cg *cg, const Instr *i);
void cg_flat_setitem(Cg *cg, const Instr *i);
void cg_flat_assign(Cg *cg, const Instr *setattr);

/* The loops over np.ndindex, np.ndenumerate, np.nditer and a.flat: a
 * position from 0 to the number of positions, in C order. */
typedef struct NdIter NdIter;
/* The iterator of src when it is one of those, else NULL. */
NdIter *cg_nd_iter_make(Cg *cg, const Instr *src);
LLVMValueRef cg_nd_iter_valid(Cg *cg, NdIter *it, LLVMValueRef pos);
LLVMValueRef cg_nd_iter_next(Cg *cg, NdIter *it, LLVMValueRef pos, const Type *yt, SrcLoc loc);

#endif
