# pop from an empty list is Python's IndexError (exit status 1).
from numba import njit


@njit
def drain(stack):
    total = 0
    while len(stack) > 0:
        total += stack.pop()
    return total


stack = [3, 4, 5]
print(drain(stack), stack)
stack.append(1)
print(stack.pop(-1))
stack.pop()
