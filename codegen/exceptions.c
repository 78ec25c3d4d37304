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

/* What the handlers of a try statement see of the numeric variables its
 * body assigns: a volatile stack slot per try.restore, holding the value
 * at try.enter and then each value the body gives the variable, which
 * setjmp's second return finds in memory (a register would hold the value
 * of the first return). Counted values keep their value at try.enter
 * (ir/infer_try.c types the restore so) and have no slot. */
static PtrMap slots;           /* try.restore -> its slot */
static const Arena *slots_arena;

/* Phis waiting for the block's other phis (cg_try_save_phis). */
static const Instr **pending_phis;
static LLVMValueRef *pending_values;
static int npending, cap_pending, cap_values;

static PtrMap *slot_map(Cg *cg) {
  if (slots_arena != cg->m->arena) {
    ptrmap_init(&slots, cg->m->arena);
    slots_arena = cg->m->arena;
    pending_phis = NULL;
    pending_values = NULL;
    npending = cap_pending = cap_values = 0;
  }
  return &slots;
}

static void store_slot(Cg *cg, LLVMValueRef slot, LLVMValueRef v, const Type *from, const Type *to) {
  LLVMValueRef st = LLVMBuildStore(cg->b, cg_convert(cg, v, from, to), slot);
  LLVMSetVolatile(st, true);
}

static bool has_slot(const Instr *r) { return r->type && type_is_number(r->type); }

/* The slots of the restores at the start of the handlers (the dispatch
 * block the branch after try.enter goes to on an exception), holding the
 * values at try.enter. */
static void make_slots(Cg *cg, const Instr *enter) {
  const Instr *br = enter->next;
  if (!br || br->op != IR_BRANCH)
    return;
  for (const Instr *r = br->target[1]->first; r; r = r->next) {
    if (r->op != IR_TRY_RESTORE || !has_slot(r))
      continue;
    LLVMValueRef slot = cg_alloca(cg, cg_type(cg, r->type), r->var);
    ptrmap_put(slot_map(cg), r, slot);
    const Instr *entry = ir_resolve(r->ops.v[0]);
    store_slot(cg, slot, cg_value(cg, entry), entry->type, r->type);
  }
}


static void save(Cg *cg, const Instr *i, LLVMValueRef v) {
  for (int k = 0; k < i->users.len; k++) {
    const Instr *r = i->users.v[k];
    LLVMValueRef slot = r->op == IR_TRY_RESTORE ? ptrmap_get(slot_map(cg), r) : NULL;
    if (slot && ir_resolve(r->ops.v[0]) != i)
      store_slot(cg, slot, v, i->type, r->type);
  }
}

void cg_try_save(Cg *cg, const Instr *i, LLVMValueRef v) {
  bool used = false;
  for (int k = 0; k < i->users.len && !used; k++)
    used = i->users.v[k]->op == IR_TRY_RESTORE;
  if (!used)
    return;
  if (i->op == IR_PHI) {
    int n = npending;
    pending_phis = arena_reserve(cg->m->arena, pending_phis, n, &cap_pending, sizeof *pending_phis);
    pending_values = arena_reserve(cg->m->arena, pending_values, n, &cap_values, sizeof *pending_values);
    pending_phis[n] = i;
    pending_values[n] = v;
    npending = n + 1;
    return;
  }
  save(cg, i, v);
}

void cg_try_save_phis(Cg *cg) {
  for (int k = 0; k < npending; k++)
    save(cg, pending_phis[k], pending_values[k]);
  npending = 0;
}

static LLVMValueRef try_enter(Cg *cg, const Instr *enter) {
  make_slots(cg, enter);
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
  case IR_TRY_ENTER: return try_enter(cg, i);
  case IR_TRY_RESTORE: {
    LLVMValueRef slot = ptrmap_get(slot_map(cg), i);
    if (!slot)
      return cg_value(cg, ir_resolve(i->ops.v[0]));
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, i->type), slot, i->var);
    LLVMSetVolatile(v, true);
    return v;
  }
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
