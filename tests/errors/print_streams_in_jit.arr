# Numba 0.56 compiles print() in @njit code without file= or flush= and
# none of sys.stdout's and sys.stderr's methods there (issue 17, item 9);
# arrc refuses them with the same rule, each at its place. Host code has
# them all (tests/golden/print_streams.arr).
import sys
from numba import njit


@njit
def report(n):
    print(n, flush=True)
    print(n, file=sys.stdout)
    sys.stdout.flush()
    sys.stderr.flush()
    sys.stdout.write("x")
    return sys.stderr.write("y")


print(report(1))
# ERROR 11:5: print(flush=...) is not supported by Numba in jitted code
# ERROR 12:5: print(file=...) is not supported by Numba in jitted code
# ERROR 13:5: 'sys.stdout.flush' is only available in host code, not in jitted functions
# ERROR 14:5: 'sys.stderr.flush' is only available in host code, not in jitted functions
# ERROR 15:5: 'sys.stdout.write' is only available in host code, not in jitted functions
# ERROR 16:12: 'sys.stderr.write' is only available in host code, not in jitted functions
