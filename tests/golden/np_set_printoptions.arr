# np.set_printoptions: precision, suppress, threshold, edgeitems and linewidth change how arrays print for the rest of the run (host code)
import sys
import numpy as np
from numba import njit


@njit
def transition_powers(p, steps):
    # The distribution of a Markov chain after each step, from state 0.
    n = p.shape[0]
    out = np.zeros((steps, n))
    state = np.zeros(n)
    state[0] = 1.0
    for s in range(steps):
        nxt = np.zeros(n)
        for i in range(n):
            for j in range(n):
                nxt[j] += state[i] * p[i, j]
        state = nxt
        out[s] = state
    return out


@njit
def report(state):
    # print inside jitted code follows the options the host code set.
    print(state)


p = np.array([[0.9, 0.075, 0.025], [0.15, 0.8, 0.05], [0.25, 0.25, 0.5]])
dist = transition_powers(p, 6)
print(dist)

np.set_printoptions(precision=3)
print(dist)
print(dist[-1], dist[-1, 0])
report(dist[-1])
print(np.array([1.0, 2.0], dtype=np.float32) / 3)

# Tiny values print as zeros instead of switching to scientific notation.
residual = np.array([1e-12, 0.5, 1234.5678, -3e-9])
print(residual)
np.set_printoptions(suppress=True)
print(residual)
print(np.array([1e9, 1.0]))

# Long arrays are summarized past the threshold, showing edgeitems at each end.
np.set_printoptions(threshold=10, edgeitems=2)
print(np.arange(20))
print(np.arange(40).reshape(4, 10))
print(np.arange(10))
np.set_printoptions(threshold=sys.maxsize)
print(np.arange(1100)[1090:])
print(np.arange(1100).size)

np.set_printoptions(linewidth=30, threshold=np.inf)
print(np.linspace(0.0, 1.0, 9))
print(repr(np.arange(12) * 1000))
print([np.arange(3)])

# None leaves an option as it is; the positional order is NumPy's.
np.set_printoptions(None, None, None, 75)
print(np.linspace(0.0, 1.0, 9))
np.set_printoptions(8, 1000, 3, 75, False)
print(dist[:2])
print(np.array([1.5 + 2j, -0.25j]))
