/* runtime/str_methods.c and runtime/str_unicode.c: code point counts and
 * offsets, the Unicode tables, the methods' results on ASCII and non-ASCII
 * text, and the messages of their errors. The expected values are
 * Python 3.11's. */
#define _GNU_SOURCE
#include "rt_expect.h"
#include "rt_str.h"

#include <stdint.h>

static arrc_str *S(const char *text) { return arrc_str_new(text, (int64_t)strlen(text)); }

/* Expects s to hold text, and drops it. */
static void expect_str(arrc_str *s, const char *text) {
  cr_expect_eq(s->len, (int64_t)strlen(text));
  cr_expect_str_eq(s->data, text);
  cr_expect_eq(s->chars, arrc_utf8_count(text, (int64_t)strlen(text)));
  arrc_str_decref(s);
}

/* Expects l to be a list of the strings in want (n of them), and drops it. */
static void expect_list(arrc_list *l, const char *const *want, int64_t n) {
  cr_expect_eq(l->len, n);
  for (int64_t k = 0; k < n && k < l->len; k++)
    cr_expect_str_eq((*(arrc_str **)arrc_list_at(l, k, NULL))->data, want[k]);
  arrc_list_decref(l);
}

Test(rt_str, counts_code_points) {
  arrc_str *a = S("abc"), *u = S("h\xc3\xa9llo \xe6\x97\xa5\xf0\x9f\x98\x80");
  cr_expect_eq(a->chars, 3);
  cr_expect_eq(u->len, 14);
  cr_expect_eq(u->chars, 8);
  cr_expect_eq(arrc_str_offset(u, 0), 0);
  cr_expect_eq(arrc_str_offset(u, 2), 3);
  cr_expect_eq(arrc_str_offset(u, 7), 10);
  cr_expect_eq(arrc_str_offset(u, 8), 14);
  /* From the cursor left at 7: backward, and forward again. */
  cr_expect_eq(arrc_str_offset(u, 5), 6);
  cr_expect_eq(arrc_str_offset(u, 6), 7);
  cr_expect_eq(arrc_str_offset(u, 1), 1);
  expect_str(arrc_str_getitem(u, -1, &rt_test_loc), "\xf0\x9f\x98\x80");
  expect_str(arrc_str_getitem(u, 1, &rt_test_loc), "\xc3\xa9");
  expect_str(arrc_str_slice(u, 0, 0, -1, ARRC_SLICE_NO_LO | ARRC_SLICE_NO_HI, &rt_test_loc),
             "\xf0\x9f\x98\x80\xe6\x97\xa5 oll\xc3\xa9h");
  expect_str(arrc_str_slice(u, 1, 3, 0, ARRC_SLICE_NO_STEP, &rt_test_loc), "\xc3\xa9l");
  arrc_str *cat = arrc_str_concat(a, u);
  cr_expect_eq(cat->chars, 11);
  arrc_str_decref(cat);
  arrc_str_decref(a);
  arrc_str_decref(u);
}

Test(rt_str, iteration_by_character) {
  arrc_str *u = S("a\xc3\xa9\xe6\x97\xa5");
  int64_t pos = 0;
  expect_str(arrc_str_next_char(u, &pos), "a");
  expect_str(arrc_str_next_char(u, &pos), "\xc3\xa9");
  expect_str(arrc_str_next_char(u, &pos), "\xe6\x97\xa5");
  cr_expect_eq(pos, u->len);
  arrc_str_decref(u);
}

Test(rt_str, unicode_tables) {
  cr_expect(arrc_uni_props(0xe9) & ARRC_UNI_ALPHA);
  cr_expect(arrc_uni_props(0xe9) & ARRC_UNI_LOWER);
  cr_expect(arrc_uni_props(0x663) & ARRC_UNI_DECIMAL); /* ARABIC-INDIC DIGIT THREE */
  cr_expect(arrc_uni_props(0xb2) & ARRC_UNI_DIGIT);
  cr_expect(!(arrc_uni_props(0xb2) & ARRC_UNI_DECIMAL));
  cr_expect(arrc_uni_props(0xbd) & ARRC_UNI_NUMERIC);
  cr_expect(arrc_uni_props(0x3000) & ARRC_UNI_SPACE);
  cr_expect(arrc_uni_props(0x1c) & ARRC_UNI_SPACE);
  cr_expect(!(arrc_uni_props(0xad) & ARRC_UNI_PRINTABLE));
  uint32_t out[3];
  cr_expect_eq(arrc_uni_case(0xdf, ARRC_CASE_UPPER, out), 2); /* sharp s: SS */
  cr_expect(out[0] == 'S' && out[1] == 'S');
  cr_expect_eq(arrc_uni_case(0x1c6, ARRC_CASE_TITLE, out), 1); /* dz: Dz */
  cr_expect_eq(out[0], 0x1c5);
  cr_expect_eq(arrc_uni_case('Q', ARRC_CASE_FOLD, out), 1);
  cr_expect_eq(out[0], 'q');
  char b[4];
  int n;
  cr_expect_eq(arrc_utf8_encode(0x1f600, b), 4);
  cr_expect_eq(arrc_utf8_decode((const unsigned char *)b, &n), 0x1f600);
  cr_expect_eq(n, 4);
}

