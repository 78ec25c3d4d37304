# Spectral windowing of a signal: each NumPy window (bartlett, blackman,
# hamming, hanning, kaiser with NumPy's Bessel i0) tapers a sampled sine
# before its energy is measured; np.sinc builds a low-pass filter kernel.
# Host code and @njit code, window lengths 0, 1, 2 and more, negative
# lengths, float32 and integer inputs to sinc.
import math

import numpy as np
from numba import njit


@njit
def windows(n):
    return np.bartlett(n), np.blackman(n), np.hamming(n), np.hanning(n), np.kaiser(n, 8.6)


@njit
def tapered_energy(signal):
    w = np.hanning(len(signal))
    s = signal * w
    return (s * s).sum() / len(signal)


@njit
def lowpass_kernel(taps, cutoff):
    # A windowed-sinc FIR filter, normalized to unit gain.
    n = np.arange(taps) - (taps - 1) / 2.0
    h = np.sinc(2.0 * cutoff * n) * np.blackman(taps)
    return h / h.sum()


@njit
def sinc_values(x):
    return np.sinc(x)


def host_windows(n):
    return np.bartlett(n), np.blackman(n), np.hamming(n), np.hanning(n), np.kaiser(n, 8.6)


for n in (0, 1, 2, 5, 8):
    for w in windows(n):
        print(w)
    for w in host_windows(n):
        print(w)
print(windows(-3)[0], host_windows(-2)[4], np.hanning(-1).dtype)
for beta in (0, 1, 5.0, 14, 40.5):
    print(np.kaiser(7, beta))
    print(windows(7)[4] if beta == 0 else np.kaiser(6, beta))

t = np.linspace(0.0, 1.0, 64)
signal = np.sin(2 * math.pi * 5.25 * t) + 0.25 * np.cos(2 * math.pi * 12 * t)
# NumPy's own sin and cos (SVML on AVX-512) may differ from the C
# library's in the last bit, so sums of the signal are rounded.
print(round(tapered_energy(signal), 10))
host_w = np.hamming(64)
print(round((signal * host_w).sum(), 10), round((signal * np.kaiser(64, 5)).max(), 10))

print(lowpass_kernel(11, 0.2))
x = np.linspace(-3, 3, 13)
print(sinc_values(x))
print(np.sinc(x))
print(sinc_values(np.array([0.0, 0.5, -1.5], dtype=np.float32)))
print(np.sinc(np.array([0.0, 0.5, -1.5], dtype=np.float32)))
print(np.sinc(np.array([[0, 1], [2, -3]])), np.sinc(np.zeros(0)))
print(sinc_values(0.0), sinc_values(0.25), round(np.sinc(0.25), 12), np.sinc(3) < 1e-15, np.sinc(-0.5))
