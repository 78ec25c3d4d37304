from numba import njit

@njit
def f(n):
    total = total + n
    return total

print(f(3))
# ERROR 5:13: 'total' is used before it is assigned
