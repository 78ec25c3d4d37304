# Module-level constants of every kind read from host functions, @njit
# functions and a kernel: numbers and tuples (a physics table), strings,
# lists of numbers (host code only: Numba has no constant lists), and global
# arrays, which Numba freezes when it compiles a function that reads them.
import math

import numpy as np
from numba import cuda, njit

G = 9.80665
C = 299792458.0
PHYSICS = (6.67430e-11, 1.380649e-23, 6.02214076e23)  # G_newton, k_B, N_A
UNITS = ("m", "s", "kg")
TITLE = "projectile"
PRIMES = [2, 3, 5, 7, 11]
ODD_PRIMES = (3, 5, 7, 11)
WEIGHTS = np.array([0.25, 0.5, 0.25])
GRID = np.linspace(0.0, 1.0, 5)
STEPS = 4
DT = 0.5 / STEPS


@njit
def fall(t):
    return 0.5 * G * t * t


@njit
def thermal_energy(temperature):
    return 1.5 * PHYSICS[1] * temperature


@njit
def smooth(a):
    out = np.zeros(a.shape[0] - 2)
    for i in range(out.shape[0]):
        for k in range(WEIGHTS.shape[0]):
            out[i] += WEIGHTS[k] * a[i + k]
    return out


@njit
def trajectory(v0):
    heights = np.empty(STEPS + 1)
    for i in range(STEPS + 1):
        t = i * DT
        heights[i] = v0 * t - fall(t)
    return heights


@njit
def prime_sum():
    s = 0
    for p in ODD_PRIMES:
        s += p
    return s


@cuda.jit
def light_travel(out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = i * C / PHYSICS[2] + G


def report():
    print(TITLE, "in", UNITS, "with", len(PRIMES), "primes:", PRIMES)
    print("grid", GRID, "weights sum", WEIGHTS.sum())
    print("N_A digits:", math.floor(math.log10(PHYSICS[2])))


report()
print(fall(2.0), thermal_energy(300.0))
print(smooth(np.arange(7.0)))
print(trajectory(10.0))
print(prime_sum(), sum(PRIMES))
out = np.zeros(8)
light_travel[2, 4](out)
print(out)
for unit in UNITS:
    print(unit, end=" ")
print()
