/* Arrays, indexing and iteration on the host: reading array headers,
 * element addresses (row-major offsets for C layout, strides otherwise),
 * views and the virtual views that are never made, attributes, a[...]
 * reads and writes for arrays, lists and tuples, and the iterators of for
 * loops (ranges, arrays, lists, tuples, enumerate, zip). */
#include <string.h>

#include "cg.h"
#include "cg_str.h"
#include "fancy_index.h"
#include "infer.h"
#include "infer_index.h"

/* ---- arrays ----------------------------------------------------------- */

/* Loads a header field. The header of an array never changes after it is
 * made, so the load is invariant and LLVM may hoist it out of loops even
 * past stores into the array's elements. */
static LLVMValueRef header_load(Cg *cg, LLVMValueRef a, LLVMTypeRef t, int64_t offset) {
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, a, (LLVMValueRef[]){cg_i64(cg, offset)}, 1, "");
  LLVMValueRef v = LLVMBuildLoad2(cg->b, t, p, "");
  /* The GPU module builds the headers of views in local memory
   * (gpu_view), and one such slot is written again at each iteration of a
   * loop that makes a view: only the headers the kernel was given (its
   * parameters) are invariant there. */
  if (!cg->ptx || LLVMIsAArgument(a))
    LLVMSetMetadata(v, cg->invariant_kind, LLVMMDNodeInContext(cg->ctx, NULL, 0));
  return v;
}

/* dims[k] of the header: shape[k] for k < ndim, then the strides. */
static int64_t dims_offset(int k) { return (int64_t)(offsetof(arrc_array, dims) + sizeof(int64_t) * (size_t)k); }

/* A view of base's memory at data with ndim dimensions, its shape and
 * strides read from the i64 arrays shape and strides: the runtime's
 * arrc_array_view, or in the GPU module, which cannot call the runtime, a
 * header of the same layout (arrc_abi.h) in local memory, which nothing
 * frees and nothing reference counts, as nothing is in GPU code. */
static LLVMValueRef make_view(Cg *cg, LLVMValueRef base, LLVMValueRef data, int ndim, LLVMValueRef shape,
                              LLVMValueRef strides) {
  if (!cg->ptx)
    return cg_call_rt(cg, "arrc_array_view", cg->ptr, 5,
                      (LLVMValueRef[]){base, data, LLVMConstInt(cg->i32, (unsigned)ndim, false), shape, strides});
  LLVMBuilderRef B = cg->b;
  unsigned words = (unsigned)(sizeof(arrc_array) / sizeof(int64_t)) + 2 * (unsigned)ndim;
  LLVMValueRef h = cg_alloca(cg, LLVMArrayType(cg->i64, words), "gpu.view");
  #define FIELD(off) LLVMBuildGEP2(B, cg->i8, h, (LLVMValueRef[]){cg_i64(cg, off)}, 1, "")
  LLVMBuildStore(B, cg_i64(cg, 1), FIELD(offsetof(arrc_array, refcount)));
  LLVMBuildStore(B, LLVMConstNull(cg->ptr), FIELD(offsetof(arrc_array, owner)));
  LLVMBuildStore(B, data, FIELD(offsetof(arrc_array, data)));
  LLVMBuildStore(B, LLVMConstInt(cg->i32, (unsigned)ndim, false), FIELD(offsetof(arrc_array, ndim)));
  LLVMBuildStore(B, header_load(cg, base, cg->i32, offsetof(arrc_array, dtype)), FIELD(offsetof(arrc_array, dtype)));
  LLVMBuildStore(B, header_load(cg, base, cg->i64, offsetof(arrc_array, itemsize)), FIELD(offsetof(arrc_array, itemsize)));
  LLVMValueRef size = cg_i64(cg, 1);
  for (int k = 0; k < ndim; k++) {
    LLVMValueRef len = LLVMBuildLoad2(B, cg->i64, LLVMBuildGEP2(B, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), "");
    LLVMValueRef stride =
        LLVMBuildLoad2(B, cg->i64, LLVMBuildGEP2(B, cg->i64, strides, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""), "");
    LLVMBuildStore(B, len, FIELD(dims_offset(k)));
    LLVMBuildStore(B, stride, FIELD(dims_offset(ndim + k)));
    size = LLVMBuildMul(B, size, len, "");
  }
  LLVMBuildStore(B, size, FIELD(offsetof(arrc_array, size)));
  #undef FIELD
  return h;
}

/* Python's slice.indices(dim) for a slice with parts lo, hi, step (absent:
 * the ARRC_SLICE_NO_* of the parts that are None): the number of elements, and
 * the first in *first. The runtime's arrc_slice_indices, inline in the
 * GPU module, where a zero step ends the thread (cg_raise_if). */
static LLVMValueRef slice_indices(Cg *cg, LLVMValueRef dim, LLVMValueRef *parts, int32_t absent, LLVMValueRef *first,
                                  SrcLoc loc) {
  LLVMBuilderRef B = cg->b;
  if (!cg->ptx) {
    LLVMValueRef start = cg_alloca(cg, cg->i64, "start");
    LLVMValueRef n = cg_call_rt(cg, "arrc_slice_indices", cg->i64, 7,
                                (LLVMValueRef[]){dim, parts[0], parts[1], parts[2],
                                                 LLVMConstInt(cg->i32, (unsigned)absent, false), start, cg_loc(cg, loc)});
    *first = LLVMBuildLoad2(B, cg->i64, start, "");
    return n;
  }
  LLVMValueRef zero = cg_i64(cg, 0), one = cg_i64(cg, 1), minus_one = cg_i64(cg, -1);
  LLVMValueRef step = (absent & ARRC_SLICE_NO_STEP) ? one : parts[2];
  if (!(absent & ARRC_SLICE_NO_STEP))
    cg_raise_if(cg, LLVMBuildICmp(B, LLVMIntEQ, step, zero, ""), ARRC_VALUE_ERROR, "slice step cannot be zero", loc);
  LLVMValueRef up = LLVMBuildICmp(B, LLVMIntSGT, step, zero, "");
  LLVMValueRef last = LLVMBuildSub(B, dim, one, "");
  LLVMValueRef bound[2];
  for (int j = 0; j < 2; j++) {
    if (absent & (1 << j)) {
      /* lo: 0 or dim - 1; hi: dim or -1, by the step's direction. */
      bound[j] = j == 0 ? LLVMBuildSelect(B, up, zero, last, "") : LLVMBuildSelect(B, up, dim, minus_one, "");
      continue;
    }
    LLVMValueRef v = parts[j];
    v = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, v, zero, ""), LLVMBuildAdd(B, v, dim, ""), v, "");
    v = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSLT, v, zero, ""), LLVMBuildSelect(B, up, zero, minus_one, ""), v, "");
    v = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSGE, v, dim, ""), LLVMBuildSelect(B, up, dim, last, ""), v, "");
    bound[j] = v;
  }
  LLVMValueRef lo = bound[0], hi = bound[1];
  /* Both directions divide by a positive number; the step is not zero
   * here, and `by` keeps the division defined all the same. */
  LLVMValueRef span = LLVMBuildSelect(B, up, LLVMBuildSub(B, hi, lo, ""), LLVMBuildSub(B, lo, hi, ""), "");
  LLVMValueRef by = LLVMBuildSelect(B, up, step, LLVMBuildNeg(B, step, ""), "");
  by = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, by, zero, ""), one, by, "");
  LLVMValueRef n = LLVMBuildSDiv(B, LLVMBuildSub(B, LLVMBuildAdd(B, span, by, ""), one, ""), by, "");
  *first = lo;
  return LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntSGT, span, zero, ""), n, zero, "");
}

