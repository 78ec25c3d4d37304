/* Ordering of list elements: list.sort and sorted (with keys and reverse),
 * min and max of a list (with keys), and the equality searches of
 * list.index, list.count and list.remove.
 *
 * Generated code describes the values compared with an order table
 * (arrc_elem_field with arrc_order_kind codes, arrc_abi.h): one entry per
 * number or string inside a value, a tuple's flattened in order. Two values
 * compare as Python compares them: the first entry where they are not equal
 * decides, by `<`. Sorting is a stable merge sort, so that equal keys keep
 * their order as in Python's timsort; reverse=True keeps equal keys in
 * their original order too, as Python's does (it reverses, sorts stably
 * and reverses back). */
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"

/* -1, 0 or 1 as a is less than, equal to or greater than b, and 2 when
 * neither holds (a NaN). */
enum { UNORDERED = 2 };

static int three_way_f64(double a, double b) {
  if (a < b)
    return -1;
  if (a > b)
    return 1;
  return a == b ? 0 : UNORDERED;
}

/* Strings compare by code point, which is the order of their UTF-8
 * bytes. */
static int three_way_str(const arrc_str *a, const arrc_str *b) {
  int64_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->data, b->data, (size_t)n);
  if (c)
    return c < 0 ? -1 : 1;
  return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
}

#define THREE_WAY(T)              \
  do {                            \
    T x, y;                       \
    memcpy(&x, a, sizeof x);      \
    memcpy(&y, b, sizeof y);      \
    return x < y ? -1 : x > y;    \
  } while (0)

static int three_way(int32_t kind, const char *a, const char *b) {
  switch ((arrc_order_kind)kind) {
  case ARRC_ORDER_I8: THREE_WAY(int8_t);
  case ARRC_ORDER_I16: THREE_WAY(int16_t);
  case ARRC_ORDER_I32: THREE_WAY(int32_t);
  case ARRC_ORDER_I64: THREE_WAY(int64_t);
  case ARRC_ORDER_U8: THREE_WAY(uint8_t);
  case ARRC_ORDER_U16: THREE_WAY(uint16_t);
  case ARRC_ORDER_U32: THREE_WAY(uint32_t);
  case ARRC_ORDER_U64: THREE_WAY(uint64_t);
  case ARRC_ORDER_F32: {
    float x, y;
    memcpy(&x, a, sizeof x);
    memcpy(&y, b, sizeof y);
    return three_way_f64(x, y);
  }
  case ARRC_ORDER_F64: {
    double x, y;
    memcpy(&x, a, sizeof x);
    memcpy(&y, b, sizeof y);
    return three_way_f64(x, y);
  }
  case ARRC_ORDER_STR: {
    const arrc_str *x, *y;
    memcpy(&x, a, sizeof x);
    memcpy(&y, b, sizeof y);
    return three_way_str(x, y);
  }
  case ARRC_ORDER_LIST: break;
  }
  return UNORDERED;
}

int32_t arrc_order_compare(const char *a, const char *b, const arrc_elem_field *order, int32_t n) {
  for (int32_t k = 0; k < n; k++) {
    int c;
    if (order[k].kind == ARRC_ORDER_LIST) {
      /* A list inside the value: compared as Python compares lists, by
       * the entries that describe its elements. */
      const arrc_list *x, *y;
      memcpy(&x, a + order[k].offset, sizeof x);
      memcpy(&y, b + order[k].offset, sizeof y);
      int32_t sub = order[k + 1].offset;
      c = arrc_list_compare(x, y, order + k + 2, sub);
      k += 1 + sub;
    } else {
      c = three_way(order[k].kind, a + order[k].offset, b + order[k].offset);
    }
    if (c)
      return c;
  }
  return 0;
}

/* The keys a sort compares: the list's own elements or a parallel list of
 * keys, and the direction. */
typedef struct {
  const char *data;
  int64_t itemsize;
  const arrc_elem_field *order;
  int32_t n;
  bool reverse;
} SortKeys;

