/* runtime/array.c: creation, views and their release, reshaping,
 * conversion, ranges and assignment. Expected values and messages are
 * NumPy 1.24's, measured with /usr/bin/python3; the expression used sits
 * next to each. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_values.h"

#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static arrc_array *new_array(arrc_dtype t, int32_t ndim, const int64_t *shape) {
  return arrc_array_new(t, ndim, shape, true, &rt_test_loc);
}

/* A float64 array holding 0, 1, 2, ... in C order. */
static arrc_array *iota(int32_t ndim, const int64_t *shape) {
  arrc_array *a = new_array(ARRC_FLOAT64, ndim, shape);
  for (int64_t i = 0; i < a->size; i++)
    arrc_array_set_f64(a, i, (double)i);
  return a;
}

static void expect_values(const arrc_array *a, const double *want, size_t n) {
  cr_expect_eq(a->size, (int64_t)n);
  for (size_t i = 0; i < n && i < (size_t)a->size; i++)
    cr_expect_eq(arrc_array_get_f64(a, (int64_t)i), want[i], "element %zu: %a, expected %a", i,
                 arrc_array_get_f64(a, (int64_t)i), want[i]);
}

Test(rt_array, dtypes) {
  static const struct {
    arrc_dtype t;
    int64_t size;
    const char *name;
  } rows[] = {{ARRC_BOOL, 1, "bool"},          {ARRC_INT8, 1, "int8"},       {ARRC_INT16, 2, "int16"},
              {ARRC_INT32, 4, "int32"},        {ARRC_INT64, 8, "int64"},     {ARRC_UINT8, 1, "uint8"},
              {ARRC_UINT16, 2, "uint16"},      {ARRC_UINT32, 4, "uint32"},   {ARRC_UINT64, 8, "uint64"},
              {ARRC_FLOAT32, 4, "float32"},    {ARRC_FLOAT64, 8, "float64"}, {ARRC_COMPLEX64, 8, "complex64"},
              {ARRC_COMPLEX128, 16, "complex128"}};
  for (size_t i = 0; i < COUNT(rows); i++) {
    cr_expect_eq(arrc_dtype_size(rows[i].t), rows[i].size);
    cr_expect_str_eq(arrc_dtype_name(rows[i].t), rows[i].name);
  }
}

/* The header layout is ABI: codegen reads these offsets. */
Test(rt_array, header_layout) {
  cr_expect_eq(offsetof(arrc_array, refcount), 0);
  cr_expect_eq(offsetof(arrc_array, owner), 8);
  cr_expect_eq(offsetof(arrc_array, data), 16);
  cr_expect_eq(offsetof(arrc_array, ndim), 24);
  cr_expect_eq(offsetof(arrc_array, dtype), 28);
  cr_expect_eq(offsetof(arrc_array, itemsize), 32);
  cr_expect_eq(offsetof(arrc_array, size), 40);
  cr_expect_eq(offsetof(arrc_array, dims), 48);
}

Test(rt_array, create) {
  int64_t shape[] = {2, 3, 4};
  arrc_array *a = new_array(ARRC_FLOAT32, 3, shape);
  cr_expect_eq(a->refcount, 1);
  cr_expect_null(a->owner);
  cr_expect_eq(a->ndim, 3);
  cr_expect_eq(a->dtype, ARRC_FLOAT32);
  cr_expect_eq(a->itemsize, 4);
  cr_expect_eq(a->size, 24);
  int64_t strides[] = {48, 16, 4}; /* np.zeros((2,3,4), np.float32).strides */
  for (int i = 0; i < 3; i++) {
    cr_expect_eq(ARRC_SHAPE(a)[i], shape[i]);
    cr_expect_eq(ARRC_STRIDES(a)[i], strides[i]);
  }
  cr_expect_eq((uintptr_t)a->data % 64, 0);
  for (int64_t i = 0; i < a->size; i++)
    cr_expect_eq(((float *)a->data)[i], 0.0f);
  cr_expect(arrc_array_is_c_contiguous(a));
  arrc_array_decref(a);
}

Test(rt_array, zero_size) {
  /* np.zeros((0, 3)).strides == (0, 0) in NumPy 1.24; Numba's own
   * arrays (made while jitted code runs) keep C strides, (24, 8), where a
   * zero dimension counts as 1. */
  int64_t shape[] = {0, 3};
  arrc_array *a = new_array(ARRC_FLOAT64, 2, shape);
  cr_expect_eq(a->size, 0);
  cr_expect_eq(ARRC_STRIDES(a)[0], 0);
  cr_expect_eq(ARRC_STRIDES(a)[1], 0);
  static const arrc_function_info jitted;
  arrc_jitted_function = &jitted;
  arrc_array *j = new_array(ARRC_FLOAT64, 2, shape);
  arrc_jitted_function = NULL;
  cr_expect_eq(ARRC_STRIDES(j)[0], 24);
  cr_expect_eq(ARRC_STRIDES(j)[1], 8);
  arrc_array_decref(j);
  cr_expect(arrc_array_is_c_contiguous(a));
  arrc_array *c = arrc_array_copy(a, NULL), *f = arrc_array_astype(a, ARRC_INT8, NULL);
  cr_expect_eq(c->size, 0);
  cr_expect_eq(f->size, 0);
  int64_t back[] = {-1, 3};
  arrc_array *r = arrc_array_reshape(a, 2, back, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(r)[0], 0);
  arrc_array *t = arrc_array_transpose(a), *flat = arrc_array_flatten(t, NULL);
  cr_expect_eq(flat->size, 0);
  arrc_array_fill_f64(t, 1.0);
  arrc_array_assign(a, c, &rt_test_loc);
  int64_t one = 3;
  arrc_array *row = iota(1, &one);
  arrc_array_assign(a, row, &rt_test_loc); /* (3,) broadcasts into (0, 3) */
  int64_t none = 0;
  arrc_array *e = arrc_array_arange_i64(5, 5, 1, NULL), *l = arrc_array_linspace(0, 1, 0, NULL);
  cr_expect_eq(e->size, 0);
  cr_expect_eq(l->size, 0);
  arrc_array *z = new_array(ARRC_COMPLEX128, 1, &none);
  arrc_array *all[] = {a, c, f, r, t, flat, row, e, l, z};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_array_decref(all[i]);
}

