/* Strings: the methods of str (the rows "str.*" of ir/builtins.def), the
 * builtins str, repr, ord, chr, hex, oct, bin and int(s, base), and the
 * operators on strings (+, *, comparisons, `in`, s[i], s[a:b:c],
 * iteration), each a call of the runtime's runtime/str_methods.c
 * (rt_str.h). Indices and lengths count code points: len(s) reads the
 * string's chars field. Jitted code raises Numba's messages where they
 * differ from Python's (ord, chr, a bad fill character). */
#include <stddef.h>

#include "cg_str.h"
#include "lower.h"
#include "rt_str.h"

/* The runtime's code of a case method or predicate (arrc_str_change_case,
 * arrc_str_predicate), by the row's id. */
static int32_t method_code(BuiltinId id) {
  switch (id) {
#define X(code, name) case BI_STR_##code: return ARRC_STR_##code;
    ARRC_STR_CASE_METHODS(X) ARRC_STR_PREDICATES(X)
#undef X
  default: return -1;
  }
}

static bool is_case_method(BuiltinId id) {
  switch (id) {
#define X(code, name) case BI_STR_##code: return true;
    ARRC_STR_CASE_METHODS(X)
#undef X
  default: return false;
  }
}

LLVMValueRef cg_str_chars(Cg *cg, LLVMValueRef s) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, s, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_str, chars))}, 1, "");
  return LLVMBuildLoad2(cg->b, cg->i64, p, "");
}

static LLVMValueRef i32(Cg *cg, int64_t v) { return LLVMConstInt(cg->i32, (unsigned long long)v, true); }

/* The i8 a runtime function returns for a bool, as an i1. */
static LLVMValueRef truth(Cg *cg, LLVMValueRef v) {
  return LLVMBuildICmp(cg->b, LLVMIntNE, v, LLVMConstInt(cg->i8, 0, false), "");
}

static LLVMValueRef rt(Cg *cg, const char *name, LLVMTypeRef ret, int n, LLVMValueRef *args) {
  return cg_call_rt(cg, name, ret, n, args);
}

/* Argument k as a string, or NULL where it is missing or None. */
static LLVMValueRef str_or_null(Cg *cg, const Instr *call, int k) {
  if (k >= nargs(call) || arg_instr(call, k)->type->kind == TY_NONE)
    return LLVMConstNull(cg->ptr);
  return cg_value(cg, arg_instr(call, k));
}

/* Argument k as an int64, or dflt where it is missing or None. */
static LLVMValueRef int_or(Cg *cg, const Instr *call, int k, int64_t dflt) {
  if (k >= nargs(call) || arg_instr(call, k)->type->kind == TY_NONE)
    return cg_i64(cg, dflt);
  return arg_as(cg, call, k, ty_int64);
}

/* s.startswith(p, start, end) or endswith; p a str or a tuple of str,
 * tried in turn. */
static LLVMValueRef affix(Cg *cg, const Instr *call, LLVMValueRef s, bool start_side) {
  const char *fn = start_side ? "arrc_str_startswith" : "arrc_str_endswith";
  LLVMValueRef from = int_or(cg, call, 1, ARRC_STR_NO_START), to = int_or(cg, call, 2, ARRC_STR_NO_END);
  const Instr *p = arg_instr(call, 0);
  LLVMValueRef pv = cg_value(cg, p);
  if (p->type->kind == TY_STR)
    return truth(cg, rt(cg, fn, cg->i8, 4, (LLVMValueRef[]){s, pv, from, to}));
  LLVMValueRef any = LLVMConstInt(cg->i1, 0, false);
  for (int k = 0; k < p->type->n; k++) {
    LLVMValueRef one = rt(cg, fn, cg->i8, 4, (LLVMValueRef[]){s, LLVMBuildExtractValue(cg->b, pv, (unsigned)k, ""), from, to});
    any = LLVMBuildOr(cg->b, any, truth(cg, one), "");
  }
  return any;
}

