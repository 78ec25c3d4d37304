# Host code is Python: an out-of-range index in a plain def raises IndexError
# without --boundscheck (NumPy's message naming the index, axis and size).
import numpy as np


def moving_average(values, width):
    out = np.zeros(len(values) - width + 1)
    for i in range(len(out)):
        s = 0.0
        for k in range(width):
            s += values[i + k]
        out[i] = s / width
    return out


prices = np.array([10.0, 11.0, 12.5, 12.0, 13.5, 14.0])
print(moving_average(prices, 3))
last = prices[len(prices)]
print("not reached", last)
