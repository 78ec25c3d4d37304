/* Dtypes and strided arrays: creation, views, copies, conversion, reshaping
 * and assignment with broadcasting. Messages follow NumPy 1.24 word for
 * word, since programs are expected to fail as their Python originals do.
 *
 * Memory: an array made by arrc_array_new is one block, the header
 * followed by the data at the next 64-byte boundary, so that creating and
 * freeing an array costs one allocation. A view is a header alone that holds a reference to
 * the array owning the memory; views of views refer to that root directly,
 * so releasing never has to walk a chain. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_gpu.h"

/* ---- dtypes ------------------------------------------------------------ */

static const int64_t dtype_sizes[ARRC_DTYPE_COUNT] = {
#define DTYPE_SIZE(code, name, size) [ARRC_##code] = size,
    ARRC_DTYPES(DTYPE_SIZE)
#undef DTYPE_SIZE
};

static const char *const dtype_names[ARRC_DTYPE_COUNT] = {
#define DTYPE_NAME(code, name, size) [ARRC_##code] = #name,
    ARRC_DTYPES(DTYPE_NAME)
#undef DTYPE_NAME
};

int64_t arrc_dtype_size(arrc_dtype t) {
  return (unsigned)t < ARRC_DTYPE_COUNT ? dtype_sizes[t] : 0;
}

const char *arrc_dtype_name(arrc_dtype t) {
  return (unsigned)t < ARRC_DTYPE_COUNT ? dtype_names[t] : "unknown";
}

/* ---- element conversion -------------------------------------------------- */

/* Float to integer conversions reproduce what NumPy computes on x86-64,
 * where an out-of-range value or NaN becomes the "integer indefinite"
 * value of the conversion instruction (the minimum of the signed type)
 * instead of undefined behaviour. Narrow types go through int32 and wrap,
 * and unsigned types convert values above the signed range by offsetting
 * them, as the compiled conversions in NumPy do. */
static inline int32_t f2i32(double x) {
  return x > -2147483649.0 && x < 2147483648.0 ? (int32_t)x : INT32_MIN;
}

static inline int64_t f2i64(double x) {
  return x >= -0x1p63 && x < 0x1p63 ? (int64_t)x : INT64_MIN;
}

static inline uint32_t f2u32(double x) {
  if (x >= 0x1p31)
    return (uint32_t)f2i32(x - 0x1p31) ^ UINT32_C(0x80000000);
  return (uint32_t)f2i32(x);
}

static inline uint64_t f2u64(double x) {
  if (x >= 0x1p63)
    return (uint64_t)f2i64(x - 0x1p63) ^ (UINT64_C(1) << 63);
  return (uint64_t)f2i64(x);
}

/* Whether an expression has a floating (real or complex) type. The choice
 * is made at compile time, so each conversion below compiles to one path. */
#define IS_FLOATING(v) \
  _Generic((v), float: 1, double: 1, float _Complex: 1, double _Complex: 1, default: 0)

/* One conversion per destination type; v is a value of a source type.
 * Complex values convert to real types through their real part, as C's
 * casts and NumPy's astype do. */
#define CVT_BOOL(T, v) ((T)((v) != 0))
#define CVT_NARROW(T, v) (IS_FLOATING(v) ? (T)f2i32((double)(v)) : (T)(v))
#define CVT_I64(T, v) (IS_FLOATING(v) ? (T)f2i64((double)(v)) : (T)(v))
#define CVT_U32(T, v) (IS_FLOATING(v) ? (T)f2u32((double)(v)) : (T)(v))
#define CVT_U64(T, v) (IS_FLOATING(v) ? (T)f2u64((double)(v)) : (T)(v))
#define CVT_PLAIN(T, v) ((T)(v))

/* The dtypes with their C types and conversions, twice: the nested
 * expansion below needs a second copy because a macro does not expand
 * inside its own expansion. */
#define DTYPES_A(X, A)                                                                            \
  X(ARRC_BOOL, uint8_t, CVT_BOOL, A) X(ARRC_INT8, int8_t, CVT_NARROW, A)                          \
  X(ARRC_INT16, int16_t, CVT_NARROW, A) X(ARRC_INT32, int32_t, CVT_NARROW, A)                     \
  X(ARRC_INT64, int64_t, CVT_I64, A) X(ARRC_UINT8, uint8_t, CVT_NARROW, A)                        \
  X(ARRC_UINT16, uint16_t, CVT_NARROW, A) X(ARRC_UINT32, uint32_t, CVT_U32, A)                    \
  X(ARRC_UINT64, uint64_t, CVT_U64, A) X(ARRC_FLOAT32, float, CVT_PLAIN, A)                       \
  X(ARRC_FLOAT64, double, CVT_PLAIN, A) X(ARRC_COMPLEX64, float _Complex, CVT_PLAIN, A)           \
  X(ARRC_COMPLEX128, double _Complex, CVT_PLAIN, A)
