/* runtime/cuda.c: where GPU code runs (ARRC_DEVICE), device arrays, copies,
 * streams, events and ARRC_PROFILE, on the CPU path; and the GPU path
 * against a fake CUDA driver.
 *
 * The machines the tests run on need not have a GPU, so the driver path is
 * exercised through arrc_cuda_set_driver with a fake driver written below:
 * its "device memory" is host memory it hands out and tracks, and its
 * cuLaunchKernel runs the kernel's CPU version on the parameters it was
 * given. Kernels check that every array they get lives in that memory, so
 * the tests see that host arrays were really copied in, with device
 * headers, and copied back. Each test runs in its own process
 * (Criterion's default), so each starts with a fresh runtime. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "rt_pool.h"
#include "rt_print.h"
#include "rt_profile.h"
#include "rt_values.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ---- the fake driver -------------------------------------------------------- */

typedef int cu_result;
typedef unsigned long long cu_ptr;
typedef void *cu_handle;

typedef struct {
  float ms;
  bool recorded;
} FakeEvent;

static struct {
  bool active;
  /* How it behaves. */
  cu_result init_result, launch_result, sync_result, load_result;
  const void *fail_image;  /* only this image fails to load, when set */
  int device_count, cc_major, cc_minor;
  const char *jit_error;
  size_t memory_limit;     /* 0: unlimited */
  const char *hide;        /* a function the driver lacks */
  /* What it saw. */
  int allocs, frees, htod, dtoh, memsets, loads, unloads, launches, retains, releases;
  int streams, stream_destroys, events, event_destroys, elapsed_v1, violations;
  int ctx_syncs, stream_syncs;
  size_t last_alloc;
  size_t live_bytes;
  cu_handle last_stream;
  const char *last_function; /* the name of the entry launched last */
  const void *last_image;
  float clock;
  int nblocks;
  struct {
    char *p;
    size_t n;
  } blocks[1024];
} fake;

/* The driver is thread-safe, and its current context is per thread: a
 * call from a thread that has not made the context current fails with
 * CUDA_ERROR_INVALID_CONTEXT, as the real driver's calls do. */
static pthread_mutex_t fake_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static _Thread_local cu_handle fake_current;
static int fake_no_context_calls;

static bool no_context(void) {
  if (fake_current == &fake)
    return false;
  pthread_mutex_lock(&fake_lock);
  fake_no_context_calls++;
  pthread_mutex_unlock(&fake_lock);
  return true;
}

#define NEEDS_CONTEXT()     \
  do {                      \
    if (no_context())       \
      return 201;           \
  } while (0)

static int fake_block(const void *p, size_t n) {
  for (int i = 0; i < fake.nblocks; i++)
    if ((const char *)p >= fake.blocks[i].p && (const char *)p + n <= fake.blocks[i].p + fake.blocks[i].n)
      return i;
  return -1;
}

/* Whether an array header and its elements are in the fake device memory. */
static void expect_on_device(const arrc_array *a) {
  if (!fake.active)
    return;
  if (fake_block(a, sizeof *a) < 0 || (a->size > 0 && fake_block(a->data, (size_t)a->itemsize) < 0))
    fake.violations++;
}

static cu_result fake_cuInit(unsigned flags) {
  return flags == 0 ? fake.init_result : 1;
}

static cu_result fake_cuDeviceGetCount(int *count) {
  *count = fake.device_count;
  return 0;
}

static cu_result fake_cuDeviceGet(int *dev, int ordinal) {
  *dev = ordinal;
  return 0;
}

static cu_result fake_cuDeviceGetAttribute(int *value, int attribute, int dev) {
  (void)dev;
  *value = attribute == 75 ? fake.cc_major : attribute == 76 ? fake.cc_minor : 0;
  return 0;
}

static cu_result fake_cuDeviceGetName(char *name, int len, int dev) {
  (void)dev;
  snprintf(name, (size_t)len, "Fake GPU");
  return 0;
}

static cu_result fake_cuDevicePrimaryCtxRetain(cu_handle *ctx, int dev) {
  (void)dev;
  *ctx = &fake;
  fake.retains++;
  return 0;
}

static cu_result fake_cuDevicePrimaryCtxRelease_v2(int dev) {
  (void)dev;
  fake.releases++;
  return 0;
}

static cu_result fake_cuCtxSetCurrent(cu_handle ctx) {
  if (ctx != &fake)
    return 201;
  fake_current = ctx;
  return 0;
}

static cu_result fake_cuCtxSynchronize(void) {
  NEEDS_CONTEXT();
  fake.ctx_syncs++;
  return fake.sync_result;
}

static cu_result fake_cuModuleLoadDataEx(cu_handle *module, const void *image, unsigned n, int *options,
                                         void **values) {
  NEEDS_CONTEXT();
  fake.loads++;
  fake.last_image = image;
  if (fake.load_result && (!fake.fail_image || fake.fail_image == image)) {
    for (unsigned i = 0; i + 1 < n; i++)
      if (options[i] == 5 && options[i + 1] == 6 && fake.jit_error)
        snprintf(values[i], (size_t)(uintptr_t)values[i + 1], "%s", fake.jit_error);
    return fake.load_result;
  }
  *module = (void *)image;
  return 0;
}

static const arrc_kernel *const *fake_kernels;

static cu_result fake_cuModuleGetFunction(cu_handle *function, cu_handle module, const char *name) {
  (void)module;
  for (const arrc_kernel *const *k = fake_kernels; *k; k++)
    if (strcmp((*k)->name, name) == 0) {
      *function = (void *)*k;
      return 0;
    }
  return 500;
}

static cu_result fake_cuModuleUnload(cu_handle module) {
  (void)module;
  fake.unloads++;
  return 0;
}

static cu_result mem_alloc(cu_ptr *p, size_t n) {
  if ((fake.memory_limit && fake.live_bytes + n > fake.memory_limit) || fake.nblocks == 1024)
    return 2;
  char *m = malloc(n);
  fake.blocks[fake.nblocks].p = m;
  fake.blocks[fake.nblocks++].n = n;
  fake.allocs++;
  fake.last_alloc = n;
  fake.live_bytes += n;
  *p = (cu_ptr)(uintptr_t)m;
  return 0;
}

static cu_result mem_free(cu_ptr p) {
  for (int i = 0; i < fake.nblocks; i++)
    if (fake.blocks[i].p == (char *)(uintptr_t)p) {
      fake.live_bytes -= fake.blocks[i].n;
      free(fake.blocks[i].p);
      fake.blocks[i] = fake.blocks[--fake.nblocks];
      fake.frees++;
      return 0;
    }
  return 1;
}

static cu_result memcpy_htod(cu_ptr dst, const void *src, size_t n) {
  if (fake_block((void *)(uintptr_t)dst, n) < 0 || fake_block(src, 1) >= 0)
    return 1;
  memcpy((void *)(uintptr_t)dst, src, n);
  fake.htod++;
  return 0;
}

static cu_result memcpy_dtoh(void *dst, cu_ptr src, size_t n) {
  if (fake_block((void *)(uintptr_t)src, n) < 0 || fake_block(dst, 1) >= 0)
    return 1;
  memcpy(dst, (void *)(uintptr_t)src, n);
  fake.dtoh++;
  return 0;
}

static cu_result memset_d8(cu_ptr dst, unsigned char v, size_t n) {
  if (fake_block((void *)(uintptr_t)dst, n) < 0)
    return 1;
  memset((void *)(uintptr_t)dst, v, n);
  fake.memsets++;
  return 0;
}

/* The driver's entry points: each needs the context current on the
 * calling thread and runs under the fake's lock. */
#define LOCKED(CALL)                    \
  do {                                  \
    NEEDS_CONTEXT();                    \
    pthread_mutex_lock(&fake_lock);     \
    cu_result r_ = CALL;                \
    pthread_mutex_unlock(&fake_lock);   \
    return r_;                          \
  } while (0)

static cu_result fake_cuMemAlloc_v2(cu_ptr *p, size_t n) {
  LOCKED(mem_alloc(p, n));
}

static cu_result fake_cuMemFree_v2(cu_ptr p) {
  LOCKED(mem_free(p));
}

static cu_result fake_cuMemcpyHtoD_v2(cu_ptr dst, const void *src, size_t n) {
  LOCKED(memcpy_htod(dst, src, n));
}

static cu_result fake_cuMemcpyDtoH_v2(void *dst, cu_ptr src, size_t n) {
  LOCKED(memcpy_dtoh(dst, src, n));
}

static cu_result fake_cuMemsetD8_v2(cu_ptr dst, unsigned char v, size_t n) {
  LOCKED(memset_d8(dst, v, n));
}

/* Runs every thread of the grid in order; the test kernels use no
 * barriers. */
