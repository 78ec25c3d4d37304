/* Named tuples: reading the class definitions, building the calls that
 * make instances, and typing attribute access (ir/namedtuple.h). */
#include "namedtuple.h"
#include "type_views.h"

#include <string.h>

#include "build.h"
#include "infer_state.h"
#include "scope.h"

int namedtuple_field(const NamedTupleClass *c, const char *name) {
  for (int k = 0; k < c->nfields; k++)
    if (strcmp(c->fields[k], name) == 0)
      return k;
  return -1;
}

static bool names_builtin(struct Scope *s, const Node *e, BuiltinId id) {
  const Symbol *sym = scope_static_symbol(s, e);
  return sym && sym->kind == SYM_BUILTIN && sym->builtin == id;
}

static NamedTupleClass *new_class(Arena *a, const char *name, int n) {
  NamedTupleClass *c = arena_alloc(a, sizeof *c);
  c->name = name;
  c->nfields = n;
  c->fields = arena_alloc(a, (size_t)(n + 1) * sizeof *c->fields);
  c->defaults = arena_alloc(a, (size_t)(n + 1) * sizeof *c->defaults);
  return c;
}

/* The field names of namedtuple(): a list or tuple of strings, or one
 * string of names separated by commas or white space (Python's
 * field_names.replace(',', ' ').split()). */
static NamedTupleClass *from_field_names(Arena *a, const char *name, const Node *names) {
  if (names->kind == AST_LIST || names->kind == AST_TUPLE) {
    NamedTupleClass *c = new_class(a, name, names->seq.elts.len);
    for (int k = 0; k < c->nfields; k++) {
      const Node *f = names->seq.elts.v[k];
      if (f->kind != AST_STR)
        return NULL;
      c->fields[k] = arena_strndup(a, f->str.s, f->str.len);
    }
    return c;
  }
  if (names->kind != AST_STR)
    return NULL;
  const char *sep = ", \t\n";
  int n = 0;
  for (size_t i = 0; i < names->str.len;) {
    size_t len = strcspn(names->str.s + i, sep);
    n += len > 0;
    i += len ? len : 1;
  }
  NamedTupleClass *c = new_class(a, name, n);
  n = 0;
  for (size_t i = 0; i < names->str.len;) {
    size_t len = strcspn(names->str.s + i, sep);
    if (len)
      c->fields[n++] = arena_strndup(a, names->str.s + i, len);
    i += len ? len : 1;
  }
  return c;
}

/* P = namedtuple('P', fields, defaults=[...]): the defaults belong to the
 * last fields. */
static NamedTupleClass *from_call(struct Scope *s, Arena *a, const Node *call) {
  if (call->kind != AST_CALL || !names_builtin(s, call->call.func, BI_COLLECTIONS_NAMEDTUPLE) ||
      call->call.args.len != 2 || call->call.args.v[0]->kind != AST_STR)
    return NULL;
  const Node *type_name = call->call.args.v[0];
  NamedTupleClass *c = from_field_names(a, arena_strndup(a, type_name->str.s, type_name->str.len),
                                        call->call.args.v[1]);
  if (!c)
    return NULL;
  for (int k = 0; k < call->call.keywords.len; k++) {
    const Node *kw = call->call.keywords.v[k];
    if (!kw->kw.arg || strcmp(kw->kw.arg, "defaults") != 0)
      return NULL;
    const Node *ds = kw->kw.value;
    if ((ds->kind != AST_LIST && ds->kind != AST_TUPLE) || ds->seq.elts.len > c->nfields)
      return NULL;
    for (int d = 0; d < ds->seq.elts.len; d++)
      c->defaults[c->nfields - ds->seq.elts.len + d] = ds->seq.elts.v[d];
  }
  return c;
}

/* class P(NamedTuple): x: float; y: float = 0.0 -- the annotated names
 * are the fields, their values the defaults; a docstring and `pass` may
 * stand beside them. */
static NamedTupleClass *from_class(struct Scope *s, Arena *a, const Node *def) {
  if (def->cls.bases.len != 1 || def->cls.keywords.len || def->cls.decorators.len ||
      !names_builtin(s, def->cls.bases.v[0], BI_TYPING_NAMEDTUPLE))
    return NULL;
  const NodeList *body = &def->cls.body;
  int n = 0;
  for (int k = 0; k < body->len; k++)
    n += body->v[k]->kind == AST_ANNASSIGN && body->v[k]->ann.target->kind == AST_NAME;
  NamedTupleClass *c = new_class(a, def->cls.name, n);
  n = 0;
  for (int k = 0; k < body->len; k++) {
    const Node *st = body->v[k];
    if (st->kind != AST_ANNASSIGN || st->ann.target->kind != AST_NAME)
      continue;
    c->fields[n] = st->ann.target->name.id;
    c->defaults[n++] = st->ann.value;
  }
  return c;
}

