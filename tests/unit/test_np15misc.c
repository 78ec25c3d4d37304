/* Runtime pieces of issue 15's last part: np.array of lists nested three
 * deep (runtime/nested_lists.c) and np.array_equal of complex arrays
 * (runtime/complex_compare.c). Expected values are NumPy 1.24's. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_values.h"

#include <complex.h>
#include <math.h>
#include <stdint.h>

#include "rt_complex_compare.h"
#include "rt_nested_lists.h"

/* A list of int64 holding the n values. */
static arrc_list *int_list(const int64_t *v, int64_t n) {
  arrc_list *l = arrc_list_new(sizeof(int64_t), ARRC_ELEM_PLAIN, 0);
  for (int64_t k = 0; k < n; k++)
    arrc_list_append(l, &v[k]);
  return l;
}

/* A list of the n lists (a list of lists holds references). */
static arrc_list *list_of(arrc_list **v, int64_t n) {
  arrc_list *l = arrc_list_new(sizeof(arrc_list *), ARRC_ELEM_LIST, 0);
  for (int64_t k = 0; k < n; k++)
    arrc_list_append(l, &v[k]);
  return l;
}

Test(np15misc, nested_lists_three_deep) {
  /* np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], dtype=np.float64) */
  int64_t v[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  arrc_list *rows0[2] = {int_list(v, 2), int_list(v + 2, 2)};
  arrc_list *rows1[2] = {int_list(v + 4, 2), int_list(v + 6, 2)};
  arrc_list *planes[2] = {list_of(rows0, 2), list_of(rows1, 2)};
  arrc_list *cube = list_of(planes, 2);
  arrc_array *a = arrc_np_array_nested_lists(cube, 3, ARRC_INT64, ARRC_FLOAT64, &rt_test_loc);
  cr_expect_eq(a->ndim, 3);
  cr_expect_eq(ARRC_SHAPE(a)[0], 2);
  cr_expect_eq(ARRC_SHAPE(a)[1], 2);
  cr_expect_eq(ARRC_SHAPE(a)[2], 2);
  cr_expect_eq(a->dtype, ARRC_FLOAT64);
  for (int64_t i = 0; i < 8; i++)
    cr_expect_eq(arrc_array_get_f64(a, i), (double)(i + 1));
  arrc_array_decref(a);
  arrc_release(cube, ARRC_ELEM_LIST);
}

Test(np15misc, array_equal_complex) {
  int64_t shape[] = {2};
  arrc_array *x = arrc_array_new(ARRC_COMPLEX128, 1, shape, true, &rt_test_loc);
  arrc_array *y = arrc_array_new(ARRC_COMPLEX128, 1, shape, true, &rt_test_loc);
  double complex *px = (double complex *)x->data, *py = (double complex *)y->data;
  px[0] = py[0] = 1 + 2 * I;
  px[1] = py[1] = CMPLX(NAN, 1);
  /* np.array_equal(x, y) is False (nan), True with equal_nan=True. */
  cr_expect_eq(arrc_array_equal_complex(x, y, 0), 0);
  cr_expect_eq(arrc_array_equal_complex(x, y, 1), 1);
  py[1] = CMPLX(1, NAN);
  cr_expect_eq(arrc_array_equal_complex(x, y, 1), 1);
  py[0] = 1 + 3 * I;
  cr_expect_eq(arrc_array_equal_complex(x, y, 1), 0);
  /* Against a real array: np.array_equal([1.0, 2.0], [1+0j, 2+0j]) is True. */
  arrc_array *r = arrc_array_new(ARRC_FLOAT64, 1, shape, true, &rt_test_loc);
  arrc_array_set_f64(r, 0, 1);
  arrc_array_set_f64(r, 1, 2);
  px[0] = 1;
  px[1] = 2;
  cr_expect_eq(arrc_array_equal_complex(r, x, 0), 1);
  arrc_array_decref(x);
  arrc_array_decref(y);
  arrc_array_decref(r);
}
