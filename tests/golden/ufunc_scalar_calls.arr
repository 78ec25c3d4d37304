# Scalar calls of cpu ufuncs (§5.2): with every argument a scalar the result is a scalar of the selected loop's type, usable in arithmetic; mixed scalar/array calls give arrays.
import math
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def addsq(x, y):
    return x * x + y


@vectorize(['float64(float64)'])
def sigmoid(x):
    return 1.0 / (1.0 + math.exp(-x))


@vectorize(['float32(float32, float32)'])
def fmax32(a, b):
    return max(a, b)


print(addsq(3, 4))
print(addsq(3, 4) + 1)
print(addsq(1.5, 0.25))
print(addsq(2, 0.5))
print(f"{sigmoid(0.0):.6f} {sigmoid(2.0):.6f} {sigmoid(-2.0):.6f}")
print(f"{sigmoid(1):.6f}")
total = 0
for k in range(5):
    total += addsq(k, k)
print("total:", total)
print(fmax32(np.float32(0.25), np.float32(0.5)))
print(addsq(np.arange(4), 1))
print(addsq(2.0, np.array([0.5, 1.5])))
v = sigmoid(np.array([-1.0, 0.0, 1.0]))
print(f"{v[0]:.6f} {v[1]:.6f} {v[2]:.6f}")
