/* The lowerings of NumPy's reordering views, small array methods and
 * attributes, window functions and predicates (the rows of
 * ir/builtins.def marked "views"): each is a call of runtime/views.c,
 * which takes any dtype, so nothing here depends on the element type but
 * loading a scalar result. */
#include <stddef.h>
#include <stdio.h>

#include "lower.h"
#include "namedtuple.h"
#include "rt_views.h"
#include "type_views.h"

static LLVMValueRef i32(Cg *cg, int v) { return LLVMConstInt(cg->i32, (unsigned long long)(long long)v, true); }
static LLVMValueRef i1(Cg *cg, bool v) { return LLVMConstInt(cg->i1, v, false); }

/* The array a call works on: the receiver, or argument 0. */
static const Instr *subject(const Instr *call) {
  const Instr *r = receiver(call);
  return r ? r : arg_instr(call, 0);
}

/* Argument k counted after the array, or NULL when it is absent or None. */
static const Instr *after_array(const Instr *call, int k) {
  int pos = receiver(call) ? k : k + 1;
  if (pos >= nargs(call))
    return NULL;
  const Instr *a = arg_instr(call, pos);
  return a->type->kind == TY_NONE ? NULL : a;
}

static int32_t style(Cg *cg) { return cg_in_jit(cg) ? ARRC_VIEWS_NUMBA : ARRC_VIEWS_NUMPY; }

/* The integers of an int or a tuple of ints, stored in a new stack array. */
static LLVMValueRef int_tuple(Cg *cg, const Instr *v, int *n) {
  LLVMValueRef dims[TYPE_MAX_NDIM];
  *n = cg_shape_dims(cg, v, dims);
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg->i64, TYPE_MAX_NDIM), "ints");
  for (int k = 0; k < *n; k++)
    LLVMBuildStore(cg->b, dims[k], LLVMBuildGEP2(cg->b, cg->i64, buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  return buf;
}

/* A scalar converted to elem and stored in a 16-byte stack slot, as the
 * runtime reads elements (a bool as one byte). */
static LLVMValueRef spill_elem(Cg *cg, LLVMValueRef v, const Type *from, const Type *elem) {
  LLVMValueRef slot = cg_alloca(cg, LLVMArrayType(cg->i8, 16), "elem");
  v = cg_convert(cg, v, from, elem);
  if (elem->kind == TY_BOOL)
    v = LLVMBuildZExt(cg->b, v, cg->i8, "");
  LLVMBuildStore(cg->b, v, slot);
  return slot;
}

/* ---- views ------------------------------------------------------------------- */

LLVMValueRef lower_views_flip(Cg *cg, const Instr *call, BuiltinId id) {
  LLVMValueRef a = cg_value(cg, subject(call)), loc = cg_loc(cg, call->loc);
  if (id != BI_NP_FLIP)
    return cg_call_rt(cg, "arrc_views_flip_side", cg->ptr, 3, (LLVMValueRef[]){a, i1(cg, id == BI_NP_FLIPLR), loc});
  const Instr *axis = after_array(call, 0);
  LLVMValueRef ax = axis ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 0);
  return cg_call_rt(cg, "arrc_views_flip", cg->ptr, 4, (LLVMValueRef[]){a, ax, i1(cg, !axis), loc});
}

LLVMValueRef lower_views_rot90(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef a = cg_value(cg, subject(call));
  LLVMValueRef k = after_array(call, 0) ? arg_as(cg, call, 1, ty_int64) : cg_i64(cg, 1);
  LLVMValueRef ax0 = cg_i64(cg, 0), ax1 = cg_i64(cg, 1);
  const Instr *axes = after_array(call, 1);
  if (axes) {
    LLVMValueRef t = cg_value(cg, axes);
    ax0 = cg_convert(cg, LLVMBuildExtractValue(cg->b, t, 0, ""), axes->type->elems[0], ty_int64);
    ax1 = cg_convert(cg, LLVMBuildExtractValue(cg->b, t, 1, ""), axes->type->elems[1], ty_int64);
  }
  return cg_call_rt(cg, "arrc_views_rot90", cg->ptr, 5, (LLVMValueRef[]){a, k, ax0, ax1, cg_loc(cg, call->loc)});
}

