from numba import njit

@njit
def f(t):
    a, b = t
    return t[5] + a + b

print(f((1, 2, 3)))
# ERROR 5:5: cannot unpack 3 values into 2 targets
# ERROR 6:12: tuple index 5 out of range for UniTuple(int64 x 3)
