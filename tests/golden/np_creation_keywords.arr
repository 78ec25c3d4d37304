# The keyword forms of NumPy's creators and dtypes given as strings or as
# variables: np.zeros(shape=...), np.full(shape=, fill_value=, dtype=),
# np.linspace(a, b, num=n) with endpoint=, retstep= and dtype=,
# np.arange with float steps and dtype=, np.logspace with base= and
# endpoint=; in @njit the forms Numba takes.
import numpy as np
from numba import njit

print(np.zeros(shape=(2, 3), dtype=np.int32))
print(np.ones(shape=3, dtype="float32"), np.ones(shape=3, dtype="float32").dtype)
print(np.empty(shape=0, dtype="<i4").dtype, np.empty(shape=(0, 2)).shape)
print(np.full(shape=(2, 2), fill_value=7, dtype="d"))
print(np.full((2,), fill_value=-1.5), np.full(shape=2, fill_value=True))
print("f8", np.zeros(2, dtype="f8").dtype, np.ones(1, "f8"))
print("f4", np.zeros(2, dtype="f4").dtype, np.ones(1, "f4"))
print("i4", np.zeros(2, dtype="i4").dtype, np.ones(1, "i4"))
print("i8", np.zeros(2, dtype="i8").dtype, np.ones(1, "i8"))
print("<i4", np.zeros(2, dtype="<i4").dtype, np.ones(1, "<i4"))
print("=u2", np.zeros(2, dtype="=u2").dtype, np.ones(1, "=u2"))
print("u1", np.zeros(2, dtype="u1").dtype, np.ones(1, "u1"))
print("d", np.zeros(2, dtype="d").dtype, np.ones(1, "d"))
print("f", np.zeros(2, dtype="f").dtype, np.ones(1, "f"))
print("i", np.zeros(2, dtype="i").dtype, np.ones(1, "i"))
print("l", np.zeros(2, dtype="l").dtype, np.ones(1, "l"))
print("b", np.zeros(2, dtype="b").dtype, np.ones(1, "b"))
print("B", np.zeros(2, dtype="B").dtype, np.ones(1, "B"))
print("h", np.zeros(2, dtype="h").dtype, np.ones(1, "h"))
print("?", np.zeros(2, dtype="?").dtype, np.ones(1, "?"))
print("int32", np.zeros(2, dtype="int32").dtype, np.ones(1, "int32"))
print("float64", np.zeros(2, dtype="float64").dtype, np.ones(1, "float64"))
print("bool_", np.zeros(2, dtype="bool_").dtype, np.ones(1, "bool_"))
print("complex128", np.zeros(2, dtype="complex128").dtype, np.ones(1, "complex128"))
dt = np.float32
print(np.zeros(3, dtype=dt).dtype, np.arange(4, dtype=dt), np.ones((1, 2), dt).dtype)
print(np.array([1, 2], dtype="f4"), np.array([1.7, -2.2], "i8"), np.arange(3).astype("u1").dtype)

print(np.arange(0, 1, 0.1))
print(np.arange(1.0, 2.0, 0.25, dtype=np.float32))
print(np.arange(5, dtype="float64"), np.arange(-1, 1, 0.5), np.arange(10, 0, -3.0), np.arange(0.5, 3))
print(np.arange(start=2, stop=8, step=2), np.arange(3, dtype=np.int32).dtype, np.arange(0, 0.3, 0.1).size)

print(np.linspace(0, 1, num=5))
print(np.linspace(0, 1, 5, endpoint=False))
print(np.linspace(2.0, 3.0, num=4, retstep=True))
print(np.linspace(0, 1, num=4, endpoint=False, retstep=True))
print(np.linspace(0, 10, num=5, dtype=np.int32), np.linspace(-1, 1, 5, dtype="f4"))
print(np.linspace(0, -7.5, num=4, dtype=int), np.linspace(1, 2), np.linspace(1, 2, 50).size)
print(np.linspace(5, 6, num=1, retstep=True), np.linspace(5, 6, num=0), np.linspace(5, 6, 1, endpoint=False))
print(np.linspace(start=0.0, stop=1e-300, num=3), np.linspace(3, 3, 3), np.linspace(0, 1, 3, dtype=np.bool_))
print(np.logspace(0, 2, 3))
print(np.logspace(0, 3, num=4, base=2.0), np.logspace(1, 2, num=3, endpoint=False))
print(np.logspace(0, 2, 3, dtype=np.int64), np.logspace(-1, 1, 3, dtype="f4"), np.logspace(2, 3))


@njit
def made(n):
    a = np.zeros(shape=(n,), dtype=np.int32)
    b = np.ones(n, "f8")
    c = np.full(n, 3, "i4")
    d = np.linspace(0, 1, n)
    e = np.linspace(0.0, 2.0, n)
    f = np.logspace(0, 2, n)
    g = np.arange(0.0, 1.0, 0.25, dtype=np.float32)
    h = np.arange(n, dtype=np.float64)
    k = np.identity(n, "f4")
    return a, b, c, d, e, f, g, h, k


a, b, c, d, e, f, g, h, k = made(3)
print(a, b, c, d, e, f, g, h, k)
print(a.dtype, b.dtype, c.dtype, g.dtype, k.dtype)
a, b, c, d, e, f, g, h, k = made(1)
print(a, b, c, d, e, f, g, h, k)
print(made(0)[3], made(0)[5])
