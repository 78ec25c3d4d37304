# Division by zero in NumPy's error model: array operators in host code and
# in @njit array expressions, @vectorize ufuncs and error_model='numpy' give
# inf, nan and integer 0 (host code also warns on stderr); scalars in plain
# Python and default @njit code still raise (see the *_zero_division tests).
import numpy as np
from numba import njit, vectorize

counts = np.array([4, 0, 7, 0, 9])
totals = np.array([10.0, 0.0, 3.5, -2.0, 18.0])

# Mean per bucket: empty buckets give nan (0/0) or inf.
means = totals / counts
print("means", means)
print("nan", np.isnan(means), np.where(np.isnan(means), 0.0, means))
print("floor", totals // counts, totals % counts)
print("int floor", np.array([7, -7, 0, 5, 9]) // counts, np.array([7, -7, 0, 5, 9]) % counts)
print("scalar divisor", totals / 0.0, counts // 0, counts % 0)


def int_division(a, b):
    print(a // b, a % b, a / b)


int_division(np.array([100, 7, 0], dtype=np.int8), np.array([0, 2, 0], dtype=np.int8))
int_division(np.array([100, 7, 0], dtype=np.uint16), np.array([0, 2, 0], dtype=np.uint16))
int_division(np.array([-100, 7, 0], dtype=np.int32), np.array([0, 2, 0], dtype=np.int32))
int_division(np.array([100, 7, 0], dtype=np.uint64), np.array([0, 2, 0], dtype=np.uint64))

f32 = np.array([1.5, -2.5, 0.0], dtype=np.float32)
print("float32", f32 / np.float32(0.0), f32 // np.float32(0.0), f32 % np.float32(0.0))

x = np.array([1.0, 2.0, 3.0])
x /= np.array([0.0, 4.0, 0.0])
print("in place", x)


def ratios(num, den):
    return num / den


print("def", ratios(totals, counts))

z = np.array([1 + 1j, 0j, 2 - 3j])
print("complex", z / np.array([0j, 0j, 1j]))


@njit
def normalize(v, scale):
    return v / scale, v // scale, v % scale


q, fl, md = normalize(totals, counts)
print("njit", q, fl, md)
qi, fli, mdi = normalize(np.array([7, -7, 0, 5, 9]), counts)
print("njit int", qi, fli, mdi)


@njit
def njit_inplace(v):
    w = v.copy()
    w /= 0.0
    return w


print("njit in place", njit_inplace(totals))


@vectorize(['float64(float64, float64)', 'int64(int64, int64)'])
def safe_ratio(a, b):
    return a / b + a // b + a % b


print("ufunc", safe_ratio(totals, np.array([0.0, 0.0, 2.0, 0.0, 4.0])))
print("ufunc int", safe_ratio(np.array([7, 8, 9]), np.array([0, 3, 0])))
print("ufunc scalar", safe_ratio(7, 0), safe_ratio(7.0, 0.0))


@njit(error_model='numpy')
def quiet(a, b):
    return a / b, a // b, a % b


print("error_model numpy", quiet(1.0, 0.0), quiet(-1.0, 0.0), quiet(0.0, 0.0))
print("error_model numpy int", quiet(7, 0), quiet(-7, 2))


@njit(error_model='numpy')
def quiet_loop(v, d):
    s = 0.0
    for k in range(v.shape[0]):
        s += v[k] / d
    return s


print("loop", quiet_loop(totals, 0.0), quiet_loop(np.zeros(3), 0.0))

# NumPy scalars of types Python has no numbers of (float32, fixed-width
# integers) divide by zero as NumPy does; Python floats and ints raise.
f32 = np.array([1.5, 0.0, -2.0], dtype=np.float32)
i32 = np.array([7, 0, -7], dtype=np.int32)
print("numpy scalars", f32[0] / 0, f32[1] / f32[1], f32[2] // f32[1], f32[0] % f32[1])
print("numpy ints", i32[0] // i32[1], i32[2] % i32[1], i32[0] / i32[1], np.uint8(3) // np.uint8(0))
