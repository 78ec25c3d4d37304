/* Lists: the methods beyond append and pop (extend, insert, remove, index,
 * count, sort, reverse, clear, copy), the builtins that consume a list
 * (sorted, reversed, list, any, all, min and max with key=), and the
 * operators + * += == < and del on lists. The runtime does the work
 * (runtime/list.c, runtime/list_sort.c); what generated code adds is the
 * order table that tells the runtime how to compare the elements or keys. */
#include <stdint.h>
#include <stdlib.h>

#include "builtins_list.h"
#include "infer_type.h"
#include "lower.h"

/* The scalars inside a value of type t at byte `offset`, as order-table
 * entries {offset, arrc_order_kind}, stored from out[n] on when out is not
 * NULL; returns n plus their number. */
static int order_fields(Cg *cg, const Type *t, unsigned offset, LLVMValueRef *out, int n) {
  int kind;
  switch (t->kind) {
  case TY_BOOL: kind = ARRC_ORDER_U8; break;
  case TY_INT: {
    int step = t->bits == 8 ? 0 : t->bits == 16 ? 1 : t->bits == 32 ? 2 : 3;
    kind = (t->is_signed ? ARRC_ORDER_I8 : ARRC_ORDER_U8) + step;
    break;
  }
  case TY_FLOAT: kind = t->bits == 32 ? ARRC_ORDER_F32 : ARRC_ORDER_F64; break;
  case TY_STR: kind = ARRC_ORDER_STR; break;
  case TY_LIST: {
    /* The list's entry, the count of its elements' entries, then those
     * (at offsets within an element). */
    int inner = t->elem ? order_fields(cg, t->elem, 0, NULL, 0) : 0;
    if (out) {
      LLVMValueRef head[2] = {LLVMConstInt(cg->i32, offset, false), LLVMConstInt(cg->i32, ARRC_ORDER_LIST, false)};
      LLVMValueRef count[2] = {LLVMConstInt(cg->i32, (unsigned)inner, false), LLVMConstInt(cg->i32, 0, false)};
      out[n] = LLVMConstStructInContext(cg->ctx, head, 2, false);
      out[n + 1] = LLVMConstStructInContext(cg->ctx, count, 2, false);
    }
    n += 2;
    return t->elem ? order_fields(cg, t->elem, 0, out, n) : n;
  }
  case TY_TUPLE: {
    LLVMTargetDataRef dl = LLVMGetModuleDataLayout(cg->mod);
    for (int k = 0; k < t->n; k++)
      n = order_fields(cg, t->elems[k], offset + (unsigned)LLVMOffsetOfElement(dl, cg_type(cg, t), (unsigned)k), out,
                       n);
    return n;
  }
  default: return n;
  }
  if (out) {
    LLVMValueRef field[2] = {LLVMConstInt(cg->i32, offset, false), LLVMConstInt(cg->i32, (unsigned)kind, false)};
    out[n] = LLVMConstStructInContext(cg->ctx, field, 2, false);
  }
  return n + 1;
}

/* The order table of values of type t: a private constant, and its
 * length in *n. */
static LLVMValueRef order_table(Cg *cg, const Type *t, int *n) {
  *n = order_fields(cg, t, 0, NULL, 0);
  if (*n == 0)
    return LLVMConstNull(cg->ptr);
  LLVMValueRef *fields = xmalloc((size_t)*n * sizeof *fields);
  order_fields(cg, t, 0, fields, 0);
  LLVMValueRef init = LLVMConstArray2(LLVMTypeOf(fields[0]), fields, (uint64_t)*n);
  free(fields);
  LLVMValueRef table = LLVMAddGlobal(cg->mod, LLVMTypeOf(init), "arrc.order");
  LLVMSetInitializer(table, init);
  LLVMSetGlobalConstant(table, true);
  LLVMSetLinkage(table, LLVMPrivateLinkage);
  return table;
}

static LLVMValueRef i32c(Cg *cg, int v) { return LLVMConstInt(cg->i32, (unsigned long long)v, true); }

