# np.searchsorted, np.digitize and np.bincount (issue 15): percentile ranks
# of measurements by searching a sorted sample, grading marks into letter
# bands with digitize (increasing and decreasing bins, right=), and
# counting the grades and weighting them with bincount; every dtype, an
# empty and a 1-element input, NaN, in host code and in @njit code.
import numpy as np
from numba import njit


@njit
def jit_rank(sample, v):
    s = np.sort(sample)
    return np.searchsorted(s, v), np.searchsorted(s, v, side='right'), np.searchsorted(s, 3.5)


@njit
def jit_grade(marks, bins):
    return np.digitize(marks, bins), np.digitize(marks, bins, True)


@njit
def jit_count(x, w, n):
    return np.bincount(x), np.bincount(x, w), np.bincount(x, minlength=n)


sample = np.array([12.0, 3.5, 7.25, 9.0, 3.5, 15.0, 1.0, 7.25, 11.0, 4.0])
s = np.sort(sample)
queries = np.array([3.5, 0.0, 7.25, 20.0, 10.0])
print(np.searchsorted(s, queries), np.searchsorted(s, queries, side='right'), np.searchsorted(s, queries, 'left'))
print(100.0 * np.searchsorted(s, queries, side='right') / len(s))
print(np.searchsorted(s, 7.25), np.searchsorted(s, 7.25, side='right'), np.searchsorted(s, 100))
print(jit_rank(sample, queries))
print(np.searchsorted(np.array([1, 3, 5, 7], dtype=np.int32), np.array([[0, 3], [6, 9]])))
print(np.searchsorted(np.array([1.0, 2.0, np.nan]), np.array([np.nan, 2.0, 5.0])))
print(np.searchsorted(np.array([-5, -1, 0, 2], dtype=np.int8), -1), np.searchsorted(np.array([0.5, 1.5], dtype=np.float32), 1))
print(np.searchsorted(np.zeros(0), np.array([1.0])), np.searchsorted(np.array([4]), 4, side='right'))
print(np.searchsorted(np.array([False, True, True]), True))
print(np.searchsorted(np.array([10, 20, 30], dtype=np.uint32), np.array([25, 5], dtype=np.uint32)))

marks = np.array([35, 92, 71, 50, 88, 60, 100, 0, 59, 70])
bands = np.array([50, 60, 70, 80, 90])
grades = np.digitize(marks, bands)
print(grades, np.digitize(marks, bands, right=True), np.digitize(marks, bands[::-1]))
print(jit_grade(marks, bands), jit_grade(marks.astype(np.float64), bands.astype(np.float64)))
print(np.digitize(np.array([0.2, 6.4, 3.0, 1.6, np.nan]), np.array([0.0, 1.0, 2.5, 4.0, 10.0])))
print(np.digitize(np.array([[1.5, -1.0], [2.0, 9.0]], dtype=np.float32), np.array([3.0, 2.0, 1.0])))
print(np.digitize(np.zeros(0), np.array([1.0, 2.0])), np.digitize(np.array([5]), np.array([5])))
print(np.digitize(np.array([1, 2, 3], dtype=np.int8), np.array([2, 2, 2])))

counts = np.bincount(grades)
print(counts, np.bincount(grades, minlength=8), np.argmax(counts))
weights = np.array([1.0, 0.5, 2.0, 1.5, 1.0, 0.25, 3.0, 1.0, 0.5, 2.0])
print(np.bincount(grades, weights=weights), np.bincount(grades, weights, 7))
print(jit_count(grades, weights, 8))
for dt in [np.int8, np.int16, np.int32, np.uint8, np.uint32]:
    print(dt.__name__, np.bincount(grades.astype(dt)), jit_count(grades.astype(dt), weights, 3)[0])
print(np.bincount(np.array([True, False, True])), np.bincount(np.zeros(0, dtype=np.int64), minlength=3))
print(np.bincount(np.array([4])), jit_count(np.array([0]), np.array([2.5]), 0))
print(np.bincount(np.array([2, 2, 0]), weights=np.array([1, 2, 3], dtype=np.int32)))
