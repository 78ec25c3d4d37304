/* Module-level names: the imports of LANGUAGE.md §1.1 with their aliases,
 * the program's functions, global constants (§1.2), and the names arrc
 * knows in the builtins, math, numpy, numba, numba.cuda, random, time, sys
 * and matplotlib namespaces. A name's meaning is fixed for the whole
 * program, so `np.zeros` resolves to the builtin "numpy.zeros" while the IR
 * is built. */
#include "scope.h"
#include "globals.h"
#include "namedtuple.h"
#include "type_mpi.h"

#include <string.h>

#include "arrc_abi.h"

/* Namespaces, each a module a program may import or reach by attribute. */
static const char *const namespaces[] = {
    "math", "numpy", "numpy.random", "numpy.linalg", "numba", "numba.types", "numba.cuda",
    "numpy.lib", "numpy.lib.stride_tricks",
    "numba.cuda.threadIdx", "numba.cuda.blockIdx", "numba.cuda.blockDim",
    "numba.cuda.gridDim", "numba.cuda.shared", "numba.cuda.local", "numba.cuda.const",
    "numba.cuda.atomic", "numba.cuda.random", "random", "time", "sys", "matplotlib",
    "matplotlib.pyplot", "matplotlib.image", "timeit", "sys.stdout", "sys.stderr", "sys.float_info",
    "sys.version_info", "os", "os.path", "os.environ", "cmath", "operator", "itertools", "functools",
    "argparse", "argparse.ArgumentParser", "numba.experimental", "collections", "typing", "numba.config", "numba.typed", "numba.extending",
    "numba.cuda.cg", "numba.cuda.libdevice", "mpi4py", "mpi4py.MPI", "mpi4py.MPI.Request", "mpi4py.MPI.Prequest", "numba_mpi",
    "numba_mpi.Operator", NULL};

/* Names that exist in Numba 0.56 but that arrc does not implement, so that
 * using one says so instead of claiming that Numba has no such name. */
static const char *const unsupported[] = {
    "numba: jit_module literally "
    "typeof from_dtype "
    "optional deferred_type gdb gdb_init gdb_breakpoint",
    "numba.cuda: reduce Reduce declare_device mapped_array managed_array pinned "
    "pinned_array_like select_device get_current_device list_devices close detect "
    "defer_cleanup compile_ptx compile_ptx_for_current_device current_context gpus "
    "mapped managed_array_like",
    "numba.extending: overload_method overload_attribute intrinsic box unbox typeof_impl "
    "register_model make_attribute_wrapper models",
    NULL};

/* `from numba import cuda` and `numba.cuda` name the same namespace. */
static bool is_namespace(const char *path) {
  for (int i = 0; namespaces[i]; i++)
    if (strcmp(namespaces[i], path) == 0)
      return true;
  return false;
}

static bool in_table(const char *const *table, const char *ns, const char *name) {
  size_t nslen = strlen(ns), len = strlen(name);
  for (int i = 0; table[i]; i++) {
    const char *row = table[i];
    if (strncmp(row, ns, nslen) != 0 || row[nslen] != ':')
      continue;
    for (const char *p = row + nslen + 1; (p = strstr(p, name)) != NULL; p += len)
      if (p[-1] == ' ' && (p[len] == ' ' || p[len] == '\0'))
        return true;
    return false;
  }
  return false;
}

/* An exception class of the builtins namespace that programs may raise:
 * the one table of exceptions that codegen and the runtime share
 * (runtime/arrc_abi.h) names them. */
static bool is_builtin_exception(const char *ns, const char *name) {
  /* NumPy's exceptions are named by their module (numpy.linalg.LinAlgError). */
  char path[128];
  if (strcmp(ns, "builtins") != 0)
    return snprintf(path, sizeof path, "%s.%s", ns, name) < (int)sizeof path &&
           arrc_exception_lookup(path, strlen(path)) >= 0;
  int kind = arrc_exception_lookup(name, strlen(name));
  return kind >= 0 && (arrc_exception_flags(kind) & ARRC_EXC_BUILTIN);
}

/* A known member: a row of the library (ir/builtins.def), or an exception
 * class. */
