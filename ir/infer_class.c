/* The typing of classes (ir/class.h): plain Python classes in host code and
 * @jitclass classes, their fields, methods, properties, static methods,
 * class constants, single inheritance with super(), isinstance(), and the
 * __str__/__repr__ that print() and f-strings call.
 *
 * Rewrites happen here, during inference, because only the types tell
 * what `obj.name` is: a method call gets its receiver as first argument, a
 * property read becomes a call of its getter, a class constant becomes the
 * constant, isinstance() of a class becomes a constant bool, and printing
 * an instance prints what its __str__ returns. The instructions a rewrite
 * inserts are typed at once, so the pass that made them does not have to
 * run again. */
#include <string.h>

#include "class.h"
#include "infer_state.h"
#include "infer_index.h"
#include "namedtuple.h"

typedef enum { METHOD_PLAIN, METHOD_STATIC, METHOD_PROPERTY, METHOD_SETTER } MethodKind;

typedef struct {
  const Node *def;           /* the FUNCDEF in the class body */
  Symbol *sym;               /* the function symbol specializations are made for */
  ClassInfo *owner;          /* the class whose body defines it */
  MethodKind kind;
} Method;

typedef struct ClassState {
  PtrMap classes;            /* class Symbol -> ClassInfo */
  PtrMap methods;            /* FUNCDEF -> Method */
  PtrMap method_syms;        /* method Symbol -> Method */
  PtrMap bound;              /* calls whose receiver is already their first argument */
} ClassState;

static ClassState *state(Infer *I) {
  if (!I->classes) {
    I->classes = arena_alloc(I->a, sizeof *I->classes);
    ptrmap_init(&I->classes->classes, I->a);
    ptrmap_init(&I->classes->methods, I->a);
    ptrmap_init(&I->classes->method_syms, I->a);
    ptrmap_init(&I->classes->bound, I->a);
  }
  return I->classes;
}

int class_field_index(const ClassInfo *c, const char *name) {
  for (int k = 0; k < c->nfields; k++)
    if (strcmp(c->fields[k].name, name) == 0)
      return k;
  return -1;
}

static void add_field(Infer *I, ClassInfo *c, const char *name, const Type *t) {
  if (c->nfields == c->cap) {
    int cap = c->cap ? c->cap * 2 : 8;
    ClassField *f = arena_alloc(I->a, (size_t)cap * sizeof *f);
    if (c->nfields)
      memcpy(f, c->fields, (size_t)c->nfields * sizeof *f);
    c->fields = f;
    c->cap = cap;
  }
  c->fields[c->nfields++] = (ClassField){name, t, NULL};
}

/* ---- reading a class definition ---------------------------------------------- */

/* The expression a spec names: written in the decorator, or a module-level
 * variable assigned once (spec = [('x', float64), ...]). */
static const Node *spec_expression(Infer *I, const Node *e) {
  if (e->kind != AST_NAME)
    return e;
  const Symbol *sym = scope_lookup(I->m->scope, e->name.id);
  if (!sym || !sym->node)
    return e;
  if (sym->value)
    return sym->value;
  if (sym->node->kind == AST_ASSIGN)
    return sym->node->assign.value;
  if (sym->node->kind == AST_ANNASSIGN && sym->node->ann.value)
    return sym->node->ann.value;
  return e;
}

/* [('x', float64), ('arr', float64[:])]: Numba's spec, a list of (name,
 * type) pairs. */
static void read_spec(Infer *I, ClassInfo *c, const Node *spec) {
  spec = spec_expression(I, spec);
  if (spec->kind != AST_LIST && spec->kind != AST_TUPLE) {
    diag_error(I->d, spec->loc, "a jitclass spec is a list of (name, type) tuples, such as "
               "[('x', float64), ('data', float64[:])]");
    return;
  }
  for (int k = 0; k < spec->seq.elts.len; k++) {
    const Node *pair = spec->seq.elts.v[k];
    if (pair->kind != AST_TUPLE || pair->seq.elts.len != 2 || pair->seq.elts.v[0]->kind != AST_STR) {
      diag_error(I->d, pair->loc, "each entry of a jitclass spec is a (name, type) tuple, such as "
                 "('x', float64)");
      continue;
    }
    const Type *t = infer_type_from_ast(I, pair->seq.elts.v[1]);
    if (t)
      add_field(I, c, pair->seq.elts.v[0]->str.s, t);
  }
}

static bool is_jitclass_decorator(Infer *I, const Node *dec) {
  const Symbol *s = scope_static_symbol(I->m->scope, dec->kind == AST_CALL ? dec->call.func : dec);
  return s && s->kind == SYM_BUILTIN && s->builtin == BI_NB_JITCLASS;
}

