# f-strings without a format spec format as format(x, ''): floats, ints, bools, None, complex, tuples, float32.
import math
import numpy as np

a = 0.1
b = 1e-05
c = 1e16
print(f"a={a} b={b} c={c} sum={a + 0.2}")
print(f"int={42} neg={-7} big={2 ** 62}")
print(f"bool={True} {False} none={None}")
print(f"complex={1 + 2j} {1.5 - 2j}")
print(f"tuple={(1, 2.5)} single={(3,)}")
print(f"list={[1, 2, 3]}")
print(f"float32 print vs format: {np.float32(0.1)}")
print(np.float32(0.1))
print(f"inf={math.inf} nan={math.nan} negzero={-0.0}")
arr = np.arange(4)
print(f"array={arr} shape={arr.shape} dtype={arr.dtype} size={arr.size}")
for i in range(3):
    print(f"{i}: {i * i:>3} {i / 4:.2f} {'even' if i % 2 == 0 else 'odd'}")
name = "arrc"
print(f"[{name}]", f"<{name:>6}>")
