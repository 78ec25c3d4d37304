/* Warnings found on the syntax tree (warn.h): names bound and never read,
 * names that hide a Python builtin, and statements that can never run.
 * They follow the linters Python programmers know (pyflakes, pylint):
 *
 *   - unused-variable: a function's local, assigned by `x = ...`, `x: T =
 *     ...` or `(x := ...)`, that nothing in the function (nested functions
 *     included) reads. Names that start with `_`, the targets of tuple
 *     unpacking and of `for` loops are exempt, as pyflakes has them, since
 *     the program often cannot avoid binding them.
 *   - unused-parameter: a parameter the body never reads; `self`, `cls`,
 *     `_`-prefixed names and stubs (a body of only pass, ..., a docstring or
 *     raise) are exempt.
 *   - shadow-builtin: a variable, parameter, function, class or import
 *     named like a builtin (list, sum, max, id, ...), as pylint's
 *     redefined-builtin; each name once per scope.
 *   - unreachable-code: the first statement after return, raise, break or
 *     continue, or after an if whose every branch ends in one of them. */
#include <string.h>

#include "warn.h"

/* The names of Python 3.11's builtin functions and types (dir(builtins)
 * less the exceptions, constants and the site module's additions). */
static const char *const builtin_names[] = {
    "abs",      "aiter",       "all",       "anext",      "any",          "ascii",     "bin",
    "bool",     "breakpoint",  "bytearray", "bytes",      "callable",     "chr",       "classmethod",
    "compile",  "complex",     "delattr",   "dict",       "dir",          "divmod",    "enumerate",
    "eval",     "exec",        "filter",    "float",      "format",       "frozenset", "getattr",
    "globals",  "hasattr",     "hash",      "help",       "hex",          "id",        "input",
    "int",      "isinstance",  "issubclass", "iter",      "len",          "list",      "locals",
    "map",      "max",         "memoryview", "min",       "next",         "object",    "oct",
    "open",     "ord",         "pow",       "print",      "property",     "range",     "repr",
    "reversed", "round",       "set",       "setattr",    "slice",        "sorted",    "staticmethod",
    "str",      "sum",         "super",     "tuple",      "type",         "vars",      "zip",
};

static bool is_builtin_name(const char *name) {
  for (size_t k = 0; k < sizeof builtin_names / sizeof *builtin_names; k++)
    if (strcmp(builtin_names[k], name) == 0)
      return true;
  return false;
}

typedef enum { BIND_PARAM, BIND_VARIABLE, BIND_TARGET, BIND_FUNCTION, BIND_CLASS, BIND_IMPORT } BindKind;

static const char *const bind_kind_names[] = {"parameter", "variable", "variable", "function", "class", "import"};

typedef struct {
  const char *name;
  SrcLoc loc;
  BindKind kind;
  bool read;
} Binding;

/* One scope: a function, or the module's top level. */
typedef struct {
  Diag *d;
  Arena *arena;
  PtrMap stores;     /* NAME nodes that a statement of this scope assigns */
  Binding *binds;    /* the first binding of each name, in source order */
  int nbinds, cap;
} Scope;

static Binding *find_binding(Scope *s, const char *name) {
  for (int k = 0; k < s->nbinds; k++)
    if (s->binds[k].name == name || strcmp(s->binds[k].name, name) == 0)
      return &s->binds[k];
  return NULL;
}

static void bind(Scope *s, const char *name, SrcLoc loc, BindKind kind) {
  if (!name || find_binding(s, name))
    return;
  s->binds = arena_reserve(s->arena, s->binds, s->nbinds, &s->cap, sizeof *s->binds);
  s->binds[s->nbinds++] = (Binding){name, loc, kind, false};
}

/* An assignment target: names are stored (not read); `x = ...` binds a
 * variable, the names inside a tuple or list target only targets. */
static void bind_target(Scope *s, Node *t, BindKind kind) {
  if (!t)
    return;
  switch (t->kind) {
  case AST_NAME:
    ptrmap_put(&s->stores, t, t);
    bind(s, t->name.id, t->loc, kind);
    break;
  case AST_TUPLE:
  case AST_LIST:
    for (int k = 0; k < t->seq.elts.len; k++)
      bind_target(s, t->seq.elts.v[k], BIND_TARGET);
    break;
  case AST_STARRED: bind_target(s, t->wrap.value, BIND_TARGET); break;
  default: break; /* x[i] = ..., x.a = ...: reads of x */
  }
}

/* Collects the bindings of one scope; nested functions and classes bind
 * their name here and their contents in scopes of their own. */