static ClassInfo *class_info(Infer *I, const Symbol *sym) {
  ClassState *st = state(I);
  ClassInfo *c = ptrmap_get(&st->classes, sym);
  if (c)
    return c;
  c = arena_alloc(I->a, sizeof *c);
  memset(c, 0, sizeof *c);
  ptrmap_put(&st->classes, sym, c);
  const Node *def = sym->node;
  c->sym = sym;
  c->name = def->cls.name;
  c->def = def;
  c->cls = type_class(c, c->name);
  c->instance = type_instance(c, c->name);
  for (int k = 0; k < def->cls.decorators.len; k++) {
    const Node *dec = def->cls.decorators.v[k];
    if (!is_jitclass_decorator(I, dec)) {
      diag_error(I->d, dec->loc, "arrc compiles classes that are plain or decorated with @jitclass "
                 "(numba.experimental), not this decorator");
      continue;
    }
    c->jit = true;
    if (dec->kind == AST_CALL && dec->call.args.len > 0)
      read_spec(I, c, dec->call.args.v[0]);
    for (int j = 0; dec->kind == AST_CALL && j < dec->call.keywords.len; j++)
      if (dec->call.keywords.v[j]->kw.arg && strcmp(dec->call.keywords.v[j]->kw.arg, "spec") == 0)
        read_spec(I, c, dec->call.keywords.v[j]->kw.value);
  }
  /* A @jitclass may give its fields as annotations of its body (x: float64). */
  for (int k = 0; c->jit && k < def->cls.body.len; k++) {
    const Node *s = def->cls.body.v[k];
    if (s->kind == AST_ANNASSIGN && s->ann.target->kind == AST_NAME && class_field_index(c, s->ann.target->name.id) < 0) {
      const Type *t = infer_type_from_ast(I, s->ann.annotation);
      if (t)
        add_field(I, c, s->ann.target->name.id, t);
    }
  }
  for (int k = 0; k < def->cls.bases.len; k++) {
    const Node *b = def->cls.bases.v[k];
    const Symbol *bs = b->kind == AST_NAME ? scope_lookup(I->m->scope, b->name.id) : NULL;
    if (b->kind == AST_NAME && strcmp(b->name.id, "object") == 0 && !bs)
      continue;
    if (!bs || bs->kind != SYM_CLASS || k > 0 || c->jit) {
      diag_error(I->d, b->loc, c->jit ? "a jitclass cannot inherit from another class (Numba's rule)"
                                      : "arrc supports one base class, itself a class of the program");
      continue;
    }
    c->base = class_info(I, bs);
    if (c->base->jit)
      diag_error(I->d, b->loc, "a class cannot inherit from the jitclass '%s' (Numba's rule)", c->base->name);
  }
  if (def->cls.keywords.len)
    diag_error(I->d, def->cls.keywords.v[0]->loc, "class keywords (metaclass=...) are not supported by arrc");
  return c;
}

static MethodKind method_kind(Infer *I, const Node *def) {
  MethodKind kind = METHOD_PLAIN;
  for (int k = 0; k < def->def.decorators.len; k++) {
    const Node *d = def->def.decorators.v[k];
    if (d->kind == AST_NAME && strcmp(d->name.id, "staticmethod") == 0)
      kind = METHOD_STATIC;
    else if (d->kind == AST_NAME && strcmp(d->name.id, "property") == 0)
      kind = METHOD_PROPERTY;
    else if (d->kind == AST_ATTR && strcmp(d->attr.attr, "setter") == 0)
      kind = METHOD_SETTER;
    else
      diag_error(I->d, d->loc, "a method may be decorated with @staticmethod, @property or "
                 "@name.setter, not this decorator");
  }
  return kind;
}

static Method *method_of(Infer *I, ClassInfo *owner, const Node *def) {
  ClassState *st = state(I);
  Method *m = ptrmap_get(&st->methods, def);
  if (m)
    return m;
  m = arena_alloc(I->a, sizeof *m);
  m->def = def;
  m->owner = owner;
  m->kind = method_kind(I, def);
  m->sym = arena_alloc(I->a, sizeof *m->sym);
  memset(m->sym, 0, sizeof *m->sym);
  m->sym->kind = SYM_FUNCTION;
  m->sym->name = arena_printf(I->a, "%s.%s", owner->name, def->def.name);
  m->sym->node = def;
  m->sym->loc = def->loc;
  ptrmap_put(&st->methods, def, m);
  ptrmap_put(&st->method_syms, m->sym, m);
  return m;
}

/* The method `name` of c or of its bases; a property's setter when
 * setter is true, anything else otherwise. */
