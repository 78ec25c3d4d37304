# NumPy allows a ufunc 32 operands, its result included (NPY_MAXARGS), so a
# @vectorize function takes at most 31 arguments; 31 compile.
import numpy as np
from numba import vectorize


@vectorize
def fine(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30):
    return a0 + a30


@vectorize
def wide(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31):
    return a0 + a31


print(fine(np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2)))
print(wide(np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2), np.ones(2)))
# ERROR 13:1: a @vectorize function takes at most 31 arguments (NumPy's limit of 32 ufunc operands, the result included), not 32
