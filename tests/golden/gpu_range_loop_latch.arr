# GPU: range loops in kernels and device functions, which GPU code advances at the loop's latch (on each edge back to the header): continue, break, for-else, negative and large steps, empty ranges, nested grid-stride loops, zip and enumerate of ranges, and the loop variable after the loop.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def first_multiple(start, stop, step, m):
    for v in range(start, stop, step):
        if v % m == 0:
            return v
    return -1


@cuda.jit
def loops(out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        s = 0
        for k in range(i, 40, 3):
            if k % 4 == 0:
                continue
            if k > 30:
                break
            s += k
        out[i, 0] = s
        t = 0
        for k in range(20, i - 5, -(i + 1)):
            t = t * 3 + k
        out[i, 1] = t
        u = 0
        for k in range(i, i):
            u += 1
        else:
            u += 100
        out[i, 2] = u
        last = -7
        for k in range(i + 2):
            last = k
        out[i, 3] = last
        z = 0
        for a, b in zip(range(i, 50, 2), range(10, 0, -1)):
            if a == b:
                continue
            z += a * b
        out[i, 4] = z
        e = 0
        for n, v in enumerate(range(100, 90 - i, -3)):
            e += n * v
        out[i, 5] = e
        out[i, 6] = first_multiple(i + 1, 60, 2, 7)
        w = 0
        for k in range(3, 2**62, 2**61):
            w += 1
        out[i, 7] = w


@cuda.jit
def grid_stride(img):
    x0, y0 = cuda.grid(2)
    gx = cuda.gridDim.x * cuda.blockDim.x
    gy = cuda.gridDim.y * cuda.blockDim.y
    for y in range(y0, img.shape[0], gy):
        for x in range(x0, img.shape[1], gx):
            c = 0
            for it in range(x + y):
                if it * it > 3 * (x + 1):
                    break
                c += 1
            img[y, x] = c * 100 + y * 10 + x


out = np.zeros((9, 8), dtype=np.int64)
loops[3, 3](out)
for r in range(out.shape[0]):
    print(r, out[r, 0], out[r, 1], out[r, 2], out[r, 3], out[r, 4], out[r, 5], out[r, 6], out[r, 7])

img = np.zeros((7, 11), dtype=np.int64)
grid_stride[(2, 1), (2, 3)](img)
print(img.sum(), img[6, 10], img[3, 4])
for r in range(img.shape[0]):
    print(img[r, 0], img[r, 3], img[r, 5], img[r, 8], img[r, 10])
