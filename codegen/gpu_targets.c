/* The GPU architectures a program carries (docs/architecture.md, "Fat
 * binaries"): --gpu-arch=LIST parsed against the architectures LLVM's NVPTX
 * back end can target, the default settled with the toolkit's ptxas, the
 * cubins made by ptxas (one run per architecture, in parallel, each
 * result kept in a cache), and
 * --list-gpu-archs, which prints what arrc can target or what a compiled
 * program carries.
 *
 * A program carries one PTX, made for the oldest architecture it names, and
 * a cubin per sm_NN, all assembled from that PTX; each image is a constant
 * in an ELF section of its own, .arrc_gpu.sm_NN or .arrc_gpu.compute_NN
 * (kernels.c), which is how --list-gpu-archs finds them in a program. */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cleanup.h"
#include "codegen.h"
#include "util.h"

/* The architectures LLVM 19's NVPTX back end targets and CUDA drivers
 * still run (compute capability 5.0 and up), and which of them are the
 * major ones a program carries cubins for by default: each generation's
 * data-center and consumer parts. The architecture-specific sm_90a is
 * left out: its PTX runs on no other GPU. */
static const struct {
  int arch;
  bool major;
} known_archs[] = {
    {50, false}, {52, false}, {53, false}, {60, false}, {61, false}, {62, false}, {70, true},
    {72, false}, {75, true},  {80, true},  {86, true},  {87, false}, {89, true},  {90, true},
};
#define NKNOWN (int)(sizeof known_archs / sizeof *known_archs)

/* The PTX architecture when no ptxas says which architectures the
 * toolkit supports: the oldest one CUDA 13 still assembles. */
enum { FALLBACK_PTX_ARCH = 75 };

static bool is_known(int arch) {
  for (int k = 0; k < NKNOWN; k++)
    if (known_archs[k].arch == arch)
      return true;
  return false;
}

const char *gpu_arch_name(int arch, bool ptx, char *buf, size_t cap) {
  snprintf(buf, cap, "%s_%d", ptx ? "compute" : "sm", arch);
  return buf;
}

/* "sm_NN" or "compute_NN" of [s, s + n): the architecture, or 0. */
static int parse_one(const char *s, size_t n, bool *ptx) {
  static const struct {
    const char *prefix;
    bool ptx;
  } prefixes[] = {{"sm_", false}, {"compute_", true}};
  for (size_t p = 0; p < sizeof prefixes / sizeof *prefixes; p++) {
    size_t len = strlen(prefixes[p].prefix);
    if (n <= len || n > len + 3 || strncmp(s, prefixes[p].prefix, len) != 0)
      continue;
    int arch = 0;
    for (size_t k = len; k < n; k++) {
      if (s[k] < '0' || s[k] > '9')
        return 0;
      arch = arch * 10 + (s[k] - '0');
    }
    *ptx = prefixes[p].ptx;
    return is_known(arch) ? arch : 0;
  }
  return 0;
}

static void add_cubin_arch(GpuTargets *t, int arch) {
  int k = 0;
  while (k < t->ncubins && t->cubin_archs[k] < arch)
    k++;
  if (k < t->ncubins && t->cubin_archs[k] == arch)
    return;
  memmove(&t->cubin_archs[k + 1], &t->cubin_archs[k], (size_t)(t->ncubins - k) * sizeof *t->cubin_archs);
  t->cubin_archs[k] = arch;
  t->ncubins++;
}

