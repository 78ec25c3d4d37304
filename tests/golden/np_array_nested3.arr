# np.array of lists nested three (and four) deep, in host code and @njit:
# a stack of small images, RGB pixels, several dtypes, dtype=, empty
# innermost lists, a one-element stack.
import numpy as np
from numba import njit


@njit
def stack_jit():
    return np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])


@njit
def pixels_jit():
    img = np.array([[[255.0, 0.0, 0.0], [0.0, 255.0, 0.0]], [[0.0, 0.0, 255.0], [128.0, 128.0, 128.0]]])
    return img.mean(), img.shape


cube = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8.5]]])
print(cube, cube.shape, cube.dtype)
print(stack_jit(), stack_jit().sum(axis=0))
print(pixels_jit())
frames = [[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]]
video = np.array(frames, dtype=np.float32)
print(video.shape, video.dtype, video[1], video.sum())
flags = np.array([[[True, False]], [[False, True]]])
print(flags, flags.dtype, flags.shape)
print(np.array([[[1]]]), np.array([[[1]]]).shape, np.array([[[1, 2, 3]]], dtype=np.int8).dtype)
print(np.array([[[]]]).shape, np.array([[[], []]]).shape)
print(np.array([[[1j, 2], [3, 4]]]))
hyper = np.array([[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]])
print(hyper.shape, hyper[0, 1, 1, 0], hyper.ravel())
