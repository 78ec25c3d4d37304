/* runtime/index.c: advanced indexing (masks, index arrays, `...`), its
 * assignments and a.flat. Expected values and messages are NumPy 1.24's
 * (host rules) and Numba 0.56's (ARRC_INDEX_JIT), measured with
 * /usr/bin/python3; the Python expression sits next to each. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_index.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* An int64 array holding 0, 1, 2, ... in C order. */
static arrc_array *iota(int32_t ndim, const int64_t *shape) {
  arrc_array *a = arrc_array_new(ARRC_INT64, ndim, shape, false, &rt_test_loc);
  for (int64_t i = 0; i < a->size; i++)
    ((int64_t *)a->data)[i] = i;
  return a;
}

static arrc_array *ints(int64_t n, const int64_t *v) {
  arrc_array *a = arrc_array_new(ARRC_INT64, 1, &n, false, &rt_test_loc);
  memcpy(a->data, v, (size_t)n * sizeof *v);
  return a;
}

static arrc_array *mask(int64_t n, const char *bits) {
  arrc_array *a = arrc_array_new(ARRC_BOOL, 1, &n, false, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    a->data[i] = bits[i] == '1';
  return a;
}

static arrc_index array_entry(arrc_array *a) { return (arrc_index){.kind = ARRC_IX_ARRAY, .obj = a}; }
static arrc_index int_entry(int64_t i) { return (arrc_index){.kind = ARRC_IX_INT, .a = i}; }
static arrc_index all_entry(void) {
  return (arrc_index){.kind = ARRC_IX_SLICE, .absent = ARRC_SLICE_NO_LO | ARRC_SLICE_NO_HI | ARRC_SLICE_NO_STEP};
}

static void expect_ints(const arrc_array *a, int32_t ndim, const int64_t *shape, const int64_t *want) {
  cr_assert_eq(a->ndim, ndim);
  for (int32_t d = 0; d < ndim; d++)
    cr_expect_eq(ARRC_SHAPE(a)[d], shape[d], "dimension %d: %lld, expected %lld", d, (long long)ARRC_SHAPE(a)[d],
                 (long long)shape[d]);
  for (int64_t i = 0; i < a->size; i++) {
    int64_t got = *(const int64_t *)arrc_rt_elem(a, i);
    cr_expect_eq(got, want[i], "element %lld: %lld, expected %lld", (long long)i, (long long)got,
                 (long long)want[i]);
  }
}

Test(index, mask_and_arrays) {
  int64_t five = 5, shape34[] = {3, 4};
  arrc_array *a = iota(1, &five);
  arrc_array *m = mask(5, "10101");
  arrc_index ix[] = {array_entry(m)};
  arrc_array *r = arrc_index_get(a, 1, ix, 0, &rt_test_loc); /* np.arange(5)[[T,F,T,F,T]] */
  expect_ints(r, 1, (int64_t[]){3}, (int64_t[]){0, 2, 4});
  arrc_array_decref(r);

  arrc_array *idx = ints(3, (int64_t[]){4, -1, 0});
  ix[0] = array_entry(idx);
  r = arrc_index_get(a, 1, ix, 0, &rt_test_loc); /* np.arange(5)[[4, -1, 0]] */
  expect_ints(r, 1, (int64_t[]){3}, (int64_t[]){4, 4, 0});
  arrc_array_decref(r);

  arrc_array *b = iota(2, shape34);
  arrc_array *rows = ints(2, (int64_t[]){0, 2}), *cols = ints(2, (int64_t[]){1, 3});
  arrc_index two[] = {array_entry(rows), array_entry(cols)};
  r = arrc_index_get(b, 2, two, 0, &rt_test_loc); /* np.arange(12).reshape(3,4)[[0,2],[1,3]] */
  expect_ints(r, 1, (int64_t[]){2}, (int64_t[]){1, 11});
  arrc_array_decref(r);

  arrc_index cols_first[] = {all_entry(), array_entry(cols)};
  r = arrc_index_get(b, 2, cols_first, 0, &rt_test_loc); /* b[:, [1, 3]] */
  expect_ints(r, 2, (int64_t[]){3, 2}, (int64_t[]){1, 3, 5, 7, 9, 11});
  arrc_array_decref(r);

  int64_t shape234[] = {2, 3, 4};
  arrc_array *c = iota(3, shape234);
  arrc_index apart[] = {int_entry(1), all_entry(), array_entry(rows)};
  r = arrc_index_get(c, 3, apart, 0, &rt_test_loc); /* np.arange(24).reshape(2,3,4)[1, :, [0, 2]]: (2, 3) */
  expect_ints(r, 2, (int64_t[]){2, 3}, (int64_t[]){12, 16, 20, 14, 18, 22});
  arrc_array_decref(r);
  arrc_index apart_jit[] = {all_entry(), array_entry(rows), int_entry(1)};
  r = arrc_index_get(c, 3, apart_jit, ARRC_INDEX_JIT, &rt_test_loc); /* Numba: c[:, [0, 2], 1] */
  expect_ints(r, 2, (int64_t[]){2, 2}, (int64_t[]){1, 9, 13, 21});
  arrc_array_decref(r);

  arrc_array_decref(a);
  arrc_array_decref(m);
  arrc_array_decref(idx);
  arrc_array_decref(b);
  arrc_array_decref(rows);
  arrc_array_decref(cols);
  arrc_array_decref(c);
}

Test(index, assignments) {
  int64_t six = 6;
  arrc_array *a = iota(1, &six);
  arrc_array *m = mask(6, "011010");
  arrc_index ix[] = {array_entry(m)};
  int64_t zero = 0;
  arrc_index_set(a, 1, ix, 0, NULL, &zero, &rt_test_loc); /* a[m] = 0 */
  expect_ints(a, 1, &six, (int64_t[]){0, 0, 0, 3, 0, 5});

  /* a = np.arange(6); a[[1, 2, 3]] = a[0:3]: NumPy writes in place. */
  arrc_array *b = iota(1, &six), *idx = ints(3, (int64_t[]){1, 2, 3});
  arrc_array *front = arrc_array_view(b, b->data, 1, (int64_t[]){3}, (int64_t[]){8});
  ix[0] = array_entry(idx);
  arrc_index_set(b, 1, ix, 0, front, NULL, &rt_test_loc);
  expect_ints(b, 1, &six, (int64_t[]){0, 0, 0, 0, 4, 5});
  /* The same in jitted code: Numba reads the values from a copy. */
  for (int64_t i = 0; i < 6; i++)
    ((int64_t *)b->data)[i] = i;
  arrc_index_set(b, 1, ix, ARRC_INDEX_JIT, front, NULL, &rt_test_loc);
  expect_ints(b, 1, &six, (int64_t[]){0, 0, 1, 2, 4, 5});

  /* a.flat = [7, 8] repeats the values. */
  arrc_array *v = ints(2, (int64_t[]){7, 8});
  arrc_flat_assign(a, v, NULL, &rt_test_loc);
  expect_ints(a, 1, &six, (int64_t[]){7, 8, 7, 8, 7, 8});
  cr_expect_eq(*(int64_t *)arrc_flat_elem(a, -1, 0, &rt_test_loc), 8);

  arrc_array_decref(front);
  arrc_array_decref(a);
  arrc_array_decref(m);
  arrc_array_decref(b);
  arrc_array_decref(idx);
  arrc_array_decref(v);
}

typedef struct {
  int32_t flags;
  const char *bits;             /* a mask, or NULL */
  int64_t index;                /* else one index array entry */
  int64_t values;               /* > 0: assign that many values */
} ErrorCase;

static void error_case(const void *arg) {
  const ErrorCase *c = arg;
  int64_t five = 5;
  arrc_array *a = iota(1, &five);
  arrc_array *idx = c->bits ? mask((int64_t)strlen(c->bits), c->bits) : ints(1, &c->index);
  arrc_index ix[] = {array_entry(idx)};
  if (c->values > 0)
    arrc_index_set(a, 1, ix, c->flags, iota(1, &c->values), NULL, &rt_test_loc);
  else
    arrc_index_get(a, 1, ix, c->flags, &rt_test_loc);
}

Test(index, errors) {
  static const struct {
    ErrorCase c;
    const char *msg;
  } rows[] = {
      /* np.arange(5)[np.array([True, False, True, False])] */
      {{0, "1010", 0, 0},
       "IndexError: boolean index did not match indexed array along dimension 0; dimension is 5 but corresponding "
       "boolean dimension is 4"},
      {{0, NULL, 7, 0}, "IndexError: index 7 is out of bounds for axis 0 with size 5"},
      {{0, NULL, -6, 0}, "IndexError: index -6 is out of bounds for axis 0 with size 5"},
      {{ARRC_INDEX_JIT, NULL, 5, 0}, "IndexError: index is out of bounds"},
      /* Numba reads a short mask as far as it goes, but not a true past the axis. */
      {{ARRC_INDEX_JIT, "000001", 0, 0}, "IndexError: index is out of bounds"},
      /* a[np.array([T, F, T, F, T])] = np.arange(2) */
      {{0, "10101", 0, 2},
       "ValueError: NumPy boolean array indexing assignment cannot assign 2 input values to the 3 output values "
       "where the mask is true"},
      /* a[np.array([3])] = np.arange(2) */
      {{0, NULL, 3, 2},
       "ValueError: shape mismatch: value array of shape (2,) could not be broadcast to indexing result of shape (1,)"},
      {{ARRC_INDEX_JIT, NULL, 3, 2}, "ValueError: cannot assign slice from input of different size"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(error_case, &rows[i].c, rows[i].msg);
}

Test(index, jit_short_mask) {
  int64_t five = 5;
  arrc_array *a = iota(1, &five), *m = mask(3, "011");
  arrc_index ix[] = {array_entry(m)};
  arrc_array *r = arrc_index_get(a, 1, ix, ARRC_INDEX_JIT, &rt_test_loc); /* Numba: a[[F, T, T]] */
  expect_ints(r, 1, (int64_t[]){2}, (int64_t[]){1, 2});
  arrc_array_decref(r);
  arrc_array_decref(a);
  arrc_array_decref(m);
}
