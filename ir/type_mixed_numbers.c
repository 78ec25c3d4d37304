/* Where numbers of different kinds meet in one container or result, and
 * Python keeps each number's own type where arrc's static types cannot:
 * a list display of ints and floats ([1, 2.5] prints [1, 2.5] in Python;
 * an arrc list has one element type, so it would print [1.0, 2.5]), a
 * float stored into a list of ints (Python keeps 3.5, a list of int64
 * would truncate it), max() and min() of an int and a float (Python gives
 * back whichever argument wins, with its type). Each of these is a
 * compile-time error in host code that says how to write the program
 * instead, except where the difference cannot show: a display that only
 * feeds a NumPy function (np.array([1, 2.5]) converts every element) or
 * sum(). Jitted code follows Numba, which unifies a display's numbers
 * (Numba 0.56 types [1, 2.5] as a list of float64, max(3, 2.5) as a
 * float) and a list's type across its appends: an append that would
 * need that retyping is an error there too. */
#include <stdbool.h>
#include <string.h>

#include "infer.h"
#include "type_mixed_numbers.h"

/* The kinds of numbers in the order Python widens them. */
static int number_rank(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return 1;
  case TY_INT: return 2;
  case TY_FLOAT: return 3;
  case TY_COMPLEX: return 4;
  default: return 0;
  }
}

/* Python's name of a number kind, for messages. */
static const char *kind_word(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return "bool";
  case TY_INT: return "int";
  case TY_FLOAT: return "float";
  case TY_COMPLEX: return "complex";
  default: return t->name;
  }
}

/* kind_word with its article: "an int", "a float". */
static const char *kind_phrase(const Type *t) {
  switch (t->kind) {
  case TY_BOOL: return "a bool";
  case TY_INT: return "an int";
  case TY_FLOAT: return "a float";
  case TY_COMPLEX: return "a complex";
  default: return t->name;
  }
}

/* Whether the builtin a call calls takes its number arguments as values
 * whose kind cannot show: NumPy's functions convert them, math's compute
 * in floats, sum() of numbers with a float among them is a float, len()
 * only counts. */
static bool call_hides_kinds(const Instr *call, const Instr *arg) {
  if (call->ops.len == 0 || ir_resolve(call->ops.v[0]) == arg)
    return false;
  const Type *callee = ir_resolve(call->ops.v[0])->type;
  if (!callee || callee->kind != TY_BUILTIN)
    return false;
  BuiltinId id = (BuiltinId)callee->id;
  BuiltinNamespace ns = builtin_namespace(id);
  return ns == NS_NUMPY || ns == NS_NUMPY_RANDOM || ns == NS_MATH || id == BI_SUM || id == BI_LEN;
}

/* Whether every use of v, an element read from a mixed list (an int that
 * arrc reads as a float), gives what Python's int would: arithmetic with a
 * float or a true division (a float either way), a comparison, a NumPy or
 * math function. */
static bool element_use_hides_kind(const Instr *v) {
  for (int u = 0; u < v->users.len; u++) {
    const Instr *user = ir_resolve(v->users.v[u]);
    if (user->op == IR_COMPARE)
      continue;
    if (user->op == IR_BINARY && user->ops.len == 2) {
      const Instr *other = ir_resolve(user->ops.v[ir_resolve(user->ops.v[0]) == v ? 1 : 0]);
      if (user->imm.op == OP_DIV ||
          (other->type && (other->type->kind == TY_FLOAT || other->type->kind == TY_COMPLEX)))
        continue;
      return false;
    }
    if (user->op == IR_CALL && call_hides_kinds(user, v))
      continue;
    return false;
  }
  return v->users.len > 0;
}

/* Whether every use of d, a list display or a list read from one, of
 * nesting depth levels (1: a list of numbers), cannot show its elements'
 * own types: an argument of a NumPy function, of sum() or len(), a value
 * stored into an array (a[idx] = [9.5, 7]), an element of an enclosing
 * display whose uses are such, or an element read (rows[0] is such a list
 * again; rows[0][2] such an element). The types of the uses are not asked:
 * they wait for the display's. */
static bool list_use_hides_kinds(const Instr *d, int levels, int depth) {
  if (depth > 16)
    return false;
  for (int u = 0; u < d->users.len; u++) {
    const Instr *user = ir_resolve(d->users.v[u]);
    if (user->op == IR_LIST || user->op == IR_TUPLE) {
      if (!list_use_hides_kinds(user, levels + 1, depth + 1))
        return false;
      continue;
    }
    if (user->op == IR_CALL && call_hides_kinds(user, d))
      continue;
    if (user->op == IR_SETITEM && user->ops.len == 3 && ir_resolve(user->ops.v[2]) == d &&
        ir_resolve(user->ops.v[0])->type && ir_resolve(user->ops.v[0])->type->kind == TY_ARRAY)
      continue;
    if (user->op == IR_GETITEM && ir_resolve(user->ops.v[0]) == d) {
      const Type *index = ir_resolve(user->ops.v[1])->type;
      bool slice = index && index->kind == TY_SLICE;
      int inner = slice ? levels : levels - 1;
      if (inner >= 1 ? list_use_hides_kinds(user, inner, depth + 1) : element_use_hides_kind(user))
        continue;
    }
    return false;
  }
  return d->users.len > 0;
}

