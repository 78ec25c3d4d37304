import numpy as np
import numba as nb
from numba import njit


@njit
def save(a):
    np.savez("a.npz", a)


@njit
def total(d):
    return d["x"].sum()


a = np.arange(3)
np.savez(3, a)
np.savez("a.npz", [1.0, 2.0])
np.savez_compressed("a.npz", a, x="2.5")
np.savez("a.npz", a, arr_0=a)
d = np.load("a.npz")
print(d)
s = str(d)
r = repr(d)
x = d[0]
y = d.keys()
z: int = d["arr_0"]
save(a)
print(total(d))
m: nb.float64[:] = np.load("m.npy")
with m as f:
    print(f)
# ERROR 8:5: 'np.savez' is only available in host code, not in jitted functions
# ERROR 17:1: np.savez() needs a file name string, not int64
# ERROR 18:19: np.savez() saves arrays and numbers: arr_0 is list(float64) (make it an array with np.array())
# ERROR 19:35: np.savez_compressed() saves arrays and numbers: 'x' is unicode_type (make it an array with np.array())
# ERROR 20:28: Cannot use un-named variables and keyword arr_0
# ERROR 22:7: print() cannot show this value: NumPy prints an NpzFile as its address (<numpy.lib.npyio.NpzFile object at 0x...>), which a compiled program does not have; print its files instead
# ERROR 23:5: str() cannot show this value: NumPy prints an NpzFile as its address (<numpy.lib.npyio.NpzFile object at 0x...>), which a compiled program does not have; print its files instead
# ERROR 24:5: repr() cannot show this value: NumPy prints an NpzFile as its address (<numpy.lib.npyio.NpzFile object at 0x...>), which a compiled program does not have; print its files instead
# ERROR 25:5: an NpzFile is indexed by the names of its arrays (str), not int64
# ERROR 26:5: NpzFile has no attribute 'keys' in arrc (it has files, close(), d[name], 'name' in d, len(d) and iteration over the names)
# ERROR 27:10: an NpzFile's d[name] is an array, but the annotation says int64
# ERROR 29:13: non-precise type pyobject: argument 1 of 'total' is an NpzFile (Cannot determine Numba type of <class 'numpy.lib.npyio.NpzFile'>); pass its arrays (d['x']) instead
# ERROR 30:20: array(float64, 1d, C) does not support the context manager protocol (arrc's with statements take files, NpzFiles and np.printoptions(...))
