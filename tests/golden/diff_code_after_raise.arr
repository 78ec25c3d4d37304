# Statements after a top-level raise never run; arrc must compile them as Python does (no "used before it is assigned" for variables they read), and the program ends with the ValueError. Found by tests/diff.
import numpy as np


def check(values):
    if values.sum() > 10:
        raise ValueError("too large")
    return values.sum()


data = np.arange(6)
total = check(data[:3])
print(total)
raise ValueError("stop here")
print("never printed", total)
