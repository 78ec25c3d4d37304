/* The library list (ir/builtins.def): every target a row allows has a
 * lowering, no row names a lowering for a target it does not allow, and
 * every path finds its own row. */
#include <criterion/criterion.h>
#include <string.h>

#include "library.h"

typedef struct {
  const char *path, *cpu, *gpu;
  int where;
  bool value;
} Lowerings;

static const Lowerings rows[] = {
#define FUNC(id, path, where, min, max, typing, params, cpu, gpu) {path, #cpu, #gpu, where, false},
#define VALUE(id, path, where, typing, cpu, gpu) {path, #cpu, #gpu, where, true},
#include "builtins.def"
};

static bool named(const char *lowering) { return strcmp(lowering, "none") != 0; }

Test(library, every_allowed_target_has_a_lowering) {
  for (size_t k = 0; k < sizeof rows / sizeof *rows; k++) {
    const Lowerings *r = &rows[k];
    /* Kernels also run on the CPU, so GPU code needs both lowerings. */
    bool cpu_needed = (r->where & (HOST | JIT | GPU)) != 0;
    bool gpu_needed = (r->where & GPU) != 0;
    cr_expect(named(r->cpu) == cpu_needed, "%s: the cpu lowering is '%s', but the row %s code for the CPU",
              r->path, r->cpu, cpu_needed ? "allows" : "allows no");
    cr_expect(named(r->gpu) == gpu_needed, "%s: the gpu lowering is '%s', but the row %s GPU code", r->path,
              r->gpu, gpu_needed ? "allows" : "does not allow");
  }
}

Test(library, every_path_finds_its_row) {
  for (int id = 1; id < builtin_count(); id++)
    cr_expect_eq(builtin_lookup(builtin_path((BuiltinId)id)), (BuiltinId)id, "%s", builtin_path((BuiltinId)id));
  cr_expect_eq(builtin_lookup("numpy.no_such_function"), BI_NONE);
  cr_expect_eq(builtin_lookup("numpy"), BI_NONE);
}

Test(library, namespaces_and_names) {
  cr_expect_eq(builtin_namespace(BI_NP_ZEROS), NS_NUMPY);
  cr_expect_eq(builtin_namespace(BI_NP_RANDOM_RAND), NS_NUMPY_RANDOM);
  cr_expect_eq(builtin_namespace(BI_ARRAY_SUM), NS_ARRAY);
  cr_expect_eq(builtin_namespace(BI_LIST_APPEND), NS_METHOD);
  cr_expect_eq(builtin_namespace(BI_CUDA_GRID), NS_CUDA);
  cr_expect_str_eq(builtin_display_name(BI_NP_ZEROS), "np.zeros");
  cr_expect_str_eq(builtin_display_name(BI_PRINT), "print");
  cr_expect_str_eq(builtin_display_name(BI_CUDA_ATOMIC_ADD), "cuda.atomic.add");
  cr_expect_str_eq(builtin_short_name(BI_CUDA_THREADIDX_Y), "y");
  cr_expect_eq(builtin_reduction(BI_ARRAY_ARGMAX), REDUCE_ARGMAX);
  cr_expect_eq(builtin_reduction(BI_NP_ZEROS), REDUCE_NONE);
  cr_expect(builtin_is_elementwise(BI_NP_SQRT));
  cr_expect(!builtin_is_elementwise(BI_NP_SUM));
}

/* An ALIAS row resolves to its row; its path is not also a row's (the
 * lookup would find one of the two at random). */
Test(library, aliases_resolve_to_their_rows) {
  cr_expect_eq(builtin_lookup("numpy.random.ranf"), BI_NP_RANDOM_RANDOM);
  cr_expect_eq(builtin_lookup("numpy.random.random"), BI_NP_RANDOM_RANDOM);
  for (int k = 0; k < builtin_alias_count(); k++) {
    BuiltinId target = builtin_alias_target(k);
    cr_expect(target > BI_NONE && target < BI_COUNT, "alias %s has no row", builtin_alias_path(k));
    cr_expect_eq(builtin_lookup(builtin_alias_path(k)), target, "alias %s", builtin_alias_path(k));
    for (int id = 1; id < builtin_count(); id++)
      cr_expect(strcmp(builtin_path((BuiltinId)id), builtin_alias_path(k)) != 0,
                "alias %s is also a row's path", builtin_alias_path(k));
  }
}
