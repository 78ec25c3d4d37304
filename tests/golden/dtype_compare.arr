# Host code compares an array's dtype with a scalar type or another dtype,
# as the Numba examples do in their checks (assert grid.dtype ==
# np.float64); the answer is known when the program compiles.
import numpy as np

grid = np.zeros((4, 4))
weights = np.ones(3, dtype=np.float32)
counts = np.arange(5)
assert grid.dtype == np.float64
print(grid.dtype == np.float64, grid.dtype == np.float32, weights.dtype == np.float32)
print(grid.dtype != weights.dtype, counts.dtype == np.int64, counts.dtype == grid.dtype)
for a in (grid, weights, counts):
    kind = "double" if a.dtype == np.float64 else "single" if a.dtype == np.float32 else "other"
    print(a.dtype, kind)
