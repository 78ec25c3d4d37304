# Calls of a @guvectorize function that NumPy or Numba 0.56 refuse, found
# when compiling: from jitted code and kernels (Numba cannot type a
# GUFunc), inputs no signature takes, an out array the result does not
# cast to, too few dimensions for the core, wrong arguments.
import numpy as np
from numba import guvectorize, njit, cuda


@guvectorize(['void(float64[:], float64[:], float64[:])', 'void(int64[:], int64[:], int64[:])'],
             '(n),(n)->()')
def dot(x, y, res):
    s = 0
    for i in range(x.shape[0]):
        s += x[i] * y[i]
    res[0] = s


@guvectorize('(n)->(n)')
def dynamic_copy(x, out):
    for i in range(x.shape[0]):
        out[i] = x[i]


@njit
def from_jit(a):
    return dot(a, a)


@cuda.jit
def kernel(a, out):
    dot(a, a, out)


a = np.ones(3)
print(from_jit(a))
kernel[1, 1](a, np.zeros(1))
dot(np.ones(3, dtype=np.complex128), a)
dot(a, a, np.zeros(1, dtype=np.int32))
dot(np.ones((2, 3)), 2.0)
dot(a)
dot(a, a, np.zeros(1), np.zeros(1))
dot(a, a, axis=0)
dot(a, a, np.zeros(1), out=np.zeros(1))
dot(a, a, 3.0)
dynamic_copy(a)
# ERROR 26:12: Untyped global name 'dot': Cannot determine Numba type of <class 'numba.np.ufunc.gufunc.GUFunc'>; Numba 0.56 calls a @guvectorize function only from host code, not from jitted code
# ERROR 31:5: Untyped global name 'dot': Cannot determine Numba type of <class 'numba.np.ufunc.gufunc.GUFunc'>; Numba 0.56 calls a @guvectorize function only from host code, not from GPU code
# ERROR 37:1: TypeError: ufunc 'dot' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe'' (the inputs are complex128, float64)
# ERROR 38:1: UFuncTypeError: Cannot cast ufunc 'dot' output from dtype('float64') to dtype('int32') with casting rule 'same_kind'
# ERROR 39:1: ValueError: dot: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (n),(n)->() requires 1)
# ERROR 40:1: TypeError: dot() takes from 2 to 3 positional arguments but 1 were given
# ERROR 41:1: TypeError: dot() takes from 2 to 3 positional arguments but 4 were given
# ERROR 42:1: dot(..., axis=) is not supported by arrc yet; its gufunc calls take out= alone
# ERROR 43:1: TypeError: cannot specify 'out' as both a positional and keyword argument
# ERROR 44:1: TypeError: return arrays must be of ArrayType
# ERROR 45:1: TypeError: Too few arguments for function 'dynamic_copy'. Note that the pattern `out = gufunc(Arg1, Arg2, ..., ArgN)` is not allowed. Use `gufunc(Arg1, Arg2, ..., ArgN, out) instead.
