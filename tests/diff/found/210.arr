# diff: seed 210 (switch gpu_runtime_calls): int ** int and round() in GPU code (kernels, target='cuda' ufuncs) call arrc_pow_i64 / arrc_round_f64, which PTX cannot resolve: ptxas rejects the PTX (a GPU could not load it); the CPU path prints the right numbers
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [ 0  1  5 10 18]
# diff:   [ 0  1  8 27 64]
# diff: arrc:
# diff:   arrc: warning: /usr/local/cuda/bin/ptxas rejected the PTX for sm_75; the program will JIT the PTX instead:
# diff:     ptxas fatal   : Unresolved extern function 'arrc_pow_i64'
# diff:   [ 0  1  5 10 18]
# diff:   [ 0  1  8 27 64]
import numpy as np
from numba import cuda, vectorize


@cuda.jit
def powers(n, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = n[i] ** 2 + round(n[i] * 0.4)


@vectorize(['int64(int64)'], target='cuda')
def cube(x):
    return x ** 3


n = np.arange(5)
out = np.zeros(5, dtype=np.int64)
powers[1, 8](n, out)
print(out)
print(cube(n))
