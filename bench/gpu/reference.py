"""CPU reference for the CHECK lines of the GPU benchmarks (bench/gpu/*.arr).

    /usr/bin/python3 bench/gpu/reference.py [WORKLOAD [SIZE]]

Computes what each kernel computes, with the same types and the same order of
operations per element, on the CPU with Numba's @njit (which never fuses
multiply-adds), and prints the CHECK line the benchmark prints for that size
(the defaults: matmul N = 2048, mandelbrot height 4096, grayscale height
3000). Every workload is built so that its CHECK line does not depend on
whether the GPU compiler contracts a * b + c into an FMA:
  matmul      the float32 products are summed in float64 (the tutorial's
              `tmp = 0.`), and no compiler fuses across the conversion;
  mandelbrot  at these coordinates (pixel steps of 2**-11) no pixel's count
              changes with FMAs (checked with every contraction pattern);
  grayscale   the 256 colours of the picture give the same float32 result
              with and without FMAs (checked exhaustively).
bench/gpu/expected.txt holds the output for the default sizes.
"""
import sys

import numpy as np
import numba as nb
from numba import njit, prange


@njit(parallel=True)
def matmul(A, B, C):
    n = A.shape[0]
    for row in prange(n):
        for col in range(n):
            tmp = 0.
            for k in range(A.shape[1]):
                tmp += A[row, k] * B[k, col]
            C[row, col] = tmp


@njit
def check_float(C):
    s = 0.0
    w = 0.0
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s += C[i, j]
            w += C[i, j] * ((i * 7 + j * 13) % 17 + 1)
    return s, w


def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0.0j
    for i in range(max_iters):
        z = z*z + c
        if z.real*z.real + z.imag*z.imag >= 4:
            return i
    return max_iters


mandel_cpu = njit(nb.uint32(nb.float32, nb.float32, nb.uint32))(mandel)


@njit(parallel=True)
def fractal(xmin, xmax, ymin, ymax, image, iters):
    height, width = image.shape
    pixel_size_x = (xmax - xmin)/width
    pixel_size_y = (ymax - ymin)/height
    for x in prange(width):
        real = xmin + x*pixel_size_x
        for y in range(height):
            imag = ymin + y*pixel_size_y
            image[y, x] = mandel_cpu(real, imag, iters)


@njit
def check_int(image):
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


@njit
def make_image(height, width):
    img = np.empty((height, width, 3), dtype=np.float32)
    for i in range(height):
        for j in range(width):
            for c in range(3):
                img[i, j, c] = ((i * 131 + j * 71 + c * 37) % 256) / 255.0
    return img


@njit(parallel=True)
def gray(rgb, g):
    for i in prange(rgb.shape[0]):
        for j in range(rgb.shape[1]):
            g[i, j] = (0.299 * rgb[i, j, 0] +
                       0.587 * rgb[i, j, 1] +
                       0.114 * rgb[i, j, 2])


def ref_matmul(name, n):
    np.random.seed(2022)
    A = np.random.rand(n, n).astype(np.float32)
    B = np.random.rand(n, n).astype(np.float32)
    C = np.zeros((n, n), dtype=np.float32)
    matmul(A, B, C)
    s, w = check_float(C)
    print(f"CHECK {name} n={n} sum={s:.6g} wsum={w:.6g} c00={C[0, 0]:.6g} cnn={C[n - 1, n - 1]:.6g}")


def ref_mandelbrot(h):
    w = h * 3 // 2
    image = np.zeros((h, w), dtype=np.uint8)
    xmin, xmax, ymin, ymax = np.array([-2.0, 1.0, -1.0, 1.0]).astype('float32')
    fractal(xmin, xmax, ymin, ymax, image, 50)
    s, ws, inside = check_int(image)
    print(f"CHECK mandelbrot h={h} w={w} sum={s} wsum={ws} inside={inside} center={image[h // 2, w // 2]}")


def ref_grayscale(h):
    w = h * 4 // 3
    img = make_image(h, w)
    g = np.zeros((h, w), dtype=np.float32)
    gray(img, g)
    s, ws = check_float(g)
    print(f"CHECK grayscale h={h} w={w} sum={s:.12g} wsum={ws:.12g} g00={g[0, 0]:.9g} gmid={g[h // 2, w // 2]:.9g}")


WORKLOADS = {
    "matmul_naive": (lambda n: ref_matmul("matmul_naive", n), 2048),
    "matmul_tiled": (lambda n: ref_matmul("matmul_tiled", n), 2048),
    "mandelbrot": (ref_mandelbrot, 4096),
    "grayscale": (ref_grayscale, 3000),
}

if __name__ == "__main__":
    names = [sys.argv[1]] if len(sys.argv) > 1 else list(WORKLOADS)
    for name in names:
        if name not in WORKLOADS:
            sys.exit(f"reference.py: no workload '{name}' (one of {', '.join(WORKLOADS)})")
        fn, size = WORKLOADS[name]
        fn(int(sys.argv[2]) if len(sys.argv) > 2 else size)
