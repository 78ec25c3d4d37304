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
      /* NumPy 1.24 raises this one as an AttributeError. */
      arrc_raise(ARRC_ATTRIBUTE_ERROR, loc, "fmt has wrong shape.  %s", t.data);
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
  if (!f)
    arrc_os_error(errno, path, loc);
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
      arrc_raise(ARRC_TYPE_ERROR, loc, "Mismatch between array dtype ('%s') and format specifier ('%.*s')",
                 arrc_dtype_name((arrc_dtype)a->dtype), (int)format.len, format.data);
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

arrc_array *arrc_np_loadtxt(const arrc_str *path, int32_t dtype, int32_t ndim, const arrc_str *comments,
                            const arrc_str *delimiter, int64_t skiprows, const int64_t *usecols,
                            int64_t nusecols, int64_t max_rows, int64_t ndmin, bool unpack,
                            const arrc_loc *loc) {
  if (ndmin < 0 || ndmin > 2)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Illegal value of ndmin keyword: %lld", (long long)ndmin);
  if (skiprows < 0)
    skiprows = 0;
  int64_t len;
  char *text = read_file(path, &len, loc);
  int64_t itemsize = arrc_dtype_size((arrc_dtype)dtype);
  arrc_text data = {0};
  fields fs = {0};
  int64_t nrows = 0, ncols = -1, pos = 0, line_no = 0;
  char buf[512];
  while (pos < len && (max_rows < 0 || nrows < max_rows)) {
    const char *line = text + pos;
    const char *nl = memchr(line, '\n', (size_t)(len - pos));
    int64_t n = nl ? nl - line : len - pos;
    pos += n + (nl != NULL);
    if (line_no++ < skiprows)
      continue;
    if (comments && comments->len > 0) {
      for (int64_t k = 0; k + comments->len <= n; k++)
        if (memcmp(line + k, comments->data, (size_t)comments->len) == 0) {
          n = k;
          break;
        }
    }
    split_line(line, n, delimiter, &fs, loc);
    if (fs.n == 0)
      continue;
    int64_t want = usecols ? nusecols : fs.n;
    if (ncols < 0) {
      ncols = want;
    } else if (!usecols && fs.n != ncols) {
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "the number of columns changed from %lld to %lld at row %lld; use `usecols` to select a "
                 "subset and avoid this error",
                 (long long)ncols, (long long)fs.n, (long long)nrows + 1);
    }
    for (int64_t c = 0; c < want; c++) {
      int64_t col = c;
      if (usecols) {
        col = usecols[c] < 0 ? usecols[c] + fs.n : usecols[c];
        if (col < 0 || col >= fs.n)
          arrc_raise(ARRC_VALUE_ERROR, loc, "invalid column index %lld at row %lld with %lld column%s",
                     (long long)usecols[c], (long long)nrows + 1, (long long)fs.n, plural_s(fs.n));
      }
      size_t at = data.len;
      arrc_text_repeat(&data, "", 1, (size_t)itemsize);
      const char *s = field_text(line, fs.start[col], fs.len[col], buf, sizeof buf);
      if (!convert_field(dtype, s, data.data + at)) {
        char *quoted = arrc_rt_repr(s, (int64_t)strlen(s));
        size_t cap = strlen(quoted) + 128;
        char *msg = arrc_malloc(cap, loc);
        snprintf(msg, cap, "could not convert string %s to %s at row %lld, column %lld.", quoted,
                 arrc_dtype_name((arrc_dtype)dtype), (long long)nrows, (long long)col + 1);
        free(quoted);
        arrc_raise_owned(ARRC_VALUE_ERROR, loc, msg);
      }
    }
    nrows++;
  }
  free(text);
  free(fs.start);
  free(fs.len);

  /* NumPy's shape: the rows read (none: shape (0,)), squeezed when it has
   * more dimensions than ndmin, then at least ndmin of them (a column for
   * ndmin=2), and transposed for unpack. */
  int64_t shape[2];
  int rank;
  if (nrows == 0) {
    shape[0] = 0;
    rank = 1;
  } else {
    shape[0] = nrows;
    shape[1] = ncols;
    rank = 2;
  }
  if (rank > ndmin) {
    int64_t kept[2] = {1, 1};
    int r = 0;
    for (int k = 0; k < rank; k++)
      if (shape[k] != 1)
        kept[r++] = shape[k];
    rank = r;
    memcpy(shape, kept, sizeof kept);
  }
  if (rank < ndmin) {
    if (ndmin == 1) {
      shape[0] = 1;
    } else if (rank == 0) {
      shape[0] = shape[1] = 1;
    } else {
      shape[1] = 1;
    }
    rank = (int)ndmin;
  }
  if (rank != ndim) {
    const char *axes[] = {"", ":", ":, :"};
    char more[64] = "";
    if (rank < ndim)
      snprintf(more, sizeof more, ", or pass ndmin=%d", (int)ndim);
    arrc_raise(ARRC_VALUE_ERROR, loc,
               "np.loadtxt(): %s holds %lld row%s of %lld column%s, which NumPy returns as a %d-D array, but "
               "the program uses a %d-D array (to load this file, annotate the variable: "
               "'a: numba.%s[%s] = np.loadtxt(...)'%s)",
               path->data, (long long)nrows, plural_s(nrows), (long long)(ncols < 0 ? 0 : ncols),
               plural_s(ncols), rank, (int)ndim, dtype == ARRC_BOOL ? "boolean" : arrc_dtype_name((arrc_dtype)dtype),
               axes[rank], more);
  }
  arrc_array *a = arrc_array_new((arrc_dtype)dtype, ndim, shape, false, loc);
  if (a->size > 0)
    memcpy(a->data, data.data, (size_t)(a->size * itemsize));
  arrc_text_free(&data);
  if (unpack && ndim == 2) {
    arrc_array *t = arrc_array_transpose(a);
    arrc_array *c = arrc_array_copy(t, loc);
    arrc_array_decref(t);
    arrc_array_decref(a);
    a = c;
  }
  return a;
}
