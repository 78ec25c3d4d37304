# GPU seed 000: check_prime_gpu_kernel launched as a single thread ([1, 1]) on several numbers, result in a host int32 array copied back.
import numpy as np
from numba import cuda


@cuda.jit
def check_prime_gpu_kernel(num, result):
   result[0] =  num
   for i in range(2, (num // 2) + 1):
       if (num % i) == 0:
           result[0] = 0
           break


result = np.zeros((1), np.int32)
check_prime_gpu_kernel[1, 1](11, result)
print(result[0])
check_prime_gpu_kernel[1, 1](12, result)
print(result[0])
for num in (0, 1, 2, 3, 4, 49, 97, 121, 127, 7919, 7921):
    check_prime_gpu_kernel[1, 1](num, result)
    print(num, "->", result[0], result.dtype, result.shape)
