# np.partition (issue 15): the three smallest latencies and the median
# without a full sort. The elements around the kth are left in the order
# NumPy's introselect leaves them in host code and Numba's selection in
# @njit code; every dtype, NaNs (last), negative kth, 2-D arrays (the last
# axis), 1-element and empty arrays, and a kth out of range.
import numpy as np
from numba import njit


@njit
def jit_part(a, k):
    return np.partition(a, k)


latency = np.array([120.5, 80.25, 95.0, 300.75, 60.5, 88.0, 150.25, 70.0, 99.5, 240.0, 65.25, 110.0, 72.5])
p = np.partition(latency, 2)
print(p, p[:3], jit_part(latency, 2))
mid = len(latency) // 2
print("median", np.partition(latency, mid)[mid], jit_part(latency, mid)[mid])
print(np.partition(latency, -1), jit_part(latency, -1))
print(np.partition(latency, 11), jit_part(latency, 11))

base = np.array([7, -2, 9, 4, 4, 0, -5, 12, 3, 3, 8, -1, 6, 2, 10, 4, 1, 11, 5, -3, 4, 9])
for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.float32, np.float64]:
    a = base.astype(dt) if dt != np.uint8 else np.abs(base).astype(dt)
    for k in [0, 3, 10, 21]:
        print(dt.__name__, k, np.partition(a, k), jit_part(a, k))
f = np.array([3.5, np.nan, -1.0, 2.0, np.nan, 7.25, 0.5, 4.0, -2.5, 6.0])
print(np.partition(f, 4), jit_part(f, 4), np.partition(f, 9))
flags = np.array([True, False, True, False, False])
print(np.partition(flags, 2), jit_part(flags, 1))
m = np.array([[5, 1, 4, 2, 3], [9, 8, 7, 6, 0], [1, 1, 0, 1, 0]], dtype=np.int32)
print(np.partition(m, 2), jit_part(m, 2), np.partition(m, -2))
print(np.partition(np.array([42.0]), 0), jit_part(np.array([42.0]), 0))
print(jit_part(np.zeros((2, 0)), 0))
try:
    np.partition(latency, 13)
except ValueError as e:
    print("ValueError:", e)
try:
    jit_part(latency, -13)
except ValueError as e:
    print("ValueError:", e)
print(np.partition(np.zeros(0), 0))
