# Sliding windows without copies through numpy.lib.stride_tricks.as_strided
# (imported three ways): moving sums of a signal and 2x2 patches of an
# image, in host code and in @njit code; writing through a window changes
# the signal, since the windows share its memory.
import numpy as np
from numpy.lib.stride_tricks import as_strided
from numpy.lib import stride_tricks
from numba import njit


@njit
def moving_sum(x, w):
    n = x.shape[0] - w + 1
    v = as_strided(x, shape=(n, w), strides=(x.strides[0], x.strides[0]))
    out = np.zeros(n, dtype=x.dtype)
    for i in range(n):
        out[i] = v[i].sum()
    return out


@njit
def patches(img):
    r, c = img.shape
    s0, s1 = img.strides
    return as_strided(img, (r - 1, c - 1, 2, 2), (s0, s1, s0, s1))


def host_moving_mean(x, w):
    n = x.shape[0] - w + 1
    return np.lib.stride_tricks.as_strided(x, (n, w), (x.strides[0], x.strides[0])).mean(axis=1)


for x in (np.arange(10.0), np.arange(8, dtype=np.int32), np.array([0.5, -1.5, 2.25], dtype=np.float32)):
    print(moving_sum(x, 3), host_moving_mean(x, 2))
print(moving_sum(np.array([4.0]), 1))

img = np.arange(12).reshape(3, 4)
p = patches(img)
print(p.shape, p[1, 2])
print(p.sum(axis=3).sum(axis=2))
print(stride_tricks.as_strided(img, (2, 2), (img.strides[0] * 2, img.strides[1] * 2)))

sig = np.zeros(6)
win = as_strided(sig, (3, 2), (16, 8))
win[1, 0] = 9.0
win[2, 1] = -1.0
print(sig, win)
print(as_strided(sig, strides=(0,), shape=(4,)), as_strided(np.arange(3.0), (3, 3), (0, 8)))
