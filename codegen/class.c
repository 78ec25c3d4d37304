/* Instances of the program's classes (ir/class.h): objects of the runtime
 * (arrc_object, runtime/object.c) laid out as one LLVM struct, the header
 * first, then the fields in the class's order. Fields are read and
 * written in place. A field holding a reference (an array, a list, a
 * string, another instance) owns one: writing it retains the new value
 * and releases the old one, and the object's table of such fields lets
 * the runtime release them when the object dies. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "fancy_index.h"

/* The header's members before the first field: refcount, nrefs, unused, refs. */
enum { FIRST_FIELD = 4 };

static LLVMTypeRef object_type(Cg *cg, const ClassInfo *c) {
  int n = FIRST_FIELD + c->nfields;
  LLVMTypeRef *members = xmalloc((size_t)n * sizeof *members);
  members[0] = cg->i64;
  members[1] = cg->i32;
  members[2] = cg->i32;
  members[3] = cg->ptr;
  for (int k = 0; k < c->nfields; k++)
    members[FIRST_FIELD + k] = cg_type(cg, c->fields[k].type);
  LLVMTypeRef t = LLVMStructTypeInContext(cg->ctx, members, (unsigned)n, false);
  free(members);
  return t;
}

/* The constant table of the references among c's fields, made once per
 * module. */
static LLVMValueRef refs_table(Cg *cg, const ClassInfo *c, LLVMTypeRef ot, int *count) {
  LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
  int n = 0;
  for (int k = 0; k < c->nfields; k++)
    n = cg_elem_fields(cg, c->fields[k].type, (unsigned)LLVMOffsetOfElement(dl, ot, (unsigned)(FIRST_FIELD + k)),
                       NULL, n);
  *count = n;
  if (n == 0)
    return LLVMConstNull(cg->ptr);
  const char *name = arena_printf(cg->m->arena, "arrc.class.%s.refs", c->name);
  LLVMValueRef table = LLVMGetNamedGlobal(cg->mod, name);
  if (table)
    return table;
  LLVMValueRef *fields = xmalloc((size_t)n * sizeof *fields);
  n = 0;
  for (int k = 0; k < c->nfields; k++)
    n = cg_elem_fields(cg, c->fields[k].type, (unsigned)LLVMOffsetOfElement(dl, ot, (unsigned)(FIRST_FIELD + k)),
                       fields, n);
  LLVMValueRef init = LLVMConstArray2(LLVMTypeOf(fields[0]), fields, (uint64_t)n);
  free(fields);
  table = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), name);
  LLVMSetInitializer(table, init);
  LLVMSetGlobalConstant(table, true);
  LLVMSetLinkage(table, LLVMPrivateLinkage);
  return table;
}

LLVMValueRef cg_new_instance(Cg *cg, const Instr *i) {
  const ClassInfo *c = class_of(i->type);
  LLVMTypeRef ot = object_type(cg, c);
  int nrefs;
  LLVMValueRef refs = refs_table(cg, c, ot, &nrefs);
  LLVMValueRef size = LLVMConstInt(cg->i64, LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), ot), false);
  return cg_call_rt(cg, "arrc_object_new", cg->ptr, 3,
                    (LLVMValueRef[]){size, LLVMConstInt(cg->i32, (unsigned)nrefs, false), refs});
}

static LLVMValueRef field_pointer(Cg *cg, const ClassInfo *c, LLVMValueRef obj, int k) {
  return LLVMBuildStructGEP2(cg->b, object_type(cg, c), obj, (unsigned)(FIRST_FIELD + k), "");
}

LLVMValueRef cg_class_getattr(Cg *cg, const Instr *i) {
  const Instr *o = ir_resolve(i->ops.v[0]);
  const ClassInfo *c = class_of(o->type);
  int k = o->type->kind == TY_INSTANCE && i->n != 1 ? class_field_index(c, i->imm.str.s) : -1;
  if (k < 0 || !cg_type_is_data(i->type))
    return NULL;  /* a method: the call that uses it passes the object */
  const Type *ft = c->fields[k].type;
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, ft), field_pointer(cg, c, cg_value(cg, o), k), "");
  /* The read is a new reference (emit.c's new_reference). */
  if (rc_managed(ft))
    cg_refcount(cg, v, ft, true);
  return cg_convert(cg, v, ft, i->type);
}

void cg_setattr(Cg *cg, const Instr *i) {
  const Instr *o = ir_resolve(i->ops.v[0]), *value = ir_resolve(i->ops.v[1]);
  if (o->type->kind == TY_ARRAY) {
    cg_flat_assign(cg, i); /* a.flat = v, the one attribute of an array that is set */
    return;
  }
  const ClassInfo *c = class_of(o->type);
  int k = class_field_index(c, i->imm.str.s);
  if (k < 0)
    return;
  const Type *ft = c->fields[k].type;
  if (!cg_type_is_data(ft))
    return;
  LLVMValueRef p = field_pointer(cg, c, cg_value(cg, o), k);
  LLVMValueRef v = cg_convert(cg, cg_value(cg, value), value->type, ft);
  if (!rc_managed(ft)) {
    LLVMBuildStore(cg->b, v, p);
    return;
  }
  /* Retain first: the new value may be the old one. */
  cg_refcount(cg, v, ft, true);
  LLVMValueRef old = LLVMBuildLoad2(cg->b, cg_type(cg, ft), p, "");
  LLVMBuildStore(cg->b, v, p);
  cg_refcount(cg, old, ft, false);
}

LLVMValueRef cg_constructed(Cg *cg, const Instr *call) {
  /* The NEW operand keeps its own reference, released where it dies. */
  LLVMValueRef obj = cg_value(cg, call->ops.v[1]);
  cg_refcount(cg, obj, call->type, true);
  return obj;
}
