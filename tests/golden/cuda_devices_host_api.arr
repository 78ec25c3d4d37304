# CUDA devices from host code: cuda.detect()'s report (the simulator's on the CPU path), is_available, select_device, cuda.gpus (len, indexing, `with cuda.gpus[0]:`), get_current_device and its attributes (printed only where every device agrees), list_devices, profile_start/stop and close. No kernel: the report names the device.
import numpy as np
from numba import cuda

print("detect:")
cuda.detect()
print("available:", cuda.is_available())
cuda.select_device(0)
print("devices:", len(cuda.gpus), len(cuda.list_devices()))
gpu0 = cuda.gpus[0]
print("id:", gpu0.id)
with cuda.gpus[0]:
    a = cuda.to_device(np.arange(3))
    print(a.copy_to_host())
dev = cuda.get_current_device()
name = dev.name
print("name is not empty:", len(name) > 0)
cc = dev.compute_capability
print("compute capability:", len(cc), cc[0] >= 5, cc[1] >= 0)
print("warp size:", dev.WARP_SIZE)
print("max threads per block:", dev.MAX_THREADS_PER_BLOCK)
print("block dims:", dev.MAX_BLOCK_DIM_X, dev.MAX_BLOCK_DIM_Y, dev.MAX_BLOCK_DIM_Z)
print("grid x >= 65535:", dev.MAX_GRID_DIM_X >= 65535, dev.MAX_GRID_DIM_Y, dev.MAX_GRID_DIM_Z)
print("shared memory per block >= 48 KiB:", dev.MAX_SHARED_MEMORY_PER_BLOCK >= 49152)
print("multiprocessors >= 1:", dev.MULTIPROCESSOR_COUNT >= 1)
threads = min(256, dev.MAX_THREADS_PER_BLOCK)
print("blocks for 1000 tasks:", (1000 + threads - 1) // threads)
cuda.profile_start()
b = cuda.to_device([1.0, 2.0])
cuda.synchronize()
cuda.profile_stop()
print(b.copy_to_host())
cuda.close()
print("closed")
