/* runtime/list_sort.c (ordering: stable sort with keys and reverse, min
 * and max by keys, ==-searches, list comparison), the list methods of
 * runtime/list.c that move elements (insert, del of slices, slice
 * assignment) and runtime/int_builtins.c (pow with a modulus, round of
 * ints), checked against what CPython 3.11 gives. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_values.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>

static const arrc_elem_field order_i64[] = {{0, ARRC_ORDER_I64}};
static const arrc_elem_field order_f64[] = {{0, ARRC_ORDER_F64}};

static arrc_list *list_of(const int64_t *v, int n) {
  arrc_list *l = arrc_list_new(sizeof(int64_t), ARRC_ELEM_PLAIN, 0);
  for (int k = 0; k < n; k++)
    arrc_list_append(l, &v[k]);
  return l;
}

static void expect_items(const arrc_list *l, const int64_t *want, int n) {
  cr_assert_eq(l->len, n);
  for (int k = 0; k < n; k++)
    cr_expect_eq(((const int64_t *)l->data)[k], want[k], "item %d: %lld, want %lld", k,
                 (long long)((const int64_t *)l->data)[k], (long long)want[k]);
}

Test(rt_list_sort, sorts_and_reverses) {
  int64_t v[] = {5, -3, 9, 0, 9, -3, 2};
  arrc_list *l = list_of(v, 7);
  arrc_list_sort(l, NULL, order_i64, 1, 0);
  expect_items(l, (int64_t[]){-3, -3, 0, 2, 5, 9, 9}, 7);
  arrc_list_sort(l, NULL, order_i64, 1, 1);
  expect_items(l, (int64_t[]){9, 9, 5, 2, 0, -3, -3}, 7);
  arrc_list_decref(l);
}

/* Python: sorted(range(8), key=lambda v: v % 3) == [0, 3, 6, 1, 4, 7, 2, 5]
 * and with reverse=True [2, 5, 1, 4, 7, 0, 3, 6]: equal keys keep their
 * order both ways. */
Test(rt_list_sort, stable_by_keys_both_ways) {
  int64_t v[8], k[8];
  for (int i = 0; i < 8; i++)
    v[i] = i, k[i] = i % 3;
  arrc_list *l = list_of(v, 8), *keys = list_of(k, 8);
  arrc_list_sort(l, keys, order_i64, 1, 0);
  expect_items(l, (int64_t[]){0, 3, 6, 1, 4, 7, 2, 5}, 8);
  arrc_list_decref(l);
  l = list_of(v, 8);
  arrc_list_sort(l, keys, order_i64, 1, 1);
  expect_items(l, (int64_t[]){2, 5, 1, 4, 7, 0, 3, 6}, 8);
  arrc_list_decref(l);
  arrc_list_decref(keys);
}

/* Tuples compare field by field: (int32, float64) pairs. */
Test(rt_list_sort, tuples_lexicographic) {
  typedef struct {
    int32_t a;
    double b;
  } pair;
  static const arrc_elem_field order[] = {{offsetof(pair, a), ARRC_ORDER_I32}, {offsetof(pair, b), ARRC_ORDER_F64}};
  arrc_list *l = arrc_list_new(sizeof(pair), ARRC_ELEM_PLAIN, 0);
  pair ps[] = {{2, 0.5}, {1, 9.0}, {2, -1.0}, {1, 9.0}};
  for (int k = 0; k < 4; k++)
    arrc_list_append(l, &ps[k]);
  arrc_list_sort(l, NULL, order, 2, 0);
  const pair *s = (const pair *)l->data;
  cr_expect(s[0].a == 1 && s[1].a == 1 && s[2].a == 2 && s[2].b == -1.0 && s[3].b == 0.5);
  cr_expect_eq(arrc_list_argbest(l, order, 2, 1), 3);
  cr_expect_eq(arrc_list_argbest(l, order, 2, 0), 0);
  arrc_list_decref(l);
}

/* min and max give the first of equal best keys, as Python's do. */
Test(rt_list_sort, argbest_first_of_ties) {
  int64_t v[] = {3, 7, 1, 7, 1};
  arrc_list *l = list_of(v, 5);
  cr_expect_eq(arrc_list_argbest(l, order_i64, 1, 1), 1);
  cr_expect_eq(arrc_list_argbest(l, order_i64, 1, 0), 2);
  arrc_list_decref(l);
}

Test(rt_list_sort, find_count_and_nan) {
  int64_t v[] = {4, 8, 4, 1};
  arrc_list *l = list_of(v, 4);
  int64_t x = 4;
  cr_expect_eq(arrc_list_find(l, &x, order_i64, 1, 0, INT64_MAX), 0);
  cr_expect_eq(arrc_list_find(l, &x, order_i64, 1, 1, INT64_MAX), 2);
  cr_expect_eq(arrc_list_find(l, &x, order_i64, 1, -2, INT64_MAX), 2);
  cr_expect_eq(arrc_list_find(l, &x, order_i64, 1, 1, 2), -1);
  cr_expect_eq(arrc_list_count(l, &x, order_i64, 1), 2);
  arrc_list_decref(l);
  double nan = NAN, one = 1.0;
  cr_expect_eq(arrc_order_compare((const char *)&nan, (const char *)&nan, order_f64, 1), 2);
  cr_expect_eq(arrc_order_compare((const char *)&one, (const char *)&nan, order_f64, 1), 2);
}

