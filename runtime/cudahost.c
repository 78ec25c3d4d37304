/* The CUDA host API of issue 16 at run time (LANGUAGE.md §7.3):
 * kernel.forall launches, device array splits, the device objects and
 * their attributes, cuda.detect(), the profiler, event.wait. On the CPU
 * path (no GPU in use) the device is the one Numba's CUDA simulator
 * describes; on the GPU path these ask the driver (cuda.c). */
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "arrc_rt.h"
#include "rt_gpu.h"
#include "rt_cudahost.h"

/* forall's threads per block when tpb=0: Numba asks the driver's occupancy
 * calculator; a fixed block size gives every launch the same grid on every
 * path. */
enum { FORALL_DEFAULT_TPB = 128 };

void arrc_launch_forall(const arrc_kernel *k, int64_t ntasks, int64_t tpb, void *stream, int64_t shared,
                        void **args, const arrc_loc *loc) {
  if (ntasks < 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "Can't create ForAll with negative task count: %lld", (long long)ntasks);
  if (ntasks == 0)
    return;
  if (tpb <= 0)
    tpb = FORALL_DEFAULT_TPB;
  int64_t grid[3] = {(ntasks + tpb - 1) / tpb, 1, 1}, block[3] = {tpb, 1, 1};
  arrc_launch(k, grid, block, shared, stream, args, loc);
}

/* d.split(section): views of d's consecutive runs of section elements
 * (the last one shorter), appended to out, as np.split makes them. */
void arrc_device_split(arrc_array *d, int64_t section, arrc_list *out, const arrc_loc *loc) {
  if (section <= 0)
    arrc_raise(ARRC_VALUE_ERROR, loc, "range() arg 3 must not be zero");
  int64_t n = ARRC_SHAPE(d)[0], stride = ARRC_STRIDES(d)[0];
  for (int64_t lo = 0; lo < n || (lo == 0 && n == 0); lo += section) {
    int64_t len = n - lo < section ? n - lo : section;
    arrc_array *piece = arrc_array_view(d, (char *)d->data + lo * stride, 1, &len, &stride);
    arrc_list_append(out, &piece);
    arrc_array_decref(piece);
    if (n == 0)
      break;
  }
}

