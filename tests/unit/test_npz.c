/* runtime/npz.c: np.savez, np.savez_compressed and np.load of .npz
 * archives. Archives arrc writes must be the bytes NumPy 1.24 writes, and
 * archives NumPy and Python's zipfile write (stored, deflated, with a
 * comment, after other data, with data descriptors, ZIP64 end records)
 * must load. Where /usr/bin/python3 has NumPy, tests have it write the
 * archives to compare with and to read; elsewhere they are skipped. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <stdint.h>
#include <stdlib.h>

#include "rt_npz.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static char dir[64];

static void make_dir(void) {
  snprintf(dir, sizeof dir, "/tmp/arrc-npz-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void) {
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(npz, .init = make_dir, .fini = remove_dir);

static arrc_str *path_in_dir(const char *name) {
  char p[256];
  snprintf(p, sizeof p, "%s/%s", dir, name);
  return arrc_str_new(p, (int64_t)strlen(p));
}

static bool have_numpy(void) { return system("/usr/bin/python3 -c 'import numpy' >/dev/null 2>&1") == 0; }

/* Runs a Python program in the test directory (cwd), with NumPy as np. */
static int python(const char *program) {
  char *cmd = NULL;
  cr_assert_neq(asprintf(&cmd, "cd '%s' && /usr/bin/python3 -c 'import numpy as np, zipfile, io\n%s'", dir, program),
                -1);
  int status = system(cmd);
  free(cmd);
  return status;
}

static bool same_files(const char *a, const char *b) {
  char *cmd = NULL;
  cr_assert_neq(asprintf(&cmd, "cmp -s '%s/%s' '%s/%s'", dir, a, dir, b), -1);
  int status = system(cmd);
  free(cmd);
  return status == 0;
}

/* An array of shape whose element i holds (i * 3) % 7 - 2, as its dtype
 * converts that (the expression the Python side writes too). */
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

static arrc_str *str(const char *s) { return arrc_str_new(s, (int64_t)strlen(s)); }

static const char *file_name(const arrc_npz *d, int64_t k) { return ((arrc_str *const *)d->files->data)[k]->data; }

/* Every dtype, ranks 0 to 3, an empty array and a transposed view, in
 * archives stored and deflated. */
Test(npz, round_trip_every_dtype) {
  static const int64_t shape[] = {2, 3, 2};
  static const int64_t empty_shape[] = {0, 4};
  for (int compressed = 0; compressed < 2; compressed++) {
    arrc_array *arrays[ARRC_DTYPE_COUNT + 2];
    char names[ARRC_DTYPE_COUNT + 2][32];
    const char *name_ptrs[ARRC_DTYPE_COUNT + 2];
    int n = 0;
    for (int t = 0; t < ARRC_DTYPE_COUNT; t++, n++) {
      arrays[n] = pattern((arrc_dtype)t, t % 4, shape);
      snprintf(names[n], sizeof names[n], "a_%s", arrc_dtype_name((arrc_dtype)t));
    }
    arrays[n] = pattern(ARRC_FLOAT64, 2, empty_shape);
    snprintf(names[n++], 32, "empty");
    arrc_array *base = pattern(ARRC_INT32, 2, shape);
    arrays[n] = arrc_array_transpose(base);
    snprintf(names[n++], 32, "transposed");
    for (int k = 0; k < n; k++)
      name_ptrs[k] = names[k];
    arrc_str *p = path_in_dir("round"), *q = path_in_dir("round.npz");
    arrc_npz_save(p, n, name_ptrs, arrays, compressed, &rt_test_loc);
    arrc_npz *d = arrc_npz_load(q, &rt_test_loc);
    cr_assert_eq(arrc_npz_len(d), n);
    for (int k = 0; k < n; k++) {
      cr_expect_str_eq(file_name(d, k), names[k]);
      arrc_str *key = str(names[k]);
      cr_expect(arrc_npz_contains(d, key, &rt_test_loc));
      arrc_array *b = arrc_npz_get(d, key, (arrc_dtype)arrays[k]->dtype, arrays[k]->ndim, false, &rt_test_loc);
      arrc_array *want = arrc_array_copy(arrays[k], NULL);
      cr_expect(same_elements(b, want), "%s (compressed %d)", names[k], compressed);
      arrc_array_decref(want);
      arrc_array_decref(b);
      arrc_str_decref(key);
    }
    arrc_str *missing = str("nope");
    cr_expect_not(arrc_npz_contains(d, missing, &rt_test_loc));
    arrc_str_decref(missing);
    arrc_object_decref(&d->head);
    for (int k = 0; k < n; k++)
      arrc_array_decref(arrays[k]);
    arrc_array_decref(base);
    arrc_str_decref(p);
    arrc_str_decref(q);
  }
}