const char *gpu_targets_parse(const char *list, GpuTargets *t) {
  static char err[1024];
  memset(t, 0, sizeof *t);
  t->given = true;
  for (const char *p = list;;) {
    const char *comma = strchr(p, ',');
    size_t n = comma ? (size_t)(comma - p) : strlen(p);
    bool ptx = false;
    int arch = parse_one(p, n, &ptx);
    if (!arch) {
      int len = snprintf(err, sizeof err,
                         "bad --gpu-arch value '%.*s' (expected a comma-separated list of sm_NN for a cubin and "
                         "compute_NN for the PTX; NN is one of",
                         (int)n, p);
      for (int k = 0; k < NKNOWN && len > 0 && (size_t)len < sizeof err; k++)
        len += snprintf(err + len, sizeof err - (size_t)len, " %d", known_archs[k].arch);
      if (len > 0 && (size_t)len < sizeof err)
        snprintf(err + len, sizeof err - (size_t)len, ")");
      return err;
    }
    if (ptx && t->ptx_named && t->ptx_arch != arch) {
      snprintf(err, sizeof err, "--gpu-arch names compute_%d and compute_%d; a program carries one PTX",
               t->ptx_arch, arch);
      return err;
    }
    if (ptx) {
      t->ptx_named = true;
      t->ptx_arch = arch;
    } else {
      add_cubin_arch(t, arch);
    }
    if (!comma)
      break;
    p = comma + 1;
  }
  if (t->ptx_named && t->ncubins > 0 && t->ptx_arch > t->cubin_archs[0]) {
    snprintf(err, sizeof err,
             "--gpu-arch: compute_%d is above sm_%d; the cubins are assembled from the PTX, so name "
             "compute_%d or lower",
             t->ptx_arch, t->cubin_archs[0], t->cubin_archs[0]);
    return err;
  }
  if (!t->ptx_named)
    t->ptx_arch = t->cubin_archs[0];
  return NULL;
}

/* ---- ptxas ----------------------------------------------------------------- */

/* ptxas: $ARRC_PTXAS (where "none" means no ptxas: PTX-only programs,
 * as on a machine without CUDA), else $CUDA_HOME/bin, $CUDA_PATH/bin,
 * /usr/local/cuda/bin, then PATH. */
static bool find_ptxas(char *path, size_t cap) {
  const char *chosen = getenv("ARRC_PTXAS");
  if (chosen && *chosen)
    return strcmp(chosen, "none") != 0 && snprintf(path, cap, "%s", chosen) < (int)cap;
  const char *roots[] = {getenv("CUDA_HOME"), getenv("CUDA_PATH"), "/usr/local/cuda"};
  struct stat st;
  for (size_t k = 0; k < sizeof roots / sizeof *roots; k++)
    if (roots[k] && *roots[k] && snprintf(path, cap, "%s/bin/ptxas", roots[k]) < (int)cap && stat(path, &st) == 0)
      return true;
  const char *env = getenv("PATH");
  for (const char *p = env; p && *p;) {
    const char *colon = strchr(p, ':');
    size_t n = colon ? (size_t)(colon - p) : strlen(p);
    if (snprintf(path, cap, "%.*s/ptxas", (int)n, p) < (int)cap && stat(path, &st) == 0)
      return true;
    p = colon ? colon + 1 : NULL;
  }
  return false;
}

/* Which known architectures ptxas assembles: its --help lists the values
 * of --gpu-name as 'sm_NN' among others. supported[k] answers for
 * known_archs[k]; false when ptxas cannot be run. */
static bool ptxas_archs(const char *ptxas, bool supported[NKNOWN]) {
  /* Asked once per compilation: the default and the cubins both need it. */
  static bool asked, answer, cached[NKNOWN];
  if (asked) {
    memcpy(supported, cached, sizeof cached);
    return answer;
  }
  asked = true;
  memset(supported, 0, NKNOWN * sizeof *supported);
  int fds[2];
  if (pipe(fds) != 0)
    return false;
  pid_t pid = cleanup_fork();
  if (pid == 0) {
    dup2(fds[1], 1);
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0)
      dup2(null, 2);
    close(fds[0]);
    execl(ptxas, ptxas, "--help", (char *)NULL);
    _exit(127);
  }
  close(fds[1]);
  StrBuf help = {0};
  char chunk[4096];
  ssize_t n;
  while (pid > 0 && ((n = read(fds[0], chunk, sizeof chunk)) > 0 || (n < 0 && errno == EINTR)))
    if (n > 0)
      sb_printf(&help, "%.*s", (int)n, chunk);
  close(fds[0]);
  int st = 0;
  if (pid > 0)
    cleanup_wait(pid, &st);
  bool any = false;
  for (int k = 0; help.data && k < NKNOWN; k++) {
    char quoted[32];
    snprintf(quoted, sizeof quoted, "'sm_%d'", known_archs[k].arch);
    supported[k] = strstr(help.data, quoted) != NULL;
    any |= supported[k];
  }
  sb_free(&help);
  memcpy(cached, supported, sizeof cached);
  answer = any;
  return any;
}

