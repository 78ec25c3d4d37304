from numba import njit

@njit
def add(a, b) -> int
    return a + b
# ERROR 4:21: expected ':' after function signature
