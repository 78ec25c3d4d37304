/* NumPy's array creation (LANGUAGE.md §6.3): np.zeros and its family,
 * arange, linspace, array, copy; the array methods that make arrays
 * (astype, reshape, ravel); np.save and np.load. */
#include <stdio.h>
#include <string.h>

#include "lower.h"

/* The dimensions of a shape argument: an int or a tuple of ints. */
int cg_shape_dims(Cg *cg, const Instr *shape, LLVMValueRef *dims) {
  if (shape->type->kind == TY_TUPLE) {
    LLVMValueRef v = cg_value(cg, shape);
    for (int k = 0; k < shape->type->n; k++)
      dims[k] = cg_convert(cg, LLVMBuildExtractValue(cg->b, v, (unsigned)k, ""), shape->type->elems[k], ty_int64);
    return shape->type->n;
  }
  dims[0] = cg_convert(cg, cg_value(cg, shape), shape->type, ty_int64);
  return 1;
}

static void fill(Cg *cg, LLVMValueRef a, const Type *elem, LLVMValueRef v, const Type *vt) {
  if (type_is_complex(elem)) {
    LLVMValueRef c = cg_convert(cg, v, vt, ty_complex128);
    cg_call_rt(cg, "arrc_array_fill_c128", cg->void_, 3,
               (LLVMValueRef[]){a, LLVMBuildExtractValue(cg->b, c, 0, ""), LLVMBuildExtractValue(cg->b, c, 1, "")});
  } else if (type_is_float(elem)) {
    cg_call_rt(cg, "arrc_array_fill_f64", cg->void_, 2,
               (LLVMValueRef[]){a, cg_convert(cg, cg_convert(cg, v, vt, elem), elem, ty_float64)});
  } else {
    cg_call_rt(cg, "arrc_array_fill_i64", cg->void_, 2, (LLVMValueRef[]){a, cg_convert(cg, cg_convert(cg, v, vt, elem), elem, ty_int64)});
  }
}

/* np.zeros, ones, empty, full, their _like forms, and cuda.pinned_array
 * (a host array on the CPU path). */
LLVMValueRef lower_alloc(Cg *cg, const Instr *call, BuiltinId id) {
  const Type *t = call->type;
  LLVMValueRef dims[32];
  bool like = id == BI_NP_ZEROS_LIKE || id == BI_NP_ONES_LIKE || id == BI_NP_EMPTY_LIKE || id == BI_NP_FULL_LIKE;
  if (like) {
    const Instr *src = arg_instr(call, 0);
    LLVMValueRef a = cg_value(cg, src);
    for (int k = 0; k < t->ndim; k++)
      dims[k] = cg_array_dim(cg, a, k);
  } else {
    cg_shape_dims(cg, arg_instr(call, 0), dims);
  }
  /* order='F': the C-order array of the reversed shape, seen transposed. */
  bool fortran = t->layout == 'F' && !like;
  if (fortran)
    for (int k = 0; k < t->ndim / 2; k++) {
      LLVMValueRef d = dims[k];
      dims[k] = dims[t->ndim - 1 - k];
      dims[t->ndim - 1 - k] = d;
    }
  bool zero = id == BI_NP_ZEROS || id == BI_NP_ZEROS_LIKE || id == BI_CUDA_PINNED_ARRAY;
  LLVMValueRef a = cg_array_new(cg, t, dims, zero || id == BI_NP_EMPTY || id == BI_NP_EMPTY_LIKE, call->loc);
  if (id == BI_NP_ONES || id == BI_NP_ONES_LIKE)
    fill(cg, a, t->elem, cg_i64(cg, 1), ty_int64);
  else if (id == BI_NP_FULL || id == BI_NP_FULL_LIKE) {
    const Instr *v = nargs(call) > 1 ? arg_instr(call, 1) : kwarg(call, "fill_value");
    fill(cg, a, t->elem, cg_value(cg, v), v->type);
  }
  if (fortran) {
    LLVMValueRef f = cg_call_rt(cg, "arrc_array_transpose", cg->ptr, 1, &a);
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
    return f;
  }
  return a;
}

LLVMValueRef lower_arange(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Type *t = call->type;
  int n = nargs(call);
  bool fl = type_is_float(t->elem);
  const Type *ct = fl ? ty_float64 : ty_int64;
  LLVMValueRef start = LLVMConstNull(cg_type(cg, ct)), stop, step = fl ? LLVMConstReal(cg->f64, 1) : cg_i64(cg, 1);
  if (n == 1) {
    stop = arg_as(cg, call, 0, ct);
  } else {
    start = arg_as(cg, call, 0, ct);
    stop = arg_as(cg, call, 1, ct);
    if (n > 2)
      step = arg_as(cg, call, 2, ct);
  }
  LLVMValueRef a = cg_call_rt(cg, fl ? "arrc_array_arange_f64" : "arrc_array_arange_i64", cg->ptr, 4,
                              (LLVMValueRef[]){start, stop, step, cg_loc(cg, call->loc)});
  if (t->elem != ct) {
    LLVMValueRef b = cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                                (LLVMValueRef[]){a, LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false), cg_loc(cg, call->loc)});
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &a);
    return b;
  }
  return a;
}

