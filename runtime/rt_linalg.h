/* Linear algebra through the system's BLAS and LAPACK (linalg.c). Only
 * programs that call these functions link -llapack -lblas
 * (codegen/link.c), so they live in an object of their own.
 *
 * NumPy 1.24 computes every np.linalg function in double precision
 * (float64 or complex128, _commonType's `t`) and casts the results back
 * to float32/complex64 for single-precision inputs; the functions here
 * return float64 or complex128 arrays (complex when the input is
 * complex), and the code generator casts. Inputs of any dtype and layout
 * are accepted. `jit` selects Numba's variant where it differs from
 * NumPy's (its messages, inv through getrf/getri). */
#ifndef ARRC_RT_LINALG_H
#define ARRC_RT_LINALG_H

#include "arrc_rt.h"

/* a @ b (is_dot 0) and np.dot(a, b) (1) of 1-D and 2-D arrays of one
 * float or complex dtype, through ?gemm; the result in that dtype. */
arrc_array *arrc_la_matmul(const arrc_array *a, const arrc_array *b, int32_t is_dot, int32_t jit,
                           const arrc_loc *loc);

/* Without LAPACK (linalg_basic.c): np.vdot(a, b), the conjugated dot
 * product of the flattened arrays as a 0-d array; np.outer and np.kron;
 * all three of arrays of one dtype (the code generator converts). */
arrc_array *arrc_linalg_vdot(const arrc_array *a, const arrc_array *b, const arrc_loc *loc);
arrc_array *arrc_linalg_outer(const arrc_array *a, const arrc_array *b, const arrc_loc *loc);
arrc_array *arrc_linalg_kron(const arrc_array *a, const arrc_array *b, const arrc_loc *loc);
/* np.trace(a, offset): the sum of a diagonal as a 0-d array of dtype out
 * (NumPy's pairwise sum in host code, Numba's loop in jitted code). */
arrc_array *arrc_linalg_trace(const arrc_array *a, int64_t offset, int32_t out, int32_t jit, const arrc_loc *loc);
/* An axis= of norm counted from the front; numpy.AxisError when out of range. */
int64_t arrc_linalg_axis(int64_t axis, int32_t ndim, const arrc_loc *loc);

arrc_array *arrc_la_solve(const arrc_array *a, const arrc_array *b, int32_t jit, const arrc_loc *loc);
arrc_array *arrc_la_inv(const arrc_array *a, int32_t jit, const arrc_loc *loc);
/* det: a 0-d array; slogdet: the sign (0-d) and *logdet (0-d, real). */
arrc_array *arrc_la_det(const arrc_array *a, int32_t jit, const arrc_loc *loc);
arrc_array *arrc_la_slogdet(const arrc_array *a, arrc_array **logdet, int32_t jit, const arrc_loc *loc);
/* eigh/eigvalsh: the eigenvalues (real), and the eigenvectors into *v
 * when v is not NULL; upper: UPLO='U'. */
arrc_array *arrc_la_eigh(const arrc_array *a, arrc_array **v, int32_t upper, int32_t jit, const arrc_loc *loc);
/* eig/eigvals: the eigenvalues, and the right eigenvectors into *v when v
 * is not NULL. A real input gives real results, and complex eigenvalues
 * are Numba's ValueError (see docs/language.md). */
arrc_array *arrc_la_eig(const arrc_array *a, arrc_array **v, int32_t jit, const arrc_loc *loc);
/* svd: the singular values; with u and vh, the vectors (full: full_matrices). */
arrc_array *arrc_la_svd(const arrc_array *a, arrc_array **u, arrc_array **vh, int32_t full, int32_t jit,
                        const arrc_loc *loc);
/* qr: q (NULL for mode='r') and the r it returns; complete: mode='complete'. */
arrc_array *arrc_la_qr(const arrc_array *a, arrc_array **r, int32_t complete, int32_t jit, const arrc_loc *loc);
arrc_array *arrc_la_cholesky(const arrc_array *a, int32_t jit, const arrc_loc *loc);
/* lstsq: x, and the residuals, rank and singular values. rcond < 0 with
 * rcond_none: NumPy's rcond=None (eps * max(m, n)). */
arrc_array *arrc_la_lstsq(const arrc_array *a, const arrc_array *b, double rcond, int32_t rcond_none,
                          arrc_array **resid, int64_t *rank, arrc_array **s, int32_t jit, const arrc_loc *loc);
arrc_array *arrc_la_pinv(const arrc_array *a, double rcond, int32_t jit, const arrc_loc *loc);
/* norm(x, ord): kind is an ARRC_NORM_* below, p the number of a numeric
 * ord; axis < 0: none (the whole array). A real 0-d array, or the 1-D
 * result of a norm along an axis. */
enum {
  ARRC_NORM_DEFAULT, ARRC_NORM_FRO, ARRC_NORM_NUC, ARRC_NORM_INF, ARRC_NORM_NEG_INF, ARRC_NORM_NUMBER
};
arrc_array *arrc_la_norm(const arrc_array *a, int32_t kind, double p, int64_t axis, int32_t jit,
                         const arrc_loc *loc);
arrc_array *arrc_la_cond(const arrc_array *a, int32_t kind, double p, int32_t jit, const arrc_loc *loc);
/* tol < 0 with tol_none: NumPy's default tolerance. */
int64_t arrc_la_matrix_rank(const arrc_array *a, double tol, int32_t tol_none, int32_t jit, const arrc_loc *loc);
arrc_array *arrc_la_matrix_power(const arrc_array *a, int64_t n, int32_t jit, const arrc_loc *loc);
/* np.roots(p): the roots of the polynomial with coefficients p, real for
 * real coefficients (Numba's rule; complex roots are its ValueError). */
arrc_array *arrc_la_roots(const arrc_array *p, const arrc_loc *loc);

#endif
