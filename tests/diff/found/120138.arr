# diff: seed 120138 (switch -): arrc's program crashes (segmentation fault, status 139) at -O2 and never ends at -O0: the break of the while loop is not taken after arrays were made before the loop (not the known bug of arrays first assigned inside loops: every array here is assigned before it)
# diff: found by tests/diff/difftest.py, reduced by hand
# diff: the oracle prints:
# diff:   [[33 33 33]
# diff:    [33 33 33]
# diff:    [33 33 33]
# diff:    [33 33 33]
# diff:    [33 33 33]] (-2-100.5j) True [[False]
# diff:    [False]
# diff:    [False]
# diff:    [False]]
# diff: arrc: nothing, then Segmentation fault (status 139); compiled with -O0 it runs forever
import numpy as np
a = np.full((5, 3), 33)
b = a
c = np.arange(16, 12, -1, dtype=np.int64).reshape((4, 1))
d = b - b
m = c <= 0
x = 1.0
k = 0
while k < 5:
    for i in range(11, 2, 3):
        pass
    if x < 31:
        break
print(a, -complex(2.0, 100.5), x <= x, m)