/* sep.join(items): a list, or a tuple laid out in memory. */
static LLVMValueRef join(Cg *cg, const Instr *call, LLVMValueRef sep) {
  const Instr *items = arg_instr(call, 0);
  LLVMValueRef v = cg_value(cg, items);
  if (items->type->kind == TY_LIST)
    return rt(cg, "arrc_str_join_list", cg->ptr, 2, (LLVMValueRef[]){sep, v});
  if (items->type->kind != TY_TUPLE)
    return cg_lower_via_list(cg, call, BI_STR_JOIN, lower_str_method);
  int n = items->type->n;
  LLVMValueRef slot = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)(n ? n : 1)), "items");
  for (int k = 0; k < n; k++)
    LLVMBuildStore(cg->b, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""),
                   LLVMBuildGEP2(cg->b, cg->ptr, slot, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  return rt(cg, "arrc_str_join", cg->ptr, 3, (LLVMValueRef[]){sep, slot, cg_i64(cg, n)});
}

static LLVMValueRef partition(Cg *cg, const Instr *call, LLVMValueRef s, bool reverse) {
  LLVMValueRef out = cg_alloca(cg, LLVMArrayType(cg->ptr, 3), "parts");
  rt(cg, "arrc_str_partition", cg->void_, 5,
     (LLVMValueRef[]){s, cg_value(cg, arg_instr(call, 0)), i32(cg, reverse), out, cg_loc(cg, call->loc)});
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, call->type));
  for (int k = 0; k < 3; k++) {
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->ptr, out, (LLVMValueRef[]){cg_i64(cg, k)}, 1, "");
    r = LLVMBuildInsertValue(cg->b, r, LLVMBuildLoad2(cg->b, cg->ptr, p, ""), (unsigned)k, "");
  }
  return r;
}

LLVMValueRef lower_str_method(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef s = cg_value(cg, receiver(call)), loc = cg_loc(cg, call->loc);
  bool numba = cg_in_jit(cg);
  if (is_case_method(id))
    return rt(cg, "arrc_str_change_case", cg->ptr, 2, (LLVMValueRef[]){s, i32(cg, method_code(id))});
  if (method_code(id) >= 0) {
    LLVMValueRef r = truth(cg, rt(cg, "arrc_str_predicate", cg->i8, 2, (LLVMValueRef[]){s, i32(cg, method_code(id))}));
    return cg_convert(cg, r, ty_bool, call->type);
  }
  switch (id) {
  case BI_STR_SPLIT: case BI_STR_RSPLIT:
    return rt(cg, id == BI_STR_SPLIT ? "arrc_str_split" : "arrc_str_rsplit", cg->ptr, 4,
              (LLVMValueRef[]){s, str_or_null(cg, call, 0), int_or(cg, call, 1, -1), loc});
  case BI_STR_SPLITLINES: {
    LLVMValueRef keep = nargs(call) ? cg_truth(cg, cg_value(cg, arg_instr(call, 0)), arg_instr(call, 0)->type, call->loc)
                                    : LLVMConstInt(cg->i1, 0, false);
    return rt(cg, "arrc_str_splitlines", cg->ptr, 2, (LLVMValueRef[]){s, LLVMBuildZExt(cg->b, keep, cg->i32, "")});
  }
  case BI_STR_JOIN: return join(cg, call, s);
  case BI_STR_STRIP: case BI_STR_LSTRIP: case BI_STR_RSTRIP: {
    int which = id == BI_STR_LSTRIP ? 1 : id == BI_STR_RSTRIP ? 2 : 3;
    return rt(cg, "arrc_str_strip", cg->ptr, 3, (LLVMValueRef[]){s, str_or_null(cg, call, 0), i32(cg, which)});
  }
  case BI_STR_STARTSWITH: case BI_STR_ENDSWITH: return affix(cg, call, s, id == BI_STR_STARTSWITH);
  case BI_STR_FIND: case BI_STR_RFIND: case BI_STR_INDEX: case BI_STR_RINDEX: {
    bool reverse = id == BI_STR_RFIND || id == BI_STR_RINDEX, raises = id == BI_STR_INDEX || id == BI_STR_RINDEX;
    LLVMValueRef args[] = {s, cg_value(cg, arg_instr(call, 0)), int_or(cg, call, 1, ARRC_STR_NO_START),
                           int_or(cg, call, 2, ARRC_STR_NO_END), i32(cg, reverse), loc};
    return rt(cg, raises ? "arrc_str_index" : "arrc_str_find", cg->i64, raises ? 6 : 5, args);
  }
  case BI_STR_COUNT:
    return rt(cg, "arrc_str_count", cg->i64, 4,
              (LLVMValueRef[]){s, cg_value(cg, arg_instr(call, 0)), int_or(cg, call, 1, ARRC_STR_NO_START),
                               int_or(cg, call, 2, ARRC_STR_NO_END)});
  case BI_STR_REPLACE:
    return rt(cg, "arrc_str_replace", cg->ptr, 4,
              (LLVMValueRef[]){s, cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)),
                               int_or(cg, call, 2, -1)});
  case BI_STR_CENTER: case BI_STR_LJUST: case BI_STR_RJUST: {
    int where = id == BI_STR_CENTER ? 0 : id == BI_STR_LJUST ? 1 : 2;
    return rt(cg, "arrc_str_pad", cg->ptr, 6,
              (LLVMValueRef[]){s, arg_as(cg, call, 0, ty_int64), str_or_null(cg, call, 1), i32(cg, where),
                               i32(cg, numba), loc});
  }
  case BI_STR_ZFILL: return rt(cg, "arrc_str_zfill", cg->ptr, 2, (LLVMValueRef[]){s, arg_as(cg, call, 0, ty_int64)});
  case BI_STR_PARTITION: case BI_STR_RPARTITION: return partition(cg, call, s, id == BI_STR_RPARTITION);
  case BI_STR_EXPANDTABS:
    return rt(cg, "arrc_str_expandtabs", cg->ptr, 2, (LLVMValueRef[]){s, int_or(cg, call, 0, 8)});
  default:
    cg_unsupported(cg, call->loc, "internal error: str method '%s' has no lowering", builtin_path(id));
    return lower_failed(cg, call);
  }
}

