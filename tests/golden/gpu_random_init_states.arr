# GPU: numba.cuda.random.init_xoroshiro128p_states re-seeds generator states
# in place: a Monte Carlo estimate of pi run twice from the same seed gives
# the same count, a new seed other draws, and subsequence_start skips whole
# generators (state i of subsequence_start=2 is state i + 2 of 0). A 1-state
# array and a grid not divisible by the block size.
import numpy as np
from numba import cuda
from numba.cuda.random import (create_xoroshiro128p_states, init_xoroshiro128p_states,
                               xoroshiro128p_uniform_float64)


@cuda.jit
def count_inside(states, draws, hits):
    i = cuda.grid(1)
    if i < hits.size:
        n = 0
        for _ in range(draws):
            x = xoroshiro128p_uniform_float64(states, i)
            y = xoroshiro128p_uniform_float64(states, i)
            if x * x + y * y <= 1.0:
                n += 1
        hits[i] = n


@cuda.jit
def first_draws(states, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = xoroshiro128p_uniform_float64(states, i)


threads = 50
states = create_xoroshiro128p_states(threads, seed=2024)
hits = np.zeros(threads, dtype=np.int64)
count_inside[(threads + 15) // 16, 16](states, 200, hits)
first = hits.sum()
print("pi ~", round(4.0 * first / (threads * 200), 3))

init_xoroshiro128p_states(states, 2024)
count_inside[(threads + 15) // 16, 16](states, 200, hits)
print("same seed, same count:", hits.sum() == first)

init_xoroshiro128p_states(states, seed=99)
count_inside[(threads + 15) // 16, 16](states, 200, hits)
print("new seed:", hits.sum(), hits.sum() != first)

a = np.zeros(8)
b = np.zeros(6)
init_xoroshiro128p_states(states, 5)
first_draws[1, 8](states, a)
init_xoroshiro128p_states(states, 5, subsequence_start=2)
first_draws[1, 8](states, b)
print(np.round(a, 8))
print("skips two generators:", np.array_equal(a[2:], b))

one = create_xoroshiro128p_states(1, seed=0)
init_xoroshiro128p_states(one, 7, 0)
c = np.zeros(1)
first_draws[1, 1](one, c)
fresh = create_xoroshiro128p_states(1, seed=7)
d = np.zeros(1)
first_draws[1, 1](fresh, d)
print("one state:", c[0] == d[0], round(c[0], 8))
