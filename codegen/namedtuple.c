/* Named tuples in generated code (ir/namedtuple.h): a named tuple is laid
 * out as the tuple of its fields, so only reading a field by name and
 * printing differ from a plain tuple. */
#include <stdio.h>
#include <string.h>

#include "lower.h"
#include "namedtuple.h"

LLVMValueRef cg_namedtuple_getattr(Cg *cg, const Instr *i) {
  const Instr *o = ir_resolve(i->ops.v[0]);
  const NamedTupleClass *c = namedtuple_of(o->type);
  int f = namedtuple_field(c, i->imm.str.s);
  if (f >= 0)
    return LLVMBuildExtractValue(cg->b, cg_value(cg, o), (unsigned)f, "");
  /* p._replace as the callee of its call, which the call lowers. */
  if (i->type->kind != TY_TUPLE)
    return LLVMGetUndef(cg_type(cg, i->type));
  /* _fields: the names as a tuple of strings. */
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, i->type));
  for (int k = 0; k < c->nfields; k++)
    r = LLVMBuildInsertValue(cg->b, r, cg_const_str(cg, c->fields[k], strlen(c->fields[k])), (unsigned)k, "");
  return r;
}

/* Python's repr of a named tuple, which print() and str() also give:
 * Point(x=1, y=2.5), each field by its repr. */
void cg_put_namedtuple(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t) {
  if (cg_views_put_flags(cg, text, v, t))
    return;
  const NamedTupleClass *c = namedtuple_of(t);
  if (cg_put_numpy_info(cg, text, v, t))
    return;
  cg_text_put_const(cg, text, c->name);
  cg_text_put_const(cg, text, "(");
  for (int k = 0; k < t->n; k++) {
    char label[256];
    snprintf(label, sizeof label, "%s%s=", k ? ", " : "", c->fields[k]);
    cg_text_put_const(cg, text, label);
    cg_put_value(cg, text, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), t->elems[k], true);
  }
  cg_text_put_const(cg, text, ")");
}

/* p._replace(x=3): p's fields, with the named ones replaced. */
LLVMValueRef lower_namedtuple_replace(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *p = receiver(call);
  const NamedTupleClass *c = namedtuple_of(call->type);
  LLVMValueRef old = cg_value(cg, p), r = LLVMGetUndef(cg_type(cg, call->type));
  for (int k = 0; k < c->nfields; k++) {
    const Instr *v = kwarg(call, c->fields[k]);
    LLVMValueRef x = v ? cg_convert(cg, cg_value(cg, v), v->type, call->type->elems[k])
                       : cg_convert(cg, LLVMBuildExtractValue(cg->b, old, (unsigned)k, ""), p->type->elems[k],
                                    call->type->elems[k]);
    r = LLVMBuildInsertValue(cg->b, r, x, (unsigned)k, "");
  }
  return r;
}

/* p._asdict() became a dict display while it was typed; this row is never
 * lowered as a call. */
LLVMValueRef lower_namedtuple_asdict(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_unsupported(cg, call->loc, "internal error: _asdict() was not rewritten into a dict");
  return lower_failed(cg, call);
}
