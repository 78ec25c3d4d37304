/* Sets, as CPython 3.11's Objects/setobject.c: an open-addressed table of
 * 8 slots or more, probed LINEAR_PROBES slots at a time, then by the
 * perturbed recurrence; a deleted element leaves a dummy; the table grows
 * to 4 times the live elements when 3/5 of it is filled. A set prints in
 * the order of its slots, so every operation here fills the table as
 * CPython's does (the same inserts in the same order), and an int set
 * prints as Python prints it. The table is d->entries with d->cap + 1
 * slots (cap is the mask) and d->nentries filled (live or dummy). */
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_dict.h"

enum { SLOT_EMPTY = 0, SLOT_LIVE = 1, SLOT_DUMMY = 2 };
enum { MIN_SIZE = 8, LINEAR_PROBES = 9, PERTURB_SHIFT = 5 };

static char *slot_at(const arrc_dict *s, uint64_t i) { return s->entries + (int64_t)i * s->layout->entry_size; }
static int64_t *slot_hash(char *e) { return (int64_t *)e; }
static int64_t *slot_state(char *e) { return (int64_t *)e + 1; }
static char *slot_key(char *e) { return e + ARRC_ENTRY_KEY; }

static void make_table(arrc_dict *s, int64_t size) {
  s->entries = arrc_calloc((size_t)(size * s->layout->entry_size), NULL);
  s->cap = size - 1;
  s->nentries = 0;
  s->len = 0;
}

arrc_dict *arrc_set_new(const arrc_dict_layout *l) {
  arrc_dict *s = arrc_obj_alloc(sizeof *s, true);
  if (!s)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %zu bytes", sizeof *s);
  s->refcount = 1;
  s->layout = l;
  make_table(s, MIN_SIZE);
  return s;
}