/* str(x) and repr(x): the text print() makes of x. */
static LLVMValueRef text_of(Cg *cg, const Instr *x, bool repr) {
  LLVMValueRef text = cg_text_new(cg);
  cg_put_value(cg, text, cg_value(cg, x), x->type, repr);
  LLVMValueRef s = rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  rt(cg, "arrc_text_free", cg->void_, 1, &text);
  return s;
}

LLVMValueRef lower_str_builtin(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef loc = cg_loc(cg, call->loc);
  bool numba = cg_in_jit(cg);
  switch (id) {
  case BI_STR: {
    if (nargs(call) == 0)
      return cg_const_str(cg, "", 0);
    const Instr *x = arg_instr(call, 0);
    if (x->type->kind == TY_STR) {
      /* The string itself, one more reference to it. */
      LLVMValueRef v = cg_value(cg, x);
      cg_refcount(cg, v, ty_str, true);
      return v;
    }
    return text_of(cg, x, false);
  }
  case BI_REPR: return text_of(cg, arg_instr(call, 0), true);
  case BI_ORD:
    return rt(cg, "arrc_str_ord", cg->i64, 3, (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), i32(cg, numba), loc});
  case BI_CHR:
    return rt(cg, "arrc_str_chr", cg->ptr, 3, (LLVMValueRef[]){arg_as(cg, call, 0, ty_int64), i32(cg, numba), loc});
  case BI_HEX: case BI_OCT: case BI_BIN: {
    int base = id == BI_HEX ? 16 : id == BI_OCT ? 8 : 2;
    const Type *t = arg_instr(call, 0)->type;
    bool is_unsigned = t == ty_uint64;
    LLVMValueRef v = arg_as(cg, call, 0, is_unsigned ? ty_uint64 : ty_int64);
    return rt(cg, "arrc_str_from_int_base", cg->ptr, 3,
              (LLVMValueRef[]){v, i32(cg, base), LLVMConstInt(cg->i8, is_unsigned, false)});
  }
  default:
    cg_unsupported(cg, call->loc, "internal error: '%s' has no string lowering", builtin_path(id));
    return lower_failed(cg, call);
  }
}

