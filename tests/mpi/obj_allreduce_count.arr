# Each rank counts the primes in its share of a range; allreduce adds the
# counts. Floats are combined in mpi4py's order (a binomial tree), which
# shows in the rounding.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()


def is_prime(n):
    if n < 2:
        return False
    k = 2
    while k * k <= n:
        if n % k == 0:
            return False
        k += 1
    return True


count = 0
for n in range(rank, 1000, size):
    if is_prime(n):
        count += 1
total = comm.allreduce(count, op=MPI.SUM)
largest = comm.allreduce(count, op=MPI.MAX)
smallest = comm.allreduce(count)
smallest = comm.allreduce(count, MPI.MIN)
product = comm.allreduce(rank + 2, op=MPI.PROD)
mixed = [1e16, 1.0, -1e16, 1.0, 0.1, 0.2, 0.3, 1e-17]
fsum = comm.allreduce(mixed[rank % 8] * (1 + rank // 8))
bits = comm.allreduce(1 << rank, op=MPI.BOR)
masks = comm.allreduce(0xFF ^ (1 << rank), op=MPI.BAND)
flip = comm.allreduce(3 * rank, op=MPI.BXOR)
anyodd = comm.allreduce(rank % 2 == 1, op=MPI.LOR)
allpos = comm.allreduce(rank + 1 > 0, op=MPI.LAND)
z = comm.allreduce(complex(rank, -0.5))
if rank == 0:
    print("primes below 1000:", total, "per rank at most", largest, "at least", smallest)
    print(product, fsum, bits, masks, flip, anyodd, allpos, z)
