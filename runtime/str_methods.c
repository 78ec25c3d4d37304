/* The methods and operations of str (rt_str.h): indexing, slicing and
 * iteration by code point, repetition, comparison, search, split and join,
 * strip, case, the is* predicates, padding, partition, splitlines,
 * expandtabs, ord/chr, hex/oct/bin and int(s, base), with Python 3.11's
 * results and messages. Each works on the UTF-8 bytes and converts
 * between code point indices and byte offsets only where the string is
 * not ASCII (chars != len). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_str.h"
#include "rt_values.h"

/* ---- strings ------------------------------------------------------------- */

static arrc_str *retain(const arrc_str *s) {
  arrc_incref((void *)s);
  return (arrc_str *)s;
}

static bool is_ascii(const arrc_str *s) { return s->chars == s->len; }

/* The one-character strings of ASCII, made once and never freed, so that
 * s[i] and `for ch in s` on ASCII text allocate nothing. */
static struct {
  arrc_str s;
  char text[2];
} ascii_chars[128];

__attribute__((constructor)) static void make_ascii_chars(void) {
  for (int c = 0; c < 128; c++) {
    ascii_chars[c].s.refcount = INT64_MAX / 2;
    ascii_chars[c].s.len = 1;
    ascii_chars[c].s.chars = 1;
    ascii_chars[c].s.cursor = 0;
    ascii_chars[c].s.data[0] = (char)c;
    ascii_chars[c].s.data[1] = '\0';
  }
}

/* A new string of the n bytes at p. */
static arrc_str *make(const char *p, int64_t n) {
  if (n == 1 && (unsigned char)p[0] < 128)
    return &ascii_chars[(unsigned char)p[0]].s;
  return arrc_str_new(p, n);
}

static bool is_continuation(char c) { return ((unsigned char)c & 0xc0) == 0x80; }

/* Text that is not ASCII is scanned from the code point found last (the
 * string's cursor), forward or backward, or from the start when that is
 * nearer, so that s[i] in a loop over i costs a step per index instead of
 * a scan from the start. The cursor packs the index and the offset into
 * one word, read and written atomically: the workers of a parallel loop
 * may share the string, and each sees some pair that was right. */
int64_t arrc_str_offset(const arrc_str *s, int64_t i) {
  if (is_ascii(s) || i <= 0)
    return i <= 0 ? 0 : i;
  if (i >= s->chars)
    return s->len;
  int64_t cursor = __atomic_load_n(&((arrc_str *)s)->cursor, __ATOMIC_RELAXED);
  int64_t k = (int64_t)((uint64_t)cursor >> 32), off = cursor & 0xffffffff;
  if (k > i && k - i > i)
    k = off = 0;
  while (k < i) {
    off++;
    while (is_continuation(s->data[off]))
      off++;
    k++;
  }
  while (k > i) {
    off--;
    while (is_continuation(s->data[off]))
      off--;
    k--;
  }
  if (i <= INT32_MAX && off <= INT32_MAX)
    __atomic_store_n(&((arrc_str *)s)->cursor, (int64_t)((uint64_t)i << 32 | (uint64_t)off), __ATOMIC_RELAXED);
  return off;
}

/* The code point index of byte offset off. */
static int64_t index_of(const arrc_str *s, int64_t off) {
  return is_ascii(s) ? off : arrc_utf8_count(s->data, off);
}

arrc_str *arrc_str_bytes(const arrc_str *s, int64_t from, int64_t to) {
  if (from == 0 && to == s->len)
    return retain(s);
  return make(s->data + from, to - from);
}

/* Text built piece by piece: the runtime's text buffer. */
static void put(arrc_text *t, const char *p, int64_t n) {
  if (n > 0)
    arrc_text_put(t, p, (size_t)n);
}

static void put_char(arrc_text *t, uint32_t c) {
  char b[4];
  put(t, b, arrc_utf8_encode(c, b));
}

static arrc_str *take(arrc_text *t) {
  arrc_str *r = arrc_text_take_str(t);
  arrc_text_free(t);
  return r;
}

