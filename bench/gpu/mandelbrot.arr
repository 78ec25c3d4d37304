# GPU benchmark "mandelbrot": seed 001 ("Introduction to Numba", NASA ASTG
# course), "Mandelbrot Fractal", CUDA Code: mandel (complex128 arithmetic) as a
# CUDA device function and the grid-stride create_fractal_kernel, on a
# 4096 x 6144 uint8 image (the tutorial: 1024 x 1536), iters = 50, 32x8 blocks.
# The tutorial's fixed 32x16 grid is scaled with the image here (48x128 blocks
# for 6144 x 4096, each thread striding over 4x4 pixels).
# The tutorial's cuda.jit(restype=..., argtypes=..., device=True) spelling is
# refused by Numba since 0.54 (DeprecationError): the signatures go first
# instead. The explicit nb.float32() conversions at the call of mandel_gpu are
# what its signature does anyway; Numba's CUDA simulator ignores signatures.
#
# Timing (bench/gpu/README.md): after one warm-up launch (Numba compiles there),
#   kernel_s  the kernel alone on a device array, from cuda.event()s recorded
#             around the launch (GPU time);
#   launch_s  the same launches timed on the host: time.perf_counter() around
#             the launch and cuda.synchronize();
#   total_s   the whole work of one picture: copy the image to the device
#             (cuda.to_device, as the tutorial), launch, copy it back.
# Each is the median of R repeats. The CHECK line is computed on the host from
# the last total_s run by an @njit loop: integer sums of the pixels.
# Run: python3 bench/gpu/mandelbrot.arr [R] [HEIGHT]      (width = HEIGHT * 3 // 2)
#      arrc bench/gpu/mandelbrot.arr -o m && ./m [R] [HEIGHT]
import sys
import time
import numpy as np
import numba as nb
from numba import cuda, njit


# color function for point at (x, y)
def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0.0j
    for i in range(max_iters):
        z = z*z + c
        if z.real*z.real + z.imag*z.imag >= 4:
            return i
    return max_iters


mandel_gpu = cuda.jit('uint32(float32, float32, uint32)', device=True)(mandel)


@cuda.jit('void(float32, float32, float32, float32, uint8[:,:], uint32)')
def create_fractal_kernel(xmin, xmax, ymin, ymax, image, iters):
    height, width = image.shape

    pixel_size_x = (xmax - xmin)/width
    pixel_size_y = (ymax - ymin)/height

    startX, startY = cuda.grid(2)
    gridX = cuda.gridDim.x * cuda.blockDim.x # stride in x
    gridY = cuda.gridDim.y * cuda.blockDim.y # stride in y

    for x in range(startX, width, gridX):
        real = xmin + x*pixel_size_x
        for y in range(startY, height, gridY):
            imag = ymin + y*pixel_size_y
            color = mandel_gpu(nb.float32(real), nb.float32(imag), iters)
            image[y, x]  = color


def create_fractal(xmin, xmax, ymin, ymax, gimage, iters, griddim, blockdim):
    # the whole work, as the tutorial times it
    d_image = cuda.to_device(gimage)
    create_fractal_kernel[griddim, blockdim](xmin, xmax, ymin, ymax, d_image, iters)
    d_image.copy_to_host(gimage)


@njit
def checksum(image):
    # integer sums: the pixel sum, a position-weighted sum, the points in the set
    s = 0
    w = 0
    inside = 0
    for y in range(image.shape[0]):
        for x in range(image.shape[1]):
            v = np.int64(image[y, x])
            s += v
            w += v * ((y * 7 + x * 13) % 17 + 1)
            if v == 50:
                inside += 1
    return s, w, inside


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
H = 4096
if len(sys.argv) > 1:
    R = int(sys.argv[1])
if len(sys.argv) > 2:
    H = int(sys.argv[2])
W = H * 3 // 2

gimage = np.zeros((H, W), dtype=np.uint8)
blockdim = (32, 8)
griddim = (max(1, W // 128), max(1, H // 32))
xmin, xmax, ymin, ymax = np.array([-2.0, 1.0, -1.0, 1.0]).astype('float32')
iters = 50

# kernel alone, on a device array
d_image = cuda.to_device(gimage)
create_fractal_kernel[griddim, blockdim](xmin, xmax, ymin, ymax, d_image, iters)   # warm-up
cuda.synchronize()
start = cuda.event()
end = cuda.event()
kernel_times = []
launch_times = []
for r in range(R):
    t0 = time.perf_counter()
    start.record()
    create_fractal_kernel[griddim, blockdim](xmin, xmax, ymin, ymax, d_image, iters)
    end.record()
    cuda.synchronize()
    launch_times.append(time.perf_counter() - t0)
    kernel_times.append(cuda.event_elapsed_time(start, end) / 1000.0)

# the whole work, transfers included
create_fractal(xmin, xmax, ymin, ymax, gimage, iters, griddim, blockdim)   # warm-up
total_times = []
for r in range(R):
    t0 = time.perf_counter()
    create_fractal(xmin, xmax, ymin, ymax, gimage, iters, griddim, blockdim)
    total_times.append(time.perf_counter() - t0)

s, w, inside = checksum(gimage)
print(f"BENCH mandelbrot kernel_s={median(kernel_times):.7f} launch_s={median(launch_times):.7f} total_s={median(total_times):.7f}")
print(f"CHECK mandelbrot h={H} w={W} sum={s} wsum={w} inside={inside} center={gimage[H // 2, W // 2]}")
