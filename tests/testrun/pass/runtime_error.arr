# Ends with a run-time error: runtime_error.err holds Python's last
# traceback line, which the compiled program's stderr must report.
from numba import njit


@njit
def ratio(a, b):
    return a // b


print("before")
print(ratio(7, 0))
