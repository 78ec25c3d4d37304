# type() of a number is decided when the program compiles; where arrc
# cannot tell a Python number from a NumPy scalar it says so. Functions
# print as their address in Python, which a compiled program lacks.
import numpy as np
from numba import njit


@njit
def jit_compare(x):
    return type(x) == int


@njit
def jit_array(a):
    return type(a)


@njit
def jit_print():
    print(int)


def kind(x):
    return type(x)


def helper():
    return 1


a = np.arange(3.0)
print(kind(a[0]), kind(2.5))
s = 0.0
for v in a:
    s += v
print(type(s))
print(jit_compare(3), jit_array(a), jit_print())
print(helper)
print(np.sum)
print(type(max(a[0], 1.0)))
print(int < float)
try:
    int("x")
except ValueError as e:
    print(type(e))
# ERROR 24:12: type() of this float64 cannot be told when the program compiles: arrc gives Python's float and numpy.float64 one type, and here it is a parameter that some calls pass a Python number and others a NumPy scalar; convert it first (float(x) or np.float64(x))
# ERROR 36:7: type() of this float64 cannot be told when the program compiles: arrc gives Python's float and numpy.float64 one type, and here it is a Python number on one path and a NumPy scalar on another; convert it first (float(x) or np.float64(x))
# ERROR 10:12: classes cannot be compared in jitted code: Numba 0.56 has no == of class(int64) and builtin(builtins.int); compare them in host code
# ERROR 15:12: type() in jitted code takes a number, not array(float64, 1d, C) (Numba 0.56 has type() only of numbers and named tuples)
# ERROR 20:11: print() cannot show this value: Numba cannot print a class or a function in jitted code (it cannot convert it to a Python object)
# ERROR 38:7: print() cannot show this value: Python prints a function as its address (<function f at 0x...>), which a compiled program does not have; print its __name__ instead
# ERROR 39:7: print() cannot show this value: Python prints this function as its address (<function ... at 0x...>), which a compiled program does not have; print its __name__ instead
# ERROR 40:7: type() of this float64 cannot be told when the program compiles: arrc gives Python's float and numpy.float64 one type, and here min() and max() of a Python number and a NumPy scalar give either; convert it first (float(x) or np.float64(x))
# ERROR 41:7: classes can be compared only with ==, !=, is and is not
# ERROR 45:11: type(e) of an exception is not supported by arrc
