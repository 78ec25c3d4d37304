/* NumPy's .npz archives (npz.c): np.savez, np.savez_compressed, and the
 * NpzFile that np.load returns for one. The archive is a ZIP file of .npy
 * members, written as Python's zipfile writes it for NumPy and read with
 * zipfile's rules and messages; crc32 and deflate come from zlib, which a
 * program links only when it calls these functions (codegen/link.c). */
#ifndef ARRC_RT_NPZ_H
#define ARRC_RT_NPZ_H

#include "arrc_rt.h"

/* An NpzFile: a reference-counted object (arrc_object) whose references
 * are the lists of names and the path, so that releasing it frees all.
 * The archive is opened again for each member read, so that an NpzFile
 * holds no open file. */
typedef struct arrc_npz {
  arrc_object head;
  arrc_list *files;    /* str: the member names without ".npy" (d.files) */
  arrc_list *members;  /* str: the member names as the archive has them */
  arrc_list *entries;  /* plain: where each member is (npz.c's Entry) */
  arrc_str *path;
  int64_t closed;      /* d.close() ran: reading a member fails as in NumPy */
} arrc_npz;

/* np.savez(path, ...) (compressed false: members stored) and
 * np.savez_compressed (deflated): n arrays named names[k] ("x", "arr_0"),
 * each an .npy member names[k] + ".npy"; ".npz" is appended to a path
 * without it. */
void arrc_npz_save(const arrc_str *path, int64_t n, const char *const *names, arrc_array *const *arrays,
                   bool compressed, const arrc_loc *loc);

/* np.load(path) of a program that uses the result as an NpzFile: the
 * archive's directory, read now; an .npy file or anything else is the
 * error NumPy's result would give the program. */
arrc_npz *arrc_npz_load(const arrc_str *path, const arrc_loc *loc);

/* d[key]: the member key or key + ".npy" read as an array of dtype with
 * ndim dimensions (another dtype or rank is a ValueError naming the key,
 * the file and both types); NumPy's KeyError for a name not in it.
 * inferred: the type came from the program's uses, not an annotation. */
arrc_array *arrc_npz_get(arrc_npz *d, const arrc_str *key, arrc_dtype dtype, int32_t ndim, bool inferred,
                         const arrc_loc *loc);

/* d.files: the list itself (a new reference), as NumPy returns it. */
arrc_list *arrc_npz_files(arrc_npz *d);
/* The same list, borrowed: what `for name in d` walks. */
arrc_list *arrc_npz_names(arrc_npz *d);
/* key in d: whether d[key] finds a member (a name of d.files or a
 * member's full name), as Mapping's __contains__ asks NumPy's
 * __getitem__ (which, after close(), fails); len(d) and d.close(). */
bool arrc_npz_contains(const arrc_npz *d, const arrc_str *key, const arrc_loc *loc);
int64_t arrc_npz_len(const arrc_npz *d);
void arrc_npz_close(arrc_npz *d);

#endif
