/* GPU code at run time: kernels launched on the first NVIDIA GPU through the
 * CUDA driver (cuda.c, loaded with dlopen), or run on the CPU (simt.c) with
 * the same results (LANGUAGE.md §7.4). This header is the ABI between the
 * code generator and these two parts of the runtime.
 *
 * Kernels are compiled twice: to PTX (embedded in the program as a
 * NUL-terminated string) and to a host function that runs one GPU thread,
 * given the thread's context. The code generator describes each kernel with
 * a constant arrc_kernel record.
 *
 * Arrays cross to kernels as pointers to array headers (arrc_array, the
 * layout of arrc_abi.h), on the GPU too: before a launch the runtime writes a
 * copy of each array argument's header into device memory, with `data`
 * pointing to the device copy of the elements, and passes the device address
 * of that header. Kernel code then reads shapes, strides and data exactly as
 * host code does. */
#ifndef ARRC_RT_GPU_H
#define ARRC_RT_GPU_H

#include "arrc_rt.h"

/* arrc_thread, one GPU thread's view of the launch for kernels run on
 * the CPU, is in arrc_abi.h: generated code reads its fields in place. */

/* The CPU version of a kernel: runs thread t with the launch's arguments
 * (args[k] points to argument k: to the arrc_array pointer for an array, to
 * the number for a scalar). */
typedef void (*arrc_cpu_kernel)(arrc_thread *t, void **args);

/* What a kernel parameter is: ARRC_PARAM_* of arrc_abi.h. */

/* A cubin: ptxas's output for one GPU architecture, made at compile time
 * from the program's PTX (arrc --gpu-arch). */
typedef struct arrc_cubin {
  int64_t arch;                /* 10 * major + minor of its sm_NN: 75 for sm_75 */
  const void *image;
  int64_t size;
} arrc_cubin;

/* The most threads a cooperative grid has on the CPU path: every one is a
 * fiber with a stack, alive from the start of the launch to its end. */
#define ARRC_MAX_COOPERATIVE_THREADS 65536

typedef struct arrc_kernel {
  const char *name;            /* the kernel's name in the program and its PTX .entry */
  arrc_cpu_kernel cpu;         /* the CPU version */
  int32_t uses_barrier;        /* ARRC_KERNEL_* bits: BARRIER, it calls syncthreads (its threads run as
                                  fibers on the CPU); GRID_SYNC, grid.sync() (a cooperative launch) */
  int32_t nparams;
  const int32_t *param_kind;   /* ARRC_PARAM_* per parameter */
  const int32_t *param_size;   /* bytes of a scalar parameter (1, 2, 4 or 8); 8 for ARRC_PARAM_ARRAY,
                                  the header's bytes for ARRC_PARAM_ARRAY_VALUE */
  int64_t shared_bytes;        /* the CPU's block memory: every cuda.shared.array of the module
                                  and the lanes' exchange area, at module-wide offsets */
  const char *ptx;             /* NUL-terminated PTX for the GPU, or NULL when not compiled */
  const char *ptx_arch;        /* the sm_NN the PTX was made for */
  const arrc_cubin *cubins;    /* the cubins of the program's GPU code, in ascending arch order */
  int64_t ncubins;             /* 0 when ptxas was not found at compile time */
  /* For each ARRC_PARAM_TUPLE parameter in order: the number of arrays it
   * holds, then the byte offset of each array pointer in the tuple's
   * value; NULL when there is none. */
  const int32_t *tuple_arrays;
  /* The static shared memory of this kernel on a GPU: its own shared
   * arrays and those of the functions it calls, what the launch limit
   * counts with the dynamic shared memory. */
  int64_t static_shared_bytes;
  /* The PTX entry of the same kernel whose element loads of the arrays it
   * only reads go through the non-coherent cache (ld.global.nc), or NULL
   * when it has none; readonly_params has bit j set for such an array
   * parameter j. The launch runs it only when no other array argument
   * overlaps those arrays' elements, as nothing may write them then. */
  const char *nc_name;
  int64_t readonly_params;
} arrc_kernel;

