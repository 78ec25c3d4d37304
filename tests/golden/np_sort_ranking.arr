# np.sort, np.argsort, a.sort() and a.argsort() (issue 15): ranking exam
# scores, a k-nearest-neighbour search with argsort, each dtype, NaNs
# (sorted last), empty and 1-element arrays, 2-D arrays along each axis
# and flattened, and the kinds. Equal keys come out in the order NumPy's
# introsort and heapsort leave them in host code and in the order Numba's
# own quicksort leaves them in @njit code.
import numpy as np
from numba import njit


@njit
def ranked(scores):
    order = np.argsort(scores)
    return order[::-1], np.sort(scores)


@njit
def jit_kinds(a):
    return np.argsort(a), np.argsort(a, kind='mergesort'), a.argsort(), a.argsort(kind='quicksort')


@njit
def jit_sort_in_place(a):
    b = a.copy()
    b.sort()
    return b


@njit
def knn(points, query, k):
    d = np.sqrt(((points - query) ** 2).sum(axis=1))
    return np.argsort(d)[:k]


def knn_host(points, query, k):
    d = np.sqrt(((points - query) ** 2).sum(axis=1))
    return np.argsort(d)[:k]


scores = np.array([72, 95, 88, 95, 60, 72, 88, 100, 45, 72, 88, 95, 60, 72, 81, 99, 72, 88])
print("host ranking:", np.argsort(scores)[::-1])
print("jit ranking: ", ranked(scores)[0])
print("sorted:", np.sort(scores), ranked(scores)[1])
print("stable:", np.argsort(scores, kind='stable'), np.argsort(scores, kind='mergesort'))
print("heapsort:", np.argsort(scores, kind='heapsort'))
print("quicksort:", np.argsort(scores, kind='quicksort'), scores.argsort(kind='quicksort'))
for arr in jit_kinds(scores):
    print("jit:", arr)

points = np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5], [-1.0, 0.0], [0.5, 0.5], [3.0, 3.0], [1.0, -1.0]])
query = np.array([0.8, 0.2])
print("neighbours:", knn_host(points, query, 3), knn(points, query, 3))

# Every dtype, with negative values and ties.
base = np.array([5, -3, 2, 2, -3, 7, 0, 5, 1, -8, 2, 0, 0, 9, -1, 5, 3, 3, 2, 6])
for dt in [np.int8, np.int16, np.int32, np.int64, np.float32, np.float64]:
    a = base.astype(dt)
    print(dt.__name__, np.sort(a), np.argsort(a))
    print(" jit", jit_sort_in_place(a), jit_kinds(a)[0])
for dt in [np.uint8, np.uint16, np.uint32, np.uint64]:
    a = np.abs(base).astype(dt)
    print(dt.__name__, np.sort(a), np.argsort(a), jit_kinds(a)[1])
flags = np.array([True, False, True, True, False, False, True, False, True, False, False, True, True, False, True, False, True, False])
print("bool", np.sort(flags), np.argsort(flags), np.argsort(flags, kind='stable'))
print(" jit", jit_sort_in_place(flags), jit_kinds(flags)[0], jit_kinds(flags)[1])

# NaNs go last, -inf and inf in their places.
f = np.array([2.5, np.nan, -1.0, np.inf, 3.0, -np.inf, np.nan, 1.0, 0.5])
print(np.sort(f), np.argsort(f), np.argsort(f, kind='stable'), np.argsort(f, kind='heapsort'))
print(jit_sort_in_place(f), jit_kinds(f)[0])
print(np.sort(f.astype(np.float32)), np.argsort(f.astype(np.float32)))

# Empty and 1-element arrays.
e = np.zeros(0)
print(np.sort(e), np.argsort(e), np.sort(e).dtype, np.argsort(e).dtype, jit_sort_in_place(e), jit_kinds(e)[0])
one = np.array([42], dtype=np.int32)
print(np.sort(one), np.argsort(one), jit_sort_in_place(one), jit_kinds(one)[1])

# 2-D: the last axis by default, any axis, or flattened with axis=None.
m = np.array([[3, 1, 2, 1], [9, -1, 4, 4], [0, 0, 7, -5]], dtype=np.int32)
print(np.sort(m))
print(np.sort(m, axis=0))
print(np.sort(m, axis=-2), np.sort(m, axis=None))
print(np.argsort(m), np.argsort(m, axis=0), np.argsort(m, axis=None))
print(m.argsort(axis=0, kind='stable'))
print(jit_sort_in_place(m))
b = m.copy()
b.sort(axis=0)
print(b)
c = m.astype(np.float64)
c.sort()
print(c)
# Sorting a view sorts the array it views.
d = np.array([5, 4, 3, 2, 1, 0])
d[1:5].sort()
print(d)
t = m.T
print(np.sort(t), np.argsort(t, kind='heapsort'))
