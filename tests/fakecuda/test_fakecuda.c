/* The emulating CUDA driver's own tests (Criterion): one per check, each
 * showing that a misuse is refused with the real driver's error code and a
 * message that names the call and the numbers; and launches that run,
 * through a small runner standing in for the runtime's SIMT executor. Each
 * test runs in its own process, so each starts with a fresh driver. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>

#include "fakecuda.h"
#include "rt_gpu.h"

/* PTX as the NVPTX back end writes it: a kernel of an array (a pointer to
 * its device header) and an int64, the same with the 1-d array's header by
 * value (64 bytes), one that uses dynamic shared memory, and one with 40
 * KiB of static shared memory, half of it in a .func. */
static const char ptx_text[] =
    "//\n.version 8.5\n.target sm_75\n.address_size 64\n\n"
    ".shared .align 16 .b8 tile[20480];\n"
    ".extern .shared .align 16 .b8 dyn[];\n\n"
    ".func helper(\n\t.param .b64 helper_param_0\n)\n{\n\t.shared .align 4 .b8 own[20480];\n"
    "\tmov.u64 %rd1, tile;\n\tret;\n}\n\n"
    ".visible .entry fill(\n\t.param .u64 fill_param_0,\n\t.param .u64 fill_param_1\n)\n{\n\tret;\n}\n\n"
    ".visible .entry fillv(\n\t.param .align 8 .b8 fillv_param_0[64],\n\t.param .u64 fillv_param_1\n)\n"
    "{\n\tret;\n}\n\n"
    ".visible .entry scale(\n\t.param .u64 scale_param_0,\n\t.param .align 8 .b8 scale_param_1[16]\n)\n"
    "{\n\tmov.u64 %rd2, dyn;\n\tret;\n}\n\n"
    ".visible .entry copy_nc(\n\t.param .u64 copy_nc_param_0,\n\t.param .u64 copy_nc_param_1\n)\n{\n\tret;\n}\n\n"
    ".visible .entry big(\n\t.param .u64 big_param_0\n)\n.maxntid 256, 1, 1\n{\n"
    "\tcall.uni helper, (%rd1);\n\tret;\n}\n";

/* The CPU twin of `fill`: a[i] = value + i over a 1-d int64 array. */
static void fill_cpu(arrc_thread *t, void **args) {
  arrc_array *a = *(arrc_array **)args[0];
  int64_t value = *(int64_t *)args[1];
  int64_t i = (int64_t)t->bid[0] * t->bdim[0] + t->tid[0];
  if (i < ARRC_SHAPE(a)[0])
    ((int64_t *)a->data)[i] = value + i;
}

static const int32_t fill_kinds[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_SCALAR};
static const int32_t fill_sizes[] = {8, 8};
static const arrc_kernel fill_record = {
    .name = "fill", .cpu = fill_cpu, .nparams = 2, .param_kind = fill_kinds, .param_size = fill_sizes};

/* A stand-in for the runtime's arrc_simt_run: every thread in turn. */
static void run_threads(const void *kernel, const int64_t grid[3], const int64_t block[3], int64_t dynamic_shared,
                        void **params) {
  const arrc_kernel *k = kernel;
  (void)dynamic_shared;
  arrc_thread t = {.bdim = {(int32_t)block[0], (int32_t)block[1], (int32_t)block[2]},
                   .gdim = {(int32_t)grid[0], (int32_t)grid[1], (int32_t)grid[2]}};
  for (t.bid[0] = 0; t.bid[0] < grid[0]; t.bid[0]++)
    for (t.tid[0] = 0; t.tid[0] < block[0]; t.tid[0]++)
      k->cpu(&t, params);
}

static CUmodule module;
static CUfunction fill, scale, big;