/* The elements of an array a kernel is given are in the device's global
 * memory (the runtime allocates them with cuMemAlloc): the data pointer
 * read from such a header goes through addrspace(1) and back, so that
 * LLVM's address-space inference makes each access ld.global/st.global
 * instead of a generic one (which the hardware resolves at run time). The
 * arrays a device function gets may be shared or local arrays: only
 * the parameters of the kernel itself are marked. */
LLVMValueRef cg_array_data(Cg *cg, LLVMValueRef a) {
  LLVMValueRef data = header_load(cg, a, cg->ptr, offsetof(arrc_array, data));
  if (!cg->ptx || !LLVMIsAArgument(a) || cg->f->kind != FUNC_KERNEL)
    return data;
  LLVMValueRef global = LLVMBuildAddrSpaceCast(cg->b, data, LLVMPointerTypeInContext(cg->ctx, 1), "");
  return LLVMBuildAddrSpaceCast(cg->b, global, cg->ptr, "");
}
LLVMValueRef cg_array_size(Cg *cg, LLVMValueRef a) { return header_load(cg, a, cg->i64, offsetof(arrc_array, size)); }
LLVMValueRef cg_array_dim(Cg *cg, LLVMValueRef a, int k) { return header_load(cg, a, cg->i64, dims_offset(k)); }
LLVMValueRef cg_array_stride(Cg *cg, LLVMValueRef a, int ndim, int k) {
  return header_load(cg, a, cg->i64, dims_offset(ndim + k));
}


LLVMValueRef cg_array_new(Cg *cg, const Type *t, LLVMValueRef *dims, bool zero, SrcLoc loc) {
  if (cg_in_jit(cg))
    for (int k = 0; k < t->ndim; k++)
      cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntSLT, dims[k], cg_i64(cg, 0), ""), ARRC_VALUE_ERROR,
               "negative dimensions not allowed", loc);
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, (unsigned)(t->ndim ? t->ndim : 1)), "shape");
  for (int k = 0; k < t->ndim; k++)
    LLVMBuildStore(cg->b, dims[k],
                   LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k)}, 1, ""));
  LLVMValueRef args[] = {LLVMConstInt(cg->i32, (unsigned)cg_dtype_code(t->elem), false),
                         LLVMConstInt(cg->i32, (unsigned)t->ndim, false), shape,
                         LLVMConstInt(cg->i1, zero, false), cg_loc(cg, loc)};
  return cg_call_rt(cg, "arrc_array_new", cg->ptr, 5, args);
}

/* Whether indexing in f checks its bounds. Host code is Python, which
 * always does; jitted code follows Numba, which checks only when asked
 * (--boundscheck, @njit(boundscheck=True)); GPU code on the CPU checks when
 * asked, but PTX never does: Numba CUDA has no bounds checking, and the
 * GPU cannot call the runtime that reports the error. */
bool codegen_checks_bounds(const CodegenOptions *opt, const Func *f) {
  return func_is_host(f->kind) || opt->boundscheck || f->boundscheck;
}

bool cg_checks_bounds(const Cg *cg, const Func *f) { return !cg->ptx && codegen_checks_bounds(cg->opt, f); }

/* A Python index into a dimension of size n: negative counts from the end;
 * with check, outside [0, n) is an IndexError: NumPy's message naming the
 * index, the axis and the size in host code, Numba's shorter one in
 * jitted code. */
static LLVMValueRef wrap_index(Cg *cg, LLVMValueRef idx, LLVMValueRef n, int axis, SrcLoc loc, bool check) {
  LLVMValueRef neg = LLVMBuildICmp(cg->b, LLVMIntSLT, idx, cg_i64(cg, 0), "");
  LLVMValueRef w = LLVMBuildSelect(cg->b, neg, LLVMBuildAdd(cg->b, idx, n, ""), idx, "");
  if (check) {
    LLVMValueRef bad = LLVMBuildICmp(cg->b, LLVMIntUGE, w, n, "");
    if (cg_in_jit(cg)) {
      cg_raise_if(cg, bad, ARRC_INDEX_ERROR, "index is out of bounds", loc);
    } else {
      LLVMBasicBlockRef fail = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "oob");
      LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg->ctx, cg->fn, "inb");
      LLVMBuildCondBr(cg->b, bad, fail, ok);
      LLVMPositionBuilderAtEnd(cg->b, fail);
      cg_call_rt(cg, "arrc_index_error", cg->void_, 4,
                 (LLVMValueRef[]){idx, LLVMConstInt(cg->i32, (unsigned)axis, false), n, cg_loc(cg, loc)});
      LLVMBuildUnreachable(cg->b);
      LLVMPositionBuilderAtEnd(cg->b, ok);
    }
  }
  return w;
}

/* One index of a subscript: an integer, or a slice (lo, hi, step). */
typedef struct {
  bool is_slice;
  LLVMValueRef index;           /* integer */
  const Instr *slice;           /* SLICE */
} Subscript;

static int subscripts(const Instr *index, Subscript *out) {
  index = ir_resolve(index);
  if (index->op == IR_TUPLE && index->type->kind == TY_TUPLE) {
    int n = 0;
    for (int k = 0; k < index->ops.len && n < 32; k++) {
      const Instr *e = index->ops.v[k];
      e = ir_resolve(e);
      out[n].is_slice = e->type->kind == TY_SLICE;
      out[n].slice = e;
      n++;
    }
    return n;
  }
  out[0].is_slice = index->type->kind == TY_SLICE;
  out[0].slice = index;
  return 1;
}

static LLVMValueRef int_operand(Cg *cg, const Instr *e) {
  return cg_convert(cg, cg_value(cg, e), e->type, ty_int64);
}

/* The bounds of a SLICE as int64 values; returns the absent-bounds bits
 * of arrc_slice_indices: bit j for part j, in the order of the
 * ARRC_SLICE_NO_* bits. */
_Static_assert(ARRC_SLICE_NO_LO == 1 << 0 && ARRC_SLICE_NO_HI == 1 << 1 && ARRC_SLICE_NO_STEP == 1 << 2,
               "slice parts are lo, hi, step");
static int32_t slice_parts(Cg *cg, const Instr *s, LLVMValueRef *parts) {
  int32_t absent = 0;
  for (int j = 0; j < 3; j++) {
    const Instr *p = s->ops.v[j];
    p = ir_resolve(p);
    if (p->type->kind == TY_NONE) {
      parts[j] = cg_i64(cg, 0);
      absent |= 1 << j;
    } else {
      parts[j] = int_operand(cg, p);
    }
  }
  return absent;
}

int32_t cg_slice_parts(Cg *cg, const Instr *s, LLVMValueRef *parts) { return slice_parts(cg, s, parts); }

/* Element k of a tuple-typed index that is not a TUPLE instruction. */
static LLVMValueRef tuple_index(Cg *cg, const Instr *index, int k) {
  LLVMValueRef t = cg_value(cg, index);
  return cg_convert(cg, LLVMBuildExtractValue(cg->b, t, (unsigned)k, ""), index->type->elems[k], ty_int64);
}