/* Whether the element at j goes before the one at i, which precedes it:
 * only when its key is strictly less (greater, reversed), which keeps the
 * sort stable. */
static bool goes_first(const SortKeys *s, int64_t j, int64_t i) {
  int c = arrc_order_compare(s->data + j * s->itemsize, s->data + i * s->itemsize, s->order, s->n);
  return s->reverse ? c == 1 : c == -1;
}

static void merge_sort(const SortKeys *s, int64_t *idx, int64_t *tmp, int64_t n) {
  if (n < 2)
    return;
  int64_t half = n / 2;
  merge_sort(s, idx, tmp, half);
  merge_sort(s, idx + half, tmp, n - half);
  int64_t i = 0, j = half, k = 0;
  while (i < half && j < n)
    tmp[k++] = goes_first(s, idx[j], idx[i]) ? idx[j++] : idx[i++];
  while (i < half)
    tmp[k++] = idx[i++];
  while (j < n)
    tmp[k++] = idx[j++];
  memcpy(idx, tmp, (size_t)n * sizeof *idx);
}

void arrc_list_sort(arrc_list *l, const arrc_list *keys, const arrc_elem_field *order, int32_t n, int8_t reverse) {
  int64_t len = l->len;
  if (len < 2)
    return;
  const arrc_list *k = keys ? keys : l;
  SortKeys s = {k->data, k->itemsize, order, n, reverse != 0};
  int64_t *idx = arrc_malloc((size_t)len * 2 * sizeof *idx, NULL);
  for (int64_t i = 0; i < len; i++)
    idx[i] = i;
  merge_sort(&s, idx, idx + len, len);
  /* The elements move; the references they hold move with them. */
  char *sorted = arrc_malloc((size_t)(len * l->itemsize), NULL);
  for (int64_t i = 0; i < len; i++)
    memcpy(sorted + i * l->itemsize, l->data + idx[i] * l->itemsize, (size_t)l->itemsize);
  memcpy(l->data, sorted, (size_t)(len * l->itemsize));
  free(sorted);
  free(idx);
}

int64_t arrc_list_argbest(const arrc_list *keys, const arrc_elem_field *order, int32_t n, int8_t is_max) {
  int64_t best = 0;
  for (int64_t i = 1; i < keys->len; i++) {
    int c = arrc_order_compare(keys->data + i * keys->itemsize, keys->data + best * keys->itemsize, order, n);
    if (c == (is_max ? 1 : -1))
      best = i;
  }
  return best;
}

int64_t arrc_list_find(const arrc_list *l, const void *x, const arrc_elem_field *order, int32_t n, int64_t start,
                       int64_t stop) {
  /* list.index's bounds are a slice's: negative ones count from the end. */
  if (start < 0)
    start = start + l->len < 0 ? 0 : start + l->len;
  if (stop < 0)
    stop = stop + l->len < 0 ? 0 : stop + l->len;
  if (stop > l->len)
    stop = l->len;
  for (int64_t i = start; i < stop; i++)
    if (arrc_order_compare(l->data + i * l->itemsize, x, order, n) == 0)
      return i;
  return -1;
}

int64_t arrc_list_count(const arrc_list *l, const void *x, const arrc_elem_field *order, int32_t n) {
  int64_t count = 0;
  for (int64_t i = 0; i < l->len; i++)
    count += arrc_order_compare(l->data + i * l->itemsize, x, order, n) == 0;
  return count;
}

int32_t arrc_list_compare(const arrc_list *a, const arrc_list *b, const arrc_elem_field *order, int32_t n) {
  int64_t len = a->len < b->len ? a->len : b->len;
  for (int64_t i = 0; i < len; i++) {
    int c = arrc_order_compare(a->data + i * a->itemsize, b->data + i * b->itemsize, order, n);
    if (c)
      return c;
  }
  return a->len < b->len ? -1 : a->len > b->len;
}
