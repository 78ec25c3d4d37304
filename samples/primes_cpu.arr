# From seed 000 "Accelerate your Python code with Numba" (Carpentries GPU course):
# find_all_primes_cpu, first as plain Python, then compiled with the call form
# jit(nopython=True)(find_all_primes_cpu). Prints the count, the last primes
# and the sum of the "primes" below 10_000 (0 and 1 included, as in the tutorial).
import time
import numpy as np
from numba import jit


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


upper = 10_000

# %timeit -n 10 -r 1 find_all_primes_cpu(10_000)  -> timed once, not printed
start = time.perf_counter()
primes_py = find_all_primes_cpu(upper)
t_py = time.perf_counter() - start
print("plain Python:", len(primes_py), "numbers below", upper)
print("first ten:", np.array(primes_py)[:10])
print("sum:", sum(primes_py))

# "or in this way": jit applied as a call, not as a decorator
start = time.perf_counter()
primes_jit = jit(nopython=True)(find_all_primes_cpu)(upper)
t_jit = time.perf_counter() - start
print("jit(nopython=True):", len(primes_jit), "numbers below", upper)
print("last five:", np.array(primes_jit)[-5:])
print("sum:", sum(primes_jit))
print("same result:", len(primes_py) == len(primes_jit) and sum(primes_py) == sum(primes_jit))
