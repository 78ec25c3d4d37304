# An image filter: write a picture, read it back with plt.imread, blur its
# channels with a @stencil kernel, save the result and read it again.
import numpy as np
import matplotlib.pyplot as plt
from numba import njit, stencil


@stencil
def box(a):
    return (a[-1, -1] + a[-1, 0] + a[-1, 1] + a[0, -1] + a[0, 0] + a[0, 1] + a[1, -1] + a[1, 0] + a[1, 1]) / 9.0


@njit
def blur(img):
    out = np.empty_like(img)
    for c in range(img.shape[2]):
        out[:, :, c] = box(img[:, :, c])
    return out


h, w = 24, 32
x = np.arange(w).reshape(1, w)
y = np.arange(h).reshape(h, 1)
checker = ((x // 4 + y // 4) % 2).astype(np.float64)
plt.imsave("checker.png", checker, cmap="gray")
img = plt.imread("checker.png")
print(img.shape, img.dtype)
soft = blur(img[:, :, :3])
soft = np.clip(soft, 0.0, 1.0)
plt.imsave("soft.png", soft)
back = plt.imread("soft.png")
px = np.round(back * 255).astype(np.int64)
print(back.shape, px[:, :, 0].sum(), px[:, :, 3].min())
print(px[5, :12, 0])
print(px[:12, 5, 1])
