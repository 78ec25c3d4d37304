# Image filters with @stencil: a 3x3 box blur and a Laplacian edge detector
# on integer images (int64, int32, uint8), a weighted blur whose weights
# are an array read with standard indexing, cval borders, a Sobel gradient
# magnitude in float32, and the filters applied from @njit and
# @njit(parallel=True) code.
import numpy as np
from numba import stencil, njit


@stencil
def box_blur(img):
    return (img[-1, -1] + img[-1, 0] + img[-1, 1] +
            img[0, -1] + img[0, 0] + img[0, 1] +
            img[1, -1] + img[1, 0] + img[1, 1]) // 9


@stencil(cval=-1)
def laplacian(img):
    return img[-1, 0] + img[1, 0] + img[0, -1] + img[0, 1] - 4 * img[0, 0]


@stencil(standard_indexing=("w",), neighborhood=((-1, 1), (-1, 1)))
def weighted_blur(img, w):
    acc = 0.0
    for i in range(-1, 2):
        for j in range(-1, 2):
            acc += w[i + 1, j + 1] * img[i, j]
    return acc


@stencil(cval=np.nan)
def sobel(img):
    gx = (img[-1, 1] + 2 * img[0, 1] + img[1, 1]) - (img[-1, -1] + 2 * img[0, -1] + img[1, -1])
    gy = (img[1, -1] + 2 * img[1, 0] + img[1, 1]) - (img[-1, -1] + 2 * img[-1, 0] + img[-1, 1])
    return np.sqrt(np.float32(gx * gx + gy * gy))


@stencil
def threshold(img, level):
    if img[0, 0] > level:
        return 255
    return 0


@njit
def edges(img):
    lap = laplacian(img)
    return np.abs(lap).max(), lap.sum()


@njit(parallel=True)
def blur_twice(img):
    return box_blur(box_blur(img))


def checker(n, m, dtype):
    y = np.arange(n).reshape(n, 1)
    x = np.arange(m).reshape(1, m)
    return (((x // 2 + y // 2) % 2) * 200 + x * 3 + y).astype(dtype)


img = checker(7, 8, np.int64)
print(img)
b = box_blur(img)
print(b.dtype)
print(b)
lap = laplacian(img.astype(np.int32))
print(lap.dtype)
print(lap)
print(edges(img))
print(blur_twice(checker(9, 9, np.int32)))
g = np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16.0
wb = weighted_blur(img, g)
print(wb.dtype)
print(np.round(wb[2:5, 2:6], 4))
s = sobel(checker(6, 6, np.float32))
print(s.dtype)
print(np.round(s, 3))
t = threshold(checker(5, 6, np.uint8), 120)
print(t.dtype)
print(t)
tiny = np.array([[5]], dtype=np.int64)
print(box_blur(tiny), laplacian(tiny), sobel(tiny.astype(np.float32)))
two = np.arange(4, dtype=np.int32).reshape(2, 2)
print(box_blur(two), laplacian(two))
print(laplacian(np.zeros((0, 3), dtype=np.int64)).shape)
