# A Mandelbrot set computed with @njit(parallel=True) and saved with
# matplotlib's 'hot' and 'magma' colormaps; reading the pictures back
# shows matplotlib's pixels.
import numpy as np
import matplotlib.pyplot as plt
from numba import njit, prange


@njit(parallel=True)
def mandelbrot(h, w, max_iter):
    out = np.zeros((h, w), dtype=np.int32)
    for i in prange(h):
        for j in range(w):
            c = complex(-2.2 + 3.0 * j / w, -1.2 + 2.4 * i / h)
            z = 0j
            n = 0
            while n < max_iter and abs(z) <= 2.0:
                z = z * z + c
                n += 1
            out[i, j] = n
    return out


counts = mandelbrot(48, 64, 60)
print("iterations", counts.min(), counts.max(), counts.sum())
plt.imsave("mandelbrot_hot.png", counts, cmap="hot")
smooth = np.log1p(counts.astype(np.float64))
plt.imsave("mandelbrot_magma.png", smooth, cmap="magma", origin="lower")
for name in ["mandelbrot_hot.png", "mandelbrot_magma.png"]:
    px = np.round(plt.imread(name) * 255).astype(np.int64)
    print(name, px.shape, px[:, :, 0].sum(), px[:, :, 1].sum(), px[:, :, 2].sum())
    print(px[24, ::8, 0])
    print(px[::6, 32, 1])
