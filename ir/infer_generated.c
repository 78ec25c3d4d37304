/* @generated_jit and @overload: functions whose implementation is chosen
 * by the types of the arguments at each call. Numba runs the chooser (the
 * decorated function's body) in Python with Numba type objects; arrc
 * evaluates it while typing, for the form such choosers take: if/elif/else
 * on isinstance(arg, types.Kind), arg.ndim, arg.dtype and comparisons of
 * types and ints, ending in `return impl` (a def in the body) or
 * `return lambda ...: ...`. The chosen implementation is compiled as an
 * @njit function of the call's arguments.
 *
 * @generated_jit(f) chooses for every call of f. @overload(f) chooses for
 * calls of the program function f from jitted and GPU code; host code
 * calls f itself, as Python does. */
#include <string.h>

#include "infer_state.h"

/* Numba's type classes, as isinstance tests name them. */
typedef enum {
  K_INTEGER, K_FLOAT, K_COMPLEX, K_NUMBER, K_BOOLEAN, K_ARRAY, K_UNICODE, K_BASETUPLE, K_TUPLE,
  K_UNITUPLE, K_LIST, K_DICT, K_NONE, K_OPTIONAL
} TypeClass;

static const struct {
  const char *name;
  TypeClass cls;
} type_classes[] = {
    {"Integer", K_INTEGER},    {"Float", K_FLOAT},         {"Complex", K_COMPLEX},
    {"Number", K_NUMBER},      {"Boolean", K_BOOLEAN},     {"Array", K_ARRAY},
    {"Buffer", K_ARRAY},       {"UnicodeType", K_UNICODE}, {"BaseTuple", K_BASETUPLE},
    {"Tuple", K_TUPLE},        {"UniTuple", K_UNITUPLE},   {"List", K_LIST},
    {"ListType", K_LIST},      {"DictType", K_DICT},       {"NoneType", K_NONE},
    {"Omitted", K_NONE},       {"Optional", K_OPTIONAL},
};

static bool tuple_is_uniform(const Type *t) {
  for (int k = 1; k < t->n; k++)
    if (t->elems[k] != t->elems[0])
      return false;
  return true;
}

static bool is_instance(const Type *t, TypeClass cls) {
  switch (cls) {
  case K_INTEGER: return t->kind == TY_INT;
  case K_FLOAT: return t->kind == TY_FLOAT;
  case K_COMPLEX: return t->kind == TY_COMPLEX;
  case K_NUMBER: return t->kind == TY_INT || t->kind == TY_FLOAT || t->kind == TY_COMPLEX;
  case K_BOOLEAN: return t->kind == TY_BOOL;
  case K_ARRAY: return t->kind == TY_ARRAY;
  case K_UNICODE: return t->kind == TY_STR;
  case K_BASETUPLE: return t->kind == TY_TUPLE;
  /* Numba types a tuple of one element type as UniTuple, any other as Tuple. */
  case K_TUPLE: return t->kind == TY_TUPLE && !t->func && !(t->n > 0 && tuple_is_uniform(t));
  case K_UNITUPLE: return t->kind == TY_TUPLE && !t->func && t->n > 0 && tuple_is_uniform(t);
  case K_LIST: return t->kind == TY_LIST;
  case K_DICT: return t->kind == TY_DICT;
  case K_NONE: return t->kind == TY_NONE;
  case K_OPTIONAL: return t->kind == TY_OPTIONAL;
  }
  return false;
}

/* ---- evaluating the chooser --------------------------------------------- */

typedef enum { V_BAD, V_BOOL, V_INT, V_TYPE, V_NONE } ValKind;

typedef struct {
  ValKind kind;
  bool b;
  int64_t i;
  const Type *t;
} Val;

typedef struct {
  Infer *I;
  const Node *chooser;   /* the decorated def */
  const Type *const *args;
  int nargs;
  const Node *defs[32];  /* the defs and lambdas the body names so far */
  const char *names[32];
  int ndefs;
  const Node *bad;       /* the first node the evaluator cannot evaluate */
} Eval;

static Val bad(Eval *ev, const Node *e) {
  if (!ev->bad)
    ev->bad = e;
  return (Val){V_BAD, false, 0, NULL};
}

static bool is_types_module(Eval *ev, const Node *e) {
  const Symbol *sym = scope_static_symbol(ev->I->m->scope, e);
  return sym && sym->kind == SYM_MODULE && strcmp(sym->path, "numba.types") == 0;
}