Test(rt_str, split_and_join) {
  arrc_str *s = S("  a  b c  "), *comma = S(","), *csv = S("a,,b,");
  expect_list(arrc_str_split(s, NULL, -1, NULL), (const char *[]){"a", "b", "c"}, 3);
  expect_list(arrc_str_split(s, NULL, 1, NULL), (const char *[]){"a", "b c  "}, 2);
  expect_list(arrc_str_rsplit(s, NULL, 1, NULL), (const char *[]){"  a  b", "c"}, 2);
  expect_list(arrc_str_split(csv, comma, -1, NULL), (const char *[]){"a", "", "b", ""}, 4);
  expect_list(arrc_str_rsplit(csv, comma, 2, NULL), (const char *[]){"a,", "b", ""}, 3);
  arrc_list *parts = arrc_str_split(csv, comma, -1, NULL);
  expect_str(arrc_str_join_list(comma, parts), "a,,b,");
  arrc_list_decref(parts);
  arrc_str *lines = S("x\r\ny\x0bz\xe2\x80\xa8");
  expect_list(arrc_str_splitlines(lines, 0), (const char *[]){"x", "y", "z"}, 3);
  expect_list(arrc_str_splitlines(lines, 1), (const char *[]){"x\r\n", "y\x0b", "z\xe2\x80\xa8"}, 3);
  arrc_str_decref(lines);
  arrc_str_decref(s);
  arrc_str_decref(comma);
  arrc_str_decref(csv);
}

Test(rt_str, search) {
  arrc_str *s = S("h\xc3\xa9llo h\xc3\xa9llo"), *l = S("l"), *e = S("");
  cr_expect_eq(arrc_str_find(s, l, ARRC_STR_NO_START, ARRC_STR_NO_END, 0), 2);
  cr_expect_eq(arrc_str_find(s, l, ARRC_STR_NO_START, ARRC_STR_NO_END, 1), 9);
  cr_expect_eq(arrc_str_find(s, l, 4, 8, 0), -1);
  cr_expect_eq(arrc_str_find(s, e, 11, ARRC_STR_NO_END, 0), 11);
  cr_expect_eq(arrc_str_find(s, e, 12, ARRC_STR_NO_END, 0), -1);
  cr_expect_eq(arrc_str_count(s, l, ARRC_STR_NO_START, ARRC_STR_NO_END), 4);
  cr_expect_eq(arrc_str_count(s, e, ARRC_STR_NO_START, ARRC_STR_NO_END), 12);
  cr_expect_eq(arrc_str_count(s, l, -3, ARRC_STR_NO_END), 2);
  cr_expect(arrc_str_startswith(s, l, 2, ARRC_STR_NO_END));
  cr_expect(arrc_str_endswith(s, l, ARRC_STR_NO_START, -1));
  cr_expect(!arrc_str_endswith(s, l, ARRC_STR_NO_START, -3));
  cr_expect(arrc_str_contains(s, e));
  arrc_str_decref(s);
  arrc_str_decref(l);
  arrc_str_decref(e);
}

Test(rt_str, case_and_predicates) {
  arrc_str *s = S("\xce\xa3\xce\x91\xce\xa3 stra\xc3\x9f" "e"); /* "ΣΑΣ straße" */
  expect_str(arrc_str_change_case(s, ARRC_STR_LOWER), "\xcf\x83\xce\xb1\xcf\x82 stra\xc3\x9f" "e");
  expect_str(arrc_str_change_case(s, ARRC_STR_UPPER), "\xce\xa3\xce\x91\xce\xa3 STRASSE");
  expect_str(arrc_str_change_case(s, ARRC_STR_CASEFOLD), "\xcf\x83\xce\xb1\xcf\x83 strasse");
  arrc_str *t = S("hello wORLD 3x");
  expect_str(arrc_str_change_case(t, ARRC_STR_TITLE), "Hello World 3X");
  expect_str(arrc_str_change_case(t, ARRC_STR_CAPITALIZE), "Hello world 3x");
  expect_str(arrc_str_change_case(t, ARRC_STR_SWAPCASE), "HELLO World 3X");
  cr_expect(!arrc_str_predicate(t, ARRC_STR_ISTITLE));
  cr_expect(arrc_str_predicate(t, ARRC_STR_ISASCII));
  arrc_str *empty = S("");
  cr_expect(!arrc_str_predicate(empty, ARRC_STR_ISALPHA));
  cr_expect(arrc_str_predicate(empty, ARRC_STR_ISPRINTABLE));
  arrc_str *ident = S("_x\xc3\xa9" "1");
  cr_expect(arrc_str_predicate(ident, ARRC_STR_ISIDENTIFIER));
  arrc_str_decref(s);
  arrc_str_decref(t);
  arrc_str_decref(empty);
  arrc_str_decref(ident);
}

