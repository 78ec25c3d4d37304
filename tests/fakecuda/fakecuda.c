/* fakecuda: the emulating CUDA driver (fakecuda.h says what it is for,
 * README.md here how to use it).
 *
 * Device memory is a range of the process's address space reserved at
 * cuInit and used for nothing else, so that every address can be told to
 * be a device address or not. Each allocation gets pages of its own, its
 * end at the end of its last page and a page of no access after it; freed
 * allocations are unmapped and never reused. So a host pointer passed as a
 * device pointer, a use after free and an access past the end are all
 * caught: by the checks of each call, and, for the accesses of running
 * kernels, by a SIGSEGV handler that names the kernel and the address.
 * Outside the calls that use it (copies, launches), device memory cannot be
 * accessed at all, so host code that reads or writes through a device
 * pointer faults too, as it does with a real GPU, and the handler says so.
 *
 * The emulated device is synchronous: a launch runs before cuLaunchKernel
 * returns, so streams and events only need to be valid handles, and an
 * event holds the host time at which it was recorded. */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "fakecuda.h"
#include "rt_gpu.h"

#define EXPORT __attribute__((visibility("default")))

/* ---- state ----------------------------------------------------------------- */

struct FakeContext {
  int refcount;  /* cuDevicePrimaryCtxRetain minus Release */
};

struct FakeModule {
  char *image;  /* a copy of the PTX text */
  PtxInfo ptx;
  bool loaded;
  struct FakeModule *next;
};

struct FakeFunction {
  CUmodule module;
  const PtxEntry *entry;
  int max_dynamic_shared;  /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES */
  const arrc_kernel *kernel;
  fakecuda_run_fn run;
  struct FakeFunction *next;
};

struct FakeStream {
  bool live;
  struct FakeStream *next;
};

struct FakeEvent {
  bool live, recorded;
  double time;
  struct FakeEvent *next;
};

typedef struct {
  char *user;       /* what cuMemAlloc returned */
  size_t size;      /* what it was asked for */
  char *map;        /* its pages */
  size_t map_bytes;
  bool live;
} Alloc;

/* 256 GiB of address space; the device reports 80 GiB of memory. */
#define REGION_BYTES ((size_t)256 << 30)
#define DEVICE_BYTES ((size_t)80 << 30)

static struct {
  pthread_mutex_t lock;
  bool initialized;
  struct FakeContext primary;
  bool primary_made;  /* retained at least once */
  /* FAKECUDA_DEVICES devices (default 1, at most FAKECUDA_MAX_DEVICES), all
   * sharing the one emulated memory and primary context; each device's
   * retains minus releases are counted, so that a release of a device
   * never retained is caught. */
  int devices;
  int retained[FAKECUDA_MAX_DEVICES];
  char *region, *next;
  size_t page, live_bytes;
  Alloc *allocs;  /* in address order, since addresses only grow */
  size_t nallocs, cap;
  struct FakeModule *modules;
  struct FakeFunction *functions;
  struct FakeStream *streams;
  struct FakeEvent *events;
  struct sigaction old_segv;
  const char *volatile running;  /* the kernel being run, for the SIGSEGV handler */
  char message[1024];
} emu = {.lock = PTHREAD_MUTEX_INITIALIZER};

static __thread CUcontext current;

/* ---- messages -------------------------------------------------------------- */

static CUresult violation(CUresult code, const char *call, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Every violation: "fakecuda: CALL: what" on standard error, kept for
 * fakecudaLastMessage, and the code the call returns. */
static CUresult violation(CUresult code, const char *call, const char *fmt, ...) {
  char what[900];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  snprintf(emu.message, sizeof emu.message, "%s: %s", call, what);
  fprintf(stderr, "fakecuda: %s\n", emu.message);
  return code;
}

/* The checks stricter than the real driver, which accepts these calls
 * (and the GPU then misbehaves, or wastes time): FAKECUDA_TOLERATE, a
 * comma-separated list of their names, makes each named one a warning, so
 * that a run can go past a known defect to the next. */
static bool tolerated(const char *check) {
  const char *list = getenv("FAKECUDA_TOLERATE");
  size_t n = strlen(check);
  for (const char *p = list; p && *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len == n && memcmp(p, check, n) == 0)
      return true;
    p = end ? end + 1 : p + len;
  }
  return false;
}

/* A violation of check `check` (one FAKECUDA_TOLERATE may name): the
 * error, or CUDA_SUCCESS after a warning when it is tolerated. */
static CUresult strict(const char *check, CUresult code, const char *call, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static CUresult strict(const char *check, CUresult code, const char *call, const char *fmt, ...) {
  char what[900];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (tolerated(check)) {
    fprintf(stderr, "fakecuda: warning (%s tolerated): %s: %s\n", check, call, what);
    return CUDA_SUCCESS;
  }
  return violation(code, call, "%s [check %s]", what, check);
}

EXPORT const char *fakecudaLastMessage(void) {
  return emu.message;
}

static const struct {
  CUresult code;
  const char *name, *text;
} errors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",
     "too many blocks in cooperative launch"},
    {CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED", "operation not supported"},
};

EXPORT CUresult cuGetErrorName(CUresult r, const char **s) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == r) {
      *s = errors[i].name;
      return CUDA_SUCCESS;
    }
  *s = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuGetErrorString(CUresult r, const char **s) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == r) {
      *s = errors[i].text;
      return CUDA_SUCCESS;
    }
  *s = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

/* ---- faults of running kernels ---------------------------------------------- */

static bool in_region(const void *p) {
  return emu.region && (const char *)p >= emu.region && (const char *)p < emu.region + REGION_BYTES;
}

/* The allocation whose pages hold p, or NULL (no locking: the SIGSEGV
 * handler calls it too, and allocations only move while no kernel runs). */
static Alloc *alloc_at(const void *p) {
  const char *c = p;
  size_t lo = 0, hi = emu.nallocs;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (emu.allocs[mid].map + emu.allocs[mid].map_bytes + emu.page <= c)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < emu.nallocs && emu.allocs[lo].map <= c)
    return &emu.allocs[lo];
  return NULL;
}

/* A write(2) of a message built with snprintf: both are safe enough in a
 * handler that ends the process. */
