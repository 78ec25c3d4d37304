/* Dicts, sets and Python's hashes (dict.c, set.c, hash.c). Keys are values
 * of the layout's key type stored by value; generated code computes each
 * key's hash (hash.c) and passes it with the key, so the tables never hash. */
#ifndef ARRC_RT_DICT_H
#define ARRC_RT_DICT_H

#include <stdbool.h>
#include <stdint.h>

#include "arrc_rt.h"

/* ---- hashes (hash.c): CPython 3.11's values ------------------------------ */
int64_t arrc_hash_i64(int64_t x);
int64_t arrc_hash_u64(uint64_t x);
int64_t arrc_hash_f64(double x);
int64_t arrc_hash_str(const arrc_str *s);
/* A tuple's hash: acc starts at arrc_hash_tuple_start(), each element's
 * hash goes in with _lane, and _end adds the length (tuplehash's xxHash). */
uint64_t arrc_hash_tuple_start(void);
uint64_t arrc_hash_tuple_lane(uint64_t acc, int64_t lane);
int64_t arrc_hash_tuple_end(uint64_t acc, int64_t n);

/* ---- what dicts and sets share (dict.c) ----------------------------------- */
bool arrc_key_equal(const arrc_dict_layout *l, const char *a, const char *b);
/* Takes (retain) or drops a reference to each object the key or value at p holds. */
void arrc_entry_refs(const arrc_elem_field *fields, int32_t n, const char *p, bool retain);
void arrc_dict_decref(arrc_dict *d);
/* The KeyError of a missing key, whose repr() generated code wrote. */
_Noreturn void arrc_raise_key_error(const arrc_loc *loc, const char *repr, int64_t len);

/* ---- dicts (dict.c) ------------------------------------------------------- */
arrc_dict *arrc_dict_new(const arrc_dict_layout *l);
/* The value of key, or NULL. */
void *arrc_dict_lookup(const arrc_dict *d, const void *key, int64_t hash);
/* d[key] = *value: the dict retains the key (when new) and the value, and
 * releases the value it replaces. */
void arrc_dict_setitem(arrc_dict *d, const void *key, int64_t hash, const void *value);
/* Removes key; its value moves to *value_out (the caller owns it) or is
 * released when value_out is NULL. False when key is absent. */
bool arrc_dict_delete(arrc_dict *d, const void *key, int64_t hash, void *value_out);
/* The last entry: key and value move out. */
void arrc_dict_popitem(arrc_dict *d, void *key_out, void *value_out, const arrc_loc *loc);
void arrc_dict_clear(arrc_dict *d);
arrc_dict *arrc_dict_copy(const arrc_dict *d);
void arrc_dict_update(arrc_dict *d, const arrc_dict *other);
/* Iteration: the first live entry at or after pos (-1 at the end), and an
 * entry's address (the key at ARRC_ENTRY_KEY, the value at value_offset). */
int64_t arrc_dict_seek(const arrc_dict *d, int64_t pos);
char *arrc_dict_entry(const arrc_dict *d, int64_t pos);

/* ---- sets (set.c) --------------------------------------------------------- */
arrc_dict *arrc_set_new(const arrc_dict_layout *l);
void arrc_set_add(arrc_dict *s, const void *key, int64_t hash);
bool arrc_set_contains(const arrc_dict *s, const void *key, int64_t hash);
bool arrc_set_discard(arrc_dict *s, const void *key, int64_t hash);
void arrc_set_pop(arrc_dict *s, void *key_out, const arrc_loc *loc);
void arrc_set_clear(arrc_dict *s);
arrc_dict *arrc_set_copy(const arrc_dict *s);
/* set_update_internal's resize before it adds a dict's extra keys. */
void arrc_set_reserve(arrc_dict *s, int64_t extra);
/* A set display of 3 or more constants, which CPython compiles to a
 * frozenset constant (made twice: from the elements, then from that
 * set's order) merged into a new set: s made in the display's order
 * becomes the set Python makes (s is released). */
arrc_dict *arrc_set_refold(arrc_dict *s);
/* The operators, as CPython's set_or, set_and, set_sub, set_xor (a new set)
 * and their in-place forms (op | 0x10), which change a and return it (no
 * new reference). */
arrc_dict *arrc_set_op(arrc_dict *a, const arrc_dict *b, int32_t op);
/* a <= b (issubset); isdisjoint; a == b. */
bool arrc_set_le(const arrc_dict *a, const arrc_dict *b);
bool arrc_set_disjoint(const arrc_dict *a, const arrc_dict *b);
bool arrc_set_equal(const arrc_dict *a, const arrc_dict *b);
int64_t arrc_set_seek(const arrc_dict *s, int64_t pos);
char *arrc_set_entry(const arrc_dict *s, int64_t pos);

#endif
