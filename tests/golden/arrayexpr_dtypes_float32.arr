# Result dtypes of array expressions between arrays (§6.4): int32 with int32 stays int32, int32 with int64 gives int64, int / int gives float64, float32 with float32 stays float32, float32 with float64 gives float64, int32 with float32 in @njit gives float32 (Numba); float32 math functions and float32 reductions (NumPy's pairwise float32 sum) in host code.
import numpy as np
from numba import njit


@njit
def mixed(a, b):
    return a + b, a * b, a / b


@njit
def sum32(a):
    # Numba sums float32 sequentially in float32; widened here so that the host prints the same digits
    return np.float64(np.sum(a)), np.float64(a.sum())


i32 = np.array([1, -2, 300, 40000], dtype=np.int32)
i64 = np.array([5, 6, 7, 8])
f32 = np.array([0.1, 0.2, 0.3, 0.4], dtype=np.float32)
f64 = np.array([0.5, 0.25, 0.125, 2.0])

s = i32 + i32
print(s.dtype, s)
p = i32 * i32
print(p.dtype, p)
s = i32 + i64
print(s.dtype, s)
d = i32 / i64
print(d.dtype, d)
q = i64 // i32
print(q.dtype, q)
g = f32 + f32
print(g.dtype, g)
g = f32 * f32 - f32
print(g.dtype, g)
h = f32 + f64
print(h.dtype, h)
# (int32 array * float32 array is float64 in NumPy but float32 under Numba's typing, which arrc uses in host code too: only in @njit below)
r = np.sqrt(f32)
print(r.dtype, r)
e = np.exp(f32)
# NumPy's SIMD float32 exp is not correctly rounded (1.3498588 for exp(0.3f)): print rounded
print(e.dtype, f"{e[0]:.5f} {e[1]:.5f} {e[2]:.5f} {e[3]:.5f}")
c = f32 > np.float32(0.15)
print(c.dtype, c)
w = np.where(c, f32, np.zeros(4, dtype=np.float32))
print(w.dtype, w)
m = np.maximum(f32, f32[::-1])
print(m.dtype, m)

big = (np.arange(1000) % 10).astype(np.float32) * np.float32(0.1)
t = np.sum(big)
print(t)
print(np.max(big), np.min(big), big.dtype)
print(np.mean(f32))
# NumPy sums float32 pairwise (blocks of 128, eight accumulators), not sequentially
print(np.sum(np.full(10000, 0.1, dtype=np.float32)))
print(np.sum(np.full(100, 0.1, dtype=np.float32)), np.sum(np.full(7, 0.1, dtype=np.float32)))
a, b, c2 = mixed(i32, i32)
print(a.dtype, b.dtype, c2.dtype)
print(a, b, c2)
a, b, c2 = mixed(f32, f32)
print(a.dtype, b.dtype, c2.dtype)
print(a, b, c2)
a, b, c2 = mixed(i32, f32)
print(a.dtype, b.dtype, c2.dtype)
print(sum32(np.full(10000, 0.1, dtype=np.float32)))
print(sum32(np.full(100, 0.1, dtype=np.float32)))
