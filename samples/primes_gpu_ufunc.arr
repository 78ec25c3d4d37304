# From seed 000 "Accelerate your Python code with Numba" (Carpentries GPU course):
# check_prime_gpu, a ufunc made with @nb.vectorize(['int32(int32)'], target='cuda'),
# applied to np.arange(0, 10_000, dtype=np.int32). Prints the first and last
# entries of the result, how many are nonzero (primes, and 1) and their sum.
import time
import numpy as np
import numba as nb


@nb.vectorize(['int32(int32)'], target='cuda')
def check_prime_gpu(num):
    for i in range(2, (num // 2) + 1):
       if (num % i) == 0:
           return 0
    return num


numbers = np.arange(0, 10_000, dtype=np.int32)

# %timeit -n 10 -r 1 check_prime_gpu(numbers)
start = time.perf_counter()
result = check_prime_gpu(numbers)
elapsed = time.perf_counter() - start

print(result.dtype, result.shape)
print("first 20:", result[:20])
print("last 30:", result[-30:])
print(np.sum(np.where(result > 0, 1, 0)), "nonzero entries")
print("sum:", np.sum(result))
