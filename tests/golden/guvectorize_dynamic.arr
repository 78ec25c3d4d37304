# Dynamic gufuncs: @guvectorize with a layout alone, as Numba's docs show
# them. Each call compiles a loop for its operands' dtypes unless one of
# the loops compiled before takes them (Numba's ufunc_find_matching_loop),
# then NumPy chooses among the loops; the output is always passed in, by
# position or out=.
import numpy as np
from numba import guvectorize


@guvectorize('(n),()->(n)')
def shift_add(x, c, out):
    for i in range(x.shape[0]):
        out[i] = x[i] + c


@guvectorize('(n)->()')
def total(x, res):
    s = 0
    for v in x:
        s += v
    res[0] = s


a = np.arange(6).reshape(2, 3)
out = np.zeros((2, 3), dtype=np.int64)
shift_add(a, 10, out)
print(out)
fout = np.zeros((2, 3))
shift_add(a * 0.5, 1.5, fout)
print(fout)
shift_add(a, 2, fout)
print(fout)
o32 = np.zeros(3, dtype=np.int32)
shift_add(np.arange(3, dtype=np.int32), np.int32(7), o32)
print(o32)
r = np.zeros(2)
total(np.arange(6.0).reshape(2, 3), r)
print(r)
ri = np.zeros(2, dtype=np.int64)
total(a, out=ri)
print(ri)
# A float32 call after the float64 one: the float64 loop takes it.
f32 = np.zeros(2, dtype=np.float32)
total(np.ones((2, 4), dtype=np.float32), f32)
print(f32)
bo = np.zeros(1)
total(np.array([True, False, True]), bo)
print(bo)
