# Keyword arguments of builtins are checked against their parameters, with
# Python's wording: a misspelt name, a parameter given twice, one missing,
# one arrc does not support yet, functions that take no keywords, and
# positional-only parameters; in host code and in @njit code.
import math
import numpy as np
from numba import njit

a = np.zeros(shap=3)
b = np.ones(3, shape=3)
c = np.empty(dtype=np.int32)
d = np.linspace(0, 1, 5, axis=0)
e = math.sqrt(x=2.0)
f = np.sqrt(np.ones(2), out=np.ones(2))
g = np.sqrt(x=2.0)
h = len([1], obj=2)
i = np.float32(x=1.0)
print(1, file=3)


@njit
def k(n):
    return np.ones(shape=n, order='C'), np.arange(n, stepp=2), round(2.5, digits=1)


def add(x, y):
    return x + y


print(k(2), add(1, z=2), add(1, x=2))
# ERROR 9:5: np.zeros() got an unexpected keyword argument 'shap'
# ERROR 10:5: np.ones() got multiple values for argument 'shape'
# ERROR 11:5: np.empty() missing required argument 'shape'
# ERROR 12:5: the argument 'axis' of np.linspace() is not supported by arrc yet
# ERROR 13:5: math.sqrt() takes no keyword arguments
# ERROR 14:5: the argument 'out' of np.sqrt() is not supported by arrc yet
# ERROR 15:5: np.sqrt() got some positional-only arguments passed as keyword arguments: 'x'
# ERROR 16:5: len() takes no keyword arguments
# ERROR 17:5: float32() takes no keyword arguments
# ERROR 18:1: print(file=...) takes sys.stdout or sys.stderr in arrc, not int
# ERROR 23:12: ones()'s order is not allowed in jitted code: Numba's ones() takes the shape and the dtype
# ERROR 23:41: np.arange() got an unexpected keyword argument 'stepp'
# ERROR 23:64: round() got an unexpected keyword argument 'digits'
# ERROR 30:13: add() got an unexpected keyword argument 'z'
# ERROR 30:26: add() got multiple values for argument 'x'