static void on_segv(int sig, siginfo_t *si, void *uc) {
  if (in_region(si->si_addr)) {
    char msg[600];
    char who[300] = "host code";
    if (emu.running)
      snprintf(who, sizeof who, "kernel '%.200s'", emu.running);
    Alloc *a = alloc_at(si->si_addr);
    const char *addr = si->si_addr;
    int n;
    if (!a)
      n = snprintf(msg, sizeof msg,
                   "fakecuda: %s: illegal address %p: no allocation there "
                   "(CUDA_ERROR_ILLEGAL_ADDRESS)\n",
                   who, si->si_addr);
    else if (!emu.running && a->live && addr >= a->user && addr < a->user + a->size)
      n = snprintf(msg, sizeof msg,
                   "fakecuda: host code touched device address %p (offset %td of the allocation of %zu bytes "
                   "at %p) outside any driver call: the host cannot dereference a device pointer\n",
                   si->si_addr, addr - a->user, a->size, (void *)a->user);
    else if (!a->live)
      n = snprintf(msg, sizeof msg,
                   "fakecuda: %s: illegal address %p: use after free of the allocation of %zu "
                   "bytes at %p (CUDA_ERROR_ILLEGAL_ADDRESS)\n",
                   who, si->si_addr, a->size, (void *)a->user);
    else
      n = snprintf(msg, sizeof msg,
                   "fakecuda: %s: illegal address %p: %td bytes past the end of the allocation of "
                   "%zu bytes at %p (CUDA_ERROR_ILLEGAL_ADDRESS)\n",
                   who, si->si_addr, addr - (a->user + a->size), a->size, (void *)a->user);
    if (n > 0 && write(2, msg, (size_t)n) < 0)
      _exit(134);
    signal(SIGABRT, SIG_DFL);
    abort();
  }
  /* Not ours: the handler that was there before (the runtime's). */
  if (emu.old_segv.sa_flags & SA_SIGINFO && emu.old_segv.sa_sigaction) {
    emu.old_segv.sa_sigaction(sig, si, uc);
  } else if (emu.old_segv.sa_handler != SIG_DFL && emu.old_segv.sa_handler != SIG_IGN) {
    emu.old_segv.sa_handler(sig);
  } else {
    signal(sig, SIG_DFL);
  }
}

/* ---- initialization, devices, contexts -------------------------------------- */

EXPORT CUresult cuInit(unsigned flags) {
  if (flags != 0)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuInit", "flags must be 0, not %u", flags);
  pthread_mutex_lock(&emu.lock);
  if (!emu.initialized) {
    emu.page = (size_t)sysconf(_SC_PAGESIZE);
    void *r = mmap(NULL, REGION_BYTES, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (r == MAP_FAILED) {
      pthread_mutex_unlock(&emu.lock);
      return violation(CUDA_ERROR_NO_DEVICE, "cuInit", "cannot reserve the emulated device memory");
    }
    emu.region = emu.next = r;
    const char *n = getenv("FAKECUDA_DEVICES");
    emu.devices = n && atoi(n) > 0 ? atoi(n) : 1;
    if (emu.devices > FAKECUDA_MAX_DEVICES)
      emu.devices = FAKECUDA_MAX_DEVICES;
    struct sigaction sa = {.sa_sigaction = on_segv, .sa_flags = SA_SIGINFO | SA_ONSTACK};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &emu.old_segv);
    emu.initialized = true;
  }
  pthread_mutex_unlock(&emu.lock);
  return CUDA_SUCCESS;
}

static CUresult need_init(const char *call) {
  if (!emu.initialized)
    return violation(CUDA_ERROR_NOT_INITIALIZED, call, "cuInit has not been called");
  return CUDA_SUCCESS;
}

/* Every call that works on the device needs a live context current on the
 * calling thread, as with the real driver. */
static CUresult need_context(const char *call) {
  CUresult r = need_init(call);
  if (r)
    return r;
  if (!current)
    return violation(CUDA_ERROR_INVALID_CONTEXT, call,
                     "no context is current on this thread (thread %lu; call cuCtxSetCurrent on it first)",
                     (unsigned long)pthread_self());
  if (current->refcount <= 0)
    return violation(CUDA_ERROR_INVALID_CONTEXT, call,
                     "the current context was released (cuDevicePrimaryCtxRelease)");
  return CUDA_SUCCESS;
}

static CUresult need_device(const char *call, CUdevice dev) {
  CUresult r = need_init(call);
  if (!r && (dev < 0 || dev >= emu.devices))
    r = violation(CUDA_ERROR_INVALID_DEVICE, call, "device %d does not exist (there are %d, FAKECUDA_DEVICES)", dev,
                  emu.devices);
  return r;
}

EXPORT CUresult cuDeviceGetCount(int *count) {
  CUresult r = need_init("cuDeviceGetCount");
  if (r)
    return r;
  if (!count)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuDeviceGetCount", "count is NULL");
  *count = emu.devices;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGet(CUdevice *dev, int ordinal) {
  CUresult r = need_device("cuDeviceGet", ordinal);
  if (r)
    return r;
  *dev = ordinal;
  return CUDA_SUCCESS;
}

/* The attributes the emulator answers, with an H100's values. */
static const struct {
  int attribute, value;
} attributes[] = {
    {1, FAKECUDA_MAX_THREADS}, /* MAX_THREADS_PER_BLOCK */
    {2, 1024},                 /* MAX_BLOCK_DIM_X */
    {3, 1024},                 /* MAX_BLOCK_DIM_Y */
    {4, 64},                   /* MAX_BLOCK_DIM_Z */
    {5, 2147483647},           /* MAX_GRID_DIM_X */
    {6, 65535},                /* MAX_GRID_DIM_Y */
    {7, 65535},                /* MAX_GRID_DIM_Z */
    {8, FAKECUDA_MAX_SHARED_DEFAULT}, /* MAX_SHARED_MEMORY_PER_BLOCK */
    {10, 32},                  /* WARP_SIZE */
    {16, FAKECUDA_MULTIPROCESSORS}, /* MULTIPROCESSOR_COUNT */
    {75, FAKECUDA_CC_MAJOR},   /* COMPUTE_CAPABILITY_MAJOR */
    {76, FAKECUDA_CC_MINOR},   /* COMPUTE_CAPABILITY_MINOR */
    {95, 1},                   /* COOPERATIVE_LAUNCH */
    {97, FAKECUDA_MAX_SHARED_OPTIN}, /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN */
};

EXPORT CUresult cuDeviceGetAttribute(int *value, int attribute, CUdevice dev) {
  CUresult r = need_device("cuDeviceGetAttribute", dev);
  if (r)
    return r;
  for (size_t i = 0; i < sizeof attributes / sizeof attributes[0]; i++)
    if (attributes[i].attribute == attribute) {
      *value = attributes[i].value;
      return CUDA_SUCCESS;
    }
  return violation(CUDA_ERROR_INVALID_VALUE, "cuDeviceGetAttribute",
                   "attribute %d is not one the emulator knows", attribute);
}

/* The memory an H100 SXM reports (80 GiB less what the driver keeps),
 * for `arrc --sysinfo`; the emulator's own address range is larger. */
#define FAKECUDA_TOTAL_MEM ((size_t)85520809984)

EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev) {
  CUresult r = need_device("cuDeviceTotalMem_v2", dev);
  if (r)
    return r;
  if (!bytes)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuDeviceTotalMem_v2", "bytes is NULL");
  *bytes = FAKECUDA_TOTAL_MEM;
  return CUDA_SUCCESS;
}

