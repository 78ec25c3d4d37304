# Host code converts floats to ints as Python does: int(), round() and
# math.floor/ceil/trunc of NaN raise ValueError, of an infinity
# OverflowError (compiled code used to print -9223372036854775808).
import math
import numpy as np

temps = np.array([21.7, 19.2, -3.5, 40.0])
bins = [int(t // 5) for t in temps]
print(bins, [round(t) for t in temps], [math.floor(t) for t in temps], [math.ceil(t) for t in temps])
print(math.trunc(-7.9), int(1e18), round(-2.5), round(1e15 + 0.5))

mean = temps.mean()
print(int(mean), round(mean, 1))
empty = temps[4:]
bad = empty.sum() / len(empty) if len(empty) > 0 else float("nan")
print("mean of nothing:", bad)
print(int(bad))