/* A stack slot holding v converted to type t, for the runtime to read. */
static LLVMValueRef spill(Cg *cg, const Instr *v, const Type *t) {
  LLVMValueRef slot = cg_alloca(cg, cg_type(cg, t), "elem");
  LLVMBuildStore(cg->b, cg_convert(cg, cg_value(cg, v), v->type, t), slot);
  return slot;
}

/* The list argument a builtin returns as its result: build_comp.c made
 * it for this call alone, so it may be changed in place, and the call's
 * result is one more reference to it. */
static LLVMValueRef take_fresh_list(Cg *cg, const Instr *call) {
  const Instr *a = arg_instr(call, 0);
  LLVMValueRef l = cg_value(cg, a);
  cg_refcount(cg, l, a->type, true);
  return l;
}

/* extend, insert, reverse, clear, copy; and reversed(), list(). */
/* Never reached: t_typed_container refuses every call that is not
 * rewritten while the IR is built. */
LLVMValueRef lower_typed_container(Cg *cg, const Instr *call, BuiltinId id) {
  (void)cg, (void)id;
  arrc_ice("a call of a typed container's constructor reached code generation at line %d", call->loc.line);
}

LLVMValueRef lower_list_method(Cg *cg, const Instr *call, BuiltinId id) {
  if (id == BI_TUPLE) {
    const Instr *a = arg_instr(call, 0);
    LLVMValueRef t = cg_value(cg, a);
    cg_refcount(cg, t, a->type, true);
    return t;
  }
  if (id == BI_REVERSED || id == BI_LIST || id == BI_ITER) {
    LLVMValueRef l = take_fresh_list(cg, call);
    if (id == BI_REVERSED)
      cg_call_rt(cg, "arrc_list_reverse", cg->void_, 1, &l);
    return l;
  }
  const Instr *recv = receiver(call);
  LLVMValueRef l = cg_value(cg, recv);
  const Type *et = recv->type->elem;
  switch (id) {
  case BI_LIST_EXTEND: {
    const Instr *o = arg_instr(call, 0);
    if (o->type->kind != TY_LIST)
      return cg_lower_via_list(cg, call, id, lower_list_method);
    LLVMValueRef ov = cg_value(cg, o);
    if (o->type->elem == et) {
      cg_call_rt(cg, "arrc_list_extend", cg->void_, 2, (LLVMValueRef[]){l, ov});
      return NULL;
    }
    /* Numbers of another type: each converted, as append converts. */
    Loop lp = cg_loop_begin(cg, cg_list_len(cg, ov));
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, o->type->elem), cg_list_elem_ptr(cg, ov, lp.i, call->loc), "");
    cg_list_append(cg, l, recv->type, cg_convert(cg, x, o->type->elem, et));
    cg_loop_end(cg, &lp);
    return NULL;
  }
  case BI_LIST_INSERT:
    cg_call_rt(cg, "arrc_list_insert", cg->void_, 3,
               (LLVMValueRef[]){l, arg_as(cg, call, 0, ty_int64), spill(cg, arg_instr(call, 1), et)});
    return NULL;
  case BI_LIST_REVERSE: cg_call_rt(cg, "arrc_list_reverse", cg->void_, 1, &l); return NULL;
  case BI_LIST_CLEAR: cg_call_rt(cg, "arrc_list_clear", cg->void_, 1, &l); return NULL;
  case BI_LIST_COPY: return cg_call_rt(cg, "arrc_list_copy", cg->ptr, 1, &l);
  case BI_LIST_DELITEM: cg_list_delete(cg, recv, arg_instr(call, 0), call->loc); return NULL;
  default: return lower_failed(cg, call);
  }
}

/* Raises ValueError "<repr of x> is not in list", list.index's message. */
static void raise_not_in_list(Cg *cg, const Instr *x, SrcLoc loc) {
  LLVMValueRef text = cg_text_new(cg);
  cg_put_value(cg, text, cg_value(cg, x), x->type, true);
  cg_text_put_const(cg, text, " is not in list");
  LLVMValueRef s = cg_call_rt(cg, "arrc_text_take_str", cg->ptr, 1, &text);
  cg_call_rt(cg, "arrc_text_free", cg->void_, 1, &text);
  cg_raise_here(cg, ARRC_VALUE_ERROR, loc, cg_str_data(cg, s), cg_str_len(cg, s));
}