/* printf to the program's standard output, in order with print(). */
static void out_printf(const arrc_loc *loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out_printf(const arrc_loc *loc, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  arrc_text t = {0};
  arrc_text_put(&t, buf, n < 0 ? 0 : (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
  arrc_text_write_stdout(&t, loc);
  arrc_text_free(&t);
}

/* The CU_DEVICE_ATTRIBUTE_ numbers of the attributes ir/type_cudahost.c
 * lists, in its order, and what the CPU path answers: an H100's numbers
 * for the limits (those the launch checks enforce on both paths). */
static const struct {
  int attribute;
  int64_t cpu;
} device_attributes[] = {
    {1, 1024}, {2, 1024}, {3, 1024}, {4, 64}, {5, 2147483647}, {6, 65535}, {7, 65535},
    {8, 49152}, {10, 32}, {16, 1}, {-1, 0},
};

int64_t arrc_cudahost_device_attribute(int32_t which, const arrc_loc *loc) {
  if (which < 0 || which >= (int32_t)(sizeof device_attributes / sizeof device_attributes[0]))
    return 0;
  if (device_attributes[which].attribute < 0)
    return arrc_cuda_device_ordinal(); /* id: the device cuda.select_device chose */
  if (!arrc_gpu_in_use())
    return device_attributes[which].cpu;
  return arrc_cuda_device_attribute(device_attributes[which].attribute, loc);
}

/* The compute capability (major, minor): the simulator's (5, 2) on the CPU path. */
int64_t arrc_cudahost_compute_capability(int32_t minor, const arrc_loc *loc) {
  if (!arrc_gpu_in_use())
    return minor ? 2 : 5;
  return arrc_cuda_device_attribute(minor ? 76 : 75, loc);
}

arrc_str *arrc_cudahost_device_name(void) {
  const char *name = arrc_cuda_device_name();
  if (!name)
    name = "SIMULATOR";
  int64_t n = 0;
  while (name[n])
    n++;
  return arrc_str_new(name, n);
}

/* cuda.gpus[k]: device k exists. */
void arrc_cudahost_device_index(int64_t k, const arrc_loc *loc) {
  int64_t n = arrc_cuda_device_count();
  if (k < -n || k >= n)
    arrc_raise(ARRC_INDEX_ERROR, loc, "tuple index out of range");
}

/* cuda.select_device(k). */
void arrc_cudahost_select_device(int64_t k, const arrc_loc *loc) {
  if (k < 0 || k >= arrc_cuda_device_count())
    arrc_raise(ARRC_CUDA_ERROR, loc, "cuDeviceGet failed: CUDA_ERROR_INVALID_DEVICE (invalid device ordinal)");
  arrc_cuda_select_device(k, loc);
}

int64_t arrc_cudahost_device_count(void) { return arrc_cuda_device_count(); }

/* cuda.detect(): the simulator's report on the CPU path, Numba's form of
 * it for the GPU on the GPU path. Returns whether a device is supported. */
bool arrc_cudahost_detect(const arrc_loc *loc) {
  if (!arrc_gpu_in_use()) {
    out_printf(loc, "Found 1 CUDA devices\n");
    out_printf(loc, "id %d    %20s %40s\n", 0, "SIMULATOR", "[SUPPORTED]");
    out_printf(loc, "%40s: 5.3\n", "compute capability");
    return true;
  }
  out_printf(loc, "Found %lld CUDA devices\n", (long long)arrc_cuda_device_count());
  out_printf(loc, "id %d    %20s %40s\n", 0, arrc_cuda_device_name(), "[SUPPORTED]");
  out_printf(loc, "%40s: %lld.%lld\n", "Compute Capability", (long long)arrc_cudahost_compute_capability(0, loc),
              (long long)arrc_cudahost_compute_capability(1, loc));
  out_printf(loc, "Summary:\n\t1/1 devices are supported\n");
  return true;
}

/* cuda.close(): Numba closes the context; arrc's runtime keeps it (the next
 * GPU operation would open it again), so only pending work is waited for. */
void arrc_cudahost_close(const arrc_loc *loc) { arrc_synchronize(loc); }

/* cuda.profile_start()/profile_stop(): cuProfilerStart/Stop when the
 * driver has them, nothing on the CPU path. */
void arrc_cudahost_profile(bool start, const arrc_loc *loc) {
  (void)loc;
  int (*fn)(void) = (int (*)(void))arrc_cuda_optional_symbol(start ? "cuProfilerStart" : "cuProfilerStop");
  if (fn)
    (void)fn();
}

/* e.wait(stream): work queued on stream after this waits for e. The host
 * waiting for e orders it as strongly (on the CPU path there is nothing
 * pending). */
void arrc_event_wait(void *event, void *stream, const arrc_loc *loc) {
  (void)stream;
  arrc_event_synchronize(event, loc);
}

/* res[0] = value of a @cuda.reduce into a host array. */
void arrc_device_write_host(void *dst, const void *src, int64_t n, const arrc_loc *loc) {
  (void)loc;
  memcpy(dst, src, (size_t)n);
}

/* The arrays of cuda.mapped(a) on the GPU path: each device copy and the
 * host array it goes back to. A with statement holds one at a time per
 * nesting level, so a short list serves. */
typedef struct Mapping {
  arrc_array *device, *host;
  struct Mapping *next;
} Mapping;
static Mapping *mappings;
static pthread_mutex_t mappings_lock = PTHREAD_MUTEX_INITIALIZER;

/* On the CPU path the device array is a itself, as mapped memory is the
 * host's; on the GPU path a copy that arrc_cuda_unmap brings back. */
arrc_array *arrc_cuda_mapped(arrc_array *a, const arrc_loc *loc) {
  if (!arrc_gpu_in_use()) {
    arrc_incref(a);
    return a;
  }
  arrc_array *d = arrc_to_device(a, NULL, loc);
  Mapping *m = arrc_malloc(sizeof *m, loc);
  arrc_incref(a);
  m->device = d;
  m->host = a;
  pthread_mutex_lock(&mappings_lock);
  m->next = mappings;
  mappings = m;
  pthread_mutex_unlock(&mappings_lock);
  return d;
}

void arrc_cuda_unmap(arrc_array *d, const arrc_loc *loc) {
  pthread_mutex_lock(&mappings_lock);
  Mapping **p = &mappings;
  while (*p && (*p)->device != d)
    p = &(*p)->next;
  Mapping *m = *p;
  if (m)
    *p = m->next;
  pthread_mutex_unlock(&mappings_lock);
  if (!m)
    return;
  arrc_array_decref(arrc_copy_to_host(d, m->host, NULL, loc));
  arrc_array_decref(m->host);
  free(m);
}