LLVMValueRef cg_str_to_int_base(Cg *cg, const Instr *call) {
  return rt(cg, "arrc_str_to_i64_base", cg->i64, 3,
            (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), arg_as(cg, call, 1, ty_int64), cg_loc(cg, call->loc)});
}

/* ---- operators ------------------------------------------------------------ */

LLVMValueRef cg_str_binary(Cg *cg, const Instr *i, const Instr *x, const Instr *y) {
  if (i->imm.op == OP_ADD)
    return rt(cg, "arrc_str_concat", cg->ptr, 2, (LLVMValueRef[]){cg_value(cg, x), cg_value(cg, y)});
  /* s * n and n * s. */
  const Instr *s = x->type->kind == TY_STR ? x : y, *n = s == x ? y : x;
  LLVMValueRef count = cg_convert(cg, cg_value(cg, n), n->type, ty_int64);
  return rt(cg, "arrc_str_repeat", cg->ptr, 3, (LLVMValueRef[]){cg_value(cg, s), count, cg_loc(cg, i->loc)});
}

LLVMValueRef cg_str_compare(Cg *cg, const Instr *i, const Instr *x, const Instr *y) {
  LLVMValueRef a = cg_value(cg, x), b = cg_value(cg, y);
  AstOp op = i->imm.op;
  if (op == OP_IN || op == OP_NOTIN) {
    LLVMValueRef r = truth(cg, rt(cg, "arrc_str_contains", cg->i8, 2, (LLVMValueRef[]){b, a}));
    return op == OP_NOTIN ? LLVMBuildNot(cg->b, r, "") : r;
  }
  if (op == OP_EQ || op == OP_NE) {
    LLVMValueRef r = truth(cg, rt(cg, "arrc_str_eq", cg->i8, 2, (LLVMValueRef[]){a, b}));
    return op == OP_NE ? LLVMBuildNot(cg->b, r, "") : r;
  }
  LLVMValueRef c = rt(cg, "arrc_str_compare", cg->i32, 2, (LLVMValueRef[]){a, b});
  LLVMIntPredicate p = op == OP_LT ? LLVMIntSLT : op == OP_LE ? LLVMIntSLE : op == OP_GT ? LLVMIntSGT : LLVMIntSGE;
  return LLVMBuildICmp(cg->b, p, c, i32(cg, 0), "");
}

LLVMValueRef cg_str_getitem(Cg *cg, const Instr *i, const Instr *o, const Instr *ix) {
  LLVMValueRef s = cg_value(cg, o), loc = cg_loc(cg, i->loc);
  if (ix->type->kind != TY_SLICE)
    return rt(cg, "arrc_str_getitem", cg->ptr, 3,
              (LLVMValueRef[]){s, cg_convert(cg, cg_value(cg, ix), ix->type, ty_int64), loc});
  LLVMValueRef parts[3];
  int32_t absent = 0;
  for (int j = 0; j < 3; j++) {
    const Instr *p = ir_resolve(ix->ops.v[j]);
    if (p->type->kind == TY_NONE) {
      parts[j] = cg_i64(cg, 0);
      absent |= 1 << j;
    } else {
      parts[j] = cg_convert(cg, cg_value(cg, p), p->type, ty_int64);
    }
  }
  return rt(cg, "arrc_str_slice", cg->ptr, 6, (LLVMValueRef[]){s, parts[0], parts[1], parts[2], i32(cg, absent), loc});
}

/* Iteration: pos is a byte offset into the string. */
LLVMValueRef cg_str_iter_valid(Cg *cg, LLVMValueRef s, LLVMValueRef pos) {
  return LLVMBuildICmp(cg->b, LLVMIntSLT, pos, cg_str_len(cg, s), "");
}

LLVMValueRef cg_str_iter_next(Cg *cg, LLVMValueRef s, LLVMValueRef pos_slot) {
  return rt(cg, "arrc_str_next_char", cg->ptr, 2, (LLVMValueRef[]){s, pos_slot});
}
