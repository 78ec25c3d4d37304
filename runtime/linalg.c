/* Linear algebra (rt_linalg.h): np.dot and the functions of np.linalg on
 * the reference BLAS and LAPACK that NumPy 1.24 links on Debian, called
 * with the arguments NumPy's umath_linalg passes (the same routines, the
 * column-major copies, the work sizes LAPACK's queries return), so that
 * the results carry NumPy's bits. */
#include "rt_linalg.h"

#include <complex.h>
#include <float.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_values.h"

typedef int fint;
typedef double _Complex zdouble;
typedef float _Complex zfloat;

/* The Fortran routines: every argument by reference, and the lengths of
 * character arguments appended (gfortran's convention). */
void sgemm_(const char *, const char *, const fint *, const fint *, const fint *, const float *, const float *,
            const fint *, const float *, const fint *, const float *, float *, const fint *, size_t, size_t);
void dgemm_(const char *, const char *, const fint *, const fint *, const fint *, const double *, const double *,
            const fint *, const double *, const fint *, const double *, double *, const fint *, size_t, size_t);
void cgemm_(const char *, const char *, const fint *, const fint *, const fint *, const zfloat *, const zfloat *,
            const fint *, const zfloat *, const fint *, const zfloat *, zfloat *, const fint *, size_t, size_t);
void zgemm_(const char *, const char *, const fint *, const fint *, const fint *, const zdouble *, const zdouble *,
            const fint *, const zdouble *, const fint *, const zdouble *, zdouble *, const fint *, size_t, size_t);
double dnrm2_(const fint *, const double *, const fint *);
double dznrm2_(const fint *, const zdouble *, const fint *);
void dgesv_(const fint *, const fint *, double *, const fint *, fint *, double *, const fint *, fint *);
void zgesv_(const fint *, const fint *, zdouble *, const fint *, fint *, zdouble *, const fint *, fint *);
void dgetrf_(const fint *, const fint *, double *, const fint *, fint *, fint *);
void zgetrf_(const fint *, const fint *, zdouble *, const fint *, fint *, fint *);
void dgetri_(const fint *, double *, const fint *, const fint *, double *, const fint *, fint *);
void zgetri_(const fint *, zdouble *, const fint *, const fint *, zdouble *, const fint *, fint *);
void dsyevd_(const char *, const char *, const fint *, double *, const fint *, double *, double *, const fint *,
             fint *, const fint *, fint *, size_t, size_t);
void zheevd_(const char *, const char *, const fint *, zdouble *, const fint *, double *, zdouble *, const fint *,
             double *, const fint *, fint *, const fint *, fint *, size_t, size_t);
void dgeev_(const char *, const char *, const fint *, double *, const fint *, double *, double *, double *,
            const fint *, double *, const fint *, double *, const fint *, fint *, size_t, size_t);
void zgeev_(const char *, const char *, const fint *, zdouble *, const fint *, zdouble *, zdouble *, const fint *,
            zdouble *, const fint *, zdouble *, const fint *, double *, fint *, size_t, size_t);
void dgesdd_(const char *, const fint *, const fint *, double *, const fint *, double *, double *, const fint *,
             double *, const fint *, double *, const fint *, fint *, fint *, size_t);
void zgesdd_(const char *, const fint *, const fint *, zdouble *, const fint *, double *, zdouble *, const fint *,
             zdouble *, const fint *, zdouble *, const fint *, double *, fint *, fint *, size_t);
void dgeqrf_(const fint *, const fint *, double *, const fint *, double *, double *, const fint *, fint *);
void zgeqrf_(const fint *, const fint *, zdouble *, const fint *, zdouble *, zdouble *, const fint *, fint *);
void dorgqr_(const fint *, const fint *, const fint *, double *, const fint *, const double *, double *,
             const fint *, fint *);
void zungqr_(const fint *, const fint *, const fint *, zdouble *, const fint *, const zdouble *, zdouble *,
             const fint *, fint *);
void dpotrf_(const char *, const fint *, double *, const fint *, fint *, size_t);
void zpotrf_(const char *, const fint *, zdouble *, const fint *, fint *, size_t);
void dgelsd_(const fint *, const fint *, const fint *, double *, const fint *, double *, const fint *, double *,
             const double *, fint *, double *, const fint *, fint *, fint *);
void zgelsd_(const fint *, const fint *, const fint *, zdouble *, const fint *, zdouble *, const fint *, double *,
             const double *, fint *, zdouble *, const fint *, double *, fint *, fint *);

static fint imax1(int64_t n) { return n > 1 ? (fint)n : 1; }

static bool is_complex_dtype(int32_t dt) { return dt == ARRC_COMPLEX64 || dt == ARRC_COMPLEX128; }

static void *xmalloc(size_t n, const arrc_loc *loc) {
  void *p = malloc(n ? n : 1);
  if (!p)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes for linear algebra", n);
  return p;
}

/* ---- errors ------------------------------------------------------------------ */

_Noreturn static void linalg_error(const arrc_loc *loc, const char *msg) {
  arrc_raise(ARRC_LIN_ALG_ERROR, loc, "%s", msg);
}

/* NumPy's _assert_stacked_2d and _assert_stacked_square; Numba states the
 * square rule with a full stop. */
static void check_square(const arrc_array *a, bool square, int32_t jit, const arrc_loc *loc) {
  if (a->ndim < 2)
    arrc_raise(ARRC_LIN_ALG_ERROR, loc, "%d-dimensional array given. Array must be at least two-dimensional",
               (int)a->ndim);
  if (square && ARRC_SHAPE(a)[a->ndim - 1] != ARRC_SHAPE(a)[a->ndim - 2])
    linalg_error(loc, jit ? "Last 2 dimensions of the array must be square."
                          : "Last 2 dimensions of the array must be square");
}

/* Numba checks the matrices it factors first. */
static void check_finite(const arrc_array *a, int32_t jit, const arrc_loc *loc) {
  if (!jit || is_complex_dtype(a->dtype) || a->dtype < ARRC_FLOAT32)
    return;
  for (int64_t k = 0; k < a->size; k++)
    if (!isfinite(arrc_array_get_f64(a, k)))
      linalg_error(loc, "Array must not contain infs or NaNs.");
}

/* ---- column-major copies -------------------------------------------------------- */

/* The matrix a (2-D) as a column-major buffer of float64 or complex128
 * (complex: a's dtype is complex), with *rows and *cols: what NumPy's
 * linearize_matrix makes. */
static void *fortran_copy(const arrc_array *a, bool cplx, int64_t *rows, int64_t *cols, const arrc_loc *loc) {
  int64_t m = a->ndim >= 2 ? ARRC_SHAPE(a)[a->ndim - 2] : 1, n = ARRC_SHAPE(a)[a->ndim - 1];
  arrc_array *c = arrc_array_astype(a, cplx ? ARRC_COMPLEX128 : ARRC_FLOAT64, loc);
  size_t es = cplx ? sizeof(zdouble) : sizeof(double);
  char *buf = xmalloc((size_t)(m * n) * es, loc);
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++)
      memcpy(buf + (size_t)(j * m + i) * es, c->data + (size_t)(i * n + j) * es, es);
  arrc_array_decref(c);
  *rows = m;
  *cols = n;
  return buf;
}

/* A new C-order array of rows x cols (ld: the column-major buffer's
 * leading dimension) from the first rows of each column of buf. */
static arrc_array *from_fortran(const void *buf, bool cplx, int64_t rows, int64_t cols, int64_t ld,
                                const arrc_loc *loc) {
  int64_t shape[2] = {rows, cols};
  arrc_array *r = arrc_array_new(cplx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 2, shape, false, loc);
  size_t es = cplx ? sizeof(zdouble) : sizeof(double);
  for (int64_t i = 0; i < rows; i++)
    for (int64_t j = 0; j < cols; j++)
      memcpy(r->data + (size_t)(i * cols + j) * es, (const char *)buf + (size_t)(j * ld + i) * es, es);
  return r;
}

