# divmod, // and % of unsigned and signed 64-bit integers (a byte count in
# uint64 split into pages of a signed size). Numba's divmod unifies uint64
# with a signed integer to float64, so it gives floats, while // and %
# convert both to int64; NumPy's scalars give floats for all three.
import numpy as np
from numba import njit


@njit
def pages(nbytes, page):
    full, rest = divmod(nbytes, page)
    return full, rest


@njit
def pages_int(nbytes, page):
    return nbytes // page, nbytes % page


@njit
def layout(sizes, page):
    out = np.zeros((sizes.size, 2))
    for i in range(sizes.size):
        q, r = divmod(sizes[i], page)
        out[i, 0] = q
        out[i, 1] = r
    return out


@njit
def narrow_divmod(a, b):
    return divmod(a, b)


print(pages(np.uint64(10000), np.int64(4096)), pages_int(np.uint64(10000), np.int64(4096)))
print(pages(np.int64(-10000), np.uint64(4096)), pages_int(np.int64(-10000), np.uint64(4096)))
print(pages(np.uint64(10000), np.uint64(4096)), pages(np.int64(10000), np.int64(-4096)))
print(layout(np.array([0, 4095, 4096, 12289], dtype=np.uint64), np.int64(4096)))
print(narrow_divmod(np.uint32(7), np.int32(-2)), narrow_divmod(np.int8(-7), np.uint8(2)))

nbytes = np.uint64(10000)
print(divmod(nbytes, np.int64(4096)), divmod(nbytes, np.uint64(4096)))
