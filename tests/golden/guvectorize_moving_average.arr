# A moving average over the last axis, the example of Numba's guvectorize
# documentation: '(n),()->(n)' with the window as a scalar input, applied
# to 1-d, 2-d and 3-d arrays (the loop dimensions broadcast), to several
# dtypes (the loop chosen by NumPy's casting rules), with the output
# returned, passed by position and as out=, and to empty and one-element
# inputs.
import numpy as np
from numba import guvectorize, float64, float32, intp


@guvectorize(['void(float64[:], intp[:], float64[:])',
              'void(float32[:], intp[:], float32[:])'],
             '(n),()->(n)', nopython=True)
def move_mean(a, window_arr, out):
    window_width = window_arr[0]
    asum = 0.0
    count = 0
    for i in range(window_width):
        asum += a[i]
        count += 1
        out[i] = asum / count
    for i in range(window_width, len(a)):
        asum += a[i] - a[i - window_width]
        out[i] = asum / count


@guvectorize([(float64[:], intp, float64[:])], '(n),()->(n)')
def running_max(a, width, out):
    for i in range(a.shape[0]):
        lo = max(0, i - width + 1)
        m = a[lo]
        for j in range(lo + 1, i + 1):
            if a[j] > m:
                m = a[j]
        out[i] = m


def report(name, r):
    print(name, r.dtype, r.shape)
    print(np.round(r, 4))


arr = np.arange(20, dtype=np.float64).reshape(2, 10)
report("2-d float64", move_mean(arr, 3))
report("1-d float32", move_mean(np.linspace(0, 1, 7).astype(np.float32), 2))
report("3-d", move_mean(np.arange(24.0).reshape(2, 3, 4), 2))
# int64 data casts safely to float64 only; int16 to float32 first.
report("int64 data", move_mean(np.arange(6), 2))
report("int16 data", move_mean(np.arange(6, dtype=np.int16), 2))
# One window per row: the window broadcasts against the rows.
windows = np.array([1, 2, 3])
report("window per row", move_mean(np.ones((3, 5)) * np.arange(5), windows))
out = np.zeros((2, 10))
r = move_mean(arr, 4, out)
print(r is out, np.round(out[1], 3))
move_mean(arr, 5, out=out)
print(np.round(out[0], 3))
# Output in float32 of a float64 loop: cast back (same_kind).
out32 = np.zeros((2, 10), dtype=np.float32)
move_mean(arr, 2, out32)
print(out32.dtype, out32[0, :4])
report("empty rows", move_mean(np.zeros((0, 5)), 2))
report("empty core", move_mean(np.zeros((3, 0)), 2))
report("one element", move_mean(np.array([7.5]), 1))
report("running max", running_max(np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]), 3))

rng = np.random.default_rng(7)
signal = np.cumsum(rng.random(1000) - 0.5)
smooth = move_mean(signal, 50)
print("smooth", round(float(smooth[-1]), 6), round(float(smooth.mean()), 6))

# In place: the output is the input itself, which NumPy reads from a copy.
inplace = np.arange(10.0) ** 2
move_mean(inplace, 3, inplace)
print(np.round(inplace, 3))
rows = np.arange(12.0).reshape(3, 4)
move_mean(rows, 2, out=rows)
print(rows)
half = np.arange(8.0)
move_mean(half[:4], 2, half[4:])
print(half)
