# Negating and inverting 8-, 16- and 32-bit integers: NumPy keeps the dtype
# in host code; Numba computes in the value's own width and widens the
# result to 64 bits of the same signedness in @njit code and in kernels.
import numpy as np
from numba import njit, cuda


@njit
def invert_image(img):
    out = np.empty(img.shape, dtype=np.int64)
    for r in range(img.shape[0]):
        for c in range(img.shape[1]):
            out[r, c] = ~img[r, c]
    return out


@njit
def twos_complement_checksum(data):
    total = 0
    for b in data:
        total += -b
    return total & 0xFFFF


@njit
def flip_signs(samples):
    out = np.empty(samples.size, dtype=np.int64)
    for i in range(samples.size):
        out[i] = -samples[i]
    return out


@cuda.jit
def negate_kernel(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        dst[i] = -src[i]


img = np.array([[0, 17, 128], [200, 254, 255]], dtype=np.uint8)
print(invert_image(img))
packet = np.array([0x45, 0x00, 0x1C, 0xFF], dtype=np.uint8)
print(twos_complement_checksum(packet))
audio = np.array([-32768, -1, 0, 1, 32767], dtype=np.int16)
print(flip_signs(audio))
print(flip_signs(np.array([1, 2, 4000000000], dtype=np.uint32)))

levels = np.array([3, 250], dtype=np.uint16)
dst = np.zeros(2, dtype=np.uint16)
negate_kernel[1, 32](levels, dst)
print(dst)

# Host code: the NumPy scalar keeps its type, so it wraps again when mixed
# with a value of its own type.
pixel = np.uint8(7)
print(-pixel, ~pixel, -pixel + np.uint8(10), ~pixel + np.uint8(10))
print(-np.int16(3) * np.int16(20000), ~np.uint32(0))
