# Floor division and remainder where NumPy's and Numba's answers part:
# host code follows NumPy 1.24, @njit code Numba 0.56 (its ufunc loops for
# np.floor_divide, np.remainder and np.divmod; Python's rules for the
# operators // and %, also on arrays).
import numpy as np
from numba import njit


@njit
def jit_ufuncs(a, b):
    return np.floor_divide(a, b), np.remainder(a, b), np.fmod(a, b), np.divmod(a, b)


def host_ufuncs(a, b):
    return np.floor_divide(a, b), np.remainder(a, b), np.fmod(a, b), np.divmod(a, b)


@njit
def jit_operators(a, b):
    return a // b, a % b


def host_operators(a, b):
    return a // b, a % b


@njit
def jit_scalars(a, b):
    return np.floor_divide(a, b), np.remainder(a, b), np.divmod(a, b)


@njit
def wrap_angles(theta):
    # Periodic angles in [0, 2*pi): a remainder of a negative divisor's
    # counterpart, as physics codes write it.
    out = np.empty_like(theta)
    for i in range(theta.shape[0]):
        out[i] = theta[i] % (2 * np.pi)
    return out, np.remainder(theta, -np.pi)


@njit
def bucket(values, width):
    return np.floor_divide(values, width), values // width


def show(tag, a, b, ufuncs, operators):
    for i in range(a.shape[0]):
        print(tag, a[i], b[i], "|", ufuncs[0][i], ufuncs[1][i], ufuncs[2][i], ufuncs[3][0][i], ufuncs[3][1][i],
              "|", operators[0][i], operators[1][i])


vals = np.array([0.0, -0.0, 1.0, -1.0, 2.5, -7.0, np.inf, -np.inf, np.nan, 1e300, 0.1])
n = vals.shape[0]
a = np.empty(n * n)
b = np.empty(n * n)
for i in range(n):
    for j in range(n):
        a[i * n + j] = vals[i]
        b[i * n + j] = vals[j]
show("host", a, b, host_ufuncs(a, b), host_operators(a, b))
show("njit", a, b, jit_ufuncs(a, b), jit_operators(a, b))
a32 = a.astype(np.float32)
b32 = b.astype(np.float32)
show("host32", a32, b32, host_ufuncs(a32, b32), host_operators(a32, b32))
show("njit32", a32, b32, jit_ufuncs(a32, b32), jit_operators(a32, b32))

# Scalars: @njit's ufuncs of scalars are the same loops.
for x in [7.0, -7.0, 0.0, -0.0, np.inf]:
    for y in [-7.0, 2.0, -0.5, np.inf]:
        print(x, y, jit_scalars(x, y), jit_scalars(np.float32(x), np.float32(y)))

# Integers: the lowest value // -1 is 0 in Numba's ufunc loops (every width)
# and in its 64-bit operator; NumPy wraps it to the lowest value.
for dt in [np.int64, np.int32, np.int16, np.int8]:
    low = np.iinfo(dt).min
    p = np.array([low, low, 7, -7, 7, -7, 0, low], dtype=dt)
    q = np.array([-1, 1, 2, 2, -2, -2, 5, 0], dtype=dt)
    print(dt.__name__, "host", np.floor_divide(p, q), p // q, p % q)
    print(dt.__name__, "njit", bucket(p, q), jit_operators(p, q)[1])
big = np.iinfo(np.int64).min
print(jit_operators(big, -1), jit_operators(np.int32(-2147483648), np.int32(-1)))
print(bucket(np.int32(-2147483648), np.int32(-1)), bucket(big, -1), bucket(np.int8(-128), np.int8(-1)))

# Integer arrays by zero: 0 in both.
z = np.array([5, -5, 0, 7])
print(z // 0, z % 0, jit_operators(z, 0), bucket(z, 0))

# NumPy scalars in host code divide by zero as NumPy does (inf, nan, 0 with
# a warning on standard error), Python numbers raise.
x = np.float64(7.0)
zero = np.float64(0.0)
print(x // zero, x % zero, -x // zero, divmod(x, zero), np.float32(3) // np.float32(0))
print(np.int64(7) // np.int64(0), np.int64(7) % np.int64(0), divmod(np.int64(-7), 0))
print(z[0] // 0, z[1] % 0, vals[2] // 0.0, vals[3] % 0.0)
try:
    print(7.0 // 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

theta = np.array([-7.0, -np.pi, 0.0, 1.0, 2 * np.pi, 10.0])
print(wrap_angles(theta))
print(theta % (2 * np.pi), np.remainder(theta, -np.pi))
print(wrap_angles(np.empty(0)), wrap_angles(np.array([-3.0])))
print(bucket(np.array([-2.5, -0.0, 0.0, 9.75]), 2.5), bucket(np.arange(-5, 6), 3))
