# objmode blocks: a jitted simulation that leaves nopython mode to time
# itself, to log progress with Python's formatting and to call a host-only
# helper, then goes on with the values the blocks give back.
import time
import numpy as np
from numba import njit, objmode


def describe(step, energy):
    return "step {:3d}: energy {:.6f}".format(step, energy)


@njit
def relax(x, steps, rate):
    with objmode(start='float64'):
        start = time.perf_counter()
    history = np.empty(steps)
    for s in range(steps):
        grad = 2.0 * x - 1.0
        x = x - rate * grad
        energy = np.sum((x - 0.5) ** 2)
        history[s] = energy
        if s % 4 == 0:
            with objmode():
                line = describe(s, energy)
                print(line)
    with objmode(elapsed='float64', tag='unicode_type', count='int64'):
        elapsed = time.perf_counter() - start
        tag = "relaxed"
        count = len(history)
    return x, history[-1], elapsed >= 0.0, tag, count


@njit
def checked_mean(a):
    m = a.mean()
    with objmode():
        print("mean of", a.size, "values:", m)
    return m


x0 = np.linspace(-1.0, 2.0, 5)
x, last, timed, tag, count = relax(x0, 10, 0.2)
print(np.round(x, 6), round(last, 9), timed, tag, count)
print(checked_mean(np.arange(6.0)), checked_mean(np.ones(1)))
with objmode(z='int64'):
    z = 7
print("host code runs the block as it stands:", z)
