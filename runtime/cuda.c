/* GPU code on the GPU (LANGUAGE.md §7.3–§7.4, §11): the CUDA driver API
 * loaded at run time, device memory, launches, streams and events. Launches
 * and copies report to the ARRC_PROFILE table (profile.c).
 *
 * Programs must run on machines with no GPU and no CUDA installed, so the
 * driver is opened with dlopen("libcuda.so.1") at the first GPU operation
 * and nothing here needs cuda.h: the few types and constants used are
 * declared below with names of their own. The driver's functions are
 * looked up by their versioned names (cuMemAlloc_v2 and the like), which
 * are what cuda.h maps the plain names to (TOOLCHAIN.md §7 item 16). Every
 * call is checked; a failure is a CudaError naming the call, the driver's
 * error name and its description.
 *
 * Where GPU code runs is decided once, by ARRC_DEVICE: "auto" (or unset)
 * uses the first GPU when the driver loads and finds one, else the CPU;
 * "cpu" always uses the CPU; "gpu" uses the GPU, and when there is none
 * every GPU operation is a CudaError saying why (cuda.is_available() just
 * answers false). On the CPU path device arrays are ordinary host arrays
 * and events hold host times, so programs give the same results either
 * way.
 *
 * Launches are synchronous, and so are copies, also when a stream is
 * given: a launch runs on its stream but waits for the kernel to finish,
 * as the CPU path does. Host arrays passed to a kernel are copied to the
 * device before it runs and back after it, as Numba does; device arrays
 * stay where they are. Device memory comes from a caching allocator, so
 * that a loop of launches does not call cuMemAlloc each time. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_pool.h"
#include "rt_cudahost.h"
#include "rt_profile.h"

void (*arrc_device_free_hook)(arrc_array *a) = NULL;

/* ---- the driver API ------------------------------------------------------- */

/* CUresult, CUdevice and CUdeviceptr; contexts, modules, functions,
 * streams and events are pointers to opaque driver structures. The enums
 * of cuda.h are passed as int, which GCC makes them. */
typedef int cu_result;
typedef int cu_device;
typedef unsigned long long cu_ptr;
typedef void *cu_handle;

enum {
  DRV_SUCCESS = 0,
  DRV_ERROR_OUT_OF_MEMORY = 2,
  DRV_ERROR_INVALID_HANDLE = 400,
  DRV_ATTR_CC_MAJOR = 75, /* CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR */
  DRV_ATTR_CC_MINOR = 76,
  DRV_ATTR_MULTIPROCESSOR_COUNT = 16,
  DRV_ATTR_COOPERATIVE_LAUNCH = 95,
  DRV_JIT_INFO_LOG = 3, /* CU_JIT_INFO_LOG_BUFFER and the sizes that follow */
  DRV_JIT_INFO_LOG_SIZE = 4,
  DRV_JIT_ERROR_LOG = 5,
  DRV_JIT_ERROR_LOG_SIZE = 6,
};

static struct {
  cu_result (*Init)(unsigned flags);
  cu_result (*DeviceGetCount)(int *count);
  cu_result (*DeviceGet)(cu_device *dev, int ordinal);
  cu_result (*DeviceGetAttribute)(int *value, int attribute, cu_device dev);
  cu_result (*DeviceGetName)(char *name, int len, cu_device dev);
  cu_result (*DevicePrimaryCtxRetain)(cu_handle *ctx, cu_device dev);
  cu_result (*DevicePrimaryCtxRelease)(cu_device dev);
  cu_result (*CtxSetCurrent)(cu_handle ctx);
  cu_result (*CtxSynchronize)(void);
  cu_result (*ModuleLoadDataEx)(cu_handle *module, const void *image, unsigned n, int *options,
                                void **values);
  cu_result (*ModuleGetFunction)(cu_handle *function, cu_handle module, const char *name);
  cu_result (*ModuleUnload)(cu_handle module);
  cu_result (*MemAlloc)(cu_ptr *p, size_t bytes);
  cu_result (*MemFree)(cu_ptr p);
  cu_result (*MemcpyHtoD)(cu_ptr dst, const void *src, size_t bytes);
  cu_result (*MemcpyDtoH)(void *dst, cu_ptr src, size_t bytes);
  cu_result (*MemsetD8)(cu_ptr dst, unsigned char value, size_t n);
  cu_result (*LaunchKernel)(cu_handle function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                            unsigned by, unsigned bz, unsigned shared_bytes, cu_handle stream,
                            void **params, void **extra);
  cu_result (*LaunchCooperativeKernel)(cu_handle function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                       unsigned by, unsigned bz, unsigned shared_bytes, cu_handle stream,
                                       void **params);
  cu_result (*OccupancyMaxActiveBlocksPerMultiprocessor)(int *blocks, cu_handle function, int block_size,
                                                         size_t dynamic_shared);
  cu_result (*GetErrorName)(cu_result r, const char **s);
  cu_result (*GetErrorString)(cu_result r, const char **s);
  cu_result (*StreamCreate)(cu_handle *stream, unsigned flags);
  cu_result (*StreamSynchronize)(cu_handle stream);
  cu_result (*StreamDestroy)(cu_handle stream);
  cu_result (*EventCreate)(cu_handle *event, unsigned flags);
  cu_result (*EventRecord)(cu_handle event, cu_handle stream);
  cu_result (*EventSynchronize)(cu_handle event);
  cu_result (*EventElapsedTime)(float *ms, cu_handle start, cu_handle end);
  cu_result (*EventDestroy)(cu_handle event);
  /* Only in the emulating driver of the tests (tests/fakecuda): tells it
   * a function's arrc_kernel record and how to run its CPU twin. */
  cu_result (*RegisterKernel)(cu_handle function, const arrc_kernel *k,
                              void (*run)(const arrc_kernel *, const int64_t[3], const int64_t[3], int64_t,
                                          void **));
} drv;

/* Each function with the name to look up and, for cuEventElapsedTime, an
 * older name: its _v2 appeared in CUDA 12.8 with the same signature, and
 * older drivers have only the plain one. */
#define DRIVER_FUNCTIONS(X)                                                   \
  X(Init, "cuInit", NULL)                                                     \
  X(DeviceGetCount, "cuDeviceGetCount", NULL)                                 \
  X(DeviceGet, "cuDeviceGet", NULL)                                           \
  X(DeviceGetAttribute, "cuDeviceGetAttribute", NULL)                         \
  X(DeviceGetName, "cuDeviceGetName", NULL)                                   \
  X(DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", NULL)                 \
  X(DevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", NULL)            \
  X(CtxSetCurrent, "cuCtxSetCurrent", NULL)                                   \
  X(CtxSynchronize, "cuCtxSynchronize", NULL)                                 \
  X(ModuleLoadDataEx, "cuModuleLoadDataEx", NULL)                             \
  X(ModuleGetFunction, "cuModuleGetFunction", NULL)                           \
  X(ModuleUnload, "cuModuleUnload", NULL)                                     \
  X(MemAlloc, "cuMemAlloc_v2", NULL)                                          \
  X(MemFree, "cuMemFree_v2", NULL)                                            \
  X(MemcpyHtoD, "cuMemcpyHtoD_v2", NULL)                                      \
  X(MemcpyDtoH, "cuMemcpyDtoH_v2", NULL)                                      \
  X(MemsetD8, "cuMemsetD8_v2", NULL)                                          \
  X(LaunchKernel, "cuLaunchKernel", NULL)                                     \
  X(GetErrorName, "cuGetErrorName", NULL)                                     \
  X(GetErrorString, "cuGetErrorString", NULL)                                 \
  X(StreamCreate, "cuStreamCreate", NULL)                                     \
  X(StreamSynchronize, "cuStreamSynchronize", NULL)                           \
  X(StreamDestroy, "cuStreamDestroy_v2", NULL)                                \
  X(EventCreate, "cuEventCreate", NULL)                                       \
  X(EventRecord, "cuEventRecord", NULL)                                       \
  X(EventSynchronize, "cuEventSynchronize", NULL)                             \
  X(EventElapsedTime, "cuEventElapsedTime_v2", "cuEventElapsedTime")          \
  X(EventDestroy, "cuEventDestroy_v2", NULL)

/* ---- where GPU code runs --------------------------------------------------- */

enum { MODE_AUTO, MODE_GPU, MODE_CPU, MODE_INVALID };