static cu_result launch_kernel(cu_handle function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                               unsigned bz, unsigned shared, cu_handle stream, void **params, void **extra) {
  const arrc_kernel *k = function;
  fake.launches++;
  fake.last_function = k->name;
  fake.last_stream = stream;
  if (fake.launch_result || extra)
    return fake.launch_result ? fake.launch_result : 1;
  /* kernelParams holds one pointer per .param of the PTX entry, which has
   * none for a parameter without a value (ARRC_PARAM_NONE); the CPU
   * version takes a slot for every parameter. */
  void *slots[16] = {0};
  if (k->nparams > (int)COUNT(slots))
    return 1;
  for (int i = 0, next = 0; i < k->nparams; i++) {
    if (k->param_kind[i] == ARRC_PARAM_NONE)
      continue;
    slots[i] = params[next++];
    if (!slots[i]) {
      fake.violations++;
      return 1;
    }
  }
  params = slots;
  char *mem = calloc(1, (size_t)k->shared_bytes + shared + 16);
  arrc_thread t = {.bdim = {(int32_t)bx, (int32_t)by, (int32_t)bz}, .gdim = {(int32_t)gx, (int32_t)gy, (int32_t)gz},
                   .shared = mem};
  for (t.bid[2] = 0; t.bid[2] < (int32_t)gz; t.bid[2]++)
    for (t.bid[1] = 0; t.bid[1] < (int32_t)gy; t.bid[1]++)
      for (t.bid[0] = 0; t.bid[0] < (int32_t)gx; t.bid[0]++)
        for (t.tid[2] = 0; t.tid[2] < (int32_t)bz; t.tid[2]++)
          for (t.tid[1] = 0; t.tid[1] < (int32_t)by; t.tid[1]++)
            for (t.tid[0] = 0; t.tid[0] < (int32_t)bx; t.tid[0]++)
              k->cpu(&t, params);
  free(mem);
  return 0;
}

static cu_result fake_cuLaunchKernel(cu_handle function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                     unsigned by, unsigned bz, unsigned shared, cu_handle stream,
                                     void **params, void **extra) {
  LOCKED(launch_kernel(function, gx, gy, gz, bx, by, bz, shared, stream, params, extra));
}

