# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Numba and Pandas" / "Square the values of each row and take their mean":
# square_mean applied row by row (instead of df.apply) against @njit square_mean_numba.
# Prints, for several row counts, the first means and the total from both versions.
import time
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


np.random.seed(1000)
nrows_list = [10, 100, 1000, 10000]     # the tutorial goes up to 100000

pandas_times = []
numba_times = []
for nrows in nrows_list:
    df = np.random.randint(0,100,size=(nrows, 2))

    # df['new_col'] = df.apply(square_mean, axis=1)
    start = time.perf_counter()
    by_row = np.empty(nrows)
    for i in range(nrows):
        by_row[i] = square_mean(df[i])
    pandas_times.append(time.perf_counter() - start)

    # df['new_col'] = square_mean_numba(df.to_numpy())
    start = time.perf_counter()
    new_col = square_mean_numba(df)
    numba_times.append(time.perf_counter() - start)

    print(nrows, "rows:", new_col[:4], np.sum(by_row), np.sum(new_col),
          np.all(by_row == new_col))

print(len(pandas_times), len(numba_times))
