# Ufuncs and dtypes on types NumPy has no loop for: NumPy's messages, found
# when compiling.
import numpy as np
from numba import njit

f = np.array([1.5, 2.5])
i = np.array([4, 6])
t = np.array([True, False])
print(np.gcd(f, 2.0))
print(np.left_shift(f, 1))
print(np.bitwise_and(1.5, i))
print(np.logaddexp(np.array([1j]), 1))
print(np.isnat(f))
print(np.subtract(t, t))
print(np.negative(t))
print(np.sign(t))
print(np.zeros(3, dtype="floot32"))
print(f.astype("floot"))
print(np.dtype("int33"))
print(np.iinfo(np.float64))
print(np.finfo(np.int32))
print(np.add("a", 1))
print(np.around(t))
print(np.negative(f, where=f > 2))


@njit
def jitted(a):
    return np.add(a, a, out=a), a.dtype.name, np.around(a, 1)


jitted(f)
print(np.issubdtype(f.dtype, np.float32), np.integer(3))
# ERROR 13:7: module 'numpy' has no attribute 'isnat' that arrc knows
# ERROR 9:7: ufunc 'gcd' did not contain a loop with signature matching types (<class 'numpy.dtype[float64]'>, <class 'numpy.dtype[float64]'>) -> None
# ERROR 10:7: ufunc 'left_shift' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# ERROR 11:7: ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# ERROR 12:7: ufunc 'logaddexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# ERROR 14:7: numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# ERROR 15:7: The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.
# ERROR 16:7: ufunc 'sign' did not contain a loop with signature matching types <class 'numpy.dtype[bool_]'> -> None
# ERROR 17:7: data type 'floot32' not understood
# ERROR 18:7: data type 'floot' not understood
# ERROR 19:7: data type 'int33' not understood
# ERROR 22:14: ufunc 'add' takes numbers or arrays of numbers in arrc, not unicode_type
# ERROR 23:7: Cannot cast ufunc 'divide' output from dtype('float64') to dtype('bool') with casting rule 'same_kind'
# ERROR 24:7: where= without out= leaves the other elements of the result uninitialized; arrc needs out= with it
# ERROR 29:12: out= on a ufunc is not supported in jitted code (Numba 0.56 takes no keyword arguments there; pass out as the last positional argument)
# ERROR 29:33: the dtype attribute 'name' is not supported in jitted code (Numba 0.56 has none)
# ERROR 29:47: np.around() of an array needs its out array in jitted code: Numba 0.56 supports np.around(a, decimals, out) there
# ERROR 33:43: cannot create 'numpy.integer' instances
