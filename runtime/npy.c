/* np.save and np.load: the .npy format (NumPy's format.py).
 *
 * A file is the magic "\x93NUMPY", a version, the length of a header, the
 * header (a Python dict literal with 'descr', 'fortran_order' and 'shape')
 * and the raw elements. arrc writes version 1.0 headers byte for byte as
 * NumPy 1.24 does, and reads versions 1 to 3, either byte order and
 * Fortran order. Messages are those NumPy and Python's open() give. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rt_core.h"
#include "rt_except.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define HOST_ORDER '>'
#else
#define HOST_ORDER '<'
#endif

/* The type part of a descr ("f8") of each dtype; the byte order is added
 * in front, '|' for one-byte types as NumPy writes it. */
static const char *const type_codes[ARRC_DTYPE_COUNT] = {
    [ARRC_BOOL] = "b1",    [ARRC_INT8] = "i1",    [ARRC_INT16] = "i2",     [ARRC_INT32] = "i4",
    [ARRC_INT64] = "i8",   [ARRC_UINT8] = "u1",   [ARRC_UINT16] = "u2",    [ARRC_UINT32] = "u4",
    [ARRC_UINT64] = "u8",  [ARRC_FLOAT32] = "f4", [ARRC_FLOAT64] = "f8",   [ARRC_COMPLEX64] = "c8",
    [ARRC_COMPLEX128] = "c16",
};

/* The path as a C string, with Python's check for NUL bytes, which a C
 * path cannot hold. */
static void check_path(const arrc_str *path, const arrc_loc *loc) {
  if (memchr(path->data, '\0', (size_t)path->len))
    arrc_raise(ARRC_VALUE_ERROR, loc, "embedded null byte");
}

/* The error Python's open() raises for errno err: "[Errno 2] No such file
 * or directory: 'x.npy'". A missing file is a FileNotFoundError, anything
 * else (permissions, a directory) an OSError. */
static _Noreturn void open_error(int err, const char *path, const arrc_loc *loc) {
  char *r = arrc_rt_repr(path, (int64_t)strlen(path));
  arrc_raise(err == ENOENT ? ARRC_FILE_NOT_FOUND_ERROR : ARRC_OS_ERROR, loc, "[Errno %d] %s: %s",
             err, strerror(err), r);
}

/* A failed read or write names no file, as Python's does not. */
static _Noreturn void io_error(int err, const arrc_loc *loc) {
  arrc_raise(ARRC_OS_ERROR, loc, "[Errno %d] %s", err, strerror(err));
}

/* ---- writing ------------------------------------------------------------- */

/* NumPy's _write_array_header and _wrap_header: the dict with sorted keys,
 * spaces so that the first dimension can grow to 21 digits in place, then
 * spaces and a newline up to a multiple of 64 bytes for the whole prefix.
 * Returns the length of the prefix written to out (at least 1024 bytes). */
size_t arrc_npy_header(char *out, const arrc_array *a) {
  char dict[900], shape[ARRC_SHAPE_STR_MAX];
  const int64_t *dims = ARRC_SHAPE(a);
  arrc_rt_tuple_str(shape, sizeof shape, a->ndim, dims);
  char order = a->itemsize == 1 ? '|' : HOST_ORDER;
  int len = snprintf(dict, sizeof dict, "{'descr': '%c%s', 'fortran_order': False, 'shape': %s, }",
                     order, type_codes[a->dtype], shape);
  if (a->ndim > 0) {
    int digits = snprintf(NULL, 0, "%lld", (long long)dims[0]);
    for (int i = digits; i < 21; i++)
      dict[len++] = ' ';
  }
  size_t hlen = (size_t)len + 1;
  size_t pad = 64 - (10 + hlen) % 64;
  size_t total = 10 + hlen + pad;
  memcpy(out, "\x93NUMPY\x01\x00", 8);
  out[8] = (char)((hlen + pad) & 0xff);
  out[9] = (char)((hlen + pad) >> 8);
  memcpy(out + 10, dict, (size_t)len);
  memset(out + 10 + len, ' ', pad);
  out[total - 1] = '\n';
  return total;
}

