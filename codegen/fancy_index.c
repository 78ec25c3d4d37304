/* Advanced indexing and the loops over an array's positions.
 *
 * A subscript that holds an integer or boolean array, a list or `...` is
 * laid out as an array of arrc_index records (runtime/rt_index.h), one per
 * entry as written, and handed to the runtime, which follows NumPy's rules
 * in host code and Numba's in jitted code (ARRC_INDEX_JIT): one call per
 * subscript, for every dtype.
 *
 * np.ndindex, np.ndenumerate, np.nditer and a.flat walk a position from 0
 * to the number of positions; the index tuple of a position comes from it
 * by division by the dimensions, innermost first, and the element from
 * the runtime's C-order address (arrc_rt_elem through arrc_flat_elem). */
#include "fancy_index.h"

#include "infer_index.h"
#include "lower.h"
#include "rt_index.h"

enum { WORDS = sizeof(arrc_index) / sizeof(int64_t) };
_Static_assert(sizeof(arrc_index) == 6 * sizeof(int64_t) && offsetof(arrc_index, obj) == 5 * sizeof(int64_t),
               "arrc_index is six words, the object last");

static LLVMValueRef word_ptr(Cg *cg, LLVMValueRef ixs, int entry, int word) {
  return LLVMBuildGEP2(cg->b, cg->i64, ixs, (LLVMValueRef[]){cg_i64(cg, entry * WORDS + word)}, 1, "");
}

static void put(Cg *cg, LLVMValueRef ixs, int entry, int word, LLVMValueRef v) {
  LLVMBuildStore(cg->b, v, word_ptr(cg, ixs, entry, word));
}

/* Entry k of the subscript: its instruction when the subscript is written
 * out (a[m, 1:3]), else NULL (a tuple value, read with extractvalue). */
static const Instr *entry_instr(const Instr *ix, int k) {
  if (ix->type->kind != TY_TUPLE)
    return ix;
  return ix->op == IR_TUPLE ? ir_resolve(ix->ops.v[k]) : NULL;
}

static LLVMValueRef entry_value(Cg *cg, const Instr *ix, int k) {
  const Instr *e = entry_instr(ix, k);
  return e ? cg_value(cg, e) : LLVMBuildExtractValue(cg->b, cg_value(cg, ix), (unsigned)k, "");
}

/* The arrc_index records of subscript ix, in a new stack array; their
 * number in *n. */
static LLVMValueRef index_records(Cg *cg, const Instr *ix, int32_t *n, SrcLoc loc) {
  int count = ix->type->kind == TY_TUPLE ? ix->type->n : 1;
  LLVMValueRef ixs = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(count * WORDS)), "index");
  for (int k = 0; k < count; k++) {
    const Type *t = ix->type->kind == TY_TUPLE ? ix->type->elems[k] : ix->type;
    int64_t kind = ARRC_IX_INT;
    if (t->kind == TY_SLICE) {
      const Instr *s = entry_instr(ix, k);
      if (!s || s->op != IR_SLICE) {
        cg_unsupported(cg, loc, "a slice inside a tuple variable used as an index is not supported; write the "
                       "subscript out");
        continue;
      }
      LLVMValueRef parts[3];
      int32_t absent = cg_slice_parts(cg, s, parts);
      kind = ARRC_IX_SLICE;
      for (int j = 0; j < 3; j++)
        put(cg, ixs, k, 1 + j, parts[j]);
      put(cg, ixs, k, 4, cg_i64(cg, absent));
    } else if (t->kind == TY_NONE) {
      kind = ARRC_IX_NEWAXIS;
    } else if (type_is_ellipsis(t)) {
      kind = ARRC_IX_ELLIPSIS;
    } else if (t->kind == TY_ARRAY || t->kind == TY_LIST) {
      kind = t->kind == TY_ARRAY ? ARRC_IX_ARRAY : ARRC_IX_LIST;
      LLVMBuildStore(cg->b, entry_value(cg, ix, k), word_ptr(cg, ixs, k, 5));
      if (t->kind == TY_LIST) {
        bool nested = t->elem->kind == TY_LIST;
        put(cg, ixs, k, 4, cg_i64(cg, cg_dtype_code(nested ? t->elem->elem : t->elem)));
        put(cg, ixs, k, 2, cg_i64(cg, nested ? 2 : 1));
      }
    } else {
      put(cg, ixs, k, 1, cg_convert(cg, entry_value(cg, ix, k), t, ty_int64));
    }
    put(cg, ixs, k, 0, cg_i64(cg, kind));
  }
  *n = count;
  return ixs;
}