static const struct {
  cu_result r;
  const char *name, *text;
} fake_errors[] = {
    {1, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {2, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {100, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {201, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {209, "CUDA_ERROR_NO_BINARY_FOR_GPU", "no kernel image is available for execution on the device"},
    {218, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {400, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {700, "CUDA_ERROR_ILLEGAL_ADDRESS", "an illegal memory access was encountered"},
};

static cu_result fake_cuGetErrorName(cu_result r, const char **s) {
  for (size_t i = 0; i < COUNT(fake_errors); i++)
    if (fake_errors[i].r == r) {
      *s = fake_errors[i].name;
      return 0;
    }
  return 1;
}

static cu_result fake_cuGetErrorString(cu_result r, const char **s) {
  for (size_t i = 0; i < COUNT(fake_errors); i++)
    if (fake_errors[i].r == r) {
      *s = fake_errors[i].text;
      return 0;
    }
  return 1;
}

static cu_result fake_cuStreamCreate(cu_handle *s, unsigned flags) {
  *s = (void *)(uintptr_t)(0x5000 + 16 * ++fake.streams);
  return flags == 0 ? 0 : 1;
}

static cu_result fake_cuStreamSynchronize(cu_handle s) {
  (void)s;
  fake.stream_syncs++;
  return 0;
}

static cu_result fake_cuStreamDestroy_v2(cu_handle s) {
  (void)s;
  fake.stream_destroys++;
  return 0;
}

static cu_result fake_cuEventCreate(cu_handle *e, unsigned flags) {
  *e = calloc(1, sizeof(FakeEvent));
  fake.events++;
  return flags == 0 ? 0 : 1;
}

/* The fake clock advances 1.5 ms per record. */
static cu_result fake_cuEventRecord(cu_handle e, cu_handle s) {
  (void)s;
  FakeEvent *ev = e;
  fake.clock += 1.5f;
  ev->ms = fake.clock;
  ev->recorded = true;
  return 0;
}

static cu_result fake_cuEventSynchronize(cu_handle e) {
  (void)e;
  return 0;
}

static cu_result fake_cuEventElapsedTime_v2(float *ms, cu_handle a, cu_handle b) {
  const FakeEvent *x = a, *y = b;
  if (!x->recorded || !y->recorded)
    return 400;
  *ms = y->ms - x->ms;
  return 0;
}

static cu_result fake_cuEventElapsedTime(float *ms, cu_handle a, cu_handle b) {
  fake.elapsed_v1++;
  return fake_cuEventElapsedTime_v2(ms, a, b);
}

static cu_result fake_cuEventDestroy_v2(cu_handle e) {
  free(e);
  fake.event_destroys++;
  return 0;
}

#define FAKE(name) {#name, (void *)fake_##name}
static const struct {
  const char *name;
  void *fn;
} fake_table[] = {
    FAKE(cuInit),
    FAKE(cuDeviceGetCount),
    FAKE(cuDeviceGet),
    FAKE(cuDeviceGetAttribute),
    FAKE(cuDeviceGetName),
    FAKE(cuDevicePrimaryCtxRetain),
    FAKE(cuDevicePrimaryCtxRelease_v2),
    FAKE(cuCtxSetCurrent),
    FAKE(cuCtxSynchronize),
    FAKE(cuModuleLoadDataEx),
    FAKE(cuModuleGetFunction),
    FAKE(cuModuleUnload),
    FAKE(cuMemAlloc_v2),
    FAKE(cuMemFree_v2),
    FAKE(cuMemcpyHtoD_v2),
    FAKE(cuMemcpyDtoH_v2),
    FAKE(cuMemsetD8_v2),
    FAKE(cuLaunchKernel),
    FAKE(cuGetErrorName),
    FAKE(cuGetErrorString),
    FAKE(cuStreamCreate),
    FAKE(cuStreamSynchronize),
    FAKE(cuStreamDestroy_v2),
    FAKE(cuEventCreate),
    FAKE(cuEventRecord),
    FAKE(cuEventSynchronize),
    FAKE(cuEventElapsedTime_v2),
    FAKE(cuEventElapsedTime),
    FAKE(cuEventDestroy_v2),
};

static void *fake_lookup(const char *name) {
  if (fake.hide && strcmp(name, fake.hide) == 0)
    return NULL;
  for (size_t i = 0; i < COUNT(fake_table); i++)
    if (strcmp(fake_table[i].name, name) == 0)
      return fake_table[i].fn;
  return NULL;
}

/* ---- kernels ---------------------------------------------------------------- */

static const int32_t array_scalar[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_SCALAR};
static const int32_t two_arrays[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY};
static const int32_t sizes8[] = {8, 8};
static const char fake_ptx[] = "//\n.version 8.0\n.target sm_75\n.address_size 64\n.visible .entry scale()\n{\n}\n";
static const char fake_cubin[] = "\177ELF fake cubin";
static const char fake_cubin_80[] = "\177ELF fake cubin sm_80";
static const char fake_cubin_86[] = "\177ELF fake cubin sm_86";
static const char fake_cubin_90[] = "\177ELF fake cubin sm_90";
/* A fat program's cubins, as arrc embeds them: ascending by architecture. */
static const arrc_cubin one_cubin[] = {{75, fake_cubin, sizeof fake_cubin}};
static const arrc_cubin fat_cubins[] = {{75, fake_cubin, sizeof fake_cubin},
                                        {80, fake_cubin_80, sizeof fake_cubin_80},
                                        {86, fake_cubin_86, sizeof fake_cubin_86},
                                        {90, fake_cubin_90, sizeof fake_cubin_90}};

#define KERNEL(NAME, FN, KINDS, PTX, ARCH)                                                              \
  {.name = NAME, .cpu = FN, .nparams = 2, .param_kind = KINDS, .param_size = sizes8, .ptx = PTX, \
   .ptx_arch = ARCH}

static int64_t first_stride_seen;

/* scale(a, f): a[i] *= f over a 1-D float64 array. */
static void scale_kernel(arrc_thread *t, void **args) {
  arrc_array *a = *(arrc_array **)args[0];
  double f = *(double *)args[1];
  expect_on_device(a);
  first_stride_seen = ARRC_STRIDES(a)[0];
  int64_t i = (int64_t)t->bid[0] * t->bdim[0] + t->tid[0];
  if (i < ARRC_SHAPE(a)[0]) {
    double *x = (double *)(a->data + i * ARRC_STRIDES(a)[0]);
    *x *= f;
  }
}

/* add(a, b): a[i] += b[i]. */
static void add_kernel(arrc_thread *t, void **args) {
  arrc_array *a = *(arrc_array **)args[0], *b = *(arrc_array **)args[1];
  expect_on_device(a);
  expect_on_device(b);
  int64_t i = (int64_t)t->bid[0] * t->bdim[0] + t->tid[0];
  if (i < ARRC_SHAPE(a)[0])
    *(double *)(a->data + i * ARRC_STRIDES(a)[0]) += *(double *)(b->data + i * ARRC_STRIDES(b)[0]);
}

/* scale_after_none(a, None, f): scale with a parameter of no value before
 * the factor. */
static void scale_after_none_kernel(arrc_thread *t, void **args) {
  cr_expect_null(args[1]);
  void *scale_args[] = {args[0], args[2]};
  scale_kernel(t, scale_args);
}

static const int32_t array_none_scalar[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_NONE, ARRC_PARAM_SCALAR};
static const int32_t sizes_none[] = {8, 0, 8};
static const arrc_kernel scale_after_none_k = {.name = "scale_after_none", .cpu = scale_after_none_kernel,
                                               .nparams = 3, .param_kind = array_none_scalar,
                                               .param_size = sizes_none, .ptx = fake_ptx, .ptx_arch = "sm_75"};

/* tuples((a, b), (f, (c, n))): a[i] += b[i] * f and c[i] = n, with the
 * arrays inside tuples passed by value, as Numba passes them. */
typedef struct {
  arrc_array *a, *b;
} Pair;
typedef struct {
  double f;
  struct {
    arrc_array *c;
    int64_t n;
  } inner;
} Nested;

static void tuples_kernel(arrc_thread *t, void **args) {
  const Pair *p = args[0];
  const Nested *q = args[1];
  expect_on_device(p->a);
  expect_on_device(p->b);
  expect_on_device(q->inner.c);
  int64_t i = (int64_t)t->bid[0] * t->bdim[0] + t->tid[0];
  if (i < ARRC_SHAPE(p->a)[0]) {
    *(double *)(p->a->data + i * ARRC_STRIDES(p->a)[0]) += *(double *)(p->b->data + i * ARRC_STRIDES(p->b)[0]) * q->f;
    *(double *)(q->inner.c->data + i * ARRC_STRIDES(q->inner.c)[0]) = (double)q->inner.n;
  }
}

static const int32_t two_tuples[] = {ARRC_PARAM_TUPLE, ARRC_PARAM_TUPLE};
static const int32_t tuple_sizes[] = {sizeof(Pair), sizeof(Nested)};
static const int32_t tuple_offsets[] = {2, offsetof(Pair, a), offsetof(Pair, b), 1, offsetof(Nested, inner.c)};
static const arrc_kernel tuples_k = {.name = "tuples", .cpu = tuples_kernel, .nparams = 2, .param_kind = two_tuples,
                                     .param_size = tuple_sizes, .ptx = fake_ptx, .ptx_arch = "sm_75",
                                     .tuple_arrays = tuple_offsets};

static const arrc_kernel scale_k = KERNEL("scale", scale_kernel, array_scalar, fake_ptx, "sm_75");
static const arrc_kernel add_k = KERNEL("add", add_kernel, two_arrays, fake_ptx, "sm_75");
static const arrc_kernel no_ptx_k = KERNEL("scale", scale_kernel, array_scalar, NULL, NULL);
static const arrc_kernel sm90_k = KERNEL("scale", scale_kernel, array_scalar, fake_ptx, "sm_90");
static const arrc_kernel cubin_k = {.name = "scale", .cpu = scale_kernel, .nparams = 2,
                                    .param_kind = array_scalar, .param_size = sizes8, .ptx = fake_ptx,
                                    .ptx_arch = "sm_75", .cubins = one_cubin, .ncubins = 1};
static const arrc_kernel fat_k = {.name = "scale", .cpu = scale_kernel, .nparams = 2,
                                  .param_kind = array_scalar, .param_size = sizes8, .ptx = fake_ptx,
                                  .ptx_arch = "sm_75", .cubins = fat_cubins, .ncubins = COUNT(fat_cubins)};
/* twice(x, y): y[i] = 2 * x[i], with x read-only: the plain entry and its
 * _nc twin (the fake driver finds each record by its name). */
static void twice_kernel(arrc_thread *t, void **args) {
  arrc_array *x = *(arrc_array **)args[0], *y = *(arrc_array **)args[1];
  expect_on_device(x);
  expect_on_device(y);
  int64_t i = (int64_t)t->bid[0] * t->bdim[0] + t->tid[0];
  if (i < ARRC_SHAPE(y)[0] && i < ARRC_SHAPE(x)[0])
    *(double *)(y->data + i * ARRC_STRIDES(y)[0]) = 2.0 * *(double *)(x->data + i * ARRC_STRIDES(x)[0]);
}
static const arrc_kernel twice_k = {.name = "twice", .cpu = twice_kernel, .nparams = 2, .param_kind = two_arrays,
                                    .param_size = sizes8, .ptx = fake_ptx, .ptx_arch = "sm_75",
                                    .nc_name = "twice_nc", .readonly_params = 1};
static const arrc_kernel twice_nc_k = {.name = "twice_nc", .cpu = twice_kernel, .nparams = 2,
                                       .param_kind = two_arrays, .param_size = sizes8, .ptx = fake_ptx,
                                       .ptx_arch = "sm_75"};
static const arrc_kernel *const all_kernels[] = {&scale_k, &add_k, &scale_after_none_k, &tuples_k,
                                                 &twice_k, &twice_nc_k, NULL};

/* A fake GPU of compute capability 7.5, found by ARRC_DEVICE=auto. */
static void use_fake(void) {
  memset(&fake, 0, sizeof fake);
  fake.active = true;
  fake.device_count = 1;
  fake.cc_major = 7;
  fake.cc_minor = 5;
  fake_kernels = all_kernels;
  setenv("ARRC_DEVICE", "auto", 1);
  unsetenv("ARRC_PTX");
  setenv("ARRC_NUM_THREADS", "2", 1);
  arrc_cuda_set_driver(fake_lookup);
}

/* No GPU at all: every GPU operation takes the CPU path. */
static void use_cpu(void) {
  setenv("ARRC_DEVICE", "cpu", 1);
  setenv("ARRC_NUM_THREADS", "2", 1);
}

TestSuite(rt_cuda_fake, .init = use_fake);
TestSuite(rt_cuda_cpu, .init = use_cpu);
TestSuite(rt_cuda_env);

static arrc_array *iota_f64(int64_t n) {
  arrc_array *a = arrc_array_new(ARRC_FLOAT64, 1, &n, false, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    ((double *)a->data)[i] = (double)i;
  return a;
}

static double at(const arrc_array *a, int64_t i) {
  return arrc_array_get_f64(a, i);
}

static void launch_1d(const arrc_kernel *k, int64_t blocks, int64_t threads, void *stream, void **args) {
  int64_t grid[3] = {blocks, 1, 1}, block[3] = {threads, 1, 1};
  arrc_launch(k, grid, block, 0, stream, args, &rt_test_loc);
}

static void scale(const arrc_kernel *k, arrc_array *a, double f, void *stream) {
  void *args[] = {&a, &f};
  launch_1d(k, (a->size + 255) / 256, 256, stream, args);
}

/* ---- the GPU path, on the fake driver ------------------------------------------ */

Test(rt_cuda_fake, host_arrays_are_copied_in_and_back) {
  cr_assert(arrc_gpu_in_use());
  arrc_array *a = iota_f64(1000);
  scale(&scale_k, a, 3.0, NULL);
  for (int64_t i = 0; i < 1000; i++)
    cr_expect_eq(at(a, i), 3.0 * (double)i);
  cr_expect_eq(fake.violations, 0);
  cr_expect_eq(fake.launches, 1);
  cr_expect_eq(fake.htod, 2, "the elements, then the headers");
  cr_expect_eq(fake.dtoh, 1);
  cr_expect_eq(fake.allocs, 2);
  /* The second launch reuses the module and the cached device memory. */
  scale(&scale_k, a, 2.0, NULL);
  cr_expect_eq(at(a, 999), 6.0 * 999);
  cr_expect_eq(fake.loads, 1);
  cr_expect_eq(fake.allocs, 2);
  cr_expect_eq(fake.frees, 0);
  arrc_array_decref(a);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.live_bytes, 0);
  cr_expect_eq(fake.frees, 2);
  cr_expect_eq(fake.unloads, 1);
  cr_expect_eq(fake.retains, 1);
  cr_expect_eq(fake.releases, 1);
}

/* A strided host array goes to the device as a contiguous copy with C
 * strides, and comes back into the right elements. */
Test(rt_cuda_fake, non_contiguous_host_array) {
  arrc_array *base = iota_f64(20);
  int64_t shape = 10, stride = 16;
  arrc_array *v = arrc_array_view(base, base->data + 8, 1, &shape, &stride);
  scale(&scale_k, v, 10.0, NULL);
  for (int64_t i = 0; i < 20; i++)
    cr_expect_eq(at(base, i), i % 2 ? 10.0 * (double)i : (double)i, "element %lld", (long long)i);
  cr_expect_eq(first_stride_seen, 8);
  cr_expect_eq(fake.violations, 0);
  arrc_array_decref(v);
  arrc_array_decref(base);
}

Test(rt_cuda_fake, device_arrays_stay_on_the_device) {
  arrc_array *a = iota_f64(300);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  cr_expect_eq(d->dtype, ARRC_FLOAT64 | ARRC_DEVICE_DATA);
  cr_expect_eq(d->size, 300);
  cr_expect_eq(ARRC_SHAPE(d)[0], 300);
  cr_expect_eq(ARRC_STRIDES(d)[0], 8);
  cr_expect_geq(fake_block(d->data, 300 * 8), 0);
  cr_expect_eq(fake.htod, 1);
  scale(&scale_k, d, 2.0, NULL);
  scale(&scale_k, d, 2.0, NULL);
  cr_expect_eq(fake.htod, 2, "the header is uploaded once");
  cr_expect_eq(fake.dtoh, 0);
  cr_expect_eq(fake.violations, 0);
  for (int64_t i = 0; i < 300; i++)
    cr_expect_eq(at(a, i), (double)i, "the host array is untouched");
  arrc_array *h = arrc_copy_to_host(d, NULL, NULL, &rt_test_loc);
  cr_expect_eq(h->dtype, ARRC_FLOAT64);
  for (int64_t i = 0; i < 300; i++)
    cr_expect_eq(at(h, i), 4.0 * (double)i);
  arrc_array *out = arrc_array_new(ARRC_FLOAT64, 1, (int64_t[]){300}, true, &rt_test_loc);
  arrc_array *r = arrc_copy_to_host(d, out, NULL, &rt_test_loc);
  cr_expect_eq(r, out);
  cr_expect_eq(out->refcount, 2);
  cr_expect_eq(at(out, 299), 4.0 * 299);
  /* to_device of a device array gives it back. */
  arrc_array *same = arrc_to_device(d, NULL, &rt_test_loc);
  cr_expect_eq(same, d);
  cr_expect_eq(d->refcount, 2);
  arrc_array_decref(same);
  arrc_array_decref(r);
  arrc_array_decref(out);
  arrc_array_decref(h);
  arrc_array_decref(d);
  arrc_array_decref(a);
  arrc_synchronize(&rt_test_loc);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.live_bytes, 0);
  cr_expect_eq(fake.allocs, fake.frees);
  cr_expect_null(arrc_device_free_hook);
}

/* twice(x, y) on x and y, 1-D views of d (offsets and lengths in
 * elements, stride 1 or 2); returns the entry launched. */
static const char *twice_on_views(arrc_array *d, int64_t x_at, int64_t x_len, int64_t y_at, int64_t y_len,
                                  int64_t step) {
  int64_t stride = 8 * step;
  arrc_array *x = arrc_array_view(d, d->data + 8 * x_at, 1, &x_len, &stride);
  arrc_array *y = arrc_array_view(d, d->data + 8 * y_at, 1, &y_len, &stride);
  void *args[] = {&x, &y};
  launch_1d(&twice_k, 1, 64, NULL, args);
  arrc_array_decref(x);
  arrc_array_decref(y);
  return fake.last_function;
}

/* The _nc entry reads x through the non-coherent cache: it runs only when
 * no written array overlaps x's bytes on the device. */
Test(rt_cuda_fake, nc_entry_only_for_arrays_that_do_not_overlap) {
  arrc_array *a = iota_f64(16);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  arrc_array *out = arrc_device_array(ARRC_FLOAT64, 1, (int64_t[]){16}, &rt_test_loc);
  void *separate[] = {&d, &out};
  launch_1d(&twice_k, 1, 64, NULL, separate);
  cr_expect_str_eq(fake.last_function, "twice_nc", "separate arrays");
  void *same[] = {&d, &d};
  launch_1d(&twice_k, 1, 64, NULL, same);
  cr_expect_str_eq(fake.last_function, "twice", "the same array twice");
  cr_expect_str_eq(twice_on_views(d, 0, 8, 2, 8, 1), "twice", "overlapping views");
  cr_expect_str_eq(twice_on_views(d, 0, 8, 1, 8, 2), "twice", "interleaved views share their byte range");
  cr_expect_str_eq(twice_on_views(d, 0, 8, 8, 8, 1), "twice_nc", "adjacent halves");
  cr_expect_str_eq(twice_on_views(d, 8, 0, 0, 8, 1), "twice_nc", "an empty read-only view overlaps nothing");
  /* The same host array twice is copied to the device once. */
  void *host_twice[] = {&a, &a};
  launch_1d(&twice_k, 1, 64, NULL, host_twice);
  cr_expect_str_eq(fake.last_function, "twice", "the same host array twice");
  cr_expect_eq(at(a, 3), 6.0);
  arrc_array *h = arrc_copy_to_host(out, NULL, NULL, &rt_test_loc);
  for (int64_t i = 0; i < 16; i++)
    cr_expect_eq(at(h, i), 2.0 * (double)i);
  cr_expect_eq(fake.violations, 0);
  arrc_array_decref(h);
  arrc_array_decref(out);
  arrc_array_decref(d);
  arrc_array_decref(a);
}

/* A None argument has no kernelParams entry: the factor after it is the
 * entry's second parameter, not a NULL. */
Test(rt_cuda_fake, none_argument_does_not_shift_kernel_params) {
  arrc_array *a = iota_f64(40);
  double f = 2.5;
  void *args[] = {&a, NULL, &f};
  launch_1d(&scale_after_none_k, 1, 64, NULL, args);
  cr_expect_eq(fake.violations, 0);
  cr_expect_eq(fake.launches, 1);
  for (int64_t i = 0; i < 40; i++)
    cr_expect_eq(at(a, i), 2.5 * (double)i);
  arrc_array_decref(a);
}

/* Arrays inside tuple arguments reach the kernel as device arrays (host
 * arrays copied in and back), the tuple's other fields as they were. */
Test(rt_cuda_fake, tuple_of_arrays_reaches_the_kernel_as_device_arrays) {
  arrc_array *a = iota_f64(30), *b = iota_f64(30), *c = iota_f64(30);
  arrc_array *d = arrc_to_device(b, NULL, &rt_test_loc);
  Pair pair = {a, d};
  Nested nested = {.f = 0.5, .inner = {c, 7}};
  void *args[] = {&pair, &nested};
  launch_1d(&tuples_k, 1, 32, NULL, args);
  cr_expect_eq(fake.violations, 0);
  cr_expect_eq(fake.launches, 1);
  for (int64_t i = 0; i < 30; i++) {
    cr_expect_eq(at(a, i), 1.5 * (double)i);
    cr_expect_eq(at(c, i), 7.0);
  }
  cr_expect_eq(pair.a, a, "the caller's tuple is unchanged");
  cr_expect_eq(nested.inner.c, c);
  arrc_array_decref(d);
  arrc_array_decref(c);
  arrc_array_decref(b);
  arrc_array_decref(a);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.live_bytes, 0);
}

/* Every kernel of a program is in its one PTX image: it is loaded (and
 * compiled by the driver) once, not once per kernel, and unloaded once. */
Test(rt_cuda_fake, module_loaded_once_per_program) {
  arrc_array *a = iota_f64(10), *b = iota_f64(10);
  scale(&scale_k, a, 2.0, NULL);
  void *args[] = {&a, &b};
  launch_1d(&add_k, 1, 32, NULL, args);
  double f = 0.5;
  void *none_args[] = {&a, NULL, &f};
  launch_1d(&scale_after_none_k, 1, 32, NULL, none_args);
  scale(&scale_k, a, 2.0, NULL);
  cr_expect_eq(fake.launches, 4);
  cr_expect_eq(fake.loads, 1);
  for (int64_t i = 0; i < 10; i++)
    cr_expect_eq(at(a, i), 3.0 * (double)i);
  arrc_array_decref(a);
  arrc_array_decref(b);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.unloads, 1);
}

/* A launch on device arrays only is queued, not waited for: the program
 * waits where it observes results (a stream's synchronize, a copy to the
 * host, cuda.synchronize, exit); a launch with host arrays waits, as it
 * copies them back. */
Test(rt_cuda_fake, synchronize_only_where_results_are_observed) {
  arrc_array *a = iota_f64(16);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  void *stream = arrc_stream_new(&rt_test_loc);
  scale(&scale_k, d, 2.0, stream);
  scale(&scale_k, d, 2.0, stream);
  cr_expect_eq(fake.launches, 2);
  cr_expect_eq(fake.ctx_syncs, 0, "launches on device arrays do not wait");
  arrc_stream_synchronize(stream, &rt_test_loc);
  cr_expect_eq(fake.stream_syncs, 1);
  arrc_array *h = arrc_copy_to_host(d, NULL, NULL, &rt_test_loc);
  cr_expect_eq(at(h, 15), 4.0 * 15);
  scale(&scale_k, a, 3.0, NULL);
  cr_expect_eq(fake.ctx_syncs, 1, "a launch that copies host arrays back waits for the kernel first");
  cr_expect_eq(at(a, 15), 3.0 * 15);
  arrc_synchronize(&rt_test_loc);
  cr_expect_eq(fake.ctx_syncs, 2);
  arrc_array_decref(h);
  arrc_array_decref(d);
  arrc_array_decref(a);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.ctx_syncs, 3, "the program waits for its last launches at exit");
}

static void *double_on_this_thread(void *arg) {
  scale(&scale_k, arg, 2.0, NULL);
  return NULL;
}

/* The driver's current context is per thread: a launch from a thread that
 * did not open the device (a pool thread running a cuda ufunc in a
 * prange loop) makes it current there first. */
Test(rt_cuda_fake, launch_from_another_thread_makes_the_context_current) {
  cr_assert(arrc_gpu_in_use());
  arrc_array *a = iota_f64(20);
  pthread_t t;
  cr_assert_eq(pthread_create(&t, NULL, double_on_this_thread, a), 0);
  pthread_join(t, NULL);
  cr_expect_eq(fake_no_context_calls, 0);
  cr_expect_eq(fake.launches, 1);
  for (int64_t i = 0; i < 20; i++)
    cr_expect_eq(at(a, i), 2.0 * (double)i);
  arrc_array_decref(a);
}

static int churn_errors;

/* Device arrays made, launched on, copied back and freed, over and over:
 * the allocator's free blocks, the loaded modules and the cached headers
 * are shared with the other threads doing the same. */
static void *churn(void *arg) {
  (void)arg;
  for (int i = 0; i < 300; i++) {
    int64_t n = 1 + i % 37;
    arrc_array *h = iota_f64(n);
    arrc_array *d = arrc_to_device(h, NULL, &rt_test_loc);
    scale(&scale_k, d, 2.0, NULL);
    arrc_array *back = arrc_copy_to_host(d, NULL, NULL, &rt_test_loc);
    if (at(back, n - 1) != 2.0 * (double)(n - 1))
      __atomic_add_fetch(&churn_errors, 1, __ATOMIC_RELAXED);
    arrc_array_decref(back);
    arrc_array_decref(d);
    arrc_array_decref(h);
  }
  return NULL;
}

Test(rt_cuda_fake, threads_share_the_locked_tables) {
  cr_assert(arrc_gpu_in_use());
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    cr_assert_eq(pthread_create(&t[i], NULL, churn, NULL), 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], NULL);
  cr_expect_eq(churn_errors, 0);
  cr_expect_eq(fake_no_context_calls, 0);
  cr_expect_eq(fake.violations, 0);
  cr_expect_eq(fake.launches, 4 * 300);
  cr_expect_eq(fake.loads, 1);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.live_bytes, 0);
}

