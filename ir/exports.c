/* Library mode: which functions of the program C code calls, and their
 * specializations (ir/exports.h). The entry code is typed first, as for
 * a program; then each export is specialized for its signature's types in
 * the reporting pass, so that its errors are reported and the code
 * generator finds it among the module's functions. */
#include <string.h>

#include "exports.h"
#include "infer_state.h"
#include "scope.h"

const Type *t_carray(CallInfo *c) {
  const char *name = c->id == BI_NB_FARRAY ? "farray" : "carray";
  const Type *p = c->types[0], *shape = c->types[1];
  if (p->kind != TY_POINTER)
    return call_error(c, "%s() takes a pointer (a CPointer or voidptr parameter of a @cfunc), not %s", name,
                      p->name);
  int ndim = 0;
  if (type_is_int(shape)) {
    ndim = 1;
  } else if (shape->kind == TY_TUPLE && shape->n >= 1 && shape->n <= 4) {
    ndim = shape->n;
    for (int k = 0; k < shape->n; k++)
      if (!type_is_int(shape->elems[k]))
        ndim = 0;
  }
  if (!ndim)
    return call_error(c, "%s()'s shape must be an integer or a tuple of 1 to 4 integers, not %s", name,
                      shape->name);
  const Type *elem = p->elem;
  if (c->nargs > 2) {
    const Type *d = c->types[2];
    if (d->kind != TY_DTYPE || !type_is_scalar(d->elem))
      return call_error(c, "%s()'s dtype must be a number type, not %s", name, d->name);
    /* Numba's messages. */
    if (elem && elem != d->elem)
      return call_error(c, "mismatching dtype '%s' for pointer %s", d->elem->name, p->name);
    elem = d->elem;
  }
  if (!elem)
    return call_error(c, "explicit dtype required for void* argument");
  return type_array(elem, ndim, c->id == BI_NB_FARRAY && ndim > 1 ? 'F' : 'C');
}

const Type *export_attribute_type(Infer *I, const Type *obj, const char *attr) {
  FuncInfo fi;
  if (obj->kind != TY_FUNCTION || strcmp(attr, "ctypes") != 0 || !function_info(I, obj->func, &fi) || !fi.cfunc)
    return NULL;
  return obj;
}

bool export_param_type_ok(const Type *t) {
  if (t->kind == TY_POINTER)
    return true;
  if (t->kind == TY_ARRAY)
    return !t->device && type_is_scalar(t->elem);
  return type_is_number(t);
}

bool export_result_type_ok(const Type *t) {
  return t == ty_none || t == ty_void || export_param_type_ok(t);
}

/* How def is exported, or -1: a cfunc always, a jitted function or a
 * kernel with an explicit signature in library mode. Functions whose body
 * chooses an implementation per call have no one specialization to export. */
static int export_kind(const Module *m, const FuncInfo *fi) {
  if (fi->cfunc)
    return fi->has_sig ? EXPORT_CFUNC : -1;
  if (!m->library || !fi->has_sig || fi->generated || fi->chooser || fi->jitable || fi->objmode ||
      fi->stencil || fi->gufunc || fi->cuda_reduce)
    return -1;
  /* Annotations are a signature for arrc, not for Numba's compiler: only
   * a decorator's signature exports. */
  if (!fi->decorator || fi->decorator->kind != AST_CALL)
    return -1;
  if (fi->kind == FUNC_JIT)
    return EXPORT_JIT;
  if (fi->kind == FUNC_KERNEL)
    return EXPORT_KERNEL;
  return -1;
}

/* Names an export cannot have: the C library's functions that compiled
 * code calls (LLVM turns math into calls of libm's functions by name, so
 * an export named exp would be called instead of libm's, by itself), and
 * the runtime's prefix. */
static const char *const reserved_names[] = {
    "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "copysign", "cos", "cosh",
    "erf", "erfc", "exp", "exp2", "expm1", "fabs", "floor", "fma", "fmax", "fmin", "fmod", "frexp", "hypot",
    "ldexp", "lgamma", "log", "log10", "log1p", "log2", "modf", "nearbyint", "pow", "remainder", "rint",
    "round", "sin", "sincos", "sinh", "sqrt", "tan", "tanh", "tgamma", "trunc", "abort", "calloc", "exit",
    "free", "malloc", "memcmp", "memcpy", "memmove", "memset", "realloc", "main", NULL};