#define DTYPES_B(X, A)                                                                            \
  X(ARRC_BOOL, uint8_t, CVT_BOOL, A) X(ARRC_INT8, int8_t, CVT_NARROW, A)                          \
  X(ARRC_INT16, int16_t, CVT_NARROW, A) X(ARRC_INT32, int32_t, CVT_NARROW, A)                     \
  X(ARRC_INT64, int64_t, CVT_I64, A) X(ARRC_UINT8, uint8_t, CVT_NARROW, A)                        \
  X(ARRC_UINT16, uint16_t, CVT_NARROW, A) X(ARRC_UINT32, uint32_t, CVT_U32, A)                    \
  X(ARRC_UINT64, uint64_t, CVT_U64, A) X(ARRC_FLOAT32, float, CVT_PLAIN, A)                       \
  X(ARRC_FLOAT64, double, CVT_PLAIN, A) X(ARRC_COMPLEX64, float _Complex, CVT_PLAIN, A)           \
  X(ARRC_COMPLEX128, double _Complex, CVT_PLAIN, A)

/* The destination's type and conversion travel as one parenthesized
 * argument; these unpack it. */
#define DST_TYPE(T, C) T
#define DST_CVT(T, C) C

/* Elements go through memcpy because views of file data or of other
 * arrays need not be aligned for their type. */
#define SRC_CASE(SE, ST, SC, DST)                                             \
  case SE:                                                                    \
    for (int64_t k = 0; k < n; k++) {                                         \
      ST v;                                                                   \
      memcpy(&v, s + k * ss, sizeof v);                                       \
      DST_TYPE DST w = DST_CVT DST(DST_TYPE DST, v);                          \
      memcpy(d + k * ds, &w, sizeof w);                                       \
    }                                                                         \
    break;
#define DST_CASE(DE, DT, DC, UNUSED) \
  case DE:                           \
    switch (st) {                    \
      DTYPES_B(SRC_CASE, (DT, DC))   \
    default:                         \
      break;                         \
    }                                \
    break;

/* Converts n elements spaced ss bytes apart at s to n elements spaced ds
 * bytes apart at d. */
static void convert_row(arrc_dtype dt, char *d, int64_t ds, arrc_dtype st, const char *s,
                        int64_t ss, int64_t n) {
  int64_t size = dtype_sizes[dt];
  if (dt == st && ds == size && ss == size) {
    memcpy(d, s, (size_t)(n * size));
    return;
  }
  switch (dt) {
    DTYPES_A(DST_CASE, 0)
  default:
    break;
  }
}

void arrc_rt_convert(arrc_dtype dst, void *d, arrc_dtype src, const void *s) {
  convert_row(dst, d, 0, src, s, 0, 1);
}

/* ---- walking arrays -------------------------------------------------------- */

/* Visits an index space of ndim dimensions in C order, one row (the last
 * axis) at a time, with two operands: d with strides dstr and s with
 * strides sstr (a stride of 0 repeats an element, which is how
 * broadcasting is done). Each row converts from dtype st to dt. */
static void walk_convert(int32_t ndim, const int64_t *shape, arrc_dtype dt, char *d,
                         const int64_t *dstr, arrc_dtype st, const char *s, const int64_t *sstr) {
  if (ndim == 0) {
    convert_row(dt, d, 0, st, s, 0, 1);
    return;
  }
  for (int32_t i = 0; i < ndim; i++)
    if (shape[i] == 0)
      return;
  int64_t idx[ARRC_MAX_NDIM] = {0};
  int32_t last = ndim - 1;
  for (;;) {
    convert_row(dt, d, dstr[last], st, s, sstr[last], shape[last]);
    int32_t i = last - 1;
    for (; i >= 0; i--) {
      d += dstr[i];
      s += sstr[i];
      if (++idx[i] < shape[i])
        break;
      d -= dstr[i] * shape[i];
      s -= sstr[i] * shape[i];
      idx[i] = 0;
    }
    if (i < 0)
      return;
  }
}

/* The C-order strides of a shape, as NumPy computes them: a dimension of
 * length zero counts as one. */
