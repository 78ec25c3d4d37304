# Sensor readings with gaps recorded as NaN (issue 15): the nan-ignoring
# reductions np.nanmean, nanstd, nanvar, nansum, nanprod, nanmax, nanmin,
# nanmedian, nanpercentile, nanquantile, nancumsum and nancumprod, in host
# code (axis=, ddof=, keepdims=) and in @njit (Numba's loops), over float64,
# float32 and integer arrays; an all-NaN column gives nan (NumPy warns on
# stderr); z-score normalisation that skips the gaps.
import numpy as np
from numba import njit


@njit
def jitted_gaps(r):
    print(np.nanmean(r), np.nanstd(r), np.nanvar(r), np.nansum(r), np.nanprod(r))
    print(np.nanmax(r), np.nanmin(r), np.nanmedian(r), np.nancumsum(r), np.nancumprod(r))


@njit
def jitted_pct(r):
    print(np.nanpercentile(r, 50.0), np.nanquantile(r, 0.25))


humidity = np.array([41.5, np.nan, 43.25, 39.0, np.nan, 47.5, 44.0, 40.75, np.nan, 42.0])
print("mean", np.nanmean(humidity), "std", np.nanstd(humidity), "var", np.nanvar(humidity, ddof=1))
print("sum", np.nansum(humidity), "prod", np.nanprod(humidity / 40.0), "max", np.nanmax(humidity), "min", np.nanmin(humidity))
print("median", np.nanmedian(humidity), "p90", np.nanpercentile(humidity, 90), "q", np.nanquantile(humidity, [0.1, 0.5]))
print("cumsum", np.nancumsum(humidity))
print("cumprod", np.nancumprod(humidity[:4] / 40.0))
print("plain mean", np.mean(humidity), "plain median", np.median(humidity), "plain p50", np.percentile(humidity, 50))
z = (humidity - np.nanmean(humidity)) / np.nanstd(humidity)
print("z", z)
h32 = humidity.astype(np.float32)
print("float32", np.nanmean(h32), np.nanstd(h32), np.nanvar(h32), np.nansum(h32), np.nanmax(h32), np.nanmedian(h32))
print(np.nancumsum(h32), np.nanpercentile(h32, 30))
levels = np.array([3, 1, 4, 1, 5, 9, 2, 6], dtype=np.int32)
print("int", np.nanmean(levels), np.nanstd(levels), np.nansum(levels), np.nanprod(levels), np.nanmax(levels), np.nanmin(levels))
print(np.nanmedian(levels), np.nanpercentile(levels, 75), np.nancumsum(levels), np.nancumprod(levels))
jitted_gaps(humidity)
jitted_gaps(h32)
jitted_gaps(levels.astype(np.int64))
jitted_pct(humidity)

# Three sensors, one row each; the third lost every reading of one hour.
grid = np.array([[20.5, np.nan, 21.0, 22.5], [np.nan, 18.0, 18.5, np.nan], [25.0, 24.0, np.nan, 23.5]])
print(np.nanmean(grid, axis=1), np.nanmean(grid, axis=0), np.nanstd(grid, axis=1, ddof=1))
print(np.nanmax(grid, axis=0), np.nanmin(grid, axis=1), np.nansum(grid, axis=0), np.nanprod(grid, axis=1))
print(np.nanmedian(grid, axis=0), np.nanpercentile(grid, 50, axis=1), np.nanquantile(grid, [0.25, 0.75], axis=1))
print(np.nancumsum(grid, axis=1), np.nancumprod(grid, axis=0))
print(np.nanmean(grid, keepdims=True), np.nanvar(grid, axis=0, keepdims=True))
gaps = np.array([[1.0, np.nan], [2.0, np.nan]])
print(np.nanmean(gaps, axis=0), np.nanmedian(gaps, axis=0), np.nanmax(gaps, axis=0), np.nansum(gaps, axis=0))
print(np.nanstd(np.array([np.nan, np.nan])), np.nanmean(np.array([5.0])), np.nanvar(np.array([5.0]), ddof=1))
try:
    np.nanmax(np.zeros(0))
except ValueError as e:
    print("ValueError:", e)
