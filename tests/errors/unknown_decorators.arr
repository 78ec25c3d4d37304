# A decorator arrc does not implement is an error naming it, never ignored:
# Numba decorators arrc does not support yet, attributes Numba does not
# have (Python's AttributeError wording), undefined names, the program's
# own functions, and builtins that are not decorators; a def inside a
# block of the top-level code (which would bind nothing) is an error too.
from numba import cuda, njit
import numba
import numpy as np


@cuda.foo
def f(x):
    return x + 1


@cuda.reduce
def add(a, b):
    return a + b


@numba.literally
def kernel(a):
    return a[0, 1] + a[0, -1]


@numba.jit_module(nopython=True)
def copy(a, out):
    out[:] = a


@numba.deferred_type("float64(float64)")
def callback(x):
    return x


@memoize
def g(x):
    return x


def trace(fn):
    return fn


@trace
@njit
def h(x):
    return x


@np.vectorize
def v(x):
    return x


if f(1) > 0:
    @njit
    def late(x):
        return x

print(numba.typeof(1), cuda.reduce(add))
# ERROR 11:2: module 'numba.cuda' has no attribute 'foo'
# ERROR 21:2: 'numba.literally' is not supported by arrc yet
# ERROR 26:2: 'numba.jit_module' is not supported by arrc yet
# ERROR 31:2: 'numba.deferred_type' is not supported by arrc yet
# ERROR 36:2: name 'memoize' is not defined
# ERROR 45:2: 'trace' is not one of Numba's decorators; arrc compiles functions decorated with @jit, @njit, @vectorize, @guvectorize, @stencil, @generated_jit, @register_jitable, @overload, @cfunc, @cuda.jit or @cuda.reduce
# ERROR 51:2: module 'numpy' has no attribute 'vectorize' that arrc knows
# ERROR 58:5: a def inside an 'if', a loop or another block is not supported by arrc; define 'late' at the top level of the program
# ERROR 61:7: 'numba.typeof' is not supported by arrc yet
