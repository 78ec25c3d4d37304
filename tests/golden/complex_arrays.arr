# Complex arrays throughout: a discrete Fourier transform by hand, phasors, roots of unity and a Mandelbrot iteration, with np.exp/np.sqrt/np.abs/np.log10 on complex data, powers, negation, .real/.imag views, sums, means and products, in host code (NumPy's results) and in @njit (Numba's)
import numpy as np
from numba import njit


def dft(x):
    n = x.shape[0]
    out = np.zeros(n, dtype=np.complex128)
    k = np.arange(n)
    for m in range(n):
        out[m] = (x * np.exp(-2j * np.pi * k * m / n)).sum()
    return out


@njit
def dft_jit(x):
    n = x.shape[0]
    out = np.zeros(n, dtype=np.complex128)
    for m in range(n):
        s = 0j
        for k in range(n):
            s += x[k] * np.exp(-2j * np.pi * k * m / n)
        out[m] = s
    return out


@njit
def mandelbrot_counts(c, iters):
    z = np.zeros(c.shape[0], dtype=np.complex128)
    counts = np.zeros(c.shape[0], dtype=np.int64)
    for _ in range(iters):
        z = z ** 2 + c
        for i in range(c.shape[0]):
            if abs(z[i]) <= 2.0:
                counts[i] += 1
    return counts


@njit
def jit_parts(z):
    return z.real.sum(), z.imag.max(), np.sqrt(z)[1], np.abs(z).sum(), (-z)[0], z.mean(), z.prod()


signal = np.array([1.0, 0.5, -0.25, 0.0, 0.75, -1.0, 0.25, 0.5])
spectrum = dft(signal)
print(spectrum)
print(np.abs(dft_jit(signal) - spectrum).max() < 1e-12)
print(np.abs(spectrum[:4]))

roots = np.exp(2j * np.pi * np.arange(5) / 5)
print(roots)
print(roots ** 5, roots.sum(), np.abs(roots.prod() - 1) < 1e-14)
print(np.log10(roots[1:3]), np.sqrt(-roots[:2]))

z = np.array([1 + 2j, 3 - 1j, -0.5j, 2.5 + 0j])
print(z.real, z.imag, z.real.dtype)
z.imag[3] = -4.0
z.real[:2] = z.real[:2] * 10
print(z, -z)
print(z.sum(), z.mean(), z.prod())
print(jit_parts(z))
print(z ** 2, z ** -1)
# Arrays order complex numbers by real part, then imaginary part.
w = np.array([10 + 3j, 30 - 1j, complex(0.0, np.nan), 1 + 0j])
print(z < w, z >= w, z == w, z != z[::-1], w > 0)
print(z ** 0.5)
print(np.abs(z), np.exp(z / 4), np.sin(z[:2]), np.cosh(z[2:]))

z32 = z.astype(np.complex64)
print(z32 * z32, z32.sum(), np.abs(z32), z32.real.dtype)
print(z32 ** 2)
print(np.sqrt(z32), np.exp(z32 / 8))

grid = np.linspace(-2.0, 0.5, 6) + 0.5j
print(mandelbrot_counts(grid, 30))

empty = np.zeros(0, dtype=np.complex128)
print(empty.sum(), empty.prod(), np.abs(empty), empty.real)
one = np.array([3 - 4j])
print(one.mean(), np.abs(one), one ** 2, one.imag)
