# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Mandelbrot Fractal" (Pure Python and Numba Code): mandel and create_fractal,
# plain and compiled (mandel_numba = jit(nb.uint32(nb.float32, nb.float32, nb.uint32))(mandel)).
# Prints both images' checksums, an ASCII picture, and the full-size checksum.
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


def create_fractal(xmin, xmax, ymin, ymax, image, iters):
    height, width = image.shape

    pixel_size_x = (xmax - xmin)/width
    pixel_size_y = (ymax - ymin)/height

    for x in range(width):
        real = xmin + x*pixel_size_x
        for y in range(height):
            imag = ymin + y*pixel_size_y
            color = mandel(real, imag, iters)
            image[y, x]  = color


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


# Pure Python (1024 x 1536 in the tutorial)
gimage = np.zeros((32, 72), dtype=np.uint8)
xmin, xmax, ymin, ymax = np.array([-2.0, 1.0, -1.0, 1.0]).astype('float32')
iters = 50

start = time.perf_counter()
create_fractal(xmin, xmax, ymin, ymax, gimage, iters)
dt_py = time.perf_counter() - start
print("Python checksum:", np.sum(gimage), "max:", np.max(gimage))

# Numba
nimage = np.zeros((32, 72), dtype=np.uint8)
start = time.perf_counter()
create_fractal_numba(xmin, xmax, ymin, ymax, nimage, iters)
dt_numba = time.perf_counter() - start
print("Numba checksum: ", np.sum(nimage), "max:", np.max(nimage))
print("pixels that differ:", np.sum(np.where(gimage != nimage, 1, 0)))

# instead of plt.imshow(gimage): a coarse ASCII picture
for y in range(0, 32, 2):
    for x in range(72):
        v = nimage[y, x]
        if v >= 50:
            print("#", end="")
        elif v >= 10:
            print("+", end="")
        elif v >= 4:
            print(".", end="")
        else:
            print(" ", end="")
    print()

# the tutorial's full size, compiled version only
big = np.zeros((1024, 1536), dtype=np.uint8)
create_fractal_numba(xmin, xmax, ymin, ymax, big, iters)
print("1024x1536 checksum:", np.sum(big))
