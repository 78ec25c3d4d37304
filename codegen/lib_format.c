/* String formatting (LANGUAGE.md §6.6): printf-style '%' on a str,
 * str.format and format(). Each argument is handed to the runtime
 * (runtime/strformat.c) as an arrc_fmt_arg record on the stack: numbers
 * and strings as themselves, any other value as its str() and repr()
 * (made here with cg_put_value, as print() makes them) and Python's name
 * of its type. The runtime then parses the format string, constant or not,
 * with the parsers the compiler already ran on a constant one
 * (ir/infer_format.c). */
#include <stdlib.h>
#include <string.h>

#include "format_spec.h"
#include "formatting.h"
#include "lower.h"

enum { ARG_KIND, ARG_BITS, ARG_IMAG_BITS, ARG_STR, ARG_REPR, ARG_TYPE_NAME, ARG_FIELDS };

static void *zalloc(size_t n) {
  void *p = xmalloc(n);
  memset(p, 0, n);
  return p;
}

/* arrc_fmt_arg: {int64 kind, int64 bits, int64 imag_bits, str *, str *,
 * const char *}. */
static LLVMTypeRef arg_type(Cg *cg) {
  LLVMTypeRef fields[ARG_FIELDS] = {cg->i64, cg->i64, cg->i64, cg->ptr, cg->ptr, cg->ptr};
  return LLVMStructTypeInContext(cg->ctx, fields, ARG_FIELDS, false);
}

static void store_field(Cg *cg, LLVMValueRef rec, int field, LLVMValueRef v) {
  LLVMBuildStore(cg->b, v, LLVMBuildStructGEP2(cg->b, arg_type(cg), rec, (unsigned)field, ""));
}

/* The text of str(v) or repr(v) as a new string. */
static LLVMValueRef text_of(Cg *cg, LLVMValueRef v, const Type *t, bool repr) {
  LLVMValueRef text = cg_text_new(cg);
  cg_put_value(cg, text, v, t, repr);
  LLVMValueRef s = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  return s;
}

/* Fills the record rec for the value v of type t. The strings made for it
 * go to the slots owned[0] and owned[1], which the caller releases after
 * the runtime call (they stay NULL when none was made). */
static void fill_arg(Cg *cg, LLVMValueRef rec, LLVMValueRef v, const Type *t, LLVMValueRef owned[2]) {
  int kind;
  LLVMValueRef bits = cg_i64(cg, 0), imag = cg_i64(cg, 0), str = LLVMConstNull(cg->ptr), repr = LLVMConstNull(cg->ptr);
  switch (t->kind) {
  case TY_BOOL:
    kind = ARRC_FMT_BOOL;
    bits = LLVMBuildZExt(cg->b, v, cg->i64, "");
    break;
  case TY_INT:
    kind = t == ty_uint64 ? ARRC_FMT_UINT : ARRC_FMT_INT;
    bits = t == ty_uint64 ? v : cg_convert(cg, v, t, ty_int64);
    break;
  case TY_FLOAT:
    kind = t->bits == 32 ? ARRC_FMT_FLOAT32 : ARRC_FMT_FLOAT;
    bits = LLVMBuildBitCast(cg->b, cg_convert(cg, v, t, ty_float64), cg->i64, "");
    break;
  case TY_COMPLEX: {
    kind = t->bits == 64 ? ARRC_FMT_COMPLEX64 : ARRC_FMT_COMPLEX;
    LLVMValueRef wide = cg_convert(cg, v, t, ty_complex128);
    bits = LLVMBuildBitCast(cg->b, LLVMBuildExtractValue(cg->b, wide, 0, ""), cg->i64, "");
    imag = LLVMBuildBitCast(cg->b, LLVMBuildExtractValue(cg->b, wide, 1, ""), cg->i64, "");
    break;
  }
  case TY_STR:
    kind = ARRC_FMT_STR;
    str = v;
    break;
  case TY_OPTIONAL: {
    LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "fmt_some");
    LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "fmt_none");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "fmt_done");
    LLVMBuildCondBr(cg->b, LLVMBuildExtractValue(cg->b, v, 0, ""), yes, no);
    LLVMPositionBuilderAtEnd(cg->b, yes);
    fill_arg(cg, rec, LLVMBuildExtractValue(cg->b, v, 1, ""), t->elem, owned);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, no);
    fill_arg(cg, rec, NULL, ty_none, owned);
    LLVMBuildBr(cg->b, done);
    LLVMPositionBuilderAtEnd(cg->b, done);
    return;
  }
  default:
    kind = ARRC_FMT_OBJECT;
    str = text_of(cg, v, t, false);
    repr = text_of(cg, v, t, true);
    LLVMBuildStore(cg->b, str, owned[0]);
    LLVMBuildStore(cg->b, repr, owned[1]);
    break;
  }
  store_field(cg, rec, ARG_KIND, cg_i64(cg, kind));
  store_field(cg, rec, ARG_BITS, bits);
  store_field(cg, rec, ARG_IMAG_BITS, imag);
  store_field(cg, rec, ARG_STR, str);
  store_field(cg, rec, ARG_REPR, repr);
  store_field(cg, rec, ARG_TYPE_NAME, LLVMBuildGlobalStringPtr(cg->b, format_type_name(t), "type_name"));
}

