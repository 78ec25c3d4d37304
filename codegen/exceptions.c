/* Code for try statements (docs/architecture.md "Exceptions"): a try
 * statement's frame is a block of this function's stack that the runtime
 * (runtime/except.c) links into its list of frames and that setjmp fills;
 * an exception raised inside comes back as a second return of setjmp. */
#include <stdio.h>
#include <string.h>

#include "cg.h"
#include "rt_except.h"

/* _setjmp (no signal mask) called directly from the function, as setjmp
 * must be, marked returns_twice so that LLVM keeps every value the
 * handlers read where the second return finds it. */
static LLVMValueRef call_setjmp(Cg *cg, LLVMValueRef frame) {
  unsigned twice = LLVMGetEnumAttributeKindForName("returns_twice", 13);
  LLVMValueRef fn = LLVMGetNamedFunction(cg->mod, "_setjmp");
  LLVMTypeRef ft = LLVMFunctionType(cg->i32, (LLVMTypeRef[]){cg->ptr}, 1, false);
  if (!fn) {
    fn = LLVMAddFunction(cg->mod, "_setjmp", ft);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->ctx, twice, 0));
  }
  LLVMValueRef r = LLVMBuildCall2(cg->b, ft, fn, &frame, 1, "");
  LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->ctx, twice, 0));
  return r;
}

static LLVMValueRef try_enter(Cg *cg) {
  LLVMValueRef frame = cg_alloca(cg, LLVMArrayType(cg->i8, ARRC_TRY_FRAME_BYTES), "try.frame");
  LLVMSetAlignment(frame, 16);
  cg_call_rt(cg, "arrc_try_push", cg->void_, 1, &frame);
  LLVMValueRef r = call_setjmp(cg, frame);
  return LLVMBuildICmp(cg->b, LLVMIntEQ, r, LLVMConstInt(cg->i32, 0, false), "entered");
}

/* The class an except clause names, by its name in arrc_abi.h's table. */
static int class_kind(const Instr *cls) {
  cls = ir_resolve(cls);
  const char *name = cls->type->label;
  int kind = name ? arrc_exception_lookup(name, strlen(name)) : -1;
  return kind < 0 ? ARRC_EXCEPTION : kind;
}

/* The memory of a variable functions declare global (ir/build_global.c),
 * zero until the top level assigns it. */
static LLVMValueRef global_cell(Cg *cg, const Instr *i, const Type *t) {
  char name[256];
  snprintf(name, sizeof name, "arrc.global.%s", i->var);
  LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
  if (!g) {
    g = LLVMAddGlobal(cg->mod, cg_type(cg, t), name);
    LLVMSetInitializer(g, LLVMConstNull(cg_type(cg, t)));
    LLVMSetLinkage(g, LLVMInternalLinkage);
  }
  return g;
}

/* A store takes a reference of the value and drops the old one (a
 * string); a load's reference is taken by emit.c, as for any value read
 * out of another. */
static void global_store(Cg *cg, const Instr *i) {
  const Instr *v = ir_resolve(i->ops.v[0]);
  LLVMValueRef cell = global_cell(cg, i, v->type), x = cg_value(cg, v);
  if (rc_managed(v->type)) {
    cg_refcount(cg, x, v->type, true);
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg_type(cg, v->type), cell, "");
    LLVMBuildStore(cg->b, x, cell);
    cg_refcount(cg, old, v->type, false);
    return;
  }
  LLVMBuildStore(cg->b, x, cell);
}

LLVMValueRef cg_exception_op(Cg *cg, const Instr *i) {
  switch (i->op) {
  case IR_TRY_ENTER: return try_enter(cg);
  case IR_TRY_LEAVE: cg_call_rt(cg, "arrc_try_pop", cg->void_, 0, NULL); return NULL;
  case IR_EXC_END: cg_call_rt(cg, "arrc_exc_end", cg->void_, 0, NULL); return NULL;
  case IR_EXC_MATCH:
    return cg_call_rt(cg, "arrc_exc_matches", cg->i1, 1,
                      (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)class_kind(i->ops.v[0]), false)});
  case IR_EXC_VALUE:
    return cg_call_rt(cg, i->imm.i ? "arrc_exc_repr" : "arrc_exc_str", cg->ptr, 0, NULL);
  case IR_GLOBAL_LOAD: return LLVMBuildLoad2(cg->b, cg_type(cg, i->type), global_cell(cg, i, i->type), "");
  case IR_GLOBAL_STORE: global_store(cg, i); return NULL;
  case IR_WITH_EXIT: {
    LLVMValueRef file = cg_value(cg, i->ops.v[0]);
    cg_call_rt(cg, "arrc_file_close", cg->void_, 1, &file);
    return NULL;
  }
  case IR_RERAISE:
    cg_call_rt(cg, "arrc_exc_reraise", cg->void_, 0, NULL);
    LLVMBuildUnreachable(cg->b);
    return NULL;
  default: return NULL;
  }
}
