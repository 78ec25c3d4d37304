/* fakecuda: a strict emulating CUDA driver for the tests (README.md here).
 *
 * libfakecuda.so exports the CUDA driver API subset runtime/cuda.c uses,
 * under the driver's own (versioned) names, so that the runtime loads it
 * through the same dlopen as libcuda.so.1 (ARRC_CUDA_DRIVER names it). Every
 * call is checked as the real driver checks it, and more strictly where a
 * real GPU would silently misbehave; a violation prints "fakecuda: CALL:
 * what was wrong, with the numbers" to standard error and returns the error
 * code the real driver returns (CUDA_ERROR_INVALID_VALUE where the real
 * driver would accept the call and the GPU would then misbehave).
 *
 * Launches run: the runtime registers each kernel's arrc_kernel record (its
 * CPU twin) and its SIMT executor with fakecudaRegisterKernel, an entry
 * point the real driver lacks, and the emulator runs the CPU twin on the
 * emulated device memory, which lives in its own mapping of the process.
 *
 * This header is the emulator's interface for its own tests and for the
 * runtime's optional registration call. */
#ifndef FAKECUDA_H
#define FAKECUDA_H

#include <stddef.h>
#include <stdint.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct FakeContext *CUcontext;
typedef struct FakeModule *CUmodule;
typedef struct FakeFunction *CUfunction;
typedef struct FakeStream *CUstream;
typedef struct FakeEvent *CUevent;

/* The error codes of cuda.h the emulator returns. */
enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
  CUDA_ERROR_NOT_SUPPORTED = 801,
};

/* cuFuncSetAttribute's attribute that raises a kernel's dynamic shared
 * memory past 48 KiB. */
enum { CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8 };

/* The limits of the emulated device: compute capability 9.0 (H100). */
enum {
  FAKECUDA_CC_MAJOR = 9,
  FAKECUDA_CC_MINOR = 0,
  FAKECUDA_MAX_THREADS = 1024,
  FAKECUDA_MAX_SHARED_DEFAULT = 48 * 1024,
  FAKECUDA_MAX_SHARED_OPTIN = 227 * 1024,
  FAKECUDA_MULTIPROCESSORS = 132,
  FAKECUDA_THREADS_PER_SM = 2048,
  FAKECUDA_BLOCKS_PER_SM = 32,
  FAKECUDA_SHARED_PER_SM = 228 * 1024,
  FAKECUDA_MAX_DEVICES = 8, /* the most FAKECUDA_DEVICES may ask for */
};

/* Runs a kernel on the CPU: the runtime's SIMT executor (arrc_simt_run),
 * given the kernel's arrc_kernel record and kernelParams as the runtime
 * built them (params[i] points to parameter i's value). */
typedef void (*fakecuda_run_fn)(const void *kernel, const int64_t grid[3], const int64_t block[3],
                                int64_t dynamic_shared, void **params);

/* Tells the emulator which arrc_kernel record function f belongs to (its
 * parameter kinds and sizes, its CPU twin) and how to run it. Not part of
 * the real driver: the runtime calls it only when the driver exports it. */
CUresult fakecudaRegisterKernel(CUfunction f, const void *kernel, fakecuda_run_fn run);

/* The last violation's message (without the "fakecuda: " prefix), or "". */
const char *fakecudaLastMessage(void);

/* The driver API subset (cuda.h's names for them). */
CUresult cuInit(unsigned flags);
CUresult cuDeviceGetCount(int *count);
CUresult cuDeviceGet(CUdevice *dev, int ordinal);
CUresult cuDeviceGetAttribute(int *value, int attribute, CUdevice dev);
CUresult cuDeviceGetName(char *name, int len, CUdevice dev);
CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev);
CUresult cuDriverGetVersion(int *version);
CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, CUdevice dev);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuCtxGetCurrent(CUcontext *ctx);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(CUmodule *module, const void *image);
CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned n, int *options, void **values);
CUresult cuModuleGetFunction(CUfunction *function, CUmodule module, const char *name);
CUresult cuModuleUnload(CUmodule module);
CUresult cuFuncSetAttribute(CUfunction function, int attribute, int value);
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes);
CUresult cuMemFree_v2(CUdeviceptr p);
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t bytes);
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t bytes);
CUresult cuMemsetD8_v2(CUdeviceptr dst, unsigned char value, size_t n);
CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared_bytes, CUstream stream, void **params, void **extra);
CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                                   unsigned bz, unsigned shared_bytes, CUstream stream, void **params);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, CUfunction f, int block_size,
                                                     size_t dynamic_shared);
CUresult cuGetErrorName(CUresult r, const char **s);
CUresult cuGetErrorString(CUresult r, const char **s);
CUresult cuStreamCreate(CUstream *stream, unsigned flags);
CUresult cuStreamSynchronize(CUstream stream);
CUresult cuStreamDestroy_v2(CUstream stream);
CUresult cuEventCreate(CUevent *event, unsigned flags);
CUresult cuEventRecord(CUevent event, CUstream stream);
CUresult cuEventSynchronize(CUevent event);
CUresult cuEventElapsedTime(float *ms, CUevent start, CUevent end);
CUresult cuEventElapsedTime_v2(float *ms, CUevent start, CUevent end);
CUresult cuEventDestroy_v2(CUevent event);

/* ---- the PTX reader (ptx.c) ---------------------------------------------- */

typedef struct {
  char name[128];
  int size;   /* bytes */
  int align;  /* bytes */
} PtxParam;

typedef struct {
  char name[256];
  int nparams;
  PtxParam *params;
  int64_t static_shared;  /* bytes of .shared it and the functions it calls use */
  int dynamic_shared;     /* it or a function it calls uses an .extern .shared array */
} PtxEntry;

typedef struct {
  int arch;  /* .target sm_NN */
  int nentries;
  PtxEntry *entries;
} PtxInfo;

/* Reads the .entry list of a PTX text; false with a message in err when it
 * is not PTX the emulator understands. */
int ptx_read(const char *text, PtxInfo *out, char *err, size_t cap);
void ptx_free(PtxInfo *info);

#endif