static Method *find_method(Infer *I, ClassInfo *c, const char *name, bool setter) {
  for (; c; c = c->base) {
    Method *found = NULL;
    for (int k = 0; k < c->def->cls.body.len; k++) {
      const Node *s = c->def->cls.body.v[k];
      if (s->kind != AST_FUNCDEF || strcmp(s->def.name, name) != 0)
        continue;
      Method *m = method_of(I, c, s);
      if ((m->kind == METHOD_SETTER) == setter)
        found = m;  /* the last definition wins, as in Python */
    }
    if (found)
      return found;
  }
  return NULL;
}

/* A class attribute assigned a literal in the class body (G = 9.81). */
static const Node *find_constant(const ClassInfo *c, const char *name) {
  for (; c; c = c->base)
    for (int k = 0; k < c->def->cls.body.len; k++) {
      const Node *s = c->def->cls.body.v[k];
      if (s->kind == AST_ASSIGN && s->assign.targets.len == 1 && s->assign.targets.v[0]->kind == AST_NAME &&
          strcmp(s->assign.targets.v[0]->name.id, name) == 0)
        return s->assign.value;
      if (s->kind == AST_ANNASSIGN && s->ann.value && s->ann.target->kind == AST_NAME &&
          strcmp(s->ann.target->name.id, name) == 0)
        return s->ann.value;
    }
  return NULL;
}

bool class_function_info(Infer *I, const Symbol *sym, FuncInfo *fi) {
  Method *m = I->classes ? ptrmap_get(&I->classes->method_syms, sym) : NULL;
  if (!m)
    return false;
  fi->def = m->def;
  fi->kind = m->owner->jit ? FUNC_JIT : FUNC_HOST;
  return true;
}

/* ---- values ---------------------------------------------------------------------- */

const Type *class_symbol_type(Infer *I, const Instr *i) {
  ClassInfo *c = class_info(I, i->imm.sym);
  if (!c->jit && !func_is_host(I->cur->info.kind))
    return infer_error(I, i->loc, "Untyped global name '%s': Cannot determine Numba type of <class "
                       "'type'>; a plain Python class cannot be used in jitted code (decorate it with "
                       "@jitclass)", c->name);
  if (I->cur->gpu)
    return infer_error(I, i->loc, "classes cannot be used in GPU code");
  return c->cls;
}

const Type *class_new_type(Infer *I, const Instr *i) {
  return class_info(I, i->imm.sym)->instance;
}

/* What host code sees of a jitclass field: Numba boxes integers as Python
 * ints and float32 as Python floats. */
static const Type *boxed(const Type *t) {
  if (t->kind == TY_INT)
    return ty_int64;
  if (t == ty_float32)
    return ty_float64;
  return t;
}

/* Replaces i by a constant: a class attribute's literal value. */
static const Type *become_constant(Infer *I, Instr *i, const ClassInfo *c, const char *name, const Node *v) {
  bool negative = v->kind == AST_UNARY && v->unary.op == OP_NEG;
  const Node *lit = negative ? v->unary.operand : v;
  ir_clear_operands(i);
  i->n = 0;
  switch (lit->kind) {
  case AST_INT:
    i->op = IR_CONST_INT;
    i->imm.i = negative ? -(int64_t)lit->num.ival : (int64_t)lit->num.ival;
    return ty_int64;
  case AST_FLOAT:
    i->op = IR_CONST_FLOAT;
    i->imm.f[0] = negative ? -lit->num.fval : lit->num.fval;
    return ty_float64;
  case AST_TRUE: case AST_FALSE:
    if (negative)
      break;
    i->op = IR_CONST_BOOL;
    i->imm.i = lit->kind == AST_TRUE;
    return ty_bool;
  case AST_STR:
    if (negative)
      break;
    i->op = IR_CONST_STR;
    i->imm.str.s = lit->str.s;
    i->imm.str.len = lit->str.len;
    return ty_str;
  default: break;
  }
  i->op = IR_UNDEF;
  i->var = NULL;
  return infer_error(I, v->loc, "class attribute '%s.%s' must be a literal (a number, a bool or a string) "
                     "for arrc", c->name, name);
}

/* The class whose body defines the function being typed (for super()). */
static ClassInfo *current_class(Infer *I) {
  Method *m = I->classes ? ptrmap_get(&I->classes->methods, I->cur->info.def) : NULL;
  return m ? m->owner : NULL;
}

/* A call of the getter m on obj, in place of the attribute read i. */
static const Type *call_getter(Infer *I, Instr *i, Method *m) {
  Instr *obj = i->ops.v[0];
  Instr *callee = ir_insert_before(i, IR_GLOBAL, i->loc, 0, NULL);
  callee->imm.sym = m->sym;
  callee->type = type_function(m->sym, m->sym->name);
  ir_clear_operands(i);
  i->op = IR_CALL;
  i->n = 0;
  ir_add_operand(i, callee);
  ir_add_operand(i, obj);
  return call_function(I, i, m->sym, false);
}