void gpu_targets_default(GpuTargets *t, bool verbose) {
  memset(t, 0, sizeof *t);
  char ptxas[4096];
  bool supported[NKNOWN];
  if (find_ptxas(ptxas, sizeof ptxas) && ptxas_archs(ptxas, supported))
    for (int k = 0; k < NKNOWN; k++)
      if (known_archs[k].major && supported[k])
        add_cubin_arch(t, known_archs[k].arch);
  t->ptx_arch = t->ncubins ? t->cubin_archs[0] : FALLBACK_PTX_ARCH;
  if (verbose && !t->ncubins)
    fprintf(stderr, "arrc: no ptxas that assembles sm_70..sm_90 ($ARRC_PTXAS, or looked in $CUDA_HOME, "
                    "$CUDA_PATH, /usr/local/cuda, PATH): the program carries only PTX for compute_%d\n",
            t->ptx_arch);
}

/* Reads the whole of path, malloc'd; NULL when it cannot. */
static void *slurp(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  void *data = NULL;
  long len = f && fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
  if (len > 0 && fseek(f, 0, SEEK_SET) == 0 && (data = malloc((size_t)len)) != NULL &&
      fread(data, 1, (size_t)len, f) != (size_t)len) {
    free(data);
    data = NULL;
  }
  if (f)
    fclose(f);
  *size = data ? (size_t)len : 0;
  return data;
}

/* One ptxas run: its architecture, process and files. */
typedef struct {
  int arch;
  int slot;            /* its index in the GpuTargets' cubin_archs */
  bool lineinfo;       /* ptxas -lineinfo */
  pid_t pid;
  char out[4200], log[4200];
} PtxasRun;

