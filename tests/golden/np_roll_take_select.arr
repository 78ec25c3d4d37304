# A circular buffer kept with np.roll, lookups with np.take and a.take
# (integer and array indices, negative ones, axis= in host code),
# np.take_along_axis picking one column per row, and np.select grading
# scores; in host code and in @njit code, with several dtypes, empty and
# one-element inputs.
import numpy as np
from numba import njit


@njit
def push(buf, value):
    # The newest value goes to the end; the oldest falls off the front.
    out = np.roll(buf, -1)
    out[-1] = value
    return out


@njit
def rolls(a):
    return np.roll(a, 1), np.roll(a, -2), np.roll(a, 0), np.roll(a, 13)


@njit
def lookups(a, idx):
    return np.take(a, idx), a.take(idx), np.take(a, -1), a.take(0)


@njit
def pick(a, cols):
    return np.take_along_axis(a, cols, 1), np.take_along_axis(a, cols, -1)


@njit
def pick_flat(a, ind):
    return np.take_along_axis(a, ind, None)


@njit
def grade(scores):
    return np.select([scores >= 90, scores >= 75, scores >= 50], [scores * 0 + 4, scores * 0 + 3, scores * 0 + 2])


@njit
def clip_select(x, default):
    return np.select([x < -1.0, x > 1.0], [x * 0.0 - 1.0, x * 0.0 + 1.0], default)


buf = np.zeros(4)
for v in (1.5, 2.5, 3.5, 4.5, 5.5, 6.5):
    buf = push(buf, v)
    print(buf, buf.mean())

for a in (np.arange(5), np.arange(6, dtype=np.int32).reshape(2, 3), np.array([0.5, -1.0, 2.0], dtype=np.float32),
          np.array([True, False, False]), np.zeros(0), np.array([7.0])):
    for r in rolls(a):
        print(r.dtype, r.shape, r)

m = np.arange(12).reshape(3, 4)
print(np.roll(m, 1, axis=0))
print(np.roll(m, -1, axis=1))
print(np.roll(m, 5, axis=-1))
print(np.roll(m, 2))

table = np.array([10.0, 20.0, 30.0, 40.0, 50.0])
idx = np.array([4, 0, -1, -5])
print(lookups(table, idx))
print(lookups(np.arange(6, dtype=np.int32).reshape(2, 3), np.array([[5, 0], [1, -2]])))
print(lookups(np.array([True, False]), np.array([1, 1, 0])))
print(np.take(table, idx), table.take(np.array([[1, 2], [3, 4]])), np.take(table, 2), table.take(-2))
print(np.take(m, np.array([0, 2]), axis=0))
print(np.take(m, np.array([3, -1, 0]), axis=1))
print(np.take(m, 1, axis=1), m.take(-1, axis=0), np.take(m, np.array([[1], [2]]), axis=1))
print(np.take(table, np.zeros(0, dtype=np.int64)), np.take(np.array([3.25]), 0))

scores = np.array([[95, 40, 77], [50, 89, 100]])
cols = np.array([[2], [0]])
print(pick(scores, cols))
print(np.take_along_axis(scores, cols, axis=1), np.take_along_axis(scores, np.array([[1, 0, 1]]), axis=0))
print(pick_flat(scores, np.array([5, 0, 3])), np.take_along_axis(scores, np.array([-1, 1]), None))
# The largest score of each row, found with argmax's index.
best = np.zeros((2, 1), dtype=np.int64)
for i in range(2):
    best[i, 0] = scores[i].argmax()
print(np.take_along_axis(scores, best, axis=1).ravel())

print(grade(scores))
print(np.select([scores >= 90, scores >= 75, scores >= 50], [scores * 0 + 4, scores * 0 + 3, scores * 0 + 2]))
x = np.array([-3.0, -0.5, 0.0, 0.25, 8.0])
print(clip_select(x, 0.0), clip_select(x, 7))
print(np.select([x < -1.0, x > 1.0], [x * 0.0 - 1.0, x * 0.0 + 1.0], x.mean()))
print(np.select([x > 0], [x]), np.select((x > 0, x < 0), (x, -x), default=-1))
i32 = np.array([1, 2, 3], dtype=np.int32)
print(np.select([i32 > 1], [i32]).dtype, np.select([i32 > 1], [i32], 0.5))


@njit
def take_list(a):
    return np.take(a, [0, 2, -1]), a.take([1])


print(take_list(np.arange(5.0) * 1.5), np.take(table, [4, 0]), table.take([-1, -2]), np.take(m, [2, 0], axis=1))