static void c_strides(int32_t ndim, const int64_t *shape, int64_t itemsize, int64_t *strides) {
  int64_t step = itemsize;
  for (int32_t i = ndim - 1; i >= 0; i--) {
    strides[i] = step;
    if (shape[i])
      step *= shape[i];
  }
}

char *arrc_rt_elem(const arrc_array *a, int64_t flat) {
  const int64_t *shape = ARRC_SHAPE(a), *strides = ARRC_STRIDES(a);
  char *p = a->data;
  for (int32_t i = a->ndim - 1; i >= 0; i--) {
    p += flat % shape[i] * strides[i];
    flat /= shape[i];
  }
  return p;
}

void arrc_rt_copy_to_contiguous(char *dst, const arrc_array *a) {
  if (arrc_array_is_c_contiguous(a)) {
    memcpy(dst, a->data, (size_t)(a->size * a->itemsize));
    return;
  }
  int64_t strides[ARRC_MAX_NDIM];
  c_strides(a->ndim, ARRC_SHAPE(a), a->itemsize, strides);
  walk_convert(a->ndim, ARRC_SHAPE(a), (arrc_dtype)a->dtype, dst, strides, (arrc_dtype)a->dtype,
               a->data, ARRC_STRIDES(a));
}

/* ---- messages ---------------------------------------------------------- */

/* NumPy's convert_shape_to_string: leading negative entries are dropped,
 * later ones print as "newaxis", and the trailing comma of a one-element
 * tuple appears only when the shape has one entry. */
char *arrc_rt_shape_str(char *buf, size_t cap, int32_t ndim, const int64_t *shape) {
  size_t n = 0;
  int32_t i = 0;
  while (i < ndim && shape[i] < 0)
    i++;
  if (i == ndim) {
    snprintf(buf, cap, "()");
    return buf;
  }
  n += (size_t)snprintf(buf + n, cap - n, "(%lld", (long long)shape[i]);
  for (i++; i < ndim && n < cap; i++) {
    if (shape[i] < 0)
      n += (size_t)snprintf(buf + n, cap - n, ",newaxis");
    else
      n += (size_t)snprintf(buf + n, cap - n, ",%lld", (long long)shape[i]);
  }
  if (n < cap)
    snprintf(buf + n, cap - n, ndim == 1 ? ",)" : ")");
  return buf;
}

char *arrc_rt_tuple_str(char *buf, size_t cap, int32_t ndim, const int64_t *shape) {
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int32_t i = 0; i < ndim && n < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, i ? ", %lld" : "%lld", (long long)shape[i]);
  if (n < cap)
    snprintf(buf + n, cap - n, ndim == 1 ? ",)" : ")");
  return buf;
}

/* NumPy's _size_to_string: a byte count in binary units with three
 * significant figures, for the MemoryError of a failed allocation. */
static void size_to_string(char *buf, size_t cap, uint64_t bytes) {
  static const char *const units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int bits = 0;
  for (uint64_t b = bytes; b; b >>= 1)
    bits++;
  int unit = (bits - 1 > 1 ? bits - 1 : 1) / 10;
  double n_units = (double)bytes / (double)(UINT64_C(1) << (unit * 10));
  if (nearbyint(n_units) == 1024) {
    unit++;
    n_units /= 1024;
  }
  if (unit == 0)
    snprintf(buf, cap, "%.0f %s", n_units, units[unit]);
  else if (nearbyint(n_units) < 1000)
    snprintf(buf, cap, "%#.3g %s", n_units, units[unit]);
  else
    snprintf(buf, cap, "%#.0f %s", n_units, units[unit]);
}

/* ---- creation ---------------------------------------------------------- */

/* The header of an array of ndim dimensions. */
static size_t header_size(int32_t ndim) {
  return sizeof(arrc_array) + 2 * (size_t)ndim * sizeof(int64_t);
}

static _Noreturn void too_big(const arrc_loc *loc) {
  arrc_raise(ARRC_VALUE_ERROR, loc,
             "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum "
             "possible size.");
}

