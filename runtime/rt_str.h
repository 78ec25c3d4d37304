/* The methods and operations of str (str_methods.c) and what they know of
 * Unicode (str_unicode.c). Generated code calls the functions named
 * arrc_str_*; the arrc_uni_* ones are for the runtime and its unit tests.
 *
 * Strings are UTF-8 (arrc_str in arrc_abi.h); every index, length and
 * slice counts code points, as Python does. A string whose chars equals
 * its len is ASCII, where a code point is a byte: the fast path of each
 * operation. Arguments are borrowed; a string or list returned is a new
 * reference. Optional start/end arguments come as int64 with
 * ARRC_STR_NO_START / ARRC_STR_NO_END for None; a missing sep, chars or
 * fillchar is NULL. */
#ifndef ARRC_RT_STR_H
#define ARRC_RT_STR_H

#include <stdbool.h>
#include <stdint.h>

#include "arrc_rt.h"

#define ARRC_STR_NO_START INT64_MIN
#define ARRC_STR_NO_END INT64_MAX

/* ---- Unicode (str_unicode.c) ------------------------------------------- */

/* The character at p (valid UTF-8) and, in *n, its bytes. */
uint32_t arrc_utf8_decode(const unsigned char *p, int *n);
/* Writes c as UTF-8 to out (room for 4 bytes); returns the bytes. */
int arrc_utf8_encode(uint32_t c, char *out);

/* The properties str's predicates test (the UP_* bits of unicode_str.h). */
enum {
  ARRC_UNI_ALPHA = 1 << 0,
  ARRC_UNI_DECIMAL = 1 << 1,
  ARRC_UNI_DIGIT = 1 << 2,
  ARRC_UNI_NUMERIC = 1 << 3,
  ARRC_UNI_SPACE = 1 << 4,
  ARRC_UNI_LOWER = 1 << 5,
  ARRC_UNI_UPPER = 1 << 6,
  ARRC_UNI_TITLE = 1 << 7,
  ARRC_UNI_CASED = 1 << 8,
  ARRC_UNI_CASE_IGNORABLE = 1 << 9,
  ARRC_UNI_XID_START = 1 << 10,
  ARRC_UNI_XID_CONTINUE = 1 << 11,
  ARRC_UNI_PRINTABLE = 1 << 12,
};
/* The properties of code point c. */
uint32_t arrc_uni_props(uint32_t c);

/* The case mappings, in the order of the generated table. */
typedef enum { ARRC_CASE_UPPER, ARRC_CASE_LOWER, ARRC_CASE_TITLE, ARRC_CASE_FOLD } arrc_case;
/* Writes c's mapping (one to three code points) to out; returns their number. */
int arrc_uni_case(uint32_t c, arrc_case which, uint32_t out[3]);

/* ---- operations (str_methods.c) ---------------------------------------- */

/* The byte offset of code point i (0 <= i <= s->chars). */
int64_t arrc_str_offset(const arrc_str *s, int64_t i);
/* A new string of the code points [from, to) of s, by byte offsets. */
arrc_str *arrc_str_bytes(const arrc_str *s, int64_t from, int64_t to);

arrc_str *arrc_str_getitem(const arrc_str *s, int64_t i, const arrc_loc *loc);
arrc_str *arrc_str_slice(const arrc_str *s, int64_t lo, int64_t hi, int64_t step, int32_t absent,
                         const arrc_loc *loc);
/* The character at byte offset *pos as a string; advances *pos past it. */
arrc_str *arrc_str_next_char(const arrc_str *s, int64_t *pos);
arrc_str *arrc_str_repeat(const arrc_str *s, int64_t n, const arrc_loc *loc);
/* <0, 0, >0 as a sorts before, with, after b (by code point). */
int32_t arrc_str_compare(const arrc_str *a, const arrc_str *b);
bool arrc_str_contains(const arrc_str *s, const arrc_str *sub);