/* The address of a[i0, i1, ...] for a full integer index. An index out of
 * range names axes[k] as its axis (axes NULL: k), since a[i][j] on a
 * view never made (below) indexes axis 1 of a but axis 0 of a[i]. */
static LLVMValueRef element_ptr_at(Cg *cg, const Type *at, LLVMValueRef a, LLVMValueRef *idx, const int *axes,
                                   SrcLoc loc);

static LLVMValueRef element_ptr(Cg *cg, const Type *at, LLVMValueRef a, const Instr *index, SrcLoc loc) {
  int nd = at->ndim;
  LLVMValueRef idx[32];
  const Instr *ix = index;
  ix = ir_resolve(ix);
  if (ix->type->kind == TY_TUPLE) {
    for (int k = 0; k < nd; k++)
      idx[k] = ix->op == IR_TUPLE ? int_operand(cg, ix->ops.v[k]) : tuple_index(cg, ix, k);
  } else {
    idx[0] = int_operand(cg, ix);
  }
  return element_ptr_at(cg, at, a, idx, NULL, loc);
}

LLVMValueRef cg_element_ptr(Cg *cg, const Type *at, LLVMValueRef a, const Instr *index, SrcLoc loc) {
  return element_ptr(cg, at, a, index, loc);
}

/* The address of a[idx[0], ..., idx[ndim-1]]. */
static LLVMValueRef element_ptr_at(Cg *cg, const Type *at, LLVMValueRef a, LLVMValueRef *idx, const int *axes,
                                   SrcLoc loc) {
  int nd = at->ndim;
  bool check = cg_checks_bounds(cg, cg->f);
  LLVMValueRef data = cg_array_data(cg, a);
  LLVMTypeRef et = cg_type(cg, at->elem);
  if (at->elem->kind == TY_BOOL)
    et = cg->i8;
  if (at->layout == 'C') {
    /* Row-major offsets in elements: the innermost stride is the element
     * size, which lets LLVM vectorize loops over the last index. */
    LLVMValueRef off = NULL;
    for (int k = 0; k < nd; k++) {
      LLVMValueRef n = cg_array_dim(cg, a, k);
      LLVMValueRef i = wrap_index(cg, idx[k], n, axes ? axes[k] : k, loc, check);
      off = off ? LLVMBuildAdd(cg->b, LLVMBuildMul(cg->b, off, n, ""), i, "") : i;
    }
    if (!off)
      off = cg_i64(cg, 0);
    return LLVMBuildGEP2(cg->b, et, data, &off, 1, "");
  }
  LLVMValueRef off = cg_i64(cg, 0);
  for (int k = 0; k < nd; k++) {
    LLVMValueRef i = wrap_index(cg, idx[k], cg_array_dim(cg, a, k), axes ? axes[k] : k, loc, check);
    off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, i, cg_array_stride(cg, a, nd, k), ""), "");
  }
  return LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, "");
}

LLVMValueRef cg_load_elem(Cg *cg, const Type *elem, LLVMValueRef p) {
  if (elem->kind == TY_BOOL)
    return LLVMBuildTrunc(cg->b, LLVMBuildLoad2(cg->b, cg->i8, p, ""), cg->i1, "");
  return LLVMBuildLoad2(cg->b, cg_type(cg, elem), p, "");
}

static void store_elem(Cg *cg, const Type *elem, LLVMValueRef v, LLVMValueRef p) {
  if (elem->kind == TY_BOOL)
    v = LLVMBuildZExt(cg->b, v, cg->i8, "");
  LLVMBuildStore(cg->b, v, p);
}

/* Host code that reads or writes an element of a device array: on the GPU
 * path the element's address is device memory, which the host cannot
 * touch, so the runtime copies the element over, as Numba's device arrays
 * do for an index on the host (arrc_device_read / arrc_device_write; on
 * the CPU path they are plain copies). */
static bool host_touches_device(Cg *cg, const Type *at) {
  return at->kind == TY_ARRAY && at->device && !cg->ptx && !(cg->f && cg->f->gpu);
}

static LLVMValueRef element_through_host(Cg *cg, const Type *elem, LLVMValueRef p, bool write, LLVMValueRef v,
                                         SrcLoc loc) {
  LLVMTypeRef st = elem->kind == TY_BOOL ? cg->i8 : cg_type(cg, elem);
  LLVMValueRef slot = cg_alloca(cg, st, "develem");
  LLVMValueRef size = cg_i64(cg, (int64_t)LLVMABISizeOfType(LLVMGetModuleDataLayout(cg->mod), st));
  if (write) {
    store_elem(cg, elem, v, slot);
    cg_call_rt(cg, "arrc_device_write", cg->void_, 4, (LLVMValueRef[]){p, slot, size, cg_loc(cg, loc)});
    return NULL;
  }
  cg_call_rt(cg, "arrc_device_read", cg->void_, 4, (LLVMValueRef[]){slot, p, size, cg_loc(cg, loc)});
  return cg_load_elem(cg, elem, slot);
}

LLVMValueRef cg_load_array_elem(Cg *cg, const Type *at, const Type *elem, LLVMValueRef p, SrcLoc loc) {
  if (host_touches_device(cg, at))
    return element_through_host(cg, elem, p, false, NULL, loc);
  return cg_load_elem(cg, elem, p);
}

static void store_array_elem(Cg *cg, const Type *at, const Type *elem, LLVMValueRef v, LLVMValueRef p, SrcLoc loc) {
  if (host_touches_device(cg, at))
    element_through_host(cg, elem, p, true, v, loc);
  else
    store_elem(cg, elem, v, p);
}

/* The number of integer indices in an index value (an integer or a tuple
 * of integers), or -1 when it holds a slice or anything else. */
static int count_int_indices(const Instr *ix) {
  ix = ir_resolve(ix);
  if (ix->type->kind == TY_TUPLE) {
    for (int k = 0; k < ix->type->n; k++)
      if (!type_is_int(ix->type->elems[k]) && ix->type->elems[k]->kind != TY_BOOL)
        return -1;
    return ix->type->n;
  }
  return type_is_int(ix->type) || ix->type->kind == TY_BOOL ? 1 : -1;
}

static void push_int_indices(Cg *cg, const Instr *ix, LLVMValueRef *idx, int *n) {
  ix = ir_resolve(ix);
  if (ix->type->kind == TY_TUPLE) {
    for (int k = 0; k < ix->type->n && *n < 32; k++)
      idx[(*n)++] = ix->op == IR_TUPLE ? int_operand(cg, ix->ops.v[k]) : tuple_index(cg, ix, k);
  } else if (*n < 32) {
    idx[(*n)++] = int_operand(cg, ix);
  }
}

/* a[i] of a 2-D array makes a view; a[i][j] would then allocate one per
 * element read. A view whose only uses index it down to single elements
 * is therefore left virtual: it is never made, and each use indexes the
 * base array with the view's indices followed by its own. */
