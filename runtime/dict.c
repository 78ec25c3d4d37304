/* Typed dicts, as CPython's compact dict: the entries in insertion order
 * (which is the order of iteration and printing) and an open-addressed
 * index table of entry numbers. Deleting marks an entry dead; the entries
 * are compacted when the table grows. Also what dicts and sets share: key
 * comparison and the references keys and values hold. */
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_dict.h"
#include "rt_values.h"

enum { ENTRY_EMPTY = 0, ENTRY_LIVE = 1, ENTRY_DEAD = 2 };
enum { PERTURB_SHIFT = 5, MIN_INDEX = 8 };

bool arrc_key_equal(const arrc_dict_layout *l, const char *a, const char *b) {
  for (int32_t k = 0; k < l->nkey_cmp; k++) {
    int32_t off = l->key_cmp[k].offset;
    switch (l->key_cmp[k].kind) {
    case ARRC_KEY_F32: {
      float x, y;
      memcpy(&x, a + off, sizeof x);
      memcpy(&y, b + off, sizeof y);
      if (x != y)
        return false;
      break;
    }
    case ARRC_KEY_F64: {
      double x, y;
      memcpy(&x, a + off, sizeof x);
      memcpy(&y, b + off, sizeof y);
      if (x != y)
        return false;
      break;
    }
    case ARRC_KEY_STR: {
      const arrc_str *x, *y;
      memcpy(&x, a + off, sizeof x);
      memcpy(&y, b + off, sizeof y);
      if (x != y && (x->len != y->len || memcmp(x->data, y->data, (size_t)x->len) != 0))
        return false;
      break;
    }
    default:
      if (memcmp(a + off, b + off, (size_t)l->key_cmp[k].kind) != 0)
        return false;
    }
  }
  return true;
}

void arrc_entry_refs(const arrc_elem_field *fields, int32_t n, const char *p, bool retain) {
  for (int32_t k = 0; k < n; k++) {
    void *obj;
    memcpy(&obj, p + fields[k].offset, sizeof obj);
    if (retain)
      arrc_incref(obj);
    else
      arrc_release(obj, fields[k].kind);
  }
}

static char *entry_at(const arrc_dict *d, int64_t n) { return d->entries + n * d->layout->entry_size; }
static int64_t *entry_hash(char *e) { return (int64_t *)e; }
static int64_t *entry_state(char *e) { return (int64_t *)e + 1; }
static char *entry_key(char *e) { return e + ARRC_ENTRY_KEY; }
static char *entry_value(const arrc_dict *d, char *e) { return e + d->layout->value_offset; }

arrc_dict *arrc_dict_new(const arrc_dict_layout *l) {
  arrc_dict *d = arrc_obj_alloc(sizeof *d, true);
  if (!d)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", sizeof *d);
  d->refcount = 1;
  d->layout = l;
  d->cap = 5;
  d->entries = arrc_calloc((size_t)(d->cap * l->entry_size), NULL);
  d->index_mask = MIN_INDEX - 1;
  d->index = arrc_malloc(MIN_INDEX * sizeof *d->index, NULL);
  memset(d->index, 0xff, MIN_INDEX * sizeof *d->index);
  return d;
}

/* The index slot of key: the one that holds its entry, or the empty slot
 * where the probe ended. */
static int64_t *find_slot(const arrc_dict *d, const void *key, int64_t hash) {
  uint64_t mask = (uint64_t)d->index_mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    int64_t *slot = &d->index[i];
    if (*slot < 0)
      return slot;
    char *e = entry_at(d, *slot);
    if (*entry_state(e) == ENTRY_LIVE && *entry_hash(e) == hash && arrc_key_equal(d->layout, entry_key(e), key))
      return slot;
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + perturb + 1) & mask;
  }
}

/* Rebuilds the entries without the dead ones and an index table of at
 * least 3 slots per 2 entries, for room up to `room` entries. */
static void rebuild(arrc_dict *d, int64_t room) {
  const arrc_dict_layout *l = d->layout;
  int64_t live = 0;
  for (int64_t n = 0; n < d->nentries; n++) {
    char *e = entry_at(d, n);
    if (*entry_state(e) != ENTRY_LIVE)
      continue;
    if (live != n)
      memcpy(entry_at(d, live), e, (size_t)l->entry_size);
    live++;
  }
  d->nentries = live;
  if (room < live + 1)
    room = live + 1;
  if (room > d->cap) {
    d->entries = arrc_realloc(d->entries, (size_t)(room * l->entry_size), NULL);
    d->cap = room;
  }
  int64_t size = MIN_INDEX;
  while (size * 2 < room * 3)
    size *= 2;
  free(d->index);
  d->index = arrc_malloc((size_t)size * sizeof *d->index, NULL);
  memset(d->index, 0xff, (size_t)size * sizeof *d->index);
  d->index_mask = size - 1;
  for (int64_t n = 0; n < live; n++) {
    char *e = entry_at(d, n);
    uint64_t mask = (uint64_t)d->index_mask, h = (uint64_t)*entry_hash(e), perturb = h, i = h & mask;
    while (d->index[i] >= 0) {
      perturb >>= PERTURB_SHIFT;
      i = (i * 5 + perturb + 1) & mask;
    }
    d->index[i] = n;
  }
}

