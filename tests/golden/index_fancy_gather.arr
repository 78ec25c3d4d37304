# Integer-array (fancy) indexing as data code writes it: gathering rows of
# a dataset by an index array, a one-hot encoding by fancy assignment,
# columns by an index array, a[idx, 2], a list of positions, negative
# entries, repeated entries in an assignment (the last one wins) and in
# a[idx] += 1 (each once); two index arrays broadcast together in host
# code (NumPy), one array in @njit (Numba); empty index arrays.
import numpy as np
from numba import njit


@njit
def gather_rows(data, rows):
    return data[rows]


@njit
def gather_column(data, rows, col):
    return data[rows, col]


@njit
def select_columns(data, cols):
    return data[:, cols]


@njit
def scatter(out, idx, values):
    out[idx] = values
    return out


@njit
def reverse_rows_of(data, rows):
    return data[rows, ::-1]


def one_hot(labels, classes):
    out = np.zeros((labels.size, classes), dtype=np.int32)
    out[np.arange(labels.size), labels] = 1
    return out


@njit
def one_hot_jit(labels, classes):
    out = np.zeros((labels.size, classes))
    for i in range(labels.size):
        out[i][labels[i:i + 1]] = 1.0
    return out


data = np.arange(20.0).reshape(5, 4)
order = np.array([4, 0, -1, 2])
print(gather_rows(data, order))
print(gather_rows(data, np.array([1, 1], dtype=np.int32)))
print(gather_rows(data, np.zeros(0, dtype=np.int64)))
print(gather_column(data, order, 2))
print(select_columns(data, np.array([3, 0])))
print(reverse_rows_of(data, np.array([0])))
print(scatter(np.zeros(6), np.array([0, 5, -2]), 7.5))
print(scatter(np.zeros(4, dtype=np.int64), np.array([3, 1]), np.array([30, 10])))
print(scatter(np.zeros(3, dtype=np.float32), np.array([0, 0, 0]), np.array([1.0, 2.0, 3.0], dtype=np.float32)))

labels = np.array([2, 0, 1, 2])
print(one_hot(labels, 3))
print(one_hot_jit(labels, 3))

ids = np.array([10, 20, 30, 40, 50], dtype=np.int32)
print(ids[[4, 0]], ids[[-1]], ids[np.array([], dtype=np.int64)])
print(ids[[True, False, True, False, True]])
ids[[0, 0, 1]] = np.array([1, 2, 3])
print(ids)
counts = np.zeros(4)
counts[np.array([1, 1, 3])] += 1
print(counts)
print(data[np.array([0, 4]), np.array([1, 3])])
print(data[np.array([[0], [4]]), np.array([1, 3])])
print(data[np.array([1, 2]), 1:3])
print(data[1:3, [0, 0]])
cube = np.arange(24).reshape(2, 3, 4)
print(cube[1, :, np.array([0, 2])])
print(cube[:, np.array([2, 0]), 1])
print(cube[np.array([1, 0]), :, np.array([3, 1])])
print(cube[..., np.array([0, -1])])
flags = np.array([False, True, True])
print(flags[np.array([2, 0, 0])])
sizes = np.array([5, 3, 9, 1], dtype=np.int64)
rank = np.array([3, 1, 0, 2])
print(sizes[rank])
# Values that share memory with the target: NumPy writes in place, element
# after element; Numba reads them from a copy first.
shift = np.arange(6)
shift[np.array([1, 2, 3])] = shift[0:3]
print(shift)
shift = np.arange(6)
print(scatter(shift, np.array([1, 2, 3]), shift[0:3]))
# Values given as a list, or as an array of another dtype (converted).
scores = np.zeros(5)
scores[[0, 3]] = [9.5, 7]
scores[np.array([True, False, True, False, False])] = np.array([1, 2], dtype=np.int32)
print(scores)
counts = np.zeros(3, dtype=np.int32)
counts[np.array([2, 0])] = np.array([1.9, -2.7])
print(counts)


@njit
def put_list(x, idx):
    x[idx] = [1.5, 2.5]
    return x


print(put_list(np.zeros(4), np.array([3, 0])))
# Lists of lists are 2-D index arrays in host code.
grid = np.arange(12).reshape(3, 4)
print(grid[[[0], [2]], [1, 3]])
print(grid[[[0, 1], [2, 2]]])
grid[[[0], [2]], [0, 3]] = -1
print(grid)