static BuiltinId member_id(const char *ns, const char *name, const char *path, bool *is_member) {
  BuiltinId id = builtin_lookup(path);
  *is_member = id != BI_NONE || is_builtin_exception(ns, name);
  return id;
}

bool scope_unsupported(const char *ns, const char *name) { return in_table(unsupported, ns, name); }

typedef struct SymEntry {
  const char *key;   /* interned: a top-level name, or a dotted path */
  Symbol *sym;
  struct SymEntry *next;
} SymEntry;

struct Scope {
  Module *m;
  PtrMap names;      /* the program's top-level names */
  PtrMap paths;      /* known namespaces and builtins, made on first use */
  PtrMap decorated;  /* functions made by decorator calls, keyed by the call */
  PtrMap builtins;   /* builtin names looked up so far: print -> builtins.print */
  PtrMap members;    /* namespace path -> (attribute -> member symbol) */
  SymEntry *functions; /* the top-level function symbols, for scope_decorated */
};

static const char *intern(Scope *s, const char *text) {
  return strtab_intern(s->m->names, text, strlen(text));
}

static Symbol *find(const PtrMap *map, const void *key) { return ptrmap_get(map, key); }

static void bind(Scope *s, PtrMap *map, const void *key, Symbol *sym) {
  ptrmap_put(map, key, sym);
  if (map == &s->names && sym->kind == SYM_FUNCTION) {
    SymEntry *e = arena_alloc(s->m->arena, sizeof *e);
    e->key = key;
    e->sym = sym;
    e->next = s->functions;
    s->functions = e;
  }
}

/* The symbol for a known dotted path, or NULL when arrc does not know it. */
static const Symbol *path_symbol(Scope *s, const char *path) {
  path = intern(s, path);
  Symbol *sym = find(&s->paths, path);
  if (sym)
    return sym;
  SymbolKind kind;
  BuiltinId builtin = BI_NONE;
  if (is_namespace(path)) {
    kind = SYM_MODULE;
  } else {
    const char *dot = strrchr(path, '.');
    if (!dot)
      return NULL;
    char *ns = arena_strndup(s->m->arena, path, (size_t)(dot - path));
    bool member;
    builtin = member_id(ns, dot + 1, path, &member);
    if (!member)
      return NULL;
    kind = SYM_BUILTIN;
  }
  sym = arena_alloc(s->m->arena, sizeof *sym);
  sym->kind = kind;
  sym->builtin = builtin;
  sym->path = path;
  sym->name = path;
  bind(s, &s->paths, path, sym);
  return sym;
}

/* Members are looked up per (namespace, attribute) once; np.zeros in a hot
 * loop of the program does not build the string "numpy.zeros" each time. */
const Symbol *scope_member(Scope *s, const Symbol *sym, const char *attr) {
  /* A builtin has members where the table has rows below it
   * (numba.typed.List.empty_list). */
  if (sym->kind != SYM_MODULE && sym->kind != SYM_BUILTIN)
    return NULL;
  PtrMap *known = ptrmap_get(&s->members, sym->path);
  if (!known) {
    known = arena_alloc(s->m->arena, sizeof *known);
    ptrmap_init(known, s->m->arena);
    ptrmap_put(&s->members, sym->path, known);
  }
  const Symbol *member = ptrmap_get(known, attr);
  if (!member) {
    member = path_symbol(s, arena_printf(s->m->arena, "%s.%s", sym->path, attr));
    if (member)
      ptrmap_put(known, attr, (void *)member);
  }
  return member;
}

const Symbol *scope_builtin(Scope *s, BuiltinId id) { return path_symbol(s, builtin_path(id)); }

const Symbol *scope_lookup(const Scope *s, const char *name) {
  Symbol *sym = find(&s->names, name);
  if (sym)
    return sym;
  Scope *ms = (Scope *)s;
  sym = find(&ms->builtins, name);
  if (sym)
    return sym;
  const Symbol *b = path_symbol(ms, arena_printf(s->m->arena, "builtins.%s", name));
  if (b)
    ptrmap_put(&ms->builtins, name, (void *)b);
  return b;
}

