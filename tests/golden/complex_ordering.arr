# NumPy's ordering of complex numbers (by real part, then imaginary part,
# nan winning in np.maximum/np.minimum and losing in np.fmax/np.fmin) in
# host code and @njit, np.clip and a.clip of complex arrays (host code),
# np.array_equal of complex arrays.
import numpy as np
from numba import njit


@njit
def jit_minmax(a, b):
    return np.maximum(a, b), np.minimum(a, b), np.fmax(a, b), np.fmin(a, b)


@njit
def peak(z):
    best = z[0]
    for k in range(1, z.shape[0]):
        best = np.maximum(best, z[k])
    return best


@njit
def jit_equal(a, b):
    return np.array_equal(a, b)


nan = np.nan
a = np.array([1 + 2j, 3 + 0j, nan + 1j, 2 + 5j, complex(1, nan), complex(nan, nan), 2 + 1j, complex(3, nan)])
b = np.array([1 + 3j, 2 + 9j, 0j, complex(2, nan), 4j, complex(nan, 2), 2 + 1j, 1 + 0j])
print(np.maximum(a, b))
print(np.minimum(a, b))
print(np.fmax(a, b))
print(np.fmin(a, b))
print(jit_minmax(a, b))
print(jit_minmax(a.astype(np.complex64)[:3], b.astype(np.complex64)[:3]))
print(np.maximum(1 + 1j, 1 + 2j), np.fmin(a[2], a[0]), np.maximum(a, 2 + 0j), np.minimum(a[:2], 2.5))
print(peak(np.array([1 + 1j, 2 - 1j, 2 + 0j])))
print(peak(np.array([3j])), jit_minmax(np.empty(0, dtype=np.complex128), np.empty(0, dtype=np.complex128)))
c = np.array([0j, 1 + 5j, 2 + 1j, 3 + 0j, 1.5 - 1j, complex(nan, 0)])
print(np.clip(c, 1 + 1j, 2 + 2j), c.clip(1 + 1j, 2 + 2j), c.clip(None, 2 + 0j), np.clip(3 + 3j, 0j, 1 + 1j))
x = np.array([1 + 2j, complex(nan, 1), 3j])
y = np.array([1 + 2j, complex(nan, 1), 3j])
w = np.array([1 + 2j, complex(2, nan), 3j])
print(np.array_equal(x, y), np.array_equal(x, y, equal_nan=True), np.array_equal(x, w, equal_nan=True))
print(np.array_equal(x[::2], np.array([1 + 2j, 3j])), np.array_equal(np.array([1.0, 2.0]), np.array([1 + 0j, 2 + 0j])))
print(np.array_equal(x, x[:2]), jit_equal(x[::2], np.array([1 + 2j, 3j])), jit_equal(x, y))
print(np.array_equal(np.empty(0, dtype=np.complex64), np.empty(0)), jit_equal(np.array([1 + 0j]), np.array([1.0])))
