# GPU seed 004: loop_test_kernel, one thread per outer index (80 threads in blocks of 32, the last block partly idle) with an inner loop, summed on the host.
from numba import cuda
import numpy as np
import time

# Define the number of threads that will run per block
threads_per_block = 32

# Define the CUDA kernel function
@cuda.jit
def loop_test_kernel(results):
    i = cuda.grid(1)
    # Make sure we don't go out of bounds
    if i < results.size:
        result = 0.0
        for j in range(1000):
            result += i * j * 0.1
        results[i] = result

# Main function to manage the computation
def loop_test_cuda():
    num_elements = 80
    # calculates the number of blocks (blocks_per_grid) needed to 
    # process all num_elements with the given number of threads per block.
    blocks_per_grid = (num_elements + (threads_per_block - 1)) // threads_per_block

    # Allocate space for the results on the device (GPU)
    results = cuda.device_array(num_elements, dtype=np.float64)

    # Launch the kernel on the GPU with the required
    # number of blocks and threads
    loop_test_kernel[blocks_per_grid, threads_per_block](results)

    # Copy the results back to the host (CPU)
    results_host = results.copy_to_host()

    # Aggregate the results
    return results_host.sum(), results_host

# Warm up the CUDA kernel to allow JIT compilation
loop_test_cuda()

start_time = time.time()
for i in range(2):
    result, each = loop_test_cuda()
end_time = time.time()

print(f"NUMBA CUDA result = {result:.1f}")
print(f"results[1] = {each[1]:.2f}, results[79] = {each[79]:.2f}")
print("exact:", round(result) == 49950 * 3160)
print("time >= 0:", (end_time - start_time) / 2 >= 0)
