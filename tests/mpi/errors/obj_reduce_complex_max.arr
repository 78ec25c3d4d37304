# Python cannot order complex numbers: MPI.MAX of complex values fails as
# mpi4py's `y > x` does.
# np: 2
# status: 1
# stderr: obj_reduce_complex_max\.arr:11:8: runtime error on rank 0: TypeError: '>' not supported between instances of 'complex' and 'complex'$
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
z = complex(rank, 1.0)
best = comm.allreduce(z, op=MPI.MAX)
print("never", best)