static bool can_be_virtual(Cg *cg, const Instr *i) {
  if (i->op != IR_GETITEM || i->type->kind != TY_ARRAY)
    return false;
  const Instr *o = i->ops.v[0];
  o = ir_resolve(o);
  int n = count_int_indices(i->ops.v[1]);
  if (o->type->kind != TY_ARRAY || n < 1 || n >= o->type->ndim || i->users.len == 0)
    return false;
  for (int k = 0; k < i->users.len; k++) {
    const Instr *u = i->users.v[k];
    if ((u->op != IR_GETITEM && u->op != IR_SETITEM) || u->ops.v[0] != i || (u->op == IR_SETITEM && u->ops.v[2] == i))
      return false;
    int m = count_int_indices(u->ops.v[1]);
    if (m < 0 || n + m > o->type->ndim)
      return false;
    if (n + m < o->type->ndim && !(u->op == IR_GETITEM && ptrmap_get(&cg->virtuals, u) == NULL && can_be_virtual(cg, u)))
      return false;
  }
  return true;
}

/* Indices idx[from..n) come from one subscript: its k-th index names the
 * axis k of the array that subscript indexes (a view), as NumPy's message
 * counts it. */
static void number_axes(int *axes, int from, int n) {
  for (int k = from; k < n; k++)
    axes[k] = k - from;
}

/* For a use of a virtual view: the base array and the indices so far. */
static const Instr *virtual_base(Cg *cg, const Instr *view, LLVMValueRef *idx, int *axes, int *n) {
  const Instr *o = view->ops.v[0];
  o = ir_resolve(o);
  const Instr *base = ptrmap_get(&cg->virtuals, o) ? virtual_base(cg, o, idx, axes, n) : o;
  int from = *n;
  push_int_indices(cg, view->ops.v[1], idx, n);
  number_axes(axes, from, *n);
  return base;
}

/* The address of the element that a use of virtual view o with index ix
 * reaches, and its type; NULL when the indices do not reach an element. */
static LLVMValueRef virtual_element(Cg *cg, const Instr *o, const Instr *ix, SrcLoc loc, const Type **elem) {
  LLVMValueRef idx[32];
  int axes[32], n = 0;
  const Instr *base = virtual_base(cg, o, idx, axes, &n);
  int from = n;
  push_int_indices(cg, ix, idx, &n);
  number_axes(axes, from, n);
  *elem = base->type->elem;
  if (n < base->type->ndim)
    return NULL;
  return element_ptr_at(cg, base->type, cg_value(cg, base), idx, axes, loc);
}

/* Host code raises where Python makes the view: `r = a[10]` of a 3-row
 * array is an IndexError even when no use of r follows, so the indices of
 * a view that is never made are checked where it would have been made. */
static void check_virtual_view(Cg *cg, const Instr *view, SrcLoc loc) {
  if (!cg_checks_bounds(cg, cg->f))
    return;
  LLVMValueRef idx[32];
  int axes[32], n = 0;
  const Instr *base = virtual_base(cg, view, idx, axes, &n);
  int own = count_int_indices(view->ops.v[1]);
  LLVMValueRef a = cg_value(cg, base);
  for (int k = n - own; k < n && k < base->type->ndim; k++)
    wrap_index(cg, idx[k], cg_array_dim(cg, a, k), axes[k], loc, true);
}

static bool is_full_index(const Type *at, const Instr *index) {
  index = ir_resolve(index);
  if (index->type->kind == TY_TUPLE) {
    if (index->type->n != at->ndim)
      return false;
    for (int k = 0; k < index->type->n; k++)
      if (index->type->elems[k]->kind == TY_SLICE)
        return false;
    return true;
  }
  return at->ndim == 1 && index->type->kind != TY_SLICE;
}

/* a[...] with slices or fewer indices than dimensions: a view. Each
 * dimension indexed by an integer goes away; a slice keeps it with a new
 * start, length and stride (Python's slice.indices, in the runtime). */
static LLVMValueRef array_view(Cg *cg, const Type *at, LLVMValueRef a, const Instr *index, const Type *rt,
                               SrcLoc loc) {
  Subscript subs[32];
  int n = subscripts(index, subs);
  int nd = at->ndim;
  const Instr *ix = index;
  ix = ir_resolve(ix);
  LLVMValueRef data = cg_array_data(cg, a);
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "vshape");
  LLVMValueRef strides = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "vstrides");
  LLVMValueRef off = cg_i64(cg, 0);
  int out = 0, k = 0;
  /* Each subscript takes a dimension (an integer removes it, a slice keeps
   * it) or adds one (np.newaxis / None: length 1, stride 0); dimensions
   * left over are kept whole. */
  for (int j = 0; j < n || k < nd; j++) {
    const Type *st = j < n ? (ix->type->kind == TY_TUPLE ? ix->type->elems[j] : ix->type) : NULL;
    LLVMValueRef len, stride;
    if (st && st->kind == TY_NONE) {
      len = cg_i64(cg, 1);
      stride = cg_i64(cg, 0);
    } else {
      if (k >= nd)
        break;
      LLVMValueRef dim = cg_array_dim(cg, a, k);
      LLVMValueRef dstride = cg_array_stride(cg, a, nd, k);
      if (st && !subs[j].is_slice) {
        LLVMValueRef i = ix->type->kind == TY_TUPLE ? (ix->op == IR_TUPLE ? int_operand(cg, subs[j].slice)
                                                                            : tuple_index(cg, ix, j))
                                                    : int_operand(cg, ix);
        /* A view with an index outside the array would read anything, so
         * it is always checked, except on the GPU, which cannot report it. */
        i = wrap_index(cg, i, dim, k, loc, !cg->ptx);
        off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, i, dstride, ""), "");
        k++;
        continue;
      }
      LLVMValueRef first = cg_i64(cg, 0), step = cg_i64(cg, 1);
      len = dim;
      if (st) {
        LLVMValueRef parts[3];
        int32_t flags = slice_parts(cg, subs[j].slice, parts);
        len = slice_indices(cg, dim, parts, flags, &first, loc);
        step = (flags & ARRC_SLICE_NO_STEP) ? cg_i64(cg, 1) : parts[2];
        /* NumPy's view of an empty slice starts at 0 with step 1, keeping
         * the stride (np.arange(10.0)[5:2:2].strides is (8,)); Numba's
         * multiplies by the step all the same. */
        if (cg_host_warnings(cg) && !(flags & ARRC_SLICE_NO_STEP)) {
          LLVMValueRef empty = LLVMBuildICmp(cg->b, LLVMIntEQ, len, cg_i64(cg, 0), "");
          step = LLVMBuildSelect(cg->b, empty, cg_i64(cg, 1), step, "");
          first = LLVMBuildSelect(cg->b, empty, cg_i64(cg, 0), first, "");
        }
      }
      off = LLVMBuildAdd(cg->b, off, LLVMBuildMul(cg->b, first, dstride, ""), "");
      stride = LLVMBuildMul(cg->b, dstride, step, "");
      k++;
    }
    LLVMBuildStore(cg->b, len, LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, out)}, 1, ""));
    LLVMBuildStore(cg->b, stride, LLVMBuildGEP2(cg->b, cg->i64, strides, (LLVMValueRef[]){cg_i64(cg, out)}, 1, ""));
    out++;
  }
  (void)rt;
  LLVMValueRef p = LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, "");
  return make_view(cg, a, p, out, shape, strides);
}

/* ---- attributes, indexing --------------------------------------------- */