static struct {
  pthread_once_t once;
  int mode;
  bool gpu;             /* GPU code runs on the GPU */
  bool shut;            /* arrc_gpu_shutdown has run */
  char why[512];        /* why no GPU can be used */
  char device_env[64];  /* an invalid ARRC_DEVICE, for its message */
  void *(*lookup)(const char *name);
  void *lib;
  cu_device device;
  int ordinal;          /* the device's number, cuda.select_device's */
  cu_handle context;
  unsigned generation;  /* counts the contexts used: 1 for the first */
  int cc;               /* compute capability, as 75 for 7.5 */
  char name[256];
} gpu = {.once = PTHREAD_ONCE_INIT};

/* The runtime's tables (kernels' modules, loaded images, the free blocks
 * of the allocator, streams and events, device arrays' cached headers) are
 * shared by every thread that runs GPU code: a cuda ufunc in a prange loop
 * launches from the pool's threads. One lock guards them; it is recursive
 * because an error raised while it is held exits through
 * arrc_gpu_shutdown on the same thread. */
static pthread_mutex_t tables_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

/* Whether the device's context is current on this thread: the driver's
 * current context is per thread, and a thread without one fails every
 * call with CUDA_ERROR_INVALID_CONTEXT. The thread holds the generation of
 * the context it made current, so that after cuda.select_device switched
 * devices each thread makes the new one current (0: none yet). */
static _Thread_local unsigned context_generation;
static inline bool context_is_current(void) { return context_generation == gpu.generation; }

void arrc_cuda_set_driver(void *(*lookup)(const char *name)) {
  gpu.lookup = lookup;
}

static void *dl_lookup(const char *name) {
  return dlsym(gpu.lib, name);
}

/* "CUDA_ERROR_OUT_OF_MEMORY (out of memory)": the driver's name of an error
 * and its description, into buf. */
static const char *describe(cu_result r, char *buf, size_t cap) {
  const char *name = NULL, *text = NULL;
  if (!drv.GetErrorName || drv.GetErrorName(r, &name) != DRV_SUCCESS || !name)
    name = NULL;
  if (!drv.GetErrorString || drv.GetErrorString(r, &text) != DRV_SUCCESS || !text)
    text = NULL;
  if (name && text)
    snprintf(buf, cap, "%s (%s)", name, text);
  else if (name)
    snprintf(buf, cap, "%s", name);
  else
    snprintf(buf, cap, "CUDA error %d", (int)r);
  return buf;
}

/* A failed driver call: "cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE
 * (invalid argument)", then what it was doing, when given. */
static _Noreturn void cuda_fail(cu_result r, const char *call, const char *context,
                                const arrc_loc *loc) {
  char what[256];
  arrc_raise(ARRC_CUDA_ERROR, loc, "%s failed: %s%s", call, describe(r, what, sizeof what),
             context ? context : "");
}

static inline void check(cu_result r, const char *call, const arrc_loc *loc) {
  if (r != DRV_SUCCESS)
    cuda_fail(r, call, NULL, loc);
}

/* Loads the driver and opens the first device; on failure says why in
 * gpu.why and returns false. */
static bool open_device(void) {
  if (!gpu.lookup) {
    /* ARRC_CUDA_DRIVER names another driver library: the tests' emulating
     * driver, build/libfakecuda.so (tests/fakecuda/README.md). */
    const char *path = getenv("ARRC_CUDA_DRIVER");
    if (!path || !*path)
      path = "libcuda.so.1";
    gpu.lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!gpu.lib) {
      snprintf(gpu.why, sizeof gpu.why, "the CUDA driver %s cannot be loaded (%s)", path, dlerror());
      return false;
    }
    gpu.lookup = dl_lookup;
  }
  bool missing = false;
#define LOAD(field, name, older)                                                        \
  drv.field = (__typeof__(drv.field))gpu.lookup(name);                                  \
  if (!drv.field && (older))                                                            \
    drv.field = (__typeof__(drv.field))gpu.lookup((const char *)(older));               \
  if (!drv.field && !missing) {                                                         \
    missing = true;                                                                     \
    snprintf(gpu.why, sizeof gpu.why,                                                   \
             "the CUDA driver has no function %s (it is older than CUDA 11)", name);    \
  }
  DRIVER_FUNCTIONS(LOAD)
#undef LOAD
  if (missing)
    return false;
  drv.RegisterKernel = (__typeof__(drv.RegisterKernel))gpu.lookup("fakecudaRegisterKernel");
  /* Only kernels that call grid.sync() need these (check_cooperative). */
  drv.LaunchCooperativeKernel = (__typeof__(drv.LaunchCooperativeKernel))gpu.lookup("cuLaunchCooperativeKernel");
  drv.OccupancyMaxActiveBlocksPerMultiprocessor = (__typeof__(drv.OccupancyMaxActiveBlocksPerMultiprocessor))gpu.lookup(
      "cuOccupancyMaxActiveBlocksPerMultiprocessor");
  char what[256];
  cu_result r;
  int count = 0, major = 0, minor = 0;
  const char *call;
  if ((r = drv.Init(0)) != DRV_SUCCESS)
    call = "cuInit";
  else if ((r = drv.DeviceGetCount(&count)) != DRV_SUCCESS)
    call = "cuDeviceGetCount";
  else if (count < 1) {
    snprintf(gpu.why, sizeof gpu.why, "the CUDA driver found no GPU");
    return false;
  } else if ((r = drv.DeviceGet(&gpu.device, 0)) != DRV_SUCCESS)
    call = "cuDeviceGet";
  else if ((r = drv.DeviceGetAttribute(&major, DRV_ATTR_CC_MAJOR, gpu.device)) != DRV_SUCCESS ||
           (r = drv.DeviceGetAttribute(&minor, DRV_ATTR_CC_MINOR, gpu.device)) != DRV_SUCCESS)
    call = "cuDeviceGetAttribute";
  else if ((r = drv.DeviceGetName(gpu.name, (int)sizeof gpu.name, gpu.device)) != DRV_SUCCESS)
    call = "cuDeviceGetName";
  else if ((r = drv.DevicePrimaryCtxRetain(&gpu.context, gpu.device)) != DRV_SUCCESS)
    call = "cuDevicePrimaryCtxRetain";
  else if ((r = drv.CtxSetCurrent(gpu.context)) != DRV_SUCCESS) {
    drv.DevicePrimaryCtxRelease(gpu.device);
    call = "cuCtxSetCurrent";
  } else {
    gpu.name[sizeof gpu.name - 1] = '\0';
    gpu.cc = major * 10 + minor;
    gpu.generation = 1;
    context_generation = gpu.generation;
    return true;
  }
  snprintf(gpu.why, sizeof gpu.why, "%s failed: %s", call, describe(r, what, sizeof what));
  return false;
}

static void free_device_array(arrc_array *a);

static void init_once(void) {
  const char *env = getenv("ARRC_DEVICE");
  if (!env || !*env || strcmp(env, "auto") == 0)
    gpu.mode = MODE_AUTO;
  else if (strcmp(env, "gpu") == 0)
    gpu.mode = MODE_GPU;
  else if (strcmp(env, "cpu") == 0)
    gpu.mode = MODE_CPU;
  else {
    gpu.mode = MODE_INVALID;
    snprintf(gpu.device_env, sizeof gpu.device_env, "%s", env);
    return;
  }
  atexit(arrc_gpu_shutdown);
  if (gpu.mode != MODE_CPU && open_device()) {
    gpu.gpu = true;
    arrc_device_free_hook = free_device_array;
  }
}

static void check_mode(const arrc_loc *loc) {
  pthread_once(&gpu.once, init_once);
  if (gpu.mode == MODE_INVALID)
    arrc_raise(ARRC_VALUE_ERROR, loc, "ARRC_DEVICE must be auto, gpu or cpu, not '%s'", gpu.device_env);
}

bool arrc_gpu_in_use(void) {
  check_mode(NULL);
  return gpu.gpu && !gpu.shut;
}

bool arrc_gpu_required(const arrc_loc *loc) {
  check_mode(loc);
  if (gpu.gpu && !gpu.shut) {
    if (!context_is_current()) {
      check(drv.CtxSetCurrent(gpu.context), "cuCtxSetCurrent", loc);
      context_generation = gpu.generation;
    }
    return true;
  }
  if (gpu.mode == MODE_GPU && !gpu.shut)
    arrc_raise(ARRC_CUDA_ERROR, loc, "ARRC_DEVICE=gpu, but no GPU can be used: %s", gpu.why);
  return false;
}

/* ---- the caching allocator --------------------------------------------- */

