/* arrc --sysinfo: what arrc knows about this machine, in the manner of
 * `numba -s` (its "key : value" lines under __Section__ headers), for bug
 * reports and for checking that a CI machine sees its GPU.
 *
 * Every answer comes from the code that uses it, never from a second copy
 * of its rules: the tools' paths from the code generator's own search
 * (codegen_find_ptxas and friends), the GPU architectures from
 * gpu_targets_default, the thread count from the runtime's reader of the
 * environment (runtime/threads.c, linked into the compiler for this).
 * The CUDA driver is opened as the runtime opens it (runtime/cuda.c:
 * dlopen of $ARRC_CUDA_DRIVER or libcuda.so.1, functions by their
 * versioned names), so the tests' emulating driver stands in for it.
 *
 * Nothing found is an answer, not an error: the report always ends with
 * status 0. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <gnu/libc-version.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "codegen.h"
#include "rt_pool.h"
#include "sysinfo.h"
#include "util.h"

extern char **environ;

/* numba -s aligns its values at column 47. */
static void line(FILE *out, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void line(FILE *out, const char *key, const char *fmt, ...) {
  fprintf(out, "%-46s: ", key);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(out, fmt, ap);
  va_end(ap);
  fputc('\n', out);
}

static void section(FILE *out, const char *name) { fprintf(out, "\n__%s__\n", name); }

/* Words wrapped under the value column, as numba -s lists CPU features. */
static void wrapped(FILE *out, const char *key, const char *words) {
  fprintf(out, "%-46s: ", key);
  int col = 48;
  for (const char *p = words; *p;) {
    size_t n = strcspn(p, " ");
    if (col > 48 && col + (int)n > 80) {
      fprintf(out, "\n%48s", "");
      col = 48;
    }
    fprintf(out, "%s%.*s", col > 48 ? " " : "", (int)n, p);
    col += (int)n + (col > 48);
    p += n;
    while (*p == ' ')
      p++;
  }
  fputc('\n', out);
}

/* The first line of `path` that starts with `key`, its value after the
 * colon, in buf; false when there is none. */
static bool proc_value(const char *path, const char *key, char *buf, size_t cap) {
  FILE *f = fopen(path, "r");
  if (!f)
    return false;
  char text[1024];
  bool found = false;
  while (!found && fgets(text, sizeof text, f)) {
    if (strncmp(text, key, strlen(key)) != 0)
      continue;
    const char *v = strchr(text, ':');
    if (!v)
      continue;
    v++;
    while (*v == ' ' || *v == '\t')
      v++;
    snprintf(buf, cap, "%.*s", (int)strcspn(v, "\n"), v);
    found = true;
  }
  fclose(f);
  return found;
}

/* The output of `program ARG` (standard output and error), in buf. */
static bool capture(const char *program, const char *arg, char *buf, size_t cap) {
  int fds[2];
  if (pipe(fds) != 0)
    return false;
  pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], 1);
    dup2(fds[1], 2);
    close(fds[0]);
    execl(program, program, arg, (char *)NULL);
    _exit(127);
  }
  close(fds[1]);
  size_t len = 0;
  ssize_t n;
  while (pid > 0 && len + 1 < cap && ((n = read(fds[0], buf + len, cap - 1 - len)) > 0 || (n < 0 && errno == EINTR)))
    if (n > 0)
      len += (size_t)n;
  buf[len] = '\0';
  close(fds[0]);
  int st = 0;
  while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
    ;
  return pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

static void arrc_section(FILE *out, const char *argv0) {
  section(out, "arrc Information");
  line(out, "arrc Version", "%s", ARRC_VERSION);
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  line(out, "LLVM Version", "%u.%u.%u", major, minor, patch);
  char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  line(out, "Compiler", "%s", n > 0 ? (path[n] = '\0', path) : argv0);
  if (codegen_find_runtime(argv0, path, sizeof path))
    line(out, "Runtime Library", "%s", path);
  else
    line(out, "Runtime Library", "not found (set ARRC_RUNTIME to libarrc_rt.a's path)");
  const char *cc = getenv("CC");
  line(out, "Linker (C compiler)", "%s", cc && *cc ? cc : "cc");
}