/* Numba CUDA has no jitclass: GPU code never sees an instance. */
static const Type *gpu_error(Infer *I, const Instr *i, const ClassInfo *c) {
  return infer_error(I, i->loc, "instances of '%s' are not available in GPU code: Numba's CUDA target has "
                     "no jitclass; pass the arrays the kernel needs", c->name);
}

const Type *class_getattr_type(Infer *I, Instr *i, const Type *obj) {
  ClassInfo *c = (ClassInfo *)obj->func;
  if (I->cur->gpu)
    return gpu_error(I, i, c);
  const char *name = i->imm.str.s;
  ClassInfo *from = c;
  if (i->n == 1) {
    /* super().name: the methods of the base of the class being defined. */
    ClassInfo *cur = current_class(I);
    if (!cur || !cur->base)
      return infer_error(I, i->loc, "super() needs a method of a class with a base class");
    from = cur->base;
  } else if (obj->kind == TY_INSTANCE) {
    int k = class_field_index(c, name);
    if (k >= 0 && c->fields[k].list_origin && c->fields[k].list_origin->type &&
        c->fields[k].list_origin->type->kind == TY_LIST && c->fields[k].list_origin->type->elem)
      c->fields[k].type = c->fields[k].list_origin->type;
    if (k >= 0)
      return c->jit && func_is_host(I->cur->info.kind) ? boxed(c->fields[k].type) : c->fields[k].type;
  }
  Method *m = find_method(I, from, name, false);
  if (m) {
    if (m->kind == METHOD_PROPERTY && obj->kind == TY_INSTANCE)
      return call_getter(I, i, m);
    return type_function(m->sym, m->sym->name);
  }
  const Node *v = find_constant(from, name);
  if (v)
    return become_constant(I, i, c, name, v);
  /* A plain class's field may be assigned by code typed later. */
  if (obj->kind == TY_INSTANCE && !c->jit && !I->report)
    return NULL;
  if (c->jit)
    return infer_error(I, i->loc, "Unknown attribute '%s' of type instance.jitclass.%s", name, c->name);
  if (obj->kind == TY_CLASS)
    return infer_error(I, i->loc, "type object '%s' has no attribute '%s'", c->name, name);
  return infer_error(I, i->loc, "'%s' object has no attribute '%s'", c->name, name);
}

const Type *class_setattr_type(Infer *I, Instr *i) {
  const Type *ot = i->ops.v[0]->type, *vt = i->ops.v[1]->type;
  if (ot->kind == TY_OPTIONAL)
    ot = ot->elem;
  const char *name = i->imm.str.s;
  if (namedtuple_of(ot))
    return infer_error(I, i->loc, "AttributeError: can't set attribute");
  if (ot->kind == TY_ARRAY && strcmp(name, "flat") == 0)
    return index_flat_assign_type(I, i, ot, vt);
  if (ot->kind != TY_INSTANCE)
    return infer_error(I, i->loc, "cannot assign to attribute '%s' of %s: arrc values other than class "
                       "instances have no settable attributes", name, ot->name);
  ClassInfo *c = (ClassInfo *)ot->func;
  if (I->cur->gpu)
    return gpu_error(I, i, c);
  Method *setter = find_method(I, c, name, true);
  if (setter) {
    /* obj.p = v calls p's setter. */
    Instr *obj = i->ops.v[0], *value = i->ops.v[1];
    Instr *callee = ir_insert_before(i, IR_GLOBAL, i->loc, 0, NULL);
    callee->imm.sym = setter->sym;
    callee->type = type_function(setter->sym, setter->sym->name);
    ir_clear_operands(i);
    i->op = IR_CALL;
    i->n = 0;
    ir_add_operand(i, callee);
    ir_add_operand(i, obj);
    ir_add_operand(i, value);
    return call_function(I, i, setter->sym, false);
  }
  int k = class_field_index(c, name);
  if (k < 0) {
    if (c->jit || find_method(I, c, name, false))
      return infer_error(I, i->loc, "Cannot resolve setattr: (instance.jitclass.%s).%s = %s: '%s' is not "
                         "a field of its spec", c->name, name, vt->name, name);
    add_field(I, c, name, vt);
    k = c->nfields - 1;
  }
  const Type *ft = c->fields[k].type;
  Instr *value = i->ops.v[1];
  if (vt->kind == TY_LIST && !vt->elem && value->op == IR_LIST && !c->fields[k].list_origin)
    c->fields[k].list_origin = value;
  if (ft->kind == TY_LIST && !ft->elem && vt->kind == TY_LIST)
    c->fields[k].type = ft = vt;
  if (vt == ft)
    return ty_void;
  if (c->jit) {
    /* Numba converts what it can convert at all (7.9 to an int32 field is 7). */
    if (!type_can_convert(vt, ft) && !(ft->kind == TY_ARRAY && vt->kind == TY_ARRAY && ft->elem == vt->elem &&
                                        ft->ndim == vt->ndim))
      return infer_error(I, i->loc, "cannot assign %s to the field '%s' of jitclass '%s', which is %s", vt->name,
                         name, c->name, ft->name);
    return ty_void;
  }
  const Type *u = type_unify(ft, vt);
  /* While the program is typed, an attribute's type widens as a variable's
   * does; once it is settled (the reporting pass), every assignment must
   * store that type, or None into an optional one. An int stored where
   * floats are stored elsewhere would print as a float, unlike Python's. */
  bool fits = u && (vt == u || (u->kind == TY_OPTIONAL && (vt == u->elem || vt->kind == TY_NONE)));
  if (!u || (I->report && !fits))
    return infer_error(I, i->loc, "attribute '%s' of '%s' is given %s here but %s elsewhere; arrc gives "
                       "each attribute one type%s", name, c->name, vt->name, u ? u->name : ft->name,
                       u && type_is_number(vt) && type_is_number(u) ? " (write 0.0 rather than 0 where it holds floats)" : "");
  c->fields[k].type = u;
  return ty_void;
}

