# The reductions with keepdims= and dtype= in host code (issue 15):
# normalising each row of a sample matrix by its own sum and mean with
# keepdims=True (the result broadcasts back), column extremes, averaging
# int32 counts in float64 and summing uint8 pixels without overflow;
# np.average with weights and np.trapz of a sampled curve; and np.sum's
# dtype= in @njit as Numba takes it.
import numpy as np
from numba import njit


@njit
def jitted_totals(pixels):
    print(np.sum(pixels, dtype=np.int64), pixels.sum(dtype=np.float64), np.sum(pixels))
    print(np.average(pixels.astype(np.float64)), np.trapz(pixels.astype(np.float64)))


samples = np.array([[2.0, 4.5, 1.5, 8.0], [0.25, 0.75, 1.0, 2.0], [-3.0, 6.0, 5.0, 4.0]])
shares = samples / np.sum(samples, axis=1, keepdims=True)
print(shares)
centered = samples - samples.mean(axis=0, keepdims=True)
print(centered, centered.sum(axis=0))
print(np.max(samples, axis=1, keepdims=True), np.min(samples, keepdims=True), samples.prod(axis=0, keepdims=True))
print(np.argmax(samples, axis=0, keepdims=True), samples.argmin(axis=1, keepdims=True), np.argmax(samples, keepdims=True))
print(np.all(samples > -5, axis=1, keepdims=True), np.any(samples < 0, keepdims=True))
print(np.sum(samples, keepdims=True), np.mean(samples, 0, None, keepdims=True), np.std(samples, axis=0, keepdims=True))
counts = np.array([[120, 95, 3], [7, 64, 250]], dtype=np.int32)
print(np.mean(counts, dtype=np.float64), np.sum(counts, axis=0, dtype=np.int16), np.prod(counts, axis=1, dtype=np.float64))
print(np.mean(counts, axis=1, dtype=np.float32), counts.sum(dtype=np.uint8), counts.mean(axis=0, keepdims=True))
pixels = np.array([200, 250, 17, 99, 255, 3], dtype=np.uint8)
print(np.sum(pixels), np.sum(pixels, dtype=np.uint8), np.sum(pixels, dtype=np.float32), pixels.mean(dtype=np.float32))
f32 = samples.astype(np.float32)
print(np.mean(f32, dtype=np.float64), np.sum(f32, axis=1, dtype=np.float64), np.mean(f32, axis=0, keepdims=True))
weights = np.array([0.5, 1.0, 2.0, 0.25])
print(np.average(samples[0], weights=weights), np.average(samples), np.average(samples, axis=0), np.average(counts, axis=1))
print(np.average(f32[1], weights=weights.astype(np.float32)), np.average(np.array([7])), np.average(counts, weights=counts))
t = np.linspace(0.0, 2.0, 9)
curve = t * t
print(np.trapz(curve, t), np.trapz(curve, dx=0.25), np.trapz(curve.astype(np.float32), dx=0.25), np.trapz(np.array([1, 3, 2])))
print(np.ediff1d(samples), np.ediff1d(pixels.astype(np.int64), to_begin=0, to_end=np.array([-1, -2])))
jitted_totals(pixels)
try:
    np.average(samples[0], weights=np.zeros(4))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