Test(rt_list_sort, strings_by_code_point) {
  static const arrc_elem_field order[] = {{0, ARRC_ORDER_STR}};
  arrc_str *a = arrc_str_new("Zebra", 5), *b = arrc_str_new("apple", 5), *c = arrc_str_new("\xc3\xa9t\xc3\xa9", 5),
           *d = arrc_str_new("app", 3);
  cr_expect_eq(arrc_order_compare((const char *)&a, (const char *)&b, order, 1), -1);
  cr_expect_eq(arrc_order_compare((const char *)&c, (const char *)&b, order, 1), 1);
  cr_expect_eq(arrc_order_compare((const char *)&d, (const char *)&b, order, 1), -1);
  cr_expect_eq(arrc_order_compare((const char *)&b, (const char *)&b, order, 1), 0);
  arrc_str_decref(a);
  arrc_str_decref(b);
  arrc_str_decref(c);
  arrc_str_decref(d);
}

Test(rt_list_sort, compare_lists) {
  int64_t a[] = {1, 2}, b[] = {1, 2, 0}, c[] = {1, 3};
  arrc_list *la = list_of(a, 2), *lb = list_of(b, 3), *lc = list_of(c, 2);
  cr_expect_eq(arrc_list_compare(la, lb, order_i64, 1), -1);
  cr_expect_eq(arrc_list_compare(lc, lb, order_i64, 1), 1);
  cr_expect_eq(arrc_list_compare(la, la, order_i64, 1), 0);
  arrc_list_decref(la);
  arrc_list_decref(lb);
  arrc_list_decref(lc);
}

/* Python: l = list(range(10)); del l[1:8:3]; l[2:4] = [20, 30, 40];
 * l.insert(-1, 99); l.insert(100, 7) gives [0, 2, 20, 30, 40, 6, 8, 99, 9, 7]. */
Test(rt_list_sort, delete_assign_insert) {
  int64_t v[10];
  for (int i = 0; i < 10; i++)
    v[i] = i;
  arrc_list *l = list_of(v, 10);
  arrc_list_delete_slice(l, 1, 8, 3, 0, &rt_test_loc);
  expect_items(l, (int64_t[]){0, 2, 3, 5, 6, 8, 9}, 7);
  int64_t r[] = {20, 30, 40};
  arrc_list *src = list_of(r, 3);
  arrc_list_assign_slice(l, 2, 4, 1, ARRC_SLICE_NO_STEP, src, &rt_test_loc);
  int64_t x = 99, y = 7;
  arrc_list_insert(l, -1, &x);
  arrc_list_insert(l, 100, &y);
  expect_items(l, (int64_t[]){0, 2, 20, 30, 40, 6, 8, 99, 9, 7}, 10);
  /* Assigning a list to a slice of itself copies it first. */
  arrc_list_assign_slice(l, 0, 0, 1, ARRC_SLICE_NO_LO | ARRC_SLICE_NO_HI | ARRC_SLICE_NO_STEP, l, &rt_test_loc);
  expect_items(l, (int64_t[]){0, 2, 20, 30, 40, 6, 8, 99, 9, 7}, 10);
  arrc_list_decref(src);
  arrc_list_decref(l);
}

Test(rt_list_sort, pow_mod_and_round_of_ints) {
  cr_expect_eq(arrc_pow_mod(3, 4, 5, NULL), 1);
  cr_expect_eq(arrc_pow_mod(2, 100, 1000000007, NULL), 976371285);
  cr_expect_eq(arrc_pow_mod(3, -1, 7, NULL), 5);
  cr_expect_eq(arrc_pow_mod(-3, 3, 7, NULL), 1);
  cr_expect_eq(arrc_pow_mod(3, 3, -7, NULL), -1);
  cr_expect_eq(arrc_pow_mod(INT64_MAX, INT64_MAX, INT64_MAX - 1, NULL), 1);
  cr_expect_eq(arrc_round_i64(15, -1), 20);
  cr_expect_eq(arrc_round_i64(25, -1), 20);
  cr_expect_eq(arrc_round_i64(-25, -1), -20);
  cr_expect_eq(arrc_round_i64(-26, -1), -30);
  cr_expect_eq(arrc_round_i64(1234, 2), 1234);
  cr_expect_eq(arrc_round_i64(1250, -2), 1200);
}

/* A list inside the value: its entry, the count of its elements'
 * entries, then those. Python: [[2, 2], [1, 3], [2, 2, 0], [1]] sorts to
 * [[1], [1, 3], [2, 2], [2, 2, 0]]. */
Test(rt_list_sort, lists_of_lists) {
  static const arrc_elem_field order[] = {{0, ARRC_ORDER_LIST}, {1, 0}, {0, ARRC_ORDER_I64}};
  arrc_list *rows = arrc_list_new(sizeof(arrc_list *), ARRC_ELEM_LIST, 0);
  int64_t a[] = {2, 2}, b[] = {1, 3}, c[] = {2, 2, 0}, d[] = {1};
  arrc_list *parts[] = {list_of(a, 2), list_of(b, 2), list_of(c, 3), list_of(d, 1)};
  for (int k = 0; k < 4; k++) {
    arrc_list_append(rows, &parts[k]);
    arrc_list_decref(parts[k]);
  }
  arrc_list_sort(rows, NULL, order, 3, 0);
  arrc_list *const *s = (arrc_list *const *)rows->data;
  cr_expect(s[0]->len == 1 && s[1]->len == 2 && ((int64_t *)s[1]->data)[0] == 1 && s[3]->len == 3);
  cr_expect_eq(arrc_list_find(rows, &s[2], order, 3, 0, INT64_MAX), 2);
  arrc_list_decref(rows);
}
