# Host code checks every dimension and negative indices: grid[-4, 1] of a
# 3x3 grid at the top level raises IndexError for axis 0.
import numpy as np

grid = np.arange(9.0).reshape(3, 3)
print(grid[-1, -1], grid[-3, 0], grid[2, -3])
corner_sum = grid[0, 0] + grid[-1, -1]
print(corner_sum)
print(grid[-4, 1])
print("not reached")
