# np.histogram (issue 15): binning measured reaction times into a
# histogram, with NumPy's bin edges (its linspace, float32 edges for a
# float32 array, a range widened by 0.5 when its ends are equal) and its
# rule for values on an edge (the last bin closed), bins as a count or as
# edges, range= and density= in host code; Numba's computation in @njit
# code (the first three arguments).
import numpy as np
from numba import njit


@njit
def jit_hist(a, n):
    return np.histogram(a, n)


@njit
def jit_hist_range(a, n, lo, hi):
    return np.histogram(a, n, (lo, hi))


@njit
def jit_hist_edges(a, edges):
    return np.histogram(a, edges)


times = np.array([0.31, 0.42, 0.29, 0.55, 0.61, 0.38, 0.47, 0.33, 0.72, 0.45, 0.39, 0.51, 0.36, 0.44, 0.58, 0.41])
counts, edges = np.histogram(times, bins=5)
print(counts, edges)
for k in range(len(counts)):
    print("%.3f-%.3f %s" % (edges[k], edges[k + 1], "#" * counts[k]))
print(np.histogram(times), jit_hist(times, 10))
print(np.histogram(times, 4, (0.0, 1.0)), jit_hist_range(times, 4, 0.0, 1.0))
print(np.histogram(times, bins=np.array([0.0, 0.4, 0.5, 1.0])), jit_hist_edges(times, np.array([0.0, 0.4, 0.5, 1.0])))
print(np.histogram(times, bins=3, density=True))
print(np.histogram(times, bins=np.array([0.25, 0.5, 0.75]), density=True))
print(np.histogram(times, range=(0.3, 0.5)))

# Values exactly on the edges, the last bin closed on the right.
ticks = np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
print(np.histogram(ticks, bins=5), jit_hist(ticks, 5))
print(np.histogram(ticks, bins=np.array([0, 5, 10])), jit_hist_edges(ticks, np.array([0, 5, 10])))
print(np.histogram(ticks, bins=3, range=(2, 8)), jit_hist_range(ticks, 3, 2, 8))

# Every dtype, negative values; float32 keeps float32 edges in host code.
base = np.array([-3, 7, 2, 2, -1, 9, 0, 4, 4, 4])
for dt in [np.int8, np.int32, np.int64, np.uint16, np.float32, np.float64]:
    a = base.astype(dt) if dt != np.uint16 else np.abs(base).astype(dt)
    c, e = np.histogram(a, 4)
    print(dt.__name__, c, e, e.dtype, jit_hist(a, 4))
print(np.histogram(np.array([0.1, 0.2, 0.7], dtype=np.float32), 3, (0.0, 1.0)))

# Equal ends: NumPy widens the range by 0.5 each way, Numba does not.
print(np.histogram(np.array([5.0, 5.0, 5.0]), 4), jit_hist(np.array([5.0, 5.0, 5.0]), 4))
print(np.histogram(np.array([2.5]), 2), np.histogram(np.zeros(0), 3))
print(jit_hist_range(np.zeros(0), 2, 0.0, 1.0))
m = np.array([[1.0, 2.0], [3.0, 4.0]])
print(np.histogram(m, 2), jit_hist(m, 2))
print(np.histogram(np.array([1.0, np.nan, 2.0]), bins=np.array([0.0, 1.5, 3.0])))
