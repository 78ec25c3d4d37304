/* A unified diff of two texts (textdiff.h): Myers's O(ND) algorithm ("An
 * O(ND) Difference Algorithm and Its Variations", 1986) over lines, after
 * the common first and last lines are set aside, then hunks grouped as GNU
 * diff groups them. Outputs of test programs are small, and when they
 * differ they usually differ in a few places, so D stays small; past
 * MAX_EDITS differences the diff stops looking for the shortest script and
 * shows the differing middle as one deletion and one insertion, which is
 * still a correct diff and bounds the memory the search takes. */
#include "textdiff.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The memory of the search grows as the square of the number of edits. */
enum { MAX_EDITS = 2000 };

typedef struct {
  const char *text;
  size_t len; /* with its '\n', when it has one */
  uint64_t hash;
} Line;

typedef struct {
  char kind; /* ' ' unchanged, '-' only in a, '+' only in b */
  size_t a, b; /* the line of a and of b at this point of the script */
} Edit;

static Line *split_lines(const char *s, size_t n, size_t *count) {
  size_t lines = 0;
  for (size_t k = 0; k < n; k++)
    lines += s[k] == '\n';
  if (n > 0 && s[n - 1] != '\n')
    lines++;
  Line *out = xmalloc((lines + 1) * sizeof *out);
  size_t start = 0, i = 0;
  for (size_t k = 0; k < n; k++) {
    if (s[k] != '\n' && k + 1 < n)
      continue;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t p = start; p <= k; p++)
      h = (h ^ (unsigned char)s[p]) * 0x100000001b3ULL;
    out[i++] = (Line){s + start, k + 1 - start, h};
    start = k + 1;
  }
  *count = i;
  return out;
}

static bool same_line(const Line *x, const Line *y) {
  return x->hash == y->hash && x->len == y->len && memcmp(x->text, y->text, x->len) == 0;
}

/* Marks in del[] the lines of a[0..n) and in ins[] those of b[0..m) that a
 * shortest edit script deletes and inserts; false when that script has more
 * than MAX_EDITS edits (nothing is marked then). */