/* Sizes are rounded up to a class: 256 bytes, then sixteen steps per
 * power of two (272, 288, ..., 512, 544, ...), so at most a sixteenth is
 * wasted (measured over sizes from 1 KiB to 1 GiB spread evenly on a log
 * scale: 2.3% on average, 6.2% at worst; four steps per power of two
 * wasted 9.6% and 25%). Freed blocks wait on their class's list for the
 * next request of that class; when the device runs out of memory, the
 * lists are emptied and the request tried again. */
enum { CLASS_STEPS_LOG2 = 4, CLASS_STEPS = 1 << CLASS_STEPS_LOG2 };
#define NCLASSES (1 + (64 - 8) * CLASS_STEPS)

typedef struct Block {
  cu_ptr ptr;
  struct Block *next;
} Block;

static Block *free_blocks[NCLASSES];
/* Device allocations handed out and not yet given back: a program may
 * switch devices (cuda.select_device) only while it holds none. */
static int64_t live_allocations;

static int size_class(size_t n, size_t *rounded) {
  if (n <= 256) {
    *rounded = 256;
    return 0;
  }
  int e = 63 - __builtin_clzll((unsigned long long)(n - 1)); /* 2^e < n <= 2^(e+1) */
  size_t step = (size_t)1 << (e - CLASS_STEPS_LOG2);
  size_t k = (n - ((size_t)1 << e) + step - 1) / step;      /* 1 .. CLASS_STEPS */
  *rounded = ((size_t)1 << e) + k * step;
  return 1 + (e - 8) * CLASS_STEPS + (int)(k - 1);
}

static void flush_cache(void) {
  for (int c = 0; c < NCLASSES; c++)
    while (free_blocks[c]) {
      Block *b = free_blocks[c];
      free_blocks[c] = b->next;
      drv.MemFree(b->ptr);
      free(b);
    }
}

/* Device memory for `bytes` (none for 0 bytes); *got is what was really
 * allocated, to give back with dev_free. */
static cu_ptr dev_alloc_locked(size_t bytes, size_t *got, const arrc_loc *loc) {
  *got = 0;
  if (bytes == 0)
    return 0;
  size_t rounded;
  int c = size_class(bytes, &rounded);
  *got = rounded;
  live_allocations++;
  if (free_blocks[c]) {
    Block *b = free_blocks[c];
    cu_ptr p = b->ptr;
    free_blocks[c] = b->next;
    free(b);
    return p;
  }
  cu_ptr p = 0;
  cu_result r = drv.MemAlloc(&p, rounded);
  if (r == DRV_ERROR_OUT_OF_MEMORY) {
    flush_cache();
    r = drv.MemAlloc(&p, rounded);
  }
  if (r != DRV_SUCCESS)
    live_allocations--;
  if (r == DRV_ERROR_OUT_OF_MEMORY) {
    char what[256];
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes of GPU memory (cuMemAlloc failed: %s)",
               bytes, describe(r, what, sizeof what));
  }
  check(r, "cuMemAlloc", loc);
  return p;
}

static cu_ptr dev_alloc(size_t bytes, size_t *got, const arrc_loc *loc) {
  pthread_mutex_lock(&tables_lock);
  cu_ptr p = dev_alloc_locked(bytes, got, loc);
  pthread_mutex_unlock(&tables_lock);
  return p;
}

static void dev_free(cu_ptr p, size_t got) {
  if (!p || gpu.shut)
    return;
  size_t rounded;
  int c = size_class(got, &rounded);
  Block *b = malloc(sizeof *b);
  if (!b) {
    drv.MemFree(p);
    pthread_mutex_lock(&tables_lock);
    live_allocations--;
    pthread_mutex_unlock(&tables_lock);
    return;
  }
  b->ptr = p;
  pthread_mutex_lock(&tables_lock);
  b->next = free_blocks[c];
  free_blocks[c] = b;
  live_allocations--;
  pthread_mutex_unlock(&tables_lock);
}

/* ---- device arrays ----------------------------------------------------------- */

/* A device array made here is an arrc_array header in host memory whose
 * data is a device address, followed (after its shape and strides) by this
 * record: its memory, and a copy of its header on the device, made at the
 * first launch it is passed to and reused by every later one (a header
 * never changes). Views of device arrays lack the record; they are passed
 * to kernels with a header written for each launch. */
typedef struct {
  cu_ptr base;
  size_t base_got;
  cu_ptr header;
  size_t header_got;
} DevRecord;

static size_t header_bytes(int32_t ndim) {
  return sizeof(arrc_array) + 2 * (size_t)ndim * sizeof(int64_t);
}

static DevRecord *record_of(const arrc_array *a) {
  return (DevRecord *)(ARRC_STRIDES(a) + a->ndim);
}

static bool is_device(const arrc_array *a) {
  return (a->dtype & ARRC_DEVICE_DATA) != 0;
}

static arrc_dtype dtype_of(const arrc_array *a) {
  return (arrc_dtype)(a->dtype & ~ARRC_DEVICE_DATA);
}

static void c_strides(int32_t ndim, const int64_t *shape, int64_t itemsize, int64_t *strides) {
  int64_t s = itemsize;
  for (int32_t i = ndim - 1; i >= 0; i--) {
    strides[i] = s;
    s *= shape[i] > 0 ? shape[i] : 1;
  }
}

static size_t nbytes_of(const arrc_array *a) {
  return (size_t)a->size * (size_t)a->itemsize;
}

/* The arrc_array_decref hook: the memory goes back to the cache. */
static void free_device_array(arrc_array *a) {
  if (a->owner)
    return;
  DevRecord *r = record_of(a);
  dev_free(r->base, r->base_got);
  dev_free(r->header, r->header_got);
}

/* A new C-contiguous device array with NumPy's checks of the shape. Its
 * elements are not set. */
static arrc_array *new_device_array(arrc_dtype dtype, int32_t ndim, const int64_t *shape,
                                    const arrc_loc *loc) {
  if (ndim > ARRC_MAX_NDIM)
    arrc_raise(ARRC_VALUE_ERROR, loc, "maximum supported dimension for an ndarray is %d, found %d",
               ARRC_MAX_NDIM, (int)ndim);
  for (int32_t i = 0; i < ndim; i++)
    if (shape[i] < 0)
      arrc_raise(ARRC_VALUE_ERROR, loc, "negative dimensions are not allowed");
  int64_t itemsize = arrc_dtype_size(dtype), size = 1, nbytes = itemsize;
  for (int32_t i = 0; i < ndim; i++)
    if (__builtin_mul_overflow(size, shape[i], &size) || __builtin_mul_overflow(nbytes, shape[i], &nbytes))
      arrc_raise(ARRC_VALUE_ERROR, loc,
                 "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum "
                 "possible size.");
  size_t hsize = header_bytes(ndim) + sizeof(DevRecord);
  arrc_array *a = arrc_obj_alloc(hsize, true);
  if (!a)
    arrc_raise(ARRC_MEMORY_ERROR, loc, "cannot allocate %zu bytes", hsize);
  a->refcount = 1;
  a->owner = NULL;
  a->ndim = ndim;
  a->dtype = (int32_t)dtype | ARRC_DEVICE_DATA;
  a->itemsize = itemsize;
  a->size = size;
  if (ndim > 0) {
    memcpy(ARRC_SHAPE(a), shape, (size_t)ndim * sizeof(int64_t));
    c_strides(ndim, shape, itemsize, ARRC_STRIDES(a));
  }
  DevRecord *r = record_of(a);
  r->base = dev_alloc((size_t)nbytes, &r->base_got, loc);
  a->data = (char *)(uintptr_t)r->base;
  return a;
}

/* ---- copies ------------------------------------------------------------------ */

/* Host array a's elements, in C order, to device memory at dst. Returns the
 * bytes copied. */
static size_t upload(cu_ptr dst, const arrc_array *a, const arrc_loc *loc) {
  size_t n = nbytes_of(a);
  if (n == 0)
    return 0;
  double start = arrc_profile_on() ? arrc_perf_counter() : 0;
  if (arrc_array_is_c_contiguous(a)) {
    check(drv.MemcpyHtoD(dst, a->data, n), "cuMemcpyHtoD", loc);
  } else {
    char *tmp = arrc_malloc(n, loc);
    arrc_rt_copy_to_contiguous(tmp, a);
    check(drv.MemcpyHtoD(dst, tmp, n), "cuMemcpyHtoD", loc);
    free(tmp);
  }
  if (arrc_profile_on())
    arrc_profile_copy(ARRC_COPY_TO_DEVICE, (int64_t)n, arrc_perf_counter() - start);
  return n;
}

/* The C-ordered elements at device address src into host array a, whatever
 * its strides. Returns the bytes copied. */