/* A cuda ufunc on an empty array computes nothing: it takes the CPU loop,
 * which runs no iteration, instead of a launch of zero blocks (a
 * ValueError before). Non-empty C-contiguous arrays still go to the GPU. */
Test(rt_cuda_fake, cuda_ufunc_on_empty_array) {
  arrc_array *empty = arrc_array_new(ARRC_FLOAT64, 2, (int64_t[]){3, 0}, true, &rt_test_loc);
  const arrc_array *inputs[] = {empty, empty};
  cr_expect_eq(arrc_gpu_map_fits(empty, 2, inputs, &rt_test_loc), 0);
  arrc_array *full = iota_f64(4);
  const arrc_array *full_inputs[] = {full};
  cr_expect_eq(arrc_gpu_map_fits(full, 1, full_inputs, &rt_test_loc), 1);
  arrc_array_decref(full);
  arrc_array_decref(empty);
}

/* copy_to_host of non-contiguous device views: every other element, and
 * a reversed column of a 2-D array, into a new array and into out. */
Test(rt_cuda_fake, copy_to_host_of_non_contiguous_device_view) {
  arrc_array *a = iota_f64(12);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  arrc_array *odd = arrc_array_view(d, d->data + 8, 1, (int64_t[]){6}, (int64_t[]){16});
  cr_expect_eq(odd->dtype, ARRC_FLOAT64 | ARRC_DEVICE_DATA);
  arrc_array *h = arrc_copy_to_host(odd, NULL, NULL, &rt_test_loc);
  cr_expect_eq(h->dtype, ARRC_FLOAT64);
  for (int64_t i = 0; i < 6; i++)
    cr_expect_eq(at(h, i), (double)(2 * i + 1));
  /* d as 4 rows of 3: column 1 read from the last row up. */
  arrc_array *column = arrc_array_view(d, d->data + 9 * 8 + 8, 1, (int64_t[]){4}, (int64_t[]){-24});
  arrc_array *out = arrc_array_new(ARRC_FLOAT64, 1, (int64_t[]){4}, true, &rt_test_loc);
  arrc_array *r = arrc_copy_to_host(column, out, NULL, &rt_test_loc);
  cr_expect_eq(r, out);
  static const double expected[] = {10, 7, 4, 1};
  for (int64_t i = 0; i < 4; i++)
    cr_expect_eq(at(out, i), expected[i]);
  cr_expect_eq(fake.violations, 0);
  arrc_array_decref(r);
  arrc_array_decref(out);
  arrc_array_decref(column);
  arrc_array_decref(h);
  arrc_array_decref(odd);
  arrc_array_decref(d);
  arrc_array_decref(a);
}

