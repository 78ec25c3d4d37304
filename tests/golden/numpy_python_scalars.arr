# NumPy 1.24's rule for Python scalars in host code (value-based casting): a
# uint8 image times 2 stays uint8 (and wraps), times 300 becomes uint16,
# minus 1 int16; float32 data times 0.5 stays float32 and compares with 0.1
# in float32; a variable scalar stands for the array's dtype. Jitted code
# keeps Numba's typing (uint8 array * 2 is int64).
import numpy as np
from numba import njit

img = np.array([[200, 100, 15], [0, 255, 128]], dtype=np.uint8)
print(img * 2, (img * 2).dtype)
print(img + 60, 255 - img, img // 3, img % 7, (img + 60).dtype)
print(img * 300, (img * 300).dtype, (img - 1).dtype, (img * -1).dtype, img * -1)
print(img > 150, img == 200, img > 300, img > -1)
print((img / 2).dtype, (img ** 2).dtype, img ** 2, (img << 1).dtype, img << 1)

gain = 3
print(img * gain, (img * gain).dtype, (img + gain).dtype)
offset = 0.5
print(img * offset, (img * offset).dtype)

samples = np.array([0.1, 0.2, 0.3, 1e-3], dtype=np.float32)
print(samples * 2.0, (samples * 2.0).dtype, samples + 0.1, samples * 3)
print(samples == 0.1, samples > 0.1, samples < 0.3, samples >= offset)
print((samples * 1e300).dtype, (samples * 100000).dtype, (samples * 65535).dtype, (samples - 32769).dtype)
print((samples * (2 + 1j)).dtype, (samples / 3).dtype, (samples ** 2).dtype, samples ** 2)
scale = 0.25
scaled = samples * scale
print(scaled, scaled.dtype)
samples += 0.1
print(samples, samples.dtype)

audio = np.array([1000, -2000, 30000], dtype=np.int16)
print(audio * 2, (audio * 2).dtype, (audio * 40000).dtype, (audio + 1.5).dtype, audio * 40000)
print((audio // 7).dtype, (audio & 0xFF).dtype, audio & 0xFF, (audio >> 2).dtype)

i8 = np.array([1, -2, 100], dtype=np.int8)
print((i8 + 127).dtype, (i8 + 128).dtype, (i8 * 2.5).dtype, (i8 - 129).dtype, i8 + 128)
u16 = np.array([1, 65535], dtype=np.uint16)
print((u16 * 70000).dtype, (u16 - 1).dtype, (u16 * -1).dtype, u16 * -1)
u32 = np.array([7, 4000000000], dtype=np.uint32)
print((u32 + 1).dtype, (u32 * -1).dtype, u32 * -1)
u64 = np.array([3, 2 ** 40], dtype=np.uint64)
print((u64 + 1).dtype, (u64 - 1).dtype, (u64 * -1).dtype, u64 * -1)
i64 = np.array([5, -6])
print((i64 * 2).dtype, (i64 * 2.0).dtype, (i64 / 2).dtype, i64 * 3 ** 30)
flags = np.array([True, False, True])
print(flags * 2, (flags * 2).dtype, (flags + True).dtype, (flags * 1.5).dtype, flags & True, flags // True)
c64 = np.array([1 + 2j, 3 - 1j], dtype=np.complex64)
print((c64 * 2).dtype, (c64 * 2.5).dtype, (c64 * 1j).dtype, (c64 * 100000).dtype, (c64 * 1e300).dtype)
a32 = np.array([3, 4], dtype=np.int32)
print((a32 * np.float32(0.5)).dtype, (a32 + np.int64(7)).dtype, (a32 + samples[:2]).dtype)
print((img * img[0, 0]).dtype, (samples * samples[0]).dtype, (np.arange(2) + np.ones(2, dtype=np.float32)).dtype)
print(np.uint64(3) + 1, np.uint64(10) // 3, np.uint64(7) * 2, np.float32(1.5) * 2, np.float32(1.5) * np.float32(2))

# NumPy's functions promote their scalars the same way.
print(np.maximum(img, 100), np.maximum(img, 100).dtype, np.minimum(samples, 0.2).dtype, np.clip(img, 10, 150).dtype)
print(np.clip(img, -1, 300), np.clip(img, -1, 300).dtype, np.where(img > 100, img, 0).dtype, np.power(samples, 2).dtype)
print(np.where(samples > 0.25, samples, 0.0).dtype, np.maximum(audio, gain).dtype, np.clip(img, gain, 150))

# Integer arrays with two operands: np.promote_types.
print((img + audio).dtype, (i8 + img).dtype, (u64 + i64).dtype, (audio / audio).dtype, (a32 * samples[:2]).dtype)


@njit
def jitted(image, data):
    return image * 2, image + 1, data * 2.0, data == 0.1


j1, j2, j3, j4 = jitted(img, np.array([0.1, 0.5], dtype=np.float32))
print(j1, j1.dtype, j2.dtype, j3.dtype, j4)
