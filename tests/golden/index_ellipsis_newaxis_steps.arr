# Basic indexing beyond integers and plain slices: `...` (Ellipsis) at
# either end or alone, None / np.newaxis anywhere in a host subscript
# (Numba 0.56 rejects None in jitted code), negative steps on every axis
# of N-D arrays, and empty slices; views made with `...` write through.
import numpy as np
from numba import njit


@njit
def last_channel(img):
    return img[..., -1]


@njit
def first_plane(vol):
    return vol[0, ...]


@njit
def fill_edges(a, v):
    a[..., 0] = v
    a[..., -1] = v
    return a


@njit
def flipped(a):
    return a[::-1, ::-2]


@njit
def window(a, hi, lo):
    return a[hi:lo:-1]


def outer_sum(x, y):
    return x[:, None] + y[None, :]


img = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
print(last_channel(img))
print(last_channel(img.astype(np.float64)))
print(first_plane(img))
print(img[...])
print(img[..., 1, ::-1])
print(img[1, ..., 2])
print(fill_edges(np.zeros((3, 4)), 9.0))
print(fill_edges(np.ones(3, dtype=np.int64), -1))
print(flipped(np.arange(12).reshape(3, 4)))
print(flipped(np.arange(12.0).reshape(4, 3)))
print(window(np.arange(8), 5, 1))
print(window(np.arange(8.0), 1, 5))
print(window(np.arange(8, dtype=np.float32), -1, -4))

a = np.arange(10)
print(a[::-2], a[5:1:-1], a[-1:-4:-1], a[2:2], a[8:2], a[::-1][:0])
m = np.arange(12).reshape(3, 4)
print(m[::-1], m[:, ::-1], m[2:0:-1, 3:0:-2], m[1:1], m[:, 4:])
print(m[1:1].shape, m[:, 4:].shape)
print(outer_sum(np.array([1, 2, 3]), np.array([10, 20])))
print(m[:, None].shape, m[None, :, None].shape, m[..., None].shape, m[None].shape)
print(m[np.newaxis, 1, :])
print(m[:, np.newaxis, 2])
print(a[None, ::3])
v = m[..., 1:3]
v[...] = 0
print(m)
row = m[1, ...]
row[::2] = 7
print(m)
print(np.arange(1.0)[...], np.zeros((0, 3))[..., 1])