static size_t download(arrc_array *a, cu_ptr src, const arrc_loc *loc) {
  size_t n = nbytes_of(a);
  if (n == 0)
    return 0;
  double start = arrc_profile_on() ? arrc_perf_counter() : 0;
  if (arrc_array_is_c_contiguous(a)) {
    check(drv.MemcpyDtoH(a->data, src, n), "cuMemcpyDtoH", loc);
  } else {
    arrc_array *tmp = arrc_array_new(dtype_of(a), a->ndim, ARRC_SHAPE(a), false, loc);
    check(drv.MemcpyDtoH(tmp->data, src, n), "cuMemcpyDtoH", loc);
    arrc_array_assign(a, tmp, loc);
    arrc_array_decref(tmp);
  }
  if (arrc_profile_on())
    arrc_profile_copy(ARRC_COPY_TO_HOST, (int64_t)n, arrc_perf_counter() - start);
  return n;
}

/* The elements of a non-contiguous device view d into host array h: the
 * bytes they span come over in one copy (as Numba copies a view's whole
 * extent), and are taken from there through d's own strides. Returns the
 * bytes copied. */
static size_t download_view(arrc_array *h, const arrc_array *d, const arrc_loc *loc) {
  if (d->size == 0)
    return 0;
  double start = arrc_profile_on() ? arrc_perf_counter() : 0;
  int64_t first = 0, last = 0;
  for (int32_t k = 0; k < d->ndim; k++) {
    int64_t span = (ARRC_SHAPE(d)[k] - 1) * ARRC_STRIDES(d)[k];
    if (span < 0)
      first += span;
    else
      last += span;
  }
  size_t bytes = (size_t)(last - first + d->itemsize);
  int64_t count = (int64_t)((bytes + (size_t)d->itemsize - 1) / (size_t)d->itemsize);
  arrc_array *buf = arrc_array_new(dtype_of(d), 1, &count, false, loc);
  check(drv.MemcpyDtoH(buf->data, (cu_ptr)(uintptr_t)(d->data + first), bytes), "cuMemcpyDtoH", loc);
  arrc_array *v = arrc_array_view(buf, buf->data - first, d->ndim, ARRC_SHAPE(d), ARRC_STRIDES(d));
  arrc_array_assign(h, v, loc);
  arrc_array_decref(v);
  arrc_array_decref(buf);
  if (arrc_profile_on())
    arrc_profile_copy(ARRC_COPY_TO_HOST, (int64_t)bytes, arrc_perf_counter() - start);
  return bytes;
}

/* ---- kernels ---------------------------------------------------------------- */

/* Each kernel's function, found at its first launch in the module of the
 * program's image (the driver compiles PTX for the GPU when it loads it). */
typedef struct Module {
  const arrc_kernel *k;
  cu_handle module, function;
  cu_handle nc_function;  /* k->nc_name's entry, or NULL */
  struct Module *next;
} Module;

static Module *modules;

/* The modules loaded, one per image: every kernel of a program is in its
 * one PTX (or cubin), so the image is loaded, and compiled, once. */
typedef struct Image {
  const void *image;
  cu_handle module;
  struct Image *next;
} Image;

static Image *images;

/* "sm_75" → 75; 0 when it cannot be read. */
static int ptx_arch_number(const char *arch) {
  if (!arch || strncmp(arch, "sm_", 3) != 0)
    return 0;
  return atoi(arch + 3);
}

/* Loads a module from a cubin or a NUL-terminated PTX image. The JIT's
 * logs come back in the buffers given with the options; on failure the
 * error log, without its trailing newlines, says what was wrong. */
static cu_result load_image(const void *image, cu_handle *module, char *errors, size_t cap) {
  errors[0] = '\0';
  for (const Image *i = images; i; i = i->next)
    if (i->image == image) {
      *module = i->module;
      return DRV_SUCCESS;
    }
  char info[2048] = "";
  int options[4] = {DRV_JIT_INFO_LOG, DRV_JIT_INFO_LOG_SIZE, DRV_JIT_ERROR_LOG, DRV_JIT_ERROR_LOG_SIZE};
  void *values[4] = {info, (void *)(uintptr_t)sizeof info, errors, (void *)(uintptr_t)cap};
  errors[0] = '\0';
  cu_result r = drv.ModuleLoadDataEx(module, image, 4, options, values);
  errors[cap - 1] = '\0';
  size_t len = strlen(errors);
  while (len > 0 && (errors[len - 1] == '\n' || errors[len - 1] == ' '))
    errors[--len] = '\0';
  if (r == DRV_SUCCESS) {
    Image *i = malloc(sizeof *i);
    if (!i) {
      drv.ModuleUnload(*module);
      return DRV_ERROR_OUT_OF_MEMORY;
    }
    *i = (Image){.image = image, .module = *module, .next = images};
    images = i;
  }
  return r;
}

const arrc_cubin *arrc_cuda_pick_cubin(const arrc_kernel *k, int cc) {
  const char *force_ptx = getenv("ARRC_PTX");
  if (force_ptx && strcmp(force_ptx, "1") == 0)
    return NULL;
  const arrc_cubin *best = NULL;
  for (int64_t i = 0; k->cubins && i < k->ncubins; i++) {
    const arrc_cubin *c = &k->cubins[i];
    if (c->size > 0 && c->arch / 10 == cc / 10 && c->arch <= cc && (!best || c->arch > best->arch))
      best = c;
  }
  return best;
}

/* A kernel's module and function, loaded at its first launch: from the
 * cubin arrc_cuda_pick_cubin chooses for the GPU, else from the PTX, which
 * the driver compiles for it (and so it does when the cubin does not
 * load). The caller holds tables_lock. */
static Module *kernel_module_locked(const arrc_kernel *k, const arrc_loc *loc) {
  for (Module *m = modules; m; m = m->next)
    if (m->k == k)
      return m;
  int arch = ptx_arch_number(k->ptx_arch);
  const arrc_cubin *cubin = arrc_cuda_pick_cubin(k, gpu.cc);
  if (!k->ptx && !cubin)
    arrc_raise(ARRC_CUDA_ERROR, loc,
               "kernel '%s' was compiled without PTX, so it cannot run on the GPU (ARRC_DEVICE=cpu runs it "
               "on the CPU)",
               k->name);
  if (!cubin && arch > gpu.cc)
    arrc_raise(ARRC_CUDA_ERROR, loc,
               "kernel '%s' was compiled for %s, but the GPU (%s) has compute capability %d.%d; compile "
               "with --gpu-arch=sm_%d",
               k->name, k->ptx_arch, gpu.name, gpu.cc / 10, gpu.cc % 10, gpu.cc);
  char errors[8192], context[sizeof errors + 300];
  cu_handle module = NULL, function = NULL;
  cu_result r = !DRV_SUCCESS;
  if (cubin)
    r = load_image(cubin->image, &module, errors, sizeof errors);
  if (r != DRV_SUCCESS && k->ptx)
    r = load_image(k->ptx, &module, errors, sizeof errors);
  if (r != DRV_SUCCESS) {
    snprintf(context, sizeof context, " for kernel '%s'%s%s", k->name, errors[0] ? ": " : "", errors);
    cuda_fail(r, "cuModuleLoadDataEx", context, loc);
  }
  r = drv.ModuleGetFunction(&function, module, k->name);
  if (r != DRV_SUCCESS) {
    snprintf(context, sizeof context, " for kernel '%s'", k->name);
    cuda_fail(r, "cuModuleGetFunction", context, loc);
  }
  if (drv.RegisterKernel && (r = drv.RegisterKernel(function, k, arrc_simt_run)) != DRV_SUCCESS) {
    snprintf(context, sizeof context, " for kernel '%s'", k->name);
    cuda_fail(r, "fakecudaRegisterKernel", context, loc);
  }
  cu_handle nc_function = NULL;
  if (k->nc_name) {
    if ((r = drv.ModuleGetFunction(&nc_function, module, k->nc_name)) != DRV_SUCCESS) {
      snprintf(context, sizeof context, " for kernel '%s'", k->nc_name);
      cuda_fail(r, "cuModuleGetFunction", context, loc);
    }
    if (drv.RegisterKernel && (r = drv.RegisterKernel(nc_function, k, arrc_simt_run)) != DRV_SUCCESS) {
      snprintf(context, sizeof context, " for kernel '%s'", k->nc_name);
      cuda_fail(r, "fakecudaRegisterKernel", context, loc);
    }
  }
  Module *m = arrc_malloc(sizeof *m, loc);
  *m = (Module){.k = k, .module = module, .function = function, .nc_function = nc_function, .next = modules};
  modules = m;
  return m;
}

