# np.minimum and np.maximum keep the dtype of their integer operands (int8, int16, uint8 ...) in host and @njit code, so later arithmetic wraps in that width; with -0.0 and 0.0, which compare equal, NumPy's minimum returns the second operand. Clamping 16-bit audio samples and 8-bit pixels. Found by tests/diff.
import numpy as np
from numba import njit


@njit
def clamp(samples, lo, hi):
    return np.minimum(np.maximum(samples, lo), hi)


audio = np.array([-32768, -100, 0, 12000, 32767], dtype=np.int16)
lo = np.full(5, -20000, dtype=np.int16)
hi = np.full(5, 20000, dtype=np.int16)
c = np.minimum(np.maximum(audio, lo), hi)
print(c, c.dtype, c * np.int16(2))
j = clamp(audio, lo, hi)
print(j, j.dtype, j * np.int16(2))
px = np.array([10, 200, 255], dtype=np.uint8)
brighter = np.maximum(px, np.array([50, 50, 50], dtype=np.uint8))
print(brighter.dtype, brighter + brighter)
a = np.array([-0.0, 0.0, -0.0, 1.5])
b = np.array([0.0, -0.0, 0.0, -1.5])
print(np.minimum(a, b), np.maximum(a, b))