/* Binds name in `into`: the program's top-level names, or the imports of
 * one function (scope_bind_local_imports). */
static void bind_name(Scope *s, PtrMap *into, const char *name, const Symbol *target, SrcLoc loc) {
  Symbol *sym = arena_alloc(s->m->arena, sizeof *sym);
  *sym = *target;
  sym->name = name;
  sym->loc = loc;
  bind(s, into, name, sym);
}

void scope_bind_function(Scope *s, const char *name, const Node *def) {
  Symbol *sym = arena_alloc(s->m->arena, sizeof *sym);
  memset(sym, 0, sizeof *sym);
  sym->kind = SYM_FUNCTION;
  sym->name = name;
  sym->node = def;
  sym->loc = def->loc;
  bind(s, &s->names, name, sym);
}

void scope_bind_path(Scope *s, const char *name, const char *path) {
  const Symbol *target = path_symbol(s, path);
  if (target && !find(&s->names, name))
    bind_name(s, &s->names, name, target, target->loc);
}

static const char *const importable =
    "math, cmath, numpy, numba, numba.cuda, random, time, timeit, sys, os, os.path, operator, itertools, "
    "functools, argparse, matplotlib.pyplot, matplotlib.image, mpi4py and numba_mpi";

/* mpi4py and numba_mpi need the Open MPI arrc was built with
 * (ir/type_mpi.c); without it, their import is refused with the reason. */
static bool mpi_import_ok(Scope *s, const char *path, SrcLoc loc) {
  bool mpi = strncmp(path, "mpi4py", 6) == 0 || strncmp(path, "numba_mpi", 9) == 0;
  if (!mpi || mpi_available())
    return true;
  diag_error(s->m->diag, loc, "this arrc was built without Open MPI, so it cannot compile programs that import "
             "'%s'; install libopenmpi-dev (scripts/install-deps.sh) and rebuild arrc", path);
  return false;
}

/* import a.b as c: binds c to a.b; import a.b: binds a. */
static void bind_import(Scope *s, PtrMap *into, const Node *alias) {
  const char *path = alias->alias.name;
  const Symbol *mod = path_symbol(s, path);
  if (!mpi_import_ok(s, path, alias->loc))
    return;
  if (!mod || mod->kind != SYM_MODULE) {
    diag_error(s->m->diag, alias->loc, "import of module '%s' is not supported; arrc programs may import %s",
               path, importable);
    return;
  }
  if (alias->alias.asname) {
    bind_name(s, into, alias->alias.asname, mod, alias->loc);
  } else {
    const char *dot = strchr(path, '.');
    const char *first = dot ? intern(s, arena_strndup(s->m->arena, path, (size_t)(dot - path))) : path;
    bind_name(s, into, first, path_symbol(s, first), alias->loc);
  }
}

/* The name a path has directly below the namespace ns ("sqrt" of
 * "math.sqrt" below "math"), or NULL. */
static const char *direct_member(const char *ns, const char *path) {
  size_t n = strlen(ns);
  if (strncmp(path, ns, n) != 0 || path[n] != '.' || strchr(path + n + 1, '.'))
    return NULL;
  return path + n + 1;
}

/* from math import *: every function, value and namespace arrc knows
 * directly below the module (arrc's part of what Python binds). */
static void bind_all_members(Scope *s, PtrMap *into, const Symbol *mod, SrcLoc loc) {
  for (int id = 1; id < builtin_count(); id++) {
    const char *name = direct_member(mod->path, builtin_path((BuiltinId)id));
    if (name && name[0] != '_')
      bind_name(s, into, intern(s, name), scope_member(s, mod, name), loc);
  }
  for (int k = 0; namespaces[k]; k++) {
    const char *name = direct_member(mod->path, namespaces[k]);
    if (name)
      bind_name(s, into, intern(s, name), scope_member(s, mod, name), loc);
  }
}

