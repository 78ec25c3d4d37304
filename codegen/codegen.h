/* Code generation: typed IR -> LLVM IR (emit.c with the files cg.h
 * lists), LLVM IR -> object file or assembly (llvm.c), the GPU module ->
 * PTX (ptx.c), object -> executable (link.c).
 *
 * The host code of a program is one LLVM module: every specialization
 * becomes a function (program functions take and return their values
 * directly; arrays, lists and strings are runtime pointers, tuples LLVM
 * structs), and the entry code becomes main(). Operations on numbers are
 * emitted inline; everything else calls the runtime (runtime/arrc_rt.h). */
#ifndef ARRC_CODEGEN_H
#define ARRC_CODEGEN_H

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include <stdio.h>

#include "ir.h"

typedef struct {
  int opt_level;      /* 0..3 */
  bool debug_info;    /* -g, -g1, -g2, -g3 */
  bool debug_lines_only; /* -g1: line tables and functions, no variables */
  bool lineinfo;      /* -lineinfo: line tables in the PTX */
  bool boundscheck;   /* --boundscheck */
  bool fastmath;      /* --fastmath */
  const char *cpu;    /* -march=CPU: LLVM's CPU name; NULL: the portable baseline
                       * (x86-64, as gcc's default); "native": this machine's */
  const char *gpu_arch; /* the sm_NN the PTX is made for (NULL: sm_75); see GpuTargets */
} CodegenOptions;

/* The GPU architectures a program carries (--gpu-arch=LIST, gpu_targets.c):
 * one PTX, made for ptx_arch, and a cubin for each of cubin_archs that
 * ptxas can assemble, all from that PTX. Architectures are 10 * major +
 * minor (75 for sm_75). */
#define GPU_MAX_ARCHS 32
typedef struct {
  bool given;               /* --gpu-arch was on the command line */
  bool ptx_named;           /* the list named compute_NN */
  int ptx_arch;
  int ncubins;
  int cubin_archs[GPU_MAX_ARCHS]; /* ascending */
} GpuTargets;
/* Parses --gpu-arch's LIST into *t; NULL, or the error to report (naming
 * the valid values) in a static buffer. */
const char *gpu_targets_parse(const char *list, GpuTargets *t);
/* Without --gpu-arch: the major architectures (sm_70, sm_75, sm_80, sm_86,
 * sm_89, sm_90) that the toolkit's ptxas supports, with the PTX for the
 * oldest of them; sm_75 PTX alone when there is no ptxas. */
void gpu_targets_default(GpuTargets *t, bool verbose);
/* The name of architecture arch as "sm_NN" (ptx: "compute_NN"), in buf. */
const char *gpu_arch_name(int arch, bool ptx, char *buf, size_t cap);
/* arrc --list-gpu-archs: what --gpu-arch accepts, the default, and what
 * the toolkit's ptxas can assemble. */
void gpu_targets_print(FILE *out);
/* arrc --list-gpu-archs PROGRAM: the PTX and cubins a compiled program
 * carries (its .arrc_gpu.* ELF sections). Returns the exit status. */
int gpu_targets_print_program(const char *path, FILE *out);

typedef enum { CG_EMIT_LLVM, CG_EMIT_ASM, CG_EMIT_OBJ } CodegenEmit;

/* Builds the host module for m (already typed and verified), with ptx (the
 * PTX text of its GPU code, or NULL) embedded for the kernels. Returns NULL
 * after reporting errors through m->diag. */
typedef struct {
  int arch;             /* the sm_NN it was assembled for */
  void *image;          /* malloc'd */
  size_t size;
} GpuImage;
typedef struct {
  const char *ptx;      /* NUL-terminated, or NULL */
  const GpuImage *cubins; /* ptxas's outputs, ascending by arch */
  int ncubins;
} GpuCode;
LLVMModuleRef codegen_cpu_module(LLVMContextRef ctx, Module *m, const CodegenOptions *opt, const GpuCode *gpu);
/* The NVPTX module of m's GPU code (kernels, device functions, jitted
 * functions they call), or NULL when m has no kernel or after errors. */
LLVMModuleRef codegen_gpu_module(LLVMContextRef ctx, Module *m, const CodegenOptions *opt);
/* The PTX of that module for opt->gpu_arch (default sm_75): libdevice
 * linked where needed, optimized, as NUL-terminated text (malloc'd); NULL
 * after printing why. *no_libdevice is set when math needs libdevice and
 * no CUDA toolkit provides it. */