static Module *kernel_module(const arrc_kernel *k, const arrc_loc *loc) {
  pthread_mutex_lock(&tables_lock);
  Module *m = kernel_module_locked(k, loc);
  pthread_mutex_unlock(&tables_lock);
  return m;
}

/* What becomes of one array argument for one launch: a parameter, or an
 * array inside a tuple parameter. */
typedef struct {
  arrc_array *a;
  int param;           /* the kernel parameter it is, or is in */
  int32_t offset;      /* its byte offset in a tuple parameter, or -1 */
  int same_as;         /* an earlier one with the same array, or -1 */
  bool host;           /* a host array, copied in and back */
  cu_ptr data;         /* its elements on the device */
  size_t data_got;     /* the temporary allocation for a host array */
  size_t header_at;    /* offset of its header in the launch's header block, or SIZE_MAX */
  cu_ptr header;       /* the device address the kernel gets */
  bool by_value;       /* an ARRC_PARAM_ARRAY_VALUE parameter: its header goes in kernelParams */
} ArrayArg;

/* The device header of array a with its elements at data. A host array is
 * copied to the device in C order, so its header gets C strides. */
static void fill_header(arrc_array *h, const arrc_array *a, cu_ptr data, bool host) {
  h->refcount = 1;
  h->owner = NULL;
  h->data = (char *)(uintptr_t)data;
  h->ndim = a->ndim;
  h->dtype = (int32_t)dtype_of(a) | ARRC_DEVICE_DATA;
  h->itemsize = a->itemsize;
  h->size = a->size;
  memcpy(ARRC_SHAPE(h), ARRC_SHAPE(a), (size_t)a->ndim * sizeof(int64_t));
  if (host)
    c_strides(a->ndim, ARRC_SHAPE(a), a->itemsize, ARRC_STRIDES(h));
  else
    memcpy(ARRC_STRIDES(h), ARRC_STRIDES(a), (size_t)a->ndim * sizeof(int64_t));
}

/* The header of array a passed by value to a kernel parameter of ndim
 * dimensions: the first ndim of its shape and strides. They differ only
 * for the states of numba.cuda.random, an (n, 2) array of uint64 that the
 * program types as 1-D, whose first dimension and stride are the states'. */
static void fill_value_header(arrc_array *h, int32_t ndim, const arrc_array *a, cu_ptr data, bool host,
                              const arrc_loc *loc) {
  arrc_array *full = arrc_malloc(header_bytes(a->ndim), loc);
  fill_header(full, a, data, host);
  int32_t n = ndim < a->ndim ? ndim : a->ndim;
  memcpy(h, full, sizeof(arrc_array));
  h->ndim = ndim;
  memcpy(ARRC_SHAPE(h), ARRC_SHAPE(full), (size_t)n * sizeof(int64_t));
  memcpy(ARRC_STRIDES(h), ARRC_STRIDES(full), (size_t)n * sizeof(int64_t));
  free(full);
}

/* The device copy of the header of a device array made here, uploaded at
 * its first launch. */
static cu_ptr cached_header(arrc_array *a, const arrc_loc *loc) {
  pthread_mutex_lock(&tables_lock);
  DevRecord *r = record_of(a);
  if (!r->header) {
    size_t n = header_bytes(a->ndim);
    arrc_array *h = arrc_malloc(n, loc);
    fill_header(h, a, r->base, false);
    r->header = dev_alloc(n, &r->header_got, loc);
    check(drv.MemcpyHtoD(r->header, h, n), "cuMemcpyHtoD", loc);
    free(h);
  }
  pthread_mutex_unlock(&tables_lock);
  return r->header;
}

/* The arrays of a launch's arguments, in parameter order: array
 * parameters and the arrays inside tuple parameters (at the offsets the
 * kernel record lists). Returns how many; arr may be NULL to count. */
static int collect_arrays(const arrc_kernel *k, void **args, ArrayArg *arr) {
  int count = 0;
  const int32_t *tuple = k->tuple_arrays;
  for (int i = 0; i < k->nparams; i++) {
    if (k->param_kind[i] == ARRC_PARAM_ARRAY || k->param_kind[i] == ARRC_PARAM_ARRAY_VALUE) {
      if (arr)
        arr[count] = (ArrayArg){.a = *(arrc_array **)args[i], .param = i, .offset = -1,
                                .by_value = k->param_kind[i] == ARRC_PARAM_ARRAY_VALUE};
      count++;
    } else if (k->param_kind[i] == ARRC_PARAM_TUPLE) {
      int32_t n = *tuple++;
      for (int32_t j = 0; j < n; j++, tuple++) {
        if (arr)
          arr[count] = (ArrayArg){.a = *(arrc_array **)((char *)args[i] + *tuple), .param = i, .offset = *tuple};
        count++;
      }
    }
  }
  return count;
}

/* The device bytes [*lo, *hi) that the elements of the array argument
 * canonical span, from the header the kernel gets; false when empty. */
static bool device_range(const ArrayArg *canonical, uintptr_t *lo, uintptr_t *hi,
                         const arrc_loc *loc) {
  const arrc_array *a = canonical->a;
  if (a->size == 0)
    return false;
  arrc_array *h = arrc_malloc(header_bytes(a->ndim), loc);
  fill_header(h, a, canonical->data, canonical->host);
  uintptr_t first = (uintptr_t)h->data, last = first;
  for (int32_t d = 0; d < h->ndim; d++) {
    int64_t reach = (ARRC_SHAPE(h)[d] - 1) * ARRC_STRIDES(h)[d];
    if (reach < 0)
      first -= (uintptr_t)-reach;
    else
      last += (uintptr_t)reach;
  }
  free(h);
  *lo = first;
  *hi = last + (uintptr_t)a->itemsize;
  return true;
}

/* Whether the launch may run k's _nc entry: no array argument of a
 * parameter that is not read-only (which the kernel may write, directly
 * or in a tuple) overlaps the elements of a read-only one. */
static bool nc_entry_safe(const arrc_kernel *k, const ArrayArg *arr, int narr, const arrc_loc *loc) {
  for (int i = 0; i < narr; i++) {
    int p = arr[i].param;
    if (arr[i].offset >= 0 || p >= 64 || !(k->readonly_params >> p & 1))
      continue;
    uintptr_t lo, hi, wlo, whi;
    if (!device_range(&arr[arr[i].same_as >= 0 ? arr[i].same_as : i], &lo, &hi, loc))
      continue;
    for (int j = 0; j < narr; j++) {
      int q = arr[j].param;
      if (arr[j].offset < 0 && q < 64 && (k->readonly_params >> q & 1))
        continue;
      if (device_range(&arr[arr[j].same_as >= 0 ? arr[j].same_as : j], &wlo, &whi, loc) && wlo < hi &&
          lo < whi)
        return false;
    }
  }
  return true;
}

/* A kernel that calls grid.sync() runs only if the GPU can keep every block
 * of its grid resident at once: the device must support cooperative
 * launches, and the grid may have at most as many blocks as the
 * multiprocessors hold of this kernel with this block and shared memory
 * (the driver's occupancy calculator). A larger grid is a ValueError
 * naming the limit, before the driver's COOPERATIVE_LAUNCH_TOO_LARGE. */
static void check_cooperative(const arrc_kernel *k, cu_handle function, const int64_t grid[3],
                              const int64_t block[3], int64_t dynamic_shared, const arrc_loc *loc) {
  int supported = 0, sms = 0, per_sm = 0;
  if (!drv.LaunchCooperativeKernel || !drv.OccupancyMaxActiveBlocksPerMultiprocessor)
    arrc_raise(ARRC_VALUE_ERROR, loc, "kernel '%s' calls grid.sync(), which needs a cooperative launch, and the "
               "CUDA driver has no cuLaunchCooperativeKernel or cuOccupancyMaxActiveBlocksPerMultiprocessor", k->name);
  check(drv.DeviceGetAttribute(&supported, DRV_ATTR_COOPERATIVE_LAUNCH, gpu.device), "cuDeviceGetAttribute", loc);
  check(drv.DeviceGetAttribute(&sms, DRV_ATTR_MULTIPROCESSOR_COUNT, gpu.device), "cuDeviceGetAttribute", loc);
  int64_t threads = block[0] * block[1] * block[2], blocks = grid[0] * grid[1] * grid[2];
  check(drv.OccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, function, (int)threads, (size_t)dynamic_shared),
        "cuOccupancyMaxActiveBlocksPerMultiprocessor", loc);
  if (!supported)
    arrc_raise(ARRC_VALUE_ERROR, loc, "kernel '%s' calls grid.sync(), which needs a cooperative launch, and %s "
               "cannot launch kernels cooperatively", k->name, gpu.name);
  int64_t most = (int64_t)per_sm * sms;
  if (blocks > most)
    arrc_raise(ARRC_VALUE_ERROR, loc, "kernel '%s' calls grid.sync(), so all blocks of its grid must be resident "
               "at once: its grid of %lld blocks of %lld threads is larger than the %lld blocks %s holds (%d per "
               "multiprocessor x %d multiprocessors)", k->name, (long long)blocks, (long long)threads,
               (long long)most, gpu.name, per_sm, sms);
}

