# Numba's np.linalg takes float and complex matrices of two dimensions in
# jitted code, of one dtype, and neither string orders nor the keyword
# arguments host code has; arrc reports each in Numba's words. Stacks of
# matrices (three dimensions) are not supported anywhere.
import numpy as np
from numba import njit


@njit
def use(a, v, x3):
    p = np.linalg.inv(np.array([[1, 2], [3, 4]]))
    q = np.linalg.det(v)
    r = np.linalg.solve(a, v.astype(np.float32))
    s = np.linalg.norm(a, 'fro')
    t = np.linalg.qr(a, 'complete')
    u = np.linalg.eigh(a, 'U')
    return p, q, r, s, t, u


use(np.ones((2, 2)), np.ones(2), np.ones((2, 2, 2)))
print(np.linalg.inv(np.ones((2, 2, 2))))
print(np.linalg.svd(np.ones((2, 2)), compute_uv=np.ones(2)[0] > 0))
# ERROR 11:9: np.linalg.inv() only supported on float and complex arrays.
# ERROR 12:9: np.linalg.det() only supported on 2-D arrays.
# ERROR 13:9: np.linalg.solve() only supports inputs that have homogeneous dtypes.
# ERROR 14:9: np.linalg.norm() takes no string order in jitted code
# ERROR 15:9: np.linalg.qr() takes only the array in jitted code
# ERROR 16:9: np.linalg.eigh() takes only the array in jitted code
# ERROR 21:7: np.linalg.inv() supports arrays of 1 or 2 dimensions in arrc, not stacks of matrices
# ERROR 22:7: svd()'s compute_uv must be a constant True or False in arrc
