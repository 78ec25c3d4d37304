# NumPy math functions on arrays (§6.4): np.sqrt exp log log10 sin cos tan arcsin arccos arctan arctan2 sinh cosh tanh abs fabs floor ceil power isnan, on float arrays in host code and @njit; printed with 6 decimals.
import math
import numpy as np
from numba import njit


def show(name, v):
    s = name + ":"
    for x in v:
        s += f" {x:.6f}"
    print(s)


@njit
def chain(x):
    return np.sqrt(np.exp(np.sin(x)) + np.cos(x) ** 2)


@njit
def many(x, y):
    return np.arctan2(y, x), np.power(np.abs(x), 1.5), np.floor(x * 3.0), np.ceil(y * 3.0)


x = np.array([-1.5, -0.25, 0.0, 0.5, 2.0])
y = np.array([0.3, -0.7, 1.0, 2.5, -1.25])
p = np.array([0.1, 0.5, 1.0, 4.0, 100.0])
u = np.array([-0.9, -0.5, 0.0, 0.5, 0.9])

show("sqrt", np.sqrt(p))
show("exp", np.exp(x))
show("log", np.log(p))
show("log10", np.log10(p))
show("sin", np.sin(x))
show("cos", np.cos(x))
show("tan", np.tan(x))
show("arcsin", np.arcsin(u))
show("arccos", np.arccos(u))
show("arctan", np.arctan(x))
show("arctan2", np.arctan2(y, x))
show("sinh", np.sinh(x))
show("cosh", np.cosh(x))
show("tanh", np.tanh(x))
show("abs", np.abs(x))
show("fabs", np.fabs(y))
show("floor", np.floor(x))
show("ceil", np.ceil(y))
show("power", np.power(p, 0.5))
show("power2", np.power(x, 2))
print(np.isnan(np.array([1.0, math.nan, -math.inf, 0.0])))
print(np.isnan(x * math.nan))
print(np.abs(np.array([-3, 0, 4])))
show("chain", chain(x))
t1, t2, t3, t4 = many(x, y)
show("njit arctan2", t1)
show("njit power", t2)
show("njit floor", t3)
show("njit ceil", t4)
m = np.arange(6.0).reshape((2, 3)) * 0.5
c = chain(m)
print(c.shape)
show("chain2d", c[1])
