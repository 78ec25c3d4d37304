/* Typed growable lists and sys.argv.
 *
 * A list stores its elements by value, itemsize bytes each. Elements that
 * are arrays, lists or strings are pointers to reference-counted objects,
 * and tuples and optionals may hold such pointers at the offsets of the
 * list's field table: the list holds one reference to each and drops them
 * when it dies. */
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_dict.h"
#include "rt_values.h"

arrc_list *arrc_list_new(int64_t itemsize, arrc_elem_kind kind, int64_t len) {
  arrc_list *l = arrc_obj_alloc(sizeof *l, false);
  if (!l)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", sizeof *l);
  l->refcount = 1;
  l->len = len;
  l->cap = len > 4 ? len : 4;
  l->itemsize = itemsize;
  l->elem_kind = (int32_t)kind;
  l->nfields = 0;
  l->fields = NULL;
  /* Zeroed, so that a new list's managed elements are NULL, which every
   * decref ignores. */
  l->data = arrc_calloc((size_t)(l->cap * itemsize), NULL);
  return l;
}

arrc_list *arrc_list_new_fields(int64_t itemsize, int32_t nfields, const arrc_elem_field *fields) {
  arrc_list *l = arrc_list_new(itemsize, nfields ? ARRC_ELEM_FIELDS : ARRC_ELEM_PLAIN, 0);
  l->nfields = nfields;
  l->fields = nfields ? fields : NULL;
  return l;
}

arrc_list *arrc_list_new_like(const arrc_list *l) {
  arrc_list *r = arrc_list_new(l->itemsize, (arrc_elem_kind)l->elem_kind, 0);
  r->nfields = l->nfields;
  r->fields = l->fields;
  return r;
}

static void ref_at(arrc_elem_kind kind, const char *at, bool retain) {
  void *obj;
  memcpy(&obj, at, sizeof obj);
  if (retain) {
    arrc_incref(obj);
    return;
  }
  switch (kind) {
  case ARRC_ELEM_ARRAY: arrc_array_decref(obj); break;
  case ARRC_ELEM_LIST: arrc_list_decref(obj); break;
  case ARRC_ELEM_STR: arrc_str_decref(obj); break;
  case ARRC_ELEM_DICT: case ARRC_ELEM_SET: arrc_dict_decref(obj); break;
  case ARRC_ELEM_OBJECT: arrc_object_decref(obj); break;
  case ARRC_ELEM_PLAIN: case ARRC_ELEM_FIELDS: break;
  }
}

/* Takes (retain) or drops a reference to each object the element at slot
 * holds. */
static void elem_refs(const arrc_list *l, const char *slot, bool retain) {
  if (l->elem_kind != ARRC_ELEM_FIELDS) {
    ref_at((arrc_elem_kind)l->elem_kind, slot, retain);
    return;
  }
  for (int32_t k = 0; k < l->nfields; k++)
    ref_at((arrc_elem_kind)l->fields[k].kind, slot + l->fields[k].offset, retain);
}

void arrc_list_append(arrc_list *l, const void *elem) {
  if (l->len == l->cap) {
    int64_t cap = l->cap ? l->cap * 2 : 4;
    l->data = arrc_realloc(l->data, (size_t)(cap * l->itemsize), NULL);
    l->cap = cap;
  }
  char *slot = l->data + l->len * l->itemsize;
  memcpy(slot, elem, (size_t)l->itemsize);
  if (l->elem_kind != ARRC_ELEM_PLAIN)
    elem_refs(l, slot, true);
  l->len++;
}

void *arrc_list_at(const arrc_list *l, int64_t i, const arrc_loc *loc) {
  if (i < 0)
    i += l->len;
  if (i < 0 || i >= l->len)
    arrc_raise(ARRC_INDEX_ERROR, loc, "list index out of range");
  return l->data + i * l->itemsize;
}

