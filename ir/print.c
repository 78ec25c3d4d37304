/* The textual IR (--emit=ir): one function at a time, blocks with their
 * predecessors, one instruction a line. Stable: tests match on it.
 *
 *   func add(a: int64, b: float64) -> float64 [jit] {
 *   b0:
 *     %0: int64 = param 0
 *     %1: float64 = param 1
 *     %2: float64 = binary + %0, %1
 *     return %2
 *   }
 */
#include "ir.h"
#include "scope.h"

static void put_value(StrBuf *out, const Instr *i) { sb_printf(out, "%%%d", i->id); }

static void put_type(StrBuf *out, const Type *t) { sb_puts(out, t ? t->name : "?"); }

static void print_instr(StrBuf *out, const Instr *i) {
  sb_puts(out, "  ");
  bool has_value = !(ir_op_flags(i->op) & IRF_TERMINATOR) && i->op != IR_SETITEM &&
                   i->type != ty_void;
  if (has_value) {
    put_value(out, i);
    if (i->type) {
      sb_puts(out, ": ");
      put_type(out, i->type);
    }
    sb_puts(out, " = ");
  }
  sb_puts(out, ir_op_name(i->op));
  switch (i->op) {
  case IR_CONST_INT: sb_printf(out, " %lld", (long long)i->imm.i); break;
  case IR_CONST_BOOL: sb_puts(out, i->imm.i ? " True" : " False"); break;
  case IR_CONST_FLOAT: sb_printf(out, " %.17g", i->imm.f[0]); break;
  case IR_CONST_COMPLEX: sb_printf(out, " %.17g%+.17gj", i->imm.f[0], i->imm.f[1]); break;
  case IR_CONST_STR:
    sb_putc(out, ' ');
    sb_put_quoted(out, i->imm.str.s, i->imm.str.len);
    break;
  case IR_GLOBAL:
    sb_printf(out, " @%s", i->imm.sym->path ? i->imm.sym->path : i->imm.sym->name);
    break;
  case IR_PARAM: sb_printf(out, " %lld", (long long)i->imm.i); break;
  case IR_UNDEF: case IR_CHECK_BOUND: if (i->var) sb_printf(out, " %s", i->var); break;
  case IR_BINARY: case IR_UNARY: case IR_COMPARE: case IR_INPLACE:
    sb_printf(out, " %s", ast_op_name(i->imm.op));
    break;
  case IR_GETATTR: case IR_SETATTR: sb_printf(out, " .%s", i->imm.str.s); break;
  case IR_NEW: sb_printf(out, " @%s", i->imm.sym->name); break;
  case IR_UNPACK: sb_printf(out, " %lld/%d", (long long)i->imm.i, i->n); break;
  case IR_FORMAT: if (i->imm.i) sb_printf(out, " !%c", (int)i->imm.i); break;
  default: break;
  }
  int positional = i->ops.len - i->nkw;
  for (int k = 0; k < i->ops.len; k++) {
    sb_puts(out, k == 0 ? " " : ", ");
    if (k >= positional)
      sb_printf(out, "%s=", i->kwnames[k - positional]);
    put_value(out, i->ops.v[k]);
  }
  if (i->op == IR_MAP && i->map) {
    /* [$3 = $0 * $1, $4 = $3 + $2]: what each element is. */
    int n = i->ops.len;
    sb_puts(out, " [");
    for (int k = 0; k < i->map->nsteps; k++) {
      const MapStep *s = &i->map->steps[k];
      sb_printf(out, "%s$%d = ", k ? ", " : "", n + k);
      if (s->op == IR_CALL) {
        sb_printf(out, "%s(", s->callee ? s->callee->name : builtin_short_name(s->fn));
        for (int j = 0; j < s->nargs; j++)
          sb_printf(out, "%s$%d", j ? ", " : "", s->args[j]);
        sb_putc(out, ')');
      } else if (s->nargs == 1) {
        sb_printf(out, "%s $%d", ast_op_name(s->aop), s->args[0]);
      } else {
        sb_printf(out, "$%d %s $%d", s->args[0], ast_op_name(s->aop), s->args[1]);
      }
      sb_printf(out, ": %s", s->type->name);
    }
    sb_putc(out, ']');
  }
  if (i->op == IR_JUMP)
    sb_printf(out, " b%d", i->target[0]->id);
  if (i->op == IR_BRANCH)
    sb_printf(out, ", b%d, b%d", i->target[0]->id, i->target[1]->id);
  if (i->op == IR_PHI && i->var)
    sb_printf(out, "    ; %s", i->var);
  sb_putc(out, '\n');
}

void ir_print_func(StrBuf *out, const Func *f) {
  sb_printf(out, "func %s(", f->name);
  for (int k = 0; k < f->nparams; k++) {
    if (k)
      sb_puts(out, ", ");
    sb_puts(out, f->param_names[k]);
    if (f->param_types) {
      sb_puts(out, ": ");
      put_type(out, f->param_types[k]);
    }
  }
  sb_puts(out, ") -> ");
  put_type(out, f->ret_type);
  sb_printf(out, " [%s%s] {\n", ir_func_kind_name(f->kind), f->gpu && f->kind != FUNC_KERNEL && f->kind != FUNC_DEVICE ? ", gpu" : "");
  for (const Block *b = f->entry; b; b = b->next_in_func) {
    sb_printf(out, "b%d:", b->id);
    if (b->npreds) {
      sb_puts(out, "    ; preds");
      for (int k = 0; k < b->npreds; k++)
        sb_printf(out, " b%d", b->preds[k]->id);
    }
    sb_putc(out, '\n');
    for (const Instr *i = b->first; i; i = i->next)
      print_instr(out, i);
  }
  sb_puts(out, "}\n");
}

void ir_print_module(StrBuf *out, const Module *m) {
  for (const Func *f = m->funcs; f; f = f->next_in_module) {
    if (f != m->funcs)
      sb_putc(out, '\n');
    ir_print_func(out, f);
  }
}
