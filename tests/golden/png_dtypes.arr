# plt.imsave of 2-D arrays of every dtype: matplotlib normalises integers
# of up to 16 bits, bools and float32 in float32 and the others in
# float64, which decides rounding at the colormap's boundaries; constant
# arrays map to the first colour; origin='lower' turns the picture upside
# down.
import numpy as np
import matplotlib.pyplot as plt


def show(label):
    img = plt.imread("p.png")
    px = np.round(img * 255).astype(np.int64)
    print(label, img.shape, px[:, :, 0].sum(), px[:, :, 1].sum(), px[:, :, 2].sum())
    print("  ", px[-1, :, 1], px[:, 0, 0])


base = np.arange(30).reshape(5, 6) * 97 - 400
plt.imsave("p.png", (base % 251 - 125).astype(np.int8), cmap="magma")
show("int8")
plt.imsave("p.png", (base * 3).astype(np.int16), cmap="viridis")
show("int16")
plt.imsave("p.png", (base * 1000003).astype(np.int32), cmap="plasma")
show("int32")
plt.imsave("p.png", base.astype(np.int64) * 123456789012, cmap="inferno")
show("int64")
plt.imsave("p.png", (base % 256).astype(np.uint8), cmap="gray")
show("uint8")
plt.imsave("p.png", (base + 400).astype(np.uint16) * 17, cmap="jet")
show("uint16")
plt.imsave("p.png", (base / 7.0).astype(np.float32), cmap="cividis")
show("float32")
plt.imsave("p.png", base / 7.0, cmap="turbo")
show("float64")
plt.imsave("p.png", base % 3 == 0, cmap="binary")
show("bool")
plt.imsave("p.png", base, cmap="hot", vmin=-100, vmax=2000)
show("int vmin/vmax")
plt.imsave("p.png", (base / 3.0).astype(np.float32), cmap="hot", vmin=0.1, vmax=700.3)
show("float32 clim")
plt.imsave("p.png", (base % 256).astype(np.uint8), cmap="gray", vmin=10, vmax=200)
show("uint8 clim")
plt.imsave("p.png", base / 7.0, cmap="coolwarm", vmin=0.0)
show("vmin only")
plt.imsave("p.png", base / 7.0, cmap="coolwarm", vmax=100.5)
show("vmax only")
plt.imsave("p.png", np.full((5, 6), 3.5), cmap="viridis")
show("constant")
plt.imsave("p.png", np.full((5, 6), 3.5), cmap="viridis", vmin=3.5, vmax=3.5)
show("constant clim")
plt.imsave("p.png", base, cmap="viridis", origin="lower")
show("origin lower")
plt.imsave("p.png", base, cmap="viridis", origin="upper")
show("origin upper")
plt.imsave("p.png", (base / 7.0)[::2, 1::2].T, cmap="magma")
show("view")
plt.imsave("p.png", base, cmap="bone", format="png")
show("format")
plt.imsave("p.png", base, cmap="bone", dpi=72)
show("dpi")

# Values on the boundaries between colours: float32 data is normalised in
# float32, which picks other colours than float64 arithmetic would.
lo, hi = -1.3319120407104492, 2.2725071815659197
edges = (lo + np.arange(30) / 256.0 * (hi - lo)).astype(np.float32).reshape(5, 6)
plt.imsave("p.png", edges, cmap="gray", vmin=lo, vmax=hi)
show("float32 edges")
plt.imsave("p.png", edges.astype(np.float64), cmap="gray", vmin=lo, vmax=hi)
show("float64 edges")
