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