LLVMValueRef cg_getattr(Cg *cg, const Instr *i) {
  const Instr *o = i->ops.v[0];
  o = ir_resolve(o);
  const Type *ot = o->type;
  const char *attr = i->imm.str.s;
  if (ot->kind == TY_DTYPE && ot->n && strcmp(attr, "__name__") != 0)
    return cg_dtype_attribute(cg, ot, attr);
  if (ot->kind == TY_NPZ && i->type->kind != TY_BUILTIN)
    return cg_npz_getattr(cg, i);
  /* The __name__ of a function or a scalar class (host code only): a
   * def's name, a builtin's last name (np.sin: "sin"), NumPy's class name
   * (np.float32: "float32", np.bool_: "bool_"). */
  if (ot->kind == TY_FUNCTION || ot->kind == TY_BUILTIN || ot->kind == TY_DTYPE ||
      ((ot->kind == TY_CLASS || ot->kind == TY_EXCEPTION) && strcmp(attr, "__name__") == 0)) {
    const char *name = ot->kind == TY_FUNCTION ? ((const Symbol *)ot->func)->name
                     : ot->kind == TY_DTYPE ? (ot->elem == ty_bool ? "bool_" : ot->elem->name)
                     : strrchr(ot->label, '.') ? strrchr(ot->label, '.') + 1 : ot->label;
    return cg_const_str(cg, name, strlen(name));
  }
  if (ot->kind == TY_ARRAY) {
    LLVMValueRef a = cg_value(cg, o);
    if (strcmp(attr, "shape") == 0) {
      LLVMValueRef r = LLVMGetUndef(cg_type(cg, i->type));
      for (int k = 0; k < ot->ndim; k++)
        r = LLVMBuildInsertValue(cg->b, r, cg_array_dim(cg, a, k), (unsigned)k, "");
      return r;
    }
    if (strcmp(attr, "size") == 0)
      return cg_array_size(cg, a);
    if (strcmp(attr, "ndim") == 0)
      return cg_i64(cg, ot->ndim);
    if (strcmp(attr, "T") == 0) {
      if (!cg->ptx)
        return cg_call_rt(cg, "arrc_array_transpose", cg->ptr, 1, &a);
      /* The GPU module: the same data, shape and strides reversed. */
      LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "tshape");
      LLVMValueRef strides = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "tstrides");
      for (int k = 0; k < ot->ndim; k++) {
        LLVMValueRef at = cg_i64(cg, ot->ndim - 1 - k);
        LLVMBuildStore(cg->b, cg_array_dim(cg, a, k), LLVMBuildGEP2(cg->b, cg->i64, shape, &at, 1, ""));
        LLVMBuildStore(cg->b, cg_array_stride(cg, a, ot->ndim, k), LLVMBuildGEP2(cg->b, cg->i64, strides, &at, 1, ""));
      }
      return make_view(cg, a, cg_array_data(cg, a), ot->ndim, shape, strides);
    }
    if (strcmp(attr, "strides") == 0) {
      LLVMValueRef r = LLVMGetUndef(cg_type(cg, i->type));
      for (int k = 0; k < ot->ndim; k++)
        r = LLVMBuildInsertValue(cg->b, r, cg_array_stride(cg, a, ot->ndim, k), (unsigned)k, "");
      return r;
    }
    if (strcmp(attr, "itemsize") == 0)
      return header_load(cg, a, cg->i64, offsetof(arrc_array, itemsize));
    if (strcmp(attr, "flags") == 0)
      return cg_views_flags(cg, a, i->type);
    if (strcmp(attr, "nbytes") == 0)
      return LLVMBuildMul(cg->b, cg_array_size(cg, a), header_load(cg, a, cg->i64, offsetof(arrc_array, itemsize)), "");
    if (strcmp(attr, "dtype") == 0 || strcmp(attr, "flat") == 0)
      return LLVMConstInt(cg->i8, 0, false);
    if ((strcmp(attr, "real") == 0 || strcmp(attr, "imag") == 0) && !cg->ptx)
      return cg_call_rt(cg, "arrc_array_part", cg->ptr, 3,
                        (LLVMValueRef[]){a, LLVMConstInt(cg->i32, attr[0] == 'i', false), cg_loc(cg, i->loc)});
  }
  if (ot->kind == TY_COMPLEX && (strcmp(attr, "real") == 0 || strcmp(attr, "imag") == 0))
    return LLVMBuildExtractValue(cg->b, cg_value(cg, o), attr[0] == 'i', "");
  if ((ot->kind == TY_FLOAT || ot->kind == TY_INT) && strcmp(attr, "real") == 0)
    return cg_convert(cg, cg_value(cg, o), ot, i->type);
  if ((ot->kind == TY_FLOAT || ot->kind == TY_INT) && strcmp(attr, "imag") == 0)
    return LLVMConstNull(cg_type(cg, i->type));
  /* A method (a.sum, lst.append) or a namespace member: the call uses it. */
  if (i->type->kind == TY_BUILTIN || i->type->kind == TY_FUNCTION || i->type->kind == TY_DTYPE)
    return LLVMConstInt(cg->i8, 0, false);
  cg_unsupported(cg, i->loc, "the attribute '.%s' of %s is not supported by the code generator yet", attr, ot->name);
  return LLVMGetUndef(cg_type(cg, i->type));
}