static void bind_from_import(Scope *s, PtrMap *into, const Node *imp) {
  const char *module = imp->from.module;
  if (imp->from.level > 0) {
    diag_error(s->m->diag, imp->loc, "relative imports are not supported; a program is one file");
    return;
  }
  if (strcmp(module, "__future__") == 0)
    return;
  const Symbol *mod = path_symbol(s, module);
  if (!mpi_import_ok(s, module, imp->loc))
    return;
  if (!mod || mod->kind != SYM_MODULE) {
    diag_error(s->m->diag, imp->loc, "import from module '%s' is not supported; arrc programs may import %s",
               module, importable);
    return;
  }
  for (int k = 0; k < imp->from.names.len; k++) {
    const Node *alias = imp->from.names.v[k];
    if (strcmp(alias->alias.name, "*") == 0) {
      bind_all_members(s, into, mod, alias->loc);
      continue;
    }
    const Symbol *member = scope_member(s, mod, alias->alias.name);
    if (!member && scope_unsupported(mod->path, alias->alias.name)) {
      diag_error(s->m->diag, alias->loc, "'%s.%s' is not supported by arrc yet", mod->path,
                 alias->alias.name);
      continue;
    }
    if (!member) {
      diag_error(s->m->diag, alias->loc, "cannot import '%s' from '%s': arrc does not know it",
                 alias->alias.name, module);
      continue;
    }
    bind_name(s, into, alias->alias.asname ? alias->alias.asname : alias->alias.name, member, alias->loc);
  }
}

/* The imports of a block and of the blocks inside it (an `if __name__ ==
 * "__main__":`, a loop, a `try`), not those of nested functions: Python binds
 * them when they run, arrc for the whole block's function. */
static void bind_imports(Scope *s, PtrMap *into, const NodeList *body) {
  for (int k = 0; k < body->len; k++) {
    const Node *st = body->v[k];
    switch (st->kind) {
    case AST_IMPORT:
      for (int i = 0; i < st->seq.elts.len; i++)
        bind_import(s, into, st->seq.elts.v[i]);
      break;
    case AST_IMPORTFROM: bind_from_import(s, into, st); break;
    case AST_IF: case AST_WHILE:
      bind_imports(s, into, &st->cond.body);
      bind_imports(s, into, &st->cond.orelse);
      break;
    case AST_FOR:
      bind_imports(s, into, &st->loop.body);
      bind_imports(s, into, &st->loop.orelse);
      break;
    case AST_WITH: bind_imports(s, into, &st->with.body); break;
    case AST_TRY:
      bind_imports(s, into, &st->try_.body);
      for (int h = 0; h < st->try_.handlers.len; h++)
        bind_imports(s, into, &st->try_.handlers.v[h]->handler.body);
      bind_imports(s, into, &st->try_.orelse);
      bind_imports(s, into, &st->try_.finalbody);
      break;
    default: break;
    }
  }
}

void scope_bind_local_imports(Scope *s, PtrMap *into, const NodeList *body) { bind_imports(s, into, body); }

/* How many times each top-level name is assigned, so that names assigned
 * exactly once can be constants. */
typedef struct {
  const char *name;
  int count;
  const Node *stmt;
} Assignment;

typedef struct {
  Assignment *v;
  int len, cap;
} Assignments;

static void count_assignment(Scope *s, Assignments *as, const Node *target, const Node *stmt) {
  if (target->kind == AST_TUPLE || target->kind == AST_LIST) {
    for (int k = 0; k < target->seq.elts.len; k++)
      count_assignment(s, as, target->seq.elts.v[k], NULL);
    return;
  }
  if (target->kind == AST_STARRED) {
    count_assignment(s, as, target->wrap.value, NULL);
    return;
  }
  if (target->kind != AST_NAME)
    return;
  for (int k = 0; k < as->len; k++) {
    if (as->v[k].name == target->name.id) {
      as->v[k].count++;
      return;
    }
  }
  if (as->len == as->cap) {
    int cap = as->cap ? as->cap * 2 : 16;
    Assignment *v = arena_alloc(s->m->arena, (size_t)cap * sizeof *v);
    if (as->len)
      memcpy(v, as->v, (size_t)as->len * sizeof *v);
    as->v = v;
    as->cap = cap;
  }
  as->v[as->len++] = (Assignment){target->name.id, 1, stmt};
}