void *arrc_dict_lookup(const arrc_dict *d, const void *key, int64_t hash) {
  int64_t *slot = find_slot(d, key, hash);
  return *slot < 0 ? NULL : entry_value(d, entry_at(d, *slot));
}

void arrc_dict_setitem(arrc_dict *d, const void *key, int64_t hash, const void *value) {
  const arrc_dict_layout *l = d->layout;
  int64_t *slot = find_slot(d, key, hash);
  if (*slot >= 0) {
    char *v = entry_value(d, entry_at(d, *slot));
    arrc_entry_refs(l->value_refs, l->nvalue_refs, value, true);
    arrc_entry_refs(l->value_refs, l->nvalue_refs, v, false);
    memcpy(v, value, (size_t)l->value_size);
    return;
  }
  if (d->nentries == d->cap || (d->nentries + 1) * 3 > (d->index_mask + 1) * 2) {
    rebuild(d, d->len * 2 + 2);
    slot = find_slot(d, key, hash);
  }
  char *e = entry_at(d, d->nentries);
  *entry_hash(e) = hash;
  *entry_state(e) = ENTRY_LIVE;
  memcpy(entry_key(e), key, (size_t)l->key_size);
  memcpy(entry_value(d, e), value, (size_t)l->value_size);
  arrc_entry_refs(l->key_refs, l->nkey_refs, entry_key(e), true);
  arrc_entry_refs(l->value_refs, l->nvalue_refs, entry_value(d, e), true);
  *slot = d->nentries++;
  d->len++;
}

static void remove_entry(arrc_dict *d, char *e, void *key_out, void *value_out) {
  const arrc_dict_layout *l = d->layout;
  if (key_out)
    memcpy(key_out, entry_key(e), (size_t)l->key_size);
  else
    arrc_entry_refs(l->key_refs, l->nkey_refs, entry_key(e), false);
  if (value_out)
    memcpy(value_out, entry_value(d, e), (size_t)l->value_size);
  else
    arrc_entry_refs(l->value_refs, l->nvalue_refs, entry_value(d, e), false);
  *entry_state(e) = ENTRY_DEAD;
  d->len--;
}

bool arrc_dict_delete(arrc_dict *d, const void *key, int64_t hash, void *value_out) {
  int64_t *slot = find_slot(d, key, hash);
  if (*slot < 0)
    return false;
  /* The slot keeps the dead entry's number, so that probes for keys
   * placed after it go on past it. */
  remove_entry(d, entry_at(d, *slot), NULL, value_out);
  return true;
}

void arrc_dict_popitem(arrc_dict *d, void *key_out, void *value_out, const arrc_loc *loc) {
  if (d->len == 0)
    arrc_raise(ARRC_KEY_ERROR, loc, "popitem(): dictionary is empty");
  int64_t n = d->nentries - 1;
  while (*entry_state(entry_at(d, n)) != ENTRY_LIVE)
    n--;
  remove_entry(d, entry_at(d, n), key_out, value_out);
}

static void drop_entries(arrc_dict *d) {
  const arrc_dict_layout *l = d->layout;
  for (int64_t n = 0; n < d->nentries; n++) {
    char *e = entry_at(d, n);
    if (*entry_state(e) == ENTRY_LIVE) {
      arrc_entry_refs(l->key_refs, l->nkey_refs, entry_key(e), false);
      arrc_entry_refs(l->value_refs, l->nvalue_refs, entry_value(d, e), false);
    }
  }
}

void arrc_dict_clear(arrc_dict *d) {
  drop_entries(d);
  d->nentries = 0;
  d->len = 0;
  memset(d->index, 0xff, (size_t)(d->index_mask + 1) * sizeof *d->index);
}

void arrc_dict_update(arrc_dict *d, const arrc_dict *other) {
  for (int64_t n = 0; n < other->nentries; n++) {
    char *e = entry_at(other, n);
    if (*entry_state(e) == ENTRY_LIVE)
      arrc_dict_setitem(d, entry_key(e), *entry_hash(e), entry_value(other, e));
  }
}

arrc_dict *arrc_dict_copy(const arrc_dict *d) {
  arrc_dict *r = arrc_dict_new(d->layout);
  r->typed = d->typed;
  arrc_dict_update(r, d);
  return r;
}

int64_t arrc_dict_seek(const arrc_dict *d, int64_t pos) {
  for (; pos < d->nentries; pos++)
    if (*entry_state(entry_at(d, pos)) == ENTRY_LIVE)
      return pos;
  return -1;
}

char *arrc_dict_entry(const arrc_dict *d, int64_t pos) { return entry_at(d, pos); }

void arrc_dict_decref(arrc_dict *d) {
  if (!d || __atomic_sub_fetch(&d->refcount, 1, __ATOMIC_ACQ_REL) > 0)
    return;
  if (d->layout->is_set) {
    const arrc_dict_layout *l = d->layout;
    for (int64_t n = 0; n <= d->cap; n++) {
      char *e = entry_at(d, n);
      if (*entry_state(e) == ENTRY_LIVE)
        arrc_entry_refs(l->key_refs, l->nkey_refs, entry_key(e), false);
    }
  } else {
    drop_entries(d);
  }
  free(d->entries);
  free(d->index);
  arrc_obj_free(d);
}
