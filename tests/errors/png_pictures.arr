# plt.imsave and plt.imread refuse, when compiling, what matplotlib would
# refuse for reasons the types and constants show: a 1-D array, a
# colormap name matplotlib does not have (its message lists the names),
# a 3-D array of another dtype than uint8 or floats, a complex array,
# another file format than PNG, and arguments of the wrong types.
import numpy as np
import matplotlib.pyplot as plt
import matplotlib.image as mpimg

line = np.zeros(5)
square = np.zeros((4, 4))
plt.imsave("line.png", line)
plt.imsave("a.png", square, cmap="virdis")
plt.imsave("b.png", np.zeros((2, 2, 3), dtype=np.int64))
mpimg.imsave("c.png", square + 1j)
plt.imsave("d.jpg", square)
plt.imsave("e.png", square, format="tiff")
plt.imsave("f", square)
plt.imsave("g.png", square, vmin="low")
plt.imsave("h.png", square, cmap=3)
plt.imsave(7, square)
img = plt.imread("i.png", format="jpeg")
cube = plt.imread("j.png")
print(cube[0, 0, 0, 0])
# ERROR 12:24: imsave() needs a 2-D array (values mapped through cmap) or a 3-D one (RGB or RGBA pixels), not a 1-D array
# ERROR 13:34: 'virdis' is not a valid value for cmap; supported values are 'Accent', 'Accent_r', 'Blues', 'Blues_r',
# ERROR 14:21: Image RGB array must be uint8 or floating point; found int64
# ERROR 15:23: imsave() cannot map complex values to colours
# ERROR 16:1: imsave() writes PNG files only in arrc, not 'jpg' (name the file .png or pass format='png')
# ERROR 17:1: imsave() writes PNG files only in arrc, not 'tiff'
# ERROR 18:12: unknown file extension:
# ERROR 19:34: imsave() needs a number or None as vmin=, not unicode_type
# ERROR 20:34: imsave() needs a string or None as cmap=, not int64
# ERROR 21:12: imsave() needs a file name string, not int64
# ERROR 22:34: imread() reads PNG files only in arrc, not 'jpeg'
# ERROR 23:8: imread() returns a 2-D array (a grayscale picture) or a 3-D one (RGB or RGBA), but the program uses it as
