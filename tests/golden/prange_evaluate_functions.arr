# Seed 001 "Another Example": evaluate_functions_numba, @njit(parallel=True) with a prange over iterations whose bodies are whole-array NumPy expressions (np.sin, np.arcsin, ...); a returning variant and a parallel per-element variant give rounded checksums.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def evaluate_functions_numba(n):
    """
        Evaluate the trigononmetric functions for n values evenly
        spaced over the interval [-1500.00, 1500.00]
    """
    vector1 = np.linspace(-1500.00, 1500.0, n)
    iterations = 100
    for i in prange(iterations):
        vector2 = np.sin(vector1)
        vector1 = np.arcsin(vector2)
        vector2 = np.cos(vector1)
        vector1 = np.arccos(vector2)
        vector2 = np.tan(vector1)
        vector1 = np.arctan(vector2)


@njit
def evaluate_functions_result(n, iterations):
    vector1 = np.linspace(-1500.00, 1500.0, n)
    for i in range(iterations):
        vector2 = np.sin(vector1)
        vector1 = np.arcsin(vector2)
        vector2 = np.cos(vector1)
        vector1 = np.arccos(vector2)
        vector2 = np.tan(vector1)
        vector1 = np.arctan(vector2)
    return vector1


@njit(parallel=True)
def evaluate_elementwise(n, iterations):
    vector1 = np.linspace(-1500.00, 1500.0, n)
    out = np.empty(n)
    for k in prange(n):
        x = vector1[k]
        for i in range(iterations):
            x = np.arctan(np.tan(np.arccos(np.cos(np.arcsin(np.sin(x))))))
        out[k] = x
    return out


evaluate_functions_numba(100)
print("evaluate_functions_numba(100) done")
v = evaluate_functions_result(100, 3)
print("checksum:", round(np.sum(v), 6))
print("range:", round(np.min(v), 6), round(np.max(v), 6))
w = evaluate_elementwise(100, 3)
print("elementwise checksum:", round(np.sum(w), 6))
print("same:", np.max(np.abs(v - w)) < 1e-12)
