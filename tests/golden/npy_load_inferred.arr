# np.load without an annotation (LANGUAGE.md 6.7): the type comes from the
# array saved to the same path earlier (1-D, 2-D, int32, float32, bool),
# from the explicit signature of the @njit function the array goes to, or
# from the uses (h, w = a.shape; a[i, j] in an @njit function; rows of a
# loop), float64 by default; a checkpoint that is loaded or made afresh.
import sys
import numpy as np
from numba import njit

CHECKPOINT = "state.npy"


@njit
def laplacian(u):
    out = np.zeros_like(u)
    for i in range(1, u.shape[0] - 1):
        for j in range(1, u.shape[1] - 1):
            out[i, j] = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4 * u[i, j]
    return out


@njit("float32(float32[:])")
def rms(v):
    s = np.float32(0.0)
    for x in v:
        s += x * x
    return np.sqrt(s / v.size)


def write_inputs():
    np.save("weights.npy", np.linspace(0.0, 1.0, 5).astype(np.float32))
    np.save("field.npy", np.arange(16.0).reshape(4, 4) ** 2)


def column_sums(path):
    table = np.load(path)
    rows, cols = table.shape
    sums = np.zeros(cols)
    for r in range(rows):
        sums += table[r]
    return sums


signal = np.sin(np.arange(6) * 0.5)
np.save("signal.npy", signal)
s = np.load("signal.npy")
print(s, s.dtype, s.shape)

grid = np.arange(12, dtype=np.int32).reshape(3, 4)
np.save("grid.npy", grid)
g = np.load("grid.npy")
print(g, g.dtype, g.sum(axis=0))

mask = signal > 0
np.save("mask.npy", mask)
m = np.load("mask.npy")
# (12 digits: NumPy's vectorized np.sin may differ in the last bit between CPUs)
print(m, m.dtype, f"{np.where(m, s, 0.0).sum():.12g}")

np.save("half.npy", np.array([0.5, 1.25, -2.0], dtype=np.float32))
h = np.load("half.npy")
print(h * 2, h.dtype)

write_inputs()
w = np.load("weights.npy")
print(w, w.dtype, float(rms(w)))
field = np.load("field.npy")
print(laplacian(field))
print(column_sums("field.npy"))

resume = len(sys.argv) > 1
if resume:
    state = np.load(CHECKPOINT)
else:
    state = np.ones((2, 3))
for step in range(3):
    state = state * 0.5 + 1.0
np.save(CHECKPOINT, state)
again = np.load(CHECKPOINT)
print(again)
for row in np.load(CHECKPOINT):
    print(row[0] + row[-1])
