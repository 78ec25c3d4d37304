from numba import njit

@njit
def f(x):
    if x > 0:
        return (1, 2)
    return "negative"

print(f(1))
# ERROR 7:5: 'f' returns unicode_type here but UniTuple(int64 x 2) elsewhere