/* The class an isinstance test names: types.Integer; -1 for others. */
static int class_named(Eval *ev, const Node *e) {
  if (e->kind != AST_ATTR || !is_types_module(ev, e->attr.value))
    return -1;
  for (size_t k = 0; k < sizeof type_classes / sizeof type_classes[0]; k++)
    if (strcmp(type_classes[k].name, e->attr.attr) == 0)
      return (int)type_classes[k].cls;
  return -1;
}

static Val eval(Eval *ev, const Node *e);

static Val eval_isinstance(Eval *ev, const Node *e) {
  if (e->call.args.len != 2 || e->call.keywords.len)
    return bad(ev, e);
  Val v = eval(ev, e->call.args.v[0]);
  if (v.kind != V_TYPE)
    return bad(ev, e->call.args.v[0]);
  const Node *cls = e->call.args.v[1];
  const NodeList *alts = cls->kind == AST_TUPLE ? &cls->seq.elts : NULL;
  int n = alts ? alts->len : 1;
  bool yes = false;
  for (int k = 0; k < n; k++) {
    int c = class_named(ev, alts ? alts->v[k] : cls);
    if (c < 0)
      return bad(ev, alts ? alts->v[k] : cls);
    yes |= is_instance(v.t, (TypeClass)c);
  }
  return (Val){V_BOOL, yes, 0, NULL};
}

static bool truth(Val v) {
  return v.kind == V_BOOL ? v.b : v.kind == V_INT ? v.i != 0 : v.kind == V_TYPE;
}

static Val compare(Eval *ev, const Node *e, AstOp op, Val a, Val b) {
  bool r;
  if (a.kind == V_INT && b.kind == V_INT) {
    switch (op) {
    case OP_EQ: r = a.i == b.i; break;
    case OP_NE: r = a.i != b.i; break;
    case OP_LT: r = a.i < b.i; break;
    case OP_LE: r = a.i <= b.i; break;
    case OP_GT: r = a.i > b.i; break;
    case OP_GE: r = a.i >= b.i; break;
    default: return bad(ev, e);
    }
  } else if ((a.kind == V_TYPE || a.kind == V_NONE) && (b.kind == V_TYPE || b.kind == V_NONE) &&
             (op == OP_EQ || op == OP_NE || op == OP_IS || op == OP_ISNOT)) {
    bool same = a.kind == b.kind && a.t == b.t;
    r = op == OP_EQ || op == OP_IS ? same : !same;
  } else {
    return bad(ev, e);
  }
  return (Val){V_BOOL, r, 0, NULL};
}

