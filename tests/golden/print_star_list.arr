# print(*xs) with a list prints its elements separated by sep, and f(*xs)
# passes a list as the *args of a host function: a small table printer for
# rows of a grid simulation.
import numpy as np
from numba import njit


@njit
def relax(grid, steps):
    n = grid.shape[0]
    for _ in range(steps):
        new = grid.copy()
        for i in range(1, n - 1):
            new[i] = 0.5 * (grid[i - 1] + grid[i + 1])
        grid[:] = new
    return grid


def row_sum(*cells):
    total = 0.0
    for c in cells:
        total += c
    return total


def main():
    grid = np.zeros(6)
    grid[-1] = 100.0
    relax(grid, 5)
    cells = [round(float(x), 2) for x in grid]
    header = ["i%d" % k for k in range(len(cells))]
    print(*header, sep="\t")
    print(*cells, sep="\t")
    print("sum:", row_sum(*cells))
    print("cells", *cells[:3], "...", sep=" | ", end=" <\n")
    empty = []
    print(*empty)
    print(*empty, "only", sep=", ")
    print(*["a", "b"], sep="")
    names = "x y z".split()
    print(*names)
    print(*[(1, 2), (3, 4)], sep="; ")


main()
