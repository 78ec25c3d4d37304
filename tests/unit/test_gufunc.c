/* runtime/gufunc.c: the loop of a generalized ufunc. A C body stands for
 * the generated trampoline; the layouts are tables as codegen/lib_gufunc.c
 * writes them, the messages NumPy 1.24's, measured with /usr/bin/python3. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_gufunc.h"

/* '(n),(n)->()' with one-element array output: nin 2, nout 1, 1 name;
 * per operand core ndim, view ndim, names. */
static const int32_t dot_layout[] = {2, 1, 1, 1, 1, 0, 1, 1, 0, 0, 1};

static void dot_body(arrc_array **v) {
  double s = 0;
  for (int64_t i = 0; i < ARRC_SHAPE(v[0])[0]; i++)
    s += *(double *)(v[0]->data + i * ARRC_STRIDES(v[0])[0]) * *(double *)(v[1]->data + i * ARRC_STRIDES(v[1])[0]);
  *(double *)v[2]->data = s;
}

static arrc_array *iota(int32_t ndim, const int64_t *shape) {
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, ndim, shape, false, &rt_test_loc);
  for (int64_t i = 0; i < a->size; i++)
    ((double *)a->data)[i] = (double)i;
  return a;
}

static const int32_t dtypes[] = {ARRC_FLOAT64, ARRC_FLOAT64, ARRC_FLOAT64};

/* np.arange(6.).reshape(2, 3) against np.arange(3.): the vector
 * broadcasts over the rows; the output is made, of shape (2,). */
Test(gufunc, broadcasts_loop_dimensions) {
  arrc_array *ops[3] = {iota(2, (int64_t[]){2, 3}), iota(1, (int64_t[]){3}), NULL};
  for (int parallel = 0; parallel < 2; parallel++) {
    ops[2] = NULL;
    arrc_gufunc_run("dot", "(n),(n)->()", dot_layout, ops, dtypes, dot_body, parallel, NULL, &rt_test_loc);
    cr_assert_eq(ops[2]->ndim, 1);
    cr_assert_eq(ARRC_SHAPE(ops[2])[0], 2);
    cr_assert_eq(((double *)ops[2]->data)[0], 5.0);  /* 0*0 + 1*1 + 2*2 */
    cr_assert_eq(((double *)ops[2]->data)[1], 14.0); /* 3*0 + 4*1 + 5*2 */
    arrc_array_decref(ops[2]);
  }
  arrc_array_decref(ops[0]);
  arrc_array_decref(ops[1]);
}

/* An empty loop dimension calls nothing and makes an empty output. */
Test(gufunc, empty_loop) {
  arrc_array *ops[3] = {iota(2, (int64_t[]){0, 3}), iota(1, (int64_t[]){3}), NULL};
  arrc_gufunc_run("dot", "(n),(n)->()", dot_layout, ops, dtypes, dot_body, 0, NULL, &rt_test_loc);
  cr_assert_eq(ops[2]->size, 0);
  for (int k = 0; k < 3; k++)
    arrc_array_decref(ops[k]);
}

static void mismatch(const void *arg) {
  (void)arg;
  arrc_array *ops[3] = {iota(1, (int64_t[]){3}), iota(1, (int64_t[]){4}), NULL};
  arrc_gufunc_run("dot", "(n),(n)->()", dot_layout, ops, dtypes, dot_body, 0, NULL, &rt_test_loc);
}

/* dot(np.ones(3), np.ones(4)) */
Test(gufunc, core_dimension_mismatch) {
  rt_expect_error(mismatch, NULL, "ValueError: dot: Input operand 1 has a mismatch in its core dimension 0, with "
                                  "gufunc signature (n),(n)->() (size 4 is different from 3)");
}

static void no_broadcast(const void *arg) {
  (void)arg;
  arrc_array *ops[3] = {iota(2, (int64_t[]){2, 3}), iota(2, (int64_t[]){3, 3}), NULL};
  arrc_gufunc_run("dot", "(n),(n)->()", dot_layout, ops, dtypes, dot_body, 0, NULL, &rt_test_loc);
}

/* dot(np.ones((2, 3)), np.ones((3, 3))) */
Test(gufunc, loop_dimensions_do_not_broadcast) {
  rt_expect_error(no_broadcast, NULL, "ValueError: operands could not be broadcast together with remapped shapes "
                                      "[original->remapped]: (2,3)->(2,) (3,3)->(3,)  and requested shape ()");
}
