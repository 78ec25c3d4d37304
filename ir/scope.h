/* Module-level names (LANGUAGE.md §1.1, §1.2): imports and their aliases,
 * functions, global constants, the builtins of §6 and the numba, numpy,
 * math and cuda namespaces. Names are resolved statically: `np.zeros`,
 * `nb.float32`, `cuda.threadIdx.x` and `math.pi` each name one known thing. */
#ifndef ARRC_SCOPE_H
#define ARRC_SCOPE_H

#include "ir.h"
#include "library.h"

typedef enum {
  SYM_MODULE,    /* an imported module or namespace: path "numpy", "numba.cuda" */
  SYM_BUILTIN,   /* a known function or value: path "numpy.zeros", "builtins.print" */
  SYM_FUNCTION,  /* a def of the program: node is the FUNCDEF; or a decorator
                    applied as a call (fast = jit(f)): node is the assignment
                    and value the call */
  SYM_CONSTANT,  /* a global constant (§1.2): value is its expression */
  SYM_VARIABLE,  /* any other top-level variable: not readable from functions */
  SYM_CLASS,     /* a class of the program: node is the CLASSDEF */
  SYM_NAMEDTUPLE /* a named tuple class (ir/namedtuple.h): node is the assignment or CLASSDEF */
} SymbolKind;

typedef struct Symbol {
  SymbolKind kind;
  const char *name;    /* the name in the program */
  const char *path;    /* MODULE, BUILTIN: the canonical dotted path */
  BuiltinId builtin;   /* BUILTIN: its row in ir/builtins.def; BI_NONE for an exception class */
  const Node *node;    /* FUNCTION: the FUNCDEF; CONSTANT, VARIABLE: the assignment */
  const Node *value;   /* CONSTANT: the assigned expression */
  SrcLoc loc;          /* where the name was bound */
  const struct NamedTupleClass *ntuple; /* NAMEDTUPLE: its fields */
  bool changed_in_place; /* VARIABLE: a list or array constant but for item assignments
                            or mutating methods (globals.c) */
} Symbol;

typedef struct Scope Scope;

/* Collects the module's top-level bindings; reports imports outside §1.1. */
Scope *scope_build(Module *m);
/* The module-level (or builtin) meaning of a name, or NULL. */
const Symbol *scope_lookup(const Scope *s, const char *name);
/* Binds the imports of a function's body (`import math` inside a def, in
 * its loops and branches too) in `into`, a map from the bound name to its
 * Symbol that the function's names are looked up in before the module's;
 * reports imports arrc does not know as the top level's are. */
void scope_bind_local_imports(Scope *s, PtrMap *into, const NodeList *body);
/* `sym.attr` for a module or namespace symbol: the member, or NULL when the
 * path is not one arrc knows. */
const Symbol *scope_member(Scope *s, const Symbol *sym, const char *attr);
/* The symbol of builtin row id, for code the compiler adds (np.asarray of
 * a list given to np.mean in host code). */
const Symbol *scope_builtin(Scope *s, BuiltinId id);

/* Binds name (one no program can write, such as "outer.inner") to def, a
 * function made by the compiler: a nested def lifted to the top level
 * (build_nested.c). */
void scope_bind_function(Scope *s, const char *name, const Node *def);

/* Binds name (one no program can write, such as "stencil.range") to the
 * builtin at path, for code the compiler writes as syntax (ir/stencil.c). */
void scope_bind_path(Scope *s, const char *name, const char *path);

/* The symbol an expression names statically: a name, or attributes of one
 * (np.zeros, cuda.threadIdx.x, nb.float32); NULL for anything else. */
const Symbol *scope_static_symbol(Scope *s, const Node *e);

/* Whether e writes a type that is no value: float64[:], types.int64[:, ::1],
 * types.UniTuple(...), types.Tuple(...), types.ListType(...),
 * types.DictType(...). A top-level name assigned one is a type alias,
 * read where a type is expected (signatures, Dict.empty). */
bool scope_is_type_expr(Scope *s, const Node *e);

/* Why dec (a decorator, or a decorator call such as njit(cache=True)) is
 * not one arrc compiles, as an error message; NULL when it is one. */
const char *scope_decorator_problem(Scope *s, const Node *dec);
/* Whether ns.name exists in Numba but not in arrc (numba.stencil,
 * numba.cuda.reduce). */
bool scope_unsupported(const char *ns, const char *name);

/* The function a decorator applied as a call makes (jit(f), jit(sig)(f),
 * cuda.jit(device=True)(f)), or NULL when the call is not one. */
const Symbol *scope_decorated(Scope *s, const Node *call);

#endif
