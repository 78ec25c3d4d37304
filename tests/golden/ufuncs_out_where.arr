# out= and where= on ufunc calls in host code: the safe division idiom,
# accumulating into a preallocated buffer, and a masked update.
import numpy as np


def safe_ratio(num, den):
    """num / den, 0 where den is 0, without a division by zero."""
    out = np.zeros_like(num, dtype=np.float64)
    np.divide(num, den, out=out, where=den != 0)
    return out


print(safe_ratio(np.array([1.0, 2.0, 3.0, 4.0]), np.array([2.0, 0.0, 4.0, 0.0])))
print(safe_ratio(np.array([3, 5, 7]), np.array([0, 2, 7])))
print(safe_ratio(np.zeros(0), np.zeros(0)), safe_ratio(np.array([9.0]), np.array([3.0])))

grid = np.arange(6.0).reshape(2, 3)
buf = np.empty((2, 3))
r = np.multiply(grid, 2.5, out=buf)
print(buf, r is buf)
np.add(buf, np.array([1.0, 2.0, 3.0]), out=buf)
print(buf)
counts = np.full(4, -1, np.int64)
np.add(np.array([1, 2, 3, 4]), 10, out=counts, where=np.array([True, False, True, False]))
print(counts)
img = np.array([[10, 200], [30, 250]], np.uint8)
np.subtract(img, 5, out=img, where=img > 100)
print(img)
levels = np.ones((2, 2))
np.log2(np.array([[4.0, -1.0], [8.0, 0.5]]), out=levels, where=np.array([[True, False], [True, True]]))
print(levels)
signs = np.zeros(3, np.int32)
np.sign(np.array([-4, 0, 9], np.int32), out=signs)
print(signs, np.negative(np.array([1.5, -2.0]), out=np.empty(2)))
