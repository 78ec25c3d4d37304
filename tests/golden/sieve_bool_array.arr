# Sieve of Eratosthenes on a bool array in @njit code, with strided slice assignment of a scalar.
import numpy as np
from numba import njit


@njit
def sieve(n):
    is_prime = np.ones(n + 1, dtype=np.bool_)
    is_prime[0] = False
    is_prime[1] = False
    i = 2
    while i * i <= n:
        if is_prime[i]:
            is_prime[i * i::i] = False
        i += 1
    return is_prime


@njit
def collect(flags):
    out = []
    for i in range(flags.shape[0]):
        if flags[i]:
            out.append(i)
    return out


flags = sieve(60)
print(flags[:12])
primes = collect(flags)
print(primes)
print(len(collect(sieve(10000))))
