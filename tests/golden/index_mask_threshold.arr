# Boolean masks as image-processing and data-cleaning code writes them:
# thresholding an image, clipping outliers with a[a > t] = t, masks made
# with & | ~, rows picked by a 1-D mask, and a[mask] += 1; in host code
# (NumPy's rules) and in @njit functions (Numba's: one 1-D mask), for
# several dtypes, empty and one-element inputs.
import numpy as np
from numba import njit


def threshold(image, t):
    out = image.copy()
    out[out < t] = 0
    out[out >= t] = 255
    return out


@njit
def clip_outliers(x, lo, hi):
    y = x.copy()
    y[y > hi] = hi
    y[y < lo] = lo
    return y


@njit
def positives(x):
    return x[x > 0]


@njit
def bump_band(x, lo, hi):
    x[(x >= lo) & (x <= hi)] += 1
    return x


@njit
def rows_where(table, column, value):
    return table[table[:, column] == value]


@njit
def count_outside(x, lo, hi):
    m = (x < lo) | (x > hi)
    return x[m].size, x[~m].sum()


image = np.array([[12, 200, 90], [130, 40, 250], [0, 128, 127]], dtype=np.int64)
print(threshold(image, 128))
print(threshold(image.astype(np.int32), 100))
print(image[image > 100])
print(image[(image > 50) & (image < 150)])
print(image[~(image > 100)])

readings = np.array([0.5, 12.0, -3.25, 1.5, 99.0, 2.0])
print(clip_outliers(readings, 0.0, 10.0))
print(clip_outliers(readings.astype(np.float32), -1.0, 5.0))
print(clip_outliers(np.array([7, -8, 3]), -5, 5))
print(positives(readings))
print(positives(np.array([-1, 2, -3, 4], dtype=np.int32)))
print(positives(np.array([-1.0, -2.0])))
print(positives(np.zeros(0)))
print(positives(np.array([3.5])))
print(bump_band(np.arange(-3, 4), -1, 1))
print(bump_band(np.array([0.5, 1.5, 2.5]), 1.0, 3.0))
print(count_outside(readings, 0.0, 10.0))

table = np.array([[1, 10, 3], [2, 20, 3], [3, 30, 4], [4, 40, 3]])
print(rows_where(table, 2, 3))
print(rows_where(table, 2, 9))
print(table[table[:, 0] % 2 == 0, :])
print(table[np.array([True, False, False, True])])

flags = np.array([True, False, True, True])
print(flags[flags])
print(flags[~flags])

x = np.arange(-4.0, 5.0)
x[x < 0] = -x[x < 0]
print(x)
x[x > 2] = np.array([20.0])
print(x)
m = x > 100
x[m] = 1.0
print(x, x[m], x[m].shape)

grid = np.arange(12, dtype=np.float32).reshape(3, 4)
grid[grid % 3 == 0] = -1
print(grid)
grid[grid > 5] = np.arange(4, dtype=np.float32) * 0.5
print(grid)