/* The CUDA version the emulated driver claims, as 1000 * major + 10 *
 * minor (12.8); it needs no cuInit, as the real one. */
EXPORT CUresult cuDriverGetVersion(int *version) {
  if (!version)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuDriverGetVersion", "version is NULL");
  *version = 12080;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetName(char *name, int len, CUdevice dev) {
  CUresult r = need_device("cuDeviceGetName", dev);
  if (r)
    return r;
  if (!name || len <= 0)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuDeviceGetName", "no room for the name (len %d)", len);
  /* Device 0 keeps the name tests compare; the others carry their number,
   * so that a test sees which device a program chose. */
  if (dev == 0)
    snprintf(name, (size_t)len, "fakecuda (emulated, compute capability %d.%d)", FAKECUDA_CC_MAJOR,
             FAKECUDA_CC_MINOR);
  else
    snprintf(name, (size_t)len, "fakecuda %d (emulated, compute capability %d.%d)", dev, FAKECUDA_CC_MAJOR,
             FAKECUDA_CC_MINOR);
  return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, CUdevice dev) {
  CUresult r = need_device("cuDevicePrimaryCtxRetain", dev);
  if (r)
    return r;
  pthread_mutex_lock(&emu.lock);
  emu.primary.refcount++;
  emu.retained[dev]++;
  emu.primary_made = true;
  pthread_mutex_unlock(&emu.lock);
  *ctx = &emu.primary;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev) {
  CUresult r = need_device("cuDevicePrimaryCtxRelease", dev);
  if (r)
    return r;
  if (emu.primary.refcount <= 0 || emu.retained[dev] <= 0)
    return violation(CUDA_ERROR_INVALID_CONTEXT, "cuDevicePrimaryCtxRelease",
                     "the primary context of device %d is not retained", dev);
  emu.primary.refcount--;
  emu.retained[dev]--;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSetCurrent(CUcontext ctx) {
  CUresult r = need_init("cuCtxSetCurrent");
  if (r)
    return r;
  if (ctx && (ctx != &emu.primary || ctx->refcount <= 0))
    return violation(CUDA_ERROR_INVALID_CONTEXT, "cuCtxSetCurrent", "%p is not a live context", (void *)ctx);
  current = ctx;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetCurrent(CUcontext *ctx) {
  CUresult r = need_init("cuCtxGetCurrent");
  if (r)
    return r;
  *ctx = current;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSynchronize(void) {
  return need_context("cuCtxSynchronize");
}

/* ---- memory ---------------------------------------------------------------------- */

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes) {
  CUresult r = need_context("cuMemAlloc");
  if (r)
    return r;
  if (!p)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuMemAlloc", "the result pointer is NULL");
  if (bytes == 0)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuMemAlloc", "0 bytes asked for");
  pthread_mutex_lock(&emu.lock);
  size_t rounded = (bytes + 255) / 256 * 256;
  size_t map_bytes = (bytes + emu.page - 1) / emu.page * emu.page;
  if (emu.live_bytes + map_bytes > DEVICE_BYTES ||
      (size_t)(emu.next - emu.region) + map_bytes + emu.page > REGION_BYTES) {
    pthread_mutex_unlock(&emu.lock);
    return violation(CUDA_ERROR_OUT_OF_MEMORY, "cuMemAlloc", "%zu bytes asked for, %zu in use of %zu", bytes,
                     emu.live_bytes, DEVICE_BYTES);
  }
  if (emu.nallocs == emu.cap) {
    emu.cap = emu.cap ? 2 * emu.cap : 256;
    emu.allocs = realloc(emu.allocs, emu.cap * sizeof *emu.allocs);
    if (!emu.allocs)
      abort();
  }
  char *map = emu.next;
  /* The end of the allocation at the end of its pages, 256-byte aligned
   * as cuMemAlloc's results are: a kernel's access past the end faults. */
  Alloc *a = &emu.allocs[emu.nallocs++];
  *a = (Alloc){.user = map + map_bytes - rounded, .size = bytes, .map = map, .map_bytes = map_bytes, .live = true};
  emu.next = map + map_bytes + emu.page;
  emu.live_bytes += map_bytes;
  *p = (CUdeviceptr)(uintptr_t)a->user;
  pthread_mutex_unlock(&emu.lock);
  return CUDA_SUCCESS;
}

/* Device memory is accessible only while the driver uses it: a copy opens
 * one allocation, a launch all the live ones. */
static void set_access(Alloc *a, bool open) {
  if (mprotect(a->map, a->map_bytes, open ? PROT_READ | PROT_WRITE : PROT_NONE) != 0) {
    fprintf(stderr, "fakecuda: mprotect of %zu bytes of device memory failed\n", a->map_bytes);
    abort();
  }
}

static void set_all_access(bool open) {
  for (size_t i = 0; i < emu.nallocs; i++)
    if (emu.allocs[i].live)
      set_access(&emu.allocs[i], open);
}

/* Whether [p, p + n) is device memory a call may use; a violation of the
 * call when not. */
static bool check_range(const char *call, const char *what, const char *p, size_t n, CUresult *r) {
  if (!in_region(p)) {
    *r = violation(CUDA_ERROR_INVALID_VALUE, call,
                   "%s %p is not a device address (a host pointer?): it is outside the device memory", what,
                   (const void *)p);
    return false;
  }
  Alloc *a = alloc_at(p);
  if (!a || p < a->user) {
    *r = violation(CUDA_ERROR_INVALID_VALUE, call, "%s %p is in no allocation", what, (const void *)p);
    return false;
  }
  if (!a->live) {
    *r = violation(CUDA_ERROR_INVALID_VALUE, call,
                   "%s %p: use after free (it was in the allocation of %zu bytes at %p, freed by cuMemFree)",
                   what, (const void *)p, a->size, (void *)a->user);
    return false;
  }
  size_t off = (size_t)(p - a->user);
  if (off + n > a->size || off + n < off) {
    *r = violation(CUDA_ERROR_INVALID_VALUE, call,
                   "%s %p: %zu bytes at offset %zu overrun the allocation of %zu bytes at %p", what,
                   (const void *)p, n, off, a->size, (void *)a->user);
    return false;
  }
  return true;
}

static bool check_host(const char *call, const char *what, const void *p, size_t n, CUresult *r) {
  if (!p && n) {
    *r = violation(CUDA_ERROR_INVALID_VALUE, call, "%s is NULL", what);
    return false;
  }
  if (in_region(p)) {
    *r = violation(CUDA_ERROR_INVALID_VALUE, call, "%s %p is a device address, where a host pointer belongs",
                   what, p);
    return false;
  }
  return true;
}

EXPORT CUresult cuMemFree_v2(CUdeviceptr dp) {
  CUresult r = need_context("cuMemFree");
  if (r)
    return r;
  char *p = (char *)(uintptr_t)dp;
  if (!p)
    return CUDA_SUCCESS;
  pthread_mutex_lock(&emu.lock);
  Alloc *a = in_region(p) ? alloc_at(p) : NULL;
  if (!a || a->user != p)
    r = violation(CUDA_ERROR_INVALID_VALUE, "cuMemFree", "%p is not an address cuMemAlloc returned", (void *)p);
  else if (!a->live)
    r = violation(CUDA_ERROR_INVALID_VALUE, "cuMemFree", "%p was freed already (double free of %zu bytes)",
                  (void *)p, a->size);
  else {
    /* The pages go back to the system and stay unusable. */
    mmap(a->map, a->map_bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
    a->live = false;
    emu.live_bytes -= a->map_bytes;
  }
  pthread_mutex_unlock(&emu.lock);
  return r;
}

EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t bytes) {
  CUresult r = need_context("cuMemcpyHtoD");
  if (r)
    return r;
  char *d = (char *)(uintptr_t)dst;
  if (!check_range("cuMemcpyHtoD", "destination", d, bytes, &r) ||
      !check_host("cuMemcpyHtoD", "source", src, bytes, &r))
    return r;
  Alloc *a = alloc_at(d);
  set_access(a, true);
  memcpy(d, src, bytes);
  set_access(a, false);
  return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t bytes) {
  CUresult r = need_context("cuMemcpyDtoH");
  if (r)
    return r;
  const char *s = (const char *)(uintptr_t)src;
  if (!check_range("cuMemcpyDtoH", "source", s, bytes, &r) ||
      !check_host("cuMemcpyDtoH", "destination", dst, bytes, &r))
    return r;
  Alloc *a = alloc_at(s);
  set_access(a, true);
  memcpy(dst, s, bytes);
  set_access(a, false);
  return CUDA_SUCCESS;
}

EXPORT CUresult cuMemsetD8_v2(CUdeviceptr dst, unsigned char value, size_t n) {
  CUresult r = need_context("cuMemsetD8");
  if (r)
    return r;
  char *d = (char *)(uintptr_t)dst;
  if (!check_range("cuMemsetD8", "destination", d, n, &r))
    return r;
  Alloc *a = alloc_at(d);
  set_access(a, true);
  memset(d, value, n);
  set_access(a, false);
  return CUDA_SUCCESS;
}

/* ---- modules and functions --------------------------------------------------------- */

static CUresult load(const char *call, CUmodule *module, const void *image, char *log, size_t log_cap) {
  CUresult r = need_context(call);
  if (r)
    return r;
  if (!module || !image)
    return violation(CUDA_ERROR_INVALID_VALUE, call, "%s is NULL", module ? "the image" : "the module pointer");
  if (memcmp(image, "\177ELF", 4) == 0)
    return violation(CUDA_ERROR_INVALID_IMAGE, call, "a cubin: the emulator runs PTX only");
  const char *text = image;
  pthread_mutex_lock(&emu.lock);
  for (CUmodule m = emu.modules; m; m = m->next)
    if (m->loaded && strcmp(m->image, text) == 0) {
      pthread_mutex_unlock(&emu.lock);
      CUresult r2 = strict("module-reload", CUDA_ERROR_INVALID_VALUE, call,
                       "this PTX image (%zu bytes, %d entries, the first '%s') is loaded already, as module "
                       "%p: load each module once and get all its functions from it",
                       strlen(text), m->ptx.nentries, m->ptx.nentries ? m->ptx.entries[0].name : "",
                       (void *)m);
      if (r2)
        return r2;
      pthread_mutex_lock(&emu.lock);
      break;
    }
  pthread_mutex_unlock(&emu.lock);
  CUmodule m = calloc(1, sizeof *m);
  char err[512];
  if (!m || !(m->image = strdup(text)))
    abort();
  if (!ptx_read(text, &m->ptx, err, sizeof err)) {
    if (log && log_cap)
      snprintf(log, log_cap, "fakecuda: %s", err);
    free(m->image);
    free(m);
    return violation(CUDA_ERROR_INVALID_PTX, call, "%s", err);
  }
  if (m->ptx.arch > FAKECUDA_CC_MAJOR * 10 + FAKECUDA_CC_MINOR) {
    int arch = m->ptx.arch;
    ptx_free(&m->ptx);
    free(m->image);
    free(m);
    return violation(CUDA_ERROR_INVALID_PTX, call, "the PTX targets sm_%d, newer than the device's sm_%d%d", arch,
                     FAKECUDA_CC_MAJOR, FAKECUDA_CC_MINOR);
  }
  for (int i = 0; i < m->ptx.nentries; i++)
    if (m->ptx.entries[i].static_shared > FAKECUDA_MAX_SHARED_DEFAULT) {
      char name[256];
      int64_t bytes = m->ptx.entries[i].static_shared;
      snprintf(name, sizeof name, "%s", m->ptx.entries[i].name);
      ptx_free(&m->ptx);
      free(m->image);
      free(m);
      return violation(CUDA_ERROR_INVALID_PTX, call,
                       ".entry %s uses %lld bytes of static shared memory, more than the limit of %d", name,
                       (long long)bytes, FAKECUDA_MAX_SHARED_DEFAULT);
    }
  m->loaded = true;
  pthread_mutex_lock(&emu.lock);
  m->next = emu.modules;
  emu.modules = m;
  pthread_mutex_unlock(&emu.lock);
  *module = m;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  return load("cuModuleLoadData", module, image, NULL, 0);
}

/* The JIT options the runtime passes: the log buffers and their sizes. */
enum { JIT_INFO_LOG = 3, JIT_INFO_LOG_SIZE = 4, JIT_ERROR_LOG = 5, JIT_ERROR_LOG_SIZE = 6 };

EXPORT CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned n, int *options, void **values) {
  char *error_log = NULL;
  size_t error_cap = 0;
  if (n && (!options || !values))
    return violation(CUDA_ERROR_INVALID_VALUE, "cuModuleLoadDataEx", "%u options but no option arrays", n);
  for (unsigned i = 0; i < n; i++)
    switch (options[i]) {
    case JIT_INFO_LOG:
      if (values[i])
        ((char *)values[i])[0] = '\0';
      break;
    case JIT_ERROR_LOG:
      error_log = values[i];
      if (error_log)
        error_log[0] = '\0';
      break;
    case JIT_ERROR_LOG_SIZE:
      error_cap = (size_t)(uintptr_t)values[i];
      break;
    case JIT_INFO_LOG_SIZE:
      break;
    default:
      return violation(CUDA_ERROR_INVALID_VALUE, "cuModuleLoadDataEx", "option %d is not one the emulator knows",
                       options[i]);
    }
  return load("cuModuleLoadDataEx", module, image, error_log, error_log ? error_cap : 0);
}

static bool live_module(CUmodule m) {
  for (CUmodule k = emu.modules; k; k = k->next)
    if (k == m)
      return k->loaded;
  return false;
}

EXPORT CUresult cuModuleGetFunction(CUfunction *function, CUmodule module, const char *name) {
  CUresult r = need_context("cuModuleGetFunction");
  if (r)
    return r;
  pthread_mutex_lock(&emu.lock);
  if (!live_module(module))
    r = violation(CUDA_ERROR_INVALID_HANDLE, "cuModuleGetFunction", "%p is not a loaded module", (void *)module);
  const PtxEntry *e = NULL;
  for (int i = 0; !r && i < module->ptx.nentries; i++)
    if (strcmp(module->ptx.entries[i].name, name) == 0)
      e = &module->ptx.entries[i];
  if (!r && !e)
    r = violation(CUDA_ERROR_NOT_FOUND, "cuModuleGetFunction", "the module has no .entry '%s'", name);
  if (!r) {
    CUfunction f = NULL;
    for (CUfunction g = emu.functions; g && !f; g = g->next)
      if (g->module == module && g->entry == e)
        f = g;
    if (!f) {
      if (!(f = calloc(1, sizeof *f)))
        abort();
      f->module = module;
      f->entry = e;
      f->max_dynamic_shared = FAKECUDA_MAX_SHARED_DEFAULT - (int)e->static_shared;
      f->next = emu.functions;
      emu.functions = f;
    }
    *function = f;
  }
  pthread_mutex_unlock(&emu.lock);
  return r;
}

EXPORT CUresult cuModuleUnload(CUmodule module) {
  CUresult r = need_context("cuModuleUnload");
  if (r)
    return r;
  pthread_mutex_lock(&emu.lock);
  if (!live_module(module))
    r = violation(CUDA_ERROR_INVALID_HANDLE, "cuModuleUnload", "%p is not a loaded module", (void *)module);
  else
    module->loaded = false;
  pthread_mutex_unlock(&emu.lock);
  return r;
}

/* A function handle of a module still loaded, or a violation. */
static CUresult need_function(const char *call, CUfunction f) {
  for (CUfunction g = emu.functions; g; g = g->next)
    if (g == f) {
      if (!f->module->loaded)
        return violation(CUDA_ERROR_INVALID_HANDLE, call, "the module of function '%s' was unloaded",
                         f->entry->name);
      return CUDA_SUCCESS;
    }
  return violation(CUDA_ERROR_INVALID_HANDLE, call, "%p is not a function handle", (void *)f);
}

EXPORT CUresult cuFuncSetAttribute(CUfunction f, int attribute, int value) {
  CUresult r = need_context("cuFuncSetAttribute");
  if (!r)
    r = need_function("cuFuncSetAttribute", f);
  if (r)
    return r;
  if (attribute != CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuFuncSetAttribute", "attribute %d is not one the emulator knows",
                     attribute);
  int64_t limit = FAKECUDA_MAX_SHARED_OPTIN - f->entry->static_shared;
  if (value < 0 || value > limit)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuFuncSetAttribute",
                     "MAX_DYNAMIC_SHARED_SIZE_BYTES %d for '%s': it must be between 0 and %lld (%d bytes less "
                     "the %lld static)",
                     value, f->entry->name, (long long)limit, FAKECUDA_MAX_SHARED_OPTIN,
                     (long long)f->entry->static_shared);
  f->max_dynamic_shared = value;
  return CUDA_SUCCESS;
}

EXPORT CUresult fakecudaRegisterKernel(CUfunction f, const void *kernel, fakecuda_run_fn run) {
  CUresult r = need_function("fakecudaRegisterKernel", f);
  if (r)
    return r;
  f->kernel = kernel;
  f->run = run;
  return CUDA_SUCCESS;
}

/* ---- streams and events -------------------------------------------------------------- */

static CUresult need_stream(const char *call, CUstream s) {
  if (!s)
    return CUDA_SUCCESS; /* the default stream */
  for (CUstream k = emu.streams; k; k = k->next)
    if (k == s)
      return k->live ? CUDA_SUCCESS
                     : violation(CUDA_ERROR_INVALID_HANDLE, call, "stream %p was destroyed", (void *)s);
  return violation(CUDA_ERROR_INVALID_HANDLE, call, "%p is not a stream", (void *)s);
}

static CUresult need_event(const char *call, CUevent e) {
  for (CUevent k = emu.events; k; k = k->next)
    if (k == e)
      return k->live ? CUDA_SUCCESS
                     : violation(CUDA_ERROR_INVALID_HANDLE, call, "event %p was destroyed", (void *)e);
  return violation(CUDA_ERROR_INVALID_HANDLE, call, "%p is not an event", (void *)e);
}

EXPORT CUresult cuStreamCreate(CUstream *stream, unsigned flags) {
  CUresult r = need_context("cuStreamCreate");
  if (r)
    return r;
  if (flags > 1)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuStreamCreate", "flags %u", flags);
  CUstream s = calloc(1, sizeof *s);
  if (!s)
    abort();
  pthread_mutex_lock(&emu.lock);
  s->live = true;
  s->next = emu.streams;
  emu.streams = s;
  pthread_mutex_unlock(&emu.lock);
  *stream = s;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamSynchronize(CUstream stream) {
  CUresult r = need_context("cuStreamSynchronize");
  return r ? r : need_stream("cuStreamSynchronize", stream);
}

EXPORT CUresult cuStreamDestroy_v2(CUstream stream) {
  CUresult r = need_context("cuStreamDestroy");
  if (!r && !stream)
    r = violation(CUDA_ERROR_INVALID_HANDLE, "cuStreamDestroy", "the default stream cannot be destroyed");
  if (!r)
    r = need_stream("cuStreamDestroy", stream);
  if (!r)
    stream->live = false;
  return r;
}

EXPORT CUresult cuEventCreate(CUevent *event, unsigned flags) {
  CUresult r = need_context("cuEventCreate");
  if (r)
    return r;
  CUevent e = calloc(1, sizeof *e);
  if (!e)
    abort();
  (void)flags;
  pthread_mutex_lock(&emu.lock);
  e->live = true;
  e->next = emu.events;
  emu.events = e;
  pthread_mutex_unlock(&emu.lock);
  *event = e;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuEventRecord(CUevent event, CUstream stream) {
  CUresult r = need_context("cuEventRecord");
  if (!r)
    r = need_event("cuEventRecord", event);
  if (!r)
    r = need_stream("cuEventRecord", stream);
  if (r)
    return r;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  event->recorded = true;
  event->time = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
  return CUDA_SUCCESS;
}

EXPORT CUresult cuEventSynchronize(CUevent event) {
  CUresult r = need_context("cuEventSynchronize");
  return r ? r : need_event("cuEventSynchronize", event);
}

EXPORT CUresult cuEventElapsedTime_v2(float *ms, CUevent start, CUevent end) {
  CUresult r = need_context("cuEventElapsedTime");
  if (!r)
    r = need_event("cuEventElapsedTime", start);
  if (!r)
    r = need_event("cuEventElapsedTime", end);
  if (r)
    return r;
  if (!start->recorded || !end->recorded)
    return violation(CUDA_ERROR_INVALID_HANDLE, "cuEventElapsedTime", "the %s event was never recorded",
                     start->recorded ? "end" : "start");
  *ms = (float)((end->time - start->time) * 1e3);
  return CUDA_SUCCESS;
}

EXPORT CUresult cuEventElapsedTime(float *ms, CUevent start, CUevent end) {
  return cuEventElapsedTime_v2(ms, start, end);
}

EXPORT CUresult cuEventDestroy_v2(CUevent event) {
  CUresult r = need_context("cuEventDestroy");
  if (!r)
    r = need_event("cuEventDestroy", event);
  if (!r)
    event->live = false;
  return r;
}

/* ---- launches ------------------------------------------------------------------------ */

/* Whether p is in a readable mapping of the process other than the
 * device memory: a host address, which a kernel cannot read. Mappings of
 * 64 GiB or more are reservations, not data (AddressSanitizer's shadow
 * memory spans terabytes of low addresses that pairs of small int32 could
 * spell). /proc/self/maps is read only for a value that looks like an
 * address, which numbers rarely do (doubles' bit patterns lie above the
 * user address space). */
static bool host_mapped(uintptr_t p) {
  if (p < 0x10000 || p >= ((uintptr_t)1 << 47) || in_region((const void *)p))
    return false;
  FILE *f = fopen("/proc/self/maps", "r");
  if (!f)
    return false;
  unsigned long lo, hi;
  char perms[8];
  bool found = false;
  char line[512];
  while (!found && fgets(line, sizeof line, f))
    if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) == 3 && p >= lo && p < hi && perms[0] == 'r' &&
        hi - lo < (64UL << 30))
      found = true;
  fclose(f);
  return found;
}

/* The bytes [first, last] an array's elements span from its data pointer
 * (strides may be negative or zero). */
static void extent(const arrc_array *h, int64_t *first, int64_t *last) {
  *first = 0;
  *last = h->itemsize - 1;
  for (int32_t d = 0; d < h->ndim; d++) {
    int64_t reach = (ARRC_SHAPE(h)[d] - 1) * ARRC_STRIDES(h)[d];
    if (reach < 0)
      *first += reach;
    else
      *last += reach;
  }
}

/* An array parameter: a device address of an array header in a live
 * allocation, whose elements are in one live allocation too. */
/* An array parameter: p is its header, in device memory (ARRC_PARAM_ARRAY),
 * or in kernelParams, size bytes (ARRC_PARAM_ARRAY_VALUE, size > 0). */
static CUresult check_array_param(const char *kernel, int i, const char *p, int size) {
  CUresult r;
  char what[300];
  snprintf(what, sizeof what, "kernel '%.200s' parameter %d (an array's %s header)", kernel, i,
           size ? "by-value" : "device");
  if (!size && !check_range("cuLaunchKernel", what, p, sizeof(arrc_array), &r))
    return r;
  const arrc_array *h = (const arrc_array *)p;
  if (h->ndim < 0 || h->ndim > 32) /* ARRC_MAX_NDIM of rt_core.h */
    return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel", "%s at %p: ndim %d is not an array header's",
                     what, (const void *)p, (int)h->ndim);
  size_t bytes = sizeof(arrc_array) + 2 * (size_t)h->ndim * sizeof(int64_t);
  if (size && (size_t)size != bytes)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                     "%s: %d bytes, but the header of a %d-d array has %zu", what, size, (int)h->ndim, bytes);
  if (!size && !check_range("cuLaunchKernel", what, p, bytes, &r))
    return r;
  if (h->size == 0)
    return CUDA_SUCCESS;
  int64_t first, last;
  extent(h, &first, &last);
  snprintf(what, sizeof what, "kernel '%.200s' parameter %d: the elements of the %d-d array of %lld items", kernel, i,
           (int)h->ndim, (long long)h->size);
  if (!check_range("cuLaunchKernel", what, h->data + first, (size_t)(last - first + 1), &r))
    return r;
  return CUDA_SUCCESS;
}

