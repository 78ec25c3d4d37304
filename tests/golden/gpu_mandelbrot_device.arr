# GPU seed 001: mandelbrot with a device function on complex numbers (cuda.jit('uint32(float32, float32, uint32)', device=True)(mandel)) and grid-stride loops over a 20x48 image.
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


# the seed's cuda.jit(restype=nb.uint32, argtypes=[...], device=True) spelling is
# refused by Numba 0.56 (DeprecationError); the signature goes first instead
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
            # the explicit float32 conversions are what the signature does in
            # Numba (the CUDA simulator ignores signatures)
            color = mandel_gpu(nb.float32(real), nb.float32(imag), iters)
            image[y, x]  = color


gimage = np.zeros((20, 48), dtype=np.uint8)
blockdim = (4, 4)
griddim = (2, 2)          # 8x8 threads stride over the 48x20 pixels
xmin, xmax, ymin, ymax = np.array([-2.0, 1.0, -1.0, 1.0]).astype('float32')
iters = 20

d_image = cuda.to_device(gimage)
create_fractal_kernel[griddim, blockdim](xmin, xmax, ymin, ymax, d_image, iters)
d_image.copy_to_host(gimage)

print("checksum:", np.sum(gimage), "max:", np.max(gimage), "min:", np.min(gimage))
print(gimage[10, :24])

for y in range(0, 20, 2):
    line = ""
    for x in range(48):
        v = gimage[y, x]
        if v >= 20:
            line += "#"
        elif v >= 8:
            line += "+"
        elif v >= 4:
            line += "."
        else:
            line += " "
    print(line)
