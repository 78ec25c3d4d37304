/* The operator module: each function is the operator it names, typed as
 * the operator is (infer_ops.c), on numbers and strings. */
#include "builtins_stdlib.h"
#include "infer_state.h"

AstOp operator_op(BuiltinId id) {
  switch (id) {
  case BI_OPERATOR_ADD: return OP_ADD;
  case BI_OPERATOR_SUB: return OP_SUB;
  case BI_OPERATOR_MUL: return OP_MUL;
  case BI_OPERATOR_TRUEDIV: return OP_DIV;
  case BI_OPERATOR_FLOORDIV: return OP_FLOORDIV;
  case BI_OPERATOR_MOD: return OP_MOD;
  case BI_OPERATOR_POW: return OP_POW;
  case BI_OPERATOR_LSHIFT: return OP_LSHIFT;
  case BI_OPERATOR_RSHIFT: return OP_RSHIFT;
  case BI_OPERATOR_AND: return OP_BITAND;
  case BI_OPERATOR_OR: return OP_BITOR;
  case BI_OPERATOR_XOR: return OP_BITXOR;
  case BI_OPERATOR_LT: return OP_LT;
  case BI_OPERATOR_LE: return OP_LE;
  case BI_OPERATOR_EQ: return OP_EQ;
  case BI_OPERATOR_NE: return OP_NE;
  case BI_OPERATOR_GE: return OP_GE;
  case BI_OPERATOR_GT: return OP_GT;
  case BI_OPERATOR_NEG: return OP_NEG;
  case BI_OPERATOR_POS: return OP_POS;
  case BI_OPERATOR_NOT: return OP_NOT;
  case BI_OPERATOR_INVERT: return OP_INVERT;
  default: return OP_NONE; /* truth, abs */
  }
}

static bool scalar_or_str(const Type *t) { return type_is_number(t) || t->kind == TY_STR; }

const Type *t_operator(CallInfo *c) {
  for (int k = 0; k < c->nargs; k++)
    if (!scalar_or_str(c->types[k]))
      return infer_error(c->I, infer_arg_loc(c->call, k),
                         "%s() takes numbers or strings in arrc, not %s", builtin_display_name(c->id),
                         c->types[k]->name);
  AstOp op = operator_op(c->id);
  switch (c->id) {
  case BI_OPERATOR_TRUTH: case BI_OPERATOR_NOT: return ty_bool;
  case BI_OPERATOR_ABS:
    if (!type_is_number(c->types[0]))
      return infer_error(c->I, c->call->loc, "bad operand type for abs(): 'str'");
    return c->types[0]->kind == TY_COMPLEX ? type_float(c->types[0]->bits / 2)
           : c->types[0]->kind == TY_BOOL  ? ty_int64
                                           : c->types[0];
  case BI_OPERATOR_NEG: case BI_OPERATOR_POS: case BI_OPERATOR_INVERT:
    return unary_type(c->I, c->call, op, c->types[0]);
  default: break;
  }
  if (op >= OP_LT && op <= OP_NE)
    return compare_type(c->I, c->call, op, c->types[0], c->types[1]);
  return binary_type(c->I, c->call, op, c->types[0], c->types[1]);
}
