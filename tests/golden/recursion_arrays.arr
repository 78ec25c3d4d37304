# Recursion with arrays, views, tuples and lists (self-recursive functions are emitted as a ring of copies that LLVM inlines into each other): quicksort in place on views, a sum by halving slices, a tuple-returning recursion, a host recursion building a list, a recursive count of a 2-D view.
import numpy as np
from numba import njit


@njit
def quicksort(a):
    n = a.shape[0]
    if n <= 1:
        return
    pivot = a[n // 2]
    i = 0
    j = n - 1
    while i <= j:
        while a[i] < pivot:
            i += 1
        while a[j] > pivot:
            j -= 1
        if i <= j:
            t = a[i]
            a[i] = a[j]
            a[j] = t
            i += 1
            j -= 1
    quicksort(a[:j + 1])
    quicksort(a[i:])


@njit
def halving_sum(a):
    if a.shape[0] == 0:
        return 0.0
    if a.shape[0] == 1:
        return a[0]
    m = a.shape[0] // 2
    return halving_sum(a[:m]) + halving_sum(a[m:])


@njit
def min_max(a, lo, hi):
    if hi - lo == 1:
        return a[lo], a[lo]
    m = (lo + hi) // 2
    l0, l1 = min_max(a, lo, m)
    r0, r1 = min_max(a, m, hi)
    return min(l0, r0), max(l1, r1)


def collatz_path(path):
    n = path[len(path) - 1]
    if n == 1:
        return path
    if n % 2 == 0:
        path.append(n // 2)
    else:
        path.append(3 * n + 1)
    return collatz_path(path)


@njit
def count_positive(m, row):
    if row == m.shape[0]:
        return 0
    c = 0
    for x in m[row]:
        if x > 0:
            c += 1
    return c + count_positive(m, row + 1)


np.random.seed(3)
a = np.random.randint(-50, 50, size=23)
quicksort(a)
print(a)
b = np.array([3.5, -1.0, 2.25, 9.0, 0.5, -7.75, 4.0])
quicksort(b[::2])
print(b)
e = np.zeros(0)
quicksort(e)
print(e, halving_sum(e))
print(halving_sum(np.arange(1.0, 101.0)), halving_sum(np.array([-2.5])))
print(min_max(np.array([4, -3, 8, 0, 11, -9, 2]), 0, 7))
print(collatz_path([27])[:12], len(collatz_path([27])), collatz_path([1]))
m = np.arange(-6, 14).reshape(4, 5)
print(count_positive(m, 0), count_positive(m[::-1, 1:], 0), count_positive(m, 4))
