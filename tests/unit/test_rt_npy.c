/* runtime/npy.c: np.save and np.load. Files arrc writes must be what NumPy
 * 1.24 writes, byte for byte, and files NumPy writes (any version, byte
 * order, Fortran order) must load. The fixtures below were made with
 * /usr/bin/python3 and NumPy 1.24 from the expressions above each; when
 * that Python is present, one test also has NumPy load arrc's files. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <complex.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/stat.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static char dir[64];

static void make_dir(void) {
  snprintf(dir, sizeof dir, "/tmp/arrc-npy-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
}

/* Removes the files the tests made and the directory. */
static void remove_dir(void) {
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(rt_npy, .init = make_dir, .fini = remove_dir);

static arrc_str *path_in_dir(const char *name) {
  char p[256];
  snprintf(p, sizeof p, "%s/%s", dir, name);
  return arrc_str_new(p, (int64_t)strlen(p));
}

static void write_file(const char *path, const char *bytes, size_t n) {
  FILE *f = fopen(path, "wb");
  cr_assert_not_null(f);
  cr_assert_eq(fwrite(bytes, 1, n, f), n);
  fclose(f);
}

/* The whole of a file; *n gets its length. */
static char *read_file(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f, "%s", path);
  char *buf = malloc(1 << 16);
  *n = fread(buf, 1, 1 << 16, f);
  fclose(f);
  return buf;
}

/* An array of shape whose element i holds (i * 3) % 7 - 2, as its dtype
 * converts that. */
static arrc_array *pattern(arrc_dtype t, int32_t ndim, const int64_t *shape) {
  arrc_array *a = arrc_array_new(t, ndim, shape, true, NULL);
  for (int64_t i = 0; i < a->size; i++)
    arrc_array_set_i64(a, i, i * 3 % 7 - 2);
  return a;
}

static bool same_elements(const arrc_array *a, const arrc_array *b) {
  if (a->dtype != b->dtype || a->ndim != b->ndim || a->size != b->size)
    return false;
  for (int32_t i = 0; i < a->ndim; i++)
    if (ARRC_SHAPE(a)[i] != ARRC_SHAPE(b)[i])
      return false;
  for (int64_t i = 0; i < a->size; i++)
    if (memcmp(arrc_rt_elem(a, i), arrc_rt_elem(b, i), (size_t)a->itemsize) != 0)
      return false;
  return true;
}

Test(rt_npy, round_trip_every_dtype_and_rank) {
  static const int64_t shapes[][3] = {{0}, {5}, {2, 3}, {2, 0, 4}};
  static const int32_t ranks[] = {0, 1, 2, 3};
  for (int t = 0; t < ARRC_DTYPE_COUNT; t++) {
    for (size_t r = 0; r < COUNT(ranks); r++) {
      arrc_array *a = pattern((arrc_dtype)t, ranks[r], shapes[r]);
      arrc_str *p = path_in_dir("rt.npy");
      arrc_npy_save(p, a, &rt_test_loc);
      arrc_array *b = arrc_npy_load(p, (arrc_dtype)t, ranks[r], false, &rt_test_loc);
      cr_expect(same_elements(a, b), "%s with %d dimensions", arrc_dtype_name((arrc_dtype)t), ranks[r]);
      arrc_array_decref(a);
      arrc_array_decref(b);
      arrc_str_decref(p);
    }
  }
}

/* A view is written in C order of its own shape. */
Test(rt_npy, save_non_contiguous) {
  int64_t shape[] = {3, 4};
  arrc_array *a = pattern(ARRC_INT64, 2, shape);
  arrc_array *t = arrc_array_transpose(a);
  arrc_str *p = path_in_dir("t.npy");
  arrc_npy_save(p, t, &rt_test_loc);
  arrc_array *b = arrc_npy_load(p, ARRC_INT64, 2, false, &rt_test_loc);
  cr_expect(same_elements(t, b));
  cr_expect(arrc_array_is_c_contiguous(b));
  arrc_array *all[] = {a, t, b};
  for (size_t i = 0; i < COUNT(all); i++)
    arrc_array_decref(all[i]);
  arrc_str_decref(p);
}

