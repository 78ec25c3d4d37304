# Nested functions that read the enclosing function's variables (closures
# called where they are defined), in host code and inside @njit, helpers
# calling each other, keyword arguments and recursion.
import numpy as np
from numba import njit


def make_report(values, scale):
    offset = 10

    def fmt(v):
        return f"{v * scale + offset:.2f}"

    def describe(label, v, unit="m"):
        return label + "=" + fmt(v) + unit

    out = []
    for v in values:
        out.append(describe("x", v))
    offset = 20
    out.append(describe("last", values[-1], unit="cm"))
    return out


print(make_report([1.0, 2.5], 2.0))


@njit
def integrate(a, b, n):
    h = (b - a) / n

    def f(x):
        return np.exp(-x * x)

    s = 0.5 * (f(a) + f(b))
    for i in range(1, n):
        s += f(a + i * h)
    return s * h


print(round(integrate(0.0, 1.0, 1000), 6))


def count_paths(n):
    def paths(k):
        if k <= 1:
            return 1
        return paths(k - 1) + paths(k - 2)

    return paths(n)


print(count_paths(15))


def simulate(steps, dt):
    g = 9.81
    drag = 0.1

    def accel(v):
        return -g - drag * v

    def step(y, v):
        return y + v * dt, v + accel(v) * dt

    y, v = 100.0, 0.0
    for _ in range(steps):
        y, v = step(y, v)
        if y < 0.0:
            break
    return round(y, 4), round(v, 4)


print(simulate(10, 0.1))
print(simulate(1000, 0.1))
