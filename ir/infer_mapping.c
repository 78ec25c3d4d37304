/* Formatting with a mapping (LANGUAGE.md §6.6): "%(name)s" % d,
 * s.format_map(d) and s.format(**d), for a constant format string and a
 * dict d with str keys.
 *
 * arrc's dicts have one value type, so the fields are values of one type
 * that the format string names by key. Inference rewrites the operation
 * into the one without a mapping, with one d[key] per field, before the
 * operation: "%(name)s is %(age)d" % d becomes "%s is %d" % (d["name"],
 * d["age"]), and s.format_map(d) becomes s.format(name=d["name"], ...).
 * The lookups raise Python's KeyError for a missing key (KeyError: 'name')
 * and the rest is the formatting arrc already does. */
#include <string.h>

#include "format_spec.h"
#include "formatting.h"
#include "infer_dict.h"
#include "infer_state.h"

/* A constant format string, as infer_format.c reads one. */
static bool constant_format(const Instr *i, const char **s, size_t *len) {
  i = ir_resolve(i);
  if (i->op != IR_CONST_STR)
    return false;
  *s = i->imm.str.s;
  *len = i->imm.str.len;
  return true;
}

static Instr *const_str(Infer *I, Instr *before, const char *s, size_t len) {
  Instr *c = ir_insert_before(before, IR_CONST_STR, before->loc, 0, NULL);
  char *copy = arena_alloc(infer_arena(I), len + 1);
  memcpy(copy, s, len);
  copy[len] = '\0';
  c->imm.str.s = copy;
  c->imm.str.len = len;
  return c;
}

/* d[key], placed before `before`. */
static Instr *lookup(Infer *I, Instr *before, Instr *d, const char *key, size_t len) {
  Instr *ops[2] = {d, const_str(I, before, key, len)};
  return ir_insert_before(before, IR_GETITEM, before->loc, 2, ops);
}

static bool str_keyed(const Type *t) { return t->kind == TY_DICT && t->elem && t->elem->kind == TY_STR; }

/* ---- '%' ------------------------------------------------------------------ */

/* The directives of fmt with their keys: the format without the "(key)"
 * parts goes to *out and the keys to keys[]; false when a directive has no
 * key (Python then formats the dict itself, as arrc does) or the format is
 * malformed. Parentheses nest in a key, as in Python. */
static bool split_keys(Infer *I, const char *fmt, size_t len, StrBuf *out, const char ***keys, size_t **lens,
                       int *nkeys) {
  int cap = 0;
  for (size_t p = 0; p < len; p++)
    cap += fmt[p] == '%';
  *keys = arena_alloc(infer_arena(I), (size_t)(cap + 1) * sizeof **keys);
  *lens = arena_alloc(infer_arena(I), (size_t)(cap + 1) * sizeof **lens);
  *nkeys = 0;
  for (size_t p = 0; p < len;) {
    if (fmt[p] != '%') {
      sb_printf(out, "%c", fmt[p++]);
      continue;
    }
    if (p + 1 < len && fmt[p + 1] == '%') {
      sb_printf(out, "%%%%");
      p += 2;
      continue;
    }
    if (p + 1 >= len || fmt[p + 1] != '(')
      return false;
    size_t start = p + 2, q = start;
    for (int depth = 1; q < len; q++) {
      depth += fmt[q] == '(';
      depth -= fmt[q] == ')';
      if (depth == 0)
        break;
    }
    if (q >= len)
      return false;
    (*keys)[*nkeys] = fmt + start;
    (*lens)[(*nkeys)++] = q - start;
    sb_printf(out, "%%");
    p = q + 1;
  }
  return *nkeys > 0;
}