/* np.save appends ".npy" to a path without it; np.load does not. */
Test(rt_npy, extension_added) {
  int64_t n = 2;
  arrc_array *a = pattern(ARRC_FLOAT32, 1, &n);
  arrc_str *p = path_in_dir("noext"), *q = path_in_dir("noext.npy");
  arrc_npy_save(p, a, &rt_test_loc);
  struct stat st;
  cr_expect_eq(stat(q->data, &st), 0);
  cr_expect_neq(stat(p->data, &st), 0);
  arrc_array *b = arrc_npy_load(q, ARRC_FLOAT32, 1, false, &rt_test_loc);
  cr_expect(same_elements(a, b));
  arrc_array_decref(a);
  arrc_array_decref(b);
  arrc_str_decref(p);
  arrc_str_decref(q);
}

Test(rt_npy, header_bytes_as_numpy_writes_them) {
  /* np.save(f, np.zeros(shape, dtype)): the header's dict and its length
   * (the rest is spaces and a newline). */
  static const struct {
    arrc_dtype t;
    int32_t ndim;
    int64_t shape[32];
    const char *dict;
    size_t len;
  } rows[] = {
      {ARRC_INT32, 2, {2, 3}, "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }", 118},
      {ARRC_BOOL, 0, {0}, "{'descr': '|b1', 'fortran_order': False, 'shape': (), }", 118},
      {ARRC_COMPLEX64, 2, {0, 4}, "{'descr': '<c8', 'fortran_order': False, 'shape': (0, 4), }", 118},
      {ARRC_UINT16, 2, {123456789, 0}, "{'descr': '<u2', 'fortran_order': False, 'shape': (123456789, 0), }", 118},
      {ARRC_INT8, 1, {5}, "{'descr': '|i1', 'fortran_order': False, 'shape': (5,), }", 118},
      {ARRC_FLOAT64, 32, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
       "{'descr': '<f8', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, "
       "1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), }",
       182},
      {ARRC_FLOAT32, 21, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0},
       "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, "
       "1, 1, 1, 1, 1, 1, 0), }",
       182},
  };
  for (size_t i = 0; i < COUNT(rows); i++) {
    arrc_array *a = arrc_array_new(rows[i].t, rows[i].ndim, rows[i].shape, true, NULL);
    arrc_str *p = path_in_dir("h.npy");
    arrc_npy_save(p, a, &rt_test_loc);
    size_t n;
    char *bytes = read_file(p->data, &n);
    cr_expect_eq(memcmp(bytes, "\223NUMPY\001\000", 8), 0);
    size_t hlen = (unsigned char)bytes[8] | (size_t)(unsigned char)bytes[9] << 8;
    cr_expect_eq(hlen, rows[i].len, "row %zu", i);
    cr_expect_eq(n, 10 + hlen + (size_t)(a->size * a->itemsize));
    size_t dlen = strlen(rows[i].dict);
    cr_expect_eq(memcmp(bytes + 10, rows[i].dict, dlen), 0, "row %zu: %.*s", i, (int)dlen, bytes + 10);
    for (size_t k = 10 + dlen; k < 10 + hlen - 1; k++)
      cr_expect_eq(bytes[k], ' ');
    cr_expect_eq(bytes[10 + hlen - 1], '\n');
    free(bytes);
    arrc_array_decref(a);
    arrc_str_decref(p);
  }
}

/* Files NumPy wrote: big-endian data, Fortran order, format versions 2.0
 * and 3.0, a 0-d array. The expected elements follow each. */
