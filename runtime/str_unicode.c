/* What str's methods know of Unicode: UTF-8 decoding and encoding, and
 * the properties and case mappings of code points above U+007F from the
 * generated tables of unicode_str.h (CPython 3.11's database, so that
 * s.upper() and s.isalpha() agree with Python for every character).
 * ASCII is answered without the tables. */
#include <stdlib.h>

#include "rt_str.h"
#include "unicode_str.h"

_Static_assert((int)UP_ALPHA == (int)ARRC_UNI_ALPHA && (int)UP_XID_CONTINUE == (int)ARRC_UNI_XID_CONTINUE &&
                   (int)UP_PRINTABLE == (int)ARRC_UNI_PRINTABLE && (int)UP_CASE_IGNORABLE == (int)ARRC_UNI_CASE_IGNORABLE,
               "the property bits of rt_str.h are the generated table's");

uint32_t arrc_utf8_decode(const unsigned char *p, int *n) {
  unsigned char b = p[0];
  if (b < 0x80) {
    *n = 1;
    return b;
  }
  if (b < 0xe0) {
    *n = 2;
    return (uint32_t)(b & 0x1f) << 6 | (p[1] & 0x3f);
  }
  if (b < 0xf0) {
    *n = 3;
    return (uint32_t)(b & 0x0f) << 12 | (uint32_t)(p[1] & 0x3f) << 6 | (p[2] & 0x3f);
  }
  *n = 4;
  return (uint32_t)(b & 0x07) << 18 | (uint32_t)(p[1] & 0x3f) << 12 | (uint32_t)(p[2] & 0x3f) << 6 | (p[3] & 0x3f);
}

int arrc_utf8_encode(uint32_t c, char *out) {
  if (c < 0x80) {
    out[0] = (char)c;
    return 1;
  }
  if (c < 0x800) {
    out[0] = (char)(0xc0 | c >> 6);
    out[1] = (char)(0x80 | (c & 0x3f));
    return 2;
  }
  if (c < 0x10000) {
    out[0] = (char)(0xe0 | c >> 12);
    out[1] = (char)(0x80 | ((c >> 6) & 0x3f));
    out[2] = (char)(0x80 | (c & 0x3f));
    return 3;
  }
  out[0] = (char)(0xf0 | c >> 18);
  out[1] = (char)(0x80 | ((c >> 12) & 0x3f));
  out[2] = (char)(0x80 | ((c >> 6) & 0x3f));
  out[3] = (char)(0x80 | (c & 0x3f));
  return 4;
}

/* The properties of the ASCII characters, which the table leaves out. */
static uint32_t ascii_props(uint32_t c) {
  uint32_t p = 0;
  bool upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z', digit = c >= '0' && c <= '9';
  if (upper || lower)
    p |= ARRC_UNI_ALPHA | ARRC_UNI_CASED | ARRC_UNI_XID_START | ARRC_UNI_XID_CONTINUE |
         (upper ? ARRC_UNI_UPPER : ARRC_UNI_LOWER);
  if (digit)
    p |= ARRC_UNI_DECIMAL | ARRC_UNI_DIGIT | ARRC_UNI_NUMERIC | ARRC_UNI_XID_CONTINUE;
  if (c == '_')
    p |= ARRC_UNI_XID_CONTINUE;
  /* str.isspace() counts the information separators \x1c to \x1f. */
  if (c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f))
    p |= ARRC_UNI_SPACE;
  if (c >= 0x20 && c < 0x7f)
    p |= ARRC_UNI_PRINTABLE;
  if (c == '\'' || c == '.' || c == ':' || c == '^' || c == '`')
    p |= ARRC_UNI_CASE_IGNORABLE;
  return p;
}

uint32_t arrc_uni_props(uint32_t c) {
  if (c < 0x80)
    return ascii_props(c);
  size_t lo = 0, hi = sizeof unicode_props / sizeof unicode_props[0];
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (c < unicode_props[mid].lo)
      hi = mid;
    else if (c > unicode_props[mid].hi)
      lo = mid + 1;
    else
      return unicode_props[mid].props;
  }
  return 0;
}

int arrc_uni_case(uint32_t c, arrc_case which, uint32_t out[3]) {
  if (c < 0x80) {
    bool upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
    if (upper && (which == ARRC_CASE_LOWER || which == ARRC_CASE_FOLD))
      c += 32;
    else if (lower && (which == ARRC_CASE_UPPER || which == ARRC_CASE_TITLE))
      c -= 32;
    out[0] = c;
    return 1;
  }
  size_t lo = 0, hi = sizeof unicode_cases / sizeof unicode_cases[0];
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (c < unicode_cases[mid].cp) {
      hi = mid;
    } else if (c > unicode_cases[mid].cp) {
      lo = mid + 1;
    } else {
      int32_t m = unicode_cases[mid].map[which];
      if (m > UNICODE_LONG) {
        out[0] = (uint32_t)((int32_t)c + m);
        return 1;
      }
      const uint32_t *l = unicode_long_cases[UNICODE_LONG - m];
      int n = 0;
      while (n < 3 && l[n])
        out[n] = l[n], n++;
      return n;
    }
  }
  out[0] = c;
  return 1;
}
