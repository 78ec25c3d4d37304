# np.load takes its type from the variable's annotation (§6.7); the
# numba.cuda.random generators are typed as Numba types them (§6.8).
import numpy as np
import numba as nb
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32
from numba.cuda.random import xoroshiro128p_normal_float64

# IR: func draw(states: array(xoroshiro128p, 1d, C), out: array(float32, 1d, C), out2: array(float64, 1d, C)) -> void [kernel] {
@cuda.jit
def draw(states, out, out2):
    i = cuda.grid(1)
    if i < out.size:
        # IR: float32 = call
        out[i] = xoroshiro128p_uniform_float32(states, i)
        # IR: float64 = call
        out2[i] = xoroshiro128p_normal_float64(states, i)

n = 8
# IR: array(xoroshiro128p, 1d, C, device) = call
states = create_xoroshiro128p_states(n, seed=1)
out = np.zeros(n, dtype=np.float32)
out2 = np.zeros(n)
draw[1, n](states, out, out2)
print(bool(out.min() >= 0.0), bool(out.max() < 1.0))

np.save("files_and_cuda_random.npy", np.arange(6, dtype=np.int32).reshape(2, 3))
# IR: array(int32, 2d, C) = call
a: nb.int32[:, :] = np.load("files_and_cuda_random.npy")
print(a)
