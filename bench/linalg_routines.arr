# The linear-algebra routines on 1000x1000 matrices, timed the same way in
# the compiled program and under python3 (best of three): a @ b,
# np.linalg.solve, np.linalg.svd without vectors and np.linalg.eigh. Both
# call the same reference BLAS and LAPACK, so the times should agree and
# the last line, printed from the results, must be identical.
import numpy as np
import time
np.random.seed(0)
a = np.random.rand(1000, 1000)
b = np.random.rand(1000, 1000)
s = a + a.T
v = np.random.rand(1000)
best = [1e9, 1e9, 1e9, 1e9]
for rep in range(3):
    t0 = time.perf_counter(); c = a @ b; t1 = time.perf_counter()
    best[0] = min(best[0], t1 - t0)
    t0 = time.perf_counter(); x = np.linalg.solve(a, v); t1 = time.perf_counter()
    best[1] = min(best[1], t1 - t0)
    t0 = time.perf_counter(); sv = np.linalg.svd(a, compute_uv=False); t1 = time.perf_counter()
    best[2] = min(best[2], t1 - t0)
    t0 = time.perf_counter(); w, vv = np.linalg.eigh(s); t1 = time.perf_counter()
    best[3] = min(best[3], t1 - t0)
print("dot", round(best[0], 4), "solve", round(best[1], 4), "svd", round(best[2], 4), "eigh", round(best[3], 4))
print(c[1, 2], x[3], sv[0], w[-1])
