# The views part of NumPy: in @njit code Numba 0.56 takes fewer arguments
# than NumPy (no axis for np.flip, np.roll, np.take; no axes for np.rot90;
# no index for a.item and a.itemset), rejects fliplr of a 1-d array,
# integer sinc, a.nbytes and the flags beyond contiguity (kernels have no
# a.nbytes or a.flags); arguments must have the types NumPy needs.
import numpy as np
from numba import njit


@njit
def jitted(a, v):
    b = np.flip(a, 0), np.rot90(a, 1, (1, 0)), np.roll(a, 1, 0), np.take(a, v, 0)
    c = a.item(0), a.itemset(0, 1.0), np.fliplr(v), a.nbytes, a.flags.writeable
    return np.sinc(v), np.sinc(3), np.iscomplex(v > 0)


a = np.ones((2, 3))
v = np.arange(3)
print(jitted(a, v))
print(np.hanning(5.0), np.kaiser(4, "x"), a.view(3), np.take(a, 1.5), np.roll(a, 1.5), np.flip(a, 0.5))
print(np.select([v], [v]), np.select([v > 0], 3), np.lib.stride_tricks.as_strided(a, (2,)), a.item(1, 2, 3))
print(np.rot90(a, 1, (0,)), a.fill("x"), a.itemset(1j), np.isposinf(np.array([1j])), a.dot(3))
# ERROR 12:9: np.flip() in jitted code takes the array alone: Numba supports no axis for it; use it in host code
# ERROR 12:24: np.rot90() in jitted code takes the array and k: Numba supports no axes for it; use it in host code
# ERROR 12:48: np.roll() in jitted code takes the array and the shift: Numba supports no axis for it; use it in host code
# ERROR 12:66: np.take() in jitted code takes the array and the indices: Numba supports no axis for it; use it in host code
# ERROR 13:9: array.item() in jitted code takes no arguments: Numba supports no index for it; use it in host code
# ERROR 13:20: array.itemset() in jitted code takes the value alone: Numba supports no index for it; use it in host code
# ERROR 13:39: np.fliplr() needs an array of at least 2 dimensions in jitted code, not array(int64, 1d, C) (NumPy's ValueError 'Input must be >= 2-d.' is a typing error in Numba)
# ERROR 13:53: 'nbytes' of an array is not supported by Numba in jitted code (Unknown attribute 'nbytes' of type array(float64, 2d, C)); use a.size * a.itemsize
# ERROR 13:63: a.flags.writeable is not supported by Numba in jitted code (only c_contiguous, f_contiguous and contiguous are); use it in host code
# ERROR 14:12: np.sinc() in jitted code needs floats or arrays of floats, not array(int64, 1d, C) (Numba has no integer sinc)
# ERROR 14:24: np.sinc() in jitted code needs floats or arrays of floats, not int64 (Numba has no integer sinc)
# ERROR 14:36: np.iscomplex() of booleans is not supported by Numba in jitted code (it cannot access .imag of an array of bool); use it in host code
# ERROR 20:7: np.hanning()'s M must be an integer, not float64
# ERROR 20:24: np.kaiser()'s beta must be an integer or float, not unicode_type
# ERROR 20:43: array.view() needs a NumPy scalar type such as np.int64, not int64
# ERROR 20:54: np.take()'s indices must be an integer or an array of integers, not float64
# ERROR 20:71: np.roll()'s shift must be an integer, not float64
# ERROR 20:88: np.flip()'s axis must be an integer or None, not float64
# ERROR 21:7: np.select()'s condlist must be a list or tuple of boolean arrays, not list(array(int64, 1d, C))
# ERROR 21:28: np.select()'s choicelist must be a list or tuple of arrays of one type, not int64
# ERROR 21:51: np.lib.stride_tricks.as_strided() needs its strides argument in arrc (as in Numba's jitted code)
# ERROR 21:93: array.item(): incorrect number of indices for array (3 for a 2d array)
# ERROR 22:7: np.rot90()'s axes must be a tuple of two integers, not UniTuple(int64 x 1)
# ERROR 22:29: array.fill() needs a number, not unicode_type
# ERROR 22:42: array.itemset(): a complex value cannot be stored in an array of float64
# ERROR 22:57: np.isposinf(): This operation is not supported for complex128 values because it would be ambiguous.
# ERROR 22:86: array.dot() needs two arrays of 1 or 2 dimensions, not array(float64, 2d, C) and int64
from numba import cuda  # noqa: E402


@cuda.jit
def kernel(a):
    a[0] = a.nbytes + a.flags.c_contiguous + a.itemsize + a.strides[0]
kernel[1, 1](a)
# ERROR 55:12: a.nbytes is not available in GPU code (kernels and device functions)
# ERROR 55:23: a.flags is not available in GPU code (kernels and device functions)