/* The first operand of display from first on, every stride, that is a
 * number of another kind than elem; NULL when none is. */
static const Instr *odd_operand(const Instr *display, int first, int stride, const Type *elem) {
  for (int k = first; k < display->ops.len; k += stride) {
    const Instr *o = ir_resolve(display->ops.v[k]);
    if (o->type && type_is_number(o->type) && number_rank(o->type) != number_rank(elem))
      return o;
  }
  return NULL;
}

static const char *one_kind_example(const Type *elem) {
  return elem->kind == TY_FLOAT ? "2.0 for 2" : elem->kind == TY_COMPLEX ? "2+0j for 2" : "int(x)";
}

const Type *mixed_list_display_check(Infer *I, const Instr *display, const Type *elem) {
  if (!func_is_host(infer_func_kind(I)) || !elem || !type_is_number(elem))
    return NULL;
  const Instr *odd = odd_operand(display, 0, 1, elem);
  if (!odd || list_use_hides_kinds(display, 1, 0))
    return NULL;
  return infer_error(I, odd->loc,
                     "this list mixes %s and %s elements: Python keeps each element's type ([1, 2.5] prints "
                     "[1, 2.5]), an arrc list has one element type (%s), so it would print and compute as %s; "
                     "write the numbers as one kind (%s), or make the list a tuple or an array",
                     kind_word(odd->type), kind_word(elem), elem->name, kind_word(elem), one_kind_example(elem));
}

const Type *mixed_dict_set_display_check(Infer *I, const Instr *display, int first, int stride, const Type *elem,
                                         const char *what) {
  if (!func_is_host(infer_func_kind(I)) || !elem || !type_is_number(elem))
    return NULL;
  const Instr *odd = odd_operand(display, first, stride, elem);
  if (!odd)
    return NULL;
  return infer_error(I, odd->loc,
                     "these %s mix %s and %s numbers: Python keeps each one's type ({'a': 1, 'b': 2.5} prints "
                     "{'a': 1, 'b': 2.5}), arrc's have one type (%s), so they would print and compute as %s; "
                     "write the numbers as one kind (%s)",
                     what, kind_word(odd->type), kind_word(elem), elem->name, kind_word(elem), one_kind_example(elem));
}

const Type *mixed_store_check(Infer *I, SrcLoc loc, const Type *value, const Type *container, const Type *elem,
                              const char *what, JitStore jit) {
  if (!elem || !value || !type_is_number(value) || !type_is_number(elem) || number_rank(value) == number_rank(elem))
    return NULL;
  bool narrows = number_rank(value) > number_rank(elem);
  if (func_is_host(infer_func_kind(I)))
    return infer_error(I, loc,
                       "%s %s %s %s: Python keeps the %s as it is, arrc's %s has one element type, so it "
                       "would store it as %s (%s); make the elements one kind from the start (e.g. [0.0] or "
                       "float(x) when building it)",
                       what, kind_phrase(value), strcmp(what, "cannot store") == 0 ? "in" : "to", container->name,
                       kind_word(value), container->kind == TY_DICT ? "dict" : "list", kind_phrase(elem),
                       narrows ? "3.5 would become 3" : "2 would print as 2.0");
  if (!narrows || jit == JIT_CONVERTS)
    return NULL;
  if (jit == JIT_REFUSES)
    return infer_error(I, loc, "%s %s %s %s: Numba 0.56 has no such store (it does not convert %s to %s)", what,
                       kind_phrase(value), strcmp(what, "cannot store") == 0 ? "in" : "to", container->name,
                       kind_phrase(value), kind_phrase(elem));
  return infer_error(I, loc,
                     "%s %s to %s: Numba 0.56 retypes the whole list as %s from this append, which arrc does "
                     "not; make the list's elements %ss from the start (e.g. [1.0, 2.0])",
                     what, kind_phrase(value), container->name, kind_word(value), kind_word(value));
}

const Type *mixed_minmax_check(Infer *I, SrcLoc loc, const char *name, int n, const Type *const *types,
                               const Type *result) {
  if (!func_is_host(infer_func_kind(I)) || !result || !type_is_number(result))
    return NULL;
  for (int k = 0; k < n; k++)
    if (types[k] && type_is_number(types[k]) && number_rank(types[k]) != number_rank(result))
      return infer_error(I, loc,
                         "%s() of %s and %s: Python gives back the winning argument with its own type (max(3, 2.5) "
                         "is 3), arrc's result has one type (%s), so it would print %s; convert the arguments to "
                         "one kind first (%s(0.0, x) or %s(float(n), x))",
                         name, kind_word(types[k]), kind_word(result), result->name,
                         result->kind == TY_FLOAT ? "3.0" : "it differently", name, name);
  return NULL;
}
