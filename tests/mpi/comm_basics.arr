from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.size
comm.Barrier()
t0 = MPI.Wtime()
if rank == 0:
    print("hello from rank", rank, "of", size)
    print(MPI.ANY_SOURCE, MPI.ANY_TAG, MPI.PROC_NULL, MPI.UNDEFINED)
sub = comm.Split(rank % 2, rank)
print_order = sub.Get_rank()
comm.barrier()
if rank == 0:
    print("sub size", sub.Get_size(), sub.size)
d = comm.Dup()
if rank == 0:
    print("dup", d.rank, d.size, MPI.Wtime() >= t0)
