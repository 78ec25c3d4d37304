/* Linking: the program's object file with libarrc_rt.a, through the C
 * compiler named by $CC (default cc), as any C program is linked. The
 * runtime library is looked for beside the arrc binary (the build tree:
 * build/arrc next to build/libarrc_rt.a), then under the installation
 * prefix (PREFIX/bin/arrc and PREFIX/lib/arrc/libarrc_rt.a). */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cleanup.h"
#include "codegen.h"

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The directory of the running arrc binary: /proc/self/exe is exact even
 * when arrc was found through PATH or a symbolic link. */
static bool self_dir(const char *argv0, char *dir, size_t cap) {
  ssize_t n = readlink("/proc/self/exe", dir, cap - 1);
  if (n <= 0) {
    if (!realpath(argv0, dir))
      return false;
    n = (ssize_t)strlen(dir);
  }
  dir[n] = 0;
  char *slash = strrchr(dir, '/');
  if (!slash)
    return false;
  *slash = 0;
  return true;
}

static bool find_runtime(const char *argv0, char *path, size_t cap) {
  const char *env = getenv("ARRC_RUNTIME");
  if (env && *env) {
    return snprintf(path, cap, "%s", env) < (int)cap && is_file(path);
  }
  char dir[PATH_MAX];
  if (!self_dir(argv0, dir, sizeof dir))
    return false;
  /* A path too long for PATH_MAX cannot name the file. */
  if (snprintf(path, cap, "%s/libarrc_rt.a", dir) < (int)cap && is_file(path))
    return true;
  return snprintf(path, cap, "%s/../lib/arrc/libarrc_rt.a", dir) < (int)cap && is_file(path);
}

/* Whether the module calls a runtime function whose name starts with
 * prefix. */
static bool uses_prefix(LLVMModuleRef mod, const char *prefix) {
  size_t n = strlen(prefix);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (len > n && strncmp(name, prefix, n) == 0 && LLVMGetFirstUse(f))
      return true;
  }
  return false;
}

/* Whether the module calls the LAPACK-based runtime (arrc_la_*). */
bool codegen_uses_lapack(LLVMModuleRef mod) { return uses_prefix(mod, "arrc_la_"); }

/* Whether the module calls the .npz runtime (arrc_npz_*), which needs
 * zlib. */
bool codegen_uses_zlib(LLVMModuleRef mod) { return uses_prefix(mod, "arrc_npz_"); }

/* Whether the module calls the PNG runtime (arrc_png_*), which needs
 * libpng. */
bool codegen_uses_png(LLVMModuleRef mod) { return uses_prefix(mod, "arrc_png_"); }

/* Whether the module calls the MPI runtime (arrc_mpi_*), which needs
 * Open MPI's libmpi. */
bool codegen_uses_mpi(LLVMModuleRef mod) { return uses_prefix(mod, "arrc_mpi_"); }

/* Open MPI's linker options, which the Makefile found with pkg-config
 * (or mpicc --showme:link) when it built arrc. */
#ifndef ARRC_MPI_LIBS
#define ARRC_MPI_LIBS ""
#endif

bool codegen_link_shared;
const char *codegen_link_version_script;

bool codegen_link(const char *argv0, const char *obj, const char *out, bool verbose, bool lapack, bool zlib,
                  bool png, bool mpi) {
  char rt[PATH_MAX];
  if (!find_runtime(argv0, rt, sizeof rt)) {
    fprintf(stderr, "arrc: error: cannot find the runtime library libarrc_rt.a beside the arrc "
                    "binary or in ../lib/arrc/ (set ARRC_RUNTIME to its path)\n");
    return false;
  }
  /* $CC may carry words of its own (CC="ccache gcc", CC="gcc -m64"): it
   * is split at white space, as make's recipes split it, and the first
   * word is the program run. */
  const char *cc_env = getenv("CC");
  char *cc_words = strdup(cc_env && cc_env[strspn(cc_env, " \t\n")] ? cc_env : "cc");
  /* $ARRC_LDFLAGS adds linker options (words separated by spaces), as
   * $LDFLAGS does for make: -static, -fsanitize=address, -L paths. */
  char *argv[96];
  int n = 0;
  for (char *w = strtok(cc_words, " \t\n"); w && n < 32; w = strtok(NULL, " \t\n"))
    argv[n++] = w;
  const char *cc = argv[0];
  argv[n++] = (char *)obj;
  argv[n++] = rt;
  argv[n++] = "-o";
  argv[n++] = (char *)out;
  char script_option[PATH_MAX + 32];
  if (codegen_link_shared)
    argv[n++] = "-shared";
  if (codegen_link_version_script) {
    snprintf(script_option, sizeof script_option, "-Wl,--version-script=%s", codegen_link_version_script);
    argv[n++] = script_option;
  }
  char *extra = getenv("ARRC_LDFLAGS") ? strdup(getenv("ARRC_LDFLAGS")) : NULL;
  for (char *w = extra ? strtok(extra, " \t") : NULL; w && n < 88; w = strtok(NULL, " \t"))
    argv[n++] = w;
  /* LAPACK and BLAS only for programs that call them (runtime/linalg.c),
   * so that others run where the libraries are not installed. */
  if (lapack) {
    argv[n++] = "-llapack";
    argv[n++] = "-lblas";
  }
  /* zlib the same way, for programs that read or write .npz archives
   * (runtime/npz.c). */
  /* libpng the same way, for programs that write or read PNG pictures
   * (runtime/png.c); it needs zlib after it. */
  if (png)
    argv[n++] = "-lpng";
  /* libmpi for programs that import mpi4py or numba_mpi (runtime/mpi*.c);
   * others link nothing of MPI, and run where it is not installed. */
  char *mpi_words = mpi ? strdup(ARRC_MPI_LIBS) : NULL;
  for (char *w = mpi_words ? strtok(mpi_words, " \t") : NULL; w && n < 88; w = strtok(NULL, " \t"))
    argv[n++] = w;
  if (zlib || png)
    argv[n++] = "-lz";
  argv[n++] = "-lm";
  argv[n++] = "-lpthread";
  argv[n++] = "-ldl";
  argv[n] = NULL;
  if (verbose) {
    for (char **a = argv; *a; a++)
      fprintf(stderr, "%s%s", a == argv ? "" : " ", *a);
    fputc('\n', stderr);
  }
  /* The linker is a child arrc forwards its signals to (cleanup.c). */
  pid_t pid;
  int err = cleanup_spawnp(&pid, cc, argv);
  free(extra);
  free(mpi_words);
  bool ok = false;
  int status;
  if (err)
    fprintf(stderr, "arrc: error: cannot run the linker '%s': %s\n", cc, strerror(err));
  else if (!cleanup_wait(pid, &status))
    fprintf(stderr, "arrc: error: waiting for the linker '%s': %s\n", cc, strerror(errno));
  else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    fprintf(stderr, "arrc: error: linking with '%s' failed\n", cc);
  else
    ok = true;
  free(cc_words);
  return ok;
}

/* For `arrc --sysinfo` (src/sysinfo.c): the runtime library that links
 * use. */
bool codegen_find_runtime(const char *argv0, char *path, size_t cap) { return find_runtime(argv0, path, cap); }
