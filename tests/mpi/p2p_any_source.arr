# A manager-worker pattern: the workers send their results to rank 0 in
# whatever order they finish; rank 0 receives from MPI.ANY_SOURCE and
# learns who sent what, and how much, from an MPI.Status. Each worker's
# message has a different length, which rank 0 learns with Probe before
# receiving.
from mpi4py import MPI
import numpy as np

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()
# The second part runs on its own communicator, so that its messages
# never match the first part's ANY_SOURCE/ANY_TAG receives.
ring = comm.Dup()

if rank == 0:
    status = MPI.Status()
    print("fresh status:", status.Get_source(), status.Get_tag(), status.Get_error(), status.Get_count())
    results = {}
    lengths = {}
    tags = {}
    for k in range(size - 1):
        comm.Probe(source=MPI.ANY_SOURCE, tag=MPI.ANY_TAG, status=status)
        n = status.Get_count(MPI.INT64_T)
        buf = np.zeros(n, dtype=np.int64)
        comm.Recv(buf, source=status.Get_source(), tag=status.Get_tag(), status=status)
        src = status.source
        results[src] = int(buf.sum())
        lengths[src] = status.Get_count(MPI.INT64_T)
        tags[src] = status.tag
        if status.error != 0:
            print("error from", src)
    for src in sorted(results):
        print("worker", src, "sent", lengths[src], "values summing to", results[src], "with tag", tags[src])
    # The byte count of the last message (Get_count's default datatype is MPI.BYTE).
    if size > 1:
        print("bytes in the last message:", status.Get_count() == 8 * status.Get_count(MPI.INT64_T))
    print("anything else waiting:", comm.Iprobe(source=MPI.ANY_SOURCE, tag=MPI.ANY_TAG))
else:
    work = np.arange(rank * 3, dtype=np.int64) - rank
    comm.Send(work, dest=0, tag=100 + rank)

# Receiving with a status into part of a larger buffer: [buf, MPI.INT].
box = np.zeros(10, dtype=np.int32)
st = MPI.Status()
right = (rank + 1) % size
left = (rank - 1) % size
ring.Sendrecv([np.arange(rank + 1, dtype=np.int32), MPI.INT], right, 5, [box, MPI.INT], MPI.ANY_SOURCE, MPI.ANY_TAG, st)
if rank == 0:
    print("from rank", st.Get_source(), "tag", st.Get_tag(), "ints", st.Get_count(MPI.INT), "elements",
          st.Get_elements(MPI.INT), box)