Test(rt_array, zero_dimensional) {
  arrc_array *a = new_array(ARRC_INT32, 0, NULL);
  cr_expect_eq(a->size, 1);
  cr_expect_eq(a->ndim, 0);
  arrc_array_fill_i64(a, 42);
  cr_expect_eq(arrc_array_get_i64(a, 0), 42);
  arrc_array *c = arrc_array_astype(a, ARRC_FLOAT64, NULL);
  cr_expect_eq(arrc_array_get_f64(c, 0), 42.0);
  int64_t one = 1;
  arrc_array *r = arrc_array_reshape(a, 1, &one, &rt_test_loc);
  cr_expect_eq(r->ndim, 1);
  cr_expect_eq(r->owner, a);
  arrc_array *back = arrc_array_reshape(r, 0, NULL, &rt_test_loc);
  cr_expect_eq(back->owner, a);
  arrc_array *t = arrc_array_transpose(a), *f = arrc_array_flatten(a, NULL);
  cr_expect_eq(f->size, 1);
  arrc_array *src = new_array(ARRC_INT64, 0, NULL);
  arrc_array_fill_i64(src, -5);
  arrc_array_assign(r, src, &rt_test_loc); /* () broadcasts into (1,) */
  cr_expect_eq(arrc_array_get_i64(a, 0), -5);
  arrc_array *all[] = {a, c, r, back, t, f, src};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_array_decref(all[i]);
}

/* Views refer to the array that owns the memory, however they were made,
 * and the memory lives until the last of them is released (the leak
 * check of valgrind and ASan's LeakSanitizer confirm it is then freed). */
Test(rt_array, views_of_views) {
  int64_t shape[] = {4, 5};
  arrc_array *a = iota(2, shape);
  arrc_array *t = arrc_array_transpose(a);
  arrc_array *tt = arrc_array_transpose(t);
  int64_t row_shape = 5, row_stride = 8;
  arrc_array *row = arrc_array_view(tt, tt->data + 2 * 40, 1, &row_shape, &row_stride);
  cr_expect_eq(t->owner, a);
  cr_expect_eq(tt->owner, a);
  cr_expect_eq(row->owner, a);
  cr_expect_eq(a->refcount, 4);
  arrc_array_decref(a);
  arrc_array_decref(t);
  arrc_array_decref(tt);
  cr_expect_eq(row->owner->refcount, 1);
  cr_expect_eq(arrc_array_get_f64(row, 4), 14.0);
  arrc_array_decref(row);
}

Test(rt_array, view_of_foreign_memory) {
  /* An array without owner wrapping memory it did not allocate: releasing
   * it leaves that memory alone. */
  static double buf[3] = {1, 2, 3};
  int64_t n = 3, s = 8;
  arrc_array *v = arrc_array_view(NULL, (char *)buf, 1, &n, &s);
  cr_expect_null(v->owner);
  arrc_array_decref(v);
  cr_expect_eq(buf[2], 3.0);
}

Test(rt_array, reshape) {
  int64_t n = 6;
  arrc_array *a = iota(1, &n);
  int64_t s1[] = {2, -1}, s2[] = {-1, 3, 1}, s3[] = {3, -7};
  arrc_array *r1 = arrc_array_reshape(a, 2, s1, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(r1)[0], 2);
  cr_expect_eq(ARRC_SHAPE(r1)[1], 3);
  cr_expect_eq(ARRC_STRIDES(r1)[0], 24);
  cr_expect_eq(r1->owner, a);
  cr_expect_eq(r1->data, a->data);
  arrc_array *r2 = arrc_array_reshape(r1, 3, s2, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(r2)[0], 2);
  cr_expect_eq(r2->owner, a);
  /* NumPy takes any negative entry as the unknown one. */
  arrc_array *r3 = arrc_array_reshape(a, 2, s3, &rt_test_loc);
  cr_expect_eq(ARRC_SHAPE(r3)[1], 2);
  /* A transposed (non-contiguous) array is copied in C order of the
   * transpose: np.arange(6.).reshape(2,3).T.reshape(6) == [0,3,1,4,2,5]. */
  arrc_array *t = arrc_array_transpose(r1);
  arrc_array *flat = arrc_array_reshape(t, 1, &n, &rt_test_loc);
  cr_expect_null(flat->owner);
  static const double want[] = {0, 3, 1, 4, 2, 5};
  expect_values(flat, want, 6);
  arrc_array *all[] = {a, r1, r2, r3, t, flat};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_array_decref(all[i]);
}

typedef struct {
  int64_t size;
  int32_t ndim;
  int64_t shape[4];
} ReshapeCase;

static void reshape_case(const void *arg) {
  const ReshapeCase *c = arg;
  arrc_array *a = new_array(ARRC_FLOAT64, 1, &c->size);
  arrc_array_reshape(a, c->ndim, c->shape, &rt_test_loc);
}

