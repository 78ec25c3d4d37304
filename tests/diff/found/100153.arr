# diff: seed 100153 (switch host_int_of_unsigned): int() of a NumPy unsigned scalar in host code stays unsigned in arrc: -int(n) wraps, max() and divmod() give floats; Python's int() is a Python int
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   -49610 -390 -198444
# diff:   3511 (877, 3)
# diff: arrc:
# diff:   18446744073709502006 -390 18446744073709353172
# diff:   3511.0 (877, 3)
import numpy as np

counts = np.array([49610, 3], dtype=np.uint32)
n = counts[0]
big = np.uint64(3511)
print(-int(n), int(n) - 50000, (~int(n)) << 2)
print(max(int(big), 2), divmod(int(big), 4))