static arrc_array *vector_of(const void *buf, bool cplx, int64_t n, const arrc_loc *loc) {
  arrc_array *r = arrc_array_new(cplx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 1, &n, false, loc);
  memcpy(r->data, buf, (size_t)n * (cplx ? sizeof(zdouble) : sizeof(double)));
  return r;
}

static arrc_array *scalar_f64(double v, const arrc_loc *loc) {
  arrc_array *r = arrc_array_new(ARRC_FLOAT64, 0, NULL, false, loc);
  *(double *)r->data = v;
  return r;
}

static arrc_array *scalar_c128(zdouble v, const arrc_loc *loc) {
  arrc_array *r = arrc_array_new(ARRC_COMPLEX128, 0, NULL, false, loc);
  *(zdouble *)r->data = v;
  return r;
}

/* ---- products ------------------------------------------------------------------- */

/* "(2,3)" as NumPy writes shapes in dot's message. */
static void tight_shape(char *buf, size_t cap, const arrc_array *a) {
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int32_t k = 0; k < a->ndim && n < cap; k++)
    n += (size_t)snprintf(buf + n, cap - n, k ? ",%lld" : "%lld", (long long)ARRC_SHAPE(a)[k]);
  if (n < cap)
    snprintf(buf + n, cap - n, a->ndim == 1 ? ",)" : ")");
}

static void product_mismatch(const arrc_array *a, const arrc_array *b, int32_t is_dot, int32_t jit,
                             const arrc_loc *loc) {
  int64_t k = ARRC_SHAPE(a)[a->ndim - 1], kb = ARRC_SHAPE(b)[0];
  if (jit) {
    const char *kinds = a->ndim == 2 ? (b->ndim == 2 ? "matrix * matrix" : "matrix * vector")
                                     : (b->ndim == 2 ? "vector * matrix" : "vector * vector");
    arrc_raise(ARRC_VALUE_ERROR, loc, "incompatible array sizes for np.dot(a, b) (%s)", kinds);
  }
  char sa[128], sb[128];
  tight_shape(sa, sizeof sa, a);
  tight_shape(sb, sizeof sb, b);
  if (is_dot)
    arrc_raise(ARRC_VALUE_ERROR, loc, "shapes %s and %s not aligned: %lld (dim %d) != %lld (dim 0)", sa, sb,
               (long long)k, (int)a->ndim - 1, (long long)kb);
  arrc_raise(ARRC_VALUE_ERROR, loc, "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
             "signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)", (long long)kb, (long long)k);
}

/* C = A B for C-order A (m x k) and B (k x n): in column-major terms
 * C^T = B^T A^T, the call cblas_?gemm makes for NumPy's row-major
 * operands. */
static void gemm(int32_t dt, fint m, fint n, fint k, const void *A, const void *B, void *C) {
  fint lda = imax1(k), ldb = imax1(n), ldc = imax1(n);
  switch (dt) {
  case ARRC_FLOAT32: {
    float one = 1, zero = 0;
    sgemm_("N", "N", &n, &m, &k, &one, B, &ldb, A, &lda, &zero, C, &ldc, 1, 1);
    break;
  }
  case ARRC_FLOAT64: {
    double one = 1, zero = 0;
    dgemm_("N", "N", &n, &m, &k, &one, B, &ldb, A, &lda, &zero, C, &ldc, 1, 1);
    break;
  }
  case ARRC_COMPLEX64: {
    zfloat one = 1, zero = 0;
    cgemm_("N", "N", &n, &m, &k, &one, B, &ldb, A, &lda, &zero, C, &ldc, 1, 1);
    break;
  }
  default: {
    zdouble one = 1, zero = 0;
    zgemm_("N", "N", &n, &m, &k, &one, B, &ldb, A, &lda, &zero, C, &ldc, 1, 1);
    break;
  }
  }
}

arrc_array *arrc_la_matmul(const arrc_array *a, const arrc_array *b, int32_t is_dot, int32_t jit,
                           const arrc_loc *loc) {
  int64_t m = a->ndim == 2 ? ARRC_SHAPE(a)[0] : 1, k = ARRC_SHAPE(a)[a->ndim - 1];
  int64_t kb = ARRC_SHAPE(b)[0], n = b->ndim == 2 ? ARRC_SHAPE(b)[1] : 1;
  if (k != kb)
    product_mismatch(a, b, is_dot, jit, loc);
  int64_t shape[2];
  int32_t rnd = 0;
  if (a->ndim == 2)
    shape[rnd++] = m;
  if (b->ndim == 2)
    shape[rnd++] = n;
  arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, rnd, shape, true, loc);
  /* The code generator passes C-contiguous arrays; others are copied. */
  arrc_array *ca = arrc_array_is_c_contiguous(a) ? NULL : arrc_array_copy(a, loc);
  arrc_array *cb = arrc_array_is_c_contiguous(b) ? NULL : arrc_array_copy(b, loc);
  if (m && n)
    gemm(a->dtype, (fint)m, (fint)n, (fint)k, (ca ? ca : a)->data, (cb ? cb : b)->data, r->data);
  if (ca)
    arrc_array_decref(ca);
  if (cb)
    arrc_array_decref(cb);
  return r;
}

/* ---- solving and inverting ---------------------------------------------------- */

arrc_array *arrc_la_solve(const arrc_array *a, const arrc_array *b, int32_t jit, const arrc_loc *loc) {
  check_square(a, true, jit, loc);
  bool cx = is_complex_dtype(a->dtype) || is_complex_dtype(b->dtype);
  int64_t n = ARRC_SHAPE(a)[0];
  if (ARRC_SHAPE(b)[0] != n) {
    if (jit)
      linalg_error(loc, "Incompatible array sizes, system is not dimensionally valid.");
    if (b->ndim == 1)
      arrc_raise(ARRC_VALUE_ERROR, loc, "solve1: Input operand 1 has a mismatch in its core dimension 0, with "
                 "gufunc signature (m,m),(m)->(m) (size %lld is different from %lld)",
                 (long long)ARRC_SHAPE(b)[0], (long long)n);
    arrc_raise(ARRC_VALUE_ERROR, loc, "solve: Input operand 1 has a mismatch in its core dimension 0, with "
               "gufunc signature (m,m),(m,n)->(m,n) (size %lld is different from %lld)",
               (long long)ARRC_SHAPE(b)[0], (long long)n);
  }
  check_finite(a, jit, loc);
  check_finite(b, jit, loc);
  int64_t m, nn, bm, nrhs;
  void *A = fortran_copy(a, cx, &m, &nn, loc);
  void *B;
  if (b->ndim == 1) {
    arrc_array *col = arrc_array_astype(b, cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, loc);
    B = xmalloc((size_t)n * (cx ? 16 : 8), loc);
    memcpy(B, col->data, (size_t)n * (cx ? 16 : 8));
    arrc_array_decref(col);
    bm = n;
    nrhs = 1;
  } else {
    B = fortran_copy(b, cx, &bm, &nrhs, loc);
  }
  fint fn = (fint)n, fr = (fint)nrhs, ld = imax1(n), info = 0;
  fint *ipiv = xmalloc((size_t)imax1(n) * sizeof(fint), loc);
  if (n > 0 && nrhs > 0) {
    if (cx)
      zgesv_(&fn, &fr, A, &ld, ipiv, B, &ld, &info);
    else
      dgesv_(&fn, &fr, A, &ld, ipiv, B, &ld, &info);
  }
  free(A);
  free(ipiv);
  if (info > 0) {
    free(B);
    linalg_error(loc, jit ? "Matrix is singular to machine precision." : "Singular matrix");
  }
  arrc_array *r = b->ndim == 1 ? vector_of(B, cx, n, loc) : from_fortran(B, cx, n, nrhs, imax1(n), loc);
  free(B);
  return r;
}

