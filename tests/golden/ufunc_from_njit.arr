# Ufuncs made with @vectorize called from @njit code: on arrays (a new array), on scalars inside loops (a scalar), with broadcasting, and on results of other array expressions.
import math
import numpy as np
from numba import njit, vectorize


@vectorize(['float64(float64, float64)'])
def rel_diff(a, b):
    return abs(a - b) / max(abs(a), abs(b), 1.0)


@vectorize(['int64(int64)'])
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@njit
def total_steps(n):
    t = 0
    for k in range(1, n + 1):
        t += collatz_steps(k)
    return t


@njit
def steps_array(n):
    return collatz_steps(np.arange(1, n + 1))


@njit
def compare(a, b):
    d = rel_diff(a, b)
    return d.max(), d.argmax()


@njit
def grid_diff(a):
    return rel_diff(a.reshape((a.shape[0], 1)), a)  # Numba 0.56 has no np.newaxis in @njit


print(total_steps(30))
print(steps_array(12))
x = np.array([1.0, 2.0, 4.0, 8.0])
y = np.array([1.5, 2.0, 3.0, 10.0])
m, k = compare(x, y)
print(f"{m:.6f}", k)
g = grid_diff(np.array([1.0, 3.0, 9.0]))
print(g.shape)
for i in range(3):
    print(f"{g[i, 0]:.4f} {g[i, 1]:.4f} {g[i, 2]:.4f}")
