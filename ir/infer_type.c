/* type(x) and classes used as values (LANGUAGE.md §6.1).
 *
 * arrc gives a Python int and a numpy.int64 the same type (int64), and so
 * for float/float64 and bool/bool_; Python does not: a[0] of an int64
 * array is a numpy.int64, len(a) an int. type(x) of such a number in host
 * code is therefore decided from where the value comes, by a walk over the
 * IR: elements of arrays, NumPy functions and array methods and
 * arithmetic with their results are NumPy's; literals, len(), int(),
 * math functions, jitted functions' results (which Numba boxes as Python
 * numbers) and arithmetic of those are Python's. Where the walk cannot
 * tell (a parameter, a field, a join of both kinds) type(x) is a compile
 * error that says so rather than a guess. Numbers of other widths
 * (float32, int32, uint8, ...) exist only as NumPy scalars.
 *
 * In @njit code Numba's rules hold: type() takes a number and gives
 * Numba's class of it (class(int64)), which may be called (type(x)(0))
 * and printed (int64), but not compared. */
#include <stdio.h>
#include <string.h>

#include "infer_type.h"
#include "infer_state.h"
#include "scope.h"
#include "type_mpi_obj.h"

/* ---- the text of classes and builtins --------------------------------------- */

static const struct {
  const char *path, *text;
} builtin_reprs[] = {
#define BUILTIN_REPR(path, text) {path, text},
#include "builtin_reprs.h"
#undef BUILTIN_REPR
};

static const char *builtin_repr(int id) {
  if (id <= (int)BI_NONE)
    return NULL;
  const char *path = builtin_path((BuiltinId)id);
  for (size_t k = 0; k < sizeof builtin_reprs / sizeof *builtin_reprs; k++)
    if (strcmp(builtin_reprs[k].path, path) == 0)
      return builtin_reprs[k].text;
  return NULL;
}

/* NumPy's name of a scalar type: numpy.bool_ for bool. */
static const char *numpy_scalar_name(const Type *scalar) {
  return scalar->kind == TY_BOOL ? "bool_" : scalar->name;
}

bool type_is_class_value(const Type *t) {
  switch (t->kind) {
  case TY_DTYPE: return t->n == 0;
  case TY_EXCEPTION: case TY_CLASS: return true;
  case TY_BUILTIN: {
    const char *text = builtin_repr(t->id);
    return text && strncmp(text, "<class ", 7) == 0;
  }
  default: return false;
  }
}

bool class_values_equal(const Type *a, const Type *b, bool identity) {
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  /* A dtype equals its scalar class (a.dtype == np.float32) but is
   * another object. */
  case TY_DTYPE: return a->elem == b->elem && (!identity || a->n == b->n);
  case TY_BUILTIN: return a->id == b->id;
  case TY_EXCEPTION: return strcmp(a->label, b->label) == 0;
  case TY_CLASS: return a->func == b->func;
  default: return a == b;
  }
}

const char *class_value_text(const Type *t, char *buf, size_t size) {
  switch (t->kind) {
  case TY_DTYPE:
    if (t->n)
      return NULL;
    snprintf(buf, size, "<class 'numpy.%s'>", numpy_scalar_name(t->elem));
    return buf;
  case TY_EXCEPTION:
    snprintf(buf, size, "<class '%s'>", t->label);
    return buf;
  case TY_CLASS:
    snprintf(buf, size, "<class '__main__.%s'>", t->label);
    return buf;
  case TY_BUILTIN: {
    const char *text = builtin_repr(t->id);
    if (!text)
      return NULL;
    snprintf(buf, size, "%s", text);
    return buf;
  }
  default:
    return NULL;
  }
}

