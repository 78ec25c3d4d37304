# NumPy's math ufuncs beyond sqrt and exp, on float64, float32 and integer
# arrays and on numbers, with NaN and inf, in host code and in @njit code.
import numpy as np
from numba import njit


@njit
def jit_math(x):
    return (np.exp2(x), np.log2(x), np.expm1(x), np.log1p(x), np.cbrt(x), np.rint(x), np.trunc(x),
            np.arcsinh(x), np.deg2rad(x), np.rad2deg(x), np.degrees(x), np.radians(x))


def host_math(x):
    return (np.exp2(x), np.log2(x), np.expm1(x), np.log1p(x), np.cbrt(x), np.rint(x), np.trunc(x),
            np.arcsinh(x), np.deg2rad(x), np.rad2deg(x), np.degrees(x), np.radians(x))


@njit
def jit_pred(x, y):
    return (np.isfinite(x), np.isinf(x), np.signbit(x), np.fmax(x, y), np.fmin(x, y), np.copysign(x, y),
            np.hypot(x, y), np.logaddexp(x, y), np.logaddexp2(x, y), np.spacing(x), np.reciprocal(x))


def host_pred(x, y):
    return (np.isfinite(x), np.isinf(x), np.signbit(x), np.fmax(x, y), np.fmin(x, y), np.copysign(x, y),
            np.hypot(x, y), np.logaddexp(x, y), np.logaddexp2(x, y), np.spacing(x), np.reciprocal(x))


x64 = np.array([0.5, 2.5, -1.5, 3.0, 100.0, -0.0, np.nan, np.inf, -np.inf])
y64 = np.array([1.0, -2.0, np.nan, 3.0, -np.inf, 1.0, 0.5, np.inf, 2.0])
# Results are printed to 5 decimals: NumPy's float32 (and some float64)
# loops use SVML on AVX-512 machines, whose last bit may differ from the C
# library's (docs/language.md).
def r5(a):
    return np.around(a, 5)


for x, y in ((x64, y64), (x64.astype(np.float32), y64.astype(np.float32))):
    r = host_math(x)
    print("host math", x.dtype)
    print(r5(r[0]), r5(r[1]), r5(r[2]), r5(r[3]))
    print(r5(r[4]), r5(r[5]), r5(r[6]), r5(r[7]))
    print(r5(r[8]), r5(r[9]), r5(r[10]), r5(r[11]), r[11].dtype)
    r = jit_math(x)
    print("jit math", x.dtype)
    print(r5(r[0]), r5(r[1]), r5(r[2]), r5(r[3]))
    print(r5(r[4]), r5(r[5]), r5(r[6]), r5(r[7]))
    print(r5(r[8]), r5(r[9]), r5(r[10]), r5(r[11]), r[11].dtype)
    r = host_pred(x, y)
    print("host pred", x.dtype)
    print(r[0], r[1], r[2], r[3], r[4])
    print(r5(r[5]), r5(r[6]), r5(r[7]))
    print(r5(r[8]), r[9], r5(r[10]), r[10].dtype)
    r = jit_pred(x, y)
    print("jit pred", x.dtype)
    print(r[0], r[1], r[2], r[3], r[4])
    print(r5(r[5]), r5(r[6]), r5(r[7]))
    print(r5(r[8]), r[9], r5(r[10]), r[10].dtype)

# Integers: the float loops (float64 for int64 and int32, float32 for
# int16 and below in jitted code); predicates of integers.
ints = np.array([1, 2, 8, 1000, -3])
print(np.exp2(ints), np.log2(ints[:3]), r5(np.cbrt(ints)), np.degrees(ints).dtype)
print(np.exp2(ints.astype(np.int32)).dtype, jit_math(ints)[0], jit_math(ints.astype(np.int16))[0].dtype)
print(np.isfinite(ints), np.isinf(ints), np.fmax(ints, 5), np.reciprocal(np.array([1, 2, -1, 4])))
print(np.hypot(np.array([3, 5]), np.array([4, 12])), r5(np.arccosh(np.array([1.0, 2.0, 10.0]))), r5(np.arctanh(np.array([0.0, 0.5, -0.9]))))
print(np.nextafter(np.array([1.0, 0.0, -1.0]), 2.0), np.nextafter(np.float32(1), np.float32(0)))
print(np.ldexp(np.array([0.5, 1.0, 3.0]), np.array([1, 10, -2])), np.ldexp(np.float32(1.5), 3), np.ldexp(np.array([1.0, 2.0]), 3).dtype)

# Numbers: NumPy scalars in host code, Numba's in jitted code.
print(np.exp2(10), np.log2(1024.0), np.expm1(1e-10), np.log1p(1e-10), np.cbrt(-8.0), np.rint(2.5), np.rint(-3.5))
print(np.logaddexp(1000.0, 1000.0), np.logaddexp(-np.inf, 0.0), np.logaddexp2(3.0, 3.0), np.spacing(1.0), np.signbit(-0.0))


@njit
def jit_numbers(v):
    return np.exp2(v), np.log2(v), np.rint(v), np.logaddexp(v, v), np.spacing(v), np.signbit(-v), np.copysign(3.0, -v)


print(jit_numbers(2.5), jit_numbers(0.0))

# Log-sum-exp of a vector with logaddexp.reduce's loop written out: stable
# where exp overflows.
logs = np.array([1000.0, 1001.0, 999.5, -np.inf])
acc = -np.inf
for v in logs:
    acc = np.logaddexp(acc, v)
print(acc)


@njit
def logsumexp(a):
    acc = -np.inf
    for v in a:
        acc = np.logaddexp(acc, v)
    return acc


print(logsumexp(logs), logsumexp(np.zeros(0)), logsumexp(np.array([0.0])))

# Empty, one-element and 2-D.
e = np.zeros(0, np.float32)
print(np.exp2(e), np.isinf(e), jit_math(e)[1], np.fmax(e, e).dtype)
m = np.array([[1.0, -2.0], [np.nan, 4.0]])
print(np.fmax(m, np.array([0.0, 3.0])))
print(np.copysign(np.ones((2, 2)), m), jit_pred(m, m.T)[3])