Test(rt_array, reshape_errors) {
  /* np.zeros(N).reshape(shape) for each row. */
  static const struct {
    ReshapeCase c;
    const char *msg;
  } rows[] = {
      {{6, 1, {4}}, "ValueError: cannot reshape array of size 6 into shape (4,)"},
      {{6, 2, {-1, 4}}, "ValueError: cannot reshape array of size 6 into shape (4)"},
      {{6, 2, {-1, -1}}, "ValueError: can only specify one unknown dimension"},
      {{6, 0, {0}}, "ValueError: cannot reshape array of size 6 into shape ()"},
      {{6, 2, {-1, 0}}, "ValueError: cannot reshape array of size 6 into shape (0)"},
      {{0, 2, {0, -1}}, "ValueError: cannot reshape array of size 0 into shape (0,newaxis)"},
      {{6, 3, {2, -1, 4}}, "ValueError: cannot reshape array of size 6 into shape (2,newaxis,4)"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(reshape_case, &rows[i].c, rows[i].msg);
}

Test(rt_array, transpose) {
  int64_t shape[] = {2, 3, 4};
  arrc_array *a = new_array(ARRC_FLOAT32, 3, shape);
  arrc_array *t = arrc_array_transpose(a);
  /* np.zeros((2,3,4), np.float32).T: shape (4,3,2), strides (4,16,48). */
  int64_t want_shape[] = {4, 3, 2}, want_strides[] = {4, 16, 48};
  for (int i = 0; i < 3; i++) {
    cr_expect_eq(ARRC_SHAPE(t)[i], want_shape[i]);
    cr_expect_eq(ARRC_STRIDES(t)[i], want_strides[i]);
  }
  cr_expect_not(arrc_array_is_c_contiguous(t));
  arrc_array_set_f64(t, 1, 7.0); /* t[0,0,1] is a[1,0,0] */
  cr_expect_eq(arrc_array_get_f64(a, 12), 7.0);
  arrc_array_decref(t);
  arrc_array_decref(a);
}

Test(rt_array, contiguity) {
  int64_t shape[] = {3, 1, 2}, strides[] = {16, 999, 8}, rev[] = {8, 999, 24};
  arrc_array *a = new_array(ARRC_FLOAT64, 3, shape);
  arrc_array *v = arrc_array_view(a, a->data, 3, shape, strides);
  cr_expect(arrc_array_is_c_contiguous(v)); /* a length-1 axis's stride does not matter */
  arrc_array *w = arrc_array_view(a, a->data, 3, shape, rev);
  cr_expect_not(arrc_array_is_c_contiguous(w));
  arrc_array_decref(v);
  arrc_array_decref(w);
  arrc_array_decref(a);
}

Test(rt_array, copy_and_flatten_of_views) {
  int64_t shape[] = {3, 4};
  arrc_array *a = iota(2, shape);
  /* a[::2, 1::2]: rows 0 and 2, columns 1 and 3. */
  int64_t vshape[] = {2, 2}, vstrides[] = {64, 16};
  arrc_array *v = arrc_array_view(a, a->data + 8, 2, vshape, vstrides);
  arrc_array *c = arrc_array_copy(v, NULL);
  static const double want[] = {1, 3, 9, 11};
  expect_values(c, want, 4);
  cr_expect(arrc_array_is_c_contiguous(c));
  cr_expect_null(c->owner);
  arrc_array *f = arrc_array_flatten(v, NULL);
  cr_expect_eq(f->ndim, 1);
  expect_values(f, want, 4);
  arrc_array *all[] = {a, v, c, f};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_array_decref(all[i]);
}

/* Builds a 1-D array of dtype t from the raw values given. */
static arrc_array *from_raw(arrc_dtype t, const void *raw, int64_t n) {
  arrc_array *a = new_array(t, 1, &n);
  memcpy(a->data, raw, (size_t)(n * a->itemsize));
  return a;
}

static void expect_raw(const arrc_array *a, const void *want, size_t nbytes, const char *what) {
  cr_expect_eq((size_t)(a->size * a->itemsize), nbytes, "%s", what);
  cr_expect_eq(memcmp(a->data, want, nbytes), 0, "%s", what);
}

Test(rt_array, astype_float_to_int) {
  /* x = np.array([-1.0, 1e20, nan, 300.0, -129.0, 1e10, 5e9, -1e20, inf, -inf,
   * 2.0**63, 2.0**64, 3e19]); x.astype(T) on x86-64 with NumPy 1.24. */
  static const double x[] = {-1.0, 1e20,  NAN,      300.0,    -129.0,   1e10, 5e9,
                             -1e20, INFINITY, -INFINITY, 0x1p63, 0x1p64, 3e19};
  static const int8_t i1[] = {-1, 0, 0, 44, 127, 0, 0, 0, 0, 0, 0, 0, 0};
  static const int16_t i2[] = {-1, 0, 0, 300, -129, 0, 0, 0, 0, 0, 0, 0, 0};
  static const int32_t i4[] = {-1, INT32_MIN, INT32_MIN, 300, -129, INT32_MIN, INT32_MIN,
                               INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN};
  static const int64_t i8[] = {-1, INT64_MIN, INT64_MIN, 300, -129, 10000000000, 5000000000,
                               INT64_MIN, INT64_MIN, INT64_MIN, INT64_MIN, INT64_MIN, INT64_MIN};
  static const uint8_t u1[] = {255, 0, 0, 44, 127, 0, 0, 0, 0, 0, 0, 0, 0};
  static const uint16_t u2[] = {65535, 0, 0, 300, 65407, 0, 0, 0, 0, 0, 0, 0, 0};
  static const uint32_t u4[] = {4294967295u, 0, 2147483648u, 300, 4294967167u, 0, 0,
                                2147483648u, 0, 2147483648u, 0, 0, 0};
  static const uint64_t u8[] = {18446744073709551615u, 0, 9223372036854775808u, 300,
                                18446744073709551487u, 10000000000, 5000000000,
                                9223372036854775808u, 0, 9223372036854775808u,
                                9223372036854775808u, 0, 0};
  arrc_array *a = from_raw(ARRC_FLOAT64, x, 13);
  arrc_array *f32 = arrc_array_astype(a, ARRC_FLOAT32, NULL);
  const struct {
    arrc_dtype t;
    const void *want;
    size_t size;
  } rows[] = {{ARRC_INT8, i1, sizeof i1},   {ARRC_INT16, i2, sizeof i2},   {ARRC_INT32, i4, sizeof i4},
              {ARRC_INT64, i8, sizeof i8},  {ARRC_UINT8, u1, sizeof u1},   {ARRC_UINT16, u2, sizeof u2},
              {ARRC_UINT32, u4, sizeof u4}, {ARRC_UINT64, u8, sizeof u8}};
  for (size_t i = 0; i < COUNT(rows); i++) {
    /* From float32 too: x.astype(np.float32).astype(T) gives the same. */
    arrc_array *b = arrc_array_astype(a, rows[i].t, NULL), *c = arrc_array_astype(f32, rows[i].t, NULL);
    expect_raw(b, rows[i].want, rows[i].size, arrc_dtype_name(rows[i].t));
    expect_raw(c, rows[i].want, rows[i].size, arrc_dtype_name(rows[i].t));
    arrc_array_decref(b);
    arrc_array_decref(c);
  }
  arrc_array_decref(f32);
  arrc_array_decref(a);
}

Test(rt_array, astype_other_conversions) {
  /* np.array([2**53+1, 2**62+2**38+1, -(2**24+1), 16777217]).astype(np.float32):
   * rounded once, directly from the integer. */
  static const int64_t big[] = {(INT64_C(1) << 53) + 1, (INT64_C(1) << 62) + (INT64_C(1) << 38) + 1,
                                -((INT64_C(1) << 24) + 1), 16777217};
  static const float big_f32[] = {9007199254740992.0f, 4.611686568183202e+18f, -16777216.0f, 16777216.0f};
  arrc_array *a = from_raw(ARRC_INT64, big, 4), *b = arrc_array_astype(a, ARRC_FLOAT32, NULL);
  expect_raw(b, big_f32, sizeof big_f32, "int64 -> float32");
  arrc_array_decref(a);
  arrc_array_decref(b);

  /* np.array([-1, 256, 70000, -2**31-1]).astype(T): integers wrap. */
  static const int64_t ints[] = {-1, 256, 70000, -2147483649};
  static const uint8_t ints_u1[] = {255, 0, 112, 255};
  static const int16_t ints_i2[] = {-1, 256, 4464, -1};
  static const uint32_t ints_u4[] = {4294967295u, 256, 70000, 2147483647};
  a = from_raw(ARRC_INT64, ints, 4);
  b = arrc_array_astype(a, ARRC_UINT8, NULL);
  expect_raw(b, ints_u1, sizeof ints_u1, "int64 -> uint8");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_INT16, NULL);
  expect_raw(b, ints_i2, sizeof ints_i2, "int64 -> int16");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_UINT32, NULL);
  expect_raw(b, ints_u4, sizeof ints_u4, "int64 -> uint32");
  arrc_array_decref(b);
  arrc_array_decref(a);

  /* np.array([1.5-2j, -0.0+3j, 0j, 1e10+1j]): to float64 the real part, to
   * int32 the real part converted, to bool whether either part is nonzero. */
  static const double cplx[] = {1.5, -2, -0.0, 3, 0, 0, 1e10, 1};
  static const double cplx_f8[] = {1.5, -0.0, 0.0, 1e10};
  static const int32_t cplx_i4[] = {1, 0, 0, INT32_MIN};
  static const uint8_t cplx_b[] = {1, 1, 0, 1};
  static const float cplx_c8[] = {1.5f, -2.0f, -0.0f, 3.0f, 0, 0, 1e10f, 1};
  a = from_raw(ARRC_COMPLEX128, cplx, 4);
  b = arrc_array_astype(a, ARRC_FLOAT64, NULL);
  expect_raw(b, cplx_f8, sizeof cplx_f8, "complex128 -> float64");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_INT32, NULL);
  expect_raw(b, cplx_i4, sizeof cplx_i4, "complex128 -> int32");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_BOOL, NULL);
  expect_raw(b, cplx_b, sizeof cplx_b, "complex128 -> bool");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_COMPLEX64, NULL);
  expect_raw(b, cplx_c8, sizeof cplx_c8, "complex128 -> complex64");
  arrc_array_decref(b);
  arrc_array_decref(a);

  /* np.array([0.0, -0.0, nan, 0.5, -inf]).astype(bool) and back. */
  static const double fb[] = {0.0, -0.0, NAN, 0.5, -INFINITY};
  static const uint8_t fb_b[] = {0, 0, 1, 1, 1};
  static const double fb_back[] = {0, 0, 1, 1, 1};
  static const double fb_c16[] = {0, 0, 0, 0, 1, 0, 1, 0, 1, 0};
  a = from_raw(ARRC_FLOAT64, fb, 5);
  b = arrc_array_astype(a, ARRC_BOOL, NULL);
  expect_raw(b, fb_b, sizeof fb_b, "float64 -> bool");
  arrc_array *c = arrc_array_astype(b, ARRC_FLOAT64, NULL);
  expect_raw(c, fb_back, sizeof fb_back, "bool -> float64");
  arrc_array_decref(c);
  c = arrc_array_astype(b, ARRC_COMPLEX128, NULL);
  expect_raw(c, fb_c16, sizeof fb_c16, "bool -> complex128");
  arrc_array_decref(c);
  arrc_array_decref(b);
  arrc_array_decref(a);

  /* np.array([0.1, 1e40, 3.4028235e38, 3.4028236e38, 1e-46]).astype(np.float32) */
  static const double ff[] = {0.1, 1e40, 3.4028235e38, 3.4028236e38, 1e-46};
  static const float ff_f4[] = {0.1f, INFINITY, 3.4028234663852886e+38f, INFINITY, 0.0f};
  a = from_raw(ARRC_FLOAT64, ff, 5);
  b = arrc_array_astype(a, ARRC_FLOAT32, NULL);
  expect_raw(b, ff_f4, sizeof ff_f4, "float64 -> float32");
  arrc_array_decref(b);
  arrc_array_decref(a);

  /* np.array([2**64-1, 2**63+1], np.uint64).astype(np.int64 / np.int8) */
  static const uint64_t uu[] = {UINT64_MAX, (UINT64_C(1) << 63) + 1};
  static const int64_t uu_i8[] = {-1, -INT64_MAX};
  static const int8_t uu_i1[] = {-1, 1};
  static const float uu_f4[] = {1.8446744073709552e+19f, 9.223372036854776e+18f};
  a = from_raw(ARRC_UINT64, uu, 2);
  b = arrc_array_astype(a, ARRC_INT64, NULL);
  expect_raw(b, uu_i8, sizeof uu_i8, "uint64 -> int64");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_INT8, NULL);
  expect_raw(b, uu_i1, sizeof uu_i1, "uint64 -> int8");
  arrc_array_decref(b);
  b = arrc_array_astype(a, ARRC_FLOAT32, NULL);
  expect_raw(b, uu_f4, sizeof uu_f4, "uint64 -> float32");
  arrc_array_decref(b);
  arrc_array_decref(a);
}

