# One specialization per argument-type tuple; unification at joins; recursion
# typed from its base case; global constants folded.
from numba import njit, int32

SCALE = 2

# IR: func twice(x: int64) -> int64 [jit] {
# IR: func twice(x: float64) -> float64 [jit] {
@njit
def twice(x):
    return x * SCALE

# IR: func fib(n: int64) -> int64 [jit] {
@njit
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

# IR: func mixed(flag: bool) -> float64 [jit] {
@njit
def mixed(flag):
    x = 1
    if flag:
        x = 2.5
    return x

# IR: func narrow(a: int32, b: int32) -> int64 [jit] {
@njit
def narrow(a, b):
    return a + b

# IR: func maybe(n: int64) -> OptionalType(int64) [jit] {
@njit
def maybe(n):
    if n > 0:
        return n
    return None

print(twice(3), twice(1.5), fib(10), mixed(True), narrow(int32(1), int32(2)), maybe(3))