/* The cubin of k that a GPU of compute capability cc (10 * major + minor)
 * runs: the one made for exactly cc, else the highest one below it of the
 * same major architecture (a cubin runs on later minor versions of its
 * major one, never on another), else NULL, meaning the PTX, which the
 * driver compiles for the GPU. With ARRC_PTX=1 in the environment it is
 * always NULL, so that the driver gets the PTX. */
const arrc_cubin *arrc_cuda_pick_cubin(const arrc_kernel *k, int cc);

/* kernel[grid, block, stream, dynamic_shared](args): grid and block hold
 * x, y, z (1 for absent dimensions). Runs on the GPU when one is in use
 * (ARRC_DEVICE), else on the CPU. On the CPU it returns when the kernel
 * has finished; on the GPU, when it has been queued on its stream, unless
 * host arrays among the arguments are copied back (or ARRC_PROFILE times
 * it): then it waits for the kernel. Host arrays are copied to the device
 * and back around the launch; device arrays are passed as they are. A configuration the device
 * cannot run (a dimension < 1, more than 1024 threads per block, block
 * dimensions above 1024, 1024, 64, too much shared memory) is a ValueError
 * stating the configuration and the limit. stream may be NULL. */
void arrc_launch(const arrc_kernel *k, const int64_t grid[3], const int64_t block[3], int64_t dynamic_shared,
                 void *stream, void **args, const arrc_loc *loc);

/* cuda.syncthreads() in a kernel run on the CPU: waits until every thread
 * of t's block has reached a barrier (threads are fibers of one worker). */
void arrc_simt_barrier(arrc_thread *t);
/* grid.sync() in a kernel run on the CPU: waits until every thread of the
 * grid has reached a grid barrier (the grid's threads are fibers of one
 * worker, ARRC_KERNEL_GRID_SYNC). */
void arrc_simt_grid_sync(arrc_thread *t);

/* ---- device memory and the host side of §7.3 (cuda.c) ------------------- */

/* Device arrays are arrc_array records whose data is device memory when a
 * GPU is in use (their dtype field then has ARRC_DEVICE_DATA set), and plain
 * host memory on the CPU path. They are reference counted like any array:
 * arrc_array_decref frees device memory through arrc_device_free_hook, which
 * cuda.c sets when it allocates device memory. (ARRC_DEVICE_DATA is in
 * arrc_abi.h.) */
extern void (*arrc_device_free_hook)(arrc_array *a);
bool arrc_gpu_in_use(void);                  /* cuda.is_available(): a GPU runs GPU code */
arrc_array *arrc_to_device(const arrc_array *a, void *stream, const arrc_loc *loc);
arrc_array *arrc_device_array(arrc_dtype dtype, int32_t ndim, const int64_t *shape, const arrc_loc *loc);
/* d.copy_to_host(): a new host array; d.copy_to_host(out): into out. */
arrc_array *arrc_copy_to_host(const arrc_array *d, arrc_array *out, void *stream, const arrc_loc *loc);
void arrc_synchronize(const arrc_loc *loc);   /* cuda.synchronize() */
/* One element of a device array read (d[i]) or written (d[i] = v) by host
 * code: n bytes between device memory and the host on the GPU path, a
 * plain copy on the CPU path. */
void arrc_device_read(void *dst, const void *src, int64_t n, const arrc_loc *loc);
void arrc_device_write(void *dst, const void *src, int64_t n, const arrc_loc *loc);

/* Streams and events (cuda.stream(), cuda.event(), e.record(),
 * e.synchronize(), cuda.event_elapsed_time(e1, e2) in milliseconds). On
 * the CPU path events hold host times. */
void *arrc_stream_new(const arrc_loc *loc);
void arrc_stream_synchronize(void *stream, const arrc_loc *loc);
void *arrc_event_new(const arrc_loc *loc);
void arrc_event_record(void *event, void *stream, const arrc_loc *loc);
void arrc_event_synchronize(void *event, const arrc_loc *loc);
double arrc_event_elapsed_time(void *start, void *end, const arrc_loc *loc);

#endif
