# diff: seed 82 (switch big_uint_literals): an integer literal above 2**63-1 as the argument of np.uint64(): arrc rejects it
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   18446744073709551615 9223372036854775807
# diff: arrc:
# diff:   prog.arr:3:17: error: integer literal 18446744073709551615 does not fit in int64
# diff:       3 | top = np.uint64(18446744073709551615)
# diff:         |                 ^~~~~~~~~~~~~~~~~~~~
# diff:   1 error generated.
import numpy as np

top = np.uint64(18446744073709551615)
print(top, top // np.uint64(2))