/* Host code that indexes or prints a device array: the element, or the
 * whole array, is copied between the device and the host (the host never
 * dereferences a device address, which segfaulted before). */
Test(rt_cuda_fake, host_index_and_print_of_device_array) {
  arrc_array *a = iota_f64(5);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  double x = 0, seven = 7;
  arrc_device_read(&x, d->data + 2 * 8, 8, &rt_test_loc);
  cr_expect_eq(x, 2.0);
  arrc_device_write(d->data + 8, &seven, 8, &rt_test_loc);
  int copies = fake.dtoh;
  arrc_text t = {0};
  arrc_text_put_array(&t, d);
  arrc_text_puts(&t, " ");
  arrc_text_put_array_repr(&t, d);
  arrc_text_putc(&t, '\0');
  cr_expect_str_eq(t.data, "[0. 7. 2. 3. 4.] array([0., 7., 2., 3., 4.])");
  cr_expect_eq(fake.dtoh, copies + 2, "each print copies the array to the host");
  arrc_text_free(&t);
  cr_expect_eq(at(a, 1), 1.0, "the host array is untouched");
  cr_expect_eq(fake.violations, 0);
  arrc_array_decref(d);
  arrc_array_decref(a);
}

/* The caching allocator rounds a request up to its size class by at most
 * a sixteenth (a quarter before), and a freed block serves the next
 * request of its class. */
Test(rt_cuda_fake, allocator_rounds_sizes_by_at_most_a_sixteenth) {
  static const int64_t counts[] = {33, 100, 1000, 4097, 5000, 100000, 1000001, 3 << 20};
  for (size_t i = 0; i < COUNT(counts); i++) {
    int64_t n = counts[i];
    size_t bytes = (size_t)n * 8;
    arrc_array *d = arrc_device_array(ARRC_FLOAT64, 1, &n, &rt_test_loc);
    cr_expect_geq(fake.last_alloc, bytes);
    cr_expect_leq(fake.last_alloc - bytes, bytes / 16, "%zu bytes allocated for %zu", fake.last_alloc, bytes);
    int allocs = fake.allocs;
    arrc_array_decref(d);
    d = arrc_device_array(ARRC_FLOAT64, 1, &n, &rt_test_loc);
    cr_expect_eq(fake.allocs, allocs, "the freed block is reused");
    arrc_array_decref(d);
  }
}

Test(rt_cuda_fake, same_array_twice_is_one_copy) {
  arrc_array *a = iota_f64(50);
  void *args[] = {&a, &a};
  launch_1d(&add_k, 1, 64, NULL, args);
  for (int64_t i = 0; i < 50; i++)
    cr_expect_eq(at(a, i), 2.0 * (double)i);
  cr_expect_eq(fake.htod, 2);
  cr_expect_eq(fake.dtoh, 1);
  arrc_array_decref(a);
}

