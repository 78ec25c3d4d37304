import numpy as np
from numba import njit

a = np.arange(10**19)
MASK = (1 << 64) - 1
big = 2 ** 63
ok = -(1 << 63) + 2 ** 64 // 4
huge = 10 ** 40 // 10 ** 30


@njit
def f(x):
    return x * 3 ** 41


print(a, MASK, big, ok, huge, f(1), 1e19, -9223372036854775807 - 1)
# ERROR 4:15: the value of this integer constant expression, 10000000000000000000, does not fit in int64
# ERROR 5:9: the value of this integer constant expression, 18446744073709551615, does not fit in int64
# ERROR 6:7: the value of this integer constant expression, 9223372036854775808, does not fit in int64
# ERROR 8:8: this integer constant expression does not fit in int64
# ERROR 13:16: the value of this integer constant expression, 36472996377170786403, does not fit in int64
