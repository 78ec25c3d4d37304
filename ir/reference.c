/* The user's reference of the library, generated from ir/builtins.def:
 * `arrc --list-builtins` prints it, `make docs` writes it to
 * docs/builtins.md, and make check fails when the committed file differs,
 * so the documented surface is exactly what compiles. */
#include <stdio.h>
#include <string.h>

#include "library.h"

static const struct {
  BuiltinNamespace ns;
  const char *title;
} sections[] = {
    {NS_PYTHON, "Python builtins"},
    {NS_MATH, "math and cmath"},
    {NS_NUMPY, "NumPy"},
    {NS_ARRAY, "Array methods"},
    {NS_NUMPY_RANDOM, "numpy.random"},
    {NS_RANDOM, "random"},
    {NS_STDLIB, "Standard library"},
    {NS_METHOD, "Methods of other values"},
    {NS_NUMBA, "Numba"},
    {NS_CUDA, "CUDA (numba.cuda)"},
    {NS_MPI, "MPI (mpi4py and numba_mpi)"},
};

/* How a program writes a row's name: np.zeros(), a.sum(), cuda.grid(),
 * math.pi. Methods are shown on a conventionally named object. */
static void print_shown(FILE *out, const char *shown, BuiltinKind kind) {
  static const struct { const char *prefix, *object; } objects[] = {
      {"array.", "a."}, {"list.", "lst."}, {"complex.", "z."}, {"str.", "s."}, {"event.", "event."}, {"stream.", "stream."},
      {"file.", "f."}, {"MPI.Comm.", "comm."}, {"MPI.Status.", "status."},
  };
  for (size_t k = 0; k < sizeof objects / sizeof *objects; k++) {
    size_t n = strlen(objects[k].prefix);
    if (strncmp(shown, objects[k].prefix, n) == 0) {
      fprintf(out, "`%s%s", objects[k].object, shown + n);
      break;
    }
    if (k + 1 == sizeof objects / sizeof *objects)
      fprintf(out, "`%s", shown);
  }
  fputs(kind == BK_FUNC ? "()`" : "`", out);
}

static void print_name(FILE *out, BuiltinId id) { print_shown(out, builtin_display_name(id), builtin_kind(id)); }

/* A module's private helper (random._randbelow, which the compiler's
 * rewrites call) is not part of the surface users see; methods with one
 * underscore (a named tuple's _replace) and dunders (__name__) are. */
static bool is_private(int id) {
  const char *name = builtin_short_name((BuiltinId)id);
  BuiltinNamespace ns = builtin_namespace((BuiltinId)id);
  return name[0] == '_' && name[1] != '_' && ns != NS_METHOD && ns != NS_ARRAY;
}

static const char *mark(int where, int target) { return where & target ? "yes" : ""; }

void builtin_print_reference(FILE *out) {
  fputs("# Supported functions and values\n\n"
        "<!-- Generated from ir/builtins.def by `arrc --list-builtins` (`make docs`); "
        "make check fails when this file is stale. Do not edit. -->\n\n"
        "Every builtin function, method and value arrc compiles, and where each works: **host** is "
        "the program's top-level code and undecorated functions, **@njit** is `@jit`/`@njit` "
        "functions and `@vectorize` ufuncs, **kernels** is `@cuda.jit` kernels and device "
        "functions. *Elementwise* functions apply to each element of arrays (and fuse into one "
        "loop). Scalar types (`np.float32`, `nb.int64`, ...) and exception classes are listed in "
        "LANGUAGE.md; names not listed here are not supported yet.\n",
        out);
  for (size_t s = 0; s < sizeof sections / sizeof *sections; s++) {
    fprintf(out, "\n## %s\n\n| name | host | @njit | kernels | |\n|---|---|---|---|---|\n", sections[s].title);
    for (int id = 1; id < builtin_count(); id++) {
      BuiltinKind kind = builtin_kind((BuiltinId)id);
      int where = builtin_where((BuiltinId)id);
      if (builtin_namespace((BuiltinId)id) != sections[s].ns || (kind != BK_FUNC && kind != BK_VALUE) ||
          where == NOWHERE || is_private(id))
        continue;
      fputs("| ", out);
      print_name(out, (BuiltinId)id);
      fprintf(out, " | %s | %s | %s | %s |\n", mark(where, HOST), mark(where, JIT), mark(where, GPU),
              where & ELEMWISE ? "elementwise" : "");
      for (int k = 0; k < builtin_alias_count(); k++) {
        if (builtin_alias_target(k) != (BuiltinId)id)
          continue;
        fputs("| ", out);
        print_shown(out, builtin_alias_display(k), kind);
        fprintf(out, " | %s | %s | %s | same as ", mark(where, HOST), mark(where, JIT), mark(where, GPU));
        print_name(out, (BuiltinId)id);
        fputs(" |\n", out);
      }
    }
  }
}