static Val eval(Eval *ev, const Node *e) {
  switch (e->kind) {
  case AST_TRUE: case AST_FALSE: return (Val){V_BOOL, e->kind == AST_TRUE, 0, NULL};
  case AST_INT: return (Val){V_INT, false, (int64_t)e->num.ival, NULL};
  case AST_NONE: return (Val){V_NONE, false, 0, NULL};
  case AST_NAME: {
    const NodeList *ps = &ev->chooser->def.params;
    for (int k = 0; k < ps->len && k < ev->nargs; k++)
      if (strcmp(ps->v[k]->param.name, e->name.id) == 0)
        return (Val){V_TYPE, false, 0, ev->args[k]};
    break;
  }
  case AST_ATTR: {
    if (is_types_module(ev, e->attr.value)) {
      if (strcmp(e->attr.attr, "none") == 0)
        return (Val){V_TYPE, false, 0, ty_none};
      break;
    }
    Val base = eval(ev, e->attr.value);
    if (base.kind != V_TYPE)
      return bad(ev, e);
    const Type *t = base.t;
    if (strcmp(e->attr.attr, "ndim") == 0 && t->kind == TY_ARRAY)
      return (Val){V_INT, false, t->ndim, NULL};
    if (strcmp(e->attr.attr, "dtype") == 0 && t->kind == TY_ARRAY)
      return (Val){V_TYPE, false, 0, t->elem};
    if (strcmp(e->attr.attr, "count") == 0 && t->kind == TY_TUPLE)
      return (Val){V_INT, false, t->n, NULL};
    if (strcmp(e->attr.attr, "bitwidth") == 0 && (t->kind == TY_INT || t->kind == TY_FLOAT))
      return (Val){V_INT, false, t->bits, NULL};
    if (strcmp(e->attr.attr, "signed") == 0 && t->kind == TY_INT)
      return (Val){V_BOOL, t->is_signed, 0, NULL};
    return bad(ev, e);
  }
  case AST_CALL: {
    const Symbol *f = scope_static_symbol(ev->I->m->scope, e->call.func);
    if (f && f->kind == SYM_BUILTIN && f->builtin == BI_ISINSTANCE)
      return eval_isinstance(ev, e);
    return bad(ev, e);
  }
  case AST_UNARY:
    if (e->unary.op == OP_NOT) {
      Val v = eval(ev, e->unary.operand);
      return v.kind == V_BAD ? v : (Val){V_BOOL, !truth(v), 0, NULL};
    }
    return bad(ev, e);
  case AST_BOOLOP: {
    Val l = eval(ev, e->bin.lhs);
    if (l.kind == V_BAD)
      return l;
    if (truth(l) == (e->bin.op == OP_OR))
      return (Val){V_BOOL, truth(l), 0, NULL};
    Val r = eval(ev, e->bin.rhs);
    return r.kind == V_BAD ? r : (Val){V_BOOL, truth(r), 0, NULL};
  }
  case AST_COMPARE: {
    Val a = eval(ev, e->cmp.operands.v[0]);
    for (int k = 0; k + 1 < e->cmp.operands.len; k++) {
      Val b = eval(ev, e->cmp.operands.v[k + 1]);
      if (a.kind == V_BAD || b.kind == V_BAD)
        return bad(ev, e);
      Val r = compare(ev, e, e->cmp.ops[k], a, b);
      if (r.kind == V_BAD || !r.b)
        return r;
      a = b;
    }
    return (Val){V_BOOL, true, 0, NULL};
  }
  default: break;
  }
  /* A scalar type written as in a signature: types.float64, np.int32. */
  if (e->kind == AST_ATTR || e->kind == AST_NAME) {
    const Symbol *sym = scope_static_symbol(ev->I->m->scope, e);
    if (sym && sym->kind == SYM_BUILTIN) {
      const Type *t = type_scalar_of_path(sym->path);
      if (t)
        return (Val){V_TYPE, false, 0, t};
    }
  }
  return bad(ev, e);
}

static void remember(Eval *ev, const char *name, const Node *impl) {
  if (ev->ndefs < 32) {
    ev->names[ev->ndefs] = name;
    ev->defs[ev->ndefs++] = impl;
  }
}

/* Runs the statements of body: NULL when they end without a return (or
 * return None: no implementation for these types), else the def or lambda
 * returned. *failed is set when a statement cannot be evaluated. */
static const Node *run(Eval *ev, const NodeList *body, bool *done) {
  for (int k = 0; k < body->len && !ev->bad; k++) {
    const Node *s = body->v[k];
    switch (s->kind) {
    case AST_PASS: break;
    case AST_EXPR_STMT:
      if (s->wrap.value->kind != AST_STR)
        bad(ev, s);
      break;
    case AST_FUNCDEF: remember(ev, s->def.name, s); break;
    case AST_ASSIGN:
      if (s->assign.targets.len == 1 && s->assign.targets.v[0]->kind == AST_NAME &&
          s->assign.value->kind == AST_LAMBDA)
        remember(ev, s->assign.targets.v[0]->name.id, s->assign.value);
      else
        bad(ev, s);
      break;
    case AST_IF: {
      Val c = eval(ev, s->cond.cond);
      if (c.kind == V_BAD)
        return NULL;
      const Node *r = run(ev, truth(c) ? &s->cond.body : &s->cond.orelse, done);
      if (*done)
        return r;
      break;
    }
    case AST_RETURN: {
      *done = true;
      const Node *v = s->wrap.value;
      if (!v || v->kind == AST_NONE)
        return NULL;
      if (v->kind == AST_LAMBDA)
        return v;
      if (v->kind == AST_NAME)
        for (int j = ev->ndefs - 1; j >= 0; j--)
          if (strcmp(ev->names[j], v->name.id) == 0)
            return ev->defs[j];
      bad(ev, v);
      return NULL;
    }
    default: bad(ev, s); break;
    }
  }
  return NULL;
}

/* ---- the chosen implementations, compiled as @njit functions ------------- */

