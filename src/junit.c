/* The JUnit XML report of `arrc test --junit FILE` (testrun.h), in the
 * form CI systems read (Jenkins, GitLab, GitHub actions that publish test
 * results): <testsuites> with one <testsuite> per folder of programs, a
 * <testcase> per program with its time, and <failure> or <skipped> in it.
 * Output of programs is arbitrary bytes, and XML 1.0 cannot hold every
 * byte: control characters other than tab, newline and carriage return are
 * not allowed even as character references, nor is malformed UTF-8, so
 * those are written as the visible text "\xNN" instead. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "testrun.h"

/* The length of the well-formed UTF-8 sequence at s (of the characters XML
 * allows), or 0. */
static size_t utf8_char(const unsigned char *s, size_t n) {
  if (s[0] < 0x80)
    return 1;
  size_t len = s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3 : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;
  if (len == 0 || len > n)
    return 0;
  unsigned cp = s[0] & (0x7f >> len);
  for (size_t k = 1; k < len; k++) {
    if ((s[k] & 0xc0) != 0x80)
      return 0;
    cp = cp << 6 | (s[k] & 0x3f);
  }
  static const unsigned least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < least[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp == 0xfffe || cp == 0xffff)
    return 0;
  return len;
}

/* Appends text escaped for XML character data, or for an attribute value
 * in double quotes (where newlines and tabs must be references to stay). */
static void xml_escape(StrBuf *out, const char *text, size_t n, bool attribute) {
  const unsigned char *s = (const unsigned char *)text;
  for (size_t k = 0; k < n;) {
    unsigned char c = s[k];
    size_t len = utf8_char(s + k, n - k);
    if (c == '&')
      sb_puts(out, "&amp;");
    else if (c == '<')
      sb_puts(out, "&lt;");
    else if (c == '>')
      sb_puts(out, "&gt;");
    else if (c == '"' && attribute)
      sb_puts(out, "&quot;");
    else if ((c == '\n' || c == '\t' || c == '\r') && attribute)
      sb_printf(out, "&#%d;", c);
    else if (c == '\r')
      sb_puts(out, "&#13;");
    else if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || len == 0)
      sb_printf(out, "\\x%02x", c);
    else
      sb_putn(out, text + k, len);
    k += len ? len : 1;
  }
}

static void put_attr(StrBuf *out, const char *name, const char *value) {
  sb_printf(out, " %s=\"", name);
  xml_escape(out, value, strlen(value), true);
  sb_putc(out, '"');
}

/* The folder part of a program's path ("." for none): the suite's name. */
static size_t folder_len(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? (size_t)(slash - path) : 0;
}

static bool same_folder(const TestCase *a, const TestCase *b) {
  size_t n = folder_len(a->path);
  return folder_len(b->path) == n && strncmp(a->path, b->path, n) == 0;
}

/* The suite of the folder of cases[first]: every case in that folder. */
static void put_suite(StrBuf *out, const TestCase *cases, int first, int total) {
  size_t flen = folder_len(cases[first].path);
  char *folder = flen ? strndup(cases[first].path, flen) : strdup(".");
  int count[3] = {0, 0, 0}, n = 0;
  double seconds = 0;
  for (int k = first; k < total; k++) {
    if (!same_folder(&cases[k], &cases[first]))
      continue;
    count[cases[k].outcome]++;
    seconds += cases[k].seconds;
    n++;
  }
  sb_puts(out, "  <testsuite");
  put_attr(out, "name", folder);
  sb_printf(out, " tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\" time=\"%.3f\">\n", n,
            count[TEST_FAIL], count[TEST_SKIP], seconds);
  for (int k = first; k < total; k++) {
    const TestCase *tc = &cases[k];
    if (!same_folder(tc, &cases[first]))
      continue;
    const char *name = tc->path + (flen ? flen + 1 : 0);
    sb_puts(out, "    <testcase");
    put_attr(out, "name", name);
    put_attr(out, "classname", folder);
    put_attr(out, "file", tc->path);
    sb_printf(out, " time=\"%.3f\"", tc->seconds);
    if (tc->outcome == TEST_PASS) {
      sb_puts(out, "/>\n");
      continue;
    }
    sb_puts(out, ">\n");
    if (tc->outcome == TEST_SKIP) {
      sb_puts(out, "      <skipped");
      put_attr(out, "message", tc->message ? tc->message : "");
      sb_puts(out, "/>\n");
    } else {
      sb_puts(out, "      <failure");
      put_attr(out, "message", tc->message ? tc->message : "failed");
      sb_puts(out, " type=\"failure\">");
      StrBuf text = {0};
      details_plain(&text, tc->details);
      xml_escape(out, text.data ? text.data : "", text.len, false);
      sb_free(&text);
      sb_puts(out, "</failure>\n");
    }
    sb_puts(out, "    </testcase>\n");
  }
  sb_puts(out, "  </testsuite>\n");
  free(folder);
}

bool junit_write(const char *path, const TestCase *cases, int n, double seconds) {
  int count[3] = {0, 0, 0};
  for (int k = 0; k < n; k++)
    count[cases[k].outcome]++;
  StrBuf out = {0};
  char stamp[32];
  time_t now = time(NULL);
  strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", gmtime(&now));
  sb_puts(&out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  sb_printf(&out,
            "<testsuites name=\"arrc test\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\" "
            "time=\"%.3f\" timestamp=\"%s\">\n",
            n, count[TEST_FAIL], count[TEST_SKIP], seconds, stamp);
  /* A suite per folder, in the order of the folders' first programs. */
  for (int k = 0; k < n; k++) {
    bool seen = false;
    for (int j = 0; j < k && !seen; j++)
      seen = same_folder(&cases[j], &cases[k]);
    if (!seen)
      put_suite(&out, cases, k, n);
  }
  sb_puts(&out, "</testsuites>\n");
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(out.data, 1, out.len, f) == out.len;
  ok = (f && fclose(f) == 0) && ok;
  if (!ok)
    fprintf(stderr, "arrc: error: cannot write the JUnit report '%s': %s\n", path, strerror(errno));
  sb_free(&out);
  return ok;
}