/* The records of n values, in one stack array, and the slots of the
 * strings made for them (2 per value). */
typedef struct {
  LLVMValueRef array;
  LLVMValueRef *owned;
  int n;
} ArgRecords;

static ArgRecords build_args(Cg *cg, int n, const LLVMValueRef *vals, const Type *const *types) {
  ArgRecords r = {0};
  r.n = n;
  LLVMTypeRef at = LLVMArrayType2(arg_type(cg), (uint64_t)(n > 0 ? n : 1));
  r.array = cg_alloca(cg, at, "fmt_args");
  r.owned = zalloc((size_t)(2 * n + 1) * sizeof *r.owned);
  for (int k = 0; k < n; k++) {
    for (int j = 0; j < 2; j++) {
      r.owned[2 * k + j] = cg_alloca(cg, cg->ptr, "fmt_owned");
      LLVMBuildStore(cg->b, LLVMConstNull(cg->ptr), r.owned[2 * k + j]);
    }
    LLVMValueRef rec = LLVMBuildGEP2(cg->b, at, r.array, (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, k)}, 2, "");
    fill_arg(cg, rec, vals[k], types[k], &r.owned[2 * k]);
  }
  return r;
}

/* Releases the strings made for the records, after the runtime call. */
static void release_args(Cg *cg, ArgRecords *r) {
  for (int k = 0; k < 2 * r->n; k++) {
    LLVMValueRef s = LLVMBuildLoad2(cg->b, cg->ptr, r->owned[k], "");
    cg_call_rt(cg, "arrc_str_decref", cg->void_, 1, &s);
  }
  free(r->owned);
}

static LLVMValueRef records_ptr(Cg *cg, ArgRecords *r) {
  return LLVMBuildGEP2(cg->b, LLVMArrayType2(arg_type(cg), (uint64_t)(r->n > 0 ? r->n : 1)), r->array,
                       (LLVMValueRef[]){cg_i64(cg, 0), cg_i64(cg, 0)}, 2, "");
}

/* fmt % right: a tuple's elements are the arguments; any other value is
 * the one argument, and a list or an array may go unused, as Python lets
 * a mapping. */
LLVMValueRef cg_percent_format(Cg *cg, const Instr *i, const Instr *fmt, const Instr *right) {
  const Type *rt = right->type;
  LLVMValueRef rv = cg_value(cg, right);
  int n = rt->kind == TY_TUPLE ? rt->n : 1;
  LLVMValueRef *vals = zalloc(((size_t)n + 1) * sizeof *vals);
  for (int k = 0; k < n; k++)
    vals[k] = rt->kind == TY_TUPLE ? LLVMBuildExtractValue(cg->b, rv, (unsigned)k, "") : rv;
  ArgRecords r = build_args(cg, n, vals, rt->kind == TY_TUPLE ? rt->elems : &rt);
  free(vals);
  bool mapping = rt->kind == TY_LIST || rt->kind == TY_ARRAY;
  LLVMValueRef s = cg_call_rt(cg, "arrc_str_percent", cg->ptr, 5,
                              (LLVMValueRef[]){cg_value(cg, fmt), records_ptr(cg, &r), cg_i64(cg, n),
                                               LLVMConstInt(cg->i1, mapping, false), cg_loc(cg, i->loc)});
  release_args(cg, &r);
  return s;
}