static int by_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static void hardware_section(FILE *out) {
  section(out, "Hardware Information");
  struct utsname u;
  if (uname(&u) == 0)
    line(out, "Machine", "%s", u.machine);
  char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
  line(out, "CPU Name", "%s", cpu);
  char model[256];
  if (proc_value("/proc/cpuinfo", "model name", model, sizeof model))
    line(out, "CPU Model (/proc/cpuinfo)", "%s", model);
  line(out, "CPU Count", "%ld", sysconf(_SC_NPROCESSORS_ONLN));
  /* LLVM lists +feature and -feature; the ones the processor has, in
   * alphabetical order as numba -s lists them. */
  const char *names[512];
  size_t n = 0;
  for (char *f = strtok(features, ","); f && n < sizeof names / sizeof *names; f = strtok(NULL, ","))
    if (f[0] == '+')
      names[n++] = f + 1;
  qsort(names, n, sizeof *names, by_name);
  StrBuf have = {0};
  sb_puts(&have, "");
  for (size_t k = 0; k < n; k++)
    sb_printf(&have, "%s%s", k ? " " : "", names[k]);
  wrapped(out, "CPU Features", have.data);
  sb_free(&have);
  char mem[64];
  if (proc_value("/proc/meminfo", "MemTotal", mem, sizeof mem))
    line(out, "Memory Total (MB)", "%lld", atoll(mem) / 1024);
  char *triple = LLVMGetDefaultTargetTriple();
  bool x86_64 = strncmp(triple, "x86_64", 6) == 0;
  line(out, "Target Triple", "%s", triple);
  /* The same choices as llvm.c's host_target_machine. */
  line(out, "Default Target (-march)", "%s", x86_64 ? "x86-64 (runs on every 64-bit x86 processor)" : "generic");
  line(out, "-march=native", "%s (this processor, with all its features; the binary may not run elsewhere)", cpu);
  LLVMDisposeMessage(triple);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
}

static void os_section(FILE *out) {
  section(out, "OS Information");
  struct utsname u;
  if (uname(&u) == 0) {
    line(out, "OS Name", "%s", u.sysname);
    line(out, "OS Release", "%s", u.release);
    line(out, "OS Version", "%s", u.version);
  }
  /* os-release(5): PRETTY_NAME="Debian GNU/Linux 12 (bookworm)". */
  FILE *f = fopen("/etc/os-release", "r");
  char text[512];
  while (f && fgets(text, sizeof text, f))
    if (strncmp(text, "PRETTY_NAME=", 12) == 0) {
      char *v = text + 12;
      v[strcspn(v, "\n")] = '\0';
      size_t n = strlen(v);
      if (n >= 2 && v[0] == '"' && v[n - 1] == '"')
        v[n - 1] = '\0', v++;
      line(out, "Distribution", "%s", v);
      break;
    }
  if (f)
    fclose(f);
  line(out, "Libc Version", "glibc %s", gnu_get_libc_version());
}

static void toolkit_section(FILE *out) {
  section(out, "CUDA Toolkit Information");
  char path[4096], text[4096];
  if (codegen_find_ptxas(path, sizeof path)) {
    line(out, "ptxas", "%s", path);
    if (capture(path, "--version", text, sizeof text)) {
      /* The line "Cuda compilation tools, release 13.0, V13.0.88". */
      const char *release = strstr(text, "release ");
      line(out, "ptxas Version", "%.*s", release ? (int)strcspn(release, "\n") : 1, release ? release : "?");
    } else {
      line(out, "ptxas Version", "? (%s --version failed)", path);
    }
  } else {
    line(out, "ptxas", "not found ($ARRC_PTXAS, $CUDA_HOME/bin, $CUDA_PATH/bin, /usr/local/cuda/bin, PATH): "
                       "programs carry PTX only, which the driver compiles at their start");
  }
  if (codegen_find_libdevice(path, sizeof path))
    line(out, "libdevice", "%s", path);
  else
    line(out, "libdevice", "not found ($CUDA_HOME, $CUDA_PATH, /usr/local/cuda, /usr/lib/cuda: "
                           "nvvm/libdevice/libdevice.10.bc): kernels that call math functions do not compile");
  GpuTargets t;
  gpu_targets_default(&t, false);
  StrBuf archs = {0};
  char name[32];
  for (int k = 0; k < t.ncubins; k++)
    sb_printf(&archs, "%s ", gpu_arch_name(t.cubin_archs[k], false, name, sizeof name));
  sb_printf(&archs, "%s", gpu_arch_name(t.ptx_arch, true, name, sizeof name));
  line(out, "GPU Code Compiled For (default)", "%s", archs.data);
  sb_free(&archs);
}