/* The archives are NumPy's bytes: the same arrays saved by NumPy under the
 * same names give the same file, stored and deflated. */
Test(npz, numpy_writes_the_same_bytes) {
  if (!have_numpy())
    cr_skip_test("/usr/bin/python3 with NumPy is not available");
  static const int64_t shape[] = {3, 4};
  static const int64_t big[] = {300, 200};
  /* NumPy's order: the keyword arrays, then the positional ones. */
  arrc_array *arrays[] = {pattern(ARRC_FLOAT64, 2, shape), pattern(ARRC_BOOL, 2, shape),
                          pattern(ARRC_FLOAT32, 2, big), pattern(ARRC_INT32, 1, shape),
                          pattern(ARRC_COMPLEX128, 1, shape)};
  const char *names[] = {"x", "mask", "big", "arr_0", "arr_1"};
  arrc_str *stored = path_in_dir("arrc_stored.npz"), *deflated = path_in_dir("arrc_deflated.npz");
  arrc_npz_save(stored, COUNT(arrays), names, arrays, false, &rt_test_loc);
  arrc_npz_save(deflated, COUNT(arrays), names, arrays, true, &rt_test_loc);
  cr_assert_eq(python("def p(shape, dtype):\n"
                      "    n = int(np.prod(shape))\n"
                      "    return (np.arange(n) * 3 % 7 - 2).astype(dtype).reshape(shape)\n"
                      "args = [p((3,), np.int32), p((3,), np.complex128)]\n"
                      "kw = dict(x=p((3, 4), np.float64), mask=p((3, 4), np.bool_), big=p((300, 200), np.float32))\n"
                      "np.savez(\"numpy_stored\", *args, **kw)\n"
                      "np.savez_compressed(\"numpy_deflated\", *args, **kw)\n"),
               0);
  cr_expect(same_files("arrc_stored.npz", "numpy_stored.npz"));
  cr_expect(same_files("arrc_deflated.npz", "numpy_deflated.npz"));
  for (size_t k = 0; k < COUNT(arrays); k++)
    arrc_array_decref(arrays[k]);
  arrc_str_decref(stored);
  arrc_str_decref(deflated);
}

/* Archives NumPy and zipfile write in other ways: a Fortran-order and a
 * big-endian member, an archive comment, data descriptors from a stream
 * that cannot seek, and members zipfile deflated at another level. */
Test(npz, loads_what_python_wrote) {
  if (!have_numpy())
    cr_skip_test("/usr/bin/python3 with NumPy is not available");
  cr_assert_eq(python("a = np.arange(6.0).reshape(2, 3)\n"
                      "np.savez(\"orders.npz\", f=np.asfortranarray(a), b=a.astype(\">i4\"))\n"
                      "np.savez(\"comment.npz\", a=a)\n"
                      "with zipfile.ZipFile(\"comment.npz\", \"a\") as z:\n"
                      "    z.comment = b\"written by a test\"\n"
                      "class Stream(io.RawIOBase):\n"
                      "    def __init__(self): self.parts = []\n"
                      "    def writable(self): return True\n"
                      "    def write(self, b): self.parts.append(bytes(b)); return len(b)\n"
                      "s = Stream()\n"
                      "with zipfile.ZipFile(s, \"w\", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z:\n"
                      "    for name, v in [(\"a.npy\", a), (\"n.npy\", np.arange(5))]:\n"
                      "        f = io.BytesIO(); np.save(f, v); z.writestr(name, f.getvalue())\n"
                      "open(\"stream.npz\", \"wb\").write(b\"\".join(s.parts))\n"),
               0);
  static const double a[] = {0, 1, 2, 3, 4, 5};
  const char *files[] = {"orders.npz", "comment.npz", "stream.npz"};
  const char *keys[] = {"f", "a", "a"};
  for (size_t k = 0; k < COUNT(files); k++) {
    arrc_str *p = path_in_dir(files[k]), *key = str(keys[k]);
    arrc_npz *d = arrc_npz_load(p, &rt_test_loc);
    arrc_array *x = arrc_npz_get(d, key, ARRC_FLOAT64, 2, false, &rt_test_loc);
    cr_expect_eq(ARRC_SHAPE(x)[0], 2, "%s", files[k]);
    cr_expect_eq(ARRC_SHAPE(x)[1], 3, "%s", files[k]);
    cr_expect_eq(memcmp(x->data, a, sizeof a), 0, "%s", files[k]);
    arrc_array_decref(x);
    if (k == 0) {
      arrc_str *b = str("b");
      arrc_array *y = arrc_npz_get(d, b, ARRC_INT32, 2, false, &rt_test_loc);
      for (int64_t i = 0; i < 6; i++)
        cr_expect_eq(((int32_t *)y->data)[i], i);
      arrc_array_decref(y);
      arrc_str_decref(b);
    }
    if (k == 2) {
      arrc_str *n = str("n.npy");
      arrc_array *y = arrc_npz_get(d, n, ARRC_INT64, 1, false, &rt_test_loc);
      cr_expect_eq(y->size, 5);
      cr_expect_eq(((int64_t *)y->data)[4], 4);
      arrc_array_decref(y);
      arrc_str_decref(n);
    }
    arrc_object_decref(&d->head);
    arrc_str_decref(p);
    arrc_str_decref(key);
  }
}