LLVMValueRef lower_views_roll(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *axis = after_array(call, 1);
  return cg_call_rt(cg, "arrc_views_roll", cg->ptr, 5,
                    (LLVMValueRef[]){cg_value(cg, subject(call)), arg_as(cg, call, 1, ty_int64),
                                     axis ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, 0), i1(cg, axis != NULL),
                                     cg_loc(cg, call->loc)});
}

LLVMValueRef lower_views_take(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *src = subject(call), *ind = after_array(call, 0), *axis = after_array(call, 1);
  int ipos = id == BI_ARRAY_TAKE ? 0 : 1;
  LLVMValueRef a = cg_value(cg, src), loc = cg_loc(cg, call->loc);
  LLVMValueRef ax = axis ? arg_as(cg, call, ipos + 1, ty_int64) : cg_i64(cg, 0);
  if (ind->type->kind != TY_ARRAY && call->type->kind != TY_ARRAY) {
    /* One element: a flat index, or an index along the one axis. */
    LLVMValueRef i = arg_as(cg, call, ipos, ty_int64);
    if (axis) {
      /* The axis of a 1-d array must still be 0 or -1. */
      cg_call_rt(cg, "arrc_views_flip", cg->ptr, 4, (LLVMValueRef[]){a, ax, i1(cg, false), loc});
    }
    LLVMValueRef p = cg_call_rt(cg, "arrc_views_take_elem", cg->ptr, 4, (LLVMValueRef[]){a, i, i32(cg, style(cg)), loc});
    return cg_load_elem(cg, src->type->elem, p);
  }
  bool list = ind->type->kind == TY_LIST, many = list || ind->type->kind == TY_ARRAY;
  LLVMValueRef iv = !many ? LLVMConstNull(cg->ptr)
                    : list ? cg_call_rt(cg, "arrc_views_index_list", cg->ptr, 3,
                                        (LLVMValueRef[]){cg_value(cg, ind), i32(cg, cg_dtype_code(ind->type->elem)), loc})
                           : cg_value(cg, ind);
  LLVMValueRef scalar = many ? cg_i64(cg, 0) : arg_as(cg, call, ipos, ty_int64);
  LLVMValueRef r = cg_call_rt(cg, "arrc_views_take", cg->ptr, 7,
                              (LLVMValueRef[]){a, iv, scalar, ax, i1(cg, axis != NULL), i32(cg, style(cg)), loc});
  if (list)
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &iv);
  return r;
}

LLVMValueRef lower_views_take_along_axis(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  bool has_axis = arg_instr(call, 2)->type->kind != TY_NONE;
  return cg_call_rt(cg, "arrc_views_take_along_axis", cg->ptr, 5,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)),
                                     has_axis ? arg_as(cg, call, 2, ty_int64) : cg_i64(cg, 0), i1(cg, has_axis),
                                     cg_loc(cg, call->loc)});
}

/* The arrays of a list (its length and its element storage, read in
 * place) or of a tuple (stored in a new stack array). */