/* The driver functions used here, as cuda.h's versioned names. */
typedef struct {
  int (*Init)(unsigned);
  int (*DriverGetVersion)(int *);
  int (*DeviceGetCount)(int *);
  int (*DeviceGet)(int *, int);
  int (*DeviceGetName)(char *, int, int);
  int (*DeviceGetAttribute)(int *, int, int);
  int (*DeviceTotalMem)(size_t *, int);
} Driver;

enum { ATTR_MULTIPROCESSORS = 16, ATTR_CC_MAJOR = 75, ATTR_CC_MINOR = 76 };

/* What of arrc's default GPU code a GPU of compute capability cc runs: a
 * cubin of its major version at most its own, else the PTX when the PTX is
 * not newer than the GPU (the driver compiles it). */
static void code_for(const GpuTargets *t, int cc, char *buf, size_t cap) {
  char name[32];
  for (int k = t->ncubins - 1; k >= 0; k--)
    if (t->cubin_archs[k] / 10 == cc / 10 && t->cubin_archs[k] <= cc) {
      snprintf(buf, cap, "cubin %s", gpu_arch_name(t->cubin_archs[k], false, name, sizeof name));
      return;
    }
  if (t->ptx_arch <= cc)
    snprintf(buf, cap, "PTX %s, compiled by the driver at the program's start",
             gpu_arch_name(t->ptx_arch, true, name, sizeof name));
  else
    snprintf(buf, cap, "none: the GPU is older than %s", gpu_arch_name(t->ptx_arch, true, name, sizeof name));
}

static void gpu_rows(FILE *out, const Driver *d) {
  int count = 0;
  if (d->DeviceGetCount(&count) != 0 || count == 0) {
    line(out, "GPU Count", "0 (the driver found no GPU)");
    return;
  }
  line(out, "GPU Count", "%d", count);
  GpuTargets t;
  gpu_targets_default(&t, false);
  for (int i = 0; i < count; i++) {
    int dev = 0, major = 0, minor = 0, sms = 0;
    char name[256] = "?", key[64], code[128];
    size_t mem = 0;
    if (d->DeviceGet(&dev, i) != 0)
      continue;
    d->DeviceGetName(name, (int)sizeof name, dev);
    d->DeviceGetAttribute(&major, ATTR_CC_MAJOR, dev);
    d->DeviceGetAttribute(&minor, ATTR_CC_MINOR, dev);
    d->DeviceGetAttribute(&sms, ATTR_MULTIPROCESSORS, dev);
    if (d->DeviceTotalMem)
      d->DeviceTotalMem(&mem, dev);
    snprintf(key, sizeof key, "GPU %d", i);
    line(out, key, "%s", name);
    line(out, "  Compute Capability", "%d.%d", major, minor);
    if (d->DeviceTotalMem)
      line(out, "  Memory (MB)", "%zu", mem >> 20);
    line(out, "  Multiprocessors", "%d", sms);
    code_for(&t, major * 10 + minor, code, sizeof code);
    line(out, "  arrc's Code For It", "%s", code);
  }
}

static void driver_section(FILE *out) {
  section(out, "CUDA Driver Information");
  const char *path = getenv("ARRC_CUDA_DRIVER");
  if (!path || !*path)
    path = "libcuda.so.1";
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    line(out, "CUDA Driver", "no CUDA driver (%s cannot be loaded: %s); GPU code runs on the CPU", path,
         dlerror());
    section(out, "GPU Information");
    fputs("None found.\n", out);
    return;
  }
  Driver d = {0};
  d.Init = (int (*)(unsigned))dlsym(lib, "cuInit");
  d.DriverGetVersion = (int (*)(int *))dlsym(lib, "cuDriverGetVersion");
  d.DeviceGetCount = (int (*)(int *))dlsym(lib, "cuDeviceGetCount");
  d.DeviceGet = (int (*)(int *, int))dlsym(lib, "cuDeviceGet");
  d.DeviceGetName = (int (*)(char *, int, int))dlsym(lib, "cuDeviceGetName");
  d.DeviceGetAttribute = (int (*)(int *, int, int))dlsym(lib, "cuDeviceGetAttribute");
  d.DeviceTotalMem = (int (*)(size_t *, int))dlsym(lib, "cuDeviceTotalMem_v2");
  line(out, "CUDA Driver", "%s", path);
  int version = 0;
  if (d.DriverGetVersion && d.DriverGetVersion(&version) == 0)
    line(out, "CUDA Driver Version", "%d.%d", version / 1000, version % 1000 / 10);
  else
    line(out, "CUDA Driver Version", "?");
  section(out, "GPU Information");
  int r;
  if (!d.Init || !d.DeviceGetCount || !d.DeviceGet || !d.DeviceGetName || !d.DeviceGetAttribute)
    line(out, "GPU Count", "? (the driver lacks the functions of CUDA 11)");
  else if ((r = d.Init(0)) != 0)
    line(out, "GPU Count", "0 (cuInit failed with CUDA error %d)", r);
  else
    gpu_rows(out, &d);
  /* The emulating driver of the tests keeps a signal handler; the
   * library stays loaded until exit. */
}