const char *class_value_unprintable(const Type *t, bool host) {
  char buf[160];
  switch (t->kind) {
  case TY_FUNCTION:
    return "Python prints a function as its address (<function f at 0x...>), which a compiled program does not "
           "have; print its __name__ instead";
  case TY_BUILTIN:
    if (t->id < 0 || !class_value_text(t, buf, sizeof buf))
      return "Python prints this function as its address (<function ... at 0x...>), which a compiled program "
             "does not have; print its __name__ instead";
    break;
  case TY_EXCEPTION: case TY_CLASS:
    break;
  case TY_NPZ:
    return "NumPy prints an NpzFile as its address (<numpy.lib.npyio.NpzFile object at 0x...>), which a compiled "
           "program does not have; print its files instead";
  default:
    return NULL;
  }
  if (!host)
    return "Numba cannot print a class or a function in jitted code (it cannot convert it to a Python object)";
  return NULL;
}

const Type *class_compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  if (!type_is_class_value(a) && !type_is_class_value(b))
    return NULL;
  /* a.dtype == np.float64 and np.float32 != np.float64 have their rule in
   * compare_type (ir/infer_ops.c). */
  if (a->kind == TY_DTYPE && b->kind == TY_DTYPE && (op == OP_EQ || op == OP_NE))
    return NULL;
  if (op != OP_EQ && op != OP_NE && op != OP_IS && op != OP_ISNOT)
    return infer_error(I, i->loc, "classes can be compared only with ==, !=, is and is not");
  if (!func_is_host(infer_func_kind(I)))
    return infer_error(I, i->loc, "classes cannot be compared in jitted code: Numba 0.56 has no == of %s and %s; "
                       "compare them in host code", a->name, b->name);
  return ty_bool;
}

/* ---- where a number comes from ---------------------------------------------- */

typedef enum { FROM_NONE = 0, FROM_PYTHON = 1, FROM_NUMPY = 2, FROM_BOTH = 3, FROM_UNKNOWN = 4 } Origin;

/* Why the walk gave up, for the error message. */
typedef struct {
  const char *why;
  const Instr *seen[256]; /* the phis, parameters and calls on the walk's path, which loops and
                           * recursion reach again; the depth limit keeps it from filling */
  Origin assumed[256];    /* what each is taken to be when reached again */
  int nseen;
} Walk;

static Origin origin_of(Walk *w, const Instr *v, int depth);

static Origin join(Origin a, Origin b) {
  if (a == FROM_UNKNOWN || b == FROM_UNKNOWN)
    return FROM_UNKNOWN;
  return (Origin)(a | b);
}

static bool numpy_only(const Type *t) {
  return (t->kind == TY_INT && (t->bits < 64 || !t->is_signed)) || t == ty_float32 || t == ty_complex64;
}

static Origin unknown(Walk *w, const char *why) {
  if (!w->why)
    w->why = why;
  return FROM_UNKNOWN;
}

/* Where the elements of an iterable come from. */
static Origin elements_origin(Walk *w, const Instr *c, int depth) {
  c = ir_resolve(c);
  if (!c->type)
    return unknown(w, "its container's type is not known");
  if (c->type->kind == TY_ARRAY)
    return FROM_NUMPY;
  if (c->type->kind == TY_RANGE)
    return FROM_PYTHON;
  if (c->op == IR_LIST || c->op == IR_TUPLE || c->op == IR_SET) {
    Origin o = FROM_NONE;
    for (int k = 0; k < c->ops.len; k++)
      o = join(o, origin_of(w, c->ops.v[k], depth + 1));
    return o == FROM_NONE ? FROM_PYTHON : o;
  }
  return unknown(w, "it is an element of a container whose elements arrc does not follow");
}

/* Where the operands of v from the first on come from, joined; with
 * numpy_wins, one NumPy operand makes the result NumPy's whatever the
 * others are, as in arithmetic (a[0] + 1, 1 < a[0], abs(b[0])). */