arrc_array *arrc_array_new(arrc_dtype dtype, int32_t ndim, const int64_t *shape, bool zero,
                           const arrc_loc *loc) {
  if (ndim > ARRC_MAX_NDIM)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d",
               ARRC_MAX_NDIM, (int)ndim);
  int64_t itemsize = arrc_dtype_size(dtype);
  /* NumPy checks every dimension for a negative value before it looks at
   * the size, and the size with the item size for overflow. */
  for (int32_t i = 0; i < ndim; i++)
    if (shape[i] < 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions are not allowed");
  int64_t size = 1, nbytes = itemsize;
  for (int32_t i = 0; i < ndim; i++) {
    if (__builtin_mul_overflow(size, shape[i], &size) ||
        __builtin_mul_overflow(nbytes, shape[i], &nbytes))
      too_big(loc);
  }
  /* The data starts at the first 64-byte boundary after the header, so 63
   * bytes more are asked for. Zeroed memory comes from calloc, which gets
   * large blocks from the system already zero, as NumPy's np.zeros does,
   * instead of writing every page. */
  size_t hsize = header_size(ndim);
  if ((uint64_t)nbytes > SIZE_MAX - hsize - 63)
    too_big(loc);
  size_t total = hsize + 63 + (size_t)nbytes;
  char *block = arrc_obj_alloc(total, zero);
  if (!block) {
    char shape_str[ARRC_SHAPE_STR_MAX], size_str[64];
    size_to_string(size_str, sizeof size_str, (uint64_t)nbytes);
    arrc_raise(ARRC_MEMORY_ERROR, loc,
               "Unable to allocate %s for an array with shape %s and data type %s", size_str,
               arrc_rt_tuple_str(shape_str, sizeof shape_str, ndim, shape),
               arrc_dtype_name(dtype));
  }
  arrc_array *a = (arrc_array *)block;
  a->refcount = 1;
  a->owner = NULL;
  a->data = block + ((uintptr_t)block + hsize + 63) / 64 * 64 - (uintptr_t)block;
  a->ndim = ndim;
  a->dtype = (int32_t)dtype;
  a->itemsize = itemsize;
  a->size = size;
  if (ndim > 0) {
    memcpy(ARRC_SHAPE(a), shape, (size_t)ndim * sizeof(int64_t));
    c_strides(ndim, shape, itemsize, ARRC_STRIDES(a));
    /* NumPy 1.24 gives a new array of no elements zero strides
     * (np.zeros((0, 5)).strides is (0, 0)), which its views keep; Numba's
     * own arrays keep C strides, so jitted code's do too. No element is
     * ever addressed through them. */
    if (size == 0 && !arrc_jitted_function)
      memset(ARRC_STRIDES(a), 0, (size_t)ndim * sizeof(int64_t));
  }
  return a;
}

/* The view takes base's dtype. A NULL base makes a float64 array over
 * memory the runtime does not own (releasing it leaves that memory alone);
 * wrapping memory of other dtypes needs a variant taking the dtype. */
arrc_array *arrc_array_view(arrc_array *base, char *data, int32_t ndim, const int64_t *shape,
                            const int64_t *strides) {
  if (ndim > ARRC_MAX_NDIM)
    arrc_raise(ARRC_VALUE_ERROR, NULL, "maximum supported dimension for an ndarray is %d, found %d",
               ARRC_MAX_NDIM, (int)ndim);
  arrc_array *root = base;
  while (root && root->owner)
    root = root->owner;
  size_t vsize = sizeof(arrc_array) + 2 * (size_t)ndim * sizeof(int64_t);
  arrc_array *v = arrc_obj_alloc(vsize, false);
  if (!v)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", vsize);
  v->refcount = 1;
  v->owner = root;
  arrc_incref(root);
  v->data = data;
  v->ndim = ndim;
  v->dtype = base ? base->dtype : ARRC_FLOAT64;
  v->itemsize = base ? base->itemsize : 8;
  int64_t size = 1;
  for (int32_t i = 0; i < ndim; i++)
    size *= shape[i];
  v->size = size;
  if (ndim > 0) {
    memcpy(ARRC_SHAPE(v), shape, (size_t)ndim * sizeof(int64_t));
    memcpy(ARRC_STRIDES(v), strides, (size_t)ndim * sizeof(int64_t));
  }
  return v;
}

/* Frees one array whose last reference is gone. The elements of a device
 * array live in device memory, which only cuda.c can free; a view's
 * elements belong to its owner. */
static void release(arrc_array *a) {
  if ((a->dtype & ARRC_DEVICE_DATA) && !a->owner && arrc_device_free_hook)
    arrc_device_free_hook(a);
  arrc_obj_free(a);
}

/* Only the root of a chain of views owns memory, and every view refers to
 * the root itself, so releasing a view releases at most one more array. */
void arrc_array_decref(arrc_array *a) {
  if (!a || __atomic_sub_fetch(&a->refcount, 1, __ATOMIC_ACQ_REL) > 0)
    return;
  arrc_array *owner = a->owner;
  release(a);
  if (owner && __atomic_sub_fetch(&owner->refcount, 1, __ATOMIC_ACQ_REL) == 0)
    release(owner);
}

