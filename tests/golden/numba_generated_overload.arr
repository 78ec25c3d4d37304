# Implementations chosen by argument types: @generated_jit and
# @numba.extending.overload of a program function, as numerical libraries
# built on Numba write them (a missing-value test per type, a norm for
# scalars, vectors and matrices, a dtype-aware accumulator).
import numpy as np
from numba import njit, generated_jit, types
from numba.extending import overload


@generated_jit(nopython=True)
def is_missing(x):
    """NaN for floats, the sentinel -1 for integers, never for the rest."""
    if isinstance(x, types.Float):
        return lambda x: np.isnan(x)
    elif isinstance(x, types.Integer):
        return lambda x: x == -1
    else:
        return lambda x: False


@generated_jit(nopython=True)
def accumulate(a):
    if isinstance(a, types.Array) and a.dtype == types.float32:
        def impl32(a):
            s = np.float32(0)
            for x in a.flat:
                s += x
            return s
        return impl32
    if isinstance(a, types.Array) and isinstance(a.dtype, types.Integer):
        return lambda a: a.sum() * 1
    if isinstance(a, types.Array):
        return lambda a: a.sum()
    if isinstance(a, types.BaseTuple):
        def impl_tuple(a):
            s = 0.0
            for i in range(len(a)):
                s += a[i]
            return s
        return impl_tuple
    return None


def norm(x):
    """Host code calls this one; compiled code calls its overload."""
    return float(np.linalg.norm(x))


@overload(norm)
def ol_norm(x):
    if isinstance(x, (types.Integer, types.Float)):
        return lambda x: abs(x) * 1.0
    if isinstance(x, types.Array) and x.ndim == 1:
        def impl_vector(x):
            s = 0.0
            for v in x:
                s += v * v
            return np.sqrt(s)
        return impl_vector
    if isinstance(x, types.Array) and x.ndim == 2:
        def impl_matrix(x):
            s = 0.0
            for i in range(x.shape[0]):
                for j in range(x.shape[1]):
                    s += x[i, j] * x[i, j]
            return np.sqrt(s)
        return impl_matrix


@njit
def norms(v, m, s):
    return norm(v), norm(m), norm(s), norm(-3)


@njit
def count_missing(xs, ys):
    n = 0
    for x in xs:
        if is_missing(x):
            n += 1
    for y in ys:
        if is_missing(y):
            n += 1
    return n


print(is_missing(np.nan), is_missing(2.5), is_missing(-1), is_missing(4), is_missing(True))
print(count_missing(np.array([1.0, np.nan, 3.0, np.nan]), np.array([-1, 0, -1, 5])))
print(count_missing(np.zeros(0), np.zeros(0, dtype=np.int64)))
print(accumulate(np.arange(5, dtype=np.float32) / np.float32(3)))
print(accumulate(np.arange(6).reshape(2, 3)), accumulate(np.linspace(0.0, 1.0, 5)))
print(accumulate((1.5, 2.5, 3.0)), accumulate((2, 3)))
v = np.array([3.0, 4.0])
m = np.array([[1.0, 2.0], [2.0, 4.0]])
print(norms(v, m, -2.5))
print(norm(v), norm(m), norm(np.zeros(0)))