/* A parameter passed by value: any 8-byte word of it that is an address
 * must be device memory, live. */
static CUresult check_value_param(const char *kernel, int i, const char *value, int size) {
  for (int off = 0; off + 8 <= size; off += 8) {
    uintptr_t w;
    memcpy(&w, value + off, sizeof w);
    CUresult r;
    char what[300];
    snprintf(what, sizeof what, "kernel '%.200s' parameter %d (bytes %d-%d)", kernel, i, off, off + 7);
    if (in_region((const void *)w)) {
      if (!check_range("cuLaunchKernel", what, (const char *)w, 1, &r))
        return r;
    } else if (host_mapped(w) &&
               (r = strict("host-address-value", CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                           "%s holds the host address %p: the device cannot read host memory", what,
                           (void *)w))) {
      return r;
    }
  }
  return CUDA_SUCCESS;
}

static CUresult check_params(CUfunction f, void **params, void **extra) {
  const PtxEntry *e = f->entry;
  const arrc_kernel *k = f->kernel;
  if (extra)
    return violation(CUDA_ERROR_NOT_SUPPORTED, "cuLaunchKernel",
                     "kernel '%s': the emulator takes kernelParams, not extra", e->name);
  if (e->nparams > 0 && !params)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                     "kernel '%s' has %d parameters, but kernelParams is NULL", e->name, e->nparams);
  /* A parameter without a value (None) has no .param and no entry in
   * kernelParams; entry i of kernelParams is record parameter slot[i]. */
  int valued = 0;
  for (int j = 0; k && j < k->nparams; j++)
    valued += k->param_kind[j] != ARRC_PARAM_NONE;
  if (k && valued != e->nparams)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                     "kernel '%s': kernelParams has %d entries (the parameters of its arrc_kernel record that "
                     "have a value), but its .entry has %d .params, so the driver reads parameters from the "
                     "wrong entries",
                     e->name, valued, e->nparams);
  int64_t offset = 0;
  for (int i = 0, j = 0; i < e->nparams; i++, j++) {
    while (k && k->param_kind[j] == ARRC_PARAM_NONE)
      j++;
    const PtxParam *p = &e->params[i];
    if (!params[i])
      return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                       "kernel '%s': kernelParams[%d] is NULL, where the %d bytes of .param %s belong", e->name, i,
                       p->size, p->name);
    CUresult r;
    if ((uintptr_t)params[i] % (uintptr_t)p->align &&
        (r = strict("param-alignment", CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                    "kernel '%s': kernelParams[%d] = %p is not aligned to %d bytes, as .param %s is", e->name, i,
                    params[i], p->align, p->name)))
      return r;
    if (k && k->param_size[j] != p->size)
      return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                       "kernel '%s': kernelParams[%d] holds %d bytes, but .param %s has %d", e->name, i,
                       (int)k->param_size[j], p->name, p->size);
    offset = (offset + p->align - 1) / p->align * p->align + p->size;
    if (k && k->param_kind[j] == ARRC_PARAM_ARRAY) {
      const char *h;
      memcpy(&h, params[i], sizeof h);
      r = check_array_param(e->name, i, h, 0);
    } else if (k && k->param_kind[j] == ARRC_PARAM_ARRAY_VALUE) {
      r = check_array_param(e->name, i, params[i], p->size);
    } else {
      r = check_value_param(e->name, i, params[i], p->size);
    }
    if (r)
      return r;
  }
  if (offset > 32764)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                     "kernel '%s': %lld bytes of parameters, more than the limit of 32764", e->name,
                     (long long)offset);
  return CUDA_SUCCESS;
}

