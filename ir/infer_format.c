/* The typing of string formatting (LANGUAGE.md §6.6): printf-style '%'
 * with a str on the left, str.format, format(), and the fields of
 * f-strings. A format string or spec that is a constant is checked here
 * with the runtime's own parsers (runtime/format_spec.h), so that what
 * Python would raise when the line runs is reported when the program
 * compiles, in Python's words ("ValueError: Unknown format code 'd' for
 * object of type 'float'"). What only the values can tell (a %c code point
 * out of range, a NaN given to %d) stays a run-time error.
 *
 * Numba 0.56 has none of this in nopython mode except f-strings without
 * format specs over str and int values (its "Supported Python features"
 * page), so the rest is host code only. */
#include <string.h>

#include "format_spec.h"
#include "formatting.h"
#include "infer_state.h"
#include "infer_type.h"

/* ---- what can be formatted ------------------------------------------------ */

bool format_type_ok(const Type *t) {
  switch (t->kind) {
  case TY_NONE: case TY_BOOL: case TY_INT: case TY_FLOAT: case TY_COMPLEX: case TY_STR: case TY_ARRAY:
  case TY_RANGE: case TY_DTYPE:
    return !(t->kind == TY_ARRAY && t->device);
  case TY_BUILTIN: case TY_EXCEPTION: case TY_CLASS:
    return !class_value_unprintable(t, true);
  case TY_OPTIONAL: case TY_LIST: case TY_SET:
    return !t->elem || format_type_ok(t->elem);
  case TY_DICT:
    return !t->elem || (format_type_ok(t->elem) && format_type_ok(t->value));
  case TY_TUPLE:
    for (int k = 0; k < t->n; k++)
      if (!format_type_ok(t->elems[k]))
        return false;
    return true;
  default:
    return false;
  }
}

const char *format_type_name(const Type *t) {
  static const struct { const Type *const *type; const char *name; } numpy_scalars[] = {
      {&ty_int8, "numpy.int8"}, {&ty_int16, "numpy.int16"}, {&ty_int32, "numpy.int32"},
      {&ty_uint8, "numpy.uint8"}, {&ty_uint16, "numpy.uint16"}, {&ty_uint32, "numpy.uint32"},
      {&ty_uint64, "numpy.uint64"}, {&ty_float32, "numpy.float32"}, {&ty_complex64, "numpy.complex64"},
  };
  for (size_t k = 0; k < sizeof numpy_scalars / sizeof *numpy_scalars; k++)
    if (*numpy_scalars[k].type == t)
      return numpy_scalars[k].name;
  switch (t->kind) {
  case TY_NONE: return "NoneType";
  case TY_BOOL: return "bool";
  case TY_INT: return "int";
  case TY_FLOAT: return "float";
  case TY_COMPLEX: return "complex";
  case TY_STR: return "str";
  case TY_ARRAY: return "numpy.ndarray";
  case TY_TUPLE: return "tuple";
  case TY_LIST: return "list";
  case TY_DICT: return "dict";
  case TY_SET: return "set";
  case TY_RANGE: return "range";
  case TY_OPTIONAL: return format_type_name(t->elem);
  default: return "type";
  }
}

static const Type *not_formattable(Infer *I, SrcLoc loc, const Type *t) {
  return infer_error(I, loc, "a value of type %s cannot be formatted by arrc", t->name);
}

/* The error Python raises, as "Kind: message". */
static const Type *python_error(Infer *I, SrcLoc loc, const arrc_format_error *err) {
  return infer_error(I, loc, "%s: %s", arrc_exception_name(err->kind), err->message);
}

/* The text of a constant string operand: a literal, or an f-string (a
 * field's spec) whose parts are all literals. */
static bool constant_text(Infer *I, const Instr *i, const char **s, size_t *len) {
  i = ir_resolve(i);
  if (i->op == IR_CONST_STR) {
    *s = i->imm.str.s;
    *len = i->imm.str.len;
    return true;
  }
  if (i->op != IR_FSTRING)
    return false;
  StrBuf sb = {0};
  for (int k = 0; k < i->ops.len; k++) {
    const Instr *part = ir_resolve(i->ops.v[k]);
    if (part->op != IR_CONST_STR) {
      sb_free(&sb);
      return false;
    }
    sb_printf(&sb, "%.*s", (int)part->imm.str.len, part->imm.str.s);
  }
  *len = sb.len;
  *s = sb.data ? arena_printf(I->a, "%s", sb.data) : "";
  sb_free(&sb);
  return true;
}

