# Arrays inside printed tuples and lists show as repr(ndarray) (NumPy 1.24:
# "array([0., 2.])", commas, a dtype suffix for non-default dtypes, lines
# indented under "array(", "..." above 1000 elements), from host code and
# from @njit code, in f-strings and nested containers; NumPy scalars in a
# tuple show as their repr ("1.5", not "np.float32(1.5)").
import numpy as np
from numba import njit


@njit
def column_stats(x):
    mean = np.zeros(x.shape[1])
    spread = np.zeros(x.shape[1])
    for j in range(x.shape[1]):
        mean[j] = x[:, j].mean()
        spread[j] = x[:, j].max() - x[:, j].min()
    return mean, spread


@njit
def report(x, mask):
    print((x, mask))
    print("sums", x.sum(), (x[:2], x.shape))


@njit
def split_halves(a):
    h = a.shape[0] // 2
    return [a[:h], a[h:]]


samples = np.arange(12.0).reshape(4, 3) ** 1.5
stats = column_stats(samples)
print(stats)
print(stats[0])
print(f"stats: {stats}")
print(f"mean as repr: {stats[0]!r}")

counts = np.array([3, 0, 12, 7], dtype=np.int32)
flags = counts > 2
print((counts, flags))
print([counts, counts + counts])
report(np.array([1.5, 2.25, -0.5]), np.array([True, False, True]))
print(split_halves(np.arange(6)))

grid = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 8
print((grid, grid.shape))
wide = np.arange(0, 30030, 1001, dtype=np.int32)
print((wide,))
print([np.arange(14, dtype=np.int32), np.arange(31, dtype=np.int32)])
print((np.zeros(0), np.zeros((2, 0), dtype=np.int32)))
print((np.linspace(0.0, 1.0, 2000),))
z = np.array([1 + 2j, -0.5j], dtype=np.complex64)
print((z, np.array([1 + 2j, 3 - 1j])))
print(((counts, (flags,)), [samples[0]]))
print((np.float32(1.5), np.int32(3), np.float32(0.1), np.float64(2.5), np.uint8(7)))