static Origin operands_origin(Walk *w, const Instr *v, int first, int depth, bool numpy_wins) {
  Origin o = FROM_NONE;
  bool numpy = false;
  for (int k = first; k < v->ops.len; k++) {
    const Instr *a = ir_resolve(v->ops.v[k]);
    if (a->type && (a->type->kind == TY_ARRAY))
      o = join(o, FROM_NUMPY);
    else if (a->type && (a->type->kind == TY_LIST || a->type->kind == TY_TUPLE))
      o = join(o, elements_origin(w, a, depth));
    else if (a->type && type_is_number(a->type))
      o = join(o, origin_of(w, a, depth + 1));
    numpy |= o == FROM_NUMPY || o == FROM_BOTH;
  }
  if (numpy_wins && numpy)
    return FROM_NUMPY;
  return o == FROM_NONE ? FROM_PYTHON : o;
}

/* Pushes v on the walk's path; false when it is there already (a loop or
 * a recursion) or the path is full. */
static bool enter(Walk *w, const Instr *v) {
  for (int k = 0; k < w->nseen; k++)
    if (w->seen[k] == v)
      return false;
  if (w->nseen == (int)(sizeof w->seen / sizeof *w->seen))
    return false;
  w->assumed[w->nseen] = FROM_NONE;
  w->seen[w->nseen++] = v;
  return true;
}

/* What v was taken to be, when it is on the walk's path. */
static Origin assumed(const Walk *w, const Instr *v) {
  for (int k = 0; k < w->nseen; k++)
    if (w->seen[k] == v)
      return w->assumed[k];
  return FROM_NONE;
}

/* The result of a call of a program function: Numba boxes a jitted
 * function's number as a Python number; a host function's comes from its
 * return statements (in all its specializations). */
static Origin result_origin(Walk *w, const Instr *call, const Symbol *sym, int depth) {
  if (call->type && numpy_only(call->type))
    return FROM_NUMPY;
  if (!sym || sym->kind != SYM_FUNCTION)
    return unknown(w, "it is the result of a call arrc does not follow");
  if (!enter(w, call))
    return assumed(w, call);
  Origin o = FROM_NONE;
  bool found = false;
  Module *m = call->block->func->module;
  for (const Func *g = m->funcs; g; g = g->next_in_module) {
    if (g->def != sym->node)
      continue;
    found = true;
    if (!func_is_host(g->kind)) {
      o = join(o, FROM_PYTHON);
      continue;
    }
    for (const Block *b = g->entry; b; b = b->next_in_func) {
      const Instr *t = b->last;
      if (t && t->op == IR_RETURN && t->ops.len == 1 && t->ops.v[0]->type && type_is_number(t->ops.v[0]->type))
        o = join(o, origin_of(w, t->ops.v[0], depth + 1));
    }
  }
  w->nseen--;
  if (!found)
    return unknown(w, "it is the result of a call arrc does not follow");
  if (o == FROM_BOTH && !w->why)
    w->why = "it is the result of a function that returns a Python number and a NumPy scalar";
  return o;
}

static Origin call_origin(Walk *w, const Instr *v, int depth) {
  const Type *callee = v->ops.v[0]->type;
  if (!callee)
    return unknown(w, "it comes from a call arrc cannot follow");
  if (callee->kind == TY_DTYPE)
    return FROM_NUMPY;
  if (callee->kind == TY_FUNCTION)
    return result_origin(w, v, callee->func, depth);
  if (callee->kind != TY_BUILTIN || callee->id <= (int)BI_NONE)
    return unknown(w, "it comes from a call arrc cannot follow");
  BuiltinId id = (BuiltinId)callee->id;
  if (mpi_obj_passes_value(id)) {
    /* mpi4py's messages of Python values arrive as the kind of number
     * sent: comm.allreduce(np.float64(x)) is a numpy.float64. */
    const Instr *sources[16];
    int n = mpi_obj_value_sources(v, sources, 16);
    if (!enter(w, v))
      return assumed(w, v);
    Origin o = FROM_NONE;
    for (int k = 0; k < n; k++)
      o = join(o, origin_of(w, sources[k], depth + 1));
    w->nseen--;
    if (o == FROM_BOTH && !w->why)
      w->why = "it is received from sends of a Python number and of a NumPy scalar";
    return o == FROM_NONE ? FROM_PYTHON : o;
  }
  if (id == BI_MPI_COMM_SCATTER_OBJ)
    return elements_origin(w, v->ops.v[1], depth + 1);
  switch (builtin_namespace(id)) {
  case NS_NUMPY: case NS_ARRAY:
    return FROM_NUMPY;
  case NS_NUMPY_RANDOM:
    /* np.random's functions return Python floats and ints when they
     * make one value. */
    return FROM_PYTHON;
  case NS_PYTHON:
    switch (id) {
    /* abs(), min(), max(), sum(), pow() and divmod() keep the kind of
     * their arguments (abs(a[0]) is a numpy.int64). */
    case BI_ABS: case BI_SUM: case BI_POW: case BI_DIVMOD:
      return operands_origin(w, v, 1, depth, true);
    case BI_MIN: case BI_MAX: {
      /* min() and max() return one of their arguments: which one, when
       * their kinds differ, is known only when the program runs. */
      Origin o = operands_origin(w, v, 1, depth, false);
      if (o == FROM_BOTH)
        return unknown(w, "min() and max() of a Python number and a NumPy scalar give either");
      return o;
    }
    default:
      return FROM_PYTHON;
    }
  default:
    return FROM_PYTHON;
  }
}