Test(rt_cuda_fake, host_and_device_arrays_together) {
  arrc_array *a = iota_f64(70), *b = iota_f64(70);
  arrc_array *d = arrc_to_device(b, NULL, &rt_test_loc);
  void *args[] = {&a, &d};
  launch_1d(&add_k, 3, 32, NULL, args);
  void *back[] = {&d, &a};
  launch_1d(&add_k, 3, 32, NULL, back);
  arrc_array *h = arrc_copy_to_host(d, NULL, NULL, &rt_test_loc);
  for (int64_t i = 0; i < 70; i++) {
    cr_expect_eq(at(a, i), 2.0 * (double)i);
    cr_expect_eq(at(h, i), 3.0 * (double)i);
  }
  cr_expect_eq(fake.violations, 0);
  arrc_array_decref(h);
  arrc_array_decref(d);
  arrc_array_decref(b);
  arrc_array_decref(a);
}

/* device_array memory is zeroed even when it comes from the cache with
 * old contents. */
Test(rt_cuda_fake, device_array_is_zero) {
  arrc_array *a = iota_f64(100);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  arrc_array_decref(d);
  int64_t shape[2] = {10, 10};
  arrc_array *z = arrc_device_array(ARRC_FLOAT64, 2, shape, &rt_test_loc);
  cr_expect_eq(fake.allocs, 1, "the freed block is reused");
  cr_expect_eq(fake.memsets, 1);
  cr_expect_eq(ARRC_STRIDES(z)[0], 80);
  arrc_array *h = arrc_copy_to_host(z, NULL, NULL, &rt_test_loc);
  cr_expect_eq(h->ndim, 2);
  for (int64_t i = 0; i < 100; i++)
    cr_expect_eq(at(h, i), 0.0);
  int64_t none = 0;
  arrc_array *empty = arrc_device_array(ARRC_INT32, 1, &none, &rt_test_loc);
  cr_expect_eq(empty->size, 0);
  arrc_array *he = arrc_copy_to_host(empty, NULL, NULL, &rt_test_loc);
  cr_expect_eq(he->size, 0);
  arrc_array_decref(he);
  arrc_array_decref(empty);
  arrc_array_decref(h);
  arrc_array_decref(z);
  arrc_array_decref(a);
}

/* Running out of device memory first empties the cache and tries again. */
Test(rt_cuda_fake, out_of_memory_flushes_the_cache) {
  fake.memory_limit = 4096;
  int64_t n = 375; /* 3000 bytes, a 3072-byte block */
  arrc_array *d = arrc_device_array(ARRC_FLOAT64, 1, &n, &rt_test_loc);
  arrc_array_decref(d);
  n = 250; /* 2000 bytes, a 2048-byte block: fits only once the first is freed */
  d = arrc_device_array(ARRC_FLOAT64, 1, &n, &rt_test_loc);
  cr_expect_eq(fake.allocs, 2);
  cr_expect_eq(fake.frees, 1);
  arrc_array_decref(d);
}

Test(rt_cuda_fake, streams_and_events) {
  void *s = arrc_stream_new(&rt_test_loc);
  void *e1 = arrc_event_new(&rt_test_loc), *e2 = arrc_event_new(&rt_test_loc);
  arrc_array *a = iota_f64(10);
  arrc_event_record(e1, s, &rt_test_loc);
  scale(&scale_k, a, 2.0, s);
  cr_expect_eq(fake.last_stream, (void *)(uintptr_t)(0x5000 + 16));
  scale(&scale_k, a, 2.0, NULL);
  cr_expect_null(fake.last_stream);
  arrc_event_record(e2, s, &rt_test_loc);
  arrc_event_synchronize(e2, &rt_test_loc);
  arrc_stream_synchronize(s, &rt_test_loc);
  arrc_stream_synchronize(NULL, &rt_test_loc);
  cr_expect_eq(arrc_event_elapsed_time(e1, e2, &rt_test_loc), 1.5);
  cr_expect_eq(fake.elapsed_v1, 0);
  arrc_array_decref(a);
  arrc_gpu_shutdown();
  cr_expect_eq(fake.stream_destroys, 1);
  cr_expect_eq(fake.event_destroys, 2);
}

/* Drivers before CUDA 12.8 have only the plain cuEventElapsedTime. */
Test(rt_cuda_fake, older_elapsed_time) {
  fake.hide = "cuEventElapsedTime_v2";
  void *e1 = arrc_event_new(&rt_test_loc), *e2 = arrc_event_new(&rt_test_loc);
  arrc_event_record(e1, NULL, &rt_test_loc);
  arrc_event_record(e2, NULL, &rt_test_loc);
  cr_expect_eq(arrc_event_elapsed_time(e1, e2, &rt_test_loc), 1.5);
  cr_expect_eq(fake.elapsed_v1, 1);
}

/* The cubin is loaded where the GPU's architecture can run it; elsewhere,
 * or when it does not load, the PTX. */
Test(rt_cuda_fake, cubin_or_ptx) {
  arrc_array *a = iota_f64(4);
  scale(&cubin_k, a, 2.0, NULL);
  cr_expect_eq(fake.last_image, fake_cubin);
  cr_expect_eq(fake.loads, 1);
  cr_expect_eq(at(a, 3), 6.0);
  arrc_array_decref(a);
}

Test(rt_cuda_fake, cubin_of_another_major_architecture) {
  fake.cc_major = 8;
  fake.cc_minor = 6;
  arrc_array *a = iota_f64(4);
  scale(&cubin_k, a, 2.0, NULL);
  cr_expect_eq(fake.last_image, fake_ptx);
  cr_expect_eq(fake.loads, 1);
  arrc_array_decref(a);
}

Test(rt_cuda_fake, cubin_that_does_not_load) {
  fake.load_result = 209;
  fake.fail_image = fake_cubin;
  arrc_array *a = iota_f64(4);
  scale(&cubin_k, a, 2.0, NULL);
  cr_expect_eq(fake.last_image, fake_ptx);
  cr_expect_eq(fake.loads, 2);
  cr_expect_eq(at(a, 3), 6.0);
  arrc_array_decref(a);
}

/* A fat program on GPUs of several compute capabilities: the cubin made
 * for exactly the GPU, else the highest one below it of the same major
 * architecture, else the PTX (another major architecture). */
static void expect_image_for(int major, int minor, const void *image) {
  fake.cc_major = major;
  fake.cc_minor = minor;
  arrc_array *a = iota_f64(4);
  scale(&fat_k, a, 2.0, NULL);
  cr_expect_eq(fake.last_image, image, "compute capability %d.%d", major, minor);
  cr_expect_eq(fake.loads, 1);
  cr_expect_eq(at(a, 3), 6.0);
  arrc_array_decref(a);
}

Test(rt_cuda_fake, fat_binary_exact_cubin) {
  expect_image_for(8, 6, fake_cubin_86);
}

Test(rt_cuda_fake, fat_binary_sm90_on_h100) {
  expect_image_for(9, 0, fake_cubin_90);
}

Test(rt_cuda_fake, fat_binary_lower_minor_cubin) {
  expect_image_for(8, 9, fake_cubin_86);
}

Test(rt_cuda_fake, fat_binary_newer_major_gets_ptx) {
  expect_image_for(10, 0, fake_ptx);
}

/* ARRC_PTX=1 gives the driver the PTX even where a cubin matches. */
Test(rt_cuda_fake, fat_binary_arrc_ptx_forces_ptx) {
  setenv("ARRC_PTX", "1", 1);
  expect_image_for(9, 0, fake_ptx);
}

/* The choice itself, for every compute capability of interest. */
Test(rt_cuda_fake, pick_cubin_table) {
  static const struct {
    int cc;
    const void *image; /* NULL: the PTX */
  } cases[] = {{50, NULL},         {70, NULL},          {72, NULL},          {75, fake_cubin},
               {80, fake_cubin_80}, {86, fake_cubin_86}, {87, fake_cubin_86}, {89, fake_cubin_86},
               {90, fake_cubin_90}, {100, NULL},         {120, NULL}};
  for (size_t i = 0; i < COUNT(cases); i++) {
    const arrc_cubin *c = arrc_cuda_pick_cubin(&fat_k, cases[i].cc);
    cr_expect_eq(c ? c->image : NULL, cases[i].image, "cc %d", cases[i].cc);
  }
  cr_expect_null(arrc_cuda_pick_cubin(&scale_k, 75), "a kernel without cubins");
  setenv("ARRC_PTX", "0", 1);
  cr_expect_eq(arrc_cuda_pick_cubin(&fat_k, 90)->image, (const void *)fake_cubin_90, "ARRC_PTX=0");
  setenv("ARRC_PTX", "1", 1);
  cr_expect_null(arrc_cuda_pick_cubin(&fat_k, 90), "ARRC_PTX=1");
}

