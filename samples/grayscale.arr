# From seed 004 "Boost Your Python Code with CUDA" (Towards Data Science),
# "Example 3 - image processing", Numba JIT version: rgb_to_grayscale_numba on a
# synthetic 120x160 float32 RGB image (instead of imread of a photo; no display).
# Prints a few rounded grayscale pixels and a rounded checksum; time not printed.
from numba import jit
import numpy as np
import time

# Numba-optimized function to convert RGB to grayscale
@jit(nopython=True)
def rgb_to_grayscale_numba(rgb):
    # Preallocate the output grayscale array
    grayscale = np.zeros((rgb.shape[0], rgb.shape[1]), dtype=np.float64)

    # Loop through each pixel and apply grayscale conversion
    for i in range(rgb.shape[0]):
        for j in range(rgb.shape[1]):
            grayscale[i, j] = (0.299 * rgb[i, j, 0] + 
                               0.587 * rgb[i, j, 1] + 
                               0.114 * rgb[i, j, 2])
    return grayscale

# Load the image: img = imread("d:/images/enlarged_taj_mahal.png")
# replaced by a synthetic float32 RGB picture in [0, 1], as imread returns
np.random.seed(2024)
img = np.random.rand(120, 160, 3).astype(np.float32)

grayscale_img_numba = rgb_to_grayscale_numba(img)

# Just timing the numba part
start_time = time.time()
for _ in range(5):
    # Convert to grayscale using Numba
    grayscale_img_numba = rgb_to_grayscale_numba(img)
numba_time = time.time() - start_time

print(grayscale_img_numba.shape, grayscale_img_numba.dtype)
for i in range(3):
    print(round(grayscale_img_numba[i, 0], 6), round(grayscale_img_numba[i, 159], 6))
print("checksum:", round(np.sum(grayscale_img_numba), 6))
print("min:", round(np.min(grayscale_img_numba), 6), "max:", round(np.max(grayscale_img_numba), 6))
