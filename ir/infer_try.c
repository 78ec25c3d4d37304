/* Types of the operations of try statements, and where they may run:
 * host code has all of Python's; jitted code what Numba 0.56 allows
 * (except with no class or Exception, no `as`); GPU code none, as in
 * Numba CUDA. */
#include <string.h>

#include "type_np15misc.h"
#include "build_try.h"
#include "infer_state.h"
#include "type_cudahost.h"

static bool is_gpu(const Infer *I) { return I->cur->gpu || I->cur->info.kind == FUNC_KERNEL || I->cur->info.kind == FUNC_DEVICE; }

const Type *exception_op_type(Infer *I, const Instr *i) {
  bool host = func_is_host(I->cur->info.kind);
  if (is_gpu(I)) {
    if (i->op == IR_TRY_ENTER || (i->op == IR_RERAISE && !i->imm.i))
      return infer_error(I, i->loc, "%s not allowed in GPU code (Numba CUDA has no exceptions to catch)",
                         i->op == IR_TRY_ENTER ? "'try' statements are" : "bare 'raise' statements are");
    return i->op == IR_EXC_MATCH ? ty_bool : i->op == IR_EXC_VALUE ? ty_str : ty_void;
  }
  if (i->op == IR_GLOBAL_LOAD || i->op == IR_GLOBAL_STORE) {
    const Type *t = global_cell_type(i->imm.i);
    /* A variable assigned no literal: the first store typed gives its
     * type; a load waits for it. */
    if (i->imm.i == GLOBAL_INFERRED && host) {
      t = ptrmap_get(&I->global_types, i->var);
      if (!t && i->op == IR_GLOBAL_LOAD)
        return NULL;
      if (!t) {
        t = i->ops.v[0]->type;
        ptrmap_put(&I->global_types, i->var, (void *)t);
      }
    }
    if (!host)
      return infer_error(I, i->loc, "%s function '%s' reads the global variable '%s', which host code "
                         "changes: Numba freezes globals when it compiles a function; pass '%s' as an argument",
                         is_gpu(I) ? "GPU" : "jitted", I->cur->func->name, i->var, i->var);
    if (!t)
      return ty_error;
    if (i->op == IR_GLOBAL_LOAD)
      return t;
    const Type *v = i->ops.v[0]->type;
    if (v != t)
      return infer_error(I, i->loc, "the global variable '%s' holds %s (its value at the top level); arrc "
                         "keeps one type per global variable, and this assigns %s", i->var, t->name, v->name);
    return ty_void;
  }
  switch (i->op) {
  case IR_TRY_ENTER: return ty_bool;
  case IR_TRY_LEAVE: case IR_EXC_END: case IR_RERAISE: case IR_TRY_SAVE: return ty_void;
  case IR_EXC_VALUE:
    if (!host)
      return infer_error(I, i->loc, "Exception object cannot be stored into variable (%s) in jitted code "
                         "(Numba's rule); only host code binds the exception with 'as'",
                         i->var ? i->var : "e");
    return ty_str;
  case IR_TRY_RESTORE: {
    /* The variable's types meet as at a phi (codegen/exceptions.c
     * converts each value to this type where it stores it). */
    const Type *t = NULL;
    for (int k = 0; k < i->ops.len; k++) {
      const Type *o = i->ops.v[k]->type;
      if (i->ops.v[k]->op == IR_UNDEF)
        continue;
      const Type *u = type_unify(t, o);
      if (!u || u == ty_error)
        return infer_error(I, i->loc, "variable '%s' is assigned values of types %s and %s in a try "
                           "statement, which its handlers see as one", i->var, t ? t->name : "?", o->name);
      t = u;
    }
    return t ? t : i->ops.v[0]->type;
  }
  case IR_WITH_EXIT: {
    /* Reported once, at the normal way out. */
    const Type *t = i->ops.v[0]->type;
    if (t->kind != TY_FILE && t->kind != TY_NPZ && !type_is_printoptions_context(t) && !cudahost_is_context(i->ops.v[0]) &&
        !i->imm.i)
      return infer_error(I, i->ops.v[0]->loc, "%s does not support the context manager protocol (arrc's "
                         "with statements take files, NpzFiles and np.printoptions(...))", t->name);
    return ty_void;
  }
  case IR_EXC_MATCH: {
    const Type *c = i->ops.v[0]->type;
    if (c->kind != TY_EXCEPTION)
      return infer_error(I, i->ops.v[0]->loc, "catching classes that do not inherit from BaseException "
                         "is not allowed (%s is not an exception class)", c->name);
    if (!host && strcmp(c->label, "Exception") != 0)
      return infer_error(I, i->ops.v[0]->loc, "Exception matching is limited to <class 'Exception'> in "
                         "jitted code (Numba's rule); catch %s in host code", c->label);
    return ty_bool;
  }
  default: return ty_error;
  }
}
