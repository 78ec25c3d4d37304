/* A unified diff of two texts, line by line, as `diff -u` prints it, for
 * `arrc test` to show how a program's output differs from the expected one. */
#ifndef ARRC_TEXTDIFF_H
#define ARRC_TEXTDIFF_H

#include <stddef.h>

#include "util.h"

/* Appends to out the unified diff of text a (labelled label_a on the ---
 * line) against text b (label_b, on the +++ line): hunks with `context`
 * lines of unchanged text around each change, "@@ -start,count +start,count
 * @@" headers as GNU diff writes them, and "\ No newline at end of file"
 * after a last line without one. At most max_lines lines are written (0: no
 * limit); a final line then says how many were left out. Returns the number
 * of lines the whole diff has, 0 when the texts are equal (nothing is
 * appended then). */
size_t text_diff(StrBuf *out, const char *a, size_t a_len, const char *label_a, const char *b, size_t b_len,
                 const char *label_b, int context, size_t max_lines);

#endif
