/* The linear algebra that needs no LAPACK (rt_linalg.h): np.vdot,
 * np.outer, np.kron, np.trace, and norm's axis, so that programs using
 * only these do not link the library. */
#include "rt_linalg.h"

#include <complex.h>
#include <string.h>

#include "rt_values.h"

/* *dst = x * y for elements of dtype dt, as NumPy's multiply computes
 * them (bools: logical and; complex: the four products). */
static void mul_elem(int32_t dt, char *dst, const char *x, const char *y) {
#define MUL(T)                                           \
  do {                                                   \
    T a, b, r;                                           \
    memcpy(&a, x, sizeof a);                             \
    memcpy(&b, y, sizeof b);                             \
    r = (T)(a * b);                                      \
    memcpy(dst, &r, sizeof r);                           \
  } while (0)
#define CMUL(T)                                          \
  do {                                                   \
    T a[2], b[2], r[2];                                  \
    memcpy(a, x, sizeof a);                              \
    memcpy(b, y, sizeof b);                              \
    r[0] = a[0] * b[0] - a[1] * b[1];                    \
    r[1] = a[0] * b[1] + a[1] * b[0];                    \
    memcpy(dst, r, sizeof r);                            \
  } while (0)
  switch (dt) {
  case ARRC_BOOL: *dst = (char)(*x && *y); break;
  case ARRC_INT8: MUL(int8_t); break;
  case ARRC_INT16: MUL(int16_t); break;
  case ARRC_INT32: MUL(int32_t); break;
  case ARRC_INT64: MUL(uint64_t); break;  /* wraps as NumPy's int64 does */
  case ARRC_UINT8: MUL(uint8_t); break;
  case ARRC_UINT16: MUL(uint16_t); break;
  case ARRC_UINT32: MUL(uint32_t); break;
  case ARRC_UINT64: MUL(uint64_t); break;
  case ARRC_FLOAT32: MUL(float); break;
  case ARRC_FLOAT64: MUL(double); break;
  case ARRC_COMPLEX64: CMUL(float); break;
  default: CMUL(double); break;
  }
#undef MUL
#undef CMUL
}

arrc_array *arrc_linalg_vdot(const arrc_array *a, const arrc_array *b, const arrc_loc *loc) {
  if (a->size != b->size)
    arrc_raise(ARRC_VALUE_ERROR, loc, "cannot reshape array of size %lld into shape (%lld,)", (long long)b->size,
               (long long)a->size);
  arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, 0, NULL, true, loc);
  arrc_array *ca = arrc_array_copy(a, loc), *cb = arrc_array_copy(b, loc);
  int64_t n = a->size;
  /* The BLAS ?dot and ?dotc add the products one after the other. */
  switch (a->dtype) {
  case ARRC_FLOAT32: {
    float s = 0;
    for (int64_t i = 0; i < n; i++)
      s += ((float *)ca->data)[i] * ((float *)cb->data)[i];
    *(float *)r->data = s;
    break;
  }
  case ARRC_FLOAT64: {
    double s = 0;
    for (int64_t i = 0; i < n; i++)
      s += ((double *)ca->data)[i] * ((double *)cb->data)[i];
    *(double *)r->data = s;
    break;
  }
  case ARRC_COMPLEX64: case ARRC_COMPLEX128: {
    bool single = a->dtype == ARRC_COMPLEX64;
    double sr = 0, si = 0;
    float fr = 0, fi = 0;
    for (int64_t i = 0; i < n; i++) {
      if (single) {
        const float *x = (const float *)ca->data + 2 * i, *y = (const float *)cb->data + 2 * i;
        fr += x[0] * y[0] + x[1] * y[1];
        fi += x[0] * y[1] - x[1] * y[0];
      } else {
        const double *x = (const double *)ca->data + 2 * i, *y = (const double *)cb->data + 2 * i;
        sr += x[0] * y[0] + x[1] * y[1];
        si += x[0] * y[1] - x[1] * y[0];
      }
    }
    if (single) {
      ((float *)r->data)[0] = fr;
      ((float *)r->data)[1] = fi;
    } else {
      ((double *)r->data)[0] = sr;
      ((double *)r->data)[1] = si;
    }
    break;
  }
  default: {
    int64_t s = 0;
    for (int64_t i = 0; i < n; i++)
      s += arrc_array_get_i64(ca, i) * arrc_array_get_i64(cb, i);
    arrc_array_set_i64(r, 0, s);
    break;
  }
  }
  arrc_array_decref(ca);
  arrc_array_decref(cb);
  return r;
}

