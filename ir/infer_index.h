/* Typing of the subscripts that the runtime indexes (runtime/index.c):
 * those holding an integer or boolean array, a list, or `...`
 * (ir/infer_index.c), and of the iterators over an array's positions
 * (np.ndindex, np.ndenumerate, np.nditer, a.flat). */
#ifndef ARRC_INFER_INDEX_H
#define ARRC_INFER_INDEX_H

#include "infer.h"

/* Whether an array subscript of type idx (one index or a tuple of them)
 * needs the runtime: it holds an array, a list or an Ellipsis. */
bool index_needs_runtime(const Type *idx);

/* The type of a[idx] for such a subscript: NumPy's rules in host code,
 * Numba's in jitted code (one 1-D integer or boolean array). */
const Type *index_advanced_type(Infer *I, const Instr *at, const Type *obj, const Type *idx);

/* Whether a[idx] = value may be written for such a subscript: a number,
 * an array of numbers (converted to a's dtype, as NumPy and Numba do) or
 * a list of numbers. */
const Type *index_advanced_assign_type(Infer *I, const Instr *at, const Type *obj, const Type *value);

/* Whether t is the type of the value Ellipsis (`...`). */
bool type_is_ellipsis(const Type *t);

/* The type of a.flat, of a.flat[i] and a.flat[i] = v (NULL when obj is not
 * a flat iterator), and whether a.flat = v may be written here. */
const Type *index_flat_type(const Type *array);
bool type_is_flat(const Type *t);
const Type *index_flat_item_type(Infer *I, const Instr *at, const Type *flat, const Type *idx);
const Type *index_flat_assign_type(Infer *I, const Instr *at, const Type *array, const Type *value);

/* The typing rules of the rows np.ndindex, np.ndenumerate and np.nditer,
 * and the value Ellipsis. */
const Type *t_np_ndindex(CallInfo *c);
const Type *t_np_ndenumerate(CallInfo *c);
const Type *t_np_nditer(CallInfo *c);
const Type *v_ellipsis(void);

#endif
