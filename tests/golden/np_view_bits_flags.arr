# Bit tricks with a.view: the IEEE-754 fields of float64 and float32
# numbers read as integers, the sign bit flipped through a uint64 view,
# bytes of an int32; the attributes strides, itemsize, nbytes and flags of
# contiguous, transposed and strided arrays; a.fill, a.item, a.itemset,
# a.conj and a.dot; sliding windows with as_strided. Host code and @njit.
import numpy as np
from numba import njit


@njit
def exponent_bits(x):
    # The biased exponent of each float64: bits 52..62.
    bits = x.view(np.int64)
    return (bits >> 52) & 0x7FF


@njit
def negate_by_sign_bit(x):
    u = x.view(np.uint64)
    u ^= np.uint64(1) << np.uint64(63)
    return x


@njit
def float32_fields(x):
    i = x.view(np.int32)
    return (i >> 23) & 0xFF, i & 0x7FFFFF


@njit
def layout(a):
    f = a.flags
    return a.strides, a.itemsize, f.c_contiguous, f.f_contiguous, f.contiguous


@njit
def scalar_ops(a, b):
    a.fill(2)
    s = b.item()
    b.itemset(s * 10)
    return a, b, s, a.conj(), a.conjugate()


@njit
def dots(a, b):
    return a.dot(b), a.T.dot(a)


@njit
def windows3(x):
    n = x.shape[0] - 2
    return np.lib.stride_tricks.as_strided(x, (n, 3), (x.strides[0], x.strides[0]))


x = np.array([1.0, 2.0, 0.5, -3.0, 1e300, 0.0])
print(exponent_bits(x))
print(x.view(np.int64))
print(x.view(np.uint64))
print(negate_by_sign_bit(x.copy()))
y = x.copy()
y.view(np.uint64)[0] += np.uint64(1)
print(y[0] - 1.0, y.view(np.int64)[:2])
print(x.view(np.uint8)[:8], x.view(np.int32).shape, x.view(np.uint16).dtype)

f32 = np.array([1.0, -0.15625, 3.5e38, 1e-40], dtype=np.float32)
print(float32_fields(f32))
print(f32.view(np.int32), f32.view(np.uint32), f32.view(np.float32))
print(np.array([0x3F800000, 0x40490FDB], dtype=np.int32).view(np.float32))
print(np.arange(4, dtype=np.int32).view(np.uint8))
print(np.arange(6, dtype=np.int16).reshape(2, 3).view(np.int16), np.zeros((2, 4), dtype=np.int32).view(np.int64).shape)
print(np.array([True, False]).view(np.uint8), np.zeros(0).view(np.int32), np.array([7.5]).view(np.int64))
m = np.arange(6.0).reshape(2, 3)
v = m.view(np.int64)
v[0, 0] = 4607182418800017408
print(m)

a = np.arange(12.0).reshape(3, 4)
for arr in (a, a.T, a[:, ::2], a[1], a[:1, :], np.zeros(5)[5:], np.ones((1, 5), dtype=np.int32), np.ones((4, 1), dtype=np.float32)):
    print(layout(arr), arr.strides, arr.itemsize, arr.nbytes, arr.flags.c_contiguous, arr.flags.f_contiguous)
print(a.flags)
print(a.T.flags)
print(a[:, ::2].flags)
print(np.zeros(3).flags)
print(a.flags.owndata, np.zeros(3).flags.owndata, a.flags.writeable, a.flags.aligned, a.flags.writebackifcopy)

print(scalar_ops(np.zeros(3), np.array([1.5])))
print(scalar_ops(np.zeros((2, 2), dtype=np.int32), np.array([[7]])))
b = np.arange(6).reshape(2, 3)
print(b.item(4), b.item(-1), b.item(1, 2), b.item(0, -3), np.array([2.5], dtype=np.float32).item())
b.itemset(0, 100)
b.itemset((1, 1), -5)
b.itemset(1, 2, 77)
print(b)
c = np.zeros(4, dtype=np.float32)
c.fill(1.1)
print(c, c.item(0), np.array([True]).item(), np.array([3], dtype=np.uint8).item())
e = np.zeros((2, 0))
e.fill(3.0)
print(e, np.array([1, 2], dtype=np.int32).dot(np.array([3, 4], dtype=np.int32)))
print(dots(a, np.ones(4)))
print(a.dot(np.ones(4)), a.T.dot(a).shape, np.array([1 + 2j, 3 - 1j]).conj(), np.arange(3).conjugate())

sig = np.arange(7.0)
w = windows3(sig)
print(w)
print(w.mean(axis=1), np.lib.stride_tricks.as_strided(sig, (3, 3), (16, 8)))
print(np.lib.stride_tricks.as_strided(sig, shape=(2, 2), strides=(8, 0)))
