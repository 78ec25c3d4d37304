# The standard library around kernels is host code only (Numba 0.56
# compiles none of time, sys, os), and its functions check their
# arguments' types as Python does.
import os
import sys
import time
from numba import njit


@njit
def timed(n):
    t = time.perf_counter()
    print(n, file=sys.stderr)
    return n + t


print(timed(3))
print(os.path.join("a", 3))
print(os.path.exists(1.5))
print(os.getenv("HOME", 3))
print("x", file=3)
sys.exit(1.5)
time.sleep("1")
sys.stdout.write(5)
# ERROR 12:9: 'time.perf_counter' is only available in host code
# ERROR 13:5: print(file=...) is not supported by Numba in jitted code
# ERROR 18:25: join() argument must be str, bytes, or os.PathLike object, not 'int'
# ERROR 19:22: os.path.exists() argument must be str, not float
# ERROR 20:25: os.getenv() with a default of type int
# ERROR 21:1: print(file=...) takes sys.stdout or sys.stderr in arrc
# ERROR 22:10: sys.exit() takes an int, a str or None in arrc, not float
# ERROR 23:12: 'str' object cannot be interpreted as an integer or float
# ERROR 24:18: write() argument must be str, not int
