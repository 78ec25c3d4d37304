/* From the GPU module to PTX text, following the LLVM 19 NVPTX sequence of
 * TOOLCHAIN.md §1: the NVPTX target machine for the chosen sm, libdevice
 * read lazily and linked only where the code calls it (its definitions made
 * linkonce_odr, since the C API has no Linker::LinkOnlyNeeded), every
 * function but the kernels internalized, default<O3> run with the NVPTX
 * target machine (so NVVMReflect resolves __CUDA_ARCH and __CUDA_FTZ), and
 * the assembly printed to memory and NUL-terminated. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen.h"

/* libdevice.10.bc from $CUDA_HOME, $CUDA_PATH or /usr/local/cuda. */
static bool find_libdevice(char *path, size_t cap) {
  const char *roots[] = {getenv("CUDA_HOME"), getenv("CUDA_PATH"), "/usr/local/cuda", "/usr/lib/cuda"};
  for (size_t k = 0; k < sizeof roots / sizeof *roots; k++) {
    struct stat st;
    if (roots[k] && *roots[k] && snprintf(path, cap, "%s/nvvm/libdevice/libdevice.10.bc", roots[k]) < (int)cap &&
        stat(path, &st) == 0)
      return true;
  }
  return false;
}

static bool calls_libdevice(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t n;
    const char *name = LLVMGetValueName2(f, &n);
    if (LLVMIsDeclaration(f) && strncmp(name, "__nv_", 5) == 0)
      return true;
  }
  return false;
}

/* Whether f returns a pointer, alone or in a struct: in GPU code, an
 * array view whose header is in f's local memory (array.c's
 * make_view), which lives on only where f is inlined into its caller. */
static bool returns_pointer(LLVMValueRef f) {
  LLVMTypeRef r = LLVMGetReturnType(LLVMGlobalGetValueType(f));
  if (LLVMGetTypeKind(r) == LLVMPointerTypeKind)
    return true;
  if (LLVMGetTypeKind(r) != LLVMStructTypeKind)
    return false;
  for (unsigned k = 0; k < LLVMCountStructElementTypes(r); k++)
    if (LLVMGetTypeKind(LLVMStructGetTypeAtIndex(r, k)) == LLVMPointerTypeKind)
      return true;
  return false;
}

/* LLVM reports errors of the NVPTX back end through the diagnostic
 * handler and may still return success (TOOLCHAIN.md §7 item 5): count
 * them, and show them. */
static void diagnostic(LLVMDiagnosticInfoRef di, void *ctx) {
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError)
    return;
  char *msg = LLVMGetDiagInfoDescription(di);
  fprintf(stderr, "arrc: error: PTX generation: %s\n", msg);
  LLVMDisposeMessage(msg);
  ++*(int *)ctx;
}

static bool link_libdevice(LLVMModuleRef m) {
  char path[4096];
  if (!find_libdevice(path, sizeof path)) {
    fprintf(stderr, "arrc: warning: no CUDA toolkit with libdevice (looked in $CUDA_HOME, $CUDA_PATH, "
                    "/usr/local/cuda): kernels using math functions get no PTX and run on the CPU\n");
    return false;
  }
  LLVMMemoryBufferRef buf;
  char *err = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &err)) {
    fprintf(stderr, "arrc: warning: cannot read %s: %s\n", path, err);
    LLVMDisposeMessage(err);
    return false;
  }
  LLVMModuleRef lib;
  /* The lazy reader owns the buffer on success (TOOLCHAIN.md §7 item 7). */
  if (LLVMGetBitcodeModuleInContext2(LLVMGetModuleContext(m), buf, &lib)) {
    fprintf(stderr, "arrc: warning: cannot parse %s\n", path);
    LLVMDisposeMemoryBuffer(buf);
    return false;
  }
  LLVMSetTarget(lib, LLVMGetTarget(m));
  LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(m));
  for (LLVMValueRef f = LLVMGetFirstFunction(lib); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f))
      LLVMSetLinkage(f, LLVMLinkOnceODRLinkage);
  return !LLVMLinkModules2(m, lib);
}

static const char nvptx_triple[] = "nvptx64-nvidia-cuda";

/* The NVPTX target machine for arch, or NULL (said why) when this LLVM
 * has no NVPTX back end. */
