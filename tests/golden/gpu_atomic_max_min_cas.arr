# GPU: cuda.atomic.max / min on int32, int64 and float64, atomic.sub and exch, and compare_and_swap (Numba 0.56: compare_and_swap(ary, old, val) works on ary[0]).
import numpy as np
from numba import cuda


@cuda.jit
def extremes(x, hi, lo):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.max(hi, 0, x[i])
        cuda.atomic.min(lo, 0, x[i])


@cuda.jit
def extremes_per_row(m, hi, lo):
    r, c = cuda.grid(2)
    if r < m.shape[0] and c < m.shape[1]:
        cuda.atomic.max(hi, r, m[r, c])
        cuda.atomic.min(lo, r, m[r, c])


@cuda.jit
def claim_once(flag, winners, tries):
    # every thread tries to change flag[0] from 0 to 7; only one succeeds
    i = cuda.grid(1)
    if i < tries:
        old = cuda.atomic.compare_and_swap(flag, 0, 7)
        if old == 0:
            cuda.atomic.add(winners, 0, 1)


@cuda.jit
def cas_fails(flag, seen):
    # flag[0] is 5, never 3: nothing changes, every thread sees 5
    i = cuda.grid(1)
    if i < seen.size:
        seen[i] = cuda.atomic.compare_and_swap(flag, 3, 9)


@cuda.jit
def countdown(counter, n):
    i = cuda.grid(1)
    if i < n:
        cuda.atomic.sub(counter, 0, 2)


@cuda.jit
def exchange_all(target, values):
    i = cuda.grid(1)
    if i < values.size:
        cuda.atomic.exch(target, 0, values[i])


np.random.seed(11)
n = 90
xi = np.random.randint(-10**6, 10**6, n).astype(np.int32)
hi = np.full(1, -2**31, dtype=np.int32)
lo = np.full(1, 2**31 - 1, dtype=np.int32)
extremes[3, 32](xi, hi, lo)
print("int32:", hi[0], lo[0], hi[0] == xi.max(), lo[0] == xi.min())

xl = np.random.randint(-10**12, 10**12, n)
hil = np.full(1, -2**62, dtype=np.int64)
lol = np.full(1, 2**62, dtype=np.int64)
extremes[3, 32](xl, hil, lol)
print("int64:", hil[0], lol[0], hil[0] == xl.max(), lol[0] == xl.min())

xf = np.random.randn(n)
hif = np.full(1, -np.inf)
lof = np.full(1, np.inf)
extremes[3, 32](xf, hif, lof)
print("float64 matches:", hif[0] == xf.max(), lof[0] == xf.min(), f"{hif[0]:.6f} {lof[0]:.6f}")

m = np.random.randint(0, 1000, (5, 12))
rh = np.zeros(5, dtype=np.int64)
rl = np.full(5, 1000, dtype=np.int64)
extremes_per_row[(2, 2), (4, 8)](m, rh, rl)
print("row max:", rh, np.all(rh == m.max(axis=1)))
print("row min:", rl, np.all(rl == m.min(axis=1)))

flag = np.zeros(1, dtype=np.int32)
winners = np.zeros(1, dtype=np.int32)
claim_once[2, 32](flag, winners, 50)
print("flag:", flag[0], "winners:", winners[0])

flag64 = np.array([5, 0, 0], dtype=np.int64)
seen = np.zeros(20, dtype=np.int64)
cas_fails[1, 32](flag64, seen)
print("flag64:", flag64, "seen:", seen.min(), seen.max())

counter = np.array([1000], dtype=np.int64)
countdown[2, 32](counter, 40)
print("counter:", counter[0])

target = np.zeros(1, dtype=np.int32)
values = np.full(33, 42, dtype=np.int32)
exchange_all[2, 32](target, values)
print("exch:", target[0])