/* ---- indexing, slicing, iteration ---------------------------------------- */

arrc_str *arrc_str_getitem(const arrc_str *s, int64_t i, const arrc_loc *loc) {
  if (i < 0)
    i += s->chars;
  if (i < 0 || i >= s->chars)
    arrc_raise(ARRC_INDEX_ERROR, loc, "string index out of range");
  if (is_ascii(s))
    return &ascii_chars[(unsigned char)s->data[i]].s;
  int64_t off = arrc_str_offset(s, i), n;
  for (n = 1; off + n < s->len && is_continuation(s->data[off + n]); n++)
    ;
  return make(s->data + off, n);
}

arrc_str *arrc_str_slice(const arrc_str *s, int64_t lo, int64_t hi, int64_t step, int32_t absent,
                         const arrc_loc *loc) {
  int64_t first;
  int64_t n = arrc_slice_indices(s->chars, lo, hi, step, absent, &first, loc);
  if (absent & ARRC_SLICE_NO_STEP)
    step = 1;
  if (n <= 0)
    return make("", 0);
  if (step == 1)
    return arrc_str_bytes(s, arrc_str_offset(s, first), arrc_str_offset(s, first + n));
  arrc_text t = {0};
  if (is_ascii(s)) {
    for (int64_t k = 0; k < n; k++)
      put(&t, s->data + first + k * step, 1);
    return take(&t);
  }
  /* The byte offset of every code point, then the chosen ones. */
  int64_t *at = arrc_malloc((size_t)(s->chars + 1) * sizeof *at, loc);
  int64_t k = 0;
  for (int64_t off = 0; off < s->len; off++)
    if (!is_continuation(s->data[off]))
      at[k++] = off;
  at[k] = s->len;
  for (int64_t j = 0; j < n; j++) {
    int64_t c = first + j * step;
    put(&t, s->data + at[c], at[c + 1] - at[c]);
  }
  free(at);
  return take(&t);
}

arrc_str *arrc_str_next_char(const arrc_str *s, int64_t *pos) {
  int64_t off = *pos, n;
  for (n = 1; off + n < s->len && is_continuation(s->data[off + n]); n++)
    ;
  *pos = off + n;
  return make(s->data + off, n);
}

arrc_str *arrc_str_repeat(const arrc_str *s, int64_t n, const arrc_loc *loc) {
  if (n <= 0 || s->len == 0)
    return make("", 0);
  if (n == 1)
    return retain(s);
  if (s->len > INT64_MAX / n)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "repeated string is too long");
  arrc_text t = {0};
  for (int64_t k = 0; k < n; k++)
    put(&t, s->data, s->len);
  return take(&t);
}

int32_t arrc_str_compare(const arrc_str *a, const arrc_str *b) {
  /* UTF-8's byte order is the order of the code points. */
  int64_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->data, b->data, (size_t)n);
  if (c)
    return c < 0 ? -1 : 1;
  return a->len < b->len ? -1 : a->len > b->len;
}

/* The first occurrence of sub in [from, to) of s's bytes, or -1. UTF-8 is
 * self-synchronizing: a match always starts at a character. */
static int64_t find_bytes(const arrc_str *s, const arrc_str *sub, int64_t from, int64_t to) {
  if (sub->len == 0)
    return from <= to ? from : -1;
  if (to - from < sub->len)
    return -1;
  const char *p = memmem(s->data + from, (size_t)(to - from), sub->data, (size_t)sub->len);
  return p ? p - s->data : -1;
}

static int64_t rfind_bytes(const arrc_str *s, const arrc_str *sub, int64_t from, int64_t to) {
  if (to - from < sub->len)
    return -1;
  for (int64_t k = to - sub->len; k >= from; k--)
    if (memcmp(s->data + k, sub->data, (size_t)sub->len) == 0)
      return k;
  return -1;
}

bool arrc_str_contains(const arrc_str *s, const arrc_str *sub) { return find_bytes(s, sub, 0, s->len) >= 0; }