/* Checks a constant spec (after the conversion conv, 0 for none) for a
 * value of type t as the value's __format__ would. */
static bool check_spec(Infer *I, SrcLoc loc, const Type *t, uint32_t conv, const char *spec, size_t len) {
  arrc_format_error err;
  format_spec f;
  t = type_strip_optional(t);
  format_kind k;
  if (conv)
    k = FORMAT_STR;
  else if (t->kind == TY_BOOL)
    k = FORMAT_BOOL;
  else if (t->kind == TY_INT)
    k = FORMAT_INT;
  else if (t->kind == TY_FLOAT)
    k = FORMAT_FLOAT;
  else if (t->kind == TY_COMPLEX)
    k = FORMAT_COMPLEX;
  else if (t->kind == TY_STR)
    k = FORMAT_STR;
  else if (len == 0)
    return true;
  else {
    infer_error(I, loc, "TypeError: unsupported format string passed to %s.__format__", format_type_name(t));
    return false;
  }
  if (len == 0 || format_spec_parse_for(&f, spec, len, k, &err))
    return true;
  python_error(I, loc, &err);
  return false;
}

/* ---- f-strings -------------------------------------------------------------- */

static bool in_jit(const Infer *I) { return I->cur->info.kind == FUNC_JIT || I->cur->info.kind == FUNC_UFUNC; }

/* A field of an f-string: format(value, spec) after its conversion. */
const Type *infer_format_field_type(Infer *I, const Instr *i) {
  const Type *t = i->ops.v[0]->type;
  if (!format_type_ok(t))
    return not_formattable(I, i->loc, t);
  const char *spec;
  size_t len;
  if (i->ops.len > 1 && constant_text(I, i->ops.v[1], &spec, &len) &&
      !check_spec(I, i->loc, t, (uint32_t)i->imm.i, spec, len))
    return ty_error;
  return ty_str;
}

/* Numba formats f-strings in nopython mode only when every field is a str
 * or an int without a spec or conversion (str() of each); host code takes
 * every f-string. */
const Type *infer_fstring_type(Infer *I, const Instr *i) {
  FuncKind kind = I->cur->info.kind;
  if (func_is_host(kind))
    return ty_str;
  if (!in_jit(I) || I->cur->gpu)
    return infer_error(I, i->loc, "f-strings are only available in host code, not in %s functions",
                       ir_func_kind_name(kind));
  for (int k = 0; k < i->ops.len; k++) {
    const Instr *part = ir_resolve(i->ops.v[k]);
    if (part->op != IR_FORMAT)
      continue;
    const Type *t = part->ops.v[0]->type;
    if (part->ops.len > 1 || part->imm.i)
      return infer_error(I, part->loc, "f-strings in jitted functions take no format spec or conversion "
                         "(Numba formats their fields with str()); format in host code");
    if (t->kind != TY_STR && t->kind != TY_INT)
      return infer_error(I, part->loc, "f-strings in jitted functions format only str and int values "
                         "(Numba's str()), not %s; format in host code", t->name);
  }
  return ty_str;
}

/* ---- '%' ------------------------------------------------------------------------ */

/* Whether a value of type t is a Python int to '%' (bool included). */
static bool is_int(const Type *t) { return t->kind == TY_INT || t->kind == TY_BOOL; }

/* The error of conversion conv given a value of type t, if the type shows
 * it: mainformatlong, formatfloat and formatchar. Arrays and optionals are
 * left to run time (a one-element array is an int to %d). */
static bool percent_arg_ok(uint32_t conv, const Type *t, arrc_format_error *err) {
  if (t->kind == TY_OPTIONAL || t->kind == TY_ARRAY)
    return true;
  switch (percent_classify(conv)) {
  case PCT_TEXT: return true;
  case PCT_INT:
  case PCT_FLOAT:
    return is_int(t) || t->kind == TY_FLOAT || percent_wrong_type(conv, format_type_name(t), err);
  case PCT_INT_INDEX: return is_int(t) || percent_wrong_type(conv, format_type_name(t), err);
  case PCT_CHAR: return is_int(t) || t->kind == TY_STR || percent_wrong_type(conv, format_type_name(t), err);
  case PCT_BAD: break;
  }
  return true;
}

