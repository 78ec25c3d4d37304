# Seed 000: check_prime_gpu as @nb.vectorize(['int32(int32)'], target='cuda') (the oracle runs it on the CPU) and the same body as a cpu ufunc, on 1-D and 2-D int32 arrays and on a strided view.
import numpy as np
import numba as nb


@nb.vectorize(['int32(int32)'], target='cuda')
def check_prime_gpu(num):
    for i in range(2, (num // 2) + 1):
       if (num % i) == 0:
           return 0
    return num


@nb.vectorize(['int32(int32)'])
def check_prime_cpu(num):
    for i in range(2, (num // 2) + 1):
       if (num % i) == 0:
           return 0
    return num


numbers = np.arange(0, 1000, dtype=np.int32)
result = check_prime_gpu(numbers)
print(result.dtype, result.shape)
print("first 20:", result[:20])
print("last 30:", result[-30:])
print(np.sum(np.where(result > 0, 1, 0)), "nonzero entries")
print("sum:", np.sum(result))

cpu = check_prime_cpu(numbers)
print("cpu == gpu:", np.all(cpu == result))

grid = np.arange(100, 124, dtype=np.int32).reshape((4, 6))
g = check_prime_gpu(grid)
print(g.shape, g.dtype)
print(g)
odd = check_prime_cpu(numbers[1:60:2])
print(odd)
