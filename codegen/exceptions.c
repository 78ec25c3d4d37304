/* Code for try statements (docs/architecture.md "Exceptions"): a try
 * statement's frame is a block of this function's stack that the runtime
 * (runtime/except.c) links into its list of frames and that setjmp fills;
 * an exception raised inside comes back as a second return of setjmp. */
#include <stdio.h>
#include <string.h>

#include "type_np15misc.h"
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

/* What the handlers of a try statement see of the variables its body
 * assigns: a volatile stack slot per try.restore, holding the variable's
 * value at try.enter and then each value a try.save gives it, which
 * setjmp's second return finds in memory (a register would hold the value
 * of the first return). A slot of a counted value (a string, list, array,
 * dict, instance, or an optional or tuple holding one) owns a reference:
 * try.enter and each try.save retain what they store and release what
 * they replace, try.leave releases it, and on an exception the try.restore
 * takes it over (emit.c: a restore is a new reference). */
static PtrMap slots;           /* try.restore -> its slot */
static const Arena *slots_arena;

/* The references that values made inside a try body own when an
 * exception arrives are released by its handlers: each counted value
 * defined in a block of the body (Block.handler) has a volatile cleanup
 * slot, null at try.enter, holding the value from its definition until
 * it dies or moves into a phi (cg_try_own, cg_try_disown); after setjmp's
 * second return, the slots that are not null are released. References
 * owned by the frames of called functions that the jump skips are not
 * (docs/architecture.md "Exceptions"). Outlined parallel loop bodies,
 * which run in functions of their own, keep nothing there. */
static PtrMap owned;           /* counted value of a try body -> its cleanup slot */
static PtrMap region_lists;    /* handlers' first block -> its OwnedList */

typedef struct {
  int n;
  const Instr **v;
} OwnedList;

static PtrMap *slot_map(Cg *cg) {
  if (slots_arena != cg->m->arena) {
    ptrmap_init(&slots, cg->m->arena);
    ptrmap_init(&owned, cg->m->arena);
    ptrmap_init(&region_lists, cg->m->arena);
    slots_arena = cg->m->arena;
  }
  return &slots;
}

/* The counted values of the blocks whose exceptions go to `dispatch`,
 * each given its cleanup slot (once per try statement). */
static const OwnedList *region_values(Cg *cg, const Block *dispatch) {
  slot_map(cg);
  OwnedList *list = ptrmap_get(&region_lists, dispatch);
  if (list)
    return list;
  list = arena_alloc(cg->m->arena, sizeof *list);
  int n = 0;
  for (const Block *b = cg->f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->handler == dispatch ? b->first : NULL; i; i = i->next)
      n += rc_tracked(cg->rc, i);
  list->v = arena_alloc(cg->m->arena, (size_t)(n + 1) * sizeof *list->v);
  list->n = 0;
  for (const Block *b = cg->f->entry; b; b = b->next_in_func)
    for (const Instr *i = b->handler == dispatch ? b->first : NULL; i; i = i->next)
      if (rc_tracked(cg->rc, i)) {
        list->v[list->n++] = i;
        ptrmap_put(&owned, i, cg_alloca(cg, cg_type(cg, i->type), "owned"));
      }
  ptrmap_put(&region_lists, dispatch, list);
  return list;
}

static void store_volatile(Cg *cg, LLVMValueRef v, LLVMValueRef slot) {
  LLVMSetVolatile(LLVMBuildStore(cg->b, v, slot), true);
}

void cg_try_own(Cg *cg, const Instr *i, LLVMValueRef v) {
  slot_map(cg);
  LLVMValueRef slot = cg->par ? NULL : ptrmap_get(&owned, i);
  if (slot)
    store_volatile(cg, v, slot);
}

void cg_try_disown(Cg *cg, const Instr *i) {
  slot_map(cg);
  LLVMValueRef slot = cg->par ? NULL : ptrmap_get(&owned, i);
  if (slot)
    store_volatile(cg, LLVMConstNull(cg_type(cg, i->type)), slot);
}

static bool has_slot(const Instr *r) { return r->type && cg_type_is_data(r->type); }

/* The handlers' first block of the try statement of try.enter `enter`
 * (where the branch after it goes on an exception), whose first
 * instructions are its restores (each followed by the saves that give
 * its value to the try statements around); NULL if there is none. */
static const Block *dispatch_of(const Instr *enter) {
  const Instr *br = enter->next;
  return br && br->op == IR_BRANCH ? br->target[1] : NULL;
}