Instr *class_field_list_origin(const Instr *v) {
  const Type *ot = v->ops.v[0]->type;
  const ClassInfo *c = ot && ot->kind == TY_INSTANCE ? class_of(ot) : NULL;
  int k = c && v->n != 1 ? class_field_index(c, v->imm.str.s) : -1;
  return k >= 0 ? c->fields[k].list_origin : NULL;
}

/* ---- calls ------------------------------------------------------------------------ */

/* Puts the receiver of obj.m(...) first among the call's arguments, once. */
static void bind_receiver(Infer *I, Instr *call) {
  ClassState *st = state(I);
  if (ptrmap_get(&st->bound, call))
    return;
  ptrmap_put(&st->bound, call, call);
  Instr *callee = call->ops.v[0], *obj = callee->ops.v[0];
  int n = call->ops.len;
  Instr **ops = arena_alloc(I->a, (size_t)(n + 1) * sizeof *ops);
  SrcLoc *locs = arena_alloc(I->a, (size_t)(n + 1) * sizeof *locs);
  for (int k = 0; k < n; k++)
    ops[k] = call->ops.v[k];
  locs[0] = obj->loc;
  for (int k = 1; k < n; k++)
    locs[k] = infer_arg_loc(call, k - 1);
  ir_clear_operands(call);
  ir_add_operand(call, ops[0]);
  ir_add_operand(call, obj);
  for (int k = 1; k < n; k++)
    ir_add_operand(call, ops[k]);
  call->arglocs = locs;
}

/* A call that gives what obj's method `name` returns, inserted before at. */
static Instr *insert_method_call(Infer *I, Instr *at, Instr *obj, Method *m) {
  Instr *get = ir_insert_before(at, IR_GETATTR, at->loc, 1, &obj);
  get->imm.str.s = m->def->def.name;
  get->imm.str.len = strlen(m->def->def.name);
  get->type = type_function(m->sym, m->sym->name);
  Instr *ops[2] = {get, obj};
  Instr *call = ir_insert_before(at, IR_CALL, at->loc, 2, ops);
  call->kwnames = NULL;
  ptrmap_put(&state(I)->bound, call, call);
  call->type = call_function(I, call, m->sym, false);
  return call;
}

static bool is_instance(const Instr *v) { return v && v->type && v->type->kind == TY_INSTANCE; }

/* An instance inside a list, tuple or optional: printing one would need
 * its __repr__ called from the runtime's printing of containers. */
static bool holds_instance(const Type *t) {
  switch (t->kind) {
  case TY_INSTANCE: return true;
  case TY_LIST: case TY_OPTIONAL: return t->elem && holds_instance(t->elem);
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (holds_instance(t->elems[k]))
        return true;
    return false;
  default: return false;
  }
}

static const Type *container_print_error(Infer *I, SrcLoc loc, const Type *t) {
  return infer_error(I, loc, "printing %s is not supported by arrc: print each instance (its __str__ or "
                     "__repr__) on its own", t->name);
}

/* What printing obj shows: its __str__ (or __repr__ when it has none, or
 * when repr is true, its __repr__). NULL after an error. */
