# A tour of NumPy's types, as a tutorial prints them: the class of an
# array, its dtype, and the class of its elements, which are NumPy scalars
# while len(), literals and math give Python numbers.
import math

import numpy as np



def show(name, a):
    print(f"{name:8} {type(a)} dtype={a.dtype} element {type(a[0])}")


show("ints", np.arange(6))
show("floats", np.linspace(0.0, 1.0, 5))
show("singles", np.ones(4, dtype=np.float32))
show("bytes", np.zeros(3, dtype=np.uint8))
show("flags", np.array([True, False, True]))
show("waves", np.exp(1j * np.linspace(0.0, np.pi, 3)))

a = np.arange(10.0)
n = len(a)
total = a.sum()
mean = total / n
print("len:", type(n), "sum:", type(total), "mean:", type(mean))
print("sqrt of a float:", type(math.sqrt(2.0)), "of an element:", type(np.sqrt(a[2])))
print("a[0] + 1:", type(a[0] + 1), "n + 1:", type(n + 1), "n / 2:", type(n / 2))
print("a comparison:", type(a[3] > 2.0), type(n > 2))
print("shape:", type(a.shape), type(a.shape[0]), type(a.size))
print("int(a[1]):", type(int(a[1])), "float(n):", type(float(n)), "round:", type(round(a[4])))
print("random:", type(np.random.random()), type(np.random.randint(5)))
print("text:", type("abc"), type(["a"]), type((1, "b")), type({"k": 1}), type({1, 2}), type(range(3)))

# Classes as values compare and print as Python's do.
def kind(x):
    return "python" if type(x) == float or type(x) == int else "numpy"


print(a[1], type(a[1]), kind(a[1]))
print(2.5, kind(np.float32(2.5)), 7, kind(7))
print(type(a) is np.ndarray, type(n) == int, type(a[0]) == np.float64, type(a[0]) == float)
print(type(n).__name__, type(a[0]).__name__, type(a).__name__)

# The same class makes a new value: type(x)(0) is a zero of x's kind.
def zero_of(x):
    zero = type(x)(0)
    print(repr(x), "->", repr(zero), type(zero))


zero_of(n)
zero_of(np.float32(1.5))
zero_of(np.uint8(200))


def describe(x):
    return f"{x} is {type(x)}"


print(describe(a[3]))
print(describe(np.int32(4)))
print(describe(len(a)))
