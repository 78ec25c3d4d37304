# np.savez_compressed of a large compressible array and np.load of it from a
# function whose path is known only when the program runs: the arrays' types
# come from their uses and from annotations, as for .npy files. The archive
# sizes show the members deflated as NumPy deflates them.
import os
import numpy as np
import numba as nb
from numba import njit


@njit
def smooth(field, out):
    ny, nx = field.shape
    for i in range(1, ny - 1):
        for j in range(1, nx - 1):
            out[i, j] = 0.25 * (field[i - 1, j] + field[i + 1, j] + field[i, j - 1] + field[i, j + 1])
    return out


def write(prefix):
    # A mostly zero field: it compresses well.
    field = np.zeros((400, 500))
    field[100:120, 200:260] = 1.0
    labels = (np.arange(2000) % 5).astype(np.int64)
    mask = np.zeros(300, dtype=np.bool_)
    mask[::7] = True
    np.savez(prefix + "_raw", field=field, labels=labels, mask=mask)
    np.savez_compressed(prefix + "_small", field=field, labels=labels, mask=mask)
    np.savez_compressed(prefix + "_empty", nothing=np.zeros(0, dtype=np.float32))


def summarize(path):
    with np.load(path) as d:
        field = d["field"]
        out = smooth(field, np.zeros_like(field))
        labels: nb.int64[:] = d["labels"]
        mask: nb.boolean[:] = d["mask"]
        print(path, d.files)
        print(" field", field.shape, field.sum(), out.sum(), out.max())
        print(" labels", labels.dtype, np.bincount(labels))
        print(" mask", mask.dtype, mask.sum(), np.flatnonzero(mask)[:5])


prefix = os.path.join(".", "run")
write(prefix)
raw = os.path.getsize(prefix + "_raw.npz")
small = os.path.getsize(prefix + "_small.npz")
print("stored:", raw, "deflated:", small, "ratio:", round(raw / small, 1))
for suffix in ["_raw.npz", "_small.npz"]:
    summarize(prefix + suffix)

e = np.load(prefix + "_empty.npz")
nothing: nb.float32[:] = e["nothing"]
print(nothing, nothing.dtype, nothing.shape, os.path.getsize(prefix + "_empty.npz"))
e.close()
