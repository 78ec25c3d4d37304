# Seed 000: find_all_primes_cpu collecting primes in a list, plain, via jit(nopython=True)(f) and @jit(nopython=True).
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


@jit(nopython=True)
def find_all_primes_jit(upper):
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


upper = 2000
plain = find_all_primes_cpu(upper)
compiled = jit(nopython=True)(find_all_primes_cpu)(upper)
decorated = find_all_primes_jit(upper)
print(len(plain), len(compiled), len(decorated), "numbers found")
print(plain[:12])
print("last five:", np.array(decorated)[-5:])
print("sum:", sum(plain), sum(compiled), sum(decorated))
same = True
for k in range(len(plain)):
    if plain[k] != decorated[k]:
        same = False
print("same:", same)
