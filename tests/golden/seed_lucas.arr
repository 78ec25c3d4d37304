# Seed 004 "recursive functions": Lucas numbers, plain recursive Python and @jit(nopython=True), no timing printed.
from numba import jit


def lucas_python(n):
    if n == 0:
        return 2
    elif n == 1:
        return 1
    else:
        return lucas_python(n - 1) + lucas_python(n - 2)


@jit(nopython=True)
def lucas_numba(n):
    if n == 0:
        return 2
    elif n == 1:
        return 1
    else:
        return lucas_numba(n - 1) + lucas_numba(n - 2)


lucas_result_python = lucas_python(18)
lucas_result_numba = lucas_numba(30)
print(f"Lucas number 18 with Python: {lucas_result_python}")
print(f"Lucas number 30 with Numba: {lucas_result_numba}")
for k in range(15):
    print(lucas_numba(k), end=" ")
print()
