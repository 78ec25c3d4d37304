from numba import njit
import time

@njit
def describe(x):
    t = time.perf_counter()
    return f"x = {x:.2f}"

print(describe(3))
# ERROR 6:9: 'time.perf_counter' is only available in host code, not in jitted functions
# ERROR 7:18: f-strings in jitted functions take no format spec or conversion (Numba formats their fields with str()); format in host code
