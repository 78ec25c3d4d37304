# Mirroring and rotating a small image with np.flip, np.fliplr, np.flipud
# and np.rot90: the results are views, so writing through one changes the
# image (tested in host code and in @njit code); several dtypes, empty and
# one-pixel images, axis= and axes= in host code, a 3-d stack of images.
import numpy as np
from numba import njit


@njit
def mirror_all(img):
    return np.flip(img), np.fliplr(img), np.flipud(img)


@njit
def rotations(img):
    return np.rot90(img), np.rot90(img, 2), np.rot90(img, 3), np.rot90(img, -1), np.rot90(img, 4)


@njit
def mark_corner(img):
    # The view's first pixel is the image's last one.
    v = np.flip(img)
    v[0, 0] = 99
    r = np.rot90(img)
    r[0, 0] = -7
    return v.sum(), r[0, 0]


@njit
def flip_1d(signal):
    return np.flip(signal), np.flipud(signal)


def show(title, arrays):
    print(title)
    for a in arrays:
        print(a.dtype, a.shape)
        print(a)


img = np.arange(12).reshape(3, 4)
show("njit mirrors", mirror_all(img))
show("njit rotations", rotations(img))
show("host mirrors", (np.flip(img), np.fliplr(img), np.flipud(img), np.flip(img, axis=1), np.flip(img, -2)))
show("host rotations", (np.rot90(img), np.rot90(img, k=2), np.rot90(img, 1, axes=(1, 0)), np.rot90(img, -3)))

# Views share the image's memory.
print(mark_corner(img))
print(img)
v = np.fliplr(img)
v[1, 0] = 1000
u = np.rot90(img, k=3)
u[:, 0] = 0
print(img)

for dt in (np.int32, np.float64, np.float32, np.bool_):
    pic = (np.arange(6).reshape(2, 3) % 4).astype(dt)
    show(str(dt.__name__), mirror_all(pic))
    show("rotated", rotations(pic))
    show("host " + str(dt.__name__), (np.flip(pic), np.rot90(pic, 3), np.flipud(pic)))

# Edge cases: empty and one-element images, 1-d signals.
empty = np.zeros((0, 3))
one = np.array([[5.5]])
show("empty", mirror_all(empty))
show("empty rotated", rotations(empty))
show("one", mirror_all(one))
show("one rotated", rotations(one))
sig = np.array([1.0, -2.0, 3.5])
show("1-d", flip_1d(sig))
show("host 1-d", (np.flip(sig), np.flipud(sig), np.flip(np.zeros(0))))

# A stack of two 2x3 images: rotate each image (axes 1 and 2).
stack = np.arange(12.0).reshape(2, 2, 3)
show("stack", (np.rot90(stack, axes=(1, 2)), np.flip(stack, axis=0), np.flip(stack)))
print(np.rot90(stack, axes=(1, 2)).shape, rotations(stack)[0].shape)

# An image made by a loop, then mirrored into a symmetric pattern.
half = np.zeros((4, 4), dtype=np.int64)
for i in range(4):
    for j in range(4):
        half[i, j] = (i * 4 + j) % 5
whole = np.zeros((4, 8), dtype=np.int64)
whole[:, :4] = half
whole[:, 4:] = np.fliplr(half)
print(whole)
print((whole == np.fliplr(whole)).all())