bool infer_percent_mapping(Infer *I, Instr *i, const Type *right) {
  const char *fmt;
  size_t len;
  if (!str_keyed(right) || !constant_format(i->ops.v[0], &fmt, &len) || !memchr(fmt, '(', len))
    return false;
  StrBuf out = {0};
  const char **keys;
  size_t *lens;
  int n;
  if (!split_keys(I, fmt, len, &out, &keys, &lens, &n)) {
    sb_free(&out);
    return false;
  }
  Instr **values = arena_alloc(infer_arena(I), (size_t)(n + 1) * sizeof *values);
  for (int k = 0; k < n; k++)
    values[k] = lookup(I, i, i->ops.v[1], keys[k], lens[k]);
  Instr *args = ir_insert_before(i, IR_TUPLE, i->loc, n, values);
  Instr *old = i->ops.v[0];
  ir_set_operand(i, 0, const_str(I, i, out.data ? out.data : "", out.len));
  ir_set_operand(i, 1, args);
  /* The format with its keys is no value of the program any more (a
   * string nothing uses would still be released where it dies). */
  if (old->op == IR_CONST_STR && old->users.len == 0)
    ir_remove(old);
  sb_free(&out);
  return true;
}

/* ---- str.format_map ------------------------------------------------------- */

/* Adds the keys of the fields of s (and of the fields nested in their
 * specs) to names[], once each; false on a positional field (Python's
 * ValueError) or a malformed string, left to str.format's checks. */
static bool field_keys(const char *s, size_t len, const char **names, size_t *lens, int *n, int cap, bool *positional) {
  size_t pos = 0;
  for (;;) {
    format_piece f;
    bool done;
    arrc_format_error err;
    if (!format_next_piece(s, len, &pos, &f, &done, &err))
      return false;
    if (done)
      return true;
    if (!f.has_field)
      continue;
    format_field_name fn;
    if (!format_split_name(s + f.name_start, f.name_len, &fn, &err))
      return false;
    if (fn.automatic || fn.index >= 0) {
      *positional = true;
      return false;
    }
    bool seen = false;
    for (int k = 0; k < *n && !seen; k++)
      seen = lens[k] == fn.first_len && memcmp(names[k], s + f.name_start, fn.first_len) == 0;
    if (!seen && *n < cap) {
      names[*n] = s + f.name_start;
      lens[(*n)++] = fn.first_len;
    }
    if (f.spec_has_fields && !field_keys(s + f.spec_start, f.spec_len, names, lens, n, cap, positional))
      return false;
  }
}

const Type *t_str_format_map(CallInfo *c) {
  Infer *I = c->I;
  const Type *d = c->types[0];
  if (d->kind != TY_DICT)
    return infer_error(I, c->call->loc, "str.format_map() takes a dict, not %s", d->name);
  if (!str_keyed(d))
    return infer_error(I, c->call->loc, "str.format_map() of %s is not supported by arrc: the fields name str keys",
                       d->name);
  const char *fmt;
  size_t len;
  if (!constant_format(c->receiver, &fmt, &len))
    return infer_error(I, c->call->loc, "str.format_map() needs a constant format string in arrc");
  int cap = 1;
  for (size_t p = 0; p < len; p++)
    cap += fmt[p] == '{';
  const char **names = arena_alloc(infer_arena(I), (size_t)cap * sizeof *names);
  size_t *lens = arena_alloc(infer_arena(I), (size_t)cap * sizeof *lens);
  int n = 0;
  bool positional = false;
  if (!field_keys(fmt, len, names, lens, &n, cap, &positional) && positional)
    return infer_error(I, c->call->loc, "ValueError: Format string contains positional fields");
  /* s.format_map(d) becomes s.format(k1=d["k1"], ...), typed next pass. */
  Instr *call = (Instr *)c->call, *callee = call->ops.v[0], *dict = call->ops.v[1];
  Instr **values = arena_alloc(infer_arena(I), (size_t)(n + 1) * sizeof *values);
  const char **kwnames = arena_alloc(infer_arena(I), (size_t)(n + 1) * sizeof *kwnames);
  for (int k = 0; k < n; k++) {
    values[k] = lookup(I, call, dict, names[k], lens[k]);
    kwnames[k] = values[k]->ops.v[1]->imm.str.s;
  }
  ir_clear_operands(call);
  ir_add_operand(call, callee);
  for (int k = 0; k < n; k++)
    ir_add_operand(call, values[k]);
  call->kwnames = kwnames;
  call->nkw = n;
  call->arglocs = NULL;
  callee->imm.str.s = "format";
  callee->imm.str.len = 6;
  callee->type = NULL;
  return ty_pending;
}