static Instr *text_of(Infer *I, Instr *at, Instr *obj, SrcLoc loc, bool repr) {
  ClassInfo *c = (ClassInfo *)obj->type->func;
  Method *m = repr ? NULL : find_method(I, c, "__str__", false);
  if (!m)
    m = find_method(I, c, "__repr__", false);
  if (!m) {
    infer_error(I, loc, "printing an instance of '%s' shows its address, which changes from run to run; "
                "arrc does not print it: give '%s' a __str__ or __repr__ method", c->name, c->name);
    return NULL;
  }
  return insert_method_call(I, at, obj, m);
}

void class_format_operand(Infer *I, Instr *i) {
  Instr *obj = i->ops.len ? i->ops.v[0] : NULL;
  if (obj && obj->type && obj->type->kind != TY_INSTANCE && holds_instance(obj->type))
    container_print_error(I, obj->loc, obj->type);
  if (!obj || !obj->type || obj->type->kind != TY_INSTANCE)
    return;
  if (i->imm.i == 0 && i->ops.len > 1 && !(i->ops.v[1]->op == IR_CONST_STR && i->ops.v[1]->imm.str.len == 0)) {
    /* object.__format__ takes only an empty spec (Python's TypeError). */
    infer_error(I, i->loc, "unsupported format string passed to %s.__format__", class_of(obj->type)->name);
    return;
  }
  Instr *text = text_of(I, i, obj, i->loc, i->imm.i == 'r');
  if (!text)
    return;
  i->imm.i = 0;
  ir_set_operand(i, 0, text);
}

static bool is_plain_instance(const Type *t) {
  t = t ? type_strip_optional(t) : NULL;
  return t && t->kind == TY_INSTANCE && !((const ClassInfo *)t->func)->jit;
}

/* isinstance(obj, Cls) of a class: known when compiling, since every value
 * has one type. */
static const Type *static_isinstance(Infer *I, Instr *call) {
  const Type *ot = type_strip_optional(call->ops.v[1]->type);
  const ClassInfo *want = class_of(call->ops.v[2]->type);
  bool yes = false;
  for (const ClassInfo *c = ot->kind == TY_INSTANCE ? class_of(ot) : NULL; c && !yes; c = c->base)
    yes = c == want;
  (void)I;
  ir_clear_operands(call);
  call->op = IR_CONST_BOOL;
  call->imm.i = yes;
  call->nkw = 0;
  return ty_bool;
}

bool class_call_type(Infer *I, Instr *call, const Type **out) {
  Instr *callee = call->ops.v[0];
  const Type *ct = callee->type;
  if (ct->kind == TY_CLASS) {
    ClassInfo *c = (ClassInfo *)ct->func;
    Method *init = find_method(I, c, "__init__", false);
    if (!init) {
      *out = call->ops.len == 2 && !call->nkw ? c->instance
                                               : infer_error(I, call->loc, "%s() takes no arguments", c->name);
      return true;
    }
    const Type *r = call_function(I, call, init->sym, false);
    *out = r == ty_error ? r : r ? c->instance : NULL;
    return true;
  }
  if (ct->kind == TY_FUNCTION && callee->op == IR_GETATTR) {
    Method *m = I->classes ? ptrmap_get(&I->classes->method_syms, ct->func) : NULL;
    if (m && m->kind != METHOD_STATIC && type_strip_optional(callee->ops.v[0]->type)->kind == TY_INSTANCE)
      bind_receiver(I, call);
  }
  if (ct->kind == TY_FUNCTION && func_is_host(I->cur->info.kind)) {
    FuncInfo fi;
    if (function_info(I, ct->func, &fi) && !func_is_host(fi.kind)) {
      for (int k = 1; k < call->ops.len; k++) {
        if (is_plain_instance(call->ops.v[k]->type)) {
          *out = infer_error(I, infer_arg_loc(call, k - 1), "non-precise type pyobject: argument %d of '%s' "
                             "is an instance of the plain class '%s' (Cannot determine Numba type of "
                             "<class '__main__.%s'>); make it a @jitclass", k,
                             ((const Symbol *)ct->func)->name, class_of(type_strip_optional(call->ops.v[k]->type))->name,
                             class_of(type_strip_optional(call->ops.v[k]->type))->name);
          return true;
        } else if (type_strip_optional(call->ops.v[k]->type)->kind == TY_NPZ) {
          *out = infer_error(I, infer_arg_loc(call, k - 1), "non-precise type pyobject: argument %d of '%s' is an "
                             "NpzFile (Cannot determine Numba type of <class 'numpy.lib.npyio.NpzFile'>); pass "
                             "its arrays (d['x']) instead", k, ((const Symbol *)ct->func)->name);
          return true;
        }
      }
    }
  }
  if (ct->kind != TY_BUILTIN)
    return false;
  if (ct->id == BI_ISINSTANCE && call->ops.len == 3 && call->ops.v[2]->type->kind == TY_CLASS) {
    *out = static_isinstance(I, call);
    return true;
  }
  if (ct->id == BI_LEN && call->ops.len == 2 && is_instance(call->ops.v[1])) {
    /* len(obj) is obj.__len__(). */
    Method *m = find_method(I, (ClassInfo *)call->ops.v[1]->type->func, "__len__", false);
    if (!m) {
      *out = infer_error(I, call->loc, "object of type '%s' has no len()", class_of(call->ops.v[1]->type)->name);
      return true;
    }
    Instr *obj = call->ops.v[1];
    Instr *get = ir_insert_before(call, IR_GETATTR, call->loc, 1, &obj);
    get->imm.str.s = m->def->def.name;
    get->imm.str.len = strlen(m->def->def.name);
    get->type = type_function(m->sym, m->sym->name);
    ir_set_operand(call, 0, get);
    ptrmap_put(&state(I)->bound, call, call);
    *out = call_function(I, call, m->sym, false);
    return true;
  }
  BuiltinId str_id = builtin_lookup("builtins.str"), repr_id = builtin_lookup("builtins.repr");
  if (ct->id != BI_PRINT && (str_id == BI_NONE || ct->id != (int)str_id) && (repr_id == BI_NONE || ct->id != (int)repr_id))
    return false;
  for (int k = 1; k < call->ops.len - call->nkw; k++) {
    Instr *a = call->ops.v[k];
    if (a->type->kind != TY_INSTANCE && holds_instance(a->type)) {
      *out = container_print_error(I, infer_arg_loc(call, k - 1), a->type);
      return true;
    }
    if (a->type->kind != TY_INSTANCE)
      continue;
    Instr *text = text_of(I, call, a, infer_arg_loc(call, k - 1), repr_id != BI_NONE && ct->id == (int)repr_id);
    if (!text) {
      *out = ty_error;
      return true;
    }
    if (!text->type) {
      *out = NULL;
      return true;
    }
    ir_set_operand(call, k, text);
    if (repr_id != BI_NONE && ct->id == (int)repr_id) {
      /* repr(obj) is what __repr__ returned, not that string's repr. */
      Instr *str = ir_insert_before(call, IR_GLOBAL, call->loc, 0, NULL);
      str->imm.sym = scope_lookup(I->m->scope, "str");
      str->type = type_builtin((int)str_id, str->imm.sym->path);
      ir_set_operand(call, 0, str);
      ct = str->type;
    }
  }
  return false;
}