void arrc_cuda_launch(const arrc_kernel *k, const int64_t grid[3], const int64_t block[3],
                      int64_t dynamic_shared, void *stream, void **args, const arrc_loc *loc) {
  Module *m = kernel_module(k, loc);
  bool profile = arrc_profile_on();
  int n = k->nparams;
  int narr = collect_arrays(k, args, NULL);
  ArrayArg *arr = arrc_calloc((size_t)(narr > 0 ? narr : 1) * sizeof *arr, loc);
  collect_arrays(k, args, arr);
  void **params = arrc_calloc((size_t)(n > 0 ? n : 1) * sizeof *params, loc);
  /* Tuple parameters go to the driver as copies whose array pointers are
   * the device headers. */
  char **tuples = arrc_calloc((size_t)(n > 0 ? n : 1) * sizeof *tuples, loc);

  /* The elements of host arrays go to temporary device memory, and every
   * header that is not cached goes into one block uploaded at once, but
   * for the headers passed by value, which go into kernelParams. The same
   * array passed twice is copied once, so that the kernel sees one array
   * as the CPU path does. */
  size_t header_total = 0, value_total = 0;
  for (int i = 0; i < narr; i++) {
    arr[i].same_as = -1;
    arr[i].header_at = SIZE_MAX;
    for (int j = 0; j < i && arr[i].same_as < 0; j++)
      if (arr[j].a == arr[i].a)
        arr[i].same_as = j;
  }
  /* An array needs a device header when one of its uses is not by value:
   * its first use, canonical, holds it for all. */
  bool *needs_header = arrc_calloc((size_t)(narr > 0 ? narr : 1) * sizeof *needs_header, loc);
  for (int i = 0; i < narr; i++)
    needs_header[arr[i].same_as >= 0 ? arr[i].same_as : i] |= !arr[i].by_value;
  for (int i = 0; i < narr; i++) {
    if (arr[i].by_value)
      value_total += (size_t)k->param_size[arr[i].param];
    arrc_array *a = arr[i].a;
    if (arr[i].same_as >= 0)
      continue;
    if (is_device(a) && !a->owner) {
      arr[i].data = (cu_ptr)(uintptr_t)a->data;
      if (needs_header[i])
        arr[i].header = cached_header(a, loc);
      continue;
    }
    arr[i].host = !is_device(a);
    if (arr[i].host) {
      arr[i].data = dev_alloc(nbytes_of(a), &arr[i].data_got, loc);
      upload(arr[i].data, a, loc);
    } else {
      arr[i].data = (cu_ptr)(uintptr_t)a->data;
    }
    if (!needs_header[i])
      continue;
    arr[i].header_at = header_total;
    header_total += (header_bytes(a->ndim) + 15) / 16 * 16;
  }
  free(needs_header);
  size_t headers_got = 0;
  cu_ptr headers = 0;
  if (header_total > 0) {
    char *host = arrc_calloc(header_total, loc);
    for (int i = 0; i < narr; i++)
      if (arr[i].header_at != SIZE_MAX)
        fill_header((arrc_array *)(host + arr[i].header_at), arr[i].a, arr[i].data, arr[i].host);
    headers = dev_alloc(header_total, &headers_got, loc);
    check(drv.MemcpyHtoD(headers, host, header_total), "cuMemcpyHtoD", loc);
    free(host);
    for (int i = 0; i < narr; i++)
      if (arr[i].header_at != SIZE_MAX)
        arr[i].header = headers + arr[i].header_at;
  }
  for (int i = 0; i < narr; i++) {
    const ArrayArg *canonical = &arr[arr[i].same_as >= 0 ? arr[i].same_as : i];
    int p = arr[i].param;
    if (arr[i].offset < 0)
      continue;
    if (!tuples[p]) {
      tuples[p] = arrc_malloc((size_t)k->param_size[p], loc);
      memcpy(tuples[p], args[p], (size_t)k->param_size[p]);
    }
    memcpy(tuples[p] + arr[i].offset, &canonical->header, sizeof(cu_ptr));
  }
  /* kernelParams has one entry per .param of the PTX entry: a parameter
   * with no value has none, so the ones after it do not shift. Headers
   * passed by value are in values, each 8-byte aligned as its .param. */
  char *values = arrc_calloc(value_total > 0 ? value_total : 1, loc);
  int nparams = 0;
  for (int i = 0, next_array = 0, value_at = 0; i < n; i++) {
    if (k->param_kind[i] == ARRC_PARAM_ARRAY || k->param_kind[i] == ARRC_PARAM_ARRAY_VALUE) {
      while (arr[next_array].param != i)
        next_array++;
      const ArrayArg *at = &arr[next_array];
      const ArrayArg *canonical = &arr[at->same_as >= 0 ? at->same_as : next_array];
      if (at->by_value) {
        arrc_array *h = (arrc_array *)(values + value_at);
        int32_t ndim = (int32_t)(((size_t)k->param_size[i] - sizeof(arrc_array)) / (2 * sizeof(int64_t)));
        fill_value_header(h, ndim, canonical->a, canonical->data, canonical->host, loc);
        value_at += k->param_size[i];
        params[nparams++] = h;
      } else {
        params[nparams++] = (void *)&canonical->header;
      }
    } else if (k->param_kind[i] == ARRC_PARAM_TUPLE) {
      params[nparams++] = tuples[i];
    } else if (k->param_kind[i] != ARRC_PARAM_NONE) {
      params[nparams++] = args[i];
    }
  }

  char context[300];
  snprintf(context, sizeof context, " for kernel '%s'", k->name);
  cu_handle s = stream ? *(cu_handle *)stream : NULL;
  cu_handle function = m->nc_function && nc_entry_safe(k, arr, narr, loc) ? m->nc_function : m->function;
  /* A kernel that prints: what the program printed before comes first. */
  bool prints = k->uses_barrier & ARRC_KERNEL_PRINTS;
  if (prints)
    arrc_rt_output_flush();
  cu_result r;
  /* The profile times the kernel on the GPU, between two events around
   * the launch on its stream, as nvprof does. */
  cu_handle events[2] = {NULL, NULL};
  if (profile) {
    check(drv.EventCreate(&events[0], 0), "cuEventCreate", loc);
    check(drv.EventCreate(&events[1], 0), "cuEventCreate", loc);
    check(drv.EventRecord(events[0], s), "cuEventRecord", loc);
  }
  if (k->uses_barrier & ARRC_KERNEL_GRID_SYNC) {
    check_cooperative(k, function, grid, block, dynamic_shared, loc);
    r = drv.LaunchCooperativeKernel(function, (unsigned)grid[0], (unsigned)grid[1], (unsigned)grid[2],
                                    (unsigned)block[0], (unsigned)block[1], (unsigned)block[2],
                                    (unsigned)dynamic_shared, s, params);
    if (r != DRV_SUCCESS)
      cuda_fail(r, "cuLaunchCooperativeKernel", context, loc);
  } else {
    r = drv.LaunchKernel(function, (unsigned)grid[0], (unsigned)grid[1], (unsigned)grid[2], (unsigned)block[0],
                         (unsigned)block[1], (unsigned)block[2], (unsigned)dynamic_shared, s, params, NULL);
    if (r != DRV_SUCCESS)
      cuda_fail(r, "cuLaunchKernel", context, loc);
  }
  /* The launch is asynchronous: the program waits for the kernel only
   * where it observes results (copies to the host, stream, event and
   * cuda.synchronize, exit). Host arrays are such a place, as they are
   * copied back now; the profile times the kernel, so it waits too.
   * Memory freed below while the kernel runs is reused only after it:
   * uploads and memsets are synchronous copies on the legacy default
   * stream, which waits for the work of every other stream. Errors of the
   * kernel itself (an illegal address) surface at the next wait. */
  if (profile)
    check(drv.EventRecord(events[1], s), "cuEventRecord", loc);
  bool copies_back = false;
  for (int i = 0; i < narr; i++)
    copies_back |= arr[i].host;
  if ((copies_back || profile || prints) && (r = drv.CtxSynchronize()) != DRV_SUCCESS)
    cuda_fail(r, "cuCtxSynchronize", context, loc);
  /* The driver writes the kernel's printf output at the synchronization,
   * through the C library's stdout, before what the program prints next. */
  if (prints)
    fflush(stdout);
  if (profile) {
    float ms = 0;
    check(drv.EventElapsedTime(&ms, events[0], events[1]), "cuEventElapsedTime", loc);
    (void)drv.EventDestroy(events[0]);
    (void)drv.EventDestroy(events[1]);
    arrc_profile_kernel(k->name, ms / 1e3);
  }

  for (int i = 0; i < narr; i++) {
    if (arr[i].host && arr[i].same_as < 0)
      download(arr[i].a, arr[i].data, loc);
    dev_free(arr[i].data_got ? arr[i].data : 0, arr[i].data_got);
  }
  dev_free(headers, headers_got);
  free(values);
  for (int i = 0; i < n; i++)
    free(tuples[i]);
  free(tuples);
  free(params);
  free(arr);
}

