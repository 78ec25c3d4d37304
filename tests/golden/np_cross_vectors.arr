# np.cross of 3-vectors: torques and surface normals in host code and @njit, rows of (n, 3) arrays against one vector, int and float32 data, and NumPy's errors for vectors of other lengths
import numpy as np
from numba import njit


@njit
def triangle_normals(verts, tris):
    out = np.zeros((tris.shape[0], 3))
    for t in range(tris.shape[0]):
        a = verts[tris[t, 0]]
        b = verts[tris[t, 1]]
        c = verts[tris[t, 2]]
        n = np.cross(b - a, c - a)
        out[t] = n / np.sqrt((n * n).sum())
    return out


@njit
def torque(r, f):
    return np.cross(r, f)


verts = np.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.5]])
tris = np.array([[0, 1, 2], [0, 1, 3], [1, 2, 3]])
print(triangle_normals(verts, tris))
axis = np.array([0.0, 0.0, 1.0])
pos = np.array([[1.0, 2.0, 0.5], [-3.0, 0.25, 4.0]])
print(np.cross(pos[0, :3], axis), np.cross(pos, axis), np.cross(axis, pos))
print(torque(np.array([0.5, 0.0, 0.0]), np.array([0.0, 10.0, 0.0])))
print(torque(pos, pos[::-1]))
print(np.cross(np.array([1, 2, 3]), np.array([4, 5, 6])), np.cross(np.array([1, 2, 3], dtype=np.int32), np.array([0, 1, 0], dtype=np.int32)).dtype)
f = np.array([0.1, 0.2, 0.3], dtype=np.float32)
print(np.cross(f, f[::-1]), np.cross(f, f[::-1]).dtype)
print(np.cross(np.array([1.0, 2.0, 3.0]), np.array([1, 0, 0])))
try:
    np.cross(np.array([1.0, 2.0, 3.0, 4.0]), axis)
except ValueError as e:
    print("ValueError:", e)
try:
    np.cross(np.ones((2, 3)), np.ones((3, 3)))
except ValueError as e:
    print("ValueError:", e)