static LLVMTargetMachineRef nvptx_machine(const char *arch) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  LLVMTargetRef target;
  char *err = NULL;
  if (LLVMGetTargetFromTriple(nvptx_triple, &target, &err)) {
    fprintf(stderr, "arrc: error: no NVPTX target in this LLVM: %s\n", err);
    LLVMDisposeMessage(err);
    return NULL;
  }
  return LLVMCreateTargetMachine(target, nvptx_triple, arch, "", LLVMCodeGenLevelAggressive, LLVMRelocDefault,
                                 LLVMCodeModelDefault);
}

static void set_target(LLVMModuleRef m, LLVMTargetMachineRef tm) {
  LLVMSetTarget(m, nvptx_triple);
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  char *dl = LLVMCopyStringRepOfTargetData(td);
  LLVMSetDataLayout(m, dl);
  LLVMDisposeMessage(dl);
  LLVMDisposeTargetData(td);
}

void codegen_ptx_target(LLVMModuleRef m) {
  LLVMTargetMachineRef tm = nvptx_machine("sm_75");
  if (tm) {
    set_target(m, tm);
    LLVMDisposeTargetMachine(tm);
  }
}

char *codegen_ptx(LLVMModuleRef m, const CodegenOptions *opt) {
  const char *arch = opt->gpu_arch ? opt->gpu_arch : "sm_75";
  LLVMTargetMachineRef tm = nvptx_machine(arch);
  if (!tm)
    return NULL;
  char *err = NULL;
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  int errors = 0;
  LLVMContextSetDiagnosticHandler(ctx, diagnostic, &errors);
  set_target(m, tm);
  LLVMAddModuleFlag(m, LLVMModuleFlagBehaviorOverride, "nvvm-reflect-ftz", 16,
                    LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), 0, false)));

  char *ptx = NULL;
  if (calls_libdevice(m) && !link_libdevice(m))
    goto done;
  LLVMAttributeRef always_inline =
      LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName("alwaysinline", 12), 0);
  /* Everything but the kernels becomes internal, so that O3 drops what
   * nothing calls (TOOLCHAIN.md §7 items 2, 3, 9). */
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetFunctionCallConv(f) != LLVMPTXKernelCallConv) {
      LLVMSetLinkage(f, LLVMInternalLinkage);
      if (returns_pointer(f))
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, always_inline);
    }
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &err)) {
    fprintf(stderr, "arrc: internal compiler error: the generated GPU code is invalid:\n%s\n", err);
    LLVMDisposeMessage(err);
    exit(70);
  }
  LLVMDisposeMessage(err);
  err = NULL;
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetSLPVectorization(po, 1);
  LLVMPassBuilderOptionsSetLoopVectorization(po, 1);
  /* Address-space inference runs first, while the data pointers of the
   * kernel's arrays still pass through addrspace(1) (cg_array_data): the
   * simplifications of O3 fold that pair of casts away. */
  LLVMErrorRef perr = LLVMRunPasses(m, "function(sroa,infer-address-spaces),default<O3>", tm, po);
  LLVMDisposePassBuilderOptions(po);
  if (perr) {
    char *msg = LLVMGetErrorMessage(perr);
    fprintf(stderr, "arrc: internal compiler error: NVPTX passes failed: %s\n", msg);
    LLVMDisposeErrorMessage(msg);
    exit(70);
  }
  LLVMMemoryBufferRef out;
  if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &err, &out) || errors) {
    fprintf(stderr, "arrc: internal compiler error: PTX emission failed%s%s\n", err ? ": " : "", err ? err : "");
    LLVMDisposeMessage(err);
    exit(70);
  }
  /* The buffer is not NUL-terminated (TOOLCHAIN.md §7 item 15). */
  size_t n = LLVMGetBufferSize(out);
  ptx = malloc(n + 1);
  if (ptx) {
    memcpy(ptx, LLVMGetBufferStart(out), n);
    ptx[n] = 0;
  }
  LLVMDisposeMemoryBuffer(out);
done:
  LLVMContextSetDiagnosticHandler(ctx, NULL, NULL);
  LLVMDisposeTargetMachine(tm);
  return ptx;
}

/* For `arrc --sysinfo` (src/sysinfo.c): the libdevice that compilations use. */
bool codegen_find_libdevice(char *path, size_t cap) { return find_libdevice(path, cap); }