void arrc_list_pop(arrc_list *l, int64_t i, void *out, const arrc_loc *loc) {
  if (l->len == 0)
    arrc_raise(ARRC_INDEX_ERROR, loc, "pop from empty list");
  if (i < 0)
    i += l->len;
  if (i < 0 || i >= l->len)
    arrc_raise(ARRC_INDEX_ERROR, loc, "pop index out of range");
  char *slot = l->data + i * l->itemsize;
  memcpy(out, slot, (size_t)l->itemsize);
  memmove(slot, slot + l->itemsize, (size_t)((l->len - i - 1) * l->itemsize));
  l->len--;
}

void arrc_list_decref(arrc_list *l) {
  if (!l || __atomic_sub_fetch(&l->refcount, 1, __ATOMIC_ACQ_REL) > 0)
    return;
  if (l->elem_kind != ARRC_ELEM_PLAIN)
    for (int64_t i = 0; i < l->len; i++)
      elem_refs(l, l->data + i * l->itemsize, false);
  free(l->data);
  arrc_obj_free(l);
}

/* ---- list methods and operators ------------------------------------------ */

static void reserve(arrc_list *l, int64_t n) {
  if (n <= l->cap)
    return;
  int64_t cap = l->cap ? l->cap : 4;
  while (cap < n)
    cap *= 2;
  l->data = arrc_realloc(l->data, (size_t)(cap * l->itemsize), NULL);
  l->cap = cap;
}

/* l.insert(i, x): i is clamped to the list, as in Python. */
void arrc_list_insert(arrc_list *l, int64_t i, const void *elem) {
  if (i < 0)
    i = i + l->len < 0 ? 0 : i + l->len;
  if (i > l->len)
    i = l->len;
  reserve(l, l->len + 1);
  char *slot = l->data + i * l->itemsize;
  memmove(slot + l->itemsize, slot, (size_t)((l->len - i) * l->itemsize));
  memcpy(slot, elem, (size_t)l->itemsize);
  if (l->elem_kind != ARRC_ELEM_PLAIN)
    elem_refs(l, slot, true);
  l->len++;
}

/* l.extend(other) and l += other; other may be l itself. */
void arrc_list_extend(arrc_list *l, const arrc_list *other) {
  int64_t n = other->len;
  reserve(l, l->len + n);
  for (int64_t k = 0; k < n; k++)
    arrc_list_append(l, other->data + k * other->itemsize);
}

/* Removes the elements [lo, hi) (0 <= lo <= hi <= len), dropping their
 * references. */
static void remove_range(arrc_list *l, int64_t lo, int64_t hi) {
  if (l->elem_kind != ARRC_ELEM_PLAIN)
    for (int64_t k = lo; k < hi; k++)
      elem_refs(l, l->data + k * l->itemsize, false);
  memmove(l->data + lo * l->itemsize, l->data + hi * l->itemsize, (size_t)((l->len - hi) * l->itemsize));
  l->len -= hi - lo;
}

void arrc_list_clear(arrc_list *l) { remove_range(l, 0, l->len); }

void arrc_list_remove_at(arrc_list *l, int64_t i) { remove_range(l, i, i + 1); }

void arrc_list_reverse(arrc_list *l) {
  char *tmp = arrc_malloc((size_t)l->itemsize, NULL);
  for (int64_t i = 0, j = l->len - 1; i < j; i++, j--) {
    memcpy(tmp, l->data + i * l->itemsize, (size_t)l->itemsize);
    memcpy(l->data + i * l->itemsize, l->data + j * l->itemsize, (size_t)l->itemsize);
    memcpy(l->data + j * l->itemsize, tmp, (size_t)l->itemsize);
  }
  free(tmp);
}

/* a + b, and a * n (an n below 1 gives an empty list, as in Python). */
arrc_list *arrc_list_concat(const arrc_list *a, const arrc_list *b) {
  arrc_list *r = arrc_list_new_like(a);
  arrc_list_extend(r, a);
  arrc_list_extend(r, b);
  return r;
}