/* Every pair of dtypes converts, through a strided view, the same values
 * as through a contiguous copy. */
Test(rt_array, astype_all_pairs_of_views) {
  int64_t n = 6;
  for (int s = 0; s < ARRC_DTYPE_COUNT; s++) {
    arrc_array *a = new_array((arrc_dtype)s, 1, &n);
    for (int64_t i = 0; i < n; i++)
      arrc_array_set_i64(a, i, i * 7 % 5);
    int64_t vn = 3, vs = -2 * a->itemsize;
    arrc_array *v = arrc_array_view(a, a->data + 5 * a->itemsize, 1, &vn, &vs); /* a[::-2] */
    for (int d = 0; d < ARRC_DTYPE_COUNT; d++) {
      arrc_array *b = arrc_array_astype(v, (arrc_dtype)d, NULL);
      for (int64_t i = 0; i < vn; i++) {
        int64_t want = (5 - 2 * i) * 7 % 5;
        if (d == ARRC_BOOL || s == ARRC_BOOL)
          want = want != 0;
        cr_expect_eq(arrc_array_get_i64(b, i), want, "%s -> %s [%lld]", arrc_dtype_name((arrc_dtype)s),
                     arrc_dtype_name((arrc_dtype)d), (long long)i);
      }
      arrc_array_decref(b);
    }
    arrc_array_decref(v);
    arrc_array_decref(a);
  }
}

