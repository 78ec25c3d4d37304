# Numba's CUDA target has no jitclass (the simulator, which runs Python,
# would accept this): an instance reaching a kernel is an error.
import numpy as np
from numba import cuda, float64
from numba.experimental import jitclass

@jitclass([('k', float64)])
class Scale:
    def __init__(self, k):
        self.k = k

@cuda.jit
def kern(s, out):
    i = cuda.grid(1)
    out[i] = s.k

out = np.zeros(4)
kern[1, 4](Scale(2.0), out)
print(out)
# ERROR 15:14: instances of 'Scale' are not available in GPU code