Test(rt_str, padding_and_numbers) {
  arrc_str *s = S("ab"), *star = S("*"), *neg = S("-42");
  expect_str(arrc_str_pad(s, 7, star, 0, 0, NULL), "***ab**");
  expect_str(arrc_str_pad(s, 5, NULL, 1, 0, NULL), "ab   ");
  expect_str(arrc_str_pad(s, 1, star, 2, 0, NULL), "ab");
  expect_str(arrc_str_zfill(neg, 6), "-00042");
  expect_str(arrc_str_from_int_base(-255, 16, 0), "-0xff");
  expect_str(arrc_str_from_int_base((int64_t)UINT64_C(0x8000000000000005), 16, 1), "0x8000000000000005");
  expect_str(arrc_str_from_int_base(INT64_MIN, 2, 0),
             "-0b1000000000000000000000000000000000000000000000000000000000000000");
  arrc_str *h = S(" 0x_1F "), *z = S("0");
  cr_expect_eq(arrc_str_to_i64_base(h, 0, NULL), 31);
  cr_expect_eq(arrc_str_to_i64_base(h, 16, NULL), 31);
  cr_expect_eq(arrc_str_to_i64_base(z, 0, NULL), 0);
  cr_expect_eq(arrc_str_ord(star, 0, NULL), '*');
  expect_str(arrc_str_chr(0x65e5, 0, NULL), "\xe6\x97\xa5");
  arrc_str_decref(s);
  arrc_str_decref(star);
  arrc_str_decref(neg);
  arrc_str_decref(h);
  arrc_str_decref(z);
}

static void index_past_end(const void *arg) {
  (void)arg;
  arrc_str_getitem(S("h\xc3\xa9"), 2, &rt_test_loc);
}

static void substring_missing(const void *arg) {
  (void)arg;
  arrc_str_index(S("abc"), S("d"), ARRC_STR_NO_START, ARRC_STR_NO_END, 1, &rt_test_loc);
}

static void bad_base_literal(const void *arg) { arrc_str_to_i64_base(S("0x1g"), *(const int64_t *)arg, &rt_test_loc); }

static void bad_base(const void *arg) {
  (void)arg;
  arrc_str_to_i64_base(S("1"), 37, &rt_test_loc);
}

static void ord_of_two(const void *arg) { arrc_str_ord(S("ab"), *(const int32_t *)arg, &rt_test_loc); }

static void chr_too_big(const void *arg) { arrc_str_chr(0x110000, *(const int32_t *)arg, &rt_test_loc); }

static void wide_fill(const void *arg) { arrc_str_pad(S("a"), 4, S("ab"), 0, *(const int32_t *)arg, &rt_test_loc); }

static void empty_separator(const void *arg) {
  (void)arg;
  arrc_str_split(S("a"), S(""), -1, &rt_test_loc);
}

Test(rt_str, errors) {
  int64_t base0 = 0, base16 = 16;
  int32_t python = 0, numba = 1;
  rt_expect_error(index_past_end, NULL, "IndexError: string index out of range");
  rt_expect_error(substring_missing, NULL, "ValueError: substring not found");
  rt_expect_error(bad_base_literal, &base0, "ValueError: invalid literal for int() with base 0: '0x1g'");
  rt_expect_error(bad_base_literal, &base16, "ValueError: invalid literal for int() with base 16: '0x1g'");
  rt_expect_error(bad_base, NULL, "ValueError: int() base must be >= 2 and <= 36, or 0");
  rt_expect_error(ord_of_two, &python, "TypeError: ord() expected a character, but string of length 2 found");
  rt_expect_error(ord_of_two, &numba, "TypeError: ord() expected a character");
  rt_expect_error(chr_too_big, &python, "ValueError: chr() arg not in range(0x110000)");
  rt_expect_error(chr_too_big, &numba, "ValueError: chr() arg not in range(0x10ffff)");
  rt_expect_error(wide_fill, &python, "TypeError: The fill character must be exactly one character long");
  rt_expect_error(wide_fill, &numba, "ValueError: The fill character must be exactly one character long");
  rt_expect_error(empty_separator, NULL, "ValueError: empty separator");
}
