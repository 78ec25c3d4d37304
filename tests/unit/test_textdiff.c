/* text_diff (src/textdiff.c), the unified diff of arrc test: the expected
 * texts are what GNU diff -u --label A --label B prints for the same
 * inputs. */
#include <criterion/criterion.h>
#include <string.h>

#include "textdiff.h"

static char *diff(const char *a, const char *b, size_t max_lines, size_t *lines) {
  StrBuf out = {0};
  *lines = text_diff(&out, a, strlen(a), "A", b, strlen(b), "B", 3, max_lines);
  sb_putc(&out, 0);
  return out.data;
}

static void expect(const char *a, const char *b, const char *want) {
  size_t lines;
  char *got = diff(a, b, 0, &lines);
  cr_expect_str_eq(got, want);
  free(got);
}

Test(textdiff, equal_texts_give_nothing) {
  size_t lines;
  StrBuf out = {0};
  lines = text_diff(&out, "a\nb\n", 4, "A", "a\nb\n", 4, "B", 3, 0);
  cr_expect_eq(lines, 0);
  cr_expect_eq(out.len, 0);
}

Test(textdiff, one_change_with_context) {
  expect("a\nb\nc\n", "a\nc\nd", "--- A\n+++ B\n@@ -1,3 +1,3 @@\n a\n-b\n c\n+d\n\\ No newline at end of file\n");
}

Test(textdiff, empty_file_against_lines) {
  expect("", "a\nb\nc\n", "--- A\n+++ B\n@@ -0,0 +1,3 @@\n+a\n+b\n+c\n");
  expect("a\n", "", "--- A\n+++ B\n@@ -1 +0,0 @@\n-a\n");
}

Test(textdiff, missing_final_newline_is_a_difference) {
  expect("x\ny\n", "x\ny", "--- A\n+++ B\n@@ -1,2 +1,2 @@\n x\n-y\n+y\n\\ No newline at end of file\n");
}

/* Changes more than 6 lines apart are separate hunks; closer ones share one. */
Test(textdiff, hunks_split_past_twice_the_context) {
  const char *a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n";
  const char *b = "1\nTWO\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\nTHIRTEEN\n14\n";
  expect(a, b,
         "--- A\n+++ B\n@@ -1,5 +1,5 @@\n 1\n-2\n+TWO\n 3\n 4\n 5\n"
         "@@ -10,5 +10,5 @@\n 10\n 11\n 12\n-13\n+THIRTEEN\n 14\n");
  const char *c = "1\nTWO\n3\n4\n5\n6\n7\nEIGHT\n9\n10\n";
  expect("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", c,
         "--- A\n+++ B\n@@ -1,10 +1,10 @@\n 1\n-2\n+TWO\n 3\n 4\n 5\n 6\n 7\n-8\n+EIGHT\n 9\n 10\n");
}

Test(textdiff, insertion_in_the_middle) {
  expect("a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\nnew\ne\nf\ng\nh\n",
         "--- A\n+++ B\n@@ -2,6 +2,7 @@\n b\n c\n d\n+new\n e\n f\n g\n");
}

Test(textdiff, long_diffs_are_cut_and_counted) {
  StrBuf a = {0}, b = {0};
  for (int k = 0; k < 100; k++) {
    sb_printf(&a, "a%d\n", k);
    sb_printf(&b, "b%d\n", k);
  }
  StrBuf out = {0};
  size_t lines = text_diff(&out, a.data, a.len, "A", b.data, b.len, "B", 3, 10);
  cr_expect_eq(lines, 203);
  sb_putc(&out, 0);
  cr_expect(strstr(out.data, "... (193 more lines of diff)\n") != NULL, "%s", out.data);
  sb_free(&a);
  sb_free(&b);
  sb_free(&out);
}

/* Past the edit limit of the search, the middle is one deletion and one
 * insertion: still a correct diff. */
Test(textdiff, many_differences_stay_correct) {
  StrBuf a = {0}, b = {0};
  for (int k = 0; k < 5000; k++) {
    sb_printf(&a, "%d\n", k);
    sb_printf(&b, "%d\n", k % 2 ? k : -k - 1);
  }
  StrBuf out = {0};
  size_t lines = text_diff(&out, a.data, a.len, "A", b.data, b.len, "B", 3, 0);
  cr_expect_gt(lines, 5000);
  sb_free(&a);
  sb_free(&b);
  sb_free(&out);
}