NamedTupleClass *namedtuple_define(struct Scope *s, Arena *a, const Node *stmt) {
  if (stmt->kind == AST_CLASSDEF)
    return from_class(s, a, stmt);
  if (stmt->kind == AST_ASSIGN && stmt->assign.targets.len == 1 && stmt->assign.targets.v[0]->kind == AST_NAME)
    return from_call(s, a, stmt->assign.value);
  return NULL;
}

/* ---- building calls ------------------------------------------------------ */

/* "'x', 'y', and 'z'": Python's list of missing arguments. */
static const char *missing_names(Arena *a, const NamedTupleClass *c, Instr **slots, int missing) {
  const char *text = "";
  int seen = 0;
  for (int k = 0; k < c->nfields; k++) {
    if (slots[k])
      continue;
    seen++;
    const char *sep = seen == 1 ? "" : missing == 2 ? " and " : seen == missing ? ", and " : ", ";
    text = arena_printf(a, "%s%s'%s'", text, sep, c->fields[k]);
  }
  return text;
}

Instr *build_namedtuple_call(Builder *b, const Node *e, const Symbol *sym) {
  const NamedTupleClass *c = sym->ntuple;
  Instr **slots = arena_alloc(b->a, (size_t)(c->nfields + 1) * sizeof *slots);
  const NodeList *args = &e->call.args, *kws = &e->call.keywords;
  int required = 0;
  for (int k = 0; k < c->nfields; k++)
    required += !c->defaults[k];
  bool ok = true;
  if (args->len > c->nfields) {
    const char *takes = required == c->nfields ? arena_printf(b->a, "%d", c->nfields + 1)
                                               : arena_printf(b->a, "from %d to %d", required + 1, c->nfields + 1);
    diag_error(b->d, e->loc, "TypeError: %s.__new__() takes %s positional arguments but %d were given", c->name,
               takes, args->len + 1);
    ok = false;
  }
  for (int k = 0; k < args->len; k++) {
    if (args->v[k]->kind == AST_STARRED) {
      /* Point(*xs) as the last argument: xs gives the remaining fields,
       * which inference checks against its length. */
      if (k != args->len - 1 || kws->len || k >= c->nfields) {
        diag_error(b->d, args->v[k]->loc, "a '*' argument to a named tuple class is supported by arrc only "
                   "last, without keywords, for at least one field");
        return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
      }
      Instr *xs = build_expr(b, args->v[k]->wrap.value);
      for (int f = k; f < c->nfields; f++) {
        slots[f] = build_emit(b, IR_UNPACK, args->v[k]->loc, 1, &xs);
        slots[f]->imm.i = f - k;
        slots[f]->n = c->nfields - k;
      }
      break;
    }
    Instr *v = build_expr(b, args->v[k]);
    if (k < c->nfields)
      slots[k] = v;
  }
  for (int k = 0; k < kws->len; k++) {
    const Node *kw = kws->v[k];
    int f = kw->kw.arg ? namedtuple_field(c, kw->kw.arg) : -1;
    Instr *v = build_expr(b, kw->kw.value);
    if (!kw->kw.arg) {
      diag_error(b->d, kw->loc, "'**' arguments are not supported by arrc");
      ok = false;
    } else if (f < 0) {
      diag_error(b->d, kw->loc, "TypeError: %s.__new__() got an unexpected keyword argument '%s'", c->name, kw->kw.arg);
      ok = false;
    } else if (slots[f]) {
      diag_error(b->d, kw->loc, "TypeError: %s.__new__() got multiple values for argument '%s'", c->name, kw->kw.arg);
      ok = false;
    } else {
      slots[f] = v;
    }
  }
  if (!ok)
    return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
  int missing = 0;
  for (int k = 0; k < c->nfields; k++)
    missing += !slots[k] && !c->defaults[k];
  if (missing) {
    diag_error(b->d, e->loc, "TypeError: %s.__new__() missing %d required positional argument%s: %s", c->name,
               missing, missing == 1 ? "" : "s", missing_names(b->a, c, slots, missing));
    return build_emit(b, IR_UNDEF, e->loc, 0, NULL);
  }
  for (int k = 0; k < c->nfields; k++)
    if (!slots[k])
      slots[k] = build_expr(b, c->defaults[k]);
  Instr *t = build_emit(b, IR_TUPLE, e->loc, c->nfields, slots);
  t->imm.sym = sym;
  return t;
}

/* ---- typing -------------------------------------------------------------- */

const Type *namedtuple_tuple_type(Infer *I, const Instr *i, const Type *const *elems) {
  (void)I;
  return type_named_tuple(i->imm.sym->ntuple, i->ops.len, elems);
}

