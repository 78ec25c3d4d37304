# Run-time error in host code: NotImplementedError with a message, from a
# dispatcher over method names; the jitted kernels before it ran.
import numpy as np
from numba import njit


@njit
def trapezoid(y, dx):
    s = 0.0
    for i in range(1, y.shape[0]):
        s += 0.5 * (y[i - 1] + y[i]) * dx
    return s


@njit
def midpoint_sum(y, dx):
    s = 0.0
    for i in range(y.shape[0]):
        s += y[i] * dx
    return s


def integrate(method, y, dx):
    if method == "trapezoid":
        return trapezoid(y, dx)
    if method == "midpoint":
        return midpoint_sum(y, dx)
    raise NotImplementedError("integration method not supported: " + method)


x = np.linspace(0.0, 1.0, 11)
y = x * x
print(round(integrate("trapezoid", y, 0.1), 6))
print(round(integrate("midpoint", y, 0.1), 6))
print(integrate("simpson", y, 0.1))