/* remove(x), index(x[, start[, stop]]), count(x): x is compared with each
 * element as the element's type (inference allowed only numbers with
 * numbers, strings with strings, a tuple with its own type). */
LLVMValueRef lower_list_search(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = receiver(call), *x = arg_instr(call, 0);
  const Type *et = recv->type->elem;
  LLVMValueRef l = cg_value(cg, recv), slot = spill(cg, x, et);
  int n;
  LLVMValueRef table = order_table(cg, et, &n);
  if (id == BI_LIST_COUNT)
    return cg_call_rt(cg, "arrc_list_count", cg->i64, 4, (LLVMValueRef[]){l, slot, table, i32c(cg, n)});
  LLVMValueRef start = nargs(call) > 1 ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
  LLVMValueRef stop = nargs(call) > 2 ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, INT64_MAX);
  LLVMValueRef at = cg_call_rt(cg, "arrc_list_find", cg->i64, 6, (LLVMValueRef[]){l, slot, table, i32c(cg, n), start, stop});
  LLVMValueRef missing = LLVMBuildICmp(cg->b, LLVMIntSLT, at, cg_i64(cg, 0), "");
  if (id == BI_LIST_REMOVE) {
    cg_raise_if(cg, missing, ARRC_VALUE_ERROR, "list.remove(x): x not in list", call->loc);
    cg_call_rt(cg, "arrc_list_remove_at", cg->void_, 2, (LLVMValueRef[]){l, at});
    return NULL;
  }
  LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "not.in.list");
  LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "found");
  LLVMBuildCondBr(cg->b, missing, fail, ok);
  LLVMPositionBuilderAtEnd(cg->b, fail);
  raise_not_in_list(cg, x, call->loc);
  LLVMPositionBuilderAtEnd(cg->b, ok);
  return at;
}

/* l.sort(key=keys, reverse=r) and sorted(l, key=keys, reverse=r), where l
 * is a new list for sorted and keys the list of keys build_comp.c made
 * from the key function (or None). */
LLVMValueRef lower_list_sort(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = id == BI_SORTED ? arg_instr(call, 0) : receiver(call);
  LLVMValueRef l = id == BI_SORTED ? take_fresh_list(cg, call) : cg_value(cg, recv);
  const Instr *key = kwarg(call, "key"), *rev = kwarg(call, "reverse");
  bool keyed = key && key->type->kind == TY_LIST;
  const Type *ordered = keyed ? key->type->elem : recv->type->elem;
  if (!ordered)
    return id == BI_SORTED ? l : NULL;
  int n;
  LLVMValueRef table = order_table(cg, ordered, &n);
  LLVMValueRef r = rev ? LLVMBuildZExt(cg->b, cg_truth(cg, cg_value(cg, rev), rev->type, call->loc), cg->i8, "")
                       : LLVMConstInt(cg->i8, 0, false);
  LLVMValueRef keys = keyed ? cg_value(cg, key) : LLVMConstNull(cg->ptr);
  cg_call_rt(cg, "arrc_list_sort", cg->void_, 5, (LLVMValueRef[]){l, keys, table, i32c(cg, n), r});
  return id == BI_SORTED ? l : NULL;
}

/* any(l), all(l): the truth of each element, as Python's bool(). */
LLVMValueRef lower_any_all(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = arg_instr(call, 0);
  const Type *et = a->type->elem;
  bool is_any = id == BI_ANY;
  LLVMValueRef acc = cg_alloca(cg, cg->i1, is_any ? "any" : "all");
  LLVMBuildStore(cg->b, LLVMConstInt(cg->i1, !is_any, false), acc);
  if (!et)
    return LLVMBuildLoad2(cg->b, cg->i1, acc, "");
  LLVMValueRef l = cg_value(cg, a);
  Loop lp = cg_loop_begin(cg, cg_list_len(cg, l));
  LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, et), cg_list_elem_ptr(cg, l, lp.i, call->loc), "");
  LLVMValueRef t = cg_truth(cg, x, et, call->loc), cur = LLVMBuildLoad2(cg->b, cg->i1, acc, "");
  LLVMBuildStore(cg->b, is_any ? LLVMBuildOr(cg->b, cur, t, "") : LLVMBuildAnd(cg->b, cur, t, ""), acc);
  cg_loop_end(cg, &lp);
  return LLVMBuildLoad2(cg->b, cg->i1, acc, "");
}