/* np.array(list) of numbers, or of lists of numbers (2-D); np.array(a)
 * copies. */
/* Stores the numbers of tuple v of type tt (nested tuples row by row) as
 * elements of type et from index *at on. */
static void store_tuple(Cg *cg, LLVMValueRef v, const Type *tt, const Type *et, LLVMValueRef data, int64_t *at) {
  for (int k = 0; k < tt->n; k++) {
    LLVMValueRef x = LLVMBuildExtractValue(cg->b, v, (unsigned)k, "");
    const Type *xt = tt->elems[k];
    if (xt->kind == TY_TUPLE) {
      store_tuple(cg, x, xt, et, data, at);
      continue;
    }
    x = cg_convert(cg, x, xt, et);
    if (et->kind == TY_BOOL)
      x = LLVMBuildZExt(cg->b, x, cg->i8, "");
    LLVMValueRef idx = cg_i64(cg, (*at)++);
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, et->kind == TY_BOOL ? cg->i8 : cg_type(cg, et), data, &idx, 1, ""));
  }
}

/* np.array of a tuple of numbers or of tuples of one length (inference
 * checked the shape): Numba's way to write a literal array. */
static LLVMValueRef array_of_tuple(Cg *cg, LLVMValueRef v, const Type *st, const Type *t, SrcLoc loc) {
  LLVMValueRef dims[4];
  const Type *x = st;
  for (int d = 0; d < t->ndim && d < 4; d++) {
    dims[d] = cg_i64(cg, x->n);
    x = x->elems[0];
  }
  LLVMValueRef a = cg_array_new(cg, t, dims, false, loc);
  int64_t at = 0;
  store_tuple(cg, v, st, t->elem, cg_array_data(cg, a), &at);
  return a;
}

LLVMValueRef lower_np_array(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *src = arg_instr(call, 0);
  const Type *t = call->type, *st = src->type;
  LLVMValueRef v = cg_value(cg, src);
  LLVMValueRef code = LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false);
  if (st->kind == TY_ARRAY) {
    if (st->elem == t->elem)
      return cg_call_rt(cg, "arrc_array_copy", cg->ptr, 2, (LLVMValueRef[]){v, cg_loc(cg, call->loc)});
    return cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3, (LLVMValueRef[]){v, code, cg_loc(cg, call->loc)});
  }
  if (st->kind == TY_LIST && st->elem && type_is_number(st->elem)) {
    LLVMValueRef a = cg_array_new(cg, t, (LLVMValueRef[]){cg_list_len(cg, v)}, false, call->loc);
    LLVMValueRef data = cg_array_data(cg, a);
    Loop l = cg_loop_begin(cg, cg_list_len(cg, v));
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, st->elem), cg_list_elem_ptr(cg, v, l.i, call->loc), "");
    x = cg_convert(cg, x, st->elem, t->elem);
    if (t->elem->kind == TY_BOOL)
      x = LLVMBuildZExt(cg->b, x, cg->i8, "");
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem), data, &l.i, 1, ""));
    cg_loop_end(cg, &l);
    return a;
  }
  if (st->kind == TY_LIST && st->elem && st->elem->kind == TY_LIST && st->elem->elem && type_is_number(st->elem->elem)) {
    /* Rows of equal length (NumPy would make an object array otherwise). */
    LLVMValueRef rows = cg_list_len(cg, v);
    LLVMValueRef first = LLVMBuildLoad2(cg->b, cg->ptr, cg_list_elem_ptr(cg, v, cg_i64(cg, 0), call->loc), "");
    LLVMValueRef cols = cg_list_len(cg, first);
    LLVMValueRef a = cg_array_new(cg, t, (LLVMValueRef[]){rows, cols}, false, call->loc);
    LLVMValueRef data = cg_array_data(cg, a);
    Loop outer = cg_loop_begin(cg, rows);
    LLVMValueRef row = LLVMBuildLoad2(cg->b, cg->ptr, cg_list_elem_ptr(cg, v, outer.i, call->loc), "");
    Loop inner = cg_loop_begin(cg, cols);
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, st->elem->elem), cg_list_elem_ptr(cg, row, inner.i, call->loc), "");
    x = cg_convert(cg, x, st->elem->elem, t->elem);
    if (t->elem->kind == TY_BOOL)
      x = LLVMBuildZExt(cg->b, x, cg->i8, "");
    LLVMValueRef idx = LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, outer.i, cols, ""), inner.i, "");
    LLVMBuildStore(cg->b, x, LLVMBuildGEP2(cg->b, t->elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, t->elem), data, &idx, 1, ""));
    cg_loop_end(cg, &inner);
    cg_loop_end(cg, &outer);
    return a;
  }
  if (st->kind == TY_TUPLE)
    return array_of_tuple(cg, v, st, t, call->loc);
  /* Lists nested three or four deep: the runtime checks and copies them. */
  const Type *leaf = st;
  int depth = 0;
  while (leaf && leaf->kind == TY_LIST && depth < 5) {
    leaf = leaf->elem;
    depth++;
  }
  if ((depth == 3 || depth == 4) && leaf && type_is_number(leaf) && t->ndim == depth)
    return cg_call_rt(cg, "arrc_np_array_nested_lists", cg->ptr, 5,
                      (LLVMValueRef[]){v, LLVMConstInt(cg->i32, (unsigned)depth, false),
                                       LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(leaf), false), code,
                                       cg_loc(cg, call->loc)});
  cg_unsupported(cg, call->loc, "np.array() of %s is not supported by the code generator yet", st->name);
  return LLVMGetUndef(cg->ptr);
}