static void collect(Node **slot, void *ctx) {
  Scope *s = ctx;
  Node *n = *slot;
  switch (n->kind) {
  case AST_FUNCDEF: bind(s, n->def.name, n->loc, BIND_FUNCTION); return;
  case AST_CLASSDEF: bind(s, n->cls.name, n->loc, BIND_CLASS); return;
  case AST_LAMBDA: return;
  case AST_ASSIGN:
    for (int k = 0; k < n->assign.targets.len; k++)
      bind_target(s, n->assign.targets.v[k], BIND_VARIABLE);
    break;
  case AST_ANNASSIGN:
    if (n->ann.target->kind == AST_NAME && !n->ann.value)
      ptrmap_put(&s->stores, n->ann.target, n->ann.target); /* x: T declares, reads nothing */
    else
      bind_target(s, n->ann.target, BIND_VARIABLE);
    break;
  case AST_NAMEDEXPR: bind_target(s, n->walrus.target, BIND_VARIABLE); break;
  case AST_FOR: bind_target(s, n->loop.target, BIND_TARGET); break;
  case AST_COMPFOR: bind_target(s, n->gen.target, BIND_TARGET); break;
  case AST_WITHITEM: bind_target(s, n->item.var, BIND_TARGET); break;
  case AST_IMPORTFROM:
  case AST_IMPORT: {
    const NodeList *names = n->kind == AST_IMPORT ? &n->seq.elts : &n->from.names;
    for (int k = 0; k < names->len; k++) {
      const Node *a = names->v[k];
      if (a->kind == AST_ALIAS)
        bind(s, a->alias.asname ? a->alias.asname : a->alias.name, a->loc, BIND_IMPORT);
    }
    return;
  }
  default: break;
  }
  ast_visit_children(n, collect, s);
}

/* Marks the names read anywhere below a node, nested functions included
 * (a closure reads its enclosing function's variables). */
static void mark_reads(Node **slot, void *ctx) {
  Scope *s = ctx;
  Node *n = *slot;
  if (n->kind == AST_NAME && !ptrmap_get(&s->stores, n)) {
    Binding *b = find_binding(s, n->name.id);
    if (b)
      b->read = true;
  } else if (n->kind == AST_GLOBAL || n->kind == AST_NONLOCAL) {
    /* Declared names are another scope's: never reported here. */
    for (int k = 0; k < n->seq.elts.len; k++) {
      Binding *b = find_binding(s, n->seq.elts.v[k]->name.id);
      if (b)
        b->read = true;
    }
  }
  ast_visit_children(n, mark_reads, ctx);
}

/* A body that only states the function exists: pass, ..., a docstring,
 * raise. Its parameters are the signature's, not the body's. */
static bool is_stub(const NodeList *body) {
  for (int k = 0; k < body->len; k++) {
    const Node *st = body->v[k];
    bool constant = st->kind == AST_EXPR_STMT && st->wrap.value &&
                    (st->wrap.value->kind == AST_STR || st->wrap.value->kind == AST_ELLIPSIS);
    if (st->kind != AST_PASS && st->kind != AST_RAISE && !constant)
      return false;
  }
  return true;
}

/* Decorators whose function receives types or typing contexts, not
 * values: their parameters are read by Numba, not by the body. */
static bool takes_types(const Node *def) {
  static const char *const names[] = {"generated_jit", "overload", "overload_method", "overload_attribute",
                                      "intrinsic"};
  for (int k = 0; k < def->def.decorators.len; k++) {
    const Node *d = def->def.decorators.v[k];
    if (d->kind == AST_CALL)
      d = d->call.func;
    const char *id = d->kind == AST_NAME ? d->name.id : d->kind == AST_ATTR ? d->attr.attr : "";
    for (size_t j = 0; j < sizeof names / sizeof *names; j++)
      if (strcmp(id, names[j]) == 0)
        return true;
  }
  return false;
}

static void check_scope(Diag *d, Arena *arena, Node *owner, NodeList *body, bool is_function);

/* Reports what one scope's bindings say, then looks into the functions
 * and classes it defines. */
static void report_scope(Scope *s, Node *owner, bool is_function) {
  for (int k = 0; k < s->nbinds; k++) {
    const Binding *b = &s->binds[k];
    if (is_builtin_name(b->name))
      diag_warn(s->d, W_SHADOW_BUILTIN, b->loc, "%s '%s' shadows a Python builtin", bind_kind_names[b->kind],
                b->name);
    if (!is_function || b->read || b->name[0] == '_')
      continue;
    if (b->kind == BIND_VARIABLE)
      diag_warn(s->d, W_UNUSED_VARIABLE, b->loc, "local variable '%s' is assigned to but never used", b->name);
    else if (b->kind == BIND_PARAM && strcmp(b->name, "self") != 0 && strcmp(b->name, "cls") != 0 &&
             !is_stub(&owner->def.body) && !takes_types(owner))
      diag_warn(s->d, W_UNUSED_PARAMETER, b->loc, "unused parameter '%s'", b->name);
  }
}

