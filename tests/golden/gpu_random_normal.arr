# GPU: numba.cuda.random normal draws (float32 and float64: Box-Muller from two float32 uniforms), subsequence_start, a one-state array, and the Monte Carlo estimate of pi from Numba's documentation, reduced on the host. Printed rounded.
import numpy as np
from numba import cuda
from numba.cuda.random import (create_xoroshiro128p_states, xoroshiro128p_normal_float32,
                               xoroshiro128p_normal_float64, xoroshiro128p_uniform_float32)


@cuda.jit
def normals(rng_states, out64, out32):
    i = cuda.grid(1)
    if i < out64.shape[0]:
        out64[i] = xoroshiro128p_normal_float64(rng_states, i)
        out32[i] = xoroshiro128p_normal_float32(rng_states, i)


@cuda.jit
def inside_circle(rng_states, iterations, counts):
    i = cuda.grid(1)
    if i >= counts.shape[0]:
        return
    inside = 0
    for k in range(iterations):
        x = xoroshiro128p_uniform_float32(rng_states, i)
        y = xoroshiro128p_uniform_float32(rng_states, i)
        if x * x + y * y <= 1.0:
            inside += 1
    counts[i] = inside


n = 10
states = create_xoroshiro128p_states(n, seed=7, subsequence_start=3)
out64 = np.zeros(n)
out32 = np.zeros(n, dtype=np.float32)
normals[4, 3](states, out64, out32)
for i in (0, 5, 9):
    print(i, f"{out64[i]:.6f} {out32[i]:.5f}")

# subsequence_start=3 makes generator 0 equal generator 3 of a fresh start
fresh = create_xoroshiro128p_states(n + 3, seed=7)
again64 = np.zeros(n + 3)
again32 = np.zeros(n + 3, dtype=np.float32)
normals[1, n + 3](fresh, again64, again32)
print("same streams:", np.all(again64[3:] == out64), np.all(again32[3:] == out32))

one = create_xoroshiro128p_states(1, seed=123)
single64 = np.zeros(1)
single32 = np.zeros(1, dtype=np.float32)
normals[1, 1](one, single64, single32)
print(f"one state: {single64[0]:.6f} {single32[0]:.5f}")

threads = 64
blocks = 3
pi_states = create_xoroshiro128p_states(threads * blocks, seed=1)
counts = np.zeros(threads * blocks, dtype=np.int64)
inside_circle[blocks, threads](pi_states, 500, counts)
print("pi ~", f"{4.0 * counts.sum() / (threads * blocks * 500):.4f}", counts[0], counts[191])