LLVMValueRef lower_reshape(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *a = receiver(call);
  LLVMValueRef dims[32];
  int n = 0;
  if (nargs(call) == 1) {
    n = cg_shape_dims(cg, arg_instr(call, 0), dims);
  } else {
    for (int k = 0; k < nargs(call) && k < 32; k++)
      dims[n++] = arg_as(cg, call, k, ty_int64);
  }
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "rshape");
  for (int k = 0; k < n; k++)
    LLVMBuildStore(cg->b, dims[k], LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  /* Host code reshapes as NumPy (a view, or a copy when the strides allow
   * no view); jitted code as Numba (a view, or NotImplementedError). */
  return cg_call_rt(cg, cg_in_jit(cg) ? "arrc_array_reshape_jit" : "arrc_array_reshape", cg->ptr, 4,
                    (LLVMValueRef[]){cg_value(cg, a), LLVMConstInt(cg->i32, (unsigned)n, false), shape, cg_loc(cg, call->loc)});
}


/* np.copy(a) and a.copy(). */
LLVMValueRef lower_copy(Cg *cg, const Instr *call, BuiltinId id) {
  const Instr *a = id == BI_ARRAY_COPY ? receiver(call) : arg_instr(call, 0);
  return cg_call_rt(cg, "arrc_array_copy", cg->ptr, 2, (LLVMValueRef[]){cg_value(cg, a), cg_loc(cg, call->loc)});
}

LLVMValueRef lower_astype(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  return cg_call_rt(cg, "arrc_array_astype", cg->ptr, 3,
                    (LLVMValueRef[]){cg_value(cg, receiver(call)),
                                     LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
                                     cg_loc(cg, call->loc)});
}

/* a.ravel() is a view of a C-contiguous array: in host code as NumPy
 * decides at run time, in jitted code when Numba's type of a says C
 * layout (a copy otherwise, even of an array that happens to be
 * contiguous). */
LLVMValueRef lower_ravel(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  const Instr *recv = receiver(call);
  bool view = !cg_in_jit(cg) || recv->type->layout == 'C';
  return cg_call_rt(cg, view ? "arrc_array_ravel" : "arrc_array_flatten", cg->ptr, 2,
                    (LLVMValueRef[]){cg_value(cg, recv), cg_loc(cg, call->loc)});
}

/* ---- files ------------------------------------------------------------------- */

LLVMValueRef lower_save(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  cg_call_rt(cg, "arrc_npy_save", cg->void_, 3,
             (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)), cg_value(cg, arg_instr(call, 1)), cg_loc(cg, call->loc)});
  return NULL;
}

LLVMValueRef lower_load(Cg *cg, const Instr *call, BuiltinId id) {
  (void)id;
  if (call->type->kind == TY_NPZ)
    return cg_npz_load(cg, call);
  return cg_call_rt(cg, "arrc_npy_load", cg->ptr, 5,
                    (LLVMValueRef[]){cg_value(cg, arg_instr(call, 0)),
                                     LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(call->type->elem), false),
                                     LLVMConstInt(cg->i32, (unsigned)call->type->ndim, false),
                                     LLVMConstInt(cg->i1, call->annotation == NULL, false), cg_loc(cg, call->loc)});
}