/* NumPy loads arrc's archives with zipfile's checks and finds the
 * arrays (its own test of the CRCs and the directory). */
Test(npz, numpy_reads_arrc_archives) {
  if (!have_numpy())
    cr_skip_test("/usr/bin/python3 with NumPy is not available");
  static const int64_t shape[] = {4, 5};
  arrc_array *a = pattern(ARRC_COMPLEX64, 2, shape), *t = arrc_array_transpose(a);
  arrc_array *arrays[] = {a, t};
  const char *names[] = {"a", "t"};
  arrc_str *p = path_in_dir("mine.npz");
  arrc_npz_save(p, 2, names, arrays, true, &rt_test_loc);
  cr_expect_eq(python("with zipfile.ZipFile(\"mine.npz\") as z:\n"
                      "    assert z.testzip() is None\n"
                      "d = np.load(\"mine.npz\")\n"
                      "want = (np.arange(20) * 3 % 7 - 2).astype(np.complex64).reshape(4, 5)\n"
                      "assert d.files == [\"a\", \"t\"], d.files\n"
                      "assert (d[\"a\"] == want).all() and (d[\"t\"] == want.T).all()\n"),
               0);
  arrc_array_decref(t);
  arrc_array_decref(a);
  arrc_str_decref(p);
}

/* ---- errors -------------------------------------------------------------------- */

typedef struct {
  const char *file;
  const char *contents;   /* written first unless NULL */
  size_t len;
  const char *key;        /* read when not NULL */
  arrc_dtype t;
  int32_t ndim;
  bool inferred;
  bool close_first;
} Case;

static void run_case(const void *arg) {
  const Case *c = arg;
  arrc_str *p = path_in_dir(c->file);
  if (c->contents) {
    FILE *f = fopen(p->data, "wb");
    fwrite(c->contents, 1, c->len, f);
    fclose(f);
  }
  arrc_npz *d = arrc_npz_load(p, &rt_test_loc);
  if (c->close_first)
    arrc_npz_close(d);
  if (c->key)
    arrc_npz_get(d, str(c->key), c->t, c->ndim, c->inferred, &rt_test_loc);
}

static void save_xy(void) {
  static const int64_t shape[] = {5};
  arrc_array *arrays[] = {pattern(ARRC_INT64, 1, shape), pattern(ARRC_FLOAT32, 1, shape)};
  const char *names[] = {"x", "y"};
  arrc_str *p = path_in_dir("xy.npz");
  arrc_npz_save(p, 2, names, arrays, false, &rt_test_loc);
  arrc_array_decref(arrays[0]);
  arrc_array_decref(arrays[1]);
  arrc_str_decref(p);
}

