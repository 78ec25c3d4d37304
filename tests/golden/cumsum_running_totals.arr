# Running sums and products (§6.4): np.cumsum and np.cumprod as functions and
# as array methods, in host code with axis=None, axis=k (negative too) on 2-D
# and 3-D arrays, and in @njit code, which takes the array alone (Numba 0.56):
# a savings account's balance, compound growth from yearly rates, and the
# cumulative distribution of a histogram.
import numpy as np
from numba import njit


@njit
def balances(deposits):
    # Numba's cumsum flattens in C order and accumulates in the result type.
    return np.cumsum(deposits)


@njit
def growth(rates):
    return np.cumprod(1.0 + rates)


@njit
def cdf(counts):
    total = counts.cumsum()
    return total / total[-1]


@njit
def methods(a):
    return a.cumsum(), a.cumprod()


deposits = np.array([100.0, 250.5, -75.25, 300.0, 0.1, 0.2])
print(balances(deposits))
print(np.cumsum(deposits), deposits.cumsum())

rates = np.array([0.05, 0.03, -0.02, 0.07, 0.01])
print(growth(rates))
print(np.cumprod(1.0 + rates))

# A histogram of scores in ten bins, and its cumulative distribution.
scores = np.array([3, 7, 7, 1, 9, 4, 4, 4, 0, 8, 2, 6, 5, 5, 9, 3, 1, 7, 2, 4])
counts = np.zeros(10, dtype=np.int64)
for s in scores:
    counts[s] += 1
print(counts, cdf(counts))
print(np.cumsum(counts) / len(scores))

# Monthly sales of three stores (rows) over four months (columns).
sales = np.array([[12, 15, 9, 20],
                  [7, 8, 11, 6],
                  [30, 25, 28, 31]])
print(np.cumsum(sales))
print(np.cumsum(sales, axis=0))
print(np.cumsum(sales, axis=1))
print(np.cumsum(sales, axis=-1))
print(np.cumsum(sales, axis=-2))
print(sales.cumsum(0), sales.cumsum(axis=1))
print(np.cumprod(sales, axis=None))
print(sales.cumprod(axis=1), sales.cumprod(-2))
print(methods(sales))
print(balances(sales))

cube = np.arange(24).reshape(2, 3, 4)
print(np.cumsum(cube, axis=0))
print(np.cumsum(cube, axis=1))
print(np.cumsum(cube, axis=2))
print(np.cumprod(cube + 1, axis=-2))
print(np.cumsum(cube))

# The running values of an expression, and an axis held in a variable.
axis = len(scores) // 20
print(np.cumsum(sales * 2 - 1, axis))
print(np.cumsum(sales[1]), np.cumprod(sales[:, 0]))
