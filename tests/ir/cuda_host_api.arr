# Streams, events, warp functions: typed as §7.3 and §7.1 say.
import numpy as np
from numba import cuda

# IR: func k(a: array(float32, 1d, C)) -> void [kernel] {
@cuda.jit
def k(a):
    i = cuda.grid(1)
    # IR: float32 = call
    v = cuda.shfl_down_sync(0xffffffff, a[i], 1)
    # ballot_sync is int32, as Numba types it (vote_sync_intrinsic's i4)
    # IR: int32 = call
    m = cuda.ballot_sync(0xffffffff, v > 0)
    a[i] = v + m

a = np.ones(32, dtype=np.float32)
# IR: cuda.stream = call
s = cuda.stream()
e1 = cuda.event()
e2 = cuda.event()
e1.record()
k[1, 32, s](a)
e2.record()
e2.synchronize()
s.synchronize()
# IR: float64 = call
t = cuda.event_elapsed_time(e1, e2)
print(t > 0)