/* The arguments of a str.format call: the positional ones, the keyword
 * ones, then the values of the fields with an index or attribute chain
 * ({0[1]}, {p.real}) under their keys (format_chain_key). */
typedef struct {
  int n, cap, npos;
  LLVMValueRef *vals;
  const Type **types;
  char **names;          /* from npos on: the keyword or key, malloc'ed */
} FormatArgs;

static void add_arg(FormatArgs *a, LLVMValueRef v, const Type *t, char *name) {
  if (a->n == a->cap) {
    a->cap = a->cap ? 2 * a->cap : 8;
    LLVMValueRef *vals = zalloc((size_t)a->cap * sizeof *vals);
    const Type **types = zalloc((size_t)a->cap * sizeof *types);
    char **names = zalloc((size_t)a->cap * sizeof *names);
    if (a->n) {
      memcpy(vals, a->vals, (size_t)a->n * sizeof *vals);
      memcpy(types, a->types, (size_t)a->n * sizeof *types);
      memcpy(names, a->names, (size_t)a->n * sizeof *names);
    }
    free(a->vals);
    free(a->types);
    free(a->names);
    a->vals = vals, a->types = types, a->names = names;
  }
  a->vals[a->n] = v;
  a->types[a->n] = t;
  a->names[a->n++] = name;
}

static char *copy_text(const char *s, size_t n) {
  char *c = xmalloc(n + 1);
  memcpy(c, s, n);
  c[n] = '\0';
  return c;
}

/* What a chain reaches from v of type *t, as inference typed it: tuple
 * items, list items (IndexError past the end), .real and .imag. */
static LLVMValueRef chain_value(Cg *cg, LLVMValueRef v, const Type **t, const char *rest, size_t len, SrcLoc loc) {
  size_t pos = 0;
  arrc_format_error err;
  format_name_step st;
  bool done;
  while (format_next_step(rest, len, &pos, &st, &done, &err) && !done) {
    const Type *ty = *t;
    if (st.is_attr) {
      bool imag = rest[st.start] == 'i';
      if (ty->kind == TY_COMPLEX) {
        v = LLVMBuildExtractValue(cg->b, v, imag, "");
        *t = type_float(ty->bits / 2);
        continue;
      }
      *t = ty->kind == TY_BOOL ? ty_int64 : ty;
      v = imag ? LLVMConstNull(cg_type(cg, *t)) : cg_convert(cg, v, ty, *t);
    } else if (ty->kind == TY_DICT) {
      /* {0[key]} of a dict with str keys (ir/infer_format.c). */
      v = cg_dict_value(cg, v, ty, cg_const_str(cg, rest + st.start, st.len), ty_str, loc);
      *t = ty->value;
    } else if (ty->kind == TY_TUPLE) {
      v = LLVMBuildExtractValue(cg->b, v, (unsigned)st.index, "");
      *t = ty->elems[st.index];
    } else {
      LLVMValueRef p = cg_list_elem_ptr(cg, v, cg_i64(cg, st.index), loc);
      *t = ty->elem;
      v = LLVMBuildLoad2(cg->b, cg_type(cg, *t), p, "");
    }
  }
  return v;
}

/* Adds the chain fields of the constant format string s (and of the specs
 * nested in its fields), numbered as the runtime numbers them. A string
 * that does not parse adds nothing: inference reported it. */