/* The functions and classes defined in a list of statements, at any depth
 * of its blocks (a def inside an if), but not inside another function. */
static void nested_scopes(Node **slot, void *ctx) {
  Scope *s = ctx;
  Node *n = *slot;
  if (n->kind == AST_FUNCDEF) {
    check_scope(s->d, s->arena, n, &n->def.body, true);
    return;
  }
  if (n->kind == AST_CLASSDEF) {
    /* A class body's names are attributes, not variables: only its
     * methods are scopes. */
    for (int k = 0; k < n->cls.body.len; k++)
      nested_scopes(&n->cls.body.v[k], ctx);
    return;
  }
  ast_visit_children(n, nested_scopes, ctx);
}

static void check_scope(Diag *d, Arena *arena, Node *owner, NodeList *body, bool is_function) {
  Scope s = {.d = d, .arena = arena};
  ptrmap_init(&s.stores, arena);
  if (is_function)
    for (int k = 0; k < owner->def.params.len; k++) {
      const Node *p = owner->def.params.v[k];
      if (p->kind == AST_PARAM && p->param.name)
        bind(&s, p->param.name, p->loc, BIND_PARAM);
    }
  for (int k = 0; k < body->len; k++)
    collect(&body->v[k], &s);
  for (int k = 0; k < body->len; k++)
    mark_reads(&body->v[k], &s);
  report_scope(&s, owner, is_function);
  for (int k = 0; k < body->len; k++)
    nested_scopes(&body->v[k], &s);
}

/* --- unreachable code ---------------------------------------------------- */

static const char *block_exit(const NodeList *body);

/* The statement's kind when control never goes past it: return, raise,
 * break, continue, or an if/else whose branches all end so. */
static const char *statement_exit(const Node *st) {
  switch (st->kind) {
  case AST_RETURN: return "return";
  case AST_RAISE: return "raise";
  case AST_BREAK: return "break";
  case AST_CONTINUE: return "continue";
  case AST_IF:
    if (st->cond.orelse.len && block_exit(&st->cond.body) && block_exit(&st->cond.orelse))
      return "an if statement whose branches all leave the block";
    return NULL;
  default: return NULL;
  }
}

/* Whether control never reaches the end of a block: a statement of it
 * never lets control past (what follows is unreachable). */
static const char *block_exit(const NodeList *body) {
  for (int k = 0; k < body->len; k++)
    if (statement_exit(body->v[k]))
      return statement_exit(body->v[k]);
  return NULL;
}

static void check_block(Diag *d, const NodeList *body);

static void unreachable_in(Node **slot, void *ctx) {
  Node *n = *slot;
  Diag *d = ctx;
  switch (n->kind) {
  case AST_FUNCDEF: check_block(d, &n->def.body); return;
  case AST_CLASSDEF: check_block(d, &n->cls.body); return;
  case AST_IF:
  case AST_WHILE:
    check_block(d, &n->cond.body);
    check_block(d, &n->cond.orelse);
    return;
  case AST_FOR:
    check_block(d, &n->loop.body);
    check_block(d, &n->loop.orelse);
    return;
  case AST_WITH: check_block(d, &n->with.body); return;
  case AST_TRY:
    check_block(d, &n->try_.body);
    check_block(d, &n->try_.orelse);
    check_block(d, &n->try_.finalbody);
    for (int k = 0; k < n->try_.handlers.len; k++)
      check_block(d, &n->try_.handlers.v[k]->handler.body);
    return;
  default: return;
  }
}

static void check_block(Diag *d, const NodeList *body) {
  for (int k = 0; k < body->len; k++) {
    const char *exit = statement_exit(body->v[k]);
    if (exit && k + 1 < body->len) {
      diag_warn(d, W_UNREACHABLE_CODE, body->v[k + 1]->loc, "code will never be executed: it follows %s%s%s",
                strchr(exit, ' ') ? "" : "'", exit, strchr(exit, ' ') ? "" : "'");
      break;
    }
  }
  for (int k = 0; k < body->len; k++)
    unreachable_in(&body->v[k], d);
}

void warn_check_syntax(Diag *d, const Node *module) {
  if (!module || module->kind != AST_MODULE)
    return;
  Node *m = (Node *)module;
  if (warn_enabled(d, W_UNUSED_VARIABLE) || warn_enabled(d, W_UNUSED_PARAMETER) ||
      warn_enabled(d, W_SHADOW_BUILTIN)) {
    Arena *arena = arena_new();
    check_scope(d, arena, m, &m->module.body, false);
    arena_free(arena);
  }
  if (warn_enabled(d, W_UNREACHABLE_CODE))
    check_block(d, &m->module.body);
}
