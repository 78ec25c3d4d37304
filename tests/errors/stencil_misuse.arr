# Numba's @stencil errors, at compile time: each message is Numba 0.56's
# (NumbaValueError or ValueError when the stencil is called), at the index,
# option or argument it is about; also a constant offset outside neighborhood=.
import numpy as np
from numba import stencil, njit, cuda


@stencil
def param_offset(a, k):
    return a[k]


@stencil
def too_many_indices(a):
    return a[0, 1]


@stencil
def writes_input(a):
    a[0] = 1.0
    return a[0]


@stencil
def reserved_out(a):
    out = a[0]
    return out


@stencil(standard_indexing=("a",))
def first_standard(a):
    return a[0]


@stencil(standard_indexing=("z",))
def unknown_standard(a):
    return a[0]


@stencil(foo=1)
def unknown_option(a):
    return a[0]


@stencil("reflect")
def unknown_mode(a):
    return a[0]


@stencil(cval=1j)
def complex_cval(a):
    return a[-1]


@stencil
def returns_array(a):
    return a[-1] * a


@stencil
def no_relative_access(a, s):
    return s


@stencil(neighborhood=((-1, 1),))
def one_dimensional(a):
    return a[0]


@stencil
def folded_name(a):
    i = 1
    return a[-i]


@stencil
def on_gpu(a):
    return a[0]


@stencil
def scalar_first(a, b):
    return b[1] - a


@njit
def in_jit(x):
    return one_dimensional(x)


@cuda.jit
def kern(x):
    on_gpu(x)


a = np.arange(8.0)
a2 = np.arange(16.0).reshape(4, 4)
print(param_offset(a, 1))
print(too_many_indices(a))
print(writes_input(a))
print(reserved_out(a))
print(first_standard(a))
print(unknown_standard(a))
print(unknown_option(a))
print(unknown_mode(a))
print(complex_cval(a))
print(returns_array(a))
print(no_relative_access(a, 1.0))
print(one_dimensional(a2))
print(folded_name(a))
print(in_jit(a2))
print(scalar_first(1.0, a))
kern[1, 1](a)


@stencil(neighborhood=((-1, 1), (0, 0)))
def outside_neighborhood(a):
    return a[-2, 0] + a[1, 1]


print(outside_neighborhood(a2))
# ERROR 10:14: stencil kernel index is not constant, 'neighborhood' option required
# ERROR 20:5: Assignments to arrays passed to stencil kernels is not allowed.
# ERROR 26:5: Cannot use the reserved word 'out' in stencil kernels.
# ERROR 30:2: The first argument to a stencil kernel must use relative indexing, not standard indexing.
# ERROR 35:2: Standard indexing requested for an array name not present in the stencil kernel definition.
# ERROR 40:10: Unknown stencil option foo
# ERROR 45:10: Unsupported mode style reflect
# ERROR 61:1: Stencil kernel with no accesses to relatively indexed arrays.
# ERROR 73:14: stencil kernel index is not constant, 'neighborhood' option required
# ERROR 118:14: stencil index offset -2 is outside the neighborhood (-1, 1) given for dimension 0; Numba reads outside the array there
# ERROR 118:28: stencil index offset 1 is outside the neighborhood (0, 0) given for dimension 1; Numba reads outside the array there
# ERROR 99:24: Stencil index does not match array dimensionality.
# ERROR 50:2: cval type does not match stencil return type.
# ERROR 55:2: Stencil kernel must return a scalar and not a numpy array.
# ERROR 109:23: 1 dimensional neighborhood specified for 2 dimensional input array
# ERROR 88:28: 1 dimensional neighborhood specified for 2 dimensional input array
# ERROR 112:20: The first argument to a stencil kernel must be the primary input array.
# ERROR 93:5: a stencil cannot be called in GPU code: Numba compiles @stencil for the CPU only