arrc_array *arrc_array_copy(const arrc_array *a, const arrc_loc *loc) {
  arrc_array *c = arrc_array_new((arrc_dtype)a->dtype, a->ndim, ARRC_SHAPE(a), false, loc);
  arrc_rt_copy_to_contiguous(c->data, a);
  return c;
}

arrc_array *arrc_array_astype(const arrc_array *a, arrc_dtype dtype, const arrc_loc *loc) {
  arrc_array *c = arrc_array_new(dtype, a->ndim, ARRC_SHAPE(a), false, loc);
  walk_convert(a->ndim, ARRC_SHAPE(a), dtype, c->data, ARRC_STRIDES(c), (arrc_dtype)a->dtype,
               a->data, ARRC_STRIDES(a));
  return c;
}

/* Whether a's strides are those of a packed array, the last dimension
 * varying fastest (C order) or the first (Fortran order). Dimensions of
 * one element have any stride. */
static bool packed(const arrc_array *a, bool fortran) {
  if (a->size == 0)
    return true;
  int64_t expect = a->itemsize;
  for (int32_t k = 0; k < a->ndim; k++) {
    int32_t i = fortran ? k : a->ndim - 1 - k;
    int64_t n = ARRC_SHAPE(a)[i];
    if (n == 1)
      continue;
    if (ARRC_STRIDES(a)[i] != expect)
      return false;
    expect *= n;
  }
  return true;
}

bool arrc_array_is_c_contiguous(const arrc_array *a) { return packed(a, false); }
bool arrc_array_is_f_contiguous(const arrc_array *a) { return packed(a, true); }

/* ---- shape changes -------------------------------------------------------- */

static _Noreturn void reshape_mismatch(const arrc_array *a, int32_t ndim, const int64_t *shape,
                                       const arrc_loc *loc) {
  char buf[ARRC_SHAPE_STR_MAX];
  arrc_raise(ARRC_VALUE_ERROR, loc, "cannot reshape array of size %lld into shape %s",
             (long long)a->size, arrc_rt_shape_str(buf, sizeof buf, ndim, shape));
}

/* The new shape of a.reshape(shape) in dims: NumPy's _fix_unknown_dimension
 * (any negative entry is the unknown one) and its size check. */
static void reshape_dims(const arrc_array *a, int32_t ndim, const int64_t *shape, int64_t *dims,
                         const arrc_loc *loc) {
  if (ndim > ARRC_MAX_NDIM)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d",
               ARRC_MAX_NDIM, (int)ndim);
  int64_t known = 1;
  int32_t unknown = -1;
  for (int32_t i = 0; i < ndim; i++) {
    dims[i] = shape[i];
    if (shape[i] < 0) {
      if (unknown >= 0)
        arrc_raise(ARRC_VALUE_ERROR, loc, "can only specify one unknown dimension");
      unknown = i;
    } else if (__builtin_mul_overflow(known, shape[i], &known)) {
      reshape_mismatch(a, ndim, shape, loc);
    }
  }
  if (unknown >= 0) {
    if (known == 0 || a->size % known != 0)
      reshape_mismatch(a, ndim, shape, loc);
    dims[unknown] = a->size / known;
  } else if (known != a->size) {
    reshape_mismatch(a, ndim, shape, loc);
  }
}

/* NumPy's _attempt_nocopy_reshape for C order (Numba's helper is the same
 * code): the strides that give a the shape dims without moving an element,
 * found by grouping the old axes (those of length 1 left out) and the new
 * ones into runs of equal element counts; each run of old axes must be
 * contiguous within itself. False when some run is not, and a copy is
 * needed. a must have elements. */
static bool nocopy_reshape_strides(const arrc_array *a, int32_t ndim, const int64_t *dims, int64_t *strides) {
  int64_t old_dims[ARRC_MAX_NDIM], old_strides[ARRC_MAX_NDIM];
  int32_t old_nd = 0;
  for (int32_t i = 0; i < a->ndim; i++)
    if (ARRC_SHAPE(a)[i] != 1) {
      old_dims[old_nd] = ARRC_SHAPE(a)[i];
      old_strides[old_nd++] = ARRC_STRIDES(a)[i];
    }
  int32_t oi = 0, oj = 1, ni = 0, nj = 1;
  while (ni < ndim && oi < old_nd) {
    int64_t np = dims[ni], op = old_dims[oi];
    while (np != op) {
      if (np < op)
        np *= dims[nj++];
      else
        op *= old_dims[oj++];
    }
    for (int32_t ok = oi; ok < oj - 1; ok++)
      if (old_strides[ok] != old_dims[ok + 1] * old_strides[ok + 1])
        return false;
    strides[nj - 1] = old_strides[oj - 1];
    for (int32_t nk = nj - 1; nk > ni; nk--)
      strides[nk - 1] = strides[nk] * dims[nk];
    ni = nj++;
    oi = oj++;
  }
  /* Trailing axes of length 1 of the new shape. */
  int64_t last = ni >= 1 ? strides[ni - 1] : a->itemsize;
  for (int32_t nk = ni; nk < ndim; nk++)
    strides[nk] = last;
  return true;
}

