# A real-GPU check of the atomics under contention: 2**20 threads on a few
# elements. Expected (from the operations' definitions: 2**20 increments,
# the extremes of x, dec wrapping below 1000000 to 951426 after 2**20 steps,
# every bit of the or, NaN values ignored or replaced as Numba's rules say):
#   [1048576  100002       0] True True
#   True 951426 4294967295 True
#   [50001.  50000.5] [0.00000e+00 2.50000e-01 5.24288e+05]
#   build/arrc tests/gpu/kapi/atomic_stress.arr -o /tmp/a && ARRC_DEVICE=gpu /tmp/a
import numpy as np
from numba import cuda


@cuda.jit
def hammer(x, out_i, out_u, out_f, out_d):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        cuda.atomic.add(out_i, 0, 1)
        cuda.atomic.max(out_i, 1, v)
        cuda.atomic.min(out_i, 2, v)
        cuda.atomic.inc(out_u, 0, 999)
        cuda.atomic.dec(out_u, 1, 1000000)
        cuda.atomic.or_(out_u, 2, 1 << (v % 32))
        cuda.atomic.xor(out_u, 3, v)
        cuda.atomic.max(out_f, 0, v * 0.5)
        cuda.atomic.nanmax(out_f, 1, v * 0.5 if v % 7 else np.nan)
        cuda.atomic.min(out_d, 0, v * 0.25)
        cuda.atomic.nanmin(out_d, 1, np.nan if v % 5 == 0 else v * 0.25)
        cuda.atomic.add(out_d, 2, 0.5)


n = 1 << 20
x = (np.arange(n, dtype=np.int64) * 7919) % 100003
oi = np.array([0, -1, 10**9], dtype=np.int64)
ou = np.array([0, 0, 0, 0], dtype=np.uint32)
of = np.array([-np.inf, np.nan], dtype=np.float32)
od = np.array([np.inf, np.nan, 0.0])
hammer[(n + 255) // 256, 256](x, oi, ou, of, od)
print(oi, oi[1] == x.max(), oi[2] == x.min())
xr = 0
for v in x.astype(np.uint32):
    xr ^= int(v)
print(ou[0] == n % 1000, ou[1], ou[2], ou[3] == xr)
print(of, od)