Test(rt_array, arange_int) {
  static const struct {
    int64_t start, stop, step;
    int64_t n, first, last;
  } rows[] = {
      /* np.arange(start, stop, step) */
      {5, -7, -3, 4, 5, -4},
      {-3, 3, 2, 3, -3, 1},
      {0, 10, 1, 10, 0, 9},
      {0, 10, 3, 4, 0, 9},
      {10, 0, 1, 0, 0, 0},
      {INT64_C(1) << 62, INT64_MAX, INT64_C(1) << 61, 2, INT64_C(1) << 62, 6917529027641081856},
      {INT64_MIN, INT64_MAX, INT64_C(1) << 62, 4, INT64_MIN, INT64_C(1) << 62},
      {INT64_MAX, INT64_MIN, INT64_MIN, 2, INT64_MAX, -1},
  };
  for (size_t i = 0; i < COUNT(rows); i++) {
    arrc_array *a = arrc_array_arange_i64(rows[i].start, rows[i].stop, rows[i].step, NULL);
    cr_expect_eq(a->dtype, ARRC_INT64);
    cr_expect_eq(a->size, rows[i].n, "row %zu: %lld elements", i, (long long)a->size);
    if (a->size > 0 && a->size == rows[i].n) {
      cr_expect_eq(arrc_array_get_i64(a, 0), rows[i].first);
      cr_expect_eq(arrc_array_get_i64(a, a->size - 1), rows[i].last, "row %zu", i);
    }
    arrc_array_decref(a);
  }
}

Test(rt_array, arange_float) {
  /* [float(v).hex() for v in np.arange(...)] */
  static const double a1[] = {0x0.0p+0, 0x1.999999999999ap-4, 0x1.999999999999ap-3, 0x1.3333333333334p-2,
                              0x1.999999999999ap-2, 0x1.0000000000000p-1, 0x1.3333333333334p-1,
                              0x1.6666666666667p-1, 0x1.999999999999ap-1, 0x1.ccccccccccccdp-1};
  static const double a2[] = {0x1.8000000000000p+0, 0x1.3333333333333p+0, 0x1.cccccccccccccp-1,
                              0x1.3333333333332p-1, 0x1.3333333333330p-2, -0x1.0000000000000p-52,
                              -0x1.3333333333338p-2, -0x1.3333333333338p-1, -0x1.cccccccccccd0p-1,
                              -0x1.3333333333334p+0, -0x1.8000000000002p+0, -0x1.cccccccccccd0p+0};
  static const double a3[] = {0x1.999999999999ap-4, 0x1.999999999999ap-2, 0x1.6666666666667p-1};
  static const double a4[] = {0x1.1c37937e08000p+53, 0x1.1c37937e08002p+53, 0x1.1c37937e08004p+53,
                              0x1.1c37937e08006p+53};
  arrc_array *a = arrc_array_arange_f64(0, 1, 0.1, NULL);
  expect_values(a, a1, COUNT(a1));
  arrc_array_decref(a);
  a = arrc_array_arange_f64(1.5, -2.0, -0.3, NULL);
  expect_values(a, a2, COUNT(a2));
  arrc_array_decref(a);
  a = arrc_array_arange_f64(0.1, 1.0, 0.3, NULL);
  expect_values(a, a3, COUNT(a3));
  arrc_array_decref(a);
  a = arrc_array_arange_f64(1e16, 1e16 + 10, 3.0, NULL);
  expect_values(a, a4, COUNT(a4));
  arrc_array_decref(a);
  a = arrc_array_arange_f64(0.0, 1.0, -INFINITY, NULL);
  cr_expect_eq(a->size, 0);
  arrc_array_decref(a);
  a = arrc_array_arange_f64(0.0, 1.0, INFINITY, NULL); /* np.arange(0., 1., np.inf) == [0.] */
  cr_expect_eq(a->size, 1);
  arrc_array_decref(a);
  a = arrc_array_arange_f64(0.0, 1e-300, 1e300, NULL); /* the quotient underflows: [0.] */
  cr_expect_eq(a->size, 1);
  arrc_array_decref(a);
  a = arrc_array_arange_f64(0.0, -1e-300, 1e300, NULL); /* ... to -0.0: [] */
  cr_expect_eq(a->size, 0);
  arrc_array_decref(a);
  a = arrc_array_arange_f64(2.0, 2.0, 1.0, NULL);
  cr_expect_eq(a->size, 0);
  arrc_array_decref(a);
}

typedef struct {
  double start, stop, step;
  bool floats;
} ArangeCase;

static void arange_case(const void *arg) {
  const ArangeCase *c = arg;
  if (c->floats)
    arrc_array_arange_f64(c->start, c->stop, c->step, &rt_test_loc);
  else
    arrc_array_arange_i64((int64_t)c->start, (int64_t)c->stop, (int64_t)c->step, &rt_test_loc);
}