static pid_t start_ptxas(const char *ptxas, const char *in, PtxasRun *run) {
  char arg[64];
  snprintf(arg, sizeof arg, "-arch=sm_%d", run->arch);
  cleanup_register(run->out);
  cleanup_register(run->log);
  pid_t pid = cleanup_fork();
  if (pid == 0) {
    /* ptxas's messages go to a log, shown only when it fails. */
    int lfd = open(run->log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (lfd >= 0) {
      dup2(lfd, 1);
      dup2(lfd, 2);
    }
    /* PTX with .loc directives (@cuda.jit(lineinfo=True)) keeps its
     * line table in the cubin, as Numba's lineinfo does. */
    if (run->lineinfo)
      execl(ptxas, ptxas, "-lineinfo", arg, in, "-o", run->out, (char *)NULL);
    else
      execl(ptxas, ptxas, arg, in, "-o", run->out, (char *)NULL);
    _exit(127);
  }
  return pid;
}

static void show_rejection(const char *ptxas, const PtxasRun *run) {
  fprintf(stderr, "arrc: warning: %s rejected the PTX for sm_%d; the program will JIT the PTX instead:\n", ptxas,
          run->arch);
  FILE *f = fopen(run->log, "r");
  char line[512];
  for (int k = 0; f && k < 10 && fgets(line, sizeof line, f); k++)
    fprintf(stderr, "  %s", line);
  if (f)
    fclose(f);
}

/* ---- the cubin cache ---------------------------------------------------------- */

/* Cubins are kept in $ARRC_CACHE_DIR (default $XDG_CACHE_HOME/arrc, or
 * ~/.cache/arrc; "none" keeps none), named after a 128-bit hash of what
 * ptxas's output depends on: the ptxas binary (its path, size and time),
 * the architecture and the PTX. A program whose GPU code did not change
 * since its last compilation (an edit of host code, a rerun of the tests)
 * so runs no ptxas. A file is written under a temporary name and renamed,
 * so concurrent compilations never read half of one. */
static bool cache_dir(char *dir, size_t cap) {
  const char *env = getenv("ARRC_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  int n;
  if (env && *env)
    n = strcmp(env, "none") == 0 ? -1 : snprintf(dir, cap, "%s", env);
  else if (xdg && *xdg)
    n = snprintf(dir, cap, "%s/arrc", xdg);
  else if (home && *home)
    n = snprintf(dir, cap, "%s/.cache/arrc", home);
  else
    n = -1;
  return n > 0 && (size_t)n < cap;
}

static void fnv1a(uint64_t h[2], const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t k = 0; k < n; k++) {
    h[0] = (h[0] ^ p[k]) * 0x100000001b3ULL;
    h[1] = (h[1] ^ p[k]) * 0x100000001b3ULL;
  }
}

/* The cache file of ptx assembled for arch by ptxas, in path. */
static bool cache_path(const char *ptxas, const char *ptx, int arch, char *path, size_t cap) {
  char dir[4096], id[256];
  struct stat st;
  if (!cache_dir(dir, sizeof dir) || stat(ptxas, &st) != 0)
    return false;
  /* Two FNV-1a hashes with different offsets make 128 bits, too many
   * for two different inputs to meet by chance. */
  uint64_t h[2] = {0xcbf29ce484222325ULL, 0x84222325cbf29ce4ULL};
  int n = snprintf(id, sizeof id, "arrc-cubin-1 %s %lld %lld %d", ptxas, (long long)st.st_size,
                   (long long)st.st_mtime, arch);
  fnv1a(h, id, (size_t)n);
  fnv1a(h, ptx, strlen(ptx));
  n = snprintf(path, cap, "%s/%016llx%016llx.sm_%d.cubin", dir, (unsigned long long)h[0], (unsigned long long)h[1],
               arch);
  return n > 0 && (size_t)n < cap;
}

/* The cached cubin at path: an ELF image, or NULL. */
static void *cache_read(const char *path, size_t *size) {
  unsigned char *image = slurp(path, size);
  if (image && (*size < SELFMAG || memcmp(image, ELFMAG, SELFMAG) != 0)) {
    free(image);
    image = NULL;
  }
  return image;
}

/* Makes dir and its parents (mode 0700 for the ones made). */
static bool make_dirs(char *dir) {
  struct stat st;
  if (stat(dir, &st) == 0)
    return S_ISDIR(st.st_mode);
  char *slash = strrchr(dir, '/');
  if (slash && slash != dir) {
    *slash = '\0';
    bool ok = make_dirs(dir);
    *slash = '/';
    if (!ok)
      return false;
  }
  return mkdir(dir, 0700) == 0 || errno == EEXIST;
}

static void cache_write(const char *path, const void *image, size_t size) {
  char dir[4200], tmp[4200];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (!slash)
    return;
  *slash = '\0';
  if (!make_dirs(dir))
    return;
  snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", path);
  int fd = cleanup_mkstemps(tmp, 0);
  if (fd < 0)
    return;
  bool ok = write(fd, image, size) == (ssize_t)size;
  ok = close(fd) == 0 && ok;
  if (!ok || rename(tmp, path) != 0)
    unlink(tmp);
  cleanup_forget(tmp);
}

/* ---- making the cubins ------------------------------------------------------ */

int codegen_cubins(const char *ptx, const GpuTargets *t, GpuImage *out, bool verbose) {
  char ptxas[4096];
  if (!ptx || t->ncubins == 0)
    return 0;
  if (!find_ptxas(ptxas, sizeof ptxas)) {
    if (verbose)
      fprintf(stderr, "arrc: no ptxas ($ARRC_PTXAS, or looked in $CUDA_HOME, $CUDA_PATH, /usr/local/cuda, "
                      "PATH): the program carries only PTX for compute_%d\n",
              t->ptx_arch);
    return 0;
  }
  /* Architectures this ptxas does not know are left to the PTX, saying
   * so, rather than failing each run. */
  bool supported[NKNOWN];
  bool listed = ptxas_archs(ptxas, supported);
  GpuImage made[GPU_MAX_ARCHS] = {{0}};
  char cached[GPU_MAX_ARCHS][4200];
  PtxasRun runs[GPU_MAX_ARCHS];
  int nruns = 0, hits = 0;
  for (int c = 0; c < t->ncubins; c++) {
    int arch = t->cubin_archs[c];
    bool known = !listed;
    for (int k = 0; k < NKNOWN && !known; k++)
      known = known_archs[k].arch == arch && supported[k];
    if (!known) {
      fprintf(stderr, "arrc: warning: %s cannot assemble sm_%d; the program carries PTX for compute_%d instead\n",
              ptxas, arch, t->ptx_arch);
      continue;
    }
    if (!cache_path(ptxas, ptx, arch, cached[c], sizeof cached[c]))
      cached[c][0] = '\0';
    made[c].image = cached[c][0] ? cache_read(cached[c], &made[c].size) : NULL;
    made[c].arch = arch;
    hits += made[c].image != NULL;
    if (!made[c].image)
      runs[nruns++] = (PtxasRun){.arch = arch, .slot = c, .lineinfo = strstr(ptx, "\t.loc\t") != NULL};
  }
  char in[4200];
  const char *dir = getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
  snprintf(in, sizeof in, "%s/arrc-XXXXXX.ptx", dir);
  int fd = nruns ? cleanup_mkstemps(in, 4) : -1;
  size_t n = strlen(ptx);
  bool written = fd >= 0 && write(fd, ptx, n) == (ssize_t)n;
  if (fd >= 0)
    close(fd);
  /* All runs are started before any is waited for: each is a process of
   * its own, so they share the machine's cores. */
  for (int r = 0; r < nruns; r++) {
    int stem = (int)strlen(in) - 4;
    snprintf(runs[r].out, sizeof runs[r].out, "%.*s.sm_%d.cubin", stem, in, runs[r].arch);
    snprintf(runs[r].log, sizeof runs[r].log, "%.*s.sm_%d.log", stem, in, runs[r].arch);
    runs[r].pid = written ? start_ptxas(ptxas, in, &runs[r]) : -1;
  }
  for (int r = 0; r < nruns; r++) {
    int st = 0;
    if (runs[r].pid > 0)
      cleanup_wait(runs[r].pid, &st);
    GpuImage *img = &made[runs[r].slot];
    if (runs[r].pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0)
      img->image = slurp(runs[r].out, &img->size);
    if (img->image && cached[runs[r].slot][0])
      cache_write(cached[runs[r].slot], img->image, img->size);
    else if (!img->image)
      show_rejection(ptxas, &runs[r]);
    cleanup_remove(runs[r].out);
    cleanup_remove(runs[r].log);
  }
  if (fd >= 0)
    cleanup_remove(in);
  if (verbose)
    fprintf(stderr, "arrc: ptxas: %d cubin%s from the cache, %d assembled\n", hits, hits == 1 ? "" : "s", nruns);
  int count = 0;
  for (int c = 0; c < t->ncubins; c++)
    if (made[c].image)
      out[count++] = made[c];
  return count;
}

/* ---- --list-gpu-archs ------------------------------------------------------- */

void gpu_targets_print(FILE *out) {
  char ptxas[4096], name[32];
  bool supported[NKNOWN];
  bool have_ptxas = find_ptxas(ptxas, sizeof ptxas) && ptxas_archs(ptxas, supported);
  GpuTargets def;
  gpu_targets_default(&def, false);
  fputs("# --gpu-arch=LIST takes these, comma-separated: sm_NN for a cubin, compute_NN for the PTX\n", out);
  if (have_ptxas)
    fprintf(out, "# cubins: assembled by %s\n", ptxas);
  else
    fputs("# cubins: no ptxas found, so programs carry only PTX\n", out);
  for (int k = 0; k < NKNOWN; k++) {
    int arch = known_archs[k].arch;
    bool in_default = false;
    for (int c = 0; c < def.ncubins; c++)
      in_default |= def.cubin_archs[c] == arch;
    fprintf(out, "%-11s %s%s\n", gpu_arch_name(arch, false, name, sizeof name),
            have_ptxas && supported[k] ? "cubin" : "ptx only (no ptxas assembles it)", in_default ? ", default" : "");
  }
  for (int k = 0; k < NKNOWN; k++)
    fprintf(out, "%-11s ptx%s\n", gpu_arch_name(known_archs[k].arch, true, name, sizeof name),
            known_archs[k].arch == def.ptx_arch ? ", default" : "");
}

/* The .arrc_gpu.* sections of an ELF64 image: each image's name after the
 * prefix and its size. */
int gpu_targets_print_program(const char *path, FILE *out) {
  size_t size;
  unsigned char *data = slurp(path, &size);
  if (!data) {
    fprintf(stderr, "arrc: error: cannot read '%s': %s\n", path, errno ? strerror(errno) : "empty file");
    return 1;
  }
  const Elf64_Ehdr *eh = (const Elf64_Ehdr *)data;
  bool elf = size >= sizeof *eh && memcmp(eh->e_ident, ELFMAG, SELFMAG) == 0 && eh->e_ident[EI_CLASS] == ELFCLASS64 &&
             eh->e_shentsize == sizeof(Elf64_Shdr) && eh->e_shoff < size &&
             eh->e_shnum <= (size - eh->e_shoff) / sizeof(Elf64_Shdr) && eh->e_shstrndx < eh->e_shnum;
  const Elf64_Shdr *sh = elf ? (const Elf64_Shdr *)(data + eh->e_shoff) : NULL;
  elf = elf && sh[eh->e_shstrndx].sh_offset < size && sh[eh->e_shstrndx].sh_size <= size - sh[eh->e_shstrndx].sh_offset;
  if (!elf) {
    fprintf(stderr, "arrc: error: '%s' is not a program arrc compiled (an ELF64 executable)\n", path);
    free(data);
    return 1;
  }
  const char *names = (const char *)data + sh[eh->e_shstrndx].sh_offset;
  size_t names_size = sh[eh->e_shstrndx].sh_size;
  static const char prefix[] = ".arrc_gpu.";
  int found = 0;
  for (int k = 0; k < eh->e_shnum; k++) {
    if (sh[k].sh_name >= names_size || !memchr(names + sh[k].sh_name, 0, names_size - sh[k].sh_name))
      continue;
    const char *name = names + sh[k].sh_name;
    if (strncmp(name, prefix, sizeof prefix - 1) != 0)
      continue;
    name += sizeof prefix - 1;
    bool ptx = strncmp(name, "compute_", 8) == 0;
    fprintf(out, "%-11s %-5s %8llu bytes\n", name, ptx ? "ptx" : "cubin",
            (unsigned long long)(sh[k].sh_size - (ptx ? 1 : 0)));
    found++;
  }
  if (!found)
    fprintf(out, "# %s carries no GPU code\n", path);
  free(data);
  return 0;
}
