# plt.imsave of 3-D arrays: (H, W, 3) and (H, W, 4) of uint8 as they are,
# of floats in [0, 1] scaled by 255 and truncated as matplotlib does
# (in float32 for float32 arrays); an RGB picture gets an opaque alpha.
import numpy as np
import matplotlib.pyplot as plt

h, w = 4, 5
rgb = np.zeros((h, w, 3), dtype=np.uint8)
for i in range(h):
    for j in range(w):
        rgb[i, j, 0] = 60 * i
        rgb[i, j, 1] = 50 * j
        rgb[i, j, 2] = (i * w + j) * 12
plt.imsave("rgb.png", rgb)
img = plt.imread("rgb.png")
print(img.shape, img.dtype, np.round(img * 255).astype(np.int64).sum())
print((img * 255).astype(np.uint8)[1])

rgba = np.zeros((h, w, 4), dtype=np.uint8)
rgba[:, :, :3] = rgb
rgba[:, :, 3] = np.arange(h * w).reshape(h, w) * 13
plt.imsave("rgba.png", rgba)
img = plt.imread("rgba.png")
print(img.shape, np.round(img[:, :, 3] * 255).astype(np.int64).sum())
print((img * 255).astype(np.uint8)[0])

f64 = np.linspace(0.0, 1.0, h * w * 3).reshape(h, w, 3)
plt.imsave("f64.png", f64)
img = plt.imread("f64.png")
print((img * 255).astype(np.uint8)[2])

f32 = np.linspace(0.0, 1.0, h * w * 4).astype(np.float32).reshape(h, w, 4)
plt.imsave("f32.png", f32)
img = plt.imread("f32.png")
print((img * 255).astype(np.uint8)[3])
print(img.min(), img.max())

# Turned upside down, a uint8 RGBA array is a view that matplotlib hands
# to Pillow as it is, which refuses it.
plt.imsave("flipped.png", rgba, origin="lower")
