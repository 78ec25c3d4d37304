/* The IR of the CUDA kernel API calls that need the program's text rather
 * than values (issue 16's kernel part): cuda.const.array_like(TABLE) of a
 * global constant array in GPU code. Numba copies such an array into the
 * GPU's constant memory when it compiles the kernel; GPU code cannot build
 * the array itself (np.array is host code), so the call is built with the
 * array's literal elements instead, as a nested tuple of constants, and
 * its dtype: codegen/lib_kapi.c turns them into constant data. */
#include "build_kapi.h"

#include <string.h>

/* The literal (nested list or tuple) and the dtype expression of a global
 * constant `NAME = np.array(literal, dtype)` (or np.asarray), the dtype
 * NULL when it is not given. */
static bool constant_array_literal(Builder *b, const Symbol *sym, const Node **literal, const Node **dtype) {
  const Node *v = sym->value;
  if (!v || v->kind != AST_CALL || v->call.args.len < 1 || v->call.args.len > 2)
    return false;
  const Symbol *fn = build_static_symbol(b, v->call.func);
  if (!fn || (fn->builtin != BI_NP_ARRAY && fn->builtin != BI_NP_ASARRAY))
    return false;
  *literal = v->call.args.v[0];
  *dtype = v->call.args.len == 2 ? v->call.args.v[1] : NULL;
  for (int k = 0; k < v->call.keywords.len; k++) {
    const Node *kw = v->call.keywords.v[k];
    if (!kw->kw.arg || strcmp(kw->kw.arg, "dtype") != 0)
      return false;
    *dtype = kw->kw.value;
  }
  return (*literal)->kind == AST_LIST || (*literal)->kind == AST_TUPLE;
}

/* The literal as nested TUPLEs of its elements' values. */
static Instr *build_nested(Builder *b, const Node *e) {
  if (e->kind != AST_LIST && e->kind != AST_TUPLE)
    return build_expr(b, e);
  int n = e->seq.elts.len;
  Instr **ops = arena_alloc(b->a, (size_t)(n + 1) * sizeof *ops);
  for (int k = 0; k < n; k++)
    ops[k] = build_nested(b, e->seq.elts.v[k]);
  return build_emit(b, IR_TUPLE, e->loc, n, ops);
}

Instr *build_kapi_call(Builder *b, const Node *e, const Symbol *callee) {
  if (!callee || callee->kind != SYM_BUILTIN || callee->builtin != BI_CUDA_CONST_ARRAY_LIKE ||
      (b->f->kind != FUNC_KERNEL && b->f->kind != FUNC_DEVICE) || e->call.args.len != 1 ||
      e->call.keywords.len != 0)
    return NULL;
  const Node *arg = e->call.args.v[0];
  if (arg->kind != AST_NAME || build_is_local(b, arg->name.id) || build_renamed(b, arg->name.id) != arg->name.id)
    return NULL;
  const Symbol *sym = scope_lookup(b->m->scope, arg->name.id);
  const Node *literal, *dtype;
  if (!sym || sym->kind != SYM_CONSTANT || !constant_array_literal(b, sym, &literal, &dtype))
    return NULL;
  Instr *fn = build_emit(b, IR_GLOBAL, e->call.func->loc, 0, NULL);
  fn->imm.sym = callee;
  bool saved = b->in_constant;
  b->in_constant = true;
  Instr *ops[3] = {fn, build_nested(b, literal), dtype ? build_expr(b, dtype) : NULL};
  b->in_constant = saved;
  Instr *call = build_emit(b, IR_CALL, e->loc, dtype ? 3 : 2, ops);
  call->kwnames = arena_alloc(b->a, sizeof *call->kwnames);
  return call;
}
