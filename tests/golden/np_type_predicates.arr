# np.iscomplex, np.isreal, np.iscomplexobj, np.isrealobj, np.isposinf and
# np.isneginf on scalars and arrays of several dtypes, empty and
# one-element arrays, in host code and in @njit code; a cleaning pass
# that replaces infinities in measurements.
import numpy as np
from numba import njit


@njit
def kinds(x):
    return np.iscomplex(x), np.isreal(x), np.iscomplexobj(x), np.isrealobj(x)


@njit
def infs(x):
    return np.isposinf(x), np.isneginf(x)


@njit
def clean(x, lo, hi):
    out = x.copy()
    pos = np.isposinf(x)
    neg = np.isneginf(x)
    for i in range(x.size):
        if pos[i]:
            out[i] = hi
        elif neg[i]:
            out[i] = lo
    return out


z = np.array([1 + 0j, 2 - 1j, 0j, -3j])
for x in (z, np.arange(3), np.array([1.5, -2.0], dtype=np.float32), np.zeros((2, 0)),
          np.array([[1.0], [2.0]]), np.array([1 + 1j], dtype=np.complex64)):
    print(kinds(x))
    print(np.iscomplex(x), np.isreal(x), np.iscomplexobj(x), np.isrealobj(x))
for s in (1.0, 3, 2 + 0j, 0.5j):
    print(kinds(s), np.iscomplex(s), np.isreal(s), np.iscomplexobj(s), np.isrealobj(s))
# Numba cannot take .imag of booleans: host code only.
print(np.iscomplex(np.array([True, False])), np.isreal(True), np.iscomplexobj(True), np.isrealobj(np.array([False])))

f = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1e308])
print(infs(f))
print(np.isposinf(f), np.isneginf(f))
f32 = np.array([np.inf, -np.inf, 3.0], dtype=np.float32)
print(infs(f32), np.isposinf(f32), np.isneginf(f32.reshape(3, 1)))
print(infs(np.arange(4)), np.isposinf(np.array([1, -1], dtype=np.int32)), np.isneginf(np.array([True])))
print(infs(np.inf), infs(-np.inf), infs(2.0), np.isposinf(np.inf), np.isneginf(-np.inf), np.isneginf(5.0))
print(infs(np.zeros(0)), np.isposinf(np.zeros(0)))

meas = np.array([3.5, np.inf, -1.25, -np.inf, np.nan, 8.0])
print(clean(meas, -100.0, 100.0))
host = meas.copy()
host = np.where(np.isposinf(meas), 1e3, host)
print(host, np.isneginf(meas).sum(), np.isposinf(meas).any())
