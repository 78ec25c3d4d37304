import numpy as np
from numba import njit


@njit
def save(a):
    np.savetxt("a.txt", a)


cube = np.zeros((2, 2, 2))
np.savetxt("cube.txt", cube)
np.savetxt(3, np.ones(2))
np.savetxt("a.txt", [1.0, 2.0])
np.savetxt("a.txt", np.ones(2), fmt=3)
np.savetxt("a.txt", np.ones(2), delimiter=0)
np.savetxt("a.txt", np.ones(2, dtype=np.complex128))
a = np.loadtxt("a.txt", dtype=np.complex64)
b = np.loadtxt("a.txt", skiprows=1.5)
d = np.loadtxt("a.txt", ndmin=3)
e = np.loadtxt("a.txt", usecols=[0.5])
f = np.loadtxt("a.txt", converters={0: float})
g = np.genfromtxt("a.txt", skip_footer="1")
h = np.genfromtxt("a.txt", ndmin=5)
i = np.genfromtxt("a.txt", names=True)
save(np.ones(3))
# ERROR 11:1: Expected 1D or 2D array, got 3D array instead
# ERROR 12:1: np.savetxt() needs a file name string as 'fname', not int64
# ERROR 13:1: np.savetxt() needs an array as 'X', not list(float64)
# ERROR 14:1: np.savetxt() needs a format string or a list of them as 'fmt', not int64
# ERROR 15:1: np.savetxt() needs a string as 'delimiter', not int64
# ERROR 16:1: np.savetxt() of a complex array is not supported by arrc yet
# ERROR 17:5: np.loadtxt() of complex64 is not supported by arrc yet
# ERROR 18:5: np.loadtxt(): 'skiprows' cannot be float64
# ERROR 19:5: Illegal value of ndmin keyword: 3
# ERROR 20:5: np.loadtxt(): 'usecols' cannot be list(float64)
# ERROR 21:5: the argument 'converters' of np.loadtxt() is not supported by arrc yet
# ERROR 22:5: np.genfromtxt(): 'skip_footer' cannot be unicode_type
# ERROR 23:5: Illegal value of ndmin keyword: 5
# ERROR 24:5: the argument 'names' of np.genfromtxt() is not supported by arrc yet
# ERROR 7:5: 'np.savetxt' is only available in host code, not in jitted functions
