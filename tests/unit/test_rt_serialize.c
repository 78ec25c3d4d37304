/* runtime/serialize.c: Python values as bytes for mpi4py's lowercase
 * methods, and mpi4py's operators on them. The values are laid out here
 * as the code generator lays them out (a tuple as a C struct of the same
 * members), and described by the descriptors of rt_serialize.h. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_serialize.h"

#include <complex.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Serializes the value at v and reads it back into out. */
static int64_t round_trip(const char *desc, void *const *protos, const void *v, void *out) {
  arrc_ser_buf b = {0};
  arrc_ser_put(&b, desc, v, &rt_test_loc);
  int64_t used = arrc_ser_get(desc, protos, b.data, b.len, out, &rt_test_loc);
  cr_expect_eq(used, b.len);
  int64_t len = b.len;
  free(b.data);
  return len;
}

Test(rt_serialize, numbers_keep_their_bytes) {
  int64_t i = -42, i2 = 0;
  cr_expect_eq(round_trip("l", NULL, &i, &i2), 8);
  cr_expect_eq(i2, -42);
  double complex z = 1.5 - 2.0 * I, z2 = 0;
  cr_expect_eq(round_trip("D", NULL, &z, &z2), 16);
  cr_expect(z2 == z);
  uint8_t u = 250, u2 = 0;
  cr_expect_eq(round_trip("B", NULL, &u, &u2), 1);
  cr_expect_eq(u2, 250);
  cr_expect_eq(arrc_ser_value_size("h"), 2);
  cr_expect_eq(arrc_ser_value_size("n"), 0);
}

Test(rt_serialize, tuple_of_string_int_and_float) {
  struct {
    arrc_str *s;
    int64_t n;
    double x;
    bool flag;
  } t = {arrc_str_new("héllo", 6), -7, 0.25, true}, back = {0};
  char desc[96];
  snprintf(desc, sizeof desc, "(%zu:%zu:s%zu:l%zu:d%zu:?)", sizeof t, offsetof(__typeof__(t), s),
           offsetof(__typeof__(t), n), offsetof(__typeof__(t), x), offsetof(__typeof__(t), flag));
  round_trip(desc, NULL, &t, &back);
  cr_expect_neq(back.s, t.s);
  cr_expect_eq(back.s->len, 6);
  cr_expect_eq(back.s->chars, 5);
  cr_expect_str_eq(back.s->data, "héllo");
  cr_expect_eq(back.n, -7);
  cr_expect_eq(back.x, 0.25);
  cr_expect(back.flag);
  cr_expect_eq(arrc_ser_value_size(desc), (int64_t)sizeof t);
  arrc_ser_release(desc, &back);
  arrc_str_decref(t.s);
}

Test(rt_serialize, arrays_arrive_with_shape_dtype_and_order) {
  int64_t shape[2] = {2, 3};
  arrc_array *a = arrc_array_new(ARRC_INT32, 2, shape, false, &rt_test_loc);
  for (int k = 0; k < 6; k++)
    ((int32_t *)(void *)a->data)[k] = k - 3;
  arrc_array *back = NULL;
  round_trip("aiC", NULL, &a, &back);
  cr_expect_eq(back->ndim, 2);
  cr_expect_eq(back->dtype, ARRC_INT32);
  cr_expect_eq(back->dims[0], 2);
  cr_expect_eq(back->dims[1], 3);
  for (int k = 0; k < 6; k++)
    cr_expect_eq(((int32_t *)(void *)back->data)[k], k - 3);
  arrc_array_decref(back);
  /* A transposed view travels in Fortran order, as NumPy's pickle keeps it. */
  int64_t tshape[2] = {3, 2}, tstrides[2] = {4, 12};
  arrc_array *t = arrc_array_view(a, a->data, 2, tshape, tstrides);
  round_trip("aiC", NULL, &t, &back);
  cr_expect_eq(back->dims[2], 4);
  cr_expect_eq(back->dims[3], 12);
  cr_expect_eq(((int32_t *)(void *)back->data)[1], -2);
  arrc_array_decref(back);
  arrc_array_decref(t);
  arrc_array_decref(a);
}

Test(rt_serialize, lists_are_made_like_their_prototype) {
  arrc_list *proto = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
  arrc_list *l = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
  const char *words[] = {"a", "", "ccc"};
  for (int k = 0; k < 3; k++) {
    arrc_str *s = arrc_str_new(words[k], (int64_t)strlen(words[k]));
    arrc_list_append(l, &s);
    arrc_str_decref(s);
  }
  void *protos[] = {proto};
  arrc_list *back = NULL;
  round_trip("[0:s", protos, &l, &back);
  cr_expect_eq(back->len, 3);
  cr_expect_eq(back->elem_kind, ARRC_ELEM_STR);
  for (int k = 0; k < 3; k++)
    cr_expect_str_eq((*(arrc_str **)arrc_list_at(back, k, NULL))->data, words[k]);
  arrc_list_decref(back);
  arrc_list_decref(l);
  arrc_list_decref(proto);
}

Test(rt_serialize, optional_values_carry_a_flag) {
  struct {
    bool has;
    double v;
  } some = {true, 3.5}, none = {false, 0}, back = {0};
  char desc[64];
  snprintf(desc, sizeof desc, "o%zu:%zu:d", sizeof some, offsetof(__typeof__(some), v));
  cr_expect_eq(round_trip(desc, NULL, &some, &back), 9);
  cr_expect(back.has);
  cr_expect_eq(back.v, 3.5);
  cr_expect_eq(round_trip(desc, NULL, &none, &back), 1);
  cr_expect(!back.has);
}

