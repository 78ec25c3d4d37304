# diff: seed 200 (switch complex_division): complex division differs in the last digits from CPython's and Numba's (both scale by the larger part of the divisor, Smith's method), in host and @njit code
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   (2.4916943521594683e-24+1.6611295681063122e-19j)
# diff:   (2.4916943521594683e-24+1.6611295681063122e-19j)
# diff:   (0.3411073210297664+2.3321963089299005j) (0.3411073210297664+2.3321963089299005j)
# diff: arrc:
# diff:   (2.4916943521594687e-24+1.6611295681063125e-19j)
# diff:   (2.4916943521594687e-24+1.6611295681063125e-19j)
# diff:   (0.3411073210297663+2.332196308929901j) (0.3411073210297663+2.332196308929901j)
from numba import njit


@njit
def ratio(a, b):
    return a / b


a = complex(1.5, 100000.0)
b = complex(6.02e+23, -2.0)
print(a / b)
print(ratio(a, b))
print((0.1 + 0.7j) / (0.3 + 1e-3j), ratio(0.1 + 0.7j, 0.3 + 1e-3j))