arrc_array *arrc_array_reshape(arrc_array *a, int32_t ndim, const int64_t *shape,
                               const arrc_loc *loc) {
  int64_t dims[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  reshape_dims(a, ndim, shape, dims, loc);
  /* NumPy's PyArray_Newshape: the same shape is a view as it is; a
   * contiguous array is a view with C strides; another array is a view
   * when its strides allow one, else a copy. */
  if (ndim == a->ndim && memcmp(dims, ARRC_SHAPE(a), (size_t)ndim * sizeof *dims) == 0)
    return arrc_array_view(a, a->data, ndim, dims, ARRC_STRIDES(a));
  if (arrc_array_is_c_contiguous(a)) {
    c_strides(ndim, dims, a->itemsize, strides);
    return arrc_array_view(a, a->data, ndim, dims, strides);
  }
  if (nocopy_reshape_strides(a, ndim, dims, strides))
    return arrc_array_view(a, a->data, ndim, dims, strides);
  arrc_array *c = arrc_array_new((arrc_dtype)a->dtype, ndim, dims, false, loc);
  arrc_rt_copy_to_contiguous(c->data, a);
  return c;
}

arrc_array *arrc_array_reshape_jit(arrc_array *a, int32_t ndim, const int64_t *shape, const arrc_loc *loc) {
  int64_t dims[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  reshape_dims(a, ndim, shape, dims, loc);
  if (arrc_array_is_c_contiguous(a)) {
    c_strides(ndim, dims, a->itemsize, strides);
    return arrc_array_view(a, a->data, ndim, dims, strides);
  }
  if (!nocopy_reshape_strides(a, ndim, dims, strides))
    arrc_raise(ARRC_NOT_IMPLEMENTED_ERROR, loc, "incompatible shape for array");
  return arrc_array_view(a, a->data, ndim, dims, strides);
}

arrc_array *arrc_array_transpose(arrc_array *a) {
  int64_t shape[ARRC_MAX_NDIM], strides[ARRC_MAX_NDIM];
  for (int32_t i = 0; i < a->ndim; i++) {
    shape[i] = ARRC_SHAPE(a)[a->ndim - 1 - i];
    strides[i] = ARRC_STRIDES(a)[a->ndim - 1 - i];
  }
  return arrc_array_view(a, a->data, a->ndim, shape, strides);
}

arrc_array *arrc_array_part(arrc_array *a, int32_t imag, const arrc_loc *loc) {
  bool complex64 = a->dtype == ARRC_COMPLEX64, complex128 = a->dtype == ARRC_COMPLEX128;
  if (complex64 || complex128) {
    arrc_array *v = arrc_array_view(a, a->data + (imag ? a->itemsize / 2 : 0), a->ndim, ARRC_SHAPE(a),
                                    ARRC_STRIDES(a));
    v->dtype = complex64 ? ARRC_FLOAT32 : ARRC_FLOAT64;
    v->itemsize = a->itemsize / 2;
    return v;
  }
  if (imag)
    return arrc_array_new((arrc_dtype)a->dtype, a->ndim, ARRC_SHAPE(a), true, loc);
  arrc_incref(a);
  return a;
}

arrc_array *arrc_array_ravel(arrc_array *a, const arrc_loc *loc) {
  if (!arrc_array_is_c_contiguous(a))
    return arrc_array_flatten(a, loc);
  int64_t n = a->size, stride = a->itemsize;
  return arrc_array_view(a, a->data, 1, &n, &stride);
}

arrc_array *arrc_array_flatten(const arrc_array *a, const arrc_loc *loc) {
  int64_t n = a->size;
  arrc_array *c = arrc_array_new((arrc_dtype)a->dtype, 1, &n, false, loc);
  arrc_rt_copy_to_contiguous(c->data, a);
  return c;
}

/* ---- ranges ------------------------------------------------------------ */

arrc_array *arrc_array_arange_i64(int64_t start, int64_t stop, int64_t step, const arrc_loc *loc) {
  if (step == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "division by zero");
  /* The length is ceil((stop - start) / step), computed in unsigned
   * arithmetic so that no distance between two int64 values overflows. */
  int64_t n = 0;
  if (step > 0 && stop > start)
    n = (int64_t)(((uint64_t)stop - (uint64_t)start - 1) / (uint64_t)step + 1);
  else if (step < 0 && stop < start)
    n = (int64_t)(((uint64_t)start - (uint64_t)stop - 1) / (0 - (uint64_t)step) + 1);
  arrc_array *a = arrc_array_new(ARRC_INT64, 1, &n, false, loc);
  int64_t *p = (int64_t *)a->data;
  for (int64_t i = 0; i < n; i++)
    p[i] = (int64_t)((uint64_t)start + (uint64_t)i * (uint64_t)step);
  return a;
}

/* NumPy computes the length as ceil((stop - start) / step), stores start
 * and start + step, and fills the rest as start + i * delta with delta the
 * difference of those two stored values (which can differ from step in
 * the last bits). */
arrc_array *arrc_array_arange_f64(double start, double stop, double step, const arrc_loc *loc) {
  if (step == 0)
    arrc_raise(ARRC_ZERO_DIVISION_ERROR, loc, "float division by zero");
  /* A quotient that underflows to zero, or a step of infinity, still
   * gives the one element start when it is positive (NumPy's
   * _calc_length). */
  double diff = stop - start, quot = diff / step, len = ceil(quot);
  if (quot == 0 && diff != 0)
    len = signbit(quot) ? 0 : 1;
  if (isnan(len))
    arrc_raise(ARRC_VALUE_ERROR, loc, "arange: cannot compute length");
  if (!(len > -0x1p63 && len < 0x1p63))
    arrc_raise(ARRC_VALUE_ERROR, loc, "Maximum allowed size exceeded");
  int64_t n = len > 0 ? (int64_t)len : 0;
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, false, loc);
  double *p = (double *)a->data;
  if (n > 0)
    p[0] = start;
  if (n > 1)
    p[1] = start + step;
  double delta = n > 1 ? p[1] - p[0] : 0;
  for (int64_t i = 2; i < n; i++)
    p[i] = start + (double)i * delta;
  return a;
}

/* NumPy's linspace: y = i * step + start with step = (stop - start) /
 * (num - 1); when that step underflows to zero, y = i / div * delta +
 * start; the last element is stop itself. */
arrc_array *arrc_array_linspace(double start, double stop, int64_t num, const arrc_loc *loc) {
  if (num < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Number of samples, %lld, must be non-negative.",
               (long long)num);
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &num, false, loc);
  double *p = (double *)a->data;
  int64_t div = num - 1;
  double delta = stop - start;
  if (div > 0) {
    double step = delta / (double)div;
    for (int64_t i = 0; i < num; i++)
      p[i] = (step == 0 ? (double)i / (double)div * delta : (double)i * step) + start;
    p[num - 1] = stop;
  } else {
    for (int64_t i = 0; i < num; i++)
      p[i] = (double)i * delta + start;
  }
  return a;
}