/* One array of a launch: its elements' bytes [first, last], and whether
 * it is a parameter the kernel's record says it only reads. */
typedef struct {
  const char *first, *last;
  bool readonly;
  int param;
} ArraySpan;

/* The arrays of a launch checked by check_params: the parameters' and
 * those inside tuple parameters; empty arrays have no bytes and are left
 * out. Returns how many went into spans (at most cap). */
static int array_spans(const arrc_kernel *k, void **params, ArraySpan *spans, int cap) {
  int n = 0;
  const int32_t *tuple = k->tuple_arrays;
  for (int i = 0, j = 0; j < k->nparams; j++) {
    int kind = k->param_kind[j];
    if (kind == ARRC_PARAM_NONE)
      continue;
    const void *value = params[i++];
    const arrc_array *one = NULL;
    int inside = 0;
    if (kind == ARRC_PARAM_ARRAY)
      memcpy(&one, value, sizeof one);
    else if (kind == ARRC_PARAM_ARRAY_VALUE)
      one = value;
    else if (kind == ARRC_PARAM_TUPLE && tuple)
      inside = *tuple++;
    for (int t = -1; t < inside && n < cap; t++) {
      const arrc_array *h = one;
      if (t >= 0)
        memcpy(&h, (const char *)value + *tuple++, sizeof h);
      if (!h || h->size == 0)
        continue;
      int64_t first, last;
      extent(h, &first, &last);
      spans[n++] = (ArraySpan){h->data + first, h->data + last,
                               t < 0 && j < 64 && (k->readonly_params >> j & 1), j};
    }
  }
  return n;
}