/* ---- the host side of §7.3 ------------------------------------------------- */

/* The CPU path's copy for to_device and copy_to_host, which the profile
 * shows as the copy it stands for. */
static arrc_array *cpu_path_copy(const arrc_array *a, arrc_copy_direction direction, const arrc_loc *loc) {
  double start = arrc_profile_on() ? arrc_perf_counter() : 0;
  arrc_array *c = arrc_array_copy(a, loc);
  if (arrc_profile_on())
    arrc_profile_copy(direction, (int64_t)nbytes_of(c), arrc_perf_counter() - start);
  return c;
}

arrc_array *arrc_to_device(const arrc_array *a, void *stream, const arrc_loc *loc) {
  (void)stream;
  if (!arrc_gpu_required(loc))
    return cpu_path_copy(a, ARRC_COPY_TO_DEVICE, loc);
  /* Numba hands a device array given to to_device back as it is. */
  if (is_device(a)) {
    arrc_incref((void *)a);
    return (arrc_array *)a;
  }
  arrc_array *d = new_device_array(dtype_of(a), a->ndim, ARRC_SHAPE(a), loc);
  upload(record_of(d)->base, a, loc);
  return d;
}

/* Numba's device_array is uninitialized; this one is zero, on the GPU as
 * on the CPU, so that both paths give the same results. */
arrc_array *arrc_device_array(arrc_dtype dtype, int32_t ndim, const int64_t *shape, const arrc_loc *loc) {
  if (!arrc_gpu_required(loc))
    return arrc_array_new(dtype, ndim, shape, true, loc);
  arrc_array *d = new_device_array(dtype, ndim, shape, loc);
  if (nbytes_of(d) > 0)
    check(drv.MemsetD8(record_of(d)->base, 0, nbytes_of(d)), "cuMemsetD8", loc);
  return d;
}

/* Numba's check_array_compatibility: the same dtype, and the same shape
 * once dimensions of length 1 are dropped. */
static void check_compatible(const arrc_array *d, const arrc_array *out, const arrc_loc *loc) {
  if (dtype_of(d) != dtype_of(out))
    arrc_raise(ARRC_TYPE_ERROR, loc, "incompatible dtype: %s vs. %s", arrc_dtype_name(dtype_of(d)),
               arrc_dtype_name(dtype_of(out)));
  int32_t i = 0, j = 0;
  bool same = true;
  for (;;) {
    while (i < d->ndim && ARRC_SHAPE(d)[i] == 1)
      i++;
    while (j < out->ndim && ARRC_SHAPE(out)[j] == 1)
      j++;
    if (i == d->ndim || j == out->ndim) {
      same = i == d->ndim && j == out->ndim;
      break;
    }
    if (ARRC_SHAPE(d)[i++] != ARRC_SHAPE(out)[j++]) {
      same = false;
      break;
    }
  }
  if (!same) {
    char a[ARRC_SHAPE_STR_MAX], b[ARRC_SHAPE_STR_MAX];
    arrc_raise(ARRC_VALUE_ERROR, loc, "incompatible shape: %s vs. %s",
               arrc_rt_tuple_str(a, sizeof a, d->ndim, ARRC_SHAPE(d)),
               arrc_rt_tuple_str(b, sizeof b, out->ndim, ARRC_SHAPE(out)));
  }
}

/* d.copy_to_host(out) for a host array d (the CPU path): the elements in C
 * order into out, whose shape may differ by dimensions of length 1. */
static void host_copy(arrc_array *out, const arrc_array *d, const arrc_loc *loc) {
  bool same_shape = out->ndim == d->ndim &&
                    memcmp(ARRC_SHAPE(out), ARRC_SHAPE(d), (size_t)d->ndim * sizeof(int64_t)) == 0;
  if (same_shape) {
    arrc_array_assign(out, d, loc);
    return;
  }
  arrc_array *flat = arrc_array_copy(d, loc);
  arrc_array *shaped = arrc_array_reshape(flat, out->ndim, ARRC_SHAPE(out), loc);
  arrc_array_assign(out, shaped, loc);
  arrc_array_decref(shaped);
  arrc_array_decref(flat);
}

/* Returns out itself (with one more reference) when it is given, as
 * Numba's copy_to_host(ary) returns ary. */
arrc_array *arrc_copy_to_host(const arrc_array *d, arrc_array *out, void *stream, const arrc_loc *loc) {
  (void)stream;
  bool on_gpu = arrc_gpu_required(loc);
  if (out)
    check_compatible(d, out, loc);
  if (!on_gpu || !is_device(d)) {
    if (!out)
      return cpu_path_copy(d, ARRC_COPY_TO_HOST, loc);
    double start = arrc_profile_on() ? arrc_perf_counter() : 0;
    host_copy(out, d, loc);
    if (arrc_profile_on())
      arrc_profile_copy(ARRC_COPY_TO_HOST, (int64_t)nbytes_of(out), arrc_perf_counter() - start);
    arrc_incref(out);
    return out;
  }
  arrc_array *h = out;
  if (!h) {
    h = arrc_array_new(dtype_of(d), d->ndim, ARRC_SHAPE(d), false, loc);
  } else {
    arrc_incref(h);
  }
  /* download writes through out's own shape and strides, which hold the
   * same elements in the same C order as d's. */
  if (arrc_array_is_c_contiguous(d))
    download(h, (cu_ptr)(uintptr_t)d->data, loc);
  else
    download_view(h, d, loc);
  return h;
}

void arrc_device_read(void *dst, const void *src, int64_t n, const arrc_loc *loc) {
  if (arrc_gpu_required(loc))
    check(drv.MemcpyDtoH(dst, (cu_ptr)(uintptr_t)src, (size_t)n), "cuMemcpyDtoH", loc);
  else
    memcpy(dst, src, (size_t)n);
}

void arrc_device_write(void *dst, const void *src, int64_t n, const arrc_loc *loc) {
  if (arrc_gpu_required(loc))
    check(drv.MemcpyHtoD((cu_ptr)(uintptr_t)dst, src, (size_t)n), "cuMemcpyHtoD", loc);
  else
    memcpy(dst, src, (size_t)n);
}

void arrc_synchronize(const arrc_loc *loc) {
  if (arrc_gpu_required(loc))
    check(drv.CtxSynchronize(), "cuCtxSynchronize", loc);
}

/* ---- streams and events ------------------------------------------------------ */

/* A stream or an event. The driver's handle comes first, so that a stream
 * pointer is also a pointer to its handle (arrc_cuda_launch reads it so).
 * On the CPU path the handle is NULL and an event holds the host time at
 * which it was recorded. They live until the program ends. */
typedef struct Handle {
  cu_handle h;
  bool event;
  bool recorded;
  double time;
  struct Handle *next;
} Handle;

static Handle *handles;

static Handle *new_handle(bool event, const arrc_loc *loc) {
  Handle *h = arrc_calloc(sizeof *h, loc);
  h->event = event;
  pthread_mutex_lock(&tables_lock);
  h->next = handles;
  handles = h;
  pthread_mutex_unlock(&tables_lock);
  return h;
}

void *arrc_stream_new(const arrc_loc *loc) {
  bool on_gpu = arrc_gpu_required(loc);
  Handle *h = new_handle(false, loc);
  if (on_gpu)
    check(drv.StreamCreate(&h->h, 0), "cuStreamCreate", loc);
  return h;
}