/* ---- element access and filling ------------------------------------------- */

/* Converts one value to the array's dtype once and copies it everywhere. */
static void fill(arrc_array *a, arrc_dtype vt, const void *v) {
  char item[16];
  int64_t zero[ARRC_MAX_NDIM] = {0};
  convert_row((arrc_dtype)a->dtype, item, 0, vt, v, 0, 1);
  walk_convert(a->ndim, ARRC_SHAPE(a), (arrc_dtype)a->dtype, a->data, ARRC_STRIDES(a),
               (arrc_dtype)a->dtype, item, zero);
}

void arrc_array_fill_f64(arrc_array *a, double v) { fill(a, ARRC_FLOAT64, &v); }

void arrc_array_fill_i64(arrc_array *a, int64_t v) { fill(a, ARRC_INT64, &v); }

void arrc_array_fill_c128(arrc_array *a, double re, double im) {
  double v[2] = {re, im};
  fill(a, ARRC_COMPLEX128, v);
}

double arrc_array_get_f64(const arrc_array *a, int64_t flat) {
  double v;
  convert_row(ARRC_FLOAT64, (char *)&v, 0, (arrc_dtype)a->dtype, arrc_rt_elem(a, flat), 0, 1);
  return v;
}

int64_t arrc_array_get_i64(const arrc_array *a, int64_t flat) {
  int64_t v;
  convert_row(ARRC_INT64, (char *)&v, 0, (arrc_dtype)a->dtype, arrc_rt_elem(a, flat), 0, 1);
  return v;
}

