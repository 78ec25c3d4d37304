/* The operator module: a call of operator.add(a, b) is lowered as the
 * instruction a + b would be, through the operators' own code generation
 * (operators.c), on a copy of the call standing for that instruction. */
#include "builtins_stdlib.h"
#include "lower.h"

LLVMValueRef lower_operator(Cg *cg, const Instr *call, BuiltinId id) {
  AstOp op = operator_op(id);
  Instr as_op = *call;
  as_op.ops.v = call->ops.v + 1;
  as_op.ops.len = nargs(call);
  as_op.imm.op = op;
  const Instr *x = arg_instr(call, 0);
  switch (id) {
  case BI_OPERATOR_TRUTH: return cg_truth(cg, cg_value(cg, x), x->type, call->loc);
  case BI_OPERATOR_NOT: return LLVMBuildNot(cg->b, cg_truth(cg, cg_value(cg, x), x->type, call->loc), "");
  case BI_OPERATOR_ABS: return lower_abs(cg, call, BI_ABS);
  case BI_OPERATOR_NEG: case BI_OPERATOR_POS: case BI_OPERATOR_INVERT:
    as_op.op = IR_UNARY;
    return cg_build_unary(cg, &as_op);
  default: break;
  }
  if (op >= OP_LT && op <= OP_NE) {
    as_op.op = IR_COMPARE;
    return cg_build_compare(cg, &as_op);
  }
  as_op.op = IR_BINARY;
  return cg_build_binary(cg, &as_op);
}

/* itertools calls are list comprehensions by now (ir/itertools.c); a row
 * reached otherwise has had its error from typing. */
LLVMValueRef lower_itertools(Cg *cg, const Instr *call, BuiltinId id) {
  cg_unsupported(cg, call->loc, "%s() is not supported by the code generator here", builtin_path(id));
  return lower_failed(cg, call);
}