static void threads_section(FILE *out) {
  section(out, "Threading Information");
  arrc_thread_setting s;
  arrc_threads_from_env(&s);
  if (s.error[0])
    line(out, "Threads", "none: a program stops at its first parallel loop with ValueError: %s", s.error);
  else if (s.source)
    line(out, "Threads", "%d (%s=%s)", s.threads, s.source, s.value);
  else
    line(out, "Threads", "%d (the number of online CPUs; ARRC_NUM_THREADS or NUMBA_NUM_THREADS sets it)",
         s.threads);
  if (s.warning[0])
    line(out, "Warning", "RuntimeWarning: %s", s.warning);
}

/* The MPI arrc was built with (the Makefile's pkg-config or mpicc), which
 * programs that import mpi4py or numba_mpi link, and the mpirun on PATH
 * that runs them. */
static void mpi_section(FILE *out) {
  section(out, "MPI Information");
#ifdef ARRC_MPI_LIBS
#ifndef ARRC_MPI_VERSION
#define ARRC_MPI_VERSION ""
#endif
  line(out, "MPI", "Open MPI %s (programs that import mpi4py or numba_mpi link: %s)",
       ARRC_MPI_VERSION[0] ? ARRC_MPI_VERSION : "(version unknown)", ARRC_MPI_LIBS);
#else
  line(out, "MPI", "none: arrc was built without Open MPI (libopenmpi-dev), so it refuses programs that import "
       "mpi4py or numba_mpi");
#endif
  const char *path = getenv("PATH");
  char found[4096] = "";
  for (const char *p = path ? path : ""; *p && !found[0];) {
    size_t n = strcspn(p, ":");
    char candidate[4096];
    snprintf(candidate, sizeof candidate, "%.*s/mpirun", (int)n, n ? p : ".");
    if (access(candidate, X_OK) == 0)
      snprintf(found, sizeof found, "%s", candidate);
    p += n + (p[n] == ':');
  }
  line(out, "mpirun", "%s", found[0] ? found : "not found on PATH (openmpi-bin): MPI programs run as a single rank");
}

/* The environment variables that change what arrc or its programs do. */
static bool affects_arrc(const char *entry) {
  static const char *const prefixes[] = {"ARRC_", "CUDA_", "NUMBA_NUM_THREADS=", "CC=", "TMPDIR=", "OMPI_",
                                         "XDG_CACHE_HOME="};
  for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
    if (strncmp(entry, prefixes[k], strlen(prefixes[k])) == 0)
      return true;
  return false;
}

static void environment_section(FILE *out) {
  section(out, "Environment Variables");
  int shown = 0;
  for (char **e = environ; *e; e++)
    if (affects_arrc(*e)) {
      const char *eq = strchr(*e, '=');
      char key[128];
      snprintf(key, sizeof key, "%.*s", eq ? (int)(eq - *e) : (int)strlen(*e), *e);
      line(out, key, "%s", eq ? eq + 1 : "");
      shown++;
    }
  if (!shown)
    fputs("None found.\n", out);
}

int sysinfo_print(FILE *out, const char *argv0) {
  LLVMInitializeNativeTarget();
  fputs("System info:\n--------------------------------------------------------------------------------\n", out);
  arrc_section(out, argv0);
  hardware_section(out);
  os_section(out);
  threads_section(out);
  toolkit_section(out);
  fflush(out);
  driver_section(out);
  mpi_section(out);
  environment_section(out);
  return fflush(out) == 0 ? 0 : 1;
}
