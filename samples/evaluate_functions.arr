# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Another Example" (parallelization): evaluate_functions (plain NumPy) and
# evaluate_functions_numba (@njit(parallel=True), prange over the iterations).
# Both return nothing; an added helper prints a rounded checksum of 3 iterations.
import time
import numpy as np
from numba import njit, prange


def evaluate_functions(n):
    """
        Evaluate the trigononmetric functions for n values evenly
        spaced over the interval [-1500.00, 1500.00]
    """
    vector1 = np.linspace(-1500.00, 1500.0, n)
    iterations = 10000
    for i in range(iterations):
        vector2 = np.sin(vector1)
        vector1 = np.arcsin(vector2)
        vector2 = np.cos(vector1)
        vector1 = np.arccos(vector2)
        vector2 = np.tan(vector1)
        vector1 = np.arctan(vector2)


@njit(parallel=True)
def evaluate_functions_numba(n):
    """
        Evaluate the trigononmetric functions for n values evenly
        spaced over the interval [-1500.00, 1500.00]
    """
    vector1 = np.linspace(-1500.00, 1500.0, n)
    iterations = 10000
    for i in prange(iterations):
        vector2 = np.sin(vector1)
        vector1 = np.arcsin(vector2)
        vector2 = np.cos(vector1)
        vector1 = np.arccos(vector2)
        vector2 = np.tan(vector1)
        vector1 = np.arctan(vector2)


# added for the sample: the same chain, sequential, returning its result
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


# tRegFun = %timeit -o evaluate_functions(100)
start = time.perf_counter()
evaluate_functions(100)
tRegFun = time.perf_counter() - start
print("evaluate_functions(100) done")

# tNumFun = %timeit -o evaluate_functions_numba(100)
start = time.perf_counter()
evaluate_functions_numba(100)
tNumFun = time.perf_counter() - start
print("evaluate_functions_numba(100) done")

v = evaluate_functions_result(100, 3)
print("checksum:", round(np.sum(v), 6))
print("range:", round(np.min(v), 6), round(np.max(v), 6))