/* min(l, key=keys) and max(l, key=keys), and min/max of a list of strings
 * or tuples: the first element whose key no other beats. */
LLVMValueRef cg_list_min_max(Cg *cg, const Instr *call, bool is_max) {
  const Instr *a = arg_instr(call, 0), *key = kwarg(call, "key"), *dflt = kwarg(call, "default");
  bool keyed = key && key->type->kind == TY_LIST;
  const Type *et = a->type->elem, *ordered = keyed ? key->type->elem : et;
  LLVMValueRef l = cg_value(cg, a), len = cg_list_len(cg, l);
  LLVMValueRef empty = LLVMBuildICmp(cg->b, LLVMIntEQ, len, cg_i64(cg, 0), "");
  LLVMValueRef out = cg_alloca(cg, cg_type(cg, call->type), "best");
  LLVMBasicBlockRef some = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "nonempty");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "best.done");
  if (dflt) {
    LLVMBasicBlockRef none = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "empty");
    LLVMBuildCondBr(cg->b, empty, none, some);
    LLVMPositionBuilderAtEnd(cg->b, none);
    LLVMValueRef d = cg_convert(cg, cg_value(cg, dflt), dflt->type, call->type);
    cg_refcount(cg, d, call->type, true);
    LLVMBuildStore(cg->b, d, out);
    LLVMBuildBr(cg->b, done);
  } else {
    cg_raise_if(cg, empty, ARRC_VALUE_ERROR, is_max ? "max() arg is an empty sequence" : "min() arg is an empty sequence",
                call->loc);
    LLVMBuildBr(cg->b, some);
  }
  LLVMPositionBuilderAtEnd(cg->b, some);
  int n;
  LLVMValueRef table = order_table(cg, ordered, &n);
  LLVMValueRef at = cg_call_rt(cg, "arrc_list_argbest", cg->i64, 4,
                               (LLVMValueRef[]){keyed ? cg_value(cg, key) : l, table, i32c(cg, n),
                                                LLVMConstInt(cg->i8, is_max, false)});
  LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, et), cg_list_elem_ptr(cg, l, at, call->loc), "");
  x = cg_convert(cg, x, et, call->type);
  /* The element is read out of the list: the result is a new reference. */
  cg_refcount(cg, x, call->type, true);
  LLVMBuildStore(cg->b, x, out);
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, done);
  return LLVMBuildLoad2(cg->b, cg_type(cg, call->type), out, "");
}

/* min(a, b, ...) and max of strings or tuples: the first argument no later
 * one beats, compared by the runtime's order. */
LLVMValueRef cg_min_max_values(Cg *cg, const Instr *call, bool is_max) {
  const Type *t = call->type;
  int n;
  LLVMValueRef table = order_table(cg, t, &n);
  LLVMValueRef best = spill(cg, arg_instr(call, 0), t);
  for (int k = 1; k < nargs(call); k++) {
    LLVMValueRef x = spill(cg, arg_instr(call, k), t);
    LLVMValueRef c = cg_call_rt(cg, "arrc_order_compare", cg->i32, 4, (LLVMValueRef[]){x, best, table, i32c(cg, n)});
    LLVMValueRef better = LLVMBuildICmp(cg->b, LLVMIntEQ, c, i32c(cg, is_max ? 1 : -1), "");
    best = LLVMBuildSelect(cg->b, better, x, best, "");
  }
  LLVMValueRef v = LLVMBuildLoad2(cg->b, cg_type(cg, t), best, "");
  /* The result is a new reference to the argument it is. */
  cg_refcount(cg, v, t, true);
  return v;
}

/* ---- operators ------------------------------------------------------------ */