/* A kernel's _nc entry loads the elements of the arrays it only reads
 * through the non-coherent cache, which is right only while nothing writes
 * them: no other array of the launch that it may write overlaps them. */
static CUresult check_nc_launch(CUfunction f, void **params) {
  const arrc_kernel *k = f->kernel;
  if (!k || !k->nc_name || strcmp(f->entry->name, k->nc_name) != 0)
    return CUDA_SUCCESS;
  enum { MAX_SPANS = 256 };
  ArraySpan spans[MAX_SPANS];
  int n = array_spans(k, params, spans, MAX_SPANS);
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      if (spans[a].readonly && !spans[b].readonly && spans[a].first <= spans[b].last &&
          spans[b].first <= spans[a].last)
        return violation(CUDA_ERROR_INVALID_VALUE, "cuLaunchKernel",
                         "kernel '%s' reads parameter %d through the non-coherent cache, but its elements "
                         "overlap those of parameter %d, which it may write",
                         f->entry->name, spans[a].param, spans[b].param);
  return CUDA_SUCCESS;
}

static CUresult run(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                    unsigned shared_bytes, void **params);

/* The blocks of f with block_size threads and dynamic_shared bytes that
 * one multiprocessor of the emulated H100 holds: at most 32 blocks and
 * 2048 threads (whole warps), and 228 KiB of shared memory, of which each
 * block also takes 1 KiB for the system. Registers are not counted. */