/* Python's ADJUST_INDICES for start and end (code points) of s, as byte
 * offsets; false when the range starts beyond the end of s (where even the
 * empty string is not found). */
static bool adjust(const arrc_str *s, int64_t start, int64_t end, int64_t *from, int64_t *to) {
  int64_t n = s->chars;
  if (start == ARRC_STR_NO_START)
    start = 0;
  if (end > n)
    end = n;
  else if (end < 0 && (end += n) < 0)
    end = 0;
  if (start < 0 && (start += n) < 0)
    start = 0;
  if (start > n)
    return false;
  *from = arrc_str_offset(s, start);
  *to = end < start ? *from - 1 : arrc_str_offset(s, end);
  return true;
}

int64_t arrc_str_find(const arrc_str *s, const arrc_str *sub, int64_t start, int64_t end, int32_t reverse) {
  int64_t from, to;
  if (!adjust(s, start, end, &from, &to) || to < from)
    return -1;
  int64_t at = reverse ? rfind_bytes(s, sub, from, to) : find_bytes(s, sub, from, to);
  return at < 0 ? -1 : index_of(s, at);
}

int64_t arrc_str_index(const arrc_str *s, const arrc_str *sub, int64_t start, int64_t end, int32_t reverse,
                       const arrc_loc *loc) {
  int64_t at = arrc_str_find(s, sub, start, end, reverse);
  if (at < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "substring not found");
  return at;
}

int64_t arrc_str_count(const arrc_str *s, const arrc_str *sub, int64_t start, int64_t end) {
  int64_t from, to;
  if (!adjust(s, start, end, &from, &to) || to < from)
    return 0;
  if (sub->len == 0)
    return index_of(s, to) - index_of(s, from) + 1;
  int64_t n = 0;
  for (int64_t at = find_bytes(s, sub, from, to); at >= 0; at = find_bytes(s, sub, at + sub->len, to))
    n++;
  return n;
}

bool arrc_str_startswith(const arrc_str *s, const arrc_str *prefix, int64_t start, int64_t end) {
  int64_t from, to;
  if (!adjust(s, start, end, &from, &to))
    return false;
  return to - from >= prefix->len && memcmp(s->data + from, prefix->data, (size_t)prefix->len) == 0;
}

bool arrc_str_endswith(const arrc_str *s, const arrc_str *suffix, int64_t start, int64_t end) {
  int64_t from, to;
  if (!adjust(s, start, end, &from, &to))
    return false;
  return to - from >= suffix->len && memcmp(s->data + to - suffix->len, suffix->data, (size_t)suffix->len) == 0;
}

arrc_str *arrc_str_replace(const arrc_str *s, const arrc_str *old, const arrc_str *new_, int64_t count) {
  if (count < 0)
    count = INT64_MAX;
  arrc_text t = {0};
  if (old->len == 0) {
    /* The new text before each character, and after the last. */
    int64_t off = 0, done = 0;
    while (done < count) {
      put(&t, new_->data, new_->len);
      done++;
      if (off >= s->len)
        break;
      int n = 1;
      while (off + n < s->len && is_continuation(s->data[off + n]))
        n++;
      put(&t, s->data + off, n);
      off += n;
    }
    put(&t, s->data + off, s->len - off);
    return take(&t);
  }
  int64_t off = 0, done = 0, at;
  while (done < count && (at = find_bytes(s, old, off, s->len)) >= 0) {
    put(&t, s->data + off, at - off);
    put(&t, new_->data, new_->len);
    off = at + old->len;
    done++;
  }
  if (done == 0) {
    arrc_text_free(&t);
    return retain(s);
  }
  put(&t, s->data + off, s->len - off);
  return take(&t);
}

/* ---- split, join, strip ----------------------------------------------------- */

static arrc_list *new_str_list(void) { return arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0); }

/* Appends the bytes [from, to) of s as a new string (the list holds it). */
static void append_part(arrc_list *l, const arrc_str *s, int64_t from, int64_t to) {
  arrc_str *part = arrc_str_bytes(s, from, to);
  arrc_list_append(l, &part);
  arrc_str_decref(part);
}

