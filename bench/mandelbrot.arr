# Benchmark "mandelbrot": seed 001 ("Introduction to Numba", NASA ASTG course),
# "Mandelbrot Fractal", Numba Code: mandel compiled with
# jit(nb.uint32(nb.float32, nb.float32, nb.uint32)) and create_fractal_numba
# under @jit, on the tutorial's 1024x1536 uint8 image with iters = 50.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the median and a checksum.
# Run: python3 bench/mandelbrot.arr [R]   or   arrc bench/mandelbrot.arr -o m && ./m [R]
import sys
import time
import numpy as np
import numba as nb
from numba import jit


# color function for point at (x, y)
def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0.0j
    for i in range(max_iters):
        z = z*z + c
        if z.real*z.real + z.imag*z.imag >= 4:
            return i
    return max_iters


mandel_numba = jit(nb.uint32(nb.float32, nb.float32, nb.uint32))(mandel)


@jit
def create_fractal_numba(xmin, xmax, ymin, ymax, image, iters):
    height, width = image.shape

    pixel_size_x = (xmax - xmin)/width
    pixel_size_y = (ymax - ymin)/height

    for x in range(width):
        real = xmin + x*pixel_size_x
        for y in range(height):
            imag = ymin + y*pixel_size_y
            color = mandel_numba(real, imag, iters)
            image[y, x]  = color


@jit(nopython=True)
def checksum(image):
    s = 0
    for y in range(image.shape[0]):
        for x in range(image.shape[1]):
            s += image[y, x]
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

gimage = np.zeros((1024, 1536), dtype=np.uint8)
xmin, xmax, ymin, ymax = np.array([-2.0, 1.0, -1.0, 1.0]).astype('float32')
iters = 50

create_fractal_numba(xmin, xmax, ymin, ymax, gimage, iters)   # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    create_fractal_numba(xmin, xmax, ymin, ymax, gimage, iters)
    times.append(time.perf_counter() - t0)

print(f"BENCH mandelbrot seconds={median(times):.6f}")
print(f"CHECK mandelbrot sum={checksum(gimage)} center={gimage[512, 768]} corner={gimage[0, 0]}")
