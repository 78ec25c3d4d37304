# a.clip(min, max), the method form of np.clip, in host code and @njit:
# signal saturation and probability clamping as tutorials write them, with
# one side open (None), int and float32 arrays, empty and 1-element arrays;
# np.clip of scalars and with a bound of None.
import numpy as np
from numba import njit


@njit
def saturate(signal, limit):
    return signal.clip(-limit, limit)


@njit
def clamp_probabilities(p):
    eps = 1e-7
    return p.clip(eps, 1 - eps)


@njit
def jit_forms(a):
    return a.clip(1, 3), a.clip(2.5, 3), a.clip(None, 2), a.clip(1, None)


a = np.arange(5)
print(a.clip(1, 3), a.clip(2), a.clip(max=2), a.clip(min=1, max=3), a.clip(1.5, 3))
print(jit_forms(a))
print(jit_forms(np.arange(6.0).reshape(2, 3)))
signal = np.sin(np.linspace(0, 6, 9)) * 2
print(saturate(signal, 1.0), signal.clip(-1.0, 1.0))
p = np.array([0.0, 0.25, 1.0, 1.5])
print(clamp_probabilities(p), p.clip(1e-7, 1 - 1e-7))
f = np.array([-1.5, np.nan, 0.25, 7.0], dtype=np.float32)
print(f.clip(0, 1), f.clip(0.0, 1.0).dtype, jit_forms(f)[0].dtype, np.clip(f, None, 0.5))
print(np.clip(2.5, 0, 1), np.clip(-3, 0, None), np.clip(7, None, 5))
grid = np.arange(12).reshape(3, 4)
print(grid.clip(2, 9), grid[:, ::2].clip(3, 8), grid.T.clip(4, None))
print(np.empty(0).clip(0, 1), saturate(np.empty(0), 1.0), np.array([5]).clip(0, 1), saturate(np.array([-5.0]), 2.0))
print(a.clip(np.full(5, 2), 3), a.clip(0, np.array([4, 3, 2, 1, 0])))
