/* np.savez, np.savez_compressed and np.load of .npz archives.
 *
 * NumPy writes an archive through Python's zipfile module: each array is
 * an .npy member (npy.c's header and the elements in C order) opened with
 * force_zip64=True, so every local header carries a ZIP64 extra field with
 * the sizes; the members have zipfile's default date (1980-01-01 00:00)
 * and permissions (rw-------), and the central directory needs ZIP64
 * fields only past zipfile's limit of 2**31 - 1 bytes. arrc writes the
 * same bytes (Python's zipfile.py, _open_to_write, FileHeader and
 * _write_end_record, are the specification here), and reads archives as
 * zipfile reads them (_EndRecData, _RealGetContents, ZipExtFile): the
 * directory at the end, prepended data allowed, members stored or
 * deflated, the CRC checked once a member is read to its end. */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zlib.h>

#include "rt_core.h"
#include "rt_except.h"
#include "rt_file.h"
#include "rt_npz.h"
#include "rt_values.h"

/* zipfile's ZIP64_LIMIT and ZIP_FILECOUNT_LIMIT. */
#define ZIP64_LIMIT ((int64_t)((1u << 31) - 1))
#define ZIP_FILECOUNT_LIMIT 0xffff
#define METHOD_STORED 0
#define METHOD_DEFLATED 8
/* zipfile's ZipInfo defaults: version 2.0, made on Unix, 1980-01-01. */
#define DEFAULT_VERSION 20
#define ZIP64_VERSION 45
#define CREATE_SYSTEM 3
#define DOS_DATE ((0 << 9) | (1 << 5) | 1)
#define DOS_TIME 0
#define EXTERNAL_ATTR (0600u << 16)
#define FLAG_UTF8 0x800
#define FLAG_ENCRYPTED 0x1

/* Where a member is: one element of an arrc_npz's entries list. */
typedef struct {
  int64_t header_offset, compress_size, file_size;
  int32_t method, flags;
  uint32_t crc;
} Entry;

static const arrc_elem_field npz_refs[] = {
    {(int32_t)offsetof(arrc_npz, files), ARRC_ELEM_LIST},
    {(int32_t)offsetof(arrc_npz, members), ARRC_ELEM_LIST},
    {(int32_t)offsetof(arrc_npz, entries), ARRC_ELEM_LIST},
    {(int32_t)offsetof(arrc_npz, path), ARRC_ELEM_STR},
};

/* ---- little-endian fields ------------------------------------------------ */

static void put16(unsigned char *p, unsigned v) {
  p[0] = (unsigned char)v;
  p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v) {
  for (int k = 0; k < 4; k++)
    p[k] = (unsigned char)(v >> (8 * k));
}

static void put64(unsigned char *p, uint64_t v) {
  for (int k = 0; k < 8; k++)
    p[k] = (unsigned char)(v >> (8 * k));
}

static unsigned get16(const unsigned char *p) { return (unsigned)p[0] | (unsigned)p[1] << 8; }

static uint32_t get32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const unsigned char *p) { return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32; }