const Type *namedtuple_getattr_type(Infer *I, const Instr *i, const Type *t) {
  const NamedTupleClass *c = namedtuple_of(t);
  const char *attr = i->imm.str.s;
  int f = namedtuple_field(c, attr);
  if (f >= 0)
    return t->elems[f];
  bool host_only = strcmp(attr, "_replace") == 0 || strcmp(attr, "_fields") == 0 || strcmp(attr, "_asdict") == 0;
  if (host_only && !func_is_host(infer_func_kind(I)))
    return infer_error(I, i->loc, "'%s' of a named tuple is not supported by Numba in jitted code (Unknown attribute "
                       "'%s' of type %s); use it in host code", attr, attr, t->name);
  if (strcmp(attr, "_replace") == 0)
    return type_builtin((int)BI_NAMEDTUPLE_REPLACE, builtin_path(BI_NAMEDTUPLE_REPLACE));
  if (strcmp(attr, "_asdict") == 0)
    return type_builtin((int)BI_NAMEDTUPLE_ASDICT, builtin_path(BI_NAMEDTUPLE_ASDICT));
  if (strcmp(attr, "_fields") == 0) {
    const Type **elems = arena_alloc(infer_arena(I), (size_t)(c->nfields + 1) * sizeof *elems);
    for (int k = 0; k < c->nfields; k++)
      elems[k] = ty_str;
    return type_tuple(c->nfields, elems);
  }
  if (c == &views_jit_flags_class)
    return infer_error(I, i->loc, "a.flags.%s is not supported by Numba in jitted code (only c_contiguous, "
                       "f_contiguous and contiguous are); use it in host code", attr);
  return infer_error(I, i->loc, "AttributeError: '%s' object has no attribute '%s'", c->name, attr);
}

/* The type of p._replace(...): p's class with the replaced fields typed by
 * their new values (Point(1, 2)._replace(x=0.5) is a Point(float64, int64)). */
const Type *t_namedtuple_replace(CallInfo *c) {
  const Type *t = type_strip_optional(c->receiver->type);
  const NamedTupleClass *cls = namedtuple_of(t);
  const Type **elems = arena_alloc(infer_arena(c->I), (size_t)(t->n + 1) * sizeof *elems);
  memcpy(elems, t->elems, (size_t)t->n * sizeof *elems);
  const char *unknown = NULL;
  for (int k = 0; k < c->nkw; k++) {
    int f = namedtuple_field(cls, c->kwnames[k]);
    if (f >= 0)
      elems[f] = c->kwtypes[k];
    else
      unknown = arena_printf(infer_arena(c->I), "%s%s'%s'", unknown ? unknown : "", unknown ? ", " : "", c->kwnames[k]);
  }
  if (unknown)
    return infer_error(c->I, c->call->loc, "ValueError: Got unexpected field names: [%s]", unknown);
  return type_named_tuple(cls, t->n, elems);
}

/* arrc's dicts hold values of one type, so the fields must have one type
 * (unifying an int with a float would print 3 as 3.0). The call is rewritten in place into a dict display
 * of the field names and the fields, which the dict code types and
 * lowers. */
const Type *t_namedtuple_asdict(CallInfo *c) {
  Instr *call = (Instr *)c->call, *p = (Instr *)c->receiver;
  const Type *t = type_strip_optional(p->type);
  const NamedTupleClass *cls = namedtuple_of(t);
  const Type *value = t->n ? t->elems[0] : NULL;
  for (int k = 1; k < t->n && value; k++)
    value = t->elems[k] == value ? value : NULL;
  if (!value)
    return infer_error(c->I, call->loc, "_asdict() of %s is not supported by arrc: its dicts hold values of one "
                       "type, and these fields have several", t->name);
  Instr **ops = arena_alloc(infer_arena(c->I), (size_t)(2 * t->n + 1) * sizeof *ops);
  for (int k = 0; k < t->n; k++) {
    Instr *key = ir_insert_before(call, IR_CONST_STR, call->loc, 0, NULL);
    key->imm.str.s = cls->fields[k];
    key->imm.str.len = strlen(cls->fields[k]);
    key->type = ty_str;
    Instr *field = ir_insert_before(call, IR_UNPACK, call->loc, 1, &p);
    field->imm.i = k;
    field->n = t->n;
    field->type = t->elems[k];
    ops[2 * k] = key;
    ops[2 * k + 1] = field;
  }
  ir_clear_operands(call);
  call->op = IR_DICT;
  call->nkw = 0;
  call->kwnames = NULL;
  call->arglocs = NULL;
  for (int k = 0; k < 2 * t->n; k++)
    ir_add_operand(call, ops[k]);
  return type_dict(ty_str, value);
}
