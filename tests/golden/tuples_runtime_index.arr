# Tuples indexed by run-time integers (a.shape[k], t[i], negative i) in host
# code, plain functions, @njit functions and a kernel; tuples with strings
# indexed from the end; slices with negative and constant-expression bounds;
# len, 'in' and unpacking of nested mixed tuples; shapes returned from @njit
# functions and indexed in host code.
import numpy as np
from numba import njit, cuda

NDIM = 3


@njit
def strides_in_elements(a):
    # C-order strides computed from the shape, axis by axis.
    out = np.ones(a.ndim, dtype=np.int64)
    for k in range(a.ndim - 2, -1, -1):
        out[k] = out[k + 1] * a.shape[k + 1]
    return out


@njit
def axis_sizes(a):
    return a.shape


@njit
def pick(t, i):
    return t[i] * 2


@njit
def has_label(rec, name):
    return name in rec


def backwards(t):
    out = []
    for i in range(1, len(t) + 1):
        out.append(t[-i])
    return out


@cuda.jit
def fill_with_extent(a, axis):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] = a.shape[axis] * 10 + i


grid = np.zeros((2, 3, 4))
print(strides_in_elements(grid))
shape = axis_sizes(grid)
for k in range(NDIM):
    print("axis", k, "size", shape[k], "from the end", shape[-k - 1])
print(shape[NDIM - 1 - 1:], shape[-NDIM:-1], shape[::-1], shape[2 * 2 - 5:])
weights = (0.5, 0.25, 0.125, 0.0625)
j = 0
total = 0.0
while j < len(weights):
    total += weights[j] * pick(weights, -j - 1)
    j += 1
print(total, backwards(weights))
print([pick((3, 1, 4, 1, 5), i) for i in range(-5, 5)])

record = ("station-7", 48.5, -3.25, (2024, "ok"), True)
print(record[-1], record[-2][-1], record[-5], record[1 - 3])
name, lat, lon, (year, status), valid = record
print(name, lat + lon, year, status, valid)
print(len(record), len(record[-2]), record[1:-1], record[-3:][0])
print("ok" in record[3], 2024 in record[3], "bad" in record[3], 48.5 in record)
print(has_label(("t", "p", "rh"), "p"), has_label(("t", "p", "rh"), "wind"))

d = np.zeros(6)
fill_with_extent[2, 4](d, 0)
print(d)
