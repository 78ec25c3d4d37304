# Seed 001 "Mandelbrot Fractal": mandel/create_fractal plain and with jit(nb.uint32(nb.float32, nb.float32, nb.uint32)), small image.
import numpy as np
import numba as nb
from numba import jit


def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0.0j
    for i in range(max_iters):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag >= 4:
            return i
    return max_iters


def create_fractal(xmin, xmax, ymin, ymax, image, iters):
    height, width = image.shape
    pixel_size_x = (xmax - xmin) / width
    pixel_size_y = (ymax - ymin) / height
    for x in range(width):
        real = xmin + x * pixel_size_x
        for y in range(height):
            imag = ymin + y * pixel_size_y
            color = mandel(real, imag, iters)
            image[y, x] = color


mandel_numba = jit(nb.uint32(nb.float32, nb.float32, nb.uint32))(mandel)


@jit
def create_fractal_numba(xmin, xmax, ymin, ymax, image, iters):
    height, width = image.shape
    pixel_size_x = (xmax - xmin) / width
    pixel_size_y = (ymax - ymin) / height
    for x in range(width):
        real = xmin + x * pixel_size_x
        for y in range(height):
            imag = ymin + y * pixel_size_y
            color = mandel_numba(real, imag, iters)
            image[y, x] = color


gimage = np.zeros((24, 60), dtype=np.uint8)
create_fractal(-2.0, 1.0, -1.0, 1.0, gimage, 30)
nimage = np.zeros((24, 60), dtype=np.uint8)
create_fractal_numba(-2.0, 1.0, -1.0, 1.0, nimage, 30)
total_g = 0
total_n = 0
differ = 0
for y in range(24):
    for x in range(60):
        total_g += gimage[y, x]
        total_n += nimage[y, x]
        if gimage[y, x] != nimage[y, x]:
            differ += 1
print("Python checksum:", total_g)
print("Numba checksum:", total_n)
print("pixels that differ:", differ)
for y in range(0, 24, 2):
    for x in range(60):
        v = gimage[y, x]
        if v >= 30:
            print("#", end="")
        elif v >= 10:
            print("+", end="")
        elif v >= 4:
            print(".", end="")
        else:
            print(" ", end="")
    print()
print(gimage[12, 20:40])
