import numpy as np

v = np.array([1.0, 2.0, 3.0])
a = np.cross(v, [0.0, 1.0, 0.0])
b = np.cross(np.ones((2, 2, 3)), v)
c = np.cross(v.astype(np.complex128), v)
d = np.cross(v, v, axis=0)
print(a, b, c, d)
# ERROR 4:5: cross() needs two arrays of 1 or 2 dimensions in arrc, not array(float64, 1d, C) and list(float64)
# ERROR 5:5: cross() needs two arrays of 1 or 2 dimensions in arrc, not array(float64, 3d, C) and array(float64, 1d, C)
# ERROR 6:5: np.cross() of complex arrays is not supported by arrc yet
# ERROR 7:5: the argument 'axis' of np.cross() is not supported by arrc yet
