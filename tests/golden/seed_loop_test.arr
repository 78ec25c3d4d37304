# Seed 004 "Simple for loop test": sum of i * j * 0.1 over a loop nest, plain Python and @jit(nopython=True).
from numba import jit


def loop_test(n):
    result = 0.0
    for i in range(n):
        for j in range(n):
            result += i * j * 0.1
    return result


@jit(nopython=True)
def loop_test_jit():
    result = 0.0
    for i in range(1000):
        for j in range(1000):
            result += i * j * 0.1
    return result


print(f"Python result = {loop_test(200)}")
result = loop_test_jit()
print(f"CUDA JIT result = {result}")
print(f"rounded = {result:.1f}")