static LLVMValueRef index_flags(Cg *cg) { return LLVMConstInt(cg->i32, cg_in_jit(cg) ? ARRC_INDEX_JIT : 0, false); }

LLVMValueRef cg_fancy_getitem(Cg *cg, const Instr *i) {
  const Instr *o = ir_resolve(i->ops.v[0]), *ix = ir_resolve(i->ops.v[1]);
  int32_t n;
  LLVMValueRef ixs = index_records(cg, ix, &n, i->loc);
  LLVMValueRef r = cg_call_rt(cg, "arrc_index_get", cg->ptr, 5,
                              (LLVMValueRef[]){cg_value(cg, o), LLVMConstInt(cg->i32, (unsigned)n, false), ixs,
                                               index_flags(cg), cg_loc(cg, i->loc)});
  if (i->type->kind == TY_ARRAY)
    return r;
  /* a[..., 0] of a 1-D array: the element of the 0-d view. */
  LLVMValueRef v = cg_load_elem(cg, i->type, cg_array_data(cg, r));
  cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &r);
  return v;
}

/* A scalar converted to the element type elem, in a stack slot of that
 * type as arrays store it (a bool as a byte). */
static LLVMValueRef element_slot(Cg *cg, const Instr *v, const Type *elem) {
  LLVMValueRef x = cg_convert(cg, cg_value(cg, v), v->type, elem);
  LLVMTypeRef st = cg_type(cg, elem);
  if (elem->kind == TY_BOOL) {
    st = cg->i8;
    x = LLVMBuildZExt(cg->b, x, cg->i8, "");
  }
  LLVMValueRef slot = cg_alloca(cg, st, "elem");
  LLVMBuildStore(cg->b, x, slot);
  return slot;
}

void cg_fancy_setitem(Cg *cg, const Instr *i) {
  const Instr *o = ir_resolve(i->ops.v[0]), *ix = ir_resolve(i->ops.v[1]), *v = ir_resolve(i->ops.v[2]);
  int32_t n;
  LLVMValueRef ixs = index_records(cg, ix, &n, i->loc);
  LLVMValueRef null = LLVMConstNull(cg->ptr);
  bool list = v->type->kind == TY_LIST, array = v->type->kind == TY_ARRAY || list;
  LLVMValueRef values = array ? cg_value(cg, v) : null;
  if (list)
    values = cg_call_rt(cg, "arrc_index_list_values", cg->ptr, 3,
                        (LLVMValueRef[]){values, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(v->type->elem), false),
                                         cg_loc(cg, i->loc)});
  LLVMValueRef scalar = array ? null : element_slot(cg, v, o->type->elem);
  LLVMValueRef flags = LLVMConstInt(cg->i32, (cg_in_jit(cg) ? ARRC_INDEX_JIT : 0) | (list ? ARRC_INDEX_OWN_VALUES : 0),
                                    false);
  cg_call_rt(cg, "arrc_index_set", cg->void_, 7,
             (LLVMValueRef[]){cg_value(cg, o), LLVMConstInt(cg->i32, (unsigned)n, false), ixs, flags, values, scalar,
                              cg_loc(cg, i->loc)});
}

/* ---- a.flat -------------------------------------------------------------------- */

/* The array of a.flat (the GETATTR's object). */
static const Instr *flat_array(const Instr *flat) { return ir_resolve(ir_resolve(flat)->ops.v[0]); }

static LLVMValueRef flat_elem_ptr(Cg *cg, const Instr *i) {
  const Instr *a = flat_array(i->ops.v[0]), *ix = ir_resolve(i->ops.v[1]);
  return cg_call_rt(cg, "arrc_flat_elem", cg->ptr, 4,
                    (LLVMValueRef[]){cg_value(cg, a), cg_convert(cg, cg_value(cg, ix), ix->type, ty_int64),
                                     index_flags(cg), cg_loc(cg, i->loc)});
}

