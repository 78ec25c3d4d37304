/* The typing of str: its methods (the rows "str.*" of ir/builtins.def),
 * the builtins that make or read strings (str, repr, ord, chr, hex, oct,
 * bin, int(s, base)), and the operators on strings (+, *, comparisons,
 * `in`, indexing, slicing, iteration). What Numba 0.56 lacks in @njit
 * code (its page "Supported Python features", section str, and
 * numba/cpython/unicode.py) is an error there, and the results have
 * Numba's types: some of its is* predicates return an int. */
#include <string.h>

#include "infer_state.h"
#include "infer_str.h"
#include "infer_type.h"
#include "iterable.h"

static bool in_jit(const CallInfo *c) { return c->where == FUNC_JIT || c->where == FUNC_UFUNC; }

static bool is_int(const Type *t) { return type_is_int(t) || t->kind == TY_BOOL; }

static bool is_str(const Type *t) { return t->kind == TY_STR; }

static bool is_str_or_none(const Type *t) { return t->kind == TY_STR || t->kind == TY_NONE; }

static bool is_int_or_none(const Type *t) { return is_int(t) || t->kind == TY_NONE; }

/* A tuple of strings (startswith's prefixes). */
static bool is_str_tuple(const Type *t) {
  if (t->kind != TY_TUPLE || t->n == 0)
    return false;
  for (int k = 0; k < t->n; k++)
    if (t->elems[k]->kind != TY_STR)
      return false;
  return true;
}

/* What an argument of a method may be, by letter:
 *   s  a str            o  a str or None      i  an int
 *   n  an int or None (start, end)            b  a bool or an int
 *   p  a str or a tuple of str (startswith)   j  a list or tuple of str (join) */
static bool arg_fits(char kind, const Type *t) {
  switch (kind) {
  case 's': return is_str(t);
  case 'o': return is_str_or_none(t);
  case 'i': case 'b': return is_int(t);
  case 'n': return is_int_or_none(t);
  case 'p': return is_str(t) || is_str_tuple(t);
  case 'j':
    /* Any iterable of strings: a string's characters, a dict's keys, a
     * set, an iterator (codegen/lib_iterable.c walks it into a list). */
    return (t->kind == TY_LIST && (!t->elem || t->elem->kind == TY_STR)) ||
           (t->kind == TY_TUPLE && (t->n == 0 || is_str_tuple(t))) ||
           (t->kind != TY_ARRAY && type_iterable_elem(t) == ty_str);
  default: return false;
  }
}

static const char *arg_wanted(char kind) {
  switch (kind) {
  case 's': return "str";
  case 'o': return "str or None";
  case 'i': case 'b': return "an integer";
  case 'n': return "an integer or None";
  case 'p': return "str or a tuple of str";
  default: return "a list or tuple of str";
  }
}

typedef enum { R_STR, R_LIST, R_INT, R_BOOL, R_PRED, R_TRIPLE } Result;

/* Each method: its arguments (letters above, by position) and result.
 * R_PRED is a predicate, a bool in Python and, for the ones Numba
 * implements with an int result, an int in jitted code. */
static const struct {
  BuiltinId id;
  const char *args;
  Result result;
  bool numba_int;
} methods[] = {
    {BI_STR_SPLIT, "oi", R_LIST, false},      {BI_STR_RSPLIT, "oi", R_LIST, false},
    {BI_STR_SPLITLINES, "b", R_LIST, false},  {BI_STR_JOIN, "j", R_STR, false},
    {BI_STR_STRIP, "o", R_STR, false},        {BI_STR_LSTRIP, "o", R_STR, false},
    {BI_STR_RSTRIP, "o", R_STR, false},       {BI_STR_STARTSWITH, "pnn", R_BOOL, false},
    {BI_STR_ENDSWITH, "pnn", R_BOOL, false},  {BI_STR_FIND, "snn", R_INT, false},
    {BI_STR_RFIND, "snn", R_INT, false},      {BI_STR_INDEX, "snn", R_INT, false},
    {BI_STR_RINDEX, "snn", R_INT, false},     {BI_STR_COUNT, "snn", R_INT, false},
    {BI_STR_REPLACE, "ssi", R_STR, false},    {BI_STR_UPPER, "", R_STR, false},
    {BI_STR_LOWER, "", R_STR, false},         {BI_STR_TITLE, "", R_STR, false},
    {BI_STR_CAPITALIZE, "", R_STR, false},    {BI_STR_SWAPCASE, "", R_STR, false},
    {BI_STR_CASEFOLD, "", R_STR, false},      {BI_STR_ISALPHA, "", R_PRED, true},
    {BI_STR_ISDIGIT, "", R_PRED, true},       {BI_STR_ISDECIMAL, "", R_PRED, true},
    {BI_STR_ISNUMERIC, "", R_PRED, false},    {BI_STR_ISALNUM, "", R_PRED, true},
    {BI_STR_ISSPACE, "", R_PRED, false},      {BI_STR_ISUPPER, "", R_PRED, true},
    {BI_STR_ISLOWER, "", R_PRED, false},      {BI_STR_ISTITLE, "", R_PRED, false},
    {BI_STR_ISIDENTIFIER, "", R_PRED, false}, {BI_STR_ISASCII, "", R_PRED, true},
    {BI_STR_ISPRINTABLE, "", R_PRED, false},  {BI_STR_CENTER, "is", R_STR, false},
    {BI_STR_LJUST, "is", R_STR, false},       {BI_STR_RJUST, "is", R_STR, false},
    {BI_STR_ZFILL, "i", R_STR, false},        {BI_STR_PARTITION, "s", R_TRIPLE, false},
    {BI_STR_RPARTITION, "s", R_TRIPLE, false}, {BI_STR_EXPANDTABS, "i", R_STR, false},
};

