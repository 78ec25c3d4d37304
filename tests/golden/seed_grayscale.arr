# Seed 004 "image processing": RGB to grayscale with loops, plain and @jit(nopython=True), on a small synthetic image.
import numpy as np
from numba import jit


def rgb_to_grayscale(rgb):
    grayscale = np.zeros((rgb.shape[0], rgb.shape[1]), dtype=np.float64)
    for i in range(rgb.shape[0]):
        for j in range(rgb.shape[1]):
            grayscale[i, j] = (0.299 * rgb[i, j, 0] +
                               0.587 * rgb[i, j, 1] +
                               0.114 * rgb[i, j, 2])
    return grayscale


@jit(nopython=True)
def rgb_to_grayscale_numba(rgb):
    grayscale = np.zeros((rgb.shape[0], rgb.shape[1]), dtype=np.float64)
    for i in range(rgb.shape[0]):
        for j in range(rgb.shape[1]):
            grayscale[i, j] = (0.299 * rgb[i, j, 0] +
                               0.587 * rgb[i, j, 1] +
                               0.114 * rgb[i, j, 2])
    return grayscale


h, w = 4, 6
img = np.zeros((h, w, 3), dtype=np.float64)
for i in range(h):
    for j in range(w):
        img[i, j, 0] = i / (h - 1)
        img[i, j, 1] = j / (w - 1)
        img[i, j, 2] = ((i + j) % 3) / 2
g1 = rgb_to_grayscale(img)
g2 = rgb_to_grayscale_numba(img)
print(g2.shape, g2.dtype)
print(g1)
print(g2)
same = True
for i in range(h):
    for j in range(w):
        if g1[i, j] != g2[i, j]:
            same = False
print("same:", same)