/* ---- operators ---------------------------------------------------------------------- */

/* The special method of each operator, and the reflected one Python tries
 * on the right operand when the left has none (a < b is b > a). */
static const struct {
  AstOp op;
  const char *name, *reflected;
} dunders[] = {
    {OP_ADD, "__add__", "__radd__"}, {OP_SUB, "__sub__", "__rsub__"}, {OP_MUL, "__mul__", "__rmul__"},
    {OP_DIV, "__truediv__", "__rtruediv__"}, {OP_FLOORDIV, "__floordiv__", "__rfloordiv__"},
    {OP_MOD, "__mod__", "__rmod__"}, {OP_POW, "__pow__", "__rpow__"}, {OP_MATMUL, "__matmul__", "__rmatmul__"},
    {OP_LT, "__lt__", "__gt__"}, {OP_GT, "__gt__", "__lt__"}, {OP_LE, "__le__", "__ge__"},
    {OP_GE, "__ge__", "__le__"}, {OP_EQ, "__eq__", "__eq__"}, {OP_NE, "__ne__", "__ne__"},
    {OP_NEG, "__neg__", NULL}, {OP_POS, "__pos__", NULL}, {OP_INVERT, "__invert__", NULL},
};

/* obj[k] and obj[k] = v of an instance call __getitem__ and __setitem__;
 * `x in obj` calls __contains__. */
