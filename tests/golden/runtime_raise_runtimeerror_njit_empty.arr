# Run-time error in @njit code: RuntimeError() with empty parentheses and
# no message prints the class name alone.
from numba import njit


@njit
def step(state):
    if state >= 3:
        raise RuntimeError()
    return state + 1


s = 0
for _ in range(3):
    s = step(s)
    print("state", s)
step(s)