static void array_items(Cg *cg, const Instr *v, LLVMValueRef *n, LLVMValueRef *items) {
  LLVMValueRef x = cg_value(cg, v);
  if (v->type->kind == TY_LIST) {
    *n = LLVMBuildLoad2(cg->b, cg->i64,
                        LLVMBuildGEP2(cg->b, cg->i8, x, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_list, len))}, 1, ""), "");
    *items = LLVMBuildLoad2(cg->b, cg->ptr,
                            LLVMBuildGEP2(cg->b, cg->i8, x, (LLVMValueRef[]){cg_i64(cg, offsetof(arrc_list, data))}, 1, ""), "");
    return;
  }
  int count = v->type->n;
  LLVMValueRef buf = cg_alloca(cg, LLVMArrayType(cg->ptr, (unsigned)count), "arrays");
  for (int k = 0; k < count; k++)
    LLVMBuildStore(cg->b, LLVMBuildExtractValue(cg->b, x, (unsigned)k, ""),
                   LLVMBuildGEP2(cg->b, cg->ptr, buf, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  *n = cg_i64(cg, count);
  *items = buf;
}

LLVMValueRef lower_views_select(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  LLVMValueRef nc, conds, nh, choices;
  array_items(cg, arg_instr(call, 0), &nc, &conds);
  array_items(cg, arg_instr(call, 1), &nh, &choices);
  const Type *e = call->type->elem;
  LLVMValueRef dflt = nargs(call) > 2 ? spill_elem(cg, cg_value(cg, arg_instr(call, 2)), arg_instr(call, 2)->type, e)
                                      : spill_elem(cg, cg_i64(cg, 0), ty_int64, e);
  return cg_call_rt(cg, "arrc_views_select", cg->ptr, 8,
                    (LLVMValueRef[]){nc, conds, nh, choices, i32(cg, cg_dtype_code(e)), dflt, i1(cg, cg_in_jit(cg)),
                                     cg_loc(cg, call->loc)});
}

LLVMValueRef lower_views_as_strided(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *x = arg_instr(call, 0);
  int n = 0, ns = 0;
  LLVMValueRef a = cg_value(cg, x);
  LLVMValueRef shape, strides = int_tuple(cg, arg_instr(call, 2), &ns);
  if (arg_instr(call, 1)->type->kind != TY_NONE) {
    shape = int_tuple(cg, arg_instr(call, 1), &n);
  } else {
    n = x->type->ndim;
    shape = cg_alloca(cg, LLVMArrayType(cg->i64, TYPE_MAX_NDIM), "shape");
    for (int k = 0; k < n; k++)
      LLVMBuildStore(cg->b, cg_array_dim(cg, a, k), LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  return cg_call_rt(cg, "arrc_views_as_strided", cg->ptr, 4, (LLVMValueRef[]){a, i32(cg, n), shape, strides});
}

/* ---- methods ----------------------------------------------------------------- */

/* The address of a.item(...)'s or a.itemset(...)'s element: its n index
 * arguments are the first n. */
static LLVMValueRef item_address(Cg *cg, const Instr *call, LLVMValueRef a, int n, bool set) {
  LLVMValueRef idx = cg_alloca(cg, LLVMArrayType(cg->i64, TYPE_MAX_NDIM), "index");
  if (n == 1 && arg_instr(call, 0)->type->kind == TY_TUPLE) {
    /* a.item((i, j)): the tuple's integers. */
    idx = int_tuple(cg, arg_instr(call, 0), &n);
  } else {
    for (int k = 0; k < n; k++)
      LLVMBuildStore(cg->b, arg_as(cg, call, k, ty_int64), LLVMBuildGEP2(cg->b, cg->i64, idx, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  }
  return cg_call_rt(cg, "arrc_views_item", cg->ptr, 6,
                    (LLVMValueRef[]){a, i32(cg, n), idx, i1(cg, set), i1(cg, cg_in_jit(cg)), cg_loc(cg, call->loc)});
}

/* The list a.tolist() makes of the elements below base along dimensions
 * k and on of a (type at), each converted to its Python number. */
static LLVMValueRef tolist_level(Cg *cg, const Type *lt, const Type *at, LLVMValueRef a, int k, LLVMValueRef base) {
  LLVMValueRef l = cg_list_new(cg, lt);
  Loop lp = cg_loop_begin(cg, cg_array_dim(cg, a, k));
  LLVMValueRef off = LLVMBuildMul(cg->b, lp.i, cg_array_stride(cg, a, at->ndim, k), "");
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, base, &off, 1, "");
  if (k == at->ndim - 1) {
    cg_list_append(cg, l, lt, cg_convert(cg, cg_load_elem(cg, at->elem, p), at->elem, lt->elem));
  } else {
    LLVMValueRef row = tolist_level(cg, lt->elem, at, a, k + 1, p);
    cg_list_append(cg, l, lt, row);
    cg_refcount(cg, row, lt->elem, false);
  }
  cg_loop_end(cg, &lp);
  return l;
}

LLVMValueRef lower_views_method(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *recv = receiver(call);
  const Type *e = recv->type->elem;
  LLVMValueRef a = cg_value(cg, recv), loc = cg_loc(cg, call->loc);
  switch (id) {
  case BI_ARRAY_FILL: {
    const Instr *v = arg_instr(call, 0);
    cg_call_rt(cg, "arrc_views_fill", cg->void_, 2, (LLVMValueRef[]){a, spill_elem(cg, cg_value(cg, v), v->type, e)});
    return NULL;
  }
  case BI_ARRAY_ITEM: {
    LLVMValueRef p = item_address(cg, call, a, nargs(call), false);
    return cg_convert(cg, cg_load_elem(cg, e, p), e, call->type);
  }
  case BI_ARRAY_TOLIST: {
    const Type *at = receiver(call)->type;
    return tolist_level(cg, call->type, at, a, 0, cg_array_data(cg, a));
  }
  case BI_ARRAY_ITEMSET: {
    int n = nargs(call) - 1;
    LLVMValueRef p = item_address(cg, call, a, n, true);
    const Instr *v = arg_instr(call, n);
    LLVMValueRef x = cg_convert(cg, cg_value(cg, v), v->type, e);
    if (e->kind == TY_BOOL)
      x = LLVMBuildZExt(cg->b, x, cg->i8, "");
    LLVMBuildStore(cg->b, x, p);
    return NULL;
  }
  case BI_ARRAY_VIEW:
    return cg_call_rt(cg, cg_in_jit(cg) ? "arrc_views_view_jit" : "arrc_views_view", cg->ptr, 3, (LLVMValueRef[]){a, i32(cg, cg_dtype_code(call->type->elem)), loc});
  case BI_ARRAY_CONJ: case BI_ARRAY_CONJUGATE:
    return cg_call_rt(cg, "arrc_views_conj", cg->ptr, 2, (LLVMValueRef[]){a, loc});
  default:
    return lower_failed(cg, call);
  }
}

/* ---- window functions and predicates -------------------------------------------- */

LLVMValueRef lower_views_window(Cg *cg, const Instr *call, BuiltinId id) {
  int kind = id == BI_NP_BARTLETT ? ARRC_WINDOW_BARTLETT
           : id == BI_NP_BLACKMAN ? ARRC_WINDOW_BLACKMAN
           : id == BI_NP_HAMMING  ? ARRC_WINDOW_HAMMING
           : id == BI_NP_HANNING  ? ARRC_WINDOW_HANNING
                                  : ARRC_WINDOW_KAISER;
  LLVMValueRef beta = id == BI_NP_KAISER ? arg_as(cg, call, 1, ty_float64) : LLVMConstReal(cg->f64, 0);
  return cg_call_rt(cg, "arrc_views_window", cg->ptr, 4,
                    (LLVMValueRef[]){i32(cg, kind), arg_as(cg, call, 0, ty_int64), beta, cg_loc(cg, call->loc)});
}

LLVMValueRef lower_views_sinc(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *x = arg_instr(call, 0);
  if (x->type->kind == TY_ARRAY)
    return cg_call_rt(cg, "arrc_views_sinc_array", cg->ptr, 3,
                      (LLVMValueRef[]){cg_value(cg, x), i1(cg, cg_in_jit(cg)), cg_loc(cg, call->loc)});
  if (call->type == ty_float32) {
    /* NumPy's float32 scalar: computed in float32. */
    return cg_call_rt(cg, "arrc_views_sinc_f32", cg->f32, 1, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float32)});
  }
  return cg_call_rt(cg, "arrc_views_sinc", cg->f64, 1, (LLVMValueRef[]){arg_as(cg, call, 0, ty_float64)});
}

LLVMValueRef lower_views_predicate(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *x = arg_instr(call, 0);
  const Type *t = x->type, *e = t->kind == TY_ARRAY ? t->elem : t;
  if (id == BI_NP_ISCOMPLEXOBJ || id == BI_NP_ISREALOBJ)
    return i1(cg, (e->kind == TY_COMPLEX) == (id == BI_NP_ISCOMPLEXOBJ));
  int kind = id == BI_NP_ISPOSINF ? ARRC_PRED_POSINF
           : id == BI_NP_ISNEGINF ? ARRC_PRED_NEGINF
           : id == BI_NP_ISCOMPLEX ? ARRC_PRED_COMPLEX
                                   : ARRC_PRED_REAL;
  if (t->kind == TY_ARRAY)
    return cg_call_rt(cg, "arrc_views_predicate", cg->ptr, 3,
                      (LLVMValueRef[]){cg_value(cg, x), i32(cg, kind), cg_loc(cg, call->loc)});
  LLVMValueRef v = cg_value(cg, x);
  if (kind == ARRC_PRED_COMPLEX || kind == ARRC_PRED_REAL) {
    if (e->kind != TY_COMPLEX)
      return i1(cg, kind == ARRC_PRED_REAL);
    LLVMValueRef im = LLVMBuildExtractValue(cg->b, v, 1, "");
    LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(im));
    return LLVMBuildFCmp(cg->b, kind == ARRC_PRED_COMPLEX ? LLVMRealUNE : LLVMRealOEQ, im, zero, "");
  }
  if (e->kind != TY_FLOAT)
    return i1(cg, false);
  LLVMValueRef inf = LLVMConstReal(LLVMTypeOf(v), kind == ARRC_PRED_POSINF ? 1.0 / 0.0 : -1.0 / 0.0);
  return LLVMBuildFCmp(cg->b, LLVMRealOEQ, v, inf, "");
}

/* ---- attributes ------------------------------------------------------------------ */

LLVMValueRef cg_views_flags(Cg *cg, LLVMValueRef a, const Type *t) {
  LLVMValueRef bits = cg_call_rt(cg, "arrc_views_flags", cg->i32, 2, (LLVMValueRef[]){a, i1(cg, cg_in_jit(cg))});
  const NamedTupleClass *cls = namedtuple_of(t);
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, t));
  for (int k = 0; k < cls->nfields; k++) {
    static const struct { const char *field; int bit; } bit_of[] = {
        {"c_contiguous", ARRC_FLAG_C_CONTIGUOUS}, {"f_contiguous", ARRC_FLAG_F_CONTIGUOUS},
        {"contiguous", ARRC_FLAG_C_CONTIGUOUS},   {"owndata", ARRC_FLAG_OWNDATA},
        {"writeable", ARRC_FLAG_WRITEABLE},       {"aligned", ARRC_FLAG_ALIGNED},
    };
    int bit = 0; /* writebackifcopy: never set */
    for (size_t q = 0; q < sizeof bit_of / sizeof *bit_of; q++)
      if (strcmp(bit_of[q].field, cls->fields[k]) == 0)
        bit = bit_of[q].bit;
    LLVMValueRef set = LLVMBuildICmp(cg->b, LLVMIntNE, LLVMBuildAnd(cg->b, bits, i32(cg, bit), ""), i32(cg, 0), "");
    r = LLVMBuildInsertValue(cg->b, r, set, (unsigned)k, "");
  }
  return r;
}

bool cg_views_put_flags(Cg *cg, LLVMValueRef text, LLVMValueRef v, const Type *t) {
  const NamedTupleClass *cls = namedtuple_of(t);
  if (cls != &views_flags_class && cls != &views_jit_flags_class)
    return false;
  /* NumPy's flagsobj repr: six lines, each "  NAME : True|False". */
  static const char *const shown[] = {"C_CONTIGUOUS", "F_CONTIGUOUS", "OWNDATA", "WRITEABLE", "ALIGNED", "WRITEBACKIFCOPY"};
  int nshown = cls == &views_flags_class ? 6 : 2;
  for (int k = 0; k < nshown; k++) {
    char label[64];
    snprintf(label, sizeof label, "%s  %s : ", k ? "\n" : "", shown[k]);
    cg_text_put_const(cg, text, label);
    cg_call_rt(cg, "arrc_text_put_bool", cg->void_, 2, (LLVMValueRef[]){text, LLVMBuildExtractValue(cg->b, v, (unsigned)k, "")});
  }
  cg_text_put_const(cg, text, "\n");
  return true;
}