static void add_chain_fields(Cg *cg, const Instr *call, FormatArgs *a, const char *s, size_t len,
                             format_numbering *numbering, int depth) {
  arrc_format_error err;
  size_t pos = 0;
  for (;;) {
    format_piece f;
    format_field_name fn;
    bool done;
    if (depth <= 0 || !format_next_piece(s, len, &pos, &f, &done, &err) || done)
      return;
    if (!f.has_field)
      continue;
    const char *name = s + f.name_start;
    if (!format_split_name(name, f.name_len, &fn, &err) || !format_number_field(numbering, &fn, &err))
      return;
    if (fn.has_rest) {
      LLVMValueRef v = NULL;
      const Type *t = NULL;
      if (fn.index >= 0 && fn.index < a->npos) {
        v = a->vals[fn.index];
        t = a->types[fn.index];
      }
      for (int k = a->npos; k < call->nkw + a->npos && !v; k++)
        if (strlen(a->names[k]) == fn.first_len && memcmp(a->names[k], name, fn.first_len) == 0) {
          v = a->vals[k];
          t = a->types[k];
        }
      if (v) {
        char key[256];
        size_t n = format_chain_key(key, sizeof key, name, &fn, f.name_len);
        v = chain_value(cg, v, &t, name + fn.first_len, f.name_len - fn.first_len, call->loc);
        if (n < sizeof key)
          add_arg(a, v, t, copy_text(key, n));
      }
    }
    if (f.spec_has_fields)
      add_chain_fields(cg, call, a, s + f.spec_start, f.spec_len, numbering, depth - 1);
  }
}

/* fmt.format(*args, **kwargs): the keyword names go to the runtime as a
 * constant array of C strings. */
LLVMValueRef lower_str_format(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  FormatArgs a = {0};
  a.npos = nargs(call);
  for (int k = 0; k < a.npos + call->nkw; k++) {
    const Instr *x = ir_resolve(call->ops.v[1 + k]);
    add_arg(&a, cg_value(cg, x), x->type, k < a.npos ? NULL : copy_text(call->kwnames[k - a.npos],
                                                                         strlen(call->kwnames[k - a.npos])));
  }
  const Instr *fmt = receiver(call);
  if (fmt->op == IR_CONST_STR) {
    format_numbering numbering = {0, 0};
    add_chain_fields(cg, call, &a, fmt->imm.str.s, fmt->imm.str.len, &numbering, 2);
  }
  int nkw = a.n - a.npos;
  ArgRecords r = build_args(cg, a.n, a.vals, a.types);
  LLVMValueRef kwnames = LLVMConstNull(cg->ptr);
  if (nkw) {
    LLVMValueRef *names = zalloc((size_t)nkw * sizeof *names);
    for (int k = 0; k < nkw; k++)
      names[k] = LLVMBuildGlobalStringPtr(cg->b, a.names[a.npos + k], "kwname");
    LLVMValueRef table = LLVMAddGlobal(cg->mod, LLVMArrayType2(cg->ptr, (uint64_t)nkw), "kwnames");
    LLVMSetInitializer(table, LLVMConstArray2(cg->ptr, names, (uint64_t)nkw));
    LLVMSetGlobalConstant(table, true);
    LLVMSetLinkage(table, LLVMPrivateLinkage);
    kwnames = table;
    free(names);
  }
  LLVMValueRef s = cg_call_rt(cg, "arrc_str_format", cg->ptr, 6,
                              (LLVMValueRef[]){cg_value(cg, fmt), records_ptr(cg, &r), cg_i64(cg, a.npos), kwnames,
                                               cg_i64(cg, nkw), cg_loc(cg, call->loc)});
  release_args(cg, &r);
  for (int k = 0; k < a.n; k++)
    free(a.names[k]);
  free(a.vals);
  free(a.types);
  free(a.names);
  return s;
}

/* Appends format(v, spec) after the conversion conv (0, 'r', 's', 'a') of
 * a value of type t; spec is a string value or NULL for the empty spec. */
void cg_format_value(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t, LLVMValueRef spec, int conv,
                     SrcLoc loc) {
  ArgRecords r = build_args(cg, 1, &v, &t);
  cg_call_rt(cg, "arrc_text_format_arg", cg->void_, 5,
             (LLVMValueRef[]){text, records_ptr(cg, &r), spec ? spec : LLVMConstNull(cg->ptr), cg_i64(cg, conv),
                              cg_loc(cg, loc)});
  release_args(cg, &r);
}

/* format(value, format_spec=''). */
LLVMValueRef lower_format(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *x = arg_instr(call, 0);
  LLVMValueRef text = cg_text_new(cg);
  cg_format_value(cg, text, cg_value(cg, x), x->type, nargs(call) > 1 ? cg_value(cg, arg_instr(call, 1)) : NULL, 0,
                  call->loc);
  LLVMValueRef s = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  return s;
}
