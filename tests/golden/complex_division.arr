# Complex division: Smith's algorithm everywhere, so that huge and tiny parts
# do not overflow (1e200+1e200j divided by itself is 1); Python scalars and
# @njit code divide by the scaled denominator (CPython's and Numba's form),
# NumPy's array loops multiply by its reciprocal, which differs in the last
# digit for some operands; an array divided by 0j gives inf and nan.
import numpy as np
from numba import njit

num = np.array([-0.04564912908059071 - 0.505089352112619j, -4.0614041322576515 - 4.716525234779937j,
                1e-300 + 1e300j, 1e200 + 1e200j, 3 + 4j])
den = np.array([1.515929727227629 + 2.8872335113551317j, 3.3576510391986965 - 0.6723293209494665j,
                1e300 + 1e-300j, 1e200 + 1e200j, 0.5 - 8j])


@njit
def divide_all(a, b):
    out = np.empty(a.shape[0], dtype=np.complex128)
    for k in range(a.shape[0]):
        out[k] = a[k] / b[k]
    return out


@njit
def divide_arrays(a, b):
    return a / b


def divide_python(a, b):
    for k in range(a.shape[0]):
        x = complex(a[k].real, a[k].imag)
        y = complex(b[k].real, b[k].imag)
        print(k, x / y)



def show(label, q):
    for k in range(q.shape[0]):
        print(label, k, q[k])


show("numpy", num / den)
show("njit loop", divide_all(num, den))
show("njit array", divide_arrays(num, den))
divide_python(num, den)
print((1e200 + 1e200j) / (1e200 + 1e200j), (1 + 2j) / (3 - 4j), 1j / (1e-310 + 0j))
print(num / 0j)
print(num.astype(np.complex64) / den.astype(np.complex64))
