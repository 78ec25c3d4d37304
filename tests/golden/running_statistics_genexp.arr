# Running statistics of sensor readings with generator expressions passed to
# sum, min, max, any, all, sorted and list, as data-processing scripts
# write them around their kernels.
import math
import numpy as np
from numba import njit


@njit
def smooth(values, width):
    out = np.empty(len(values) - width + 1)
    for i in range(len(out)):
        acc = 0.0
        for j in range(width):
            acc += values[i + j]
        out[i] = acc / width
    return out


readings = [12.5, 13.1, 12.9, 55.0, 13.4, 12.7, 13.0, 12.8, 13.3, 12.6]
n = len(readings)
mean = sum(r for r in readings) / n
var = sum((r - mean) ** 2 for r in readings) / (n - 1)
print("mean", round(mean, 3), "std", round(math.sqrt(var), 3))
print("range", min(r for r in readings), max(r for r in readings))
print("outlier", any(abs(r - mean) > 2 * math.sqrt(var) for r in readings))
print("all positive", all(r > 0 for r in readings), "all small", all(r < 20 for r in readings))
ordered = sorted(r for r in readings)
mid = n // 2
print("median", (ordered[mid - 1] + ordered[mid]) / 2)
print("top 3", sorted((r for r in readings), reverse=True)[:3])
clean = list(r for r in readings if abs(r - mean) < 20)
print("clean", len(clean), round(sum(clean) / len(clean), 4))
print("sum of squares from 0.5", sum((r * r for r in clean), 0.5))
print("pairs", sum(a * b for a, b in zip(readings, readings[1:])))
print("indexed", max((r, i) for i, r in enumerate(readings)))
print("counts", sum(1 for r in readings if r > 13), sum(r > 13 for r in readings))
window = smooth(np.array(clean), 3)
print("smoothed", [round(w, 3) for w in window])
print("grid", sum(i * j for i in range(4) for j in range(i)))
print("empty", sum(1 for x in readings if x > 100), any(x for x in range(0)), all(x for x in range(0)))
