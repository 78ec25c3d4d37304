/* Linear algebra: np.dot of vectors and matrices (the products themselves
 * are emitted by cg_matmul in cpu_array.c). */
#include "lower.h"

LLVMValueRef lower_dot(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_matmul(cg, call, arg_instr(call, 0), arg_instr(call, 1));
}
