# Search loops: a while loop whose body runs an inner for loop and may leave
# at a break, with arrays made before the loop and read only after it. The
# values that the loop never changes must reach the code after the loop by
# both exits (the condition and the break), in host code and in @njit code.
import numpy as np
from numba import njit


@njit
def first_row_above(rows, threshold):
    weights = np.ones(rows.shape[1])
    scale = 2.0
    r = 0
    while r < rows.shape[0]:
        s = 0.0
        for c in range(rows.shape[1]):
            s += rows[r, c]
        if s > threshold:
            break
        r += 1
    return r, (weights * scale).sum()


@njit
def settle(values, tolerance):
    history = np.zeros(8)
    steps = 0
    while True:
        largest = 0.0
        for i in range(values.size):
            values[i] = values[i] / 2.0
            largest = max(largest, abs(values[i]))
        steps += 1
        if largest < tolerance:
            break
    return steps, history.sum(), values


table = np.arange(12.0).reshape((4, 3))
print(first_row_above(table, 10.0))
print(first_row_above(table, 100.0))
print(settle(np.array([8.0, -3.0, 1.5]), 0.1))

# The same shape of loop at the top level of the program.
grid = np.full((3, 2), 7)
mask = grid > 5
label = "grid"
k = 0
while k < 10:
    for unused in range(0):
        pass
    if k * k > 20:
        break
    k += 1
print(label, k, mask.all(), grid.sum())

total = 0
n = 0
while n < 3:
    for j in range(4):
        total += j
    n += 1
    if total > 100:
        break
print(total, n, grid[0])