static bool item_method_type(Infer *I, Instr *i, const Type **out) {
  bool contains = i->op == IR_COMPARE && (i->imm.op == OP_IN || i->imm.op == OP_NOTIN);
  Instr *obj = i->ops.v[contains ? 1 : 0];
  if (!is_instance(obj))
    return false;
  if (contains && i->imm.op == OP_NOTIN) {
    /* x not in obj is not obj.__contains__(x): the test is a new IN before
     * it, which this function rewrites, and i becomes its negation. */
    Instr *ops[2] = {i->ops.v[0], obj};
    Instr *in = ir_insert_before(i, IR_COMPARE, i->loc, 2, ops);
    in->imm.op = OP_IN;
    const Type *t = NULL;
    item_method_type(I, in, &t);
    in->type = t;
    ir_clear_operands(i);
    i->op = IR_UNARY;
    i->imm.op = OP_NOT;
    ir_add_operand(i, in);
    *out = t == ty_error ? t : t ? ty_bool : NULL;
    return true;
  }
  const char *name = contains ? "__contains__" : i->op == IR_GETITEM ? "__getitem__" : "__setitem__";
  Method *m = find_method(I, (ClassInfo *)obj->type->func, name, false);
  if (!m) {
    *out = infer_error(I, i->loc, contains ? "argument of type '%s' is not iterable (it has no __contains__)"
                                  : i->op == IR_GETITEM ? "'%s' object is not subscriptable (it has no __getitem__)"
                                  : "'%s' object does not support item assignment (it has no __setitem__)",
                       class_of(obj->type)->name);
    return true;
  }
  int n = i->ops.len;
  Instr *args[3] = {i->ops.v[0], n > 1 ? i->ops.v[1] : NULL, n > 2 ? i->ops.v[2] : NULL};
  if (contains) {
    args[0] = obj;
    args[1] = i->ops.v[0];
  }
  Instr *get = ir_insert_before(i, IR_GETATTR, i->loc, 1, &obj);
  get->imm.str.s = m->def->def.name;
  get->imm.str.len = strlen(m->def->def.name);
  get->type = type_function(m->sym, m->sym->name);
  ir_clear_operands(i);
  i->op = IR_CALL;
  i->n = 0;
  i->nkw = 0;
  i->kwnames = NULL;
  i->arglocs = NULL;
  ir_add_operand(i, get);
  for (int k = 0; k < n; k++)
    ir_add_operand(i, args[k]);
  ptrmap_put(&state(I)->bound, i, i);
  *out = call_function(I, i, m->sym, false);
  return true;
}

bool class_operator_type(Infer *I, Instr *i, const Type **out) {
  if (i->op == IR_GETITEM || i->op == IR_SETITEM || (i->op == IR_COMPARE && (i->imm.op == OP_IN || i->imm.op == OP_NOTIN)))
    return item_method_type(I, i, out);
  if (i->op != IR_BINARY && i->op != IR_INPLACE && i->op != IR_COMPARE && i->op != IR_UNARY)
    return false;
  Instr *a = i->ops.v[0], *b = i->ops.len > 1 ? i->ops.v[1] : NULL;
  if ((!is_instance(a) && !is_instance(b)) || i->imm.op == OP_IS || i->imm.op == OP_ISNOT)
    return false;
  if (i->imm.op == OP_MOD && a->type->kind == TY_STR) {
    *out = infer_error(I, i->loc, "formatting an instance with '%%' is not supported by arrc; use an "
                       "f-string (f\"{obj}\" or f\"{obj!r}\"), which calls __str__ or __repr__");
    return true;
  }
  int d = 0, n = (int)(sizeof dunders / sizeof dunders[0]);
  while (d < n && dunders[d].op != i->imm.op)
    d++;
  Method *m = NULL;
  Instr *self = a, *other = b;
  if (d < n && is_instance(a))
    m = find_method(I, (ClassInfo *)a->type->func, dunders[d].name, false);
  if (!m && d < n && b && dunders[d].reflected && is_instance(b)) {
    m = find_method(I, (ClassInfo *)b->type->func, dunders[d].reflected, false);
    self = b;
    other = a;
  }
  if (!m && (i->imm.op == OP_EQ || i->imm.op == OP_NE) && is_instance(a) && is_instance(b)) {
    /* Without __eq__, == compares identity, as object.__eq__ does. */
    i->imm.op = i->imm.op == OP_EQ ? OP_IS : OP_ISNOT;
    return false;
  }
  if (!m) {
    const char *an = is_instance(a) ? class_of(a->type)->name : a->type->name;
    if (!b)
      *out = infer_error(I, i->loc, "bad operand type for unary %s: '%s'", ast_op_name(i->imm.op), an);
    else
      *out = infer_error(I, i->loc, "'%s' is not supported between '%s' and '%s' (the class defines no %s)",
                         ast_op_name(i->imm.op), an, is_instance(b) ? class_of(b->type)->name : b->type->name,
                         d < n ? dunders[d].name : "method for it");
    return true;
  }
  /* a + b becomes a.__add__(b): the operator's instruction is the call. */
  Instr *get = ir_insert_before(i, IR_GETATTR, i->loc, 1, &self);
  get->imm.str.s = m->def->def.name;
  get->imm.str.len = strlen(m->def->def.name);
  get->type = type_function(m->sym, m->sym->name);
  ir_clear_operands(i);
  i->op = IR_CALL;
  i->n = 0;
  i->nkw = 0;
  i->kwnames = NULL;
  i->arglocs = NULL;
  ir_add_operand(i, get);
  ir_add_operand(i, self);
  if (other)
    ir_add_operand(i, other);
  ptrmap_put(&state(I)->bound, i, i);
  *out = call_function(I, i, m->sym, false);
  return true;
}
