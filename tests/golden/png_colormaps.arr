# plt.imsave through matplotlib's colormaps, read back with plt.imread:
# the sums and pixels printed are matplotlib's own (the oracle runs
# matplotlib 3.6.3), so equal output is equal pixels. Values below vmin
# and above vmax take the under and over colours, NaN the transparent
# "bad" colour, +-inf the ends.
import numpy as np
import matplotlib.pyplot as plt
import matplotlib.image as mpimg

data = np.linspace(-0.25, 1.25, 48).reshape(6, 8)
data[2, 3] = np.nan
data[4, 5] = np.inf
data[5, 0] = -np.inf

names = ["gray", "viridis", "hot", "magma", "inferno", "plasma", "cividis", "jet", "Greys",
         "gray_r", "viridis_r", "turbo", "coolwarm", "Blues", "binary", "bone", "twilight",
         "tab10", "Set1", "RdBu_r", "Spectral", "hsv", "ocean_r", "afmhot_r", "gist_earth"]
for name in names:
    plt.imsave("map.png", data, cmap=name, vmin=0.0, vmax=1.0)
    img = plt.imread("map.png")
    px = np.round(img * 255).astype(np.int64)
    print(name, img.shape, img.dtype)
    print("  channel sums", px[:, :, 0].sum(), px[:, :, 1].sum(), px[:, :, 2].sum(), px[:, :, 3].sum())
    print("  pixels", px[0, :4], px[2, 3], px[4, 5], px[5, 0])

# matplotlib.image's functions are the same ones.
mpimg.imsave("image.png", data[:3, :3], cmap="hot", vmin=0.1, vmax=0.7)
print((mpimg.imread("image.png") * 255).astype(np.uint8)[:, :, 0])

# The default colormap is viridis; vmin and vmax default to the data's
# range, and a NaN in the data makes the whole picture "bad".
plt.imsave("default.png", np.arange(12.0).reshape(3, 4))
print((plt.imread("default.png") * 255).astype(np.uint8)[1])
plt.imsave("nan.png", data)
print(np.round(plt.imread("nan.png") * 255).astype(np.int64).sum())
