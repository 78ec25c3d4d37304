# The containers tests/debug.sh prints in gdb: lists, tuples, optionals.
# The "# gdb:" comments mark the lines the script breaks on.
import numpy as np
from numba import njit


@njit
def find(xs, key):
    found = None
    for k in range(len(xs)):
        if xs[k] == key:
            found = k
    return found  # gdb: found


def main():
    xs = [3, 1, 4, 1, 5]
    names = ["a", "bc"]
    arrs = [np.zeros(2), np.ones(3)]
    pair = (np.arange(3), 2.5, "x")
    r = find(xs, 4)
    print(r, len(names), len(arrs), pair[1], xs[0])  # gdb: main


main()