/* Whether the character at byte offset off is whitespace; its bytes in *n. */
static bool space_at(const arrc_str *s, int64_t off, int *n) {
  uint32_t c = arrc_utf8_decode((const unsigned char *)s->data + off, n);
  return (arrc_uni_props(c) & ARRC_UNI_SPACE) != 0;
}

/* The start of the character that ends at byte offset off. */
static int64_t char_before(const arrc_str *s, int64_t off) {
  do
    off--;
  while (off > 0 && is_continuation(s->data[off]));
  return off;
}

static void reverse_list(arrc_list *l) {
  arrc_str **v = (arrc_str **)l->data;
  for (int64_t i = 0, j = l->len - 1; i < j; i++, j--) {
    arrc_str *x = v[i];
    v[i] = v[j];
    v[j] = x;
  }
}

arrc_list *arrc_str_split(const arrc_str *s, const arrc_str *sep, int64_t maxsplit, const arrc_loc *loc) {
  arrc_list *l = new_str_list();
  if (maxsplit < 0)
    maxsplit = INT64_MAX;
  int n;
  if (!sep) {
    int64_t off = 0;
    while (true) {
      while (off < s->len && space_at(s, off, &n))
        off += n;
      if (off >= s->len)
        break;
      if (maxsplit-- == 0) {
        append_part(l, s, off, s->len);
        break;
      }
      int64_t start = off;
      while (off < s->len && !space_at(s, off, &n))
        off += n;
      append_part(l, s, start, off);
    }
    return l;
  }
  if (sep->len == 0) {
    arrc_list_decref(l);
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty separator");
  }
  int64_t off = 0, at;
  while (maxsplit-- > 0 && (at = find_bytes(s, sep, off, s->len)) >= 0) {
    append_part(l, s, off, at);
    off = at + sep->len;
  }
  append_part(l, s, off, s->len);
  return l;
}

arrc_list *arrc_str_rsplit(const arrc_str *s, const arrc_str *sep, int64_t maxsplit, const arrc_loc *loc) {
  arrc_list *l = new_str_list();
  if (maxsplit < 0)
    maxsplit = INT64_MAX;
  int n;
  if (!sep) {
    int64_t end = s->len;
    while (true) {
      while (end > 0 && space_at(s, char_before(s, end), &n))
        end = char_before(s, end);
      if (end <= 0)
        break;
      if (maxsplit-- == 0) {
        append_part(l, s, 0, end);
        break;
      }
      int64_t stop = end;
      while (end > 0 && !space_at(s, char_before(s, end), &n))
        end = char_before(s, end);
      append_part(l, s, end, stop);
    }
    reverse_list(l);
    return l;
  }
  if (sep->len == 0) {
    arrc_list_decref(l);
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty separator");
  }
  int64_t end = s->len, at;
  while (maxsplit-- > 0 && (at = rfind_bytes(s, sep, 0, end)) >= 0) {
    append_part(l, s, at + sep->len, end);
    end = at;
  }
  append_part(l, s, 0, end);
  reverse_list(l);
  return l;
}

/* The bytes of the line break at off (\r\n is one), or 0. */
static int line_break_at(const arrc_str *s, int64_t off) {
  unsigned char c = (unsigned char)s->data[off];
  if (c == '\r')
    return off + 1 < s->len && s->data[off + 1] == '\n' ? 2 : 1;
  if (c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e))
    return 1;
  if (c < 0x80)
    return 0;
  int n;
  uint32_t u = arrc_utf8_decode((const unsigned char *)s->data + off, &n);
  return u == 0x85 || u == 0x2028 || u == 0x2029 ? n : 0;
}

arrc_list *arrc_str_splitlines(const arrc_str *s, int32_t keepends) {
  arrc_list *l = new_str_list();
  int64_t start = 0, off = 0;
  while (off < s->len) {
    int n = line_break_at(s, off);
    if (!n) {
      off++;
      continue;
    }
    append_part(l, s, start, keepends ? off + n : off);
    off += n;
    start = off;
  }
  if (start < s->len)
    append_part(l, s, start, s->len);
  return l;
}