/* Runs a constant format string over the argument types as
 * arrc_percent_checked runs it over the values. */
static bool check_percent(const char *fmt, size_t len, const Type *const *args, int nargs, bool mapping,
                          arrc_format_error *err) {
  size_t pos = 0, chars = 0;
  int next = 0;
  while (pos < len) {
    if (fmt[pos] != '%') {
      chars += ((unsigned char)fmt[pos] & 0xc0) != 0x80;
      pos++;
      continue;
    }
    percent_directive d;
    if (!percent_parse(fmt, len, pos, chars, &d, err))
      return false;
    for (size_t k = pos; k < d.end; k++)
      chars += ((unsigned char)fmt[k] & 0xc0) != 0x80;
    pos = d.end;
    if (d.escaped_percent)
      continue;
    for (int star = 0; star < (int)d.width_star + (int)d.prec_star; star++) {
      if (next >= nargs)
        return format_fail(err, ARRC_TYPE_ERROR, "not enough arguments for format string");
      const Type *t = args[next++];
      if (!is_int(t) && t->kind != TY_OPTIONAL)
        return format_fail(err, ARRC_TYPE_ERROR, "* wants int");
    }
    if (next >= nargs)
      return format_fail(err, ARRC_TYPE_ERROR, "not enough arguments for format string");
    const Type *t = args[next++];
    if (percent_classify(d.conv) == PCT_BAD)
      return percent_unsupported(&d, err);
    if (!percent_arg_ok(d.conv, t, err))
      return false;
  }
  if (next < nargs && !mapping)
    return format_fail(err, ARRC_TYPE_ERROR, "not all arguments converted during string formatting");
  return true;
}

const Type *infer_percent_type(Infer *I, const Instr *i, const Type *right) {
  if (I->cur->gpu)
    return infer_error(I, i->loc, "strings are not available in GPU code");
  if (!func_is_host(I->cur->info.kind))
    return infer_error(I, i->loc, "'%%' formatting of strings is only available in host code, not in %s "
                       "functions (Numba has no printf-style formatting)", ir_func_kind_name(I->cur->info.kind));
  bool tuple = right->kind == TY_TUPLE;
  int nargs = tuple ? right->n : 1;
  const Type *const *args = tuple ? right->elems : &right;
  for (int k = 0; k < nargs; k++)
    if (!format_type_ok(args[k]))
      return not_formattable(I, i->loc, args[k]);
  const char *fmt;
  size_t len;
  arrc_format_error err;
  bool mapping = !tuple && (right->kind == TY_LIST || right->kind == TY_ARRAY);
  if (constant_text(I, i->ops.v[0], &fmt, &len) && !check_percent(fmt, len, args, nargs, mapping, &err))
    return python_error(I, i->loc, &err);
  return ty_str;
}

/* ---- str.format and format() --------------------------------------------------- */

/* The type of what a field's index or attribute chain reaches from a value
 * of type t ({0[1]}, {p.real}): items of tuples (by a constant index) and
 * lists, and .real and .imag of numbers; NULL after an error. The
 * generated code computes the value (codegen/lib_format.c). */
static const Type *chain_type(Infer *I, SrcLoc loc, const Type *t, const char *rest, size_t len) {
  arrc_format_error err;
  size_t pos = 0;
  for (;;) {
    format_name_step st;
    bool done;
    if (!format_next_step(rest, len, &pos, &st, &done, &err)) {
      python_error(I, loc, &err);
      return NULL;
    }
    if (done)
      return t;
    const char *key = rest + st.start;
    int klen = (int)st.len;
    if (st.is_attr && type_is_number(t) && ((klen == 4 && memcmp(key, "real", 4) == 0) ||
                                            (klen == 4 && memcmp(key, "imag", 4) == 0))) {
      t = t->kind == TY_COMPLEX ? type_float(t->bits / 2) : t->kind == TY_BOOL ? ty_int64 : t;
    } else if (st.is_attr && type_is_number(t)) {
      infer_error(I, loc, "AttributeError: '%s' object has no attribute '%.*s'", format_type_name(t), klen, key);
      return NULL;
    } else if (!st.is_attr && (t->kind == TY_TUPLE || t->kind == TY_LIST)) {
      const char *what = t->kind == TY_TUPLE ? "tuple" : "list";
      if (st.index < 0) {
        infer_error(I, loc, "TypeError: %s indices must be integers or slices, not str", what);
        return NULL;
      }
      if (t->kind == TY_TUPLE && st.index >= t->n) {
        infer_error(I, loc, "IndexError: tuple index out of range");
        return NULL;
      }
      t = t->kind == TY_TUPLE ? t->elems[st.index] : t->elem;
    } else {
      infer_error(I, loc, "%s '%c%.*s%s' of %s in a replacement field is not supported by arrc",
                  st.is_attr ? "the attribute" : "the index", st.is_attr ? '.' : '[', klen, key,
                  st.is_attr ? "" : "]", format_type_name(t));
      return NULL;
    }
  }
}

