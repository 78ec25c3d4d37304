# Non-blocking messages of Python values, as in mpi4py's tutorial: the root
# isends a dict to every worker, the workers irecv and wait for it.
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

data = {}
if rank == 0:
    data = {"a": 7, "b": 314}
    reqs = [comm.isend(data, dest=k, tag=11) for k in range(1, size)]
    for r in reqs:
        r.wait()
else:
    req = comm.irecv(source=0, tag=11)
    data = req.wait()
    data["rank"] = rank
everyone = comm.gather(data, root=0)
if everyone is not None:
    print("sent to", size - 1, "workers")
    for d in everyone:
        print(d)