void arrc_npy_save(const arrc_str *path, const arrc_array *a, const arrc_loc *loc) {
  check_path(path, loc);
  /* np.save adds the extension to a path without it. */
  bool has_ext = path->len >= 4 && memcmp(path->data + path->len - 4, ".npy", 4) == 0;
  char *name = arrc_malloc((size_t)path->len + 5, loc);
  memcpy(name, path->data, (size_t)path->len);
  strcpy(name + path->len, has_ext ? "" : ".npy");

  char header[1024];
  size_t hsize = arrc_npy_header(header, a);
  FILE *f = fopen(name, "wb");
  if (!f)
    open_error(errno, name, loc);
  free(name);
  arrc_array *tmp = NULL;
  const char *data = a->data;
  if (!arrc_array_is_c_contiguous(a)) {
    tmp = arrc_array_copy(a, loc);
    data = tmp->data;
  }
  size_t nbytes = (size_t)(a->size * a->itemsize);
  bool ok = fwrite(header, 1, hsize, f) == hsize && fwrite(data, 1, nbytes, f) == nbytes;
  int err = errno;
  if (fclose(f) != 0 && ok) {
    ok = false;
    err = errno;
  }
  arrc_array_decref(tmp);
  if (!ok)
    io_error(err, loc);
}

/* ---- reading the header ---------------------------------------------------- */

/* A cursor over the header text, which is a Python dict literal. */
typedef struct {
  const char *p, *end;
} Cursor;

static void skip_space(Cursor *c) {
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
    c->p++;
}

static bool eat(Cursor *c, char ch) {
  skip_space(c);
  if (c->p < c->end && *c->p == ch) {
    c->p++;
    return true;
  }
  return false;
}

/* A quoted string into out (at most cap - 1 bytes). */
static bool string_lit(Cursor *c, char *out, size_t cap) {
  skip_space(c);
  if (c->p >= c->end || (*c->p != '\'' && *c->p != '"'))
    return false;
  char q = *c->p++;
  size_t n = 0;
  while (c->p < c->end && *c->p != q) {
    if (n + 1 >= cap)
      return false;
    out[n++] = *c->p++;
  }
  if (c->p >= c->end)
    return false;
  c->p++;
  out[n] = '\0';
  return true;
}

static bool word(Cursor *c, const char *w) {
  skip_space(c);
  size_t n = strlen(w);
  if ((size_t)(c->end - c->p) >= n && memcmp(c->p, w, n) == 0) {
    c->p += n;
    return true;
  }
  return false;
}

/* A tuple of non-negative integers, "()" "(3,)" "(2, 3)"; Python 2 wrote
 * long integers with an "L" suffix, which is skipped. */
static bool shape_lit(Cursor *c, int64_t *shape, int32_t *ndim) {
  if (!eat(c, '('))
    return false;
  *ndim = 0;
  for (;;) {
    if (eat(c, ')'))
      return true;
    skip_space(c);
    if (c->p >= c->end || *c->p < '0' || *c->p > '9' || *ndim >= ARRC_MAX_NDIM)
      return false;
    int64_t v = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
      if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, *c->p - '0', &v))
        return false;
      c->p++;
    }
    if (c->p < c->end && *c->p == 'L')
      c->p++;
    shape[(*ndim)++] = v;
    if (!eat(c, ',')) {
      return eat(c, ')');
    }
  }
}

typedef struct {
  char descr[64];
  bool fortran;
  int64_t shape[ARRC_MAX_NDIM];
  int32_t ndim;
} Header;

static bool parse_header(const char *text, size_t len, Header *h) {
  Cursor c = {text, text + len};
  bool have_descr = false, have_order = false, have_shape = false;
  if (!eat(&c, '{'))
    return false;
  while (!eat(&c, '}')) {
    char key[32];
    if (!string_lit(&c, key, sizeof key) || !eat(&c, ':'))
      return false;
    if (strcmp(key, "descr") == 0) {
      if (!string_lit(&c, h->descr, sizeof h->descr))
        return false;
      have_descr = true;
    } else if (strcmp(key, "fortran_order") == 0) {
      if (word(&c, "True"))
        h->fortran = true;
      else if (word(&c, "False"))
        h->fortran = false;
      else
        return false;
      have_order = true;
    } else if (strcmp(key, "shape") == 0) {
      if (!shape_lit(&c, h->shape, &h->ndim))
        return false;
      have_shape = true;
    } else {
      return false;
    }
    if (!eat(&c, ',')) {
      if (!eat(&c, '}'))
        return false;
      break;
    }
  }
  return have_descr && have_order && have_shape;
}