static int blocks_per_multiprocessor(CUfunction f, int block_size, size_t dynamic_shared) {
  int warps = (block_size + 31) / 32;
  int by_threads = FAKECUDA_THREADS_PER_SM / (warps * 32);
  int64_t per_block = f->entry->static_shared + (int64_t)dynamic_shared + 1024;
  int64_t by_shared = FAKECUDA_SHARED_PER_SM / per_block;
  int n = by_threads < FAKECUDA_BLOCKS_PER_SM ? by_threads : FAKECUDA_BLOCKS_PER_SM;
  return by_shared < n ? (int)by_shared : n;
}

EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, CUfunction f, int block_size,
                                                            size_t dynamic_shared) {
  CUresult r = need_context("cuOccupancyMaxActiveBlocksPerMultiprocessor");
  if (!r)
    r = need_function("cuOccupancyMaxActiveBlocksPerMultiprocessor", f);
  if (r)
    return r;
  if (!blocks || block_size < 1 || block_size > FAKECUDA_MAX_THREADS)
    return violation(CUDA_ERROR_INVALID_VALUE, "cuOccupancyMaxActiveBlocksPerMultiprocessor",
                     "kernel '%s': block size %d is not between 1 and %d", f->entry->name, block_size,
                     FAKECUDA_MAX_THREADS);
  *blocks = blocks_per_multiprocessor(f, block_size, dynamic_shared);
  return CUDA_SUCCESS;
}