arrc_str *arrc_str_join(const arrc_str *sep, arrc_str *const *items, int64_t n) {
  if (n == 1)
    return retain(items[0]);
  arrc_text t = {0};
  for (int64_t k = 0; k < n; k++) {
    if (k)
      put(&t, sep->data, sep->len);
    put(&t, items[k]->data, items[k]->len);
  }
  return take(&t);
}

arrc_str *arrc_str_join_list(const arrc_str *sep, const arrc_list *items) {
  return arrc_str_join(sep, (arrc_str *const *)items->data, items->len);
}

/* Whether code point c is among chars (NULL: whitespace). */
static bool strip_char(const arrc_str *chars, uint32_t c) {
  if (!chars)
    return (arrc_uni_props(c) & ARRC_UNI_SPACE) != 0;
  for (int64_t off = 0; off < chars->len;) {
    int n;
    if (arrc_utf8_decode((const unsigned char *)chars->data + off, &n) == c)
      return true;
    off += n;
  }
  return false;
}

arrc_str *arrc_str_strip(const arrc_str *s, const arrc_str *chars, int32_t which) {
  int64_t from = 0, to = s->len;
  int n;
  if (which & 1)
    while (from < to && strip_char(chars, arrc_utf8_decode((const unsigned char *)s->data + from, &n)))
      from += n;
  if (which & 2)
    while (to > from) {
      int64_t at = char_before(s, to);
      if (!strip_char(chars, arrc_utf8_decode((const unsigned char *)s->data + at, &n)))
        break;
      to = at;
    }
  return arrc_str_bytes(s, from, to);
}

/* ---- case and predicates ----------------------------------------------------- */

/* Room for the code points of a short string on the stack: the case
 * methods and predicates on single characters (a tokenizer's
 * ch.isdigit()) then allocate nothing. */
enum { LOCAL_CPS = 64 };

/* The code points of s, in local when they fit, else in a new array from
 * malloc (release_cps frees it). */
static uint32_t *decode_all(const arrc_str *s, uint32_t *local) {
  uint32_t *cps = s->chars < LOCAL_CPS ? local : arrc_malloc((size_t)(s->chars + 1) * sizeof *cps, NULL);
  int64_t k = 0;
  for (int64_t off = 0; off < s->len; k++) {
    int n;
    cps[k] = arrc_utf8_decode((const unsigned char *)s->data + off, &n);
    off += n;
  }
  return cps;
}

static void release_cps(uint32_t *cps, const uint32_t *local) {
  if (cps != local)
    free(cps);
}

static bool has(uint32_t c, uint32_t prop) { return (arrc_uni_props(c) & prop) != 0; }

/* Python's lower_ucs4: the lower case of cps[i], where a capital sigma at
 * the end of a word becomes the final sigma. */
static int lower_at(const uint32_t *cps, int64_t n, int64_t i, uint32_t out[3]) {
  if (cps[i] != 0x3a3)
    return arrc_uni_case(cps[i], ARRC_CASE_LOWER, out);
  int64_t j = i - 1;
  while (j >= 0 && has(cps[j], ARRC_UNI_CASE_IGNORABLE))
    j--;
  bool final = j >= 0 && has(cps[j], ARRC_UNI_CASED);
  if (final) {
    j = i + 1;
    while (j < n && has(cps[j], ARRC_UNI_CASE_IGNORABLE))
      j++;
    final = j == n || !has(cps[j], ARRC_UNI_CASED);
  }
  out[0] = final ? 0x3c2 : 0x3c3;
  return 1;
}