arrc_array *arrc_la_inv(const arrc_array *a, int32_t jit, const arrc_loc *loc) {
  check_square(a, true, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t n, n2;
  void *A = fortran_copy(a, cx, &n, &n2, loc);
  size_t es = cx ? 16 : 8;
  fint fn = (fint)n, ld = imax1(n), info = 0;
  fint *ipiv = xmalloc((size_t)imax1(n) * sizeof(fint), loc);
  void *R = A;
  if (jit && n > 0) {
    /* Numba: getrf, then getri with the work size its query returns. */
    if (cx)
      zgetrf_(&fn, &fn, A, &ld, ipiv, &info);
    else
      dgetrf_(&fn, &fn, A, &ld, ipiv, &info);
    if (info == 0) {
      zdouble wq = 0;
      fint lwork = -1;
      if (cx)
        zgetri_(&fn, A, &ld, ipiv, &wq, &lwork, &info);
      else
        dgetri_(&fn, A, &ld, ipiv, (double *)&wq, &lwork, &info);
      lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
      void *work = xmalloc((size_t)imax1(lwork) * es, loc);
      if (cx)
        zgetri_(&fn, A, &ld, ipiv, work, &lwork, &info);
      else
        dgetri_(&fn, A, &ld, ipiv, work, &lwork, &info);
      free(work);
    }
  } else if (n > 0) {
    /* NumPy: gesv against the identity. */
    R = xmalloc((size_t)(n * n) * es, loc);
    memset(R, 0, (size_t)(n * n) * es);
    for (int64_t i = 0; i < n; i++) {
      if (cx)
        ((zdouble *)R)[i * n + i] = 1;
      else
        ((double *)R)[i * n + i] = 1;
    }
    if (cx)
      zgesv_(&fn, &fn, A, &ld, ipiv, R, &ld, &info);
    else
      dgesv_(&fn, &fn, A, &ld, ipiv, R, &ld, &info);
  }
  free(ipiv);
  if (R != A)
    free(A);
  if (info > 0) {
    free(R);
    linalg_error(loc, jit ? "Matrix is singular to machine precision." : "Singular matrix");
  }
  arrc_array *r = from_fortran(R, cx, n, n, imax1(n), loc);
  free(R);
  return r;
}

/* NumPy's slogdet_single_element: the sign and log|det| from getrf's
 * factors (the sign of each pivot swap, then of each diagonal element). */
static void slogdet_parts(const arrc_array *a, int32_t jit, const arrc_loc *loc, zdouble *sign, double *logdet) {
  check_square(a, true, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t n, n2;
  void *A = fortran_copy(a, cx, &n, &n2, loc);
  fint fn = (fint)n, ld = imax1(n), info = 0;
  fint *ipiv = xmalloc((size_t)imax1(n) * sizeof(fint), loc);
  if (n > 0) {
    if (cx)
      zgetrf_(&fn, &fn, A, &ld, ipiv, &info);
    else
      dgetrf_(&fn, &fn, A, &ld, ipiv, &info);
  }
  if (info != 0) {
    *sign = 0;
    *logdet = -INFINITY;
  } else {
    int change = 0;
    for (int64_t i = 0; i < n; i++)
      change += ipiv[i] != (fint)(i + 1);
    double acc_logdet = 0;
    if (cx) {
      double sr = change % 2 ? -1 : 1, si = 0;
      for (int64_t i = 0; i < n; i++) {
        zdouble e = ((zdouble *)A)[i * n + i];
        double ab = cabs(e), er = creal(e) / ab, ei = cimag(e) / ab;
        double nr = sr * er - si * ei, ni = sr * ei + si * er;
        sr = nr;
        si = ni;
        acc_logdet += log(ab);
      }
      *sign = CMPLX(sr, si);
    } else {
      double acc_sign = change % 2 ? -1 : 1;
      for (int64_t i = 0; i < n; i++) {
        double e = ((double *)A)[i * n + i];
        if (e < 0) {
          acc_sign = -acc_sign;
          e = -e;
        }
        acc_logdet += log(e);
      }
      *sign = acc_sign;
    }
    *logdet = acc_logdet;
  }
  free(A);
  free(ipiv);
}

arrc_array *arrc_la_det(const arrc_array *a, int32_t jit, const arrc_loc *loc) {
  zdouble sign;
  double logdet;
  slogdet_parts(a, jit, loc, &sign, &logdet);
  double e = exp(logdet);
  if (is_complex_dtype(a->dtype))
    return scalar_c128(CMPLX(creal(sign) * e, cimag(sign) * e), loc);
  return scalar_f64(creal(sign) * e, loc);
}

arrc_array *arrc_la_slogdet(const arrc_array *a, arrc_array **logdet, int32_t jit, const arrc_loc *loc) {
  zdouble sign;
  double ld;
  slogdet_parts(a, jit, loc, &sign, &ld);
  *logdet = scalar_f64(ld, loc);
  return is_complex_dtype(a->dtype) ? scalar_c128(sign, loc) : scalar_f64(creal(sign), loc);
}

/* ---- eigenvalues ---------------------------------------------------------------- */

arrc_array *arrc_la_eigh(const arrc_array *a, arrc_array **v, int32_t upper, int32_t jit, const arrc_loc *loc) {
  check_square(a, true, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t n, n2;
  void *A = fortran_copy(a, cx, &n, &n2, loc);
  const char *jobz = v ? "V" : "N", *uplo = upper ? "U" : "L";
  fint fn = (fint)n, ld = imax1(n), info = 0, lwork = -1, liwork = -1, lrwork = -1, iq = 0;
  double *w = xmalloc((size_t)imax1(n) * sizeof(double), loc);
  zdouble wq = 0;
  double rq = 0;
  if (cx)
    zheevd_(jobz, uplo, &fn, A, &ld, w, &wq, &lwork, &rq, &lrwork, &iq, &liwork, &info, 1, 1);
  else
    dsyevd_(jobz, uplo, &fn, A, &ld, w, (double *)&wq, &lwork, &iq, &liwork, &info, 1, 1);
  lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
  liwork = iq;
  lrwork = (fint)rq;
  void *work = xmalloc((size_t)imax1(lwork) * (cx ? 16 : 8), loc);
  fint *iwork = xmalloc((size_t)imax1(liwork) * sizeof(fint), loc);
  double *rwork = cx ? xmalloc((size_t)imax1(lrwork) * sizeof(double), loc) : NULL;
  if (cx)
    zheevd_(jobz, uplo, &fn, A, &ld, w, work, &lwork, rwork, &lrwork, iwork, &liwork, &info, 1, 1);
  else
    dsyevd_(jobz, uplo, &fn, A, &ld, w, work, &lwork, iwork, &liwork, &info, 1, 1);
  free(work);
  free(iwork);
  free(rwork);
  if (info != 0) {
    free(A);
    free(w);
    linalg_error(loc, jit ? "Internal algorithm failed to converge." : "Eigenvalues did not converge");
  }
  arrc_array *r = vector_of(w, false, n, loc);
  if (v)
    *v = from_fortran(A, cx, n, n, imax1(n), loc);
  free(A);
  free(w);
  return r;
}

arrc_array *arrc_la_eig(const arrc_array *a, arrc_array **v, int32_t jit, const arrc_loc *loc) {
  check_square(a, true, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t n, n2;
  void *A = fortran_copy(a, cx, &n, &n2, loc);
  const char *jobvr = v ? "V" : "N";
  fint fn = (fint)n, ld = imax1(n), ldvl = 1, ldvr = v ? imax1(n) : 1, info = 0, lwork = -1;
  size_t es = cx ? 16 : 8;
  void *vr = xmalloc((size_t)(v ? imax1(n) * imax1(n) : 1) * es, loc);
  void *wr = xmalloc((size_t)imax1(n) * es, loc);
  double *wi = xmalloc((size_t)imax1(n) * sizeof(double), loc);
  double *rwork = xmalloc((size_t)imax1(2 * n) * sizeof(double), loc);
  zdouble vl, wq = 0;
  if (cx)
    zgeev_("N", jobvr, &fn, A, &ld, wr, &vl, &ldvl, vr, &ldvr, &wq, &lwork, rwork, &info, 1, 1);
  else
    dgeev_("N", jobvr, &fn, A, &ld, wr, wi, (double *)&vl, &ldvl, vr, &ldvr, (double *)&wq, &lwork, &info, 1, 1);
  lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
  void *work = xmalloc((size_t)imax1(lwork) * es, loc);
  if (cx)
    zgeev_("N", jobvr, &fn, A, &ld, wr, &vl, &ldvl, vr, &ldvr, work, &lwork, rwork, &info, 1, 1);
  else
    dgeev_("N", jobvr, &fn, A, &ld, wr, wi, (double *)&vl, &ldvl, vr, &ldvr, work, &lwork, &info, 1, 1);
  free(work);
  free(rwork);
  free(A);
  bool domain_change = false;
  for (int64_t i = 0; !cx && info == 0 && i < n; i++)
    domain_change |= wi[i] != 0;
  free(wi);
  if (info != 0 || domain_change) {
    free(vr);
    free(wr);
    if (info != 0)
      linalg_error(loc, jit ? "Internal algorithm failed to converge." : "Eigenvalues did not converge");
    arrc_raise(ARRC_VALUE_ERROR, loc, "eig() argument must not cause a domain change.");
  }
  arrc_array *r = vector_of(wr, cx, n, loc);
  if (v)
    *v = from_fortran(vr, cx, n, n, imax1(n), loc);
  free(vr);
  free(wr);
  return r;
}

/* ---- singular values ----------------------------------------------------------- */

arrc_array *arrc_la_svd(const arrc_array *a, arrc_array **u, arrc_array **vh, int32_t full, int32_t jit,
                        const arrc_loc *loc) {
  check_square(a, false, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t m, n;
  void *A = fortran_copy(a, cx, &m, &n, loc);
  int64_t k = m < n ? m : n, big = m > n ? m : n;
  if (jit && m * n == 0) {
    free(A);
    linalg_error(loc, "Arrays cannot be empty");
  }
  const char *jobz = !u ? "N" : full ? "A" : "S";
  int64_t ucols = !u ? 0 : full ? m : k, vrows = !u ? 0 : full ? n : k;
  size_t es = cx ? 16 : 8;
  fint fm = (fint)m, fnn = (fint)n, lda = imax1(m), ldu = imax1(m), ldvt = u ? imax1(vrows) : 1;
  fint info = 0, lwork = -1;
  double *s = xmalloc((size_t)imax1(k) * sizeof(double), loc);
  void *U = xmalloc((size_t)(u ? imax1(m) * imax1(ucols) : 1) * es, loc);
  void *VT = xmalloc((size_t)(u ? imax1(vrows) * imax1(n) : 1) * es, loc);
  fint *iwork = xmalloc((size_t)imax1(8 * k) * sizeof(fint), loc);
  int64_t lrwork = !u ? 7 * k : k * (5 * k + 7 > 2 * big + 2 * k + 1 ? 5 * k + 7 : 2 * big + 2 * k + 1);
  double *rwork = cx ? xmalloc((size_t)imax1(lrwork) * sizeof(double), loc) : NULL;
  zdouble wq = 0;
  if (cx)
    zgesdd_(jobz, &fm, &fnn, A, &lda, s, U, &ldu, VT, &ldvt, &wq, &lwork, rwork, iwork, &info, 1);
  else
    dgesdd_(jobz, &fm, &fnn, A, &lda, s, U, &ldu, VT, &ldvt, (double *)&wq, &lwork, iwork, &info, 1);
  lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
  void *work = xmalloc((size_t)imax1(lwork) * es, loc);
  if (cx)
    zgesdd_(jobz, &fm, &fnn, A, &lda, s, U, &ldu, VT, &ldvt, work, &lwork, rwork, iwork, &info, 1);
  else
    dgesdd_(jobz, &fm, &fnn, A, &lda, s, U, &ldu, VT, &ldvt, work, &lwork, iwork, &info, 1);
  free(work);
  free(rwork);
  free(iwork);
  free(A);
  if (info != 0) {
    free(s);
    free(U);
    free(VT);
    linalg_error(loc, jit ? "Internal algorithm failed to converge." : "SVD did not converge");
  }
  arrc_array *r = vector_of(s, false, k, loc);
  if (u) {
    *u = from_fortran(U, cx, m, ucols, imax1(m), loc);
    *vh = from_fortran(VT, cx, vrows, n, ldvt, loc);
  }
  free(s);
  free(U);
  free(VT);
  return r;
}

/* ---- qr, cholesky ------------------------------------------------------------- */

arrc_array *arrc_la_qr(const arrc_array *a, arrc_array **r, int32_t complete, int32_t jit, const arrc_loc *loc) {
  check_square(a, false, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t m, n;
  void *A = fortran_copy(a, cx, &m, &n, loc);
  if (jit && m * n == 0) {
    free(A);
    linalg_error(loc, "Arrays cannot be empty");
  }
  int64_t k = m < n ? m : n;
  size_t es = cx ? 16 : 8;
  fint fm = (fint)m, fnn = (fint)n, fk = (fint)k, lda = imax1(m), info = 0, lwork = -1;
  void *tau = xmalloc((size_t)imax1(k) * es, loc);
  zdouble wq = 0;
  if (cx)
    zgeqrf_(&fm, &fnn, A, &lda, tau, &wq, &lwork, &info);
  else
    dgeqrf_(&fm, &fnn, A, &lda, tau, (double *)&wq, &lwork, &info);
  lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
  void *work = xmalloc((size_t)imax1(lwork) * es, loc);
  if (m > 0 && n > 0) {
    if (cx)
      zgeqrf_(&fm, &fnn, A, &lda, tau, work, &lwork, &info);
    else
      dgeqrf_(&fm, &fnn, A, &lda, tau, work, &lwork, &info);
  }
  free(work);
  /* q has mc columns: m for mode='complete' of a tall matrix, else k. */
  int64_t mc = complete && m > n ? m : k;
  arrc_array *q = NULL;
  if (r != NULL || 1) {
    /* r = triu(a[:mc, :]) from the factored matrix. */
    int64_t rr = r ? mc : k;
    arrc_array *rm = from_fortran(A, cx, rr, n, imax1(m), loc);
    for (int64_t i = 0; i < rr; i++)
      for (int64_t j = 0; j < n && j < i; j++)
        memset(rm->data + (size_t)(i * n + j) * es, 0, es);
    if (!r) {
      free(A);
      free(tau);
      return rm;
    }
    *r = rm;
  }
  void *Q = xmalloc((size_t)imax1(m) * (size_t)imax1(mc) * es, loc);
  memset(Q, 0, (size_t)imax1(m) * (size_t)imax1(mc) * es);
  memcpy(Q, A, (size_t)(m * (n < mc ? n : mc)) * es);
  fint fmc = (fint)mc;
  lwork = -1;
  if (cx)
    zungqr_(&fm, &fmc, &fk, Q, &lda, tau, &wq, &lwork, &info);
  else
    dorgqr_(&fm, &fmc, &fk, Q, &lda, tau, (double *)&wq, &lwork, &info);
  lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
  work = xmalloc((size_t)imax1(lwork) * es, loc);
  if (m > 0 && mc > 0) {
    if (cx)
      zungqr_(&fm, &fmc, &fk, Q, &lda, tau, work, &lwork, &info);
    else
      dorgqr_(&fm, &fmc, &fk, Q, &lda, tau, work, &lwork, &info);
  }
  free(work);
  q = from_fortran(Q, cx, m, mc, imax1(m), loc);
  free(Q);
  free(A);
  free(tau);
  return q;
}

arrc_array *arrc_la_cholesky(const arrc_array *a, int32_t jit, const arrc_loc *loc) {
  check_square(a, true, jit, loc);
  check_finite(a, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t n, n2;
  void *A = fortran_copy(a, cx, &n, &n2, loc);
  fint fn = (fint)n, ld = imax1(n), info = 0;
  if (n > 0) {
    if (cx)
      zpotrf_("L", &fn, A, &ld, &info, 1);
    else
      dpotrf_("L", &fn, A, &ld, &info, 1);
  }
  if (info > 0) {
    free(A);
    linalg_error(loc, jit ? "Matrix is not positive definite." : "Matrix is not positive definite");
  }
  arrc_array *r = from_fortran(A, cx, n, n, imax1(n), loc);
  free(A);
  size_t es = cx ? 16 : 8;
  for (int64_t i = 0; i < n; i++)
    memset(r->data + (size_t)(i * n + i + 1) * es, 0, (size_t)(n - i - 1) * es);
  return r;
}

/* ---- least squares, pseudo-inverse ------------------------------------------ */

arrc_array *arrc_la_lstsq(const arrc_array *a, const arrc_array *b, double rcond, int32_t rcond_none,
                          arrc_array **resid, int64_t *rank, arrc_array **s, int32_t jit, const arrc_loc *loc) {
  if (a->ndim != 2 || b->ndim < 1 || b->ndim > 2)
    arrc_raise(ARRC_LIN_ALG_ERROR, loc, "%d-dimensional array given. Array must be two-dimensional",
               a->ndim != 2 ? (int)a->ndim : (int)b->ndim);
  bool cx = is_complex_dtype(a->dtype) || is_complex_dtype(b->dtype);
  int64_t m, n, m2 = ARRC_SHAPE(b)[0], nrhs = b->ndim == 2 ? ARRC_SHAPE(b)[1] : 1;
  if (ARRC_SHAPE(a)[0] != m2)
    linalg_error(loc, jit ? "Incompatible array sizes, system is not dimensionally valid." : "Incompatible dimensions");
  check_finite(a, jit, loc);
  check_finite(b, jit, loc);
  void *A = fortran_copy(a, cx, &m, &n, loc);
  if (rcond_none)
    rcond = DBL_EPSILON * (double)(m > n ? m : n);
  int64_t k = m < n ? m : n, ldb = m > n ? m : n;
  size_t es = cx ? 16 : 8;
  /* B holds max(m, n) rows; LAPACK cannot take nrhs = 0, so NumPy passes one
   * zero column then. */
  int64_t cols = nrhs ? nrhs : 1;
  char *B = xmalloc((size_t)imax1(ldb) * (size_t)cols * es, loc);
  memset(B, 0, (size_t)imax1(ldb) * (size_t)cols * es);
  if (nrhs) {
    arrc_array *bc = arrc_array_astype(b, cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, loc);
    for (int64_t i = 0; i < m; i++)
      for (int64_t j = 0; j < nrhs; j++)
        memcpy(B + (size_t)(j * ldb + i) * es, bc->data + (size_t)(i * nrhs + j) * es, es);
    arrc_array_decref(bc);
  }
  fint fm = (fint)m, fnn = (fint)n, fr = (fint)cols, lda = imax1(m), fldb = imax1(ldb), frank = 0, info = 0;
  fint lwork = -1, iq = 0;
  double *sv = xmalloc((size_t)imax1(k) * sizeof(double), loc);
  zdouble wq = 0;
  double rq = 0;
  if (cx)
    zgelsd_(&fm, &fnn, &fr, A, &lda, (zdouble *)B, &fldb, sv, &rcond, &frank, &wq, &lwork, &rq, &iq, &info);
  else
    dgelsd_(&fm, &fnn, &fr, A, &lda, (double *)B, &fldb, sv, &rcond, &frank, (double *)&wq, &lwork, &iq, &info);
  lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
  void *work = xmalloc((size_t)imax1(lwork) * es, loc);
  fint *iwork = xmalloc((size_t)imax1(iq) * sizeof(fint), loc);
  double *rwork = cx ? xmalloc((size_t)imax1((int64_t)rq) * sizeof(double), loc) : NULL;
  if (cx)
    zgelsd_(&fm, &fnn, &fr, A, &lda, (zdouble *)B, &fldb, sv, &rcond, &frank, work, &lwork, rwork, iwork, &info);
  else
    dgelsd_(&fm, &fnn, &fr, A, &lda, (double *)B, &fldb, sv, &rcond, &frank, work, &lwork, iwork, &info);
  free(work);
  free(iwork);
  free(rwork);
  free(A);
  if (info != 0) {
    free(B);
    free(sv);
    linalg_error(loc, jit ? "Internal algorithm failed to converge." : "SVD did not converge in Linear Least Squares");
  }
  /* x: the first n rows (zero when m is 0). */
  arrc_array *x;
  if (b->ndim == 1) {
    x = vector_of(B, cx, n, loc);
  } else {
    x = from_fortran(B, cx, n, nrhs, imax1(ldb), loc);
  }
  if (m == 0)
    memset(x->data, 0, (size_t)x->size * es);
  /* The residuals: the squared norms of the rows past n, when the
   * system is overdetermined and of full rank; else empty. */
  int64_t nres = m > n && frank == n ? nrhs : 0;
  *resid = arrc_array_new(ARRC_FLOAT64, 1, &nres, true, loc);
  for (int64_t j = 0; j < nres; j++) {
    double acc = 0;
    for (int64_t i = n; i < m; i++) {
      if (cx) {
        zdouble e = ((zdouble *)B)[j * ldb + i];
        acc += creal(e) * creal(e) + cimag(e) * cimag(e);
      } else {
        double e = ((double *)B)[j * ldb + i];
        acc += e * e;
      }
    }
    ((double *)(*resid)->data)[j] = acc;
  }
  *rank = frank;
  *s = vector_of(sv, false, k, loc);
  free(B);
  free(sv);
  return x;
}

arrc_array *arrc_la_pinv(const arrc_array *a, double rcond, int32_t jit, const arrc_loc *loc) {
  check_square(a, false, jit, loc);
  bool cx = is_complex_dtype(a->dtype);
  int64_t m = ARRC_SHAPE(a)[0], n = ARRC_SHAPE(a)[1];
  if (m == 0 || n == 0) {
    int64_t shape[2] = {n, m};
    return arrc_array_new(cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 2, shape, true, loc);
  }
  /* NumPy: svd of the conjugate, then vt^T (s^-1 u^T) with small singular
   * values dropped. */
  arrc_array *ac = arrc_array_astype(a, cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, loc);
  if (cx)
    for (int64_t i = 0; i < ac->size; i++)
      ((zdouble *)ac->data)[i] = conj(((zdouble *)ac->data)[i]);
  arrc_array *u, *vt;
  arrc_array *s = arrc_la_svd(ac, &u, &vt, 0, jit, loc);
  arrc_array_decref(ac);
  int64_t k = s->size;
  double *sv = (double *)s->data, smax = 0;
  for (int64_t i = 0; i < k; i++)
    smax = i == 0 || sv[i] > smax ? sv[i] : smax;
  double cutoff = rcond * smax;
  for (int64_t i = 0; i < k; i++)
    sv[i] = sv[i] > cutoff ? 1 / sv[i] : 0;
  /* t = s[:, None] * u.T (k x m), then vt.T @ t. */
  int64_t ts[2] = {k, m}, vs[2] = {n, k};
  arrc_array *t = arrc_array_new(cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 2, ts, false, loc);
  arrc_array *vtt = arrc_array_new(cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 2, vs, false, loc);
  for (int64_t l = 0; l < k; l++) {
    for (int64_t j = 0; j < m; j++) {
      if (cx)
        ((zdouble *)t->data)[l * m + j] = CMPLX(sv[l] * creal(((zdouble *)u->data)[j * k + l]),
                                                sv[l] * cimag(((zdouble *)u->data)[j * k + l]));
      else
        ((double *)t->data)[l * m + j] = sv[l] * ((double *)u->data)[j * k + l];
    }
    for (int64_t i = 0; i < n; i++) {
      if (cx)
        ((zdouble *)vtt->data)[i * k + l] = ((zdouble *)vt->data)[l * n + i];
      else
        ((double *)vtt->data)[i * k + l] = ((double *)vt->data)[l * n + i];
    }
  }
  arrc_array *r = arrc_la_matmul(vtt, t, 0, jit, loc);
  arrc_array_decref(t);
  arrc_array_decref(vtt);
  arrc_array_decref(u);
  arrc_array_decref(vt);
  arrc_array_decref(s);
  return r;
}

/* ---- norms and what builds on them ------------------------------------------- */

/* ord=np.inf and -np.inf arrive as numbers. */
static int32_t order_kind(int32_t kind, double p) {
  if (kind == ARRC_NORM_NUMBER && isinf(p))
    return p > 0 ? ARRC_NORM_INF : ARRC_NORM_NEG_INF;
  return kind;
}

/* np.abs of a complex number as NumPy 1.24's SIMD loop computes it on
 * CPUs with FMA: the larger part times sqrt(1 + ratio^2), fused. */
static double numpy_cabs(double re, double im, bool single) {
  re = fabs(re);
  im = fabs(im);
  if (isinf(re) || isinf(im))
    return INFINITY;
  if (isnan(re) || isnan(im))
    return NAN;
  double larger = re > im ? re : im, smaller = re > im ? im : re;
  if (single) {
    float l = (float)larger, r = l == 0 || (float)smaller == INFINITY ? 0 : (float)smaller / l;
    return (double)(sqrtf(fmaf(r, r, 1.0f)) * l);
  }
  double r = larger == 0 || smaller == INFINITY ? 0 : smaller / larger;
  return sqrt(fma(r, r, 1.0)) * larger;
}

/* |x| of element k (as float64) of a float64 or complex128 array. */
static double abs_at(const arrc_array *a, int64_t k, bool single) {
  if (a->dtype == ARRC_COMPLEX128) {
    zdouble z = ((zdouble *)a->data)[k];
    return numpy_cabs(creal(z), cimag(z), single);
  }
  return fabs(((double *)a->data)[k]);
}

/* How a norm is computed: Numba's loops in jitted code; NumPy's in
 * host code, in single precision for float32 and complex64 input, and with
 * add.reduce instead of dot for a norm along an axis. */
typedef struct {
  int32_t jit;
  bool single;
  bool along_axis;
  const arrc_loc *loc;
} NormHow;

static double rounded(const NormHow *h, double x) { return h->single ? (double)(float)x : x; }

/* NumPy's add.reduce over n values of a new contiguous array: pairwise. */
static double pairwise_sum(const NormHow *h, const double *v, int64_t n) {
  arrc_array *t = arrc_array_new(h->single ? ARRC_FLOAT32 : ARRC_FLOAT64, 1, &n, false, h->loc);
  for (int64_t i = 0; i < n; i++) {
    if (h->single)
      ((float *)t->data)[i] = (float)v[i];
    else
      ((double *)t->data)[i] = v[i];
  }
  double s = arrc_array_float_sum(t, ARRC_SUM_NUMPY);
  arrc_array_decref(t);
  return s;
}

/* One after the other, as NumPy reduces down the rows of a matrix. */
static double running_sum(const NormHow *h, const double *v, int64_t n) {
  double s = 0;
  for (int64_t i = 0; i < n; i++)
    s = rounded(h, s + v[i]);
  return s;
}

static double sqrt_in(const NormHow *h, double x) { return h->single ? (double)sqrtf((float)x) : sqrt(x); }

/* The 2-norm of the n elements of a from start by step (stride_inner:
 * they are a row of a C array, which NumPy's add.reduce sums pairwise). */
static double vector_2norm(const NormHow *h, const arrc_array *a, int64_t start, int64_t n, int64_t step) {
  bool cx = a->dtype == ARRC_COMPLEX128;
  if (h->jit) {
    fint fn = (fint)n, inc = (fint)step;
    if (n == 0)
      return 0;
    return cx ? dznrm2_(&fn, (zdouble *)a->data + start, &inc) : dnrm2_(&fn, (double *)a->data + start, &inc);
  }
  double *sq = xmalloc((size_t)(n ? n : 1) * sizeof(double), h->loc);
  double *sqi = xmalloc((size_t)(n ? n : 1) * sizeof(double), h->loc);
  for (int64_t i = 0; i < n; i++) {
    double re = cx ? creal(((zdouble *)a->data)[start + i * step]) : ((double *)a->data)[start + i * step];
    double im = cx ? cimag(((zdouble *)a->data)[start + i * step]) : 0;
    sq[i] = rounded(h, re * re);
    sqi[i] = rounded(h, im * im);
    if (h->along_axis)
      sq[i] = rounded(h, sq[i] + sqi[i]);
  }
  double r;
  if (h->along_axis) {
    /* sqrt(add.reduce((x.conj() * x).real, axis)). */
    r = step == 1 ? pairwise_sum(h, sq, n) : running_sum(h, sq, n);
  } else {
    /* sqrt(x.dot(x)), the real and imaginary parts separately: BLAS's dot
     * adds one product after the other. */
    r = running_sum(h, sq, n);
    if (cx)
      r = rounded(h, r + running_sum(h, sqi, n));
  }
  free(sq);
  free(sqi);
  return sqrt_in(h, r);
}

static double singular_extreme(const NormHow *h, const arrc_array *a, int which) {
  arrc_array *s = arrc_la_svd(a, NULL, NULL, 0, h->jit, h->loc);
  double *sv = (double *)s->data, r = 0;
  for (int64_t i = 0; i < s->size; i++)
    sv[i] = rounded(h, sv[i]);
  if (which == 0) {
    r = pairwise_sum(h, sv, s->size);
  } else {
    for (int64_t i = 0; i < s->size; i++)
      if (i == 0 || (which > 0 ? sv[i] > r : sv[i] < r))
        r = sv[i];
  }
  arrc_array_decref(s);
  return r;
}

static double pow_in(const NormHow *h, double x, double p) {
  return h->single ? (double)powf((float)x, (float)p) : pow(x, p);
}

/* The norm of a vector (n elements from start by step). */
static double vector_norm(const NormHow *h, const arrc_array *a, int64_t start, int64_t n, int64_t step, int32_t kind,
                          double p) {
  if (kind == ARRC_NORM_DEFAULT || (kind == ARRC_NORM_NUMBER && p == 2))
    return vector_2norm(h, a, start, n, step);
  if (kind == ARRC_NORM_FRO || kind == ARRC_NORM_NUC)
    arrc_raise(ARRC_VALUE_ERROR, h->loc, "Invalid norm order '%s' for vectors", kind == ARRC_NORM_FRO ? "fro" : "nuc");
  if (h->jit && n == 0)
    return 0;
  if (kind == ARRC_NORM_INF || kind == ARRC_NORM_NEG_INF) {
    if (n == 0)
      arrc_raise(ARRC_VALUE_ERROR, h->loc, "zero-size array to reduction operation %s which has no identity",
                 kind == ARRC_NORM_INF ? "maximum" : "minimum");
    double r = rounded(h, abs_at(a, start, h->single));
    for (int64_t i = 1; i < n; i++) {
      double x = rounded(h, abs_at(a, start + i * step, h->single));
      if (kind == ARRC_NORM_INF ? (x > r || isnan(x)) : (x < r || isnan(x)))
        r = x;
    }
    return r;
  }
  double *v = xmalloc((size_t)(n ? n : 1) * sizeof(double), h->loc);
  for (int64_t i = 0; i < n; i++) {
    double x = rounded(h, abs_at(a, start + i * step, h->single));
    v[i] = p == 0 ? (x != 0) : p == 1 ? x : pow_in(h, x, p);
  }
  double s = h->jit ? running_sum(h, v, n) : step == 1 ? pairwise_sum(h, v, n) : running_sum(h, v, n);
  free(v);
  return p == 0 || p == 1 ? s : pow_in(h, s, rounded(h, 1 / p));
}

/* The norm of a matrix of m rows and n columns. */
static double matrix_norm(const NormHow *h, const arrc_array *a, int64_t m, int64_t n, int32_t kind, double p) {
  if (kind == ARRC_NORM_DEFAULT || kind == ARRC_NORM_FRO)
    return vector_2norm(h, a, 0, m * n, 1);
  if (h->jit && m * n == 0)
    return 0;
  if (kind == ARRC_NORM_NUC)
    return singular_extreme(h, a, 0);
  if (kind == ARRC_NORM_NUMBER && (p == 2 || p == -2))
    return singular_extreme(h, a, p > 0 ? 1 : -1);
  bool rows;  /* sums along rows (inf norms) or down columns (1 norms) */
  bool take_max;
  if (kind == ARRC_NORM_INF || kind == ARRC_NORM_NEG_INF) {
    rows = true;
    take_max = kind == ARRC_NORM_INF;
  } else if (kind == ARRC_NORM_NUMBER && (p == 1 || p == -1)) {
    rows = false;
    take_max = p > 0;
  } else {
    arrc_raise(ARRC_VALUE_ERROR, h->loc, "Invalid norm order for matrices.");
  }
  int64_t outer = rows ? m : n, inner = rows ? n : m;
  if (outer == 0)
    arrc_raise(ARRC_VALUE_ERROR, h->loc, "zero-size array to reduction operation %s which has no identity",
               take_max ? "maximum" : "minimum");
  double *v = xmalloc((size_t)(inner ? inner : 1) * sizeof(double), h->loc), r = 0;
  for (int64_t o = 0; o < outer; o++) {
    for (int64_t i = 0; i < inner; i++)
      v[i] = rounded(h, abs_at(a, rows ? o * n + i : i * n + o, h->single));
    /* NumPy adds a row pairwise, and down the columns one row after another. */
    double s = rows && !h->jit ? pairwise_sum(h, v, inner) : running_sum(h, v, inner);
    if (o == 0 || (take_max ? s > r : s < r) || isnan(s))
      r = s;
  }
  free(v);
  return r;
}

arrc_array *arrc_la_norm(const arrc_array *a0, int32_t kind, double p, int64_t axis, int32_t jit,
                         const arrc_loc *loc) {
  kind = order_kind(kind, p);
  bool cx = is_complex_dtype(a0->dtype);
  /* axis -2: both axes named, as cond's norms name them: add.reduce. */
  NormHow h = {jit, !jit && (a0->dtype == ARRC_FLOAT32 || a0->dtype == ARRC_COMPLEX64), axis >= 0 || axis == -2, loc};
  arrc_array *a = arrc_array_astype(a0, cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, loc);
  arrc_array *r;
  if (axis >= 0 && a->ndim == 2) {
    int64_t m = ARRC_SHAPE(a)[0], n = ARRC_SHAPE(a)[1];
    int64_t len = axis == 0 ? n : m;
    r = arrc_array_new(ARRC_FLOAT64, 1, &len, false, loc);
    for (int64_t j = 0; j < len; j++)
      ((double *)r->data)[j] = axis == 0 ? vector_norm(&h, a, j, m, n, kind, p) : vector_norm(&h, a, j * n, n, 1, kind, p);
  } else if (a->ndim == 2) {
    r = scalar_f64(matrix_norm(&h, a, ARRC_SHAPE(a)[0], ARRC_SHAPE(a)[1], kind, p), loc);
  } else {
    r = scalar_f64(vector_norm(&h, a, 0, a->size, 1, kind, p), loc);
  }
  arrc_array_decref(a);
  return r;
}

arrc_array *arrc_la_cond(const arrc_array *a, int32_t kind, double p, int32_t jit, const arrc_loc *loc) {
  kind = order_kind(kind, p);
  check_square(a, false, jit, loc);
  if (kind == ARRC_NORM_DEFAULT || (kind == ARRC_NORM_NUMBER && (p == 2 || p == -2))) {
    arrc_array *s = arrc_la_svd(a, NULL, NULL, 0, jit, loc);
    double *sv = (double *)s->data, r = NAN;
    int64_t k = s->size;
    bool single = a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_COMPLEX64;
    if (k > 0 && single)
      r = kind == ARRC_NORM_NUMBER && p == -2 ? (double)((float)sv[k - 1] / (float)sv[0])
                                              : (double)((float)sv[0] / (float)sv[k - 1]);
    else if (k > 0)
      r = kind == ARRC_NORM_NUMBER && p == -2 ? sv[k - 1] / sv[0] : sv[0] / sv[k - 1];
    arrc_array_decref(s);
    return scalar_f64(r, loc);
  }
  check_square(a, true, jit, loc);
  /* norm(x, p, axis=(-2, -1)) * norm(inv(x), p, axis=(-2, -1)), the
   * inverse in x's precision. */
  arrc_array *inv = arrc_la_inv(a, jit, loc);
  bool single = a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_COMPLEX64;
  arrc_array *na = arrc_la_norm(a, kind, p, -2, jit, loc), *ni = arrc_la_norm(inv, kind, p, -2, jit, loc);
  /* NumPy inverts in double precision and keeps that inverse, so a
   * single-precision norm meets a double one. */
  double r = (single && !jit ? (double)(float)*(double *)na->data : *(double *)na->data) * *(double *)ni->data;
  arrc_array_decref(inv);
  arrc_array_decref(na);
  arrc_array_decref(ni);
  return scalar_f64(r, loc);
}

int64_t arrc_la_matrix_rank(const arrc_array *a, double tol, int32_t tol_none, int32_t jit, const arrc_loc *loc) {
  if (a->ndim < 2) {
    /* A vector's rank: 1 unless every element is zero. */
    arrc_array *c = arrc_array_astype(a, ARRC_COMPLEX128, loc);
    int64_t nonzero = 0;
    for (int64_t i = 0; i < c->size; i++)
      nonzero |= ((zdouble *)c->data)[i] != 0;
    arrc_array_decref(c);
    return nonzero;
  }
  arrc_array *s = arrc_la_svd(a, NULL, NULL, 0, jit, loc);
  double *sv = (double *)s->data, smax = 0;
  int64_t k = s->size, rank = 0;
  for (int64_t i = 0; i < k; i++)
    smax = i == 0 || sv[i] > smax ? sv[i] : smax;
  if (tol_none && k == 0 && !jit) {
    arrc_array_decref(s);
    arrc_raise(ARRC_VALUE_ERROR, loc, "zero-size array to reduction operation maximum which has no identity");
  }
  if (tol_none) {
    int64_t m = ARRC_SHAPE(a)[0], n = ARRC_SHAPE(a)[1];
    bool single = a->dtype == ARRC_FLOAT32 || a->dtype == ARRC_COMPLEX64;
    tol = smax * (double)(m > n ? m : n) * (single ? (double)FLT_EPSILON : DBL_EPSILON);
  }
  for (int64_t i = 0; i < k; i++)
    rank += sv[i] > tol;
  arrc_array_decref(s);
  return rank;
}

arrc_array *arrc_la_matrix_power(const arrc_array *a, int64_t n, int32_t jit, const arrc_loc *loc) {
  check_square(a, true, jit, loc);
  int64_t m = ARRC_SHAPE(a)[0];
  if (n == 0) {
    int64_t shape[2] = {m, m};
    arrc_array *r = arrc_array_new((arrc_dtype)a->dtype, 2, shape, true, loc);
    for (int64_t i = 0; i < m; i++)
      arrc_array_set_i64(r, i * m + i, 1);
    return r;
  }
  /* NumPy's inverse of an integer matrix is a float matrix, which the
   * result's static type cannot be (docs/language.md). */
  if (n < 0 && a->dtype < ARRC_FLOAT32)
    arrc_raise(ARRC_TYPE_ERROR, loc, "matrix_power() of an integer matrix with a negative exponent is not "
               "supported by arrc: convert the matrix to float first");
  arrc_array *base = n < 0 ? arrc_la_inv(a, jit, loc) : arrc_array_copy(a, loc);
  if (n < 0 && base->dtype != a->dtype) {
    arrc_array *cast = arrc_array_astype(base, (arrc_dtype)a->dtype, loc);
    arrc_array_decref(base);
    base = cast;
  }
  if (n < 0)
    n = -n;
  bool blas = base->dtype >= ARRC_FLOAT32;
  /* NumPy: 1, 2 and 3 directly, then binary decomposition, squaring z and
   * multiplying the result by z where the bit is set. */
  arrc_array *(*mul)(const arrc_array *, const arrc_array *, const arrc_loc *) = arrc_matmul;
#define MUL(x, y) (blas ? arrc_la_matmul((x), (y), 0, jit, loc) : mul((x), (y), loc))
  arrc_array *r;
  if (n == 1) {
    r = base;
  } else if (n == 2) {
    r = MUL(base, base);
    arrc_array_decref(base);
  } else if (n == 3) {
    arrc_array *sq = MUL(base, base);
    r = MUL(sq, base);
    arrc_array_decref(sq);
    arrc_array_decref(base);
  } else {
    arrc_array *z = base, *res = NULL;
    bool first = true;
    while (n > 0) {
      if (!first) {
        arrc_array *nz = MUL(z, z);
        arrc_array_decref(z);
        z = nz;
      }
      first = false;
      int64_t bit = n & 1;
      n >>= 1;
      if (bit) {
        if (!res) {
          arrc_incref(z);
          res = z;
        } else {
          arrc_array *nr = MUL(res, z);
          arrc_array_decref(res);
          res = nr;
        }
      }
    }
    arrc_array_decref(z);
    r = res;
  }
#undef MUL
  return r;
}

arrc_array *arrc_la_roots(const arrc_array *p0, const arrc_loc *loc) {
  if (p0->ndim != 1)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Input must be a rank-1 array.");
  bool cx = is_complex_dtype(p0->dtype);
  arrc_array *p = arrc_array_astype(p0, cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, loc);
  int64_t n = p->size, lo = 0, hi = n;
  /* Leading zeros are dropped; trailing zeros are roots at zero. */
  while (lo < hi && (cx ? ((zdouble *)p->data)[lo] == 0 : ((double *)p->data)[lo] == 0))
    lo++;
  while (hi > lo && (cx ? ((zdouble *)p->data)[hi - 1] == 0 : ((double *)p->data)[hi - 1] == 0))
    hi--;
  int64_t trailing = lo < n ? n - hi : 0;
  int64_t deg = hi - lo - 1;
  arrc_array *roots;
  if (deg >= 1) {
    /* The companion matrix: a first row of -p[1:]/p[0] over an identity
     * shifted down. */
    int64_t shape[2] = {deg, deg};
    arrc_array *c = arrc_array_new(cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 2, shape, true, loc);
    for (int64_t j = 0; j < deg; j++) {
      if (cx)
        ((zdouble *)c->data)[j] = -((zdouble *)p->data)[lo + 1 + j] / ((zdouble *)p->data)[lo];
      else
        ((double *)c->data)[j] = -((double *)p->data)[lo + 1 + j] / ((double *)p->data)[lo];
    }
    for (int64_t i = 1; i < deg; i++)
      arrc_array_set_f64(c, i * deg + i - 1, 1);
    /* eigvals, keeping complex eigenvalues of a real matrix complex. */
    int64_t nn, n2;
    void *A = fortran_copy(c, cx, &nn, &n2, loc);
    fint fn = (fint)deg, ld = (fint)deg, one = 1, info = 0, lwork = -1;
    zdouble *w = xmalloc((size_t)deg * sizeof(zdouble), loc);
    double *wr = xmalloc((size_t)deg * sizeof(double), loc), *wi = xmalloc((size_t)deg * sizeof(double), loc);
    double *rwork = xmalloc((size_t)(2 * deg) * sizeof(double), loc);
    zdouble wq = 0, vl;
    if (cx)
      zgeev_("N", "N", &fn, A, &ld, w, &vl, &one, &vl, &one, &wq, &lwork, rwork, &info, 1, 1);
    else
      dgeev_("N", "N", &fn, A, &ld, wr, wi, (double *)&vl, &one, (double *)&vl, &one, (double *)&wq, &lwork, &info,
             1, 1);
    lwork = (fint)(cx ? creal(wq) : *(double *)&wq);
    void *work = xmalloc((size_t)imax1(lwork) * (cx ? 16 : 8), loc);
    if (cx)
      zgeev_("N", "N", &fn, A, &ld, w, &vl, &one, &vl, &one, work, &lwork, rwork, &info, 1, 1);
    else
      dgeev_("N", "N", &fn, A, &ld, wr, wi, (double *)&vl, &one, (double *)&vl, &one, work, &lwork, &info, 1, 1);
    free(work);
    free(rwork);
    free(A);
    arrc_array_decref(c);
    if (info != 0) {
      free(w);
      free(wr);
      free(wi);
      arrc_array_decref(p);
      linalg_error(loc, "Eigenvalues did not converge");
    }
    bool domain_change = false;
    for (int64_t i = 0; !cx && i < deg; i++)
      domain_change |= wi[i] != 0;
    int64_t total = deg + trailing;
    if (!domain_change) {
      roots = arrc_array_new(cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 1, &total, true, loc);
      memcpy(roots->data, cx ? (void *)w : (void *)wr, (size_t)deg * (cx ? sizeof(zdouble) : sizeof(double)));
    }
    free(w);
    free(wr);
    free(wi);
    if (domain_change) {
      arrc_array_decref(p);
      arrc_raise(ARRC_VALUE_ERROR, loc, "eig() argument must not cause a domain change.");
    }
  } else {
    int64_t total = trailing;
    roots = arrc_array_new(cx ? ARRC_COMPLEX128 : ARRC_FLOAT64, 1, &total, true, loc);
  }
  arrc_array_decref(p);
  return roots;
}
