# A real-GPU check of grid.sync() (the oracle cannot run it: its simulator syncs
# one block): 128 blocks of 256 threads rotate an array 40 times, each step
# reading what other blocks wrote before the last sync; then a cooperative grid
# too large for the GPU must end with the ValueError naming its limit.
# Expected: "grid sync rotate: True", then that error (exit 1).
#   build/arrc tests/gpu/kapi/grid_sync_stress.arr -o /tmp/g && ARRC_DEVICE=gpu /tmp/g
import numpy as np
from numba import cuda


@cuda.jit
def rotate(a, b, rounds):
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    n = a.size
    for r in range(rounds):
        if r % 2 == 0:
            b[i] = a[(i + 1) % n] + 1
        else:
            a[i] = b[(i + 1) % n] + 1
        g.sync()


@cuda.jit
def big(a):
    g = cuda.cg.this_grid()
    a[cuda.grid(1)] = 1
    g.sync()


blocks, tpb = 128, 256
n = blocks * tpb
a = np.arange(n, dtype=np.int64)
b = np.zeros(n, dtype=np.int64)
rotate[blocks, tpb](a, b, 40)
want = np.roll(np.arange(n, dtype=np.int64), -40) + 40
print("grid sync rotate:", np.array_equal(a, want))
c = np.zeros(100000 * 1024, dtype=np.int32)
big[100000, 1024](c)
