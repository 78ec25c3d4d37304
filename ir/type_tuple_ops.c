/* Tuple repetition, t * n and n * t. A tuple's type lists its elements,
 * so the count must be known when the program compiles (a literal, or a
 * name bound once to one): (0,) * 3 is Tuple(int64 x 3). Python allows it
 * for any count in host code; Numba 0.56 has no tuple * int at all (its
 * typing of mul finds no match), so jitted code refuses it with Numba's
 * message. Concatenation, t1 + t2, is typed in binary_type (infer_ops.c)
 * and lowered with repetition (codegen/lib_tuple_ops.c). */
#include <stdlib.h>

#include "infer.h"
#include "type_tuple_ops.h"

/* More elements than this in one repeated tuple is surely a mistake (a
 * tuple's elements are separate values in the generated code). */
enum { TUPLE_REPEAT_MAX = 4096 };

const Type *tuple_repeat_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  if (op != OP_MUL || i->ops.len != 2)
    return NULL;
  bool tuple_first = a->kind == TY_TUPLE;
  const Type *t = tuple_first ? a : b, *n = tuple_first ? b : a;
  if (t->kind != TY_TUPLE || !(type_is_int(n) || n == ty_bool))
    return NULL;
  if (!func_is_host(infer_func_kind(I)))
    return infer_error(I, i->loc, "unsupported operand types for '*': %s and %s (Numba 0.56 has no tuple * int in "
                       "jitted code; build the tuple in host code, or use a list or an array)", a->name, b->name);
  int64_t count;
  if (!infer_const_int(ir_resolve(i->ops.v[tuple_first ? 1 : 0]), &count))
    return infer_error(I, i->loc, "tuple * n needs n known when the program compiles (a tuple's length is part of "
                       "its type in arrc); write the count as a literal, or use a list ([x] * n)");
  if (count < 0)
    count = 0;
  if (t->n > 0 && count > TUPLE_REPEAT_MAX / t->n)
    return infer_error(I, i->loc, "tuple * %lld would have %lld elements, more than arrc's %d; use a list or an array",
                       (long long)count, (long long)count * t->n, TUPLE_REPEAT_MAX);
  int len = (int)count * t->n;
  const Type **elems = malloc((size_t)len * sizeof *elems + 1);
  for (int k = 0; k < len; k++)
    elems[k] = t->elems[k % t->n];
  const Type *r = type_tuple(len, elems);
  free(elems);
  return r;
}