static const struct {
  arrc_dtype t;
  int32_t ndim;
  int64_t shape[2];
  size_t len;
  const char *bytes;
} numpy_files[] = {
    /* np.save(f, np.arange(6, dtype='>i4').reshape(2, 3)) */
    {ARRC_INT32, 2, {2, 3}, 152,
     "\223NUMPY\001\000v\000{'descr': '>i4', 'fortran_order': False, 'shape': (2, 3), }       "
     "                                                   \012\000\000\000\000\000\000\000\001"
     "\000\000\000\002\000\000\000\003\000\000\000\004\000\000\000\005"},
    /* np.save(f, np.asfortranarray(np.arange(6.0).reshape(2, 3))) */
    {ARRC_FLOAT64, 2, {2, 3}, 176,
     "\223NUMPY\001\000v\000{'descr': '<f8', 'fortran_order': True, 'shape': (2, 3), }        "
     "                                                   \012\000\000\000\000\000\000\000\000"
     "\000\000\000\000\000\000\010@\000\000\000\000\000\000\360\077\000\000\000\000\000\000"
     "\020@\000\000\000\000\000\000\000@\000\000\000\000\000\000\024@"},
    /* np.lib.format.write_array(f, np.array([1+2j, -3.5-0j]), version=(2, 0)) */
    {ARRC_COMPLEX128, 1, {2}, 160,
     "\223NUMPY\002\000t\000\000\000{'descr': '<c16', 'fortran_order': False, 'shape': (2,), }"
     "                                                         \012\000\000\000\000\000\000"
     "\360\077\000\000\000\000\000\000\000@\000\000\000\000\000\000\014\300\000\000\000\000"
     "\000\000\000\000"},
    /* np.lib.format.write_array(f, np.array([[True, False, True]]), version=(3, 0)) */
    {ARRC_BOOL, 2, {1, 3}, 131,
     "\223NUMPY\003\000t\000\000\000{'descr': '|b1', 'fortran_order': False, 'shape': (1, 3), "
     "}                                                        \012\001\000\001"},
    /* np.save(f, np.array([1.5-2j, 3+4j], dtype='>c8')) */
    {ARRC_COMPLEX64, 1, {2}, 144,
     "\223NUMPY\001\000v\000{'descr': '>c8', 'fortran_order': False, 'shape': (2,), }         "
     "                                                   \012\077\300\000\000\300\000\000\000@"
     "@\000\000@\200\000\000"},
    /* np.save(f, np.float32(-0.25)) */
    {ARRC_FLOAT32, 0, {0}, 132,
     "\223NUMPY\001\000v\000{'descr': '<f4', 'fortran_order': False, 'shape': (), }           "
     "                                                   \012\000\000\200\276"},
};

Test(rt_npy, load_files_numpy_wrote) {
  static const int32_t i4[] = {0, 1, 2, 3, 4, 5};
  static const double f8[] = {0, 1, 2, 3, 4, 5};
  static const double c16[] = {1, 2, -3.5, 0.0};
  static const uint8_t b1[] = {1, 0, 1};
  static const float c8[] = {1.5f, -2, 3, 4};
  static const float f4[] = {-0.25f};
  static const void *const want[] = {i4, f8, c16, b1, c8, f4};
  for (size_t i = 0; i < COUNT(numpy_files); i++) {
    arrc_str *p = path_in_dir("numpy.npy");
    write_file(p->data, numpy_files[i].bytes, numpy_files[i].len);
    arrc_array *a = arrc_npy_load(p, numpy_files[i].t, numpy_files[i].ndim, false, &rt_test_loc);
    cr_expect_eq(a->dtype, (int32_t)numpy_files[i].t);
    cr_expect_eq(a->ndim, numpy_files[i].ndim);
    for (int32_t d = 0; d < a->ndim; d++)
      cr_expect_eq(ARRC_SHAPE(a)[d], numpy_files[i].shape[d]);
    cr_expect(arrc_array_is_c_contiguous(a));
    cr_expect_eq(memcmp(a->data, want[i], (size_t)(a->size * a->itemsize)), 0, "file %zu", i);
    arrc_array_decref(a);
    arrc_str_decref(p);
  }
}

/* NumPy itself loads every file arrc writes, and writes the same bytes for
 * the array it loaded. Skipped where /usr/bin/python3 has no NumPy. */
