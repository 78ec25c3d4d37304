# GPU seed 004: lucas_cuda, Lucas number L(i) per thread computed iteratively into an int32 device array (cuda.to_device / copy_to_host), 1 block of 64.
from numba import cuda
import numpy as np
import time

# CUDA kernel to calculate Lucas numbers
@cuda.jit
def lucas_cuda(n, result):
    i = cuda.grid(1)  # 1D grid, i represents the index in the array

    if i <= n:  # Ensure we don't go out of bounds
        if i == 0:
            result[i] = 2
        elif i == 1:
            result[i] = 1
        else:
            a = 2
            b = 1
            for j in range(2, i + 1):
                c = a + b
                a = b
                b = c
            result[i] = b

# Define the target number (40th Lucas number)
n = 40

# Allocate result array on the device
result = np.zeros(n + 1, dtype=np.int32)  # We need an array of size 41 (0-40)
result_device = cuda.to_device(result)

threads_per_block = 64
blocks_per_grid = (n + (threads_per_block - 1)) // threads_per_block
print("blocks:", blocks_per_grid)

start_time = time.time()
lucas_cuda[blocks_per_grid, threads_per_block](n, result_device)
# Wait till all threads are done
cuda.synchronize()
end_time = time.time()

# Copy the result back to the host
result_host = result_device.copy_to_host()

print(f"Lucas number for {n} with CUDA: {result_host[n]}")
print(result_host)
print("host array untouched:", np.all(result == 0))

# the same kernel on int64 and a grid of 4 blocks of 16 threads (n = 60)
big = np.zeros(61, dtype=np.int64)
lucas_cuda[4, 16](60, big)
print(big[55:])
print("recurrence holds:", np.all(big[2:] == big[1:-1] + big[:-2]))