void arrc_array_set_f64(arrc_array *a, int64_t flat, double v) {
  convert_row((arrc_dtype)a->dtype, arrc_rt_elem(a, flat), 0, ARRC_FLOAT64, (const char *)&v, 0, 1);
}

void arrc_array_set_i64(arrc_array *a, int64_t flat, int64_t v) {
  convert_row((arrc_dtype)a->dtype, arrc_rt_elem(a, flat), 0, ARRC_INT64, (const char *)&v, 0, 1);
}

/* ---- assignment ------------------------------------------------------------ */

/* The first and one past the last byte an array's elements occupy. */
static void extent(const arrc_array *a, uintptr_t *lo, uintptr_t *hi) {
  uintptr_t l = (uintptr_t)a->data, h = (uintptr_t)a->data + (uintptr_t)a->itemsize;
  for (int32_t i = 0; i < a->ndim; i++) {
    int64_t span = (ARRC_SHAPE(a)[i] - 1) * ARRC_STRIDES(a)[i];
    if (span < 0)
      l -= (uintptr_t)-span;
    else
      h += (uintptr_t)span;
  }
  *lo = l;
  *hi = h;
}

static bool overlap(const arrc_array *a, const arrc_array *b) {
  if (a->size == 0 || b->size == 0)
    return false;
  uintptr_t alo, ahi, blo, bhi;
  extent(a, &alo, &ahi);
  extent(b, &blo, &bhi);
  return alo < bhi && blo < ahi;
}

/* Whether src broadcasts to dst's shape: its shape aligned with dst's at
 * the right, each of its dimensions equal to dst's or 1 (then repeated by
 * a zero stride), extra leading dimensions of src 1. */
static bool broadcasts_to(const arrc_array *dst, const arrc_array *src) {
  int32_t off = dst->ndim - src->ndim;
  for (int32_t i = 0; i < src->ndim; i++) {
    int64_t n = ARRC_SHAPE(src)[i];
    if (i < -off ? n != 1 : n != ARRC_SHAPE(dst)[i + off] && n != 1)
      return false;
  }
  return true;
}

/* Jitted code fails as Numba's does, with its words for every shape. */
void arrc_array_assign_jit(arrc_array *dst, const arrc_array *src, const arrc_loc *loc) {
  if (!broadcasts_to(dst, src))
    arrc_raise(ARRC_VALUE_ERROR, loc, "cannot assign slice from input of different size");
  arrc_array_assign(dst, src, loc);
}

void arrc_array_assign(arrc_array *dst, const arrc_array *src, const arrc_loc *loc) {
  int64_t sstr[ARRC_MAX_NDIM];
  int32_t off = dst->ndim - src->ndim;
  if (!broadcasts_to(dst, src)) {
    char sbuf[ARRC_SHAPE_STR_MAX], dbuf[ARRC_SHAPE_STR_MAX];
    arrc_raise(ARRC_VALUE_ERROR, loc, "could not broadcast input array from shape %s into shape %s",
               arrc_rt_shape_str(sbuf, sizeof sbuf, src->ndim, ARRC_SHAPE(src)),
               arrc_rt_shape_str(dbuf, sizeof dbuf, dst->ndim, ARRC_SHAPE(dst)));
  }
  if (dst->size == 0)
    return;
  /* Overlapping memory (a[1:] = a[:-1]) is read from a copy, so that every
   * element is read before it is overwritten, as NumPy guarantees. */
  arrc_array *tmp = NULL;
  if (overlap(dst, src))
    src = tmp = arrc_array_copy(src, loc);
  for (int32_t i = 0; i < dst->ndim; i++) {
    int32_t j = i - off;
    sstr[i] = j < 0 || ARRC_SHAPE(src)[j] == 1 ? 0 : ARRC_STRIDES(src)[j];
  }
  walk_convert(dst->ndim, ARRC_SHAPE(dst), (arrc_dtype)dst->dtype, dst->data, ARRC_STRIDES(dst),
               (arrc_dtype)src->dtype, src->data, sstr);
  arrc_array_decref(tmp);
}

void arrc_index_error(int64_t index, int32_t axis, int64_t size, const arrc_loc *loc) {
  arrc_raise(ARRC_INDEX_ERROR, loc, "index %lld is out of bounds for axis %d with size %lld",
             (long long)index, (int)axis, (long long)size);
}