static void setup(void) {
  CUcontext ctx;
  cr_assert_eq(cuInit(0), CUDA_SUCCESS);
  cr_assert_eq(cuDevicePrimaryCtxRetain(&ctx, 0), CUDA_SUCCESS);
  cr_assert_eq(cuCtxSetCurrent(ctx), CUDA_SUCCESS);
  cr_assert_eq(cuModuleLoadData(&module, ptx_text), CUDA_SUCCESS, "%s", fakecudaLastMessage());
  cr_assert_eq(cuModuleGetFunction(&fill, module, "fill"), CUDA_SUCCESS);
  cr_assert_eq(cuModuleGetFunction(&scale, module, "scale"), CUDA_SUCCESS);
  cr_assert_eq(cuModuleGetFunction(&big, module, "big"), CUDA_SUCCESS);
  cr_assert_eq(fakecudaRegisterKernel(fill, &fill_record, run_threads), CUDA_SUCCESS);
}

TestSuite(fakecuda, .init = setup);

/* The message of the last violation has every one of the strings. */
static void said(const char *a, const char *b) {
  const char *m = fakecudaLastMessage();
  cr_assert(strstr(m, a) && (!b || strstr(m, b)), "message: %s (wanted '%s'%s%s)", m, a, b ? " and " : "",
            b ? b : "");
}

/* A device array of n int64: its header and elements in device memory,
 * the header's address in *header. */
static CUdeviceptr device_array(int64_t n, CUdeviceptr *header) {
  CUdeviceptr data;
  cr_assert_eq(cuMemAlloc_v2(&data, (size_t)n * 8), CUDA_SUCCESS);
  char buf[sizeof(arrc_array) + 2 * sizeof(int64_t)];
  arrc_array *h = (arrc_array *)buf;
  *h = (arrc_array){.refcount = 1, .data = (char *)(uintptr_t)data, .ndim = 1, .dtype = ARRC_INT64,
                    .itemsize = 8, .size = n};
  h->dims[0] = n;
  h->dims[1] = 8;
  cr_assert_eq(cuMemAlloc_v2(header, sizeof buf), CUDA_SUCCESS);
  cr_assert_eq(cuMemcpyHtoD_v2(*header, buf, sizeof buf), CUDA_SUCCESS);
  return data;
}

static CUresult launch_fill(CUdeviceptr *header, int64_t *value, unsigned bx, unsigned by, unsigned shared) {
  void *params[] = {header, value};
  return cuLaunchKernel(fill, 1, 1, 1, bx, by, 1, shared, NULL, params, NULL);
}

Test(fakecuda, launch_runs_the_cpu_twin_on_device_memory) {
  CUdeviceptr header, data = device_array(100, &header);
  int64_t value = 7, out[100];
  void *params[] = {&header, &value};
  cr_assert_eq(cuLaunchKernel(fill, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL), CUDA_SUCCESS, "%s",
               fakecudaLastMessage());
  cr_assert_eq(cuMemcpyDtoH_v2(out, data, sizeof out), CUDA_SUCCESS);
  for (int i = 0; i < 100; i++)
    cr_assert_eq(out[i], 7 + i);
}

static void nothing_cpu(arrc_thread *t, void **args) {
  (void)t;
  (void)args;
}

/* An _nc entry (its record's nc_name) reads its read-only arrays through
 * the non-coherent cache: launched with a written array overlapping one,
 * it is refused. */
Test(fakecuda, nc_entry_with_overlapping_arrays) {
  static const int32_t kinds[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_ARRAY};
  static const int32_t sizes[] = {8, 8};
  static const arrc_kernel copy = {.name = "copy", .cpu = nothing_cpu, .nparams = 2, .param_kind = kinds,
                                   .param_size = sizes, .nc_name = "copy_nc", .readonly_params = 1};
  CUfunction nc;
  cr_assert_eq(cuModuleGetFunction(&nc, module, "copy_nc"), CUDA_SUCCESS);
  cr_assert_eq(fakecudaRegisterKernel(nc, &copy, run_threads), CUDA_SUCCESS);
  CUdeviceptr x, y;
  device_array(10, &x);
  device_array(10, &y);
  void *separate[] = {&x, &y};
  cr_assert_eq(cuLaunchKernel(nc, 1, 1, 1, 32, 1, 1, 0, NULL, separate, NULL), CUDA_SUCCESS, "%s",
               fakecudaLastMessage());
  void *same[] = {&x, &x};
  cr_assert_eq(cuLaunchKernel(nc, 1, 1, 1, 32, 1, 1, 0, NULL, same, NULL), CUDA_ERROR_INVALID_VALUE);
  said("kernel 'copy_nc' reads parameter 0 through the non-coherent cache", "overlap those of parameter 1");
}

