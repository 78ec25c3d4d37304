# Float sums of non-contiguous views add in NumPy's order in host code (the
# reduction iterator's axis order, 8192-element buffers, pairwise sums) and
# one by one in C order in @njit code (Numba): float32 shows the difference
# in the last digits.
import numpy as np
from numba import njit


@njit
def jit_sum(x):
    return x.sum()


@njit
def jit_mean(x):
    return np.mean(x)


def report(name, v):
    print(f"  {name:28s} {v.shape}: sum {v.sum()!r}, np.sum {np.sum(v)!r}, "
          f"mean {v.mean()!r}, njit sum {jit_sum(v)!r}, njit mean {jit_mean(v)!r}")


for dtype in (np.float32, np.float64):
    rng = np.random.default_rng(2024)
    base = (rng.random(20000) * 3.0 - 1.0).astype(dtype)
    grid = base[:1000].reshape(10, 100)
    cube = base[:12000].reshape(20, 30, 20)
    print(dtype.__name__)
    report("transposed", grid.T)
    report("every third column", grid[:, ::3])
    report("middle of a 3-D block", base[:192].reshape(6, 8, 4)[:, 1, :])
    report("reversed", base[:1000][::-1])
    report("reversed rows", grid[::-1])
    report("reversed columns", grid[:, ::-1])
    report("every other element", base[:9000][::2])
    report("cut rows, 18000 elements", base[:20000].reshape(200, 100)[:, :90])
    report("cut transposed", base[:20000].reshape(200, 100).T[:50])
    report("3-D transposed and stepped", cube.transpose(1, 2, 0)[:, ::2])
    report("one column", grid[:, 7])
    empty = grid[:, 5:5]
    print("  empty", empty.shape, empty.sum(), jit_sum(empty))