LLVMValueRef cg_getitem(Cg *cg, const Instr *i) {
  const Instr *o = i->ops.v[0], *ix = i->ops.v[1];
  o = ir_resolve(o);
  ix = ir_resolve(ix);
  const Type *ot = o->type;
  if (ot->kind == TY_CUDA_OBJECT)
    return cg_cudahost_getitem(cg, i);
  /* kernel[grid, block]: the launch (cg_launch) reads the configuration. */
  if (ot->kind == TY_FUNCTION)
    return LLVMConstInt(cg->i8, 0, false);
  if (type_strip_optional(ot)->kind == TY_DICT)
    return cg_dict_getitem(cg, i);
  if (ot->kind == TY_NPZ)
    return cg_npz_getitem(cg, i);
  if (type_is_flat(ot))
    return cg_flat_getitem(cg, i);
  if (ot->kind == TY_ARRAY && index_needs_runtime(ix->type))
    return cg_fancy_getitem(cg, i);
  if (ot->kind == TY_ARRAY && ptrmap_get(&cg->virtuals, o)) {
    const Type *et;
    LLVMValueRef p = virtual_element(cg, o, ix, i->loc, &et);
    if (p)
      return cg_load_array_elem(cg, ot, et, p, i->loc);
    check_virtual_view(cg, i, i->loc); /* a virtual view of a virtual view */
    return LLVMGetUndef(cg->ptr);
  }
  if (ot->kind == TY_ARRAY) {
    LLVMValueRef a = cg_value(cg, o);
    if (is_full_index(ot, ix)) {
      LLVMValueRef v = cg_load_array_elem(cg, ot, ot->elem, element_ptr(cg, ot, a, ix, i->loc), i->loc);
      /* In a kernel's _nc entry the elements of arrays it only reads are
       * invariant: the launch checks that no written array overlaps them,
       * and NVPTX loads them through the non-coherent cache. A bool's
       * load is under its trunc. */
      if (cg->nc_params && o->op == IR_PARAM && o->block && o->block->func == cg->f && o->imm.i >= 0 &&
          o->imm.i < 64 && (cg->nc_params >> o->imm.i & 1)) {
        LLVMValueRef load = LLVMIsATruncInst(v) ? LLVMGetOperand(v, 0) : v;
        if (LLVMIsALoadInst(load))
          LLVMSetMetadata(load, cg->invariant_kind, LLVMMDNodeInContext(cg->ctx, NULL, 0));
      }
      return v;
    }
    if (can_be_virtual(cg, i)) {
      ptrmap_put(&cg->virtuals, i, (void *)i);
      check_virtual_view(cg, i, i->loc);
      return LLVMGetUndef(cg->ptr);
    }
    return array_view(cg, ot, a, ix, i->type, i->loc);
  }
  if (ot->kind == TY_LIST && type_is_int(ix->type)) {
    LLVMValueRef p = cg_list_elem_ptr(cg, cg_value(cg, o), int_operand(cg, ix), i->loc);
    return LLVMBuildLoad2(cg->b, cg_type(cg, i->type), p, "");
  }
  if (ot->kind == TY_STR)
    return cg_str_getitem(cg, i, o, ix);
  if (ot->kind == TY_LIST && ix->type->kind == TY_SLICE) {
    LLVMValueRef parts[3];
    int32_t absent = slice_parts(cg, ix, parts);
    return cg_call_rt(cg, "arrc_list_slice", cg->ptr, 6,
                      (LLVMValueRef[]){cg_value(cg, o), parts[0], parts[1], parts[2],
                                       LLVMConstInt(cg->i32, (unsigned)absent, false), cg_loc(cg, i->loc)});
  }
  if (ot->kind == TY_TUPLE && ix->type->kind == TY_SLICE) {
    /* Constant bounds (inference checked them): the elements, picked here. */
    int64_t start = 0, step = 1;
    int64_t m = infer_static_slice(ix, ot->n, &start, &step);
    LLVMValueRef t = cg_value(cg, o), r = LLVMGetUndef(cg_type(cg, i->type));
    for (int64_t j = 0; j < m; j++)
      r = LLVMBuildInsertValue(cg->b, r, LLVMBuildExtractValue(cg->b, t, (unsigned)(start + j * step), ""), (unsigned)j, "");
    return r;
  }
  int64_t k;
  if (ot->kind == TY_TUPLE && infer_const_int(ix, &k)) {
    /* Inference checked the range of a constant index. */
    k = k < 0 ? k + ot->n : k;
    return LLVMBuildExtractValue(cg->b, cg_value(cg, o), (unsigned)k, "");
  }
  if (ot->kind == TY_TUPLE && type_is_int(ix->type)) {
    /* A uniform tuple indexed by a variable: through memory. The index is
     * checked even without --boundscheck, as Python and Numba always do (a
     * compare on a tuple's constant length is cheap); GPU code has no
     * exceptions and Numba CUDA does not check, so kernels do not either. */
    LLVMValueRef slot = cg_alloca(cg, cg_type(cg, ot), "tup");
    LLVMBuildStore(cg->b, cg_value(cg, o), slot);
    LLVMValueRef n = cg_i64(cg, ot->n);
    LLVMValueRef at = wrap_index(cg, int_operand(cg, ix), n, 0, i->loc, false);
    /* Python and Numba check a tuple index always (not the GPU). */
    if (!cg->ptx)
      cg_raise_if(cg, LLVMBuildICmp(cg->b, LLVMIntUGE, at, n, ""), ARRC_INDEX_ERROR, "tuple index out of range", i->loc);
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg_type(cg, ot), slot, (LLVMValueRef[]){cg_i64(cg, 0), LLVMConstInt(cg->i32, 0, false)}, 2, "");
    p = LLVMBuildGEP2(cg->b, cg_type(cg, i->type), p, &at, 1, "");
    return LLVMBuildLoad2(cg->b, cg_type(cg, i->type), p, "");
  }
  cg_unsupported(cg, i->loc, "indexing %s with %s is not supported by the code generator yet", ot->name,
                 ix->type->name);
  return LLVMGetUndef(cg_type(cg, i->type));
}

void cg_setitem(Cg *cg, const Instr *i) {
  const Instr *o = i->ops.v[0], *ix = i->ops.v[1], *v = i->ops.v[2];
  o = ir_resolve(o);
  ix = ir_resolve(ix);
  v = ir_resolve(v);
  const Type *ot = o->type;
  if (type_strip_optional(ot)->kind == TY_DICT) {
    cg_dict_setitem(cg, i);
    return;
  }
  if (type_is_flat(ot)) {
    cg_flat_setitem(cg, i);
    return;
  }
  if (ot->kind == TY_ARRAY && index_needs_runtime(ix->type)) {
    cg_fancy_setitem(cg, i);
    return;
  }
  if (ot->kind == TY_ARRAY && ptrmap_get(&cg->virtuals, o)) {
    const Type *et;
    LLVMValueRef p = virtual_element(cg, o, ix, i->loc, &et);
    store_array_elem(cg, ot, et, cg_convert(cg, cg_value(cg, v), v->type, et), p, i->loc);
    return;
  }
  if (ot->kind == TY_ARRAY) {
    LLVMValueRef a = cg_value(cg, o);
    if (is_full_index(ot, ix)) {
      store_array_elem(cg, ot, ot->elem, cg_convert(cg, cg_value(cg, v), v->type, ot->elem),
                       element_ptr(cg, ot, a, ix, i->loc), i->loc);
      return;
    }
    const Type *vt = ot->ndim > 0 ? v->type : v->type;
    LLVMValueRef view = array_view(cg, ot, a, ix, NULL, i->loc);
    if (vt->kind == TY_ARRAY) {
      cg_call_rt(cg, cg_in_jit(cg) ? "arrc_array_assign_jit" : "arrc_array_assign", cg->void_, 3,
                 (LLVMValueRef[]){view, cg_value(cg, v), cg_loc(cg, i->loc)});
    } else if (type_is_complex(ot->elem)) {
      LLVMValueRef c = cg_convert(cg, cg_value(cg, v), vt, ty_complex128);
      cg_call_rt(cg, "arrc_array_fill_c128", cg->void_, 3,
                 (LLVMValueRef[]){view, LLVMBuildExtractValue(cg->b, c, 0, ""), LLVMBuildExtractValue(cg->b, c, 1, "")});
    } else if (type_is_float(ot->elem) || type_is_float(vt)) {
      cg_call_rt(cg, "arrc_array_fill_f64", cg->void_, 2,
                 (LLVMValueRef[]){view, cg_convert(cg, cg_convert(cg, cg_value(cg, v), vt, ot->elem), ot->elem, ty_float64)});
    } else {
      cg_call_rt(cg, "arrc_array_fill_i64", cg->void_, 2,
                 (LLVMValueRef[]){view, cg_convert(cg, cg_value(cg, v), vt, ty_int64)});
    }
    cg_call_rt(cg, "arrc_array_decref", cg->void_, 1, &view);
    return;
  }
  if (ot->kind == TY_LIST && ix->type->kind == TY_SLICE) {
    cg_list_assign_slice(cg, o, ix, v, i->loc);
    return;
  }
  if (ot->kind == TY_LIST && type_is_int(ix->type)) {
    LLVMValueRef p = cg_list_elem_ptr(cg, cg_value(cg, o), int_operand(cg, ix), i->loc);
    LLVMValueRef x = cg_convert(cg, cg_value(cg, v), v->type, ot->elem);
    if (rc_managed(ot->elem)) {
      cg_refcount(cg, x, ot->elem, true);
      cg_refcount(cg, LLVMBuildLoad2(cg->b, cg_type(cg, ot->elem), p, ""), ot->elem, false);
    }
    LLVMBuildStore(cg->b, x, p);
    return;
  }
  cg_unsupported(cg, i->loc, "assigning to an element of %s is not supported by the code generator yet", ot->name);
}

