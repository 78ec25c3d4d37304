# Printing 2-D and 3-D arrays, empty arrays of several shapes, negative numbers and alignment.
import numpy as np

a = np.arange(6).reshape((2, 3))
print(a)
print(np.arange(24).reshape((2, 3, 4)))
print(np.arange(-4, 4).reshape((2, 4)))
b = np.zeros((3, 2))
b[0, 0] = 1.5
b[2, 1] = -100.25
print(b)
print(np.ones((2, 2, 2), dtype=np.float32))
print(np.array([[True, False], [False, True]]))
print(np.array([[1e-05, 1.0], [2.0, 3.0]]))
print(np.zeros(0))
print(np.zeros((0, 3)))
print(np.zeros((2, 0)))
print(np.zeros(0, dtype=np.int32))
print(np.arange(0))
c = np.arange(12.0).reshape((3, 4))
print(c.T)
print(c[1])
print(c[:, 2])
print(np.full((2, 3), 7, dtype=np.int64))
print(np.arange(16).reshape((2, 2, 2, 2)))
print(np.array([[1, 200], [-30, 4]], dtype=np.int16))
