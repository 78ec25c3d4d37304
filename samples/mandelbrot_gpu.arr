# From seed 001 "Introduction to Numba" (NASA ASTG Python course), "Mandelbrot
# Fractal" (CUDA Code): device function cuda.jit(restype=, argtypes=, device=True)(mandel)
# and the grid-stride create_fractal_kernel on a 32x72 image, 2x2 blocks of 8x8.
# Prints the checksum and an ASCII picture (d_image.to_host() -> copy_to_host(gimage)).
import time
import numpy as np
import numba as nb
from numba import cuda


# color function for point at (x, y)
def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0.0j
    for i in range(max_iters):
        z = z*z + c
        if z.real*z.real + z.imag*z.imag >= 4:
            return i
    return max_iters


mandel_gpu = cuda.jit(restype=nb.uint32,
                      argtypes=[nb.float32, nb.float32, nb.uint32],
                      device=True)(mandel)


@cuda.jit(argtypes=[nb.float32, nb.float32, nb.float32, nb.float32, nb.uint8[:,:], nb.uint32])
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
            color = mandel_gpu(real, imag, iters)
            image[y, x]  = color


gimage = np.zeros((32, 72), dtype=np.uint8)    # (1024, 1536) in the tutorial
blockdim = (8, 8)                              # (32, 8) in the tutorial
griddim = (2, 2)                               # (32, 16) in the tutorial
xmin, xmax, ymin, ymax = np.array([-2.0, 1.0, -1.0, 1.0]).astype('float32')
iters = 50

start = time.perf_counter()
d_image = cuda.to_device(gimage)
create_fractal_kernel[griddim, blockdim](xmin, xmax, ymin, ymax, d_image, iters)
d_image.copy_to_host(gimage)
dt_cuda = time.perf_counter() - start

print("checksum:", np.sum(gimage), "max:", np.max(gimage))

# instead of plt.imshow(gimage): a coarse ASCII picture
for y in range(0, 32, 2):
    for x in range(72):
        v = gimage[y, x]
        if v >= 50:
            print("#", end="")
        elif v >= 10:
            print("+", end="")
        elif v >= 4:
            print(".", end="")
        else:
            print(" ", end="")
    print()
