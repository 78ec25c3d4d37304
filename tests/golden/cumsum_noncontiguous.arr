# np.cumsum and np.cumprod of arrays that are not C-contiguous (§6.4): a
# column slice with a step, a transpose, a reversed row, a column, in host
# code (with and without axis=) and in @njit code, which flattens in C order
# as NumPy does.
import numpy as np
from numba import njit


@njit
def flat(a):
    return np.cumsum(a), a.cumprod()


grid = np.arange(1.0, 21.0).reshape(4, 5)
every_other = grid[:, ::2]
print(np.cumsum(every_other))
print(np.cumsum(every_other, axis=0))
print(np.cumsum(every_other, axis=1))
print(flat(every_other))

t = grid.T
print(np.cumsum(t))
print(np.cumsum(t, axis=0), np.cumprod(t, axis=-1))
print(flat(t))
print(t.cumsum(axis=1))

print(np.cumsum(grid[2, ::-1]), np.cumprod(grid[:, 3]))
print(flat(grid[::-2, 1:4]))
print(np.cumsum(grid[::-2, 1:4], axis=0))

# A copy is taken, so the source is left as it was.
ints = np.arange(12, dtype=np.int32).reshape(3, 4)
view = ints[:, 1::2]
s = np.cumsum(view, axis=0)
s[0, 0] = -1
print(s, ints)