LLVMValueRef cg_flat_getitem(Cg *cg, const Instr *i) { return cg_load_elem(cg, i->type, flat_elem_ptr(cg, i)); }

void cg_flat_setitem(Cg *cg, const Instr *i) {
  const Instr *a = flat_array(i->ops.v[0]), *v = ir_resolve(i->ops.v[2]);
  const Type *elem = a->type->elem;
  LLVMValueRef p = flat_elem_ptr(cg, i);
  LLVMValueRef x = cg_convert(cg, cg_value(cg, v), v->type, elem);
  if (elem->kind == TY_BOOL)
    x = LLVMBuildZExt(cg->b, x, cg->i8, "");
  LLVMBuildStore(cg->b, x, p);
}

/* a.flat = v: NumPy repeats v's elements over a in C order. */
void cg_flat_assign(Cg *cg, const Instr *setattr) {
  const Instr *a = ir_resolve(setattr->ops.v[0]), *v = ir_resolve(setattr->ops.v[1]);
  LLVMValueRef null = LLVMConstNull(cg->ptr);
  bool array = v->type->kind == TY_ARRAY;
  cg_call_rt(cg, "arrc_flat_assign", cg->void_, 4,
             (LLVMValueRef[]){cg_value(cg, a), array ? cg_value(cg, v) : null,
                              array ? null : element_slot(cg, v, a->type->elem), cg_loc(cg, setattr->loc)});
}

/* ---- np.ndindex, np.ndenumerate, np.nditer, a.flat ----------------------------- */

typedef enum { ND_INDEX, ND_ENUMERATE, ND_ELEMENTS } NdFlavor;

struct NdIter {
  NdFlavor flavor;
  int ndim;
  const Type *type;             /* the array's type (ND_ENUMERATE, ND_ELEMENTS) */
  LLVMValueRef array;
  LLVMValueRef *dims;           /* ndim dimensions */
  LLVMValueRef size;            /* the number of positions */
  LLVMValueRef counters;        /* [ndim x i64]: the index of the position pos */
};

NdIter *cg_nd_iter_make(Cg *cg, const Instr *src) {
  src = ir_resolve(src);
  BuiltinId called = ir_called_builtin(src);
  bool flat = src->op == IR_GETATTR && type_is_flat(src->type);
  if (!flat && called != BI_NP_NDINDEX && called != BI_NP_NDENUMERATE && called != BI_NP_NDITER)
    return NULL;
  NdIter *it = arena_alloc(cg->m->arena, sizeof *it);
  if (called == BI_NP_NDINDEX) {
    it->flavor = ND_INDEX;
    int n = nargs(src);
    const Instr *one = n == 1 ? arg_instr(src, 0) : NULL;
    bool tuple = one && one->type->kind == TY_TUPLE;
    it->ndim = tuple ? one->type->n : n;
    it->dims = arena_alloc(cg->m->arena, (size_t)(it->ndim + 1) * sizeof *it->dims);
    LLVMValueRef t = tuple ? cg_value(cg, one) : NULL;
    it->size = cg_i64(cg, 1);
    for (int k = 0; k < it->ndim; k++) {
      it->dims[k] = tuple ? cg_convert(cg, LLVMBuildExtractValue(cg->b, t, (unsigned)k, ""), one->type->elems[k], ty_int64)
                          : arg_as(cg, src, k, ty_int64);
      /* A negative dimension is NumPy's ValueError in host code; in
       * jitted code it gives no positions. */
      LLVMValueRef negative = LLVMBuildICmp(cg->b, LLVMIntSLT, it->dims[k], cg_i64(cg, 0), "");
      if (!cg_in_jit(cg))
        cg_raise_if(cg, negative, ARRC_VALUE_ERROR, "negative dimensions are not allowed", src->loc);
      LLVMValueRef d = LLVMBuildSelect(cg->b, negative, cg_i64(cg, 0), it->dims[k], "");
      it->size = LLVMBuildMul(cg->b, it->size, d, "");
    }
  } else {
    const Instr *a = flat ? ir_resolve(src->ops.v[0]) : arg_instr(src, 0);
    it->flavor = called == BI_NP_NDENUMERATE ? ND_ENUMERATE : ND_ELEMENTS;
    it->array = cg_value(cg, a);
    it->type = a->type;
    it->ndim = a->type->ndim;
    it->size = cg_array_size(cg, it->array);
    it->dims = arena_alloc(cg->m->arena, (size_t)(it->ndim + 1) * sizeof *it->dims);
    for (int k = 0; k < it->ndim; k++)
      it->dims[k] = cg_array_dim(cg, it->array, k);
  }
  it->counters = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(it->ndim ? it->ndim : 1)), "ndpos");
  for (int k = 0; k < it->ndim; k++)
    LLVMBuildStore(cg->b, cg_i64(cg, 0), LLVMBuildGEP2(cg->b, cg->i64, it->counters, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  return it;
}

LLVMValueRef cg_nd_iter_valid(Cg *cg, NdIter *it, LLVMValueRef pos) {
  return LLVMBuildICmp(cg->b, LLVMIntSLT, pos, it->size, "");
}

static LLVMValueRef counter_ptr(Cg *cg, NdIter *it, int k) {
  return LLVMBuildGEP2(cg->b, cg->i64, it->counters, (LLVMValueRef[]){cg_i64(cg, k)}, 1, "");
}

/* The element at the current index: at position pos of a C array, else
 * through the strides. */
static LLVMValueRef element_at(Cg *cg, NdIter *it, LLVMValueRef pos, const LLVMValueRef *idx) {
  const Type *elem = it->type->elem;
  LLVMValueRef data = cg_array_data(cg, it->array), p;
  if (it->type->layout == 'C') {
    p = LLVMBuildGEP2(cg->b, elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, elem), data, &pos, 1, "");
  } else {
    LLVMValueRef off = cg_i64(cg, 0);
    for (int k = 0; k < it->ndim; k++)
      off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, idx[k], cg_array_stride(cg, it->array, it->ndim, k), ""), "");
    p = LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, "");
  }
  return cg_load_elem(cg, elem, p);
}

