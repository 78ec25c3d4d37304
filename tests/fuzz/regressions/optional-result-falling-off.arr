from numba import jit
@jit(nopython=True)
def lucas_numba(n):
    if n == 0:
        return 2
for k in range(15):
    print(lucas_numba(k), end=" ")
