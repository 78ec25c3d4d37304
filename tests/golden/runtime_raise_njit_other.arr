# Run-time error in @njit code: raising other builtin exceptions (IndexError with a message) from a helper.
from numba import njit


@njit
def pick(k):
    if k >= 3:
        raise IndexError("pick: k out of range")
    return k * k


print(pick(0), pick(2))
print(pick(3))