Test(rt_serialize, digest_names_the_type_not_the_layout) {
  cr_expect_eq(arrc_ser_type_digest("(16:0:l8:d)"), arrc_ser_type_digest("(24:0:l16:d)"));
  cr_expect_neq(arrc_ser_type_digest("(16:0:l8:d)"), arrc_ser_type_digest("(16:0:d8:l)"));
  cr_expect_neq(arrc_ser_type_digest("adB"), arrc_ser_type_digest("adC"));
}

static void read_garbage(const void *arg) {
  (void)arg;
  int64_t out;
  arrc_ser_get("l", NULL, "abc", 3, &out, &rt_test_loc);
}

Test(rt_serialize, short_message_is_a_type_error) {
  rt_expect_error(read_garbage, NULL, "TypeError: the message received does not hold a value of the type this call "
                  "receives (was it sent by another kind of call, or from another program?)");
}

/* ---- mpi4py's operators ---------------------------------------------------------- */

Test(rt_serialize, combine_numbers_as_python) {
  int64_t x = 5, y = -3, out = 0;
  arrc_ser_combine("l", ARRC_MPI_OP_SUM, &x, &y, &out, &rt_test_loc);
  cr_expect_eq(out, 2);
  x = 5, y = -3;
  arrc_ser_combine("l", ARRC_MPI_OP_MIN, &x, &y, &out, &rt_test_loc);
  cr_expect_eq(out, -3);
  x = 6, y = 3;
  arrc_ser_combine("l", ARRC_MPI_OP_BXOR, &x, &y, &out, &rt_test_loc);
  cr_expect_eq(out, 5);
  double a = 1e16, b = 1.0, f = 0;
  arrc_ser_combine("d", ARRC_MPI_OP_SUM, &a, &b, &f, &rt_test_loc);
  cr_expect_eq(f, 1e16);
  bool p = true, q = false, r = true;
  arrc_ser_combine("?", ARRC_MPI_OP_LAND, &p, &q, &r, &rt_test_loc);
  cr_expect(!r);
}

Test(rt_serialize, maxloc_prefers_the_smaller_index_on_ties) {
  struct {
    double v;
    int64_t i;
  } x = {2.0, 3}, y = {2.0, 1}, out = {0};
  char desc[64];
  snprintf(desc, sizeof desc, "(%zu:0:d%zu:l)", sizeof x, offsetof(__typeof__(x), i));
  arrc_ser_combine(desc, ARRC_MPI_OP_MAXLOC, &x, &y, &out, &rt_test_loc);
  cr_expect_eq(out.v, 2.0);
  cr_expect_eq(out.i, 1);
  x.v = 1.0, x.i = 0, y.v = 2.0, y.i = 5;
  arrc_ser_combine(desc, ARRC_MPI_OP_MINLOC, &x, &y, &out, &rt_test_loc);
  cr_expect_eq(out.i, 0);
}

Test(rt_serialize, combine_strings_concatenates_and_orders) {
  arrc_str *x = arrc_str_new("ab", 2), *y = arrc_str_new("b", 1), *out = NULL;
  arrc_ser_combine("s", ARRC_MPI_OP_SUM, &x, &y, &out, &rt_test_loc);
  cr_expect_str_eq(out->data, "abb");
  arrc_str_decref(out);
  x = arrc_str_new("ab", 2), y = arrc_str_new("b", 1);
  arrc_ser_combine("s", ARRC_MPI_OP_MAX, &x, &y, &out, &rt_test_loc);
  cr_expect_str_eq(out->data, "b");
  arrc_str_decref(out);
}

Test(rt_serialize, combine_arrays_elementwise) {
  int64_t shape[1] = {3};
  arrc_array *x = arrc_array_new(ARRC_FLOAT64, 1, shape, false, &rt_test_loc);
  arrc_array *y = arrc_array_new(ARRC_FLOAT64, 1, shape, false, &rt_test_loc);
  for (int k = 0; k < 3; k++) {
    ((double *)(void *)x->data)[k] = k;
    ((double *)(void *)y->data)[k] = 10.0 * k;
  }
  arrc_array *out = NULL;
  arrc_ser_combine("adB", ARRC_MPI_OP_PROD, &x, &y, &out, &rt_test_loc);
  cr_expect_eq(((double *)(void *)out->data)[2], 40.0);
  arrc_array_decref(out);
}

static void max_of_complex(const void *arg) {
  (void)arg;
  double complex x = 1, y = 2, out;
  arrc_ser_combine("D", ARRC_MPI_OP_MAX, &x, &y, &out, &rt_test_loc);
}

static void sum_of_shapes(const void *arg) {
  (void)arg;
  int64_t s2[1] = {2}, s3[1] = {3};
  arrc_array *x = arrc_array_new(ARRC_INT64, 1, s2, true, &rt_test_loc);
  arrc_array *y = arrc_array_new(ARRC_INT64, 1, s3, true, &rt_test_loc);
  arrc_array *out;
  arrc_ser_combine("alB", ARRC_MPI_OP_SUM, &x, &y, &out, &rt_test_loc);
}

Test(rt_serialize, combine_errors_are_pythons) {
  rt_expect_error(max_of_complex, NULL, "TypeError: '>' not supported between instances of 'complex' and 'complex'");
  rt_expect_error(sum_of_shapes, NULL, "ValueError: operands could not be broadcast together with shapes (2,) (3,) ");
}