Test(rt_npy, numpy_reads_arrc_files) {
  if (system("/usr/bin/python3 -c 'import numpy' >/dev/null 2>&1") != 0)
    cr_skip_test("/usr/bin/python3 with NumPy is not available");
  int64_t shape[] = {2, 3};
  for (int t = 0; t < ARRC_DTYPE_COUNT; t++) {
    arrc_array *a = pattern((arrc_dtype)t, 2, shape);
    arrc_array *v = arrc_array_transpose(a);
    char name[32];
    snprintf(name, sizeof name, "%s.npy", arrc_dtype_name((arrc_dtype)t));
    arrc_str *p = path_in_dir(name);
    arrc_npy_save(p, v, &rt_test_loc);
    arrc_array_decref(v);
    arrc_array_decref(a);
    arrc_str_decref(p);
  }
  char cmd[2048];
  snprintf(cmd, sizeof cmd,
           "/usr/bin/python3 -c '\n"
           "import io, sys, numpy as np\n"
           "bad = 0\n"
           "for name in [\"bool\", \"int8\", \"int16\", \"int32\", \"int64\", \"uint8\", \"uint16\", \"uint32\",\n"
           "             \"uint64\", \"float32\", \"float64\", \"complex64\", \"complex128\"]:\n"
           "    path = \"%s/\" + name + \".npy\"\n"
           "    a = np.load(path)\n"
           "    want = (np.arange(6).reshape(2, 3) * 3 %% 7 - 2).astype(name).T\n"
           "    f = io.BytesIO()\n"
           "    np.save(f, a)\n"
           "    if a.dtype != np.dtype(name) or a.shape != (3, 2) or not (a == want).all() \\\n"
           "       or f.getvalue() != open(path, \"rb\").read():\n"
           "        print(\"mismatch:\", name, a.dtype, a.shape, a)\n"
           "        bad = 1\n"
           "sys.exit(bad)\n"
           "'",
           dir);
  cr_expect_eq(system(cmd), 0);
}

/* ---- errors ---------------------------------------------------------------- */

typedef struct {
  const char *name;     /* in the test directory, or NULL for path */
  const char *path;     /* as given */
  const char *contents; /* written first unless NULL */
  size_t len;
  arrc_dtype t;
  int32_t ndim;
  bool inferred;        /* the program had no annotation */
} LoadCase;

static void load_case(const void *arg) {
  const LoadCase *c = arg;
  arrc_str *p = c->name ? path_in_dir(c->name) : arrc_str_new(c->path, (int64_t)strlen(c->path));
  if (c->contents)
    write_file(p->data, c->contents, c->len);
  arrc_npy_load(p, c->t, c->ndim, c->inferred, &rt_test_loc);
}

/* np.save(f, np.array([1.0, 2.0])) */
static const char f8_2[] =
    "\223NUMPY\001\000v\000{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }"
    "                                                            \n"
    "\000\000\000\000\000\000\360\077\000\000\000\000\000\000\000@";