static bool reserved_name(const char *name) {
  if (strncmp(name, "arrc_", 5) == 0)
    return true;
  size_t n = strlen(name);
  /* The float variants too: expf, sqrtf. */
  for (int k = 0; reserved_names[k]; k++) {
    size_t r = strlen(reserved_names[k]);
    if (strncmp(name, reserved_names[k], r) == 0 && (n == r || (n == r + 1 && (name[r] == 'f' || name[r] == 'l'))))
      return true;
  }
  return false;
}

/* The signature's types can cross the C boundary, and it has one type
 * for each parameter of the def. */
static bool check_signature(Infer *I, const FuncInfo *fi, const char *name) {
  const Node *def = fi->def;
  SrcLoc at = fi->decorator ? fi->decorator->loc : def->loc;
  if (fi->sig.nargs != def->def.params.len) {
    /* Numba's message (a TypeError when it compiles the function). */
    diag_error(I->d, at, "Signature mismatch: %d argument types given, but function takes %d arguments "
               "('%s')", fi->sig.nargs, def->def.params.len, name);
    return false;
  }
  for (int k = 0; k < fi->sig.nargs; k++)
    if (!export_param_type_ok(fi->sig.args[k])) {
      diag_error(I->d, at, "cannot export '%s' to C: parameter %d is %s; exported functions take "
                 "numbers and arrays of numbers", name, k + 1, fi->sig.args[k]->name);
      return false;
    }
  if (fi->sig.ret && !export_result_type_ok(fi->sig.ret)) {
    diag_error(I->d, at, "cannot export '%s' to C: it returns %s; exported functions return a number, "
               "an array of numbers or nothing", name, fi->sig.ret->name);
    return false;
  }
  return true;
}

void infer_exports(Infer *I, Spec *entry) {
  Module *m = I->m;
  const NodeList *body = &m->ast->module.body;
  Export **tail = &m->exports;
  for (int k = 0; k < body->len; k++) {
    const Node *def = body->v[k];
    if (def->kind != AST_FUNCDEF)
      continue;
    const Symbol *sym = scope_lookup(m->scope, def->def.name);
    FuncInfo fi;
    if (!sym || sym->node != def || !function_info(I, sym, &fi))
      continue;
    int kind = export_kind(m, &fi);
    if (kind < 0 || !check_signature(I, &fi, def->def.name))
      continue;
    if (m->library && reserved_name(def->def.name)) {
      diag_error(I->d, def->loc, "cannot export '%s' to C: the C library or arrc's runtime has a function of "
                 "that name, which the compiled code may call; rename the function", def->def.name);
      continue;
    }
    /* A call of nowhere stands for C's call: it carries the def's
     * location for errors, and specialize records the callee in it. */
    Instr *at = arena_alloc(I->a, sizeof *at);
    at->op = IR_CALL;
    at->loc = def->loc;
    Spec *saved = I->cur;
    bool saved_report = I->report;
    I->cur = entry;
    I->report = true;
    const Type *r = infer_specialize(I, at, sym, &fi, kind == EXPORT_KERNEL, fi.sig.nargs, fi.sig.args);
    I->cur = saved;
    I->report = saved_report;
    if (!r || r == ty_error || !at->callee)
      continue;
    if (!export_result_type_ok(r)) {
      diag_error(I->d, def->loc, "cannot export '%s' to C: it returns %s; exported functions return a "
                 "number, an array of numbers or nothing", def->def.name, r->name);
      continue;
    }
    Export *e = arena_alloc(I->a, sizeof *e);
    e->name = def->def.name;
    e->kind = (ExportKind)kind;
    e->func = at->callee;
    e->nargs = fi.sig.nargs;
    e->args = fi.sig.args;
    e->ret = kind == EXPORT_KERNEL ? ty_void : r;
    e->loc = def->loc;
    *tail = e;
    tail = &e->next;
  }
}