/* Runs a constant format string over the argument types as
 * arrc_str_format_checked runs it over the values. */
static bool check_fields(Infer *I, CallInfo *c, const char *s, size_t len, format_numbering *numbering, int depth) {
  arrc_format_error err;
  if (depth <= 0) {
    format_fail(&err, ARRC_VALUE_ERROR, "Max string recursion exceeded");
    python_error(I, c->call->loc, &err);
    return false;
  }
  size_t pos = 0;
  for (;;) {
    format_piece f;
    bool done;
    format_field_name fn;
    if (!format_next_piece(s, len, &pos, &f, &done, &err))
      goto failed;
    if (done)
      return true;
    if (!f.has_field)
      continue;
    if (!format_split_name(s + f.name_start, f.name_len, &fn, &err) || !format_number_field(numbering, &fn, &err))
      goto failed;
    const Type *t = NULL;
    if (fn.index >= 0) {
      if (fn.index >= c->nargs) {
        format_fail(&err, ARRC_INDEX_ERROR, "Replacement index %lld out of range for positional args tuple",
                    (long long)fn.index);
        goto failed;
      }
      t = c->types[fn.index];
    } else {
      for (int k = 0; k < c->nkw && !t; k++)
        if (strlen(c->kwnames[k]) == fn.first_len && memcmp(c->kwnames[k], s + f.name_start, fn.first_len) == 0)
          t = c->kwtypes[k];
      if (!t) {
        infer_error(I, c->call->loc, "KeyError: '%.*s'", (int)fn.first_len, s + f.name_start);
        return false;
      }
    }
    if (fn.has_rest && !(t = chain_type(I, c->call->loc, t, s + f.name_start + fn.first_len,
                                        f.name_len - fn.first_len)))
      return false;
    if (f.conv && f.conv != 'r' && f.conv != 's' && f.conv != 'a') {
      format_bad_conversion(f.conv, &err);
      goto failed;
    }
    if (f.spec_has_fields) {
      if (!check_fields(I, c, s + f.spec_start, f.spec_len, numbering, depth - 1))
        return false;
    } else if (!check_spec(I, c->call->loc, t, f.conv, s + f.spec_start, f.spec_len)) {
      return false;
    }
  }
failed:
  python_error(I, c->call->loc, &err);
  return false;
}

/* fmt.format(*args, **kwargs). */
const Type *t_str_format(CallInfo *c) {
  for (int k = 0; k < c->nargs + c->nkw; k++)
    if (!format_type_ok(c->types[k]))
      return not_formattable(c->I, c->call->loc, c->types[k]);
  const char *fmt;
  size_t len;
  format_numbering numbering = {0, 0};
  if (constant_text(c->I, c->receiver, &fmt, &len) && !check_fields(c->I, c, fmt, len, &numbering, 2))
    return ty_error;
  return ty_str;
}

/* format(value, format_spec=''). */
const Type *t_format(CallInfo *c) {
  const Type *t = c->types[0];
  if (!format_type_ok(t))
    return not_formattable(c->I, c->call->loc, t);
  if (c->nargs < 2)
    return ty_str;
  if (c->types[1]->kind != TY_STR)
    return infer_error(c->I, c->call->loc, "TypeError: format() argument 2 must be str, not %s",
                       format_type_name(c->types[1]));
  const char *spec;
  size_t len;
  if (constant_text(c->I, c->args[1], &spec, &len) && !check_spec(c->I, c->call->loc, t, 0, spec, len))
    return ty_error;
  return ty_str;
}
