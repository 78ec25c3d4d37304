# -Wunreachable-code: the first statement after return, raise, break,
# continue, or an if/else whose branches all leave the block.
# FLAGS: -Wall
from numba import njit


@njit
def f(n):
    for i in range(n):
        if i == 2:
            continue
            print("never")  # WARNING 12:13: code will never be executed: it follows 'continue' [-Wunreachable-code]
        if i == 5:
            break
            n = 0  # WARNING 15:13: code will never be executed: it follows 'break' [-Wunreachable-code]
    return n
    print(n)  # WARNING 17:5: code will never be executed: it follows 'return' [-Wunreachable-code]
    print(n)


def g(x):
    if x > 0:
        return 1
    else:
        raise ValueError("negative")
        x = 1  # WARNING 26:9: code will never be executed: it follows 'raise' [-Wunreachable-code]
    return 2  # WARNING 27:5: code will never be executed: it follows an if statement whose branches all leave the block [-Wunreachable-code]


def h(x):
    if x > 0:
        return 1
    return 2  # an if without else can fall through: no warning


print(f(3), g(1), h(0))
