/* np.savetxt and np.loadtxt: arrays as text files (NumPy's npyio.py and
 * its C reader, numpy/core/src/multiarray/textreading).
 *
 * savetxt formats each row with Python's '%' operator (strformat.c), as
 * NumPy does, so every format Python takes works and a format that does
 * not suit the dtype fails with NumPy's message. loadtxt reads the rows,
 * splits them by the delimiter (runs of white space when there is none),
 * drops comments and empty lines, converts the fields NumPy's way and
 * shapes the result as NumPy does (squeezed, then at least ndmin
 * dimensions). arrc knows the result's rank when it compiles; a file
 * whose rows give NumPy another rank is an error that says so. */
#include <errno.h>
#include <stdarg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rt_core.h"
#include "rt_except.h"
#include "rt_file.h"
#include "rt_print.h"

/* ---- savetxt ------------------------------------------------------------ */

static char *format_msg(const arrc_loc *loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static char *format_msg(const arrc_loc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *msg = arrc_malloc((size_t)n + 1, loc);
  va_start(ap, fmt);
  vsnprintf(msg, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return msg;
}


static bool dtype_is_complex(int dt) { return dt == ARRC_COMPLEX64 || dt == ARRC_COMPLEX128; }

/* Element p of a's dtype as an argument of '%' formatting: NumPy's scalars
 * format as Python's numbers of the same kind. */
static arrc_fmt_arg element_arg(int dt, const char *p) {
  arrc_fmt_arg a;
  memset(&a, 0, sizeof a);
  switch (dt) {
  case ARRC_BOOL: a.kind = ARRC_FMT_BOOL; a.bits = *(const uint8_t *)p != 0; break;
  case ARRC_INT8: a.kind = ARRC_FMT_INT; a.bits = *(const int8_t *)p; break;
  case ARRC_INT16: { int16_t x; memcpy(&x, p, sizeof x); a.kind = ARRC_FMT_INT; a.bits = x; break; }
  case ARRC_INT32: { int32_t x; memcpy(&x, p, sizeof x); a.kind = ARRC_FMT_INT; a.bits = x; break; }
  case ARRC_INT64: { int64_t x; memcpy(&x, p, sizeof x); a.kind = ARRC_FMT_INT; a.bits = x; break; }
  case ARRC_UINT8: a.kind = ARRC_FMT_INT; a.bits = *(const uint8_t *)p; break;
  case ARRC_UINT16: { uint16_t x; memcpy(&x, p, sizeof x); a.kind = ARRC_FMT_INT; a.bits = x; break; }
  case ARRC_UINT32: { uint32_t x; memcpy(&x, p, sizeof x); a.kind = ARRC_FMT_INT; a.bits = x; break; }
  case ARRC_UINT64: { uint64_t x; memcpy(&x, p, sizeof x); a.kind = ARRC_FMT_UINT; a.bits = (int64_t)x; break; }
  case ARRC_FLOAT32: {
    float x;
    memcpy(&x, p, sizeof x);
    double d = x;
    a.kind = ARRC_FMT_FLOAT32;
    memcpy(&a.bits, &d, sizeof d);
    break;
  }
  default: {
    double d;
    memcpy(&d, p, sizeof d);
    a.kind = ARRC_FMT_FLOAT;
    memcpy(&a.bits, &d, sizeof d);
    break;
  }
  }
  return a;
}

/* s with every "\n" followed by comments, as savetxt writes a header. */
static void put_commented(arrc_text *t, const arrc_str *s, const arrc_str *comments) {
  for (int64_t k = 0; k < s->len; k++) {
    arrc_text_putc(t, s->data[k]);
    if (s->data[k] == '\n')
      arrc_text_put(t, comments->data, (size_t)comments->len);
  }
}

static int64_t count_char(const char *s, int64_t n, char c) {
  int64_t count = 0;
  for (int64_t k = 0; k < n; k++)
    count += s[k] == c;
  return count;
}

/* The format of one row: fmts joined by the delimiter when a list is
 * given; else fmt repeated for each column when it has one '%', or fmt as
 * it is when it has one per column. */
static void row_format(arrc_text *row, const arrc_str *fmt, const arrc_list *fmts, int64_t ncol,
                       const arrc_str *delimiter, const arrc_loc *loc) {
  if (fmts) {
    if (fmts->len != ncol) {
      arrc_text t = {0};
      arrc_text_putc(&t, '[');
      for (int64_t k = 0; k < fmts->len; k++) {
        if (k)
          arrc_text_puts(&t, ", ");
        arrc_text_put_str_repr(&t, ((arrc_str **)fmts->data)[k]);
      }
      arrc_text_putc(&t, ']');
      arrc_text_putc(&t, '\0');
      arrc_text_free(row);
      /* NumPy 1.24 raises this one as an AttributeError. */
      char *msg = format_msg(loc, "fmt has wrong shape.  %s", t.data);
      arrc_text_free(&t);
      arrc_raise_owned(ARRC_ATTRIBUTE_ERROR, loc, msg);
    }
    for (int64_t k = 0; k < ncol; k++) {
      const arrc_str *f = ((arrc_str **)fmts->data)[k];
      if (k)
        arrc_text_put(row, delimiter->data, (size_t)delimiter->len);
      arrc_text_put(row, f->data, (size_t)f->len);
    }
    return;
  }
  int64_t percents = count_char(fmt->data, fmt->len, '%');
  if (percents == 1) {
    for (int64_t k = 0; k < ncol; k++) {
      if (k)
        arrc_text_put(row, delimiter->data, (size_t)delimiter->len);
      arrc_text_put(row, fmt->data, (size_t)fmt->len);
    }
  } else if (percents == ncol) {
    arrc_text_put(row, fmt->data, (size_t)fmt->len);
  } else {
    arrc_text_free(row);
    arrc_raise(ARRC_VALUE_ERROR, loc, "fmt has wrong number of %% formats:  %s", fmt->data);
  }
}

void arrc_np_savetxt(const arrc_str *path, const arrc_array *a, const arrc_str *fmt, const arrc_list *fmts,
                     const arrc_str *delimiter, const arrc_str *newline, const arrc_str *header,
                     const arrc_str *footer, const arrc_str *comments, const arrc_loc *loc) {
  if (a->ndim == 0 || a->ndim > 2)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Expected 1D or 2D array, got %dD array instead", (int)a->ndim);
  if (dtype_is_complex(a->dtype))
    arrc_raise(ARRC_NOT_IMPLEMENTED_ERROR, loc, "np.savetxt() of a complex array is not supported by arrc yet");
  int64_t nrow = ARRC_SHAPE(a)[0], ncol = a->ndim == 2 ? ARRC_SHAPE(a)[1] : 1;
  int64_t row_stride = ARRC_STRIDES(a)[0], col_stride = a->ndim == 2 ? ARRC_STRIDES(a)[1] : 0;
  arrc_text format = {0};
  row_format(&format, fmt, fmts, ncol, delimiter, loc);

  FILE *f = fopen(path->data, "w");
  if (!f) {
    int err = errno;
    arrc_text_free(&format);
    arrc_os_error(err, path, loc);
  }
  arrc_text out = {0};
  if (header->len > 0) {
    arrc_text_put(&out, comments->data, (size_t)comments->len);
    put_commented(&out, header, comments);
    arrc_text_put(&out, newline->data, (size_t)newline->len);
  }
  arrc_fmt_arg *args = arrc_malloc(sizeof *args * (size_t)(ncol ? ncol : 1), loc);
  for (int64_t i = 0; i < nrow; i++) {
    for (int64_t j = 0; j < ncol; j++)
      args[j] = element_arg(a->dtype, a->data + i * row_stride + j * col_stride);
    arrc_format_error err;
    if (!arrc_percent_checked(&out, format.data, format.len, args, ncol, false, &err)) {
      fclose(f);
      char *msg = format_msg(loc, "Mismatch between array dtype ('%s') and format specifier ('%.*s')",
                             arrc_dtype_name((arrc_dtype)a->dtype), (int)format.len, format.data);
      free(args);
      arrc_text_free(&out);
      arrc_text_free(&format);
      arrc_raise_owned(ARRC_TYPE_ERROR, loc, msg);
    }
    arrc_text_put(&out, newline->data, (size_t)newline->len);
    /* Written in pieces, so that a large array needs no second copy. */
    if (out.len > 1 << 16) {
      fwrite(out.data, 1, out.len, f);
      out.len = 0;
    }
  }
  free(args);
  if (footer->len > 0) {
    arrc_text_put(&out, comments->data, (size_t)comments->len);
    put_commented(&out, footer, comments);
    arrc_text_put(&out, newline->data, (size_t)newline->len);
  }
  if (out.len > 0)
    fwrite(out.data, 1, out.len, f);
  int failed = ferror(f) ? errno : 0;
  if (fclose(f) != 0 && !failed)
    failed = errno;
  arrc_text_free(&out);
  arrc_text_free(&format);
  if (failed)
    arrc_raise(ARRC_OS_ERROR, loc, "[Errno %d] %s", failed, strerror(failed));
}

/* ---- loadtxt ------------------------------------------------------------ */

/* The fields of one line, as offsets into the line. */
typedef struct {
  int64_t *start, *len;
  int64_t n, cap;
} fields;

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

static void add_field(fields *fs, int64_t start, int64_t len, const arrc_loc *loc) {
  if (fs->n == fs->cap) {
    fs->cap = fs->cap ? 2 * fs->cap : 16;
    fs->start = arrc_realloc(fs->start, sizeof *fs->start * (size_t)fs->cap, loc);
    fs->len = arrc_realloc(fs->len, sizeof *fs->len * (size_t)fs->cap, loc);
  }
  fs->start[fs->n] = start;
  fs->len[fs->n] = len;
  fs->n++;
}

/* Splits line (its comment cut off) into fields: by the delimiter, or by
 * runs of white space when there is none (leading and trailing space
 * then make no field). A line with nothing but white space has none. */
static void split_line(const char *line, int64_t n, const arrc_str *delimiter, fields *fs, const arrc_loc *loc) {
  fs->n = 0;
  int64_t k = 0;
  while (k < n && is_blank(line[k]))
    k++;
  if (k == n)
    return;
  if (!delimiter) {
    while (k < n) {
      int64_t s = k;
      while (k < n && !is_blank(line[k]))
        k++;
      add_field(fs, s, k - s, loc);
      while (k < n && is_blank(line[k]))
        k++;
    }
    return;
  }
  int64_t s = 0;
  for (k = 0; k + delimiter->len <= n;) {
    if (memcmp(line + k, delimiter->data, (size_t)delimiter->len) == 0) {
      add_field(fs, s, k - s, loc);
      k += delimiter->len;
      s = k;
    } else {
      k++;
    }
  }
  add_field(fs, s, n - s, loc);
}

/* A field without the white space around it, NUL-terminated in buf. */
static const char *field_text(const char *line, int64_t start, int64_t len, char *buf, size_t cap) {
  while (len > 0 && is_blank(line[start]))
    start++, len--;
  while (len > 0 && is_blank(line[start + len - 1]))
    len--;
  if ((size_t)len >= cap)
    len = (int64_t)cap - 1;
  memcpy(buf, line + start, (size_t)len);
  buf[len] = '\0';
  return buf;
}

/* Python's float(): decimal and exponent notation, "inf", "infinity" and
 * "nan" in any case with a sign; no hexadecimal, which strtod would take. */
static bool parse_double(const char *s, double *out) {
  if (!*s || strpbrk(s, "xXpP_"))
    return false;
  const char *body = s + (*s == '+' || *s == '-');
  bool word = strcasecmp(body, "inf") == 0 || strcasecmp(body, "infinity") == 0 || strcasecmp(body, "nan") == 0;
  if (!word && !strpbrk(body, "0123456789"))
    return false;
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (*end)
    return false;
  *out = v;
  return true;
}

/* An integer field: digits with a sign; NumPy 1.24 still takes a float,
 * truncated toward zero (with a DeprecationWarning). */
static bool parse_int(const char *s, bool is_unsigned, int64_t *out) {
  char *end;
  errno = 0;
  if (is_unsigned) {
    if (*s == '-')
      return false;
    unsigned long long u = strtoull(s, &end, 10);
    if (*s && !*end && errno == 0 && !strpbrk(s, " \t")) {
      *out = (int64_t)u;
      return true;
    }
  } else {
    long long v = strtoll(s, &end, 10);
    if (*s && !*end && errno == 0 && !strpbrk(s, " \t")) {
      *out = v;
      return true;
    }
  }
  double d;
  if (!parse_double(s, &d) || !isfinite(d) || fabs(d) >= 9.2e18)
    return false;
  *out = (int64_t)d;
  return true;
}

/* Stores field text s as element p of dtype dt; false when it does not
 * convert. */
static bool convert_field(int dt, const char *s, char *p) {
  double d;
  int64_t v;
  switch (dt) {
  case ARRC_FLOAT64:
    if (!parse_double(s, &d))
      return false;
    memcpy(p, &d, sizeof d);
    return true;
  case ARRC_FLOAT32: {
    if (!parse_double(s, &d))
      return false;
    float f = (float)d;
    memcpy(p, &f, sizeof f);
    return true;
  }
  case ARRC_BOOL:
    if (!parse_double(s, &d))
      return false;
    *(uint8_t *)p = d != 0;
    return true;
  default:
    if (!parse_int(s, dt >= ARRC_UINT8 && dt <= ARRC_UINT64, &v))
      return false;
    switch (dt) {
    case ARRC_INT8: case ARRC_UINT8: { int8_t x = (int8_t)v; memcpy(p, &x, 1); break; }
    case ARRC_INT16: case ARRC_UINT16: { int16_t x = (int16_t)v; memcpy(p, &x, 2); break; }
    case ARRC_INT32: case ARRC_UINT32: { int32_t x = (int32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8); break;
    }
    return true;
  }
}

/* A whole file in memory, NUL-terminated; NumPy's error when it is
 * missing. */
static char *read_file(const arrc_str *path, int64_t *len, const arrc_loc *loc) {
  FILE *f = fopen(path->data, "rb");
  if (!f) {
    if (errno == ENOENT)
      arrc_raise(ARRC_FILE_NOT_FOUND_ERROR, loc, "%s not found.", path->data);
    arrc_os_error(errno, path, loc);
  }
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    arrc_os_error(EISDIR, path, loc);
  }
  arrc_text t = {0};
  char buf[1 << 16];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    arrc_text_put(&t, buf, n);
  int failed = ferror(f) ? errno : 0;
  fclose(f);
  if (failed)
    arrc_raise(ARRC_OS_ERROR, loc, "[Errno %d] %s", failed, strerror(failed));
  arrc_text_putc(&t, '\0');
  *len = (int64_t)t.len - 1;
  return t.data;
}

static const char *plural_s(int64_t n) { return n == 1 ? "" : "s"; }

/* What one call of loadtxt or genfromtxt reads, and its state. */
typedef struct {
  const arrc_str *path;
  int32_t dtype, ndim;
  const arrc_str *comments, *delimiter;
  int64_t skip_lines;          /* loadtxt's skiprows, genfromtxt's skip_header */
  int64_t skip_footer;         /* genfromtxt: data rows left out at the end */
  const int64_t *usecols;
  int64_t nusecols, max_rows, ndmin;
  bool unpack;
  bool genfromtxt;             /* missing and invalid fields are filled, not errors */
  double filling;              /* genfromtxt's filling_values; NaN: the dtype's default */
  const char *fn;              /* "loadtxt" or "genfromtxt", for messages */
  const arrc_loc *loc;
  /* state, freed by reader_free */
  char *text;
  arrc_text data;
  fields fs;
} reader;

static void reader_free(reader *r) {
  free(r->text);
  free(r->fs.start);
  free(r->fs.len);
  arrc_text_free(&r->data);
  r->text = NULL;
  memset(&r->fs, 0, sizeof r->fs);
}

/* Raises msg (which it takes) after freeing what the reader holds, so
 * that a program catching the error leaks nothing. */
static _Noreturn void reader_fail(reader *r, arrc_error_kind kind, char *msg) {
  reader_free(r);
  arrc_raise_owned(kind, r->loc, msg);
}

/* genfromtxt's value for a missing or invalid field: filling_values, else
 * NaN for floats and -1 for integers (True for bools). */
static void fill_field(const reader *r, char *p) {
  double v = r->filling == r->filling ? r->filling : r->dtype == ARRC_FLOAT32 || r->dtype == ARRC_FLOAT64 ? NAN : -1;
  char text[64];
  snprintf(text, sizeof text, "%.17g", v);
  convert_field(r->dtype, text, p);
}

/* The byte ranges of the data lines: after the skipped lines, without
 * comments, not blank; genfromtxt drops skip_footer of them at the end. */
typedef struct {
  int64_t start, len, line_no;
} data_line;

static data_line *find_lines(reader *r, int64_t len, int64_t *count) {
  data_line *lines = NULL;
  int64_t n = 0, cap = 0, pos = 0, line_no = 0;
  while (pos < len) {
    const char *line = r->text + pos;
    const char *nl = memchr(line, '\n', (size_t)(len - pos));
    int64_t m = nl ? nl - line : len - pos, start = pos;
    pos += m + (nl != NULL);
    if (line_no++ < r->skip_lines)
      continue;
    if (r->comments && r->comments->len > 0)
      for (int64_t k = 0; k + r->comments->len <= m; k++)
        if (memcmp(line + k, r->comments->data, (size_t)r->comments->len) == 0) {
          m = k;
          break;
        }
    int64_t k = 0;
    while (k < m && is_blank(line[k]))
      k++;
    if (k == m)
      continue;
    if (n == cap) {
      cap = cap ? 2 * cap : 64;
      lines = arrc_realloc(lines, sizeof *lines * (size_t)cap, r->loc);
    }
    lines[n++] = (data_line){start, m, line_no};
  }
  if (r->genfromtxt)
    n = n > r->skip_footer ? n - r->skip_footer : 0;
  *count = n;
  return lines;
}

static arrc_array *read_table(reader *r) {
  if (r->ndmin < 0 || r->ndmin > 2) {
    reader_fail(r, ARRC_VALUE_ERROR, format_msg(r->loc, "Illegal value of ndmin keyword: %lld", (long long)r->ndmin));
  }
  int64_t len, nlines;
  r->text = read_file(r->path, &len, r->loc);
  data_line *lines = find_lines(r, len, &nlines);
  int64_t itemsize = arrc_dtype_size((arrc_dtype)r->dtype);
  int64_t nrows = 0, ncols = -1;
  arrc_text bad = {0};   /* genfromtxt's list of rows with another column count */
  char buf[512];
  for (int64_t l = 0; l < nlines && (r->max_rows < 0 || nrows < r->max_rows); l++) {
    const char *line = r->text + lines[l].start;
    split_line(line, lines[l].len, r->delimiter, &r->fs, r->loc);
    fields *fs = &r->fs;
    int64_t want = r->usecols ? r->nusecols : fs->n;
    if (ncols < 0) {
      ncols = r->usecols ? r->nusecols : fs->n;
    } else if (!r->usecols && fs->n != ncols) {
      if (r->genfromtxt) {
        char one[128];
        snprintf(one, sizeof one, "\n    Line #%lld (got %lld columns instead of %lld)", (long long)lines[l].line_no,
                 (long long)fs->n, (long long)ncols);
        arrc_text_puts(&bad, one);
        continue;
      }
      free(lines);
      reader_fail(r, ARRC_VALUE_ERROR,
                  format_msg(r->loc,
                             "the number of columns changed from %lld to %lld at row %lld; use `usecols` to select "
                             "a subset and avoid this error",
                             (long long)ncols, (long long)fs->n, (long long)nrows + 1));
    }
    for (int64_t c = 0; c < want; c++) {
      int64_t col = c;
      if (r->usecols) {
        col = r->usecols[c] < 0 ? r->usecols[c] + fs->n : r->usecols[c];
        if (col < 0 || col >= fs->n) {
          free(lines);
          reader_fail(r, ARRC_VALUE_ERROR,
                      format_msg(r->loc, "invalid column index %lld at row %lld with %lld column%s",
                                 (long long)r->usecols[c], (long long)nrows + 1, (long long)fs->n, plural_s(fs->n)));
        }
      }
      size_t at = r->data.len;
      arrc_text_repeat(&r->data, "", 1, (size_t)itemsize);
      const char *text = field_text(line, fs->start[col], fs->len[col], buf, sizeof buf);
      if (convert_field(r->dtype, text, r->data.data + at))
        continue;
      if (r->genfromtxt) {
        fill_field(r, r->data.data + at);
        continue;
      }
      char *quoted = arrc_rt_repr(text, (int64_t)strlen(text));
      char *msg = format_msg(r->loc, "could not convert string %s to %s at row %lld, column %lld.", quoted,
                             arrc_dtype_name((arrc_dtype)r->dtype), (long long)nrows, (long long)col + 1);
      free(quoted);
      free(lines);
      reader_fail(r, ARRC_VALUE_ERROR, msg);
    }
    nrows++;
  }
  free(lines);
  if (bad.len > 0) {
    char *msg = format_msg(r->loc, "Some errors were detected !%.*s", (int)bad.len, bad.data);
    arrc_text_free(&bad);
    reader_fail(r, ARRC_VALUE_ERROR, msg);
  }

  /* NumPy's shape: the rows read (none: shape (0,)), squeezed when it has
   * more dimensions than ndmin, then at least ndmin of them (a column for
   * ndmin=2), and transposed for unpack. */
  int64_t shape[2] = {nrows, ncols};
  int rank = nrows == 0 ? 1 : 2;
  if (nrows == 0)
    shape[0] = 0;
  if (rank > r->ndmin) {
    int64_t kept[2] = {1, 1};
    int k2 = 0;
    for (int k = 0; k < rank; k++)
      if (shape[k] != 1)
        kept[k2++] = shape[k];
    rank = k2;
    memcpy(shape, kept, sizeof kept);
  }
  if (rank < r->ndmin) {
    if (r->ndmin == 1)
      shape[0] = 1;
    else if (rank == 0)
      shape[0] = shape[1] = 1;
    else
      shape[1] = 1;
    rank = (int)r->ndmin;
  }
  if (rank != r->ndim) {
    const char *axes[] = {"", ":", ":, :"};
    char more[64] = "";
    if (rank < r->ndim)
      snprintf(more, sizeof more, ", or pass ndmin=%d", (int)r->ndim);
    reader_fail(r, ARRC_VALUE_ERROR,
                format_msg(r->loc,
                           "np.%s(): %s holds %lld row%s of %lld column%s, which NumPy returns as a %d-D array, "
                           "but the program uses a %d-D array (to load this file, annotate the variable: "
                           "'a: numba.%s[%s] = np.%s(...)'%s)",
                           r->fn, r->path->data, (long long)nrows, plural_s(nrows),
                           (long long)(ncols < 0 ? 0 : ncols), plural_s(ncols), rank, (int)r->ndim,
                           r->dtype == ARRC_BOOL ? "boolean" : arrc_dtype_name((arrc_dtype)r->dtype), axes[rank],
                           r->fn, more));
  }
  arrc_array *a = arrc_array_new((arrc_dtype)r->dtype, r->ndim, shape, false, r->loc);
  if (a->size > 0)
    memcpy(a->data, r->data.data, (size_t)(a->size * itemsize));
  reader_free(r);
  if (r->unpack && r->ndim == 2) {
    arrc_array *t = arrc_array_transpose(a);
    arrc_array *c = arrc_array_copy(t, r->loc);
    arrc_array_decref(t);
    arrc_array_decref(a);
    a = c;
  }
  return a;
}

arrc_array *arrc_np_loadtxt(const arrc_str *path, int32_t dtype, int32_t ndim, const arrc_str *comments,
                            const arrc_str *delimiter, int64_t skiprows, const int64_t *usecols,
                            int64_t nusecols, int64_t max_rows, int64_t ndmin, bool unpack,
                            const arrc_loc *loc) {
  reader r = {.path = path, .dtype = dtype, .ndim = ndim, .comments = comments, .delimiter = delimiter,
              .skip_lines = skiprows < 0 ? 0 : skiprows, .usecols = usecols, .nusecols = nusecols,
              .max_rows = max_rows, .ndmin = ndmin, .unpack = unpack, .filling = NAN, .fn = "loadtxt", .loc = loc};
  return read_table(&r);
}

arrc_array *arrc_np_genfromtxt(const arrc_str *path, int32_t dtype, int32_t ndim, const arrc_str *comments,
                               const arrc_str *delimiter, int64_t skip_header, int64_t skip_footer,
                               const int64_t *usecols, int64_t nusecols, double filling, int64_t max_rows,
                               int64_t ndmin, bool unpack, const arrc_loc *loc) {
  reader r = {.path = path, .dtype = dtype, .ndim = ndim, .comments = comments, .delimiter = delimiter,
              .skip_lines = skip_header < 0 ? 0 : skip_header, .skip_footer = skip_footer, .usecols = usecols,
              .nusecols = nusecols, .max_rows = max_rows, .ndmin = ndmin, .unpack = unpack, .genfromtxt = true,
              .filling = filling, .fn = "genfromtxt", .loc = loc};
  return read_table(&r);
}
