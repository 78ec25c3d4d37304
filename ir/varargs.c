/* `*args` parameters and `f(*xs)` arguments.
 *
 * A function's `*args` is one parameter holding the tuple of the extra
 * positional arguments, as in Python (and in Numba, where it is a tuple
 * too): each call packs its extras into a tuple, so each number and type of
 * extras is one specialization. An argument `*xs` whose value is a tuple is
 * spread into its elements before the call is typed, so it works for every
 * callee, builtins included; a list (`main(*sys.argv[1:])`), whose length
 * only the run time knows, can be given as the whole `*args` of a program
 * function, which then holds the list. */
#include <string.h>

#include "infer_state.h"

int infer_varargs_position(const Node *def) {
  for (int k = 0; k < def->def.params.len; k++)
    if (def->def.params.v[k]->param.kind == PARAM_VARARGS)
      return k;
  return -1;
}

bool infer_spread_starred(Infer *I, Instr *call) {
  int s = call->n - 1, nargs = call->ops.len - 1;
  Instr *xs = call->ops.v[1 + s];
  const Type *t = xs->type;
  if (t->kind != TY_TUPLE) {
    /* A program function may take a list as its whole *args. */
    if (call->ops.v[0]->type->kind == TY_FUNCTION)
      return true;
    /* print(*xs) of a list prints its elements (codegen/lib_python.c),
     * the call keeping its starred argument. */
    const Type *callee = call->ops.v[0]->type;
    if (t->kind == TY_LIST && callee->kind == TY_BUILTIN && callee->id == BI_PRINT && func_is_host(infer_func_kind(I)))
      return true;
    infer_error(I, infer_arg_loc(call, s), "a '*' argument must be a tuple here (arrc spreads it into "
                "arguments when it compiles the call), not %s", t->name);
    return false;
  }
  int n = nargs - 1 + t->n;
  Instr **ops = arena_alloc(I->a, (size_t)(n + 2) * sizeof *ops);
  SrcLoc *locs = arena_alloc(I->a, (size_t)(n + 1) * sizeof *locs);
  ops[0] = call->ops.v[0];
  int j = 0;
  for (int k = 0; k < nargs; k++) {
    if (k != s) {
      ops[1 + j] = call->ops.v[1 + k];
      locs[j++] = infer_arg_loc(call, k);
      continue;
    }
    for (int e = 0; e < t->n; e++) {
      Instr *u = ir_insert_before(call, IR_UNPACK, xs->loc, 1, &xs);
      u->imm.i = e;
      u->n = t->n;
      u->type = t->elems[e];
      ops[1 + j] = u;
      locs[j++] = infer_arg_loc(call, s);
    }
  }
  ir_clear_operands(call);
  for (int k = 0; k <= n; k++)
    ir_add_operand(call, ops[k]);
  call->arglocs = locs;
  call->n = 0;
  return true;
}

bool infer_pack_varargs(Infer *I, Instr *call, const Node *def, int va) {
  if (call->n < 0)
    return true;
  const char *name = def->def.params.v[va]->param.name;
  int npos = call->ops.len - 1 - call->nkw;
  for (int k = 0; k < call->nkw; k++)
    if (strcmp(call->kwnames[k], name) == 0) {
      infer_error(I, call->loc, "%s() got an unexpected keyword argument '%s'", def->def.name, name);
      return false;
    }
  int keep = npos < va ? npos : va;
  Instr *rest;
  SrcLoc rest_loc = call->loc;
  if (call->n > 0) {
    int s = call->n - 1;
    if (s != va || npos != va + 1) {
      infer_error(I, infer_arg_loc(call, s), "a '*' argument that is not a tuple (here %s) can only be "
                  "all of the '*%s' arguments of '%s'", call->ops.v[1 + s]->type->name, name, def->def.name);
      return false;
    }
    rest = call->ops.v[1 + s];
    rest_loc = infer_arg_loc(call, s);
  } else {
    int extra = npos - keep;
    Instr **elems = arena_alloc(I->a, (size_t)(extra + 1) * sizeof *elems);
    for (int k = 0; k < extra; k++)
      elems[k] = call->ops.v[1 + keep + k];
    rest = ir_insert_before(call, IR_TUPLE, call->loc, extra, elems);
  }
  /* The packed tuple becomes a keyword argument named like the parameter,
   * which the ordering of arguments (infer_call.c) puts in its place. */
  int nkw = call->nkw + 1, n = keep + nkw;
  Instr **ops = arena_alloc(I->a, (size_t)(n + 2) * sizeof *ops);
  SrcLoc *locs = arena_alloc(I->a, (size_t)(n + 1) * sizeof *locs);
  const char **kw = arena_alloc(I->a, (size_t)(nkw + 1) * sizeof *kw);
  ops[0] = call->ops.v[0];
  for (int k = 0; k < keep; k++) {
    ops[1 + k] = call->ops.v[1 + k];
    locs[k] = infer_arg_loc(call, k);
  }
  for (int k = 0; k < call->nkw; k++) {
    ops[1 + keep + k] = call->ops.v[1 + npos + k];
    locs[keep + k] = infer_arg_loc(call, npos + k);
    kw[k] = call->kwnames[k];
  }
  ops[n] = rest;
  locs[n - 1] = rest_loc;
  kw[nkw - 1] = name;
  ir_clear_operands(call);
  for (int k = 0; k <= n; k++)
    ir_add_operand(call, ops[k]);
  call->kwnames = kw;
  call->nkw = nkw;
  call->arglocs = locs;
  call->n = -1;
  return true;
}
