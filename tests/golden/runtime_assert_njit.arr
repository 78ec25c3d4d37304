# Run-time error in @njit code: a failing assert with a message raises AssertionError.
from numba import njit


@njit
def step(n):
    assert n < 5, "n must stay below 5"
    return n * 2


for i in range(10):
    print(i, step(i))
print("not reached")