arrc_list *arrc_str_split(const arrc_str *s, const arrc_str *sep, int64_t maxsplit, const arrc_loc *loc);
arrc_list *arrc_str_rsplit(const arrc_str *s, const arrc_str *sep, int64_t maxsplit, const arrc_loc *loc);
arrc_list *arrc_str_splitlines(const arrc_str *s, int32_t keepends);
arrc_str *arrc_str_join(const arrc_str *sep, arrc_str *const *items, int64_t n);
arrc_str *arrc_str_join_list(const arrc_str *sep, const arrc_list *items);
/* which: 1 strip the left, 2 the right, 3 both. */
arrc_str *arrc_str_strip(const arrc_str *s, const arrc_str *chars, int32_t which);
bool arrc_str_startswith(const arrc_str *s, const arrc_str *prefix, int64_t start, int64_t end);
bool arrc_str_endswith(const arrc_str *s, const arrc_str *suffix, int64_t start, int64_t end);
/* find (reverse false) and rfind (reverse true); -1 when absent. index
 * and rindex raise ValueError("substring not found") instead. */
int64_t arrc_str_find(const arrc_str *s, const arrc_str *sub, int64_t start, int64_t end, int32_t reverse);
int64_t arrc_str_index(const arrc_str *s, const arrc_str *sub, int64_t start, int64_t end, int32_t reverse,
                       const arrc_loc *loc);
int64_t arrc_str_count(const arrc_str *s, const arrc_str *sub, int64_t start, int64_t end);
arrc_str *arrc_str_replace(const arrc_str *s, const arrc_str *old, const arrc_str *new_, int64_t count);
arrc_str *arrc_str_change_case(const arrc_str *s, int32_t method);
bool arrc_str_predicate(const arrc_str *s, int32_t method);
/* center (where 0), ljust (1), rjust (2). numba: Numba's message. */
arrc_str *arrc_str_pad(const arrc_str *s, int64_t width, const arrc_str *fill, int32_t where, int32_t numba,
                       const arrc_loc *loc);
arrc_str *arrc_str_zfill(const arrc_str *s, int64_t width);
/* s.partition(sep) (reverse false) or rpartition: three new strings in out. */
void arrc_str_partition(const arrc_str *s, const arrc_str *sep, int32_t reverse, arrc_str **out, const arrc_loc *loc);
arrc_str *arrc_str_expandtabs(const arrc_str *s, int64_t tabsize);

int64_t arrc_str_ord(const arrc_str *s, int32_t numba, const arrc_loc *loc);
arrc_str *arrc_str_chr(int64_t c, int32_t numba, const arrc_loc *loc);
/* hex (base 16), oct (8), bin (2) of an integer; is_unsigned: v holds the
 * bits of a uint64. */
arrc_str *arrc_str_from_int_base(int64_t v, int32_t base, int8_t is_unsigned);
/* int(s, base): base 0 or 2..36. */
int64_t arrc_str_to_i64_base(const arrc_str *s, int64_t base, const arrc_loc *loc);

/* The case methods of arrc_str_change_case, and the predicates of
 * arrc_str_predicate, by number: codegen/lib_str.c passes these. */
#define ARRC_STR_CASE_METHODS(X) X(UPPER, upper) X(LOWER, lower) X(TITLE, title) \
  X(CAPITALIZE, capitalize) X(SWAPCASE, swapcase) X(CASEFOLD, casefold)
#define ARRC_STR_PREDICATES(X) X(ISALPHA, isalpha) X(ISDIGIT, isdigit) X(ISDECIMAL, isdecimal) \
  X(ISNUMERIC, isnumeric) X(ISALNUM, isalnum) X(ISSPACE, isspace) X(ISUPPER, isupper) X(ISLOWER, islower) \
  X(ISTITLE, istitle) X(ISIDENTIFIER, isidentifier) X(ISASCII, isascii) X(ISPRINTABLE, isprintable)
enum {
#define X(code, name) ARRC_STR_##code,
  ARRC_STR_CASE_METHODS(X) ARRC_STR_PREDICATES(X)
#undef X
};

#endif