Test(rt_array, arange_errors) {
  static const struct {
    ArangeCase c;
    const char *msg;
  } rows[] = {
      {{0, 1, 0, false}, "ZeroDivisionError: division by zero"},
      {{0, 1, 0, true}, "ZeroDivisionError: float division by zero"},
      {{0, NAN, 1, true}, "ValueError: arange: cannot compute length"},
      {{0, INFINITY, 1, true}, "ValueError: Maximum allowed size exceeded"},
      {{0, -INFINITY, 1, true}, "ValueError: Maximum allowed size exceeded"},
      {{0, 1e300, 1e-300, true}, "ValueError: Maximum allowed size exceeded"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(arange_case, &rows[i].c, rows[i].msg);
}

Test(rt_array, linspace) {
  /* [float(v).hex() for v in np.linspace(...)] */
  static const double l1[] = {0x0.0p+0, 0x1.5555555555555p-3, 0x1.5555555555555p-2, 0x1.0000000000000p-1,
                              0x1.5555555555555p-1, 0x1.aaaaaaaaaaaaap-1, 0x1.0000000000000p+0};
  static const double l2[] = {-0x1.4cccccccccccdp+0, -0x1.aaaaaaaaaaaabp-1, -0x1.7777777777778p-2,
                              0x1.9999999999990p-4,  0x1.2222222222222p-1,  0x1.0888888888889p+0,
                              0x1.7ffffffffffffp+0,  0x1.f777777777777p+0,  0x1.3777777777778p+1,
                              0x1.7333333333333p+1};
  static const double l3[] = {0x1.0000000000000p+1, 0x1.aaaaaaaaaaaabp+0, 0x1.5555555555556p+0,
                              0x1.0000000000000p+0};
  static const double l4[] = {0x0.0p+0, 0x0.0p+0, 0x0.0000000000001p-1022};
  static const double l5[] = {0x1.8000000000000p+1};
  arrc_array *a = arrc_array_linspace(0, 1, 7, NULL);
  expect_values(a, l1, COUNT(l1));
  arrc_array_decref(a);
  a = arrc_array_linspace(-1.3, 2.9, 10, NULL);
  expect_values(a, l2, COUNT(l2));
  arrc_array_decref(a);
  a = arrc_array_linspace(2, 1, 4, NULL);
  expect_values(a, l3, COUNT(l3));
  arrc_array_decref(a);
  a = arrc_array_linspace(0, 5e-324, 3, NULL);
  expect_values(a, l4, COUNT(l4));
  arrc_array_decref(a);
  a = arrc_array_linspace(3, 7, 1, NULL);
  expect_values(a, l5, COUNT(l5));
  arrc_array_decref(a);
  /* np.linspace(1e308, -1e308, 3) == [nan, -inf, -1e308] */
  a = arrc_array_linspace(1e308, -1e308, 3, NULL);
  cr_expect(isnan(arrc_array_get_f64(a, 0)));
  cr_expect_eq(arrc_array_get_f64(a, 1), -INFINITY);
  cr_expect_eq(arrc_array_get_f64(a, 2), -1e308);
  arrc_array_decref(a);
}

static void linspace_negative(const void *arg) {
  (void)arg;
  arrc_array_linspace(0, 1, -1, &rt_test_loc);
}

Test(rt_array, linspace_negative) {
  rt_expect_error(linspace_negative, NULL, "ValueError: Number of samples, -1, must be non-negative.");
}

Test(rt_array, fill_get_set) {
  int64_t shape[] = {3, 4};
  arrc_array *a = new_array(ARRC_INT16, 2, shape);
  arrc_array *t = arrc_array_transpose(a);
  arrc_array_fill_f64(t, -2.7); /* truncates toward zero, as astype */
  cr_expect_eq(arrc_array_get_i64(a, 11), -2);
  arrc_array_fill_i64(a, 70000); /* wraps: np.int16(70000 % 65536) */
  cr_expect_eq(arrc_array_get_i64(t, 5), 4464);
  arrc_array_set_f64(t, 1, 1.5); /* t[0,1] is a[1,0] */
  cr_expect_eq(arrc_array_get_f64(a, 4), 1.0);
  arrc_array_set_i64(a, 4, -9);
  cr_expect_eq(arrc_array_get_i64(t, 1), -9);
  arrc_array_decref(t);
  arrc_array_decref(a);

  arrc_array *c = new_array(ARRC_COMPLEX64, 1, &shape[0]);
  arrc_array_fill_c128(c, 1.25, -3.5);
  const float *p = (const float *)c->data;
  cr_expect(p[4] == 1.25f && p[5] == -3.5f);
  cr_expect_eq(arrc_array_get_f64(c, 2), 1.25); /* the real part */
  arrc_array_decref(c);

  arrc_array *b = new_array(ARRC_BOOL, 1, &shape[1]);
  arrc_array_fill_f64(b, 0.25);
  cr_expect_eq(b->data[3], 1);
  arrc_array_decref(b);
}

Test(rt_array, assign_broadcasting) {
  int64_t shape[] = {2, 3}, three = 3, two_one[] = {2, 1}, one_three[] = {1, 2, 3};
  arrc_array *dst = new_array(ARRC_FLOAT64, 2, shape);
  arrc_array *row = iota(1, &three);
  arrc_array_assign(dst, row, &rt_test_loc);
  static const double w1[] = {0, 1, 2, 0, 1, 2};
  expect_values(dst, w1, 6);
  arrc_array *col = iota(2, two_one);
  arrc_array_assign(dst, col, &rt_test_loc);
  static const double w2[] = {0, 0, 0, 1, 1, 1};
  expect_values(dst, w2, 6);
  arrc_array *lead = iota(3, one_three); /* a leading 1 is allowed */
  arrc_array_assign(dst, lead, &rt_test_loc);
  static const double w3[] = {0, 1, 2, 3, 4, 5};
  expect_values(dst, w3, 6);
  arrc_array *scalar = new_array(ARRC_INT32, 0, NULL);
  arrc_array_fill_i64(scalar, 9); /* converting from int32 */
  arrc_array_assign(dst, scalar, &rt_test_loc);
  static const double w4[] = {9, 9, 9, 9, 9, 9};
  expect_values(dst, w4, 6);
  /* Into a transposed view: dst.T[:] = iota((3, 2)) */
  arrc_array *t = arrc_array_transpose(dst);
  int64_t three_two[] = {3, 2};
  arrc_array *src = iota(2, three_two);
  arrc_array_assign(t, src, &rt_test_loc);
  static const double w5[] = {0, 2, 4, 1, 3, 5};
  expect_values(dst, w5, 6);
  arrc_array *all[] = {dst, row, col, lead, scalar, t, src};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_array_decref(all[i]);
}

/* A shape that does not broadcast: NumPy's words in host code, Numba's in
 * jitted code (arrc_array_assign_jit); shapes that do broadcast store. */
static void assign_mismatch(const void *arg) {
  int64_t shape[] = {2, 3}, two = 2;
  arrc_array *dst = new_array(ARRC_FLOAT64, 2, shape);
  arrc_array *src = iota(1, &two);
  if (arg)
    arrc_array_assign_jit(dst, src, &rt_test_loc);
  else
    arrc_array_assign(dst, src, &rt_test_loc);
}

Test(rt_array, assign_mismatch_host_and_jit) {
  rt_expect_error(assign_mismatch, NULL, "ValueError: could not broadcast input array from shape (2,) into shape (2,3)");
  rt_expect_error(assign_mismatch, "jit", "ValueError: cannot assign slice from input of different size");
  int64_t shape[] = {2, 3}, three = 3;
  arrc_array *dst = new_array(ARRC_FLOAT64, 2, shape);
  arrc_array *row = iota(1, &three);
  arrc_array_assign_jit(dst, row, &rt_test_loc);
  static const double w[] = {0, 1, 2, 0, 1, 2};
  expect_values(dst, w, 6);
  arrc_array_decref(dst);
  arrc_array_decref(row);
}

/* a[1:] = a[:-1] and a[:-1] = a[1:] read every element before writing:
 * np.arange(5.) becomes [0, 0, 1, 2, 3] and [1, 2, 3, 4, 4]. */
Test(rt_array, assign_overlapping) {
  int64_t n = 5, four = 4, s = 8;
  arrc_array *a = iota(1, &n);
  arrc_array *hi = arrc_array_view(a, a->data + 8, 1, &four, &s);
  arrc_array *lo = arrc_array_view(a, a->data, 1, &four, &s);
  arrc_array_assign(hi, lo, &rt_test_loc);
  static const double w1[] = {0, 0, 1, 2, 3};
  expect_values(a, w1, 5);
  arrc_array_decref(a);
  arrc_array_decref(hi);
  arrc_array_decref(lo);

  a = iota(1, &n);
  hi = arrc_array_view(a, a->data + 8, 1, &four, &s);
  lo = arrc_array_view(a, a->data, 1, &four, &s);
  arrc_array_assign(lo, hi, &rt_test_loc);
  static const double w2[] = {1, 2, 3, 4, 4};
  expect_values(a, w2, 5);
  /* Reversed onto itself: a[:] = a[::-1] */
  int64_t back = -8;
  arrc_array *rev = arrc_array_view(a, a->data + 32, 1, &n, &back);
  arrc_array_assign(a, rev, &rt_test_loc);
  static const double w3[] = {4, 4, 3, 2, 1};
  expect_values(a, w3, 5);
  arrc_array_decref(rev);
  arrc_array_decref(a);
  arrc_array_decref(hi);
  arrc_array_decref(lo);
}

typedef struct {
  int32_t dn, sn;
  int64_t dshape[3], sshape[3];
} AssignCase;

static void assign_case(const void *arg) {
  const AssignCase *c = arg;
  arrc_array *d = new_array(ARRC_FLOAT64, c->dn, c->dshape), *s = new_array(ARRC_FLOAT64, c->sn, c->sshape);
  arrc_array_assign(d, s, &rt_test_loc);
}

Test(rt_array, assign_errors) {
  /* a = np.zeros(dshape); a[...] = np.zeros(sshape) */
  static const struct {
    AssignCase c;
    const char *msg;
  } rows[] = {
      {{1, 1, {4}, {3}}, "ValueError: could not broadcast input array from shape (3,) into shape (4,)"},
      {{2, 2, {2, 4}, {3, 4}}, "ValueError: could not broadcast input array from shape (3,4) into shape (2,4)"},
      {{2, 3, {2, 4}, {2, 1, 4}},
       "ValueError: could not broadcast input array from shape (2,1,4) into shape (2,4)"},
      {{0, 1, {0}, {3}}, "ValueError: could not broadcast input array from shape (3,) into shape ()"},
      {{1, 1, {1}, {0}}, "ValueError: could not broadcast input array from shape (0,) into shape (1,)"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(assign_case, &rows[i].c, rows[i].msg);
}

typedef struct {
  arrc_dtype t;
  int32_t ndim;
  int64_t shape[3];
} NewCase;

static void new_case(const void *arg) {
  const NewCase *c = arg;
  arrc_array_new(c->t, c->ndim, c->shape, false, &rt_test_loc);
}

Test(rt_array, creation_errors) {
  static const struct {
    NewCase c;
    const char *msg;
  } rows[] = {
      {{ARRC_FLOAT64, 1, {-1}}, "ValueError: negative dimensions are not allowed"},
      {{ARRC_FLOAT64, 2, {2, -3}}, "ValueError: negative dimensions are not allowed"},
      {{ARRC_FLOAT64, 2, {INT64_C(10000000000), INT64_C(10000000000)}},
       "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."},
      {{ARRC_FLOAT64, 1, {INT64_C(1) << 62}},
       "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."},
#ifndef HAVE_ASAN
      {{ARRC_FLOAT64, 1, {INT64_C(1000000000000000)}},
       "MemoryError: Unable to allocate 7.11 PiB for an array with shape (1000000000000000,) and data type float64"},
      {{ARRC_INT8, 1, {INT64_C(100000000000000000)}},
       "MemoryError: Unable to allocate 88.8 PiB for an array with shape (100000000000000000,) and data type int8"},
      {{ARRC_INT64, 1, {INT64_C(1000000000000000000)}},
       "MemoryError: Unable to allocate 6.94 EiB for an array with shape (1000000000000000000,) and data type int64"},
      {{ARRC_COMPLEX128, 2, {INT64_C(1) << 28, INT64_C(1) << 29}},
       "MemoryError: Unable to allocate 2.00 EiB for an array with shape (268435456, 536870912) and data type complex128"},
#endif
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(new_case, &rows[i].c, rows[i].msg);
}

static void index_error_case(const void *arg) {
  (void)arg;
  arrc_index_error(-7, 1, 4, &rt_test_loc);
}

Test(rt_array, index_error) {
  /* np.zeros((3, 4))[0, -7] */
  rt_expect_error(index_error_case, NULL, "IndexError: index -7 is out of bounds for axis 1 with size 4");
}

static void too_many_dims(const void *arg) {
  (void)arg;
  int64_t shape[33];
  for (int i = 0; i < 33; i++)
    shape[i] = 1;
  arrc_array_new(ARRC_FLOAT64, 33, shape, true, &rt_test_loc);
}

Test(rt_array, too_many_dimensions) {
  rt_expect_error(too_many_dims, NULL, "ValueError: maximum supported dimension for an ndarray is 32, found 33");
}

/* arrc_arrays_disjoint: the byte ranges of the elements, with negative
 * strides and interleaved columns (which share a range: the check is
 * conservative), and empty arrays. */
Test(rt_array, disjoint) {
  int64_t shape[] = {4, 6};
  arrc_array *a = iota(2, shape);
  arrc_array *b = iota(2, shape);
  cr_expect(arrc_arrays_disjoint(a, b));
  cr_expect(!arrc_arrays_disjoint(a, a));
  /* a[:2] and a[2:] */
  int64_t half[] = {2, 6}, strides[] = {48, 8};
  arrc_array *top = arrc_array_view(a, a->data, 2, half, strides);
  arrc_array *bottom = arrc_array_view(a, a->data + 96, 2, half, strides);
  cr_expect(arrc_arrays_disjoint(top, bottom));
  cr_expect(!arrc_arrays_disjoint(top, a));
  /* a[1:, ::-1]: starts at the end of row 1, covers rows 1 to 3 */
  int64_t rev_shape[] = {3, 6}, rev_strides[] = {48, -8};
  arrc_array *rev = arrc_array_view(a, a->data + 48 + 40, 2, rev_shape, rev_strides);
  cr_expect(arrc_arrays_disjoint(rev, top) == 0);
  int64_t row0_shape[] = {1, 6};
  arrc_array *row0 = arrc_array_view(a, a->data, 2, row0_shape, strides);
  cr_expect(arrc_arrays_disjoint(rev, row0));
  /* a[:, ::2] and a[:, 1::2] share a byte range */
  int64_t cols[] = {4, 3}, col_strides[] = {48, 16};
  arrc_array *even = arrc_array_view(a, a->data, 2, cols, col_strides);
  arrc_array *odd = arrc_array_view(a, a->data + 8, 2, cols, col_strides);
  cr_expect(!arrc_arrays_disjoint(even, odd));
  /* an empty array overlaps nothing */
  int64_t none[] = {0, 6};
  arrc_array *empty = arrc_array_view(a, a->data, 2, none, strides);
  cr_expect(arrc_arrays_disjoint(empty, a));
  cr_expect(arrc_arrays_disjoint(a, empty));
  arrc_array *all[] = {a, b, top, bottom, rev, row0, even, odd, empty};
  for (size_t k = 0; k < sizeof all / sizeof *all; k++)
    arrc_array_decref(all[k]);
}

static void truth_of_two(const void *arg) {
  (void)arg;
  int64_t n = 2;
  arrc_array_truth(new_array(ARRC_INT32, 1, &n), &rt_test_loc);
}

Test(rt_array, truth) {
  /* bool(np.array([x], dtype)) for each row; bool(np.zeros(0)) is False. */
  static const struct {
    arrc_dtype t;
    double re, im;
    bool want;
  } rows[] = {{ARRC_BOOL, 1, 0, true},      {ARRC_UINT8, 0, 0, false},    {ARRC_INT64, -3, 0, true},
              {ARRC_FLOAT32, 0, 0, false},  {ARRC_FLOAT64, NAN, 0, true}, {ARRC_FLOAT64, -0.0, 0, false},
              {ARRC_COMPLEX64, 0, 1, true}, {ARRC_COMPLEX128, 0, 0, false}};
  int64_t one[] = {1, 1};
  for (size_t i = 0; i < COUNT(rows); i++) {
    arrc_array *a = new_array(rows[i].t, 2, one);
    if (rows[i].t == ARRC_COMPLEX64 || rows[i].t == ARRC_COMPLEX128)
      arrc_array_fill_c128(a, rows[i].re, rows[i].im);
    else
      arrc_array_fill_f64(a, rows[i].re);
    cr_expect_eq(arrc_array_truth(a, &rt_test_loc), rows[i].want, "row %zu", i);
    arrc_array_decref(a);
  }
  int64_t none = 0;
  arrc_array *e = new_array(ARRC_FLOAT64, 1, &none);
  cr_expect_eq(arrc_array_truth(e, &rt_test_loc), false);
  arrc_array_decref(e);
  rt_expect_error(truth_of_two, NULL, "ValueError: The truth value of an array with more than one "
                                      "element is ambiguous. Use a.any() or a.all()");
}

/* NumPy's pairwise sums, whose bits the oracle printed (x.sum().hex() of
 * np.arange(n) * 0.1 in float64 and float32, and of a complex array), for
 * contiguous data and for the same elements seen through a stride of two. */
static arrc_array *every_other(arrc_array *whole) {
  int64_t n = ARRC_SHAPE(whole)[0] / 2, stride = 2 * whole->itemsize;
  return arrc_array_view(whole, whole->data, 1, &n, &stride);
}

Test(rt_array, pairwise_sums_match_numpy) {
  int64_t n = 100003, n2 = 2 * n;
  arrc_array *d = arrc_array_new(ARRC_FLOAT64, 1, &n, false, NULL);
  arrc_array *d2 = arrc_array_new(ARRC_FLOAT64, 1, &n2, true, NULL);
  arrc_array *f = arrc_array_new(ARRC_FLOAT32, 1, &n, false, NULL);
  for (int64_t i = 0; i < n; i++) {
    ((double *)d->data)[i] = (double)i * 0.1;
    ((double *)d2->data)[2 * i] = (double)i * 0.1;
    ((float *)f->data)[i] = (float)i * 0.1f;
  }
  arrc_array *strided = every_other(d2);
  cr_expect_eq(arrc_array_float_sum(d, 1), 0x1.dcdc6a84ccccdp+28);
  cr_expect_eq(arrc_array_float_sum(strided, 1), 0x1.dcdc6a84ccccdp+28);
  cr_expect_eq(arrc_array_float_sum(f, 1), 0x1.dcdc6cp+28);

  int64_t m = 10007;
  arrc_array *z = arrc_array_new(ARRC_COMPLEX128, 1, &m, false, NULL);
  for (int64_t i = 0; i < m; i++) {
    double complex v = ((double)i * 0.1) * (1 + 0.3 * I);
    memcpy(z->data + 16 * i, &v, sizeof v);
  }
  double out[2];
  arrc_array_complex_reduce(z, ARRC_REDUCE_SUM | ARRC_REDUCE_NUMPY_ORDER, out);
  cr_expect_eq(out[0], 0x1.3192986666666p+22);
  cr_expect_eq(out[1], 0x1.6eafea147ae15p+20);
  arrc_array_decref(strided);
  arrc_array_decref(d);
  arrc_array_decref(d2);
  arrc_array_decref(f);
  arrc_array_decref(z);
}
