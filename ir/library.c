/* The rows of ir/builtins.def as data, and the one lookup from a path to
 * its id: a hash table built on first use. */
#include "library.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *path;
  BuiltinKind kind;
  int where;
} Row;

static const Row rows[BI_COUNT] = {
    [BI_NONE] = {"", BK_NAME, NOWHERE},
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) [BI_##id] = {path, BK_FUNC, where},
#define VALUE(id, path, where, typing, cpu, gpu) [BI_##id] = {path, BK_VALUE, where},
#define DTYPE(id, path) [BI_##id] = {path, BK_DTYPE, ANY},
#define NAME(id, path) [BI_##id] = {path, BK_NAME, ANY},
#include "builtins.def"
};

/* The ALIAS rows: other names of rows. */
static const struct {
  const char *path;
  BuiltinId id;
} aliases[] = {
#define ALIAS(path, id) {path, BI_##id},
#include "builtins.def"
};
enum { NALIASES = sizeof aliases / sizeof *aliases };

/* Open addressing over the paths (the rows' and the aliases'), sized to a
 * power of two above twice their count; filled once. */
enum { SLOTS = 4096 };
_Static_assert(SLOTS >= 2 * (BI_COUNT + NALIASES), "the lookup table of builtins needs more slots");
static struct {
  const char *path;
  unsigned short id;
} slots[SLOTS];
static BuiltinNamespace namespaces[BI_COUNT];
static const char *display_names[BI_COUNT];

static uint32_t hash(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

static BuiltinNamespace namespace_of(const char *path) {
  static const struct { const char *prefix; BuiltinNamespace ns; } prefixes[] = {
      {"builtins.", NS_PYTHON}, {"math.", NS_MATH}, {"numpy.random.", NS_NUMPY_RANDOM}, {"numpy.", NS_NUMPY},
      {"random.", NS_RANDOM}, {"numba.cuda.", NS_CUDA}, {"numba.", NS_NUMBA}, {"time.", NS_STDLIB},
      {"sys.", NS_STDLIB}, {"argparse.", NS_STDLIB}, {"array.", NS_ARRAY}, {"timeit.", NS_STDLIB},
      {"os.", NS_STDLIB}, {"cmath.", NS_MATH}, {"operator.", NS_STDLIB}, {"itertools.", NS_STDLIB},
      {"functools.", NS_STDLIB}, {"mpi4py.", NS_MPI}, {"numba_mpi.", NS_MPI},
  };
  for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
    if (starts_with(path, prefixes[k].prefix))
      return prefixes[k].ns;
  return NS_METHOD;
}

/* The name users write for a path. */
static const char *display_of(const char *path) {
  static const struct { const char *prefix, *shown; } prefixes[] = {
      {"builtins.", ""}, {"numba.cuda.", "cuda."}, {"numpy.", "np."}, {"mpi4py.MPI.", "MPI."},
  };
  for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++) {
    size_t n = strlen(prefixes[k].prefix);
    if (strncmp(path, prefixes[k].prefix, n) == 0) {
      size_t m = strlen(prefixes[k].shown), rest = strlen(path + n);
      char *s = malloc(m + rest + 1);
      if (!s)
        return path;
      memcpy(s, prefixes[k].shown, m);
      memcpy(s + m, path + n, rest + 1);
      return s;
    }
  }
  return path;
}

static void insert(const char *path, int id) {
  uint32_t h = hash(path) & (SLOTS - 1);
  while (slots[h].path)
    h = (h + 1) & (SLOTS - 1);
  slots[h].path = path;
  slots[h].id = (unsigned short)id;
}

static void build(void) {
  for (int id = 1; id < BI_COUNT; id++) {
    insert(rows[id].path, id);
    namespaces[id] = namespace_of(rows[id].path);
  }
  for (int k = 0; k < NALIASES; k++)
    insert(aliases[k].path, aliases[k].id);
}

static void ensure_built(void) {
  static bool built;
  if (!built) {
    build();
    built = true;
  }
}

BuiltinId builtin_lookup(const char *path) {
  ensure_built();
  for (uint32_t h = hash(path) & (SLOTS - 1); slots[h].path; h = (h + 1) & (SLOTS - 1))
    if (strcmp(slots[h].path, path) == 0)
      return (BuiltinId)slots[h].id;
  return BI_NONE;
}

int builtin_alias_count(void) { return NALIASES; }

const char *builtin_alias_path(int k) { return aliases[k].path; }

BuiltinId builtin_alias_target(int k) { return aliases[k].id; }

const char *builtin_alias_display(int k) {
  static const char *shown[NALIASES ? NALIASES : 1];
  if (!shown[k])
    shown[k] = display_of(aliases[k].path);
  return shown[k];
}

const char *builtin_path(BuiltinId id) { return rows[id].path; }

const char *builtin_short_name(BuiltinId id) {
  const char *dot = strrchr(rows[id].path, '.');
  return dot ? dot + 1 : rows[id].path;
}

BuiltinKind builtin_kind(BuiltinId id) { return rows[id].kind; }

int builtin_where(BuiltinId id) { return rows[id].where; }

bool builtin_is_elementwise(BuiltinId id) { return (rows[id].where & ELEMWISE) != 0; }

BuiltinNamespace builtin_namespace(BuiltinId id) {
  ensure_built();
  return namespaces[id];
}

const char *builtin_display_name(BuiltinId id) {
  if (!display_names[id])
    display_names[id] = display_of(rows[id].path);
  return display_names[id];
}

int builtin_count(void) { return BI_COUNT; }

ReduceOp builtin_reduction(BuiltinId id) {
  switch (id) {
  case BI_NP_SUM: case BI_ARRAY_SUM: return REDUCE_SUM;
  case BI_NP_PROD: case BI_ARRAY_PROD: return REDUCE_PROD;
  case BI_NP_MIN: case BI_ARRAY_MIN: return REDUCE_MIN;
  case BI_NP_MAX: case BI_ARRAY_MAX: return REDUCE_MAX;
  case BI_NP_MEAN: case BI_ARRAY_MEAN: return REDUCE_MEAN;
  case BI_NP_ARGMIN: case BI_ARRAY_ARGMIN: return REDUCE_ARGMIN;
  case BI_NP_ARGMAX: case BI_ARRAY_ARGMAX: return REDUCE_ARGMAX;
  case BI_NP_ALL: case BI_ARRAY_ALL: return REDUCE_ALL;
  case BI_NP_ANY: case BI_ARRAY_ANY: return REDUCE_ANY;
  default: return REDUCE_NONE;
  }
}
