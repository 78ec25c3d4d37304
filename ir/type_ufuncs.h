/* NumPy's ufuncs as rows of ir/builtins.def (np.add ... np.spacing) and
 * np.around: their typing rules (ir/type_ufuncs.c), and the loop search
 * that typing and code generation (codegen/lib_ufuncs.c) share, so that
 * an element is computed in the types its call was given. ir/builtins.c
 * includes this header before its tables, which name the rules and the
 * parameter lists. */
#ifndef ARRC_TYPE_UFUNCS_H
#define ARRC_TYPE_UFUNCS_H

#include "infer.h"

/* A ufunc's parameters: its operands by position, then out by position
 * (np.add(a, b, out), as Numba takes it) or out= and where= by keyword
 * (host code; Numba takes no keywords on ufuncs). */
#define UFUNC1_OUT "x / * out where !casting !order !dtype !subok"
#define UFUNC2_OUT "x1 x2 / * out where !casting !order !dtype !subok"

const Type *t_ufunc(CallInfo *c);
const Type *t_np_around(CallInfo *c);

/* One loop of a ufunc: the types its inputs are converted to, and its
 * outputs' types. */
typedef struct {
  int nin, nout;
  const Type *in[2], *out[2];
} UfuncLoop;

/* Whether id is a ufunc row of ir/ufunc_loops.h. */
bool ufunc_has_loops(BuiltinId id);
/* The first loop of ufunc id that operands of the types in[] convert to
 * safely, as NumPy searches (numba: with Numba's rule that an integer
 * converts to any float when integers and floats are mixed); false when
 * there is none. */
bool ufunc_find_loop(BuiltinId id, const Type *const *in, bool numba, UfuncLoop *loop);
/* The first loop of ufunc id whose first output is out and whose inputs
 * the operands convert to by NumPy's same_kind rule; for code generation
 * where value-based casting chose a loop (uint8 data + 3 runs 'BB->B'). */
bool ufunc_loop_for_output(BuiltinId id, const Type *const *in, const Type *out, UfuncLoop *loop);
/* NumPy's np.can_cast(from, to, 'safe') for two numbers. */
bool ufunc_can_cast_safely(const Type *from, const Type *to);

/* Ufunc objects' methods (host code): np.add.reduce, accumulate, outer
 * and at. builtin_is_ufunc: whether a builtin is a NumPy ufunc, whose
 * value has these methods; ufunc_nin: its number of inputs;
 * ufunc_reduction: the reduction of the runtime its reduce is (np.add:
 * REDUCE_SUM), or REDUCE_NONE. */
const Type *t_ufunc_method(CallInfo *c);
bool builtin_is_ufunc(BuiltinId id);
int ufunc_nin(BuiltinId id);
ReduceOp ufunc_reduction(BuiltinId id);

/* dtypes as values (ir/type_dtypes.c). */
/* The scalar type of a dtype string: NumPy's names ('float32', 'int'),
 * sized codes ('f8', 'i4'), one-letter codes ('d', 'l', '?'), each with a
 * byte order in front or not ('<i4', '=f8', '|b1'); NULL when unknown. */
const Type *numpy_dtype_named(const char *s);
/* a.dtype.name, .kind, .char, .str, .byteorder (buf holds short ones),
 * or NULL; .itemsize and .alignment, or -1. */
const char *dtype_attribute_string(const Type *t, const char *attr, char *buf, size_t size);
int64_t dtype_attribute_int(const Type *t, const char *attr);
/* The type of attribute attr of dtype object obj, an error in jitted
 * code, or NULL when a dtype has no such attribute. */
const Type *dtype_attribute_type(Infer *I, const Type *obj, const char *attr, SrcLoc loc);
/* np.issubdtype(args[0], args[1]) of arguments typing accepted. */
bool numpy_issubdtype(const Instr *const *args, const Type *const *types);
const Type *t_np_dtype(CallInfo *c);
const Type *t_np_issubdtype(CallInfo *c);
const Type *t_np_abstract_class(CallInfo *c);
const Type *t_np_info(CallInfo *c);
/* Of a named-tuple class of np.iinfo, the integer type it describes; of
 * np.finfo's, the float type; NULL for other classes. *host: whether host code
 * made it. */
struct NamedTupleClass;
const Type *numpy_info_type(const struct NamedTupleClass *c, bool *host);

#endif
