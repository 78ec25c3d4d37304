# From seed 000 "Accelerate your Python code with Numba" (Carpentries GPU course):
# find_all_primes_cpu with the @jit(nopython=True) decorator, called with
# upper = 10_000 (first call compiles, later calls are timed but not printed).
# Prints the number of primes found, the last five and their sum.
import time
import numpy as np
from numba import jit


@jit(nopython=True)
def find_all_primes_cpu(upper):
    all_prime_numbers = []
    for num in range(0, upper):
        prime = True
        for i in range(2, (num // 2) + 1):
            if (num % i) == 0:
                prime = False
                break
        if prime:
            all_prime_numbers.append(num)
    return all_prime_numbers


# %timeit -n 10 -r 1 find_all_primes_cpu(10_000)
primes = find_all_primes_cpu(10_000)
start = time.perf_counter()
for run in range(10):
    primes = find_all_primes_cpu(10_000)
elapsed = (time.perf_counter() - start) / 10

print(len(primes), "numbers found")
print("last five:", np.array(primes)[-5:])
print("sum:", sum(primes))