/* Walks the entry code, nested blocks included: an assignment inside a loop
 * or a branch is not a constant even when it is written once. */
static void collect_assignments(Scope *s, Assignments *as, const NodeList *body, bool nested) {
  for (int k = 0; k < body->len; k++) {
    const Node *st = body->v[k];
    switch (st->kind) {
    case AST_ASSIGN:
      for (int t = 0; t < st->assign.targets.len; t++)
        count_assignment(s, as, st->assign.targets.v[t],
                         nested || st->assign.targets.len > 1 ? NULL : st);
      break;
    case AST_AUGASSIGN:
      count_assignment(s, as, st->aug.target, NULL);
      count_assignment(s, as, st->aug.target, NULL);
      break;
    case AST_ANNASSIGN:
      if (st->ann.value)
        count_assignment(s, as, st->ann.target, nested ? NULL : st);
      break;
    case AST_FOR:
      count_assignment(s, as, st->loop.target, NULL);
      count_assignment(s, as, st->loop.target, NULL);
      collect_assignments(s, as, &st->loop.body, true);
      collect_assignments(s, as, &st->loop.orelse, true);
      break;
    case AST_IF: case AST_WHILE:
      collect_assignments(s, as, &st->cond.body, true);
      collect_assignments(s, as, &st->cond.orelse, true);
      break;
    default:
      break;
    }
  }
}

/* A constant expression (§1.2): literals, tuples of them, other constants,
 * known names (dtypes, math.pi), arithmetic, and calls of known builtins on
 * constants (np.float32(2.5), math.sqrt(2.0)). Whether such a call really
 * folds is decided when it is typed. */
static bool is_constant_expr(Scope *s, const Node *e);

/* A type as an argument of a signature: a type expression, or a name of a
 * scalar type (types.float64), of voidptr or of unicode_type. */
static bool is_type_argument(Scope *s, const Node *e) {
  if (scope_is_type_expr(s, e))
    return true;
  const Symbol *sym = e->kind == AST_NAME || e->kind == AST_ATTR ? scope_static_symbol(s, e) : NULL;
  return sym && sym->kind == SYM_BUILTIN &&
         (builtin_kind(sym->builtin) == BK_DTYPE || sym->builtin == BI_NBT_VOIDPTR ||
          sym->builtin == BI_NBT_UNICODE_TYPE);
}

/* A signature written as a call of its result type on types
 * (types.void(types.CPointer(types.double), types.intc)), which a program
 * names at the top level for @cfunc(c_sig): a scalar type called on at
 * least one type, or void on any. np.float32(2.5) converts a value. */
static bool is_signature_call(Scope *s, const Node *e) {
  const Symbol *sym = scope_static_symbol(s, e->call.func);
  if (!sym || sym->kind != SYM_BUILTIN || e->call.keywords.len)
    return false;
  bool is_void = sym->builtin == BI_NB_VOID || sym->builtin == BI_NBT_VOID;
  if (!is_void && (builtin_kind(sym->builtin) != BK_DTYPE || e->call.args.len == 0))
    return false;
  for (int k = 0; k < e->call.args.len; k++)
    if (!is_type_argument(s, e->call.args.v[k]))
      return false;
  return true;
}

bool scope_is_type_expr(Scope *s, const Node *e) {
  if (e->kind == AST_SUBSCRIPT) {
    const Node *idx = e->sub.index;
    int n = idx->kind == AST_TUPLE ? idx->seq.elts.len : 1;
    for (int k = 0; k < n; k++) {
      const Node *d = idx->kind == AST_TUPLE ? idx->seq.elts.v[k] : idx;
      if (d->kind != AST_SLICE || d->slice.lo || d->slice.hi)
        return false;
    }
    const Symbol *sym = scope_static_symbol(s, e->sub.value);
    return sym && sym->kind == SYM_BUILTIN;
  }
  if (e->kind == AST_CALL) {
    const Symbol *sym = scope_static_symbol(s, e->call.func);
    BuiltinId id = sym && sym->kind == SYM_BUILTIN ? sym->builtin : BI_NONE;
    return id == BI_NBT_UNITUPLE || id == BI_NBT_TUPLE || id == BI_NBT_LISTTYPE || id == BI_NBT_DICTTYPE ||
           id == BI_NBT_CPOINTER || is_signature_call(s, e);
  }
  return false;
}

