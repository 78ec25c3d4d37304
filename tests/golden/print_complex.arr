# Complex numbers: printing, arithmetic, abs, .real/.imag/.conjugate(), in host and @njit code.
import math
from numba import njit


@njit
def rotate(z, w):
    return z * w, z / w, z + w, z - w


@njit
def parts(z):
    return z.real, z.imag, z.conjugate(), abs(z)


z = complex(1, 2)
w = 1.5 - 2j
print(z)
print(w)
print(1j, 2.5j, -1j)
print(complex(0.0, 0.0), complex(-1.0, 0.0), complex(0.5, -0.25))
print(z * w, z / w, z + w, z - w)
print(rotate(z, w))
print(parts(3 + 4j))
print(abs(3 + 4j), (3 + 4j).real, (3 + 4j).imag, (3 + 4j).conjugate())
print(complex(1e20, 1e-5))
print(complex(math.inf, 1.0))
print(z * z + 1)
c = 0j
for k in range(5):
    c = c * c + complex(0.25, 0.5)
print(c)