static const Instr *skip_saves(const Instr *i) {
  while (i && i->op == IR_TRY_SAVE)
    i = i->next;
  return i && i->op == IR_TRY_RESTORE ? i : NULL;
}
static const Instr *first_restore(const Block *d) { return d ? skip_saves(d->first) : NULL; }
static const Instr *next_restore(const Instr *r) { return skip_saves(r->next); }

/* The restore of variable `var` at the handlers of try.enter `enter`. */
static const Instr *restore_of(const Instr *enter, const char *var) {
  const Block *d = dispatch_of(enter);
  for (const Instr *r = first_restore(d); r; r = next_restore(r))
    if (r->op == IR_TRY_RESTORE && r->var == var)
      return r;
  return NULL;
}

/* Stores v (of type from) into the slot of restore r, taking a reference
 * of a counted value and dropping the one of the value it replaces
 * (none at try.enter, where the slot is new). */
static void store_slot(Cg *cg, const Instr *r, LLVMValueRef slot, LLVMValueRef v, const Type *from, bool replaces) {
  bool counted = rc_managed(r->type);
  LLVMValueRef old = NULL;
  if (counted) {
    cg_refcount(cg, v, from, true);
    if (replaces) {
      old = LLVMBuildLoad2(cg->b, cg_type(cg, r->type), slot, "");
      LLVMSetVolatile(old, true);
    }
  }
  LLVMValueRef st = LLVMBuildStore(cg->b, cg_convert(cg, v, from, r->type), slot);
  LLVMSetVolatile(st, true);
  if (old)
    cg_refcount(cg, old, r->type, false);
}

/* The slots of the restores of a try statement, holding the values at
 * try.enter. */
static void make_slots(Cg *cg, const Instr *enter) {
  const Block *d = dispatch_of(enter);
  for (const Instr *r = first_restore(d); r; r = next_restore(r)) {
    if (r->op != IR_TRY_RESTORE || !has_slot(r))
      continue;
    LLVMValueRef slot = cg_alloca(cg, cg_type(cg, r->type), r->var);
    ptrmap_put(slot_map(cg), r, slot);
    const Instr *entry = ir_resolve(r->ops.v[0]);
    store_slot(cg, r, slot, cg_value(cg, entry), entry->type, false);
  }
}

static void try_save(Cg *cg, const Instr *save) {
  const Instr *r = restore_of(ir_resolve(save->ops.v[1]), save->var);
  LLVMValueRef slot = r ? ptrmap_get(slot_map(cg), r) : NULL;
  if (!slot)
    return;
  const Instr *v = ir_resolve(save->ops.v[0]);
  store_slot(cg, r, slot, cg_value(cg, v), v->type, true);
}

/* Leaving without an exception: the slots' references are dropped. */
static void try_leave(Cg *cg, const Instr *leave) {
  const Block *d = dispatch_of(ir_resolve(leave->ops.v[0]));
  for (const Instr *r = first_restore(d); r; r = next_restore(r)) {
    LLVMValueRef slot = r->op == IR_TRY_RESTORE ? ptrmap_get(slot_map(cg), r) : NULL;
    if (!slot || !rc_managed(r->type))
      continue;
    LLVMValueRef old = LLVMBuildLoad2(cg->b, cg_type(cg, r->type), slot, "");
    LLVMSetVolatile(old, true);
    cg_refcount(cg, old, r->type, false);
  }
  cg_call_rt(cg, "arrc_try_pop", cg->void_, 0, NULL);
}

static LLVMValueRef try_enter(Cg *cg, const Instr *enter) {
  make_slots(cg, enter);
  /* The values at entry that die here (refcount.c counts the slots'
   * stores as their uses) die before setjmp: after it they would be
   * released again when an exception comes back there. */
  const Instr *const *dead;
  int n = rc_deaths(cg->rc, enter, &dead);
  for (int k = 0; k < n; k++)
    cg_refcount(cg, cg_value(cg, dead[k]), dead[k]->type, false);
  const Block *d = dispatch_of(enter);
  const OwnedList *region = d ? region_values(cg, d) : NULL;
  for (int k = 0; region && k < region->n; k++)
    store_volatile(cg, LLVMConstNull(cg_type(cg, region->v[k]->type)), ptrmap_get(&owned, region->v[k]));
  LLVMValueRef frame = cg_alloca(cg, LLVMArrayType(cg->i8, ARRC_TRY_FRAME_BYTES), "try.frame");
  LLVMSetAlignment(frame, 16);
  cg_call_rt(cg, "arrc_try_push", cg->void_, 1, &frame);
  LLVMValueRef r = call_setjmp(cg, frame);
  LLVMValueRef entered = LLVMBuildICmp(cg->b, LLVMIntEQ, r, LLVMConstInt(cg->i32, 0, false), "entered");
  if (!region || !region->n)
    return entered;
  /* An exception came back: release what the body's values owned. */
  LLVMBasicBlockRef cleanup = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "try.cleanup");
  LLVMBasicBlockRef go_on = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "try.entered");
  LLVMBuildCondBr(cg->b, entered, go_on, cleanup);
  LLVMPositionBuilderAtEnd(cg->b, cleanup);
  for (int k = 0; k < region->n; k++) {
    const Type *t = region->v[k]->type;
    LLVMValueRef slot = ptrmap_get(&owned, region->v[k]);
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, t), slot, "");
    LLVMSetVolatile(v, true);
    cg_refcount(cg, v, t, false);
    store_volatile(cg, LLVMConstNull(cg_type(cg, t)), slot);
  }
  LLVMBuildBr(cg->b, go_on);
  LLVMPositionBuilderAtEnd(cg->b, go_on);
  return entered;
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

