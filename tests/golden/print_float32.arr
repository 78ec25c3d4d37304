# Printing float32 values (print shows the shortest float32 round-trip; f-strings show the widened float64).
import numpy as np

a = np.float32(0.1)
b = np.float32(1.0) / np.float32(3.0)
print(a)
print(b)
print(np.float32(16777217.0))
print(np.float32(1e-08), np.float32(3.4e38), np.float32(-2.5))
print(np.float32(0.1) + np.float32(0.2))
print(np.float32(np.inf), np.float32(-np.inf), np.float32(np.nan))
print(np.float32(1e16), np.float32(1e-05), np.float32(123456.789))
print(np.float32(-0.0))
print(f"{a}")
print(f"{b}")
print(float(a))
x = np.zeros(3, dtype=np.float32)
x[0] = 0.1
x[1] = 2.5
x[2] = 1.0 / 3.0
print(x)
print(x[0], x[1], x[2])
print(x.dtype)
