from numba import njit
import time

@njit
def describe(x):
    t = time.perf_counter()
    return f"x = {x}"

print(describe(3))
# ERROR 6:9: 'time.perf_counter' is only available in host code, not in jitted functions
# ERROR 7:12: f-strings are only available in host code, not in jit functions
