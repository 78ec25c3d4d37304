/* The runtime's dicts, sets and hashes (runtime/dict.c, set.c, hash.c):
 * hashes and set orders are CPython 3.11's, measured with /usr/bin/python3. */
#include <criterion/criterion.h>
#include <string.h>

#include "rt_dict.h"

/* Generated code reads len in place. */
_Static_assert(offsetof(arrc_dict, len) == 8, "arrc_dict.len");

static const arrc_elem_field int_key[1] = {{0, ARRC_KEY_B8}};
static const arrc_dict_layout int_set = {8, 0, 24, 24, 1, 0, 0, 1, int_key, NULL, NULL};
static const arrc_dict_layout int_dict = {8, 8, 32, 24, 1, 0, 0, 0, int_key, NULL, NULL};
static const arrc_elem_field str_key[1] = {{0, ARRC_KEY_STR}};
static const arrc_elem_field str_ref[1] = {{0, ARRC_ELEM_STR}};
static const arrc_dict_layout str_dict = {8, 8, 32, 24, 1, 1, 1, 0, str_key, str_ref, str_ref};

static void add(arrc_dict *s, int64_t x) { arrc_set_add(s, &x, arrc_hash_i64(x)); }

static arrc_dict *set_of(const int64_t *xs, int n) {
  arrc_dict *s = arrc_set_new(&int_set);
  for (int k = 0; k < n; k++)
    add(s, xs[k]);
  return s;
}

/* The elements in iteration (printing) order. */
static int order(const arrc_dict *s, int64_t *out) {
  int n = 0;
  for (int64_t p = arrc_set_seek(s, 0); p >= 0; p = arrc_set_seek(s, p + 1))
    memcpy(&out[n++], arrc_set_entry(s, p) + ARRC_ENTRY_KEY, sizeof(int64_t));
  return n;
}

static void expect_order(const arrc_dict *s, const int64_t *want, int n) {
  int64_t got[64];
  cr_assert_eq(order(s, got), n);
  cr_assert_eq(s->len, n);
  for (int k = 0; k < n; k++)
    cr_expect_eq(got[k], want[k], "element %d: %lld, want %lld", k, (long long)got[k], (long long)want[k]);
}