/* The dtype of a descr such as "<f8" and whether its bytes need swapping;
 * -1 for a dtype arrc does not have. */
static int descr_dtype(const char *descr, bool *swap) {
  char order = descr[0];
  if (order != '<' && order != '>' && order != '|' && order != '=')
    return -1;
  for (int t = 0; t < ARRC_DTYPE_COUNT; t++) {
    if (strcmp(descr + 1, type_codes[t]) != 0)
      continue;
    *swap = (order == '<' || order == '>') && order != HOST_ORDER &&
            arrc_dtype_size((arrc_dtype)t) > 1;
    return t;
  }
  return -1;
}

/* Reverses the bytes of each element, of each half of a complex one. */
static void byteswap(arrc_array *a) {
  bool complex = a->dtype == ARRC_COMPLEX64 || a->dtype == ARRC_COMPLEX128;
  int64_t w = complex ? a->itemsize / 2 : a->itemsize;
  int64_t n = a->size * a->itemsize / w;
  for (int64_t i = 0; i < n; i++) {
    char *p = a->data + i * w;
    for (int64_t j = 0; j < w / 2; j++) {
      char t = p[j];
      p[j] = p[w - 1 - j];
      p[w - 1 - j] = t;
    }
  }
}

static const char *plural(int32_t n) { return n == 1 ? "" : "s"; }

/* A message in a new buffer, for the caller to raise once it has freed
 * what it holds (arrc_raise_owned). */
