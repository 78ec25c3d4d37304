from numba import njit

def helper(x):
    return x + 1

@njit
def f(x):
    return helper(x)

print(f(1))
# ERROR 8:12: jitted function 'f' cannot call 'helper', which is a plain (host) function