/* x in l for elements the runtime orders (lists, tuples with lists). */
LLVMValueRef cg_list_contains(Cg *cg, LLVMValueRef list, const Type *et, LLVMValueRef x) {
  int n;
  LLVMValueRef table = order_table(cg, et, &n), slot = cg_alloca(cg, cg_type(cg, et), "elem");
  LLVMBuildStore(cg->b, x, slot);
  LLVMValueRef at = cg_call_rt(cg, "arrc_list_find", cg->i64, 6,
                               (LLVMValueRef[]){list, slot, table, i32c(cg, n), cg_i64(cg, 0), cg_i64(cg, INT64_MAX)});
  return LLVMBuildICmp(cg->b, LLVMIntSGE, at, cg_i64(cg, 0), "");
}

/* a + b and a * n (n * a) on lists: new lists. */
LLVMValueRef cg_list_binary(Cg *cg, AstOp op, const Instr *x, const Instr *y) {
  if (op == OP_ADD)
    return cg_call_rt(cg, "arrc_list_concat", cg->ptr, 2, (LLVMValueRef[]){cg_value(cg, x), cg_value(cg, y)});
  const Instr *l = x->type->kind == TY_LIST ? x : y, *k = l == x ? y : x;
  return cg_call_rt(cg, "arrc_list_repeat", cg->ptr, 2,
                    (LLVMValueRef[]){cg_value(cg, l), cg_convert(cg, cg_value(cg, k), k->type, ty_int64)});
}

/* a += b (extend in place) and a *= n on a list: the list itself. */
LLVMValueRef cg_list_inplace(Cg *cg, AstOp op, const Instr *x, const Instr *y) {
  LLVMValueRef l = cg_value(cg, x);
  if (op == OP_ADD) {
    cg_call_rt(cg, "arrc_list_extend", cg->void_, 2, (LLVMValueRef[]){l, cg_value(cg, y)});
    return l;
  }
  LLVMValueRef copy = cg_call_rt(cg, "arrc_list_copy", cg->ptr, 1, &l);
  cg_call_rt(cg, "arrc_list_clear", cg->void_, 1, &l);
  LLVMValueRef times = cg_convert(cg, cg_value(cg, y), y->type, ty_int64);
  Loop lp = cg_loop_begin(cg, times);
  cg_call_rt(cg, "arrc_list_extend", cg->void_, 2, (LLVMValueRef[]){l, copy});
  cg_loop_end(cg, &lp);
  cg_call_rt(cg, "arrc_list_decref", cg->void_, 1, &copy);
  return l;
}

/* a == b, a != b, a < b ... on two lists of the same orderable element
 * type: lexicographic, as Python compares lists. */
LLVMValueRef cg_list_compare(Cg *cg, AstOp op, const Instr *x, const Instr *y) {
  const Type *et = x->type->elem ? x->type->elem : y->type->elem;
  int n = 0;
  LLVMValueRef table = et ? order_table(cg, et, &n) : LLVMConstNull(cg->ptr);
  LLVMValueRef c = cg_call_rt(cg, "arrc_list_compare", cg->i32, 4,
                              (LLVMValueRef[]){cg_value(cg, x), cg_value(cg, y), table, i32c(cg, n)});
  LLVMIntPredicate p;
  int against;
  switch (op) {
  case OP_EQ: p = LLVMIntEQ, against = 0; break;
  case OP_NE: p = LLVMIntNE, against = 0; break;
  case OP_LT: p = LLVMIntEQ, against = -1; break;
  case OP_GT: p = LLVMIntEQ, against = 1; break;
  case OP_LE: {
    LLVMValueRef lt = LLVMBuildICmp(cg->b, LLVMIntEQ, c, i32c(cg, -1), "");
    return LLVMBuildOr(cg->b, lt, LLVMBuildICmp(cg->b, LLVMIntEQ, c, i32c(cg, 0), ""), "");
  }
  default: {
    LLVMValueRef gt = LLVMBuildICmp(cg->b, LLVMIntEQ, c, i32c(cg, 1), "");
    return LLVMBuildOr(cg->b, gt, LLVMBuildICmp(cg->b, LLVMIntEQ, c, i32c(cg, 0), ""), "");
  }
  }
  return LLVMBuildICmp(cg->b, p, c, i32c(cg, against), "");
}

