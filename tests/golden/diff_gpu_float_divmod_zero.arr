# Float // and % in a @cuda.jit kernel give zero results the sign Python and Numba give them: -3.0 % 3.0 is 0.0 (the divisor's sign), -0.25 // -2.5 is 0.0 and -0.0 // 0.5 is -0.0 (the quotient's); a phase wrapped into [0, period) and binned. Found by tests/diff.
import numpy as np
from numba import cuda


@cuda.jit
def wrap_phase(phase, period, wrapped, bins):
    i = cuda.grid(1)
    if i < phase.size:
        wrapped[i] = phase[i] % period
        bins[i] = phase[i] // -2.5


phase = np.array([-0.0, -3.0, 3.0, -4.5, -0.25, 7.5, 0.0])
wrapped = np.zeros(7)
bins = np.zeros(7)
wrap_phase[2, 4](phase, 3.0, wrapped, bins)
print(wrapped)
print(bins)
print(phase % 3.0, phase // -2.5)