void arrc_stream_synchronize(void *stream, const arrc_loc *loc) {
  if (arrc_gpu_required(loc))
    check(drv.StreamSynchronize(stream ? ((Handle *)stream)->h : NULL), "cuStreamSynchronize", loc);
}

void *arrc_event_new(const arrc_loc *loc) {
  bool on_gpu = arrc_gpu_required(loc);
  Handle *h = new_handle(true, loc);
  if (on_gpu)
    check(drv.EventCreate(&h->h, 0), "cuEventCreate", loc);
  return h;
}

void arrc_event_record(void *event, void *stream, const arrc_loc *loc) {
  Handle *e = event;
  if (arrc_gpu_required(loc))
    check(drv.EventRecord(e->h, stream ? ((Handle *)stream)->h : NULL), "cuEventRecord", loc);
  e->recorded = true;
  e->time = arrc_perf_counter();
}

void arrc_event_synchronize(void *event, const arrc_loc *loc) {
  if (arrc_gpu_required(loc))
    check(drv.EventSynchronize(((Handle *)event)->h), "cuEventSynchronize", loc);
}

/* On the CPU path an event that was never recorded fails as the driver
 * fails it. */
double arrc_event_elapsed_time(void *start, void *end, const arrc_loc *loc) {
  Handle *a = start, *b = end;
  if (arrc_gpu_required(loc)) {
    float ms = 0;
    check(drv.EventElapsedTime(&ms, a->h, b->h), "cuEventElapsedTime", loc);
    return ms;
  }
  if (!a->recorded || !b->recorded)
    arrc_raise(ARRC_CUDA_ERROR, loc,
               "cuEventElapsedTime failed: CUDA_ERROR_INVALID_HANDLE (invalid resource handle)");
  return (b->time - a->time) * 1000.0;
}

/* ---- the host API of issue 16 (runtime/cudahost.c uses these) --------------- */

/* d.copy_to_device(src): src's elements into device array d, which must be
 * contiguous, with the checks of copy_to_host. A device src comes through
 * the host, as the driver table has no device-to-device copy. */
void arrc_copy_to_device(arrc_array *d, const arrc_array *src, const arrc_loc *loc) {
  bool on_gpu = arrc_gpu_required(loc);
  check_compatible(d, src, loc);
  if (!arrc_array_is_c_contiguous(d))
    arrc_raise(ARRC_VALUE_ERROR, loc, "Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()");
  if (!on_gpu || !is_device(d)) {
    host_copy(d, src, loc);
    return;
  }
  arrc_array *h = is_device(src) ? arrc_copy_to_host(src, NULL, NULL, loc) : (arrc_incref((void *)src), (arrc_array *)src);
  upload((cu_ptr)(uintptr_t)d->data, h, loc);
  arrc_array_decref(h);
}

/* The device's name and an attribute (CU_DEVICE_ATTRIBUTE_ number), or
 * NULL and -1 without a GPU in use. */
const char *arrc_cuda_device_name(void) {
  return arrc_gpu_in_use() ? gpu.name : NULL;
}

int64_t arrc_cuda_device_attribute(int attribute, const arrc_loc *loc) {
  int v = -1;
  if (arrc_gpu_required(loc))
    check(drv.DeviceGetAttribute(&v, attribute, gpu.device), "cuDeviceGetAttribute", loc);
  return v;
}

int64_t arrc_cuda_device_count(void) {
  int n = 0;
  if (arrc_gpu_in_use() && drv.DeviceGetCount(&n) != DRV_SUCCESS)
    n = 1;
  return arrc_gpu_in_use() ? n : 1;
}

/* The number of the device GPU code runs on: 0 on the CPU path. */
int64_t arrc_cuda_device_ordinal(void) {
  return arrc_gpu_in_use() ? gpu.ordinal : 0;
}

/* cuda.select_device(k) on the GPU path: device k's primary context
 * becomes the one every thread uses, as when MPI ranks on a node with
 * several GPUs each take one. The program's arrays, kernels and streams
 * belong to the device they were made on, so the switch is allowed only
 * before the first of them (Numba would keep them in the old context,
 * unusable from the new one); selecting the current device again is
 * always allowed. The caller has checked that device k exists. */
void arrc_cuda_select_device(int64_t k, const arrc_loc *loc) {
  if (!arrc_gpu_in_use() || k == gpu.ordinal)
    return;
  arrc_gpu_required(loc); /* the old context is current here, for flush_cache */
  pthread_mutex_lock(&tables_lock);
  if (live_allocations > 0 || images || handles) {
    int current = gpu.ordinal;
    pthread_mutex_unlock(&tables_lock);
    arrc_raise(ARRC_CUDA_ERROR, loc,
               "select_device(%lld): device %d already holds this program's arrays, kernels or streams; "
               "select the device before the first GPU work",
               (long long)k, current);
  }
  /* The freed blocks the allocator keeps are the old context's. */
  flush_cache();
  cu_device device;
  cu_handle context;
  int major = 0, minor = 0;
  char name[sizeof gpu.name];
  cu_result r;
  const char *call = NULL;
  if ((r = drv.DeviceGet(&device, (int)k)) != DRV_SUCCESS)
    call = "cuDeviceGet";
  else if ((r = drv.DeviceGetAttribute(&major, DRV_ATTR_CC_MAJOR, device)) != DRV_SUCCESS ||
           (r = drv.DeviceGetAttribute(&minor, DRV_ATTR_CC_MINOR, device)) != DRV_SUCCESS)
    call = "cuDeviceGetAttribute";
  else if ((r = drv.DeviceGetName(name, (int)sizeof name, device)) != DRV_SUCCESS)
    call = "cuDeviceGetName";
  else if ((r = drv.DevicePrimaryCtxRetain(&context, device)) != DRV_SUCCESS)
    call = "cuDevicePrimaryCtxRetain";
  else if ((r = drv.CtxSetCurrent(context)) != DRV_SUCCESS) {
    drv.DevicePrimaryCtxRelease(device);
    call = "cuCtxSetCurrent";
  }
  if (call) {
    pthread_mutex_unlock(&tables_lock);
    cuda_fail(r, call, NULL, loc);
  }
  drv.DevicePrimaryCtxRelease(gpu.device);
  gpu.device = device;
  gpu.ordinal = (int)k;
  gpu.context = context;
  gpu.cc = major * 10 + minor;
  name[sizeof name - 1] = '\0';
  memcpy(gpu.name, name, sizeof gpu.name);
  gpu.generation++;
  context_generation = gpu.generation;
  pthread_mutex_unlock(&tables_lock);
}

/* A function of the driver that the runtime does not require (the
 * profiler's), or NULL when the driver lacks it or no GPU is in use. */
void *arrc_cuda_optional_symbol(const char *name) {
  if (!arrc_gpu_in_use())
    return NULL;
  return gpu.lookup(name);
}

/* ---- the end ------------------------------------------------------------------ */

/* Errors of the driver at exit are ignored: there is nothing left to tell
 * the program, and the process is about to release everything anyway. */
void arrc_gpu_shutdown(void) {
  if (gpu.shut)
    return;
  /* A thread that exits while another is in the middle of a GPU call
   * leaves the tables to the process's end. */
  if (pthread_mutex_trylock(&tables_lock) != 0)
    return;
  if (gpu.gpu && !context_is_current() && drv.CtxSetCurrent(gpu.context) == DRV_SUCCESS)
    context_generation = gpu.generation;
  /* Launches are asynchronous: the last ones finish before the program. */
  if (gpu.gpu)
    (void)drv.CtxSynchronize();
  while (handles) {
    Handle *h = handles;
    handles = h->next;
    if (gpu.gpu && h->h)
      (void)(h->event ? drv.EventDestroy(h->h) : drv.StreamDestroy(h->h));
    free(h);
  }
  while (modules) {
    Module *m = modules;
    modules = m->next;
    free(m);
  }
  while (images) {
    Image *i = images;
    images = i->next;
    drv.ModuleUnload(i->module);
    free(i);
  }
  if (gpu.gpu) {
    flush_cache();
    drv.DevicePrimaryCtxRelease(gpu.device);
  }
  gpu.shut = true;
  arrc_device_free_hook = NULL;
  pthread_mutex_unlock(&tables_lock);
}

/* ---- ARRC_PROFILE's header --------------------------------------------------- */

bool arrc_gpu_profile_device(char *buf, size_t cap) {
  if (!gpu.gpu)
    return false;
  snprintf(buf, cap, "%s, compute capability %d.%d", gpu.name, gpu.cc / 10, gpu.cc % 10);
  return true;
}