/* A message in a new buffer, which arrc_raise_owned takes. */
static char *message(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *message(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int len = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *msg = arrc_malloc((size_t)len + 1, NULL);
  va_start(ap, fmt);
  vsnprintf(msg, (size_t)len + 1, fmt, ap);
  va_end(ap);
  return msg;
}

/* The path as a C string, with Python's check for NUL bytes, which a C
 * path cannot hold. */
static void check_path(const arrc_str *path, const arrc_loc *loc) {
  if (memchr(path->data, '\0', (size_t)path->len))
    arrc_raise(ARRC_VALUE_ERROR, loc, "embedded null byte");
}

/* ---- writing ------------------------------------------------------------------ */

typedef struct {
  FILE *f;
  const char *name;      /* the member's name, "x.npy" */
  size_t name_len;
  int method;
  int64_t header_offset, file_size, compress_size;
  uint32_t crc;
  z_stream z;
  unsigned char out[1 << 16];
} Writer;

/* zipfile's FileHeader(zip64=True): the local header with the ZIP64
 * extra field; sizes past ZIP64_LIMIT only there. */
static size_t local_header(const Writer *w, unsigned char *h) {
  bool big = w->file_size > ZIP64_LIMIT || w->compress_size > ZIP64_LIMIT;
  bool utf8 = false;
  for (size_t k = 0; k < w->name_len; k++)
    utf8 |= (unsigned char)w->name[k] >= 0x80;
  put32(h, 0x04034b50);
  put16(h + 4, big ? ZIP64_VERSION : DEFAULT_VERSION);
  put16(h + 6, utf8 ? FLAG_UTF8 : 0);
  put16(h + 8, (unsigned)w->method);
  put16(h + 10, DOS_TIME);
  put16(h + 12, DOS_DATE);
  put32(h + 14, w->crc);
  put32(h + 18, big ? 0xffffffffu : (uint32_t)w->compress_size);
  put32(h + 22, big ? 0xffffffffu : (uint32_t)w->file_size);
  put16(h + 26, (unsigned)w->name_len);
  put16(h + 28, 20);
  memcpy(h + 30, w->name, w->name_len);
  unsigned char *x = h + 30 + w->name_len;
  put16(x, 1);
  put16(x + 2, 16);
  put64(x + 4, (uint64_t)w->file_size);
  put64(x + 12, (uint64_t)w->compress_size);
  return 30 + w->name_len + 20;
}

static bool write_all(FILE *f, const void *p, size_t n) { return n == 0 || fwrite(p, 1, n, f) == n; }

/* Adds n bytes of the member's contents: crc32 of the contents, deflated
 * or stored. zlib's counts are unsigned ints, so large arrays go in
 * pieces (deflate's output does not depend on how its input is cut). */
static bool member_write(Writer *w, const char *p, size_t n, bool finish) {
  w->file_size += (int64_t)n;
  while (n > 0 || finish) {
    size_t piece = n < (1u << 30) ? n : (1u << 30);
    w->crc = (uint32_t)crc32(w->crc, (const Bytef *)p, (uInt)piece);
    if (w->method == METHOD_STORED) {
      if (!write_all(w->f, p, piece))
        return false;
      w->compress_size += (int64_t)piece;
      if (n == piece)
        return true;
    } else {
      w->z.next_in = (Bytef *)p;
      w->z.avail_in = (uInt)piece;
      int flush = finish && piece == n ? Z_FINISH : Z_NO_FLUSH;
      int rc;
      do {
        w->z.next_out = w->out;
        w->z.avail_out = sizeof w->out;
        rc = deflate(&w->z, flush);
        size_t got = sizeof w->out - w->z.avail_out;
        if (rc == Z_STREAM_ERROR || !write_all(w->f, w->out, got))
          return false;
        w->compress_size += (int64_t)got;
      } while (w->z.avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
      if (flush == Z_FINISH)
        return true;
    }
    p += piece;
    n -= piece;
  }
  return true;
}

/* One member: the local header with zero sizes, the contents, then the
 * header again with the CRC and sizes, as zipfile does on a seekable
 * file. */
static bool write_member(Writer *w, const arrc_array *a, const arrc_loc *loc) {
  unsigned char lh[30 + 1024 + 20];
  w->file_size = w->compress_size = 0;
  w->crc = 0;
  long off = ftell(w->f);
  if (off < 0)
    return false;
  w->header_offset = off;
  if (!write_all(w->f, lh, local_header(w, lh)))
    return false;
  if (w->method == METHOD_DEFLATED) {
    memset(&w->z, 0, sizeof w->z);
    if (deflateInit2(&w->z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
      arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate the deflate state");
  }
  char npy[1024];
  size_t hsize = arrc_npy_header(npy, a);
  char *tmp = NULL;
  const char *data = a->data;
  if (!arrc_array_is_c_contiguous(a)) {
    tmp = arrc_malloc((size_t)(a->size * a->itemsize), loc);
    arrc_rt_copy_to_contiguous(tmp, a);
    data = tmp;
  }
  bool ok = member_write(w, npy, hsize, false) && member_write(w, data, (size_t)(a->size * a->itemsize), true);
  free(tmp);
  if (w->method == METHOD_DEFLATED)
    deflateEnd(&w->z);
  if (!ok)
    return false;
  long end = ftell(w->f);
  return end >= 0 && fseek(w->f, (long)w->header_offset, SEEK_SET) == 0 && write_all(w->f, lh, local_header(w, lh)) &&
         fseek(w->f, end, SEEK_SET) == 0;
}

/* One central directory record (zipfile's _write_end_record). */
static bool write_central(FILE *f, const char *name, size_t name_len, const Entry *e) {
  unsigned char c[46];
  unsigned char extra[28];
  size_t nextra = 0;
  uint64_t fields[3];
  bool big = e->file_size > ZIP64_LIMIT || e->compress_size > ZIP64_LIMIT;
  if (big) {
    fields[nextra++] = (uint64_t)e->file_size;
    fields[nextra++] = (uint64_t)e->compress_size;
  }
  bool far = e->header_offset > ZIP64_LIMIT;
  if (far)
    fields[nextra++] = (uint64_t)e->header_offset;
  size_t elen = nextra ? 4 + 8 * nextra : 0;
  if (nextra) {
    put16(extra, 1);
    put16(extra + 2, (unsigned)(8 * nextra));
    for (size_t k = 0; k < nextra; k++)
      put64(extra + 4 + 8 * k, fields[k]);
  }
  /* The local header's ZIP64 sizes raised the versions of the member
   * itself; a ZIP64 field here raises them too. */
  unsigned version = big || nextra ? ZIP64_VERSION : DEFAULT_VERSION;
  put32(c, 0x02014b50);
  c[4] = (unsigned char)version;
  c[5] = CREATE_SYSTEM;
  c[6] = (unsigned char)version;
  c[7] = 0;
  put16(c + 8, (unsigned)e->flags);
  put16(c + 10, (unsigned)e->method);
  put16(c + 12, DOS_TIME);
  put16(c + 14, DOS_DATE);
  put32(c + 16, e->crc);
  put32(c + 20, big ? 0xffffffffu : (uint32_t)e->compress_size);
  put32(c + 24, big ? 0xffffffffu : (uint32_t)e->file_size);
  put16(c + 28, (unsigned)name_len);
  put16(c + 30, (unsigned)elen);
  put16(c + 32, 0);
  put16(c + 34, 0);
  put16(c + 36, 0);
  put32(c + 38, EXTERNAL_ATTR);
  put32(c + 42, far ? 0xffffffffu : (uint32_t)e->header_offset);
  return write_all(f, c, 46) && write_all(f, name, name_len) && write_all(f, extra, elen);
}

/* The end records, with the ZIP64 ones past zipfile's limits. */
static bool write_end(FILE *f, int64_t count, int64_t start_dir) {
  long pos2 = ftell(f);
  if (pos2 < 0)
    return false;
  int64_t size = pos2 - start_dir;
  if (count > ZIP_FILECOUNT_LIMIT || start_dir > ZIP64_LIMIT || size > ZIP64_LIMIT) {
    unsigned char e64[56 + 20];
    put32(e64, 0x06064b50);
    put64(e64 + 4, 44);
    put16(e64 + 12, ZIP64_VERSION);
    put16(e64 + 14, ZIP64_VERSION);
    put32(e64 + 16, 0);
    put32(e64 + 20, 0);
    put64(e64 + 24, (uint64_t)count);
    put64(e64 + 32, (uint64_t)count);
    put64(e64 + 40, (uint64_t)size);
    put64(e64 + 48, (uint64_t)start_dir);
    put32(e64 + 56, 0x07064b50);
    put32(e64 + 60, 0);
    put64(e64 + 64, (uint64_t)pos2);
    put32(e64 + 72, 1);
    if (!write_all(f, e64, sizeof e64))
      return false;
    count = count < 0xffff ? count : 0xffff;
    size = size < 0xffffffff ? size : 0xffffffff;
    start_dir = start_dir < 0xffffffff ? start_dir : 0xffffffff;
  }
  unsigned char e[22];
  put32(e, 0x06054b50);
  put16(e + 4, 0);
  put16(e + 6, 0);
  put16(e + 8, (unsigned)count);
  put16(e + 10, (unsigned)count);
  put32(e + 12, (uint32_t)size);
  put32(e + 16, (uint32_t)start_dir);
  put16(e + 20, 0);
  return write_all(f, e, 22);
}

void arrc_npz_save(const arrc_str *path, int64_t n, const char *const *names, arrc_array *const *arrays,
                   bool compressed, const arrc_loc *loc) {
  check_path(path, loc);
  /* NumPy's _savez appends the extension to a path without it. */
  bool has_ext = path->len >= 4 && memcmp(path->data + path->len - 4, ".npz", 4) == 0;
  char *fname = arrc_malloc((size_t)path->len + 5, loc);
  memcpy(fname, path->data, (size_t)path->len);
  strcpy(fname + path->len, has_ext ? "" : ".npz");
  /* zipfile opens the file with mode "w+b". */
  FILE *f = fopen(fname, "w+b");
  if (!f) {
    int err = errno;
    arrc_str *shown = arrc_str_new(fname, (int64_t)strlen(fname));
    free(fname);
    arrc_os_error(err, shown, loc);
  }
  free(fname);
  Writer *w = arrc_malloc(sizeof *w, loc);
  Entry *entries = arrc_malloc((size_t)(n > 0 ? n : 1) * sizeof *entries, loc);
  char **member_names = arrc_calloc((size_t)(n > 0 ? n : 1) * sizeof *member_names, loc);
  w->f = f;
  w->method = compressed ? METHOD_DEFLATED : METHOD_STORED;
  bool ok = true;
  for (int64_t k = 0; k < n && ok; k++) {
    size_t len = strlen(names[k]);
    member_names[k] = arrc_malloc(len + 5, loc);
    memcpy(member_names[k], names[k], len);
    memcpy(member_names[k] + len, ".npy", 5);
    w->name = member_names[k];
    w->name_len = len + 4;
    ok = write_member(w, arrays[k], loc);
    bool utf8 = false;
    for (size_t j = 0; j < w->name_len; j++)
      utf8 |= (unsigned char)w->name[j] >= 0x80;
    entries[k] = (Entry){w->header_offset, w->compress_size, w->file_size, w->method, utf8 ? FLAG_UTF8 : 0, w->crc};
  }
  long start_dir = ok ? ftell(f) : -1;
  ok = ok && start_dir >= 0;
  for (int64_t k = 0; k < n && ok; k++)
    ok = write_central(f, member_names[k], strlen(member_names[k]), &entries[k]);
  ok = ok && write_end(f, n, start_dir);
  int err = errno;
  if (fclose(f) != 0 && ok) {
    ok = false;
    err = errno;
  }
  for (int64_t k = 0; k < n; k++)
    free(member_names[k]);
  free(member_names);
  free(entries);
  free(w);
  if (!ok)
    arrc_raise(ARRC_OS_ERROR, loc, "[Errno %d] %s", err, strerror(err));
}

/* ---- reading the directory ----------------------------------------------------- */

/* An archive open for reading: what the directory says, before it
 * becomes an arrc_npz. */
typedef struct {
  FILE *f;
  int64_t size;
} Archive;

static bool read_at(FILE *f, int64_t off, void *buf, size_t n) {
  return fseek(f, (long)off, SEEK_SET) == 0 && fread(buf, 1, n, f) == n;
}

/* zipfile's _EndRecData: the end record in the last 22 bytes, or else the
 * last one among the last 64 KiB + 22 bytes (before an archive comment);
 * -1 when there is none. */
static int64_t find_end_record(Archive *z, unsigned char rec[22]) {
  if (z->size < 22)
    return -1;
  if (read_at(z->f, z->size - 22, rec, 22) && get32(rec) == 0x06054b50 && get16(rec + 20) == 0)
    return z->size - 22;
  int64_t span = z->size < (1 << 16) + 22 ? z->size : (1 << 16) + 22;
  unsigned char *tail = malloc((size_t)span);
  if (!tail || !read_at(z->f, z->size - span, tail, (size_t)span)) {
    free(tail);
    return -1;
  }
  int64_t at = -1;
  for (int64_t k = span - 4; k >= 0 && at < 0; k--)
    if (memcmp(tail + k, "PK\x05\x06", 4) == 0)
      at = k;
  if (at >= 0 && span - at >= 22)
    memcpy(rec, tail + at, 22);
  free(tail);
  return at >= 0 && span - at >= 22 ? z->size - span + at : -1;
}

/* zipfile's BadZipFile, once the archive is closed and the NpzFile being
 * made (d, when not NULL) is freed. */
static _Noreturn void bad_zip(FILE *f, arrc_npz *d, const arrc_loc *loc, char *msg) {
  if (f)
    fclose(f);
  if (d)
    arrc_object_decref(&d->head);
  arrc_raise_owned(ARRC_BAD_ZIP_FILE, loc, msg);
}

/* The ZIP64 extra field of a directory record: the values that are
 * 0xffffffff in the record, in zipfile's order. */
static bool zip64_extra(const unsigned char *x, size_t n, Entry *e, bool usize, bool csize, bool offset) {
  while (n >= 4) {
    unsigned id = get16(x), len = get16(x + 2);
    if (len + 4 > n)
      return false;
    if (id == 1) {
      const unsigned char *p = x + 4;
      size_t left = len;
      bool *need[3] = {&usize, &csize, &offset};
      int64_t *dst[3] = {&e->file_size, &e->compress_size, &e->header_offset};
      for (int k = 0; k < 3; k++) {
        if (!*need[k])
          continue;
        if (left < 8)
          return false;
        *dst[k] = (int64_t)get64(p);
        p += 8;
        left -= 8;
      }
      return true;
    }
    x += 4 + len;
    n -= 4 + len;
  }
  return true;
}

static arrc_list *str_list(void) { return arrc_list_new(sizeof(arrc_str *), ARRC_ELEM_STR, 0); }

static void append_str(arrc_list *l, const char *s, size_t n) {
  arrc_str *v = arrc_str_new(s, (int64_t)n);
  arrc_list_append(l, &v);
  arrc_str_decref(v);
}

/* Reads the central directory into d. */
static void read_directory(Archive *z, arrc_npz *d, const arrc_loc *loc) {
  unsigned char rec[22];
  int64_t end_at = find_end_record(z, rec);
  if (end_at < 0)
    bad_zip(z->f, d, loc, message("File is not a zip file"));
  uint64_t count = get16(rec + 10), size_cd = get32(rec + 12), offset_cd = get32(rec + 16);
  int64_t concat = end_at - (int64_t)size_cd - (int64_t)offset_cd;
  unsigned char loc64[20], end64[56];
  if (end_at >= 20 && read_at(z->f, end_at - 20, loc64, 20) && get32(loc64) == 0x07064b50) {
    if (end_at < 76 || !read_at(z->f, end_at - 76, end64, 56) || get32(end64) != 0x06064b50)
      bad_zip(z->f, d, loc, message("Corrupt zip64 end of central directory record"));
    count = get64(end64 + 32);
    size_cd = get64(end64 + 40);
    offset_cd = get64(end64 + 48);
    concat = end_at - 76 - (int64_t)size_cd - (int64_t)offset_cd;
  }
  if (concat < 0)
    bad_zip(z->f, d, loc, message("Bad offset for central directory"));
  unsigned char *cd = malloc(size_cd ? size_cd : 1);
  if (!cd || !read_at(z->f, (int64_t)offset_cd + concat, cd, size_cd)) {
    free(cd);
    bad_zip(z->f, d, loc, message("Truncated central directory"));
  }
  d->files = str_list();
  d->members = str_list();
  d->entries = arrc_list_new(sizeof(Entry), ARRC_ELEM_PLAIN, 0);
  size_t pos = 0;
  /* zipfile reads records while they fill the directory's size. */
  while (pos < size_cd) {
    if (size_cd - pos < 46 || get32(cd + pos) != 0x02014b50) {
      free(cd);
      bad_zip(z->f, d, loc, message(size_cd - pos < 46 ? "Truncated central directory"
                                                        : "Bad magic number for central directory"));
    }
    const unsigned char *r = cd + pos;
    size_t nlen = get16(r + 28), elen = get16(r + 30), clen = get16(r + 32);
    if (size_cd - pos < 46 + nlen + elen + clen) {
      free(cd);
      bad_zip(z->f, d, loc, message("Truncated central directory"));
    }
    Entry e = {get32(r + 42), get32(r + 20), get32(r + 24), (int32_t)get16(r + 10), (int32_t)get16(r + 8),
               get32(r + 16)};
    if (!zip64_extra(r + 46 + nlen, elen, &e, e.file_size == 0xffffffff, e.compress_size == 0xffffffff,
                     e.header_offset == 0xffffffff)) {
      free(cd);
      bad_zip(z->f, d, loc, message("Corrupt extra field"));
    }
    e.header_offset += concat;
    const char *name = (const char *)r + 46;
    append_str(d->members, name, nlen);
    append_str(d->files, name, nlen >= 4 && memcmp(name + nlen - 4, ".npy", 4) == 0 ? nlen - 4 : nlen);
    arrc_list_append(d->entries, &e);
    pos += 46 + nlen + elen + clen;
  }
  (void)count;
  free(cd);
}

arrc_npz *arrc_npz_load(const arrc_str *path, const arrc_loc *loc) {
  check_path(path, loc);
  FILE *f = fopen(path->data, "rb");
  struct stat st;
  if (!f || (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode))) {
    int err = f ? EISDIR : errno;
    if (f)
      fclose(f);
    arrc_os_error(err, path, loc);
  }
  /* np.load decides by the first bytes: a ZIP archive (or an empty one,
   * which starts with its end record), an .npy file, else a pickle. */
  unsigned char magic[6];
  size_t got = fread(magic, 1, sizeof magic, f);
  bool zip = got >= 4 && (memcmp(magic, "PK\x03\x04", 4) == 0 || memcmp(magic, "PK\x05\x06", 4) == 0);
  if (!zip) {
    fclose(f);
    char *r = arrc_rt_repr(path->data, path->len);
    char *msg = got == 6 && memcmp(magic, "\x93NUMPY", 6) == 0
                    ? message("%s is an .npy file, which np.load returns as an array, but the program uses the "
                              "result as an NpzFile (of an .npz archive)", r)
                    : message("Cannot load file containing pickled data when allow_pickle=False");
    free(r);
    arrc_raise_owned(ARRC_VALUE_ERROR, loc, msg);
  }
  arrc_npz *d = (arrc_npz *)arrc_object_new(sizeof *d, sizeof npz_refs / sizeof *npz_refs, npz_refs);
  d->path = arrc_str_new(path->data, path->len);
  Archive z = {f, 0};
  if (fseek(f, 0, SEEK_END) == 0) {
    long size = ftell(f);
    z.size = size > 0 ? size : 0;
  }
  read_directory(&z, d, loc);
  fclose(f);
  return d;
}

/* ---- reading a member ---------------------------------------------------------- */

/* A member read through a stdio stream (fopencookie), so that npy.c's
 * reader reads it as it reads a file: stored bytes straight from the
 * archive, deflated ones through zlib, the CRC computed as they pass. */
typedef struct {
  FILE *zip;
  int method;
  int64_t compress_left, file_left;
  uint32_t crc;
  bool z_ready, z_end, failed;
  int z_error;
  char z_message[128];
  z_stream z;
  unsigned char in[1 << 16];
} Member;

static ssize_t member_read(void *cookie, char *buf, size_t size) {
  Member *m = cookie;
  if ((int64_t)size > m->file_left)
    size = (size_t)m->file_left;
  if (size > (1u << 30))
    size = 1u << 30;
  if (size == 0)
    return 0;
  size_t got = 0;
  if (m->method == METHOD_STORED) {
    got = fread(buf, 1, size, m->zip);
    if (got < size && ferror(m->zip))
      m->failed = true;
  } else {
    m->z.next_out = (Bytef *)buf;
    m->z.avail_out = (uInt)size;
    while (m->z.avail_out > 0 && !m->z_end) {
      if (m->z.avail_in == 0 && m->compress_left > 0) {
        size_t want = m->compress_left < (int64_t)sizeof m->in ? (size_t)m->compress_left : sizeof m->in;
        size_t n = fread(m->in, 1, want, m->zip);
        if (n == 0) {
          m->failed = ferror(m->zip);
          break;
        }
        m->compress_left -= (int64_t)n;
        m->z.next_in = m->in;
        m->z.avail_in = (uInt)n;
      }
      int rc = inflate(&m->z, Z_NO_FLUSH);
      if (rc == Z_STREAM_END) {
        m->z_end = true;
      } else if (rc == Z_BUF_ERROR && m->z.avail_in == 0 && m->compress_left == 0) {
        break; /* the data ends early: the reader reports what it got */
      } else if (rc != Z_OK) {
        m->z_error = rc;
        snprintf(m->z_message, sizeof m->z_message, "%s", m->z.msg ? m->z.msg : "");
        return -1;
      }
    }
    got = size - m->z.avail_out;
  }
  m->crc = (uint32_t)crc32(m->crc, (const Bytef *)buf, (uInt)got);
  m->file_left -= (int64_t)got;
  return (ssize_t)got;
}

/* Starts reading the member e, whose data begin at data_at, from its
 * first byte: a new stream over m, or NULL when none can be made. */
static FILE *member_stream(Member *m, const Entry *e, int64_t data_at) {
  m->compress_left = e->compress_size;
  m->file_left = e->file_size;
  m->crc = 0;
  m->z_end = false;
  if (fseek(m->zip, (long)data_at, SEEK_SET) != 0)
    m->failed = true;
  if (m->method == METHOD_DEFLATED) {
    m->z.next_in = NULL;
    m->z.avail_in = 0;
    if (inflateReset(&m->z) != Z_OK)
      return NULL;
  }
  return fopencookie(m, "rb", (cookie_io_functions_t){.read = member_read});
}

static const char *member_name(const arrc_npz *d, int64_t k) {
  return ((arrc_str *const *)d->members->data)[k]->data;
}

/* The index of key in the archive: a member's name, or a name of d.files
 * (which adds ".npy"), as NpzFile.__getitem__ looks; -1 for neither. */
static int64_t find_member(const arrc_npz *d, const arrc_str *key) {
  for (int64_t k = 0; k < d->members->len; k++)
    if (arrc_str_eq(((arrc_str *const *)d->members->data)[k], key))
      return k;
  for (int64_t k = 0; k < d->files->len; k++)
    if (arrc_str_eq(((arrc_str *const *)d->files->data)[k], key))
      return k;
  return -1;
}

arrc_array *arrc_npz_get(arrc_npz *d, const arrc_str *key, arrc_dtype dtype, int32_t ndim, bool inferred,
                         const arrc_loc *loc) {
  int64_t k = find_member(d, key);
  if (k < 0)
    arrc_raise(ARRC_KEY_ERROR, loc, "%s is not a file in the archive", key->data);
  /* NumPy's close() drops the archive: the next read finds None. */
  if (d->closed)
    arrc_raise(ARRC_ATTRIBUTE_ERROR, loc, "'NoneType' object has no attribute 'open'");
  const Entry *e = &((const Entry *)d->entries->data)[k];
  const char *name = member_name(d, k);
  FILE *zip = fopen(d->path->data, "rb");
  if (!zip) {
    int err = errno;
    arrc_os_error(err, d->path, loc);
  }
  unsigned char lh[30];
  if (!read_at(zip, e->header_offset, lh, 30) || get32(lh) != 0x04034b50)
    bad_zip(zip, NULL, loc, message("Bad magic number for file header"));
  if (e->flags & FLAG_ENCRYPTED) {
    fclose(zip);
    char *r = arrc_rt_repr(name, (int64_t)strlen(name));
    arrc_raise_owned(ARRC_RUNTIME_ERROR, loc, message("File %s is encrypted, password required for extraction", r));
  }
  if (e->method != METHOD_STORED && e->method != METHOD_DEFLATED) {
    fclose(zip);
    arrc_raise(ARRC_NOT_IMPLEMENTED_ERROR, loc, "That compression method is not supported");
  }
  Member *m = arrc_calloc(sizeof *m, loc);
  m->zip = zip;
  m->method = e->method;
  int64_t data_at = e->header_offset + 30 + get16(lh + 26) + get16(lh + 28);
  if (m->method == METHOD_DEFLATED && inflateInit2(&m->z, -15) != Z_OK) {
    fclose(zip);
    free(m);
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate the inflate state");
  }
  /* NumPy reads the member's first bytes, and returns the bytes of a
   * member that is not an .npy file, which arrc has no type for; an .npy
   * member it opens again to read the array. */
  FILE *s = member_stream(m, e, data_at);
  char magic[6];
  bool npy = s && fread(magic, 1, sizeof magic, s) == sizeof magic && memcmp(magic, "\x93NUMPY", 6) == 0;
  if (s && !npy && !m->z_error && !m->failed) {
    fclose(s);
    if (m->method == METHOD_DEFLATED)
      inflateEnd(&m->z);
    fclose(zip);
    free(m);
    char *key_repr = arrc_rt_repr(key->data, key->len), *file_repr = arrc_rt_repr(d->path->data, d->path->len);
    char *msg = message("the member %s of %s is not an .npy file: NumPy returns its bytes, which arrc does not "
                        "read", key_repr, file_repr);
    free(key_repr);
    free(file_repr);
    arrc_raise_owned(ARRC_VALUE_ERROR, loc, msg);
  }
  if (s) {
    fclose(s);
    s = member_stream(m, e, data_at);
  }
  if (!s) {
    if (m->method == METHOD_DEFLATED)
      inflateEnd(&m->z);
    fclose(zip);
    free(m);
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate a stream");
  }
  char *key_repr = arrc_rt_repr(key->data, key->len), *file_repr = arrc_rt_repr(d->path->data, d->path->len);
  char *what = message("the array %s of %s", key_repr, file_repr);
  char *source = message("d[%s]", key_repr);
  arrc_array *a = NULL;
  char *msg = NULL;
  int kind = arrc_npy_read(s, what, source, dtype, ndim, inferred, &a, &msg, loc);
  fclose(s);
  free(key_repr);
  free(file_repr);
  free(what);
  free(source);
  /* zipfile checks the CRC when a read reaches the member's end; a
   * decompression error is zlib's. */
  if (!kind && m->z_error) {
    kind = ARRC_ZLIB_ERROR;
    msg = message("Error %d while decompressing data%s%s", m->z_error, m->z_message[0] ? ": " : "",
                  m->z_message);
  } else if (!kind && m->failed) {
    kind = ARRC_OS_ERROR;
    msg = message("[Errno %d] %s", EIO, strerror(EIO));
  } else if (!kind && m->file_left == 0 && m->crc != e->crc) {
    kind = ARRC_BAD_ZIP_FILE;
    char *r = arrc_rt_repr(name, (int64_t)strlen(name));
    msg = message("Bad CRC-32 for file %s", r);
    free(r);
  }
  if (m->method == METHOD_DEFLATED)
    inflateEnd(&m->z);
  fclose(zip);
  free(m);
  if (kind) {
    arrc_array_decref(a);
    arrc_raise_owned((arrc_error_kind)kind, loc, msg);
  }
  return a;
}

arrc_list *arrc_npz_files(arrc_npz *d) {
  arrc_retain(d->files);
  return d->files;
}

/* NpzFile inherits Mapping's __contains__, which reads d[key]: true
 * unless that raises a KeyError, while its other errors propagate (after
 * close(), an AttributeError). */
bool arrc_npz_contains(const arrc_npz *d, const arrc_str *key, const arrc_loc *loc) {
  if (find_member(d, key) < 0)
    return false;
  if (d->closed)
    arrc_raise(ARRC_ATTRIBUTE_ERROR, loc, "'NoneType' object has no attribute 'open'");
  return true;
}

arrc_list *arrc_npz_names(arrc_npz *d) { return d->files; }

int64_t arrc_npz_len(const arrc_npz *d) { return d->files->len; }

void arrc_npz_close(arrc_npz *d) { d->closed = 1; }