Test(npz, errors) {
  char msg[1024];
  save_xy();
  Case missing_key = {"xy.npz", NULL, 0, "z", ARRC_FLOAT64, 1, false, false};
  rt_expect_error(run_case, &missing_key, "KeyError: 'z is not a file in the archive'");

  Case closed = {"xy.npz", NULL, 0, "x", ARRC_INT64, 1, false, true};
  rt_expect_error(run_case, &closed, "AttributeError: 'NoneType' object has no attribute 'open'");

  Case dtype = {"xy.npz", NULL, 0, "y", ARRC_FLOAT64, 1, false, false};
  snprintf(msg, sizeof msg,
           "ValueError: the array 'y' of '%s/xy.npz' holds float32 data with 1 dimension, but the program "
           "expects float64 with 1 dimension",
           dir);
  rt_expect_error(run_case, &dtype, msg);

  Case rank = {"xy.npz", NULL, 0, "x", ARRC_INT64, 2, true, false};
  snprintf(msg, sizeof msg,
           "ValueError: the array 'x' of '%s/xy.npz' holds int64 data with 1 dimension, but the program "
           "expects int64 with 2 dimensions (the type its uses of the array imply; to load this file, annotate "
           "the variable: 'a: numba.int64[:] = d['x']')",
           dir);
  rt_expect_error(run_case, &rank, msg);

  static const char npy[] = "\223NUMPY\001\000v\000{'descr': '<f8', 'fortran_order': False, 'shape': (0,), }"
                            "                                                            \n";
  Case not_npz = {"a.npy", npy, sizeof npy - 1, NULL, ARRC_FLOAT64, 1, false, false};
  snprintf(msg, sizeof msg,
           "ValueError: '%s/a.npy' is an .npy file, which np.load returns as an array, but the program uses "
           "the result as an NpzFile (of an .npz archive)",
           dir);
  rt_expect_error(run_case, &not_npz, msg);

  Case text = {"a.txt", "1 2 3\n", 6, NULL, ARRC_FLOAT64, 1, false, false};
  rt_expect_error(run_case, &text, "ValueError: Cannot load file containing pickled data when allow_pickle=False");

  static const char cut[] = "PK\003\004 and nothing more";
  Case truncated = {"t.npz", cut, sizeof cut - 1, NULL, ARRC_FLOAT64, 1, false, false};
  rt_expect_error(run_case, &truncated, "zipfile.BadZipFile: File is not a zip file");

  Case missing = {"none.npz", NULL, 0, NULL, ARRC_FLOAT64, 1, false, false};
  snprintf(msg, sizeof msg, "FileNotFoundError: [Errno 2] No such file or directory: '%s/none.npz'", dir);
  rt_expect_error(run_case, &missing, msg);
}

/* A changed byte of a stored member is zipfile's CRC error once the
 * member is read to its end. */
Test(npz, bad_crc) {
  save_xy();
  char path[256];
  snprintf(path, sizeof path, "%s/xy.npz", dir);
  FILE *f = fopen(path, "r+b");
  cr_assert_not_null(f);
  /* The first member's last element: after its local header (30 bytes,
   * "x.npy", the ZIP64 field), the 128-byte .npy header and 4 elements. */
  fseek(f, 30 + 5 + 20 + 128 + 4 * 8, SEEK_SET);
  fputc(0x7f, f);
  fclose(f);
  Case c = {"xy.npz", NULL, 0, "x", ARRC_INT64, 1, false, false};
  rt_expect_error(run_case, &c, "zipfile.BadZipFile: Bad CRC-32 for file 'x.npy'");
}

/* ".npz" is appended to a name without it; a directory that does not
 * exist is Python's FileNotFoundError with the full name. */
Test(npz, file_names) {
  arrc_str *p = path_in_dir("plain"), *q = path_in_dir("plain.npz");
  arrc_npz_save(p, 0, NULL, NULL, false, &rt_test_loc);
  arrc_npz *d = arrc_npz_load(q, &rt_test_loc);
  cr_expect_eq(arrc_npz_len(d), 0);
  arrc_list *files = arrc_npz_files(d);
  cr_expect_eq(files->len, 0);
  arrc_list_decref(files);
  arrc_object_decref(&d->head);
  arrc_str_decref(p);
  arrc_str_decref(q);
}

/* A member that is not an .npy file: NumPy returns its bytes, arrc says
 * it does not read them; the archive's .npy members still load. */
Test(npz, member_not_npy) {
  if (!have_numpy())
    cr_skip_test("/usr/bin/python3 with NumPy is not available");
  cr_assert_eq(python("with zipfile.ZipFile(\"mixed.npz\", \"w\", compression=zipfile.ZIP_DEFLATED) as z:\n"
                      "    z.writestr(\"notes.txt\", \"a text member\")\n"
                      "    f = io.BytesIO(); np.save(f, np.arange(3)); z.writestr(\"x.npy\", f.getvalue())\n"),
               0);
  char msg[512];
  Case notes = {"mixed.npz", NULL, 0, "notes.txt", ARRC_FLOAT64, 1, false, false};
  snprintf(msg, sizeof msg,
           "ValueError: the member 'notes.txt' of '%s/mixed.npz' is not an .npy file: NumPy returns its bytes, "
           "which arrc does not read",
           dir);
  rt_expect_error(run_case, &notes, msg);
  arrc_str *p = path_in_dir("mixed.npz"), *x = str("x");
  arrc_npz *d = arrc_npz_load(p, &rt_test_loc);
  cr_expect_str_eq(file_name(d, 0), "notes.txt");
  arrc_array *a = arrc_npz_get(d, x, ARRC_INT64, 1, false, &rt_test_loc);
  cr_expect_eq(a->size, 3);
  cr_expect_eq(((int64_t *)a->data)[2], 2);
  arrc_array_decref(a);
  arrc_object_decref(&d->head);
  arrc_str_decref(p);
  arrc_str_decref(x);
}
