# Run-time error in @njit code: FloatingPointError with a message, raised
# from a loop once a Newton iteration stops converging.
from numba import njit


@njit
def newton_sqrt(x, tol):
    if x < 0.0:
        raise FloatingPointError("square root of a negative number")
    g = x if x > 1.0 else 1.0
    for _ in range(100):
        g2 = 0.5 * (g + x / g)
        if abs(g2 - g) < tol:
            return g2
        g = g2
    raise FloatingPointError("no convergence")


print(round(newton_sqrt(2.0, 1e-12), 10))
print(round(newton_sqrt(1e6, 1e-9), 6))
print(newton_sqrt(-1.0, 1e-12))
