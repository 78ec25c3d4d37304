# Keyword arguments of split/splitlines/expandtabs in @njit, joins of lists
# built by append and of tuples, slices of non-ASCII text past either end,
# str() of NumPy scalars and arrays, chained comparisons of strings.
import numpy as np
from numba import njit


@njit
def kw(s):
    return s.split(sep=","), s.split(",", maxsplit=1), s.splitlines(keepends=True), s.expandtabs(tabsize=3)


parts = []
for w in ["x", "y"]:
    parts.append(w)
print(",".join(parts), "-".join(["solo"]))
s = "a,b\tc\nd"
print(kw(s))
print(s.split(sep=","), s.rsplit(sep=",", maxsplit=0), "aXa".replace("a", "b", -1), "abc".find("c", None, None))
print("a" < s < "z", "é".upper() == "É", "ÀÉ".lower(), "日本語"[1:], "日本語"[-2::-1], "日本語"[5:], ""[::-1])
print("ééé".count(""), "ééé".count("é", 1), "éaé".rfind("é"), "éaé".rindex("a"), "xé".center(6, "日"))
a = np.array([1.5, 2.0])
print(str(np.int64(5)), str(a[0]), str(a), repr(a[1]), str(np.float32(1) / 3), len(str(a)))
t = ("a", "b", "c")
print("".join(t), "/".join(("x",)), "abc" * True, "ab"[True])
x = "hello"
x = x[1:-1]
print(x, x.upper().lower(), x.title().swapcase(), x.capitalize().istitle())