/* Whether e is MPI.COMM_WORLD or MPI.COMM_SELF, directly or through a
 * global constant (comm = MPI.COMM_WORLD). */
static bool is_predefined_comm(Scope *s, const Node *e) {
  for (int depth = 0; e && depth < 8; depth++) {
    const Symbol *sym = e->kind == AST_NAME || e->kind == AST_ATTR ? scope_static_symbol(s, e) : NULL;
    if (!sym)
      return false;
    if (sym->kind == SYM_BUILTIN)
      return sym->builtin == BI_MPI_COMM_WORLD || sym->builtin == BI_MPI_COMM_SELF;
    if (sym->kind != SYM_CONSTANT)
      return false;
    e = sym->value;
  }
  return false;
}

/* The rank and size of a predefined communicator (comm.Get_rank(),
 * comm.size) are fixed for the whole run, so a global assigned one of them
 * is a constant that functions may read, as MPI programs' functions read
 * their global rank and size: each read asks MPI again, which costs a
 * function call. */
static bool is_mpi_rank_or_size(Scope *s, const Node *e) {
  static const char *const names[] = {"Get_rank", "Get_size", "rank", "size"};
  const Node *attr = e->kind == AST_CALL && !e->call.args.len && !e->call.keywords.len ? e->call.func : e;
  if (attr->kind != AST_ATTR)
    return false;
  for (int k = 0; k < 4; k++)
    if (strcmp(attr->attr.attr, names[k]) == 0 && (k < 2) == (e->kind == AST_CALL))
      return is_predefined_comm(s, attr->attr.value);
  return false;
}

static bool is_constant_expr(Scope *s, const Node *e) {
  if (is_mpi_rank_or_size(s, e))
    return true;
  switch (e->kind) {
  case AST_INT: case AST_FLOAT: case AST_IMAG: case AST_STR: case AST_TRUE: case AST_FALSE:
  case AST_NONE:
    return true;
  case AST_TUPLE: case AST_LIST:
    for (int k = 0; k < e->seq.elts.len; k++)
      if (!is_constant_expr(s, e->seq.elts.v[k]))
        return false;
    return true;
  case AST_BINOP: return is_constant_expr(s, e->bin.lhs) && is_constant_expr(s, e->bin.rhs);
  case AST_UNARY: return is_constant_expr(s, e->unary.operand);
  case AST_NAME: {
    const Symbol *sym = scope_lookup(s, e->name.id);
    return sym && (sym->kind == SYM_CONSTANT || sym->kind == SYM_BUILTIN || sym->kind == SYM_NAMEDTUPLE);
  }
  case AST_ATTR: {
    if (e->attr.value->kind != AST_NAME && e->attr.value->kind != AST_ATTR)
      return false;
    /* Resolve a.b.c through modules. */
    const Node *chain[16];
    int n = 0;
    const Node *p = e;
    while (p->kind == AST_ATTR && n < 16) {
      chain[n++] = p;
      p = p->attr.value;
    }
    if (p->kind != AST_NAME)
      return false;
    const Symbol *sym = scope_lookup(s, p->name.id);
    for (int k = n - 1; sym && k >= 0; k--)
      sym = scope_member(s, sym, chain[k]->attr.attr);
    return sym && sym->kind == SYM_BUILTIN;
  }
  case AST_SUBSCRIPT:
    /* A type: float64[:], types.int64[:, ::1] (a type alias of Numba
     * programs, read where a type is expected). */
    return scope_is_type_expr(s, e);
  case AST_CALL:
    if (!is_constant_expr(s, e->call.func))
      return false;
    /* A named tuple of constants, by position or keyword (Point(0, y=1)). */
    for (int k = 0; k < e->call.keywords.len; k++)
      if (e->call.func->kind != AST_NAME || scope_lookup(s, e->call.func->name.id)->kind != SYM_NAMEDTUPLE ||
          !e->call.keywords.v[k]->kw.arg || !is_constant_expr(s, e->call.keywords.v[k]->kw.value))
        return false;
    for (int k = 0; k < e->call.args.len; k++)
      if (!is_constant_expr(s, e->call.args.v[k]))
        return false;
    return true;
  default:
    return false;
  }
}

