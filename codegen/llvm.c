/* From an LLVM module to a file: the host target machine, the new pass
 * manager's default<O2>/<O3> pipeline with SLP vectorization on
 * (TOOLCHAIN.md §7 item 11), and emission as LLVM IR, assembly or an
 * object file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen.h"

/* The processors -march= takes on x86-64: LLVM 19's 64-bit x86 CPUs
 * (llc -mcpu=help), oldest first within each family. */
static const char *const x86_64_cpus[] = {
    "native", "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4", "k8", "amdfam10", "barcelona", "btver1",
    "btver2", "bdver1", "bdver2", "bdver3", "bdver4", "znver1", "znver2", "znver3", "znver4", "znver5",
    "core2", "penryn", "nehalem", "westmere", "sandybridge", "ivybridge", "haswell", "broadwell", "skylake",
    "skylake-avx512", "cascadelake", "cooperlake", "cannonlake", "icelake-client", "icelake-server", "tigerlake",
    "rocketlake", "alderlake", "raptorlake", "meteorlake", "arrowlake", "lunarlake", "pantherlake",
    "sapphirerapids", "emeraldrapids", "graniterapids", "bonnell", "silvermont", "goldmont", "goldmont-plus",
    "tremont", "gracemont", "sierraforest", "grandridge", "clearwaterforest", "knl", "knm", NULL};

static bool host_is_x86_64(void) {
  char *triple = LLVMGetDefaultTargetTriple();
  bool x86_64 = strncmp(triple, "x86_64", 6) == 0;
  LLVMDisposeMessage(triple);
  return x86_64;
}

bool codegen_known_cpu(const char *name) {
  if (!host_is_x86_64())
    return true;
  for (int k = 0; x86_64_cpus[k]; k++)
    if (strcmp(x86_64_cpus[k], name) == 0)
      return true;
  return false;
}

const char *codegen_cpu_names(void) {
  static char names[1024];
  if (!names[0]) {
    size_t n = 0;
    for (int k = 0; x86_64_cpus[k] && n < sizeof names - 32; k++)
      n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", k ? ", " : "", x86_64_cpus[k]);
  }
  return names;
}

static LLVMTargetMachineRef host_target_machine(int opt_level, const char *cpu_name) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  /* The loop vectorizer's VPlan-native path vectorizes the outer loops
   * that the code generator marks (codegen/outer_loops.c); loops without the
   * mark are vectorized as before. A global option: set once. */
  static bool options_set;
  if (!options_set) {
    const char *args[] = {"arrc", "-enable-vplan-native-path"};
    LLVMParseCommandLineOptions(2, args, NULL);
    options_set = true;
  }
  char *triple = LLVMGetDefaultTargetTriple();
  LLVMTargetRef target;
  char *err = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &err)) {
    fprintf(stderr, "arrc: error: no LLVM target for %s: %s\n", triple, err);
    LLVMDisposeMessage(err);
    LLVMDisposeMessage(triple);
    return NULL;
  }
  /* By default programs run on any processor of the architecture, as
   * gcc's are (x86-64: the baseline with SSE2, "generic" elsewhere), so a
   * binary built on one machine runs on another; -march=native lets the
   * vectorizer use every instruction this processor has, -march=CPU those
   * of another (x86-64-v3, znver3). */
  bool x86_64 = strncmp(triple, "x86_64", 6) == 0;
  bool native = cpu_name && strcmp(cpu_name, "native") == 0;
  const char *portable = x86_64 ? "x86-64" : "generic";
  char *cpu = native ? LLVMGetHostCPUName() : LLVMCreateMessage(cpu_name ? cpu_name : portable);
  /* Named processors get the one feature every x86-64 processor has;
   * LLVM derives the rest from the name. */
  char *features = native ? LLVMGetHostCPUFeatures() : LLVMCreateMessage(x86_64 ? "+64bit" : "");
  LLVMCodeGenOptLevel level = opt_level == 0 ? LLVMCodeGenLevelNone
                              : opt_level == 1 ? LLVMCodeGenLevelLess
                              : opt_level == 2 ? LLVMCodeGenLevelDefault
                                               : LLVMCodeGenLevelAggressive;
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, cpu, features, level,
                                                    LLVMRelocPIC, LLVMCodeModelDefault);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  LLVMDisposeMessage(triple);
  return tm;
}

