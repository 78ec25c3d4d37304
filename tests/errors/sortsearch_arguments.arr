# NumPy's sorting, searching and counting functions: arguments Numba 0.56
# does not take in @njit code (an axis or kind= on np.sort, argsort of a
# 2-D array, unique's flags, density=, a.__contains__), complex arrays
# (not ordered: histogram; not sorted by arrc yet), a 2-D array where a
# 1-D one is needed, float counts for bincount, bad kinds and sides.
import numpy as np
from numba import njit


@njit
def jitted(a, m):
    x = np.sort(a, axis=0)
    y = np.sort(a, kind='stable')
    z = np.argsort(m)
    w = np.unique(a, return_counts=True)
    v = np.histogram(a, 3, (0.0, 1.0), True)
    u = a.__contains__(1.0)
    t = np.argsort(a, kind='heapsort')
    return x, y, z, w, v, u, t


a = np.array([3.0, 1.0, 2.0])
m = np.ones((2, 2))
c = np.array([1j, 2j])
print(jitted(a, m))
print(np.histogram(c), np.sort(c), np.unique(c))
print(np.searchsorted(m, 1.0), np.bincount(m), np.bincount(a), np.digitize(a, m))
print(np.sort(a, kind='fast'), np.searchsorted(a, 2.0, side='middle'), np.sort(a, axis=1.5))
print(np.sort(["b","a"]), np.bincount(np.array([1], dtype=np.uint64)), np.unique(a, axis=0))
print(np.sort(a, order='x'), np.histogram(a, weights=a), np.where(a > 1, a))
# ERROR 12:9: np.sort() with an axis is not allowed in jitted code: Numba's np.sort() sorts along the last axis
# ERROR 13:9: np.sort() with kind= is not allowed in jitted code: Numba's np.sort() takes the array alone
# ERROR 14:9: np.argsort() of a 2-D array is not allowed in jitted code: Numba's argsort takes 1-D arrays
# ERROR 15:9: np.unique() with more than the array is not allowed in jitted code: Numba's np.unique takes the array alone
# ERROR 16:9: np.histogram() with density= is not allowed in jitted code: Numba's takes the first 3 arguments
# ERROR 17:9: 'array.__contains__' is only available in host code, not in jitted functions
# ERROR 18:9: np.argsort()'s kind must be a constant 'quicksort' or 'mergesort' in jitted code
# ERROR 26:7: np.histogram() of complex128 is not supported by arrc: NumPy drops the imaginary parts with a ComplexWarning
# ERROR 26:24: np.sort() of an array of complex128 is not supported by arrc yet
# ERROR 26:36: np.unique() of an array of complex128 is not supported by arrc yet
# ERROR 27:7: np.searchsorted() needs a 1-D array, not a 2-D one: object too deep for desired array
# ERROR 27:32: np.bincount() needs a 1-D array: object too deep for desired array
# ERROR 27:48: np.bincount(): Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'
# ERROR 27:64: np.digitize()'s bins must be a 1-D array, not a 2-D one
# ERROR 28:7: np.sort()'s kind must be a constant string, one of 'quicksort', 'mergesort', 'heapsort' or 'stable'
# ERROR 28:32: np.searchsorted()'s side must be a constant 'left' or 'right'
# ERROR 28:72: np.sort()'s axis must be an integer or None, not float64
# ERROR 29:7: np.sort() needs an array, not list(unicode_type)
# ERROR 29:27: np.bincount(): Cannot cast array data from dtype('uint64') to dtype('int64') according to the rule 'safe'
# ERROR 29:72: np.unique() with an axis is not supported by arrc yet
# ERROR 30:7: the argument 'order' of np.sort() is not supported by arrc yet
# ERROR 30:30: the argument 'weights' of np.histogram() is not supported by arrc yet
# ERROR 30:58: either both or neither of x and y should be given
