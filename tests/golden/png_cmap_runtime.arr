# A colormap name known only when the program runs is checked then, with
# matplotlib's ValueError, which lists the valid names; so is vmin > vmax.
import numpy as np
import matplotlib.pyplot as plt

field = np.arange(6.0).reshape(2, 3)
try:
    plt.imsave("f.png", field, vmin=5.0, vmax=1.0)
except ValueError as e:
    print("ValueError:", e)
for name in ["hot", "Hot"]:
    plt.imsave("f.png", field, cmap=name)
    print(name, np.round(plt.imread("f.png") * 255).astype(np.int64)[1, 2])
