# NumPy's reductions, statistics, sorting and ufuncs given Python lists and tuples in host code (array_like inputs, converted as np.asarray does), as benchmark scripts summarize their timings; np.asarray of a tuple mixing ints and floats is float64.
import numpy as np
from numba import njit


@njit
def work(n):
    s = 0.0
    for i in range(n):
        s += (i % 7) * 0.5
    return s


runs = []
results = []
for k in range(1, 8):
    results.append(work(1000 * k))
    runs.append(0.125 * k * k)
print("runs: mean %.4f median %.4f std %.4f var %.4f" % (np.mean(runs), np.median(runs), np.std(runs), np.var(runs)))
print("min %.3f max %.3f ptp %.3f argmin %d argmax %d" % (np.min(runs), np.max(runs), np.ptp(runs), np.argmin(runs), np.argmax(runs)))
print("p10/p90", np.percentile(runs, 10), np.percentile(runs, 90), np.quantile(runs, 0.5))
print(np.sum(results), np.prod([1, 2, 3, 4]), np.cumsum(results)[-1], np.cumprod((1, 2, 3)))
print(np.sort([3, 1, 2]), np.argsort((0.5, -1.0, 2.0)), np.unique([4, 1, 4, 2, 1]), np.diff([1, 4, 9, 16]))
print(np.all([1, 1, 0]), np.any((0, 0, 1)), np.count_nonzero([0, 3, 0, 5]), np.average([1.0, 2.0, 4.0]))
print(np.sum([[1, 2], [3, 4]], axis=0), np.mean([[1.0, 2.0], [3.0, 5.0]], axis=1), np.median((3, 1, 2.5)))
print(np.nanmean([1.0, np.nan, 3.0]), np.nansum((np.nan, 2.0)), np.nanmax([np.nan, -1.0, 4.0]))
print(np.sqrt([1, 4, 9]), np.exp((0.0, 1.0)), np.add([1, 2], [10, 20]), np.maximum([1, 5, 3], 2))
print(np.asarray((3, 1, 2.5)), np.asarray((True, 2)), np.mean([True, False, True, True]))