/* The optimizer reports loops it declined to vectorize (outer loops that
 * outer_loops.c marked but that turned out not to fit) as remarks and
 * warnings about the user's program; they are not, so only errors are
 * shown. An error of the back end is the compiler's fault. */
static void host_diagnostic(LLVMDiagnosticInfoRef di, void *errors) {
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError)
    return;
  char *msg = LLVMGetDiagInfoDescription(di);
  fprintf(stderr, "arrc: internal compiler error: LLVM: %s\n", msg);
  LLVMDisposeMessage(msg);
  ++*(int *)errors;
}

void codegen_host_target(LLVMModuleRef mod, const char *cpu) {
  LLVMTargetMachineRef tm = host_target_machine(0, cpu);
  if (!tm)
    return;
  char *triple = LLVMGetTargetMachineTriple(tm);
  LLVMSetTarget(mod, triple);
  LLVMDisposeMessage(triple);
  LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(tm);
  char *dl = LLVMCopyStringRepOfTargetData(layout);
  LLVMSetDataLayout(mod, dl);
  LLVMDisposeMessage(dl);
  LLVMDisposeTargetData(layout);
  LLVMDisposeTargetMachine(tm);
}

bool codegen_emit(LLVMModuleRef mod, const CodegenOptions *opt, CodegenEmit kind, const char *path, const Module *m) {
  LLVMTargetMachineRef tm = host_target_machine(opt->opt_level, opt->cpu);
  if (!tm)
    return false;
  char *triple = LLVMGetTargetMachineTriple(tm);
  LLVMSetTarget(mod, triple);
  LLVMDisposeMessage(triple);
  LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(tm);
  char *dl = LLVMCopyStringRepOfTargetData(layout);
  LLVMSetDataLayout(mod, dl);
  LLVMDisposeMessage(dl);
  LLVMDisposeTargetData(layout);

  char *err = NULL;
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &err)) {
    fprintf(stderr, "arrc: internal compiler error: the generated LLVM IR is invalid:\n%s\n", err);
    LLVMDisposeMessage(err);
    LLVMDisposeTargetMachine(tm);
    exit(70);
  }
  LLVMDisposeMessage(err);
  err = NULL;

  int diag_errors = 0;
  LLVMContextSetDiagnosticHandler(LLVMGetModuleContext(mod), host_diagnostic, &diag_errors);
  char passes[32];
  snprintf(passes, sizeof passes, "default<O%d>", opt->opt_level);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetLoopVectorization(po, opt->opt_level >= 2);
  LLVMPassBuilderOptionsSetSLPVectorization(po, opt->opt_level >= 2);
  LLVMPassBuilderOptionsSetLoopUnrolling(po, opt->opt_level >= 2);
  LLVMErrorRef perr = LLVMRunPasses(mod, passes, tm, po);
  LLVMDisposePassBuilderOptions(po);
  if (perr) {
    char *msg = LLVMGetErrorMessage(perr);
    fprintf(stderr, "arrc: internal compiler error: LLVM passes failed: %s\n", msg);
    LLVMDisposeErrorMessage(msg);
    LLVMDisposeTargetMachine(tm);
    exit(70);
  }
  if (m)
    codegen_function_table(mod, m, opt);

  bool ok = true;
  if (kind == CG_EMIT_LLVM) {
    if (LLVMPrintModuleToFile(mod, path, &err)) {
      fprintf(stderr, "arrc: error: cannot write %s: %s\n", path, err);
      ok = false;
    }
  } else if (LLVMTargetMachineEmitToFile(tm, mod, (char *)path,
                                         kind == CG_EMIT_ASM ? LLVMAssemblyFile : LLVMObjectFile, &err)) {
    fprintf(stderr, "arrc: error: cannot write %s: %s\n", path, err);
    ok = false;
  }
  LLVMDisposeMessage(err);
  LLVMDisposeTargetMachine(tm);
  LLVMContextSetDiagnosticHandler(LLVMGetModuleContext(mod), NULL, NULL);
  if (diag_errors)
    exit(70);
  return ok;
}
