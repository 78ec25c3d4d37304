/* The CUDA host API of issue 16 at run time (runtime/cudahost.c, with the
 * few parts that need the driver's state in cuda.c); the code generator's
 * calls are in codegen/lib_cudahost.c. */
#ifndef ARRC_RT_CUDAHOST_H
#define ARRC_RT_CUDAHOST_H

#include "rt_gpu.h"

/* kernel.forall(ntasks, tpb, stream, sharedmem)(args): ceil(ntasks / tpb)
 * blocks of tpb threads (128 when tpb is 0); nothing for 0 tasks, Numba's
 * ValueError for fewer. */
void arrc_launch_forall(const arrc_kernel *k, int64_t ntasks, int64_t tpb, void *stream, int64_t shared,
                        void **args, const arrc_loc *loc);
void arrc_device_split(arrc_array *d, int64_t section, arrc_list *out, const arrc_loc *loc);
int64_t arrc_cudahost_device_attribute(int32_t which, const arrc_loc *loc);
int64_t arrc_cudahost_compute_capability(int32_t minor, const arrc_loc *loc);
arrc_str *arrc_cudahost_device_name(void);
void arrc_cudahost_device_index(int64_t k, const arrc_loc *loc);
void arrc_cudahost_select_device(int64_t k, const arrc_loc *loc);
int64_t arrc_cudahost_device_count(void);
bool arrc_cudahost_detect(const arrc_loc *loc);
void arrc_cudahost_close(const arrc_loc *loc);
void arrc_cudahost_profile(bool start, const arrc_loc *loc);
void arrc_event_wait(void *event, void *stream, const arrc_loc *loc);
arrc_array *arrc_cuda_mapped(arrc_array *a, const arrc_loc *loc);
void arrc_cuda_unmap(arrc_array *d, const arrc_loc *loc);
void arrc_device_write_host(void *dst, const void *src, int64_t n, const arrc_loc *loc);

/* In cuda.c: d.copy_to_device(src); the device's name (NULL on the CPU
 * path), an attribute by its CU_DEVICE_ATTRIBUTE_ number, the number of
 * devices (1 on the CPU path), and a driver function that may be absent. */
void arrc_copy_to_device(arrc_array *d, const arrc_array *src, const arrc_loc *loc);
const char *arrc_cuda_device_name(void);
int64_t arrc_cuda_device_attribute(int attribute, const arrc_loc *loc);
int64_t arrc_cuda_device_count(void);
/* The device GPU code runs on (0 on the CPU path), and cuda.select_device
 * on the GPU path (device k exists). */
int64_t arrc_cuda_device_ordinal(void);
void arrc_cuda_select_device(int64_t k, const arrc_loc *loc);
void *arrc_cuda_optional_symbol(const char *name);

#endif