Test(rt_hash, ints_as_cpython) {
  static const struct {
    int64_t x, h;
  } cases[] = {{0, 0}, {1, 1}, {-1, -2}, {-2, -2}, {2305843009213693950LL, 2305843009213693950LL},
               {2305843009213693951LL, 0}, {2305843009213693952LL, 1}, {INT64_MAX, 3}, {INT64_MIN, -4},
               {123456789, 123456789}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    cr_expect_eq(arrc_hash_i64(cases[k].x), cases[k].h, "hash(%lld)", (long long)cases[k].x);
  cr_expect_eq(arrc_hash_u64(UINT64_MAX), (int64_t)(UINT64_MAX % 2305843009213693951ULL));
}

Test(rt_hash, floats_as_cpython) {
  static const struct {
    double x;
    int64_t h;
  } cases[] = {{0.0, 0}, {-0.0, 0}, {0.5, 1152921504606846976LL}, {1.5, 1152921504606846977LL},
               {-1.5, -1152921504606846977LL}, {0.1, 230584300921369408LL}, {1e300, 1224995262755759164LL},
               {1e-300, 482449582752280463LL}, {3.141592653589793, 326490430436040707LL},
               {1.1805916207174113e+21, 512}, {-2.5e-10, -699647011998930896LL}, {2.0, 2}, {-1.0, -2}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    cr_expect_eq(arrc_hash_f64(cases[k].x), cases[k].h, "hash(%r)", cases[k].x);
}

static int64_t tuple_hash(const int64_t *lanes, int n) {
  uint64_t acc = arrc_hash_tuple_start();
  for (int k = 0; k < n; k++)
    acc = arrc_hash_tuple_lane(acc, lanes[k]);
  return arrc_hash_tuple_end(acc, n);
}

Test(rt_hash, tuples_as_cpython) {
  cr_expect_eq(tuple_hash((int64_t[]){1, 2}, 2), -3550055125485641917LL);
  cr_expect_eq(tuple_hash(NULL, 0), 5740354900026072187LL);
  cr_expect_eq(tuple_hash((int64_t[]){1}, 1), -6644214454873602895LL);
  cr_expect_eq(tuple_hash((int64_t[]){1, arrc_hash_f64(2.5), 0}, 3), -4085891314962160209LL);
  int64_t inner[2] = {tuple_hash((int64_t[]){1, 2}, 2), tuple_hash((int64_t[]){3, 4}, 2)};
  cr_expect_eq(tuple_hash(inner, 2), -1467267874458550984LL);
  cr_expect_eq(tuple_hash((int64_t[]){-2, -2}, 2), 960947337673586213LL);
}

Test(rt_set, order_of_adds_and_discards) {
  arrc_dict *s = set_of((int64_t[]){-1, -2}, 2);
  expect_order(s, (int64_t[]){-1, -2}, 2);
  arrc_dict_decref(s);
  s = set_of((int64_t[]){5, 13, 21, -3, 0, 29, 37, 1LL << 40}, 8);
  expect_order(s, (int64_t[]){0, 1LL << 40, 5, 37, 13, 29, 21, -3}, 8);
  int64_t x = 13;
  cr_assert(arrc_set_discard(s, &x, 13));
  cr_assert(!arrc_set_discard(s, &x, 13));
  x = 0;
  cr_assert(arrc_set_discard(s, &x, 0));
  add(s, 45);
  add(s, -11);
  expect_order(s, (int64_t[]){1LL << 40, 5, 37, 45, 29, 21, -11, -3}, 8);
  arrc_dict_decref(s);
}

Test(rt_set, operators_as_cpython) {
  int64_t xs[20], ys[20];
  int na = 0, nb = 0;
  for (int64_t v = 0; v < 40; v += 3)
    xs[na++] = v;
  for (int64_t v = 0; v < 40; v += 5)
    ys[nb++] = v;
  arrc_dict *a = set_of(xs, na), *b = set_of(ys, nb);
  arrc_dict *r = arrc_set_op(a, b, ARRC_SET_OR);
  expect_order(r, (int64_t[]){0, 3, 5, 6, 9, 10, 12, 15, 18, 20, 21, 24, 25, 27, 30, 33, 35, 36, 39}, 19);
  arrc_dict_decref(r);
  r = arrc_set_op(a, b, ARRC_SET_AND);
  expect_order(r, (int64_t[]){0, 30, 15}, 3);
  arrc_dict_decref(r);
  r = arrc_set_op(a, b, ARRC_SET_SUB);
  expect_order(r, (int64_t[]){33, 3, 36, 6, 39, 9, 12, 18, 21, 24, 27}, 11);
  arrc_dict_decref(r);
  r = arrc_set_op(a, b, ARRC_SET_XOR);
  expect_order(r, (int64_t[]){3, 5, 6, 9, 10, 12, 18, 20, 21, 24, 25, 27, 33, 35, 36, 39}, 16);
  arrc_dict_decref(r);
  r = arrc_set_op(b, a, ARRC_SET_SUB);
  expect_order(r, (int64_t[]){35, 5, 10, 20, 25}, 5);
  arrc_dict_decref(r);
  cr_expect(!arrc_set_le(a, b) && !arrc_set_disjoint(a, b));
  arrc_dict_decref(a);
  arrc_dict_decref(b);
}

Test(rt_dict, insertion_order_and_deletion) {
  arrc_dict *d = arrc_dict_new(&int_dict);
  for (int64_t k = 100; k > 0; k -= 7) {
    int64_t v = k * 2;
    arrc_dict_setitem(d, &k, arrc_hash_i64(k), &v);
  }
  cr_assert_eq(d->len, 15);
  int64_t k = 93, v;
  cr_assert(arrc_dict_delete(d, &k, arrc_hash_i64(k), &v));
  cr_expect_eq(v, 186);
  cr_assert_null(arrc_dict_lookup(d, &k, arrc_hash_i64(k)));
  v = 1;
  arrc_dict_setitem(d, &k, arrc_hash_i64(k), &v);
  /* A key deleted and stored again goes to the end. */
  int64_t first, last = 0;
  memcpy(&first, arrc_dict_entry(d, arrc_dict_seek(d, 0)) + ARRC_ENTRY_KEY, 8);
  for (int64_t p = arrc_dict_seek(d, 0); p >= 0; p = arrc_dict_seek(d, p + 1))
    memcpy(&last, arrc_dict_entry(d, p) + ARRC_ENTRY_KEY, 8);
  cr_expect_eq(first, 100);
  cr_expect_eq(last, 93);
  int64_t pk, pv;
  arrc_dict_popitem(d, &pk, &pv, NULL);
  cr_expect(pk == 93 && pv == 1 && d->len == 14);
  arrc_dict_decref(d);
}

Test(rt_dict, string_keys_are_retained_and_released) {
  arrc_dict *d = arrc_dict_new(&str_dict);
  arrc_str *a = arrc_str_new("key", 3), *b = arrc_str_new("key", 3), *v = arrc_str_new("value", 5);
  arrc_dict_setitem(d, &a, arrc_hash_str(a), &v);
  cr_expect_eq(a->refcount, 2);
  cr_expect_eq(v->refcount, 2);
  /* An equal string finds the entry; the stored key stays. */
  cr_assert_not_null(arrc_dict_lookup(d, &b, arrc_hash_str(b)));
  arrc_dict_setitem(d, &b, arrc_hash_str(b), &v);
  cr_expect(b->refcount == 1 && v->refcount == 2 && d->len == 1);
  arrc_dict *c = arrc_dict_copy(d);
  cr_expect(a->refcount == 3 && v->refcount == 3);
  arrc_dict_decref(c);
  arrc_dict_decref(d);
  cr_expect(a->refcount == 1 && v->refcount == 1);
  arrc_str_decref(a);
  arrc_str_decref(b);
  arrc_str_decref(v);
}
