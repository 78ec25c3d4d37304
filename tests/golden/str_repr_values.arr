# str() and repr() of every kind of value, as print shows them: Python's
# shortest float repr, NumPy scalars, complex, strings with Python's
# choice of quotes and escapes, lists, tuples, arrays; and str() of ints
# and bools in @njit.
import numpy as np
from numba import njit


@njit
def label(n, flag, name):
    return str(n) + ":" + str(flag) + ":" + str(name) + ":" + str(-n)


values_f = [0.1, 1e22, 1e-7, -0.0, 123456789.125, float("inf"), float("nan")]
for v in values_f:
    print(str(v), repr(v))
print(str(np.float32(0.1)), repr(np.float32(2.5)), str(np.int8(-5)), str(np.uint64(18446744073709551615)))
print(str(True), repr(False), str(None), repr(None), str(3 + 4j), repr(-1.5j), str(complex(0, 0)))
print(repr("plain"), repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("new\nline\ttab\\"))
print(repr("é日\u200b\x7f"), str("é日"), len(repr("\x00")))
print(str([1, 2, 3]), repr([1.5, -2.0]), str(["a", "b'c"]), str((1,)), repr((1, "x", 2.5)), str(()))
a = np.arange(6).reshape(2, 3)
print(str(a))
print(repr(a))
print(repr(np.array([0.5, 1.25])), str(np.array([True, False])))
print(label(42, True, "x"), label(0, False, "日本"))
s = str(12345)
print(s[::-1], len(s), s + "!", int(s) * 2, s.zfill(8), str(s) is not None)