static bool myers(const Line *a, size_t n, const Line *b, size_t m, char *del, char *ins) {
  size_t max = n + m < MAX_EDITS ? n + m : MAX_EDITS;
  long off = (long)max + 1;
  long *v = xmalloc((2 * (size_t)max + 3) * sizeof *v);
  long **trace = xmalloc((max + 1) * sizeof *trace);
  v[off + 1] = 0;
  long found = -1, steps = 0;
  for (long d = 0; d <= (long)max && found < 0; d++, steps++) {
    for (long k = -d; k <= d; k += 2) {
      long x = k == -d || (k != d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
      long y = x - k;
      while ((size_t)x < n && (size_t)y < m && same_line(&a[x], &b[y]))
        x++, y++;
      v[off + k] = x;
      if ((size_t)x >= n && (size_t)y >= m)
        found = d;
    }
    trace[d] = xmalloc((2 * (size_t)d + 1) * sizeof **trace);
    memcpy(trace[d], v + off - d, (2 * (size_t)d + 1) * sizeof *v);
  }
  if (found >= 0) {
    long x = (long)n, y = (long)m;
    for (long d = found; d > 0; d--) {
      const long *prev = trace[d - 1] + (d - 1); /* indexed by k */
      long k = x - y;
      bool down = k == -d || (k != d && prev[k - 1] < prev[k + 1]);
      long pk = down ? k + 1 : k - 1, px = prev[pk], py = px - pk;
      while (x > px && y > py)
        x--, y--;
      if (down)
        ins[py] = 1;
      else
        del[px] = 1;
      x = px, y = py;
    }
  }
  for (long d = 0; d < steps; d++)
    free(trace[d]);
  free(trace);
  free(v);
  return found >= 0;
}

/* A range of a hunk header: "start,count", with GNU diff's special cases
 * (one line: only its number; no lines: the line before). */
static void put_range(StrBuf *out, size_t first, size_t count) {
  if (count == 1)
    sb_printf(out, "%zu", first + 1);
  else
    sb_printf(out, "%zu,%zu", count == 0 ? first : first + 1, count);
}

typedef struct {
  StrBuf *out;
  size_t written, total, max;
} Writer;

/* Counts a line of the diff and writes it while under the limit. */
static bool may_write(Writer *w) {
  w->total++;
  return w->max == 0 || w->written++ < w->max;
}

static void put_line(Writer *w, char kind, const Line *line) {
  size_t n = line->len;
  bool newline = n > 0 && line->text[n - 1] == '\n';
  if (may_write(w)) {
    sb_putc(w->out, kind);
    sb_putn(w->out, line->text, newline ? n - 1 : n);
    sb_putc(w->out, '\n');
  }
  if (!newline && may_write(w))
    sb_puts(w->out, "\\ No newline at end of file\n");
}

size_t text_diff(StrBuf *out, const char *a, size_t a_len, const char *label_a, const char *b, size_t b_len,
                 const char *label_b, int context, size_t max_lines) {
  if (a_len == b_len && memcmp(a, b, a_len) == 0)
    return 0;
  size_t n, m;
  Line *la = split_lines(a, a_len, &n), *lb = split_lines(b, b_len, &m);
  size_t head = 0;
  while (head < n && head < m && same_line(&la[head], &lb[head]))
    head++;
  size_t tail = 0;
  while (tail < n - head && tail < m - head && same_line(&la[n - 1 - tail], &lb[m - 1 - tail]))
    tail++;
  char *del = calloc(n + 1, 1), *ins = calloc(m + 1, 1);
  if (!del || !ins)
    abort();
  if (!myers(la + head, n - head - tail, lb + head, m - head - tail, del + head, ins + head)) {
    memset(del + head, 1, n - head - tail);
    memset(ins + head, 1, m - head - tail);
  }
  /* The edit script: at each point, the deletions before the insertions. */
  Edit *script = xmalloc((n + m + 1) * sizeof *script);
  size_t len = 0;
  for (size_t i = 0, j = 0; i < n || j < m;) {
    char kind = i < n && del[i] ? '-' : j < m && ins[j] ? '+' : ' ';
    script[len++] = (Edit){kind, i, j};
    i += kind != '+';
    j += kind != '-';
  }
  Writer w = {out, 0, 0, max_lines};
  if (may_write(&w))
    sb_printf(out, "--- %s\n", label_a);
  if (may_write(&w))
    sb_printf(out, "+++ %s\n", label_b);
  size_t ctx = context > 0 ? (size_t)context : 0, done = 0;
  for (size_t c = 0; c < len; c++) {
    if (script[c].kind == ' ')
      continue;
    /* A hunk: this change and every later one less than 2 * context
     * unchanged lines after the one before it, with context around. */
    size_t last = c, e = c + 1;
    for (; e < len; e++) {
      if (script[e].kind != ' ')
        last = e;
      else if (e - last > 2 * ctx)
        break;
    }
    size_t start = c > done + ctx ? c - ctx : done;
    size_t end = last + ctx + 1 < len ? last + ctx + 1 : len;
    size_t a_count = 0, b_count = 0;
    for (size_t k = start; k < end; k++) {
      a_count += script[k].kind != '+';
      b_count += script[k].kind != '-';
    }
    if (may_write(&w)) {
      sb_puts(out, "@@ -");
      put_range(out, script[start].a, a_count);
      sb_puts(out, " +");
      put_range(out, script[start].b, b_count);
      sb_puts(out, " @@\n");
    }
    for (size_t k = start; k < end; k++)
      put_line(&w, script[k].kind, script[k].kind == '+' ? &lb[script[k].b] : &la[script[k].a]);
    done = end;
    c = end - 1;
  }
  if (max_lines && w.total > max_lines)
    sb_printf(out, "... (%zu more lines of diff)\n", w.total - max_lines);
  free(script);
  free(del);
  free(ins);
  free(la);
  free(lb);
  return w.total;
}
