/* What generated code does for ARRC_PROFILE (runtime/rt_profile.h): a
 * call of a @vectorize function from host code, which is a loop inlined
 * into the caller, is timed there and reported as a ufunc row; prange
 * loops and kernel launches are timed inside the runtime functions they
 * call, so they need nothing here but the source location they pass.
 *
 * The cost when the program is not profiled must be one load and one
 * predictable branch per call: the hooks test the runtime's
 * arrc_profile_flag (set by arrc_init from ARRC_PROFILE at the program's
 * start) and call the runtime only when it is set. A flag not yet read
 * (-1, a program that did not start through arrc_init) takes the profiled
 * path, whose runtime functions read the variable and do nothing when it
 * is unset. */
#include "cg.h"

/* Whether the program is profiled: the flag, loaded now, is not 0. */
static LLVMValueRef profiling(Cg *cg) {
  LLVMValueRef flag = LLVMGetNamedGlobal(cg->mod, "arrc_profile_flag");
  if (!flag) {
    flag = LLVMAddGlobal(cg->mod, cg->i32, "arrc_profile_flag");
    LLVMSetLinkage(flag, LLVMExternalLinkage);
  }
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg->i32, flag, "profile.flag");
  return LLVMBuildICmp(cg->b, LLVMIntNE, v, LLVMConstInt(cg->i32, 0, false), "profiling");
}

/* Branches on p->on to a new block, where the builder is left, and
 * returns in *after the block that follows it. */
static void guarded(Cg *cg, const CgProfile *p, const char *name, LLVMBasicBlockRef *after) {
  LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, name);
  *after = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "profile.done");
  LLVMBuildCondBr(cg->b, p->on, then, *after);
  LLVMPositionBuilderAtEnd(cg->b, then);
}

bool cg_profile_wanted(const Cg *cg) { return !cg->ptx && func_is_host(cg->f->kind); }

CgProfile cg_profile_begin(Cg *cg) {
  CgProfile p;
  p.start = cg_alloca(cg, cg->f64, "profile.start");
  p.on = profiling(cg);
  LLVMBasicBlockRef after;
  guarded(cg, &p, "profile.begin", &after);
  LLVMBuildStore(cg->b, cg_call_rt(cg, "arrc_profile_clock", cg->f64, 0, NULL), p.start);
  LLVMBuildBr(cg->b, after);
  LLVMPositionBuilderAtEnd(cg->b, after);
  return p;
}

void cg_profile_ufunc_end(Cg *cg, const CgProfile *p, const char *name, LLVMValueRef *dims, int nd) {
  LLVMBasicBlockRef after;
  guarded(cg, p, "profile.ufunc", &after);
  LLVMValueRef elements = cg_i64(cg, 1);
  for (int d = 0; d < nd; d++)
    elements = LLVMBuildMul(cg->b, elements, dims[d], "");
  LLVMValueRef start = LLVMBuildLoad2(cg->b, cg->f64, p->start, "");
  cg_call_rt(cg, "arrc_profile_ufunc", cg->void_, 3,
             (LLVMValueRef[]){LLVMBuildGlobalStringPtr(cg->b, name, "ufunc.name"), start, elements});
  LLVMBuildBr(cg->b, after);
  LLVMPositionBuilderAtEnd(cg->b, after);
}