/* cuLaunchKernel and cuLaunchCooperativeKernel: the same checks, and for
 * a cooperative launch a grid the multiprocessors hold at once; a kernel
 * that calls grid.sync() launched otherwise is refused (grid-sync-launch):
 * on a GPU its blocks would wait for blocks that may never start. */
static CUresult launch(const char *call, bool cooperative, CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                       unsigned bx, unsigned by, unsigned bz, unsigned shared_bytes, CUstream stream,
                       void **params, void **extra) {
  CUresult r = need_context(call);
  if (!r)
    r = need_function(call, f);
  if (!r)
    r = need_stream(call, stream);
  if (r)
    return r;
  const char *name = f->entry->name;
  if (!gx || !gy || !gz || !bx || !by || !bz)
    return violation(CUDA_ERROR_INVALID_VALUE, call,
                     "kernel '%s': grid (%u, %u, %u) and block (%u, %u, %u): every dimension must be at least 1",
                     name, gx, gy, gz, bx, by, bz);
  if (bx > 1024 || by > 1024 || bz > 64)
    return violation(CUDA_ERROR_INVALID_VALUE, call,
                     "kernel '%s': block (%u, %u, %u) is larger than the device's (1024, 1024, 64)", name, bx, by,
                     bz);
  unsigned long long threads = (unsigned long long)bx * by * bz;
  if (threads > FAKECUDA_MAX_THREADS)
    return violation(CUDA_ERROR_INVALID_VALUE, call,
                     "kernel '%s': block (%u, %u, %u) has %llu threads, more than the device's %d per block", name,
                     bx, by, bz, threads, FAKECUDA_MAX_THREADS);
  if (gx > 2147483647u || gy > 65535 || gz > 65535)
    return violation(CUDA_ERROR_INVALID_VALUE, call,
                     "kernel '%s': grid (%u, %u, %u) is larger than the device's (2147483647, 65535, 65535)", name,
                     gx, gy, gz);
  int64_t stat = f->entry->static_shared;
  if ((int64_t)shared_bytes > f->max_dynamic_shared)
    return violation(CUDA_ERROR_INVALID_VALUE, call,
                     "kernel '%s': %u bytes of dynamic shared memory (+ %lld static = %lld), more than the %d "
                     "allowed%s",
                     name, shared_bytes, (long long)stat, (long long)(stat + shared_bytes), f->max_dynamic_shared,
                     f->max_dynamic_shared + stat <= FAKECUDA_MAX_SHARED_DEFAULT
                         ? " (48 KiB less the static; cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES) raises "
                           "it up to 227 KiB)"
                         : " by cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
  if (shared_bytes > 0 && !f->entry->dynamic_shared &&
      (r = strict("unused-dynamic-shared", CUDA_ERROR_INVALID_VALUE, call,
                     "kernel '%s': %u bytes of dynamic shared memory given, but the kernel declares no .extern "
                     ".shared array to hold them",
                  name, shared_bytes)))
    return r;
  if (cooperative) {
    unsigned long long blocks = (unsigned long long)gx * gy * gz;
    unsigned long long most = (unsigned long long)blocks_per_multiprocessor(f, (int)threads, shared_bytes) *
                              FAKECUDA_MULTIPROCESSORS;
    if (blocks > most)
      return violation(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, call,
                       "kernel '%s': a cooperative grid of %llu blocks of %llu threads, more than the %llu the "
                       "device holds at once",
                       name, blocks, threads, most);
  } else if (f->kernel && (f->kernel->uses_barrier & ARRC_KERNEL_GRID_SYNC) &&
             (r = strict("grid-sync-launch", CUDA_ERROR_INVALID_VALUE, call,
                         "kernel '%s' calls grid.sync() but was not launched with cuLaunchCooperativeKernel",
                         name))) {
    return r;
  }
  /* The checks read array headers in device memory, and the kernel runs
   * on it. */
  set_all_access(true);
  r = check_params(f, params, extra);
  if (!r)
    r = check_nc_launch(f, params);
  if (!r)
    r = run(f, gx, gy, gz, bx, by, bz, shared_bytes, params);
  set_all_access(false);
  return r;
}


EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                               unsigned bz, unsigned shared_bytes, CUstream stream, void **params,
                               void **extra) {
  return launch("cuLaunchKernel", false, f, gx, gy, gz, bx, by, bz, shared_bytes, stream, params, extra);
}

EXPORT CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                          unsigned by, unsigned bz, unsigned shared_bytes, CUstream stream,
                                          void **params) {
  return launch("cuLaunchCooperativeKernel", true, f, gx, gy, gz, bx, by, bz, shared_bytes, stream, params, NULL);
}

static CUresult run(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                    unsigned shared_bytes, void **params) {
  const char *name = f->entry->name;
  if (!f->run || !f->kernel)
    return violation(CUDA_ERROR_NOT_SUPPORTED, "cuLaunchKernel",
                     "kernel '%s' was checked but cannot run: no CPU twin was registered "
                     "(fakecudaRegisterKernel)",
                     name);
  if (!f->kernel->cpu)
    return violation(CUDA_ERROR_NOT_SUPPORTED, "cuLaunchKernel",
                     "kernel '%s' was checked but cannot run: its arrc_kernel record has no CPU twin "
                     "(the kernels of cuda ufuncs are compiled for the GPU only)",
                     name);
  /* The CPU twin takes a slot for every parameter, None ones too; an
   * array's slot points to its header's address, which for a header
   * passed by value is its kernelParams entry. */
  const arrc_kernel *k = f->kernel;
  void **slots = calloc((size_t)k->nparams + 1, sizeof *slots);
  void **headers = calloc((size_t)k->nparams + 1, sizeof *headers);
  if (!slots || !headers) {
    free(slots);
    free(headers);
    return violation(CUDA_ERROR_OUT_OF_MEMORY, "cuLaunchKernel", "no memory for the parameters of '%s'", name);
  }
  for (int j = 0, i = 0; j < k->nparams; j++) {
    if (k->param_kind[j] == ARRC_PARAM_ARRAY_VALUE) {
      headers[j] = params[i++];
      slots[j] = &headers[j];
    } else if (k->param_kind[j] != ARRC_PARAM_NONE) {
      slots[j] = params[i++];
    }
  }
  int64_t grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
  emu.running = name;
  f->run(k, grid, block, shared_bytes, slots);
  emu.running = NULL;
  free(slots);
  free(headers);
  return CUDA_SUCCESS;
}
