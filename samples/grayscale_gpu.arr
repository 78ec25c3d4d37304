# From seed 004 "Boost Your Python Code with CUDA" (Towards Data Science),
# "Example 3 - image processing", Numba CUDA version: rgb_to_grayscale_cuda, one
# thread per pixel (16x16 blocks, bounds-checked) on a synthetic 40x60 float32 RGB
# image (no imread, no display). Prints rounded pixels and a rounded checksum.
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

# Load the image: img = imread("d:/images/enlarged_taj_mahal.png")
# replaced by a synthetic float32 RGB picture in [0, 1], as imread returns
np.random.seed(2024)
img = np.random.rand(40, 60, 3).astype(np.float32)

# Preallocate the output grayscale array on the host
grayscale_img = np.zeros((img.shape[0], img.shape[1]), dtype=np.float32)

# Allocate device memory for the input and output images
img_device = cuda.to_device(img)
grayscale_img_device = cuda.device_array((img.shape[0], img.shape[1]), dtype=np.float32)

# Define the threads per block and blocks per grid
threads_per_block = (16, 16)  # 16x16 threads per block is a common choice
blocks_per_grid_x = (img.shape[0] + threads_per_block[0] - 1) // threads_per_block[0]
blocks_per_grid_y = (img.shape[1] + threads_per_block[1] - 1) // threads_per_block[1]
blocks_per_grid = (blocks_per_grid_x, blocks_per_grid_y)

rgb_to_grayscale_cuda[blocks_per_grid, threads_per_block](img_device, grayscale_img_device)

# Start timing
start_time = time.time()
for _ in range(2):            # 5 in the tutorial
    # Launch the CUDA kernel
    rgb_to_grayscale_cuda[blocks_per_grid, threads_per_block](img_device, grayscale_img_device)

# Copy the result back to the host
grayscale_img = grayscale_img_device.copy_to_host()

cuda_time = time.time() - start_time

print(blocks_per_grid, grayscale_img.shape, grayscale_img.dtype)
for i in range(3):
    print(round(float(grayscale_img[i, 0]), 5), round(float(grayscale_img[i, 59]), 5))
print("checksum:", round(np.sum(grayscale_img.astype(np.float64)), 4))
ref = 0.299 * img[:, :, 0] + 0.587 * img[:, :, 1] + 0.114 * img[:, :, 2]
print("matches NumPy:", np.max(np.abs(grayscale_img - ref)) < 1e-6)