/* ---- iteration ---------------------------------------------------------- */

typedef enum { IT_RANGE, IT_ARRAY, IT_LIST, IT_TUPLE, IT_ENUMERATE, IT_ZIP, IT_DICT, IT_STR, IT_FILE, IT_ND } IterKind;

typedef struct Iter {
  IterKind kind;
  const Type *type;             /* the iterable's type */
  LLVMValueRef pos;             /* alloca: the next position (range: the next value) */
  LLVMValueRef obj;             /* the iterable */
  LLVMValueRef stop, step;      /* range */
  bool at_latch;                /* GPU range: advanced on the back edges (cg_iter_advance) */
  struct Iter **parts;          /* enumerate (1) and zip (n) */
  int nparts;
  int dict_part;                /* dict: 0 keys, 1 values (d.values()), 2 items (d.items()) */
  NdIter *nd;                   /* np.ndindex, np.ndenumerate, np.nditer, a.flat (fancy_index.c) */
} Iter;


static Iter *iter_of_value(Cg *cg, LLVMValueRef v, const Type *t, SrcLoc loc) {
  Iter *it = arena_alloc(cg->m->arena, sizeof *it);
  it->type = t;
  it->obj = v;
  it->pos = cg_alloca(cg, cg->i64, "pos");
  if (t->kind == TY_RANGE) {
    it->kind = IT_RANGE;
    LLVMBuildStore(cg->b, LLVMBuildExtractValue(cg->b, v, 0, ""), it->pos);
    it->stop = LLVMBuildExtractValue(cg->b, v, 1, "");
    it->step = LLVMBuildExtractValue(cg->b, v, 2, "");
    it->at_latch = cg->ptx;
    return it;
  }
  LLVMBuildStore(cg->b, cg_i64(cg, 0), it->pos);
  if (t->kind == TY_ARRAY) {
    it->kind = IT_ARRAY;
    it->stop = cg_array_dim(cg, v, 0);
  } else if (t->kind == TY_LIST) {
    it->kind = IT_LIST;
  } else if (t->kind == TY_STR) {
    it->kind = IT_STR;
  } else if (t->kind == TY_TUPLE) {
    it->kind = IT_TUPLE;
    it->stop = cg_i64(cg, t->n);
  } else if (t->kind == TY_DICT || t->kind == TY_SET) {
    it->kind = IT_DICT;
  } else if (t->kind == TY_NPZ) {
    /* NumPy iterates over d.files. */
    it->kind = IT_LIST;
    it->obj = cg_npz_names(cg, v);
    it->type = type_list(ty_str);
  } else if (t->kind == TY_FILE) {
    /* The runtime reads each line ahead (runtime/file.c). */
    it->kind = IT_FILE;
    it->stop = cg_loc(cg, loc);
  } else {
    cg_unsupported(cg, loc, "iterating over %s is not supported by the code generator yet", t->name);
    it->kind = IT_TUPLE;
    it->stop = cg_i64(cg, 0);
  }
  return it;
}

Iter *cg_iter_make(Cg *cg, const Instr *src, SrcLoc loc) {
  src = ir_resolve(src);
  BuiltinId called = ir_called_builtin(src);
  NdIter *nd = cg_nd_iter_make(cg, src);
  if (nd) {
    Iter *it = arena_alloc(cg->m->arena, sizeof *it);
    it->kind = IT_ND;
    it->type = src->type;
    it->nd = nd;
    it->pos = cg_alloca(cg, cg->i64, "pos");
    LLVMBuildStore(cg->b, cg_i64(cg, 0), it->pos);
    return it;
  }
  if (called == BI_ENUMERATE || called == BI_ZIP) {
    Iter *it = arena_alloc(cg->m->arena, sizeof *it);
    it->kind = called == BI_ENUMERATE ? IT_ENUMERATE : IT_ZIP;
    it->type = src->type;
    it->pos = cg_alloca(cg, cg->i64, "pos");
    LLVMBuildStore(cg->b, cg_i64(cg, 0), it->pos);
    int n = src->ops.len - 1 - src->nkw;
    /* zip(a, b, ...) walks each; enumerate(xs, start) walks xs only and
     * counts from start (kept in step). */
    int walked = it->kind == IT_ENUMERATE ? 1 : n;
    it->parts = arena_alloc(cg->m->arena, (size_t)(walked + 1) * sizeof *it->parts);
    for (int k = 0; k < walked; k++)
      it->parts[it->nparts++] = cg_iter_make(cg, src->ops.v[1 + k], loc);
    it->step = cg_i64(cg, 0);
    if (it->kind == IT_ENUMERATE && n > 1)
      it->step = int_operand(cg, src->ops.v[2]);
    return it;
  }
  if (called == BI_DICT_KEYS || called == BI_DICT_VALUES || called == BI_DICT_ITEMS) {
    const Instr *d = ir_resolve(ir_resolve(src->ops.v[0])->ops.v[0]);
    Iter *it = iter_of_value(cg, cg_value(cg, d), type_strip_optional(d->type), loc);
    it->dict_part = called == BI_DICT_KEYS ? 0 : called == BI_DICT_VALUES ? 1 : 2;
    return it;
  }
  return iter_of_value(cg, cg_value(cg, src), src->type, loc);
}

/* A GPU range does not advance when it yields a value (cg_iter_next) but on
 * each edge from the loop's body back to its header (emit.c, edge), at the
 * latch: then only the current value is live across the body, not it and
 * the next one as well (a register pair in a grid-stride loop around a
 * long body; LLVM does not sink the add there by itself). The add is
 * without signed wrap (nsw), so that LLVM proves that an index counting up
 * from a thread's position is never negative and drops the wraparound of
 * a[i] (a register and three instructions per index); the next value is
 * used only while it is before the stop, and only a range whose last value
 * plus its step passes INT64_MAX overflows here, which already went wrong
 * with the plain add of the host (the wrapped value is again before the
 * stop). Enumerate and zip advance their parts. */
void cg_iter_advance(Cg *cg, Iter *it) {
  if (it->kind == IT_ENUMERATE || it->kind == IT_ZIP) {
    for (int k = 0; k < it->nparts; k++)
      cg_iter_advance(cg, it->parts[k]);
    return;
  }
  if (!it->at_latch)
    return;
  LLVMValueRef pos = LLVMBuildLoad2(cg->b, cg->i64, it->pos, "");
  LLVMBuildStore(cg->b, LLVMBuildNSWAdd(cg->b, pos, it->step, ""), it->pos);
}

