# Principal component analysis of a small data set two ways: the SVD of
# the centred data (np.linalg.svd, LAPACK's gesdd) and the eigenvectors of
# the covariance matrix (np.linalg.eigh, syevd), in host code and in @njit
# code; the explained variance, a projection onto the first component, and
# svd's full_matrices=False and compute_uv=False forms; float32 and complex
# inputs, a 1x1 matrix, and eigh's UPLO='U'.
import numpy as np
from numba import njit

data = np.array([
    [2.5, 2.4, 0.5],
    [0.5, 0.7, 1.5],
    [2.2, 2.9, 0.4],
    [1.9, 2.2, 0.9],
    [3.1, 3.0, 0.1],
    [2.3, 2.7, 0.7],
    [2.0, 1.6, 1.1],
    [1.0, 1.1, 1.6],
])
mean = data.mean(axis=0)
centred = data - mean

u, s, vt = np.linalg.svd(centred, full_matrices=False)
print(u.shape, s.shape, vt.shape)
print("singular values", s)
print("components")
print(vt)
var = s * s / (data.shape[0] - 1)
print("explained variance ratio", var / var.sum())
print("projection", centred @ vt[0])

uf, sf, vtf = np.linalg.svd(centred)
print(uf.shape, sf.shape, vtf.shape)
print(np.linalg.svd(centred, compute_uv=False))

cov = centred.T @ centred / (data.shape[0] - 1)
w, v = np.linalg.eigh(cov)
print("eigenvalues", w)
print("eigenvectors")
print(v)
print(np.linalg.eigvalsh(cov))
wu, vu = np.linalg.eigh(cov, UPLO='U')
print(wu)
print(np.linalg.eigvalsh(cov, 'U'))


@njit
def pca(c):
    w, v = np.linalg.eigh(c)
    return w[::-1], v[:, ::-1]


@njit
def svd_jit(x, full):
    return np.linalg.svd(x, full)


wj, vj = pca(cov)
print(wj)
print(vj)
uj, sj, vtj = svd_jit(centred, False)
print(sj)
print(vtj)
print(svd_jit(centred, True)[0].shape)

# float32: single-precision results.
w32, v32 = np.linalg.eigh(cov.astype(np.float32))
print(w32.dtype, v32.dtype, [f"{t:.4f}" for t in w32])
s32 = np.linalg.svd(centred.astype(np.float32), compute_uv=False)
print(s32.dtype, [f"{t:.4f}" for t in s32])
wj32, vj32 = pca(cov.astype(np.float32))
print(wj32.dtype, [f"{t:.4f}" for t in wj32])

# A Hermitian matrix: real eigenvalues, complex eigenvectors.
h = np.array([[2.0, 1.0 - 1.0j], [1.0 + 1.0j, 3.0]])
wh, vh = np.linalg.eigh(h)
print(wh, wh.dtype)
print(vh)
print(np.linalg.svd(h, compute_uv=False))
print(pca(h)[0])

# 1x1.
print(np.linalg.eigh(np.array([[5.0]])))
print(np.linalg.svd(np.array([[-3.0]])))
