# Lists and dicts of tuples whose fields need padding: (bool, int64, bool,
# str) puts the string at byte 24, which the runtime must find to release
# it. The code generator once computed such offsets with LLVM's default
# layout (int64 aligned to 4 bytes) and the program crashed.
import numpy as np
from numba import njit


def records(n):
    out = []
    for i in range(n):
        out.append((i % 2 == 0, i * 7, i % 3 == 0, "item" + str(i)))
    return out


@njit
def weights(n):
    out = []
    for i in range(n):
        out.append((np.int8(i), i * 0.5, np.float32(i) / 4, i))
    return out


for rnd in range(3):
    rs = records(40)
    print(rnd, rs[3], rs[-1], len(rs))
table = {}
for flag, v, g, name in records(6):
    table[name] = (g, v, flag, name.upper())
print(table)
ws = weights(5)
print(ws[-1], sum(w[1] for w in ws))
mixed = [(np.float32(1.5), 2, "a"), (np.float32(2.5), 3, "bb")]
mixed.sort(key=lambda t: -t[1])
print(mixed)
