/* The typing of NumPy's print options and text files (LANGUAGE.md §6.7):
 * np.set_printoptions, np.savetxt and np.loadtxt, in host code only, as
 * in Numba 0.56, which has none of them in nopython mode. */
#include <string.h>

#include "type_npio.h"
#include "infer_load.h"

/* np.set_printoptions(precision, threshold, edgeitems, linewidth,
 * suppress): each argument None (unchanged) or a number; NumPy refuses a
 * precision that is not an integer and a threshold that is not a number
 * with a TypeError, which arrc reports when compiling. */
const Type *t_np_set_printoptions(CallInfo *c) {
  static const char *const names[] = {"precision", "threshold", "edgeitems", "linewidth", "suppress"};
  for (int k = 0; k < c->nargs && k < 5; k++) {
    const Type *t = c->types[k];
    if (t->kind == TY_NONE)
      continue;
    bool ok = k == 1 ? type_is_number(t) && t->kind != TY_COMPLEX : type_is_int(t) || t->kind == TY_BOOL;
    if (!ok) {
      if (k == 0)
        return infer_error(c->I, c->call->loc, "precision must be an integer");
      if (k == 1)
        return infer_error(c->I, c->call->loc, "threshold must be numeric");
      return infer_error(c->I, c->call->loc, "set_printoptions(): %s must be an integer, not %s", names[k],
                         t->name);
    }
  }
  /* nanstr and infstr (positions 5 and 6), sign= and floatmode= (keywords
   * here: formatter, which arrc refuses, comes between them in NumPy's
   * order): strings. An unknown sign or floatmode that the program writes
   * is NumPy's ValueError. */
  for (int k = 5; k < c->nargs; k++)
    if (c->types[k]->kind != TY_NONE && c->types[k] != ty_str)
      return infer_error(c->I, infer_arg_loc(c->call, k), "set_printoptions(): %s must be a string, not %s",
                         k == 5 ? "nanstr" : "infstr", c->types[k]->name);
  for (int k = 0; k < c->nkw; k++) {
    const Type *t = c->kwtypes[k];
    const char *name = c->kwnames[k];
    if (t->kind == TY_NONE)
      continue;
    if (t != ty_str)
      return infer_error(c->I, infer_arg_loc(c->call, c->nargs + k), "set_printoptions(): %s must be a string, not %s",
                         name, t->name);
    const Instr *v = ir_resolve(c->kwargs[k]);
    if (v->op != IR_CONST_STR)
      continue;
    const char *text = v->imm.str.s;
    int len = v->imm.str.len;
    if (strcmp(name, "sign") == 0 && !(len == 1 && strchr("-+ ", text[0])))
      return infer_error(c->I, infer_arg_loc(c->call, c->nargs + k), "sign option must be one of ' ', '+', or '-'");
    if (strcmp(name, "floatmode") == 0) {
      static const char *const modes[] = {"fixed", "unique", "maxprec", "maxprec_equal"};
      bool known = false;
      for (int m = 0; m < 4; m++)
        known |= (int)strlen(modes[m]) == len && memcmp(modes[m], text, (size_t)len) == 0;
      if (!known)
        return infer_error(c->I, infer_arg_loc(c->call, c->nargs + k),
                           "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"");
    }
  }
  return ty_none;
}

static const Type *fail(CallInfo *c, const char *fmt, const char *name, const Type *t) {
  return infer_error(c->I, c->call->loc, fmt, name, t->name);
}

/* A string argument that may also be None (NumPy's default then). */
static bool str_or_none(const Type *t) { return t == ty_str || t->kind == TY_NONE; }

/* np.savetxt(fname, X, fmt, delimiter, newline, header, footer, comments):
 * a 1-D or 2-D real array; fmt a string or a list of strings, one per
 * column. None for a string parameter stands for NumPy's default. */
const Type *t_np_savetxt(CallInfo *c) {
  static const char *const names[] = {"fname", "X", "fmt", "delimiter", "newline", "header", "footer", "comments"};
  if (c->types[0] != ty_str)
    return fail(c, "np.savetxt() needs a file name string as '%s', not %s", names[0], c->types[0]);
  const Type *x = c->types[1];
  if (x->kind != TY_ARRAY || x->device)
    return fail(c, "np.savetxt() needs an array as '%s', not %s", names[1], x);
  if (x->ndim < 1 || x->ndim > 2)
    return infer_error(c->I, c->call->loc, "Expected 1D or 2D array, got %dD array instead", x->ndim);
  if (x->elem->kind == TY_COMPLEX)
    return infer_error(c->I, c->call->loc, "np.savetxt() of a complex array is not supported by arrc yet");
  for (int k = 2; k < c->nargs; k++) {
    const Type *t = c->types[k];
    bool ok = str_or_none(t) || (k == 2 && t->kind == TY_LIST && t->elem == ty_str);
    if (!ok)
      return fail(c, k == 2 ? "np.savetxt() needs a format string or a list of them as '%s', not %s"
                            : "np.savetxt() needs a string as '%s', not %s",
                  names[k], t);
  }
  return ty_none;
}

/* The columns usecols names: an int, or a tuple or list of ints. */
static bool usecols_type(const Type *t) {
  if (t->kind == TY_NONE || type_is_int(t))
    return true;
  if (t->kind == TY_LIST)
    return t->elem == ty_int64;
  if (t->kind != TY_TUPLE || t->n < 1)
    return false;
  for (int k = 0; k < t->n; k++)
    if (!type_is_int(t->elems[k]))
      return false;
  return true;
}

/* The number of columns usecols names, when the program says it (an
 * int, a tuple, a list display); -1 otherwise. */
static int usecols_count(const Instr *v, const Type *t) {
  if (type_is_int(t))
    return 1;
  if (t->kind == TY_TUPLE)
    return t->n;
  v = ir_resolve(v);
  return v->op == IR_LIST ? v->ops.len : -1;
}

/* The kinds of the parameters of np.loadtxt and np.genfromtxt that arrc
 * takes, by position; ARG_NDMIN may also be a keyword-only argument. */
typedef enum { ARG_FNAME, ARG_DTYPE, ARG_STR, ARG_INT, ARG_USECOLS, ARG_UNPACK, ARG_NDMIN, ARG_MAX_ROWS,
               ARG_FILLING } TableArg;

typedef struct {
  const char *fn;
  int nparams;
  const char *names[12];
  TableArg kinds[12];
} TableParams;

static const TableParams loadtxt_params = {
    "loadtxt", 9,
    {"fname", "dtype", "comments", "delimiter", "skiprows", "usecols", "unpack", "ndmin", "max_rows"},
    {ARG_FNAME, ARG_DTYPE, ARG_STR, ARG_STR, ARG_INT, ARG_USECOLS, ARG_UNPACK, ARG_NDMIN, ARG_MAX_ROWS}};

static const TableParams genfromtxt_params = {
    "genfromtxt", 10,
    {"fname", "dtype", "comments", "delimiter", "skip_header", "skip_footer", "filling_values", "usecols", "unpack",
     "max_rows"},
    {ARG_FNAME, ARG_DTYPE, ARG_STR, ARG_STR, ARG_INT, ARG_INT, ARG_FILLING, ARG_USECOLS, ARG_UNPACK,
     ARG_MAX_ROWS}};

static int position_of(const TableParams *ps, TableArg kind) {
  for (int k = 0; k < ps->nparams; k++)
    if (ps->kinds[k] == kind)
      return k;
  return -1;
}

static bool table_arg_ok(TableArg kind, const Type *t) {
  switch (kind) {
  case ARG_STR: return str_or_none(t);
  case ARG_INT: case ARG_NDMIN: return type_is_int(t);
  case ARG_USECOLS: return usecols_type(t);
  case ARG_UNPACK: return t->kind == TY_BOOL || t->kind == TY_NONE;
  case ARG_FILLING: return t->kind == TY_NONE || (type_is_number(t) && t->kind != TY_COMPLEX);
  default: return t->kind == TY_NONE || type_is_int(t);
  }
}

/* The value of ndmin: positional, keyword-only (genfromtxt), or 0. */
static bool table_ndmin(CallInfo *c, const TableParams *ps, int64_t *ndmin) {
  *ndmin = 0;
  const Instr *v = NULL;
  int pos = position_of(ps, ARG_NDMIN);
  if (pos >= 0 && c->nargs > pos)
    v = c->args[pos];
  for (int k = 0; k < c->nkw; k++)
    if (strcmp(c->kwnames[k], "ndmin") == 0)
      v = c->kwargs[k];
  return !v || infer_const_int(v, ndmin);
}

/* np.loadtxt and np.genfromtxt. The dtype is known when compiling; the
 * rank NumPy gives depends on the rows of the file, so arrc takes it from
 * an annotation on the variable, else from ndmin, usecols and max_rows
 * (one column or one row: 1-D), else from the array's uses (at least
 * 2-D, a table); the reader checks the file against it (runtime/npio.c). */
static const Type *table_type(CallInfo *c, const TableParams *ps) {
  if (c->types[0] != ty_str)
    return infer_error(c->I, c->call->loc, "np.%s() needs a file name string as 'fname', not %s", ps->fn,
                       c->types[0]->name);
  const Type *elem = dtype_arg(c, 1, ty_float64);
  if (!elem)
    return ty_error;
  if (elem->kind == TY_COMPLEX || !type_is_number(elem))
    return infer_error(c->I, c->call->loc, "np.%s() of %s is not supported by arrc yet", ps->fn, elem->name);
  for (int k = 2; k < c->nargs && k < ps->nparams; k++)
    if (!table_arg_ok(ps->kinds[k], c->types[k]))
      return infer_error(c->I, c->call->loc, "np.%s(): '%s' cannot be %s", ps->fn, ps->names[k], c->types[k]->name);
  int64_t ndmin;
  if (!table_ndmin(c, ps, &ndmin))
    return infer_error(c->I, c->call->loc, "np.%s() needs a constant ndmin (0, 1 or 2), which decides the "
                       "array's rank", ps->fn);
  if (ndmin < 0 || ndmin > 2)
    return infer_error(c->I, c->call->loc, "Illegal value of ndmin keyword: %lld", (long long)ndmin);
  if (c->call->annotation) {
    const Type *t = infer_annotation_type(c->I, c->call->annotation);
    if (!t)
      return ty_error;
    if (t->kind != TY_ARRAY || t->elem != elem)
      return infer_error(c->I, c->call->loc, "np.%s() returns an array of %s, but the annotation says %s", ps->fn,
                         elem->name, t->name);
    return type_array(elem, t->ndim, 'C');
  }
  int usecols = position_of(ps, ARG_USECOLS), max_rows = position_of(ps, ARG_MAX_ROWS);
  int64_t rows = -1;
  if ((c->nargs > usecols && usecols_count(c->args[usecols], c->types[usecols]) == 1) ||
      (c->nargs > max_rows && infer_const_int(c->args[max_rows], &rows) && rows == 1))
    return type_array(elem, ndmin == 2 ? 2 : 1, 'C');
  const Type *t = array_type_from_uses(c, elem, 2, true);
  if (t->kind == TY_ARRAY && t->ndim < ndmin)
    return type_array(elem, (int)ndmin, 'C');
  return t;
}

/* np.loadtxt(fname, dtype, comments, delimiter, skiprows, usecols,
 * unpack, ndmin, max_rows). */
const Type *t_np_loadtxt(CallInfo *c) { return table_type(c, &loadtxt_params); }

/* np.genfromtxt(fname, dtype, comments, delimiter, skip_header,
 * skip_footer, filling_values, usecols, unpack, max_rows, *, ndmin). */
const Type *t_np_genfromtxt(CallInfo *c) { return table_type(c, &genfromtxt_params); }
