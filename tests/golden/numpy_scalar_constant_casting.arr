# Host code: a NumPy scalar made from a constant takes part in NumPy 1.24's
# value-based casting by its value, as a Python number does: a uint8 image
# times np.int8(-1) is int16 (-1 does not fit in uint8), plus np.int16(3)
# stays uint8 (3 does).
import numpy as np

img = np.array([[0, 17, 200], [255, 128, 3]], dtype=np.uint8)
neg = img * np.int8(-1)
print(neg, neg.dtype)
brighter = img + np.int16(3)
print(brighter, brighter.dtype)
wide = img + np.int16(300)
print(wide, wide.dtype)
print(np.minimum(img, np.int8(-1)).dtype, np.maximum(img, np.uint16(7)).dtype)
half = img * np.float32(0.5)
print(half, half.dtype)
levels = np.arange(4, dtype=np.int16)
print(levels * np.int64(2), (levels * np.int64(2)).dtype, (levels + np.int32(70000)).dtype)
