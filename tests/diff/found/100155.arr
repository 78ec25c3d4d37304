# diff: seed 100155 (switch dufunc_loop_reuse): a bare @vectorize first called with floats: Numba's ufunc then runs later int64 arguments through that float64 loop (NumPy picks the first loop the inputs cast to safely); arrc compiles an int64 loop
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [0.  1.5 3. ]
# diff:   [0. 2. 4.]
# diff:   [0. 3. 6.]
# diff: arrc:
# diff:   [0.  1.5 3. ]
# diff:   [0 2 4]
# diff:   [0 3 6]
import numpy as np
from numba import vectorize


@vectorize
def scale(x, y):
    return x * y


print(scale(np.arange(3.0), 1.5))
print(scale(np.arange(3), 2))
print(scale(np.arange(3, dtype=np.int32), 3))
