# From seed 000 "Accelerate your Python code with Numba" (Carpentries GPU course),
# challenge "compute prime numbers": find_all_primes_cpu_and_gpu launches
# check_prime_gpu_kernel once per number (slow on purpose: one launch each).
# Prints how many primes lie below 300, the last five and their sum.
import time
import numpy as np
from numba import cuda


@cuda.jit
def check_prime_gpu_kernel(num, result):
   result[0] =  num
   for i in range(2, (num // 2) + 1):
       if (num % i) == 0:
           result[0] = 0
           break


def find_all_primes_cpu_and_gpu(upper):
    all_prime_numbers = []
    for num in range(0, upper):
        result = np.zeros((1), np.int32)
        check_prime_gpu_kernel[1,1](num, result)
        if result[0] > 0:
            all_prime_numbers.append(num)
    return all_prime_numbers


# %timeit -n 10 -r 1 find_all_primes_cpu_and_gpu(10_000)
# (300 instead of 10_000: every number is one kernel launch)
start = time.perf_counter()
primes = find_all_primes_cpu_and_gpu(300)
elapsed = time.perf_counter() - start

print(len(primes), "primes below 300")
print("last five:", np.array(primes)[-5:])
print("sum:", sum(primes))
