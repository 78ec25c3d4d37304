/* Diagnostics. Every message of the compiler goes through diag_report, so the
 * format of §9.1 is decided in one place:
 *
 *   prog.arr:3:9: error: expected ':' after 'if' condition
 *       3 | if x > 1
 *         |         ^
 */
#include "diag.h"

#include <string.h>

Source *source_new(Arena *a, const char *path, const char *text, size_t len) {
  Source *s = arena_alloc(a, sizeof *s);
  s->path = path;
  s->text = text;
  s->len = len;
  int n = 1;
  for (size_t i = 0; i < len; i++)
    n += text[i] == '\n';
  s->line_starts = arena_alloc(a, (size_t)(n + 1) * sizeof *s->line_starts);
  int k = 0;
  s->line_starts[k++] = 0;
  for (size_t i = 0; i < len; i++)
    if (text[i] == '\n')
      s->line_starts[k++] = i + 1;
  s->line_starts[k] = len + 1;
  s->nlines = n;
  return s;
}

const char *source_line(const Source *s, int n, size_t *len) {
  if (n < 1 || n > s->nlines) {
    *len = 0;
    return "";
  }
  size_t start = s->line_starts[n - 1];
  size_t end = s->line_starts[n] - 1;
  if (end > s->len)
    end = s->len;
  if (end > start && s->text[end - 1] == '\r')
    end--;
  *len = end - start;
  return s->text + start;
}

void diag_init(Diag *d, const Source *src, FILE *out) {
  memset(d, 0, sizeof *d);
  d->src = src;
  d->out = out;
  d->max_errors = 50;
}

static void emit(Diag *d, const char *fmt, ...) ARRC_PRINTF(2, 3);
static void emit(Diag *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (d->capture)
    sb_vprintf(d->capture, fmt, ap);
  else
    vfprintf(d->out, fmt, ap);
  va_end(ap);
}

/* Columns count bytes; the caret line repeats tabs so it lines up under a
 * tab-indented source line, and skips UTF-8 continuation bytes so it lines up
 * under non-ASCII text. */
static void emit_caret_line(Diag *d, const char *line, size_t len, int col, int end_col) {
  StrBuf sb = {0};
  sb_puts(&sb, "      | ");
  for (int i = 1; i < col && (size_t)(i - 1) < len; i++) {
    unsigned char c = (unsigned char)line[i - 1];
    if ((c & 0xC0) == 0x80)
      continue;
    sb_putc(&sb, c == '\t' ? '\t' : ' ');
  }
  sb_putc(&sb, '^');
  for (int i = col + 1; i <= end_col && (size_t)(i - 1) < len; i++)
    if (((unsigned char)line[i - 1] & 0xC0) != 0x80)
      sb_putc(&sb, '~');
  emit(d, "%s\n", sb.data);
  sb_free(&sb);
}

void diag_report(Diag *d, DiagLevel level, SrcLoc loc, const char *fmt, va_list ap) {
  diag_report_option(d, level, loc, NULL, fmt, ap);
}

void diag_report_option(Diag *d, DiagLevel level, SrcLoc loc, const char *option, const char *fmt,
                        va_list ap) {
  /* A warning of a named category comes with its level decided already
   * (-Wno-error=NAME keeps it a warning under -Werror). */
  if (level == DIAG_WARNING && d->werror && !option)
    level = DIAG_ERROR;
  if (level == DIAG_WARNING && d->nowarn)
    return;
  if (level == DIAG_INTERNAL)
    d->internal_errors++;
  if (level == DIAG_ERROR || level == DIAG_INTERNAL) {
    if (++d->errors > d->max_errors) {
      if (d->errors == d->max_errors + 1)
        emit(d, "%s: error: too many errors, stopping\n", d->src ? d->src->path : "arrc");
      return;
    }
  } else if (level == DIAG_WARNING) {
    d->warnings++;
  } else if (d->errors > d->max_errors) {
    return;
  }
  static const char *names[] = {"error", "warning", "note", "internal error"};
  StrBuf msg = {0};
  sb_vprintf(&msg, fmt, ap);
  if (option)
    sb_printf(&msg, " [%s]", option);
  const char *path = d->src ? d->src->path : "arrc";
  if (loc.line > 0)
    emit(d, "%s:%d:%d: %s: %s\n", path, loc.line, loc.col, names[level], msg.data);
  else
    emit(d, "%s: %s: %s\n", path, names[level], msg.data);
  sb_free(&msg);
  if (!d->src || loc.line < 1 || loc.line > d->src->nlines)
    return;
  size_t len;
  const char *line = source_line(d->src, loc.line, &len);
  emit(d, "%5d | %.*s\n", loc.line, (int)len, line);
  int end_col = loc.end_line == loc.line && loc.end_col >= loc.col ? loc.end_col : loc.col;
  emit_caret_line(d, line, len, loc.col, end_col);
}

#define DIAG_FN(name, level)                                   \
  void name(Diag *d, SrcLoc loc, const char *fmt, ...) {       \
    va_list ap;                                                \
    va_start(ap, fmt);                                         \
    diag_report(d, level, loc, fmt, ap);                       \
    va_end(ap);                                                \
  }
DIAG_FN(diag_error, DIAG_ERROR)
DIAG_FN(diag_warning, DIAG_WARNING)
DIAG_FN(diag_note, DIAG_NOTE)
DIAG_FN(diag_internal, DIAG_INTERNAL)
