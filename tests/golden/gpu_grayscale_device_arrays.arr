# GPU seed 004: rgb_to_grayscale_cuda on a 20x28 float32 image with cuda.to_device, cuda.device_array and copy_to_host, 8x8 blocks (not dividing the image).
from numba import cuda
import numpy as np
import time

# CUDA kernel to convert RGB to grayscale
@cuda.jit
def rgb_to_grayscale_cuda(rgb, grayscale):
    i, j = cuda.grid(2)  # Get the 2D grid index for each thread

    if i < rgb.shape[0] and j < rgb.shape[1]:  # Check bounds
        grayscale[i, j] = (0.299 * rgb[i, j, 0] + 
                           0.587 * rgb[i, j, 1] + 
                           0.114 * rgb[i, j, 2])

np.random.seed(2024)
img = np.random.rand(20, 28, 3).astype(np.float32)

# Allocate device memory for the input and output images
img_device = cuda.to_device(img)
grayscale_img_device = cuda.device_array((img.shape[0], img.shape[1]), dtype=np.float32)
print(img_device.shape, grayscale_img_device.shape, grayscale_img_device.dtype)

# Define the threads per block and blocks per grid
threads_per_block = (8, 8)
blocks_per_grid_x = (img.shape[0] + threads_per_block[0] - 1) // threads_per_block[0]
blocks_per_grid_y = (img.shape[1] + threads_per_block[1] - 1) // threads_per_block[1]
blocks_per_grid = (blocks_per_grid_x, blocks_per_grid_y)

start_time = time.time()
rgb_to_grayscale_cuda[blocks_per_grid, threads_per_block](img_device, grayscale_img_device)
cuda.synchronize()

# Copy the result back to the host
grayscale_img = grayscale_img_device.copy_to_host()
cuda_time = time.time() - start_time

print(blocks_per_grid, grayscale_img.shape, grayscale_img.dtype)
for i in (0, 1, 19):
    print(f"{grayscale_img[i, 0]:.5f} {grayscale_img[i, 27]:.5f}")
print("checksum:", round(np.sum(grayscale_img.astype(np.float64)), 3))
ref = 0.299 * img[:, :, 0] + 0.587 * img[:, :, 1] + 0.114 * img[:, :, 2]
print("matches NumPy:", np.max(np.abs(grayscale_img - ref)) < 1e-6)
print("time >= 0:", cuda_time >= 0)