/* Reads the index of the current position into idx and steps the
 * counters to the next one (the innermost first, carrying outwards, with
 * selects rather than branches). */
static void step_counters(Cg *cg, NdIter *it, LLVMValueRef *idx) {
  LLVMValueRef carry = LLVMConstInt(cg->i1, 1, false);
  for (int k = it->ndim - 1; k >= 0; k--) {
    LLVMValueRef p = counter_ptr(cg, it, k);
    idx[k] = LLVMBuildLoad2(cg->b, cg->i64, p, "");
    LLVMValueRef bumped = LLVMBuildAdd(cg->b, idx[k], LLVMBuildZExt(cg->b, carry, cg->i64, ""), "");
    LLVMValueRef wraps = LLVMBuildICmp(cg->b, LLVMIntEQ, bumped, it->dims[k], "");
    LLVMBuildStore(cg->b, LLVMBuildSelect(cg->b, wraps, cg_i64(cg, 0), bumped, ""), p);
    carry = LLVMBuildAnd(cg->b, carry, wraps, "");
  }
}

static LLVMValueRef index_tuple(Cg *cg, NdIter *it, const LLVMValueRef *idx, const Type *tt) {
  LLVMValueRef r = LLVMGetUndef(cg_type(cg, tt));
  for (int k = 0; k < it->ndim; k++)
    r = LLVMBuildInsertValue(cg->b, r, idx[k], (unsigned)k, "");
  return r;
}

LLVMValueRef cg_nd_iter_next(Cg *cg, NdIter *it, LLVMValueRef pos, const Type *yt, SrcLoc loc) {
  (void)loc;
  LLVMValueRef *idx = arena_alloc(cg->m->arena, (size_t)(it->ndim + 1) * sizeof *idx);
  step_counters(cg, it, idx);
  switch (it->flavor) {
  case ND_INDEX: return index_tuple(cg, it, idx, yt);
  case ND_ELEMENTS: return element_at(cg, it, pos, idx);
  case ND_ENUMERATE: {
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, yt));
    r = LLVMBuildInsertValue(cg->b, r, index_tuple(cg, it, idx, yt->elems[0]), 0, "");
    return LLVMBuildInsertValue(cg->b, r, element_at(cg, it, pos, idx), 1, "");
  }
  }
  return NULL;
}
