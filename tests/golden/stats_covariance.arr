# The covariance and correlation of measured samples (issue 15): np.cov
# (y=, rowvar=, bias=, ddof=) and np.corrcoef of 1-D and 2-D float64 and
# int64 samples, in host code and in @njit; then standardised scores from
# np.mean and np.std.
import numpy as np
from numba import njit


@njit
def jitted_relations(height, weight, table):
    print(np.cov(height), np.cov(height, weight))
    print(np.cov(table))
    print(np.corrcoef(height, weight))
    print(np.corrcoef(table))


height = np.array([1.62, 1.75, 1.58, 1.80, 1.69, 1.71, 1.66])
weight = np.array([55.5, 72.0, 51.25, 80.5, 64.0, 70.0, 60.75])
age = np.array([23, 35, 19, 41, 30, 28, 33])
print("var of height", np.cov(height), np.cov(height, bias=True), np.cov(height, ddof=2), np.var(height, ddof=1))
print("cov", np.cov(height, weight))
print("corr", np.corrcoef(height, weight))
table = np.zeros((3, 7))
table[0] = height
table[1] = weight / 100.0
table[2] = age / 10.0
print(np.cov(table))
print(np.corrcoef(table))
print(np.cov(table.T, rowvar=False), np.cov(age), np.corrcoef(age, weight))
print(np.cov(np.array([[1, 2, 3], [2, 4, 7]]), bias=True), np.corrcoef(height))
z = (table - table.mean(axis=1, keepdims=True)) / table.std(axis=1, keepdims=True)
print(z)
print(np.cov(z, bias=True))
jitted_relations(height, weight, table)
