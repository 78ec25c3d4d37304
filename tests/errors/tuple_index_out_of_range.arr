# Constant tuple indices out of range, folded from constant expressions, in
# host code and in @njit code: compile-time errors that name the index as
# written (a.shape[10**12] crashed when the index was read at run time).
import numpy as np
from numba import njit

LAST = 3


@njit
def depth(a):
    return a.shape[LAST * 2 - 3]


def label(rec):
    return rec[-4]


a = np.zeros((4, 5))
print(a.shape[10**12], a.shape[-3])
print(depth(a))
print(label(("probe", 2.5, 7)))
# ERROR 20:7: tuple index 1000000000000 out of range for UniTuple(int64 x 2)
# ERROR 20:24: tuple index -3 out of range for UniTuple(int64 x 2)
# ERROR 12:12: tuple index 3 out of range for UniTuple(int64 x 2)
# ERROR 16:12: tuple index -4 out of range for Tuple(unicode_type, float64, int64)