/* ---- driver errors, each in a child process ---------------------------------- */

typedef struct {
  void (*setup)(void);
  const arrc_kernel *k;
  int op;
} Case;

enum { OP_LAUNCH, OP_TO_DEVICE, OP_ELAPSED, OP_IN_USE_THEN_LAUNCH };

static void run_case(const void *arg) {
  const Case *c = arg;
  if (c->setup)
    c->setup();
  arrc_array *a = iota_f64(250);
  switch (c->op) {
  case OP_LAUNCH:
    scale(c->k, a, 2.0, NULL);
    break;
  case OP_TO_DEVICE:
    arrc_to_device(a, NULL, &rt_test_loc);
    break;
  case OP_ELAPSED: {
    void *e1 = arrc_event_new(&rt_test_loc), *e2 = arrc_event_new(&rt_test_loc);
    arrc_event_record(e2, NULL, &rt_test_loc);
    arrc_event_elapsed_time(e1, e2, &rt_test_loc);
    break;
  }
  case OP_IN_USE_THEN_LAUNCH:
    if (arrc_gpu_in_use())
      exit(4);
    scale(c->k, a, 2.0, NULL);
    break;
  }
}

static void launch_fails(void) {
  fake.launch_result = 1;
}

static void kernel_faults(void) {
  fake.sync_result = 700;
}

static void ptx_fails(void) {
  fake.load_result = 218;
  fake.jit_error = "ptxas application ptx input, line 9; error   : Unknown symbol 'foo'\n";
}

static void tiny_memory(void) {
  fake.memory_limit = 1000;
}

static void no_device(void) {
  fake.init_result = 100;
  setenv("ARRC_DEVICE", "gpu", 1);
}

static void zero_devices(void) {
  fake.device_count = 0;
  setenv("ARRC_DEVICE", "gpu", 1);
}

static void old_driver(void) {
  fake.hide = "cuMemsetD8_v2";
  setenv("ARRC_DEVICE", "gpu", 1);
}