arrc_list *arrc_list_repeat(const arrc_list *a, int64_t n) {
  arrc_list *r = arrc_list_new_like(a);
  for (int64_t k = 0; k < n; k++)
    arrc_list_extend(r, a);
  return r;
}

arrc_list *arrc_list_copy(const arrc_list *a) {
  arrc_list *r = arrc_list_new_like(a);
  arrc_list_extend(r, a);
  return r;
}

/* del l[i]: IndexError "list assignment index out of range" outside. */
void arrc_list_delete(arrc_list *l, int64_t i, const arrc_loc *loc) {
  if (i < 0)
    i += l->len;
  if (i < 0 || i >= l->len)
    arrc_raise(ARRC_INDEX_ERROR, loc, "list assignment index out of range");
  remove_range(l, i, i + 1);
}

/* del l[lo:hi:step] (absent as for arrc_slice_indices). */
void arrc_list_delete_slice(arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent,
                            const arrc_loc *loc) {
  int64_t start;
  int64_t n = arrc_slice_indices(l->len, lo, hi, step, absent, &start, loc);
  if (absent & ARRC_SLICE_NO_STEP)
    step = 1;
  if (step == 1) {
    remove_range(l, start, start + n);
    return;
  }
  /* An extended slice: each element goes, highest index first so that the
   * indices still to go keep their places. */
  for (int64_t k = n - 1; k >= 0; k--) {
    int64_t at = start + k * step;
    if (step < 0)
      at = start + (n - 1 - k) * step;
    remove_range(l, at, at + 1);
  }
}

/* l[lo:hi:step] = src: a simple slice is replaced by src's elements (the
 * list grows or shrinks); an extended slice takes exactly as many as it
 * has, else ValueError as in Python. src may be l itself. */
void arrc_list_assign_slice(arrc_list *l, int64_t lo, int64_t hi, int64_t step, int32_t absent, const arrc_list *src,
                            const arrc_loc *loc) {
  arrc_list *copy = arrc_list_copy(src);
  int64_t start;
  int64_t n = arrc_slice_indices(l->len, lo, hi, step, absent, &start, loc);
  if (absent & ARRC_SLICE_NO_STEP)
    step = 1;
  if (step == 1) {
    if (n < 0)
      n = 0;
    remove_range(l, start, start + n);
    for (int64_t k = 0; k < copy->len; k++)
      arrc_list_insert(l, start + k, copy->data + k * copy->itemsize);
  } else {
    if (copy->len != n) {
      arrc_list_decref(copy);
      arrc_raise(ARRC_VALUE_ERROR, loc, "attempt to assign sequence of size %lld to extended slice of size %lld",
                 (long long)src->len, (long long)n);
    }
    for (int64_t k = 0; k < n; k++) {
      char *slot = l->data + (start + k * step) * l->itemsize;
      if (l->elem_kind != ARRC_ELEM_PLAIN)
        elem_refs(l, slot, false);
      memcpy(slot, copy->data + k * copy->itemsize, (size_t)l->itemsize);
      if (l->elem_kind != ARRC_ELEM_PLAIN)
        elem_refs(l, slot, true);
    }
  }
  arrc_list_decref(copy);
}

/* sys.argv is one list for the whole run, as in Python, so that a change
 * a program makes to it is seen by every later use. Each call returns a new
 * reference that the caller releases; the list's own reference goes at
 * arrc_exit or sys.exit. */
static arrc_list *argv_list;

arrc_list *arrc_sys_argv(void) {
  if (!argv_list) {
    argv_list = arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0);
    for (int i = 0; i < arrc_rt_argc; i++) {
      arrc_str *s = arrc_str_new(arrc_rt_argv[i], (int64_t)strlen(arrc_rt_argv[i]));
      arrc_list_append(argv_list, &s);
      arrc_str_decref(s);
    }
  }
  arrc_incref(argv_list);
  return argv_list;
}

void arrc_rt_argv_release(void) {
  arrc_list_decref(argv_list);
  argv_list = NULL;
}
