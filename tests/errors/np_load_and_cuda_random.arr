import numpy as np
import numba as nb
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32

@cuda.jit
def k(states, out):
    i = cuda.grid(1)
    out[i] = xoroshiro128p_uniform_float32(out, i)
    out[i] = xoroshiro128p_uniform_float32(states, 1.5)

a = np.load("data.npy")
b: nb.int64 = np.load("data.npy")
c: nb.float64[:] = np.load(3)
s = create_xoroshiro128p_states(8, seed=2.5)
t = create_xoroshiro128p_states(8)
u = xoroshiro128p_uniform_float32(create_xoroshiro128p_states(8, 1), 0)
out = np.zeros(8, dtype=np.float32)
k[1, 8](create_xoroshiro128p_states(8, 1), out)
# ERROR 9:14: cuda.random.xoroshiro128p_uniform_float32() needs the states from create_xoroshiro128p_states(), not array(float32, 1d, C)
# ERROR 10:14: cuda.random.xoroshiro128p_uniform_float32() needs an integer index, not float64
# ERROR 13:15: np.load() returns an array, but the annotation says int64
# ERROR 14:20: np.load() needs a path string, not int64
# ERROR 15:5: create_xoroshiro128p_states() needs an integer 'seed', not float64
# ERROR 16:5: create_xoroshiro128p_states() needs 'seed'
# ERROR 17:5: 'cuda.random.xoroshiro128p_uniform_float32' is only available in GPU code (kernels and device functions)
