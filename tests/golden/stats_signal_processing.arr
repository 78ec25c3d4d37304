# Signal processing with NumPy (issue 15): a moving average with
# np.convolve (modes full, same, valid), matching a template with
# np.correlate, rates of change with np.diff (n=, axis=), a calibration
# lookup table read with np.interp (left=, right=), and checks with
# np.isclose, np.allclose and np.array_equal; host code and @njit, over
# float64, float32, int64 and int32 samples, 1-element inputs and errors
# caught.
import numpy as np
from numba import njit


@njit
def jitted_smooth(samples, kernel):
    print(np.convolve(samples, kernel))
    print(np.correlate(samples, kernel))
    print(np.diff(samples), np.diff(samples, 2))


@njit
def jitted_calibrate(raw, table_x, table_y):
    print(np.interp(raw, table_x, table_y))
    print(np.interp(2.5, table_x, table_y))
    print(np.allclose(raw, raw + 1e-9, 1e-05, 1e-08, False), np.array_equal(table_x, table_x))


samples = np.array([3.0, 4.5, 2.25, 8.0, 7.5, 6.0, -1.5, 0.5, 2.0, 3.25])
box = np.array([0.25, 0.5, 0.25])
print("moving average", np.convolve(samples, box, mode="same"))
print("full", np.convolve(samples, box), "valid", np.convolve(samples, box, "valid"))
print("swapped", np.convolve(box, samples, "same"))
print("float32", np.convolve(samples.astype(np.float32), box.astype(np.float32), "valid"))
counts = np.array([1, 0, 3, 5, 2, -4, 7], dtype=np.int64)
print("int", np.convolve(counts, np.array([1, 2, 1])), np.convolve(counts.astype(np.int32), [1, -1], "valid"))
template = np.array([8.0, 7.5, 6.0])
match = np.correlate(samples, template)
print("correlate", match, "best at", np.argmax(match))
print(np.correlate(samples, template, "full"), np.correlate(template, samples, "same"), np.correlate(box, samples))
print("one", np.convolve(np.array([2.0]), np.array([3.0])), np.correlate([5], [1, 2, 3], "full"))
jitted_smooth(samples, box)
jitted_smooth(counts, np.array([1, 2, 1]))

# Rates of change.
print("diff", np.diff(samples), np.diff(samples, n=2), np.diff(samples, n=0))
print(np.diff(counts), np.diff(counts.astype(np.int32), 3), np.diff(samples.astype(np.float32)))
print(np.diff(np.array([True, True, False, True])), np.diff(np.array([7.0])), np.diff(np.zeros(0)))
frames = np.array([[1, 4, 9, 16], [2, 3, 5, 7], [0, -1, -4, -9]])
print(np.diff(frames), np.diff(frames, axis=0), np.diff(frames, n=2, axis=1))
print(np.diff(np.array([200, 10, 255], dtype=np.uint8)), np.diff(np.array([-128, 127], dtype=np.int8)))

# A thermistor's calibration table: resistance (kOhm) to temperature (C).
ohms = np.array([1.5, 3.0, 5.0, 10.0, 25.0, 50.0])
celsius = np.array([85.0, 60.0, 45.0, 25.0, 5.0, -10.0])
readings = np.array([2.0, 3.0, 7.5, 0.5, 60.0, 12.25, 49.0])
print("interp", np.interp(readings, ohms, celsius))
print(np.interp(readings, ohms, celsius, left=np.nan, right=-99.0), np.interp(20.0, ohms, celsius))
print(np.interp(np.array([[1.0, 4.0], [30.0, 100.0]]), ohms, celsius), np.interp(3, [1, 2, 5], [10, 20, 50]))
print(np.interp(readings.astype(np.float32), ohms, celsius), np.interp(np.array([0, 2, 9]), [1, 5, 8], [0, 10, 12]))
print(np.interp(1.0, np.array([2.0]), np.array([7.0])), np.interp(np.array([np.nan, 3.0]), ohms, celsius))
jitted_calibrate(readings, ohms, celsius)

# Closeness.
measured = samples * (1 + 1e-7)
print(np.isclose(samples, measured), np.allclose(samples, measured), np.allclose(samples, samples + 0.001))
print(np.isclose(samples, 3.0), np.isclose(0.1 + 0.2, 0.3), np.isclose(1e-9, 0.0), np.isclose(1e-9, 0.0, atol=0.0))
print(np.isclose(np.array([1.0, np.nan, np.inf]), np.array([1.0, np.nan, np.inf])),
      np.isclose(np.array([1.0, np.nan]), np.array([1.0, np.nan]), equal_nan=True))
print(np.allclose(frames, frames + 1, rtol=0.0, atol=1.0), np.isclose(frames, frames.T[0:3, 0:1]))
print(np.array_equal(samples, samples.copy()), np.array_equal(frames, frames[:2]), np.array_equal(counts, counts + 0.0))
print(np.array_equal(np.array([1.0, np.nan]), np.array([1.0, np.nan])),
      np.array_equal(np.array([1.0, np.nan]), np.array([1.0, np.nan]), equal_nan=True))
for bad in ([], [1.0, 2.0]):
    try:
        print(np.interp(1.5, np.array(bad if bad else [0.0])[:len(bad)], np.array([1.0, 2.0, 3.0])[:max(len(bad) - 1, 0)]))
    except ValueError as e:
        print("ValueError:", e)