arrc_str *arrc_str_change_case(const arrc_str *s, int32_t method) {
  uint32_t local[LOCAL_CPS];
  uint32_t *cps = decode_all(s, local);
  int64_t n = s->chars;
  arrc_text t = {0};
  bool previous_cased = false;
  for (int64_t i = 0; i < n; i++) {
    uint32_t c = cps[i], out[3];
    int m = 1;
    out[0] = c;
    switch (method) {
    case ARRC_STR_UPPER: m = arrc_uni_case(c, ARRC_CASE_UPPER, out); break;
    case ARRC_STR_LOWER: m = lower_at(cps, n, i, out); break;
    case ARRC_STR_CASEFOLD: m = arrc_uni_case(c, ARRC_CASE_FOLD, out); break;
    case ARRC_STR_CAPITALIZE: m = i == 0 ? arrc_uni_case(c, ARRC_CASE_TITLE, out) : lower_at(cps, n, i, out); break;
    case ARRC_STR_TITLE:
      m = previous_cased ? lower_at(cps, n, i, out) : arrc_uni_case(c, ARRC_CASE_TITLE, out);
      previous_cased = has(c, ARRC_UNI_CASED);
      break;
    case ARRC_STR_SWAPCASE:
      if (has(c, ARRC_UNI_UPPER))
        m = lower_at(cps, n, i, out);
      else if (has(c, ARRC_UNI_LOWER))
        m = arrc_uni_case(c, ARRC_CASE_UPPER, out);
      break;
    default: break;
    }
    for (int k = 0; k < m; k++)
      put_char(&t, out[k]);
  }
  release_cps(cps, local);
  return take(&t);
}

/* Python's isupper (upper true) and islower: no character of the other
 * case or title case, and at least one cased. */
static bool one_case(const uint32_t *cps, int64_t n, bool upper) {
  bool cased = false;
  uint32_t want = upper ? ARRC_UNI_UPPER : ARRC_UNI_LOWER, other = upper ? ARRC_UNI_LOWER : ARRC_UNI_UPPER;
  for (int64_t i = 0; i < n; i++) {
    uint32_t p = arrc_uni_props(cps[i]);
    if (p & (other | ARRC_UNI_TITLE))
      return false;
    cased |= (p & want) != 0;
  }
  return cased;
}

static bool is_title(const uint32_t *cps, int64_t n) {
  bool cased = false, previous_cased = false;
  for (int64_t i = 0; i < n; i++) {
    uint32_t p = arrc_uni_props(cps[i]);
    if (p & (ARRC_UNI_UPPER | ARRC_UNI_TITLE)) {
      if (previous_cased)
        return false;
      previous_cased = cased = true;
    } else if (p & ARRC_UNI_LOWER) {
      if (!previous_cased)
        return false;
      previous_cased = cased = true;
    } else {
      previous_cased = false;
    }
  }
  return cased;
}

/* Whether every character has one of the properties in any (and there is
 * one, unless empty_ok). */
static bool all_have(const uint32_t *cps, int64_t n, uint32_t any, bool empty_ok) {
  if (n == 0)
    return empty_ok;
  for (int64_t i = 0; i < n; i++)
    if (!has(cps[i], any))
      return false;
  return true;
}

bool arrc_str_predicate(const arrc_str *s, int32_t method) {
  if (method == ARRC_STR_ISASCII)
    return is_ascii(s);
  uint32_t local[LOCAL_CPS];
  uint32_t *cps = decode_all(s, local);
  int64_t n = s->chars;
  bool r = false;
  switch (method) {
  case ARRC_STR_ISALPHA: r = all_have(cps, n, ARRC_UNI_ALPHA, false); break;
  case ARRC_STR_ISDIGIT: r = all_have(cps, n, ARRC_UNI_DIGIT, false); break;
  case ARRC_STR_ISDECIMAL: r = all_have(cps, n, ARRC_UNI_DECIMAL, false); break;
  case ARRC_STR_ISNUMERIC: r = all_have(cps, n, ARRC_UNI_NUMERIC, false); break;
  case ARRC_STR_ISALNUM:
    r = all_have(cps, n, ARRC_UNI_ALPHA | ARRC_UNI_DECIMAL | ARRC_UNI_DIGIT | ARRC_UNI_NUMERIC, false);
    break;
  case ARRC_STR_ISSPACE: r = all_have(cps, n, ARRC_UNI_SPACE, false); break;
  case ARRC_STR_ISPRINTABLE: r = all_have(cps, n, ARRC_UNI_PRINTABLE, true); break;
  case ARRC_STR_ISUPPER: r = one_case(cps, n, true); break;
  case ARRC_STR_ISLOWER: r = one_case(cps, n, false); break;
  case ARRC_STR_ISTITLE: r = is_title(cps, n); break;
  case ARRC_STR_ISIDENTIFIER:
    r = n > 0 && (cps[0] == '_' || has(cps[0], ARRC_UNI_XID_START));
    for (int64_t i = 1; i < n && r; i++)
      r = has(cps[i], ARRC_UNI_XID_CONTINUE);
    break;
  default: break;
  }
  release_cps(cps, local);
  return r;
}

