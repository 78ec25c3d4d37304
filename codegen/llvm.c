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
  /* By default programs run where they are built, as with gcc
   * -march=native, so the vectorizer may use every instruction this
   * processor has; -march=CPU names another (x86-64-v2, znver3). */
  char *cpu = cpu_name ? LLVMCreateMessage(cpu_name) : LLVMGetHostCPUName();
  /* An unknown -march name makes LLVM warn and ignore it; without a
   * feature string it would then abort on 64-bit code, so the one feature
   * every x86-64 processor has is named. */
  bool x86_64 = strncmp(triple, "x86_64", 6) == 0;
  char *features = cpu_name ? LLVMCreateMessage(x86_64 ? "+64bit" : "") : LLVMGetHostCPUFeatures();
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
