# What Python and Numba refuse among the consumers of iterables: summing
# strings, reversing what is not a sequence, and in @njit the iterables
# Numba's sum(), 'in' and dict() do not take.
import numpy as np
from numba import njit

words = ["a", "b"]
print(sum(words, ""))
print(sum(words))
print(sum(np.ones((2, 2))))
s = {3, 1}
print(list(reversed(s)))
print(list(reversed(x for x in words)))
print(list(reversed(zip(words, words))))
print(list(reversed(map(len, words))))


@njit
def f(d):
    return sum(d.values()), 3 in d.values(), dict(zip([1], [2]))


print(f({"a": 1}))
# ERROR 13:21: 'generator' object is not reversible
# ERROR 14:21: 'zip' object is not reversible
# ERROR 15:21: 'map' object is not reversible
# ERROR 8:7: sum() can't sum strings [use ''.join(seq) instead]
# ERROR 9:7: unsupported operand type(s) for +: 'int' and 'str'
# ERROR 10:7: sum() of a 2d array adds its rows, which arrc does not: use a.sum(axis=0)
# ERROR 12:12: 'set' object is not reversible
# ERROR 20:12: sum() of iter(DictType[unicode_type,int64]) is only available in host code: Numba's sum() takes a list, a tuple, a range or an array
# ERROR 20:29: 'in' on iter(DictType[unicode_type,int64]) is only available in host code: Numba's 'in' takes a tuple, a list, a range, an array, a set, a dict or a string
# ERROR 20:46: dict() of iter(list(int64)) is only available in host code: Numba's dict() takes no arguments