/* ---- padding, partition, tabs ------------------------------------------------ */

arrc_str *arrc_str_pad(const arrc_str *s, int64_t width, const arrc_str *fill, int32_t where, int32_t numba,
                       const arrc_loc *loc) {
  if (fill && fill->chars != 1)
    arrc_raise(numba ? ARRC_VALUE_ERROR : ARRC_TYPE_ERROR, loc,
               "The fill character must be exactly one character long");
  if (width <= s->chars)
    return retain(s);
  const char *f = fill ? fill->data : " ";
  int64_t flen = fill ? fill->len : 1;
  int64_t marg = width - s->chars;
  int64_t left = where == 0 ? marg / 2 + (marg & width & 1) : where == 1 ? 0 : marg;
  arrc_text t = {0};
  for (int64_t k = 0; k < left; k++)
    put(&t, f, flen);
  put(&t, s->data, s->len);
  for (int64_t k = left; k < marg; k++)
    put(&t, f, flen);
  return take(&t);
}

arrc_str *arrc_str_zfill(const arrc_str *s, int64_t width) {
  if (width <= s->chars)
    return retain(s);
  int64_t fill = width - s->chars;
  arrc_text t = {0};
  int64_t from = 0;
  /* A sign stays in front of the zeros. */
  if (s->len > 0 && (s->data[0] == '+' || s->data[0] == '-')) {
    put(&t, s->data, 1);
    from = 1;
  }
  for (int64_t k = 0; k < fill; k++)
    put(&t, "0", 1);
  put(&t, s->data + from, s->len - from);
  return take(&t);
}

void arrc_str_partition(const arrc_str *s, const arrc_str *sep, int32_t reverse, arrc_str **out, const arrc_loc *loc) {
  if (sep->len == 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "empty separator");
  int64_t at = reverse ? rfind_bytes(s, sep, 0, s->len) : find_bytes(s, sep, 0, s->len);
  if (at < 0) {
    out[0] = reverse ? make("", 0) : retain(s);
    out[1] = make("", 0);
    out[2] = reverse ? retain(s) : make("", 0);
    return;
  }
  out[0] = arrc_str_bytes(s, 0, at);
  out[1] = retain(sep);
  out[2] = arrc_str_bytes(s, at + sep->len, s->len);
}

arrc_str *arrc_str_expandtabs(const arrc_str *s, int64_t tabsize) {
  arrc_text t = {0};
  int64_t column = 0;
  for (int64_t off = 0; off < s->len;) {
    char c = s->data[off];
    if (c == '\t') {
      if (tabsize > 0) {
        int64_t incr = tabsize - column % tabsize;
        column += incr;
        for (int64_t k = 0; k < incr; k++)
          put(&t, " ", 1);
      }
      off++;
      continue;
    }
    int n = 1;
    while (off + n < s->len && is_continuation(s->data[off + n]))
      n++;
    put(&t, s->data + off, n);
    column = c == '\n' || c == '\r' ? 0 : column + 1;
    off += n;
  }
  return take(&t);
}

/* ---- ord, chr, hex/oct/bin, int(s, base) ------------------------------------- */

int64_t arrc_str_ord(const arrc_str *s, int32_t numba, const arrc_loc *loc) {
  if (s->chars != 1) {
    if (numba)
      arrc_raise(ARRC_TYPE_ERROR, loc, "ord() expected a character");
    arrc_raise(ARRC_TYPE_ERROR, loc, "ord() expected a character, but string of length %lld found",
               (long long)s->chars);
  }
  int n;
  return arrc_utf8_decode((const unsigned char *)s->data, &n);
}

