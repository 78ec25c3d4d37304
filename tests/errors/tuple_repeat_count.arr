# t * n needs n known when compiling (a tuple's length is part of its
# type); Numba 0.56 has no tuple * int in jitted code.
import sys
from numba import njit


@njit
def widen(t):
    return t * 2


n = len(sys.argv)
print((1, 2) * n)
print(widen((1.0, 2.0)))
print((1, 2) * 2.0)
# ERROR 9:12: unsupported operand types for '*': UniTuple(float64 x 2) and int64 (Numba 0.56 has no tuple * int
# ERROR 13:7: tuple * n needs n known when the program compiles
# ERROR 15:7: unsupported operand types for '*': UniTuple(int64 x 2) and float64
