# A 2-D heat equation stepped in @njit code; snapshots saved with viridis
# on a fixed scale (vmin/vmax), so colours compare across time.
import numpy as np
import matplotlib.pyplot as plt
from numba import njit


@njit
def step(u, alpha):
    n, m = u.shape
    new = u.copy()
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            new[i, j] = u[i, j] + alpha * (u[i + 1, j] + u[i - 1, j] + u[i, j + 1] + u[i, j - 1] - 4.0 * u[i, j])
    return new


u = np.zeros((40, 50))
u[15:25, 20:30] = 100.0
u[0, :] = 50.0
for t in range(3):
    for k in range(40):
        u = step(u, 0.2)
    name = "heat%d.png" % t
    plt.imsave(name, u, cmap="viridis", vmin=0.0, vmax=100.0)
    px = np.round(plt.imread(name) * 255).astype(np.int64)
    print(name, "max %.4f" % u.max(), px[:, :, 0].sum(), px[:, :, 1].sum(), px[:, :, 2].sum())
    print(px[20, ::5, 1])