const Symbol *scope_static_symbol(Scope *s, const Node *e) {
  if (e->kind == AST_NAME)
    return scope_lookup(s, e->name.id);
  if (e->kind == AST_ATTR) {
    const Symbol *base = scope_static_symbol(s, e->attr.value);
    return base ? scope_member(s, base, e->attr.attr) : NULL;
  }
  return NULL;
}

static bool is_decorator(BuiltinId id) {
  return id == BI_NB_JIT || id == BI_NB_NJIT || id == BI_NB_VECTORIZE || id == BI_CUDA_JIT ||
         id == BI_NB_REGISTER_JITABLE || id == BI_NB_GENERATED_JIT || id == BI_NB_OVERLOAD ||
         id == BI_NB_GUVECTORIZE || id == BI_CUDA_REDUCE || id == BI_NB_STENCIL || id == BI_NB_CFUNC;
}

/* Why an expression used as a decorator is not one of §5, in Python's
 * words where it has them; NULL for @jit, @njit, @vectorize and @cuda.jit. */
const char *scope_decorator_problem(Scope *s, const Node *dec) {
  const Node *callee = dec->kind == AST_CALL ? dec->call.func : dec;
  const Symbol *sym = scope_static_symbol(s, callee);
  if (sym && sym->kind == SYM_BUILTIN && is_decorator(sym->builtin))
    return NULL;
  Arena *a = s->m->arena;
  const char *supported = "arrc compiles functions decorated with @jit, @njit, @vectorize, @guvectorize, @stencil, "
                          "@generated_jit, @register_jitable, @overload, @cfunc, @cuda.jit or @cuda.reduce";
  if (sym && sym->kind == SYM_MODULE)
    return arena_printf(a, "module '%s' is not a decorator; %s", sym->path, supported);
  if (sym && sym->kind == SYM_BUILTIN)
    return arena_printf(a, "'%s' is not a decorator; %s", sym->path, supported);
  if (sym)
    return arena_printf(a, "'%s' is not one of Numba's decorators; %s", sym->name, supported);
  if (callee->kind == AST_NAME)
    return arena_printf(a, "name '%s' is not defined", callee->name.id);
  if (callee->kind == AST_ATTR) {
    const Symbol *base = scope_static_symbol(s, callee->attr.value);
    if (base && base->kind == SYM_MODULE) {
      if (scope_unsupported(base->path, callee->attr.attr))
        return arena_printf(a, "'%s.%s' is not supported by arrc yet", base->path, callee->attr.attr);
      /* arrc lists all of Numba's decorators, not all of NumPy. */
      bool numba = strncmp(base->path, "numba", 5) == 0;
      return arena_printf(a, "module '%s' has no attribute '%s'%s", base->path, callee->attr.attr,
                          numba ? "" : " that arrc knows");
    }
    if (!base && (callee->attr.value->kind == AST_NAME || callee->attr.value->kind == AST_ATTR))
      return scope_decorator_problem(s, callee->attr.value);
  }
  return arena_printf(a, "this decorator is not supported; %s", supported);
}

/* A decorator applied as a call (§5): `jit(f)`, `jit(sig)(f)`,
 * `cuda.jit(device=True)(f)`, `vectorize([...])(f)`: one positional
 * argument naming a function of the program. */
static bool is_decorator_call(Scope *s, const Node *e) {
  if (e->kind != AST_CALL || e->call.args.len != 1 || e->call.args.v[0]->kind != AST_NAME)
    return false;
  const Symbol *f = scope_lookup(s, e->call.args.v[0]->name.id);
  if (!f || f->kind != SYM_FUNCTION)
    return false;
  const Node *callee = e->call.func->kind == AST_CALL ? e->call.func->call.func : e->call.func;
  if (e->call.func->kind != AST_CALL && e->call.keywords.len > 0)
    return false;
  const Symbol *dec = scope_static_symbol(s, callee);
  return dec && dec->kind == SYM_BUILTIN && is_decorator(dec->builtin);
}