char *codegen_ptx(LLVMModuleRef gpu, const CodegenOptions *opt);
/* The cubins of ptx for t's cubin architectures, made by ptxas (the runs
 * in parallel) when a CUDA toolkit has one, into out (GPU_MAX_ARCHS
 * entries); returns how many. An architecture ptxas rejects is warned
 * about and left to the PTX; without ptxas, -v says the program carries
 * PTX only. */
int codegen_cubins(const char *ptx, const GpuTargets *t, GpuImage *out, bool verbose);
/* Gives a new GPU module the NVPTX triple and data layout before any code
 * is built into it: loads and stores take their alignment from the layout
 * when they are built, and without it an i64 is 4-aligned, so every 64-bit
 * access was split into two 32-bit ones. */
void codegen_ptx_target(LLVMModuleRef gpu);
/* The host's triple and data layout on the host module, for the CPU that
 * -march names (llvm.c), set when the module is made. */
void codegen_host_target(LLVMModuleRef mod, const char *cpu);
/* Whether -march= takes name ("native", the x86-64 levels, LLVM 19's
 * 64-bit x86 processors); on other targets every name passes (LLVM warns
 * about one it does not know). */
bool codegen_known_cpu(const char *name);
/* The names -march= takes, comma-separated, for its error message. */
const char *codegen_cpu_names(void);
/* The .entry name of kernel k in the PTX (also in its arrc_kernel record). */
bool codegen_kernel_entry_name(const Module *m, const Func *k, char *buf, size_t cap);

/* Runs the optimization pipeline and writes the module as LLVM IR text,
 * assembly or an object file to path. With m (the program of a host
 * module), the optimized module gets the table of its functions that the
 * run-time fault handler searches (functable.c). False after printing why. */
bool codegen_emit(LLVMModuleRef mod, const CodegenOptions *opt, CodegenEmit kind, const char *path, const Module *m);
void codegen_function_table(LLVMModuleRef mod, const Module *m, const CodegenOptions *opt);

/* Whether array indexing in f checks bounds on the CPU: always in host
 * code (Python), in jitted code and kernels under --boundscheck or
 * boundscheck=True (array.c). PTX never checks. */
bool codegen_checks_bounds(const CodegenOptions *opt, const Func *f);

/* Links an object file with the runtime library into an executable at
 * out (written atomically by the caller's temporary-file scheme). argv0 is
 * how arrc was invoked, to find libarrc_rt.a beside it. False after
 * printing why. */
/* arrc --shared: codegen_link makes a shared library (cc -shared) whose
 * dynamic symbols the version script at that path chooses (NULL: all). */
extern bool codegen_link_shared;
extern const char *codegen_link_version_script;
bool codegen_link(const char *argv0, const char *obj, const char *out, bool verbose, bool lapack, bool zlib,
                  bool png, bool mpi);
/* Library mode (clib.c): the C header declaring m's exports, the path
 * it is written to naming its include guard; libs: the libraries to link
 * beyond the runtime's, for its comment. */
void codegen_library_header(const Module *m, const char *header_path, const char *libs, StrBuf *out);
/* Whether the program calls the runtime's LAPACK functions, so that
 * codegen_link must add -llapack -lblas. */
bool codegen_uses_lapack(LLVMModuleRef mod);
/* Whether the program calls the runtime's .npz functions, so that
 * codegen_link must add -lz. */
bool codegen_uses_zlib(LLVMModuleRef mod);
/* Whether the module calls the PNG runtime (arrc_png_*): codegen_link
 * must add -lpng. */
bool codegen_uses_png(LLVMModuleRef mod);
/* Whether the module calls the MPI runtime (arrc_mpi_*): codegen_link
 * must add Open MPI's libmpi. */
bool codegen_uses_mpi(LLVMModuleRef mod);

/* Where compilations find their tools, for `arrc --sysinfo`: ptxas
 * ($ARRC_PTXAS, $CUDA_HOME/bin, $CUDA_PATH/bin, /usr/local/cuda/bin, PATH;
 * gpu_targets.c), libdevice.10.bc (ptx.c) and libarrc_rt.a (link.c);
 * false when there is none. */
bool codegen_find_ptxas(char *path, size_t cap);
bool codegen_find_libdevice(char *path, size_t cap);
bool codegen_find_runtime(const char *argv0, char *path, size_t cap);

#endif
