# From seed 000 "Accelerate your Python code with Numba" (Carpentries GPU course):
# the first GPU kernel, check_prime_gpu_kernel, launched with one thread
# ([1, 1]) on 11 and on 12. Prints 11 (prime) and then 0 (not a prime).
# Run under the CUDA simulator with NUMBA_ENABLE_CUDASIM=1 when checking with Python.
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