LLVMValueRef cg_iter_valid(Cg *cg, Iter *it) {
  LLVMValueRef pos = LLVMBuildLoad2(cg->b, cg->i64, it->pos, "");
  switch (it->kind) {
  case IT_RANGE: {
    LLVMValueRef up = LLVMBuildICmp(cg->b, LLVMIntSGT, it->step, cg_i64(cg, 0), "");
    return LLVMBuildSelect(cg->b, up, LLVMBuildICmp(cg->b, LLVMIntSLT, pos, it->stop, ""),
                           LLVMBuildICmp(cg->b, LLVMIntSGT, pos, it->stop, ""), "");
  }
  case IT_LIST: return LLVMBuildICmp(cg->b, LLVMIntSLT, pos, cg_list_len(cg, it->obj), "");
  case IT_DICT: return cg_dict_iter_valid(cg, it->obj, it->type, it->pos);
  case IT_STR: return cg_str_iter_valid(cg, it->obj, pos);
  case IT_ARRAY: case IT_TUPLE: return LLVMBuildICmp(cg->b, LLVMIntSLT, pos, it->stop, "");
  case IT_ND: return cg_nd_iter_valid(cg, it->nd, pos);
  case IT_FILE: return cg_call_rt(cg, "arrc_file_has_line", cg->i1, 2, (LLVMValueRef[]){it->obj, it->stop});
  case IT_ENUMERATE: return cg_iter_valid(cg, it->parts[0]);
  case IT_ZIP: {
    LLVMValueRef all = LLVMConstInt(cg->i1, 1, false);
    for (int k = 0; k < it->nparts; k++)
      all = LLVMBuildAnd(cg->b, all, cg_iter_valid(cg, it->parts[k]), "");
    return all;
  }
  }
  return NULL;
}

LLVMValueRef cg_array_row(Cg *cg, const Type *at, LLVMValueRef a, LLVMValueRef pos) {
  LLVMValueRef data = cg_array_data(cg, a);
  LLVMValueRef off = LLVMBuildMul(cg->b, pos, cg_array_stride(cg, a, at->ndim, 0), "");
  LLVMValueRef shape = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "rshape");
  LLVMValueRef strides = cg_alloca(cg, LLVMArrayType(cg->i64, 32), "rstrides");
  for (int k = 1; k < at->ndim; k++) {
    LLVMBuildStore(cg->b, cg_array_dim(cg, a, k),
                   LLVMBuildGEP2(cg->b, cg->i64, shape, (LLVMValueRef[]){cg_i64(cg, k - 1)}, 1, ""));
    LLVMBuildStore(cg->b, cg_array_stride(cg, a, at->ndim, k),
                   LLVMBuildGEP2(cg->b, cg->i64, strides, (LLVMValueRef[]){cg_i64(cg, k - 1)}, 1, ""));
  }
  return make_view(cg, a, LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, ""), at->ndim - 1, shape, strides);
}

LLVMValueRef cg_iter_next(Cg *cg, Iter *it, const Type *yt, SrcLoc loc) {
  LLVMValueRef pos = LLVMBuildLoad2(cg->b, cg->i64, it->pos, "");
  /* A GPU range is only read here: its back edges advance it (cg_iter_advance). */
  if (it->at_latch)
    return cg_convert(cg, pos, ty_int64, yt);
  LLVMValueRef one = cg_i64(cg, 1);
  switch (it->kind) {
  case IT_RANGE:
    /* Host code: the plain add, right when the value is yielded (GPU code
     * advances at the latch instead, cg_iter_advance). */
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, pos, it->step, ""), it->pos);
    return cg_convert(cg, pos, ty_int64, yt);
  case IT_LIST: {
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, pos, one, ""), it->pos);
    LLVMValueRef p = cg_list_elem_ptr(cg, it->obj, pos, loc);
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, it->type->elem), p, "");
    if (!cg->f->gpu)
      cg_refcount(cg, x, it->type->elem, true);
    return x;
  }
  case IT_ARRAY: {
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, pos, one, ""), it->pos);
    const Type *at = it->type;
    if (at->ndim == 1) {
      LLVMValueRef data = cg_array_data(cg, it->obj);
      LLVMValueRef off = LLVMBuildMul(cg->b, pos, cg_array_stride(cg, it->obj, 1, 0), "");
      return cg_load_array_elem(cg, at, at->elem, LLVMBuildGEP2(cg->b, cg->i8, data, &off, 1, ""), loc);
    }
    return cg_array_row(cg, at, it->obj, pos);
  }
  case IT_TUPLE: {
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, pos, one, ""), it->pos);
    LLVMValueRef slot = cg_alloca(cg, cg_type(cg, it->type), "tup");
    LLVMBuildStore(cg->b, it->obj, slot);
    LLVMValueRef p = LLVMBuildGEP2(cg->b, cg_type(cg, it->type), slot, (LLVMValueRef[]){cg_i64(cg, 0), LLVMConstInt(cg->i32, 0, false)}, 2, "");
    p = LLVMBuildGEP2(cg->b, cg_type(cg, yt), p, &pos, 1, "");
    LLVMValueRef x = LLVMBuildLoad2(cg->b, cg_type(cg, yt), p, "");
    if (!cg->f->gpu)
      cg_refcount(cg, x, yt, true);
    return x;
  }
  case IT_DICT: return cg_dict_iter_next(cg, it->obj, it->type, it->pos, it->dict_part, yt);
  case IT_STR: return cg_str_iter_next(cg, it->obj, it->pos);
  case IT_FILE: return cg_call_rt(cg, "arrc_file_next_line", cg->ptr, 1, &it->obj);
  case IT_ND:
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, pos, one, ""), it->pos);
    return cg_nd_iter_next(cg, it->nd, pos, yt, loc);
  case IT_ENUMERATE: {
    LLVMBuildStore(cg->b, LLVMBuildAdd(cg->b, pos, one, ""), it->pos);
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, yt));
    r = LLVMBuildInsertValue(cg->b, r, LLVMBuildAdd(cg->b, pos, it->step, ""), 0, "");
    return LLVMBuildInsertValue(cg->b, r, cg_iter_next(cg, it->parts[0], yt->elems[1], loc), 1, "");
  }
  case IT_ZIP: {
    LLVMValueRef r = LLVMGetUndef(cg_type(cg, yt));
    for (int k = 0; k < it->nparts; k++)
      r = LLVMBuildInsertValue(cg->b, r, cg_iter_next(cg, it->parts[k], yt->elems[k], loc), (unsigned)k, "");
    return r;
  }
  }
  return NULL;
}

/* Decides, before any code is made, which views stay virtual (the
 * reference-count analysis needs to know). */
void cg_mark_virtual_views(Cg *cg, Func *f) {
  for (Block *b = f->entry; b; b = b->next_in_func)
    for (Instr *i = b->first; i; i = i->next) {
      /* In jitted code, np.sum(expr) and expr.sum() of a fused expression
       * used nowhere else add the elements as the loop makes them, with no
       * array (Numba sums one by one too; host code keeps NumPy's pairwise
       * order, which needs the array). */
      if (i->op == IR_MAP && cg_in_jit(cg) && cg_map_sum_user(i)) {
        ptrmap_put(&cg->virtuals, i, (void *)i);
        continue;
      }
      if (i->op != IR_GETITEM || i->type->kind != TY_ARRAY)
        continue;
      const Instr *o = i->ops.v[0];
      o = ir_resolve(o);
      if (can_be_virtual(cg, i))
        ptrmap_put(&cg->virtuals, i, (void *)i);
      else if (ptrmap_get(&cg->virtuals, o))
        ptrmap_put(&cg->virtuals, i, (void *)i); /* a[i][j] of a 3-D a, indexed further */
    }
}

