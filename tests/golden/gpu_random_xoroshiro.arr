# GPU: numba.cuda.random: create_xoroshiro128p_states, per-thread xoroshiro128p_uniform_float64 and _float32 draws; a second launch continues the sequences. Printed rounded.
import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32, xoroshiro128p_uniform_float64


@cuda.jit
def draw(rng_states, out64, out32):
    i = cuda.grid(1)
    if i < out64.shape[0]:
        for k in range(out64.shape[1]):
            out64[i, k] = xoroshiro128p_uniform_float64(rng_states, i)
            out32[i, k] = xoroshiro128p_uniform_float32(rng_states, i)


threads = 8
states = create_xoroshiro128p_states(threads, seed=42)
out64 = np.zeros((threads, 3))
out32 = np.zeros((threads, 3), dtype=np.float32)
draw[1, threads](states, out64, out32)
for i in (0, 1, 7):
    print(i, f"{out64[i, 0]:.6f} {out64[i, 1]:.6f} {out64[i, 2]:.6f} | {out32[i, 0]:.6f} {out32[i, 2]:.6f}")
print("in [0, 1):", np.all(out64 >= 0.0) and np.all(out64 < 1.0), np.all(out32 >= 0.0) and np.all(out32 < 1.0))

# a second launch continues each thread's sequence
again = np.zeros((threads, 3))
draw[2, 4](states, again, out32)
print(f"{again[0, 0]:.6f} {again[7, 2]:.6f}", "differs from the first draws:", np.all(again != out64))