Test(fakecuda, host_pointer_as_kernel_argument) {
  char host[sizeof(arrc_array) + 16];
  CUdeviceptr header = (CUdeviceptr)(uintptr_t)host;
  int64_t value = 1;
  cr_assert_eq(launch_fill(&header, &value, 32, 1, 0), CUDA_ERROR_INVALID_VALUE);
  said("cuLaunchKernel: kernel 'fill' parameter 0", "is not a device address (a host pointer?)");
}

Test(fakecuda, host_elements_behind_a_device_header) {
  CUdeviceptr header;
  device_array(10, &header);
  int64_t host_elements[10], value = 1;
  char buf[sizeof(arrc_array)];
  cr_assert_eq(cuMemcpyDtoH_v2(buf, header, sizeof buf), CUDA_SUCCESS);
  ((arrc_array *)buf)->data = (char *)host_elements;
  cr_assert_eq(cuMemcpyHtoD_v2(header, buf, sizeof buf), CUDA_SUCCESS);
  cr_assert_eq(launch_fill(&header, &value, 32, 1, 0), CUDA_ERROR_INVALID_VALUE);
  said("the elements of the 1-d array of 10 items", "is not a device address");
}

Test(fakecuda, host_address_in_a_by_value_parameter) {
  CUdeviceptr header;
  device_array(10, &header);
  int64_t host = 5;
  struct {
    void *p;
    int64_t n;
  } pair = {&host, 1};
  void *params[] = {&header, &pair};
  cr_assert_eq(cuLaunchKernel(scale, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("kernel 'scale' parameter 1 (bytes 0-7) holds the host address", "check host-address-value");
}

Test(fakecuda, kernel_params_size_mismatch) {
  static const int32_t sizes[] = {8, 4};
  static const arrc_kernel narrow = {
      .name = "fill", .cpu = fill_cpu, .nparams = 2, .param_kind = fill_kinds, .param_size = sizes};
  cr_assert_eq(fakecudaRegisterKernel(fill, &narrow, run_threads), CUDA_SUCCESS);
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  cr_assert_eq(launch_fill(&header, &value, 32, 1, 0), CUDA_ERROR_INVALID_VALUE);
  said("kernelParams[1] holds 4 bytes", ".param fill_param_1 has 8");
}

Test(fakecuda, kernel_params_count_mismatch) {
  /* A None argument the PTX does not have: three entries for two .params. */
  static const int32_t kinds[] = {ARRC_PARAM_ARRAY, ARRC_PARAM_SCALAR, ARRC_PARAM_SCALAR};
  static const int32_t sizes[] = {8, 0, 8};
  static const arrc_kernel three = {
      .name = "fill", .cpu = fill_cpu, .nparams = 3, .param_kind = kinds, .param_size = sizes};
  cr_assert_eq(fakecudaRegisterKernel(fill, &three, run_threads), CUDA_SUCCESS);
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  void *params[] = {&header, NULL, &value};
  cr_assert_eq(cuLaunchKernel(fill, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("kernelParams has 3 entries", "its .entry has 2 .params");
}

Test(fakecuda, null_kernel_param) {
  CUdeviceptr header;
  device_array(10, &header);
  void *params[] = {&header, NULL};
  cr_assert_eq(cuLaunchKernel(fill, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("kernelParams[1] is NULL", "fill_param_1");
}

Test(fakecuda, threads_per_block_1025) {
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  cr_assert_eq(launch_fill(&header, &value, 41, 25, 0), CUDA_ERROR_INVALID_VALUE);
  said("block (41, 25, 1) has 1025 threads", "more than the device's 1024 per block");
  cr_assert_eq(launch_fill(&header, &value, 1025, 1, 0), CUDA_ERROR_INVALID_VALUE);
  said("block (1025, 1, 1) is larger than the device's (1024, 1024, 64)", NULL);
  cr_assert_eq(launch_fill(&header, &value, 32, 32, 0), CUDA_SUCCESS, "%s", fakecudaLastMessage());
}

Test(fakecuda, grid_and_zero_dimensions) {
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  void *params[] = {&header, &value};
  cr_assert_eq(cuLaunchKernel(fill, 1, 65536, 1, 1, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("grid (1, 65536, 1) is larger than the device's (2147483647, 65535, 65535)", NULL);
  cr_assert_eq(cuLaunchKernel(fill, 1, 1, 1, 0, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("every dimension must be at least 1", NULL);
}

Test(fakecuda, dynamic_shared_64k_needs_the_attribute) {
  CUdeviceptr header;
  device_array(10, &header);
  int64_t pair[2] = {0, 0};
  void *params[] = {&header, pair};
  cr_assert_eq(cuLaunchKernel(scale, 1, 1, 1, 32, 1, 1, 65536, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("kernel 'scale': 65536 bytes of dynamic shared memory", "more than the 49152 allowed");
  cr_assert_eq(cuFuncSetAttribute(scale, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 65536), CUDA_SUCCESS);
  /* Allowed now: refused only because no CPU twin of `scale` was registered. */
  cr_assert_eq(cuLaunchKernel(scale, 1, 1, 1, 32, 1, 1, 65536, NULL, params, NULL), CUDA_ERROR_NOT_SUPPORTED);
  said("no CPU twin was registered", NULL);
  cr_assert_eq(cuFuncSetAttribute(scale, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 228 * 1024),
               CUDA_ERROR_INVALID_VALUE);
  said("must be between 0 and 232448", NULL);
}

Test(fakecuda, dynamic_shared_without_extern_shared) {
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  cr_assert_eq(launch_fill(&header, &value, 32, 1, 64), CUDA_ERROR_INVALID_VALUE);
  said("64 bytes of dynamic shared memory given", "no .extern .shared");
}

Test(fakecuda, static_shared_counts_the_functions_called) {
  /* big uses 40 KiB (its helper's 20 KiB and the module's tile): 8 KiB of
   * dynamic shared memory is then too much without the attribute. */
  cr_assert_eq(cuFuncSetAttribute(big, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 227 * 1024 - 40960),
               CUDA_SUCCESS, "%s", fakecudaLastMessage());
  cr_assert_eq(cuFuncSetAttribute(big, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 227 * 1024 - 40959),
               CUDA_ERROR_INVALID_VALUE);
  said("the 40960 static", NULL);
}

Test(fakecuda, no_current_context) {
  cr_assert_eq(cuCtxSetCurrent(NULL), CUDA_SUCCESS);
  CUdeviceptr p;
  cr_assert_eq(cuMemAlloc_v2(&p, 256), CUDA_ERROR_INVALID_CONTEXT);
  said("cuMemAlloc: no context is current on this thread", NULL);
}

static void *launch_elsewhere(void *header) {
  int64_t value = 1;
  return (void *)(intptr_t)launch_fill(header, &value, 32, 1, 0);
}

Test(fakecuda, launch_from_a_thread_without_a_context) {
  CUdeviceptr header;
  device_array(10, &header);
  pthread_t th;
  void *result;
  pthread_create(&th, NULL, launch_elsewhere, &header);
  pthread_join(th, &result);
  cr_assert_eq((CUresult)(intptr_t)result, CUDA_ERROR_INVALID_CONTEXT);
  said("cuLaunchKernel: no context is current on this thread", NULL);
}

Test(fakecuda, use_after_free) {
  CUdeviceptr p;
  char buf[64] = {0};
  cr_assert_eq(cuMemAlloc_v2(&p, 1000), CUDA_SUCCESS);
  cr_assert_eq(cuMemFree_v2(p), CUDA_SUCCESS);
  cr_assert_eq(cuMemcpyHtoD_v2(p + 8, buf, sizeof buf), CUDA_ERROR_INVALID_VALUE);
  said("cuMemcpyHtoD: destination", "use after free (it was in the allocation of 1000 bytes");
  cr_assert_eq(cuMemFree_v2(p), CUDA_ERROR_INVALID_VALUE);
  said("was freed already (double free of 1000 bytes)", NULL);
}

Test(fakecuda, freed_array_as_kernel_argument) {
  CUdeviceptr header, data = device_array(10, &header);
  cr_assert_eq(cuMemFree_v2(data), CUDA_SUCCESS);
  int64_t value = 1;
  cr_assert_eq(launch_fill(&header, &value, 32, 1, 0), CUDA_ERROR_INVALID_VALUE);
  said("the elements of the 1-d array of 10 items", "use after free");
}

Test(fakecuda, out_of_range_copy) {
  CUdeviceptr p;
  char buf[1100] = {0};
  cr_assert_eq(cuMemAlloc_v2(&p, 1000), CUDA_SUCCESS);
  cr_assert_eq(cuMemcpyDtoH_v2(buf, p + 100, 901), CUDA_ERROR_INVALID_VALUE);
  said("cuMemcpyDtoH: source", "901 bytes at offset 100 overrun the allocation of 1000 bytes");
  cr_assert_eq(cuMemsetD8_v2(p, 0, 1001), CUDA_ERROR_INVALID_VALUE);
  said("cuMemsetD8: destination", "1001 bytes at offset 0 overrun");
  cr_assert_eq(cuMemcpyDtoH_v2(buf, p + 100, 900), CUDA_SUCCESS);
}

Test(fakecuda, host_pointer_as_copy_destination) {
  char host[64], other[64] = {0};
  cr_assert_eq(cuMemcpyHtoD_v2((CUdeviceptr)(uintptr_t)host, other, sizeof other), CUDA_ERROR_INVALID_VALUE);
  said("cuMemcpyHtoD: destination", "is not a device address");
}

/* A kernel that writes one element past its array: the access faults and
 * the emulator ends the process, naming the kernel and the allocation. */
static void overrun_cpu(arrc_thread *t, void **args) {
  arrc_array *a = *(arrc_array **)args[0];
  (void)t;
  ((int64_t *)a->data)[ARRC_SHAPE(a)[0] + 32] = 1;
}

Test(fakecuda, kernel_access_past_the_end, .signal = SIGABRT) {
  static const arrc_kernel overrun = {
      .name = "fill", .cpu = overrun_cpu, .nparams = 2, .param_kind = fill_kinds, .param_size = fill_sizes};
  cr_assert_eq(fakecudaRegisterKernel(fill, &overrun, run_threads), CUDA_SUCCESS);
  CUdeviceptr header;
  device_array(512, &header);
  int64_t value = 1;
  launch_fill(&header, &value, 1, 1, 0);
}

Test(fakecuda, module_loaded_twice) {
  CUmodule again;
  cr_assert_eq(cuModuleLoadData(&again, ptx_text), CUDA_ERROR_INVALID_VALUE);
  said("this PTX image", "is loaded already");
  cr_assert_eq(cuModuleUnload(module), CUDA_SUCCESS);
  cr_assert_eq(cuModuleLoadData(&again, ptx_text), CUDA_SUCCESS);
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  cr_assert_eq(launch_fill(&header, &value, 32, 1, 0), CUDA_ERROR_INVALID_HANDLE);
  said("the module of function 'fill' was unloaded", NULL);
}

Test(fakecuda, module_reload_tolerated) {
  setenv("FAKECUDA_TOLERATE", "param-alignment,module-reload", 1);
  CUmodule again;
  cr_assert_eq(cuModuleLoadData(&again, ptx_text), CUDA_SUCCESS);
}

Test(fakecuda, bad_ptx) {
  CUmodule m;
  cr_assert_eq(cuModuleLoadData(&m, ".target sm_75\n.visible .entry k()\n{\n}\n"), CUDA_ERROR_INVALID_PTX);
  said("not PTX: no .version directive", NULL);
  cr_assert_eq(cuModuleLoadData(&m, ".version 8.5\n.target sm_100\n"), CUDA_ERROR_INVALID_PTX);
  said("the PTX targets sm_100", NULL);
  cr_assert_eq(cuModuleLoadData(&m, ".version 8.5\n.target sm_90\n.shared .b8 s[50000];\n"
                                    ".visible .entry k()\n{\n\tmov.u64 %rd1, s;\n}\n"),
               CUDA_ERROR_INVALID_PTX);
  said(".entry k uses 50000 bytes of static shared memory", NULL);
  CUfunction f;
  cr_assert_eq(cuModuleGetFunction(&f, module, "helper"), CUDA_ERROR_NOT_FOUND);
  said("the module has no .entry 'helper'", NULL);
}

Test(fakecuda, streams_and_events) {
  CUstream s;
  CUevent a, b;
  float ms;
  cr_assert_eq(cuStreamCreate(&s, 0), CUDA_SUCCESS);
  cr_assert_eq(cuEventCreate(&a, 0), CUDA_SUCCESS);
  cr_assert_eq(cuEventCreate(&b, 0), CUDA_SUCCESS);
  cr_assert_eq(cuEventRecord(a, s), CUDA_SUCCESS);
  cr_assert_eq(cuEventElapsedTime_v2(&ms, a, b), CUDA_ERROR_INVALID_HANDLE);
  said("the end event was never recorded", NULL);
  cr_assert_eq(cuEventRecord(b, s), CUDA_SUCCESS);
  cr_assert_eq(cuEventElapsedTime_v2(&ms, a, b), CUDA_SUCCESS);
  cr_assert(ms >= 0);
  cr_assert_eq(cuStreamDestroy_v2(s), CUDA_SUCCESS);
  cr_assert_eq(cuStreamSynchronize(s), CUDA_ERROR_INVALID_HANDLE);
  said("was destroyed", NULL);
  cr_assert_eq(cuEventRecord(a, (CUstream)&ms), CUDA_ERROR_INVALID_HANDLE);
  said("is not a stream", NULL);
  cr_assert_eq(cuEventDestroy_v2(a), CUDA_SUCCESS);
  cr_assert_eq(cuEventSynchronize(a), CUDA_ERROR_INVALID_HANDLE);
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  void *params[] = {&header, &value};
  cr_assert_eq(cuLaunchKernel(fill, 1, 1, 1, 32, 1, 1, 0, s, params, NULL), CUDA_ERROR_INVALID_HANDLE);
}

Test(fakecuda_uninitialized, before_cuinit) {
  int n;
  cr_assert_eq(cuDeviceGetCount(&n), CUDA_ERROR_NOT_INITIALIZED);
  said("cuInit has not been called", NULL);
}

/* Host code cannot dereference a device pointer: outside the driver's
 * calls device memory is not accessible, so the read faults, and the
 * emulator ends the process saying so. */
Test(fakecuda, host_reads_device_memory, .signal = SIGABRT) {
  CUdeviceptr p;
  cr_assert_eq(cuMemAlloc_v2(&p, 1000), CUDA_SUCCESS);
  volatile char *host_view = (volatile char *)(uintptr_t)p;
  (void)host_view[16];
}

/* An array's header by value (ARRC_PARAM_ARRAY_VALUE): kernelParams
 * points to the header itself, in host memory, whose elements are checked
 * as those of a header in device memory; the CPU twin gets its address. */
static const int32_t fillv_kinds[] = {ARRC_PARAM_ARRAY_VALUE, ARRC_PARAM_SCALAR};
static const int32_t fillv_sizes[] = {64, 8};
static const arrc_kernel fillv_record = {
    .name = "fillv", .cpu = fill_cpu, .nparams = 2, .param_kind = fillv_kinds, .param_size = fillv_sizes};

static CUfunction header_by_value(arrc_array *h, CUdeviceptr data, int64_t n) {
  CUfunction fillv;
  cr_assert_eq(cuModuleGetFunction(&fillv, module, "fillv"), CUDA_SUCCESS);
  cr_assert_eq(fakecudaRegisterKernel(fillv, &fillv_record, run_threads), CUDA_SUCCESS);
  *h = (arrc_array){.refcount = 1, .data = (char *)(uintptr_t)data, .ndim = 1, .dtype = ARRC_INT64,
                    .itemsize = 8, .size = n};
  h->dims[0] = n;
  h->dims[1] = 8;
  return fillv;
}

Test(fakecuda, array_header_by_value) {
  CUdeviceptr header, data = device_array(100, &header);
  _Alignas(8) char buf[64];
  arrc_array *h = (arrc_array *)buf;
  CUfunction fillv = header_by_value(h, data, 100);
  int64_t value = 7, out[100];
  void *params[] = {buf, &value};
  cr_assert_eq(cuLaunchKernel(fillv, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL), CUDA_SUCCESS, "%s",
               fakecudaLastMessage());
  cr_assert_eq(cuMemcpyDtoH_v2(out, data, sizeof out), CUDA_SUCCESS);
  cr_assert_eq(out[99], 7 + 99);
}

Test(fakecuda, array_header_by_value_overruns) {
  CUdeviceptr header, data = device_array(10, &header);
  _Alignas(8) char buf[64];
  arrc_array *h = (arrc_array *)buf;
  CUfunction fillv = header_by_value(h, data, 11);
  int64_t value = 7;
  void *params[] = {buf, &value};
  cr_assert_eq(cuLaunchKernel(fillv, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("parameter 0: the elements of the 1-d array of 11 items", NULL);
}

/* A kernel that calls grid.sync() (ARRC_KERNEL_GRID_SYNC in its record)
 * runs only through cuLaunchCooperativeKernel, with a grid the
 * multiprocessors hold at once: 132 of them, each at most 2048 threads. */
Test(fakecuda, cooperative_launches) {
  static const arrc_kernel sync_record = {.name = "fill",
                                          .cpu = fill_cpu,
                                          .uses_barrier = ARRC_KERNEL_GRID_SYNC,
                                          .nparams = 2,
                                          .param_kind = fill_kinds,
                                          .param_size = fill_sizes};
  cr_assert_eq(fakecudaRegisterKernel(fill, &sync_record, run_threads), CUDA_SUCCESS);
  CUdeviceptr header;
  device_array(10, &header);
  int64_t value = 1;
  void *params[] = {&header, &value};
  int per_sm = 0;
  cr_assert_eq(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, fill, 1024, 0), CUDA_SUCCESS);
  cr_assert_eq(per_sm, 2);
  cr_assert_eq(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, fill, 33, 0), CUDA_SUCCESS);
  cr_assert_eq(per_sm, 32);
  cr_assert_eq(cuLaunchKernel(fill, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL), CUDA_ERROR_INVALID_VALUE);
  said("calls grid.sync() but was not launched with cuLaunchCooperativeKernel", NULL);
  cr_assert_eq(cuLaunchCooperativeKernel(fill, 265, 1, 1, 1024, 1, 1, 0, NULL, params),
               CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE);
  said("a cooperative grid of 265 blocks of 1024 threads", "more than the 264 the device holds at once");
  cr_assert_eq(cuLaunchCooperativeKernel(fill, 264, 1, 1, 1024, 1, 1, 0, NULL, params), CUDA_SUCCESS, "%s",
               fakecudaLastMessage());
}

/* FAKECUDA_DEVICES=2 (read at the first cuInit; each test is a process
 * of its own): two devices that share the emulated memory, each with its
 * primary context's retains counted and its number in its name; a third
 * device does not exist. */
Test(fakecuda_devices, two_devices_when_asked) {
  setenv("FAKECUDA_DEVICES", "2", 1);
  cr_assert_eq(cuInit(0), CUDA_SUCCESS);
  int count = 0;
  cr_assert_eq(cuDeviceGetCount(&count), CUDA_SUCCESS);
  cr_assert_eq(count, 2);
  CUdevice dev = -1;
  cr_assert_eq(cuDeviceGet(&dev, 1), CUDA_SUCCESS);
  cr_assert_eq(dev, 1);
  char name[128];
  cr_assert_eq(cuDeviceGetName(name, (int)sizeof name, dev), CUDA_SUCCESS);
  cr_assert(strstr(name, "fakecuda 1 (emulated"), "%s", name);
  cr_assert_eq(cuDeviceGet(&dev, 2), CUDA_ERROR_INVALID_DEVICE);
  said("device 2 does not exist", "there are 2");
  CUcontext ctx;
  cr_assert_eq(cuDevicePrimaryCtxRetain(&ctx, 1), CUDA_SUCCESS);
  cr_assert_eq(cuCtxSetCurrent(ctx), CUDA_SUCCESS);
  cr_assert_eq(cuDevicePrimaryCtxRelease_v2(0), CUDA_ERROR_INVALID_CONTEXT);
  said("device 0 is not retained", NULL);
  cr_assert_eq(cuDevicePrimaryCtxRelease_v2(1), CUDA_SUCCESS);
}