arrc_array *arrc_linalg_outer(const arrc_array *a0, const arrc_array *b0, const arrc_loc *loc) {
  arrc_array *a = arrc_array_copy(a0, loc), *b = arrc_array_copy(b0, loc);
  int64_t shape[2] = {a->size, b->size};
  arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, 2, shape, false, loc);
  int64_t es = a->itemsize;
  for (int64_t i = 0; i < a->size; i++)
    for (int64_t j = 0; j < b->size; j++)
      mul_elem(a->dtype, r->data + (i * b->size + j) * es, a->data + i * es, b->data + j * es);
  arrc_array_decref(a);
  arrc_array_decref(b);
  return r;
}

/* np.kron: the arrays with leading ones to the same number of dimensions,
 * each element of a times the whole of b, placed block by block. */
arrc_array *arrc_linalg_kron(const arrc_array *a0, const arrc_array *b0, const arrc_loc *loc) {
  arrc_array *a = arrc_array_copy(a0, loc), *b = arrc_array_copy(b0, loc);
  int32_t nd = a->ndim > b->ndim ? a->ndim : b->ndim;
  int64_t am = nd == 2 && a->ndim == 2 ? ARRC_SHAPE(a)[0] : 1, an = a->ndim ? ARRC_SHAPE(a)[a->ndim - 1] : 1;
  int64_t bm = nd == 2 && b->ndim == 2 ? ARRC_SHAPE(b)[0] : 1, bn = b->ndim ? ARRC_SHAPE(b)[b->ndim - 1] : 1;
  int64_t shape[2] = {am * bm, an * bn};
  arrc_array *r = nd == 2 ? arrc_array_new((arrc_dtype)a->dtype, 2, shape, false, loc)
                          : arrc_array_new((arrc_dtype)a->dtype, 1, shape + 1, false, loc);
  int64_t es = a->itemsize, cols = an * bn;
  for (int64_t i = 0; i < am; i++)
    for (int64_t j = 0; j < an; j++)
      for (int64_t k = 0; k < bm; k++)
        for (int64_t l = 0; l < bn; l++)
          mul_elem(a->dtype, r->data + ((i * bm + k) * cols + j * bn + l) * es, a->data + (i * an + j) * es,
                   b->data + (k * bn + l) * es);
  arrc_array_decref(a);
  arrc_array_decref(b);
  return r;
}

arrc_array *arrc_linalg_trace(const arrc_array *a0, int64_t offset, int32_t out, int32_t jit, const arrc_loc *loc) {
  arrc_array *a = arrc_array_astype(a0, (arrc_dtype)out, loc);
  int64_t m = ARRC_SHAPE(a)[0], n = ARRC_SHAPE(a)[1];
  int64_t i0 = offset < 0 ? -offset : 0, j0 = offset > 0 ? offset : 0;
  int64_t len = 0;
  if (i0 < m && j0 < n)
    len = m - i0 < n - j0 ? m - i0 : n - j0;
  arrc_array *r = arrc_array_new((arrc_dtype)out, 0, NULL, true, loc);
  /* The diagonal as a view: NumPy sums it as any 1-D array. */
  int64_t stride = (n + 1) * a->itemsize;
  arrc_array *d = arrc_array_view(a, a->data + (i0 * n + j0) * a->itemsize, 1, &len, &stride);
  if (out == ARRC_FLOAT32 || out == ARRC_FLOAT64) {
    double s = arrc_array_float_sum(d, jit ? ARRC_SUM_C : ARRC_SUM_NUMPY);
    if (out == ARRC_FLOAT32)
      *(float *)r->data = (float)s;
    else
      *(double *)r->data = s;
  } else if (out == ARRC_COMPLEX64 || out == ARRC_COMPLEX128) {
    double re = 0, im = 0;
    float fre = 0, fim = 0;
    for (int64_t k = 0; k < len; k++) {
      const char *p = d->data + k * stride;
      if (out == ARRC_COMPLEX64) {
        fre += ((const float *)p)[0];
        fim += ((const float *)p)[1];
      } else {
        re += ((const double *)p)[0];
        im += ((const double *)p)[1];
      }
    }
    if (out == ARRC_COMPLEX64) {
      ((float *)r->data)[0] = fre;
      ((float *)r->data)[1] = fim;
    } else {
      ((double *)r->data)[0] = re;
      ((double *)r->data)[1] = im;
    }
  } else {
    int64_t s = 0;
    for (int64_t k = 0; k < len; k++)
      s = (int64_t)((uint64_t)s + (uint64_t)arrc_array_get_i64(d, k));
    arrc_array_set_i64(r, 0, s);
  }
  arrc_array_decref(d);
  arrc_array_decref(a);
  return r;
}

int64_t arrc_linalg_axis(int64_t axis, int32_t ndim, const arrc_loc *loc) {
  if (axis < -ndim || axis >= ndim)
    arrc_raise(ARRC_AXIS_ERROR, loc, "axis %lld is out of bounds for array of dimension %d", (long long)axis,
               (int)ndim);
  return axis < 0 ? axis + ndim : axis;
}