static Origin unpack_origin(Walk *w, const Instr *v, int depth) {
  const Instr *from = ir_resolve(v->ops.v[0]);
  int k = (int)v->imm.i;
  if (from->op == IR_TUPLE && k < from->ops.len)
    return origin_of(w, from->ops.v[k], depth + 1);
  if (from->type && from->type->kind == TY_ARRAY)
    return FROM_NUMPY;
  if (from->op == IR_ITER_NEXT) {
    const Instr *it = ir_resolve(from->ops.v[0]);
    const Instr *iterable = it->op == IR_GETITER ? ir_resolve(it->ops.v[0]) : NULL;
    const Type *callee = iterable && iterable->op == IR_CALL ? iterable->ops.v[0]->type : NULL;
    if (callee && callee->kind == TY_BUILTIN && callee->id == (int)BI_ENUMERATE)
      return k == 0 ? FROM_PYTHON : elements_origin(w, iterable->ops.v[1], depth + 1);
    if (callee && callee->kind == TY_BUILTIN && callee->id == (int)BI_ZIP && k + 1 < iterable->ops.len)
      return elements_origin(w, iterable->ops.v[k + 1], depth + 1);
  }
  return unknown(w, "it is unpacked from a value arrc does not follow");
}

static bool calls_function(const Instr *call, const Func *f) {
  const Instr *callee = ir_resolve(call->ops.v[0]);
  const Symbol *sym = NULL;
  if (callee->op == IR_GLOBAL)
    sym = callee->imm.sym;
  else if (callee->type && callee->type->kind == TY_FUNCTION)
    sym = callee->type->func;
  return sym && sym->kind == SYM_FUNCTION && sym->node == f->def;
}

/* A parameter of a host function: where the arguments of its calls come
 * from, those calls of this specialization (the same argument type) that
 * pass it by position. */
static Origin param_origin(Walk *w, const Instr *v, int depth) {
  const Func *f = v->block->func;
  int k = (int)v->imm.i;
  const Type *want = f->param_types ? f->param_types[k] : NULL;
  if (!func_is_host(f->kind) || f->kind == FUNC_ENTRY)
    return unknown(w, "it is a function parameter");
  if (!enter(w, v))
    return assumed(w, v);
  Origin o = FROM_NONE;
  int sites = 0;
  for (const Func *g = f->module->funcs; g; g = g->next_in_module)
    for (const Block *b = g->entry; b; b = b->next_in_func)
      for (const Instr *call = b->first; call; call = call->next) {
        if (call->op != IR_CALL || !calls_function(call, f))
          continue;
        if (call->nkw || call->n || k + 1 >= call->ops.len) {
          o = unknown(w, "it is a parameter that a call passes by keyword, by *args or by default");
          continue;
        }
        const Instr *arg = ir_resolve(call->ops.v[k + 1]);
        if (want && arg->type && arg->type != want)
          continue;
        o = join(o, origin_of(w, arg, depth + 1));
        sites++;
      }
  w->nseen--;
  if (o == FROM_BOTH && !w->why)
    w->why = "it is a parameter that some calls pass a Python number and others a NumPy scalar";
  if (sites == 0 && o == FROM_NONE)
    return unknown(w, "it is a parameter of a function arrc sees no call of");
  return o;
}

