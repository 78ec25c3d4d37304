# Fusion never moves an array expression past a store or a call: b is computed before a changes, t0/t1 time what they surround.
import time
import numpy as np

a = np.arange(3.0)
b = a * 2
a[0] = 100.0
c = b + 1
print(c, a)
x = np.ones(4)
y = x + 1
x += 10
print(y * 2, x)
t0 = time.perf_counter()
z = np.sqrt(np.arange(4.0))
t1 = time.perf_counter()
print(z + 1, t1 >= t0)
