import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, init_xoroshiro128p_states

@cuda.jit
def k(states):
    init_xoroshiro128p_states(states, 1)

states = create_xoroshiro128p_states(4, seed=1)
init_xoroshiro128p_states(np.zeros(4), 1)
init_xoroshiro128p_states(states, 1.5)
k[1, 1](states)
# ERROR 10:27: cuda.random.init_xoroshiro128p_states() needs the states from create_xoroshiro128p_states(), not array(float64, 1d, C)
# ERROR 11:35: cuda.random.init_xoroshiro128p_states() needs an integer seed, not float64
# ERROR 7:5: 'cuda.random.init_xoroshiro128p_states' is not available in GPU code (kernels and device functions); GPU code may use scalar arithmetic, math, arrays passed as arguments and the cuda API
