/* What string formatting needs to know of a type, shared by its typing
 * (ir/infer_format.c) and its lowering (codegen/lib_format.c). */
#ifndef ARRC_FORMATTING_H
#define ARRC_FORMATTING_H

#include "infer.h"
#include "types.h"

/* Whether a value of type t has a str() and repr() that arrc produces as
 * Python does (codegen/text.c): numbers, strings, None and containers of
 * them; not functions, iterators or CUDA objects, whose text names an
 * address. */
bool format_type_ok(const Type *t);

/* Python's name of the type of a value of type t, as its messages give it
 * ("int", "NoneType", "numpy.ndarray"). An optional has its value's. */
const char *format_type_name(const Type *t);

/* The typing rules of format() and str.format (ir/builtins.def). */
const Type *t_format(CallInfo *c);
const Type *t_str_format(CallInfo *c);
/* s.format_map(d) (ir/infer_mapping.c): rewritten into s.format(k=d[k], ...). */
const Type *t_str_format_map(CallInfo *c);

#endif