/* Whether the variable has been assigned yet: a function that runs
 * before the top level assigns it raises NameError, as in Python, rather
 * than reading a zero. */
static LLVMValueRef global_set_flag(Cg *cg, const Instr *i) {
  char name[256];
  snprintf(name, sizeof name, "arrc.global.%s.set", i->var);
  LLVMValueRef g = LLVMGetNamedGlobal(cg->mod, name);
  if (!g) {
    g = LLVMAddGlobal(cg->mod, cg->i8, name);
    LLVMSetInitializer(g, LLVMConstInt(cg->i8, 0, false));
    LLVMSetLinkage(g, LLVMInternalLinkage);
  }
  return g;
}

static LLVMValueRef global_load(Cg *cg, const Instr *i) {
  LLVMValueRef set = LLVMBuildLoad2(cg->b, cg->i8, global_set_flag(cg, i), "");
  char msg[300];
  snprintf(msg, sizeof msg, "name '%s' is not defined", i->var);
  cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntEQ, set, LLVMConstInt(cg->i8, 0, false), ""), ARRC_NAME_ERROR, msg,
              i->loc);
  return LLVMBuildLoad2(cg->b, cg_type(cg, i->type), global_cell(cg, i, i->type), "");
}

/* A store takes a reference of the value and drops the old one (a
 * string); a load's reference is taken by emit.c, as for any value read
 * out of another. */
static void global_store(Cg *cg, const Instr *i) {
  const Instr *v = ir_resolve(i->ops.v[0]);
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i8, 1, false), global_set_flag(cg, i));
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
    if (!slot) {
      /* No slot (no data): the value at try.enter, with a reference of
       * its own as a restore has. */
      const Instr *entry = ir_resolve(i->ops.v[0]);
      LLVMValueRef v = cg_convert(cg, cg_value(cg, entry), entry->type, i->type);
      if (rc_managed(i->type))
        cg_refcount(cg, v, i->type, true);
      return v;
    }
    LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, i->type), slot, i->var);
    LLVMSetVolatile(v, true);
    return v;
  }
  case IR_TRY_SAVE: try_save(cg, i); return NULL;
  case IR_TRY_LEAVE: try_leave(cg, i); return NULL;
  case IR_EXC_END: cg_call_rt(cg, "arrc_exc_end", cg->void_, 0, NULL); return NULL;
  case IR_EXC_MATCH:
    return cg_call_rt(cg, "arrc_exc_matches", cg->i1, 1,
                      (LLVMValueRef[]){LLVMConstInt(cg->i32, (unsigned)class_kind(i->ops.v[0]), false)});
  case IR_EXC_VALUE:
    return cg_call_rt(cg, i->imm.i ? "arrc_exc_repr" : "arrc_exc_str", cg->ptr, 0, NULL);
  case IR_GLOBAL_LOAD: return global_load(cg, i);
  case IR_GLOBAL_STORE: global_store(cg, i); return NULL;
  case IR_WITH_EXIT: {
    if (type_is_printoptions_context(ir_resolve(i->ops.v[0])->type)) {
      cg_call_rt(cg, "arrc_np_printoptions_exit", cg->void_, 0, NULL);
      return NULL;
    }
    if (ir_resolve(i->ops.v[0])->type->kind != TY_FILE) {
      cg_cudahost_with_exit(cg, i);
      return NULL;
    }
    LLVMValueRef file = cg_value(cg, i->ops.v[0]);
    if (ir_resolve(i->ops.v[0])->type->kind == TY_NPZ)
      cg_npz_close(cg, file);
    else
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
