# Summary statistics of sensor readings (issue 15): np.std, np.var (ddof=,
# axis=, keepdims=), np.median, np.percentile and np.quantile (a scalar q,
# a list and an array of q, axis=), np.ptp and the methods a.std(), a.var(),
# a.ptp(), in host code (NumPy's algorithm and dtypes) and in @njit (Numba's),
# over float64, float32, int64, int32 and bool readings, 2-D, an empty and
# a 1-element array.
import numpy as np
from numba import njit


@njit
def jitted_summary(r):
    print(np.var(r), np.std(r), r.var(), r.std(), np.median(r))


@njit
def jitted_percentiles(r):
    # Numba compiles its percentile slowly: few types, few calls.
    print(np.percentile(r, 25.0), np.quantile(r, 0.9))
    print(np.percentile(r, np.array([10.0, 50.0, 99.0])))


@njit
def jitted_spread(r):
    print(np.ptp(r), r.ptp())


def zscores(r):
    return (r - r.mean()) / r.std()


def report(name, r, jit=True):
    print(name, r.dtype, "n =", r.size)
    print("  var", np.var(r), "std", np.std(r), "var ddof=1", r.var(ddof=1), "std ddof=1", r.std(ddof=1))
    print("  median", np.median(r), "p25", np.percentile(r, 25), "p90", np.percentile(r, 90.0))
    print("  quartiles", np.percentile(r, [25, 50, 75]), "deciles", np.quantile(r, np.linspace(0.0, 1.0, 11)))
    if jit:
        jitted_summary(r)


temperature = np.array([21.5, 22.25, 19.75, 23.0, 24.5, 18.0, 21.0, 22.75, 20.5, -3.25, 25.125, 21.5])
report("temperature", temperature)
report("temperature32", temperature.astype(np.float32))
counts = np.array([12, 7, 0, 33, 5, -8, 19, 7, 7, 41], dtype=np.int64)
report("counts", counts)
report("counts32", counts.astype(np.int32), False)
jitted_percentiles(temperature)
flags = np.array([True, False, True, True, False])
print("flags", np.var(flags), np.std(flags), np.median(flags), np.percentile(flags.astype(np.int64), 40))
for r in (temperature, temperature.astype(np.float32), counts, counts.astype(np.int32)):
    print("ptp", np.ptp(r), r.ptp())
jitted_spread(temperature)
jitted_spread(counts)
print("z", zscores(temperature))
print("z32", zscores(temperature.astype(np.float32)).dtype)

# Readings of three sensors, one row each: statistics along an axis.
grid = np.array([[1.0, 2.5, -3.0, 4.0], [10.0, 12.0, 11.0, 9.5], [0.25, 0.5, 0.125, 8.0]])
print(np.std(grid, axis=1), np.var(grid, axis=0))
print(np.std(grid, axis=-1, ddof=1), grid.var(axis=0, keepdims=True))
print(np.median(grid, axis=0), np.median(grid, axis=1), np.median(grid, axis=1, keepdims=True))
print(np.percentile(grid, 50, axis=1), np.quantile(grid, [0.1, 0.9], axis=0))
print(np.ptp(grid, axis=1), grid.ptp(axis=0), np.std(grid), np.median(grid), np.percentile(grid, 33))
print(np.std(grid.astype(np.float32), axis=1), np.median(grid.astype(np.int32), axis=0))
print(np.std(grid, keepdims=True), np.median(grid.T, axis=0))

# One reading, and none (NumPy warns on stderr and gives nan).
one = np.array([42.0])
print(np.var(one), np.std(one), np.var(one, ddof=1), np.median(one), np.percentile(one, 75), np.ptp(one))
jitted_summary(one)
jitted_percentiles(one)
empty = np.zeros(0)
print(np.var(empty), np.std(empty), np.median(empty))