arrc_str *arrc_str_chr(int64_t c, int32_t numba, const arrc_loc *loc) {
  if (c < 0 || c > 0x10ffff)
    arrc_raise(ARRC_VALUE_ERROR, loc, numba ? "chr() arg not in range(0x10ffff)" : "chr() arg not in range(0x110000)");
  char b[4];
  int n = arrc_utf8_encode((uint32_t)c, b);
  return make(b, n);
}

arrc_str *arrc_str_from_int_base(int64_t v, int32_t base, int8_t is_unsigned) {
  char buf[80];
  int n = sizeof buf;
  /* A uint64 above 2**63 arrives with its sign bit set: its bits are the
   * magnitude, not a negative number. */
  bool negative = !is_unsigned && v < 0;
  uint64_t m = negative ? 0 - (uint64_t)v : (uint64_t)v;
  do {
    buf[--n] = "0123456789abcdef"[m % (uint64_t)base];
    m /= (uint64_t)base;
  } while (m);
  buf[--n] = base == 16 ? 'x' : base == 8 ? 'o' : 'b';
  buf[--n] = '0';
  if (negative)
    buf[--n] = '-';
  return make(buf + n, (int64_t)sizeof buf - n);
}

static int digit_value(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

static bool is_space_byte(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

int64_t arrc_str_to_i64_base(const arrc_str *s, int64_t base, const arrc_loc *loc) {
  if (base == 10)
    return arrc_str_to_i64(s, loc);
  if (base != 0 && (base < 2 || base > 36))
    arrc_raise(ARRC_VALUE_ERROR, loc, "int() base must be >= 2 and <= 36, or 0");
  const char *p = s->data, *e = s->data + s->len;
  while (p < e && is_space_byte(*p))
    p++;
  while (e > p && is_space_byte(e[-1]))
    e--;
  bool neg = false;
  if (p < e && (*p == '+' || *p == '-'))
    neg = *p++ == '-';
  int64_t b = base;
  bool prefixed = false;
  if (e - p >= 2 && p[0] == '0') {
    char x = (char)(p[1] | 0x20);
    int pb = x == 'x' ? 16 : x == 'o' ? 8 : x == 'b' ? 2 : 0;
    if (pb && (b == 0 || b == pb)) {
      b = pb;
      p += 2;
      prefixed = true;
    }
  }
  bool base0_decimal = b == 0;
  if (b == 0)
    b = 10;
  /* Digits with single underscores between them (and after a prefix). */
  bool ok = p < e, overflow = false, nonzero = false, underscore_ok = prefixed;
  uint64_t v = 0, limit = neg ? UINT64_C(1) << 63 : (UINT64_C(1) << 63) - 1;
  for (const char *q = p; q < e && ok; q++) {
    if (*q == '_') {
      ok = underscore_ok && q + 1 < e && q[1] != '_';
      underscore_ok = false;
      continue;
    }
    int d = digit_value(*q);
    if (d >= b) {
      ok = false;
      break;
    }
    underscore_ok = true;
    nonzero |= d != 0;
    if (v > (limit - (uint64_t)d) / (uint64_t)b)
      overflow = true;
    else
      v = v * (uint64_t)b + (uint64_t)d;
  }
  /* Base 0 takes no leading zeros before a nonzero decimal ("010"). */
  if (ok && base0_decimal && !prefixed && p[0] == '0' && nonzero)
    ok = false;
  if (!ok) {
    char *r = arrc_rt_repr(s->data, s->len);
    arrc_raise(ARRC_VALUE_ERROR, loc, "invalid literal for int() with base %lld: %s", (long long)base, r);
  }
  if (overflow)
    arrc_raise(ARRC_OVERFLOW_ERROR, loc, "Python int too large to convert to C long");
  return neg ? (int64_t)(0 - v) : (int64_t)v;
}
