/* The default value of a parameter, built before a call that leaves the
 * parameter out (infer_call.c orders a call's arguments like the
 * parameters). Python evaluates a default once, when the def runs, and
 * Numba takes it as a constant: arrc accepts the defaults whose value is
 * constant, so that building the expression at each call gives the same
 * value: literals, signs and operators on them (`axis=-1`, `tol=1e-3 * 2`),
 * tuples of constants (`shape=(3, 3)`), global constants (`n=N`) and known
 * names (`dtype=np.float64`, `eps=math.pi`). */
#include "infer_state.h"
#include "scope.h"

static Instr *constant(Instr *before, Opcode op, const Node *e) {
  return ir_insert_before(before, op, e->loc, 0, NULL);
}

Instr *infer_default_value(Infer *I, Instr *before, const Node *e) {
  Instr *c, *ops[2];
  switch (e->kind) {
  case AST_INT:
    if (e->num.ival > INT64_MAX) {
      infer_error(I, e->loc, "integer literal %s does not fit in int64", e->num.text);
      return NULL;
    }
    c = constant(before, IR_CONST_INT, e);
    c->imm.i = (int64_t)e->num.ival;
    return c;
  case AST_FLOAT:
    c = constant(before, IR_CONST_FLOAT, e);
    c->imm.f[0] = e->num.fval;
    return c;
  case AST_IMAG:
    c = constant(before, IR_CONST_COMPLEX, e);
    c->imm.f[1] = e->num.fval;
    return c;
  case AST_TRUE: case AST_FALSE:
    c = constant(before, IR_CONST_BOOL, e);
    c->imm.i = e->kind == AST_TRUE;
    return c;
  case AST_NONE: return constant(before, IR_CONST_NONE, e);
  case AST_STR:
    c = constant(before, IR_CONST_STR, e);
    c->imm.str.s = e->str.s;
    c->imm.str.len = e->str.len;
    return c;
  case AST_UNARY:
    if (e->unary.op == OP_NEG && e->unary.operand->kind == AST_INT &&
        e->unary.operand->num.ival == (uint64_t)INT64_MAX + 1) {
      c = constant(before, IR_CONST_INT, e);
      c->imm.i = INT64_MIN;
      return c;
    }
    if (!(ops[0] = infer_default_value(I, before, e->unary.operand)))
      return NULL;
    c = ir_insert_before(before, IR_UNARY, e->loc, 1, ops);
    c->imm.op = e->unary.op;
    return c;
  case AST_BINOP:
    if (!(ops[0] = infer_default_value(I, before, e->bin.lhs)) ||
        !(ops[1] = infer_default_value(I, before, e->bin.rhs)))
      return NULL;
    c = ir_insert_before(before, IR_BINARY, e->loc, 2, ops);
    c->imm.op = e->bin.op;
    return c;
  case AST_TUPLE: {
    int n = e->seq.elts.len;
    Instr **elems = arena_alloc(I->a, (size_t)(n + 1) * sizeof *elems);
    for (int k = 0; k < n; k++)
      if (e->seq.elts.v[k]->kind == AST_STARRED || !(elems[k] = infer_default_value(I, before, e->seq.elts.v[k])))
        return NULL;
    return ir_insert_before(before, IR_TUPLE, e->loc, n, elems);
  }
  case AST_NAME: case AST_ATTR: {
    const Symbol *sym = scope_static_symbol(I->m->scope, e);
    if (sym && sym->kind == SYM_CONSTANT)
      return infer_default_value(I, before, sym->value);
    if (sym && (sym->kind == SYM_BUILTIN || sym->kind == SYM_FUNCTION)) {
      c = constant(before, IR_GLOBAL, e);
      c->imm.sym = sym;
      return c;
    }
    break;
  }
  default: break;
  }
  infer_error(I, e->loc, "default values must be constants (numbers, booleans, None, strings, tuples "
              "of them, global constants or known names such as np.float64)");
  return NULL;
}
