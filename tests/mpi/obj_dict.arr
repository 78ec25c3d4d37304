# Dicts as messages: a manager sends each worker a dict of parameters and
# gets it back with a result added; a dict of tuples is broadcast.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

if rank == 0:
    for k in range(1, size):
        comm.send({"id": k, "steps": 10 * k, "tol": -1}, dest=k, tag=1)
    replies = [comm.recv(source=k, tag=2) for k in range(1, size)]
    print(replies)
else:
    job = comm.recv(source=0, tag=1)
    job["done"] = job["steps"] * 2
    comm.send(job, dest=0, tag=2)
params = None
if rank == 0:
    params = {"alpha": (0.5, "a"), "beta": (1.5, "b")}
params = comm.bcast(params, root=0)
tab = comm.allgather({rank: [rank] * rank})
if rank == 0:
    print(params, params["beta"], tab)
