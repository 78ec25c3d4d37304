# Tuple concatenation (host code and @njit, heterogeneous tuples, tuples of
# strings and arrays) and repetition by a count known when compiling
# (host code; Numba 0.56 has no tuple * int).
import numpy as np
from numba import njit


@njit
def extend_shape(shape, extra):
    return shape + extra


@njit
def with_total(row):
    return row + (row[0] + row[1],)


@njit
def tagged(a, name):
    t = (a,) + (name, a.sum())
    return t, len(t)


def describe(t):
    return t + ("end",)


shape = (3, 4)
print(extend_shape(shape, (5,)), extend_shape((), (1, 2)), extend_shape((7,), ()))
print(with_total((1.5, 2.5)), with_total((1, 2)))
arr = np.arange(4.0)
print(tagged(arr, "ramp"))
print(tagged(np.empty(0), ""))

mixed = (1, 2.5) + ("x", True)
print(mixed, len(mixed), mixed[2], mixed[-1])
print(describe(("a", 1)), describe(()), () + ())
header = ("id", "name") * 2
zeros = (0,) * 3
print(header, zeros, 2 * (1.5, "b"), (1, 2) * 0, (1,) * -1, () * 5)
t = (arr, "buffer")
t2 = t + t
arr[0] = 99.0
print(t2[0], t2[2], t2[1], t2[3])
acc = ()
acc += (1,)
acc += ("two", 3.0)
print(acc)
nested = ((1, 2), "p") + ((3.5,),)
print(nested, nested[2][0])
print(np.zeros(shape + (2,)).shape, np.ones((2,) * 3).ndim)
