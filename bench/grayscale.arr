# Benchmark "grayscale": seed 004 ("Boost Your Python Code with CUDA", Towards
# Data Science), "Example 3 - image processing", Numba JIT version:
# rgb_to_grayscale_numba on a 4000x3000 (width x height) float32 RGB image, the
# type imread returns for a PNG. The picture is generated deterministically by a
# jitted function instead of read from a file.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the median and a checksum.
# Run: python3 bench/grayscale.arr [R]   or   arrc bench/grayscale.arr -o g && ./g [R]
import sys
import time
import numpy as np
from numba import jit


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


@jit(nopython=True)
def make_image(height, width):
    # replaces imread("...png"): float32 values k/255 in [0, 1]
    img = np.empty((height, width, 3), dtype=np.float32)
    for i in range(height):
        for j in range(width):
            for c in range(3):
                img[i, j, c] = ((i * 131 + j * 71 + c * 37) % 256) / 255.0
    return img


@jit(nopython=True)
def checksum(g):
    # a sequential sum, so that the C version can reproduce it bit for bit
    s = 0.0
    for i in range(g.shape[0]):
        for j in range(g.shape[1]):
            s += g[i, j]
    return s


def median(ts):
    # selection sort of a copy by hand: the language has no sorted()
    a = []
    for t in ts:
        a.append(t)
    n = len(a)
    for i in range(n):
        m = i
        for k in range(i + 1, n):
            if a[k] < a[m]:
                m = k
        x = a[i]
        a[i] = a[m]
        a[m] = x
    if n % 2 == 1:
        return a[n // 2]
    return (a[n // 2 - 1] + a[n // 2]) / 2.0


R = 11
if len(sys.argv) > 1:
    R = int(sys.argv[1])

img = make_image(3000, 4000)

grayscale_img_numba = rgb_to_grayscale_numba(img)     # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    grayscale_img_numba = rgb_to_grayscale_numba(img)
    times.append(time.perf_counter() - t0)

g = grayscale_img_numba
print(f"BENCH grayscale seconds={median(times):.6f}")
print(f"CHECK grayscale sum={checksum(g):.17g} g00={g[0, 0]:.17g} gmid={g[1500, 2000]:.17g}")
