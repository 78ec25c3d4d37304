/* Consumers of any iterable (sum, min, max) that read a list, a 1-D array
 * or a range by index: another iterable (a dict or one of its views, a set,
 * a string, a tuple, an iterator, zip or enumerate) is first walked into a
 * new list with the loop that for statements use (array.c, cg_iter_make),
 * and the consumer's list path then reads that list. Arrays and ranges
 * never take this path, so that sum(a) and max(a) do not copy. */
#include "iterable.h"
#include "lower.h"

/* A new list of the elements of src, walked in iteration order. */
static LLVMValueRef list_of_elements(Cg *cg, const Instr *src, const Type *lt, SrcLoc loc) {
  LLVMValueRef l = cg_list_new(cg, lt);
  Iter *it = cg_iter_make(cg, src, loc);
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "walk.head");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "walk.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "walk.done");
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, head);
  LLVMBuildCondBr(cg->b, cg_iter_valid(cg, it), body, done);
  LLVMPositionBuilderAtEnd(cg->b, body);
  /* cg_iter_next gives a new reference, which the list takes over. */
  LLVMValueRef x = cg_iter_next(cg, it, lt->elem, loc);
  cg_list_append(cg, l, lt, x);
  cg_refcount(cg, x, lt->elem, false);
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, done);
  return l;
}

LLVMValueRef cg_lower_via_list(Cg *cg, const Instr *call, BuiltinId id, LowerFn lower) {
  const Instr *src = arg_instr(call, 0);
  const Type *lt = type_list(type_iterable_elem(src->type));
  /* A stand-in for the argument: an instruction of the list's type whose
   * value is the new list, and a copy of the call that passes it. */
  Instr *listed = arena_alloc(cg->m->arena, sizeof *listed);
  listed->op = IR_UNDEF;
  listed->type = lt;
  listed->loc = src->loc;
  LLVMValueRef l = list_of_elements(cg, src, lt, call->loc);
  ptrmap_put(&cg->values, listed, l);
  Instr *copy = arena_alloc(cg->m->arena, sizeof *copy);
  *copy = *call;
  copy->ops.v = arena_alloc(cg->m->arena, (size_t)call->ops.len * sizeof *copy->ops.v);
  memcpy(copy->ops.v, call->ops.v, (size_t)call->ops.len * sizeof *copy->ops.v);
  copy->ops.v[1] = listed;
  LLVMValueRef r = lower(cg, copy, id);
  /* The consumers retain what they return out of the list. */
  cg_refcount(cg, l, lt, false);
  return r;
}

/* x in c for an iterable that has no faster test of its own (an array, a
 * dict's values, an iterator): its elements walked in order until one
 * equals x, as Python's fallback for `in` does. Numbers of different types
 * compare as their unified type. */
LLVMValueRef cg_iterable_contains(Cg *cg, const Instr *c, const Instr *x, SrcLoc loc) {
  const Type *et = type_iterable_elem(c->type), *xt = x->type;
  const Type *common = type_is_number(et) && type_is_number(xt) ? type_unify(et, xt) : et;
  LLVMValueRef xv = cg_convert(cg, cg_value(cg, x), xt, common);
  LLVMValueRef found = cg_alloca(cg, cg->i1, "found");
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i1, 0, false), found);
  Iter *it = cg_iter_make(cg, c, loc);
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.head");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.body");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "in.done");
  LLVMBuildBr(cg->b, head);
  LLVMPositionBuilderAtEnd(cg->b, head);
  LLVMBuildCondBr(cg->b, cg_iter_valid(cg, it), body, done);
  LLVMPositionBuilderAtEnd(cg->b, body);
  LLVMValueRef e = cg_iter_next(cg, it, et, loc);
  LLVMValueRef eq = cg_values_equal(cg, common, cg_convert(cg, e, et, common), xv);
  cg_refcount(cg, e, et, false);
  LLVMBuildStore(cg->b, eq, found);
  LLVMBuildCondBr(cg->b, eq, done, head);
  LLVMPositionBuilderAtEnd(cg->b, done);
  return LLVMBuildLoad2(cg->b, cg->i1, found, "");
}
