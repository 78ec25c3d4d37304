# Recursion in host and @njit functions: Lucas and Fibonacci numbers, factorial, Ackermann, mutual recursion.
from numba import njit


@njit
def lucas(n):
    if n == 0:
        return 2
    elif n == 1:
        return 1
    else:
        return lucas(n - 1) + lucas(n - 2)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@njit
def fib_jit(n):
    if n < 2:
        return n
    return fib_jit(n - 1) + fib_jit(n - 2)


@njit
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


@njit
def power(x, n):
    if n == 0:
        return 1.0
    half = power(x, n // 2)
    if n % 2 == 0:
        return half * half
    return half * half * x


for k in range(12):
    print(k, lucas(k), fib(k), fib_jit(k), fact(k))
print(lucas(25), fib_jit(25))
print(fact(20))
print(ackermann(2, 3), ackermann(3, 3))
print(power(2.0, 10), power(1.5, 7), power(10.0, 0))
