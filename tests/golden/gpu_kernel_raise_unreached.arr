# A kernel whose device functions check their input (raise, assert) and
# loop with a step passed in: checks that never fire. Their PTX must not
# call into the host runtime (on the GPU a raise ends the thread, as in
# Numba CUDA without debug=True); the CPU path and Numba's simulator would
# raise.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def strided_sum(a, start, step):
    if step <= 0:
        raise ValueError("step must be positive")
    s = 0.0
    for j in range(start, a.size, step):
        s += a[j]
    return s


@cuda.jit(device=True)
def checked_ratio(x, y):
    assert y != 0.0, "zero denominator"
    return x / y


@cuda.jit
def partial_sums(a, step, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = checked_ratio(strided_sum(a, i, step), len(range(i, a.size, step)))


a = np.arange(20, dtype=np.float64) ** 2
out = np.zeros(4)
partial_sums[1, 4](a, 4, out)
print(out)
partial_sums[1, 4](a, 3, out)
print(out)
