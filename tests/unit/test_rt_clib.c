/* runtime/clib.c, what the C entry points of library mode call
 * (docs/library.md): arrays C describes as runtime headers over C's
 * memory, returned arrays and their release, carray/farray views, and the
 * report of an exception with the message arrc_last_error keeps. */
#define _GNU_SOURCE
#include "rt_clib.h"
#include "rt_except.h"
#include "rt_expect.h"

/* Runs arrc_lib_array_in on a under a try frame: the header, or NULL
 * after an exception, whose message goes to *message (malloc'd). */
typedef struct {
  const arrc_ndarray *a;
  int32_t dtype, ndim, c_order;
  arrc_array *result;
} ArrayIn;

static void array_in(void *arg) {
  ArrayIn *in = arg;
  in->result = arrc_lib_array_in(in->a, in->dtype, in->ndim, in->c_order, 1, "f");
}

static arrc_array *try_array_in(const arrc_ndarray *a, int32_t dtype, int32_t ndim, int32_t c_order,
                                char **message) {
  ArrayIn in = {a, dtype, ndim, c_order, NULL};
  void *exc = arrc_exc_catch(array_in, &in);
  *message = NULL;
  if (exc) {
    const arrc_loc *loc;
    *message = arrc_exc_describe_taken(exc, &loc);
    arrc_exc_free_taken(exc);
    return NULL;
  }
  return in.result;
}

Test(rt_clib, a_c_order_array_gets_c_strides_over_c_memory) {
  double v[6] = {1, 2, 3, 4, 5, 6};
  int64_t shape[2] = {2, 3};
  arrc_ndarray a = {v, 2, ARRC_T_FLOAT64, shape, NULL, NULL};
  char *message;
  arrc_array *h = try_array_in(&a, ARRC_FLOAT64, 2, 1, &message);
  cr_assert_not_null(h, "%s", message);
  cr_expect_eq(h->data, (char *)v);
  cr_expect_eq(h->size, 6);
  cr_expect_eq(h->itemsize, 8);
  cr_expect_eq(ARRC_STRIDES(h)[0], 24);
  cr_expect_eq(ARRC_STRIDES(h)[1], 8);
  /* Releasing the header leaves C's memory alone (ASan would see a free
   * of the stack). */
  arrc_array_decref(h);
  cr_expect_eq(v[5], 6.0);
}

Test(rt_clib, strides_in_bytes_are_kept_and_checked_against_c_order) {
  float v[8] = {0};
  int64_t shape[1] = {4}, strides[1] = {8};
  arrc_ndarray a = {v, 1, ARRC_T_FLOAT32, shape, strides, NULL};
  char *message;
  arrc_array *h = try_array_in(&a, ARRC_FLOAT32, 1, 0, &message);
  cr_assert_not_null(h);
  cr_expect_eq(ARRC_STRIDES(h)[0], 8);
  arrc_array_decref(h);
  cr_expect_null(try_array_in(&a, ARRC_FLOAT32, 1, 1, &message));
  cr_expect_str_eq(message, "TypeError: f() argument 1: expected a C-contiguous array (the signature's [::1]), "
                            "got strides that are not C order");
  free(message);
}

Test(rt_clib, a_wrong_element_type_or_dimension_count_is_a_type_error) {
  int64_t v[3] = {1, 2, 3}, shape[1] = {3};
  arrc_ndarray a = {v, 1, ARRC_T_INT64, shape, NULL, NULL};
  char *message;
  cr_expect_null(try_array_in(&a, ARRC_FLOAT64, 1, 0, &message));
  cr_expect_str_eq(message, "TypeError: f() argument 1: expected an array of float64 with 1 dimension, got int64 "
                            "with 1");
  free(message);
  cr_expect_null(try_array_in(&a, ARRC_INT64, 2, 0, &message));
  cr_expect_str_eq(message, "TypeError: f() argument 1: expected an array of int64 with 2 dimensions, got int64 "
                            "with 1");
  free(message);
  cr_expect_null(try_array_in(NULL, ARRC_INT64, 1, 0, &message));
  cr_expect_str_eq(message, "TypeError: f() argument 1: a null array");
  free(message);
}

Test(rt_clib, a_returned_array_is_the_runtimes_until_freed) {
  int64_t shape[2] = {2, 2};
  arrc_array *r = arrc_array_new(ARRC_INT32, 2, shape, true, NULL);
  arrc_ndarray *c = arrc_lib_array_out(r);
  cr_expect_eq(c->data, (void *)r->data);
  cr_expect_eq(c->ndim, 2);
  cr_expect_eq(c->dtype, ARRC_T_INT32);
  cr_expect_eq(c->shape[1], 2);
  cr_expect_eq(c->strides[0], 8);
  cr_expect_eq(c->owner, (void *)r);
  arrc_ndarray_free(c);
  arrc_ndarray_free(NULL);
}

Test(rt_clib, carray_and_farray_lay_out_c_and_fortran_order) {
  double v[6];
  int64_t shape[2] = {2, 3};
  arrc_array *c = arrc_carray(v, ARRC_FLOAT64, 2, shape, 0, NULL);
  cr_expect_eq(ARRC_STRIDES(c)[0], 24);
  cr_expect_eq(ARRC_STRIDES(c)[1], 8);
  arrc_array *f = arrc_carray(v, ARRC_FLOAT64, 2, shape, 1, NULL);
  cr_expect_eq(ARRC_STRIDES(f)[0], 8);
  cr_expect_eq(ARRC_STRIDES(f)[1], 16);
  cr_expect_eq(f->size, 6);
  arrc_array_decref(c);
  arrc_array_decref(f);
}

static void raise_index_error(void *arg) {
  (void)arg;
  arrc_raise(ARRC_INDEX_ERROR, &rt_test_loc, "index is out of bounds");
}

Test(rt_clib, an_exception_is_reported_and_kept_for_arrc_last_error, .init = cr_redirect_stderr) {
  cr_expect_null(arrc_last_error());
  void *exc = arrc_exc_catch(raise_index_error, NULL);
  cr_assert_not_null(exc);
  arrc_lib_failed(exc, "element");
  cr_expect_str_eq(arrc_last_error(), "IndexError: index is out of bounds");
  fflush(stderr);
  cr_expect_stderr_eq_str("Exception ignored in: 'element'\nt.arr:3:7: IndexError: index is out of bounds\n");
  arrc_clear_error();
  cr_expect_null(arrc_last_error());
}