Test(rt_cuda_fake, driver_errors) {
  static const struct {
    Case c;
    const char *msg;
  } rows[] = {
      {{launch_fails, &scale_k, OP_LAUNCH},
       "CudaError: cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (invalid argument) for kernel 'scale'"},
      {{kernel_faults, &scale_k, OP_LAUNCH},
       "CudaError: cuCtxSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was "
       "encountered) for kernel 'scale'"},
      {{ptx_fails, &scale_k, OP_LAUNCH},
       "CudaError: cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX (a PTX JIT compilation failed) for "
       "kernel 'scale': ptxas application ptx input, line 9; error   : Unknown symbol 'foo'"},
      {{NULL, &no_ptx_k, OP_LAUNCH},
       "CudaError: kernel 'scale' was compiled without PTX, so it cannot run on the GPU (ARRC_DEVICE=cpu "
       "runs it on the CPU)"},
      {{NULL, &sm90_k, OP_LAUNCH},
       "CudaError: kernel 'scale' was compiled for sm_90, but the GPU (Fake GPU) has compute capability "
       "7.5; compile with --gpu-arch=sm_75"},
      {{tiny_memory, &scale_k, OP_TO_DEVICE},
       "MemoryError: cannot allocate 2000 bytes of GPU memory (cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY "
       "(out of memory))"},
      {{NULL, &scale_k, OP_ELAPSED},
       "CudaError: cuEventElapsedTime failed: CUDA_ERROR_INVALID_HANDLE (invalid resource handle)"},
      {{no_device, &scale_k, OP_IN_USE_THEN_LAUNCH},
       "CudaError: ARRC_DEVICE=gpu, but no GPU can be used: cuInit failed: CUDA_ERROR_NO_DEVICE (no "
       "CUDA-capable device is detected)"},
      {{zero_devices, &scale_k, OP_TO_DEVICE},
       "CudaError: ARRC_DEVICE=gpu, but no GPU can be used: the CUDA driver found no GPU"},
      {{old_driver, &scale_k, OP_TO_DEVICE},
       "CudaError: ARRC_DEVICE=gpu, but no GPU can be used: the CUDA driver has no function cuMemsetD8_v2 "
       "(it is older than CUDA 11)"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(run_case, &rows[i].c, rows[i].msg);
}

/* With ARRC_DEVICE=auto a driver that finds no GPU means the CPU. */
Test(rt_cuda_fake, auto_falls_back_to_the_cpu) {
  fake.init_result = 100;
  cr_expect_not(arrc_gpu_in_use());
  arrc_array *a = iota_f64(100);
  scale(&scale_k, a, 2.0, NULL);
  cr_expect_eq(at(a, 99), 198.0);
  cr_expect_eq(fake.launches, 0);
  arrc_array_decref(a);
}

Test(rt_cuda_fake, cpu_overrides_a_gpu) {
  setenv("ARRC_DEVICE", "cpu", 1);
  cr_expect_not(arrc_gpu_in_use());
  arrc_array *a = iota_f64(100);
  scale(&scale_k, a, 2.0, NULL);
  cr_expect_eq(at(a, 99), 198.0);
  cr_expect_eq(fake.launches, 0);
  cr_expect_eq(fake.retains, 0);
  arrc_array_decref(a);
}

/* ---- ARRC_PROFILE (the table itself: test_rt_profile.c) ----------------------- */

static void profile_run(const void *arg) {
  (void)arg;
  arrc_profile_set(true);
  arrc_array *a = iota_f64(1000);
  scale(&scale_k, a, 2.0, NULL);
  scale(&scale_k, a, 2.0, NULL);
  scale(&scale_k, a, 2.0, NULL);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  arrc_array *h = arrc_copy_to_host(d, NULL, NULL, &rt_test_loc);
  arrc_array_decref(h);
  arrc_array_decref(d);
  arrc_array_decref(a);
  exit(0); /* the table is printed by an exit handler */
}

/* The row of the table of kind `kind` named `name`: its count and bytes
 * (0 where the column is "-"), or false. */
static bool profile_row(const char *out, const char *kind, const char *name, long long *count, long long *bytes) {
  char start[128];
  snprintf(start, sizeof start, "%-7s %-32s ", kind, name);
  for (const char *line = out; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
    double total, mean;
    char elements[32], bytes_text[32];
    if (strncmp(line, start, strlen(start)) == 0 &&
        sscanf(line + strlen(start), "%lld %lf %lf %31s %31s", count, &total, &mean, elements, bytes_text) == 5) {
      *bytes = atoll(bytes_text);
      return total >= 0 && mean >= 0;
    }
  }
  return false;
}

/* Kernels timed by the driver's events; every copy a row of its
 * direction: three launches of a host array (in and out each time), then
 * to_device and copy_to_host. */
Test(rt_cuda_fake, profile_table) {
  char out[4096];
  cr_assert_eq(rt_run_child(profile_run, NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "ARRC_PROFILE: GPU code ran on the GPU (Fake GPU, compute capability 7.5); CPU code on 2 "
                        "threads\n") == out, "%s", out);
  long long count, bytes;
  cr_assert(profile_row(out, "kernel", "scale", &count, &bytes), "%s", out);
  cr_expect_eq(count, 3);
  cr_assert(profile_row(out, "copy", "host to device", &count, &bytes), "%s", out);
  cr_expect_eq(count, 4);
  cr_expect_eq(bytes, 4 * 8000);
  cr_assert(profile_row(out, "copy", "device to host", &count, &bytes), "%s", out);
  cr_expect_eq(count, 4);
  cr_expect_eq(bytes, 4 * 8000);
}

/* On the CPU path a launch copies nothing; to_device and copy_to_host
 * are host copies, shown as the copies they stand for. */
Test(rt_cuda_cpu, profile_table) {
  char out[4096];
  cr_assert_eq(rt_run_child(profile_run, NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "ARRC_PROFILE: GPU code ran on the CPU; CPU code on 2 threads\n") == out, "%s", out);
  long long count, bytes;
  cr_assert(profile_row(out, "kernel", "scale", &count, &bytes), "%s", out);
  cr_expect_eq(count, 3);
  cr_assert(profile_row(out, "copy", "host to device", &count, &bytes), "%s", out);
  cr_expect_eq(count, 1);
  cr_expect_eq(bytes, 8000);
  cr_assert(profile_row(out, "copy", "device to host", &count, &bytes), "%s", out);
  cr_expect_eq(count, 1);
  cr_expect_eq(bytes, 8000);
}

/* ---- the CPU path ------------------------------------------------------------------ */

Test(rt_cuda_cpu, device_arrays_are_host_arrays) {
  cr_expect_not(arrc_gpu_in_use());
  arrc_array *base = iota_f64(12);
  int64_t shape = 6, stride = 16;
  arrc_array *v = arrc_array_view(base, base->data, 1, &shape, &stride);
  arrc_array *d = arrc_to_device(v, NULL, &rt_test_loc);
  cr_expect_eq(d->dtype, ARRC_FLOAT64);
  cr_expect_neq(d->data, base->data);
  cr_expect(arrc_array_is_c_contiguous(d));
  for (int64_t i = 0; i < 6; i++)
    cr_expect_eq(at(d, i), 2.0 * (double)i);
  scale(&scale_k, d, 10.0, NULL);
  cr_expect_eq(at(base, 2), 2.0, "the copy is separate");
  arrc_array *h = arrc_copy_to_host(d, NULL, NULL, &rt_test_loc);
  cr_expect_neq(h, d);
  for (int64_t i = 0; i < 6; i++)
    cr_expect_eq(at(h, i), 20.0 * (double)i);
  /* Into a strided out, and into one of a shape that differs by ones. */
  arrc_array *r = arrc_copy_to_host(d, v, NULL, &rt_test_loc);
  cr_expect_eq(r, v);
  cr_expect_eq(v->refcount, 2);
  arrc_array_decref(r);
  for (int64_t i = 0; i < 12; i++)
    cr_expect_eq(at(base, i), i % 2 ? (double)i : 10.0 * (double)i);
  int64_t col[2] = {6, 1};
  arrc_array *out = arrc_array_new(ARRC_FLOAT64, 2, col, true, &rt_test_loc);
  arrc_array_decref(arrc_copy_to_host(d, out, NULL, &rt_test_loc));
  for (int64_t i = 0; i < 6; i++)
    cr_expect_eq(at(out, i), 20.0 * (double)i);
  int64_t sq[2] = {2, 3};
  arrc_array *z = arrc_device_array(ARRC_INT16, 2, sq, &rt_test_loc);
  cr_expect_eq(z->dtype, ARRC_INT16);
  cr_expect_eq(z->size, 6);
  for (int64_t i = 0; i < 6; i++)
    cr_expect_eq(arrc_array_get_i64(z, i), 0);
  arrc_synchronize(&rt_test_loc);
  arrc_array_decref(z);
  arrc_array_decref(out);
  arrc_array_decref(h);
  arrc_array_decref(d);
  arrc_array_decref(v);
  arrc_array_decref(base);
}

Test(rt_cuda_cpu, events_and_streams) {
  void *s = arrc_stream_new(&rt_test_loc);
  void *e1 = arrc_event_new(&rt_test_loc), *e2 = arrc_event_new(&rt_test_loc);
  arrc_event_record(e1, s, &rt_test_loc);
  arrc_array *a = iota_f64(100000);
  scale(&scale_k, a, 0.5, s);
  arrc_event_record(e2, s, &rt_test_loc);
  arrc_event_synchronize(e2, &rt_test_loc);
  arrc_stream_synchronize(s, &rt_test_loc);
  double ms = arrc_event_elapsed_time(e1, e2, &rt_test_loc);
  cr_expect_geq(ms, 0.0);
  cr_expect_lt(ms, 60000.0);
  cr_expect_leq(arrc_event_elapsed_time(e2, e1, &rt_test_loc), 0.0);
  cr_expect_eq(at(a, 99999), 99999 * 0.5);
  arrc_array_decref(a);
}

Test(rt_cuda_cpu, unrecorded_event) {
  static const Case c = {NULL, &scale_k, OP_ELAPSED};
  rt_expect_error(run_case, &c,
                  "CudaError: cuEventElapsedTime failed: CUDA_ERROR_INVALID_HANDLE (invalid resource handle)");
}

typedef struct {
  arrc_dtype dtype;
  int32_t ndim;
  int64_t shape[3];
} Out;

static void copy_into(const void *arg) {
  const Out *o = arg;
  int64_t shape[2] = {2, 3};
  arrc_array *d = arrc_device_array(ARRC_FLOAT64, 2, shape, &rt_test_loc);
  arrc_array *out = arrc_array_new(o->dtype, o->ndim, o->shape, true, &rt_test_loc);
  arrc_copy_to_host(d, out, NULL, &rt_test_loc);
}

Test(rt_cuda_cpu, copy_to_host_checks) {
  static const struct {
    Out o;
    const char *msg;
  } rows[] = {
      {{ARRC_FLOAT32, 2, {2, 3}}, "TypeError: incompatible dtype: float64 vs. float32"},
      {{ARRC_FLOAT64, 2, {3, 2}}, "ValueError: incompatible shape: (2, 3) vs. (3, 2)"},
      {{ARRC_FLOAT64, 1, {6}}, "ValueError: incompatible shape: (2, 3) vs. (6,)"},
      {{ARRC_FLOAT64, 3, {2, 3, 2}}, "ValueError: incompatible shape: (2, 3) vs. (2, 3, 2)"},
  };
  for (size_t i = 0; i < COUNT(rows); i++)
    rt_expect_error(copy_into, &rows[i].o, rows[i].msg);
  static const Out fine = {ARRC_FLOAT64, 3, {1, 2, 3}};
  char out[4096];
  cr_expect_eq(rt_run_child(copy_into, &fine, out, sizeof out), 0, "%s", out);
}

Test(rt_cuda_cpu, free_hook_is_not_set) {
  arrc_array *d = arrc_device_array(ARRC_FLOAT64, 1, (int64_t[]){4}, &rt_test_loc);
  cr_expect_null(arrc_device_free_hook);
  arrc_array_decref(d);
}

/* ---- ARRC_DEVICE with the real driver (absent on most test machines) --------------- */

/* What this machine's dynamic loader says about libcuda.so.1, or NULL
 * when it loads: then there is a driver, and these tests do not apply. */
static const char *no_driver_reason(void) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (h) {
    dlclose(h);
    return NULL;
  }
  return dlerror();
}

static void gpu_without_driver(const void *arg) {
  (void)arg;
  setenv("ARRC_DEVICE", "gpu", 1);
  if (arrc_gpu_in_use())
    exit(4);
  arrc_array *a = iota_f64(4);
  arrc_to_device(a, NULL, &rt_test_loc);
}

Test(rt_cuda_env, gpu_without_a_gpu) {
  const char *why = no_driver_reason();
  if (!why)
    cr_skip_test("libcuda.so.1 is installed here");
  char want[1024];
  snprintf(want, sizeof want,
           "CudaError: ARRC_DEVICE=gpu, but no GPU can be used: the CUDA driver libcuda.so.1 cannot be loaded "
           "(%s)",
           why);
  rt_expect_error(gpu_without_driver, NULL, want);
}

Test(rt_cuda_env, auto_without_a_gpu) {
  if (!no_driver_reason())
    cr_skip_test("libcuda.so.1 is installed here");
  setenv("ARRC_DEVICE", "auto", 1);
  cr_expect_not(arrc_gpu_in_use());
  arrc_array *a = iota_f64(1000);
  scale(&no_ptx_k, a, 4.0, NULL);
  cr_expect_eq(at(a, 999), 3996.0);
  arrc_array *d = arrc_to_device(a, NULL, &rt_test_loc);
  cr_expect_eq(d->dtype, ARRC_FLOAT64);
  arrc_array_decref(d);
  arrc_array_decref(a);
}

Test(rt_cuda_env, unset_means_auto) {
  if (!no_driver_reason())
    cr_skip_test("libcuda.so.1 is installed here");
  unsetenv("ARRC_DEVICE");
  cr_expect_not(arrc_gpu_in_use());
}

static void bad_device(const void *arg) {
  setenv("ARRC_DEVICE", arg, 1);
  arrc_array *a = iota_f64(4);
  scale(&scale_k, a, 2.0, NULL);
}

static void bad_device_available(const void *arg) {
  setenv("ARRC_DEVICE", arg, 1);
  arrc_gpu_in_use();
}

Test(rt_cuda_env, bad_device_value) {
  rt_expect_error(bad_device, "tpu", "ValueError: ARRC_DEVICE must be auto, gpu or cpu, not 'tpu'");
  rt_expect_error(bad_device, "GPU", "ValueError: ARRC_DEVICE must be auto, gpu or cpu, not 'GPU'");
  char out[4096];
  cr_expect_eq(rt_run_child(bad_device_available, "cuda", out, sizeof out), 1);
  cr_expect_str_eq(out, "runtime error: ValueError: ARRC_DEVICE must be auto, gpu or cpu, not 'cuda'\n");
}
