# NumPy's arithmetic ufuncs as functions, in host code (NumPy's rules) and
# in @njit code (Numba's), on every dtype, NaN and inf, empty, one-element
# and 2-D inputs.
import numpy as np
from numba import njit


@njit
def jit_binary(a, b):
    return (np.add(a, b), np.subtract(a, b), np.multiply(a, b), np.true_divide(a, b),
            np.floor_divide(a, b), np.remainder(a, b), np.fmod(a, b))


@njit
def jit_unary(a):
    return np.negative(a), np.square(a), np.sign(a), np.conjugate(a), np.absolute(a)


def host_binary(a, b):
    return (np.add(a, b), np.subtract(a, b), np.multiply(a, b), np.true_divide(a, b),
            np.floor_divide(a, b), np.remainder(a, b), np.fmod(a, b))


def host_unary(a):
    return np.negative(a), np.square(a), np.sign(a), np.conjugate(a), np.absolute(a)


def show(label, r):
    print(label)
    print("  ", r[0], r[0].dtype, r[1], r[1].dtype, r[2], r[2].dtype)
    print("  ", r[3], r[3].dtype, r[4], r[4].dtype, r[5], r[5].dtype, r[6], r[6].dtype)


def show_unary(label, r):
    print(label)
    print("  ", r[0], r[0].dtype, r[1], r[1].dtype, r[2], r[2].dtype)
    print("  ", r[3], r[3].dtype, r[4], r[4].dtype)


ints = np.array([7, -7, 9, 0, -13])
divs = np.array([2, 2, -4, 3, 5])
# (int8 and uint8 true_divide: NumPy's float16 loop, which arrc runs in
# float32; see docs/language.md.)
for dt in (np.int64, np.int32, np.int16, np.uint16, np.float64, np.float32):
    a = np.abs(ints).astype(dt) if dt == np.uint16 else ints.astype(dt)
    b = np.abs(divs).astype(dt) if dt == np.uint16 else divs.astype(dt)
    show("host " + a.dtype.name, host_binary(a, b))
    show("jit " + a.dtype.name, jit_binary(a, b))
    show_unary("host unary " + a.dtype.name, host_unary(a))
    show_unary("jit unary " + a.dtype.name, jit_unary(a))

# Mixed dtypes: NumPy promotes int32 and float32 to float64, Numba runs
# the float32 loop; a Python scalar beside an array keeps the array's dtype
# in host code.
i32 = np.array([1, 2, 3], np.int32)
f32 = np.array([0.5, 0.25, 3.0], np.float32)
print(np.add(i32, f32).dtype, jit_binary(i32, f32)[0].dtype)
print(np.multiply(i32, 2).dtype, np.multiply(f32, 2.5).dtype, np.true_divide(i32, 2).dtype)
print(np.add(np.uint8(200), np.uint8(100)), np.add(np.array([200], np.uint8), 100))

# NaN, inf and division by zero: NumPy's results, no exceptions.
f = np.array([1.5, -2.5, np.nan, np.inf, -np.inf, 0.0, -0.0])
g = np.array([0.0, 2.0, 1.0, 2.0, np.inf, 0.0, 3.0])
show("host special", host_binary(f, g))
show("jit special", jit_binary(f, g))
print(np.floor_divide(np.array([7, -7, 0]), 0), jit_binary(np.array([7, -7]), np.array([0, 0]))[4])
print(np.sign(f), np.negative(f))

# Booleans: add is or, multiply is and.
t = np.array([True, False, True])
u = np.array([True, True, False])
print(np.add(t, u), np.multiply(t, u), np.add(t, 1), np.square(t).dtype, np.conjugate(t).dtype)

# Scalars: Python numbers and NumPy scalars.
print(np.add(3, 4), np.subtract(2.5, 4), np.true_divide(7, 2), np.floor_divide(-7, 2), np.remainder(-7, 3))
print(np.fmod(-7, 3), np.negative(5), np.square(1.5), np.add(np.int8(100), np.int8(100)))
print(np.mod(np.array([7, -7, 8]), 3), np.mod(-7.5, 2), np.conj(np.array([1.5, -2.0])), np.conj(3))
print(np.divmod(7, 3), np.divmod(-7.5, 2), np.divmod(np.array([7, -7, 9]), 2))


@njit
def jit_scalars(x, y):
    return np.add(x, y), np.true_divide(x, y), np.floor_divide(x, y), np.divmod(x, y), np.square(x)


print(jit_scalars(7, 2), jit_scalars(-7.5, 2.0))

# Empty, one-element and 2-D inputs, broadcasting.
e = np.zeros(0)
print(np.add(e, e), np.multiply(e, 3), jit_binary(e, e)[0])
one = np.array([4.0])
print(np.subtract(one, np.array([1.0, 2.0, 3.0])), jit_binary(one, one)[3])
m = np.arange(6).reshape(2, 3)
row = np.array([1, 2, 3])
print(np.add(m, row))
print(np.multiply(m, m.T[:, :1].T))
print(jit_binary(m, row)[4])
print(np.float_power(m, 2), np.float_power(2, -1))

# out= (host code): the result lands in an existing array.
dst = np.empty(3)
r = np.add(np.array([1.0, 2.0, 3.0]), 10, out=dst)
print(dst, r is dst)
acc = np.zeros(3, np.int64)
np.multiply(row, row, out=acc)
print(acc)
