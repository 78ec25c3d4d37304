# GPU seed 000: find_all_primes_cpu_and_gpu launches check_prime_gpu_kernel[1,1] once per number below 200 (a fresh host array each time).
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


start = time.perf_counter()
primes = find_all_primes_cpu_and_gpu(200)
elapsed = time.perf_counter() - start

print(len(primes), "entries below 200 (1 counts: the kernel returns num for it)")
print(primes[:12])
print("last five:", np.array(primes)[-5:])
print("sum:", sum(primes))
print("elapsed >= 0:", elapsed >= 0)