/* set_lookkey: the slot holding key, or the empty slot that ends the probe. */
static char *lookkey(const arrc_dict *s, const void *key, int64_t hash) {
  uint64_t mask = (uint64_t)s->cap, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    char *e = slot_at(s, i);
    int probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
    do {
      if (*slot_state(e) == SLOT_EMPTY)
        return e;
      if (*slot_state(e) == SLOT_LIVE && *slot_hash(e) == hash && arrc_key_equal(s->layout, slot_key(e), key))
        return e;
      e += s->layout->entry_size;
    } while (probes--);
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

/* set_insert_clean: into a table without dummies, of a key it lacks. */
static void insert_clean(arrc_dict *s, const char *from) {
  uint64_t mask = (uint64_t)s->cap, hash = (uint64_t)*slot_hash((char *)from), perturb = hash, i = hash & mask;
  char *e;
  for (;;) {
    e = slot_at(s, i);
    if (*slot_state(e) == SLOT_EMPTY)
      goto found;
    if (i + LINEAR_PROBES <= mask)
      for (int j = 0; j < LINEAR_PROBES; j++) {
        e += s->layout->entry_size;
        if (*slot_state(e) == SLOT_EMPTY)
          goto found;
      }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
found:
  memcpy(e, from, (size_t)s->layout->entry_size);
}

/* set_table_resize: a table of the smallest power of two above minused,
 * the live elements moved over in slot order. */
static void table_resize(arrc_dict *s, int64_t minused) {
  int64_t size = MIN_SIZE;
  while (size <= minused)
    size <<= 1;
  char *old = s->entries;
  int64_t oldmask = s->cap, used = s->len;
  make_table(s, size);
  for (int64_t n = 0; n <= oldmask; n++) {
    char *e = old + n * s->layout->entry_size;
    if (*slot_state(e) == SLOT_LIVE)
      insert_clean(s, e);
  }
  s->nentries = used;
  s->len = used;
  free(old);
}

/* set_add_entry: a key not yet present goes in the last dummy its probe
 * passed (CPython 3.11 keeps the last, not the first), else in the empty
 * slot that ended the probe, and only then may the table grow. The set
 * retains the key. */
static void add_entry(arrc_dict *s, const void *key, int64_t hash) {
  uint64_t mask = (uint64_t)s->cap, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  char *e, *freeslot = NULL;
  for (;;) {
    e = slot_at(s, i);
    int probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
    do {
      if (*slot_state(e) == SLOT_EMPTY)
        goto found_unused_or_dummy;
      if (*slot_state(e) == SLOT_LIVE && *slot_hash(e) == hash && arrc_key_equal(s->layout, slot_key(e), key))
        return;
      if (*slot_state(e) == SLOT_DUMMY)
        freeslot = e;
      e += s->layout->entry_size;
    } while (probes--);
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
found_unused_or_dummy:;
  bool unused = !freeslot;
  if (freeslot)
    e = freeslot;
  *slot_hash(e) = hash;
  *slot_state(e) = SLOT_LIVE;
  memcpy(slot_key(e), key, (size_t)s->layout->key_size);
  arrc_entry_refs(s->layout->key_refs, s->layout->nkey_refs, slot_key(e), true);
  s->len++;
  if (!unused)
    return;
  s->nentries++;
  if ((uint64_t)s->nentries * 5 < mask * 3)
    return;
  table_resize(s, s->len > 50000 ? s->len * 2 : s->len * 4);
}

void arrc_set_add(arrc_dict *s, const void *key, int64_t hash) { add_entry(s, key, hash); }

bool arrc_set_contains(const arrc_dict *s, const void *key, int64_t hash) {
  return *slot_state(lookkey(s, key, hash)) == SLOT_LIVE;
}

static void make_dummy(arrc_dict *s, char *e, void *key_out) {
  if (key_out)
    memcpy(key_out, slot_key(e), (size_t)s->layout->key_size);
  else
    arrc_entry_refs(s->layout->key_refs, s->layout->nkey_refs, slot_key(e), false);
  *slot_state(e) = SLOT_DUMMY;
  *slot_hash(e) = -1;
  s->len--;
}

bool arrc_set_discard(arrc_dict *s, const void *key, int64_t hash) {
  char *e = lookkey(s, key, hash);
  if (*slot_state(e) != SLOT_LIVE)
    return false;
  make_dummy(s, e, NULL);
  return true;
}

/* set_pop: the first live slot from the finger on, wrapping around. */
void arrc_set_pop(arrc_dict *s, void *key_out, const arrc_loc *loc) {
  if (s->len == 0)
    arrc_raise(ARRC_KEY_ERROR, loc, "pop from an empty set");
  uint64_t i = (uint64_t)s->finger & (uint64_t)s->cap;
  while (*slot_state(slot_at(s, i)) != SLOT_LIVE)
    i = i == (uint64_t)s->cap ? 0 : i + 1;
  make_dummy(s, slot_at(s, i), key_out);
  s->finger = (int64_t)i + 1;
}

static void drop_all(arrc_dict *s) {
  for (int64_t n = 0; n <= s->cap; n++) {
    char *e = slot_at(s, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE)
      arrc_entry_refs(s->layout->key_refs, s->layout->nkey_refs, slot_key(e), false);
  }
  free(s->entries);
}

void arrc_set_clear(arrc_dict *s) {
  drop_all(s);
  make_table(s, MIN_SIZE);
}

/* set_merge: s |= other, with CPython's shortcuts for an empty s. */
static void merge(arrc_dict *s, const arrc_dict *other) {
  if (s == other || other->len == 0)
    return;
  if ((s->nentries + other->len) * 5 >= s->cap * 3)
    table_resize(s, (s->len + other->len) * 2);
  const arrc_dict_layout *l = s->layout;
  if (s->nentries == 0 && s->cap == other->cap && other->nentries == other->len) {
    memcpy(s->entries, other->entries, (size_t)((other->cap + 1) * l->entry_size));
    for (int64_t n = 0; n <= s->cap; n++) {
      char *e = slot_at(s, (uint64_t)n);
      if (*slot_state(e) == SLOT_LIVE)
        arrc_entry_refs(l->key_refs, l->nkey_refs, slot_key(e), true);
    }
    s->nentries = other->nentries;
    s->len = other->len;
    return;
  }
  if (s->nentries == 0) {
    for (int64_t n = 0; n <= other->cap; n++) {
      char *e = slot_at(other, (uint64_t)n);
      if (*slot_state(e) == SLOT_LIVE) {
        insert_clean(s, e);
        arrc_entry_refs(l->key_refs, l->nkey_refs, e + ARRC_ENTRY_KEY, true);
      }
    }
    s->nentries = s->len = other->len;
    return;
  }
  for (int64_t n = 0; n <= other->cap; n++) {
    char *e = slot_at(other, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE)
      add_entry(s, slot_key(e), *slot_hash(e));
  }
}

void arrc_set_reserve(arrc_dict *s, int64_t extra) {
  if ((s->nentries + extra) * 5 >= s->cap * 3)
    table_resize(s, (s->len + extra) * 2);
}

arrc_dict *arrc_set_refold(arrc_dict *s) {
  arrc_dict *twice = arrc_set_new(s->layout);
  for (int64_t n = 0; n <= s->cap; n++) {
    char *e = slot_at(s, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE)
      add_entry(twice, slot_key(e), *slot_hash(e));
  }
  arrc_dict *r = arrc_set_new(s->layout);
  merge(r, twice);
  arrc_dict_decref(twice);
  arrc_dict_decref(s);
  return r;
}

arrc_dict *arrc_set_copy(const arrc_dict *s) {
  arrc_dict *r = arrc_set_new(s->layout);
  merge(r, s);
  return r;
}

/* set_intersection: the smaller set's elements that the larger holds, in
 * the smaller's slot order. */
static arrc_dict *intersection(const arrc_dict *a, const arrc_dict *b) {
  if (a == b)
    return arrc_set_copy(a);
  arrc_dict *r = arrc_set_new(a->layout);
  if (b->len > a->len) {
    const arrc_dict *t = a;
    a = b;
    b = t;
  }
  for (int64_t n = 0; n <= b->cap; n++) {
    char *e = slot_at(b, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE && arrc_set_contains(a, slot_key(e), *slot_hash(e)))
      add_entry(r, slot_key(e), *slot_hash(e));
  }
  return r;
}

/* set_difference_update_internal: dummies are resized away when more than
 * a quarter of the table. */
static void difference_update(arrc_dict *s, const arrc_dict *other) {
  if (s == other) {
    arrc_set_clear(s);
    return;
  }
  for (int64_t n = 0; n <= other->cap; n++) {
    char *e = slot_at(other, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE)
      arrc_set_discard(s, slot_key(e), *slot_hash(e));
  }
  if ((uint64_t)(s->nentries - s->len) <= (uint64_t)s->cap / 4)
    return;
  table_resize(s, s->len > 50000 ? s->len * 2 : s->len * 4);
}

/* set_difference: a copy of a less b's elements when a is over four times
 * larger, else a's elements not in b added to a new set. */
static arrc_dict *difference(const arrc_dict *a, const arrc_dict *b) {
  if ((a->len >> 2) > b->len) {
    arrc_dict *r = arrc_set_copy(a);
    difference_update(r, b);
    return r;
  }
  arrc_dict *r = arrc_set_new(a->layout);
  for (int64_t n = 0; n <= a->cap; n++) {
    char *e = slot_at(a, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE && !arrc_set_contains(b, slot_key(e), *slot_hash(e)))
      add_entry(r, slot_key(e), *slot_hash(e));
  }
  return r;
}

/* set_symmetric_difference_update: each of other's elements is removed
 * from s, or added when s lacks it. */
static void symmetric_update(arrc_dict *s, const arrc_dict *other) {
  if (s == other) {
    arrc_set_clear(s);
    return;
  }
  for (int64_t n = 0; n <= other->cap; n++) {
    char *e = slot_at(other, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE && !arrc_set_discard(s, slot_key(e), *slot_hash(e)))
      add_entry(s, slot_key(e), *slot_hash(e));
  }
}

/* Moves r's table into s (set_swap_bodies, for &=). */
static void take_table(arrc_dict *s, arrc_dict *r) {
  drop_all(s);
  s->entries = r->entries;
  s->cap = r->cap;
  s->nentries = r->nentries;
  s->len = r->len;
  r->entries = NULL;
  r->len = r->nentries = 0;
  r->cap = -1;
  arrc_dict_decref(r);
}

arrc_dict *arrc_set_op(arrc_dict *a, const arrc_dict *b, int32_t op) {
  bool inplace = op & ARRC_SET_INPLACE;
  arrc_dict *r;
  switch (op & ~ARRC_SET_INPLACE) {
  case ARRC_SET_OR:
    r = inplace ? a : arrc_set_copy(a);
    merge(r, b);
    break;
  case ARRC_SET_AND:
    r = intersection(a, b);
    if (inplace) {
      take_table(a, r);
      r = a;
    }
    break;
  case ARRC_SET_SUB:
    if (inplace) {
      difference_update(a, b);
      r = a;
    } else {
      r = difference(a, b);
    }
    break;
  default:
    if (inplace) {
      symmetric_update(a, b);
      r = a;
    } else {
      /* set_symmetric_difference: a copy of b, updated with a. */
      r = arrc_set_copy(b);
      symmetric_update(r, a);
    }
    break;
  }
  return r;
}

bool arrc_set_le(const arrc_dict *a, const arrc_dict *b) {
  if (a->len > b->len)
    return false;
  for (int64_t n = 0; n <= a->cap; n++) {
    char *e = slot_at(a, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE && !arrc_set_contains(b, slot_key(e), *slot_hash(e)))
      return false;
  }
  return true;
}

bool arrc_set_disjoint(const arrc_dict *a, const arrc_dict *b) {
  for (int64_t n = 0; n <= a->cap; n++) {
    char *e = slot_at(a, (uint64_t)n);
    if (*slot_state(e) == SLOT_LIVE && arrc_set_contains(b, slot_key(e), *slot_hash(e)))
      return false;
  }
  return true;
}

bool arrc_set_equal(const arrc_dict *a, const arrc_dict *b) { return a->len == b->len && arrc_set_le(a, b); }

int64_t arrc_set_seek(const arrc_dict *s, int64_t pos) {
  for (; pos <= s->cap; pos++)
    if (*slot_state(slot_at(s, (uint64_t)pos)) == SLOT_LIVE)
      return pos;
  return -1;
}

char *arrc_set_entry(const arrc_dict *s, int64_t pos) { return slot_at(s, (uint64_t)pos); }