Test(rt_npy, load_errors) {
  char msg[512];
  LoadCase missing = {"missing.npy", NULL, NULL, 0, ARRC_FLOAT64, 1, false};
  snprintf(msg, sizeof msg, "FileNotFoundError: [Errno 2] No such file or directory: '%s/missing.npy'", dir);
  rt_expect_error(load_case, &missing, msg);

  LoadCase relative = {NULL, "x.npy", NULL, 0, ARRC_FLOAT64, 1, false};
  rt_expect_error(load_case, &relative, "FileNotFoundError: [Errno 2] No such file or directory: 'x.npy'");

  LoadCase wrong_dtype = {"f8.npy", NULL, f8_2, sizeof f8_2 - 1, ARRC_FLOAT32, 1, false};
  snprintf(msg, sizeof msg,
           "ValueError: '%s/f8.npy' holds float64 data with 1 dimension, but the program expects "
           "float32 with 1 dimension",
           dir);
  rt_expect_error(load_case, &wrong_dtype, msg);

  LoadCase wrong_rank = {"f8.npy", NULL, f8_2, sizeof f8_2 - 1, ARRC_FLOAT64, 2, false};
  snprintf(msg, sizeof msg,
           "ValueError: '%s/f8.npy' holds float64 data with 1 dimension, but the program expects "
           "float64 with 2 dimensions",
           dir);
  rt_expect_error(load_case, &wrong_rank, msg);

  /* Without an annotation the type came from the program's uses of the
   * array (a = np.load(path) in host code); NumPy would load any file, so
   * only arrc has this error, and it says how to state the file's type.
   * The golden tests cannot hold it, as their output comes from NumPy. */
  LoadCase inferred = {"f8.npy", NULL, f8_2, sizeof f8_2 - 1, ARRC_INT32, 2, true};
  snprintf(msg, sizeof msg,
           "ValueError: '%s/f8.npy' holds float64 data with 1 dimension, but the program expects "
           "int32 with 2 dimensions (the type its uses of the array imply; to load this file, "
           "annotate the variable: 'a: numba.float64[:] = np.load(path)')",
           dir);
  rt_expect_error(load_case, &inferred, msg);

  static const char unicode[] = "\223NUMPY\001\000\070\000{'descr': '<U5', 'fortran_order': False, 'shape': (), }\n";
  LoadCase strings = {"u.npy", NULL, unicode, sizeof unicode - 1, ARRC_FLOAT64, 0, false};
  snprintf(msg, sizeof msg,
           "ValueError: '%s/u.npy' holds <U5 data with 0 dimensions, but the program expects "
           "float64 with 0 dimensions",
           dir);
  rt_expect_error(load_case, &strings, msg);

  /* What np.load says of a file that is not .npy, or is cut short. */
  LoadCase junk = {"junk.npy", NULL, "hello", 5, ARRC_FLOAT64, 1, false};
  rt_expect_error(load_case, &junk, "ValueError: Cannot load file containing pickled data when allow_pickle=False");
  LoadCase empty = {"empty.npy", NULL, "", 0, ARRC_FLOAT64, 1, false};
  rt_expect_error(load_case, &empty, "ValueError: Cannot load file containing pickled data when allow_pickle=False");
  LoadCase short_header = {"sh.npy", NULL, f8_2, 20, ARRC_FLOAT64, 1, false};
  rt_expect_error(load_case, &short_header, "ValueError: EOF: reading array header, expected 118 bytes got 10");
  cr_assert_eq(sizeof f8_2 - 1, 144);
  LoadCase short_data = {"sd.npy", NULL, f8_2, sizeof f8_2 - 2, ARRC_FLOAT64, 1, false};
  rt_expect_error(load_case, &short_data, "ValueError: cannot reshape array of size 1 into shape (2,)");

  LoadCase directory = {".", NULL, NULL, 0, ARRC_FLOAT64, 1, false};
  snprintf(msg, sizeof msg, "OSError: [Errno 21] Is a directory: '%s/.'", dir);
  rt_expect_error(load_case, &directory, msg);
}

static void load_nul(const void *arg) {
  (void)arg;
  arrc_str *p = arrc_str_new("a\0b", 3);
  arrc_npy_load(p, ARRC_FLOAT64, 1, false, &rt_test_loc);
}

static void save_case(const void *arg) {
  arrc_str *p = path_in_dir(arg);
  int64_t n = 1;
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, true, NULL);
  arrc_npy_save(p, a, &rt_test_loc);
}

Test(rt_npy, save_errors) {
  char msg[512];
  snprintf(msg, sizeof msg, "FileNotFoundError: [Errno 2] No such file or directory: '%s/nodir/x.npy'", dir);
  rt_expect_error(save_case, "nodir/x", msg);
  char sub[128];
  snprintf(sub, sizeof sub, "%s/d.npy", dir);
  cr_assert_eq(mkdir(sub, 0700), 0);
  snprintf(msg, sizeof msg, "OSError: [Errno 21] Is a directory: '%s/d.npy'", dir);
  rt_expect_error(save_case, "d.npy", msg);
  rt_expect_error(load_nul, NULL, "ValueError: embedded null byte");
}
