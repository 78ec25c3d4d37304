# Builtins called with keyword arguments, by NumPy's and Python's parameter
# names: creation functions (shape=, fill_value=, dtype=, a=, prototype=,
# start=/stop=/step=, object=), reductions (a=, axis=, axis=None), random
# draws (size=, low=/high=, loc=/scale=, with the parameters before them
# left at their defaults), round(number=, ndigits=), enumerate(start=), in
# host code and in @njit code (where Numba accepts them).
import numpy as np
from numba import njit


@njit
def histogram(values, nbins):
    counts = np.zeros(shape=nbins, dtype=np.int64)
    edges = np.arange(start=0.0, stop=1.0, step=1.0 / nbins)
    for v in values:
        k = int(v * nbins)
        if k >= nbins:
            k = nbins - 1
        counts[k] += 1
    return counts, edges


@njit
def smooth(grid):
    out = np.zeros_like(a=grid)
    weights = np.full(shape=(3,), fill_value=1.0 / 3.0)
    for i in range(1, grid.shape[0] - 1):
        for j in range(grid.shape[1]):
            out[i, j] = np.dot(a=weights, b=grid[i - 1:i + 2, j])
    return out, out.sum(axis=0)


np.random.seed(seed=7)
samples = np.random.random(size=200)
counts, edges = histogram(samples, 5)
print(counts, counts.sum(), edges)

grid = np.ones(shape=(4, 3), dtype=np.float64)
grid[2, 1] = 4.0
out, columns = smooth(grid)
print(out)
print(columns)

table = np.array(object=[[1, 2, 3], [4, 5, 6]], dtype=np.float32)
print(table, table.dtype)
print(np.sum(a=table), np.sum(table, axis=0), np.mean(a=table, axis=1), np.max(table, axis=None))
print(np.argmax(a=table), table.min(axis=1), np.any(table > 5, axis=0))
print(np.empty_like(prototype=table).shape, np.ones_like(a=table, dtype=np.int32))
print(np.full(fill_value=2, shape=(2, 2)), np.full_like(a=table, fill_value=0.5))
print(np.arange(stop=4), np.arange(stop=3.0, step=0.5), np.arange(6, dtype=np.int16))
print(np.linspace(start=-1.0, stop=1.0, num=5))

uniform = np.random.uniform(size=3)
shifted = np.random.uniform(low=10.0, high=11.0, size=(2, 2))
normal = np.random.normal(scale=0.0, size=2)
dice = np.random.randint(low=1, high=7, size=6)
below = np.random.randint(3, size=4)
print(uniform, shifted, normal, dice, below)
print(round(number=3.14159, ndigits=3), pow(base=3, exp=4), complex(real=1.5, imag=-2.0))
for i, name in enumerate(["mean", "max"], start=1):
    print(i, name, sep=": ", end="; ")
print()
