/* Recursion as Python bounds it (issue 17, item 6).
 *
 * Python raises RecursionError when a call would make more frames than
 * sys.getrecursionlimit() (1000), counting the module's frame: a function
 * called from the top level gets 999 levels. A host function that is part
 * of a cycle of the call graph (it calls itself, directly or through
 * others) counts its calls in the same way here: each call of one from
 * host code adds one to a per-thread depth (runtime/stdlib.c), which
 * starts at 0 for the module, raises RecursionError at the call when the
 * depth reaches the limit, and is put back when the call returns (or, by
 * a try statement, when an exception leaves it: except.c). Calls of
 * functions in no cycle cost nothing and are not counted, so a recursion
 * reached through other functions gets a few more levels than in Python.
 *
 * The count also keeps LLVM's tail recursion elimination from turning a
 * recursion without end into a loop without end: `return f(n + 1) + 1`
 * becomes a loop that adds forever. Jitted functions are not counted
 * (Numba counts nothing and its process crashes when the stack is full);
 * those in a cycle are marked "disable-tail-calls" so that such a
 * recursion fills the stack, whose guard page the fault handler reports
 * as RecursionError (runtime/signal.c), rather than running forever. */
#include "cg.h"

/* Memo values of cg->recursive: absent means not computed yet. */
#define IN_A_CYCLE ((void *)1)
#define IN_NO_CYCLE ((void *)2)

/* Whether target can be reached from the calls in f, f's own callees
 * included; seen holds the functions already searched. */
static bool reaches(const Func *f, const Func *target, PtrMap *seen) {
  for (const Block *b = f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->first; i; i = i->next) {
      const Func *callee = i->op == IR_CALL ? i->callee : NULL;
      if (!callee)
        continue;
      if (callee == target)
        return true;
      if (ptrmap_get(seen, callee))
        continue;
      ptrmap_put(seen, callee, IN_A_CYCLE);
      if (reaches(callee, target, seen))
        return true;
    }
  return false;
}

bool cg_is_recursive(Cg *cg, const Func *f) {
  if (!cg->recursive_ready) {
    ptrmap_init(&cg->recursive, cg->m->arena);
    cg->recursive_ready = true;
  }
  void *known = ptrmap_get(&cg->recursive, f);
  if (known)
    return known == IN_A_CYCLE;
  PtrMap seen;
  ptrmap_init(&seen, cg->m->arena);
  bool cycle = reaches(f, f, &seen);
  ptrmap_put(&cg->recursive, f, cycle ? IN_A_CYCLE : IN_NO_CYCLE);
  return cycle;
}

bool cg_counts_call(Cg *cg, const Func *callee) {
  return func_is_host(cg->f->kind) && !cg->f->gpu && callee->kind == FUNC_HOST && !cg->ptx &&
         cg_is_recursive(cg, callee);
}

/* The runtime's depth (thread-local) and limit. */
static LLVMValueRef runtime_global(Cg *cg, const char *name, bool per_thread) {
  LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
  if (!g) {
    g = LLVMAddGlobal(cg->mod, cg->i64, name);
    LLVMSetLinkage(g, LLVMExternalLinkage);
    if (per_thread)
      LLVMSetThreadLocal(g, true);
  }
  return g;
}

LLVMValueRef cg_recursion_enter(Cg *cg, SrcLoc loc) {
  LLVMValueRef depth_cell = runtime_global(cg, "arrc_recursion_depth", true);
  LLVMValueRef limit_cell = runtime_global(cg, "arrc_recursion_limit", false);
  LLVMValueRef depth = LLVMBuildLoad2(cg->b, cg->i64, depth_cell, "depth");
  LLVMValueRef deeper = LLVMBuildAdd(cg->b, depth, cg_i64(cg, 1), "");
  LLVMValueRef limit = LLVMBuildLoad2(cg->b, cg->i64, limit_cell, "limit");
  LLVMValueRef over = LLVMBuildICmp(cg->b, LLVMIntSGE, deeper, limit, "");
  LLVMBasicBlockRef too_deep = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "too_deep");
  LLVMBasicBlockRef go_on = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "");
  LLVMBuildCondBr(cg->b, over, too_deep, go_on);
  LLVMPositionBuilderAtEnd(cg->b, too_deep);
  LLVMValueRef error = cg_call_rt(cg, "arrc_recursion_error", cg->void_, 1, (LLVMValueRef[]){cg_loc(cg, loc)});
  (void)error;
  LLVMAddAttributeAtIndex(LLVMGetNamedFunction(cg->mod, "arrc_recursion_error"), LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(cg->ctx, LLVMGetEnumAttributeKindForName("cold", 4), 0));
  LLVMAddAttributeAtIndex(LLVMGetNamedFunction(cg->mod, "arrc_recursion_error"), LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(cg->ctx, LLVMGetEnumAttributeKindForName("noreturn", 8), 0));
  LLVMBuildUnreachable(cg->b);
  LLVMPositionBuilderAtEnd(cg->b, go_on);
  LLVMBuildStore(cg->b, deeper, depth_cell);
  return depth;
}

void cg_recursion_leave(Cg *cg, LLVMValueRef depth) {
  LLVMBuildStore(cg->b, depth, runtime_global(cg, "arrc_recursion_depth", true));
}

void cg_mark_recursive(Cg *cg, const Func *f, LLVMValueRef fn) {
  if (cg->ptx || !cg_is_recursive(cg, f))
    return;
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(cg->ctx, "disable-tail-calls", 18, "true", 4));
}
