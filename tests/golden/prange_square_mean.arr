# Seed 001 "Numba and Pandas": square_mean row by row in host code, square_mean_numba (@njit with prange, which is range there) and a parallel=True version; np.power and np.mean on rows.
import numpy as np
from numba import njit, prange


def square_mean(row):
    row = np.power(row, 2)
    return np.mean(row)

@njit
def square_mean_numba(arr):
    res = np.empty(arr.shape[0])
    arr = np.power(arr, 2)
    for i in prange(arr.shape[0]):
        res[i] = np.mean(arr[i])
    return res

@njit(parallel=True)
def square_mean_parallel(arr):
    res = np.empty(arr.shape[0])
    arr = np.power(arr, 2)
    for i in prange(arr.shape[0]):
        res[i] = np.mean(arr[i])
    return res


np.random.seed(1000)
for nrows in [10, 100, 1000]:
    df = np.random.randint(0,100,size=(nrows, 2))
    by_row = np.empty(nrows)
    for i in range(nrows):
        by_row[i] = square_mean(df[i])
    new_col = square_mean_numba(df)
    par_col = square_mean_parallel(df)
    print(nrows, "rows:", new_col[:4], np.sum(by_row), np.sum(new_col),
          np.all(by_row == new_col), np.all(par_col == new_col))
