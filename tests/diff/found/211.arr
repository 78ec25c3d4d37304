# diff: seed 211 (switch njit_narrow_unary): -x and ~x of int8..uint32 values in @njit code are computed in 64 bits (Numba: in the operand's width, as NumPy)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   (249, 248) (65529, 65528) (4294967289, 4294967288)
# diff:   (-128, 127) (-32768, 32767)
# diff: arrc:
# diff:   (18446744073709551609, 18446744073709551608) (18446744073709551609, 18446744073709551608) (18446744073709551609, 18446744073709551608)
# diff:   (128, 127) (32768, 32767)
import numpy as np
from numba import njit


@njit
def flip(x):
    return -x, ~x


print(flip(np.uint8(7)), flip(np.uint16(7)), flip(np.uint32(7)))
print(flip(np.int8(-128)), flip(np.int16(-32768)))
