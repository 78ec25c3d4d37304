# GPU benchmark "grayscale": seed 004 ("Boost Your Python Code with CUDA",
# Towards Data Science), "Example 3 - image processing", Numba CUDA version:
# rgb_to_grayscale_cuda, one thread per pixel (16x16 blocks, bounds-checked),
# float32 RGB in, float32 gray out, with cuda.to_device / cuda.device_array /
# copy_to_host as the tutorial, on a 4000 x 3000 (width x height) picture. The
# picture is made by the formula of bench/grayscale.arr (instead of imread):
# every pixel is one of 256 colours, for which the result rounded to float32
# is the same with or without fused multiply-adds.
#
# Timing (bench/gpu/README.md): after one warm-up launch (Numba compiles there),
#   kernel_s  the kernel alone on device arrays, from cuda.event()s recorded
#             around the launch (GPU time);
#   launch_s  the same launches timed on the host: time.perf_counter() around
#             the launch and cuda.synchronize();
#   total_s   the whole work of one picture: copy it to the device, allocate
#             the gray image there, launch, copy the gray image back into a
#             host array.
# Each is the median of R repeats. The CHECK line is computed on the host from
# the last total_s run by a sequential @njit loop (float64 sums of float32).
# Run: python3 bench/gpu/grayscale.arr [R] [HEIGHT]      (width = HEIGHT * 4 // 3)
#      arrc bench/gpu/grayscale.arr -o g && ./g [R] [HEIGHT]
import sys
import time
import numpy as np
from numba import cuda, njit


# CUDA kernel to convert RGB to grayscale
@cuda.jit
def rgb_to_grayscale_cuda(rgb, grayscale):
    i, j = cuda.grid(2)  # Get the 2D grid index for each thread

    if i < rgb.shape[0] and j < rgb.shape[1]:  # Check bounds
        grayscale[i, j] = (0.299 * rgb[i, j, 0] + 
                           0.587 * rgb[i, j, 1] + 
                           0.114 * rgb[i, j, 2])


def to_grayscale(img, grayscale_img, blocks_per_grid, threads_per_block):
    # the whole work: transfer in, device allocation, launch, transfer out
    img_device = cuda.to_device(img)
    grayscale_img_device = cuda.device_array((img.shape[0], img.shape[1]), dtype=np.float32)
    rgb_to_grayscale_cuda[blocks_per_grid, threads_per_block](img_device, grayscale_img_device)
    grayscale_img_device.copy_to_host(grayscale_img)


@njit
def make_image(height, width):
    # replaces imread("...png"): float32 values k/255 in [0, 1]
    img = np.empty((height, width, 3), dtype=np.float32)
    for i in range(height):
        for j in range(width):
            for c in range(3):
                img[i, j, c] = ((i * 131 + j * 71 + c * 37) % 256) / 255.0
    return img


@njit
def checksum(g):
    # sequential float64 sums; the weights make a transposed or shifted
    # result show; products by small ints are exact
    s = 0.0
    w = 0.0
    for i in range(g.shape[0]):
        for j in range(g.shape[1]):
            s += g[i, j]
            w += g[i, j] * ((i * 7 + j * 13) % 17 + 1)
    return s, w


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
H = 3000
if len(sys.argv) > 1:
    R = int(sys.argv[1])
if len(sys.argv) > 2:
    H = int(sys.argv[2])
W = H * 4 // 3

img = make_image(H, W)
grayscale_img = np.zeros((H, W), dtype=np.float32)

# Define the threads per block and blocks per grid
threads_per_block = (16, 16)  # 16x16 threads per block is a common choice
blocks_per_grid_x = (img.shape[0] + threads_per_block[0] - 1) // threads_per_block[0]
blocks_per_grid_y = (img.shape[1] + threads_per_block[1] - 1) // threads_per_block[1]
blocks_per_grid = (blocks_per_grid_x, blocks_per_grid_y)

# kernel alone, on device arrays
img_device = cuda.to_device(img)
grayscale_img_device = cuda.device_array((H, W), dtype=np.float32)
rgb_to_grayscale_cuda[blocks_per_grid, threads_per_block](img_device, grayscale_img_device)   # warm-up
cuda.synchronize()
start = cuda.event()
end = cuda.event()
kernel_times = []
launch_times = []
for r in range(R):
    t0 = time.perf_counter()
    start.record()
    rgb_to_grayscale_cuda[blocks_per_grid, threads_per_block](img_device, grayscale_img_device)
    end.record()
    cuda.synchronize()
    launch_times.append(time.perf_counter() - t0)
    kernel_times.append(cuda.event_elapsed_time(start, end) / 1000.0)

# the whole work, transfers included
to_grayscale(img, grayscale_img, blocks_per_grid, threads_per_block)     # warm-up
total_times = []
for r in range(R):
    t0 = time.perf_counter()
    to_grayscale(img, grayscale_img, blocks_per_grid, threads_per_block)
    total_times.append(time.perf_counter() - t0)

g = grayscale_img
s, w = checksum(g)
print(f"BENCH grayscale kernel_s={median(kernel_times):.7f} launch_s={median(launch_times):.7f} total_s={median(total_times):.7f}")
print(f"CHECK grayscale h={H} w={W} sum={s:.12g} wsum={w:.12g} g00={g[0, 0]:.9g} gmid={g[H // 2, W // 2]:.9g}")
