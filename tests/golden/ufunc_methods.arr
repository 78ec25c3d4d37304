# The methods of ufunc objects in host code: reduce (with axis=),
# accumulate, outer and at, on several dtypes, empty and 2-D arrays.
import numpy as np

a = np.array([3, -1, 4, 1, -5, 9])
f = np.array([0.5, 2.5, -1.25, 4.0])
m = np.arange(12).reshape(3, 4)
for x in (a, a.astype(np.int32), a.astype(np.uint8), f, f.astype(np.float32)):
    print(x.dtype, np.add.reduce(x), np.multiply.reduce(x), np.maximum.reduce(x), np.minimum.reduce(x),
          np.add.accumulate(x), np.multiply.accumulate(x), np.maximum.accumulate(x))
print(np.add.reduce(m), np.add.reduce(m, axis=1), np.add.reduce(m, 0), np.add.reduce(m, axis=None), np.multiply.reduce(m, -1))
print(np.maximum.reduce(m, axis=1), np.minimum.reduce(m), np.logical_or.reduce(m > 10), np.logical_and.reduce(m > 0, axis=1))
b = np.array([True, False, True])
print(np.logical_or.reduce(b), np.logical_and.reduce(b), np.logical_xor.reduce(b), np.add.reduce(b))
print(np.bitwise_or.reduce(np.array([1, 2, 8])), np.bitwise_and.reduce(np.array([7, 5, 13])), np.bitwise_xor.reduce(a))
print(np.subtract.reduce(a), np.subtract.accumulate(f), np.true_divide.reduce(f), np.power.reduce(np.array([2, 3, 2])))
print(np.gcd.reduce(np.array([12, 18, 30])), np.lcm.reduce(np.array([4, 6, 10])), np.fmax.reduce(np.array([1.0, np.nan, 3.0])))
print(np.add.reduce(np.zeros(0)), np.multiply.reduce(np.zeros(0, np.int64)), np.bitwise_or.reduce(np.zeros(0, np.int64)))
print(np.add.accumulate(np.zeros(0)), np.add.accumulate(np.array([7.5])), np.add.reduce(np.array([0.1] * 10)))
print(np.add.reduce(np.arange(1, 101) * 0.1))

print(np.multiply.outer(np.arange(1, 4), np.arange(1, 5)))
print(np.add.outer(f, np.array([10, 20])))
print(np.subtract.outer(np.array([1.5, 2.5]), np.array([[1, 2], [3, 4]])))
print(np.greater.outer(a[:3], a[:3]), np.hypot.outer(np.array([3.0]), np.array([4.0, 0.0])))
print(np.maximum.outer(np.array([1, 5]), np.array([3, 4])), np.multiply.outer(np.zeros(0), np.ones(3)).shape)

counts = np.zeros(5, np.int64)
np.add.at(counts, np.array([0, 1, 1, 4, 1, -1]), 1)
print(counts)
acc = np.zeros(4)
np.add.at(acc, np.array([3, 0, 3]), np.array([0.5, 1.5, 2.0]))
print(acc)
lo = np.array([9, 9, 9])
np.minimum.at(lo, np.array([0, 2, 0]), np.array([4, 7, 1]))
print(lo)
w = np.ones(3)
np.multiply.at(w, 2, 5.0)
np.subtract.at(w, np.array([0, 0]), 0.25)
print(w)

# A histogram with add.at, a running maximum with maximum.accumulate.
data = np.array([0.1, 0.35, 0.8, 0.85, 0.2, 0.99, 0.5])
bins = (data * 4).astype(np.int64)
hist = np.zeros(4, np.int64)
np.add.at(hist, bins, 1)
print(hist, np.maximum.accumulate(np.array([1, 3, 2, 5, 4])), np.add.reduce(hist))

try:
    np.add.at(counts, np.array([7]), 1)
except IndexError as e:
    print("IndexError:", e)
print(np.maximum.reduce(np.zeros(0)))
