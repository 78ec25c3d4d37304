# Run-time error in host code: np.zeros with a negative size raises ValueError.
import numpy as np


def make(n):
    a = np.zeros(n)
    print("made", a.shape)
    return a


make(3)
make(0)
make(2 - 3)
print("not reached")
