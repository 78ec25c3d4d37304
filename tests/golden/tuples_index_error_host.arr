# A tuple indexed past its end by a run-time index in a plain function is
# Python's IndexError, with or without --boundscheck (it read memory past
# the tuple before). The loop walks one step too far.
import numpy as np


def describe(shape):
    parts = []
    k = 0
    while k <= len(shape):
        parts.append(f"{shape[k]} cells on axis {k}")
        k += 1
    return parts


grid = np.zeros((8, 6))
print(grid.shape[-1], grid.shape[len(grid.shape) - 2])
for line in describe(grid.shape):
    print(line)