const Type *str_method_type(CallInfo *c) {
  const char *name = builtin_short_name(c->id);
  for (size_t m = 0; m < sizeof methods / sizeof *methods; m++) {
    if (methods[m].id != c->id)
      continue;
    for (int k = 0; k < c->nargs; k++)
      if (!arg_fits(methods[m].args[k], c->types[k]))
        return infer_error(c->I, infer_arg_loc(c->call, k), "str.%s() argument %d must be %s, not %s", name, k + 1,
                           arg_wanted(methods[m].args[k]), c->types[k]->name);
    /* Numba's startswith takes one str prefix (its endswith takes all). */
    if (in_jit(c) && c->id == BI_STR_STARTSWITH && (c->nargs > 1 || !is_str(c->types[0])))
      return infer_error(c->I, c->call->loc, "str.startswith() with a tuple of prefixes or with start and end is "
                         "not supported in jitted code (Numba 0.56 takes one str prefix)");
    switch (methods[m].result) {
    case R_STR: return ty_str;
    case R_LIST: return type_list(ty_str);
    case R_INT: return ty_int64;
    case R_BOOL: return ty_bool;
    case R_PRED: return in_jit(c) && methods[m].numba_int ? ty_int64 : ty_bool;
    case R_TRIPLE: {
      const Type *three[3] = {ty_str, ty_str, ty_str};
      return type_tuple(3, three);
    }
    }
  }
  return infer_error(c->I, c->call->loc, "str has no method %s()", name);
}

/* str(x): of any value in host code; Numba's str() takes integers, bools
 * and strings only. */
const Type *str_conversion_type(CallInfo *c) {
  if (c->nargs == 0)
    return ty_str;
  const Type *t = c->types[0];
  if (t->kind == TY_NPZ)
    return infer_error(c->I, c->call->loc, "str() cannot show this value: %s", class_value_unprintable(t, true));
  if (in_jit(c) && !is_int(t) && !is_str(t))
    return infer_error(c->I, c->call->loc, "str() of %s is not supported in jitted code (Numba 0.56 converts "
                       "integers, bools and strings); convert it in host code or format it with an f-string",
                       t->name);
  return ty_str;
}

const Type *str_repr_type(CallInfo *c) {
  if (c->types[0]->kind == TY_NPZ)
    return infer_error(c->I, c->call->loc, "repr() cannot show this value: %s",
                       class_value_unprintable(c->types[0], true));
  return ty_str;
}

const Type *str_ord_type(CallInfo *c) {
  if (!is_str(c->types[0]))
    return infer_error(c->I, c->call->loc, "ord() expected string of length 1, but %s found", c->types[0]->name);
  return ty_int64;
}

const Type *str_chr_type(CallInfo *c) {
  if (!is_int(c->types[0]))
    return infer_error(c->I, c->call->loc, "chr() needs an integer, not %s", c->types[0]->name);
  return ty_str;
}

/* hex(), oct(), bin() of an integer. */
const Type *str_int_base_type(CallInfo *c) {
  if (!is_int(c->types[0]))
    return infer_error(c->I, c->call->loc, "'%s' object cannot be interpreted as an integer", c->types[0]->name);
  return ty_str;
}

/* int(s, base): Python's two-argument form, which Numba lacks. */
const Type *str_int_with_base_type(CallInfo *c) {
  if (in_jit(c))
    return infer_error(c->I, c->call->loc, "int() with a base is not supported in jitted code (Numba 0.56 has "
                       "only the one-argument form); parse the string in host code");
  if (!is_str(c->types[0]))
    return infer_error(c->I, c->call->loc, "int() can't convert non-string with explicit base");
  if (!is_int(c->types[1]))
    return infer_error(c->I, c->call->loc, "int() base must be an integer, not %s", c->types[1]->name);
  return ty_int64;
}

/* ---- operators ------------------------------------------------------------ */

const Type *str_binary_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  if (a->kind != TY_STR && b->kind != TY_STR)
    return NULL;
  if (I->cur && I->cur->gpu)
    return infer_error(I, i->loc, "strings are not available in GPU code");
  if (op == OP_ADD && a->kind == TY_STR && b->kind == TY_STR)
    return ty_str;
  if (op == OP_MUL && ((a->kind == TY_STR && is_int(b)) || (is_int(a) && b->kind == TY_STR)))
    return ty_str;
  return NULL;
}

const Type *str_compare_type(Infer *I, const Instr *i, AstOp op, const Type *a, const Type *b) {
  if (op == OP_IN || op == OP_NOTIN) {
    if (b->kind != TY_STR)
      return NULL;
    if (a->kind != TY_STR)
      return infer_error(I, i->loc, "'in <string>' requires string as left operand, not %s", a->name);
    return ty_bool;
  }
  if (a->kind != TY_STR || b->kind != TY_STR || op == OP_IS || op == OP_ISNOT)
    return NULL;
  return ty_bool;
}

const Type *str_getitem_type(Infer *I, const Instr *i, const Type *idx) {
  if (idx->kind == TY_SLICE || is_int(idx))
    return ty_str;
  return infer_error(I, i->loc, "string indices must be integers, not %s", idx->name);
}
