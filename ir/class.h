/* Classes of the program (LANGUAGE.md, docs/language.md "Classes"): plain
 * Python classes in host code and @jitclass classes of
 * numba.experimental, one model for both.
 *
 * A class is a module-level symbol (SYM_CLASS). Its instances are
 * reference-counted objects of the runtime (runtime/object.c) whose fields
 * are typed: a @jitclass's by its spec (or the annotations of its body), a
 * plain class's by the assignments to them, unified as a variable's
 * definitions are. Methods are program functions whose first parameter is
 * the instance; each is specialized for the instance's type like any
 * other function, as jitted code for a @jitclass, as host code otherwise.
 *
 * The IR: `Foo(a)` is `%n = new @Foo` and `call @Foo(%n, a)`, which runs
 * __init__ on %n and gives %n; `obj.f = v` is SETATTR; `obj.m(a)` is a call
 * of the method with obj put first (infer_class.c rewrites it); reading a
 * property calls its getter; print() and f-strings call __str__ or
 * __repr__. */
#ifndef ARRC_CLASS_H
#define ARRC_CLASS_H

#include "ast.h"
#include "types.h"

typedef struct {
  const char *name;
  const Type *type;
  struct Instr *list_origin;  /* an empty list assigned to it: its append gives the type */
} ClassField;

typedef struct ClassInfo {
  const struct Symbol *sym;
  const char *name;
  const Node *def;           /* the CLASSDEF */
  bool jit;                  /* @jitclass: jitted methods, fields fixed by the spec */
  struct ClassInfo *base;    /* the one base class, or NULL */
  ClassField *fields;        /* in the order they are first assigned (a @jitclass: its spec) */
  int nfields, cap;
  const Type *cls, *instance;
} ClassInfo;

static inline const ClassInfo *class_of(const Type *t) {
  return t && (t->kind == TY_CLASS || t->kind == TY_INSTANCE) ? (const ClassInfo *)t->func : NULL;
}

/* The index of the field `name` in c's layout, or -1. */
int class_field_index(const ClassInfo *c, const char *name);

#endif
