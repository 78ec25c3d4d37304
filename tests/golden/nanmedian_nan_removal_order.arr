# np.nanmedian and np.median give 0.0, never -0.0, for a median of zeros
# (NumPy takes the mean of the middle element, a sum that starts at 0.0),
# and nanmedian removes NaNs as NumPy does, filling the NaNs before the
# last places with the numbers from there, so that the median's selection
# sees NumPy's order and returns the same one of equal numbers (0.0 or
# -0.0; found by tests/diff/gen_numpy.py, seed 4438).
import numpy as np

readings = np.array([2.0, np.nan, -0.0, np.nan, 0.0])
print(np.nanmedian(readings), np.median(readings[~np.isnan(readings)]))
print(np.nanmedian(np.array([np.nan, 0.0, -0.0, 1.0])))
print(np.nanmedian(np.array([0.0, -0.0, np.nan, np.nan, np.nan])))
print(np.nanmedian(np.array([[1.5, np.nan, -3.0, np.nan, 4.0, 7.0]])), np.nanmedian(np.array([np.nan, 2.5])))
