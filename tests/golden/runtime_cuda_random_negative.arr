# GPU run-time error: create_xoroshiro128p_states with a negative count is NumPy's ValueError, after the output before it.
import sys
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states

n = len(sys.argv) - 2
print("making", n)
states = create_xoroshiro128p_states(n, seed=1)
print("not reached")
