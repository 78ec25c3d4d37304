# diff: seed 10: compile
# diff: reproduce: python3 tests/diff/gen.py 10 > prog.arr
# diff: not reduced
# diff:   arrc status 1:
# diff:   /tmp/dt/run1/s10/prog.arr:83:7: error: array indices must be integers or slices, not array(bool, 1d, C)
# diff:      83 | print(a5[a5 < g9])
# diff:         |       ^~~~~~~~~~~
# diff:   1 error generated.
import math
import numpy as np
from numba import njit, jit, prange, vectorize, cuda


def h12(p13, p14, p15):
    if (p14[1, -3] not in (-4, 5)):
        v16 = ((p15 < (-56) <= p15) and ((-3377) == p15))
    elif False:
        v17 = ((p15 - (-0.75)) + (1.5 * 8))
        print(f"{((0.3 + p13) // (abs((v17 - v17)) + 0.5)):<9.3f}; {v17:,.2f} {True}, {v17:.2e}")
        v18 = (not ((v17 <= v17) or ((-93) < p13)))
    if math.isinf((0.2 / (-3.25))):
        print('res', p15, ((p13 < (-5) < p13) or math.isfinite((-6.0))), p15, p15)
        v19 = float(round(0.001))
        p14[3, 1] = abs(abs(p15))
    elif (((-8) ^ 4) < (p13 + 4350)):
        n20 = np.uint32(55056)
        v21 = (-2.25)
    else:
        v22 = ((p13 * (-0.1)) // (1.5 * (-0.125)))
    if ((p15 * (-4)) < math.ceil((-0.001))):
        p14 += p14
        print(f"= {min(p13, ((-2863) - p13)):b}; {max(p13, min((-2147483648), p15)):^7}")
        v23 = (p15 * abs((6.02e+23 / 2.75)))
    else:
        if ((p13 * p13) != (p15 + p15)):
            t24 = ((-1), "ab", "x y")
            v25 = ((-0.001) * (p15 - p15))
            v26 = ((v25 ** 5) - ((p13 / (p15 % 3 + 1)) % 4.0))
        elif ((-3.75) > ((-6.5) - 2.5)):
            v27 = (((8.5 + (-100.5)) - (0.3333333333333333 * p15)) if ((p13 - p13) <= (p15 | p13) < (p13 * p15)) else ((p13 + p13) / (-((2 ^ p13) % 7 + 1))))
            v28 = ((v27 * max(v27, v27)) / (abs(p14.mean()) + 0.5))
    t29 = (p14[2, 2],)
    print(f", {7.25:,.2f}")
    g30 = t29[-1]
    return int((-1.5))


def h32(p33):
    v34 = math.ceil((-math.sinh((-5))))
    acc35 = 21232
    acc36 = []
    k37 = 0
    while k37 < 6:
        k37 += 1
        acc36.append(((-2) | v34))
        v38 = abs(math.hypot(float(k37), abs((-75))))
        v39 = (((k37 + v34) + ((-49) >> 5)) - acc35)
        if (v39 <= v34 < acc35):
            continue
        acc36.append(v39)
    return (-6)


t1 = (((-0.2) * 1.5), None)
v2 = ((((-66) % (-2)) * 7) % (-7))
n3 = np.float32((-4.0))
n4 = np.uint32(23080)
v2 *= 1
print(v2, n4)
a5 = np.linspace(-3.0, -2.2, 7)
print(a5[:-4:3])
a6 = np.full(2, 6.67)
a7 = np.copy(a5)
np.random.seed(99)
a8 = np.random.randint(0, 9, 9)
print(a8)
g9 = t1[0]
t10 = (v2, (np.mean(a7) > g9), (min(v2, 84) & (v2 % (v2 % 8 + 1))), ((0 | 65535) <= (v2 >> 6)))
t11 = (math.isnan(g9), (v2, (g9 + g9), None), (1e-07 / ((-0.1) + (-0.125))), ((v2 + v2) << 7))
print(t11)
print(h12(((-1) % (a8[8] % 8 + 1)), np.zeros((6, 5), dtype=np.int64), (((v2 & v2) if (v2 <= g9) else (-1942)) % 41 - 19)))
print("h12:", h12((-2), np.zeros((5, 5), dtype=np.int64), np.int64(((1 * v2) - (v2 - v2)))))
r31 = h12(np.int64(0), np.zeros((8, 5), dtype=np.int64), np.int64((-5)))
print(r31)
r40 = h32((1,))
print(r40)
a41 = np.copy(a7)
w42 = a41[2:-4:2]
w43 = a41[:]
print(a5[a5 < g9])
print(a6)
n44 = np.float32(w43[6])
print(n44)
print(f"; {(int((r31 == v2)) & (r40 ^ 256)):,}; {((-7) in (0, 0, -3, 4))}|{((r31 & r31) | (8 % (-(v2 % 6 + 1)))):b}")
v2 %= 3829
l45 = [max(g9, (-2.25)), ((-2.25) // g9), (0.001 * g9)]
n46 = np.uint16(((v2 < 11) + 3))
v47 = v2
print('res', (max((-15), v2) // ((v47 | v47) % 6 + 1)), end=" |\n")
print(a41)
v2 -= a8[-9]
t48 = (((v47 <= v2 != 10) or (255 > r31)), 7)
print('sum:', (min((-1), 3) - (-4)), t10)
print('ok', t48, (((1.5-1.5j) / complex(abs(g9) + 0.5, -1.0)) - (complex(g9, g9) * complex(g9, g9))), n3, v2)