const Symbol *scope_decorated(Scope *s, const Node *call) {
  if (!is_decorator_call(s, call))
    return NULL;
  const char *key = (const char *)call;
  Symbol *sym = find(&s->decorated, key);
  if (sym)
    return sym;
  for (SymEntry *e = s->functions; e; e = e->next)
    if (e->sym->value == call)
      return e->sym;
  sym = arena_alloc(s->m->arena, sizeof *sym);
  sym->kind = SYM_FUNCTION;
  sym->name = call->call.args.v[0]->name.id;
  sym->value = call;
  sym->loc = call->loc;
  bind(s, &s->decorated, key, sym);
  return sym;
}

Scope *scope_build(Module *m) {
  Scope *s = arena_alloc(m->arena, sizeof *s);
  s->m = m;
  ptrmap_init(&s->names, m->arena);
  ptrmap_init(&s->paths, m->arena);
  ptrmap_init(&s->decorated, m->arena);
  ptrmap_init(&s->builtins, m->arena);
  ptrmap_init(&s->members, m->arena);
  m->scope = s;
  const NodeList *body = &m->ast->module.body;
  Assignments as = {0};
  collect_assignments(s, &as, body, false);
  bind_imports(s, &s->names, body);
  PtrMap changed;
  ptrmap_init(&changed, m->arena);
  globals_changed_in_place(m->ast, &changed);
  for (int k = 0; k < body->len; k++) {
    const Node *st = body->v[k];
    switch (st->kind) {
    case AST_FUNCDEF: {
      Symbol *sym = arena_alloc(m->arena, sizeof *sym);
      sym->kind = SYM_FUNCTION;
      sym->name = st->def.name;
      sym->node = st;
      sym->loc = st->loc;
      bind(s, &s->names, st->def.name, sym);
      break;
    }
    case AST_CLASSDEF: {
      Symbol *sym = arena_alloc(m->arena, sizeof *sym);
      sym->ntuple = namedtuple_define(s, m->arena, st);
      sym->kind = sym->ntuple ? SYM_NAMEDTUPLE : SYM_CLASS;
      sym->name = st->cls.name;
      sym->node = st;
      sym->loc = st->loc;
      bind(s, &s->names, st->cls.name, sym);
      break;
    }
    default:
      break;
    }
  }
  /* Constants may use earlier constants, so classify in program order. */
  for (int k = 0; k < as.len; k++) {
    Assignment *a = &as.v[k];
    if (find(&s->names, a->name))
      continue;
    Symbol *sym = arena_alloc(m->arena, sizeof *sym);
    sym->name = a->name;
    sym->kind = SYM_VARIABLE;
    sym->node = a->stmt;
    if (a->count == 1 && a->stmt) {
      const Node *value = a->stmt->kind == AST_ASSIGN ? a->stmt->assign.value : a->stmt->ann.value;
      /* A module assigned once (la = np.linalg) is another name of it, as
       * `import numpy.linalg as la` would be, for functions too. */
      const Symbol *module = value ? scope_static_symbol(s, value) : NULL;
      if (module && module->kind == SYM_MODULE) {
        bind(s, &s->names, a->name, (Symbol *)module);
        continue;
      }
      sym->loc = a->stmt->loc;
      if ((sym->ntuple = namedtuple_define(s, m->arena, a->stmt)) != NULL) {
        sym->kind = SYM_NAMEDTUPLE;
      } else if (is_decorator_call(s, value)) {
        sym->kind = SYM_FUNCTION;
        sym->value = value;
      } else if (is_constant_expr(s, value)) {
        /* A list or an array that the program changes in place is one
         * object that functions must share (globals.c). */
        bool object = value->kind == AST_LIST || value->kind == AST_CALL;
        sym->changed_in_place = object && ptrmap_get(&changed, a->name);
        if (!sym->changed_in_place) {
          sym->kind = SYM_CONSTANT;
          sym->value = value;
        }
      }
    }
    bind(s, &s->names, a->name, sym);
  }
  return s;
}