typedef struct Impl {
  struct Impl *next;
  const Node *node;      /* the def or lambda in the chooser */
  const Symbol *sym;
} Impl;

static Impl *impls;
static const Module *impls_module;

static const Symbol *impl_symbol(Infer *I, const Node *chooser, const Node *node) {
  if (impls_module != I->m) {
    impls = NULL;
    impls_module = I->m;
  }
  for (Impl *p = impls; p; p = p->next)
    if (p->node == node)
      return p->sym;
  Arena *a = I->a;
  Node *def = arena_alloc(a, sizeof *def);
  if (node->kind == AST_FUNCDEF) {
    *def = *node;
    memset(&def->def.decorators, 0, sizeof def->def.decorators);
  } else {
    memset(def, 0, sizeof *def);
    def->kind = AST_FUNCDEF;
    def->loc = node->loc;
    def->def.params = node->lambda.params;
    Node *ret = arena_alloc(a, sizeof *ret);
    memset(ret, 0, sizeof *ret);
    ret->kind = AST_RETURN;
    ret->loc = node->lambda.body->loc;
    ret->wrap.value = node->lambda.body;
    ast_append(a, &def->def.body, ret);
  }
  def->def.is_generated_impl = true;
  const char *name = arena_printf(a, "%s.impl@%d:%d", chooser->def.name, node->loc.line, node->loc.col);
  def->def.name = name;
  scope_bind_function(I->m->scope, name, def);
  Impl *p = arena_alloc(a, sizeof *p);
  p->node = node;
  p->sym = scope_lookup(I->m->scope, name);
  p->next = impls;
  impls = p;
  return p->sym;
}

const Node *infer_overload_of(Infer *I, const Symbol *f) {
  if (f->kind != SYM_FUNCTION || !f->node || f->node->kind != AST_FUNCDEF)
    return NULL;
  const NodeList *stmts = &I->m->ast->module.body;
  for (int k = 0; k < stmts->len; k++) {
    const Node *s = stmts->v[k];
    if (s->kind != AST_FUNCDEF)
      continue;
    for (int d = 0; d < s->def.decorators.len; d++) {
      const Node *dec = s->def.decorators.v[d];
      if (dec->kind != AST_CALL || dec->call.args.len < 1 || dec->call.args.v[0]->kind != AST_NAME ||
          strcmp(dec->call.args.v[0]->name.id, f->name) != 0)
        continue;
      const Symbol *callee = scope_static_symbol(I->m->scope, dec->call.func);
      if (callee && callee->kind == SYM_BUILTIN && callee->builtin == BI_NB_OVERLOAD)
        return s;
    }
  }
  return NULL;
}

const Symbol *infer_generated_impl(Infer *I, const Instr *call, const Node *chooser, const char *what) {
  int n = call->ops.len - 1;
  const Type **args = arena_alloc(I->a, (size_t)(n + 1) * sizeof *args);
  for (int k = 0; k < n; k++)
    if (!(args[k] = call->ops.v[1 + k]->type) || args[k] == ty_error)
      return NULL;
  if (n != chooser->def.params.len) {
    infer_error(I, call->loc, "'%s' takes %d arguments but %d were given", chooser->def.name,
                chooser->def.params.len, n);
    return NULL;
  }
  Eval ev = {.I = I, .chooser = chooser, .args = args, .nargs = n};
  bool done = false;
  const Node *impl = run(&ev, &chooser->def.body, &done);
  if (ev.bad) {
    infer_error(I, ev.bad->loc, "arrc evaluates the body of %s '%s' while compiling, and it takes if/elif/else "
                "on isinstance(arg, types.Kind), arg.ndim, arg.dtype and comparisons of types, ending in "
                "`return impl` or `return lambda ...`; this is not one of those", what, chooser->def.name);
    return NULL;
  }
  if (!impl) {
    StrBuf sb = {0};
    for (int k = 0; k < n; k++)
      sb_printf(&sb, "%s%s", k ? ", " : "", args[k]->name);
    infer_error(I, call->loc, "No implementation of function '%s' found for signature: (%s): %s '%s' returns "
                "no implementation for these types", chooser->def.name, sb.data ? sb.data : "", what,
                chooser->def.name);
    sb_free(&sb);
    return NULL;
  }
  return impl_symbol(I, chooser, impl);
}
