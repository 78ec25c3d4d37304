# The products: np.dot, the @ operator, a.dot(b), np.matmul, np.vdot,
# np.outer, np.kron and np.trace over every combination of 1-D and 2-D
# operands and the float, complex and integer dtypes (floats and complex
# numbers go through BLAS's gemm as NumPy's do; integers never do), in host
# code and in @njit code; empty and 1-element operands.
import numpy as np
from numba import njit

a = np.array([[1.5, -2.0, 0.25], [3.0, 0.5, -1.0]])
b = np.array([[2.0, 1.0], [-1.0, 0.5], [4.0, -3.0]])
v3 = np.array([0.1, 0.2, 0.3])
v2 = np.array([-1.0, 2.0])

print(np.dot(a, b))
print(a @ b)
print(a.dot(b))
print(np.matmul(a, b))
print(np.dot(a, v3), a @ v3)
print(np.dot(v2, a), v2 @ a)
print(np.dot(v3, v3), v3 @ v3)
print(np.dot(a.T, v2))
print((a @ b).dtype, (a @ v3).shape)

ai = np.array([[1, 2, 3], [4, 5, 6]])
bi = np.array([[7, 8], [9, 10], [11, 12]])
print(ai @ bi, (ai @ bi).dtype)
print(np.dot(ai, np.array([1, -1, 2])))
print(np.dot(ai.astype(np.int32), bi.astype(np.int32)).dtype)
print(ai @ b)
print((ai @ b).dtype)

a32 = a.astype(np.float32)
b32 = b.astype(np.float32)
print(a32 @ b32, (a32 @ b32).dtype)
print(np.dot(a32, v3.astype(np.float32)))
print((a32 @ b).dtype)

ca = np.array([[1.0 + 2.0j, -1.0j], [0.5 + 0j, 2.0 - 1.0j]])
cb = np.array([[2.0 + 0j, 1.0j], [1.0 - 1.0j, 3.0 + 0j]])
print(ca @ cb)
print(np.dot(ca, np.array([1.0j, 1.0 + 0j])))
print(ca.astype(np.complex64) @ cb.astype(np.complex64))
print(a @ np.array([[1.0j, 0j], [1.0 + 0j, 1j], [0j, 2.0 + 0j]]))

print(np.vdot(v3, v3), np.vdot(np.array([1, 2, 3]), np.array([4, 5, 6])))
print(np.vdot(np.array([1.0 + 2.0j, 3.0 - 1.0j]), np.array([2.0 - 1.0j, 1.0j])))
print(np.vdot(a, a))
print(np.outer(v3, v2))
print(np.outer(np.array([1, 2, 3]), np.array([1, -1])))
print(np.outer(a, np.array([1.0, 2.0])).shape)
print(np.kron(np.array([[1, 2], [3, 4]]), np.array([[0, 1], [1, 0]])))
print(np.kron(v2, v3))
print(np.kron(np.array([[1.0, 2.0]]), np.array([1.0, 10.0])))
print(np.trace(a), np.trace(ai), np.trace(ai, 1), np.trace(ai, -1), np.trace(ai, 5))
print(np.trace(np.ones((9, 9)) * 0.1))
print(np.trace(ca))
print(np.trace(a32), type(np.trace(a32)))

# Empty and 1-element operands.
print(np.dot(np.zeros(0), np.zeros(0)))
print(np.zeros((2, 0)) @ np.zeros((0, 3)))
print(np.zeros((0, 3)) @ np.ones(3))
print(np.array([[2.0]]) @ np.array([[3.0]]), np.dot(np.array([2.0]), np.array([4.0])))
print(np.outer(np.zeros(0), v2).shape)
print(np.trace(np.zeros((0, 0))))


@njit
def jit_products(a, b, v3, v2):
    print(np.dot(a, b))
    print(a @ b)
    print(a.dot(b))
    print(np.dot(a, v3))
    print(np.dot(v2, a))
    print(np.dot(v3, v3))
    print(v3 @ v3)
    print(np.vdot(v3, v3))
    print(np.outer(v3, v2))
    print(np.kron(a, b))
    print(np.trace(a))
    print(np.trace(np.ones((9, 9)) * 0.1))


jit_products(a, b, v3, v2)
jit_products(a32, b32, v3.astype(np.float32), v2.astype(np.float32))


@njit
def jit_complex(x, y):
    return x @ y, np.vdot(x[0], y[0]), np.trace(x)


print(jit_complex(ca, cb))

try:
    np.dot(a, a)
except ValueError as e:
    print("ValueError:", e)
try:
    a @ a
except ValueError as e:
    print("ValueError:", e)
try:
    np.dot(v3, v2)
except ValueError as e:
    print("ValueError:", e)


@njit
def jit_bad(a, b):
    return np.dot(a, b)


try:
    jit_bad(a, a)
except ValueError as e:
    print("ValueError:", e)
