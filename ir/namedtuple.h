/* Named tuples (docs/language.md "Named tuples"): classes made at the top
 * level by collections.namedtuple('Point', ['x', 'y']) or by a class of
 * typing.NamedTuple with annotated fields, as Numba 0.56 supports them.
 *
 * A named tuple is a tuple whose type also points to its class (Type.func
 * of a TY_TUPLE), so two classes with the same field types are two types,
 * and Point(1, 2) and Point(1.5, 2.5) are two types of one class, as Numba
 * types each call (Point(int64 x 2), Point(float64 x 2)). Everything a
 * tuple does it does (indexing, unpacking, len, iteration, ==, <, hashing);
 * the class adds attribute access by field name, printing as
 * Point(x=1, y=2.5), _fields and _replace.
 *
 * A call Point(a, y=b) is put in field order, with the defaults filled in,
 * when the IR is built (the fields are known then), and becomes a tuple
 * instruction that carries the class's symbol. */
#ifndef ARRC_NAMEDTUPLE_H
#define ARRC_NAMEDTUPLE_H

#include "ast.h"
#include "infer.h"
#include "types.h"

typedef struct NamedTupleClass {
  const char *name;
  int nfields;
  const char **fields;
  const Node **defaults; /* per field: the expression of its default, or NULL */
} NamedTupleClass;

static inline const NamedTupleClass *namedtuple_of(const Type *t) {
  return t && t->kind == TY_TUPLE ? (const NamedTupleClass *)t->func : NULL;
}

/* The index of field `name`, or -1. */
int namedtuple_field(const NamedTupleClass *c, const char *name);

struct Scope;
/* The class a top-level statement defines: `P = namedtuple(...)` (stmt the
 * assignment) or `class P(NamedTuple): ...`; NULL when it defines none or
 * when its fields are not literal strings (the call is then reported where
 * the IR is built). */
NamedTupleClass *namedtuple_define(struct Scope *s, Arena *a, const Node *stmt);

struct Builder;
struct Infer;
struct Instr;
struct Symbol;
/* Point(a, y=b): a tuple instruction of the fields in order, defaults
 * filled in; Python's TypeError messages for missing or extra arguments. */
struct Instr *build_namedtuple_call(struct Builder *b, const Node *call, const struct Symbol *sym);
/* The types of that tuple instruction and of p.attr on a named tuple. */
const Type *namedtuple_tuple_type(struct Infer *I, const struct Instr *i, const Type *const *elems);
const Type *namedtuple_getattr_type(struct Infer *I, const struct Instr *i, const Type *t);
/* p._replace(x=3): the row namedtuple._replace of ir/builtins.def. */
const Type *t_namedtuple_replace(CallInfo *c);
/* p._asdict(): the call becomes the dict display {'x': p[0], 'y': p[1]}. */
const Type *t_namedtuple_asdict(CallInfo *c);

#endif
