# Benchmark "stencil_heat": Numba's @stencil page (numba/docs/source/user/
# stencil.rst) applied to heat diffusion, the 2-D 5-point stencil written
# with relative indexing, on a 4000 x 4000 float64 grid for 20 time steps,
# each step a call of the stencil that allocates its output (border 0), as
# programs write it. Timed from @njit(parallel=True), where Numba turns the
# stencil into a parallel loop (arrc: a prange over the rows), and from
# plain @njit as stencil_heat_serial.
# Timing as in bench/RESULTS.md: one warm-up call (Numba compiles there), then
# R timed calls with time.perf_counter(); prints the medians and a checksum.
# Run: python3 bench/stencil_heat.arr [R]   or   arrc bench/stencil_heat.arr -o s && ./s [R]
import sys
import time
import numpy as np
from numba import njit, stencil


@stencil
def heat5(u):
    return u[0, 0] + 0.1 * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1] - 4.0 * u[0, 0])


@njit(parallel=True)
def diffuse(u, steps):
    for _ in range(steps):
        u = heat5(u)
    return u


@njit
def diffuse_serial(u, steps):
    for _ in range(steps):
        u = heat5(u)
    return u


@njit
def initial(n):
    u = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            u[i, j] = ((i * 131 + j * 71) % 256) / 255.0
    return u


@njit
def checksum(u):
    # a sequential sum, so that the C version can reproduce it bit for bit
    s = 0.0
    for i in range(u.shape[0]):
        for j in range(u.shape[1]):
            s += u[i, j]
    return s


def median(ts):
    # selection sort of a copy by hand
    a = []
    for t in ts:
        a.append(t)
    n = len(a)
    for i in range(n):
        m = i
        for k in range(i + 1, n):
            if a[k] < a[m]:
                m = k
        x = a[i]
        a[i] = a[m]
        a[m] = x
    if n % 2 == 1:
        return a[n // 2]
    return (a[n // 2 - 1] + a[n // 2]) / 2.0


R = 5
if len(sys.argv) > 1:
    R = int(sys.argv[1])

N = 4000
STEPS = 20
u0 = initial(N)

out = diffuse(u0, STEPS)                      # warm-up (JIT compilation)
times = []
for r in range(R):
    t0 = time.perf_counter()
    out = diffuse(u0, STEPS)
    times.append(time.perf_counter() - t0)

out_serial = diffuse_serial(u0, STEPS)        # warm-up
times_serial = []
for r in range(R):
    t0 = time.perf_counter()
    out_serial = diffuse_serial(u0, STEPS)
    times_serial.append(time.perf_counter() - t0)

print(f"BENCH stencil_heat seconds={median(times):.6f}")
print(f"BENCH stencil_heat_serial seconds={median(times_serial):.6f}")
print(f"CHECK stencil_heat sum={checksum(out):.17g} mid={out[N // 2, N // 2]:.17g} serial_sum={checksum(out_serial):.17g}")