static Origin origin_of(Walk *w, const Instr *v, int depth) {
  v = ir_resolve(v);
  if (depth > 64)
    return unknown(w, "its definition is too deep to follow");
  if (v->type && numpy_only(v->type))
    return FROM_NUMPY;
  switch (v->op) {
  case IR_CONST_INT: case IR_CONST_FLOAT: case IR_CONST_COMPLEX: case IR_CONST_BOOL:
  case IR_TRUTH: case IR_GLOBAL:
    return FROM_PYTHON;
  case IR_UNDEF:
    return FROM_NONE; /* unassigned on that path: Python raises there */
  case IR_GETITEM: {
    const Instr *obj = ir_resolve(v->ops.v[0]);
    if (obj->type && obj->type->kind == TY_ARRAY)
      return FROM_NUMPY;
    if (obj->op == IR_GETATTR && strcmp(obj->imm.str.s, "shape") == 0)
      return FROM_PYTHON;
    return elements_origin(w, obj, depth);
  }
  case IR_GETATTR: {
    const Instr *obj = ir_resolve(v->ops.v[0]);
    if (obj->type && obj->type->kind == TY_ARRAY)
      return FROM_PYTHON; /* a.size, a.ndim */
    if (obj->type && type_is_number(obj->type))
      return origin_of(w, obj, depth + 1); /* z.real */
    return unknown(w, "it is an attribute of an object");
  }
  case IR_BINARY: case IR_INPLACE: case IR_UNARY: case IR_COMPARE: case IR_CAST: case IR_NARROW: {
    /* `not x` is always Python's bool; arithmetic with a NumPy scalar
     * gives one (a[0] + 1, 1 < a[0]). */
    if (v->op == IR_UNARY && v->imm.op == OP_NOT)
      return FROM_PYTHON;
    return operands_origin(w, v, 0, depth, true);
  }
  case IR_CALL:
    return call_origin(w, v, depth);
  case IR_UNPACK:
    return unpack_origin(w, v, depth);
  case IR_ITER_NEXT: {
    const Instr *it = ir_resolve(v->ops.v[0]);
    return it->op == IR_GETITER ? elements_origin(w, it->ops.v[0], depth + 1)
                                : unknown(w, "it comes from an iterator arrc does not follow");
  }
  case IR_PHI: {
    /* A loop's variable: its value around the loop is assumed, from
     * nothing up, until the assumption holds (y = a[0], then y = y + k
     * is NumPy's all along). */
    if (!enter(w, v))
      return assumed(w, v);
    int at = w->nseen - 1;
    Origin o = FROM_NONE;
    for (int round = 0; round < 4; round++) {
      o = FROM_NONE;
      for (int k = 0; k < v->ops.len; k++)
        if (ir_resolve(v->ops.v[k]) != v)
          o = join(o, origin_of(w, v->ops.v[k], depth + 1));
      if (o == w->assumed[at])
        break;
      w->assumed[at] = o;
    }
    w->nseen--;
    if (o == FROM_BOTH && !w->why)
      w->why = "it is a Python number on one path and a NumPy scalar on another";
    return o;
  }
  case IR_PARAM:
    return param_origin(w, v, depth);
  default:
    return unknown(w, "arrc does not follow where it comes from");
  }
}

/* ---- the typing rules -------------------------------------------------------- */

static const Type *builtin_class(BuiltinId id) { return type_builtin((int)id, builtin_path(id)); }