static char *message(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *message(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int len = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *msg = malloc((size_t)len + 1);
  if (!msg)
    return NULL;
  va_start(ap, fmt);
  vsnprintf(msg, (size_t)len + 1, fmt, ap);
  va_end(ap);
  return msg;
}

int arrc_npy_read(FILE *f, const char *what, const char *source, arrc_dtype expect_dtype, int32_t expect_ndim,
                  bool inferred, arrc_array **out, char **msg, const arrc_loc *loc) {
  *out = NULL;
  /* Anything that is not an .npy file NumPy would try to unpickle, which
   * it refuses by default; an .npz archive it would open as an NpzFile,
   * which the program would have to use as one. */
  unsigned char pre[12];
  size_t got = fread(pre, 1, 8, f);
  if (got >= 4 && (memcmp(pre, "PK\x03\x04", 4) == 0 || memcmp(pre, "PK\x05\x06", 4) == 0)) {
    *msg = message("%s is an .npz archive, which np.load returns as an NpzFile, but the program uses the "
                   "result as an array (index it with a name, d['x'], or use d.files, so that arrc types "
                   "it as an NpzFile)", what);
    return ARRC_VALUE_ERROR;
  }
  if (got != 8 || memcmp(pre, "\x93NUMPY", 6) != 0) {
    *msg = message("Cannot load file containing pickled data when allow_pickle=False");
    return ARRC_VALUE_ERROR;
  }
  int major = pre[6];
  size_t lenbytes = major == 1 ? 2 : 4;
  if (major < 1 || major > 3) {
    *msg = message("we only support format version (1,0), (2,0), and (3,0), not (%d, %d)", major, pre[7]);
    return ARRC_VALUE_ERROR;
  }
  got = fread(pre + 8, 1, lenbytes, f);
  if (got != lenbytes) {
    *msg = message("EOF: reading array header length, expected %zu bytes got %zu", lenbytes, got);
    return ARRC_VALUE_ERROR;
  }
  size_t hlen = (size_t)pre[8] | (size_t)pre[9] << 8;
  if (lenbytes == 4)
    hlen |= (size_t)pre[10] << 16 | (size_t)pre[11] << 24;
  char *text = arrc_malloc(hlen + 1, loc);
  got = fread(text, 1, hlen, f);
  if (got != hlen) {
    free(text);
    *msg = message("EOF: reading array header, expected %zu bytes got %zu", hlen, got);
    return ARRC_VALUE_ERROR;
  }
  text[hlen] = '\0';
  Header h;
  memset(&h, 0, sizeof h);
  if (!parse_header(text, hlen, &h)) {
    char *r = arrc_rt_repr(text, (int64_t)hlen);
    free(text);
    *msg = message("Cannot parse header: %s", r);
    free(r);
    return ARRC_VALUE_ERROR;
  }
  free(text);

  bool swap = false;
  int dtype = descr_dtype(h.descr, &swap);
  if (dtype != (int)expect_dtype || h.ndim != expect_ndim) {
    /* Without an annotation, the annotation that loads this file (room
     * for the longest dtype name and every axis of ARRC_MAX_NDIM). */
    char hint[160 + 3 * ARRC_MAX_NDIM + 256] = "";
    if (inferred && dtype >= 0) {
      char axes[3 * ARRC_MAX_NDIM + 1] = "";
      for (int32_t i = 0; i < h.ndim && i < ARRC_MAX_NDIM; i++)
        strcat(axes, i ? ", :" : ":");
      snprintf(hint, sizeof hint,
               " (the type its uses of the array imply; to load this file, annotate the variable: "
               "'a: numba.%s[%s] = %.200s')",
               dtype == ARRC_BOOL ? "boolean" : arrc_dtype_name((arrc_dtype)dtype), axes, source);
    }
    *msg = message("%s holds %s data with %d dimension%s, but the program expects %s with %d dimension%s%s", what,
                   dtype >= 0 ? arrc_dtype_name((arrc_dtype)dtype) : h.descr, (int)h.ndim, plural(h.ndim),
                   arrc_dtype_name(expect_dtype), (int)expect_ndim, plural(expect_ndim), hint);
    return ARRC_VALUE_ERROR;
  }

  /* Fortran-order data is the C-order data of the reversed shape; it is
   * read as such and transposed into a C-order copy. */
  int64_t dims[ARRC_MAX_NDIM];
  for (int32_t i = 0; i < h.ndim; i++)
    dims[i] = h.fortran ? h.shape[h.ndim - 1 - i] : h.shape[i];
  arrc_array *a = arrc_array_new((arrc_dtype)dtype, h.ndim, dims, false, loc);
  size_t nbytes = (size_t)(a->size * a->itemsize);
  got = fread(a->data, 1, nbytes, f);
  if (got != nbytes) {
    int err = errno;
    bool failed = ferror(f);
    size_t itemsize = (size_t)a->itemsize;
    arrc_array_decref(a);
    if (failed) {
      *msg = message("[Errno %d] %s", err, strerror(err));
      return ARRC_OS_ERROR;
    }
    char buf[ARRC_SHAPE_STR_MAX];
    *msg = message("cannot reshape array of size %zu into shape %s", got / itemsize,
                   arrc_rt_shape_str(buf, sizeof buf, h.ndim, h.shape));
    return ARRC_VALUE_ERROR;
  }
  if (swap)
    byteswap(a);
  if (dtype == ARRC_BOOL)
    for (int64_t i = 0; i < a->size; i++)
      a->data[i] = a->data[i] != 0;
  if (h.fortran && h.ndim > 1) {
    arrc_array *t = arrc_array_transpose(a);
    arrc_array *c = arrc_array_copy(t, loc);
    arrc_array_decref(t);
    arrc_array_decref(a);
    a = c;
  }
  *out = a;
  return 0;
}

arrc_array *arrc_npy_load(const arrc_str *path, arrc_dtype expect_dtype, int32_t expect_ndim, bool inferred,
                          const arrc_loc *loc) {
  check_path(path, loc);
  const char *name = path->data;
  FILE *f = fopen(name, "rb");
  if (!f)
    open_error(errno, name, loc);
  /* Opening a directory for reading succeeds in C; Python's open() refuses. */
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    open_error(EISDIR, name, loc);
  }
  char *what = arrc_rt_repr(name, path->len);
  arrc_array *a;
  char *msg = NULL;
  int kind = arrc_npy_read(f, what, "np.load(path)", expect_dtype, expect_ndim, inferred, &a, &msg, loc);
  fclose(f);
  free(what);
  if (kind)
    arrc_raise_owned((arrc_error_kind)kind, loc, msg);
  return a;
}
