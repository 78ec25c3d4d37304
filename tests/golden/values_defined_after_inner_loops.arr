# Values computed after an inner loop and used in a block that only that path
# reaches: the code after `while True:` (reached only by its break) and the
# code after an if whose else returns. arrc must build each value before the
# code that uses it, whatever order the blocks were made in.
import numpy as np
from numba import njit


@njit
def halvings(values, tolerance):
    steps = 0
    while True:
        for i in range(values.size):
            values[i] = values[i] / 2.0
        steps += 1
        if np.abs(values).max() < tolerance:
            break
    return steps


@njit
def weighted(c, weights):
    if c > 0:
        s = 0.0
        for w in weights:
            s += w
        mean = s / weights.size * c
    else:
        return -1.0
    return mean


def collatz_steps(n):
    steps = 0
    while True:
        for _ in range(1):
            n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
        if n == 1:
            break
    return steps


def largest_part(c):
    if c:
        parts = []
        for k in range(3):
            parts.append(k * c)
        largest = max(parts) * 10 + len(parts)
    else:
        return -1
    return largest


print(halvings(np.array([8.0, -3.0, 1.5]), 0.1))
print(weighted(3, np.array([1.0, 2.0, 4.5])), weighted(0, np.ones(2)))
print(collatz_steps(27), largest_part(2), largest_part(0))