/* The Python class of a number of type t. */
static const Type *python_number_class(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return builtin_class(BI_BOOL);
  case TY_INT: return builtin_class(BI_INT);
  case TY_FLOAT: return builtin_class(BI_FLOAT);
  default: return builtin_class(BI_COMPLEX);
  }
}

int host_number_is_numpy(const Instr *v, const char **why) {
  if (numpy_only(type_strip_optional(v->type)))
    return 1;
  Walk w = {0};
  Origin o = origin_of(&w, v, 0);
  if (why)
    *why = w.why ? w.why : "it may be either";
  return o == FROM_NUMPY ? 1 : o == FROM_PYTHON || o == FROM_NONE ? 0 : -1;
}

static const Type *host_number_class(CallInfo *c, const Type *t) {
  if (numpy_only(t))
    return type_dtype(t);
  Walk w = {0};
  Origin o = origin_of(&w, c->args[0], 0);
  if (o == FROM_NUMPY)
    return type_dtype(t);
  if (o == FROM_PYTHON || o == FROM_NONE)
    return python_number_class(t);
  const char *python = python_number_class(t)->label;
  return infer_error(c->I, c->call->loc,
                     "type() of this %s cannot be told when the program compiles: arrc gives Python's %s and "
                     "numpy.%s one type, and here %s; convert it first (%s(x) or np.%s(x))",
                     t->name, strrchr(python, '.') + 1, numpy_scalar_name(t),
                     w.why ? w.why : "it may be either", strrchr(python, '.') + 1, numpy_scalar_name(t));
}

const Type *t_type(CallInfo *c) {
  const Type *t = type_strip_optional(c->types[0]);
  bool host = func_is_host(c->where);
  if (c->gpu)
    return infer_error(c->I, c->call->loc, "type() is not available in GPU code");
  if (!host) {
    /* Numba 0.56: type() of a number gives its Numba class. */
    if (type_is_number(c->types[0]))
      return type_dtype(c->types[0]);
    return infer_error(c->I, c->call->loc, "type() in jitted code takes a number, not %s (Numba 0.56 has type() "
                       "only of numbers and named tuples)", c->types[0]->name);
  }
  if (c->types[0]->kind == TY_OPTIONAL)
    return infer_error(c->I, c->call->loc, "type() of a value that may be None (%s) is known only when the program "
                       "runs; test it against None first", c->types[0]->name);
  if (type_is_number(t))
    return host_number_class(c, t);
  /* `e` of `except E as e` is the exception's text in arrc, not an
   * exception object. */
  if (ir_resolve(c->args[0])->op == IR_EXC_VALUE)
    return infer_error(c->I, c->call->loc, "type(e) of an exception is not supported by arrc: 'e' of 'except ... as e' "
                       "holds the exception's message; name the class in the except clause");
  switch (t->kind) {
  case TY_STR: return builtin_class(BI_STR);
  case TY_LIST: return builtin_class(t->typed ? BI_NB_TYPED_LIST : BI_LIST);
  case TY_TUPLE: return builtin_class(BI_TUPLE);
  case TY_DICT: return builtin_class(t->typed ? BI_NB_TYPED_DICT : BI_DICT);
  case TY_SET: return builtin_class(BI_SET);
  case TY_RANGE: return builtin_class(BI_RANGE);
  case TY_ARRAY:
    if (!t->device)
      return builtin_class(BI_NP_NDARRAY);
    break;
  case TY_INSTANCE: return type_class(t->func, t->label);
  case TY_DTYPE: case TY_BUILTIN: case TY_EXCEPTION: case TY_CLASS:
    if (type_is_class_value(t))
      return builtin_class(BI_TYPE);
    break;
  default:
    break;
  }
  return infer_error(c->I, c->call->loc, "type() of %s is not supported by arrc", t->name);
}

const Type *t_ndarray_class(CallInfo *c) {
  return infer_error(c->I, c->call->loc, "np.ndarray(...) is not supported by arrc: make arrays with np.empty, "
                     "np.zeros or np.array");
}
