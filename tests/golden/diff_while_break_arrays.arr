# A while loop whose body runs an (empty) for loop and then breaks, after arrays, an alias of one and array expressions were made at top level: the loop must end at its break. Found by tests/diff.
import numpy as np

grid = np.full((5, 3), 33)
alias = grid
column = np.arange(16, 12, -1, dtype=np.int64).reshape((4, 1))
zero = alias - alias
mask = column <= 0
limit = 1.0
k = 0
while k < 5:
    for i in range(11, 2, 3):
        pass
    if limit < 31:
        break
print(grid, -complex(2.0, 100.5), limit <= limit, mask)
print(zero.sum(), k)