/* del l[i] and del l[lo:hi:step]. */
void cg_list_delete(Cg *cg, const Instr *list, const Instr *index, SrcLoc loc) {
  LLVMValueRef l = cg_value(cg, list);
  if (index->type->kind != TY_SLICE) {
    cg_call_rt(cg, "arrc_list_delete", cg->void_, 3,
               (LLVMValueRef[]){l, cg_convert(cg, cg_value(cg, index), index->type, ty_int64), cg_loc(cg, loc)});
    return;
  }
  LLVMValueRef parts[3];
  int32_t absent = cg_slice_parts(cg, index, parts);
  /* Numba deletes only simple slices of a list. */
  if (cg_in_jit(cg) && !(absent & ARRC_SLICE_NO_STEP))
    cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntNE, parts[2], cg_i64(cg, 1), ""), ARRC_NOT_IMPLEMENTED_ERROR,
                "unsupported del list[start:stop:step] with step != 1", loc);
  cg_call_rt(cg, "arrc_list_delete_slice", cg->void_, 6,
             (LLVMValueRef[]){l, parts[0], parts[1], parts[2], i32c(cg, absent), cg_loc(cg, loc)});
}

/* l[lo:hi:step] = other. */
void cg_list_assign_slice(Cg *cg, const Instr *list, const Instr *index, const Instr *value, SrcLoc loc) {
  LLVMValueRef parts[3];
  int32_t absent = cg_slice_parts(cg, index, parts);
  cg_call_rt(cg, "arrc_list_assign_slice", cg->void_, 7,
             (LLVMValueRef[]){cg_value(cg, list), parts[0], parts[1], parts[2], i32c(cg, absent), cg_value(cg, value),
                              cg_loc(cg, loc)});
}

/* isinstance(v, cls): known from v's type (ir/builtins_list.c). */
LLVMValueRef lower_isinstance(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *v = arg_instr(call, 0)->type, *cls = arg_instr(call, 1)->type;
  bool host = !cg_in_jit(cg);
  bool numpy_scalar = host && isinstance_needs_origin(v, cls) && host_number_is_numpy(arg_instr(call, 0), NULL) == 1;
  int r = isinstance_of(v, cls, host, numpy_scalar);
  return LLVMConstInt(cg->i1, r > 0, false);
}

/* next(it[, default]): the first element still in the iterator's list,
 * taken out of it; when none is left, the default or StopIteration. */
LLVMValueRef lower_next(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *it = arg_instr(call, 0);
  LLVMValueRef l = cg_value(cg, it);
  LLVMTypeRef t = cg_type(cg, call->type);
  LLVMValueRef out = cg_alloca(cg, t, "next");
  LLVMValueRef empty = LLVMBuildICmp(cg->b, LLVMIntEQ, cg_list_len(cg, l), cg_i64(cg, 0), "");
  LLVMBasicBlockRef some = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "next.some");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "next.done");
  if (nargs(call) > 1) {
    LLVMBasicBlockRef none = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "next.default");
    LLVMBuildCondBr(cg->b, empty, none, some);
    LLVMPositionBuilderAtEnd(cg->b, none);
    LLVMValueRef d = arg_as(cg, call, 1, call->type);
    cg_refcount(cg, d, call->type, true);
    LLVMBuildStore(cg->b, d, out);
    LLVMBuildBr(cg->b, done);
  } else {
    LLVMBasicBlockRef stop = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "next.stop");
    LLVMBuildCondBr(cg->b, empty, stop, some);
    LLVMPositionBuilderAtEnd(cg->b, stop);
    cg_raise_here(cg, ARRC_STOP_ITERATION, call->loc, LLVMConstNull(cg->ptr), cg_i64(cg, 0));
  }
  LLVMPositionBuilderAtEnd(cg->b, some);
  /* pop(0) moves the element's reference to the result. */
  cg_call_rt(cg, "arrc_list_pop", cg->void_, 4, (LLVMValueRef[]){l, cg_i64(cg, 0), out, cg_loc(cg, call->loc)});
  LLVMBuildBr(cg->b, done);
  LLVMPositionBuilderAtEnd(cg->b, done);
  return LLVMBuildLoad2(cg->b, t, out, "");
}
